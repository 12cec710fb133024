"""A bound on the NLI pairs one request may send: the best chunks per claim first.

Groundedness pairs every claim with every source chunk; 64 sources of 64 KB and a long answer
make that tens of thousands of cross-encoder pairs for one request. `pairs_within_budget`
keeps at most `max_pairs` of them, chosen by a cheap lexical ranking (shared content words
and numbers between claim and chunk, as `checks.sentences.content_words` reads them), handing
them out round by round so that every claim gets its best chunk before any claim gets its
second. Plain Python: each chunk's words are read once, whatever the number of claims.
"""

from __future__ import annotations

from collections.abc import Sequence

from checks.text.sentences import content_words

__all__ = ["content_words", "pairs_within_budget", "rank_chunks"]


def _ranking(claim_words: frozenset[str], chunk_words: Sequence[frozenset[str]], allowed: Sequence[int]) -> list[int]:
    """`allowed` chunk indices, best first: most content words shared with the claim (ties: shorter chunk, then order)."""
    return sorted(allowed, key=lambda index: (-len(claim_words & chunk_words[index]), len(chunk_words[index]), index))


def rank_chunks(claim: str, chunks: Sequence[str]) -> list[int]:
    """Chunk indices, best first: most content words shared with the claim (ties: shorter chunk, then order)."""
    return _ranking(content_words(claim), [content_words(chunk) for chunk in chunks], range(len(chunks)))


def pairs_within_budget(
    claims: Sequence[str], chunks: Sequence[str], max_pairs: int,
    candidates: Sequence[Sequence[int]] | None = None,
) -> list[tuple[int, int]]:
    """(claim index, chunk index) pairs to score, at most `max_pairs`, sorted.

    `candidates[i]` lists the chunks claim i may be paired with (every chunk when None; a claim
    citing one source, say, is paired only with that source's chunks). Every candidate pair when
    they fit; otherwise the best-ranked chunks per claim, one round at a time, so every claim gets
    its best chunk before any claim gets its second. With more claims than `max_pairs`, the first
    `max_pairs` claims get one pair each and the rest none: the caller must treat a claim without
    a scored pair as unchecked, never as supported."""
    if max_pairs < 1:
        raise ValueError("max_pairs must be >= 1")
    allowed = [range(len(chunks))] * len(claims) if candidates is None else list(candidates)
    if len(allowed) != len(claims):
        raise ValueError(f"candidates has {len(allowed)} entries for {len(claims)} claims")
    if sum(len(a) for a in allowed) <= max_pairs:
        return [(c, k) for c, chunk_indices in enumerate(allowed) for k in sorted(chunk_indices)]
    needed = sorted({k for chunk_indices in allowed for k in chunk_indices})
    words: list[frozenset[str]] = [frozenset()] * len(chunks)
    for index in needed:
        words[index] = content_words(chunks[index])
    rankings = [_ranking(content_words(claim), words, allowed[c]) for c, claim in enumerate(claims)]
    chosen: list[tuple[int, int]] = []
    for depth in range(max(map(len, rankings), default=0)):
        for claim_index, ranking in enumerate(rankings):
            if depth < len(ranking):
                if len(chosen) == max_pairs:
                    return sorted(chosen)
                chosen.append((claim_index, ranking[depth]))
    return sorted(chosen)
