"""Grounding plumbing: claim extraction, NLI pair budgets, judging, verbatim copying and the per-request caches."""
