"""The packages' layering, read from the source: the import graph of checks/, gate/ and deployments/ has no
cycles, and each package imports only what README.md's "The code, package by package" table lets it.

`MAY_IMPORT` is that table's "may import" column, row by row, and a test reads the README's table back so
that the two cannot drift apart. A module belongs to the most specific row that holds it (gate/engines/llm.py
to `gate.engines`, not `gate`) and may always import its own row's package.

Every import counts, at the top of a module, inside a function or under TYPE_CHECKING: a lazy import
is still a dependency, and a cycle hidden in a function is still a cycle. Importing a module imports
its parent packages too; those implicit edges are left out (a package's __init__ re-exporting its
modules is not a cycle), the written ones are not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PRODUCTION = ("checks", "gate", "deployments")
TESTKIT = "gate_testkit"
PROTOCOL = ("checks.base", "checks.context")  # "the protocol" of the README's table
RAY = "ray"
ANYTHING = "anything"

# The README's table, row by row: the package, and what its modules may import besides their own package.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "checks": frozenset({"checks"}),
    "checks.text": frozenset({"checks.text"}),
    "checks.grounding": frozenset({"checks.text", *PROTOCOL}),
    "checks.builtin": frozenset({"checks.text", "checks.grounding", *PROTOCOL}),
    "gate": frozenset({"checks"}),
    "gate.review": frozenset({"gate", "checks"}),
    "gate.engines": frozenset({"checks"}),
    "gate.traces": frozenset({"checks"}),
    "deployments": frozenset({"gate", "checks", RAY}),
    TESTKIT: frozenset({"gate", "checks"}),
    "scripts": frozenset({ANYTHING}),
    "tests": frozenset({ANYTHING}),
}


CHECKED = tuple(package for package, allowed in MAY_IMPORT.items() if ANYTHING not in allowed)


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
# Parsed once, at collection: ast.parse in CPython 3.11 keeps its recursion count in module state, so a parse at
# test time can fail ("AST constructor recursion depth mismatch") while a thread left by an earlier test parses too.
TREES = {module: ast.parse(path.read_text(encoding="utf-8"), str(path)) for module, path in MODULES.items()}


def _written_imports(name: str, path: Path) -> set[str]:
    """Every name `name` imports anywhere in its body, absolute (relative imports resolved), project or not."""
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    for node in ast.walk(TREES[name]):
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
    return targets


def _project_modules(name: str, targets: set[str]) -> set[str]:
    """The project modules among `targets` (`import a.b.c` of a name in a.b: the module a.b)."""
    project = set()
    for target in targets:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        if target and target != name:
            project.add(target)
    return project


WRITTEN = {name: _written_imports(name, path) for name, path in MODULES.items()}
GRAPH = {name: _project_modules(name, targets) for name, targets in WRITTEN.items()}


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _row(module: str) -> str:
    """The README table's row a module belongs to: the most specific package holding it."""
    return max((package for package in MAY_IMPORT if _in(module, package)), key=len)


def _readme_table() -> dict[str, frozenset[str]]:
    """The README's package table read back: each row's package (as a module name) and what it may import."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The code, package by package", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        package = re.fullmatch(r"`([\w/]+)/`", cells[0])
        if len(cells) == 3 and package:
            rows[package.group(1).replace("/", ".")] = _allowed_by(cells[2])
    return rows


def _allowed_by(cell: str) -> frozenset[str]:
    """A "may import" cell: its backticked packages before the first `;` or "never", "the protocol", Ray, anything."""
    allowing = re.split(r";|\bnever\b", cell, maxsplit=1)[0]
    names = {name.removesuffix(".*") for name in re.findall(r"`([\w.*]+)`", allowing)}
    if "the protocol" in allowing:
        names.update(PROTOCOL)
    if re.search(r"\bRay\b", allowing):
        names.add(RAY)
    if allowing.strip() == ANYTHING:
        names.add(ANYTHING)
    return frozenset(names)


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


def test_the_graph_reads_the_packages():
    assert {"checks.base", "checks.text.parse", "gate.traces.schema", "deployments.app", "gate_testkit.scripted"} <= set(
        MODULES)
    assert "checks.base" in GRAPH["checks.builtin.phi"]  # a written import is an edge
    assert _row("gate.engines.llm") == "gate.engines" and _row("gate.api") == "gate" and _row(TESTKIT) == TESTKIT
    assert {_row(module) for module in MODULES} == set(CHECKED)  # every checked row holds modules


def test_the_table_here_is_the_readme_table():
    assert _readme_table() == MAY_IMPORT


def test_the_production_import_graph_has_no_cycles():
    production = {name: {t for t in targets if not _in(t, TESTKIT)} for name, targets in GRAPH.items()
                  if not _in(name, TESTKIT)}
    assert _cycles(production) == []


def test_the_cycle_finder_finds_a_cycle_through_a_lazy_import():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("package", CHECKED)
def test_each_package_imports_only_what_its_row_allows(package):
    allowed = (package, *MAY_IMPORT[package])
    outside = sorted(f"{module} imports {target}" for module, targets in GRAPH.items() if _row(module) == package
                     for target in targets if not any(_in(target, other) for other in allowed))
    assert outside == []


@pytest.mark.parametrize("package", [package for package in CHECKED if RAY not in MAY_IMPORT[package]])
def test_only_the_rows_naming_ray_import_it(package):
    importing = sorted(f"{module} imports {target}" for module, targets in WRITTEN.items() if _row(module) == package
                       for target in targets if _in(target, RAY))
    assert importing == []


@pytest.mark.parametrize("package", PRODUCTION)
def test_production_names_no_testkit_module_in_its_code(package):
    """Not even lazily by name: no string in the code is a testkit import path (configs name it, code does not)."""
    named = []
    for module, tree in TREES.items():
        if _in(module, package):
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(TESTKIT):
                    named.append(f"{module}: {node.value!r}")
    assert named == []
