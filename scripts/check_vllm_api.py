"""Check every vLLM API that gate/engines/vllm_engine.py uses against the vLLM pinned in the `gpu` extra, without a GPU.

What the engine uses is read from its own source (ast): the `vllm.*` imports, the keys of the engine
arguments, the keywords of `SamplingParams(...)`, `StructuredOutputsParams(...)` and any other vLLM
class it builds (`TokensPrompt(prompt_token_ids=...)`), the `RequestOutputKind` members, the methods
called on the engine (which it awaits, which it iterates with `async for`) and on its tokenizer
(`apply_chat_template`, `encode(..., add_special_tokens=False)`), and the attributes it reads from
the engine (`model_config.max_model_len`, also through `getattr`). Then:

- if vllm imports here (a venv with the `gpu` extra; vllm installs and imports without a GPU): the
  engine's real code runs against the real classes. `VLLMEngine(...)` is constructed for every vLLM
  engine of serve_config.yaml (with the tiny LM's path as the model, so nothing is downloaded),
  `AsyncEngineArgs(**...)` included; only starting the engine, which needs a GPU, is replaced by a
  stand-in whose `generate` binds AsyncLLM.generate's real signature, takes only TokensPrompt's
  keys and yields a real `RequestOutput`, whose `check_health` binds the real one's, and whose
  `model_config` is the real `ModelConfig` of the tiny model (the engine's context must be its
  `max_model_len`). `SamplingParams` with `structured_outputs=StructuredOutputsParams(json=...)` is
  built by the engine's own `_sampling_params` for every JSON schema the checks send, and vLLM's own
  request validation for xgrammar accepts each schema; the chat template goes through vLLM's
  tokenizer loader and `apply_chat_template(..., tokenize=False, add_generation_prompt=True)`.
- otherwise: statically, from the pinned wheel's source (downloaded with `pip download --no-deps`
  into a cache directory, about 336 MB): every imported name exists in its module, every engine
  argument is a field of AsyncEngineArgs (or its bases), every SamplingParams / StructuredOutputsParams
  keyword a field (and a TypedDict's required keys all passed), FINAL_ONLY a member, the engine and
  tokenizer methods exist with the parameters the engine passes, what it awaits is a coroutine and
  what it iterates an async generator, and each attribute path resolves through the classes'
  annotations (AsyncLLM.model_config is VllmConfig.model_config, a ModelConfig with max_model_len).

Exit code 0: every API matches; 1: drift (each mismatch printed); 3: neither vllm nor the wheel is
available (the download failed or timed out).

    python scripts/check_vllm_api.py                          # static, downloads the wheel once
    python scripts/check_vllm_api.py --python /venvs/gpu/bin/python   # dynamic, in a venv with '.[gpu]'
"""

from __future__ import annotations

import argparse
import ast
import asyncio
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tomllib
import types
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
ENGINE_SOURCE = REPO / "gate" / "engines" / "vllm_engine.py"
DEFAULT_CACHE = REPO / ".cache" / "vllm-wheel"
EXIT_OK, EXIT_DRIFT, EXIT_UNAVAILABLE = 0, 1, 3
# Attributes the engine reads from what `generate` yields (RequestOutput) and from its outputs (CompletionOutput).
REQUEST_OUTPUT_ATTRIBUTES = ("outputs", "prompt_token_ids")
COMPLETION_OUTPUT_ATTRIBUTES = ("text", "token_ids")


def pinned_vllm_version() -> str:
    """The version in the `gpu` extra of pyproject.toml (vllm==X)."""
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for requirement in extras.get("gpu", []):
        match = re.fullmatch(r"\s*vllm\s*==\s*([\w.]+)\s*", requirement)
        if match:
            return match.group(1)
    raise SystemExit("check_vllm_api: pyproject.toml's gpu extra pins no vllm==X")


# ---------------------------------------------------------------- what the engine uses


@dataclass
class EngineUse:
    """The vLLM surface gate/engines/vllm_engine.py touches, read from its source."""

    imports: list[tuple[str, str]] = field(default_factory=list)  # (module, name)
    engine_arg_keys: set[str] = field(default_factory=set)
    sampling_keywords: set[str] = field(default_factory=set)
    structured_keywords: set[str] = field(default_factory=set)
    output_kinds: set[str] = field(default_factory=set)
    engine_calls: dict[str, tuple[int, set[str]]] = field(default_factory=dict)  # method -> (positional, keywords)
    classmethod_calls: dict[str, tuple[int, set[str]]] = field(default_factory=dict)
    tokenizer_calls: dict[str, tuple[int, set[str]]] = field(default_factory=dict)
    # Other vllm classes the engine builds, e.g. TokensPrompt(prompt_token_ids=...): name -> keywords.
    constructor_keywords: dict[str, set[str]] = field(default_factory=dict)
    awaited_engine_calls: set[str] = field(default_factory=set)  # `await self._engine.m()`: m must be a coroutine
    iterated_engine_calls: set[str] = field(default_factory=set)  # `async for x in self._engine.m()`: an async generator
    # Attributes read from the engine object, e.g. ("model_config", "max_model_len") for
    # `getattr(getattr(engine, "model_config"), "max_model_len")` or `self._engine.model_config.max_model_len`.
    engine_attributes: set[tuple[str, ...]] = field(default_factory=set)


