"""The GPU check for a single machine without Ray or vLLM: the project's NLI path at production shape.

It builds a DeBERTa-v3-large-shaped 3-label cross-encoder with random weights (no hub; random weights
cost the same arithmetic as trained ones) and the project's tokenizer (gate_testkit), loads it with
the project's engine (`gate.engines.nli.load_nli_model`: tokenisation, length sorting, padding per
batch, softmax, label columns) in bf16, and puts the project's dynamic batcher in front of it. Without
Ray that batcher is `gate.engines.nli.ModelCallMerger`, the merger every NLIScorer replica runs behind
Serve's `@serve.batch`; `@serve.batch`'s own wait window is not measured. The merger's request limit and
the pairs per forward pass come from serve_config.yaml's NLIScorer `user_config`. It prints one table:

- latency of one request of 120 pairs of 256 tokens through the merger, P50 (target <= 60 ms on an H200),
- pairs/s with 1, 8 and 32 concurrent callers sending such requests through the merger,
- peak GPU memory,

each beside the raw forward pass: the same checkpoint loaded by transformers alone, fed the same pairs
already tokenized, padded and on the device (softmax included), so the cost of the project's path and
batching is a ratio; then one line:
`device check: 120x256 pairs P50 T ms, pairs/s at 1/8/32 callers A/B/C, batched/raw R`, where R is the
pairs/s at 32 callers divided by the raw forward pass's pairs/s on the same pairs (one merged call's worth).
Sized to finish well inside 4 minutes on an H200, model build and save included (not run on a GPU yet).

    python scripts/device_check.py               # on a CUDA machine: the production shape, bf16
    python scripts/device_check.py --cpu-smoke   # anywhere: a tiny DeBERTa on CPU, the same code path and table

Neither Ray nor vLLM is imported (the run asserts it). The engine module needs pydantic, which the
lent device machine (Python 3.12) lacks; carry it as wheels. Here, in the repository root (`/.whl/` is
git-ignored; never commit the wheels, 2.8 MiB):

    python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
        --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
        -d .whl pydantic==2.14.4 pydantic_core==2.50.5 annotated_types==0.8.0 typing_inspection==0.4.5 \
        typing_extensions==4.16.0

and on the device (carry `.whl`):

    python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl \
        && PYTHONPATH=/tmp/site python3 scripts/device_check.py

(pydantic 2.14.4 pins pydantic_core 2.50.5 and needs typing_extensions >= 4.16; keep one version of each.)
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")

REQUEST_PAIRS = 120  # one request's worth: 10 claims x 12 chunks
PAIR_TOKENS = 256
CALLER_COUNTS = (1, 8, 32)
TARGET_MS = 60.0
BLOCKED_FRAMEWORKS = ("ray", "vllm")

# microsoft/deberta-v3-large (the encoder of cross-encoder/nli-deberta-v3-large).
DEBERTA_V3_LARGE_SHAPE = dict(
    vocab_size=128100, hidden_size=1024, num_hidden_layers=24, num_attention_heads=16, intermediate_size=4096,
    max_position_embeddings=512, relative_attention=True, position_buckets=256, norm_rel_ebd="layer_norm",
    share_att_key=True, pos_att_type=["p2c", "c2p"], position_biased_input=False, type_vocab_size=0,
    layer_norm_eps=1e-7, max_relative_positions=-1,
)
# A DeBERTa small enough for a CPU smoke run in CI: no disentangled attention (its relative-position gathers cost
# about 8 ms a pair on a CI core), the tokenizer's own vocabulary.
SMOKE_SHAPE = {**DEBERTA_V3_LARGE_SHAPE, "hidden_size": 32, "num_hidden_layers": 1, "num_attention_heads": 2,
               "intermediate_size": 64, "relative_attention": False, "pos_att_type": [], "position_biased_input": True,
               "vocab_size": None}

PASSAGE = ("Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care "
           "in a skilled nursing facility per benefit period. The annual deductible is EUR 385 per calendar year; "
           "claims must be filed within 90 days of service. ")


@dataclass(frozen=True)
class RunShape:
    """What one run measures and how often."""

    device: str
    dtype: str
    model_shape: dict[str, Any]
    repeats: int  # timed repeats of each latency measurement (median reported)
    warmup: int
    rounds: dict[int, int]  # requests each caller sends sequentially, by number of concurrent callers
    rate_warmup: int  # untimed runs before each throughput measurement


FULL_RUN = RunShape("cuda", "bfloat16", DEBERTA_V3_LARGE_SHAPE, repeats=20, warmup=3, rounds={1: 20, 8: 6, 32: 3},
                    rate_warmup=1)
SMOKE_RUN = RunShape("cpu", "float32", SMOKE_SHAPE, repeats=2, warmup=1, rounds={1: 1, 8: 1, 32: 1}, rate_warmup=0)


def write_nli_model(out_dir: Path, shape: dict[str, Any] | None = None, weights: bool = True,
                    device: str | None = None) -> Path:
    """A DeBERTa-v3-shaped 3-label cross-encoder (`shape`: DeBERTa-v3-large unless given) with random bf16
    weights and the project's tokenizer; `weights=False` writes its config and tokenizer only."""
    import torch
    from transformers import DebertaV2Config, DebertaV2ForSequenceClassification

    from gate_testkit.tiny_models import NLI_LABELS, build_nli_model

    build_nli_model(out_dir)
    tokenizer_size = json_config(out_dir)["vocab_size"]
    for old in out_dir.glob("*.safetensors"):
        old.unlink()
    shape = dict(shape or DEBERTA_V3_LARGE_SHAPE)
    shape["vocab_size"] = shape["vocab_size"] or tokenizer_size
    config = DebertaV2Config(
        **shape, num_labels=3, id2label=dict(NLI_LABELS),
        label2id={label: index for index, label in NLI_LABELS.items()}, pad_token_id=0,
    )
    if not weights:
        config.save_pretrained(out_dir)
        return out_dir
    torch.manual_seed(0)
    with torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu")):
        model = DebertaV2ForSequenceClassification(config).to(torch.bfloat16).eval()
    model.save_pretrained(out_dir)
    return out_dir


