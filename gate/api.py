"""HTTP request and response models of the gate (the protocol layer of the ingress).

Bodies are strict (unknown fields are rejected) so that a typo in a field name is a 422 that
names it, not a silently ignored option; numbers and booleans are strict too (`temperature:
true` is a 422, not 1.0). Every text field is bounded: short labels here (`max_length`), the
large ones (query, answer, sources' texts, chat messages) by `gate.limits.InputLimits`, which
answers 413 naming the field.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import json

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from checks.builtin.json_schema import schema_problem
from checks.context import RequestContext, Source, unique_source_ids
from checks.text.json_text import json_depth
from gate.prompts import Conversation

# Letters, digits and . _ : - (128 at most, `REQUEST_ID_MAX`), not dots alone: an ID is a key segment in the
# store, where `.` and `..` would name a directory.
REQUEST_ID_PATTERN = r"^\.*[A-Za-z0-9_:\-][A-Za-z0-9._:\-]*$"
REQUEST_ID_MAX = 128
MAX_NAME_CHARS = 64  # profile and check names
MAX_CHECKS = 32
MAX_MESSAGES = 256  # a hard ceiling; InputLimits.max_messages is the configured one
MAX_CONTENT_PARTS = 64


class ErrorDetail(BaseModel):
    message: str = Field(description="What is wrong, in words.")
    type: str = Field(description="Error class: invalid_request_error, authentication_error, server_error, gate_blocked ...")
    param: str | None = Field(description="The field at fault (dotted path), 'body', or null.")
    code: str = Field(description="Machine-readable reason: too_large, check_unavailable, deadline_exceeded ...")


class ErrorResponse(BaseModel):
    """Every error the gate answers: 400 (not JSON / not UTF-8 / nested too deep), 401, 404, 405, 413, 422, 503."""

    error: ErrorDetail = Field(description="The error.")


class GenerationOptions(BaseModel):
    """Sampling options for the generator."""

    model_config = ConfigDict(extra="forbid")

    max_tokens: int | None = Field(
        default=None, ge=1, le=32768, strict=True,
        description="Most tokens the generator may write per attempt; default and ceiling: the policy's gate.max_tokens.",
    )
    temperature: float | None = Field(
        default=None, ge=0.0, le=2.0, strict=True,
        description="Temperature of the first attempt; retries never go above it. Default: the policy's schedule.",
    )


class _Grounded(BaseModel):
    """Fields shared by every request that carries sources."""

    model_config = ConfigDict(extra="forbid")

    sources: list[Source] = Field(description="Passages the answer must be grounded in; IDs must be unique.")
    document: str | None = Field(default=None, description="The document the question names, if any (bounded by limits.max_label_bytes).")
    allowed_identifiers: list[str] = Field(
        default_factory=list,
        description="Identifiers the answer may contain although they look like PHI (limits.max_identifiers entries).",
    )
    reference_codes: list[str] | None = Field(
        default=None, description="Codes the answer may use (ICD-10, CPT ...; limits.max_identifiers entries)."
    )

    _unique_sources = field_validator("sources")(unique_source_ids)

    def context(self, query: str, profile: str) -> RequestContext:
        return RequestContext(
            query=query,
            sources=tuple(self.sources),
            document=self.document,
            allowed_identifiers=tuple(self.allowed_identifiers),
            reference_codes=None if self.reference_codes is None else tuple(self.reference_codes),
            profile=profile,
        )


class GateRequest(_Grounded):
    """POST /v1/gate: generate an answer and return it only when every check passes."""

    query: str = Field(min_length=1, description="The user's question (limits.max_query_bytes).")
    sources: list[Source] = Field(min_length=1, description="Passages the answer must be grounded in; IDs must be unique.")
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile to run (see GET /v1/checks).")
    max_attempts: int | None = Field(
        default=None, ge=1, le=10, strict=True,
        description="Attempts before escalation; default and ceiling: the policy's gate.max_attempts.",
    )
    request_id: str | None = Field(
        default=None, pattern=REQUEST_ID_PATTERN, max_length=REQUEST_ID_MAX,
        description="Caller's ID, unique per tenant: a retry with the same body gets the recorded outcome, another "
        "body with the same ID 409 request_id_conflict. Generated when absent.",
    )
    generation: GenerationOptions = Field(default_factory=GenerationOptions, description="Sampling options.")


class VerifyRequest(_Grounded):
    """POST /v1/verify: check an answer generated elsewhere; no generation, no retry."""

    answer: str = Field(description="The answer to verify (limits.max_answer_bytes).")
    query: str = Field(default="", description="The question the answer responds to.")
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile to run.")
    checks: list[Annotated[str, Field(max_length=MAX_NAME_CHARS)]] | None = Field(
        default=None, min_length=1, max_length=MAX_CHECKS, description="Run only these checks."
    )
    request_id: str | None = Field(
        default=None, pattern=REQUEST_ID_PATTERN, max_length=REQUEST_ID_MAX,
        description="Caller's ID, unique per tenant: a retry with the same body gets the recorded outcome, another "
        "body with the same ID 409 request_id_conflict. Generated when absent.",
    )


class CheckSummary(BaseModel):
    score: float = Field(description="Score in [0, 1].")
    passed: bool = Field(description="Whether the score reached the check's floor.")
    fired: bool = Field(description="Whether the check's pre-check found something to examine.")


class PassedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["passed"] = Field(description="Every check passed.")
    output: str = Field(description="The verified answer.")
    attempts: int = Field(description="Attempts made.")
    healed: bool = Field(description="True when an earlier attempt failed and a retry passed.")
    scores: dict[str, float] = Field(description="Score per check of the returned answer.")
    checks: dict[str, CheckSummary] = Field(description="Result per check of the returned answer.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class BlockedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["blocked"] = Field(description="A hard check failed; nothing is returned.")
    check: str = Field(description="The (first) hard check that failed.")
    checks: list[str] = Field(description="Every hard check that failed.")
    incident_id: str = Field(description="ID of the incident row written for this request.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class EscalationReason(BaseModel):
    """Why a check failed, without its evidence: the claims and figures of a rejected answer never leave
    the gate (reviewers read them in the traces)."""

    check: str = Field(description="The failing check.")
    score: float = Field(description="Its score on the last attempt.")
    reason: str = Field(
        description="Reason code: below_floor, check_error (its backend failed closed), no_sources, "
        "no_judge ... never the answer's text."
    )


class EscalatedResponse(BaseModel):
    request_id: str = Field(description="The request's ID.")
    status: Literal["escalated"] = Field(description="Still failing after the last attempt; a person must review it.")
    attempts: int = Field(description="Attempts made.")
    failed: list[str] = Field(description="Checks that failed on the last attempt.")
    reasons: list[EscalationReason] = Field(description="Why each failing check failed.")
    status_url: str | None = Field(default=None, description="Where to follow the review: GET /v1/requests/{request_id}.")
    model_calls: int = Field(default=0, description="Model calls (LLM and NLI) the checks made over every attempt.")
    nli_pairs: int = Field(default=0, description="(premise, claim) pairs the NLI pool scored over every attempt.")


class OverrideRequest(BaseModel):
    """POST /v1/overrides: a reviewer's verdict on a gate decision."""

    model_config = ConfigDict(extra="forbid")

    request_id: str = Field(
        pattern=REQUEST_ID_PATTERN, max_length=REQUEST_ID_MAX,
        description="The gated request being reviewed; it must be one this gate answered recently (404 otherwise).",
    )
    reviewer: str | None = Field(
        default=None, min_length=1, max_length=256,
        description="Who reviewed it: taken from the credentials (a reviewer key's name, or `service:<tenant>` for a "
        "tenant's API key); a value naming anyone else is refused (403 reviewer_mismatch). Leave it out.",
    )
    tenant: str | None = Field(
        default=None, max_length=MAX_NAME_CHARS,
        description="A reviewer key's override: the tenant whose request it is, when the reviewer sees several and "
        "the ID is in more than one (409 ambiguous_request otherwise). An API key's tenant is its own.",
    )
    verdict: Literal["agree", "disagree"] = Field(description="Whether the reviewer agrees with the gate's decision.")
    note: str = Field(default="", max_length=8192, description="Free-text reason.")


