"""Red-team tables for the soft deterministic checks, held to the issue #9 targets.

`tests/data/redteam_figures.jsonl` was written by hand (insurance benefit answers, regulatory
answers, news and encyclopedic QA, clinical summaries) before the check was tuned to it; see
`tests/data/README.md` for how and for the reading rules it encodes. Targets for `figures`:
fires on at most 1% of correct answers that quote their sources (`quote`), at most 3% of
faithful summaries (`summary`), and catches at least 97% of answers carrying a number that no
source states (`unsupported`).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from checks.context import RequestContext, Source
from checks.figures import FiguresCheck

DATA = Path(__file__).parent / "data"
TARGETS = {"quote": 0.01, "summary": 0.03, "unsupported": 0.03}


def _cases(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _wrong(cases: list[dict]) -> list[tuple[str, str, list[str]]]:
    check = FiguresCheck()

    async def run() -> list[tuple[str, str, list[str]]]:
        wrong = []
        for case in cases:
            sources = tuple(Source(id=str(i), text=text) for i, text in enumerate(case["passages"], 1))
            result = await check.check(case["answer"], RequestContext(sources=sources))
            if result.passed != (case["expect"] == "pass"):
                wrong.append((case["id"], case["answer"], [e.text for e in result.evidence]))
        return wrong

    return asyncio.run(run())


def test_redteam_figures_table_is_what_it_says() -> None:
    cases = _cases("redteam_figures.jsonl")
    kinds = {kind: [c for c in cases if c["kind"] == kind] for kind in TARGETS}
    assert len(cases) >= 200 and all(len(group) >= 50 for group in kinds.values())
    assert all(c["expect"] == ("fail" if c["kind"] == "unsupported" else "pass") for c in cases)
    assert len({c["id"] for c in cases}) == len(cases)


@pytest.mark.parametrize("kind", sorted(TARGETS))
def test_redteam_figures_meet_the_targets(kind: str) -> None:
    cases = [c for c in _cases("redteam_figures.jsonl") if c["kind"] == kind]
    wrong = _wrong(cases)
    assert len(wrong) <= TARGETS[kind] * len(cases), wrong
