"""Protected identifiers in text: the detectors behind the `phi` check.

- `core`: `find_identifiers` and the ordered registry of detectors (`DETECTORS`), one module each:
  `emails`, `network`, `birth_dates`, `ssn`, `national_ids`, `record_numbers`, `phones`, `member_ids`, `payment`,
  `addresses`, `ages`; `records` finds the fields of exported records (tables, CSV, FHIR JSON, HL7 v2).
- `reading`: the text as every detector reads it (`Reading`), `Found`, `DetectorSettings`.
- `labels`: the label table (what a label says its value is) and label lines joined to their
  values ("MRN:\\n4471203").
- `presidio`: Presidio's predefined pattern recognizers for the chosen locales (`recognizers`:
  which ones, as data).
"""

from checks.text.identifiers.core import DETECTORS, KINDS, detectors_for, find_identifiers
from checks.text.identifiers.labels import Label, attached_to_impersonal_label, join_label_lines, labels_before
from checks.text.identifiers.reading import Detector, DetectorSettings, Found, Reading, normalise_identifier

__all__ = [
    "DETECTORS",
    "KINDS",
    "Detector",
    "DetectorSettings",
    "Found",
    "Label",
    "Reading",
    "attached_to_impersonal_label",
    "detectors_for",
    "find_identifiers",
    "join_label_lines",
    "labels_before",
    "normalise_identifier",
]
