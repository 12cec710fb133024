"""A forty-seventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind47.py [--seed 49491] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind45.py,
seeds 4141 to 47471) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-sixth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b47_" or "b47c_"). Identifier-free genres, all from public health, emergency care and outdoor events: veterinary
clinic price lists (a table, a CSV, an Argentine one), zoonotic disease surveillance summaries (counts; a table, a
CSV, a Brazilian bulletin), rabies vaccination clinic schedules (a table, an iCalendar file, a Chilean one), county
fair first-aid station logs (counts only; a table, a CSV, a memo), lifeguard certification course calendars (one
Luxembourg French), school sports physical clinic schedules (one Colombian), camp nurse supply lists (a table, an X12
850 purchase order, an X12 856 ship notice with lots), water-quality test reports (a table, an XML, a Luxembourg
bathing-water one), air-quality advisories (a table, a JSON feed, a Colombian one), heat-illness prevention bulletins
(US, Chilean, Luxembourg German), mass-gathering medical plans (a plan, a staffing CSV, a Brazilian carnival plan), EMS
protocol updates (a memo, an Argentine one, a FHIR PlanDefinition), trauma registry aggregate reports (a table, a
FHIR MeasureReport, a Colombian one), poison-control call volume statistics (a table, a CSV, a Brazilian one), notices
in other locales (es_AR, es_CO, es_CL, pt_BR, Luxembourg French and German) and HL7 (MFN^M05 locations) and X12 (999
batch totals) exports of non-personal data, a CSV of rabies clinic tallies and a JSON of EMS unit volumes. Carrying genres: animal-bite and rabies post-exposure records (a US bite
report, a chat turn, an Argentine PEP record, a Brazilian anti-rabies care form), poison-control case notes (a US
note, a follow-up text, a Brazilian notification), EMS patient care reports (a US PCR, a billing face sheet, a
Chilean prehospital record), trauma registry abstracts (US, Colombian), heat-stroke admissions (US, Luxembourg,
Argentine), drowning incident reports (US, Brazilian), sports concussion assessments (US, Argentine), camp health
incident logs (US, Chilean), festival medical tent records (US, Colombian), a mass-casualty triage tag, search-and-
rescue medical handoffs (US, Luxembourg), plus a FHIR Condition with its subject, an HL7 ADT^A03, a trauma registry
CSV and an X12 837I.

Nearly all the identifier values come from this module's own printings (the `*_v47` slots; VINs from the forty-fifth
set's printer, imported): US SSNs in several printings and Rhode Island Medicaid IDs; Argentine DNI and CUIL (mod 11
check digit, the sex prefix), Colombian cédulas, Chilean RUTs (mod 11, K), Brazilian CPFs (two check digits) and CNS
cards (the definitive cards' check rule), Luxembourg national numbers (the birth date, the Luhn and the Verhoeff check
digits); Argentine CBUs (both check digits), Colombian savings and current account printings, Chilean CuentaRUT and
current accounts, Brazilian agência and conta printings (Banco do Brasil's check digits), US checking accounts, and
Luxembourg and Belgian IBANs with computed check digits; Mastercard, Elo and Hipercard numbers with Luhn; dates in Argentine, Colombian and
Chilean Spanish, Brazilian Portuguese, Luxembourg French and US orders and month names; Argentine (CPA, piso/dto.),
Colombian (calle # placa), Chilean (comuna, depto.), Brazilian (bairro, CEP), Luxembourg (L-, numéro first) and
Rhode Island address layouts; Argentine (9 and 15 mobile forms), Colombian (3xx mobiles, 60x landlines), Chilean (9
mobiles, 2 landlines), Brazilian (nine-digit mobiles), Luxembourg (6x1 mobiles) and Rhode Island phone numbers in
their national printings; number plates of the six countries; e-mails written against scrapers in the texts'
languages; public IPv4 and IPv6 addresses of home and mobile connections.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Rhode Island regional health district, its
EMS agency, a veterinary clinic, a trauma centre, a poison information line, a summer camp and a county fair on
fictional 555-01xx lines, and partners in Argentina, Colombia, Chile, Brazil and Luxembourg) and the organisations'
own printed identifiers (the EMS agency's NPIs, EIN and submitter ID); the people it names are the organisations' own
staff, never a patient, camper or caller, and the ages it gives are age bands under 90.

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
    import make_phi_blind45 as blind45
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind45 as blind45

Draw = blind.Draw

SEED = 49491
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "es_AR", "es_CO", "es_CL", "pt_BR", "de_LU")

ORG_NAME = "Wood-Pawcatuck Regional Health District"
EMS_NAME = "Blackstone Gorge Regional EMS"
VET_NAME = "Usquepaug Mill Veterinary Clinic"
TRAUMA_NAME = "Quonset Point Medical Center"
POISON_NAME = "Narragansett Bay Poison Information Line"
CAMP_NAME = "Camp Beaver River Pines"
FAIR_NAME = "Chepachet Valley Agricultural Fair"
AR_PARTNER = "Instituto de Zoonosis Arroyo del Medio"
CO_PARTNER = "Red de Urgencias Prehospitalarias del Valle de Tenza"
CL_PARTNER = "Centro Regional de Emergencias Costa del Maule"
BR_PARTNER = "Centro de Informação e Assistência Toxicológica do Vale do Paranapanema"
LU_PARTNER = "Centre médical de la Vallée de l'Our"
ORGANISATION_CONTACTS = [
    "(401) 555-0172",                                                  # 0 health district main line
    "(401) 555-0173",                                                  # 1 epidemiology fax
    "235 Potter Hill Road, Suite 2, Westerly, RI 02891",               # 2 district office
    "zoonoses@woodpawcatuckhealth.org",                                # 3
    "epi@woodpawcatuckhealth.org",                                     # 4
    "https://www.woodpawcatuckhealth.org",                             # 5
    "1-866-555-0174",                                                  # 6 heat and air-quality hotline
    "(401) 555-0175",                                                  # 7 EMS agency business office
    "1490 Mendon Road, Cumberland, RI 02864",                          # 8 EMS headquarters
    "protocols@blackstonegorge-ems.org",                               # 9
    "billing@blackstonegorge-ems.org",                                 # 10
    "(401) 555-0176",                                                  # 11 veterinary clinic
    "88 Usquepaug Road, West Kingston, RI 02892",                      # 12 veterinary clinic address
    "frontdesk@usquepaugvet.com",                                      # 13
    "(401) 555-0177",                                                  # 14 trauma registry office
    "traumaregistry@quonsetpointmc.org",                               # 15
    "1-800-555-0178",                                                  # 16 poison information line
    "stats@nbpoisonline.org",                                          # 17
    "(401) 555-0179",                                                  # 18 camp health office
    "health@beaverriverpines.org",                                     # 19
    "(401) 555-0180",                                                  # 20 fair office / first-aid station
    "firstaid@chepachetvalleyfair.org",                                # 21
    "aquatics@woodpawcatuckhealth.org",                                # 22
    "water@woodpawcatuckhealth.org",                                   # 23
    "airquality@woodpawcatuckhealth.org",                              # 24
    "events@blackstonegorge-ems.org",                                  # 25
    "edi@blackstonegorge-ems.org",                                     # 26
    "schoolhealth@woodpawcatuckhealth.org",                            # 27
    "(401) 555-0181",                                                  # 28 school health / sports physicals line
    "+54 341 480-2290",                                                # 29 Argentine partner (zoonoses institute)
    "zoonosis@arroyodelmedio.org.ar",                                  # 30
    "+57 608 745 0190",                                                # 31 Colombian partner (prehospital network)
    "urgencias@redvalledetenza.org.co",                                # 32
    "+56 71 298 0190",                                                 # 33 Chilean partner (regional emergency centre)
    "cre@costadelmaule.cl",                                            # 34
    "(18) 3905-0190",                                                  # 35 Brazilian partner (toxicology centre)
    "ciatox@valeparanapanema.org.br",                                  # 36
    "+352 92 99 01 90",                                                # 37 Luxembourg partner (medical centre)
    "contact@cm-valleedelour.lu",                                      # 38
    "(401) 555-0182",                                                  # 39 EMS agency dispatch (non-emergency)
]
ORG_EIN = "05-4719306"
ORG_SUBMITTER = "BGREMS47"
ORG_NPIS = (blind5._npi_of("147920583"), blind5._npi_of("186304729"), blind5._npi_of("172905164"))  # noqa: SLF001
STAFF = ("Dr. Rosalind Quaweequa-Hart", "Thaddeus Mowbray-Akins, NRP", "Dr. Perpetua Sondheim-Okafor, DVM", "Ingrid Wakefield-Tran, RN",
         "Dr. Benedikt Alarcón-Pryce", "Oona Fairweather, MPH", "Cassius Delgado-Whitcombe, EMT-P", "Dr. Marguerite Oyelowo-Lind")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V47 = {
    "en": blind.MONTHS,
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
}

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


_COUNTRY = {"es_AR": "AR", "es_CO": "CO", "es_CL": "CL", "pt_BR": "BR", "de_LU": "LU"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 0190)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0190", "0172")):
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
    """A date as the text's country and language print it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    if country == "AR":
        mes = MONTHS_V47["es"][m - 1]
        return draw.pick([f"{d} de {mes} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d}/{m}/{y % 100:02d}",
                          f"{d} {mes[:3]}. {y}"])
    if country == "CO":
        mes = MONTHS_V47["es"][m - 1]
        return draw.pick([f"{d} de {mes} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}-{mes[:3]}-{y}",
                          f"{mes.capitalize()} {d} de {y}", f"{y}/{m:02d}/{d:02d}"])
    if country == "CL":
        mes = MONTHS_V47["es"][m - 1]
        return draw.pick([f"{d} de {mes} de {y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{mes[:3]}-{y}"])
    if country == "BR":
        mes = MONTHS_V47["pt"][m - 1]
        return draw.pick([f"{'1º' if d == 1 else d} de {mes} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}",
                          f"{d:02d}/{mes[:3]}/{y}", f"{d:02d}/{m:02d}/{y % 100:02d}"])
    if country == "LU":
        mois = MONTHS_V47["fr"][m - 1]
        short = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."][m - 1]
        return draw.pick([f"{'1er' if d == 1 else d} {mois} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d}.{m}.{y}", f"{d} {short} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{d:02d}{month[:3].upper()}{y}",
                      f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{d} {month} {y}"])


def dob_v47(draw: Draw) -> str:
    """An adult's date of birth in the order and month names of the text's country and language."""
    return _date_words(draw, _birth(draw, 1948, 2005), _country(draw))


def dob_child_v47(draw: Draw) -> str:
    """A camper's, athlete's or child's date of birth (2008-2019)."""
    return _date_words(draw, _birth(draw, 2008, 2019), _country(draw))


def dob_elder_v47(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1925, 1935), _country(draw))


def dob_iso_v47(draw: Draw) -> str:
    return _birth(draw, 1948, 2005).isoformat()


def dob_compact_v47(draw: Draw) -> str:
    return _birth(draw, 1948, 2005).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v47(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_iso_v47(draw: Draw) -> str:
    return _death_day(draw).isoformat()


def dod_compact_v47(draw: Draw) -> str:
    return _death_day(draw).strftime("%Y%m%d")


def age_v47(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 100)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    country = _country(draw)
    if country in ("AR", "CO", "CL"):
        return draw.pick([f"{age} años", f"{age} a.", f"{age} años de edad"])
    if country == "BR":
        return draw.pick([f"{age} anos", f"{age} a", f"{age} anos de idade"])
    if country == "LU":
        return draw.pick([f"{age} ans", f"{age} ans révolus"])
    tens = {9: "ninety", 10: "one hundred"}[age // 10]
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = tens + (("-" if age < 100 else " and ") + words[age % 10] if age % 10 else "")
    return draw.pick([str(age), f"{age} years old", f"{age}yo", spelled, f"{age} y/o", f"{age}-year-old", f"{age} YO"])


# ---- United States (Rhode Island) --------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v47(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms, notes and chats use."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}\u2011{v[3:5]}\u2011{v[5:]}",
                      f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_plain_v47(draw: Draw) -> str:
    return _ssn_value(draw)


def medicaid_ri_v47(draw: Draw) -> str:
    """A Rhode Island Medicaid recipient ID: ten digits, printed whole or grouped."""
    v = draw.digits(10, True)
    return draw.pick([v, v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def medicaid_ri_plain_v47(draw: Draw) -> str:
    return draw.digits(10, True)


def plan_member_v47(draw: Draw) -> str:
    """A commercial plan's member ID as its card prints it (prefix, nine digits, a person suffix); in Argentina an obra social's affiliate number."""
    if _country(draw) == "AR":
        v = draw.digits(11, True)
        return draw.pick([f"{v[:2]} {v[2:8]} {v[8]} {v[9:]}", f"{v[:2]}-{v[2:10]}-{v[10:]}", v])
    v = f"{draw.pick(['ZRH', 'NBQ', 'OCW', 'XRI'])}{draw.digits(9, True)}"
    return draw.pick([v, f"{v}01", f"{v}-0{draw.rng.randint(1, 4)}", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def account_us_v47(draw: Draw) -> str:
    """A US checking account number (eight to twelve digits) as a refund form prints it."""
    v = draw.digits(draw.pick([8, 9, 10, 12]), True)
    return draw.pick([v, v, f"{v[:4]}-{v[4:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


def pcr_v47(draw: Draw) -> str:
    """An EMS patient care report or incident number."""
    year = draw.rng.randint(2025, 2026)
    return draw.pick([f"PCR {year}-{draw.digits(6, True)}", f"{year % 100}-{draw.digits(5, True)}", f"BGR{year}{draw.digits(5)}", f"#{draw.digits(8, True)}"])


def mrn_v47(draw: Draw) -> str:
    """A hospital record number of the text's country."""
    country = _country(draw)
    if country in ("AR", "CO", "CL"):
        return draw.pick([f"HC {draw.digits(7, True)}", f"{draw.digits(8, True)}", f"{draw.rng.randint(2024, 2026)}-{draw.digits(6, True)}"])
    if country == "BR":
        return draw.pick([f"{draw.digits(7, True)}", f"{draw.digits(6, True)}-{draw.digits(1)}", f"PR{draw.digits(8, True)}"])
    if country == "LU":
        return draw.pick([f"{draw.digits(9, True)}", f"D{draw.digits(8, True)}", f"{draw.rng.randint(2025, 2026)}/{draw.digits(5, True)}"])
    return draw.pick([f"QP{draw.digits(7)}", f"{draw.digits(8, True)}", f"MRN {draw.digits(7, True)}", f"QPMC-{draw.digits(6)}", f"M{draw.digits(8, True)}"])


def mrn_plain_v47(draw: Draw) -> str:
    return f"QP{draw.digits(7)}"


def account_plain_v47(draw: Draw) -> str:
    """A hospital visit (account) number."""
    return f"V{draw.digits(9, True)}"


def poison_case_v47(draw: Draw) -> str:
    """A poison information line's case number."""
    return draw.pick([f"{draw.rng.randint(2025, 2026)}-{draw.digits(7, True)}", f"NB{draw.digits(8, True)}", f"{draw.digits(9, True)}"])


def trauma_id_v47(draw: Draw) -> str:
    """A trauma registry record ID (facility, year, sequence)."""
    return draw.pick([f"TR-{draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"QP{draw.rng.randint(25, 26)}T{draw.digits(5, True)}",
                      f"{draw.digits(10, True)}"])


def trauma_id_plain_v47(draw: Draw) -> str:
    return f"{draw.rng.randint(2025, 2026)}{draw.digits(6, True)}"


def bite_case_v47(draw: Draw) -> str:
    """A health district's animal-bite case number."""
    return draw.pick([f"AB-{draw.rng.randint(2025, 2026)}-{draw.digits(4, True)}", f"{draw.digits(4, True)}-{draw.rng.randint(25, 26)}",
                      f"ZB{draw.digits(6, True)}"])


def student_id_v47(draw: Draw) -> str:
    """A school district's student ID (the athlete's record at the school)."""
    return draw.pick([f"{draw.digits(7, True)}", f"S{draw.digits(8, True)}", f"{draw.digits(3, True)}-{draw.digits(4)}"])


def tag_v47(draw: Draw) -> str:
    """A triage tag's serial number (the casualty's record until registration)."""
    return draw.pick([f"MT-{draw.digits(6, True)}", f"{draw.letters(1, 'ABCDEFGH')} {draw.digits(6, True)}", f"{draw.digits(7, True)}",
                      f"RI{draw.digits(6, True)}"])


def encounter_v47(draw: Draw) -> str:
    """A festival or camp medical encounter number."""
    return draw.pick([f"MT-{draw.digits(4, True)}", f"ENC {draw.digits(6, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(4, True)}"])


def claim_v47(draw: Draw) -> str:
    """A patient control number on an institutional claim."""
    return f"{draw.pick(['QP', 'QPMC'])}{draw.digits(10, True)}"


# ---- Argentina ---------------------------------------------------------------------------------------------------
def _dni(draw: Draw) -> str:
    if "_dni" not in draw.cache:
        born = _birth(draw, 1948, 2005)
        low = max(4_000_000, int((born.year - 1945) * 700_000))
        draw.cache["_dni"] = str(draw.rng.randint(low, min(low + 3_000_000, 59_999_999)))
    return draw.cache["_dni"]


def dni_v47(draw: Draw) -> str:
    """An Argentine DNI, printed with points or without."""
    v = _dni(draw)
    dotted = f"{int(v):,}".replace(",", ".")
    return draw.pick([dotted, dotted, v, f"{v[:2]} {v[2:5]} {v[5:]}" if len(v) == 8 else dotted])


def _cuil_check(prefix: str, dni: str) -> int:
    body = prefix + dni.zfill(8)
    total = sum(int(c) * w for c, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)))
    check = 11 - total % 11
    return 0 if check == 11 else check


def cuil_v47(draw: Draw) -> str:
    """An Argentine CUIL: 20 (men) or 27 (women), the DNI, the mod 11 check digit (23 when 20/27 would need a 10)."""
    dni = _dni(draw).zfill(8)
    prefix = "27" if _sex(draw) == "F" else "20"
    check = _cuil_check(prefix, dni)
    if check == 10:
        prefix = "23"
        check = _cuil_check(prefix, dni)
        if check == 10:
            prefix, check = "24", _cuil_check("24", dni)
    return draw.pick([f"{prefix}-{dni}-{check}", f"{prefix}-{dni}-{check}", f"{prefix}{dni}{check}", f"{prefix} {dni} {check}"])


_CBU_BANKS = ["011", "007", "017", "072", "285", "191", "150", "034", "015", "027", "386"]


def _cbu_digit(digits: str, weights: tuple[int, ...]) -> str:
    return str((10 - sum(int(c) * w for c, w in zip(digits, weights)) % 10) % 10)


def cbu_v47(draw: Draw) -> str:
    """An Argentine CBU: bank, branch, check digit (7-1-3-9 weights), thirteen-digit account, check digit."""
    head = draw.pick(_CBU_BANKS) + draw.digits(4)
    block1 = head + _cbu_digit(head, (7, 1, 3, 9, 7, 1, 3))
    account = "000" + draw.digits(10, True) if draw.rng.random() < 0.6 else draw.digits(13)
    block2 = account + _cbu_digit(account, (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3))
    v = block1 + block2
    return draw.pick([v, v, f"{block1} {block2}", f"{block1}-{block2}"])


_AR_PLACES = [("C1043AAZ", "CABA", ""), ("C1414BHN", "Ciudad Autónoma de Buenos Aires", ""), ("B1900", "La Plata", "Buenos Aires"),
              ("S2000", "Rosario", "Santa Fe"), ("S2000BFM", "Rosario", "Santa Fe"), ("X5000", "Córdoba", ""), ("B2900", "San Nicolás de los Arroyos", "Buenos Aires"),
              ("B7600", "Mar del Plata", "Buenos Aires"), ("M5500", "Mendoza", ""), ("S3000", "Santa Fe", "")]
_AR_STREETS = ["Av. Corrientes", "Bv. Oroño", "Calle 7", "San Martín", "Av. Pellegrini", "Rivadavia", "Belgrano", "Av. Colón", "Mitre", "Sarmiento",
               "Córdoba", "Güemes"]


def addr_ar_v47(draw: Draw) -> str:
    cpa, city, prov = draw.pick(_AR_PLACES)
    number = draw.rng.randint(100, 4900)
    street = draw.pick([f"{draw.pick(_AR_STREETS)} {number}", f"{draw.pick(_AR_STREETS)} N° {number}"])
    flat = draw.pick(["", "", f", piso {draw.rng.randint(1, 14)} dto. {draw.letters(1, 'ABCDEF')}", f" {draw.rng.randint(1, 12)}° {draw.letters(1, 'ABCD')}"])
    tail = f"{cpa} {city}" + (f", {prov}" if prov else "")
    return draw.pick([f"{street}{flat}, {tail}", f"{street}{flat}\n{tail}", f"{street}{flat} ({cpa}) {city}"])


def phone_ar_v47(draw: Draw) -> str:
    """An Argentine mobile (+54 9 area, or the national 0 area 15 form) or a landline (011, 0341, 0351, 0221, 0223)."""
    area = draw.pick(["11", "11", "341", "351", "221", "223", "261"])
    local = _sub(draw, 10 - len(area))
    cut = len(local) - 4
    if draw.rng.random() < 0.65:
        return draw.pick([f"+54 9 {area} {local[:cut]}-{local[cut:]}", f"+549{area}{local}", f"0{area} 15-{local[:cut]}-{local[cut:]}",
                          f"(0{area}) 15 {local[:cut]}-{local[cut:]}", f"{area} {local[:cut]}-{local[cut:]}", f"15-{local[:cut]}-{local[cut:]}"
                          if area == "11" else f"0{area}-15-{local}"])
    return draw.pick([f"(0{area}) {local[:cut]}-{local[cut:]}", f"0{area} {local}", f"+54 {area} {local[:cut]}-{local[cut:]}", f"0{area}-{local}"])


# ---- Colombia ----------------------------------------------------------------------------------------------------
def cedula_co_v47(draw: Draw) -> str:
    """A Colombian cédula de ciudadanía: eight or ten digits (newer ones from 1.000.000.000), with points or without."""
    v = str(draw.rng.randint(10_000_000, 99_999_999)) if draw.rng.random() < 0.45 else str(draw.rng.randint(1_000_000_000, 1_129_999_999))
    dotted = f"{int(v):,}".replace(",", ".")
    return draw.pick([dotted, v, dotted, f"{v[:len(v) - 6]} {v[-6:-3]} {v[-3:]}"])


def account_co_v47(draw: Draw) -> str:
    """A Colombian savings or current account as a transfer form prints it (Bancolombia 3-6-2, Davivienda twelve digits)."""
    if draw.rng.random() < 0.5:
        v = draw.digits(11, True)
        return draw.pick([f"{v[:3]}-{v[3:9]}-{v[9:]}", v])
    v = "0" + draw.digits(11, True)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", v])


_CO_PLACES = [("Bogotá, D.C.", "110111"), ("Bogotá", "111321"), ("Tunja, Boyacá", "150001"), ("Garagoa, Boyacá", "152860"),
              ("Medellín, Antioquia", "050021"), ("Guateque, Boyacá", "152460"), ("Cali, Valle del Cauca", "760042"), ("Chía, Cundinamarca", "250001")]


def addr_co_v47(draw: Draw) -> str:
    city, code = draw.pick(_CO_PLACES)
    kind = draw.pick(["Calle", "Carrera", "Cra.", "Cl.", "Av. Calle", "Transversal", "Diagonal", "Kr"])
    main = f"{draw.rng.randint(1, 170)}{draw.pick(['', '', 'A', 'B', ' Bis'])}"
    plate = f"{draw.rng.randint(1, 120)}-{draw.rng.randint(1, 99):02d}"
    street = f"{kind} {main} {draw.pick(['# ', '#', 'No. ', 'N° '])}{plate}"
    extra = draw.pick(["", "", f", apto {draw.rng.randint(101, 1204)}", f" Int. {draw.rng.randint(1, 9)} Apto {draw.rng.randint(101, 804)}",
                       f", barrio {draw.pick(['Chapinero Alto', 'El Prado', 'San Antonio', 'La Candelaria', 'Laureles'])}"])
    return draw.pick([f"{street}{extra}, {city}", f"{street}{extra}\n{city}", f"{street}{extra}, {city} {code}"])


def phone_co_v47(draw: Draw) -> str:
    """A Colombian mobile (3xx, ten digits) or a landline with its 60x area (601 Bogotá, 604 Medellín, 608 Boyacá)."""
    if draw.rng.random() < 0.7:
        prefix = draw.pick(["300", "301", "304", "310", "311", "312", "313", "314", "315", "316", "317", "318", "320", "321", "350"])
        rest = _sub(draw, 7)
        return draw.pick([f"{prefix} {rest[:3]} {rest[3:]}", f"+57 {prefix} {rest}", f"{prefix}{rest}", f"{prefix}-{rest[:3]}-{rest[3:]}",
                          f"+57 {prefix} {rest[:3]} {rest[3:]}", f"({prefix}) {rest}"])
    area = draw.pick(["601", "604", "608", "602"])
    rest = _sub(draw, 7)
    return draw.pick([f"{area} {rest}", f"({area}) {rest[:3]} {rest[3:]}", f"+57 {area} {rest}", f"{area} {rest[:3]} {rest[3:5]} {rest[5:]}"])


# ---- Chile -------------------------------------------------------------------------------------------------------
def _rut_body(draw: Draw) -> str:
    if "_rut" not in draw.cache:
        born = _birth(draw, 1948, 2005)
        low = max(3_000_000, int((born.year - 1940) * 330_000))
        draw.cache["_rut"] = str(draw.rng.randint(low, min(low + 2_500_000, 27_999_999)))
    return draw.cache["_rut"]


def _rut_dv(body: str) -> str:
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    check = 11 - total % 11
    return "0" if check == 11 else "K" if check == 10 else str(check)


def rut_v47(draw: Draw) -> str:
    """A Chilean RUT/RUN with its mod 11 check digit (K for 10), with points and a dash, or run together."""
    body = _rut_body(draw)
    dv = _rut_dv(body)
    dotted = f"{int(body):,}".replace(",", ".")
    return draw.pick([f"{dotted}-{dv}", f"{dotted}-{dv}", f"{body}-{dv}", f"{body}{dv}", f"{dotted}-{dv.lower()}"])


def account_cl_v47(draw: Draw) -> str:
    """A Chilean account: a CuentaRUT (its holder's RUT without the check digit) or a current account number."""
    if draw.rng.random() < 0.5:  # the account holder's own RUT body (a guardian's, not the text's first person's)
        body = str(draw.rng.randint(6_000_000, 22_999_999))
        return draw.pick([f"CuentaRUT {body}", f"Cuenta RUT N° {body}"])
    v = draw.digits(draw.pick([8, 10, 12]), True)
    return draw.pick([f"cta. cte. {v}", f"Cuenta Corriente N° {v}", v])


_CL_PLACES = [("Talca", "Región del Maule"), ("Constitución", "Región del Maule"), ("Curicó", "Región del Maule"), ("Linares", "Región del Maule"),
              ("Providencia", "Santiago"), ("Ñuñoa", "Santiago"), ("Maipú", "Región Metropolitana"), ("Viña del Mar", "Región de Valparaíso"),
              ("Concepción", "Región del Biobío"), ("Pelluhue", "Región del Maule")]
_CL_STREETS = ["Av. Providencia", "1 Sur", "4 Oriente", "Pasaje Los Aromos", "Av. San Miguel", "Calle Freire", "Av. Libertador Bernardo O'Higgins",
               "Los Carrera", "Pasaje El Roble", "Av. Irarrázaval", "Calle Montt"]


def addr_cl_v47(draw: Draw) -> str:
    comuna, region = draw.pick(_CL_PLACES)
    street = f"{draw.pick(_CL_STREETS)} {draw.rng.randint(10, 3900)}"
    unit = draw.pick(["", "", f", depto. {draw.rng.randint(11, 1804)}", f", casa {draw.rng.randint(1, 60)}", f", block {draw.letters(1, 'ABCD')} dpto {draw.rng.randint(11, 44)}"])
    return draw.pick([f"{street}{unit}, {comuna}, {region}", f"{street}{unit}, {comuna}", f"{street}{unit}\n{comuna} - {region}",
                      f"{street}{unit}, comuna de {comuna}"])


def phone_cl_v47(draw: Draw) -> str:
    """A Chilean mobile (9 and eight digits) or a landline (2 Santiago, 71 Talca, 32 Valparaíso), nine digits in all."""
    if draw.rng.random() < 0.7:
        rest = _sub(draw, 8)
        return draw.pick([f"+56 9 {rest[:4]} {rest[4:]}", f"9 {rest[:4]} {rest[4:]}", f"+569{rest}", f"09-{rest}", f"9{rest}", f"(+56 9) {rest[:4]} {rest[4:]}"])
    area = draw.pick(["2", "2", "71", "32", "41", "73"])
    if area == "2":
        local = "2" + _sub(draw, 7)
        return draw.pick([f"+56 2 {local[:4]} {local[4:]}", f"(2) {local[:4]} {local[4:]}", f"2{local}", f"+56 2{local}"])
    local = _sub(draw, 9 - len(area))
    return draw.pick([f"+56 {area} {local[:3]} {local[3:]}", f"({area}) {local[:3]} {local[3:]}", f"{area} {local}"])


# ---- Brazil ------------------------------------------------------------------------------------------------------
def _cpf_digit(digits: str) -> str:
    total = sum(int(c) * w for c, w in zip(digits, range(len(digits) + 1, 1, -1)))
    rest = total % 11
    return "0" if rest < 2 else str(11 - rest)


def cpf_v47(draw: Draw) -> str:
    """A Brazilian CPF: nine digits (the ninth the fiscal region: 8 for São Paulo), two mod 11 check digits."""
    while True:
        base = draw.digits(8) + draw.pick(["8", "8", "7", "1", "6"])
        if len(set(base)) > 1:
            break
    v = base + _cpf_digit(base)
    v += _cpf_digit(v)
    return draw.pick([f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}", f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}", v, f"{v[:3]}.{v[3:6]}.{v[6:9]}/{v[9:]}",
                      f"{v[:9]}-{v[9:]}"])


def cns_v47(draw: Draw) -> str:
    """A Brazilian Cartão Nacional de Saúde (a definitive card, 1 or 2 first): eleven digits, 000/001 and the check digit."""
    while True:
        pis = draw.pick(["1", "2"]) + draw.digits(10)
        total = sum(int(c) * (15 - i) for i, c in enumerate(pis))
        dv = 11 - total % 11
        dv = 0 if dv == 11 else dv
        if dv == 10:
            total += 2
            dv = 11 - total % 11
            v = pis + "001" + str(dv)
        else:
            v = pis + "000" + str(dv)
        if sum(int(c) * (15 - i) for i, c in enumerate(v)) % 11 == 0:
            break
    return draw.pick([f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}", v, f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}", f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}"])


def _bb_dv(digits: str, weights: list[int]) -> str:
    rest = 11 - sum(int(c) * w for c, w in zip(digits, weights)) % 11
    return "X" if rest == 10 else "0" if rest == 11 else str(rest)


def account_br_v47(draw: Draw) -> str:
    """A Brazilian account: Banco do Brasil agência and conta with their mod 11 digits (X for 10), or another bank's printing."""
    agency = draw.digits(4, True)
    agency_dv = _bb_dv(agency, [5, 4, 3, 2])
    account = draw.digits(draw.pick([5, 6, 8]), True)
    account_dv = _bb_dv(account, list(range(len(account) + 1, 1, -1)))
    if draw.rng.random() < 0.6:
        return draw.pick([f"ag. {agency}-{agency_dv} c/c {account}-{account_dv}", f"agência {agency}-{agency_dv}, conta corrente {account}-{account_dv}",
                          f"Ag {agency}-{agency_dv} / CC {account}-{account_dv}", f"agência {agency} conta {account}-{account_dv}"])
    other = draw.digits(draw.pick([7, 8, 9]), True)
    return draw.pick([f"ag. {agency} c/c {other}-{draw.digits(1)}", f"agência {agency}, conta poupança {other}-{draw.digits(1)}"])


_BR_PLACES = [("Presidente Prudente", "SP", "19015"), ("Assis", "SP", "19800"), ("Ourinhos", "SP", "19900"), ("Marília", "SP", "17500"),
              ("São Paulo", "SP", "01304"), ("São Paulo", "SP", "04101"), ("Londrina", "PR", "86010"), ("Campinas", "SP", "13015"),
              ("Rio de Janeiro", "RJ", "22041"), ("Santo Anastácio", "SP", "19360")]
_BR_STREETS = ["Rua Augusta", "Av. Washington Luiz", "Rua Tenente Nicolau Maffei", "Rua Treze de Maio", "Av. Rui Barbosa", "Rua Quintino Bocaiúva",
               "Rua das Palmeiras", "Av. Paulista", "Rua Dom Pedro II", "Travessa São Benedito"]
_BAIRROS = ["Centro", "Vila Nova", "Jardim Paulista", "Vila Maristela", "Jardim Bongiovani", "Consolação", "Jardim Aviação", "Vila Formosa"]


def addr_br_v47(draw: Draw) -> str:
    city, uf, cep5 = draw.pick(_BR_PLACES)
    cep = f"{cep5}-{draw.digits(3)}"
    street = f"{draw.pick(_BR_STREETS)}, {draw.rng.randint(12, 3400)}"
    comp = draw.pick(["", "", f", apto {draw.rng.randint(11, 184)}", f", casa {draw.rng.randint(1, 6)}", f", bloco {draw.letters(1, 'ABC')} apto {draw.rng.randint(11, 84)}"])
    bairro = draw.pick(_BAIRROS)
    return draw.pick([f"{street}{comp} - {bairro}, {city} - {uf}, {cep}", f"{street}{comp}, {bairro}\n{city}/{uf} - CEP {cep}",
                      f"{street}{comp}, {bairro}, {city}-{uf}, CEP {cep}", f"{street.upper()}{comp.upper()} - {bairro.upper()} - {city.upper()}/{uf} {cep}"])


def phone_br_v47(draw: Draw) -> str:
    """A Brazilian mobile (DDD and nine digits starting 9) or a landline (DDD and eight digits)."""
    ddd = draw.pick(["18", "18", "11", "14", "43", "19", "21"])
    if draw.rng.random() < 0.7:
        rest = "9" + _sub(draw, 8)
        return draw.pick([f"({ddd}) {rest[:5]}-{rest[5:]}", f"+55 {ddd} {rest[:5]}-{rest[5:]}", f"{ddd} {rest}", f"({ddd}) {rest[0]} {rest[1:5]}-{rest[5:]}",
                          f"0{ddd} {rest[:5]}-{rest[5:]}", f"+55{ddd}{rest}"])
    rest = draw.pick(["3", "2", "3"]) + _sub(draw, 7)
    return draw.pick([f"({ddd}) {rest[:4]}-{rest[4:]}", f"+55 {ddd} {rest[:4]}-{rest[4:]}", f"{ddd} {rest[:4]}-{rest[4:]}"])


_ELO_PREFIXES = ["636368", "438935", "504175", "451416", "636297", "506699", "509048", "650031"]
_HIPER_PREFIXES = ["606282", "384100", "384140", "384160"]


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def _fours(number: str, sep: str = " ") -> str:
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


def mastercard_v47(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720; sixteen digits) with Luhn, in fours or run together."""
    prefix = draw.pick(["51", "52", "53", "54", "55", str(draw.rng.randint(2221, 2720))])
    number = _card(draw, prefix, 16)
    return draw.pick([_fours(number), _fours(number), number, _fours(number, "-"), _fours(number, ".")])


def elo_hiper_v47(draw: Draw) -> str:
    """An Elo (sixteen digits) or a Hipercard (sixteen or nineteen digits) number with Luhn."""
    if draw.rng.random() < 0.6:
        number = _card(draw, draw.pick(_ELO_PREFIXES), 16)
    else:
        number = _card(draw, draw.pick(_HIPER_PREFIXES), draw.pick([16, 16, 19]))
    return draw.pick([_fours(number), number, _fours(number)])


def card_v47(draw: Draw) -> str:
    return mastercard_v47(draw) if _country(draw) != "BR" or draw.rng.random() < 0.3 else elo_hiper_v47(draw)


# ---- Luxembourg --------------------------------------------------------------------------------------------------
_VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
               [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
               [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
               [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


def matricule_lu_v47(draw: Draw) -> str:
    """A Luxembourg national identification number: YYYYMMDD, a three-digit serial, a Luhn and a Verhoeff check digit."""
    born = _birth(draw, 1948, 2005)
    body = born.strftime("%Y%m%d") + draw.digits(3)
    v = body + _luhn(body) + _verhoeff(body)
    return draw.pick([v, v, f"{v[:4]} {v[4:8]} {v[8:11]} {v[11:]}", f"{v[:4]} {v[4:6]} {v[6:8]} {v[8:11]} {v[11:]}"])


_LU_BANKS = ["001", "002", "003", "014", "019", "030", "060", "080", "099"]


def iban_lu_be_v47(draw: Draw) -> str:
    """A Luxembourg IBAN (three-digit bank code, thirteen-character account) or, for a cross-border worker, a Belgian one."""
    if draw.rng.random() < 0.7:
        iban = _iban("LU", draw.pick(_LU_BANKS) + draw.digits(13))
    else:
        first = f"{draw.pick(['001', '063', '068', '143', '310', '363', '732', '751'])}{draw.digits(7)}"
        key = int(first) % 97 or 97
        iban = _iban("BE", f"{first}{key:02d}")
    return draw.pick([_group4(iban), iban, _group4(iban)])


_LU_PLACES = [("L-1611", "Luxembourg"), ("L-2449", "Luxembourg"), ("L-9806", "Hosingen"), ("L-9412", "Vianden"), ("L-9710", "Clervaux"),
              ("L-4011", "Esch-sur-Alzette"), ("L-9051", "Ettelbruck"), ("L-9909", "Troisvierges"), ("L-6460", "Echternach"), ("L-9280", "Diekirch")]
_LU_STREETS = ["rue de la Gare", "Grand-Rue", "route de Diekirch", "rue du Moulin", "avenue de la Liberté", "Haaptstrooss", "rue de l'Église",
               "Montée de la Pétrusse", "rue du Village", "Am Duerf"]


def addr_lu_v47(draw: Draw) -> str:
    code, town = draw.pick(_LU_PLACES)
    number = f"{draw.rng.randint(1, 180)}{draw.pick(['', '', 'A', 'B'])}"
    street = draw.pick([f"{number}, {draw.pick(_LU_STREETS)}", f"{number} {draw.pick(_LU_STREETS)}"])
    extra = draw.pick(["", "", f", app. {draw.rng.randint(1, 24)}", f", {draw.rng.randint(1, 4)}e étage"])
    return draw.pick([f"{street}{extra}, {code} {town}", f"{street}{extra}\n{code} {town}", f"{street}{extra}, {code} {town.upper()}"])


def phone_lu_v47(draw: Draw) -> str:
    """A Luxembourg mobile (621, 628, 661, 671, 691: nine digits) or a landline (six or eight digits), no trunk prefix."""
    if draw.rng.random() < 0.65:
        prefix = draw.pick(["621", "628", "661", "668", "671", "691", "698"])
        rest = _sub(draw, 6)
        return draw.pick([f"{prefix} {rest[:3]} {rest[3:]}", f"+352 {prefix} {rest[:3]} {rest[3:]}", f"{prefix}{rest}", f"00352 {prefix} {rest[:3]} {rest[3:]}",
                          f"(+352) {prefix} {rest[:3]} {rest[3:]}"])
    local = draw.pick(["26", "27", "80", "83", "92"]) + _sub(draw, 6)
    return draw.pick([f"{local[:2]} {local[2:4]} {local[4:6]} {local[6:]}", f"+352 {local[:2]} {local[2:4]} {local[4:6]} {local[6:]}", f"{local[:2]}{local[2:]}"])


# ---- Rhode Island addresses and phones -------------------------------------------------------------------------
_RI_TOWNS = [("Providence", "02903"), ("Providence", "02906"), ("Providence", "02908"), ("Providence", "02909"), ("Warwick", "02886"),
             ("Warwick", "02888"), ("Cranston", "02910"), ("Cranston", "02920"), ("Pawtucket", "02860"), ("East Providence", "02914"),
             ("Woonsocket", "02895"), ("Newport", "02840"), ("Westerly", "02891"), ("Narragansett", "02882"), ("Coventry", "02816"),
             ("North Kingstown", "02852"), ("Cumberland", "02864"), ("Hope Valley", "02832")]
_RI_STREETS = ["Broad St", "Hope St", "Elmwood Ave", "Post Rd", "Warwick Ave", "Pontiac Ave", "Newport Ave", "Smith St", "Atwells Ave",
               "Reservoir Ave", "Boston Neck Rd", "Ocean Ave", "Diamond Hill Rd", "Main St", "Wakefield St", "Tower Hill Rd"]


def addr_ri_v47(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_RI_TOWNS)
    street = f"{rng.randint(5, 2400)} {draw.pick(_RI_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 30)}", f" #{rng.randint(1, 12)}", f", Unit {draw.letters(1, 'ABCD')}", f", Fl {rng.randint(1, 3)}"])
    return draw.pick([f"{street}{unit}, {town}, RI {zip_code}", f"{street}{unit}\n{town}, RI {zip_code}", f"{street}{unit}, {town} RI {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()} {town.upper()} RI {zip_code}", f"{street}{unit}, {town}, Rhode Island {zip_code}"])


def phone_ri_v47(draw: Draw) -> str:
    exchange, line = _us_exchange(draw), draw.digits(4)
    area = draw.pick(["401", "401", "401", "774", "860"])
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"{area}{exchange}{line}", f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 499)}",
                      f"({area}){exchange}-{line}"])


def addr_v47(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"AR": addr_ar_v47, "CO": addr_co_v47, "CL": addr_cl_v47, "BR": addr_br_v47, "LU": addr_lu_v47}.get(_country(draw), addr_ri_v47)(draw)


def phone_v47(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"AR": phone_ar_v47, "CO": phone_co_v47, "CL": phone_cl_v47, "BR": phone_br_v47, "LU": phone_lu_v47}.get(_country(draw), phone_ri_v47)(draw)


def addr_hl7_v47(draw: Draw) -> str:
    """A Rhode Island home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_RI_TOWNS)
    return f"{draw.rng.randint(5, 2400)} {draw.pick(_RI_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^RI^{zip_code}^USA^H"


def addr_fhir_v47(draw: Draw) -> str:
    """A Rhode Island address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_RI_TOWNS)
    return f"{draw.rng.randint(5, 2400)} {draw.pick(_RI_STREETS)}\"], \"city\": \"{town}\", \"state\": \"RI\", \"postalCode\": \"{zip_code}"


def addr_x12_v47(draw: Draw) -> str:
    """A Rhode Island address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_RI_TOWNS)
    return f"{draw.rng.randint(5, 2400)} {draw.pick(_RI_STREETS).upper()}~\nN4*{town.upper()}*RI*{zip_code}{draw.digits(4)}"


def addr_csv_v47(draw: Draw) -> tuple[str, str, str]:
    """A Rhode Island home address quoted in one CSV cell (the span leaves the quotes out)."""
    town, zip_code = draw.pick(_RI_TOWNS)
    return "\"", f"{draw.rng.randint(5, 2400)} {draw.pick(_RI_STREETS)}, {town}, RI {zip_code}", "\""


def phone_hl7_v47(draw: Draw) -> str:
    return f"(401){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v47(draw: Draw) -> str:
    return f"+1401{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"AR": ["gmail.com", "hotmail.com.ar", "yahoo.com.ar", "fibertel.com.ar", "outlook.com"],
                  "CO": ["gmail.com", "hotmail.com", "outlook.es", "une.net.co", "yahoo.es"],
                  "CL": ["gmail.com", "vtr.net", "hotmail.cl", "live.cl", "yahoo.es"],
                  "BR": ["gmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "hotmail.com", "yahoo.com.br"],
                  "LU": ["pt.lu", "gmail.com", "internet.lu", "tango.lu", "outlook.fr"],
                  "US": ["cox.net", "gmail.com", "verizon.net", "yahoo.com", "icloud.com", "aol.com", "outlook.com", "fullchannel.net"]}
_AT_WORDS = {"AR": ("arroba", "punto"), "CO": ("arroba", "punto"), "CL": ("arroba", "punto"), "BR": ("arroba", "ponto"), "LU": ("arobase", "point")}


def _local(draw: Draw, first: str, last: str) -> str:
    first = (blind2.fold_ascii(first) or "ana").replace(" ", "")
    last = (blind2.fold_ascii(last) or "silva").replace(" ", "")
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first[:1]}",
                      f"{first}_{last}", f"{first}{draw.rng.randint(1960, 2012)}", f"{last}{first[:3]}"])


def _email(draw: Draw, country: str, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.14:
        word = _AT_WORDS.get(country, ("at", "dot"))
        return f"{local} {word[0]} {domain.replace('.', ' ' + word[1] + ' ')}"
    if style < 0.22:
        return f"{local} (at) {domain}"
    if style < 0.3:
        return f"{local}[at]{domain.replace('.', '[.]')}"
    return f"{local}@{domain}"


def email_v47(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), True)


def email_plain_v47(draw: Draw) -> str:
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), False)


