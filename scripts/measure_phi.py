"""Recall and false alarms of the `phi` check on the sets in tests/data/ (see make_phi_sets.py).

    python scripts/measure_phi.py [--split heldout|tune|all] [--misses] [--wice PATH]

Recall: planted identifiers whose span some evidence overlaps, of all planted identifiers.
False alarms: identifier-free letters on which the check fails, of all identifier-free letters.
The check runs with the policy's `phi` options of the default profile plus the insurer's own
contacts (`organisation_contacts`), as a deployment would configure them. Targets: recall >= 97%,
false alarms <= 5%.

Also measured: the red-team tables `redteam_phi.jsonl` and `redteam_phi_heldout.jsonl` (snippets
as discharge summaries, payer letters, call notes, lab and pharmacy notes and UK/EU/Canadian/
Australian letters write them, independent of make_phi_sets.py; see tests/test_redteam_hard_checks.py);
`phi_stress.jsonl`, short hand-written snippets in the messy forms of real notes
and letters ("MRN#: 4471203", "DOB:04121957", "1-800-MEDICARE (1-800-633-4227)"), each one
identifier or none; and, with `--wice`, the fail rate on Wikipedia and web sentences (WiCE dev,
oracle-chunk version: untuned text with public birth dates and business contacts, no target) and
the recall on identifiers planted into 600 of those real sentences.
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
from checks.builtin.phi import PHICheck
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
    alarmed = 0
    for row in clean:
        result = await check.check(row["text"], RequestContext())
        if not result.passed:
            alarmed += 1
            false_alarms.extend((e.detail["kind"], _sentence_around(row["text"], e.start or 0)) for e in result.evidence)
    return {
        "split": split,
        "planted": sum(total.values()),
        "recall": sum(found.values()) / max(1, sum(total.values())),
        "recall_by_kind": {kind: found[kind] / total[kind] for kind in sorted(total)},
        "clean_letters": len(clean),
        "false_alarm_rate": alarmed / max(1, len(clean)),
        "misses": misses,
        "false_alarms": false_alarms,
    }


async def measure_stress() -> dict[str, Any]:
    """Recall and false alarms on the hand-written stress snippets."""
    check = phi_check()
    rows = _rows("phi_stress.jsonl")
    found = planted = alarms = clean = 0
    misses: list[tuple[str, str]] = []
    for row in rows:
        result = await check.check(row["text"], RequestContext())
        if row["identifier"]:
            planted += 1
            start = row["text"].find(row["identifier"])
            end = start + len(row["identifier"])
            if any(e.start < end and start < e.end for e in result.evidence):
                found += 1
            else:
                misses.append((row["kind"], row["text"]))
        else:
            clean += 1
            if not result.passed:
                alarms += 1
                misses.append(("false alarm", row["text"]))
    return {"recall": found / max(1, planted), "planted": planted, "false_alarm_rate": alarms / max(1, clean),
            "clean": clean, "misses": misses}


async def measure_wice(path: str) -> dict[str, Any]:
    """Fail rate and kinds on the unique claims and evidence sentences of WiCE dev."""
    check = phi_check()
    with open(path, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    sentences = sorted({row["claim"] for row in rows} | {s for row in rows for s in row["evidence"]})
    kinds: Counter = Counter()
    failed = 0
    for sentence in sentences:
        result = await check.check(sentence, RequestContext())
        if not result.passed:
            failed += 1
            kinds.update(e.detail["kind"] for e in result.evidence)
    return {"sentences": len(sentences), "fail_rate": failed / max(1, len(sentences)), "kinds": dict(kinds)}


async def measure_wice_planted(path: str, count: int = 600, seed: int = 21) -> dict[str, Any]:
    """Recall on identifiers planted into real WiCE sentences (text nobody tuned to): each sentence
    gets one self-labelled identifier phrase at a clause boundary or before its final stop."""
    import random

    try:
        import make_phi_sets as sets  # run as a script: scripts/ is on sys.path
    except ImportError:
        from scripts import make_phi_sets as sets

    rng = random.Random(seed)
    with open(path, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    sentences = sorted({s for row in rows for s in row["evidence"] if 60 <= len(s) <= 400 and s.endswith(".")})
    phrasings = [
        ("phone", lambda: "call " + sets.phone_held(rng)), ("phone", lambda: "phone " + sets.phone_tune(rng)),
        ("ssn", lambda: "SSN " + sets.ssn(rng)), ("email", lambda: "e-mail " + sets.email(rng)),
        ("member_id", lambda: "member ID " + sets.member_id(rng)), ("mrn", lambda: "MRN " + sets.record_number(rng)),
        ("date_of_birth", lambda: "DOB " + sets._birth_date(rng, ["mdy", "iso", "dmy_dots", "long", "mdy_short"])),
        ("date_of_birth", lambda: f"{sets._name(rng)} ({sets._birth_date(rng, ['mdy', 'mdy_short'])})"),
        ("address", lambda: "who lives at " + sets.street(rng, sets.SUFFIXES_TUNE + sets.SUFFIXES_HELD)),
        ("account_number", lambda: "account #" + sets.record_number(rng)),
    ]
    check = phi_check()
    found: Counter = Counter()
    total: Counter = Counter()
    misses = []
    for sentence in rng.sample(sentences, min(count, len(sentences))):
        kind, make = rng.choice(phrasings)
        phrase = make()
        commas = [i for i, c in enumerate(sentence) if c == ","]
        if commas and rng.random() < 0.5:
            at = rng.choice(commas) + 1
            text = f"{sentence[:at]} {phrase},{sentence[at:]}"
        else:
            text = f"{sentence[:-1]}, {phrase}."
        start = text.find(phrase)
        end = start + len(phrase)
        result = await check.check(text, RequestContext())
        total[kind] += 1
        if any(e.start < end and start < e.end for e in result.evidence):
            found[kind] += 1
        else:
            misses.append((kind, text))
    return {"recall": sum(found.values()) / max(1, sum(total.values())), "planted": sum(total.values()),
            "recall_by_kind": {k: found[k] / total[k] for k in sorted(total)}, "misses": misses}


async def measure_redteam(name: str = "redteam_phi.jsonl") -> dict[str, Any]:
    """Recall per kind and false alarms on the red-team table (tests/data/redteam_phi.jsonl): snippets
    written as the documents write them, independently of make_phi_sets.py's templates. An identifier
    is found when some evidence overlaps it; a row without identifiers must pass."""
    check = phi_check()
    found: Counter = Counter()
    total: Counter = Counter()
    misses: list[tuple[str, str]] = []
    alarms: list[tuple[str, str]] = []
    clean = alarmed = 0
    for row in _rows(name):
        result = await check.check(row["text"], RequestContext())
        spans = [(e.start, e.end) for e in result.evidence]
        if not row["identifiers"]:
            clean += 1
            if not result.passed:
                alarmed += 1
                alarms.extend((e.detail["kind"], row["text"]) for e in result.evidence)
            continue
        for planted in row["identifiers"]:
            total[planted["kind"]] += 1
            if any(start < planted["end"] and planted["start"] < end for start, end in spans):
                found[planted["kind"]] += 1
            else:
                misses.append((planted["kind"], row["text"]))
    return {"recall": sum(found.values()) / max(1, sum(total.values())), "planted": sum(total.values()),
            "recall_by_kind": {k: f"{found[k]}/{total[k]}" for k in sorted(total)},
            "false_alarm_rate": alarmed / max(1, clean), "clean": clean, "misses": misses, "alarms": alarms}


async def measure_answers(name: str = "phi_heldout_disguised.jsonl") -> dict[str, Any]:
    """Answers blocked of those carrying an identifier (plain or disguised), and answers flagged of the
    identifier-free ones, on a table of whole answers (tests/data/phi_heldout_disguised.jsonl: held out,
    written before the fixes it measures). A carrying answer counts as blocked only when some evidence
    overlaps its identifier."""
    check = phi_check()
    blocked: Counter = Counter()
    carrying: Counter = Counter()
    misses: list[tuple[str, str]] = []
    alarms: list[tuple[str, str]] = []
    clean = flagged = 0
    for row in _rows(name):
        result = await check.check(row["text"], RequestContext())
        if not row["identifiers"]:
            clean += 1
            if not result.passed:
                flagged += 1
                alarms.extend((e.detail["kind"], row["text"]) for e in result.evidence)
            continue
        group = f"{row['disguise']}" if row["disguise"] != "plain" else f"plain/{row['locale']}"
        carrying[group] += 1
        planted = row["identifiers"][0]
        if any((e.start or 0) < planted["end"] and planted["start"] < (e.end or 0) for e in result.evidence):
            blocked[group] += 1
        else:
            misses.append((f"{planted['kind']} ({group})", row["text"]))
    return {"block_rate": sum(blocked.values()) / max(1, sum(carrying.values())), "carrying": sum(carrying.values()),
            "by_group": {k: f"{blocked[k]}/{carrying[k]}" for k in sorted(carrying)},
            "flag_rate": flagged / max(1, clean), "clean": clean, "misses": misses, "alarms": alarms}


# Tables of whole answers, each held out: written before the fixes measured on it (phi_heldout_3: a second
# set, new values, genres and disguises, written after the detectors reached 100% on the first).
ANSWER_SETS = ("phi_heldout_disguised.jsonl", "phi_heldout_3.jsonl")


def _rows(name: str) -> list[dict[str, Any]]:
    with open(DATA / name, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _sentence_around(text: str, position: int) -> str:
    left = max(text.rfind(". ", 0, position) + 2, text.rfind("\n", 0, position) + 1, 0)
    right = text.find(". ", position)
    return text[left:right + 1 if right >= 0 else len(text)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", default="heldout", choices=["heldout", "tune", "all"])
    parser.add_argument("--misses", action="store_true", help="Print each missed identifier and each false alarm.")
    parser.add_argument("--wice", metavar="PATH", help="Also print the fail rate on WiCE dev (../shared/data/wice/dev.jsonl).")
    args = parser.parse_args()
    report = asyncio.run(measure(args.split))
    stress = asyncio.run(measure_stress())
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
    if args.misses:
        for kind, text in stress["misses"]:
            print(f"STRESS {kind:15} {text}")
    print(f"stress snippets: recall {stress['recall']:.1%} of {stress['planted']}, "
          f"false alarms {stress['false_alarm_rate']:.1%} of {stress['clean']}")
    for name in ("redteam_phi.jsonl", "redteam_phi_heldout.jsonl"):
        redteam = asyncio.run(measure_redteam(name))
        if args.misses:
            for kind, text in redteam["misses"]:
                print(f"REDTEAM-MISS  {kind:15} {text}")
            for kind, text in redteam["alarms"]:
                print(f"REDTEAM-ALARM {kind:15} {text}")
        print(f"{name}: recall {redteam['recall']:.1%} of {redteam['planted']} ({redteam['recall_by_kind']}), "
              f"false alarms {redteam['false_alarm_rate']:.1%} of {redteam['clean']}")
    for name in ANSWER_SETS:
        answers = asyncio.run(measure_answers(name))
        if args.misses:
            for kind, text in answers["misses"]:
                print(f"ANSWERS-MISS  {kind:24} {text!r}")
            for kind, text in answers["alarms"]:
                print(f"ANSWERS-ALARM {kind:24} {text!r}")
        print(f"{name}: blocks {answers['block_rate']:.1%} of {answers['carrying']} answers carrying an "
              f"identifier ({answers['by_group']}), flags {answers['flag_rate']:.1%} of {answers['clean']} identifier-free "
              "(targets >= 99%, <= 5%)")
    if args.wice:
        wice = asyncio.run(measure_wice(args.wice))
        print(f"WiCE dev: {wice['fail_rate']:.2%} of {wice['sentences']} sentences fail; kinds {wice['kinds']}")
        planted = asyncio.run(measure_wice_planted(args.wice))
        if args.misses:
            for kind, text in planted["misses"]:
                print(f"WICE-MISS {kind:15} {text}")
        print(f"planted into WiCE sentences: recall {planted['recall']:.1%} of {planted['planted']}")


if __name__ == "__main__":
    main()
