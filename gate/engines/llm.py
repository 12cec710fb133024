"""The LLM engine interface every backend implements, and the JSON-with-schema logic they share.

An engine turns chat messages into `checks.loop.Generation`s. `generate_many` and
`generate_json_many` take many prompts in one call so that the engine can batch them
(transformers pads them into one `generate`). Structured output is
always validated with pydantic here, whatever the engine: a reply that does not validate gets
one repair attempt (the model is told the validation error), then `StructuredOutputError`.
"""

from __future__ import annotations

import abc
import dataclasses
import json
import logging
import re
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from checks.builtin.json_schema import JsonSchemaCheck
from checks.context import RequestContext
from checks.loop import Generation
from checks.text.json_text import NotJSON, parse_json
from gate.engines.config import EngineConfig
from gate.engines.plugin import load_class
from gate.engines.tool_calls import arguments_text, parse_tool_calls, tool_names

logger = logging.getLogger(__name__)

Messages = list[dict[str, Any]]
SchemaT = TypeVar("SchemaT", bound=BaseModel)

JSON_INSTRUCTION = (
    "Reply with one JSON object and nothing else: no prose, no code fence. "
    "It must validate against this JSON schema:\n{schema}"
)
JSON_OBJECT_INSTRUCTION = "Reply with one JSON object and nothing else: no prose, no code fence."
REPAIR_INSTRUCTION = (
    "Your reply was not a valid JSON object for the schema: {error}\n"
    "Reply again with only the corrected JSON object."
)


# A repair prompt shows the model its invalid reply; a runaway reply is cut to keep the prompt bounded.
MAX_ECHOED_REPLY_CHARS = 4000


class SamplingConfig(BaseModel):
    """How to sample one generation."""

    model_config = ConfigDict(extra="forbid")

    max_tokens: int = Field(default=512, ge=1, description="Maximum number of tokens to generate.")
    temperature: float = Field(default=0.0, ge=0.0, description="Sampling temperature; 0 means greedy decoding.")
    top_p: float = Field(default=1.0, gt=0.0, le=1.0, description="Nucleus sampling probability mass.")
    seed: int | None = Field(default=None, description="Random seed for sampling; None leaves it to the engine.")
    stop: list[str] = Field(
        default_factory=list, max_length=4,
        description="Strings that end the reply where they first appear (not included in it); OpenAI's `stop`.",
    )
    tools: list[dict[str, Any]] | None = Field(
        default=None,
        description="OpenAI function tools the model may call; the engine renders them with the model's chat template "
        "and parses its tool-call format into Generation.tool_calls.",
    )
    tool_choice: str | dict[str, Any] | None = Field(
        default=None,
        description="OpenAI's tool_choice: 'none', 'auto' (the default with tools), 'required' or "
        "{type: function, function: {name}}.",
    )
    user: str | None = Field(default=None, description="The end user's ID (OpenAI's `user`), passed to the engine.")
    response_format: dict[str, Any] | None = Field(
        default=None,
        description="OpenAI's response_format for a JSON answer ({type: json_object} or {type: json_schema, "
        "json_schema: {name, schema}}); a server that decodes to it (vLLM) gets it as it is, a local engine is "
        "prompted for it and repairs once (`PromptedJSONEngine.generate`). None: text.",
    )

    @classmethod
    def coerce(cls, value: "SamplingConfig | dict[str, Any] | None") -> "SamplingConfig":
        """Accept a SamplingConfig, a plain dict (what callers without this package pass) or None (defaults)."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        return cls.model_validate(value)


class StructuredOutputError(ValueError):
    """The model's reply did not validate against the requested schema, even after one repair attempt."""

    def __init__(self, schema_name: str, error: str, raw_text: str) -> None:
        super().__init__(f"{schema_name}: model output did not validate after one repair attempt: {error}")
        self.schema_name = schema_name
        self.error = error
        self.raw_text = raw_text

    def __reduce__(self) -> tuple[Any, ...]:
        # Crosses process boundaries (Ray) as a value inside generate_json_many's results.
        return (type(self), (self.schema_name, self.error, self.raw_text))


