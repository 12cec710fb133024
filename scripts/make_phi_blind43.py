"""A forty-third blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind43.py [--seed 45451] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind41.py,
seeds 4141 to 43431) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-second set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b43_" or "b43c_"). Identifier-free genres: behavioural-health programme capacity reports, crisis-line volume
statistics (a US and an English partner line), substance-use treatment bed registries (facility counts), peer-support
training calendars (one as an iCalendar export, one in Mexican Spanish), school-based health centre service counts,
WIC clinic schedules (one in Spanish), immunisation clinic supply orders (lot numbers, NDCs; one in Canadian French,
one an X12 850), public-health laboratory test menus (LOINC; a FHIR ObservationDefinition, an HL7 MFN^M08),
vital-statistics aggregate tables (counts by county and by Portuguese district, no individuals), restaurant
inspection summaries (establishments, not people; a UK food hygiene summary), emergency-preparedness exercise
after-action reports, hospital association advocacy letters, Medicaid managed-care rate certification excerpts,
provider enrolment checklists, credentialing policies (one English), telehealth parity law summaries, coding Q&A
columns, notices in other locales (es_MX, fr_CA, pt_PT, South African English, en_GB, es_ES) and CSV, JSON (FHIR
MeasureReport), XML, HL7 (MFN^M05 locations) and X12 (850, 999) exports of non-personal data. Carrying genres:
involuntary-hold petitions (a Nevada Legal 2000, a Mental Health Act application in England), crisis-stabilisation
notes (US, Ontario), opioid-treatment programme intakes (US, Portuguese), court-ordered evaluation reports (US,
Mexican), probation medical releases and a compassionate-release statement, jail medical intake screenings (US,
South African), shelter health screenings (US, English), refugee health assessments (US, Quebec), interpreter-service
requests (US, English), domestic-violence shelter intakes (US, English refuge), child-protective medical referrals
(US, Mexican DIF), workers' compensation first reports of injury (Nevada, Ontario WSIB), plus a FHIR Encounter, an
HL7 ADT^A04, a Medicaid eligibility CSV and an X12 271.

About three quarters of the identifier values come from this module's own printings (the `*_v43` slots; the rest
from the first and twenty-fifth sets' printers, imported): US SSNs and ITINs in
several printings, Nevada Medicaid recipient IDs; Mexican CURP (its check digit, the name letters and the birth
date of the text) and RFC (homoclave check digit); Canadian SIN (Luhn) and Ontario health cards (Luhn, version
code); Portuguese NIF (mod 11) and SNS user numbers; South African ID numbers (birth date, sex, Luhn); UK NHS numbers
(mod 11) and National Insurance numbers; Portuguese and British IBANs with computed check digits (the Portuguese NIB
key too), British sort code and account, Canadian transit, institution and account printings (cheque, EFT, words);
American Express and Diners Club numbers with Luhn; dates in Mexican Spanish, Canadian French, Portuguese, South
African and British orders and month names ("7 de marzo de 1941", "le 7 mars 1941", "7 de março de 1941",
"1941/03/07"); Mexican (colonia, C.P.), Canadian (English and French layouts), Portuguese (andar, NNNN-NNN), South
African, British and Nevada address layouts; Mexican, Canadian, Portuguese, South African, British and Nevada phone
numbers in their national printings; e-mails written against scrapers.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Nevada behavioural-health collaborative, its
medical centre and public-health laboratory on fictional 555-01xx lines, and partner services in England and Canada
on Ofcom's drama range and the North American 555-01xx range) and the collaborative's own printed identifiers (payer
ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own staff, never
a patient or member, and the ages it gives are under 90 (age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 45451
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES + ("fr_CA",)

ORG_NAME = "Galena Creek Behavioral Health Collaborative"
HOSPITAL_NAME = "Peavine Ridge Medical Center"
LAB_NAME = "High Desert Public Health Laboratory"
CRISIS_NAME = "Galena Creek Crisis Line"
ORG_DOMAIN = "galenacreekbh.org"
ORGANISATION_CONTACTS = [
    "(775) 555-0142",                                                  # 0 collaborative main line
    "(775) 555-0143",                                                  # 1 fax
    "Claims Processing, PO Box 30815, Reno, NV 89520",                 # 2 claims address
    "940 Kietzke Commons Parkway, Suite 300, Reno, NV 89502",          # 3 office
    "intake@galenacreekbh.org",                                        # 4
    "providers@galenacreekbh.org",                                     # 5
    "(775) 555-0144",                                                  # 6 medical centre switchboard
    "2150 Peavine Ridge Road, Reno, NV 89523",                         # 7 medical centre address
    "(775) 555-0146",                                                  # 8 crisis line business office (not the crisis number)
    "1-844-555-0121",                                                  # 9 toll-free member line
    "1-844-555-0122",                                                  # 10 toll-free crisis line
    "+1 775 555 0142",                                                 # 11 main line from abroad
    "https://www.galenacreekbh.org",                                   # 12
    "data@galenacreekbh.org",                                          # 13
    "credentialing@galenacreekbh.org",                                 # 14
    "(775) 555-0147",                                                  # 15 provider enrolment line
    "lab@galenacreekbh.org",                                           # 16
    "(775) 555-0148",                                                  # 17 public-health laboratory
    "1660 Sagebrush Flats Way, Sparks, NV 89431",                      # 18 laboratory address
    "immunize@galenacreekbh.org",                                      # 19
    "wic@galenacreekbh.org",                                           # 20
    "(775) 555-0151",                                                  # 21 WIC clinic line
    "prep@galenacreekbh.org",                                          # 22 emergency preparedness
    "advocacy@galenacreekbh.org",                                      # 23
    "coding@galenacreekbh.org",                                        # 24
    "edi@galenacreekbh.org",                                           # 25
    "+44 161 496 0735",                                                # 26 Manchester partner crisis service (Ofcom drama range)
    "+1 416 555 0186",                                                 # 27 Toronto partner (555-01xx)
    "peer@galenacreekbh.org",                                          # 28
    "(775) 555-0152",                                                  # 29 school-based health centres
    "(775) 555-0153",                                                  # 30 environmental health (food inspections)
    "+1 514 555 0129",                                                 # 31 Montreal partner (555-01xx)
    "internacional@galenacreekbh.org",                                 # 32 Spanish/Portuguese-language desk
    "(775) 555-0154",                                                  # 33 bed registry desk
]
ORG_PAYER_ID = "GCB43"
ORG_RXBIN = "017543"
ORG_RXPCN = "GCBRX"
ORG_RXGRP = "GCB4302"
ORG_EIN = "88-4310275"
ORG_NPIS = (blind5._npi_of("174302958"), blind5._npi_of("152870431"), blind5._npi_of("198063524"))  # noqa: SLF001
STAFF = ("Dr. Wilhelmina Ostrander-Baca", "Dr. Ezekiel Tsosie-Marchetti", "Rosalind Achterberg, LCSW", "Dr. Anselm Quintrell",
         "Beatriz Olvera-Hightower, PharmD", "Thaddeus Winnemucca-Pryor, CPRS", "Lucinda Fairweather, MPH", "Oksana Delacroix-Ames, RN")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V43 = {
    "en": blind.MONTHS,
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
           "diciembre"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro",
           "dezembro"],
}

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_ordinal = blind41._ordinal  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return {"es_MX": "MX", "en_CA": "CA", "fr_CA": "CA", "pt_PT": "PT", "en_GB": "GB"}.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 496, 7946, 5550)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "496", "7946", "5550", "900")):
            return out


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _date_words(draw: Draw, day: dt.date, country: str, lang: str = "") -> str:
    """A date as the text's country and language print it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    if country == "MX":
        month = MONTHS_V43["es"][m - 1]
        return draw.pick([f"{d} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{month[:3].upper()}-{y}", f"{d}/{month[:3]}/{y}",
                          f"{d:02d}/{m:02d}/{y % 100:02d}", f"{d} {month[:3]}. {y}"])
    if country == "CA" and lang == "fr":
        month = MONTHS_V43["fr"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"le {'1er' if d == 1 else d} {month} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}",
                          f"{d} {month[:4].rstrip('.')}. {y}" if len(month) > 4 else f"{d} {month} {y}"])
    if country == "CA":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}", f"{month[:3]} {d}, {y}", f"{y}/{m:02d}/{d:02d}"])
    if country == "PT":
        month = MONTHS_V43["pt"][m - 1]
        return draw.pick([f"{d} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{month[:3]}/{y}"])
    if country == "ZA":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{y}/{m:02d}/{d:02d}", f"{d} {month} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}"])
    if country == "GB":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{_ordinal(d)} {month} {y}", f"{d} {month[:3]} {y}", f"{d} {month} {y}",
                          f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y % 100:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{d:02d}-{month[:3].upper()}-{y}",
                      f"{m}-{d}-{y}", f"{m:02d}/{d:02d}/{y % 100:02d}"])


def _lang(draw: Draw) -> str:
    return "fr" if _loc(draw) == "fr_CA" else ""


def dob_v43(draw: Draw) -> str:
    """An adult's date of birth in the order and month names of the text's country and language."""
    return _date_words(draw, _birth(draw, 1950, 2004), _country(draw), _lang(draw))


def dob_child_v43(draw: Draw) -> str:
    """A child's date of birth (child-protective referrals)."""
    return _date_words(draw, _birth(draw, 2012, 2024), _country(draw), _lang(draw))


def dob_elder_v43(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1927, 1935), _country(draw), _lang(draw))


def dob_za_v43(draw: Draw) -> str:
    return _date_words(draw, _birth(draw, 1958, 2004), "ZA")


def dob_iso_v43(draw: Draw) -> str:
    return _birth(draw, 1952, 2004).isoformat()


def dob_compact_v43(draw: Draw) -> str:
    return _birth(draw, 1952, 2004).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 3, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v43(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw), _lang(draw))


def dod_iso_v43(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def age_v43(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 99)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    loc = _loc(draw)
    if loc == "es_MX":
        return draw.pick([f"{age} años", f"{age} a.", f"{age} años de edad"])
    if loc == "fr_CA":
        return draw.pick([f"{age} ans", f"{age} ans révolus", f"{age} ans"])
    if loc == "pt_PT":
        return draw.pick([f"{age} anos", f"{age} anos de idade"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + ("-" + words[age % 10] if age % 10 else "")
    return draw.pick([str(age), f"{age} years", f"{age} yrs", spelled, f"{age}-year-old", f"{age} y/o", f"{age}yo"])


def ssn_v43(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms and chats use."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}.{value[3:5]}.{value[5:]}", f"{value[:3]} - {value[3:5]} - {value[5:]}", f"{value[:3]}/{value[3:5]}/{value[5:]}"])


def ssn_plain_v43(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


_ITIN_GROUPS = list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100))


def itin_v43(draw: Draw) -> str:
    """A US ITIN: 9xx, a group of the IRS ranges (50-65, 70-88, 90-92, 94-99), four digits."""
    value = f"9{draw.digits(2)}{draw.pick(_ITIN_GROUPS)}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", value, f"{value[:3]} {value[3:5]} {value[5:]}"])


def medicaid_nv_v43(draw: Draw) -> str:
    """A Nevada Medicaid recipient ID: eleven digits, printed whole or grouped."""
    value = "0" + draw.digits(10, first_nonzero=True) if draw.rng.random() < 0.5 else draw.digits(11, first_nonzero=True)
    return draw.pick([value, value, f"{value[:3]} {value[3:7]} {value[7:]}", f"{value[:5]}-{value[5:]}"])


def medicaid_nv_plain_v43(draw: Draw) -> str:
    return draw.digits(11, first_nonzero=True)


def mrn_v43(draw: Draw) -> str:
    """A record number of the text's country's institutions."""
    country = _country(draw)
    if country == "MX":
        return draw.pick([f"Exp. {draw.digits(6, True)}/{draw.rng.randint(2019, 2026)}", f"{draw.digits(8, True)}", f"HC-{draw.digits(7, True)}"])
    if country == "CA":
        return draw.pick([f"MRN {draw.digits(7, True)}", f"{draw.letters(1, 'HTKM')}{draw.digits(7)}", f"No de dossier {draw.digits(6, True)}"
                          if _lang(draw) == "fr" else f"{draw.digits(8, True)}"])
    if country == "PT":
        return draw.pick([f"{draw.digits(8, True)}", f"Proc. {draw.digits(7, True)}", f"NP {draw.digits(6, True)}"])
    if country == "GB":
        return draw.pick([f"RM{draw.digits(6)}", f"{draw.letters(1, 'KLMNRST')}{draw.digits(6, True)}", f"{draw.digits(8, True)}"])
    return draw.pick([f"PR{draw.digits(7)}", f"{draw.digits(8, True)}", f"M{draw.digits(7, True)}", f"PRMC-{draw.digits(6)}",
                      f"{draw.digits(2, True)}-{draw.digits(2)}-{draw.digits(4)}"])


def mrn_plain_v43(draw: Draw) -> str:
    return f"PR{draw.digits(7)}"


def booking_v43(draw: Draw) -> str:
    """A county jail booking number or a corrections inmate number."""
    return draw.pick([f"{draw.rng.randint(24, 26)}-{draw.digits(6, True)}", f"B{draw.rng.randint(2024, 2026)}{draw.digits(5)}",
                      f"{draw.digits(7, True)}", f"NDOC #{draw.digits(7, True)}"])


def case_v43(draw: Draw) -> str:
    """A court case number (criminal, civil commitment, dependency)."""
    return draw.pick([f"CR{draw.rng.randint(24, 26)}-{draw.digits(4, True)}", f"{draw.rng.randint(24, 26)}-CR-{draw.digits(5, True)}",
                      f"MH{draw.rng.randint(24, 26)}-{draw.digits(5)}", f"J-{draw.digits(6, True)}", f"{draw.rng.randint(2024, 2026)}-{draw.letters(2)}-{draw.digits(6)}"])


def hmis_v43(draw: Draw) -> str:
    """A homeless management information system client ID."""
    return draw.pick([f"HMIS {draw.digits(7, True)}", f"{draw.digits(6, True)}", f"CL-{draw.digits(8, True)}"])


# ---- Mexico ------------------------------------------------------------------------------------------------------
_MX_STATES = ["AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT", "GR", "HG", "JC", "MC", "MN", "MS", "NT", "NL", "OC",
              "PL", "QT", "QR", "SP", "SL", "SR", "TC", "TS", "TL", "VZ", "YN", "ZS"]
_MX_MATERNAL = ["López", "Ramírez", "Hernández", "Gutiérrez", "Ortega", "Salinas", "Navarro", "Cervantes", "Zúñiga", "Villaseñor",
                "Aguilar", "Domínguez", "Ibarra", "Mendoza", "Peña", "Quiroz"]
_CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _up(word: str) -> str:
    return (blind2.fold_ascii(word).upper() or "X")


def _inner(word: str, vowels: bool) -> str:
    pool = "AEIOU"
    for char in word[1:]:
        if (char in pool) == vowels and char.isalpha():
            return char
    return "X"


# RENAPO's inconvenient words: the second letter becomes X (the published list).
_MX_AVOID = set("""
    BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA GUEI GUEY
    JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO
    MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE
    ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY
""".split())


def _mx_letters(draw: Draw) -> str:
    paternal, maternal, given = _up(draw.fill("last")), _up(draw.fill("mx_mat")), _up(draw.fill("first"))
    letters = paternal[0] + _inner(paternal, True) + maternal[0] + given[0]
    return letters[0] + "X" + letters[2:] if letters in _MX_AVOID else letters


def _curp_check(body: str) -> str:
    total = sum(_CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(body))
    return str((10 - total % 10) % 10)


def curp_v43(draw: Draw) -> str:
    """A CURP agreeing with the text's name and birth date: name letters, YYMMDD, sex, state, inner consonants, check digit."""
    born = _birth(draw, 1950, 2004)
    paternal, maternal, given = _up(draw.fill("last")), _up(draw.fill("mx_mat")), _up(draw.fill("first"))
    sex = "M" if _sex(draw) == "F" else "H"
    body = (_mx_letters(draw) + born.strftime("%y%m%d") + sex + draw.pick(_MX_STATES) + _inner(paternal, False) + _inner(maternal, False)
            + _inner(given, False) + (str(draw.rng.randint(0, 9)) if born.year < 2000 else draw.letters(1)))
    value = body + _curp_check(body)
    return draw.pick([value, value, value, value.lower() if draw.rng.random() < 0.2 else value])


def curp_child_v43(draw: Draw) -> str:
    _birth(draw, 2012, 2024)
    return curp_v43(draw)


def _rfc_check(body: str) -> str:
    padded = body.rjust(12)
    total = sum(_RFC_CHARS.index(c) * (13 - i) for i, c in enumerate(padded))
    check = 11 - total % 11
    return "0" if check == 11 else "A" if check == 10 else str(check)


def rfc_v43(draw: Draw) -> str:
    """An RFC of a natural person: name letters, YYMMDD, two homoclave characters and the check character."""
    born = _birth(draw, 1950, 2004)
    body = _mx_letters(draw) + born.strftime("%y%m%d") + draw.letters(2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789")
    value = body + _rfc_check(body)
    return draw.pick([value, value, f"{value[:4]}-{value[4:10]}-{value[10:]}", f"{value[:4]} {value[4:10]} {value[10:]}"])


# ---- Canada ------------------------------------------------------------------------------------------------------
def sin_v43(draw: Draw) -> str:
    """A Canadian Social Insurance Number: first digit 1-7, Luhn, printed 3-3-3."""
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    value = body + _luhn(body)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}", value, f"{value[:3]} {value[3:6]} {value[6:]}"])


def ohip_v43(draw: Draw) -> str:
    """An Ontario health card: ten digits (Luhn over them) and a two-letter version code."""
    body = str(draw.rng.randint(1, 9)) + draw.digits(8)
    value = body + _luhn(body)
    version = draw.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")
    return draw.pick([f"{value[:4]}-{value[4:7]}-{value[7:]}-{version}", f"{value[:4]} {value[4:7]} {value[7:]} {version}", f"{value}{version}",
                      f"{value} {version}", value])


def uci_v43(draw: Draw) -> str:
    """An IRCC unique client identifier (UCI): eight or ten digits, printed as on the IFHP certificate."""
    value = draw.digits(draw.pick([8, 10]), True)
    return draw.pick([value, "-".join([value[:4], value[4:]]) if len(value) == 8 else f"{value[:2]}-{value[2:6]}-{value[6:]}"])


def a_number_v43(draw: Draw) -> str:
    """A US alien registration number (A-Number): A and nine digits, as the I-94 and the EAD print it."""
    value = draw.digits(9, True) if draw.rng.random() < 0.6 else "2" + draw.digits(8)
    return draw.pick([f"A{value}", f"A-{value[:3]}-{value[3:6]}-{value[6:]}", f"A{value[:3]} {value[3:6]} {value[6:]}", f"A# {value}"])


# ---- Portugal ----------------------------------------------------------------------------------------------------
def nif_v43(draw: Draw) -> str:
    """A Portuguese NIF of a natural person: first digit 1-3, mod 11 check digit."""
    while True:
        body = str(draw.rng.randint(1, 3)) + draw.digits(7)
        check = 11 - sum(int(c) * w for c, w in zip(body, range(9, 1, -1))) % 11
        check = 0 if check >= 10 else check
        value = body + str(check)
        return draw.pick([value, value, f"{value[:3]} {value[3:6]} {value[6:]}", f"PT{value}" if draw.rng.random() < 0.2 else value])


def sns_v43(draw: Draw) -> str:
    """A Portuguese SNS user number (número de utente): nine digits."""
    value = draw.digits(9, True)
    return draw.pick([value, f"{value[:3]} {value[3:6]} {value[6:]}"])


# ---- South Africa ------------------------------------------------------------------------------------------------
def za_id_v43(draw: Draw) -> str:
    """A South African ID number agreeing with the birth date and sex: YYMMDD SSSS C A Z, Luhn."""
    born = _birth(draw, 1958, 2004)
    seq = draw.rng.randint(0, 4999) if _sex(draw) == "F" else draw.rng.randint(5000, 9999)
    body = f"{born.strftime('%y%m%d')}{seq:04d}{draw.pick(['0', '0', '0', '1'])}8"
    value = body + _luhn(body)
    return draw.pick([value, value, f"{value[:6]} {value[6:10]} {value[10:]}", f"{value[:6]} {value[6:]}"])


# ---- United Kingdom ----------------------------------------------------------------------------------------------
def nhs_v43(draw: Draw) -> str:
    """An NHS number: ten digits, mod 11 check digit (never 10), printed 3-3-4."""
    while True:
        body = str(draw.rng.randint(4, 7)) + draw.digits(8)
        check = 11 - sum(int(c) * w for c, w in zip(body, range(10, 1, -1))) % 11
        if check == 10:
            continue
        value = body + str(0 if check == 11 else check)
        return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]} {value[3:6]} {value[6:]}", value, f"{value[:3]}-{value[3:6]}-{value[6:]}"])


_NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def nino_v43(draw: Draw) -> str:
    """A National Insurance number: an allowed prefix, six digits, suffix A-D; spaced in pairs or run together."""
    while True:
        prefix = draw.letters(1, _NINO_FIRST) + draw.letters(1, _NINO_SECOND)
        if prefix not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    digits = draw.digits(6)
    suffix = draw.letters(1, "ABCD")
    return draw.pick([f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}", f"{prefix}{digits}{suffix}", f"{prefix} {digits} {suffix}",
                      f"{prefix}{digits}{suffix}".lower() if draw.rng.random() < 0.2 else f"{prefix}{digits}{suffix}"])


# ---- accounts and cards ------------------------------------------------------------------------------------------
_PT_BANKS = ["0035", "0033", "0007", "0010", "0036", "0018", "0045"]


def iban_pt_v43(draw: Draw) -> str:
    """A Portuguese IBAN: bank, branch, eleven-digit account and the NIB key (98 - n x 100 mod 97)."""
    stem = f"{draw.pick(_PT_BANKS)}{draw.digits(4)}{draw.digits(11, True)}"
    nib = stem + f"{98 - (int(stem) * 100) % 97:02d}"
    iban = _iban("PT", nib)
    return draw.pick([_group4(iban), iban, f"IBAN {_group4(iban)}", f"NIB {nib[:4]} {nib[4:8]} {nib[8:19]} {nib[19:]}"])


_GB_BANKS = [("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40"), ("MIDL", "40"), ("NAIA", "07")]


def iban_gb_v43(draw: Draw) -> str:
    """A British IBAN: bank code, sort code, eight-digit account, computed check digits."""
    bank, head = draw.pick(_GB_BANKS)
    iban = _iban("GB", f"{bank}{head}{draw.digits(4)}{draw.digits(8, True)}")
    return draw.pick([_group4(iban), iban])


def gb_sortacct_v43(draw: Draw) -> str:
    _, head = draw.pick(_GB_BANKS)
    sort = f"{head}-{draw.digits(2)}-{draw.digits(2)}"
    account = draw.digits(8, True)
    return draw.pick([f"sort code {sort}, account {account}", f"{sort} / {account}", f"S/C {sort} A/C {account}", f"{sort} {account}"])


_CA_INSTITUTIONS = ["001", "002", "003", "004", "006", "010", "815", "837"]


def ca_account_v43(draw: Draw) -> str:
    """A Canadian account: five-digit transit, three-digit institution, account, as a cheque, an EFT line or in words."""
    transit, inst, account = draw.digits(5, True), draw.pick(_CA_INSTITUTIONS), draw.digits(draw.pick([7, 7, 12, 9]), True)
    return draw.pick([f"transit {transit}, institution {inst}, account {account}", f"{transit}-{inst} {account}", f"0{inst}{transit} {account}",
                      f"Transit: {transit} / Inst: {inst} / Acct: {account}", f"{transit} {inst} {account}"])


def us_account_v43(draw: Draw) -> str:
    value = draw.digits(draw.pick([10, 12, 9, 11]), first_nonzero=True)
    return draw.pick([value, f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:3]}-{value[3:]}", value])


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def amex_v43(draw: Draw) -> str:
    """An American Express number (34, 37; fifteen digits) with Luhn, printed 4-6-5 or run together."""
    number = _card(draw, draw.pick(["34", "37", "37"]), 15)
    return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]} {number[4:10]} {number[10:]}", number,
                      f"{number[:4]}-{number[4:10]}-{number[10:]}"])


def diners_v43(draw: Draw) -> str:
    """A Diners Club number (300-305, 36, 38, 39; fourteen digits) with Luhn, printed 4-6-4."""
    number = _card(draw, draw.pick(["300", "301", "305", "36", "38", "39"]), 14)
    return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", number, f"{number[:4]}-{number[4:10]}-{number[10:]}"])


def card_v43(draw: Draw) -> str:
    return amex_v43(draw) if draw.rng.random() < 0.6 else diners_v43(draw)


# ---- addresses ---------------------------------------------------------------------------------------------------
_NV_TOWNS = [("Reno", "89502"), ("Reno", "89503"), ("Reno", "89509"), ("Reno", "89512"), ("Reno", "89523"), ("Sparks", "89431"),
             ("Sparks", "89436"), ("Carson City", "89701"), ("Carson City", "89706"), ("Fernley", "89408"), ("Fallon", "89406"),
             ("Elko", "89801"), ("Las Vegas", "89104"), ("Las Vegas", "89121"), ("Henderson", "89074"), ("Winnemucca", "89445")]
_NV_STREETS = ["Wingfield Hills Rd", "Pyramid Way", "Plumas St", "Mayberry Dr", "Moana Ln", "El Rancho Dr", "Vista Blvd", "Lemmon Dr",
               "Sun Valley Blvd", "Mountain Rose Dr", "Arrowcreek Pkwy", "Kings Row", "Sutro St", "Oddie Blvd", "Roop St", "Idaho St"]
_MX_PLACES = [("Col. Americana", "44160", "Guadalajara", "Jal."), ("Col. Roma Norte", "06700", "Ciudad de México", "CDMX"),
              ("Col. Del Valle", "03100", "Ciudad de México", "CDMX"), ("Col. Obispado", "64060", "Monterrey", "N.L."),
              ("Zona Centro", "22000", "Tijuana", "B.C."), ("Col. La Paz", "72160", "Puebla", "Pue."),
              ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jal."), ("Col. Chapultepec", "80040", "Culiacán", "Sin."),
              ("Fracc. Las Quintas", "80060", "Culiacán", "Sin."), ("Col. Industrial", "31000", "Chihuahua", "Chih.")]
_MX_STREETS = ["Av. Juárez", "Calle Hidalgo", "Av. Vallarta", "Calle Morelos", "Av. Revolución", "Calle 5 de Mayo", "Av. Constitución",
               "Calle Allende", "Calle Aldama", "Privada de los Pinos", "Av. Insurgentes Sur", "Calle Guerrero"]
_CA_ON = [("Toronto", "M4C"), ("Toronto", "M6H"), ("Toronto", "M5V"), ("Ottawa", "K1N"), ("Ottawa", "K2P"), ("Hamilton", "L8P"),
          ("London", "N6A"), ("Mississauga", "L5B"), ("Sudbury", "P3E"), ("Kingston", "K7L")]
_CA_QC = [("Montréal", "H2X"), ("Montréal", "H2J"), ("Montréal", "H1V"), ("Québec", "G1R"), ("Gatineau", "J8X"), ("Sherbrooke", "J1H"),
          ("Laval", "H7N"), ("Longueuil", "J4K")]
_CA_STREETS_EN = ["Danforth Ave", "Elm Street", "Bank St", "Dundas Street West", "King St E", "Bloor St W", "Queen Street",
                  "Wellington Rd", "Main St N", "Princess St"]
_CA_STREETS_FR = ["rue Saint-Denis", "boulevard Saint-Laurent", "rue Ontario Est", "avenue du Mont-Royal Est", "rue Beaubien",
                  "chemin Sainte-Foy", "rue King Ouest", "boulevard des Laurentides", "rue Notre-Dame Ouest"]
_CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
_PT_PLACES = [("1100", "Lisboa"), ("1150", "Lisboa"), ("1700", "Lisboa"), ("4000", "Porto"), ("4050", "Porto"), ("4100", "Porto"),
              ("3000", "Coimbra"), ("4700", "Braga"), ("8000", "Faro"), ("2900", "Setúbal"), ("2700", "Amadora"), ("4400", "Vila Nova de Gaia")]
_PT_STREETS = ["Rua Augusta", "Avenida da Boavista", "Rua de Santa Catarina", "Rua do Almada", "Avenida Almirante Reis", "Rua Ferreira Borges",
               "Travessa do Carmo", "Rua da Sofia", "Avenida da República", "Rua Cândido dos Reis"]
_ZA_PLACES = [("Menlo Park", "Pretoria", "0081"), ("Sunnyside", "Pretoria", "0132"), ("Sea Point", "Cape Town", "8005"),
              ("Observatory", "Cape Town", "7925"), ("Orlando West", "Soweto", "1804"), ("Morningside", "Durban", "4001"),
              ("Melville", "Johannesburg", "2092"), ("Yeoville", "Johannesburg", "2198"), ("Summerstrand", "Gqeberha", "6001")]
