"""A forty-second blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind42.py [--seed 44441] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind41.py,
seeds 4141 to 43431) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates, genres, organisations and states), never the detectors, their
tests or the sets they were tuned on, never ran the check on these texts, and did not read the forty-third set,
written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b42_" or "b42c_"). Identifier-free genres: infusion-chair utilisation reports, radiation-oncology machine QA logs
(linear accelerators by vault name, no patients), blood-bank inventory reports (units by ABO and Rh type, expiry
dates; a Slovak one), laboratory proficiency-testing results (a Croatian one), specimen courier route schedules,
sterile-processing tray counts, OR turnover metrics, drug-shortage bulletins (a Hungarian one), clinical-trial site
feasibility questionnaires (US, Turkish, Romanian sites; counts, no subjects), IRB and ethics-committee agendas
(protocol numbers; a Czech one), research budget sheets (US, Romanian), grant progress reports, payer contract rate
amendments, capitation reports (PMPM by age band), risk-adjustment coding tips (HCC codes), HEDIS measure
specifications, member newsletter articles (English, Spanish), provider directory pages (the organisations' own
clinicians, their NPIs and published office lines), notices in other locales (tr, ro, hu, hr, sk, sl) and CSV, JSON,
XML, HL7 (MFN^M15 inventory, MFN^M02 staff), FHIR (PractitionerRole, ResearchStudy) and X12 (999, 820 capitation)
exports of non-personal data. Carrying genres: oncology treatment summaries (US, Turkish), chemotherapy consent forms
(US, Romanian), clinical-trial enrolment logs with the subjects' birth dates (US, Hungarian), biobank specimen
consents (US, Croatian), genetic counselling letters (US, Slovak), transplant waitlist registrations (two US), dialysis
intake forms (US, Hungarian), blood-donor deferral letters and a donor-portal chat (US, Croatian), organ-donor registry
entries (US, Romanian), cancer registry abstracts (US, Turkish), tumour-board referrals (US, Romanian), hospice
election statements and a notice of election (US), plus a FHIR Observation with its subject, an HL7 SIU^S12, a
trial-subject CSV and an X12 270.

About half the identifier values come from this module's own printings (the `*_v42` slots): US SSNs and ITINs in
several printings, Medicare MBIs (CMS character classes), Missouri driver's licences (the state's five layouts) and MO
HealthNet DCNs; Turkish TC Kimlik numbers (both check digits), Romanian CNP (weights 279146358279, from the text's birth
date and sex), Hungarian TAJ (3-7 weighted check digit), Croatian OIB (ISO 7064 mod 11,10) and health-insurance MBO,
Slovak and Czech birth numbers (rodné číslo, month + 50 for women, divisible by 11); Turkish, Romanian, Hungarian (with
the two national check digits) and Croatian IBANs with computed check digits, a Hungarian GIRO account printing and US
routing-and-account pairs; JCB (16 and 15 digits) and UnionPay numbers with Luhn; VINs with their check digit and
Missouri and Hungarian plates; dates with Turkish, Romanian, Hungarian (year first), Croatian (genitive, closing dot),
Slovak and English month names; Turkish (Mah./Cad./No:/D:), Romanian (str., nr., bl., sc., ap., jud.), Hungarian,
Croatian, Slovak and Missouri address layouts, US rural-route, highway-contract and PO-box forms; Turkish, Romanian,
Hungarian, Croatian and Slovak numbering plans and Missouri numbers written with words ("dash", spelled-out digits,
extensions); e-mails written against scrapers in the texts' languages ("kukac", "zavináč", "et").

MAC addresses appear in no text; no identifier-free text holds an IP address at all. An identifier-free text quotes
only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Missouri health alliance, its cancer
center, regional blood and laboratory center and clinics on fictional 555-01xx lines, and a partner contract research
office abroad on the fictional ranges of Ofcom, ACMA, ARCEP and the Bundesnetzagentur) and the plan's own printed
identifiers (payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the
organisations' own staff, never a patient, member or donor, and the ages it gives are under 90 (age bands).

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

SEED = 44441
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES + ("tr_TR", "ro_RO", "hu_HU", "hr_HR", "sk_SK", "sl_SI")

ORG_NAME = "Gasconade Bluffs Health Alliance"
CANCER_CENTER = "Meramec Valley Cancer Center"
BLOOD_CENTER = "Current River Regional Blood and Laboratory Center"
RESEARCH_INSTITUTE = "Niangua Clinical Research Institute"
ORG_DOMAIN = "gasconadebluffs.org"
ORGANISATION_CONTACTS = [
    "(573) 555-0142",                                                  # 0 plan member services
    "(573) 555-0143",                                                  # 1 plan fax
    "Claims, PO Box 40417, Jefferson City, MO 65102",                  # 2 plan claims address
    "900 Bluff Ridge Parkway, Suite 300, Columbia, MO 65203",          # 3 plan office
    "members@gasconadebluffs.org",                                     # 4
    "appeals@gasconadebluffs.org",                                     # 5
    "(573) 555-0146",                                                  # 6 cancer center main line
    "1450 Meramec Valley Drive, Rolla, MO 65401",                      # 7 cancer center address
    "(573) 555-0147",                                                  # 8 infusion scheduling
    "(573) 555-0148",                                                  # 9 radiation oncology
    "(573) 555-0151",                                                  # 10 blood and laboratory center
    "615 Big Piney Avenue, Rolla, MO 65401",                           # 11 blood and laboratory center address
    "(573) 555-0152",                                                  # 12 laboratory client services
    "(573) 555-0153",                                                  # 13 research institute
    "(417) 555-0156",                                                  # 14 Springfield oncology clinic
    "3305 Niangua Street, Springfield, MO 65804",                      # 15 Springfield oncology clinic address
    "(417) 555-0158",                                                  # 16 Lebanon infusion clinic
    "188 Jacks Fork Lane, Lebanon, MO 65536",                          # 17 Lebanon infusion clinic address
    "1-877-555-0152",                                                  # 18 toll-free member line
    "1-877-555-0153",                                                  # 19 toll-free nurse line
    "+1 573 555 0142",                                                 # 20 member line from abroad
    "https://www.gasconadebluffs.org",                                 # 21
    "research@gasconadebluffs.org",                                    # 22
    "irb@gasconadebluffs.org",                                         # 23
    "bloodbank@gasconadebluffs.org",                                   # 24
    "labquality@gasconadebluffs.org",                                  # 25
    "pharmacy@gasconadebluffs.org",                                    # 26
    "providers@gasconadebluffs.org",                                   # 27
    "(573) 555-0159",                                                  # 28 provider relations
    "contracting@gasconadebluffs.org",                                 # 29
    "edi@gasconadebluffs.org",                                         # 30
    "quality@gasconadebluffs.org",                                     # 31
    "newsletter@gasconadebluffs.org",                                  # 32
    "(573) 555-0161",                                                  # 33 courier dispatch
    "courier@gasconadebluffs.org",                                     # 34
    "spd@gasconadebluffs.org",                                         # 35
    "+44 20 7946 0612",                                                # 36 London partner research office (Ofcom drama range)
    "+61 2 5550 7261",                                                 # 37 Sydney partner research office (ACMA fiction range)
    "+33 1 99 00 38 52",                                               # 38 Paris partner research office (ARCEP fiction range)
    "+49 30 23125 384",                                                # 39 Berlin partner research office (Bundesnetzagentur drama range)
    "(573) 555-0162",                                                  # 40 pharmacy help desk
    "(573) 555-0163",                                                  # 41 OR scheduling desk
]
ORG_PAYER_ID = "GBH42"
ORG_RXBIN = "024242"
ORG_RXPCN = "GBHRX"
ORG_RXGRP = "GBH4207"
ORG_EIN = "43-2718805"
ORG_NPIS = (blind5._npi_of("152730418"), blind5._npi_of("138406257"), blind5._npi_of("171925063"),  # noqa: SLF001
            blind5._npi_of("145068391"))  # noqa: SLF001
STAFF = ("Dr. Wendeline Apperson-Thiele", "Dr. Kofi Brandvold", "Dr. Marisela Quattlebaum", "Dr. Anselm Okonkwo-Riedl",
         "Ruthanne Delacroix-Vinz, CCRP", "Tobias Hennessy-Marsh, PhD, DABR", "Lorna Kastellanos, RN, OCN",
         "Everett Soderquist, CRCST", "Priya Vandermolen, PharmD", "Greta Obermeyer, MLS(ASCP)", "Hollis Vantreese, MS, CGC")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V42 = {
    "en": blind.MONTHS,
    "tr": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    "ro": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie",
           "noiembrie", "decembrie"],
    "hu": ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október",
           "november", "december"],
    "hr": ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada",
           "studenoga", "prosinca"],
    "sk": ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra",
           "decembra"],
    "sl": ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra",
           "novembra", "decembra"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu",
           "prosince"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
           "diciembre"],
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return {"tr_TR": "TR", "ro_RO": "RO", "hu_HU": "HU", "hr_HR": "HR", "sk_SK": "SK", "cs_CZ": "CZ",
            "sl_SI": "SI"}.get(_loc(draw), "US")


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
    return out.replace("555", "575").replace("7946", "7964").replace("5550", "5650")


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers and printed dates of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _date_words(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the text's country prints it: its order, its month names, its punctuation."""
    d, m, y = day.day, day.month, day.year
    if country == "TR":
        return draw.pick([f"{d} {MONTHS_V42['tr'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}/{m:02d}/{y}",
                          f"{d:02d} {MONTHS_V42['tr'][m - 1]} {y}"])
    if country == "RO":
        return draw.pick([f"{d} {MONTHS_V42['ro'][m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}",
                          f"{d:02d} {MONTHS_V42['ro'][m - 1][:3] + '.' if len(MONTHS_V42['ro'][m - 1]) > 4 else MONTHS_V42['ro'][m - 1]} {y}"])
    if country == "HU":
        return draw.pick([f"{y}. {MONTHS_V42['hu'][m - 1]} {d}.", f"{y}.{m:02d}.{d:02d}.", f"{y}. {m:02d}. {d:02d}.", f"{y}-{m:02d}-{d:02d}",
                          f"{y}. {MONTHS_V42['hu'][m - 1][:3]}. {d}."])
    if country == "HR":
        return draw.pick([f"{d}. {MONTHS_V42['hr'][m - 1]} {y}.", f"{d:02d}.{m:02d}.{y}.", f"{d}.{m}.{y}.", f"{d:02d}. {m:02d}. {y}."])
    if country in ("SK", "CZ"):
        months = MONTHS_V42["sk" if country == "SK" else "cs"]
        return draw.pick([f"{d}. {months[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {m}. {y}"])
    if country == "SI":
        return draw.pick([f"{d}. {MONTHS_V42['sl'][m - 1]} {y}", f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {_ordinal(d)} {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{month} {_ordinal(d)}, {y}", f"{y}-{m:02d}-{d:02d}", f"{m}/{d}/{y % 100:02d}"])


def dob_v42(draw: Draw) -> str:
    """The text's person's date of birth in the order and month names of the text's country."""
    return _date_words(draw, _birth(draw, 1941, 1978), _country(draw))


def dob_elder_v42(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v42(draw: Draw) -> str:
    return _birth(draw, 1941, 1978).isoformat()


def dob_compact_v42(draw: Draw) -> str:
    return _birth(draw, 1941, 1978).strftime("%Y%m%d")


def dob_row_v42(draw: Draw) -> str:
    """A further person's birth date (a log's next row): drawn afresh, printed as the text's other rows are."""
    day = draw.date_between(1944, 1990)
    country = _country(draw)
    if country == "HU":
        return f"{day.year}.{day.month:02d}.{day.day:02d}."
    if country != "US":
        return f"{day.day:02d}.{day.month:02d}.{day.year}"
    style = draw.cache.setdefault("_row_style", draw.pick(["a", "b", "c"]))
    if style == "a":
        return f"{day.month:02d}/{day.day:02d}/{day.year}"
    if style == "b":
        return f"{day.day:02d}-{blind.ABBR[day.month - 1].upper()}-{day.year}"
    return day.isoformat()


def _death_day(draw: Draw, low: dt.date = dt.date(2024, 5, 1)) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(low.toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v42(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_relative_v42(draw: Draw) -> str:
    """The date of death of the person's parent or sibling (a family history), 1992-2024."""
    return _date_words(draw, _death_day(draw, dt.date(1992, 1, 1)), _country(draw))


def _age(draw: Draw, adjective: bool) -> str:
    """An age over 89 in the text's language, agreeing with the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 100)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    country = _country(draw)
    if country == "TR":
        return draw.pick([f"{age}", f"{age} yaş", f"{age} yaşında"] if adjective else [f"{age}", f"{age} yaş"])
    if country == "RO":
        return draw.pick([f"{age} de ani", f"{age} ani"])
    if country == "HU":
        return draw.pick([f"{age} éves", f"{age} év"])
    if country == "HR":
        return draw.pick([f"{age} godina", f"{age} god."])
    if country in ("SK", "CZ"):
        return draw.pick([f"{age} rokov", f"{age} r."])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = ("ninety" + ("-" + words[age % 10] if age % 10 else "")) if age < 100 else "one hundred"
    if adjective:
        return draw.pick([f"{age}-year-old", f"{age} yo", f"{age} y/o", f"{spelled}-year-old", f"{age} year old"])
    return draw.pick([str(age), f"{age} years", f"{age} yrs", spelled, f"{age} (years)"])


def age_adj_v42(draw: Draw) -> str:
    """An age over 89 as an adjective before a noun ("a 93-year-old woman")."""
    return _age(draw, True)


def age_v42(draw: Draw) -> str:
    """An age over 89 as a field's value."""
    return _age(draw, False)


def _area_ok(area: int) -> bool:
    return area not in (0, 666) and area < 900


def ssn_v42(draw: Draw) -> str:
    """A US SSN (area never 000, 666 or 9xx; group and serial never zero) in the printings forms and people use."""
    area = draw.rng.randint(1, 899)
    while not _area_ok(area):
        area = draw.rng.randint(1, 899)
    a, g, s = f"{area:03d}", f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{a}-{g}-{s}", f"{a}-{g}-{s}", f"{a} {g} {s}", f"{a}{g}{s}", f"{a}/{g}/{s}", f"{a} - {g} - {s}"])


def ssn_plain_v42(draw: Draw) -> str:
    area = draw.rng.randint(1, 899)
    while not _area_ok(area):
        area = draw.rng.randint(1, 899)
    return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def itin_v42(draw: Draw) -> str:
    """An ITIN: 9, two digits, a group of 50-65, 70-88, 90-92 or 94-99, four digits."""
    group = draw.pick(list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100)))
    head, tail = f"9{draw.digits(2)}", draw.digits(4)
    return draw.pick([f"{head}-{group}-{tail}", f"{head} {group} {tail}", f"{head}{group}{tail}"])


_MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"


def mbi_v42(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (C A AN N A AN N A A N N), plain, dashed or spaced as a card prints it."""
    an = _MBI_LETTERS + string.digits
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_LETTERS) + draw.letters(1, an) + draw.digits(1)
             + draw.letters(1, _MBI_LETTERS) + draw.letters(1, an) + draw.digits(1) + draw.letters(2, _MBI_LETTERS) + draw.digits(2))
    return draw.pick([value, value, f"{value[:4]}-{value[4:7]}-{value[7:]}", f"{value[:4]} {value[4:7]} {value[7:]}"])


def mbi_plain_v42(draw: Draw) -> str:
    an = _MBI_LETTERS + string.digits
    return (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_LETTERS) + draw.letters(1, an) + draw.digits(1) + draw.letters(1, _MBI_LETTERS)
            + draw.letters(1, an) + draw.digits(1) + draw.letters(2, _MBI_LETTERS) + draw.digits(2))


def mo_dcn_v42(draw: Draw) -> str:
    """A MO HealthNet departmental client number: eight digits."""
    value = draw.digits(8, first_nonzero=True)
    return draw.pick([value, value, f"{value[:4]} {value[4:]}", f"{value[:2]}-{value[2:]}"])


def member_v42(draw: Draw) -> str:
    """This plan's member ID: GBH, nine digits and a two-digit person code."""
    body = draw.digits(9, first_nonzero=True)
    code = f"{draw.rng.randint(0, 3):02d}"
    return draw.pick([f"GBH{body}{code}", f"GBH {body[:3]} {body[3:6]} {body[6:]} {code}", f"GBH-{body}-{code}", f"GBH{body}*{code}"])


def member_plain_v42(draw: Draw) -> str:
    return f"GBH{draw.digits(9, first_nonzero=True)}{draw.rng.randint(0, 3):02d}"


def dl_mo_v42(draw: Draw) -> str:
    """A Missouri driver's licence in one of the state's layouts: letter and 5-9 digits, letter, 6 digits and R,
    8 digits and 2 letters, 9 digits and a letter, or 9 digits."""
    layout = draw.rng.randrange(5)
    if layout == 0:
        return f"{draw.letters(1)}{draw.digits(draw.rng.randint(5, 9), True)}"
    if layout == 1:
        return f"{draw.letters(1)}{draw.digits(6, True)}R"
    if layout == 2:
        return f"{draw.digits(8, True)}{draw.letters(2)}"
    if layout == 3:
        return f"{draw.digits(9, True)}{draw.letters(1)}"
    return draw.digits(9, True)


def mrn_v42(draw: Draw) -> str:
    """A hospital record number of the text's country."""
    country = _country(draw)
    if country == "TR":
        return draw.pick([f"{draw.digits(8, True)}", f"P-{draw.digits(7, True)}", f"{draw.rng.randint(2019, 2025)}/{draw.digits(6, True)}"])
    if country == "RO":
        return draw.pick([f"{draw.digits(5, True)}/{draw.rng.randint(2024, 2026)}", f"FO {draw.digits(6, True)}", f"{draw.digits(7, True)}"])
    if country == "HU":
        return draw.pick([f"{draw.digits(9, True)}", draw.digits(7, True), f"E-{draw.digits(8, True)}"])
    if country in ("HR", "SK", "CZ", "SI"):
        return draw.pick([f"{draw.digits(7, True)}", f"{draw.rng.randint(2018, 2025)}-{draw.digits(5, True)}", draw.digits(8, True)])
    return draw.pick([f"MV{draw.digits(7)}", f"{draw.digits(8, True)}", f"MVC-{draw.digits(6, True)}", f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"M{draw.digits(8, True)}"])


def mrn_plain_v42(draw: Draw) -> str:
    return f"MV{draw.digits(7)}"


def subject_v42(draw: Draw) -> str:
    """A trial subject number: site, then the subject's serial."""
    site = draw.cache.setdefault("_site", draw.pick(["101", "104", "112", "203", "305", "411"]))
    return draw.pick([f"{site}-{draw.digits(4, True)}", f"{site}{draw.digits(3, True)}", f"S{site}-{draw.digits(3, True)}"])


def donor_id_v42(draw: Draw) -> str:
    """A blood donor's number at this blood center."""
    return draw.pick([f"CR{draw.digits(8, True)}", f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}", f"D{draw.digits(7, True)}"])


def tckn_v42(draw: Draw) -> str:
    """A Turkish TC Kimlik number: eleven digits, first non-zero; the tenth and eleventh are check digits."""
    digits = [draw.rng.randint(1, 9)] + [draw.rng.randint(0, 9) for _ in range(8)]
    tenth = ((sum(digits[0:9:2]) * 7) - sum(digits[1:8:2])) % 10
    eleventh = (sum(digits) + tenth) % 10
    value = "".join(map(str, digits)) + f"{tenth}{eleventh}"
    return draw.pick([value, value, f"{value[:3]} {value[3:6]} {value[6:9]} {value[9:]}"])


_RO_COUNTIES = [("01", "Alba"), ("12", "Cluj"), ("22", "Iași"), ("35", "Timiș"), ("40", "București"), ("41", "București"), ("24", "Maramureș"),
                ("04", "Bacău"), ("08", "Brașov"), ("13", "Constanța"), ("32", "Sibiu"), ("16", "Dolj")]


def cnp_v42(draw: Draw) -> str:
    """A Romanian CNP from the text's birth date and sex: S YYMMDD JJ NNN C (weights 279146358279, mod 11, 10 -> 1)."""
    born = _birth(draw, 1941, 1978)
    sex = "2" if _sex(draw) == "F" else "1"
    county = draw.pick(_RO_COUNTIES)[0]
    body = f"{sex}{born.year % 100:02d}{born.month:02d}{born.day:02d}{county}{draw.rng.randint(1, 999):03d}"
    remainder = sum(int(c) * w for c, w in zip(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return body + ("1" if remainder == 10 else str(remainder))


def taj_v42(draw: Draw) -> str:
    """A Hungarian TAJ number: eight digits and a check digit (odd places x 3, even places x 7, mod 10)."""
    body = draw.digits(8, True)
    check = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body)) % 10
    value = body + str(check)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}", value])


def _mod11_10(body: str) -> str:
    """The ISO 7064 MOD 11,10 check digit (Croatian OIB and account numbers)."""
    carry = 10
    for char in body:
        carry = (carry + int(char)) % 10
        carry = (carry or 10) * 2 % 11
    return str((11 - carry) % 10)


def oib_v42(draw: Draw) -> str:
    """A Croatian OIB: ten digits and the ISO 7064 MOD 11,10 check digit."""
    body = draw.digits(10, True)
    return body + _mod11_10(body)


def mbo_hr_v42(draw: Draw) -> str:
    """A Croatian health-insurance (HZZO) MBO: nine digits."""
    value = draw.digits(9, True)
    return draw.pick([value, f"{value[:3]} {value[3:6]} {value[6:]}"])


def rodne_cislo_v42(draw: Draw) -> str:
    """A Slovak or Czech birth number from the text's birth date (month + 50 for women): ten digits divisible by 11."""
    born = _birth(draw, 1954, 1980)
    month = born.month + (50 if _sex(draw) == "F" else 0)
    stem = f"{born.year % 100:02d}{month:02d}{born.day:02d}"
    while True:
        serial = f"{draw.rng.randint(0, 999):03d}"
        check = int(stem + serial) % 11
        if check < 10:
            value = f"{stem}{serial}{check}"
            return draw.pick([f"{stem}/{serial}{check}", f"{stem}/{serial}{check}", value, f"{stem} / {serial}{check}"])


# ---- accounts and cards ------------------------------------------------------------------------------------------
def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _group4(value: str) -> str:
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def iban_tr_v42(draw: Draw) -> str:
    """A Turkish IBAN: five-digit bank code, the reserve digit 0, a sixteen-digit account."""
    bank = draw.pick(["00010", "00012", "00015", "00046", "00062", "00064", "00067", "00111"])
    iban = _iban("TR", f"{bank}0{draw.digits(16)}")
    return draw.pick([_group4(iban), _group4(iban), iban])


def iban_ro_v42(draw: Draw) -> str:
    """A Romanian IBAN: the bank's four letters and sixteen characters of account."""
    bank = draw.pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "BACX", "CECE"])
    account = draw.pick([f"RON{draw.digits(4)}{draw.digits(9, True)}", f"{draw.digits(16)}", f"0{draw.digits(3)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(11)}"])
    iban = _iban("RO", f"{bank}{account}")
    return draw.pick([_group4(iban), iban])


def _hu_check(body: str) -> str:
    return str((10 - sum(int(c) * (9, 7, 3, 1)[i % 4] for i, c in enumerate(body)) % 10) % 10)


def _hu_account(draw: Draw) -> str:
    bank = draw.pick(["117", "104", "120", "116", "107", "109", "101"])
    first = bank + draw.digits(4)
    first += _hu_check(first)
    rest = draw.digits(7, True) + draw.pick(["00000000", draw.digits(8)])
    return first + rest + _hu_check(rest)


def iban_hu_v42(draw: Draw) -> str:
    """A Hungarian account with both national check digits, as an IBAN or in the domestic 8-8-8 GIRO printing."""
    account = _hu_account(draw)
    iban = _iban("HU", account)
    return draw.pick([_group4(iban), iban, f"{account[:8]}-{account[8:16]}-{account[16:]}"])


def iban_hr_v42(draw: Draw) -> str:
    """A Croatian IBAN: seven-digit bank code and a ten-digit account with its MOD 11,10 check digit."""
    bank = draw.pick(["2360000", "2340009", "2402006", "2484008", "2390001", "2500009"])
    body = draw.pick(["1", "3"]) + draw.digits(8)
    account = body + _mod11_10(body)
    iban = _iban("HR", bank + account)
    return draw.pick([_group4(iban), iban])


def _aba(draw: Draw) -> str:
    while True:
        body = draw.pick(["08", "10", "07", "28"]) + draw.digits(6)
        for last in range(10):
            value = body + str(last)
            if sum(int(c) * w for c, w in zip(value, [3, 7, 1] * 3)) % 10 == 0:
                return value


def us_account_v42(draw: Draw) -> str:
    """A US checking account with its routing number (ABA check digit)."""
    routing, account = _aba(draw), draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"{routing} / {account}", f"RTN {routing} ACCT {account}",
                      f"ABA {routing}, acct. no. {account}"])


def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def jcb_v42(draw: Draw) -> str:
    """A JCB number: 3528-3589 and sixteen digits, now and then the older fifteen-digit 2131/1800 ones; Luhn."""
    if draw.rng.random() < 0.2:
        number = _card(draw, draw.pick(["2131", "1800"]), 15)
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", number])
    number = _card(draw, str(draw.rng.randint(3528, 3589)), 16)
    return draw.pick([_group4(number), _group4(number), number, "-".join(number[i:i + 4] for i in range(0, 16, 4))])


def unionpay_v42(draw: Draw) -> str:
    """A UnionPay number (62, sixteen to nineteen digits) with Luhn."""
    length = draw.pick([16, 16, 17, 19])
    number = _card(draw, draw.pick(["6210", "6222", "6259", "6282", "6233"]), length)
    if length == 16:
        return draw.pick([_group4(number), number])
    return draw.pick([f"{number[:6]} {number[6:]}", number, _group4(number)])


def card_v42(draw: Draw) -> str:
    return jcb_v42(draw) if draw.rng.random() < 0.55 else unionpay_v42(draw)


# ---- vehicles ----------------------------------------------------------------------------------------------------
def vin_v42(draw: Draw) -> str:
    """A 17-character VIN with its check digit (position 9)."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    values = {**{str(n): n for n in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10)))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = list(draw.pick(["1GT", "1FM", "3GN", "2T3", "1C6", "5FN", "1HG", "KNM"]) + "".join(draw.rng.choice(alphabet) for _ in range(5)) + "0"
                 + draw.pick(["L", "M", "N", "P", "R"]) + draw.letters(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + draw.digits(6))
    remainder = sum(values[c] * w for c, w in zip(chars, weights)) % 11
    chars[8] = "X" if remainder == 10 else str(remainder)
    return "".join(chars)


def plate_v42(draw: Draw) -> str:
    """A number plate: Missouri (two letters, digit, letter, digit, letter), or the text's country's."""
    country = _country(draw)
    if country == "HU":
        return draw.pick([f"{draw.letters(3)}-{draw.digits(3)}", f"{draw.letters(2)} {draw.letters(2)}-{draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}"])
    value = f"{draw.letters(2)}{draw.digits(1)} {draw.letters(1)}{draw.digits(1)}{draw.letters(1)}"
    return draw.pick([value, value.replace(" ", ""), value, f"{draw.letters(2)}{draw.digits(1)}-{draw.letters(1)}{draw.digits(1)}{draw.letters(1)}"])


# ---- addresses ---------------------------------------------------------------------------------------------------
_MO_TOWNS = [("Rolla", "65401"), ("Cuba", "65453"), ("St. James", "65559"), ("Salem", "65560"), ("Lebanon", "65536"), ("Waynesville", "65583"),
             ("Owensville", "65066"), ("Sullivan", "63080"), ("Springfield", "65807"), ("Columbia", "65201"), ("Jefferson City", "65109"),
             ("Licking", "65542"), ("Steelville", "65565"), ("Houston", "65483"), ("Vienna", "65582"), ("Bourbon", "65441")]
_MO_STREETS = ["Pine St", "Kingshighway", "Forum Dr", "Old Route 66", "Bridge School Rd", "E Highway 72", "County Road 7340", "Vichy Rd",
               "Spring Ave", "S Jefferson Ave", "Elm St", "Hwy 28", "Lions Club Dr", "Sugar Tree Rd", "W Battlefield Rd"]
_TR_PLACES = [("Kadıköy", "İstanbul", "34710"), ("Üsküdar", "İstanbul", "34672"), ("Çankaya", "Ankara", "06690"), ("Konak", "İzmir", "35250"),
              ("Nilüfer", "Bursa", "16110"), ("Muratpaşa", "Antalya", "07040"), ("Selçuklu", "Konya", "42060"), ("Ortahisar", "Trabzon", "61030")]
_TR_MAH = ["Atatürk", "Cumhuriyet", "Fenerbahçe", "Bahçelievler", "Yıldıztepe", "Güzelyalı", "Esentepe", "Kocatepe"]
_TR_STREETS = ["İnönü Cad.", "Gazi Mustafa Kemal Bulvarı", "Lale Sk.", "Bağdat Cad.", "Menekşe Sk.", "Zafer Sk.", "Kızılay Cad."]
_RO_PLACES = [("Cluj-Napoca", "Cluj", "400114"), ("Iași", "Iași", "700259"), ("Timișoara", "Timiș", "300077"), ("Brașov", "Brașov", "500030"),
              ("Sibiu", "Sibiu", "550179"), ("Constanța", "Constanța", "900590"), ("Craiova", "Dolj", "200396")]
_RO_STREETS = ["Str. Mihai Eminescu", "Bd. 21 Decembrie 1989", "Str. Avram Iancu", "Calea Dorobanților", "Str. Republicii", "Aleea Teilor",
               "Str. Lalelelor", "Bd. Independenței"]
_HU_PLACES = [("1137", "Budapest"), ("1055", "Budapest"), ("1118", "Budapest"), ("6720", "Szeged"), ("4032", "Debrecen"), ("7621", "Pécs"),
              ("9021", "Győr"), ("3530", "Miskolc")]
_HU_STREETS = ["Pozsonyi út", "Kossuth Lajos utca", "Petőfi Sándor utca", "Bartók Béla út", "Rákóczi út", "Dózsa György út", "Szent István körút",
               "Béke tér"]
_HR_PLACES = [("10000", "Zagreb"), ("10040", "Zagreb-Dubrava"), ("21000", "Split"), ("51000", "Rijeka"), ("31000", "Osijek"), ("23000", "Zadar"),
              ("42000", "Varaždin")]
_HR_STREETS = ["Ilica", "Savska cesta", "Vukovarska ulica", "Ulica kralja Zvonimira", "Trg bana Jelačića", "Put Firula", "Ulica Ivana Gundulića"]
_SK_PLACES = [("811 06", "Bratislava"), ("851 01", "Bratislava-Petržalka"), ("040 01", "Košice"), ("010 01", "Žilina"), ("974 01", "Banská Bystrica"),
              ("080 01", "Prešov"), ("949 01", "Nitra")]
_SK_STREETS = ["Obchodná", "Hlavná", "Štúrova", "Mierová", "Námestie SNP", "Jesenského", "Dlhá", "Tatranská"]


def addr_mo_v42(draw: Draw) -> str:
    """A Missouri street address, or a rural route, highway-contract or PO box one."""
    rng = draw.rng
    town, zip_code = draw.pick(_MO_TOWNS)
    form = rng.randrange(7)
    if form == 0:
        return draw.pick([f"RR {rng.randint(1, 6)} Box {rng.randint(10, 399)}, {town}, MO {zip_code}",
                          f"Rural Route {rng.randint(1, 6)}, Box {rng.randint(10, 399)}{draw.pick(['', 'A', 'B'])}\n{town}, MO {zip_code}"])
    if form == 1:
        return f"HC {rng.randint(61, 89)} Box {rng.randint(100, 4999)}, {town}, MO {zip_code}"
    if form == 2:
        return draw.pick([f"PO Box {rng.randint(10, 2999)}, {town}, MO {zip_code}", f"P.O. Box {rng.randint(10, 2999)}\n{town} MO {zip_code}"])
    street = f"{rng.randint(10, 24999)} {draw.pick(_MO_STREETS)}"
    unit = draw.pick(["", "", "", f" Apt {rng.randint(1, 24)}", f", Lot {rng.randint(1, 60)}", f" Trlr {rng.randint(1, 30)}"])
    return draw.pick([f"{street}{unit}, {town}, MO {zip_code}", f"{street}{unit}\n{town}, MO {zip_code}", f"{street}{unit}, {town} MO {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}\n{town.upper()} MO {zip_code}"])


def addr_v42(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    rng, country = draw.rng, _country(draw)
    if country == "TR":
        district, city, postcode = draw.pick(_TR_PLACES)
        line = f"{draw.pick(_TR_MAH)} Mah. {draw.pick(_TR_STREETS)} No: {rng.randint(1, 180)}{draw.pick(['', '/' + str(rng.randint(1, 9))])} D: {rng.randint(1, 24)}"
        return draw.pick([f"{line}, {postcode} {district}/{city}", f"{line}\n{postcode} {district} / {city.upper()}", f"{line} {district}, {city} {postcode}"])
    if country == "RO":
        city, county, postcode = draw.pick(_RO_PLACES)
        line = f"{draw.pick(_RO_STREETS)} nr. {rng.randint(1, 140)}"
        if rng.random() < 0.6:
            line += f", bl. {draw.pick(['A', 'B', 'C', 'M'])}{rng.randint(1, 12)}, sc. {rng.randint(1, 4)}, et. {rng.randint(0, 10)}, ap. {rng.randint(1, 90)}"
        return draw.pick([f"{line}, {postcode} {city}, jud. {county}", f"{line}\n{city}, jud. {county}, cod {postcode}", f"{line}, {city} {postcode}"])
    if country == "HU":
        postcode, city = draw.pick(_HU_PLACES)
        street = f"{draw.pick(_HU_STREETS)} {rng.randint(1, 120)}."
        flat = draw.pick(["", f" {rng.randint(1, 8)}. em. {rng.randint(1, 20)}.", f" fsz. {rng.randint(1, 4)}."])
        return draw.pick([f"{postcode} {city}, {street}{flat}", f"{city}\n{street}{flat}\n{postcode}", f"{postcode} {city}\n{street}{flat}"])
    if country == "HR":
        postcode, city = draw.pick(_HR_PLACES)
        street = f"{draw.pick(_HR_STREETS)} {rng.randint(1, 160)}{draw.pick(['', 'a', 'b'])}"
        return draw.pick([f"{street}, {postcode} {city}", f"{street}\n{postcode} {city.upper()}", f"{street}, HR-{postcode} {city}"])
    if country in ("SK", "CZ"):
        postcode, city = draw.pick(_SK_PLACES)
        street = f"{draw.pick(_SK_STREETS)} {rng.randint(1, 80)}{draw.pick(['', '/' + str(rng.randint(1, 30)), 'A'])}"
        return draw.pick([f"{street}, {postcode} {city}", f"{street}\n{postcode} {city}", f"{street}, {postcode.replace(' ', '')} {city}"])
    return addr_mo_v42(draw)


def addr_hl7_v42(draw: Draw) -> str:
    """A Missouri home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_MO_TOWNS)
    return f"{draw.rng.randint(10, 24999)} {draw.pick(_MO_STREETS)}^^{town}^MO^{zip_code}^USA^H^^{draw.pick(['161', '169', '105', '077'])}"


