"""Support for tests and benchmarks only: the tiny random-weight models, the scripted LLM engine and the
simulated GPU NLI engine. Production code (checks, gate, deployments) never imports it; configs name its
engines by import path (`backend: custom`, `engine_class: gate_testkit.scripted:ScriptedEngine`;
`nli.model: class://gate_testkit.simulated_nli:SimulatedNLIModel?pass_ms=20`)."""
