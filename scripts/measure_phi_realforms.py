"""Detection and false alarms of the `phi` check on the real-forms sets (issue 29; scripts/make_phi_realforms.py).

    python scripts/measure_phi_realforms.py [--misses]

The check runs as scripts/measure_phi.py configures it (the default profile's `phi` options, the name
layer off, the insurer's own contacts). A text carrying identifiers counts as blocked when some evidence
overlaps one of its identifiers (a block for another reason is not a detection); per kind, when some
evidence overlaps an identifier of that kind. An identifier-free text is a false alarm when the check
fails on it. Both splits are printed; the last line is the held-out figure. No target is held here: the
set measures the detectors before issue 29 changes them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import Counter
from pathlib import Path
from typing import Any

from checks.context import RequestContext

try:
    from measure_phi import phi_check  # run as a script: scripts/ is on sys.path
except ImportError:
    from scripts.measure_phi import phi_check

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
SPLITS = ("tune", "heldout")


def load(split: str) -> list[dict[str, Any]]:
    with open(DATA / f"phi_realforms_{split}.jsonl", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


async def measure(split: str) -> dict[str, Any]:
    """Texts and blocked texts per kind and per genre, overall detection, false alarms on clean texts."""
    check = phi_check()
    texts: Counter = Counter()
    blocked: Counter = Counter()
    genre_texts: Counter = Counter()
    genre_blocked: Counter = Counter()
    carrying = detected = every_found = clean = alarmed = 0
    misses: list[tuple[str, str]] = []
    alarms: list[tuple[str, str]] = []
    alarm_kinds: Counter = Counter()
    for row in load(split):
        result = await check.check(row["text"], RequestContext())
        found = [((e.start or 0), (e.end or 0)) for e in result.evidence]
        if row["clean"]:
            clean += 1
            if not result.passed:
                alarmed += 1
                kinds = sorted({e.detail["kind"] for e in result.evidence})
                alarm_kinds.update(kinds)
                alarms.append((",".join(kinds), row["text"]))
            continue
        hit = [any(begin < end and start < stop for begin, stop in found) for start, end, _ in row["spans"]]
        carrying += 1
        genre_texts[row["genre"]] += 1
        if any(hit):
            detected += 1
            genre_blocked[row["genre"]] += 1
        every_found += all(hit)
        for kind in row["kinds"]:
            texts[kind] += 1
            if any(h for h, (_, _, k) in zip(hit, row["spans"]) if k == kind):
                blocked[kind] += 1
            else:
                misses.append((kind, row["text"]))
    return {"split": split, "texts": texts, "blocked": blocked, "genre_texts": genre_texts,
            "genre_blocked": genre_blocked, "carrying": carrying, "detected": detected, "every_found": every_found,
            "clean": clean, "alarmed": alarmed, "alarm_kinds": alarm_kinds, "misses": misses, "alarms": alarms}


def _rate(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def report(result: dict[str, Any], misses: bool) -> None:
    print(f"== split: {result['split']}")
    print(f"{'kind':16} {'texts':>6} {'blocked':>8} {'rate':>7}")
    for kind in sorted(result["texts"]):
        total, hit = result["texts"][kind], result["blocked"][kind]
        print(f"{kind:16} {total:6d} {hit:8d} {_rate(hit, total):>7}")
    by_genre = ", ".join(f"{genre} {_rate(result['genre_blocked'][genre], total)} of {total}"
                         for genre, total in sorted(result["genre_texts"].items()))
    print(f"by genre: {by_genre}")
    print(f"texts carrying an identifier: blocked {_rate(result['detected'], result['carrying'])} of {result['carrying']} "
          f"(every identifier found in {_rate(result['every_found'], result['carrying'])})")
    print(f"identifier-free texts: false alarms {_rate(result['alarmed'], result['clean'])} of {result['clean']} "
          f"(kinds {dict(result['alarm_kinds'])})")
    if misses:
        for kind, text in result["misses"]:
            print(f"MISS  {kind:16} {text!r}")
        for kinds, text in result["alarms"]:
            print(f"ALARM {kinds:16} {text!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--misses", action="store_true", help="Print each missed identifier's text and each false alarm.")
    args = parser.parse_args()
    results = {split: asyncio.run(measure(split)) for split in SPLITS}
    for split in SPLITS:
        report(results[split], args.misses)
    held = results["heldout"]
    print(f"phi realforms heldout: detected {_rate(held['detected'], held['carrying'])} of {held['carrying']}, "
          f"false alarms {_rate(held['alarmed'], held['clean'])} of {held['clean']}")


if __name__ == "__main__":
    main()
