"""The generator (and a separate judge or evaluator LLM) as a stock `ray.serve.llm` LLM deployment.

`build_llm_deployment(LLMConfig)` gives an `LLMServer` deployment that runs vLLM with the placement
group its tensor and pipeline parallelism need (fractional GPUs included), autoscaling, LoRA and
engine metrics; the Gate calls its `chat` with OpenAI requests (deployments.clients.OpenAIChatHandleLLM).
Importing `ray.serve.llm` needs vLLM (the `gpu` extra: ray[serve,llm] and the vllm it pins).

`LocalChatEngine` is an `LLMServer` engine (`engine_cls`) over the project's transformers or
scripted engine: it lets the production deployment class run on a CPU (the contract tests) and
answers exactly what vLLM's server answers for the calls the Gate makes.

Only the public `ray.serve.llm` API is used, except in two places where Ray has none (each says so
where it happens): validating an LLMConfig where vLLM is not installed, and the engine base class.
"""

from __future__ import annotations

import logging
from typing import Any

from gate.engines import openai_chat
from gate.engines.config import EngineConfig

logger = logging.getLogger(__name__)


def llm_config_from_engine(config: EngineConfig) -> dict[str, Any]:
    """The LLMConfig (as a dict) for an EngineConfig with backend 'vllm' (the older, shorter form)."""
    engine_kwargs: dict[str, Any] = {
        "gpu_memory_utilization": config.gpu_memory_utilization,
        "tensor_parallel_size": config.tensor_parallel_size,
        **({"dtype": config.dtype} if config.dtype else {}),
        **({"max_model_len": config.max_model_len} if config.max_model_len else {}),
        **config.engine_kwargs,
    }
    return {"model_loading_config": {"model_id": config.model}, "engine_kwargs": engine_kwargs}


def validate_llm_config(settings: dict[str, Any]) -> Any:
    """`settings` validated as ray.serve.llm's LLMConfig, also where vLLM is not installed (a CPU machine
    checking a GPU config: the app args, tests/test_configs.py)."""
    try:
        from ray.serve.llm import LLMConfig
    except ImportError:
        # `ray.serve.llm` refuses to import without vLLM and Ray has no other public path to LLMConfig; the
        # public class is this one unchanged (a subclass with no body), so a config valid here is valid there.
        from ray.llm._internal.serve.core.configs.llm_config import LLMConfig

    return LLMConfig.model_validate(settings)


def llm_deployment(settings: dict[str, Any], name: str, serve_options: dict[str, Any] | None = None,
                   engine_cls: type | None = None) -> Any:
    """A bound LLMServer deployment named `name` (what the serve config's `deployments:` entry overrides)."""
    from ray.serve.llm import LLMConfig, build_llm_deployment

    llm_config = LLMConfig.model_validate(settings)
    bind_kwargs = {"engine_cls": engine_cls} if engine_cls is not None else None
    return build_llm_deployment(
        llm_config, bind_kwargs=bind_kwargs, override_serve_options={"name": name, **(serve_options or {})}
    )


def _engine_protocol() -> type:
    """Ray's engine base class, which LLMServer's `engine_cls` is typed by. Ray documents the protocol but exports
    it only from `ray.llm._internal` (no `ray.serve.llm` name); subclassing it keeps its default methods (shutdown,
    sleep, ...) that LLMServer calls. tests/test_serve_llm.py builds LocalChatEngine on it without vLLM, and
    scripts/check_vllm_api.py checks its abstract methods against the pinned ray."""
    from ray.llm._internal.serve.core.engine.protocol import LLMEngine

    return LLMEngine


class LocalChatEngine(_engine_protocol()):  # type: ignore[misc]
    """An LLMServer engine over a local engine: the model is `model_loading_config.model_source` (or the model
    id), `engine_kwargs` are EngineConfig fields (backend transformers unless named). Chat only."""

    def __init__(self, llm_config: Any) -> None:
        self._llm_config = llm_config
        loading = llm_config.model_loading_config
        source = loading.model_source if isinstance(loading.model_source, str) else None
        self._engine_config = EngineConfig.model_validate(
            {"backend": "transformers", "model": source or loading.model_id, **llm_config.engine_kwargs}
        )
        self._engine: Any = None

    async def start(self) -> None:
        from gate.engines.llm import build_llm_engine

        self._engine = build_llm_engine(self._engine_config)

    def routing_stats(self) -> dict:
        return {}

    async def resolve_lora(self, lora_model: Any) -> None:
        raise NotImplementedError("LocalChatEngine serves no LoRA adapters")

    async def chat(self, request: Any, raw_request_info: Any = None):
        from ray.serve.llm.openai_api_models import ChatCompletionResponse, ErrorResponse

        body = openai_chat.as_dict(request)
        body["model"] = self._llm_config.model_id
        reply = await openai_chat.serve_chat_body(self._engine, body)
        if openai_chat.error_of(reply) is not None:
            yield ErrorResponse.model_validate(reply)
        else:
            reply.pop("latency_ms", None)
            yield ChatCompletionResponse.model_validate(reply)

    async def completions(self, request: Any, raw_request_info: Any = None):
        raise NotImplementedError("LocalChatEngine serves chat only")
        yield  # pragma: no cover

    async def embeddings(self, request: Any, raw_request_info: Any = None):
        raise NotImplementedError("LocalChatEngine serves chat only")
        yield  # pragma: no cover

    async def transcriptions(self, request: Any, raw_request_info: Any = None):
        raise NotImplementedError("LocalChatEngine serves chat only")
        yield  # pragma: no cover

    async def reset_prefix_cache(self) -> None:
        return None

    async def check_health(self) -> None:
        is_healthy = getattr(self._engine, "is_healthy", None)
        if is_healthy is not None and not is_healthy():
            raise RuntimeError(f"the local engine for {self._llm_config.model_id} is dead")

    def recorded_calls(self) -> list[Any]:
        return list(getattr(self._engine, "calls", []))