def _callee(node: ast.Call) -> tuple[str | None, str | None]:
    """(object name, attribute) of `obj.attr(...)`, or (None, name) of `name(...)`; `self._x.m` gives ('_x', 'm')."""
    func = node.func
    if isinstance(func, ast.Name):
        return None, func.id
    if isinstance(func, ast.Attribute):
        owner = func.value
        if isinstance(owner, ast.Attribute):
            return owner.attr, func.attr
        if isinstance(owner, ast.Name):
            return owner.id, func.attr
    return None, None


_SPECIAL_CONSTRUCTORS = ("SamplingParams", "StructuredOutputsParams", "AsyncEngineArgs")


def _is_engine(node: ast.expr) -> bool:
    """`self._engine`, or a variable called `engine` (a helper's parameter holding the AsyncLLM)."""
    if isinstance(node, ast.Attribute) and node.attr == "_engine":
        return True
    return isinstance(node, ast.Name) and node.id == "engine"


def _engine_attribute_paths(tree: ast.Module) -> set[tuple[str, ...]]:
    """Attribute paths read from the engine: `self._engine.a.b`, and `getattr(engine, "a")` chains through locals."""
    paths: set[tuple[str, ...]] = set()

    def path_of(node: ast.expr, local: dict[str, tuple[str, ...]]) -> tuple[str, ...] | None:
        if _is_engine(node):
            return ()
        if isinstance(node, ast.Name) and node.id in local:
            return local[node.id]
        if isinstance(node, ast.Attribute):
            base = path_of(node.value, local)
            return None if base is None else base + (node.attr,)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            base = path_of(node.args[0], local)
            return None if base is None else base + (node.args[1].value,)
        return None

    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        local: dict[str, tuple[str, ...]] = {}
        called = {id(n.func) for n in ast.walk(function) if isinstance(n, ast.Call)}
        for node in ast.walk(function):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                found = path_of(node.value, local)
                if found:
                    local[node.targets[0].id] = found
        for node in ast.walk(function):
            if isinstance(node, (ast.Attribute, ast.Call)) and id(node) not in called:
                found = path_of(node, local)
                if found:
                    paths.add(found)
    # keep the longest: ("model_config",) is part of ("model_config", "max_model_len")
    return {p for p in paths if not any(q[: len(p)] == p and len(q) > len(p) for q in paths)}


def engine_use(source: str | None = None) -> EngineUse:
    tree = ast.parse(source if source is not None else ENGINE_SOURCE.read_text())
    use = EngineUse()
    vllm_names = {alias.asname or alias.name for node in ast.walk(tree)
                  if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "vllm"
                  for alias in node.names}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "vllm":
            use.imports.extend((node.module, alias.name) for alias in node.names)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "engine_args" for t in node.targets):
            value = node.value.value if isinstance(node.value, ast.AnnAssign) else node.value
            if isinstance(value, ast.Dict):
                use.engine_arg_keys.update(k.value for k in value.keys if isinstance(k, ast.Constant))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "engine_args":
            if isinstance(node.value, ast.Dict):
                use.engine_arg_keys.update(k.value for k in node.value.keys if isinstance(k, ast.Constant))
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id == "engine_args" and isinstance(node.slice, ast.Constant):
                use.engine_arg_keys.add(node.slice.value)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "RequestOutputKind":
            use.output_kinds.add(node.attr)
        elif isinstance(node, ast.Call):
            owner, name = _callee(node)
            shape = (len(node.args), {k.arg for k in node.keywords if k.arg})
            if owner is None and name == "SamplingParams":
                use.sampling_keywords.update(shape[1])
            elif owner is None and name == "StructuredOutputsParams":
                use.structured_keywords.update(shape[1])
            elif owner is None and name in vllm_names and name not in _SPECIAL_CONSTRUCTORS:
                use.constructor_keywords.setdefault(name, set()).update(shape[1])
            elif owner == "_engine":
                use.engine_calls[name] = shape
            elif owner == "AsyncLLM":
                use.classmethod_calls[name] = shape
            elif owner == "_tokenizer":
                use.tokenizer_calls[name] = shape
        elif isinstance(node, ast.Await) and isinstance(node.value, ast.Call):
            owner, name = _callee(node.value)
            if owner == "_engine":
                use.awaited_engine_calls.add(name)
        elif isinstance(node, ast.AsyncFor) and isinstance(node.iter, ast.Call):
            owner, name = _callee(node.iter)
            if owner == "_engine":
                use.iterated_engine_calls.add(name)
    use.engine_attributes = _engine_attribute_paths(tree)
    return use


def json_schemas() -> dict[str, dict[str, Any]]:
    """The JSON schemas the checks send to an LLM: the schema argument of every generate_json(_many) call in checks/."""
    schemas: dict[str, dict[str, Any]] = {}
    for path in sorted((REPO / "checks").rglob("*.py")):
        module_name = ".".join(path.relative_to(REPO).with_suffix("").parts)
        try:
            tree = ast.parse(path.read_text())
        except FileNotFoundError:  # removed since the listing
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _callee(node)[1] not in ("generate_json", "generate_json_many"):
                continue
            argument = next((k.value for k in node.keywords if k.arg == "schema"), node.args[1] if len(node.args) > 1 else None)
            if isinstance(argument, ast.Name):
                module = importlib.import_module(module_name)
                model = getattr(module, argument.id, None)
                if model is not None and hasattr(model, "model_json_schema"):
                    schemas[f"{module_name}.{argument.id}"] = model.model_json_schema()
    return schemas


