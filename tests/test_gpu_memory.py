"""Every shipped GPU config fits the card its header names, by arithmetic on the models' shapes.

A config's first lines say what it is sized for, e.g. `# sized for: 1 x A100-40GB (39.4 GiB), 4 vCPUs`
(the GiB figure is the smallest total memory such a card reports to CUDA). The model shapes come from
configs/model_shapes.yaml (config.json fields; there is no hub here).

vLLM takes `gpu_memory_utilization` x the card's memory and refuses to start unless that much is free;
inside it go the weights (this GPU's share of them), the activations of its profiling pass, CUDA graphs,
and the KV cache, which must hold at least one `max_model_len` sequence. A fractional NLI replica on the
same GPU gets the rest of the card; a replica with a GPU of its own gets the whole card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
SHAPES = yaml.safe_load((REPO / "configs" / "model_shapes.yaml").read_text())
GiB = 1024**3

# CUDA context, cuBLAS/NCCL workspaces and vLLM's CUDA-graph capture, per process: a CUDA context alone
# is 0.3-0.6 GiB, and vLLM reports 0.3-1 GiB for capturing a 7B model's graphs.
VLLM_FIXED_GIB = 1.5
# A torch process (the NLI replica): CUDA context and cuBLAS workspace.
TORCH_CONTEXT_GIB = 0.5
BYTES = {"bfloat16": 2, "float16": 2, "half": 2, "float32": 4, "float": 4, None: 4}
GATED_MLP = {"qwen2", "llama"}   # SwiGLU: gate, up and down projections
ENCODERS = {"deberta-v2"}        # a classification head instead of an LM head

# Published totals (model cards), which the parameter formula must reproduce within 2%.
PUBLISHED_PARAMS = {
    "Qwen/Qwen2.5-7B-Instruct": 7.61e9,            # huggingface.co/Qwen/Qwen2.5-7B-Instruct
    "Qwen/Qwen2.5-3B-Instruct": 3.09e9,            # huggingface.co/Qwen/Qwen2.5-3B-Instruct
    "meta-llama/Llama-3.3-70B-Instruct": 70.6e9,   # huggingface.co/meta-llama/Llama-3.3-70B-Instruct
    "cross-encoder/nli-deberta-v3-large": 435e6,   # microsoft/deberta-v3-large: 304M backbone + 131M embedding
}
HEADER = re.compile(r"^# sized for: (\d+) x (\S+) \(([\d.]+) GiB\), (\d+) vCPUs$", re.MULTILINE)


@dataclass(frozen=True)
class Card:
    count: int
    name: str
    gib: float
    vcpus: int


def gpu_configs() -> list[str]:
    """Every serve config in the repository whose generator runs on vLLM (a ray.serve.llm llm_config)."""
    paths = [REPO / "serve_config.yaml", *sorted((REPO / "configs").glob("*.yaml"))]
    found = []
    for path in paths:
        data = yaml.safe_load(path.read_text())
        if isinstance(data, dict) and "applications" in data:
            if any("llm_config" in (app.get("args") or {}).get("generator", {}) for app in data["applications"]):
                found.append(str(path.relative_to(REPO)))
    return found


def card_of(path: str) -> Card:
    match = HEADER.search((REPO / path).read_text())
    assert match, f"{path} has no '# sized for: N x CARD (G GiB), C vCPUs' header line"
    return Card(int(match[1]), match[2], float(match[3]), int(match[4]))


def shape_of(model: str) -> dict:
    assert model in SHAPES, f"{model} is not in configs/model_shapes.yaml: add its config.json fields"
    return SHAPES[model]


def head_dim(shape: dict) -> int:
    return shape["hidden_size"] // shape["num_attention_heads"]


def layer_linear_params(shape: dict) -> int:
    """One layer's matrix parameters (attention + MLP); norms and biases (< 0.1%) left out."""
    hidden, kv = shape["hidden_size"], shape["num_key_value_heads"] * head_dim(shape)
    attention = 2 * hidden * hidden + 2 * hidden * kv  # q and o; k and v
    mlp = (3 if shape["model_type"] in GATED_MLP else 2) * hidden * shape["intermediate_size"]
    return attention + mlp


def embedding_params(shape: dict) -> int:
    """The token embedding, plus the LM head unless tied (an encoder has none)."""
    embedding = shape["vocab_size"] * shape["hidden_size"]
    separate_head = shape["model_type"] not in ENCODERS and not shape["tie_word_embeddings"]
    return embedding * (2 if separate_head else 1)


def parameters(shape: dict) -> int:
    return embedding_params(shape) + shape["num_hidden_layers"] * layer_linear_params(shape)


