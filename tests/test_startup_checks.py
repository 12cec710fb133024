"""Start-up fails fast, with the fix in the message: a model that cannot be loaded, a trace store that refuses
and a spool directory that cannot be created stop the app builder before any replica starts; an S3 endpoint
that cannot be reached now starts the gate degraded (rows wait in the spool)."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path

import boto3
import httpx
import pytest
import yaml

from deployments.app import AppArgs, StartupRefused, build_app
from gate.engines.availability import ModelSetting, ModelUnavailable, require_model
from gate.traces import TraceConfig
from gate.traces.preflight import TraceStoreRefused, check_trace_store
from tests.netutil import free_port
from tests.s3_server import DUMMY_AWS_ENV

REPO = Path(__file__).resolve().parents[1]
NLI_SETTING = ModelSetting(field="args.nli.model", variable="GATE_NLI_MODEL", tiny_folder="nli")
HUB_ID = "cross-encoder/nli-deberta-v3-xsmall"


@pytest.fixture
def empty_hf_home(monkeypatch, tmp_path) -> Path:
    """An HF cache with nothing in it, and no switch that turns the check off."""
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    for name in ("HF_HUB_CACHE", "GATE_SKIP_MODEL_CHECK", "TRANSFORMERS_OFFLINE"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "hf-home"


def _assert_names_the_fix(message: str, variable: str, folder: str) -> None:
    assert variable in message and "scripts/make_tiny_models.py" in message and f"'{folder}' folder" in message
    assert "\n" not in message


def test_a_missing_local_model_path_is_refused_naming_the_variable(tmp_path, empty_hf_home):
    with pytest.raises(ModelUnavailable) as refused:
        require_model(str(tmp_path / "no-such-model"), NLI_SETTING)
    _assert_names_the_fix(str(refused.value), "GATE_NLI_MODEL", "nli")
    assert str(tmp_path / "no-such-model") in str(refused.value)


def test_a_directory_that_is_no_saved_model_is_refused(tmp_path, empty_hf_home):
    with pytest.raises(ModelUnavailable, match="without config.json"):
        require_model(str(tmp_path), NLI_SETTING)


def test_a_hub_id_offline_and_not_in_the_cache_is_refused(monkeypatch, empty_hf_home):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelUnavailable) as refused:
        require_model(HUB_ID, NLI_SETTING)
    _assert_names_the_fix(str(refused.value), "GATE_NLI_MODEL", "nli")
    assert "HF_HUB_OFFLINE" in str(refused.value) and str(empty_hf_home) in str(refused.value)


def test_a_hub_id_with_the_hub_unreachable_is_refused_quickly(monkeypatch, empty_hf_home):
    from huggingface_hub import constants

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)  # read by huggingface_hub once, at import
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{free_port()}")  # nothing listens there
    started = time.monotonic()
    with pytest.raises(ModelUnavailable) as refused:
        require_model(HUB_ID, NLI_SETTING)
    assert time.monotonic() - started < 15
    _assert_names_the_fix(str(refused.value), "GATE_NLI_MODEL", "nli")
    assert "cannot be reached" in str(refused.value) and "offline mode" not in str(refused.value)


def test_the_tiny_models_are_accepted_offline(tiny_models, monkeypatch, empty_hf_home):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    require_model(str(tiny_models.nli), NLI_SETTING)
    require_model(str(tiny_models.lm), ModelSetting(field="args.generator.model", variable="GATE_LLM_MODEL",
                                                    tiny_folder="lm"))


def test_the_app_builder_refuses_a_generator_it_cannot_load(tiny_models, monkeypatch, tmp_path, empty_hf_home):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("GATE_LLM_MODEL", "Qwen/Qwen2.5-0.5B-Instruct")
    monkeypatch.setenv("GATE_NLI_MODEL", str(tiny_models.nli))
    raw = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())["applications"][0]["args"]
    args = AppArgs.model_validate({**raw, "trace_uri": str(tmp_path / "traces")})
    with pytest.raises(StartupRefused) as refused:
        build_app(args)
    assert isinstance(refused.value.__cause__, ModelUnavailable)
    _assert_names_the_fix(str(refused.value), "GATE_LLM_MODEL", "lm")
    assert "args.generator.model" in str(refused.value)


def test_every_model_the_graph_loads_is_checked(tiny_models):
    args = AppArgs(generator={"backend": "transformers", "model": "lm-a"}, judge_llm={"llm_config": {
        "model_loading_config": {"model_id": "judge", "model_source": "org/judge-model"}}},
        evaluator_llm={"backend": "custom", "engine_class": "some.module:Engine"}, nli={"model": "nli-a"},
        trace_uri=None)
    checked = {model: (setting.field, setting.variable) for model, setting in args.models_to_load()}
    assert checked == {"lm-a": ("args.generator.model", "GATE_LLM_MODEL"),
                       "org/judge-model": ("args.judge_llm.llm_config.model_loading_config.model_source", None),
                       "nli-a": ("args.nli.model", "GATE_NLI_MODEL")}


# ---------------------------------------------------------------- the trace store


def _trace_config(uri: str, tmp_path: Path, **settings) -> TraceConfig:
    return TraceConfig(uri=uri, spool_dir=tmp_path / "spool", **settings)


def test_a_missing_bucket_is_refused_naming_it(s3_server, tmp_path):
    config = _trace_config("s3://no-such-bucket/gate", tmp_path, endpoint_url=s3_server.endpoint_url)
    with pytest.raises(TraceStoreRefused) as refused:
        check_trace_store(config)
    assert "bucket 'no-such-bucket' does not exist" in str(refused.value)
    assert s3_server.endpoint_url in str(refused.value) and "GATE_TRACE_URI" in str(refused.value)


def test_the_app_builder_stops_on_a_missing_bucket_before_any_replica_starts(s3_server, tiny_models, monkeypatch,
                                                                             empty_hf_home):
    """The builder (the driver, before any replica) runs the store check: gate-serve then exits 1 with this line,
    as tests/test_serve_cli.py shows for a model the builder refuses."""
    monkeypatch.setenv("GATE_LLM_MODEL", str(tiny_models.lm))
    monkeypatch.setenv("GATE_NLI_MODEL", str(tiny_models.nli))
    monkeypatch.setenv("AWS_ENDPOINT_URL", s3_server.endpoint_url)
    raw = yaml.safe_load((REPO / "configs" / "local.yaml").read_text())["applications"][0]["args"]
    args = AppArgs.model_validate({**raw, "trace_uri": "s3://no-such-bucket/gate"})
    with pytest.raises(StartupRefused) as refused:
        build_app(args)
    assert isinstance(refused.value.__cause__, TraceStoreRefused)
    assert "bucket 'no-such-bucket' does not exist" in str(refused.value) and "GATE_TRACE_URI" in str(refused.value)


def test_an_existing_bucket_is_accepted(s3_server, s3_bucket, tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="gate.traces.preflight"):
        check_trace_store(_trace_config(f"s3://{s3_bucket}/gate", tmp_path, endpoint_url=s3_server.endpoint_url))
    assert caplog.records == []


@pytest.fixture
def s3_with_auth(s3_server, monkeypatch) -> Iterator[tuple[str, dict[str, str]]]:
    """`s3_server` enforcing credentials (moto's reset-auth: INITIAL_NO_AUTH_ACTION_COUNT=0), with a bucket and an
    IAM user allowed s3:*; yields (bucket, that user's credentials). No session token: moto would read the key
    as a role's. Enforcement is switched off again after the test (moto's state is the whole process's)."""
    monkeypatch.delenv("AWS_SESSION_TOKEN", raising=False)
    monkeypatch.delenv("AWS_SECURITY_TOKEN", raising=False)
    bucket = s3_server.create_bucket()
    iam = boto3.client("iam", endpoint_url=s3_server.endpoint_url, region_name="us-east-1")
    user = f"gate-writer-{bucket}"  # moto's IAM users outlive the server: one name per test
    iam.create_user(UserName=user)
    iam.put_user_policy(UserName=user, PolicyName="traces", PolicyDocument=json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}))
    key = iam.create_access_key(UserName=user)["AccessKey"]
    httpx.post(f"{s3_server.endpoint_url}/moto-api/reset-auth", content=b"0").raise_for_status()
    try:
        yield bucket, {"AWS_ACCESS_KEY_ID": key["AccessKeyId"], "AWS_SECRET_ACCESS_KEY": key["SecretAccessKey"]}
    finally:
        httpx.post(f"{s3_server.endpoint_url}/moto-api/reset-auth", content=b"inf").raise_for_status()


