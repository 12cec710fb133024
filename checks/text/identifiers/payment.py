"""`account_number` without a label: payment cards (Luhn), IBANs (mod 97) and US accounts after a routing number.

A card: 13 to 19 digits with a valid Luhn digit, grouped in fours ("4111 1111 1111 1111", "6265--0457--9065--0784"),
or written in one piece, in the 4-6-5 / 4-6-4 grouping ("3782 822463 10005") or a digit at a time ("4 6 8 5 8 3
0 6 9 1 7 6 6") when its first digits and its length are an issuer's (`_IIN_RANGES`: the issuer identification
number ranges of ISO/IEC 7812 as the card networks publish them, tabulated in Wikipedia's "Payment card number": Visa,
Mastercard, Amex, Discover, JCB, Diners Club, UnionPay, Maestro, Mir, RuPay, Verve, Troy ...); not
after a claim's or another impersonal label ("Claim # 2024031400123"): a long claim or control number
passes a Luhn check one time in ten, the issuer table leaves most of those out. An IBAN, labelled or not: its
country's length and format and its mod-97 check digits, by python-stdnum's `iban` (an unlabelled one printed in
groups of four too: "pay the claim into NL52 OWGJ 1002 0527 54"). Labelled bank and card numbers are
`record_numbers`'. Cards need no library: Presidio's
CreditCardRecognizer (the Presidio layer, locale "any") reads the same Luhn digit with a pattern of
the common issuers' prefixes; the table reads the others ("2131 192363 48893", a 15-digit JCB). An IBAN of a country
the ISO registry does not list yet (Cameroon's, Morocco's, Senegal's: SWIFT's partner list) counts by its length and
mod-97 check digits. A US account printed after its bank's routing number ("deposited to 031000053 46316445") counts
when the routing number passes its ABA check digit (python-stdnum's `us.rtn`) in a clause about a deposit or a bank.
"""

from __future__ import annotations

import re

from stdnum import iban
from stdnum.iso7064 import mod_97_10
from stdnum.us import rtn as us_rtn

from checks.text.identifiers.labels import attached_to_impersonal_label
from checks.text.identifiers.reading import Detector, Found, Reading

