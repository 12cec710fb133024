"""The optional person-name layer of `phi`: names bound to an identifier or a health fact.

A name alone is not a leak ("Dr. Alvarez reviewed the appeal"); a name in the same sentence as
an identifier or a health fact is ("Maria Lopez, treated for type 2 diabetes, ..."). Person
names come from a named-entity recogniser; the binding is decided here, in code.

Engines (`options.names.engine` of `phi`):

- `spacy` (default): the pipeline's own NER, PERSON entities. `en_core_web_lg` (a CNN pipeline
  with static vectors, about 400 MB, runs on CPU) is the usual choice for English letters;
  `en_core_web_trf` is more accurate and needs torch (and a GPU to be quick). Their cost per
  answer was not measured here (no model can be downloaded on this machine): it is milliseconds,
  not the microseconds of the deterministic detectors, which is why the layer is opt-in.
- `presidio`: Microsoft Presidio's AnalyzerEngine on the same spaCy pipeline, PERSON results
  at or above `min_score`. The ecosystem's standard for PII; its gain over spaCy alone is its
  context words and score, and the many other recognisers we do not need here (the
  deterministic detectors of `checks.text.identifiers` cover those with our own precision rules).

Judged against the alternatives: GLiNER (zero-shot span NER on a DeBERTa encoder) finds names
well and takes labels at run time, but is a transformer per answer (tens of ms on CPU) and a
model download of its own; flair's NER is accurate but heavy (torch, large embeddings) and
slow on CPU; spaCy alone is the cheapest good option, which is why it is the default and why
Presidio runs on it rather than on a model of its own.

Install: `pip install 'the-gate[names]'`, then `python -m spacy download en_core_web_lg`
(or `pip install` the model's wheel from the spaCy models release page on a machine without
internet access). `model` may also be the path of a saved pipeline. Nothing is ever downloaded
at run time: a missing package or model is a `NamesLayerUnavailable` error when the check is
built, naming what to install (Presidio would otherwise download the model itself).
"""

from __future__ import annotations

import importlib.util
import logging
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from checks.text.identifiers import Found

logger = logging.getLogger(__name__)

_HEALTH_FACT = re.compile(
    r"\b(?:diagnos\w*|treat(?:ed|ment|ing)|admitted|admission|discharg\w*|prescri\w*|surgery|surgical|procedure|"
    r"therap\w*|chemotherapy|radiation|dialysis|condition|disease|disorder|syndrome|cancer|carcinoma|tumou?r|"
    r"diabet\w*|hypertension|hiv|aids|hepatitis|depress\w*|anxiety|schizophreni\w*|bipolar|pregnan\w*|abortion|"
    r"overdose|substance\s+use|alcohol\w*|opioid\w*|insulin|medication\w*|symptom\w*|infection|fracture|stroke|"
    r"cardiac|heart\s+failure|transplant|hospice|rehabilitation|mental\s+health|psychiatr\w*|oncolog\w*|mri|"
    r"ct\s+scan|biopsy|a1c|hba1c|inpatient|outpatient|hospitali[sz]\w*|icu|emergency\s+room|\d+\s?mg)\b"
    r"|\b[A-TV-Z]\d{2}\.\d{1,4}\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<!\b[A-Z])(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)[.!?](?:\s|$)|\n")


class NamesLayerUnavailable(RuntimeError):
    """The name layer is enabled but its package or model is not installed."""


class _PersonFinder(Protocol):
    def persons(self, text: str) -> list[tuple[int, int]]: ...


class NameFinder:
    """Person names (from an NER engine) that share a sentence with an identifier or a health fact."""

    def __init__(self, finder: _PersonFinder) -> None:
        self._finder = finder
        # One model per process, called from worker threads: one call at a time (spaCy's string
        # store grows as it reads).
        self._lock = threading.Lock()

    def bound_names(self, text: str, identifiers: Sequence[Found]) -> list[tuple[int, int]]:
        """(start, end) of every name bound to an identifier or a health fact in its sentence."""
        with self._lock:
            persons = self._finder.persons(text)
        if not persons:
            return []
        bounds = _sentence_bounds(text)
        out = []
        for start, end in persons:
            left, right = next(((a, b) for a, b in bounds if a <= start < b), (0, len(text)))
            sentence = text[left:right]
            if any(left <= item.start < right for item in identifiers) or _HEALTH_FACT.search(sentence):
                out.append((start, end))
        return out


def _sentence_bounds(text: str) -> list[tuple[int, int]]:
    bounds, left = [], 0
    for end in _SENTENCE_END.finditer(text):
        bounds.append((left, end.end()))
        left = end.end()
    bounds.append((left, len(text)))
    return bounds


class _SpacyPersons:
    def __init__(self, nlp: Any) -> None:
        self._nlp = nlp

    def persons(self, text: str) -> list[tuple[int, int]]:
        return [(ent.start_char, ent.end_char) for ent in self._nlp(text).ents if ent.label_ in ("PERSON", "PER")]


class _PresidioPersons:
    def __init__(self, analyzer: Any, min_score: float) -> None:
        self._analyzer = analyzer
        self._min_score = min_score

    def persons(self, text: str) -> list[tuple[int, int]]:
        results = self._analyzer.analyze(text=text, entities=["PERSON"], language="en")
        return sorted((r.start, r.end) for r in results if r.score >= self._min_score)


_LOADED: dict[tuple[str, str, float], NameFinder] = {}
_LOCK = threading.Lock()


def load_name_finder(engine: str, model: str, min_score: float = 0.5) -> NameFinder:
    """The name finder for `engine` on the spaCy pipeline `model`, loaded once per process.
    Raises `NamesLayerUnavailable` naming what to install when a package or the model is missing."""
    key = (engine, model, min_score)
    with _LOCK:
        finder = _LOADED.get(key)
        if finder is None:
            finder = _LOADED[key] = NameFinder(_build(engine, model, min_score))
            logger.info("phi name layer: %s on %s loaded", engine, model)
    return finder


def _require(module: str, what: str) -> None:
    if importlib.util.find_spec(module) is None:
        raise NamesLayerUnavailable(
            f"phi names layer: {what} is not installed; install it with: pip install 'the-gate[names]'"
        )


def _build(engine: str, model: str, min_score: float) -> _PersonFinder:
    _require("spacy", "the package 'spacy'")
    import spacy

    if not (spacy.util.is_package(model) or Path(model).exists()):
        raise NamesLayerUnavailable(
            f"phi names layer: the spaCy model {model!r} is not installed; install it with "
            f"`python -m spacy download {model}` (or pip install its wheel), or set "
            "checks.phi.options.names.model to an installed pipeline or a pipeline's path"
        )
    if engine == "spacy":
        return _SpacyPersons(spacy.load(model))
    if engine == "presidio":
        _require("presidio_analyzer", "the package 'presidio-analyzer'")
        from presidio_analyzer import AnalyzerEngine
        from presidio_analyzer.nlp_engine import SpacyNlpEngine

        nlp_engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": model}])
        nlp_engine.load()
        return _PresidioPersons(AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=["en"]), min_score)
    raise NamesLayerUnavailable(f"phi names layer: unknown engine {engine!r}; use 'spacy' or 'presidio'")
