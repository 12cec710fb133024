"""`phi` (hard): protected identifiers in the answer that are not on the request's allow-list.

The detectors are in `checks.text.identifiers` (SSNs, phones read by libphonenumber, e-mail
addresses plain and obfuscated, record/account/case/prescription numbers and member IDs after
their labels, payer ID shapes in a member's sentence, Medicare MBIs, dates of birth and death, a
name with a birth date, addresses, ages over 89, IP addresses, URLs carrying a person's
identifier, vehicle and device identifiers after their labels, payment cards and IBANs). Numbers labelled as a plan's, form's, claim's or provider's (group, form, claim,
NPI, tax, reference ...) are not PHI. The optional name layer (`checks.text.person_names`) adds person
names that stand in a sentence with an identifier or a health fact; the optional model layer
(`checks.text.identifiers.model_layer`, `options.model`) adds what a token-classification model finds.

Allow-list entries, and the organisation's own published contacts (`organisation_contacts`),
compare without case or punctuation (phone numbers by their digits); a published line with an extension after it
("(928) 555-0166, ext. 5681") and a published address read with a word or two before it ("Location 75 Marlboro
Street ...", not "Flat 9 ...") are the organisation's too. The evidence keeps each span's kind and offsets; the
feedback names the kinds only, never an identifier.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text.identifiers import (
    DetectorSettings,
    Found,
    attached_to_impersonal_label,
    detectors_for,
    find_identifiers,
    join_label_lines,
    normalise_identifier,
)
from checks.text.identifiers.phones import locale_regions
from checks.text.identifiers.model_layer import ModelLayerOptions, load_model_layer
from checks.text.identifiers.presidio import PresidioLayer
from checks.text.identifiers.spans import TakenSpans
from checks.text.identifiers.recognizers import DEFAULT_LOCALES
from checks.text.normalise import normalise

logger = logging.getLogger(__name__)


class NamesOptions(BaseModel):
    """The optional person-name layer (an NER model; see `checks.text.person_names`)."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(default=False, description="Flag person names bound to an identifier or a health fact.")
    engine: Literal["spacy", "presidio"] = Field(
        default="spacy", description="'spacy' runs the pipeline's NER; 'presidio' runs Presidio's analyzer on it."
    )
    model: str = Field(
        default_factory=lambda: os.environ.get("GATE_NER_MODEL") or "en_core_web_lg",
        description="An installed spaCy pipeline package (python -m spacy download en_core_web_lg) or its path; "
        "default: env GATE_NER_MODEL, else en_core_web_lg.",
    )
    min_score: float = Field(default=0.5, ge=0.0, le=1.0, description="Presidio: least score of a PERSON result kept.")


