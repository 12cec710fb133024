"""`gate-audit`: verify a trace store's audit chain, export a verifiable bundle, redact a request, make keys.

    gate-audit verify URI|BUNDLE_DIR [--since D] [--until D] [--tenant NAME] [--public-key PEM] [--json]
    gate-audit export URI --out DIR (--request-id ID ... | --requests-file F | --since D --until D) [--tenant NAME]
    gate-audit redact URI --tenant NAME --request-id ID --reason TEXT [--signing-key PEM]
    gate-audit keygen --out DIR

S3 is reached as by the other scripts: `AWS_ENDPOINT_URL` and the usual credential chain. `--tenant ''` names
the root tenant (a gate without API keys). Exit code: 0 when everything verifies (or the command succeeded),
1 when damage is found (or a redaction's deletion was refused), 2 for usage and store errors.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from gate.audit.export import ExportError, export_bundle, is_bundle, request_ids_from_file, verify_bundle
from gate.audit.redact import redact_request
from gate.audit.verify import AuditStoreError, verify_store
from gate.traces.chain import SigningKey, VerifyingKey, load_public_key

EXIT_OK, EXIT_DAMAGE, EXIT_USAGE = 0, 1, 2
PRIVATE_KEY_FILE = "audit_signing_key.pem"
PUBLIC_KEY_FILE = "audit_public_key.pem"


class UsageError(Exception):
    """A bad argument: exit code 2 with a one-line reason."""


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {value!r}") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gate-audit", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    verify = commands.add_parser("verify", help="verify a trace store (or an exported bundle directory)")
    verify.add_argument("uri", help="trace root (s3://bucket/prefix, file:///dir, a directory) or a bundle directory")
    verify.add_argument("--since", type=_date, help="first date=YYYY-MM-DD partition to verify")
    verify.add_argument("--until", type=_date, help="last date partition to verify")
    verify.add_argument("--tenant", help="verify only this tenant ('' for the root tenant)")
    verify.add_argument("--public-key", type=Path, help="the operator's Ed25519 public key (PEM): check signatures")
    verify.add_argument("--jobs", type=int, default=None, help="processes reading objects (default: CPUs, at most 8)")
    verify.add_argument("--json", action="store_true", help="print the report as JSON")

    export = commands.add_parser("export", help="export requests or a date range as a verifiable bundle")
    export.add_argument("uri")
    export.add_argument("--out", type=Path, required=True, help="bundle directory (new or empty)")
    export.add_argument("--request-id", action="append", dest="request_ids", help="a request ID (repeatable)")
    export.add_argument("--requests-file", type=Path, help="a file of request IDs, one per line")
    export.add_argument("--since", type=_date)
    export.add_argument("--until", type=_date)
    export.add_argument("--tenant", help="only this tenant ('' for the root tenant)")

    redact = commands.add_parser("redact", help="erase a request's rows, leaving redaction records in the chain")
    redact.add_argument("uri")
    redact.add_argument("--tenant", required=True, help="the request's tenant ('' for the root tenant)")
    redact.add_argument("--request-id", required=True)
    redact.add_argument("--reason", required=True, help="why (kept in the redaction records)")
    redact.add_argument("--signing-key", type=Path,
                        help="Ed25519 private key (PEM) signing the rewrite record (default: env GATE_AUDIT_SIGNING_KEY)")

    keygen = commands.add_parser("keygen", help=f"write {PRIVATE_KEY_FILE} (0600) and {PUBLIC_KEY_FILE}")
    keygen.add_argument("--out", type=Path, required=True)
    return parser


def _public_key(path: Path | None) -> VerifyingKey | None:
    if path is None:
        return None
    try:
        return load_public_key(path.read_bytes())
    except (OSError, ValueError) as exc:
        raise UsageError(f"--public-key {path}: {exc}") from None


def _tenant(value: str | None) -> tuple[str | None, bool]:
    if value is None:
        return None, False
    return (value or None), True


def _verify(args: argparse.Namespace) -> int:
    public_key = _public_key(args.public_key)
    if is_bundle(args.uri):
        if args.since or args.until or args.tenant is not None:
            raise UsageError("--since, --until and --tenant do not apply to a bundle")
        report = verify_bundle(args.uri, public_key)
    else:
        if args.since and args.until and args.since > args.until:
            raise UsageError("--since is after --until")
        tenant, given = _tenant(args.tenant)
        report = verify_store(args.uri, public_key=public_key, since=args.since, until=args.until, tenant=tenant,
                              tenant_given=given, jobs=args.jobs)
    if args.json:
        print(json.dumps(report.to_dict(), indent=1, sort_keys=True))
    else:
        print("\n".join(report.lines()))
    return EXIT_OK if report.ok else EXIT_DAMAGE


def _export(args: argparse.Namespace) -> int:
    request_ids = list(args.request_ids or [])
    if args.requests_file is not None:
        try:
            request_ids.extend(request_ids_from_file(args.requests_file))
        except OSError as exc:
            raise UsageError(f"--requests-file: {exc}") from None
    by_id = bool(args.request_ids or args.requests_file)
    by_date = args.since is not None or args.until is not None
    if by_id == by_date:
        raise UsageError("give --request-id/--requests-file, or --since and --until (not both)")
    if by_date and (args.since is None or args.until is None):
        raise UsageError("--since and --until go together")
    tenant, given = _tenant(args.tenant)
    try:
        result = export_bundle(args.uri, args.out, request_ids=request_ids if by_id else None, since=args.since,
                               until=args.until, tenant=tenant, tenant_given=given)
    except ExportError as exc:
        raise UsageError(str(exc)) from None
    rows = ", ".join(f"{n} {table}" for table, n in sorted(result.rows.items()))
    print(f"exported {result.requests} requests ({rows}; {result.chains} chains, {result.unchained} unchained rows)"
          f" to {result.out_dir}")
    if result.unanchored:
        print(f"warning: {result.unanchored} chains have rows after their last checkpoint: not yet verifiable")
    if result.missing_blobs:
        print(f"warning: {len(result.missing_blobs)} passages or policies are missing from the store")
    return EXIT_OK


def _redact(args: argparse.Namespace) -> int:
    try:
        key = SigningKey.load(args.signing_key)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    tenant, _ = _tenant(args.tenant)
    result = redact_request(args.uri, tenant, args.request_id, args.reason, signing_key=key)
    if not result.objects:
        raise UsageError(f"no rows of request {args.request_id!r} in tenant {args.tenant!r}")
    print(f"redacted {result.rows} rows of {args.request_id} from {len(result.objects)} objects "
          f"({result.records} redaction records, {result.unchained} unchained rows removed without one)")
    for key_name, why in result.undeletable.items():
        print(f"could not delete {key_name}: {why}", file=sys.stderr)
    return EXIT_DAMAGE if result.undeletable else EXIT_OK


def _keygen(args: argparse.Namespace) -> int:
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    private, public = out / PRIVATE_KEY_FILE, out / PUBLIC_KEY_FILE
    if private.exists() or public.exists():
        raise UsageError(f"{out} already holds a key; not overwriting it")
    key = SigningKey.generate()
    fd = os.open(private, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key.private_pem())
    public.write_bytes(key.public_pem())
    print(f"key {key.key_id}: private {private} (keep it secret: set trace.signing_key_file or "
          f"GATE_AUDIT_SIGNING_KEY), public {public} (give it to verifiers)")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code not in (0, None) else EXIT_OK
    handlers = {"verify": _verify, "export": _export, "redact": _redact, "keygen": _keygen}
    try:
        return handlers[args.command](args)
    except UsageError as exc:
        print(f"gate-audit {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except AuditStoreError as exc:
        print(f"gate-audit {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    raise SystemExit(main())
