"""Fire rates of the newer checks' pre-checks on ordinary answers (target: at most 10% each).

A pre-check "fires" when the check would go on to model work (or, for the deterministic
`specificity`, when it flags the answer). The model-backed checks run here against backends
that refuse every call: a check that tries one has fired. No model is loaded.

Data: WiCE dev (claims as answers, each row's evidence as the one source; one case per row),
the gate's example cases (examples/verify_cases.jsonl) and 30 faithful payer answers
(scripts/data/ordinary_payer_answers.jsonl). Prints one line per check
and data set: fired / cases and the rate, and flags a rate above the target.

    python scripts/measure_fire_rates.py --wice PATH [--examples PATH] [--show N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import Any

from checks.context import RequestContext, Source
from checks.policy import Policy

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXAMPLES = ROOT / "examples" / "verify_cases.jsonl"
# Faithful payer answers written for this measure (coverage, deductibles, appeals, deadlines, formulary), whose
# sources carry the refusals and exclusions that payer material is full of: the pre-checks must stay quiet.
DEFAULT_PAYER = ROOT / "scripts" / "data" / "ordinary_payer_answers.jsonl"
CHECKS = ["specificity", "explicit_support", "acceptance_conflict", "exception_overruled", "fabricated_claims"]
# fabricated_claims fires on every sentence that cites a source, by design: its claims and NLI pairs are those
# groundedness has already paid for (the request's cache), so its own model work is only the judge's
# confirmation of an NLI candidate. Its rate is printed but not held to the pre-check target.
SHARED_WORK = {"fabricated_claims"}
TARGET = 0.10


class ModelCalled(Exception):
    """A check asked for model work: its pre-check fired."""


class RefusingBackends:
    """Backends that refuse every model call; enough for the pre-checks to run."""

    max_chunk_tokens = 400
    has_judge = True

    @property
    def llm(self) -> Any:
        return self

    async def generate_json_many(self, *args: Any, **kwargs: Any) -> Any:
        raise ModelCalled("llm")

    async def extract_claims(self, answer: str) -> Any:
        raise ModelCalled("extract")

    async def score_pairs(self, pairs: Any) -> Any:
        raise ModelCalled("nli")

    async def judge(self, requests: Any, sources: Any) -> Any:
        raise ModelCalled("judge")


def wice_cases(path: Path) -> list[tuple[str, str, RequestContext]]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        row = json.loads(line)
        source = Source(id="1", text=" ".join(row["evidence"]) or " ")
        cases.append((f"wice-{number}", row["claim"], RequestContext(sources=(source,))))
    return cases


def example_cases(path: Path) -> list[tuple[str, str, RequestContext]]:
    cases = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        sources = tuple(Source(**{k: v for k, v in s.items() if k in Source.model_fields}) for s in row.get("sources", []))
        cases.append((str(row.get("id")), row["answer"], RequestContext(query=row.get("query", ""), sources=sources)))
    return cases


async def fired(check: Any, answer: str, context: RequestContext) -> bool:
    try:
        result = await check.check(answer, context)
    except ModelCalled:
        return True
    return bool(result.fired and (not check.needs_models or not result.passed))


async def measure(cases: list[tuple[str, str, RequestContext]], show: int) -> dict[str, tuple[int, list[str]]]:
    checks = Policy.load().build(CHECKS, backends=RefusingBackends())
    counts: dict[str, tuple[int, list[str]]] = {check.name: (0, []) for check in checks}
    for case_id, answer, context in cases:
        for check in checks:
            if await fired(check, answer, context):
                count, examples = counts[check.name]
                if len(examples) < show:
                    examples.append(f"{case_id}: {answer[:140]}")
                counts[check.name] = (count + 1, examples)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wice", type=Path, required=True, help="WiCE dev.jsonl (CC BY-SA, not in this repository)")
    parser.add_argument("--examples", type=Path, default=DEFAULT_EXAMPLES)
    parser.add_argument("--payer", type=Path, default=DEFAULT_PAYER)
    parser.add_argument("--show", type=int, default=0, help="Print up to N answers each check fired on.")
    args = parser.parse_args(argv)
    worst = 0.0
    data_sets = (("wice-dev", wice_cases(args.wice)), ("examples", example_cases(args.examples)),
                 ("payer", example_cases(args.payer)))
    for label, cases in data_sets:
        counts = asyncio.run(measure(cases, args.show))
        for name, (count, examples) in counts.items():
            rate = count / len(cases) if cases else 0.0
            if name in SHARED_WORK:
                flag = "  (shares groundedness's work; not held to the target)"
            else:
                worst = max(worst, rate)
                flag = "  OVER TARGET" if rate > TARGET else ""
            print(f"{label:10s} {name:20s} fired {count:4d} / {len(cases):4d} = {rate:6.1%}{flag}")
            for example in examples:
                print(f"    {example}")
    print(f"highest pre-check fire rate: {worst:.1%} (target <= {TARGET:.0%})")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
