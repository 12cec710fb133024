"""Build tiny random-weight models locally, for tests and CPU development (no model hub is reachable).

`build_tiny_models(out_dir)` writes `out_dir/nli` (a 3-label BERT cross-encoder with a WordPiece
tokenizer counted from built-in sentences), `out_dir/binary` (the same with two labels, supported /
not_supported, like the binary claim verifiers) and `out_dir/lm` (a 2-layer Qwen2 causal LM with a byte-level BPE
tokenizer and a ChatML chat template). Seeds are fixed, so two builds give the same weights and
the same tokenizers. The models are random: their outputs exercise the code paths, not quality.
"""

from __future__ import annotations

import itertools
import logging
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

NLI_LABELS: dict[int, str] = {0: "contradiction", 1: "entailment", 2: "neutral"}
BINARY_LABELS: dict[int, str] = {0: "not_supported", 1: "supported"}
SEED = 1234

CHATML_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)

_SUBJECTS = [
    "The member", "The patient", "The regulation", "The policy", "The insurer", "The claim",
    "The physician", "The hospital", "The contract", "The committee", "The agency", "The court",
]
_VERBS = [
    "covers", "excludes", "requires", "limits", "reimburses", "approves", "denies", "defines",
    "applies to", "refers to", "amends", "replaces",
]
_OBJECTS = [
    "outpatient surgery", "the annual deductible", "prior authorisation", "emergency care",
    "prescription drugs", "the waiting period", "dental treatment", "the appeal deadline",
    "physical therapy", "the 2024 amendment", "cross-border care", "mental health services",
]
_EXTRA_SENTENCES = [
    "Coverage begins on 1 January 2025 and ends on 31 December 2025.",
    "The deductible is EUR 385 per calendar year.",
    "Claims must be filed within 90 days of the date of service.",
    "Article 12 of the Regulation sets out the conditions for reimbursement.",
    "Does the policy cover treatment abroad?",
    "Hello, thank you for your question.",
    "According to passage [1], the limit is 30 sessions per year.",
    "The answer is not stated in the supplied passages.",
    "Section 4.2 describes the appeal procedure in detail.",
    "An ICD-10 code such as E11.9 identifies type 2 diabetes.",
    "{\"claims\": [{\"text\": \"...\", \"cited_source_ids\": [\"1\"], \"type\": \"fact\"}]}",
    "{\"verdict\": \"SUPPORTED\", \"quote\": \"...\", \"reason\": \"...\"}",
]


def training_sentences() -> list[str]:
    """A few hundred deterministic sentences in the project's domain, to train the tokenizers on."""
    sentences = [
        f"{subject} {verb} {obj}."
        for subject, verb, obj in itertools.islice(itertools.product(_SUBJECTS, _VERBS, _OBJECTS), 0, None, 7)
    ]
    return sentences + _EXTRA_SENTENCES


def wordpiece_vocabulary(special: list[str], normalizer: Any, pre_tokenizer: Any) -> dict[str, int]:
    """A WordPiece vocabulary counted from `training_sentences()`: special tokens, every character
    (alone and as a `##` continuation) and every word, most frequent first.

    Counted here rather than with `tokenizers`' WordPieceTrainer, whose merge order depends on hash
    iteration order and so changes from run to run; this keeps the build reproducible.
    """
    counts: Counter[str] = Counter()
    for sentence in training_sentences():
        normalized = normalizer.normalize_str(sentence)
        counts.update(word for word, _ in pre_tokenizer.pre_tokenize_str(normalized))
    characters = sorted({char for word in counts for char in word})
    tokens = special + characters + [f"##{char}" for char in characters]
    tokens += [word for word, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0])) if word not in tokens]
    return {token: index for index, token in enumerate(tokens)}


@dataclass(frozen=True)
class TinyModelPaths:
    """Where `build_tiny_models` wrote each model."""

    nli: Path
    lm: Path
    binary: Path | None = None


