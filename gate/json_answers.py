"""A chat request's JSON answer (`response_format` json_object or json_schema) in the gate loop.

Three things, all per request, so that the service stays one call per step:
- the `json_schema` check the request adds to its profile's checks (`JsonAnswers.check`);
- each attempt's answer read as JSON: the checks are given the text view of its values
  (`checks.text.json_text`), while the answer itself, its trace row and a retry's "previous answer"
  stay the raw JSON (`JsonAnswers.read`);
- the checks' evidence moved back onto the raw JSON before the rows are written: offsets into the
  answer and `detail.json_path` (`JsonAnswers.located`).
An answer that is not JSON is checked as it is (the `json_schema` check fails it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from checks.base import CheckConfig
from checks.builtin.json_schema import JsonSchemaCheck, register_view
from checks.context import RequestContext
from checks.loop import AttemptRecord, GateOutcome, Generation
from checks.text.json_text import JsonText, NotJSON, located_evidence


@dataclass(frozen=True)
class JsonGeneration(Generation):
    """A generation whose answer is JSON: the checks read `view_text`, the values of the JSON (a tool call's
    arguments when the reply is a call)."""

    view_text: str = ""

    @property
    def checked_text(self) -> str:
        return super().checked_text if self.tool_calls else self.view_text


class JsonAnswers:
    """What a JSON request's attempts need: its check, each answer's view, and the evidence located by JSON path."""

    def __init__(self, response_format: dict[str, Any], config: CheckConfig | None = None) -> None:
        self.check = JsonSchemaCheck.for_response_format(response_format, config)
        self._views: dict[str, JsonText] = {}

    def read(self, generation: Generation, context: RequestContext) -> Generation:
        """`generation` as the checks should read it: the view of its JSON (unchanged when it is not JSON or is a
        tool call)."""
        if generation.tool_calls:
            return generation
        try:
            view = JsonText.of(generation.text, self.check.known_keys)
        except NotJSON:
            return generation
        register_view(context, view)
        if len(self._views) >= 16:
            self._views.pop(next(iter(self._views)))
        self._views[generation.text] = view
        fields = {f.name: getattr(generation, f.name) for f in dataclasses.fields(Generation)}
        return JsonGeneration(**fields, view_text=view.text)

    def located(self, outcome: GateOutcome) -> GateOutcome:
        """`outcome` with each attempt's evidence moved onto its raw JSON (offsets, `detail.json_path`)."""
        return dataclasses.replace(outcome, attempts=tuple(self._located(record) for record in outcome.attempts))

    def _located(self, record: AttemptRecord) -> AttemptRecord:
        view = self._views.get(record.output)
        if view is None or not any(result.evidence for result in record.results):
            return record
        results = tuple(
            dataclasses.replace(result, evidence=tuple(located_evidence(item, view) for item in result.evidence))
            if result.evidence else result
            for result in record.results
        )
        return dataclasses.replace(record, results=results)


def json_answers(conversation: Any, config: CheckConfig | None = None) -> JsonAnswers | None:
    """The JSON handling of a chat request's `conversation`, None when it asked for text."""
    response_format = getattr(conversation, "response_format", None)
    return JsonAnswers(response_format, config) if response_format else None
