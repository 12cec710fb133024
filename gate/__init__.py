"""The gate's service-side pieces that are neither checks nor Ray wrappers: engines, traces, HTTP models."""
