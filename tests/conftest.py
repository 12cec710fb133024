"""Shared pytest configuration."""

pytest_plugins = ["tests.model_fixtures"]
