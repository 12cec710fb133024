"""Shared pytest configuration: session model fixtures (tiny models, the tiny NER pipeline of phi's name layer),
the moto S3 server fixtures and the session's `serve run configs/local.yaml`."""

pytest_plugins = ["tests.model_fixtures", "tests.s3_server", "tests.ner_fixtures", "tests.serve_run"]
