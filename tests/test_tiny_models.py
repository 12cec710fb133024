"""The tiny models build reproducibly, offline, and load with the libraries that serve them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

from gate_testkit.tiny_models import build_tiny_models

REPO = Path(__file__).resolve().parents[1]


def test_build_is_deterministic(tiny_models, tmp_path):
    second = build_tiny_models(tmp_path / "again")
    for first_dir, second_dir in ((tiny_models.nli, second.nli), (tiny_models.lm, second.lm),
                                  (tiny_models.binary, second.binary)):
        first_files = sorted(p.name for p in first_dir.iterdir())
        assert first_files == sorted(p.name for p in second_dir.iterdir())
        for name in first_files:
            same = (first_dir / name).read_bytes() == (second_dir / name).read_bytes()
            assert same, f"{first_dir.name}/{name} differs between two builds"


def test_nli_model_loads_into_cross_encoder_with_named_labels(tiny_models):
    from sentence_transformers import CrossEncoder

    encoder = CrossEncoder(str(tiny_models.nli), device="cpu")
    assert encoder.model.config.id2label == {0: "contradiction", 1: "entailment", 2: "neutral"}
    probabilities = encoder.predict(
        [("The deductible is EUR 385 per calendar year.", "The deductible is EUR 385."),
         ("Claims must be filed within 90 days.", "Claims have no deadline.")],
        apply_softmax=True,
    )
    assert probabilities.shape == (2, 3)
    np.testing.assert_allclose(probabilities.sum(axis=1), 1.0, rtol=1e-5)


def test_binary_verifier_loads_into_cross_encoder_with_two_named_labels(tiny_models):
    from sentence_transformers import CrossEncoder

    encoder = CrossEncoder(str(tiny_models.binary), device="cpu")
    assert encoder.model.config.id2label == {0: "not_supported", 1: "supported"}
    probabilities = encoder.predict([("The deductible is EUR 385 per calendar year.", "The deductible is EUR 385.")],
                                    apply_softmax=True)
    assert probabilities.shape == (1, 2)
    np.testing.assert_allclose(probabilities.sum(axis=1), 1.0, rtol=1e-5)


def test_lm_loads_and_formats_chatml(tiny_models):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_models.lm)
    model = AutoModelForCausalLM.from_pretrained(tiny_models.lm)
    assert model.config.model_type == "qwen2" and model.config.num_hidden_layers == 2 and model.config.hidden_size == 64
    prompt = tokenizer.apply_chat_template(
        [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hello"}],
        tokenize=False,
        add_generation_prompt=True,
    )
    assert prompt == (
        "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\n"
    )
    ids = tokenizer(prompt, return_tensors="pt")
    assert tokenizer.convert_ids_to_tokens(ids["input_ids"][0, :1].tolist()) == ["<|im_start|>"]
    with torch.inference_mode():
        output = model.generate(**ids, max_new_tokens=5, do_sample=False, pad_token_id=tokenizer.pad_token_id)
    assert output.shape[1] > ids["input_ids"].shape[1]


def test_script_builds_every_model(tmp_path):
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "make_tiny_models.py"), "--out", str(tmp_path / "models")],
        capture_output=True, text=True, timeout=300, cwd=REPO,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    assert (tmp_path / "models" / "nli" / "model.safetensors").is_file()
    assert (tmp_path / "models" / "lm" / "tokenizer.json").is_file()
    assert (tmp_path / "models" / "binary" / "config.json").is_file()
