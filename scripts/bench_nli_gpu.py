"""GPU benchmark of the production NLI cross-encoder shape: DeBERTa-v3-large, bf16, 256-token pairs.

Builds the model locally with random weights (no hub; random weights cost the same arithmetic as
trained ones) and feeds token-id tensors directly, so tokenization is not timed. Reports the time
of one request's worth of pairs (120 pairs = 10 claims x 12 chunks, median after warm-up) against
the 60 ms target, and pairs/s over a sweep of batch sizes.

    python scripts/bench_nli_gpu.py                              # on a CUDA machine
    python scripts/bench_nli_gpu.py --device cpu --layers 2      # CPU smoke run of everything but the numbers
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

TARGET_MS_FOR_REQUEST = 60.0
DEBERTA_V3_LARGE = dict(
    hidden_size=1024,
    num_hidden_layers=24,
    num_attention_heads=16,
    intermediate_size=4096,
    vocab_size=128100,
    relative_attention=True,
    position_buckets=256,
    norm_rel_ebd="layer_norm",
    pos_att_type=["p2c", "c2p"],
    max_relative_positions=-1,
    position_biased_input=False,
    share_att_key=True,
    type_vocab_size=0,
    num_labels=3,
)
CLS_ID, SEP_ID, PAD_ID = 1, 2, 0


def build_model(layers: int, device: str, dtype):
    """DebertaV2ForSequenceClassification with the DeBERTa-v3-large shape (optionally fewer layers)."""
    import torch
    from transformers import DebertaV2Config, DebertaV2ForSequenceClassification

    config = DebertaV2Config(
        **{**DEBERTA_V3_LARGE, "num_hidden_layers": layers},
        id2label={0: "contradiction", 1: "entailment", 2: "neutral"},
        label2id={"contradiction": 0, "entailment": 1, "neutral": 2},
    )
    torch.manual_seed(0)
    with torch.device(device):
        model = DebertaV2ForSequenceClassification(config)
    return model.to(dtype=dtype).eval()


def make_inputs(pairs: int, seq_len: int, device: str, vocab_size: int) -> dict:
    """`pairs` premise/hypothesis pairs as token ids: [CLS] premise [SEP] hypothesis [SEP], exactly seq_len long."""
    import torch

    generator = torch.Generator().manual_seed(pairs * 7919 + seq_len)
    ids = torch.randint(5, vocab_size, (pairs, seq_len), generator=generator)
    premise_end = seq_len * 3 // 4
    ids[:, 0] = CLS_ID
    ids[:, premise_end] = SEP_ID
    ids[:, -1] = SEP_ID
    return {"input_ids": ids.to(device), "attention_mask": torch.ones_like(ids).to(device)}


def timed_forward(model, inputs: dict, device: str, repeats: int, warmup: int) -> list[float]:
    """Wall times in ms of `repeats` forward passes (softmax included) after `warmup` untimed ones."""
    import torch

    def synchronize() -> None:
        if device.startswith("cuda"):
            torch.cuda.synchronize()

    times = []
    with torch.inference_mode():
        for index in range(warmup + repeats):
            synchronize()
            started = time.perf_counter()
            probabilities = torch.softmax(model(**inputs).logits.float(), dim=-1)
            synchronize()
            if index >= warmup:
                times.append((time.perf_counter() - started) * 1000.0)
    assert probabilities.shape[-1] == 3
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="cuda", help="'cuda' (default) or 'cpu' for a smoke run.")
    parser.add_argument("--layers", type=int, default=DEBERTA_V3_LARGE["num_hidden_layers"], help="Encoder layers.")
    parser.add_argument("--dtype", default=None,
                        help="bfloat16 (default on CUDA), float16 or float32 (default on CPU).")
    parser.add_argument("--seq-len", type=int, default=256, help="Tokens per pair.")
    parser.add_argument("--request-pairs", type=int, default=None,
                        help="Pairs in one request: 120 (10 claims x 12 chunks); 8 on CPU.")
    parser.add_argument("--sweep", default=None, help="Batch sizes for the throughput sweep (comma-separated).")
    parser.add_argument("--repeats", type=int, default=None, help="Timed runs per measurement, median reported "
                        "(10; 1 on CPU).")
    parser.add_argument("--warmup", type=int, default=None, help="Untimed runs before each measurement (3; 1 on CPU).")
    parser.add_argument("--compile", action="store_true", help="torch.compile the model first (slower start).")
    args = parser.parse_args(argv)

    on_gpu = args.device.startswith("cuda")
    # CPU runs are smoke runs of the script: small defaults so that they finish in seconds
    args.request_pairs = args.request_pairs or (120 if on_gpu else 8)
    args.sweep = args.sweep or ("16,32,64,120,128,256,512" if on_gpu else "4,8")
    args.repeats = args.repeats or (10 if on_gpu else 1)
    args.warmup = args.warmup if args.warmup is not None else (3 if on_gpu else 1)

    import torch

    if on_gpu and not torch.cuda.is_available():
        print("no CUDA device found: this benchmark needs a GPU. "
              "For a CPU smoke run of the script itself: --device cpu --layers 2", file=sys.stderr)
        return 2
    dtype_name = args.dtype or ("bfloat16" if on_gpu else "float32")
    dtype = getattr(torch, dtype_name)
    if on_gpu:
        torch.backends.cuda.matmul.allow_tf32 = True
        print(f"device: {torch.cuda.get_device_name(args.device)}")
    else:
        print(f"device: cpu ({torch.get_num_threads()} threads) - smoke run, numbers are not the GPU target")

    started = time.perf_counter()
    model = build_model(args.layers, args.device, dtype)
    parameters = sum(p.numel() for p in model.parameters())
    print(f"model: DeBERTa-v3-large shape, {args.layers} layers, {parameters / 1e6:.0f}M parameters, {dtype_name}, "
          f"built in {time.perf_counter() - started:.1f} s")
    if args.compile:
        model = torch.compile(model)
    vocab_size = DEBERTA_V3_LARGE["vocab_size"]

    request = make_inputs(args.request_pairs, args.seq_len, args.device, vocab_size)
    request_ms = statistics.median(timed_forward(model, request, args.device, args.repeats, args.warmup))
    verdict = "meets" if request_ms <= TARGET_MS_FOR_REQUEST else "misses"
    print(f"{args.request_pairs} pairs x {args.seq_len} tokens: {request_ms:.1f} ms median "
          f"({verdict} the {TARGET_MS_FOR_REQUEST:.0f} ms target)")

    best_size, best_rate = 0, 0.0
    for batch_size in (int(size) for size in args.sweep.split(",") if size.strip()):
        inputs = make_inputs(batch_size, args.seq_len, args.device, vocab_size)
        try:
            batch_ms = statistics.median(timed_forward(model, inputs, args.device, args.repeats, args.warmup))
        except torch.OutOfMemoryError:
            print(f"  batch {batch_size:>4}: out of memory")
            break
        rate = batch_size / (batch_ms / 1000.0)
        print(f"  batch {batch_size:>4}: {batch_ms:8.1f} ms  {rate:10,.0f} pairs/s")
        if rate > best_rate:
            best_size, best_rate = batch_size, rate
    print(f"best: {best_rate:,.0f} pairs/s at batch size {best_size}")
    print(f"time for {args.request_pairs} pairs: {request_ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
