"""A fifty-second blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind52.py [--seed 54541] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind51.py,
seeds 4141 to 53531) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-third set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b52_" or "b52c_"). Identifier-free genres, all from veterans' and military health care: veterans' clinic service
catalogues (a table, a CSV, a JSON, an Australian one with its Medicare item numbers), military treatment facility
hours and directories (staff only; a table, a holiday-hours notice, an XML, a New Zealand and a Canadian one),
disability-rating schedule excerpts (mental disorders, the knee, the combined-ratings table, an Australian
impairment table), TRICARE and VA benefit summaries (no beneficiaries; cost shares, copays, a FHIR InsurancePlan,
access standards, a fee-schedule CSV, a New Zealand and a Canadian French one), readiness and deployment-health
statistics (counts by unit; a table, a CSV, a JSON, an Australian one), PTSD programme outcome reports (rates; a
table, a CSV, an Australian one), prosthetics and orthotics catalogues (a table, an XML, a Canadian French one),
veterans' crisis-line volume reports (a table, a JSON, an hourly CSV, a New Zealand and a Canadian French one),
burn-pit registry aggregate statistics (a table, a CSV, a FHIR MeasureReport), base pharmacy formulary notices (a
notice, a change table, an XML, a Canadian one), notices in other locales (en_AU, en_NZ, en_CA, fr_CA), an HL7
MFN^M02 practitioner master, an X12 846 inventory advice and a clinic-capacity JSON. Carrying genres: disability
compensation claims (US, Australian widow's claim, Canadian French, New Zealand), service treatment record excerpts
(US with an APO address, New Zealand), separation health assessments (US, Canadian), PTSD intake notes (US, Australian,
Canadian, a Florida couples-therapy one, a portal chat), prosthetics orders (US with a VIN for adaptive equipment,
New Zealand, Canadian French), TRICARE claim appeals (US, overseas with an APO/FPO/DPO address), veterans' home-loan
medical letters (a physician's letter for a surviving spouse, a veteran's e-mail to the lender), burn-pit registry
enrolments (US, a survivor's, Australian), caregiver programme applications (US, Australian, Canadian French), plus a
FHIR Coverage with its beneficiary, an HL7 ADT^A08 with a death date, a VA referral CSV and an X12 276 claim status
inquiry.

Most identifier values come from this module's own printings (the `*_v52` slots): US SSNs in several printings, DoD
ID numbers (EDIPI) and DoD benefits numbers, VA file numbers and VA integration control numbers, Florida Medicaid
IDs; Australian tax file numbers (the 1-4-3-7-5-8-6-9-10 mod 11 check), Medicare card numbers (the 1-3-7-9 check
digit, the issue number, the person's reference number) and DVA file numbers; New Zealand NHI numbers (the mod 11
check character) and IRD numbers (both weightings of the mod 11 check); Canadian SINs (Luhn), Ontario health card
numbers (Luhn) with their version code and Quebec RAMQ numbers (name letters, birth date, sex); Australian BSB and
account, New Zealand bank-branch-account-suffix (the IRD's algorithm A check) and Canadian transit-institution-account
printings, Florida routing-and-account pairs; Visa and Mastercard numbers with Luhn; dates in Australian, New Zealand
and Canadian English and Canadian French ("le 1er mars 1987") with month names, and US orders; Australian (Australia
Post's capitals), New Zealand (suburb, city, postcode), Canadian (English and French, "Québec (Québec)") and Florida
address layouts and US military addresses (Unit, PSC and CMR boxes, ships; APO, FPO and DPO with AE, AP and AA);
Australian, New Zealand, Canadian and Florida phone numbers in their national and international printings; VINs with
their check digit and number plates of the four countries; e-mails written against scrapers, .mil addresses among
them; public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a recovery blog, a memorial
page, a profile, a support group).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Florida veterans' health clinic, a naval health
clinic with its pharmacy, a veterans' benefits office, a PTSD programme, a prosthetics laboratory, a veterans' crisis
line, an airborne-hazards registry office, a caregiver support programme, a medical readiness squadron and a military
health plan on fictional 555-01xx lines, and partner clinics in Australia (on the fictional 07 5550 range), New
Zealand and Canada) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the
clinic's NPIs, its EIN); the people it names are the organisations' own staff, never a veteran, service member,
caregiver or survivor, and the ages it gives are under 90 (age bands).

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

SEED = 54541
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "en_AU", "en_NZ", "en_CA", "fr_CA")

CLINIC_NAME = "Choctawhatchee Bay Veterans Health Clinic"
MTF_NAME = "Santa Rosa Sound Naval Health Clinic"
PHARMACY_NAME = "Santa Rosa Sound Naval Health Clinic Pharmacy"
BENEFITS_NAME = "Panhandle Regional Veterans Benefits Office"
PTSD_NAME = "Yellow River Trauma Recovery Program"
PROSTHETICS_NAME = "Perdido Key Prosthetics and Orthotics Laboratory"
CRISIS_NAME = "Emerald Coast Veterans Crisis Line"
REGISTRY_NAME = "Escambia Airborne Hazards Registry Office"
CAREGIVER_NAME = "Panhandle Caregiver Support Program"
READINESS_NAME = "Santa Rosa Sound Medical Readiness Squadron"
PLAN_NAME = "Gulf Breeze Military Health Plan"
AU_PARTNER = "Ross River Veterans' Wellbeing Centre"
NZ_PARTNER = "Manawatū Veterans' Health Service"
CA_PARTNER = "Rideau Veterans Clinic"
QC_PARTNER = "Clinique des vétérans de la Capitale-Nationale"
ORGANISATION_CONTACTS = [
    "(850) 555-0181",                                                  # 0 veterans' clinic appointments
    "(850) 555-0182",                                                  # 1 veterans' clinic fax
    "2290 Bayshore Sentinel Boulevard, Niceville, FL 32578",           # 2 veterans' clinic address
    "appointments@choctawbayvets.org",                                 # 3
    "https://www.choctawbayvets.org",                                  # 4
    "(850) 555-0183",                                                  # 5 naval health clinic main line
    "(850) 555-0184",                                                  # 6 naval health clinic pharmacy refills
    "pharmacy@santarosasoundhealth.org",                               # 7
    "(850) 555-0185",                                                  # 8 benefits office
    "PO Box 13390, Pensacola, FL 32591",                               # 9 benefits office mail
    "benefits@panhandlevbo.org",                                       # 10
    "(850) 555-0186",                                                  # 11 PTSD programme
    "ptsd@yellowrivertrp.org",                                         # 12
    "(850) 555-0187",                                                  # 13 prosthetics laboratory
    "orders@perdidokeypando.com",                                      # 14
    "1-877-555-0188",                                                  # 15 crisis line (toll-free)
    "reports@emeraldcoastvcl.org",                                     # 16
    "(850) 555-0189",                                                  # 17 airborne-hazards registry office
    "registry@escambiaahro.org",                                       # 18
    "https://www.escambiaahro.org",                                    # 19
    "(850) 555-0190",                                                  # 20 caregiver support programme
    "caregivers@choctawbayvets.org",                                   # 21
    "(850) 555-0192",                                                  # 22 medical readiness squadron
    "1-866-555-0193",                                                  # 23 health plan beneficiary services
    "appeals@gulfbreezemhp.com",                                       # 24
    "https://www.gulfbreezemhp.com",                                   # 25
    "Appeals, PO Box 77450, Tampa, FL 33607",                          # 26 health plan appeals address
    "edi@gulfbreezemhp.com",                                           # 27
    "(07) 5550 3186",                                                  # 28 Australian partner (Townsville)
    "hello@rossrivervwc.org.au",                                       # 29
    "0800 652 915",                                                    # 30 New Zealand partner (freephone)
    "kiaora@manawatuvhs.org.nz",                                       # 31
    "(613) 555-0194",                                                  # 32 Canadian partner (Ottawa)
    "info@rideauveteransclinic.ca",                                    # 33
    "418 555-0195",                                                    # 34 Quebec partner (Québec City)
    "info@cliniquevetcapitale.ca",                                     # 35
]
ORG_EIN = "59-5241768"
PLAN_PAYER_ID = "GBMHP52"
PLAN_RXBIN = "610852"
PLAN_PCN = "GBMHPRX"
PLAN_GROUP = "FL52TRI"
ORG_NPIS = (blind5._npi_of("152740618"), blind5._npi_of("168203457"), blind5._npi_of("183051926"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

MONTHS_FR_V52 = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"en_AU": "AU", "en_NZ": "NZ", "en_CA": "CA", "fr_CA": "QC"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of the fiction ranges (555, 5550, 7010, 0491 57x)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "7010", "057")):
            return out


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its numbers, its age and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _fr_day(day: int) -> str:
    return "1er" if day == 1 else str(day)


def _date_words(draw: Draw, day: dt.date) -> str:
    """A date as the text's country prints it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    country = _country(draw)
    if country == "AU":
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y % 100:02d}",
                          f"{d:02d}-{m:02d}-{y}", f"{d} {'Sept' if m == 9 else month[:3]}. {y}"])
    if country == "NZ":
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{month[:3]}-{y}", f"{d}/{m}/{y}", f"{d} {month[:3]} {y}"])
    if country == "CA":
        return draw.pick([f"{month} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"{d} {month} {y}", f"{month[:3]}. {d}, {y}", f"{y}/{m:02d}/{d:02d}",
                          f"{d:02d}-{month[:3].upper()}-{y}"])
    if country == "QC":
        mon = MONTHS_FR_V52[m - 1]
        return draw.pick([f"{_fr_day(d)} {mon} {y}", f"le {_fr_day(d)} {mon} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{d} {mon[:4].rstrip('.')}. {y}",
                          f"{d:02d} {mon.upper()} {y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{d} {month[:3].upper()} {y}", f"{d:02d}{month[:3].upper()}{y}", f"{y}{m:02d}{d:02d}"])


def dob_v52(draw: Draw) -> str:
    """An adult's date of birth in the text's country's printing."""
    return _date_words(draw, _birth(draw, 1950, 2003))


def dob_sm_v52(draw: Draw) -> str:
    """A serving or recently separated member's date of birth (1972-2005)."""
    return _date_words(draw, _birth(draw, 1972, 2005))


def dob_child_v52(draw: Draw) -> str:
    """A dependent child's date of birth (2008-2022)."""
    return _date_words(draw, _birth(draw, 2008, 2022))


def dob_vet_v52(draw: Draw) -> str:
    """A post-9/11 veteran's date of birth (1958-1990)."""
    return _date_words(draw, _birth(draw, 1958, 1990))


def dob_elder_v52(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY (a Korea- or WWII-era veteran, a surviving spouse)."""
    return _date_words(draw, _birth(draw, 1926, 1935))


def dob_iso_v52(draw: Draw) -> str:
    return _birth(draw, 1950, 2003).isoformat()


def dob_compact_v52(draw: Draw) -> str:
    return _birth(draw, 1950, 2003).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2023, 9, 1).toordinal(), dt.date(2026, 1, 31).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v52(draw: Draw) -> str:
    """A recent death (the veteran whose survivor writes), in the text's printing."""
    return _date_words(draw, _death_day(draw))


def dod_hl7_v52(draw: Draw) -> str:
    return _death_day(draw).strftime("%Y%m%d") + draw.pick(["", f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"])


def _age_words(draw: Draw, age: int) -> str:
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + (f"-{words[age % 10]}" if age % 10 else "")
    if _country(draw) == "QC":
        return draw.pick([f"{age} ans", f"{age} a", f"âgé(e) de {age} ans"])
    return draw.pick([f"{age}", f"{age} y/o", f"aged {age}", f"{age}-year-old", spelled, f"{age} yrs", f"{age}yo", f"{age} years old"])


def age_v52(draw: Draw) -> str:
    """The text's person's age over 89, agreeing with the person's birth date (drawn here when the age comes first)."""
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = REFERENCE_DAY.year - born.year - ((REFERENCE_DAY.month, REFERENCE_DAY.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 99)
        first = REFERENCE_DAY.replace(year=REFERENCE_DAY.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    return _age_words(draw, age)


# ---- United States: SSN, DoD and VA numbers, Florida Medicaid -----------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v52(draw: Draw) -> str:
    """A US SSN as claims, appeals and assessments print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_plain_v52(draw: Draw) -> str:
    return _ssn_value(draw)


def dodid_v52(draw: Draw) -> str:
    """A DoD ID number (EDIPI): ten digits, printed whole or in two fives."""
    v = "1" + draw.digits(9) if draw.rng.random() < 0.8 else draw.digits(10, True)
    return draw.pick([v, v, v, f"{v[:5]} {v[5:]}"])


def dbn_v52(draw: Draw) -> str:
    """A DoD benefits number: eleven digits, as TRICARE cards print it."""
    v = draw.digits(11, True)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def dbn_plain_v52(draw: Draw) -> str:
    return draw.digits(11, True)


def vafile_v52(draw: Draw) -> str:
    """A VA claim (C-file) number: eight digits, printed as the VA's letters print it."""
    v = draw.digits(8, True)
    return draw.pick([v, f"C {v}", f"C-{v}", f"{v[:2]} {v[2:5]} {v[5:]}", f"CSS {v}", f"C-file {v[:2]} {v[2:5]} {v[5:]}"])


def icn_v52(draw: Draw) -> str:
    """A VA integration control number: ten digits, V, a six-digit check part."""
    v = f"10{draw.digits(8)}V{draw.digits(6)}"
    return draw.pick([v, v, f"{v[:10]} V{v[11:]}"])


def icn_plain_v52(draw: Draw) -> str:
    return f"10{draw.digits(8)}V{draw.digits(6)}"


def mtf_mrn_v52(draw: Draw) -> str:
    """A military treatment facility's record number."""
    return draw.pick([f"SRS{draw.digits(7, True)}", f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(2)}-{draw.digits(2)}", f"MR {draw.digits(8, True)}",
                      f"NHC-{draw.digits(6, True)}"])


def pcn_v52(draw: Draw) -> str:
    """A patient control (account) number of the veterans' clinic on an X12 276."""
    return f"CBV{draw.digits(9, True)}"


def referral_v52(draw: Draw) -> str:
    return f"RFL-{draw.rng.randint(2025, 2026)}-{draw.digits(6, True)}"


def medicaid_fl_v52(draw: Draw) -> str:
    """A Florida Medicaid ID: ten digits."""
    v = draw.digits(10, True)
    return draw.pick([v, v, f"{v[:5]} {v[5:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def account_us_v52(draw: Draw) -> str:
    """A checking account with its routing number (one span): banks and credit unions that serve service members."""
    routing = draw.pick(["256074974", "314074269", "063100277", "263191387", "063107513", "256078446"])
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} / acct {account}", f"{routing} {account}", f"ABA {routing} Acct# {account}"])


_FL_TOWNS = [("Pensacola", "32503"), ("Pensacola", "32507"), ("Niceville", "32578"), ("Fort Walton Beach", "32547"), ("Crestview", "32536"), ("Navarre", "32566"),
             ("Milton", "32570"), ("Gulf Breeze", "32561"), ("Destin", "32541"), ("Panama City", "32405"), ("Tampa", "33611"), ("Brandon", "33511"),
             ("Jacksonville", "32210"), ("Orange Park", "32073"), ("Mary Esther", "32569")]
_FL_STREETS = ["Bayou Blvd", "Scenic Hwy", "N Davis Hwy", "John Sims Pkwy", "Eglin Pkwy NE", "Racetrack Rd NW", "Ferdon Blvd S", "Gulf Breeze Pkwy",
               "Navy Blvd", "Lillian Hwy", "Bayshore Dr", "Beal Pkwy", "Hollywood Blvd NW", "W Gandy Blvd", "Blanding Blvd"]


def addr_fl_v52(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_FL_TOWNS)
    street = f"{rng.randint(3, 9800)} {draw.pick(_FL_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 340)}", f" Unit {rng.randint(1, 40)}{draw.letters(1, 'ABC')}", f" #{rng.randint(2, 60)}", f", Lot {rng.randint(1, 90)}"])
    return draw.pick([f"{street}{unit}, {town}, FL {zip_code}", f"{street}{unit}\n{town}, FL {zip_code}", f"{street}{unit}, {town} FL {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} FL {zip_code}", f"{street}{unit}, {town}, Florida {zip_code}"])


def apo_v52(draw: Draw) -> str:
    """A US military address: a unit, PSC or CMR box or a ship, and APO, FPO or DPO with AE, AP or AA and the ZIP."""
    rng = draw.rng
    box = rng.randint(1, 4999)
    choice = rng.randint(0, 4)
    if choice == 0:
        line, post, zone, zip_code = f"Unit {rng.randint(2000, 9999)} Box {box}", "APO", "AE", f"09{rng.randint(0, 399):03d}"
    elif choice == 1:
        line, post, zone, zip_code = f"PSC {rng.randint(100, 999)} Box {box}", draw.pick(["APO", "FPO"]), draw.pick(["AE", "AP"]), ""
        zip_code = f"09{rng.randint(0, 499):03d}" if zone == "AE" else f"96{rng.randint(200, 399):03d}"
    elif choice == 2:
        line, post, zone, zip_code = f"CMR {rng.randint(400, 499)} Box {box}", "APO", "AE", f"09{rng.randint(0, 199):03d}"
    elif choice == 3:
        ship = draw.pick(["USS Bainbridge (DDG 96)", "USS Mesa Verde (LPD 19)", "USS Wasp (LHD 1)", "USS Mitscher (DDG 57)", "USS Philippine Sea (CG 58)"])
        line, post, zone, zip_code = ship, "FPO", draw.pick(["AE", "AA"]), ""
        zip_code = f"09{rng.randint(500, 599):03d}" if zone == "AE" else f"34{rng.randint(0, 99):03d}"
    else:
        line, post, zone, zip_code = f"Unit {rng.randint(8000, 9999)} Box {box}", "DPO", draw.pick(["AE", "AP"]), ""
        zip_code = f"09{rng.randint(700, 799):03d}" if zone == "AE" else f"96{rng.randint(500, 599):03d}"
    plus4 = draw.pick(["", f"-{box:04d}", ""])
    return draw.pick([f"{line}\n{post} {zone} {zip_code}{plus4}", f"{line}, {post} {zone} {zip_code}{plus4}", f"{line.upper()}\n{post} {zone} {zip_code}{plus4}"])


def phone_fl_v52(draw: Draw) -> str:
    area = draw.pick(["850", "850", "850", "813", "904", "727", "321"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"1-{area}-{exchange}-{line}", f"({area}) {exchange}-{line} x{draw.rng.randint(2, 45)}", f"{area}{exchange}{line}", f"{area} {exchange} {line}"])


# ---- Australia ----------------------------------------------------------------------------------------------------
_TFN_WEIGHTS = (1, 4, 3, 7, 5, 8, 6, 9, 10)


def tfn_v52(draw: Draw) -> str:
    """An Australian tax file number: nine digits whose 1-4-3-7-5-8-6-9-10 weighted sum is a multiple of 11."""
    while True:
        v = draw.digits(9, True)
        if sum(int(ch) * w for ch, w in zip(v, _TFN_WEIGHTS)) % 11 == 0:
            break
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def medicare_au_v52(draw: Draw) -> str:
    """An Australian Medicare card number: a first digit 2-6, seven digits, the 1-3-7-9 check digit, the issue number; often the IRN."""
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(ch) * w for ch, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9))) % 10
    v = f"{body}{check}{draw.rng.randint(1, 9)}"
    irn = draw.rng.randint(1, 5)
    return draw.pick([f"{v[:4]} {v[4:9]} {v[9]}", f"{v[:4]} {v[4:9]} {v[9]}-{irn}", f"{v} / {irn}", v, f"{v[:4]} {v[4:9]} {v[9]} (IRN {irn})", f"{v}{irn}"])


