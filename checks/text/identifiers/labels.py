"""A value on the line after its label is the label's ("MRN:\\n4471203", "Member ID\\n XJH882910337").

EHR exports and portal pages pasted as text put a field's label and its value on two lines. The
detectors read a label's value only within its clause, and a line break ends a clause; this joins
the two lines (a space for the line break, so every offset stays) when the line before is short
and ends in a label of `core`'s label table, with or without a colon.
"""

from __future__ import annotations

import re

from checks.text.identifiers.core import labels_before

_LABEL_LINE_MAX = 48
_LINE_END = re.compile(r"[ \t]*[:#=\-]?[ \t]*\n(?=[ \t]*\S)")


def join_label_lines(text: str) -> str:
    """`text` with the line break after a label-only line read as a space (same length)."""
    if "\n" not in text:
        return text
    pieces: list[str] = []
    position = 0
    for match in _LINE_END.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if match.start() - line_start > _LABEL_LINE_MAX or match.start() == line_start:
            continue
        labels = labels_before(text, match.start())
        if not labels or labels[-1].start < line_start or text[labels[-1].end:match.start()].strip(" \t*|:#=-"):
            continue
        newline = match.end() - 1
        pieces.append(text[position:newline])
        pieces.append(" ")
        position = newline + 1
    if not pieces:
        return text
    pieces.append(text[position:])
    return "".join(pieces)
