"""scripts/gpu_check.py --dry-run: the production-shaped models are written, and serve_config.yaml's app with them
swapped in validates (LLMConfig, AppArgs) and builds where vLLM imports. The real run needs a GPU."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_gpu_check_builds_its_configs_without_a_gpu():
    completed = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "gpu_check.py"), "--dry-run"],
        capture_output=True, text=True, timeout=300, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr[-3000:]
    last = completed.stdout.strip().splitlines()[-1]
    assert last.startswith("dry run:") and "Qwen/Qwen2.5-7B-Instruct" in last, last