class DecisionBody(BaseModel):
    """POST /v1/review/requests/{id}/decision: a reviewer's decision (reviewer keys only)."""

    model_config = ConfigDict(extra="forbid")

    action: Literal["release", "reject", "confirm", "overturn"] = Field(
        description="Escalated: release or reject. Blocked: confirm the block, or overturn it (releases only an edit that passes)."
    )
    text: str | None = Field(
        default=None, max_length=64_000,
        description="An edited answer to release instead of the gate's; re-verified with the hard checks before it leaves.",
    )
    note: str = Field(default="", max_length=8192, description="Why (kept in the decision row).")
    case_uid: str | None = Field(default=None, pattern=REQUEST_ID_PATTERN, max_length=REQUEST_ID_MAX,
                                 description="The case decided; default the latest.")


class RequestDecision(BaseModel):
    action: str = Field(description="release, reject, confirm or overturn.")
    edited: bool = Field(description="Whether the reviewer released an edited answer.")
    decided_at: str = Field(description="When (ISO 8601, UTC).")


class RequestStatusResponse(BaseModel):
    """GET /v1/requests/{id}: the request's fate; the answer only once it left the gate."""

    request_id: str = Field(description="The request's ID.")
    status: Literal["passed", "blocked", "escalated", "released", "rejected", "cancelled", "error"] = Field(
        description="passed, blocked, escalated (pending review), released by a reviewer, or rejected."
    )
    output: str | None = Field(default=None, description="The answer that left: the passed or released text; null otherwise.")
    checks: list[str] = Field(default_factory=list, description="The checks that held it back.")
    received_at: str | None = Field(default=None, description="When the gate decided it (ISO 8601, UTC).")
    decision: RequestDecision | None = Field(default=None, description="The reviewer's decision, once made.")


