"""The README as a newcomer reads it: every command it tells them to copy is run, or checked.

Each command of every ```bash block (continuation lines joined, comments dropped) and every
```python block is handled by what it is:

- the Quickstart's commands: exactly what `.ci/run` runs (CI is that check);
- `pip install` / `apt-get install` / `python -m spacy download`: installs, not run here; the
  extras they name exist in pyproject.toml;
- `export VAR=...`: the variable is read by the code;
- `gate-serve` / `serve run` / `serve deploy`: the config exists and is a valid Serve config;
- the local S3 recipe (the block that starts `moto.server`): run as one shell script, its start of
  the gate replaced by the start-up check of the trace store it configured;
- `gate-verify`, and `python scripts/...` with local inputs: run for real, with the README's
  placeholder paths replaced by the test's files and tiny models;
- `python scripts/...` that need a GPU, real weights or a cluster: the script exists and every
  flag the README passes is one its `--help` lists;
- `curl` and ```python blocks: run against `gate-serve configs/local.yaml` (slow test).

A command that fits none of these fails the test: a new kind of instruction must be taught here.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from tests.netutil import free_port

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text()
BIN = Path(sys.executable).parent
EXAMPLES = REPO / "examples" / "verify_cases.jsonl"

# Scripts the README shows on real weights, a GPU, a cluster's traces or a long run: their flags are
# checked against --help; everything else a block runs is executed.
STATIC_ONLY_SCRIPTS = {
    "scripts/evaluate.py", "scripts/bench_nli.py", "scripts/device_check.py", "scripts/gpu_check.py",
    "scripts/bench_checks.py", "scripts/bench_memory.py", "scripts/bench_hostile.py",
    "scripts/measure_phi.py", "scripts/measure_figures.py", "scripts/measure_figures_wice.py",
    "scripts/measure_fire_rates.py", "scripts/check_vllm_api.py",
}
# Scripts that need the served gate or its traces: run in the slow test, checked here.
SERVED_SCRIPTS = {"scripts/load.py", "scripts/report.py", "scripts/replay.py", "scripts/compact.py"}


@dataclass(frozen=True)
class Block:
    language: str
    heading: str
    text: str

    def commands(self) -> list[str]:
        """The block's shell commands: continuation lines joined, quoted newlines kept, comments dropped.

        In a bash block every line is a command; in an untagged block (a sample run) only the
        lines behind a `$ ` prompt are."""
        if self.language not in {"bash", "text"}:
            return []
        commands, pending = [], ""
        for raw in re.sub(r"\\\n\s*", " ", self.text).splitlines():
            line = raw
            if not pending:
                line = raw.strip()
                if line.startswith("$ "):
                    line = line[2:]
                elif self.language != "bash" or not line or line.startswith("#"):
                    continue
            candidate = f"{pending}\n{line}" if pending else line
            try:
                words = shlex.split(candidate, comments=True)
            except ValueError:  # a quote still open: the command goes on on the next line
                pending = candidate
                continue
            pending = ""
            if words:
                commands.append(without_comment(candidate, words))
        return commands


def without_comment(command: str, words: list[str]) -> str:
    """`command` as typed, less a trailing `# comment` (kept when the `#` is inside quotes)."""
    stripped = re.sub(r"\s+#[^\n]*$", "", command)
    return stripped if shlex.split(stripped) == words else command


def readme_blocks() -> list[Block]:
    blocks, heading = [], ""
    lines = README.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        fence = re.match(r"^```(\w*)\s*$", line)
        if fence:
            body = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            blocks.append(Block(fence.group(1) or "text", heading, "\n".join(body)))
        i += 1
    return blocks


def split_command(command: str) -> tuple[dict[str, str], list[str]]:
    """(leading VAR=value assignments, argv)."""
    words = shlex.split(command)
    env = {}
    while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):
        name, _, value = words.pop(0).partition("=")
        env[name] = value
    return env, words


def kind_of(command: str) -> str:
    if command in LOCAL_S3_COMMANDS:
        return "local-s3"
    env, argv = split_command(command)
    if not argv:
        return "export" if env else "unknown"
    head = Path(argv[0]).name
    if head == "export":
        return "export"
    if head in {"pip", "pip3", "apt-get", "apt"} or "pip install" in command or "-m spacy download" in command:
        return "install"
    if command.startswith("python3 -m venv"):
        return "install"
    if (head == "serve" and len(argv) > 2 and argv[1] in {"run", "deploy"}) or (head == "gate-serve" and len(argv) > 1):
        return "serve"
    if head == "gate-verify":
        return "gate-verify"
    if head in {"python", "python3"} and len(argv) > 1 and argv[1].startswith("scripts/"):
        return "script"
    if head in {"python", "python3"} and argv[1:3] == ["-m", "pytest"]:
        return "pytest"
    if head == "curl":
        return "curl"
    return "unknown"


LOCAL_S3_BLOCK = next((b for b in readme_blocks() if b.language == "bash" and "moto.server" in b.text), None)
LOCAL_S3_COMMANDS = set(LOCAL_S3_BLOCK.commands()) if LOCAL_S3_BLOCK else set()
BASH_COMMANDS = [(b.heading, c) for b in readme_blocks() for c in b.commands()]
PYTHON_BLOCKS = [b for b in readme_blocks() if b.language == "python"]


def test_ci_runs_exactly_the_quickstart_commands():
    quickstart = README.split("## Quickstart", 1)[1]
    block = re.search(r"```bash\n(.*?)```", quickstart, re.S).group(1)
    commands = [line for line in block.splitlines() if line.strip()]
    assert commands[-1].endswith("-m pytest"), "the Quickstart ends with the test command"
    ci_lines = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines()]
    for command in commands:
        assert command in ci_lines, f".ci/run does not run the README's command: {command}"


def test_every_readme_command_is_of_a_kind_this_test_knows():
    unknown = [(heading, command) for heading, command in BASH_COMMANDS if kind_of(command) == "unknown"]
    assert not unknown, f"README commands this test does not run or check: {unknown}"


@pytest.mark.parametrize("command", [c for _, c in BASH_COMMANDS if kind_of(c) == "install"])
def test_install_commands_name_real_extras(command):
    extras = set(tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"])
    for group in re.findall(r"\.\[([a-z0-9_,-]+)\]", command):
        for extra in group.split(","):
            assert extra in extras, f"{command!r} names extra {extra!r}; pyproject has {sorted(extras)}"


@pytest.mark.parametrize("command", [c for _, c in BASH_COMMANDS if kind_of(c) == "export"])
def test_exported_variables_are_read_by_the_code(command):
    env, argv = split_command(command.removeprefix("export "))
    names = list(env) or [argv[0].partition("=")[0]]
    sources = "\n".join(p.read_text() for d in ("gate", "deployments", "checks", "configs")
                        for p in (REPO / d).rglob("*") if p.suffix in {".py", ".yaml"})
    for name in names:
        assert name in sources, f"README exports {name}, which no code or config reads"


@pytest.mark.parametrize("command", [c for _, c in BASH_COMMANDS if kind_of(c) == "serve"])
def test_serve_commands_name_valid_serve_configs(command):
    from ray.serve.schema import ServeDeploySchema

    argv = split_command(command)[1]
    path = REPO / (argv[1] if Path(argv[0]).name == "gate-serve" else argv[2])
    assert path.is_file(), f"{command!r}: no such config"
    ServeDeploySchema.model_validate(yaml.safe_load(path.read_text()))


def script_flags(script: str) -> str:
    result = subprocess.run([sys.executable, script, "--help"], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"{script} --help failed:\n{result.stderr[-2000:]}"
    return result.stdout


@pytest.mark.parametrize("command", [c for _, c in BASH_COMMANDS if kind_of(c) == "script"])
def test_script_commands_pass_flags_the_script_has(command):
    _, argv = split_command(command)
    script = argv[1]
    assert (REPO / script).is_file(), f"{command!r}: no such script"
    help_text = script_flags(script)
    for flag in (a.partition("=")[0] for a in argv[2:] if a.startswith("--")):
        assert re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", help_text), f"{script} has no {flag} (README: {command!r})"


def localised(command: str, tmp_path: Path, tiny_models) -> str:
    """The README's placeholder paths as this test's files and tiny models."""
    command = re.sub(r"(?<![\w/.-])cases\.jsonl", str(EXAMPLES), command)
    command = command.replace("results.jsonl", str(tmp_path / "results.jsonl"))
    command = re.sub(r"/models/nli[\w.-]*", str(tiny_models.nli), command)
    command = re.sub(r"/models/qwen[\w.-]*", str(tiny_models.lm), command)
    command = command.replace("/tmp/tiny", str(tmp_path / "tiny"))
    return command


def run_shell(command: str, *, cwd: Path = REPO, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "PATH": f"{BIN}:{os.environ.get('PATH', '')}", "HF_HUB_OFFLINE": "1", **(env or {})}
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=full_env, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("command", [c for _, c in BASH_COMMANDS if kind_of(c) == "gate-verify"])
def test_gate_verify_commands_run(command, tmp_path, tiny_models):
    command = localised(command, tmp_path, tiny_models)
    result = run_shell(command, env=installed_example_check(command, tmp_path))
    assert result.returncode == 0, f"{command!r} exited {result.returncode}:\n{result.stderr[-3000:]}"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    if "--output" not in command:
        argv = split_command(command)[1]
        inputs = REPO / argv[argv.index("--input") + 1]
        assert len(lines) == sum(1 for line in inputs.read_text().splitlines() if line.strip())


def installed_example_check(command: str, tmp_path: Path) -> dict[str, str]:
    """A command on the example check's policy follows the README's `pip install ./examples/custom_check`: the
    package is installed (no index, no network) into a directory of this test's, put on PYTHONPATH."""
    if "examples/custom_check/" not in command:
        return {}
    source = shutil.copytree(REPO / "examples" / "custom_check", tmp_path / "custom_check")
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index",
                    "--quiet", "--target", str(tmp_path / "site"), str(source)], check=True, timeout=300)
    return {"PYTHONPATH": str(tmp_path / "site")}


