"""Accuracy of the verifier on labelled data: claim-level (LLM-AggreFact, WiCE) and response-level (RAGTruth).

Every example goes through the code path of `POST /v1/verify` (the policy's checks, built by
`checks.policy`, run by `checks.verify`) with in-process backends (`gate.local_backends`): the
NLI model, and the LLM for claim extraction and the judge when `--llm-model` is given. An example
counts as predicted "not supported" when the `groundedness` check fails (`--decision verdict`:
when any check fails).

Input formats (one JSON object per line; `--format auto` tells them apart by their keys):
- aggrefact  `{doc, claim, label, dataset?}`: label 1 / "supported" or 0 / "not_supported" (LLM-AggreFact);
             with `dataset`, balanced accuracy per data set and their mean, as the benchmark reports it.
- wice       `{claim, evidence: [sentences], label, meta?: {id}}`: label supported / partially_supported /
             not_supported. Rows with the same `meta.id` are one claim with several evidence chunks
             (the oracle-chunk release). Reported twice: partial counted as unsupported, and partial dropped.
- ragtruth   `{response, labels: [{start, end, text, label_type}], source_info | sources, question?}`, or the
             original release's response.jsonl with `--ragtruth-sources source_info.jsonl`: a response with any
             annotated span is "not supported" (response-level detection).

Reports balanced accuracy, precision / recall / F1 of "not supported", the confusion counts, claims per NLI
band, the judge rate, model calls and NLI pairs per claim, and each check's fire and fail rates; as JSON
(`--json`) and markdown (`--markdown`, also printed). With the tiny random-weight models the numbers are
meaningless, and the report says so.

    python scripts/evaluate.py --input wice/dev.jsonl --nli-model cross-encoder/nli-deberta-v3-large
    python scripts/evaluate.py --input slice.jsonl --tiny-models --limit 20      # harness check, no weights
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

logger = logging.getLogger("evaluate")

Label = Literal["supported", "partial", "not_supported"]
FORMATS = ("aggrefact", "wice", "ragtruth")
MEANINGLESS = ("The NLI model is a tiny random-weight model: these numbers exercise the harness and mean nothing "
               "about accuracy. Run with real weights (see README, Benchmarks) for meaningful numbers.")

_LABELS: dict[str, Label] = {
    "1": "supported", "true": "supported", "supported": "supported", "entailment": "supported",
    "consistent": "supported", "faithful": "supported",
    "0": "not_supported", "false": "not_supported", "not_supported": "not_supported", "unsupported": "not_supported",
    "contradiction": "not_supported", "refuted": "not_supported", "inconsistent": "not_supported",
    "hallucinated": "not_supported",
    "partially_supported": "partial", "partial": "partial", "partially supported": "partial",
}


@dataclass
class Example:
    """One labelled case: the answer (a claim or a response), its sources, and the gold label."""

    id: str
    answer: str
    sources: list[tuple[str, str]]
    label: Label
    query: str = ""
    dataset: str | None = None  # LLM-AggreFact's source data set, reported separately


@dataclass
class Prediction:
    example: Example
    not_supported: bool
    verdict: str
    results: dict[str, dict[str, Any]] = field(default_factory=dict)


def gold_label(value: Any, where: str) -> Label:
    key = str(value).strip().lower() if not isinstance(value, bool) else str(value).lower()
    if key not in _LABELS:
        raise ValueError(f"{where}: unknown label {value!r}; expected one of {sorted(set(_LABELS))}")
    return _LABELS[key]


# ---------------------------------------------------------------- readers


def read_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                yield number, json.loads(line)


def detect_format(row: dict[str, Any]) -> str:
    if "doc" in row and "claim" in row:
        return "aggrefact"
    if "claim" in row and "evidence" in row:
        return "wice"
    if "response" in row:
        return "ragtruth"
    raise ValueError(f"cannot tell the format of a row with keys {sorted(row)}; pass --format")


def aggrefact_examples(rows: Iterable[tuple[int, dict[str, Any]]]) -> Iterator[Example]:
    for number, row in rows:
        yield Example(
            id=str(row.get("id", f"line {number}")),
            answer=row["claim"],
            sources=[("1", row["doc"])],
            label=gold_label(row["label"], f"line {number}"),
            dataset=str(row["dataset"]) if row.get("dataset") else None,
        )


def wice_examples(rows: Iterable[tuple[int, dict[str, Any]]]) -> Iterator[Example]:
    """Rows of one claim (same meta.id) become one example with one source per evidence chunk."""
    grouped: dict[str, Example] = {}
    for number, row in rows:
        meta = row.get("meta") or {}
        claim_id = str(meta.get("id", f"line {number}"))
        label = gold_label(row["label"], f"line {number}")
        text = " ".join(sentence.strip() for sentence in row["evidence"] if sentence.strip())
        example = grouped.get(claim_id)
        if example is None:
            grouped[claim_id] = example = Example(id=claim_id, answer=row["claim"], sources=[], label=label)
        elif example.label != label:
            raise ValueError(f"line {number}: claim {claim_id} is labelled {label} here and {example.label} before")
        if text:
            example.sources.append((str(len(example.sources) + 1), text))
    yield from grouped.values()


def _ragtruth_source(info: Any) -> tuple[str, list[tuple[str, str]]]:
    """(question, sources) from a RAGTruth `source_info`: a passage string, a QA dict or a data-to-text dict."""
    if isinstance(info, str):
        return "", [("1", info)]
    if isinstance(info, dict) and "passages" in info:
        passages = info["passages"]
        texts = passages if isinstance(passages, list) else [passages]
        return str(info.get("question", "")), [(str(i + 1), str(t)) for i, t in enumerate(texts) if str(t).strip()]
    return "", [("1", json.dumps(info, ensure_ascii=False))]


def ragtruth_examples(rows: Iterable[tuple[int, dict[str, Any]]], sources_path: str | None) -> Iterator[Example]:
    source_info: dict[str, dict[str, Any]] = {}
    if sources_path:
        source_info = {str(row["source_id"]): row for _, row in read_jsonl(sources_path)}
    for number, row in rows:
        if "sources" in row:
            query = str(row.get("question", ""))
            sources = [(str(s.get("id", i + 1)), s["text"]) for i, s in enumerate(row["sources"])]
        else:
            info = row.get("source_info")
            if info is None:
                key = str(row.get("source_id"))
                if key not in source_info:
                    raise ValueError(f"line {number}: no source_info and source_id {key!r} is not in --ragtruth-sources")
                info = source_info[key]["source_info"]
            query, sources = _ragtruth_source(info)
        yield Example(
            id=str(row.get("id", f"line {number}")),
            answer=row["response"],
            sources=sources,
            label="not_supported" if row.get("labels") else "supported",
            query=query,
        )


def load_examples(path: str, fmt: str, limit: int | None, ragtruth_sources: str | None) -> tuple[str, list[Example]]:
    rows = list(read_jsonl(path))
    if not rows:
        raise SystemExit(f"evaluate: {path} has no rows")
    if fmt == "auto":
        fmt = detect_format(rows[0][1])
    if fmt == "aggrefact":
        examples = list(aggrefact_examples(rows))
    elif fmt == "wice":
        examples = list(wice_examples(rows))
    else:
        examples = list(ragtruth_examples(rows, ragtruth_sources))
    return fmt, examples[:limit] if limit else examples


# ---------------------------------------------------------------- the verifier, with its model calls counted


class CountingBackends:
    """GroundednessBackends that count the model calls and NLI pairs of the wrapped backends."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: Counter[str] = Counter()

    @property
    def max_chunk_tokens(self) -> int:
        return self.inner.max_chunk_tokens

    @property
    def has_judge(self) -> bool:
        return self.inner.has_judge

    async def extract_claims(self, answer: str) -> Any:
        if getattr(self.inner, "llm", None) is not None:  # without an LLM, claims are sentences: no model call
            self.calls["extraction"] += 1
        return await self.inner.extract_claims(answer)

    async def score_pairs(self, pairs: list[tuple[str, str]]) -> Any:
        if pairs:
            self.calls["nli"] += 1
            self.calls["nli_pairs"] += len(pairs)
        return await self.inner.score_pairs(pairs)

    async def judge(self, requests: list[Any], sources: list[str]) -> Any:
        self.calls["judge"] += 1
        return await self.inner.judge(requests, sources)


