"""The production generator deployment, ray.serve.llm's real `LLMServer`, with a CPU engine injected through its
`engine_cls` (deployments.serve_llm.LocalChatEngine over the tiny LM): the OpenAI requests the Gate sends, the
responses it reads back, the 413 context rule and cancellation, through the same class that runs vLLM on a GPU.

Runs where `ray.serve.llm` imports, i.e. with vllm installed (the `gpu` extra, or `pip install --no-deps
vllm==0.29.0` and its few pure-Python imports in a throwaway venv, as this was run); skipped elsewhere. The
OpenAI bodies themselves are tested without vllm in tests/test_deployments.py. What runs without vllm too: the
two paths where Ray offers no public API (deployments/serve_llm.py), an LLMConfig validated and LocalChatEngine
built on Ray's engine base class.
"""

from __future__ import annotations

import asyncio
import importlib.util

import pytest


def _serve_llm_importable() -> bool:
    if importlib.util.find_spec("vllm") is None:
        return False
    try:
        import ray.serve.llm  # noqa: F401
    except ImportError:
        return False
    return True


needs_serve_llm = pytest.mark.skipif(not _serve_llm_importable(), reason="ray.serve.llm needs vllm (the gpu extra)")

CHAT = [{"role": "user", "content": "What is the deductible?"}]


def _llm_config(tiny_models, max_model_len: int = 2048):
    from ray.serve.llm import LLMConfig

    return LLMConfig(
        model_loading_config={"model_id": "tiny-lm", "model_source": str(tiny_models.lm)},
        engine_kwargs={"max_model_len": max_model_len},
        accelerator_config={"kind": "cpu"},
    )


@pytest.fixture(scope="module")
def server(ray_serve, tiny_models):
    """LLMServer called directly. Its start() creates Ray's usage-telemetry actor, which would start a Ray of its
    own (and the session's Serve fixture would then fail to start Ray): the session's Ray is started first."""
    from ray.serve.llm import LLMServer

    from deployments.serve_llm import LocalChatEngine

    instance = LLMServer.sync_init(_llm_config(tiny_models), engine_cls=LocalChatEngine)
    asyncio.run(instance.start())
    return instance


async def _chat(server, body):
    from ray.serve.llm.openai_api_models import ChatCompletionRequest

    from gate.engines.openai_chat import as_dict

    stream = await server.chat(ChatCompletionRequest(**body))
    async for item in stream:
        return as_dict(item[0] if isinstance(item, list) else item)
    raise AssertionError("LLMServer.chat yielded nothing")


@needs_serve_llm
async def test_llm_server_answers_the_gates_chat_request_with_token_counts(server):
    from gate.engines.llm import SamplingConfig
    from gate.engines.openai_chat import chat_request_body, generation_from_response

    body = chat_request_body(CHAT, SamplingConfig(max_tokens=8, seed=3), None, "tiny-lm")
    reply = await _chat(server, body)
    generation = generation_from_response(reply, 1.0, "tiny-lm")
    assert generation.model == "tiny-lm"
    assert generation.prompt_tokens > 5 and 1 <= generation.completion_tokens <= 8


@needs_serve_llm
async def test_llm_server_takes_the_json_schema_request_of_the_claim_extractor(server):
    from checks.grounding.claims import ClaimList
    from gate.engines.llm import SamplingConfig, with_schema_instruction
    from gate.engines.openai_chat import chat_request_body

    body = chat_request_body(with_schema_instruction(CHAT, ClaimList), SamplingConfig(max_tokens=8), ClaimList,
                             "tiny-lm")
    reply = await _chat(server, body)
    assert reply["choices"][0]["message"]["role"] == "assistant"


@needs_serve_llm
async def test_a_prompt_over_the_context_is_the_413_error(server):
    from gate.engines.llm import SamplingConfig
    from gate.engines.openai_chat import chat_request_body, error_of, prompt_too_long

    body = chat_request_body([{"role": "user", "content": "deductible " * 3000}], SamplingConfig(max_tokens=8),
                             None, "tiny-lm")
    error = error_of(await _chat(server, body))
    assert error is not None and error["code"] == 400
    too_long = prompt_too_long(error)
    assert too_long is not None and too_long.context_tokens == 2048 and too_long.prompt_tokens > 2048


