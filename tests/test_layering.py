"""The packages' layering, read from the source: the import graph of checks/, gate/ and deployments/ has no
cycles, and each layer imports only what lies below it.

Every import counts, at the top of a module, inside a function or under TYPE_CHECKING: a lazy import
is still a dependency, and a cycle hidden in a function is still a cycle. Importing a module imports
its parent packages too; those implicit edges are left out (a package's __init__ re-exporting its
modules is not a cycle), the written ones are not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PRODUCTION = ("checks", "gate", "deployments")
TESTKIT = "gate_testkit"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    found = {}
    for package in (*PRODUCTION, TESTKIT):
        for path in sorted((REPO / package).rglob("*.py")):
            found[_module_name(path)] = path
    return found


MODULES = _modules()


def _imported(name: str, path: Path) -> set[str]:
    """The project modules `name` imports anywhere in its body (absolute and relative imports resolved)."""
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            targets.add(origin)
            targets.update(f"{origin}.{alias.name}" for alias in node.names)
    project = set()
    for target in targets:
        while target and target not in MODULES:  # `import a.b.c` of a name in a.b: the module a.b
            target = target.rpartition(".")[0]
        if target and target != name:
            project.add(target)
    return project


GRAPH = {name: _imported(name, path) for name, path in MODULES.items()}


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in graph.get(node, ()):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _violations(importer: str, forbidden: tuple[str, ...]) -> list[str]:
    return sorted(f"{module} imports {target}" for module, targets in GRAPH.items() if _in(module, importer)
                  for target in targets if any(_in(target, package) for package in forbidden))


def test_the_graph_reads_the_packages():
    assert {"checks.base", "checks.text.parse", "gate.traces.schema", "deployments.app", "gate_testkit.scripted"} <= set(
        MODULES)
    assert "checks.base" in GRAPH["checks.builtin.phi"]  # a written import is an edge


def test_the_production_import_graph_has_no_cycles():
    production = {name: {t for t in targets if not _in(t, TESTKIT)} for name, targets in GRAPH.items()
                  if not _in(name, TESTKIT)}
    assert _cycles(production) == []


def test_the_cycle_finder_finds_a_cycle_through_a_lazy_import():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_checks_import_nothing_above_them():
    assert _violations("checks", ("gate", "deployments", TESTKIT)) == []


def test_the_text_readers_import_only_each_other():
    assert _violations("checks.text", tuple(p for p in PRODUCTION if p != "checks") + (TESTKIT,)) == []
    outside = sorted(f"{module} imports {target}" for module, targets in GRAPH.items() if _in(module, "checks.text")
                     for target in targets if _in(target, "checks") and not _in(target, "checks.text"))
    assert outside == []


def test_the_grounding_plumbing_imports_no_check():
    assert _violations("checks.grounding", ("checks.builtin",)) == []


@pytest.mark.parametrize("package", ["gate", "deployments"])
def test_production_imports_none_of_the_testkit(package):
    assert _violations(package, (TESTKIT,)) == []


@pytest.mark.parametrize("package", PRODUCTION)
def test_production_names_no_testkit_module_in_its_code(package):
    """Not even lazily by name: no string in the code is a testkit import path (configs name it, code does not)."""
    named = []
    for module, path in MODULES.items():
        if _in(module, package):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(TESTKIT):
                    named.append(f"{module}: {node.value!r}")
    assert named == []
