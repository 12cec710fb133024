"""vLLM's API as gate/engines/vllm_engine.py uses it, checked against the vllm pinned in the `gpu` extra without a
GPU (scripts/check_vllm_api.py): the real check passes, and a drift in any API the engine relies on fails it."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("check_vllm_api", REPO / "scripts" / "check_vllm_api.py")
check_vllm_api = importlib.util.module_from_spec(SPEC)
sys.modules[SPEC.name] = check_vllm_api
SPEC.loader.exec_module(check_vllm_api)

DOWNLOAD_TIMEOUT_S = 240


@pytest.fixture(scope="module")
def wheel() -> Path:
    """The pinned vllm wheel: from the cache, else downloaded from PyPI (bounded); skipped only if that fails."""
    version = check_vllm_api.pinned_vllm_version()
    found = check_vllm_api.find_or_download_wheel(version, check_vllm_api.DEFAULT_CACHE, DOWNLOAD_TIMEOUT_S)
    if found is None:
        pytest.skip(f"the vllm=={version} wheel could not be downloaded from PyPI within {DOWNLOAD_TIMEOUT_S} s "
                    f"and vllm is not installed: the API check cannot run here")
    return found


def test_what_the_engine_uses_is_read_from_its_source():
    use = check_vllm_api.engine_use()
    assert ("vllm.v1.engine.async_llm", "AsyncLLM") in use.imports
    assert ("vllm.sampling_params", "StructuredOutputsParams") in use.imports
    assert {"model", "gpu_memory_utilization", "tensor_parallel_size"} <= use.engine_arg_keys
    assert {"structured_outputs", "output_kind", "max_tokens"} <= use.sampling_keywords
    assert use.structured_keywords == {"json"} and use.output_kinds == {"FINAL_ONLY"}
    assert "from_engine_args" in use.classmethod_calls and "generate" in use.engine_calls
    assert "apply_chat_template" in use.tokenizer_calls
    assert use.tokenizer_calls["encode"] == (1, {"add_special_tokens"})
    assert use.constructor_keywords == {"TokensPrompt": {"prompt_token_ids"}}
    assert use.awaited_engine_calls == {"check_health"} and use.iterated_engine_calls == {"generate"}
    assert use.engine_attributes == {("model_config", "max_model_len")}


def test_the_checks_json_schemas_are_found():
    schemas = check_vllm_api.json_schemas()
    assert "checks.grounding.claims.ClaimList" in schemas and "checks.grounding.judging.JudgeReply" in schemas
    assert all(schema.get("type") == "object" for schema in schemas.values())


@pytest.mark.slow
def test_the_pinned_vllm_matches_the_engine(wheel):
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "check_vllm_api.py"), "--wheel", str(wheel)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]
    assert "vllm API check" in completed.stdout and ": OK" in completed.stdout


DRIFTS = [
    # (what the engine source would say instead, a word the report must name)
    ("structured_outputs=structured", "guided_decoding=structured", "guided_decoding"),
    ("RequestOutputKind.FINAL_ONLY", "RequestOutputKind.FINAL", "FINAL"),
    ("AsyncLLM.from_engine_args(", "AsyncLLM.from_args(", "from_args"),
    ('"gpu_memory_utilization": config', '"gpu_memory_fraction": config', "gpu_memory_fraction"),
    ("from vllm.v1.engine.async_llm import AsyncLLM", "from vllm.v2.engine.async_llm import AsyncLLM", "vllm.v2"),
    # vllm.engine.async_llm_engine re-exports AsyncLLM in 0.33: an import path that still works is no drift
    ("from vllm.v1.engine.async_llm import AsyncLLM", "from vllm.engine.async_llm_engine import AsyncLLM", None),
    ("request_id=uuid", "req_id=uuid", "req_id"),
    ("StructuredOutputsParams(json=", "StructuredOutputsParams(json_schema=", "json_schema"),
    ("add_generation_prompt=True", "add_generation_prompt=True, continue_final_message=False", None),
    # what the engine uses since it measures prompts in tokens and answers Serve's health check
    ("TokensPrompt(prompt_token_ids=prompt_ids)", "TokensPrompt(token_ids=prompt_ids)", "token_ids"),
    ("TokensPrompt(prompt_token_ids=prompt_ids)", "TokensPrompt(prompt=prompt_ids)", "requires ['prompt_token_ids']"),
    ("from vllm.inputs import TokensPrompt", "from vllm.inputs import TokenPrompt", "TokenPrompt"),
    ("encode(prompt, add_special_tokens=False)", "encode(prompt, special_tokens=False)", "special_tokens"),
    ("await self._engine.check_health()", "await self._engine.is_healthy()", "is_healthy"),
    ("await self._engine.check_health()", "await self._engine.get_tokenizer()", "not a coroutine"),
    ("async for output in self._engine.generate(", "async for output in self._engine.check_health(", "async generator"),
    ('getattr(engine, "model_config", None)', 'getattr(engine, "model_cfg", None)', "model_cfg"),
    ('getattr(model_config, "max_model_len", None)', 'getattr(model_config, "max_seq_len", None)', "max_seq_len"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("original", "changed", "named"), DRIFTS)
def test_a_drift_in_any_api_the_engine_uses_is_reported(wheel, original, changed, named):
    source = check_vllm_api.ENGINE_SOURCE.read_text()
    assert original in source, f"the engine no longer contains {original!r}: update this table"
    problems = check_vllm_api.static_check(wheel, check_vllm_api.engine_use(source.replace(original, changed)))
    if named is None:  # still a valid use of the API: no drift
        assert problems == []
    else:
        assert any(named in problem for problem in problems), problems
    assert check_vllm_api.static_check(wheel, check_vllm_api.engine_use(source)) == []


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("GATE_VLLM_PYTHON"),
                    reason="GATE_VLLM_PYTHON (the python of a venv with the gpu extra) is not set; the static check "
                           "above covers the pinned vllm")
def test_the_engine_runs_against_the_installed_vllm():
    """The dynamic check: vllm imported in its own venv, the engine's code run against it up to engine start."""
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "check_vllm_api.py"), "--python", os.environ["GATE_VLLM_PYTHON"]],
        capture_output=True, text=True, timeout=400, cwd=REPO,
    )
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]
    assert "dynamic (vllm" in completed.stdout and ": OK" in completed.stdout


