"""The NLI cross-encoder: softmaxed (entailment, contradiction, neutral) for (premise, hypothesis) pairs.

A thin wrapper around `sentence_transformers.CrossEncoder`. The label order comes from the model's
`config.id2label`, never assumed. On a GPU, `dtype` float16/bfloat16 halves memory and time.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from checks.groundedness import NLIScores
from gate.engines.transformers_engine import torch_dtype

logger = logging.getLogger(__name__)

REQUIRED_LABELS = ("entailment", "contradiction", "neutral")
# Room left in the model's window for the hypothesis (a claim) and the special tokens.
HYPOTHESIS_RESERVE_TOKENS = 96


class NLIModel:
    """One cross-encoder NLI model, loaded once, scoring pairs in batches."""

    def __init__(self, model: str, device: str | None = None, max_length: int = 512, dtype: str | None = None) -> None:
        from sentence_transformers import CrossEncoder

        model_kwargs: dict[str, Any] = {}
        resolved_dtype = torch_dtype(dtype)
        if resolved_dtype is not None:
            model_kwargs["dtype"] = resolved_dtype
        started = time.perf_counter()
        self.model_name = model
        self._encoder = CrossEncoder(model, device=device, max_length=max_length, model_kwargs=model_kwargs)
        self._max_length = max_length
        self._label_index = self._label_indices(self._encoder.model.config.id2label)
        logger.info(
            "loaded NLI model %s on %s in %.1f s (labels %s)",
            model, self._encoder.device, time.perf_counter() - started, self._label_index,
        )

    @staticmethod
    def _label_indices(id2label: dict[Any, str]) -> dict[str, int]:
        by_name = {str(label).lower(): int(index) for index, label in id2label.items()}
        missing = [label for label in REQUIRED_LABELS if label not in by_name]
        if missing:
            raise ValueError(f"NLI model labels {sorted(by_name)} lack {missing}; expected {list(REQUIRED_LABELS)}")
        return {label: by_name[label] for label in REQUIRED_LABELS}

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

    def count_tokens(self, text: str) -> int:
        """Tokens of `text` without special tokens, by the model's own tokenizer."""
        return len(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 32) -> list[NLIScores]:
        """Scores for (premise, hypothesis) pairs, in order; `batch_size` pairs go through the model at a time."""
        if not pairs:
            return []
        probabilities = self._encoder.predict(
            [(premise, hypothesis) for premise, hypothesis in pairs],
            batch_size=batch_size,
            apply_softmax=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        entailment, contradiction, neutral = (self._label_index[label] for label in REQUIRED_LABELS)
        return [
            NLIScores(entailment=float(row[entailment]), contradiction=float(row[contradiction]),
                      neutral=float(row[neutral]))
            for row in probabilities.tolist()
        ]
