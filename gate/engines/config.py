"""Typed configuration of an LLM engine, as it appears in serve configs and `build_llm_engine`."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

EngineBackend = Literal["vllm", "transformers", "custom"]


class EngineConfig(BaseModel):
    """Which engine runs which model, and how."""

    model_config = ConfigDict(extra="forbid")

    backend: EngineBackend = Field(
        default="transformers",
        description="'vllm' on a GPU (served as a ray.serve.llm LLMServer deployment), 'transformers' on CPU "
        "(dev, CI), 'custom' for the class named by `engine_class`.",
    )
    engine_class: str | None = Field(
        default=None,
        description="custom only: the engine's import path 'module.path:ClassName', built with this config "
        "(e.g. the testkit's 'gate_testkit.scripted:ScriptedEngine' for tests that need fixed answers).",
    )
    model: str = Field(
        default="",
        description="Hub id or local path of the model; for 'custom' whatever the engine class reads.",
    )
    dtype: str | None = Field(
        default=None,
        description="Weights dtype: 'auto', 'float16', 'bfloat16' or 'float32'; None lets the engine choose.",
    )
    device: str | None = Field(
        default=None, description="transformers only: torch device such as 'cpu' or 'cuda:0'; None picks one."
    )
    max_model_len: int | None = Field(
        default=None, ge=16, description="Context length (prompt plus completion); None uses the model's own."
    )
    gpu_memory_utilization: float = Field(
        default=0.9, gt=0.0, le=1.0, description="vLLM only: fraction of GPU memory the engine may take."
    )
    tensor_parallel_size: int = Field(default=1, ge=1, description="vLLM only: number of GPUs to shard the model over.")
    engine_kwargs: dict[str, Any] = Field(
        default_factory=dict,
        description="Extra keyword arguments passed as they are to vLLM's engine arguments (the LLMConfig's "
        "engine_kwargs) or transformers' from_pretrained.",
    )
    answers: list[str] = Field(
        default_factory=list,
        description="custom engines that replay fixed replies (the testkit's scripted engine): the replies in order.",
    )

    @model_validator(mode="after")
    def _backend_needs(self) -> "EngineConfig":
        if self.backend == "custom":
            if not self.engine_class:
                raise ValueError("the custom backend needs `engine_class` ('module.path:ClassName')")
        elif not self.model:
            raise ValueError(f"the {self.backend} backend needs `model` (a hub id or a local path)")
        return self