def vllm_engine_configs() -> list[dict[str, Any]]:
    """Every `backend: vllm` engine of serve_config.yaml's applications (generator, judge_llm)."""
    import yaml

    config = yaml.safe_load((REPO / "serve_config.yaml").read_text())
    found = []
    for application in config.get("applications", []):
        for value in (application.get("args") or {}).values():
            if isinstance(value, dict) and value.get("backend") == "vllm":
                found.append(value)
    return found


# ---------------------------------------------------------------- static check against the wheel's source


class WheelSource:
    """Parsed modules of a wheel, by dotted name."""

    def __init__(self, wheel: Path) -> None:
        """`wheel`: a .whl file, or a directory holding installed packages (site-packages, for ray's own source)."""
        if wheel.is_dir():
            self._has = lambda name: (wheel / name).is_file()
            self._read = lambda name: (wheel / name).read_bytes()
        else:
            archive = zipfile.ZipFile(wheel)
            names = set(archive.namelist())
            self._has = names.__contains__
            self._read = archive.read
        self._trees: dict[str, ast.Module | None] = {}

    def module(self, dotted: str) -> ast.Module | None:
        if dotted not in self._trees:
            base = dotted.replace(".", "/")
            for candidate in (f"{base}.py", f"{base}/__init__.py"):
                if self._has(candidate):
                    self._trees[dotted] = ast.parse(self._read(candidate).decode("utf-8"))
                    break
            else:
                self._trees[dotted] = None
        return self._trees[dotted]

    def find_class(self, module: str, name: str, seen: set[str] | None = None) -> tuple[str, ast.ClassDef] | None:
        """The class `name` defined in `module` or re-exported by it (followed through `from x import name`)."""
        seen = seen or set()
        if (module, name) in seen:
            return None
        seen.add((module, name))  # type: ignore[arg-type]
        tree = self.module(module)
        if tree is None:
            return None
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name == name:
                return module, node
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == name for a in node.names):
                source = _resolve_relative(module, node, tree_is_package=self._is_package(module))
                original = next(a.name for a in node.names if (a.asname or a.name) == name)
                return self.find_class(source, original, seen)
        return None

    def defines(self, module: str, name: str) -> bool:
        tree = self.module(module)
        if tree is None:
            return False
        if self.module(f"{module}.{name}") is not None:
            return True
        for node in ast.walk(tree):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
                return True
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                    return True
            if isinstance(node, (ast.ImportFrom, ast.Import)) and any((a.asname or a.name).split(".")[0] == name for a in node.names):
                return True
        return False

    def _is_package(self, module: str) -> bool:
        return self._has(f"{module.replace('.', '/')}/__init__.py")

    def class_fields(self, module: str, name: str) -> set[str]:
        """Annotated class attributes of the class and of its bases found in the wheel (dataclass / msgspec fields)."""
        found = self.find_class(module, name)
        if found is None:
            return set()
        where, node = found
        fields = {s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
        fields |= {t.id for s in node.body if isinstance(s, ast.Assign) for t in s.targets if isinstance(t, ast.Name)}
        for base in node.bases:
            if isinstance(base, ast.Name):
                fields |= self.class_fields(where, base.id)
        return fields

    def typed_dict_required(self, module: str, name: str) -> set[str] | None:
        """The keys a TypedDict requires (its own and its bases'), or None when `name` is not a TypedDict."""
        found = self.find_class(module, name)
        if found is None:
            return None
        where, node = found
        required: set[str] | None = None
        for base in node.bases:
            if isinstance(base, ast.Name) and base.id == "TypedDict":
                required = set()
            elif isinstance(base, ast.Name):
                inherited = self.typed_dict_required(where, base.id)
                if inherited is not None:
                    required = (required or set()) | inherited
        if required is None:
            return None
        total = next((k.value.value for k in node.keywords if k.arg == "total" and isinstance(k.value, ast.Constant)), True)
        for item in node.body:
            if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                annotation = item.annotation
                wrapper = annotation.value.id if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name) else None
                if wrapper == "Required" or (total and wrapper != "NotRequired"):
                    required.add(item.target.id)
        return required

    def _class_of(self, module: str, annotation: ast.expr | None) -> tuple[str, str] | None:
        """(defining module, class name) of a type annotation used in `module` (X, mod.X, "X", X | None)."""
        if annotation is None:
            return None
        if isinstance(annotation, ast.BinOp):  # X | None
            return self._class_of(module, annotation.left) or self._class_of(module, annotation.right)
        if isinstance(annotation, ast.Subscript):  # Optional[X]
            return self._class_of(module, annotation.slice)
        if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
            try:
                return self._class_of(module, ast.parse(annotation.value, mode="eval").body)
            except SyntaxError:
                return None
        name = annotation.id if isinstance(annotation, ast.Name) else annotation.attr if isinstance(annotation, ast.Attribute) else None
        found = self.find_class(module, name) if name else None
        return (found[0], found[1].name) if found else None

    def attribute(self, module: str, cls: str, attr: str) -> tuple[bool, tuple[str, str] | None]:
        """Whether instances of `cls` have `attr`, and (module, class) of its type where the source says it.

        Looks at class-level annotations, properties, and `self.attr = ...` in methods, where the
        value is a parameter or a parameter's attribute whose class is annotated."""
        found = self.find_class(module, cls)
        if found is None:
            return False, None
        where, node = found
        for item in node.body:
            if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) and item.target.id == attr:
                return True, self._class_of(where, item.annotation)
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == attr:
                if any(isinstance(d, ast.Name) and d.id in ("property", "cached_property") for d in item.decorator_list):
                    return True, self._class_of(where, item.returns)
        for item in node.body:
            if not isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            params = {a.arg: a.annotation for a in item.args.posonlyargs + item.args.args + item.args.kwonlyargs}
            for statement in ast.walk(item):
                if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                    target, annotation = statement.targets[0], None
                elif isinstance(statement, ast.AnnAssign):
                    target, annotation = statement.target, statement.annotation
                else:
                    continue
                if not (isinstance(target, ast.Attribute) and target.attr == attr
                        and isinstance(target.value, ast.Name) and target.value.id == "self"):
                    continue
                if annotation is not None:
                    return True, self._class_of(where, annotation)
                value = statement.value
                if isinstance(value, ast.Name) and value.id in params:
                    return True, self._class_of(where, params[value.id])
                if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and value.value.id in params:
                    owner = self._class_of(where, params[value.value.id])
                    return True, (self.attribute(owner[0], owner[1], value.attr)[1] if owner else None)
                return True, None
        for base in node.bases:
            if isinstance(base, ast.Name):
                has, kind = self.attribute(where, base.id, attr)
                if has:
                    return has, kind
        return False, None

    def method(self, module: str, cls: str, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        found = self.find_class(module, cls)
        if found is None:
            return None
        where, node = found
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == name:
                return item
        for base in node.bases:
            if isinstance(base, ast.Name):
                inherited = self.method(where, base.id, name)
                if inherited is not None:
                    return inherited
        return None


def _resolve_relative(module: str, node: ast.ImportFrom, tree_is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if tree_is_package else 0)
    base = ".".join(parts[:keep])
    return f"{base}.{node.module}" if node.module else base


def _accepts(function: ast.FunctionDef | ast.AsyncFunctionDef, positional: int, keywords: set[str], bound: bool) -> str | None:
    """None when a call with `positional` arguments and `keywords` fits `function`'s parameters, else why not."""
    args = function.args
    named = [a.arg for a in args.posonlyargs + args.args]
    if bound and named and named[0] in ("self", "cls"):
        named = named[1:]
    if positional > len(named) and args.vararg is None:
        return f"takes {len(named)} positional parameter(s), the engine passes {positional}"
    accepted = set(named[positional:]) | {a.arg for a in args.kwonlyargs}
    missing = sorted(k for k in keywords if k not in accepted)
    if missing and args.kwarg is None:
        return f"has no parameter(s) {missing} (parameters: {named + [a.arg for a in args.kwonlyargs]})"
    return None


def static_check(wheel: Path, use: EngineUse) -> list[str]:
    src = WheelSource(wheel)
    problems: list[str] = []
    classes: dict[str, str] = {}
    for module, name in use.imports:
        if src.module(module) is None:
            problems.append(f"module {module} is not in {wheel.name}")
        elif not src.defines(module, name):
            problems.append(f"{module} has no {name}")
        else:
            classes[name] = module

    def fields_of(name: str) -> set[str]:
        return src.class_fields(classes[name], name) if name in classes else set()

    engine_args = use.engine_arg_keys | {k for c in vllm_engine_configs() for k in c.get("engine_kwargs", {})}
    named = [("AsyncEngineArgs", engine_args), ("SamplingParams", use.sampling_keywords),
             ("StructuredOutputsParams", use.structured_keywords), ("RequestOutputKind", use.output_kinds)]
    for name, needed in named + sorted(use.constructor_keywords.items()):
        available = fields_of(name)
        if not available:
            problems.append(f"{name}: class not found in {wheel.name}")
            continue
        missing = sorted(needed - available)
        if missing:
            problems.append(f"{name} has no field(s) {missing}")
        required = src.typed_dict_required(classes[name], name)  # e.g. TokensPrompt's prompt_token_ids
        if required and required - needed:
            problems.append(f"{name} requires {sorted(required - needed)}, which the engine does not pass")
    for calls, cls_module, cls in ((use.classmethod_calls, classes.get("AsyncLLM"), "AsyncLLM"),
                                   (use.engine_calls, classes.get("AsyncLLM"), "AsyncLLM")):
        for method, (positional, keywords) in calls.items():
            function = src.method(cls_module, cls, method) if cls_module else None
            if function is None:
                problems.append(f"{cls}.{method} not found")
                continue
            why = _accepts(function, positional, keywords, bound=True)
            if why:
                problems.append(f"{cls}.{method} {why}")
    for method in sorted(use.awaited_engine_calls | use.iterated_engine_calls):
        function = src.method(classes["AsyncLLM"], "AsyncLLM", method) if "AsyncLLM" in classes else None
        if function is None:
            continue  # reported above
        generator = any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(function))
        if method in use.awaited_engine_calls and not (isinstance(function, ast.AsyncFunctionDef) and not generator):
            problems.append(f"AsyncLLM.{method} is not a coroutine function, and the engine awaits it")
        if method in use.iterated_engine_calls and not (isinstance(function, ast.AsyncFunctionDef) and generator):
            problems.append(f"AsyncLLM.{method} is not an async generator, and the engine iterates it with async for")
    for path in sorted(use.engine_attributes):
        owner = (classes["AsyncLLM"], "AsyncLLM") if "AsyncLLM" in classes else None
        trail = "AsyncLLM"
        for depth, attr in enumerate(path):
            if owner is None:
                break
            has, kind = src.attribute(owner[0], owner[1], attr)
            has = has or attr in src.class_fields(*owner)
            if not has:
                problems.append(f"{trail} ({owner[1]}) has no attribute {attr!r} (the engine reads {'.'.join(path)})")
                break
            if depth < len(path) - 1 and kind is None:
                problems.append(f"{trail}.{attr}: its class cannot be told from the source (the engine reads {'.'.join(path)})")
                break
            owner, trail = kind, f"{trail}.{attr}"
    for method, (positional, keywords) in use.tokenizer_calls.items():
        function = src.method("vllm.tokenizers.protocol", "TokenizerLike", method)
        if function is None:
            problems.append(f"TokenizerLike.{method} (what AsyncLLM.get_tokenizer returns) not found")
        elif (why := _accepts(function, positional, keywords, bound=True)):
            problems.append(f"TokenizerLike.{method} {why}")
    for module, cls, attributes in (("vllm.outputs", "RequestOutput", REQUEST_OUTPUT_ATTRIBUTES),
                                    ("vllm.outputs", "CompletionOutput", COMPLETION_OUTPUT_ATTRIBUTES)):
        init = src.method(module, cls, "__init__")
        available = src.class_fields(module, cls) | ({a.arg for a in init.args.args} if init else set())
        missing = [a for a in attributes if a not in available]
        if missing:
            problems.append(f"{module}.{cls} has no {missing}")
    return problems