class PromptTooLongError(ValueError):
    """A prompt, measured in the model's own tokens, leaves no room for a reply in the engine's context.

    The service answers it with HTTP 413 (`context_length_exceeded`): the request's passages or
    question must shrink. Never retried: the next attempt's prompt is longer still."""

    def __init__(self, prompt_tokens: int, context_tokens: int) -> None:
        super().__init__(
            f"the prompt is {prompt_tokens} tokens; the model's context holds {context_tokens} "
            "(prompt plus at least one generated token)"
        )
        self.prompt_tokens = prompt_tokens
        self.context_tokens = context_tokens

    def __reduce__(self) -> tuple[Any, ...]:
        # Crosses process boundaries (Ray) from the Generator to the ingress.
        return (type(self), (self.prompt_tokens, self.context_tokens))


def completion_budget(prompt_tokens: int, max_tokens: int, context_tokens: int | None) -> int:
    """Tokens a reply may take: `max_tokens`, cut to what the context leaves after the prompt.

    Raises PromptTooLongError when the prompt leaves no room at all."""
    if context_tokens is None:
        return max_tokens
    if prompt_tokens >= context_tokens:
        raise PromptTooLongError(prompt_tokens, context_tokens)
    return min(max_tokens, context_tokens - prompt_tokens)


