"""`codes` (soft): codes of configured families must come from the request's reference set.

Runs only when `context.reference_codes` is set. Built-in families: ICD-10-CM (E11.9, S72.001A;
without a dot only after a code word such as "ICD-10", "diagnosis" or "code"), CPT (five
digits, or four plus F/T/U, after a code word: "CPT 99310", "code 99310", "billed under
99310, 99315"; a range "CPT 99213-99215" names both its ends) and HCPCS Level II (J1100,
G0299). A plain number without a code word (a dollar amount 12000) is not a code. Codes compare without case or dots.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text.vocabulary import CODE_WORDS

# Code words, found with str.find on the lower-cased answer and matched anchored there:
# scanning a whole answer with a case-insensitive alternation is many times slower.
_TRIGGERS = (*sorted(CODE_WORDS - {"codes", "coded"}), "billed", "diagnos", "procedure", "reported")
_CODE_WORD = (
    r"(?i:\b(?:cpt|hcpcs|icd(?:-?10)?(?:-?(?:cm|pcs))?|codes?|coded|dx|diagnos[a-z]*|procedures?|billed|reported)\b)"
)
_LINK = r"(?:\u00ae)?[\s:#-]*(?:(?i:codes?|of|is|was|as|under|with)\s*[:#]?\s*){0,2}"
_LIST_SEP = r"\s*(?:,|;|/|\bor\b|\band\b|,\s*and\b|,\s*or\b)\s*"
# A range of CPT codes names both ends: "99213-99215", "99213 through 99215" (each is checked).
_RANGE_SEP = r"\s*(?:-|\u2013|\u2014|\bto\b|\bthrough\b|\bthru\b)\s*"
_ICD = r"[A-Z]\d[0-9A-Z](?:\.?[0-9A-Z]{1,4})?"
_CPT = r"\d{4}[0-9FTU]"
_LISTED_CODES = re.compile(
    rf"(?<![Zz]ip )(?<![Pp]ostal ){_CODE_WORD}{_LINK}"
    rf"(?:(?P<icd10cm>{_ICD}(?:{_LIST_SEP}{_ICD})*)(?![\w-])"
    rf"|(?P<cpt>{_CPT}(?:(?:{_LIST_SEP}|{_RANGE_SEP}){_CPT})*)(?![\w.,]\d)\b)"
)
_CODE_IN_LIST = re.compile(rf"{_ICD}|{_CPT}")
# Codes recognisable without a code word: HCPCS Level II J1100, and ICD-10-CM with its dot, E11.9.
_BARE_CODES = re.compile(
    r"[A-Z](?<![\w.-][A-Z])(?:(?P<hcpcs>(?<=[A-V])\d{4})|(?P<icd10cm>(?<=[A-Z])\d[0-9A-Z]\.[0-9A-Z]{1,4}))(?![\w-])"
)
_PRESENT = re.compile(r"\d")
_DOT_OR_SPACE = re.compile(r"[.\s]")
_MAX_LISTED = 20


def normalise_code(code: str) -> str:
    """'e11.9' == 'E119'."""
    undotted = code.replace(".", "")
    if undotted.isalnum():  # no whitespace either: the common case, without a regex
        return undotted.upper()
    return _DOT_OR_SPACE.sub("", code).upper()


class CodesOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

    families: dict[str, str | None] = Field(
        default_factory=dict, description="Code family name -> regex (null disables a built-in family)."
    )


class CodesCheck(Check):
    """Score = codes in the reference set / codes found (1.0 with none, or with no reference set).

    Options: `families` (name -> regex; group `code`, else group 1, else the whole match is the
    code; null disables a built-in family: icd10cm, cpt, hcpcs).
    """

    name = "codes"
    default_hard = False
    default_floor = 1.0
    default_hint = "Use only codes from the supplied reference set."
    runs_inline = True
    options_model = CodesOptions

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        configured = self.settings.families
        self.disabled = frozenset(name for name, pattern in configured.items() if not pattern)
        self.custom_families = {str(n): re.compile(p) for n, p in configured.items() if p}

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if context.reference_codes is None or not _PRESENT.search(answer):
            return self.result(1.0, fired=False)
        found = self.find_codes(answer)
        if not found:
            return self.result(1.0, fired=False)
        reference = {normalise_code(c) for c in context.reference_codes}
        unknown = [e for e in found if normalise_code(e.text) not in reference]
        score = 1.0 - len(unknown) / len(found)
        metrics = {"codes": len(found), "unknown": len(unknown)}
        if not unknown:
            return self.result(score, fired=True, metrics=metrics)
        if context.reference_codes:
            listed = context.reference_codes[:_MAX_LISTED]
            allowed = ", ".join(listed) + (" …" if len(context.reference_codes) > len(listed) else "")
            wrong = ", ".join(dict.fromkeys(e.text for e in unknown))
            feedback = f"Use only codes from the reference set: {allowed}; {wrong} is not in it."
        else:
            feedback = "Describe the service in words and give no code: the reference set is empty."
        return self.result(score, fired=True, evidence=unknown, feedback=feedback, metrics=metrics)

    def find_codes(self, answer: str) -> list[Evidence]:
        """Every code of every family in `answer`, once per position, in order."""
        found: dict[int, Evidence] = {}
        for match in _BARE_CODES.finditer(answer):
            family = match.lastgroup or ""
            if family not in self.disabled:
                found[match.start()] = Evidence(match.group(0), match.start(), match.end(), {"family": family})
        lowered = answer.lower()
        for trigger in _TRIGGERS:
            position = lowered.find(trigger)
            while position >= 0:
                match = _LISTED_CODES.match(answer, position)
                if match:
                    self._add_listed(match, found)
                position = lowered.find(trigger, position + len(trigger))
        for family, pattern in self.custom_families.items():
            for match in pattern.finditer(answer):
                code, start, end = _code_of(match)
                if start not in found:  # the first code found at a position stays
                    found[start] = Evidence(code, start, end, {"family": family})
        return [found[start] for start in sorted(found)]

    def _add_listed(self, match: re.Match[str], found: dict[int, Evidence]) -> None:
        family = "icd10cm" if match.group("icd10cm") else "cpt"
        if family in self.disabled:
            return
        offset = match.start(family)
        for code in _CODE_IN_LIST.finditer(match.group(family)):
            start = offset + code.start()
            if start not in found:  # the first code found at a position stays
                found[start] = Evidence(code.group(0), start, offset + code.end(), {"family": family})


def _code_of(match: re.Match[str]) -> tuple[str, int, int]:
    if "code" in match.re.groupindex and match.group("code"):
        return match.group("code"), match.start("code"), match.end("code")
    if match.re.groups and match.group(1):
        return match.group(1), match.start(1), match.end(1)
    return match.group(0), match.start(), match.end()
