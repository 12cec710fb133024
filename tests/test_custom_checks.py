"""Checks of a user's own: named by import path in a policy or registered by an installed package's entry point
(group `gate.checks`), validated when the policy loads, refused with a one-line reason, and known to everything
that knows check names (gate-verify, GET /v1/checks, the gate loop, replay)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml

from checks.context import RequestContext, Source
from checks.loop import GateSettings, Generation, run_gate
from checks.policy import Policy
from checks.registry import (
    BUILTIN_MODEL_CHECKS, CHECK_CLASSES, DETERMINISTIC_CHECKS, MODEL_CHECKS, CheckLoadError, check_class,
    validate_check_class,
)
from gate import cli
from tests.payer_texts import BODY, GOOD, SOURCE

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "custom_check"
GATE_VERIFY = Path(sys.executable).with_name("gate-verify")
HELPERS = "tests.custom_check_helpers"
PLACEHOLDER_ANSWER = "After a hospital stay of at least 3 days, the plan covers up to [TODO] days [1]."


def write_policy(path: Path, checks: dict, profile: list[str]) -> Path:
    path.write_text(yaml.safe_dump({"checks": checks, "profiles": {"default": profile}}))
    return path


def placeholder_policy(tmp_path: Path) -> Path:
    return write_policy(tmp_path / "policy.yaml",
                        {"no_placeholders": {"class": f"{HELPERS}:PlaceholderCheck", "hint": "Fill in every figure."}},
                        ["citations", "figures", "no_placeholders"])


def test_built_in_classes_agree_with_the_registry():
    """Each built-in class passes the protocol a custom one must (its name, a constructor that matches
    `needs_models`), and the model checks are read off the classes, the same six as always."""
    for name, target in CHECK_CLASSES.items():
        assert validate_check_class(check_class(name), name, target) is check_class(name)
    assert BUILTIN_MODEL_CHECKS == {"groundedness", "fabricated_claims", "explicit_support", "acceptance_conflict",
                                    "exception_overruled", "criteria"}
    assert DETERMINISTIC_CHECKS == ("citations", "phi", "figures", "codes", "document_scope", "tool_call",
                                    "jurisdiction", "specificity")
    assert set(MODEL_CHECKS) >= BUILTIN_MODEL_CHECKS and "phi" not in MODEL_CHECKS
    assert {"phi", "groundedness"} & MODEL_CHECKS == {"groundedness"}


def test_a_check_named_by_import_path_runs_through_gate_verify(tmp_path, capsys):
    policy_path = placeholder_policy(tmp_path)
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps({"id": case_id, "answer": answer, "sources": [SOURCE]})
                               for case_id, answer in [("placeholder", PLACEHOLDER_ANSWER), ("good", GOOD)]) + "\n")
    out = tmp_path / "out.jsonl"
    assert cli.main(["--policy", str(policy_path), "--input", str(cases), "--output", str(out)]) == 0
    placeholder, good = [json.loads(line) for line in out.read_text().splitlines()]
    assert placeholder["verdict"] == "fail" and placeholder["failed"] == ["no_placeholders"]
    assert placeholder["evidence"]["no_placeholders"][0]["text"] == "[TODO]"
    assert good["verdict"] == "pass" and set(good["scores"]) == {"citations", "figures", "no_placeholders"}

    # --checks knows the policy's own check, and the policy shows it with its class.
    assert cli.main(["--policy", str(policy_path), "--input", str(cases), "--output", str(out),
                     "--checks", "no_placeholders"]) == 0
    assert [list(json.loads(line)["scores"]) for line in out.read_text().splitlines()] == [["no_placeholders"]] * 2
    listed = Policy.load(policy_path).public_view()["checks"]["no_placeholders"]
    assert listed == {"enabled": True, "hard": False, "floor": 1.0, "on_error": "open", "hint": "Fill in every figure.",
                      "model_based": False, "class": f"{HELPERS}:PlaceholderCheck"}


def test_gate_verify_without_models_skips_a_custom_check_that_needs_them(tmp_path):
    policy_path = write_policy(tmp_path / "policy.yaml", {"model_rule": {"class": f"{HELPERS}:ModelBackedCheck"}},
                               ["citations", "model_rule"])
    case = {"id": "c", "answer": PLACEHOLDER_ANSWER, "sources": [SOURCE]}
    lines = json.dumps(case) + "\n" + json.dumps({**case, "id": "named", "checks": ["model_rule"]}) + "\n"
    proc = subprocess.run([str(GATE_VERIFY), "--policy", str(policy_path), "--input", "-", "--no-models"], input=lines,
                          capture_output=True, text=True, timeout=120, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)})
    skipped, named = [json.loads(line) for line in proc.stdout.splitlines()]
    assert skipped["verdict"] == "pass" and skipped["skipped"] == ["model_rule"] and list(skipped["scores"]) == ["citations"]
    assert named["code"] == "check_unavailable" and "model_rule" in named["error"] and proc.returncode == 2


async def test_the_gate_lists_a_custom_check_and_heals_an_answer_it_failed(tmp_path):
    from gate.engines.config import EngineConfig
    from gate.engines.llm import build_llm_engine
    from gate.http import create_http_app
    from gate.service import GateService

    policy = Policy.load(write_policy(tmp_path / "policy.yaml", {"no_placeholders": {"class": f"{HELPERS}:PlaceholderCheck"}},
                                      ["citations", "figures", "no_placeholders"]))
    engine = build_llm_engine(EngineConfig(backend="custom", engine_class="gate_testkit.scripted:ScriptedEngine",
                                           model="scripted-test", answers=[PLACEHOLDER_ANSWER, GOOD]))
    service = GateService(policy=policy, llm=engine, model_name="scripted-test")
    service.validate_startup()
    app = create_http_app(service)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gate.test") as client:
        listed = (await client.get("/v1/checks")).json()["checks"]["no_placeholders"]
        response = await client.post("/v1/gate", json={**BODY, "profile": "default"})
    assert listed["class"] == f"{HELPERS}:PlaceholderCheck" and listed["available"] is True
    body = response.json()
    assert response.status_code == 200 and body["healed"] is True and body["output"] == GOOD
    assert "Write every part of the answer out in full" in json.dumps(engine.calls[1])


@pytest.mark.parametrize(("target", "reason"), [
    (f"{HELPERS}:Missing", f"check 'no_placeholders': module '{HELPERS}' has no 'Missing'"),
    ("tests.no_such_module:Check", "check 'no_placeholders': module 'tests.no_such_module' does not import "
                                   "(ModuleNotFoundError: No module named 'tests.no_such_module')"),
    (f"{HELPERS}:NotACheck", f"check 'no_placeholders' ({HELPERS}:NotACheck) is not a check: class NotACheck does "
                             "not subclass checks.base.Check"),
    (f"{HELPERS}:NOT_A_CLASS", f"check 'no_placeholders' ({HELPERS}:NOT_A_CLASS) is not a check: it is a int, "
                               "not a class"),
    (f"{HELPERS}:BlockingCheck", f"check 'no_placeholders' ({HELPERS}:BlockingCheck): check() must be `async def`"),
    (f"{HELPERS}:HardPlaceholderCheck", "the class's `name` is 'hard_placeholders'; it must be 'no_placeholders'"),
    ("tests.custom_check_helpers.PlaceholderCheck", "is not an import path of the form 'module:Class'"),
])
def test_a_policy_naming_what_is_not_a_check_stops_start_up_with_one_line(tmp_path, capsys, target, reason):
    policy_path = write_policy(tmp_path / "policy.yaml", {"no_placeholders": {"class": target}},
                               ["citations", "no_placeholders"])
    with pytest.raises(CheckLoadError) as refused:
        Policy.load(policy_path)
    assert reason in str(refused.value) and "\n" not in str(refused.value)

    assert cli.main(["--policy", str(policy_path), "--input", "-"]) == 2
    assert capsys.readouterr().err == f"gate-verify: policy {policy_path}: {refused.value}\n"


@pytest.mark.parametrize("with_nli_pool", [False, True])
def test_the_serve_app_builder_refuses_a_policy_whose_check_cannot_be_loaded(tmp_path, monkeypatch, with_nli_pool):
    from deployments.app import AppArgs, StartupRefused, build_app

    monkeypatch.setenv("GATE_LLM_MODEL", str(tmp_path / "lm"))
    if with_nli_pool:
        monkeypatch.setenv("GATE_NLI_MODEL", str(tmp_path / "nli"))
    else:
        monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    policy_path = write_policy(tmp_path / "policy.yaml", {"no_placeholders": {"class": f"{HELPERS}:Missing"}},
                               ["citations", "no_placeholders"])
    with pytest.raises(StartupRefused, match="has no 'Missing'") as refused:
        build_app(AppArgs(policy_path=str(policy_path)))
    assert isinstance(refused.value.__cause__, CheckLoadError)


@pytest.mark.parametrize(("checks", "reason"), [
    ({"phi": {"class": f"{HELPERS}:PlaceholderCheck"}},
     f"check 'phi' ({HELPERS}:PlaceholderCheck) collides with the built-in check 'phi'"),
    ({"no_outcome_promises": {"class": "gate_example_checks.outcome_promises:NoOutcomePromisesCheck",
                              "options": {"max_evidence": 0}}},
     "checks.no_outcome_promises.options: max_evidence: Input should be greater than or equal to 1"),
])
def test_a_name_collision_or_bad_options_is_refused(tmp_path, monkeypatch, checks, reason):
    monkeypatch.syspath_prepend(str(EXAMPLE))
    with pytest.raises(CheckLoadError) as refused:
        Policy.load(write_policy(tmp_path / "policy.yaml", checks, ["citations", *checks]))
    assert reason in str(refused.value) and "\n" not in str(refused.value)


def test_a_hard_custom_check_follows_the_hard_check_rules(tmp_path):
    entry = {"class": f"{HELPERS}:HardPlaceholderCheck", "floor": 0.2}
    policy = Policy.load(write_policy(tmp_path / "policy.yaml", {"hard_placeholders": entry}, ["hard_placeholders"]))
    (check,) = policy.build(["hard_placeholders"])
    assert check.hard and check.floor == 1.0 and check.on_error == "closed"
    with pytest.raises(ValueError, match="a hard check never fails open"):
        Policy.load(write_policy(tmp_path / "open.yaml", {"hard_placeholders": {**entry, "on_error": "open"}},
                                 ["hard_placeholders"]))


def test_an_installed_package_whose_check_takes_a_built_in_name_stops_start_up(tmp_path, monkeypatch):
    """An installed distribution's `gate.checks` entry points are loaded whenever a policy loads."""
    dist = tmp_path / "site" / "rogue_checks-1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: rogue-checks\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(f"[gate.checks]\nphi = {HELPERS}:PlaceholderCheck\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    with pytest.raises(CheckLoadError, match="collides with the built-in check 'phi'"):
        Policy.load()


