"""A scripted generator for gate-loop tests: answers come from a queue, every call is recorded."""

from __future__ import annotations

from dataclasses import dataclass, field

from checks.context import RequestContext
from checks.loop import Generation


@dataclass
class GeneratorCall:
    context: RequestContext
    feedback: str | None
    temperature: float


@dataclass
class ScriptedGenerator:
    """Returns enqueued answers in order; fails loudly when the script runs out."""

    answers: list[str] = field(default_factory=list)
    calls: list[GeneratorCall] = field(default_factory=list)

    def enqueue(self, *answers: str) -> "ScriptedGenerator":
        self.answers.extend(answers)
        return self

    async def __call__(self, context: RequestContext, feedback: str | None, temperature: float) -> Generation:
        self.calls.append(GeneratorCall(context, feedback, temperature))
        if not self.answers:
            raise AssertionError("the scripted generator ran out of answers")
        text = self.answers.pop(0)
        return Generation(text=text, prompt_tokens=10 * len(self.calls), completion_tokens=len(text.split()), model="scripted")
