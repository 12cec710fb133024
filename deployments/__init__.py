"""Ray Serve deployments: thin wrappers around the engines and the gate; the logic lives in plain modules."""
