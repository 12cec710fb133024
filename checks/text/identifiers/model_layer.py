"""The optional model layer of `phi`: a transformers token-classification (de-identification / PII NER) model.

Library: Hugging Face `transformers` (AutoModelForTokenClassification and a *fast* tokenizer, whose
offset mapping ties every token to its characters). The model is the user's choice, named by
`options.model.path` of `phi`: a local directory or a hub ID already in the local Hugging Face cache
(loaded with `local_files_only`: nothing is downloaded at run time; fetch it beforehand with
`hf download ID`). Public models and what they add (their label sets, mapped by `DEFAULT_LABELS`):

- `obi/deid_roberta_i2b2`, `obi/deid_bert_i2b2` (BILOU tags over AGE, DATE, EMAIL, HOSP, ID, LOC, OTHERPHI,
  PATIENT, PATORG, PHONE, STAFF): patient names, IDs, phones, e-mails of clinical notes;
- `StanfordAIMI/stanford-deidentifier-base` (plain tags O, VENDOR, DATE, HCW, HOSPITAL, ID, PATIENT, PHONE):
  patient names, IDs and phones of radiology reports;
- ai4privacy-trained PII models (`iiiorg/piiranha-v1-detect-personal-information`: GIVENNAME, SURNAME, STREET,
  BUILDINGNUM, CITY, ZIPCODE, DATEOFBIRTH, SOCIALNUM, IDCARDNUM, TELEPHONENUM, EMAIL ...; the
  pii-masking-300k label set: GIVENNAME1, LASTNAME1, STREET, BUILDING, SECADDRESS, POSTCODE, BOD, TEL ...):
  names, street addresses below state level, dates of birth, IDs, phones and e-mails of chat and forms;
- `lakshyakh93/deberta_finetuned_pii` and its fine-tunes (NAME, PHONE_NUMBER, EMAIL, DATE_OF_BIRTH, SSN,
  STREET_ADDRESS or NAME_STUDENT, PHONE_NUM ... by version): the same, in BIO tags;
- generic NER such as `dslim/bert-base-NER` (PER, ORG, LOC, MISC): person names only (LOC is any place,
  countries included, so it is not mapped; map it yourself if you want it).

What is left unmapped on purpose: a bare DATE (dates of service must be stated in letters), STAFF/HCW/
HOSPITAL/ORG (the clinicians' and organisations' names are not the member's identifiers), AGE (the
deterministic `ages` reader flags ages over 89), STATE and COUNTRY (above the units HIPAA counts).

What the layer does per answer, in the worker thread that runs `phi` (never on the event loop):
tokenise at most `max_windows * max_tokens * 32` characters once, cut the tokens into windows of at
most `max_tokens` tokens overlapping by `stride`, and run the model on at most `max_windows` of them,
one after another, starting none once `budget_ms` has passed since the answer began (the first window
always runs; a window started finishes). A word's label is the strongest entity label among its tokens
(at or above `min_score`); consecutive words of one entity are one span unless a B-/U- tag starts a new
one; every span is the exact characters of its tokens (offset mapping), whole words, trimmed of spaces.
What the layer did not read (windows past the bound or the budget, and a word the last window read only
in part) is reported as `unread_from`: `phi` then either leaves that text to the deterministic readers
(`on_limit: deterministic`, the default) or blocks it as one unread finding (`on_limit: closed`). A
model that raises is a backend error: phi's `on_error` applies (closed, for the hard check).

Cost (`scripts/bench_phi_model.py`): a BERT-base-shaped model takes about 0.9 CPU-seconds per 2 KB answer
(399 tokens, 2 windows of 256) on the 2-core development VM, against 2.5 ms for the deterministic
readers and Presidio together; a 6-layer model half that. On a CPU-only gate: a small model, or a GPU.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from checks.text.identifiers.core import KINDS

logger = logging.getLogger(__name__)

# The kinds a model's entity may count as: the deterministic readers' kinds, a person's name (as the
# name layer reports it) and a generic identifier (as the table reader reports an unread cell).
MODEL_KINDS = frozenset(KINDS | {"name", "identifier"})

# Entity names (upper case, without their B-/I-/L-/U-/E-/S- tag) of common public de-identification and
# PII models -> the phi kind they count as. Kept to the README's kinds: person names, addresses and
# their parts below state level, dates of birth, IDs and record numbers, phones, e-mails.
DEFAULT_LABELS: dict[str, str] = {
    **dict.fromkeys(
        ["PATIENT", "NAME", "PER", "PERSON", "FULLNAME", "FIRSTNAME", "MIDDLENAME", "LASTNAME", "GIVENNAME",
         "GIVENNAME1", "GIVENNAME2", "SURNAME", "LASTNAME1", "LASTNAME2", "LASTNAME3", "NAME_STUDENT"],
        "name",
    ),
    **dict.fromkeys(
        ["STREET", "STREET_ADDRESS", "STREETADDRESS", "ADDRESS", "BUILDING", "BUILDINGNUM", "BUILDINGNUMBER",
         "SECADDRESS", "SECONDARYADDRESS", "CITY", "ZIP", "ZIPCODE", "POSTCODE", "POSTAL_CODE", "GEOCOORD"],
        "address",
    ),
    **dict.fromkeys(["DOB", "BOD", "DATEOFBIRTH", "DATE_OF_BIRTH", "BIRTHDATE"], "date_of_birth"),
    **dict.fromkeys(["SSN", "SOCIALNUM", "SOCIALNUMBER", "SOCIAL_SECURITY_NUMBER"], "ssn"),
    **dict.fromkeys(["MEDICALRECORD", "MRN", "MEDICAL_RECORD_NUMBER"], "mrn"),
    **dict.fromkeys(["ID", "IDNUM", "IDCARD", "IDCARDNUM", "OTHER_ID", "HEALTHPLAN", "BIOID", "DEVICE"], "identifier"),
    **dict.fromkeys(
        ["ACCOUNT", "ACCOUNTNUM", "ACCOUNTNUMBER", "ACCOUNT_NUMBER", "CREDITCARDNUMBER", "CREDIT_CARD_NUMBER", "IBAN"],
        "account_number",
    ),
    **dict.fromkeys(
        ["LICENSE", "DRIVERLICENSE", "DRIVERLICENSENUM", "DRIVER_LICENSE", "PASSPORT"], "license_number"
    ),
    **dict.fromkeys(["TAXNUM", "NATIONAL_ID"], "national_id"),
    **dict.fromkeys(["VEHICLE", "VEHICLE_VIN", "VEHICLE_VRM"], "vehicle_id"),
    **dict.fromkeys(
        ["PHONE", "PHONE_NUM", "PHONE_NUMBER", "PHONENUMBER", "TELEPHONENUM", "TEL", "FAX"], "phone"
    ),
    **dict.fromkeys(["EMAIL", "EMAIL_ADDRESS"], "email"),
    **dict.fromkeys(["URL_PERSONAL"], "url"),
    **dict.fromkeys(["IP", "IPADDRESS", "IP_ADDRESS", "IP_V4", "IP_V6", "IPV4", "IPV6"], "ip_address"),
}

_TAG = re.compile(r"^([BILUES])-(.+)$", re.IGNORECASE)
_CHARS_PER_TOKEN = 32  # the most characters tokenised per token of the bound: hostile text stays bounded


class ModelLayerOptions(BaseModel):
    """`options.model` of the `phi` check: a token-classification model whose entities count as identifiers."""

    model_config = ConfigDict(extra="forbid")

    path: str = Field(
        min_length=1,
        description="A local directory holding a transformers token-classification model and its fast tokenizer, "
        "or a hub ID already in the local Hugging Face cache (nothing is downloaded at run time).",
    )
    labels: dict[str, str | None] = Field(
        default_factory=dict,
        description="Entity name (without its B-/I- tag, any case) -> the phi kind it counts as (name, address, "
        "date_of_birth, mrn, ssn, phone, email, identifier ...), or null to ignore it; merged over the defaults.",
    )
    default_labels: bool = Field(
        default=True, description="Start from the built-in map of common public de-id models' labels (DEFAULT_LABELS)."
    )
    min_score: float = Field(
        default=0.5, ge=0.0, le=1.0, description="Least softmax probability of a token's entity label for it to count."
    )
    bind_names: bool = Field(
        default=True,
        description="A person name counts only in a sentence with an identifier or a health fact (the name layer's "
        "rule: 'Dr. Alvarez reviewed the appeal' passes); false: every name the model finds counts.",
    )
    max_tokens: int = Field(
        default=256, ge=8, le=4096,
        description="Tokens per window, special tokens included; at most the model's own limit (checked at load).",
    )
    stride: int = Field(
        default=32, ge=0, description="Tokens two consecutive windows share, so that an entity cut by one is whole in the next."
    )
    max_windows: int = Field(
        default=8, ge=1, le=1024,
        description="Windows read per answer at most; the text past them is unread by the model (see on_limit).",
    )
    budget_ms: float = Field(
        default=1000.0, gt=0.0,
        description="Time per answer: no window starts once it has passed (the first always runs; see on_limit).",
    )
    on_limit: Literal["deterministic", "closed"] = Field(
        default="deterministic",
        description="Text the model did not read (past max_windows or budget_ms): 'deterministic' leaves it to the "
        "deterministic readers alone (recorded in the metrics); 'closed' blocks it as one unread finding.",
    )
    device: str = Field(
        default="cpu", pattern=r"^(cpu|cuda(:\d+)?|mps)$", description="Where the model runs: cpu, cuda, cuda:N or mps."
    )

    @field_validator("labels")
    @classmethod
    def _known_kinds(cls, labels: dict[str, str | None]) -> dict[str, str | None]:
        unknown = sorted({kind for kind in labels.values() if kind is not None and kind not in MODEL_KINDS})
        if unknown:
            raise ValueError(f"unknown kind(s) {unknown}; known: {sorted(MODEL_KINDS)}")
        return labels

    def label_map(self) -> dict[str, str]:
        """Entity name (upper case) -> kind, the defaults (when kept) overridden by `labels`."""
        mapping = dict(DEFAULT_LABELS) if self.default_labels else {}
        for entity, kind in self.labels.items():
            key = entity.upper()
            if kind is None:
                mapping.pop(key, None)
            else:
                mapping[key] = kind
        return mapping


class ModelLayerUnavailable(RuntimeError):
    """The model layer is configured but its model, tokenizer or package cannot be loaded as configured."""


@dataclass(frozen=True)
class ModelFound:
    """One entity the model found: its phi kind, character span in the answer, the model's entity and score."""

    kind: str
    start: int
    end: int
    entity: str
    score: float


