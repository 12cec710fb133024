"""The check protocol: one class per check, one async method, one frozen result.

A check runs a cheap deterministic pre-check first; only when that fires does it do
real work. Its result carries the score against the floor, the evidence (the product
of the check, not only the ratio) and, on failure, one instruction for the model.
The contract a check of your own implements (hard and soft, floors, `on_error`, where it
runs, bounded work) is docs/checks.md.
"""

from __future__ import annotations

import abc
import hashlib
import logging
import re
import traceback
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from checks.context import RequestContext

logger = logging.getLogger(__name__)

OnError = Literal["open", "closed"]

MAX_ERROR_CHARS = 300
_FRAME_LINE = re.compile(r'^\s*File "[^"]*", line \d+, in .*$')


def _root_error(error: BaseException) -> BaseException:
    """The exception that explains `error`: a Ray task error's cause (RayTaskError(TimeoutError) -> TimeoutError)."""
    seen = 0
    while type(error).__name__.startswith("RayTaskError") and isinstance(getattr(error, "cause", None), BaseException):
        error = error.cause  # type: ignore[attr-defined]
        seen += 1
        if seen > 8:
            break
    return error


def short_error(error: BaseException | str) -> str:
    """'{Type}: {first line of the message}', at most MAX_ERROR_CHARS, for responses and trace rows.

    A Ray error's text carries the remote traceback (paths, pids, IPs, actor IDs): only its cause's
    type and first line are kept."""
    if isinstance(error, str):
        text = error.strip().splitlines()[0] if error.strip() else error
    else:
        root = _root_error(error)
        lines = str(root).strip().splitlines()
        text = f"{type(root).__name__}: {lines[0]}" if lines else type(root).__name__
    return text if len(text) <= MAX_ERROR_CHARS else text[: MAX_ERROR_CHARS - 1] + "…"


def error_frames(error: BaseException) -> str:
    """The tracebacks of `error` and its causes as frame lines only (file, line, function), no messages:
    a chained validation error's message can quote the model's reply, which may quote the request."""
    lines: list[str] = []
    current: BaseException | None = error
    depth = 0
    while current is not None and depth < 8:
        lines.append(f"{type(current).__name__}:")
        # Local frames: file, line, function and the source line; never the exception's message.
        lines.extend(line.rstrip() for entry in traceback.format_tb(current.__traceback__)
                     for line in entry.splitlines() if line.strip())
        remote = getattr(current, "traceback_str", None)  # a Ray task error: the replica's traceback as text
        if isinstance(remote, str):
            lines.extend(f"  (remote) {line.strip()}" for line in remote.splitlines() if _FRAME_LINE.match(line))
        current = current.__cause__ or current.__context__
        depth += 1
    return "\n".join(lines)


# ---------------------------------------------------------------- how evidence is stored

STORED_DETAIL_KEYS = frozenset(
    {"kind", "type", "category", "family", "pattern", "rule", "reason", "source_id", "cited_id", "json_path"}
)
"""Evidence detail keys that name a kind or an identifier the gate itself issued or checked (a source ID,
a code family, a JSON answer's path, whose keys are the request schema's names: checks.text.json_text), never
matched text: only these reach the incident table."""
EVIDENCE_HASH_CHARS = 16
MAX_STORED_ID_CHARS = 128


def text_digest(text: str) -> dict[str, Any]:
    """A text as a stored row may name it without copying it: a short sha256 and its length."""
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return {"sha256": digest[:EVIDENCE_HASH_CHARS], "chars": len(text)}


def located_text(text: str, context: RequestContext) -> dict[str, Any]:
    """Where `text` occurs in the request's sources (source id and offsets) besides its hash."""
    located = text_digest(text)
    for source in context.sources:
        start = source.text.find(text) if text else -1
        if start >= 0:
            located.update(source_id=source.id, start=start, end=start + len(text))
            break
    return located


@dataclass(frozen=True)
class Evidence:
    """One offending span or claim. `start`/`end` are character offsets into the answer when known."""

    text: str
    start: int | None = None
    end: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text}
        if self.start is not None:
            out["start"] = self.start
            out["end"] = self.end
        if self.detail:
            out["detail"] = self.detail
        return out

    def safe_fields(self) -> dict[str, Any]:
        """This item's offsets and the detail keys that hold no matched text (STORED_DETAIL_KEYS)."""
        safe: dict[str, Any] = {k: v for k, v in self.detail.items() if k in STORED_DETAIL_KEYS}
        if self.start is not None:
            safe["start"], safe["end"] = self.start, self.end
        return safe

    def hashed(self) -> dict[str, Any]:
        """This item as offsets, safe detail keys and a hash of its text (the text may be patient data)."""
        return {**text_digest(self.text), **self.safe_fields()}

    def with_passages_located(self, context: RequestContext, keys: tuple[str, ...]) -> dict[str, Any]:
        """This item with its detail values under `keys` (passage text) replaced by where they occur."""
        kept = self.to_dict()
        detail = dict(self.detail)
        for key in keys:
            value = detail.pop(key, None)
            if isinstance(value, str) and value:
                detail[key] = located_text(value, context)
        if detail:
            kept["detail"] = detail
        return kept