def email_family_v47(draw: Draw) -> str:
    """The e-mail of the text's second person (a parent, a daughter, an emergency contact)."""
    return _email(draw, _country(draw), draw.fill("first2"), draw.fill("last2"), True)


_IP_FIRST = {"US": [24, 68, 70, 72, 98, 174], "AR": [181, 190, 186, 201], "CO": [181, 186, 190, 191], "CL": [190, 200, 152, 181, 186],
             "BR": [177, 179, 187, 189, 200, 201], "LU": [85, 94, 158, 188]}


def ip_v47(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    if draw.rng.random() < 0.25:
        prefix = {"US": "2600:8805", "AR": "2800:810", "CO": "2800:e2", "CL": "2800:150", "BR": "2804:14c", "LU": "2a02:2788"}[_country(draw)]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick(_IP_FIRST[_country(draw)])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "ana").replace(" ", "")
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "silva").replace(" ", "")
    return f"{first}{sep}{last}"


def memorial_url_v47(draw: Draw) -> str:
    """A page about the person who died: a family's fundraiser, an obituary, a memorial page."""
    if _country(draw) == "BR":
        return draw.pick([f"https://www.vakinha.com.br/vaquinha/{_slug(draw)}-{draw.digits(7, True)}", f"vakinha.com.br/{draw.digits(7, True)}"])
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-memorial-fund", f"gofundme.com/f/in-loving-memory-of-{_slug(draw)}",
                      f"https://www.legacy.com/us/obituaries/providencejournal/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}"])


