"""phi's model layer (`options.model`): a token-classification model's entities count as identifiers.

No model is downloaded: a tiny random-weight BERT token classifier with a WordPiece tokenizer is built once
per session (gate_testkit/token_classifier.py) and copies of it are saved with the classifier's bias set so
that one label wins on every token: what the random model says is then known, and the layer is loaded the
way a user's model is, by path, through phi's options.
"""

from __future__ import annotations

import logging
import re
import time
from pathlib import Path

import pytest
from pydantic import ValidationError

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.loop import CheckWorkers, run_checks
from checks.policy import Policy
from checks.text.identifiers.model_layer import ModelLayerOptions, ModelLayerUnavailable, load_model_layer
from gate.service import GateService
from gate_testkit.token_classifier import build_token_classifier, force_label

WORDS = re.compile(r"\w+|[^\w\s]")  # the BERT pre-tokenizer's words, for text without CJK characters


@pytest.fixture(scope="session")
def token_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The tiny de-id model (labels O, B-/I-PATIENT, B-/I-STREET, B-/I-ID, B-PHONE, B-DATE, B-STAFF), and copies
    of it in which one label wins everywhere: label -> path."""
    root = tmp_path_factory.mktemp("token_models")
    base = build_token_classifier(root / "base")
    forced = {label: str(force_label(base, root / label, label)) for label in ("O", "B-ID", "I-STREET", "B-PATIENT", "B-DATE")}
    return {"base": str(base), **forced}


def phi(path: str, **model: object) -> PHICheck:
    return PHICheck(CheckConfig(options={"model": {"path": path, **model}}))


def found(result) -> list[tuple[str, int, int]]:
    return [(e.detail["kind"], e.start, e.end) for e in result.evidence]


# ---------------------------------------------------------------- loading and span mapping

async def test_the_model_named_in_phis_options_finds_identifiers(token_models) -> None:
    check = phi(token_models["B-ID"])
    result = await check.check("The member called twice about the refill.", RequestContext())
    assert not result.passed
    assert {kind for kind, _, _ in found(result)} == {"identifier"}
    assert result.metrics["model_windows"] == 1 and "model_limit" not in result.metrics
    assert "identifier" in result.feedback and "refill" not in result.feedback
    assert not check.runs_inline and PHICheck().runs_inline  # the model runs in a worker thread, not inline


@pytest.mark.parametrize("answer", [
    "The member called twice about the refill.",
    "  Zoë Kowalczykowa — naïve café, São Paulo; two\u00a0words.\n",
    "Kowalczykowa's appeal (re-filed) was upheld!",
])
async def test_each_finding_is_its_tokens_exact_characters(token_models, answer: str) -> None:
    # B-ID wins on every token: every word (a run of word pieces) is a finding of its own, its offsets the
    # characters its tokens cover in the answer as written (accents, a no-break space, a dash, leading spaces).
    result = await phi(token_models["B-ID"]).check(answer, RequestContext())
    assert [(e.start, e.end) for e in result.evidence] == [m.span() for m in WORDS.finditer(answer)]
    assert all(answer[e.start:e.end] == e.text for e in result.evidence)


async def test_a_word_read_as_several_pieces_is_one_finding(token_models) -> None:
    layer = load_model_layer(ModelLayerOptions(path=token_models["B-ID"]))
    pieces = layer._loaded.tokenizer("Kowalczykowa", add_special_tokens=False)["input_ids"]
    assert len(pieces) > 3  # not in the tiny vocabulary: read letter by letter
    result = await phi(token_models["B-ID"]).check("Kowalczykowa", RequestContext())
    assert found(result) == [("identifier", 0, len("Kowalczykowa"))]


async def test_an_entity_over_several_words_is_one_span(token_models) -> None:
    answer = "  She moved to the house by the river.\n"
    result = await phi(token_models["I-STREET"]).check(answer, RequestContext())
    assert found(result) == [("address", 2, len(answer) - 1)]


async def test_windows_that_overlap_give_one_span(token_models) -> None:
    answer = " ".join(["she moved to the house by the river"] * 12)
    result = await phi(token_models["I-STREET"], max_tokens=24, stride=8, max_windows=64).check(answer, RequestContext())
    assert result.metrics["model_windows"] > 3
    assert found(result) == [("address", 0, len(answer))]


async def test_the_label_map_decides_what_counts(token_models) -> None:
    answer = "She was born on the first of May."
    assert (await phi(token_models["B-DATE"]).check(answer, RequestContext())).passed  # a bare DATE is not mapped
    mapped = await phi(token_models["B-DATE"], labels={"date": "date_of_birth"}).check(answer, RequestContext())
    assert {kind for kind, _, _ in found(mapped)} == {"date_of_birth"}
    ignored = await phi(token_models["B-ID"], labels={"ID": None}).check(answer, RequestContext())
    assert ignored.passed


async def test_a_name_counts_when_bound_to_an_identifier_or_a_health_fact(token_models) -> None:
    alone = "Alvarez reviewed the appeal."
    bound = "Maria was treated for diabetes."
    assert (await phi(token_models["B-PATIENT"]).check(alone, RequestContext())).passed
    result = await phi(token_models["B-PATIENT"]).check(bound, RequestContext())
    assert not result.passed and {kind for kind, _, _ in found(result)} == {"name"}
    unbound = await phi(token_models["B-PATIENT"], bind_names=False).check(alone, RequestContext())
    assert not unbound.passed


# ---------------------------------------------------------------- only adds

ANSWERS = [
    "The member's SSN is 123-45-6789 and her phone is (617) 555-0143.",
    "Write to jane.roe@example.com; DOB 04/12/1957.",
    "The plan covers outpatient surgery after prior authorisation.",
]


@pytest.mark.parametrize("answer", ANSWERS)
async def test_a_model_that_finds_nothing_changes_nothing(token_models, answer: str) -> None:
    without = await PHICheck().check(answer, RequestContext())
    with_model = await phi(token_models["O"]).check(answer, RequestContext())
    assert with_model.passed == without.passed and found(with_model) == found(without)


@pytest.mark.parametrize("answer", ANSWERS)
async def test_what_the_readers_found_stays_found(token_models, answer: str) -> None:
    without = await PHICheck().check(answer, RequestContext())
    with_model = await phi(token_models["B-ID"]).check(answer, RequestContext())
    assert not with_model.passed
    assert set(found(without)) <= set(found(with_model))


async def test_the_allow_list_applies_to_the_models_findings(token_models) -> None:
    context = RequestContext(allowed_identifiers=("Kowalczykowa",))
    assert (await phi(token_models["B-ID"]).check("Kowalczykowa", context)).passed


# ---------------------------------------------------------------- bounds

LONG = " ".join(f"the member asked about claim {n} and the refill" for n in range(40))  # about 1.9 KB


def read_end(result) -> int:
    return result.metrics["model_unread_from"]


async def test_at_most_max_windows_are_read(token_models) -> None:
    result = await phi(token_models["B-ID"], max_tokens=16, stride=4, max_windows=2).check(LONG, RequestContext())
    assert result.metrics["model_windows"] == 2 and result.metrics["model_limit"] == "windows"
    model_spans = [(start, end) for kind, start, end in found(result) if kind == "identifier"]
    unread = read_end(result)
    assert 0 < unread < 120
    # every word before the bound was read, none after it
    assert model_spans == [m.span() for m in WORDS.finditer(LONG) if m.end() <= unread]


async def test_past_the_bound_the_deterministic_readers_decide_by_default(token_models) -> None:
    check = phi(token_models["O"], max_tokens=16, stride=4, max_windows=2)
    result = await check.check(LONG, RequestContext())
    assert result.passed and result.metrics["model_limit"] == "windows"
    blocked = await phi(token_models["O"], max_tokens=16, stride=4, max_windows=2, on_limit="closed").check(
        LONG, RequestContext()
    )
    assert not blocked.passed
    assert found(blocked) == [("unread", read_end(result), len(LONG))]


async def test_no_window_starts_past_the_time_budget(token_models) -> None:
    check = phi(token_models["O"], max_tokens=16, stride=0, budget_ms=0.001)
    result = await check.check(LONG, RequestContext())
    assert result.passed
    assert result.metrics["model_windows"] == 1 and result.metrics["model_limit"] == "budget"
    closed = await phi(token_models["O"], max_tokens=16, stride=0, budget_ms=0.001, on_limit="closed").check(
        LONG, RequestContext()
    )
    assert [kind for kind, _, _ in found(closed)] == ["unread"]


async def test_a_2kb_answer_is_read_whole_within_the_default_bounds(token_models) -> None:
    check = phi(token_models["O"])
    answer = (LONG + " ") * 2
    answer = answer[:2048]
    result = await check.check(answer, RequestContext())
    assert result.passed and "model_unread_from" not in result.metrics
    runs = 20
    started = time.perf_counter()
    for _ in range(runs):
        await check.check(answer, RequestContext())
    per_answer = (time.perf_counter() - started) * 1000.0 / runs
    print(f"\nphi with the tiny model layer: {per_answer:.1f} ms per 2 KB answer on CPU "
          f"({result.metrics['model_windows']} windows of 256 tokens; model alone {result.metrics['model_ms']} ms)")


# ---------------------------------------------------------------- where it runs, when it loads

async def test_it_runs_in_the_check_workers_like_the_rest_of_phi(token_models) -> None:
    workers = CheckWorkers(1)
    try:
        (result,) = await run_checks("Kowalczykowa", RequestContext(), [phi(token_models["B-ID"])], workers=workers)
    finally:
        workers.close()
    assert found(result) == [("identifier", 0, len("Kowalczykowa"))]


def test_the_model_is_loaded_once_per_process(token_models, tmp_path: Path, caplog) -> None:
    path = str(force_label(token_models["base"], tmp_path / "once", "B-ID"))
    with caplog.at_level(logging.INFO, logger="checks.text.identifiers.model_layer"):
        phi(path)
        phi(path, min_score=0.9, max_windows=2)  # a request's check built again, other bounds: the same model
    assert sum("phi model layer" in r.getMessage() and "loaded" in r.getMessage() for r in caplog.records) == 1


def test_the_gate_loads_it_at_start_and_refuses_a_bad_configuration(token_models) -> None:
    data = Policy.load().model_dump()
    data["profiles"] = {"default": ["phi"]}
    data["checks"]["phi"]["options"]["model"] = {"path": token_models["B-ID"]}
    GateService(policy=Policy.model_validate(data)).validate_startup()
    data["checks"]["phi"]["options"]["model"] = {"path": token_models["B-ID"], "labels": {"PATIENT": "person"}}
    with pytest.raises(ValueError, match=r"(?s)profile .default. cannot be served.*model\.labels.*unknown kind.*person"):
        GateService(policy=Policy.model_validate(data)).validate_startup()


# ---------------------------------------------------------------- configuration errors

@pytest.mark.parametrize(("model", "message"), [
    ({}, r"model\.path\s+Field required"),
    ({"path": "x", "labels": {"PATIENT": "person"}}, r"(?s)model\.labels.*unknown kind\(s\) \['person'\]"),
    ({"path": "x", "max_window": 3}, r"model\.max_window\s+Extra inputs"),
    ({"path": "x", "device": "gpu"}, r"model\.device"),
    ({"path": "x", "min_score": 1.5}, r"model\.min_score"),
    ({"path": "x", "budget_ms": 0}, r"model\.budget_ms"),
    ({"path": "x", "on_limit": "open"}, r"model\.on_limit"),
])
def test_a_bad_option_names_its_field(model: dict, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        PHICheck(CheckConfig(options={"model": model}))


def test_a_model_that_is_not_there_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ModelLayerUnavailable, match=r"nothing is downloaded at run time.*hf download org/no-such-deid-model"):
        phi("org/no-such-deid-model")
    with pytest.raises(ModelLayerUnavailable, match="not a usable directory"):
        phi(str(tmp_path))


def test_a_window_longer_than_the_model_reads_is_refused(token_models) -> None:
    with pytest.raises(ModelLayerUnavailable, match="max_tokens is 1024 but .* reads at most 512 tokens"):
        phi(token_models["B-ID"], max_tokens=1024)
    with pytest.raises(ModelLayerUnavailable, match="stride"):
        phi(token_models["B-ID"], max_tokens=16, stride=14)


def test_a_model_none_of_whose_labels_counts_is_refused(token_models) -> None:
    with pytest.raises(ModelLayerUnavailable, match=r"none of .* labels .* maps to a phi kind.*options\.model\.labels"):
        phi(token_models["B-ID"], default_labels=False)


@pytest.mark.slow
def test_the_benchmark_ends_with_its_cost_line() -> None:
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[1]
    completed = subprocess.run(
        [sys.executable, str(repo / "scripts" / "bench_phi_model.py"), "--layers", "1", "--hidden", "32",
         "--heads", "2", "--runs", "2"],
        capture_output=True, text=True, timeout=300, cwd=repo,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    last = completed.stdout.strip().splitlines()[-1]
    assert re.fullmatch(
        r"phi model layer: -?\d+ ms per 2 KB answer on CPU \(random BERT, 1 layers, hidden 32, .* in 2 windows of 256, "
        r"\d+ torch threads\)", last
    ), last