@dataclass(frozen=True)
class CheckResult:
    """What one check concluded about one answer."""

    name: str
    score: float
    passed: bool
    fired: bool
    hard: bool = False
    evidence: tuple[Evidence, ...] = ()
    feedback: str | None = None
    error: str | None = None
    latency_ms: float = 0.0
    metrics: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "score": self.score,
            "passed": self.passed,
            "fired": self.fired,
            "hard": self.hard,
            "evidence": [e.to_dict() for e in self.evidence],
            "feedback": self.feedback,
            "error": self.error,
            "latency_ms": self.latency_ms,
            "metrics": self.metrics,
        }


class CheckConfig(BaseModel):
    """Policy for one check, read from `configs/checks.yaml`."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(default=True, description="Whether the check runs at all.")
    floor: float | None = Field(
        default=None, ge=0.0, le=1.0, description="Minimum score to pass; hard checks always use 1.0."
    )
    hard: bool | None = Field(default=None, description="Hard checks block at once (HTTP 422) and never retry.")
    on_error: OnError | None = Field(
        default=None, description="When the backend errors: 'open' passes the answer, 'closed' fails it."
    )
    hint: str | None = Field(default=None, description="The instruction sent back to the model when the check fails.")
    options: dict[str, Any] = Field(default_factory=dict, description="Check-specific settings (patterns, bands ...).")


class MarkerOptions(BaseModel):
    """Options of a check that reads citation markers; the policy copies the citations check's `patterns`
    into `marker_patterns` where the check's own settings leave it out."""

    model_config = ConfigDict(extra="forbid")

    marker_patterns: list[str] = Field(
        default_factory=list, description="Extra citation-marker regexes (the citations check's `patterns`), read "
        "as the built-in markers are."
    )


class Check(abc.ABC):
    """Base class of every check. Subclasses set `name`, `default_hard`, `default_floor`, `default_hint`
    and implement `check`, building its result with `self.result(...)`."""

    name: str = ""
    default_hard: bool = False
    default_floor: float = 1.0
    default_hint: str = ""
    needs_models: bool = False
    # The check never awaits (pure CPU work, done in microseconds), so the gate loop may run it
    # inline, one after another, instead of in a task of its own. Checks that await I/O or a model
    # keep False and run concurrently.
    runs_inline: bool = False
    # The evidence text is an identifier the answer made up (a citation ID), not patient data:
    # incident rows keep it.
    evidence_is_identifier: bool = False
    # The model of the check's `options` (configs/checks.yaml): `settings` holds them validated, so that a
    # misspelt or ill-typed option fails when the check is built. None: the check reads `options` itself.
    options_model: type[BaseModel] | None = None

    def __init__(self, config: CheckConfig | None = None) -> None:
        config = config or CheckConfig()
        self.config = config
        self.hard = self.default_hard if config.hard is None else config.hard
        self.floor = 1.0 if self.hard else (self.default_floor if config.floor is None else config.floor)
        self.on_error: OnError = config.on_error or ("closed" if self.hard else "open")
        self.hint = config.hint or self.default_hint
        self.options = dict(config.options)
        self.settings: Any = self.options_model.model_validate(self.options) if self.options_model else None

    @classmethod
    def stored_evidence(cls, item: Evidence, context: RequestContext) -> dict[str, Any]:
        """How a trace row keeps one evidence item: as it is, unless the check's evidence copies patient
        data or passages (then the check overrides this to keep offsets and hashes)."""
        return item.to_dict()

    @classmethod
    def incident_evidence(cls, item: Evidence) -> dict[str, Any]:
        """How an incident row keeps one evidence item: offsets and safe detail keys, no matched text
        (it may be PHI), and the text itself only when it is a made-up identifier."""
        safe = item.safe_fields()
        if cls.evidence_is_identifier:
            safe["id"] = item.text[:MAX_STORED_ID_CHARS]
        return safe

    @abc.abstractmethod
    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        """Score `answer` against `context`. Raise only when a backend fails; the gate applies `on_error`."""

    def result(
        self,
        score: float,
        *,
        fired: bool,
        evidence: tuple[Evidence, ...] | list[Evidence] = (),
        feedback: str | None = None,
        metrics: dict[str, Any] | None = None,
    ) -> CheckResult:
        """Build this check's result; feedback is kept only when the score is below the floor."""
        score = max(0.0, min(1.0, float(score)))
        passed = score >= self.floor
        return CheckResult(
            name=self.name,
            score=score,
            passed=passed,
            fired=fired,
            hard=self.hard,
            evidence=tuple(evidence),
            feedback=None if passed else (feedback or self.hint),
            metrics=metrics or {},
        )

    def error_result(self, error: BaseException | str) -> CheckResult:
        """The result when the check's backend failed: pass (open) or fail (closed), with the error recorded.

        The recorded error is one short line (`short_error`); the traceback's frames are logged here once."""
        message = short_error(error)
        if isinstance(error, BaseException):
            logger.warning("check %s: backend error %s; on_error=%s\n%s", self.name, message.split(":", 1)[0],
                           self.on_error, error_frames(error))
        failed_closed = self.on_error == "closed"
        return CheckResult(
            name=self.name,
            score=0.0 if failed_closed else 1.0,
            passed=not failed_closed,
            fired=False,
            hard=self.hard,
            feedback=self.hint if failed_closed else None,
            error=message,
        )