async def predict(
    examples: list[Example], checks: list[Any], decision: str, progress: Any, concurrency: int = 1
) -> list[Prediction]:
    """Each example through the verifier; `concurrency` examples at a time (the LLM engine batches their calls)."""
    from checks.context import Source
    from checks.loop import verdict_of
    from checks.verify import VerifyCase

    try:
        from checks.verify import verify_answer
    except ImportError:  # before /v1/verify gained its no-sources rule it called run_checks directly
        from checks.loop import run_checks as verify_answer

    slots = asyncio.Semaphore(max(1, concurrency))

    async def one(example: Example) -> Prediction:
        case = VerifyCase(
            id=example.id,
            query=example.query,
            answer=example.answer,
            sources=[Source(id=source_id, text=text) for source_id, text in example.sources],
        )
        async with slots:
            results = await verify_answer(case.answer, case.context(), checks)
        by_name = {r.name: r for r in results}
        grounded = by_name.get("groundedness")
        if decision == "groundedness":
            not_supported = grounded is not None and not grounded.passed
        else:
            not_supported = any(not r.passed for r in results)
        progress.update(1)
        return Prediction(
            example=example,
            not_supported=not_supported,
            verdict=verdict_of(results),
            results={r.name: {"passed": r.passed, "fired": r.fired, "score": r.score, "error": r.error,
                              "metrics": r.metrics} for r in results},
        )

    return list(await asyncio.gather(*(one(example) for example in examples)))


