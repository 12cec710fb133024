"""What is not a figure: citation-like labels read the same way in the answer and in the passages.

Locators ("section 4.2", "Article 12", "page 4", "\u00a7 3"), codes and identifiers ("CPT 99310",
"E11.9", "W123456789", "CLM-88213", "COVID-19"), the titles of codes of law ("45 CFR"), hyphen
chains (123-45-6789), list numbering ("1." or "6)" opening a line, "(2)" inline) are not figures,
so a passage's "Article 17(3)" does not support an answer's "three months".
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from checks.text.vocabulary import (
    CODE_OF_LAW_TITLES,
    LOCATOR_PAIRS,
    LOCATOR_WORDS,
    ORDINAL_SUFFIXES,
    SCALE_SUFFIXES,
)

_PAIR_ENDS = frozenset(second for _, second in LOCATOR_PAIRS)
_LONGEST_LOCATOR = max(map(len, LOCATOR_WORDS))


# Separators that continue a list after a locator: "sections 3 and 4", "CPT 99309, 99310".
_LIST_CONTINUATION = re.compile(r"\s*(?:,|;|/|-|\u2013|\band\b|\bor\b|\bto\b|\bthrough\b|,\s*and\b|,\s*or\b)\s*")
_DIGITS_AND_HYPHENS = re.compile(r"\d+(?:-\d+)*")
_WORD_OR_HYPHEN = re.compile(r"[\w-]")


class HyphenChains:
    """The runs of digit groups joined by hyphens in a text ("123-45-6789"), found in one scan, so that
    whether the chain from a number on is an SSN or a phone number is answered without reading the
    chain again from every number in it (which made a text of "123-123-..." quadratic)."""

    def __init__(self, text: str) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.hyphens: list[int] = []  # where the hyphens inside the runs stand, in order
        for run in _DIGITS_AND_HYPHENS.finditer(text):
            if "-" not in run.group(0) or _WORD_OR_HYPHEN.match(text, run.end()):
                continue  # no chain, or one glued to what follows it ("12-34-56a"): no identifier of digits
            self.starts.append(run.start())
            self.ends.append(run.end())
            self.hyphens.extend(index for index, char in enumerate(run.group(0), run.start()) if char == "-")

    def is_long_from(self, start: int) -> bool:
        """Whether the chain from the digit at `start` to its end has three groups or more and at least
        seven digits: SSN 123-45-6789, phone 555-123-4567 (a record "4-4-0" stays figures)."""
        run = bisect_right(self.starts, start) - 1
        if run < 0 or start >= self.ends[run]:
            return False
        end = self.ends[run]
        hyphens = bisect_left(self.hyphens, end) - bisect_left(self.hyphens, start)
        return hyphens >= 2 and end - start - hyphens >= 7


def is_not_a_figure(text: str, match: re.Match[str], chains: HyphenChains) -> bool:
    """Whether the number `match` of `text` is a label, not a figure: part of an identifier, a code, a title
    of a code of law, an SSN or phone number, a locator's number or list numbering. `chains`: the text's
    `HyphenChains`."""
    start, end = match.span()
    suffix = match.group("suffix")
    if _is_identifier_part(text, start):
        return True
    if suffix is not None and not _is_figure_suffix(suffix, text, end):
        return True
    if text.startswith(CODE_OF_LAW_TITLES, end):
        return True  # "45 CFR 164.524": the title of a code of law
    if text[end:end + 1] == "-" and chains.is_long_from(start):
        return True  # SSN 123-45-6789, phone 555-123-4567 (a record "4-4-0" stays figures)
    return follows_locator(text, start) or _is_list_numbering(text, start, end)


def _is_identifier_part(text: str, start: int) -> bool:
    """Digits glued to a word before them: W123456789, E11.9, CLM-88213, COVID-19 (but "mid-2019")."""
    if not start:
        return False
    before = text[start - 1]
    if before.isalnum() or before in "._":
        return True
    if before == "-" and start >= 2 and text[start - 2].isalpha():
        word = _TRAILING_WORD.search(text, max(0, start - 20), start - 1)
        return word is not None and not word.group(0).islower()
    return False


_TRAILING_WORD = re.compile(r"[A-Za-z]+$")


def _is_figure_suffix(suffix: str, text: str, end: int) -> bool:
    """'3rd', '1990s', '10mg', '5m', '$2bn' are figures; '5G', '99310A', '3a4' are identifiers."""
    if end < len(text) and text[end].isdigit():
        return False
    lowered = suffix.lower()
    if lowered in ORDINAL_SUFFIXES or lowered == "s" or lowered in SCALE_SUFFIXES:
        return True
    return suffix.islower() and len(suffix) <= 3


def follows_locator(text: str, start: int) -> bool:
    """Whether the number follows a locator or code word ("section", "§", "CPT®", "p.", "(page")."""
    gap_start = start
    while gap_start > 0 and start - gap_start < 3 and text[gap_start - 1] in LOCATOR_GAP:
        gap_start -= 1
    if gap_start == start:
        return False
    gap = text[gap_start:start]
    if "\u00a7" in gap or "\u00b6" in gap or gap.endswith("#"):  # "§ 3", "#5" (not a heading's "## 4")
        return True
    word = _word_before(text, gap_start)
    if word in LOCATOR_WORDS:
        return True
    if word in _PAIR_ENDS:
        previous = _word_before(text, gap_start - len(word) - 1)
        return (previous, word) in LOCATOR_PAIRS
    return False


def _word_before(text: str, end: int) -> str:
    """The lower-cased word (ASCII letters) that ends at `end`, or '' when there is none or it is
    longer than any locator word."""
    if end <= 0 or not text[end - 1].isalpha():
        return ""
    chunk = text[max(0, end - _LONGEST_LOCATOR - 1):end]
    rest = chunk.rstrip(_ASCII_LETTERS)
    word = chunk[len(rest):]
    if not word or len(word) > _LONGEST_LOCATOR or (rest and rest[-1].isalpha()):
        return ""
    return word.lower()


_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _is_list_numbering(text: str, start: int, end: int) -> bool:
    """'1.' or '6)' opening a line (or the text), or '(3)' enumerating inline."""
    after = text[end:end + 2]
    if after[:1] in (".", ")") and after[1:] in (" ", "\t", "\n", ""):
        line_start = start  # back over a bullet's marks only: a line of text before it is not read
        while line_start > 0 and text[line_start - 1] in " \t-*\u2022":
            line_start -= 1
        if line_start == 0 or text[line_start - 1] == "\n":
            return True
    if after[:1] != ")" or end - start > 2:
        return False
    if start > 0 and text[start - 1] == "(":
        return True
    # "1) file the form; 2) wait": a short number closing a parenthesis it never opened
    window = max(0, start - 60)
    return (start == 0 or text[start - 1].isspace()) and text.rfind("(", window, start) <= text.rfind(")", window, start)


def continues_a_label_list(text: str, previous: re.Match[str], match: re.Match[str]) -> bool:
    """Whether the number `match` continues the list that the label `previous` opened: "sections 3 and 4",
    "CPT 99309, 99310", "CLM-88213-2"."""
    gap = text[previous.end():match.start()]
    return gap == "-" or (len(gap) <= 12 and _LIST_CONTINUATION.fullmatch(gap) is not None and _alike(previous, match))


def _alike(first: re.Match[str], second: re.Match[str]) -> bool:
    """Whether two numbers look like items of one list: digit counts within one, same punctuation."""
    a, b = first.group("digits"), second.group("digits")
    return abs(len(a) - len(b)) <= 1 and ("." in a) == ("." in b) and ("," in a) == ("," in b)


def is_passage_label(text: str, start: int, end: int) -> bool:
    """Whether the number at [start, end) of a passage is a label, not a figure: what an answer
    leaves out as a locator, code, title of a code of law or inline enumeration (see
    `is_not_a_figure`): "Article 17(3)", "(2)", "45 CFR", "\u00a7 1557", "CPT 99213"."""
    if start and text[start - 1] == "(" and text[end:end + 1] == ")" and end - start <= 2:
        return True  # "Article 17(3)", "(2)"
    if text.startswith(CODE_OF_LAW_TITLES, end):
        return True  # "45 CFR"
    return follows_locator(text, start)


# What may stand between a locator word and its number: "section 4", "(page 2", "p.12", "CPT\u00ae 99310", "\u00a7 3".
LOCATOR_GAP = frozenset(" \u00a0(.\u00ae\u2122\u00a7#\u00b6")
