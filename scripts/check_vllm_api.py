"""Check every ray.serve.llm and vLLM API the deployments use against the `gpu` extra's pins, without a GPU.

The generator (and a separate judge or evaluator) is a stock `ray.serve.llm` LLMServer deployment;
the Gate calls it with OpenAI chat requests through its handle. What the project uses is read from
the source of deployments/serve_llm.py and deployments/clients.py (ast) and from the GPU serve
configs, then checked statically against ray's installed source (which must be the extra's ray
pin) and the pinned vllm wheel's source (downloaded with `pip download --no-deps` into a cache
directory, about 316 MB):

- every `ray.serve.llm` / `ray.llm` import exists in the installed ray;
- `LocalChatEngine` (the CPU engine injected through LLMServer's `engine_cls`) defines every
  abstract method of ray's `LLMEngine`;
- `build_llm_deployment` takes the keywords passed to it, and `LLMServer` has the methods
  `OpenAIChatHandleLLM` calls (the OpenAI protocol);
- every key of the Gate's chat requests is a field of vLLM's `ChatCompletionRequest` (vLLM ignores
  unknown keys with a warning, so a drifted option would be lost silently), the response fields the
  Gate reads exist, and every `engine_kwargs` key of the GPU configs is a field of `AsyncEngineArgs`.

Exit code 0: every API matches; 1: drift (each mismatch printed); 3: the wheel is not available
(the download failed or timed out).

    python scripts/check_vllm_api.py                          # downloads the wheel once
    python scripts/check_vllm_api.py --wheel vllm-0.29.0-....whl
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
import time
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
DEFAULT_CACHE = REPO / ".cache" / "vllm-wheel"
EXIT_OK, EXIT_DRIFT, EXIT_UNAVAILABLE = 0, 1, 3


def pinned_vllm_version() -> str:
    """The version in the `gpu` extra of pyproject.toml (vllm==X)."""
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for requirement in extras.get("gpu", []):
        match = re.fullmatch(r"\s*vllm\s*==\s*([\w.]+)\s*", requirement)
        if match:
            return match.group(1)
    raise SystemExit("check_vllm_api: pyproject.toml's gpu extra pins no vllm==X")


# ---------------------------------------------------------------- reading a wheel's source


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
        return f"takes {len(named)} positional parameter(s), the call passes {positional}"
    accepted = set(named[positional:]) | {a.arg for a in args.kwonlyargs}
    missing = sorted(k for k in keywords if k not in accepted)
    if missing and args.kwarg is None:
        return f"has no parameter(s) {missing} (parameters: {named + [a.arg for a in args.kwonlyargs]})"
    return None


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


# ---------------------------------------------------------------- ray.serve.llm, as the project uses it

SERVE_LLM_SOURCES = (REPO / "deployments" / "serve_llm.py", REPO / "deployments" / "clients.py")
# Where ray's openai_api_models takes the protocol classes from (ray.serve.llm.openai_api_models re-exports them).
CHAT_REQUEST_MODULE = "vllm.entrypoints.openai.chat_completion.protocol"
ERROR_MODULE = "vllm.entrypoints.serve.engine.protocol"


@dataclass
class ServeLLMUse:
    """The ray.serve.llm surface deployments/serve_llm.py and deployments/clients.py touch, and the chat request keys."""

    imports: set[tuple[str, str]] = field(default_factory=set)  # (module, name) under ray.serve.llm / ray.llm
    engine_methods: set[str] = field(default_factory=set)  # what LocalChatEngine (an LLMServer engine_cls) defines
    build_keywords: set[str] = field(default_factory=set)  # keywords given to build_llm_deployment
    server_calls: set[str] = field(default_factory=set)  # LLMServer methods OpenAIChatHandleLLM calls
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
    """Every key openai_chat.chat_request_body can put in a request: all SamplingConfig fields set, a schema; and
    the keys a streamed sentence-mode request adds (`stream`, `stream_options`, and for a continuation from the
    verified prefix `continue_final_message` with `add_generation_prompt`: deployments/clients.py)."""
    from pydantic import BaseModel

    from gate.engines.llm import SamplingConfig
    from gate.engines.openai_chat import chat_request_body
    from gate.engines.streaming import CONTINUE_FIELDS

    class Probe(BaseModel):
        answer: str

    sampling = SamplingConfig(seed=1, stop=["x"], user="u", tool_choice="auto",
                              tools=[{"type": "function", "function": {"name": "f", "parameters": {}}}])
    return set(chat_request_body([{"role": "user", "content": "x"}], sampling, Probe, "m")) | {
        "stream", "stream_options", *CONTINUE_FIELDS}


GPU_CONFIGS = ("serve_config.yaml", "configs/gpu_24gb.yaml", "configs/multi_gpu.yaml")


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
    OpenAIChatHandleLLM calls, build_llm_deployment's keywords."""
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
            elif isinstance(node, ast.ClassDef) and node.name == "OpenAIChatHandleLLM":
                use.server_calls |= _remote_calls(node.body)
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
            problems.append(f"LLMServer has no method {method} (OpenAIChatHandleLLM calls it)")
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
    args = parser.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    version = pinned_vllm_version()
    wheel = Path(args.wheel) if args.wheel else find_or_download_wheel(version, Path(args.cache), args.download_timeout_s)
    if wheel is None or not wheel.is_file():
        print(f"UNAVAILABLE: the vllm=={version} wheel could not be had")
        return EXIT_UNAVAILABLE
    use = serve_llm_use()
    print(f"ray.serve.llm uses: {len(use.imports)} imports, LLMServer {sorted(use.server_calls)}, "
          f"build_llm_deployment {sorted(use.build_keywords)}, chat request {sorted(use.request_keys)}, "
          f"engine_kwargs {sorted(use.engine_kwargs)}")
    problems = serve_llm_check(ray_site_packages(), wheel, use)
    for problem in problems:
        print(f"DRIFT: {problem}")
    print(f"vllm API check, static ({wheel.name}): {'OK' if not problems else f'{len(problems)} mismatch(es)'}")
    return EXIT_DRIFT if problems else EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
