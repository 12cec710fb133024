"""The NLI pair budget: at most max_pairs per request, the best chunks per claim first."""

from __future__ import annotations

import time

import pytest

from checks.grounding.pair_budget import pairs_within_budget, rank_chunks

CHUNKS = [
    "Members may appeal a denied claim within 180 days of the notice.",
    "The annual deductible is 1632 dollars per benefit period.",
    "Skilled nursing facility care is covered for up to 100 days after a qualifying stay.",
    "Prior authorization is required for advanced imaging such as MRI and CT scans.",
]


@pytest.mark.parametrize(("claim", "best"), [
    ("The deductible is 1632 dollars.", 1),
    ("An MRI needs prior authorization.", 3),
    ("A denied claim can be appealed within 180 days.", 0),
    ("Up to 100 days in a skilled nursing facility are covered.", 2),
])
def test_the_chunk_sharing_the_claims_words_and_figures_ranks_first(claim, best):
    assert rank_chunks(claim, CHUNKS)[0] == best


def test_every_pair_when_they_fit():
    assert pairs_within_budget(["a", "b"], CHUNKS, 8) == [(c, k) for c in range(2) for k in range(4)]


def test_over_budget_every_claim_gets_its_best_chunk_before_any_gets_a_second():
    claims = ["The deductible is 1632 dollars.", "An MRI needs prior authorization.", "Appeals within 180 days."]
    pairs = pairs_within_budget(claims, CHUNKS, 4)
    assert len(pairs) == 4
    assert {(0, 1), (1, 3), (2, 0)} <= set(pairs)  # each claim's best chunk
    assert len({c for c, _ in pairs}) == 3


def test_more_claims_than_pairs_and_a_bad_budget():
    pairs = pairs_within_budget([f"claim {i}" for i in range(10)], CHUNKS, 3)
    assert [c for c, _ in pairs] == [0, 1, 2]
    with pytest.raises(ValueError):
        pairs_within_budget(["a"], CHUNKS, 0)


def test_the_ranking_is_cheap_for_a_large_request():
    chunks = [f"Passage {i} says the copay for visit type {i} is {i * 7} dollars in region {i % 13}." for i in range(2_000)]
    claims = [f"The copay for visit type {i} is {i * 7} dollars." for i in range(0, 400, 20)]
    started = time.perf_counter()
    pairs = pairs_within_budget(claims, chunks, 256)
    elapsed = time.perf_counter() - started
    assert len(pairs) == 256 and elapsed < 2.0
    best = dict((c, k) for c, k in reversed(pairs_within_budget(claims, chunks, len(claims))))
    assert all(best[c] == c * 20 for c in range(len(claims)))  # the passage naming the same visit type and figure
