"""A forty-fourth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind44.py [--seed 46461] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind43.py,
seeds 4141 to 45451) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-fifth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b44_" or "b44c_"). Identifier-free genres: ophthalmology clinic throughput reports (one as a CSV, one a letter to
the board), optical-shop price lists (one Lithuanian), audiology booth calibration logs (one as XML, one a memo),
dental-lab case turnaround statistics (one as JSON, one a Latvian partner's CSV), orthodontic fee schedules (one in
Filipino), hearing-aid benefit summaries (one Icelandic, one a Q&A), school vision-screening programme aggregates
(one Indonesian), sleep-lab scheduling templates, PT/OT productivity reports, DME supplier accreditation lists,
home-health agency star ratings (one as JSON), hospice quality measures (one Latvian), nursing-home staffing ratios
(a daily posting, a CSV), assisted-living licensing summaries (one Estonian), adult day-care activity calendars (one
as iCalendar), transport vendor contract terms (one Lithuanian, an invoice summary), notices in lt_LT, lv_LV, et_EE,
id_ID, fil_PH and is_IS, and CSV, JSON, XML, HL7 (MFN^M04 charge master), X12 (832 price catalogue) and FHIR
(ChargeItemDefinition, HealthcareService) exports of non-personal data. Carrying genres: audiology intake forms (US,
Icelandic), hearing-aid fitting records (US, Lithuanian), optometry prescriptions (US, Estonian), cataract surgery
consents (US, Latvian), dental treatment plans (US, Indonesian), orthodontic contracts (US, Philippine), sleep-study
referrals (US, Icelandic), DME orders for a patient (a power wheelchair, a CPAP, home oxygen), physical-therapy
evaluations (US, Lithuanian), speech-therapy reports (US, Estonian, Philippine), home-health OASIS excerpts (a start of
care, a death at home), nursing-home admission agreements (US, Latvian), plus a FHIR VisionPrescription, an HL7
ORM^O01, a DME claim CSV and an X12 837D.

Every identifier value comes from this module's own printings (the `*_v44` slots; the earlier sets' helpers imported
are Luhn, IBAN check digits, table fillers and generic codes): US SSNs and ITINs in several printings, Medicare MBIs (the
CMS character positions), Alabama driver's licences and Medicaid numbers; Lithuanian and Estonian personal codes
(century-and-sex digit, birth date of the text, mod 11 check digit with the second weight row), Latvian personal
codes (DDMMYY-C with the old check digit, and the newer 32 codes), Icelandic kennitala (mod 11 check digit, century
digit), Indonesian NIK (region codes, birth date, 40 added to a woman's day), BPJS Kesehatan cards, Philippine
PhilHealth and SSS numbers; Lithuanian, Latvian, Estonian and Icelandic IBANs with computed check digits (the
Icelandic one ending in the holder's kennitala); Visa and Mastercard (51-55, 2221-2720) numbers with Luhn; dates in
Lithuanian ("1957 m. kovo 7 d."), Latvian ("1957. gada 7. martā"), Estonian ("7. märts 1957"), Indonesian
("7 Maret 1957"), Filipino ("ika-7 ng Marso 1957") and Icelandic ("7. mars 1957") with their month names;
Lithuanian, Latvian, Estonian, Indonesian (RT/RW, kelurahan, kecamatan), Philippine (block and lot, barangay),
Icelandic and Alabama address layouts with the apartment, unit, lot and building forms US forms print; Lithuanian,
Latvian, Estonian, Indonesian, Philippine, Icelandic and Alabama phone numbers in their national printings; VINs with
their check digit and number plates of the seven countries; e-mails written against scrapers in the texts'
languages.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Alabama sensory and rehabilitation network, its
eye and ear institute, its dental laboratory, its home-health and hospice agency and its nursing home, on fictional
205-555-01xx lines and a 1-877-555-01xx line) and the network's own printed identifiers (payer ID, RxBIN, PCN, Rx
group, its providers' NPIs, its EIN); the people it names are the organisations' own staff, never a patient or member,
and the ages it gives are under 90 (age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import random
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

SEED = 46461
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "lt_LT", "lv_LV", "et_EE", "id_ID", "is_IS")

ORG_NAME = "Cahaba Ridge Sensory and Rehabilitation Network"
EYE_NAME = "Shades Crest Eye and Ear Institute"
LAB_NAME = "Red Mountain Dental Laboratory"
HOME_NAME = "Cahaba Ridge Home Health and Hospice"
NH_NAME = "Oak Mountain Terrace Nursing and Rehabilitation"
ORG_DOMAIN = "cahabaridgesrn.org"
ORGANISATION_CONTACTS = [
    "(205) 555-0160",                                                  # 0 network main line
    "(205) 555-0161",                                                  # 1 fax
    "Claims Department, PO Box 430127, Birmingham, AL 35243",          # 2 claims address
    "2300 Lakeshore Parkway, Suite 410, Birmingham, AL 35209",         # 3 office
    "info@cahabaridgesrn.org",                                         # 4
    "providers@cahabaridgesrn.org",                                    # 5
    "(205) 555-0162",                                                  # 6 eye and ear institute
    "1850 Shades Crest Road, Hoover, AL 35226",                        # 7 institute address
    "(205) 555-0163",                                                  # 8 dental laboratory
    "715 Valley Avenue, Homewood, AL 35209",                           # 9 laboratory address
    "(205) 555-0164",                                                  # 10 home health and hospice
    "(205) 555-0165",                                                  # 11 nursing home
    "4100 Oak Mountain Terrace Drive, Pelham, AL 35124",               # 12 nursing home address
    "1-877-555-0166",                                                  # 13 toll-free member line
    "+1 205 555 0160",                                                 # 14 main line from abroad
    "https://www.cahabaridgesrn.org",                                  # 15
    "audiology@cahabaridgesrn.org",                                    # 16
    "optical@cahabaridgesrn.org",                                      # 17
    "dentallab@cahabaridgesrn.org",                                    # 18
    "sleeplab@cahabaridgesrn.org",                                     # 19
    "(205) 555-0167",                                                  # 20 sleep laboratory scheduling
    "rehab@cahabaridgesrn.org",                                        # 21 PT/OT/SLP
    "dme@cahabaridgesrn.org",                                          # 22
    "quality@cahabaridgesrn.org",                                      # 23
    "transport@cahabaridgesrn.org",                                    # 24
    "(205) 555-0168",                                                  # 25 transport desk
    "visionscreening@cahabaridgesrn.org",                              # 26 school programme
    "(205) 555-0169",                                                  # 27 adult day centre
    "international@cahabaridgesrn.org",                                # 28 partners abroad
    "edi@cahabaridgesrn.org",                                          # 29
    "licensing@cahabaridgesrn.org",                                    # 30
    "(205) 555-0170",                                                  # 31 benefits line (hearing, vision)
]
ORG_PAYER_ID = "CRSRN"
ORG_RXBIN = "019644"
ORG_RXPCN = "CRSNRX"
ORG_RXGRP = "CRS4401"
ORG_EIN = "63-4417208"
ORG_NPIS = (blind5._npi_of("144027196"), blind5._npi_of("163508824"), blind5._npi_of("171239045"))  # noqa: SLF001
STAFF = ("Dr. Marisol Ashworth-Pettaway", "Dr. Cornelius Abernathy-Oyelaran", "Tamsin Rutledge, AuD", "Percival Okonkwo-Lindqvist, OD",
         "Henrietta Vaughn-Castellanos, DDS", "Beauregard Tillman, PT, DPT", "Ingrid Solheim-Mayweather, CCC-SLP", "Lavinia Thistlewood, RN")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V44 = {
    "lt": ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio",
           "gruodžio"],
    "lv": ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris", "oktobris", "novembris",
           "decembris"],
    "lv_loc": ["janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī",
               "decembrī"],
    "et": ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november",
           "detsember"],
    "id": ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November",
           "Desember"],
    "fil": ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre", "Nobyembre",
            "Disyembre"],
    "is": ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"],
}

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


_COUNTRY = {"lt_LT": "LT", "lv_LV": "LV", "et_EE": "EE", "id_ID": "ID", "fil_PH": "PH", "is_IS": "IS"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 0100-0199 after 555) or a long repeat."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "000", "1111", "9999")):
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


def _date_words(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the text's country prints it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    if country == "LT":
        month = MONTHS_V44["lt"][m - 1]
        return draw.pick([f"{y} m. {month} {d} d.", f"{y}-{m:02d}-{d:02d}", f"{y}.{m:02d}.{d:02d}", f"{y} m. {month} {d} d.", f"{y}-{m:02d}-{d:02d}"])
    if country == "LV":
        return draw.pick([f"{y}. gada {d}. {MONTHS_V44['lv_loc'][m - 1]}", f"{d:02d}.{m:02d}.{y}.", f"{y}. gada {d}. {MONTHS_V44['lv'][m - 1]}",
                          f"{d:02d}.{m:02d}.{y}"])
    if country == "EE":
        return draw.pick([f"{d}. {MONTHS_V44['et'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}", f"{d}. {MONTHS_V44['et'][m - 1]} {y}. a."])
    if country == "ID":
        month = MONTHS_V44["id"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}"])
    if country == "PH":
        month = MONTHS_V44["fil"][m - 1]
        return draw.pick([f"{month} {d}, {y}", f"ika-{d} ng {month} {y}", f"{m:02d}/{d:02d}/{y}", f"{blind.MONTHS[m - 1]} {d}, {y}",
                          f"{d} {month} {y}"])
    if country == "IS":
        return draw.pick([f"{d}. {MONTHS_V44['is'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{d}-{month[:3]}-{y}",
                      f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}"])


def dob_v44(draw: Draw) -> str:
    """An adult's date of birth in the order and month names of the text's country."""
    return _date_words(draw, _birth(draw, 1944, 2004), _country(draw))


def dob_child_v44(draw: Draw) -> str:
    """A child's date of birth (orthodontic contracts, speech therapy)."""
    return _date_words(draw, _birth(draw, 2012, 2021), _country(draw))


def dob_elder_v44(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_senior_v44(draw: Draw) -> str:
    """A Medicare beneficiary's date of birth (born 1934-1960)."""
    return _date_words(draw, _birth(draw, 1934, 1960), _country(draw))


def dob_senior_iso_v44(draw: Draw) -> str:
    return _birth(draw, 1934, 1960).isoformat()


def dob_iso_v44(draw: Draw) -> str:
    return _birth(draw, 1940, 2004).isoformat()


def dob_compact_v44(draw: Draw) -> str:
    return _birth(draw, 1940, 2004).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v44(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_iso_v44(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def dod_num_v44(draw: Draw) -> str:
    return _death_day(draw).strftime("%m/%d/%Y")


def age_v44(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 99)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    country = _country(draw)
    if country == "LV":
        return draw.pick([f"{age} gadi", f"{age} g.", f"{age} gadus veca" if _sex(draw) == "F" else f"{age} gadus vecs"])
    if country == "LT":
        return draw.pick([f"{age} m.", f"{age} metų"])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + ("-" + words[age % 10] if age % 10 else "")
    return draw.pick([str(age), f"{age} years", f"{age} y.o.", spelled, f"{age}-year-old", f"{age} yrs", f"{age}YO"])


def ssn_v44(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms and chats use."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}.{value[3:5]}.{value[5:]}", f"{value[:3]}–{value[3:5]}–{value[5:]}"])


def ssn_plain_v44(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


_ITIN_GROUPS = list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100))


def itin_v44(draw: Draw) -> str:
    """A US ITIN: 9xx, a group of the IRS ranges, four digits."""
    value = f"9{draw.digits(2)}{draw.pick(_ITIN_GROUPS)}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", value, f"{value[:3]} {value[3:5]} {value[5:]}"])


_MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = "0123456789" + _MBI_LETTERS


def mbi_v44(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier by the CMS positions (C A AN N A AN N A A N N), with or without its dashes."""
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_LETTERS) + draw.letters(1, _MBI_ALNUM) + draw.digits(1)
             + draw.letters(1, _MBI_LETTERS) + draw.letters(1, _MBI_ALNUM) + draw.digits(1) + draw.letters(2, _MBI_LETTERS) + draw.digits(2))
    return draw.pick([value, value, f"{value[:4]}-{value[4:7]}-{value[7:]}", f"{value[:4]} {value[4:7]} {value[7:]}"])


def medicaid_al_v44(draw: Draw) -> str:
    """An Alabama Medicaid number: thirteen digits, printed whole or grouped."""
    value = draw.digits(13, True)
    return draw.pick([value, value, f"{value[:4]} {value[4:8]} {value[8:]}"])


def bcbs_v44(draw: Draw) -> str:
    """A commercial member ID: a three-letter prefix and nine digits (the card prints the prefix apart)."""
    prefix = draw.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ")
    digits = draw.digits(9, True)
    return draw.pick([f"{prefix}{digits}", f"{prefix} {digits}", f"{prefix}-{digits[:5]}-{digits[5:]}"])


def dental_member_v44(draw: Draw) -> str:
    return draw.pick([f"D{draw.digits(9, True)}", f"{draw.digits(11, True)}", f"CRD-{draw.digits(4)}-{draw.digits(5)}"])


def dl_al_v44(draw: Draw) -> str:
    """An Alabama driver's licence number: seven or eight digits."""
    return draw.digits(draw.pick([7, 8, 8]), True)


def mrn_v44(draw: Draw) -> str:
    """A record number of the text's country's institutions."""
    country = _country(draw)
    if country == "LT":
        return draw.pick([f"{draw.digits(6, True)}/{draw.rng.randint(24, 26)}", f"AK-{draw.digits(7, True)}"])
    if country == "LV":
        return draw.pick([f"{draw.digits(7, True)}", f"SV-{draw.rng.randint(2024, 2026)}-{draw.digits(5)}"])
    if country == "EE":
        return draw.pick([f"{draw.digits(8, True)}", f"HL{draw.digits(6, True)}"])
    if country == "ID":
        return draw.pick([f"RM-{draw.digits(6, True)}", f"{draw.digits(2)}.{draw.digits(2)}.{draw.digits(2)}", f"{draw.digits(8, True)}"])
    if country == "PH":
        return draw.pick([f"HRN {draw.digits(7, True)}", f"{draw.rng.randint(2024, 2026)}-{draw.digits(6)}", f"PT-{draw.digits(6, True)}"])
    if country == "IS":
        return draw.pick([f"{draw.digits(7, True)}", f"LSH-{draw.digits(6, True)}"])
    return draw.pick([f"SCE{draw.digits(7)}", f"{draw.digits(8, True)}", f"E{draw.digits(7, True)}", f"CR-{draw.digits(6)}",
                      f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(3)}"])


def mrn_plain_v44(draw: Draw) -> str:
    return f"SCE{draw.digits(7)}"


def oasis_id_v44(draw: Draw) -> str:
    """An agency's OASIS patient ID (M0020): letters and digits as the agency's EMR assigns them."""
    return draw.pick([f"HH{draw.digits(6, True)}", f"{draw.letters(3)}{draw.digits(5, True)}", f"{draw.digits(9, True)}"])


# ---- national numbers --------------------------------------------------------------------------------------------
def _lt_ee_check(body: str) -> str:
    """The Lithuanian and Estonian personal code's check digit: weights 1-9,1, then 3-9,1,2,3 if the first gives 10."""
    total = sum(int(c) * w for c, w in zip(body, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1))) % 11
    if total != 10:
        return str(total)
    total = sum(int(c) * w for c, w in zip(body, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))) % 11
    return "0" if total == 10 else str(total)


def _lt_ee_body(draw: Draw, low: int, high: int) -> str:
    born = _birth(draw, low, high)
    century = 3 if born.year < 2000 else 5
    first = century + (1 if _sex(draw) == "F" else 0)
    return f"{first}{born.strftime('%y%m%d')}{draw.digits(3)}"


def lt_code_v44(draw: Draw) -> str:
    """A Lithuanian asmens kodas agreeing with the text's birth date and sex."""
    body = _lt_ee_body(draw, 1944, 2004)
    return body + _lt_ee_check(body)


def lt_code_child_v44(draw: Draw) -> str:
    _birth(draw, 2012, 2021)
    return lt_code_v44(draw)


def ee_code_v44(draw: Draw) -> str:
    """An Estonian isikukood agreeing with the text's birth date and sex."""
    body = _lt_ee_body(draw, 1944, 2004)
    return body + _lt_ee_check(body)