def bert_wordpiece_tokenizer(vocabulary: dict[str, int], normalizer: Any, pre_tokenizer: Any, *,
                             model_max_length: int) -> Any:
    """A BERT-style fast tokenizer over `vocabulary` (WordPiece with `##` pieces, `[CLS] A [SEP]` and
    `[CLS] A [SEP] B [SEP]` templates, the usual special tokens), reading text through `normalizer` and
    `pre_tokenizer` as the vocabulary was built."""
    from tokenizers import Tokenizer, decoders, models, processors
    from transformers import PreTrainedTokenizerFast

    tokenizer = Tokenizer(models.WordPiece(vocab=vocabulary, unk_token="[UNK]"))
    tokenizer.normalizer = normalizer
    tokenizer.pre_tokenizer = pre_tokenizer
    tokenizer.decoder = decoders.WordPiece(prefix="##")
    cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", cls_id), ("[SEP]", sep_id)],
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]", sep_token="[SEP]",
        mask_token="[MASK]", model_max_length=model_max_length,
    )


def build_nli_model(out_dir: Path, labels: dict[int, str] | None = None) -> Path:
    """A random BertForSequenceClassification (3 NLI labels unless `labels` says otherwise) with a local
    WordPiece tokenizer, loadable by CrossEncoder."""
    import torch
    from tokenizers import normalizers, pre_tokenizers
    from transformers import BertConfig, BertForSequenceClassification

    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    normalizer = normalizers.BertNormalizer(lowercase=True)
    pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    vocabulary = wordpiece_vocabulary(special, normalizer, pre_tokenizer)
    fast = bert_wordpiece_tokenizer(vocabulary, normalizer, pre_tokenizer, model_max_length=512)

    id2label = NLI_LABELS if labels is None else labels
    torch.manual_seed(SEED)
    config = BertConfig(
        vocab_size=len(fast),
        hidden_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=128,
        max_position_embeddings=512,
        num_labels=len(id2label),
        id2label=dict(id2label),
        label2id={label: index for index, label in id2label.items()},
        pad_token_id=fast.pad_token_id,
    )
    model = BertForSequenceClassification(config).eval()
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out_dir)
    fast.save_pretrained(out_dir)
    return out_dir


def build_binary_verifier_model(out_dir: Path, labels: dict[int, str] | None = None) -> Path:
    """A random 2-label claim verifier (supported / not_supported unless `labels` says otherwise), the shape of the
    binary grounding classifiers that can replace the 3-way NLI model by configuration alone."""
    return build_nli_model(out_dir, labels=dict(BINARY_LABELS if labels is None else labels))


def build_lm_model(out_dir: Path) -> Path:
    """A random 2-layer Qwen2 causal LM (hidden 64) with a byte-level BPE tokenizer and a ChatML template."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import GenerationConfig, PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    special = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=1000,
        special_tokens=special,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(training_sentences(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer,
        bos_token=None,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        unk_token=None,
        additional_special_tokens=["<|im_start|>"],
        model_max_length=4096,
    )
    fast.chat_template = CHATML_TEMPLATE

    torch.manual_seed(SEED)
    config = Qwen2Config(
        vocab_size=len(fast),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=4096,
        tie_word_embeddings=True,
        bos_token_id=None,
        eos_token_id=fast.eos_token_id,
        pad_token_id=fast.pad_token_id,
    )
    model = Qwen2ForCausalLM(config).eval()
    model.generation_config = GenerationConfig(
        eos_token_id=fast.eos_token_id, pad_token_id=fast.pad_token_id, do_sample=False
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out_dir)
    fast.save_pretrained(out_dir)
    return out_dir


def build_tiny_models(out_dir: str | Path) -> TinyModelPaths:
    """Build both tiny models under `out_dir` (created if missing) and return their paths."""
    root = Path(out_dir)
    paths = TinyModelPaths(
        nli=build_nli_model(root / "nli"),
        lm=build_lm_model(root / "lm"),
        binary=build_binary_verifier_model(root / "binary"),
    )
    logger.info("tiny models written to %s", root)
    return paths
