"""Build a random-weight BERT token-classification model locally (no model hub), for `phi`'s model layer.

`build_token_classifier(out_dir, labels)` writes a BertForTokenClassification with a WordPiece fast
tokenizer counted from the project's built-in sentences (and `extra_text`), in the layout of a
de-identification model on the hub (config.json with id2label, tokenizer.json). The default shape is
tiny (2 layers, hidden 64) for tests; `bench_phi_model.py` builds a BERT-base-shaped one (12 layers,
hidden 768, a 30,522-token vocabulary) to measure the real cost. `force_label` makes one label win on
every token (the classifier's bias), so tests know what the random model will say.
"""

from __future__ import annotations

import string
from pathlib import Path

from gate_testkit.tiny_models import SEED, bert_wordpiece_tokenizer, training_sentences, wordpiece_vocabulary

DEID_LABELS: dict[int, str] = {
    0: "O", 1: "B-PATIENT", 2: "I-PATIENT", 3: "B-STREET", 4: "I-STREET", 5: "B-ID", 6: "I-ID",
    7: "B-PHONE", 8: "B-DATE", 9: "B-STAFF",
}


def build_token_classifier(
    out_dir: str | Path,
    labels: dict[int, str] | None = None,
    *,
    hidden: int = 64,
    layers: int = 2,
    heads: int = 2,
    intermediate: int = 128,
    vocab_size: int | None = None,
    extra_text: str = "",
    max_positions: int = 512,
) -> Path:
    """Save a random BertForTokenClassification and its fast WordPiece tokenizer to `out_dir`.
    `vocab_size` pads the vocabulary with unused tokens to a real model's size; `extra_text`'s words join it."""
    import torch
    from tokenizers import normalizers, pre_tokenizers
    from transformers import BertConfig, BertForTokenClassification

    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    normalizer = normalizers.BertNormalizer(lowercase=True)
    pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    vocabulary = wordpiece_vocabulary(special, normalizer, pre_tokenizer)
    # Every letter and digit, alone and as a word piece: an unknown word is read piece by piece, not as [UNK].
    for piece in [*string.ascii_lowercase, *string.digits]:
        for token in (piece, f"##{piece}"):
            vocabulary.setdefault(token, len(vocabulary))
    for word, _ in pre_tokenizer.pre_tokenize_str(normalizer.normalize_str(extra_text)):
        vocabulary.setdefault(word, len(vocabulary))
    while vocab_size is not None and len(vocabulary) < vocab_size:
        vocabulary[f"[unused{len(vocabulary)}]"] = len(vocabulary)
    fast = bert_wordpiece_tokenizer(vocabulary, normalizer, pre_tokenizer, model_max_length=max_positions)
    id2label = dict(DEID_LABELS if labels is None else labels)
    torch.manual_seed(SEED)
    config = BertConfig(
        vocab_size=len(fast), hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
        intermediate_size=intermediate, max_position_embeddings=max_positions, num_labels=len(id2label),
        id2label=id2label, label2id={label: index for index, label in id2label.items()}, pad_token_id=fast.pad_token_id,
    )
    model = BertForTokenClassification(config).eval()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    fast.save_pretrained(out)
    return out


def force_label(source: str | Path, out_dir: str | Path, label: str) -> Path:
    """Copy the model at `source` to `out_dir` with the classifier's bias set so that `label` wins on every token."""
    import torch
    from transformers import AutoModelForTokenClassification, AutoTokenizer

    model = AutoModelForTokenClassification.from_pretrained(source, local_files_only=True)
    tokenizer = AutoTokenizer.from_pretrained(source, local_files_only=True)
    index = model.config.label2id[label]
    with torch.no_grad():
        model.classifier.weight.zero_()
        model.classifier.bias.fill_(-10.0)
        model.classifier.bias[index] = 10.0
    out = Path(out_dir)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out