class PHIOptions(BaseModel):
    """`options` of the `phi` check in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

    patterns: dict[str, str] = Field(
        default_factory=dict,
        description="Extra kinds: kind -> regex; a named group `value`, when present, is compared with the allow-list.",
    )
    default_region: str = Field(
        default="US", min_length=2, max_length=2, description="Region (ISO 3166) whose national phone numbers are read."
    )
    phone_regions: list[str] = Field(
        default_factory=lambda: ["GB", "DE", "FR"],
        description="Further regions (ISO 3166) whose national numbers with a trunk 0 are read as phones. The regions of "
        "`locales` (us -> US, uk -> GB, ca, au ...) are read too: a national number counts when its plan holds it "
        "and it has a trunk 0 or a phone word before it ('Please stop texting 612 457 913').",
    )
    organisation_contacts: list[str] = Field(
        default_factory=list,
        description="The organisation's own published phones, e-mails and addresses (member services, appeals): never PHI.",
    )
    historical_birth_age: int | None = Field(
        default=None,
        ge=1,
        description="A birth date at least this many years back is a public, historical one and passes; null flags every one.",
    )
    toll_free_is_organisation: bool = Field(
        default=True,
        description="A toll-free number (1-800, 0800 ...) is an organisation's line, never a person's: not PHI.",
    )
    kinds: list[str] = Field(
        default_factory=list,
        description="The identifier kinds whose detectors run (checks.text.identifiers.KINDS: phone, email, address, "
        "date_of_birth ...); empty: every detector. Presidio's recognizers follow `locales`.",
    )
    names: NamesOptions = Field(default_factory=NamesOptions, description="The optional person-name (NER) layer.")
    model: ModelLayerOptions | None = Field(
        default=None,
        description="The optional model layer: a transformers token-classification (de-id/PII NER) model whose "
        "entities count as identifiers (checks.text.identifiers.model_layer); null: off.",
    )
    locales: list[str] = Field(
        default_factory=lambda: list(DEFAULT_LOCALES),
        description="Locales whose Presidio recognizers run and whose phone plans are read ('any' = the locale-free "
        "recognizers: cards, IBANs, IP, MAC, crypto; a region without recognizers, such as nl, reads its phone plan only); "
        "default the English-language locales (us, uk, ca, au, in, sg, ng, ph, za), de, es, it, fi, pl, se, and the phone "
        "plans of fr, nl, be, at, ch, ie, nz, dk, no, pt, br, cz, mx.",
    )
    max_findings: int = Field(
        default=64,
        ge=1,
        le=10_000,
        description="Identifiers listed at most; past them phi stops reading (the answer is blocked already) and the "
        "rest of the answer is one 'unread' finding, masked whole on the review desk.",
    )
    count_failed_checksums: bool = Field(
        default=True,
        description="An identifier-shaped value whose checksum fails counts when the recognizer's own context word "
        "stands right before it ('NHS number 943 476 5918'); false: only checksum-valid values and specific shapes.",
    )


_DIGITS_ONLY = re.compile(r"\D+")
# An extension after a line ("(928) 555-0166, ext. 5681", "x221"): the organisation's line is the number before it.
_EXTENSION_AT_END = re.compile(r"[\s,;]*(?:ext\.?|extension|x|#)\s*\d{1,6}$", re.IGNORECASE)
# Words the address reader took in front of a house number ("dialysis unit 9 Chestnut Street", "Location 75 Marlboro
# Street"); not a flat's word ("Flat 9 Chestnut Street" is a flat in the building, someone's).
_WORDS_BEFORE_HOUSE_NUMBER = re.compile(r"^(?:[^\W\d_][\w.'-]*\s+){1,3}(?<!apt\s)(?<!apt\.\s)(?<!flat\s)(?<!apartment\s)(?=\d)",
                                        re.IGNORECASE)


class PHICheck(Check):
    """Fails (score 0.0) when the answer contains a protected identifier not on the allow-list."""

    name = "phi"
    default_hard = True
    default_floor = 1.0
    default_hint = "Refer to the person by role (the member, the patient) and leave out every personal identifier."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        options = PHIOptions.model_validate(self.options)
        self.settings = DetectorSettings(
            default_region=options.default_region.upper(),
            phone_regions=tuple(region.upper() for region in options.phone_regions),
            locale_regions=locale_regions(options.locales),
            historical_birth_age=options.historical_birth_age,
            toll_free_is_organisation=options.toll_free_is_organisation,
            kinds=tuple(options.kinds),
        )
        detectors_for(self.settings.kinds)  # an unknown kind fails when the profile is built, not per answer
        self.extra_patterns = tuple((kind, re.compile(pattern)) for kind, pattern in options.patterns.items())
        self.organisation_contacts = frozenset(
            key for contact in options.organisation_contacts for key in _contact_keys(contact)
        )
        self.max_findings = options.max_findings
        self.presidio = PresidioLayer(
            options.locales, options.count_failed_checksums, options.default_region.upper()
        ) if options.locales else None
        self.names = None
        if options.names.enabled:
            from checks.text.person_names import load_name_finder

            self.names = load_name_finder(options.names.engine, options.names.model, options.names.min_score)
            # The NER model takes milliseconds: it runs in a worker thread, so the check no longer runs inline.
            self.runs_inline = False
        self.model = None
        if options.model is not None:
            self.model = load_model_layer(options.model)  # loaded once per process; a bad path fails here
            self.runs_inline = False

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        allowed = {key for identifier in context.allowed_identifiers for key in _contact_keys(identifier)} - {""}
        candidates: list[tuple[str, int, int, str | None]] = []
        for kind, pattern in self.extra_patterns:
            for match in pattern.finditer(answer):
                value = match.group("value") if "value" in pattern.groupindex else None
                candidates.append((kind, match.start(), match.end(), value))
        # Every detector reads the normalised view; spans map back to the answer for the evidence.
        view = normalise(answer)
        text = join_label_lines(view.text)
        dates = context.answer_parse(answer).dates if text == answer else None
        no_ones = TakenSpans()
        found = find_identifiers(text, self.settings, dates, no_ones)
        for item in found:
            start, end = view.original_span(item.start, item.end)
            value = None if item.value_start is None else text[item.value_start:item.end]
            candidates.append((item.kind, start, end, value))
        unread_from = len(answer)
        if self.presidio is not None:
            spaced = text.replace("_", " ") if "_" in text else text  # "claim_number", "income_tax_number": a JSON key is a label
            # Presidio's layer, the costly one, stops once max_findings identifiers that count lie before it.
            counting = TakenSpans()
            for kind, start, end, value in candidates:
                if self._exemption(kind, answer[start:end], value, allowed) is None:
                    counting.take(start, end)
            for piece_start, hits in self.presidio.scan(spaced):
                piece_from = view.original_span(piece_start, len(text))[0]
                if counting.count_before(piece_from) >= self.max_findings:
                    unread_from = piece_from
                    break
                for hit in hits:
                    if attached_to_impersonal_label(spaced, hit.start) or no_ones.overlaps(hit.start, hit.end):
                        continue  # "claim 412-63-8805", "NPI 1234567893", a toll-free line: not a person's
                    start, end = view.original_span(hit.start, hit.end)
                    value = text[hit.start:hit.end]
                    candidates.append((hit.kind, start, end, value))
                    if self._exemption(hit.kind, answer[start:end], value, allowed) is None:
                        counting.take(start, end)
        if self.names is not None:
            original_found = [Found(kind, start, end) for kind, start, end, _ in candidates]
            names = await asyncio.to_thread(self.names.bound_names, answer, original_found)
            candidates.extend(("name", start, end, None) for start, end in names)
        model_metrics: dict[str, Any] = {}
        if self.model is not None:
            # Only adds: the model's spans join the candidates after every other reader's, which win an overlap.
            scan = await asyncio.to_thread(self.model.scan, answer)
            spans = [(start, end) for _, start, end, _ in candidates]
            candidates.extend((item.kind, item.start, item.end, None) for item in self.model.counted(answer, scan, spans))
            model_metrics = scan.metrics()
            if scan.unread_from is not None and self.model.options.on_limit == "closed":
                unread_from = min(unread_from, scan.unread_from)

        evidence: list[Evidence] = []
        taken = TakenSpans()
        allowed_count = organisation_count = 0
        for kind, start, end, value in candidates:
            if not taken.take(start, end):
                continue
            exemption = self._exemption(kind, answer[start:end], value, allowed)
            if exemption == "allowed":
                allowed_count += 1
            elif exemption == "organisation":
                organisation_count += 1
            else:
                evidence.append(Evidence(answer[start:end], start, end, {"kind": kind}))
        metrics: dict[str, Any] = {"allowed": allowed_count, "organisation_contacts": organisation_count, **model_metrics}
        if not evidence and unread_from == len(answer):
            return self.result(1.0, fired=allowed_count + organisation_count > 0, metrics=metrics)
        evidence.sort(key=lambda e: e.start or 0)
        evidence = self._bounded(evidence, answer, unread_from, metrics)
        kinds = sorted({e.detail["kind"] for e in evidence})
        metrics["kinds"] = kinds
        named = ", ".join(kind.replace("_", " ") for kind in kinds if kind != "unread") or "identifiers"
        feedback = f"{self.hint} Write the answer without the {named} it contains."
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)

    def _exemption(self, kind: str, written: str, value: str | None, allowed: set[str]) -> str | None:
        """Why a found identifier does not count: "allowed" (on the request's allow-list), "organisation"
        (one of the organisation's published contacts), or None: it counts."""
        if allowed and _keys(written, value) & allowed:
            return "allowed"
        if self.organisation_contacts and self._is_organisation_contact(kind, written, value):
            return "organisation"
        return None

    def _bounded(self, evidence: list[Evidence], answer: str, unread_from: int, metrics: dict[str, Any]) -> list[Evidence]:
        """At most `max_findings` findings (sorted by start), then one "unread" finding from the first identifier
        not listed, or from where reading stopped, to the answer's end: the review desk masks it whole, so
        nothing unlisted is shown. The trace row of a hostile answer holds `max_findings` + 1 items, not thousands."""
        listed = [item for item in evidence if (item.start or 0) < unread_from]
        if len(listed) > self.max_findings:
            unread_from = listed[self.max_findings].start or 0
            listed = listed[:self.max_findings]
        if unread_from >= len(answer):
            return listed
        unread_from = max([unread_from, *((item.end or 0) for item in listed)])  # a listed span's tail is masked with it
        metrics["unread_from"] = unread_from
        if unread_from < len(answer):
            listed.append(Evidence(answer[unread_from:], unread_from, len(answer), {"kind": "unread"}))
        return listed

    def _is_organisation_contact(self, kind: str, written: str, value: str | None) -> bool:
        if _keys(written, value) & self.organisation_contacts:
            return True
        if kind == "phone":
            line = _EXTENSION_AT_END.sub("", written)  # "(928) 555-0166, ext. 5681": a desk on the published line
            return line != written and bool(_keys(line, None) & self.organisation_contacts)
        if kind == "address":
            street = _WORDS_BEFORE_HOUSE_NUMBER.sub("", written)  # "Location 9 Chestnut Street, ...": the published address
            if street != written and _keys(street, None) & self.organisation_contacts:
                return True
            # "PO Box 30432" in the answer is the organisation's when its published address holds it.
            key = normalise_identifier(written)
            return any(key in contact for contact in self.organisation_contacts if len(contact) > len(key))
        return False

    @classmethod
    def stored_evidence(cls, item: Evidence, context: RequestContext) -> dict[str, Any]:
        """A trace row keeps a finding's offsets, kind and a hash: its text is patient data (and in the output)."""
        return item.hashed()


def _keys(written: str, value: str | None) -> set[str]:
    """The keys an evidence span is compared by: the span's, and its value's when it has a label."""
    return (set(_contact_keys(written)) | set(_contact_keys(value or ""))) - {""}


def _contact_keys(contact: str) -> list[str]:
    """How a published contact is compared: its letters and digits, and for a phone its digits
    without a leading country code 1."""
    keys = [normalise_identifier(contact)]
    digits = _DIGITS_ONLY.sub("", contact)
    if len(digits) >= 7 and sum(c.isalpha() for c in contact) <= 3:
        keys.append("tel:" + (digits[1:] if len(digits) == 11 and digits.startswith("1") else digits))
    return keys


