"""`phi` on the evaluation sets of tests/data (built by scripts/make_phi_sets.py): the targets of
the check hold on both splits and on the hand-written stress snippets, and on the identifiers of
Presidio's own recognizer tests (written by Microsoft, not by this project)."""

from __future__ import annotations

import pytest

from scripts.measure_phi import ANSWER_SETS, measure, measure_answers, measure_presidio_tests, measure_stress


@pytest.mark.parametrize("split", ["tune", "heldout"])
async def test_recall_and_false_alarms_on_generated_letters(split: str) -> None:
    report = await measure(split)
    assert report["planted"] > 500 and report["clean_letters"] == 300
    assert report["recall"] >= 0.97, report["misses"][:10]
    assert report["false_alarm_rate"] <= 0.05, report["false_alarms"][:10]


async def test_recall_and_false_alarms_on_stress_snippets() -> None:
    report = await measure_stress()
    assert report["recall"] >= 0.97 and report["false_alarm_rate"] <= 0.05, report["misses"]


@pytest.mark.parametrize("name", ANSWER_SETS)
async def test_held_out_answers_are_blocked_and_clean_ones_pass(name: str) -> None:
    """Issue 17's targets on the held-out answer tables: >= 99% of answers carrying an identifier
    (plain or disguised) blocked, <= 5% of identifier-free clinical and insurance answers flagged."""
    report = await measure_answers(name)
    assert report["carrying"] >= 40 and report["clean"] >= 40
    assert report["block_rate"] >= 0.99, report["misses"]
    assert report["flag_rate"] <= 0.05, report["alarms"]


async def test_the_identifiers_of_presidios_own_tests_are_blocked() -> None:
    """The values of Presidio's recognizer tests, in sentences that name their kind (tune and held-out
    wording), in the forms models print and disguised, and as Presidio's tests write them where a
    recognizer scores them as an identifier on its own: >= 97% blocked. The exempt values are those
    phi's documented rules say identify no one."""
    report = await measure_presidio_tests()
    assert report["values"] >= 400 and report["strong_total"] >= 350
    misses = report["misses"]
    assert report["tune"] >= 0.97 and report["heldout"] >= 0.97, misses
    for how in report["forms"]:  # under its label as JSON, a table, a line break, a bold label; disguised
        assert report[how] >= 0.97, (how, [text for form, text in misses if form == how])
    assert report["strong"] >= 0.97, misses
    assert set(report["exempt"]) <= {"placeholder", "ipv6_special", "lower_case"}