def json_config(model_dir: Path) -> dict[str, Any]:
    """The model's config.json."""
    return json.loads((model_dir / "config.json").read_text())


def nli_pairs(tokenizer: Any, count: int = REQUEST_PAIRS, tokens: int = PAIR_TOKENS) -> list[tuple[str, str]]:
    """`count` (passage, claim) pairs of about `tokens` tokens each (special tokens included)."""
    pairs = []
    for index in range(count):
        claim = f"The plan covers {index + 1} days of care in a skilled nursing facility."
        passage = PASSAGE
        while len(tokenizer(passage, claim)["input_ids"]) < tokens:
            passage += PASSAGE
        ids = tokenizer(passage)["input_ids"][1:-1]
        room = tokens - len(tokenizer(claim)["input_ids"]) - 1
        pairs.append((tokenizer.decode(ids[:room]), claim))
    return pairs


def production_batching() -> tuple[int, int]:
    """(requests the merger takes into one model call, pairs per forward pass): serve_config.yaml's NLIScorer
    user_config, else the defaults in deployments/models.py (read without importing it: it imports Ray)."""
    import yaml

    tree = ast.parse((REPO / "deployments" / "models.py").read_text())
    defaults = {target.id: ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name) and target.id.startswith("DEFAULT_")}
    user_config: dict[str, Any] = {}
    for app in yaml.safe_load((REPO / "serve_config.yaml").read_text())["applications"]:
        for deployment in app.get("deployments", []):
            if deployment.get("name") == "NLIScorer":
                user_config = deployment.get("user_config") or {}
    return (int(user_config.get("max_batch_size", defaults["DEFAULT_MAX_BATCH_SIZE"])),
            int(user_config.get("model_batch_size", defaults["DEFAULT_MODEL_BATCH_SIZE"])))


