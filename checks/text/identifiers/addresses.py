"""`address`: PO boxes, streets in a personal context, non-US street forms, towns with a ZIP or postal code.

PO boxes and rural routes ("RR 2, Box 118") anywhere; a number and street (Street, Avenue, Court,
Way ... with Suite/Apt/Unit, ZIP or UK postcode) when the text around it makes it someone's
address (lives at, resides, home, mailing address) or the address carries a unit, ZIP or
postcode, or the sentence puts a person "at" it: "21 Jump Street" and "9 Supreme Court justices"
are titles and names. An address right after an organisation ("Claims Department, 500 Main
Street", "the clinic is located at") is the organisation's unless someone is said to live there.
Non-US forms with a house number (12 rue de la Paix, Hauptstraße 5, Calle Mayor 7, Via Roma 10)
count anywhere; a town and a US ZIP or a Canadian, UK or Australian postal code ("Ottawa, ON K1A
0B1", "Leeds LS6 2AB", "Bondi NSW 2026") in a personal context.
"""

from __future__ import annotations

import re

from checks.text.identifiers.reading import Detector, Found, Reading, sentence_bounds

_STREET_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|"
    r"Circle|Cir|Highway|Hwy|Parkway|Pkwy|Square|Sq|Trail|Trl|Loop|Row|Crescent|Cres|Close|Mews|Gardens|"
    r"Grove|Hill|Park|Pike|Plaza|Alley|Run|Path|Point|Ridge|Walk)"
)
_UNIT = r"(?:,?\s*(?:Suite|Ste\.?|Apartment|Apt\.?|Unit|Flat|Floor|Fl\.?|Room|Rm\.?|Bldg\.?|Building|#)\s*#?[A-Za-z0-9-]{1,6})"
_US_STATE_ZIP = r"(?:,\s*(?:[A-Z][a-z]+\s?){1,3},?\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)"
_UK_POSTCODE = r"(?:,\s*(?:[A-Z][a-z]+\s?){0,3},?\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b)"
_STREET = re.compile(
    r"(?P<number>\d{1,6}[A-Za-z]?(?:-\d{1,5})?)\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?"
    r"(?:[A-Z][a-z]+\.?\s+|\d{1,3}(?:st|nd|rd|th)\s+){1,3}" + _STREET_SUFFIX + r"\b\.?"
    r"(?P<unit>" + _UNIT + r")?(?P<tail>" + _US_STATE_ZIP + "|" + _UK_POSTCODE + r")?"
)
# Non-US forms: "12 rue de la Paix" (number first), "Hauptstraße 5", "Calle Mayor 7", "Via Roma 10".
_FOREIGN_STREET = re.compile(
    r"(?<![\w])(?:\d{1,4}(?:\s?bis)?,?\s+(?i:rue|avenue|boulevard|bd|chemin|place|allée|impasse|quai)\s+"
    r"(?:[a-zà-ÿ'’]+\s+){0,3}[A-ZÀ-Ý][\wà-ÿ'’-]+"
    r"|[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|damm)\s+\d{1,4}[a-z]?\b"
    r"|[A-ZÄÖÜ][\wäöü]+\s(?:Straße|Strasse|Str\.|Weg|Platz|Allee)\s+\d{1,4}[a-z]?\b"
    r"|(?:Calle|Avenida|Av\.|Paseo|Plaza|Carrer|Rua|Via|Viale|Piazza|Corso|Largo)\s+"
    r"(?:(?:de|del|de\s+la|di|della|dei|do|da)\s+)?(?:[A-ZÀ-Ý][\wà-ÿ'’]+\s?){1,3},?\s+(?:n\.?\s?º?\s?)?\d{1,3}[a-zA-Z]?\b)"
)
# Where a name-first street form may end: a capitalised word and a house number ("Roma 10").
_CAPITALISED_WORD_AND_NUMBER = re.compile(r"[A-ZÄÖÜ][a-zäöüß'’][\wäöüß'’]*\.?,? \d{1,4}[a-z]?\b")
_CITY_STATE_ZIP = re.compile(r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s[A-Z]{2}\s\d{5}\b")
_ZIP_PLUS_FOUR = re.compile(r"(?:-\d{4}\b)?")
_PO_BOX = re.compile(
    r"(?<![\w])(?:(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box|PO\s?Box)\s*#?\s*\d+"
    r"|(?:RR|R\.R\.|Rural\s+Route|HC|Star\s+Route)\s*#?\s*\d+,?\s+Box\s*#?\s*\d+)",
    re.IGNORECASE,
)
# A town and a Canadian, UK or Australian postal code, in a sentence that makes them someone's:
# "lives in Ottawa, ON K1A 0B1", "moved to Leeds LS6 2AB", "resides in Bondi NSW 2026".
_POSTAL_AREA = re.compile(
    r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s(?:"
    r"(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d"
    r"|(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s\d{4}"
    r"|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\b"
)
_ADDRESS_CONTEXT = re.compile(
    r"\b(?:lives?|living|lived|resides?|residing|resided|residence|resident|home|house|address(?:es|ed)?|mailing|"
    r"mail(?:ed)?|send|sent|deliver(?:ed|y)?|moved|relocated|stays?|staying|domicile|apt|apartment|suite|unit)\b",
    re.IGNORECASE,
)
# An organisation's address: its name or "located at" right before the street ("Claims
# Department, 500 Main Street"; "the clinic is located at ..."): not a person's.
_ORGANISATION_BEFORE_ADDRESS = re.compile(
    r"\b(?:department|dept\.?|center|centre|hospital|clinic|office|offices|services|inc\.?|llc|corporation|corp\.?|"
    r"company|headquarters|pharmacy|laboratory|practice|university|attn:?|attention|located|situated|"
    r"headquartered|based|health|healthcare|plan|insurance|insurer|group|associates|partners|foundation|trust|"
    r"agency|board|bureau|authority|ltd\.?|limited|plc|llp)\b[^.;\d]{0,16}$",
    re.IGNORECASE,
)


def find_addresses(reading: Reading) -> list[Found]:
    """PO boxes, non-US street forms, and number-and-street in a personal context or with a unit/ZIP."""
    text, lowered, runs = reading.text, reading.lowered, reading.runs
    out: list[tuple[int, int]] = []
    if "box" in lowered:
        out.extend(match.span() for match in _PO_BOX.finditer(text))
    organisations: list[tuple[int, int]] = []
    for start in runs.streets:
        match = _STREET.match(text, start)
        if match and (match.group("unit") or match.group("tail") or _address_context(text, start, match.end())):
            organisation = _organisation_address(text, start) or _agency_address(text, start, match.end())
            (organisations if organisation else out).append(match.span())
    for start in runs.number_first:
        match = _FOREIGN_STREET.match(text, start)
        if match:
            out.append(match.span())
    for start, end in runs.zips:
        # A town and ZIP code, in a sentence that makes them someone's ("she lives in Springfield, IL 62704").
        match = _CITY_STATE_ZIP.search(text, max(0, start - 40), end)
        if match and match.end() >= end and _address_context(text, match.start(), match.end()):
            if not _organisation_address(text, match.start()) and not any(a <= start < b for a, b in organisations):
                out.append((match.start(), _ZIP_PLUS_FOUR.match(text, end).end()))
    if runs.postal_hint:
        for match in _POSTAL_AREA.finditer(text):
            if _address_context(text, match.start(), match.end()) and not _organisation_address(text, match.start()):
                out.append(match.span())
    for word in _CAPITALISED_WORD_AND_NUMBER.finditer(text):
        match = _FOREIGN_STREET.search(text, max(0, word.start() - 40), word.end())
        if match and match.end() == word.end():
            out.append(match.span())
    return [Found("address", start, end) for start, end in out]


def _address_context(text: str, start: int, end: int) -> bool:
    """Words that make a street someone's address, or "at/from/to" a street in a sentence about a person
    ("the ambulance picked him up at 45 Oak Drive")."""
    left, right = sentence_bounds(text, start, end)
    if _ADDRESS_CONTEXT.search(text, max(left, start - 80), min(right, end + 40)):
        return True
    return _AT_PLACE.search(text, max(0, start - 8), start) is not None and _PERSON.search(text, left, right) is not None


_AT_PLACE = re.compile(r"\b(?:at|from|to|near)\s+$", re.IGNORECASE)
_PERSON = re.compile(
    r"\b(?:patients?|members?|enrollees?|beneficiar(?:y|ies)|subscribers?|claimants?|he|she|him|her|his|hers|they|"
    r"them|their|family|son|daughter|wife|husband|mother|father|caregiver|client)\b",
    re.IGNORECASE,
)


def _organisation_address(text: str, start: int) -> bool:
    """An organisation's name or "located at" right before, and no one said to live there ("the plan,
    who lives at 202 Oak Circle" is a person's)."""
    match = _ORGANISATION_BEFORE_ADDRESS.search(text, max(0, start - 48), start)
    return match is not None and _RESIDENCE.search(match.group(0)) is None


# "7500 Security Boulevard, Baltimore, MD 21244 (CMS)": an agency's acronym right after is its address.
_AGENCY_AFTER = re.compile(r"\s*\((?!(?:USA?|UK|GB|CA|CAN|AU|AUS|NZ|IE|EU)\))[A-Z]{2,6}\)")


def _agency_address(text: str, start: int, end: int) -> bool:
    if _AGENCY_AFTER.match(text, end) is None:
        return False
    left, _ = sentence_bounds(text, start, end)
    return _RESIDENCE.search(text, left, start) is None
_RESIDENCE = re.compile(r"\b(?:lives?|living|lived|resides?|residing|resided|home|moved|stays?|staying)\b", re.IGNORECASE)


DETECTOR = Detector("address", frozenset({"address"}), find_addresses)
