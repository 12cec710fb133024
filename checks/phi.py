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
from checks.text import DATE_PATTERN, normalise_identifier

_ID_VALUE = r"(?P<value>[A-Za-z0-9][A-Za-z0-9-]{3,}\d[A-Za-z0-9-]*|[A-Za-z0-9-]*\d[A-Za-z0-9-]{4,})"
_ID_LINK = r"\s*(?:is|was|of|:|#|no\.?|number)?\s*[:#]?\s*"
_MBI_CHAR = "AC-HJKMNP-RT-Y"
_MEMBER_WORDS = (
    "member", "subscriber", "policy", "insurance", "insured", "patient", "beneficiary", "enrollee",
    "medicaid", "medicare", "health plan", "mbi", "hicn",
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
        for trigger in self.triggers:
            position = lowered.find(trigger)
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
                position = lowered.find(trigger, position + len(trigger))


_DETECTORS: tuple[_Detector, ...] = (
    _Detector("ssn", re.compile(r"\d(?<![\w-]\d)\d{2}-\d{2}-\d{4}(?![\w-])")),
    _Detector(
        "ssn",
        re.compile(r"(?i:ssn|social security (?:number|no\.?|#))" + _ID_LINK + r"(?P<value>\d{3}[- ]?\d{2}[- ]?\d{4})\b"),
        ("ssn", "social security"),
    ),
    # (555) 123-4567, 555-123-4567, 555.123.4567 (found by their core, then widened to "(" / "+1 ").
    _Detector("phone", re.compile(r"\d(?<![\w+-]\d)\d{2}(?:\)\s?|[\s.-])\d{3}[\s.-]\d{4}(?![\w-])")),
    _Detector("phone", re.compile(r"\+(?<![\w+]\+)\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}(?![\w-])")),
    _Detector(
        "phone",
        re.compile(r"(?i:phone|tel|telephone|mobile|cell|fax)\.?(?:\s+(?i:number|no\.?))?\s*(?:is|:|#)?\s*\+?\d[\d\s().-]{6,}\d"),
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
    _Detector(
        "member_id",
        re.compile(
            rf"[1-9](?<![\w-][1-9])[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?"
            rf"[{_MBI_CHAR}]{{2}}\d{{2}}(?![\w-])"
        ),
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
    # "Court", "Place", "Way" are left out: "the 9 Supreme Court justices" is not an address.
    _Detector(
        "address",
        re.compile(
            r"\d(?<!\w\d)\d{0,5}\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?(?:[A-Z][a-z]+\s+){1,3}"
            r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Ct|Pl|Terrace|Highway|Hwy|Parkway|Pkwy)"
            r"\b\.?"
        ),
    ),
    _Detector("address", re.compile(r"(?i:p\.?\s?o\.?\s+box)\s+\d+"), ("po box", "p.o. box", "p. o. box", "p.o box")),
)
_PRESENT = re.compile(r"[\d@]")
_PHONE_PREFIX = re.compile(r"(?:\+?1[\s.-]?)?\(?$")


class PHICheck(Check):
    """Fails (score 0.0) when the answer contains a protected identifier not on the allow-list."""

    name = "phi"
    default_hard = True
    default_floor = 1.0
    default_hint = "Refer to the person by role (the member, the patient) and leave out every personal identifier."

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.extra_detectors = tuple(
            _Detector(str(kind), re.compile(pattern)) for kind, pattern in (self.options.get("patterns") or {}).items()
        )

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        detectors = (_DETECTORS + self.extra_detectors) if _PRESENT.search(answer) else self.extra_detectors
        if not detectors:
            return self.result(1.0, fired=False)
        allowed = {normalise_identifier(i) for i in context.allowed_identifiers} - {""}
        lowered = answer.lower()
        found: list[Evidence] = []
        taken: list[tuple[int, int]] = []
        allowed_count = 0
        for detector in detectors:
            for match in detector.finditer(answer, lowered):
                start, end = _widen(detector.kind, answer, match)
                if any(start < t_end and t_start < end for t_start, t_end in taken):
                    continue
                if allowed and _is_allowed(match, allowed):
                    allowed_count += 1
                    continue
                taken.append((start, end))
                found.append(Evidence(answer[start:end], start, end, {"kind": detector.kind}))
        if not found:
            return self.result(1.0, fired=allowed_count > 0, metrics={"allowed": allowed_count})
        found.sort(key=lambda e: e.start or 0)
        kinds = sorted({e.detail["kind"] for e in found})
        feedback = f"{self.hint} Write the answer without the {', '.join(k.replace('_', ' ') for k in kinds)} it contains."
        return self.result(0.0, fired=True, evidence=found, feedback=feedback, metrics={"kinds": kinds})


def _widen(kind: str, answer: str, match: re.Match[str]) -> tuple[int, int]:
    """The full span of a phone number found by its core: include a leading '(' or '+1 '."""
    start, end = match.span()
    if kind == "phone" and start and answer[start - 1] in "( ":
        prefix = _PHONE_PREFIX.search(answer, max(0, start - 4), start)
        if prefix and prefix.group(0).strip():
            start = prefix.start()
    return start, end


def _is_allowed(match: re.Match[str], allowed: set[str]) -> bool:
    candidates = {normalise_identifier(match.group(0))}
    if "value" in match.re.groupindex and match.group("value"):
        candidates.add(normalise_identifier(match.group("value")))
    return bool(candidates & allowed)
