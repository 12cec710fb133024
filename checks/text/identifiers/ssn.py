"""`ssn`: 123-45-6789 or 123 45 6789 anywhere (any hyphen a word processor puts in).

Not after a label of a non-personal number ("claim 123-45-6789"). A masked number ("XXX-XX-1234")
has no such shape; any nine digits after an SSN label are the labelled record reader's.
"""

from __future__ import annotations

import re

from checks.text.identifiers.labels import attached_to_impersonal_label
from checks.text.identifiers.reading import HYPHENS, Detector, Found, Reading

_SSN_SHAPE = re.compile(rf"\d{{3}}(?P<sep>[- {HYPHENS}]| [-{HYPHENS}] )\d{{2}}(?P=sep)\d{{4}}(?![\w-])")


# A country calling code right before: "+55 800 12 3125" is a phone number's rest, not an SSN.
_COUNTRY_CODE_BEFORE = re.compile(r"\+\d{1,3}[ \t-]?$")


def find_ssns(reading: Reading) -> list[Found]:
    """Numbers in an SSN's shape, unless a non-personal label stands right before them."""
    text = reading.text
    out = []
    for start in reading.runs.ssn:
        match = _SSN_SHAPE.match(text, start)
        if match and not attached_to_impersonal_label(text, start) and not _COUNTRY_CODE_BEFORE.search(text, max(0, start - 6), start):
            out.append(Found("ssn", *match.span()))
    return out


DETECTOR = Detector("ssn", frozenset({"ssn"}), find_ssns)