@pytest.mark.slow
def test_the_example_package_installed_for_real_is_found_by_its_entry_point(tmp_path):
    """examples/custom_check built and installed by pip (no index, no network) into a target directory, then
    gate-verify with the example policy, which names the check by its entry-point name only."""
    source = shutil.copytree(EXAMPLE, tmp_path / "src")  # the build writes build/ and *.egg-info beside the sources
    target = tmp_path / "site"
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index", "--quiet",
         "--target", str(target), str(source)], capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    cases = EXAMPLE / "cases.jsonl"
    env = {**os.environ, "PYTHONPATH": str(target)}
    proc = subprocess.run([str(GATE_VERIFY), "--policy", str(EXAMPLE / "policy.yaml"), "--input", str(cases)],
                          capture_output=True, text=True, timeout=120, cwd=REPO, env=env)
    assert proc.returncode == 0, proc.stderr
    expected = [json.loads(line) for line in cases.read_text().splitlines()]
    results = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [(r["id"], r["verdict"], r["failed"]) for r in results] == [
        (c["id"], c["expect"]["verdict"], c["expect"]["failed"]) for c in expected]
    assert {"fail", "pass"} <= {r["verdict"] for r in results}
    promise = results[0]["evidence"]["no_outcome_promises"][0]
    assert promise["text"] == "your prior authorization request will be approved"

    without = subprocess.run([str(GATE_VERIFY), "--policy", str(EXAMPLE / "policy.yaml"), "--input", str(cases)],
                             capture_output=True, text=True, timeout=120, cwd=REPO)
    assert without.returncode == 2 and without.stdout == ""
    assert without.stderr.count("\n") == 1 and "unknown check 'no_outcome_promises'" in without.stderr


