"""`phi` on the evaluation sets of tests/data (built by scripts/make_phi_sets.py): the targets of
the check hold on both splits and on the hand-written stress snippets."""

from __future__ import annotations

import pytest

from scripts.measure_phi import measure, measure_stress


@pytest.mark.parametrize("split", ["tune", "heldout"])
async def test_recall_and_false_alarms_on_generated_letters(split: str) -> None:
    report = await measure(split)
    assert report["planted"] > 500 and report["clean_letters"] == 300
    assert report["recall"] >= 0.97, report["misses"][:10]
    assert report["false_alarm_rate"] <= 0.05, report["false_alarms"][:10]


async def test_recall_and_false_alarms_on_stress_snippets() -> None:
    report = await measure_stress()
    assert report["recall"] >= 0.97 and report["false_alarm_rate"] <= 0.05, report["misses"]