# A payment card (13 to 19 digits in groups, with a valid Luhn digit) and an IBAN (its mod-97 check).
# Twelve digits are a Maestro's shortest; a 19-digit number may print its last three as a group of their own.
# Groups of four apart by a space, a hyphen, or two of either as a form's boxes or a careful typist print them.
_GAP = r"(?:[ -]| {2}|--)"
_CARD = re.compile(rf"\d{{4}}(?:{_GAP}?\d{{4}}){{2}}(?:{_GAP}?\d{{1,4}})?(?:{_GAP}?\d{{1,3}})?(?![\d-])")
# The 4-6-5 and 4-6-4 groupings (American Express, JCB 15, Diners Club 14).
_CARD_4_6 = re.compile(rf"\d{{4}}{_GAP}\d{{6}}{_GAP}\d{{4,5}}(?![\d-])")
# A card printed in groups of four, a separator between every two ("4111 1111 1111 1111", "6265--0457--9065--0784").
_IN_FOURS = re.compile(rf"\d{{4}}(?:{_GAP}\d{{4}}){{2}}(?:{_GAP}\d{{1,4}})?(?:{_GAP}\d{{1,3}})?")
# A card read out or typed a digit at a time ("6 2 9 8 2 0 0 3 7 7 1 6 4 8 1 3"): held to an issuer's range and length.
_CARD_BY_DIGIT = re.compile(r"(?<!\d )\d(?: \d){11,18}(?![\d-]| \d)")
_MAESTRO_LENGTHS = tuple(range(12, 20))  # Maestro issues 12 to 19 digits
_ALL_LENGTHS = tuple(range(13, 20))
# Issuer identification number ranges: (lowest prefix, highest prefix of the same length, the card
# lengths the issuer uses, issuer). Without separators, or in a 4-6 grouping, a Luhn-valid number is a
# card only when its first digits and length are in this table. UATP ("1", 15 digits) is left out: its
# one-digit prefix would make every 15-digit Luhn-valid number starting with 1 a card.
_IIN_RANGES: tuple[tuple[str, str, tuple[int, ...], str], ...] = (
    ("4", "4", (13, 16, 19), "Visa"),
    ("51", "55", (16,), "Mastercard"),
    ("2221", "2720", (16,), "Mastercard"),
    ("34", "34", (15,), "American Express"),
    ("37", "37", (15,), "American Express"),
    ("6011", "6011", (16, 17, 18, 19), "Discover"),
    ("644", "649", (16, 17, 18, 19), "Discover"),
    ("65", "65", (16, 17, 18, 19), "Discover"),
    ("622126", "622925", (16, 17, 18, 19), "Discover / China UnionPay"),
    ("62", "62", (16, 17, 18, 19), "China UnionPay"),
    ("31", "31", (19,), "China T-Union"),
    ("3528", "3589", (16, 17, 18, 19), "JCB"),
    ("2131", "2131", (15,), "JCB"),
    ("1800", "1800", (15,), "JCB"),
    ("36", "36", (14, 15, 16, 17, 18, 19), "Diners Club International"),
    # Diners Club's 300-305, 38 and 39 printed 14 digits before 16 ("38520000023237", a payment processors' test card)
    ("300", "305", (14, 16, 17, 18, 19), "Diners Club International"),
    ("3095", "3095", (16, 17, 18, 19), "Diners Club International"),
    ("38", "39", (14, 16, 17, 18, 19), "Diners Club International"),
    ("5018", "5018", _MAESTRO_LENGTHS, "Maestro"),
    ("5020", "5020", _MAESTRO_LENGTHS, "Maestro"),
    ("5038", "5038", _MAESTRO_LENGTHS, "Maestro"),
    ("5893", "5893", _MAESTRO_LENGTHS, "Maestro"),
    ("6304", "6304", _MAESTRO_LENGTHS, "Maestro"),
    ("6759", "6759", _MAESTRO_LENGTHS, "Maestro UK"),
    ("6761", "6763", _MAESTRO_LENGTHS, "Maestro"),
    ("676770", "676770", _MAESTRO_LENGTHS, "Maestro UK"),
    ("676774", "676774", _MAESTRO_LENGTHS, "Maestro UK"),
    ("5019", "5019", (16,), "Dankort"),
    ("2200", "2204", (16, 17, 18, 19), "Mir"),
    ("2205", "2205", (16,), "BORICA"),
    ("60", "60", (16,), "RuPay"),
    ("81", "82", (16,), "RuPay"),
    ("508", "508", (16,), "RuPay"),
    ("353", "353", (16,), "RuPay"),
    ("356", "356", (16,), "RuPay"),
    ("636", "636", (16, 17, 18, 19), "InterPayment"),
    ("637", "639", (16,), "InstaPayment"),
    ("9792", "9792", (16,), "Troy"),
    ("506099", "506198", (16, 18, 19), "Verve"),
    ("507865", "507964", (16, 18, 19), "Verve"),
    ("650002", "650027", (16, 18, 19), "Verve"),
    ("357111", "357111", (16,), "LankaPay"),
    ("8600", "8600", (16,), "UzCard"),
    ("9860", "9860", (16,), "Humo"),
    ("1946", "1946", (16, 18, 19), "GPN"),
    ("50", "50", (16, 18, 19), "GPN"),
    ("56", "56", (16, 18, 19), "GPN"),
    ("58", "58", (16, 18, 19), "GPN"),
    ("60", "63", (16, 18, 19), "GPN"),
)


def card_issuer(digits: str) -> str | None:
    """The issuer whose IIN range and card lengths hold `digits` (a card number's digits), or None."""
    for low, high, lengths, issuer in _IIN_RANGES:
        if len(digits) in lengths and low <= digits[:len(low)] <= high:
            return issuer
    return None
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
# An IBAN printed in groups of four, unlabelled ("pay the claim into NL52 OWGJ 1002 0527 54"), is read from its first
# group: the country's code and the check digits, a word of its own.
_IBAN_HEAD = re.compile(r"(?<![\w])[A-Z]{2}\d{2}")


def find_payment(reading: Reading) -> list[Found]:
    """Payment card numbers (Luhn-valid) and IBANs (mod-97 valid), labelled or not."""
    text, lowered, runs, tokens = reading.text, reading.lowered, reading.runs, reading.tokens
    out = []
    for start, end in runs.phones:
        if end - start not in (1, 4) and end - start < 13:
            continue  # a card starts with a group of four, or a digit read alone, or is written in one piece
        match = _CARD.match(text, start)
        if match is None or match.group(0).isdigit():
            match = _CARD_4_6.match(text, start) or match
        if match is None and end - start == 1:
            match = _CARD_BY_DIGIT.match(text, start)
        if (
            match
            and (start == 0 or not text[start - 1].isalnum())
            and reads_as_card(match.group(0))
            and not attached_to_impersonal_label(text, start)  # "Claim # 2024031400123"
        ):
            out.append(Found("account_number", *match.span()))
    candidates = [(start, end) for start, end in tokens if text[start:start + 2].isalpha()]
    for start, end in runs.tokens:  # digit runs: the check digits of "NL52 OWGJ 1002 0527 54" are one
        if end - start == 2 and start >= 2 and _IBAN_HEAD.fullmatch(text, start - 2, end):
            grouped = _IBAN.match(text, start - 2)  # the country and check digits, then groups of four
            if grouped is not None:
                candidates.append(grouped.span())
    for start, end in runs.tokens:
        if end - start == 9 and (account := _account_after_routing(text, lowered, start)) is not None:
            out.append(Found("account_number", start, account))
    if "iban" in lowered:
        candidates += [match.span() for match in _IBAN.finditer(text)]
    for start, end in dict.fromkeys(candidates):  # a labelled IBAN in groups is found both ways: read it once
        match = _IBAN.fullmatch(text, start, end)
        if match and _iban_valid(match.group(0)):
            out.append(Found("account_number", start, end))
    return out


