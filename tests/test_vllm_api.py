"""The ray.serve.llm and vLLM APIs the deployments use, checked against the `gpu` extra's pins without a GPU
(scripts/check_vllm_api.py): the real check passes, and a drift in any API they rely on fails it."""

from __future__ import annotations

import importlib.util
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


@pytest.mark.slow
def test_the_pinned_ray_and_vllm_match_what_the_deployments_use(wheel):
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "check_vllm_api.py"), "--wheel", str(wheel)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]
    assert "vllm API check" in completed.stdout and ": OK" in completed.stdout


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
