"""A vLLM engine for GPUs: `AsyncLLM` (v1 engine), continuous batching, schema-constrained JSON.

vLLM is imported inside the constructor, so this module imports anywhere; constructing the
engine needs vllm and a CUDA device. Every prompt is its own request to the engine, which
schedules concurrent requests together. JSON requests carry the schema as a structured-output
constraint and are still validated with pydantic by the shared code. Each prompt is measured
in the model's own tokens before it is submitted: one that leaves no room in `max_model_len`
raises PromptTooLongError, and `max_tokens` is cut to what the context leaves. Cancelling the
caller (client gone, deadline passed) aborts the engine request.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines.llm import Messages, PromptedJSONEngine, SamplingConfig, completion_budget

logger = logging.getLogger(__name__)


class VLLMEngine(PromptedJSONEngine):
    """`vllm.v1.engine.async_llm.AsyncLLM` behind the LLMEngine interface."""

    def __init__(self, config: EngineConfig) -> None:
        super().__init__(config)
        from vllm.engine.arg_utils import AsyncEngineArgs
        from vllm.v1.engine.async_llm import AsyncLLM

        engine_args: dict[str, Any] = {
            "model": config.model,
            "gpu_memory_utilization": config.gpu_memory_utilization,
            "tensor_parallel_size": config.tensor_parallel_size,
        }
        if config.dtype is not None:
            engine_args["dtype"] = config.dtype
        if config.max_model_len is not None:
            engine_args["max_model_len"] = config.max_model_len
        engine_args.update(config.engine_kwargs)
        started = time.perf_counter()
        self._engine = AsyncLLM.from_engine_args(AsyncEngineArgs(**engine_args))
        self._tokenizer = self._engine.get_tokenizer()
        self.context_tokens: int | None = config.max_model_len or _engine_max_model_len(self._engine)
        logger.info("vLLM engine for %s ready in %.1f s", config.model, time.perf_counter() - started)

    def count_prompt_tokens(self, messages: Messages) -> int:
        """Tokens of the chat-templated prompt, by the model's own tokenizer."""
        return len(self._prompt_ids(messages))

    def _prompt_ids(self, messages: Messages) -> list[int]:
        prompt = self._tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        return list(self._tokenizer.encode(prompt, add_special_tokens=False))

    def _sampling_params(self, sampling: SamplingConfig, schema: type[BaseModel] | None, max_tokens: int) -> Any:
        from vllm.sampling_params import RequestOutputKind, SamplingParams, StructuredOutputsParams

        structured = StructuredOutputsParams(json=schema.model_json_schema()) if schema is not None else None
        return SamplingParams(
            max_tokens=max_tokens,
            temperature=sampling.temperature,
            top_p=sampling.top_p,
            seed=sampling.seed,
            output_kind=RequestOutputKind.FINAL_ONLY,
            structured_outputs=structured,
        )

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        # Every prompt is measured (and refused) before any is submitted.
        prompts = [self._prompt_ids(messages) for messages in messages_list]
        budgets = [completion_budget(len(ids), sampling.max_tokens, self.context_tokens) for ids in prompts]
        return list(await asyncio.gather(*(
            self._generate_one(ids, self._sampling_params(sampling, schema, budget))
            for ids, budget in zip(prompts, budgets)
        )))

    async def _generate_one(self, prompt_ids: list[int], params: Any) -> Generation:
        from vllm.inputs import TokensPrompt

        started = time.perf_counter()
        final = None
        prompt = TokensPrompt(prompt_token_ids=prompt_ids)
        async for output in self._engine.generate(prompt, params, request_id=uuid.uuid4().hex):
            final = output
        if final is None or not final.outputs:
            raise RuntimeError("vLLM returned no output")
        completion = final.outputs[0]
        return Generation(
            text=completion.text,
            prompt_tokens=len(final.prompt_token_ids or ()),
            completion_tokens=len(completion.token_ids),
            latency_ms=(time.perf_counter() - started) * 1000.0,
            model=self.model_name,
        )

    async def check_health(self) -> None:
        """Raises when the engine's core process is dead: Serve then restarts the replica."""
        await self._engine.check_health()

    def shutdown(self) -> None:
        """Stop the engine's background process."""
        self._engine.shutdown()


def _engine_max_model_len(engine: Any) -> int | None:
    """The context length the engine settled on (the model's own unless max_model_len was given)."""
    model_config = getattr(engine, "model_config", None)
    return getattr(model_config, "max_model_len", None)