_ZA_STREETS = ["Jacaranda Street", "Beach Road", "Vilakazi Street", "Florida Road", "Main Road", "Protea Avenue", "Church Street",
               "Sisulu Street", "Umgeni Road", "Rockey Street"]
_GB_PLACES = [("Headingley", "Leeds", "LS6"), ("Fallowfield", "Manchester", "M14"), ("Easton", "Bristol", "BS5"), ("Crookes", "Sheffield", "S10"),
              ("Selly Oak", "Birmingham", "B29"), ("Cathays", "Cardiff", "CF24"), ("", "Norwich", "NR2"), ("Highfields", "Leicester", "LE2"),
              ("Walton", "Liverpool", "L4"), ("", "Nottingham", "NG7")]
_GB_STREETS = ["Victoria Road", "Wilmslow Road", "Stapleton Road", "Northumberland Road", "Bristol Road", "Woodville Road", "Unthank Road",
               "Evington Road", "County Road", "Alfreton Road", "Beech Grove", "Chapel Lane"]


def _ca_postcode(draw: Draw, fsa: str) -> str:
    return f"{fsa} {draw.digits(1)}{draw.letters(1, _CA_LETTERS)}{draw.digits(1)}"


def _gb_postcode(draw: Draw, outward: str) -> str:
    return f"{outward} {draw.digits(1)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def addr_nv_v43(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_NV_TOWNS)
    street = f"{rng.randint(10, 9899)} {draw.pick(_NV_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 240)}", f" #{rng.randint(1, 60)}", f", Space {rng.randint(1, 90)}"])
    return draw.pick([f"{street}{unit}, {town}, NV {zip_code}", f"{street}{unit}\n{town}, NV {zip_code}", f"{street}{unit}, {town} NV {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} NV {zip_code}"])


def addr_mx_v43(draw: Draw) -> str:
    colonia, cp, city, state = draw.pick(_MX_PLACES)
    number = f"{draw.pick(_MX_STREETS)} {draw.rng.randint(1, 3200)}"
    inner = draw.pick(["", "", f" Int. {draw.rng.randint(1, 20)}", f" Depto. {draw.rng.randint(101, 504)}"])
    return draw.pick([f"{number}{inner}, {colonia}, C.P. {cp}, {city}, {state}", f"{number}{inner}\n{colonia}\n{cp} {city}, {state}",
                      f"{number}{inner}, {colonia}, {city}, {state}, CP {cp}"])


def addr_ca_v43(draw: Draw) -> str:
    rng = draw.rng
    if _lang(draw) == "fr":
        town, fsa = draw.pick(_CA_QC)
        unit = draw.pick(["", "", f", app. {rng.randint(1, 30)}", f", logement {rng.randint(1, 12)}"])
        street = f"{rng.randint(100, 9800)}, {draw.pick(_CA_STREETS_FR)}{unit}"
        return draw.pick([f"{street}\n{town} (Québec)  {_ca_postcode(draw, fsa)}", f"{street}, {town} (Québec) {_ca_postcode(draw, fsa)}",
                          f"{street}, {town} QC {_ca_postcode(draw, fsa)}"])
    town, fsa = draw.pick(_CA_ON)
    number = draw.pick([str(rng.randint(2, 2400)), f"{rng.randint(1, 1900)}-{rng.randint(10, 2400)}", f"Unit {rng.randint(1, 40)}, {rng.randint(2, 2400)}"])
    street = f"{number} {draw.pick(_CA_STREETS_EN)}"
    return draw.pick([f"{street}, {town} ON {_ca_postcode(draw, fsa)}", f"{street}\n{town.upper()} ON  {_ca_postcode(draw, fsa)}",
                      f"{street}, {town}, Ontario {_ca_postcode(draw, fsa)}"])


def addr_pt_v43(draw: Draw) -> str:
    code, town = draw.pick(_PT_PLACES)
    cp = f"{code}-{draw.rng.randint(1, 499):03d}"
    floor = draw.pick(["", f", {draw.rng.randint(1, 8)}.º Esq.", f", {draw.rng.randint(1, 8)}.º Dto.", ", r/c", f", {draw.rng.randint(1, 6)}.º B"])
    street = f"{draw.pick(_PT_STREETS)}, {draw.rng.randint(1, 480)}{floor}"
    return draw.pick([f"{street}\n{cp} {town}", f"{street}, {cp} {town}", f"{street}, {cp} {town.upper()}"])


def addr_za_v43(draw: Draw) -> str:
    suburb, city, code = draw.pick(_ZA_PLACES)
    number = draw.pick([str(draw.rng.randint(1, 240)), f"Unit {draw.rng.randint(1, 40)}, {draw.pick(['Sunset Villas', 'Protea Court', 'Oak Gardens'])}, {draw.rng.randint(1, 240)}"])
    street = f"{number} {draw.pick(_ZA_STREETS)}"
    return draw.pick([f"{street}, {suburb}, {city}, {code}", f"{street}\n{suburb}\n{city}\n{code}", f"{street}, {suburb}, {city} {code}"])


def addr_gb_v43(draw: Draw) -> str:
    district, town, outward = draw.pick(_GB_PLACES)
    flat = draw.pick(["", "", f"Flat {draw.rng.randint(1, 24)}, "])
    street = f"{flat}{draw.rng.randint(1, 320)} {draw.pick(_GB_STREETS)}"
    place = f"{district}, {town}" if district else town
    pc = _gb_postcode(draw, outward)
    return draw.pick([f"{street}, {place} {pc}", f"{street}\n{place.replace(', ', chr(10))}\n{pc}", f"{street}, {town.upper()}, {pc}"])


def addr_v43(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"MX": addr_mx_v43, "CA": addr_ca_v43, "PT": addr_pt_v43, "GB": addr_gb_v43}.get(_country(draw), addr_nv_v43)(draw)


def addr_hl7_v43(draw: Draw) -> str:
    """A Nevada home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_NV_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_NV_STREETS)}^{draw.pick(['', '', 'Apt ' + str(draw.rng.randint(1, 240))])}^{town}^NV^{zip_code}^USA^H"


def addr_x12_v43(draw: Draw) -> str:
    """An X12 N3 street and the N4 segment after it (city, state, ZIP): one address over two segments."""
    town, zip_code = draw.pick(_NV_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_NV_STREETS).upper()}~\nN4*{town.upper()}*NV*{zip_code}"


def addr_line_v43(draw: Draw) -> str:
    """A Nevada home address on one line (a FHIR address's text)."""
    town, zip_code = draw.pick(_NV_TOWNS)
    unit = draw.pick(["", "", f" Apt {draw.rng.randint(1, 240)}"])
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_NV_STREETS)}{unit}, {town}, NV {zip_code}"


# ---- phones ------------------------------------------------------------------------------------------------------
def phone_nv_v43(draw: Draw) -> str:
    area = draw.pick(["775", "775", "702", "725"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}{exchange}{line}"])


def phone_mx_v43(draw: Draw) -> str:
    """A Mexican number: ten digits (two-digit areas 55, 33, 81; three-digit ones elsewhere), national and +52 printings."""
    area = draw.pick(["55", "33", "81", "664", "656", "222", "667", "614"])
    rest = _sub(draw, 10 - len(area))
    if len(area) == 2:
        grouped = f"{area} {rest[:4]} {rest[4:]}"
        paren = f"({area}) {rest[:4]}-{rest[4:]}"
    else:
        grouped = f"{area} {rest[:3]} {rest[3:]}"
        paren = f"({area}) {rest[:3]}-{rest[3:]}"
    return draw.pick([grouped, paren, f"+52 {grouped}", f"+52 1 {grouped}", f"044 {grouped}", f"{area}{rest}", f"+52{area}{rest}"])


def phone_ca_v43(draw: Draw) -> str:
    area = draw.pick(["514", "438", "418", "819", "450"]) if _lang(draw) == "fr" else draw.pick(["416", "647", "613", "905", "519", "705"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area} {exchange}-{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}.{exchange}.{line}", f"{area}-{exchange}-{line} poste {draw.rng.randint(10, 499)}" if _lang(draw) == "fr" else f"{area}-{exchange}-{line}"])


def phone_pt_v43(draw: Draw) -> str:
    """A Portuguese mobile (91, 92, 93, 96) or landline (21 Lisbon, 22 Porto, 239 Coimbra), nine digits."""
    if draw.rng.random() < 0.7:
        nsn = draw.pick(["91", "92", "93", "96"]) + _sub(draw, 7)
    else:
        area = draw.pick(["21", "22", "239", "253"])
        nsn = area + _sub(draw, 9 - len(area))
    return draw.pick([f"{nsn[:3]} {nsn[3:6]} {nsn[6:]}", f"+351 {nsn[:3]} {nsn[3:6]} {nsn[6:]}", nsn, f"+351{nsn}", f"00351 {nsn}"])


def phone_za_v43(draw: Draw) -> str:
    """A South African mobile (06x-08x) or landline (011, 012, 021, 031), ten digits with the trunk 0."""
    if draw.rng.random() < 0.7:
        prefix = draw.pick(["82", "83", "72", "73", "76", "79", "84", "60", "61", "71"])
    else:
        prefix = draw.pick(["11", "12", "21", "31"])
    rest = _sub(draw, 7)
    return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+27 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}", f"+27 (0){prefix} {rest[:3]} {rest[3:]}",
                      f"({'0' + prefix}) {rest[:3]}-{rest[3:]}"])


def phone_gb_v43(draw: Draw) -> str:
    """A UK mobile (07xxx, never the 07700 900 drama range) or a landline (020, 0113, 0161, 0117), national or +44."""
    if draw.rng.random() < 0.65:
        rest = draw.pick(["4", "5", "8", "9"]) + draw.digits(2) + _sub(draw, 6)
        return draw.pick([f"07{rest[:3]} {rest[3:]}", f"+44 7{rest[:3]} {rest[3:]}", f"07{rest}", f"+44 (0)7{rest[:3]} {rest[3:6]} {rest[6:]}",
                          f"07{rest[:3]}-{rest[3:]}"])
    area, length = draw.pick([("20", 8), ("113", 7), ("161", 7), ("117", 7), ("114", 7), ("29", 8)])
    local = _sub(draw, length)
    while area in ("20", "29") and (local[0] not in ("2" if area == "29" else "378") or local.startswith("7946")):
        local = _sub(draw, length)  # London numbers begin 3, 7 or 8, Cardiff ones 2
    split = 4 if length == 8 else 3
    return draw.pick([f"0{area} {local[:split]} {local[split:]}", f"(0{area}) {local[:split]} {local[split:]}", f"+44 {area} {local[:split]} {local[split:]}"])


def phone_v43(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"MX": phone_mx_v43, "CA": phone_ca_v43, "PT": phone_pt_v43, "GB": phone_gb_v43}.get(_country(draw), phone_nv_v43)(draw)


def phone_hl7_v43(draw: Draw) -> str:
    return f"({draw.pick(['775', '702'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v43(draw: Draw) -> str:
    return f"+1{draw.pick(['775', '702', '725'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"MX": ["hotmail.com", "gmail.com", "prodigy.net.mx", "yahoo.com.mx", "outlook.es"],
                  "CA": ["videotron.ca", "sympatico.ca", "gmail.com", "rogers.com", "hotmail.ca", "shaw.ca"],
                  "PT": ["sapo.pt", "gmail.com", "hotmail.com", "netcabo.pt", "outlook.pt"],
                  "ZA": ["telkomsa.net", "gmail.com", "webmail.co.za", "vodamail.co.za", "mweb.co.za"],
                  "GB": ["btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "yahoo.co.uk", "virginmedia.com"],
                  "US": ["charter.net", "sbcglobal.net", "gmail.com", "yahoo.com", "icloud.com", "cox.net", "protonmail.com"]}


def _local(draw: Draw, first: str, last: str) -> str:
    first = blind2.fold_ascii(first) or "kim"
    last = blind2.fold_ascii(last) or "lee"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(70, 99)}", f"{last}{first[:1]}{draw.rng.randint(1, 9)}", f"{first}.{last}{draw.rng.randint(1975, 2005)}"])


def _email(draw: Draw, country: str, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.15:
        word = {"MX": ("arroba", "punto"), "PT": ("arroba", "ponto"), "CA": ("arobase", "point") if _lang(draw) == "fr" else ("at", "dot")}.get(country, ("at", "dot"))
        return f"{local} {word[0]} {domain.replace('.', ' ' + word[1] + ' ')}"
    if style < 0.25:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.32:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_v43(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), True)


def email_plain_v43(draw: Draw) -> str:
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), False)


def email_family_v43(draw: Draw) -> str:
    """The e-mail of the text's second person (a relative, a guardian)."""
    return _email(draw, _country(draw), draw.fill("first2"), draw.fill("last2"), True)