def weight_bytes(shape: dict, dtype: str | None = None) -> float:
    """Weights in memory: quantized layers at their bits plus a 16-bit scale and a zero point per group
    (the embeddings stay 16-bit), otherwise every parameter at the dtype's width."""
    width = BYTES[dtype or shape["torch_dtype"]]
    quant = shape.get("quantization")
    if quant is None:
        return parameters(shape) * width
    per_param = quant["bits"] / 8 + (2 + quant["bits"] / 8) / quant["group_size"]
    return shape["num_hidden_layers"] * layer_linear_params(shape) * per_param + embedding_params(shape) * width


@dataclass(frozen=True)
class VLLMNeed:
    weights: float
    kv_cache: float
    allowance: float

    @property
    def total(self) -> float:
        return self.weights + self.kv_cache + self.allowance


def vllm_need_per_gpu(llm_config: dict) -> VLLMNeed:
    """Bytes one of the generator's GPUs needs inside vLLM's budget."""
    engine = llm_config["engine_kwargs"]
    shape = shape_of(llm_config["model_loading_config"]["model_id"])
    dtype = engine.get("dtype") if engine.get("dtype") not in (None, "auto") else shape["torch_dtype"]
    tp = engine.get("tensor_parallel_size", 1)
    pp = engine.get("pipeline_parallel_size", 1)
    weights = weight_bytes(shape, dtype) / (tp * pp)
    kv_width = 1 if str(engine.get("kv_cache_dtype", "auto")).startswith("fp8") else BYTES[dtype]
    kv_heads_here = max(1, shape["num_key_value_heads"] // tp)
    kv_cache = (2 * shape["num_hidden_layers"] // pp * kv_heads_here * head_dim(shape)
                * engine["max_model_len"] * kv_width)
    # vLLM profiles one forward pass of max_num_batched_tokens: the MLP's gate and up outputs (this GPU's
    # share) with a few hidden-size tensors alive beside them; then the sampler over max_num_seqs rows of
    # fp32 logits and probabilities; a quantized model may dequantize its largest layer (an upper bound:
    # kernels that dequantize on the fly need no such copy).
    tokens, seqs = engine["max_num_batched_tokens"], engine["max_num_seqs"]
    forward = tokens * (2 * shape["intermediate_size"] // tp + 4 * shape["hidden_size"]) * BYTES[dtype]
    sampler = seqs * shape["vocab_size"] * 4 * 2
    dequantized = 2 * shape["hidden_size"] * 2 * shape["intermediate_size"] // tp if shape.get("quantization") else 0
    allowance = VLLM_FIXED_GIB * GiB + forward + sampler + dequantized
    return VLLMNeed(weights, kv_cache, allowance)


def nli_need(nli_args: dict, user_config: dict) -> float:
    """Bytes one NLI replica needs: context, weights at its dtype, and the activations of its largest forward
    pass (model_batch_size pairs of max_length tokens): DeBERTa's disentangled attention keeps about four
    heads x L x L score matrices alive per layer (content, c2p, p2c, softmax), beside the MLP's
    intermediate output and a few hidden-size tensors."""
    shape = shape_of(nli_args["model"])
    width = BYTES[nli_args.get("dtype")]
    batch, length = user_config["model_batch_size"], nli_args.get("max_length", 512)
    per_token = 4 * shape["num_attention_heads"] * length + 2 * shape["intermediate_size"] + 8 * shape["hidden_size"]
    activations = batch * length * per_token * width
    return TORCH_CONTEXT_GIB * GiB + parameters(shape) * width + activations


def _load(path: str) -> tuple[dict, dict]:
    (app,) = yaml.safe_load((REPO / path).read_text())["applications"]
    return app["args"], {d["name"]: d for d in app["deployments"]}


def _max_replicas(deployment: dict) -> int:
    if deployment.get("autoscaling_config"):
        return deployment["autoscaling_config"]["max_replicas"]
    replicas = deployment.get("num_replicas", 1)
    return replicas if isinstance(replicas, int) else 1


def cpu_asks(path: str) -> float:
    """CPUs the graph reserves at its largest: every deployment's replicas x num_cpus, plus the generator's
    placement group (its bundles, with the LLMServer replica's own num_cpus merged into the first)."""
    args, deployments = _load(path)
    total = sum(_max_replicas(d) * d.get("ray_actor_options", {}).get("num_cpus", 1) for d in deployments.values())
    llm_config = args["generator"]["llm_config"]
    engine, group = llm_config["engine_kwargs"], llm_config["placement_group_config"]
    workers = engine.get("tensor_parallel_size", 1) * engine.get("pipeline_parallel_size", 1)
    bundles = [group["bundle_per_worker"]] * workers if "bundle_per_worker" in group else group["bundles"]
    serve = llm_config.get("deployment_config", {})
    replica_cpus = serve.get("ray_actor_options", {}).get("num_cpus", 1)
    replicas = serve.get("autoscaling_config", {}).get("max_replicas", serve.get("num_replicas", 1))
    return total + replicas * (sum(b.get("CPU", 0) for b in bundles) + replica_cpus)


def test_the_shipped_gpu_configs_are_found():
    assert {"serve_config.yaml", "configs/multi_gpu.yaml", "configs/gpu_24gb.yaml"} <= set(gpu_configs())


@pytest.mark.parametrize("model", sorted(PUBLISHED_PARAMS))
def test_the_parameter_formula_reproduces_the_published_totals(model):
    assert parameters(shape_of(model)) == pytest.approx(PUBLISHED_PARAMS[model], rel=0.02)


def test_weights_match_their_known_sizes():
    """Qwen2.5-7B in bf16 is 14.2 GiB; its AWQ build is about 5.6 GB (embeddings stay 16-bit)."""
    assert weight_bytes(shape_of("Qwen/Qwen2.5-7B-Instruct")) / GiB == pytest.approx(14.2, abs=0.1)
    assert weight_bytes(shape_of("Qwen/Qwen2.5-7B-Instruct-AWQ")) / 1e9 == pytest.approx(5.6, abs=0.2)


@pytest.mark.parametrize("path", gpu_configs())
def test_every_model_of_a_gpu_config_has_a_shape(path):
    args, _ = _load(path)
    shape_of(args["generator"]["llm_config"]["model_loading_config"]["model_id"])
    shape_of(args["nli"]["model"])


@pytest.mark.parametrize("path", gpu_configs())
def test_the_generator_fits_its_share_of_the_card(path):
    """Weights, one max_model_len sequence of KV cache and the activation allowance inside
    gpu_memory_utilization x the card (per GPU: tensor parallelism divides the weights and KV heads)."""
    card = card_of(path)
    args, _ = _load(path)
    llm_config = args["generator"]["llm_config"]
    need = vllm_need_per_gpu(llm_config)
    budget = llm_config["engine_kwargs"]["gpu_memory_utilization"] * card.gib * GiB
    assert need.total <= budget, (
        f"{path}: vLLM needs {need.weights / GiB:.1f} GiB weights + {need.kv_cache / GiB:.2f} GiB KV "
        f"+ {need.allowance / GiB:.1f} GiB activations/graphs = {need.total / GiB:.1f} GiB per GPU; "
        f"its budget on a {card.name} is {budget / GiB:.1f} GiB"
    )


@pytest.mark.parametrize("path", gpu_configs())
def test_the_nli_replica_fits_what_the_generator_leaves(path):
    card = card_of(path)
    args, deployments = _load(path)
    nli = deployments["NLIScorer"]
    share = nli["ray_actor_options"]["num_gpus"]
    room = card.gib * GiB
    if share < 1:  # on the generator's GPU: vLLM takes its fraction first
        room -= args["generator"]["llm_config"]["engine_kwargs"]["gpu_memory_utilization"] * card.gib * GiB
        assert _max_replicas(nli) * share <= 1 - args["generator_gpus"]
    need = nli_need(args["nli"], nli["user_config"])
    assert need <= room, f"{path}: an NLI replica needs {need / GiB:.1f} GiB, {room / GiB:.1f} GiB are left"


@pytest.mark.parametrize("path", gpu_configs())
def test_the_graph_fits_the_gpus_and_cpus_its_header_names(path):
    card = card_of(path)
    args, deployments = _load(path)
    nli = deployments["NLIScorer"]
    gpus = args["generator_gpus"] + _max_replicas(nli) * nli["ray_actor_options"]["num_gpus"]
    assert gpus <= card.count, f"{path}: the graph reserves {gpus} GPUs, the header names {card.count}"
    cpus = cpu_asks(path)
    assert cpus <= card.vcpus, f"{path}: the graph reserves {cpus} CPUs, the header names {card.vcpus}"


@pytest.mark.parametrize("path", [p for p in gpu_configs() if card_of(p).count == 1])
def test_a_one_gpu_config_fits_a_four_vcpu_instance(path):
    assert cpu_asks(path) <= 4


def test_tensor_parallel_groups_are_strictly_packed():
    """A TP group spread over nodes would run its all-reduces over the network: STRICT_PACK or no start."""
    for path in gpu_configs():
        args, _ = _load(path)
        llm_config = args["generator"]["llm_config"]
        if llm_config["engine_kwargs"].get("tensor_parallel_size", 1) > 1:
            assert llm_config["placement_group_config"].get("strategy") == "STRICT_PACK", path


def test_a_24gb_card_cannot_hold_the_bf16_7b_model_with_a_sequence_of_kv_cache():
    """Why the 24 GB config exists: the 7B model in bf16 exceeds 0.62 of a 24 GB card before any KV cache."""
    args, _ = _load("serve_config.yaml")
    llm_config = args["generator"]["llm_config"]
    need = vllm_need_per_gpu(llm_config)
    assert need.total > llm_config["engine_kwargs"]["gpu_memory_utilization"] * card_of("configs/gpu_24gb.yaml").gib * GiB
