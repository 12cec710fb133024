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
    if "dear" in lowered or "to whom" in lowered:
        out.extend(
            (start, end) for start, end in _inside_addresses(text)
            if not any(a < end and start < b for a, b in organisations)
        )
    if _ADDRESS_CUE_WORDS.search(lowered):
        out.extend(
            (start, end) for start, end in _cued_addresses(text)
            if not _agency_address(text, start, end) and not any(a < end and start < b for a, b in organisations)
        )
    return [Found("address", start, end) for start, end in out]


# -- what follows an address cue -----------------------------------------------------------------
# The street grammars above know the forms they were written for; what every country's address
# shares is its layout: after a cue ("home address:", "lives at", "Deliver to:", a mailing block's
# endorsement) come parts (lines or comma-separated pieces) of capitalised words and numbers, one
# part holding a house number next to a name or a postcode next to a place. This reads that layout.
_ADDRESS_CUE_WORDS = re.compile(
    r"address|live|living|resid|moved|relocat|deliver|ship|mail|send|return service|home|stay|place|house|flat|"
    r"apartment|zip|post|eircode|pin|i'm at|i am at|we're at|we are at",
    re.IGNORECASE,
)
_ADDRESS_CUE = re.compile(
    r"\b(?:(?:(?:home|mailing|postal|shipping|billing|residential|street|new|current|permanent|my|her|his|their)\s+)?"
    r"address(?:\s+(?:on\s+file|while\s+abroad|is\s+now|is|was|to|as|of\s+record))*(?:\s+[\w'\u2019]+){0,7}?\s*\?"
    r"|address(?:\s+(?:on\s+file|while\s+abroad|is\s+now|is|was|to|as|of\s+record))*"
    r"|(?:from|at|to|outside|near)\s+(?:her|his|their|my|our|the\s+(?:patient|member|client)'s)\s+(?:home|house|flat|apartment)\s+(?:at|on|in)"
    r"|(?:lives?|living|lived|resides?|residing|resided|stays?|staying)\s+(?:at|in)"
    r"|(?:moved|moving|relocated|relocating)\s+to|deliver(?:ed)?\s+to|ship(?:ped)?\s+(?:it\s+)?to"
    r"|where\s+should\s+we\s+(?:send|mail|ship)\s+it|send\s+it\s+to"
    r"|mail(?:ed)?\s+(?:(?:the|my|her|his|their|a)\s+)?(?:[a-z]+\s+){0,2}to|return\s+service\s+requested"
    r"|(?:i'm|i\s+am|we're|we\s+are|staying|home\s+visit(?:\s+[a-z]+){0,2})\s+at|(?:sister|brother|daughter|son|mother|"
    r"father|parent|friend|aunt|uncle|cousin)s?'s?\s+(?:place|house|home|flat|apartment)\s*,|home(?=\s*:))"
    r"(?P<link>\s*[?:=]?[ \t]*[\"'\u201c]?[ \t]*(?:\n[ \t]*){0,2}(?:[A-Z][a-z]+:[ \t]*)?)",
    re.IGNORECASE,
)
# A part that is a person's name on its own line before the address ("Dr. Lyndon Kennelly").
_NAME_LINE = re.compile(r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?[A-Z][\w'\u2019.-]*(?:[ \t]+[A-Z][\w'\u2019.-]*){1,3}[ \t]*\n")
# Where the address ends: a lower-case word that is not a particle of a street name, a full stop
# before a space, a quote, a blank line.
_PARTICLES = frozenset("de da do das dos del della di la le les van der den ul ul. al. al bis y e et und".split())
_ADDRESS_WORD = re.compile(r"[^\s,]+")
_NUMBER_BY_NAME = re.compile(r"(?<![\w/])\d{1,6}[A-Za-z]?(?:[/-]\d{1,5})?(?![\w/])")
_CAPITALISED = re.compile(r"(?<![\w])[A-Z\u00c0-\u00dd][\w'\u2019\u00c0-\u024f-]+")
_POSTCODE = re.compile(
    r"(?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]\d{2}\s?[A-Z\d]{4}"
    r"|\d{4}\s?[A-Z]{2}|[A-Z]{2,3},?\s\d{4,5}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{5}-\d{3}|\d{4,6})(?![\w])"
)
_NOT_A_PLACE = frozenset(
    "room ward bed bay floor level unit page section step tier option version day week phase stage grade "
    "chapter table figure item line box".split()
)
_MAX_ADDRESS = 160


# A postal code under its label ("ZIP: 45402", "Home postcode: D10 FDYY"): HIPAA counts a
# geographic unit below a state.
_LABELLED_POSTCODE = re.compile(
    r"\b(?:zip(?:\s*code)?|(?:home\s+)?post\s?code|postal\s+code|eircode|pin\s?code)(?:\s+(?:is|was))?[ \t]*[\"']?[ \t]*[:#=]?[ \t]*[\"']?[ \t]*"
    r"(?P<code>\d{5}(?:-\d{4})?|\d{6}|(?=[A-Z0-9 ]{5,8}\b)[A-Z0-9]{2,4}\s?[A-Z0-9]{3,4})(?![\w-])",
    re.IGNORECASE,
)
# A line that starts with a field's label ends the address above it ("Mobile   +91 ...", "Email:").
_FIELD_LINE = re.compile(r"[ \t]*[A-Za-z][\w'./ ]{0,24}?(?::|\t| {2,})")


