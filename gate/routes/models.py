"""GET /v1/models: what OpenAI clients list first; the generator's model and `gate` (the name to send)."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Depends
from pydantic import BaseModel, Field

from gate.errors import ERROR_RESPONSES
from gate.routes import service
from gate.service import GateService

router = APIRouter()

# A fixed creation time: the models are configured, not created by the gate.
CREATED = 0


class ModelCard(BaseModel):
    id: str = Field(description="The model's name: the generator's, or 'gate'.")
    object: Literal["model"] = Field(default="model", description="Always 'model'.")
    created: int = Field(default=CREATED, description="Unix time; 0 (configured, not created).")
    owned_by: str = Field(default="gate", description="Always 'gate'.")


class ModelList(BaseModel):
    object: Literal["list"] = Field(default="list", description="Always 'list'.")
    data: list[ModelCard] = Field(description="The generator's model (when configured) and 'gate'.")


@router.get("/v1/models", response_model=ModelList, responses={401: ERROR_RESPONSES[401]})
async def list_models(gate: GateService = Depends(service)) -> ModelList:
    """Any of these names may be sent as `model`; every request is answered by the configured generator."""
    names = [name for name in (gate.model_name, "gate") if name]
    return ModelList(data=[ModelCard(id=name) for name in dict.fromkeys(names)])
