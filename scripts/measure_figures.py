"""Measure the `figures` check on three built sets and a hand-written one.

Targets (issue #9): fires on at most 1% of correct answers that quote their sources, at most 3%
of faithful summaries with numbers, and catches at least 97% of answers carrying a number that
no source states.

The sets are built from the evidence sentences of WiCE dev (oracle-retrieval version; CC BY-SA, not in
this repository: pass its dev.jsonl as `--wice`), sentences the check was never tuned on, with a fixed seed:

- `quotes`: the answer is a sentence with a number, copied, with a citation marker; the source is
  that sentence with up to two sentences either side, as a retriever would return it.
- `summaries`: the same sentence rewritten as a careful summariser would restate its numbers
  without changing them: thousands grouping added or dropped, "percent" <-> "%", dates between
  "December 4, 1997" and "4 December 1997", small numbers between digits and words, "1,200,000"
  -> "1.2 million", "3rd" <-> "third", with a lead-in ("The passage says that ...").
- `unsupported`: a quote or summary in which one figure is changed to a value the source does not
  state (a count +1..+10, a year +1..+3, a day +1, a number word to the next one). Numbers that
  are not figures by the check's definition are never the changed one: a locator ("section 4",
  "page 12"), a code or identifier glued to letters ("COVID-19", "A320"), list numbering.

`tests/data/figures_handwritten.jsonl` holds cases written by hand in payer, clinical and
regulator prose (passages, answer, expected verdict); `tests/data/redteam_figures.jsonl` holds
303 more, written by the red team before the check was changed for them (insurance benefit,
regulatory, news and encyclopedic, clinical: quotes and paraphrases with numbers written
differently, faithful summaries with hedged rounding, and answers with one number no source
states); `redteam_figures_holdout.jsonl` holds 49 written after the check was changed, which
it was not changed for. `--write` saves the built sets under
`tests/data/` (jsonl: id, kind, passages, answer, expect), so that others can rerun them.

    python scripts/measure_figures.py --wice PATH [--size N] [--write] [--examples N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
from pathlib import Path

from checks.context import RequestContext, Source
from checks.builtin.figures import FiguresCheck
from checks.text.vocabulary import LOCATOR_WORDS

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
SEED = 9

_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth",
             "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth"}
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_LEAD_INS = ["The passage says that ", "According to the source, ", "In short: ", "It reports that ", ""]


def evidence_windows(path: Path) -> list[tuple[str, str]]:
    """(sentence with a digit, its window of up to two sentences either side), each sentence once."""
    seen: set[str] = set()
    windows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            sentences = [s.strip() for s in json.loads(line)["evidence"]]
            for index, sentence in enumerate(sentences):
                if sentence in seen or not re.search(r"\d", sentence) or not 40 <= len(sentence) <= 300:
                    continue
                if sentence.startswith(("(meta data)", "#")) or re.search(r"http|www\.|\.com|id=|@", sentence):
                    continue  # page furniture: headings, links, markup
                seen.add(sentence)
                window = " ".join(sentences[max(0, index - 2):index + 3])
                windows.append((sentence, window))
    return windows


def summarise(sentence: str, rng: random.Random) -> str | None:
    """The sentence with its numbers restated in other words, or None when none can be."""
    rewrites = [
        (r"(?<![\w,.])(\d{1,3}),(\d{3})(?![\w,.]|\.\d)", lambda m: m.group(1) + m.group(2)),
        (r"(?<![\w,.])([1-9]\d{4,})(?![\w,.]|\.\d)", lambda m: f"{int(m.group(1)):,}"),
        (r"(\d+(?:\.\d+)?) percent\b", lambda m: m.group(1) + "%"),
        (r"(\d+(?:\.\d+)?)%", lambda m: m.group(1) + " percent"),
        (rf"\b({_MONTHS}) (\d{{1,2}}), (\d{{4}})\b", lambda m: f"{m.group(2)} {m.group(1)} {m.group(3)}"),
        (rf"\b(\d{{1,2}}) ({_MONTHS}) (\d{{4}})\b", lambda m: f"{m.group(2)} {m.group(1)}, {m.group(3)}"),
        (r"(?<![\w.,$\u00a3\u20ac-])([2-9]|1[0-2])(?= [a-z]{3,})(?! (?:percent|per|of|million|billion))",
         lambda m: _WORDS[int(m.group(1))]),
        (r"(?<![\w-])(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?= [a-z])",
         lambda m: str(_WORDS.index(m.group(1)))),
        (r"\b(\d{1,3}),(\d{3}),000\b", lambda m: f"{(int(m.group(1)) * 1000 + int(m.group(2))) / 1000:g} million"),
        (r"\b(1st|2nd|3rd|[4-9]th|10th)\b", lambda m: _ORDINALS[m.group(1)]),
    ]
    rng.shuffle(rewrites)
    changed = sentence
    for pattern, replace in rewrites:
        changed = re.sub(pattern, replace, changed, count=1)
    if changed == sentence:
        return None
    lead = rng.choice(_LEAD_INS)
    common_start = re.match(r"(?:The|A|An|It|In|He|She|They|This|There|On|At|For|Of|By|As)\b", changed)
    return lead + (changed[0].lower() + changed[1:] if lead and common_start else changed)


_TOKEN = re.compile(r"(?<![\w.,\-/])(\d+(?:,\d{3})*(?:\.\d+)?)(?![\w\-/]|[.,]\d)")
_NUMBER_WORD = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven)\b")


def perturb(answer: str, source: str, rng: random.Random) -> str | None:
    """The answer with one figure changed to a value the source does not state, or None."""
    candidates = []
    for match in _TOKEN.finditer(answer):
        before = re.findall(r"[A-Za-z]+", answer[max(0, match.start() - 30):match.start()])[-3:]
        if any(word.lower() in LOCATOR_WORDS for word in before):
            continue  # a locator, or a list after one ("vol. 33, no. 5, pp. 497-552"), is not a figure
        if answer[match.start() - 1:match.start()] == "(" and answer[match.end():match.end() + 1] == ")":
            continue  # "(3)": list numbering
        if not answer[:match.start()].strip() and answer[match.end():match.end() + 1] in ".)":
            continue  # "6. ..." opening the answer: list numbering
        if answer[match.start() - 1:match.start()] == "#":
            continue  # "#9": a rank or number sign, read as a locator
        candidates.append(match)
    words = list(_NUMBER_WORD.finditer(answer))
    if not candidates and not words:
        return None
    if words and (not candidates or rng.random() < 0.15):
        match = rng.choice(words)
        new = _WORDS[_WORDS.index(match.group(1)) + 1]
        if re.search(rf"\b{new}\b", source, re.IGNORECASE) or str(_WORDS.index(new)) in re.findall(r"\d+", source):
            return None
        return answer[:match.start()] + new + answer[match.end():]
    match = rng.choice(candidates)
    written = match.group(1)
    value = float(written.replace(",", ""))
    stated = {float(n.replace(",", "")) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", source)}
    for _ in range(20):
        if "." in written:
            decimals = len(written.split(".")[1])
            new_value = round(value + rng.choice([1, 2, 3]) * 10 ** -decimals * rng.choice([1, 5]), decimals)
            new = f"{new_value:.{decimals}f}"
        elif 1800 <= value <= 2030 and len(written) == 4:
            new_value = value + rng.choice([1, 2, 3])
            new = str(int(new_value))
        else:
            new_value = value + rng.choice([1, 2, 3, 7, 10])
            new = f"{int(new_value):,}" if "," in written else str(int(new_value))
        if new_value not in stated and new not in source:
            return answer[:match.start()] + new + answer[match.end():]
    return None


def build_sets(path: Path, size: int) -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    windows = evidence_windows(path)
    rng.shuffle(windows)
    sets: dict[str, list[dict]] = {"quotes": [], "summaries": [], "unsupported": []}
    for index, (sentence, window) in enumerate(windows):
        marker = rng.choice([" [1]", " [1]", " (Source 1)", "[1]"])
        if len(sets["quotes"]) < size:
            sets["quotes"].append(_case(f"q{index}", "quote", window, sentence.rstrip(".") + marker + ".", "pass"))
        summary = summarise(sentence, rng)
        if summary is not None and len(sets["summaries"]) < size:
            sets["summaries"].append(_case(f"s{index}", "summary", window, summary.rstrip(".") + marker + ".", "pass"))
        if len(sets["unsupported"]) < size:
            base = summary if summary is not None and rng.random() < 0.5 else sentence
            changed = perturb(base, window, rng)
            if changed is not None:
                sets["unsupported"].append(_case(f"u{index}", "unsupported", window, changed.rstrip(".") + marker + ".", "fail"))
        if all(len(cases) >= size for cases in sets.values()):
            break
    return sets


def _case(case_id: str, kind: str, passage: str, answer: str, expect: str) -> dict:
    return {"id": case_id, "kind": kind, "passages": [passage], "answer": answer, "expect": expect}


async def measure(name: str, cases: list[dict], examples: int) -> None:
    check = FiguresCheck()
    wrong = []
    fired = 0
    for case in cases:
        context = RequestContext(sources=tuple(Source(id=str(i), text=t) for i, t in enumerate(case["passages"], 1)))
        result = await check.check(case["answer"], context)
        fired += result.fired
        if result.passed != (case["expect"] == "pass"):
            wrong.append((case, [e.text for e in result.evidence]))
    expected_pass = all(c["expect"] == "pass" for c in cases)
    rate = len(wrong) / max(len(cases), 1)
    what = "failed (false alarms)" if expected_pass else "passed (missed)"
    print(f"{name:<26}{len(cases):>6} cases   {what}: {len(wrong):>4} = {rate:6.1%}   fired: {fired / max(len(cases), 1):6.1%}")
    for case, evidence in wrong[:examples]:
        print(f"    - {evidence}: {case['answer'][:160]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wice", type=Path, required=True, help="WiCE dev.jsonl (CC BY-SA, not in this repository)")
    parser.add_argument("--size", type=int, default=300, help="cases per built set (default 300)")
    parser.add_argument("--write", action="store_true", help="save the built sets under tests/data/")
    parser.add_argument("--examples", type=int, default=0, help="print this many wrong verdicts per set")
    args = parser.parse_args()
    sets = build_sets(args.wice.resolve(), args.size)
    if args.write:
        DATA.mkdir(parents=True, exist_ok=True)
        for name, cases in sets.items():
            with open(DATA / f"figures_wice_{name}.jsonl", "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)
    handwritten = [json.loads(line) for line in open(DATA / "figures_handwritten.jsonl", encoding="utf-8") if line.strip()]
    redteam = [json.loads(line) for line in open(DATA / "redteam_figures.jsonl", encoding="utf-8") if line.strip()]
    holdout = [json.loads(line) for line in open(DATA / "redteam_figures_holdout.jsonl", encoding="utf-8") if line.strip()]

    async def run_all() -> None:
        print("figures check; WiCE dev evidence sentences (oracle-retrieval version), seed", SEED)
        for name, cases in sets.items():
            await measure(f"wice {name}", cases, args.examples)
        for kind in ("quote", "summary", "unsupported"):
            await measure(f"handwritten {kind}", [c for c in handwritten if c["kind"] == kind], args.examples)
        for kind in ("quote", "summary", "unsupported"):
            await measure(f"red team {kind}", [c for c in redteam if c["kind"] == kind], args.examples)
        for kind in ("quote", "summary", "unsupported"):
            await measure(f"held-out {kind}", [c for c in holdout if c["kind"] == kind], args.examples)

    asyncio.run(run_all())


if __name__ == "__main__":
    main()
