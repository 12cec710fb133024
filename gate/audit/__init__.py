"""The audit trail's read side: verify a trace store's hash chains and signed checkpoints, export a bundle a
third party verifies offline, redact a request (docs/audit.md). Plain Python: pyarrow, no Ray.

    report = verify_store("s3://bucket/gate", public_key=load_public_key(pem))
    report.ok, report.findings, "\\n".join(report.lines())
"""

from gate.audit.export import export_bundle, verify_bundle
from gate.audit.redact import redact_request
from gate.audit.verify import FINDING_KINDS, AuditStoreError, Finding, VerifyReport, verify_store

__all__ = ["FINDING_KINDS", "AuditStoreError", "Finding", "VerifyReport", "export_bundle", "redact_request",
           "verify_bundle", "verify_store"]