class Device:
    """Synchronisation and memory figures for the run's device (CUDA or CPU)."""

    def __init__(self, name: str) -> None:
        import torch

        self.torch = torch
        self.name = name
        self.cuda = name.startswith("cuda")

    def synchronize(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize()

    def describe(self) -> str:
        if self.cuda:
            return self.torch.cuda.get_device_name(self.name)
        return f"cpu ({self.torch.get_num_threads()} threads): smoke run, the figures are not the GPU target"

    def reset_peak(self) -> None:
        if self.cuda:
            self.torch.cuda.reset_peak_memory_stats()

    def peak_gib(self) -> float | None:
        return self.torch.cuda.max_memory_allocated() / 2**30 if self.cuda else None


def raw_forward(model: Any, batches: list[dict[str, Any]], device: Device) -> float:
    """Seconds for one pass over pre-padded on-device batches (softmax included)."""
    torch = device.torch
    device.synchronize()
    started = time.perf_counter()
    with torch.inference_mode():
        for features in batches:
            probabilities = torch.softmax(model(**features).logits.float(), dim=-1)
    device.synchronize()
    assert probabilities.shape[-1] == 3
    return time.perf_counter() - started


def raw_model(model_dir: Path, run: RunShape) -> Any:
    """The checkpoint loaded by transformers alone, in the run's dtype and on its device."""
    import torch
    from transformers import AutoModelForSequenceClassification

    model = AutoModelForSequenceClassification.from_pretrained(model_dir, dtype=getattr(torch, run.dtype))
    return model.to(run.device).eval()


def padded_batches(engine: Any, pairs: list[tuple[str, str]], batch_size: int, device: str) -> list[dict[str, Any]]:
    """`pairs` tokenized by the engine, padded `batch_size` at a time and moved to `device` (outside any timing)."""
    encoded = engine.tokenize(pairs)
    keys = [key for key in ("input_ids", "attention_mask", "token_type_ids") if key in encoded]
    batches = []
    for start in range(0, len(pairs), batch_size):
        features = engine.tokenizer.pad({key: encoded[key][start : start + batch_size] for key in keys},
                                        padding=True, return_tensors="pt")
        batches.append({key: value.to(device) for key, value in features.items()})
    return batches


def median_seconds(measure: Any, repeats: int, warmup: int) -> float:
    times = []
    for index in range(warmup + repeats):
        seconds = measure()
        if index >= warmup:
            times.append(seconds)
    return statistics.median(times)


async def merged_latency(merger: Any, pairs: list[tuple[str, str]], repeats: int, warmup: int) -> float:
    """Median seconds for one caller's request through the merger."""
    times = []
    for index in range(warmup + repeats):
        started = time.perf_counter()
        scores = await merger.score(pairs)
        if index >= warmup:
            times.append(time.perf_counter() - started)
    assert len(scores) == len(pairs)
    return statistics.median(times)


async def merged_throughput(merger: Any, pairs: list[tuple[str, str]], callers: int, rounds: int) -> float:
    """Pairs/s when `callers` concurrent callers each send `rounds` requests of `pairs`, one after another."""

    async def caller() -> int:
        scored = 0
        for _ in range(rounds):
            scored += len(await merger.score(pairs))
        return scored

    started = time.perf_counter()
    scored = sum(await asyncio.gather(*(caller() for _ in range(callers))))
    return scored / (time.perf_counter() - started)


def print_table(rows: list[tuple[str, str, str, str]]) -> None:
    header = ("measure", "project path (merger)", "raw forward", "project/raw")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(4)]
    for row in [header, tuple("-" * w for w in widths), *rows]:
        print("  ".join(cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)))