def test_make_tiny_models_command_runs(tmp_path, tiny_models):
    commands = [c for _, c in BASH_COMMANDS if "scripts/make_tiny_models.py" in c]
    commands += [" ".join(c.split()) for c in re.findall(r"`(python scripts/make_tiny_models\.py[^`]*)`", README)]
    assert commands, "the README shows how to build the tiny models"
    result = run_shell(localised(commands[0], tmp_path, tiny_models), timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert any((tmp_path / "tiny").iterdir())


START_UP_CHECK = ("python -c 'import os; from gate.traces import TraceConfig; from gate.traces.preflight import "
                  "check_trace_store; check_trace_store(TraceConfig(uri=os.environ[\"GATE_TRACE_URI\"])); print(\"store ok\")'")


@pytest.mark.slow
def test_the_local_s3_recipe_gives_a_store_the_gate_accepts(tmp_path):
    """The README's local S3 block as written (on a free port instead of 5000), in one shell, the gate's start
    replaced by the check the app builder runs first: the bucket exists, the credentials and endpoint work."""
    assert LOCAL_S3_BLOCK is not None, "the README shows how to run a local S3 for traces"
    commands = LOCAL_S3_BLOCK.commands()
    assert commands[-1] == "gate-serve configs/local.yaml", "the recipe ends by starting the gate"
    port = str(free_port())
    script = "\n".join(["set -e", "trap 'kill $(jobs -p) 2>/dev/null' EXIT",
                         *(c.replace("5000", port) for c in commands[:-1]), START_UP_CHECK])
    env = {name: value for name, value in os.environ.items() if not name.startswith(("AWS_", "GATE_"))}
    env.update(PATH=f"{BIN}:{env.get('PATH', '')}", XDG_STATE_HOME=str(tmp_path / "state"), NO_PROXY="127.0.0.1")
    result = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stdout.strip().endswith("store ok"), result.stderr[-3000:]


def against(base: str, text: str) -> str:
    """A README snippet pointed at the served gate instead of localhost:8000."""
    return re.sub(r"(http://)?(localhost|127\.0\.0\.1):8000", base, text)


@pytest.mark.slow
def test_readme_calls_work_against_the_served_cpu_graph(served_local_gate, tmp_path):
    """Every curl command and every python block of the README, run against `gate-serve configs/local.yaml`
    with the tiny models: each exits 0 (a python block handles the gate's blocked and escalated
    answers as the README says to) and every curl gets one of the documented statuses."""
    base, trace_dir = served_local_gate
    curls = [c for _, c in BASH_COMMANDS if kind_of(c) == "curl"]
    assert curls and PYTHON_BLOCKS, "the README shows how to call the gate with curl and from Python"
    for command in curls:
        result = run_shell(against(base, command) + " -o /dev/null -w '%{http_code}'", timeout=300)
        assert result.returncode == 0, f"{command[:80]!r}: {result.stderr[-2000:]}"
        assert result.stdout.strip() in {"200", "201", "202", "422"}, f"{command[:80]!r} answered {result.stdout}"
    for block in PYTHON_BLOCKS:
        script = tmp_path / "readme_block.py"
        script.write_text(against(base, block.text).replace('base_url="/v1"', f'base_url="{base}/v1"'))
        result = run_shell(f"{sys.executable} {script}", timeout=300)
        assert result.returncode == 0, f"README python block under {block.heading!r} failed:\n{result.stderr[-3000:]}"


@pytest.mark.slow
def test_readme_trace_scripts_run_on_the_served_traces(served_local_gate, tmp_path):
    """load.py, report.py (and replay.py / compact.py when the README shows them) as the README writes
    them, on the served gate and its traces instead of the README's example bucket."""
    base, trace_dir = served_local_gate
    commands = [c for _, c in BASH_COMMANDS if kind_of(c) == "script" and split_command(c)[1][1] in SERVED_SCRIPTS]
    assert any("scripts/report.py" in c for c in commands)
    for command in sorted(commands, key=lambda c: "scripts/load.py" not in c):  # load first: it makes traces
        _, argv = split_command(command)
        command = against(base, command)
        command = re.sub(r"s3://my-gate-traces/prod|file://\$PWD/gate-traces", f"file://{trace_dir}", command)
        command = re.sub(r"--duration \d+", "--duration 5", command).replace("--concurrency 8", "--concurrency 2")
        command = command.replace("--out report/", f"--out {tmp_path / 'report'}")
        if argv[1] == "scripts/replay.py":
            continue  # needs a request ID from the store: tests/test_report.py and the replay tests run it
        if argv[1] == "scripts/compact.py":
            continue  # rewrites the day's files: tests/test_traces*.py run it on a store of their own
        command = re.sub(r"--since \S+", "--since 2000-01-01", command)
        result = run_shell(command, timeout=300)
        assert result.returncode == 0, f"{command!r} exited {result.returncode}:\n{result.stderr[-3000:]}"
