"""One command that checks the production graph on a machine with one GPU and no network.

It writes, in a temporary directory, a Qwen2.5-7B-Instruct-shaped model config (no weights: vLLM's
`load_format: dummy` fills random ones) with the tokenizer the project builds (gate_testkit), and a
DeBERTa-v3-large-shaped NLI cross-encoder with random weights; then it starts `serve_config.yaml`'s
graph from `deployments.app:build_app` with only the models swapped (the generator still a stock
ray.serve.llm LLMServer running vLLM, the same GPU shares and `gpu_memory_utilization`), sends
gate, verify and chat requests over HTTP and prints:

- NLI latency for 120 pairs of about 256 tokens (one NLIScorer call; target <= 60 ms on an H200),
- the generator's tokens/s (one stream and 32 concurrent streams),
- gate p50/p99 at 1, 8 and 32 concurrent clients, verify and chat p50, and how many answers were 5xx,
- GPU memory per deployment (nvidia-smi's processes mapped to the Serve replicas that own them).

The random weights make the answers gibberish that runs to whatever token limit it is given, so gate
outcomes are mostly blocked or escalated and overloaded replicas may answer 503: every generation is
capped (GENERATED_TOKENS_CAP, the helpers' too), each client sends a few requests only, and 5xx
answers are counted and reported per status, not fatal. What is measured is the graph's cost at
production shapes, not answer quality. Meant to finish in under 8 minutes on one H200 (vLLM's start
and CUDA-graph capture take most of it). On a single GPU machine without Ray or vLLM, run
scripts/device_check.py instead (the NLI path alone).

    python scripts/gpu_check.py              # on the GPU machine
    python scripts/gpu_check.py --dry-run    # anywhere: builds the configs and the app graph, starts nothing
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from device_check import nli_pairs, write_nli_model  # noqa: E402 - scripts/ is on the path when run as a script

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

PORT = 8000
CLIENT_COUNTS = (1, 8, 32)
# Requests each concurrent client sends one after another, by client count: random-weight answers are slow.
REQUESTS_PER_CLIENT = {1: 4, 8: 2, 32: 1}
# Most tokens any generation of the check may write (gate attempts, chat, the claim extractor and the judge).
GENERATED_TOKENS_CAP = 64
# Tokens per stream in the generator's tokens/s measure (random weights always run to the limit).
STREAM_TOKENS = 128

# Qwen/Qwen2.5-7B-Instruct's config.json (the shapes that set memory and speed).
QWEN_7B_SHAPE = dict(
    hidden_size=3584, intermediate_size=18944, num_hidden_layers=28, num_attention_heads=28,
    num_key_value_heads=4, max_position_embeddings=32768, rope_theta=1_000_000.0, rms_norm_eps=1e-6,
    vocab_size=152064, tie_word_embeddings=False, use_sliding_window=False, torch_dtype="bfloat16",
)
SOURCES = [
    {"id": "1", "document": "Member handbook",
     "text": "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of "
             "care in a skilled nursing facility per benefit period."},
    {"id": "2", "document": "Member handbook",
     "text": "The annual deductible is EUR 385 per calendar year; claims must be filed within 90 days of service."},
]
QUERY = "What does the plan cover after a hospital stay?"


def write_generator_model(out_dir: Path) -> Path:
    """A Qwen2.5-7B-shaped config with the project's tokenizer and no weights (vLLM's dummy loader makes them)."""
    from transformers import Qwen2Config

    from gate_testkit.tiny_models import build_lm_model

    build_lm_model(out_dir)
    for weights in out_dir.glob("*.safetensors"):
        weights.unlink()
    tokenizer = json.loads((out_dir / "tokenizer_config.json").read_text())
    small = json.loads((out_dir / "config.json").read_text())
    config = Qwen2Config(**QWEN_7B_SHAPE, eos_token_id=small["eos_token_id"], pad_token_id=small["pad_token_id"],
                         bos_token_id=None, architectures=["Qwen2ForCausalLM"])
    config.save_pretrained(out_dir)
    tokenizer["model_max_length"] = QWEN_7B_SHAPE["max_position_embeddings"]
    (out_dir / "tokenizer_config.json").write_text(json.dumps(tokenizer))
    return out_dir


def app_args(lm_dir: Path, nli_dir: Path, trace_dir: Path) -> dict[str, Any]:
    """serve_config.yaml's app with the local models, traces on disk and the profiles that need no NER model."""
    import yaml

    from deployments.app import DeploymentOptions

    (app,) = yaml.safe_load((REPO / "serve_config.yaml").read_text())["applications"]
    args = copy.deepcopy(app["args"])
    llm_config = args["generator"]["llm_config"]
    llm_config["model_loading_config"]["model_source"] = str(lm_dir)
    llm_config["engine_kwargs"]["load_format"] = "dummy"
    llm_config["runtime_env"] = {"env_vars": {"HF_HUB_OFFLINE": "1"}}
    args["nli"]["model"] = str(nli_dir)
    args["profiles"] = ["default", "evaluated", "deterministic"]
    args["helper_max_tokens"] = GENERATED_TOKENS_CAP
    args["trace_uri"] = str(trace_dir)
    args.pop("trace", None)
    deployments = {d["name"]: d for d in copy.deepcopy(app["deployments"])}
    deployments["Gate"]["num_replicas"] = 1
    # serve.run from Python applies no `deployments:` section: its options go in through the app args.
    accepted = set(DeploymentOptions.model_fields)
    args["deployments"] = {name: {k: v for k, v in d.items() if k in accepted} for name, d in deployments.items()}
    return args


