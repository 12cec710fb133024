"""Is a model there to load? Checked once, where the app is built, before any replica starts.

A model that cannot be loaded (a local path that is not there, a hub ID not in the cache of an offline
machine, a hub that refuses or cannot be reached) would otherwise fail in every replica, which Serve
restarts for minutes. `require_model` refuses it at once with one line: the model, the config field or
variable that named it, and what to set instead (a local directory, e.g. a tiny random-weight model).

The hub is read from the environment at call time (HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE, HF_ENDPOINT,
HF_HUB_CACHE / HF_HOME), as the replicas will read it; GATE_SKIP_MODEL_CHECK=1 turns the check off (a
cluster whose workers hold a cache the driver's machine does not).
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger(__name__)

HUB_TIMEOUT_S = 5.0
TINY_MODELS_COMMAND = "python scripts/make_tiny_models.py --out DIR"
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*(/[\w.-]+)?$")
_TRUE = {"1", "on", "yes", "true"}


class ModelUnavailable(ValueError):
    """A model named by the config cannot be loaded here; the message says which setting to change and how."""


@dataclass(frozen=True)
class ModelSetting:
    """Where a model name came from: the config field, the environment variable that overrides it (if any), and
    which folder of `make_tiny_models.py`'s output stands in for it offline ('lm' or 'nli')."""

    field: str
    variable: str | None
    tiny_folder: str

    def names(self) -> str:
        return f"{self.variable} / {self.field}" if self.variable else self.field

    def fix(self) -> str:
        return (f"set {self.variable or self.field} to a local model directory, e.g. the '{self.tiny_folder}' "
                f"folder written by '{TINY_MODELS_COMMAND}' (random weights, for a first run)")


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in _TRUE


def hub_offline() -> bool:
    """HF_HUB_OFFLINE (or TRANSFORMERS_OFFLINE) as the replicas will read it."""
    return _flag("HF_HUB_OFFLINE") or _flag("TRANSFORMERS_OFFLINE")


def _hub_cache_dir() -> str:
    from huggingface_hub import constants

    if os.environ.get("HF_HUB_CACHE"):
        return os.path.expanduser(os.environ["HF_HUB_CACHE"])
    if os.environ.get("HF_HOME"):
        return str(Path(os.environ["HF_HOME"]).expanduser() / "hub")
    return constants.HF_HUB_CACHE


def in_hub_cache(repo_id: str) -> bool:
    """True when the local HF cache holds `repo_id`'s config.json."""
    from huggingface_hub import try_to_load_from_cache

    try:
        return isinstance(try_to_load_from_cache(repo_id, "config.json", cache_dir=_hub_cache_dir()), str)
    except ValueError:  # not a valid repo ID for the cache
        return False


def is_local_path(model: str) -> bool:
    """A path rather than a hub ID: it exists here, or it cannot be a hub ID ('/abs', './rel', '~/x', 'a/b/c')."""
    return Path(model).expanduser().exists() or not _HUB_ID.match(model) or model.startswith((".", "~"))


def require_model(model: str, setting: ModelSetting) -> None:
    """Refuse (ModelUnavailable) a model that cannot be loaded here; return when it can, or may (the check is off)."""
    if _flag("GATE_SKIP_MODEL_CHECK"):
        return
    if is_local_path(model):
        path = Path(model).expanduser()
        if not path.is_dir():
            raise ModelUnavailable(f"model {model!r} ({setting.names()}) is not a directory here: {setting.fix()}")
        if not (path / "config.json").is_file():
            raise ModelUnavailable(f"model {model!r} ({setting.names()}) is a directory without config.json, "
                                   f"not a saved model: {setting.fix()}")
        return
    if hub_offline():
        if not in_hub_cache(model):
            raise ModelUnavailable(f"model {model!r} ({setting.names()}) is not a local directory and HF_HUB_OFFLINE "
                                   f"is set, but it is not in the local HF cache ({_hub_cache_dir()}): {setting.fix()}")
        return
    _require_on_hub(model, setting)


def require_models(models: list[tuple[str, ModelSetting]]) -> None:
    """`require_model` for each model, refusing once with every model that cannot be loaded (one line), so a
    first run without the hub learns about the generator and the NLI model together."""
    problems = []
    for model, setting in models:
        try:
            require_model(model, setting)
        except ModelUnavailable as exc:
            problems.append(str(exc))
    if problems:
        raise ModelUnavailable("; ".join(problems))


def _require_on_hub(repo_id: str, setting: ModelSetting) -> None:
    from huggingface_hub import HfApi
    from huggingface_hub.errors import RepositoryNotFoundError

    endpoint = os.environ.get("HF_ENDPOINT") or None
    try:
        HfApi(endpoint=endpoint).model_info(repo_id, timeout=HUB_TIMEOUT_S)
    except RepositoryNotFoundError as exc:
        raise ModelUnavailable(f"model {repo_id!r} ({setting.names()}) is not a local directory and the model hub "
                               f"has no such model, or not for this token ({_status(exc)}): {setting.fix()}") from exc
    except Exception as exc:  # noqa: BLE001 - any other failure: the hub cannot be reached or answers an error
        if in_hub_cache(repo_id):
            logger.warning("model hub unreachable (%s); %r loads from the local HF cache", _reason(exc), repo_id)
            return
        raise ModelUnavailable(f"model {repo_id!r} ({setting.names()}) is not a local directory and the model hub "
                               f"cannot be reached ({_reason(exc)}): {setting.fix()}") from exc


def _status(exc: Exception) -> str:
    response = getattr(exc, "response", None)
    return f"HTTP {response.status_code}" if response is not None else type(exc).__name__


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text[:160]}" if text else type(exc).__name__