def addr_x12_v42(draw: Draw) -> str:
    """An X12 N3 street and the N4 after it: one address over two segments."""
    town, zip_code = draw.pick(_MO_TOWNS)
    return f"{draw.rng.randint(10, 24999)} {draw.pick(_MO_STREETS).upper()}~\nN4*{town.upper()}*MO*{zip_code}"


def addr_fhir_v42(draw: Draw) -> str:
    town, zip_code = draw.pick(_MO_TOWNS)
    return f"\"line\": [\"{draw.rng.randint(10, 24999)} {draw.pick(_MO_STREETS)}\"], \"city\": \"{town}\", \"state\": \"MO\", \"postalCode\": \"{zip_code}\""


# ---- phones ------------------------------------------------------------------------------------------------------
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _us_exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_mo_v42(draw: Draw) -> str:
    """A Missouri number as people write it: punctuated, with 'dash', spelled out, with an extension or a 1 before it."""
    area = draw.pick(["573", "573", "417", "314", "636", "816", "660"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    style = draw.rng.randrange(10)
    if style == 0:
        return f"{area} dash {exchange} dash {line}"
    if style == 1:
        return " ".join(_WORDS[int(c)] for c in area + exchange + line)
    if style == 2:
        return f"{' '.join(_WORDS[int(c)] for c in area)}, {exchange}-{line}"
    if style == 3:
        return f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 499)}"
    if style == 4:
        return f"{area}-{exchange}-{line} x{draw.rng.randint(10, 99)}"
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}.{exchange}.{line}", f"1-{area}-{exchange}-{line}", f"{area} {exchange} {line}",
                      f"+1 ({area}) {exchange}-{line}"])