def track_url_v47(draw: Draw) -> str:
    """The missing person's own location-sharing or activity page."""
    first = (blind2.fold_ascii(draw.fill("first")) or "ana").capitalize()
    last = (blind2.fold_ascii(draw.fill("last")) or "silva").capitalize()
    return draw.pick([f"https://share.garmin.com/{first}{last}", f"share.garmin.com/{first}{last}{draw.rng.randint(1, 99)}",
                      f"https://www.strava.com/athletes/{draw.digits(8, True)}", f"https://www.alltrails.com/members/{first.lower()}-{last.lower()}"])


def athlete_url_v47(draw: Draw) -> str:
    """The athlete's own highlight or profile page."""
    return draw.pick([f"https://www.hudl.com/profile/{draw.digits(8, True)}/{_slug(draw).title()}", f"hudl.com/profile/{draw.digits(7, True)}",
                      f"https://www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}", f"https://www.instagram.com/{_slug(draw, '_')}/"])


def plate_v47(draw: Draw) -> str:
    """A number plate of the text's country (Rhode Island, Argentina, Colombia, Chile, Brazil, Luxembourg)."""
    country = _country(draw)
    cons = "BCDFGHJKLPRSTVWXYZ"
    if country == "AR":
        return draw.pick([f"{draw.letters(2)} {draw.digits(3)} {draw.letters(2)}", f"{draw.letters(2)}{draw.digits(3)}{draw.letters(2)}",
                          f"{draw.letters(3)} {draw.digits(3)}"])
    if country == "CO":
        return draw.pick([f"{draw.letters(3)}-{draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}", f"{draw.letters(3)} {draw.digits(2)}{draw.letters(1)}"])
    if country == "CL":
        return draw.pick([f"{draw.letters(2, cons)}·{draw.letters(2, cons)}·{draw.digits(2)}", f"{draw.letters(4, cons)}-{draw.digits(2)}",
                          f"{draw.letters(4, cons)}{draw.digits(2)}", f"{draw.letters(2)}-{draw.digits(4)}"])
    if country == "BR":
        return draw.pick([f"{draw.letters(3)}{draw.digits(1)}{draw.letters(1)}{draw.digits(2)}", f"{draw.letters(3)}-{draw.digits(4)}",
                          f"{draw.letters(3)} {draw.digits(1)}{draw.letters(1)}{draw.digits(2)}"])
    if country == "LU":
        return draw.pick([f"{draw.letters(2)} {draw.digits(4)}", f"{draw.letters(2)}{draw.digits(4)}", f"{draw.digits(4, True)}"])
    return draw.pick([f"{draw.digits(3, True)}-{draw.digits(3)}", f"{draw.letters(2)}-{draw.digits(3)}", f"{draw.digits(6, True)}",
                      f"{draw.letters(1)}{draw.digits(2)}-{draw.digits(3)}", f"{draw.digits(1, True)}{draw.letters(2)} {draw.digits(3)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "vin_v45": blind45.vin_v45,
    "dob_v47": dob_v47, "dob_child_v47": dob_child_v47, "dob_elder_v47": dob_elder_v47, "dob_iso_v47": dob_iso_v47, "dob_compact_v47": dob_compact_v47,
    "dod_v47": dod_v47, "dod_iso_v47": dod_iso_v47, "dod_compact_v47": dod_compact_v47, "age_v47": age_v47,
    "ssn_v47": ssn_v47, "ssn_plain_v47": ssn_plain_v47, "medicaid_ri_v47": medicaid_ri_v47, "medicaid_ri_plain_v47": medicaid_ri_plain_v47,
    "plan_member_v47": plan_member_v47, "account_us_v47": account_us_v47, "pcr_v47": pcr_v47, "mrn_v47": mrn_v47, "mrn_plain_v47": mrn_plain_v47, "account_plain_v47": account_plain_v47,
    "poison_case_v47": poison_case_v47, "trauma_id_v47": trauma_id_v47, "trauma_id_plain_v47": trauma_id_plain_v47, "bite_case_v47": bite_case_v47,
    "student_id_v47": student_id_v47, "tag_v47": tag_v47, "encounter_v47": encounter_v47, "claim_v47": claim_v47,
    "dni_v47": dni_v47, "cuil_v47": cuil_v47, "cbu_v47": cbu_v47, "cedula_co_v47": cedula_co_v47, "account_co_v47": account_co_v47,
    "rut_v47": rut_v47, "account_cl_v47": account_cl_v47, "cpf_v47": cpf_v47, "cns_v47": cns_v47, "account_br_v47": account_br_v47,
    "mastercard_v47": mastercard_v47, "elo_hiper_v47": elo_hiper_v47, "card_v47": card_v47, "matricule_lu_v47": matricule_lu_v47,
    "iban_lu_be_v47": iban_lu_be_v47, "addr_v47": addr_v47, "addr_hl7_v47": addr_hl7_v47, "addr_fhir_v47": addr_fhir_v47, "addr_x12_v47": addr_x12_v47,
    "addr_csv_v47": addr_csv_v47, "phone_v47": phone_v47, "phone_hl7_v47": phone_hl7_v47, "phone_e164_v47": phone_e164_v47,
    "email_v47": email_v47, "email_plain_v47": email_plain_v47, "email_family_v47": email_family_v47, "ip_v47": ip_v47,
    "memorial_url_v47": memorial_url_v47, "track_url_v47": track_url_v47, "athlete_url_v47": athlete_url_v47, "plate_v47": plate_v47,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_RI_COUNTIES = ["Providence", "Kent", "Washington", "Newport", "Bristol"]
_DISTRICT_TOWNS = ["Westerly", "Hopkinton", "Charlestown", "Richmond", "Exeter", "South Kingstown", "Narragansett", "Cumberland", "Lincoln",
                   "Burrillville", "Glocester", "Scituate"]

_VET_SERVICES = [("Rabies vaccine, 1-year (dog or cat)", 28, 38), ("Rabies vaccine, 3-year", 34, 45), ("DHPP booster", 32, 44), ("FVRCP booster", 30, 42),
                 ("Leptospirosis vaccine", 26, 36), ("Wellness exam", 62, 78), ("Heartworm/tick panel (4Dx)", 48, 62), ("Fecal flotation", 28, 38),
                 ("Microchip implant and registration", 45, 60), ("Spay, cat", 180, 260), ("Neuter, dog under 50 lb", 240, 340),
                 ("Rabies titer (FAVN) for travel", 130, 190), ("Nail trim", 15, 22), ("Dental cleaning, grade 1", 320, 480),
                 ("Euthanasia and communal cremation", 140, 220), ("Emergency after-hours exam", 110, 160)]


def _vet_row(d: Draw) -> str:
    name, low, high = d.pick(_VET_SERVICES)
    return f"{name} | VS-{d.digits(3, True)} | ${d.rng.randint(low, high)}.{d.pick(['00', '50', '95'])} | {d.pick(['per pet', 'per visit', 'includes certificate', 'plus tax'])}"


def _vet_category(name: str) -> str:
    lowered = name.lower()
    for word, category in (("vaccine", "vaccine"), ("booster", "vaccine"), ("exam", "exam"), ("spay", "surgery"), ("neuter", "surgery"),
                           ("panel", "lab"), ("titer", "lab"), ("fecal", "lab")):
        if word in lowered:
            return category
    return "procedure"


def _vet_csv_row(d: Draw) -> str:
    name, low, high = d.pick(_VET_SERVICES)
    return f"VS-{d.digits(3, True)},\"{name}\",{d.rng.randint(low, high)}.{d.pick(['00', '50'])},{_vet_category(name)},{d.fill('eff_iso')}"


_VET_ES = [("Vacuna antirrábica (perro o gato)", 6000, 12000), ("Vacuna séxtuple canina", 14000, 22000), ("Vacuna triple felina", 13000, 20000),
           ("Consulta clínica", 15000, 25000), ("Castración felina (hembra)", 45000, 70000), ("Castración canina (macho)", 50000, 85000),
           ("Desparasitación interna", 5000, 9000), ("Colocación de microchip", 18000, 26000), ("Análisis coproparasitológico", 9000, 14000),
           ("Certificado de salud para viaje", 20000, 32000)]


def _vet_es_row(d: Draw) -> str:
    name, low, high = d.pick(_VET_ES)
    return f"{name} | $ {d.rng.randint(low // 500, high // 500) * 500:,}".replace(",", ".") + f" | {d.pick(['precio final', 'IVA incluido', 'en jornadas municipales: sin cargo'])}"


_ZOONOSES = ["Rabies (animal, confirmed)", "Lyme disease", "Anaplasmosis", "Babesiosis", "West Nile virus (positive mosquito pools)",
             "EEE (positive mosquito pools)", "Leptospirosis", "Tularemia", "Salmonellosis, reptile-associated", "Psittacosis", "Animal bites reported"]


def _zoonotic_row(d: Draw) -> str:
    ytd = d.rng.randint(0, 240)
    return f"{d.pick(_ZOONOSES)} | {ytd} | {max(0, ytd + d.rng.randint(-30, 30))} | {d.rng.randint(0, 9)}.{d.digits(1)} | {d.pick(_RI_COUNTIES)}"


def _zoonotic_csv_row(d: Draw) -> str:
    cases = d.rng.randint(0, 40)
    return (f"{d.pick(_RI_COUNTIES).lower()},{d.pick(_ZOONOSES).split(' (')[0].split(',')[0].lower().replace(' ', '_')},{d.fill('week')},"
            f"{cases},{cases + d.rng.randint(0, 260)}")


_ZOONOSES_PT = ["Raiva animal (morcegos)", "Leptospirose", "Leishmaniose visceral canina", "Esporotricose felina", "Febre maculosa",
                "Atendimentos antirrábicos humanos", "Acidentes por escorpião"]
_BR_CITIES = ["Presidente Prudente", "Assis", "Ourinhos", "Marília", "Santo Anastácio", "Presidente Venceslau", "Rancharia", "Paraguaçu Paulista"]


def _zoonotic_pt_row(d: Draw) -> str:
    year = d.rng.randint(0, 180)
    return f"{d.pick(_BR_CITIES)} | {d.pick(_ZOONOSES_PT)} | {year} | {d.rng.randint(0, year // 3)} | {d.pick(['estável', 'em alta', 'em queda'])}"


_CLINIC_SITES = ["Town Hall, rear lot", "Fire Station 2 apparatus bay", "Public Works garage", "Senior Center parking lot", "Recreation Center",
                 "Elementary School gym entrance", "Fairgrounds livestock barn", "Animal Shelter", "VFW post lot", "Library community room"]


def _spring_day(d: Draw) -> dt.date:
    return dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 28).toordinal(), dt.date(2026, 6, 27).toordinal()))


