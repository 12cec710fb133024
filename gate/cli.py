"""`gate-verify`: verify a JSONL file of finished answers, one result line per input line, in order.

Exit code 0 when every line parsed, 2 otherwise (each malformed line gets an error line and
the run goes on). Model-based checks run in-process with local models from flags or the
environment (GATE_NLI_MODEL, GATE_LLM_MODEL); `--no-models` skips the profile's model checks
(each result lists them under `skipped`), and a line that names a model check explicitly
then gets an error line with code `check_unavailable`: a model check never vanishes silently.
A policy (`--policy`) may run checks of your own (docs/checks.md); one that cannot be loaded stops
the run before any line is read, with exit code 2 and a one-line reason.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Iterator
from typing import Any, TextIO

import yaml
from pydantic import ValidationError

from checks.base import short_error
from checks.policy import Policy, UnknownProfileError, one_line_errors
from checks.registry import BUILTIN_MODEL_CHECKS, CHECK_CLASSES, CheckLoadError
from checks.verify import VerifyCase, summarize, verify_answer

logger = logging.getLogger(__name__)

PROGRESS_MIN_LINES = 200


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gate-verify", description="Verify finished LLM answers against their sources.")
    parser.add_argument("--input", required=True, help="JSONL file of cases ('-' for standard input).")
    parser.add_argument("--output", help="JSONL file for results (default: standard output).")
    parser.add_argument(
        "--checks",
        help=f"Comma-separated checks to run (built-in: {', '.join(CHECK_CLASSES)}; and the policy's own checks).",
    )
    parser.add_argument(
        "--no-models", action="store_true",
        help=f"Skip the checks that need a model ({', '.join(sorted(BUILTIN_MODEL_CHECKS))}, and a check of "
        "your own that declares needs_models).",
    )
    parser.add_argument("--policy", help="Check policy YAML (default: configs/checks.yaml).")
    parser.add_argument("--profile", default=None, help="Profile to run when a case names none (default: 'default').")
    parser.add_argument("--nli-model", default=os.environ.get("GATE_NLI_MODEL"), help="NLI cross-encoder path or ID (env GATE_NLI_MODEL).")
    parser.add_argument("--llm-model", default=os.environ.get("GATE_LLM_MODEL"), help="LLM for claim extraction and the judge (env GATE_LLM_MODEL); optional.")
    parser.add_argument("--llm-max-tokens", type=int, default=None, help="Most tokens the extractor and the judge may generate per call.")
    parser.add_argument(
        "--evaluator-llm-model", default=os.environ.get("GATE_EVALUATOR_LLM_MODEL"),
        help="A separate LLM for the criteria check with cross_model (env GATE_EVALUATOR_LLM_MODEL); optional.",
    )
    parser.add_argument(
        "--model-timeout-s", type=float, default=None,
        help="Most seconds one model call (extraction, NLI, judge, copy, evaluation) may take (default: 30-60 s).",
    )
    parser.add_argument("--device", default=None, help="Torch device for the models (default: cuda if available, else cpu).")
    return parser.parse_args(argv)


def _read_lines(handle: TextIO) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(handle, start=1):
        if line.strip():
            yield number, line


class CheckUnavailableError(ValueError):
    """A line names a model check explicitly, but this run has no model backends."""


def _error_line(number: int, raw: str, message: str, code: str | None = None) -> dict[str, Any]:
    case_id: Any = f"line {number}"
    try:
        parsed = json.loads(raw)
        if isinstance(parsed, dict) and isinstance(parsed.get("id"), (str, int)):
            case_id = parsed["id"]
    except ValueError:
        pass
    line: dict[str, Any] = {"id": case_id, "line": number, "error": message}
    if code is not None:
        line["code"] = code
    return line


def _validation_message(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"]) or "(line)"
        parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)


def _policy_problem(exc: Exception) -> str:
    """Why the policy cannot be loaded, in one line (a check of your own that does not import or is no check,
    an unknown check name, a YAML error ...)."""
    if isinstance(exc, ValidationError):
        return one_line_errors(exc)
    return str(exc) if isinstance(exc, CheckLoadError) else short_error(exc)


async def _run(args: argparse.Namespace, policy: Policy, source: TextIO, sink: TextIO) -> int:
    only = [c.strip() for c in args.checks.split(",") if c.strip()] if args.checks else None
    default_profile = args.profile or "default"
    names_needing_models = {n for n in (only if only is not None else policy.check_names(default_profile))
                            if policy.needs_models(n)}
    backends = None
    if names_needing_models and not args.no_models:
        if not args.nli_model:
            raise SystemExit(
                "gate-verify: the groundedness check needs an NLI model: pass --nli-model PATH "
                "or set GATE_NLI_MODEL, or run with --no-models"
            )
        from gate.local_backends import build_local_backends

        from gate.local_backends import LocalTimeouts

        timeouts = None
        if args.model_timeout_s is not None:
            limit = args.model_timeout_s
            timeouts = LocalTimeouts(claim_extractor_s=limit, nli_s=limit, judge_s=limit, llm_s=limit)
        backends = build_local_backends(
            args.nli_model, args.llm_model, device=args.device, llm_max_tokens=args.llm_max_tokens,
            evaluator_model=args.evaluator_llm_model, timeouts=timeouts,
        )

    lines = list(_read_lines(source))
    progress = None
    if len(lines) >= PROGRESS_MIN_LINES:
        from tqdm import tqdm

        progress = tqdm(total=len(lines), file=sys.stderr, unit="case", desc="gate-verify")

    all_parsed = True
    for number, raw in lines:
        skipped: list[str] = []
        try:
            case = VerifyCase.model_validate_json(raw)
            profile = case.profile if case.profile != "default" else default_profile
            named = case.checks or only
            names = policy.check_names(profile, named)
            if backends is None:
                unavailable = [n for n in names if policy.needs_models(n)]
                if unavailable and named is not None:
                    raise CheckUnavailableError(
                        f"check(s) {', '.join(unavailable)} need a model, and this run has none (--no-models)"
                    )
                skipped = unavailable
                names = [n for n in names if n not in unavailable]
            try:
                checks = policy.build(names, backends=backends, profile=profile)
            except (ValueError, RuntimeError) as exc:  # e.g. phi's name layer without its NER model
                raise CheckUnavailableError(f"profile {profile!r}: {short_error(exc)}") from None
        except ValidationError as exc:
            result = _error_line(number, raw, _validation_message(exc))
            all_parsed = False
        except CheckUnavailableError as exc:
            result = _error_line(number, raw, str(exc), code="check_unavailable")
            all_parsed = False
        except (UnknownProfileError, KeyError) as exc:
            result = _error_line(number, raw, str(exc).strip("'\""))
            all_parsed = False
        else:
            results = await verify_answer(case.answer, case.context(), checks)
            result = summarize(results, case.id if case.id is not None else f"line {number}")
            if skipped:
                result["skipped"] = skipped
        sink.write(json.dumps(result, ensure_ascii=False) + "\n")
        if progress is not None:
            progress.update(1)
    if progress is not None:
        progress.close()
    sink.flush()
    return 0 if all_parsed else 2


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `gate-verify` console script."""
    args = _parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    try:
        policy = Policy.load(args.policy)
    except (CheckLoadError, ValidationError, OSError, yaml.YAMLError) as exc:
        print(f"gate-verify: policy {args.policy or 'configs/checks.yaml'}: {_policy_problem(exc)}", file=sys.stderr)
        return 2
    if args.checks:
        known = policy.known_checks()
        unknown = [c for c in args.checks.split(",") if c.strip() and c.strip() not in known]
        if unknown:
            print(f"gate-verify: unknown check(s) {', '.join(unknown)}; known: {', '.join(known)}", file=sys.stderr)
            return 2
    source = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8", errors="replace")
    sink = sys.stdout if not args.output else open(args.output, "w", encoding="utf-8")
    try:
        return asyncio.run(_run(args, policy, source, sink))
    finally:
        if source is not sys.stdin:
            source.close()
        if sink is not sys.stdout:
            sink.close()


if __name__ == "__main__":
    sys.exit(main())
