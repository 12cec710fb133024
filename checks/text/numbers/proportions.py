"""Proportions, fractions and quarters: "a third of", "two thirds", "one in four", "8 out of 10", "Q3".

A fraction or proportion is read as a ratio and as the percentages it rounds to, so that "a third"
= "33%" and "one in four" = "25%"; "Q3" and "third quarter" are quarter 3.
"""

from __future__ import annotations

import re

from checks.text.numbers.figure import FigureKey
from checks.text.vocabulary import DENOMINATORS, FRACTION_WORDS, QUARTER_WORDS

# Quarter labels: Q3, Q3 2020, 3Q 2020, 3Q20, "third quarter".
QUARTER = re.compile(
    r"\b(?:Q(?P<q>[1-4])|(?P<q_first>[1-4])Q)(?=\b|\d{2}\b)"
    r"|\b(?P<q_word>(?i:first|second|third|fourth))\s+(?i:quarter)\b"
)


def quarter_of(match: re.Match[str]) -> int:
    """The quarter (1-4) a `QUARTER` match names."""
    if match.group("q_word"):
        return QUARTER_WORDS[match.group("q_word").lower()]
    return int(match.group("q") or match.group("q_first"))


# "a third of", "two thirds", "one in four", "8 out of 10"; "a third" counts only before "of" ("a third
# time" is an ordinal); "half" alone is no figure.
_FRACTION = re.compile(
    r"\b(?P<num>an?|one|two|three|four|five|six|seven|eight|nine|\d{1,2})[\s-]+"
    r"(?P<den>halves|half|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b(?!-)(?P<of>\s+of\b)?"
    r"|\b(?P<part>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+(?:in|out\s+of)\s+"
    r"(?P<whole>two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|\d{1,3})\b(?![.,]\d)"
)


def fractions(text: str) -> list[tuple[int, int, frozenset[FigureKey]]]:
    """Each fraction or proportion of `text` as (start, end, keys): ("ratio", r) and the
    percentages r rounds to, ("percent", 33.0) and ("percent", 33.3) for a third."""
    lowered = text.lower()
    if len(lowered) != len(text):  # lower-casing moved offsets (rare letters): none read
        return []
    found = []
    for match in _FRACTION.finditer(lowered):
        if match.group("den"):
            numerator, den = match.group("num"), match.group("den")
            plural = den.endswith("s") and den != "half"
            count = int(numerator) if numerator.isdigit() else FRACTION_WORDS[numerator]
            if (count == 1) == plural or (numerator in ("a", "an") and not match.group("of")):
                continue  # "one thirds", "two third", "a third time"
            part, whole = count, DENOMINATORS[den.rstrip("s") if den != "halves" else "half"]
        else:
            part_word, whole_word = match.group("part"), match.group("whole")
            part = int(part_word) if part_word.isdigit() else FRACTION_WORDS[part_word]
            whole = int(whole_word) if whole_word.isdigit() else FRACTION_WORDS[whole_word]
        if not 0 < part < whole:
            continue
        ratio = part / whole
        keys = {("ratio", round(ratio, 4)), ("percent", round(ratio * 100, 1))}
        if abs(ratio * 100 - round(ratio * 100)) < 0.45:  # 33% for a third, but neither 12% nor 13% for one in 8
            keys.add(("percent", float(round(ratio * 100))))
        keys = frozenset(keys)
        end = match.end("den") if match.group("den") else match.end()
        found.append((match.start(), end, keys))
    return found
