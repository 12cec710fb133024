"""Fields of the records systems export: where a field's value stands and what names it.

An EHR, a claims system or a portal pasted as text writes identifiers as fields, not sentences:

- markdown tables ("| DOB | MRN |" over "| 04/12/1957 | 4471203 |") and delimited exports with a header
  row (CSV, TSV, semicolon or pipe separated: "patient_id,last_name,dob,phone,zip" over its rows): a
  cell is read under its column's header (`table_cells`);
- XML elements (C-CDA, HL7 v3, other exports) are read as "name: value" lines: `checks.text.normalise` writes
  each element's name before its text and attributes ('<birthTime value="19840907"/>' -> "birthTime: 19840907");
- FHIR-style JSON, where an identifier's label is its type's text or code and its value a sibling
  ('{"type": {"text": "MRN"}, "value": "946514"}'; codes of HL7 table 0203: MR, SS, DL, MB, AN ...)
  (`coded_values`);
- HL7 v2 segments, whose fields mean what the standard's position says (PID-7 is the date of birth,
  PID-11 the address) whatever their value looks like (`find_hl7_fields`, a detector of its own).

`core` reads each cell and coded value as "label: value" through the detectors, so one label table
decides what a value is; an HL7 field's kind is the standard's. The work is bounded: at most
`MAX_CELLS` cells per text are read, and the cells past that bound are reported unread (fail closed).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator
from dataclasses import dataclass

from checks.text.identifiers.reading import NOT_PERSONAL, Detector, Found, Reading

# Cells read per text: past the bound a cell under an identifier's header is not read but blocked.
MAX_CELLS = 200


@dataclass(frozen=True)
class Cell:
    """A field's value (`value` at `start` in the text) and the label that names it."""

    label: str
    value: str
    start: int
    first_column: str = ""  # the header of the table's first column: what each row is about ("Facility", "Patient")


# -- tables: markdown, and delimited exports with a header row ------------------------------------
_TABLE_ROW = re.compile(r"^[ \t]*\|?(.*\|.*?)\|?[ \t]*$", re.MULTILINE)
_TABLE_RULE = re.compile(r"[\s|:\-]+")


def markdown_cells(text: str) -> Iterator[Cell]:
    """The cells of markdown tables with digits in them, each under its column's header."""
    header: list[str] | None = None
    for row in _TABLE_ROW.finditer(text):
        line = row.group(1)
        if _TABLE_RULE.fullmatch(line):
            continue
        cells = []
        position = row.start(1)
        for cell in line.split("|"):
            cells.append((cell.strip(), position + len(cell) - len(cell.lstrip())))
            position += len(cell) + 1
        if header is None or not any(char.isdigit() for cell, _ in cells for char in cell):
            header = [c for c, _ in cells]
            continue
        for (value, at), label in zip(cells, header):
            if value:
                yield Cell(label, value, at, header[0])


_DELIMITERS = (",", "\t", ";", "|")
_MIN_COLUMNS = 3
_HEADER_CELL = re.compile(r"[A-Za-z][\w .#/'()-]{0,40}")


def delimited_cells(text: str) -> Iterator[Cell]:
    """The cells of delimited exports: a header row of at least three names (each starting with a letter), then rows with as
    many cells, read with the csv module's quoting ("Smith, Jane" in quotes is one cell); a row with more cells than
    names is read from the left."""
    if "\n" not in text:
        return
    lines = text.split("\n")
    offsets = []
    position = 0
    for line in lines:
        offsets.append(position)
        position += len(line) + 1
    index = 0
    while index < len(lines) - 1:
        line = lines[index]
        delimiter = _header_delimiter(line)
        if delimiter is None:
            index += 1
            continue
        header = [cell.strip() for cell in next(csv.reader([line], delimiter=delimiter))]
        index += 1
        while index < len(lines) and lines[index].strip():
            row = lines[index]
            cells = _split_row(row, delimiter)
            if len(cells) > len(header):
                # A row split by unquoted separators inside its values ("$2,522", "Halvorsen, PA-C"): read from the
                # left, as far as the header goes ("check_no" over "36707278,HBH27,3,671,$2,522").
                for label, (value, at) in zip(header, cells):
                    if value:
                        yield Cell(label, value, offsets[index] + at, header[0])
                index += 1
                continue
            if len(cells) != len(header):
                break
            for label, (value, at) in zip(header, cells):
                if value:
                    yield Cell(label, value, offsets[index] + at, header[0])
            index += 1


def _header_delimiter(line: str) -> str | None:
    """The delimiter of a header row (names without digits), or None when the line is no header."""
    if not line.strip() or line.lstrip().startswith("|") or line.lstrip()[:1].isdigit():
        return None  # a markdown table is `markdown_cells`'
    for delimiter in _DELIMITERS:
        names = [name.strip().strip('"') for name in line.split(delimiter)]
        if len(names) >= _MIN_COLUMNS and all(_HEADER_CELL.fullmatch(name) for name in names):
            return delimiter
    return None