def _rabies_clinic_row(d: Draw) -> str:
    day = _spring_day(d)
    return (f"{blind.MONTHS[day.month - 1][:3]} {day.day} ({day.strftime('%a')}) | {d.pick(_DISTRICT_TOWNS)} | {d.pick(_CLINIC_SITES)} | "
            f"{d.rng.randint(8, 11)}:00-{d.rng.randint(12, 15)}:00 | {d.pick(['$10 per pet', 'free', '$5 per pet, cash only', '$12, licence on site'])}")


_CL_COMUNAS = ["Talca", "Constitución", "Curicó", "Linares", "Cauquenes", "Pelluhue", "San Javier", "Molina", "Parral", "Chanco"]
_CL_SITES = ["plaza de armas", "sede vecinal", "posta rural", "CESFAM", "gimnasio municipal", "escuela básica", "cancha de fútbol", "junta de vecinos"]


def _rabies_cl_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day} de {MONTHS_V47['es'][day.month - 1]} | {d.pick(_CL_COMUNAS)} | {d.pick(_CL_SITES)} | {d.rng.randint(9, 11)}:00 a {d.rng.randint(13, 17)}:00 h"


def _ics_event(d: Draw) -> str:
    day = _spring_day(d)
    start = d.rng.randint(8, 11)
    return (f"BEGIN:VEVENT\nUID:{d.digits(8)}-rabies-clinic-wprhd\nDTSTART:{day.strftime('%Y%m%d')}T{start:02d}0000\n"
            f"DTEND:{day.strftime('%Y%m%d')}T{start + 3:02d}0000\nSUMMARY:Low-cost rabies clinic - {d.pick(_DISTRICT_TOWNS)}\n"
            f"LOCATION:{d.pick(_CLINIC_SITES)}\nEND:VEVENT")


_FIRSTAID_CATEGORIES = ["minor cuts/abrasions", "insect stings", "heat exhaustion", "blisters", "sprains", "lost-child reunifications", "allergic reactions",
                        "dehydration", "splinters", "sunburn", "nosebleeds", "fainting"]


def _firstaid_row(d: Draw) -> str:
    hour = d.rng.randint(9, 21)
    a, b = d.pick(_FIRSTAID_CATEGORIES), d.pick(_FIRSTAID_CATEGORIES)
    return f"{hour:02d}:00-{hour + 1:02d}:00 | {d.rng.randint(0, 14)} | {a} {d.rng.randint(0, 6)}, {b} {d.rng.randint(0, 4)} | {d.pick(['0', '0', '0', '1'])}"


def _firstaid_csv_row(d: Draw) -> str:
    day = dt.date(2025, 8, d.rng.randint(13, 17))
    visits = d.rng.randint(4, 80)
    return f"{day.isoformat()},{d.pick(['main tent', 'midway booth', 'livestock barn', 'grandstand'])},{visits},{d.rng.randint(0, 3)},{d.rng.randint(0, visits // 3)}"


_COURSES_LG = ["Lifeguarding (blended learning)", "Waterfront lifeguarding module", "Lifeguard instructor", "Shallow water attendant",
               "Lifeguard recertification (review)", "Water safety instructor", "CPR/AED for professional rescuers", "Open-water rescue add-on"]
_POOLS = ["District aquatic center, lane pool", "Misquamicut state beach (waterfront module)", "High school natatorium", "YMCA branch pool",
          "Watchaug Pond waterfront"]


def _course_days(d: Draw) -> tuple[dt.date, dt.date]:
    """A course's first and last day, in May to August 2026."""
    start = dt.date.fromordinal(d.rng.randint(dt.date(2026, 5, 4).toordinal(), dt.date(2026, 8, 24).toordinal()))
    return start, start + dt.timedelta(days=d.rng.randint(2, 5))


def _lifeguard_row(d: Draw) -> str:
    day, end = _course_days(d)
    span = f"{blind.MONTHS[day.month - 1]} {day.day}-{end.day}" if end.month == day.month else f"{blind.MONTHS[day.month - 1][:3]} {day.day}-{blind.MONTHS[end.month - 1][:3]} {end.day}"
    return (f"{d.pick(_COURSES_LG)} | {span} | {d.pick(_POOLS)} | "
            f"${d.rng.randint(9, 42) * 10} | {d.rng.randint(0, 12)} of {d.pick([12, 14, 16])} seats open")


_COURSES_FR = ["Brevet de sauveteur aquatique", "Recyclage sauveteur (révision)", "Premiers secours en milieu aquatique", "Module eaux libres (lac)",
               "Formateur sauveteur aquatique"]
_POOLS_LU = ["Piscine régionale de Clervaux", "Piscine de Vianden", "Lac de la Haute-Sûre, plage de Lultzhausen", "Centre aquatique d'Ettelbruck"]


def _lifeguard_fr_row(d: Draw) -> str:
    day, end = _course_days(d)
    span = f"du {day.day} au {end.day} {MONTHS_V47['fr'][day.month - 1]}" if end.month == day.month else f"du {day.day} {MONTHS_V47['fr'][day.month - 1]} au {end.day} {MONTHS_V47['fr'][end.month - 1]}"
    return f"{d.pick(_COURSES_FR)} | {span} | {d.pick(_POOLS_LU)} | {d.rng.randint(4, 16) * 10} € | {d.rng.randint(2, 12)} places"


_SCHOOLS = ["Chariho Regional High School", "Westerly Middle School", "Narragansett High School", "Cumberland High School", "Exeter-West Greenwich MS",
            "Lincoln Middle School", "Ponaganset High School", "South Kingstown High School"]


def _preseason_day(d: Draw) -> dt.date:
    return dt.date.fromordinal(d.rng.randint(dt.date(2026, 8, 3).toordinal(), dt.date(2026, 9, 11).toordinal()))


def _physical_row(d: Draw) -> str:
    day = _preseason_day(d)
    return (f"{d.pick(_SCHOOLS)} | {day.strftime('%a')} {day.month}/{day.day} | {d.rng.randint(7, 15)}:{d.pick(['00', '30'])} | grades {d.pick(['6-8', '9-12', '7-12'])} | "
            f"{d.rng.randint(40, 180)} slots | ${d.pick(['0', '15', '20', '25'])}")


_CO_SCHOOLS = ["Colegio Nacional Nicolás de Garagoa", "Institución Educativa Técnica de Guateque", "Colegio Departamental de Sutatenza",
               "Institución Educativa La Inmaculada", "Colegio Técnico de Macanal", "Normal Superior Valle de Tenza"]


def _physical_co_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 1, 26).toordinal(), dt.date(2026, 3, 20).toordinal()))
    return f"{d.pick(_CO_SCHOOLS)} | {day.day} de {MONTHS_V47['es'][day.month - 1]} | jornada {d.pick(['mañana', 'tarde'])} | grados {d.pick(['6° a 9°', '10° y 11°', '6° a 11°'])} | {d.rng.randint(30, 160)} cupos"


_CAMP_SUPPLIES = [("Epinephrine auto-injector 0.3 mg", "2-pack"), ("Epinephrine auto-injector 0.15 mg (junior)", "2-pack"), ("Albuterol HFA inhaler", "each"),
                  ("Diphenhydramine 12.5 mg/5 mL liquid", "4 oz"), ("Acetaminophen 160 mg/5 mL", "4 oz"), ("Ibuprofen 200 mg tablets", "bottle of 100"),
                  ("Instant cold packs", "case of 24"), ("Elastic bandage 3 in", "box of 10"), ("Hydrocortisone 1% cream", "1 oz"),
                  ("Oral rehydration salts", "box of 50"), ("Tick removal tool", "each"), ("Nitrile gloves, medium", "box of 100"),
                  ("Calamine lotion", "6 oz"), ("Glucose gel 15 g", "3-pack"), ("Sunscreen SPF 50", "8 oz"), ("AED pads, adult", "pair"),
                  ("AED pads, pediatric", "pair"), ("Naloxone 4 mg nasal spray", "2-pack")]