def phone_v42(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    rng, country = draw.rng, _country(draw)
    if country == "TR":
        if rng.random() < 0.7:
            nsn = draw.pick(["532", "533", "535", "542", "544", "505", "506", "553", "555"]) + _sub(draw, 7)
        else:
            nsn = draw.pick(["212", "216", "312", "232", "224", "242"]) + _sub(draw, 7)
        a, b, c, d = nsn[:3], nsn[3:6], nsn[6:8], nsn[8:]
        return draw.pick([f"0{a} {b} {c} {d}", f"+90 {a} {b} {c} {d}", f"0 ({a}) {b} {c}{d}", f"0{nsn}", f"+90 {a} {b} {c}{d}", f"({a}) {b}-{c}-{d}"])
    if country == "RO":
        if rng.random() < 0.7:
            nsn = draw.pick(["722", "723", "744", "745", "751", "766", "788", "730"]) + _sub(draw, 6)
            return draw.pick([f"0{nsn[:3]} {nsn[3:6]} {nsn[6:]}", f"+40 {nsn[:3]} {nsn[3:6]} {nsn[6:]}", f"0{nsn[:3]}.{nsn[3:6]}.{nsn[6:]}", f"+40{nsn}", f"0{nsn}"])
        area, length = draw.pick([("21", 7), ("31", 7), ("264", 6), ("232", 6), ("256", 6)])
        local = _sub(draw, length)
        return draw.pick([f"0{area} {local[:3]} {local[3:]}", f"+40 {area} {local[:3]} {local[3:]}", f"(0{area}) {local}"])
    if country == "HU":
        if rng.random() < 0.7:
            net, rest = draw.pick(["20", "30", "70", "31"]), _sub(draw, 7)
            return draw.pick([f"+36 {net} {rest[:3]} {rest[3:]}", f"06 {net} {rest[:3]} {rest[3:]}", f"06-{net}/{rest[:3]}-{rest[3:]}", f"+36{net}{rest}",
                              f"06 ({net}) {rest[:3]}-{rest[3:]}"])
        if rng.random() < 0.5:
            rest = _sub(draw, 7)
            return draw.pick([f"+36 1 {rest[:3]} {rest[3:]}", f"06 1 {rest[:3]} {rest[3:]}", f"06-1/{rest[:3]}-{rest[3:]}"])
        area, rest = draw.pick(["62", "52", "72", "96", "46"]), _sub(draw, 6)
        return draw.pick([f"06 {area} {rest[:3]} {rest[3:]}", f"+36 {area} {rest[:3]} {rest[3:]}", f"(06-{area}) {rest[:3]}-{rest[3:]}"])
    if country == "HR":
        if rng.random() < 0.7:
            net = draw.pick(["91", "92", "95", "97", "98", "99"])
            rest = _sub(draw, draw.pick([7, 7, 6]))
            return draw.pick([f"+385 {net} {rest[:3]} {rest[3:]}", f"0{net} {rest[:3]} {rest[3:]}", f"0{net}/{rest[:3]}-{rest[3:]}", f"+385{net}{rest}"])
        area = draw.pick(["1", "21", "51", "31"])
        rest = _sub(draw, 7 if area == "1" else 6)
        return draw.pick([f"0{area} {rest[:4]} {rest[4:]}", f"+385 {area} {rest[:4]} {rest[4:]}", f"0{area}/{rest}"])
    if country in ("SK", "CZ"):
        if rng.random() < 0.7:
            net = draw.pick(["902", "903", "905", "910", "915", "944", "948"])
            rest = _sub(draw, 6)
            return draw.pick([f"+421 {net} {rest[:3]} {rest[3:]}", f"0{net} {rest[:3]} {rest[3:]}", f"0{net}/{rest[:3]} {rest[3:]}", f"+421{net}{rest}"])
        area, rest = draw.pick([("2", 8), ("55", 7), ("41", 7), ("48", 7)])
        local = _sub(draw, rest)
        return draw.pick([f"0{area}/{local[:4]} {local[4:]}", f"+421 {area} {local[:4]} {local[4:]}", f"0{area} {local}"])
    return phone_mo_v42(draw)


def phone_hl7_v42(draw: Draw) -> str:
    return f"^PRN^PH^^1^{draw.pick(['573', '417'])}^{_us_exchange(draw)}{draw.digits(4)}"


def phone_e164_v42(draw: Draw) -> str:
    return f"+1{draw.pick(['573', '417', '314'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs --------------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"TR": ["gmail.com", "hotmail.com", "yandex.com.tr", "mynet.com", "outlook.com.tr"],
                  "RO": ["yahoo.ro", "gmail.com", "yahoo.com", "rdslink.ro"],
                  "HU": ["freemail.hu", "citromail.hu", "gmail.com", "t-online.hu"],
                  "HR": ["net.hr", "gmail.com", "t-com.hr", "hotmail.com"],
                  "SK": ["azet.sk", "centrum.sk", "zoznam.sk", "gmail.com"], "CZ": ["seznam.cz", "email.cz", "gmail.com"],
                  "SI": ["siol.net", "gmail.com", "amis.net"],
                  "US": ["socket.net", "centurytel.net", "gmail.com", "yahoo.com", "charter.net", "fidnet.com", "icloud.com"]}
_EMAIL_WORDS = {"TR": ("et", "nokta"), "RO": ("at", "punct"), "HU": ("kukac", "pont"), "HR": ("et", "točka"), "SK": ("zavináč", "bodka"),
                "CZ": ("zavináč", "tečka"), "SI": ("afna", "pika"), "US": ("at", "dot")}


def _local(draw: Draw, first: str, last: str) -> str:
    first = blind2.fold_ascii(first).lower().replace(" ", "") or "ana"
    last = blind2.fold_ascii(last).lower().replace(" ", "").replace("'", "") or "kis"
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(55, 80)}", f"{last}{draw.rng.randint(1941, 1978)}", f"{first}{last}"])


def _email(draw: Draw, country: str, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    at, dot = _EMAIL_WORDS[country]
    if style < 0.15:
        return f"{local} {at} {domain.replace('.', ' ' + dot + ' ')}"
    if style < 0.25:
        return f"{local} [{at}] {domain.replace('.', ' [' + dot + '] ')}"
    if style < 0.3:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v42(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers in its language."""
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), True)


def email_plain_v42(draw: Draw) -> str:
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), False)


def email_family_v42(draw: Draw) -> str:
    """The e-mail of the text's second person (a relative, a representative)."""
    return _email(draw, _country(draw), draw.fill("first2"), draw.fill("last2"), True)


def ip_v42(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, reserved or documentation)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = {"TR": "2a02:ff0", "RO": "2a02:2f0e", "HU": "2001:4c4e", "HR": "2a00:ee2"}.get(country, draw.pick(["2600:1700", "2603:3024", "2607:fb90"]))
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick({"TR": [78, 88, 85, 176], "RO": [86, 89, 79, 188], "HU": [84, 91, 178, 188], "HR": [93, 78, 31, 89]}.get(country, [24, 68, 71, 98, 108, 173, 184]))
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "", suffix: str = "") -> str:
    first = blind2.fold_ascii(draw.fill("first" + suffix)).lower().replace(" ", "") or "ana"
    last = blind2.fold_ascii(draw.fill("last" + suffix)).lower().replace(" ", "").replace("'", "") or "kis"
    return f"{first}{sep}{last}"


def care_url_v42(draw: Draw) -> str:
    """A page the person or family keeps about the illness: CaringBridge, a fundraiser, a blog, a video channel."""
    return draw.pick([f"https://www.caringbridge.org/site/{_slug(draw)}", f"caringbridge.org/visit/{_slug(draw)}{draw.rng.randint(1, 9)}",
                      f"https://www.gofundme.com/f/{_slug(draw, '-')}-transplant-fund", f"https://{_slug(draw)}strong.blogspot.com",
                      f"https://www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(10, 99)}", f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 99)}",
                      f"gofundme.com/f/help-{_slug(draw, '-')}-fight-cancer"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("ssn_hl7", "dob_x12", "email_plain", "ip_public", "phone_e164")},
    "dob_v42": dob_v42, "dob_elder_v42": dob_elder_v42, "dob_iso_v42": dob_iso_v42, "dob_compact_v42": dob_compact_v42,
    "dob_row_v42": dob_row_v42, "dod_v42": dod_v42, "dod_relative_v42": dod_relative_v42, "age_v42": age_v42, "age_adj_v42": age_adj_v42,
    "ssn_v42": ssn_v42, "ssn_plain_v42": ssn_plain_v42, "itin_v42": itin_v42, "mbi_v42": mbi_v42, "mbi_plain_v42": mbi_plain_v42,
    "mo_dcn_v42": mo_dcn_v42, "member_v42": member_v42, "member_plain_v42": member_plain_v42, "dl_mo_v42": dl_mo_v42,
    "mrn_v42": mrn_v42, "mrn_plain_v42": mrn_plain_v42, "subject_v42": subject_v42, "donor_id_v42": donor_id_v42,
    "tckn_v42": tckn_v42, "cnp_v42": cnp_v42, "taj_v42": taj_v42, "oib_v42": oib_v42, "mbo_hr_v42": mbo_hr_v42,
    "rodne_cislo_v42": rodne_cislo_v42, "iban_tr_v42": iban_tr_v42, "iban_ro_v42": iban_ro_v42, "iban_hu_v42": iban_hu_v42,
    "iban_hr_v42": iban_hr_v42, "us_account_v42": us_account_v42, "jcb_v42": jcb_v42, "unionpay_v42": unionpay_v42, "card_v42": card_v42,
    "vin_v42": vin_v42, "plate_v42": plate_v42, "addr_mo_v42": addr_mo_v42, "addr_v42": addr_v42, "addr_hl7_v42": addr_hl7_v42,
    "addr_x12_v42": addr_x12_v42, "addr_fhir_v42": addr_fhir_v42, "phone_mo_v42": phone_mo_v42, "phone_v42": phone_v42,
    "phone_hl7_v42": phone_hl7_v42, "phone_e164_v42": phone_e164_v42, "email_v42": email_v42, "email_plain_v42": email_plain_v42,
    "email_family_v42": email_family_v42, "ip_v42": ip_v42, "care_url_v42": care_url_v42,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_CHAIR_SITES = ["Rolla Pod A", "Rolla Pod B", "Rolla Pod C", "Rolla Fast Track", "Rolla Apheresis", "Lebanon infusion", "Springfield infusion",
                "Rolla Pediatric bay", "Rolla Evening clinic"]