@dataclass
class ModelScan:
    """What the model found in one answer, and how much of the answer it read."""

    found: list[ModelFound] = field(default_factory=list)
    windows: int = 0  # windows read
    windows_total: int = 0  # windows the read part of the answer has
    unread_from: int | None = None  # the first character the model did not read (None: it read everything)
    limit: str | None = None  # what stopped it: "windows", "budget" or "length" (the characters tokenised at most)
    elapsed_ms: float = 0.0

    def metrics(self) -> dict[str, Any]:
        """What the trace row keeps of the scan: windows read, time, and the bound that stopped it, if one did."""
        out: dict[str, Any] = {"model_windows": self.windows, "model_ms": round(self.elapsed_ms, 1)}
        if self.limit is not None:
            out["model_limit"] = self.limit
        if self.unread_from is not None:
            out["model_unread_from"] = self.unread_from
        return out


@dataclass
class _Word:
    start: int
    end: int
    entity: str | None = None
    score: float = 0.0
    begins: bool = False


class _Loaded:
    """A model and its fast tokenizer, loaded once per process and shared by every layer that names them."""

    def __init__(self, tokenizer: Any, model: Any, device: str) -> None:
        self.tokenizer = tokenizer
        self.model = model
        self.device = device
        self.id2label = {int(index): str(label) for index, label in model.config.id2label.items()}
        self.token_limit = _token_limit(tokenizer, model)
        # The Rust tokenizer is not re-entrant with truncation settings: one tokenisation at a time.
        self.lock = threading.Lock()


