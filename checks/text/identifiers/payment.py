"""`account_number` without a label: payment cards (Luhn) and IBANs (mod 97).

A card: 13 to 19 digits in groups with a valid Luhn digit, or written in one piece in an issuer's
shape (Visa, Mastercard, Amex, Discover); not after a claim's or another impersonal label ("Claim #
2024031400123"). An IBAN: its mod-97 check. Labelled bank and card numbers are `record_numbers`'.
"""

from __future__ import annotations

import re

from checks.text.identifiers.labels import attached_to_impersonal_label
from checks.text.identifiers.reading import Detector, Found, Reading

# A payment card (13 to 19 digits in groups, with a valid Luhn digit) and an IBAN (its mod-97 check).
_CARD = re.compile(r"\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\d-])")
# Without separators only the issuers' shapes are read as cards (Visa, Mastercard, Amex, Discover):
# a long claim or control number passes a Luhn check one time in ten.
_CARD_ISSUER = re.compile(r"4\d{15}$|5[1-5]\d{14}$|2[2-7]\d{14}$|3[47]\d{13}$|6(?:011|5\d\d)\d{12}$")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")


def find_payment(reading: Reading) -> list[Found]:
    """Payment card numbers (Luhn-valid) and IBANs (mod-97 valid), labelled or not."""
    text, lowered, runs, tokens = reading.text, reading.lowered, reading.runs, reading.tokens
    out = []
    for start, end in runs.phones:
        if end - start != 4 and end - start < 13:
            continue  # a card starts with a group of four, or is written in one piece
        match = _CARD.match(text, start)
        if (
            match
            and (start == 0 or not text[start - 1].isalnum())
            and (not match.group(0).isdigit() or _CARD_ISSUER.match(match.group(0)))
            and _luhn(match.group(0))
            and not attached_to_impersonal_label(text, start)  # "Claim # 2024031400123"
        ):
            out.append(Found("account_number", *match.span()))
    candidates = [(start, end) for start, end in tokens if text[start:start + 2].isalpha()]
    if "iban" in lowered:
        candidates += [match.span() for match in _IBAN.finditer(text)]
    for start, end in candidates:
        match = _IBAN.fullmatch(text, start, end)
        if match and _iban_valid(match.group(0)):
            out.append(Found("account_number", start, end))
    return out


def _luhn(written: str) -> bool:
    digits = [int(c) for c in written if c.isdigit()]
    if not 13 <= len(digits) <= 19 or len(set(digits)) == 1 and digits[0] == 0:
        return False
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _iban_valid(written: str) -> bool:
    compact = written.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


DETECTOR = Detector("payment", frozenset({"account_number"}), find_payment)
