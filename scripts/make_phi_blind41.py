"""A forty-first blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind41.py [--seed 43431] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind39.py,
seeds 4141 to 41411) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the fortieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b41_" or "b41c_"). Identifier-free genres: ED boarding-time dashboards, discharge-before-noon reports, transfer-center
volume logs (counts by referring facility), ICU bed-capacity feeds, ambulance diversion logs (a US one and an
Australian bypass log), readmission rate reports, CMS price-transparency machine-readable file excerpts, NCCI edit
tables, LCD/NCD coverage summaries, medical-necessity criteria, formulary exception criteria, step-therapy tables,
tiered copay grids (one in Spanish), pharmacy DIR fee reports, dental plan fee schedules, vision plan frame allowances
(no catalogues), EAP utilisation summaries, wellness-program point tables, broker commission schedules, notices in
other locales (fr, de, it, es, fi, da, nb as no_NO, cs) and CSV, JSON, XML, HL7 (MFN charge master, ADT^A20 bed status),
FHIR (InsurancePlan) and X12 (820 group premium, TA1) exports of non-personal data. Carrying genres: hospital-at-home
daily notes (US, Australian), remote-monitoring alert escalations (US, New Zealand), caregiver respite applications
(US, Irish, Danish), Meals-on-Wheels referrals (US, Australian), medical-alarm subscriptions (US, Norwegian, Finnish),
home-modification grant applications (US, New Zealand), paratransit eligibility forms (US, Singapore), disabled
parking permit applications (US, Irish), SSI/SSDI medical statements, long-term-care insurance claims (US, Indian),
reverse-mortgage health disclosures, estate-planning capacity letters (US, Australian, Indian), plus a FHIR Bundle, an
HL7 ADT^A01, an enrolment CSV and an X12 834.

About half the identifier values come from this module's own printings (the `*_v41` slots): US SSNs in several
printings, Medicare MBIs in the CMS layout and South Carolina Medicaid IDs; Irish PPSN (weighted mod 23 check letter),
Australian Medicare card numbers (weighted check digit, issue and reference numbers) and TFN (mod 11), New Zealand NHI
(mod 11), Indian Aadhaar (Verhoeff) and PAN (holder-type letter, the surname's initial), Singapore NRIC (weighted check
letter), Finnish HETU (mod 31), Norwegian fodselsnummer (both mod 11 digits) and Danish CPR, all agreeing with the
text's date of birth; Irish IBANs with computed check digits and Irish sort code and account, Australian BSB and
account, New Zealand bank-branch-account-suffix (the modulus 11 algorithm A), Singapore DBS/POSB/OCBC and Indian
account-plus-IFSC printings; Mastercard, RuPay and UnionPay numbers with Luhn; dates in the Irish, Australian and
Indian orders and with Danish, Norwegian and Finnish month names ("7. marts 1941", "7. mars 1941",
"7. maaliskuuta 1941"); Irish (Eircode), Australian, New Zealand, Singapore (block, unit, postal code), Indian (PIN),
Danish, Norwegian, Finnish and South Carolina address layouts; Irish, Australian, New Zealand, Singapore, Indian,
Nordic and South Carolina phone numbers in their national printings; e-mails written against scrapers.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a South Carolina senior-health plan and its
hospital on fictional 555-01xx lines, and partner services abroad on the fictional ranges of ACMA, Ofcom, ARCEP and
the Bundesnetzagentur) and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its
EIN); the people it names are the organisations' own staff, never a patient or member, and the ages it gives are
under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import string
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39

Draw = blind.Draw

SEED = 43431
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES + ("es_ES",)

ORG_NAME = "Saluda Shoals Senior Health Alliance"
HOSPITAL_NAME = "Reedy Falls Community Hospital"
HAH_NAME = "Reedy Falls Hospital at Home"
ORG_DOMAIN = "saludashoalshealth.org"
ORGANISATION_CONTACTS = [
    "(864) 555-0173",                                                  # 0 plan member services
    "(864) 555-0174",                                                  # 1 plan fax
    "Claims Department, PO Box 17420, Greenville, SC 29606",           # 2 plan claims address
    "415 Enoree Landing Boulevard, Suite 210, Greer, SC 29650",        # 3 plan office
    "appeals@saludashoalshealth.org",                                  # 4
    "members@saludashoalshealth.org",                                  # 5
    "(864) 555-0175",                                                  # 6 hospital switchboard
    "1200 Reedy Falls Drive, Greenville, SC 29605",                    # 7 hospital address
    "(864) 555-0176",                                                  # 8 hospital-at-home command centre
    "(864) 555-0178",                                                  # 9 transfer center
    "1-866-555-0127",                                                  # 10 toll-free member line
    "1-866-555-0128",                                                  # 11 toll-free nurse line
    "+1 864 555 0173",                                                 # 12 member line from abroad
    "https://www.saludashoalshealth.org",                              # 13
    "quality@saludashoalshealth.org",                                  # 14
    "pharmacy@saludashoalshealth.org",                                 # 15
    "provider.network@saludashoalshealth.org",                         # 16
    "(864) 555-0179",                                                  # 17 provider network line
    "edi@saludashoalshealth.org",                                      # 18
    "transfercenter@saludashoalshealth.org",                           # 19
    "eap@saludashoalshealth.org",                                      # 20
    "(864) 555-0181",                                                  # 21 EAP line
    "wellness@saludashoalshealth.org",                                 # 22
    "brokers@saludashoalshealth.org",                                  # 23
    "(864) 555-0182",                                                  # 24 broker desk
    "dentalvision@saludashoalshealth.org",                             # 25
    "+61 3 7010 6193",                                                 # 26 Yarra Bend Hospital in the Home partner (ACMA fiction range)
    "+44 20 7946 0874",                                                # 27 London travel-care partner (Ofcom drama range)
    "+33 1 99 00 61 47",                                               # 28 Paris assistance partner (ARCEP fiction range)
    "+49 30 23125 942",                                                # 29 Berlin assistance partner (Bundesnetzagentur drama range)
    "(864) 555-0183",                                                  # 30 pharmacy help desk
    "+64 4 555 0196",                                                  # 31 Wellington EAP partner (fictional 555 range)
]
ORG_PAYER_ID = "SSH41"
ORG_RXBIN = "024131"
ORG_RXPCN = "SSHRX"
ORG_RXGRP = "SSH4107"
ORG_EIN = "57-3184206"
ORG_NPIS = (blind5._npi_of("147260385"), blind5._npi_of("120593718"), blind5._npi_of("163318247"))  # noqa: SLF001
STAFF = ("Dr. Philippa Ravenel-Oduya", "Dr. Cassius Wofford-Lindqvist", "Henrietta Pinckney-Moss, RN, CCRN",
         "Dr. Obiora Legare", "Marisol Huguenin, PharmD", "Desmond Thackeray, LISW-CP", "Ingrid Vanderhorst, MPH",
         "Augustin Calhoun-Beaty, CPA")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V41 = {
    "en": blind.MONTHS,
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november",
           "december"],
    "nb": ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november",
           "desember"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta",
           "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu",
           "prosince"],
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return {"en_IE": "IE", "en_AU": "AU", "en_NZ": "NZ", "en_IN": "IN", "da_DK": "DK", "no_NO": "NO",
            "fi_FI": "FI"}.get(_loc(draw), "US")


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _ordinal(day: int) -> str:
    return f"{day}{'th' if 11 <= day % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run that reads as a fiction range."""
    out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
    return out.replace("555", "565").replace("7010", "7019").replace("5550", "5560")


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _date_words(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the text's country prints it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    if country == "IE":
        return draw.pick([f"{d}/{m}/{y}", f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month} {y}", f"{d} {month[:3]} {y}",
                          f"{d:02d}-{m:02d}-{y}", f"{d} {month} {y}"])
    if country == "AU":
        return draw.pick([f"{d}/{m:02d}/{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d} {month[:3]} {y}",
                          f"{d:02d}.{m:02d}.{y}"])
    if country == "NZ":
        return draw.pick([f"{d}/{m:02d}/{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d}.{m}.{y}",
                          f"{d} {month[:3]} {y}"])
    if country == "IN":
        return draw.pick([f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month}, {y}", f"{d:02d}.{m:02d}.{y}",
                          f"{d} {month[:3]} {y}", f"{d:02d}-{month[:3]}-{y}"])
    if country == "SG":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d} {month[:3]} {y}", f"{d:02d}-{m:02d}-{y}"])
    if country == "DK":
        return draw.pick([f"{d}. {MONTHS_V41['da'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m} {y}", f"{d:02d}-{m:02d}-{y}"])
    if country == "NO":
        return draw.pick([f"{d}. {MONTHS_V41['nb'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {MONTHS_V41['nb'][m - 1][:3]}. {y}"])
    if country == "FI":
        return draw.pick([f"{d}. {MONTHS_V41['fi'][m - 1]} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d} {y}",
                      f"{d:02d}-{month[:3].upper()}-{y}", f"{month[:3]}. {d}, {y}"])


def dob_v41(draw: Draw) -> str:
    """A date of birth in the order and month names of the text's country."""
    return _date_words(draw, _birth(draw, 1936, 1962), _country(draw))


def dob_sg_v41(draw: Draw) -> str:
    return _date_words(draw, _birth(draw, 1938, 1965), "SG")


def dob_elder_v41(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1924, 1935), _country(draw))


def dob_iso_v41(draw: Draw) -> str:
    return _birth(draw, 1934, 1962).isoformat()


