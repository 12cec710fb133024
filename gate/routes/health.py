"""GET /healthz (liveness), /readyz (readiness from the trace writer's health), /v1/checks (the policy)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from gate.routes import service
from gate.service import GateService

router = APIRouter()


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """Liveness: the ingress answers."""
    return {"status": "ok"}


@router.get("/readyz", responses={503: {"description": "Degraded: traces are not reaching the store or the spool is filling."}})
async def readyz(gate: GateService = Depends(service)) -> JSONResponse:
    """Readiness: 200 {status: ok}, or 503 {status: degraded} with the trace writer's health
    (spool rows and bytes, upload failures, oldest unuploaded row's age, last error)."""
    report = gate.readiness()
    return JSONResponse(report, status_code=200 if report["status"] == "ok" else 503)


@router.get("/v1/checks")
async def list_checks(gate: GateService = Depends(service)) -> dict[str, Any]:
    """The policy's checks, built-in and your own (each of these names its `class`), and its profiles; each
    check marked available when its backend is here."""
    view = gate.policy.public_view()
    for entry in view["checks"].values():
        entry["available"] = not entry["model_based"] or gate.backends is not None
    return view
