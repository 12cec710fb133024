"""`email`: e-mail addresses, plain and written to slip past a filter.

Plain: an address with a dotted domain. Obfuscated: "jane dot doe at gmail dot com",
"j.doe[at]yahoo[dot]com", "mary (at) example (dot) com"; spelled out in plain words it must end in
a common top-level domain. No library: Presidio's EMAIL_ADDRESS validator fetches the public-suffix
list over the network on first use (see `recognizers.py`).
"""

from __future__ import annotations

import re

from checks.text.identifiers.reading import Detector, Found, Reading
from checks.text.identifiers.spans import TakenSpans

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+(?:@| @ )[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
# An address written to slip past a filter: "jane dot doe at gmail dot com", "j.doe[at]yahoo[dot]com",
# "mary (at) example (dot) com". Spelled out in plain words it must end in a common top-level domain.
_TLD = r"(?:com|net|org|edu|gov|mil|int|info|biz|io|me|us|uk|ca|au|de|fr|ie|nz|co|nhs|health)"
_BRACKETED_AT = r"\s*[\[(]at[\])]\s*"
_BRACKETED_DOT = r"\s*[\[({<]\s*dot\s*[\])}>]\s*"
_OBFUSCATED_EMAIL = re.compile(
    rf"(?<![\w.+-])[\w.+-]{{1,64}}(?:{_BRACKETED_AT}[\w-]{{1,63}}(?:(?:{_BRACKETED_DOT}|\.)[\w-]{{1,63}}){{1,4}}"
    rf"|@[\w-]{{1,63}}(?:\.[\w-]{{1,63}}){{0,3}}(?:{_BRACKETED_DOT}[\w-]{{1,63}}){{1,4}})"
    rf"|(?<![\w+-])[\w+-]{{1,64}}(?:\s+dot\s+[\w+-]{{1,64}}){{0,3}}\s+at\s+[\w-]{{1,63}}(?:\s+dot\s+[\w-]{{1,63}}){{0,3}}"
    rf"\s+dot\s+{_TLD}\b",
    re.IGNORECASE,
)


def find_emails(reading: Reading) -> list[Found]:
    """E-mail addresses, plain and written to slip past a filter ("jane dot doe at gmail dot com")."""
    text, lowered = reading.raw, reading.raw_lowered  # underscores kept: "jane_doe@example.com"
    found = [Found("email", *match.span()) for match in _EMAIL.finditer(text)] if "@" in text else []
    if "dot" in lowered or "at]" in lowered or "at)" in lowered:  # every form has one of these
        taken = TakenSpans()  # an overlap test in O(log n): thousands of addresses stay linear
        for item in found:
            taken.take(item.start, item.end)
        found.extend(
            Found("email", *match.span()) for match in _OBFUSCATED_EMAIL.finditer(text) if taken.take(*match.span())
        )
    return found


DETECTOR = Detector("email", frozenset({"email"}), find_emails, needs_digit=False)