# ------------------------------------------------------------------ replay

sys.path.insert(0, str(REPO / "scripts"))
import replay  # noqa: E402


def trace_requests(tmp_path: Path, policy: Policy) -> Path:
    """Two requests through the real gate loop with `policy`'s default profile, traced to a local store."""
    from gate.traces import TraceWriter
    from gate.traces.schema import TraceMeta
    from tests.trace_helpers import fast_config

    root = tmp_path / "store"
    checks = policy.checks_for("default")

    async def run_all() -> None:
        for request_id, answers in {"heal": [PLACEHOLDER_ANSWER, GOOD], "pass": [GOOD]}.items():
            script = iter(answers)

            async def generate(ctx, retry, temperature, script=script):
                return Generation(text=next(script), model="scripted")

            context = RequestContext(query="What does the plan cover?", sources=(Source(**SOURCE),), profile="default")
            outcome = await run_gate(context, generate, checks, GateSettings(max_attempts=3), request_id=request_id)
            writer.enqueue_outcome(outcome, context, TraceMeta(model="scripted", route="gate", policy=policy))

    with TraceWriter(fast_config(root.as_uri(), tmp_path / "spool")) as writer:
        asyncio.run(run_all())
        assert writer.flush(timeout=10)
    return root


def test_replay_reruns_a_custom_check_and_fails_on_one_it_cannot_load(tmp_path):
    from gate.traces.store import open_store

    root = trace_requests(tmp_path, Policy.load(placeholder_policy(tmp_path)))
    store = open_store(str(root))
    (rows,) = replay.load_rows(str(root), "heal").values()
    replayed = replay.replay_request(store, rows)
    assert replayed.agrees
    rerun = [c for c in replayed.comparisons if c.check == "no_placeholders"]
    assert [(c.recomputed["passed"], c.agrees) for c in rerun] == [(False, True), (True, True)]

    rows[0]["scores"] = [*rows[0]["scores"], ("vanished_rule", 1.0)]
    with pytest.raises(replay.ReplayError, match="attempt 1 ran check 'vanished_rule', which cannot be loaded here"):
        replay.replay_request(store, rows)