class ModelLayer:
    """A loaded token-classification model under one configuration: `scan(text)` finds its entities that map
    to a phi kind. Raises `ModelLayerUnavailable` when the configuration does not fit the model."""

    def __init__(self, options: ModelLayerOptions, loaded: _Loaded) -> None:
        self.options = options
        self.labels = options.label_map()
        self._loaded = loaded
        where = options.path
        if options.max_tokens > loaded.token_limit:
            raise ModelLayerUnavailable(
                f"phi model layer: options.model.max_tokens is {options.max_tokens} but {where!r} reads at most "
                f"{loaded.token_limit} tokens"
            )
        if options.stride >= options.max_tokens - 2:
            raise ModelLayerUnavailable(
                f"phi model layer: options.model.stride ({options.stride}) must be less than max_tokens - 2 "
                f"({options.max_tokens - 2})"
            )
        # Per label id: (entity, kind, begins a new entity) for the labels that count, None for the rest.
        self._entities: dict[int, tuple[str, str, bool] | None] = {}
        for index, label in loaded.id2label.items():
            tag = _TAG.match(label)
            entity = (tag.group(2) if tag else label).upper()
            kind = self.labels.get(entity)
            self._entities[index] = None if kind is None else (entity, kind, bool(tag) and tag.group(1).upper() in "BUS")
        if not any(entity is not None for entity in self._entities.values()):
            labels = sorted(set(loaded.id2label.values()))
            raise ModelLayerUnavailable(
                f"phi model layer: none of {where!r}'s labels {labels[:20]} maps to a phi kind; map them in "
                "checks.phi.options.model.labels (entity -> kind)"
            )

    def scan(self, text: str) -> ModelScan:
        """The entities in `text` that map to a kind, within the layer's window and time bounds."""
        import torch

        started = time.perf_counter()
        options = self.options
        out = ModelScan()
        cap = options.max_windows * options.max_tokens * _CHARS_PER_TOKEN
        read = text[:cap]
        if not read.strip():
            rest = text.lstrip()
            if rest:  # nothing but spaces up to the bound: the text after it is unread
                out.limit, out.unread_from = "length", len(text) - len(rest)
            return out
        loaded = self._loaded
        with loaded.lock:
            encoded = loaded.tokenizer(
                read, truncation=True, max_length=options.max_tokens, stride=options.stride,
                return_overflowing_tokens=True, return_offsets_mapping=True, return_special_tokens_mask=True,
            )
        windows = encoded.encodings
        out.windows_total = len(windows)
        read_until = window_from = 0
        words: list[_Word] = []
        for number, window in enumerate(windows):
            if number >= options.max_windows:
                out.limit = "windows"
                break
            if number > 0 and (time.perf_counter() - started) * 1000.0 >= options.budget_ms:
                out.limit = "budget"
                break
            ids = torch.tensor([window.ids], device=loaded.device)
            with torch.inference_mode():
                logits = loaded.model(input_ids=ids, attention_mask=torch.ones_like(ids)).logits[0]
            scores, labels = torch.softmax(logits.float(), dim=-1).max(dim=-1)
            words.extend(self._words(window, labels.tolist(), scores.tolist()))
            out.windows += 1
            spans = [(a, b) for (a, b), special in zip(window.offsets, window.special_tokens_mask) if not special and b > a]
            if spans:
                window_from, read_until = spans[0][0], max(read_until, spans[-1][1])
        if out.limit is None and len(read) < len(text):
            out.limit = "length"
        if out.limit is not None:
            # A word the last window read only in part is unread whole: its findings go, the deterministic
            # readers (or the unread finding) cover it. One word longer than the window stays cut.
            cut = read_until
            while cut > window_from and text[cut - 1].isalnum() and cut < len(text) and text[cut].isalnum():
                cut -= 1
            if cut > window_from and cut < read_until:
                read_until = cut
                words = [word for word in words if word.start < cut]
            rest = text[read_until:]
            if rest.strip():
                out.unread_from = read_until + (len(rest) - len(rest.lstrip()))
        out.found = self._spans(text, words)
        out.elapsed_ms = (time.perf_counter() - started) * 1000.0
        return out

    def counted(self, text: str, scan: ModelScan, identifiers: Sequence[tuple[int, int]]) -> list[ModelFound]:
        """The scan's findings that count: every one but a person's name, and a name when `bind_names` is off or
        it shares a sentence with an identifier (`identifiers`: the other readers' spans, and the model's own)
        or a health fact, by the name layer's rule (`checks.text.person_names`)."""
        names = [item for item in scan.found if item.kind == "name"]
        others = [item for item in scan.found if item.kind != "name"]
        if not names or not self.options.bind_names:
            return list(scan.found)
        from checks.text.identifiers.reading import Found
        from checks.text.person_names import NameFinder

        spans = [(item.start, item.end) for item in names]
        found = [Found("identifier", start, end) for start, end in identifiers]
        found += [Found(item.kind, item.start, item.end) for item in others]
        bound = set(NameFinder(_Persons(spans)).bound_names(text, found))
        return sorted(others + [item for item in names if (item.start, item.end) in bound], key=lambda item: item.start)

    def _words(self, window: Any, labels: list[int], scores: list[float]) -> list[_Word]:
        """The window's words, in order, each with its strongest counting entity (or none)."""
        words: dict[int, _Word] = {}
        order: list[int] = []
        for position, (word_id, (a, b), special) in enumerate(zip(window.word_ids, window.offsets, window.special_tokens_mask)):
            if special or word_id is None or b <= a:
                continue
            word = words.get(word_id)
            if word is None:
                word = words[word_id] = _Word(a, b)
                order.append(word_id)
            word.start, word.end = min(word.start, a), max(word.end, b)
            entity = self._entities.get(labels[position])
            if entity is not None and scores[position] >= self.options.min_score and scores[position] > word.score:
                word.entity, word.score = entity[0], scores[position]
                word.begins = entity[2] and word.start == a  # a B- tag on the word's first token
        return [words[word_id] for word_id in order]

    def _spans(self, text: str, words: list[_Word]) -> list[ModelFound]:
        """Consecutive words of one entity joined into spans (a B-/U- tag starts a new one), trimmed; the spans
        of one kind that two overlapping windows both found joined into one."""
        spans: list[ModelFound] = []
        current: list[_Word] = []

        def close() -> None:
            if current:
                start, end = current[0].start, current[-1].end
                while start < end and text[start].isspace():
                    start += 1
                while end > start and text[end - 1].isspace():
                    end -= 1
                entity = current[0].entity or ""
                if end > start:
                    spans.append(ModelFound(self.labels[entity], start, end, entity, min(w.score for w in current)))
                current.clear()

        previous_end = -1
        for word in words:
            if word.start < previous_end:  # a word the previous window read too: the windows overlap
                close()
            joined = (
                current and word.entity == current[-1].entity and not word.begins
                and _gap_joins(text, current[-1].end, word.start)
            )
            if word.entity is None or not joined:
                close()
            if word.entity is not None:
                current.append(word)
            previous_end = max(previous_end, word.end)
        close()
        kept: list[ModelFound] = []
        for item in sorted(spans, key=lambda item: (item.start, -item.end)):
            last = kept[-1] if kept else None
            if last is not None and item.kind == last.kind and item.start < last.end:
                # Two windows read the overlap: one span of their union.
                kept[-1] = ModelFound(last.kind, last.start, max(last.end, item.end), last.entity, min(last.score, item.score))
                continue
            kept.append(item)
        return kept