def _camp_row(d: Draw) -> str:
    item, pack = d.pick(_CAMP_SUPPLIES)
    return f"{item} | {pack} | par {d.rng.randint(2, 20)} | on hand {d.rng.randint(0, 24)} | lot {d.letters(2)}{d.digits(5)} exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)}"


def _po1_line(d: Draw) -> str:
    item, pack = d.pick(_CAMP_SUPPLIES)
    return f"PO1*{d.rng.randint(1, 40)}*{d.rng.randint(1, 24)}*EA*{d.rng.randint(2, 180)}.{d.digits(2)}**VN*{d.letters(2)}{d.digits(5)}*N4*{d.digits(11, True)}~\nPID*F****{item.upper()} {pack.upper()}~"


def _asn_item(d: Draw) -> str:
    item, _ = d.pick(_CAMP_SUPPLIES)
    exp = d.date_between(2026, 2028)
    return (f"HL*{d.rng.randint(3, 40)}*2*I~\nLIN**N4*{d.digits(11, True)}*LT*{d.letters(2)}{d.digits(5)}~\nSN1**{d.rng.randint(1, 48)}*EA~\n"
            f"PID*F****{item.upper()}~\nDTM*036*{exp.strftime('%Y%m%d')}~")


_CONTAMINANTS = [("Nitrate (as N)", "10 ppm", 0, 4), ("Lead (90th percentile)", "AL 15 ppb", 0, 9), ("Copper (90th percentile)", "AL 1.3 ppm", 0, 1),
                 ("Total coliform bacteria", "TT", 0, 1), ("Total trihalomethanes", "80 ppb", 4, 60), ("Haloacetic acids (HAA5)", "60 ppb", 2, 40),
                 ("Fluoride", "4 ppm", 0, 1), ("Sodium", "none (20 ppm advisory)", 8, 60), ("PFAS (sum of six)", "20 ppt", 0, 18),
                 ("Gross alpha", "15 pCi/L", 0, 6), ("Turbidity", "TT, 1 NTU", 0, 1)]


def _water_row(d: Draw) -> str:
    name, mcl, low, high = d.pick(_CONTAMINANTS)
    level = d.rng.randint(low, high)
    return f"{name} | {mcl} | {level}.{d.digits(1)} | {max(0, level - d.rng.randint(0, 3))}-{level + d.rng.randint(0, 4)} | {d.pick(['No', 'No', 'No', 'Yes - see notice'])}"


def _water_xml_row(d: Draw) -> str:
    name, mcl, low, high = d.pick(_CONTAMINANTS)
    return (f"  <Result analyte=\"{name}\" limit=\"{mcl}\" value=\"{d.rng.randint(low, high)}.{d.digits(1)}\" sampled=\"{d.fill('eff_iso')}\" "
            f"site=\"{d.pick(['EP-01 treatment plant', 'EP-02 wellfield', 'DS-14 distribution', 'DS-22 distribution'])}\" lab=\"RI-cert {d.digits(3, True)}\"/>")


_BATHING_LU = ["Lac de la Haute-Sûre - Lultzhausen", "Lac de la Haute-Sûre - Insenborn", "Lac de la Haute-Sûre - Rommwiesen", "Remerschen - Baggerweier",
               "Weiswampach - lac", "Echternach - lac"]


def _bathing_row(d: Draw) -> str:
    return f"{d.pick(_BATHING_LU)} | {d.rng.randint(10, 480)} | {d.rng.randint(5, 200)} | {d.pick(['excellente', 'excellente', 'bonne', 'suffisante'])} | {d.pick(['baignade autorisée', 'baignade autorisée', 'cyanobactéries : baignade déconseillée'])}"


def _summer_day(d: Draw) -> dt.date:
    """The day a summer advisory is issued (June to August 2025 or 2026), drawn once per text."""
    if "_summer" not in d.cache:
        year = d.rng.randint(2025, 2026)
        d.cache["_summer"] = dt.date.fromordinal(d.rng.randint(dt.date(year, 6, 1).toordinal(), dt.date(year, 8, 28).toordinal()))  # type: ignore[assignment]
    return d.cache["_summer"]  # type: ignore[return-value]


def _aqi_table(d: Draw) -> str:
    """The forecast of the five days from the advisory's issue day."""
    rows = []
    for offset in range(5):
        day = _summer_day(d) + dt.timedelta(days=offset)
        ozone, pm = d.rng.randint(20, 160), d.rng.randint(10, 120)
        top = max(ozone, pm)
        category = "Good" if top <= 50 else "Moderate" if top <= 100 else "Unhealthy for Sensitive Groups" if top <= 150 else "Unhealthy"
        main = "ozone" if ozone >= pm else d.pick(["PM2.5", "PM2.5 (wildfire smoke)"])
        rows.append(f"{day.strftime('%a')} {day.month}/{day.day} | {ozone} | {pm} | {category} | {main}")
    return "\n".join(rows)


_AIR_STATIONS = ["Providence - Francis School", "East Providence", "Narragansett - URI Bay Campus", "Westerly", "West Greenwich"]


def _aqi_json_row(d: Draw) -> str:
    return (f"{{\"station\": \"{d.pick(_AIR_STATIONS)}\", \"pollutant\": \"{d.pick(['O3', 'PM2.5', 'PM10', 'NO2'])}\", \"value\": {d.rng.randint(3, 90)}.{d.digits(1)}, "
            f"\"aqi\": {d.rng.randint(10, 160)}, \"hour\": \"{d.fill('eff_iso')}T{d.rng.randint(0, 23):02d}:00:00-04:00\"}}")


_CO_STATIONS = ["Estación Garagoa - hospital regional", "Estación Guateque - plaza principal", "Estación Tunja - centro", "Estación Sutatenza",
                "Estación Chinavita", "Estación Macanal - represa"]


def _aqi_co_row(d: Draw) -> str:
    ica = d.rng.randint(12, 140)
    return f"{d.pick(_CO_STATIONS)} | {d.rng.randint(4, 60)} µg/m³ | {ica} | {'Buena' if ica <= 50 else 'Aceptable' if ica <= 100 else 'Dañina para grupos sensibles'}"


_COOLING_CENTERS = ["Westerly Public Library", "Charlestown Senior Center", "Hopkinton Town Hall community room", "Richmond Recreation Center",
                    "Narragansett Community Center", "Cumberland Public Library", "Lincoln Senior Center"]


def _cooling_row(d: Draw) -> str:
    return f"{d.pick(_COOLING_CENTERS)} | {d.rng.randint(8, 10)} a.m.-{d.rng.randint(6, 9)} p.m. | {d.pick(['pets allowed in carriers', 'water and seating', 'ADA accessible', 'bus route 66'])}"


def _heat_cl_row(d: Draw) -> str:
    return f"{d.pick(_CL_COMUNAS)} | {d.rng.randint(33, 39)} °C | {d.rng.randint(14, 22)} °C | {d.pick(['alerta temprana preventiva', 'alerta amarilla', 'alerta roja'])}"


_LU_COMMUNES = ["Clervaux", "Vianden", "Parc Hosingen", "Troisvierges", "Wincrange", "Weiswampach", "Ettelbruck", "Diekirch"]


def _heat_de_row(d: Draw) -> str:
    return f"{d.pick(_LU_COMMUNES)} | {d.rng.randint(31, 38)} °C | {d.rng.randint(15, 22)} °C | {d.pick(['Warnstufe Gelb', 'Warnstufe Orange', 'Warnstufe Rot'])}"


_PLAN_POSTS = ["Aid station 1 (main gate)", "Aid station 2 (stage left)", "Aid station 3 (campground)", "Roving bike team A", "Roving bike team B",
               "Cooling tent", "ALS ambulance staging", "Command post", "Water rescue boat (harbor)"]


def _plan_row(d: Draw) -> str:
    return (f"{d.pick(_PLAN_POSTS)} | {d.rng.randint(1, 4)} EMT, {d.rng.randint(0, 2)} paramedic, {d.rng.randint(0, 1)} RN | {d.rng.randint(8, 14)}:00-{d.rng.randint(20, 23)}:30 | "
            f"radio {d.pick(['EMS TAC 3', 'EMS TAC 5', 'FIRE MA 2', 'Event ops 1'])}")


def _staffing_csv_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.isoformat()},{d.pick(_PLAN_POSTS).split(' (')[0].lower().replace(' ', '_')},{d.rng.randint(1, 6)},{d.rng.randint(0, 3)},{d.rng.randint(6000, 42000)}"


_BR_POSTS = ["Posto médico avançado - Praça Nove de Julho", "Posto 2 - sambódromo", "Tenda de hidratação - Av. Washington Luiz", "Equipe de motolância",
             "Ambulância de suporte avançado (USA)", "Ambulância de suporte básico (USB)"]


def _plan_br_row(d: Draw) -> str:
    return f"{d.pick(_BR_POSTS)} | {d.rng.randint(1, 3)} médico(s), {d.rng.randint(2, 6)} enfermeiro(s)/técnico(s) | {d.rng.randint(18, 21)}h às {d.rng.randint(2, 5)}h"


_PROTOCOL_CHANGES = [("4.02 Anaphylaxis", "Epinephrine 0.01 mg/kg IM (max 0.5 mg); repeat in 5 min"), ("5.10 Heat stroke", "Cold-water immersion before transport when available"),
                     ("3.04 Cardiac arrest", "Double sequential defibrillation after third shock"), ("6.01 Pain management", "Intranasal fentanyl 1.5 mcg/kg, max 100 mcg"),
                     ("7.03 Drowning", "Ventilation first: 5 rescue breaths before compressions"), ("2.08 Spinal motion restriction", "Collar only; no long board for ambulatory patients"),
                     ("4.11 Opioid overdose", "Naloxone 4 mg IN; leave-behind kit at scene"), ("8.02 Mass casualty", "SALT triage replaces START"),
                     ("5.06 Hypoglycemia", "D10 250 mL IV; glucagon 1 mg IM if no access"), ("9.01 Animal bite", "Irrigate, document species, notify health district")]


def _protocol_row(d: Draw) -> str:
    name, change = d.pick(_PROTOCOL_CHANGES)
    return f"- {name} (rev. {d.rng.randint(2, 9)}): {change}."


_PROTOCOL_ES = [("Anafilaxia", "adrenalina 0,01 mg/kg IM (máx. 0,5 mg)"), ("Golpe de calor", "enfriamiento activo con agua fría antes del traslado"),
                ("Paro cardiorrespiratorio", "compresiones de alta calidad, 100-120/min"), ("Mordedura animal", "lavado con agua y jabón 15 min; derivar a vacunatorio"),
                ("Intoxicación por monóxido de carbono", "oxígeno al 100% con máscara con reservorio"), ("Ahogamiento", "5 ventilaciones de rescate antes de compresiones")]


def _protocol_es_row(d: Draw) -> str:
    name, change = d.pick(_PROTOCOL_ES)
    return f"- {name} (versión {d.rng.randint(3, 9)}.{d.rng.randint(0, 4)}): {change}."


def _plan_action(d: Draw) -> str:
    name, change = d.pick(_PROTOCOL_CHANGES)
    return f"{{\"title\": \"{name}\", \"description\": \"{change}\", \"priority\": \"{d.pick(['routine', 'urgent'])}\"}}"


_MECHANISMS = ["Motor vehicle occupant", "Motorcycle", "Pedestrian struck", "Fall from standing", "Fall from height", "Bicycle", "Firearm",
               "Stab/cut", "Struck by/against", "Water sports/boating", "Burns", "Dog bite"]


def _trauma_row(d: Draw) -> str:
    n = d.rng.randint(6, 620)
    return f"{d.pick(_MECHANISMS)} | {n} | {d.rng.randint(0, n // 3)} | {d.rng.randint(0, 12)}.{d.digits(1)}% | {d.rng.randint(1, 9)}.{d.digits(1)} days"


_MECHANISMS_ES = ["Accidente de tránsito - motociclista", "Accidente de tránsito - peatón", "Caída de altura", "Caída de su propia altura",
                  "Herida por arma cortopunzante", "Quemaduras", "Mordedura de perro", "Ahogamiento no fatal", "Accidente agrícola"]


def _trauma_es_row(d: Draw) -> str:
    n = d.rng.randint(4, 380)
    return f"{d.pick(_MECHANISMS_ES)} | {n} | {d.rng.randint(0, n // 3)} | {d.rng.randint(0, 14)},{d.digits(1)} %"


def _trauma_group(d: Draw) -> str:
    den = d.rng.randint(80, 1800)
    return (f"{{\"code\": {{\"text\": \"{d.pick(['ISS > 15 patients', 'Trauma activations', 'Transfers in', 'Mortality, ISS 16-24', 'ED LOS > 2 h before transfer'])}\"}}, "
            f"\"population\": [{{\"code\": {{\"text\": \"denominator\"}}, \"count\": {den}}}, {{\"code\": {{\"text\": \"numerator\"}}, \"count\": {d.rng.randint(0, den // 2)}}}]}}")


_SUBSTANCES = ["Analgesics", "Household cleaning substances", "Cosmetics/personal care", "Antidepressants", "Sedatives/hypnotics", "Cardiovascular drugs",
               "Antihistamines", "Pesticides", "Plants and mushrooms", "Carbon monoxide", "Cannabis edibles", "Button batteries", "Laundry packets",
               "Snake and spider envenomations"]


def _poison_row(d: Draw) -> str:
    calls = d.rng.randint(12, 1400)
    return f"{d.pick(_SUBSTANCES)} | {calls:,} | {d.rng.randint(calls // 2, calls):,} | {d.rng.randint(55, 92)}% | {d.rng.randint(0, 40)}"


def _poison_age_row(d: Draw) -> str:
    return f"{d.pick(['under 6', '6-12', '13-19', '20-59', '60 and over', 'unknown adult'])}: {d.rng.randint(20, 3200):,}"


def _poison_csv_row(d: Draw) -> str:
    exposures = d.rng.randint(5, 400)
    return (f"{d.fill('quarter').replace(' ', '')},{d.pick(_SUBSTANCES).lower().replace(' ', '_').replace('/', '_')},{d.pick(['under_6', '6_12', '13_19', '20_59', '60_plus'])},"
            f"{exposures},{d.rng.randint(0, exposures // 4)}")


_AGENTES = ["Medicamentos", "Agrotóxicos de uso agrícola", "Raticidas", "Produtos de limpeza domiciliar", "Animais peçonhentos - escorpião",
            "Animais peçonhentos - serpente", "Plantas tóxicas", "Drogas de abuso", "Cosméticos"]


def _poison_pt_row(d: Draw) -> str:
    n = d.rng.randint(5, 900)
    return f"{d.pick(_AGENTES)} | {n} | {d.rng.randint(0, n // 2)} | {d.rng.randint(0, 6)}"


def _rabies_doses_row(d: Draw) -> str:
    dogs, cats = d.rng.randint(4, 160), d.rng.randint(2, 90)
    return f"{d.pick(_DISTRICT_TOWNS)},{d.date_between(2025, 2026).isoformat()},{dogs},{cats},{d.rng.randint(0, 4)},{dogs + cats},{d.letters(1)}{d.digits(6)}"


def _ems_volume_row(d: Draw) -> str:
    responses = d.rng.randint(80, 1400)
    return (f"{{\"unit\": \"{d.pick(['Medic 4', 'Medic 7', 'Rescue 2', 'Ambulance 12', 'Medic 11', 'Ambulance 15'])}\", \"responses\": {responses}, "
            f"\"transports\": {d.rng.randint(responses // 3, responses * 3 // 4)}, \"p90ResponseMin\": {d.rng.randint(7, 16)}.{d.digits(1)}, \"heatCalls\": {d.rng.randint(0, 40)}}}")


def _mfe_location(d: Draw) -> str:
    code, post = f"FA{d.digits(2)}", d.pick(_PLAN_POSTS)
    return f"MFE|MAD|{d.fill('ctrl')}{d.digits(2)}|{d.fill('hl7_ts')}|{code}^{post}^L\nLOC|{code}^^^BGREMS|{post}|{d.pick(['C', 'D', 'N'])}|{d.pick(['EMS', 'FAIR', 'CAMP'])}"