def test_replay_in_a_process_without_the_checks_module_exits_2_naming_it(tmp_path, monkeypatch):
    modules = tmp_path / "modules"
    modules.mkdir()
    (modules / "vanishing_checks.py").write_text(
        f"from {HELPERS} import PlaceholderCheck\n\n\nclass VanishingCheck(PlaceholderCheck):\n"
        "    name = 'vanishing_rule'\n")
    monkeypatch.syspath_prepend(str(modules))
    policy = Policy.load(write_policy(tmp_path / "policy.yaml", {"vanishing_rule": {"class": "vanishing_checks:VanishingCheck"}},
                                      ["citations", "vanishing_rule"]))
    root = trace_requests(tmp_path, policy)
    result = subprocess.run([sys.executable, "scripts/replay.py", str(root), "heal"], cwd=REPO, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 2 and result.stdout == ""
    assert "cannot be loaded here: check 'vanishing_rule': module 'vanishing_checks' does not import" in result.stderr


def test_report_gives_a_custom_checks_fire_rate_over_the_answers_it_applies_to(tmp_path, capsys):
    import report

    root = trace_requests(tmp_path, Policy.load(placeholder_policy(tmp_path)))
    rates = {}
    for extra in ([], ["--always-applicable", "no_placeholders"]):
        assert report.main([str(root), "--json", "--out", str(tmp_path / "report"), *extra]) == 0
        rates[bool(extra)] = json.loads(capsys.readouterr().out)["checks"]["no_placeholders"]
    # Three answers scored (the healed request's two, the passing one's); the pre-check fired on the placeholder.
    assert (rates[False]["answers"], rates[False]["applicable"], rates[False]["fire_rate"]) == (3, 1, 1.0)
    assert (rates[True]["applicable"], rates[True]["fire_rate"]) == (3, 1 / 3)
