"""Hedges and rounding: the words that say a figure is approximate ("about 1,200", "c. 1616", "~350").

One vocabulary (`checks.text.vocabulary.HEDGES`) for both checks that care: `figures` lets a hedged
figure of the answer be the passages' figure rounded (`Hedges`, `rounding_ranges`), and
`specificity` finds the figures a passage gives only approximately (`HEDGE`, `CURRENCY_BEFORE`).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from checks.text.vocabulary import CURRENCY_CODES, CURRENCY_SIGNS, HEDGES, RANGE_WORDS


def _alternation(words: tuple[str, ...]) -> str:
    """A pattern for any of `words`: the words (a space standing for any whitespace, case ignored) after a word
    boundary, the signs ("~", "-") as they are."""
    spelled = [re.escape(word).replace(r"\ ", r"\s+") for word in words if word[0].isalpha()]
    signs = [re.escape(word) for word in words if not word[0].isalpha()]
    return r"(?:\b(?i:" + "|".join(spelled) + ")" + "".join("|" + sign for sign in signs) + ")"


# Any hedge of the vocabulary; and any word of a range or a bound ("between", "up to", "-").
HEDGE = _alternation(HEDGES)
RANGE_WORD = _alternation(RANGE_WORDS)
# What may stand between a hedge and its number: a currency code or sign ("about USD 90", "roughly $21,600").
_SIGNS = "".join(sorted(CURRENCY_SIGNS))
CURRENCY_BEFORE = rf"(?:{'|'.join(CURRENCY_CODES)})?\s?[{re.escape(_SIGNS)}]?"

# A hedge before a number of an answer; it reaches over a list: "about $90 and $128".
HEDGE_BEFORE = re.compile(
    rf"{HEDGE}\s*"
    rf"(?:[{re.escape(_SIGNS)}]?\s?\d[\d,.]*\s?(?:%|[A-Za-z]{{1,8}})?\s*(?:,|\band|\bor|\bto|-|\u2013)\s*)?"
    rf"{CURRENCY_BEFORE}\s?$"
)
# How far before a number a hedge is looked for.
_HEDGE_REACH = 48


# Where a hedge starts (zero width: every such place, overlapping or not).
_HEDGE_START = re.compile(rf"(?={HEDGE})")


class Hedges:
    """Whether a hedge stands before a number of `text` (within `_HEDGE_REACH` characters), for its numbers in
    turn. Where hedges start is looked for once per character, in the reach before each number asked, and
    `HEDGE_BEFORE` tried only from those places: searched from every character of each number's reach, a text
    dense with numbers ("1-1-1-...") had each character read some 24 times.

    A hedge holds no digit, so none runs across the number that ends a reach: where one starts is the same
    whichever later number's reach is read, and the places found for earlier numbers serve later ones."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts: list[int] = []  # where hedges start, in order, before `_read_until`
        self._read_until = 0

    def before(self, start: int) -> bool:
        """Whether a hedge stands before the number at `start` (asked in order of the numbers)."""
        low = max(0, start - _HEDGE_REACH)
        if start < self._read_until:  # asked out of order: the reach may hold places not read
            return HEDGE_BEFORE.search(self.text, low, start) is not None
        self._starts.extend(m.start() for m in _HEDGE_START.finditer(self.text, max(low, self._read_until), start))
        self._read_until = start
        first = bisect_left(self._starts, low)
        nearest_first = range(len(self._starts) - 1, first - 1, -1)  # the one right before the number, when one is
        return any(HEDGE_BEFORE.match(self.text, self._starts[at], start) for at in nearest_first)


# A hedged figure may differ from the passage's by half a unit of its last written digit, and by
# no more than a tenth: "about 1,200" is 1,150-1,250, "about 7.6 million" 7.55-7.65 million,
# "about 90" 85-95; "about 100" is 90-110, not 50-150.
MAX_ROUNDING = 0.1


def rounding_ranges(digits: str, values: list[float]) -> tuple[tuple[float, float], ...]:
    """The ranges that a hedged number written with `digits` (ungrouped, "1200") may stand for: one per value it
    reads as (1200.0; 1.2 and 1200000.0 for "1.2 million")."""
    written = float(digits)
    if written <= 0:
        return ()
    if "." in digits:
        unit = 10.0 ** -len(digits.split(".")[1])
    else:
        unit = 10.0 ** (len(digits) - len(digits.rstrip("0")))
    ratio = min(unit / 2 / written, MAX_ROUNDING)
    return tuple((value * (1 - ratio), value * (1 + ratio)) for value in values)