def _split_row(row: str, delimiter: str) -> list[tuple[str, int]]:
    """A row's cells with their offsets in the row, quotes honoured (a quoted cell's offset is inside its quotes)."""
    cells: list[tuple[str, int]] = []
    position = 0
    for raw in next(csv.reader([row], delimiter=delimiter)):
        at = row.find(raw, position) if raw else position
        if at < 0:
            return []  # a cell the csv module unescaped ("" inside quotes): its offsets are not the text's
        stripped = raw.strip()
        cells.append((stripped, at + len(raw) - len(raw.lstrip())))
        position = at + len(raw)
        position = row.find(delimiter, position)
        position = len(row) if position < 0 else position + 1
    return cells


# -- coded values: FHIR identifiers -----------------------------------------------------------------
# HL7 table 0203 (identifier type): the codes FHIR's Identifier.type carries, as the label words they stand for.
_IDENTIFIER_TYPES = {
    "MR": "MRN", "MRT": "MRN", "PI": "patient ID", "PT": "patient ID", "PN": "patient number", "PRN": "patient number",
    "SS": "SSN", "SB": "social security number", "DL": "driver's license", "PPN": "passport", "MB": "member ID",
    "MA": "medicaid number", "MC": "medicare number", "MCN": "medicare number", "SN": "subscriber ID",
    "AN": "account number", "AMA": "account number", "VN": "visit number", "HC": "health card number",
    "JHN": "health card number", "NH": "NHS number", "NI": "national ID", "NNxxx": "national ID", "BA": "bank account",
    "BC": "bank card number", "DR": "donor registration", "PEN": "pension number", "WC": "member ID",
}
# An identifier's "system": the OIDs and FHIR names of the common US ones; any other URL or URN by its last part
# ("http://hospital.example.org/mrn" -> "mrn").
_IDENTIFIER_SYSTEMS = {
    "2.16.840.1.113883.4.1": "SSN", "2.16.840.1.113883.4.4": "tax ID", "2.16.840.1.113883.4.6": "NPI",
    "2.16.840.1.113883.4.7": "CLIA number", "2.16.840.1.113883.4.927": "MBI", "us-ssn": "SSN", "us-npi": "NPI",
    "us-mbi": "MBI", "us-medicare": "medicare number",
}
# The elements of FHIR resources that say whose an identifier inside them is, as the label words it is read under: a
# clinician's or an organisation's is no one's ('"practitioner": {"display": "Seth Nelson, PharmD", "identifier":
# {"value": "1583024678"}}', an NPI), a coverage's or subscriber's a member's ('"coverage": {"identifier": {"value":
# "GMV853017608-04"}}'), a patient's a record number.
_OWNERS = {
    "practitioner": "provider identifier", "organization": "provider identifier", "performer": "provider identifier",
    "provider": "provider identifier", "requester": "provider identifier", "insurer": "provider identifier",
    "payor": "provider identifier", "managingOrganization": "provider identifier", "author": "provider identifier",
    "serviceProvider": "provider identifier", "location": "provider identifier", "custodian": "provider identifier",
    "coverage": "member ID", "subscriber": "member ID", "beneficiary": "member ID", "policyHolder": "member ID",
    "patient": "patient ID", "subject": "patient ID",
}
_OWNER_ELEMENT = re.compile(r'"(?P<key>' + "|".join(_OWNERS) + r')"\s*:\s*\{')


def _owning_element(window: str) -> str | None:
    """The label words of the innermost element of `_OWNERS` still open at the end of `window`, if any."""
    for opened in reversed(list(_OWNER_ELEMENT.finditer(window))):
        depth = 1
        for char in window[opened.end():]:
            depth += (char == "{") - (char == "}")
            if depth == 0:
                break  # the element closed before the value
        else:
            return _OWNERS[opened.group("key")]
    return None


# An identifier's "value", or an extension's typed value[x] named by its "url" ('{"url": "birthDate", "valueDate":
# "1968-06-08"}').
_CODED_VALUE = re.compile(r'"value(?:[A-Z][A-Za-z]{0,20})?"\s*:\s*"(?P<value>[^"\n]{1,64})"')
_CODE_OR_TEXT = re.compile(r'"(?:text|code|display|system|url)"\s*:\s*"(?P<label>[^"\n]{1,120})"')
_CODE_REACH = 240


def coded_values(text: str) -> Iterator[Cell]:
    """JSON "value"s named by the nearest "text", "code" or "display" before them in the same object
    (an identifier's type), an HL7 table 0203 code read as its label words."""
    if '"value' not in text:
        return
    for match in _CODED_VALUE.finditer(text):
        window_start = max(0, match.start() - _CODE_REACH)
        window = text[window_start:match.start()]
        owner = _owning_element(window)
        if owner is not None:
            yield Cell(owner, match.group("value"), match.start("value"))
            continue
        opened = window.rfind("[")
        labels = list(_CODE_OR_TEXT.finditer(window, opened + 1 if opened >= 0 else 0))
        if not labels:
            continue
        written = labels[-1].group("label").strip()
        if ":" in written or "/" in written:  # a system's URL or URN
            last = re.split(r"[/:]", written.rstrip("/"))[-1]
            written = _IDENTIFIER_SYSTEMS.get(last, last.replace("-", " "))
        yield Cell(_IDENTIFIER_TYPES.get(written.upper(), written), match.group("value"), match.start("value"))


