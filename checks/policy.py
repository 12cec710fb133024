"""The check policy file: per-check settings, profiles and the gate's attempt schedule.

`Policy.load(path)` validates `configs/checks.yaml`; `Policy.checks_for(profile)` builds the
check objects a request runs, with model-backed checks wired to the given backends.

A profile is a list of check names, or `{checks: [...], overrides: {name: {...}}}` when the
profile also tightens (or loosens) some checks' settings: an override's fields replace the
check's, and its `options` are merged key by key into the check's options. `strict` uses that
to raise the groundedness floor and fail it closed.

Two rules hold whatever the file says. The citation check's extra marker `patterns` reach every
check that reads markers (`MARKER_PATTERN_CHECKS`) as its `marker_patterns` unless that check sets
its own, so a custom marker is never read as a figure or a claim even without the YAML anchor. A
hard check never fails open: `hard: true` with `on_error: open`, in a check or through a profile's
override, is refused when the policy loads.

A check of your own is named like a built-in one. Its class comes from the policy (`class:
mypkg.rules:NoOutcomePromises` in its entry under `checks`) or from an installed package's entry point
in the group `gate.checks`. Loading the policy imports every such class and every installed one,
validates them (the protocol, their options, the rules above) and refuses a bad one with
`CheckLoadError`, one line naming the check and what is wrong: a policy that names a check the gate
cannot run never starts. The protocol a check implements is documented in docs/checks.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import (
    BaseModel, ConfigDict, Field, PrivateAttr, SerializerFunctionWrapHandler, ValidationError, model_serializer,
    model_validator,
)

from checks.base import Check, CheckConfig, OnError
from checks.loop import GateSettings
from checks.registry import (
    CHECK_CLASSES, ENTRY_POINT_GROUP, CheckLoadError, check_class, installed_checks, register_check,
)

DEFAULT_POLICY_PATH = Path(__file__).resolve().parent.parent / "configs" / "checks.yaml"

# Checks that read citation markers and take the citation check's extra patterns as `marker_patterns`.
MARKER_PATTERN_CHECKS: tuple[str, ...] = (
    "figures", "document_scope", "jurisdiction", "groundedness", "fabricated_claims", "explicit_support",
    "acceptance_conflict", "exception_overruled",
)


class UnknownProfileError(ValueError):
    """A request named a profile the policy does not define."""


def one_line_errors(exc: ValidationError) -> str:
    """A policy's validation error as one line: `where: what` per error (what alone when the policy's own rules
    say where), joined by '; '."""
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"])
        what = err["msg"].removeprefix("Value error, ")
        parts.append(f"{where}: {what}" if where else what)
    return "; ".join(parts)


class PolicyCheck(CheckConfig):
    """One check's entry in the policy: its settings, and for a check of your own the class implementing it."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, serialize_by_alias=True)

    class_path: str | None = Field(
        default=None, alias="class",
        description="'module:Class' of a check of your own (importable where the gate runs); filled in from the "
        "entry point for an installed check the policy uses, so the stored policy names the code that ran.",
    )

    @model_serializer(mode="wrap")
    def _without_unset_class(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data = handler(self)
        if data.get("class") is None:
            data.pop("class", None)  # a built-in check's entry dumps as it always did
        return data


class CheckOverride(BaseModel):
    """A profile's changes to one check's settings; unset fields keep the check's own."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool | None = Field(default=None, description="Whether the check runs in this profile.")
    floor: float | None = Field(default=None, ge=0.0, le=1.0, description="Minimum score to pass in this profile.")
    hard: bool | None = Field(default=None, description="Whether a failure blocks (422) in this profile.")
    on_error: OnError | None = Field(default=None, description="'open' or 'closed' when the backend errors.")
    hint: str | None = Field(default=None, description="The instruction sent back on failure in this profile.")
    options: dict[str, Any] = Field(default_factory=dict, description="Options merged key by key over the check's.")


class Profile(BaseModel):
    """A named set of checks and the profile's overrides of their settings."""

    model_config = ConfigDict(extra="forbid")

    checks: list[str] = Field(description="The checks the profile runs, in order.")
    overrides: dict[str, CheckOverride] = Field(
        default_factory=dict, description="Per check, settings that differ in this profile."
    )
    stream: Literal["buffered", "sentence"] = Field(
        default="buffered",
        description="How a streaming chat answer is sent by default: 'buffered' (after every check passed) or "
        "'sentence' (each sentence once it passed its checks; gate.sentence_stream). A request's "
        "`stream_options.mode` overrides it.",
    )

    @model_validator(mode="before")
    @classmethod
    def _from_list(cls, value: Any) -> Any:
        return {"checks": value} if isinstance(value, list) else value


class Policy(BaseModel):
    """The whole check policy."""

    model_config = ConfigDict(extra="forbid")

    gate: GateSettings = Field(default_factory=GateSettings, description="Attempts and temperature schedule.")
    checks: dict[str, PolicyCheck] = Field(
        default_factory=dict, description="Settings per check name; a check of your own also names its `class`."
    )
    profiles: dict[str, Profile] = Field(
        default_factory=lambda: {"default": Profile(checks=list(CHECK_CLASSES))},
        description="Named sets of checks (a list, or {checks, overrides}); a request picks one by name.",
    )

    _custom: dict[str, str] = PrivateAttr(default_factory=dict)  # custom check name -> "module:Class"

    @model_validator(mode="after")
    def _known_names(self) -> "Policy":
        self._load_custom_checks()
        known = self.known_checks()
        for name in self.checks:
            if name not in known:
                raise ValueError(f"checks: unknown check {name!r}; known: {', '.join(known)}; a check of your own "
                                 f"needs `class: module:Class` here or an installed `{ENTRY_POINT_GROUP}` entry point")
        for profile, spec in self.profiles.items():
            for name in [*spec.checks, *spec.overrides]:
                if name not in known:
                    raise ValueError(f"profiles.{profile}: unknown check {name!r}")
        if "default" not in self.profiles:
            raise ValueError("profiles: a 'default' profile is required")
        for name in self.checks:
            self._refuse_hard_open(name, None, f"checks.{name}")
        for profile, spec in self.profiles.items():
            for name in spec.overrides:
                self._refuse_hard_open(name, profile, f"profiles.{profile}.overrides.{name}")
        self._validate_custom_options()
        return self

    def _load_custom_checks(self) -> None:
        """Import and validate the policy's own check classes and every installed one (CheckLoadError if one is
        wrong); an installed check the policy uses gets its `class` filled in."""
        custom = {name: entry.class_path for name, entry in self.checks.items() if entry.class_path is not None}
        for name, target in custom.items():
            register_check(name, target)
        used = {*self.checks, *(n for spec in self.profiles.values() for n in [*spec.checks, *spec.overrides])}
        for name, target in installed_checks().items():
            register_check(name, target)
            if name not in custom:
                custom[name] = target
                if name in used:  # the stored policy names the code that ran
                    entry = self.checks.get(name) or PolicyCheck()
                    self.checks[name] = entry.model_copy(update={"class_path": target})
        self._custom = custom

    def _validate_custom_options(self) -> None:
        """A custom check's options, as each profile sees them, against its `options_model`."""
        for name in self._custom:
            model = self.check_class(name).options_model
            if model is None:
                continue
            for profile in [None, *(p for p, spec in self.profiles.items() if name in spec.checks)]:
                try:
                    model.model_validate(self.config_for(name, profile).options)
                except ValidationError as exc:
                    where = f"checks.{name}.options" + (f" (profile {profile!r})" if profile else "")
                    raise CheckLoadError(f"{where}: {one_line_errors(exc)}") from None

    def _refuse_hard_open(self, name: str, profile: str | None, where: str) -> None:
        config = self.config_for(name, profile)
        hard = self.check_class(name).default_hard if config.hard is None else config.hard
        if hard and config.on_error == "open":
            raise ValueError(
                f"{where}: check {name!r} is hard with on_error 'open' (in this profile), but a hard check never "
                "fails open: set on_error to 'closed' or leave it out, or make the check soft (hard: false)"
            )

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Policy":
        path = Path(path) if path else DEFAULT_POLICY_PATH
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle) or {}
        return cls.model_validate(data)

    def known_checks(self) -> list[str]:
        """Every check this policy can run: the built-in ones, then its own and the installed ones."""
        return [*CHECK_CLASSES, *self._custom]

    @property
    def custom_checks(self) -> dict[str, str]:
        """The checks of your own this policy knows: name -> "module:Class"."""
        return dict(self._custom)

    def check_class(self, name: str) -> type[Check]:
        """The class of check `name` (a custom one is loaded in this process on first use); KeyError if unknown."""
        target = self._custom.get(name)
        return register_check(name, target) if target is not None else check_class(name)

    def needs_models(self, name: str) -> bool:
        """Whether check `name` needs model backends, as its class declares."""
        return self.check_class(name).needs_models

    def config_for(self, name: str, profile: str | None = None) -> CheckConfig:
        """The settings of check `name`, with `profile`'s overrides applied when one is given."""
        base = self.checks.get(name) or CheckConfig()
        spec = self.profiles.get(profile) if profile else None
        override = spec.overrides.get(name) if spec else None
        config = base
        if override is not None:
            changes = override.model_dump(exclude_unset=True, exclude={"options"})
            config = base.model_copy(update={**changes, "options": {**base.options, **override.options}})
        if name in MARKER_PATTERN_CHECKS and "marker_patterns" not in config.options:
            patterns = self.config_for("citations", profile).options.get("patterns")
            if patterns:
                config = config.model_copy(update={"options": {**config.options, "marker_patterns": list(patterns)}})
        return config

    def check_names(self, profile: str = "default", only: list[str] | None = None) -> list[str]:
        """Enabled checks of `profile`, optionally narrowed to `only` (which may name any known check)."""
        if profile not in self.profiles:
            raise UnknownProfileError(f"unknown profile {profile!r}; known profiles: {', '.join(self.profiles)}")
        if only is not None:
            known = self.known_checks()
            for name in only:
                if name not in known:
                    raise KeyError(f"unknown check {name!r}; known checks: {', '.join(known)}")
            return list(dict.fromkeys(only))
        return [n for n in self.profiles[profile].checks if self.config_for(n, profile).enabled]

    def build(
        self, names: list[str], backends: Any = None, include_models: bool = True, profile: str | None = None
    ) -> list[Check]:
        """Instantiate checks with `profile`'s overrides; model checks get `backends` and are dropped when
        `include_models` is False."""
        built: list[Check] = []
        for name in names:
            config = self.config_for(name, profile)
            cls = self.check_class(name)
            if cls.needs_models:
                if not include_models:
                    continue
                if backends is None:
                    raise ValueError(f"check {name!r} needs model backends, none are configured")
                built.append(cls(config, backends))
            else:
                built.append(cls(config))
        return built

    def checks_for(
        self, profile: str = "default", only: list[str] | None = None, backends: Any = None, include_models: bool = True
    ) -> list[Check]:
        """The checks a request with `profile` runs (narrowed to `only`), built with the profile's overrides."""
        return self.build(self.check_names(profile, only), backends, include_models, profile=profile)

    def public_view(self) -> dict[str, Any]:
        """The active policy as served by GET /v1/checks; a check of your own also names its `class`."""
        checks = {}
        for name in self.known_checks():
            cls = self.check_class(name)
            cfg = self.config_for(name)
            hard = cls.default_hard if cfg.hard is None else cfg.hard
            checks[name] = {
                "enabled": cfg.enabled,
                "hard": hard,
                "floor": 1.0 if hard else (cls.default_floor if cfg.floor is None else cfg.floor),
                "on_error": cfg.on_error or ("closed" if hard else "open"),
                "hint": cfg.hint or cls.default_hint,
                "model_based": cls.needs_models,
            }
            if name in self._custom:
                checks[name]["class"] = self._custom[name]
        profiles = {
            name: spec.checks if not spec.overrides
            else {"checks": spec.checks, "overrides": {k: v.model_dump(exclude_unset=True) for k, v in spec.overrides.items()}}
            for name, spec in self.profiles.items()
        }
        return {"gate": self.gate.model_dump(), "checks": checks, "profiles": profiles}
