"""`gate-audit verify` on a store the real TraceWriter wrote (signed checkpoints, moto's S3 server): an untouched
store verifies, before and after compaction and after a redaction; each kind of damage is found and named."""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pytest

from gate.audit import verify_store
from gate.audit.cli import main
from gate.audit.redact import redact_request
from gate.traces.chain import SigningKey, encode_object, load_public_key
from tests.audit_helpers import (
    TENANT,
    ChainedStore,
    build_store,
    delete,
    get,
    keys_of,
    put,
    read_parquet,
    rewrite_parquet,
    slot_of_writer,
)
from tests.s3_server import moto_s3_server

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "scripts"))
import compact  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def chained(tmp_path_factory: pytest.TempPathFactory) -> ChainedStore:
    with moto_s3_server(set_endpoint_env=True) as server:
        yield build_store(server, tmp_path_factory.mktemp("audit"))


def _verify(chained: ChainedStore, uri: str, **kwargs):
    return verify_store(uri, public_key=load_public_key(chained.key.public_pem()), jobs=1, **kwargs)


def _segments(chained: ChainedStore, uri: str, table: str = "traces", *, chained_only: bool = True) -> list[str]:
    """The root tenant's segment objects of `table` (only those of chained rows, by default), by key."""
    keys = [k for k in keys_of(chained, uri) if k.startswith(f"{table}/") and "/part-" in k]
    if chained_only:
        keys = [k for k in keys if read_parquet(chained, uri, k).column("chain_slot").null_count == 0]
    return keys


def _today() -> str:
    return dt.datetime.now(dt.timezone.utc).date().isoformat()


def test_untouched_store_verifies_with_every_row_counted(chained: ChainedStore) -> None:
    report = _verify(chained, chained.copy())
    assert report.ok, report.lines()
    assert len(chained.slots) == 2
    assert report.rows_verified > 20
    assert sum(report.unchained.values()) >= 2  # the writer without the chain: counted, not a failure
    assert {tenant for tenant, _, _ in report.days} == {"(root)", TENANT}
    assert "signatures checked" in "\n".join(report.lines())


