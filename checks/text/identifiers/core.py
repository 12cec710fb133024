"""Protected identifiers in text, found deterministically: `find_identifiers` and the registry of detectors.

`find_identifiers(text, settings)` returns every identifier span with its kind, in order and
without overlaps: it prepares the text once (`reading.Reading`) and runs the detectors of
`DETECTORS` in order, the earlier detector winning a tie. Each detector is one module, which says
what it reads and why:

- `emails`: e-mail addresses, plain and spelled out to slip past a filter;
- field values (here): the fields of exported records (`records`: markdown and delimited tables, FHIR's
  coded identifiers) read under the label that names them;
- `records.HL7_FIELDS`: the fields of HL7 v2 segments that the standard gives a person's identifier;
- `x12`: the elements of X12 health care transactions (270, 835, 837 ...) that the guides give a person's identifier;
- `network`: IP addresses, and URLs that carry a person's identifier;
- `birth_dates`: dates of birth and death by their labels, a name with a birth date;
- `ssn`: numbers in an SSN's shape;
- `national_ids`: UK National Insurance numbers, spaced or not;
- `record_numbers`: values after a personal label of `labels`' table (MRN, account, licence ...);
- `phones`: phone numbers read by libphonenumber; organisations' lines taken as no one's;
- `member_ids`: Medicare MBIs, payer ID-card shapes in a member's sentence;
- `payment`: payment cards (Luhn) and IBANs (mod 97);
- `addresses`: PO boxes, streets, towns with a ZIP or postal code;
- `ages`: ages over 89.

Which detectors run is configuration: `DetectorSettings.kinds` names the kinds wanted (the
detectors that report one of them run, in registry order, and only those kinds are reported);
empty, every detector runs.

Labels are read as models and systems format them too: in markdown emphasis and quotes ("**DOB:** ...",
'dob: "04/12/1957"'), as JSON or snake_case keys ("member_id", "date_of_birth"), before a form's dot
leaders ("Birth Date....... 02-18-1951"), and as the header of a table column whose cells hold the values.
A device's serial on a row, or under a table header, that gives an asset tag or a machine's number is the
organisation's equipment, no one's (`_Tables.on_an_asset_row`).

Out of scope (written down so nobody assumes otherwise): numbers spelled out in words or with a
space between every digit ("five five five ...", "1 2 3 4 5 6 7 8 9"); person names alone (the
optional name layer, `checks.text.person_names`); dates of admission, discharge or service (HIPAA counts
them, this product's letters must state them); the last four digits of any number; national
phone numbers of regions not in `phone_regions` written without their country code (international
forms are read for every region); vehicle, device and bank numbers without their label, except
cards and IBANs, whose check digits make them safe to read bare.
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left
from collections.abc import Iterator

from checks.text.dates import DateMention, find_dates
from checks.text.identifiers.addresses import DETECTOR as ADDRESSES
from checks.text.identifiers.ages import DETECTOR as AGES
from checks.text.identifiers.birth_dates import BIRTH_WORDS
from checks.text.identifiers.birth_dates import DETECTOR as BIRTH_DATES
from checks.text.identifiers.emails import DETECTOR as EMAILS
from checks.text.identifiers.member_ids import DETECTOR as MEMBER_IDS
from checks.text.identifiers.national_ids import DETECTOR as NATIONAL_IDS
from checks.text.identifiers.network import DETECTOR as NETWORK
from checks.text.identifiers.payment import DETECTOR as PAYMENT
from checks.text.identifiers.phones import DETECTOR as PHONES
from checks.text.identifiers.record_numbers import DETECTOR as RECORD_NUMBERS
from checks.text.identifiers.records import HL7_FIELDS, MAX_CELLS, Cell, coded_values, delimited_cells, markdown_cells
from checks.text.identifiers.ssn import DETECTOR as SSN
from checks.text.identifiers.x12 import DETECTOR as X12_ELEMENTS
from checks.text.identifiers.labels import LABEL_FIRST_WORDS, WORD, attached_to_impersonal_label, word_key
from checks.text.identifiers.reading import (
    ANY_DIGIT,
    NOT_PERSONAL,
    PERSONAL_TITLES,
    SAME_LENGTH_SPACES,
    Detector,
    DetectorSettings,
    Found,
    Reading,
    Runs,
    value_tokens,
)
from checks.text.identifiers.spans import TakenSpans

def _names_an_identifier(header: str) -> bool:
    """Whether a column header or a field's label may name an identifier (a label's first word, a birth or
    death word, a postal word)."""
    words = {word_key(word) for word in WORD.findall(header)}
    lowered = header.lower()
    return bool(words & (LABEL_FIRST_WORDS | _POSTAL_WORDS)) or any(word in lowered for word in BIRTH_WORDS + ("age",))


_CAMEL_CASE = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])|(?<=[a-z]{3})(?=[A-Z])")  # not "KvK-nummer"
# A column's index or format after its name ("ndc11", "address_2", "phone1"): the name says what the column holds.
_COLUMN_INDEX = re.compile(r"(?<=[A-Za-z])[ _-]?\d{1,2}$")
# A table whose rows are organisations ("Facility | Licence type | Licence no."): their licences and registrations are
# theirs, no one's.
_ORGANISATION_ROWS = re.compile(
    r"(?:facility|facilities|provider|pharmacy|practice|clinic|hospital|agency|vendor|supplier|organi[sz]ation|site|"
    r"home|laboratory|lab|establishment|business|company|employer|payer|plan)s?\b", re.IGNORECASE
)
_POSTAL_WORDS = frozenset("zip zipcode postcode postal eircode address street addr".split())


def find_field_values(reading: Reading) -> list[Found]:
    """Identifiers in the fields of exported records (`records`: markdown and delimited tables, FHIR's coded
    identifiers): each value is read as its label followed by the value ("DOB: 04/12/1957"), so the label
    table decides what it is."""
    text, settings = reading.text, reading.settings
    cells: list[Iterator[Cell]] = []
    if "|" in text:
        cells.append(markdown_cells(text))
    if "\n" in text:
        cells.append(delimited_cells(text))
    if '"value' in text:
        cells.append(coded_values(text))
    out: list[Found] = []
    probed = 0
    for cell in itertools.chain(*cells):
        # "SubscriberID" -> "Subscriber ID", "ndc11" -> "ndc"
        value, at, label = cell.value, cell.start, _COLUMN_INDEX.sub("", _CAMEL_CASE.sub(" ", cell.label))
        if not _names_an_identifier(label) or not any(c.isdigit() for c in value):
            continue
        probed += 1
        if probed > MAX_CELLS:  # past the bound a cell is not read but blocked (fail closed)
            out.append(Found("identifier", at, at + len(value)))
            continue
        probe = f"{label}: {value}"
        shift = at - (len(label) + 2)
        found = [item for item in find_identifiers(probe, settings, whole_text=False) if item.end > len(label) + 2]
        if found and all(item.kind == "license_number" for item in found) and _ORGANISATION_ROWS.match(cell.first_column):
            out.append(Found(NOT_PERSONAL, at, at + len(value)))  # "Facility | Licence no." over "Tanglewood Home | A-736"
            continue
        out.extend(Found(item.kind, max(at, item.start + shift), item.end + shift) for item in found)
        if not found and attached_to_impersonal_label(probe, len(label) + 2):
            out.append(Found(NOT_PERSONAL, at, at + len(value)))  # an NPI's or a claim's column: no one's, read by no one else
    return out


TABLE_CELLS = Detector("field_values", frozenset({"identifier"}), find_field_values)

# The detectors in the order they run: an earlier one's span wins an overlap. A checksum's reading (a card's Luhn
# digit, an IBAN's mod 97) comes before the phone reader's, which may read a piece of one as a line.
DETECTORS: tuple[Detector, ...] = (
    EMAILS,
    TABLE_CELLS,
    HL7_FIELDS,
    X12_ELEMENTS,
    NETWORK,
    BIRTH_DATES,
    SSN,
    NATIONAL_IDS,
    RECORD_NUMBERS,
    PAYMENT,
    PHONES,
    MEMBER_IDS,
    ADDRESSES,
    AGES,
)
# Every kind some detector reports, for validating `DetectorSettings.kinds`.
KINDS = frozenset(kind for detector in DETECTORS for kind in detector.kinds if kind != "identifier")


def detectors_for(kinds: tuple[str, ...]) -> tuple[Detector, ...]:
    """The detectors that report one of `kinds`, in registry order (the table reader with them);
    every detector for no kinds. An unknown kind is an error."""
    if not kinds:
        return DETECTORS
    unknown = set(kinds) - KINDS
    if unknown:
        raise ValueError(f"phi: unknown identifier kind(s) {sorted(unknown)}; known: {sorted(KINDS)}")
    return tuple(d for d in DETECTORS if d is TABLE_CELLS or d.kinds & set(kinds))


def _unwanted(kinds: tuple[str, ...]) -> frozenset[str]:
    """The kinds a chosen detector reports that were not chosen (an NHS number the phone reader reads)."""
    return KINDS - set(kinds) if kinds else frozenset()


def find_identifiers(
    text: str,
    settings: DetectorSettings = DetectorSettings(),
    dates: list[DateMention] | None = None,
    no_ones: TakenSpans | None = None,
    whole_text: bool = True,
) -> list[Found]:
    """Every identifier in `text`, in order, without overlaps (the earlier detector wins a tie).
    `dates` are the text's `find_dates`, when the caller has them already; `no_ones`, when given, takes the
    spans read as no one's (an organisation's line, a column of NPIs, an HL7 message's control ID), so that
    a later reader of the same text (Presidio's layer) leaves them alone too. `whole_text` is False for a piece of
    a text read on its own (a field's "label: value"): what only the whole text can say (that it names no one) is
    then left to the reading of the whole."""
    detectors = detectors_for(settings.kinds)
    if not ANY_DIGIT.search(text):
        lowered = text.lower()
        reading = Reading(text, lowered, text, lowered, _NO_RUNS, [], [], settings)
        unwanted = _unwanted(settings.kinds)
        return [
            item for detector in detectors if not detector.needs_digit
            for item in detector.find(reading) if item.kind not in unwanted
        ]
    if not text.isascii():  # no-break, thin and zero-width spaces read as spaces (same offsets)
        text = text.translate(SAME_LENGTH_SPACES)
    raw, raw_lowered = text, text.lower()
    lowered = raw_lowered
    if "_" in text:  # "member_id", "date_of_birth": JSON keys and snake_case labels read as words (same offsets)
        text, lowered = text.replace("_", " "), lowered.replace("_", " ")
    if "..." in text:  # a form's dot leaders ("Birth Date......... 02-18-1951") read as a label's colon (same offsets)
        text = _DOT_LEADER.sub(_leader_as_colon, text)
        lowered = text.lower()
    if "\r" in text:  # HL7's segment separator, a lone carriage return, read as a line break (same offsets)
        text = _LONE_CARRIAGE_RETURN.sub("\n", text)
        lowered = text.lower()
    if _OCR_CONFUSION.search(text):  # a scan's "Mem ber lD", "VlN", "Cardho1der" read as the words (same offsets)
        text = _OCR_CONFUSION.sub(_ocr_word, text)
        lowered = text.lower()
    runs = Runs(text)
    if dates is None:
        dates = find_dates(text)
    reading = Reading(raw, raw_lowered, text, lowered, runs, value_tokens(text, runs.tokens), dates, settings)
    found: list[Found] = []
    taken = TakenSpans()
    unwanted = _unwanted(settings.kinds)
    tables = _Tables(text)
    for detector in detectors:
        for item in detector.find(reading):
            if (
                item.kind == "device_id" and (
                    tables.on_an_asset_row(item.start) or whole_text and tables.names_no_one_and_no_own_device()
                )
                or item.kind == "address" and tables.on_a_place_row(item.start, item.end)
            ):
                item = Found(NOT_PERSONAL, item.start, item.end)
            if not taken.take(item.start, item.end) or item.kind == NOT_PERSONAL or item.kind in unwanted:
                if item.kind == NOT_PERSONAL and no_ones is not None:
                    no_ones.take(item.start, item.end)
                continue  # an organisation's line, or a kind not chosen, is taken all the same: no other detector reads it
            found.append(item)
    found.sort(key=lambda item: item.start)
    return found


_NO_RUNS = Runs("")
# An organisation numbers its own equipment: a serial on a row, or under a table header, that gives an asset tag or the
# machine's number in the unit ("BiPAP ST | Room 4 | S/N VD66P41535 | asset 20293", "asset_tag,device,serial",
# "Machine 16 | NxStage System One S/N HJ177648", a QA record's '"machine": "Vault 2", "serial": "H229120"'), or one
# installed at a place ("detector serial NE-9270-2 was installed at the Zone III door"), names a device of the
# organisation's, no one's, unless the row names a person ("issued to the patient", "her CPAP").
_ASSET = re.compile(r'\basset\b|\bmachine\s*(?:no\.?|#)?\s*\d|"machine(?:_?(?:id|name)|Id|Name)?"\s*:|\binstalled\s+(?:at|in|on)\b'
                    # a biomedical engineering department's record of its equipment's upkeep, a calibration record
                    r"|\b(?:biomed|service\s+report|work\s+order|(?:preventive|planned)\s+maintenance|returned\s+to\s+service"
                    r"|calibration\s+(?:record|log|report|certificate|check))\b",
                    re.IGNORECASE)
# A table's column that names each row's equipment ("date,device,serial,result", "Instrument | S/N | Due"): a table whose
# rows are devices, and whose block names no person, lists the organisation's equipment.
# A model column says the same in the locales' languages ("Model | S/N", "Mudel | Seerianumber", "Modell;Serienummer").
_EQUIPMENT_COLUMN = re.compile(
    r"(?:^|[,|\t;])\s*\"?(?:(?:device|equipment|instrument|machine|analy[sz]er)(?:[ _]?(?:name|type|model))?|"
    r"model|modell|mudel|modelo|mod[èe]le|modello|malli|modelis)\"?\s*(?=[,|\t;]|$)",
    re.IGNORECASE,
)
# A record that names its device's model beside the serial ('{"serial": "EV41696107", "model": "POC-230"}',
# '<aed model="ZOLL AED Plus" serial="X98536645"/>', whose attribute `checks.text.normalise` writes as "model: ...").
_MODEL_FIELD = re.compile(r'"model(?:_?(?:name|number)|Name|Number)?"\s*:|\bmodel(?:Name|Number)?(?:="|:\s)', re.IGNORECASE)
_TABLE_DELIMITERS = "|\t;,"
# A listing of places: a column or key that names each row's town, and none of a person's.
_BARE_POSTCODE = re.compile(r"[A-Z0-9]{3,5}(?:[ -][A-Z0-9]{3,4})?")
_PLACE_COLUMN = re.compile(
    r"(?:^|[,|\t;])\s*\"?(?:town|city|county|municipality|community|locality|service\s+area)\"?\s*(?=[,|\t;]|$)",
    re.IGNORECASE,
)
_PERSONAL_COLUMN = re.compile(r"\b(?:name|street|address|addr|line\s*1|patient|member|client|resident|dob|birth|phone)\b",
                              re.IGNORECASE)
_PLACE_KEY = re.compile(r'"(?:town|city|county|municipality|locality)"\s*:', re.IGNORECASE)
_PERSONAL_KEY = re.compile(r'"(?:\w*name|street\w*|address\w*|line|birth\w*|dob|phone\w*|telecom)"\s*:', re.IGNORECASE)
_PERSON_ON_THE_ROW = re.compile(r"\b(?:patient|member|client|resident|his|her|their)\b", re.IGNORECASE)
# HIPAA's device identifiers are those of a person's device: one implanted in, worn by, or issued to someone. A serial
# in a text that names no one (`_SOMEONE`) and no such device (`_OWN_DEVICE`) is a machine's of the organisation: a
# sterilizer's printout ("MIDMARK M11 ... SN: V588852"), a register of X-ray units, a linac's QA record.
_SOMEONE = re.compile(
    r"\b(?:patient['’]s|patient\"?\s*[:#=/]|(?:the|this|that)\s+patient|member|client|resident|caller|customer|enrollee"
    r"|beneficiary|insured|subscriber|his|her|hers|their|my|your|me|mine)\b|\bpatient\s+(?-i:[A-Z])"
    rf"|\b(?-i:{PERSONAL_TITLES}|MR|MRS|MISS)\.?\s+(?-i:[A-Z])",  # a title before a name, not a degree ("MS, DABR")
    re.IGNORECASE,
)
_OWN_DEVICE = re.compile(
    r"\b(?:implant\w*|pacemaker|defibrillator|lvad|neuro-?stimulator|stimulator|c?pap|bipap|apap|autopap|ventilator"
    r"|concentrator|oxygen|insulin|pump|cgm|glucose|glucometer|hearing\s+aids?|cochlear|sound\s+processor|wheelchair"
    r"|rollator|walker|scooter|hospital\s+bed|nebuli[sz]er|tens|prosthe\w+|orthos[ie]s|brace|monitor|phone|laptop"
    r"|tablet|watch|wearable|tracker|loan\w*|issued|home)\b",
    re.IGNORECASE,
)
_ROW_REACH = 400  # how far a row, and a table above it, are read for an asset column
_TABLE_REACH = 4000


class _Tables:
    """The rows, headers and blocks around findings (`on_an_asset_row`, `on_a_place_row`), read for one text. Each
    pattern is scanned over the text once, when first needed, and a row or block asks where its matches start (a
    bisect), so that a text of many findings costs one scan, not one per finding (a 64 KB one-line export holds a
    thousand serials); a header's readings are kept by its text (one table's rows share it)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts: dict[re.Pattern[str], list[int]] = {}
        self._headers: dict[str, tuple[bool, bool, bool]] = {}
        self._no_one: bool | None = None

    def on_an_asset_row(self, position: int) -> bool:
        """Whether the row holding `position`, or the header of its table, gives the organisation's own number for
        its equipment (`_ASSET`), and the row names no person; or whether its block names no person anywhere and
        either gives one (a calibration run's record above the instruments it lists, '<CalibrationRun
        meterSerial="SLM-8502">' over '<Check asset="AS-249" .../>'), sits under a header whose rows are devices
        (`_EQUIPMENT_COLUMN`) or names the device's model on its row (`_MODEL_FIELD`)."""
        table = self._table_around(position)
        if table is None:
            return False
        row, header, block = table
        asset_header, equipment_header, _ = self._header(header)
        if self._holds(_ASSET, *row) or asset_header:
            return True
        if self._holds(_PERSON_ON_THE_ROW, *block):
            return False
        return self._holds(_ASSET, *block) or equipment_header or self._holds(_MODEL_FIELD, *row)

    def names_no_one_and_no_own_device(self) -> bool:
        """Whether the text names no person and no device of a person's (a device's serial in it is the
        organisation's machine's)."""
        if self._no_one is None:
            self._no_one = _SOMEONE.search(self.text) is None and _OWN_DEVICE.search(self.text) is None
        return self._no_one

    def on_a_place_row(self, start: int, end: int) -> bool:
        """Whether a postal code standing alone (`_BARE_POSTCODE`) is a place's in a listing of places: a table whose
        header names each row's town ("Town | ZIP | Visiting days") or a record that does ('{"town": "Plainfield",
        "zip": "06374"}'), with no column or key of a person's (name, street, address, birth date ...) and no person
        named in the block: an organisation's service area or directory, not where someone lives."""
        if not _BARE_POSTCODE.fullmatch(self.text, start, end):
            return False
        table = self._table_around(start)
        if table is None:
            return False
        row, header, block = table
        if self._holds(_PERSON_ON_THE_ROW, *block):
            return False
        _, _, place_header = self._header(header)
        if place_header:
            return True
        return self._holds(_PLACE_KEY, *row) and not self._holds(_PERSONAL_KEY, *row)

    def _table_around(self, position: int) -> tuple[tuple[int, int], str, tuple[int, int]] | None:
        """(row, header, block) of the table holding `position`: its line's span, its header (`_table_header`) and its
        block's span (to the blank lines around it, at most `_TABLE_REACH` characters either side); None when the row
        names a person or the header is out of reach."""
        text = self.text
        row_start = text.rfind("\n", max(0, position - _ROW_REACH), position) + 1
        row_end = text.find("\n", position, position + _ROW_REACH)
        row = (row_start, row_end if row_end >= 0 else min(len(text), position + _ROW_REACH))
        if self._holds(_PERSON_ON_THE_ROW, *row):
            return None
        floor = max(0, row_start - _TABLE_REACH)
        blank_line = text.rfind("\n\n", floor, row_start)
        if blank_line < 0 and floor > 0:
            return None  # the table's header is out of reach
        header_start = blank_line + 2 if blank_line >= 0 else 0
        block_end = text.find("\n\n", position, position + _TABLE_REACH)
        block = (header_start, block_end if block_end >= 0 else min(len(text), position + _TABLE_REACH))
        return row, _table_header(text[header_start:row_start], text[row[0]:row[1]]), block

    def _holds(self, pattern: re.Pattern[str], start: int, end: int) -> bool:
        """Whether a match of `pattern` in the text starts in [start, end)."""
        starts = self._starts.get(pattern)
        if starts is None:
            starts = self._starts[pattern] = [match.start() for match in pattern.finditer(self.text)]
        i = bisect_left(starts, start)
        return i < len(starts) and starts[i] < end

    def _header(self, header: str) -> tuple[bool, bool, bool]:
        """Whether `header` gives an asset's number, names rows of devices, and names rows of places and none of a
        person's."""
        facts = self._headers.get(header)
        if facts is None:
            facts = self._headers[header] = (
                _ASSET.search(header) is not None,
                _EQUIPMENT_COLUMN.search(header) is not None,
                _PLACE_COLUMN.search(header) is not None and _PERSONAL_COLUMN.search(header) is None,
            )
        return facts


def _table_header(above: str, row: str) -> str:
    """The header of the table whose `row` follows the lines `above` (its block's lines before it): the first of the
    lines right above the row that hold the row's delimiter, so that a title line over the table ("... maintenance log,
    July 6, 2026") is not read as its header; the block's first line when the row has no delimiter."""
    lines = above.split("\n")[:-1]
    delimiter = next((d for d in _TABLE_DELIMITERS if d in row), None)
    if delimiter is None:
        return lines[0] if lines else ""
    header = ""
    for line in reversed(lines):
        if delimiter not in line:
            break
        header = line
    return header


_LONE_CARRIAGE_RETURN = re.compile(r"\r(?!\n)")
# Letters an OCR engine confuses inside a word: a lower-case "l" among capitals ("lD", "VlN", "CERTlFlCATE") is an
# "I" when a capital follows it or two capitals stand in the word ("lD", "VlN", "MRl"; "Pl", a street's suffix, is
# a capitalised word); a "1" or "0" between lower-case letters ("Cardho1der") is an "l" or an "o". Codes that mix
# capitals and digits ("SW1A 2AA", "A1C", "ICD10") are left as written.
_OCR_CONFUSION = re.compile(
    r"\b(?=[A-Zl]*l)(?=[A-Zl]*l[A-Z]|(?:[A-Zl]*[A-Z]){2})[A-Zl]{2,}\b|\b[A-Za-z]*[a-z]{2}[01][a-z]{2}[a-z]*\b"
)


def _ocr_word(match: re.Match[str]) -> str:
    word = match.group(0)
    if word.isalpha():
        return word.replace("l", "I")
    return word.replace("1", "l").replace("0", "o")
_DOT_LEADER = re.compile(r"(?<=[A-Za-z#):])[ \t]?\.{3,}")


def _leader_as_colon(match: re.Match[str]) -> str:
    return ":" + " " * (len(match.group(0)) - 1)
