"""`json_schema` (soft): the answer is one JSON value that validates against the request's schema.

A chat request with `response_format: {type: json_schema, json_schema: {schema}}` adds this check
(built from the request, not named by a profile; `checks.registry.REQUEST_CHECKS`); with
`{type: json_object}` the answer must be a JSON object, with no schema. A violation is a soft
failure: the feedback is the validation errors (JSON path and rule, at most three, never the
answer's own text), so the retry knows what to fix.

The schema is the client's, so it is bounded before any answer is read (`schema_problem`, used by
the HTTP layer to answer 422 naming the field): its size and depth, the number of properties it
declares, only local `$ref`s, and every regular expression it holds (`pattern`,
`patternProperties`): a pattern whose shape can backtrack catastrophically (a variable
quantifier or an alternation inside a repeated group, a backreference) is refused, and every
pattern runs through the `regex` module with a timeout, so even a slow one costs at most
PATTERN_TIMEOUT_S per value.

The other checks read the text view of the JSON answer (`checks.text.json_text`); this check
finds the parsed value registered for that view in the request's scratch (`register_view`), or
parses the answer itself (`/v1/verify`, a unit test).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Literal

import regex
from jsonschema import Draft202012Validator, ValidationError, validators
from jsonschema.exceptions import SchemaError
from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text.json_text import JsonText, NotJSON, json_depth, json_path, parse_json, schema_keys

MAX_SCHEMA_BYTES = 32_000
MAX_SCHEMA_DEPTH = 32
MAX_SCHEMA_PROPERTIES = 512
MAX_PATTERNS = 64
MAX_PATTERN_CHARS = 512
PATTERN_TIMEOUT_S = 0.05
MAX_ERRORS_SHOWN = 3
MAX_RULE_CHARS = 120

_VIEWS = "json_text.views"  # RequestContext.scratch key: view text -> JsonText
_PROPERTY = re.compile(r"\\[pP](?:\{[^}]*\}|[A-Za-z])")
_REPEATS = {re._parser.MAX_REPEAT, re._parser.MIN_REPEAT, getattr(re._parser, "POSSESSIVE_REPEAT", None)} - {None}


# ---------------------------------------------------------------- the client's schema, bounded

def schema_problem(schema: Any) -> tuple[tuple[str | int, ...], str] | None:
    """Why a client's JSON schema is refused, as (location inside the schema, message); None when it is usable.

    Checked in order of cost: depth, size, the declared properties, `$ref`s, the regular expressions, and last
    the schema against the 2020-12 meta-schema."""
    if not isinstance(schema, (dict, bool)):
        return (), "a JSON schema is an object (or true/false)"
    if json_depth(schema, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH:
        return (), f"the schema nests deeper than {MAX_SCHEMA_DEPTH} levels"
    size = len(json.dumps(schema, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    if size > MAX_SCHEMA_BYTES:
        return (), f"the schema is {size} bytes of JSON; at most {MAX_SCHEMA_BYTES} are allowed"
    properties = 0
    patterns: list[tuple[tuple[str | int, ...], str]] = []
    for location, node in _schema_nodes(schema):
        declared = node.get("properties")
        if isinstance(declared, dict):
            properties += len(declared)
        for key in ("$ref", "$dynamicRef"):
            ref = node.get(key)
            if isinstance(ref, str) and not ref.startswith("#"):
                return (*location, key), f"only local references ('#/...') are allowed, not {ref[:80]!r}"
        if isinstance(node.get("pattern"), str):
            patterns.append(((*location, "pattern"), node["pattern"]))
        if isinstance(node.get("patternProperties"), dict):
            patterns += [((*location, "patternProperties", key), key) for key in node["patternProperties"]]
    if properties > MAX_SCHEMA_PROPERTIES:
        return (), f"the schema declares {properties} properties; at most {MAX_SCHEMA_PROPERTIES} are allowed"
    if len(patterns) > MAX_PATTERNS:
        return (), f"the schema holds {len(patterns)} regular expressions; at most {MAX_PATTERNS} are allowed"
    for location, pattern in patterns:
        problem = pattern_problem(pattern)
        if problem:
            return location, problem
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        return tuple(exc.path), f"not a valid JSON schema (2020-12): {_short(exc.message)}"
    return None


def pattern_problem(pattern: str) -> str | None:
    """Why a schema's regular expression is refused: too long, invalid, or shaped to backtrack catastrophically
    (a variable quantifier or an alternation inside a repeated group, a backreference); None when it is safe."""
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"the regular expression is {len(pattern)} characters; at most {MAX_PATTERN_CHARS} are allowed"
    try:
        regex.compile(pattern)
        # Read by Python's own parser for its shape; a Unicode property (\p{L}), which it lacks, is read as \w.
        tree = re._parser.parse(_PROPERTY.sub(r"\\w", pattern))
    except (regex.error, re.error, RecursionError, OverflowError) as exc:
        return f"not a supported regular expression: {_short(str(exc))}"
    return _unsafe(tree, repeated=False)


def _unsafe(tree: Any, repeated: bool) -> str | None:
    """The first construct of a parsed pattern (re._parser) that can backtrack catastrophically."""
    stack = [(tree, repeated)]
    while stack:
        items, inside = stack.pop()
        for opcode, argument in items:
            if opcode in _REPEATS:
                low, high, body = argument
                if inside and low != high:
                    return "a quantifier inside a repeated group can backtrack catastrophically (e.g. (a+)+): " \
                           "rewrite it without nesting"
                stack.append((body, inside or high > 1))
            elif opcode is re._parser.BRANCH:
                if inside:
                    return "an alternation inside a repeated group can backtrack catastrophically (e.g. (a|ab)*): " \
                           "rewrite it with a character class or without the repetition"
                stack.extend((branch, inside) for branch in argument[1])
            elif opcode in (re._parser.GROUPREF, re._parser.GROUPREF_EXISTS):
                return "backreferences are not allowed in a schema's regular expressions"
            elif opcode is re._parser.SUBPATTERN:
                stack.append((argument[-1], inside))
            elif opcode in (re._parser.ASSERT, re._parser.ASSERT_NOT):
                stack.append((argument[1], inside))
            elif opcode is getattr(re._parser, "ATOMIC_GROUP", None):
                stack.append((argument, inside))
    return None


def _schema_nodes(schema: Any) -> Iterator[tuple[tuple[str | int, ...], dict[str, Any]]]:
    """Every object in a schema with its location (iterative; the schema's depth is bounded first)."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), schema)]
    while stack:
        location, node = stack.pop()
        if isinstance(node, dict):
            yield location, node
            stack.extend(((*location, key), value) for key, value in node.items())
        elif isinstance(node, list):
            stack.extend(((*location, index), value) for index, value in enumerate(node))


# ---------------------------------------------------------------- validation with bounded regular expressions

def _search(pattern: str, text: str) -> bool:
    try:
        return regex.search(pattern, text, timeout=PATTERN_TIMEOUT_S) is not None
    except TimeoutError:
        raise ValidationError(f"the pattern {pattern[:60]!r} took longer than {PATTERN_TIMEOUT_S} s") from None


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string"):
        try:
            matched = _search(pattern, instance)
        except ValidationError as exc:
            yield exc
            return
        if not matched:
            yield ValidationError(f"does not match the pattern {pattern[:60]!r}")


def _pattern_properties(validator: Any, patterns: dict[str, Any], instance: Any, schema: Any) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for pattern, subschema in patterns.items():
        for key, value in instance.items():
            try:
                matched = _search(pattern, key)
            except ValidationError as exc:
                yield exc
                return
            if matched:
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


BoundedValidator = validators.extend(
    Draft202012Validator, {"pattern": _pattern, "patternProperties": _pattern_properties}
)
"""Draft 2020-12 with `pattern` and `patternProperties` run by the `regex` module under a timeout."""


# ---------------------------------------------------------------- the check

class JsonSchemaOptions(BaseModel):
    """What the request asked for (`response_format`)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    type: Literal["json_object", "json_schema"] = Field(
        default="json_object", description="json_object: any JSON object; json_schema: a value valid against `schema`."
    )
    json_schema_: dict[str, Any] | bool | None = Field(
        default=None, alias="schema", description="The JSON schema (2020-12) the answer must validate against.",
    )
    name: str | None = Field(default=None, max_length=64, description="The schema's name, as the client gave it.")


class JsonSchemaCheck(Check):
    """Score 1.0 when the answer is JSON valid for the request's format, else 0.0 with the errors as evidence."""

    name = "json_schema"
    default_hard = False
    default_floor = 1.0
    default_hint = "Reply with only the JSON value the requested schema describes."
    runs_inline = True
    options_model = JsonSchemaOptions

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        schema = self.settings.json_schema_
        problem = schema_problem(schema) if self.settings.type == "json_schema" and schema is not None else None
        if problem is not None:
            where = json_path(problem[0])
            raise ValueError(f"json_schema: the schema at {where} is refused: {problem[1]}")
        self.validator = BoundedValidator(schema) if self.settings.type == "json_schema" and schema is not None else None
        self.known_keys = schema_keys(schema) if schema is not None else frozenset()

    @classmethod
    def for_response_format(cls, response_format: dict[str, Any], config: CheckConfig | None = None) -> "JsonSchemaCheck":
        """The check of a request's `response_format` (OpenAI's form), with the policy's settings of the check."""
        spec = response_format.get("json_schema") or {}
        options = {"type": response_format.get("type", "json_object"), "schema": spec.get("schema"), "name": spec.get("name")}
        config = config or CheckConfig()
        return cls(config.model_copy(update={"options": {**config.options, **options}}))

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        view = registered_view(context, answer)
        if view is not None:
            value = view.value
        else:
            try:
                value = parse_json(answer)
            except NotJSON as exc:
                return self._failed([Evidence(str(exc), None, None, {"json_path": "$", "rule": "json"})],
                                    f"Reply with only one JSON value ({exc}); no prose or code fence around it.")
        if self.validator is None:
            if isinstance(value, dict):
                return self.result(1.0, fired=False)
            return self._failed([Evidence("the answer is not a JSON object", None, None,
                                          {"json_path": "$", "rule": "type"})],
                                "Reply with only one JSON object ({...}).")
        try:
            errors = sorted(self.validator.iter_errors(value), key=lambda e: (len(e.path), list(map(str, e.path))))
        except RecursionError:
            errors = [ValidationError("the value nests too deep for the schema's references")]
        if not errors:
            return self.result(1.0, fired=False)
        evidence = [Evidence(_rule(error), None, None, {"json_path": json_path(error.absolute_path, self.known_keys),
                                                         "rule": str(error.validator or "json")})
                    for error in errors[:MAX_ERRORS_SHOWN]]
        fixes = "; ".join(f"{item.detail['json_path']}: {item.text}" for item in evidence)
        more = f" (and {len(errors) - MAX_ERRORS_SHOWN} more)" if len(errors) > MAX_ERRORS_SHOWN else ""
        name = f" {self.settings.name!r}" if self.settings.name else ""
        return self._failed(evidence, f"Reply with only a JSON value that validates against the schema{name}; "
                                      f"fix: {fixes}{more}.", count=len(errors))

    def _failed(self, evidence: list[Evidence], feedback: str, count: int = 1) -> CheckResult:
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics={"errors": count})


