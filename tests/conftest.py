"""Shared pytest configuration: session model fixtures and the moto S3 server fixtures."""

pytest_plugins = ["tests.model_fixtures", "tests.s3_server"]
