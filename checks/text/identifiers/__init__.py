"""Protected identifiers in text: the detectors behind the `phi` check.

- `core`: the project's own detectors (labelled record numbers, payer member-ID shapes, MBIs,
  dates of birth and death by their labels, a name with a birth date, addresses, ages over 89,
  phones read by libphonenumber, e-mails plain and spelled out, impersonal labels, masked values).
- `presidio`: Presidio's predefined pattern recognizers for the chosen locales (`recognizers`:
  which ones, as data).
- `labels`: the normalised view's label lines joined to their values ("MRN:\\n4471203").
"""

from checks.text.identifiers.core import (
    DetectorSettings,
    Found,
    Label,
    attached_to_impersonal_label,
    find_identifiers,
    labels_before,
    normalise_identifier,
)
from checks.text.identifiers.labels import join_label_lines

__all__ = [
    "DetectorSettings",
    "Found",
    "Label",
    "attached_to_impersonal_label",
    "find_identifiers",
    "join_label_lines",
    "labels_before",
    "normalise_identifier",
]
