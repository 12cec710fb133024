"""`age_over_89`: an age of 90 or more (HIPAA Safe Harbor aggregates those).

"aged 94", "93-year-old", "ninety-two years old", "101 y/o", "95 years of age", "turned 90"; not
"age 90+" or "aged 90 and over" (a band), nor days, weeks or months.
"""

from __future__ import annotations

import re

from checks.text.identifiers.reading import Detector, Found, Reading

_SPELLED_AGE = r"(?:ninety|one\s+hundred)(?:(?:[-\s]|\s+and\s+)(?:one|two|three|four|five|six|seven|eight|nine))?"
_AGE = re.compile(
    r"(?<![\w])(?:(?:aged?|age:)\s*(?:9\d|1[0-2]\d)(?![\d.])(?!\s*(?:\+|days|weeks|months|(?:and|or)\s+(?:over|older|above)))"
    r"|(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r")[-\s]?(?:years?|yrs?\.?)[-\s]old\b|(?:9\d|1[0-2]\d)[-\s]?(?:y/?o\b|y\.\s?o\.?)|"
    r"(?:aged?|age:)\s+" + _SPELLED_AGE + r"\b|(?:9\d|1[0-2]\d)\s+years\s+of\s+age\b"
    r"|turned\s+(?:9\d|1[0-2]\d)\b(?!\s*(?:percent|%|days|weeks|months)))",
    re.IGNORECASE,
)


def find_ages(reading: Reading) -> list[Found]:
    """Ages of 90 or more, spelled or in digits."""
    text, lowered = reading.text, reading.lowered
    if not any(word in lowered for word in ("age", "old", "y/o", "y.o", "yo ", "turned")):
        return []
    return [Found("age_over_89", *match.span()) for match in _AGE.finditer(text)]


DETECTOR = Detector("age_over_89", frozenset({"age_over_89"}), find_ages, needs_digit=False)