# ---------------------------------------------------------------- metrics


def classification_metrics(pairs: list[tuple[bool, bool]]) -> dict[str, Any]:
    """(gold not supported, predicted not supported) pairs -> balanced accuracy and P/R/F1 of "not supported"."""
    tp = sum(1 for gold, pred in pairs if gold and pred)
    fn = sum(1 for gold, pred in pairs if gold and not pred)
    fp = sum(1 for gold, pred in pairs if not gold and pred)
    tn = sum(1 for gold, pred in pairs if not gold and not pred)
    recall = tp / (tp + fn) if tp + fn else None
    specificity = tn / (tn + fp) if tn + fp else None
    precision = tp / (tp + fp) if tp + fp else None
    f1 = 2 * precision * recall / (precision + recall) if precision and recall else (0.0 if recall is not None else None)
    balanced = (recall + specificity) / 2 if recall is not None and specificity is not None else None
    return {
        "examples": len(pairs),
        "balanced_accuracy": balanced,
        "not_supported": {"precision": precision, "recall": recall, "f1": f1},
        "confusion": {"tp": tp, "fp": fp, "fn": fn, "tn": tn},
    }


def summarize(predictions: list[Prediction], fmt: str, calls: Counter[str]) -> dict[str, Any]:
    report: dict[str, Any] = {"format": fmt, "examples": len(predictions)}
    labels = Counter(p.example.label for p in predictions)
    report["gold_labels"] = dict(labels)
    if fmt == "wice" or labels.get("partial"):
        report["partial_as_unsupported"] = classification_metrics(
            [(p.example.label != "supported", p.not_supported) for p in predictions])
        report["partial_dropped"] = classification_metrics(
            [(p.example.label == "not_supported", p.not_supported) for p in predictions if p.example.label != "partial"])
    else:
        key = "response_level" if fmt == "ragtruth" else "claim_level"
        report[key] = classification_metrics([(p.example.label == "not_supported", p.not_supported) for p in predictions])
    datasets = sorted({p.example.dataset for p in predictions if p.example.dataset})
    if datasets:  # LLM-AggreFact reports balanced accuracy per data set and their mean
        report["by_dataset"] = {
            name: classification_metrics([(p.example.label != "supported", p.not_supported)
                                          for p in predictions if p.example.dataset == name])
            for name in datasets
        }
        scored = [m["balanced_accuracy"] for m in report["by_dataset"].values() if m["balanced_accuracy"] is not None]
        report["mean_balanced_accuracy_over_datasets"] = sum(scored) / len(scored) if scored else None

    bands: Counter[str] = Counter()
    claims = judged = 0
    for prediction in predictions:
        metrics = prediction.results.get("groundedness", {}).get("metrics", {})
        claims += int(metrics.get("claims", 0) or 0)
        judged += int(metrics.get("judged", 0) or 0)
        bands.update({band: int(count) for band, count in (metrics.get("bands") or {}).items()})
    model_calls = calls["extraction"] + calls["nli"] + calls["judge"]
    report["groundedness"] = {
        "claims": claims,
        "claims_per_example": claims / len(predictions) if predictions else None,
        "nli_bands": dict(bands),
        "judge_rate": judged / claims if claims else None,
        "model_calls": {"extraction": calls["extraction"], "nli": calls["nli"], "judge": calls["judge"]},
        "model_calls_per_claim": model_calls / claims if claims else None,
        "nli_pairs_per_claim": calls["nli_pairs"] / claims if claims else None,
        "errors": sum(1 for p in predictions if p.results.get("groundedness", {}).get("error")),
    }
    names = list(dict.fromkeys(name for p in predictions for name in p.results))
    report["checks"] = {
        name: {
            "fire_rate": sum(1 for p in predictions if p.results.get(name, {}).get("fired")) / len(predictions),
            "fail_rate": sum(1 for p in predictions if name in p.results and not p.results[name]["passed"])
            / len(predictions),
        }
        for name in names
    }
    return report


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def markdown(report: dict[str, Any]) -> str:
    lines = [f"# Verifier accuracy: {report['format']}, {report['examples']} examples", ""]
    if report.get("note"):
        lines += [f"**{report['note']}**", ""]
    setup = report.get("setup", {})
    if setup:
        lines += [", ".join(f"{key}: `{value}`" for key, value in setup.items()), ""]
    lines += [f"Gold labels: {', '.join(f'{k} {v}' for k, v in sorted(report['gold_labels'].items()))}", ""]
    lines += ["| view | examples | balanced accuracy | precision (not supported) | recall | F1 | tp / fp / fn / tn |",
              "|---|---|---|---|---|---|---|"]
    for view in ("claim_level", "response_level", "partial_as_unsupported", "partial_dropped"):
        if view in report:
            m = report[view]
            ns = m["not_supported"]
            c = m["confusion"]
            lines.append(f"| {view.replace('_', ' ')} | {m['examples']} | {_fmt(m['balanced_accuracy'])} | "
                         f"{_fmt(ns['precision'])} | {_fmt(ns['recall'])} | {_fmt(ns['f1'])} | "
                         f"{c['tp']} / {c['fp']} / {c['fn']} / {c['tn']} |")
    if "by_dataset" in report:
        lines += ["", f"Mean balanced accuracy over data sets: {_fmt(report['mean_balanced_accuracy_over_datasets'])}", "",
                  "| data set | examples | balanced accuracy | F1 (not supported) |", "|---|---|---|---|"]
        for name, m in report["by_dataset"].items():
            lines.append(f"| {name} | {m['examples']} | {_fmt(m['balanced_accuracy'])} | {_fmt(m['not_supported']['f1'])} |")
    g = report["groundedness"]
    lines += ["", "| groundedness | value |", "|---|---|",
              f"| claims | {g['claims']} ({_fmt(g['claims_per_example'])} per example) |",
              f"| NLI bands | {', '.join(f'{k} {v}' for k, v in sorted(g['nli_bands'].items())) or 'n/a'} |",
              f"| judge rate (claims sent to the judge) | {_fmt(g['judge_rate'])} |",
              f"| model calls per claim | {_fmt(g['model_calls_per_claim'])} "
              f"(extraction {g['model_calls']['extraction']}, NLI {g['model_calls']['nli']}, "
              f"judge {g['model_calls']['judge']}) |",
              f"| NLI pairs per claim | {_fmt(g['nli_pairs_per_claim'])} |",
              f"| backend errors | {g['errors']} |"]
    lines += ["", "| check | fire rate | fail rate |", "|---|---|---|"]
    for name, rates in report["checks"].items():
        lines.append(f"| {name} | {rates['fire_rate']:.3f} | {rates['fail_rate']:.3f} |")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- main