@pytest.mark.parametrize("credentials, reason", [
    ({"AWS_ACCESS_KEY_ID": "AKIAUNKNOWNKEY000000"}, "InvalidAccessKeyId (HTTP 403)"),
    ({"AWS_SECRET_ACCESS_KEY": "not-the-secret"}, "SignatureDoesNotMatch (HTTP 403)"),
])
def test_credentials_the_store_refuses_stop_the_start_with_the_reason(s3_server, s3_with_auth, tmp_path,
                                                                      monkeypatch, credentials, reason):
    bucket, good = s3_with_auth
    config = _trace_config(f"s3://{bucket}/gate", tmp_path, endpoint_url=s3_server.endpoint_url)
    for name, value in good.items():
        monkeypatch.setenv(name, value)
    check_trace_store(config)  # the store does take the right key
    for name, value in credentials.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(TraceStoreRefused) as refused:
        check_trace_store(config)
    assert f"refuses bucket '{bucket}'" in str(refused.value) and reason in str(refused.value)
    assert "check the AWS credentials" in str(refused.value) and "\n" not in str(refused.value)


def test_an_unreachable_endpoint_starts_with_a_warning(tmp_path, caplog, monkeypatch):
    for name, value in DUMMY_AWS_ENV.items():
        monkeypatch.setenv(name, value)
    endpoint = f"http://127.0.0.1:{free_port()}"
    with caplog.at_level(logging.WARNING, logger="gate.traces.preflight"):
        check_trace_store(_trace_config("s3://traces/gate", tmp_path, endpoint_url=endpoint))
    assert any("cannot be reached" in record.getMessage() and "spool" in record.getMessage()
               for record in caplog.records)


def test_a_trace_directory_that_cannot_be_created_is_refused(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    with pytest.raises(TraceStoreRefused, match="trace directory .* cannot be created .*is not a directory"):
        check_trace_store(_trace_config(str(blocker / "traces"), tmp_path))


def test_a_spool_directory_that_cannot_be_created_is_refused(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    config = TraceConfig(uri=str(tmp_path / "traces"), spool_dir=blocker / "spool")
    with pytest.raises(TraceStoreRefused, match="spool directory .* cannot be created.*trace.spool_dir"):
        check_trace_store(config)


def test_the_default_spool_is_under_the_users_state_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert TraceConfig(uri=str(tmp_path)).spool_dir == tmp_path / "state" / "gate" / "spool"
    monkeypatch.delenv("XDG_STATE_HOME")
    assert TraceConfig(uri=str(tmp_path)).spool_dir == Path.home() / ".local" / "state" / "gate" / "spool"
