"""A thirty-ninth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind39.py [--seed 41411] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind37.py,
seeds 4141 to 39391) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-eighth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b39_" or "b39c_"). Identifier-free genres: wound-care product formularies (HCPCS), lab send-out test catalogues (test
codes, CPT, LOINC, turnaround), blood-culture contamination reports, antibiograms, hand-hygiene audit results,
falls-prevention dashboards, pressure-injury prevalence surveys, sepsis-bundle compliance, stroke door-to-needle
times, radiology turnaround reports, pathology volume statistics, capital budget requests, grant progress reports,
IRB continuing-review summaries (no participant named), payer contract rate sheets, network-access standards, member
newsletters with health tips by age band, press releases quoting the organisation's contacts, job postings, notices
and language-assistance taglines in other locales (fr, de, it, es, pl, pt_BR, en_GB, en_CA) and CSV, JSON, XML, HL7
(MFN) and X12 (999) exports of non-personal data. Carrying genres: child-protection referrals (Mississippi intake,
an English MASH form), elder-abuse reports (APS, a German Betreuungsbehörde, an Italian social-services report),
shelter intake forms (a US night shelter, a bilingual Canadian women's shelter), addiction-treatment admissions,
court-ordered evaluations, probation health notes (a US app check-in, a French SPIP liaison sheet), prison health
transfer forms, homeless-outreach notes (a US street team, a French maraude), refugee health screenings (US, German
§ 62 AsylG), interpreter-request forms, identity-theft complaints to an insurer, bank hardship letters, an ombudsman
complaint letter, tenant accommodation requests, plus a FHIR Patient-and-Coverage Bundle, an HL7 ADT^A08, an
eligibility CSV and an X12 270.

About half the identifier values come from this module's own printings (the `*_v39` slots): UK NHS numbers (mod 11)
and National Insurance numbers (valid prefixes), Canadian SIN (Luhn) and Ontario (Luhn) and Quebec RAMQ health
numbers, French NIR with its key, German Steuer-ID (ISO 7064 mod 11,10) and KVNR, Italian codice fiscale (built from
the text's own name and birth date, check letter), Polish PESEL and Brazilian CPF (both check digits), all agreeing
with the text's date of birth; French (RIB key), German, Italian (CIN), Polish (sort-code check) and UK IBANs with
computed check digits, UK sort code and account, Canadian transit/institution/account and Brazilian agência/conta;
American Express and Maestro printings with Luhn; dates with month names in French, German, Italian, Polish and
Brazilian Portuguese ("1er mars 1948", "3. März 1948", "1° marzo 1948", "12 lutego 1950 r.", "1º de março de 1948")
and the English orders of the UK, Canada and the US; UK, Canadian, French, German, Italian, Polish, Brazilian and
Mississippi address layouts; UK, Canadian, French, German, Italian, Polish, Brazilian and Mississippi phone numbers in
their national printings; obfuscated e-mails in the text's language ("arobase", "[at]", "(at)", "chiocciola").

MAC addresses appear in no text; no identifier-free text holds an IP address at all. An identifier-free text quotes
only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Mississippi cooperative, its hospital,
reference lab and clinic on fictional 555-01xx lines, and partner clinics abroad on the fictional ranges of Ofcom,
ARCEP and the Bundesnetzagentur) and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its
providers' NPIs, its EIN); the people it names are the organisations' own staff, never a patient or member, and the
ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import re
import string
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 41411
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES + ("fr_CA",)

ORG_NAME = "Yazoo Delta Health Cooperative"
HOSPITAL_NAME = "Bogue Chitto Regional Medical Center"
LAB_NAME = "Pearl River Reference Laboratory"
CLINIC_NAME = "Okatibbee Lake Family Clinic"
ORG_DOMAIN = "yazoodeltahealth.org"
ORGANISATION_CONTACTS = [
    "(601) 555-0151",                                                  # 0 plan member services
    "(601) 555-0152",                                                  # 1 plan fax
    "Claims Processing, PO Box 23418, Jackson, MS 39225",              # 2 plan claims address
    "1400 Lakeland Crossing Drive, Suite 300, Flowood, MS 39232",      # 3 plan office
    "appeals@yazoodeltahealth.org",                                    # 4
    "members@yazoodeltahealth.org",                                    # 5
    "(601) 555-0153",                                                  # 6 hospital switchboard
    "2200 Bogue Chitto Parkway, Brookhaven, MS 39601",                 # 7 hospital address
    "(601) 555-0154",                                                  # 8 reference lab client services
    "410 Riverwind Industrial Drive, Pearl, MS 39208",                 # 9 reference lab address
    "(601) 555-0155",                                                  # 10 clinic
    "88 Okatibbee Dam Road, Meridian, MS 39305",                       # 11 clinic address
    "1-888-555-0143",                                                  # 12 toll-free member line
    "1-888-555-0144",                                                  # 13 toll-free nurse line
    "+1 601 555 0151",                                                 # 14 member line from abroad
    "https://www.yazoodeltahealth.org",                                # 15
    "infectionprevention@yazoodeltahealth.org",                        # 16
    "quality@yazoodeltahealth.org",                                    # 17
    "irb@yazoodeltahealth.org",                                        # 18
    "careers@yazoodeltahealth.org",                                    # 19
    "media@yazoodeltahealth.org",                                      # 20
    "(601) 555-0156",                                                  # 21 media line
    "providerrelations@yazoodeltahealth.org",                          # 22
    "(601) 555-0157",                                                  # 23 provider relations
    "edi@yazoodeltahealth.org",                                        # 24
    "labclient@yazoodeltahealth.org",                                  # 25
    "+44 113 496 0518",                                                # 26 Aire Valley Clinic, Leeds (Ofcom drama range)
    "+1 613 555 0164",                                                 # 27 Clinique Rideau, Ottawa-Gatineau
    "+33 4 65 71 20 38",                                               # 28 Clinique du Val de Saône, Lyon (ARCEP fiction range)
    "+49 69 90009 417",                                                # 29 Klinikum Taunusblick (Bundesnetzagentur drama range)
    "(601) 555-0158",                                                  # 30 radiology scheduling
]
ORG_PAYER_ID = "YDH39"
ORG_RXBIN = "021539"
ORG_RXPCN = "YDHRX"
ORG_RXGRP = "YDH3317"
ORG_EIN = "64-2917405"
ORG_NPIS = (blind5._npi_of("139584027"), blind5._npi_of("162047381"), blind5._npi_of("118830594"))  # noqa: SLF001
STAFF = ("Dr. Leontyne Abernathy-Okoro", "Dr. Ewan Castellanos-Whitfield", "Marguerite Tillotson, RN, CIC",
         "Dr. Ikenna Prejean", "Bettina Sorrells, MT(ASCP)", "Dr. Annika Duplessis-Haddad", "Rosalind Quaye, PharmD",
         "Thaddeus Wigginton, MBA")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V39 = {
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
           "listopada", "grudnia"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "en": blind.MONTHS,
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return {"en_GB": "GB", "en_CA": "CA", "fr_CA": "CA", "fr_FR": "FR", "de_DE": "DE", "it_IT": "IT", "pl_PL": "PL",
            "pt_BR": "BR"}.get(_loc(draw), "US")


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
    return out.replace("555", "565").replace("496", "469")


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _date_words(draw: Draw, day: dt.date, lang: str) -> Any:
    """A date in the text's language: its month names and its numeric order."""
    d, m, y = day.day, day.month, day.year
    short = 1940 <= y < 2000  # a two-digit year only where it cannot be read as this century's
    if lang in ("fr_FR", "fr_CA"):
        month = MONTHS_V39["fr"][m - 1]
        first = "1er" if d == 1 else str(d)
        options = [f"{first} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}"] + ([f"{d:02d}/{m:02d}/{y % 100:02d}"] if short else [])
        if lang == "fr_CA":
            options += [f"{y}-{m:02d}-{d:02d}"]
        return draw.pick(options)
    if lang == "de_DE":
        month = MONTHS_V39["de"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}. {month} {y}"] + ([f"{d:02d}.{m:02d}.{y % 100:02d}"] if short else []))
    if lang == "it_IT":
        month = MONTHS_V39["it"][m - 1]
        first = "1°" if d == 1 else str(d)
        return draw.pick([f"{first} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {month[:3]}. {y}"])
    if lang == "pl_PL":
        month = MONTHS_V39["pl"][m - 1]
        return draw.pick([f"{d} {month} {y}", ("", f"{d} {month} {y}", " r."), ("", f"{d:02d}.{m:02d}.{y}", " r."),
                          f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}"])
    if lang == "pt_BR":
        month = MONTHS_V39["pt"][m - 1]
        first = "1º" if d == 1 else str(d)
        return draw.pick([f"{first} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"] + ([f"{d:02d}/{m:02d}/{y % 100:02d}"] if short else []))
    if lang == "es_ES":
        return draw.pick([f"{d} de {MONTHS_V39['es'][m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])
    if lang == "en_GB":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month} {y}", f"{d} {month[:3]} {y}",
                          f"{d:02d}-{month[:3]}-{y}", f"{d:02d}.{m:02d}.{y}"])
    if lang == "en_CA":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d} {month} {y}", f"{y}/{m:02d}/{d:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{d}-{month[:3]}-{y}",
                      f"{m:02d}-{d:02d}-{y}"])


def dob_v39(draw: Draw) -> Any:
    """A date of birth in the text's language (month names, numeric order)."""
    return _date_words(draw, _birth(draw, 1938, 2006), _loc(draw))


def dob_child_v39(draw: Draw) -> Any:
    """A child's date of birth."""
    return _date_words(draw, _birth(draw, 2011, 2024), _loc(draw))


def dob_elder_v39(draw: Draw) -> Any:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1922, 1935), _loc(draw))


def dob_iso_v39(draw: Draw) -> str:
    return _birth(draw, 1940, 2004).isoformat()


def dob_hl7_v39(draw: Draw) -> str:
    return _birth(draw, 1936, 2016).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v39(draw: Draw) -> Any:
    """A recent date of death in the text's language."""
    return _date_words(draw, _death_day(draw), _loc(draw))


