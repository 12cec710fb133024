"""A blind measuring set for `phi`: texts written without reading the detectors or the sets they were tuned on.

    python scripts/make_phi_blind.py [--seed 2929] [--out PATH]   # JSON lines to PATH, or to stdout

About 1,000 texts of the genres the gate checks (insurance appeal letters, clinical notes, support chats,
claim forms, EHR exports, e-mail signatures, SMS transcripts, call notes, assistant answers): about 700
carry identifiers of the kinds the README's `phi` section claims, about 300 carry none but hold the
near-misses such texts are full of (plan, group, claim and authorization numbers, NPIs, CPT/ICD/NDC
codes, dollar amounts, dates of service, toll-free and the organisation's own contacts, versions,
GUIDs, statutes, lab values, masked numbers, ages under 90).

The values come from public sources of real forms, not from the detectors: Faker's providers (names,
streets, towns, postcodes, IBANs, card numbers by issuer, VINs, IPs) for English-language and a few
European locales; libphonenumber's example numbers per region and type, their trailing digits redrawn
until `phonenumbers.is_valid_number` holds, printed in the national, international and E.164 forms
and the forms people type; postal address layouts of the US, UK, Canada, Australia, Ireland, New
Zealand, India, Germany, France, Italy, Spain, the Netherlands, Finland, Brazil and Poland written from
those countries' postal conventions; check-digit algorithms for the national IDs (NHS mod 11, SIN and
card Luhn, TFN, Medicare AU, NRIC, South African ID, Verhoeff via Faker's Aadhaar).

Every text is a template (TEMPLATES: an id, a genre, and a body) rendered with the text's own random
draws. In a body, ``{filler}`` is a non-identifier value drawn once per text (the same key gives the
same value within the text), ``[[kind:gen]]`` is an identifier of `kind` drawn by generator `gen` (its
span is recorded), and ``((a||b||c))`` picks one alternative. A row: id, template, genre, clean,
kinds (sorted), spans ([start, end, kind], the identifier's characters), text.

The seed is fixed (SEED); the texts depend on it and on the installed Faker's data (written with
Faker 40.63.0, phonenumbers 9.0.x): the same installation always builds the same set. Faker is a dev
tool here (`pip install faker`), not a dependency of the gate.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import ipaddress
import json
import random
import re
import string
import sys
import types
import uuid
from collections.abc import Iterator
from typing import Any, Callable

import phonenumbers
from faker import Faker

SEED = 2929
PHI_PER_TEMPLATE = 7
CLEAN_TOTAL = 300

KINDS = (
    "address", "phone", "date_of_birth", "date_of_death", "email", "card", "bank_account", "ssn",
    "national_id", "record_number", "member_id", "ip_address", "age_over_89", "vehicle_id", "url",
)

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py).
ORG_NAME = "Northlake Health Plan"
CLINIC_NAME = "Riverbend Family Medicine"
ORGANISATION_CONTACTS = [
    "(414) 555-0163",
    "(414) 555-0177",
    "Appeals and Grievances, PO Box 14079, Lexington, KY 40512",
    "2200 Commerce Drive, Suite 400, Milwaukee, WI 53202",
    "appeals@northlakehealthplan.com",
    "memberservices@northlakehealthplan.com",
    "(262) 555-0119",
    "frontdesk@riverbendfm.org",
]

FAKER_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_IE", "en_NZ", "en_IN", "de_DE", "fr_FR", "it_IT",
                 "es_ES", "nl_NL", "fi_FI", "pt_BR", "pl_PL")
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CA_AREAS = ["204", "226", "236", "250", "289", "306", "343", "403", "416", "418", "438", "450", "506", "514",
            "519", "587", "604", "613", "647", "705", "709", "778", "780", "807", "819", "902", "905"]
PHONE_REGIONS = ["GB", "AU", "IN", "SG", "NG", "PH", "ZA", "NZ", "IE", "DE", "FR", "CA"]


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _luhn_digit(partial: str) -> str:
    total = 0
    for index, char in enumerate(reversed(partial)):
        digit = int(char)
        if index % 2 == 0:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return str((10 - total % 10) % 10)


class Draw:
    """One text's random draws: fillers cached by key, identifiers fresh each time."""

    def __init__(self, rng: random.Random, fakers: dict[str, Faker],
                 fillers: dict[str, Callable[["Draw"], str]] | None = None):
        self.rng = rng
        self.fk = fakers
        self.fillers = fillers  # None: this module's FILLERS (another set passes its own table)
        self.cache: dict[str, str] = {}

    # ---- helpers -------------------------------------------------------------------------------------
    def pick(self, options: list[Any]) -> Any:
        return self.rng.choice(options)

    def digits(self, count: int, first_nonzero: bool = False) -> str:
        out = "".join(self.rng.choice(string.digits) for _ in range(count))
        if first_nonzero and out[0] == "0":
            out = str(self.rng.randint(1, 9)) + out[1:]
        return out

    def letters(self, count: int, alphabet: str = string.ascii_uppercase) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(count))

    def date_between(self, start: int, end: int) -> dt.date:
        first = dt.date(start, 1, 1).toordinal()
        last = dt.date(end, 12, 31).toordinal()
        return dt.date.fromordinal(self.rng.randint(first, last))

    def fmt_date(self, day: dt.date, style: str | None = None) -> str:
        styles = ["m/d/Y", "mm/dd/Y", "m/d/y", "mm-dd-Y", "dd/mm/Y", "dd.mm.Y", "Y-mm-dd", "Month d, Y",
                  "Mon d, Y", "Mon. d, Y", "d Month Y", "dth Month Y", "Month dth, Y", "dd-Mon-Y", "dd-MON-y",
                  "ddMONY", "d Mon Y", "the dth of Month, Y", "Weekday, Month d, Y", "dd-mon-Y", "Y/mm/dd",
                  "d.m.Y", "MONTH d, Y", "Sept"]
        style = style or self.pick(styles)
        m, d, y = day.month, day.day, day.year
        if style == "Sept":  # the en_GB/en_AU abbreviation with a t; otherwise a plain abbreviation
            mon = "Sept" if m == 9 else ABBR[m - 1]
            return f"{d} {mon} {y}"
        table = {
            "m/d/Y": f"{m}/{d}/{y}", "mm/dd/Y": f"{m:02d}/{d:02d}/{y}", "m/d/y": f"{m}/{d}/{y % 100:02d}",
            "mm-dd-Y": f"{m:02d}-{d:02d}-{y}", "dd/mm/Y": f"{d:02d}/{m:02d}/{y}", "dd.mm.Y": f"{d:02d}.{m:02d}.{y}",
            "Y-mm-dd": f"{y}-{m:02d}-{d:02d}", "Month d, Y": f"{MONTHS[m - 1]} {d}, {y}",
            "Mon d, Y": f"{ABBR[m - 1]} {d}, {y}", "Mon. d, Y": f"{ABBR[m - 1]}. {d}, {y}",
            "d Month Y": f"{d} {MONTHS[m - 1]} {y}", "dth Month Y": f"{_ordinal(d)} {MONTHS[m - 1]} {y}",
            "Month dth, Y": f"{MONTHS[m - 1]} {_ordinal(d)}, {y}", "dd-Mon-Y": f"{d:02d}-{ABBR[m - 1]}-{y}",
            "dd-MON-y": f"{d:02d}-{ABBR[m - 1].upper()}-{y % 100:02d}", "ddMONY": f"{d:02d}{ABBR[m - 1].upper()}{y}",
            "d Mon Y": f"{d} {ABBR[m - 1]} {y}", "the dth of Month, Y": f"the {_ordinal(d)} of {MONTHS[m - 1]}, {y}",
            "Weekday, Month d, Y": f"{day.strftime('%A')}, {MONTHS[m - 1]} {d}, {y}",
            "dd-mon-Y": f"{d:02d}-{ABBR[m - 1].lower()}-{y}", "Y/mm/dd": f"{y}/{m:02d}/{d:02d}",
            "d.m.Y": f"{d}.{m}.{y}", "MONTH d, Y": f"{MONTHS[m - 1].upper()} {d}, {y}",
            "mmddY": f"{m:02d}{d:02d}{y}",
        }
        return table[style]

    # ---- fillers (not identifiers) -------------------------------------------------------------------
    def fill(self, key: str) -> str:
        if key not in self.cache:
            self.cache[key] = self._make_filler(key)
        return self.cache[key]

    def _make_filler(self, key: str) -> str:
        base = key.rstrip("0123456789")
        if base in ("first", "last", "name"):
            suffix = key[len(base):]
            locale = self.fill("locale" + suffix) if ("locale" + suffix) in self.cache else "en_US"
            fk = self.fk[locale]
            self.cache.setdefault("first" + suffix, fk.first_name())
            self.cache.setdefault("last" + suffix, fk.last_name())
            self.cache.setdefault("name" + suffix, f"{self.cache['first' + suffix]} {self.cache['last' + suffix]}")
            return self.cache[key]
        maker = (FILLERS if self.fillers is None else self.fillers).get(base)
        if maker is None:
            raise KeyError(f"unknown filler {key!r}")
        return maker(self)


def _name_in(locale: str) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        return f"{draw.fk[locale].first_name()} {draw.fk[locale].last_name()}"
    return make


def _service_date(draw: Draw) -> str:
    return draw.fmt_date(draw.date_between(2024, 2026), draw.pick(["mm/dd/Y", "m/d/Y", "Month d, Y", "Y-mm-dd", "d Month Y"]))


def _npi(draw: Draw) -> str:
    body = "1" + draw.digits(8)
    return body + _luhn_digit("80840" + body)


def _money(draw: Draw) -> str:
    amount = draw.rng.choice([draw.rng.randint(20, 999), draw.rng.randint(1000, 98000)])
    cents = draw.pick(["", f".{draw.rng.randint(0, 99):02d}"])
    return f"${amount:,}{cents}"


def _tollfree(draw: Draw) -> str:
    prefix = draw.pick(["800", "888", "877", "866", "855", "844"])
    line = f"{draw.rng.randint(200, 999)}-{draw.digits(4)}"
    return draw.pick([f"1-{prefix}-{line}", f"({prefix}) {line}", f"{prefix}-{line}", f"1 ({prefix}) {line}"])


def _guid(draw: Draw) -> str:
    return str(uuid.UUID(int=draw.rng.getrandbits(128), version=4))


