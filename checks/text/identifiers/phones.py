"""`phone`: phone numbers, read by Google's libphonenumber (`phonenumbers`) in the digit runs that could hold one.

Candidate digit runs (7 to 15 digits, with the separators people use) are handed to
`phonenumbers.PhoneNumberMatcher` (leniency POSSIBLE so that fictional 555 numbers count, which
models write); "00" international prefixes and national numbers of `phone_regions` (after a trunk
0) are read too. A run right after a label of something that is not a phone (policy, group, form,
claim, NPI, tax, reference ... numbers) is not a phone, and one after a personal label is that
label's identifier ("NHS number 943 476 5919"); toll-free numbers and lines the text gives as an
organisation's ("call us at ...") are taken and reported as no one's. Only runs that could hold a
phone reach the matcher (about 18 us a call), so prose with figures costs no matcher call.
"""

from __future__ import annotations

import re

import phonenumbers
from phonenumbers import Leniency, PhoneNumberType

from checks.text.identifiers.labels import GROUP_VALUE, LABEL_KINDS, LINK, labels_before, markup_attribute
from checks.text.identifiers.reading import HYPHENS, NOT_PERSONAL, Detector, DetectorSettings, Found, Reading, is_date

# A run of digits a phone number could be made of (a leading "+" or "(", separators between).
# An extension may be glued on ("937-555-0142x221"): the run ends before it.
_PHONE_RUN = re.compile(rf"(?:\+[ \t]?)?\(?\d[\d \t().\-{HYPHENS}/]{{5,}}\d(?:\)|(?!\w)|(?=[xX]\d{{1,6}}\b))")
_PHONE_LEAD = frozenset("+(")
_SINGLE_DIGIT_GROUP = re.compile(r"\.\d(?!\d)")  # no phone written with dots has a one-digit group after one
# Before a slash a phone has an area code: a trunk "0" ("030/1234567"), a "+", or three digits ("617/555-0143").
_PHONE_SLASH_HEAD = re.compile(r"[(+]|0|\d{3}/")
_YEAR_RANGE = re.compile(r"(?:19|20)\d\d\s?[-\u2013/]\s?(?:19|20)\d\d")
_EXTENSION = re.compile(r"\s*,?\s*(?:ext\.?|extension|x)\s*\d{1,6}\b", re.IGNORECASE)
_PLAIN_DECIMAL = re.compile(r"\d+\.\d+")


def find_phones(reading: Reading) -> list[Found]:
    """Phone numbers, read by libphonenumber in the digit runs that could hold one: (kind, start, end).
    A run right after a personal label is that label's identifier instead ("NHS number 943 476 5919");
    an organisation's line (toll-free, "call us at ...") comes as `NOT_PERSONAL`, so no detector reads it."""
    text, runs, dates, settings = reading.text, reading.runs.phones, reading.dates, reading.settings
    out = []
    covered = organisation_end = -1
    for run_start, run_end in runs:
        if run_start < covered:
            continue
        following = text[run_end + 1:run_end + 2]
        if run_end - run_start < 7 and not (following.isdigit() or following in "( -"):
            continue
        start = run_start
        while start > 0 and run_start - start < 3 and text[start - 1] in _PHONE_LEAD or text[start - 1:start] == " " and text[start - 2:start - 1] == "+":
            start -= 1
        if not (start == 0 or text[start - 1] not in "-_./+" and not text[start - 1].isalnum()):
            continue
        run = _PHONE_RUN.match(text, start)
        if run is None:
            continue
        start, end = run.span()
        covered = end
        written = run.group(0)
        digits = sum(c.isdigit() for c in written)
        if (
            not 7 <= digits <= 15
            or written.count("(") != written.count(")")  # "1976-77)1979": text glued together, not a number
            or "/" in written and "." in written  # "107.1/96.9": figures
            or "." in written and _SINGLE_DIGIT_GROUP.search(written)  # "1.2.840.10008", "24.3.118": an OID, a version
            or "/" in written and not _PHONE_SLASH_HEAD.match(written)  # "2016/679": a regulation's number
            or _PLAIN_DECIMAL.fullmatch(written)
            or _YEAR_RANGE.fullmatch(written)
            or is_date(dates, run_start, run_end)
        ):
            continue
        labels = labels_before(text, start)
        if labels and labels[-1].kind != "phone" and LINK.fullmatch(text, labels[-1].end, start):
            if markup_attribute(text, labels[-1]):
                continue
            if labels[-1].kind is not None and not (text[end:end + 1] in "-/" and GROUP_VALUE.match(text, end + 1)):
                # "NHS number 943 476 5919": the label's kind, spaces and all ("88-4410023-GRP": a group's)
                out.append(Found(labels[-1].kind, labels[-1].start, end))
            continue  # a plan's, form's or claim's number
        if written.isdigit() and any(text[label.start:label.end].lower() == "npi" for label in labels):
            continue  # "the NPI of the treating provider is 1234567893": a provider's number
        if written.isdigit() and digits not in (10, 11) and not any(label.kind == "phone" for label in labels):
            continue  # a bare digit string with nothing to say it is a phone
        extension = _EXTENSION.match(text, end)
        window_end = extension.end() if extension else end
        span = _match_phone(text[start:window_end], settings)
        if span == (0, 0):
            out.append(Found(NOT_PERSONAL, start, window_end))  # toll-free
            organisation_end = window_end
        elif span:
            organisation = _organisation_line(text, start + span[0], start + span[1]) or (
                organisation_end >= 0 and _ANOTHER_LINE.fullmatch(text, organisation_end, start + span[0]) is not None
                and _PERSON_IN_LINE.search(text, organisation_end, start + span[0]) is None
            )  # "call the plan on 0800 028 0122 (free) or 020 7946 0958": both the plan's
            out.append(Found(NOT_PERSONAL if organisation else "phone", start + span[0], start + span[1]))
            if organisation:
                organisation_end = start + span[1]
    return out


