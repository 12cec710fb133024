"""Measure the `citations` check: the red-team tables and answers built from real WiCE sentences.

Tables (tests/data/redteam_citations*.jsonl): a row blocks when it says so ("blocks": true, or a
non-empty "fabricated"); its passages are "passages" (one per source) or "The passage.". Prints,
per table, how many must-block rows blocked and how many must-pass rows were flagged, and lists
the misses.

WiCE (dev, oracle retrieval): each row's evidence sentences are the sources, numbered from 1;
the answer is the row's claim (a Wikipedia sentence) with a marker citing the first one or two
sources, in one of several styles in turn. Every marker resolves, so a block is a false alarm
(an authority the claim names that no sentence gives counts too: printed apart, by label).

    python scripts/measure_citations.py [--wice PATH] [--show N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import Counter
from pathlib import Path

from checks.base import CheckConfig
from checks.builtin.citations import CitationsCheck
from checks.context import RequestContext, Source
from checks.policy import Policy

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
STYLES = ("{claim} [{a}]", "{claim} [{a}][{b}]", "{claim} (Source {a})", "According to passage {a}, {lower}",
          "{claim}[^{a}]", "{claim} \u3010{a}\u2020source\u3011", "{claim}<sup>{a}</sup>", "{claim} [{a}, {b}]")


def _check() -> CitationsCheck:
    return CitationsCheck(CheckConfig(options=dict(Policy.load().config_for("citations").options)))


def _context(ids: list[str], passages: list[str] | None) -> RequestContext:
    texts = passages or ["The passage."] * len(ids)
    return RequestContext(sources=tuple(Source(id=i, text=t) for i, t in zip(ids, texts, strict=True)))


async def measure_tables(check: CitationsCheck, show: int) -> None:
    for path in sorted(DATA.glob("redteam_citations*.jsonl")):
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        missed, flagged, blocking = [], [], 0
        for row in rows:
            blocks = row.get("blocks", bool(row.get("fabricated")))
            result = await check.check(row["text"], _context(row["sources"], row.get("passages")))
            blocking += blocks
            if blocks and result.passed:
                missed.append(row)
            elif not blocks and not result.passed:
                flagged.append((row, [e.text for e in result.evidence]))
        passing = len(rows) - blocking
        print(f"{path.name}: blocked {blocking - len(missed)}/{blocking} must-block rows; "
              f"flagged {len(flagged)}/{passing} must-pass rows ({len(flagged) / max(passing, 1):.1%})")
        for row in missed[:show]:
            print(f"  leaked  {row['id']} [{row.get('form', '')}]: {row['text']!r}")
        for row, evidence in flagged[:show]:
            print(f"  flagged {row['id']} [{row.get('form', '')}]: {row['text']!r} -> {evidence}")


async def measure_wice(check: CitationsCheck, path: Path, show: int) -> None:
    counts: Counter[str] = Counter()
    flagged: Counter[str] = Counter()
    examples = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            row = json.loads(line)
            evidence = [s for s in row["evidence"] if s.strip()] or ["(empty)"]
            ids = [str(i + 1) for i in range(len(evidence))]
            claim = row["claim"].strip()
            style = STYLES[number % len(STYLES)]
            b = ids[1] if len(ids) > 1 else ids[0]
            answer = style.format(claim=claim, lower=claim[:1].lower() + claim[1:], a=ids[0], b=b)
            result = await check.check(answer, _context(ids, evidence))
            counts[row["label"]] += 1
            if not result.passed:
                flagged[row["label"]] += 1
                examples.append((row["label"], [e.text for e in result.evidence], answer))
    print(f"WiCE dev ({sum(counts.values())} rows), claims cited in {len(STYLES)} marker styles, every marker resolving:")
    for label in ("supported", "partially_supported", "not_supported"):
        n = max(counts[label], 1)
        print(f"  {label:<22} flagged {flagged[label]:>4}/{counts[label]:<5} ({flagged[label] / n:.1%})")
    total = sum(counts.values())
    print(f"  {'all':<22} flagged {sum(flagged.values()):>4}/{total:<5} ({sum(flagged.values()) / max(total, 1):.1%})")
    for label, evidence, answer in examples[:show]:
        print(f"  [{label}] {evidence}: {answer[:200]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wice", type=Path, help="also measure on WiCE dev.jsonl (CC BY-SA, not in this repository)")
    parser.add_argument("--show", type=int, default=10, help="list this many misses per table")
    args = parser.parse_args()
    check = _check()
    asyncio.run(measure_tables(check, args.show))
    if args.wice is not None:
        asyncio.run(measure_wice(check, args.wice.resolve(), args.show))


if __name__ == "__main__":
    main()