def _x12_999_set(d: Draw) -> str:
    return f"AK2*837*{d.digits(4, True)}*005010X223A2~\nIK5*{d.pick(['A', 'A', 'A', 'E'])}~"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang in ("es", "pt"):
            return f"{day.day} de {MONTHS_V47[lang][day.month - 1]} de {day.year}"
        if lang == "fr":
            return f"{day.day} {MONTHS_V47['fr'][day.month - 1]} {day.year}"
        return f"{day.day}. {MONTHS_V47['de'][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "ems_own": EMS_NAME, "ems_upper": EMS_NAME.upper(), "vet_own": VET_NAME, "trauma_own": TRAUMA_NAME,
    "poison_own": POISON_NAME, "camp_own": CAMP_NAME, "fair_own": FAIR_NAME, "ar_partner": AR_PARTNER, "co_partner": CO_PARTNER,
    "cl_partner": CL_PARTNER, "br_partner": BR_PARTNER, "lu_partner": LU_PARTNER,
    "org_phone": ORGANISATION_CONTACTS[0], "epi_fax": ORGANISATION_CONTACTS[1], "org_addr": ORGANISATION_CONTACTS[2],
    "zoonoses_email": ORGANISATION_CONTACTS[3], "epi_email": ORGANISATION_CONTACTS[4], "org_web": ORGANISATION_CONTACTS[5],
    "heat_line": ORGANISATION_CONTACTS[6], "ems_phone": ORGANISATION_CONTACTS[7], "ems_addr": ORGANISATION_CONTACTS[8],
    "protocols_email": ORGANISATION_CONTACTS[9], "ems_billing_email": ORGANISATION_CONTACTS[10], "vet_phone": ORGANISATION_CONTACTS[11],
    "vet_addr": ORGANISATION_CONTACTS[12], "vet_email": ORGANISATION_CONTACTS[13], "trauma_phone": ORGANISATION_CONTACTS[14],
    "trauma_email": ORGANISATION_CONTACTS[15], "poison_line": ORGANISATION_CONTACTS[16], "poison_email": ORGANISATION_CONTACTS[17],
    "camp_phone": ORGANISATION_CONTACTS[18], "camp_email": ORGANISATION_CONTACTS[19], "fair_phone": ORGANISATION_CONTACTS[20],
    "fair_email": ORGANISATION_CONTACTS[21], "aquatics_email": ORGANISATION_CONTACTS[22], "water_email": ORGANISATION_CONTACTS[23],
    "air_email": ORGANISATION_CONTACTS[24], "events_email": ORGANISATION_CONTACTS[25], "edi_email": ORGANISATION_CONTACTS[26],
    "school_email": ORGANISATION_CONTACTS[27], "school_phone": ORGANISATION_CONTACTS[28], "ar_phone": ORGANISATION_CONTACTS[29],
    "ar_email": ORGANISATION_CONTACTS[30], "co_phone": ORGANISATION_CONTACTS[31], "co_email": ORGANISATION_CONTACTS[32],
    "cl_phone": ORGANISATION_CONTACTS[33], "cl_email": ORGANISATION_CONTACTS[34], "br_phone": ORGANISATION_CONTACTS[35],
    "br_email": ORGANISATION_CONTACTS[36], "lu_phone": ORGANISATION_CONTACTS[37], "lu_email": ORGANISATION_CONTACTS[38],
    "ems_dispatch": ORGANISATION_CONTACTS[39], "org_ein": ORG_EIN, "submitter": ORG_SUBMITTER,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick(["Dr. Rosalind Quaweequa-Hart", "Dr. Benedikt Alarcón-Pryce", "Dr. Marguerite Oyelowo-Lind"]),
    "own_medic": lambda d: d.pick(["Thaddeus Mowbray-Akins, NRP", "Cassius Delgado-Whitcombe, EMT-P"]),
    "own_vet": lambda d: "Dr. Perpetua Sondheim-Okafor, DVM",
    "own_nurse": lambda d: "Ingrid Wakefield-Tran, RN",
    "own_epi": lambda d: "Oona Fairweather, MPH",
    "own_doc_hl": lambda d: d.pick(["QUAWEEQUA-HART^ROSALIND^^^MD", "ALARCON-PRYCE^BENEDIKT^^^DO", "OYELOWO-LIND^MARGUERITE^^^MD"]),
    "ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "vet_table": _table(_vet_row, 7), "vet_csv": _table(_vet_csv_row, 8), "vet_es_table": _table(_vet_es_row, 6),
    "zoonotic_table": _table(_zoonotic_row, 7), "zoonotic_csv": _rows(_zoonotic_csv_row, 9, 40), "zoonotic_pt_table": _table(_zoonotic_pt_row, 6),
    "rabies_table": _rows(_rabies_clinic_row, 6, 20), "rabies_cl_table": _rows(_rabies_cl_row, 5, 30), "ics_events": _rows(_ics_event, 3, 60),
    "firstaid_table": _table(_firstaid_row, 6), "firstaid_csv": _rows(_firstaid_csv_row, 8, 30),
    "lifeguard_table": _table(_lifeguard_row, 5), "lifeguard_fr_table": _table(_lifeguard_fr_row, 4),
    "physical_table": _table(_physical_row, 5), "physical_co_table": _table(_physical_co_row, 5),
    "camp_table": _table(_camp_row, 8), "po1_lines": _rows(_po1_line, 4, 30), "asn_items": _rows(_asn_item, 3, 40),
    "water_table": _table(_water_row, 7), "water_xml": _rows(_water_xml_row, 6, 40), "bathing_table": _table(_bathing_row, 5),
    "aqi_table": _aqi_table, "de_summer_date": lambda d: f"{_summer_day(d).day}. {MONTHS_V47['de'][_summer_day(d).month - 1]} {_summer_day(d).year}",
    "fr_summer_date": lambda d: f"{_summer_day(d).day} {MONTHS_V47['fr'][_summer_day(d).month - 1]} {_summer_day(d).year}",
    "attendance_pt": lambda d: f"{d.rng.randint(8, 95)}.000",
    "summer_date": lambda d: f"{blind.MONTHS[_summer_day(d).month - 1]} {_summer_day(d).day}, {_summer_day(d).year}", "aqi_json": _rows(_aqi_json_row, 4, 60, ", "), "aqi_co_table": _table(_aqi_co_row, 5),
    "cooling_table": _table(_cooling_row, 4), "heat_cl_table": _table(_heat_cl_row, 5), "heat_de_table": _table(_heat_de_row, 5),
    "plan_table": _table(_plan_row, 6), "staffing_csv": _rows(_staffing_csv_row, 8, 30), "plan_br_table": _table(_plan_br_row, 5),
    "protocol_changes": _rows(_protocol_row, 4, 20), "protocol_es_changes": _rows(_protocol_es_row, 4, 20), "plan_actions": _rows(_plan_action, 3, 20, ", "),
    "trauma_table": _table(_trauma_row, 7), "trauma_es_table": _table(_trauma_es_row, 6), "trauma_groups": _rows(_trauma_group, 3, 40, ", "),
    "poison_table": _table(_poison_row, 7), "poison_ages": _rows(_poison_age_row, 5, 5, "; "), "poison_csv": _rows(_poison_csv_row, 8, 40),
    "poison_pt_table": _table(_poison_pt_row, 6),
    "rabies_doses_csv": _rows(_rabies_doses_row, 7, 30), "ems_volume_json": _rows(_ems_volume_row, 4, 24, ", "),
    "mfe_locations": _rows(_mfe_location, 3, 60), "x12_999_sets": _rows(_x12_999_set, 3, 20),
    "en_date": _month_date("en"), "es_date": _month_date("es"), "pt_date": _month_date("pt"), "fr_date": _month_date("fr"), "de_date": _month_date("de"),
    "close_hour": lambda d: str(d.rng.randint(16, 19)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "attendance": lambda d: f"{d.rng.randint(8, 95) * 1000:,}",
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "county": lambda d: d.pick(_RI_COUNTIES),
    "district_town": lambda d: d.pick(_DISTRICT_TOWNS),
    "ri_town": lambda d: d.pick([town for town, _ in _RI_TOWNS]),
    "ars_price": lambda d: f"$ {d.rng.randint(8, 60) * 500:,}".replace(",", "."),
    "temp_hi": lambda d: str(d.rng.randint(92, 104)),
    "heat_index": lambda d: str(d.rng.randint(100, 112)),
    "version": lambda d: f"{d.rng.randint(2026, 2026)}.{d.rng.randint(1, 4)}",
    "vaccine_brand": lambda d: d.pick(["Imrab 3", "Rabvac 3", "Defensor 3", "Nobivac 3-Rabies", "Purevax Feline Rabies"]),
    "human_rig": lambda d: d.pick(["HyperRAB 300 IU/mL", "Kedrab 150 IU/mL", "Imogam Rabies-HT"]),
    "human_vaccine": lambda d: d.pick(["Imovax Rabies", "RabAvert"]),
    "species": lambda d: d.pick(["dog", "cat", "raccoon", "bat", "fox", "skunk", "woodchuck"]),
    "species_es": lambda d: d.pick(["perro", "gato", "murciélago", "zorro", "hurón"]),
    "species_pt": lambda d: d.pick(["cão", "gato", "morcego", "macaco", "cavalo"]),
    "bite_site": lambda d: d.pick(["left hand", "right forearm", "right calf", "left ankle", "face", "thumb"]),
    "toxin": lambda d: d.pick(["acetaminophen", "ibuprofen", "diphenhydramine", "clonidine", "a laundry detergent pod", "a button battery", "cannabis gummies",
                               "bleach", "carbon monoxide", "an unknown mushroom", "lamp oil", "metformin", "amlodipine"]),
    "elder_med": lambda d: d.pick(["metoprolol 50 mg", "amlodipine 10 mg", "warfarin 5 mg", "digoxin 0.125 mg", "donepezil 10 mg", "glipizide 5 mg",
                                   "furosemide 40 mg"]),
    "toxin_pt": lambda d: d.pick(["paracetamol", "raticida (chumbinho)", "água sanitária", "clonazepam", "glifosato", "escorpião amarelo", "comprimidos de amitriptilina"]),
    "mechanism": lambda d: d.pick(_MECHANISMS),
    "ems_unit": lambda d: d.pick(["Medic 4", "Medic 7", "Rescue 2", "Ambulance 12", "Medic 11"]),
    "gcs": lambda d: str(d.rng.randint(3, 15)),
    "core_temp": lambda d: f"{d.rng.randint(40, 42)}.{d.digits(1)}",
    "hypo_temp": lambda d: f"{d.rng.randint(32, 34)}.{d.digits(1)}",
    "water_body": lambda d: d.pick(["Watchaug Pond", "Misquamicut Beach", "Worden Pond", "Scarborough State Beach", "Pawcatuck River near the Bradford dam",
                                    "a backyard pool", "Narragansett Town Beach", "Olney Pond (Lincoln Woods)"]),
    "sport": lambda d: d.pick(["football", "girls' soccer", "boys' lacrosse", "ice hockey", "wrestling", "field hockey", "basketball"]),
    "trail": lambda d: d.pick(["Arcadia Management Area, Breakheart Trail", "Long Pond-Ell Pond trail", "Tillinghast Pond loop", "Big River Management Area",
                               "Mount Tom Trail", "Diamond Hill reservation", "Vin Gormley Trail"]),
    "triage_color": lambda d: d.pick(["RED (immediate)", "YELLOW (delayed)", "GREEN (minor)"]),
    "festival": lambda d: d.pick(["Ocean Breeze Music Festival", "Chepachet Valley Fair concert night", "Newport harbour jazz weekend", "Pawcatuck River Days"]),
}