class _Persons:
    """The model's person spans, as the name layer's binding rule reads a finder's."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.spans = spans

    def persons(self, text: str) -> list[tuple[int, int]]:
        return self.spans


def _gap_joins(text: str, end: int, start: int) -> bool:
    """Whether two words of one entity separated by text[end:start] are one span: nothing or at most
    three characters of spaces and punctuation ("555-0142", "Lopez, Maria")."""
    gap = text[end:start]
    return len(gap) <= 3 and not any(char.isalnum() for char in gap)


_LOADED: dict[tuple[str, str], _Loaded] = {}
_LOAD_LOCK = threading.Lock()


def load_model_layer(options: ModelLayerOptions) -> ModelLayer:
    """The model layer for `options`. The model is loaded once per process and device (the gate builds phi per
    request; the model is loaded when the gate validates its profiles at start), the layer built on it per
    configuration. Raises `ModelLayerUnavailable` saying what to do."""
    key = (options.path, options.device)
    with _LOAD_LOCK:
        loaded = _LOADED.get(key)
        if loaded is None:
            started = time.perf_counter()
            loaded = _load(options.path, options.device)
            layer = ModelLayer(options, loaded)  # a configuration that does not fit fails before the model is kept
            layer.scan("Warm-up: the member's phone is 555-0100.")  # the one-time costs of a first call, paid at start
            _LOADED[key] = loaded
            logger.info("phi model layer: %s loaded on %s in %.1f s", options.path, options.device,
                        time.perf_counter() - started)
            return layer
    return ModelLayer(options, loaded)


def _load(where: str, device: str) -> _Loaded:
    try:
        import torch  # noqa: F401
        from transformers import AutoModelForTokenClassification, AutoTokenizer
    except ImportError as error:  # pragma: no cover - core dependencies
        raise ModelLayerUnavailable("phi model layer: the packages 'torch' and 'transformers' are not installed") from error
    try:
        tokenizer = AutoTokenizer.from_pretrained(where, local_files_only=True)
        model = AutoModelForTokenClassification.from_pretrained(where, local_files_only=True)
    except (OSError, ValueError) as error:
        what = "directory" if Path(where).exists() else "local directory nor a hub ID in the local cache"
        raise ModelLayerUnavailable(
            f"phi model layer: cannot load a token-classification model from {where!r} (not a usable {what}: "
            f"{str(error).splitlines()[0][:200]}); nothing is downloaded at run time: fetch it first "
            f"(`hf download {where}`) or set checks.phi.options.model.path to a saved model's directory"
        ) from None
    if not getattr(tokenizer, "is_fast", False):
        raise ModelLayerUnavailable(
            f"phi model layer: {where!r} has no fast tokenizer (tokenizer.json): its offsets are needed to map "
            "tokens back to the answer's characters"
        )
    return _Loaded(tokenizer, model.eval().to(device), device)


def _token_limit(tokenizer: Any, model: Any) -> int:
    """The most tokens one window may hold: the tokenizer's own limit, else the model's positions."""
    limit = getattr(tokenizer, "model_max_length", None)
    if isinstance(limit, int) and 0 < limit < 1_000_000:
        return limit
    positions = getattr(model.config, "max_position_embeddings", None)
    return int(positions) if positions else 512
