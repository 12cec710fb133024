"""`tool_call` (soft): the answer is, in its entirety, raw tool-call syntax instead of prose.

After stripping whitespace and one surrounding code fence, the answer fires when it is a JSON
object (or array of objects) shaped like a call ({"name": ..., "arguments": ...},
{"function": ...}, {"tool_calls": [...]}), one or more <tool_call>...</tool_call> blocks (or
another chat template's tool-call token), or call expressions such as
`functions.lookup({...})` / `lookup(benefit="x")` and nothing else. JSON or tags mentioned
inside prose do not fire.
"""

from __future__ import annotations

import json
import re

from checks.base import Check, CheckResult, Evidence
from checks.context import RequestContext

_FENCE = re.compile(r"^```[\w-]*[ \t]*\n?(?P<body>.*?)\n?```$", re.DOTALL)
_TAG_BLOCK = re.compile(
    r"<(?P<tag>tool_call|tool_calls|function_call|functioncall|function_calls)>.*?</(?P=tag)>"
    r"|<function=[\w.-]+>.*?</function>",
    re.DOTALL | re.IGNORECASE,
)
_CALL_TOKEN_START = re.compile(
    r"^(?:\[TOOL_CALLS\]|<\|python_tag\|>|<\|tool_calls?(?:_section)?_begin\|>|<\|tool_call\|>|<tool_call>|<function=)"
)
_CALL_EXPRESSION = re.compile(
    r"(?:functions\.)?[A-Za-z_][\w.]*\s*\(\s*"
    r"(?:\{.*\}|\[.*\]|(?:[A-Za-z_]\w*\s*=\s*[^,()]+(?:\s*,\s*[A-Za-z_]\w*\s*=\s*[^,()]+)*)?)"  # JSON or kwargs
    r"\s*\)\s*;?",
    re.DOTALL,
)
# Near-JSON a parser rejects (single quotes, truncation) but that opens like a call.
_JSON_CALL_START = re.compile(
    r"^[\[{]\s*\{?\s*[\"']?(?:name|function|function_call|tool_calls|tool|tool_name|recipient_name)[\"']?\s*:"
)
_CALL_KEYS = frozenset({"function", "function_call", "tool_calls", "tool_call"})
_NAME_KEYS = frozenset({"name", "tool", "tool_name", "recipient_name"})
_ARGUMENT_KEYS = frozenset({"arguments", "parameters", "args", "input", "kwargs"})
_ENDINGS = frozenset("}])>`;")


class ToolCallCheck(Check):
    """Score 0.0 when the whole answer is tool-call syntax, else 1.0."""

    name = "tool_call"
    default_hard = False
    default_floor = 1.0
    default_hint = "Answer in plain prose for the reader; do not emit a tool or function call."
    runs_inline = True

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        body = answer.strip()
        if not body or (body[-1] not in _ENDINGS and not _CALL_TOKEN_START.match(body)):
            return self.result(1.0, fired=False)
        fence = _FENCE.match(body)
        if fence:
            body = fence.group("body").strip()
        shape = tool_call_shape(body)
        if shape is None:
            return self.result(1.0, fired=False)
        start = answer.find(body[:1]) if body else 0
        evidence = [Evidence(body[:200], start, start + len(body), {"shape": shape})]
        feedback = (
            "Write the answer itself in plain prose for the reader, using the supplied passages; "
            "no tool or function can be called here."
        )
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback)


def tool_call_shape(body: str) -> str | None:
    """The kind of tool-call syntax `body` consists of, or None when it is (also) something else."""
    if not body:
        return None
    if _CALL_TOKEN_START.match(body) and not body.startswith(("<tool_call>", "<function=")):
        return "call_token"
    if body[0] in "{[":
        try:
            parsed = json.loads(body)
            is_call = _is_call_json(parsed)
        except (ValueError, RecursionError):  # not JSON, or nested deeper than a parser follows
            return "json" if _JSON_CALL_START.match(body) else None
        return "json" if is_call else None
    if body[0] == "<":
        return "tags" if _TAG_BLOCK.sub("", body).strip() == "" else None
    lines = [line for line in body.splitlines() if line.strip()]
    if lines and _CALL_EXPRESSION.fullmatch(body):
        return "call_expression"
    if len(lines) > 1 and all(_CALL_EXPRESSION.fullmatch(line.strip()) for line in lines):
        return "call_expression"
    return None


def _is_call_json(value: object) -> bool:
    if isinstance(value, list):
        return bool(value) and all(_is_call_json(item) for item in value)
    if not isinstance(value, dict):
        return False
    keys = set(value)
    if keys & _CALL_KEYS:
        return True
    return bool(keys & _NAME_KEYS) and bool(keys & _ARGUMENT_KEYS)
