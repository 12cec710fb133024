"""Benchmark phi's model layer on CPU: what a token-classification model adds per 2 KB answer.

Builds a random-weight BertForTokenClassification of a real de-identification model's shape (by default
BERT-base: 12 layers, hidden 768, 12 heads, 3,072 intermediate, a 30,522-token vocabulary, the 45 BILOU
labels of obi/deid_bert_i2b2; nothing is downloaded) whose WordPiece vocabulary holds the answer's words, so
that a 2 KB answer is about as many tokens as a real English vocabulary gives (printed). Then times `phi` on
the same 2 KB answer with and without `options.model` (the layer loaded through phi's options, as the gate
loads it at start), in this process, one answer at a time, and prints the median and p90 of each and the
layer's windows. The last line is `phi model layer: X ms per 2 KB answer on CPU (shape ...)`: the median
difference (wall clock, one answer at a time; the CPU time of the process is printed beside it, since on a
shared machine the wall clock also measures the neighbours).

    python scripts/bench_phi_model.py                     # BERT-base shape
    python scripts/bench_phi_model.py --layers 6          # a DistilBERT-depth model
    python scripts/bench_phi_model.py --model PATH        # a saved token-classification model of your own
    python scripts/bench_phi_model.py --threads 1         # torch's intra-op threads (default: torch's own)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from checks.base import CheckConfig  # noqa: E402
from checks.builtin.phi import PHICheck  # noqa: E402
from checks.context import RequestContext  # noqa: E402

# The BILOU label set of obi/deid_bert_i2b2 (its config.json), so the classifier head has a real model's width.
OBI_ENTITIES = ["AGE", "DATE", "EMAIL", "HOSP", "ID", "LOC", "OTHERPHI", "PATIENT", "PATORG", "PHONE", "STAFF"]
OBI_LABELS = [f"{tag}-{entity}" for tag in "BIL" for entity in OBI_ENTITIES] + ["O"] + [
    f"U-{entity}" for entity in OBI_ENTITIES
]

_PARAGRAPHS = [
    "Dear member, thank you for contacting us about the claim for outpatient physical therapy that your "
    "provider submitted on 14 March. We reviewed the claim, the plan's coverage rules for rehabilitation "
    "services and the notes your therapist sent with the request for prior authorisation.",
    "Your plan covers up to 30 sessions of physical therapy per calendar year when a physician documents "
    "that the therapy is medically necessary and that your condition is expected to improve. The notes "
    "show twelve sessions so far this year, so the eight sessions requested fall within the annual limit.",
    "We have therefore approved the request. Your provider will be paid at the in-network rate, and your "
    "share of the cost is the copayment shown in your summary of benefits, which is 25 dollars a session "
    "after the deductible. If you have questions, please call member services at the number on your card.",
    "If you disagree with any part of this decision you may file an appeal within 180 days of the date of "
    "this letter. Send it to the appeals unit with a copy of this letter and any records that support it; "
    "a reviewer who took no part in this decision will look at it and answer within 30 days.",
    "Maria Kowalczyk, born 04/12/1957, of 5120 Kirkkokatu 7, Tampere, can be reached at 937-555-0142 or "
    "maria.k@example.com; her record number is MRN 5531902.",
]


def answer_2kb() -> str:
    """A 2,048-character answer in the shape of the gate's letters, with a few identifiers."""
    text = ""
    i = 0
    while len(text) < 2048:
        text += _PARAGRAPHS[i % len(_PARAGRAPHS)] + "\n\n"
        i += 1
    return text[:2048]


def build_model(out: Path, args: argparse.Namespace, text: str) -> Path:
    from gate_testkit.token_classifier import build_token_classifier

    labels = dict(enumerate(OBI_LABELS))
    return build_token_classifier(
        out, labels, hidden=args.hidden, layers=args.layers, heads=args.heads, intermediate=args.hidden * 4,
        vocab_size=30522, extra_text=text,
    )


def timed(check: PHICheck, text: str, runs: int) -> tuple[list[float], list[float], object]:
    """Wall-clock and CPU milliseconds (this process, every thread) of each of `runs` checks, and the last result."""
    async def main() -> tuple[list[float], list[float], object]:
        result = await check.check(text, RequestContext())
        wall, cpu = [], []
        for _ in range(runs):
            started, started_cpu = time.perf_counter(), time.process_time()
            result = await check.check(text, RequestContext())
            wall.append((time.perf_counter() - started) * 1000.0)
            cpu.append((time.process_time() - started_cpu) * 1000.0)
        return wall, cpu, result

    return asyncio.run(main())


def p90(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.9) - 1)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", help="A saved token-classification model to time instead of building one.")
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--hidden", type=int, default=768)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--runs", type=int, default=20, help="Timed answers per variant (after one warm-up).")
    parser.add_argument("--max-tokens", type=int, default=256, help="options.model.max_tokens (tokens per window).")
    parser.add_argument("--threads", type=int, default=0, help="torch.set_num_threads (0: torch's default).")
    parser.add_argument("--device", default="cpu", help="options.model.device (cpu, cuda ...).")
    args = parser.parse_args(argv)

    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    text = answer_2kb()
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="bench-phi-model-") as tmp:
        if args.model:
            path, shape = args.model, f"model {args.model}"
        else:
            started = time.perf_counter()
            path = str(build_model(Path(tmp) / "model", args, text))
            shape = f"random BERT, {args.layers} layers, hidden {args.hidden}, {args.heads} heads, vocab 30522"
            print(f"built {shape} in {time.perf_counter() - started:.1f} s")
        options = {"model": {"path": path, "max_tokens": args.max_tokens, "budget_ms": 600_000, "device": args.device}}
        started = time.perf_counter()
        with_model = PHICheck(CheckConfig(options=options))
        print(f"loaded through phi's options in {time.perf_counter() - started:.1f} s")
        tokens = len(with_model.model._loaded.tokenizer(text, add_special_tokens=False)["input_ids"])
        without = PHICheck()
        base_times, base_cpu, _ = timed(without, text, args.runs)
        model_times, model_cpu, result = timed(with_model, text, args.runs)
    metrics = result.metrics  # type: ignore[attr-defined]
    print(f"answer: {len(text)} characters, {tokens} tokens; windows of {args.max_tokens} tokens read: "
          f"{metrics.get('model_windows')}; torch threads: {torch.get_num_threads()}")
    print(f"cores: {os.cpu_count()}; load average before: {load:.1f}")
    print(f"phi without the model layer: median {statistics.median(base_times):.2f} ms, p90 {p90(base_times):.2f} ms "
          f"(CPU {statistics.median(base_cpu):.2f} ms)")
    print(f"phi with the model layer:    median {statistics.median(model_times):.1f} ms, p90 {p90(model_times):.1f} ms "
          f"(CPU {statistics.median(model_cpu):.1f} ms, all threads)")
    added = statistics.median(model_times) - statistics.median(base_times)
    where = "on CPU" if args.device == "cpu" else f"on {args.device}"
    print(f"phi model layer: {added:.0f} ms per 2 KB answer {where} ({shape}, {tokens} tokens in "
          f"{metrics.get('model_windows')} windows of {args.max_tokens}, {torch.get_num_threads()} torch threads)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
