"""`member_id` without a label: Medicare MBIs anywhere, and payer ID-card shapes in a member's sentence.

MBIs (1EG4-TE5-MK73, 1EG4 TE5 MK73 as the card prints it: CMS's character set and positions) count anywhere. The shapes payers print on
ID cards (XYZ123456789, W123456789, ABC-12345-01, 123456789A) count in a sentence about a member (a rate's "per
member per year", a "per-patient budget" and "all member clubs" are about no one),
subscriber, beneficiary or patient, with at least four digits, not a date nor a group's (GRP-...), and with no label of a
non-personal number nearest before them. Labelled member IDs are `record_numbers`'.
"""

from __future__ import annotations

import re

from checks.text.identifiers.labels import GROUP_VALUE, attached_to_impersonal_label, personal_or_unlabelled
from checks.text.identifiers.reading import Detector, Found, Reading, is_date, sentence_bounds

_MBI_CHAR = "AC-HJKMNP-RT-Y"
_MBI = re.compile(
    rf"[1-9][{_MBI_CHAR}][{_MBI_CHAR}0-9]\d[- ]?[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d[- ]?[{_MBI_CHAR}]{{2}}\d{{2}}(?![\w-])"
)
_PAYER_SHAPE = re.compile(
    r"[A-Z]{1,3}\d{8,12}|[A-Z]{3}\d{6,7}|[A-Z]{2,4}-?\d{4,6}-\d{2}|\d{9}[A-Z]\d?|\d{9,12}|"
    r"[A-Z0-9]{2,5}-[A-Z0-9]{3,6}-[A-Z0-9]{2,5}"
)
_MEMBER_CONTEXT = re.compile(
    r"\b(?:(?<!per\s)(?<!per-)members?(?!\s+per\s+(?:year|month|day))"
    # "all member clubs", "member hospitals": organisations that are members, no person
    r"(?!\s+(?:clubs?|organi[sz]ations?|hospitals?|practices?|schools?|leagues?|states?|companies|firms?|institutions?|"
    r"agencies|plans?|pharmacies|associations?|teams?|countries|universities|societies|groups?)\b)|subscribers?|enrollees?|beneficiar(?:y|ies)|insured|"
    r"policyholders?|cardholders?|(?<!per\s)(?<!per-)patients?|"
    r"id\s+cards?|medicaid|medicare|coverage\s+for)\b",
    re.IGNORECASE,
)


def _in_member_sentence(text: str, start: int, end: int) -> bool:
    left, right = sentence_bounds(text, start, end)
    return _MEMBER_CONTEXT.search(text, left, right) is not None


def find_member_ids(reading: Reading) -> list[Found]:
    """MBIs anywhere, then payer ID shapes in a member's sentence."""
    text, tokens = reading.text, reading.tokens
    out = []
    for start in reading.runs.mbi:
        match = _MBI.match(text, start)
        if match and not attached_to_impersonal_label(text, start):
            out.append(Found("member_id", *match.span()))
    if tokens and _MEMBER_CONTEXT.search(text):
        for start, end in tokens:
            if (
                _PAYER_SHAPE.fullmatch(text, start, end)
                and sum(map(str.isdigit, text[start:end])) >= 4
                and not is_date(reading.dates, start, end)
                and not GROUP_VALUE.search(text, start, end)  # "RxGroup GRP-2026-284": the value says it is a group's
                and _in_member_sentence(text, start, end)
                and personal_or_unlabelled(text, start)
            ):
                out.append(Found("member_id", start, end))
    return out


DETECTOR = Detector("member_id", frozenset({"member_id"}), find_member_ids)