# The writer's own organisation's line: "call us at ...", "our Member Services line ...",
# "... option 3", "... (Member Services)".
_OUR_LINE_BEFORE = re.compile(
    r"\b(?:(?:hospital|clinic|practice|pharmacy|plan|office|center|centre|department)'s\s+(?:main\s+)?(?:line|number|phone)|"
    r"(?:call|contact|reach|phone|ring|text)\s+(?:us|the\s+(?:plan|insurer|practice|surgery|clinic|hospital|pharmacy|"
    r"helpline|office|member\s+services))|our\s+(?:[\w-]+\s+){0,2}(?:line|helpline|hotline|number|office|"
    r"department|team|desk|cent(?:er|re)))\s+(?:is\s+|at\s+|on\s+|:\s*)?$",
    re.IGNORECASE,
)
# Between an organisation's line and the next number: "(free) or", ", fax:", "or from abroad on".
_ANOTHER_LINE = re.compile(
    r"\s*(?:\([^()]{0,16}\))?\s*(?:,|/|or|and)\s*(?:(?:call|text|fax|phone|dial|ring|tty|tel\.?|local(?:ly)?|"
    r"international(?:ly)?|from\s+abroad)\s*)?(?:on|at|:)?\s*",
    re.IGNORECASE,
)
_PERSON_IN_LINE = re.compile(r"\b(?:patient|client|caller|enrollee|beneficiary|member's|his|her|their|home|cell|mobile)\b", re.I)
_OUR_LINE_AFTER = re.compile(
    r",?\s*(?:option|press|menu)\s+\d|\s*\((?:member|customer|provider|pharmacy)\s+services?\)", re.IGNORECASE
)


def _organisation_line(text: str, start: int, end: int) -> bool:
    if _PERSON_IN_LINE.search(text, end, min(len(text), end + 32)):
        return False  # "call us at 617-555-0143 (the patient's cell)"
    before = _OUR_LINE_BEFORE.search(text, max(0, start - 40), start)
    if before is not None and _PERSON_IN_LINE.search(before.group(0)) is None:
        return True
    return _OUR_LINE_AFTER.match(text, end) is not None


def _match_phone(window: str, settings: DetectorSettings) -> tuple[int, int] | None:
    """The phone's span in `window`; (0, 0) for a toll-free line (an organisation's); None for none."""
    # "0049 30 1234567": an international "00" prefix read as "+" (same length, offsets kept).
    probe = " +" + window[2:] if window.startswith("00") else window
    regions = (settings.default_region,) + tuple(r for r in settings.phone_regions if r != settings.default_region)
    for region in regions if probe.lstrip().startswith(("0", "(0")) else regions[:1]:
        match = _first_match(probe, region, settings)
        if match:
            return match
    return None


def _first_match(probe: str, region: str, settings: DetectorSettings) -> tuple[int, int] | None:
    for match in phonenumbers.PhoneNumberMatcher(probe, region, leniency=Leniency.POSSIBLE):
        if settings.toll_free_is_organisation and phonenumbers.number_type(match.number) == PhoneNumberType.TOLL_FREE:
            return (0, 0)  # an organisation's line (1-800, 0800 ...), no person's number
        start = match.start
        if probe[start:start + 1] == "+" and probe[:2] == " +":
            start = 0
        return start, match.end
    return None


DETECTOR = Detector("phone", frozenset({"phone"}) | LABEL_KINDS, find_phones)