def _cued_addresses(text: str) -> list[tuple[int, int]]:
    """Addresses right after a cue, read by their layout (see above), and postal codes under their label."""
    out = [
        match.span("code") for match in _LABELLED_POSTCODE.finditer(text)
        if sum(c.isdigit() for c in match.group("code")) >= 2
    ]
    for cue in _ADDRESS_CUE.finditer(text):
        start = cue.end()
        name = _NAME_LINE.match(text, start)
        if name and not any(c.isdigit() for c in name.group(0)):
            start = name.end()  # a name line above the street line
        end = _address_end(text, start)
        if end > start and _reads_as_address(text[start:end]) and not _organisation_address(text, start):
            out.append((start, end))
    return out


# A letter's inside address: the block of lines right above the salutation, after a blank line
# ("Lauren Evans\n680 Blackwell Fields Apt. 216\nSueland, TN 64064\n\nDear Ms. Lane,"). Its
# layout, not one country's street grammar, makes it an address: a name line, then lines of
# capitalised words and numbers with a house number or a postcode (`_reads_as_address`).
_SALUTATION = re.compile(r"\n[ \t]*\n[ \t]*(?:Dear\b|To\s+whom\b)", re.IGNORECASE)
_BLOCK_LINES = 7
_BLOCK_CHARS = 280
_ORGANISATION_LINE = re.compile(
    r"\b(?:department|dept|services|inc|llc|ltd|plc|corporation|company|hospital|clinic|pharmacy|health|healthcare|"
    r"insurance|plan|unit|office|centre|center|trust|agency|bureau|authority|team)\b",
    re.IGNORECASE,
)


def _inside_addresses(text: str) -> list[tuple[int, int]]:
    """The inside address above each salutation: the lines after the name line, when they read as an address."""
    out = []
    for salutation in _SALUTATION.finditer(text):
        block_end = salutation.start()
        floor = max(0, block_end - _BLOCK_CHARS)
        blank = max(text.rfind("\n\n", floor, block_end), text.rfind("\n \n", floor, block_end))
        block_start = blank + 2 if blank >= 0 else (floor if floor else 0)
        lines = text[block_start:block_end].split("\n")
        if not 2 <= len(lines) <= _BLOCK_LINES:
            continue
        if any(_ORGANISATION_LINE.search(line) for line in lines[:2]):
            continue  # a letterhead: the organisation's own address
        first = lines[0]
        start = block_start + (len(first) + 1 if not any(c.isdigit() for c in first) else 0)
        written = text[start:block_end]
        if written.strip() and _reads_as_address(written):
            out.append((start + len(written) - len(written.lstrip()), block_end - (len(written) - len(written.rstrip()))))
    return out


def _address_end(text: str, start: int) -> int:
    """Where the address that starts at `start` ends (at most `_MAX_ADDRESS` characters on)."""
    limit = min(len(text), start + _MAX_ADDRESS)
    end = start
    first = True
    for word in _ADDRESS_WORD.finditer(text, start, limit):
        between = text[end:word.start()]
        if "\n\n" in between.replace(" ", "").replace("\t", "") or (end > start and between.count("\n") > 1):
            break  # a blank line ends a block
        if "\n" in between and end > start and _FIELD_LINE.match(text, text.rfind("\n", 0, word.start()) + 1):
            break  # the next field of a form
        written = word.group(0).strip("\"'\u201d)(")
        bare = written.rstrip(".;:!?")
        if not first and bare and bare[0].islower() and bare.lower() not in _PARTICLES and not bare[0].isdigit():
            break
        end = word.start() + len(word.group(0).rstrip("\"'\u201d,;"))
        following = text[word.end():word.end() + 2].lstrip()[:1]
        if word.group(0).endswith((".", "!", "?", ";", '"', "\u201d")) and not (
            _ABBREVIATION.fullmatch(bare + ".") or word.group(0).endswith(".") and following.isdigit()
        ):
            end = word.start() + len(word.group(0).rstrip("\"'\u201d.;!?,"))
            break
        first = False
    return end


_ABBREVIATION = re.compile(r"(?i:no|h\.no|apt|st|rd|ave|co|ul|al|fl|nr|dr|mt|ft|blvd|ste|bldg|[A-Za-z])\.")


def _reads_as_address(written: str) -> bool:
    """Parts of capitalised words and numbers: a house number next to a name, or a postcode next to a place."""
    if not any(c.isdigit() for c in written):
        return False
    parts = [part.strip() for part in re.split(r"[,\n]", written) if part.strip()]
    if not parts:
        return False
    capitalised = [word.group(0) for word in _CAPITALISED.finditer(written)]
    if not capitalised or all(word.lower() in _NOT_A_PLACE for word in capitalised):
        return False
    if any(word.lower() in _NOT_A_PLACE for word in capitalised[:1]) and len(parts) == 1:
        return False  # "Room 4", "Ward 5": a place in a building, not an address
    postcode = _POSTCODE.search(written)
    numbers = _NUMBER_BY_NAME.findall(written)
    if len(parts) >= 2 and (numbers or postcode):
        return True
    if postcode and (postcode.group(0) != written.strip() or not postcode.group(0).isdigit()):
        return any(c.isalpha() for c in postcode.group(0)) or len(capitalised) >= 1 and len(written.split()) >= 2
    return bool(numbers) and len(capitalised) >= 2


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
