"""The NLI cross-encoder: (entailment, contradiction, neutral) probabilities for (premise, hypothesis) pairs.

The model is loaded with `sentence_transformers.CrossEncoder`; scoring tokenizes every pair once,
sorts the pairs by token length so that each forward pass pads as little as possible, runs the
model in batches and puts the scores back in the caller's order. On a GPU, `dtype`
float16/bfloat16 halves memory and time.

Which of the model's labels mean what comes from `config.id2label`, never from positions: a
3-way NLI model (contradiction / entailment / neutral) works as it is, and so does a binary claim
verifier whose labels say what they mean (supported / not_supported, entailment /
not_entailment, consistent / inconsistent, ...). `NLILabelMapping` overrides the derivation for
labels that say nothing (LABEL_0 / LABEL_1). Whatever the model, `score` returns `NLIScores`:
entailment is the probability of the "supported" labels, contradiction that of the
"contradicted" labels, neutral that of the rest. A binary model therefore gives neutral 0 and
contradiction 1 - entailment, unless its negative label is mapped to `neutral` (then a low
entailment is "unsupported" by the entailment band, not by the contradiction band).

`load_nli_model` is the one entry point the deployments use: besides a model path or hub ID it
accepts `class://module.path:ClassName?options`, an engine class named by import path and built
with `ClassName.from_spec(spec, max_length=...)` (the testkit's simulated GPU engine for benchmarks).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from checks.grounding.types import NLIScores
from gate.engines.transformers_engine import torch_dtype

logger = logging.getLogger(__name__)

REQUIRED_LABELS = ("entailment", "contradiction", "neutral")
ENGINE_CLASS_SCHEME = "class://"
# Room left in the model's window for the hypothesis (a claim) and the special tokens.
HYPOTHESIS_RESERVE_TOKENS = 96

# Label names (lower-case, separators folded to "_") whose meaning is not in doubt.
SUPPORTED_NAMES = frozenset({
    "entailment", "entailed", "entails", "supported", "supports", "support", "consistent", "faithful",
    "grounded", "attributable", "factual",
})
CONTRADICTED_NAMES = frozenset({
    "contradiction", "contradicted", "contradicts", "not_entailment", "not_entailed", "non_entailment",
    "not_supported", "unsupported", "refuted", "refutes", "inconsistent", "unfaithful", "hallucinated",
    "hallucination", "not_attributable", "not_grounded", "ungrounded",
})
NEUTRAL_NAMES = frozenset({"neutral", "not_enough_info", "nei"})


def _fold(label: str) -> str:
    return re.sub(r"[\s\-]+", "_", str(label).strip().lower())


class NLILabelMapping(BaseModel):
    """Which of the model's labels (names from its `config.id2label`) mean supported, contradicted, neutral.

    Probabilities of the labels in one group are added up. Every label of the model must be in exactly one group.
    """

    model_config = ConfigDict(extra="forbid")

    supported: list[str] = Field(min_length=1, description="Labels meaning the premise supports (entails) the claim.")
    contradicted: list[str] = Field(
        default_factory=list, description="Labels meaning the premise contradicts, or does not support, the claim."
    )
    neutral: list[str] = Field(
        default_factory=list, description="Labels meaning neither; counted as neutral (the entailment band decides)."
    )

    @model_validator(mode="after")
    def _disjoint(self) -> "NLILabelMapping":
        seen: dict[str, str] = {}
        for group in ("supported", "contradicted", "neutral"):
            for label in getattr(self, group):
                if _fold(label) in seen:
                    raise ValueError(f"label {label!r} is in both {seen[_fold(label)]!r} and {group!r}")
                seen[_fold(label)] = group
        return self


@dataclass(frozen=True)
class LabelColumns:
    """Output columns of the model summed into each of the three scores."""

    entailment: tuple[int, ...]
    contradiction: tuple[int, ...]
    neutral: tuple[int, ...]

    def scores(self, row: Sequence[float]) -> NLIScores:
        return NLIScores(
            entailment=float(sum(row[i] for i in self.entailment)),
            contradiction=float(sum(row[i] for i in self.contradiction)),
            neutral=float(sum(row[i] for i in self.neutral)),
        )


def resolve_label_columns(
    id2label: Mapping[Any, str], mapping: NLILabelMapping | Mapping[str, Any] | None = None
) -> LabelColumns:
    """The columns of each score, from the model's `id2label` and an optional explicit mapping.

    Without a mapping, every label must have a name whose meaning is known (see SUPPORTED_NAMES etc.);
    otherwise the error names the labels and shows the mapping to configure.
    """
    labels = {int(index): str(name) for index, name in id2label.items()}
    by_name = {_fold(name): index for index, name in labels.items()}
    shown = [labels[i] for i in sorted(labels)]
    if mapping is not None:
        mapping = NLILabelMapping.model_validate(mapping)
        groups = {"supported": mapping.supported, "contradicted": mapping.contradicted, "neutral": mapping.neutral}
        unknown = [label for names in groups.values() for label in names if _fold(label) not in by_name]
        if unknown:
            raise ValueError(f"NLI label mapping names {unknown}, which the model does not have; its labels are {shown}")
        columns = {group: tuple(by_name[_fold(label)] for label in names) for group, names in groups.items()}
        unassigned = [labels[i] for i in sorted(labels) if not any(i in c for c in columns.values())]
        if unassigned:
            raise ValueError(
                f"NLI label mapping leaves the model's labels {unassigned} unassigned; put each of {shown} in "
                f"supported, contradicted or neutral"
            )
        return LabelColumns(columns["supported"], columns["contradicted"], columns["neutral"])

    groups_found: dict[str, list[int]] = {"supported": [], "contradicted": [], "neutral": []}
    unknown = []
    for index in sorted(labels):
        name = _fold(labels[index])
        if name in SUPPORTED_NAMES:
            groups_found["supported"].append(index)
        elif name in CONTRADICTED_NAMES:
            groups_found["contradicted"].append(index)
        elif name in NEUTRAL_NAMES:
            groups_found["neutral"].append(index)
        else:
            unknown.append(labels[index])
    if unknown or not groups_found["supported"]:
        example = {"supported": [shown[-1]], "contradicted": shown[:-1]}
        raise ValueError(
            f"cannot tell which NLI model labels {shown} mean supported (entailment) and which contradicted"
            f"{f'; unknown: {unknown}' if unknown else ''}. Name them in the NLI config's `labels`, e.g. {example}"
        )
    return LabelColumns(
        tuple(groups_found["supported"]), tuple(groups_found["contradicted"]), tuple(groups_found["neutral"])
    )


def padding_tokens(lengths: Sequence[int], batch_size: int) -> int:
    """Pad tokens that batching sequences of `lengths`, in this order, `batch_size` at a time, adds."""
    total = 0
    for start in range(0, len(lengths), batch_size):
        batch = lengths[start : start + batch_size]
        total += max(batch) * len(batch) - sum(batch)
    return total


class NLIModel:
    """One cross-encoder NLI model, loaded once, scoring pairs in length-sorted batches."""

    def __init__(
        self,
        model: str,
        device: str | None = None,
        max_length: int = 512,
        dtype: str | None = None,
        labels: NLILabelMapping | Mapping[str, Any] | None = None,
    ) -> None:
        from sentence_transformers import CrossEncoder

        model_kwargs: dict[str, Any] = {}
        resolved_dtype = torch_dtype(dtype)
        if resolved_dtype is not None:
            model_kwargs["dtype"] = resolved_dtype
        started = time.perf_counter()
        self.model_name = model
        self._encoder = CrossEncoder(model, device=device, max_length=max_length, model_kwargs=model_kwargs)
        self._max_length = max_length
        config = self._encoder.model.config
        if int(getattr(config, "num_labels", len(config.id2label))) < 2:
            raise ValueError(f"NLI model {model} has one output ({config.id2label}); it needs two or more labels")
        self._columns = resolve_label_columns(config.id2label, labels)
        # Pad tokens of the last `score` call, sorted and as it would have been unsorted (for benchmarks and tests).
        self.last_padding: dict[str, int] = {}
        logger.info(
            "loaded NLI model %s on %s in %.1f s (label columns %s)",
            model, self._encoder.device, time.perf_counter() - started, self._columns,
        )

    @property
    def tokenizer(self) -> Any:
        return self._encoder.tokenizer

    @property
    def max_length(self) -> int:
        return self._max_length

    @property
    def max_chunk_tokens(self) -> int:
        """The largest premise, in tokens, that leaves room for a claim in the model's window."""
        return max(32, self._max_length - HYPOTHESIS_RESERVE_TOKENS)

    @property
    def device(self) -> str:
        return str(self._encoder.device)

    @property
    def label_columns(self) -> LabelColumns:
        return self._columns

    def count_tokens(self, text: str) -> int:
        """Tokens of `text` without special tokens, by the model's own tokenizer."""
        return len(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def tokenize(self, pairs: Sequence[tuple[str, str]]) -> dict[str, list[list[int]]]:
        """Token ids (and masks, type ids) of each pair, truncated to the window, unpadded."""
        return self.tokenizer(
            [premise for premise, _ in pairs],
            [hypothesis for _, hypothesis in pairs],
            truncation="longest_first",
            max_length=self._max_length,
        )

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 32) -> list[NLIScores]:
        """Scores for (premise, hypothesis) pairs, in order; `batch_size` pairs go through the model at a time.

        Pairs are tokenized once and sorted by length, so a batch pads only to its own longest pair."""
        if not pairs:
            self.last_padding = {"tokens": 0, "padded": 0, "padded_unsorted": 0}
            return []
        import torch

        encoded = self.tokenize(pairs)
        lengths = [len(ids) for ids in encoded["input_ids"]]
        order = sorted(range(len(pairs)), key=lambda i: lengths[i], reverse=True)
        self.last_padding = {
            "tokens": sum(lengths),
            "padded": padding_tokens([lengths[i] for i in order], batch_size),
            "padded_unsorted": padding_tokens(lengths, batch_size),
        }
        keys = [key for key in ("input_ids", "attention_mask", "token_type_ids") if key in encoded]
        model = self._encoder.model
        rows: list[list[float] | None] = [None] * len(pairs)
        with torch.inference_mode():
            for start in range(0, len(order), batch_size):
                batch = order[start : start + batch_size]
                features = self.tokenizer.pad(
                    {key: [encoded[key][i] for i in batch] for key in keys}, padding=True, return_tensors="pt"
                )
                features = {key: value.to(model.device) for key, value in features.items()}
                logits = model(**features).logits.float()
                probabilities = torch.softmax(logits, dim=-1).cpu().tolist()
                for index, row in zip(batch, probabilities):
                    rows[index] = row
        return [self._columns.scores(row) for row in rows]  # type: ignore[arg-type]