def dob_compact_v41(draw: Draw) -> str:
    return _birth(draw, 1934, 1962).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v41(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_iso_v41(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def age_v41(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 101)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    country = _country(draw)
    if country in ("DK", "NO"):
        return draw.pick([f"{age} år", f"{age} år gammel" if country == "NO" else f"{age} år gammel"])
    if country == "FI":
        return draw.pick([f"{age} v.", f"{age}-vuotias", f"{age} vuotta"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = ("ninety" + ("-" + words[age % 10] if age % 10 else "")) if age < 100 else ("one hundred" + (" and " + words[age - 100] if age > 100 else ""))
    return draw.pick([str(age), f"{age} years", f"{age} yrs", spelled, f"{age}-year-old", f"{age} y.o."])


def ssn_v41(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area) in the printings forms use."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}.{value[3:5]}.{value[5:]}", f"{value[:3]}–{value[3:5]}–{value[5:]}"])


def ssn_plain_v41(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


_MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"


def mbi_v41(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: C A AN N A AN N A A N N, no S L O I B Z, dashed or run together."""
    an = _MBI_LETTERS + string.digits
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_LETTERS) + draw.letters(1, an) + draw.digits(1) + draw.letters(1, _MBI_LETTERS)
             + draw.letters(1, an) + draw.digits(1) + draw.letters(2, _MBI_LETTERS) + draw.digits(2))
    return draw.pick([value, value, f"{value[:4]}-{value[4:7]}-{value[7:]}", value.lower() if draw.rng.random() < 0.1 else value])


def medicaid_sc_v41(draw: Draw) -> str:
    """A South Carolina Healthy Connections Medicaid ID: ten digits."""
    value = draw.digits(10, first_nonzero=True)
    return draw.pick([value, value, f"{value[:4]} {value[4:7]} {value[7:]}", f"{value[:5]}-{value[5:]}"])


def member_v41(draw: Draw) -> str:
    """This plan's member ID: SSA, nine digits, a two-digit person code."""
    body = draw.digits(9, first_nonzero=True)
    code = f"{draw.rng.randint(1, 3):02d}"
    return draw.pick([f"SSA{body}{code}", f"SSA {body[:3]} {body[3:6]} {body[6:]}-{code}", f"SSA-{body}-{code}", f"SSA{body}"])


def member_plain_v41(draw: Draw) -> str:
    return f"SSA{draw.digits(9, first_nonzero=True)}{draw.rng.randint(1, 3):02d}"


def ltc_policy_v41(draw: Draw) -> str:
    """A long-term-care insurance policy number."""
    return draw.pick([f"LTC{draw.digits(8, True)}", f"LT-{draw.digits(3, True)}-{draw.digits(6)}", f"{draw.letters(2)}{draw.digits(7, True)}",
                      f"P{draw.digits(9, True)}"])


def mrn_v41(draw: Draw) -> str:
    """A hospital record number of the text's country."""
    country = _country(draw)
    if country == "AU":
        return draw.pick([f"UR {draw.digits(7, True)}", f"{draw.digits(7, True)}", f"URN {draw.digits(6, True)}"])
    if country == "IE":
        return draw.pick([f"H{draw.digits(7)}", f"{draw.digits(6, True)}", f"MRN {draw.digits(7, True)}"])
    if country == "IN":
        return draw.pick([f"UHID {draw.letters(3)}.{draw.digits(7, True)}", f"IP/{draw.rng.randint(2024, 2026)}/{draw.digits(5)}", f"MR-{draw.digits(8, True)}"])
    return draw.pick([f"RF{draw.digits(7)}", f"{draw.digits(8, True)}", f"E{draw.digits(7, True)}", f"RFCH-{draw.digits(6)}", f"{draw.digits(3, True)}-{draw.digits(4)}-{draw.digits(2)}"])


def mrn_plain_v41(draw: Draw) -> str:
    return f"RF{draw.digits(7)}"


_PPSN_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV"


def ppsn_v41(draw: Draw) -> str:
    """An Irish PPS number: seven digits, a check letter (weights 8..2, the second letter x 9, mod 23), often a second letter."""
    digits = draw.digits(7)
    second = draw.pick(["", "", "A", "B"])
    total = sum(int(c) * w for c, w in zip(digits, range(8, 1, -1)))
    if second:
        total += (ord(second) - 64) * 9
    check = _PPSN_LETTERS[total % 23]
    value = f"{digits}{check}{second}"
    return draw.pick([value, value, f"{digits} {check}{second}", value.lower() if draw.rng.random() < 0.15 else value])


def au_medicare_v41(draw: Draw) -> str:
    """An Australian Medicare card number: first digit 2-6, a weighted check digit, the issue number, often the IRN."""
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    issue = str(draw.rng.randint(1, 6))
    irn = str(draw.rng.randint(1, 5))
    value = f"{body}{check}{issue}"
    return draw.pick([f"{value[:4]} {value[4:9]} {value[9]}", f"{value[:4]} {value[4:9]} {value[9]} - {irn}", value, f"{value}/{irn}",
                      f"{value[:4]} {value[4:9]} {value[9]}"])


def tfn_v41(draw: Draw) -> str:
    """An Australian tax file number: nine digits, weights 1 4 3 7 5 8 6 9 10, sum divisible by 11."""
    while True:
        body = draw.digits(8, first_nonzero=True)
        partial = sum(int(c) * w for c, w in zip(body, [1, 4, 3, 7, 5, 8, 6, 9]))
        last = next((n for n in range(10) if (partial + 10 * n) % 11 == 0), None)
        if last is not None:
            value = body + str(last)
            return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", value, f"{value[:3]}-{value[3:6]}-{value[6:]}"])


_NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def nhi_v41(draw: Draw) -> str:
    """A New Zealand NHI number (AAANNNC): letters without I and O, a mod 11 check digit."""
    while True:
        letters = draw.letters(3, _NHI_LETTERS)
        digits = draw.digits(3)
        values = [_NHI_LETTERS.index(c) + 1 for c in letters] + [int(c) for c in digits]
        remainder = sum(v * w for v, w in zip(values, [7, 6, 5, 4, 3, 2])) % 11
        if remainder == 0:
            continue
        check = 11 - remainder
        value = f"{letters}{digits}{0 if check == 10 else check}"
        return draw.pick([value, value, f"{letters} {digits}{value[-1]}", value.lower() if draw.rng.random() < 0.2 else value])


_VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
               [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
               [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
               [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
               [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
               [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    check = 0
    for index, char in enumerate(reversed(body)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[(index + 1) % 8][int(char)]]
    return str(_VERHOEFF_INV[check])


def aadhaar_v41(draw: Draw) -> str:
    """An Aadhaar number: twelve digits, first 2-9, the Verhoeff check digit, in the 4-4-4 grouping of the card."""
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    value = body + _verhoeff(body)
    return draw.pick([f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:4]} {value[4:8]} {value[8:]}", value, f"{value[:4]}-{value[4:8]}-{value[8:]}"])


def pan_v41(draw: Draw) -> str:
    """An Indian PAN: three letters, P for a person, the surname's initial, four digits, a letter."""
    initial = (blind2.fold_ascii(draw.fill("last")).upper() or "K")[:1]
    return f"{draw.letters(3)}P{initial}{draw.digits(4, True)}{draw.letters(1)}"


def nric_v41(draw: Draw) -> str:
    """A Singapore NRIC: S (born before 2000), seven digits, the weighted check letter."""
    digits = draw.pick(["0", "1"]) + draw.digits(6)
    total = sum(int(c) * w for c, w in zip(digits, [2, 7, 6, 5, 4, 3, 2]))
    value = f"S{digits}{'JZIHGFEDCBA'[total % 11]}"
    return draw.pick([value, value, value.lower() if draw.rng.random() < 0.2 else value, f"S {digits} {value[-1]}"])


def hetu_v41(draw: Draw) -> str:
    """A Finnish HETU from the text's birth date: century sign, individual number, the mod 31 check character."""
    born = _birth(draw, 1930, 1962)
    individual = draw.rng.randint(2, 898)
    if (individual % 2 == 0) != (_sex(draw) == "F"):
        individual += 1
    stem = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}"
    check = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{stem}{individual:03d}") % 31]
    return f"{stem}-{individual:03d}{check}"


def fnr_v41(draw: Draw) -> str:
    """A Norwegian fodselsnummer from the text's birth date: individual number 000-499 (born 1900-1999), two mod 11 digits."""
    born = _birth(draw, 1928, 1962)
    stem = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}"
    while True:
        individual = f"{draw.rng.randint(0, 499):03d}"
        if (int(individual[2]) % 2 == 0) != (_sex(draw) == "F"):
            continue
        digits = [int(c) for c in stem + individual]
        k1 = 11 - sum(a * b for a, b in zip(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - sum(a * b for a, b in zip(digits + [k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        value = f"{stem}{individual}{k1}{k2}"
        return draw.pick([value, f"{value[:6]} {value[6:]}"])


def cpr_v41(draw: Draw) -> str:
    """A Danish CPR number from the text's birth date: sequence digit 0-3 for the 1900s, last digit even for women."""
    born = _birth(draw, 1930, 1962)
    last = draw.pick(list("02468" if _sex(draw) == "F" else "13579"))
    value = f"{born.day:02d}{born.month:02d}{born.year % 100:02d}-{draw.rng.randint(0, 3)}{draw.digits(2)}{last}"
    return draw.pick([value, value, value.replace("-", "")])


# ---- accounts and cards ------------------------------------------------------------------------------------------
def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _group4(value: str) -> str:
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


_IE_BANKS = [("AIBK", "93"), ("BOFI", "90"), ("IPBS", "99"), ("ULSB", "98"), ("PTSB", "99")]


def iban_ie_v41(draw: Draw) -> str:
    """An Irish IBAN: bank code, sort code, eight-digit account, computed check digits."""
    bank, sort_head = draw.pick(_IE_BANKS)
    iban = _iban("IE", f"{bank}{sort_head}{draw.digits(4)}{draw.digits(8, True)}")
    return draw.pick([_group4(iban), _group4(iban), iban])


def ie_sortacct_v41(draw: Draw) -> str:
    _, head = draw.pick(_IE_BANKS)
    sort = f"{head}-{draw.digits(2)}-{draw.digits(2)}"
    account = draw.digits(8, True)
    return draw.pick([f"{sort} / {account}", f"NSC {sort}, a/c {account}", f"{sort} {account}"])


def au_bsb_v41(draw: Draw) -> str:
    """An Australian BSB and account number."""
    bsb = f"{draw.pick(['062', '063', '032', '033', '012', '013', '083', '084', '633', '923'])}-{draw.digits(3)}"
    account = draw.digits(draw.pick([6, 8, 9]), True)
    return draw.pick([f"BSB {bsb} Acc {account}", f"{bsb} {account}", f"{bsb.replace('-', '')} / {account}", f"BSB {bsb}, account no. {account}"])


_NZ_WEIGHTS_A = [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0]


def nz_account_v41(draw: Draw) -> str:
    """A New Zealand bank account (bank-branch-account-suffix) that passes the modulus 11 algorithm A."""
    while True:
        bank = draw.pick(["01", "02", "03", "06", "12"])
        branch = f"{draw.rng.randint(1, 999):04d}" if bank != "12" else f"3{draw.digits(3)}"
        account = f"{draw.rng.randint(1, 989999):07d}"
        suffix = f"{draw.rng.randint(0, 3):02d}"
        digits = bank + branch + "0" + account + "00" + suffix
        if sum(int(c) * w for c, w in zip(digits, _NZ_WEIGHTS_A)) % 11 == 0:
            return draw.pick([f"{bank}-{branch}-{account}-{suffix}", f"{bank} {branch} {account} {suffix}", f"{bank}-{branch}-{account}-0{suffix}"])


def sg_account_v41(draw: Draw) -> str:
    """A Singapore DBS/POSB/OCBC account as passbooks print it."""
    kind = draw.rng.randrange(3)
    if kind == 0:
        return f"DBS {draw.digits(3, True)}-{draw.digits(6)}-{draw.digits(1)}"
    if kind == 1:
        return f"POSB {draw.digits(3, True)}-{draw.digits(5)}-{draw.digits(1)}"
    return f"OCBC {draw.pick(['5', '6'])}{draw.digits(2)}-{draw.digits(6)}-{draw.pick(['001', '201'])}"


def in_account_v41(draw: Draw) -> str:
    """An Indian savings account with its branch IFSC."""
    bank = draw.pick(["SBIN", "HDFC", "ICIC", "UTIB", "CNRB", "PUNB"])
    ifsc = f"{bank}0{draw.digits(6, True)}"
    account = draw.digits(draw.pick([11, 14, 12]), True)
    return draw.pick([f"A/c No. {account}, IFSC {ifsc}", f"{account} (IFSC: {ifsc})", f"SB a/c {account} / {ifsc}"])


def us_account_v41(draw: Draw) -> str:
    value = draw.digits(draw.pick([10, 12, 9]), first_nonzero=True)
    return draw.pick([value, f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:3]}-{value[3:]}"])


def dk_account_v41(draw: Draw) -> str:
    reg = draw.pick(["3001", "1551", "9570", "2200", "6012", "0400"])
    konto = draw.digits(10, True)
    return draw.pick([f"reg.nr. {reg} kontonr. {konto}", f"{reg}-{konto}", f"{reg} {konto}"])


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def mastercard_v41(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720) with Luhn, spaced, dashed or run together."""
    prefix = draw.pick(["51", "52", "53", "54", "55", str(draw.rng.randint(2221, 2720))])
    number = _card(draw, prefix, 16)
    return draw.pick([_group4(number), _group4(number), number, "-".join(number[i:i + 4] for i in range(0, 16, 4))])


def rupay_v41(draw: Draw) -> str:
    """A RuPay number (60, 65, 81, 82, 508) with Luhn."""
    number = _card(draw, draw.pick(["6070", "6521", "6522", "8171", "8210", "5085", "6069"]), 16)
    return draw.pick([_group4(number), number, _group4(number)])


def unionpay_v41(draw: Draw) -> str:
    """A UnionPay number (62, 16 or 19 digits) with Luhn."""
    length = draw.pick([16, 16, 19])
    number = _card(draw, draw.pick(["6221", "6250", "6282", "6212"]), length)
    return draw.pick([_group4(number), number]) if length == 16 else draw.pick([f"{number[:6]} {number[6:]}", number, _group4(number)])


# ---- addresses ---------------------------------------------------------------------------------------------------
_SC_TOWNS = [("Greenville", "29607"), ("Greenville", "29615"), ("Greer", "29651"), ("Spartanburg", "29301"), ("Anderson", "29621"),
             ("Easley", "29640"), ("Simpsonville", "29681"), ("Seneca", "29678"), ("Gaffney", "29340"), ("Laurens", "29360"),
             ("Travelers Rest", "29690"), ("Clemson", "29631")]
_SC_STREETS = ["Pelham Rd", "Wade Hampton Blvd", "Old Buncombe Rd", "E North St", "Poinsett Hwy", "Augusta St", "Woodruff Rd",
               "Cherrydale Dr", "Fairview Rd", "Hwy 11", "Laurel Creek Ln", "Batesville Rd", "Piedmont Golf Course Rd"]
_EIRCODE = "0123456789ACDEFHKNPRTVWXY"
_IE_PLACES = [("Drumcondra, Dublin 9", "D09"), ("Rathmines, Dublin 6", "D06"), ("Ballincollig, Co. Cork", "P31"), ("Douglas, Cork", "T12"),
              ("Salthill, Galway", "H91"), ("Castletroy, Limerick", "V94"), ("Tralee, Co. Kerry", "V92"), ("Navan, Co. Meath", "C15"),
              ("Sligo", "F91"), ("Dundalk, Co. Louth", "A91"), ("Ennis, Co. Clare", "V95")]
_IE_STREETS = ["Griffith Avenue", "Castlewood Park", "Ard na Greine", "Church Road", "The Crescent", "Beechwood Lawn", "Main Street",
               "Oakfield Grove", "Knocknacarra Road", "Cluain Ard"]
_AU_PLACES = [("Fitzroy", "VIC", "3065"), ("Ringwood", "VIC", "3134"), ("Geelong West", "VIC", "3218"), ("Parramatta", "NSW", "2150"),
              ("Marrickville", "NSW", "2204"), ("Toowong", "QLD", "4066"), ("Nundah", "QLD", "4012"), ("Glenelg", "SA", "5045"),
              ("Subiaco", "WA", "6008"), ("Sandy Bay", "TAS", "7005")]
_AU_STREETS = ["Brunswick St", "Banksia Crescent", "Wattle Grove", "Station Street", "Sydney Rd", "Jacaranda Avenue", "Coonara Ave",
               "Gregory Tce", "Bay St", "Hay Street"]
_NZ_PLACES = [("Mt Albert", "Auckland", "1025"), ("Ponsonby", "Auckland", "1011"), ("Te Aro", "Wellington", "6011"),
              ("Karori", "Wellington", "6012"), ("Riccarton", "Christchurch", "8011"), ("Hamilton East", "Hamilton", "3216"),
              ("Roslyn", "Dunedin", "9010"), ("Mount Maunganui", "Tauranga", "3116")]
_NZ_STREETS = ["Kowhai Road", "Cuba Street", "Pohutukawa Drive", "Karaka Street", "Rimu Road", "Totara Avenue", "Matai Crescent"]
_SG_PLACES = [("Ang Mo Kio Avenue 3", "56"), ("Tampines Street 21", "52"), ("Bedok North Road", "46"), ("Jurong West Street 52", "64"),
              ("Toa Payoh Lorong 1", "31"), ("Yishun Ring Road", "76"), ("Bukit Batok West Avenue 6", "65"), ("Hougang Avenue 8", "53")]
_IN_PLACES = [("Indiranagar", "Bengaluru", "Karnataka", "560038"), ("Koregaon Park", "Pune", "Maharashtra", "411001"),
              ("Anna Nagar", "Chennai", "Tamil Nadu", "600040"), ("Salt Lake Sector II", "Kolkata", "West Bengal", "700091"),
              ("Banjara Hills", "Hyderabad", "Telangana", "500034"), ("Vaishali Nagar", "Jaipur", "Rajasthan", "302021"),
              ("Kakkanad", "Kochi", "Kerala", "682030"), ("Sector 15", "Noida", "Uttar Pradesh", "201301")]
_DK_PLACES = [("2200", "København N"), ("8000", "Aarhus C"), ("5000", "Odense C"), ("9000", "Aalborg"), ("2800", "Kongens Lyngby")]
_DK_STREETS = ["Nørrebrogade", "Jægersborggade", "Vestergade", "Skovvej", "Frederiksgade", "Bøgevej"]
_NO_PLACES = [("0557", "Oslo"), ("5003", "Bergen"), ("7010", "Trondheim"), ("4006", "Stavanger"), ("9008", "Tromsø"), ("1337", "Sandvika")]
_NO_STREETS = ["Storgata", "Thorvald Meyers gate", "Kirkeveien", "Bjørnstjerne Bjørnsons gate", "Sandviksveien", "Granveien"]
_FI_PLACES = [("33100", "Tampere"), ("00530", "Helsinki"), ("20100", "Turku"), ("90100", "Oulu"), ("40100", "Jyväskylä"), ("02100", "Espoo")]
_FI_STREETS = ["Hämeenkatu", "Kuninkaankatu", "Mannerheimintie", "Koivukuja", "Aleksanterinkatu", "Puistokatu"]


def _eircode(draw: Draw, routing: str) -> str:
    return f"{routing} {draw.letters(1, 'ACDEFHKNPRTVWXY')}{draw.letters(3, _EIRCODE)}"


def addr_v41(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    rng, country = draw.rng, _country(draw)
    if country == "IE":
        place, routing = draw.pick(_IE_PLACES)
        street = f"{rng.randint(1, 140)} {draw.pick(_IE_STREETS)}"
        if rng.random() < 0.3:
            street = f"Apt {rng.randint(1, 40)}, {street}"
        eircode = _eircode(draw, routing)
        return draw.pick([f"{street}, {place}, {eircode}", f"{street}\n{place.replace(', ', chr(10))}\n{eircode}", f"{street}, {place} {eircode}"])
    if country == "AU":
        suburb, state, postcode = draw.pick(_AU_PLACES)
        number = draw.pick([str(rng.randint(1, 240)), f"{rng.randint(1, 12)}/{rng.randint(1, 240)}", f"Unit {rng.randint(1, 20)}, {rng.randint(1, 240)}"])
        street = f"{number} {draw.pick(_AU_STREETS)}"
        return draw.pick([f"{street}, {suburb} {state} {postcode}", f"{street}\n{suburb.upper()} {state} {postcode}", f"{street}, {suburb}, {state} {postcode}"])
    if country == "NZ":
        suburb, city, postcode = draw.pick(_NZ_PLACES)
        street = f"{draw.pick(['', f'Flat {rng.randint(1, 9)}, ', f'{rng.randint(1, 6)}/'])}{rng.randint(1, 220)} {draw.pick(_NZ_STREETS)}"
        return draw.pick([f"{street}, {suburb}, {city} {postcode}", f"{street}\n{suburb}\n{city} {postcode}"])
    if country == "IN":
        area, city, state, pin = draw.pick(_IN_PLACES)
        house = draw.pick([f"Flat {rng.randint(101, 1204)}, {draw.pick(['Sai Krupa Apartments', 'Green Meadows', 'Shanti Niketan', 'Lakeview Residency'])}",
                           f"H.No. {rng.randint(1, 40)}-{rng.randint(1, 300)}", f"{rng.randint(1, 999)}, {rng.randint(1, 18)}th Cross"])
        pin_printed = draw.pick([pin, f"{pin[:3]} {pin[3:]}"])
        return draw.pick([f"{house}, {area}, {city}, {state} {pin_printed}", f"{house}\n{area}\n{city} - {pin_printed}\n{state}"])
    if country == "DK":
        postcode, town = draw.pick(_DK_PLACES)
        street = f"{draw.pick(_DK_STREETS)} {rng.randint(1, 120)}{draw.pick(['', ', st. tv.', ', 2. th.', ', 1. mf.'])}"
        return draw.pick([f"{street}\n{postcode} {town}", f"{street}, {postcode} {town}"])
    if country == "NO":
        postcode, town = draw.pick(_NO_PLACES)
        street = f"{draw.pick(_NO_STREETS)} {rng.randint(1, 90)}{draw.pick(['', ' B', ' A'])}"
        return draw.pick([f"{street}\n{postcode} {town.upper()}", f"{street}, {postcode} {town}"])
    if country == "FI":
        postcode, town = draw.pick(_FI_PLACES)
        street = f"{draw.pick(_FI_STREETS)} {rng.randint(1, 60)}{draw.pick(['', f' B {rng.randint(1, 40)}', f' A {rng.randint(1, 20)}'])}"
        return draw.pick([f"{street}\n{postcode} {town.upper()}", f"{street}, {postcode} {town}"])
    return addr_sc_v41(draw)


def addr_sc_v41(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_SC_TOWNS)
    street = f"{rng.randint(10, 9899)} {draw.pick(_SC_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 40)}", f" Unit {draw.letters(1, 'ABCD')}"])
    return draw.pick([f"{street}{unit}, {town}, SC {zip_code}", f"{street}{unit}\n{town}, SC {zip_code}", f"{street}{unit}, {town} SC {zip_code}-{draw.digits(4)}"])


def addr_sg_v41(draw: Draw) -> str:
    """A Singapore HDB address: block, street, unit #floor-unit, six-digit postal code."""
    street, sector = draw.pick(_SG_PLACES)
    block = draw.rng.randint(100, 699)
    unit = f"#{draw.rng.randint(2, 16):02d}-{draw.rng.randint(1, 450):0{draw.pick([2, 3])}d}"
    postal = f"{sector}{block % 10}{block:03d}"
    return draw.pick([f"Blk {block} {street}, {unit}, Singapore {postal}", f"Block {block} {street}\n{unit}\nSingapore {postal}", f"{block} {street} {unit} S({postal})"])


def addr_hl7_v41(draw: Draw) -> str:
    """A South Carolina home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_SC_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_SC_STREETS)}^{draw.pick(['', '', 'Apt ' + str(draw.rng.randint(1, 30))])}^{town}^SC^{zip_code}^USA^H"


def addr_x12_v41(draw: Draw) -> str:
    """An X12 N3 street and the N4 segment after it (city, state, ZIP): one address over two segments."""
    town, zip_code = draw.pick(_SC_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_SC_STREETS).upper()}~\nN4*{town.upper()}*SC*{zip_code}"


def addr_line_v41(draw: Draw) -> str:
    town, zip_code = draw.pick(_SC_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_SC_STREETS)}, {town}, SC {zip_code}"


# ---- phones ------------------------------------------------------------------------------------------------------
def _us_exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_v41(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    rng, country = draw.rng, _country(draw)
    if country == "IE":
        if rng.random() < 0.65:
            prefix, rest = draw.pick(["83", "85", "86", "87", "89"]), _sub(draw, 7)
            return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+353 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}", f"(0{prefix}) {rest}"])
        area, length = draw.pick([("1", 7), ("21", 7), ("91", 7), ("61", 6), ("66", 7)])
        local = _sub(draw, length)
        return draw.pick([f"(0{area}) {local[:3]} {local[3:]}", f"0{area} {local}", f"+353 {area} {local[:3]} {local[3:]}"])
    if country == "AU":
        if rng.random() < 0.65:
            rest = draw.pick(["4", "0", "1", "2", "3"]) + draw.digits(7)
            mobile = f"04{rest[:2]} {rest[2:5]} {rest[5:]}"
            return draw.pick([mobile, mobile.replace(" ", ""), f"+61 4{rest[:2]} {rest[2:5]} {rest[5:]}", f"04{rest[:2]}-{rest[2:5]}-{rest[5:]}"])
        area = draw.pick(["2", "3", "7", "8"])
        local = _sub(draw, 8)
        return draw.pick([f"(0{area}) {local[:4]} {local[4:]}", f"0{area} {local[:4]} {local[4:]}", f"+61 {area} {local[:4]} {local[4:]}"])
    if country == "NZ":
        if rng.random() < 0.65:
            prefix = draw.pick(["21", "22", "27", "29"])
            rest = _sub(draw, draw.pick([7, 7, 8]))
            return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+64 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}"])
        area = draw.pick(["9", "4", "3", "7", "6"])
        local = _sub(draw, 7)
        return draw.pick([f"(0{area}) {local[:3]} {local[3:]}", f"0{area}-{local[:3]} {local[3:]}", f"+64 {area} {local[:3]} {local[3:]}"])
    if country == "IN":
        if rng.random() < 0.7:
            mobile = draw.pick(["9", "8", "7", "6"]) + draw.digits(9)
            return draw.pick([f"+91 {mobile[:5]} {mobile[5:]}", f"0{mobile[:5]} {mobile[5:]}", mobile, f"+91-{mobile}", f"{mobile[:5]}-{mobile[5:]}"])
        area = draw.pick(["80", "20", "44", "33", "40", "141"])
        local = _sub(draw, 10 - len(area))
        return draw.pick([f"0{area}-{local[:4]} {local[4:]}", f"+91 {area} {local}", f"(0{area}) {local}"])
    if country == "DK":
        nsn = draw.pick(["2", "3", "4", "5", "6", "7"]) + draw.digits(7)
        pairs = " ".join(nsn[i:i + 2] for i in range(0, 8, 2))
        return draw.pick([pairs, f"+45 {pairs}", nsn, f"{nsn[:4]} {nsn[4:]}"])
    if country == "NO":
        nsn = draw.pick(["4", "9", "2", "6"]) + draw.digits(7)
        return draw.pick([f"{nsn[:3]} {nsn[3:5]} {nsn[5:]}", f"+47 {nsn[:3]} {nsn[3:5]} {nsn[5:]}", nsn, f"{nsn[:2]} {nsn[2:4]} {nsn[4:6]} {nsn[6:]}"])
    if country == "FI":
        if rng.random() < 0.7:
            prefix, rest = draw.pick(["40", "41", "44", "45", "50"]), draw.digits(7)
            return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+358 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}-{rest}", f"0{prefix} {rest}"])
        area = draw.pick(["9", "3", "2", "8"])
        local = _sub(draw, 7)
        return draw.pick([f"(0{area}) {local[:3]} {local[3:]}", f"0{area} {local}", f"+358 {area} {local}"])
    return phone_sc_v41(draw)


def phone_sc_v41(draw: Draw) -> str:
    area = draw.pick(["864", "864", "803", "843", "854"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}"])


def phone_sg_v41(draw: Draw) -> str:
    """A Singapore mobile (8/9) or landline (6), eight digits, often with +65."""
    nsn = draw.pick(["8", "9", "9", "6"]) + draw.digits(7)
    return draw.pick([f"{nsn[:4]} {nsn[4:]}", f"+65 {nsn[:4]} {nsn[4:]}", nsn, f"+65-{nsn}", f"(65) {nsn[:4]} {nsn[4:]}"])


def phone_hl7_v41(draw: Draw) -> str:
    return f"({draw.pick(['864', '803', '843'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v41(draw: Draw) -> str:
    return f"+1{draw.pick(['864', '803', '843'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"IE": ["eircom.net", "gmail.com", "hotmail.com", "yahoo.ie", "outlook.ie"],
                  "AU": ["bigpond.com", "optusnet.com.au", "gmail.com", "iinet.net.au", "outlook.com.au"],
                  "NZ": ["xtra.co.nz", "gmail.com", "slingshot.co.nz", "orcon.net.nz"],
                  "IN": ["rediffmail.com", "gmail.com", "yahoo.co.in", "outlook.com"],
                  "SG": ["singnet.com.sg", "gmail.com", "yahoo.com.sg", "hotmail.com"],
                  "DK": ["mail.dk", "gmail.com", "hotmail.dk", "webspeed.dk"], "NO": ["online.no", "gmail.com", "hotmail.no", "live.no"],
                  "FI": ["luukku.com", "gmail.com", "kolumbus.fi", "elisanet.fi"],
                  "US": ["charter.net", "bellsouth.net", "gmail.com", "yahoo.com", "icloud.com", "aol.com"]}


def _local(draw: Draw, first: str, last: str) -> str:
    first = blind2.fold_ascii(first).lower().replace(" ", "") or "kim"
    last = blind2.fold_ascii(last).lower().replace(" ", "").replace("'", "") or "lee"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(40, 65)}", f"{last}{draw.rng.randint(1936, 1962)}"])


def _email(draw: Draw, country: str, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.15:
        word = {"DK": ("snabel-a", "punktum"), "NO": ("krøllalfa", "punktum"), "FI": ("ät", "piste")}.get(country, ("at", "dot"))
        return f"{local} {word[0]} {domain.replace('.', ' ' + word[1] + ' ')}"
    if style < 0.25:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.32:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v41(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), True)


def email_plain_v41(draw: Draw) -> str:
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), False)


def email_family_v41(draw: Draw) -> str:
    """The e-mail of a relative (the text's second person)."""
    return _email(draw, _country(draw), draw.fill("first2"), draw.fill("last2"), True)


def email_sg_v41(draw: Draw) -> str:
    return _email(draw, "SG", draw.fill("sg_first"), draw.fill("sg_last"), True)


def ip_v41(draw: Draw) -> str:
    """A public address of a home or mobile connection of the text's country (never private, shared or documentation)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = {"NZ": "2406:e001", "AU": "2001:8003", "IE": "2a02:8084"}.get(country, draw.pick(["2600:6c5e", "2603:6080", "2607:fb91"]))
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick({"NZ": [122, 125, 222, 115], "AU": [101, 110, 120, 49], "IE": [86, 89, 213, 37]}.get(country, [24, 47, 66, 71, 97, 174, 184]))
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    return f"{blind2.fold_ascii(draw.fill('first' + suffix)).lower() or 'kim'}{sep}{blind2.fold_ascii(draw.fill('last' + suffix)).lower().replace(' ', '') or 'lee'}"


def fundraiser_url_v41(draw: Draw) -> str:
    """A fundraiser page opened for the person's care."""
    options = [f"https://www.gofundme.com/f/help-{_slug(draw)}-stay-at-home", f"gofundme.com/f/respite-care-for-{_slug(draw)}",
               f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 99)}"]
    if _country(draw) == "IE":
        options += [f"https://www.idonate.ie/fundraiser/{draw.digits(7, True)}_care-for-{_slug(draw)}.html"] * 2
    if _country(draw) == "NZ":
        options += [f"https://www.givealittle.co.nz/cause/{_slug(draw)}-home-care"] * 2
    return draw.pick(options)


def video_url_v41(draw: Draw) -> str:
    """The person's own video channel or profile."""
    return draw.pick([f"https://www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}", f"https://www.tiktok.com/@{_slug(draw, '_')}",
                      f"https://www.instagram.com/{_slug(draw, '.')}/", f"https://www.facebook.com/{_slug(draw, '.')}"])


def plate_v41(draw: Draw) -> str:
    """A number plate of the text's country."""
    country = _country(draw)
    if country == "IE":
        year = draw.pick(["141", "152", "161", "171", "182", "191", "201", "212", "221", "232", "241", "08", "10", "12"])
        county = draw.pick(["D", "C", "G", "L", "KY", "MH", "SO", "LH", "CE", "WW"])
        return draw.pick([f"{year}-{county}-{draw.rng.randint(1, 29999)}", f"{year} {county} {draw.rng.randint(1, 9999)}"])
    if country == "AU":
        return draw.pick([f"{draw.digits(1, True)}{draw.letters(2)}{draw.digits(1)}{draw.letters(2)}", f"{draw.letters(2)}-{draw.digits(2)}-{draw.letters(2)}",
                          f"{draw.letters(3)}{draw.digits(3)}", f"{draw.digits(3)}{draw.letters(3)}"])
    if country == "NZ":
        return draw.pick([f"{draw.letters(3)}{draw.digits(3, True)}", f"{draw.letters(2)}{draw.digits(4, True)}"])
    return draw.pick([f"{draw.letters(3)} {draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}", f"{draw.digits(4, True)} {draw.letters(2)}", f"DP {draw.digits(5)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("ssn_typed", "ssn_x12", "ssn_hl7", "dob_x12", "email_plain", "ip_public", "phone_e164")},
    "dob_v41": dob_v41, "dob_sg_v41": dob_sg_v41, "dob_elder_v41": dob_elder_v41, "dob_iso_v41": dob_iso_v41,
    "dob_compact_v41": dob_compact_v41, "dod_v41": dod_v41, "dod_iso_v41": dod_iso_v41, "age_v41": age_v41, "ssn_v41": ssn_v41,
    "ssn_plain_v41": ssn_plain_v41, "mbi_v41": mbi_v41, "medicaid_sc_v41": medicaid_sc_v41, "member_v41": member_v41,
    "member_plain_v41": member_plain_v41, "ltc_policy_v41": ltc_policy_v41, "mrn_v41": mrn_v41, "mrn_plain_v41": mrn_plain_v41,
    "ppsn_v41": ppsn_v41, "au_medicare_v41": au_medicare_v41, "tfn_v41": tfn_v41, "nhi_v41": nhi_v41, "aadhaar_v41": aadhaar_v41,
    "pan_v41": pan_v41, "nric_v41": nric_v41, "hetu_v41": hetu_v41, "fnr_v41": fnr_v41, "cpr_v41": cpr_v41,
    "iban_ie_v41": iban_ie_v41, "ie_sortacct_v41": ie_sortacct_v41, "au_bsb_v41": au_bsb_v41, "nz_account_v41": nz_account_v41,
    "sg_account_v41": sg_account_v41, "in_account_v41": in_account_v41, "us_account_v41": us_account_v41, "dk_account_v41": dk_account_v41,
    "mastercard_v41": mastercard_v41, "rupay_v41": rupay_v41, "unionpay_v41": unionpay_v41, "addr_v41": addr_v41,
    "addr_sc_v41": addr_sc_v41, "addr_sg_v41": addr_sg_v41, "addr_hl7_v41": addr_hl7_v41, "addr_x12_v41": addr_x12_v41, "addr_line_v41": addr_line_v41, "phone_v41": phone_v41,
    "phone_sc_v41": phone_sc_v41, "phone_sg_v41": phone_sg_v41, "phone_hl7_v41": phone_hl7_v41, "phone_e164_v41": phone_e164_v41,
    "email_v41": email_v41, "email_plain_v41": email_plain_v41, "email_family_v41": email_family_v41, "email_sg_v41": email_sg_v41,
    "ip_v41": ip_v41, "fundraiser_url_v41": fundraiser_url_v41, "video_url_v41": video_url_v41, "plate_v41": plate_v41,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001
_monthly = blind39._monthly  # noqa: SLF001

_ED_BLOCKS = ["00:00-03:59", "04:00-07:59", "08:00-11:59", "12:00-15:59", "16:00-19:59", "20:00-23:59"]


def _ed_row(d: Draw) -> str:
    census = d.rng.randint(18, 74)
    boarders = d.rng.randint(0, census // 3)
    median = d.rng.randint(2, 19) + d.rng.randint(0, 9) / 10
    return f"{d.pick(_ED_BLOCKS)} | {census} | {boarders} | {median:.1f} h | {median + d.rng.randint(3, 40):.1f} h | {d.rng.randint(0, 9)}.{d.digits(1)}%"


def _ed_json_row(d: Draw) -> str:
    return (f"{{\"block\": \"{d.pick(_ED_BLOCKS)}\", \"census\": {d.rng.randint(18, 74)}, \"admittedBoarding\": {d.rng.randint(0, 22)}, "
            f"\"medianBoardingMin\": {d.rng.randint(90, 1300)}, \"psychHolds\": {d.rng.randint(0, 6)}}}")


_UNITS = ["3 North Medicine", "4 South Surgery", "5 West Cardiac", "6 East Oncology", "Ortho/Spine", "Neuro Step-down", "Women's Health",
          "Pediatrics", "Telemetry 7", "Observation Unit"]


def _dbn_row(d: Draw) -> str:
    total = d.rng.randint(40, 260)
    before = d.rng.randint(total // 10, total // 2)
    return f"{d.pick(_UNITS)} | {total} | {before} | {100 * before / total:.0f}% | {d.rng.randint(11, 16)}:{d.pick(['05', '20', '35', '50'])} | {d.rng.randint(25, 45)}%"


def _dbn_csv_row(d: Draw) -> str:
    total = d.rng.randint(20, 140)
    before = d.rng.randint(2, total // 2)
    return f"{d.pick(_UNITS).replace(' ', '_').replace('/', '_')},{d.fill('year')}-W{d.rng.randint(1, 52):02d},{total},{before},{100 * before / total:.1f},{d.rng.randint(60, 240)}"


_REFERRERS = ["Oconee Ridge Hospital", "Laurens Mill Medical Center", "Tugaloo Valley Hospital", "Cherokee Foothills Regional",
              "Abbeville Crossroads Hospital", "Table Rock Critical Access Hospital", "Lake Keowee Medical Center",
              "Ninety Six Community Hospital", "Pacolet River Hospital", "Union Shoals Medical Center"]


def _transfer_row(d: Draw) -> str:
    requests = d.rng.randint(8, 160)
    accepted = d.rng.randint(requests // 2, requests)
    return (f"{d.pick(_REFERRERS)} | {requests} | {accepted} | {d.rng.randint(0, requests - accepted)} | {d.rng.randint(8, 55)} min | "
            f"{d.pick(['ICU', 'Cardiology', 'Neurosurgery', 'Trauma', 'General medicine', 'Stroke'])}")


def _transfer_xml_row(d: Draw) -> str:
    requests = d.rng.randint(5, 90)
    return (f"  <Referrer name=\"{d.pick(_REFERRERS)}\" requests=\"{requests}\" accepted=\"{d.rng.randint(requests // 2, requests)}\" "
            f"declinedNoBed=\"{d.rng.randint(0, 9)}\" medianAcceptMin=\"{d.rng.randint(6, 60)}\"/>")


_ICU = ["MICU", "SICU", "CVICU", "Neuro ICU", "PICU", "NICU", "Burn ICU"]


def _icu_json_row(d: Draw) -> str:
    staffed = d.rng.randint(8, 36)
    occupied = d.rng.randint(staffed // 2, staffed)
    return (f"{{\"unit\": \"{d.pick(_ICU)}\", \"staffedBeds\": {staffed}, \"occupied\": {occupied}, \"available\": {staffed - occupied}, "
            f"\"ventilatorsInUse\": {d.rng.randint(0, occupied)}, \"isolationCapable\": {d.rng.randint(0, 6)}}}")


def _icu_csv_row(d: Draw) -> str:
    staffed = d.rng.randint(8, 36)
    occupied = d.rng.randint(staffed // 2, staffed)
    return f"{d.pick(_ICU).replace(' ', '_')},{staffed},{occupied},{staffed - occupied},{d.rng.randint(0, 4)},{d.pick(['GREEN', 'GREEN', 'YELLOW', 'RED'])}"


def _diversion_row(d: Draw) -> str:
    start_h = d.rng.randint(0, 21)
    length = d.rng.randint(1, 6)
    return (f"{d.fill('month_abbr')} {d.rng.randint(1, 28):02d} | {start_h:02d}:{d.pick(['00', '15', '30', '45'])} | {(start_h + length) % 24:02d}:{d.pick(['00', '15', '30', '45'])} | "
            f"{length} h | {d.pick(['ED saturation', 'CT scanner down', 'ICU full', 'internal disaster (water main)', 'no psych beds', 'cath lab unavailable'])} | "
            f"{d.pick(['approved', 'approved', 'approved by EMS medical control'])}")


def _bypass_au_row(d: Draw) -> str:
    return (f"{d.fill('month_abbr')} {d.rng.randint(1, 28)} | {d.rng.randint(0, 23):02d}{d.pick(['00', '30'])} | {d.rng.randint(30, 240)} min | "
            f"{d.pick(['ED capacity', 'CT outage', 'ICU at capacity', 'code yellow - IT outage', 'paediatric beds full'])} | {d.rng.randint(0, 9)} ambulances redirected")


_CONDITIONS = ["AMI", "Heart failure", "Pneumonia", "COPD", "CABG", "THA/TKA", "Sepsis", "Stroke"]


def _readmit_row(d: Draw) -> str:
    index = d.rng.randint(40, 900)
    readmits = d.rng.randint(index // 12, index // 4)
    return f"{d.pick(_CONDITIONS)} | {index} | {readmits} | {100 * readmits / index:.1f}% | {d.rng.randint(13, 22)}.{d.digits(1)}% | {d.rng.randint(85, 115) / 100:.2f}"


def _readmit_xml_row(d: Draw) -> str:
    index = d.rng.randint(30, 700)
    return (f"  <Cohort measure=\"READM-30-{d.pick(['AMI', 'HF', 'PN', 'COPD', 'CABG', 'THA-TKA'])}\" denominator=\"{index}\" "
            f"numerator=\"{d.rng.randint(index // 12, index // 4)}\" err=\"{d.rng.randint(85, 115) / 100:.4f}\"/>")


_MRF = [("99214", "CPT", "Office visit, established, moderate"), ("70553", "CPT", "MRI brain w/o and with contrast"),
        ("45378", "CPT", "Colonoscopy, diagnostic"), ("27447", "CPT", "Total knee arthroplasty"), ("93306", "CPT", "Echocardiogram, complete"),
        ("G0299", "HCPCS", "Home health RN visit"), ("470", "MS-DRG", "Major hip and knee joint replacement w/o MCC"),
        ("291", "MS-DRG", "Heart failure and shock w MCC"), ("97162", "CPT", "PT evaluation, moderate complexity"), ("80053", "CPT", "Comprehensive metabolic panel")]


def _mrf_fields(d: Draw) -> str:
    code, code_type, name = d.pick(_MRF)
    return (f"\"billing_code\": \"{code}\", \"billing_code_type\": \"{code_type}\", \"name\": \"{name}\", \"negotiated_rates\": [{{\"provider_references\": "
            f"[{d.rng.randint(1, 40)}], \"negotiated_prices\": [{{\"negotiated_type\": \"{d.pick(['negotiated', 'fee schedule', 'percentage'])}\", "
            f"\"negotiated_rate\": {d.rng.randint(40, 38000)}.{d.digits(2)}, \"expiration_date\": \"{d.fill('year_next')}-12-31\", "
            f"\"billing_class\": \"{d.pick(['professional', 'institutional'])}\"}}]}}]")


def _charge_csv_row(d: Draw) -> str:
    code, code_type, name = d.pick(_MRF)
    gross = d.rng.randint(80, 90000)
    return (f"\"{name}\",{code},{code_type},{gross}.00,{gross * d.rng.randint(30, 70) // 100}.00,{gross * d.rng.randint(15, 45) // 100}.00,"
            f"{gross * d.rng.randint(50, 90) // 100}.00,{d.pick(['inpatient', 'outpatient', 'both'])}")


_NCCI = [("27447", "20610"), ("45378", "45380"), ("93306", "93321"), ("99214", "96372"), ("11042", "97597"), ("29881", "29877"),
         ("43239", "43235"), ("64483", "64484"), ("36415", "36416"), ("71046", "71045")]


def _ncci_row(d: Draw) -> str:
    first, second = d.pick(_NCCI)
    return f"{first} | {second} | {d.fill('year_prev')}0101 | * | {d.pick(['0', '1', '1', '9'])} | {d.pick(['Standards of medical/surgical services', 'Misuse of column two code with column one code', 'CPT Manual or CMS manual coding instruction', 'Mutually exclusive procedures'])}"


def _ncci_csv_row(d: Draw) -> str:
    first, second = d.pick(_NCCI)
    return f"{first},{second},{d.pick(['Y', 'N'])},{d.fill('year_prev')}0{d.rng.randint(1, 9)}01,,{d.pick(['0', '1', '9'])}"


_ICD_COVERED = ["J44.1 - COPD with acute exacerbation", "J96.11 - Chronic respiratory failure with hypoxia", "I50.32 - Chronic diastolic heart failure",
                "E11.65 - Type 2 diabetes with hyperglycemia", "M17.11 - Unilateral primary osteoarthritis, right knee",
                "G47.33 - Obstructive sleep apnea", "N18.4 - Chronic kidney disease, stage 4", "I48.20 - Chronic atrial fibrillation, unspecified",
                "L89.153 - Pressure ulcer of sacral region, stage 3", "Z99.81 - Dependence on supplemental oxygen"]


def _icd_line(d: Draw) -> str:
    return f"  {d.pick(_ICD_COVERED)}"


_STEPS = [("GLP-1 agonist", "metformin 90 days", "semaglutide, dulaglutide"), ("Biologic for RA", "methotrexate 3 months", "adalimumab biosimilar, then etanercept"),
          ("Brand statin", "atorvastatin or rosuvastatin 60 days", "pitavastatin"), ("DPP-4 inhibitor", "metformin 90 days", "sitagliptin, linagliptin"),
          ("Topical calcineurin inhibitor", "two mid-potency steroids", "tacrolimus ointment"), ("Triptan, brand", "two generic triptans", "eletriptan, zolmitriptan ODT"),
          ("SGLT2 inhibitor", "metformin or documented intolerance", "empagliflozin, dapagliflozin"), ("Testosterone, topical", "injectable testosterone", "testosterone gel 1.62%")]


def _step_row(d: Draw) -> str:
    cls, step1, step2 = d.pick(_STEPS)
    return f"{cls} | Step 1: {step1} | Step 2: {step2} | look-back {d.pick(['120', '180', '365'])} days"


def _step_json_row(d: Draw) -> str:
    cls, step1, step2 = d.pick(_STEPS)
    return f"{{\"class\": \"{cls}\", \"step1\": \"{step1}\", \"step2\": \"{step2}\", \"lookbackDays\": {d.pick(['120', '180', '365'])}}}"


_TIERS = [("Tier 1", "Preferred generic"), ("Tier 2", "Generic"), ("Tier 3", "Preferred brand"), ("Tier 4", "Non-preferred drug"),
          ("Tier 5", "Specialty"), ("Tier 6", "Select care drugs")]


def _copay_row(d: Draw) -> str:
    tier, label = d.pick(_TIERS)
    return (f"{tier} {label} | ${d.pick(['0', '2', '5', '10', '47', '100'])} | ${d.pick(['0', '6', '15', '30', '141'])} | "
            f"{d.pick(['$0', '$10', '25%', '33%', '40%'])} | {d.pick(['30-day', '30- or 90-day', '30-day only'])}")


def _copay_es_row(d: Draw) -> str:
    tier = d.rng.randint(1, 5)
    label = ["Genéricos preferidos", "Genéricos", "Marca preferida", "Medicamentos no preferidos", "Especialidad"][tier - 1]
    return f"Nivel {tier} - {label} | ${d.pick(['0', '3', '8', '45', '95'])} | ${d.pick(['0', '9', '24', '135'])} | {d.pick(['$0', '25%', '33%'])}"


_PHARMACIES = ["Foothills Drug #12", "Poinsett Corner Pharmacy", "Upstate Family Apothecary", "Blue Ridge Rx", "Pelzer Mill Pharmacy",
               "Tyger River Drug", "Keowee Community Pharmacy", "Saluda Valley Rx"]


def _dir_row(d: Draw) -> str:
    claims = d.rng.randint(400, 18000)
    return (f"{d.pick(_PHARMACIES)} | {claims:,} | ${claims * d.rng.randint(2, 9) // 10:,}.{d.digits(2)} | {d.rng.randint(78, 99)}.{d.digits(1)}% | "
            f"{d.pick(['Tier A', 'Tier B', 'Tier C'])} | {d.pick(['PDC diabetes', 'PDC statins', 'PDC RAS antagonists', 'generic dispensing rate'])}")


def _dir_csv_row(d: Draw) -> str:
    claims = d.rng.randint(200, 12000)
    return f"\"{d.pick(_PHARMACIES)}\",{d.fill('quarter').replace(' ', '')},{claims},{claims * d.rng.randint(2, 9) / 10:.2f},{d.rng.randint(1, 5)}.{d.digits(1)},{d.pick(['Y', 'N'])}"


_CDT = [("D0120", "Periodic oral evaluation"), ("D0274", "Bitewings - four films"), ("D1110", "Prophylaxis - adult"), ("D2391", "Resin composite, one surface, posterior"),
        ("D2740", "Crown - porcelain/ceramic"), ("D3330", "Endodontic therapy, molar"), ("D4341", "Periodontal scaling and root planing, 4+ teeth per quadrant"),
        ("D5110", "Complete denture - maxillary"), ("D7140", "Extraction, erupted tooth"), ("D9110", "Palliative treatment of dental pain")]


def _dental_row(d: Draw) -> str:
    code, name = d.pick(_CDT)
    fee = d.rng.randint(28, 1400)
    return f"{code} | {name} | ${fee}.00 | {d.pick(['100%', '80%', '50%'])} | {d.pick(['2 per year', '1 per 5 years', 'none', '1 per tooth per lifetime', '1 per 36 months'])}"


def _dental_xml_row(d: Draw) -> str:
    code, name = d.pick(_CDT)
    return f"  <Procedure cdt=\"{code}\" maxFee=\"{d.rng.randint(28, 1400)}.00\" coinsurance=\"{d.pick(['0', '20', '50'])}\" waitingMonths=\"{d.pick(['0', '6', '12'])}\"/>"


def _vision_row(d: Draw) -> str:
    return (f"{d.pick(['Gold', 'Silver', 'Bronze', 'Medicare Advantage', 'Retiree'])} | ${d.pick(['100', '130', '150', '175', '200'])} frame allowance | "
            f"{d.pick(['20%', '15%', '10%'])} off overage | lenses ${d.pick(['10', '25', '0'])} copay | every {d.pick(['12', '24'])} months")


def _eap_row(d: Draw) -> str:
    cases = d.rng.randint(3, 140)
    return f"{d.pick(['Stress / anxiety', 'Relationship', 'Grief', 'Substance use', 'Financial / legal', 'Caregiving for an older parent', 'Workplace conflict', 'Depression'])} | {cases} | {d.rng.randint(1, 5)}.{d.digits(1)} | {d.rng.randint(60, 98)}%"


def _eap_nz_row(d: Draw) -> str:
    return f"{d.pick(['Wellbeing / stress', 'Whanau and relationships', 'Grief and loss', 'Alcohol and drugs', 'Financial', 'Work issues'])} | {d.rng.randint(2, 60)} | {d.rng.randint(1, 4)}.{d.digits(1)}"


def _wellness_row(d: Draw) -> str:
    return f"{d.pick(['Annual wellness visit', 'Flu shot', 'Walk 150 minutes a week (per month)', 'Diabetic eye exam', 'Health risk assessment', 'Tobacco cessation class', 'Blood pressure check', 'Colorectal screening'])} | {d.pick(['25', '50', '75', '100', '150', '200'])} pts | {d.pick(['once a year', 'monthly', 'once', 'twice a year'])}"


def _wellness_json_row(d: Draw) -> str:
    return f"{{\"activity\": \"{d.pick(['awv', 'flu-vaccine', 'steps-150', 'hra', 'a1c-check', 'bp-check', 'mammogram'])}\", \"points\": {d.pick(['25', '50', '100', '150'])}, \"cap\": {d.pick(['1', '4', '12'])}}}"


def _broker_row(d: Draw) -> str:
    return (f"{d.pick(['Medicare Advantage (MAPD)', 'MA-only', 'Part D (PDP)', 'D-SNP', 'Medicare Supplement Plan G', 'Dental/Vision rider', 'Group retiree'])} | "
            f"${d.rng.randint(80, 640)} initial | ${d.rng.randint(40, 320)} renewal | {d.pick(['per member per year', 'per enrolment', '5% of premium'])}")


def _broker_csv_row(d: Draw) -> str:
    return f"{d.pick(['MAPD', 'MA', 'PDP', 'DSNP', 'MSG', 'DV'])},{d.fill('year_next')},{d.rng.randint(80, 640)},{d.rng.randint(40, 320)},{d.pick(['PMPY', 'ENRL', 'PCT'])},{d.pick(['SC', 'NC', 'GA'])}"


_CDM = [("HAH-DAY", "Hospital at home acute day", "0191"), ("RPM-DEV", "Remote monitoring device supply", "0279"),
        ("ED-L4", "Emergency visit level 4", "0450"), ("ICU-DAY", "Intensive care room and board", "0200"),
        ("OBS-HR", "Observation per hour", "0762"), ("PT-EVAL", "Physical therapy evaluation", "0424")]


def _cdm_pick(d: Draw) -> tuple[str, str, str]:
    return _CDM[int(d.fill("cdm_pick"))]


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang == "es":
            return f"{day.day} de {MONTHS_V41['es'][day.month - 1]} de {day.year}"
        if lang in ("fr", "it"):
            return f"{day.day} {MONTHS_V41[lang][day.month - 1]} {day.year}"
        return f"{day.day}. {MONTHS_V41[lang][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "hah": HAH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4], "org_help_email": ORGANISATION_CONTACTS[5],
    "hosp_phone": ORGANISATION_CONTACTS[6], "hosp_addr": ORGANISATION_CONTACTS[7], "hah_phone": ORGANISATION_CONTACTS[8],
    "transfer_phone": ORGANISATION_CONTACTS[9], "org_tollfree": ORGANISATION_CONTACTS[10], "nurse_line": ORGANISATION_CONTACTS[11],
    "org_intl_line": ORGANISATION_CONTACTS[12], "org_web": ORGANISATION_CONTACTS[13], "quality_email": ORGANISATION_CONTACTS[14],
    "pharmacy_email": ORGANISATION_CONTACTS[15], "prov_email": ORGANISATION_CONTACTS[16], "prov_phone": ORGANISATION_CONTACTS[17],
    "edi_email": ORGANISATION_CONTACTS[18], "transfer_email": ORGANISATION_CONTACTS[19], "eap_email": ORGANISATION_CONTACTS[20],
    "eap_phone": ORGANISATION_CONTACTS[21], "wellness_email": ORGANISATION_CONTACTS[22], "broker_email": ORGANISATION_CONTACTS[23],
    "broker_phone": ORGANISATION_CONTACTS[24], "dv_email": ORGANISATION_CONTACTS[25], "au_partner_line": ORGANISATION_CONTACTS[26],
    "uk_partner_line": ORGANISATION_CONTACTS[27], "fr_partner_line": ORGANISATION_CONTACTS[28], "de_partner_line": ORGANISATION_CONTACTS[29],
    "rx_help_phone": ORGANISATION_CONTACTS[30], "nz_partner_line": ORGANISATION_CONTACTS[31],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_staff2": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick([name for name in STAFF if name.startswith("Dr. ")]),
    "own_doc_hl": lambda d: d.pick(["Legare^Obiora^^^MD", "Ravenel-Oduya^Philippa^^^MD", "Wofford-Lindqvist^Cassius^^^DO"]),
    "month_abbr": lambda d: d.pick(blind.ABBR),
    "month_name": lambda d: d.pick(blind.MONTHS),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "fy": lambda d: str(d.rng.randint(2026, 2027)),
    "ed_table": _table(_ed_row, 5), "ed_json": _rows(_ed_json_row, 4, 22, ", "), "dbn_table": _table(_dbn_row, 5),
    "dbn_csv": _table(_dbn_csv_row, 5), "transfer_table": _table(_transfer_row, 5), "transfer_xml": _rows(_transfer_xml_row, 4, 30),
    "icu_json": _rows(_icu_json_row, 4, 18, ", "), "icu_csv": _table(_icu_csv_row, 5), "diversion_table": _table(_diversion_row, 4),
    "bypass_au_table": _table(_bypass_au_row, 4), "readmit_table": _table(_readmit_row, 5), "readmit_xml": _rows(_readmit_xml_row, 4, 30),
    "mrf_fields": _mrf_fields, "charge_csv": _table(_charge_csv_row, 5), "ncci_table": _table(_ncci_row, 5), "ncci_csv": _table(_ncci_csv_row, 5),
    "icd_list": _table(_icd_line, 4), "step_table": _table(_step_row, 4), "step_json": _rows(_step_json_row, 3, 20, ", "),
    "copay_table": _table(_copay_row, 5), "copay_es_table": _table(_copay_es_row, 4), "dir_table": _table(_dir_row, 5),
    "dir_csv": _table(_dir_csv_row, 5), "dental_table": _table(_dental_row, 6), "dental_xml": _rows(_dental_xml_row, 5, 25),
    "vision_table": _table(_vision_row, 4), "eap_table": _table(_eap_row, 5), "eap_nz_table": _table(_eap_nz_row, 4),
    "wellness_table": _table(_wellness_row, 6), "wellness_json": _rows(_wellness_json_row, 4, 20, ", "),
    "broker_table": _table(_broker_row, 5), "broker_csv": _table(_broker_csv_row, 5),
    "cdm_pick": lambda d: str(d.rng.randrange(len(_CDM))),
    "cdm_code": lambda d: _cdm_pick(d)[0], "cdm_name": lambda d: _cdm_pick(d)[1], "cdm_rev": lambda d: _cdm_pick(d)[2],
    "cdm_price": lambda d: f"{d.rng.randint(120, 4800)}.00",
    "bed": lambda d: f"{d.rng.randint(1, 28):02d}",
    "bed_unit": lambda d: d.pick(["MICU", "SICU", "CVICU", "NICU", "3N", "5W"]),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "ssh_group": lambda d: d.pick(["SSG-10482", "SSG-11930", "SSG-20457", "SSG-31176", "SSG-40913"]),
    "employer": lambda d: d.pick(["Enoree Textile Retirees Association", "Upstate County Schools Retiree Trust", "Pacolet Mills Pension Fund",
                                  "Blue Ridge Electric Cooperative"]),
    "premium_total": lambda d: f"{d.rng.randint(40, 980)}{d.digits(3)}.{d.digits(2)}",
    "lives": lambda d: str(d.rng.randint(120, 4200)),
    "spo_limit": lambda d: d.pick(["88", "88", "89"]),
    "pct_goal": lambda d: f"{d.rng.randint(25, 45)}%",
    "hrs": lambda d: str(d.rng.randint(12, 180)),
    "en_date": _month_date("en"), "fr_date": _month_date("fr"), "de_date": _month_date("de"), "it_date": _month_date("it"),
    "es_date": _month_date("es"), "fi_date": _month_date("fi"), "da_date": _month_date("da"), "nb_date": _month_date("nb"),
    "cs_date": _month_date("cs"),
    "au_date": lambda d: _date_words(d, d.date_between(2025, 2026), "AU"),
    "eur_small": lambda d: f"{d.rng.randint(5, 95)},{d.pick(['00', '50'])} €",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "ta1_code": lambda d: d.pick(["000", "000", "006", "024"]),
    "sg_first": lambda d: d.pick(["Wei Ling", "Siew Hoon", "Boon Keng", "Kok Leong", "Mei Ling", "Hui Min", "Ramasamy", "Kavitha", "Nurul Aisyah",
                                  "Muhammad Hafiz", "Chee Meng", "Lay Choo", "Siti Rohani", "Jun Jie"]),
    "sg_last": lambda d: d.pick(["Tan", "Lim", "Ng", "Goh", "Ong", "Chua", "Koh", "Teo", "Wong", "Subramaniam", "Abdullah", "Rahman", "Yeo", "Sim"]),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b41c_ed_boarding_dashboard", "ed_boarding_dashboard", US,
     "{hospital_own} - ED boarding dashboard, {dos}\nTime block | ED census | Admitted boarders | Median boarding | Longest | LWBS\n{ed_table}\n"
     "Boarding = decision to admit until departure from the ED. Surge plan level ((1||2||2||3)) per house supervisor. Questions: {quality_email}."),
    ("b41c_ed_boarding_json", "ed_boarding_dashboard", US,
     "{\"facility\": \"{hospital_own}\", \"feed\": \"ed-boarding\", \"asOf\": \"{iso_ts}\", \"blocks\": [{ed_json}], \"target\": {\"medianBoardingMin\": 240}, "
     "\"contact\": \"{quality_email}\"}"),
    ("b41c_dbn_report", "discharge_before_noon_report", US,
     "Discharge-before-noon report - {month_name} {year}\nUnit | Discharges | Before noon | DBN rate | Median discharge time | Goal\n{dbn_table}\n"
     "Hospital total DBN ((18||22||24||27||31))%; goal {pct_goal}. Barriers logged most: awaiting transport, pharmacy reconciliation, late rounding. Prepared by {own_staff}."),
    ("b41c_dbn_csv", "discharge_before_noon_report", US,
     "unit,week,discharges,before_noon,dbn_pct,median_order_to_departure_min\n{dbn_csv}\n# {hospital_own} capacity management, extracted {eff_iso}"),
    ("b41c_transfer_volume_log", "transfer_center_volume_log", US,
     "Transfer Center volume log - {quarter}\nReferring facility | Requests | Accepted | Declined (no bed) | Median time to accept | Top service\n{transfer_table}\n"
     "All requests are taken on the recorded line {transfer_phone}; physician-to-physician calls are conferenced within 15 minutes. "
     "Transfer Center manager: {own_staff}, {transfer_email}."),
    ("b41c_transfer_xml", "transfer_center_volume_log", US,
     "<TransferVolume facility=\"{hospital_own}\" period=\"{quarter}\" generated=\"{iso_ts}\">\n{transfer_xml}\n  <Line>{transfer_phone}</Line>\n</TransferVolume>"),
    ("b41c_icu_capacity_json", "icu_bed_capacity_feed", US,
     "{\"resourceType\": \"capacity-snapshot\", \"facility\": \"{hospital_own}\", \"npi\": \"{own_npi}\", \"timestamp\": \"{iso_ts}\", \"units\": [{icu_json}], "
     "\"submittedBy\": \"{own_staff}\"}"),
    ("b41c_icu_capacity_csv", "icu_bed_capacity_feed", US,
     "unit,staffed_beds,occupied,available,pending_admits,status\n{icu_csv}\n# {hospital_own} to the regional healthcare coalition, {iso_ts}; "
     "transfer center {transfer_phone}"),
    ("b41c_diversion_log", "ambulance_diversion_log", US,
     "{hospital_own} - EMS diversion log, {year}\nDate | Start | End | Hours | Reason | EMS notification\n{diversion_table}\n"
     "Diversion is never used for STEMI, stroke or trauma alerts. Total diversion hours this quarter: {hrs}. Administrator on call through the switchboard, {hosp_phone}."),
    ("b41c_bypass_au", "ambulance_diversion_log", ("en_AU",),
     "Yarra Bend Health - ambulance bypass register (hospital-level data), {au_date}\nDate | Start | Duration | Reason | Redirected\n{bypass_au_table}\n"
     "Reported to the Department of Health each month. Shared with {org} under our Hospital in the Home twinning agreement. Enquiries {au_partner_line}."),
    ("b41c_readmission_report", "readmission_rate_report", US,
     "30-day all-cause readmission rates, {year_prev} (HRRP cohorts, {hospital_own})\nCohort | Index stays | Readmissions | Observed | National | ERR\n{readmit_table}\n"
     "Excess readmission ratios above 1.00 drive the HRRP payment adjustment. Hospital-at-home stays are counted as inpatient. Quality analytics: {quality_email}."),
    ("b41c_readmission_xml", "readmission_rate_report", US,
     "<ReadmissionReport ccn=\"42{four_digits}\" facility=\"{hospital_own}\" performancePeriod=\"{year_prev}\">\n{readmit_xml}\n  <PreparedBy>{own_staff}</PreparedBy>\n</ReadmissionReport>"),
    ("b41c_mrf_in_network", "price_transparency_mrf", US,
     "{\"reporting_entity_name\": \"{org}\", \"reporting_entity_type\": \"health insurance issuer\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"1.{small_digit}.0\", "
     "\"in_network\": [{\"negotiation_arrangement\": \"ffs\", {mrf_fields}}]}"),
    ("b41c_standard_charges_csv", "price_transparency_mrf", US,
     "hospital_name,last_updated_on,version,hospital_location,hospital_address,license_number|SC\n{hospital_own},{eff_iso},2.0.0,Greenville,\"{hosp_addr}\",H-{four_digits}\n"
     "description,code|1,code|1|type,standard_charge|gross,standard_charge|discounted_cash,standard_charge|min,standard_charge|max,setting\n{charge_csv}"),
    ("b41c_ncci_table", "ncci_edit_table", US,
     "NCCI procedure-to-procedure edits applied by {org} (practitioner), version {year}Q((1||2||3||4))\nColumn 1 | Column 2 | Effective | Deletion | Modifier | Rationale\n{ncci_table}\n"
     "Modifier indicator 0: not allowed; 1: allowed with 59/XE/XS/XP/XU; 9: not applicable. Edits follow CMS publication; questions to {prov_email}."),
    ("b41c_ncci_csv", "ncci_edit_table", US,
     "column_1,column_2,prior_1996,effective_date,deletion_date,modifier_indicator\n{ncci_csv}\n# payer {payer_id} claim editing library, loaded {iso_ts}"),
    ("b41c_lcd_summary", "coverage_policy_summary", US,
     "Coverage summary - LCD L{fivedig}: ((Home oxygen||Hospital beds and accessories||Glucose monitors||Pneumatic compression devices))\n"
     "Revision effective {en_date}. {org} follows the DME MAC LCD for Medicare Advantage members.\nCovered ICD-10-CM codes (excerpt):\n{icd_list}\n"
     "Documentation: face-to-face encounter within 6 months, written order before delivery. Provider network line {prov_phone}."),
    ("b41c_ncd_summary", "coverage_policy_summary", US,
     "NCD {small}0.{small_digit} summary for network providers - ((remote physiologic monitoring||transcatheter edge-to-edge repair||home use of oxygen||ambulatory blood pressure monitoring))\n"
     "Nationally covered when the criteria are met; {org} applies no additional prior authorisation. CPT {cpt}, HCPCS {hcpcs}. Effective {eff_iso}. "
     "Full text on {org_web} under Provider > Coverage."),
    ("b41c_necessity_oxygen", "medical_necessity_criteria", US,
     "Medical-necessity criteria - home oxygen (Medicare Advantage)\n1. Resting SpO2 <= {spo_limit}% or PaO2 <= 55 mmHg on room air, tested within 30 days before certification.\n"
     "2. Or SpO2 <= 88% during exercise with documented improvement on oxygen.\n3. Alternative treatments tried or considered.\nGroup II (SpO2 89%) requires cor pulmonale, "
     "edema or hematocrit > 56%. Reviewed by {own_staff} for the UM committee, {en_date}."),
    ("b41c_hith_criteria_au", "medical_necessity_criteria", ("en_AU",),
     "Hospital in the Home - admission criteria (partner program with {org})\n- Clinically stable, NEWS <= {small_digit}, no more than one IV antibiotic a day\n"
     "- Home assessed safe by the HITH nurse; carer available overnight where required\n- Within 30 km of the hospital; telephone at home\n"
     "- Conditions: cellulitis, pyelonephritis, DVT/PE, COPD exacerbation, post-operative wound care\nReviewed {au_date}. Intake line {au_partner_line}."),
    ("b41c_formulary_exception", "formulary_exception_criteria", US,
     "{org} - Formulary exception criteria ({plan_year})\nAn exception may be approved when the prescriber attests one of:\n"
     "(a) all formulary alternatives ({small_digit} or more) were ineffective or not tolerated;\n(b) the alternatives are contraindicated;\n"
     "(c) a dosage change on the formulary drug would be ineffective.\nStandard decision within 72 hours, expedited within 24 hours. Approved exceptions last to the end of the plan year. "
     "Fax {org_fax}; pharmacy help desk {rx_help_phone}. BIN {org_rxbin}, PCN {org_rxpcn}."),
    ("b41c_step_therapy_table", "step_therapy_table", US,
     "Step therapy requirements, {plan_year} Part D formulary\nDrug class | First step | Second step | Look-back\n{step_table}\n"
     "A paid claim for the first-step drug within the look-back period satisfies the step automatically. Pharmacy questions: {pharmacy_email}."),
    ("b41c_step_therapy_json", "step_therapy_table", US,
     "{\"planYear\": {plan_year}, \"rxBin\": \"{org_rxbin}\", \"rxPcn\": \"{org_rxpcn}\", \"rxGroup\": \"{org_rxgrp}\", \"stepTherapy\": [{step_json}], \"updated\": \"{eff_iso}\"}"),
    ("b41c_copay_grid", "tiered_copay_grid", US,
     "{org} - {plan_year} prescription cost-sharing grid\nTier | 30-day preferred retail | 90-day mail | Coverage gap | Supply\n{copay_table}\n"
     "Insulin: no more than $35 for a one-month supply at every tier. Catastrophic stage: $0. Call {org_tollfree} (TTY 711), 8 a.m. to 8 p.m."),
    ("b41c_copay_grid_es", "tiered_copay_grid", ("es_MX",),
     "{org} - Tabla de costos compartidos de medicamentos {plan_year}\nNivel | Farmacia preferida (30 días) | Pedido por correo (90 días) | Etapa sin cobertura\n{copay_es_table}\n"
     "La insulina no cuesta más de $35 al mes. Llame al {org_tollfree} (TTY 711), de 8 a.m. a 8 p.m. Esta información está disponible en otros formatos."),
    ("b41c_dir_fee_report", "pharmacy_dir_fee_report", US,
     "Pharmacy DIR fee report - {quarter}, network {org_rxgrp}\nPharmacy | Claims | DIR assessed | Performance score | Tier | Measure driving score\n{dir_table}\n"
     "From {year} price concessions apply at the point of sale. Disputes within 60 days to {pharmacy_email}. Report owner {own_staff}."),
    ("b41c_dir_fee_csv", "pharmacy_dir_fee_report", US,
     "pharmacy,period,paid_claims,dir_amount,performance_pct_rank,disputed\n{dir_csv}\n# {org} PBM reconciliation, BIN {org_rxbin}, run {iso_ts}"),
    ("b41c_dental_fee_schedule", "dental_fee_schedule", US,
     "{org} Dental PPO fee schedule - ((Greenville||Spartanburg||Anderson)) region, effective {eff_iso}\nCDT | Procedure | Maximum allowed | Plan pays | Frequency\n{dental_table}\n"
     "Annual maximum $((1,000||1,500||2,000)). Network dentists may not bill above the maximum allowed. Dental and vision services: {dv_email}."),
    ("b41c_dental_fee_xml", "dental_fee_schedule", US,
     "<DentalFeeSchedule payerId=\"{payer_id}\" region=\"SC-((01||02||03))\" effective=\"{eff_iso}\">\n{dental_xml}\n</DentalFeeSchedule>"),
    ("b41c_vision_allowances", "vision_frame_allowance", US,
     "Vision benefits at a glance, {plan_year}\nPlan | Frame allowance | Overage discount | Lens copay | Frequency\n{vision_table}\n"
     "Contact lenses in place of glasses: ${small}0 allowance. Routine eye exam $0 in network. Questions: {dv_email} or {org_phone}."),
    ("b41c_vision_allowance_json", "vision_frame_allowance", US,
     "{\"benefit\": \"vision-materials\", \"planYear\": {plan_year}, \"payerId\": \"{payer_id}\", \"frameAllowanceUsd\": {small}, \"overageDiscountPct\": ((15||20)), "
     "\"lensCopayUsd\": ((0||10||25)), \"frequencyMonths\": ((12||24)), \"contactLensAllowanceUsd\": {hundreds}, \"networkOnly\": true, \"updated\": \"{eff_iso}\"}"),
    ("b41c_eap_utilisation", "eap_utilisation_summary", US,
     "Employee Assistance Program - utilisation summary, {quarter} ({employer}, {lives} eligible lives)\nPresenting issue | Cases | Avg sessions | Satisfied\n{eap_table}\n"
     "Utilisation rate {pct_tenth}. No individual is identifiable from this report; cells under 5 are combined by the EAP. EAP line {eap_phone}, {eap_email}."),
    ("b41c_eap_nz", "eap_utilisation_summary", ("en_NZ",),
     "EAP utilisation report - New Zealand staff of {employer}, {quarter}\nIssue | New clients | Avg sessions\n{eap_nz_table}\n"
     "Sessions delivered in person and by video by our Wellington partner ({nz_partner_line}). Aggregated data only; groups under five are suppressed."),
    ("b41c_wellness_points", "wellness_points_table", US,
     "{org} Healthy Rewards - points table, {plan_year}\nActivity | Points | How often\n{wellness_table}\n"
     "Redeem 500 points for a $50 gift card, up to $200 a year. Questions: {wellness_email}. Rewards are not a benefit and have no cash value."),
    ("b41c_wellness_json", "wellness_points_table", US,
     "{\"program\": \"healthy-rewards\", \"sponsor\": \"{org}\", \"year\": {plan_year}, \"activities\": [{wellness_json}], \"maxRewardUsd\": 200}"),
    ("b41c_broker_commission", "broker_commission_schedule", US,
     "{org} - Broker commission schedule, plan year {plan_year}\nProduct | Initial | Renewal | Basis\n{broker_table}\n"
     "Rates follow CMS maximums for Medicare products. Charge-back applies if the member disenrolls within 3 months. Broker desk {broker_phone}, {broker_email}."),
    ("b41c_broker_commission_csv", "broker_commission_schedule", US,
     "product,plan_year,initial_usd,renewal_usd,basis,state\n{broker_csv}\n# {org} distribution, EIN {org_ein}, published {eff_iso}"),
    ("b41c_notice_fr", "notice_other_locale", ("fr_FR",),
     "{org} - Avis aux adhérents en séjour à l'étranger\nÀ compter du {fr_date}, les soins urgents reçus en France sont remboursés sur la base des frais réels, "
     "déduction faite d'une franchise de {eur_small} par acte. Conservez les factures détaillées (codes CCAM) et envoyez-les à {org_claims_addr}.\n"
     "Assistance 24 h/24 : {fr_partner_line}. Depuis l'étranger, service adhérents : {org_intl_line}."),
    ("b41c_notice_de", "notice_other_locale", ("de_DE",),
     "{org} - Hinweis für Mitglieder mit Wohnsitz oder Aufenthalt in Deutschland\nAb dem {de_date} gilt für Arzneimittel der Stufe 4 eine Selbstbeteiligung von "
     "((25||33)) % je Packung. Rezepte aus deutschen Apotheken reichen Sie bitte mit Quittung bei {org_claims_addr} ein.\n"
     "Notfallhilfe rund um die Uhr: {de_partner_line}. Mitgliederservice aus dem Ausland: {org_intl_line}; Informationen auch unter {org_web}."),
    ("b41c_notice_it", "notice_other_locale", ("it_IT",),
     "{org} - Informativa per gli iscritti in viaggio in Italia\nDal {it_date} le visite specialistiche urgenti sono rimborsate fino a {eur_small} per prestazione, "
     "dietro presentazione della fattura e del referto. Le richieste vanno inviate a {org_claims_addr} oppure a {org_help_email}.\n"
     "Assistenza dall'estero: {org_intl_line} (orario della costa est degli Stati Uniti)."),
    ("b41c_notice_es", "notice_other_locale", ("es_ES",),
     "{org} - Aviso sobre cambios en la lista de medicamentos\nA partir del {es_date}, {small_digit} medicamentos de marca pasan al nivel 4 y se incorporan sus genéricos "
     "al nivel 1. Si toma alguno de ellos, recibirá un suministro de transición de 30 días.\nConsulte la lista completa en {org_web} o llame al {org_intl_line}."),
    ("b41c_notice_fi", "notice_other_locale", ("fi_FI",),
     "{org} - tiedote ulkomailla asuville jäsenille\n{fi_date} alkaen kiireellisen hoidon kulut korvataan todellisten kulujen mukaan, omavastuu {eur_small} käyntiä kohden. "
     "Lähetä eritelty lasku osoitteeseen {org_claims_addr}.\nJäsenpalvelu ulkomailta: {org_intl_line}. Lisätietoja: {org_web}."),
    ("b41c_notice_da", "notice_other_locale", ("da_DK",),
     "{org} - meddelelse om tandplejetilskud for medlemmer i Danmark\nFra {da_date} dækker planen ((50||80)) % af udgiften til forebyggende tandpleje, "
     "dog højst {small}0 USD pr. år. Send specificeret regning til {dv_email}.\nMedlemsservice fra udlandet: {org_intl_line}."),
    ("b41c_notice_nb", "notice_other_locale", ("no_NO",),
     "{org} - melding om endrede egenandeler for medlemmer bosatt i Norge\nFra {nb_date} er egenandelen for legemidler i trinn 3 ((25||33)) %. "
     "Kvitteringer fra norske apotek sendes til {org_claims_addr}.\nDøgnåpen assistanse i Europa: {uk_partner_line}. Medlemsservice: {org_intl_line}."),
    ("b41c_notice_cs", "notice_other_locale", ("cs_CZ",),
     "{org} - oznámení pro pojištěnce pobývající v České republice\nOd {cs_date} hradí plán neodkladnou péči v plné výši po odečtení spoluúčasti {eur_small} za ošetření. "
     "Podrobný účet zašlete na adresu {org_claims_addr}.\nAsistenční služba v Evropě: {de_partner_line}. Zákaznická linka ze zahraničí: {org_intl_line}."),
    ("b41c_x12_820_group", "x12_export", US,
     "ISA*00*          *00*          *ZZ*ENOREERETIREE  *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*RA*ENOREERETIREE*{payer_id}*20{isa_date}*{four_digits}*{small}*X*005010X218~\nST*820*{four_digits}*005010X218~\n"
     "BPR*C*{premium_total}*C*CHK************20{isa_date}~\nTRN*3*{trn}~\n"
     "N1*PE*{org_upper}*FI*{org_ein}~\nN1*PR*{employer}~\nENT*1~\nRMR*IK*{ssh_group}**{premium_total}~\nDTM*582****RD8*{plan_year}0101-{plan_year}0131~\nSE*10*{four_digits}~"),
    ("b41c_x12_ta1", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*RFCHBILLING    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "TA1*{isa_seq}*{isa_date}*{hhmm}*((A||A||R))*{ta1_code}~\nIEA*0*{isa_seq}~\n# interchange acknowledgement from {org} EDI; questions {edi_email}"),
    ("b41c_hl7_mfn_cdm", "hl7_export", US,
     "MSH|^~\\&|CDM|RFCH|BILLING|RFCH|{hl7_ts}||MFN^M04^MFN_M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge description master^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts}|{cdm_code}^{cdm_name}^CDM\nCDM|{cdm_code}^{cdm_name}|{cdm_rev}|{cdm_name}|||||||Y\nPRC|{cdm_code}^{cdm_name}|RFCH|||{cdm_price}^UP|||||||Y"),
    ("b41c_hl7_a20_bed", "hl7_export", US,
     "MSH|^~\\&|BEDBOARD|RFCH|CAPFEED|UPSTATECOALITION|{hl7_ts}||ADT^A20^ADT_A20|{ctrl}|P|2.5.1\nEVN|A20|{hl7_ts}\n"
     "NPU|{bed_unit}^{bed}^A^RFCH|((C||H||I||K||O||U))"),
    ("b41c_fhir_insuranceplan", "fhir_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"id\": \"ssh-mapd-{plan_year}\", \"status\": \"active\", \"name\": \"{org} Advantage ((Plus||Core||Dual Complete))\", "
     "\"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"url\", \"value\": \"{org_web}\"}]}], "
     "\"plan\": [{\"type\": {\"text\": \"MAPD\"}, \"generalCost\": [{\"cost\": {\"value\": {small}, \"currency\": \"USD\"}, \"comment\": \"monthly premium\"}]}]}"),
]


PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b41_hah_daily_note", "hospital_at_home_note", US,
     "{hah} - daily acute care note, day ((2||3||4)) of admission\nPatient: {first} {last}   MRN [[record_number:mrn_v41]]   DOB [[date_of_birth:dob_v41]]\n"
     "Medicare MBI [[member_id:mbi_v41]]. Home: [[address:addr_sc_v41]] (gate code with command centre).\nVirtual rounds {clock}: afebrile, SpO2 9{small_digit}%, "
     "IV ((ceftriaxone||furosemide||meropenem)) given by the paramedic. Best callback: [[phone:phone_v41]] (family contact {first2}).\nPlan: continue; reassess tomorrow. {own_doctor}"),
    ("b41_hith_note_au", "hospital_at_home_note", ("en_AU",),
     "Hospital in the Home - nursing visit note\nName: {last_upper}, {first}   UR [[record_number:mrn_v41]]   DOB [[date_of_birth:dob_v41]]\n"
     "Medicare card: [[member_id:au_medicare_v41]]\nVisit address: [[address:addr_v41]]\nIV cefazolin via PICC, site clean. Obs within range. "
     "Carer mobile [[phone:phone_v41]]. Next visit tomorrow 0900 - ((ring first||dog in the yard||use side gate))."),
    ("b41_rpm_escalation", "remote_monitoring_escalation", US,
     "RPM ALERT ESCALATION - tier ((2||3))\nMember: {first} {last} (DOB [[date_of_birth:dob_v41]], MBI [[member_id:mbi_v41]])\n"
     "Trigger: weight +{small_digit}.{small_digit} lb in 48 h, SpO2 ((89%||90%||87%)). Hub last synced {clock} from [[ip_address:ip_v41]].\n"
     "Called [[phone:phone_v41]] twice, no answer; e-mailed [[email:email_v41]]. Escalated to on-call NP per protocol."),
    ("b41_rpm_escalation_nz", "remote_monitoring_escalation", ("en_NZ",),
     "Remote monitoring - escalation to GP practice\nPatient: {first} {last}, NHI [[national_id:nhi_v41]], DOB [[date_of_birth:dob_v41]]\n"
     "Address: [[address:addr_v41]]\nAlert: BP ((182/104||176/98||194/110)) x3 readings since {clock}; tablet uploading from [[ip_address:ip_v41]].\n"
     "Patient reached on [[phone:phone_v41]]; advised to present to the after-hours clinic if headache or vision changes."),
    ("b41_respite_application", "caregiver_respite_application", US,
     "Family Caregiver Respite Voucher - application (Area Agency on Aging)\nCare recipient: {first} {last}, DOB [[date_of_birth:dob_v41]], SSN [[ssn:ssn_v41]]\n"
     "Caregiver: {first2} {last2} ({relation}), phone [[phone:phone_v41]], e-mail [[email:email_family_v41]]\nAddress: [[address:addr_sc_v41]]\n"
     "Voucher payments by direct deposit, routing {aba}, account [[bank_account:us_account_v41]].\nWe also raise money for care here: [[url:fundraiser_url_v41]]"),
    ("b41_respite_ie", "caregiver_respite_application", ("en_IE",),
     "Application for a Carer's Support Grant / respite care\nPerson cared for: {first} {last}\nPPS No.: [[national_id:ppsn_v41]]   Date of birth: [[date_of_birth:dob_v41]]\n"
     "Address: [[address:addr_v41]]\nCarer's phone: [[phone:phone_v41]]\nPayment to IBAN [[bank_account:iban_ie_v41]] (BIC ((AIBKIE2D||BOFIIE2D||IPBSIE2D)))\n"
     "Our family page: [[url:fundraiser_url_v41]]"),
    ("b41_aflastning_dk", "caregiver_respite_application", ("da_DK",),
     "Ansøgning om aflastning (servicelovens § 84)\nBorger: {first} {last}\nCPR-nr.: [[national_id:cpr_v41]]\nFødt: [[date_of_birth:dob_v41]]\n"
     "Adresse: [[address:addr_v41]]\nPårørende: {first2} {last2}, tlf. [[phone:phone_v41]], e-mail [[email:email_family_v41]]\n"
     "Egenbetaling trækkes fra konto [[bank_account:dk_account_v41]]. Ønsket aflastning: ((2 døgn hver 14. dag||1 uge i juli||dagaflastning 3 dage om ugen))."),
    ("b41_mow_referral", "meals_on_wheels_referral", US,
     "Meals on Wheels referral - {hospital_own} discharge planning\nClient: {first} {last}, [[age_over_89:age_v41]], DOB [[date_of_birth:dob_elder_v41]]\n"
     "Delivery address: [[address:addr_sc_v41]]\nHome phone [[phone:phone_sc_v41]]; Medicaid ID [[member_id:medicaid_sc_v41]]\n"
     "Diet: ((renal||diabetic||mechanical soft||low sodium)). Lives alone; ((hard of hearing - knock loudly||key in lockbox||neighbor checks daily))."),
    ("b41_mow_referral_au", "meals_on_wheels_referral", ("en_AU",),
     "Meals on Wheels - new client referral (My Aged Care)\nClient: {first} {last}   Age: [[age_over_89:age_v41]]   DOB [[date_of_birth:dob_elder_v41]]\n"
     "Medicare no. [[member_id:au_medicare_v41]]\nAddress: [[address:addr_v41]]\nPhone: [[phone:phone_v41]]\n"
     "Meal contribution paid by card [[card:mastercard_v41]] (monthly). Dietary: ((texture modified||diabetic||no pork)); delivery Mon/Wed/Fri."),
    ("b41_alarm_subscription", "medical_alarm_subscription", US,
     "MEDICAL ALERT SERVICE AGREEMENT\nSubscriber: {first} {last}   DOB [[date_of_birth:dob_v41]]\nInstall address: [[address:addr_sc_v41]]\n"
     "Phone: [[phone:phone_v41]]   E-mail: [[email:email_plain_v41]]\nMonthly fee ${small}.95 charged to Mastercard [[card:mastercard_v41]]\n"
     "Signed online from [[ip_address:ip_v41]] at {clock}. Responder: {first2} {last2}, [[phone:phone_sc_v41]]."),
    ("b41_trygghetsalarm_no", "medical_alarm_subscription", ("no_NO",),
     "Søknad om trygghetsalarm\nSøker: {first} {last}, [[age_over_89:age_v41]]\nFødselsnummer: [[national_id:fnr_v41]]\nFødselsdato: [[date_of_birth:dob_elder_v41]]\n"
     "Adresse: [[address:addr_v41]]\nTelefon: [[phone:phone_v41]]\nKontaktperson: {first2} {last2}, e-post [[email:email_family_v41]]. Nøkkelboks ved inngangsdøren."),
    ("b41_turvapuhelin_fi", "medical_alarm_subscription", ("fi_FI",),
     "Turvapuhelinpalvelun hakemus\nAsiakas: {first} {last}\nHenkilötunnus: [[national_id:hetu_v41]]\nSyntymäaika: [[date_of_birth:dob_v41]]\n"
     "Osoite: [[address:addr_v41]]\nPuhelin: [[phone:phone_v41]]\nOmainen: {first2} {last2}, sähköposti [[email:email_family_v41]]\n"
     "Asiakkaan kotiin asennetaan turvaranneke ja ((ovihälytin||savuhälytin||liesivahti))."),
    ("b41_home_mod_grant", "home_modification_grant", US,
     "Home and Vehicle Modification Grant - application\nApplicant: {first} {last}   DOB [[date_of_birth:dob_v41]]   SSN [[ssn:ssn_v41]]\n"
     "Residence: [[address:addr_sc_v41]] (owner-occupied)\nRequested: ((ramp and widened doorway||roll-in shower||stair lift)) plus a lift for van, plate [[vehicle_id:plate_v41]]\n"
     "Contact: [[phone:phone_v41]] / [[email:email_v41]]. Contractor quote ${money_b} attached."),
    ("b41_home_mod_nz", "home_modification_grant", ("en_NZ",),
     "Housing and vehicle modification - funding application\nApplicant: {first} {last}   NHI [[national_id:nhi_v41]]   DOB [[date_of_birth:dob_v41]]\n"
     "Property: [[address:addr_v41]]\nModification: ((level-entry shower||ramp to back door||hoist track)); vehicle hoist for rego [[vehicle_id:plate_v41]]\n"
     "Reimburse to account [[bank_account:nz_account_v41]]. Phone [[phone:phone_v41]]."),
    ("b41_paratransit_eligibility", "paratransit_eligibility_form", US,
     "ADA PARATRANSIT ELIGIBILITY APPLICATION - Part 2 (health professional)\nApplicant: {first} {last}   DOB [[date_of_birth:dob_v41]]\n"
     "Address: [[address:addr_sc_v41]]   Phone: [[phone:phone_v41]]\nMedicaid ID: [[member_id:medicaid_sc_v41]]\nThe applicant cannot ((walk 1/4 mile||climb bus steps||navigate transfers)) "
     "because of ((COPD on 3 L O2||below-knee amputation||moderate dementia)). Notices by e-mail: [[email:email_v41]]"),
    ("b41_paratransit_sg", "paratransit_eligibility_form", ("en_GB",),
     "Application for transport subsidy (persons with disabilities)\nName: {sg_first} {sg_last}\nNRIC: [[national_id:nric_v41]]\nDate of birth: [[date_of_birth:dob_sg_v41]]\n"
     "Address: [[address:addr_sg_v41]]\nContact: [[phone:phone_sg_v41]] / [[email:email_sg_v41]]\nTaxi fares charged to UnionPay card [[card:unionpay_v41]]\n"
     "Refund to [[bank_account:sg_account_v41]]. Certified by the attending doctor: ((wheelchair user||visual impairment||post-stroke hemiparesis))."),
    ("b41_parking_permit", "disabled_parking_permit_application", US,
     "Application for Disabled Placard / License Plate (SCDMV)\nName: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v41]]\nSSN: [[ssn:ssn_v41]]\n"
     "Address: [[address:addr_sc_v41]]\nVehicle plate [[vehicle_id:plate_v41]] - ((placard||plate)) requested\nCertification: ((cannot walk 200 ft without stopping||uses portable oxygen||NYHA class IV)). "
     "Phone [[phone:phone_sc_v41]]."),
    ("b41_parking_card_ie", "disabled_parking_permit_application", ("en_IE",),
     "Disabled Person's Parking Card - application\nName: {first} {last}\nPPSN: [[national_id:ppsn_v41]]\nDate of birth: [[date_of_birth:dob_v41]]\n"
     "Address: [[address:addr_v41]]\nVehicle registration: [[vehicle_id:plate_v41]]\nMobile: [[phone:phone_v41]]   Email: [[email:email_v41]]\n"
     "Hospital MRN (for the GP report): [[record_number:mrn_v41]]"),
    ("b41_ssdi_statement", "ssi_ssdi_medical_statement", US,
     "MEDICAL SOURCE STATEMENT - physical (SSDI/SSI)\nClaimant: {first} {last}   SSN [[ssn:ssn_v41]]   DOB [[date_of_birth:dob_v41]]\n"
     "Treated since {dos}; chart [[record_number:mrn_v41]]. Diagnoses: ((CHF EF 25%||COPD GOLD 4||lumbar stenosis with neurogenic claudication)).\n"
     "Can sit ((2||4)) h and stand ((less than 1||2)) h in an 8-h day. Claimant's address: [[address:addr_sc_v41]]; phone [[phone:phone_v41]]."),
    ("b41_ssi_physician_letter", "ssi_ssdi_medical_statement", US,
     "To the Disability Determination Services:\nRe: {first} {last}, SSN [[ssn:ssn_plain_v41]], date of birth [[date_of_birth:dob_v41]]\n"
     "I have treated this patient (MRN [[record_number:mrn_v41]]) for ((Parkinson disease||multiple sclerosis||essential tremor)). The tremor and falls are visible in the videos the claimant posts at "
     "[[url:video_url_v41]]. Please send correspondence to [[email:email_v41]].\n{own_doctor}, {hospital_own}"),
    ("b41_ltc_claim", "long_term_care_insurance_claim", US,
     "LONG-TERM CARE INSURANCE - CLAIMANT STATEMENT\nPolicy no. [[member_id:ltc_policy_v41]]   Insured: {first} {last}   SSN [[ssn:ssn_v41]]\n"
     "DOB [[date_of_birth:dob_elder_v41]] (age [[age_over_89:age_v41]])\nAddress: [[address:addr_sc_v41]]\nBenefits to checking account [[bank_account:us_account_v41]]\n"
     "If the claim is made by the estate, insured's date of death: [[date_of_death:dod_v41]]. Elimination period met {dos}."),
    ("b41_ltc_claim_in", "long_term_care_insurance_claim", ("en_IN",),
     "Claim form - long-term care / home nursing rider\nInsured: {first} {last}\nAadhaar: [[national_id:aadhaar_v41]]   PAN: [[national_id:pan_v41]]\n"
     "Date of birth: [[date_of_birth:dob_v41]]\nAddress: [[address:addr_v41]]\nMobile: [[phone:phone_v41]]\nNEFT to [[bank_account:in_account_v41]]\n"
     "Premium auto-debit RuPay card [[card:rupay_v41]]. Home nursing from {dos} for ((stroke rehabilitation||dementia care||hip fracture recovery))."),
    ("b41_reverse_mortgage_disclosure", "reverse_mortgage_health_disclosure", US,
     "HECM counseling - health and occupancy disclosure\nBorrower: {first} {last}, [[age_over_89:age_v41]], SSN [[ssn:ssn_v41]]\nProperty: [[address:addr_sc_v41]]\n"
     "Co-borrower {first2} {last} died [[date_of_death:dod_v41]]; death certificate received. Borrower expects to remain in the home with ((home health||a live-in aide)).\n"
     "Phone [[phone:phone_v41]], e-mail [[email:email_v41]]."),
    ("b41_capacity_letter", "estate_planning_capacity_letter", US,
     "Re: Testamentary capacity - {first} {last} (DOB [[date_of_birth:dob_elder_v41]], age [[age_over_89:age_v41]])\nDear ((Ms.||Mr.)) {last2},\n"
     "At your request I examined your client at {hospital_own} (MRN [[record_number:mrn_v41]]) on {dos}. MoCA ((18||21||23||25||26||28))/30. In my opinion the client understands the nature "
     "and extent of the estate at [[address:addr_sc_v41]] and the natural objects of the bounty.\n{own_doctor}"),
    ("b41_capacity_au", "estate_planning_capacity_letter", ("en_AU",),
     "Capacity assessment - enduring power of attorney\nPerson assessed: {first} {last}, DOB [[date_of_birth:dob_elder_v41]] ([[age_over_89:age_v41]])\n"
     "Address: [[address:addr_v41]]\nTFN provided for the financial attorney's records: [[national_id:tfn_v41]]\nMedicare [[member_id:au_medicare_v41]]\n"
     "Opinion: ((has capacity to make the EPA||lacks capacity for financial decisions; the EPA should not be signed now))."),
    ("b41_capacity_in", "estate_planning_capacity_letter", ("en_IN",),
     "MEDICAL CERTIFICATE OF SOUND MIND (for execution of Will)\nThis is to certify that Shri/Smt. {first} {last}, Aadhaar [[national_id:aadhaar_v41]], born on [[date_of_birth:dob_v41]], "
     "residing at [[address:addr_v41]], was examined by me on {dos} (hospital reg. [[record_number:mrn_v41]]) and is of sound disposing mind.\n"
     "Contact of the executor: [[phone:phone_v41]], [[email:email_family_v41]]"),
    ("b41_fhir_bundle", "fhir_bundle_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", \"identifier\": [{\"system\": \"https://rfch.example/mrn\", "
     "\"value\": \"[[record_number:mrn_plain_v41]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-mbi\", \"value\": \"[[member_id:mbi_v41]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v41]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v41]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v41]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v41]]\"}], \"address\": [{\"text\": \"[[address:addr_line_v41]]\"}]}}]}"),
    ("b41_hl7_adt_a01", "hl7_export", US,
     "MSH|^~\\&|EPIC|RFCH|HAH|RFHAH|{hl7_ts}||ADT^A01^ADT_A01|{ctrl}|P|2.5.1\nEVN|A01|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v41]]^^^RFCH^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_compact_v41]]|((F||M))|||[[address:addr_hl7_v41]]||[[phone:phone_hl7_v41]]^PRN^PH||||||[[ssn:ssn_hl7]]\n"
     "PV1|1|I|HAH^HOME^01||||{own_npi}^{own_doc_hl}|||MED||||1|||||{fivedig}"),
    ("b41_enrolment_csv", "csv_export", US,
     "member_id,mbi,last,first,birth_date,phone,email,signup_ip\n[[member_id:member_plain_v41]],[[member_id:mbi_v41]],{last_upper},{first_upper},[[date_of_birth:dob_iso_v41]],"
     "[[phone:phone_e164_v41]],[[email:email_plain_v41]],[[ip_address:ip_public]]\n# {org} online enrolment extract {eff_iso}, group {ssh_group}"),
    ("b41_x12_834", "x12_export", US,
     "ISA*00*          *00*          *ZZ*ENOREERETIREE  *ZZ*SSH41          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*BE*ENOREERETIREE*SSH41*20{isa_date}*{four_digits}*{small}*X*005010X220A1~\n"
     "ST*834*{four_digits}*005010X220A1~\nBGN*00*{ctrl}*20{isa_date}*{four_digits}****2~\nN1*P5*{employer}*FI*{org_ein}~\nN1*IN*{org_upper}*FI*{org_ein}~\n"
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_plain_v41]]~\nREF*1L*{ssh_group}~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain_v41]]~\n"
     "PER*IP**HP*[[phone:phone_e164]]~\nN3*[[address:addr_x12_v41]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nHD*021**HLT*MAPD~\nSE*16*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind41", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