def dva_v52(draw: Draw) -> str:
    """A DVA file number: the state letter, a war or service code, up to six digits, sometimes a segment letter."""
    state = draw.pick(list("NVQWST"))
    code = draw.pick(["X", "X", "SM", "SS", "M", "P"])
    digits = draw.digits(draw.pick([5, 6]), True)
    seg = draw.pick(["", "", "", "A", "B"])
    v = f"{state}{code}{digits}{seg}"
    return draw.pick([v, v, f"{state}{code} {digits}{seg}", f"{state}{code}{digits}{(' ' + seg) if seg else ''}"])


def account_au_v52(draw: Draw) -> str:
    """An Australian BSB and account number (one span)."""
    bsb = draw.pick(["064", "062", "083", "033", "732", "484", "124", "802"]) + draw.digits(3)
    acct = draw.digits(draw.pick([6, 8, 9]), True)
    return draw.pick([f"BSB {bsb[:3]}-{bsb[3:]} Account {acct}", f"BSB: {bsb} / Acc: {acct}", f"{bsb[:3]}-{bsb[3:]} {acct}", f"BSB {bsb[:3]} {bsb[3:]}, a/c {acct}"])


_AU_PLACES = [("Townsville", "QLD", "4810"), ("Kirwan", "QLD", "4817"), ("Mundingburra", "QLD", "4812"), ("Darwin", "NT", "0800"), ("Palmerston", "NT", "0830"),
              ("Wagga Wagga", "NSW", "2650"), ("Enoggera", "QLD", "4051"), ("Holsworthy", "NSW", "2173"), ("Nowra", "NSW", "2541"), ("Rockingham", "WA", "6168"),
              ("Seymour", "VIC", "3660"), ("Salisbury", "SA", "5108"), ("Queanbeyan", "NSW", "2620"), ("Bohle Plains", "QLD", "4817")]
_AU_STREETS = ["Ross River Road", "Bundock Street", "Charters Towers Road", "Thuringowa Drive", "Dalrymple Road", "Stuart Highway", "Bayswater Road",
               "Edward Street", "Kalinda Crescent", "Gympie Road", "Macquarie Parade", "Cobblestone Close", "Fitzroy Street"]


def addr_au_v52(draw: Draw) -> str:
    """An Australian address: unit/number street, the locality in capitals, the state, the postcode."""
    rng = draw.rng
    town, state, pc = draw.pick(_AU_PLACES)
    num, street = rng.randint(1, 260), draw.pick(_AU_STREETS)
    unit = draw.pick(["", "", f"{rng.randint(1, 24)}/", f"Unit {rng.randint(1, 24)}, "])
    return draw.pick([f"{unit}{num} {street}\n{town.upper()} {state} {pc}", f"{unit}{num} {street}, {town} {state} {pc}", f"{unit}{num} {street}, {town.upper()} {state} {pc}",
                      f"{unit}{num} {street}\n{town} {state.capitalize() if state != 'NT' else state} {pc}"])


def phone_au_v52(draw: Draw) -> str:
    """An Australian mobile (04xx) or landline (02, 03, 07, 08) in national or +61 printing."""
    if draw.rng.random() < 0.7:
        rest = draw.pick(["0", "1", "2", "3", "4", "7", "8"]) + _sub(draw, 7)
        return draw.pick([f"04{rest[:2]} {rest[2:5]} {rest[5:]}", f"04{rest}", f"+61 4{rest[:2]} {rest[2:5]} {rest[5:]}", f"+61 (0) 4{rest[:2]} {rest[2:5]} {rest[5:]}",
                          f"04{rest[:2]}-{rest[2:5]}-{rest[5:]}", f"+614{rest}"])
    area, lead = draw.pick([("07", "47"), ("07", "47"), ("02", "69"), ("08", "89"), ("02", "62"), ("07", "33"), ("08", "95")])
    rest = lead + _sub(draw, 6)
    return draw.pick([f"({area}) {rest[:4]} {rest[4:]}", f"{area} {rest[:4]} {rest[4:]}", f"+61 {area[1]} {rest[:4]} {rest[4:]}", f"{area}{rest}"])


