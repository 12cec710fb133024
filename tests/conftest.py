"""Shared pytest configuration: session model fixtures (tiny models, the tiny NER pipeline of phi's name layer)
and the moto S3 server fixtures."""

pytest_plugins = ["tests.model_fixtures", "tests.s3_server", "tests.ner_fixtures"]
