"""The check policy file: per-check settings, profiles and the gate's attempt schedule.

`Policy.load(path)` validates `configs/checks.yaml`; `Policy.checks_for(profile)` builds the
check objects a request runs, with model-backed checks wired to the given backends.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from checks.base import Check, CheckConfig
from checks.loop import GateSettings
from checks.registry import CHECK_CLASSES, MODEL_CHECKS, check_class

DEFAULT_POLICY_PATH = Path(__file__).resolve().parent.parent / "configs" / "checks.yaml"


class UnknownProfileError(ValueError):
    """A request named a profile the policy does not define."""


class Policy(BaseModel):
    """The whole check policy."""

    model_config = ConfigDict(extra="forbid")

    gate: GateSettings = Field(default_factory=GateSettings, description="Attempts and temperature schedule.")
    checks: dict[str, CheckConfig] = Field(default_factory=dict, description="Settings per check name.")
    profiles: dict[str, list[str]] = Field(
        default_factory=lambda: {"default": list(CHECK_CLASSES)},
        description="Named sets of checks; a request picks one by name.",
    )

    @model_validator(mode="after")
    def _known_names(self) -> "Policy":
        for name in self.checks:
            if name not in CHECK_CLASSES:
                raise ValueError(f"checks: unknown check {name!r}; known: {', '.join(CHECK_CLASSES)}")
        for profile, names in self.profiles.items():
            for name in names:
                if name not in CHECK_CLASSES:
                    raise ValueError(f"profiles.{profile}: unknown check {name!r}")
        if "default" not in self.profiles:
            raise ValueError("profiles: a 'default' profile is required")
        return self

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Policy":
        path = Path(path) if path else DEFAULT_POLICY_PATH
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle) or {}
        return cls.model_validate(data)

    def config_for(self, name: str) -> CheckConfig:
        return self.checks.get(name) or CheckConfig()

    def check_names(self, profile: str = "default", only: list[str] | None = None) -> list[str]:
        """Enabled checks of `profile`, optionally narrowed to `only` (which may name any known check)."""
        if profile not in self.profiles:
            raise UnknownProfileError(f"unknown profile {profile!r}; known profiles: {', '.join(self.profiles)}")
        if only is not None:
            for name in only:
                if name not in CHECK_CLASSES:
                    raise KeyError(f"unknown check {name!r}; known checks: {', '.join(CHECK_CLASSES)}")
            return list(dict.fromkeys(only))
        return [n for n in self.profiles[profile] if self.config_for(n).enabled]

    def build(self, names: list[str], backends: Any = None, include_models: bool = True) -> list[Check]:
        """Instantiate checks; model checks get `backends` and are dropped when `include_models` is False."""
        built: list[Check] = []
        for name in names:
            if name in MODEL_CHECKS:
                if not include_models:
                    continue
                if backends is None:
                    raise ValueError(f"check {name!r} needs model backends, none are configured")
                built.append(check_class(name)(self.config_for(name), backends))
            else:
                built.append(check_class(name)(self.config_for(name)))
        return built

    def public_view(self) -> dict[str, Any]:
        """The active policy as served by GET /v1/checks."""
        checks = {}
        for name in CHECK_CLASSES:
            cls = check_class(name)
            cfg = self.config_for(name)
            hard = cls.default_hard if cfg.hard is None else cfg.hard
            checks[name] = {
                "enabled": cfg.enabled,
                "hard": hard,
                "floor": 1.0 if hard else (cls.default_floor if cfg.floor is None else cfg.floor),
                "on_error": cfg.on_error or ("closed" if hard else "open"),
                "hint": cfg.hint or cls.default_hint,
                "model_based": name in MODEL_CHECKS,
            }
        return {"gate": self.gate.model_dump(), "checks": checks, "profiles": self.profiles}
