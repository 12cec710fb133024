"""Tool calls: the OpenAI wire form, the Hermes/Qwen `<tool_call>{json}</tool_call>` reply format, and the
text of a call's arguments that the hard checks read.

A model served through the transformers engine (or the scripted one) writes a tool call as text in its
chat template's format; `parse_tool_calls` turns such a reply into `ToolCall`s when it names a function
the request offered, and leaves any other text alone (the `tool_call` check then flags raw syntax as
usual). `arguments_text` renders a call's arguments as "key: value" lines, so `phi` reads a member ID
argument as it would read "member id: ..." in prose. The engines are what read a model's reply into
tool calls, so this module lives with them (gate/engines may import only `checks`).
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from typing import Any

# Hermes / Qwen2.5 / Qwen3: one JSON object per block; several blocks are parallel calls.
_HERMES_BLOCK = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.DOTALL)
MAX_ARGUMENT_DEPTH = 8


@dataclass(frozen=True)
class ToolCall:
    """One function call the model asked for: OpenAI's `{id, type: function, function: {name, arguments}}`."""

    id: str
    name: str
    arguments: str  # a JSON object, as text (OpenAI's form)

    def to_openai(self) -> dict[str, Any]:
        return {"id": self.id, "type": "function", "function": {"name": self.name, "arguments": self.arguments}}


def tool_names(tools: list[dict[str, Any]] | None) -> set[str]:
    """The function names a request's `tools` offer."""
    names = set()
    for tool in tools or []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            names.add(function["name"])
    return names


def parse_tool_calls(text: str, allowed_names: set[str]) -> tuple[str, tuple[ToolCall, ...]]:
    """(content left outside the blocks, tool calls) of a Hermes-format reply.

    Only blocks holding a JSON object with a `name` among `allowed_names` and object `arguments` count;
    when any block fails that, the reply is not a tool call and comes back whole, with no calls."""
    blocks = list(_HERMES_BLOCK.finditer(text))
    if not blocks or not allowed_names:
        return text, ()
    calls = []
    for block in blocks:
        try:
            payload = json.loads(block.group(1))
        except ValueError:
            return text, ()
        if not isinstance(payload, dict):
            return text, ()
        name, arguments = payload.get("name"), payload.get("arguments", payload.get("parameters", {}))
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except ValueError:
                return text, ()
        if name not in allowed_names or not isinstance(arguments, dict):
            return text, ()
        calls.append(ToolCall(id=f"call_{uuid.uuid4().hex[:24]}", name=name,
                              arguments=json.dumps(arguments, ensure_ascii=False)))
    content = _HERMES_BLOCK.sub("", text).strip()
    return content, tuple(calls)


def arguments_text(call: ToolCall) -> str:
    """A call's arguments as lines of "key: value" (nested keys joined with spaces, underscores as spaces)."""
    try:
        arguments = json.loads(call.arguments)
    except ValueError:
        return call.arguments
    lines: list[str] = []
    _flatten(arguments, [], lines, 0)
    return "\n".join(lines)


def _flatten(value: Any, path: list[str], lines: list[str], depth: int) -> None:
    if depth > MAX_ARGUMENT_DEPTH:
        lines.append(f"{' '.join(path)}: {json.dumps(value, ensure_ascii=False)}")
    elif isinstance(value, dict):
        for key, item in value.items():
            _flatten(item, [*path, str(key).replace("_", " ")], lines, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _flatten(item, path, lines, depth + 1)
    else:
        label = " ".join(path)
        lines.append(f"{label}: {value}" if label else str(value))
