"""The NLI engine: label mappings (3-way and binary verifiers), length-sorted batches that keep the caller's
order and pad less, and the simulated GPU engine used by the batching benchmark."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time

import pytest

from checks.grounding.types import NLIScores
from gate.engines.nli import NLILabelMapping, NLIModel, load_nli_model, padding_tokens, resolve_label_columns
from gate_testkit.simulated_nli import SIMULATED_NLI, SimulatedNLIModel
from tests.serve_graphs import GroupEnv, serve_group

# Mixed lengths on purpose: a one-line claim against a long clause and against a short one.
LONG = ("Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care "
        "in a skilled nursing facility per benefit period, subject to prior authorisation by the insurer and to the "
        "member's cost sharing as stated in the schedule of benefits for the calendar year.")
PAIRS = [
    ("The deductible is EUR 385 per calendar year.", "The deductible is EUR 385."),
    (LONG, "The plan covers 100 days in a skilled nursing facility."),
    ("Claims must be filed within 90 days.", "Claims have no deadline."),
    (LONG, "Prior authorisation is required."),
    ("Dental treatment is excluded.", "Dental care is covered."),
    ("Article 12 sets out the conditions for reimbursement.", "Article 12 covers reimbursement."),
    (LONG + " " + LONG, "Cost sharing applies."),
    ("Coverage begins on 1 January 2025.", "Coverage begins in 2025."),
]


# ------------------------------------------------------------------ label mapping (no model needed)

@pytest.mark.parametrize(
    ("id2label", "expected"),
    [
        ({0: "contradiction", 1: "entailment", 2: "neutral"}, ((1,), (0,), (2,))),
        ({0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"}, ((0,), (2,), (1,))),
        ({0: "not_supported", 1: "supported"}, ((1,), (0,), ())),
        ({0: "entailment", 1: "not_entailment"}, ((0,), (1,), ())),
        ({0: "Consistent", 1: "Inconsistent"}, ((0,), (1,), ())),
        ({"0": "hallucinated", "1": "faithful"}, ((1,), (0,), ())),
    ],
)
def test_labels_with_known_names_need_no_configuration(id2label, expected):
    columns = resolve_label_columns(id2label)
    assert (columns.entailment, columns.contradiction, columns.neutral) == expected


@pytest.mark.parametrize(
    "id2label",
    [
        {0: "LABEL_0", 1: "LABEL_1"},
        {0: "negative", 1: "positive", 2: "mixed"},
        {0: "supported", 1: "LABEL_1"},
        {0: "contradiction", 1: "neutral"},  # nothing means supported
    ],
)
def test_labels_that_say_nothing_are_refused_with_their_names(id2label):
    with pytest.raises(ValueError) as caught:
        resolve_label_columns(id2label)
    message = str(caught.value)
    assert "supported" in message and "labels" in message
    for name in id2label.values():
        assert name in message


def test_an_explicit_mapping_overrides_the_names():
    columns = resolve_label_columns({0: "LABEL_0", 1: "LABEL_1"}, {"supported": ["LABEL_1"], "contradicted": ["label_0"]})
    assert (columns.entailment, columns.contradiction, columns.neutral) == ((1,), (0,), ())
    # the negative label of a binary model counted as neutral instead of contradiction
    columns = resolve_label_columns({0: "not_supported", 1: "supported"}, {"supported": ["supported"], "neutral": ["not_supported"]})
    assert (columns.entailment, columns.contradiction, columns.neutral) == ((1,), (), (0,))
    # several labels summed into one score
    columns = resolve_label_columns(
        {0: "A", 1: "B", 2: "C", 3: "D"}, NLILabelMapping(supported=["A", "B"], contradicted=["C"], neutral=["D"])
    )
    assert columns.entailment == (0, 1)
    assert columns.scores([0.1, 0.2, 0.3, 0.4]) == NLIScores(entailment=pytest.approx(0.3), contradiction=0.3, neutral=0.4)


@pytest.mark.parametrize(
    ("mapping", "error"),
    [
        ({"supported": ["LABEL_7"], "contradicted": ["LABEL_0"]}, "LABEL_7"),
        ({"supported": ["LABEL_1"]}, "unassigned"),
        ({"supported": ["LABEL_1"], "contradicted": ["LABEL_1", "LABEL_0"]}, "both"),
        ({"supported": []}, "supported"),
    ],
)
def test_a_mapping_that_does_not_fit_the_model_is_refused(mapping, error):
    with pytest.raises(ValueError, match=error):
        resolve_label_columns({0: "LABEL_0", 1: "LABEL_1"}, mapping)


# ------------------------------------------------------------------ the real model path

@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def test_sorted_batches_give_the_same_scores_in_the_callers_order(nli):
    from sentence_transformers import CrossEncoder

    reference = CrossEncoder(str(nli.model_name), device="cpu").predict(PAIRS, apply_softmax=True, batch_size=1)
    scores = nli.score(PAIRS, batch_size=3)
    assert len(scores) == len(PAIRS)
    for row, ours in zip(reference.tolist(), scores):
        # tiny model labels: 0 contradiction, 1 entailment, 2 neutral
        assert (ours.contradiction, ours.entailment, ours.neutral) == pytest.approx(tuple(row), abs=1e-5)
    for pair, batched in zip(PAIRS[:3], scores):
        alone = nli.score([pair], batch_size=1)[0]
        assert (alone.entailment, alone.contradiction) == pytest.approx((batched.entailment, batched.contradiction), abs=1e-5)


def test_sorting_by_length_saves_padding_on_a_mixed_batch(nli):
    nli.score(PAIRS, batch_size=4)
    padding = nli.last_padding
    lengths = [len(ids) for ids in nli.tokenize(PAIRS)["input_ids"]]
    assert padding["tokens"] == sum(lengths)
    assert padding["padded_unsorted"] == padding_tokens(lengths, 4)
    assert padding["padded"] == padding_tokens(sorted(lengths, reverse=True), 4)
    assert padding["padded"] < padding["padded_unsorted"] / 2, padding
    # one batch holding everything pads the same either way
    nli.score(PAIRS, batch_size=len(PAIRS))
    assert nli.last_padding["padded"] == nli.last_padding["padded_unsorted"]


def test_padding_count():
    assert padding_tokens([5, 5, 5], 2) == 0
    assert padding_tokens([10, 2, 10, 2], 2) == 16
    assert padding_tokens([10, 10, 2, 2], 2) == 0
    assert padding_tokens([], 4) == 0


def test_a_binary_verifier_works_by_configuration_alone(tiny_models):
    binary = load_nli_model(str(tiny_models.binary), device="cpu")
    scores = binary.score(PAIRS)
    for score in scores:
        assert score.neutral == 0.0
        assert score.entailment + score.contradiction == pytest.approx(1.0, abs=1e-6)
    as_neutral = load_nli_model(
        str(tiny_models.binary), device="cpu", labels={"supported": ["supported"], "neutral": ["not_supported"]}
    )
    for before, after in zip(scores, as_neutral.score(PAIRS)):
        assert after.entailment == pytest.approx(before.entailment, abs=1e-6)
        assert after.contradiction == 0.0 and after.neutral == pytest.approx(before.contradiction, abs=1e-6)


def test_a_binary_model_with_anonymous_labels_names_them_in_the_error(tmp_path):
    from gate_testkit.tiny_models import build_binary_verifier_model

    path = build_binary_verifier_model(tmp_path / "anonymous", labels={0: "LABEL_0", 1: "LABEL_1"})
    with pytest.raises(ValueError, match=r"LABEL_0.*LABEL_1"):
        load_nli_model(str(path), device="cpu")
    mapped = load_nli_model(str(path), device="cpu", labels={"supported": ["LABEL_1"], "contradicted": ["LABEL_0"]})
    assert len(mapped.score(PAIRS[:2])) == 2


# ------------------------------------------------------------------ the simulated GPU engine

def test_simulated_engine_is_chosen_by_spec_and_parses_costs():
    engine = load_nli_model(f"{SIMULATED_NLI}?pass_ms=7&pair_ms=0.5", max_length=256)
    assert isinstance(engine, SimulatedNLIModel)
    assert (engine.pass_ms, engine.pair_ms, engine.max_length) == (7.0, 0.5, 256)
    assert engine.max_chunk_tokens < engine.max_length
    assert SimulatedNLIModel.from_spec(SIMULATED_NLI).pass_ms == 20.0
    for bad in ("simulate://cpu?pass_ms=1", f"{SIMULATED_NLI}?pass_ms=fast", f"{SIMULATED_NLI}?bogus=1",
                f"{SIMULATED_NLI}?pass_ms=-1"):
        with pytest.raises(ValueError):
            SimulatedNLIModel.from_spec(bad)


def test_simulated_engine_returns_probabilities_and_costs_per_pass_plus_per_pair():
    engine = SimulatedNLIModel(pass_ms=30, pair_ms=1)
    started = time.perf_counter()
    scores = engine.score(PAIRS * 2, batch_size=8)  # 16 pairs: 2 passes of 8
    elapsed = time.perf_counter() - started
    assert engine.forward_passes == 2
    assert elapsed >= 2 * 0.030 + 16 * 0.001
    assert elapsed < 1.0
    for score in scores:
        assert min(score.entailment, score.contradiction, score.neutral) > 0
        assert score.entailment + score.contradiction + score.neutral == pytest.approx(1.0)
    assert scores[: len(PAIRS)] == scores[len(PAIRS):]  # deterministic per pair
    assert len({s.entailment for s in scores[: len(PAIRS)]}) == len(PAIRS)  # and different across pairs


def test_simulated_engine_runs_one_pass_at_a_time_without_holding_the_gil():
    engine = SimulatedNLIModel(pass_ms=50, pair_ms=0)
    spins = 0
    done = threading.Event()

    def other_work():
        nonlocal spins
        while not done.is_set():
            spins += 1

    spinner = threading.Thread(target=other_work)
    spinner.start()
    threads = [threading.Thread(target=engine.score, args=([("a", "b")],)) for _ in range(3)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    done.set()
    spinner.join()
    assert elapsed >= 3 * 0.050  # the device is shared: passes queue up
    assert spins > 1000  # Python kept running while the passes "ran"


# ------------------------------------------------------------------ through the NLIScorer deployment (small real Ray)

@serve_group(wave="model-checks")
@contextlib.contextmanager
def nli_apps(env: GroupEnv):
    """The NLIScorer deployment twice, each an application: a binary verifier whose labels are configured, and the
    simulated GPU engine with batching. Gives the application names."""
    from ray import serve

    from deployments.models import NLIScorer

    light = {"ray_actor_options": {"num_cpus": 0}}
    targets = {
        "nli-binary": NLIScorer.options(**light).bind(
            str(env.tiny_models.binary), labels={"supported": ["supported"], "neutral": ["not_supported"]}),
        "nli-simulated": NLIScorer.options(**light, user_config={"max_batch_size": 16, "batch_wait_timeout_s": 0.05}).bind(
            f"{SIMULATED_NLI}?pass_ms=30&pair_ms=0.1"),
    }
    yield [serve.RunTarget(app, name=name, route_prefix=None) for name, app in targets.items()], list(targets)


@pytest.fixture(scope="module")
def nli_handles(nli_apps):
    from ray import serve

    return {name: serve.get_app_handle(name) for name in nli_apps}


@pytest.mark.slow
async def test_the_deployment_loads_a_binary_verifier_and_the_simulated_engine_by_configuration(nli_handles, tiny_models):
    handles = nli_handles
    local = load_nli_model(str(tiny_models.binary), device="cpu",
                           labels={"supported": ["supported"], "neutral": ["not_supported"]}).score(PAIRS)
    remote = await handles["nli-binary"].score.remote(PAIRS)
    for here, there in zip(local, remote):
        assert there.contradiction == 0.0
        assert (there.entailment, there.neutral) == pytest.approx((here.entailment, here.neutral), abs=1e-5)

    simulated = handles["nli-simulated"]
    info = await simulated.info.remote()
    assert info["device"] == "simulated-gpu" and info["model"].startswith(SIMULATED_NLI)
    await simulated.reset_batch_stats.remote()
    requests = [PAIRS[: 2 + i % 6] for i in range(12)]
    results = await asyncio.gather(*(simulated.score.remote(pairs) for pairs in requests))
    for pairs, scores in zip(requests, results):  # each caller gets its own pairs' scores, in order
        assert len(scores) == len(pairs)
        assert [s.entailment for s in scores] == pytest.approx([s.entailment for s in expected_scores(pairs)])
    stats = await simulated.batch_stats.remote()
    assert stats["requests"] == 12 and stats["batches"] < 12  # concurrent callers shared forward passes


def expected_scores(pairs):
    from gate_testkit.simulated_nli import pseudo_scores

    return [pseudo_scores(premise, hypothesis) for premise, hypothesis in pairs]