FILLERS: dict[str, Callable[[Draw], str]] = {
    "name_gb": _name_in("en_GB"), "name_in": _name_in("en_IN"), "name_au": _name_in("en_AU"),
    "name_ca": _name_in("en_CA"), "name_de": _name_in("de_DE"), "name_fr": _name_in("fr_FR"),
    "name_es": _name_in("es_ES"), "name_it": _name_in("it_IT"), "name_nl": _name_in("nl_NL"),
    "name_fi": _name_in("fi_FI"), "name_br": _name_in("pt_BR"), "name_pl": _name_in("pl_PL"),
    "name_ie": _name_in("en_IE"), "name_nz": _name_in("en_NZ"),
    "doctor": lambda d: f"Dr. {d.fk['en_US'].last_name()}",
    "doctor_full": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}, {d.pick(['MD', 'DO', 'NP', 'PA-C'])}",
    "agent": lambda d: d.fk["en_US"].first_name(),
    "org": lambda d: ORG_NAME,
    "clinic": lambda d: CLINIC_NAME,
    "hospital": lambda d: d.pick(["St. Agnes Medical Center", "Lakeview General Hospital", "Mercy Regional",
                                  "Harbor Point Hospital", "University Medical Center"]),
    "org_phone": lambda d: ORGANISATION_CONTACTS[0],
    "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2],
    "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4],
    "org_ms_email": lambda d: ORGANISATION_CONTACTS[5],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6],
    "clinic_email": lambda d: ORGANISATION_CONTACTS[7],
    "tollfree": _tollfree,
    "dos": _service_date,
    "date_letter": _service_date,
    "date_recv": _service_date,
    "date_due": _service_date,
    "date_admit": _service_date,
    "time": lambda d: f"{d.rng.randint(7, 18)}:{d.rng.randint(0, 59):02d}",
    "time_ampm": lambda d: f"{d.rng.randint(1, 12)}:{d.rng.randint(0, 59):02d} {d.pick(['AM', 'PM', 'am', 'pm'])}",
    "claim_no": lambda d: d.pick([f"{d.rng.randint(2024, 2026)}{d.digits(9)}", f"CLM-{d.digits(8)}",
                                  f"{d.rng.randint(24, 26)}{d.digits(3)}-{d.digits(6)}-{d.digits(2)}", f"E{d.digits(11)}"]),
    "icn": lambda d: f"{d.rng.randint(10, 29)}{d.rng.randint(24, 26)}{d.digits(3)}{d.digits(3)}{d.digits(4)}",
    "auth_no": lambda d: d.pick([f"A{d.digits(9)}", f"PA-{d.rng.randint(2024, 2026)}-{d.digits(6)}",
                                 f"{d.digits(4)}-{d.digits(4)}-{d.digits(2)}", f"REF{d.digits(7)}"]),
    "ref_no": lambda d: d.pick([f"{d.rng.randint(2024, 2026)}-{d.digits(4)}-{d.digits(4)}", f"GRV-{d.digits(7)}",
                                f"CASE-{d.letters(2)}{d.digits(6)}", f"T{d.digits(8)}"]),
    "group_no": lambda d: d.pick([d.digits(7), f"{d.digits(6)}-{d.digits(3)}", f"GRP-{d.rng.randint(2024, 2026)}-{d.digits(3)}",
                                  f"{d.letters(2)}{d.digits(5)}"]),
    "plan_id": lambda d: d.pick([f"H{d.digits(4)}-{d.digits(3)}", f"{d.digits(5)}WI{d.digits(7)}", f"S{d.digits(4)}-{d.digits(3)}"]),
    "npi": _npi,
    "tin_org": lambda d: f"{d.digits(2, True)}-{d.digits(7)}",
    "cpt": lambda d: d.pick(["99213", "99214", "99215", "99203", "27447", "29881", "71046", "80053", "93000",
                             "97110", "90837", "G0439", "J1745", "J3490", "E0601", "A4253", "95810", "70553"]),
    "icd": lambda d: d.pick(["E11.65", "E11.9", "I10", "M17.11", "M54.5", "J45.909", "F33.1", "Z79.4",
                             "G47.33", "K21.9", "N18.3", "C50.911", "S83.511A", "R07.9", "Z00.00"]),
    "ndc": lambda d: f"{d.digits(5)}-{d.digits(4)}-{d.digits(2)}",
    "money": _money,
    "money2": _money,
    "drug": lambda d: d.pick(["adalimumab", "semaglutide", "apixaban", "dupilumab", "insulin glargine",
                              "tiotropium", "sertraline", "ustekinumab", "rivaroxaban", "tirzepatide"]),
    "service": lambda d: d.pick(["an MRI of the lumbar spine", "a total knee arthroplasty", "a sleep study",
                                 "physical therapy beyond 20 visits", "a CPAP device", "genetic testing",
                                 "bariatric surgery", "an inpatient stay", "a continuous glucose monitor"]),
    "age_young": lambda d: str(d.rng.randint(18, 88)),
    "age_young2": lambda d: str(d.rng.randint(2, 88)),
    "version": lambda d: d.pick([f"v{d.rng.randint(1, 9)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 20)}",
                                 f"{d.rng.randint(1, 12)}.{d.rng.randint(0, 9)}.{d.rng.randint(0, 99)}",
                                 f"build {d.rng.randint(2024, 2026)}.{d.rng.randint(1, 12):02d}.{d.rng.randint(1, 9)}-rc{d.rng.randint(1, 4)}"]),
    "guid": _guid,
    "sha": lambda d: "".join(d.rng.choice("0123456789abcdef") for _ in range(d.pick([12, 40, 64]))),
    "statute": lambda d: d.pick(["42 U.S.C. § 300gg-19", "29 C.F.R. § 2560.503-1(h)(3)(iii)", "45 CFR 164.514(b)(2)",
                                 "42 CFR 422.566", "45 C.F.R. § 147.136(b)(2)(ii)", "Cal. Health & Safety Code § 1367.01",
                                 "N.Y. Ins. Law § 4903(c)", "Tex. Ins. Code § 4201.304", "42 U.S.C. § 1395ff(b)(1)(E)"]),
    "four_digits": lambda d: d.digits(4),
    "lab": lambda d: d.pick([f"HbA1c {d.rng.randint(55, 110) / 10}%", f"BP {d.rng.randint(100, 170)}/{d.rng.randint(60, 100)}",
                             f"eGFR {d.rng.randint(15, 110)} mL/min/1.73m2", f"WBC {d.rng.randint(30, 150) / 10} x10^9/L",
                             f"LDL {d.rng.randint(60, 210)} mg/dL", f"Na {d.rng.randint(128, 146)} mmol/L",
                             f"INR {d.rng.randint(9, 35) / 10}", f"SpO2 {d.rng.randint(88, 100)}%"]),
    "dose": lambda d: d.pick(["500 mg twice daily", "10 mg once daily", "40 mg every 14 days", "0.5 mg weekly",
                              "2.5 mg twice daily", "100 units/mL, 12 units at bedtime", "1 tablet by mouth daily"]),
    "room": lambda d: f"{d.rng.randint(1, 9)}{d.rng.randint(0, 4)}{d.rng.randint(0, 9)}{d.pick(['', 'A', 'B'])}",
    "pct": lambda d: f"{d.rng.randint(10, 90)}%",
    "visits": lambda d: str(d.rng.randint(2, 40)),
    "ticket": lambda d: f"#{d.digits(6, True)}",
    "state": lambda d: d.fk["en_US"].state(),
    "city": lambda d: d.fk["en_US"].city(),
    "form": lambda d: d.pick(["CMS-1500 (02-12)", "UB-04", "CMS-10003-NP", "Form 5500", "CMS-20027", "SSA-827"]),
}


# ---- identifier generators ---------------------------------------------------------------------------
# Lines that are an organisation's or a service's, not a person's (the README counts toll-free lines as the
# organisation's): never drawn as a person's phone. Fixed after the first measurement: that build had labelled two
# toll-free and one premium-rate number as people's phones.
NOT_PERSONAL = {phonenumbers.PhoneNumberType.TOLL_FREE, phonenumbers.PhoneNumberType.PREMIUM_RATE,
                phonenumbers.PhoneNumberType.SHARED_COST, phonenumbers.PhoneNumberType.UAN,
                phonenumbers.PhoneNumberType.VOICEMAIL}


def _nsn_variant(draw: Draw, region: str, kind: int) -> phonenumbers.PhoneNumber:
    """A valid number of `region` and type: the example number with its trailing digits redrawn."""
    if region == "US" or region == "CA":
        for _ in range(200):
            area = draw.pick(CA_AREAS) if region == "CA" else str(draw.rng.randint(201, 989))
            candidate = f"+1{area}{draw.rng.randint(200, 999)}{draw.digits(4)}"
            number = phonenumbers.parse(candidate)
            if (phonenumbers.is_valid_number(number) and phonenumbers.region_code_for_number(number) == region
                    and phonenumbers.number_type(number) not in NOT_PERSONAL):
                return number
    example = phonenumbers.example_number_for_type(region, kind)
    nsn = str(example.national_number)
    for _ in range(200):
        tail = draw.rng.choice([3, 4, 5])
        candidate = nsn[:-tail] + draw.digits(tail)
        number = phonenumbers.parse(f"+{example.country_code}{candidate}")
        if phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) in (
                kind, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE):
            return number
    return example


def _us_digits(draw: Draw) -> str:
    return str(_nsn_variant(draw, "US", phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE).national_number)


def phone_us(draw: Draw) -> str:
    n = _us_digits(draw)
    a, e, line = n[:3], n[3:6], n[6:]
    return draw.pick([f"({a}) {e}-{line}", f"{a}-{e}-{line}", f"{a}.{e}.{line}", f"{a} {e} {line}", f"+1 {a}-{e}-{line}",
                      f"+1 ({a}) {e}-{line}", f"1-{a}-{e}-{line}", f"{a}{e}{line}", f"+1{a}{e}{line}", f"({a}){e}-{line}",
                      f"1 ({a}) {e}-{line}", f"+1.{a}.{e}.{line}"])


def phone_us_ext(draw: Draw) -> str:
    ext = draw.digits(draw.pick([1, 2, 3, 4]), True)
    return phone_us(draw) + draw.pick([f" ext. {ext}", f" x{ext}", f"x{ext}", f" ext {ext}", f" extension {ext}", f" Ext: {ext}"])


def _intl_forms(draw: Draw, number: phonenumbers.PhoneNumber) -> str:
    intl = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    cc = str(number.country_code)
    forms = [intl, intl, e164, "00" + intl[1:], intl.replace(" ", "-"), intl.replace(" ", ".")]
    if national.startswith("0"):
        forms.append(f"+{cc} (0){national[1:]}")
        forms.append(f"+{cc}(0){national[1:].replace(' ', '')}")
    return draw.pick(forms)


def phone_intl(draw: Draw) -> str:
    region = draw.pick(PHONE_REGIONS)
    kind = draw.pick([phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE])
    return _intl_forms(draw, _nsn_variant(draw, region, kind))


def _national(draw: Draw, region: str) -> str:
    kind = draw.pick([phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE])
    number = _nsn_variant(draw, region, kind)
    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    return draw.pick([national, national, national.replace(" ", ""), national.replace(" ", "-")])


def phone_nat(draw: Draw) -> str:
    return _national(draw, draw.pick(PHONE_REGIONS))


def phone_gb(draw: Draw) -> str:
    return draw.pick([_national(draw, "GB"), _intl_forms(draw, _nsn_variant(draw, "GB", phonenumbers.PhoneNumberType.MOBILE))])


def phone_au(draw: Draw) -> str:
    return draw.pick([_national(draw, "AU"), _intl_forms(draw, _nsn_variant(draw, "AU", phonenumbers.PhoneNumberType.MOBILE))])


def phone_in(draw: Draw) -> str:
    number = _nsn_variant(draw, "IN", phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(number.national_number)
    return draw.pick([_intl_forms(draw, number), f"+91-{nsn}", f"+91 {nsn[:5]} {nsn[5:]}", f"0{nsn}", nsn])


def phone_faker(draw: Draw) -> str:
    """Faker's phone formats of the en locales, kept only when libphonenumber says the number is valid."""
    for _ in range(50):
        locale, region = draw.pick([("en_US", "US"), ("en_GB", "GB"), ("en_CA", "CA"), ("en_AU", "AU"), ("en_IN", "IN")])
        text = draw.fk[locale].phone_number()
        try:
            parsed = phonenumbers.parse(text.split("x")[0], region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(parsed) and phonenumbers.number_type(parsed) not in NOT_PERSONAL:
            return text
    return phone_us(draw)


def phone_any(draw: Draw) -> str:
    return draw.pick([phone_us, phone_us, phone_us_ext, phone_intl, phone_faker, phone_gb, phone_in])(draw)


def _birth(draw: Draw) -> dt.date:
    return draw.date_between(1931, 2023)


def dob(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw))


def dob_num(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw), draw.pick(["m/d/Y", "mm/dd/Y", "m/d/y", "mm-dd-Y", "Y-mm-dd", "mmddY"]))


def dob_intl(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw), draw.pick(["dd/mm/Y", "dd.mm.Y", "d Month Y", "dth Month Y", "d Mon Y", "Sept", "d.m.Y"]))


def dob_text(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw), draw.pick(["Month d, Y", "Mon d, Y", "Mon. d, Y", "Month dth, Y", "dd-Mon-Y",
                                                  "dd-MON-y", "ddMONY", "the dth of Month, Y", "dd-mon-Y", "MONTH d, Y"]))


def dod(draw: Draw) -> str:
    return draw.fmt_date(draw.date_between(1990, 2026), draw.pick(["m/d/Y", "mm/dd/Y", "Month d, Y", "d Month Y",
                                                                  "Y-mm-dd", "dd-Mon-Y", "Mon. d, Y", "dd/mm/Y"]))