def find_or_download_wheel(version: str, cache: Path, timeout_s: float) -> Path | None:
    cache.mkdir(parents=True, exist_ok=True)
    wheels = sorted(cache.glob(f"vllm-{version}-*.whl"))
    if wheels:
        return wheels[0]
    command = [sys.executable, "-m", "pip", "download", f"vllm=={version}", "--no-deps", "--only-binary=:all:",
               "--disable-pip-version-check", "-q", "-d", str(cache)]
    started = time.perf_counter()
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        print(f"pip download vllm=={version} did not finish within {timeout_s:.0f} s", file=sys.stderr)
        return None
    if completed.returncode != 0:
        print(f"pip download vllm=={version} failed: {completed.stderr.strip()[-800:]}", file=sys.stderr)
        return None
    print(f"downloaded vllm=={version} in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    wheels = sorted(cache.glob(f"vllm-{version}-*.whl"))
    return wheels[0] if wheels else None


# ---------------------------------------------------------------- dynamic check (vllm importable)


def dynamic_check(use: EngineUse) -> list[str]:
    """Run the engine's own code against the installed vllm; only the GPU engine start is stood in for."""
    import vllm
    from vllm.engine.arg_utils import AsyncEngineArgs
    from vllm.outputs import CompletionOutput, RequestOutput
    from vllm.sampling_params import RequestOutputKind, SamplingParams
    from vllm.v1.engine.async_llm import AsyncLLM

    from gate.engines.config import EngineConfig
    from gate.engines.llm import SamplingConfig
    from gate.engines.vllm_engine import VLLMEngine
    from gate_testkit.tiny_models import build_lm_model

    problems: list[str] = []
    for module, name in use.imports:
        try:
            getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError) as exc:
            problems.append(f"from {module} import {name}: {exc}")
    real_from_engine_args = inspect.signature(AsyncLLM.from_engine_args)
    real_generate = inspect.signature(AsyncLLM.generate)
    real_check_health = inspect.signature(AsyncLLM.check_health)
    from vllm.config import ModelConfig
    from vllm.inputs import TokensPrompt
    from vllm.tokenizers import get_tokenizer

    if not inspect.iscoroutinefunction(AsyncLLM.check_health):
        problems.append("AsyncLLM.check_health is not a coroutine function, and the engine awaits it")
    if not inspect.isasyncgenfunction(AsyncLLM.generate):
        problems.append("AsyncLLM.generate is not an async generator, and the engine iterates it with async for")
    if "self.model_config" not in inspect.getsource(AsyncLLM.__init__):
        problems.append("AsyncLLM.__init__ no longer sets self.model_config (the engine reads its max_model_len)")
    prompt_keys = TokensPrompt.__required_keys__ | TokensPrompt.__optional_keys__

    def model_config_for(engine_args: Any) -> Any:
        """The real ModelConfig of the tiny model (no GPU needed); a stand-in with the same field if vLLM wants more."""
        try:
            return engine_args.create_model_config()
        except Exception as exc:  # noqa: BLE001 - platform detection without a GPU: not an API drift
            print(f"AsyncEngineArgs.create_model_config() without a GPU: {type(exc).__name__}: {exc}", file=sys.stderr)
            fields = set(getattr(ModelConfig, "__dataclass_fields__", {})) | set(getattr(ModelConfig, "model_fields", {}))
            if "max_model_len" not in fields:
                problems.append("vllm.config.ModelConfig has no field max_model_len")
            return types.SimpleNamespace(max_model_len=engine_args.max_model_len or 4096)

    class EngineStandIn:
        """What AsyncLLM.from_engine_args would return once the GPU engine started; records how it is called."""

        def __init__(self, engine_args: Any) -> None:
            self.engine_args = engine_args
            self.tokenizer = get_tokenizer(engine_args.model)
            self.model_config = model_config_for(engine_args)
            self.requests: list[tuple[Any, Any]] = []
            self.health_checks = 0

        def get_tokenizer(self) -> Any:
            return self.tokenizer

        async def generate(self, prompt: Any, sampling_params: Any, *args: Any, **kwargs: Any):
            real_generate.bind(self, prompt, sampling_params, *args, **kwargs)
            if not isinstance(sampling_params, SamplingParams):
                raise TypeError(f"generate got {type(sampling_params).__name__}, not SamplingParams")
            if isinstance(prompt, dict) and not (TokensPrompt.__required_keys__ <= set(prompt) <= prompt_keys):
                raise TypeError(f"generate got a prompt with keys {sorted(prompt)}; TokensPrompt takes {sorted(prompt_keys)}")
            self.requests.append((prompt, sampling_params))
            completion = CompletionOutput(index=0, text="{}", token_ids=[1, 2], cumulative_logprob=None, logprobs=None)
            yield RequestOutput(request_id=kwargs.get("request_id", ""), prompt=None, prompt_token_ids=[1, 2, 3],
                                prompt_logprobs=None, outputs=[completion], finished=True)

        async def check_health(self, *args: Any, **kwargs: Any) -> None:
            real_check_health.bind(self, *args, **kwargs)
            self.health_checks += 1

        def shutdown(self) -> None:
            pass

    def start_engine(engine_args: Any, *args: Any, **kwargs: Any) -> EngineStandIn:
        real_from_engine_args.bind(engine_args, *args, **kwargs)
        if not isinstance(engine_args, AsyncEngineArgs):
            raise TypeError(f"from_engine_args got {type(engine_args).__name__}, not AsyncEngineArgs")
        return EngineStandIn(engine_args)

    messages = [{"role": "system", "content": "Answer from the passages."}, {"role": "user", "content": "What is covered?"}]
    schemas = json_schemas()
    configs = vllm_engine_configs() or [{"backend": "vllm", "model": "m"}]
    with tempfile.TemporaryDirectory() as tmp:
        lm = str(build_lm_model(Path(tmp) / "lm"))
        tokenizer = get_tokenizer(lm)
        expected_prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        expected_ids = list(tokenizer.encode(expected_prompt, add_special_tokens=False))
        original = AsyncLLM.__dict__["from_engine_args"]
        AsyncLLM.from_engine_args = staticmethod(start_engine)  # type: ignore[method-assign]
        try:
            for raw in configs:
                config = EngineConfig.model_validate({**raw, "model": lm})
                try:
                    engine = VLLMEngine(config)
                except Exception as exc:  # noqa: BLE001 - every failure is a finding to report
                    problems.append(f"VLLMEngine({raw}) failed: {type(exc).__name__}: {exc}")
                    continue
                stand_in = engine._engine
                for key in ("gpu_memory_utilization", "tensor_parallel_size", "dtype", "max_model_len"):
                    wanted = getattr(config, key)
                    if wanted is not None and getattr(stand_in.engine_args, key, None) != wanted:
                        problems.append(f"AsyncEngineArgs.{key} is {getattr(stand_in.engine_args, key, None)!r}, "
                                        f"the config says {wanted!r}")
                if config.max_model_len is None and engine.context_tokens != stand_in.model_config.max_model_len:
                    problems.append(f"the engine's context is {engine.context_tokens}, the engine's ModelConfig says "
                                    f"{stand_in.model_config.max_model_len}")
                asyncio.run(engine.check_health())
                if stand_in.health_checks != 1:
                    problems.append("VLLMEngine.check_health did not call AsyncLLM.check_health")
                generation = asyncio.run(engine.generate(messages, SamplingConfig()))
                if (generation.text, generation.prompt_tokens, generation.completion_tokens) != ("{}", 3, 2):
                    problems.append(f"the engine read vLLM's RequestOutput wrongly: {generation}")
                for name, schema in schemas.items():
                    module, _, cls = name.rpartition(".")
                    model = getattr(importlib.import_module(module), cls)
                    asyncio.run(engine.generate_json_many([messages], model, None, return_exceptions=True))
                    _, params = stand_in.requests[-1]
                    problem = _validate_structured(params, schema, name)
                    if problem:
                        problems.append(problem)
                for _, params in stand_in.requests:
                    if params.output_kind != RequestOutputKind.FINAL_ONLY:
                        problems.append(f"output_kind is {params.output_kind}, not FINAL_ONLY")
                # the free-text request (the first) carries exactly the chat-templated messages
                prompt = stand_in.requests[0][0]
                sent = prompt.get("prompt_token_ids") if isinstance(prompt, dict) else prompt
                if sent != expected_ids and sent != expected_prompt:
                    problems.append(f"the prompt sent is not the chat template's: {str(sent)[:200]}")
        finally:
            AsyncLLM.from_engine_args = original  # type: ignore[method-assign]
    print(f"vllm {vllm.__version__}: engine constructed for {len(configs)} serve_config engine(s); "
          f"{len(schemas)} JSON schema(s) ({', '.join(schemas)}) put through vLLM's xgrammar validation",
          file=sys.stderr)
    return list(dict.fromkeys(problems))


