"""The built-in checks, one module per check, each named after the check (see `checks.registry`)."""