EMAIL_DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "protonmail.com",
                 "comcast.net", "att.net", "yahoo.co.uk", "btinternet.com", "bigpond.com", "rediffmail.com",
                 "shaw.ca", "live.com", "me.com", "gmx.de", "orange.fr", "hotmail.co.uk", "optusnet.com.au"]


def _local_part(draw: Draw) -> str:
    first, last = draw.fill("first").lower(), draw.fill("last").lower()
    first = re.sub(r"[^a-z]", "", first) or "pat"
    last = re.sub(r"[^a-z]", "", last) or "lee"
    return draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}",
                      f"{first}_{last}", f"{last}.{first[0]}", f"{first}{draw.rng.randint(1950, 2005)}",
                      f"{first[0]}.{last}{draw.digits(2)}", draw.fk["en_US"].user_name()])


def email(draw: Draw) -> str:
    return draw.pick([f"{_local_part(draw)}@{draw.pick(EMAIL_DOMAINS)}", draw.fk["en_US"].free_email(),
                      f"{_local_part(draw)}@{draw.pick(EMAIL_DOMAINS)}".upper() if draw.rng.random() < 0.1 else
                      f"{_local_part(draw)}@{draw.pick(EMAIL_DOMAINS)}"])


def email_obf(draw: Draw) -> str:
    local, domain = _local_part(draw), draw.pick(EMAIL_DOMAINS)
    name, _, tld = domain.partition(".")
    dotted_local = local.replace(".", " dot ")
    return draw.pick([f"{local} at {domain}", f"{local} [at] {domain}", f"{local}(at){domain}", f"{local} AT {name} DOT {tld}",
                      f"{dotted_local} at {name} dot {tld}", f"{local}@{name}[dot]{tld}", f"{local}@{name}[.]{tld}",
                      f"{local} (at) {name} (dot) {tld}", f"{local} {{at}} {domain}", f"{local}@{name} dot {tld}"])


def card(draw: Draw) -> str:
    kind = draw.pick(["visa", "visa16", "mastercard", "mastercard", "amex", "discover", "jcb16", "diners", "visa19", "maestro", "jcb15"])
    number = draw.fk["en_US"].credit_card_number(card_type=kind)
    style = draw.pick(["plain", "space4", "dash4", "space4"])
    if style == "plain":
        return number
    if len(number) in (14, 15) and number[0] == "3":  # Amex 4-6-5 and Diners 4-6-4, as the cards print them
        parts = [number[:4], number[4:10], number[10:]]
    else:
        parts = [number[i:i + 4] for i in range(0, len(number), 4)]
    return (" " if style == "space4" else "-").join(parts)


def iban(draw: Draw) -> str:
    value = draw.fk[draw.pick(["en_GB", "de_DE", "fr_FR", "nl_NL", "es_ES", "it_IT", "en_IE", "fi_FI", "pl_PL"])].iban()
    if draw.rng.random() < 0.6:
        value = " ".join(value[i:i + 4] for i in range(0, len(value), 4))
    return value


def acct_us(draw: Draw) -> str:
    return draw.digits(draw.pick([8, 9, 10, 11, 12]), True)


def acct_uk(draw: Draw) -> str:
    return draw.digits(8, True)


def ssn(draw: Draw) -> str:
    area = draw.rng.choice([n for n in range(1, 900) if n != 666])
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}",
                      f"{value[:3]} {value[3:5]} {value[5:]}", value])


NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def nino(draw: Draw) -> str:
    while True:
        prefix = draw.pick(list(NINO_FIRST)) + draw.pick(list(NINO_SECOND))
        if prefix not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    nums = draw.digits(6)
    suffix = draw.pick(list("ABCD"))
    return draw.pick([f"{prefix}{nums}{suffix}", f"{prefix} {nums[:2]} {nums[2:4]} {nums[4:]} {suffix}", f"{prefix}{nums}{suffix}".lower()
                      if draw.rng.random() < 0.05 else f"{prefix} {nums[:2]} {nums[2:4]} {nums[4:]} {suffix}"])


def nhs(draw: Draw) -> str:
    while True:
        body = draw.digits(9, True)
        total = sum(int(c) * (10 - i) for i, c in enumerate(body))
        check = 11 - total % 11
        if check == 11:
            check = 0
        if check != 10:
            value = body + str(check)
            return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", value, f"{value[:3]}-{value[3:6]}-{value[6:]}"])


def sin(draw: Draw) -> str:
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    value = body + _luhn_digit(body)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}", value])


def aadhaar(draw: Draw) -> str:
    value = draw.fk["en_IN"].aadhaar_id().replace(" ", "")
    return draw.pick([f"{value[:4]} {value[4:8]} {value[8:]}", value, f"{value[:4]}-{value[4:8]}-{value[8:]}"])


def pan(draw: Draw) -> str:
    return f"{draw.letters(3)}P{draw.letters(1)}{draw.digits(4)}{draw.letters(1)}"


def tfn(draw: Draw) -> str:
    weights = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        value = draw.digits(9, True)
        if sum(int(c) * w for c, w in zip(value, weights)) % 11 == 0:
            return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", value])


def medicare_au(draw: Draw) -> str:
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    issue = str(draw.rng.randint(1, 9))
    value = f"{body}{check}{issue}"
    return draw.pick([f"{value[:4]} {value[4:9]} {value[9]}", value])


def nric(draw: Draw) -> str:
    prefix = draw.pick(["S", "T"])
    nums = draw.digits(7)
    total = sum(int(c) * w for c, w in zip(nums, [2, 7, 6, 5, 4, 3, 2])) + (4 if prefix == "T" else 0)
    return f"{prefix}{nums}{'JZIHGFEDCBA'[total % 11]}"


def za_id(draw: Draw) -> str:
    born = draw.date_between(1940, 2005)
    body = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{draw.digits(4)}{draw.pick(['0', '1'])}8"
    return body + _luhn_digit(body)


def passport_us(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"{draw.pick(list('ACEFGHJKLMNPRSTUVWXYZ'))}{draw.digits(8)}"])


def dl_us(draw: Draw) -> str:
    return draw.pick([f"{draw.letters(1)}{draw.digits(7)}", f"{draw.digits(3)} {draw.digits(3)} {draw.digits(3)}",
                      f"{draw.letters(1)}{draw.digits(3)}-{draw.digits(3)}-{draw.digits(2)}-{draw.digits(3)}-{draw.digits(1)}",
                      f"{draw.letters(1)}{draw.digits(12)}", f"{draw.digits(8)}"])


def nin_ng(draw: Draw) -> str:
    return draw.digits(11, True)


NATIONAL_IDS: list[tuple[list[str], Callable[[Draw], str]]] = [
    (["National Insurance number", "NI number", "NI No.", "NINO"], nino),
    (["NHS number", "NHS No.", "NHS no:"], nhs),
    (["SIN", "Social Insurance Number", "social insurance no."], sin),
    (["Aadhaar", "Aadhaar number", "Aadhaar no."], aadhaar),
    (["PAN", "PAN card number", "PAN no."], pan),
    (["TFN", "tax file number"], tfn),
    (["Medicare card number", "Medicare number", "Medicare card no."], medicare_au),
    (["NRIC", "NRIC no.", "NRIC number"], nric),
    (["SA ID number", "South African ID", "ID number"], za_id),
    (["passport number", "Passport No.", "passport #"], passport_us),
    (["driver's license number", "driver license #", "DL#", "driver's licence no."], dl_us),
    (["NIN", "National Identification Number"], nin_ng),
]


def natid_labelled(draw: Draw) -> tuple[str, str, str]:
    labels, maker = draw.pick(NATIONAL_IDS)
    label = draw.pick(labels)
    return (label + draw.pick([": ", " ", " - ", ":\t"]), maker(draw), "")


