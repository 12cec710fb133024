"""scripts/evaluate.py: the three labelled formats read right, the metrics computed right, and the whole
harness run on a small slice with the tiny models (whose accuracy the report must call meaningless)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("evaluate_script", REPO / "scripts" / "evaluate.py")
evaluate = importlib.util.module_from_spec(SPEC)
sys.modules[SPEC.name] = evaluate  # dataclasses look their module up while the module runs
SPEC.loader.exec_module(evaluate)

HANDBOOK = ("Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care "
            "in a skilled nursing facility per benefit period. Days 21 to 100 require a daily coinsurance payment.")
FORMULARY = ("Tier 1 generic drugs have a copayment of EUR 5 per 30-day supply. Specialty drugs require prior "
             "authorisation and are dispensed by the network specialty pharmacy only.")

AGGREFACT_ROWS = [
    {"doc": HANDBOOK, "claim": "The plan covers up to 100 days in a skilled nursing facility.", "label": 1},
    {"doc": HANDBOOK, "claim": "The plan covers skilled nursing care without any prior hospital stay.", "label": 0},
    {"doc": FORMULARY, "claim": "Generic drugs cost EUR 5 per 30-day supply.", "label": 1},
    {"doc": FORMULARY, "claim": "Specialty drugs can be bought at any retail pharmacy.", "label": 0},
]
WICE_ROWS = [
    {"label": "supported", "claim": "The plan covers up to 100 days of skilled nursing care.",
     "evidence": ["Member handbook, section 4.", HANDBOOK], "meta": {"id": "c1"}},
    {"label": "supported", "claim": "The plan covers up to 100 days of skilled nursing care.",
     "evidence": ["Coinsurance applies from day 21."], "meta": {"id": "c1"}},
    {"label": "partially_supported", "claim": "Specialty drugs need prior authorisation and cost EUR 5.",
     "evidence": [FORMULARY], "meta": {"id": "c2"}},
    {"label": "not_supported", "claim": "Dental implants are covered in full after 12 months.",
     "evidence": [FORMULARY, HANDBOOK], "meta": {"id": "c3"}},
]
RAGTRUTH_ROWS = [
    {"id": "r1", "response": "The plan covers up to 100 days in a skilled nursing facility after a 3-day stay.",
     "labels": [], "source_info": {"question": "What does the plan cover after a hospital stay?",
                                    "passages": f"passage 1: {HANDBOOK}"}},
    {"id": "r2", "response": "Specialty drugs are covered at any pharmacy with no prior authorisation.",
     "labels": [{"start": 0, "end": 70, "text": "Specialty drugs are covered at any pharmacy with no prior authorisation",
                 "label_type": "Evident Conflict"}],
     "source_info": FORMULARY},
]


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def test_formats_are_detected_and_read(tmp_path):
    fmt, examples = evaluate.load_examples(str(write_jsonl(tmp_path / "a.jsonl", AGGREFACT_ROWS)), "auto", None, None)
    assert fmt == "aggrefact" and [e.label for e in examples] == ["supported", "not_supported"] * 2
    assert examples[0].sources == [("1", HANDBOOK)]

    fmt, examples = evaluate.load_examples(str(write_jsonl(tmp_path / "w.jsonl", WICE_ROWS)), "auto", None, None)
    assert fmt == "wice" and [e.id for e in examples] == ["c1", "c2", "c3"]
    assert [e.label for e in examples] == ["supported", "partial", "not_supported"]
    assert len(examples[0].sources) == 2 and examples[0].sources[0][1].startswith("Member handbook, section 4. Following")

    fmt, examples = evaluate.load_examples(str(write_jsonl(tmp_path / "r.jsonl", RAGTRUTH_ROWS)), "auto", 1, None)
    assert fmt == "ragtruth" and len(examples) == 1
    assert examples[0].query.startswith("What does the plan cover") and examples[0].label == "supported"


def test_aggrefact_is_reported_per_data_set_too():
    examples = [evaluate.Example(id=str(i), answer="c", sources=[("1", "d")], label=label, dataset=dataset)
                for i, (label, dataset) in enumerate([("supported", "AggreFact-CNN"), ("not_supported", "AggreFact-CNN"),
                                                      ("supported", "ExpertQA"), ("not_supported", "ExpertQA")])]
    # right on CNN, always "not supported" on ExpertQA
    predictions = [evaluate.Prediction(example=e, not_supported=(e.label == "not_supported" or e.dataset == "ExpertQA"),
                                       verdict="pass") for e in examples]
    report = evaluate.summarize(predictions, "aggrefact", evaluate.Counter())
    assert report["by_dataset"]["AggreFact-CNN"]["balanced_accuracy"] == 1.0
    assert report["by_dataset"]["ExpertQA"]["balanced_accuracy"] == 0.5
    assert report["mean_balanced_accuracy_over_datasets"] == pytest.approx(0.75)
    assert "| ExpertQA | 2 | 0.500 |" in evaluate.markdown(report)


def test_ragtruth_original_layout_joins_source_info(tmp_path):
    responses = [{"id": "x", "source_id": "s9", "response": "The copayment is EUR 5.", "labels": []}]
    sources = [{"source_id": "s9", "task_type": "Summary", "source_info": FORMULARY}]
    write_jsonl(tmp_path / "response.jsonl", responses)
    write_jsonl(tmp_path / "source_info.jsonl", sources)
    _, examples = evaluate.load_examples(str(tmp_path / "response.jsonl"), "ragtruth", None, str(tmp_path / "source_info.jsonl"))
    assert examples[0].sources == [("1", FORMULARY)]
    with pytest.raises(ValueError, match="s9"):
        evaluate.load_examples(str(tmp_path / "response.jsonl"), "ragtruth", None, None)


@pytest.mark.parametrize("bad", ["maybe", "2", "partly"])
def test_unknown_labels_are_refused(bad):
    with pytest.raises(ValueError, match="unknown label"):
        evaluate.gold_label(bad, "line 3")


def test_classification_metrics():
    # gold not-supported, predicted not-supported: 3 tp, 1 fn, 1 fp, 5 tn
    pairs = [(True, True)] * 3 + [(True, False)] + [(False, True)] + [(False, False)] * 5
    m = evaluate.classification_metrics(pairs)
    assert m["confusion"] == {"tp": 3, "fp": 1, "fn": 1, "tn": 5}
    assert m["not_supported"]["precision"] == pytest.approx(0.75)
    assert m["not_supported"]["recall"] == pytest.approx(0.75)
    assert m["not_supported"]["f1"] == pytest.approx(0.75)
    assert m["balanced_accuracy"] == pytest.approx((0.75 + 5 / 6) / 2)
    # predicting "not supported" for everything: recall 1, balanced accuracy 0.5
    always = evaluate.classification_metrics([(g, True) for g, _ in pairs])
    assert always["balanced_accuracy"] == pytest.approx(0.5) and always["not_supported"]["recall"] == 1.0
    # one class only: balanced accuracy is undefined, not a number made up
    assert evaluate.classification_metrics([(False, False)] * 3)["balanced_accuracy"] is None


@pytest.mark.slow
def test_harness_runs_on_a_slice_with_tiny_models(tmp_path):
    rows = WICE_ROWS
    data = write_jsonl(tmp_path / "wice.jsonl", rows)
    out_json, out_md = tmp_path / "report.json", tmp_path / "report.md"
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "evaluate.py"), "--input", str(data), "--tiny-models",
         "--json", str(out_json), "--markdown", str(out_md), "--predictions", str(tmp_path / "pred.jsonl")],
        capture_output=True, text=True, timeout=300, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    report = json.loads(out_json.read_text())
    assert "mean nothing" in report["note"] and "mean nothing" in completed.stdout
    examples = report["examples"]
    assert examples == len({row["meta"]["id"] for row in rows})
    assert report["partial_as_unsupported"]["examples"] == examples
    assert report["partial_dropped"]["examples"] == examples - report["gold_labels"].get("partial", 0)
    grounded = report["groundedness"]
    assert grounded["claims"] >= examples
    assert sum(grounded["nli_bands"].values()) == grounded["claims"]
    assert grounded["model_calls"]["nli"] >= 1 and grounded["model_calls_per_claim"] > 0
    assert grounded["model_calls"]["extraction"] == 0 and grounded["model_calls"]["judge"] == 0  # no LLM given
    assert set(report["checks"]) >= {"groundedness", "figures", "citations"}
    assert 0 <= report["checks"]["groundedness"]["fire_rate"] <= 1
    assert "| partial dropped |" in out_md.read_text() and "evaluate wice" in completed.stderr  # the progress bar
    assert len((tmp_path / "pred.jsonl").read_text().splitlines()) == examples
