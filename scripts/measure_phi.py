"""Recall and false alarms of the `phi` check on the sets in tests/data/ (see make_phi_sets.py).

    python scripts/measure_phi.py [--split heldout|tune|all] [--misses]

Recall: planted identifiers whose span some evidence overlaps, of all planted identifiers.
False alarms: identifier-free letters on which the check fails, of all identifier-free letters.
The check runs with the policy's `phi` options of the default profile plus the insurer's own
contacts (`organisation_contacts`), as a deployment would configure them. Targets: recall >= 97%,
false alarms <= 5%.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import Counter
from pathlib import Path
from typing import Any

from checks.base import CheckConfig
from checks.context import RequestContext
from checks.phi import PHICheck
from checks.policy import Policy

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
ORGANISATION_CONTACTS = [
    "1-800-555-0100",
    "(800) 555-0175",
    "Appeals Unit, PO Box 30432, Salt Lake City, UT 84130",
    "appeals@acmehealth.example",
]


def load(name: str, split: str) -> list[dict[str, Any]]:
    with open(DATA / name, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return [row for row in rows if split == "all" or row["split"] == split]


def phi_check() -> PHICheck:
    options = dict(Policy.load().config_for("phi").options)
    options["names"] = {"enabled": False}  # the deterministic detectors; the name layer needs a model
    options["organisation_contacts"] = list(options.get("organisation_contacts") or []) + ORGANISATION_CONTACTS
    return PHICheck(CheckConfig(options=options))


async def measure(split: str) -> dict[str, Any]:
    """Recall per kind and overall on planted letters, false-alarm rate on clean letters."""
    check = phi_check()
    planted, clean = load("phi_planted.jsonl", split), load("phi_clean.jsonl", split)
    found, total = Counter(), Counter()
    misses: list[tuple[str, str]] = []
    for row in planted:
        result = await check.check(row["text"], RequestContext())
        spans = [(e.start, e.end) for e in result.evidence]
        for planted_id in row["identifiers"]:
            total[planted_id["kind"]] += 1
            if any(start < planted_id["end"] and planted_id["start"] < end for start, end in spans):
                found[planted_id["kind"]] += 1
            else:
                misses.append((planted_id["kind"], _sentence_around(row["text"], planted_id["start"])))
    false_alarms: list[tuple[str, str]] = []
    for row in clean:
        result = await check.check(row["text"], RequestContext())
        if not result.passed:
            false_alarms.extend((e.detail["kind"], _sentence_around(row["text"], e.start or 0)) for e in result.evidence)
    alarmed_letters = len({text for _, text in false_alarms})
    return {
        "split": split,
        "planted": sum(total.values()),
        "recall": sum(found.values()) / max(1, sum(total.values())),
        "recall_by_kind": {kind: found[kind] / total[kind] for kind in sorted(total)},
        "clean_letters": len(clean),
        "false_alarm_rate": sum(1 for row in clean if _alarmed(row, false_alarms)) / max(1, len(clean)),
        "misses": misses,
        "false_alarms": false_alarms,
        "_alarmed_sentences": alarmed_letters,
    }


def _alarmed(row: dict[str, Any], false_alarms: list[tuple[str, str]]) -> bool:
    return any(sentence in row["text"] for _, sentence in false_alarms)


def _sentence_around(text: str, position: int) -> str:
    left = max(text.rfind(". ", 0, position) + 2, text.rfind("\n", 0, position) + 1, 0)
    right = text.find(". ", position)
    return text[left:right + 1 if right >= 0 else len(text)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", default="heldout", choices=["heldout", "tune", "all"])
    parser.add_argument("--misses", action="store_true", help="Print each missed identifier and each false alarm.")
    args = parser.parse_args()
    report = asyncio.run(measure(args.split))
    if args.misses:
        for kind, sentence in report["misses"]:
            print(f"MISS  {kind:15} {sentence}")
        for kind, sentence in report["false_alarms"]:
            print(f"ALARM {kind:15} {sentence}")
    by_kind = ", ".join(f"{kind} {rate:.1%}" for kind, rate in report["recall_by_kind"].items())
    print(f"split: {report['split']}")
    print(f"recall by kind: {by_kind}")
    print(f"recall: {report['recall']:.1%} of {report['planted']} planted identifiers (target >= 97%)")
    print(f"false alarms: {report['false_alarm_rate']:.1%} of {report['clean_letters']} identifier-free letters (target <= 5%)")


if __name__ == "__main__":
    main()