@runtime_checkable
class LLMEngine(Protocol):
    """What the generator, the claim extractor and the judge need from a model."""

    @property
    def model_name(self) -> str: ...

    async def generate(self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None) -> Generation:
        """One completion for one chat."""
        ...

    async def generate_many(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> list[Generation]:
        """One completion per chat, submitted together so that the engine batches them."""
        ...

    async def generate_json(
        self, messages: Messages, schema: type[SchemaT], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> SchemaT:
        """One reply validated against `schema`; raises StructuredOutputError."""
        ...

    async def generate_json_many(
        self,
        messages_list: Sequence[Messages],
        schema: type[SchemaT],
        sampling: SamplingConfig | dict[str, Any] | None = None,
        *,
        return_exceptions: bool = False,
    ) -> list[Any]:
        """One validated reply per chat, in order. With `return_exceptions`, a reply that failed validation is
        returned as its StructuredOutputError instead of raising for the whole batch."""
        ...


def schema_instruction(schema: type[BaseModel]) -> str:
    """The system-prompt paragraph that asks for JSON matching `schema`."""
    return JSON_INSTRUCTION.format(schema=json.dumps(schema.model_json_schema(), separators=(",", ":")))


def with_schema_instruction(messages: Messages, schema: type[BaseModel]) -> Messages:
    """`messages` with the schema instruction appended to the system message (one is added if absent)."""
    return with_instruction(messages, schema_instruction(schema))


def with_instruction(messages: Messages, instruction: str) -> Messages:
    """`messages` with `instruction` appended to the system message (one is added if absent)."""
    messages = [dict(message) for message in messages]
    if messages and messages[0].get("role") == "system":
        messages[0]["content"] = f"{messages[0]['content']}\n\n{instruction}"
    else:
        messages.insert(0, {"role": "system", "content": instruction})
    return messages


_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE)
def format_instruction(response_format: dict[str, Any]) -> str:
    """The system-prompt paragraph that asks for a request's `response_format` (json_object or json_schema)."""
    schema = (response_format.get("json_schema") or {}).get("schema")
    if response_format.get("type") == "json_schema" and schema is not None:
        return JSON_INSTRUCTION.format(schema=json.dumps(schema, separators=(",", ":"), ensure_ascii=False))
    return JSON_OBJECT_INSTRUCTION


def json_reply(text: str) -> str:
    """The JSON of a reply that wrapped it in a code fence or prose (the first { to the last }; an array only when
    the reply opens with it, since prose holds citation markers such as [1]), or the reply as it is when no JSON is
    found in it."""
    candidate = _FENCE.sub("", text.strip()).strip()
    pieces = [candidate]
    start, end = candidate.find("{"), candidate.rfind("}")
    if start != -1 and end > start:
        pieces.append(candidate[start:end + 1])
    if candidate.startswith("[") and candidate.rfind("]") > 0:
        pieces.append(candidate[:candidate.rfind("]") + 1])
    for piece in pieces:
        try:
            parse_json(piece)
        except NotJSON:
            continue
        return piece
    return text


def parse_json_reply(text: str, schema: type[SchemaT]) -> SchemaT:
    """Validate a model reply against `schema`, tolerating a code fence or prose around one JSON object.

    Raises ValueError (pydantic's ValidationError or a plain one) with a message fit to show the model.
    """
    candidate = _FENCE.sub("", text.strip())
    try:
        return schema.model_validate_json(candidate)
    except ValidationError as exc:
        first_error = exc
    start, end = candidate.find("{"), candidate.rfind("}")
    if start != -1 and end > start:
        try:
            return schema.model_validate_json(candidate[start : end + 1])
        except ValidationError as exc:
            first_error = exc
    raise ValueError(_short_validation_error(first_error)) from first_error


def _short_validation_error(error: ValidationError) -> str:
    parts = []
    for item in error.errors(include_url=False)[:5]:
        location = ".".join(str(p) for p in item.get("loc", ())) or "(root)"
        parts.append(f"{location}: {item.get('msg')}")
    return "; ".join(parts)


class PromptedJSONEngine(abc.ABC):
    """Shared implementation of the LLMEngine methods over one primitive, `_generate_batch`.

    JSON goes through the prompt (the schema is in the system message); engines that can constrain
    decoding receive the schema in `_generate_batch` as well. Either way the reply is
    validated here, with one repair attempt.
    """

    # True where `_generate_batch` hands `sampling.response_format` to a server that decodes to it (vLLM behind the
    # OpenAI chat handle); otherwise `generate` prompts for the format and repairs once.
    forwards_response_format: bool = False

    def __init__(self, config: EngineConfig) -> None:
        self.config = config

    @property
    def model_name(self) -> str:
        return self.config.model

    @abc.abstractmethod
    async def _generate_batch(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig, schema: type[BaseModel] | None
    ) -> list[Generation]:
        """One generation per chat, in order; `schema` is set for JSON requests."""

    async def generate(self, messages: Messages, sampling: SamplingConfig | dict[str, Any] | None = None) -> Generation:
        sampling = SamplingConfig.coerce(sampling)
        if sampling.response_format is not None and not self.forwards_response_format:
            return await self._generate_formatted(messages, sampling)
        generation = (await self._generate_batch([messages], sampling, None))[0]
        return with_stop_and_tool_calls(generation, sampling)

    async def _generate_formatted(self, messages: Messages, sampling: SamplingConfig) -> Generation:
        """A JSON answer from an engine that cannot decode to a schema: the format is asked for in the system
        message, the reply is cut to its JSON and checked (`json_schema`'s own check), and a reply that fails is
        repaired once, as the claim extractor's are. What still fails goes back as it is: the gate's check fails it
        and the retry carries the validation errors."""
        check = JsonSchemaCheck.for_response_format(sampling.response_format or {})
        prompt = with_instruction(messages, format_instruction(sampling.response_format or {}))
        generation = with_stop_and_tool_calls((await self._generate_batch([prompt], sampling, None))[0], sampling)
        if generation.tool_calls:
            return generation
        text = json_reply(generation.text)
        verdict = await check.check(text, RequestContext())  # the format only: no request behind it
        if verdict.passed:
            return dataclasses.replace(generation, text=text)
        logger.info("a %s reply did not validate; one repair attempt", check.settings.type)
        repair = prompt + [
            {"role": "assistant", "content": generation.text[:MAX_ECHOED_REPLY_CHARS]},
            {"role": "user", "content": REPAIR_INSTRUCTION.format(error=verdict.feedback)},
        ]
        repaired = with_stop_and_tool_calls((await self._generate_batch([repair], sampling, None))[0], sampling)
        if repaired.tool_calls:
            return repaired
        return dataclasses.replace(
            repaired, text=json_reply(repaired.text),
            prompt_tokens=_total(generation.prompt_tokens, repaired.prompt_tokens),
            completion_tokens=_total(generation.completion_tokens, repaired.completion_tokens),
            latency_ms=_total(generation.latency_ms, repaired.latency_ms),
        )

    async def generate_many(
        self, messages_list: Sequence[Messages], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> list[Generation]:
        if not messages_list:
            return []
        return await self._generate_batch(list(messages_list), SamplingConfig.coerce(sampling), None)

    async def generate_json(
        self, messages: Messages, schema: type[SchemaT], sampling: SamplingConfig | dict[str, Any] | None = None
    ) -> SchemaT:
        return (await self.generate_json_many([messages], schema, sampling))[0]

    async def generate_json_many(
        self,
        messages_list: Sequence[Messages],
        schema: type[SchemaT],
        sampling: SamplingConfig | dict[str, Any] | None = None,
        *,
        return_exceptions: bool = False,
    ) -> list[Any]:
        sampling = SamplingConfig.coerce(sampling)
        prompts = [with_schema_instruction(messages, schema) for messages in messages_list]
        if not prompts:
            return []
        results: list[Any] = [None] * len(prompts)
        failures: list[tuple[int, str, str]] = []
        for index, generation in enumerate(await self._generate_batch(prompts, sampling, schema)):
            try:
                results[index] = parse_json_reply(generation.text, schema)
            except ValueError as exc:
                failures.append((index, str(exc), generation.text))

        if failures:
            logger.info("%d of %d %s replies did not validate; one repair attempt", len(failures), len(prompts),
                        schema.__name__)
            repair_prompts = [
                prompts[index]
                + [
                    {"role": "assistant", "content": text[:MAX_ECHOED_REPLY_CHARS]},
                    {"role": "user", "content": REPAIR_INSTRUCTION.format(error=error)},
                ]
                for index, error, text in failures
            ]
            repaired = await self._generate_batch(repair_prompts, sampling, schema)
            for (index, _, _), generation in zip(failures, repaired, strict=True):
                try:
                    results[index] = parse_json_reply(generation.text, schema)
                except ValueError as exc:
                    results[index] = StructuredOutputError(schema.__name__, str(exc), generation.text)

        if not return_exceptions:
            for result in results:
                if isinstance(result, StructuredOutputError):
                    raise result
        return results


def _total(first: float | int | None, second: float | int | None) -> Any:
    """The sum of two counts, None when neither is known."""
    return None if first is None and second is None else (first or 0) + (second or 0)


def tools_offered(sampling: SamplingConfig) -> list[dict[str, Any]] | None:
    """The tools the prompt shows the model: none when tool_choice is 'none'."""
    if not sampling.tools or sampling.tool_choice == "none":
        return None
    return sampling.tools


def tool_choice_instruction(sampling: SamplingConfig) -> str | None:
    """A system line that asks for a call when tool_choice requires one (engines without constrained decoding)."""
    choice = sampling.tool_choice
    if not tools_offered(sampling):
        return None
    if choice == "required":
        return "Answer with a call to one of the tools."
    if isinstance(choice, dict):
        name = (choice.get("function") or {}).get("name")
        if name:
            return f"Answer with a call to the tool {name}."
    return None


def with_stop_and_tool_calls(generation: Generation, sampling: SamplingConfig) -> Generation:
    """`generation` cut at its first stop string, and its tool calls parsed (Hermes `<tool_call>` format) when
    the request offered tools."""
    text = generation.text
    if sampling.stop:
        cuts = [text.find(stop) for stop in sampling.stop if stop and stop in text]
        if cuts:
            text = text[: min(cuts)]
    tools = tools_offered(sampling)
    if not tools:
        return generation if text == generation.text else dataclasses.replace(generation, text=text)
    content, calls = parse_tool_calls(text, tool_names(tools))
    if not calls:
        return dataclasses.replace(generation, text=text)
    checked = "\n".join([content, *(arguments_text(call) for call in calls)]).strip()
    return dataclasses.replace(generation, text=text, tool_calls=calls, tool_call_text=checked)


ENGINE_CLASSES: dict[str, str] = {
    "transformers": "gate.engines.transformers_engine:TransformersEngine",
}
"""Where each built-in in-process backend's class lives; named, not imported, since those modules build on this one."""


def build_llm_engine(config: EngineConfig | dict[str, Any]) -> PromptedJSONEngine:
    """The in-process engine named by `config.backend` (`engine_class` for 'custom'); heavy imports (torch)
    happen only for the chosen one. 'vllm' is no in-process engine: it is served by a ray.serve.llm
    LLMServer deployment (deployments/serve_llm.py)."""
    config = config if isinstance(config, EngineConfig) else EngineConfig.model_validate(config)
    if config.backend == "vllm":
        raise ValueError("the vllm backend runs as a ray.serve.llm LLMServer deployment (serve_config.yaml), "
                         "not in-process: use backend 'transformers' here")
    if config.backend == "custom":
        path = config.engine_class or ""
    elif config.backend in ENGINE_CLASSES:
        path = ENGINE_CLASSES[config.backend]
    else:
        raise ValueError(f"unknown engine backend {config.backend!r}")
    return load_class(path)(config)