def ee_code_child_v44(draw: Draw) -> str:
    _birth(draw, 2012, 2021)
    return ee_code_v44(draw)


def lv_code_v44(draw: Draw) -> str:
    """A Latvian personas kods: DDMMYY-C NNN with its check digit, or (one in five) a newer code beginning 32 (the same sum)."""
    weights = (1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    if draw.rng.random() < 0.2:
        body = "32" + draw.digits(8)
        value = body + str((1101 - sum(int(c) * w for c, w in zip(body, weights))) % 11 % 10)
        return draw.pick([f"{value[:6]}-{value[6:]}", value])
    born = _birth(draw, 1926, 2004)
    while True:
        body = f"{born.strftime('%d%m%y')}{1 if born.year < 2000 else 2}{draw.digits(3)}"
        check = (1101 - sum(int(c) * w for c, w in zip(body, weights))) % 11
        if check < 10:
            value = body + str(check)
            return draw.pick([f"{value[:6]}-{value[6:]}", f"{value[:6]}-{value[6:]}", value])


def kennitala_v44(draw: Draw) -> str:
    """An Icelandic kennitala: DDMMYY, two digits, the mod 11 check digit, the century digit; printed with or without the dash."""
    if "_kt" not in draw.cache:
        born = _birth(draw, 1930, 2004)
        while True:
            body = f"{born.strftime('%d%m%y')}{draw.rng.randint(20, 99)}"
            check = 11 - sum(int(c) * w for c, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2))) % 11
            if check == 10:
                continue
            draw.cache["_kt"] = body + str(0 if check == 11 else check) + ("9" if born.year < 2000 else "0")
            break
    value = draw.cache["_kt"]
    return draw.pick([f"{value[:6]}-{value[6:]}", f"{value[:6]}-{value[6:]}", value])


_NIK_REGIONS = ["317401", "317105", "327303", "327506", "337403", "357801", "357820", "347104", "517102", "127102", "737105", "360302"]


def nik_v44(draw: Draw) -> str:
    """An Indonesian NIK: province, regency, district, the birth date (a woman's day plus 40), a serial."""
    born = _birth(draw, 1950, 2004)
    day = born.day + (40 if _sex(draw) == "F" else 0)
    value = f"{draw.pick(_NIK_REGIONS)}{day:02d}{born.strftime('%m%y')}{draw.rng.randint(1, 40):04d}"
    return draw.pick([value, value, value, f"{value[:6]} {value[6:12]} {value[12:]}"])


def bpjs_v44(draw: Draw) -> str:
    """A BPJS Kesehatan card number (JKN-KIS): thirteen digits beginning 000."""
    value = "000" + draw.digits(10, True)
    return draw.pick([value, value, f"{value[:4]} {value[4:8]} {value[8:]}"])


def philhealth_v44(draw: Draw) -> str:
    """A PhilHealth identification number: twelve digits, printed 2-9-1 with dashes or run together."""
    value = draw.pick(["01", "02", "03", "08", "12", "19"]) + draw.digits(10)
    return draw.pick([f"{value[:2]}-{value[2:11]}-{value[11:]}", f"{value[:2]}-{value[2:11]}-{value[11:]}", value, f"{value[:4]} {value[4:8]} {value[8:]}"])


def sss_v44(draw: Draw) -> str:
    """A Philippine SSS number: ten digits, printed 2-7-1."""
    value = f"{draw.rng.randint(1, 34):02d}{draw.digits(8)}"
    return draw.pick([f"{value[:2]}-{value[2:9]}-{value[9:]}", f"{value[:2]}-{value[2:9]}-{value[9:]}", value])


# ---- accounts and cards ------------------------------------------------------------------------------------------
def iban_lt_v44(draw: Draw) -> str:
    """A Lithuanian IBAN: five-digit bank code (SEB, Swedbank, Luminor, Šiaulių), eleven-digit account, computed check digits."""
    iban = _iban("LT", f"{draw.pick(['70440', '73000', '40100', '71800', '72900'])}{draw.digits(11, True)}")
    return draw.pick([_group4(iban), iban, _group4(iban)])


def iban_lv_v44(draw: Draw) -> str:
    """A Latvian IBAN: four-letter bank code, thirteen-character account."""
    iban = _iban("LV", f"{draw.pick(['HABA', 'UNLA', 'RIKO', 'PARX', 'NDEA'])}{draw.digits(13, True)}")
    return draw.pick([_group4(iban), iban])


def iban_ee_v44(draw: Draw) -> str:
    """An Estonian IBAN: two-digit bank (Swedbank 22, SEB 10, LHV 77, Luminor 17), fourteen-digit account."""
    iban = _iban("EE", f"{draw.pick(['22', '10', '77', '17'])}{draw.digits(14, True)}")
    return draw.pick([_group4(iban), iban, _group4(iban)])


def iban_is_v44(draw: Draw) -> str:
    """An Icelandic IBAN: bank, ledger 26, six-digit account and the holder's kennitala (the text's person's)."""
    kennitala_v44(draw)
    kt = str(draw.cache["_kt"])
    bank, account = draw.pick(["0111", "0133", "0515", "0301", "0537"]), draw.digits(6, True)
    iban = _iban("IS", f"{bank}26{account}{kt}")
    return draw.pick([_group4(iban), iban, f"{bank}-26-{account}"])


def ach_us_v44(draw: Draw) -> str:
    """A US checking account for an autopay: the account alone, or with the routing number before it."""
    account = draw.digits(draw.pick([9, 10, 12]), True)
    routing = draw.pick(["062000019", "062005690", "062203751", "262275835", "062000080"])
    return draw.pick([account, f"{routing} / {account}", f"routing {routing}, account {account}", f"{routing} {account}"])


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def _print_card(draw: Draw, number: str) -> str:
    groups = " ".join(number[i:i + 4] for i in range(0, 16, 4))
    return draw.pick([groups, groups, number, groups.replace(" ", "-"), f"{number[:4]} {number[4:8]} {number[8:12]}  {number[12:]}"])


def visa_v44(draw: Draw) -> str:
    """A Visa number (4, sixteen digits) with Luhn."""
    return _print_card(draw, _card(draw, "4", 16))


def mastercard_v44(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720, sixteen digits) with Luhn."""
    prefix = draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))])
    return _print_card(draw, _card(draw, prefix, 16))


def card_v44(draw: Draw) -> str:
    return visa_v44(draw) if draw.rng.random() < 0.55 else mastercard_v44(draw)


# ---- addresses ---------------------------------------------------------------------------------------------------
_AL_TOWNS = [("Birmingham", "35205"), ("Birmingham", "35213"), ("Birmingham", "35216"), ("Birmingham", "35211"), ("Hoover", "35244"),
             ("Hoover", "35226"), ("Homewood", "35209"), ("Bessemer", "35020"), ("Pelham", "35124"), ("Alabaster", "35007"),
             ("Tuscaloosa", "35401"), ("Huntsville", "35801"), ("Montgomery", "36106"), ("Mobile", "36604"), ("Gadsden", "35901"),
             ("Trussville", "35173"), ("Irondale", "35210"), ("Jasper", "35501")]
_AL_STREETS = ["Greensprings Hwy", "Lorna Rd", "Montevallo Rd", "Crestwood Blvd", "Valleydale Rd", "Old Montgomery Hwy", "Tyler Rd",
               "Pinson Valley Pkwy", "Rocky Ridge Rd", "Bessemer Super Hwy", "Dogwood Ln", "Magnolia Ave S", "Cahaba Valley Rd",
               "Center Point Pkwy", "Sulphur Springs Rd", "Woodmere Dr"]


def _al_unit(draw: Draw) -> str:
    rng = draw.rng
    return draw.pick(["", "", f", Apt {rng.randint(1, 24)}{draw.letters(1, 'ABCD')}", f" Apt. {rng.randint(101, 418)}", f", Unit {rng.randint(1, 60)}",
                      f" #{rng.randint(2, 40)}", f", Bldg {rng.randint(1, 9)}, Apt {rng.randint(101, 312)}", f", Lot {rng.randint(1, 90)}",
                      f" Trlr {rng.randint(1, 40)}"])


def addr_al_v44(draw: Draw) -> str:
    """An Alabama home address with the unit forms US forms print, on one line or two."""
    town, zip_code = draw.pick(_AL_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_AL_STREETS)}{_al_unit(draw)}"
    return draw.pick([f"{street}, {town}, AL {zip_code}", f"{street}\n{town}, AL {zip_code}", f"{street}, {town} AL {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}, {town.upper()} AL {zip_code}", f"{street}, {town}, Alabama {zip_code}"])


_LT_PLACES = [("Vilnius", "01103"), ("Vilnius", "08105"), ("Vilnius", "03150"), ("Kaunas", "44146"), ("Kaunas", "50156"), ("Klaipėda", "91182"),
              ("Šiauliai", "76353"), ("Panevėžys", "35173"), ("Alytus", "62115")]
_LT_STREETS = ["Gedimino pr.", "Savanorių pr.", "Taikos pr.", "Vilniaus g.", "Žalgirio g.", "Kalvarijų g.", "Laisvės al.", "Ukmergės g.",
               "Tilžės g.", "Pušyno g."]


def addr_lt_v44(draw: Draw) -> str:
    town, code = draw.pick(_LT_PLACES)
    number = draw.pick([f"{draw.rng.randint(1, 180)}-{draw.rng.randint(1, 90)}", str(draw.rng.randint(1, 180)), f"{draw.rng.randint(1, 99)}A-{draw.rng.randint(1, 40)}"])
    street = f"{draw.pick(_LT_STREETS)} {number}"
    return draw.pick([f"{street}, LT-{code} {town}", f"{street}\nLT-{code} {town}", f"{street}, {town} LT-{code}", f"{street}, {town}"
                      f" ({town} m. sav.), LT-{code}"])


_LV_PLACES = [("Rīga", "LV-1001"), ("Rīga", "LV-1011"), ("Rīga", "LV-1050"), ("Rīga", "LV-1084"), ("Daugavpils", "LV-5401"), ("Jelgava", "LV-3001"),
              ("Liepāja", "LV-3401"), ("Valmiera", "LV-4201"), ("Jūrmala", "LV-2015")]
_LV_STREETS = ["Brīvības iela", "Lāčplēša iela", "Krišjāņa Barona iela", "Rīgas iela", "Dzirnavu iela", "Ganību dambis", "Lielā iela",
               "Rūpniecības iela", "Tērbatas iela"]


def addr_lv_v44(draw: Draw) -> str:
    town, code = draw.pick(_LV_PLACES)
    flat = draw.pick([f"-{draw.rng.randint(1, 80)}", f" dz. {draw.rng.randint(1, 80)}", "", f" k-{draw.rng.randint(1, 4)}-{draw.rng.randint(1, 60)}"])
    street = f"{draw.pick(_LV_STREETS)} {draw.rng.randint(1, 160)}{flat}"
    return draw.pick([f"{street}, {town}, {code}", f"{street}\n{town}, {code}", f"{street}, {town} {code}"])


_EE_PLACES = [("Tallinn", "10115"), ("Tallinn", "10117"), ("Tallinn", "11313"), ("Tallinn", "13516"), ("Tartu", "51010"), ("Tartu", "50409"),
              ("Pärnu", "80010"), ("Narva", "20308"), ("Viljandi", "71020")]
_EE_STREETS = ["Tartu mnt", "Pärnu mnt", "Narva mnt", "Riia tn", "Raekoja tn", "Mustamäe tee", "Sõpruse pst", "Rüütli tn", "Kalda tee"]


def addr_ee_v44(draw: Draw) -> str:
    town, code = draw.pick(_EE_PLACES)
    county = {"Tallinn": "Harju maakond", "Tartu": "Tartu maakond", "Pärnu": "Pärnu maakond", "Narva": "Ida-Viru maakond",
              "Viljandi": "Viljandi maakond"}[town]
    street = f"{draw.pick(_EE_STREETS)} {draw.rng.randint(1, 140)}{draw.pick(['', '-' + str(draw.rng.randint(1, 90)), '-' + str(draw.rng.randint(1, 90))])}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}\n{county}", f"{street}, {town}, {code} {county}", f"{street}, {town} {code}"])


_ID_PLACES = [("Tebet Barat", "Tebet", "Jakarta Selatan", "DKI Jakarta", "12810"), ("Cempaka Putih Timur", "Cempaka Putih", "Jakarta Pusat", "DKI Jakarta", "10510"),
              ("Lebakgede", "Coblong", "Kota Bandung", "Jawa Barat", "40132"), ("Gubeng", "Gubeng", "Kota Surabaya", "Jawa Timur", "60281"),
              ("Terban", "Gondokusuman", "Kota Yogyakarta", "DI Yogyakarta", "55223"), ("Dauh Puri Kaja", "Denpasar Utara", "Kota Denpasar", "Bali", "80231"),
              ("Petisah Tengah", "Medan Petisah", "Kota Medan", "Sumatera Utara", "20112"), ("Pisangan", "Ciputat Timur", "Kota Tangerang Selatan", "Banten", "15419")]
_ID_STREETS = ["Jl. Melati", "Jl. Kenanga", "Jl. Cempaka Putih Raya", "Jl. Dipati Ukur", "Jl. Kertajaya", "Jl. Kaliurang", "Jl. Gatot Subroto",
               "Gg. Mawar", "Jl. Sisingamangaraja", "Jl. Ir. H. Juanda"]


def addr_id_v44(draw: Draw) -> str:
    """An Indonesian address: street and number, RT/RW, kelurahan, kecamatan, city, province, postcode."""
    kel, kec, city, prov, code = draw.pick(_ID_PLACES)
    street = f"{draw.pick(_ID_STREETS)} No. {draw.rng.randint(1, 120)}{draw.pick(['', '', 'A', 'B'])}"
    rtrw = f"RT {draw.rng.randint(1, 15):03d}/RW {draw.rng.randint(1, 12):03d}"
    return draw.pick([f"{street}, {rtrw}, Kel. {kel}, Kec. {kec}, {city} {code}", f"{street} {rtrw}\nKel. {kel}, Kec. {kec}\n{city}, {prov} {code}",
                      f"{street}, {rtrw}, {kel}, {kec}, {city}, {prov} {code}"])


_PH_PLACES = [("San Isidro", "Quezon City", "1101", "Metro Manila"), ("Bagong Pag-asa", "Quezon City", "1105", "Metro Manila"),
              ("Lahug", "Cebu City", "6000", "Cebu"), ("Poblacion", "Makati City", "1210", "Metro Manila"), ("Talamban", "Cebu City", "6000", "Cebu"),
              ("Buhangin", "Davao City", "8000", "Davao del Sur"), ("Malinta", "Valenzuela City", "1440", "Metro Manila"),
              ("San Antonio", "Pasig City", "1605", "Metro Manila"), ("Jaro", "Iloilo City", "5000", "Iloilo")]
_PH_STREETS = ["Mabini St.", "Rizal Ave.", "Sampaguita St.", "Bonifacio St.", "Gen. Luna St.", "Narra St.", "Acacia Lane", "Kalayaan Ave."]


def addr_ph_v44(draw: Draw) -> str:
    """A Philippine address: block and lot or house number, street, barangay, city, ZIP."""
    brgy, city, code, prov = draw.pick(_PH_PLACES)
    rng = draw.rng
    head = draw.pick([f"Blk {rng.randint(1, 40)} Lot {rng.randint(1, 60)}, {draw.pick(_PH_STREETS)}", f"{rng.randint(1, 2400)} {draw.pick(_PH_STREETS)}",
                      f"Unit {rng.randint(2, 38)}{draw.letters(1, 'ABCDEF')}, Tower {rng.randint(1, 4)}, {draw.pick(['Avida Residences', 'SMDC Grass', 'Camella Condo'])}",
                      f"Purok {rng.randint(1, 9)}, {draw.pick(_PH_STREETS)}"])
    return draw.pick([f"{head}, Brgy. {brgy}, {city} {code}", f"{head}\nBarangay {brgy}, {city}\n{code} {prov}", f"{head}, Brgy. {brgy}, {city}, {prov} {code}"])


_IS_PLACES = [("101", "Reykjavík"), ("105", "Reykjavík"), ("107", "Reykjavík"), ("200", "Kópavogur"), ("220", "Hafnarfjörður"), ("600", "Akureyri"),
              ("210", "Garðabær"), ("800", "Selfoss"), ("230", "Reykjanesbær")]
_IS_STREETS = ["Laugavegur", "Hringbraut", "Hafnarstræti", "Strandgata", "Digranesvegur", "Bólstaðarhlíð", "Kleppsvegur", "Austurvegur", "Lindargata"]


def addr_is_v44(draw: Draw) -> str:
    code, town = draw.pick(_IS_PLACES)
    street = f"{draw.pick(_IS_STREETS)} {draw.rng.randint(1, 140)}{draw.pick(['', '', 'a', 'b'])}"
    flat = draw.pick(["", "", f", íbúð {draw.rng.randint(101, 406)}"])
    return draw.pick([f"{street}{flat}, {code} {town}", f"{street}{flat}\n{code} {town}", f"{street}, {code} {town.upper()}"])


def addr_v44(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"LT": addr_lt_v44, "LV": addr_lv_v44, "EE": addr_ee_v44, "ID": addr_id_v44, "PH": addr_ph_v44, "IS": addr_is_v44}.get(
        _country(draw), addr_al_v44)(draw)


def addr_hl7_v44(draw: Draw) -> str:
    """An Alabama home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_AL_TOWNS)
    unit = draw.pick(["", "", f"Apt {draw.rng.randint(1, 24)}{draw.letters(1, 'ABC')}", f"Unit {draw.rng.randint(1, 60)}"])
    return f"{draw.rng.randint(100, 9899)} {draw.pick(_AL_STREETS)}^{unit}^{town}^AL^{zip_code}^USA^H"


