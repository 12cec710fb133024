"""A bound on the NLI pairs one request may send: the best chunks per claim first.

Groundedness pairs every claim with every source chunk; 64 sources of 64 KB and a long answer
make that tens of thousands of cross-encoder pairs for one request. `pairs_within_budget`
keeps at most `max_pairs` of them, chosen by a cheap lexical ranking (shared content words
and numbers between claim and chunk), handing them out round by round so that every claim
gets its best chunk before any claim gets its second. Plain Python, microseconds per pair.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_WORD = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")
_STOP_WORDS = frozenset(
    "a an and are as at be by for from has have in is it its of on or that the this to was were will with "
    "which who not no may must can per than then there their they".split()
)


def content_words(text: str) -> frozenset[str]:
    """Lower-cased words and numbers of `text`, without stop words."""
    return frozenset(w for w in _WORD.findall(text.lower()) if w not in _STOP_WORDS)


def rank_chunks(claim: str, chunks: Sequence[str]) -> list[int]:
    """Chunk indices, best first: most content words shared with the claim (ties: shorter chunk, then order)."""
    claim_words = content_words(claim)
    scored = []
    for index, chunk in enumerate(chunks):
        words = content_words(chunk)
        scored.append((-len(claim_words & words), len(words), index))
    return [index for _, _, index in sorted(scored)]


def pairs_within_budget(claims: Sequence[str], chunks: Sequence[str], max_pairs: int) -> list[tuple[int, int]]:
    """(claim index, chunk index) pairs to score, at most `max_pairs`, in claim order.

    Every pair when they fit; otherwise the best-ranked chunks per claim, one round at a time.
    With more claims than `max_pairs`, the first `max_pairs` claims get one pair each."""
    if max_pairs < 1:
        raise ValueError("max_pairs must be >= 1")
    if len(claims) * len(chunks) <= max_pairs:
        return [(c, k) for c in range(len(claims)) for k in range(len(chunks))]
    rankings = [rank_chunks(claim, chunks) for claim in claims]
    chosen: list[tuple[int, int]] = []
    for depth in range(len(chunks)):
        for claim_index, ranking in enumerate(rankings):
            if len(chosen) == max_pairs:
                return sorted(chosen)
            chosen.append((claim_index, ranking[depth]))
    return sorted(chosen)
