"""Turn failed checks into the one instruction the model gets on its next attempt.

Each failed check contributes its feedback (its hint, specialised with the facts the model
cannot derive). The result says what to produce, never only what to avoid.
"""

from __future__ import annotations

from collections.abc import Sequence

from checks.base import CheckResult

FEEDBACK_PREAMBLE = "Rewrite your answer so that it meets every requirement below, using only the supplied passages."


def render_feedback(results: Sequence[CheckResult]) -> str | None:
    """One instruction built from every failed check, or None when nothing failed."""
    failed = [r for r in results if not r.passed and r.feedback]
    if not failed:
        return None
    if len(failed) == 1:
        return f"{FEEDBACK_PREAMBLE}\n{failed[0].feedback}"
    lines = [FEEDBACK_PREAMBLE]
    lines += [f"{i}. {r.feedback}" for i, r in enumerate(failed, start=1)]
    return "\n".join(lines)
