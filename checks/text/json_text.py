"""The text the checks read of a JSON answer, and the way back from its offsets to JSON paths.

A request with `response_format` json_object or json_schema gets a JSON value as its answer. The
schema check reads that value; every other check reads text. So that phi finds an identifier
inside a string value (escaped or not), figures a number the passages do not hold, and
groundedness the claims of a `summary` field, the checks read a *view* of the answer built here:
one line per scalar, in document order,

    {"patient": {"date_of_birth": "1980-03-02", "notes": ["SSN 123-45-6789"]}, "days": 100}

    patient:
    date of birth: 1980-03-02
    notes: SSN 123-45-6789
    days: 100

Each line is `<label>: <value>`: the label is the value's own key (an array item takes its
array's key), with `_` and camelCase read as spaces so that the identifier detectors see
the labels they look for ("date of birth", "member id"); the value is the string decoded (escapes
read as the characters they stand for) or the number, true, false or null as written. A key
whose value is an object or an array is a line of its own (`patient:`), so every key is read.

`JsonText.locate` turns an evidence span of the view back into where it is in the answer: the
JSON path of the value (`$.patient.notes[0]`) and offsets into the raw JSON (exact inside a
string value, the whole key for a label). A path names a key only when the request's schema
declares it (`known_keys`: a `properties` name); any other key is model-written text that may
itself be an identifier, so it is written `*` (`$.*.note`). The path is therefore safe to
store beside an incident.

Plain Python; no parsing beyond the standard library's JSON reader and one linear scan.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

MAX_JSON_DEPTH = 64
"""Deepest nesting of objects and arrays an answer may have (deeper is not JSON the gate reads)."""

_WS = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SEPARATORS = re.compile(r"_+")


class NotJSON(ValueError):
    """The answer is not one JSON value (the message says why, without quoting the answer)."""


def parse_json(text: str) -> Any:
    """The JSON value `text` holds (whitespace around it allowed; NaN, Infinity and nesting deeper than
    MAX_JSON_DEPTH refused). Raises NotJSON."""
    def refuse_constant(name: str) -> Any:
        raise NotJSON(f"{name} is not JSON")

    try:
        value = json.loads(text, parse_constant=refuse_constant)
    except NotJSON:
        raise
    except RecursionError:
        raise NotJSON(f"the JSON nests deeper than {MAX_JSON_DEPTH} levels") from None
    except ValueError as exc:
        message = exc.msg if isinstance(exc, json.JSONDecodeError) else "not JSON"
        where = f" at line {exc.lineno} column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise NotJSON(f"not valid JSON: {message}{where}") from None
    if json_depth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise NotJSON(f"the JSON nests deeper than {MAX_JSON_DEPTH} levels")
    return value


def json_depth(value: Any, limit: int) -> int:
    """Nesting depth of a JSON value (objects and arrays), counted up to `limit` + 1; iterative."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if not isinstance(item, (dict, list)):
            continue
        deepest = max(deepest, depth)
        if deepest > limit:
            break
        stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def json_path(path: Iterable[str | int], known_keys: frozenset[str] | None = None) -> str:
    """`$.patient.notes[0]`: keys in `known_keys` (all keys when None) as they are, others as `*`."""
    parts = ["$"]
    for step in path:
        if isinstance(step, int):
            parts.append(f"[{step}]")
        elif known_keys is not None and step not in known_keys:
            parts.append(".*")
        elif _PLAIN_KEY.match(step):
            parts.append(f".{step}")
        else:
            parts.append(f"[{json.dumps(step)}]")
    return "".join(parts)


def label_of(key: str) -> str:
    """A key as a label the text readers know: `date_of_birth`, `dateOfBirth` -> `date of birth`; a key that is not
    a plain name (`123-45-6789`, `first name`) is read as it is."""
    if not _PLAIN_KEY.match(key):
        return key
    return _SEPARATORS.sub(" ", _CAMEL.sub(" ", key)).strip().lower() or key