def _validate_structured(params: Any, schema: dict[str, Any], name: str) -> str | None:
    if params.structured_outputs is None or params.structured_outputs.json != schema:
        return f"{name}: SamplingParams.structured_outputs does not carry the schema"
    try:
        from vllm.v1.structured_output.backend_xgrammar import validate_xgrammar_grammar
    except ImportError as exc:
        return f"{name}: vLLM's xgrammar validation is not importable: {exc}"
    try:
        validate_xgrammar_grammar(params)
    except Exception as exc:  # noqa: BLE001 - vLLM raises its own validation error types
        return f"{name}: vLLM rejects the schema for xgrammar: {type(exc).__name__}: {exc}"
    return None


# ---------------------------------------------------------------- ray.serve.llm, as the project uses it

SERVE_LLM_SOURCES = (REPO / "deployments" / "serve_llm.py", REPO / "deployments" / "models.py")
# Where ray's openai_api_models takes the protocol classes from (ray.serve.llm.openai_api_models re-exports them).
CHAT_REQUEST_MODULE = "vllm.entrypoints.openai.chat_completion.protocol"
ERROR_MODULE = "vllm.entrypoints.serve.engine.protocol"


@dataclass
class ServeLLMUse:
    """The ray.serve.llm surface deployments/serve_llm.py and deployments/models.py touch, and the chat request keys."""

    imports: set[tuple[str, str]] = field(default_factory=set)  # (module, name) under ray.serve.llm / ray.llm
    engine_methods: set[str] = field(default_factory=set)  # what LocalChatEngine (an LLMServer engine_cls) defines
    build_keywords: set[str] = field(default_factory=set)  # keywords given to build_llm_deployment
    server_calls: set[str] = field(default_factory=set)  # LLMServer methods HandleLLM's OpenAI protocol calls
    request_keys: set[str] = field(default_factory=set)  # keys of the chat requests the Gate sends
    response_keys: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # (module, class) -> fields read
    engine_kwargs: set[str] = field(default_factory=set)  # engine_kwargs keys of the GPU configs' llm_config blocks