def ip_v43(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    if draw.rng.random() < 0.25:
        prefix = draw.pick(["2600:1700", "2601:646", "2607:fb90", "2605:e000"])
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick([24, 67, 68, 73, 98, 107, 174, 216, 66])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    return f"{blind2.fold_ascii(draw.fill('first' + suffix)) or 'kim'}{sep}{blind2.fold_ascii(draw.fill('last' + suffix)) or 'lee'}"


def social_url_v43(draw: Draw) -> str:
    """The person's own social-media profile or post."""
    return draw.pick([f"https://www.instagram.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}/", f"https://www.tiktok.com/@{_slug(draw, '.')}",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"https://x.com/{_slug(draw, '_')}",
                      f"https://www.youtube.com/@{_slug(draw, '')}", f"https://www.reddit.com/user/{_slug(draw, '_')}{draw.rng.randint(1, 999)}"])


def social_url_other_v43(draw: Draw) -> str:
    """The second person's profile (a partner, a parent)."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.', '2')}", f"https://www.instagram.com/{_slug(draw, '_', '2')}/",
                      f"https://www.tiktok.com/@{_slug(draw, '', '2')}{draw.rng.randint(1, 99)}", f"facebook.com/{_slug(draw, '.', '2')}.{draw.rng.randint(1, 99)}"])


def blog_url_v43(draw: Draw) -> str:
    return draw.pick([f"https://{_slug(draw, '')}.wordpress.com", f"https://{_slug(draw, '')}.substack.com", f"https://www.{_slug(draw, '')}.com/blog",
                      f"https://medium.com/@{_slug(draw, '.')}"])


def plate_v43(draw: Draw) -> str:
    """A number plate of the text's country (Nevada, Ontario, Mexican states, Great Britain)."""
    country = _country(draw)
    if country == "CA":
        return draw.pick([f"{draw.letters(4)} {draw.digits(3)}", f"{draw.letters(4)}{draw.digits(3)}", f"{draw.letters(3)} {draw.digits(3)}"])
    if country == "MX":
        return draw.pick([f"{draw.letters(3)}-{draw.digits(3)}-{draw.letters(1)}", f"{draw.letters(3)}-{draw.digits(2)}-{draw.digits(2)}", f"{draw.digits(3)}-{draw.letters(3)}"])
    if country == "GB":
        year = draw.pick(["12", "15", "16", "18", "19", "21", "66", "67", "69", "70", "71", "73"])
        return draw.pick([f"{draw.letters(2, 'ABCDEFGHKLMNOPRSVWY')}{year} {draw.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}",
                          f"{draw.letters(2, 'ABCDEFGHKLMNOPRSVWY')}{year}{draw.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"])
    return draw.pick([f"{draw.digits(3)}-{draw.letters(1)}{draw.digits(2)}", f"{draw.digits(3)}{draw.letters(3)}", f"{draw.digits(1, True)}{draw.letters(2)}{draw.digits(3)}",
                      f"{draw.letters(3)} {draw.digits(3)}"])


def plate_za_v43(draw: Draw) -> str:
    return draw.pick([f"{draw.letters(2)} {draw.digits(2)} {draw.letters(2)} GP", f"CA {draw.digits(3)}-{draw.digits(3)}", f"N{draw.letters(1)} {draw.digits(5)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("ssn_typed", "ssn_hl7", "dob_x12", "email_plain", "ip_public")},
    **{key: blind.SLOTS[key] for key in ("vin", "mbi", "ssn", "phone_us", "phone_gb", "dob", "dob_text", "dob_num", "addr_us", "addr_gb",
                                         "email", "email_obf", "ipv4", "card", "nhs", "nino")},
    "dob_v43": dob_v43, "dob_child_v43": dob_child_v43, "dob_elder_v43": dob_elder_v43, "dob_za_v43": dob_za_v43, "dob_iso_v43": dob_iso_v43,
    "dob_compact_v43": dob_compact_v43, "dod_v43": dod_v43, "dod_iso_v43": dod_iso_v43, "age_v43": age_v43,
    "ssn_v43": ssn_v43, "ssn_plain_v43": ssn_plain_v43, "itin_v43": itin_v43, "medicaid_nv_v43": medicaid_nv_v43,
    "medicaid_nv_plain_v43": medicaid_nv_plain_v43, "mrn_v43": mrn_v43, "mrn_plain_v43": mrn_plain_v43, "booking_v43": booking_v43,
    "case_v43": case_v43, "hmis_v43": hmis_v43, "curp_v43": curp_v43, "curp_child_v43": curp_child_v43, "rfc_v43": rfc_v43,
    "sin_v43": sin_v43, "ohip_v43": ohip_v43, "uci_v43": uci_v43, "nif_v43": nif_v43, "sns_v43": sns_v43, "za_id_v43": za_id_v43,
    "nhs_v43": nhs_v43, "nino_v43": nino_v43, "iban_pt_v43": iban_pt_v43, "iban_gb_v43": iban_gb_v43, "gb_sortacct_v43": gb_sortacct_v43,
    "ca_account_v43": ca_account_v43, "us_account_v43": us_account_v43, "amex_v43": amex_v43, "diners_v43": diners_v43, "card_v43": card_v43,
    "addr_v43": addr_v43, "addr_nv_v43": addr_nv_v43, "addr_za_v43": addr_za_v43, "addr_hl7_v43": addr_hl7_v43, "addr_x12_v43": addr_x12_v43,
    "addr_line_v43": addr_line_v43, "a_number_v43": a_number_v43, "phone_v43": phone_v43, "phone_nv_v43": phone_nv_v43, "phone_za_v43": phone_za_v43,
    "phone_hl7_v43": phone_hl7_v43, "phone_e164_v43": phone_e164_v43, "email_v43": email_v43, "email_plain_v43": email_plain_v43,
    "email_family_v43": email_family_v43, "ip_v43": ip_v43, "social_url_v43": social_url_v43, "social_url_other_v43": social_url_other_v43,
    "blog_url_v43": blog_url_v43, "plate_v43": plate_v43, "plate_za_v43": plate_za_v43, "addr_gb_v43": addr_gb_v43,
    "phone_gb_v43": phone_gb_v43,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_PROGRAMS = ["Adult outpatient (CCBHC)", "Intensive outpatient", "Assertive community treatment", "Crisis stabilization unit",
             "Mobile crisis teams", "First-episode psychosis", "Youth wraparound", "Co-occurring residential", "Peer respite",
             "Supported housing case management"]


def _capacity_row(d: Draw) -> str:
    slots = d.rng.randint(12, 420)
    filled = d.rng.randint(slots // 2, slots)
    return (f"{d.pick(_PROGRAMS)} | {slots} | {filled} | {100 * filled / slots:.0f}% | {d.rng.randint(0, 60)} | "
            f"{d.rng.randint(1, 38)} days")


def _capacity_json_row(d: Draw) -> str:
    slots = d.rng.randint(10, 300)
    return (f"{{\"program\": \"{d.pick(_PROGRAMS)}\", \"fundedSlots\": {slots}, \"enrolled\": {d.rng.randint(slots // 2, slots)}, "
            f"\"waitlist\": {d.rng.randint(0, 45)}, \"medianDaysToFirstVisit\": {d.rng.randint(1, 30)}}}")


_CRISIS_REASONS = ["Suicidal ideation", "Anxiety / panic", "Substance use", "Relationship conflict", "Loneliness", "Psychosis symptoms",
                   "Third-party concern", "Information / referral", "Grief"]


def _crisis_month_row(d: Draw, month: int) -> str:
    calls = d.rng.randint(900, 4200)
    return (f"{blind.ABBR[month]} | {calls:,} | {d.rng.randint(120, 900):,} | {d.rng.randint(80, 700):,} | {d.rng.randint(88, 97)}.{d.digits(1)}% | "
            f"{d.rng.randint(9, 38)} s | {d.rng.randint(12, 60)}")


def _crisis_monthly(d: Draw) -> str:
    start = d.rng.randint(0, 7)
    return "\n".join(_crisis_month_row(d, month) for month in range(start, start + 5))


def _crisis_csv_row(d: Draw) -> str:
    return (f"{d.pick(['call', 'text', 'chat'])},{d.pick(_CRISIS_REASONS).replace(' / ', '_').replace(' ', '_').lower()},{d.rng.randint(20, 1800)},"
            f"{d.rng.randint(0, 60)},{d.rng.randint(5, 240)},{d.rng.randint(0, 14)}")


def _crisis_gb_row(d: Draw) -> str:
    return f"{d.pick(['Greater Manchester', 'Lancashire', 'Cheshire', 'Merseyside', 'West Yorkshire'])} | {d.rng.randint(300, 5200):,} | {d.rng.randint(70, 96)}% | {d.rng.randint(1, 9)} min"


_SUD_FACILITIES = ["Truckee River Recovery Center", "Sierra Dawn Residential", "Humboldt Trail Withdrawal Management", "Carson Valley Sober Living",
                   "Desert Willow Women's Program", "Ruby Mountain Treatment Services", "Sparks Bridge Detox", "Lake Lahontan Recovery Ranch"]


def _sud_row(d: Draw) -> str:
    beds = d.rng.randint(6, 64)
    occupied = d.rng.randint(0, beds)
    return (f"{d.pick(_SUD_FACILITIES)} | {d.pick(['3.7-WM', '3.5', '3.1', '3.2-WM', '3.7'])} | {beds} | {occupied} | {beds - occupied} | "
            f"{d.pick(['Yes', 'Yes', 'No'])} | {d.rng.randint(0, 23):02d}:{d.pick(['00', '15', '30', '45'])}")


def _sud_xml_row(d: Draw) -> str:
    beds = d.rng.randint(6, 64)
    return (f"  <Facility name=\"{d.pick(_SUD_FACILITIES)}\" asamLevel=\"{d.pick(['3.7-WM', '3.5', '3.1', '3.7'])}\" licensedBeds=\"{beds}\" "
            f"available=\"{d.rng.randint(0, beds // 2)}\" acceptsMedicaid=\"{d.pick(['true', 'true', 'false'])}\" mat=\"{d.pick(['buprenorphine', 'methadone;buprenorphine', 'naltrexone', 'none'])}\"/>")


_TRAININGS = ["Peer Recovery Support Specialist core (40 h)", "Ethics for peer supporters", "WRAP facilitator refresher", "Intentional Peer Support",
              "Suicide prevention: QPR", "Naloxone train-the-trainer", "Motivational interviewing basics", "Trauma-informed boundaries",
              "Supervising peer staff"]


def _training_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{blind.ABBR[day.month - 1]} {day.day} | {d.pick(_TRAININGS)} | {d.pick(['9:00-16:30', '13:00-16:00', '8:30-12:00', '9:00-17:00'])} | "
            f"{d.pick(['Reno office', 'virtual (Zoom)', 'Elko satellite', 'Carson City library annex'])} | {d.rng.randint(12, 30)} seats")


_TRAININGS_ES = ["Especialista en apoyo entre pares: módulo básico", "Ética del acompañamiento entre pares", "Prevención del suicidio (QPR)",
                 "Uso de naloxona", "Entrevista motivacional", "Plan de bienestar y recuperación (WRAP)"]


def _training_es_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day} de {MONTHS_V43['es'][day.month - 1]} | {d.pick(_TRAININGS_ES)} | {d.pick(['9:00 a 14:00', '10:00 a 13:00', '16:00 a 19:00'])} | {d.pick(['en línea', 'presencial, Reno', 'presencial, Las Vegas'])}"


def _ics_event(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    start = d.rng.randint(8, 13)
    return (f"BEGIN:VEVENT\nUID:gcbh-peer-{day.strftime('%Y%m%d')}-{d.digits(3)}\nDTSTAMP:20251215T160000Z\n"
            f"DTSTART;TZID=America/Los_Angeles:{day.strftime('%Y%m%d')}T{start:02d}0000\nDTEND;TZID=America/Los_Angeles:{day.strftime('%Y%m%d')}T{start + 3:02d}0000\n"
            f"SUMMARY:{d.pick(_TRAININGS)}\nEND:VEVENT")


_SCHOOLS = ["Hug High School", "Sun Valley Elementary", "Pine Middle School", "Wooster High School", "Elko Middle School", "Dilworth STEM Academy",
            "Fernley High School", "Traner Middle School", "Carson High School"]


def _sbhc_row(d: Draw) -> str:
    return (f"{d.pick(_SCHOOLS)} | {d.rng.randint(40, 900)} | {d.rng.randint(0, 240)} | {d.rng.randint(0, 180)} | {d.rng.randint(0, 120)} | "
            f"{d.rng.randint(0, 90)} | {d.rng.randint(70, 98)}%")


def _sbhc_csv_row(d: Draw) -> str:
    return (f"{d.pick(_SCHOOLS).replace(' ', '_').lower()},{d.pick(['primary_care', 'behavioral_health', 'immunizations', 'sports_physicals', 'dental_sealants', 'vision_screening'])},"
            f"{d.rng.randint(5, 600)},{d.rng.randint(0, 40)}")


_WIC_SITES = ["Reno - Kietzke Commons", "Sparks - Oddie Blvd site", "Sun Valley mobile unit", "Fernley community center", "Fallon satellite",
              "Elko clinic", "Carson City clinic"]


def _wic_row(d: Draw) -> str:
    return (f"{d.pick(_WIC_SITES)} | {d.pick(['Mon/Wed', 'Tue/Thu', 'Mon-Fri', 'Every 2nd and 4th Friday', 'Saturdays'])} | "
            f"{d.pick(['8:00-17:00', '9:00-15:30', '10:00-18:30', '8:30-12:00'])} | {d.pick(['walk-ins AM', 'appointments only', 'walk-ins all day', 'breastfeeding peer on site'])}")


def _wic_es_row(d: Draw) -> str:
    return (f"{d.pick(_WIC_SITES)} | {d.pick(['lunes y miércoles', 'martes y jueves', 'lunes a viernes', 'sábados'])} | "
            f"{d.pick(['8:00 a 17:00', '9:00 a 15:30', '10:00 a 18:30'])} | {d.pick(['sin cita por la mañana', 'solo con cita', 'personal bilingüe'])}")


_VACCINES = [("Influenza, quadrivalent, PF, 0.5 mL syringe", "49281-0424-50"), ("Tdap, 0.5 mL syringe", "58160-0842-52"),
             ("MMR II, single-dose vial", "00006-4681-00"), ("Hepatitis B, adult, 1 mL vial", "58160-0821-11"),
             ("HPV 9-valent, 0.5 mL syringe", "00006-4121-02"), ("Pneumococcal conjugate 20-valent", "00005-2000-01"),
             ("COVID-19, 2025-2026 formula, 0.5 mL", "80777-0110-99"), ("Varicella, single-dose vial", "00006-4827-00"),
             ("Meningococcal ACWY", "58160-0955-09"), ("RSV, adult, single-dose", "58160-0848-11")]


def _vaccine_row(d: Draw) -> str:
    name, ndc = d.pick(_VACCINES)
    return (f"{name} | NDC {ndc} | lot {d.letters(1)}{d.digits(4)}{d.letters(2)} | exp {d.rng.randint(2026, 2027)}-{d.rng.randint(1, 12):02d} | "
            f"{d.rng.randint(1, 30) * 10} doses | {d.pick(['VFC', 'VFC', '317', 'private'])}")


_VACCINES_FR = ["Influenza quadrivalent, seringue 0,5 mL", "dcaT, seringue 0,5 mL", "RRO, fiole unidose", "Hépatite B, adulte", "VPH-9",
                "Pneumocoque conjugué 20-valent", "Varicelle, fiole unidose"]


def _vaccine_fr_row(d: Draw) -> str:
    return (f"{d.pick(_VACCINES_FR)} | lot {d.letters(1)}{d.digits(4)}{d.letters(2)} | péremption {d.rng.randint(2026, 2027)}-{d.rng.randint(1, 12):02d} | "
            f"{d.rng.randint(1, 20) * 10} doses")


def _po1(d: Draw) -> str:
    name, ndc = d.pick(_VACCINES)
    return f"PO1*{d.rng.randint(1, 9)}*{d.rng.randint(1, 20)}*BX*{d.rng.randint(60, 2400)}.{d.digits(2)}**N4*{ndc.replace('-', '')}*VN*{d.letters(2)}{d.digits(5)}~"


_TESTS = [("94500-6", "SARS-CoV-2 RNA, NAA with probe", "NP swab", "1-2 days"), ("20507-0", "Syphilis RPR screen", "serum", "1-3 days"),
          ("43304-5", "Chlamydia trachomatis rRNA", "urine or swab", "2-4 days"), ("43305-2", "Neisseria gonorrhoeae rRNA", "urine or swab", "2-4 days"),
          ("5671-3", "Lead, blood", "venous whole blood", "3-5 days"), ("16128-1", "Hepatitis C virus Ab", "serum", "2-5 days"),
          ("5196-1", "Hepatitis B surface Ag", "serum", "2-5 days"), ("7917-8", "HIV-1 and HIV-2 Ab", "serum or plasma", "1-3 days"),
          ("625-4", "Bacteria identified, stool culture", "stool in Cary-Blair", "3-5 days"), ("11475-1", "Microorganism identified (reference)", "isolate", "5-10 days"),
          ("6574-8", "Rabies virus Ag (DFA)", "brain tissue", "1 day")]


def _test_row(d: Draw) -> str:
    loinc, name, specimen, tat = d.pick(_TESTS)
    return f"{loinc} | {name} | {specimen} | {tat} | ${d.rng.randint(0, 140)}.00 | {d.pick(['CLIA high complexity', 'CLIA moderate', 'reference only'])}"


def _obsdef(d: Draw) -> str:
    loinc, name, specimen, _ = d.pick(_TESTS)
    return (f"{{\"resourceType\": \"ObservationDefinition\", \"id\": \"hdphl-{loinc}\", \"code\": {{\"coding\": [{{\"system\": \"http://loinc.org\", "
            f"\"code\": \"{loinc}\", \"display\": \"{name}\"}}]}}, \"permittedDataType\": [\"{d.pick(['CodeableConcept', 'Quantity', 'string'])}\"], "
            f"\"preferredReportName\": \"{name}\", \"note\": \"Specimen: {specimen}\"}}")


_NV_COUNTIES = ["Carson City", "Churchill", "Clark", "Douglas", "Elko", "Esmeralda", "Eureka", "Humboldt", "Lander", "Lincoln", "Lyon",
                "Mineral", "Nye", "Pershing", "Storey", "Washoe", "White Pine"]


def _vital_row(d: Draw) -> str:
    births = d.rng.randint(0, 2400)
    deaths = d.rng.randint(0, 2600)
    def cell(n: int) -> str:
        return "<5" if 0 < n < 5 else f"{n:,}"
    return (f"{d.pick(_NV_COUNTIES)} | {cell(births)} | {cell(deaths)} | {cell(d.rng.randint(0, 30))} | {d.rng.randint(40, 140)}.{d.digits(1)} | "
            f"{d.rng.randint(60, 82)}.{d.digits(1)}")


def _vital_csv_row(d: Draw) -> str:
    return (f"{d.pick(_NV_COUNTIES).replace(' ', '_')},{d.fill('year_prev')},{d.pick(['0-17', '18-44', '45-64', '65-74', '75-84', '85+'])},"
            f"{d.pick(['F', 'M'])},{d.rng.randint(0, 900)},{d.pick(['I10-I99', 'C00-D48', 'V01-Y89', 'J00-J99', 'F10-F19'])}")


_PT_DISTRICTS = ["Aveiro", "Beja", "Braga", "Bragança", "Castelo Branco", "Coimbra", "Évora", "Faro", "Guarda", "Leiria", "Lisboa",
                 "Portalegre", "Porto", "Santarém", "Setúbal", "Viana do Castelo", "Vila Real", "Viseu"]


def _vital_pt_row(d: Draw) -> str:
    return f"{d.pick(_PT_DISTRICTS)} | {d.rng.randint(600, 21000):,}".replace(",", ".") + f" | {d.rng.randint(900, 24000):,}".replace(",", ".") + f" | {d.rng.randint(5, 11)},{d.digits(1)}"


_RESTAURANTS = ["Basque Hearth Kitchen", "Truckee Noodle Bar", "Comstock Griddle", "Sagebrush Taqueria", "Midtown Pho House", "Biggest Little Bagel Co.",
                "Lahontan Sushi", "Ruby Valley Diner", "Peavine Creek Coffee", "El Sabor de Jalisco", "Mount Rose Pizza Works", "Great Basin BBQ"]
_AREAS = ["Midtown", "Downtown Reno", "Victorian Square", "South Meadows", "Sun Valley", "Old Southwest", "Spanish Springs", "Carson City"]


def _inspection_row(d: Draw) -> str:
    score = d.rng.randint(62, 100)
    return (f"{d.pick(_RESTAURANTS)} | {d.pick(_AREAS)} | {blind.ABBR[blind.MONTHS.index(d.fill('month_name'))]} {d.rng.randint(1, 28)} | {score} | "
            f"{'A' if score >= 90 else 'B' if score >= 80 else 'C'} | {d.rng.randint(0, 3)} | {d.pick(['none', 'cold holding 45F', 'handwash sink blocked', 'no date marking', 'sanitizer below 50 ppm'])}")


def _inspection_csv_row(d: Draw) -> str:
    return (f"\"{d.pick(_RESTAURANTS)}\",{d.pick(_AREAS).replace(' ', '_')},{d.fill('year')}-{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 28):02d},"
            f"{d.pick(['routine', 'follow-up', 'complaint', 'pre-opening'])},{d.rng.randint(62, 100)},{d.rng.randint(0, 4)}")


_UK_PREMISES = ["The Lamb and Flag", "Ancoats Bakehouse", "Northern Quarter Noodles", "Rusholme Spice Grill", "Didsbury Deli", "The Rope Walk Café",
                "Salford Quays Kitchen", "Levenshulme Chippy"]


def _fhrs_row(d: Draw) -> str:
    return f"{d.pick(_UK_PREMISES)} | {d.pick(['Restaurant/Cafe/Canteen', 'Takeaway/sandwich shop', 'Pub/bar/nightclub', 'Retailer - other'])} | {d.rng.randint(0, 5)} | {d.rng.randint(1, 28)} {d.fill('month_abbr')} {d.fill('year')}"


_CAPABILITIES = ["Operational Coordination", "Public Information and Warning", "Medical Surge", "Fatality Management (planning only)",
                 "Emergency Operations Coordination", "Responder Safety and Health", "Mass Care", "Information Sharing"]


def _aar_row(d: Draw) -> str:
    return f"{d.pick(_CAPABILITIES)} | {d.pick(['P - performed without challenges', 'S - performed with some challenges', 'M - major challenges', 'S - performed with some challenges'])} | {d.pick(['radio interoperability', 'staff call-down took 47 minutes', 'bed tracking lag', 'no Spanish-language alert template', 'generator transfer switch test passed'])}"


_RATE_CELLS = ["TANF/CHAP, age under 1", "TANF/CHAP, ages 1-20", "TANF/CHAP, ages 21-64", "Expansion adults, ages 19-64", "CHIP, ages 0-18",
               "Maternity kick payment", "Behavioral health carve-in add-on", "ABD, ages 21-64"]


def _rate_row(d: Draw) -> str:
    low = d.rng.randint(180, 1400)
    return f"{d.pick(_RATE_CELLS)} | {d.rng.randint(4, 380):,},{d.digits(3)} | ${low}.{d.digits(2)} | ${low + d.rng.randint(8, 70)}.{d.digits(2)} | {d.rng.randint(1, 6)}.{d.digits(1)}%"


def _rate_csv_row(d: Draw) -> str:
    low = d.rng.randint(180, 1400)
    return f"\"{d.pick(_RATE_CELLS)}\",{d.pick(['North', 'South', 'Rural'])},{low}.{d.digits(2)},{low + d.rng.randint(8, 70)}.{d.digits(2)},{d.rng.randint(80, 93)}.{d.digits(1)}"


_ENROL_ITEMS = ["Active Nevada business license and W-9 (the practice's EIN)", "Individual NPI and group NPI from NPPES", "Current Nevada board license, no restrictions",
                "DEA registration with a Nevada address (prescribers)", "Malpractice certificate, $1M/$3M", "CAQH ProView attestation within 120 days",
                "Medicaid (NV DHCFP) provider type and specialty code", "Disclosure of ownership and control (CMS-855 style)", "Signed participation agreement",
                "EFT enrollment form and voided practice check"]


def _checklist_row(d: Draw) -> str:
    return f"[ ] {d.pick(_ENROL_ITEMS)}"


_PARITY = [("Nevada", "NRS 689A.0463", "Yes", "Yes", "Audio-only allowed for behavioral health"), ("California", "Bus. & Prof. Code 2290.5", "Yes", "Yes", "Consent documented"),
           ("Arizona", "A.R.S. 20-841.09", "Yes", "Yes", "Audio-only if video unavailable"), ("Utah", "Utah Code 31A-22-649.5", "Yes", "No", "Parity in coverage only"),
           ("Idaho", "Idaho Code 54-5705", "No", "No", "Coverage at plan discretion"), ("Oregon", "ORS 743A.058", "Yes", "Yes", "Includes audio-only"),
           ("Colorado", "C.R.S. 10-16-123", "Yes", "Yes", "No in-person first visit required"), ("New Mexico", "NMSA 59A-22-49.3", "Yes", "Yes", "Includes store-and-forward")]


def _parity_row(d: Draw) -> str:
    state, cite, cov, pay, note = d.pick(_PARITY)
    return f"{state} | {cite} | {cov} | {pay} | {note}"


_MEASURES = [("CCBHC-SRA", "Screening and risk assessment for suicide"), ("FUH-7", "Follow-up after hospitalization, 7 days"),
             ("IET-I", "Initiation of SUD treatment"), ("IET-E", "Engagement in SUD treatment"), ("DEP-REM-6", "Depression remission at 6 months"),
             ("FUA-30", "Follow-up after ED visit for SUD, 30 days")]


def _measure_group(d: Draw) -> str:
    code, name = d.pick(_MEASURES)
    den = d.rng.randint(80, 2400)
    return (f"{{\"code\": {{\"text\": \"{code} {name}\"}}, \"population\": [{{\"code\": {{\"text\": \"denominator\"}}, \"count\": {den}}}, "
            f"{{\"code\": {{\"text\": \"numerator\"}}, \"count\": {d.rng.randint(den // 4, den)}}}]}}")


_LOCATIONS = [("CSU", "Crisis stabilization unit"), ("OBS", "23-hour observation"), ("DETOX", "Withdrawal management"), ("RESP", "Peer respite"),
              ("ADOL", "Adolescent crisis beds")]


def _mfe_location(d: Draw) -> str:
    code, name = d.pick(_LOCATIONS)
    bed = f"{d.rng.randint(1, 16):02d}"
    return f"MFE|MAD|{d.fill('ctrl')}{bed}|{d.fill('hl7_ts')}|{code}^^{bed}^PRMC\nLOC|{code}^^{bed}^PRMC|{name} bed {bed}|B|||"


_CPT_BH = [("90791", "Psychiatric diagnostic evaluation"), ("90832", "Psychotherapy, 30 min"), ("90837", "Psychotherapy, 60 min"),
           ("90839", "Psychotherapy for crisis, first 60 min"), ("90840", "each additional 30 min"), ("H0015", "Intensive outpatient, per diem"),
           ("H2011", "Crisis intervention service, per 15 min"), ("S9485", "Crisis intervention, per diem"), ("H0020", "Methadone administration"),
           ("G2067", "OTP weekly bundle, methadone")]


def _code_row(d: Draw) -> str:
    code, name = d.pick(_CPT_BH)
    return f"{code} | {name} | ${d.rng.randint(28, 390)}.{d.digits(2)} | {d.pick(['per unit', 'per session', 'per diem', 'per week'])}"


def _code_csv_row(d: Draw) -> str:
    code, name = d.pick(_CPT_BH)
    return f"{code},\"{name}\",{d.rng.randint(28, 390)}.{d.digits(2)},{d.pick(['HE', 'HF', 'HQ', 'GT', '95', ''])},{d.fill('eff_iso')}"


def _crisis_bed_rows(d: Draw) -> str:
    """The crisis units' bed counts: staffed beds within licensed ones, occupied within staffed."""
    out = []
    for unit, adolescent in (("CSU", "N"), ("OBS", "N"), ("ADOL", "Y")):
        licensed = d.rng.randint(6, 24)
        staffed = d.rng.randint(licensed // 2, licensed)
        occupied = d.rng.randint(0, staffed)
        out.append(f"{unit},{licensed},{staffed},{occupied},{staffed - occupied},{adolescent},{d.fill('iso_ts')}")
    return "\n".join(out)


def _wm_rows(d: Draw) -> str:
    out = []
    for site, women, youth in (("Community residential", True, False), ("Medical (hospital-based)", False, False), ("Day / mobile", False, True)):
        beds = d.rng.randint(8, 60)
        open_now = d.rng.randint(0, beds // 3)
        out.append(f"{site} | {beds} | {open_now} | {d.rng.randint(0, beds // 3) if women else 0} | {d.rng.randint(0, 6) if youth else 0}")
    return "\n".join(out)


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang == "gb":
            return f"{day.day} {blind.MONTHS[day.month - 1]} {day.year}"
        if lang in ("es", "pt"):
            return f"{day.day} de {MONTHS_V43[lang][day.month - 1]} de {day.year}"
        return f"{'1er' if day.day == 1 else day.day} {MONTHS_V43[lang][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "lab_own": LAB_NAME, "crisis_own": CRISIS_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "intake_email": ORGANISATION_CONTACTS[4], "prov_email": ORGANISATION_CONTACTS[5],
    "hosp_phone": ORGANISATION_CONTACTS[6], "hosp_addr": ORGANISATION_CONTACTS[7], "crisis_office": ORGANISATION_CONTACTS[8],
    "org_tollfree": ORGANISATION_CONTACTS[9], "crisis_tollfree": ORGANISATION_CONTACTS[10], "org_intl_line": ORGANISATION_CONTACTS[11],
    "org_web": ORGANISATION_CONTACTS[12], "data_email": ORGANISATION_CONTACTS[13], "cred_email": ORGANISATION_CONTACTS[14],
    "enrol_phone": ORGANISATION_CONTACTS[15], "lab_email": ORGANISATION_CONTACTS[16], "lab_phone": ORGANISATION_CONTACTS[17],
    "lab_addr": ORGANISATION_CONTACTS[18], "imm_email": ORGANISATION_CONTACTS[19], "wic_email": ORGANISATION_CONTACTS[20],
    "wic_phone": ORGANISATION_CONTACTS[21], "prep_email": ORGANISATION_CONTACTS[22], "advocacy_email": ORGANISATION_CONTACTS[23],
    "coding_email": ORGANISATION_CONTACTS[24], "edi_email": ORGANISATION_CONTACTS[25], "uk_partner_line": ORGANISATION_CONTACTS[26],
    "toronto_line": ORGANISATION_CONTACTS[27], "peer_email": ORGANISATION_CONTACTS[28], "sbhc_phone": ORGANISATION_CONTACTS[29],
    "envhealth_phone": ORGANISATION_CONTACTS[30], "montreal_line": ORGANISATION_CONTACTS[31], "intl_email": ORGANISATION_CONTACTS[32],
    "bed_phone": ORGANISATION_CONTACTS[33],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick([name for name in STAFF if name.startswith("Dr. ")]),
    "own_doc_hl": lambda d: d.pick(["Quintrell^Anselm^^^MD", "Ostrander-Baca^Wilhelmina^^^MD", "Tsosie-Marchetti^Ezekiel^^^DO"]),
    "month_abbr": lambda d: d.pick(blind.ABBR),
    "month_name": lambda d: d.pick(blind.MONTHS),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "sfy": lambda d: d.pick(["SFY2027", "SFY2026", "CY2026"]),
    "mx_mat": lambda d: d.pick(_MX_MATERNAL),
    "capacity_table": _table(_capacity_row, 5), "capacity_json": _rows(_capacity_json_row, 4, 24, ", "),
    "crisis_monthly": _crisis_monthly, "crisis_csv": _rows(_crisis_csv_row, 6, 30), "crisis_gb_table": _table(_crisis_gb_row, 4),
    "sud_table": _table(_sud_row, 5), "sud_xml": _rows(_sud_xml_row, 4, 40),
    "training_table": _table(_training_row, 5), "training_es_table": _table(_training_es_row, 4), "ics_events": _rows(_ics_event, 3, 40),
    "sbhc_table": _table(_sbhc_row, 5), "sbhc_csv": _rows(_sbhc_csv_row, 6, 30), "wic_table": _table(_wic_row, 5), "wic_es_table": _table(_wic_es_row, 4),
    "vaccine_table": _table(_vaccine_row, 5), "vaccine_fr_table": _table(_vaccine_fr_row, 4), "po1_lines": _rows(_po1, 3, 30),
    "test_table": _table(_test_row, 6), "obsdef": _obsdef, "vital_table": _table(_vital_row, 6), "vital_csv": _rows(_vital_csv_row, 6, 30),
    "vital_pt_table": _table(_vital_pt_row, 5), "inspection_table": _table(_inspection_row, 5), "inspection_csv": _table(_inspection_csv_row, 5),
    "fhrs_table": _table(_fhrs_row, 5), "aar_table": _table(_aar_row, 4), "rate_table": _table(_rate_row, 5), "rate_csv": _table(_rate_csv_row, 5),
    "checklist": _table(_checklist_row, 6), "parity_table": _table(_parity_row, 5), "measure_groups": _rows(_measure_group, 3, 30, ", "),
    "mfe_locations": _rows(_mfe_location, 3, 60), "code_table": _table(_code_row, 5), "code_csv": _table(_code_csv_row, 5),
    "en_date": _month_date("en"), "gb_date": _month_date("gb"), "es_date": _month_date("es"), "fr_date": _month_date("fr"), "pt_date": _month_date("pt"),
    "za_date": lambda d: _date_words(d, d.date_between(2025, 2026), "ZA"),
    "session_date": lambda d: f"{blind.MONTHS[d.rng.randint(0, 11)]} {d.rng.randint(1, 28)}, {d.fill('plan_year')}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "eur_small": lambda d: f"{d.rng.randint(5, 95)},{d.pick(['00', '50'])} €",
    "zar_small": lambda d: f"R{d.rng.randint(80, 950)}",
    "gbp_small": lambda d: f"£{d.rng.randint(5, 60)}",
    "mxn_small": lambda d: f"${d.rng.randint(150, 980)} MXN",
    "bill_no": lambda d: d.pick(["AB 14", "SB 119", "AB 37", "SB 305", "AB 452", "SB 44"]),
    "po_no": lambda d: f"PO-{d.rng.randint(2026, 2027)}-{d.digits(5)}",
    "exercise": lambda d: d.pick(["Operation Silver State Surge", "High Desert Shakeout tabletop", "Washoe Zone mass-casualty full-scale",
                                  "Truckee Flood functional exercise", "Sierra Smoke air-quality tabletop"]),
    "lotno": lambda d: f"{d.letters(1)}{d.digits(4)}{d.letters(2)}",
    "za_partner": lambda d: d.pick(["Jacaranda Mental Wellness Trust", "Karoo Peer Recovery Network", "Ubuntu Crisis Support NPC"]),
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "injury_date": lambda d: (_death_day(d) - dt.timedelta(days=d.rng.randint(0, 20))).strftime("%m/%d/%Y"),
    "es_month": lambda d: d.pick(MONTHS_V43["es"]),
    "crisis_bed_rows": _crisis_bed_rows,
    "wm_rows": _wm_rows,
    "za_first": lambda d: d.pick(["Thandiwe", "Sipho", "Lerato", "Johannes", "Nomvula", "Pieter", "Ayanda", "Zanele", "Tshepo", "Anele",
                                  "Kagiso", "Riaan", "Busisiwe", "Mandla", "Refilwe", "Charlene"]),
    "za_last": lambda d: d.pick(["Dlamini", "Nkosi", "van der Merwe", "Mokoena", "Botha", "Khumalo", "Naidoo", "Ndlovu", "Pretorius",
                                 "Mahlangu", "Jacobs", "Sithole", "Mthembu", "Adams"]),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
}

US = ("en_US",)
GB = ("en_GB",)
MX = ("es_MX",)
ON = ("en_CA",)
QC = ("fr_CA",)
PT = ("pt_PT",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b43c_bh_capacity_report", "behavioral_health_capacity_report", US,
     "{org} - Behavioral health programme capacity, {quarter}\nProgramme | Funded slots | Enrolled | Utilisation | Waitlist | Median wait to first visit\n{capacity_table}\n"
     "Waitlist counts are unduplicated people waiting on the last day of the quarter; no names leave the EHR. Questions about this report: {data_email} or {org_phone}."),
    ("b43c_bh_capacity_json", "behavioral_health_capacity_report", US,
     "{\"reportingEntity\": \"{org}\", \"ein\": \"{org_ein}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"programs\": [{capacity_json}], "
     "\"contact\": \"{data_email}\"}"),
    ("b43c_crisis_line_volume", "crisis_line_volume_statistics", US,
     "{crisis_own} - monthly contact volume ({year})\nMonth | Calls | Texts | Chats | Answer rate | Avg speed of answer | Mobile crisis dispatches\n{crisis_monthly}\n"
     "Contacts routed from 988 for the 775 area code are included. Emergency dispatch was requested in {pct_small} of contacts. "
     "The crisis line itself is {crisis_tollfree}, 24/7; this report comes from the business office, {crisis_office}."),
    ("b43c_crisis_line_csv", "crisis_line_volume_statistics", US,
     "channel,reason_category,contacts,transferred_to_911,avg_handle_min,follow_up_calls\n{crisis_csv}\n# {crisis_own} aggregate export {eff_iso}; "
     "cells under 11 are reported only by channel"),
    ("b43c_crisis_line_gb", "crisis_line_volume_statistics", GB,
     "Partner report - out-of-hours crisis support, {quarter}\nArea | Calls answered | Answered within 60 s | Mean wait\n{crisis_gb_table}\n"
     "Figures are for the whole service; no caller-level data is shared with {org} under the partnership. Service line for professionals: "
     "{uk_partner_line}. Prepared {gb_date}."),
    ("b43c_sud_bed_registry", "substance_use_bed_registry", US,
     "Nevada SUD treatment bed registry - snapshot {dos} {clock}\nFacility | ASAM level | Licensed beds | Occupied | Open | Accepts Medicaid | Last update\n{sud_table}\n"
     "Facilities update at least twice a day. Bed registry desk: {bed_phone}. Referrals go through {intake_email}; do not send client details by e-mail."),
    ("b43c_sud_bed_xml", "substance_use_bed_registry", US,
     "<BedRegistry source=\"{org}\" generated=\"{iso_ts}\" version=\"2.{small_digit}\">\n{sud_xml}\n  <Desk phone=\"{bed_phone}\"/>\n</BedRegistry>"),
    ("b43c_peer_training_calendar", "peer_support_training_calendar", US,
     "{org} - Peer support training calendar, 2026\nDate | Course | Time | Location | Capacity\n{training_table}\n"
     "Courses count toward Nevada CPRS certification hours. Register at {org_web} or write to {peer_email}. Lead trainer: {own_staff}."),
    ("b43c_peer_training_ics", "peer_support_training_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Galena Creek BHC//Peer Training//EN\nX-WR-CALNAME:Peer support trainings 2026\n"
     "ORGANIZER;CN={org}:mailto:{peer_email}\n{ics_events}\nEND:VCALENDAR"),
    ("b43c_peer_training_es", "peer_support_training_calendar", MX,
     "{org} - Calendario de capacitación para especialistas de apoyo entre pares (2026)\nFecha | Curso | Horario | Modalidad\n{training_es_table}\n"
     "Cupo limitado. Inscripciones en {intl_email}. Las horas cuentan para la certificación en Nevada. Coordinación: {own_staff}."),
    ("b43c_sbhc_counts", "school_health_centre_service_counts", US,
     "School-based health centres - service counts, {sfy} year to date\nSchool | Visits | Behavioral health | Immunizations | Sports physicals | Dental sealants | Consent on file\n{sbhc_table}\n"
     "Counts are visits, not students; no student-level data is included. Programme office {sbhc_phone}, {org_street_addr}."),
    ("b43c_sbhc_csv", "school_health_centre_service_counts", US,
     "school,service_line,visits,referrals_out\n{sbhc_csv}\n# {org} SBHC aggregate, {quarter}, submitted to the district {eff_iso}"),
    ("b43c_wic_schedule", "wic_clinic_schedule", US,
     "WIC clinic schedule - {month_name} {plan_year}\nSite | Days | Hours | Notes\n{wic_table}\n"
     "Bring proof of address and income for certification appointments. Questions or to reschedule: {wic_phone} or {wic_email}. "
     "This institution is an equal opportunity provider."),
    ("b43c_wic_schedule_es", "wic_clinic_schedule", MX,
     "Horario de las clínicas WIC - {es_month} de {plan_year}\nSitio | Días | Horario | Notas\n{wic_es_table}\n"
     "Para su cita de certificación traiga comprobante de domicilio e ingresos. Para cambiar su cita llame al {wic_phone} o escriba a {wic_email}. "
     "Esta institución es un proveedor que ofrece igualdad de oportunidades."),
    ("b43c_imm_supply_order", "immunisation_supply_order", US,
     "Immunization clinic supply order {po_no} - {org}\nVaccine | NDC | Lot on hand | Expiry | Quantity | Funding\n{vaccine_table}\n"
     "Ship to the clinic dock at {org_street_addr}, weekdays 8-3. Storage units logged at 2-8 C, last excursion review {dos}. Ordered by {own_staff}; questions {imm_email}."),
    ("b43c_imm_supply_fr", "immunisation_supply_order", QC,
     "Commande de vaccins - clinique partenaire de Montréal, {fr_date}\nProduit | Lot | Péremption | Quantité\n{vaccine_fr_table}\n"
     "Livraison en chaîne de froid (2 à 8 °C). Pour toute question, la pharmacie du partenaire répond au {montreal_line}; "
     "le programme américain est joint à {imm_email}."),
    ("b43c_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*VACCDIST       *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*PO*{payer_id}*VACCDIST*20{isa_date}*{hhmm}*{small}*X*005010~\nST*850*{four_digits}~\nBEG*00*SA*{po_no}**20{isa_date}~\n"
     "N1*BY*{org_upper}*FI*{org_ein}~\n{po1_lines}\nCTT*3~\nSE*9*{four_digits}~"),
    ("b43c_lab_test_menu", "public_health_lab_test_menu", US,
     "{lab_own} - test menu (revised {en_date})\nLOINC | Test | Specimen | Turnaround | Fee | Certification\n{test_table}\n"
     "Submit with the lab's requisition; courier pickup through {lab_phone}. Specimen drop-off: {lab_addr}. Result questions: {lab_email}."),
    ("b43c_lab_obsdef_json", "public_health_lab_test_menu", US,
     "{obsdef}"),
    ("b43c_hl7_mfn_m08", "hl7_export", US,
     "MSH|^~\\&|LIS|HDPHL|EHR|GCBHC|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Numeric observation master^HL70175||UPD|||AL\n"
     "MFE|MAD|{ctrl2}|{hl7_ts}|{loinc}^{loinc_name}^LN\nOM1|1|{loinc}^{loinc_name}^LN|NM|N|Y|{loinc_name}||||||||||||||||||||||{lab_phone}"),
    ("b43c_vital_stats_table", "vital_statistics_aggregate", US,
     "Nevada resident births and deaths by county, {year_prev} (provisional)\nCounty | Live births | Deaths | Infant deaths | Birth rate per 1,000 women 15-44 | Mean age at death\n{vital_table}\n"
     "Cells of 1-4 events are shown as <5. Source: vital records, extracted {eff_iso}; aggregate data only. Analyst: {own_staff}, {data_email}."),
    ("b43c_vital_stats_csv", "vital_statistics_aggregate", US,
     "county,year,age_group,sex,deaths,icd10_chapter\n{vital_csv}\n# aggregate mortality file from {org} epidemiology, {iso_ts}"),
    ("b43c_vital_stats_pt", "vital_statistics_aggregate", PT,
     "Nados-vivos e óbitos por distrito de residência, {year_prev} (dados provisórios)\nDistrito | Nados-vivos | Óbitos | Taxa de natalidade (‰)\n{vital_pt_table}\n"
     "Quadro agregado, usado pela equipa de {org} num estudo comparativo; não contém dados individuais. Contacto: {intl_email}."),
    ("b43c_restaurant_inspections", "restaurant_inspection_summary", US,
     "Food establishment inspection summary - {month_name} {year}\nEstablishment | Area | Date | Score | Grade | Critical violations | Top finding\n{inspection_table}\n"
     "Grades are posted at the entrance of each establishment. Complaints: environmental health, {envhealth_phone}."),
    ("b43c_restaurant_csv", "restaurant_inspection_summary", US,
     "establishment,area,inspection_date,type,score,critical\n{inspection_csv}\n# published by {org} environmental health, {eff_iso}"),
    ("b43c_fhrs_gb", "restaurant_inspection_summary", GB,
     "Food hygiene ratings - premises near the partner service, update of {gb_date}\nPremises | Business type | Rating (0-5) | Inspected\n{fhrs_table}\n"
     "Ratings are published by the local authority; this summary was compiled for the staff canteen list by {org}."),
    ("b43c_exercise_aar", "preparedness_after_action_report", US,
     "After-Action Report / Improvement Plan - {exercise}\nExercise date: {dos}   Participating organisations: {small_digit}{small_digit}   Players: {cnt}\n"
     "Core capability | Rating | Observation\n{aar_table}\n"
     "Improvement items are tracked by the preparedness coordinator, {own_staff} ({prep_email}). HSEEP format; FOR OFFICIAL USE ONLY is not applied to this summary."),
    ("b43c_exercise_aar_medsurge", "preparedness_after_action_report", US,
     "{exercise} - hot wash summary\n{hospital_own} received {cnt} simulated patients in {small} minutes; {small_digit} simulated transfers by air. "
     "Surge beds opened: {cnt2}. Decontamination line stood up in {small2} min. Strength: the incident command roster was complete within the first hour. "
     "Area for improvement: the family assistance centre phone bank on {hosp_phone} was not staffed until hour two. Next review {session_date}."),
    ("b43c_advocacy_letter", "hospital_association_advocacy_letter", US,
     "{en_date}\n\nThe Honorable Chair and Members\nSenate Committee on Health and Human Services\nNevada Legislature, Carson City\n\n"
     "Re: {bill_no} - crisis stabilization reimbursement\n\nOn behalf of {org} and {hospital_own}, we support {bill_no}. Our crisis stabilization unit served "
     "{cnt_big} visits last year, and {pct_tenth} of them ended in a community discharge instead of an inpatient admission. Without a per diem rate the unit loses "
     "about ${money_b} each month.\n\nRespectfully,\n{own_staff}\n{advocacy_email} | {org_phone}"),
    ("b43c_advocacy_comment_cms", "hospital_association_advocacy_letter", US,
     "Submitted electronically via regulations.gov\nRe: CMS-{four_digits}-P, Medicaid managed care access standards\n\n"
     "{org} appreciates the proposed appointment wait-time standard of 10 business days for outpatient mental health and SUD services. "
     "In our network the median is {small_digit} days in Washoe County and {small} days in rural frontier counties. We ask CMS to count telehealth visits "
     "toward the standard and to phase in secret-shopper surveys over {small_digit} years.\nContact: {advocacy_email}."),
    ("b43c_rate_certification", "medicaid_rate_certification", US,
     "Actuarial rate certification - Nevada Medicaid managed care, {sfy} (excerpt, section 3.2)\nRate cell | Projected member months | Lower bound PMPM | Upper bound PMPM | Trend\n{rate_table}\n"
     "Rates are certified as actuarially sound under 42 CFR 438.4. Behavioral health services for {org}'s CCBHC are paid on a prospective payment system outside these cells."),
    ("b43c_rate_certification_csv", "medicaid_rate_certification", US,
     "rate_cell,region,lower_bound_pmpm,upper_bound_pmpm,medical_loss_ratio_target\n{rate_csv}\n# exhibit 4, {sfy}, prepared for {org} contracting {eff_iso}"),
    ("b43c_provider_enrolment_checklist", "provider_enrolment_checklist", US,
     "{org} - new provider enrolment checklist\n{checklist}\n"
     "Send the packet to {prov_email} or fax {org_fax}. Typical turnaround is {small} business days after CAQH is complete. Enrolment line {enrol_phone}. "
     "Claims for services before the effective date are not paid. Payer ID for claims: {payer_id}."),
    ("b43c_credentialing_policy", "credentialing_policy", US,
     "Policy CR-{small_digit}{small_digit}: Initial credentialing and recredentialing\nScope: licensed independent practitioners and CPRS peer staff.\n"
     "1. Primary-source verification of licence, board certification and education within 180 days before the committee decision.\n"
     "2. NPDB query, OIG/SAM exclusion checks monthly.\n3. Recredentialing every 36 months.\n4. Peer staff: Nevada CPRS certificate and background check.\n"
     "Effective {en_date}. Owner: {own_staff}. Questions to {cred_email}."),
    ("b43c_credentialing_gb", "credentialing_policy", GB,
     "Practising privileges policy - partner clinicians working with {org}\nVersion {small_digit}.{small_digit}, approved {gb_date}\n"
     "Clinicians must hold current GMC or NMC registration, an enhanced DBS check renewed every three years, and annual appraisal evidence. "
     "Revalidation dates are checked quarterly by the medical staffing office. Queries: {cred_email}."),
    ("b43c_telehealth_parity", "telehealth_parity_summary", US,
     "Telehealth coverage and payment parity - western states summary ({en_date})\nState | Statute | Coverage parity | Payment parity | Note\n{parity_table}\n"
     "This summary is not legal advice. {org} bills telehealth with modifier 95 or GT and POS 02/10 as the payer requires. Coding questions: {coding_email}."),
    ("b43c_coding_qa", "coding_qa_column", US,
     "Coding corner - Q&A\nQ: Can we bill 90839 and 90840 on the same day as 90837?\nA: No. Psychotherapy for crisis replaces the routine psychotherapy code for that "
     "encounter; report 90839 for the first 30-74 minutes and 90840 for each additional 30 minutes.\nQ: Which ICD-10-CM code fits a crisis visit for suicidal ideation without an attempt?\n"
     "A: R45.851, sequenced after the underlying condition when one is documented (for example {icd}).\nRates this quarter:\n{code_table}\nSend questions to {coding_email}."),
    ("b43c_coding_qa_csv", "coding_qa_column", US,
     "code,description,rate,modifier,effective\n{code_csv}\n# {org} fee schedule excerpt for the coding column; payer ID {payer_id}"),
    ("b43c_notice_es_mx", "notice_other_locale", MX,
     "{org} - Aviso para familias que reciben servicios en español\nA partir del {es_date} la línea de crisis atiende en español las 24 horas en el {crisis_tollfree}. "
     "Para citas y preguntas generales llame al {org_tollfree} o escriba a {intl_email}. La consulta inicial cuesta {mxn_small} para quienes viven en México y viajan a Reno."),
    ("b43c_notice_fr_ca", "notice_other_locale", QC,
     "{org} - Avis aux partenaires québécois\nÀ compter du {fr_date}, les demandes de transfert de dossiers se font par le portail sécurisé seulement. "
     "Notre partenaire de Montréal répond au {montreal_line}, du lundi au vendredi de 8 h à 16 h. Renseignements généraux : {org_web}."),
    ("b43c_notice_pt_pt", "notice_other_locale", PT,
     "{org} - Informação para famílias de língua portuguesa\nA partir de {pt_date} passa a haver intérpretes de português nas consultas de psiquiatria, sem custo. "
     "Marcações pelo {org_intl_line} ou por correio eletrónico para {intl_email}. O valor de referência da consulta para residentes em Portugal é de {eur_small}."),
    ("b43c_notice_za", "notice_other_locale", GB,
     "Partnership notice - {za_partner} and {org}\nFrom {za_date} peer-support supervisors from both organisations meet online every second Thursday. "
     "Training fees of {zar_small} per session are covered by the exchange grant. Enquiries to {peer_email}."),
    ("b43c_notice_en_gb", "notice_other_locale", GB,
     "Notice to partner services in England\nFrom {gb_date} referrals for out-of-hours crisis follow-up should be made through the professionals' line {uk_partner_line}. "
     "The charge for written reports is {gbp_small} per page. {org} will publish the revised pathway on {org_web}."),
    ("b43c_notice_es_es", "notice_other_locale", ("es_ES",),
     "{org} - Aviso para estudiantes de intercambio\nDesde el {es_date} los estudiantes de las universidades asociadas pueden usar la línea de crisis {crisis_tollfree}. "
     "La consulta de orientación cuesta {eur_small}. Escriba a {intl_email} para recibir el folleto."),
    ("b43c_withdrawal_beds_on", "substance_use_bed_registry", ON,
     "Toronto partner network - withdrawal management bed availability, {dos} {clock}\nSite type | Beds | Open now | Women-only | Youth\n"
     "{wm_rows}\n"
     "Shared with {org} for cross-border planning; aggregate counts only. Partner coordination line: {toronto_line}."),
    ("b43c_crisis_beds_csv", "csv_export", US,
     "unit,licensed_beds,staffed_beds,occupied,available,adolescent,updated\n"
     "{crisis_bed_rows}\n# {hospital_own} crisis capacity feed, NPI {own_npi}"),
    ("b43c_fhir_measurereport", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{org_web}/Measure/ccbhc-quality\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{org}\"}, \"period\": {\"start\": \"{year_prev}-01-01\", \"end\": \"{year_prev}-12-31\"}, "
     "\"group\": [{measure_groups}]}"),
    ("b43c_vaccine_inventory_xml", "xml_export", US,
     "<VaccineInventory site=\"{org}\" pin=\"NV{four_digits}\" reported=\"{iso_ts}\">\n  <Item ndc=\"49281-0424-50\" lot=\"{lotno}\" onHand=\"{small}\" expires=\"{year_next}-06-30\"/>\n"
     "  <Item ndc=\"58160-0842-52\" lot=\"{lotno2}\" onHand=\"{small2}\" expires=\"{year_next}-02-28\"/>\n  <Contact email=\"{imm_email}\"/>\n</VaccineInventory>"),
    ("b43c_hl7_mfn_m05", "hl7_export", US,
     "MSH|^~\\&|ADT|PRMC|BEDREG|GCBHC|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master^HL70175||UPD|||AL\n{mfe_locations}"),
    ("b43c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*PRMCBILLING    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*{payer_id}*PRMCBILLING*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\nST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\n"
     "AK2*837*{four_digits}*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\n# functional acknowledgement from {org} EDI, questions {edi_email}"),
]


PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b43_legal2000_petition", "involuntary_hold_petition", US,
     "APPLICATION FOR EMERGENCY ADMISSION OF A PERSON ALLEGED TO BE A PERSON IN A MENTAL HEALTH CRISIS (NRS 433A.160) - \"Legal 2000\"\n"
     "Person: {first} {last}   DOB [[date_of_birth:dob_v43]]   SSN [[ssn:ssn]]\nLast known address: [[address:addr_nv_v43]]\n"
     "Circumstances: found at {clock} sitting in a parked car, plate [[vehicle_id:plate_v43]], with a written note and ((a bottle of pills||a firearm in the glovebox||no shoes in 20 F weather)). "
     "Stated \"((I won't be here tomorrow||they are listening through the radio||I just want it to stop))\".\nApplicant: Officer {last2}, badge {four_digits}. ED chart [[record_number:mrn_v43]]. Phone of the person: [[phone:phone_us]]."),
    ("b43_involuntary_hold_family", "involuntary_hold_petition", US,
     "Petition for court-ordered admission - Washoe County, filed by family member\nRespondent: {first} {last}, born [[date_of_birth:dob_text]]\n"
     "Medicaid recipient ID [[member_id:medicaid_nv_v43]]; hospital account [[record_number:mrn_v43]]\nResides at [[address:addr_nv_v43]]\n"
     "Petitioner: {first2} {last2} ({relation}), reachable at [[email:email_family_v43]]. Over the past ((two weeks||month||ten days)) the respondent has ((stopped eating||stayed awake for days||threatened neighbours)); "
     "the current emergency hold expires at {clock} on {dos}."),
    ("b43_mha_application_gb", "involuntary_hold_petition", GB,
     "Mental Health Act 1983 - AMHP outline report (application for admission for assessment, section 2)\nPatient: {first} {last}   NHS no. [[national_id:nhs]]\n"
     "Date of birth: [[date_of_birth:dob_v43]]\nUsual address: [[address:addr_gb_v43]]\nNearest relative: {first2} {last2} ({relation}), tel. [[phone:phone_gb]] - consulted by telephone, "
     "((did not object||objected; see section 11(4) note||could not be reached after three attempts)).\nHospital: {hospital_own} liaison - bed identified on ((Ward 4||Oak ward||the PICU))."),
    ("b43_csu_note", "crisis_stabilisation_note", US,
     "Crisis Stabilization Unit - progress note, hour ((6||11||16||20||22))\nPt: {first} {last}   MRN [[record_number:mrn_v43]]   DOB [[date_of_birth:dob_v43]]\n"
     "Arrived via mobile crisis after a post at [[url:social_url_v43]] (\"((goodbye everyone||sorry for everything||last night online))\"), flagged by a friend. Chat session with the crisis line came from [[ip_address:ip_public]].\n"
     "Now calm, denies SI with plan, safety plan reviewed. Means counselling done with {relation}. Discharge callback number [[phone:phone_us]]. {own_doctor}"),
    ("b43_csu_elder_note", "crisis_stabilisation_note", US,
     "CSU nursing note - geriatric crisis bed\n{first} {last}, [[age_over_89:age_v43]], DOB [[date_of_birth:dob_elder_v43]], Medicare [[member_id:mbi]]\n"
     "Brought from [[address:addr_us]] by {relation} after ((wandering at night||refusing food for 3 days||striking the home aide)). Delirium screen ((positive||negative)); UA sent.\n"
     "Family ({relation}) asks for updates at [[phone:phone_nv_v43]]. Plan: geri-psych consult in AM."),
    ("b43_crisis_note_on", "crisis_stabilisation_note", ON,
     "Crisis stabilization space - intake note (Toronto)\nClient: {first} {last}   DOB: [[date_of_birth:dob_v43]]\nHealth card: [[member_id:ohip_v43]]\n"
     "Address: [[address:addr_v43]]\nPhone: [[phone:phone_v43]]\nPolice dropped the client off under ((s. 17 MHA||voluntary transport)); client's car left at the plaza, plate [[vehicle_id:plate_v43]] - "
     "((family to retrieve||towed, client informed)). Short stay, reassess in 24 h."),
    ("b43_otp_intake", "opioid_treatment_intake", US,
     "Opioid Treatment Program - admission intake\nName: {first} {last}   DOB [[date_of_birth:dob_v43]]   SSN [[ssn:ssn_typed]]\nNevada Medicaid ID: [[member_id:medicaid_nv_v43]] "
     "((active||pending - self-pay until approved))\nAddress: [[address:addr_nv_v43]]   Cell [[phone:phone_nv_v43]]   E-mail [[email:email_obf]]\n"
     "Self-pay dosing fee $((90||105||126||140))/week on card [[card:card_v43]]. COWS ((8||12||14||17||21)); induction methadone ((20||30)) mg. 42 CFR Part 2 consent signed."),
    ("b43_otp_intake_pt", "opioid_treatment_intake", PT,
     "Programa de tratamento com agonistas opiáceos - ficha de admissão\nUtente: {first} {last}\nN.º de utente SNS: [[member_id:sns_v43]]   NIF: [[national_id:nif_v43]]\n"
     "Data de nascimento: [[date_of_birth:dob_v43]]\nMorada: [[address:addr_v43]]\nContacto telefónico: [[phone:phone_v43]]   E-mail: [[email:email_v43]]\n"
     "Apoio ao transporte pago por transferência para o IBAN [[bank_account:iban_pt_v43]]. Início de ((metadona||buprenorfina/naloxona)) em {ddmmyyyy}."),
    ("b43_court_eval_report", "court_ordered_evaluation", US,
     "FORENSIC EVALUATION - competency to stand trial (court-ordered)\nDefendant: {first} {last}   DOB [[date_of_birth:dob_num]]   Case no. [[record_number:case_v43]]\n"
     "Residence before arrest: [[address:addr_us]]\nHistory: the defendant's mother died on [[date_of_death:dod_v43]]; the alleged offence followed ((three weeks||two months)) later. "
     "The defendant writes a blog ([[url:blog_url_v43]]) whose entries were reviewed with counsel's consent.\nOpinion: ((competent||not competent, restorable||not competent, not restorable in the foreseeable future)). {own_doctor}"),
    ("b43_dictamen_mx", "court_ordered_evaluation", MX,
     "DICTAMEN PERICIAL EN PSIQUIATRÍA (ordenado por el Juez de Control)\nCausa penal: [[record_number:case_v43]]\nEvaluado: {first} {last} {mx_mat}\n"
     "CURP: [[national_id:curp_v43]]   RFC: [[national_id:rfc_v43]]\nFecha de nacimiento: [[date_of_birth:dob_v43]]\nDomicilio: [[address:addr_v43]]\nTeléfono de contacto: [[phone:phone_v43]]\n"
     "Conclusión: ((no presenta trastorno que afecte su capacidad de comprender el hecho||presenta trastorno psicótico que requiere tratamiento)). Perito: {own_doctor}."),
    ("b43_probation_release", "probation_medical_release", US,
     "AUTHORIZATION TO RELEASE TREATMENT INFORMATION TO PROBATION (42 CFR Part 2 compliant)\nClient: {first} {last}   DOB [[date_of_birth:dob]]   SSN [[ssn:ssn_v43]]\n"
     "Offender ID [[record_number:booking_v43]]   Address: [[address:addr_nv_v43]]   Phone [[phone:phone_us]]\nRelease to: Officer {last2}, Division of Parole and Probation.\n"
     "Information: attendance, UDS results, ((medication adherence||discharge summary)). Court condition: ignition interlock on vehicle [[vehicle_id:vin]]. Expires {session_date}."),
    ("b43_compassionate_release", "probation_medical_release", US,
     "MEDICAL STATEMENT IN SUPPORT OF COMPASSIONATE RELEASE\nInmate: {first} {last}, register no. [[record_number:booking_v43]], age [[age_over_89:age_v43]] (born [[date_of_birth:dob_elder_v43]])\n"
     "Diagnoses: ((metastatic prostate cancer||end-stage heart failure||advanced dementia)); prognosis ((under 6 months||18 months or less)).\n"
     "Release plan: to live with {first2} {last2} ({relation}) at [[address:addr_v43]]; hospice intake arranged. Facility chart [[record_number:mrn_v43]]. {own_doctor}"),
    ("b43_jail_intake", "jail_medical_intake", US,
     "Washoe County Detention - receiving screening\nBooking # [[record_number:booking_v43]]   {last_upper}, {first_upper}   DOB [[date_of_birth:dob_text]]   SSN [[ssn:ssn]]\n"
     "Home: [[address:addr_nv_v43]]\nMeds: ((buprenorphine 8 mg BID - verify with OTP||insulin glargine 30 u||none reported)). Withdrawal risk ((high||moderate||low)).\n"
     "Property: wallet with card [[card:card]], phone. Vehicle impounded, VIN [[vehicle_id:vin]]. Emergency contact {first2} [[phone:phone_nv_v43]]."),
    ("b43_correctional_screening_za", "jail_medical_intake", GB,
     "Department of Correctional Services - admission health screening (remand detainee)\nName: {za_first} {za_last}\nID number: [[national_id:za_id_v43]]\n"
     "Date of birth: [[date_of_birth:dob_za_v43]]\nHome address: [[address:addr_za_v43]]\nNext of kin phone: [[phone:phone_za_v43]]\n"
     "Vehicle booked in with the detainee: [[vehicle_id:plate_za_v43]]. TB symptom screen ((negative||positive - sputum sent)). On ART: ((yes, TLD||no||unknown)). Referred to the centre's psychologist."),
    ("b43_shelter_screening", "shelter_health_screening", US,
     "Emergency shelter - health screening at entry\nGuest: {first} {last}   DOB [[date_of_birth:dob_text]]   HMIS ID [[record_number:hmis_v43]]\n"
     "Medicaid: [[member_id:medicaid_nv_v43]]   Phone (if any): [[phone:phone_nv_v43]]   E-mail for housing navigator: [[email:email]]\n"
     "TB questionnaire ((negative||positive - referred to clinic)). Wound on ((left foot||shin)) dressed. Bed {small_digit}{small_digit}, ((men's dorm||women's dorm||family room))."),
    ("b43_night_shelter_gb", "shelter_health_screening", GB,
     "Night shelter - health and wellbeing check\nGuest: {first} {last}, [[age_over_89:age_v43]]\nDOB: [[date_of_birth:dob_elder_v43]]   NHS number: [[national_id:nhs_v43]]\n"
     "NI number (for the benefits referral): [[national_id:nino]]\nPhone: [[phone:phone_gb]]\nReferred by the outreach team; registered with a GP practice: ((yes||no - registration started)). "
     "Mobility: ((walking frame||independent||wheelchair))."),
    ("b43_refugee_assessment", "refugee_health_assessment", US,
     "Refugee domestic medical screening - initial visit\nName: {first} {last}   A-Number: [[national_id:a_number_v43]]   DOB [[date_of_birth:dob_num]]\n"
     "Arrived in the US ((last month||six weeks ago||in the spring)). Resettlement address: [[address:addr_nv_v43]]. Case worker's number for the family: [[phone:phone_us]].\n"
     "Medicaid (refugee medical assistance) ID [[member_id:medicaid_nv_v43]]. Spouse died on [[date_of_death:dod_v43]] before resettlement; grief counselling offered. "
     "Labs: ((QFT, hep B, strongyloides serology||CBC, lead, ova and parasites)). Interpreter: ((Dari||Pashto||Ukrainian||Swahili||Arabic))."),
    ("b43_refugee_qc", "refugee_health_assessment", QC,
     "Évaluation de santé - demandeurs d'asile (clinique PRAIDA partenaire)\nNom : {first} {last}\nIUC (IRCC) : [[national_id:uci_v43]]\n"
     "Date de naissance : [[date_of_birth:dob_elder_v43]] ([[age_over_89:age_v43]])\nAdresse temporaire : [[address:addr_v43]]\nTéléphone : [[phone:phone_v43]]\n"
     "Couverture : PFSI. Dépistage TB ((négatif||à compléter)); suivi gériatrique demandé."),
    ("b43_interpreter_request", "interpreter_service_request", US,
     "Online interpreter request - {hospital_own} Language Services\nPatient: {first} {last}   DOB [[date_of_birth:dob_v43]]   MRN [[record_number:mrn_v43]]\n"
     "Language: ((Tagalog||Spanish||Amharic||Vietnamese||Mixteco||ASL)); appointment {dos} {clock}. Contact: [[phone:phone_nv_v43]] / [[email:email_plain_v43]]\n"
     "Family chose a private certified interpreter for the court-related visit; deposit charged to [[card:amex_v43]]; guarantor (self, no SSN) ITIN [[national_id:itin_v43]].\nSubmitted from [[ip_address:ipv4]] at {clock}."),
    ("b43_interpreter_gb", "interpreter_service_request", GB,
     "Request for a face-to-face interpreter (NHS trust booking form)\nPatient: {first} {last}   NHS number: [[national_id:nhs_v43]]\nDOB: [[date_of_birth:dob_elder_v43]] (aged [[age_over_89:age_v43]])\n"
     "Address for a home visit: [[address:addr_gb]]\nLanguage: ((Portuguese||Polish||Bengali||Cantonese)). Family contact: [[phone:phone_gb_v43]], [[email:email_family_v43]]\n"
     "Appointment: memory clinic, {gb_date}."),
    ("b43_dv_shelter_intake", "domestic_violence_shelter_intake", US,
     "CONFIDENTIAL - shelter intake (location withheld)\nSurvivor: {first} {last}   DOB [[date_of_birth:dob_num]]\nSafe phone: [[phone:phone_us]] (texts OK after 6 pm)\n"
     "Abuser: {first2} {last2}; drives a ((silver pickup||black SUV||white sedan)), plate [[vehicle_id:plate_v43]]; posts about the survivor at [[url:social_url_other_v43]].\n"
     "Joint account [[bank_account:us_account_v43]] to be frozen by the advocate; the survivor's own card [[card:diners_v43]] kept. Protection order hearing {dos}."),
    ("b43_refuge_referral_gb", "domestic_violence_shelter_intake", GB,
     "Refuge referral - MARAC high risk\nClient: {first} {last}   DOB: [[date_of_birth:dob_v43]]   NI no.: [[national_id:nino_v43]]\n"
     "Safe number: [[phone:phone_gb_v43]]   Safe e-mail: [[email:email_v43]]\nPerpetrator's vehicle: [[vehicle_id:plate_v43]], ((a black Audi||a grey Transit van||a red Corsa))\n"
     "Universal Credit to be paid into a new account: ((sort code and account [[bank_account:gb_sortacct_v43]]||IBAN [[bank_account:iban_gb_v43]])). Children: ((two, aged 4 and 7||one, aged 9||none)). Refuge space offered outside the area."),
    ("b43_cps_referral", "child_protective_medical_referral", US,
     "Report of suspected child abuse or neglect - medical referral to DCFS\nChild: {first} {last}   DOB [[date_of_birth:dob_child_v43]]   MRN [[record_number:mrn_v43]]\n"
     "Home address: [[address:addr_nv_v43]]\nParent/guardian: {first2} {last2}, phone [[phone:phone_us]]; the parent streams at [[url:social_url_other_v43]].\n"
     "Findings: ((patterned bruises on the back||metaphyseal fracture, distal femur||weight below 3rd centile)). A sibling died on [[date_of_death:dod_v43]] (SUID, per family)."),
    ("b43_dif_aviso_mx", "child_protective_medical_referral", MX,
     "AVISO A LA PROCURADURÍA DE PROTECCIÓN DE NIÑAS, NIÑOS Y ADOLESCENTES\nExpediente clínico: [[record_number:mrn_v43]]\nMenor: {first} {last} {mx_mat}\n"
     "CURP: [[national_id:curp_child_v43]]\nFecha de nacimiento: [[date_of_birth:dob_child_v43]]\nDomicilio: [[address:addr_v43]]\nTeléfono de la madre: [[phone:phone_v43]]   Correo: [[email:email_family_v43]]\n"
     "Hallazgos: ((lesiones en distintas etapas de evolución||desnutrición moderada||quemaduras en patrón)). Se solicita valoración de trabajo social."),
    ("b43_wc_first_report", "workers_compensation_first_report", US,
     "EMPLOYER'S REPORT OF INDUSTRIAL INJURY OR OCCUPATIONAL DISEASE (C-3)\nEmployee: {first} {last}   SSN [[ssn:ssn_typed]]   DOB [[date_of_birth:dob_v43]]\n"
     "Home address: [[address:addr_us]]   Phone [[phone:phone_nv_v43]]\nInjury {injury_date} at {clock}: ((fall from a scaffold||crushed by a forklift||heat illness at the mine site)). "
     "If fatal, date of death: [[date_of_death:dod_v43]].\nFiled online by the employer from [[ip_address:ip_v43]]; insurer claim no. {fivedig}-{small}."),
    ("b43_wsib_form7", "workers_compensation_first_report", ON,
     "WSIB Form 7 - Employer's Report of Injury/Disease (excerpt)\nWorker: {first} {last}   SIN: [[national_id:sin_v43]]   Date of birth: [[date_of_birth:dob_v43]]\n"
     "Address: [[address:addr_v43]]   Phone: [[phone:phone_v43]]   E-mail: [[email:email]]\nAccident {dos}: ((back strain lifting boxes||laceration from a box cutter||slip on ice in the loading bay)).\n"
     "Loss-of-earnings payments by direct deposit: [[bank_account:ca_account_v43]]."),
    ("b43_fhir_encounter", "fhir_encounter_export", US,
     "{\"resourceType\": \"Encounter\", \"status\": \"finished\", \"class\": {\"code\": \"EMER\"}, \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", "
     "\"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v43]]\"}, {\"type\": {\"coding\": [{\"code\": \"MA\"}]}, "
     "\"value\": \"[[member_id:medicaid_nv_plain_v43]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v43]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v43]]\"}], \"address\": [{\"use\": \"home\", \"text\": \"[[address:addr_line_v43]]\"}], "
     "\"subject\": {\"reference\": \"#p1\"}, \"serviceProvider\": {\"display\": \"{hospital_own}\"}, \"reasonCode\": [{\"text\": \"((suicidal ideation||alcohol withdrawal||acute psychosis))\"}]}"),
    ("b43_hl7_adt_a04", "hl7_export", US,
     "MSH|^~\\&|EPIC|PRMC|CRISISREG|GCBHC|{hl7_ts}||ADT^A04^ADT_A01|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v43]]^^^PRMC^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_compact_v43]]|((F||M))|||[[address:addr_hl7_v43]]||[[phone:phone_hl7_v43]]^PRN^PH||||||[[ssn:ssn_hl7]]\n"
     "PV1|1|E|CSU^^{small_digit}^PRMC||||{own_npi}^{own_doc_hl}|||PSY||||7|||||{fivedig}"),
    ("b43_medicaid_elig_csv", "csv_export", US,
     "recipient_id,ssn,last_name,first_name,dob,dod,elig_status,application_ip,email\n[[member_id:medicaid_nv_plain_v43]],[[ssn:ssn_plain_v43]],{last_upper},{first_upper},"
     "[[date_of_birth:dob_iso_v43]],[[date_of_death:dod_iso_v43]],TERM-DECEASED,[[ip_address:ip_public]],[[email:email_plain]]\n# eligibility reconciliation for {org}, {eff_iso}"),
    ("b43_x12_271", "x12_export", US,
     "ISA*00*          *00*          *ZZ*NVMEDICAID     *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HB*NVMEDICAID*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\n"
     "ST*271*{four_digits}*005010X279A1~\nBHT*0022*11*{ctrl}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*NEVADA MEDICAID*****PI*NVMCD~\nHL*2*1*21*1~\n"
     "NM1*1P*2*{org_upper}*****XX*{own_npi}~\nHL*3*2*22*0~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_nv_plain_v43]]~\nREF*SY*[[ssn:ssn_plain_v43]]~\n"
     "N3*[[address:addr_x12_v43]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nEB*1*IND*30**MC~\nSE*14*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind43", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