async def check(run: RunShape, model_dir: Path) -> str:
    """Measure the NLI path and the raw forward pass; print the table; return the summary line."""
    from gate.engines.nli import ModelCallMerger, NLIModel, load_nli_model

    device = Device(run.device)
    max_requests, model_batch_size = production_batching()
    engine = load_nli_model(str(model_dir), device=run.device, dtype=run.dtype, max_length=512)
    assert isinstance(engine, NLIModel) and type(engine).__module__ == "gate.engines.nli", type(engine)
    merger = ModelCallMerger(lambda flat: engine.score(flat, model_batch_size), max_requests=max_requests)
    pairs = nli_pairs(engine.tokenizer)
    tokens = statistics.mean(len(ids) for ids in engine.tokenize(pairs)["input_ids"])
    print(f"device: {device.describe()}")
    config = json_config(model_dir)
    print(f"model: {config['architectures'][0]}, {config['num_hidden_layers']} layers, hidden {config['hidden_size']}, "
          f"vocabulary {config['vocab_size']:,}, {run.dtype}, random weights; engine {type(engine).__module__}."
          f"{type(engine).__name__} on {engine.device}")
    print(f"batcher: {type(merger).__module__}.{type(merger).__name__} (Ray Serve's @serve.batch is not measured: "
          f"no Ray here), up to {max_requests} requests per model call, {model_batch_size} pairs per forward pass")
    print(f"request: {len(pairs)} pairs of {tokens:.0f} tokens (the project's tokenizer)")

    device.reset_peak()
    request_s = await merged_latency(merger, pairs, run.repeats, run.warmup)
    rates: dict[int, float] = {}
    for callers in CALLER_COUNTS:
        for _ in range(run.rate_warmup):
            await merged_throughput(merger, pairs, callers, 1)
        rates[callers] = await merged_throughput(merger, pairs, callers, run.rounds[callers])
    peak = device.peak_gib()

    # The raw forward pass: the same weights loaded by transformers alone, fed the same pairs pre-padded on the device.
    model = raw_model(model_dir, run)
    request_batches = padded_batches(engine, pairs, model_batch_size, run.device)
    raw_request_s = median_seconds(lambda: raw_forward(model, request_batches, device), run.repeats, run.warmup)
    raw_rates: dict[int, float] = {}
    for callers in CALLER_COUNTS:
        merged = pairs * min(callers, max_requests)  # what one model call holds at this concurrency
        batches = padded_batches(engine, merged, model_batch_size, run.device)
        raw_s = median_seconds(lambda: raw_forward(model, batches, device), max(1, run.repeats // 4), run.rate_warmup)
        raw_rates[callers] = len(merged) / raw_s
        del batches

    verdict = "meets" if request_s * 1000 <= TARGET_MS else "misses"
    rows = [(f"{len(pairs)}x{PAIR_TOKENS} pairs, P50 ms ({verdict} {TARGET_MS:.0f} ms)", f"{request_s * 1000:.1f}",
             f"{raw_request_s * 1000:.1f}", f"{request_s / raw_request_s:.2f}")]
    for callers in CALLER_COUNTS:
        rate, raw_rate = rates[callers], raw_rates[callers]
        rows.append((f"pairs/s, {callers} caller{'s' if callers > 1 else ''}", f"{rate:,.0f}", f"{raw_rate:,.0f}",
                     f"{rate / raw_rate:.2f}"))
    rows.append(("GPU memory, peak allocated GiB", "n/a (cpu)" if peak is None else f"{peak:.2f}", "", ""))
    print_table(rows)
    print(f"requests per model call: {dict(sorted(merger.requests_per_call.items()))}")

    loaded = [name for name in BLOCKED_FRAMEWORKS if name in sys.modules]
    assert not loaded, f"the device check imported {loaded}: it must run without Ray and vLLM"
    a, b, c = (rates[n] for n in CALLER_COUNTS)
    ratio = rates[32] / raw_rates[32]
    return (f"device check: {len(pairs)}x{PAIR_TOKENS} pairs P50 {request_s * 1000:.1f} ms, "
            f"pairs/s at 1/8/32 callers {a:.0f}/{b:.0f}/{c:.0f}, batched/raw {ratio:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu-smoke", action="store_true",
                        help="A tiny DeBERTa on CPU through the same code path (CI); the figures mean nothing.")
    args = parser.parse_args(argv)
    run = SMOKE_RUN if args.cpu_smoke else FULL_RUN
    began = time.perf_counter()
    try:
        import pydantic  # noqa: F401 - gate.engines.nli needs it
    except ImportError:
        print("pydantic is missing: carry it as wheels, see the docstring of scripts/device_check.py", file=sys.stderr)
        return 2
    import torch

    if run.device == "cuda" and not torch.cuda.is_available():
        print("no CUDA device found: this check needs a GPU; for a CPU run of the script itself: --cpu-smoke",
              file=sys.stderr)
        return 2
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()
    with tempfile.TemporaryDirectory() as tmp:
        model_dir = write_nli_model(Path(tmp) / "nli", run.model_shape, device=run.device)
        print(f"model written in {time.perf_counter() - began:.1f} s")
        summary = asyncio.run(check(run, model_dir))
    print(f"done in {time.perf_counter() - began:.0f} s")
    print(summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