def _remote_calls(nodes: list[ast.AST]) -> set[str]:
    """X of every `<...>.X.remote(...)` under `nodes`."""
    found = set()
    for node in nodes:
        for call in ast.walk(node):
            if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "remote"
                    and isinstance(call.func.value, ast.Attribute)):
                found.add(call.func.value.attr)
    return found


def chat_request_keys() -> set[str]:
    """Every key openai_chat.chat_request_body can put in a request: all SamplingConfig fields set, a schema."""
    from pydantic import BaseModel

    from gate.engines.llm import SamplingConfig
    from gate.engines.openai_chat import chat_request_body

    class Probe(BaseModel):
        answer: str

    sampling = SamplingConfig(seed=1, stop=["x"], user="u", tool_choice="auto",
                              tools=[{"type": "function", "function": {"name": "f", "parameters": {}}}])
    return set(chat_request_body([{"role": "user", "content": "x"}], sampling, Probe, "m"))


GPU_CONFIGS = ("serve_config.yaml", "configs/multi_gpu.yaml")


def llm_config_engine_kwargs() -> set[str]:
    """The vLLM engine arguments the GPU serve configs give (`llm_config.engine_kwargs`), plus gpu_check's
    `load_format` (random weights)."""
    import yaml

    keys = {"load_format"}
    for name in GPU_CONFIGS:
        for application in yaml.safe_load((REPO / name).read_text()).get("applications", []):
            for value in (application.get("args") or {}).values():
                if isinstance(value, dict) and isinstance(value.get("llm_config"), dict):
                    keys |= set(value["llm_config"].get("engine_kwargs") or {})
    return keys


