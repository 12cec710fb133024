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
from checks.text.identifiers.presidio import is_placeholder, recognizers_for
from checks.text.identifiers.recognizers import DEFAULT_LOCALES
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


# Identifiers that Microsoft wrote: the parametrize rows of Presidio's recognizer tests
# (microsoft/presidio, presidio-analyzer/tests/test_*_recognizer.py, MIT licence), one row per test
# string with the offsets its test expects (none: Presidio's negative). Read as Presidio wrote it, and
# each value in two sentences that name its kind ("tune", read while phi was fixed for this set, and
# "heldout", first read after those fixes), under its label in four forms and disguised five ways.
PRESIDIO_TESTS = "phi_presidio_tests.jsonl"
PRESIDIO_NAMES = {
    "au_medicare": "Medicare card number", "au_tfn": "tax file number", "ca_sin": "social insurance number",
    "credit_card": "credit card number", "crypto": "bitcoin wallet address", "email": "email address", "iban": "IBAN",
    "in_aadhaar": "Aadhaar number", "in_pan": "PAN", "in_passport": "passport number",
    "in_vehicle_registration": "vehicle registration number", "in_voter": "voter ID", "ip": "IP address",
    "mac": "MAC address", "medical_license": "medical license number", "ng_nin": "National Identification Number",
    "ng_vehicle_registration": "vehicle plate number", "ph_mobile_number": "mobile number", "ph_passport": "passport number",
    "ph_tin": "TIN", "ph_umid": "UMID", "phone": "phone number", "sg_fin": "FIN", "uk_driving_licence": "driving licence number",
    "uk_nhs": "NHS number", "uk_nino": "National Insurance number", "uk_passport": "passport number",
    "uk_postcode": "home postcode", "uk_vehicle_registration": "vehicle registration", "us_bank": "bank account number",
    "us_driver_license": "driver's license number", "us_itin": "ITIN", "us_mbi": "Medicare Beneficiary Identifier",
    "us_passport": "passport number", "us_ssn": "social security number", "za_driver_license": "driver's licence number",
    "za_id_number": "ID number", "za_income_tax_number": "income tax number", "za_license_plate": "licence plate",
    "za_mobile_number": "cell number", "za_passport": "passport number", "za_telephone_number": "telephone number",
    "za_traffic_register_number": "traffic register number",
}
PRESIDIO_SENTENCES = {
    "tune": "The member's {name} is {value}.",
    "heldout": "Per the intake note, the patient gave her {name} as {value} at check-in.",
}
# The forms models print a field in (the value under its label), and disguises of the value in the tune sentence.
PRESIDIO_FORMS = {
    "json": lambda name, value: '{"member": {"%s": "%s"}}' % (name.lower().replace(" ", "_").replace("'", ""), value),
    "table": lambda name, value: f"| Field | Value |\n|---|---|\n| {name} | {value} |\n",
    "line_break": lambda name, value: f"{name}:\n{value}",
    "bold_label": lambda name, value: f"**{name}:** {value}",
}
PRESIDIO_DISGUISES = {
    "full_width": lambda value: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in value),
    "zero_width": lambda value: "\u200b".join(value[i:i + 3] for i in range(0, len(value), 3)),
    "soft_hyphen": lambda value: value[:len(value) // 2] + "\u00ad" + value[len(value) // 2:],
    "nbsp_en_dash": lambda value: value.replace(" ", "\u00a0").replace("-", "\u2013"),
    "html_entities": lambda value: "".join(f"&#{ord(c)};" if c.isdigit() else c for c in value),
}
_PLATES = {"in_vehicle_registration", "ng_vehicle_registration", "uk_postcode", "uk_vehicle_registration", "za_license_plate"}


def presidio_exemption(source: str, value: str) -> str | None:
    """Why a value of Presidio's tests identifies no one by phi's documented rules, or None:
    a placeholder (every digit the same, at least six), an IPv6 unspecified or loopback address or a
    network prefix, or a plate or postcode in lower case (see checks/text/identifiers/presidio.py)."""
    if is_placeholder(value):
        return "placeholder"
    if source == "ip" and ("/" in value or value in ("::", "::1")):
        return "ipv6_special"
    if source in _PLATES and any(c.islower() for c in value):
        return "lower_case"
    return None


