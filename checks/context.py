"""The request context every check sees: the question, its sources and the request's allow-lists.

These pydantic models are shared by the gate loop, `gate-verify` and the HTTP API, so a
malformed request is rejected in one place with the field at fault.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator


class Source(BaseModel):
    """One passage the answer may rely on and cite by its `id`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1, max_length=128, description="Passage ID the answer cites, e.g. '1' or 'S3'.")
    text: str = Field(description="The passage text.")
    document: str | None = Field(default=None, description="Title of the document the passage comes from.")
    jurisdiction: str | None = Field(default=None, description="Jurisdiction the passage applies to, e.g. 'EU'.")

    @field_validator("id")
    @classmethod
    def _strip_id(cls, value: str) -> str:
        stripped = value.strip()
        if not stripped:
            raise ValueError("source id must not be blank")
        return stripped


def unique_source_ids(sources: "tuple[Source, ...] | list[Source]") -> "tuple[Source, ...] | list[Source]":
    """Validator shared by every model that carries sources: passage IDs must be unique."""
    seen: set[str] = set()
    for source in sources:
        if source.id in seen:
            raise ValueError(f"duplicate source id {source.id!r}")
        seen.add(source.id)
    return sources


class RequestContext(BaseModel):
    """Everything a check may consult besides the answer itself."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    query: str = Field(default="", description="The user's question.")
    sources: tuple[Source, ...] = Field(default=(), description="Passages the answer must be grounded in.")
    document: str | None = Field(default=None, description="The document the question names, if any.")
    allowed_identifiers: tuple[str, ...] = Field(
        default=(), description="Identifiers the answer may contain although they look like PHI (e.g. a claim number)."
    )
    reference_codes: tuple[str, ...] | None = Field(
        default=None, description="The codes (ICD-10, CPT ...) the answer may use; None means no reference set."
    )
    profile: str = Field(default="default", description="Name of the check profile to run.")

    _unique_sources = field_validator("sources")(unique_source_ids)

    @property
    def source_ids(self) -> frozenset[str]:
        return frozenset(source.id for source in self.sources)

    def source(self, source_id: str) -> Source | None:
        for source in self.sources:
            if source.id == source_id:
                return source
        return None