def serve_llm_use(sources: list[str] | None = None, request_keys: set[str] | None = None) -> ServeLLMUse:
    """Read from the deployments' source: ray.serve.llm imports, LocalChatEngine's methods, the LLMServer methods
    HandleLLM calls in the OpenAI protocol, build_llm_deployment's keywords."""
    use = ServeLLMUse(request_keys=chat_request_keys() if request_keys is None else request_keys,
                      response_keys={(CHAT_REQUEST_MODULE, "ChatCompletionResponse"): {"id", "model", "choices", "usage"},
                                     (ERROR_MODULE, "ErrorResponse"): {"error"}},
                      engine_kwargs=llm_config_engine_kwargs())
    for text in sources if sources is not None else [path.read_text() for path in SERVE_LLM_SOURCES]:
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(("ray.serve.llm", "ray.llm")):
                use.imports |= {(node.module, alias.name) for alias in node.names}
            elif isinstance(node, ast.ClassDef) and node.name == "LocalChatEngine":
                use.engine_methods |= {item.name for item in node.body
                                       if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))}
            elif isinstance(node, ast.ClassDef) and node.name == "HandleLLM":
                for function in node.body:
                    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        continue
                    if function.name.startswith("_chat"):
                        use.server_calls |= _remote_calls(function.body)
                    for branch in ast.walk(function):
                        if isinstance(branch, ast.If) and "openai" in ast.unparse(branch.test):
                            use.server_calls |= _remote_calls(branch.body)
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "build_llm_deployment":
                use.build_keywords |= {keyword.arg for keyword in node.keywords if keyword.arg}
    return use


def _abstract_methods(node: ast.ClassDef) -> set[str]:
    return {item.name for item in node.body if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
            and any("abstractmethod" in ast.unparse(d) for d in item.decorator_list)}


def ray_site_packages() -> Path:
    """The directory holding the installed `ray` package."""
    import ray

    return Path(ray.__file__).resolve().parent.parent