class ContentPart(BaseModel):
    """An OpenAI content part; only `text` parts are read."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(max_length=MAX_NAME_CHARS, description="Part type; 'text' parts are read, others ignored.")
    text: str | None = Field(default=None, description="The text of a 'text' part.")


MAX_TOOLS = 64
MAX_TOOL_CALLS = 16
MAX_STOP = 4
MAX_TOOL_SCHEMA_BYTES = 32_000  # one tool's `parameters`, as JSON text
MAX_TOOL_SCHEMA_DEPTH = 32  # nesting of one tool's `parameters` (objects and arrays)
TOOL_NAME_PATTERN = r"^[A-Za-z0-9_\-]{1,64}$"


def field_error(loc: tuple[str | int, ...], message: str, value: Any) -> ValidationError:
    """A validation error at `loc` (raised inside a model validator, pydantic prefixes the model's own location),
    so the 422 names the field at fault rather than the whole body."""
    return ValidationError.from_exception_data("ChatCompletionRequest", [
        InitErrorDetails(type=PydanticCustomError("invalid_field", message), loc=loc, input=value)])


class ToolFunction(BaseModel):
    """A function the model may call (OpenAI's `tools[].function`)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=TOOL_NAME_PATTERN, description="The function's name (letters, digits, _ and -; 64 at most).")
    description: str | None = Field(default=None, max_length=8192, description="What the function does, for the model.")
    parameters: dict[str, Any] | None = Field(default=None, description="JSON schema of the function's arguments object.")
    strict: bool | None = Field(default=None, description="OpenAI's strict schema adherence flag (passed to the generator).")

    @field_validator("parameters")
    @classmethod
    def _bounded_schema(cls, parameters: dict[str, Any] | None) -> dict[str, Any] | None:
        """A tool's schema goes into every prompt: bounded in size and depth like every other input."""
        if parameters is None:
            return None
        if json_depth(parameters, MAX_TOOL_SCHEMA_DEPTH) > MAX_TOOL_SCHEMA_DEPTH:
            raise ValueError(f"the schema nests deeper than {MAX_TOOL_SCHEMA_DEPTH} levels")
        size = len(json.dumps(parameters, ensure_ascii=False).encode("utf-8", "surrogatepass"))
        if size > MAX_TOOL_SCHEMA_BYTES:
            raise ValueError(f"the schema is {size} bytes of JSON; at most {MAX_TOOL_SCHEMA_BYTES} are allowed")
        return parameters


class Tool(BaseModel):
    """One entry of `tools`: only function tools exist."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always 'function'.")
    function: ToolFunction = Field(description="The function.")


class ToolChoiceFunction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=TOOL_NAME_PATTERN, description="The function the model must call; one of `tools`.")


class ToolChoiceNamed(BaseModel):
    """`tool_choice` naming one function."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always 'function'.")
    function: ToolChoiceFunction = Field(description="The function to call.")


class ToolCallFunction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=TOOL_NAME_PATTERN, description="The function called.")
    arguments: str = Field(max_length=32_000, description="Its arguments: a JSON object, as text.")


