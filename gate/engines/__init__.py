"""Model engines: in-process LLM engines behind one interface (transformers, scripted) and the NLI cross-encoder.

On a GPU the LLM is vLLM inside a stock ray.serve.llm LLMServer deployment (deployments/serve_llm.py),
not an engine of this package. Heavy libraries (torch, transformers) are imported only by the engine
that needs them.
"""

from gate.engines.config import EngineConfig
from gate.engines.llm import LLMEngine, SamplingConfig, StructuredOutputError, build_llm_engine

__all__ = ["EngineConfig", "LLMEngine", "SamplingConfig", "StructuredOutputError", "build_llm_engine"]
