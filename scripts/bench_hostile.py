"""Time the deterministic tier on generated hostile text: every reader must run in linear time.

Each family is one pattern repeated to the size asked for: long runs of digits with each
separator ("1-", "1.", "1,", "1/", "1:", "1 ", "1\u2013"), the digits of each Unicode script
(full-width, Arabic-Indic, Devanagari ...), repeated citation markers and labels ("[1]",
"[1][2]", "(1)", "SSN:", "MRN:", "DOB"), text with no whitespace, deep brackets, long words,
month names and dates, currency and percent runs, spelled numbers, times, hedges, names. For
each family the whole deterministic tier of the default profile (the profile's checks that need
no model, built by the policy and run through `checks.loop.run_checks` on a fresh context, as a
request runs them) is timed on answers of 8, 16, 32 and 64 KB with one ordinary passage, and on
a 64 KB answer with five 64 KB passages of the same family. Once the checks are built, the process's heap is frozen
(`checks.loop.freeze_startup_heap`), as the Gate replica's is at its start.

Sizes count UTF-8 bytes, as the gate's limits do (KB = 1,000 bytes): 64 KB is the largest answer
and the largest passage the gate admits by default (`limits.max_answer_bytes`,
`limits.max_source_bytes`), so every text timed here is one a client can send. A text of
three-byte digits (Devanagari, Bengali ...) holds fewer characters than an ASCII one of its size.

It prints per-family times, the largest ratio time(64 KB)/time(8 KB) (target <= 10: linear
within noise; quadratic would be 64) and the worst time for a 64 KB answer with five 64 KB
passages (target <= 1 s). For the family with that worst time it then times the largest request
the gate admits: a 64 KB answer with as many 64 KB passages as the body limit
(`limits.max_body_bytes`) leaves room for, which is what one request can cost a check worker.

A family whose time passes `--give-up` seconds at some size is not timed at the larger sizes;
its ratio is then extrapolated from the sizes it reached, assuming it keeps growing at its last
measured rate (at least that). Times are the least of `--repeats` runs (3; as timeit advises,
what else runs on the machine only ever adds to a run; one run with hostile passages), wall time; with `--cpu`, the CPU the
process spent (`time.process_time`), which the load of others on a shared machine hardly moves.

`tests/test_hostile_linearity.py` runs `linearity_ratio` at a small scale in CI.

    python scripts/bench_hostile.py [--families NAME,...] [--sizes 8,16,32,64] [--repeats N]
                                    [--give-up S] [--per-check] [--no-passages] [--cpu]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import math
import time
from collections.abc import Callable, Sequence

from checks.base import Check
from checks.context import RequestContext, Source
from checks.loop import freeze_startup_heap, run_checks
from checks.policy import Policy
from checks.registry import MODEL_CHECKS
from gate.limits import InputLimits

KB = 1000  # bytes, as the gate's limits count them
LIMITS = InputLimits()
ORDINARY_PASSAGE = (
    "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care in a "
    "skilled nursing facility per benefit period [1]. The member pays $204 a day from day 21, about 20% of costs."
)

# Digits of each script that `str.isdigit` and the regex `\d` accept.
DIGIT_SCRIPTS = {
    "fullwidth": "\uff11",
    "arabic_indic": "\u0661",
    "extended_arabic_indic": "\u06f1",
    "devanagari": "\u0967",
    "bengali": "\u09e7",
    "thai": "\u0e51",
    "nko": "\u07c1",
    "mathematical_bold": "\U0001d7cf",
}
SEPARATORS = {"hyphen": "-", "dot": ".", "comma": ",", "slash": "/", "colon": ":", "space": " ", "en_dash": "\u2013"}


def utf8_prefix(text: str, size: int) -> str:
    """The longest prefix of `text` that is at most `size` UTF-8 bytes."""
    return text.encode("utf-8")[:size].decode("utf-8", "ignore")


def _repeat(unit: str) -> Callable[[int], str]:
    """A family that repeats `unit` until the text is `size` UTF-8 bytes long."""
    def make(size: int) -> str:
        return utf8_prefix(unit * (size // len(unit.encode("utf-8")) + 1), size)
    return make


def _nested(opening: str, closing: str) -> Callable[[int], str]:
    """Brackets nested `size / 2` deep: "((((...))))" (ASCII: one byte each)."""
    def make(size: int) -> str:
        return opening * (size // 2) + closing * (size - size // 2)
    return make


def _then(unit: str, tail: str) -> Callable[[int], str]:
    """`unit` repeated, then `tail` once: a long run that a pattern needs `tail` to try at all."""
    def make(size: int) -> str:
        return _repeat(unit)(size - len(tail.encode("utf-8"))) + tail
    return make


def _families() -> dict[str, Callable[[int], str]]:
    families: dict[str, Callable[[int], str]] = {}
    for name, separator in SEPARATORS.items():
        families[f"digits_{name}"] = _repeat("1" + separator)
        families[f"numbers_{name}"] = _repeat("123" + separator)
    families["digit_run"] = _repeat("1234567890")
    families["digit_run_then_range"] = _then("1234567890", " between 1 and 2 days, about 3-4 weeks")
    families["comma_run_then_hedge"] = _then("1,", " about 1,200 and 10 to 20 days")
    for name, digit in DIGIT_SCRIPTS.items():
        families[f"{name}_hyphen"] = _repeat(digit + "-")
        families[f"{name}_run"] = _repeat(digit * 9 + " ")
        families[f"{name}_dot"] = _repeat(digit + ".")
    families.update({
        "marker": _repeat("[1]"),
        "marker_pairs": _repeat("[1][2]"),
        "marker_spaced": _repeat("[1] "),
        "marker_list": _repeat("[1, 2, "),
        "marker_source": _repeat("[Source 1] "),
        "marker_open": _repeat("["),
        "paren_number": _repeat("(1)"),
        "paren_number_spaced": _repeat("(1) "),
        "footnote": _repeat("[^1]"),
        "ssn_label": _repeat("SSN:"),
        "ssn_label_spaced": _repeat("SSN: "),
        "ssn": _repeat("SSN: 123-45-6789 "),
        "mrn_label": _repeat("MRN:"),
        "mrn_label_spaced": _repeat("MRN: 1 "),
        "dob_label": _repeat("DOB"),
        "dob_label_spaced": _repeat("DOB: "),
        "dob": _repeat("DOB 01/02/1960 "),
        "member_id_label": _repeat("Member ID: "),
        "phone": _repeat("555-123-4567 "),
        "email": _repeat("a@b.co "),
        "at_signs": _repeat("@"),
        "url": _repeat("http://a.b/?patient=1&"),
        "no_whitespace_mixed": _repeat("abc1def2,Ghi3.jkl4-"),
        "no_whitespace_words": _repeat("Thepatientpaid"),
        "long_word": _repeat("a"),
        "long_capital_word": _repeat("A"),
        "capitalised_words": _repeat("Aaaa "),
        "name_pairs": _repeat("John Smith "),
        "doctor": _repeat("Dr. Patel "),
        "hospital": _repeat("St Mary Hospital "),
        "deep_parentheses": _nested("(", ")"),
        "deep_brackets": _nested("[", "]"),
        "deep_braces": _nested("{", "}"),
        "open_parentheses": _repeat("("),
        "month_names": _repeat("January "),
        "month_glued": _repeat("JanuaryFebruary"),
        "month_day": _repeat("January 1 "),
        "dates_spelled": _repeat("1 January 2020, "),
        "dates_us": _repeat("January 1, 2020 "),
        "dates_iso": _repeat("2020-01-01 "),
        "dates_iso_chain": _repeat("2020-01-"),
        "dates_slash": _repeat("01/02/2020 "),
        "dates_slash_chain": _repeat("01/02/"),
        "dates_dot_chain": _repeat("01.02."),
        "timestamps": _repeat("2018-06-30T07:00:00Z "),
        "years": _repeat("1990 "),
        "decades": _repeat("the 1990s "),
        "apostrophes": _repeat("'0"),
        "currency": _repeat("$1 "),
        "currency_glued": _repeat("$1"),
        "currency_signs": _repeat("$"),
        "currency_euro": _repeat("\u20ac1,"),
        "amounts": _repeat("$1,000,000 "),
        "percent": _repeat("1% "),
        "percent_glued": _repeat("1%"),
        "percent_signs": _repeat("%"),
        "percent_words": _repeat("1 percent "),
        "spelled_numbers": _repeat("one "),
        "spelled_compound": _repeat("twenty-five "),
        "spelled_chain": _repeat("one-two-"),
        "spelled_hundreds": _repeat("one hundred and "),
        # digit words with groups of digits among them, as a transcript reads a number out, and in Spanish
        "spelled_mixed": _repeat("one two 345 "),
        "spelled_spanish": _repeat("uno dos 3, "),
        "fractions": _repeat("a third of "),
        "proportions": _repeat("1 in 4 "),
        "times": _repeat("1:00 pm "),
        "times_glued": _repeat("1pm"),
        "colon_chain": _repeat("12:"),
        "hedges": _repeat("about "),
        "hedged_numbers": _repeat("about 1 "),
        "tilde": _repeat("~"),
        "ranges": _repeat("between 1 and 2 days "),
        "scale_words": _repeat("1 million "),
        "quarters": _repeat("Q1 "),
        "sections": _repeat("section 1 "),
        "codes": _repeat("CPT 99310 "),
        "icd_codes": _repeat("E11.9 "),
        "jurisdictions": _repeat("in California "),
        "documents": _repeat("the Evidence of Coverage "),
        "tool_call": _repeat('{"name": "f", "arguments": {'),
        "json_like": _repeat('{"a": [1, '),
        # findings whose rows and blocks are read around each one: a one-line export of many serials, a table of ZIPs
        "serials_json": _repeat('{"serial": "EV41696107", "model": "POC-230"}, '),
        "zip_rows": _repeat("Town | ZIP\nOakdale | 06370\n"),
        "address_label_glued": _repeat("adresse"),
        "cjk_address": _repeat("住所：1丁目2番地3号"),
        "newlines": _repeat("\n"),
        "list_numbering": _repeat("1. \n"),
        "list_dot": _repeat("1. "),
        "list_paren": _repeat("1) "),
        "underscores": _repeat("_"),
        "dots": _repeat("."),
        "hyphens": _repeat("-"),
    })
    return families


FAMILIES = _families()
# One family per kind of pattern, for the linearity test in CI (tests/test_hostile_linearity.py).
CI_FAMILIES = (
    "digits_hyphen", "numbers_hyphen", "digit_run_then_range", "comma_run_then_hedge", "numbers_en_dash", "digits_dot", "list_dot", "digits_comma", "numbers_slash",
    "numbers_colon", "digits_space", "fullwidth_hyphen", "arabic_indic_run", "devanagari_hyphen", "marker",
    "marker_pairs", "paren_number", "ssn", "mrn_label_spaced", "dob", "email", "phone", "no_whitespace_mixed",
    "deep_parentheses", "long_word", "dates_us", "dates_iso_chain", "years", "apostrophes", "currency",
    "percent", "spelled_compound", "fractions", "times", "hedged_numbers", "ranges", "doctor", "serials_json",
)


def deterministic_checks(policy: Policy | None = None) -> list[Check]:
    """The default profile's checks that need no model, built by the policy with their configured options."""
    policy = policy or Policy.load()
    names = [name for name in policy.check_names("default") if name not in MODEL_CHECKS]
    return policy.build(names, include_models=False, profile="default")