def addr_x12_v44(draw: Draw) -> str:
    """An X12 N3 street and the N4 segment after it: one address over two segments."""
    town, zip_code = draw.pick(_AL_TOWNS)
    return f"{draw.rng.randint(100, 9899)} {draw.pick(_AL_STREETS).upper()}~\nN4*{town.upper()}*AL*{zip_code}{draw.digits(4)}"


def addr_line_v44(draw: Draw) -> str:
    town, zip_code = draw.pick(_AL_TOWNS)
    return f"{draw.rng.randint(100, 9899)} {draw.pick(_AL_STREETS)}{_al_unit(draw)}, {town}, AL {zip_code}"


# ---- phones ------------------------------------------------------------------------------------------------------
def phone_al_v44(draw: Draw) -> str:
    area = draw.pick(["205", "205", "256", "251", "334", "659", "938"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}{exchange}{line}",
                      f"{area}-{exchange}-{line} ext. {draw.rng.randint(10, 499)}"])


def phone_lt_v44(draw: Draw) -> str:
    """A Lithuanian mobile (6xx xxxxx) or Vilnius/Kaunas landline, with +370 or the old trunk 8."""
    if draw.rng.random() < 0.75:
        nsn = "6" + _sub(draw, 7)
        return draw.pick([f"+370 {nsn[:3]} {nsn[3:]}", f"8 {nsn[:3]} {nsn[3:]}", f"+370{nsn}", f"8{nsn}", f"(8 {nsn[:3]}) {nsn[3:]}"])
    area = draw.pick(["5", "37"])
    local = _sub(draw, 8 - len(area))
    return draw.pick([f"+370 {area} {local[:3]} {local[3:]}", f"(8 {area}) {local[:3]} {local[3:]}", f"8 {area} {local}"])


def phone_lv_v44(draw: Draw) -> str:
    """A Latvian mobile (2x xxx xxx) or Riga landline (67xx xxxx), eight digits, no trunk prefix."""
    nsn = "2" + _sub(draw, 7) if draw.rng.random() < 0.75 else "67" + _sub(draw, 6)
    return draw.pick([f"+371 {nsn[:2]} {nsn[2:5]} {nsn[5:]}", f"+371 {nsn[:4]} {nsn[4:]}", nsn, f"+371{nsn}", f"{nsn[:2]} {nsn[2:5]} {nsn[5:]}"])


def phone_ee_v44(draw: Draw) -> str:
    """An Estonian mobile (5xxx xxxx) or Tallinn/Tartu landline (6xx xxxx, 7xx xxxx)."""
    nsn = "5" + _sub(draw, draw.pick([6, 7])) if draw.rng.random() < 0.75 else draw.pick(["6", "7"]) + _sub(draw, 6)
    return draw.pick([f"+372 {nsn[:4]} {nsn[4:]}", f"{nsn[:4]} {nsn[4:]}", nsn, f"+372{nsn}", f"(+372) {nsn[:3]} {nsn[3:]}"])


def phone_id_v44(draw: Draw) -> str:
    """An Indonesian mobile (08xx) or Jakarta/Bandung landline, national with 0 or +62, WhatsApp style run together."""
    if draw.rng.random() < 0.75:
        prefix = draw.pick(["812", "813", "821", "852", "857", "878", "896", "815"])
        rest = _sub(draw, draw.pick([7, 8]))
        return draw.pick([f"0{prefix}-{rest[:4]}-{rest[4:]}", f"+62 {prefix}-{rest[:4]}-{rest[4:]}", f"0{prefix} {rest[:4]} {rest[4:]}", f"62{prefix}{rest}",
                          f"+62{prefix}{rest}", f"0{prefix}{rest}"])
    area = draw.pick(["21", "22", "31", "274"])
    local = _sub(draw, 8 if area in ("21", "22", "31") else 6)
    return draw.pick([f"(0{area}) {local[:4]} {local[4:]}", f"+62 {area} {local}", f"0{area}-{local}"])


def phone_ph_v44(draw: Draw) -> str:
    """A Philippine mobile (09xx) or Metro Manila / Cebu landline."""
    if draw.rng.random() < 0.75:
        prefix = draw.pick(["917", "918", "927", "939", "945", "966", "977", "998"])
        rest = _sub(draw, 7)
        return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+63 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}-{rest[:3]}-{rest[3:]}", f"0{prefix}{rest}",
                          f"+63{prefix}{rest}"])
    if draw.rng.random() < 0.6:
        local = "8" + _sub(draw, 7)
        return draw.pick([f"(02) {local[:4]} {local[4:]}", f"+63 2 {local[:4]} {local[4:]}", f"02-{local[:4]}-{local[4:]}"])
    local = _sub(draw, 7)
    return draw.pick([f"(032) {local[:3]} {local[3:]}", f"+63 32 {local[:3]} {local[3:]}"])


def phone_is_v44(draw: Draw) -> str:
    """An Icelandic number: seven digits (mobiles 6xx, 7xx, 8xx; landlines 4xx, 5xx)."""
    nsn = draw.pick(["6", "7", "8", "8", "5", "4"]) + _sub(draw, 6)
    return draw.pick([f"{nsn[:3]} {nsn[3:]}", f"+354 {nsn[:3]} {nsn[3:]}", f"{nsn[:3]}-{nsn[3:]}", f"+354{nsn}", f"00354 {nsn}"])


def phone_v44(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"LT": phone_lt_v44, "LV": phone_lv_v44, "EE": phone_ee_v44, "ID": phone_id_v44, "PH": phone_ph_v44, "IS": phone_is_v44}.get(
        _country(draw), phone_al_v44)(draw)


def phone_hl7_v44(draw: Draw) -> str:
    return f"({draw.pick(['205', '256'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v44(draw: Draw) -> str:
    return f"+1{draw.pick(['205', '256', '334'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, vehicles ----------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"LT": ["gmail.com", "one.lt", "inbox.lt", "splius.lt", "yahoo.com"], "LV": ["inbox.lv", "apollo.lv", "gmail.com", "tvnet.lv"],
                  "EE": ["hot.ee", "mail.ee", "gmail.com", "online.ee"], "ID": ["gmail.com", "yahoo.co.id", "yahoo.com", "ymail.com"],
                  "PH": ["gmail.com", "yahoo.com.ph", "yahoo.com", "outlook.ph"], "IS": ["simnet.is", "gmail.com", "internet.is", "visir.is"],
                  "US": ["bellsouth.net", "att.net", "charter.net", "gmail.com", "yahoo.com", "icloud.com", "outlook.com"]}
_AT_DOT = {"LT": ("eta", "taškas"), "EE": ("ät", "punkt"), "ID": ("at", "titik"), "LV": ("et", "punkts"), "IS": ("hjá", "punktur")}


def _local(draw: Draw, first: str, last: str) -> str:
    first = blind2.fold_ascii(first).replace(" ", "") or "ana"
    last = blind2.fold_ascii(last).replace(" ", "").replace("'", "") or "lee"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(60, 99)}", f"{last}{draw.rng.randint(1, 9)}{first[:2]}", f"{first}.{last}{draw.rng.randint(1960, 2008)}"])


def _email(draw: Draw, first: str, last: str, obfuscate: bool) -> str:
    country = _country(draw)
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.18:
        at, dot = _AT_DOT.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', ' ' + dot + ' ')}"
    if style < 0.28:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.34:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v44(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, draw.fill("first"), draw.fill("last"), True)


def email_plain_v44(draw: Draw) -> str:
    return _email(draw, draw.fill("first"), draw.fill("last"), False)


def email_family_v44(draw: Draw) -> str:
    """The e-mail of the text's second person (a parent, a relative)."""
    return _email(draw, draw.fill("first2"), draw.fill("last2"), True)


def ip_v44(draw: Draw) -> str:
    """A public address of a home or mobile connection of the text's country (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.2:
        prefix = draw.pick(["2600:1700", "2601:c2", "2607:fb90", "2603:9000"]) if country == "US" else draw.pick(["2a02:2f0", "2001:4451", "2404:c0"])
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = {"US": [24, 68, 73, 99, 108, 174, 76], "PH": [112, 49, 120, 136], "ID": [36, 114, 180, 125]}.get(country, [78, 88, 84, 85])
    return f"{draw.pick(first)}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first = blind2.fold_ascii(draw.fill("first" + suffix)).replace(" ", "") or "ana"
    last = blind2.fold_ascii(draw.fill("last" + suffix)).replace(" ", "").replace("'", "") or "lee"
    return f"{first}{sep}{last}"


def social_url_v44(draw: Draw) -> str:
    """The person's own social-media profile, channel or page."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://www.tiktok.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}", f"https://www.youtube.com/@{_slug(draw, '')}",
                      f"facebook.com/{_slug(draw, '')}", f"https://{_slug(draw, '')}.blogspot.com"])