@needs_serve_llm
async def test_the_server_reports_its_model_and_health(server):
    assert (await server.llm_config()).model_id == "tiny-lm"
    await server.check_health()


@needs_serve_llm
@pytest.mark.slow
def test_llm_server_deployment_through_handles(ray_serve, tiny_models):
    """The deployment as app.py builds it (build_llm_deployment), called by the Gate's OpenAIChatHandleLLM:
    generation, the 413 rule, and a cancelled call that frees the server for the next one."""
    from ray import serve

    from deployments.clients import OpenAIChatHandleLLM
    from deployments.serve_llm import LocalChatEngine, llm_deployment
    from gate.engines.llm import PromptTooLongError

    settings = _llm_config(tiny_models).model_dump(exclude_unset=True)
    settings["deployment_config"] = {"ray_actor_options": {"num_cpus": 0}}
    app = llm_deployment(settings, "Generator", engine_cls=LocalChatEngine)
    handle = serve.run(app, name="serve-llm", route_prefix=None)
    try:
        llm = OpenAIChatHandleLLM(handle, 60)

        async def scenario() -> None:
            assert await llm.model_name() == "tiny-lm"
            generation = await llm.generate(CHAT, {"max_tokens": 6})
            assert 1 <= generation.completion_tokens <= 6
            with pytest.raises(PromptTooLongError):
                await llm.generate([{"role": "user", "content": "deductible " * 3000}], {"max_tokens": 4})
            slow = asyncio.ensure_future(llm.generate(CHAT, {"max_tokens": 200}))
            await asyncio.sleep(0.2)
            slow.cancel()
            with pytest.raises(asyncio.CancelledError):
                await slow
            quick = await asyncio.wait_for(llm.generate(CHAT, {"max_tokens": 2}), 30)
            assert quick.completion_tokens <= 2

        asyncio.run(scenario())
    finally:
        serve.delete("serve-llm", _blocking=False)


@needs_serve_llm
def test_an_llm_config_is_validated_by_the_public_class_where_ray_serve_llm_imports(tiny_models):
    from ray.serve.llm import LLMConfig

    from deployments.serve_llm import validate_llm_config

    settings = _llm_config(tiny_models).model_dump(exclude_unset=True)
    assert type(validate_llm_config(settings)) is LLMConfig


def test_an_llm_config_is_validated_with_or_without_vllm_and_a_bad_field_named():
    """Where vllm is missing `ray.serve.llm` does not import; a GPU config is still checked on a CPU machine."""
    from deployments.serve_llm import validate_llm_config

    llm_config = validate_llm_config({"model_loading_config": {"model_id": "m", "model_source": "/models/m"},
                                      "engine_kwargs": {"max_model_len": 512}})
    assert llm_config.model_id == "m" and llm_config.engine_kwargs == {"max_model_len": 512}
    with pytest.raises(ValueError, match="llm_engine"):
        validate_llm_config({"model_loading_config": {"model_id": "m"}, "llm_engine": "no-such-engine"})


async def test_local_chat_engine_is_a_complete_llm_server_engine_without_vllm(tiny_models):
    """LocalChatEngine builds on Ray's engine base class (no public name): Ray refuses to build an engine missing
    one of its abstract methods, so this fails when the pinned ray adds one. It loads the model the LLMConfig
    names, with the engine_kwargs as EngineConfig fields, and answers LLMServer's health check."""
    from deployments.serve_llm import LocalChatEngine, validate_llm_config

    llm_config = validate_llm_config({"model_loading_config": {"model_id": "tiny-lm", "model_source": str(tiny_models.lm)},
                                      "engine_kwargs": {"device": "cpu", "max_model_len": 2048}})
    engine = LocalChatEngine(llm_config)
    await engine.start()
    await engine.check_health()
    assert engine.routing_stats() == {}