def _chair_row(d: Draw) -> str:
    chairs = d.rng.randint(4, 22)
    available = chairs * d.rng.randint(40, 55)
    used = d.rng.randint(available // 2, available)
    return (f"{d.pick(_CHAIR_SITES)} | {chairs} | {available} | {used} | {100 * used / available:.1f}% | {d.rng.randint(4, 48)} min | "
            f"{d.rng.randint(0, 31)}")


def _chair_csv_row(d: Draw) -> str:
    appts = d.rng.randint(18, 140)
    return (f"{d.pick(_CHAIR_SITES).lower().replace(' ', '_')},{d.rng.randint(4, 22)},{appts},{d.rng.randint(0, appts // 10)},"
            f"{d.rng.randint(55, 97)}.{d.digits(1)},{d.rng.randint(90, 260)}")


_VAULTS = ["Vault 1 Bourbeuse (TrueBeam)", "Vault 2 Gasconade (TrueBeam)", "Vault 3 Osage (Halcyon)", "Vault 4 Jacks Fork (Versa HD)",
           "Lebanon Niangua (Halcyon)", "Vault 5 Eleven Point (CyberKnife)", "Springfield Sac River (Ethos)"]


def _qa_row(d: Draw) -> str:
    return (f"{d.pick(_VAULTS)} | {d.pick(['+', '-'])}{d.rng.randint(0, 19) / 10:.1f}% | {d.pick(['+', '-'])}{d.rng.randint(0, 21) / 10:.1f}% | "
            f"{d.rng.randint(100, 104)}.{d.digits(1)}% | {d.rng.randint(100, 102)}.{d.digits(1)}% | {d.rng.randint(0, 9) / 10:.1f} mm | "
            f"{d.pick(['PASS', 'PASS', 'PASS', 'PASS - re-baselined', 'ACTION - physics notified'])}")


def _qa_json_row(d: Draw) -> str:
    return (f"{{\"beam\": \"{d.pick(['6X', '6FFF', '10X', '10FFF', '15X', '6e', '9e', '12e'])}\", \"outputDevPct\": {d.pick(['', '-'])}{d.rng.randint(0, 24) / 10}, "
            f"\"flatnessPct\": {d.rng.randint(1000, 1040) / 10}, \"symmetryPct\": {d.rng.randint(1000, 1025) / 10}, \"tolerancePct\": 3.0}}")


_PRODUCTS = [("Leukoreduced red cells (AS-3)", "E0336"), ("Irradiated red cells", "E0382"), ("Apheresis platelets in PAS", "E8340"),
             ("FP24 plasma", "E2555"), ("Cryoprecipitate pool (5)", "E5165"), ("Low-titer O whole blood", "E0009"),
             ("Washed red cells", "E0418"), ("Thawed plasma", "E2121")]


def _blood_row(d: Draw) -> str:
    name, code = d.pick(_PRODUCTS)
    counts = [d.rng.randint(0, 60) for _ in range(8)]
    expiry = dt.date.fromisoformat(d.fill("inv_day")) + dt.timedelta(days=d.rng.randint(1, 40))
    return f"{name} [{code}] | " + " | ".join(map(str, counts)) + f" | {d.rng.randint(1, 9)}.{d.digits(1)} | {expiry.isoformat()}"


def _blood_xml_row(d: Draw) -> str:
    name, code = d.pick(_PRODUCTS)
    return (f"  <Stock product=\"{code}\" description=\"{name}\" abo=\"{d.pick(['O', 'A', 'B', 'AB'])}\" rh=\"{d.pick(['POS', 'NEG'])}\" "
            f"units=\"{d.rng.randint(0, 64)}\" expiring72h=\"{d.rng.randint(0, 6)}\" earliestExpiry=\"{dt.date.fromisoformat(d.fill('inv_day')) + dt.timedelta(days=d.rng.randint(1, 40))}\"/>")


def _blood_sk_row(d: Draw) -> str:
    return (f"{d.pick(['0 Rh+', '0 Rh-', 'A Rh+', 'A Rh-', 'B Rh+', 'B Rh-', 'AB Rh+', 'AB Rh-'])} | {d.rng.randint(0, 90)} | {d.rng.randint(0, 40)} | "
            f"{d.rng.randint(0, 25)} | {d.pick(['dostatočná', 'dostatočná', 'nízka', 'kritická'])}")


_ANALYTES = [("Glucose", "mg/dL", 60, 320), ("Sodium", "mmol/L", 125, 155), ("Potassium", "mmol/L", 3, 7), ("Creatinine", "mg/dL", 1, 9),
             ("Hemoglobin", "g/dL", 7, 18), ("Platelet count", "x10^3/uL", 40, 600), ("PSA, total", "ng/mL", 1, 40), ("CEA", "ng/mL", 1, 60),
             ("CA 125", "U/mL", 8, 400), ("Ferritin", "ng/mL", 12, 900), ("TSH", "uIU/mL", 1, 12), ("Troponin I, hs", "ng/L", 4, 900)]


def _pt_row(d: Draw) -> str:
    name, unit, low, high = d.pick(_ANALYTES)
    target = d.rng.randint(low, high)
    result = round(target * d.rng.randint(92, 108) / 100, 1)
    sdi = round((result - target) / max(target * 0.04, 0.1), 1)
    return (f"{name} ({unit}) | {d.pick(['C-01', 'C-02', 'C-03', 'C-04', 'C-05'])} | {result} | {target} | {round(target * 0.9, 1)}-{round(target * 1.1, 1)} | "
            f"{sdi:+.1f} | {'Acceptable' if abs(sdi) < 2.5 else 'Unacceptable'}")


def _pt_csv_row(d: Draw) -> str:
    name, unit, low, high = d.pick(_ANALYTES)
    target = d.rng.randint(low, high)
    return f"{name.lower().replace(' ', '_').replace(',', '')},{unit},{d.pick(['CHM-A', 'CHM-B', 'HEM-A', 'TM-A'])},{target},{round(target * d.rng.randint(94, 106) / 100, 2)},{d.rng.randint(80, 100)}"


def _pt_hr_row(d: Draw) -> str:
    name = d.pick(["Glukoza", "Natrij", "Kalij", "Kreatinin", "Hemoglobin", "Trombociti", "PSA", "CEA", "Feritin", "TSH"])
    target = d.rng.randint(3, 300)
    return f"{name} | {round(target * d.rng.randint(94, 106) / 100, 1)} | {target} | {d.rng.randint(-24, 24) / 10:+.1f} | {d.pick(['prihvatljivo', 'prihvatljivo', 'neprihvatljivo'])}"


_STOPS = [("Lebanon infusion clinic", ORGANISATION_CONTACTS[17]), ("Springfield oncology clinic", ORGANISATION_CONTACTS[15]),
          ("Cancer center lab drop box", ORGANISATION_CONTACTS[7]), ("Blood center receiving", ORGANISATION_CONTACTS[11]),
          ("Plan office mailroom", ORGANISATION_CONTACTS[3]), ("Salem outreach clinic (dock)", ""), ("Waynesville satellite draw station", ""),
          ("Cuba family clinic (back entrance)", ""), ("St. James lab window", "")]


def _stop_row(d: Draw) -> str:
    name, address = d.pick(_STOPS)
    return (f"{name} | {address or 'no street address: see site map'} | {d.rng.randint(6, 17):02d}:{d.pick(['00', '15', '30', '45'])} | "
            f"{d.pick(['ambient', 'refrigerated', 'frozen (dry ice)', 'ambient + refrigerated', 'blood products (validated cooler)'])}")


def _stop_json_row(d: Draw) -> str:
    name, _ = d.pick(_STOPS)
    return (f"{{\"stop\": \"{name}\", \"pickup\": \"{d.rng.randint(6, 17):02d}:{d.pick(['05', '20', '35', '50'])}\", \"tempZone\": \"{d.pick(['AMB', 'REF', 'FRZ'])}\", "
            f"\"avgTotes\": {d.rng.randint(1, 9)}, \"driveMin\": {d.rng.randint(12, 75)}}}")


_TRAYS = ["Major laparotomy", "Minor procedure", "Mastectomy", "Port placement", "Laparoscopic colectomy", "Thoracotomy", "Craniotomy basic",
          "Cystoscopy", "Hysterectomy abdominal", "Orthopedic small fragment", "Vascular peripheral", "ENT neck dissection"]


def _tray_row(d: Draw) -> str:
    count = d.rng.randint(18, 190)
    missing = d.pick([0, 0, 0, 1, 2])
    return (f"{d.pick(_TRAYS)} | {count} | {count - missing} | {missing} | {d.rng.randint(0, 4)} | {d.pick(['steam 270F 4 min', 'steam 270F 10 min', 'low-temp H2O2', 'steam 250F 30 min'])} | "
            f"{d.rng.randint(95, 240)} min")


def _tray_csv_row(d: Draw) -> str:
    count, missing = d.rng.randint(18, 190), d.pick([0, 0, 0, 1])
    return (f"{d.pick(_TRAYS).lower().replace(' ', '_')},{count},{count - missing},{missing},"
            f"{d.pick(['AMSCO-1', 'AMSCO-2', 'STERRAD-1'])},{d.pick([4, 10, 30, 47])}")


_ROOMS = ["OR 1", "OR 2", "OR 3", "OR 4", "OR 5", "OR 6", "OR 7 (hybrid)", "OR 8 (robot)", "Endo 1", "Endo 2", "Cysto"]


def _turnover_row(d: Draw) -> str:
    median = d.rng.randint(18, 44)
    return f"{d.pick(_ROOMS)} | {d.rng.randint(40, 260)} | {median} | {median + d.rng.randint(6, 30)} | {d.rng.randint(62, 96)}% | {d.rng.randint(0, 28)}"


def _turnover_xml_row(d: Draw) -> str:
    median = d.rng.randint(18, 44)
    return (f"  <Room name=\"{d.pick(_ROOMS)}\" cases=\"{d.rng.randint(40, 260)}\" medianTurnoverMin=\"{median}\" p90TurnoverMin=\"{median + d.rng.randint(6, 30)}\" "
            f"firstCaseOnTimePct=\"{d.rng.randint(62, 96)}\"/>")


_SHORTAGES = [("Carboplatin 10 mg/mL, 45 mL vial", "0703-4248-01", "cisplatin where the protocol allows"),
              ("Cisplatin 1 mg/mL, 100 mL vial", "16729-288-38", "carboplatin AUC dosing"),
              ("Methotrexate 25 mg/mL, 2 mL vial", "70860-213-02", "preservative-free 1 g vial, split by pharmacy"),
              ("Fluorouracil 50 mg/mL, 50 mL vial", "63323-117-51", "none - prioritise curative regimens"),
              ("Etoposide 20 mg/mL, 25 mL vial", "68001-318-25", "etoposide phosphate"),
              ("Vincristine 1 mg/mL, 2 mL vial", "61703-309-06", "none - hold for pediatric protocols"),
              ("Dexamethasone 10 mg/mL, 1 mL vial", "63323-506-01", "dexamethasone 4 mg/mL"),
              ("Heparin 5,000 units/mL, 1 mL vial", "25021-400-01", "enoxaparin prophylaxis"),
              ("Leucovorin 350 mg vial", "55150-237-01", "levoleucovorin at half dose")]


def _shortage_row(d: Draw) -> str:
    name, ndc, alternative = d.pick(_SHORTAGES)
    return f"{name} | NDC {ndc} | {d.pick(['on allocation (80%)', 'backordered', 'limited', 'resolved - monitor'])} | {d.pick(['Q2', 'Q3', 'Q4'])} {d.fill('year')} | {alternative}"


def _shortage_json_row(d: Draw) -> str:
    name, ndc, _ = d.pick(_SHORTAGES)
    return (f"{{\"product\": \"{name}\", \"ndc\": \"{ndc}\", \"status\": \"{d.pick(['allocation', 'backorder', 'limited', 'resolved'])}\", "
            f"\"daysOnHand\": {d.rng.randint(2, 45)}}}")


def _shortage_hu_row(d: Draw) -> str:
    name = d.pick(["Karboplatin 450 mg/45 ml", "Ciszplatin 100 mg/100 ml", "Metotrexát 50 mg/2 ml", "Fluorouracil 2500 mg/50 ml",
                   "Etopozid 500 mg/25 ml", "Vinkrisztin 2 mg/2 ml", "Dexametazon 8 mg/2 ml"])
    return f"{name} | {d.pick(['korlátozottan elérhető', 'hiánycikk', 'helyettesíthető', 'ismét elérhető'])} | {d.pick(['II.', 'III.', 'IV.'])} negyedév"


def _budget_row(d: Draw) -> str:
    item, cpt = d.pick([("Screening visit, physician", "99205"), ("CBC with differential", "85025"), ("Comprehensive metabolic panel", "80053"),
                        ("CT chest/abdomen/pelvis with contrast", "74177"), ("ECG, 12-lead", "93000"), ("Echocardiogram", "93306"),
                        ("Research pharmacy dispensing", "n/a"), ("Coordinator time per visit", "n/a"), ("Tumor biopsy, core", "20206"),
                        ("PK blood draw and processing", "36415")])
    unit = d.rng.randint(20, 2400)
    visits = d.rng.randint(1, 12)
    return f"{item} | {cpt} | {visits} | ${unit:,}.00 | ${unit * visits:,}.00"


def _budget_csv_row(d: Draw) -> str:
    item = d.pick(["startup_fee", "irb_initial_review", "irb_continuing_review", "pharmacy_setup", "archiving", "screen_failure", "close_out",
                   "sae_reporting", "monitoring_visit"])
    return f"{item},{d.rng.randint(250, 9500)}.00,{d.pick(['one-time', 'per occurrence', 'annual', 'per subject'])},{d.pick(['Y', 'N'])}"


def _budget_ro_row(d: Draw) -> str:
    item = d.pick(["Vizită de screening", "Hemoleucogramă completă", "Biochimie extinsă", "CT torace-abdomen-pelvis", "EKG", "Ecocardiografie",
                   "Timp coordonator / vizită", "Recoltare probe PK"])
    unit = d.rng.randint(80, 4800)
    visits = d.rng.randint(1, 10)
    return f"{item} | {visits} | {unit:,} lei | {unit * visits:,} lei".replace(",", ".")


def _rate_row(d: Draw) -> str:
    code, name = d.pick([("96413", "Chemo IV infusion, first hour"), ("96415", "Chemo IV infusion, each additional hour"),
                         ("96417", "Chemo IV, each additional sequential"), ("77385", "IMRT delivery, simple"), ("77386", "IMRT delivery, complex"),
                         ("77301", "IMRT planning"), ("38221", "Bone marrow biopsy"), ("36591", "Collection of blood from port"),
                         ("J9045", "Carboplatin, 50 mg"), ("J9271", "Pembrolizumab, 1 mg"), ("G6015", "IMRT delivery, per treatment session")])
    current = d.rng.randint(30, 1900)
    return f"{code} | {name} | ${current:,}.{d.digits(2)} | ${current * d.rng.randint(101, 112) // 100:,}.{d.digits(2)} | {d.pick(['ASP+6%', 'fee schedule', '112% of Medicare', 'case rate'])}"


_BANDS = ["0-17", "18-44", "45-64", "65-74", "75-84", "85 and older"]


_BAND_PMPM = {"0-17": (18, 60), "18-44": (35, 110), "45-64": (90, 240), "65-74": (180, 420), "75-84": (240, 560), "85 and older": (300, 700)}


def _cap_row(d: Draw) -> str:
    band = d.pick(_BANDS)
    months = d.rng.randint(800, 48000)
    pmpm = d.rng.randint(*_BAND_PMPM[band])
    return f"{band} | {months:,} | ${pmpm}.{d.digits(2)} | ${months * pmpm:,}"


def _cap_csv_row(d: Draw) -> str:
    band = d.pick(_BANDS)
    return (f"{band.replace(' and older', '+')},{d.pick(['F', 'M'])},{d.rng.randint(200, 26000)},{d.rng.randint(*_BAND_PMPM[band])}.{d.digits(2)},"
            f"{d.rng.randint(70, 140) / 100:.2f}")


_HCCS = [("HCC 17", "Cancer metastatic to lung, liver, brain and other organs", "C78.01, C78.7, C79.31"),
         ("HCC 18", "Cancer metastatic to bone; acute leukemia", "C79.51, C92.00"),
         ("HCC 19", "Myelodysplastic syndromes, multiple myeloma", "C90.00, D46.9"),
         ("HCC 21", "Lymphoma and other cancers", "C83.38, C25.0"), ("HCC 22", "Bladder, colorectal and other cancers", "C18.7, C67.9"),
         ("HCC 23", "Prostate, breast and other cancers and tumors", "C61, C50.911"), ("HCC 326", "Chronic kidney disease, stage 5", "N18.5"),
         ("HCC 38", "Diabetes with glycemic, unspecified, or no complications", "E11.9, E11.65"), ("HCC 226", "Heart failure, except end-stage", "I50.22")]


def _hcc_row(d: Draw) -> str:
    hcc, label, codes = d.pick(_HCCS)
    return f"{hcc}: {label} - {codes}. Tip: {d.pick(['document status (active treatment vs history of)', 'link the site of metastasis', 'state the stage and the treatment plan', 'do not code history of cancer (Z85) as active', 'MEAT: monitor, evaluate, assess, treat'])}"


_HEDIS = [("Breast Cancer Screening, BCS-E", "50-74", ["Mammography: CPT 77061-77067; HCPCS G0202, G0204, G0206", "Bilateral mastectomy: ICD-10-PCS 0HTV0ZZ",
                                                      "History of bilateral mastectomy: ICD-10-CM Z90.13", "Digital breast tomosynthesis: CPT 77061-77063",
                                                      "Hospice exclusion: HCPCS G9687, Q5003"]),
           ("Colorectal Cancer Screening, COL-E", "45-75", ["Colonoscopy: CPT 44388-44408, 45378-45398; HCPCS G0105, G0121", "FIT-DNA: CPT 81528 (lookback 3 years)",
                                                           "FOBT: CPT 82270, 82274; HCPCS G0328", "CT colonography: CPT 74261-74263 (lookback 5 years)",
                                                           "Hospice exclusion: HCPCS G9687, Q5003"]),
           ("Cervical Cancer Screening, CCS-E", "21-64", ["Cervical cytology: CPT 88141-88175", "HPV test: CPT 87624, 87625 (ages 30-64)",
                                                         "Hysterectomy with no residual cervix: ICD-10-CM Z90.710", "Hospice exclusion: HCPCS G9687, Q5003"])]


def _hedis_row(d: Draw) -> str:
    return d.pick(_HEDIS[int(d.fill("hedis_i"))][2])


def _hedis_json_row(d: Draw) -> str:
    return d.pick(["{\"codeSystem\": \"CPT\", \"codes\": [\"77067\", \"77066\"]}", "{\"codeSystem\": \"HCPCS\", \"codes\": [\"G0105\", \"G0121\"]}",
                   "{\"codeSystem\": \"LOINC\", \"codes\": [\"77353-1\", \"77354-9\"]}", "{\"codeSystem\": \"ICD10CM\", \"codes\": [\"Z90.13\"]}",
                   "{\"codeSystem\": \"CPT\", \"codes\": [\"81528\"]}", "{\"codeSystem\": \"SNOMEDCT\", \"codes\": [\"268547008\"]}"])


_DIRECTORY = [("Dr. Kofi Brandvold, MD", "Medical Oncology", 0, 6, 7), ("Dr. Wendeline Apperson-Thiele, MD", "Radiation Oncology", 1, 9, 7),
              ("Dr. Marisela Quattlebaum, MD", "Hematology; Transfusion Medicine", 2, 10, 11),
              ("Dr. Anselm Okonkwo-Riedl, MD", "Medical Oncology (Springfield)", 3, 14, 15),
              ("Lorna Kastellanos, RN, OCN", "Infusion nursing (Lebanon)", None, 16, 17)]


def _directory_row(d: Draw) -> str:
    name, specialty, npi, phone, address = d.pick(_DIRECTORY)
    npi_text = f"NPI {ORG_NPIS[npi]}" if npi is not None else "no NPI (nursing)"
    return f"{name} | {specialty} | {npi_text} | {ORGANISATION_CONTACTS[address]} | {ORGANISATION_CONTACTS[phone]} | {d.pick(['accepting new patients', 'referral required', 'accepting new patients', 'waitlist'])}"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, meeting, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang == "tr":
            return f"{day.day} {MONTHS_V42['tr'][day.month - 1]} {day.year}"
        if lang == "ro":
            return f"{day.day} {MONTHS_V42['ro'][day.month - 1]} {day.year}"
        if lang == "hu":
            return f"{day.year}. {MONTHS_V42['hu'][day.month - 1]} {day.day}."
        if lang == "hr":
            return f"{day.day}. {MONTHS_V42['hr'][day.month - 1]} {day.year}."
        if lang == "es":
            return f"{day.day} de {MONTHS_V42['es'][day.month - 1]} de {day.year}"
        return f"{day.day}. {MONTHS_V42[lang][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "cancer_center": CANCER_CENTER, "blood_center": BLOOD_CENTER, "institute": RESEARCH_INSTITUTE,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_help_email": ORGANISATION_CONTACTS[4], "org_appeals_email": ORGANISATION_CONTACTS[5],
    "cc_phone": ORGANISATION_CONTACTS[6], "cc_addr": ORGANISATION_CONTACTS[7], "infusion_phone": ORGANISATION_CONTACTS[8],
    "radonc_phone": ORGANISATION_CONTACTS[9], "blood_phone": ORGANISATION_CONTACTS[10], "blood_addr": ORGANISATION_CONTACTS[11],
    "lab_phone": ORGANISATION_CONTACTS[12], "research_phone": ORGANISATION_CONTACTS[13], "sgf_phone": ORGANISATION_CONTACTS[14],
    "sgf_addr": ORGANISATION_CONTACTS[15], "leb_phone": ORGANISATION_CONTACTS[16], "leb_addr": ORGANISATION_CONTACTS[17],
    "org_tollfree": ORGANISATION_CONTACTS[18], "nurse_line": ORGANISATION_CONTACTS[19], "org_intl_line": ORGANISATION_CONTACTS[20],
    "org_web": ORGANISATION_CONTACTS[21], "research_email": ORGANISATION_CONTACTS[22], "irb_email": ORGANISATION_CONTACTS[23],
    "blood_email": ORGANISATION_CONTACTS[24], "labq_email": ORGANISATION_CONTACTS[25], "pharmacy_email": ORGANISATION_CONTACTS[26],
    "prov_email": ORGANISATION_CONTACTS[27], "prov_phone": ORGANISATION_CONTACTS[28], "contracting_email": ORGANISATION_CONTACTS[29],
    "edi_email": ORGANISATION_CONTACTS[30], "quality_email": ORGANISATION_CONTACTS[31], "newsletter_email": ORGANISATION_CONTACTS[32],
    "courier_phone": ORGANISATION_CONTACTS[33], "courier_email": ORGANISATION_CONTACTS[34], "spd_email": ORGANISATION_CONTACTS[35],
    "uk_partner_line": ORGANISATION_CONTACTS[36], "au_partner_line": ORGANISATION_CONTACTS[37], "fr_partner_line": ORGANISATION_CONTACTS[38],
    "de_partner_line": ORGANISATION_CONTACTS[39], "rx_help_phone": ORGANISATION_CONTACTS[40], "or_desk_phone": ORGANISATION_CONTACTS[41],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "infusion_lead": lambda d: STAFF[6], "physicist": lambda d: STAFF[5], "lab_lead": lambda d: STAFF[9], "spd_lead": lambda d: STAFF[7],
    "pharmacist": lambda d: STAFF[8], "research_lead": lambda d: STAFF[4], "genetics_lead": lambda d: STAFF[10],
    "site_no": lambda d: str(d.cache.setdefault("_site", d.pick(["101", "104", "112", "203", "305", "411"]))),
    "inv_day": lambda d: d.date_between(2025, 2026).isoformat(),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_staff2": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick([name for name in STAFF if name.startswith("Dr. ")]),
    "own_doctor2": lambda d: d.pick([name for name in STAFF if name.startswith("Dr. ")]),
    "doc_i": lambda d: str(d.rng.randrange(3)),
    "doc_name": lambda d: ("Dr. Kofi Brandvold", "Dr. Wendeline Apperson-Thiele", "Dr. Anselm Okonkwo-Riedl")[int(d.fill("doc_i"))],
    "doc_npi": lambda d: (ORG_NPIS[0], ORG_NPIS[1], ORG_NPIS[3])[int(d.fill("doc_i"))],
    "doc_xcn": lambda d: ("Brandvold^Kofi^^^MD", "Apperson-Thiele^Wendeline^^^MD", "Okonkwo-Riedl^Anselm^^^MD")[int(d.fill("doc_i"))],
    "doc_specialty": lambda d: ("ONC^Medical Oncology", "RAD^Radiation Oncology", "ONC^Medical Oncology")[int(d.fill("doc_i"))],
    "doc_role": lambda d: ("onc", "radonc", "onc")[int(d.fill("doc_i"))],
    "blood_md": lambda d: STAFF[2],
    "money_plain": lambda d: f"{d.rng.randint(20000, 480000)}.{d.digits(2)}",
    "quarter_code": lambda d: f"{d.rng.randint(2025, 2026)}Q{d.rng.randint(1, 4)}",
    "org_ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "own_doc_hl": lambda d: d.pick(["Brandvold^Kofi^^^MD", "Apperson-Thiele^Wendeline^^^MD", "Okonkwo-Riedl^Anselm^^^MD"]),
    "month_name": lambda d: d.pick(blind.MONTHS),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "en_date": _month_date("en"), "tr_date": _month_date("tr"), "ro_date": _month_date("ro"), "hu_date": _month_date("hu"),
    "hr_date": _month_date("hr"), "sk_date": _month_date("sk"), "sl_date": _month_date("sl"), "cs_date": _month_date("cs"),
    "es_date": _month_date("es"),
    "protocol": lambda d: f"GBH-{d.rng.randint(2023, 2026)}-{d.rng.randint(1, 140):03d}",
    "protocol2": lambda d: f"GBH-{d.rng.randint(2019, 2025)}-{d.rng.randint(1, 140):03d}",
    "nct": lambda d: f"NCT0{d.rng.randint(5, 7)}{d.digits(6)}",
    "sponsor_protocol": lambda d: d.pick([f"MK-{d.rng.randint(1000, 9999)}-{d.rng.randint(1, 99):03d}", f"BO{d.rng.randint(40000, 45999)}",
                                          f"D{d.rng.randint(9100, 9999)}C0000{d.rng.randint(1, 9)}", f"CA{d.rng.randint(200, 299)}-{d.rng.randint(100, 999)}",
                                          f"NRG-GY{d.rng.randint(20, 35):03d}", f"SWOG S{d.rng.randint(1800, 2399)}"]),
    "grant_no": lambda d: f"{d.pick(['R01', 'U10', 'P30', 'R21', 'UG1'])} CA{d.rng.randint(200000, 299999)}-{d.rng.randint(1, 5):02d}",
    "indication": lambda d: d.pick(["HER2-negative metastatic breast cancer", "stage III non-small-cell lung cancer", "relapsed multiple myeloma",
                                    "newly diagnosed glioblastoma", "high-risk localized prostate cancer", "platinum-sensitive ovarian cancer",
                                    "microsatellite-stable colorectal cancer", "diffuse large B-cell lymphoma"]),
    "feas_seen": lambda d: str(d.rng.randint(12, 180)),
    "feas_eligible": lambda d: str(d.rng.randint(1, max(2, int(d.fill("feas_seen")) // 3))),
    "count_a": lambda d: str(d.rng.randint(4, 160)),
    "count_b": lambda d: str(d.rng.randint(2, 60)),
    "count_c": lambda d: str(d.rng.randint(1, 12)),
    "pct_a": lambda d: f"{d.rng.randint(55, 97)}%",
    "money_k": lambda d: f"${d.rng.randint(40, 2400):,},{d.digits(3)}",
    "ldc_lot": lambda d: f"{d.letters(2)}{d.digits(5)}",
    "ctrl_no": lambda d: d.digits(9, True),
    "version": lambda d: f"{d.rng.randint(2, 5)}.{d.rng.randint(0, 9)}.{d.rng.randint(0, 20)}",
    "sn_short": lambda d: f"H{d.rng.randint(19, 22)}{d.digits(4)}",
    "chair_table": _table(_chair_row, 5), "chair_csv": _table(_chair_csv_row, 5), "qa_table": _table(_qa_row, 4),
    "qa_json": _rows(_qa_json_row, 4, 14, ", "), "blood_table": _table(_blood_row, 5), "blood_xml": _rows(_blood_xml_row, 5, 40),
    "blood_sk_table": _table(_blood_sk_row, 6), "pt_table": _table(_pt_row, 6), "pt_csv": _table(_pt_csv_row, 6), "pt_hr_table": _table(_pt_hr_row, 5),
    "stop_table": _table(_stop_row, 5), "stop_json": _rows(_stop_json_row, 4, 24, ", "), "tray_table": _table(_tray_row, 5),
    "tray_csv": _table(_tray_csv_row, 5), "turnover_table": _table(_turnover_row, 6), "turnover_xml": _rows(_turnover_xml_row, 5, 24), "shortage_table": _table(_shortage_row, 4),
    "shortage_json": _rows(_shortage_json_row, 4, 30, ", "), "shortage_hu_table": _table(_shortage_hu_row, 4), "budget_table": _table(_budget_row, 6),
    "budget_csv": _table(_budget_csv_row, 5), "budget_ro_table": _table(_budget_ro_row, 5), "rate_table": _table(_rate_row, 5),
    "cap_table": _table(_cap_row, 5), "cap_csv": _table(_cap_csv_row, 4, ), "hcc_list": _table(_hcc_row, 4), "hedis_codes": _rows(_hedis_row, 4, 14),
    "hedis_i": lambda d: str(d.rng.randrange(3)), "hedis_name": lambda d: _HEDIS[int(d.fill("hedis_i"))][0],
    "hedis_ages": lambda d: _HEDIS[int(d.fill("hedis_i"))][1],
    "hedis_json": _rows(_hedis_json_row, 3, 40, ", "), "directory_table": _table(_directory_row, 4),
    "dx_short": lambda d: d.pick(["breast", "lung", "colorectal", "prostate", "lymphoma", "myeloma", "pancreatic", "ovarian"]),
    "regimen": lambda d: d.pick(["AC-T (doxorubicin, cyclophosphamide, then paclitaxel)", "FOLFOX", "carboplatin and pemetrexed with pembrolizumab",
                                 "R-CHOP x 6", "daratumumab, lenalidomide and dexamethasone", "TCHP", "gemcitabine and nab-paclitaxel",
                                 "FOLFIRINOX", "carboplatin and paclitaxel weekly"]),
    "stage": lambda d: d.pick(["IA", "IIA", "IIB", "IIIA", "IIIB", "IIIC", "IV"]),
    "ecog": lambda d: d.pick(["0", "1", "1", "2", "3"]),
    "cycle": lambda d: str(d.rng.randint(1, 8)),
    "icd_onc": lambda d: d.pick(["C50.912", "C34.11", "C18.2", "C61", "C83.30", "C90.00", "C25.0", "C56.9", "C67.4", "C71.1"]),
    "initials": lambda d: f"{blind2.fold_ascii(d.fill('first'))[:1].upper()}-{blind2.fold_ascii(d.fill('last'))[:1].upper()}",
    "abo": lambda d: d.pick(["O POS", "O NEG", "A POS", "A NEG", "B POS", "AB POS"]),
    "organ": lambda d: d.pick(["kidney", "liver", "kidney-pancreas", "heart", "lung"]),
    "defer_reason": lambda d: d.pick(["a hemoglobin of 12.1 g/dL, below the 12.5 g/dL minimum", "travel to a malaria-risk area",
                                      "a tattoo applied in an unregulated facility", "a reactive screening test that was not confirmed",
                                      "a pulse of 108 at the time of donation", "treatment with finasteride in the last month"]),
    "defer_until": lambda d: d.pick(["8 weeks", "3 months", "12 months", "indefinitely, pending re-entry testing"]),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b42c_infusion_chair_report", "infusion_chair_utilisation_report", US,
     "{cancer_center} - infusion chair utilisation, week {week} of {year}\nSite | Chairs | Chair-hours open | Chair-hours booked | Utilisation | Median wait | Same-day add-ons\n"
     "{chair_table}\nTarget utilisation 80-85%; above 90% the add-on queue moves to the Lebanon clinic ({leb_phone}). Infusion scheduling: {infusion_phone}. "
     "Prepared by {infusion_lead} for the capacity huddle."),
    ("b42c_infusion_chair_csv", "infusion_chair_utilisation_report", US,
     "site,chairs,appointments,no_shows,utilisation_pct,median_chair_minutes\n{chair_csv}\n# {cancer_center} scheduling extract, service date {eff_iso}, "
     "generated {iso_ts}; aggregated by site, no appointment-level data"),
    ("b42c_linac_qa_log", "radiation_oncology_machine_qa_log", US,
     "Radiation Oncology - daily machine QA log, {en_date}\nMachine | 6X output | 10FFF output | Flatness | Symmetry | Laser/MV iso | Result\n{qa_table}\n"
     "Tolerances per TG-142: output +/-3%, flatness and symmetry within 103%, isocentre 1 mm (2 mm for non-SRS). Warm-up completed {clock}. "
     "Reviewed by {physicist} (physics). Questions: radiation oncology desk {radonc_phone}."),
    ("b42c_linac_qa_json", "radiation_oncology_machine_qa_log", US,
     "{\"site\": \"{cancer_center}\", \"machine\": \"((Vault 1 Bourbeuse||Vault 2 Gasconade||Vault 3 Osage||Lebanon Niangua))\", \"serial\": \"{sn_short}\", "
     "\"device\": \"((DailyQA 3||MPC||Machine Performance Check))\", \"performed\": \"{iso_ts}\", \"beams\": [{qa_json}], \"softwareVersion\": \"{version}\", "
     "\"approvedBy\": \"{physicist}\"}"),
    ("b42c_blood_inventory_report", "blood_bank_inventory_report", US,
     "{blood_center} - inventory at {clock}, {inv_day}\nProduct [ISBT] | O+ | O- | A+ | A- | B+ | B- | AB+ | AB- | Days on hand | Earliest expiry\n{blood_table}\n"
     "O-negative red cells below the 3-day par: ((yes - appeal to donors issued||no)). Rotate short-dated platelets to the cancer center first. "
     "Hospital orders: {blood_phone} or {blood_email}. Medical director {blood_md}."),
    ("b42c_blood_inventory_xml", "blood_bank_inventory_report", US,
     "<BloodInventory center=\"{blood_center}\" asOf=\"{inv_day}T{clock}:00\" facilityFDA=\"((1923||2087||3140))\">\n{blood_xml}\n  <Contact phone=\"{blood_phone}\" email=\"{blood_email}\"/>\n"
     "</BloodInventory>"),
    ("b42c_blood_inventory_sk", "blood_bank_inventory_report", ("sk_SK",),
     "Stav zásob krvi - partnerská transfúzna služba ({sk_date})\nKrvná skupina | Erytrocyty (TU) | Plazma (TU) | Trombocyty (TU) | Stav\n{blood_sk_table}\n"
     "Údaje sú súhrnné a nesúvisia s konkrétnym darcom. Výmena údajov s {blood_center} v rámci programu spolupráce; kontakt pre zahraničných partnerov {de_partner_line}."),
    ("b42c_proficiency_results", "lab_proficiency_testing_results", US,
     "Proficiency testing evaluation - {blood_center} laboratory, survey ((C-A||C-B||HE-A||TM-B)) {year}\nAnalyte | Specimen | Reported | Target | Acceptable range | SDI | Grade\n"
     "{pt_table}\nOverall score ((100||96||92))%. Any unacceptable result gets a documented investigation within 30 days. Lab quality: {labq_email}, client services {lab_phone}. "
     "Reviewed by {lab_lead}."),
    ("b42c_proficiency_csv", "lab_proficiency_testing_results", US,
     "analyte,unit,module,target,reported,peer_percentile\n{pt_csv}\n# CLIA-certified laboratory of {blood_center}, event {year}-((1||2||3)), exported {eff_iso}"),
    ("b42c_proficiency_hr", "lab_proficiency_testing_results", ("hr_HR",),
     "Vanjska procjena kvalitete - rezultati kruga ((1||2||3))/{year} (partnerski laboratorij)\nPretraga | Rezultat | Ciljna vrijednost | SDI | Ocjena\n{pt_hr_table}\n"
     "Izvješće je sastavljeno {hr_date} Rezultati su razmijenjeni s laboratorijem {blood_center} radi usporedbe metoda; upiti na {labq_email}."),
    ("b42c_courier_routes", "specimen_courier_route_schedule", US,
     "Specimen courier - route ((R1 north||R2 south||R3 Springfield loop)), effective {en_date}\nStop | Address | Pickup | Temperature\n{stop_table}\n"
     "Drivers call dispatch at {courier_phone} if a stop is more than 15 minutes late. Chain-of-custody logs are scanned nightly. Route changes: {courier_email}."),
    ("b42c_courier_json", "specimen_courier_route_schedule", US,
     "{\"route\": \"((R1||R2||R3||R4))\", \"vehicle\": \"((Van 3||Van 5||Sedan 2))\", \"effective\": \"{eff_iso}\", \"dispatch\": \"{courier_phone}\", \"stops\": [{stop_json}], "
     "\"endpoint\": \"{blood_addr}\"}"),
    ("b42c_spd_tray_counts", "sterile_processing_tray_counts", US,
     "Sterile Processing - tray count reconciliation, {dos}, ((first||second||third)) shift\nTray | Instruments listed | Counted | Missing | Damaged | Cycle | Turnaround\n"
     "{tray_table}\nMissing instruments are flagged on the tray card and the OR desk ({or_desk_phone}) is called before the first case. "
     "Biological indicator for load {ldc_lot}: negative. SPD lead {spd_lead}; {spd_email}."),
    ("b42c_spd_tray_csv", "sterile_processing_tray_counts", US,
     "tray_name,instruments_listed,instruments_counted,missing,sterilizer,cycle_minutes\n{tray_csv}\n# {cancer_center} SPD tracking system, shift ending {iso_ts}; "
     "questions {spd_email}"),
    ("b42c_or_turnover_metrics", "or_turnover_metrics", US,
     "Perioperative dashboard - OR turnover, {month_name} {year}\nRoom | Cases | Median turnover (min) | 90th percentile | First case on time | Turnovers > 45 min\n"
     "{turnover_table}\nTurnover = patient out to next patient in. Goal: median 25 min, first-case on-time 85%. Surgical services review {weekday} 7:00. "
     "Block release requests to the OR desk, {or_desk_phone}."),
    ("b42c_or_turnover_xml", "or_turnover_metrics", US,
     "<TurnoverReport facility=\"{cancer_center}\" period=\"{quarter}\" generated=\"{iso_ts}\">\n{turnover_xml}\n  <Definition>wheels out to wheels in, same room</Definition>\n"
     "</TurnoverReport>"),
    ("b42c_drug_shortage_bulletin", "drug_shortage_bulletin", US,
     "Pharmacy bulletin - oncology drug shortages, {en_date}\nProduct | NDC | Status | Expected recovery | Alternative / conservation\n{shortage_table}\n"
     "Prescribers: do not change a protocol regimen without a pharmacy consult. Waste-reduction: vial sharing under USP <797> in the hood at Rolla only. "
     "Questions to {pharmacist} at {pharmacy_email} or the pharmacy help desk, {rx_help_phone}."),
    ("b42c_drug_shortage_json", "drug_shortage_bulletin", US,
     "{\"bulletin\": \"oncology-shortages\", \"issued\": \"{eff_iso}\", \"issuer\": \"{org}\", \"rxBin\": \"{org_rxbin}\", \"items\": [{shortage_json}], "
     "\"contact\": \"{pharmacy_email}\"}"),
    ("b42c_drug_shortage_hu", "drug_shortage_bulletin", ("hu_HU",),
     "Gyógyszerhiány-tájékoztató - onkológiai készítmények ({hu_date})\nKészítmény | Helyzet | Várható megoldás\n{shortage_hu_table}\n"
     "A magyarországi partnerkórházak tájékoztatására, a {cancer_center} gyógyszertárával egyeztetve. Kérdések: {pharmacy_email}; nemzetközi vonal {org_intl_line}."),
    ("b42c_site_feasibility", "clinical_trial_site_feasibility", US,
     "Site feasibility questionnaire - {sponsor_protocol} ({indication})\nSite: {institute} at {cancer_center}; principal investigator {own_doctor}\n"
     "1. New patients with this diagnosis seen in the last 12 months: {feas_seen}\n2. Of those, estimated eligible under the draft criteria: {feas_eligible}\n"
     "3. Competing studies open for the same population: {count_c}\n4. -80 C freezer with alarm and back-up power: yes. Dry-ice shipping: yes.\n"
     "5. Central IRB accepted: ((yes||yes, with local context review)). Typical contract and budget time: ((45||60||75)) days.\nContact: {research_phone}, {research_email}."),
    ("b42c_site_feasibility_tr", "clinical_trial_site_feasibility", ("tr_TR",),
     "Merkez fizibilite anketi - {sponsor_protocol}\nHastalık grubu: ((meme kanseri||akciğer kanseri||multipl miyelom||kolorektal kanser))\n"
     "Son 12 ayda görülen yeni hasta sayısı: {feas_seen}\nTahmini uygun hasta sayısı: {feas_eligible}\nAynı hasta grubunda açık rakip çalışma: {count_c}\n"
     "-80 °C dondurucu ve jeneratör: var\nAnket tarihi: {tr_date}. Koordinasyon: {institute}, {research_email}; Avrupa ofisi {uk_partner_line}."),
    ("b42c_site_feasibility_ro", "clinical_trial_site_feasibility", ("ro_RO",),
     "Chestionar de fezabilitate pentru centru - {sponsor_protocol}\nIndicație: ((cancer pulmonar fără celule mici||cancer mamar HER2-negativ||mielom multiplu))\n"
     "Pacienți noi în ultimele 12 luni: {feas_seen}; pacienți estimați eligibili: {feas_eligible}; studii concurente: {count_c}.\n"
     "Congelator -80 °C cu alarmă: da. Aviz al comisiei de etică în aproximativ ((45||60||90)) de zile.\nCompletat la {ro_date}; coordonare {institute}, {research_email}, {fr_partner_line}."),
    ("b42c_irb_agenda", "irb_meeting_agenda", US,
     "{institute} Institutional Review Board - agenda, {en_date}, {clock}\nChair: {own_doctor}. Quorum: 7 voting members.\n"
     "1. Minutes of the previous meeting.\n2. Initial review: {protocol} ({sponsor_protocol}, {nct}) - {indication}; PI {own_doctor2}.\n"
     "3. Continuing review: {protocol2} - enrolment ((12 of 40||31 of 60||88 of 90)); no unanticipated problems.\n"
     "4. Amendment: {protocol} - eligibility widened to ECOG 0-2 and ages 18 to 85.\n5. Reportable events: ((none||one protocol deviation (visit window), no harm)).\nMaterials: {irb_email}."),
    ("b42c_ethics_agenda_cs", "irb_meeting_agenda", ("cs_CZ",),
     "Etická komise partnerského centra - program zasedání {cs_date}\n1. Nová studie {sponsor_protocol} ({nct}), fáze ((II||III)).\n"
     "2. Dodatek č. ((2||3||4)) k protokolu {protocol} - změna počtu návštěv.\n3. Průběžná zpráva: zařazeno ((14||27||45)) subjektů v České republice.\n"
     "Podklady zašle koordinační centrum {institute} ({research_email}); kontakt pro Evropu {de_partner_line}."),
    ("b42c_research_budget", "research_budget_sheet", US,
     "Per-patient budget - {sponsor_protocol}, {institute}\nItem | CPT | Visits | Unit cost | Total\n{budget_table}\n"
     "Overhead 28% on direct costs; standard-of-care items billed to insurance are excluded. Budget prepared {en_date} by {research_lead}; questions {research_email}."),
    ("b42c_research_budget_csv", "research_budget_sheet", US,
     "fee_item,amount_usd,frequency,invoiceable\n{budget_csv}\n# {institute} budget template v{small_digit}.{small_digit}, protocol {protocol}, EIN {org_ein}"),
    ("b42c_research_budget_ro", "research_budget_sheet", ("ro_RO",),
     "Buget per pacient - {sponsor_protocol}, centrul partener din Cluj-Napoca\nProcedură | Vizite | Cost unitar | Total\n{budget_ro_table}\n"
     "Valorile nu includ TVA. Regia instituției: 20%. Buget aprobat la {ro_date}; corespondență cu {institute}: {research_email}."),
    ("b42c_grant_progress", "grant_progress_report", US,
     "Research performance progress report - {grant_no}, budget period {year_prev}-{year}\nPrincipal investigator: {own_doctor}, {institute}\n"
     "Aim 1 (accrual to the rural tele-oncology arm): {count_a} participants enrolled against a target of ((120||150||200)); ((14||22||31)) counties reached.\n"
     "Aim 2: biomarker assays completed for {pct_a} of banked samples; lot {ldc_lot} of the assay kit failed QC and was replaced.\n"
     "Publications: ((2||3||4)) manuscripts, ((1||2)) under review. No changes in key personnel. Contact {research_phone}."),
    ("b42c_rate_amendment", "payer_contract_rate_amendment", US,
     "Amendment No. ((3||4||5)) to the Provider Services Agreement between {org} and {cancer_center}\nEffective {en_date}, Exhibit B is replaced as follows:\n"
     "Code | Description | Current rate | Amended rate | Basis\n{rate_table}\nAll other terms remain in force. Payer ID {payer_id}; tax ID of the plan {org_ein}. "
     "Contracting: {contracting_email}, {prov_phone}."),
    ("b42c_capitation_report", "capitation_report", US,
     "Capitation report - {org}, {quarter}\nAge band | Member months | PMPM | Total paid\n{cap_table}\nRisk-adjusted by the plan's CMS-HCC factors; "
     "retro adjustments for eligibility changes post in the next cycle. Remittance questions: {edi_email}, {prov_phone}."),
    ("b42c_capitation_csv", "capitation_report", US,
     "age_band,sex,member_months,pmpm_usd,risk_factor\n{cap_csv}\n# payer {payer_id} capitation summary, contract {protocol2}, run {iso_ts}"),
    ("b42c_hcc_coding_tips", "risk_adjustment_coding_tips", US,
     "Coding tip sheet - oncology risk adjustment (CMS-HCC V28), {year}\n{hcc_list}\nDocument at least once a year, in a face-to-face or telehealth visit, "
     "with the treating provider's signature and credentials. Education sessions: {quality_email}. {org}, provider network line {prov_phone}."),
    ("b42c_hedis_spec", "hedis_measure_specification", US,
     "HEDIS MY {year} - {hedis_name} - plan summary\n"
     "Eligible population: members {hedis_ages} years of age as of December 31 of the measurement year, continuously enrolled.\n"
     "Numerator codes:\n{hedis_codes}\nExclusions: hospice, palliative care, members 66 and older in institutional SNP or long-term care. Questions: {quality_email}."),
    ("b42c_hedis_json", "hedis_measure_specification", US,
     "{\"measure\": \"((BCS-E||COL-E||CCS-E))\", \"measurementYear\": {year}, \"ageRange\": [((50, 74||45, 75||21, 64))], \"valueSets\": [{hedis_json}], "
     "\"payerId\": \"{payer_id}\", \"owner\": \"{quality_email}\"}"),
    ("b42c_member_newsletter", "member_newsletter_article", US,
     "{org} Health Notes - ((Spring||Summer||Fall||Winter)) {year}, issue {small_digit}\nIs it time for your screening?\n"
     "((Colon cancer screening now starts at 45. {own_doctor} of the {cancer_center} says the at-home FIT kit finds most early cancers when it is done every year.||"
     "Lung cancer screening is for adults 50 to 80 who smoked 20 pack-years. {own_doctor} of the {cancer_center} says a low-dose CT takes less than a minute.||"
     "Our {cancer_center} now reads mammograms on Saturdays in Lebanon and Springfield. {own_doctor} says 3D mammography finds more cancers in dense breasts.)) "
     "Members pay $0 for screening in network; last year {count_a} members in our counties used the ((Saturday clinics||mobile coach||mail-in kits)).\n"
     "Our nurse line, {nurse_line}, answers questions around the clock. Want this newsletter by e-mail? Write to {newsletter_email}."),
    ("b42c_member_newsletter_es", "member_newsletter_article", ("es_MX",),
     "Boletín para afiliados de {org} - {es_date}\n¿Ya se hizo su mamografía?\nLas mujeres de 40 a 74 años pueden hacerse una mamografía cada año sin costo "
     "en la red del plan. {own_doctor}, del {cancer_center}, recuerda que la detección temprana salva vidas.\nLlame a la línea de enfermería {nurse_line} "
     "o escriba a {newsletter_email}."),
    ("b42c_provider_directory", "provider_directory_page", US,
     "{org} - Provider directory, oncology and hematology (updated {en_date})\nClinician | Specialty | NPI | Office | Phone | Status\n{directory_table}\n"
     "Directory errors? Tell us at {prov_email} or {prov_phone}; we verify every listing each 90 days."),
    ("b42c_fhir_practitionerrole", "fhir_export", US,
     "{\"resourceType\": \"PractitionerRole\", \"id\": \"mvcc-{doc_role}-{small_digit}\", \"active\": true, \"practitioner\": {\"identifier\": "
     "{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{doc_npi}\"}, \"display\": \"{doc_name}\"}, \"organization\": {\"display\": \"{cancer_center}\"}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{cc_phone}\"}, {\"system\": \"email\", \"value\": \"{prov_email}\"}], \"newPatient\": [{\"acceptingPatients\": "
     "{\"text\": \"((accepting||referral required))\"}}]}"),
    ("b42c_fhir_researchstudy", "fhir_export", US,
     "{\"resourceType\": \"ResearchStudy\", \"identifier\": [{\"system\": \"https://clinicaltrials.gov\", \"value\": \"{nct}\"}, {\"system\": \"urn:gbh:protocol\", "
     "\"value\": \"{protocol}\"}], \"title\": \"{sponsor_protocol} in {indication}\", \"status\": \"((active||active||closed-to-accrual))\", "
     "\"sponsor\": {\"display\": \"{institute}\"}, \"principalInvestigator\": {\"display\": \"{own_doctor}\"}, \"enrollment\": [{\"display\": \"target {count_a}\"}], "
     "\"contact\": [{\"telecom\": [{\"system\": \"email\", \"value\": \"{research_email}\"}]}]}"),
    ("b42c_hl7_mfn_m15", "hl7_export", US,
     "MSH|^~\\&|PHARMINV|MVCC|OMNICELL|MVCC|{hl7_ts}||MFN^M15^MFN_M15|{ctrl}|P|2.6\nMFI|INV^Inventory item master^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts}|{ndc}^((CARBOplatin 450 mg/45 mL||CISplatin 100 mg/100 mL||PACLitaxel 300 mg/50 mL))^NDC\n"
     "IIM|{ndc}^ONC-VIAL^NDC|SVC^Infusion pharmacy|{ldc_lot}|{eff_iso}|((4||6||12))|{small}|{hundreds}.00"),
    ("b42c_hl7_mfn_m02", "hl7_export", US,
     "MSH|^~\\&|CREDENTIALING|GBH|DIRECTORY|GBH|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master file^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts}|{doc_npi}^^NPI\nSTF|{doc_npi}^^NPI|{doc_npi}^^NPI|{doc_xcn}||||A|||{cc_phone}^WPN^PH\n"
     "PRA|{doc_npi}^^NPI||((I||O))|{doc_specialty}"),
    ("b42c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*MVCCBILLING    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*{payer_id}*MVCCBILLING*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\nST*999*0001*005010X231A1~\nAK1*HC*{small}*005010X222A1~\n"
     "AK2*837*{four_digits}*005010X222A1~\nIK5*((A||A||E))~\nAK9*((A||P))*((1||2))*((1||2))*((1||2))~\nSE*6*0001~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b42c_x12_820_capitation", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}          *ZZ*MVCCONCOLOGY   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*RA*{payer_id}*MVCCONCOLOGY*20{isa_date}*{hhmm}*{small}*X*005010X218~\nST*820*{four_digits}*005010X218~\n"
     "BPR*I*{money_plain}*C*CHK************20{isa_date}~\nTRN*1*{trn}*1{org_ein_digits}~\n"
     "N1*PR*{org_upper}*FI*{org_ein}~\nN1*PE*{cancer_center}*XX*{own_npi}~\nENT*1~\nRMR*ZZ*CAPITATION-{quarter_code}**{money_plain}~\nSE*9*{four_digits}~"),
    ("b42c_notice_tr", "notice_other_locale", ("tr_TR",),
     "{org} - Türkiye'de seyahat eden üyelerimize duyuru\n{tr_date} tarihinden itibaren acil tedavi masrafları, fatura ve epikriz raporu ile birlikte "
     "başvurulduğunda %((80||100)) oranında karşılanır. Belgeleri {org_claims_addr} adresine gönderiniz.\nYurt dışından üye hizmetleri: {org_intl_line}. "
     "Avrupa'daki asistans hattımız: {uk_partner_line}."),
    ("b42c_notice_tr_trial", "notice_other_locale", ("tr_TR",),
     "{institute} - Araştırma merkezlerine bilgilendirme\n{sponsor_protocol} çalışmasında hasta alımı {tr_date} itibarıyla ((durdurulmuştur||yeniden açılmıştır)). "
     "Merkezler yeni tarama yapmadan önce güncel protokol sürümünü ({small_digit}.0) kullanmalıdır.\nSorular için: {research_email} veya Londra koordinasyon ofisi {uk_partner_line}."),
    ("b42c_notice_ro", "notice_other_locale", ("ro_RO",),
     "{org} - Informare pentru membrii aflați în România\nÎncepând cu {ro_date}, tratamentele de urgență primite în România se rambursează pe baza facturii "
     "și a scrisorii medicale, cu o franciză de ((25||50)) USD pe vizită. Trimiteți documentele la {org_claims_addr}.\nServiciul pentru membri din străinătate: {org_intl_line}."),
    ("b42c_notice_hu", "notice_other_locale", ("hu_HU",),
     "{org} - tájékoztató a Magyarországon tartózkodó tagjaink számára\n{hu_date} után a sürgősségi ellátás költségét a részletes számla alapján "
     "((80||100)) %-ban térítjük meg. A számlákat a következő címre küldje: {org_claims_addr}.\nÜgyfélszolgálat külföldről: {org_intl_line}. Honlap: {org_web}."),
    ("b42c_notice_hr", "notice_other_locale", ("hr_HR",),
     "{org} - obavijest članovima koji borave u Hrvatskoj\nOd {hr_date} hitno liječenje u Hrvatskoj nadoknađuje se na temelju računa i otpusnog pisma, "
     "uz sudjelovanje od ((20||30)) USD po posjetu. Dokumente pošaljite na {org_claims_addr} ili e-poštom na {org_help_email}.\nSlužba za članove iz inozemstva: {org_intl_line}."),
    ("b42c_notice_sk", "notice_other_locale", ("sk_SK",),
     "{org} - oznámenie pre členov na Slovensku\nOd {sk_date} uhrádzame neodkladnú starostlivosť na Slovensku podľa podrobného účtu, so spoluúčasťou "
     "((20||30)) USD za návštevu. Účty posielajte na adresu {org_claims_addr}.\nZákaznícka linka zo zahraničia: {org_intl_line}; asistenčná služba v Európe {de_partner_line}."),
    ("b42c_notice_sl", "notice_other_locale", ("sl_SI",),
     "{org} - obvestilo za člane v Sloveniji\nOd {sl_date} naprej povrnemo stroške nujne zdravstvene oskrbe v Sloveniji na podlagi podrobnega računa, "
     "z doplačilom ((20||30)) USD na obisk. Račune pošljite na {org_claims_addr}.\nSlužba za člane iz tujine: {org_intl_line}. Več informacij: {org_web}."),
]


PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b42_onc_treatment_summary", "oncology_treatment_summary", US,
     "{cancer_center} - End-of-Treatment Summary and Survivorship Care Plan\nPatient: {first} {last}   DOB [[date_of_birth:dob_v42]]   MRN [[record_number:mrn_v42]]\n"
     "Medicare: [[member_id:mbi_v42]]\nAddress on file: [[address:addr_mo_v42]]\nDiagnosis: {dx_short} cancer ({icd_onc}), stage {stage}. Treatment: {regimen}, "
     "completed {dos}.\nFollow-up: visits every 3 months for 2 years. Patient prefers calls at [[phone:phone_mo_v42]].\n{own_doctor}, Medical Oncology"),
    ("b42_onc_summary_tr", "oncology_treatment_summary", ("tr_TR",),
     "TEDAVİ ÖZETİ VE HESAP BİLGİSİ\nHasta: {first} {last}\nT.C. Kimlik No: [[national_id:tckn_v42]]\nDoğum tarihi: [[date_of_birth:dob_v42]]\nProtokol no: [[record_number:mrn_v42]]\n"
     "Adres: [[address:addr_v42]]\nTelefon: [[phone:phone_v42]]\nTanı: ((meme kanseri||kolon kanseri||akciğer kanseri)), evre {stage}; {cycle}. kür tamamlandı.\n"
     "Ödeme: kredi kartı [[card:card_v42]]; fark iadesi için IBAN [[bank_account:iban_tr_v42]]"),
    ("b42_chemo_consent", "chemotherapy_consent_form", US,
     "INFORMED CONSENT FOR CHEMOTHERAPY / IMMUNOTHERAPY\nPatient name: {first} {last}   Date of birth: [[date_of_birth:dob_v42]]\nMRN: [[record_number:mrn_v42]]   SSN (for billing): [[ssn:ssn_v42]]\n"
     "Regimen: {regimen}. Risks discussed: low blood counts, infection, nausea, neuropathy, hair loss, infusion reactions.\n"
     "Financial responsibility: I authorise {cancer_center} to keep the card [[card:jcb_v42]] on file for copays.\n"
     "Electronically signed by the patient {dos} {clock} from [[ip_address:ip_v42]]; copy sent to [[email:email_v42]]."),
    ("b42_chemo_consent_ro", "chemotherapy_consent_form", ("ro_RO",),
     "CONSIMȚĂMÂNT INFORMAT PENTRU CHIMIOTERAPIE\nSubsemnatul/a {first} {last}, CNP [[national_id:cnp_v42]], născut/ă la [[date_of_birth:dob_v42]],\n"
     "domiciliat/ă în [[address:addr_v42]], telefon [[phone:phone_v42]], e-mail [[email:email_v42]],\n"
     "declar că am fost informat/ă asupra tratamentului ((FOLFOX||AC-T||carboplatin-paclitaxel)) și a riscurilor acestuia. Nr. foaie de observație [[record_number:mrn_v42]].\n"
     "Decontul transportului se va face în contul [[bank_account:iban_ro_v42]]."),
    ("b42_trial_enrolment_log", "clinical_trial_enrolment_log", US,
     "SUBJECT SCREENING AND ENROLLMENT LOG - {sponsor_protocol}, site {institute}\nSubject no. | Initials | Date of birth | Consent date | Status\n"
     "[[record_number:subject_v42]] | {initials} | [[date_of_birth:dob_row_v42]] | {dos} | enrolled\n"
     "[[record_number:subject_v42]] | ((J-K||M-R||T-W)) | [[date_of_birth:dob_row_v42]] | {dos2} | screen failure (ECOG 3)\n"
     "[[record_number:subject_v42]] | ((L-A||D-B||S-H)) | [[date_of_birth:dob_row_v42]] | {dos3} | enrolled\nLog maintained by {research_lead}."),
    ("b42_trial_enrolment_email", "clinical_trial_enrolment_log", US,
     "From: {research_lead}\nTo: CRA, {sponsor_protocol} study team\nSubject: Enrolment update - site {institute}\n\nHi,\nSubject [[record_number:subject_v42]] was randomised today "
     "(arm ((A||B))). For the IWRS correction you asked about: the subject is {first} {last}, MRN [[record_number:mrn_v42]], born [[date_of_birth:dob_v42]]. "
     "The ePRO app invitation went to [[email:email_plain_v42]].\nSorry for sending this through e-mail - please delete after the fix.\nThanks"),
    ("b42_trial_enrolment_hu", "clinical_trial_enrolment_log", ("hu_HU",),
     "Vizsgálati alanyok beválasztási naplója - {sponsor_protocol}\nAlany | Név | TAJ szám | Születési dátum | Telefon\n"
     "[[record_number:subject_v42]] | {last} {first} | [[national_id:taj_v42]] | [[date_of_birth:dob_v42]] | [[phone:phone_v42]]\n"
     "[[record_number:subject_v42]] | {last2} {first2} | [[national_id:taj_v42]] | [[date_of_birth:dob_row_v42]] | [[phone:phone_v42]]\nVezette: a vizsgálóhely koordinátora."),
    ("b42_biobank_consent", "biobank_specimen_consent", US,
     "{institute} Biobank - Consent to store specimens and health information\nParticipant: {first} {last}   Birth date [[date_of_birth:dob_v42]]   MRN [[record_number:mrn_v42]]\n"
     "Mailing address: [[address:addr_mo_v42]]\nYou may contact me about future studies: ((yes||no)). Best phone [[phone:phone_mo_v42]]; e-mail [[email:email_v42]].\n"
     "Consent signed on the tablet in clinic, {dos} {clock} (device IP [[ip_address:ip_v42]])."),
    ("b42_biobank_consent_hr", "biobank_specimen_consent", ("hr_HR",),
     "Suglasnost za pohranu uzoraka u biobanku\nIme i prezime: {first} {last}\nOIB: [[national_id:oib_v42]]\nMBO: [[member_id:mbo_hr_v42]]\nDatum rođenja: [[date_of_birth:dob_v42]]\n"
     "Adresa: [[address:addr_v42]]\nMobitel: [[phone:phone_v42]]\nNaknada putnih troškova na IBAN [[bank_account:iban_hr_v42]]. Suglasan/na sam da me se kontaktira za buduća istraživanja."),
    ("b42_genetic_counselling_letter", "genetic_counselling_letter", US,
     "{first} {last}\n[[address:addr_mo_v42]]\n\nRe: Genetic test results - date of birth [[date_of_birth:dob_v42]], MRN [[record_number:mrn_v42]]\n\nDear ((Ms.||Mr.||Mx.)) {last},\n"
     "Your multigene panel found a pathogenic variant in ((BRCA2||PALB2||MLH1||ATM)). Because your ((father||mother||brother)) died of ((pancreatic||ovarian||colon)) cancer on "
     "[[date_of_death:dod_relative_v42]], we recommend testing for your relatives. You mentioned the family updates at [[url:care_url_v42]]; please do not post the report there.\n"
     "{genetics_lead}, genetic counselling"),
    ("b42_genetic_counselling_sk", "genetic_counselling_letter", ("sk_SK",),
     "Genetické poradenstvo - výsledok vyšetrenia\nMeno: {first} {last}\nRodné číslo: [[national_id:rodne_cislo_v42]]\nDátum narodenia: [[date_of_birth:dob_v42]]\n"
     "Bydlisko: [[address:addr_v42]]\nTelefón: [[phone:phone_v42]]\nU pacienta bola zistená patogénna varianta génu ((BRCA1||CHEK2||MSH2)). "
     "Matka pacienta zomrela [[date_of_death:dod_relative_v42]] na karcinóm ((vaječníka||prsníka||hrubého čreva)); odporúčame vyšetrenie súrodencov."),
    ("b42_transplant_waitlist", "transplant_waitlist_registration", US,
     "TRANSPLANT CANDIDATE REGISTRATION - {organ}\nCandidate: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v42]]   SSN [[ssn:ssn_v42]]\n"
     "Center MRN [[record_number:mrn_v42]]   Blood type {abo}\nPrimary insurance member ID [[member_id:member_v42]]\nHome: [[address:addr_mo_v42]]\n"
     "Must be reachable 24/7 for an organ offer: cell [[phone:phone_mo_v42]], second number [[phone:phone_mo_v42]] ({relation})."),
    ("b42_transplant_travel", "transplant_waitlist_registration", US,
     "Transplant program - travel and lodging plan (listed {dos})\nCandidate {first} {last}, born [[date_of_birth:dob_v42]]\nHome [[address:addr_mo_v42]], about ((2||3||4)) hours from the center.\n"
     "Driver: {first2} {last2} ({relation}), phone [[phone:phone_mo_v42]]; vehicle plate [[vehicle_id:plate_v42]], VIN [[vehicle_id:vin_v42]] (for the garage pass).\n"
     "Lodging grant paid to [[bank_account:us_account_v42]]. Family fundraiser: [[url:care_url_v42]]"),
    ("b42_dialysis_intake", "dialysis_intake_form", US,
     "Outpatient hemodialysis - new patient intake\nName: {first} {last}   DOB [[date_of_birth:dob_v42]]\nSSN: [[ssn:ssn_v42]]   Spouse's ITIN (household income): [[national_id:itin_v42]]\n"
     "Medicare [[member_id:mbi_v42]]   MO HealthNet [[member_id:mo_dcn_v42]]\nAddress: [[address:addr_mo_v42]]\nPhone: [[phone:phone_mo_v42]]   Email: [[email:email_v42]]\n"
     "Transport: drives self, plate [[vehicle_id:plate_v42]]. Chair time ((MWF 06:00||TTS 11:00||MWF 15:30)). Copay card on file: [[card:card_v42]]."),
    ("b42_dialysis_intake_hu", "dialysis_intake_form", ("hu_HU",),
     "Dializisközpont - felvételi adatlap\nNév: {last} {first}\nTAJ: [[national_id:taj_v42]]\nSzületési idő: [[date_of_birth:dob_v42]]\nLakcím: [[address:addr_v42]]\n"
     "Telefon: [[phone:phone_v42]]\nSaját gépkocsival érkezik, rendszám: [[vehicle_id:plate_v42]]\nÚtiköltség-térítés bankszámlára: [[bank_account:iban_hu_v42]]\n"
     "Kezelési idő: ((hétfő-szerda-péntek 7:00||kedd-csütörtök-szombat 13:00))."),
    ("b42_donor_deferral_letter", "blood_donor_deferral_letter", US,
     "{blood_center}\n\n{first} {last}\n[[address:addr_mo_v42]]\n\nDonor ID: [[record_number:donor_id_v42]]   Date of birth: [[date_of_birth:dob_v42]]\n\n"
     "Dear {first},\nThank you for coming to donate on {dos}. We are unable to accept your donation at this time because of {defer_reason}. "
     "You are deferred for {defer_until}. We will e-mail you at [[email:email_v42]] when you are eligible again.\n{blood_md}, Medical Director"),
    ("b42_donor_portal_chat", "blood_donor_deferral_letter", US,
     "Donor portal chat - {blood_center}\nDonor: hi, I got a deferral letter and want to fix my record before my next appointment\n"
     "Agent: Happy to help. Your donor ID and date of birth?\nDonor: [[record_number:donor_id_v42]], born [[date_of_birth:dob_v42]]\n"
     "Agent: Thanks. What should we update?\nDonor: new address [[address:addr_mo_v42]] and my cell is [[phone:phone_mo_v42]]. email stays [[email:email_plain_v42]]\n"
     "Agent: Done. The deferral for {defer_reason} ends after {defer_until}."),
    ("b42_donor_deferral_hr", "blood_donor_deferral_letter", ("hr_HR",),
     "Obavijest o privremenoj odgodi darivanja krvi\nDarivatelj: {first} {last}\nOIB: [[national_id:oib_v42]]\nDatum rođenja: [[date_of_birth:dob_v42]]\n"
     "Adresa: [[address:addr_v42]]\nE-pošta: [[email:email_v42]]\nBroj darivatelja: [[record_number:donor_id_v42]]\n"
     "Zbog ((niskog hemoglobina||nedavnog putovanja||uzimanja antibiotika)) darivanje je odgođeno ((3 mjeseca||6 mjeseci||4 tjedna))."),
    ("b42_organ_donor_registry", "organ_donor_registry_entry", US,
     "Missouri Organ and Tissue Donor Registry - record\nName: {first} {last}\nDOB: [[date_of_birth:dob_v42]]   Driver license: [[national_id:dl_mo_v42]]\n"
     "Address: [[address:addr_mo_v42]]\nE-mail: [[email:email_plain_v42]]\nRegistered: {dos2} (DOR licence renewal). Gifts: ((all organs and tissues||organs only||eyes and tissue))\n"
     "Status update from the OPO: donor deceased [[date_of_death:dod_v42]]; family notified of the registration."),
    ("b42_organ_donor_registry_ro", "organ_donor_registry_entry", ("ro_RO",),
     "Registrul donatorilor de organe - fișă\nNume: {last} {first}\nCNP: [[national_id:cnp_v42]]\nData nașterii: [[date_of_birth:dob_v42]]\nAdresa: [[address:addr_v42]]\n"
     "Telefon: [[phone:phone_v42]]\nConsimțământ exprimat pentru: ((toate organele||rinichi și ficat||cornee))\nData decesului: [[date_of_death:dod_v42]]"),
    ("b42_cancer_registry_abstract", "cancer_registry_abstract", US,
     "CANCER REGISTRY ABSTRACT (NAACCR v25)\nPatient: {last_upper}, {first_upper}   SSN [[ssn:ssn_plain_v42]]   Birth date [[date_of_birth:dob_elder_v42]]   Age [[age_over_89:age_v42]]\n"
     "Address at diagnosis: [[address:addr_mo_v42]]\nMedical record no. [[record_number:mrn_v42]]\nPrimary site {icd_onc}, stage {stage}, diagnosed {month_name} 2023. "
     "First course: ((surgery only||radiation||hormone therapy||active surveillance))\nVital status: dead, date of last contact/death [[date_of_death:dod_v42]]."),
    ("b42_cancer_registry_tr", "cancer_registry_abstract", ("tr_TR",),
     "KANSER KAYIT FORMU\nAdı soyadı: {first} {last}\nT.C. Kimlik No: [[national_id:tckn_v42]]\nDoğum tarihi: [[date_of_birth:dob_elder_v42]]\nYaş: [[age_over_89:age_v42]]\n"
     "Adres: [[address:addr_v42]]\nTanı: ((prostat kanseri, ICD-O-3 C61.9||mide kanseri, ICD-O-3 C16.9||mesane kanseri, ICD-O-3 C67.9))\nÖlüm tarihi: [[date_of_death:dod_v42]]"),
    ("b42_tumour_board_referral", "tumour_board_referral", US,
     "Multidisciplinary tumor board - referral\nPatient: {first} {last}, a [[age_over_89:age_adj_v42]] ((woman||man)), DOB [[date_of_birth:dob_elder_v42]], MRN [[record_number:mrn_v42]]\n"
     "Plan member ID [[member_id:member_v42]]\nQuestion for the board: ((surgery vs SBRT for a 2.1 cm lung nodule||whether to offer adjuvant chemotherapy at this age||"
     "radiation for bone metastasis vs hospice))\nECOG {ecog}. Daughter asks to be called at [[phone:phone_mo_v42]].\nReferring: {own_doctor}"),
    ("b42_tumour_board_ro", "tumour_board_referral", ("ro_RO",),
     "Comisia oncologică - trimitere\nPacient: {first} {last}, [[age_over_89:age_v42]], născut/ă la [[date_of_birth:dob_elder_v42]]\nCNP [[national_id:cnp_v42]]\n"
     "Foaie de observație [[record_number:mrn_v42]]\nÎntrebare: ((radioterapie paliativă||tratament hormonal||intervenție chirurgicală)) la un pacient vârstnic, ECOG {ecog}.\n"
     "Telefon aparținător: [[phone:phone_v42]]"),
    ("b42_hospice_election", "hospice_election_statement", US,
     "HOSPICE ELECTION STATEMENT (Medicare Part A)\nI, {first} {last} (Medicare number [[member_id:mbi_v42]], date of birth [[date_of_birth:dob_elder_v42]], age [[age_over_89:age_v42]]),\n"
     "of [[address:addr_mo_v42]], elect the hospice benefit with Meramec Valley Hospice, effective {dos}. I understand that care for my terminal illness will be palliative.\n"
     "Representative: {first2} {last2} ({relation}), phone [[phone:phone_mo_v42]], e-mail [[email:email_family_v42]].\nAttending physician: {own_doctor}"),
    ("b42_hospice_noe_portal", "hospice_election_statement", US,
     "Notice of Election - submitted through the MAC portal\nBeneficiary: {last_upper}, {first_upper}\nMBI: [[member_id:mbi_plain_v42]]   DOB: [[date_of_birth:dob_iso_v42]]\n"
     "Admission/election date: {eff_iso}   Hospice NPI {own_npi}\nSubmitted {iso_ts} by the intake nurse from [[ip_address:ip_v42]].\n"
     "Note: the family posts updates at [[url:care_url_v42]]; please do not discuss the plan of care there."),
    ("b42_fhir_observation", "fhir_export", US,
     "{\"resourceType\": \"Observation\", \"status\": \"final\", \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"((2857-1||10334-1||83112-3))\"}]}, "
     "\"subject\": {\"reference\": \"#pat\", \"display\": \"{first} {last}\", \"identifier\": {\"type\": {\"coding\": [{\"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v42]]\"}}, \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pat\", \"birthDate\": \"[[date_of_birth:dob_iso_v42]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v42]]\"}], \"address\": [{[[address:addr_fhir_v42]]}]}], "
     "\"effectiveDateTime\": \"{iso_ts}\", \"valueQuantity\": {\"value\": {deci}, \"unit\": \"ng/mL\"}}"),
    ("b42_hl7_siu_s12", "hl7_export", US,
     "MSH|^~\\&|ONCSCHED|MVCC|INFUSION|MVCC|{hl7_ts}||SIU^S12^SIU_S12|{ctrl}|P|2.5.1\nSCH|{ctrl2}|||||((CHEMO^Chemotherapy infusion||INJ^Injection visit))|||240|min\n"
     "PID|1||[[record_number:mrn_plain_v42]]^^^MVCC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v42]]|((F||M))|||[[address:addr_hl7_v42]]||"
     "[[phone:phone_hl7_v42]]|||||[[ssn:ssn_plain_v42]]\nRGS|1\nAIS|1||96413^Chemo infusion|{hl7_ts}|0|min|240|min\nAIL|1||ROLLA^POD((A||B||C))^CHAIR{small_digit}"),
    ("b42_trial_subject_csv", "csv_export", US,
     "subject_id,site,birth_date,email,mobile,stipend_card,epro_last_ip\n[[record_number:subject_v42]],{site_no},[[date_of_birth:dob_iso_v42]],[[email:email_plain_v42]],"
     "[[phone:phone_e164_v42]],[[card:unionpay_v42]],[[ip_address:ip_v42]]\n# {institute} participant payments export {eff_iso}, protocol {protocol}"),
    ("b42_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*MVCCELIG       *ZZ*{payer_id}          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*HS*MVCCELIG*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\nST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{ctrl}*20{isa_date}*{hhmm}~\n"
     "HL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nHL*2*1*21*1~\nNM1*1P*2*MERAMEC VALLEY CANCER CENTER*****XX*{own_npi}~\nHL*3*2*22*0~\n"
     "TRN*1*{trn}*9{ctrl}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v42]]~\nREF*SY*[[ssn:ssn_plain_v42]]~\n"
     "N3*[[address:addr_x12_v42]]~\nDMG*D8*[[date_of_birth:dob_compact_v42]]~\nDTP*291*D8*20{isa_date}~\nEQ*30~\nSE*15*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind42", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