def is_tiny_random_model(path: str) -> bool:
    """True for the tiny random-weight models of gate_testkit.tiny_models (2 layers, hidden size 64)."""
    config_path = Path(path) / "config.json"
    if not config_path.is_file():
        return False
    config = json.loads(config_path.read_text())
    return config.get("num_hidden_layers", 99) <= 2 and config.get("hidden_size", 9999) <= 64


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", required=True, help="Labelled JSONL file.")
    parser.add_argument("--format", choices=("auto", *FORMATS), default="auto", help="Input format (default: by keys).")
    parser.add_argument("--ragtruth-sources", help="RAGTruth source_info.jsonl, for the original release's layout.")
    parser.add_argument("--limit", type=int, default=None, help="Evaluate only the first N examples.")
    parser.add_argument("--nli-model", default=os.environ.get("GATE_NLI_MODEL"), help="NLI model (env GATE_NLI_MODEL).")
    parser.add_argument("--nli-labels", default=None,
                        help='Label mapping as JSON, e.g. \'{"supported": ["LABEL_1"], "contradicted": ["LABEL_0"]}\'.')
    parser.add_argument("--llm-model", default=os.environ.get("GATE_LLM_MODEL"),
                        help="LLM for claim extraction and the judge (env GATE_LLM_MODEL); without it claims are sentences "
                             "and borderline claims count as unsupported.")
    parser.add_argument("--llm-max-tokens", type=int, default=None, help="Most tokens per extraction / judge call.")
    parser.add_argument("--tiny-models", action="store_true", help="Build and use the tiny random-weight models.")
    parser.add_argument("--device", default=None, help="Torch device (default: cuda if available, else cpu).")
    parser.add_argument("--dtype", default=None, help="NLI dtype, e.g. bfloat16 on a GPU.")
    parser.add_argument("--nli-batch-size", type=int, default=64, help="Pairs per NLI forward pass.")
    parser.add_argument("--concurrency", type=int, default=4,
                        help="Examples verified at a time (their LLM calls overlap; NLI calls run one at a time).")
    parser.add_argument("--policy", default=None, help="Check policy YAML (default: configs/checks.yaml).")
    parser.add_argument("--profile", default="default", help="Check profile to run.")
    parser.add_argument("--checks", default=None, help="Comma-separated checks (default: the profile's).")
    parser.add_argument("--decision", choices=("groundedness", "verdict"), default="groundedness",
                        help="Predicted 'not supported' when groundedness fails, or when any check fails.")
    parser.add_argument("--json", dest="json_path", help="Write the report as JSON here.")
    parser.add_argument("--markdown", dest="markdown_path", help="Write the report as markdown here.")
    parser.add_argument("--predictions", help="Write one JSON line per example (gold, predicted, check results).")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

    from tqdm import tqdm

    from checks.policy import Policy
    from gate.engines.config import EngineConfig
    from gate.engines.llm import build_llm_engine
    from gate.engines.nli import load_nli_model
    from gate.local_backends import LocalBackends

    fmt, examples = load_examples(args.input, args.format, args.limit, args.ragtruth_sources)
    policy = Policy.load(args.policy)
    only = [c.strip() for c in args.checks.split(",") if c.strip()] if args.checks else None
    names = policy.check_names(args.profile, only)
    if "groundedness" not in names:
        raise SystemExit("evaluate: the checks to run do not include groundedness; nothing to measure")

    with tempfile.TemporaryDirectory() as tmp:
        nli_model, llm_model = args.nli_model, args.llm_model
        if args.tiny_models:
            from gate_testkit.tiny_models import build_nli_model

            nli_model = str(build_nli_model(Path(tmp) / "nli"))
        if not nli_model:
            raise SystemExit("evaluate: pass --nli-model PATH (or set GATE_NLI_MODEL), or --tiny-models")
        labels = json.loads(args.nli_labels) if args.nli_labels else None
        nli = load_nli_model(nli_model, device=args.device, dtype=args.dtype, labels=labels)
        llm = None
        if llm_model:
            llm = build_llm_engine(EngineConfig(backend="transformers", model=llm_model, device=args.device))
        sampling = {"max_tokens": args.llm_max_tokens} if args.llm_max_tokens else None
        backends = CountingBackends(LocalBackends(
            nli, llm, nli_batch_size=args.nli_batch_size, extraction_sampling=sampling, judge_sampling=sampling))
        checks = policy.build(names, backends=backends, profile=args.profile)

        started = time.perf_counter()
        with tqdm(total=len(examples), file=sys.stderr, unit="example", desc=f"evaluate {fmt}") as progress:
            predictions = asyncio.run(predict(examples, checks, args.decision, progress, args.concurrency))
        elapsed = time.perf_counter() - started
        tiny = args.tiny_models or is_tiny_random_model(nli_model)

    report = summarize(predictions, fmt, backends.calls)
    report["setup"] = {
        "input": args.input, "nli_model": "tiny random-weight model" if args.tiny_models else nli_model,
        "llm_model": llm_model or "none (sentence claims, no judge)", "decision": args.decision,
        "profile": args.profile, "checks": ",".join(names), "seconds": round(elapsed, 1),
    }
    if tiny:
        report["note"] = MEANINGLESS
    if args.json_path:
        Path(args.json_path).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    text = markdown(report)
    if args.markdown_path:
        Path(args.markdown_path).write_text(text, encoding="utf-8")
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as handle:
            for p in predictions:
                handle.write(json.dumps({"id": p.example.id, "gold": p.example.label, "not_supported": p.not_supported,
                                         "verdict": p.verdict, "checks": p.results}, default=str) + "\n")
    print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
