"""Checks of a user's own for tests/test_custom_checks.py, named in test policies by import path
(`class: tests.custom_check_helpers:PlaceholderCheck`), and objects that are not checks."""

from __future__ import annotations

import re

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext

PLACEHOLDER = re.compile(r"\[(?:TODO|TBD|INSERT[^\]]*)\]|\bTODO\b|\bTBD\b")


class PlaceholderCheck(Check):
    """Fails (soft) an answer that still carries a template placeholder ("[TODO]", "TBD", "[INSERT DATE]")."""

    name = "no_placeholders"
    default_floor = 1.0
    default_hint = "Write every part of the answer out in full from the passages."
    runs_inline = True

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if "TODO" not in answer and "TBD" not in answer and "INSERT" not in answer:
            return self.result(1.0, fired=False)
        evidence = [Evidence(m.group(0), m.start(), m.end(), {"kind": "placeholder"}) for m in PLACEHOLDER.finditer(answer)]
        return self.result(0.0 if evidence else 1.0, fired=True, evidence=evidence)


class HardPlaceholderCheck(PlaceholderCheck):
    """The same rule as a hard check (it blocks)."""

    name = "hard_placeholders"
    default_hard = True


class ModelBackedCheck(PlaceholderCheck):
    """The same rule declared as a model check: built with the gate's backends, skipped without them. Only a
    subprocess loads it (a model check loaded in the test process would join its MODEL_CHECKS)."""

    name = "model_rule"
    needs_models = True
    runs_inline = False

    def __init__(self, config: CheckConfig | None, backends: object) -> None:
        super().__init__(config)
        self.backends = backends


class NotACheck:
    """Has a `check` method, but does not implement the protocol's class."""

    name = "not_a_check"

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        raise NotImplementedError


class BlockingCheck(Check):
    """A check whose `check` is a plain function: the gate awaits it, so it must be `async def`."""

    name = "blocking"

    def check(self, answer: str, context: RequestContext) -> CheckResult:  # type: ignore[override]
        return self.result(1.0, fired=False)


NOT_A_CLASS = 42
