"""`phi` (hard): protected identifiers in the answer that are not on the request's allow-list.

Recognised out of the box: SSNs, phone numbers, e-mail addresses, medical record numbers,
member/policy/subscriber IDs (and Medicare MBIs), dates of birth (a date in a birth context
only: an ordinary date is not PHI), street addresses and PO boxes. Claim numbers are not PHI
unless they stand in a member-ID context. Options: `patterns` (kind -> regex; a named group
`value`, when present, is the identifier compared with the allow-list). Allow-list entries
compare without case or punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import DATE_PATTERN, marked_numbers, normalise_identifier

_ID_VALUE = r"(?P<value>[A-Za-z0-9][A-Za-z0-9-]{3,}\d[A-Za-z0-9-]*|[A-Za-z0-9-]*\d[A-Za-z0-9-]{4,})"
_ID_LINK = r"\s*(?:is|was|of|:|#|no\.?|number)?\s*[:#]?\s*"
_MBI_CHAR = "AC-HJKMNP-RT-Y"
# Trigger stems: "insur" finds "insurance" and "insured", "medica" "medicaid" and "medicare".
_MEMBER_WORDS = (
    "member", "subscriber", "polic", "insur", "patient", "beneficiar", "enrollee", "medica", "health plan",
    "mbi", "hicn",
)


@dataclass(frozen=True)
class _Detector:
    """One kind of identifier. With `triggers` (lower-case words), the pattern is matched anchored
    at each occurrence of a trigger, which is far cheaper than scanning with a case-insensitive
    alternation; without, it scans (such patterns start with a character class, so the regex
    engine skips ahead fast)."""

    kind: str
    pattern: re.Pattern[str]
    triggers: tuple[str, ...] = ()
    reach_back: int = 0  # search from this far before a trigger (the '@' of an e-mail address)

    def finditer(self, answer: str, lowered: str) -> Iterator[re.Match[str]]:
        if not self.triggers:
            yield from self.pattern.finditer(answer)
            return
        find = lowered.find
        for trigger, position in zip(self.triggers, map(find, self.triggers)):
            while position >= 0:
                if self.reach_back:
                    match = self.pattern.search(answer, max(0, position - self.reach_back), position + 256)
                    while match and match.end() <= position:
                        match = self.pattern.search(answer, match.end(), position + 256)
                    if match and match.start() <= position < match.end():
                        yield match
                elif position == 0 or not lowered[position - 1].isalnum():
                    match = self.pattern.match(answer, position)
                    if match:
                        yield match
                position = find(trigger, position + len(trigger))


_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        "ssn",
        re.compile(
            r"(?i:ssn|social security (?:number|no\.?|#))" + _ID_LINK + r"(?P<value>\d{3}[- ]?\d{2}[- ]?\d{4})\b"
        ),
        ("ssn", "social security"),
    ),
    _Detector("phone", re.compile(r"\+(?<![\w+]\+)\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}(?![\w-])")),
    _Detector(
        "phone",
        re.compile(
            r"(?i:phone|tel|telephone|mobile|cell|fax)\.?(?:\s+(?i:number|no\.?))?\s*(?:is|:|#)?\s*"
            r"\+?\d[\d\s().-]{6,}\d"
        ),
        ("phone", "tel", "mobile", "cell", "fax"),
    ),
    _Detector("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"), ("@",), 64),
    _Detector(
        "mrn",
        re.compile(r"(?i:mrn|mr#|medical record(?:\s+(?:number|no\.?|#|id))?)" + _ID_LINK + _ID_VALUE),
        ("mrn", "mr#", "medical record"),
    ),
    _Detector(
        "member_id",
        re.compile(
            r"(?i:member|subscriber|policy(?:holder)?|insurance|insured|patient|beneficiary|enrollee|medicaid|"
            r"medicare|health plan|mbi|hicn)(?:'s)?(?:\s+(?i:id|identifier|identification|number|no\.?|#|card))+"
            + _ID_LINK + _ID_VALUE
        ),
        _MEMBER_WORDS,
    ),
    # Birth labels in any case; month names in the date stay capitalised ("may" is a verb).
    _Detector(
        "date_of_birth",
        re.compile(
            r"(?i:dob|d\.o\.b\.?|date of birth|birth\s?date|birthday|born)\s*(?:is|was|:|-)?\s*(?:on|in)?\s*"
            rf"(?:{DATE_PATTERN})"
        ),
        ("dob", "d.o.b", "date of birth", "birth", "born"),
    ),
    _Detector("address", re.compile(r"(?i:p\.?\s?o\.?\s+box)\s+\d+"), ("box",), 8),
)
# Identifiers that start with a digit, in one scan (a group per kind; the first digit lets the
# engine skip ahead fast): SSN 123-45-6789; phone (555) 123-4567, 555-123-4567, 555.123.4567
# (found by its core, then widened to "(" / "+1 "); Medicare MBI 1EG4-TE5-MK73; street address
# "123 Main Street" ("Court", "Place", "Way" are left out: "the 9 Supreme Court justices").
# The group's name is the kind, except that phone_with_1 ("1-555-123-4567") is a phone.
_DIGIT_LED = re.compile(
    r"\d(?<![\w+-]\d)(?:"
    r"(?P<ssn>\d{2}-\d{2}-\d{4}(?![\w-]))"
    r"|(?P<phone>\d{2}(?:\)\s?|[\s.-])\d{3}[\s.-]\d{4}(?![\w-]))"
    r"|(?P<phone_with_1>(?<=1)[\s.-]\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?![\w-]))"
    rf"|(?P<member_id>(?<=[1-9])[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?"
    rf"[{_MBI_CHAR}]{{2}}\d{{2}}(?![\w-]))"
    r"|(?P<address>\d{0,5}\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?(?:[A-Z][a-z]+\s+){1,3}"
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Ct|Pl|Terrace|Highway|Hwy|Parkway|Pkwy)\b\.?)"
    r")"
)
_PRESENT = re.compile(r"[\d@]")
_AFTER_THREE_DIGITS = frozenset("-.)")
_AFTER_ONE = _AFTER_THREE_DIGITS | {" "}
_PHONE_PREFIX = re.compile(r"(?:\+?1[\s.-]?)?\(?$")


class PHICheck(Check):
    """Fails (score 0.0) when the answer contains a protected identifier not on the allow-list."""

    name = "phi"
    default_hard = True
    default_floor = 1.0
    default_hint = "Refer to the person by role (the member, the patient) and leave out every personal identifier."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.extra_detectors = tuple(
            _Detector(str(kind), re.compile(pattern)) for kind, pattern in (self.options.get("patterns") or {}).items()
        )

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        builtin = _PRESENT.search(answer) is not None
        if not builtin and not self.extra_detectors:
            return self.result(1.0, fired=False)
        allowed = {normalise_identifier(i) for i in context.allowed_identifiers} - {""}
        lowered = answer.lower()
        found: list[Evidence] = []
        taken: list[tuple[int, int]] = []
        allowed_count = 0

        def consider(kind: str, start: int, end: int, value: str | None) -> None:
            nonlocal allowed_count
            if any(start < t_end and t_start < end for t_start, t_end in taken):
                return
            if allowed and ({normalise_identifier(answer[start:end]), normalise_identifier(value or "")} & allowed):
                allowed_count += 1
                return
            taken.append((start, end))
            found.append(Evidence(answer[start:end], start, end, {"kind": kind}))

        # Configured patterns first, so that their kind names a span a built-in pattern also matches.
        for detector in self.extra_detectors:
            for match in detector.finditer(answer, lowered):
                consider(detector.kind, match.start(), match.end(), _value_of(match))
        if builtin:
            for match in _digit_led(answer):
                kind = "phone" if match.lastgroup == "phone_with_1" else (match.lastgroup or "phi")
                start, end = _widen(kind, answer, match)
                consider(kind, start, end, None)
            for detector in _DETECTORS:
                for match in detector.finditer(answer, lowered):
                    consider(detector.kind, match.start(), match.end(), _value_of(match))
        if not found:
            return self.result(1.0, fired=allowed_count > 0, metrics={"allowed": allowed_count})
        found.sort(key=lambda e: e.start or 0)
        kinds = sorted({e.detail["kind"] for e in found})
        named = ", ".join(kind.replace("_", " ") for kind in kinds)
        feedback = f"{self.hint} Write the answer without the {named} it contains."
        return self.result(0.0, fired=True, evidence=found, feedback=feedback, metrics={"kinds": kinds})


def _digit_led(answer: str) -> Iterator[re.Match[str]]:
    """`_DIGIT_LED` matched only at numbers whose next characters could start one of its shapes
    (walking the answer's cached numbers is cheaper than a regex scan of every digit). Only the
    numbers the scan marked are looked at (a superset of those shapes: see
    `checks.text._ANSWER_MARK`)."""
    for number in marked_numbers(answer):
        digits, suffix = number.group(1, 2)
        end = number.end()
        following = answer[end:end + 2]
        if len(digits) == 3:
            # SSN 123-45-6789, phone 555-123-4567, (555) 123-4567, 555.123.4567, 555 123 4567
            candidate = following[:1] in _AFTER_THREE_DIGITS or (following[:1] == " " and following[1:2].isdigit())
        else:
            # the scanned number may already hold a phone's next group: "555.123", "555 123"
            candidate = len(digits) == 7 and digits[3] in ". " and digits[:3].isdigit()
        if (
            candidate
            or (digits == "1" and following[:1] in _AFTER_ONE)  # 1-555-123-4567
            or (suffix is not None and len(digits) == 1)  # MBI 1EG4-...
            or (following[:1] == " " and following[1:2].isupper())  # 123 Main Street
        ):
            match = _DIGIT_LED.match(answer, number.start())
            if match:
                yield match


def _widen(kind: str, answer: str, match: re.Match[str]) -> tuple[int, int]:
    """The full span of a phone number found by its core: include a leading '(' or '+1 '."""
    start, end = match.span()
    if kind == "phone" and start and answer[start - 1] in "( ":
        prefix = _PHONE_PREFIX.search(answer, max(0, start - 4), start)
        if prefix and prefix.group(0).strip():
            start = prefix.start()
    return start, end


def _value_of(match: re.Match[str]) -> str | None:
    """The identifier itself (group `value`) when the pattern marks it, for the allow-list."""
    return match.group("value") if "value" in match.re.groupindex else None
