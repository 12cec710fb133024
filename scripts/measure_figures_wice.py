"""Measure the `figures` check on WiCE (oracle-retrieval version, claim level, dev split).

Each row's claim is the answer and its evidence sentences, joined, are one source. A claim
appears in about three rows with different chunks; it passes when any of its rows passes (the
maximum score). Prints, per label, how often the check fired (the claim states a figure) and
how often it failed.

    python scripts/measure_figures_wice.py path/to/dev.jsonl [--examples N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import defaultdict
from pathlib import Path

from checks.context import RequestContext, Source
from checks.builtin.figures import FiguresCheck

LABELS = ("supported", "partially_supported", "not_supported")


async def measure(path: Path, examples: int) -> None:
    check = FiguresCheck()
    best: dict[str, dict] = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            context = RequestContext(sources=(Source(id="1", text=" ".join(row["evidence"])),))
            result = await check.check(row["claim"], context)
            key = row["meta"]["id"]
            seen = best.get(key)
            if seen is None or result.score > seen["score"]:
                best[key] = {
                    "label": row["label"],
                    "claim": row["claim"],
                    "score": result.score,
                    "fired": result.fired,
                    "passed": result.passed,
                    "unsupported": [e.text for e in result.evidence],
                }
    counts: dict[str, dict[str, int]] = defaultdict(lambda: {"claims": 0, "fired": 0, "failed": 0})
    for claim in best.values():
        entry = counts[claim["label"]]
        entry["claims"] += 1
        entry["fired"] += claim["fired"]
        entry["failed"] += not claim["passed"]
    print(f"figures check on WiCE dev, oracle-retrieval chunks, claim level ({len(best)} claims, max score over rows)")
    print(f"{'label':<22}{'claims':>8}{'fired':>8}{'fire rate':>11}{'failed':>8}{'fail rate':>11}")
    for label in LABELS:
        entry = counts[label]
        n = max(entry["claims"], 1)
        print(
            f"{label:<22}{entry['claims']:>8}{entry['fired']:>8}{entry['fired'] / n:>11.1%}"
            f"{entry['failed']:>8}{entry['failed'] / n:>11.1%}"
        )
    if examples:
        failed_supported = [c for c in best.values() if c["label"] == "supported" and not c["passed"]]
        print(f"\nsupported claims that failed (first {examples}):")
        for claim in failed_supported[:examples]:
            print(f"- {claim['unsupported']}: {claim['claim']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path, help="WiCE dev.jsonl (CC BY-SA, not in this repository)")
    parser.add_argument("--examples", type=int, default=0, help="print this many failed supported claims")
    args = parser.parse_args()
    asyncio.run(measure(args.path.resolve(), args.examples))


if __name__ == "__main__":
    main()