def context_for(passages: Sequence[str]) -> RequestContext:
    sources = tuple(Source(id=str(index), text=text) for index, text in enumerate(passages, start=1))
    return RequestContext(query="What does the plan cover?", sources=sources)


def time_tier(
    answer: str, passages: Sequence[str], checks: Sequence[Check], repeats: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """The least time (seconds, wall by default; `time.process_time` for the CPU the process spent,
    which others' load on a shared machine hardly moves) of the deterministic tier on `answer`, each
    run on a fresh context.

    Each run starts from a collected heap: a full collection of the garbage collector walks the whole
    process (~0.3 s of CPU with the tier's models loaded) once the objects surviving since the last one
    reach a quarter of it, so without `gc.collect()` first, the run that happens to cross that line pays
    for the allocations of every run before it: a step, not growth, that made a 16 KB run look 10-30
    times a 4 KB one. Collected first, a run pays only for its own allocations' collections."""
    times = []
    for _ in range(repeats):
        context = context_for(passages)
        gc.collect()
        start = clock()
        asyncio.run(run_checks(answer, context, checks))
        times.append(clock() - start)
    return min(times)


def time_per_check(answer: str, passages: Sequence[str], checks: Sequence[Check]) -> dict[str, float]:
    """Each check's wall time (seconds) on `answer`, in turn on one fresh context (a check pays for the
    shared parses it is the first to read)."""
    context = context_for(passages)
    times = {}
    for check in checks:
        start = time.perf_counter()
        asyncio.run(check.check(answer, context))
        times[check.name] = time.perf_counter() - start
    return times


def linearity_ratio(
    family: str, small: int, large: int, checks: Sequence[Check], repeats: int = 3
) -> tuple[float, float, float]:
    """(time(small), time(large), their ratio) for `family`: CPU time of the process, the least of `repeats`
    runs, sizes in UTF-8 bytes. A linear reader gives a ratio near large / small; a quadratic one near its
    square."""
    make = FAMILIES[family]
    small_time = time_tier(make(small), [ORDINARY_PASSAGE], checks, repeats, time.process_time)
    large_time = time_tier(make(large), [ORDINARY_PASSAGE], checks, repeats, time.process_time)
    return small_time, large_time, large_time / max(small_time, 1e-6)


def measure_family(
    family: str, sizes_kb: Sequence[int], checks: Sequence[Check], repeats: int, give_up: float,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[dict[int, float], float, bool]:
    """The family's time per size (KB) up to the first that passes `give_up` seconds, the ratio of the
    largest size to the smallest (extrapolated when it gave up) and whether it gave up."""
    make = FAMILIES[family]
    times: dict[int, float] = {}
    for size in sizes_kb:
        times[size] = time_tier(make(size * KB), [ORDINARY_PASSAGE], checks, repeats, clock)
        if times[size] > give_up:
            break
    first, last = sizes_kb[0], max(times)
    ratio = times[last] / max(times[first], 1e-6)
    gave_up = last != sizes_kb[-1]
    if gave_up:
        measured = sorted(times)
        if len(measured) >= 2:  # the growth exponent between the last two sizes, at least linear
            a, b = measured[-2], measured[-1]
            exponent = max(1.0, math.log(times[b] / max(times[a], 1e-6)) / math.log(b / a))
        else:
            exponent = 2.0
        ratio *= (sizes_kb[-1] / last) ** exponent
    return times, ratio, gave_up


def largest_request_passages(answer: str, passage: str) -> int:
    """How many copies of `passage` a /v1/verify body with `answer` holds within the gate's limits: the body
    limit (the JSON a client sends, UTF-8) and the number of sources."""
    def body_bytes(count: int) -> int:
        sources = [{"id": str(index), "text": passage} for index in range(1, count + 1)]
        return len(json.dumps({"answer": answer, "sources": sources}, ensure_ascii=False).encode("utf-8"))

    count = LIMITS.max_sources
    while count > 0 and body_bytes(count) > LIMITS.max_body_bytes:
        count -= 1
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--families", default="", help="comma-separated families (default: all)")
    parser.add_argument("--sizes", default="8,16,32,64", help="answer sizes in KB of 1,000 bytes (default 8,16,32,64)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per size; the least time is kept (default 3)")
    parser.add_argument("--give-up", type=float, default=5.0, help="seconds past which larger sizes are skipped")
    parser.add_argument("--per-check", action="store_true", help="print each check's time at the largest size")
    parser.add_argument("--no-passages", action="store_true", help="skip the runs with hostile passages")
    parser.add_argument(
        "--cpu", action="store_true",
        help="time the CPU the process spends (time.process_time) instead of wall time: on a shared, loaded machine",
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    families = [name.strip() for name in args.families.split(",") if name.strip()] or list(FAMILIES)
    unknown = [name for name in families if name not in FAMILIES]
    if unknown:
        parser.error(f"unknown families: {', '.join(unknown)}; known: {', '.join(FAMILIES)}")
    sizes = [int(size) for size in args.sizes.split(",")]
    largest = sizes[-1] * KB
    if largest > min(LIMITS.max_answer_bytes, LIMITS.max_source_bytes):
        print(f"note: {largest:,} bytes is more than the gate admits as an answer ({LIMITS.max_answer_bytes:,}) "
              f"or a passage ({LIMITS.max_source_bytes:,}): those runs time requests it would refuse with 413")
    checks = deterministic_checks()
    freeze_startup_heap()  # as the Gate replica does once it has built its checks
    time_tier("warm up 1,200 [1] on 4 December 2025", [ORDINARY_PASSAGE], checks)
    print(f"checks: {', '.join(check.name for check in checks)}; {'CPU' if args.cpu else 'wall'} time, seconds")
    print(f"{'family':28s} " + " ".join(f"{size:>5d}KB" for size in sizes) + f"   ratio  5x{sizes[-1]}KB passages")
    worst_ratio, worst_ratio_family = 0.0, ""
    worst_passages, worst_passages_family = 0.0, ""
    for family in families:
        times, ratio, gave_up = measure_family(family, sizes, checks, args.repeats, args.give_up, clock)
        cells = " ".join(f"{times[size]:7.3f}" if size in times else "      -" for size in sizes)
        passages_cell = ""
        if not args.no_passages and not gave_up:
            hostile = FAMILIES[family](largest)
            passages_time = time_tier(hostile, [hostile] * 5, checks, clock=clock)
            passages_cell = f"{passages_time:8.3f}"
            if passages_time > worst_passages:
                worst_passages, worst_passages_family = passages_time, family
        elif gave_up:
            passages_cell = "  (skipped)"
        print(f"{family:28s} {cells}  {'>=' if gave_up else '  '}{ratio:5.1f}  {passages_cell}", flush=True)
        if args.per_check:
            at = max(times)
            per_check = time_per_check(FAMILIES[family](at * KB), [ORDINARY_PASSAGE], checks)
            slow = sorted(per_check.items(), key=lambda item: -item[1])[:3]
            print(f"    at {at} KB: " + ", ".join(f"{name} {value:.3f}s" for name, value in slow))
        if ratio > worst_ratio:
            worst_ratio, worst_ratio_family = ratio, family
    print(f"largest ratio time({sizes[-1]} KB)/time({sizes[0]} KB): {worst_ratio:.1f} ({worst_ratio_family}); target <= 10")
    if not args.no_passages and worst_passages_family:
        print(
            f"worst time, {sizes[-1]} KB answer with five {sizes[-1]} KB passages: {worst_passages:.3f} s "
            f"({worst_passages_family}); target <= 1 s"
        )
        hostile = FAMILIES[worst_passages_family](largest)
        count = largest_request_passages(hostile, hostile)
        request_time = time_tier(hostile, [hostile] * count, checks, clock=clock)
        print(
            f"the largest request the gate admits, {worst_passages_family}: a {sizes[-1]} KB answer with {count} "
            f"{sizes[-1]} KB passages ({LIMITS.max_body_bytes:,} bytes of body at most): {request_time:.3f} s"
        )


if __name__ == "__main__":
    main()
