"""LLM engines (scripted, transformers on the tiny LM), their JSON contract, and the NLI model wrapper."""

from __future__ import annotations

import json
import shutil

import pytest
from pydantic import BaseModel, ValidationError

from checks.grounding.types import NLIScores
from checks.loop import Generation
from gate.engines import EngineConfig, SamplingConfig, StructuredOutputError, build_llm_engine
from gate.engines.llm import REPAIR_INSTRUCTION, parse_json_reply
from gate.engines.nli import NLIModel
from gate_testkit.scripted import SCRIPTED_ENGINE, ScriptedEngine
from gate.engines.transformers_engine import TransformersEngine

CHAT = [{"role": "user", "content": "What is the deductible?"}]


class Answer(BaseModel):
    answer: str
    confidence: float


def test_every_config_field_is_described():
    for model in (EngineConfig, SamplingConfig):
        undocumented = [name for name, field in model.model_fields.items() if not field.description]
        assert not undocumented, f"{model.__name__}: {undocumented}"


def test_engine_config_validates_per_backend():
    with pytest.raises(ValidationError, match="engine_class"):
        EngineConfig(backend="custom")
    with pytest.raises(ValueError, match="answers"):
        build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE))
    with pytest.raises(ValidationError, match="model"):
        EngineConfig(backend="transformers")
    with pytest.raises(ValidationError):
        EngineConfig(backend="tgi", model="x")
    assert build_llm_engine(EngineConfig(backend="custom", engine_class=SCRIPTED_ENGINE, answers=["a"])).model_name == "scripted"


def test_a_custom_engine_class_that_cannot_be_loaded_is_named_in_the_error():
    for path, reason in (("no_colon", "module.path:ClassName"), ("no_such_module_here:Engine", "cannot import"),
                         ("gate_testkit.scripted:NoSuchEngine", "has no class")):
        with pytest.raises(ValueError, match=reason):
            build_llm_engine({"backend": "custom", "engine_class": path, "answers": ["a"]})


def test_sampling_config_accepts_dicts_and_defaults_to_greedy():
    assert SamplingConfig.coerce(None).temperature == 0.0
    assert SamplingConfig.coerce({"max_tokens": 7}).max_tokens == 7
    with pytest.raises(ValidationError):
        SamplingConfig.coerce({"max_tokens": 0})


async def test_scripted_engine_replies_in_order_repeats_the_last_and_records_calls():
    engine = build_llm_engine({"backend": "custom", "engine_class": SCRIPTED_ENGINE, "model": "script", "answers": ["first", "second"]})
    assert isinstance(engine, ScriptedEngine) and engine.model_name == "script"
    replies = [await engine.generate([{"role": "user", "content": f"q{i}"}]) for i in range(3)]
    assert [r.text for r in replies] == ["first", "second", "second"]
    assert all(isinstance(r, Generation) and r.model == "script" for r in replies)
    assert [call[-1]["content"] for call in engine.calls] == ["q0", "q1", "q2"]


