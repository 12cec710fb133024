"""Text readers: numbers, dates, citation markers, sentences, identifiers and the shared per-request parse.

The lowest floor of `checks`: these modules import only each other and the standard library.
"""
