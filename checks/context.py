"""The request context every check sees: the question, its sources and the request's allow-lists.

These pydantic models are shared by the gate loop, `gate-verify` and the HTTP API, so a
malformed request is rejected in one place with the field at fault.

A context also carries the request's parse state: what the checks read from the answer and the
sources (markers, dates, figures) is parsed once per request and shared through
`RequestContext.answer_parse` and `RequestContext.sources_parse`, and per-request caches of
other work live in `RequestContext.scratch`. That state is private: it is not a field, takes
no part in equality, hashing, `model_dump` or serialisation, is not pickled, and dies with the
context, so no answer or identifier outlives its request in check state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

from checks.text.parse import AnswerParse, SourcesParse

T = TypeVar("T")


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


_MAX_ANSWERS_KEPT = 8


class _RequestState:
    """A request's parses and scratch space. Never equal to anything but another state (so it
    does not affect the context's equality), and copied or pickled as a fresh, empty one."""

    __slots__ = ("owner_sources", "answers", "sources", "scratch")

    def __init__(self, owner_sources: tuple[Source, ...] | None = None) -> None:
        self.owner_sources = owner_sources
        self.answers: dict[str, AnswerParse] = {}
        self.sources: SourcesParse | None = None
        self.scratch: dict[str, Any] = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _RequestState)

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[type, tuple]:
        return (_RequestState, ())

    def __deepcopy__(self, memo: dict) -> _RequestState:
        return _RequestState()


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
    _state: _RequestState = PrivateAttr(default_factory=lambda: _RequestState())

    @property
    def scratch(self) -> dict[str, Any]:
        """Per-request scratch space for checks (e.g. an NLI or claim-extraction cache); dies with the request."""
        return self._request_state().scratch

    def answer_parse(self, answer: str) -> AnswerParse:
        """The parse of `answer` against this request's sources, built once per answer text."""
        state = self._request_state()
        parse = state.answers.get(answer)
        if parse is None:
            if len(state.answers) >= _MAX_ANSWERS_KEPT:  # a retry loop sees a few answers; bound it anyway
                state.answers.pop(next(iter(state.answers)))
            parse = state.answers[answer] = AnswerParse(answer, self.sources_parse())
        return parse

    def sources_parse(self) -> SourcesParse:
        """The parse of this request's sources, built once per request."""
        state = self._request_state()
        if state.sources is None:
            state.sources = SourcesParse(self.sources)
        return state.sources

    def _request_state(self) -> _RequestState:
        state = self._state
        if state.owner_sources is None:
            state.owner_sources = self.sources
        elif state.owner_sources is not self.sources:
            # A shallow `model_copy` shares private state; a copy with other sources gets its own.
            state = _RequestState(self.sources)
            self.__pydantic_private__["_state"] = state  # type: ignore[index]
        return state

    @property
    def source_ids(self) -> frozenset[str]:
        return frozenset(source.id for source in self.sources)

    def source(self, source_id: str) -> Source | None:
        for source in self.sources:
            if source.id == source_id:
                return source
        return None


def scratch_entry(context: Any, key: str, factory: Callable[[], T]) -> T:
    """The request's object under `key` in `context.scratch`, made by `factory` on first use; a fresh,
    unshared one when `context` has no scratch space (a context-like object built by hand)."""
    scratch = getattr(context, "scratch", None)
    if scratch is None:
        return factory()
    entry = scratch.get(key)
    if entry is None:
        entry = scratch[key] = factory()
    return entry
