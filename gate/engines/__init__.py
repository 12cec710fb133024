"""Model engines: LLM engines behind one interface (vLLM, transformers, scripted) and the NLI cross-encoder.

Heavy libraries (torch, transformers, vllm) are imported only by the engine that needs them.
"""

from gate.engines.config import EngineConfig
from gate.engines.llm import LLMEngine, SamplingConfig, StructuredOutputError, build_llm_engine

__all__ = ["EngineConfig", "LLMEngine", "SamplingConfig", "StructuredOutputError", "build_llm_engine"]
