"""Build the tiny random-weight NLI, binary-verifier and LM models used by tests and CPU development.

    python scripts/make_tiny_models.py --out .tiny_models

Deterministic (fixed seeds), takes seconds, needs no model hub.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gate_testkit.tiny_models import build_tiny_models  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="Directory to write nli/, binary/ and lm/ into.")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    paths = build_tiny_models(args.out)
    print(f"nli: {paths.nli}")
    print(f"lm:  {paths.lm}")
    print(f"binary verifier: {paths.binary}")
    print(f"built in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