def _rule(error: ValidationError) -> str:
    """A validation error as the rule broken, never the answer's value (it may be patient data)."""
    keyword = str(error.validator)
    if keyword == "required":
        return _short(error.message)  # "'name' is a required property": the schema's name, not the answer's
    if keyword in ("pattern", "patternProperties") and "took longer" in error.message:
        return _short(error.message)
    if keyword in ("additionalProperties", "unevaluatedProperties"):
        return "has properties the schema does not allow"
    if keyword == "False":
        return "not allowed here by the schema"
    value = json.dumps(error.validator_value, ensure_ascii=False, default=str)
    return _short(f"must satisfy {keyword}: {value}")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_RULE_CHARS else text[:MAX_RULE_CHARS - 1] + "…"


# ---------------------------------------------------------------- the view the other checks read

def register_view(context: RequestContext, view: JsonText) -> None:
    """Remember `view` for this request, so that the check finds the JSON behind the text the checks were given."""
    views = context.scratch.setdefault(_VIEWS, {})
    if len(views) >= 8:  # one per attempt; bound it anyway
        views.pop(next(iter(views)))
    views[view.text] = view


def registered_view(context: RequestContext, text: str) -> JsonText | None:
    """The view registered for `text` in this request, if any."""
    views = context.scratch.get(_VIEWS)
    return views.get(text) if views else None
