"""A tiny spaCy pipeline for the `phi` name layer, so that profiles enabling it (`strict`) run in
tests without a model download: `spacy.blank("en")` with an entity ruler that knows a few names.

Registered by tests/conftest.py (`pytest_plugins`). `GATE_NER_MODEL` points the name layer at it
unless the environment names a real model already. The pipeline is built once per machine and
spaCy version (a few seconds) and reused by later sessions.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import tempfile
from pathlib import Path

import pytest

TINY_NER_NAMES = ["Maria Lopez", "John Smith", "Dr. Alvarez", "Alvarez", "Priya Natarajan"]


def build_tiny_ner(path: Path, names: list[str] = TINY_NER_NAMES) -> Path:
    """Save a blank English pipeline with an entity ruler for `names` (label PERSON) to `path`."""
    import spacy

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "PERSON", "pattern": name} for name in names])
    nlp.to_disk(path)
    return path


def _cached_tiny_ner() -> Path:
    version = importlib.metadata.version("spacy")
    path = Path(tempfile.gettempdir()) / f"gate-tiny-ner-spacy-{version}"
    if not (path / "meta.json").exists():
        building = Path(tempfile.mkdtemp(prefix="gate-tiny-ner-"))
        build_tiny_ner(building / "pipeline")
        try:
            (building / "pipeline").rename(path)
        except OSError:  # another session built it first
            pass
        shutil.rmtree(building, ignore_errors=True)
    return path


@pytest.fixture(scope="session", autouse=True)
def tiny_ner_model() -> str | None:
    """The path of the tiny pipeline, exported as GATE_NER_MODEL (None when spaCy is not installed)."""
    if os.environ.get("GATE_NER_MODEL"):
        return os.environ["GATE_NER_MODEL"]
    try:
        path = str(_cached_tiny_ner())
    except ImportError:
        return None
    os.environ["GATE_NER_MODEL"] = path
    return path