def build(args: dict[str, Any]):
    from deployments.app import AppArgs, build_app

    return build_app(AppArgs.model_validate(args))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


async def timed_posts(client: Any, path: str, body: dict[str, Any], clients: int,
                      per_client: int) -> tuple[list[float], collections.Counter[str]]:
    """Latencies (ms) of the answers below 500 when `clients` concurrent callers each post `per_client` times,
    and the count of every other outcome (5xx status, or the transport error's name)."""
    import httpx

    failures: collections.Counter[str] = collections.Counter()

    async def caller() -> list[float]:
        times = []
        for _ in range(per_client):
            started = time.perf_counter()
            try:
                response = await client.post(path, json=body)
            except httpx.HTTPError as error:
                failures[type(error).__name__] += 1
                continue
            if response.status_code >= 500:
                failures[str(response.status_code)] += 1
                continue
            times.append(1000 * (time.perf_counter() - started))
        return times

    latencies = [t for times in await asyncio.gather(*(caller() for _ in range(clients))) for t in times]
    return latencies, failures


def describe(name: str, clients: int, latencies: list[float], failures: collections.Counter[str]) -> str:
    """One result line: p50/p99 of the answers below 500 and the failures by status."""
    sent = len(latencies) + sum(failures.values())
    line = f"{name}: {clients} client(s), {sent} requests: "
    if latencies:
        line += f"p50 {percentile(latencies, 0.5):,.0f} ms, p99 {percentile(latencies, 0.99):,.0f} ms"
    else:
        line += "no answer below 500"
    if failures:
        line += ", failed: " + ", ".join(f"{count} x {what}" for what, count in sorted(failures.items()))
    return line


async def measure(nli_tokenizer: Any) -> None:
    import httpx
    from ray import serve

    from deployments.clients import OpenAIChatHandleLLM

    nli = serve.get_deployment_handle("NLIScorer", app_name="gate")
    pairs = nli_pairs(nli_tokenizer)
    tokens = statistics.mean(len(nli_tokenizer(p, h)["input_ids"]) for p, h in pairs)
    for _ in range(3):
        await nli.score.remote(pairs)
    latencies = []
    for _ in range(10):
        started = time.perf_counter()
        await nli.score.remote(pairs)
        latencies.append(1000 * (time.perf_counter() - started))
    print(f"NLI: {len(pairs)} pairs of {tokens:.0f} tokens in one call: p50 {statistics.median(latencies):.1f} ms, "
          f"max {max(latencies):.1f} ms (target <= 60 ms on an H200)")

    llm = OpenAIChatHandleLLM(serve.get_deployment_handle("Generator", app_name="gate"), 300)
    chat = [{"role": "user", "content": QUERY}]
    await llm.generate(chat, {"max_tokens": 16})
    for streams in (1, 32):
        started = time.perf_counter()
        generations = await asyncio.gather(*(llm.generate(chat, {"max_tokens": STREAM_TOKENS, "seed": i})
                                              for i in range(streams)))
        seconds = time.perf_counter() - started
        produced = sum(g.completion_tokens or 0 for g in generations)
        print(f"generator: {streams} stream(s), {produced} tokens in {seconds:.2f} s = {produced / seconds:,.0f} tokens/s")

    gate_body = {"query": QUERY, "sources": SOURCES, "max_attempts": 2,
                 "generation": {"max_tokens": GENERATED_TOKENS_CAP}}
    verify_body = {"query": QUERY, "sources": SOURCES,
                   "answer": "The plan covers up to 100 days in a skilled nursing facility after a 3-day stay [1]."}
    chat_body = {"model": "gate", "messages": [{"role": "system", "content": SOURCES[0]["text"]},
                                               {"role": "user", "content": QUERY}],
                 "max_tokens": GENERATED_TOKENS_CAP}
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{PORT}", timeout=300) as client:
        await timed_posts(client, "/v1/gate", gate_body, 2, 1)
        for clients in CLIENT_COUNTS:
            print(describe("gate", clients, *await timed_posts(client, "/v1/gate", gate_body, clients,
                                                                REQUESTS_PER_CLIENT[clients])))
        print(describe("verify", 8, *await timed_posts(client, "/v1/verify", verify_body, 8, 2)))
        print(describe("chat", 4, *await timed_posts(client, "/v1/chat/completions", chat_body, 4, 2)))