@dataclass(frozen=True)
class Segment:
    """One line of the view: [start, end) in the view, the value's path, and where it lies in the raw JSON.

    The value part starts at `value_start` in the view; `raw_offsets` gives, per character of a decoded
    string value, its offset in the raw JSON (None: the value is written as it is, from `raw_start` + 1
    for a string, `raw_start` otherwise). `label_raw` is the raw span of the key the label was read from."""

    start: int
    end: int
    path: tuple[str | int, ...]
    value_start: int
    raw_start: int
    raw_end: int
    label_raw: tuple[int, int] | None = None
    quoted: bool = False
    raw_offsets: tuple[int, ...] | None = None

    def raw_at(self, offset: int) -> int:
        """The raw offset of view offset `offset` (inside this segment)."""
        if offset < self.value_start:
            return self.label_raw[0] if self.label_raw else self.raw_start
        index = offset - self.value_start
        if self.raw_offsets is not None:
            return self.raw_offsets[index] if index < len(self.raw_offsets) else self.raw_end - 1
        return min(self.raw_start + (1 if self.quoted else 0) + index, self.raw_end)

    def raw_after(self, offset: int) -> int:
        """The raw offset just past the character at view offset `offset`."""
        if offset < self.value_start:
            return self.label_raw[1] if self.label_raw else self.raw_end
        index = offset - self.value_start
        if self.raw_offsets is not None:
            return self.raw_offsets[index + 1] if index + 1 < len(self.raw_offsets) else self.raw_end - 1
        return min(self.raw_start + (1 if self.quoted else 0) + index + 1, self.raw_end)