def reads_as_card(written: str) -> bool:
    """A payment card's number as `phi` reads one: Luhn-valid, and printed in groups of four (13 digits at least) or in
    an issuer's IIN range and card length (`card_issuer`)."""
    digits = "".join(c for c in written if c.isdigit())
    return (_IN_FOURS.fullmatch(written) is not None and len(digits) >= 13 or card_issuer(digits) is not None) and _luhn(
        written)


def printed_as_card(written: str) -> bool:
    """Whether digits are printed as cards are: unbroken, in groups of four, or 4-6-5 / 4-6-4. Presidio's card
    recognizer takes any separators; "37566109-20260318", an iCalendar event's UID, passes Luhn but no card is
    printed eight and eight."""
    return written.isdigit() or _IN_FOURS.fullmatch(written) is not None or _CARD_4_6.fullmatch(written) is not None


def _luhn(written: str) -> bool:
    digits = [int(c) for c in written if c.isdigit()]
    if not 12 <= len(digits) <= 19 or len(set(digits)) == 1 and digits[0] == 0:
        return False
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(reversed(digits)))
    return total % 10 == 0


# A US bank account printed after its bank's routing number ("deposited to 031000053 46316445", "125000435 /
# 974771797037"): nine digits valid by the ABA check digit (python-stdnum's `us.rtn`) in a Federal Reserve district's
# prefix ranges, then the account's 4 to 17 digits, in a clause that speaks of a deposit, a transfer or a bank.
_ROUTING_THEN_ACCOUNT = re.compile(r"(?<![\w./-])(\d{9})(?: ?/ ?| |-)\d{4,17}(?![\w-]|[.,]\d)")
_ROUTING_PREFIXES = tuple(range(0, 13)) + tuple(range(21, 33)) + tuple(range(61, 73)) + (80,)
_BANKING_WORDS = re.compile(r"deposit|routing|\baba\b|\bach\b|wire|bank|account|acct|transfer|direct|refund|pay")
_BANKING_REACH = 80


def _account_after_routing(text: str, lowered: str, start: int) -> int | None:
    """The end of the account number after a routing number at `start`, or None."""
    match = _ROUTING_THEN_ACCOUNT.match(text, start)
    if match is None or int(match.group(1)[:2]) not in _ROUTING_PREFIXES or not us_rtn.is_valid(match.group(1)):
        return None
    if _BANKING_WORDS.search(lowered, max(0, start - _BANKING_REACH), start) is None:
        return None
    return match.end()


# The countries whose banks print IBANs that the ISO 13616 registry (python-stdnum's) does not list yet, with their
# lengths, as SWIFT's partner list and the central banks publish them: the CEMAC's and the UEMOA's twelve
# (Cameroon's "CM21 1000 5000 ..."), Algeria, Angola, Cape Verde, Comoros, Madagascar, Morocco, Mozambique, Honduras, Iran.
_PARTNER_IBAN_LENGTHS = {
    "DZ": 26, "AO": 25, "BJ": 28, "BF": 28, "CM": 27, "CV": 25, "CF": 27, "TD": 27, "KM": 27, "CG": 27, "GQ": 27,
    "GA": 27, "GW": 25, "HN": 28, "IR": 26, "CI": 28, "MG": 27, "ML": 28, "MA": 28, "MZ": 25, "NE": 28, "SN": 28,
    "TG": 28,
}


def _iban_valid(written: str) -> bool:
    """The country's IBAN length and BBAN format and the mod-97 check digits (python-stdnum's registry); for a country
    the registry does not list yet, its length and the mod-97 check digits."""
    if iban.is_valid(written):
        return True
    compact = iban.compact(written)
    if _PARTNER_IBAN_LENGTHS.get(compact[:2]) != len(compact) or not compact.isalnum():
        return False
    return mod_97_10.is_valid("".join(str(int(c, 36)) for c in compact[4:] + compact[:4]))


DETECTOR = Detector("payment", frozenset({"account_number"}), find_payment)
