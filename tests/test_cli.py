"""`gate-verify`, the public contract: verdicts, order, error lines, exit codes, --checks, --output.

The installed console script runs once, in a process of its own (the examples); the other cases call its `main` with
the same arguments, standard input and output, in this process: each process of its own would import the check stack
again (about 6 s of CPU each)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

from gate.cli import main

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "verify_cases.jsonl"
GATE_VERIFY = Path(sys.executable).with_name("gate-verify")

SOURCE = {"id": "1", "document": "Member handbook", "text": "Each benefit period has a deductible of 1632 dollars."}


@dataclass(frozen=True)
class Verified:
    """What a run of gate-verify gave: its exit code and what it wrote."""

    returncode: int
    stdout: str
    stderr: str


def run_verify(*args: str, stdin: str | None = None) -> Verified:
    """`gate-verify ARGS` with `stdin` as its standard input, run through `main` in this process; an exit the way the
    interpreter ends a script (`SystemExit` with a message: the message on standard error, exit code 1)."""
    out, err = io.StringIO(), io.StringIO()
    saved_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exit_:
                if isinstance(exit_.code, str):
                    print(exit_.code, file=sys.stderr)
                code = exit_.code if isinstance(exit_.code, int) else 0 if exit_.code is None else 1
    finally:
        sys.stdin = saved_stdin
    return Verified(code, out.getvalue(), err.getvalue())


def results_of(proc: Verified) -> list[dict]:
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]


def test_examples_give_every_expected_verdict(tmp_path):
    """Through the installed console script, in a process of its own."""
    out = tmp_path / "results.jsonl"
    proc = subprocess.run([str(GATE_VERIFY), "--input", str(EXAMPLES), "--output", str(out), "--no-models"],
                          capture_output=True, text=True, timeout=120, cwd=REPO)
    assert proc.returncode == 0, proc.stderr
    cases = [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]
    results = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in results] == [c["id"] for c in cases]
    for case, result in zip(cases, results):
        assert (result["verdict"], sorted(result["failed"])) == (case["expect"]["verdict"], sorted(case["expect"]["failed"])), case["id"]
        assert set(result["scores"]) >= {"citations", "phi", "figures"}
        assert "groundedness" not in result["scores"]


def test_malformed_lines_get_error_lines_in_order_and_exit_2():
    good = {"id": "ok", "answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE]}
    lines = [
        json.dumps(good),
        "{not json",
        json.dumps({"id": "no-answer", "sources": [SOURCE]}),
        json.dumps({"id": "dupe", "answer": "x", "sources": [SOURCE, SOURCE]}),
        json.dumps({**good, "id": "bad-profile", "profile": "nope"}),
        json.dumps({**good, "id": "last"}),
    ]
    proc = run_verify("--input", "-", "--no-models", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 2
    results = results_of(proc)
    assert [r["id"] for r in results] == ["ok", "line 2", "no-answer", "dupe", "bad-profile", "last"]
    assert results[0]["verdict"] == "pass" and results[-1]["verdict"] == "pass"
    assert "answer" in results[2]["error"]
    assert "duplicate source id" in results[3]["error"]
    assert "profile" in results[4]["error"]


def test_checks_flag_limits_the_run_and_block_beats_fail():
    case = {"id": "c", "answer": "The deductible is 1700 dollars [7].", "sources": [SOURCE]}
    proc = run_verify("--input", "-", "--checks", "figures", stdin=json.dumps(case))
    assert proc.returncode == 0, proc.stderr
    (only_figures,) = results_of(proc)
    assert list(only_figures["scores"]) == ["figures"] and only_figures["verdict"] == "fail"
    assert only_figures["evidence"]["figures"][0]["text"].startswith("1700")

    proc = run_verify("--input", "-", "--no-models", stdin=json.dumps(case))
    (everything,) = results_of(proc)
    assert everything["verdict"] == "block"
    assert set(everything["failed"]) == {"citations", "figures"}


def test_unknown_check_is_a_usage_error():
    proc = run_verify("--input", "-", "--checks", "figures,vibes", stdin="")
    assert proc.returncode == 2 and "vibes" in proc.stderr


def test_groundedness_without_a_model_says_how_to_configure_one(monkeypatch):
    monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    case = {"id": "g", "answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE]}
    proc = run_verify("--input", "-", stdin=json.dumps(case))
    assert proc.returncode != 0
    assert "GATE_NLI_MODEL" in proc.stderr and "--no-models" in proc.stderr


@pytest.mark.slow
def test_groundedness_runs_in_process_with_models_from_the_environment(tiny_models, monkeypatch):
    monkeypatch.setenv("GATE_NLI_MODEL", str(tiny_models.nli))
    monkeypatch.setenv("GATE_LLM_MODEL", str(tiny_models.lm))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    cases = [
        {"id": "grounded", "answer": "The deductible is 1632 dollars for each benefit period [1].", "sources": [SOURCE]},
        {"id": "no-claims", "answer": "Is that the deductible?", "sources": [SOURCE]},
    ]
    proc = run_verify("--input", "-", "--llm-max-tokens", "16", stdin="\n".join(json.dumps(c) for c in cases))
    assert proc.returncode == 0, proc.stderr
    grounded, no_claims = results_of(proc)
    assert 0.0 <= grounded["scores"]["groundedness"] <= 1.0 and "errors" not in grounded
    assert no_claims["scores"]["groundedness"] == 1.0
    for claim in grounded["evidence"].get("groundedness", []):
        detail = claim["detail"]
        assert claim["text"].startswith("The deductible is 1632 dollars")
        assert detail["best_source_id"] == "1" and detail["verdict"] in {"SUPPORTED", "PARTIAL", "UNSUPPORTED"}
        assert abs(detail["entailment"] + detail["contradiction"] + detail["neutral"] - 1.0) < 1e-3


def test_models_can_come_from_flags_instead_of_the_environment(tiny_models, monkeypatch):
    monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    case = {"id": "g", "answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE]}
    proc = run_verify("--input", "-", "--nli-model", str(tiny_models.nli), "--checks", "groundedness,figures",
                      stdin=json.dumps(case))
    assert proc.returncode == 0, proc.stderr
    (result,) = results_of(proc)
    assert set(result["scores"]) == {"groundedness", "figures"}


def test_a_line_naming_a_model_check_without_models_is_an_error_line_and_the_run_goes_on():
    good = {"id": "ok", "answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE]}
    lines = [
        json.dumps({**good, "id": "wants-groundedness", "checks": ["groundedness", "figures"]}),
        json.dumps(good),
    ]
    proc = run_verify("--input", "-", "--no-models", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 2
    unavailable, ran = results_of(proc)
    assert unavailable["id"] == "wants-groundedness" and unavailable["code"] == "check_unavailable"
    assert "groundedness" in unavailable["error"] and "scores" not in unavailable
    assert ran["verdict"] == "pass" and "groundedness" in ran["skipped"] and "groundedness" not in ran["scores"]


def test_factual_claims_without_sources_are_not_verified(tiny_models, monkeypatch):
    monkeypatch.delenv("GATE_NLI_MODEL", raising=False)
    cases = [
        {"id": "claims", "answer": "The deductible is 1632 dollars per benefit period.", "sources": []},
        {"id": "courtesy", "answer": "Thank you.", "sources": []},
    ]
    proc = run_verify("--input", "-", "--nli-model", str(tiny_models.nli), "--checks", "groundedness",
                      stdin="\n".join(json.dumps(c) for c in cases))
    assert proc.returncode == 0, proc.stderr
    claims, courtesy = results_of(proc)
    assert claims["verdict"] == "fail" and claims["reasons"] == {"groundedness": "no_sources"}
    assert courtesy["verdict"] == "pass"


def test_no_models_help_lists_every_model_check():
    from checks.registry import MODEL_CHECKS

    proc = run_verify("--help")
    help_text = " ".join(proc.stdout.split())
    assert "(groundedness)." not in help_text
    for name in MODEL_CHECKS:
        assert name in help_text, name
    assert "--evaluator-llm-model" in help_text and "--model-timeout-s" in help_text


def test_a_profile_whose_check_cannot_be_built_is_an_error_line_and_the_run_goes_on(monkeypatch, tmp_path):
    """strict runs phi's name layer; without its NER model that line gets check_unavailable, naming what to install."""
    monkeypatch.setenv("GATE_NER_MODEL", str(tmp_path / "no-such-pipeline"))
    good = {"id": "ok", "answer": "The deductible is 1632 dollars [1].", "sources": [SOURCE]}
    lines = [json.dumps({**good, "id": "strict", "profile": "strict", "checks": ["phi", "citations"]}), json.dumps(good)]
    proc = run_verify("--input", "-", "--no-models", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 2, proc.stderr
    unavailable, ran = results_of(proc)
    assert unavailable["code"] == "check_unavailable" and "spacy download" in unavailable["error"]
    assert ran["id"] == "ok" and ran["verdict"] == "pass"
