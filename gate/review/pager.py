"""A decision pages the caller: the incident pager's signed, durable outbox, with a decision's page.

Same mechanism as `gate.traces.webhook` (fsynced outbox, HMAC-SHA256 `X-Gate-Signature`,
retries with backoff forever); the body holds IDs, the action and the new status, never text:
the client fetches the released answer from GET /v1/requests/{id}.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from gate.traces.durable import replace_file
from gate.traces.webhook import IncidentPager, IncidentWebhookConfig


def decision_page(decision: dict[str, Any]) -> dict[str, Any]:
    return {
        "event": "gate.decision",
        "decision_id": decision["decision_id"],
        "request_id": decision["request_id"],
        "tenant": decision.get("tenant"),
        "case_uid": decision["case_uid"],
        "action": decision["action"],
        "edited": decision["edited"],
        "status": decision["status_after"],
        "time": decision["ts"],
    }


class DecisionPager(IncidentPager):
    """The outbox and delivery thread of decision pages (one file per decision, named by its ID)."""

    def stage(self, decision: dict[str, Any]) -> None:  # type: ignore[override]
        page = decision_page(decision)
        replace_file(self.outbox_dir / f"{page['decision_id']}.json", json.dumps(page, sort_keys=True).encode("utf-8"))
        self.notify()


def start_decision_pager(config: IncidentWebhookConfig, spool_dir: str | os.PathLike[str]) -> DecisionPager:
    """A running pager whose outbox is `config.outbox_dir`, default `<spool_dir>/decision-outbox`."""
    outbox = Path(config.outbox_dir) if config.outbox_dir else Path(spool_dir) / "decision-outbox"
    return DecisionPager(config, outbox).start()