# -- HL7 v2 segments --------------------------------------------------------------------------------
# The fields of HL7 v2.x segments that hold a person's identifiers (the standard's numbering: the
# segment's name is field 0), and the kind each holds.
_HL7_FIELDS: dict[str, dict[int, str]] = {
    "PID": {2: "mrn", 3: "mrn", 4: "mrn", 7: "date_of_birth", 11: "address", 13: "phone", 14: "phone",
            18: "account_number", 19: "ssn", 20: "license_number", 29: "date_of_death"},
    "NK1": {4: "address", 5: "phone", 6: "phone", 37: "ssn"},
    "GT1": {5: "address", 6: "phone", 7: "phone", 8: "date_of_birth", 12: "ssn"},
    "IN1": {18: "date_of_birth", 19: "address", 36: "member_id", 49: "member_id"},
    "IN2": {2: "ssn", 8: "member_id"},
    "PV1": {19: "mrn", 50: "mrn"},
    "MRG": {1: "mrn", 3: "account_number"},
}
_HL7_SEGMENT = re.compile(r"^[ \t]*(?P<name>[A-Z][A-Z0-9]{2})\|", re.MULTILINE)
_HL7_MAX_FIELDS = 60
_HL7_MAX_SEGMENTS = 200


def find_hl7_fields(reading: Reading) -> list[Found]:
    """The fields of HL7 v2 segments that the standard gives a person's identifier, as that identifier's kind,
    when they hold a digit (a component-only or empty field holds nothing). In a message (an MSH segment), the
    other one-token fields with a digit (control IDs, timestamps, codes, a clinician's NPI) are no one's: taken, so
    no other reader reads "MSH-10 9277250853" as a phone; free text (NTE, OBX values with spaces) stays readable."""
    text = reading.text
    if "|" not in text or "^" not in text and "MSH|" not in text:
        return []
    message = "MSH|" in text
    out = []
    for index, segment in enumerate(_HL7_SEGMENT.finditer(text)):
        if index >= _HL7_MAX_SEGMENTS:
            break
        fields = _HL7_FIELDS.get(segment.group("name"))
        if fields is None and not message:
            continue
        fields = fields or {}
        line_end = text.find("\n", segment.end())
        line_end = len(text) if line_end < 0 else line_end
        position = segment.end()
        for number in range(1, _HL7_MAX_FIELDS + 1):
            if position > line_end:
                break
            end = text.find("|", position, line_end)
            end = line_end if end < 0 else end
            kind = fields.get(number)
            start, stop = _trim_components(text, position, end)
            if stop > start and any(c.isdigit() for c in text[start:stop]):
                if kind is not None:
                    out.append(Found(kind, start, stop))
                elif message and " " not in text[start:stop]:
                    out.append(Found(NOT_PERSONAL, start, stop))
                elif message and (code := _CODE_BEFORE_ITS_TEXT.match(text, start, stop)):
                    # a coded element: its code, and its text too when a coding system follows it ("PG3343^TP53
                    # NGS^L", "HF9864^DOT COMMERCIAL DRIVER EXAM^HFCDM": a code's display name); text without a
                    # coding system after it stays readable
                    coded = _CODING_SYSTEM_AFTER.match(text, code.end(), stop)
                    out.append(Found(NOT_PERSONAL, start, coded.end("text") if coded else code.end("code")))
            position = end + 1
    return out


# A field's first component, one token with a digit, before the component that gives its text: a coded element's code
# (CE, CWE: "2093-3^Cholesterol^LN", a charge master's "HF9864^DOT COMMERCIAL DRIVER EXAM^HFCDM").
_CODE_BEFORE_ITS_TEXT = re.compile(r"(?P<code>[^\s^~&]*\d[^\s^~&]*)\^(?=[^^|~\n]*[A-Za-z]{2})")
# ... then its text and a coding system: HL7 table 0396's, or a local one ("L", "99zzz", a site's "HFCDM").
_CODING_SYSTEM_AFTER = re.compile(r"(?P<text>[^^|~\n]{1,200})\^[A-Z][A-Z0-9_-]{0,11}(?=\^|$)")


def _trim_components(text: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) without the empty components, spaces and repeat separators at its edges."""
    while start < end and text[start] in "^~& \t\r":
        start += 1
    while end > start and text[end - 1] in "^~& \t\r":
        end -= 1
    return start, end


HL7_FIELDS = Detector(
    "hl7_fields",
    frozenset(kind for fields in _HL7_FIELDS.values() for kind in fields.values()),
    find_hl7_fields,
)
