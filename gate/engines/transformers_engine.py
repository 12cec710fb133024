"""A transformers engine for CPU development and CI: plain `generate`, JSON through the prompt.

Model calls block, so they run in one worker thread per engine and the event loop stays free.
Prompts that arrive while the model is busy wait in a queue; the worker takes every waiting
prompt with compatible sampling settings into its next `generate` call (left-padded), so the
generator, the claim extractor and the judge share forward passes instead of queueing one
70-second generation behind another. Each prompt is measured in the model's own tokens before
it is queued (PromptTooLongError when it does not fit the context); a prompt whose caller was
cancelled or whose deadline passed stops generating at the next token, and a batch never runs
longer than `max_batch_seconds`. Temperature 0 means greedy decoding.

Streaming (`stream_generate`, for sentence-mode chat requests) stays outside the merged batches: a batch
returns only when its longest row is done, so a streamed reply gets a `generate` call of its own in a thread
of its own, whose tokens come out through transformers' AsyncTextIteratorStreamer as they are sampled; closing
the stream stops it at the next token. A continuation (`continue_final`) renders the last, assistant, message
open (the chat template's `continue_final_message`) so the model goes on from the verified prefix.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import logging
import threading
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from checks.loop import Generation
from gate.engines.config import EngineConfig
from gate.engines.llm import (
    Messages, PromptedJSONEngine, SamplingConfig, completion_budget, tool_choice_instruction, tools_offered,
)

logger = logging.getLogger(__name__)

_DTYPES = {"float16": "float16", "fp16": "float16", "half": "float16", "bfloat16": "bfloat16", "bf16": "bfloat16",
           "float32": "float32", "fp32": "float32", "float": "float32"}

# Most prompts merged into one `generate` call, and the longest one call may run.
DEFAULT_MAX_BATCH_PROMPTS = 32
DEFAULT_MAX_BATCH_SECONDS = 120.0
# After the first prompt of a batch arrives, how long the worker waits for others that are on their way.
DEFAULT_BATCH_WAIT_S = 0.01


def torch_dtype(name: str | None) -> Any:
    """The torch dtype named by `name` ('auto' and None give None: let the loader decide)."""
    if name is None or name == "auto":
        return None
    import torch

    try:
        return getattr(torch, _DTYPES[name.lower()])
    except KeyError:
        raise ValueError(f"unknown dtype {name!r}; use one of auto, {', '.join(sorted(set(_DTYPES.values())))}")


@dataclass
class _Job:
    """One prompt waiting for the worker; `cancelled` is set by its caller when it stops waiting."""

    prompt_ids: list[int]
    sampling: SamplingConfig
    max_new_tokens: int
    future: concurrent.futures.Future = field(default_factory=concurrent.futures.Future)
    cancelled: threading.Event = field(default_factory=threading.Event)

    @property
    def batch_key(self) -> tuple[Any, ...]:
        """Prompts with equal keys can share one `generate` call (greedy ones always can)."""
        stop = tuple(self.sampling.stop)
        if self.sampling.temperature <= 0:
            return ("greedy", stop)
        return ("sample", self.sampling.temperature, self.sampling.top_p, self.sampling.seed, stop)


class TransformersEngine(PromptedJSONEngine):
    """AutoModelForCausalLM + AutoTokenizer with the tokenizer's chat template."""

    def __init__(
        self,
        config: EngineConfig,
        *,
        max_batch_prompts: int = DEFAULT_MAX_BATCH_PROMPTS,
        max_batch_seconds: float = DEFAULT_MAX_BATCH_SECONDS,
        batch_wait_s: float = DEFAULT_BATCH_WAIT_S,
    ) -> None:
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
        self.context_tokens: int | None = config.max_model_len or getattr(
            self.model.config, "max_position_embeddings", None
        )
        self.max_batch_prompts = max_batch_prompts
        self.max_batch_seconds = max_batch_seconds
        self.batch_wait_s = batch_wait_s
        self.batch_sizes: collections.Counter[int] = collections.Counter()
        self._queue: collections.deque[_Job] = collections.deque()
        self._cond = threading.Condition()
        self._closed = False
        self._worker = threading.Thread(target=self._work, name=f"generate-{config.model[-24:]}", daemon=True)
        self._worker.start()
        logger.info("loaded %s on %s in %.1f s (context %s tokens)", config.model, self.device,
                    time.perf_counter() - started, self.context_tokens)

    # -- the asyncio side -------------------------------------------------------------------
    def count_prompt_tokens(self, messages: Messages, sampling: SamplingConfig | None = None) -> int:
        """Tokens of the chat-templated prompt (with the tools offered), by the model's own tokenizer."""
        return len(self._prompt_ids(messages, sampling))

    def _prompt_ids(self, messages: Messages, sampling: SamplingConfig | None = None,
                    continue_final: bool = False) -> list[int]:
        """The chat template applied to `messages` and, when offered, the tools (the template's own tool format);
        with `continue_final` the last (assistant) message is left open for the model to continue."""
        tools = tools_offered(sampling) if sampling is not None else None
        instruction = tool_choice_instruction(sampling) if sampling is not None else None
        if instruction and not continue_final:
            messages = [*messages, {"role": "system", "content": instruction}]
        if continue_final:
            prompt = self.tokenizer.apply_chat_template(messages, tools=tools, tokenize=False,
                                                        add_generation_prompt=False, continue_final_message=True)
        else:
            prompt = self.tokenizer.apply_chat_template(messages, tools=tools, tokenize=False,
                                                        add_generation_prompt=True)
        return list(self.tokenizer(prompt, add_special_tokens=False)["input_ids"])

    def _jobs_for(self, messages_list: list[Messages], sampling: SamplingConfig) -> list[_Job]:
        jobs = []
        for messages in messages_list:
            prompt_ids = self._prompt_ids(messages, sampling)
            budget = completion_budget(len(prompt_ids), sampling.max_tokens, self.context_tokens)
            jobs.append(_Job(prompt_ids, sampling, budget))
        return jobs

    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        jobs = await asyncio.to_thread(self._jobs_for, list(messages_list), sampling)
        with self._cond:
            if self._closed:
                raise RuntimeError("the engine is shut down")
            self._queue.extend(jobs)
            self._cond.notify()
        try:
            return list(await asyncio.gather(*(asyncio.wrap_future(job.future) for job in jobs)))
        except BaseException:
            # Cancelled (client gone, deadline passed) or a sibling failed: stop every row of ours.
            for job in jobs:
                job.cancelled.set()
            raise

    async def stream_generate(
        self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None, *, continue_final: bool = False
    ) -> AsyncIterator[str | Generation]:
        """The reply's text as it is sampled, then a Generation with the token counts (see the module docstring).
        The prompt is measured and bounded like a batched one (PromptTooLongError); a stop string ends the reply
        before it."""
        from transformers import AsyncTextIteratorStreamer, StoppingCriteria, StoppingCriteriaList

        sampling = SamplingConfig.coerce(sampling)
        prompt_ids = await asyncio.to_thread(self._prompt_ids, messages, sampling, continue_final)
        budget = completion_budget(len(prompt_ids), sampling.max_tokens, self.context_tokens)
        if self._closed:
            raise RuntimeError("the engine is shut down")
        torch = self._torch
        streamer = AsyncTextIteratorStreamer(self.tokenizer, skip_prompt=True, skip_special_tokens=True)
        stopped = threading.Event()
        counted = {"tokens": 0}

        class Stop(StoppingCriteria):
            """Stops when the caller closed the stream; counts the tokens generated."""

            def __call__(self, ids: Any, scores: Any, **kwargs: Any) -> Any:
                counted["tokens"] = ids.shape[1] - len(prompt_ids)
                return torch.full((ids.shape[0],), stopped.is_set(), dtype=torch.bool, device=ids.device)

        kwargs: dict[str, Any] = {
            "input_ids": torch.tensor([prompt_ids]).to(self.device), "max_new_tokens": budget, "streamer": streamer,
            "pad_token_id": self.tokenizer.pad_token_id, "eos_token_id": self.tokenizer.eos_token_id,
            "stopping_criteria": StoppingCriteriaList([Stop()]), "max_time": self.max_batch_seconds,
        }
        if sampling.temperature > 0:
            kwargs.update(do_sample=True, temperature=sampling.temperature, top_p=sampling.top_p)
        else:
            kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)

        failed: list[BaseException] = []

        def run() -> None:
            try:
                if sampling.seed is not None and sampling.temperature > 0:
                    torch.manual_seed(sampling.seed)
                with torch.inference_mode():
                    self.model.generate(**kwargs)
            except BaseException as exc:  # raised to the caller at the end of the stream (unless it left)
                if not stopped.is_set():
                    failed.append(exc)
                with contextlib.suppress(RuntimeError):  # the caller's loop may be gone already
                    streamer.end()

        started = time.perf_counter()
        thread = threading.Thread(target=run, name="generate-stream", daemon=True)
        thread.start()
        text = ""
        try:
            async for piece in streamer:
                if not piece:
                    continue
                cut = _stop_cut(text + piece, sampling.stop)
                if cut is not None:
                    if cut > len(text):
                        yield (text + piece)[len(text):cut]
                    text = (text + piece)[:cut]
                    break
                text += piece
                yield piece
        finally:
            stopped.set()  # closed early, cancelled or done: the thread stops at its next token
        if failed:
            raise RuntimeError(f"streamed generate failed: {type(failed[0]).__name__}") from failed[0]
        yield Generation(text=text, prompt_tokens=len(prompt_ids), completion_tokens=counted["tokens"],
                         latency_ms=(time.perf_counter() - started) * 1000.0, model=self.model_name)

    def is_healthy(self) -> bool:
        """False once the worker thread has died: the deployment's check_health reports it."""
        return self._worker.is_alive() and not self._closed

    def shutdown(self) -> None:
        with self._cond:
            self._closed = True
            for job in self._queue:
                job.future.cancel()
            self._queue.clear()
            self._cond.notify_all()

    # -- the worker thread ------------------------------------------------------------------
    def _next_batch(self) -> list[_Job] | None:
        with self._cond:
            while not self._queue and not self._closed:
                self._cond.wait()
            if self._closed:
                return None
            # Prompts of concurrent requests arrive a few milliseconds apart: give them a moment to join.
            gather_until = time.monotonic() + self.batch_wait_s
            while len(self._queue) < self.max_batch_prompts and not self._closed:
                remaining = gather_until - time.monotonic()
                if remaining <= 0:
                    break
                self._cond.wait(remaining)
            if self._closed:
                return None
            first = self._queue.popleft()
            batch, skipped = [first], []
            while self._queue and len(batch) < self.max_batch_prompts:
                job = self._queue.popleft()
                (batch if job.batch_key == first.batch_key else skipped).append(job)
            self._queue.extendleft(reversed(skipped))
        runnable = []
        for job in batch:
            if job.cancelled.is_set():
                job.future.cancel()
            elif job.future.set_running_or_notify_cancel():
                runnable.append(job)
        return runnable

    def _work(self) -> None:
        while True:
            batch = self._next_batch()
            if batch is None:
                return
            if not batch:
                continue
            try:
                generations = self._run(batch)
            except BaseException as exc:  # the worker must survive a failed batch; callers get the error
                logger.warning("generate failed for a batch of %d: %s", len(batch), type(exc).__name__)
                for job in batch:
                    if not job.future.done():
                        job.future.set_exception(exc)
                continue
            for job, generation in zip(batch, generations):
                if job.cancelled.is_set():
                    job.future.set_exception(asyncio.CancelledError())
                else:
                    job.future.set_result(generation)

    def _run(self, batch: list[_Job]) -> list[Generation]:
        torch = self._torch
        from transformers import StoppingCriteria, StoppingCriteriaList

        width = max(len(job.prompt_ids) for job in batch)
        pad_id = self.tokenizer.pad_token_id
        input_ids = torch.tensor([[pad_id] * (width - len(j.prompt_ids)) + j.prompt_ids for j in batch])
        attention = torch.tensor([[0] * (width - len(j.prompt_ids)) + [1] * len(j.prompt_ids) for j in batch])
        limits = torch.tensor([job.max_new_tokens for job in batch])
        cancelled = [job.cancelled for job in batch]

        class RowStop(StoppingCriteria):
            """Stops a row once it has its own max_new_tokens, or when its caller stopped waiting."""

            def __call__(self, ids: Any, scores: Any, **kwargs: Any) -> Any:
                done = (ids.shape[1] - width) >= limits.to(ids.device)
                flags = torch.tensor([event.is_set() for event in cancelled], device=ids.device)
                return done | flags

        sampling = batch[0].sampling
        generate_kwargs: dict[str, Any] = {
            "max_new_tokens": int(limits.max()),
            "pad_token_id": pad_id,
            "eos_token_id": self.tokenizer.eos_token_id,
            "stopping_criteria": StoppingCriteriaList([RowStop()]),
            "max_time": self.max_batch_seconds,
        }
        if sampling.stop:
            generate_kwargs.update(stop_strings=list(sampling.stop), tokenizer=self.tokenizer)
        if sampling.temperature > 0:
            generate_kwargs.update(do_sample=True, temperature=sampling.temperature, top_p=sampling.top_p)
        else:
            generate_kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        self.batch_sizes[len(batch)] += 1
        started = time.perf_counter()
        if sampling.seed is not None and sampling.temperature > 0:
            torch.manual_seed(sampling.seed)
        with torch.inference_mode():
            output = self.model.generate(
                input_ids=input_ids.to(self.device), attention_mask=attention.to(self.device), **generate_kwargs
            )
        elapsed_ms = (time.perf_counter() - started) * 1000.0

        generations = []
        for row, job in enumerate(batch):
            completion_ids = output[row, width:].tolist()[: job.max_new_tokens]
            completion_length = _completion_length(completion_ids, self.tokenizer.eos_token_id, pad_id)
            generations.append(
                Generation(
                    text=self.tokenizer.decode(completion_ids[:completion_length], skip_special_tokens=True),
                    prompt_tokens=len(job.prompt_ids),
                    completion_tokens=completion_length,
                    latency_ms=elapsed_ms,
                    model=self.model_name,
                )
            )
        return generations


def _stop_cut(text: str, stops: Sequence[str]) -> int | None:
    """Where `text` ends before its first stop string, or None."""
    cuts = [text.find(stop) for stop in stops if stop and stop in text]
    return min(cuts) if cuts else None


def _completion_length(token_ids: list[int], eos_id: int | None, pad_id: int | None) -> int:
    """Generated tokens up to and including the first end-of-sequence token (the rest is padding)."""
    for index, token_id in enumerate(token_ids):
        if token_id == eos_id:
            return index + 1
    length = len(token_ids)
    while length and pad_id is not None and pad_id != eos_id and token_ids[length - 1] == pad_id:
        length -= 1
    return length