def serve_llm_check(ray_root: Path, wheel: Path, use: ServeLLMUse) -> list[str]:
    """Every ray.serve.llm API the project uses against ray's installed source (checked to be the pinned version),
    and the chat request and response fields against the pinned vllm wheel's protocol classes."""
    from importlib.metadata import version

    problems = []
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    pins = [m.group(1) for r in extras.get("gpu", []) if (m := re.fullmatch(r"\s*ray\[[\w,]+\]\s*==\s*([\w.]+)\s*", r))]
    if pins != [version("ray")]:
        problems.append(f"the gpu extra pins ray {pins}, the installed ray is {version('ray')}")
    ray = WheelSource(ray_root)
    for module, name in sorted(use.imports):
        if not ray.defines(module, name):
            problems.append(f"{module} has no {name}")
    protocol = ray.find_class("ray.llm._internal.serve.core.engine.protocol", "LLMEngine")
    if protocol is None:
        problems.append("ray.llm._internal.serve.core.engine.protocol has no LLMEngine")
    else:
        missing = sorted(_abstract_methods(protocol[1]) - use.engine_methods)
        if missing:
            problems.append(f"LocalChatEngine does not define LLMEngine's abstract method(s) {missing}")
    builder = ray.module("ray.serve.llm")
    function = next((n for n in ast.walk(builder) if isinstance(n, ast.FunctionDef) and n.name == "build_llm_deployment"),
                    None) if builder is not None else None
    why = "is missing" if function is None else _accepts(function, 1, use.build_keywords, bound=False)
    if why:
        problems.append(f"ray.serve.llm.build_llm_deployment {why}")
    for method in sorted(use.server_calls):
        if ray.method("ray.serve.llm", "LLMServer", method) is None:
            problems.append(f"LLMServer has no method {method} (HandleLLM calls it)")
    vllm = WheelSource(wheel)
    unknown = sorted(use.request_keys - vllm.class_fields(CHAT_REQUEST_MODULE, "ChatCompletionRequest"))
    if unknown:  # vLLM's request model ignores unknown keys with a warning: the option would be lost silently
        problems.append(f"ChatCompletionRequest has no field(s) {unknown} (the Gate's chat requests send them)")
    unknown = sorted(use.engine_kwargs - vllm.class_fields("vllm.engine.arg_utils", "AsyncEngineArgs"))
    if unknown:
        problems.append(f"AsyncEngineArgs has no field(s) {unknown} (the GPU configs' engine_kwargs give them)")
    for (module, cls), wanted in sorted(use.response_keys.items()):
        missing = sorted(wanted - vllm.class_fields(module, cls))
        if missing:
            problems.append(f"{cls} has no field(s) {missing} (the Gate reads them)")
    return problems


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", help="A vllm wheel to read (default: the pinned version, downloaded into --cache).")
    parser.add_argument("--cache", default=str(DEFAULT_CACHE), help="Where the downloaded wheel is kept.")
    parser.add_argument("--download-timeout-s", type=float, default=240.0, help="Give up on the download after this.")
    parser.add_argument("--python", help="Run the dynamic check with this interpreter (a venv with the gpu extra).")
    parser.add_argument("--static", action="store_true", help="Static check even when vllm imports.")
    args = parser.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    version = pinned_vllm_version()
    if args.python:
        command = [args.python, str(Path(__file__).resolve()), "--cache", args.cache]
        return subprocess.run(command, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)}).returncode

    use = engine_use()
    print(f"engine uses: {len(use.imports)} vllm imports, engine args {sorted(use.engine_arg_keys)}, "
          f"SamplingParams {sorted(use.sampling_keywords)}, StructuredOutputsParams {sorted(use.structured_keywords)}, "
          f"RequestOutputKind {sorted(use.output_kinds)}, AsyncLLM {sorted(use.classmethod_calls) + sorted(use.engine_calls)}, "
          f"tokenizer {sorted(use.tokenizer_calls)}, built {sorted(use.constructor_keywords)}, "
          f"engine attributes {sorted('.'.join(p) for p in use.engine_attributes)}")
    mode = "static"
    try:
        import vllm  # noqa: F401

        installed = vllm.__version__
    except ImportError:
        installed = None
    if installed is not None and not args.static:
        if installed != version:
            print(f"installed vllm {installed} is not the pinned {version}; checking the installed one", file=sys.stderr)
        mode = f"dynamic (vllm {installed} imported)"
        problems = dynamic_check(use)
    else:
        wheel = Path(args.wheel) if args.wheel else find_or_download_wheel(version, Path(args.cache), args.download_timeout_s)
        if wheel is None or not wheel.is_file():
            print(f"UNAVAILABLE: vllm is not importable and the vllm=={version} wheel could not be had")
            return EXIT_UNAVAILABLE
        mode = f"static ({wheel.name})"
        problems = static_check(wheel, use)
        serve_use = serve_llm_use()
        print(f"ray.serve.llm uses: {len(serve_use.imports)} imports, LLMServer {sorted(serve_use.server_calls)}, "
              f"build_llm_deployment {sorted(serve_use.build_keywords)}, chat request {sorted(serve_use.request_keys)}, "
              f"engine_kwargs {sorted(serve_use.engine_kwargs)}")
        problems += serve_llm_check(ray_site_packages(), wheel, serve_use)
    for problem in problems:
        print(f"DRIFT: {problem}")
    print(f"vllm API check, {mode}: {'OK' if not problems else f'{len(problems)} mismatch(es)'}")
    return EXIT_DRIFT if problems else EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