def parent_url_v44(draw: Draw) -> str:
    """A parent's channel or page (the text's second person)."""
    return draw.pick([f"https://www.youtube.com/@{_slug(draw, '', '2')}family", f"https://www.facebook.com/{_slug(draw, '.', '2')}",
                      f"https://www.instagram.com/{_slug(draw, '.', '2')}.mom/" if draw.rng.random() < 0.5 else f"https://www.tiktok.com/@{_slug(draw, '_', '2')}",
                      f"https://{_slug(draw, '', '2')}.wordpress.com"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin_v44(draw: Draw) -> str:
    """A VIN with its North American check digit (position 9)."""
    wmi = draw.pick(["1FT", "1G1", "2T1", "3GN", "5YJ", "1HG", "4T1", "JTD", "KMH", "1C4"])
    vds = "".join(draw.pick(list(_VIN_CHARS)) for _ in range(5))
    vis = draw.pick(list("LMNPRST")) + draw.pick(list(_VIN_CHARS)) + draw.digits(6)
    body = wmi + vds + "0" + vis
    total = sum(_VIN_VALUES[c] * w for c, w in zip(body, _VIN_WEIGHTS)) % 11
    return body[:8] + ("X" if total == 10 else str(total)) + body[9:]


def plate_v44(draw: Draw) -> str:
    """A number plate of the text's country."""
    country = _country(draw)
    if country == "LT":
        return draw.pick([f"{draw.letters(3)} {draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}"])
    if country == "LV":
        return draw.pick([f"{draw.letters(2)}-{draw.digits(4, True)}", f"{draw.letters(2)}-{draw.digits(3, True)}"])
    if country == "EE":
        return draw.pick([f"{draw.digits(3)} {draw.letters(3)}", f"{draw.digits(3)}{draw.letters(3)}"])
    if country == "ID":
        return f"{draw.pick(['B', 'D', 'L', 'AB', 'DK', 'BK'])} {draw.digits(4, True)} {draw.letters(draw.pick([2, 3]))}"
    if country == "PH":
        return draw.pick([f"{draw.letters(3)} {draw.digits(4, True)}", f"{draw.letters(3)}-{draw.digits(3, True)}"])
    if country == "IS":
        return draw.pick([f"{draw.letters(2)}{draw.letters(1)}{draw.digits(2)}", f"{draw.letters(2)} {draw.digits(3)}", f"{draw.letters(2)}-{draw.digits(3)}"])
    return draw.pick([f"{draw.rng.randint(1, 67)}{draw.letters(2)}{draw.digits(3)}", f"{draw.rng.randint(1, 67)}{draw.letters(1)}{draw.digits(4)}",
                      f"{draw.letters(3)}{draw.digits(4)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v44": dob_v44, "dob_child_v44": dob_child_v44, "dob_senior_v44": dob_senior_v44, "dob_senior_iso_v44": dob_senior_iso_v44, "dob_elder_v44": dob_elder_v44, "dob_iso_v44": dob_iso_v44,
    "dob_compact_v44": dob_compact_v44, "dod_v44": dod_v44, "dod_iso_v44": dod_iso_v44, "dod_num_v44": dod_num_v44, "age_v44": age_v44,
    "ssn_v44": ssn_v44, "ssn_plain_v44": ssn_plain_v44, "dental_member_plain_v44": lambda d: f"D{d.digits(9, True)}", "itin_v44": itin_v44, "mbi_v44": mbi_v44, "medicaid_al_v44": medicaid_al_v44,
    "bcbs_v44": bcbs_v44, "dental_member_v44": dental_member_v44, "dl_al_v44": dl_al_v44, "mrn_v44": mrn_v44, "mrn_plain_v44": mrn_plain_v44,
    "oasis_id_v44": oasis_id_v44, "lt_code_v44": lt_code_v44, "lt_code_child_v44": lt_code_child_v44, "ee_code_v44": ee_code_v44,
    "ee_code_child_v44": ee_code_child_v44, "lv_code_v44": lv_code_v44, "kennitala_v44": kennitala_v44, "nik_v44": nik_v44, "bpjs_v44": bpjs_v44,
    "philhealth_v44": philhealth_v44, "sss_v44": sss_v44, "iban_lt_v44": iban_lt_v44, "iban_lv_v44": iban_lv_v44, "iban_ee_v44": iban_ee_v44,
    "iban_is_v44": iban_is_v44, "ach_us_v44": ach_us_v44, "visa_v44": visa_v44, "mastercard_v44": mastercard_v44, "card_v44": card_v44,
    "addr_v44": addr_v44, "addr_al_v44": addr_al_v44, "addr_hl7_v44": addr_hl7_v44, "addr_x12_v44": addr_x12_v44, "addr_line_v44": addr_line_v44,
    "phone_v44": phone_v44, "phone_al_v44": phone_al_v44, "phone_hl7_v44": phone_hl7_v44, "phone_e164_v44": phone_e164_v44,
    "email_v44": email_v44, "email_plain_v44": email_plain_v44, "email_family_v44": email_family_v44, "ip_v44": ip_v44,
    "social_url_v44": social_url_v44, "parent_url_v44": parent_url_v44, "vin_v44": vin_v44, "plate_v44": plate_v44,
    "addr_lt_v44": addr_lt_v44, "addr_lv_v44": addr_lv_v44, "addr_ee_v44": addr_ee_v44, "addr_id_v44": addr_id_v44, "addr_ph_v44": addr_ph_v44,
    "addr_is_v44": addr_is_v44, "phone_lt_v44": phone_lt_v44, "phone_lv_v44": phone_lv_v44, "phone_ee_v44": phone_ee_v44, "phone_id_v44": phone_id_v44,
    "phone_ph_v44": phone_ph_v44, "phone_is_v44": phone_is_v44,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_EYE_SITES = ["Hoover main", "Trussville satellite", "Pelham satellite", "Tuscaloosa outreach", "Gadsden outreach", "Jasper outreach",
              "Homewood retina suite"]


def _throughput_row(d: Draw) -> str:
    visits = d.rng.randint(180, 2400)
    return (f"{d.pick(_EYE_SITES)} | {visits:,} | {d.rng.randint(38, 96)} min | {d.rng.randint(9, 34)} min | {d.rng.randint(2, 19)}.{d.digits(1)}% | "
            f"{d.rng.randint(0, 140)} | {d.rng.randint(60, 99)}%")


def _throughput_csv_row(d: Draw) -> str:
    return (f"{d.pick(_EYE_SITES).replace(' ', '_').lower()},{d.pick(['comprehensive', 'glaucoma', 'retina', 'cornea', 'pediatric', 'low_vision', 'post_op'])},"
            f"{d.rng.randint(40, 900)},{d.rng.randint(30, 110)},{d.rng.randint(5, 40)},{d.rng.randint(0, 60)}")


_OPTICAL_ITEMS = [("Single-vision lenses, CR-39", "V2100"), ("Single-vision polycarbonate", "V2100+V2784"), ("Lined bifocal, FT-28", "V2203"),
                  ("Progressive, standard corridor", "V2781"), ("Anti-reflective coating", "V2750"), ("Photochromic add-on", "V2744"),
                  ("Blue-light filter coating", "S0580"), ("Frame, house brand metal", "V2020"), ("Frame, children's flexible", "V2020"),
                  ("Daily disposable contacts, 90-pack", "V2520"), ("Monthly toric contacts, 6-pack", "V2521"), ("Scratch-coat warranty, 2 years", "-")]


def _optical_row(d: Draw) -> str:
    name, code = d.pick(_OPTICAL_ITEMS)
    price = d.rng.randint(19, 420)
    return f"{name} | {code} | ${price}.{d.pick(['00', '95', '50'])} | ${max(0, price - d.rng.randint(10, 120))}.00 member | {d.pick(['in stock', 'lab 5-7 days', 'lab 7-10 days', 'special order'])}"


_OPTICAL_LT = ["Vienažidžiai lęšiai, plastikiniai", "Progresyviniai lęšiai", "Antirefleksinė danga", "Fotochrominiai lęšiai", "Rėmelis, metalinis",
               "Vaikiški rėmeliai", "Vienadieniai kontaktiniai lęšiai (90 vnt.)", "Akių patikrinimas"]


def _optical_lt_row(d: Draw) -> str:
    return f"{d.pick(_OPTICAL_LT)} | {d.rng.randint(9, 320)},{d.pick(['00', '90', '50'])} € | {d.pick(['sandėlyje', 'užsakymas 5 d.d.', 'užsakymas 10 d.d.'])}"


_BOOTHS = ["Booth A (double-wall)", "Booth B (single-wall)", "Booth C (pediatric VRA)", "Trussville booth 1", "Tuscaloosa mobile booth", "Pelham booth 2"]
_AUDIOMETERS = [("GSI AudioStar Pro", "AS-"), ("Interacoustics Equinox 2.0", "EQ-"), ("MAICO MA 42", "MA-"), ("Interacoustics AD629", "AD-"),
                ("GSI Pello", "PL-")]


def _calibration_row(d: Draw) -> str:
    model, tag = d.pick(_AUDIOMETERS)
    return (f"{d.pick(_BOOTHS)} | {model} | asset {tag}{d.rng.randint(100, 999)} | {d.pick(['TDH-39', 'ER-3A insert', 'B-71 bone', 'HDA 300'])} | "
            f"1 kHz ref {d.rng.randint(68, 72)}.{d.digits(1)} dB SPL | ambient {d.rng.randint(14, 27)} dB | {d.pick(['PASS', 'PASS', 'PASS', 'ADJUSTED', 'FAIL - service'])}")


def _calibration_xml_row(d: Draw) -> str:
    model, tag = d.pick(_AUDIOMETERS)
    return (f"  <Check booth=\"{d.pick(_BOOTHS)}\" instrument=\"{model}\" asset=\"{tag}{d.rng.randint(100, 999)}\" freqHz=\"{d.pick(['250', '500', '1000', '2000', '4000', '8000'])}\" "
            f"measuredDbSpl=\"{d.rng.randint(20, 90)}.{d.digits(1)}\" toleranceDb=\"3\" result=\"{d.pick(['pass', 'pass', 'pass', 'adjusted'])}\"/>")


_CASE_TYPES = ["Full-contour zirconia crown", "PFM crown", "Lithium disilicate crown", "3-unit zirconia bridge", "Implant abutment + crown",
               "Complete denture (pair)", "Partial denture, cast metal", "Night guard, hard", "Clear aligner retainer set", "Surgical guide"]


def _turnaround_row(d: Draw) -> str:
    cases = d.rng.randint(12, 640)
    return (f"{d.pick(_CASE_TYPES)} | {cases} | {d.rng.randint(3, 15)}.{d.digits(1)} days | {d.rng.randint(70, 99)}% | {d.rng.randint(0, 9)}.{d.digits(1)}% | "
            f"{d.pick(['shade mismatch', 'open margin', 'contact too light', 'occlusion high', 'none recorded'])}")


def _turnaround_json_row(d: Draw) -> str:
    cases = d.rng.randint(12, 640)
    return (f"{{\"caseType\": \"{d.pick(_CASE_TYPES)}\", \"cases\": {cases}, \"meanWorkingDays\": {d.rng.randint(3, 15)}.{d.digits(1)}, "
            f"\"onTimePct\": {d.rng.randint(70, 99)}, \"remakes\": {d.rng.randint(0, cases // 10)}}}")


_LV_CASES = ["cirkonija kronis", "metālkeramikas kronis", "implanta abatments", "pilna protēze", "nakts kape", "3 vienību tilts"]


def _turnaround_lv_row(d: Draw) -> str:
    return f"{d.pick(_LV_CASES)};{d.rng.randint(5, 320)};{d.rng.randint(3, 14)},{d.digits(1)};{d.rng.randint(0, 12)}"


_ORTHO_FEES = [("D8080", "Comprehensive treatment, adolescent dentition", 5200, 7400, "lifetime max applies"),
               ("D8090", "Comprehensive treatment, adult dentition", 5600, 7900, "lifetime max applies"),
               ("D8070", "Comprehensive treatment, transitional dentition", 4200, 6200, "lifetime max applies"),
               ("D8020", "Limited treatment, transitional dentition", 1400, 2900, "once per lifetime"),
               ("D8660", "Pre-orthodontic treatment examination", 90, 250, "1 per 12 months"), ("D8670", "Periodic orthodontic treatment visit", 90, 220, "per visit"),
               ("D8680", "Orthodontic retention (removal, retainers)", 400, 950, "once per lifetime"),
               ("D8703", "Replacement of lost retainer, maxillary", 180, 420, "1 per 24 months"), ("D8210", "Removable appliance therapy", 600, 1400, "once per lifetime"),
               ("D8220", "Fixed appliance therapy (habit)", 700, 1500, "once per lifetime")]


def _ortho_fee_row(d: Draw) -> str:
    code, name, low, high, frequency = d.pick(_ORTHO_FEES)
    fee = d.rng.randint(low, high)
    return f"{code} | {name} | ${fee:,} | ${int(fee * d.rng.randint(70, 90) / 100):,} | {frequency}"


_ORTHO_FIL = [("Konsultasyon at X-ray (panoramic, cephalometric)", 15, 35, "isang beses"), ("Metal braces, itaas at ibaba", 350, 600, "buong paggamot"),
              ("Ceramic braces, itaas at ibaba", 600, 950, "buong paggamot"), ("Buwanang adjustment", 10, 25, "bawat buwan"),
              ("Retainer (Hawley), isang arko", 40, 80, "bawat arko"), ("Clear retainer, isang arko", 35, 70, "bawat arko"),
              ("Pagtanggal ng braces at paglilinis", 20, 50, "isang beses"), ("Palit ng nawalang bracket", 3, 8, "kada bracket")]


def _ortho_fil_row(d: Draw) -> str:
    name, low, high, unit = d.pick(_ORTHO_FIL)
    return f"{name} | ₱{d.rng.randint(low, high) * 100:,} | {unit}"


_SCHOOLS_AL = ["Shades Mountain Elementary", "Hemphill Elementary", "Oak Mountain Middle", "Trussville City Middle", "Pelham Ridge Elementary",
               "Homewood Middle", "Jasper Junior High", "Bessemer City Middle", "Tuscaloosa Magnet Elementary"]


def _screening_row(d: Draw) -> str:
    screened = d.rng.randint(120, 980)
    referred = d.rng.randint(4, screened // 6)
    return f"{d.pick(_SCHOOLS_AL)} | {d.pick(['K-5', '6-8', 'K-8', '3-5'])} | {screened} | {referred} | {d.rng.randint(0, referred)} | {d.rng.randint(40, 95)}%"


def _screening_csv_row(d: Draw) -> str:
    screened = d.rng.randint(120, 980)
    referred = d.rng.randint(5, screened // 6)
    return (f"{d.pick(_SCHOOLS_AL).replace(' ', '_').lower()},{d.pick(['K-5', '6-8', 'K-8'])},{screened},{referred},"
            f"{d.rng.randint(5, referred) if referred > 5 else 5},{d.rng.randint(40, 95)}")


_SCHOOLS_ID = ["SDN Tebet Barat 05", "SDN Coblong 2", "SDN Gubeng 1", "SMPN 8 Yogyakarta", "SDN 3 Denpasar", "SMPN 1 Medan", "SDN Pisangan 01"]


def _screening_id_row(d: Draw) -> str:
    screened = d.rng.randint(90, 720)
    return f"{d.pick(_SCHOOLS_ID)} | {screened} | {d.rng.randint(3, screened // 5)} | {d.rng.randint(0, 40)} | {d.rng.randint(30, 90)}%"


_SLEEP_STUDIES = [("95810", "Attended PSG, diagnostic"), ("95811", "PSG with CPAP titration (split night)"), ("95805", "MSLT"),
                  ("95806", "Home sleep test, unattended"), ("95807", "Attended sleep study, 3+ parameters"), ("95782", "Pediatric PSG, under 6")]


def _sleep_slot_row(d: Draw) -> str:
    code, name = d.pick(_SLEEP_STUDIES)
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} | Bed {d.rng.randint(1, 6)} | {code} {name} | "
            f"{d.pick(['20:30-06:00', '21:00-06:30', '07:30-17:00', '19:45-05:30'])} | tech ratio 1:{d.pick(['2', '2', '3', '1'])}")


def _sleep_csv_row(d: Draw) -> str:
    code, _ = d.pick(_SLEEP_STUDIES)
    return f"{d.pick(['hoover', 'tuscaloosa', 'gadsden'])},{d.rng.randint(1, 6)},{code},{d.pick(['night', 'day', 'home'])},{d.rng.randint(1, 3)},{d.rng.randint(45, 98)}"


_DISCIPLINES = ["PT outpatient", "OT outpatient", "SLP outpatient", "PT home health", "OT home health", "PT inpatient rehab", "OT hand clinic",
                "PT vestibular", "SLP dysphagia (inpatient)", "PTA outpatient"]


def _productivity_row(d: Draw) -> str:
    return (f"{d.pick(_DISCIPLINES)} | {d.rng.randint(2, 18)}.{d.digits(1)} | {d.rng.randint(68, 94)}% | {d.rng.randint(5, 14)}.{d.digits(1)} | "
            f"{d.rng.randint(2, 16)}% | {d.rng.randint(20, 62)} min")


def _productivity_csv_row(d: Draw) -> str:
    return (f"{d.pick(_DISCIPLINES).replace(' ', '_').lower()},{d.rng.randint(180, 2600)},{d.rng.randint(300, 5200)},{d.rng.randint(66, 95)}.{d.digits(1)},"
            f"{d.rng.randint(2, 18)}")


_DME_SUPPLIERS = ["Magic City Home Medical", "Vulcan Respiratory Services", "Black Warrior Mobility", "Cahaba Heights Oxygen", "Riverchase Orthotics & DME",
                  "Tannehill Rehab Supply", "Sloss Furnace Medical Equipment", "Moundville Mobility Solutions"]
_ACCREDITORS = ["ACHC", "The Compliance Team", "BOC", "CHAP", "HQAA", "The Joint Commission"]


def _accreditation_row(d: Draw) -> str:
    return (f"{d.pick(_DME_SUPPLIERS)} | {d.pick(_ACCREDITORS)} | {d.pick(['oxygen; CPAP/BiPAP', 'power mobility; complex rehab', 'orthotics; prosthetics', 'hospital beds; support surfaces', 'enteral; ostomy'])} | "
            f"{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d} | {d.pick(['in network', 'in network', 'pending', 'terminated - not accredited'])}")


def _accreditation_xml_row(d: Draw) -> str:
    return (f"  <Supplier name=\"{d.pick(_DME_SUPPLIERS)}\" accreditor=\"{d.pick(_ACCREDITORS)}\" expires=\"{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d}-01\" "
            f"competitiveBid=\"{d.pick(['false', 'false', 'true'])}\" productCategories=\"{d.rng.randint(1, 9)}\"/>")


_AGENCIES = ["Cahaba Ridge Home Health and Hospice", "Appalachian Foothills Home Care", "Warrior River Home Health", "Sipsey Valley Visiting Nurses",
             "Chandler Mountain Home Health", "Coosa Bend Home Care", "Lake Purdy Home Health"]


def _stars_row(d: Draw) -> str:
    stars = d.rng.randint(4, 10) / 2
    return (f"{d.pick(_AGENCIES)} | {stars:.1f} | {d.rng.randint(70, 96)}% | {d.rng.randint(60, 92)}% | {d.rng.randint(8, 19)}.{d.digits(1)}% | "
            f"{d.rng.randint(70, 92)}%")


def _stars_json_row(d: Draw) -> str:
    return (f"{{\"agency\": \"{d.pick(_AGENCIES)}\", \"qualityStars\": {d.rng.randint(4, 10) / 2}, \"hhcahpsStars\": {d.rng.randint(2, 5)}, "
            f"\"timelyInitiationPct\": {d.rng.randint(80, 99)}.{d.digits(1)}, \"dtcRate\": {d.rng.randint(70, 90)}.{d.digits(1)}, \"ppr\": {d.rng.randint(3, 7)}.{d.digits(2)}}}")


_HQRP = [("HCI", "Hospice Care Index (score 0-10)"), ("HVLDL", "Visits when death is imminent"), ("HIS comprehensive", "Hospice Item Set composite"),
         ("CAHPS rating", "Family rating 9-10 of 10"), ("CAHPS recommend", "Would definitely recommend"), ("Pain assessment", "Comprehensive pain assessment")]


def _hqrp_row(d: Draw) -> str:
    code, name = d.pick(_HQRP)
    return f"{code} | {name} | {d.rng.randint(60, 99)}.{d.digits(1)} | {d.rng.randint(60, 99)}.{d.digits(1)} | {d.rng.randint(60, 99)}.{d.digits(1)}"


_LV_PALLIATIVE = ["Sāpju novērtējums pirmajā vizītē", "Elpas trūkuma novērtējums", "Ģimenes apmierinātība (9-10 no 10)", "Mājas vizītes pēdējā nedēļā",
                  "Aprūpes plāna pārskats 14 dienās"]


def _hqrp_lv_row(d: Draw) -> str:
    return f"{d.pick(_LV_PALLIATIVE)} | {d.rng.randint(55, 99)},{d.digits(1)} % | {d.rng.randint(55, 99)},{d.digits(1)} %"


_NURSING_HOMES = ["Oak Mountain Terrace Nursing and Rehabilitation", "Shelby Springs Health Center", "Red Mountain Manor", "Ruffner Gardens Care Center",
                  "Lake Martin Shores Nursing", "Bankhead Forest Health and Rehab", "Double Oak Senior Care"]


def _staffing_row(d: Draw) -> str:
    rn, lpn, cna = d.rng.randint(30, 95), d.rng.randint(60, 120), d.rng.randint(180, 290)
    return (f"{d.pick(_NURSING_HOMES)} | {d.rng.randint(48, 180)} | {rn / 100:.2f} | {lpn / 100:.2f} | {cna / 100:.2f} | "
            f"{(rn + lpn + cna) / 100:.2f} | {d.rng.randint(28, 72)}%")


def _staffing_csv_row(d: Draw) -> str:
    return (f"\"{d.pick(_NURSING_HOMES)}\",{d.fill('cms_quarter')},{d.rng.randint(40, 170)},{d.rng.randint(30, 95) / 100:.2f},{d.rng.randint(60, 120) / 100:.2f},"
            f"{d.rng.randint(180, 290) / 100:.2f},{d.rng.randint(20, 80)}")


_ALFS = ["Magnolia Court Assisted Living", "Hollins Ridge Specialty Care (SCALF)", "Cahaba Bend Retirement Residence", "Vestavia Oaks Assisted Living",
         "Greystone Meadows Memory Care", "Riverbend Place Assisted Living", "Tanglewood Family Care Home"]


def _alf_row(d: Draw) -> str:
    return (f"{d.pick(_ALFS)} | {d.pick(['ALF (group, 17+ beds)', 'ALF (family, 2-3 beds)', 'SCALF (memory care)', 'ALF (congregate)'])} | "
            f"{d.pick(['A', 'F', 'S'])}-{d.rng.randint(100, 999)} | {d.rng.randint(2, 120)} | {d.rng.randint(1, 12):02d}/{d.rng.randint(1, 28):02d}/{d.rng.randint(2024, 2025)} | {d.rng.randint(0, 7)} | "
            f"{d.pick(['full licence', 'full licence', 'probationary', 'renewal pending'])}")


_EE_HOMES = ["Kadrioru Hooldekodu", "Tähtvere Kodu", "Pärnu Rannaküla Hoolekandeasutus", "Narva Sõpruse Hooldekeskus", "Viljandi Järve Kodu",
             "Mustamäe Eakate Kodu"]


def _alf_ee_row(d: Draw) -> str:
    return f"{d.pick(_EE_HOMES)} | {d.rng.randint(20, 160)} | {d.pick(['üldhooldus', 'üldhooldus ja dementsus', 'erihoolekanne'])} | {d.rng.randint(2026, 2030)} | {d.rng.randint(0, 4)}"


_ACTIVITIES = ["Chair yoga", "Bingo and brain games", "Music with the Homewood High choir", "Gardening club (raised beds)", "Art therapy: watercolour",
               "Walking club, indoor track", "Cooking demo: low-sodium gumbo", "Memory café", "Pet therapy visit", "Devotional and hymn sing",
               "Tai chi for balance", "Movie matinee"]


def _activity_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.rng.randint(1, 28)} | {d.pick(['9:30', '10:00', '10:45', '13:00', '14:15'])} | {d.pick(_ACTIVITIES)} | "
            f"{d.pick(['Great Room', 'Garden patio', 'Activity Room B', 'Chapel', 'Gym'])}")


def _ics_activity(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    start = d.rng.randint(9, 14)
    return (f"BEGIN:VEVENT\nUID:crsrn-adc-{day.strftime('%Y%m%d')}-{d.digits(3)}\nDTSTAMP:20260105T150000Z\n"
            f"DTSTART;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{start:02d}0000\nDTEND;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{start + 1:02d}0000\n"
            f"SUMMARY:{d.pick(_ACTIVITIES)}\nLOCATION:Adult Day Center - {d.pick(['Great Room', 'Garden patio', 'Gym'])}\nEND:VEVENT")


_TRANSPORT_TERMS = [("Ambulatory sedan, base rate", "per trip"), ("Wheelchair van, base rate", "per trip"), ("Stretcher van, base rate", "per trip"),
                    ("Loaded mileage beyond 10 miles", "per mile"), ("Wait time beyond 30 minutes", "per 15 min"), ("No-show by rider", "per event"),
                    ("Late pickup beyond 15 minutes", "credit per event"), ("After-hours or weekend trip", "surcharge")]


def _transport_row(d: Draw) -> str:
    term, unit = d.pick(_TRANSPORT_TERMS)
    return f"{term} | ${d.rng.randint(1, 95)}.{d.pick(['00', '25', '50', '75'])} | {unit}"


_TRANSPORT_LT = [("Sėdimas pervežimas, bazinis tarifas", "už kelionę"), ("Pervežimas su vežimėliu", "už kelionę"), ("Pervežimas gulint", "už kelionę"),
                 ("Kilometras virš 10 km", "už km"), ("Laukimas virš 30 min.", "už 15 min."), ("Savaitgalio priemoka", "priemoka")]


def _transport_lt_row(d: Draw) -> str:
    name, unit = d.pick(_TRANSPORT_LT)
    return f"{name} | {d.rng.randint(1, 9) if unit == 'už km' else d.rng.randint(8, 60)},{d.pick(['00', '50', '20'])} € | {unit}"


def _transport_invoice_row(d: Draw) -> str:
    return (f"{d.pick(['Ambulatory', 'Wheelchair', 'Stretcher', 'Bariatric wheelchair'])} | {d.rng.randint(40, 2200):,} | {d.rng.randint(300, 24000):,} | "
            f"{d.rng.randint(0, 60)} | {d.rng.randint(82, 99)}.{d.digits(1)}% | ${d.rng.randint(2000, 98000):,}.{d.digits(2)}")


_CDM = [("92557", "Comprehensive audiometry"), ("92567", "Tympanometry"), ("V5261", "Hearing aid, digital, binaural, BTE"), ("92591", "Hearing aid exam, binaural"),
        ("92004", "Eye exam, new patient, comprehensive"), ("66984", "Cataract surgery with IOL"), ("97161", "PT evaluation, low complexity"),
        ("97165", "OT evaluation, low complexity"), ("92523", "Speech sound and language evaluation"), ("95810", "Polysomnography")]


def _mfe_cdm(d: Draw) -> str:
    code, name = d.pick(_CDM)
    item = f"{d.rng.randint(3000, 3999)}{d.digits(4)}"
    return (f"MFE|MAD|{d.fill('ctrl')}|{d.fill('hl7_ts')}|{item}^{name}^CRS\nCDM|{item}^{name}^CRS||{name.upper()[:24]}|{d.rng.randint(300, 990)}||"
            f"{code}^^C4|N\nPRC|{item}^{name}^CRS|CRSRN|||{d.rng.randint(40, 4900)}.00^USD")


_FRAMES = [("RB5154", "Clubmaster", "49-21-140"), ("OX8046", "Airdrop", "55-18-143"), ("CH3401", "Kids Flex", "44-16-125"), ("HB200", "House brand titanium", "52-18-140"),
           ("LA118", "Lafont Issy", "50-19-140"), ("NK7234", "Flexon", "53-17-140")]


def _lin832(d: Draw) -> str:
    model, name, size = d.pick(_FRAMES)
    return f"LIN**VP*{model}*UP*{d.digits(12)}~\nPID*F****{name.upper()} {size}~\nCTP**RES*{d.rng.randint(49, 329)}.00~"


_LANGS_LT = ["lietuvių", "anglų", "rusų", "lenkų"]


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        m, y, dd = day.month, day.year, day.day
        if lang == "en":
            return f"{blind.MONTHS[m - 1]} {dd}, {y}"
        if lang == "lt":
            return f"{y} m. {MONTHS_V44['lt'][m - 1]} {dd} d."
        if lang == "lv":
            return f"{y}. gada {dd}. {MONTHS_V44['lv_loc'][m - 1]}"
        if lang == "et":
            return f"{dd}. {MONTHS_V44['et'][m - 1]} {y}"
        if lang == "id":
            return f"{dd} {MONTHS_V44['id'][m - 1]} {y}"
        if lang == "fil":
            return f"{MONTHS_V44['fil'][m - 1]} {dd}, {y}"
        return f"{dd}. {MONTHS_V44['is'][m - 1]} {y}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "eye_own": EYE_NAME, "lab_own": LAB_NAME, "home_own": HOME_NAME, "nh_own": NH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "info_email": ORGANISATION_CONTACTS[4], "prov_email": ORGANISATION_CONTACTS[5],
    "eye_phone": ORGANISATION_CONTACTS[6], "eye_addr": ORGANISATION_CONTACTS[7], "lab_phone": ORGANISATION_CONTACTS[8],
    "lab_addr": ORGANISATION_CONTACTS[9], "home_phone": ORGANISATION_CONTACTS[10], "nh_phone": ORGANISATION_CONTACTS[11],
    "nh_addr": ORGANISATION_CONTACTS[12], "org_tollfree": ORGANISATION_CONTACTS[13], "org_intl_line": ORGANISATION_CONTACTS[14],
    "org_web": ORGANISATION_CONTACTS[15], "audiology_email": ORGANISATION_CONTACTS[16], "optical_email": ORGANISATION_CONTACTS[17],
    "dentallab_email": ORGANISATION_CONTACTS[18], "sleep_email": ORGANISATION_CONTACTS[19], "sleep_phone": ORGANISATION_CONTACTS[20],
    "rehab_email": ORGANISATION_CONTACTS[21], "dme_email": ORGANISATION_CONTACTS[22], "quality_email": ORGANISATION_CONTACTS[23],
    "transport_email": ORGANISATION_CONTACTS[24], "transport_phone": ORGANISATION_CONTACTS[25], "vs_email": ORGANISATION_CONTACTS[26],
    "adc_phone": ORGANISATION_CONTACTS[27], "intl_email": ORGANISATION_CONTACTS[28], "edi_email": ORGANISATION_CONTACTS[29],
    "licensing_email": ORGANISATION_CONTACTS[30], "benefits_phone": ORGANISATION_CONTACTS[31],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

_PH_FIRST_F = ["Maria Cristina", "Ma. Theresa", "Jocelyn", "Rowena", "Analyn", "Kristine Joy", "Lorna", "Genalyn", "Maricel", "Divina"]
_PH_FIRST_M = ["Jose Miguel", "Rodel", "Mark Anthony", "Jericho", "Reynaldo", "Paolo", "Ramil", "Christian", "Jhun", "Emmanuel"]
_PH_LAST = ["Dela Cruz", "Santos", "Reyes", "Bautista", "Villanueva", "Mendoza", "Garcia", "Ramos", "Aquino", "Castillo", "Manalo",
            "Pascual", "Dimaculangan", "Macaraeg", "Soriano", "Cabrera", "De Guzman", "Tolentino", "Navarro", "Lacson"]
# Faker's lt_LT gives men's given names and surnames for women too: the Lithuanian texts take these (a woman's surname ends -ienė or -aitė).
_LT_FIRST_F = ["Rūta", "Jurgita", "Aušra", "Ieva", "Lina", "Kristina", "Asta", "Eglė", "Vaida", "Daiva", "Gintarė", "Aistė"]
_LT_FIRST_M = ["Tomas", "Mindaugas", "Darius", "Andrius", "Jonas", "Vytautas", "Marius", "Paulius", "Saulius", "Gediminas", "Rokas", "Arūnas"]
_LT_LAST = [("Kazlauskas", "Kazlauskienė"), ("Petrauskas", "Petrauskaitė"), ("Jankauskas", "Jankauskienė"), ("Stankevičius", "Stankevičienė"),
            ("Vasiliauskas", "Vasiliauskaitė"), ("Žukauskas", "Žukauskienė"), ("Butkus", "Butkienė"), ("Paulauskas", "Paulauskaitė"),
            ("Urbonas", "Urbonienė"), ("Navickas", "Navickaitė"), ("Balčiūnas", "Balčiūnienė"), ("Rimkus", "Rimkutė")]


def _person(draw: Draw, locale: str, sex: str) -> tuple[str, str]:
    """A given name and surname of the text's locale that agree with the person's sex."""
    female = sex == "F"
    if locale == "fil_PH":
        return draw.pick(_PH_FIRST_F if female else _PH_FIRST_M), draw.pick(_PH_LAST)
    if locale == "lt_LT":
        male_last, female_last = draw.pick(_LT_LAST)
        return draw.pick(_LT_FIRST_F if female else _LT_FIRST_M), female_last if female else male_last
    fake = draw.fk[locale]
    first = fake.first_name_female() if female else fake.first_name_male()
    last_maker = getattr(fake, "last_name_female" if female else "last_name_male", None)
    return first, last_maker() if last_maker is not None else fake.last_name()


def _by_sex(key: str, female: str, male: str) -> Callable[[Draw], str]:
    return lambda d: female if d.cache.get(key, "F") == "F" else male


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick([name for name in STAFF if name.startswith("Dr. ")]),
    "own_audiologist": lambda d: STAFF[2],
    "own_optometrist": lambda d: STAFF[3],
    "own_dentist": lambda d: STAFF[4],
    "own_pt": lambda d: STAFF[5],
    "own_slp": lambda d: STAFF[6],
    "own_rn": lambda d: STAFF[7],
    "own_doc_hl": lambda d: d.pick(["Ashworth-Pettaway^Marisol^^^MD", "Abernathy-Oyelaran^Cornelius^^^MD"]),
    "month_name": lambda d: d.pick(blind.MONTHS),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "cms_quarter": lambda d: d.pick(["2025Q2", "2025Q3", "2025Q4", "2026Q1"]),
    "throughput_table": _table(_throughput_row, 5), "throughput_csv": _rows(_throughput_csv_row, 6, 30),
    "optical_table": _table(_optical_row, 6), "optical_lt_table": _table(_optical_lt_row, 5),
    "calibration_table": _table(_calibration_row, 4), "calibration_xml": _rows(_calibration_xml_row, 5, 60),
    "turnaround_table": _table(_turnaround_row, 6), "turnaround_json": _rows(_turnaround_json_row, 4, 40, ", "),
    "turnaround_lv_csv": _rows(_turnaround_lv_row, 5, 12),
    "ortho_fee_table": _table(_ortho_fee_row, 6), "ortho_fil_table": _table(_ortho_fil_row, 5),
    "screening_table": _table(_screening_row, 5), "screening_csv": _table(_screening_csv_row, 5), "screening_id_table": _table(_screening_id_row, 5),
    "sleep_slot_table": _rows(_sleep_slot_row, 6, 14), "sleep_csv": _rows(_sleep_csv_row, 6, 20),
    "productivity_table": _table(_productivity_row, 6), "productivity_csv": _table(_productivity_csv_row, 6),
    "accreditation_table": _table(_accreditation_row, 5), "accreditation_xml": _rows(_accreditation_xml_row, 4, 50),
    "stars_table": _table(_stars_row, 5), "stars_json": _rows(_stars_json_row, 4, 40, ", "),
    "hqrp_table": _table(_hqrp_row, 5), "hqrp_lv_table": _table(_hqrp_lv_row, 4),
    "staffing_table": _table(_staffing_row, 5), "staffing_csv": _rows(_staffing_csv_row, 5, 30),
    "alf_table": _table(_alf_row, 5), "alf_ee_table": _table(_alf_ee_row, 4),
    "activity_table": _rows(_activity_row, 6, 7), "ics_activities": _rows(_ics_activity, 3, 40),
    "transport_table": _table(_transport_row, 6), "transport_lt_table": _table(_transport_lt_row, 5),
    "transport_invoice_table": _table(_transport_invoice_row, 4),
    "mfe_cdm": _rows(_mfe_cdm, 3, 60), "frame_lines": _rows(_lin832, 3, 20),
    "en_date": _month_date("en"), "lt_date": _month_date("lt"), "lv_date": _month_date("lv"), "et_date": _month_date("et"),
    "id_date": _month_date("id"), "fil_date": _month_date("fil"), "is_date": _month_date("is"),
    "session_date": lambda d: f"{blind.MONTHS[d.rng.randint(0, 11)]} {d.rng.randint(1, 28)}, {d.fill('plan_year')}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "eur_small": lambda d: f"{d.rng.randint(5, 95)},{d.pick(['00', '50'])} €",
    "isk_small": lambda d: f"{d.rng.randint(3, 95) * 1000:,} kr.".replace(",", "."),
    "idr_small": lambda d: f"Rp{d.rng.randint(25, 950) * 1000:,}".replace(",", "."),
    "php_small": lambda d: f"₱{d.rng.randint(3, 95) * 100:,}",
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "cataract_cases": lambda d: f"{d.rng.randint(2800, 6500):,}",
    "turnover": lambda d: str(d.rng.randint(12, 24)),
    "femto_pct": lambda d: f"{d.rng.randint(10, 35)}.{d.digits(1)}%",
    "school_year": lambda d: d.pick(["2024-25", "2025-26"]),
    "glasses_cnt": lambda d: f"{d.rng.randint(180, 1500):,}",
    "rn_day": lambda d: str(d.rng.randint(2, 4)), "rn_eve": lambda d: str(d.rng.randint(1, 3)),
    "lpn_day": lambda d: str(d.rng.randint(3, 7)), "lpn_eve": lambda d: str(d.rng.randint(3, 6)), "lpn_night": lambda d: str(d.rng.randint(2, 4)),
    "cna_day": lambda d: str(d.rng.randint(9, 18)), "cna_eve": lambda d: str(d.rng.randint(8, 15)), "cna_night": lambda d: str(d.rng.randint(5, 9)),
    "census": lambda d: str(d.rng.randint(60, 160)),
    "shift_hours": lambda d: f"{d.rng.randint(60, 190)}.{d.pick(['0', '5'])}",
    "otc_cap": lambda d: f"${d.rng.randint(2, 6)}00",
    "db_over": lambda d: str(d.rng.randint(2, 9)),
    "et_num_date": lambda d: d.date_between(2025, 2026).strftime("%d.%m.%Y"),
    "lv_num_date": lambda d: d.date_between(2025, 2026).strftime("%d.%m.%Y."),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "allowance": lambda d: f"${d.rng.randint(5, 40) * 100:,}",
    "cycle_months": lambda d: d.pick(["24", "36", "36", "48", "60"]),
    "iol_model": lambda d: d.pick(["SN60WF", "ZCB00", "CNA0T0", "DFT015", "ZXR00V", "AR40e"]),
    "aid_model": lambda d: d.pick(["Phonak Audéo Lumity L90-R", "Oticon Intent 1 miniRITE R", "Signia Pure Charge&Go IX 7", "ReSound Nexia 9 RIE",
                                   "Widex Moment Sheer 440", "Starkey Genesis AI 24 RIC R"]),
    "cpap_model": lambda d: d.pick(["AirSense 11 AutoSet", "DreamStation 2 Auto", "Luna G3 APAP", "AirMini AutoSet"]),
    "chair_model": lambda d: d.pick(["Permobil M3 Corpus", "Quantum Q6 Edge 3", "Pride Jazzy Air 2", "Quickie QM-710"]),
    "relation_ph": lambda d: d.pick([_by_sex("_sex2", "nanay", "tatay")(d), "guardian", "magulang"]),
    "relation_lv": lambda d: d.pick([_by_sex("_sex2", "meita", "dēls")(d), _by_sex("_sex2", "mazmeita", "mazdēls")(d)]),
    "parent": lambda d: d.pick([_by_sex("_sex2", "mother", "father")(d), "legal guardian", _by_sex("_sex2", "grandmother", "grandfather")(d)]),
    "relation_rp": lambda d: d.pick([_by_sex("_sex2", "daughter", "son")(d), _by_sex("_sex2", "niece", "nephew")(d), "power of attorney"]),
    "sex_code": _by_sex("_sex", "F", "M"),
    "oasis_gender": _by_sex("_sex", "2 - Female", "1 - Male"),
    "php_big": lambda d: f"₱{d.rng.randint(45, 160) * 1000:,}",
    "ahi": lambda d: f"{d.rng.randint(6, 58)}.{d.digits(1)}",
    "sleep_cpt": lambda d: d.pick(["95810 attended PSG", "95811 split-night PSG with titration", "95806 home sleep test", "95810 then 95811 if AHI >= 15"]),
    "group_dental": lambda d: f"CRS-D{d.rng.randint(100, 480)}",
    "room": lambda d: f"{d.rng.randint(1, 3)}{d.rng.randint(0, 4)}{d.rng.randint(1, 9)}{d.pick(['', 'A', 'B'])}",
    "claim": lambda d: f"DME{d.rng.randint(25, 26)}{d.digits(7)}",
    "ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "tooth": lambda d: d.pick(["3", "14", "19", "30", "8", "9"]),
}

US = ("en_US",)
LT = ("lt_LT",)
LV = ("lv_LV",)
EE = ("et_EE",)
ID = ("id_ID",)
PH = ("fil_PH",)
IS = ("is_IS",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b44c_eye_throughput", "ophthalmology_throughput_report", US,
     "{eye_own} - clinic throughput, {quarter}\nSite | Completed visits | Median cycle time | Median wait in lobby | No-show rate | Same-day add-ons | Visits closed same day\n"
     "{throughput_table}\nCycle time runs from check-in to check-out in the practice-management system; no visit-level data leaves it. "
     "Prepared by {own_optometrist} for the operations committee. Questions: {quality_email}."),
    ("b44c_eye_throughput_csv", "ophthalmology_throughput_report", US,
     "site,clinic_type,visits,median_cycle_min,median_lobby_min,add_ons\n{throughput_csv}\n# {eye_own} weekly throughput extract, {eff_iso}; counts only"),
    ("b44c_eye_surgery_volume_letter", "ophthalmology_throughput_report", US,
     "{en_date}\n\nTo the Board of Directors, {org}\n\nCataract surgical volume at the Hoover ambulatory surgery suite reached {cataract_cases} cases last fiscal year, "
     "with a median room turnover of {turnover} minutes and {pct_small} of cases cancelled on the day (most for uncontrolled blood pressure). "
     "Femtosecond-assisted cases were {femto_pct} of the total; toric lenses (the SN6AT series) were used in about one case in six. "
     "We ask the board to approve a second laser console in {plan_year}.\n\n{own_doctor}\nMedical Director, {eye_own}\n{eye_addr} | {eye_phone}"),
    ("b44c_optical_price_list", "optical_price_list", US,
     "{eye_own} Optical - price list effective {en_date}\nItem | HCPCS | Retail | Member price | Availability\n{optical_table}\n"
     "Member prices apply to {org} plan members; the frame allowance resets every {cycle_months} months. Orders and repairs: {optical_email}."),
    ("b44c_optical_price_lt", "optical_price_list", LT,
     "Partnerių optika Kaune - kainoraštis (galioja nuo {lt_date})\nPrekė | Kaina | Pristatymas\n{optical_lt_table}\n"
     "Kainos su PVM. Programos „{org}“ dalyviams taikoma 10 % nuolaida. Klausimai el. paštu {intl_email}."),
    ("b44c_booth_calibration_log", "audiology_calibration_log", US,
     "Annual electroacoustic calibration - audiometric test booths ({year})\nBooth | Audiometer | Asset tag | Transducer | Reference output | Ambient noise | Result\n"
     "{calibration_table}\nMeasured to ANSI S3.6-2018 and S3.1-1999 (R2018) with a Type 1 sound level meter (cal. due {session_date}). "
     "Calibration by the manufacturer's field engineer; reviewed by {own_audiologist}. Booths marked FAIL are tagged out until service."),
    ("b44c_booth_calibration_xml", "audiology_calibration_log", US,
     "<CalibrationRun site=\"{eye_own}\" standard=\"ANSI S3.6-2018\" performed=\"{eff_iso}\" meterSerial=\"SLM-{four_digits}\">\n{calibration_xml}\n"
     "  <ReviewedBy>{own_audiologist}</ReviewedBy>\n</CalibrationRun>"),
    ("b44c_booth_calibration_memo", "audiology_calibration_log", US,
     "MEMO - audiology calibration due dates\nTo: audiology staff, all sites\nFrom: {own_audiologist}\nDate: {en_date}\n\n"
     "The biological listening checks are due every morning before the first patient; log them on the booth clipboard. The annual exhaustive calibration "
     "for the {small_digit} booths is booked for the week of {session_date}; the tympanometers and OAE units follow the week after. "
     "Tuscaloosa's mobile booth failed its ambient-noise check at 500 Hz ({db_over} dB over the S3.1 limit) and stays out of service until the door seal is replaced. "
     "Questions: {audiology_email}."),
    ("b44c_dental_lab_turnaround", "dental_lab_turnaround_statistics", US,
     "{lab_own} - case turnaround, {quarter}\nCase type | Cases | Mean working days | On time | Remake rate | Most common remake reason\n{turnaround_table}\n"
     "Working days count from the case's arrival in the lab to shipping; cases on hold for a missing shade or bite are excluded. "
     "Lab: {lab_addr}, {lab_phone}, {dentallab_email}."),
    ("b44c_dental_lab_json", "dental_lab_turnaround_statistics", US,
     "{\"lab\": \"{lab_own}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"caseTypes\": [{turnaround_json}], \"contact\": \"{dentallab_email}\"}"),
    ("b44c_dental_lab_lv_csv", "dental_lab_turnaround_statistics", LV,
     "darba_veids;darbi;vid_darba_dienas;parstradajumi\n{turnaround_lv_csv}\n# Rīgas partnerlaboratorijas kopsavilkums {org} salīdzinājumam, {lv_date}"),
    ("b44c_ortho_fee_schedule", "orthodontic_fee_schedule", US,
     "{org} Dental - orthodontic fee schedule, plan year {plan_year}\nCDT | Procedure | Office fee | Plan allowance | Frequency\n{ortho_fee_table}\n"
     "Orthodontic lifetime maximum: $((1,500||2,000||2,500)) per covered child under 19. Claims go to payer ID {payer_id}; providers may call {benefits_phone}."),
    ("b44c_ortho_fee_fil", "orthodontic_fee_schedule", PH,
     "Listahan ng bayad - orthodontic na serbisyo (partner clinic ng {org} sa Cebu), epektibo {fil_date}\nSerbisyo | Halaga | Kada\n{ortho_fil_table}\n"
     "Puwedeng hulugan ang braces sa loob ng {small} buwan nang walang interes. Para sa mga tanong, mag-email sa {intl_email}."),
    ("b44c_hearing_aid_benefit", "hearing_aid_benefit_summary", US,
     "{org} - Hearing aid benefit summary, plan year {plan_year}\nHearing exam (92557): $0 copay, one per year\nHearing aid fitting/evaluation (92591): $0\n"
     "Hearing aids: {allowance} allowance per ear every {cycle_months} months, in-network audiologists only\nBatteries: {small} packs per year\n"
     "Over-the-counter hearing aids: reimbursed up to {otc_cap} per pair with a receipt\nPharmacy card for related drugs: RxBIN {org_rxbin}, PCN {org_rxpcn}, Group {org_rxgrp}.\n"
     "Benefits line {benefits_phone}, TTY 711; toll-free {org_tollfree}."),
    ("b44c_hearing_aid_benefit_is", "hearing_aid_benefit_summary", IS,
     "Yfirlit - styrkir til heyrnartækjakaupa, samstarf {org} og íslenskra heyrnarstöðva ({is_date})\nStyrkur á hvert tæki: {isk_small}\nEndurnýjun: á {cycle_months} mánaða fresti\n"
     "Rafhlöður: {small} pakkar á ári\nAllar fjárhæðir eru meðaltöl fyrir hópinn; engar persónuupplýsingar fylgja yfirlitinu. Fyrirspurnir: {intl_email}."),
    ("b44c_hearing_benefit_faq", "hearing_aid_benefit_summary", US,
     "Hearing benefit - questions we hear most\nQ: Does the allowance cover both ears?\nA: Yes: {allowance} per ear, once every {cycle_months} months, at an in-network audiologist.\n"
     "Q: Are rechargeable models such as the {aid_model} covered?\nA: Yes, the allowance applies to the device; the charger is included in the price.\n"
     "Q: What about over-the-counter devices?\nA: Keep the receipt and send it with the claim form to {org_claims_addr}.\nMore: {org_web} or {benefits_phone}."),
    ("b44c_school_vision_aggregates", "school_vision_screening_aggregate", US,
     "School vision-screening programme - {school_year} school year, aggregate results\nSchool | Grades | Students screened | Referred | Seen by an eye-care provider | Parent consent rate\n"
     "{screening_table}\nReferrals are for acuity worse than 20/40 or a failed photoscreen. Glasses were provided free to {glasses_cnt} students across the programme. "
     "No student-level data appears in this report. Programme office: {vs_email}."),
    ("b44c_school_vision_id", "school_vision_screening_aggregate", ID,
     "Rekapitulasi skrining penglihatan anak sekolah - program kemitraan {org}, {id_date}\nSekolah | Siswa diperiksa | Dirujuk | Kacamata dibagikan | Persetujuan orang tua\n"
     "{screening_id_table}\nData agregat; tidak memuat data pribadi siswa. Biaya kacamata rata-rata {idr_small} per siswa ditanggung program. Kontak: {intl_email}."),
    ("b44c_sleep_lab_template", "sleep_lab_scheduling_template", US,
     "Sleep laboratory - standard weekly scheduling template (effective {en_date})\nDay | Bed | Study | Window | Staffing\n{sleep_slot_table}\n"
     "Split-night studies convert when AHI >= 40 in the first two hours, or >= 20 with clinical judgment (AASM). Home sleep test devices go out Monday-Thursday "
     "and return by 10:00 the next day. Scheduling: {sleep_phone}, {sleep_email}."),
    ("b44c_sleep_lab_csv", "sleep_lab_scheduling_template", US,
     "site,bed,cpt,shift,techs_needed,target_utilisation_pct\n{sleep_csv}\n# {eye_own} sleep lab template export {eff_iso}; ordering NPI on the site's account {own_npi}"),
    ("b44c_pt_ot_productivity", "pt_ot_productivity_report", US,
     "Rehabilitation services productivity - {month_name} {year}\nDiscipline | FTEs | Productivity (billable / paid) | Visits per FTE-day | Cancellation rate | Mean documentation time\n"
     "{productivity_table}\nTarget productivity is 82% for outpatient and 78% for home health. Report by {own_pt}, rehab manager; send corrections to {rehab_email}."),
    ("b44c_pt_ot_productivity_csv", "pt_ot_productivity_report", US,
     "discipline,visits,billable_units,productivity_pct,cancellations\n{productivity_csv}\n# {org} rehab dashboard export {iso_ts}"),
    ("b44c_dme_accreditation", "dme_supplier_accreditation_list", US,
     "{org} - contracted DME suppliers and accreditation status ({en_date})\nSupplier | Accrediting body | Product categories | Accreditation expires | Network status\n"
     "{accreditation_table}\nSuppliers must keep Medicare DMEPOS accreditation and a surety bond. Network questions: {dme_email} or {org_phone}."),
    ("b44c_dme_accreditation_xml", "dme_supplier_accreditation_list", US,
     "<SupplierRoster plan=\"{org}\" payerId=\"{payer_id}\" asOf=\"{eff_iso}\">\n{accreditation_xml}\n</SupplierRoster>"),
    ("b44c_home_health_stars", "home_health_star_ratings", US,
     "Home health agencies serving Jefferson and Shelby counties - Care Compare star ratings ({quarter} refresh)\nAgency | Quality of patient care stars | Timely initiation | Improvement in walking | Acute care hospitalisation | Patient survey 9-10\n"
     "{stars_table}\nRatings copied from the public CMS Care Compare files for the network's referral guide. {home_own}: {home_phone}."),
    ("b44c_home_health_stars_json", "home_health_star_ratings", US,
     "{\"source\": \"CMS Care Compare, {quarter}\", \"compiledBy\": \"{org}\", \"agencies\": [{stars_json}], \"contact\": \"{quality_email}\"}"),
    ("b44c_hospice_quality", "hospice_quality_measures", US,
     "{home_own} - hospice quality reporting summary\nMeasure | Description | Our hospice | Alabama average | National average\n{hqrp_table}\n"
     "Data from the Hospice Quality Reporting Program public files, {year_prev}. Family survey results use CAHPS Hospice top-box scoring. Quality office: {quality_email}."),
    ("b44c_hospice_quality_lv", "hospice_quality_measures", LV,
     "Paliatīvās aprūpes kvalitātes rādītāji - sadarbības partneris Rīgā un {org} ({lv_date})\nRādītājs | Partneris | {org}\n{hqrp_lv_table}\n"
     "Apkopoti dati; personas dati netiek nodoti. Jautājumi: {intl_email}."),
    ("b44c_nh_staffing_ratios", "nursing_home_staffing_ratios", US,
     "Nursing home staffing - hours per resident day (HPRD), payroll-based journal, {cms_quarter}\nFacility | Average census | RN HPRD | LPN HPRD | CNA HPRD | Total HPRD | Staff turnover\n"
     "{staffing_table}\nThe federal minimum proposed in 2024 was 3.48 total HPRD with 0.55 RN HPRD. Figures from public PBJ files; compiled by {own_rn} for {org}."),
    ("b44c_nh_daily_posting", "nursing_home_staffing_ratios", US,
     "DAILY NURSE STAFFING POSTING - {nh_own}\nDate: {en_date}   Resident census: {census}\n"
     "Shift | RN | LPN | CNA | Total hours\nDay 7a-3p | {rn_day} | {lpn_day} | {cna_day} | {shift_hours}\nEvening 3p-11p | {rn_eve} | {lpn_eve} | {cna_eve} | {shift_hours2}\n"
     "Night 11p-7a | 1 | {lpn_night} | {cna_night} | {shift_hours3}\nPosted as required by 42 CFR 483.35(g); kept 18 months. {nh_addr}, {nh_phone}."),
    ("b44c_nh_staffing_csv", "nursing_home_staffing_ratios", US,
     "facility,quarter,avg_census,rn_hprd,lpn_hprd,cna_hprd,turnover_pct\n{staffing_csv}\n# PBJ public-use aggregate, prepared for {org} planning {eff_iso}"),
    ("b44c_alf_licensing", "assisted_living_licensing_summary", US,
     "Assisted living facilities in the network's area - licensing summary ({en_date})\nFacility | Licence type | Licence no. | Licensed beds | Last survey | Deficiencies | Status\n"
     "{alf_table}\nLicence numbers are the facilities' own, from the state's public facility directory. Network licensing desk: {licensing_email}."),
    ("b44c_alf_licensing_ee", "assisted_living_licensing_summary", EE,
     "Üldhooldusteenuse osutajad - tegevuslubade kokkuvõte ({et_date})\nAsutus | Kohti | Teenus | Tegevusluba kehtib kuni | Ettekirjutusi\n{alf_ee_table}\n"
     "Koostatud {org} partnerlusprogrammi jaoks avalikest registriandmetest. Küsimused: {intl_email}."),
    ("b44c_adult_day_calendar", "adult_day_care_activity_calendar", US,
     "{org} Adult Day Center - activity calendar, {month_name} {year}\nDay | Time | Activity | Room\n{activity_table}\n"
     "Lunch is at 11:45 every day (diabetic and mechanical-soft menus available). Transportation runs 7:30-9:00 and 15:00-16:30. Center: {adc_phone}."),
    ("b44c_adult_day_ics", "adult_day_care_activity_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{org}//Adult Day Calendar//EN\n{ics_activities}\nEND:VCALENDAR"),
    ("b44c_transport_contract_terms", "transport_vendor_contract_terms", US,
     "Non-emergency medical transportation - vendor contract, schedule B (rates and standards), effective {en_date}\nService | Rate | Unit\n{transport_table}\n"
     "Vehicles must pass an annual inspection and carry a fire extinguisher, first-aid kit and wheelchair tie-downs rated to WC19. On-time performance below 92% in any month "
     "triggers a corrective action plan. Contract administrator: {transport_email}, {transport_phone}."),
    ("b44c_transport_contract_lt", "transport_vendor_contract_terms", LT,
     "Neskubaus pacientų pervežimo paslaugų sutartis - priedas Nr. {small_digit} (įkainiai), galioja nuo {lt_date}\nPaslauga | Įkainis | Vienetas\n{transport_lt_table}\n"
     "Vėlavimas daugiau kaip 15 min. mažina mėnesio sąskaitą {small_digit} %. Sutartis sudaryta tarp Kauno vežėjo ir {org} partnerystės programos; kontaktai {intl_email}."),
    ("b44c_transport_invoice_summary", "transport_vendor_contract_terms", US,
     "NEMT vendor invoice summary - {month_name} {year}\nLevel of service | Trips | Loaded miles | No-shows | On-time | Amount\n{transport_invoice_table}\n"
     "Invoice reviewed against the trip log; {small} trips disputed for missing signatures. Payment by EFT within 30 days. {transport_email}."),
    ("b44c_notice_lt", "notice_other_locale", LT,
     "{org} - pranešimas partneriams Lietuvoje\nNuo {lt_date} klausos aparatų pritaikymo nuotolinės konsultacijos vyks antradieniais ir ketvirtadieniais. "
     "Registracija el. paštu {intl_email} arba telefonu {org_intl_line} (darbo dienomis 15:00-23:00 Lietuvos laiku). Konsultacijos kaina {eur_small}."),
    ("b44c_notice_lv", "notice_other_locale", LV,
     "{org} - paziņojums sadarbības partneriem Latvijā\nSpēkā no {lv_num_date}: mācību vizītes audiologiem un logopēdiem notiks reizi ceturksnī. "
     "Dalības maksa {eur_small}. Informācija: {org_web}, e-pasts {intl_email}."),
    ("b44c_notice_et", "notice_other_locale", EE,
     "{org} - teade Eesti partneritele\nAlates {et_num_date} saab optometristide vahetusprogrammi taotlusi esitada ainult e-posti teel aadressile {intl_email}. "
     "Programmi osalustasu on {eur_small}; reisikulud hüvitatakse kuludokumentide alusel. Lisateave: {org_web}."),
    ("b44c_notice_id", "notice_other_locale", ID,
     "{org} - pengumuman untuk mitra di Indonesia\nMulai {id_date}, pelatihan daring untuk terapis wicara dan fisioterapis diadakan setiap Kamis pukul 20.00 WIB. "
     "Biaya pendaftaran {idr_small}. Pertanyaan dapat dikirim ke {intl_email}."),
    ("b44c_notice_fil", "notice_other_locale", PH,
     "{org} - abiso para sa mga partner sa Pilipinas\nSimula {fil_date}, ang online na pagsasanay para sa mga dental technician ay gaganapin tuwing ikalawang Sabado. "
     "Libre ang pagsasanay; ang sertipiko ay {php_small}. Magpadala ng tanong sa {intl_email} o tumawag sa {org_intl_line}."),
    ("b44c_notice_is", "notice_other_locale", IS,
     "{org} - tilkynning til samstarfsaðila á Íslandi\nFrá og með {is_date} verða fjarfundir um heyrnarmælingar haldnir fyrsta þriðjudag hvers mánaðar. "
     "Þátttökugjald: {isk_small} Skráning: {intl_email}."),
    ("b44c_school_vision_csv", "school_vision_screening_aggregate", US,
     "school,grades,screened,referred,seen_by_provider,consent_rate_pct\n{screening_csv}\n# {org} school vision programme, aggregate export {eff_iso}; "
     "cells under 5 students are suppressed"),
    ("b44c_alf_renewal_notice", "assisted_living_licensing_summary", US,
     "Licensing reminder - assisted living partners\nAlabama assisted living and specialty care licences expire on the anniversary of issue. "
     "Of the {cnt} facilities in the network's referral list, {small_digit} have renewals due before {session_date} and {small_digit} are on a plan of correction "
     "after their last survey. Send renewal confirmations to {licensing_email}; the network's referral guide is updated on the first business day of each month."),
    ("b44c_hl7_mfn_m04", "hl7_export", US,
     "MSH|^~\\&|CDM|CRSRN|EHR|SCEEI|{hl7_ts}||MFN^M04^MFN_M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge description master^HL70175||UPD|||AL\n{mfe_cdm}"),
    ("b44c_x12_832", "x12_export", US,
     "ISA*00*          *00*          *ZZ*FRAMEVENDOR    *ZZ*{payer_id}          *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\n"
     "GS*SC*FRAMEVENDOR*{payer_id}*20{isa_date}*{hhmm}*{small}*X*004010~\nST*832*{four_digits}~\nBCT*PC*{fivedig}****FRAMES {year}~\nDTM*007*20{isa_date}~\n"
     "{frame_lines}\nSE*{small}*{four_digits}~\n# frame price catalogue loaded by {eye_own} optical; EDI contact {edi_email}"),
    ("b44c_fhir_chargeitemdefinition", "fhir_export", US,
     "{\"resourceType\": \"ChargeItemDefinition\", \"id\": \"crsrn-hearing-aid-fitting\", \"url\": \"{org_web}/ChargeItemDefinition/hearing-aid-fitting\", "
     "\"status\": \"active\", \"date\": \"{eff_iso}\", \"publisher\": \"{org}\", \"code\": {\"coding\": [{\"system\": \"http://www.ama-assn.org/go/cpt\", \"code\": \"92591\"}]}, "
     "\"propertyGroup\": [{\"priceComponent\": [{\"type\": \"base\", \"amount\": {\"value\": {hundreds}, \"currency\": \"USD\"}}]}], "
     "\"contact\": [{\"telecom\": [{\"system\": \"email\", \"value\": \"{audiology_email}\"}]}]}"),
    ("b44c_fhir_healthcareservice", "fhir_export", US,
     "{\"resourceType\": \"HealthcareService\", \"id\": \"crsrn-sleep-lab\", \"active\": true, \"providedBy\": {\"display\": \"{eye_own}\"}, "
     "\"name\": \"Sleep Disorders Laboratory\", \"type\": [{\"text\": \"Polysomnography (95810, 95811) and home sleep testing (95806)\"}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{sleep_phone}\"}, {\"system\": \"email\", \"value\": \"{sleep_email}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"sun\"], \"availableStartTime\": \"20:00:00\", \"availableEndTime\": \"06:30:00\"}], "
     "\"meta\": {\"lastUpdated\": \"{iso_ts}\"}, \"comment\": \"{small_digit} attended beds; ages 6 and up; next available study in about {small} days.\"}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b44_audiology_intake", "audiology_intake_form", US,
     "Audiology new-patient intake - {eye_own}\nPatient: {first} {last}   DOB [[date_of_birth:dob_v44]]   SSN [[ssn:ssn_v44]]\nHome address: [[address:addr_al_v44]]\n"
     "Cell: [[phone:phone_al_v44]]   E-mail: [[email:email_v44]]\nInsurance: Blue Cross member ID [[member_id:bcbs_v44]]\n"
     "Chief complaint: ((muffled hearing in the left ear after a flight||ringing in both ears for six months||family says the TV is too loud)). "
     "Noise exposure: ((twenty years at a steel mill||hunting rifles without protection||none reported)).\nCase history reviewed by {own_audiologist}."),
    ("b44_audiology_intake_is", "audiology_intake_form", IS,
     "Heyrnarmæling - komublað (samstarfsstöð {org})\nNafn: {first} {last}\nKennitala: [[national_id:kennitala_v44]]\nFæðingardagur: [[date_of_birth:dob_v44]]\n"
     "Heimilisfang: [[address:addr_is_v44]]\nSími: [[phone:phone_is_v44]]   Netfang: [[email:email_v44]]\n"
     "Ástæða komu: ((suð fyrir eyrum||heyrnarskerðing á hægra eyra||endurmat heyrnartækja)). Skjólstæðingur vill fá skilaboð á Facebook-síðu sína: [[url:social_url_v44]]"),
    ("b44_hearing_aid_fitting", "hearing_aid_fitting_record", US,
     "HEARING AID FITTING RECORD\nPatient: {first} {last}   Chart [[record_number:mrn_v44]]   DOB [[date_of_birth:dob_senior_v44]]\n"
     "Medicare MBI [[member_id:mbi_v44]] (Original Medicare does not cover the devices; plan allowance applied)\nDevices: {aid_model}, binaural, fitted to NAL-NL2, "
     "real-ear verified at 55/65/80 dB SPL.\nBalance of $((1,250||2,480||3,960)) charged to card [[card:visa_v44]]. Pairing app account: [[email:email_plain_v44]].\n"
     "Follow-up {session_date}. {own_audiologist}"),
    ("b44_hearing_aid_fitting_lt", "hearing_aid_fitting_record", LT,
     "Klausos aparato pritaikymo lapas\nPacientas: {first} {last}\nAsmens kodas: [[national_id:lt_code_v44]]\nGimimo data: [[date_of_birth:dob_v44]]\n"
     "Adresas: [[address:addr_lt_v44]]\nTel.: [[phone:phone_lt_v44]]\nAparatas: {aid_model}, ((abiem ausims||dešinei ausiai||kairei ausiai)). "
     "Kompensacija pervedama į paciento sąskaitą [[bank_account:iban_lt_v44]].\nPritaikė: {own_audiologist} (nuotolinė konsultacija)."),
    ("b44_optometry_rx", "optometry_prescription", US,
     "SPECTACLE PRESCRIPTION\n{eye_own} - {eye_addr} - {eye_phone}\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v44]]   Acct [[record_number:mrn_v44]]\n"
     "Address: [[address:addr_al_v44]]\nOD  ((-2.25||-1.50||+1.75||-4.00)) ((-0.75||-0.50||-1.25)) x ((090||175||012))  add ((+2.00||+1.50||none))\n"
     "OS  ((-2.00||-1.25||+2.00||-3.75)) ((-0.50||-0.25||-1.00)) x ((085||180||165))\nPD 63/60. Rx expires {session_date}.\n"
     "Frames paid with card [[card:card_v44]]; text when ready: [[phone:phone_al_v44]]\n{own_optometrist}"),
    ("b44_optometry_rx_ee", "optometry_prescription", EE,
     "Prilliretsept\nPatsient: {first} {last}\nIsikukood: [[national_id:ee_code_v44]]\nSünniaeg: [[date_of_birth:dob_v44]]\nAadress: [[address:addr_ee_v44]]\n"
     "Telefon: [[phone:phone_ee_v44]]   E-post: [[email:email_v44]]\nParem silm (OD): sph ((-1,25||-2,50||+1,00)) cyl ((-0,50||-0,75)) ax ((90||180||15))\n"
     "Vasak silm (OS): sph ((-1,50||-2,25||+1,25)) cyl ((-0,25||-0,50)) ax ((85||170||10))\nPD 62 mm. Retsept kehtib kaks aastat. Optometrist: {own_optometrist} (partnerkliinik)."),
    ("b44_cataract_consent", "cataract_surgery_consent", US,
     "INFORMED CONSENT FOR CATARACT SURGERY WITH INTRAOCULAR LENS IMPLANT\nPatient: {first} {last}, age [[age_over_89:age_v44]]   DOB [[date_of_birth:dob_elder_v44]]\n"
     "Medicare [[member_id:mbi_v44]]   Chart [[record_number:mrn_v44]]\nEye: ((right||left)). Lens: {iol_model}, ((monofocal||toric)), ((20.5||21.0||22.5||18.0)) D.\n"
     "Risks explained: infection, bleeding, retinal detachment, posterior capsule opacity, need for glasses. The patient lives at [[address:addr_al_v44]] with the {relation}, "
     "who will drive home.\nSurgeon: {own_doctor}. Signed {dos}."),
    ("b44_cataract_consent_lv", "cataract_surgery_consent", LV,
     "Pacienta informētā piekrišana kataraktas operācijai\nPacients: {first} {last}, [[age_over_89:age_v44]]\nPersonas kods: [[national_id:lv_code_v44]]\n"
     "Dzimšanas datums: [[date_of_birth:dob_elder_v44]]\nDzīvesvieta: [[address:addr_lv_v44]]\nKontakttālrunis: [[phone:phone_lv_v44]] ({relation_lv})\n"
     "Operējamā acs: ((labā||kreisā)). Lēca: {iol_model}. Pacients ir informēts par iespējamiem sarežģījumiem un piekrīt operācijai."),
    ("b44_dental_plan", "dental_treatment_plan", US,
     "TREATMENT PLAN AND FINANCIAL AGREEMENT\nPatient: {first} {last}   DOB [[date_of_birth:dob_v44]]\nDental plan ID [[member_id:dental_member_v44]]   Group {group_dental}\n"
     "Phase 1: D0150 comprehensive exam, D0210 full-mouth X-rays, D1110 prophylaxis\nPhase 2: D2740 crown #{tooth}, D3330 molar root canal\n"
     "Estimated patient portion ${hundreds}; card on file for the balance: [[card:mastercard_v44]]\nPlan accepted online from [[ip_address:ip_v44]] on {dos}. "
     "Patient contact: [[email:email_v44]], [[phone:phone_al_v44]]\n{own_dentist}"),
    ("b44_dental_plan_id", "dental_treatment_plan", ID,
     "RENCANA PERAWATAN GIGI\nNama pasien: {first} {last}\nNIK: [[national_id:nik_v44]]\nNo. kartu BPJS Kesehatan: [[member_id:bpjs_v44]]\n"
     "Tanggal lahir: [[date_of_birth:dob_v44]]\nAlamat: [[address:addr_id_v44]]\nNo. HP/WA: [[phone:phone_id_v44]]\n"
     "Rencana: ((pencabutan gigi 36||tambalan komposit gigi 11 dan 21||perawatan saluran akar gigi 46)); biaya di luar tanggungan BPJS {idr_small}. "
     "Klinik mitra program pertukaran {org}."),
    ("b44_ortho_contract", "orthodontic_contract", US,
     "ORTHODONTIC TREATMENT CONTRACT\nPatient: {first} {last} (minor)   DOB [[date_of_birth:dob_child_v44]]   Chart [[record_number:mrn_v44]]\n"
     "Responsible party: {first2} {last} ({parent})   ((SSN [[ssn:ssn_v44]]||SSN [[ssn:ssn_v44]]||ITIN (no SSN) [[national_id:itin_v44]]))\nAddress: [[address:addr_al_v44]]\n"
     "Total fee $((5,480||6,150||6,890)); down payment $((500||750||1,000)); ((18||22||24)) monthly payments drafted from checking [[bank_account:ach_us_v44]].\n"
     "Signed electronically by the responsible party from [[ip_address:ip_v44]] on {dos}. {own_dentist}"),
    ("b44_ortho_contract_ph", "orthodontic_contract", PH,
     "KASUNDUAN SA ORTHODONTIC NA PAGGAMOT\nPasyente: {first} {last}\nPetsa ng kapanganakan: [[date_of_birth:dob_child_v44]]\nMagulang/Guardian: {first2} {last2} ({relation_ph})\n"
     "PhilHealth PIN ng magulang: [[member_id:philhealth_v44]]\nSSS No.: [[national_id:sss_v44]]\nTirahan: [[address:addr_ph_v44]]\n"
     "Cellphone: [[phone:phone_ph_v44]]   Facebook: [[url:parent_url_v44]]\nKabuuang bayad {php_big}; ang buwanang hulog ay sisingilin sa card [[card:card_v44]]."),
    ("b44_sleep_referral", "sleep_study_referral", US,
     "SLEEP STUDY REFERRAL\nPatient: {first} {last}   DOB [[date_of_birth:dob_v44]]   Phone [[phone:phone_al_v44]]\nInsurance: Alabama Medicaid [[member_id:medicaid_al_v44]]\n"
     "Reason: ((loud snoring and witnessed apneas||daytime sleepiness, Epworth 16||fell asleep at the wheel last month)). Commercial driver: Alabama CDL no. [[national_id:dl_al_v44]] "
     "- ((drives a box truck for a bakery||school bus route||long-haul routes))\nPersonal car involved in the near-miss, tag number [[vehicle_id:plate_v44]].\n"
     "Requested: {sleep_cpt}. Referring: {own_doctor}, NPI {own_npi}."),
    ("b44_sleep_referral_is", "sleep_study_referral", IS,
     "Tilvísun í svefnrannsókn\nNafn: {first} {last}\nKennitala: [[national_id:kennitala_v44]]\nHeimili: [[address:addr_is_v44]]\nSími: [[phone:phone_is_v44]]\n"
     "Einkenni: ((hrotur og öndunarhlé||mikil dagsyfja||morgunhöfuðverkur)). Sjúklingur ekur leigubíl; skráningarnúmer bifreiðar [[vehicle_id:plate_v44]].\n"
     "Ferðakostnaður endurgreiddur inn á reikning [[bank_account:iban_is_v44]]."),
    ("b44_dme_power_chair", "dme_order", US,
     "DETAILED WRITTEN ORDER - POWER MOBILITY DEVICE\nBeneficiary: {first} {last}   MBI [[member_id:mbi_v44]]   DOB [[date_of_birth:dob_senior_v44]]\n"
     "Delivery address: [[address:addr_al_v44]]\nHome access: ((ramp at the side door||third-floor apartment, elevator||mobile home, ramp to be built))\nPhone: [[phone:phone_al_v44]]\n"
     "Item: K0823 group 2 power wheelchair, {chair_model}; E2368 motor replacement not included. Length of need: 99 months.\n"
     "Face-to-face examination {dos}. Ordering practitioner: {own_doctor}, NPI {own_npi}."),
    ("b44_dme_cpap", "dme_order", US,
     "CPAP ORDER - online intake ({org} DME)\nName: {first} {last}   DOB [[date_of_birth:dob_iso_v44]]   Member ID [[member_id:bcbs_v44]]\nShip to: [[address:addr_al_v44]]\n"
     "E-mail: [[email:email_plain_v44]]   Cell: [[phone:phone_al_v44]]\nDevice: {cpap_model}, pressure ((5-15||6-18||8-14)) cm H2O, ((full-face||nasal pillow||nasal)) mask, heated tube. "
     "AHI on home test {ahi}.\nSubmitted from [[ip_address:ip_v44]] at {clock}."),
    ("b44_dme_oxygen_pickup", "dme_order", US,
     "Home oxygen - equipment pickup after death\nPatient: {first} {last}   DOB [[date_of_birth:dob_senior_v44]]   Acct [[record_number:mrn_v44]]\n"
     "Date of death: [[date_of_death:dod_v44]] (per hospice)\nEquipment at [[address:addr_al_v44]]: E1390 concentrator, ((6||12)) E cylinders, ((portable concentrator||no portable)).\n"
     "Call the {relation} at [[phone:phone_al_v44]] before arriving. Stop the rental as of the date of death; Medicare [[member_id:mbi_v44]]."),
    ("b44_pt_evaluation", "physical_therapy_evaluation", US,
     "PHYSICAL THERAPY INITIAL EVALUATION\nPatient: {first} {last}   DOB [[date_of_birth:dob_v44]]   MRN [[record_number:mrn_v44]]\n"
     "Dx: ((S13.4XXA whiplash||M54.50 low back pain||S83.511A ACL sprain)) after a motor-vehicle collision on {dos}; auto claim for the patient's car, VIN [[vehicle_id:vin_v44]].\n"
     "Photo ID checked: Alabama driver's license [[national_id:dl_al_v44]]. Contact [[phone:phone_al_v44]]\n"
     "Objective: cervical rotation ((45||50||60)) deg R, NDI ((32||40||46))%. Plan: 2x/week for 6 weeks, 97110, 97140, 97530. {own_pt}"),
    ("b44_pt_evaluation_lt", "physical_therapy_evaluation", LT,
     "Kineziterapeuto pirminis įvertinimas\nPacientas: {first} {last}\nAsmens kodas: [[national_id:lt_code_v44]]\nLigos istorijos Nr. [[record_number:mrn_v44]]\n"
     "Gyvenamoji vieta: [[address:addr_lt_v44]]\nTel. [[phone:phone_lt_v44]]\nPo eismo įvykio (paciento automobilio valst. Nr. [[vehicle_id:plate_v44]]) skauda ((kaklą||juosmenį||dešinį kelį)). "
     "Planas: 10 procedūrų, 2 kartus per savaitę."),
    ("b44_speech_report", "speech_therapy_report", US,
     "SPEECH-LANGUAGE PROGRESS REPORT\nChild: {first} {last}   DOB [[date_of_birth:dob_child_v44]]   Chart [[record_number:mrn_v44]]\n"
     "Parent: {first2} {last2}, [[email:email_family_v44]], [[phone:phone_al_v44]]\nAlabama Medicaid [[member_id:medicaid_al_v44]]\n"
     "Goals: /r/ in initial position at sentence level ((80||65||90))% accuracy; MLU up to ((3.4||4.1||2.8)). Teletherapy visits connect from [[ip_address:ip_v44]].\n"
     "The parent posts home-practice videos at [[url:parent_url_v44]] (shared with the therapist by the family). {own_slp}"),
    ("b44_speech_report_ee", "speech_therapy_report", EE,
     "Logopeedi hinnang\nLaps: {first} {last}\nIsikukood: [[national_id:ee_code_child_v44]]\nSünniaeg: [[date_of_birth:dob_child_v44]]\n"
     "Vanem: {first2} {last2}, tel [[phone:phone_ee_v44]], e-post [[email:email_family_v44]]\nElukoht: [[address:addr_ee_v44]]\n"
     "Hääldus: ((r-häälik puudub||s-hääliku moondumine||k ja t asendused)). Sõidukulude hüvitis kantakse vanema kontole [[bank_account:iban_ee_v44]]."),
    ("b44_speech_report_ph", "speech_therapy_report", PH,
     "SPEECH THERAPY PROGRESS REPORT (buod para sa magulang)\nPangalan: {first} {last}\nKaarawan: [[date_of_birth:dob_child_v44]]\nHospital no.: [[record_number:mrn_v44]]\n"
     "Magulang: {first2} {last2} - [[phone:phone_ph_v44]], [[email:email_family_v44]]\nTirahan: [[address:addr_ph_v44]]\n"
     "Nakapagsasalita na ng ((2-3||3-4)) salita bawat pangungusap. Panoorin ang home practice videos sa [[url:parent_url_v44]]. Susunod na session: {fil_date}."),
    ("b44_oasis_soc", "home_health_oasis_excerpt", US,
     "OASIS-E1 START OF CARE (excerpt) - {home_own}\nM0020 Patient ID: [[record_number:oasis_id_v44]]\nM0040 Patient name: {first} {last}\nM0050 State of residence: AL\n"
     "M0063 Medicare number: [[member_id:mbi_v44]]\nM0064 Social Security number: [[ssn:ssn_plain_v44]]\nM0066 Birth date: [[date_of_birth:dob_elder_v44]]\n"
     "M0069 Gender: {oasis_gender}\nHome: [[address:addr_al_v44]]   Phone [[phone:phone_al_v44]]\n"
     "Narrative: [[age_over_89:age_v44]] patient, lives ((alone||with the daughter)); M1800 grooming ((1||2)), M1860 ambulation ((2||3||4)). Clinician: {own_rn}."),
    ("b44_oasis_death", "home_health_oasis_excerpt", US,
     "OASIS-E1 DEATH AT HOME (RFA 8) - excerpt\nM0020 Patient ID: [[record_number:oasis_id_v44]]\nM0040 Patient name: {first} {last}\nM0063 Medicare number: [[member_id:mbi_v44]]\n"
     "M0066 Birth date: [[date_of_birth:dob_senior_v44]]\nM0906 Discharge/transfer/death date: [[date_of_death:dod_num_v44]]\n"
     "Visit note: the patient died at home at [[address:addr_al_v44]] with the {relation} present; hospice RN notified, equipment company called. {own_rn}"),
    ("b44_nh_admission_agreement", "nursing_home_admission_agreement", US,
     "ADMISSION AGREEMENT - {nh_own}\nResident: {first} {last}, [[age_over_89:age_v44]]   DOB [[date_of_birth:dob_elder_v44]]\nSSN [[ssn:ssn_v44]]   Medicare [[member_id:mbi_v44]]\n"
     "Prior address: [[address:addr_al_v44]]\nResponsible party: {first2} {last2} ({relation_rp}), [[phone:phone_al_v44]], [[email:email_family_v44]]\n"
     "Private-pay days are drafted monthly from account [[bank_account:ach_us_v44]]. The resident's spouse died on [[date_of_death:dod_v44]]; the agreement names the responsible party "
     "as the contact. Room {room}. Signed {dos}."),
    ("b44_nh_admission_lv", "nursing_home_admission_agreement", LV,
     "Līgums par ilgstošas sociālās aprūpes pakalpojumu (pansionāts)\nKlients: {first} {last}\nPersonas kods: [[national_id:lv_code_v44]]\n"
     "Dzimšanas datums: [[date_of_birth:dob_elder_v44]] ([[age_over_89:age_v44]])\nIepriekšējā dzīvesvieta: [[address:addr_lv_v44]]\n"
     "Kontaktpersona: {first2} {last2} ({relation_lv}), tālr. [[phone:phone_lv_v44]]\nMaksa par pakalpojumu tiek ieturēta no klienta konta [[bank_account:iban_lv_v44]]. "
     "Klienta laulātais miris [[date_of_death:dod_v44]]."),
    ("b44_fhir_visionprescription", "fhir_export", US,
     "{\"resourceType\": \"VisionPrescription\", \"status\": \"active\", \"created\": \"{eff_iso}\", \"dateWritten\": \"{eff_iso}\", \"contained\": [{\"resourceType\": \"Patient\", "
     "\"id\": \"pt1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v44]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v44]]\", \"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain_v44]]\"}], "
     "\"address\": [{\"use\": \"home\", \"text\": \"[[address:addr_line_v44]]\"}]}], \"patient\": {\"reference\": \"#pt1\"}, \"prescriber\": {\"display\": \"{own_optometrist}\"}, "
     "\"lensSpecification\": [{\"product\": {\"coding\": [{\"code\": \"lens\"}]}, \"eye\": \"right\", \"sphere\": ((-2.25||-1.5||1.75)), \"cylinder\": -0.5, \"axis\": 180}, "
     "{\"product\": {\"coding\": [{\"code\": \"lens\"}]}, \"eye\": \"left\", \"sphere\": ((-2.0||-1.25||2.0)), \"cylinder\": -0.25, \"axis\": 175}]}"),
    ("b44_hl7_orm_o01", "hl7_export", US,
     "MSH|^~\\&|EPIC|SCEEI|SLEEPLAB|CRSRN|{hl7_ts}||ORM^O01|{ctrl}|P|2.3\nPID|1||[[record_number:mrn_plain_v44]]^^^SCE^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_compact_v44]]|{sex_code}|||[[address:addr_hl7_v44]]||[[phone:phone_hl7_v44]]^PRN^PH||||||[[ssn:ssn_plain_v44]]\n"
     "ORC|NW|{ctrl2}|||||^^^{hl7_ts}^^R\nOBR|1|{ctrl2}||95810^POLYSOMNOGRAPHY 4+ PARAMETERS^C4|||{hl7_ts}||||||||||{own_npi}^{own_doc_hl}"),
    ("b44_dme_claim_csv", "csv_export", US,
     "claim_id,mbi,last_name,first_name,dob,date_of_death,ship_to,hcpcs,modifiers,from_date,billed\n{claim},[[member_id:mbi_v44]],{last_upper},{first_upper},"
     "[[date_of_birth:dob_senior_iso_v44]],[[date_of_death:dod_iso_v44]],\"[[address:addr_line_v44]]\",E1390,RR KX,{eff_iso},{money_s}\n# {org} DME claims held for death review"),
    ("b44_x12_837d", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}DENT      *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*HC*{payer_id}DENT*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X224A2~\nST*837*{four_digits}*005010X224A2~\nBHT*0019*00*{ctrl}*20{isa_date}*{hhmm}*CH~\n"
     "HL*1**20*1~\nNM1*85*2*{org_upper}*****XX*{own_npi}~\nREF*EI*{ein_digits}~\nHL*2*1*22*0~\nSBR*P*18*{group_dental}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:dental_member_plain_v44]]~\nN3*[[address:addr_x12_v44]]~\nDMG*D8*[[date_of_birth:dob_compact_v44]]*{sex_code}~\n"
     "REF*SY*[[ssn:ssn_plain_v44]]~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nCLM*{ctrl2}*{money_s}***11:B:1*Y*A*Y*Y~\nSV3*AD:D2740*{money_s}***1~\nTOO*JP*{tooth}~\nSE*17*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones (the second
    set's build_rows, but each text's people get a sex first and names that agree with it, from this module's lists
    where Faker's locale has none: fil_PH, whose names are English ones, and lt_LT)."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = blind.make_fakers(seed, FAKER_LOCALES)
    jobs: list[tuple[str, str, tuple[str, ...], str, bool]] = []
    for template_id, genre, locales, body in PHI_TEMPLATES:
        jobs.extend((template_id, genre, locales, body, False) for _ in range(PHI_PER_TEMPLATE))
    for index in range(CLEAN_TOTAL):
        template_id, genre, locales, body = CLEAN_TEMPLATES[index % len(CLEAN_TEMPLATES)]
        jobs.append((template_id, genre, locales, body, True))
    rows: list[dict[str, Any]] = []
    for number, (template_id, genre, locales, body, clean) in enumerate(jobs):
        draw = Draw(rng, fakers, FILLERS)
        locale = draw.pick(list(locales))
        for suffix in ("", "2", "3"):  # the people of a text (name, name2, ...) share its locale
            draw.cache["locale" + suffix] = locale
        for suffix in ("", "2"):  # each person's sex, and names that agree with it
            sex = draw.pick(["F", "M"])
            first, last = _person(draw, locale, sex)
            draw.cache.update({"_sex" + suffix: sex, "first" + suffix: first, "last" + suffix: last, "name" + suffix: f"{first} {last}"})
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind44-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
