"""A transformers engine for CPU development and CI: plain `generate`, JSON through the prompt.

Model calls block, so they run in a worker thread (`asyncio.to_thread`) behind a lock: one
`generate` at a time per engine, the event loop stays free. A batch of chats is left-padded
into one `generate` call. Temperature 0 means greedy decoding.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines.llm import Messages, PromptedJSONEngine, SamplingConfig

logger = logging.getLogger(__name__)

_DTYPES = {"float16": "float16", "fp16": "float16", "half": "float16", "bfloat16": "bfloat16", "bf16": "bfloat16",
           "float32": "float32", "fp32": "float32", "float": "float32"}


def torch_dtype(name: str | None) -> Any:
    """The torch dtype named by `name` ('auto' and None give None: let the loader decide)."""
    if name is None or name == "auto":
        return None
    import torch

    try:
        return getattr(torch, _DTYPES[name.lower()])
    except KeyError:
        raise ValueError(f"unknown dtype {name!r}; use one of auto, {', '.join(sorted(set(_DTYPES.values())))}")


class TransformersEngine(PromptedJSONEngine):
    """AutoModelForCausalLM + AutoTokenizer with the tokenizer's chat template."""

    def __init__(self, config: EngineConfig) -> None:
        super().__init__(config)
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self._torch = torch
        self.device = config.device or ("cuda" if torch.cuda.is_available() else "cpu")
        load_kwargs: dict[str, Any] = dict(config.engine_kwargs)
        dtype = torch_dtype(config.dtype)
        if dtype is not None:
            load_kwargs["dtype"] = dtype
        started = time.perf_counter()
        self.tokenizer = AutoTokenizer.from_pretrained(config.model)
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(config.model, **load_kwargs).to(self.device).eval()
        self._lock = threading.Lock()
        logger.info("loaded %s on %s in %.1f s", config.model, self.device, time.perf_counter() - started)

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        return await asyncio.to_thread(self._generate_blocking, list(messages_list), sampling)

    def _generate_blocking(self, messages_list: list[Messages], sampling: SamplingConfig) -> list[Generation]:
        torch = self._torch
        prompts = [
            self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
            for messages in messages_list
        ]
        inputs = self.tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=False)
        if self.config.max_model_len is not None and inputs["input_ids"].shape[1] >= self.config.max_model_len:
            raise ValueError(f"prompt of {inputs['input_ids'].shape[1]} tokens does not fit "
                             f"max_model_len {self.config.max_model_len}")
        max_new_tokens = sampling.max_tokens
        if self.config.max_model_len is not None:
            max_new_tokens = min(max_new_tokens, self.config.max_model_len - inputs["input_ids"].shape[1])
        inputs = {name: tensor.to(self.device) for name, tensor in inputs.items()}
        generate_kwargs: dict[str, Any] = {
            "max_new_tokens": max_new_tokens,
            "pad_token_id": self.tokenizer.pad_token_id,
            "eos_token_id": self.tokenizer.eos_token_id,
        }
        if sampling.temperature > 0:
            generate_kwargs.update(do_sample=True, temperature=sampling.temperature, top_p=sampling.top_p)
        else:
            generate_kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)

        with self._lock:
            started = time.perf_counter()
            if sampling.seed is not None:
                torch.manual_seed(sampling.seed)
            with torch.inference_mode():
                output = self.model.generate(**inputs, **generate_kwargs)
            elapsed_ms = (time.perf_counter() - started) * 1000.0

        prompt_length = inputs["input_ids"].shape[1]
        prompt_tokens = inputs["attention_mask"].sum(dim=1).tolist()
        generations = []
        for row, completion in enumerate(output[:, prompt_length:]):
            completion_ids = completion.tolist()
            completion_length = _completion_length(
                completion_ids, self.tokenizer.eos_token_id, self.tokenizer.pad_token_id
            )
            generations.append(
                Generation(
                    text=self.tokenizer.decode(completion_ids[:completion_length], skip_special_tokens=True),
                    prompt_tokens=int(prompt_tokens[row]),
                    completion_tokens=completion_length,
                    latency_ms=elapsed_ms,
                    model=self.model_name,
                )
            )
        return generations


def _completion_length(token_ids: list[int], eos_id: int | None, pad_id: int | None) -> int:
    """Generated tokens up to and including the first end-of-sequence token (the rest is padding)."""
    for index, token_id in enumerate(token_ids):
        if token_id == eos_id:
            return index + 1
    length = len(token_ids)
    while length and pad_id is not None and pad_id != eos_id and token_ids[length - 1] == pad_id:
        length -= 1
    return length