class AssistantToolCall(BaseModel):
    """A tool call an earlier assistant turn made (`messages[].tool_calls[]`)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, max_length=128, description="The call's ID; the tool message answering it names it.")
    type: Literal["function"] = Field(default="function", description="Always 'function'.")
    function: ToolCallFunction = Field(description="The function and its arguments.")


class StreamOptions(BaseModel):
    """OpenAI's `stream_options`, plus the gate's opt-in keep-alive."""

    model_config = ConfigDict(extra="forbid")

    include_usage: bool = Field(default=False, strict=True, description="Send a last chunk with `usage` (and empty `choices`).")
    keepalive_s: float | None = Field(
        default=None, ge=1.0, le=60.0, strict=False,
        description="Send an SSE comment every this many seconds while the answer is verified (opt-in). The response "
        "status is then committed as 200 before the verdict: a blocked or escalated request ends with an error event "
        "instead of its 422. Default: off (the status is the verdict's).",
    )
    mode: Literal["buffered", "sentence"] | None = Field(
        default=None,
        description="The gate's streaming mode: 'buffered' sends the answer once every check passed; 'sentence' "
        "sends each sentence once it passed its checks (the status is then 200 from the start: a blocked or "
        "escalated answer ends with an error event, healing continues after the text sent). Default: the "
        "profile's `stream` setting. The response's Gate-Stream-Mode header says which mode was used.",
    )


class JsonSchemaFormat(BaseModel):
    """`response_format.json_schema`: the schema the answer must validate against (OpenAI's shape)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    name: str = Field(pattern=TOOL_NAME_PATTERN, description="The schema's name (letters, digits, _ and -; 64 at most).")
    description: str | None = Field(default=None, max_length=8192, description="What the answer is, for the model.")
    json_schema_: dict[str, Any] | None = Field(
        default=None, alias="schema",
        description="A JSON schema (2020-12): 32,000 bytes of JSON, 32 levels, 512 properties and 64 regular "
        "expressions at most, local `$ref`s only; a `pattern` that can backtrack catastrophically (a quantifier or "
        "an alternation inside a repeated group, a backreference) is refused. Absent: any JSON object.",
    )
    strict: bool | None = Field(default=None, description="OpenAI's strict flag (passed to the generator).")

    @model_validator(mode="after")
    def _bounded_schema(self) -> "JsonSchemaFormat":
        """The client's schema is bounded before any answer is read: refused naming the place inside it."""
        if self.json_schema_ is not None:
            problem = schema_problem(self.json_schema_)
            if problem is not None:
                location, message = problem
                raise field_error(("schema", *location), message, None)
        return self


class ResponseFormat(BaseModel):
    """OpenAI's `response_format`: text (the default), any JSON object, or JSON valid against a schema."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text", "json_object", "json_schema"] = Field(
        description="text: prose; json_object: one JSON object; json_schema: a JSON value valid against `json_schema`."
    )
    json_schema: JsonSchemaFormat | None = Field(default=None, description="The schema (type json_schema only).")

    @model_validator(mode="after")
    def _schema_with_its_type(self) -> "ResponseFormat":
        if self.type == "json_schema" and self.json_schema is None:
            raise field_error(("json_schema",), "type json_schema needs `json_schema` ({name, schema})", None)
        if self.type != "json_schema" and self.json_schema is not None:
            raise field_error(("json_schema",), f"only allowed with type json_schema, not {self.type!r}", None)
        return self

    def for_generator(self) -> dict[str, Any] | None:
        """What the generator is sent (OpenAI's form; vLLM constrains decoding to it), None for text."""
        if self.type == "text":
            return None
        if self.json_schema is None:
            return {"type": self.type}
        return {"type": "json_schema", "json_schema": self.json_schema.model_dump(by_alias=True, exclude_none=True)}


class ChatMessage(BaseModel):
    """One turn of the conversation. Unknown fields (SDKs echo `audio`, `annotations` ...) are not read."""

    model_config = ConfigDict(extra="allow")

    role: Literal["system", "user", "assistant", "tool", "developer"] = Field(description="Author of the message.")
    content: str | Annotated[list[ContentPart], Field(max_length=MAX_CONTENT_PARTS)] | None = Field(
        default=None,
        description="Text, or OpenAI content parts (limits.max_message_bytes of text per message). A tool message's "
        "content is material the answer is checked against, as the passage whose ID is its tool_call_id.",
    )
    name: str | None = Field(default=None, max_length=MAX_NAME_CHARS, description="The author's name (passed to the model).")
    tool_calls: list[AssistantToolCall] | None = Field(
        default=None, max_length=MAX_TOOL_CALLS, description="An assistant turn's tool calls."
    )
    tool_call_id: str | None = Field(
        default=None, min_length=1, max_length=128,
        description="A tool message: the call it answers; also the source ID its content is cited by.",
    )
    refusal: str | None = Field(default=None, max_length=8192, description="An assistant turn's refusal (echoed by SDKs).")

    @model_validator(mode="after")
    def _tool_fields(self) -> "ChatMessage":
        if self.role == "tool" and not self.tool_call_id:
            raise ValueError("a tool message needs tool_call_id (the call it answers)")
        if self.tool_call_id is not None and not self.tool_call_id.strip():
            raise field_error(("tool_call_id",), "tool_call_id must not be blank (it is the ID the tool's result is "
                              "cited by)", self.tool_call_id)
        if self.role != "tool" and self.tool_call_id is not None:
            raise ValueError("tool_call_id belongs on tool messages only")
        if self.role != "assistant" and self.tool_calls:
            raise ValueError("tool_calls belong on assistant messages only")
        return self

    def text(self) -> str:
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "".join(part.text or "" for part in self.content if part.type == "text")

    def to_prompt(self) -> dict[str, Any]:
        """The message as the generator's chat template reads it (OpenAI's form, text content only)."""
        message: dict[str, Any] = {"role": self.role, "content": self.text()}
        if self.name:
            message["name"] = self.name
        if self.tool_calls:
            message["tool_calls"] = [call.model_dump() for call in self.tool_calls]
        if self.tool_call_id:
            message["tool_call_id"] = self.tool_call_id
        return message


# OpenAI fields the gate cannot honour: refused when set to anything but their no-op value, never ignored.
UNSUPPORTED_CHAT_FIELDS: dict[str, tuple[Any, ...]] = {
    "frequency_penalty": (None, 0, 0.0),
    "presence_penalty": (None, 0, 0.0),
    "logit_bias": (None, {}),
    "logprobs": (None, False),
    "top_logprobs": (None, 0),
    "functions": (None, []),
    "function_call": (None, "none", "auto"),
    "audio": (None,),
    "modalities": (None, ["text"]),
    "prediction": (None,),
    "web_search_options": (None,),
}


class ChatCompletionRequest(_Grounded):
    """POST /v1/chat/completions: OpenAI-compatible; sources travel in the extra body field `sources`.

    Unknown fields are ignored (clients add their own); the OpenAI fields the gate cannot honour are
    refused with a 422 naming them unless they hold their no-op value."""

    model_config = ConfigDict(extra="allow")

    model: str | None = Field(
        default=None, max_length=256, description="Ignored except for echo: the gate's generator is configured."
    )
    messages: list[ChatMessage] = Field(
        min_length=1, max_length=MAX_MESSAGES,
        description="The conversation, passed to the generator through its chat template; the last user message is the "
        "query the checks read (limits.max_messages).",
    )
    sources: list[Source] = Field(
        default_factory=list,
        description="Passages (extra body field). Tool messages are material too; a request needs one or the other.",
    )
    max_tokens: int | None = Field(default=None, ge=1, le=32768, strict=True, description="Most tokens per attempt.")
    max_completion_tokens: int | None = Field(
        default=None, ge=1, le=32768, strict=True, description="Alias of max_tokens."
    )
    temperature: float | None = Field(
        default=None, ge=0.0, le=2.0, strict=True, description="Temperature of the first attempt."
    )
    top_p: float | None = Field(default=None, gt=0.0, le=1.0, strict=True, description="Nucleus sampling mass, every attempt.")
    seed: int | None = Field(
        default=None, ge=0, le=2**63 - 1, strict=True,
        description="Sampling seed of the first attempt; a retry uses seed + attempt - 1 (a retry must differ).",
    )
    stop: str | Annotated[list[Annotated[str, Field(min_length=1, max_length=256)]], Field(max_length=MAX_STOP)] | None = Field(
        default=None, description="Up to 4 strings that end the reply (not included).",
    )
    user: str | None = Field(default=None, max_length=256, description="The end user's ID; passed to the generator.")
    stream: bool = Field(
        default=False, strict=True,
        description="Stream the answer as chat.completion.chunk events; it is sent only after it passed every check.",
    )
    stream_options: StreamOptions | None = Field(default=None, description="Streaming options (with stream only).")
    tools: list[Tool] | None = Field(
        default=None, max_length=MAX_TOOLS, description="Functions the model may call (passed to the generator)."
    )
    tool_choice: Literal["none", "auto", "required"] | ToolChoiceNamed | None = Field(
        default=None, description="Whether and which tool the model must call; default 'auto' with tools."
    )
    parallel_tool_calls: bool | None = Field(
        default=None, strict=True, description="Accepted; a reply may carry several calls either way."
    )
    n: int = Field(default=1, ge=1, le=1, strict=True, description="Only one choice is produced.")
    response_format: ResponseFormat | None = Field(
        default=None,
        description="`{type: json_schema, json_schema: {name, schema}}`: the answer is JSON valid against the schema "
        "(vLLM decodes to it; the CPU engine is prompted and repairs once), checked by the `json_schema` check (a "
        "violation is retried with the validation errors as feedback) and read by the other checks as its values "
        "(evidence named by JSON path). `{type: json_object}`: any JSON object. `{type: text}`: the default.",
    )
    profile: str = Field(default="default", max_length=MAX_NAME_CHARS, description="Check profile (extra body field).")
    max_attempts: int | None = Field(
        default=None, ge=1, le=10, strict=True, description="Attempts before escalation (extra body field)."
    )

    @model_validator(mode="after")
    def _coherent(self) -> "ChatCompletionRequest":
        """Rules across fields, each refused naming the field at fault."""
        if not any(m.role == "user" and m.text().strip() for m in self.messages):
            raise field_error(("messages",), "at least one non-empty user message is required", None)
        if self.stream_options is not None and not self.stream:
            raise field_error(("stream_options",), "only allowed with stream: true", self.stream_options.model_dump())
        offered: dict[str, int] = {}
        for index, tool in enumerate(self.tools or []):
            if tool.function.name in offered:
                raise field_error(("tools", index, "function", "name"),
                                  f"function {tool.function.name!r} is offered twice", tool.function.name)
            offered[tool.function.name] = index
        if isinstance(self.tool_choice, ToolChoiceNamed):
            if self.tool_choice.function.name not in offered:
                raise field_error(("tool_choice", "function", "name"),
                                  f"function {self.tool_choice.function.name!r} is not among `tools`",
                                  self.tool_choice.function.name)
        elif self.tool_choice == "required" and not self.tools:
            raise field_error(("tool_choice",), "'required' needs `tools`", self.tool_choice)
        source_ids = {source.id: index for index, source in enumerate(self.sources)}
        for index, message in enumerate(self.messages):
            if message.role == "tool" and message.tool_call_id in source_ids:
                raise field_error(
                    ("messages", index, "tool_call_id"),
                    f"{message.tool_call_id!r} is also the id of sources[{source_ids[message.tool_call_id]}]; a "
                    "citation of it would be ambiguous (a tool result is the passage its tool_call_id names)",
                    message.tool_call_id)
        for name, no_ops in UNSUPPORTED_CHAT_FIELDS.items():
            value = (self.model_extra or {}).get(name)
            if value not in no_ops:
                raise field_error((name,), f"{name}: not supported by the gate (only verified text or tool calls are "
                                  "returned)", value)
        return self

    def query(self) -> str:
        return next(m.text() for m in reversed(self.messages) if m.role == "user" and m.text().strip())

    def query_index(self) -> int:
        return max(i for i, m in enumerate(self.messages) if m.role == "user" and m.text().strip())

    def tool_sources(self) -> list[Source]:
        """Tool messages as passages: source ID = tool_call_id, text = the tool's output. Tool messages that
        share a tool_call_id (clients that number calls per turn reuse `call_0`) are one passage, their
        outputs joined: a citation of that ID may rely on any of them."""
        texts: dict[str, list[str]] = {}
        for message in self.messages:
            if message.role == "tool" and message.tool_call_id:
                texts.setdefault(message.tool_call_id, []).append(message.text())
        return [Source(id=call_id, text="\n\n".join(parts)) for call_id, parts in texts.items()]

    def tool_message_index(self, source_index: int) -> int | None:
        """The (first) message whose tool result is the passage at `source_index` of the gate request's sources."""
        position = source_index - len(self.sources)
        seen: list[str] = []
        for index, message in enumerate(self.messages):
            if message.role == "tool" and message.tool_call_id and message.tool_call_id not in seen:
                if len(seen) == position:
                    return index
                seen.append(message.tool_call_id)
        return None

    def stop_strings(self) -> list[str]:
        if self.stop is None:
            return []
        return [self.stop] if isinstance(self.stop, str) else list(self.stop)

    def to_gate_request(self) -> GateRequest:
        return GateRequest(
            query=self.query(),
            sources=[*self.sources, *self.tool_sources()],
            document=self.document,
            allowed_identifiers=self.allowed_identifiers,
            reference_codes=self.reference_codes,
            profile=self.profile,
            max_attempts=self.max_attempts,
            generation=GenerationOptions(
                max_tokens=self.max_tokens or self.max_completion_tokens, temperature=self.temperature
            ),
        )

    def to_conversation(self) -> Conversation:
        """The conversation as the generator is sent it, with the sampling options OpenAI clients set."""
        return Conversation(
            messages=[m.to_prompt() for m in self.messages], query_index=self.query_index(),
            tools=[t.model_dump(exclude_none=True) for t in self.tools] if self.tools else None,
            tool_choice=self.tool_choice if isinstance(self.tool_choice, str) or self.tool_choice is None
            else self.tool_choice.model_dump(),
            top_p=self.top_p, seed=self.seed, stop=self.stop_strings(), user=self.user,
            response_format=self.response_format.for_generator() if self.response_format else None,
        )

    def field_name(self, gate_field: str | None) -> str | None:
        """This body's own field for the field of its gate request (`to_gate_request`) an error names: the query
        is the last user message, max_tokens the alias the client sent, a tool result's passage its message."""
        if gate_field == "query":
            return f"messages.{self.query_index()}.content"
        if gate_field == "generation.max_tokens":
            return "max_tokens" if self.max_tokens is not None or self.max_completion_tokens is None else "max_completion_tokens"
        if gate_field == "sources" and not self.sources:
            return "messages"  # the material was the tool results
        if gate_field and gate_field.startswith("sources."):
            head, _, rest = gate_field[len("sources."):].partition(".")
            message = self.tool_message_index(int(head)) if head.isdigit() else None
            if message is not None:  # a tool result's passage: its message's content (the ID is its tool_call_id)
                return f"messages.{message}." + ("tool_call_id" if rest == "id" else "content")
        return gate_field