US = ("en_US",)
AR = ("es_AR",)
CO = ("es_CO",)
CL = ("es_CL",)
BR = ("pt_BR",)
LU = ("de_LU",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b47c_vet_prices", "veterinary_price_list", US,
     "{vet_own} - fee schedule, effective {en_date}\nService | Code | Fee | Note\n{vet_table}\n"
     "Rabies certificates are issued at the visit and reported to the town clerk for licensing. Payment due at time of service. "
     "Appointments: {vet_phone} or {vet_email}. {vet_addr}."),
    ("b47c_vet_prices_csv", "veterinary_price_list", US,
     "code,service,fee_usd,category,effective\n{vet_csv}\n# {vet_own} price file for the health district's low-cost clinic listing, exported {iso_ts}"),
    ("b47c_vet_prices_ar", "veterinary_price_list", AR,
     "{ar_partner} - Lista de precios de servicios veterinarios (vigente desde el {es_date})\nServicio | Precio | Observaciones\n{vet_es_table}\n"
     "La vacunación antirrábica es gratuita en las jornadas municipales. Consultas: {ar_phone} o {ar_email}."),
    ("b47c_zoonotic_summary", "zoonotic_surveillance_summary", US,
     "{org} - zoonotic disease surveillance, {quarter}\nCondition | Cases/positives YTD | Same period last year | Rate per 100,000 | County with most\n{zoonotic_table}\n"
     "Counts are provisional and aggregated; cells are not broken down below county level. Animal rabies positives include bats, raccoons and "
     "foxes submitted to the state laboratory. Epidemiology: {epi_email}, fax {epi_fax}."),
    ("b47c_zoonotic_csv", "zoonotic_surveillance_summary", US,
     "county,condition,mmwr_week,cases,specimens_tested\n{zoonotic_csv}\n# {org} weekly arbovirus and zoonoses extract, {season} season; aggregate only"),
    ("b47c_zoonotic_br", "zoonotic_surveillance_summary", BR,
     "Boletim epidemiológico - zoonoses, {br_partner}\nMunicípio | Agravo | Casos/atendimentos no ano | Confirmados no mês | Tendência\n{zoonotic_pt_table}\n"
     "Dados agregados, sujeitos a revisão. Publicado em {pt_date}. Dúvidas: {br_phone} ou {br_email}."),
    ("b47c_rabies_clinic", "rabies_vaccination_clinic_schedule", US,
     "{org} and {vet_own}: 2026 low-cost rabies clinics\nDate | Town | Site | Hours | Fee\n{rabies_table}\n"
     "Dogs on leashes, cats in carriers. Bring the previous certificate to receive a 3-year vaccine. Vaccine: {vaccine_brand}. "
     "Questions: {zoonoses_email} or {org_phone}."),
    ("b47c_rabies_clinic_cl", "rabies_vaccination_clinic_schedule", CL,
     "Operativo de vacunación antirrábica y desparasitación - {cl_partner}\nFecha | Comuna | Lugar | Horario\n{rabies_cl_table}\n"
     "Vacuna gratuita para perros y gatos mayores de 3 meses. Llevar a los perros con correa y a los gatos en jaula. Informaciones: {cl_phone}, {cl_email}."),
    ("b47c_rabies_clinic_ics", "rabies_vaccination_clinic_schedule", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{org}//Rabies clinics//EN\nX-WR-CALNAME:Rabies clinics 2026\n{ics_events}\nEND:VCALENDAR"),
    ("b47c_fair_firstaid_log", "first_aid_station_log", US,
     "{fair_own} - first-aid station log (counts only), day ((2||3||4||5))\nHour | Visits | Leading complaints | Transports\n{firstaid_table}\n"
     "Staffed by {ems_own} ((two EMTs||an EMT and a paramedic)); {own_nurse} on call. No names are kept on this sheet; patient care reports go to the agency. "
     "Fair office {fair_phone}."),
    ("b47c_fair_firstaid_csv", "first_aid_station_log", US,
     "date,post,visits,transports,heat_related\n{firstaid_csv}\n# {fair_own} first-aid totals for the season report; contact {fair_email}"),
    ("b47c_fair_firstaid_memo", "first_aid_station_log", US,
     "MEMO\nTo: {fair_own} board\nFrom: {own_medic}, {ems_own}\nRe: first-aid season summary\n\n"
     "Over ((four||five)) days the station saw {cnt_big} visitors and treated {cnt} people; ((3||4||6)) were transported to {trauma_own}. Heat-related visits "
     "peaked on the afternoon the heat index reached {heat_index} °F. We recommend a second misting tent near the grandstand and a water station at the "
     "livestock barns. Full counts: {fair_email}."),
    ("b47c_lifeguard_calendar", "lifeguard_course_calendar", US,
     "{org} aquatics - lifeguard certification courses, summer 2026\nCourse | Dates | Location | Fee | Availability\n{lifeguard_table}\n"
     "Prerequisite swim test: 300 yards continuous, 2-minute tread, timed brick retrieval. Candidates must be 15 by the last day of the course. "
     "Register through {aquatics_email}."),
    ("b47c_lifeguard_calendar_lu", "lifeguard_course_calendar", LU,
     "{lu_partner} - calendrier des formations de sauveteur aquatique 2026\nFormation | Dates | Lieu | Prix | Places libres\n{lifeguard_fr_table}\n"
     "Âge minimum : 16 ans le premier jour de la formation. Inscriptions : {lu_email} ou {lu_phone}."),
    ("b47c_sports_physicals", "sports_physical_clinic_schedule", US,
     "{org} school health - sports pre-participation physical clinics, fall 2026\nSchool | Day | Start | Grades | Slots | Fee\n{physical_table}\n"
     "Bring the PPE history form signed by a parent or guardian. Clinics are staffed by {own_doctor} and district nurses. Questions: "
     "{school_phone} or {school_email}."),
    ("b47c_sports_physicals_co", "sports_physical_clinic_schedule", CO,
     "{co_partner} - Jornadas de valoración médica deportiva escolar 2026\nInstitución | Fecha | Jornada | Grados | Cupos\n{physical_co_table}\n"
     "Traer el formato de consentimiento firmado por el acudiente. Información: {co_phone} - {co_email}."),
    ("b47c_camp_supplies", "camp_nurse_supply_list", US,
     "{camp_own} health center - opening-week supply checklist ({season})\nItem | Pack | Par | On hand | Lot / expiry\n{camp_table}\n"
     "Replace anything expiring before Labor Day. Camper medications arrive in original packaging and are logged separately. Orders: {camp_email}, "
     "{camp_phone}. Checked by {own_nurse}."),
    ("b47c_camp_po_850", "camp_nurse_supply_list", US,
     "ISA*00*          *00*          *ZZ*BEAVERRIVER    *ZZ*MEDSUPPLYCO    *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*PO*BEAVERRIVER*MEDSUPPLYCO*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*CBRP{fivedig}**20{isa_date}~\nN1*ST*{camp_own}*92*HEALTHCTR~\n{po1_lines}\nCTT*4~\nSE*{cnt}*{four_digits}~"),
    ("b47c_camp_asn_856", "camp_nurse_supply_list", US,
     "ISA*00*          *00*          *ZZ*MEDSUPPLYCO    *ZZ*BEAVERRIVER    *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*SH*MEDSUPPLYCO*BEAVERRIVER*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*856*{four_digits}~\nBSN*00*ASN{fivedig}*20{isa_date}*{hhmm}~\nHL*1**S~\nTD5**2*UPSN~\nHL*2*1*O~\nPRF*CBRP{fivedig}~\n{asn_items}\nCTT*3~\nSE*{cnt}*{four_digits}~"),
    ("b47c_water_quality", "water_quality_test_report", US,
     "{season} Water Quality Report - District wellfield system (PWS ID RI{seven_digits})\nContaminant | MCL / action level | Highest level | Range | Violation\n{water_table}\n"
     "Samples were analysed by state-certified laboratories. Lead results are the 90th percentile of ((20||30||40)) household taps; individual results went to each "
     "household. Questions: {water_email} or {org_phone}."),
    ("b47c_water_quality_xml", "water_quality_test_report", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<WaterQualityReport system=\"RI{seven_digits}\" operator=\"{org}\" year=\"{season}\">\n{water_xml}\n"
     "  <Contact email=\"{water_email}\" phone=\"{org_phone}\"/>\n</WaterQualityReport>"),
    ("b47c_bathing_water_lu", "water_quality_test_report", LU,
     "Qualité des eaux de baignade - résultats du {fr_summer_date}\nZone de baignade | E. coli (UFC/100 ml) | Entérocoques (UFC/100 ml) | Classement | Avis\n{bathing_table}\n"
     "Prochain prélèvement dans quinze jours. Communiqué par le {lu_partner} ; renseignements : {lu_phone}."),
    ("b47c_air_advisory", "air_quality_advisory", US,
     "AIR QUALITY ALERT - {org}\nIssued {summer_date}, {clock}\nDay | Ozone AQI | PM2.5 AQI | Category | Main pollutant\n{aqi_table}\n"
     "People with asthma, older adults and children should limit long outdoor exertion in the afternoon. Outdoor camps and sports practices should "
     "move to mornings. Updates: {org_web}; hotline {heat_line}."),
    ("b47c_air_json", "air_quality_advisory", US,
     "{\"feed\": \"aqi-hourly\", \"publisher\": \"{org}\", \"contact\": \"{air_email}\", \"generated\": \"{iso_ts}\", \"observations\": [{aqi_json}]}"),
    ("b47c_air_advisory_co", "air_quality_advisory", CO,
     "Boletín de calidad del aire - {co_partner} ({es_date})\nEstación | PM2.5 (24 h) | ICA | Categoría\n{aqi_co_table}\n"
     "Se recomienda a niños, adultos mayores y personas con enfermedades respiratorias evitar la actividad física intensa al aire libre. "
     "Consultas: {co_email}."),
    ("b47c_heat_bulletin", "heat_illness_prevention_bulletin", US,
     "HEAT ADVISORY AND COOLING CENTERS - {org}\n{summer_date}: highs near {temp_hi} °F, heat index up to {heat_index} °F through ((Thursday||the weekend||Tuesday evening)).\n"
     "Cooling center | Hours | Notes\n{cooling_table}\n"
     "Check on neighbours who live alone. Coaches: follow the acclimatization schedule and keep a cold-water tub at practice. Hotline {heat_line}."),
    ("b47c_heat_bulletin_cl", "heat_illness_prevention_bulletin", CL,
     "Aviso de calor extremo - {cl_partner}\nComuna | Máxima prevista | Mínima | Nivel\n{heat_cl_table}\n"
     "Evite la exposición al sol entre las 11:00 y las 17:00, hidrátese aunque no tenga sed y no deje a niños ni mascotas dentro de vehículos. "
     "Emergencias: 131. Información: {cl_phone}."),
    ("b47c_heat_bulletin_lu_de", "heat_illness_prevention_bulletin", LU,
     "Hitzewarnung - Hinweise des {lu_partner} ({de_summer_date})\nGemeinde | Höchstwert | Tiefstwert | Warnstufe\n{heat_de_table}\n"
     "Trinken Sie regelmäßig, meiden Sie körperliche Anstrengung in der Mittagshitze und schauen Sie nach älteren Nachbarn. Auskunft: {lu_phone}, {lu_email}."),
    ("b47c_mass_gathering_plan", "mass_gathering_medical_plan", US,
     "{ems_own} - medical action plan: {festival} ({en_date})\nExpected attendance: {attendance} per day. Risk factors: heat, alcohol, crowd surge at the main stage.\n"
     "Post | Staffing | Hours | Radio\n{plan_table}\n"
     "Receiving hospitals: {trauma_own} (trauma, burns), Westerly Hospital (ED). Command: {own_medic}. Mutual-aid requests through dispatch {ems_dispatch}. "
     "Plan distribution: {events_email}."),
    ("b47c_mass_gathering_csv", "mass_gathering_medical_plan", US,
     "date,post,emts,paramedics,expected_attendance\n{staffing_csv}\n# {ems_own} staffing matrix; approved by {own_doctor} (medical director)"),
    ("b47c_mass_gathering_br", "mass_gathering_medical_plan", BR,
     "Plano de atendimento médico - Carnaval {season}\nApoio técnico em toxicologia: {br_partner}\nPúblico estimado: {attendance_pt} pessoas por noite.\n"
     "Posto | Equipe | Horário\n{plan_br_table}\nHospitais de referência e regulação pelo SAMU 192. Contato da coordenação: {br_phone}, {br_email}."),
    ("b47c_ems_protocol_update", "ems_protocol_update", US,
     "{ems_upper} - PROTOCOL UPDATE {version}\nEffective {en_date}. Approved by {own_doctor}, medical director.\nChanges:\n{protocol_changes}\n"
     "All providers must complete the update module before their next shift. Questions to {protocols_email}."),
    ("b47c_ems_protocol_ar", "ems_protocol_update", AR,
     "Actualización de protocolos de atención prehospitalaria - vigencia {es_date}\nEmitido por la coordinación médica del sistema de emergencias; difusión a cargo del {ar_partner} (protocolo de mordeduras).\nCambios:\n{protocol_es_changes}\n"
     "Todo el personal debe leer y firmar la actualización. Consultas: {ar_email}."),
    ("b47c_ems_plandefinition", "ems_protocol_update", US,
     "{\"resourceType\": \"PlanDefinition\", \"status\": \"active\", \"title\": \"{ems_own} clinical protocols\", \"version\": \"{version}\", "
     "\"publisher\": \"{ems_own}\", \"date\": \"{eff_iso}\", \"contact\": [{\"telecom\": [{\"system\": \"email\", \"value\": \"{protocols_email}\"}]}], "
     "\"action\": [{plan_actions}]}"),
    ("b47c_trauma_aggregate", "trauma_registry_aggregate_report", US,
     "{trauma_own} trauma registry - {quarter} aggregate report\nMechanism | Patients | ISS > 15 | Mortality | Median LOS\n{trauma_table}\n"
     "Totals include transfers in; patients dead on arrival are excluded. Cells under 5 are suppressed in the public version. Registry office: "
     "{trauma_phone}, {trauma_email}."),
    ("b47c_trauma_measurereport", "trauma_registry_aggregate_report", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{org_web}/Measure/trauma-quality\", "
     "\"reporter\": {\"display\": \"{trauma_own}\"}, \"period\": {\"start\": \"{eff_iso}\"}, \"group\": [{trauma_groups}]}"),
    ("b47c_trauma_aggregate_co", "trauma_registry_aggregate_report", CO,
     "Registro de trauma - informe trimestral agregado ({co_partner})\nMecanismo | Casos | Remitidos a III nivel | Letalidad\n{trauma_es_table}\n"
     "Información agregada sin datos personales. Fecha de corte: {es_date}. Contacto: {co_email}."),
    ("b47c_poison_volume", "poison_control_call_statistics", US,
     "{poison_own} - call volume, {quarter}\nSubstance category | Calls | Human exposures | Managed on site | Referred to ED\n{poison_table}\n"
     "Exposures by age band: {poison_ages}. Information calls (drug ID, prevention) are not included. Data: {poison_email}. "
     "The line is free and confidential: {poison_line}."),
    ("b47c_poison_volume_csv", "poison_control_call_statistics", US,
     "quarter,substance_category,age_band,exposures,ed_referrals\n{poison_csv}\n# {poison_own} aggregate extract for the health district, {eff_iso}"),
    ("b47c_poison_volume_br", "poison_control_call_statistics", BR,
     "{br_partner} - atendimentos do trimestre ({pt_date})\nAgente | Atendimentos | Casos com sintomas | Óbitos\n{poison_pt_table}\n"
     "Números agregados; notificações individuais seguem para o SINAN. Contato: {br_email}."),
    ("b47c_notice_ar", "notice_other_locale", AR,
     "AVISO A LA COMUNIDAD\n{ar_partner}\nA partir del {es_date} el vacunatorio antirrábico atiende de lunes a viernes de 8 a {close_hour} h. "
     "En caso de mordedura, lave la herida con agua y jabón durante 15 minutos y concurra al centro de salud más cercano.\nConsultas: {ar_phone} - {ar_email}."),
    ("b47c_notice_co", "notice_other_locale", CO,
     "COMUNICADO\n{co_partner}\nDesde el {es_date} la línea de atención prehospitalaria funciona las 24 horas. Para emergencias marque 123; "
     "para información administrativa llame al {co_phone} o escriba a {co_email}."),
    ("b47c_notice_cl", "notice_other_locale", CL,
     "Comunicado a la comunidad - {cl_partner}\nDurante la temporada estival ({es_date} en adelante) habrá puestos de primeros auxilios en las playas "
     "de Pelluhue y Curanipe, de 11:00 a {close_hour}:00 h. Recuerde bañarse solo en playas habilitadas.\nInformaciones: {cl_phone} - {cl_email}."),
    ("b47c_notice_br", "notice_other_locale", BR,
     "COMUNICADO\n{br_partner}\nA partir de {pt_date}, o plantão de orientação sobre acidentes com escorpiões funciona 24 horas. O soro antiescorpiônico "
     "está disponível nos hospitais de referência da região.\nInformações: {br_phone} ou {br_email}."),
    ("b47c_notice_lu_fr", "notice_other_locale", LU,
     "AVIS À LA POPULATION\n{lu_partner}\nÀ partir du {fr_date}, la permanence des premiers secours au lac de la Haute-Sûre est assurée les week-ends "
     "de 10 h à {close_hour} h. Baignade surveillée uniquement aux endroits signalés.\nRenseignements : {lu_phone} - {lu_email}."),
    ("b47c_notice_lu_de", "notice_other_locale", LU,
     "MITTEILUNG\n{lu_partner}\nAb dem {de_date} ist die Impfsprechstunde (Tollwut-Prophylaxe für Reisende) dienstags und donnerstags von 8 bis {close_hour} Uhr geöffnet.\n"
     "Terminvereinbarung: {lu_phone} oder {lu_email}."),
    ("b47c_rabies_doses_csv", "csv_export", US,
     "town,clinic_date,dogs,cats,ferrets,certificates_issued,vaccine_lot\n{rabies_doses_csv}\n# {org} rabies clinic tallies (animals only), season {season}"),
    ("b47c_ems_volume_json", "json_export", US,
     "{\"agency\": \"{ems_own}\", \"npi\": \"{own_npi}\", \"period\": \"{quarter}\", \"units\": [{ems_volume_json}], \"contact\": \"{events_email}\"}"),
    ("b47c_hl7_mfn_m05", "hl7_export", US,
     "MSH|^~\\&|BGREMS-CAD|BGREMS|EVENTMED|CVFAIR|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location Master File^HL70175||UPD|||AL\n{mfe_locations}"),
    ("b47c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*RIMEDICAID     *ZZ*{submitter}       *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*RIMEDICAID*{submitter}*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\nST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X223A2~\n{x12_999_sets}\n"
     "AK9*A*{cnt}*{cnt}*{cnt}~\nSE*{small}*{four_digits}~\n# ambulance claim batch accepted for {ems_own} (NPI {own_npi}); questions {edi_email}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b47_bite_report", "animal_bite_rabies_pep_record", US,
     "{org} - ANIMAL BITE / RABIES EXPOSURE REPORT   Case [[record_number:bite_case_v47]]\nPerson bitten: {first} {last}   Date of birth: [[date_of_birth:dob_v47]]\n"
     "Home address: [[address:addr_v47]]\nBest phone: [[phone:phone_v47]]\nAnimal: ((dog||cat)), ((owned, vaccination status unknown||stray, not captured||owned, vaccinated, 10-day quarantine at home)). "
     "Bite to the {bite_site} on {dos}.\nPEP recommended: {human_rig} 20 IU/kg plus {human_vaccine} on days 0, 3, 7 and 14. Reported by {own_epi}."),
    ("b47_rabies_pep_chat", "animal_bite_rabies_pep_record", US,
     "[{clock}] Member: a bat was in my son's room last night, the ER started rabies shots. do I need a referral for the next ones??\n"
     "Agent ({agent}): I'm sorry, that sounds scary. Day 3, 7 and 14 doses are covered without referral. Can I have his member ID and date of birth?\n"
     "Member: [[member_id:plan_member_v47]], born [[date_of_birth:dob_child_v47]]\nAgent: Thanks. Which number should the nurse line call?\n"
     "Member: [[phone:phone_v47]]. or email me at [[email:email_family_v47]]\n-- session from [[ip_address:ip_v47]], {iso_ts}"),
    ("b47_rabies_pep_ar", "animal_bite_rabies_pep_record", AR,
     "FICHA DE PROFILAXIS ANTIRRÁBICA POST-EXPOSICIÓN\nApellido y nombre: {last}, {first}\nDNI: [[national_id:dni_v47]]\nFecha de nacimiento: [[date_of_birth:dob_v47]]\n"
     "Domicilio: [[address:addr_v47]]\nCelular: [[phone:phone_v47]]   Correo: [[email:email_v47]]\nAnimal agresor: {species_es}, ((con dueño, en observación 10 días||callejero, no ubicable)). "
     "Esquema indicado: 4 dosis (0-3-7-14) ((más gammaglobulina antirrábica||sin gammaglobulina))."),
    ("b47_bite_br", "animal_bite_rabies_pep_record", BR,
     "FICHA DE ATENDIMENTO ANTIRRÁBICO HUMANO (clínica particular)\nNome: {first} {last}\nCPF: [[national_id:cpf_v47]]\nCartão SUS: [[member_id:cns_v47]]\n"
     "Data de nascimento: [[date_of_birth:dob_v47]]\nEndereço: [[address:addr_v47]]\nCelular/WhatsApp: [[phone:phone_v47]]\n"
     "Agressor: {species_pt}, mordedura ((na mão||no tornozelo||no antebraço)). Vacina aplicada (dose 1 de 4). Pagamento no cartão [[card:elo_hiper_v47]]."),
    ("b47_poison_note", "poison_control_case_note", US,
     "{poison_own} - case note [[record_number:poison_case_v47]]\nCaller: ((daughter||son||home aide)), from [[phone:phone_v47]]. Patient: {first} {last}, [[age_over_89:age_v47]] "
     "(DOB [[date_of_birth:dob_elder_v47]]), lives alone at [[address:addr_v47]].\nExposure: took the evening dose of {elder_med} twice ((around 8 pm||after dinner)). "
     "Assessment: ((observe at home, call back in 4 h||refer to ED for ECG and levels)). Specialist: {own_doctor}."),
    ("b47_poison_followup", "poison_control_case_note", US,
     "Follow-up text thread - {poison_own}\n[{clock}] NBPIL: Hi, this is the poison center checking on {first} (born [[date_of_birth:dob_child_v47]]) after the {toxin} "
     "exposure. Case [[record_number:poison_case_v47]]. How are things today?\n[{clock}] Parent: much better, no more vomiting. Pls send the discharge sheet to "
     "[[email:email_family_v47]]\n[{clock}] NBPIL: Will do. If anything changes call us or reply here. This number: [[phone:phone_v47]] is the one we have on file."),
    ("b47_poison_br", "poison_control_case_note", BR,
     "FICHA DE NOTIFICAÇÃO - INTOXICAÇÃO EXÓGENA\nPaciente: {first} {last}\nCPF: [[national_id:cpf_v47]]\nData de nascimento: [[date_of_birth:dob_v47]]\n"
     "Endereço: [[address:addr_v47]]\nTelefone: [[phone:phone_v47]]\nProntuário: [[record_number:mrn_v47]]\nAgente tóxico: {toxin_pt}. Circunstância: "
     "((acidental||tentativa de suicídio||uso terapêutico inadequado)). Conduta orientada pelo {br_partner}."),
    ("b47_ems_pcr", "ems_patient_care_report", US,
     "{ems_upper} PATIENT CARE REPORT [[record_number:pcr_v47]]\nUnit {ems_unit}   Disp {clock}\nPatient: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v47]]   SSN [[ssn:ssn_v47]]\n"
     "Home: [[address:addr_v47]]   Ph [[phone:phone_v47]]\nNarrative: MVC, restrained driver of vehicle plate [[vehicle_id:plate_v47]], moderate front-end damage. GCS {gcs}. "
     "C-collar, IV x1, transported to {trauma_own} (trauma alert). Crew: {own_medic}."),
    ("b47_ems_billing", "ems_patient_care_report", US,
     "{ems_own} - ambulance billing face sheet (from PCR [[record_number:pcr_v47]])\nPatient: {first} {last}   DOB [[date_of_birth:dob_v47]]\nSSN: [[ssn:ssn_v47]]\n"
     "RI Medicaid ID: [[member_id:medicaid_ri_v47]]\nBilling address: [[address:addr_v47]]\nOnline payment of the copay: card [[card:mastercard_v47]] "
     "from IP [[ip_address:ip_v47]] on {iso_ts}\nRefund of overpayment by ACH to routing {aba}, account [[bank_account:account_us_v47]]"),
    ("b47_ems_pcr_cl", "ems_patient_care_report", CL,
     "FICHA DE ATENCIÓN PREHOSPITALARIA - {cl_partner}\nPaciente: {first} {last}\nRUN: [[national_id:rut_v47]]\nFecha de nacimiento: [[date_of_birth:dob_v47]]\n"
     "Domicilio: [[address:addr_v47]]\nTeléfono: [[phone:phone_v47]]\nEvento: colisión, conductor del vehículo patente [[vehicle_id:plate_v47]]. Glasgow {gcs}. "
     "Trasladado a ((Hospital Regional de Talca||Hospital de Constitución||Hospital de Curicó)) con collar cervical."),
    ("b47_trauma_abstract", "trauma_registry_abstract", US,
     "TRAUMA REGISTRY ABSTRACT - {trauma_own}\nRegistry ID [[record_number:trauma_id_v47]]   MRN [[record_number:mrn_v47]]\nPatient: {first} {last}   DOB [[date_of_birth:dob_v47]]   "
     "SSN [[ssn:ssn_v47]]\nResidence: [[address:addr_v47]]\nMechanism: {mechanism}. Vehicle VIN [[vehicle_id:vin_v45]]. ISS ((17||22||25||34||41)). "
     "Disposition: died in the ICU on [[date_of_death:dod_v47]]. Abstracted by {own_epi}."),
    ("b47_trauma_co", "trauma_registry_abstract", CO,
     "REGISTRO DE TRAUMA - ficha individual ({co_partner})\nNombre: {first} {last}\nCédula de ciudadanía: [[national_id:cedula_co_v47]]\nFecha de nacimiento: [[date_of_birth:dob_v47]]\n"
     "Dirección: [[address:addr_v47]]\nCelular: [[phone:phone_v47]]\nHistoria clínica: [[record_number:mrn_v47]]\nMecanismo: ((motociclista||peatón||caída de altura)). "
     "Fecha de fallecimiento: [[date_of_death:dod_v47]]."),
    ("b47_heat_admission", "heat_stroke_admission", US,
     "ADMISSION H&P - {trauma_own}, medicine\nPatient: {first} {last}, [[age_over_89:age_v47]], DOB [[date_of_birth:dob_elder_v47]]\nRI Medicaid [[member_id:medicaid_ri_v47]]\n"
     "Found by a neighbour in an apartment without air conditioning at [[address:addr_v47]]; core temperature {core_temp} °C. Dx: heat stroke, rhabdomyolysis. "
     "Daughter to be reached at [[phone:phone_v47]] / [[email:email_family_v47]]. Attending {own_doctor}."),
    ("b47_heat_lu", "heat_stroke_admission", LU,
     "Admission aux urgences - coup de chaleur\nPatient·e : {first} {last}\nMatricule : [[national_id:matricule_lu_v47]]\nNé·e le : [[date_of_birth:dob_v47]]\n"
     "Adresse : [[address:addr_v47]]\nTél. : [[phone:phone_v47]]\nTempérature centrale {core_temp} °C après une randonnée. Indemnités pécuniaires à verser sur "
     "[[bank_account:iban_lu_be_v47]]. Médecin : {own_doctor} (convention avec le {lu_partner})."),
    ("b47_heat_ar", "heat_stroke_admission", AR,
     "INGRESO - GOLPE DE CALOR\nPaciente: {last}, {first}, [[age_over_89:age_v47]]\nCUIL: [[national_id:cuil_v47]]\nFecha de nacimiento: [[date_of_birth:dob_elder_v47]]\n"
     "Domicilio: [[address:addr_v47]]\nTeléfono del hijo: [[phone:phone_v47]]\nTemperatura {core_temp} °C, deshidratación grave. Reintegro de gastos de "
     "traslado a la CBU [[bank_account:cbu_v47]]."),
    ("b47_drowning_report", "drowning_incident_report", US,
     "{org} - DROWNING INCIDENT REPORT\nLocation: {water_body}\nVictim: {first} {last}, DOB [[date_of_birth:dob_v47]]\nHome address: [[address:addr_v47]]\n"
     "Victim's car left at the lot, plate [[vehicle_id:plate_v47]]. Lifeguard on duty: ((yes||no)). Pronounced dead at the scene on [[date_of_death:dod_v47]].\n"
     "Page about the victim shared by the media: [[url:memorial_url_v47]]"),
    ("b47_drowning_br", "drowning_incident_report", BR,
     "BOLETIM DE OCORRÊNCIA - AFOGAMENTO\nVítima: {first} {last}\nCPF: [[national_id:cpf_v47]]\nData de nascimento: [[date_of_birth:dob_v47]]\nEndereço: [[address:addr_v47]]\n"
     "Data do óbito: [[date_of_death:dod_v47]]\nContato da família: [[phone:phone_v47]]\nIndenização do seguro para a conta da viúva/do viúvo: [[bank_account:account_br_v47]]\n"
     "A família criou uma vaquinha: [[url:memorial_url_v47]]"),
    ("b47_concussion", "sports_concussion_assessment", US,
     "SPORT CONCUSSION ASSESSMENT (SCAT6 summary)\nAthlete: {first} {last}   DOB [[date_of_birth:dob_child_v47]]   Student ID [[record_number:student_id_v47]]\n"
     "Sport: {sport}. Symptom score ((18||24||31||42))/132; removed from play. Baseline test taken online from [[ip_address:ip_v47]].\n"
     "Parent contact: [[phone:phone_v47]], [[email:email_family_v47]]\nAthlete's highlight page shared by the coach: [[url:athlete_url_v47]]\nAssessed by {own_doctor}."),
    ("b47_concussion_ar", "sports_concussion_assessment", AR,
     "EVALUACIÓN DE CONMOCIÓN CEREBRAL - club de rugby\nJugador/a: {first} {last}\nFecha de nacimiento: [[date_of_birth:dob_child_v47]]\nDNI: [[national_id:dni_v47]]\n"
     "Obra social, N° de afiliado: [[member_id:plan_member_v47]]\nTeléfono del padre/madre: [[phone:phone_v47]]\nCorreo: [[email:email_family_v47]]\n"
     "Retiro del partido. Protocolo de regreso gradual: 6 etapas, mínimo 14 días."),
    ("b47_camp_incident", "camp_health_incident_log", US,
     "{camp_own} - health center incident log\nCamper: {first} {last}   DOB [[date_of_birth:dob_child_v47]]   Cabin ((Osprey||Heron||Kestrel||Loon))\n"
     "Insurance member ID: [[member_id:plan_member_v47]]\nHome: [[address:addr_v47]]\n{clock} ((bee sting, hives on arms, epinephrine given||fell from the climbing wall, ankle swelling||"
     "fever 102.4 °F, isolated in the health hut)). Parent called at [[phone:phone_v47]] and e-mailed at [[email:email_family_v47]]. Nurse: {own_nurse}."),
    ("b47_camp_cl", "camp_health_incident_log", CL,
     "Registro de enfermería - campamento de verano\nNiño/a: {first} {last}\nFecha de nacimiento: [[date_of_birth:dob_child_v47]]\nRUT: [[national_id:rut_v47]]\n"
     "Apoderado: {first2} {last2}, fono [[phone:phone_v47]], correo [[email:email_family_v47]]\nDomicilio: [[address:addr_v47]]\n"
     "{clock} h: ((picadura de abeja||esguince de tobillo||insolación)). Reembolso de la consulta a la cuenta del apoderado: [[bank_account:account_cl_v47]]."),
    ("b47_festival_tent", "festival_medical_tent_record", US,
     "{festival} - MEDICAL TENT RECORD [[record_number:encounter_v47]]\nName: {first} {last}   DOB [[date_of_birth:dob_v47]]   Cell [[phone:phone_v47]]\n"
     "Presenting: ((intoxication, vomiting||heat exhaustion||laceration to left palm||panic attack)). Treated and released at {clock}.\n"
     "Wristband app check-in from IP [[ip_address:ip_v47]]; patient paid for the shuttle home with card [[card:card_v47]]"),
    ("b47_festival_co", "festival_medical_tent_record", CO,
     "CARPA MÉDICA - festival\nNombre: {first} {last}\nC.C.: [[national_id:cedula_co_v47]]\nFecha de nacimiento: [[date_of_birth:dob_v47]]\nCelular: [[phone:phone_v47]]\n"
     "Correo: [[email:email_v47]]\nMotivo: ((deshidratación||intoxicación alcohólica||herida en el pie)). Pagó el traslado en ambulancia privada con tarjeta "
     "[[card:mastercard_v47]]; solicita el reembolso en la cuenta [[bank_account:account_co_v47]]."),
    ("b47_mci_tag", "mass_casualty_triage_tag", US,
     "TRIAGE TAG [[record_number:tag_v47]] - bus rollover, Route 95 southbound\nColor: {triage_color}\nName (if known): {first} {last}   Age: [[age_over_89:age_v47]]\n"
     "DOB per family: [[date_of_birth:dob_elder_v47]]\nHome address from wallet: [[address:addr_v47]]\nInjuries: ((hip pain, unable to stand||laceration to scalp||chest wall tenderness)). "
     "Transported by {ems_unit} to {trauma_own}. Family's car, plate [[vehicle_id:plate_v47]], is at the staging area."),
    ("b47_sar_handoff", "search_rescue_medical_handoff", US,
     "SAR MEDICAL HANDOFF - {trail}\nSubject: {first} {last}, DOB [[date_of_birth:dob_v47]]\nFound {clock}, hypothermic (core {hypo_temp} °C), ankle deformity; passive rewarming started.\n"
     "Subject's car at trailhead: plate [[vehicle_id:plate_v47]], VIN [[vehicle_id:vin_v45]]\nEmergency contact: {first2} {last2}, [[phone:phone_v47]], [[email:email_family_v47]]\n"
     "Last track from the subject's tracking page: [[url:track_url_v47]]\nHanded to {ems_unit}, {own_medic}."),
    ("b47_sar_lu", "search_rescue_medical_handoff", LU,
     "Transmission médicale - recherche et sauvetage (vallée de l'Our)\nPersonne retrouvée : {first} {last}\nMatricule : [[national_id:matricule_lu_v47]]\n"
     "Né·e le : [[date_of_birth:dob_v47]]\nAdresse : [[address:addr_v47]]\nTél. : [[phone:phone_v47]]\nVéhicule au parking du sentier : [[vehicle_id:plate_v47]]\n"
     "État : hypothermie légère, entorse de cheville. Remis au {lu_partner}."),
    ("b47_fhir_condition", "fhir_condition_export", US,
     "{\"resourceType\": \"Condition\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v47]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v47]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v47]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v47]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v47]]\"}]}], "
     "\"clinicalStatus\": {\"coding\": [{\"code\": \"active\"}]}, \"code\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/icd-10-cm\", "
     "\"code\": \"((T67.01XA||W54.0XXA||T40.2X1A||S06.0X0A))\"}]}, \"subject\": {\"reference\": \"#p1\"}, \"recordedDate\": \"{eff_iso}\"}"),
    ("b47_hl7_adt_a03", "hl7_export", US,
     "MSH|^~\\&|EPIC|QPMC|REGISTRY|QPMC|{hl7_ts}||ADT^A03^ADT_A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v47]]^^^QPMC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v47]]|((F||M))|||[[address:addr_hl7_v47]]||"
     "[[phone:phone_hl7_v47]]^PRN^PH|||||[[record_number:account_plain_v47]]|[[ssn:ssn_plain_v47]]||||||||||[[date_of_death:dod_compact_v47]]|Y\n"
     "PV1|1|I|TICU^{small}^1^QPMC||||{own_npi}^{own_doc_hl}" + "|" * 29 + "20"),
    ("b47_trauma_csv", "csv_export", US,
     "registry_id,medicaid_id,dob,home_address,mechanism,iss,dod\n[[record_number:trauma_id_plain_v47]],[[member_id:medicaid_ri_plain_v47]],[[date_of_birth:dob_iso_v47]],"
     "[[address:addr_csv_v47]],{mechanism},((26||29||34||38||45)),[[date_of_death:dod_iso_v47]]\n# {trauma_own} registry export for the state trauma system, {eff_iso}"),
    ("b47_x12_837i", "x12_export", US,
     "ISA*00*          *00*          *ZZ*QPMC837I       *ZZ*RIMEDICAID     *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*QPMC837I*RIMEDICAID*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{trauma_own}*****XX*{own_npi}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_ri_plain_v47]]~\nN3*[[address:addr_x12_v47]]~\nDMG*D8*[[date_of_birth:dob_compact_v47]]*((F||M))~\n"
     "REF*SY*[[ssn:ssn_plain_v47]]~\nCLM*[[record_number:claim_v47]]*{money_s}***11:A:1**A*Y*Y~\nHI*ABK:((T6701XA||S060X0A||T509X1A))~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind47", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
