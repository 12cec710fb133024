"""A check whose backend failed records one short line: no Ray traceback (paths, pids, IPs, actor IDs) and
no message text of chained errors reaches responses, trace rows or the log."""

from __future__ import annotations

import logging

import pytest
from pydantic import BaseModel, ValidationError
from ray.exceptions import RayTaskError

from checks.base import MAX_ERROR_CHARS, CheckConfig
from checks.context import RequestContext, Source
from checks.loop import run_checks
from checks.registry import check_class

REMOTE_TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "/home/ray/anaconda3/lib/python3.11/site-packages/ray/serve/_private/replica.py", line 1372, in call\n'
    "    result = await method(*args)\n"
    '  File "/work/main/deployments/models.py", line 120, in score\n'
    "    raise TimeoutError('the NLI pool did not answer within 30 s')\n"
    "TimeoutError: the NLI pool did not answer within 30 s\n"
    "(ServeReplica:default:NLIScorer pid=48213, ip=10.0.3.17, actor_id=9f1c2e33aa, repr=NLIScorer)"
)


def ray_error(cause: BaseException) -> BaseException:
    error = RayTaskError("score", REMOTE_TRACEBACK, cause, proctitle="ray::ServeReplica", pid=48213, ip="10.0.3.17")
    return error.as_instanceof_cause()


class Reply(BaseModel):
    sentences: list[str]


@pytest.fixture
def groundedness():
    return check_class("groundedness")(CheckConfig(), backends=None)


@pytest.mark.parametrize(("error", "expected"), [
    (lambda: ray_error(TimeoutError("the NLI pool did not answer within 30 s")),
     "TimeoutError: the NLI pool did not answer within 30 s"),
    (lambda: ConnectionError("replica died\nsecond line with details"), "ConnectionError: replica died"),
    (lambda: RuntimeError(""), "RuntimeError"),
])
def test_error_is_the_cause_type_and_first_line(groundedness, error, expected):
    result = groundedness.error_result(error())
    assert result.error == expected
    assert result.passed  # groundedness fails open by default


def test_a_ray_error_leaves_no_pid_ip_path_or_actor_in_the_result(groundedness):
    message = groundedness.error_result(ray_error(TimeoutError("the NLI pool did not answer"))).error
    for leaked in ("48213", "10.0.3.17", "actor_id", "/home/ray", "replica.py", "Traceback"):
        assert leaked not in message


def test_a_long_message_is_capped(groundedness):
    message = groundedness.error_result(ValueError("x" * 10_000)).error
    assert len(message) <= MAX_ERROR_CHARS and message.startswith("ValueError: xxx")


async def test_the_log_has_the_frames_once_and_no_chained_message(caplog):
    """The traceback is logged for operators, frame by frame; a chained validation error's input (the model's
    reply, which may quote the request) is not."""
    secret = "SSN 078-05-1120 of Jane Roe"

    class FailingBackends:
        max_chunk_tokens = 400
        has_judge = False

        async def extract_claims(self, answer):
            try:
                Reply.model_validate_json('{"sentences": "' + secret + '"}')
            except ValidationError as exc:
                raise ValueError("sentences: Input should be a valid list") from exc

    check = check_class("groundedness")(CheckConfig(), backends=FailingBackends())
    context = RequestContext(query="Is it covered?", sources=(Source(id="1", text="Dental care is covered."),))
    with caplog.at_level(logging.WARNING, logger="checks.base"):
        (result,) = await run_checks("Dental care is covered [1].", context, [check])
    assert result.error == "ValueError: sentences: Input should be a valid list", result.error
    logged = [r.getMessage() for r in caplog.records if r.name == "checks.base"]
    assert len(logged) == 1 and "extract_claims" in logged[0] and "ValidationError:" in logged[0]
    assert secret not in logged[0] and "078-05-1120" not in result.error
