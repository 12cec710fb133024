"""`national_id`: the UK National Insurance number, spaced or not ("QQ 12 34 56 C", "AB123456C").

HMRC's format (two prefix letters, six digits, a suffix A to D) read anywhere in capitals: the
prefix letters D, F, I, U and V are never used, nor the prefixes BG, GB, KN, NK, NT, TN and ZZ.
"QQ", HMRC's own example prefix, is read as one (a model copies what it was shown). Presidio's
UkNinoRecognizer (the `uk` locale of the Presidio layer) reads the unspaced form too; this reader
adds the forms people write, in pairs, which it misses. No library models the number better than
its published format.
"""

from __future__ import annotations

import re

from checks.text.identifiers.labels import attached_to_impersonal_label
from checks.text.identifiers.reading import Detector, Found, Reading

_NINO = re.compile(
    r"(?<![\w-])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-TW-Z]{2}(?:\d{6}|[ \t]\d{6}[ \t]?|[ \t]\d\d[ \t]\d\d[ \t]\d\d[ \t])[A-D](?![\w-])"
)


def find_national_ids(reading: Reading) -> list[Found]:
    """UK National Insurance numbers in HMRC's format, spaced in pairs or written in one piece; not after
    a label of something that is no one's ("part AB 123456 D")."""
    text = reading.text
    return [
        Found("national_id", *match.span()) for match in _NINO.finditer(text)
        if not attached_to_impersonal_label(text, match.start())
    ]


DETECTOR = Detector("national_id", frozenset({"national_id"}), find_national_ids)
