"""Time to the first and to the last verified content chunk of a streamed chat answer: sentence mode beside
buffered mode, measured in one run over real HTTP (uvicorn on 127.0.0.1) with the openai client.

The generator is the testkit's paced scripted engine (gate_testkit.streaming) writing a 10-sentence grounded
answer at a fixed rate like a 7B model's single stream on one GPU (default 40 tokens/s; a word counts as a
token). The checks are the `deterministic` profile plus `groundedness`, whose model work is simulated with a
GPU's costs: claim extraction by a helper LLM (150 ms a call plus 20 ms a claim) and NLI forward passes (20 ms
a pass plus 0.05 ms a pair), every claim supported. Each mode runs `--runs` times, alternating; medians.

    python scripts/bench_streaming.py [--tokens-per-s 40] [--runs 2]

Last line: `streaming: first chunk sentence/buffered R1, last chunk sentence/buffered R2` (issue 32's targets:
R1 <= 0.33, R2 <= 1.25).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from checks.grounding.types import Claim, ClaimExtraction, NLIScores  # noqa: E402
from checks.policy import Policy  # noqa: E402
from checks.text.sentences import factual_sentences, strip_citation_markers  # noqa: E402

SOURCE = {
    "id": "1", "document": "Member handbook",
    "text": "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of "
    "care in a skilled nursing facility per benefit period. Days 1 to 20 cost nothing. From day 21 the member pays "
    "a daily coinsurance of $204. Care must be ordered by a physician and given in a certified facility. Members may "
    "appeal a denial within 60 days of the notice. An expedited appeal is decided within 72 hours.",
}
ANSWER = " ".join([
    "After a qualifying inpatient hospital stay, the plan covers care in a skilled nursing facility [1].",
    "The hospital stay that qualifies a member for this care must last at least 3 days [1].",
    "Once the member qualifies, the plan covers up to 100 days of that care in each benefit period [1].",
    "The first 20 days of skilled nursing care in a benefit period cost the member nothing [1].",
    "From day 21 of the stay the member pays a daily coinsurance of $204 for the care [1].",
    "A physician has to order the care before the plan pays for any of the days [1].",
    "The care also has to be given in a certified skilled nursing facility to be covered [1].",
    "A member whose claim for this care is denied may appeal the denial to the plan [1].",
    "The appeal has to be filed within 60 days of the notice that denied the claim [1].",
    "An expedited appeal, for urgent cases, is decided by the plan within 72 hours [1].",
])
QUERY = "What does the plan cover after a hospital stay, and how do I appeal a denial?"


class SimulatedBackends:
    """Groundedness's backends with a GPU's costs and every claim supported (see the module docstring)."""

    has_judge = False
    max_chunk_tokens = 400
    llm = None

    async def extract_claims(self, answer: str) -> ClaimExtraction:
        claims = [Claim(*strip_citation_markers(s, ("1",))) for s in factual_sentences(answer)]
        await asyncio.sleep(0.150 + 0.020 * len(claims))
        return ClaimExtraction(tuple(claims))

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> list[NLIScores]:
        await asyncio.sleep(0.020 + 0.00005 * len(pairs))
        return [NLIScores(entailment=0.97, contradiction=0.01, neutral=0.02) for _ in pairs]

    async def judge(self, requests, sources):  # pragma: no cover - has_judge is False
        raise RuntimeError("no judge")


def serve(app, port: int) -> None:
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)


def timed_stream(client, mode: str) -> tuple[float, float, str]:
    """(s to the first content chunk, s to the last, the text) of one streamed request in `mode`."""
    started = time.perf_counter()
    first = last = None
    text = ""
    stream = client.chat.completions.create(
        model="gate", messages=[{"role": "user", "content": QUERY}], stream=True, stream_options={"mode": mode},
        extra_body={"sources": [SOURCE], "profile": "bench"})
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            last = time.perf_counter() - started
            first = first if first is not None else last
            text += chunk.choices[0].delta.content
    if first is None or last is None:
        raise SystemExit(f"bench_streaming: the {mode} stream sent no content")
    return first, last, text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokens-per-s", type=float, default=40.0, help="The generator's pace (default 40).")
    parser.add_argument("--runs", type=int, default=2, help="Requests per mode (default 2).")
    args = parser.parse_args()

    import openai

    from gate.engines.config import EngineConfig
    from gate.engines.llm import build_llm_engine
    from gate.http import create_http_app
    from gate.service import GateService
    from gate_testkit.streaming import PACED_ENGINE

    policy = Policy.load()
    policy.profiles["bench"] = policy.profiles["deterministic"].model_copy(
        update={"checks": [*policy.profiles["deterministic"].checks, "groundedness"]})
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class=PACED_ENGINE, model="paced-7b",
                                           answers=[ANSWER], engine_kwargs={"tokens_per_s": args.tokens_per_s}))
    service = GateService(policy=policy, llm=engine, backends=SimulatedBackends(), model_name="paced-7b")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    serve(create_http_app(service), port)
    client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="unused", max_retries=0, timeout=120)

    timed_stream(client, "sentence")  # warm-up: imports, the phi recognizers, the check workers
    results: dict[str, list[tuple[float, float]]] = {"sentence": [], "buffered": []}
    for _ in range(args.runs):
        for mode in ("sentence", "buffered"):
            first, last, text = timed_stream(client, mode)
            if text != ANSWER:
                raise SystemExit(f"bench_streaming: the {mode} stream's text is not the answer")
            results[mode].append((first, last))
    words = len(ANSWER.split())
    print(f"answer: 10 sentences, {words} words at {args.tokens_per_s:g} tokens/s "
          f"({words / args.tokens_per_s:.2f} s of generation); {args.runs} run(s) per mode, medians")
    medians = {}
    for mode, runs in results.items():
        medians[mode] = (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
        print(f"{mode:>8}: first content chunk {medians[mode][0]:.2f} s, last {medians[mode][1]:.2f} s")
    r1 = medians["sentence"][0] / medians["buffered"][0]
    r2 = medians["sentence"][1] / medians["buffered"][1]
    print(f"streaming: first chunk sentence/buffered {r1:.2f}, last chunk sentence/buffered {r2:.2f}")


if __name__ == "__main__":
    main()
