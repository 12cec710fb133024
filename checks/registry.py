"""Check names (a public contract), where each check's class lives, and checks of your own.

Built-in classes are imported lazily so that a run that never names a check never imports its code.
A check of your own comes from a policy (`class: mypkg.rules:NoOutcomePromises` under its name) or
from an installed package's entry point in the group `gate.checks` (name = the check's name, value
= "module:Class"). Either is imported once per process, validated against the protocol of
`checks.base.Check` (docs/checks.md) and refused with `CheckLoadError`, whose message is one line.

Which checks need models is read off the classes (`needs_models`): `BUILTIN_MODEL_CHECKS` and
`DETERMINISTIC_CHECKS` are the built-in ones; `MODEL_CHECKS` answers for every check loaded in
this process, built-in or your own.
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from collections.abc import Iterable, Iterator, Set
from importlib.metadata import entry_points
from typing import Any

from pydantic import BaseModel

from checks.base import Check, CheckConfig, short_error

ENTRY_POINT_GROUP = "gate.checks"
CHECK_NAME = re.compile(r"[a-z][a-z0-9_]{0,63}\Z")

CHECK_CLASSES: dict[str, str] = {
    "citations": "checks.builtin.citations:CitationsCheck",
    "phi": "checks.builtin.phi:PHICheck",
    "figures": "checks.builtin.figures:FiguresCheck",
    "codes": "checks.builtin.codes:CodesCheck",
    "document_scope": "checks.builtin.document_scope:DocumentScopeCheck",
    "tool_call": "checks.builtin.tool_call:ToolCallCheck",
    "jurisdiction": "checks.builtin.jurisdiction:JurisdictionCheck",
    "specificity": "checks.builtin.specificity:SpecificityCheck",
    "groundedness": "checks.builtin.groundedness:GroundednessCheck",
    "fabricated_claims": "checks.builtin.fabricated_claims:FabricatedClaimsCheck",
    "explicit_support": "checks.builtin.explicit_support:ExplicitSupportCheck",
    "acceptance_conflict": "checks.builtin.acceptance_conflict:AcceptanceConflictCheck",
    "exception_overruled": "checks.builtin.exception_overruled:ExceptionOverruledCheck",
    "criteria": "checks.builtin.criteria:CriteriaCheck",
}
"""The built-in checks: name -> "module:Class"."""

REQUEST_CHECKS: dict[str, str] = {
    "json_schema": "checks.builtin.json_schema:JsonSchemaCheck",
}
"""Built-in checks a request adds from its own fields (`response_format`), never named by a profile: name ->
"module:Class". `check_class` knows them (a trace row stores their evidence by their class's rules)."""


class CheckLoadError(Exception):
    """A check that a policy or an installed package names cannot be used; the message says why in one line.

    Not a ValueError, so that pydantic lets it out of a policy's validation as it is."""


_custom: dict[str, tuple[str, type[Check]]] = {}  # name -> ("module:Class", class): custom checks loaded here


def validate_check_class(obj: Any, name: str, target: str) -> type[Check]:
    """`obj` as the class of check `name`, or CheckLoadError saying which part of the protocol it breaks."""
    where = f"check {name!r} ({target})"
    if not isinstance(obj, type):
        raise CheckLoadError(f"{where} is not a check: it is a {type(obj).__name__}, not a class")
    if not issubclass(obj, Check):
        raise CheckLoadError(f"{where} is not a check: class {obj.__name__} does not subclass checks.base.Check")
    if inspect.isabstract(obj):
        raise CheckLoadError(f"{where} does not implement `async def check(self, answer, context)`")
    if not inspect.iscoroutinefunction(obj.check):
        raise CheckLoadError(f"{where}: check() must be `async def`")
    if obj.name != name:
        raise CheckLoadError(f"{where}: the class's `name` is {obj.name!r}; it must be {name!r}, the name the "
                             "policy uses (a result carries the class's name)")
    for flag in ("default_hard", "needs_models", "runs_inline", "evidence_is_identifier"):
        if not isinstance(getattr(obj, flag), bool):
            raise CheckLoadError(f"{where}: `{flag}` must be True or False, not {getattr(obj, flag)!r}")
    floor = obj.default_floor
    if isinstance(floor, bool) or not isinstance(floor, (int, float)) or not 0.0 <= floor <= 1.0:
        raise CheckLoadError(f"{where}: `default_floor` must be a number in [0, 1], not {floor!r}")
    if obj.options_model is not None and not (isinstance(obj.options_model, type)
                                              and issubclass(obj.options_model, BaseModel)):
        raise CheckLoadError(f"{where}: `options_model` must be a pydantic model class or None")
    if obj.needs_models and obj.runs_inline:
        raise CheckLoadError(f"{where}: a check that needs models awaits them, so `runs_inline` must be False")
    arguments = (CheckConfig(), None) if obj.needs_models else (CheckConfig(),)
    try:
        inspect.signature(obj).bind(*arguments)
    except TypeError:
        expected = "(config, backends)" if obj.needs_models else "(config)"
        raise CheckLoadError(f"{where}: its constructor must accept {expected}, as `needs_models` "
                             f"{obj.needs_models} says") from None
    return obj


def import_check(target: str, name: str) -> type[Check]:
    """Import "module:Class" and validate it as the class of check `name`."""
    module_name, colon, attribute = target.partition(":")
    if not colon or not module_name or not attribute:
        raise CheckLoadError(f"check {name!r}: {target!r} is not an import path of the form 'module:Class'")
    try:
        obj: Any = importlib.import_module(module_name)
    except Exception as exc:  # the user's module: any error it raises on import is the reason
        raise CheckLoadError(f"check {name!r}: module {module_name!r} does not import "
                             f"({short_error(exc)})") from None
    for part in attribute.split("."):
        if not hasattr(obj, part):
            raise CheckLoadError(f"check {name!r}: module {module_name!r} has no {attribute!r}")
        obj = getattr(obj, part)
    return validate_check_class(obj, name, target)


def register_check(name: str, target: str) -> type[Check]:
    """Load custom check `name` from `target` ("module:Class"), once per process; refuse a name a built-in
    check has or another class already took."""
    if name in CHECK_CLASSES or name in REQUEST_CHECKS:
        raise CheckLoadError(f"check {name!r} ({target}) collides with the built-in check {name!r}: "
                             "give it a name of its own")
    if not CHECK_NAME.match(name):
        raise CheckLoadError(f"check {name!r} ({target}): a check name is a lower-case letter followed by "
                             "lower-case letters, digits or underscores (at most 64)")
    loaded = _custom.get(name)
    if loaded is not None and loaded[0] == target:
        return loaded[1]
    cls = import_check(target, name)
    if loaded is not None and loaded[1] is not cls:
        raise CheckLoadError(f"check {name!r} is already loaded from {loaded[0]}; {target} cannot take its name")
    _custom[name] = (target, cls)
    return cls


def installed_checks() -> dict[str, str]:
    """The checks installed packages register under the entry-point group `gate.checks`: name -> "module:Class".
    Read once per import path (`sys.path`): a package installed into a running process is seen at its next start."""
    import_path = tuple(sys.path)
    if _installed.get("import_path") != import_path:
        _installed["checks"] = _read_installed_checks()
        _installed["import_path"] = import_path
    return dict(_installed["checks"])


# The last reading of the entry points and the import path it was read on (a plain dict: a functools cache
# would read as request state to the tests that look for what outlives a request).
_installed: dict[str, Any] = {}


def _read_installed_checks() -> dict[str, str]:
    found: dict[str, str] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        target = f"{point.module}:{point.attr}"
        if found.get(point.name, target) != target:
            raise CheckLoadError(f"two installed packages register the check {point.name!r} (entry point group "
                                 f"{ENTRY_POINT_GROUP}): {found[point.name]} and {target}")
        found[point.name] = target
    return found


def check_class(name: str) -> type[Check]:
    """The class implementing check `name`: a built-in, a custom check loaded in this process, or an installed
    one (loaded now); KeyError names the known checks."""
    target = CHECK_CLASSES.get(name) or REQUEST_CHECKS.get(name)
    if target is not None:
        module_name, class_name = target.split(":")
        return getattr(importlib.import_module(module_name), class_name)
    if name in _custom:
        return _custom[name][1]
    installed = installed_checks()
    if name in installed:
        return register_check(name, installed[name])
    known = [*CHECK_CLASSES, *_custom, *(n for n in installed if n not in _custom)]
    raise KeyError(f"unknown check {name!r}; known checks: {', '.join(known)}")


def _builtin_model_checks() -> frozenset[str]:
    return frozenset(name for name in CHECK_CLASSES if check_class(name).needs_models)


class ModelCheckNames(Set):
    """The names of the checks that need model backends, as their classes declare (`needs_models`): the
    built-in ones and every custom check loaded in this process. Membership imports at most that check's class."""

    def __contains__(self, name: object) -> bool:
        if name in CHECK_CLASSES:
            return check_class(name).needs_models  # type: ignore[arg-type]
        loaded = _custom.get(name) if isinstance(name, str) else None
        return loaded is not None and loaded[1].needs_models

    def __iter__(self) -> Iterator[str]:
        custom = [name for name, (_, cls) in list(_custom.items()) if cls.needs_models]
        return iter([*sorted(_builtin_model_checks()), *custom])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"ModelCheckNames({sorted(self)})"

    @classmethod
    def _from_iterable(cls, names: Iterable[str]) -> frozenset[str]:
        return frozenset(names)


MODEL_CHECKS = ModelCheckNames()


def __getattr__(attribute: str) -> Any:
    """BUILTIN_MODEL_CHECKS and DETERMINISTIC_CHECKS are read off the built-in classes on first use."""
    if attribute == "BUILTIN_MODEL_CHECKS":
        return _builtin_model_checks()
    if attribute == "DETERMINISTIC_CHECKS":
        return tuple(name for name in CHECK_CLASSES if name not in _builtin_model_checks())
    raise AttributeError(f"module {__name__!r} has no attribute {attribute!r}")