def test_cli_exit_codes_and_the_no_key_warning(chained: ChainedStore, capsys: pytest.CaptureFixture[str]) -> None:
    uri = chained.copy()
    assert main(["verify", uri, "--public-key", str(chained.public_key_file)]) == 0
    assert main(["verify", uri]) == 0
    out = capsys.readouterr().out
    assert "detects damage, not tampering" in out and out.rstrip().splitlines()[-1].startswith("OK:")
    assert main(["verify", uri, "--since", _today(), "--until", _today(), "--tenant", TENANT, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    assert main(["verify", "s3://no-such-bucket-here/x"]) == 2
    assert main(["verify", uri, "--since", "yesterday"]) == 2


def test_a_flipped_byte_in_an_answer_is_named_as_altered(chained: ChainedStore) -> None:
    uri = chained.copy()
    key = _segments(chained, uri)[0]
    target = read_parquet(chained, uri, key).to_pylist()[1]

    def flip(table: pa.Table) -> pa.Table:
        outputs = table.column("output").to_pylist()
        text = outputs[1]
        outputs[1] = text[:-1] + chr(ord(text[-1]) ^ 1)
        return table.set_column(table.schema.get_field_index("output"), "output", pa.array(outputs, pa.string()))

    rewrite_parquet(chained, uri, key, flip)
    report = _verify(chained, uri)
    assert not report.ok
    altered = [f for f in report.findings if f.kind == "altered"]
    assert [(f.object, f.row_key, f.request_id, f.seq) for f in altered] == [
        (key, target["row_id"], target["request_id"], target["chain_seq"])]
    assert report.kinds().keys() == {"altered"}
    assert main(["verify", uri]) == 1


def test_a_deleted_row_is_missing(chained: ChainedStore) -> None:
    uri = chained.copy()
    key = _segments(chained, uri)[0]
    seq = read_parquet(chained, uri, key).column("chain_seq").to_pylist()[2]
    rewrite_parquet(chained, uri, key, lambda t: pa.concat_tables([t.slice(0, 2), t.slice(3)]))
    report = _verify(chained, uri)
    missing = [f for f in report.findings if f.kind == "missing"]
    assert [f.seq for f in missing] == [seq]
    assert report.kinds().keys() == {"missing"}


def test_a_deleted_segment_is_missing_and_its_checkpoint_names_it(chained: ChainedStore) -> None:
    uri = chained.copy()
    key = _segments(chained, uri)[0]
    seqs = read_parquet(chained, uri, key).column("chain_seq").to_pylist()
    delete(chained, uri, key)
    report = _verify(chained, uri)
    kinds = report.kinds()
    assert kinds.keys() == {"missing", "checkpoint_objects_gone"}
    assert [f.object for f in report.findings if f.kind == "checkpoint_objects_gone"] == [key]
    assert min(seqs) in {f.seq for f in report.findings if f.kind == "missing"}


def test_two_rows_swapped_are_out_of_order(chained: ChainedStore) -> None:
    uri = chained.copy()
    key = _segments(chained, uri)[0]
    rewrite_parquet(chained, uri, key, lambda t: pa.concat_tables([t.slice(1, 1), t.slice(0, 1), t.slice(2)]))
    report = _verify(chained, uri)
    assert report.kinds().keys() == {"out_of_order"}
    assert [f.object for f in report.findings] == [key]


def test_a_rewritten_history_breaks_the_chain_or_its_checkpoint(chained: ChainedStore) -> None:
    """An edited row given a fresh row_hash: the next row's prev_hash no longer links."""
    from gate.traces.chain import row_hash

    uri = chained.copy()
    key = _segments(chained, uri)[0]

    def restamp(table: pa.Table) -> pa.Table:
        rows = table.to_pylist()
        rows[0]["output"] = "A different answer."
        rows[0]["row_hash"] = row_hash("traces", rows[0])
        return pa.Table.from_pylist(rows, schema=table.schema)

    rewrite_parquet(chained, uri, key, restamp)
    assert "chain_break" in _verify(chained, uri).kinds()


def test_compaction_keeps_the_store_verifiable_and_a_replaced_segment_put_back_is_resurrected(
        chained: ChainedStore) -> None:
    uri = chained.copy()
    inputs = {key: get(chained, uri, key) for key in _segments(chained, uri, chained_only=False)}
    reports = compact.compact_day(uri, _today(), signing_key=chained.key)
    assert sum(len(r.inputs) for r in reports) >= 2 and all(r.record for r in reports if len(r.inputs) > 1)
    after = _verify(chained, uri)
    assert after.ok, after.lines()
    assert after.rows_verified == _verify(chained, chained.copy()).rows_verified

    key, data = next(iter(inputs.items()))
    put(chained, uri, key, data)
    report = _verify(chained, uri)
    assert report.kinds().keys() == {"resurrected"}
    assert [f.object for f in report.findings] == [key]


def test_a_slot_deleted_whole_is_noticed_from_the_other_slot(chained: ChainedStore) -> None:
    uri = chained.copy()
    slot = slot_of_writer(chained, uri, "a")
    for key in keys_of(chained, uri):
        if slot in key:
            delete(chained, uri, key)
            continue
        if key.endswith(".parquet") and not key.startswith(f"tenant={TENANT}/"):
            table = read_parquet(chained, uri, key)
            mine = pc.fill_null(pc.equal(table.column("chain_slot"), slot), False)
            if pc.all(mine).as_py():
                delete(chained, uri, key)
            elif pc.any(mine).as_py():
                rewrite_parquet(chained, uri, key, lambda t: t.filter(pc.invert(mine)))
    report = _verify(chained, uri, tenant=None, tenant_given=True)
    assert [f.slot for f in report.findings if f.kind == "slot_deleted"] == [slot]


def test_a_forged_checkpoint_fails_its_signature(chained: ChainedStore) -> None:
    uri = chained.copy()
    key = next(k for k in keys_of(chained, uri) if k.startswith("checkpoints/"))
    obj = json.loads(get(chained, uri, key))
    obj["payload"]["last_seq"] += 1
    obj["payload"]["rows"] += 1
    put(chained, uri, key, encode_object(obj))
    report = _verify(chained, uri)
    assert [f.object for f in report.findings if f.kind == "checkpoint_signature"] == [key]

    other = SigningKey.generate()  # signed, but by a key that is not the operator's
    put(chained, uri, key, encode_object(other.sign(obj["payload"])))
    assert [f.object for f in _verify(chained, uri).findings if f.kind == "checkpoint_signature"] == [key]


def test_a_redacted_request_verifies_as_redacted(chained: ChainedStore) -> None:
    uri = chained.copy()
    before = _verify(chained, uri)
    old = [k for k in _segments(chained, uri) if "a-2" in read_parquet(chained, uri, k).column("request_id").to_pylist()]
    saved = {k: get(chained, uri, k) for k in old}
    result = redact_request(uri, None, "a-2", "erasure request 17", signing_key=chained.key)
    assert result.rows >= 1 and result.records == result.rows and not result.undeletable
    after = _verify(chained, uri)
    assert after.ok, after.lines()
    assert after.redacted == result.rows
    assert after.rows_verified == before.rows_verified - result.rows
    assert main(["redact", uri, "--tenant", "", "--request-id", "a-2", "--reason", "again"]) == 2  # nothing left

    key, data = next(iter(saved.items()))
    put(chained, uri, key, data)  # the erased rows put back
    assert "resurrected" in _verify(chained, uri).kinds()