def _ancestry(pid: int) -> list[int]:
    """`pid` and its parents up to init, from /proc (Linux)."""
    chain = []
    while pid > 1 and pid not in chain:
        chain.append(pid)
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            break
        pid = int(stat.rsplit(")", 1)[1].split()[1])  # the field after the state: the parent's pid
    return chain


def gpu_memory_by_deployment() -> dict[str, float]:
    """MiB of GPU memory per deployment: nvidia-smi's compute processes, each mapped to the Serve replica it
    descends from (vLLM's engine core is a child process of the LLMServer replica)."""
    from ray.util.state import list_actors

    try:  # the state API is served by the dashboard (started by ray.init below)
        replicas = {a.pid: a.class_name.split(":")[-1] for a in list_actors(filters=[("state", "=", "ALIVE")])
                    if a.class_name.startswith("ServeReplica")}
    except Exception as error:  # noqa: BLE001 - memory per process is still worth printing
        print(f"GPU memory: replicas not listed ({type(error).__name__}: {error}); per process instead")
        replicas = {}
    listing = subprocess.run(["nvidia-smi", "--query-compute-apps=pid,used_memory", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, check=True).stdout
    usage: dict[str, float] = {}
    for line in filter(None, listing.splitlines()):
        pid, mib = (int(part) for part in line.split(","))
        owner = next((replicas[p] for p in _ancestry(pid) if p in replicas), f"pid {pid} (no replica)")
        usage[owner] = usage.get(owner, 0.0) + mib
    return usage


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true",
                        help="Write the configs and build the app graph (LLMConfig, AppArgs validated); start nothing.")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        lm_dir = write_generator_model(root / "qwen2.5-7b-shape")
        nli_dir = write_nli_model(root / "deberta-v3-large-shape", weights=not args.dry_run)
        settings = app_args(lm_dir, nli_dir, root / "traces")
        print(f"models written in {time.perf_counter() - began:.0f} s: generator {lm_dir.name} (load_format dummy), "
              f"NLI {nli_dir.name}")
        if args.dry_run:
            from deployments.app import AppArgs

            model = AppArgs.model_validate(settings).generator.model_id  # LLMConfig validated, no vLLM needed
            try:
                app = build(settings)
            except ImportError as error:  # building the LLMServer deployment imports vLLM (the gpu extra)
                print(f"dry run: app args valid (generator {model}); graph not built without vLLM: {error}")
                return 0
            print(f"dry run: the graph builds ({type(app).__name__}) with the generator {model} on ray.serve.llm")
            return 0

        import ray
        from ray import serve
        from transformers import AutoTokenizer

        ray.init(include_dashboard=True, log_to_driver=False,
                 runtime_env={"env_vars": {"HF_HUB_OFFLINE": "1", "PYTHONPATH": str(REPO)}})
        try:
            serve.start(http_options={"host": "127.0.0.1", "port": PORT})
            started = time.perf_counter()
            serve.run(build(settings), name="gate", route_prefix="/")
            print(f"graph RUNNING in {time.perf_counter() - started:.0f} s")
            asyncio.run(measure(AutoTokenizer.from_pretrained(nli_dir)))
            for name, mib in sorted(gpu_memory_by_deployment().items()):
                print(f"GPU memory: {name} {mib / 1024:.1f} GiB")
        finally:
            serve.shutdown()
            ray.shutdown()
    print(f"gpu check done in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