@dataclass(frozen=True)
class JsonText:
    """A JSON answer (`raw`, its parsed `value`) and the text the checks read of it (`text`, `segments`)."""

    raw: str
    value: Any
    text: str
    segments: tuple[Segment, ...]
    known_keys: frozenset[str] | None = None
    _starts: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @classmethod
    def of(cls, raw: str, known_keys: frozenset[str] | None = None) -> "JsonText":
        """The view of `raw`; NotJSON when it is not one JSON value."""
        value = parse_json(raw)
        lines: list[str] = []
        segments: list[Segment] = []
        position = 0
        for leaf in _scan(raw):
            path, label, label_raw, raw_start, raw_end, shown, quoted, offsets = leaf
            prefix = f"{label}: " if label is not None else ""
            line = prefix + shown if shown is not None else (prefix.rstrip() if prefix else "")
            if not line:
                continue
            if lines:
                position += 1  # the newline before this line
            segments.append(Segment(position, position + len(line), path, position + len(prefix), raw_start,
                                    raw_end, label_raw, quoted, offsets))
            lines.append(line)
            position += len(line)
        segs = tuple(segments)
        return cls(raw, value, "\n".join(lines), segs, known_keys, tuple(s.start for s in segs))

    def segment_at(self, offset: int) -> Segment | None:
        """The segment holding view offset `offset` (a newline between two belongs to the next)."""
        if not self.segments:
            return None
        index = bisect.bisect_right(self._starts, offset) - 1
        if index < 0:
            return self.segments[0]
        segment = self.segments[index]
        if offset >= segment.end and index + 1 < len(self.segments):
            return self.segments[index + 1]
        return segment

    def path_at(self, offset: int) -> str | None:
        """The JSON path of the value at view offset `offset`."""
        segment = self.segment_at(offset)
        return None if segment is None else json_path(segment.path, self.known_keys)

    def locate(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(JSON path, raw start, raw end) of the view span [start, end); None when the view is empty."""
        first = self.segment_at(start)
        if first is None:
            return None
        last = self.segment_at(max(start, end - 1)) or first
        start_in = min(max(start, first.start), max(first.end - 1, first.start))
        end_in = min(max(end - 1, last.start), max(last.end - 1, last.start))
        raw_start = first.raw_at(start_in)
        raw_end = max(raw_start, last.raw_after(end_in))
        return json_path(first.path, self.known_keys), raw_start, raw_end


def schema_keys(schema: Any) -> frozenset[str]:
    """Every name a JSON schema declares for an object's keys (`properties`, `required`, `dependentRequired`),
    at any depth: the keys a JSON path may name as they are."""
    names: set[str] = set()
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        properties = node.get("properties")
        if isinstance(properties, dict):
            names.update(k for k in properties if isinstance(k, str))
        for key in ("required", "dependentRequired"):
            declared = node.get(key)
            if isinstance(declared, list):
                names.update(k for k in declared if isinstance(k, str))
            elif isinstance(declared, dict):
                names.update(k for k in declared if isinstance(k, str))
        stack.extend(node.values())
    return frozenset(names)


def located_evidence(evidence: Any, view: JsonText) -> Any:
    """An evidence item (checks.base.Evidence) of a check that read `view.text`, moved onto the raw JSON: offsets
    into `view.raw` and `detail["json_path"]`. An item without offsets is returned as it is."""
    if evidence.start is None or evidence.end is None:
        return evidence
    located = view.locate(evidence.start, evidence.end)
    if located is None:
        return evidence
    path, start, end = located
    return replace(evidence, start=start, end=end, detail={**evidence.detail, "json_path": path})


# ---------------------------------------------------------------- the scan

_Leaf = tuple[tuple[str | int, ...], "str | None", "tuple[int, int] | None", int, int, "str | None", bool,
              "tuple[int, ...] | None"]


def _string_at(raw: str, start: int) -> tuple[str, int, tuple[int, ...] | None]:
    """The string literal opening at `start` (a quote): its value, the offset after its closing quote, and the raw
    offset of each decoded character when it holds escapes (None: character i is at start + 1 + i)."""
    value, end = json.decoder.scanstring(raw, start + 1)
    body = raw[start + 1:end - 1]
    if "\\" not in body:
        return value, end, None
    offsets: list[int] = []
    j = start + 1
    while j < end - 1:
        offsets.append(j)
        if raw[j] != "\\":
            j += 1
        elif raw[j + 1] == "u":
            code = int(raw[j + 2:j + 6], 16)
            pair = (0xD800 <= code < 0xDC00 and raw[j + 6:j + 8] == "\\u"
                    and 0xDC00 <= int(raw[j + 8:j + 12], 16) < 0xE000)
            j += 12 if pair else 6
        else:
            j += 2
    return value, end, tuple(offsets) if len(offsets) == len(value) else None


def _ws(raw: str, position: int) -> int:
    return _WS.match(raw, position).end()  # type: ignore[union-attr]


def _scan(raw: str) -> list[_Leaf]:
    """The scalars and container keys of valid JSON `raw`, in document order (iterative: no recursion)."""
    leaves: list[_Leaf] = []
    # Open containers: [kind ("o"/"a"), path, label, next index].
    stack: list[list[Any]] = []
    path: tuple[str | int, ...] = ()
    label: str | None = None
    label_raw: tuple[int, int] | None = None
    i = _ws(raw, 0)
    while True:
        char = raw[i]
        if char in "{[":
            if path and label is not None and label_raw is not None and not isinstance(path[-1], int):
                leaves.append((path, label, label_raw, i, i + 1, None, False, None))  # the key's own line
            stack.append(["o" if char == "{" else "a", path, label, 0])
            i = _ws(raw, i + 1)
            if raw[i] in "}]":  # empty: closed at once
                stack.pop()
                i += 1
            else:
                if char == "{":
                    path, label, label_raw, i = _key(raw, i, stack[-1][1])
                else:
                    path, label_raw = (*stack[-1][1], 0), None
                continue
        elif char == '"':
            value, end, offsets = _string_at(raw, i)
            leaves.append((path, label, label_raw, i, end, value, True, offsets))
            i = end
        else:
            match = _SCALAR.match(raw, i)
            end = match.end() if match else len(raw)
            leaves.append((path, label, label_raw, i, end, raw[i:end], False, None))
            i = end
        # After a value: close what ends here, then move to the next member or item.
        while True:
            i = _ws(raw, i)
            if not stack:
                return leaves
            top = stack[-1]
            if raw[i] == ",":
                i = _ws(raw, i + 1)
                if top[0] == "o":
                    path, label, label_raw, i = _key(raw, i, top[1])
                else:
                    top[3] += 1
                    path, label, label_raw = (*top[1], top[3]), top[2], None
                break
            stack.pop()  # "}" or "]"
            i += 1


def _key(raw: str, i: int, parent: tuple[str | int, ...]) -> tuple[tuple[str | int, ...], str, tuple[int, int], int]:
    """The member key at `i` of an object at `parent`: (its value's path, label, raw span, offset of the value)."""
    key, end, _ = _string_at(raw, i)
    colon = _ws(raw, end)
    return (*parent, key), label_of(key), (i, end), _ws(raw, colon + 1)
