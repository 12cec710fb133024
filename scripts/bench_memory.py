"""Check that the deterministic checks keep nothing of the answers they saw.

Runs N distinct ~2 KB answers (default 10,000), each with 10 distinct sources in a fresh
`RequestContext`, through every deterministic check, as the gate does, and compares the
process's resident memory after a warm-up with its resident memory at the end. A check that
kept texts, matches or figures in module-level caches (as `checks.text` once did) grows the
process by roughly the size of what it keeps; per-request parses die with their request.

The last line is `RSS growth: N MB` (target: at most 50).

    python scripts/bench_memory.py [--answers N]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_checks import ANSWER, SOURCE_TEXTS  # noqa: E402

from checks.context import RequestContext, Source  # noqa: E402
from checks.loop import run_checks  # noqa: E402
from checks.policy import Policy  # noqa: E402
from checks.registry import DETERMINISTIC_CHECKS  # noqa: E402

_PAGE = os.sysconf("SC_PAGE_SIZE")
_NAMES = ["Maria Lopez", "John Carter", "Aiko Tanaka", "Priya Shah", "Tom Becker", "Ana Silva", "Omar Haddad"]


def rss_mb() -> float:
    """The process's resident set size, from /proc (Linux)."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        return int(handle.read().split()[1]) * _PAGE / 2**20


def distinct_request(index: int, rng: random.Random) -> tuple[str, RequestContext]:
    """An answer of about 2 KB and 10 sources, all different from every other index's: numbers,
    dates, names and identifiers vary, so no parse of one could serve another."""
    shift = index % 97 + 1

    def vary(text: str) -> str:
        out = []
        for word in text.split(" "):
            digits = "".join(ch for ch in word if ch.isdigit())
            out.append(word.replace(digits, str(int(digits) + shift), 1) if digits and len(digits) < 6 else word)
        return " ".join(out)

    name = rng.choice(_NAMES)
    answer = (
        f"Case {index:06d} for {name}, member ID W{index:09d}, DOB 0{index % 9 + 1}/1{index % 9}/19{40 + index % 50}. "
        + vary(ANSWER)
    )[:2048]
    sources = tuple(
        Source(id=str(n), text=f"Notice {index}-{n}: " + vary(text), document="2026 Member handbook", jurisdiction="US")
        for n, text in enumerate(SOURCE_TEXTS, start=1)
    )
    context = RequestContext(
        query=f"What does the plan cover for case {index}?",
        sources=sources,
        document="2026 Member handbook",
        reference_codes=("99309", "99310", "E11.9"),
    )
    return answer, context


async def run(answers: int) -> tuple[float, float, float]:
    checks = Policy.load().build(list(DETERMINISTIC_CHECKS), include_models=False)
    rng = random.Random(7)
    for index in range(200):  # warm up: imports, compiled patterns, the event loop, allocator pools
        answer, context = distinct_request(answers + index, rng)
        await run_checks(answer, context, checks)
    gc.collect()
    before = rss_mb()
    started = time.perf_counter()
    for index in range(answers):
        answer, context = distinct_request(index, rng)
        await run_checks(answer, context, checks)
    elapsed = time.perf_counter() - started
    gc.collect()
    return before, rss_mb(), elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=10_000, help="distinct answers to check (default 10,000)")
    args = parser.parse_args()
    before, after, elapsed = asyncio.run(run(args.answers))
    print(f"checks: {', '.join(DETERMINISTIC_CHECKS)}")
    print(f"answers: {args.answers:,} distinct, about 2 KB each, 10 sources each; {elapsed:.1f} s")
    print(f"RSS after warm-up: {before:.1f} MB, after the answers: {after:.1f} MB")
    print(f"RSS growth: {after - before:.1f} MB")


if __name__ == "__main__":
    main()
