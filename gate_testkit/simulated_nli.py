"""A stand-in for the NLI model with a GPU's cost profile, for benchmarks only.

On a GPU a forward pass costs nearly the same for 6 pairs as for 64: a fixed cost per pass plus a
small cost per pair. On a CPU the cost is almost all per pair, so a CPU cannot show what merging
requests into one batch buys on a GPU. `SimulatedNLIModel` "runs" each forward pass by sleeping
`pass_ms + pair_ms * pairs` (sleeping releases the GIL, as a CUDA kernel does), one pass at a time
per replica as on one device, and returns valid probability rows (deterministic per pair), so the
whole NLI pool (Serve batching, splitting results back) runs as it would on a GPU.

    load_nli_model("class://gate_testkit.simulated_nli:SimulatedNLIModel?pass_ms=20&pair_ms=0.05")

Its scores mean nothing; never configure it for real traffic.
"""

from __future__ import annotations

import hashlib
import math
import threading
import time
from collections.abc import Sequence
from urllib.parse import parse_qs, urlparse

from checks.grounding.types import NLIScores

SIMULATED_NLI = "class://gate_testkit.simulated_nli:SimulatedNLIModel"
"""The NLI model spec that loads this engine (`load_nli_model` builds `class://` specs by import path)."""
HYPOTHESIS_RESERVE_TOKENS = 96
_PARAMETERS = {"pass_ms", "pair_ms"}


class SimulatedNLIModel:
    """The NLIModel interface with a simulated cost per forward pass and per pair."""

    def __init__(self, pass_ms: float = 20.0, pair_ms: float = 0.05, max_length: int = 512) -> None:
        if pass_ms < 0 or pair_ms < 0:
            raise ValueError(f"simulated costs must be >= 0, got pass_ms={pass_ms}, pair_ms={pair_ms}")
        self.pass_ms = pass_ms
        self.pair_ms = pair_ms
        self.model_name = simulated_nli_spec(pass_ms, pair_ms)
        self._max_length = max_length
        self._device_lock = threading.Lock()  # one forward pass at a time, as on one GPU
        self.forward_passes = 0
        self.last_padding: dict[str, int] = {}

    @classmethod
    def from_spec(cls, spec: str, max_length: int = 512) -> "SimulatedNLIModel":
        """Parse `SIMULATED_NLI?pass_ms=20&pair_ms=0.05` (both parameters optional)."""
        target, _, _ = spec.partition("?")
        if target != SIMULATED_NLI:
            raise ValueError(f"simulated NLI spec must look like {SIMULATED_NLI}?pass_ms=20&pair_ms=0.05, got {spec!r}")
        parsed = urlparse(spec)
        query = parse_qs(parsed.query, strict_parsing=bool(parsed.query))
        unknown = sorted(set(query) - _PARAMETERS)
        if unknown:
            raise ValueError(f"unknown simulated NLI parameter(s) {unknown} in {spec!r}; known: {sorted(_PARAMETERS)}")
        try:
            costs = {name: float(values[-1]) for name, values in query.items()}
        except ValueError as exc:
            raise ValueError(f"simulated NLI costs must be numbers in {spec!r}") from exc
        return cls(max_length=max_length, **costs)

    @property
    def max_length(self) -> int:
        return self._max_length

    @property
    def max_chunk_tokens(self) -> int:
        return max(32, self._max_length - HYPOTHESIS_RESERVE_TOKENS)

    @property
    def device(self) -> str:
        return "simulated-gpu"

    def count_tokens(self, text: str) -> int:
        return len(text.split())

    def pass_seconds(self, pairs: int) -> float:
        """Simulated time of one forward pass over `pairs` pairs."""
        return (self.pass_ms + self.pair_ms * pairs) / 1000.0

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 32) -> list[NLIScores]:
        """Valid, deterministic probabilities per pair, after the simulated cost of ceil(n / batch_size) passes."""
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size}")
        scores = []
        for start in range(0, len(pairs), batch_size):
            batch = pairs[start : start + batch_size]
            with self._device_lock:
                time.sleep(self.pass_seconds(len(batch)))
                self.forward_passes += 1
            scores.extend(pseudo_scores(premise, hypothesis) for premise, hypothesis in batch)
        return scores


def simulated_nli_spec(pass_ms: float = 20.0, pair_ms: float = 0.05) -> str:
    """The NLI model spec of a simulated engine with these costs."""
    return f"{SIMULATED_NLI}?pass_ms={pass_ms:g}&pair_ms={pair_ms:g}"


def pseudo_scores(premise: str, hypothesis: str) -> NLIScores:
    """A softmax over three logits derived from a hash of the pair: sums to 1, same pair same scores."""
    digest = hashlib.blake2b(f"{premise}\x00{hypothesis}".encode("utf-8", "surrogatepass"), digest_size=6).digest()
    logits = [(digest[i] * 256 + digest[i + 1]) / 65535.0 * 6.0 - 3.0 for i in (0, 2, 4)]
    peak = max(logits)
    exps = [math.exp(value - peak) for value in logits]
    total = sum(exps)
    entailment, contradiction, neutral = (value / total for value in exps)
    return NLIScores(entailment=entailment, contradiction=contradiction, neutral=neutral)
