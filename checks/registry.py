"""Check names (a public contract) and where each check's class lives.

Classes are imported lazily so that a deterministic-only run never imports model code.
"""

from __future__ import annotations

import importlib

from checks.base import Check

CHECK_CLASSES: dict[str, str] = {
    "citations": "checks.citations:CitationsCheck",
    "phi": "checks.phi:PHICheck",
    "figures": "checks.figures:FiguresCheck",
    "codes": "checks.codes:CodesCheck",
    "document_scope": "checks.document_scope:DocumentScopeCheck",
    "tool_call": "checks.tool_call:ToolCallCheck",
    "jurisdiction": "checks.jurisdiction:JurisdictionCheck",
    "specificity": "checks.specificity:SpecificityCheck",
    "groundedness": "checks.groundedness:GroundednessCheck",
    "fabricated_claims": "checks.fabrication:FabricatedClaimsCheck",
    "explicit_support": "checks.explicit_support:ExplicitSupportCheck",
    "acceptance_conflict": "checks.acceptance_conflict:AcceptanceConflictCheck",
    "exception_overruled": "checks.exception_overruled:ExceptionOverruledCheck",
    "criteria": "checks.criteria:CriteriaCheck",
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
