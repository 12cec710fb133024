"""Spelled-out numbers: "ninth", "twenty-five", "three hundred", "one hundred and twenty", "twenty-one and a half".

Spelled-out numbers are figures except "one", "first" and "second" in an answer, which are more
often words than counts; a scale word after them scales them ("two million"), a month before them
makes them a day ("March fourth"); after a locator ("Article five") they are no figure.
"""

from __future__ import annotations

import re

from checks.text.dates import MONTH_PATTERN, month_number
from checks.text.numbers.amounts import CENTURY_AFTER, PERCENT_AFTER, SCALE_AFTER, with_percent
from checks.text.numbers.figure import Figure, FigureKey, Spans
from checks.text.numbers.labels import LOCATOR_GAP, follows_locator
from checks.text.vocabulary import MULTIPLIERS, NUMBER_WORDS, ORDINALS, SCALE_WORDS, TENS, UNITS

_ANY_LETTERS = re.compile(r"[^\W\d_]+")
_ASCII_WORD = re.compile(r"[a-z]+")

# What joins the words of one spelled-out number: "twenty - five", "one hundred and twenty",
# "twenty-first". The parser splits runs that are two numbers ("five six").
_WORD_JOIN = re.compile(r"\s*-\s*|\s+(?:and\s+)?", re.IGNORECASE)


def word_figures(text: str, taken: Spans, skipped: frozenset[str] = frozenset()) -> list[Figure]:
    """The spelled-out numbers of `text` that are figures, outside `taken`; a number of one word in `skipped`
    is left out ("one", "first": more often words than counts)."""
    figures = []
    for start, end, value, words in word_numbers(text):
        if len(words) == 1 and words[0] in skipped:
            continue
        figure = _word_figure(text, start, end, value, words, taken)
        if figure is not None:
            figures.append(figure)
    return figures


def _word_figure(
    text: str, start: int, end: int, value: float, words: list[str], taken: Spans
) -> Figure | None:
    """The figure of one spelled-out number, or None when it is no figure."""
    if taken.overlap(start, end) or _scales_a_number(text, start, words):
        return None
    if start and text[start - 1] in LOCATOR_GAP and follows_locator(text, start):
        return None  # "No. ten", "Article five": a locator, as with digits
    keys: set[FigureKey] = {value}
    month = _MONTH_BEFORE.search(text, max(0, start - 12), start)
    if month is not None and value <= 31:
        keys.add(("md", month_number(month.group(1)), int(value)))  # "March fourth"
    scale = SCALE_AFTER.match(text, end) if words[-1] not in MULTIPLIERS else None
    if scale:
        keys = {round(value * SCALE_WORDS[scale.group(1).lower()], 6)}
        end = scale.end()
    elif words[-1] in ORDINALS and CENTURY_AFTER.match(text, end):
        keys = {("century", float(value))}  # "the fifteenth century"
    percent = PERCENT_AFTER.match(text, end)
    if percent is not None:
        keys, end = with_percent(keys), percent.end()
    return Figure(text[start:end], start, end, frozenset(keys), "word")


def _scales_a_number(text: str, start: int, words: list[str]) -> bool:
    """ "million" in "1.2 million" belongs to the number before it."""
    return words[0] in MULTIPLIERS and text[max(0, start - 2):start].rstrip(" \u00a0-")[-1:].isdigit()


def word_numbers(text: str) -> list[tuple[int, int, float, list[str]]]:
    """Each spelled-out number as (start, end, value, its words lower-cased): "twenty - five" is
    25, "one hundred and twenty" 120, "twenty-first" 21; "five six" is two numbers."""
    found: list[tuple[int, int, float, list[str]]] = []
    group: list[tuple[str, int, int]] = []
    for word, start, end in _number_word_tokens(text):
        if group and not (_WORD_JOIN.fullmatch(text, group[-1][2], start) and _continues(group[-1][0], word)):
            found.append(_word_value(group))
            group = []
        group.append((word, start, end))
    if group:
        found.append(_word_value(group))
    if " a half" in text or " A half" in text:  # "twenty-one and a half"
        for index, (start, end, value, words) in enumerate(found):
            half = _AND_A_HALF.match(text, end)
            if half is not None:
                found[index] = (start, half.end(), value + 0.5, words)
    return found


_AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b", re.IGNORECASE)


def _number_word_tokens(text: str) -> list[tuple[str, int, int]]:
    """The number words of `text` as (word lower-cased, start, end), in order: runs of a-z with no
    other letter glued to them ("five", not the "five" of "fivé")."""
    lowered = text.lower()
    if len(lowered) != len(text):  # lower-casing changed offsets (rare letters): word by word
        return [(m.group(0).lower(), m.start(), m.end()) for m in _ANY_LETTERS.finditer(text)
                if m.group(0).lower() in NUMBER_WORDS]
    tokens: list[tuple[str, int, int]] = []
    for run in _ASCII_WORD.finditer(lowered):
        start, end = run.span()
        if (
            run.group(0) in NUMBER_WORDS
            and (start == 0 or not lowered[start - 1].isalpha())
            and (end == len(lowered) or not lowered[end].isalpha())
        ):
            tokens.append((run.group(0), start, end))
    return tokens


def _continues(previous: str, word: str) -> bool:
    """Whether `word` continues the number that `previous` ends: "twenty" "five", "two" "hundred"."""
    if word in MULTIPLIERS:
        return previous not in ORDINALS
    if previous in TENS:
        return word in UNITS and UNITS[word] < 10 or word in ORDINALS and ORDINALS[word] < 10
    return previous in MULTIPLIERS and (word in UNITS or word in TENS or word in ORDINALS)


def _word_value(group: list[tuple[str, int, int]]) -> tuple[int, int, float, list[str]]:
    """(start, end, value, words) of one spelled-out number's words."""
    total, current = 0.0, 0.0
    for word, _, _ in group:
        if word in UNITS:
            current += UNITS[word]
        elif word in TENS:
            current += TENS[word]
        elif word == "dozen":
            current = (current or 1) * 12
        elif word in ORDINALS:
            value = ORDINALS[word]
            current = (current or 1) * value if value >= 100 else current + value
        elif word == "hundred":
            current = (current or 1) * 100
        else:  # thousand, million ...
            total += (current or 1) * MULTIPLIERS[word]
            current = 0.0
    return group[0][1], group[-1][2], total + current, [word for word, _, _ in group]


# A month before a day written out: "March fourth", "May the first".
_MONTH_BEFORE = re.compile(rf"({MONTH_PATTERN})\s+(?:the\s+)?$")