# ---- New Zealand --------------------------------------------------------------------------------------------------
_NHI_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def nhi_v52(draw: Draw) -> str:
    """A New Zealand NHI number (AAANNNC): three letters (no I or O), three digits, the mod 11 check digit."""
    while True:
        letters, nums = draw.letters(3, _NHI_ALPHA), draw.digits(3)
        values = [_NHI_ALPHA.index(ch) + 1 for ch in letters] + [int(ch) for ch in nums]
        remainder = sum(v * (7 - i) for i, v in enumerate(values)) % 11
        if remainder:
            check = 11 - remainder
            v = f"{letters}{nums}{0 if check == 10 else check}"
            break
    return draw.pick([v, v, f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", v.lower() if draw.rng.random() < 0.1 else v])


def _ird_check(base: str) -> int | None:
    padded = base.zfill(8)
    for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        remainder = sum(int(ch) * w for ch, w in zip(padded, weights)) % 11
        check = 0 if remainder == 0 else 11 - remainder
        if check != 10:
            return check
    return None


def ird_v52(draw: Draw) -> str:
    """A New Zealand IRD number: eight or nine digits, the mod 11 check digit (the second weighting when the first gives 10)."""
    while True:
        base = str(draw.rng.randint(1_000_001, 14_999_999))
        check = _ird_check(base)
        if check is not None:
            v = f"{base}{check}"
            break
    if len(v) == 8:
        return draw.pick([f"{v[:2]}-{v[2:5]}-{v[5:]}", v, f"{v[:2]} {v[2:5]} {v[5:]}"])
    return draw.pick([f"{v[:3]}-{v[3:6]}-{v[6:]}", v, f"{v[:3]} {v[3:6]} {v[6:]}"])


# Branches of the banks' published branch tables (Palmerston North, Feilding, Upper Hutt, Christchurch, Tauranga; Kiwibank's range).
_NZ_BRANCHES = [("01", "0754"), ("01", "0625"), ("01", "0811"), ("02", "0727"), ("02", "0772"), ("02", "0820"), ("03", "0710"), ("03", "0767"),
                ("06", "0746"), ("06", "0433"), ("12", "3143"), ("12", "3478"), ("38", "9000"), ("38", "9014"), ("38", "9205")]
_NZ_WEIGHTS_A = (6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1)


def account_nz_v52(draw: Draw) -> str:
    """A New Zealand bank account (bank-branch-account-suffix) passing the IRD's algorithm A check."""
    bank, branch = draw.pick(_NZ_BRANCHES)
    while True:
        account = f"{draw.rng.randint(1, 989_999):07d}"
        if sum(int(ch) * w for ch, w in zip(branch + account.zfill(8), _NZ_WEIGHTS_A)) % 11 == 0:
            break
    suffix = draw.pick(["00", "00", "01", "02", "000", "025"])
    return draw.pick([f"{bank}-{branch}-{account}-{suffix}", f"{bank} {branch} {account} {suffix}", f"{bank}{branch}{account}{suffix}", f"{bank}-{branch}-{account}-{suffix}"])


_NZ_PLACES = [("Highbury", "Palmerston North", "4412"), ("Awapuni", "Palmerston North", "4412"), ("Linton", "Palmerston North", "4472"), ("Trentham", "Upper Hutt", "5018"),
              ("Burnham", "Christchurch", "7600"), ("Devonport", "Auckland", "0624"), ("Hobsonville", "Auckland", "0618"), ("Feilding", "", "4702"),
              ("Riccarton", "Christchurch", "8011"), ("Karori", "Wellington", "6012"), ("Mount Maunganui", "Tauranga", "3116"), ("Waiouru", "", "4825")]
_NZ_STREETS = ["Kowhai Street", "Rimu Road", "Totara Avenue", "Main Street", "Ruahine Street", "Featherston Street", "Fergusson Drive", "Lake Road",
               "Kapiti Crescent", "Rangitikei Street", "Pohutukawa Place"]


def addr_nz_v52(draw: Draw) -> str:
    """A New Zealand address: number and street, suburb, city and postcode."""
    rng = draw.rng
    suburb, city, pc = draw.pick(_NZ_PLACES)
    num, street = rng.randint(1, 320), draw.pick(_NZ_STREETS)
    flat = draw.pick(["", "", f"Flat {rng.randint(1, 12)}, ", f"{rng.randint(1, 9)}{draw.letters(1, 'AB')}/"])
    last = f"{city} {pc}" if city else f"{suburb} {pc}"
    second = f"{suburb}\n" if city else ""
    return draw.pick([f"{flat}{num} {street}\n{second}{last}", f"{flat}{num} {street}, {suburb}, {last}" if city else f"{flat}{num} {street}, {last}",
                      f"{flat}{num} {street}, {last}"])


def phone_nz_v52(draw: Draw) -> str:
    """A New Zealand mobile (021, 022, 027) or landline (03, 04, 06, 07, 09) in national or +64 printing."""
    if draw.rng.random() < 0.7:
        pre, rest = draw.pick(["21", "22", "27", "27", "21"]), _sub(draw, 7)
        return draw.pick([f"0{pre} {rest[:3]} {rest[3:]}", f"0{pre}{rest}", f"+64 {pre} {rest[:3]} {rest[3:]}", f"+64 (0){pre} {rest[:3]} {rest[3:]}", f"0{pre}-{rest[:3]}-{rest[3:]}"])
    area, rest = draw.pick(["6", "6", "3", "4", "9", "7"]), _sub(draw, 7)
    return draw.pick([f"(0{area}) {rest[:3]} {rest[3:]}", f"0{area} {rest[:3]} {rest[3:]}", f"+64 {area} {rest[:3]} {rest[3:]}", f"0{area}-{rest}"])


# ---- Canada -------------------------------------------------------------------------------------------------------
def sin_v52(draw: Draw) -> str:
    """A Canadian social insurance number: nine digits passing Luhn (first digit 1-7, or 9 for a temporary one)."""
    body = str(draw.pick([1, 2, 3, 4, 5, 6, 7, 9])) + draw.digits(7)
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def ohip_v52(draw: Draw) -> str:
    """An Ontario health card number: ten digits passing Luhn and the two-letter version code."""
    body = draw.digits(9, True)
    v = body + _luhn(body)
    vc = draw.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")
    return draw.pick([f"{v[:4]}-{v[4:7]}-{v[7:]}-{vc}", f"{v[:4]} {v[4:7]} {v[7:]} {vc}", f"{v}{vc}", f"{v} {vc}", f"{v[:4]}-{v[4:7]}-{v[7:]} (version {vc})"])


def ramq_v52(draw: Draw) -> str:
    """A Quebec health insurance (RAMQ) number: surname and given-name letters, birth date (month + 50 for women), two digits."""
    last = (blind2.fold_ascii(draw.fill("last")) or "XXX").upper()
    last = "".join(ch for ch in last if ch.isalpha()).ljust(3, "X")
    first = ((blind2.fold_ascii(draw.fill("first")) or "X").upper() + "X")[0]
    born = _birth(draw, 1950, 2003)
    month = born.month + (50 if _sex(draw) == "F" else 0)
    v = f"{last[:3]}{first}{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(2)}"
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def account_ca_v52(draw: Draw) -> str:
    """A Canadian account: transit (five digits), institution (three), account (seven to twelve)."""
    inst = draw.pick(["001", "002", "003", "004", "006", "010", "815", "016"])
    transit, acct = draw.digits(5, True), draw.digits(draw.pick([7, 7, 10, 12]), True)
    if _country(draw) == "QC":
        return draw.pick([f"transit {transit}, institution {inst}, compte {acct}", f"{transit}-{inst}-{acct}", f"no de transit {transit} / institution {inst} / folio {acct}"])
    return draw.pick([f"transit {transit}, institution {inst}, account {acct}", f"{transit}-{inst}-{acct}", f"{inst}-{transit}-{acct}", f"Transit {transit} Inst {inst} Acct {acct}"])


_CA_PLACES = [("Ottawa", "ON", "Ontario", "K2P 1L1"), ("Kanata", "ON", "Ontario", "K2K 3G9"), ("Kingston", "ON", "Ontario", "K7K 7B4"), ("Petawawa", "ON", "Ontario", "K8H 2X3"),
              ("Halifax", "NS", "Nova Scotia", "B3H 2Y9"), ("Dartmouth", "NS", "Nova Scotia", "B2W 3N2"), ("Edmonton", "AB", "Alberta", "T5J 2R7"),
              ("Winnipeg", "MB", "Manitoba", "R3T 2N2"), ("Esquimalt", "BC", "British Columbia", "V9A 3K7"), ("Oromocto", "NB", "New Brunswick", "E2V 2G6")]
_CA_STREETS = ["Elgin Street", "Bank Street", "Montreal Road", "Princess Street", "Gottingen Street", "Jasper Avenue", "Pembina Highway", "Esquimalt Road",
               "Carling Avenue", "Doug Harding Drive"]
_QC_PLACES = [("Québec", "G1R 4S9"), ("Québec", "G1K 3J2"), ("Lévis", "G6V 6Z3"), ("Saint-Jean-sur-Richelieu", "J3B 7B4"), ("Shannon", "G3S 1K3"),
              ("Montréal", "H2X 1Y4"), ("Gatineau", "J8Y 3R1"), ("Sherbrooke", "J1H 4A6"), ("Trois-Rivières", "G9A 5H3")]
_QC_STREETS = ["rue Saint-Jean", "boulevard René-Lévesque Ouest", "avenue Cartier", "rue de la Couronne", "chemin Sainte-Foy", "rue Champlain", "boulevard du Séminaire Nord",
               "rue Wellington Nord", "rue des Forges"]


def addr_ca_v52(draw: Draw) -> str:
    """A Canadian address in English (unit-number prefix or Unit, the province's code, two spaces before the postal code) or in Quebec French."""
    rng = draw.rng
    if _country(draw) == "QC":
        town, pc = draw.pick(_QC_PLACES)
        num, street = rng.randint(10, 4800), draw.pick(_QC_STREETS)
        apt = draw.pick(["", "", f", app. {rng.randint(1, 40)}", f", bureau {rng.randint(100, 900)}"])
        return draw.pick([f"{num}, {street}{apt}\n{town} (Québec)  {pc}", f"{num}, {street}{apt}, {town} (Québec) {pc}", f"{num} {street}{apt}, {town} QC {pc}",
                          f"{num}, {street.upper()}{apt.upper()}\n{town.upper()} QC  {pc}"])
    town, code, province, pc = draw.pick(_CA_PLACES)
    num, street = rng.randint(10, 3800), draw.pick(_CA_STREETS)
    unit = rng.randint(101, 2210)
    return draw.pick([f"{unit}-{num} {street}\n{town} {code}  {pc}", f"{num} {street}, Unit {unit}, {town}, {province} {pc}", f"{num} {street}, {town}, {code} {pc}",
                      f"{num} {street.upper()}\n{town.upper()} {code}  {pc}", f"{num} {street}, Apt. {unit % 100 + 1}, {town} {code} {pc}"])


def addr_on_v52(draw: Draw) -> str:
    """An Ontario address (the texts that carry an Ontario health card)."""
    rng = draw.rng
    town, code, province, pc = draw.pick([place for place in _CA_PLACES if place[1] == "ON"])
    num, street = rng.randint(10, 3800), draw.pick(["Elgin Street", "Bank Street", "Montreal Road", "Princess Street", "Carling Avenue", "Doug Harding Drive"])
    unit = rng.randint(101, 2210)
    return draw.pick([f"{unit}-{num} {street}\n{town} {code}  {pc}", f"{num} {street}, Unit {unit}, {town}, {province} {pc}", f"{num} {street}, {town}, {code} {pc}",
                      f"{num} {street.upper()}\n{town.upper()} {code}  {pc}"])


def phone_ca_v52(draw: Draw) -> str:
    """A Canadian number in the North American plan, with the French printing and the poste extension in Quebec."""
    if _country(draw) == "QC":
        area = draw.pick(["418", "581", "514", "438", "450", "819"])
        exchange, line = _us_exchange(draw), draw.digits(4)
        return draw.pick([f"{area} {exchange}-{line}", f"{area}-{exchange}-{line}", f"({area}) {exchange}-{line}", f"+1 {area} {exchange}-{line}",
                          f"{area} {exchange}-{line}, poste {draw.rng.randint(2, 450)}", f"1 {area} {exchange}-{line}"])
    area = draw.pick(["613", "613", "343", "902", "780", "204", "250", "506"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"{area}.{exchange}.{line}",
                      f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 450)}"])


# ---- by country, cards, e-mail, IP, URLs, plates, VINs -------------------------------------------------------------
def addr_v52(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return {"AU": addr_au_v52, "NZ": addr_nz_v52, "CA": addr_ca_v52, "QC": addr_ca_v52}.get(_country(draw), addr_fl_v52)(draw)


def addr_us_v52(draw: Draw) -> str:
    """A US veteran's mailing address: Florida mostly, a military box now and then."""
    return apo_v52(draw) if draw.rng.random() < 0.2 else addr_fl_v52(draw)


def phone_v52(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"AU": phone_au_v52, "NZ": phone_nz_v52, "CA": phone_ca_v52, "QC": phone_ca_v52}.get(_country(draw), phone_fl_v52)(draw)


def addr_hl7_v52(draw: Draw) -> str:
    town, zip_code = draw.pick(_FL_TOWNS)
    return f"{draw.rng.randint(3, 9800)} {draw.pick(_FL_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 300))])}^{town.upper()}^FL^{zip_code}^USA^H"


def addr_fhir_v52(draw: Draw) -> str:
    """A Florida address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_FL_TOWNS)
    return f"{draw.rng.randint(3, 9800)} {draw.pick(_FL_STREETS)}\"], \"city\": \"{town}\", \"state\": \"FL\", \"postalCode\": \"{zip_code}"


def addr_csv_v52(draw: Draw) -> str:
    town, zip_code = draw.pick(_FL_TOWNS)
    return f"\"{draw.rng.randint(3, 9800)} {draw.pick(_FL_STREETS)}, {town}, FL {zip_code}\""


def phone_hl7_v52(draw: Draw) -> str:
    return f"({draw.pick(['850', '813', '904'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_plain_v52(draw: Draw) -> str:
    return f"{draw.pick(['850', '813', '904'])}{_us_exchange(draw)}{draw.digits(4)}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def visa_v52(draw: Draw) -> str:
    """A Visa number (4, sixteen digits) with Luhn, printed in fours or whole."""
    body = "4" + draw.digits(14)
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def mastercard_v52(draw: Draw) -> str:
    """A Mastercard number (51-55 or 2221-2720) with Luhn."""
    prefix = draw.pick(["51", "52", "53", "54", "55", str(draw.rng.randint(2221, 2720))])
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


_EMAIL_DOMAINS = {"US": ["gmail.com", "yahoo.com", "icloud.com", "cox.net", "outlook.com", "aol.com", "att.net"],
                  "AU": ["bigpond.com", "gmail.com", "outlook.com.au", "iinet.net.au", "optusnet.com.au", "hotmail.com"],
                  "NZ": ["xtra.co.nz", "gmail.com", "slingshot.co.nz", "outlook.co.nz", "vodafone.co.nz"],
                  "CA": ["gmail.com", "rogers.com", "sympatico.ca", "shaw.ca", "hotmail.ca", "bell.net"],
                  "QC": ["videotron.ca", "gmail.com", "hotmail.com", "sympatico.ca", "outlook.fr"]}
_FALLBACK = (["alex", "sam", "chris", "jordan"], ["martin", "roy", "walker", "taylor"])


def _local(draw: Draw, suffix: str = "") -> tuple[str, str]:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "").replace(" ", "").replace("'", "").replace("-", "").lower()
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "").replace(" ", "").replace("'", "").replace("-", "").lower()
    if not (first.isalpha() and last.isalpha() and first.isascii() and last.isascii()):
        first, last = draw.pick(_FALLBACK[0]), draw.pick(_FALLBACK[1])
    return first, last


def _email(draw: Draw, suffix: str, obfuscate: bool, mil: bool = False) -> str:
    country = _country(draw)
    first, last = _local(draw, suffix)
    if mil and draw.rng.random() < 0.5:
        return draw.pick([f"{first}.{draw.letters(1).lower()}.{last}.mil@army.mil", f"{first}.{last}.{draw.rng.randint(1, 9)}@us.af.mil", f"{first}.{last}@navy.mil",
                          f"{first}.{last}@usmc.mil"])
    local = draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                       f"{first}{draw.rng.randint(1950, 2005)}", f"{last}{first[:1]}{draw.rng.randint(60, 99)}"])
    domain = draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.1:
        at, dot = ("arobase", "point") if country == "QC" else ("at", "dot")
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.17:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.22:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v52(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    return _email(draw, "", True)


def email_mil_v52(draw: Draw) -> str:
    """A service member's address: a .mil one half the time."""
    return _email(draw, "", True, mil=True)


def email_plain_v52(draw: Draw) -> str:
    return _email(draw, "", False)


def email_second_v52(draw: Draw) -> str:
    """The e-mail of the text's second person (a caregiver, a spouse)."""
    return _email(draw, "2", True)


_IP4 = {"US": [(73, 0, 255), (98, 192, 255), (71, 160, 191), (174, 64, 79)], "AU": [(1, 128, 159), (101, 160, 191), (58, 104, 111)],
        "NZ": [(122, 56, 63), (125, 236, 239), (49, 224, 255)], "CA": [(99, 224, 255), (174, 88, 95), (70, 24, 31), (184, 144, 151)]}
_IP6 = {"US": "2601:18c", "AU": "2001:8003", "NZ": "2407:7000", "CA": "2607:fea8"}


def ip_v52(draw: Draw) -> str:
    """A public address of a home or mobile connection in the text's country (never private, shared, documentation or loopback)."""
    country = {"QC": "CA"}.get(_country(draw), _country(draw))
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first, low, high = draw.pick(_IP4[country])
    return f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first, last = _local(draw, suffix)
    return f"{first}{sep}{last}"


def url_v52(draw: Draw) -> str:
    """A person's own page: a recovery blog, a profile, a fundraiser."""
    return draw.pick([f"https://{_slug(draw, '')}.wordpress.com", f"https://www.linkedin.com/in/{_slug(draw)}-{draw.digits(3, True)}", f"https://www.instagram.com/{_slug(draw, '_')}_vet/",
                      f"https://www.gofundme.com/f/{_slug(draw)}-service-dog", f"https://medium.com/@{_slug(draw, '')}", f"www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}",
                      f"https://x.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}"])


def url_profile_v52(draw: Draw) -> str:
    """A person's professional profile."""
    return draw.pick([f"https://www.linkedin.com/in/{_slug(draw)}-{draw.digits(3, True)}", f"https://www.linkedin.com/in/{_slug(draw, '')}", f"linkedin.com/in/{_slug(draw)}{draw.rng.randint(1, 99)}"])


def url_memorial_v52(draw: Draw) -> str:
    """A family's page for a veteran who died (the veteran's given name, the family's surname): a memorial, a fundraiser, an obituary."""
    given, family = _local(draw, "2")[0], _local(draw, "")[1]
    return draw.pick([f"https://www.gofundme.com/f/in-memory-of-{given}-{family}", f"https://www.caringbridge.org/visit/{given}{family}",
                      f"https://www.facebook.com/groups/remembering{given}{family}", f"https://{given}{family}memorial.com",
                      f"https://www.legacy.com/us/obituaries/pnj/name/{given}-{family}-obituary?id={draw.digits(8, True)}"])


def url_support_v52(draw: Draw) -> str:
    """A caregiver's own support page (French)."""
    return draw.pick([f"https://www.facebook.com/{_slug(draw, '.', '2')}.{draw.rng.randint(1, 999)}", f"https://fr.gofundme.com/f/aide-pour-{_slug(draw, '-', '')}",
                      f"https://{_slug(draw, '', '2')}.blogspot.com", f"https://www.instagram.com/{_slug(draw, '_', '2')}/"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4, "N": 5,
               "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin_v52(draw: Draw) -> str:
    """A North American VIN with its position-9 check digit (vans and pickups that take hand controls and lifts)."""
    wmi = draw.pick(["1FT", "1FM", "2C4", "1GC", "5TD", "3C6", "1FD", "2T3"])
    vds = "".join(draw.pick(list(_VIN_CHARS)) for _ in range(5))
    year = draw.pick(list("MNPRS"))
    vis = year + draw.pick(list("ABCDEFGHJKLMNPRSTUVWXYZ")) + draw.digits(6)
    partial = wmi + vds + "0" + vis
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(partial, _VIN_WEIGHTS)) % 11
    return wmi + vds + ("X" if total == 10 else str(total)) + vis


def plate_v52(draw: Draw) -> str:
    """A number plate of the text's country (Florida, Australian states, New Zealand, Ontario and Quebec)."""
    country = _country(draw)
    if country == "AU":
        return draw.pick([f"{draw.digits(3, True)} {draw.letters(3)}", f"{draw.digits(3, True)}{draw.letters(2)}{draw.digits(1)}", f"{draw.letters(2)}{draw.digits(2)}{draw.letters(2)}",
                          f"{draw.digits(1, True)}{draw.letters(2)} {draw.digits(1)}{draw.letters(2)}", f"C{draw.letters(1)} {draw.digits(2)} {draw.letters(2)}"])
    if country == "NZ":
        return draw.pick([f"{draw.letters(3)}{draw.digits(3, True)}", f"{draw.letters(2)}{draw.digits(4, True)}", f"{draw.letters(3)}{draw.digits(2, True)}"])
    if country == "CA":
        return draw.pick([f"{draw.letters(4)} {draw.digits(3)}", f"{draw.letters(3)} {draw.digits(3)}", f"{draw.letters(4)}{draw.digits(3)}"])
    if country == "QC":
        return draw.pick([f"{draw.letters(1)}{draw.digits(2)} {draw.letters(3)}", f"{draw.digits(3)} {draw.letters(3)}", f"{draw.letters(3)} {draw.digits(3)}"])
    return draw.pick([f"{draw.letters(3)} {draw.letters(1)}{draw.digits(2)}", f"{draw.letters(4)}{draw.digits(2)}", f"{draw.digits(3)} {draw.letters(3)}",
                      f"{draw.letters(2)}{draw.digits(1)} {draw.digits(1)}{draw.letters(2)}", f"VET{draw.digits(3)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v52": dob_v52, "dob_elder_v52": dob_elder_v52, "dob_sm_v52": dob_sm_v52, "dob_child_v52": dob_child_v52, "dob_vet_v52": dob_vet_v52, "url_profile_v52": url_profile_v52, "addr_on_v52": addr_on_v52, "dob_iso_v52": dob_iso_v52, "dob_compact_v52": dob_compact_v52, "dod_v52": dod_v52,
    "dod_hl7_v52": dod_hl7_v52, "age_v52": age_v52,
    "ssn_v52": ssn_v52, "ssn_plain_v52": ssn_plain_v52, "dodid_v52": dodid_v52, "dbn_v52": dbn_v52, "dbn_plain_v52": dbn_plain_v52, "vafile_v52": vafile_v52,
    "icn_v52": icn_v52, "icn_plain_v52": icn_plain_v52, "mtf_mrn_v52": mtf_mrn_v52, "pcn_v52": pcn_v52, "referral_v52": referral_v52,
    "medicaid_fl_v52": medicaid_fl_v52, "account_us_v52": account_us_v52, "addr_fl_v52": addr_fl_v52, "apo_v52": apo_v52, "phone_fl_v52": phone_fl_v52,
    "tfn_v52": tfn_v52, "medicare_au_v52": medicare_au_v52, "dva_v52": dva_v52, "account_au_v52": account_au_v52, "addr_au_v52": addr_au_v52, "phone_au_v52": phone_au_v52,
    "nhi_v52": nhi_v52, "ird_v52": ird_v52, "account_nz_v52": account_nz_v52, "addr_nz_v52": addr_nz_v52, "phone_nz_v52": phone_nz_v52,
    "sin_v52": sin_v52, "ohip_v52": ohip_v52, "ramq_v52": ramq_v52, "account_ca_v52": account_ca_v52, "addr_ca_v52": addr_ca_v52, "phone_ca_v52": phone_ca_v52,
    "addr_v52": addr_v52, "addr_us_v52": addr_us_v52, "phone_v52": phone_v52, "addr_hl7_v52": addr_hl7_v52, "addr_fhir_v52": addr_fhir_v52,
    "addr_csv_v52": addr_csv_v52, "phone_hl7_v52": phone_hl7_v52, "phone_plain_v52": phone_plain_v52,
    "visa_v52": visa_v52, "mastercard_v52": mastercard_v52, "email_v52": email_v52, "email_mil_v52": email_mil_v52, "email_plain_v52": email_plain_v52,
    "email_second_v52": email_second_v52, "ip_v52": ip_v52, "url_v52": url_v52, "url_memorial_v52": url_memorial_v52, "url_support_v52": url_support_v52,
    "vin_v52": vin_v52, "plate_v52": plate_v52,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Octavia Pemberton-Vasquez, MD", "CDR Desmond Achterberg-Nwosu, MC, USN", "Marisol Threadgill-Oyama, PharmD", "Dr. Barnaby Kowalczyk-Ruiz, PsyD",
         "Fenwick Halvorsen-Adeyemi, CPO", "Maj Ingrid Solberg-Mbeki, USAF, NC", "Rosamund Teague-Villanueva, LCSW", "Dr. Cornelius Abiodun-Hart, MPH",
         "Priscilla Fairweather-Nakamura, LCSW", "LCDR Thaddeus Okonkwo-Lindqvist, MSC, USN")

_SERVICES = [("Primary care (PACT team)", "99214", "Building A, 1st floor"), ("Audiology: hearing aid fitting", "92591", "Building B, room 112"),
             ("Optometry: routine eye exam", "92014", "Building B, room 140"), ("Whole Health coaching", "S9445", "Building C"),
             ("Physical therapy evaluation", "97162", "Building A, rehab gym"), ("Mental health: walk-in same-day access", "90791", "Building C, 2nd floor"),
             ("Tele-dermatology", "99203", "Telehealth"), ("Sleep study (home)", "95806", "Sleep lab"), ("Podiatry: diabetic foot care", "11721", "Building A, room 118"),
             ("Women Veterans program: well-woman visit", "99395", "Building D"), ("Spirometry", "94010", "Building A, pulmonary"),
             ("Chiropractic care", "98941", "Building A, rehab gym"), ("Acupuncture", "97810", "Building C, room 214"), ("MOVE! weight management group", "97804", "Building D, classroom")]


def _svc_row(d: Draw) -> str:
    name, code, where = d.pick(_SERVICES)
    return f"{name} | {code} | {where} | {d.rng.randint(2, 28)} days | {d.pick(['no copay', '$15 specialty copay', '$0 (priority 1-6)', 'copay by priority group'])}"


def _svc_csv_row(d: Draw) -> str:
    name, code, where = d.pick(_SERVICES)
    return f"CBV-{d.digits(3, True)},\"{name}\",{code},\"{where}\",{d.rng.randint(2, 28)},{d.pick(['Y', 'Y', 'N'])}"


def _svc_json_row(d: Draw) -> str:
    name, code, where = d.pick(_SERVICES)
    return (f"{{\"service\": \"{name}\", \"cpt\": \"{code}\", \"location\": \"{where}\", \"avgWaitDays\": {d.rng.randint(2, 28)}, "
            f"\"telehealth\": {d.pick(['true', 'false'])}, \"walkIn\": {d.pick(['true', 'false', 'false'])}}}")


_AU_SERVICES = [("GP management plan", "721"), ("Mental health treatment plan", "2715"), ("Psychological therapy, 50+ min", "80010"),
                ("Physiotherapy (allied health)", "10960"), ("Audiology assessment", "82300"), ("Exercise physiology", "10953"),
                ("Comprehensive health assessment, 45+ yrs", "701"), ("Podiatry", "10962"), ("Dietetics", "10954")]


def _au_svc_row(d: Draw) -> str:
    name, item = d.pick(_AU_SERVICES)
    return f"{name} | MBS item {item} | ${d.rng.randint(60, 260)}.{d.digits(2)} | {d.pick(['Gold Card', 'Gold and White Card', 'White Card (accepted conditions)'])} | {d.rng.randint(1, 21)} days"


_MTF_DEPTS = [("Family Health Clinic", "Bldg 2210, 1st deck"), ("Pediatrics", "Bldg 2210, 2nd deck"), ("Immunizations", "Bldg 2210, room 118"),
              ("Laboratory", "Bldg 2212"), ("Radiology", "Bldg 2212, wing B"), ("Optometry", "Bldg 2215"), ("Physical Therapy", "Bldg 2215, gym"),
              ("Mental Health", "Bldg 2230"), ("Flight Medicine", "Bldg 2240"), ("Dental (active duty only)", "Bldg 2250"), ("Pharmacy (main)", "Bldg 2210, lobby")]


def _mtf_row(d: Draw) -> str:
    dept, where = d.pick(_MTF_DEPTS)
    return f"{dept} | {where} | {d.pick(['0730-1600', '0700-1630', '0800-1600', '0730-1200, 1300-1600'])} | {d.pick(['Mon-Fri', 'Mon-Fri', 'Mon-Thu; Fri 0730-1200'])} | {d.pick(STAFF)}"


def _mtf_xml_row(d: Draw) -> str:
    dept, where = d.pick(_MTF_DEPTS)
    return (f"  <Department name=\"{dept}\" location=\"{where}\" open=\"{d.pick(['07:30', '07:00', '08:00'])}\" close=\"{d.pick(['16:00', '16:30', '15:30'])}\" "
            f"lead=\"{d.pick(STAFF)}\" walkIn=\"{d.pick(['yes', 'no'])}\"/>")


_NZ_STAFF = ["Dr Aroha Whitcombe-Tane (Senior Medical Officer)", "Lieutenant Hemi Castellanos-Reid (Nursing Officer)", "Caroline Ngata-Brewster (Physiotherapist)",
             "Dr Tobias Fairhall-Mahuika (Psychologist)", "Warrant Officer Class Two Mere Halloran-Tipene (Medic)"]
_CA_STAFF = ["Dr. Genevieve Lachapelle-Okoro (Base Surgeon)", "Capt Everett Mukherjee-Daoust (Physician Assistant)", "Lt(N) Rosalie Whitfield-Ansah (Nursing Officer)",
             "Dr. Ignatius Van Beek-Sauvé (Psychiatrist)", "Marguerite Tessier-Obi (Pharmacist)"]


_NZ_SERVICES = {"Primary care": (0, 1), "Occupational medicine": (0, 4), "Physiotherapy": (2,), "Mental health and wellbeing": (3,), "Immunisations": (1, 4), "Sick parade": (1, 4)}


def _nz_dir_row(d: Draw) -> str:
    service = d.pick(sorted(_NZ_SERVICES))
    return f"{service} | {_NZ_STAFF[d.pick(list(_NZ_SERVICES[service]))]} | {d.pick(['0730-1600', '0800-1630', '0730-1200'])} | {d.pick(['Mon-Fri', 'Mon-Thu', 'Tue, Thu'])}"


def _ca_dir_row(d: Draw) -> str:
    return f"{d.pick(['Sick parade', 'Physiotherapy', 'Mental Health Services', 'Pharmacy', 'Periodic Health Assessment', 'Immunization'])} | {d.pick(_CA_STAFF)} | {d.pick(['0730-1130', '0800-1600', '1300-1530'])} | Bldg {d.rng.randint(100, 260)}"


_MENTAL_CODES = [("9411", "Posttraumatic stress disorder"), ("9434", "Major depressive disorder"), ("9400", "Generalized anxiety disorder"), ("9413", "Anxiety disorder, other specified"),
                 ("9432", "Bipolar disorder"), ("9435", "Depressive disorder, unspecified"), ("9440", "Chronic adjustment disorder"), ("9412", "Panic disorder and/or agoraphobia")]
_MENTAL_CRITERIA = [("100", "Total occupational and social impairment"), ("70", "Occupational and social impairment, with deficiencies in most areas"),
                    ("50", "Occupational and social impairment with reduced reliability and productivity"),
                    ("30", "Occupational and social impairment with occasional decrease in work efficiency"),
                    ("10", "Mild or transient symptoms which decrease work efficiency only during periods of significant stress"),
                    ("0", "Diagnosed, but symptoms not severe enough to interfere with occupational and social functioning")]


def _knee_rows(d: Draw) -> str:
    rows = [("5260", "Leg, limitation of flexion", [("60°", 0), ("45°", 10), ("30°", 20), ("15°", 30)]),
            ("5261", "Leg, limitation of extension", [("5°", 0), ("10°", 10), ("15°", 20), ("20°", 30), ("30°", 40), ("45°", 50)]),
            ("5257", "Knee, recurrent subluxation or lateral instability", [("slight", 10), ("moderate", 20), ("severe", 30)]),
            ("5271", "Ankle, limited motion", [("moderate", 10), ("marked", 20)]), ("5201", "Arm, limitation of motion", [("at shoulder level", 20), ("midway", 30), ("to 25° from side", 40)])]
    picked = d.rng.sample(rows, 3)
    return "\n".join(f"DC {code} {name}: " + "; ".join(f"{step} = {pct}%" for step, pct in steps) for code, name, steps in picked)


def _combined_row(d: Draw) -> str:
    a = d.pick([10, 20, 30, 40, 50, 60, 70, 80, 90])
    b = d.pick([10, 20, 30, 40, 50])
    if b > a:
        a, b = b, a
    exact = a + b * (100 - a) / 100
    return f"{a}% and {b}% | {exact:g} | {int((exact + 5) // 10 * 10)}%"


_AU_IMPAIRMENT = [("Hearing loss, bilateral", "5-20"), ("Lumbar spine, restricted range", "5-30"), ("Post-traumatic stress disorder", "10-85"),
                  ("Knee, reduced flexion", "2-20"), ("Tinnitus", "2-5"), ("Shoulder, restricted elevation", "5-25")]


def _au_imp_row(d: Draw) -> str:
    condition, band = d.pick(_AU_IMPAIRMENT)
    return f"{condition} | {band} impairment points | Table {d.rng.randint(3, 9)}.{d.rng.randint(1, 9)} | {d.pick(['warlike/non-warlike', 'peacetime', 'all service types'])}"


_TRICARE_ROWS = [("Primary care outpatient visit", "$0", "$23 / $31"), ("Specialty care outpatient visit", "$0", "$35 / $46"), ("Emergency room visit", "$0", "$49 / $61"),
                 ("Urgent care center", "$0", "$23 / $31"), ("Ambulance (emergency)", "$0", "$20 / $61"), ("Inpatient admission (per admission)", "$0", "$72 / $164"),
                 ("Durable medical equipment", "$0", "10% / 20%"), ("Mental health group visit", "$0", "$14 / $18")]


def _tricare_row(d: Draw) -> str:
    service, prime, select = d.pick(_TRICARE_ROWS)
    return f"{service} | {prime} (active duty) | {select} (Group A / Group B family) | {d.pick(['network', 'network', 'network or non-network (higher cost share)'])}"


_VA_GROUPS = [("1", "Service-connected 50% or more, or unemployable"), ("2", "Service-connected 30-40%"), ("3", "Former POW, Purple Heart, or service-connected 10-20%"),
              ("4", "Catastrophically disabled or receiving aid and attendance"), ("5", "Income below VA thresholds, or Medicaid-eligible"),
              ("6", "Exposure-related care (Agent Orange, Gulf War, PACT Act)"), ("7", "Income above VA threshold, below geographic threshold"), ("8", "Income above both thresholds")]


def _va_row(d: Draw) -> str:
    group, who = d.pick(_VA_GROUPS)
    return f"Priority group {group} | {who} | {d.pick(['$0', '$15 primary / $50 specialty', '$0 primary / $50 specialty'])} | {d.pick(['$0', '$5-$11 per 30-day supply'])}"


_UNITS = ["1st Bn, 32nd Aviation", "96th Civil Engineer Sqn", "Helicopter Sea Combat Sqn 28", "Training Air Wing 6", "33rd Fighter Wing maint grp", "7th Special Forces Grp support",
          "Naval Air Station clinic staff", "Coast Guard Air Station", "482nd Medical Detachment", "Explosive Ordnance Disposal Mobile Unit 6", "Marine Aviation Training Support Grp 23"]


def _readiness_row(d: Draw) -> str:
    n = d.rng.randint(40, 1400)
    return (f"{d.pick(_UNITS)} | {n} | {d.rng.randint(78, 97)}% | {d.rng.randint(80, 98)}% | {d.rng.randint(0, n // 12)} | {d.rng.randint(0, n // 30)} | "
            f"{d.rng.randint(85, 99)}%")


def _readiness_csv_row(d: Draw) -> str:
    n = d.rng.randint(40, 1400)
    return f"{d.pick(['2025-Q3', '2025-Q4', '2026-Q1'])},\"{d.pick(_UNITS)}\",{n},{d.rng.randint(0, n // 10)},{d.rng.randint(0, n // 25)},{d.rng.randint(0, n // 40)},{d.rng.randint(70, 99)}"


def _readiness_json_row(d: Draw) -> str:
    n = d.rng.randint(40, 1400)
    return (f"{{\"unit\": \"{d.pick(_UNITS)}\", \"assigned\": {n}, \"fullyMedicallyReadyPct\": {d.rng.randint(75, 97)}.{d.digits(1)}, \"phaOverdue\": {d.rng.randint(0, n // 15)}, "
            f"\"dentalClass3\": {d.rng.randint(0, n // 30)}, \"immunizationsCurrentPct\": {d.rng.randint(82, 99)}}}")


_AU_UNITS = ["3rd Brigade HQ", "1st Battalion, Royal Australian Regiment", "3rd Combat Engineer Regiment", "5th Aviation Regiment", "1st Close Health Battalion",
             "RAAF Base Townsville units", "10th Force Support Battalion"]


def _au_readiness_row(d: Draw) -> str:
    n = d.rng.randint(60, 900)
    return f"{d.pick(_AU_UNITS)} | {n} | {d.rng.randint(78, 96)}% MEC 1 | {d.rng.randint(0, n // 15)} MEC 2 | {d.rng.randint(0, n // 40)} MEC 3 | {d.rng.randint(80, 99)}% dental fit"


_PTSD_COHORTS = ["Prolonged Exposure (individual)", "Cognitive Processing Therapy (group)", "Written Exposure Therapy", "Residential 7-week programme",
                 "Couples (CBCT for PTSD)", "Intensive outpatient, 3 weeks", "Moral injury group", "Sleep (CBT-I) adjunct"]


def _ptsd_row(d: Draw) -> str:
    n = d.rng.randint(18, 260)
    intake = d.rng.randint(48, 62)
    return (f"{d.pick(_PTSD_COHORTS)} | {n} | {d.rng.randint(52, 88)}% | {intake} | {intake - d.rng.randint(8, 26)} | {d.rng.randint(38, 71)}% | {d.rng.randint(8, 34)}%")


def _ptsd_csv_row(d: Draw) -> str:
    n = d.rng.randint(18, 260)
    return f"{d.pick(['2025H1', '2025H2'])},\"{d.pick(_PTSD_COHORTS)}\",{n},{d.rng.randint(10, n)},{d.rng.randint(45, 62)}.{d.digits(1)},{d.rng.randint(26, 44)}.{d.digits(1)},{d.rng.randint(35, 72)}"


_PROSTHETICS = [("L5856", "Above-knee microprocessor knee, swing and stance", "Ottobock C-Leg 4", 42000, 58000), ("L5981", "Flex-walk foot, dynamic response", "Össur Pro-Flex XC", 6800, 9400),
                ("L5980", "Flex-foot system", "Fillauer AllPro", 5200, 7600), ("L5673", "Socket insert, silicone gel liner with locking", "WillowWood Alpha SmartTemp", 1400, 2100),
                ("L5301", "Below-knee, molded socket, SACH foot, endoskeletal", "(custom fabrication)", 5800, 8200), ("L1833", "Knee orthosis, adjustable joints, prefabricated", "Breg Fusion OA", 780, 1100),
                ("L1906", "Ankle-foot orthosis, multiligamentous", "(stock)", 140, 260), ("L6026", "Transcarpal/metacarpal, electric hand", "Össur i-Digits Quantum", 48000, 69000),
                ("L3000", "Foot insert, removable, molded to patient model", "(custom)", 280, 460), ("L5858", "Microprocessor knee, stance phase only", "Ottobock Kenevo", 31000, 43000)]


def _pros_row(d: Draw) -> str:
    code, desc, model, low, high = d.pick(_PROSTHETICS)
    return f"{code} | {desc} | {model} | {d.rng.randint(2, 12)} weeks | ${d.rng.randint(low, high):,}"


def _pros_xml_row(d: Draw) -> str:
    code, desc, model, low, high = d.pick(_PROSTHETICS)
    return f"  <Item hcpcs=\"{code}\" description=\"{desc}\" model=\"{model}\" leadWeeks=\"{d.rng.randint(2, 12)}\" allowable=\"{d.rng.randint(low, high)}.00\" stock=\"{d.rng.randint(0, 14)}\"/>"


_QC_ORTHO = [("Orthèse de genou articulée", "Breg Fusion", 650, 1100), ("Orthèse tibio-pédieuse (AFO) sur mesure", "fabrication en laboratoire", 900, 1600),
             ("Pied à restitution d'énergie", "Össur Pro-Flex LP", 6200, 8800), ("Manchon en silicone", "Ottobock Derma", 1200, 1900),
             ("Genou à microprocesseur", "Ottobock Genium", 45000, 62000), ("Orthèses plantaires moulées", "fabrication en laboratoire", 320, 520)]


def _qc_ortho_row(d: Draw) -> str:
    name, model, low, high = d.pick(_QC_ORTHO)
    return f"{name} | {model} | {d.rng.randint(low, high):,} $".replace(",", " ") + f" | délai {d.rng.randint(2, 10)} semaines"


def _crisis_row(d: Draw) -> str:
    calls = d.rng.randint(3200, 9800)
    return (f"{d.pick(['October', 'November', 'December', 'January', 'February', 'March', 'April', 'May'])} | {calls:,} | {d.rng.randint(400, 1900):,} | {d.rng.randint(250, 1200):,} | "
            f"{d.rng.randint(6, 29)} s | {d.rng.randint(1, 6)}.{d.digits(1)}% | {d.rng.randint(40, 260)} | {d.rng.randint(300, 1400):,}")


def _crisis_json_row(d: Draw) -> str:
    return (f"{{\"channel\": \"{d.pick(['voice', 'text', 'chat'])}\", \"contacts\": {d.rng.randint(300, 9000)}, \"answeredWithin30sPct\": {d.rng.randint(82, 99)}.{d.digits(1)}, "
            f"\"medianHandleMinutes\": {d.rng.randint(9, 38)}, \"emergencyDispatches\": {d.rng.randint(4, 240)}}}")


def _crisis_csv_row(d: Draw) -> str:
    hour = d.rng.randint(0, 23)
    return f"{hour:02d}:00,{d.rng.randint(40, 420)},{d.rng.randint(5, 90)},{d.rng.randint(3, 70)},{d.rng.randint(4, 22)},{d.rng.randint(6, 30)}"


def _burnpit_row(d: Draw) -> str:
    n = d.rng.randint(900, 48000)
    return (f"{d.pick(['Operation Iraqi Freedom / New Dawn', 'Operation Enduring Freedom (Afghanistan)', 'Djibouti (Camp Lemonnier)', 'Southwest Asia 1990-1991', 'Operation Inherent Resolve', 'Kuwait / Qatar support bases'])} | "
            f"{n:,} | {d.rng.randint(n // 4, n // 2):,} | {d.rng.randint(0, n // 20):,} | {d.rng.randint(28, 64)}% | {d.rng.randint(12, 41)}%")


def _burnpit_csv_row(d: Draw) -> str:
    n = d.rng.randint(120, 9000)
    return (f"{d.pick(['Balad', 'Bagram', 'Camp Taji', 'Kandahar', 'Camp Bastion', 'Camp Arifjan', 'Al Udeid', 'Camp Lemonnier'])},{d.pick(['Army', 'Air Force', 'Navy', 'Marine Corps'])},"
            f"{d.pick(['18-29', '30-39', '40-49', '50-59', '60-69'])},{n},{d.rng.randint(n // 5, n // 2)},{d.rng.randint(20, 65)}.{d.digits(1)}")


_FORMULARY = [("sertraline 50 mg tablet", "0093-7198-56"), ("prazosin 1 mg capsule", "0093-4067-01"), ("sumatriptan 50 mg tablet", "65862-0146-09"),
              ("meloxicam 15 mg tablet", "29300-0125-10"), ("albuterol HFA 90 mcg inhaler", "0173-0682-20"), ("naloxone 4 mg nasal spray", "69547-0353-02"),
              ("buprenorphine/naloxone 8 mg/2 mg film", "12496-1208-03"), ("topiramate 25 mg tablet", "0781-5190-01"), ("atorvastatin 20 mg tablet", "0378-2156-77"),
              ("fluticasone 50 mcg nasal spray", "60505-0829-01"), ("cyclobenzaprine 10 mg tablet", "0591-5658-01"), ("tamsulosin 0.4 mg capsule", "0615-7812-39")]


def _formulary_row(d: Draw) -> str:
    drug, ndc = d.pick(_FORMULARY)
    return f"{drug} | NDC {ndc} | {d.pick(['Tier 1 (generic)', 'Tier 1 (generic)', 'Tier 2 (formulary brand)', 'Tier 3 (non-formulary)'])} | {d.pick(['no change', 'now requires prior authorization', 'quantity limit 30/30 days', 'moved from tier 2 to tier 1', 'removed: use therapeutic alternative'])}"


def _formulary_xml_row(d: Draw) -> str:
    drug, ndc = d.pick(_FORMULARY)
    return f"  <Drug ndc=\"{ndc}\" name=\"{drug}\" tier=\"{d.rng.randint(1, 3)}\" mailOrderDays=\"{d.pick(['90', '90', '30'])}\" priorAuth=\"{d.pick(['false', 'false', 'true'])}\"/>"


_FEE_CODES = [("99213", "Office visit, established, low"), ("99214", "Office visit, established, moderate"), ("90837", "Psychotherapy, 60 min"), ("90834", "Psychotherapy, 45 min"),
              ("97110", "Therapeutic exercise, 15 min"), ("92557", "Comprehensive audiometry"), ("95810", "Polysomnography, attended"), ("73721", "MRI lower extremity joint"),
              ("90853", "Group psychotherapy"), ("97161", "PT evaluation, low complexity")]


def _fee_csv_row(d: Draw) -> str:
    code, name = d.pick(_FEE_CODES)
    return f"{code},\"{name}\",{d.rng.randint(40, 900)}.{d.digits(2)},{d.pick(['FL-01', 'FL-02', 'FL-99'])},{d.fill('eff_iso')}"


def _capacity_json_row(d: Draw) -> str:
    name, code, _ = d.pick(_SERVICES)
    total = d.rng.randint(40, 400)
    return f"{{\"clinic\": \"{name}\", \"week\": \"2026-W{d.rng.randint(1, 20):02d}\", \"slots\": {total}, \"booked\": {d.rng.randint(total // 2, total)}, \"telehealthSlots\": {d.rng.randint(0, total // 3)}}}"


def _stf_segment(d: Draw) -> str:
    name = d.pick(STAFF)
    parts = [p for p in name.split(",")[0].split(" ") if p not in ("Dr.", "CDR", "LCDR", "Maj")]
    family, given = parts[-1].upper(), " ".join(parts[:-1]).upper()
    code = f"CBV{d.digits(4, True)}"
    return (f"MFE|MAD|{d.fill('ctrl')}|{d.fill('hl7_ts')}|{code}^{family}^{given}|CWE\n"
            f"STF|{code}|{code}^CBVHC|{family}^{given}||||A|{d.pick(['MED', 'PSY', 'PHA', 'REH', 'NUR'])}\nPRA|{code}|||||{d.pick(list(ORG_NPIS))}^NPI")


def _x12_846_line(d: Draw) -> str:
    code, desc, model, _, _ = d.pick(_PROSTHETICS)
    return f"LIN**VP*{code}-{d.letters(2)}{d.digits(3)}*N4*{d.digits(5, True)}~\nPID*F****{desc.upper()}~\nQTY*33*{d.rng.randint(0, 14)}*EA~"


def _measure_group(d: Draw) -> str:
    n = d.rng.randint(900, 30000)
    return (f"{{\"code\": {{\"text\": \"{d.pick(['questionnaire completed', 'in-person exam completed', 'respiratory symptoms reported', 'constrictive bronchiolitis confirmed'])}\"}}, "
            f"\"population\": [{{\"code\": {{\"coding\": [{{\"code\": \"initial-population\"}}]}}, \"count\": {n}}}, {{\"code\": {{\"coding\": [{{\"code\": \"numerator\"}}]}}, \"count\": {d.rng.randint(n // 10, n // 2)}}}]}}")


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised, a meeting) in 2025-2026 in a country's printing."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        m, y = day.month, day.year
        month = blind.MONTHS[m - 1]
        if lang == "au":
            return f"{day.day} {month} {y}"
        if lang == "nz":
            return d.pick([f"{day.day} {month} {y}", f"{day.day:02d}/{m:02d}/{y}"])
        if lang == "ca":
            return d.pick([f"{month} {day.day}, {y}", f"{y}-{m:02d}-{day.day:02d}"])
        if lang == "fr":
            return f"{_fr_day(day.day)} {MONTHS_FR_V52[m - 1]} {y}"
        return f"{month} {day.day}, {y}"
    return make


_OWN = {
    "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(), "mtf": MTF_NAME, "pharmacy_own": PHARMACY_NAME, "benefits": BENEFITS_NAME, "ptsd_own": PTSD_NAME,
    "pros_own": PROSTHETICS_NAME, "crisis": CRISIS_NAME, "registry": REGISTRY_NAME, "caregiver_own": CAREGIVER_NAME, "readiness": READINESS_NAME, "plan_own": PLAN_NAME,
    "au_partner": AU_PARTNER, "nz_partner": NZ_PARTNER, "ca_partner": CA_PARTNER, "qc_partner": QC_PARTNER,
    "clinic_phone": ORGANISATION_CONTACTS[0], "clinic_fax": ORGANISATION_CONTACTS[1], "clinic_addr": ORGANISATION_CONTACTS[2], "clinic_email": ORGANISATION_CONTACTS[3],
    "clinic_web": ORGANISATION_CONTACTS[4], "mtf_phone": ORGANISATION_CONTACTS[5], "pharm_phone": ORGANISATION_CONTACTS[6], "pharm_email": ORGANISATION_CONTACTS[7],
    "benefits_phone": ORGANISATION_CONTACTS[8], "benefits_box": ORGANISATION_CONTACTS[9], "benefits_email": ORGANISATION_CONTACTS[10],
    "ptsd_phone": ORGANISATION_CONTACTS[11], "ptsd_email": ORGANISATION_CONTACTS[12], "pros_phone": ORGANISATION_CONTACTS[13], "pros_email": ORGANISATION_CONTACTS[14],
    "crisis_phone": ORGANISATION_CONTACTS[15], "crisis_email": ORGANISATION_CONTACTS[16], "registry_phone": ORGANISATION_CONTACTS[17],
    "registry_email": ORGANISATION_CONTACTS[18], "registry_web": ORGANISATION_CONTACTS[19], "caregiver_phone": ORGANISATION_CONTACTS[20],
    "caregiver_email": ORGANISATION_CONTACTS[21], "readiness_phone": ORGANISATION_CONTACTS[22], "plan_phone": ORGANISATION_CONTACTS[23],
    "plan_appeals": ORGANISATION_CONTACTS[24], "plan_web": ORGANISATION_CONTACTS[25], "plan_appeals_addr": ORGANISATION_CONTACTS[26], "plan_edi": ORGANISATION_CONTACTS[27],
    "au_phone": ORGANISATION_CONTACTS[28], "au_email": ORGANISATION_CONTACTS[29], "nz_phone": ORGANISATION_CONTACTS[30], "nz_email": ORGANISATION_CONTACTS[31],
    "ca_phone": ORGANISATION_CONTACTS[32], "ca_email": ORGANISATION_CONTACTS[33], "qc_phone": ORGANISATION_CONTACTS[34], "qc_email": ORGANISATION_CONTACTS[35],
    "org_ein": ORG_EIN, "org_ein_digits": ORG_EIN.replace("-", ""), "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_chief": STAFF[0], "mtf_director": STAFF[1], "own_pharmacist": STAFF[2], "own_psychologist": STAFF[3], "own_prosthetist": STAFF[4], "readiness_chief": STAFF[5],
    "crisis_manager": STAFF[6], "own_epi": STAFF[7], "caregiver_coord": STAFF[8], "mtf_provider": STAFF[9],
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mi": lambda d: d.letters(1),
    "svc_table": _table(_svc_row, 7), "svc_csv": _rows(_svc_csv_row, 8, 40), "svc_json": _rows(_svc_json_row, 5, 60, ", "), "au_svc_table": _table(_au_svc_row, 6),
    "mtf_table": _table(_mtf_row, 7), "mtf_xml": _rows(_mtf_xml_row, 6, 40), "nz_dir_table": _table(_nz_dir_row, 5), "ca_dir_table": _table(_ca_dir_row, 5),
    "mental_codes": lambda d: "; ".join(f"{c} {n}" for c, n in sorted(d.rng.sample(_MENTAL_CODES, 4))),
    "mental_criteria": lambda d: "\n".join(f"{pct}% - {text}" for pct, text in _MENTAL_CRITERIA[d.rng.randint(0, 2):]),
    "knee_rows": _knee_rows, "combined_table": _table(_combined_row, 7), "au_imp_table": _table(_au_imp_row, 5),
    "tricare_table": _table(_tricare_row, 6), "va_table": _table(_va_row, 6),
    "readiness_table": _table(_readiness_row, 7), "readiness_csv": _rows(_readiness_csv_row, 9, 40), "readiness_json": _rows(_readiness_json_row, 5, 60, ", "),
    "au_readiness_table": _table(_au_readiness_row, 5),
    "ptsd_table": _table(_ptsd_row, 6), "ptsd_csv": _rows(_ptsd_csv_row, 8, 40),
    "pros_table": _table(_pros_row, 7), "pros_xml": _rows(_pros_xml_row, 6, 30), "qc_ortho_table": _table(_qc_ortho_row, 5),
    "crisis_table": _table(_crisis_row, 6), "crisis_json": _rows(_crisis_json_row, 3, 20, ", "), "crisis_csv": _rows(_crisis_csv_row, 10, 5),
    "burnpit_table": _table(_burnpit_row, 5), "burnpit_csv": _rows(_burnpit_csv_row, 9, 40), "measure_groups": _rows(_measure_group, 3, 60, ", "),
    "formulary_table": _table(_formulary_row, 7), "formulary_xml": _rows(_formulary_xml_row, 6, 40),
    "fee_csv": _rows(_fee_csv_row, 9, 5), "capacity_json": _rows(_capacity_json_row, 5, 60, ", "), "stf_segments": _rows(_stf_segment, 3, 80), "x12_846_lines": _rows(_x12_846_line, 4, 20),
    "en_date": _month_date("en"), "au_date": _month_date("au"), "nz_date": _month_date("nz"), "ca_date": _month_date("ca"), "fr_date": _month_date("fr"),
    "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 9)}",
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "close_hour": lambda d: str(d.rng.randint(15, 18)),
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "pct": lambda d: f"{d.rng.randint(40, 96)}",
    "pain_en": lambda d: f"{d.rng.randint(1400, 1650):,}.{d.digits(2)}",
    "pain_fr": lambda d: f"{d.rng.randint(1400, 1650):,},{d.digits(2)}".replace(",", " ", 1),
    "cnt_big_fr": lambda d: f"{d.rng.randint(1200, 48000):,}".replace(",", " "),
    "pcl": lambda d: str(d.rng.randint(38, 72)),
    "trace": lambda d: d.digits(10, True),
    "deployment": lambda d: d.pick(["Joint Base Balad, Iraq (2007-2008)", "Bagram Airfield, Afghanistan (2011-2012)", "Camp Arifjan, Kuwait (2004)", "Kandahar Airfield (2009-2010)",
                                    "Camp Lemonnier, Djibouti (2014)", "Al Udeid Air Base, Qatar (2016-2017)", "Camp Taji, Iraq (2005-2006)"]),
    "condition": lambda d: d.pick(["tinnitus; left knee strain", "PTSD; obstructive sleep apnea", "lumbosacral strain; bilateral hearing loss", "chronic sinusitis; asthma",
                                   "migraine; right shoulder impingement", "hypertension; erectile dysfunction secondary to PTSD medication"]),
    "branch": lambda d: d.pick(["U.S. Army", "U.S. Navy", "U.S. Air Force", "U.S. Marine Corps", "U.S. Coast Guard"]),
    "grade": lambda d: d.pick(["SSG", "SPC", "SGT", "PO2", "SrA", "Cpl", "TSgt", "HM2", "CPT", "LT"]),
}

US = ("en_US",)
AU = ("en_AU",)
NZ = ("en_NZ",)
CA = ("en_CA",)
QC = ("fr_CA",)
OTHER_LOCALES = AU + NZ + CA + QC

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b52c_svc_catalogue", "veterans_clinic_service_catalogue", US,
     "{clinic} - services and average wait times, updated {en_date}\nService | Code | Where | Average wait (new patient) | Cost to you\n{svc_table}\n"
     "Same-day mental health access is available at every visit window. Book by phone {clinic_phone}, online at {clinic_web}, or by secure message. Fax referrals: {clinic_fax}."),
    ("b52c_svc_catalogue_csv", "veterans_clinic_service_catalogue", US,
     "service_id,service_name,cpt,location,avg_wait_days,accepting_new\n{svc_csv}\n# {clinic} service catalogue export v{version}; published wait times, no appointment data"),
    ("b52c_svc_catalogue_json", "veterans_clinic_service_catalogue", US,
     "{\"facility\": \"{clinic}\", \"address\": \"{clinic_addr}\", \"phone\": \"{clinic_phone}\", \"updated\": \"{eff_iso}\", \"services\": [{svc_json}]}"),
    ("b52c_svc_catalogue_au", "veterans_clinic_service_catalogue", AU,
     "{au_partner} - services for veterans and families ({au_date})\nService | Item | Fee | Card | Typical wait\n{au_svc_table}\n"
     "Services are bulk-billed to DVA for eligible card holders; no gap fee. Bookings: {au_phone} or {au_email}."),
    ("b52c_mtf_directory", "mtf_hours_directory", US,
     "{mtf} - clinic directory and hours (effective {en_date})\nClinic | Location | Hours | Days | Department head\n{mtf_table}\n"
     "Appointment line and nurse advice: {mtf_phone}. Closed on federal holidays and the second Thursday of each month after 1200 for training. Director: {mtf_director}."),
    ("b52c_mtf_holiday", "mtf_hours_directory", US,
     "{mtf} - holiday hours notice\nThe clinic will be closed on {en_date} for the federal holiday and will reopen at 0730 the next duty day. The pharmacy drive-through "
     "will be open 0900-1300 that day. For urgent care, use a TRICARE network urgent care center; referrals are not required for urgent care. Refills: {pharm_phone}. "
     "Main line (recorded message): {mtf_phone}. Signed, {mtf_director}."),
    ("b52c_mtf_directory_xml", "mtf_hours_directory", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FacilityDirectory facility=\"{mtf}\" updated=\"{iso_ts}\" mainLine=\"{mtf_phone}\">\n{mtf_xml}\n</FacilityDirectory>"),
    ("b52c_mtf_directory_nz", "mtf_hours_directory", NZ,
     "{nz_partner} - Linton and Ohakea clinics: who's on, from {nz_date}\nService | Clinician | Hours | Days\n{nz_dir_table}\n"
     "Sick parade at 0730 daily. After hours, call Healthline or 111 in an emergency. Enquiries: {nz_phone} (free) or {nz_email}."),
    ("b52c_mtf_directory_ca", "mtf_hours_directory", CA,
     "{ca_partner} with the base Health Services Centre - clinic directory, {ca_date}\nService | Clinician | Hours | Location\n{ca_dir_table}\n"
     "Veterans' appointments are booked through {ca_phone}; serving members attend sick parade. Questions: {ca_email}."),
    ("b52c_rating_mental", "disability_rating_schedule", US,
     "{benefits} - reference sheet: 38 CFR 4.130, general rating formula for mental disorders (rev. {en_date})\nDiagnostic codes covered: {mental_codes}\n{mental_criteria}\n"
     "The rating reflects occupational and social impairment as a whole, not a count of symptoms. Accredited representatives can request this sheet at {benefits_email}."),
    ("b52c_rating_knee", "disability_rating_schedule", US,
     "Schedule for rating disabilities - musculoskeletal excerpt (38 CFR 4.71a), prepared by {benefits} for claims clinics, {en_date}\n{knee_rows}\n"
     "Painful motion is considered limited motion at the point pain begins (38 CFR 4.59). Separate ratings for flexion and extension of the same knee are allowed. Questions: {benefits_phone}."),
    ("b52c_rating_combined", "disability_rating_schedule", US,
     "Combined ratings (38 CFR 4.25) - worked examples from {benefits}\nRatings | Combined value | Rounded\n{combined_table}\n"
     "Ratings are not added: each further rating applies to the remaining efficiency. The bilateral factor (10% of the combined value of paired limbs) is added before rounding. Updated {en_date}."),
    ("b52c_rating_au", "disability_rating_schedule", AU,
     "{au_partner} - advocate training handout: impairment ratings under the Guide to Determining Impairment (version {version}, {au_date})\nCondition | Range | GARP table | Service\n{au_imp_table}\n"
     "Impairment and lifestyle ratings are combined in the guide's tables; they are not percentages. Training enquiries: {au_email}."),
    ("b52c_tricare_summary", "tricare_va_benefit_summary", US,
     "{plan_own} - TRICARE Prime and Select costs for {season}\nService | Active duty | Active-duty family members\n{tricare_table}\n"
     "Catastrophic cap: $1,000 (Group A) / ${cnt}00 (Group B) per family per year. Pharmacy: RxBIN {rxbin}, PCN {pcn}, group {group_no}. Claims payer ID {payer_id}. "
     "Beneficiary services: {plan_phone}; {plan_web}."),
    ("b52c_va_copays", "tricare_va_benefit_summary", US,
     "{clinic} - what your care costs, by priority group ({season} rates)\nGroup | Who | Outpatient copay | Medication copay\n{va_table}\n"
     "No copay for care of service-connected conditions, for military sexual trauma related care, or for the first three mental health visits each year. Billing questions: {clinic_phone}."),
    ("b52c_tricare_fhir", "tricare_va_benefit_summary", US,
     "{\"resourceType\": \"InsurancePlan\", \"status\": \"active\", \"name\": \"{plan_own} - TRICARE Select\", \"period\": {\"start\": \"{eff_iso}\"}, "
     "\"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{plan_phone}\"}, {\"system\": \"url\", \"value\": \"{plan_web}\"}]}], "
     "\"plan\": [{\"type\": {\"text\": \"Group B\"}, \"generalCost\": [{\"type\": {\"text\": \"enrollment fee\"}, \"cost\": {\"value\": {money_s}, \"currency\": \"USD\"}}], "
     "\"specificCost\": [{\"category\": {\"text\": \"primary care\"}, \"benefit\": [{\"type\": {\"text\": \"copay\"}, \"cost\": [{\"value\": {\"value\": {cnt}}}]}]}]}], "
     "\"identifier\": [{\"system\": \"urn:payer-id\", \"value\": \"{payer_id}\"}]}"),
    ("b52c_community_care", "tricare_va_benefit_summary", US,
     "{clinic} - community care eligibility standards (MISSION Act), fact sheet {version}\n- Primary care and mental health: average drive time over 30 minutes, or no appointment within 20 days\n"
     "- Specialty care: average drive time over 60 minutes, or no appointment within 28 days\n- Care not offered here (for example, {cpt} procedures at our site were paused on {en_date})\n"
     "Your care team checks these standards when a consult is placed. Questions: {clinic_phone} or {clinic_email}."),
    ("b52c_fee_csv", "tricare_va_benefit_summary", US,
     "cpt,description,allowed_amount_usd,locality,effective\n{fee_csv}\n# {plan_own} network fee schedule extract, payer {payer_id}, tax ID {org_ein}; no claims data"),
    ("b52c_benefit_nz", "tricare_va_benefit_summary", NZ,
     "{nz_partner} - Veteran's Pension and support: what changed on {nz_date}\n- Veteran's Pension (single, living alone): ${cnt}0.{small} a week after tax\n"
     "- Weekly compensation: 80% of pre-incapacity earnings, reviewed each April\n- Children's bursary: up to ${cnt_big} a year\nWe can help you apply. Ring {nz_phone} or email {nz_email}."),
    ("b52c_benefit_qc", "tricare_va_benefit_summary", QC,
     "{qc_partner}\nSommaire des avantages pour les vétérans - mis à jour le {fr_date}\n- Indemnité pour douleur et souffrance : jusqu'à {pain_fr} $ par mois selon le degré d'invalidité\n"
     "- Allocation pour études et formation : jusqu'à 40 000 $ ou 80 000 $ selon les années de service\n- Services de santé mentale : {pct} % des demandes traitées en moins de 16 semaines\n"
     "Renseignements : {qc_phone} ou {qc_email}."),
    ("b52c_benefit_ca", "tricare_va_benefit_summary", CA,
     "{ca_partner} - plain-language guide to Veterans Affairs Canada benefits (rates from {ca_date})\nBenefit | Monthly or lump sum | Notes\n"
     "Pain and suffering compensation | up to ${pain_en} a month | depends on the extent of disability\nIncome replacement benefit | 90% of pre-release salary | indexed each January\n"
     "Education and training benefit | up to $((40,000||80,000)) | six or twelve years of service\nTreatment benefits | Programs of Choice 1-14 | by health-identification card\n"
     "Clinic staff can help with My VAC Account. Call {ca_phone} or write to {ca_email}."),
    ("b52c_readiness_table", "readiness_deployment_health_statistics", US,
     "{readiness} - individual medical readiness by unit, {quarter}\nUnit | Assigned | Fully medically ready | Dental class 1-2 | PHA overdue | Deployment-limiting | Immunizations current\n{readiness_table}\n"
     "Counts only; member-level reports stay in the readiness system. Prepared by {readiness_chief}. Questions: {readiness_phone}."),
    ("b52c_readiness_csv", "readiness_deployment_health_statistics", US,
     "quarter,unit,assigned,pha_overdue,dental_class3,profiles_over_90_days,post_deployment_assessment_pct\n{readiness_csv}\n# {readiness} aggregate export; unit counts only, no member-level rows"),
    ("b52c_readiness_json", "readiness_deployment_health_statistics", US,
     "{\"report\": \"IMR summary\", \"source\": \"{readiness}\", \"asOf\": \"{eff_iso}\", \"units\": [{readiness_json}], \"note\": \"aggregate counts only\"}"),
    ("b52c_readiness_au", "readiness_deployment_health_statistics", AU,
     "{au_partner} - transition briefing: medical employment classification by unit, Townsville region ({au_date})\nUnit | Strength | MEC 1 | MEC 2 | MEC 3 | Dental fit\n{au_readiness_table}\n"
     "Figures are counts shared by the units for planning of transition support; no member details. {au_email}"),
    ("b52c_ptsd_outcomes", "ptsd_programme_outcome_report", US,
     "{ptsd_own} - outcome report, fiscal year {season}\nTrack | Started | Completed | Mean PCL-5 at intake | Mean PCL-5 at discharge | 10+ point improvement | Lost to follow-up\n{ptsd_table}\n"
     "Outcomes are measured with the PCL-5 at sessions 1 and 8 and at discharge. Programme director: {own_psychologist}. Referrals: {ptsd_phone}, {ptsd_email}."),
    ("b52c_ptsd_outcomes_csv", "ptsd_programme_outcome_report", US,
     "period,track,started,completed,pcl5_intake_mean,pcl5_discharge_mean,pct_clinically_significant\n{ptsd_csv}\n# {ptsd_own} dashboard extract {iso_ts}; aggregate"),
    ("b52c_ptsd_outcomes_au", "ptsd_programme_outcome_report", AU,
     "{au_partner} - group programme outcomes, {au_date}\nThe ((Trauma Recovery||Moral Injury||Sleep and Trauma)) group ran {cnt} times this year. {pct}% of participants completed "
     "eight or more sessions; the mean PCL-5 fell by {small} points between intake and week 10, and {small_count} family members joined the partners' sessions. "
     "Next intake opens on {au_date}. Call {au_phone}."),
    ("b52c_pros_catalogue", "prosthetics_orthotics_catalogue", US,
     "{pros_own} - components catalogue and allowables, {season}\nHCPCS | Description | Model | Lead time | Allowable\n{pros_table}\n"
     "Prices are contract allowables, not what a veteran pays. Fitting appointments: {pros_phone}. Orders from VA prosthetics: {pros_email}. Certified prosthetist: {own_prosthetist}."),
    ("b52c_pros_xml", "prosthetics_orthotics_catalogue", US,
     "<?xml version=\"1.0\"?>\n<ComponentCatalogue lab=\"{pros_own}\" generated=\"{iso_ts}\" contact=\"{pros_email}\">\n{pros_xml}\n</ComponentCatalogue>"),
    ("b52c_ortho_qc", "prosthetics_orthotics_catalogue", QC,
     "{qc_partner} - Catalogue des orthèses et prothèses ({fr_date})\nArticle | Modèle | Prix | Délai\n{qc_ortho_table}\n"
     "Les prix incluent l'ajustement et un suivi de 90 jours. Prise de rendez-vous : {qc_phone}."),
    ("b52c_crisis_volume", "crisis_line_volume_report", US,
     "{crisis} - monthly contact volume, {season}\nMonth | Calls answered | Texts | Chats | Average speed to answer | Abandoned | Emergency dispatches | Referrals to prevention coordinators\n{crisis_table}\n"
     "Aggregate counts; no caller data leaves the line. Report prepared by {crisis_manager}. Copies: {crisis_email}. The line is free and open 24/7: {crisis_phone}."),
    ("b52c_crisis_json", "crisis_line_volume_report", US,
     "{\"source\": \"{crisis}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"channels\": [{crisis_json}], \"contact\": \"{crisis_email}\"}"),
    ("b52c_crisis_hourly_csv", "crisis_line_volume_report", US,
     "hour,calls,texts,chats,responders_on_shift,avg_answer_seconds\n{crisis_csv}\n# {crisis} staffing model input, {eff_iso}"),
    ("b52c_crisis_nz", "crisis_line_volume_report", NZ,
     "{nz_partner} - support line activity for the quarter ending {nz_date}\nContacts: {cnt_big} (phone {pct}%, text and chat the rest). Median wait: {small} seconds. "
     "Referrals to kaupapa Māori and whānau services: {small_count}. The line is free, 24/7: {nz_phone}."),
    ("b52c_crisis_qc", "crisis_line_volume_report", QC,
     "{qc_partner} - Ligne d'écoute pour vétérans : bilan du trimestre terminé le {fr_date}\nAppels reçus : {cnt_big_fr}\nTextos et clavardage : {small_count}\n"
     "Délai moyen de réponse : {small} secondes\nDemandes d'intervention d'urgence : {cnt}\nLes chiffres sont agrégés. Renseignements : {qc_email}"),
    ("b52c_burnpit_stats", "burn_pit_registry_statistics", US,
     "{registry} - Airborne Hazards and Open Burn Pit Registry: regional summary, {quarter}\nDeployment | Participants | Completed exam | Referred to pulmonary | Report respiratory symptoms | Report skin conditions\n{burnpit_table}\n"
     "Participation is voluntary and does not affect benefits. Epidemiologist: {own_epi}. {registry_web}"),
    ("b52c_burnpit_csv", "burn_pit_registry_statistics", US,
     "location,branch,age_band,participants,completed_exam,pct_reporting_dyspnea\n{burnpit_csv}\n# {registry} aggregate export, {eff_iso}; cells under 11 suppressed; {registry_email}"),
    ("b52c_burnpit_measure", "burn_pit_registry_statistics", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{registry_web}/measures/ahobpr-participation\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{registry}\"}, \"group\": [{measure_groups}]}"),
    ("b52c_formulary_notice", "base_pharmacy_formulary_notice", US,
     "{pharmacy_own} - formulary notice {version}\nEffective {en_date}, the Pharmacy and Therapeutics Committee made these changes. Bring questions to the pharmacy window or call the "
     "refill line, {pharm_phone}. Retail network pharmacies bill RxBIN {rxbin}, PCN {pcn}, group {group_no}. Home delivery saves on 90-day supplies. - {own_pharmacist}"),
    ("b52c_formulary_table", "base_pharmacy_formulary_notice", US,
     "{pharmacy_own} - formulary changes, {quarter}\nDrug | NDC | Tier | Change\n{formulary_table}\nQuestions: {pharm_email}."),
    ("b52c_formulary_xml", "base_pharmacy_formulary_notice", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Formulary pharmacy=\"{pharmacy_own}\" effective=\"{eff_iso}\" rxbin=\"{rxbin}\" pcn=\"{pcn}\">\n{formulary_xml}\n</Formulary>"),
    ("b52c_pharmacy_ca", "base_pharmacy_formulary_notice", CA,
     "{ca_partner} pharmacy - notice to veterans, {ca_date}\nStarting this month, prazosin, sertraline and topiramate are dispensed in 100-day supplies under the VAC "
     "benefit grid. Naloxone kits are free at the counter, no prescription needed. Special authorization requests for medical cannabis now take about {small} business days. Questions: {ca_phone}."),
    ("b52c_notice_au", "notice_other_locale", AU,
     "NOTICE - {au_partner}\nThe centre will be closed on {au_date} for staff training and will open at 10 am the next day. Counselling sessions booked for that "
     "morning will be moved; your counsellor will ring you. For 24/7 support, call {au_phone} and follow the prompts. Enquiries: {au_email}."),
    ("b52c_notice_nz", "notice_other_locale", NZ,
     "Pānui - {nz_partner}\nFrom {nz_date} our Palmerston North clinic moves to new hours: Monday to Thursday 8.30am to {close_hour}.00, Friday 8.30am to 1pm. "
     "Home visits for veterans in the Manawatū and Rangitīkei continue as booked. Free phone {nz_phone}; {nz_email}."),
    ("b52c_notice_ca", "notice_other_locale", CA,
     "NOTICE - {ca_partner}\nOn {ca_date} the clinic will close at {close_hour}:00 for a staff training session and will reopen at 08:00 the next business day. "
     "Operational stress injury group sessions are unaffected. Contact {ca_phone} or {ca_email}."),
    ("b52c_notice_qc", "notice_other_locale", QC,
     "AVIS - {qc_partner}\nÀ compter du {fr_date}, la clinique sera ouverte du lundi au jeudi de 8 h à {close_hour} h et le vendredi de 8 h à midi. Les rencontres de groupe pour le "
     "trauma lié au stress opérationnel se poursuivent le mercredi soir. Pour prendre rendez-vous : {qc_phone} ou {qc_email}."),
    ("b52c_hl7_mfn_m02", "hl7_export", US,
     "MSH|^~\\&|CBV-HR|CBVHC|EHR|CBVHC|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master file^HL70175||UPD|||AL\n{stf_segments}"),
    ("b52c_x12_846", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PERDIDOKEYPO   *ZZ*CHOCTAWBAYVHC  *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*IB*PERDIDOKEYPO*CHOCTAWBAYVHC*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*846*{four_digits}~\nBIA*00*MM*INV{fivedig}*20{isa_date}~\nN1*SU*{pros_own}~\n{x12_846_lines}\nCTT*4~\nSE*{cnt}*{four_digits}~"),
    ("b52c_capacity_json", "json_export", US,
     "{\"facility\": \"{clinic}\", \"generated\": \"{iso_ts}\", \"capacity\": [{capacity_json}], \"bookingLine\": \"{clinic_phone}\"}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b52_dc_claim", "disability_compensation_claim", US,
     "APPLICATION FOR DISABILITY COMPENSATION (VA Form 21-526EZ) - prepared with {benefits}\nSection I - Veteran identification\n1. Veteran's name: {first} {mi}. {last}\n"
     "2. Social Security number: [[ssn:ssn_v52]]\n3. VA file number: [[record_number:vafile_v52]]\n4. Date of birth: [[date_of_birth:dob_v52]]\n5. Mailing address: [[address:addr_us_v52]]\n"
     "6. Telephone: [[phone:phone_v52]]   E-mail: [[email:email_v52]]\nSection III - Claimed conditions: {condition}\nSection V - Service: {branch}, ((2003-2011||1998-2019||2006-2014||2010-2022))\n"
     "Section VII - Direct deposit: [[bank_account:account_us_v52]] (checking)\nIntent to file received {dos}."),
    ("b52_dc_claim_au", "disability_compensation_claim", AU,
     "{au_partner} - advocate's worksheet: claim for war widow's/widower's pension\nClaimant: {first} {last}\nClaimant's date of birth: [[date_of_birth:dob_v52]]\n"
     "Tax file number: [[national_id:tfn_v52]]\nVeteran: {first2} {last}, DVA file number [[member_id:dva_v52]]\nVeteran's date of death: [[date_of_death:dod_v52]]\n"
     "Cause of death on the certificate: ((ischaemic heart disease||lung cancer||suicide - referred to Open Arms for family support))\nPostal address: [[address:addr_v52]]\n"
     "Mobile: [[phone:phone_v52]]\nPayment to: [[bank_account:account_au_v52]]\nAdvocate: Dr Harriet Mulvaney-Tran"),
    ("b52_dc_claim_qc", "disability_compensation_claim", QC,
     "{qc_partner}\nDemande de prestations d'invalidité - aide-mémoire de l'agente\nNom : {first} {last}\nNuméro d'assurance sociale : [[national_id:sin_v52]]\n"
     "Date de naissance : [[date_of_birth:dob_v52]]\nAdresse : [[address:addr_v52]]\nTéléphone : [[phone:phone_v52]]\nCourriel : [[email:email_v52]]\n"
     "Affections : ((acouphène; perte auditive||état de stress post-traumatique||lombalgie chronique; gonalgie droite))\nDépôt direct : [[bank_account:account_ca_v52]]\n"
     "Service : Forces armées canadiennes, ((1996-2018||2004-2021||1989-2012))."),
    ("b52_dc_claim_nz", "disability_compensation_claim", NZ,
     "{nz_partner}\nVeterans' Affairs application - weekly compensation and war disablement pension\nName: {first} {last}\nNHI: [[national_id:nhi_v52]]\n"
     "IRD number: [[national_id:ird_v52]]\nDate of birth: [[date_of_birth:dob_v52]]\nAddress: [[address:addr_v52]]\nPhone: [[phone:phone_v52]]\nEmail: [[email:email_v52]]\n"
     "Bank account for payments: [[bank_account:account_nz_v52]]\nQualifying service: ((Timor-Leste 2000||Afghanistan (Bamyan) 2010||Bougainville 1998||Solomon Islands 2003))"),
    ("b52_str_excerpt", "service_treatment_record_excerpt", US,
     "CHRONOLOGICAL RECORD OF MEDICAL CARE (SF 600) - service treatment record excerpt\n{mtf}\nPatient: {last_upper}, {first_upper} {mi}   Grade: {grade}   DoD ID: [[national_id:dodid_v52]]\n"
     "DOB: [[date_of_birth:dob_sm_v52]]   Record no.: [[record_number:mtf_mrn_v52]]\nUnit mailing address: [[address:apo_v52]]\n"
     "{dos}: S: ((low back pain after ruck march, 3 days||ringing in both ears since range qualification||headaches after IED blast exposure, no LOC)). O: vitals stable, exam as noted. "
     "A/P: ((profile 14 days, PT consult||audiology referral, hearing protection counseling||TBI screen (MACE 2) negative, return if worse)).\nSigned {mtf_provider}"),
    ("b52_str_excerpt_nz", "service_treatment_record_excerpt", NZ,
     "NZDF Health Record - extract for the veteran's claim\n{first} {last}\nNHI: [[national_id:nhi_v52]]\nDOB: [[date_of_birth:dob_sm_v52]]\nHome address: [[address:addr_v52]]\n"
     "Contact: [[phone:phone_v52]]\n{dos} Linton Medical Centre: reported ((bilateral knee pain after exercise Southern Katipo||tinnitus after live firing, Waiouru||low mood following deployment)). "
     "Seen by MO, referred to physiotherapy. Dr Aroha Whitcombe-Tane"),
    ("b52_sha", "separation_health_assessment", US,
     "SEPARATION HEALTH ASSESSMENT - PART A (SELF-ASSESSMENT) - {mtf}\nName: {last}, {first}   DoD ID: [[national_id:dodid_v52]]   SSN: [[ssn:ssn_v52]]\n"
     "Date of birth: [[date_of_birth:dob_sm_v52]]   Branch: {branch}   Separation date: {dos}\nForwarding address after separation: [[address:addr_v52]]\n"
     "Personal e-mail: [[email:email_mil_v52]]   Cell: [[phone:phone_v52]]\n"
     "Conditions you want evaluated: {condition}. Do you intend to file a VA claim? ((Yes, BDD program||Yes||Undecided))."),
    ("b52_sha_ca", "separation_health_assessment", CA,
     "Canadian Armed Forces - release medical summary (copy to {ca_partner} at the member's request)\nName: {first} {last}\nSIN: [[national_id:sin_v52]]\n"
     "Ontario health card: [[member_id:ohip_v52]]\nDate of birth: [[date_of_birth:dob_sm_v52]]\nRelease address: [[address:addr_on_v52]]\nTelephone: [[phone:phone_v52]]\n"
     "Release category: ((3(b) medical||4(c) voluntary||5(f) unsuitable for further service)). Outstanding issues: ((hearing loss, left knee||OSI, insomnia||chronic low back pain))."),
    ("b52_ptsd_intake", "ptsd_intake_note", US,
     "{ptsd_own} - INTAKE NOTE\nVeteran: {first} {last}, [[age_over_89:age_v52]], ((Korean War||World War II)) veteran, DOB [[date_of_birth:dob_elder_v52]]\n"
     "ICN: [[record_number:icn_v52]]\nLives at [[address:addr_fl_v52]] with ((a daughter||a home health aide||a spouse of 60 years)). Phone [[phone:phone_v52]].\n"
     "Presenting: nightmares and intrusive memories re-emerging since ((the death of a sibling||a hospital stay||watching news of the war)). PCL-5 {pcl}.\n"
     "Handicapped parking permit issued for vehicle tag [[vehicle_id:plate_v52]]. Plan: weekly individual sessions; {own_psychologist}."),
    ("b52_ptsd_intake_au", "ptsd_intake_note", AU,
     "{au_partner} - counselling intake\nClient: {first} {last}\nDVA file no.: [[member_id:dva_v52]]\nMedicare: [[member_id:medicare_au_v52]]\nDOB: [[date_of_birth:dob_v52]]\n"
     "Address: [[address:addr_v52]]\nMobile: [[phone:phone_v52]]\nEmail: [[email:email_v52]]\nService: ((East Timor 1999||Afghanistan 2008||Iraq 2005)), ((1 RAR||3 CER||5 Avn Regt)).\n"
     "Presenting: sleep disturbance, anger, relationship strain. K10 {cnt}. Plan: CPT, 12 sessions."),
    ("b52_ptsd_intake_ca", "ptsd_intake_note", CA,
     "{ca_partner} - operational stress injury clinic intake\nClient: {first} {last}\nOHIP: [[member_id:ohip_v52]]\nDOB: [[date_of_birth:dob_v52]]\nAddress: [[address:addr_on_v52]]\n"
     "Phone: [[phone:phone_v52]]\nEmail: [[email:email_v52]]\nPrevious private therapy paid by credit card; card on file for the missed-appointment fee: [[card:mastercard_v52]]\n"
     "Deployments: ((Afghanistan (Kandahar) 2007||Bosnia 1994||Op IMPACT 2016)). PCL-5 {pcl}. Plan: prolonged exposure."),
    ("b52_ptsd_intake_fl", "ptsd_intake_note", US,
     "{ptsd_own} - couples therapy (CBCT) intake\nVeteran: {first} {last}, DOB [[date_of_birth:dob_v52]], ICN [[record_number:icn_v52]]\nPartner: {first2} {last2}, covered by Florida Medicaid, ID [[member_id:medicaid_fl_v52]]\n"
     "Household address: [[address:addr_fl_v52]]\nBest number: [[phone:phone_v52]]; partner's e-mail [[email:email_second_v52]]\n"
     "Concerns: avoidance, irritability, conflict over finances. Sessions 15 weeks. Clinician: {own_psychologist}."),
    ("b52_ptsd_chat", "ptsd_intake_note", US,
     "{ptsd_own} secure messaging - conversation export\nSession opened {iso_ts} from IP [[ip_address:ip_v52]]\n"
     "Veteran: hi this is {first} {last}, i was told to message here after my intake phone call\nStaff: Welcome. To verify you, please give your date of birth.\n"
     "Veteran: [[date_of_birth:dob_v52]]\nStaff: Thank you. What is the best number for your clinician to call?\nVeteran: cell is [[phone:phone_v52]], or email [[email:email_v52]]\n"
     "Veteran: also i've been writing about my recovery on my blog if it helps: [[url:url_v52]]\nStaff: Noted. Your first session is on {dos}."),
    ("b52_prosthetics_order", "prosthetics_order", US,
     "{clinic} - PROSTHETICS CONSULT / ORDER\nVeteran: {first} {last} ([[age_over_89:age_v52]])   DOB: [[date_of_birth:dob_elder_v52]]   ICN: [[record_number:icn_v52]]\n"
     "Item: ((L5856 microprocessor knee||L5981 dynamic response foot||L1906 ankle-foot orthosis, both sides)); vendor {pros_own}.\nDeliver to: [[address:addr_fl_v52]]\n"
     "Contact: [[phone:phone_v52]]\nAutomobile adaptive equipment: left-foot accelerator and hand controls for the veteran's vehicle, VIN [[vehicle_id:vin_v52]].\nOrdering provider: {own_chief}"),
    ("b52_prosthetics_order_nz", "prosthetics_order", NZ,
     "{nz_partner} - artificial limb service referral\nName: {first} {last}\nNHI: [[national_id:nhi_v52]]\nAddress: [[address:addr_v52]]\nPhone: [[phone:phone_v52]]\n"
     "Request: ((transtibial socket replacement||new microprocessor knee||custom knee brace)). Vehicle modification (left-foot accelerator) for car rego [[vehicle_id:plate_v52]].\n"
     "The veteran paid the $((180||240||320)) assessment fee by card: [[card:visa_v52]]"),
    ("b52_prosthetics_order_qc", "prosthetics_order", QC,
     "{qc_partner} - Ordonnance pour orthèse ou prothèse\nNom : {first} {last}\nN° d'assurance maladie (RAMQ) : [[member_id:ramq_v52]]\nDate de naissance : [[date_of_birth:dob_v52]]\n"
     "Adresse : [[address:addr_v52]]\nTéléphone : [[phone:phone_v52]]\nArticle : ((orthèse de genou articulée||pied à restitution d'énergie||orthèses plantaires moulées)). "
     "Diagnostic : ((gonarthrose droite||amputation transtibiale gauche||fasciite plantaire chronique)).\nMédecin : Dre Solange Beauchemin-Kaya"),
    ("b52_tricare_appeal", "tricare_claim_appeal", US,
     "{first} {last}\n[[address:addr_fl_v52]]\n\n{plan_own}\n{plan_appeals_addr}\n\nRe: Request for reconsideration - claim for ((physical therapy||a home sleep study||an outpatient MRI))\n"
     "Sponsor DoD benefits number: [[member_id:dbn_v52]]\nSponsor SSN: [[ssn:ssn_v52]]\nPatient date of birth: [[date_of_birth:dob_v52]]\n\n"
     "I am appealing the denial dated {dos}. The referral was on file with the primary care manager. I paid the provider in full with my Visa card [[card:visa_v52]] and ask to be reimbursed. "
     "You can reach me at [[phone:phone_v52]] or [[email:email_v52]].\n\nSincerely,\n{first} {last}"),
    ("b52_tricare_appeal_apo", "tricare_claim_appeal", US,
     "To: {plan_appeals}\nSubject: appeal - overseas claim denied\n\nHello, we are stationed overseas and my daughter's ((ER visit||MRI||specialist visit)) off base was denied as not pre-authorized. "
     "Our mailing address is\n{first} {last}\n[[address:apo_v52]]\nSponsor DBN: [[member_id:dbn_v52]]\nMy daughter's date of birth: [[date_of_birth:dob_child_v52]]\n"
     "We paid the host-nation hospital with our Mastercard, [[card:mastercard_v52]], and have the itemized bill translated. Please reply to [[email:email_mil_v52]].\nThank you, {first}"),
    ("b52_home_loan_letter", "home_loan_medical_letter", US,
     "{clinic}\n{clinic_addr}\n\n{dos}\n\nTo the loan officer, ((Okaloosa Heritage Mortgage||Bayou Grande Home Lending||Seaside Federal Credit Union))\n\n"
     "Re: {first} {last}, borrower SSN [[ssn:ssn_v52]], surviving spouse of {first2} {last} (VA file number [[record_number:vafile_v52]])\n\n"
     "At the request of my patient, who is [[age_over_89:age_v52]] (date of birth [[date_of_birth:dob_elder_v52]]), I confirm that my patient is able to manage personal affairs and intends to occupy "
     "the home at [[address:addr_fl_v52]] as a primary residence. The veteran died on [[date_of_death:dod_v52]] of a service-connected condition, which the lender asked us to confirm for "
     "the funding-fee exemption.\n\n{own_chief}"),
    ("b52_home_loan_email", "home_loan_medical_letter", US,
     "Received: from [[[ip_address:ip_v52]]] by mail.seasidefcu-loans.com; {log_ts}\nFrom: {first} {last} <[[email:email_plain_v52]]>\nTo: loan processing\n"
     "Subject: VA loan - doctor's letter and funding fee\n\nHi, attached is the letter from my doctor at the vet clinic about my rating (70%, so I should be exempt from the funding fee). "
     "My VA file number is [[record_number:vafile_v52]] if you need to check with the regional office. If you need to verify my employment, my LinkedIn is [[url:url_profile_v52]]. "
     "Best to call me on [[phone:phone_v52]] after 4.\n\nThanks,\n{first}"),
    ("b52_burnpit_enrol", "burn_pit_registry_enrolment", US,
     "Airborne Hazards and Open Burn Pit Registry - questionnaire receipt\nSubmitted {iso_ts} from [[ip_address:ip_v52]]\nParticipant: {first} {last}\nDoD ID: [[national_id:dodid_v52]]\n"
     "SSN: [[ssn:ssn_v52]]\nDate of birth: [[date_of_birth:dob_v52]]\nAddress: [[address:addr_us_v52]]\nPhone: [[phone:phone_v52]]   E-mail: [[email:email_mil_v52]]\n"
     "Deployment: {deployment}. Requested an in-person exam with {registry}."),
    ("b52_burnpit_survivor", "burn_pit_registry_enrolment", US,
     "{registry} - web form: family member registration\nSubmitted {iso_ts} from [[ip_address:ip_v52]]\n\nI am the surviving spouse of {first2} {last}, born [[date_of_birth:dob_vet_v52]], who served at {deployment} and died on "
     "[[date_of_death:dod_v52]] of ((glioblastoma||constrictive bronchiolitis||pancreatic cancer||pulmonary fibrosis)). I want the exposure recorded in the registry and to ask about PACT Act survivor benefits. "
     "Our family's page in {first2}'s memory: [[url:url_memorial_v52]]\nMy e-mail: [[email:email_v52]]  Phone: [[phone:phone_v52]]\n- {first} {last}"),
    ("b52_burnpit_enrol_au", "burn_pit_registry_enrolment", AU,
     "{au_partner} - exposure registration (burn pits and airborne hazards)\nName: {first} {last}\nDVA file number: [[member_id:dva_v52]]\nMedicare card: [[member_id:medicare_au_v52]]\n"
     "Date of birth: [[date_of_birth:dob_v52]]\nAddress: [[address:addr_v52]]\nMobile: [[phone:phone_v52]]\nEmail: [[email:email_v52]]\n"
     "Deployment: ((Tarin Kowt, Afghanistan 2010||Al Minhad Air Base 2014||Camp Baghdad 2006)). Symptoms: ((chronic cough||rhinitis||breathlessness on exertion))."),
    ("b52_caregiver_app", "caregiver_programme_application", US,
     "{caregiver_own} - application for comprehensive assistance for family caregivers (10-10CG), submitted online {iso_ts} from [[ip_address:ip_v52]]\n"
     "Veteran: {first} {last}, [[age_over_89:age_v52]], date of birth [[date_of_birth:dob_elder_v52]], SSN [[ssn:ssn_v52]]\nPrimary family caregiver: {first2} {last2}, ((spouse||adult child||grandchild||neighbor))\n"
     "Caregiver's address: [[address:addr_fl_v52]]\nCaregiver's phone: [[phone:phone_v52]]   e-mail: [[email:email_second_v52]]\nCaregiver's health coverage: Florida Medicaid, ID [[member_id:medicaid_fl_v52]]\n"
     "Stipend deposit: [[bank_account:account_us_v52]]"),
    ("b52_caregiver_app_au", "caregiver_programme_application", AU,
     "{au_partner} - carer support registration\nVeteran: {first} {last}, DVA file [[member_id:dva_v52]]\nCarer: {first2} {last2}\nCarer's Medicare number: [[member_id:medicare_au_v52]]\n"
     "Address: [[address:addr_v52]]\nPhone: [[phone:phone_v52]]\nRespite payment to: [[bank_account:account_au_v52]]\nDisability parking permit for the carer's car, rego [[vehicle_id:plate_v52]]"),
    ("b52_caregiver_app_qc", "caregiver_programme_application", QC,
     "{qc_partner} - Programme de soutien aux proches aidants : demande\nVétéran : {first} {last}, NAS [[national_id:sin_v52]]\nProche aidant(e) : {first2} {last2}\n"
     "N° d'assurance maladie de l'aidant(e) : [[member_id:ramq_v52]]\nAdresse : [[address:addr_v52]]\nTéléphone : [[phone:phone_v52]]\nCourriel : [[email:email_second_v52]]\n"
     "Page de soutien de la famille : [[url:url_support_v52]]\nHeures d'aide par semaine : ((20||35||plus de 40))"),
    ("b52_fhir_coverage", "fhir_coverage_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"bene\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"SS\"}]}, "
     "\"value\": \"[[ssn:ssn_plain_v52]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v52]]\", "
     "\"address\": [{\"line\": [\"[[address:addr_fhir_v52]]\"}], \"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain_v52]]\"}]}], "
     "\"subscriberId\": \"[[member_id:dbn_plain_v52]]\", \"beneficiary\": {\"reference\": \"#bene\"}, \"relationship\": {\"coding\": [{\"code\": \"((self||spouse||child))\"}]}, "
     "\"period\": {\"start\": \"{eff_iso}\"}, \"payor\": [{\"display\": \"{plan_own}\"}], \"class\": [{\"type\": {\"coding\": [{\"code\": \"group\"}]}, \"value\": \"{group_no}\"}]}"),
    ("b52_hl7_adt_a08", "hl7_export", US,
     "MSH|^~\\&|CBV-ADT|CBVHC|GBMHP|GBMHP|{hl7_ts}||ADT^A08^ADT_A01|{ctrl}|P|2.5.1\nEVN|A08|{hl7_ts}\n"
     "PID|1||[[record_number:icn_plain_v52]]^^^USVHA^NI||{last_upper}^{first_upper}^{mi}||[[date_of_birth:dob_compact_v52]]|((M||F))|||[[address:addr_hl7_v52]]||[[phone:phone_hl7_v52]]^PRN^PH"
     "||||||[[ssn:ssn_plain_v52]]||||||||||[[date_of_death:dod_hl7_v52]]|Y\nPV1|1|O|CBVHC^PC^1||||{own_npi}^PEMBERTON-VASQUEZ^OCTAVIA"),
    ("b52_referral_csv", "csv_export", US,
     "referral_id,icn,last_name,first_name,dob,phone,home_address,email,service,urgency\n[[record_number:referral_v52]],[[record_number:icn_plain_v52]],{last},{first},[[date_of_birth:dob_iso_v52]],"
     "[[phone:phone_plain_v52]],[[address:addr_csv_v52]],[[email:email_plain_v52]],((Community Care - Orthopedics||Community Care - Sleep Medicine||Community Care - Audiology)),((routine||urgent))\n"
     "# {clinic} community care referral queue, {iso_ts}"),
    ("b52_x12_276", "x12_export", US,
     "ISA*00*          *00*          *ZZ*CHOCTAWBAYVHC  *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HR*CHOCTAWBAYVHC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X212~\n"
     "ST*276*{four_digits}*005010X212~\nBHT*0010*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*{plan_own}*****PI*{payer_id}~\nHL*2*1*21*1~\n"
     "NM1*41*2*{clinic}*****46*{org_ein_digits}~\nHL*3*2*19*1~\nNM1*1P*2*{clinic}*****XX*{own_npi}~\nHL*4*3*22*0~\nDMG*D8*[[date_of_birth:dob_compact_v52]]*((M||F))~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:dbn_plain_v52]]~\nTRN*1*{trace}*1{org_ein_digits}~\nREF*EJ*[[record_number:pcn_v52]]~\nAMT*T3*{money_s}~\n"
     "DTP*472*RD8*((20250303-20250303||20250812-20250812||20251104-20251107||20260114-20260114))~\nSE*15*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
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
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind52-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