async def measure_presidio_tests() -> dict[str, Any]:
    """Blocked, of the identifiers in Presidio's recognizer tests: each value in the two naming sentences,
    under its label in the forms models print (JSON, a table, the next line, a bold label) and disguised in
    the tune sentence (full-width, zero-width spaces, a soft hyphen, no-break spaces and en dashes, HTML
    entities; targets >= 97%, exempt values aside), and the test strings as written: those that a recognizer phi runs
    scores >= 0.5 on its own (a specific shape or a valid checksum: target >= 97%) and the weak ones (a bare
    nine-digit number, a passport shape, a value of a recognizer whose checksum or validator phi counts only beside
    its context word, such as South Africa's driving licence: measured, no target: phi reads those only with a
    context word).
    Presidio's negatives are strings that are not that recognizer's entity, often another identifier or a
    mistyped one: their flag rate is printed, with no target."""
    check = phi_check()
    recognizers = recognizers_for(DEFAULT_LOCALES)
    named: dict[str, Counter] = {how: Counter() for how in [*PRESIDIO_SENTENCES, *PRESIDIO_FORMS, *PRESIDIO_DISGUISES]}
    written: Counter = Counter()
    misses: list[tuple[str, str]] = []
    exempt: Counter = Counter()
    seen: set[tuple[str, str]] = set()
    negatives = negatives_flagged = 0
    for row in _rows(PRESIDIO_TESTS):
        source = row["source"].removeprefix("test_").removesuffix("_recognizer.py")
        result = await check.check(row["text"], RequestContext())
        if not row["identifiers"]:
            negatives += 1
            negatives_flagged += not result.passed
            continue
        for start, end in row["identifiers"]:
            value = row["text"][start:end]
            # a recognizer whose checksum phi counts only beside a context word (`checksum_alone=False`) reads no
            # value as an identifier on its own
            scores = [found.score for built in recognizers if built.row.checksum_alone
                      for found in built.recognizer.analyze(row["text"], built.recognizer.supported_entities, None)
                      if found.start < end and start < found.end]
            reason = presidio_exemption(source, value)
            strength = "exempt" if reason else "strong" if max(scores, default=0.0) >= 0.5 or source in ("email", "phone") else "weak"
            written[strength, "total"] += 1
            if any((e.start or 0) < end and start < (e.end or 0) for e in result.evidence):
                written[strength, "blocked"] += 1
            elif strength == "strong":
                misses.append(("as written", row["text"]))
            if (source, value) in seen:
                continue
            seen.add((source, value))
            if reason:
                exempt[reason] += 1
                continue
            name = PRESIDIO_NAMES[source]
            texts = {split: sentence.format(name=name, value=value) for split, sentence in PRESIDIO_SENTENCES.items()}
            texts.update((form, write(name, value)) for form, write in PRESIDIO_FORMS.items())
            for disguise, rewrite in PRESIDIO_DISGUISES.items():
                disguised = rewrite(value)
                if disguised != value:
                    texts[disguise] = PRESIDIO_SENTENCES["tune"].format(name=name, value=disguised)
            for how, text in texts.items():
                named[how]["total"] += 1
                if not (await check.check(text, RequestContext())).passed:
                    named[how]["blocked"] += 1
                else:
                    misses.append((how, text))
    report: dict[str, Any] = {how: counts["blocked"] / max(1, counts["total"]) for how, counts in named.items()}
    report["forms"] = {how: f"{named[how]['blocked']}/{named[how]['total']}" for how in [*PRESIDIO_FORMS, *PRESIDIO_DISGUISES]}
    report.update(
        values=named["tune"]["total"], exempt=dict(exempt), misses=misses,
        strong=written["strong", "blocked"] / max(1, written["strong", "total"]), strong_total=written["strong", "total"],
        weak=written["weak", "blocked"] / max(1, written["weak", "total"]), weak_total=written["weak", "total"],
        negatives=negatives, negative_flag_rate=negatives_flagged / max(1, negatives),
    )
    return report


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
    parser.add_argument("--wice", metavar="PATH", help="Also print the fail rate on WiCE dev (its dev.jsonl; CC BY-SA, not in this repository).")
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
    presidio = asyncio.run(measure_presidio_tests())
    if args.misses:
        for how, text in presidio["misses"]:
            print(f"PRESIDIO-MISS {how:10} {text!r}")
    print(f"{PRESIDIO_TESTS}: blocks {presidio['tune']:.1%} (tune) and {presidio['heldout']:.1%} (held-out) of "
          f"{presidio['values']} values in sentences that name them (exempt: {presidio['exempt']}); in forms and "
          f"disguises {presidio['forms']}; as written "
          f"{presidio['strong']:.1%} of {presidio['strong_total']} strong and {presidio['weak']:.1%} of {presidio['weak_total']} "
          f"weak (targets >= 97%, >= 97%, >= 97%, none); flags {presidio['negative_flag_rate']:.1%} of "
          f"{presidio['negatives']} of Presidio's negatives (no target)")
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