async def test_generate_json_validates_and_puts_the_schema_in_the_prompt():
    fenced = '```json\n{"answer": "EUR 385", "confidence": 0.9}\n```'
    engine = build_llm_engine({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": [fenced]})
    result = await engine.generate_json(CHAT, Answer)
    assert result == Answer(answer="EUR 385", confidence=0.9)
    system = engine.calls[0][0]
    assert system["role"] == "system" and '"confidence"' in system["content"]


async def test_generate_json_repairs_once_then_raises_structured_output_error():
    engine = build_llm_engine({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": ['{"answer": "x"}', "still not JSON"]})
    with pytest.raises(StructuredOutputError) as raised:
        await engine.generate_json(CHAT, Answer)
    assert raised.value.schema_name == "Answer" and raised.value.raw_text == "still not JSON"
    assert len(engine.calls) == 2
    repair = engine.calls[1]
    assert repair[-2] == {"role": "assistant", "content": '{"answer": "x"}'}
    assert repair[-1]["content"].startswith(REPAIR_INSTRUCTION.split("{error}")[0])
    assert "confidence" in repair[-1]["content"]  # the validation error names the missing field


async def test_generate_json_repair_can_succeed():
    engine = build_llm_engine({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": ["nope", '{"answer": "y", "confidence": 1}']})
    assert (await engine.generate_json(CHAT, Answer)).answer == "y"


async def test_generate_json_many_keeps_order_and_can_return_exceptions():
    good = json.dumps({"answer": "a", "confidence": 0.5})
    engine = build_llm_engine({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": [good, "bad", good, "bad again"]})
    results = await engine.generate_json_many([CHAT, CHAT, CHAT], Answer, return_exceptions=True)
    assert isinstance(results[0], Answer) and isinstance(results[2], Answer)
    assert isinstance(results[1], StructuredOutputError)
    engine = build_llm_engine({"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "answers": [good, "bad"]})
    with pytest.raises(StructuredOutputError):
        await engine.generate_json_many([CHAT, CHAT], Answer)


def test_structured_output_error_survives_pickling():
    import pickle

    error = pickle.loads(pickle.dumps(StructuredOutputError("Answer", "confidence: missing", "{}")))
    assert isinstance(error, ValueError) and error.error == "confidence: missing" and error.raw_text == "{}"


def test_parse_json_reply_tolerates_prose_around_one_object():
    assert parse_json_reply('Sure! {"answer": "z", "confidence": 0} Hope that helps.', Answer).answer == "z"
    with pytest.raises(ValueError, match="confidence"):
        parse_json_reply('{"answer": "z"}', Answer)


@pytest.fixture(scope="module")
def tiny_lm_engine(tiny_models) -> TransformersEngine:
    engine = build_llm_engine(EngineConfig(backend="transformers", model=str(tiny_models.lm), device="cpu"))
    assert isinstance(engine, TransformersEngine)
    return engine


async def test_transformers_engine_generates_greedily_with_token_counts(tiny_lm_engine):
    sampling = SamplingConfig(max_tokens=6, temperature=0.0)
    first = await tiny_lm_engine.generate(CHAT, sampling)
    second = await tiny_lm_engine.generate(CHAT, sampling)
    assert first.text == second.text
    assert first.prompt_tokens and first.prompt_tokens > 5
    assert 1 <= first.completion_tokens <= 6
    assert first.model == tiny_lm_engine.model_name and first.latency_ms > 0


async def test_transformers_engine_batches_prompts_of_different_lengths(tiny_lm_engine):
    longer = "A much longer question about the annual deductible and the waiting period"
    chats = [CHAT, [{"role": "user", "content": longer}]]
    generations = await tiny_lm_engine.generate_many(chats, {"max_tokens": 4})
    assert len(generations) == 2
    assert generations[1].prompt_tokens > generations[0].prompt_tokens


async def test_transformers_engine_sampling_with_a_seed_is_reproducible(tiny_lm_engine):
    sampling = SamplingConfig(max_tokens=8, temperature=1.0, top_p=0.9, seed=7)
    assert (await tiny_lm_engine.generate(CHAT, sampling)).text == (await tiny_lm_engine.generate(CHAT, sampling)).text


async def test_transformers_engine_raises_structured_output_error_for_a_random_model(tiny_lm_engine):
    with pytest.raises(StructuredOutputError, match="Answer"):
        await tiny_lm_engine.generate_json(CHAT, Answer, {"max_tokens": 4})


# ---------------------------------------------------------------- NLI


PAIRS = [
    ("The deductible is EUR 385 per calendar year.", "The deductible is EUR 385."),
    ("Claims must be filed within 90 days of the date of service.", "Claims can be filed at any time."),
    ("Coverage begins on 1 January 2025.", "Dental treatment is excluded."),
]


@pytest.fixture(scope="module")
def nli(tiny_models) -> NLIModel:
    return NLIModel(str(tiny_models.nli), device="cpu")


def test_nli_model_returns_probabilities_in_pair_order(nli):
    scores = nli.score(PAIRS)
    assert len(scores) == 3 and all(isinstance(s, NLIScores) for s in scores)
    for s in scores:
        assert s.entailment + s.contradiction + s.neutral == pytest.approx(1.0, abs=1e-5)
    one_by_one = [nli.score([pair], batch_size=1)[0] for pair in PAIRS]
    for alone, batched in zip(one_by_one, scores):
        assert (alone.entailment, alone.contradiction) == pytest.approx(
            (batched.entailment, batched.contradiction), abs=1e-5
        )
    assert nli.score([]) == []
    assert nli.max_length == 512 and nli.max_chunk_tokens < nli.max_length
    assert nli.count_tokens("The deductible is EUR 385.") > 3


def test_nli_model_reads_label_order_from_the_config(tiny_models, tmp_path, nli):
    """Same weights, labels renamed: the scores must follow the names, not positions."""
    permuted = tmp_path / "nli-permuted"
    shutil.copytree(tiny_models.nli, permuted)
    config_path = permuted / "config.json"
    config = json.loads(config_path.read_text())
    config["id2label"] = {"0": "entailment", "1": "neutral", "2": "contradiction"}
    config["label2id"] = {"entailment": 0, "neutral": 1, "contradiction": 2}
    config_path.write_text(json.dumps(config))
    original = nli.score(PAIRS)
    renamed = NLIModel(str(permuted), device="cpu").score(PAIRS)
    for before, after in zip(original, renamed):
        # position 0 was contradiction and is now entailment, 1 entailment -> neutral, 2 neutral -> contradiction
        assert after.entailment == pytest.approx(before.contradiction, abs=1e-6)
        assert after.neutral == pytest.approx(before.entailment, abs=1e-6)
        assert after.contradiction == pytest.approx(before.neutral, abs=1e-6)


def test_nli_model_rejects_a_model_without_nli_labels(tiny_models, tmp_path):
    broken = tmp_path / "nli-sentiment"
    shutil.copytree(tiny_models.nli, broken)
    config = json.loads((broken / "config.json").read_text())
    config["id2label"] = {"0": "negative", "1": "positive", "2": "mixed"}
    config["label2id"] = {"negative": 0, "positive": 1, "mixed": 2}
    (broken / "config.json").write_text(json.dumps(config))
    with pytest.raises(ValueError, match="entailment"):
        NLIModel(str(broken), device="cpu")
