"""Engines named by import path (`module.path:ClassName`): how a config brings an engine the package does
not ship (the testkit's scripted LLM engine and simulated NLI engine) without the package importing it."""

from __future__ import annotations

import importlib


def load_class(path: str) -> type:
    """The class at `path` ('module.path:ClassName'); ValueError says what is wrong with the path."""
    module_name, sep, class_name = path.partition(":")
    if not sep or not module_name or not class_name:
        raise ValueError(f"an engine class is named 'module.path:ClassName', got {path!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ValueError(f"engine class {path!r}: cannot import {module_name!r} ({exc})") from exc
    found = getattr(module, class_name, None)
    if not isinstance(found, type):
        raise ValueError(f"engine class {path!r}: {module_name!r} has no class {class_name!r}")
    return found
