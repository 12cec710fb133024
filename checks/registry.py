"""Check names (a public contract) and where each check's class lives.

Classes are imported lazily so that a deterministic-only run never imports model code.
"""

from __future__ import annotations

import importlib

from checks.base import Check

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

MODEL_CHECKS: frozenset[str] = frozenset(
    {"groundedness", "fabricated_claims", "explicit_support", "acceptance_conflict", "exception_overruled", "criteria"}
)
DETERMINISTIC_CHECKS: tuple[str, ...] = tuple(n for n in CHECK_CLASSES if n not in MODEL_CHECKS)


def check_class(name: str) -> type[Check]:
    """The class implementing check `name`; KeyError names the known checks."""
    try:
        target = CHECK_CLASSES[name]
    except KeyError:
        raise KeyError(f"unknown check {name!r}; known checks: {', '.join(CHECK_CLASSES)}") from None
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)