def mrn(draw: Draw) -> str:
    return draw.pick([draw.digits(7, True), draw.digits(8), f"{draw.digits(2)}-{draw.digits(5)}", f"E{draw.digits(7)}",
                      f"MR{draw.digits(6)}", draw.digits(10), f"{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"{draw.letters(2)}{draw.digits(6)}", draw.digits(6, True)])


def mrn_labelled(draw: Draw) -> tuple[str, str, str]:
    label = draw.pick(["MRN", "MRN:", "MRN#", "MR#:", "Medical Record Number:", "Med Rec #", "Chart #:", "Chart No.",
                       "Patient ID:", "Pt ID", "Encounter #:", "FIN:", "Acct #:", "Account Number:", "HAR:", "Case #:",
                       "Medical record no.", "EMR ID:"])
    return (label + draw.pick([" ", "  ", "\t"]), mrn(draw), "")


def member(draw: Draw) -> str:
    return draw.pick([f"{draw.letters(3)}{draw.digits(9)}", f"W{draw.digits(9)}", f"{draw.letters(3)}-{draw.digits(5)}-{draw.digits(2)}",
                      f"{draw.letters(1)}{draw.digits(8)}", f"{draw.digits(9)}{draw.letters(1)}", f"{draw.letters(2)}{draw.digits(7)}-0{draw.rng.randint(1, 4)}",
                      f"{draw.digits(11)}", f"U{draw.digits(8)}{draw.digits(2)}", f"{draw.letters(3)}{draw.digits(6)}{draw.letters(2)}"])


def mbi(draw: Draw) -> str:
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    alnum = alpha + string.digits
    value = (str(draw.rng.randint(1, 9)) + draw.pick(list(alpha)) + draw.pick(list(alnum)) + draw.digits(1) + draw.pick(list(alpha))
             + draw.pick(list(alnum)) + draw.digits(1) + draw.pick(list(alpha)) + draw.pick(list(alpha)) + draw.digits(2))
    return draw.pick([value, f"{value[:4]}-{value[4:7]}-{value[7:]}"])


def member_labelled(draw: Draw) -> tuple[str, str, str]:
    label = draw.pick(["Member ID:", "Member ID #", "Subscriber ID:", "ID#:", "Member No.", "Medicaid ID:", "Policy #:",
                       "Member number", "Subscriber #", "Identification Number:", "Insured's ID Number:", "Member ID"])
    return (label + draw.pick([" ", "  ", "\t"]), member(draw), "")


def ipv4(draw: Draw) -> str:
    return draw.fk["en_US"].ipv4_public()


def ipv6(draw: Draw) -> str:
    full = draw.fk["en_US"].ipv6()
    compressed = str(ipaddress.IPv6Address(f"2001:db8:{draw.rng.randint(1, 0xffff):x}::{draw.rng.randint(1, 0xffff):x}"))
    short = f"2600:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(1, 0xffff):x}::{draw.rng.randint(1, 0xff):x}"
    return draw.pick([full, compressed, short, full.upper()])


def ip(draw: Draw) -> str:
    return draw.pick([ipv4, ipv4, ipv4, ipv6])(draw)


def age90(draw: Draw) -> str:
    age = draw.rng.randint(90, 106)
    words = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four", 95: "ninety-five",
             96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine", 100: "one hundred"}
    options = [f"{age}-year-old", f"{age} year old", f"{age} yo", f"{age} y/o", f"{age}yo", f"age {age}", f"aged {age}",
               f"{age} years old", f"{age} yrs"]
    if age in words:
        options.append(f"{words[age]}-year-old")
    return draw.pick(options)


def vin(draw: Draw) -> str:
    return draw.fk["en_US"].vin()


def plate(draw: Draw) -> str:
    locale = draw.pick(["en_US", "en_US", "en_GB", "en_CA", "en_AU", "en_IN"])
    return draw.fk[locale].license_plate()


def vehicle_labelled(draw: Draw) -> tuple[str, str, str]:
    if draw.rng.random() < 0.5:
        return (draw.pick(["VIN: ", "VIN ", "VIN#: ", "vehicle identification number ", "Vehicle ID No. "]), vin(draw), "")
    return (draw.pick(["license plate ", "plate number ", "License Plate: ", "registration ", "reg. no. ", "tag number ",
                       "Plate #: "]), plate(draw), "")


def url_patient(draw: Draw) -> str:
    host = draw.pick(["mychart.lakeviewhealth.org", "portal.northlakehealthplan.com", "records.stagnesmc.org",
                      "app.carebridge-telehealth.com", "fhir.riverbendfm.org"])
    ident = draw.pick([mrn(draw), member(draw)])
    path = draw.pick([f"/patients/{ident}/results", f"/member/{ident}/claims", f"/Patient/{ident}",
                      f"/chart?mrn={ident}&view=summary", f"/api/v2/members/{ident}/eob.pdf", f"/visit?patientId={ident}"])
    return f"https://{host}{path}"


# ---- addresses, by each country's layout ---------------------------------------------------------------
def _unit(draw: Draw) -> str:
    return draw.pick(["Apt 4B", "Apt. 12", "Unit 7", "#210", "Suite 3", "Apt 2", "Fl 2", "Apt 1105", "Unit B"])


def addr_us(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_US"]
    street = f"{fk.building_number()} {fk.street_name()}"
    if draw.rng.random() < 0.35:
        street += draw.pick([" ", ", "]) + _unit(draw)
    tail = f"{fk.city()}, {fk.state_abbr(include_territories=False)} {draw.pick([fk.zipcode(), fk.zipcode_plus4()])}"
    return f"{street}\n{tail}" if block else f"{street}, {tail}"


def addr_gb(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_GB"]
    lines = [f"{fk.building_number()} {fk.street_name()}", fk.city(), postcode_gb(draw)]
    if draw.rng.random() < 0.3:
        lines.insert(0, draw.pick([f"Flat {draw.rng.randint(1, 20)}", f"{fk.last_name()} House"]))
    if block and draw.rng.random() < 0.5:
        lines[-2] = lines[-2].upper()
    return ("\n" if block else ", ").join(lines)


def addr_ca(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_CA"]
    street = f"{fk.building_number()} {fk.street_name()}"
    if draw.rng.random() < 0.3:
        street = f"{draw.rng.randint(1, 2400)}-{street}"
    tail = f"{fk.city()} {fk.province_abbr()}  {fk.postcode()}"
    return f"{street}\n{tail}" if block else f"{street}, {tail.replace('  ', ' ')}"


def addr_au(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_AU"]
    street = f"{fk.building_number()} {fk.street_name()}"
    if draw.rng.random() < 0.3:
        street = f"{draw.rng.randint(1, 40)}/{street}"
    tail = f"{fk.city().upper() if block else fk.city()} {fk.state_abbr()} {fk.postcode()}"
    return f"{street}\n{tail}" if block else f"{street}, {tail}"


def addr_ie(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_IE"]
    parts = [f"{fk.building_number()} {fk.street_name()}", fk.city(), f"Co. {fk.county()}", fk.postcode()]
    return ("\n" if block else ", ").join(parts)


def addr_nz(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_NZ"]
    parts = [f"{fk.building_number()} {fk.street_name()}", fk.city(), f"{draw.pick(['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'])} {fk.postcode()}"]
    return ("\n" if block else ", ").join(parts)


def addr_in(draw: Draw, block: bool) -> str:
    fk = draw.fk["en_IN"]
    parts = [f"{draw.pick(['H.No.', 'Flat No.', 'House No.', 'Plot'])} {draw.rng.randint(1, 400)}{draw.pick(['', '/2', '-B'])}, {fk.street_name()} {draw.pick(['Road', 'Nagar', 'Marg', 'Colony'])}",
             f"{fk.city_name()} - {fk.postcode()}", fk.state()]
    return ("\n" if block else ", ").join(parts)


def addr_de(draw: Draw, block: bool) -> str:
    fk = draw.fk["de_DE"]
    street = draw.pick([fk.street_name(), f"{fk.last_name()}straße", f"{fk.last_name()}weg", "Hauptstraße", "Bahnhofstraße", "Lindenallee"])
    parts = [f"{street} {fk.building_number()}", f"{fk.postcode()} {fk.city_name()}"]
    return ("\n" if block else ", ").join(parts)


def addr_fr(draw: Draw, block: bool) -> str:
    fk = draw.fk["fr_FR"]
    street = draw.pick([f"rue {draw.pick(['de la Paix', 'Victor Hugo', 'des Lilas', 'du Moulin', 'Pasteur', 'de la République'])}",
                        f"avenue {draw.pick(['Jean Jaurès', 'Foch', 'de Verdun'])}", f"boulevard {draw.pick(['Voltaire', 'Gambetta'])}",
                        fk.street_name()])
    parts = [f"{draw.rng.randint(1, 180)}{draw.pick(['', '', ' bis'])} {street}", f"{fk.postcode()} {fk.city().upper()}"]
    return ("\n" if block else ", ").join(parts)


def addr_it(draw: Draw, block: bool) -> str:
    fk = draw.fk["it_IT"]
    street = draw.pick([f"Via {draw.pick(['Roma', 'Garibaldi', 'Mazzini', 'Dante Alighieri', 'Cavour'])}",
                        f"Piazza {draw.pick(['Duomo', 'della Repubblica'])}", f"Corso {draw.pick(['Italia', 'Vittorio Emanuele II'])}"])
    # Faker's it_IT city() draws from a list built from a set (its order follows the string hash seed), so the
    # CAP, town and province come from postcode_city_province(), whose tables keep their order: the same in every run.
    cap, _, town = fk.postcode_city_province().partition(", ")
    parts = [f"{street} {draw.rng.randint(1, 220)}", f"{cap} {town}"]
    return ("\n" if block else ", ").join(parts)


def addr_es(draw: Draw, block: bool) -> str:
    fk = draw.fk["es_ES"]
    street = draw.pick([f"Calle {draw.pick(['Mayor', 'de Alcalá', 'Real', 'del Sol'])}", f"Avenida {draw.pick(['de la Constitución', 'de América'])}",
                        f"Plaza {draw.pick(['de España', 'Mayor'])}"])
    parts = [f"{street}, {draw.rng.randint(1, 150)}, {draw.rng.randint(1, 9)}º {draw.pick(['A', 'B', 'C', 'izq.', 'dcha.'])}",
             f"{fk.postcode()} {fk.city()}"]
    return ("\n" if block else ", ").join(parts)


def addr_nl(draw: Draw, block: bool) -> str:
    fk = draw.fk["nl_NL"]
    code = fk.postcode()
    code = f"{code[:4]} {code[4:]}"
    parts = [f"{fk.street_name()} {draw.rng.randint(1, 300)}{draw.pick(['', '', '-2', 'A'])}", f"{code} {fk.city()}"]
    return ("\n" if block else ", ").join(parts)


def addr_fi(draw: Draw, block: bool) -> str:
    fk = draw.fk["fi_FI"]
    parts = [f"{fk.street_name()} {draw.rng.randint(1, 60)}{draw.pick(['', ' A 5', ' B 14', ' C 33'])}", f"{fk.postcode()} {fk.city().upper()}"]
    return ("\n" if block else ", ").join(parts)


def addr_br(draw: Draw, block: bool) -> str:
    fk = draw.fk["pt_BR"]
    code = re.sub(r"\D", "", fk.postcode())[:8]
    parts = [f"Rua {fk.last_name()} {fk.last_name()}, {draw.rng.randint(1, 2000)}{draw.pick(['', ', Apto 45', ', Bloco B'])}",
             f"{fk.city()} - {fk.state_abbr()}", f"{code[:5]}-{code[5:]}"]
    return ("\n" if block else ", ").join(parts)


def addr_pl(draw: Draw, block: bool) -> str:
    fk = draw.fk["pl_PL"]
    parts = [f"ul. {fk.street_name()} {draw.rng.randint(1, 120)}{draw.pick(['', '/4', '/12'])}", f"{fk.postcode()} {fk.city()}"]
    return ("\n" if block else ", ").join(parts)


ADDRESS_MAKERS = [addr_us, addr_us, addr_us, addr_gb, addr_gb, addr_ca, addr_au, addr_ie, addr_nz, addr_in, addr_de,
                  addr_fr, addr_it, addr_es, addr_nl, addr_fi, addr_br, addr_pl]


def address_line(draw: Draw) -> str:
    return draw.pick(ADDRESS_MAKERS)(draw, False)


def address_block(draw: Draw) -> str:
    return draw.pick(ADDRESS_MAKERS)(draw, True)


def address_us_line(draw: Draw) -> str:
    return addr_us(draw, False)


def address_us_block(draw: Draw) -> str:
    return addr_us(draw, True)


def street_only(draw: Draw) -> str:
    fk = draw.fk[draw.pick(["en_US", "en_US", "en_GB", "en_AU", "en_CA"])]
    return f"{fk.building_number()} {fk.street_name()}"


def pobox(draw: Draw) -> str:
    fk = draw.fk["en_US"]
    box = draw.pick(["PO Box", "P.O. Box", "POB", "Post Office Box"])
    return f"{box} {draw.rng.randint(10, 99999)}, {fk.city()}, {fk.state_abbr(include_territories=False)} {fk.zipcode()}"


def zip_us(draw: Draw) -> str:
    return draw.fk["en_US"].zipcode()


UK_AREAS = ["AB", "B", "BS", "CB", "CF", "CM", "CV", "DE", "E", "EH", "G", "GL", "GU", "L", "LE", "LS", "M", "N", "NE",
            "NG", "NW", "OX", "PL", "S", "SE", "SO", "SW", "W", "YO", "BT", "CH", "LL", "NR", "RG", "TN"]


def postcode_gb(draw: Draw) -> str:
    """A UK postcode in the Royal Mail's shape: area, district, space, sector digit, two unit letters."""
    inward = f"{draw.rng.randint(0, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    return f"{draw.pick(UK_AREAS)}{draw.rng.randint(1, 20)} {inward}"


def town_zip(draw: Draw) -> str:
    fk = draw.fk["en_US"]
    return f"{fk.city()}, {fk.state_abbr(include_territories=False)} {fk.zipcode()}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "phone": phone_any, "phone_us": phone_us, "phone_us_ext": phone_us_ext, "phone_intl": phone_intl,
    "phone_nat": phone_nat, "phone_gb": phone_gb, "phone_au": phone_au, "phone_in": phone_in, "phone_faker": phone_faker,
    "dob": dob, "dob_num": dob_num, "dob_intl": dob_intl, "dob_text": dob_text, "dod": dod,
    "email": email, "email_obf": email_obf, "card": card, "iban": iban, "acct_us": acct_us, "acct_uk": acct_uk,
    "ssn": ssn, "nino": nino, "nhs": nhs, "sin": sin, "aadhaar": aadhaar, "tfn": tfn, "medicare_au": medicare_au,
    "nric": nric, "za_id": za_id, "pan": pan, "passport": passport_us, "dl": dl_us, "natid": natid_labelled,
    "mrn": mrn, "mrn_l": mrn_labelled, "member": member, "member_l": member_labelled, "mbi": mbi,
    "ip": ip, "ipv4": ipv4, "ipv6": ipv6, "age90": age90, "vin": vin, "plate": plate, "vehicle": vehicle_labelled,
    "url": url_patient, "addr": address_line, "addr_block": address_block, "addr_us": address_us_line,
    "addr_us_block": address_us_block, "street": street_only, "pobox": pobox, "zip": zip_us, "postcode_gb": postcode_gb,
    "town_zip": town_zip,
    "addr_gb_block": lambda d: addr_gb(d, True), "addr_ca": lambda d: addr_ca(d, d.rng.random() < 0.5),
    "addr_au": lambda d: addr_au(d, d.rng.random() < 0.5), "addr_in": lambda d: addr_in(d, d.rng.random() < 0.5),
    "addr_eu": lambda d: d.pick([addr_de, addr_fr, addr_it, addr_es, addr_nl, addr_fi, addr_pl, addr_br])(d, d.rng.random() < 0.5),
}

FILLERS.update({
    "last_upper": lambda d: d.fill("last").upper(),
    "first_upper": lambda d: d.fill("first").upper(),
    "aba": lambda d: d.fk["en_US"].aba(),
    "sortcode": lambda d: f"{d.digits(2)}-{d.digits(2)}-{d.digits(2)}",
    "rx": lambda d: d.pick([d.digits(7, True), f"{d.digits(7, True)}-{d.digits(5)}", f"RX{d.digits(6)}"]),
    "exp": lambda d: f"{d.rng.randint(1, 12):02d}/{d.rng.randint(26, 31)}",
    "rxbin": lambda d: d.pick(["610014", "004336", "003858", "610502", "015581"]),
    "rxpcn": lambda d: d.pick(["MEDDPRIME", "ADV", "A4", "9999", "CTRXMEDD"]),
    "omb": lambda d: f"0938-{d.digits(4)}",
    "username": lambda d: d.pick(["jmorales", "svc_claims", "rn.kpatel", "a.chen", "intake01", "batch-etl"]),
    "hostname": lambda d: d.pick(["app-prod-03", "ehr-int-2", "claims-api-7f9c", "portal-web-11"]),
    "docket": lambda d: f"{d.rng.randint(1, 4)}:{d.rng.randint(20, 25)}-cv-{d.digits(5)}",
    "errcode": lambda d: d.pick(["0x80070005", "0xC0000409", "E_ACCESSDENIED", "HTTP 503", "ERR-4012"]),
    "qty": lambda d: str(d.pick([30, 60, 90, 100, 120])),
    "copay": lambda d: f"${d.pick([0, 10, 15, 20, 25, 35, 40, 50, 75, 100, 250])}",
    "year": lambda d: str(d.rng.randint(2024, 2026)),
    "weight": lambda d: f"{d.rng.randint(45, 140)} kg",
    "height": lambda d: f"{d.rng.randint(150, 195)} cm",
    "ctrl": lambda d: f"MSG{d.digits(8)}",
    "ts": lambda d: f"{d.rng.randint(2024, 2026)}{d.rng.randint(1, 12):02d}{d.rng.randint(1, 28):02d}{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}{d.rng.randint(0, 59):02d}",
    "iso_ts": lambda d: f"{d.rng.randint(2024, 2026)}-{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 28):02d}T{d.rng.randint(0, 23):02d}:{d.rng.randint(0, 59):02d}:{d.rng.randint(0, 59):02d}Z",
    "pct2": lambda d: f"{d.rng.randint(1, 99)}.{d.rng.randint(0, 9)}%",
    "count": lambda d: f"{d.rng.randint(1000, 2500000):,}",
    "lot": lambda d: f"{d.letters(2)}{d.digits(4)}",
    "dos2": _service_date,
    "dos3": _service_date,
})


def _age(draw: Draw) -> int:
    return draw.rng.randint(90, 106)


AGE_WORDS = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four", 95: "ninety-five",
             96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine", 100: "one hundred"}


def age90_adj(draw: Draw) -> str:
    age = _age(draw)
    options = [f"{age}-year-old", f"{age} year old", f"{age}-yr-old", f"{age} y.o."]
    if age in AGE_WORDS:
        options.append(f"{AGE_WORDS[age]}-year-old")
    return draw.pick(options)


def age90_num(draw: Draw) -> str:
    return str(_age(draw))


def age90_phrase(draw: Draw) -> str:
    age = _age(draw)
    return draw.pick([f"aged {age}", f"age {age}", f"{age} years old", f"{age} y/o", f"{age}yo", f"{age} yrs old",
                      f"{age} years of age"])


def phone_sg(draw: Draw) -> str:
    return draw.pick([_national(draw, "SG"), _intl_forms(draw, _nsn_variant(draw, "SG", phonenumbers.PhoneNumberType.MOBILE))])


def dob_hl7(draw: Draw) -> str:
    born = _birth(draw)
    return f"{born.year}{born.month:02d}{born.day:02d}"


def dob_recent(draw: Draw) -> str:
    return draw.fmt_date(draw.date_between(2020, 2025))


def dob_iso(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw), "Y-mm-dd")


def dob_mmddyyyy(draw: Draw) -> str:
    return draw.fmt_date(_birth(draw), "mmddY")


def addr_hl7(draw: Draw) -> str:
    fk = draw.fk["en_US"]
    return (f"{fk.building_number()} {fk.street_name().upper()}^^{fk.city().upper()}^{fk.state_abbr(include_territories=False)}"
            f"^{fk.zipcode()}^USA^H")


def phone_hl7(draw: Draw) -> str:
    n = _us_digits(draw)
    return draw.pick([f"({n[:3]}){n[3:6]}-{n[6:]}", f"^PRN^PH^^1^{n[:3]}^{n[3:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}"])


def fhir_addr(draw: Draw) -> str:
    fk = draw.fk["en_US"]
    return (f'"line": ["{fk.building_number()} {fk.street_name()}"], "city": "{fk.city()}", '
            f'"state": "{fk.state_abbr(include_territories=False)}", "postalCode": "{fk.zipcode()}"')


def addr_gb_line(draw: Draw) -> str:
    return addr_gb(draw, False)


def phone_us_plain(draw: Draw) -> str:
    n = _us_digits(draw)
    return draw.pick([f"({n[:3]}) {n[3:6]}-{n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", f"{n[:3]}.{n[3:6]}.{n[6:]}"])


SLOTS.update({
    "age90_adj": age90_adj, "age90_num": age90_num, "age90_phrase": age90_phrase, "phone_sg": phone_sg,
    "dob_hl7": dob_hl7, "dob_iso": dob_iso, "dob_recent": dob_recent, "dob_mmddyyyy": dob_mmddyyyy, "addr_hl7": addr_hl7, "phone_hl7": phone_hl7,
    "fhir_addr": fhir_addr, "addr_gb": addr_gb_line, "phone_us_plain": phone_us_plain,
})

# ---- templates: (id, genre, body). Written before any measurement. -------------------------------------
PHI_TEMPLATES: list[tuple[str, str, str]] = [
    ("appeal_sender_block", "appeal_letter",
     "{name}\n[[address:addr_us_block]]\n((Phone||Tel.||Cell||Home phone)): [[phone:phone_us]]\n\n{date_letter}\n\n{org}\n"
     "{org_appeals_addr}\n\nRe: Appeal of claim {claim_no}\n\nDear ((Appeals Reviewer||Sir or Madam||Appeals Committee)),\n\n"
     "I am asking you to reconsider the denial of {service} that {doctor} ordered on {dos}. The denial says it was not "
     "medically necessary, but I tried physical therapy for {visits} weeks without relief. Please review the enclosed notes.\n\n"
     "Sincerely,\n{name}"),
    ("appeal_member_intro", "appeal_letter",
     "To whom it may concern,\n\nMy name is {name} ((and my member ID is||, member ID||and my ID number is)) [[member_id:member]]. "
     "((I was born on||My date of birth is||DOB:)) [[date_of_birth:dob]]. I am appealing your decision of {date_recv} to deny "
     "coverage for {drug}. My doctor has documented that the formulary alternatives failed.\n\nThank you,\n{name}"),
    ("appeal_provider_re", "appeal_letter",
     "RE: {name}\n((DOB||Date of Birth||D.O.B.)): [[date_of_birth:dob_num]]\n[[member_id:member_l]]\nClaim: {claim_no}\n"
     "Date of service: {dos}\n\nDear Medical Director,\n\nI am writing on behalf of my patient, a [[age_over_89:age90_adj]] "
     "((woman||man)) with {icd}, to request an expedited review of the denial of {service}. Delay would seriously jeopardize "
     "the patient's health.\n\n{doctor_full}\nNPI {npi}"),
    ("appeal_uk_pals", "appeal_letter",
     "Dear PALS team,\n\nI am writing about the care my ((mother||father||aunt)), {name_gb}, received on ward {room}. "
     "Her NHS number is [[national_id:nhs]] and she lives at [[address:addr_gb]]. We were told the discharge letter would "
     "be posted within a week, but nothing has arrived.\n\nYours faithfully,\n{name_gb}"),
    ("appeal_canada", "appeal_letter",
     "Claims Review Unit,\n\nI dispute the decision on my disability claim {claim_no}. For your records, my Social Insurance "
     "Number is [[national_id:sin]]. Please send the decision to ((my home address,||my new address:)) [[address:addr_ca]].\n\n"
     "Regards,\n{name_ca}"),
    ("medicare_redetermination", "claim_form",
     "MEDICARE REDETERMINATION REQUEST FORM\n1. Beneficiary's name: {name}\n2. Medicare number: [[member_id:mbi]]\n"
     "3. Item or service you wish to appeal: {service}\n4. Date the service or item was received: {dos}\n"
     "5. Date of the initial determination notice: {date_recv}\n6. Beneficiary's mailing address: [[address:addr_us]]\n"
     "7. Telephone: [[phone:phone_us]]"),
    ("appeal_family_death", "appeal_letter",
     "Dear {org},\n\nI am the executor of the estate of my ((father||mother||husband||wife)), {name}, who ((died on||passed away on"
     "||passed on)) [[date_of_death:dod]]. You continue to send bills for {money} for services dated after his death. "
     "Please close the account and send correspondence to me at [[address:addr_us]].\n\n{name2}"),
    ("appeal_email_header", "email",
     "From: {name} <[[email:email]]>\nTo: {org_appeals_email}\nDate: {date_letter}\nSubject: Appeal - claim {claim_no}\n\n"
     "Hello,\n\nPlease treat this e-mail as my written appeal. The claim for {service} was denied as out of network, but no "
     "in-network provider was available within 60 miles.\n\nThanks,\n{first}"),
    ("clinic_progress_header", "clinical_note",
     "PROGRESS NOTE\nPatient: {name}    [[record_number:mrn_l]]\n((DOB||Birth date||Date of birth)): [[date_of_birth:dob]]    "
     "Sex: ((F||M))\nVisit date: {dos}\nProvider: {doctor_full}\n\nS: Follow-up of {icd}. Reports improved energy.\n"
     "O: {lab}. Weight {weight}.\nA/P: Continue {drug} {dose}. Return in 3 months."),
    ("hpi_age", "clinical_note",
     "HPI: ((Mr.||Ms.||Mrs.)) {last} is a [[age_over_89:age90_adj]] ((man||woman||patient)) with a history of atrial "
     "fibrillation and {icd} who presents after a fall at home. ((No loss of consciousness.||Denies head strike.)) "
     "On {drug} {dose}. {lab}."),
    ("discharge_home", "clinical_note",
     "DISCHARGE SUMMARY\nName: {name}\n((MRN||Medical Record #||MR No.)): [[record_number:mrn]]\nAdmitted: {date_admit}   "
     "Discharged: {dos}\nDiagnosis: {icd}\nDisposition: home to [[address:addr]] with ((daughter||son||spouse)). "
     "Home health to visit within 48 hours."),
    ("nursing_family_call", "clinical_note",
     "Nursing note {time}: Pt's ((daughter||son||niece||husband)) {name2} called from [[phone:phone]] asking about "
     "discharge plans. Informed that the team will round by noon. ((Call back requested.||Will update family after rounds.))"),
    ("pronouncement", "clinical_note",
     "((Death note||Pronouncement note||Expiration note)): Called to bedside to evaluate {name}. No spontaneous respirations, "
     "no heart sounds for one minute, pupils fixed. ((Date of death||DOD||Pronounced dead on||Time and date of death: {time},))"
     " [[date_of_death:dod]]. Family at bedside. Attending notified."),
    ("social_work_lives", "clinical_note",
     "SW note: Patient ((lives alone at||lives with her sister at||resides at||lives in a second-floor walk-up at)) "
     "[[address:addr]]. No stairs lift. Meals on Wheels started. {doctor} aware; follow-up {dos}."),
    ("ed_triage_home", "clinical_note",
     "ED triage {time}: [[age_over_89:age90_phrase]] ((F||M)) brought by EMS from ((home||her home||his home)) at "
     "[[address:street]] after unwitnessed fall. {lab}. Alert, oriented x2."),
    ("oncology_born", "clinical_note",
     "{name} (((born||b.||DOB)) [[date_of_birth:dob_text]]) was seen today in the infusion center for cycle 3 of "
     "chemotherapy. Tolerating well. {lab}. Next cycle {dos}."),
    ("peds_mother_cell", "clinical_note",
     "Patient: {name}, ((DOB||D.O.B.||born)) [[date_of_birth:dob]]. ((Mother's cell||Mom's mobile||Parent phone)): "
     "[[phone:phone]]. Immunizations up to date. Weight {weight}."),
    ("telehealth_ip", "clinical_note",
     "Telehealth visit {dos}. Patient connected by video from ((IP address||IP||client IP)) [[ip_address:ip]] at home; "
     "identity confirmed. Discussed {icd}; continue {drug}."),
    ("psych_email_pref", "clinical_note",
     "Patient asks that appointment reminders go to ((her personal e-mail||his e-mail||the e-mail address)) [[email:email]] "
     "rather than the portal. PHQ-9 today 11. Continue therapy weekly."),
    ("gp_letter_uk", "clinical_note",
     "Re: {name_gb}, ((DOB||D.O.B.||Date of birth)) [[date_of_birth:dob_intl]], NHS No. [[national_id:nhs]]\n"
     "[[address:addr_gb]]\n\nDear Dr {last},\n\nThank you for referring this ((gentleman||lady)) with ((knee pain||chest pain"
     "||breathlessness)). ((I have arranged an X-ray.||I have requested bloods.))"),
    ("au_discharge", "clinical_note",
     "Patient: {name_au}   Medicare No: [[national_id:medicare_au]]   ((D.O.B.||DOB)): [[date_of_birth:dob_intl]]\n"
     "Address: [[address:addr_au]]\nGP: Dr {last}\nSummary: admitted with {icd}; discharged {dos}."),
    ("india_opd", "ehr_export",
     "Patient Name: {name_in}\nAge/Sex: {age_young}/((M||F))\nAadhaar ((No.||Number)): [[national_id:aadhaar]]\n"
     "Mobile: [[phone:phone_in]]\nAddress: [[address:addr_in]]\nOPD Date: {dos}\nComplaint: fever x 3 days"),
    ("sg_clinic", "clinical_note",
     "Pt {name}, NRIC [[national_id:nric]], HP [[phone:phone_sg]]. Seen for URTI on {dos}. MC given x2 days."),
    ("nurse_dob_next_turn", "call_transcript",
     "Nurse: ((Can you confirm your date of birth?||What is your date of birth?||And your birthday, with the year?))\n"
     "Patient: ((Sure, it's||Yes,||It's||Um,)) [[date_of_birth:dob]].\nNurse: Thank you. I see your appointment on {dos}."),
    ("chat_member_id_dob", "support_chat",
     "Agent ({agent}): Thanks for contacting {org}. Can I get your member ID?\nMember: [[member_id:member]]\n"
     "Agent: And your date of birth?\nMember: [[date_of_birth:dob]]\nAgent: Thank you, I have your plan pulled up."),
    ("chat_address_change", "support_chat",
     "Member: hi, I moved ((last month||recently||in {year})). ((my new address is||new address:||please update my address to)) "
     "[[address:addr]]\nAgent: Got it, I've updated your mailing address. Anything else?"),
    ("chat_callback_ext", "support_chat",
     "Member: ((please||can someone)) call me back at [[phone:phone_us_ext]] ((after five||tomorrow morning||any time))\n"
     "Agent: I've asked a nurse to call you back about the authorization {auth_no}."),
    ("chat_email_obf", "support_chat",
     "Member: stop mailing paper letters, ((you can email me at||my email is||email me:||send it to my email,)) "
     "[[email:email_obf]]\nAgent: I've updated your communication preference."),
    ("chat_abroad_phone", "support_chat",
     "Member: I'm ((abroad||overseas||staying with family abroad)) for a few months. ((Please text||Call||Reach)) me on my "
     "local ((mobile||cell||phone||number)) [[phone:phone_nat]].\nAgent: Noted on your account."),
    ("chat_card_payment", "support_chat",
     "Member: I want to pay my premium by card. It's [[card:card]] exp {exp}\nAgent: ((Thank you||Payment received)), "
     "{money} has been applied to your {year} premium."),
    ("chat_autopay", "support_chat",
     "Member: set up autopay from my checking please. routing {aba}, ((account number||acct #||account no.)) "
     "[[bank_account:acct_us]]\nAgent: Autopay will begin with the next invoice."),
    ("chat_ip_locked", "support_chat",
     "Member: I keep getting locked out of the portal. ((It says my IP||The error says IP address||Your site says my IP address)) "
     "[[ip_address:ip]] ((is blocked||was flagged||is not allowed)).\nAgent: I've cleared the lock; try again in 10 minutes."),
    ("chat_ssn_verify", "support_chat",
     "Agent: To verify, can you give me your full Social Security number?\nMember: ((sure||ok||yes)) ((it's||my social is||SSN)) "
     "[[ssn:ssn]]\nAgent: Thank you, you're verified."),
    ("chat_zip_label", "support_chat",
     "Agent: What ZIP code should I use to find in-network dentists?\nMember: ((my zip code is||zip:||ZIP code)) "
     "[[address:zip]]\nAgent: I found 14 dentists within 10 miles."),
    ("chat_postcode_uk", "support_chat",
     "Customer: I'm trying to register with a new GP. ((My postcode is||Postcode:||my post code is)) [[address:postcode_gb]]"
     "\nAdvisor: Thanks, there are three practices accepting patients near you."),
    ("cms1500_fields", "claim_form",
     "1a. INSURED'S I.D. NUMBER: [[member_id:member]]\n2. PATIENT'S NAME: {last_upper}, {first_upper}\n"
     "3. PATIENT'S BIRTH DATE: [[date_of_birth:dob_num]]   SEX: ((F||M))\n5. PATIENT'S ADDRESS: [[address:addr_us]]\n"
     "   TELEPHONE: [[phone:phone_us_plain]]\n21. DIAGNOSIS: A. {icd}\n24D. PROCEDURE: {cpt}   24F. CHARGES {money}"),
    ("ub04_fields", "claim_form",
     "FL 8b PATIENT NAME: {last_upper}, {first_upper}\nFL 9a PATIENT ADDRESS: [[address:addr_us]]\n"
     "FL 10 BIRTHDATE: [[date_of_birth:dob_mmddyyyy]]   FL 11 SEX: ((F||M))\nFL 60 INSURED'S UNIQUE ID: [[member_id:member]]\n"
     "FL 42 REV CD 0450   FL 47 TOTAL CHARGES {money}"),
    ("pharmacy_reject", "claim_form",
     "PHARMACY CLAIM REJECT 75 - PRIOR AUTH REQUIRED\n((Cardholder ID||Member ID||ID)): [[member_id:member]] | "
     "((DOB||Pt DOB)): [[date_of_birth:dob_num]] | Rx# {rx} | {drug} | Qty {qty} | RxBIN {rxbin} | PCN {rxpcn}"),
    ("workers_comp", "claim_form",
     "EMPLOYER'S FIRST REPORT OF INJURY\nEmployee: {name}\nEmployee SSN: [[ssn:ssn]]\nHome address: [[address:addr_us]]\n"
     "Date of birth: [[date_of_birth:dob]]\nDate of injury: {dos}\nDescription: lifting injury, lower back."),
    ("auto_medpay", "claim_form",
     "Auto Med-Pay claim {claim_no}. Claimant: {name}. Insured vehicle [[vehicle_id:vehicle]]; "
     "((other vehicle||second vehicle)) [[vehicle_id:vehicle]]. Treatment at {hospital} on {dos}."),
    ("life_death_claim", "claim_form",
     "LIFE CLAIM - STATEMENT OF BENEFICIARY\nDecedent: {name}\n((Date of death||Date of Death||DOD)): [[date_of_death:dod]]\n"
     "Insured's SSN: [[ssn:ssn]]\nBeneficiary: {name2}\nBeneficiary address: [[address:addr_us]]"),
    ("travel_iban", "claim_form",
     "Travel medical claim {claim_no}: hospital bill of {money} paid abroad. Please reimburse to my account, IBAN "
     "[[bank_account:iban]], in the name of {name}."),
    ("direct_deposit", "claim_form",
     "DIRECT DEPOSIT AUTHORIZATION\nName: {name}\nBank routing number: {aba}\n((Bank account number||Account No.||Checking account #)): "
     "[[bank_account:acct_us]]\nType: ((checking||savings))"),
    ("uk_reimbursement", "claim_form",
     "Please pay the refund of {money} to {name_gb}, sort code {sortcode}, ((account number||account no.||a/c)) "
     "[[bank_account:acct_uk]]. ((NI number||National Insurance number)) [[national_id:nino]]."),
    ("hl7_pid", "ehr_export",
     "MSH|^~\\&|EPIC|{hostname}|||{ts}||ADT^A04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn]]^^^HOSP^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_hl7]]|((F||M))|||[[address:addr_hl7]]||[[phone:phone_hl7]]"),
    ("fhir_patient", "ehr_export",
     '{"resourceType": "Patient", "identifier": [{"type": {"text": "MRN"}, "value": "[[record_number:mrn]]"}], '
     '"name": [{"family": "{last}", "given": ["{first}"]}], "birthDate": "[[date_of_birth:dob_iso]]", '
     '"telecom": [{"system": "phone", "value": "[[phone:phone_us]]"}], "address": [{[[address:fhir_addr]]}]}'),
    ("csv_export", "ehr_export",
     "patient_id,last_name,first_name,dob,phone,zip\n[[record_number:mrn]],{last},{first},[[date_of_birth:dob_num]],"
     "[[phone:phone_us_plain]],[[address:zip]]"),
    ("dotted_fields", "ehr_export",
     "Patient Name.......... {name}\nMRN................... [[record_number:mrn]]\nBirth Date............ [[date_of_birth:dob]]\n"
     "Home Phone............ [[phone:phone]]\nPCP................... {doctor}"),
    ("markdown_table", "ehr_export",
     "| Field | Value |\n|---|---|\n| Patient | {name} |\n| ((DOB||Date of birth)) | [[date_of_birth:dob]] |\n"
     "| ((Member ID||Subscriber ID)) | [[member_id:member]] |\n| Plan | {org} PPO |"),
    ("lab_header_age", "ehr_export",
     "LAB REPORT  Patient: {last_upper}, {first_upper}   Age: [[age_over_89:age90_num]]   Sex: ((F||M))   "
     "((DOB||Birth Date)): [[date_of_birth:dob_num]]\nCollected {dos} {time}\n{lab}\nReviewed by {doctor}"),
    ("access_log", "ehr_export",
     "{iso_ts} user={username} action=VIEW_CHART patient_mrn=[[record_number:mrn]] src_ip=[[ip_address:ip]] "
     "session={guid} result=OK"),
    ("sig_member_us", "email_signature",
     "((Thanks,||Best,||Regards,))\n{name}\n[[address:addr_us_block]]\n((Cell||Mobile||C)): [[phone:phone_us]]\n[[email:email]]"),
    ("sig_member_uk", "email_signature",
     "Kind regards,\n{name_gb}\n((Mob||Mobile||M)): [[phone:phone_gb]]\n((Home||Tel||T)): [[phone:phone_gb]]"),
    ("sig_iphone", "email_signature",
     "Please just approve it, I've sent everything twice.\n\n--\n{name}\n[[phone:phone_faker]] | [[email:email]]\nSent from my iPhone"),
    ("sig_au", "email_signature",
     "Cheers,\n{name_au}\n[[phone:phone_au]]\n[[address:addr_au]]"),
    ("sms_running_late", "sms",
     "From: [[phone:phone_us]]\n{dos} {time_ampm}: hi this is {first}, running ((10||15||20)) min late for my appt with {doctor}\n"
     "{dos} {time_ampm}: {clinic}: No problem, see you soon."),
    ("sms_dob_confirm", "sms",
     "{clinic}: Reply with your date of birth (MMDDYYYY) to confirm your visit on {dos}.\nReply: [[date_of_birth:dob_mmddyyyy]]"),
    ("sms_new_number", "sms",
     "((Mom||Dad||Grandma))'s new ((number||phone||cell)) is [[phone:phone]], save it. She has the cardiology appt on {dos}."),
    ("sms_email_reply", "sms",
     "{org}: Want your EOBs by e-mail? Reply with your e-mail address.\nReply: [[email:email]]"),
    ("sms_nurse_visit", "sms",
     "Can the home nurse come to [[address:street]] instead ((tomorrow||on Thursday))? I'm staying at my ((daughter||son))'s. "
     "Gate code is 4411."),
    ("answer_member_ids", "assistant_answer",
     "Based on the claim file, the member ({name}, ((DOB||date of birth||born)) [[date_of_birth:dob]], member ID "
     "[[member_id:member]]) was denied because the prior authorization {auth_no} had expired on {dos}."),
    ("answer_contacts", "assistant_answer",
     "The patient's contact details on file are [[phone:phone]] and [[email:email]]; the denial letter was mailed to "
     "[[address:addr]] on {date_letter}."),
    ("answer_died", "assistant_answer",
     "The beneficiary ((died on||passed away on||passed on||has a date of death of)) [[date_of_death:dod]], so the claims for "
     "{service} billed for dates after that cannot be paid; the {money} overpayment will be recovered from the provider."),
    ("answer_age_town", "assistant_answer",
     "The member is [[age_over_89:age90_adj]] and lives in [[address:town_zip]]; the nearest in-network skilled nursing "
     "facility is 12 miles away."),
    ("answer_bank", "assistant_answer",
     "Per the EOB, the reimbursement of {money} was deposited to the member's ((checking account||account no.||bank account)) "
     "[[bank_account:acct_us]] on {dos}."),
    ("answer_ssn", "assistant_answer",
     "The W-9 attached to the claim shows the claimant's Social Security number as [[ssn:ssn]], which matches the "
     "enrollment record."),
    ("answer_nino", "assistant_answer",
     "According to the notes, {name_gb}'s ((National Insurance number||NI number||NINO)) is [[national_id:nino]] and the "
     "claim was made on {dos}."),
    ("answer_url", "assistant_answer",
     "You can view the patient's results ((at||here:)) [[url:url]] ((once you sign in||after logging in)). The report was "
     "signed by {doctor}."),
    ("answer_card", "assistant_answer",
     "The subscriber's card on file, [[card:card]], was charged {money} for the {year} premium on {dos}."),
    ("answer_pobox", "assistant_answer",
     "The member's new mailing address is [[address:pobox]], effective {dos}."),
    ("answer_natid", "assistant_answer",
     "The applicant provided ((their||her||his)) [[national_id:natid]] as proof of identity, and the enrollment was "
     "approved on {dos}."),
    ("answer_vehicle", "assistant_answer",
     "The accident report lists the member's vehicle, [[vehicle_id:vehicle]], as struck from behind on {dos}; "
     "medical payments coverage applies first."),
    ("answer_portal_ip", "assistant_answer",
     "The audit shows the member logged into the portal from [[ip_address:ip]] on {dos} at {time} and downloaded the EOB."),
    ("answer_born_paren", "assistant_answer",
     "{name} (((b.||born||DOB)) [[date_of_birth:dob]]) is the dependent on this policy; coverage ends at age 26."),
    ("call_note_verify", "call_note",
     "Call note {dos} {time}: Spoke with member {name}. Verified identity with ((DOB||date of birth)) "
     "[[date_of_birth:dob]] and last 4 of SSN ({four_digits}). Member requests callback at [[phone:phone]]."),
    ("call_note_son_abroad", "call_note",
     "Caller is the member's ((son||daughter||brother)), {name2}, listed as authorized rep. ((He||She)) can be reached at "
     "[[phone:phone_intl]] while overseas."),
    ("call_note_address_block", "call_note",
     "Member states ((her||his)) address changed to:\n[[address:addr_block]]\nUpdated in system; new ID cards to be mailed."),
    ("call_note_mrn_interp", "call_note",
     "Interpreter call (Spanish). Member's [[record_number:mrn_l]] at {hospital}. Member asked for itemized bill for {dos}."),
    ("intake_form", "intake_form",
     "NEW PATIENT INTAKE\nFull name: {name}\nDate of birth (MM/DD/YYYY): [[date_of_birth:dob_num]]\nHome address: "
     "[[address:addr_us]]\nCell phone: [[phone:phone_us]]\nEmail: [[email:email]]\nEmergency contact: {name2}, [[phone:phone_us]]"),
    ("referral_fax", "referral",
     "REFERRAL\nPatient: {name}   DOB: [[date_of_birth:dob]]   ((Ins ID||Insurance ID||Member #)): [[member_id:member]]\n"
     "Phone: [[phone:phone]]\nReferred to: Cardiology\nReason: {icd}"),
    ("pharmacy_label", "pharmacy",
     "Rx# {rx}   {drug} {dose}\n{name}\n[[address:addr_us_block]]\n((DOB||Birth date)) [[date_of_birth:dob]]\n"
     "Qty {qty}  Refills 2"),
    ("dental_responsible", "intake_form",
     "Responsible party: {name}\nRelationship: ((self||parent||spouse))\nResponsible party SSN: [[ssn:ssn]]\n"
     "Employer: ((Target||county schools||self-employed))"),
    ("caregiver", "clinical_note",
     "Her caregiver, {name2}, lives at [[address:addr]] and ((can be reached at||her phone is||his number is)) [[phone:phone]]."
     " Discussed medication schedule."),
    ("newborn", "clinical_note",
     "Baby ((boy||girl)) {last}, born [[date_of_birth:dob_recent]] at {time}, 39 weeks, APGARs 8 and 9. Mother's MRN "
     "[[record_number:mrn]]."),
    ("obituary_claim", "appeal_letter",
     "My ((wife||husband||father)) {name} passed away peacefully on [[date_of_death:dod]] at home. I am enclosing the death "
     "certificate so you can stop the automatic premium draft."),
    ("eu_sister_address", "claim_form",
     "I was hospitalised on {dos} while visiting my sister at [[address:addr_eu]]. The hospital invoice for {money} is attached."),
    ("travel_phone_abroad_intl", "claim_form",
     "Emergency contact while abroad: {name2}, ((phone||mobile||tel)) [[phone:phone_intl]]. Hospital: {hospital}."),
    ("tfn_au", "claim_form",
     "Income protection claim {claim_no}\nClaimant: {name_au}\n((Tax file number||TFN)): [[national_id:tfn]]\n"
     "((Mobile||Phone)): [[phone:phone_au]]"),
    ("pan_india", "claim_form",
     "Reimbursement claim {claim_no}\nPolicyholder: {name_in}\nPAN: [[national_id:pan]]\nEmail: [[email:email]]"),
    ("za_id", "claim_form",
     "Medical aid claim {claim_no}\nMember: {name}\nID number: [[national_id:za_id]]\nCell: [[phone:phone_intl]]"),
    ("url_member_chat", "support_chat",
     "Member: I can't open this link you sent, [[url:url]]\nAgent: Please sign in first, then it will load your documents."),
    ("ipv6_chat", "support_chat",
     "Member: my router shows my ((IPv6 address||IPv6||address)) as [[ip_address:ipv6]] if that helps\n"
     "Agent: Thanks, I've added it to the ticket {ticket}."),
    ("card_refund_chat", "support_chat",
     "Member: ((please refund it to||put the refund back on||refund to)) the card I paid with, [[card:card]]\n"
     "Agent: The refund of {money} will post in 5-7 business days."),
    ("card_form", "claim_form",
     "PREMIUM PAYMENT FORM\nPayment method: ((Credit card||Debit card||Card))\nCard number: [[card:card]]\nExpiration: {exp}\n"
     "Name on card: {name}\nAmount: {money}"),
    ("card_sms", "sms",
     "hi its {first}, ((use my card||pls charge my card||charge)) [[card:card]] for the copay, exp {exp}"),
    ("vehicle_security", "clinical_note",
     "Security note {time}: the patient's car, [[vehicle_id:vehicle]], was left in the ambulance bay and moved to lot C. "
     "Keys with the charge nurse."),
    ("age_nursing_home", "clinical_note",
     "Resident is ((a||an)) [[age_over_89:age90_adj]] ((female||male)) admitted to the skilled nursing facility on {dos} "
     "for rehab after hip fracture."),
]

CLEAN_TEMPLATES: list[tuple[str, str, str]] = [
    ("denial_letter", "appeal_letter",
     "Dear Member,\n\nWe reviewed claim {claim_no} for services on {dos} (CPT {cpt}, diagnosis {icd}). The claim was denied "
     "because prior authorization was not obtained. You may appeal within 180 days of this notice by writing to "
     "{org_appeals_addr} or calling {tollfree} (TTY 711).\n\n{org}"),
    ("appeal_decision", "appeal_letter",
     "Your appeal {ref_no}, received {date_recv}, has been reviewed by a board-certified physician. We have upheld the "
     "decision under {statute}. You have the right to an external review; see the enclosed form {form}. "
     "Questions: {org_phone}, Monday to Friday."),
    ("clinic_note_clean", "clinical_note",
     "Assessment: {age_young}-year-old with {icd}. {lab}. Plan: start {drug} {dose}; recheck labs in 6 weeks "
     "({dos}). Room {room}. Seen with {doctor}."),
    ("chat_benefits", "support_chat",
     "Member: what's my copay for a specialist?\nAgent ({agent}): On the {org} PPO (plan ID {plan_id}, group {group_no}) "
     "the specialist copay is {copay} after the deductible. You can also call Member Services at {org_phone}."),
    ("eob_lines", "claim_form",
     "EXPLANATION OF BENEFITS\nClaim number: {claim_no}\nService date: {dos}\nProcedure: {cpt}\nBilled: {money}\n"
     "Allowed: {money2}\nPlan paid: {pct} of allowed\nThis is not a bill."),
    ("cms1500_provider", "claim_form",
     "24J. RENDERING PROVIDER ID # NPI {npi}\n25. FEDERAL TAX I.D. NUMBER {tin_org} EIN\n31. SIGNATURE OF PHYSICIAN {doctor_full}"
     "  DATE {dos}\n33. BILLING PROVIDER INFO & PH # {clinic} {clinic_phone}\n33a. NPI {npi}"),
    ("audit_log_clean", "ehr_export",
     "{iso_ts} service=claims-api version={version} host={hostname} request_id={guid} route=/v2/claims status=200 "
     "latency_ms=41 sha={sha}"),
    ("org_signature", "email_signature",
     "((Thank you,||Sincerely,||Regards,))\n{first2} {last2}\n((Appeals and Grievances Unit||Appeals Coordinator||Grievance Analyst, "
     "Appeals Unit))\n{org}\n{org_appeals_addr}\nPhone: {org_phone} | Fax: {org_fax}\n{org_appeals_email}\n"
     "((This message may contain confidential information.||Please do not reply with medical records by e-mail.||Hours: 8 a.m. to "
     "6 p.m. CT.))"),
    ("sms_reminder", "sms",
     "{clinic}: Reminder - appt with {doctor} on {dos} at {time_ampm}. Reply C to confirm or R to reschedule. "
     "Questions? {clinic_phone}. Reply STOP to opt out."),
    ("chat_arithmetic", "support_chat",
     "Member: so if the bill is {money} and you paid {money2}, what do I owe?\nAgent: The math on our side is "
     "(1500)+(250)-(1200)=550 after the deductible credit, so {copay} is the copay and the rest is coinsurance at {pct}."),
    ("policy_doc", "policy",
     "Section 4.2. Coverage for {service} requires prior authorization consistent with {statute}. Claims must be filed on "
     "{form} within 365 days of the date of service. See also 45 CFR 147.136 and Form CMS-10003-NP."),
    ("formulary", "pharmacy",
     "Formulary change effective {dos}: {drug} (NDC {ndc}) moves to Tier 3. Quantity limit {qty} per 30 days. "
     "A 90-day supply is available by mail. Lot {lot} recall does not affect members."),
    ("pa_approval", "appeal_letter",
     "Prior authorization {auth_no} is approved for {visits} visits of {service}, valid {dos} through {dos2}. "
     "Servicing provider NPI {npi}. This approval is not a guarantee of payment."),
    ("it_chat", "support_chat",
     "User: the portal app won't load after the update to {version}\nAgent: Error {errcode} means the cache is stale. "
     "Clear it and retry. Note 1.1.1.256 in your proxy settings is not a valid IP address; our service runs on port 8443. "
     "Correlation ID {guid}."),
    ("answer_coverage", "assistant_answer",
     "Based on the policy, {service} is covered when criteria are met: documented failure of conservative therapy for "
     "{visits} weeks and imaging findings (CPT {cpt}; ICD-10 {icd}). The plan pays {pct} after a {copay} copay; the "
     "out-of-pocket maximum is {money}."),
    ("note_dates", "clinical_note",
     "Last colonoscopy {dos}. Follow-up in 6 weeks ({dos2}). Mammogram scheduled {dos3}. {lab}. Patient is {age_young} "
     "years old and lives independently."),
    ("lab_table", "ehr_export",
     "Test        Result   Ref range\nWBC         7.2      4.5-11.0\nSodium      138      135-145\nGlucose     112      70-99\n"
     "Collected {dos} {time}; resulted {dos} {time}."),
    ("masked", "support_chat",
     "Agent: I see a card ending in {four_digits} and a checking account ending {four_digits2} on file. For security we only show the last "
     "four digits. Your SSN on file is ***-**-{four_digits3}. You can update payment methods online."),
    ("hl7_msh_clean", "ehr_export",
     "MSH|^~\\&|LAB|{hostname}|EHR|{clinic}|{ts}||ORU^R01|{ctrl}|P|2.5.1\nOBR|1||{lot}|80053^COMPREHENSIVE METABOLIC PANEL\n"
     "OBX|1|NM|2345-7^GLUCOSE||112|mg/dL|70-99|H|||F"),
    ("history_birth", "education",
     "Nursing history module: Florence Nightingale (born 12 May 1820) reformed hospital sanitation; Clara Barton "
     "(born December 25, 1821) founded the American Red Cross. Quiz due {dos}."),
    ("clinic_location", "support_chat",
     "Member: ((where is the clinic?||how do I find {doctor}'s office?||is there parking?))\nAgent ({agent}): {clinic} is on the "
     "((second||third)) floor, Suite ((200||310||4B)), next to the ((pharmacy||lab||elevators)). Parking is free for the first "
     "((2||3)) hours. Main line {clinic_phone}, open until {time_ampm}."),
    ("rx_card_fields", "support_chat",
     "Agent: Your pharmacist needs the plan's numbers from the back of your ID card: RxBIN {rxbin}, RxPCN {rxpcn}, "
     "RxGroup {group_no}. These are the same for everyone on your plan."),
    ("claim_status_chat", "support_chat",
     "Provider office: checking status on ICN {icn} for DOS {dos}.\nAgent: That claim processed on {dos2}; paid {money} "
     "under CPT {cpt}. A corrected claim would need frequency code 7."),
    ("coding_note", "clinical_note",
     "Coding: modifier 25 appended to {cpt}; HCPCS G0439 for annual wellness; ICD-10 {icd}. "
     "Time 32 minutes. Place of service 11."),
    ("omb_notice", "policy",
     "Form {form} (Exp. 08/31/2026) OMB No. {omb}. According to the Paperwork Reduction Act of 1995, no persons are "
     "required to respond to a collection of information unless it displays a valid OMB control number."),
    ("court_cite", "policy",
     "In Doe v. {org}, No. {docket} (E.D. Wis. {year}), the court held that the plan's denial under {statute} was "
     "arbitrary and capricious. The plan year begins {dos}."),
    ("stats", "report",
     "In {year}, {count} members filed {count2} claims; {pct2} were denied at first submission and {pct22} of appeals were "
     "overturned. Average allowed amount: {money}."),
    ("birth_control", "policy",
     "Birth control coverage effective {dos}: contraceptives on the formulary are covered at {copay}. Maternity and birth "
     "center services are covered at {pct} after the deductible."),
    ("short_numbers", "support_chat",
     "Agent: For an emergency, dial 911. For the crisis line, call or text 988. Hearing impaired members use TTY 711. "
     "For claims, press 2 then 3. Our nurse line is {tollfree}, open 24/7."),
    ("release_notes", "report",
     "Release {version}: IPv6 loopback (::1) is now supported in dev mode; the default bind address is 0.0.0.0. "
     "Build hash {sha}. Schema version 2.5.1. Ticket {ticket} closed."),
    ("org_contacts_chat", "support_chat",
     "Agent ({agent}): You can reach our appeals team at {org_appeals_email} or {org_phone}, or mail your appeal to "
     "{org_appeals_addr}. ((Claims go to||Paper claims are mailed to||Send provider claims to)) {org_street_addr}. "
     "Your ticket is {ticket}."),
    ("msn", "claim_form",
     "Medicare Summary Notice for Part B. If you have questions, call 1-800-MEDICARE (1-800-633-4227). "
     "Claim {claim_no}: {cpt} on {dos}, Medicare approved {money}, you may be billed {money2}."),
    ("infant_age", "clinical_note",
     "Well-child visit, infant age 90 days, 14 lb 2 oz. {lab}. Vaccines given per schedule. Next visit at 6 months."
     " Mother is {age_young} and breastfeeding."),
    ("directory_listing", "support_chat",
     "Agent ({agent}): The closest in-network ((urgent care||walk-in clinic||imaging center)) is {clinic}'s ((annex||satellite "
     "office||second site)) at {org_street_addr}, open ((8 a.m. to 8 p.m.||7 a.m. to 7 p.m.||weekdays until {time_ampm})). "
     "Their front desk is {clinic_phone}; the visit copay is {copay}."),
]

_CHOICE = re.compile(r"\(\((.*?)\)\)", re.S)
_TOKEN = re.compile(r"\{(\w+)\}|\[\[(\w+):(\w+)\]\]")


def render(body: str, draw: Draw, slots: dict[str, Callable[[Draw], Any]] | None = None) -> tuple[str, list[list[Any]]]:
    """The text of one template and its identifier spans; `slots` names the identifier generators (default: SLOTS)."""
    slots = SLOTS if slots is None else slots
    while True:
        match = _CHOICE.search(body)
        if match is None:
            break
        body = body[:match.start()] + draw.pick(match.group(1).split("||")) + body[match.end():]
    out: list[str] = []
    spans: list[list[Any]] = []
    length = 0
    position = 0
    for match in _TOKEN.finditer(body):
        literal = body[position:match.start()]
        out.append(literal)
        length += len(literal)
        position = match.end()
        if match.group(1):
            value = draw.fill(match.group(1))
            out.append(value)
            length += len(value)
            continue
        kind, gen = match.group(2), match.group(3)
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r} in template")
        made = slots[gen](draw)
        prefix, value, suffix = made if isinstance(made, tuple) else ("", made, "")
        out.append(prefix)
        length += len(prefix)
        spans.append([length, length + len(value), kind])
        out.append(value + suffix)
        length += len(value) + len(suffix)
    out.append(body[position:])
    return "".join(out), spans


FAKER_NOW = dt.datetime(2026, 12, 7, 12, 0)
"""The moment every Faker call of a set takes for now. Faker's dates, and the identity numbers that hold a birth date
(de_AT, nl_BE, cs_CZ, sv_SE, no_NO ...), count from the clock: without this a set built a day later, or a second
later, could differ, and a set is a function of its seed alone."""


class _AnyDate(type):
    """Lets `isinstance(value, <fixed class>)` answer as the real class does (Faker tests dates that way)."""

    def __instancecheck__(cls, value: Any) -> bool:
        return isinstance(value, cls.__mro__[1])


class _FixedDatetime(dt.datetime, metaclass=_AnyDate):
    @classmethod
    def now(cls, tz: dt.tzinfo | None = None) -> dt.datetime:  # type: ignore[override]
        return FAKER_NOW if tz is None else FAKER_NOW.replace(tzinfo=dt.timezone.utc).astimezone(tz)

    @classmethod
    def today(cls) -> dt.datetime:  # type: ignore[override]
        return FAKER_NOW


class _FixedDate(dt.date, metaclass=_AnyDate):
    @classmethod
    def today(cls) -> dt.date:  # type: ignore[override]
        return FAKER_NOW.date()


_FIXED_DATETIME_MODULE = types.ModuleType("datetime")
_FIXED_DATETIME_MODULE.__dict__.update({**vars(dt), "datetime": _FixedDatetime, "date": _FixedDate})
_FIXED: tuple[tuple[Any, Any], ...] = ((dt, _FIXED_DATETIME_MODULE), (dt.datetime, _FixedDatetime), (dt.date, _FixedDate))
ClockReader = tuple[types.ModuleType, str, Any, Any]
"""A global of one of Faker's modules that reads the clock: (module, name, its real value, its fixed one)."""


def _faker_clock_readers() -> list[ClockReader]:
    """Each global of Faker's loaded modules that is the `datetime` module, its `datetime` or its `date` class. Faker
    loads every module a locale's providers need when the locale's Faker is made, none later."""
    return [(module, name, value, fixed) for module_name, module in list(sys.modules.items())
            if module_name.startswith("faker.") and module is not None
            for name, value in list(vars(module).items()) for real, fixed in _FIXED if value is real]


@contextlib.contextmanager
def _faker_clock_fixed(readers: list[ClockReader]) -> Iterator[None]:
    """Faker's modules see `FAKER_NOW` as the time until the block ends: their globals that read the clock are
    swapped for fixed ones, then put back."""
    for module, name, _, fixed in readers:
        setattr(module, name, fixed)
    try:
        yield
    finally:
        for module, name, real, _ in readers:
            setattr(module, name, real)


class FixedClockFaker:
    """A Faker whose every call runs with Faker's clock at `FAKER_NOW` (see there); `readers` are
    `_faker_clock_readers()` once the Faker is made."""

    def __init__(self, fake: Faker, readers: list[ClockReader]) -> None:
        self._fake = fake
        self._readers = readers

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._fake, name)
        if not callable(attribute):
            return attribute

        def at_fixed_clock(*args: Any, **kwargs: Any) -> Any:
            with _faker_clock_fixed(self._readers):
                return attribute(*args, **kwargs)

        return at_fixed_clock


def make_fakers(seed: int, locales: tuple[str, ...] = FAKER_LOCALES) -> dict[str, Any]:
    """One Faker per locale, each seeded from `seed` and the locale's place in `locales`, its clock fixed at
    `FAKER_NOW`."""
    fakes = [Faker(locale) for locale in locales]
    readers = _faker_clock_readers()  # after the Fakers are made: their modules are loaded
    fakers: dict[str, Any] = {}
    for index, (locale, fake) in enumerate(zip(locales, fakes)):
        fake.seed_instance(seed * 100 + index)
        fakers[locale] = FixedClockFaker(fake, readers)
    return fakers


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`."""
    rng = random.Random(seed)
    fakers = make_fakers(seed)
    rows: list[dict[str, Any]] = []
    jobs: list[tuple[str, str, str, bool]] = []
    for template_id, genre, body in PHI_TEMPLATES:
        jobs.extend((template_id, genre, body, False) for _ in range(PHI_PER_TEMPLATE))
    for index in range(CLEAN_TOTAL):
        template_id, genre, body = CLEAN_TEMPLATES[index % len(CLEAN_TEMPLATES)]
        jobs.append((template_id, genre, body, True))
    for number, (template_id, genre, body, clean) in enumerate(jobs):
        draw = Draw(rng, fakers)
        text, spans = render(body, draw)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def run_command_line(build: Callable[[int], list[dict[str, Any]]], seed: int, doc: str) -> None:
    """A blind set's command line, the same for every generator: `--seed`, `--out` (JSON lines; default stdout)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--out", help="write JSON lines here (default: stdout)")
    args = parser.parse_args()
    rows = build(args.seed)
    handle = open(args.out, "w", encoding="utf-8") if args.out else sys.stdout
    try:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    finally:
        if args.out:
            handle.close()


def main() -> None:
    run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