def dod_hl7_v39(draw: Draw) -> str:
    day = _death_day(draw)
    return draw.pick([day.strftime("%Y%m%d"), day.strftime("%Y%m%d") + f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"])


def age_v39(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one (at death, if dead)."""
    until: dt.date = draw.cache.get("_death", REFERENCE_DAY)  # type: ignore[assignment]
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 103)
        first = until.replace(year=until.year - age - 1, day=min(until.day, 28)).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    loc = _loc(draw)
    if loc == "de_DE":
        return draw.pick([f"{age} Jahre", f"{age} J.", f"{age}-jährig", f"{age} Jahre alt"])
    if loc == "it_IT":
        return draw.pick([f"{age} anni", f"{age} aa"])
    if loc == "fr_FR":
        return f"{age} ans"
    if loc == "pl_PL":
        return f"{age} {'lata' if age % 10 in (2, 3, 4) and age % 100 not in (12, 13, 14) else 'lat'}"
    if loc == "pt_BR":
        return f"{age} anos"
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = ("ninety" + ("-" + words[age % 10] if age % 10 else "")) if age < 100 else ("a hundred" + (" and " + words[age - 100] if age > 100 else ""))
    return draw.pick([str(age), f"{age} years old", f"aged {age}", spelled, f"{age}yo", f"{age} y/o"] if loc == "en_US"
                     else [f"{age}", f"{age} years old", spelled, f"{age} years"])


def nhs_v39(draw: Draw) -> str:
    """An NHS number: nine digits and a mod-11 check digit (weights 10..2), in the 3-3-4 grouping."""
    while True:
        body = draw.pick(["4", "6", "7"]) + draw.digits(8)
        check = 11 - sum(int(c) * w for c, w in zip(body, range(10, 1, -1))) % 11
        if check == 10:
            continue
        value = body + ("0" if check == 11 else str(check))
        return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]} {value[3:6]} {value[6:]}", value, f"{value[:3]}-{value[3:6]}-{value[6:]}"])


def nino_v39(draw: Draw) -> str:
    """A National Insurance number: an allocated prefix, six digits, a suffix A-D."""
    while True:
        prefix = draw.letters(1, "ABCEGHJKLMNOPRSTWXYZ") + draw.letters(1, "ABCEGHJKLMNPRSTWXYZ")
        if prefix not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    digits = draw.digits(6)
    suffix = draw.pick(list("ABCD"))
    return draw.pick([f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}", f"{prefix}{digits}{suffix}", f"{prefix} {digits} {suffix}",
                      f"{prefix.lower()}{digits}{suffix.lower()}"])


def sin_v39(draw: Draw) -> str:
    """A Canadian social insurance number (Luhn)."""
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    value = body + _luhn(body)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}", value])


def hcn_ca_v39(draw: Draw) -> str:
    """A provincial health card: Ontario (ten digits, Luhn, version code) or Quebec RAMQ (name letters, birth date with
    +50 on the month for women, two digits), Quebec mostly for French-speaking texts."""
    if draw.rng.random() < (0.75 if _loc(draw) == "fr_CA" else 0.25):
        last = (blind2.fold_ascii(draw.fill("last")).upper() + "XXX")[:3]
        first = (blind2.fold_ascii(draw.fill("first")).upper() or "X")[:1]
        born = _birth(draw, 1950, 2006)
        month = born.month + (50 if _sex(draw) == "F" else 0)
        value = f"{last}{first}{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(2)}"
        return draw.pick([f"{value[:4]} {value[4:8]} {value[8:]}", value])
    body = draw.digits(9, first_nonzero=True)
    value = body + _luhn(body)
    version = draw.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")
    return draw.pick([f"{value[:4]}-{value[4:7]}-{value[7:]}-{version}", f"{value[:4]} {value[4:7]} {value[7:]} {version}", f"{value}{version}", value])


_FR_DEPTS = ["69", "75", "13", "33", "59", "31", "44", "67", "06", "38", "2A", "974", "93", "34"]


def nir_v39(draw: Draw) -> str:
    """A French NIR (INSEE number): sex, birth year and month, department and commune, order, and the key 97 - n mod 97."""
    born = _birth(draw, 1938, 2006)
    dept = draw.pick(_FR_DEPTS)
    commune = f"{draw.rng.randint(1, 399):03d}" if len(dept) == 2 else f"{draw.rng.randint(1, 24):02d}"
    order = f"{draw.rng.randint(1, 999):03d}"
    body = f"{1 if _sex(draw) == 'M' else 2}{born.year % 100:02d}{born.month:02d}{dept}{commune}{order}"
    numeric = body.replace("2A", "19").replace("2B", "18")
    key = f"{97 - int(numeric) % 97:02d}"
    value = body + key
    return draw.pick([f"{value[0]} {value[1:3]} {value[3:5]} {value[5:7]} {value[7:10]} {value[10:13]} {value[13:]}", value, f"{value[:13]} {value[13:]}"])


def steuerid_v39(draw: Draw) -> str:
    """A German Steuer-ID: eleven digits, one digit twice among the first ten, check digit ISO 7064 mod 11,10."""
    while True:
        digits = list("0123456789")
        draw.rng.shuffle(digits)
        twice = digits[0]
        chosen = digits[:9] + [twice]
        draw.rng.shuffle(chosen)
        if chosen[0] != "0":
            break
    product = 10
    for char in chosen:
        total = (int(char) + product) % 10 or 10
        product = (total * 2) % 11
    check = (11 - product) % 10
    value = "".join(chosen) + str(check)
    return draw.pick([f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}", value, f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}"])


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
_CF_EVEN = {**{str(n): n for n in range(10)}, **{chr(65 + n): n for n in range(26)}}


def _cf_check(body: str) -> str:
    total = sum((_CF_ODD if index % 2 == 0 else _CF_EVEN)[char] for index, char in enumerate(body))
    return chr(65 + total % 26)


def _cf_part(word: str, first_name: bool) -> str:
    letters = blind2.fold_ascii(word).upper()
    consonants = [c for c in letters if c not in "AEIOU"]
    vowels = [c for c in letters if c in "AEIOU"]
    if first_name and len(consonants) >= 4:
        consonants = [consonants[0], consonants[2], consonants[3]]
    return ("".join(consonants + vowels) + "XXX")[:3]


def cf_v39(draw: Draw) -> str:
    """An Italian codice fiscale from the text's own name and birth date: day +40 for women, a Belfiore code, the check letter."""
    born = _birth(draw, 1930, 2006)
    day = born.day + (40 if _sex(draw) == "F" else 0)
    place = draw.pick(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736", "A662", "C351", "E506"])
    body = f"{_cf_part(draw.fill('last'), False)}{_cf_part(draw.fill('first'), True)}{born.year % 100:02d}{'ABCDEHLMPRST'[born.month - 1]}{day:02d}{place}"
    value = body + _cf_check(body)
    return draw.pick([value, value, value, value.lower()])


def pesel_v39(draw: Draw) -> str:
    """A Polish PESEL from the text's birth date: month +20 after 1999, sex in the tenth digit, weighted check."""
    born = _birth(draw, 1935, 2008)
    month = born.month + (20 if born.year >= 2000 else 0)
    serial = draw.digits(3) + draw.pick(list("02468" if _sex(draw) == "F" else "13579"))
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{serial}"
    check = (10 - sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
    return body + str(check)


def cpf_v39(draw: Draw) -> str:
    """A Brazilian CPF: nine digits and two mod-11 check digits, dotted or plain."""
    while True:
        body = draw.digits(9)
        if len(set(body)) > 1:
            break
    for length in (9, 10):
        remainder = sum(int(c) * w for c, w in zip(body, range(length + 1, 1, -1))) % 11
        body += "0" if remainder < 2 else str(11 - remainder)
    return draw.pick([f"{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9:]}", f"{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9:]}", body,
                      f"{body[:9]}-{body[9:]}"])


def kvnr_v39(draw: Draw) -> str:
    """A German health-insurance number (KVNR): a letter, eight digits, a check digit over the letter's two digits."""
    letter = draw.letters(1)
    body = draw.digits(8, first_nonzero=True)
    digits = f"{ord(letter) - 64:02d}{body}"
    total = 0
    for index, char in enumerate(digits):
        product = int(char) * (1 if index % 2 == 0 else 2)
        total += product // 10 + product % 10
    return draw.pick([f"{letter}{body}{total % 10}", f"{letter} {body}{total % 10}"])


def anumber_v39(draw: Draw) -> str:
    """An alien registration number as resettlement forms print it."""
    body = "2" + draw.digits(8)
    return draw.pick([f"A{body}", f"A-{body}", f"A{body[:3]}-{body[3:6]}-{body[6:]}", f"A# {body}"])


def medicaid_ms_v39(draw: Draw) -> str:
    """A Mississippi Medicaid ID: nine digits as printed on the card or typed."""
    value = draw.digits(9, first_nonzero=True)
    return draw.pick([value, f"{value[:3]}-{value[3:6]}-{value[6:]}", f"{value[:3]} {value[3:6]} {value[6:]}"])


def member_v39(draw: Draw) -> str:
    """This plan's member ID: YDC, eight digits, a two-digit suffix."""
    body = draw.digits(8, first_nonzero=True)
    suffix = f"{draw.rng.randint(1, 5):02d}"
    return draw.pick([f"YDC{body}{suffix}", f"YDC {body[:4]} {body[4:]} {suffix}", f"YDC-{body}-{suffix}", f"ydc{body}{suffix}", f"YDC{body}"])


def member_x12_v39(draw: Draw) -> str:
    return f"YDC{draw.digits(8, first_nonzero=True)}{draw.rng.randint(1, 5):02d}"


def pmi_v39(draw: Draw) -> str:
    """A UK private medical insurance membership number."""
    return draw.pick([f"{draw.digits(8, True)}", f"PMI-{draw.digits(4, True)}-{draw.digits(4)}-{draw.rng.randint(1, 4):02d}",
                      f"{draw.letters(2)}{draw.digits(7, True)}", f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


def mrn_v39(draw: Draw) -> str:
    """A hospital record number of the text's country."""
    country = _country(draw)
    if country == "PL":
        return draw.pick([f"{draw.rng.randint(1, 9999)}/{draw.rng.randint(2024, 2026)}", f"KG {draw.digits(5)}/{draw.rng.randint(24, 26)}"])
    if country == "GB":
        return draw.pick([f"RR8{draw.digits(7)}", f"{draw.letters(1)}{draw.digits(6)}"])
    return draw.pick([f"BC{draw.digits(7)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(3)}", f"E{draw.digits(8)}", f"OLF-{draw.digits(6)}",
                      draw.digits(8, True)])


def jail_no_v39(draw: Draw) -> str:
    return draw.pick([f"{draw.rng.randint(2024, 2026)}-{draw.digits(5)}", f"HCDC{draw.digits(6)}", f"J{draw.digits(7)}"])


def mdoc_v39(draw: Draw) -> str:
    return draw.pick([f"{draw.letters(1)}{draw.digits(4, True)}", f"{draw.digits(6, True)}", f"{draw.letters(1)}{draw.digits(5, True)}"])


def ssn_v39(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area) as typed on forms."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}", value])


def ssn_plain_v39(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


# ---- accounts and cards ------------------------------------------------------------------------------------------
def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _group4(value: str) -> str:
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def iban_v39(draw: Draw) -> str:
    """An IBAN of the text's country: French (RIB key), German, Italian (CIN), Polish (sort-code check) or British."""
    country = {"FR": "FR", "DE": "DE", "IT": "IT", "PL": "PL"}.get(_country(draw), "GB")
    if country == "FR":
        bank, branch, account = draw.pick(["30004", "30003", "20041", "10278", "30002", "17515"]), draw.digits(5), draw.digits(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
        bban = f"{bank}{branch}{account}{key:02d}"
    elif country == "DE":
        bban = draw.pick(["37040044", "10020030", "50010517", "70150000", "20050550", "12030000", "60050101"]) + draw.digits(10)
    elif country == "IT":
        rest = draw.pick(["03069", "02008", "05034", "03111", "01030"]) + draw.digits(5) + draw.digits(12)
        cin = _cf_check(rest)
        bban = cin + rest
    elif country == "PL":
        head = draw.pick(["1020", "1090", "1140", "1240", "1050", "1160"]) + draw.digits(3)
        head += str((10 - sum(int(c) * w for c, w in zip(head, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10)
        bban = head + draw.digits(16)
    else:
        bban = draw.pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + draw.digits(6) + draw.digits(8)
    iban = _iban(country, bban)
    if country == "PL" and draw.rng.random() < 0.4:  # the domestic NRB, as Polish statements print it
        return f"{iban[2:4]} {_group4(iban[4:])}"
    return _group4(iban) if draw.rng.random() < 0.7 else iban


def uk_sortacct_v39(draw: Draw) -> str:
    """A UK sort code and account number on one line."""
    sort = f"{draw.pick(['20', '40', '30', '60', '09', '77', '83'])}-{draw.digits(2)}-{draw.digits(2)}"
    account = draw.digits(8, first_nonzero=True)
    return draw.pick([f"{sort} / {account}", f"{sort} {account}", f"{sort.replace('-', '')} {account}", f"{sort}, {account}"])


def acct_v39(draw: Draw) -> str:
    """A bank account of a US or Canadian text: a checking number, or transit-institution-account."""
    if _country(draw) == "CA":
        transit, institution = draw.digits(5), draw.pick(["001", "002", "003", "004", "006", "815"])
        account = draw.digits(7, True)
        return draw.pick([f"{transit}-{institution}-{account}", f"{institution}-{transit}-{account}", f"{transit} {institution} {account}"])
    return acct_us_v39(draw)


def acct_us_v39(draw: Draw) -> str:
    value = draw.digits(draw.pick([10, 12, 9]), first_nonzero=True)
    return draw.pick([value, f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:3]}-{value[3:]}"])


def br_conta_v39(draw: Draw) -> str:
    """A Brazilian branch (agência) and current account with its check digit, as one line."""
    agencia = draw.digits(4, True)
    conta = draw.digits(draw.pick([5, 6, 8]), True)
    dv = draw.pick(list("0123456789X"))
    return draw.pick([f"ag. {agencia}, c/c {conta}-{dv}", f"agência {agencia} conta {conta}-{dv}", f"{agencia} / {conta}-{dv}"])


def card_v39(draw: Draw) -> str:
    """An American Express (34/37, 4-6-5) or Maestro (12-19 digits) printing with a valid Luhn digit."""
    if draw.rng.random() < (0.35 if _country(draw) in ("GB", "DE", "IT", "PL", "FR") else 0.65):
        body = draw.pick(["34", "37"]) + draw.digits(12)
        number = body + _luhn(body)
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]}-{number[4:10]}-{number[10:]}", number])
    length = draw.pick([16, 16, 18, 19])
    body = draw.pick(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"]) + draw.digits(length - 5)
    number = body + _luhn(body)
    if length == 16:
        return draw.pick([_group4(number), number, "-".join(number[i:i + 4] for i in range(0, 16, 4))])
    return draw.pick([_group4(number), number, f"{number[:6]} {number[6:]}"])


# ---- addresses ---------------------------------------------------------------------------------------------------
_MS_TOWNS = [("Jackson", "39206"), ("Jackson", "39211"), ("Hattiesburg", "39401"), ("Tupelo", "38801"), ("Gulfport", "39503"),
             ("Biloxi", "39530"), ("Meridian", "39301"), ("Oxford", "38655"), ("Starkville", "39759"), ("Columbus", "39701"),
             ("Vicksburg", "39180"), ("Greenville", "38701"), ("Brookhaven", "39601"), ("McComb", "39648")]
_MS_STREETS = ["Old Canton Rd", "Highway 51 N", "Magnolia St", "Hardy St", "Pass Rd", "Lakeland Dr", "Cliff Gookin Blvd",
               "N Lamar Blvd", "Louisville St", "Washington St", "Bienville Blvd", "Robinson Rd", "County Road 409"]
_UK_TOWNS = [("Leeds", "LS6"), ("Manchester", "M14"), ("Birmingham", "B29"), ("Bristol", "BS7"), ("Newcastle upon Tyne", "NE6"),
             ("Cardiff", "CF24"), ("Glasgow", "G12"), ("Sheffield", "S11"), ("Norwich", "NR2"), ("Bradford", "BD9")]
_UK_STREETS = ["Alder Road", "Victoria Terrace", "Grange Avenue", "St Mark's Close", "Moorland Drive", "Church Lane",
               "Station Road", "Beech Grove", "Wellington Street", "Hawthorn Crescent"]
_CA_TOWNS = [("Toronto", "ON", "M4J"), ("Ottawa", "ON", "K1S"), ("Hamilton", "ON", "L8P"), ("Montréal", "QC", "H2X"),
             ("Gatineau", "QC", "J8Y"), ("Québec", "QC", "G1R"), ("Sherbrooke", "QC", "J1H"), ("London", "ON", "N6A")]
_FR_TOWNS = [("69003", "Lyon"), ("13005", "Marseille"), ("31400", "Toulouse"), ("59000", "Lille"), ("44000", "Nantes"),
             ("67000", "Strasbourg"), ("33800", "Bordeaux"), ("38100", "Grenoble"), ("93200", "Saint-Denis"), ("34070", "Montpellier")]
_FR_STREETS = ["rue des Lilas", "avenue Jean-Jaurès", "boulevard Gambetta", "rue Victor-Hugo", "impasse des Acacias",
               "rue de la République", "chemin du Moulin", "allée des Tilleuls"]
_DE_TOWNS = [("50674", "Köln"), ("80331", "München"), ("10115", "Berlin"), ("60311", "Frankfurt am Main"), ("20095", "Hamburg"),
             ("70173", "Stuttgart"), ("04109", "Leipzig"), ("44135", "Dortmund"), ("90402", "Nürnberg"), ("65183", "Wiesbaden")]
_DE_STREETS = ["Lindenstraße", "Am Mühlbach", "Hauptstr.", "Goethestraße", "Bahnhofstraße", "Kirchweg", "Schillerplatz",
               "Eichendorffstraße", "Im Wiesengrund"]
_IT_TOWNS = [("20121", "Milano", "MI"), ("10123", "Torino", "TO"), ("00185", "Roma", "RM"), ("80138", "Napoli", "NA"),
             ("40126", "Bologna", "BO"), ("50122", "Firenze", "FI"), ("90133", "Palermo", "PA"), ("37121", "Verona", "VR")]
_IT_STREETS = ["Via Giuseppe Garibaldi", "Corso Vittorio Emanuele II", "Via Roma", "Viale dei Mille", "Piazza Cavour",
               "Via della Repubblica", "Via San Francesco", "Via Mazzini"]
_PL_TOWNS = [("00-238", "Warszawa"), ("31-864", "Kraków"), ("61-001", "Poznań"), ("80-283", "Gdańsk"), ("50-043", "Wrocław"),
             ("90-136", "Łódź"), ("20-072", "Lublin"), ("40-017", "Katowice")]
_PL_STREETS = ["ul. Długa", "ul. Mickiewicza", "al. Jana Pawła II", "ul. Kościuszki", "ul. Polna", "os. Słoneczne",
               "ul. Ogrodowa", "ul. 3 Maja"]
_BR_TOWNS = [("Laranjeiras", "Rio de Janeiro", "RJ", "22240"), ("Pinheiros", "São Paulo", "SP", "05422"),
             ("Savassi", "Belo Horizonte", "MG", "30140"), ("Boa Viagem", "Recife", "PE", "51020"), ("Centro", "Curitiba", "PR", "80020"),
             ("Meireles", "Fortaleza", "CE", "60165")]
_BR_STREETS = ["Rua das Laranjeiras", "Av. Paulista", "Rua Pernambuco", "Rua Voluntários da Pátria", "Av. Boa Viagem", "Rua XV de Novembro"]


def addr_v39(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    rng, country = draw.rng, _country(draw)
    if country == "GB":
        town, outward = draw.pick(_UK_TOWNS)
        postcode = f"{outward} {rng.randint(1, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        street = f"{rng.randint(1, 180)} {draw.pick(_UK_STREETS)}"
        if rng.random() < 0.35:
            street = f"Flat {rng.randint(1, 24)}, {street}"
        return draw.pick([f"{street}\n{town}\n{postcode}", f"{street}, {town} {postcode}", f"{street}, {town.upper()}, {postcode}"])
    if country == "CA":
        town, province, fsa = draw.pick([t for t in _CA_TOWNS if (t[1] == "QC") == (_loc(draw) == "fr_CA")] or _CA_TOWNS)
        postcode = f"{fsa} {rng.randint(1, 9)}{draw.letters(1, 'ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(1, 9)}"
        if province == "QC":
            street = f"{rng.randint(10, 9800)}, {draw.pick(['rue Saint-Denis', 'boulevard Saint-Joseph', 'rue des Érables', 'avenue du Parc', 'rue Principale'])}"
            street += draw.pick(["", f", app. {rng.randint(1, 30)}"])
            return draw.pick([f"{street}\n{town} (Québec)  {postcode}", f"{street}, {town} QC {postcode}"])
        street = f"{draw.pick(['', f'{rng.randint(1, 40)}-', f'Unit {rng.randint(1, 40)}, '])}{rng.randint(10, 2400)} {draw.pick(['Danforth Ave', 'Bank St', 'Elm St', 'Queen St E', 'Wharncliffe Rd S'])}"
        return draw.pick([f"{street}, {town} ON {postcode}", f"{street}\n{town}, Ontario  {postcode}"])
    if country == "FR":
        cp, town = draw.pick(_FR_TOWNS)
        number = f"{rng.randint(1, 140)}{draw.pick(['', '', ' bis', ' ter'])}"
        street = f"{number}, {draw.pick(_FR_STREETS)}" if rng.random() < 0.6 else f"{number} {draw.pick(_FR_STREETS)}"
        extra = draw.pick(["", "", f"Bât. {draw.letters(1, 'ABCD')}, appt {rng.randint(1, 60)}, ", f"Résidence les {draw.pick(['Tilleuls', 'Cèdres', 'Glycines'])}, "])
        return draw.pick([f"{extra}{street}\n{cp} {town}", f"{extra}{street}, {cp} {town}", f"{extra}{street}, {cp} {town.upper()}"])
    if country == "DE":
        plz, town = draw.pick(_DE_TOWNS)
        street = f"{draw.pick(_DE_STREETS)} {rng.randint(1, 120)}{draw.pick(['', '', 'a', 'b'])}"
        extra = draw.pick(["", "", f", {rng.randint(1, 5)}. OG"])
        return draw.pick([f"{street}{extra}\n{plz} {town}", f"{street}{extra}, {plz} {town}"])
    if country == "IT":
        cap, town, prov = draw.pick(_IT_TOWNS)
        street = f"{draw.pick(_IT_STREETS)} {rng.randint(1, 220)}{draw.pick(['', '', '/A', ', int. ' + str(rng.randint(1, 20)), ', scala B'])}"
        return draw.pick([f"{street}, {cap} {town} ({prov})", f"{street}\n{cap} {town} {prov}", f"{street} - {cap} {town.upper()}"])
    if country == "PL":
        code, town = draw.pick(_PL_TOWNS)
        street = f"{draw.pick(_PL_STREETS)} {rng.randint(1, 160)}"
        street += draw.pick(["", f"/{rng.randint(1, 90)}", f" m. {rng.randint(1, 90)}", f" lok. {rng.randint(1, 40)}"])
        return draw.pick([f"{street}\n{code} {town}", f"{street}, {code} {town}"])
    if country == "BR":
        bairro, city, uf, cep = draw.pick(_BR_TOWNS)
        street = f"{draw.pick(_BR_STREETS)}, {rng.randint(10, 2800)}{draw.pick(['', f', apto {rng.randint(11, 1204)}', f', casa {rng.randint(1, 9)}', f', bloco B, apto {rng.randint(11, 304)}'])}"
        cep_full = f"{cep}-{draw.digits(3)}"
        return draw.pick([f"{street} - {bairro}, {city} - {uf}, {cep_full}", f"{street}\n{bairro} - {city}/{uf}\nCEP {cep_full}"])
    town, zip_code = draw.pick(_MS_TOWNS)
    street = f"{rng.randint(10, 9899)} {draw.pick(_MS_STREETS)}{draw.pick(['', '', '', f' Apt {rng.randint(1, 40)}', f' Lot {rng.randint(1, 90)}'])}"
    return draw.pick([f"{street}, {town}, MS {zip_code}", f"{street}\n{town}, MS {zip_code}", f"{street} {town} MS {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}, {town.upper()} MS {zip_code}"])


def addr_line_v39(draw: Draw) -> str:
    """A Mississippi address on one line (a JSON text field)."""
    town, zip_code = draw.pick(_MS_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_MS_STREETS)}, {town}, MS {zip_code}"


def addr_hl7_v39(draw: Draw) -> str:
    """A Mississippi address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_MS_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_MS_STREETS)}^{draw.pick(['', '', 'Apt ' + str(draw.rng.randint(1, 30))])}^{town}^MS^{zip_code}^USA^H"


# ---- phones ------------------------------------------------------------------------------------------------------
def _us_exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_v39(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    rng, country = draw.rng, _country(draw)
    if country == "GB":
        if rng.random() < 0.6:
            rest = draw.pick(["7", "8", "9", "5", "4"]) + draw.digits(2) + " " + _sub(draw, 6)
            mobile = f"07{rest}"
            return draw.pick([mobile, mobile.replace(" ", ""), f"+44 {mobile[1:]}", f"+44 (0){mobile[1:]}"])
        area, length = draw.pick([("020", 8), ("0161", 7), ("0113", 7), ("0121", 7), ("0117", 7), ("0141", 7), ("0114", 7), ("029", 8)])
        local = _sub(draw, length)
        printed = f"{local[:4]} {local[4:]}" if length == 8 else f"{local[:3]} {local[3:]}"
        return draw.pick([f"{area} {printed}", f"({area}) {printed}", f"+44 {area[1:]} {printed}"])
    if country == "CA":
        area = draw.pick(["416", "647", "613", "343", "514", "438", "819", "418", "519"])
        exchange, line = _us_exchange(draw), draw.digits(4)
        if _loc(draw) == "fr_CA":
            return draw.pick([f"{area} {exchange}-{line}", f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1 {area} {exchange}-{line}"])
        return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1 {area} {exchange} {line}", f"{area}.{exchange}.{line}"])
    if country == "FR":
        if rng.random() < 0.6:
            nsn = draw.pick(["6", "7"]) + draw.digits(8)
        else:
            nsn = draw.pick(["1", "4", "5", "2", "3"]) + _sub(draw, 2) + draw.digits(6)
        pairs = " ".join(nsn[1:][i:i + 2] for i in range(0, 8, 2))
        return draw.pick([f"0{nsn[0]} {pairs}", f"0{nsn[0]}.{pairs.replace(' ', '.')}", f"+33 {nsn[0]} {pairs}", f"0{nsn}", f"+33 (0){nsn[0]} {pairs}"])
    if country == "DE":
        if rng.random() < 0.55:
            prefix = draw.pick(["151", "152", "157", "160", "162", "170", "171", "172", "173", "176", "178"])
            rest = _sub(draw, draw.pick([7, 8]))
            return draw.pick([f"0{prefix} {rest}", f"0{prefix}/{rest}", f"+49 {prefix} {rest}", f"0{prefix}-{rest[:3]} {rest[3:]}"])
        area, length = draw.pick([("30", 8), ("89", 7), ("40", 8), ("221", 7), ("69", 8), ("711", 7), ("341", 7), ("911", 7)])
        local = _sub(draw, length)
        return draw.pick([f"0{area} {local}", f"(0{area}) {local}", f"+49 {area} {local}", f"0{area}/{local[:-2]}-{local[-2:]}"])
    if country == "IT":
        if rng.random() < 0.65:
            prefix = draw.pick(["320", "328", "329", "333", "338", "339", "340", "347", "348", "349", "366", "392"])
            rest = draw.digits(7)
            return draw.pick([f"{prefix} {rest[:3]} {rest[3:]}", f"+39 {prefix} {rest}", f"{prefix}{rest}", f"{prefix}-{rest}", f"+39 {prefix} {rest[:3]} {rest[3:]}"])
        area = draw.pick(["02", "06", "011", "051", "055", "081", "091", "045"])
        local = _sub(draw, 8 if len(area) == 2 else 7)
        return draw.pick([f"{area} {local[:4]} {local[4:]}", f"{area} {local}", f"+39 {area} {local}", f"{area}/{local}"])
    if country == "PL":
        if rng.random() < 0.65:
            nsn = draw.pick(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) + draw.digits(7)
            return draw.pick([f"{nsn[:3]} {nsn[3:6]} {nsn[6:]}", f"+48 {nsn[:3]} {nsn[3:6]} {nsn[6:]}", nsn, f"+48 {nsn[:3]}-{nsn[3:6]}-{nsn[6:]}",
                              f"{nsn[:3]}-{nsn[3:6]}-{nsn[6:]}"])
        area = draw.pick(["22", "12", "61", "58", "71", "42", "81", "32"])
        local = _sub(draw, 7)
        return draw.pick([f"{area} {local[:3]} {local[3:5]} {local[5:]}", f"({area}) {local[:3]} {local[3:5]} {local[5:]}", f"+48 {area} {local[:3]} {local[3:5]} {local[5:]}"])
    if country == "BR":
        ddd = draw.pick(["11", "21", "31", "41", "81", "85", "61"])
        if rng.random() < 0.7:
            local = "9" + draw.pick(["6", "7", "8", "9"]) + draw.digits(7)
            return draw.pick([f"({ddd}) {local[:5]}-{local[5:]}", f"+55 {ddd} {local[:5]}-{local[5:]}", f"{ddd} {local[:5]} {local[5:]}", f"({ddd}){local}"])
        local = draw.pick(["2", "3"]) + draw.digits(7)
        return draw.pick([f"({ddd}) {local[:4]}-{local[4:]}", f"+55 {ddd} {local[:4]}-{local[4:]}"])
    area = draw.pick(["601", "601", "769", "662", "228"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}"])


def phone_hl7_v39(draw: Draw) -> str:
    return f"({draw.pick(['601', '662', '228', '769'])}){_us_exchange(draw)}-{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"GB": ["btinternet.com", "sky.com", "hotmail.co.uk", "yahoo.co.uk", "gmail.com", "virginmedia.com"],
                  "CA": ["videotron.ca", "rogers.com", "bell.net", "sympatico.ca", "gmail.com"],
                  "FR": ["orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "wanadoo.fr"],
                  "DE": ["gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com"],
                  "IT": ["libero.it", "virgilio.it", "tiscali.it", "alice.it", "gmail.com"],
                  "PL": ["wp.pl", "o2.pl", "interia.pl", "onet.pl", "gmail.com"],
                  "BR": ["uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com"],
                  "US": ["bellsouth.net", "att.net", "cableone.net", "gmail.com", "yahoo.com", "icloud.com"]}


def _local(draw: Draw) -> str:
    first = blind2.fold_ascii(draw.fill("first")) or "kim"
    last = blind2.fold_ascii(draw.fill("last")) or "lee"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(70, 99)}", f"{first}{draw.rng.randint(1960, 2006)}"])


def email_plain_v39(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_EMAIL_DOMAINS[_country(draw)])}"


def email_v39(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers in its language."""
    country = _country(draw)
    local, domain = _local(draw), draw.pick(_EMAIL_DOMAINS[country])
    name, _, tld = domain.partition(".")
    style = draw.rng.random()
    if style < 0.15:
        word = {"FR": ("arobase", "point"), "IT": ("chiocciola", "punto"), "PL": ("małpa", "kropka"), "DE": ("at", "punkt"),
                "BR": ("arroba", "ponto")}.get(country, ("at", "dot"))
        if country == "CA" and _loc(draw) == "fr_CA":
            word = ("arobas", "point")
        return f"{local} {word[0]} {name} {word[1]} {tld.replace('.', ' ' + word[1] + ' ')}"
    if style < 0.25:
        return f"{local}[at]{domain}"
    if style < 0.32:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def ip_v39(draw: Draw) -> str:
    """A public address of a home or mobile connection (never a private, shared or documentation range)."""
    if draw.rng.random() < 0.3:
        prefix = draw.pick(["2600:1700", "2601:5c2", "2a02:c7f", "2a01:e0a", "2003:e6", "2a00:23c5", "2607:fb90"])
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick([24, 47, 68, 73, 76, 98, 99, 107, 162, 174, 184, 208, 31, 81, 86, 89, 93, 151])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = ".") -> str:
    return f"{blind2.fold_ascii(draw.fill('first')) or 'kim'}{sep}{blind2.fold_ascii(draw.fill('last')) or 'lee'}"


def social_url_v39(draw: Draw) -> str:
    """A public social-media profile of the person."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw)}.{draw.rng.randint(1, 999)}", f"https://www.instagram.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}/",
                      f"https://www.tiktok.com/@{_slug(draw, '')}{draw.rng.randint(10, 999)}", f"facebook.com/{_slug(draw)}"])


def profile_url_v39(draw: Draw) -> str:
    """A profile opened in the person's name."""
    return draw.pick([f"https://www.facebook.com/profile.php?id=1000{draw.digits(11)}", f"https://www.linkedin.com/in/{_slug(draw, '-')}-{draw.letters(6, string.ascii_lowercase + string.digits)}",
                      f"https://www.instagram.com/{_slug(draw, '.')}.official/", f"https://x.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}"])


def blog_url_v39(draw: Draw) -> str:
    """A family member's blog or page about the person's care."""
    last = blind2.fold_ascii(draw.fill("last")) or "lee"
    first = blind2.fold_ascii(draw.fill("first")) or "kim"
    return draw.pick([f"https://justicefor{first}{last}.wordpress.com", f"https://{last}familydiary.blogspot.com/{draw.rng.randint(2024, 2026)}/",
                      f"https://medium.com/@{first}.{last}/what-happened-to-mum", f"https://www.facebook.com/groups/justicefor{first}{last}"])


def plate_v39(draw: Draw) -> str:
    """A number plate of the text's country in its current series."""
    country = _country(draw)
    if country == "FR":
        alphabet = "ABCDEFGHJKLMNPQRSTVWXYZ"
        return draw.pick([f"{draw.letters(2, alphabet)}-{draw.digits(3, True)}-{draw.letters(2, alphabet)}", f"{draw.letters(2, alphabet)} {draw.digits(3, True)} {draw.letters(2, alphabet)}"])
    if country == "CA":
        if _loc(draw) == "fr_CA":
            return f"{draw.letters(1)}{draw.digits(2)} {draw.letters(3)}"
        return draw.pick([f"{draw.letters(4)} {draw.digits(3)}", f"{draw.letters(3)} {draw.digits(3)}"])
    if country == "GB":
        return f"{draw.letters(2, 'ABCDEFGHKLMNOPRSVWY')}{draw.pick(['15', '18', '19', '21', '22', '68', '70', '72', '73', '24'])} {draw.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"
    if country == "DE":
        return f"{draw.pick(['K', 'M', 'B', 'F', 'HH', 'S', 'L', 'WI'])}-{draw.letters(2)} {draw.rng.randint(1, 9999)}"
    if country == "IT":
        return f"{draw.letters(2)} {draw.digits(3)}{draw.letters(2)}"
    if country == "PL":
        return draw.pick([f"W{draw.letters(1)} {draw.digits(5)}", f"K{draw.letters(1)} {draw.digits(1)}{draw.letters(1)}{draw.digits(3)}"])
    return draw.pick([f"{draw.letters(3)} {draw.digits(4)}", f"{draw.letters(3)}{draw.digits(3)}", f"MS {draw.letters(2)}{draw.digits(4)}", f"{draw.letters(2)}{draw.digits(1)} {draw.digits(4)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("mbi_new", "ssn_typed", "ssn_x12", "ssn_hl7", "dob_x12", "email_plain", "ip_public",
                                            "phone_e164")},
    "dob_v39": dob_v39, "dob_child_v39": dob_child_v39, "dob_elder_v39": dob_elder_v39, "dob_iso_v39": dob_iso_v39,
    "dob_hl7_v39": dob_hl7_v39, "dod_v39": dod_v39, "dod_hl7_v39": dod_hl7_v39, "age_v39": age_v39, "nhs_v39": nhs_v39,
    "nino_v39": nino_v39, "sin_v39": sin_v39, "hcn_ca_v39": hcn_ca_v39, "nir_v39": nir_v39, "steuerid_v39": steuerid_v39,
    "cf_v39": cf_v39, "pesel_v39": pesel_v39, "cpf_v39": cpf_v39, "kvnr_v39": kvnr_v39, "anumber_v39": anumber_v39,
    "medicaid_ms_v39": medicaid_ms_v39, "member_v39": member_v39, "member_x12_v39": member_x12_v39, "pmi_v39": pmi_v39,
    "mrn_v39": mrn_v39, "jail_no_v39": jail_no_v39, "mdoc_v39": mdoc_v39, "ssn_v39": ssn_v39, "ssn_plain_v39": ssn_plain_v39,
    "iban_v39": iban_v39, "uk_sortacct_v39": uk_sortacct_v39, "acct_v39": acct_v39, "acct_us_v39": acct_us_v39,
    "br_conta_v39": br_conta_v39, "card_v39": card_v39, "addr_v39": addr_v39, "addr_line_v39": addr_line_v39,
    "addr_hl7_v39": addr_hl7_v39, "phone_v39": phone_v39, "phone_hl7_v39": phone_hl7_v39, "email_v39": email_v39,
    "email_plain_v39": email_plain_v39, "ip_v39": ip_v39, "social_url_v39": social_url_v39, "profile_url_v39": profile_url_v39,
    "blog_url_v39": blog_url_v39, "plate_v39": plate_v39,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int, key_length: int = 12, sep: str = "\n") -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: sep.join(blind17._distinct_rows(d, options, count, key_length=key_length))  # noqa: SLF001


def _table(make_row: Callable[[Draw], str], count: int, sep: str = "\n") -> Callable[[Draw], str]:
    """A filler printing `count` table rows from `make_row` whose first fields differ: a table lists each item once."""
    def fill(d: Draw) -> str:
        rows: list[str] = []
        keys: set[str] = set()
        while len(rows) < count:
            row = make_row(d)
            key = re.split(r" \| |: |,| \(", row, maxsplit=1)[0]
            if key not in keys:
                keys.add(key)
                rows.append(row)
        return sep.join(rows)
    return fill


def _monthly(make_row: Callable[[Draw, int], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` rows for consecutive months."""
    def fill(d: Draw) -> str:
        start = d.rng.randint(0, 12 - count)
        return "\n".join(make_row(d, month) for month in range(start, start + count))
    return fill


_WOUND = [("Alginate", "calcium alginate, 4x4 in", "A6197"), ("Alginate", "calcium alginate rope, 12 in", "A6199"),
          ("Foam", "silicone border foam, 6x6 in", "A6213"), ("Foam", "foam, no border, 4x4 in", "A6209"),
          ("Hydrocolloid", "hydrocolloid, 4x4 in", "A6234"), ("Hydrogel", "hydrogel sheet, 4x4 in", "A6242"),
          ("Hydrogel", "amorphous hydrogel, per oz", "A6248"), ("Collagen", "collagen dressing, 2x2 in", "A6021"),
          ("Gauze", "impregnated gauze, 4x4 in", "A6222"), ("Composite", "composite dressing, 6x6 in", "A6204"),
          ("Transparent film", "film, 4x4.75 in", "A6257"), ("Compression", "two-layer compression kit", "A6545")]


def _wound_row(d: Draw) -> str:
    category, product, hcpcs = d.pick(_WOUND)
    return (f"{category} | {product} | {hcpcs} | {d.pick(['16 sq in', '36 sq in', '48 sq in', 'per unit'])} | "
            f"{d.pick(['preferred', 'preferred', 'covered', 'PA required', 'non-formulary'])} | {d.pick(['12', '15', '30', '45', '60'])}")


def _wound_csv_row(d: Draw) -> str:
    _, product, hcpcs = d.pick(_WOUND)
    return f"{hcpcs},\"{product}\",{d.pick(['16', '36', '48', '0'])},{d.rng.randint(1, 3)},{d.pick(['N', 'N', 'Y'])},{d.pick(['15', '30', '60'])},{d.fill('eff_iso')}"


_SENDOUT = [("VD25", "Vitamin D, 25-hydroxy (LC-MS/MS)", "82306", "serum, 1 mL", "refrigerated", "2-4 d"),
            ("CELP", "Celiac panel (tTG-IgA, total IgA)", "86364, 82784", "serum, 1 mL", "refrigerated", "3-5 d"),
            ("HMBL", "Heavy metals panel, blood", "83655, 83825, 82175", "whole blood, royal blue", "ambient", "5-7 d"),
            ("CGA", "Chromogranin A", "86316", "serum, frozen", "frozen", "4-6 d"),
            ("QFTP", "QuantiFERON-TB Gold Plus", "86480", "4 tubes, 1 mL each", "ambient, <16 h", "2-3 d"),
            ("FLC", "Free light chains, kappa/lambda", "83883 x2", "serum, 1 mL", "refrigerated", "1-3 d"),
            ("JAK2", "JAK2 V617F mutation", "81270", "whole blood, EDTA", "refrigerated", "7-10 d"),
            ("ACHR", "Acetylcholine receptor binding Ab", "86041", "serum, 2 mL", "refrigerated", "5-8 d"),
            ("HLAB", "HLA-B*27 typing", "81374", "whole blood, ACD", "ambient", "4-7 d"),
            ("CALP", "Calprotectin, stool", "83993", "stool, 5 g", "refrigerated", "3-5 d")]


def _sendout_row(d: Draw) -> str:
    code, name, cpt, specimen, transport, tat = d.pick(_SENDOUT)
    return f"{code} | {name} | {cpt} | {specimen} | {transport} | {tat}"


_UNITS = ["ED", "ICU", "MICU", "4 West Med-Surg", "5 East Ortho", "Step-down", "Oncology", "L&D", "NICU", "Rehab", "Telemetry", "PACU"]


def _bcx_row(d: Draw) -> str:
    drawn = d.rng.randint(90, 1400)
    contaminated = d.rng.randint(0, max(1, drawn // 25))
    return f"{d.pick(_UNITS)} | {drawn} | {contaminated} | {100 * contaminated / drawn:.1f}% | <3.0%"


def _bcx_csv_row(d: Draw) -> str:
    drawn = d.rng.randint(60, 900)
    contaminated = d.rng.randint(0, max(1, drawn // 30))
    return f"{d.fill('year')}-{d.rng.randint(1, 12):02d},{d.pick(_UNITS).replace(' ', '_')},{drawn},{contaminated},{100 * contaminated / drawn:.2f},{d.rng.randint(40, 98)}"


_ORGS = ["E. coli", "K. pneumoniae", "P. mirabilis", "P. aeruginosa", "E. cloacae complex", "S. aureus (MSSA)", "S. aureus (MRSA)",
         "E. faecalis", "K. oxytoca", "S. marcescens"]


def _abx_row(d: Draw) -> str:
    values = [d.pick(["-", str(d.rng.randint(20, 100)), str(d.rng.randint(60, 100)), str(d.rng.randint(75, 100))]) for _ in range(8)]
    return f"{d.pick(_ORGS)} ({d.rng.randint(12, 1800)}) | " + " | ".join(values)


def _abx_csv_row(d: Draw) -> str:
    organism = d.pick(_ORGS)
    drugs = (['oxacillin', 'vancomycin', 'clindamycin', 'doxycycline', 'trimethoprim-sulfamethoxazole'] if organism.startswith('S. aureus')
             else ['ampicillin', 'vancomycin', 'nitrofurantoin', 'linezolid'] if organism.startswith('E. faecalis')
             else ['cefazolin', 'ceftriaxone', 'ciprofloxacin', 'nitrofurantoin', 'meropenem', 'piperacillin-tazobactam', 'gentamicin'])
    return (f"\"{organism}\",{d.rng.randint(30, 1800)},{d.pick(drugs)},"
            f"{d.rng.randint(20, 100)},CLSI M100-Ed{d.rng.randint(33, 35)}")


_MOMENTS = ["before patient contact", "before aseptic task", "after body fluid exposure", "after patient contact", "after touching surroundings"]


def _hh_row(d: Draw) -> str:
    observed = d.rng.randint(40, 320)
    compliant = d.rng.randint(observed * 6 // 10, observed)
    return f"{d.pick(_UNITS)} | {observed} | {compliant} | {100 * compliant / observed:.0f}% | {d.pick(_MOMENTS)}"


def _hh_fr_row(d: Draw) -> str:
    observed = d.rng.randint(30, 240)
    compliant = d.rng.randint(observed // 2, observed)
    return (f"{d.pick(['Médecine interne', 'Chirurgie viscérale', 'Réanimation', 'Gériatrie', 'Urgences', 'Maternité', 'SSR', 'Cardiologie'])} | "
            f"{observed} | {compliant} | {100 * compliant / observed:.0f} %".replace(".", ","))


def _falls_row(d: Draw) -> str:
    days = d.rng.randint(1800, 9800)
    falls = d.rng.randint(0, 24)
    return f"{d.pick(_UNITS[:7] + _UNITS[9:])} | {falls} | {d.rng.randint(0, min(falls, 4))} | {days:,} | {1000 * falls / days:.2f} | {d.rng.randint(40, 100)}%"


def _falls_json_row(d: Draw) -> str:
    days = d.rng.randint(1800, 9800)
    falls = d.rng.randint(0, 24)
    return (f"{{\"unit\": \"{d.pick(_UNITS[:7] + _UNITS[9:])}\", \"falls\": {falls}, \"injury\": {d.rng.randint(0, min(falls, 3))}, \"patientDays\": {days}, "
            f"\"ratePer1000\": {1000 * falls / days:.2f}}}")


def _pi_row(d: Draw) -> str:
    surveyed = d.rng.randint(8, 40)
    return (f"{d.pick(_UNITS)}: {surveyed} surveyed, HAPI stage 2+ {d.rng.randint(0, 3)}, device-related {d.rng.randint(0, 2)}, "
            f"Braden <= 18: {d.rng.randint(2, surveyed)}, turning schedule documented {d.rng.randint(55, 100)}%")


def _pi_de_row(d: Draw) -> str:
    patients = d.rng.randint(12, 38)
    cases = d.rng.randint(0, 4)
    return f"{d.pick(['Station 1A Innere', 'Station 2B Chirurgie', 'Intensivstation', 'Geriatrie 3', 'Neurologie 4', 'Unfallchirurgie'])} | {patients} | {cases} | {d.rng.randint(0, cases)}"


def _sepsis_row(d: Draw, month: int) -> str:
    cases = d.rng.randint(12, 60)
    passed = d.rng.randint(cases // 3, cases)
    return (f"{blind.ABBR[month]} | {cases} | {passed} | {100 * passed / cases:.0f}% | "
            f"{d.pick(['repeat lactate > 6 h', 'blood cultures after antibiotics', '30 mL/kg not documented', 'reassessment note missing', 'vasopressors late'])}")


def _stroke_row(d: Draw, month: int) -> str:
    median = d.rng.randint(28, 72)
    return (f"{blind.ABBR[month]} | {d.rng.randint(2, 19)} | {median} | {d.rng.randint(50, 100)}% | {d.rng.randint(20, 90)}% | "
            f"{d.rng.randint(70, 190)} min")


def _stroke_it_row(d: Draw, month: int) -> str:
    return f"{MONTHS_V39['it'][month]} | {d.rng.randint(2, 16)} | {d.rng.randint(30, 75)} | {d.rng.randint(45, 100)}%"


def _rad_row(d: Draw) -> str:
    median = d.rng.randint(18, 300)
    return (f"{d.pick(['CT', 'MRI', 'X-ray', 'Ultrasound', 'Mammography', 'Nuclear medicine', 'Interventional', 'CTA'])} | {d.rng.randint(90, 6400):,} | "
            f"{median} min | {median + d.rng.randint(30, 600)} min | {d.rng.randint(70, 100)}%")


def _rad_csv_row(d: Draw) -> str:
    median = d.rng.randint(12, 240)
    return (f"{d.pick(['CT', 'MR', 'CR', 'US', 'MG', 'NM', 'XA'])},{d.pick(['STAT', 'ASAP', 'ROUTINE', 'ED'])},{d.rng.randint(20, 4000)},{median},"
            f"{median + d.rng.randint(20, 500)},{d.rng.randint(60, 99)}.{d.digits(1)}")


def _path_row(d: Draw) -> str:
    cases = d.rng.randint(120, 9200)
    return (f"{d.pick(['GI biopsies', 'Skin', 'Breast core', 'Prostate core', 'GYN (cervix/endometrium)', 'Cytology, non-GYN', 'Bone marrow', 'Surgical resections', 'Placenta'])} | "
            f"{cases:,} | {cases * d.rng.randint(1, 6):,} | {cases * d.rng.randint(2, 12):,} | {d.rng.randint(1, 6)}.{d.digits(1)}")


def _path_pl_row(d: Draw) -> str:
    cases = d.rng.randint(80, 6400)
    return (f"{d.pick(['bioptaty przewodu pokarmowego', 'skóra', 'gruczoł piersiowy', 'materiał operacyjny', 'cytologia ginekologiczna', 'szpik kostny'])} | "
            f"{cases} | {cases * d.rng.randint(1, 5)} | {cases * d.rng.randint(2, 9)} | {d.rng.randint(2, 14)}")


def _capital_row(d: Draw) -> str:
    qty = d.rng.randint(1, 12)
    unit = d.rng.randint(3, 480) * 1000 + d.rng.randint(0, 9) * 100
    return (f"{d.pick(['Infusion pumps (large volume)', 'Ultrasound, point-of-care', 'Blood culture incubator', 'Bed exit alarms', 'Microtome', 'Specimen tracking scanners', 'Low-air-loss mattresses', 'Telestroke cart', 'CT injector', 'Automated hand-hygiene monitors'])} | "
            f"{qty} | ${unit:,} | ${qty * unit:,} | {d.pick(['1 - patient safety', '2 - regulatory', '2 - replacement', '3 - growth'])} | {d.rng.randint(5, 12)} yrs")


def _aim_row(d: Draw) -> str:
    return (f"Aim {d.rng.randint(1, 3)} | {d.pick(['IRB approval', 'EHR dashboard build', 'Site training', 'Baseline data pull', 'Interim analysis', 'Manuscript 1 submitted', 'Community advisory board meeting'])} | "
            f"{d.pick(['complete', 'on track', 'delayed 1 quarter', 'complete'])} | {d.rng.randint(10, 100)}%")


def _irb_row(d: Draw) -> str:
    target = d.rng.randint(20, 600)
    return (f"IRB-{d.rng.randint(2019, 2025)}-{d.digits(4)} | {d.pick(['Telestroke triage RCT', 'Diversion device and BCx contamination', 'Falls sensor pilot', 'HCV in corrections cohort', 'Sepsis alert stepped-wedge', 'Wound photo app feasibility'])} | "
            f"{d.rng.randint(0, target)}/{target} | {d.rng.randint(0, 4)} | {d.pick(['approved 12 months', 'approved, minor modifications', 'approved; closed to enrolment', 'tabled'])}")


_RATES = [("99213", "Office visit, est., low MDM"), ("99214", "Office visit, est., moderate MDM"), ("99284", "ED visit, moderate"),
          ("70450", "CT head w/o contrast"), ("71046", "Chest X-ray, 2 views"), ("87040", "Blood culture, bacterial"),
          ("88305", "Surgical pathology, level IV"), ("97110", "Therapeutic exercise, 15 min"), ("G0439", "Annual wellness visit, subsequent"),
          ("93000", "ECG, 12-lead with interpretation"), ("11042", "Debridement, subcutaneous, first 20 sq cm"), ("36415", "Venipuncture")]


def _rate_row(d: Draw) -> str:
    code, name = d.pick(_RATES)
    return f"{code} | {name} | ${d.rng.randint(8, 420)}.{d.digits(2)} | {d.rng.randint(95, 160)}%"


def _rate_tsv_row(d: Draw) -> str:
    code, name = d.pick(_RATES)
    return f"{code}\t{d.pick(['', '26', 'TC', '25', ''])}\t{name}\t{d.rng.randint(8, 420)}.{d.digits(2)}\t{d.rng.randint(95, 160)}"


def _access_row(d: Draw) -> str:
    return (f"{d.pick(['Primary care', 'OB/GYN', 'Cardiology', 'Behavioral health', 'Pharmacy', 'Acute inpatient', 'Dialysis', 'Pediatrics', 'Oncology'])} | "
            f"{d.rng.randint(10, 30)} mi / {d.rng.randint(15, 45)} min | {d.rng.randint(30, 90)} mi / {d.rng.randint(40, 110)} min | {d.rng.randint(82, 100)}.{d.digits(1)}%")


def _access_json_row(d: Draw) -> str:
    return (f"{{\"specialty\": \"{d.pick(['primary-care', 'ob-gyn', 'cardiology', 'behavioral-health', 'pharmacy', 'dialysis', 'pediatrics'])}\", "
            f"\"maxMiles\": {d.rng.randint(10, 90)}, \"maxMinutes\": {d.rng.randint(15, 110)}, \"pctMembersWithAccess\": {d.rng.randint(82, 99)}.{d.digits(1)}}}")


_TIPS = ["Ages 18-39: a blood pressure check every 2 years, every year if it was over 120/80.",
         "Ages 21-29: cervical cancer screening every 3 years.",
         "Ages 40-49: talk with your doctor about when to start mammograms.",
         "Ages 45-75: colorectal cancer screening - a home stool test every year or a colonoscopy every 10 years.",
         "Ages 50-80 who smoked: ask about a yearly low-dose CT lung scan.",
         "Ages 65 and older: a pneumococcal vaccine and a yearly fall-risk check.",
         "Ages 35-70 with extra weight: a diabetes screening test.",
         "Children 6 months and older: a flu shot every fall.",
         "Ages 11-12: HPV vaccine, two doses.",
         "Ages 60 and older: ask about the RSV vaccine."]


def _tip_row(d: Draw) -> str:
    return f"- {d.pick(_TIPS)}"


def _tip_ca_row(d: Draw) -> str:
    return "- " + d.pick(["Pack your medications in your carry-on, in their labelled bottles.", "Get your flu and COVID-19 shots before you leave in the fall.",
                          "Ages 65 and older: ask your pharmacist whether you are due for a shingles vaccine.",
                          "Winter sidewalks: ice cleats cut falls; wear them on every outing.",
                          "Carry your {org} card and the Canadian assistance number with you.",
                          "Ages 50-74: do not skip your colon screening because you are away - ask us about mail-in kits."])


def _date_fill(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised) in 2025-2026 printed in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        text = _date_words(d, day, lang)
        return "".join(text) if isinstance(text, tuple) else text
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "lab_name": LAB_NAME, "clinic": CLINIC_NAME,
    "clinic_upper": CLINIC_NAME.upper(),
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4], "org_help_email": ORGANISATION_CONTACTS[5],
    "hosp_phone": ORGANISATION_CONTACTS[6], "hosp_addr": ORGANISATION_CONTACTS[7], "lab_phone": ORGANISATION_CONTACTS[8],
    "lab_addr": ORGANISATION_CONTACTS[9], "clinic_phone": ORGANISATION_CONTACTS[10], "clinic_addr": ORGANISATION_CONTACTS[11],
    "org_tollfree": ORGANISATION_CONTACTS[12], "nurse_line": ORGANISATION_CONTACTS[13], "org_intl_line": ORGANISATION_CONTACTS[14],
    "org_web": ORGANISATION_CONTACTS[15], "ip_email": ORGANISATION_CONTACTS[16], "quality_email": ORGANISATION_CONTACTS[17],
    "irb_email": ORGANISATION_CONTACTS[18], "careers_email": ORGANISATION_CONTACTS[19], "media_email": ORGANISATION_CONTACTS[20],
    "media_line": ORGANISATION_CONTACTS[21], "prov_email": ORGANISATION_CONTACTS[22], "prov_phone": ORGANISATION_CONTACTS[23],
    "edi_email": ORGANISATION_CONTACTS[24], "lab_email": ORGANISATION_CONTACTS[25], "uk_partner_line": ORGANISATION_CONTACTS[26],
    "ca_partner_line": ORGANISATION_CONTACTS[27], "fr_partner_line": ORGANISATION_CONTACTS[28], "de_partner_line": ORGANISATION_CONTACTS[29],
    "rad_phone": ORGANISATION_CONTACTS[30],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}


def _sendout_fields(d: Draw) -> str:
    code, name, cpt, specimen, transport, tat = d.pick(_SENDOUT)
    codes = ", ".join(f"\"{part.split(' ')[0]}\"" for part in cpt.split(", "))
    return (f"\"testCode\": \"{code}\", \"name\": \"{name}\", \"cpt\": [{codes}], \"specimen\": {{\"type\": \"{specimen}\", "
            f"\"transport\": \"{transport}\"}}, \"turnaround\": \"{tat.replace(' d', ' days')}\"")


_MFN = [("VD25^Vitamin D, 25-hydroxy^L", "ng/mL|||30-100"), ("FLCK^Free kappa light chains^L", "mg/L|||3.3-19.4"),
        ("CGA^Chromogranin A^L", "ng/mL|||<93"), ("CALP^Calprotectin, stool^L", "ug/g|||<50"), ("FLCR^Kappa/lambda ratio^L", "ratio|||0.26-1.65")]


def _mfn(d: Draw) -> tuple[str, str]:
    return _MFN[int(d.fill("mfn_pick"))]


_NEWS: list[tuple[str, Callable[[Draw], str]]] = [
    ("earns Primary Stroke Center recertification",
     lambda d: f"Median door-to-needle time fell from {d.rng.randint(52, 75)} to {d.rng.randint(34, 48)} minutes over {d.rng.randint(6, 18)} months."),
    ("opens a 12-bed inpatient detox unit",
     lambda d: f"The unit expects about {d.rng.randint(300, 900)} admissions a year and adds {d.rng.randint(8, 30)} nursing positions."),
    ("cuts blood culture contamination below 2%",
     lambda d: f"The rate dropped from {d.rng.randint(3, 5)}.{d.digits(1)}% to 1.{d.digits(1)}% across {d.rng.randint(1200, 9000):,} blood cultures."),
    ("reports its lowest fall-with-injury rate in five years",
     lambda d: f"Falls with injury fell to 0.{d.rng.randint(10, 39)} per 1,000 patient-days after bed-exit alarms reached {d.rng.randint(6, 14)} units."),
]


def _counts(d: Draw) -> str:
    total = d.rng.randint(20, 140)
    return f"<Denominator>{total}</Denominator>\n  <Numerator>{d.rng.randint(total // 3, total)}</Numerator>"


def _enrolment(d: Draw) -> str:
    target = d.rng.randint(120, 900)
    return f"{d.rng.randint(target // 5, target)}/{target}"


def _pay(d: Draw) -> str:
    low = d.rng.randint(19, 46)
    return f"${low}.{d.pick(['00', '25', '50', '75'])}-${low + d.rng.randint(6, 18)}.{d.pick(['00', '25', '50'])}/hr"


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_doc_hl": lambda d: d.pick(["Prejean^Ikenna^^^MD", "Abernathy-Okoro^Leontyne^^^MD", "Castellanos-Whitfield^Ewan^^^DO"]),
    "wound_table": _table(_wound_row, 5), "wound_csv": _table(_wound_csv_row, 4), "sendout_table": _table(_sendout_row, 5),
    "bcx_table": _table(_bcx_row, 5), "bcx_csv": _table(_bcx_csv_row, 4), "abx_table": _table(_abx_row, 5),
    "abx_csv": _table(_abx_csv_row, 5), "hh_table": _table(_hh_row, 5), "hh_fr_table": _table(_hh_fr_row, 4),
    "falls_table": _table(_falls_row, 5), "falls_json": _rows(_falls_json_row, 3, 16, ", "), "pi_table": _table(_pi_row, 4),
    "pi_de_table": _table(_pi_de_row, 4), "sepsis_table": _monthly(_sepsis_row, 4), "stroke_table": _monthly(_stroke_row, 3),
    "stroke_it_table": _monthly(_stroke_it_row, 3), "rad_table": _table(_rad_row, 5), "rad_csv": _table(_rad_csv_row, 5),
    "path_table": _table(_path_row, 5), "path_pl_table": _table(_path_pl_row, 4), "capital_table": _table(_capital_row, 3),
    "aim_table": _rows(_aim_row, 4, 12), "irb_table": _rows(_irb_row, 4, 13), "rate_table": _table(_rate_row, 5),
    "rate_tsv": _rows(_rate_tsv_row, 5, 5), "access_table": _table(_access_row, 5), "access_json": _rows(_access_json_row, 3, 22, ", "),
    "tips_table": _table(_tip_row, 4), "tips_ca_table": lambda d: _table(_tip_ca_row, 3)(d).replace("{org}", ORG_NAME),
    "sendout_fields": _sendout_fields, "mfn_test": lambda d: _mfn(d)[0], "mfn_units": lambda d: _mfn(d)[1],
    "news_headline": lambda d: _NEWS[int(d.fill("news_pick"))][0], "news_stat": lambda d: _NEWS[int(d.fill("news_pick"))][1](d),
    "news_pick": lambda d: str(d.rng.randrange(len(_NEWS))),
    "shelter": lambda d: d.pick(["Lynch Street Night Shelter", "Gateway Rescue Mission", "Bellhaven Winter Shelter", "Hub City Overnight Center"]),
    "cause": lambda d: f"{d.rng.randint(24, 26)}-{d.digits(4)}",
    "yd_group": lambda d: d.pick(["YDG-20417", "YDG-20988", "YDG-31105", "YDG-40026", "YDG-40774"]),
    "sub_id": lambda d: d.pick(["OKATLKCLINIC", "BCRMCBILLING", "PRRLABCLAIMS"]),
    "clock_hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "month_name": lambda d: d.pick(blind.MONTHS),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "fy": lambda d: str(d.rng.randint(2026, 2027)),
    "dept": lambda d: d.pick(["Microbiology", "Imaging Services", "Perioperative Services", "Nursing - Med/Surg", "Stroke Program", "Anatomic Pathology"]),
    "quote_no": lambda d: f"Q-{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "three": lambda d: d.digits(3),
    "digit": lambda d: d.digits(1),
    "model_no": lambda d: f"{d.letters(3)}-{d.rng.randint(100, 9999)}{d.pick(['', 'X', '-2'])}",
    "grant_no": lambda d: f"{d.pick(['R01', 'R21', 'U01', 'K23'])} {d.pick(['NS', 'AI', 'NR', 'MD'])}{d.rng.randint(100000, 199999)}-0{d.rng.randint(1, 5)}",
    "enrolment": _enrolment,
    "gbp_k": lambda d: f"{d.rng.randint(40, 420)},{d.digits(3)}",
    "gbp": lambda d: f"{d.rng.randint(250, 1400):,}",
    "irb_meeting": lambda d: f"convened meeting of {d.fill('dos')}",
    "eudract": lambda d: f"{d.rng.randint(2021, 2025)}-5{d.digits(5)}-{d.digits(2)}-00",
    "contract_ref": lambda d: f"YDC-PA-{d.rng.randint(2025, 2026)}-{d.digits(3)}",
    "ms_county": lambda d: d.pick(["Hinds", "Rankin", "Lincoln", "Lauderdale", "Washington", "Bolivar", "Sunflower", "Pike", "Lee"]),
    "mfn_pick": lambda d: str(d.rng.randrange(len(_MFN))),
    "gb_date": _date_fill("en_GB"),
    "job_title": lambda d: d.pick(["Infection Preventionist", "Medical Laboratory Scientist - Microbiology", "Stroke Program Coordinator, RN",
                                   "Histotechnologist", "Wound Ostomy Continence Nurse", "Radiology Scheduler"]),
    "fte": lambda d: d.pick(["1.0", "0.9", "0.8", "0.6"]),
    "req_no": lambda d: f"{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "pay_range": _pay,
    "bonus": lambda d: f"{d.rng.randint(2, 15)},000",
    "eg": lambda d: d.pick(["P9", "P10", "P11", "P12"]),
    "cad_lo": lambda d: f"{d.rng.randint(38, 46)},{d.pick(['15', '52', '80'])}",
    "cad_hi": lambda d: f"{d.rng.randint(52, 64)},{d.pick(['05', '40', '77'])}",
    "fr_date": _date_fill("fr_FR"), "frca_date": _date_fill("fr_CA"), "it_date": _date_fill("it_IT"), "pl_date": _date_fill("pl_PL"),
    "br_date": _date_fill("pt_BR"), "de_date": _date_fill("de_DE"), "es_date": _date_fill("es_ES"),
    "form_code": lambda d: f"YDC-{d.pick(['LAN', 'NDN', 'MBR', 'TRV'])}-{d.rng.randint(100, 999)}-{d.rng.randint(25, 26)}",
    "count_a": lambda d: str(d.rng.randint(40, 900)),
    "count_b": lambda d: str(d.rng.randint(4, 120)),
    "sep_counts": _counts,
    "pct_small": lambda d: f"{d.rng.randint(0, 6)}.{d.digits(1)}%",
    "ccn_tail": lambda d: f"{d.rng.randint(1, 99):04d}",
    "cms_version": lambda d: f"5.{d.rng.randint(15, 19)}",
    "rate_hosp": lambda d: f"{d.rng.randint(1, 4)}.{d.digits(2)}",
    "rate_median": lambda d: f"{d.rng.randint(2, 3)}.{d.digits(2)}",
    "ns_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 24)}",
    "ack_n": lambda d: str(d.rng.randint(1, 40)),
    "lot_no": lambda d: f"{d.letters(2)}{d.digits(5)}",
    "gbp_total": lambda d: f"{d.rng.randint(500, 1900) * 1000 + d.rng.randint(0, 999):,}",
    "weeks": lambda d: str(d.rng.randint(2, 8)),
    "ref_first": lambda d: d.pick(["Ahmad", "Mariam", "Yusuf", "Fatima", "Omid", "Zahra", "Tesfay", "Senait", "Oleksandr", "Olena", "Nour", "Jean-Claude",
                                   "Aline", "Rahim", "Samira", "Hamid"]),
    "ref_last": lambda d: d.pick(["Haidari", "Al-Khatib", "Mohammadi", "Tesfamariam", "Kovalenko", "Hussaini", "Rahimi", "Berhane", "Shevchenko",
                                  "Sultani", "Niyonzima", "Uwimana", "Karimi", "Al-Hassan", "Mukamana", "Yusufzai"]),
    "ref_last_upper": lambda d: d.fill("ref_last").upper(),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b39c_wound_formulary", "wound_care_formulary", US,
     "{org} - Wound Care Product Formulary, effective {eff_iso}\nCategory | Product | HCPCS | Size | Status | Max per 30 days\n{wound_table}\n"
     "Non-formulary dressings need a wound-care nurse consult ({own_staff}). Provider relations {prov_phone}, {prov_email}."),
    ("b39c_wound_csv", "wound_care_formulary", US,
     "hcpcs,description,size_sq_in,tier,pa_required,max_units_30d,effective\n{wound_csv}\n# {org} DME and wound formulary extract, payer {payer_id}, generated {iso_ts}"),
    ("b39c_sendout_catalogue", "lab_sendout_catalogue", US,
     "{lab_name} - Send-out Test Catalogue, {quarter}\nCode | Test | CPT | Specimen | Transport | Turnaround\n{sendout_table}\n"
     "Client services {lab_phone} or {lab_email}; courier pickup Monday-Saturday. Catalogue version {ns_version}."),
    ("b39c_sendout_json", "lab_sendout_catalogue", US,
     "{{sendout_fields}, \"performingLab\": \"{lab_name}\", \"clientServices\": \"{lab_phone}\", \"catalogueVersion\": \"{ns_version}\", "
     "\"updated\": \"{eff_iso}\"}"),
    ("b39c_bcx_report", "blood_culture_contamination_report", US,
     "Blood culture contamination report - {hospital_own}, {quarter}\nUnit | Sets drawn | Contaminated | Rate | Target\n{bcx_table}\n"
     "Commonest contaminants: coagulase-negative staphylococci, Micrococcus, Bacillus spp. Initial-specimen diversion devices now used on {small_digit} units. "
     "Infection Prevention, {ip_email}."),
    ("b39c_bcx_csv", "blood_culture_contamination_report", US,
     "month,department,blood_culture_sets,contaminated_sets,rate_pct,venipuncture_pct\n{bcx_csv}\n# {hospital_own} microbiology, extracted {eff_iso} by {own_staff}"),
    ("b39c_antibiogram", "antibiogram", US,
     "{hospital_own} Cumulative Antibiogram {year_prev} (% susceptible; first isolate per patient, CLSI M39)\n"
     "Organism (n) | AMP | CZO | CRO | CIP | SXT | NIT | GEN | MEM\n{abx_table}\n- = not tested or not reported. {lab_name}, {lab_phone}."),
    ("b39c_antibiogram_csv", "antibiogram", US,
     "organism,isolates,drug,pct_susceptible,breakpoints\n{abx_csv}\n# source: {hospital_own} LIS, calendar year {year_prev}; stewardship pharmacist {own_staff}"),
    ("b39c_hand_hygiene", "hand_hygiene_audit", US,
     "Hand hygiene audit results - {month_name} {year}\nUnit | Observations | Compliant | Rate | Moment missed most\n{hh_table}\n"
     "Covert observers rotate monthly. Goal 95% by the end of {year}. Report prepared by {own_staff}; questions to {ip_email}."),
    ("b39c_hygiene_mains_fr", "hand_hygiene_audit", ("fr_FR",),
     "Audit hygiène des mains (méthode OMS, 5 indications) - Clinique du Val de Saône, {fr_date}\nService | Opportunités | Conformes | Taux\n{hh_fr_table}\n"
     "Consommation de produits hydro-alcooliques: {small} L pour 1 000 journées-patient. Audit mené avec l'équipe de {hospital_own} (jumelage). "
     "Équipe opérationnelle d'hygiène: {fr_partner_line}."),
    ("b39c_falls_dashboard", "falls_prevention_dashboard", US,
     "Falls prevention dashboard - {hospital_own}, {quarter}\nUnit | Falls | With injury | Patient-days | Falls per 1,000 pt-days | Bed-alarm use\n{falls_table}\n"
     "Hospital rate {rate_hosp} (NDNQI median {rate_median}). Morse reassessment compliance {pct_int}. Falls committee chair: {own_staff}."),
    ("b39c_falls_json", "falls_prevention_dashboard", US,
     "{\"dashboard\": \"falls\", \"facility\": \"{hospital_own}\", \"period\": \"{quarter}\", \"units\": [{falls_json}], \"benchmark\": \"NDNQI\", "
     "\"generated\": \"{iso_ts}\", \"owner\": \"{quality_email}\"}"),
    ("b39c_pi_survey", "pressure_injury_prevalence_survey", US,
     "Pressure injury point-prevalence survey - {hospital_own}, {dos}\n{pi_table}\nHospital-acquired stage 2+ prevalence {pct_small}; "
     "skin-check teams of two, led by {own_staff} (WOC nurse). Next survey in {month_name}."),
    ("b39c_dekubitus_de", "pressure_injury_prevalence_survey", ("de_DE",),
     "Dekubitus-Prävalenzerhebung, Stichtag {de_date} - Klinikum Taunusblick (Partnerhaus des {hospital_own})\nStation | Patienten | Dekubitus Kat. 2-4 | davon nosokomial\n"
     "{pi_de_table}\nErhoben nach dem Expertenstandard Dekubitusprophylaxe. Rückfragen an die Pflegedirektion: {de_partner_line}."),
    ("b39c_sepsis_bundle", "sepsis_bundle_compliance", US,
     "SEP-1 sepsis bundle compliance - {hospital_own}, {year}\nMonth | Cases abstracted | Passed | Rate | Most common failure\n{sepsis_table}\n"
     "Abstraction per CMS specifications manual v{cms_version}. Sepsis coordinator: {own_staff}; data questions {quality_email}."),
    ("b39c_sepsis_xml", "sepsis_bundle_compliance", US,
     "<SepsisMeasure facility=\"{hospital_own}\" ccn=\"25{ccn_tail}\" period=\"{quarter}\">\n  {sep_counts}\n  <Exclusions reason=\"transfer-in\">{small_digit}</Exclusions>\n"
     "  <Element name=\"lactate-repeat\" rate=\"{pct_tenth}\"/>\n  <Element name=\"fluids-30mL-kg\" rate=\"{pct_tenth2}\"/>\n  <Contact>{quality_email}</Contact>\n</SepsisMeasure>"),
    ("b39c_stroke_dtn", "stroke_door_to_needle_report", US,
     "Stroke program - door-to-needle report, {year}\nMonth | IV thrombolysis | Median DTN (min) | Within 60 min | Within 45 min | Door-in-door-out\n{stroke_table}\n"
     "Target: 75% within 60 minutes. Stroke coordinator {own_staff}; telestroke activation through the switchboard, {hosp_phone}."),
    ("b39c_stroke_it", "stroke_door_to_needle_report", ("it_IT",),
     "Rete ictus - tempi porta-ago, anno {year}\nMese | Trombolisi | Mediana porta-ago (min) | Entro 60 min\n{stroke_it_table}\n"
     "Dati aggregati del gemellaggio con il {hospital_own}; nessun dato individuale. Referente: {own_staff}. Contatti: {quality_email}. Aggiornato al {it_date}."),
    ("b39c_rad_tat", "radiology_turnaround_report", US,
     "Radiology report turnaround - {month_name} {year}\nModality | Exams | Median TAT | 90th percentile | STAT within 1 h\n{rad_table}\n"
     "Critical results called within 30 minutes: {pct_int}. Scheduling {rad_phone}."),
    ("b39c_rad_tat_csv", "radiology_turnaround_report", US,
     "modality,priority,exams,median_min,p90_min,pct_within_target\n{rad_csv}\n# RIS extract {iso_ts}, {hospital_own}"),
    ("b39c_path_volume", "pathology_volume_statistics", US,
     "Anatomic pathology volume statistics, FY{fy}\nSpecimen class | Cases | Blocks | Slides | Median TAT (days)\n{path_table}\n"
     "Frozen sections: {count_a}; consults sent out: {count_b}. {lab_name} pathology office, {lab_phone}."),
    ("b39c_patomorfologia_pl", "pathology_volume_statistics", ("pl_PL",),
     "Zakład Patomorfologii - statystyka roczna za {year_prev} r.\nRodzaj materiału | Badania | Bloczki | Preparaty | Mediana czasu (dni)\n{path_pl_table}\n"
     "Badania śródoperacyjne: {count_a}. Dane zbiorcze sieci szpitali partnerskich {org}, stan na {pl_date}. Kontakt: {quality_email}."),
    ("b39c_capital_request", "capital_budget_request", US,
     "FY{fy} Capital Budget Request - {dept}\nItem | Qty | Unit cost | Total | Priority | Useful life\n{capital_table}\n"
     "Justification: replaces equipment past end of vendor support; quote {quote_no} valid until {eff_iso}. Submitted by {own_staff}."),
    ("b39c_capital_xml", "capital_budget_request", US,
     "<CapitalRequest fy=\"{fy}\" id=\"CR-{fy}-{three}\" dept=\"((Imaging||Laboratory||Surgery||Pharmacy||Facilities))\">\n  <Item sku=\"{model_no}\" qty=\"{small_digit}\" unitCost=\"{money_b}\"/>\n"
     "  <Payback years=\"{small_digit}.{digit}\"/>\n  <ApprovedBy>{own_staff}</ApprovedBy>\n  <Entity name=\"{org}\" ein=\"{org_ein}\"/>\n</CapitalRequest>"),
    ("b39c_grant_progress", "grant_progress_report", US,
     "Research Performance Progress Report - {grant_no}, budget period {small_digit}\nAim | Milestone | Status | % complete\n{aim_table}\n"
     "Enrolment to date (enrolled/target): {enrolment}, all sites. No change in key personnel. PI: {own_staff}. Contact {irb_email}."),
    ("b39c_grant_gb", "grant_progress_report", ("en_GB",),
     "NIHR Global Health Research - annual progress report, partnership with {hospital_own}\nWork package {small_digit}: {pct_int} complete. "
     "Spend to date £{gbp_k} of £{gbp_total}. Outputs: {digit} preprints and {weeks} conference abstracts. "
     "UK coordinating site: Aire Valley Clinic, Leeds, {uk_partner_line}. Report date {gb_date}."),
    ("b39c_irb_review", "irb_continuing_review_summary", US,
     "IRB continuing review summary - {irb_meeting}\nProtocol | Short title | Enrolled/target | SAEs since last review | Determination\n{irb_table}\n"
     "This summary contains no participant-identifying information. IRB office {irb_email}; chair {own_staff}."),
    ("b39c_ceim_es", "irb_continuing_review_summary", ("es_ES",),
     "Comité de Ética de la Investigación con medicamentos - informe anual de seguimiento, {es_date}\nEstudio EU CT {eudract}: reclutados {enrolment}; "
     "acontecimientos adversos graves notificados: {digit}; desviaciones del protocolo: {weeks}.\n"
     "Dictamen: ((favorable a la continuación||favorable con condiciones)). Centro coordinador en EE. UU.: {hospital_own}, {irb_email}."),
    ("b39c_rate_sheet", "payer_contract_rate_sheet", US,
     "{org} - professional services rate sheet, contract {contract_ref} (effective {eff_iso})\nCode | Description | Contracted rate | % of Medicare\n{rate_table}\n"
     "Rates apply at {clinic} and the {hospital_own} outpatient departments. Provider relations {prov_phone}."),
    ("b39c_rate_tsv", "payer_contract_rate_sheet", US,
     "code\tmodifier\tdescription\tallowed\tmedicare_pct\n{rate_tsv}\n# fee schedule {contract_ref}, payer {payer_id}, TIN {org_ein}"),
    ("b39c_network_standards", "network_access_standards", US,
     "Network access standards (Mississippi Insurance Department, {year}) - {org}\nProvider type | Urban | Rural | Compliance\n{access_table}\n"
     "Appointment standards: urgent care within 24 hours, routine primary care within {small} days. Report network gaps to {prov_email}."),
    ("b39c_network_json", "network_access_standards", US,
     "{\"standard\": \"time-distance\", \"state\": \"MS\", \"county\": \"{ms_county}\", \"countyType\": \"((Rural||Micro||Metro))\", \"specialties\": [{access_json}], "
     "\"evaluated\": \"{eff_iso}\", \"issuer\": \"{payer_id}\"}"),
    ("b39c_newsletter", "member_newsletter", US,
     "{org} Member Newsletter - ((Spring||Summer||Fall||Winter)) {year}\nHealthy at every age\n{tips_table}\n"
     "Preventive visits cost you $0 in network. Questions? Call the nurse line, {nurse_line}, any time, or visit {org_web}."),
    ("b39c_newsletter_ca", "member_newsletter", ("en_CA",),
     "Members wintering in Canada - health tips from {org}\n{tips_ca_table}\n"
     "Need care in Ontario or Quebec? Our partner Clinique Rideau bills us directly: {ca_partner_line}. From anywhere: {org_intl_line}."),
    ("b39c_press_release", "press_release", US,
     "FOR IMMEDIATE RELEASE - {dos}\n{hospital_own} {news_headline}\n"
     "BROOKHAVEN, Miss. - \"This took every unit pulling together,\" said {own_staff}. {news_stat}\nMedia contact: {media_line}, {media_email}"),
    ("b39c_press_gb", "press_release", ("en_GB",),
     "Press release - embargoed until 00:01, {gb_date}\nMississippi and West Yorkshire hospitals publish a joint antibiogram\n{hospital_own} and Aire Valley Clinic "
     "today published susceptibility results for {count_a} isolates from {year_prev}. \"Sharing the numbers helps both our prescribers,\" said {own_staff}.\n"
     "Notes to editors: enquiries to {media_email} or {uk_partner_line}."),
    ("b39c_job_posting", "job_posting", US,
     "Job posting - {job_title} ({fte} FTE), {hospital_own}\nReq {req_no} | Pay range {pay_range} | Shift: ((days||nights||rotating))\n"
     "Requirements: ((ASCP certification||BLS and ACLS, 2 years of acute care||CIC within 2 years of hire)). Sign-on bonus ${bonus}.\n"
     "Apply at {org_web} (Careers) or e-mail {careers_email}. Equal opportunity employer."),
    ("b39c_stellenanzeige_de", "job_posting", ("de_DE",),
     "Stellenanzeige: Hygienefachkraft (m/w/d) in Vollzeit - Klinikum Taunusblick\nVergütung nach TVöD-K, Entgeltgruppe {eg}; 30 Tage Urlaub; Beginn ab {de_date}.\n"
     "Im Rahmen der Partnerschaft mit dem {hospital_own} ist eine Hospitation von {weeks} Wochen in Mississippi möglich. "
     "Bewerbungen an {careers_email}, Fragen unter {de_partner_line}."),
    ("b39c_offre_emploi_qc", "job_posting", ("fr_CA",),
     "Offre d'emploi - Conseiller(ère) en prévention et contrôle des infections, Clinique Rideau (Ottawa-Gatineau)\nSalaire: {cad_lo} $ à {cad_hi} $ l'heure; "
     "poste permanent, {fte} ETC; entrée en fonction le {frca_date}.\nPartenariat clinique avec {hospital_own}. Postulez à {careers_email}; renseignements: {ca_partner_line}."),
    ("b39c_tagline_es", "language_assistance_notice", ("es_ES", "es_MX"),
     "ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {org_tollfree} (TTY: 711). "
     "{org} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, nacionalidad, edad, discapacidad o sexo. "
     "Aviso actualizado el {es_date}; formulario {form_code}."),
    ("b39c_avis_fr", "notice_other_locale", ("fr_FR",),
     "AVIS AUX MEMBRES EN VOYAGE EN FRANCE - {org}\nEn cas d'hospitalisation, présentez votre carte de membre: la Clinique du Val de Saône (Lyon) facture directement le régime. "
     "Plafond de prise en charge: {eur} par jour, {small_digit} jours au plus par séjour. Assistance 24 h/24: {fr_partner_line}; ligne des membres depuis l'étranger: "
     "{org_intl_line}. Mise à jour du {fr_date}."),
    ("b39c_avviso_it", "language_assistance_notice", ("it_IT",),
     "ATTENZIONE: se parla italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiamare il numero {org_tollfree} (TTY: 711). "
     "{org} rispetta le leggi federali vigenti in materia di diritti civili e non discrimina sulla base di razza, colore, origine nazionale, età, disabilità o sesso. "
     "Aggiornato al {it_date}; modulo {form_code}."),
    ("b39c_uwaga_pl", "language_assistance_notice", ("pl_PL",),
     "UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {org_tollfree} (TTY: 711). "
     "{org} przestrzega obowiązujących federalnych przepisów o prawach obywatelskich. Infolinia czynna {span_hours}. Stan na {pl_date}; formularz {form_code}."),
    ("b39c_atencao_br", "language_assistance_notice", ("pt_BR",),
     "ATENÇÃO: se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para {org_tollfree} (TTY: 711), de segunda a sábado, {span_hours}. "
     "Segunda via do cartão e boletos: {org_web}. Versão de {br_date}; formulário {form_code}."),
    ("b39c_hinweis_de", "language_assistance_notice", ("de_DE", "de_AT"),
     "ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos Sprachdienstleistungen zur Verfügung. Rufnummer: {org_tollfree} (TTY: 711). "
     "Mitglieder auf Reisen in Deutschland wenden sich an das Klinikum Taunusblick, {de_partner_line}. Stand: {de_date}; Formular {form_code}."),
    ("b39c_notice_gb", "notice_other_locale", ("en_GB",),
     "Notice for {org} members visiting the UK\nPrivate treatment at Aire Valley Clinic, Leeds, is billed directly to your plan up to £{gbp} a day. "
     "NHS A&E is free at the point of use in an emergency; keep receipts for anything you pay. 24-hour assistance: {uk_partner_line}. Leaflet {form_code}, revised {gb_date}."),
    ("b39c_notice_ca", "notice_other_locale", ("en_CA",),
     "Snowbird notice - {org} coverage in Canada, winter {year}\nEmergency care is covered at in-network rates; Clinique Rideau accepts direct billing. "
     "Bring enough of each prescription for {small} days. Assistance: {ca_partner_line}. Claims from abroad: {org_claims_addr}."),
    ("b39c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*YDH39          *ZZ*{sub_id}   *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*YDH39*{sub_id}*20{isa_date}*{clock_hhmm}*{small}*X*005010X231A1~\nST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\n"
     "AK2*837*{four_digits2}*005010X222A1~\nIK5*A~\nAK9*A*{ack_n}*{ack_n}*{ack_n}~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b39c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|LIS|PRRL|EHR|BCRMC|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Numerical observation master||UPD|||AL\n"
     "MFE|MAD|{ctrl2}|{hl7_ts}|{mfn_test}\nOM1|1|{mfn_test}|||((Y||N))||||||||((SST||LAV||NAF))\nOM2|2|{mfn_units}"),
    ("b39c_fhir_service", "fhir_export", US,
     "{\"resourceType\": \"HealthcareService\", \"id\": \"((lab-sendout||infection-prevention||interpreter-services||stroke-center))\", \"providedBy\": {\"display\": \"{hospital_own}\"}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{hosp_phone}\"}, {\"system\": \"email\", \"value\": \"{org_help_email}\"}, {\"system\": \"url\", \"value\": \"{org_web}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"], \"availableStartTime\": \"07:00:00\", \"availableEndTime\": \"((17:30:00||19:00:00))\"}], "
     "\"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
]

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b39_cps_intake", "child_protection_referral", US,
     "MISSISSIPPI CENTRALIZED INTAKE - REPORT OF SUSPECTED CHILD ABUSE OR NEGLECT\nReporter: {own_staff}, {hospital_own} ED (mandated reporter)\n"
     "Child: {first} {last}   DOB: [[date_of_birth:dob_child_v39]]   Hospital MRN: [[record_number:mrn_v39]]\nHousehold address: [[address:addr_v39]]\n"
     "Parent/caregiver: {first2} {last}, cell [[phone:phone_v39]]\nConcern: ((spiral fracture of the left humerus, history inconsistent||bruising to the ears and neck in a non-mobile infant||"
     "repeated missed insulin, DKA twice in 3 months)). Seen {dos} at {clock}."),
    ("b39_mash_referral", "child_protection_referral", ("en_GB",),
     "MASH REFERRAL - multi-agency referral form (health)\nChild's name: {first} {last}\nDate of birth: [[date_of_birth:dob_child_v39]]\nNHS number: [[national_id:nhs_v39]]\n"
     "Home address:\n[[address:addr_v39]]\nParent/carer: {first2} {last}, [[phone:phone_v39]]\nReason for referral: ((health visitor concerns - home conditions, baby not brought to 3 appointments||"
     "disclosure at the school nurse drop-in||domestic abuse incident reported by A&E staff)). Parent ((is||is not)) aware of this referral."),
    ("b39_aps_report", "elder_abuse_report", US,
     "ADULT PROTECTIVE SERVICES - INTAKE (Mississippi Vulnerable Persons Act)\nAlleged victim: {first} {last}, [[age_over_89:age_v39]], lives alone at [[address:addr_v39]]\n"
     "Medicare: [[member_id:mbi_new]]\nAllegation: financial exploitation by ((a grandson||a new caregiver||a neighbor)). The bank reports ${money_s} in ATM withdrawals since {dos} "
     "from checking account [[bank_account:acct_us_v39]]; a replacement card [[card:card_v39]] was mailed to another address.\nReported by {own_staff}, {hospital_own} social work."),
    ("b39_betreuung_meldung", "elder_abuse_report", ("de_DE",),
     "Meldung an die Betreuungsbehörde - Verdacht auf finanzielle Ausbeutung\nBetroffene Person: {first} {last}, [[age_over_89:age_v39]], geb. am [[date_of_birth:dob_elder_v39]]\n"
     "Wohnanschrift: [[address:addr_v39]]\nSteuer-ID laut Rentenbescheid: [[national_id:steuerid_v39]]\nVom Girokonto [[bank_account:iban_v39]] wurden seit {de_date} "
     "regelmäßig Beträge an einen Pflegedienst ohne Vertrag überwiesen.\nKontaktperson aus der Familie: {first2} {last2}, Tel. [[phone:phone_v39]]. Um Prüfung einer Betreuung wird gebeten."),
    ("b39_segnalazione_anziano", "elder_abuse_report", ("it_IT",),
     "Segnalazione ai Servizi Sociali del Comune - sospetto maltrattamento di persona anziana\nAssistito/a: {first} {last}, di [[age_over_89:age_v39]]\n"
     "Codice fiscale: [[national_id:cf_v39]]\nResidenza: [[address:addr_v39]]\nLa badante avrebbe usato la carta [[card:card_v39]] per acquisti non autorizzati; "
     "la figlia, raggiungibile al [[phone:phone_v39]], ha già sporto denuncia.\nRedatto dal medico di medicina generale il {it_date}."),
    ("b39_night_shelter", "shelter_intake_form", US,
     "{shelter} - NIGHT-BY-NIGHT INTAKE\nName: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v39]]\nSSN: [[ssn:ssn_v39]]  (for HMIS)\nPhone: [[phone:phone_v39]]\n"
     "Slept in vehicle before tonight? ((Yes||Yes, 2 weeks||Yes, since eviction)) - plate [[vehicle_id:plate_v39]], parked in lot B\nBed {small}, locker {small_digit}. Intake by {agent} at {clock}."),
    ("b39_shelter_ca", "shelter_intake_form", ("en_CA", "fr_CA"),
     "Family Shelter Intake / Accueil - refuge familial\nName / Nom: {first} {last}\nDate of birth / Date de naissance: [[date_of_birth:dob_v39]]\n"
     "SIN / NAS: [[national_id:sin_v39]]\nHealth card / Carte santé: [[member_id:hcn_ca_v39]]\nSafe phone / Téléphone sécuritaire: [[phone:phone_v39]]\n"
     "Safe e-mail / Courriel: [[email:email_v39]]\nChildren in care / Enfants à charge: {small_digit}. Do not disclose location / Ne pas divulguer l'adresse."),
    ("b39_cdu_admission", "addiction_treatment_admission", US,
     "{hospital_own} - Chemical Dependency Unit admission face sheet\nPatient: {first} {last}   MRN [[record_number:mrn_v39]]   DOB [[date_of_birth:dob_v39]]\n"
     "Payer: Mississippi Medicaid, ID [[member_id:medicaid_ms_v39]]\nPrimary substance: ((opioids - fentanyl, IV||alcohol, CIWA 18 on arrival||methamphetamine, smoked))   "
     "42 CFR Part 2 consent signed: ((yes||no))\nEmergency contact {first2}: [[phone:phone_v39]]   Portal e-mail: [[email:email_plain]]"),
    ("b39_przyjecie_odwykowe", "addiction_treatment_admission", ("pl_PL",),
     "Karta przyjęcia - Oddział Terapii Uzależnień\nPacjent: {first} {last}\nPESEL: [[national_id:pesel_v39]]   data urodzenia: [[date_of_birth:dob_v39]]\n"
     "Adres zamieszkania: [[address:addr_v39]]\nTel. kontaktowy: [[phone:phone_v39]]\nNr księgi głównej: [[record_number:mrn_v39]]\n"
     "Rozpoznanie: ((F10.2 zespół uzależnienia od alkoholu||F11.2 zespół uzależnienia od opioidów||F19.2 uzależnienie mieszane)). Zgoda na leczenie podpisana."),
    ("b39_competency_order", "court_ordered_evaluation", US,
     "IN THE CIRCUIT COURT OF ((HINDS||RANKIN||LOWNDES||FORREST)) COUNTY, MISSISSIPPI\nORDER FOR MENTAL EXAMINATION (Rule 12)\nState of Mississippi v. {first} {last}, "
     "cause no. {cause}\nDefendant's date of birth: [[date_of_birth:dob_v39]]; SSN [[ssn:ssn_v39]]; last known address [[address:addr_v39]]\n"
     "The examiner shall have access to the defendant's jail medical file no. [[record_number:jail_no_v39]] and shall report within {small} days."),
    ("b39_court_report_gb", "court_ordered_evaluation", ("en_GB",),
     "PSYCHIATRIC REPORT FOR THE CROWN COURT (remand under s.35 Mental Health Act 1983)\nDefendant: {first} {last}\nDate of birth: [[date_of_birth:dob_v39]]\n"
     "NHS number: [[national_id:nhs_v39]]\nNational Insurance number: [[national_id:nino_v39]]\nAddress before remand: [[address:addr_v39]]\n"
     "Opinion: ((fit to plead; no hospital disposal recommended||not currently fit to plead - transfer under s.48 advised||a community order with a mental health treatment requirement is suitable))."),
    ("b39_probation_checkin", "probation_health_note", US,
     "MDOC Community Corrections - treatment compliance note\nOffender: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v39]]   SSN [[ssn:ssn_v39]]\n"
     "App check-in {dos} {clock} from IP [[ip_address:ip_v39]]; phone on file [[phone:phone_v39]]\nPublic social media reviewed: [[url:social_url_v39]] - "
     "((no violation noted||photo with alcohol, referred to agent||nothing new))\nUA ((negative||positive for THC)); counseling attendance {pct_int}."),
    ("b39_spip_liaison", "probation_health_note", ("fr_FR",),
     "SPIP - fiche de liaison santé (obligation de soins)\nPersonne suivie: {last_upper} {first}\nNé(e) le [[date_of_birth:dob_v39]]\n"
     "N° de sécurité sociale: [[national_id:nir_v39]]\nAdresse déclarée: [[address:addr_v39]]\nTél.: [[phone:phone_v39]] - courriel: [[email:email_v39]]\n"
     "Attestation de suivi ((en addictologie||psychiatrique||au CSAPA)) reçue le {fr_date}; prochaine convocation dans {small_digit} semaines."),
    ("b39_prison_transfer", "prison_health_transfer_form", US,
     "INTERFACILITY HEALTH TRANSFER SUMMARY - to ((Parchman||South Mississippi Correctional Institution||Wilkinson County CF))\n"
     "Inmate: {first} {last}   MDOC # [[record_number:mdoc_v39]]   DOB [[date_of_birth:dob_v39]]\nSSN [[ssn:ssn_typed]]   Medicaid (inpatient stays): [[member_id:medicaid_ms_v39]]\n"
     "Active problems: ((HCV, on treatment week 6||insulin-dependent diabetes||seizure disorder)); {small_digit}-day medication supply sent. TB screen {dos}: negative."),
    ("b39_outreach_note", "homeless_outreach_note", ("en_US", "en_CA"),
     "Street outreach contact note - {dos}\nClient {first} {last} (DOB [[date_of_birth:dob_v39]]) at the usual camp behind the ((bus station||levee||hardware store)). "
     "Still sleeping in a ((2009 Buick Lucerne||grey minivan||pickup with a topper)), plate [[vehicle_id:plate_v39]].\nGrieving: partner {first2} {last2} died "
     "[[date_of_death:dod_v39]] (overdose). Accepted naloxone x2.\nNew prepaid phone: [[phone:phone_v39]]. Follow-up Thursday."),
    ("b39_maraude", "homeless_outreach_note", ("fr_FR",),
     "Compte rendu de maraude - équipe mobile psychiatrie précarité, {fr_date}\nPersonne rencontrée: {first} {last}, né(e) le [[date_of_birth:dob_v39]], vit dans son véhicule "
     "((une Clio grise||un Kangoo blanc||une 206 bleue)) immatriculé [[vehicle_id:plate_v39]], garé près de la gare.\nPlaie de jambe surinfectée, refuse l'hospitalisation. "
     "Numéro où la joindre: [[phone:phone_v39]].\nDroits: carte Vitale à refaire, NIR [[national_id:nir_v39]]. Orientation vers la PASS."),
    ("b39_refugee_screening", "refugee_health_screening", US,
     "DOMESTIC REFUGEE HEALTH SCREENING - {clinic}\nName: {ref_first} {ref_last}   A-Number: [[national_id:anumber_v39]]\nDOB (per I-94): [[date_of_birth:dob_v39]]   "
     "Clinic chart [[record_number:mrn_v39]]\nResettlement address: [[address:addr_v39]]\nCase worker / family phone: [[phone:phone_v39]]\n"
     "Language: ((Dari||Pashto||Kinyarwanda||Spanish||Arabic)). IGRA ((negative||positive - CXR ordered)); HBsAg ((neg||pos)); Strongyloides serology sent."),
    ("b39_asylg_erstuntersuchung", "refugee_health_screening", ("de_DE",),
     "Erstuntersuchung nach § 62 AsylG - Landeserstaufnahmeeinrichtung\nName: {ref_last_upper}, {ref_first}\nGeburtsdatum: [[date_of_birth:dob_v39]]\nUnterkunft: [[address:addr_v39]]\n"
     "Mobil: [[phone:phone_v39]]\nKrankenversichertennummer (eGK): [[member_id:kvnr_v39]]\nRöntgen-Thorax ((ohne Befund||kontrollbedürftig)); Impfstatus "
     "((unbekannt, Grundimmunisierung begonnen||dokumentiert))."),
    ("b39_interpreter_request", "interpreter_request_form", US,
     "INTERPRETER SERVICES REQUEST\nPatient: {first} {last}   MRN [[record_number:mrn_v39]]   DOB [[date_of_birth:dob_v39]]\n"
     "Language: ((Vietnamese||Spanish||Choctaw||Arabic||ASL)) - ((in person||video||phone))\nAppointment: {dos} {time_ampm}, ((cardiology||OB||oncology infusion))\n"
     "Confirm with the patient's daughter at [[phone:phone_v39]] or [[email:email_plain]]."),
    ("b39_mediatore", "interpreter_request_form", ("it_IT",),
     "Richiesta di mediatore linguistico-culturale\nPaziente: {first} {last}   C.F. [[national_id:cf_v39]]\nNato/a il [[date_of_birth:dob_v39]]\n"
     "Lingua: ((arabo||bengalese||cinese mandarino||ucraino||tigrino))\nRecapito: [[phone:phone_v39]]; e-mail [[email:email_v39]]\n"
     "Visita ((ostetrica||oncologica||pediatrica)) del {it_date}; richiesta inviata dal reparto."),
    ("b39_idtheft_siu", "identity_theft_complaint", US,
     "To: {org} Special Investigations Unit\nSubject: Medical identity theft - member ID [[member_id:member_v39]]\n\nMy EOB shows {cpt} services on {dos} at a clinic I have never "
     "been to. Someone has my SSN ([[ssn:ssn_v39]]) and opened a profile in my name at [[url:profile_url_v39]]. Your portal shows a login from [[ip_address:ip_v39]] that was not me. "
     "Please reach me at [[email:email_v39]].\n{first} {last}"),
    ("b39_idtheft_pmi", "identity_theft_complaint", ("en_GB",),
     "Complaint - suspected fraud on my private medical insurance\nMembership number: [[member_id:pmi_v39]]\nName: {first} {last}\nNI number: [[national_id:nino_v39]]\n"
     "Someone changed the refund account on my policy to [[bank_account:uk_sortacct_v39]]; the change was made online from IP [[ip_address:ip_v39]]. "
     "They also opened a profile with my photos: [[url:profile_url_v39]]. Please freeze all payments."),
    ("b39_hardship_letter", "bank_hardship_letter", ("en_US", "en_CA"),
     "Dear Hardship Team,\nI am writing about account [[bank_account:acct_v39]] and my credit card, [[card:card_v39]]. My partner of thirty years, {first2}, died on [[date_of_death:dod_v39]] "
     "after a long stay at {hospital_own}, and the medical bills have emptied our savings. I ask for ((a 6-month payment pause||a lower rate||a waiver of late fees)).\n"
     "My address: [[address:addr_v39]]\n{first} {last}"),
    ("b39_renegociacao", "bank_hardship_letter", ("pt_BR",),
     "Ao Banco ((do Brasil||Itaú||Bradesco||Caixa)) - pedido de renegociação por motivo de saúde\nEu, {first} {last}, CPF [[national_id:cpf_v39]], titular da conta "
     "[[bank_account:br_conta_v39]], solicito a suspensão das parcelas do cartão [[card:card_v39]].\nMeu cônjuge faleceu em [[date_of_death:dod_v39]] e as despesas do hospital "
     "consumiram nossa reserva.\nEndereço: [[address:addr_v39]]"),
    ("b39_ombudsman", "ombudsman_complaint_letter", ("en_GB",),
     "Complaint to the Parliamentary and Health Service Ombudsman\nMy mother, {first} {last}, died on [[date_of_death:dod_v39]], aged [[age_over_89:age_v39]], on a ward that left her "
     "without fluids for two days. Her NHS number: [[national_id:nhs_v39]].\nI have kept a diary of events: [[url:blog_url_v39]]\nPlease reply by e-mail to [[email:email_v39]].\n{first2} {last}"),
    ("b39_tenant_accommodation", "tenant_accommodation_request", US,
     "Request for reasonable accommodation (Fair Housing Act)\nTo: ((Magnolia Pointe Apartments||Cypress Run Townhomes||Old Fannin Lofts)) management\n"
     "Tenant: {first} {last}, [[address:addr_v39]]\nI use a ((wheelchair||walker)) since my ((stroke||amputation||MS diagnosis)) and ask to be assigned the accessible parking space "
     "nearest my door for my vehicle, plate [[vehicle_id:plate_v39]]. My provider's letter is attached.\nPhone [[phone:phone_v39]] · e-mail [[email:email_v39]]"),
    ("b39_fhir_patient_coverage", "fhir_bundle_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"transaction\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", \"id\": \"pt-{fivedig}\", \"identifier\": "
     "[{\"system\": \"urn:oid:2.16.840.1.113883.3.7391.1\", \"value\": \"[[record_number:mrn_v39]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v39]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164]]\"}, {\"system\": \"email\", "
     "\"value\": \"[[email:email_plain_v39]]\"}], \"address\": [{\"text\": \"[[address:addr_line_v39]]\"}]}}, {\"resource\": {\"resourceType\": \"Coverage\", \"status\": \"active\", "
     "\"subscriberId\": \"[[member_id:member_v39]]\", \"beneficiary\": {\"reference\": \"Patient/pt-{fivedig}\"}, \"payor\": [{\"display\": \"{org}\"}], "
     "\"class\": [{\"type\": {\"text\": \"group\"}, \"value\": \"{yd_group}\"}]}}]}"),
    ("b39_hl7_adt_a08", "hl7_export", US,
     "MSH|^~\\&|ADT|BCRMC|HIE|MSHIN|{hl7_ts}||ADT^A08^ADT_A01|{ctrl}|P|2.5.1\nEVN|A08|{hl7_ts}\nPID|1||[[record_number:mrn_v39]]^^^BCRMC^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_hl7_v39]]|((F||M))|||[[address:addr_hl7_v39]]||[[phone:phone_hl7_v39]]^PRN^PH||||||[[ssn:ssn_hl7]]|||||||||||[[date_of_death:dod_hl7_v39]]|Y\n"
     "PV1|1|I|4W^{small}^A||||{own_npi}^{own_doc_hl}"),
    ("b39_eligibility_csv", "csv_export", US,
     "member_id,last_name,first_name,dob,email,portal_registered_from\n[[member_id:member_v39]],{last_upper},{first_upper},[[date_of_birth:dob_iso_v39]],[[email:email_plain_v39]],"
     "[[ip_address:ip_public]]\n# eligibility extract {eff_iso}, {org}, group {yd_group}, rows: 1"),
    ("b39_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{sub_id}   *ZZ*YDH39          *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*HS*{sub_id}*YDH39*20{isa_date}*{clock_hhmm}*{small}*X*005010X279A1~\nST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{ctrl}*20{isa_date}*{clock_hhmm}~\n"
     "HL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*YDH39~\nHL*2*1*21*1~\nNM1*1P*2*{clinic_upper}*****XX*{own_npi}~\nHL*3*2*22*0~\nTRN*1*{trn}*9642917405~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12_v39]]~\nREF*SY*[[ssn:ssn_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nDTP*291*D8*20{isa_date}~\nEQ*30~\n"
     "SE*15*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind39", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