def _serve_llm_sources() -> list[str]:
    return [path.read_text() for path in check_vllm_api.SERVE_LLM_SOURCES]


def test_what_the_deployments_use_of_ray_serve_llm_is_read_from_their_source():
    use = check_vllm_api.serve_llm_use()
    assert ("ray.serve.llm", "build_llm_deployment") in use.imports and ("ray.serve.llm", "LLMServer") not in use.imports
    assert use.server_calls == {"chat", "llm_config"}
    assert use.build_keywords == {"bind_kwargs", "override_serve_options"}
    assert {"model", "messages", "max_tokens", "response_format", "tools", "seed"} <= use.request_keys
    assert {"chat", "start", "check_health"} <= use.engine_methods


SERVE_LLM_DRIFTS = [
    # (what the deployments' source would say instead, a word the report must name)
    ("from ray.serve.llm import LLMConfig, build_llm_deployment",
     "from ray.serve.llm import LLMConfig, build_llm_app_deployment", "build_llm_app_deployment"),
    ("ChatCompletionResponse, ErrorResponse", "ChatCompletionResponse, ErrorReply", "ErrorReply"),
    ("bind_kwargs=bind_kwargs", "engine_kwargs=bind_kwargs", "engine_kwargs"),
    ("self._handle.options(stream=True).chat.remote(", "self._handle.options(stream=True).chat_completions.remote(",
     "chat_completions"),
    ("(await self._handle.llm_config.remote()).model_id", "(await self._handle.get_llm_config.remote()).model_id",
     "get_llm_config"),
    ("    async def reset_prefix_cache(self) -> None:", "    async def reset_cache(self) -> None:", "reset_prefix_cache"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("original", "changed", "named"), SERVE_LLM_DRIFTS)
def test_a_drift_in_any_ray_serve_llm_api_the_deployments_use_is_reported(wheel, original, changed, named):
    sources = _serve_llm_sources()
    assert any(original in text for text in sources), f"the deployments no longer contain {original!r}: update this table"
    drifted = check_vllm_api.serve_llm_use([text.replace(original, changed) for text in sources])
    problems = check_vllm_api.serve_llm_check(check_vllm_api.ray_site_packages(), wheel, drifted)
    assert any(named in problem for problem in problems), problems
    clean = check_vllm_api.serve_llm_check(check_vllm_api.ray_site_packages(), wheel, check_vllm_api.serve_llm_use())
    assert clean == []


@pytest.mark.slow
def test_a_chat_request_key_vllm_does_not_know_is_reported(wheel):
    """vLLM's request model ignores unknown keys (with a warning): a sampling option it does not know would be lost."""
    use = check_vllm_api.serve_llm_use(request_keys=check_vllm_api.chat_request_keys() | {"guided_json"})
    problems = check_vllm_api.serve_llm_check(check_vllm_api.ray_site_packages(), wheel, use)
    assert any("guided_json" in problem for problem in problems), problems


@pytest.mark.slow
def test_an_engine_argument_vllm_does_not_know_in_a_gpu_config_is_reported(wheel):
    use = check_vllm_api.serve_llm_use()
    assert {"gpu_memory_utilization", "tensor_parallel_size", "load_format"} <= use.engine_kwargs
    use.engine_kwargs |= {"gpu_memory_fraction"}
    problems = check_vllm_api.serve_llm_check(check_vllm_api.ray_site_packages(), wheel, use)
    assert any("gpu_memory_fraction" in problem for problem in problems), problems