def load_nli_model(
    model: str,
    *,
    device: str | None = None,
    max_length: int = 512,
    dtype: str | None = None,
    labels: NLILabelMapping | Mapping[str, Any] | None = None,
) -> Any:
    """The NLI engine for `model`: the named class for a `class://module.path:ClassName?options` spec,
    else an `NLIModel`."""
    if model.startswith(ENGINE_CLASS_SCHEME):
        from gate.engines.plugin import load_class

        engine_class = load_class(model[len(ENGINE_CLASS_SCHEME):].partition("?")[0])
        return engine_class.from_spec(model, max_length=max_length)
    return NLIModel(model, device=device, max_length=max_length, dtype=dtype, labels=labels)


Pair = tuple[str, str]


class ModelCallMerger:
    """One model call at a time over everything the callers are waiting for, merged.

    `await merger.score(pairs)` queues the pairs; while a call is running, whatever arrives waits, and the next
    call takes all of it at once, up to `max_requests` callers' requests (in arrival order; the model runs it
    `model_batch_size` pairs per forward pass). Serve's `@serve.batch` alone forms a batch every `batch_wait_timeout_s` whether or not the previous
    one still holds the device, so under load the batches stay as small as one wait window's arrivals and wait
    their turn one by one; with `max_concurrent_batches` above 1 and every batch handed to one merger, the batches
    formed meanwhile go through the model together. `score_pairs` (a blocking function: the model) runs in a
    worker thread. A caller cancelled before its call starts is left out of it; one error fails every caller
    of that call, as one error fails a whole batch."""

    def __init__(self, score_pairs: Callable[[list[Pair]], list[NLIScores]], max_requests: int) -> None:
        self._score_pairs = score_pairs
        self.max_requests = max_requests
        self._waiting: list[tuple[list[Pair], int, asyncio.Future]] = []
        self._worker: asyncio.Task | None = None
        self.requests_per_call: Counter[int] = Counter()

    async def score(self, pairs: Sequence[Pair], requests: int = 1) -> list[NLIScores]:
        """Scores of `pairs`, in order; `requests` is how many callers' requests they hold (for the counts)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future = loop.create_future()
        self._waiting.append((list(pairs), requests, future))
        if self._worker is None or self._worker.done():
            self._worker = loop.create_task(self._run())
        return await future

    async def _run(self) -> None:
        taken: list[tuple[list[Pair], int, asyncio.Future]] = []
        try:
            while self._waiting:
                waiting = [item for item in self._waiting if not item[2].done()]
                taken, requests = [], 0
                for item in waiting:
                    if taken and requests + item[1] > self.max_requests:
                        break
                    taken.append(item)
                    requests += item[1]
                self._waiting = waiting[len(taken):]
                if not taken:
                    continue
                self.requests_per_call[requests] += 1
                flat = [pair for pairs, _, _ in taken for pair in pairs]
                try:
                    scores = await asyncio.to_thread(self._score_pairs, flat)
                except Exception as exc:  # noqa: BLE001 - every caller of this call gets the model's error
                    for _, _, future in taken:
                        if not future.done():
                            future.set_exception(exc)
                    continue
                offset = 0
                for pairs, _, future in taken:
                    if not future.done():
                        future.set_result(scores[offset : offset + len(pairs)])
                    offset += len(pairs)
        finally:  # cancelled (replica shutting down): nobody may wait for ever
            for _, _, future in taken + self._waiting:
                if not future.done():
                    future.cancel()
            self._waiting = []

