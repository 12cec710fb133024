"""A scripted generator for gate-loop tests: answers come from a queue, every call is recorded."""

from __future__ import annotations

from dataclasses import dataclass, field

from checks.context import RequestContext
from checks.loop import Generation, Retry


@dataclass
class GeneratorCall:
    context: RequestContext
    feedback: str | None
    temperature: float
    previous_answer: str | None = None


@dataclass
class ScriptedGenerator:
    """Returns enqueued answers in order (an enqueued exception is raised instead); fails loudly when
    the script runs out."""

    answers: list[str | BaseException] = field(default_factory=list)
    calls: list[GeneratorCall] = field(default_factory=list)

    def enqueue(self, *answers: str | BaseException) -> "ScriptedGenerator":
        self.answers.extend(answers)
        return self

    async def __call__(self, context: RequestContext, retry: Retry | None, temperature: float) -> Generation:
        self.calls.append(GeneratorCall(
            context, retry.feedback if retry else None, temperature, retry.previous_answer if retry else None,
        ))
        if not self.answers:
            raise AssertionError("the scripted generator ran out of answers")
        text = self.answers.pop(0)
        if isinstance(text, BaseException):
            raise text
        return Generation(text=text, prompt_tokens=10 * len(self.calls), completion_tokens=len(text.split()), model="scripted")
