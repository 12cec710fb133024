"""Shared pytest configuration: session model fixtures (tiny models, the tiny NER pipeline of phi's name layer),
the moto S3 server fixtures, the Serve applications that the integration modules share (tests/serve_graphs.py)
and the session's `serve run configs/local.yaml` (tests/serve_run.py, which uses serve_graphs: listed after it)."""

pytest_plugins = ["tests.model_fixtures", "tests.s3_server", "tests.ner_fixtures", "tests.serve_graphs", "tests.serve_run"]
