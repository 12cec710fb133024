"""`gate-audit export` and offline verification: a bundle of requests (rows, passages, policy, chain proofs,
checkpoints, summary) verifies in a fresh directory with only the public key, and fails when one byte changes."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest

from gate.audit import export_bundle, verify_bundle
from gate.audit.cli import main
from gate.traces.chain import SigningKey, load_public_key
from tests.audit_helpers import TENANT, ChainedStore, build_store
from tests.s3_server import moto_s3_server

pytestmark = pytest.mark.slow

REQUESTS = ["a-0", "a-4"]  # a-0 passed at once and has a reviewer's override; a-4 was blocked (an incident)


@pytest.fixture(scope="module")
def chained(tmp_path_factory: pytest.TempPathFactory) -> ChainedStore:
    with moto_s3_server(set_endpoint_env=True) as server:
        yield build_store(server, tmp_path_factory.mktemp("audit-export"))


@pytest.fixture(scope="module")
def bundle(chained: ChainedStore, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle") / "b"
    uri = f"s3://{chained.bucket}/{chained.prefix}"
    argv = ["export", uri, "--out", str(out), "--tenant", ""]
    for request_id in REQUESTS:
        argv += ["--request-id", request_id]
    assert main(argv) == 0
    return out


def _fresh_copy(bundle: Path, tmp_path: Path, chained: ChainedStore) -> tuple[Path, Path]:
    """The bundle and the public key alone in a new directory."""
    target = tmp_path / "received"
    shutil.copytree(bundle, target / "bundle")
    key = target / "operator.pem"
    key.write_bytes(chained.key.public_pem())
    return target / "bundle", key


def test_the_bundle_holds_rows_sources_policy_proofs_and_a_summary(bundle: Path) -> None:
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert manifest["rows"] == {"incidents": 1, "overrides": 1, "traces": 2}
    names = set(manifest["files"])
    assert {"rows/traces.jsonl", "rows/incidents.jsonl", "rows/overrides.jsonl", "summary.md"} <= names
    assert any(n.startswith("blobs/root/sources/") for n in names)
    assert any(n.startswith("proofs/root/") for n in names) and any(n.startswith("checkpoints/root/") for n in names)
    rows = [json.loads(line)["row"] for line in (bundle / "rows/traces.jsonl").read_text().splitlines()]
    assert {r["request_id"] for r in rows} == set(REQUESTS)
    assert all(r["row_hash"] and r["output"] for r in rows)
    summary = (bundle / "summary.md").read_text()
    assert "## Request `a-0`" in summary and "## Request `a-4`" in summary and "incident" in summary
    assert "checkpoint" in summary and "disagree" in summary
    for proof in (bundle / "proofs/root").glob("*.json"):
        entries = json.loads(proof.read_text())["entries"]
        assert all(len(e) == 4 for e in entries)  # seq, prev_hash, row_hash, kind: no content


def test_a_bundle_verifies_alone_with_the_public_key(bundle: Path, tmp_path: Path, chained: ChainedStore,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    copy, key = _fresh_copy(bundle, tmp_path, chained)
    report = verify_bundle(copy, load_public_key(key.read_bytes()))
    assert report.ok, report.lines()
    assert report.rows_verified == 4 and report.checkpoints >= 1
    assert main(["verify", str(copy), "--public-key", str(key)]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1].startswith("OK:")
    wrong = tmp_path / "other.pem"
    wrong.write_bytes(SigningKey.generate().public_pem())
    assert main(["verify", str(copy), "--public-key", str(wrong)]) == 1


def test_one_changed_byte_in_any_file_fails(bundle: Path, tmp_path: Path, chained: ChainedStore) -> None:
    names = sorted(json.loads((bundle / "manifest.json").read_text())["files"])
    public_key = load_public_key(chained.key.public_pem())
    for index, name in enumerate(names):
        copy, _ = _fresh_copy(bundle, tmp_path / str(index), chained)
        path = copy / name
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0x01
        path.write_bytes(bytes(data))
        report = verify_bundle(copy, public_key)
        assert not report.ok, name
    # the same change with the manifest updated to match is still caught: the row no longer hashes
    copy, _ = _fresh_copy(bundle, tmp_path / "forged", chained)
    rows = copy / "rows/traces.jsonl"
    rows.write_text(rows.read_text().replace("A fine answer", "A fine answeR", 1))
    manifest = json.loads((copy / "manifest.json").read_text())
    import hashlib

    manifest["files"]["rows/traces.jsonl"] = hashlib.sha256(rows.read_bytes()).hexdigest()
    (copy / "manifest.json").write_text(json.dumps(manifest))
    kinds = verify_bundle(copy, public_key).kinds()
    assert "altered" in kinds


def test_a_date_range_of_one_tenant_exports_and_verifies(chained: ChainedStore, tmp_path: Path) -> None:
    today = dt.datetime.now(dt.timezone.utc).date()
    out = tmp_path / "range"
    result = export_bundle(f"s3://{chained.bucket}/{chained.prefix}", out, since=today, until=today, tenant=TENANT,
                           tenant_given=True)
    assert result.rows["traces"] >= 4 and result.chains == 1
    assert verify_bundle(out, load_public_key(chained.key.public_pem())).ok


def test_export_usage_errors(chained: ChainedStore, tmp_path: Path) -> None:
    uri = f"s3://{chained.bucket}/{chained.prefix}"
    assert main(["export", uri, "--out", str(tmp_path / "x")]) == 2  # no selection
    assert main(["export", uri, "--out", str(tmp_path / "y"), "--request-id", "no-such-request"]) == 2
    assert main(["export", uri, "--out", str(tmp_path / "z"), "--since", "2026-01-01"]) == 2
