"""A sixty-sixth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind66.py [--seed 68681] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind65.py,
seeds 4141 to 67671) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-seventh set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b66_" or "b66c_"). Identifier-free genres, all from paediatrics and child health: well-child visit schedules (a
table, a CSV, a JSON, a parents' poster), vaccination-campaign posters and cold-chain logs (no child named: posters, a
refrigerator temperature table, a CSV of data-logger readings, a campaign calendar), growth-chart reference tables (WHO
weight-for-age and length-for-age medians and centiles, a CSV, a memo on switching charts), paediatric ward visiting
rules (general ward, PICU, NICU), school-entry health requirements (Georgia's forms 3231 and 3300, a kindergarten
letter), breastfeeding-support group calendars (a table, an iCalendar, a flyer), paediatric formulary dosing tables (a
table, a memo, a CSV), child-safety (car seat) clinic timetables (a table, a flyer, a CSV), notices in other locales
(Spanish as Ecuador, Venezuela, Uruguay, Bolivia, Guatemala, Costa Rica and the Dominican Republic print it: a
well-child schedule, cold-chain logs, campaign posters, a growth reference, visiting rules, school-entry
requirements, breastfeeding groups, a dosing table, a car-seat workshop) and exports of non-personal data (an X12 999,
an HL7 ORU of doses given by vaccine, an XML vaccine inventory, a CSV of claim batch totals, a JSON dosing formulary, a
FHIR MeasureReport of childhood immunization status, a CSV of well-child visit rates by county). Carrying genres:
well-child visit notes (one a portal message from a parent), a vaccination card naming the child and a parent,
newborn screening result letters, growth-faltering referrals (one a fax cover), paediatric emergency notes (a car
crash, an ingestion at a great-grandmother's home), a school-absence certificate request on the web, child-protection
referrals (a written referral and a hotline intake), a sudden infant death review (a death date), custody and
consent forms (a caregiver's power of attorney after a parent's death, an e-signed treatment consent), forms from
Ecuador (a paediatric history and a vaccination card), Venezuela, Uruguay, Bolivia, Guatemala, Costa Rica and the
Dominican Republic (a referral and a school medical certificate) written as those countries print them, and exports
(a FHIR Patient, a FHIR Immunization with its patient, an HL7 VXU^V04, a clinic-roster CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v66` slots): US SSNs and Medicare MBIs in
several printings, Georgia Medicaid and PeachCare numbers, the children's plan's member numbers, hospital MRNs and
Georgia immunization-registry client IDs, Georgia plates; passport numbers of the US, Ecuador, Venezuela, Uruguay and
the Dominican Republic; Ecuadorian cédulas (the province, the third digit, the 2-1 mod 10 check digit), Venezuelan
cédulas (V- and E-, with the dots), Uruguayan cédulas (the 2987634 mod 10 check digit, "4.567.890-1"), Bolivian CIs
with the department's extension ("6543210 CB", "Cbba."), Guatemalan DPI/CUI numbers (eight digits, the mod 11 check
digit on weights 2-9, the department and municipality), Costa Rican cédulas (the province, "5-0456-0789", the TSE's
ten digits), Dominican cédulas (the municipality, Luhn); Ecuadorian, Uruguayan (BROU), Bolivian and Guatemalan account
printings, Venezuelan twenty-digit accounts (the two mod 11 check digits), CR and DO IBANs with valid mod 97 check
digits, and US routing-and-account pairs (ABA check digit); Visa, Mastercard and Amex numbers with Luhn in their
printings; dates in Spanish with month names ("14 de marzo de 2019", "14-mar-2019", "14 MAR 2019") and US orders;
the seven countries' address layouts (Quito's "N24-56 y ...", Maracaibo's "calle 72 con av. 5", Salto's street and
number with "apto.", Cochabamba's "entre ... y ...", Quetzaltenango's "4a. calle 12-34 zona 3", Costa Rica's "200 m
norte de ..." directions, Santiago's "C/ ... No. ..., sector") and Georgia ones; the seven numbering plans in national
printings with and without +593, +58, +598, +591, +502, +506 and +1-809/829/849, and Georgia lines; Dominican plates;
e-mails written against scrapers ("at" and "dot"); public IPv4 and IPv6 addresses of home and mobile connections;
personal pages (a fundraiser, a memorial page, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Georgia:
every state from A to M had been used by an earlier set, so this set took Georgia (used once, by the forty-eighth
set) with area codes no earlier set used (404, 478, 706, 229 and 470). An identifier-free text quotes only this set's
own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Atlanta children's hospital, a Macon well-child
practice, an Augusta immunization partnership, an Albany breastfeeding circle, a car-seat clinic and a children's
health plan on fictional 555-01xx lines, and partner child-health centres in Quito, Maracaibo, Salto, Cochabamba,
Quetzaltenango, Liberia and Santiago de los Caballeros on invented lines) and the organisations' own printed
identifiers (the plan's payer ID, RxBIN, PCN and group, the hospital's NPIs and EIN, the partners' RUC, RIF, RUT, NIT,
cédula jurídica and RNC); the people it names are the organisations' own staff, never a patient or relative, and the
ages it gives are under 90 (visit ages, eligibility ranges).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 68681
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US",)

HOSPITAL = "Peachtree Ridge Children's Hospital"
PEDS = "Ocmulgee Well-Child Pediatrics"
IMMUN = "Savannah River Immunization Partnership"
CIRCLE = "Flint River Breastfeeding Circle"
SEATS = "Kudzu Safe Rides Car Seat Clinic"
PLAN = "Piedmont Sprout Children's Health Plan"
EC_PARTNER = "Fundación Pequeños Pasos - Centro de Salud Infantil, Quito"
VE_PARTNER = "Ambulatorio Pediátrico Los Olivos, Maracaibo"
UY_PARTNER = "Policlínica Infantil Barrio Cerro, Salto"
BO_PARTNER = "Centro Materno Infantil Valle Alto, Cochabamba"
GT_PARTNER = "Clínica Infantil Xelajú, Quetzaltenango"
CR_PARTNER = "Asociación Crecer Sano Liberia"
DO_PARTNER = "Hospital Infantil Los Pinos del Cibao"
ORGANISATION_CONTACTS = [
    "(404) 555-0191",                                                   # 0 hospital, switchboard (Atlanta)
    "(404) 555-0192",                                                   # 1 hospital, family services
    "1880 Dogwood Summit Parkway NE, Atlanta, GA 30329",                # 2
    "familyservices@peachtreeridgekids.org",                            # 3
    "https://www.peachtreeridgekids.org",                               # 4
    "(478) 555-0193",                                                   # 5 well-child practice (Macon)
    "640 Magnolia Terrace Drive, Macon, GA 31204",                      # 6
    "appointments@ocmulgeepeds.org",                                    # 7
    "(706) 555-0194",                                                   # 8 immunization partnership (Augusta)
    "2215 Broad Landing Street, Augusta, GA 30901",                     # 9
    "vaccines@srimmunize.org",                                          # 10
    "(229) 555-0195",                                                   # 11 breastfeeding circle (Albany)
    "circle@flintriverlatch.org",                                       # 12
    "(404) 555-0196",                                                   # 13 car-seat clinic
    "saferides@peachtreeridgekids.org",                                 # 14
    "(470) 555-0197",                                                   # 15 children's health plan, provider line
    "+593 2 395 6606",                                                  # 16 Quito partner
    "(02) 395-6606",                                                    # 17
    "info@pequenospasos.org.ec",                                        # 18
    "+58 261 766 0066",                                                 # 19 Maracaibo partner
    "0261-766.00.66",                                                   # 20
    "contacto@losolivospediatria.org.ve",                               # 21
    "+598 4733 6606",                                                   # 22 Salto partner
    "4733 6606",                                                        # 23
    "policlinica@cerrosalto.org.uy",                                    # 24
    "+591 4 466 0666",                                                  # 25 Cochabamba partner
    "4-4660666",                                                        # 26
    "ninez@vallealtoinfantil.org.bo",                                   # 27
    "+502 7766 0666",                                                   # 28 Quetzaltenango partner
    "7766-0666",                                                        # 29
    "info@xelajuinfantil.org.gt",                                       # 30
    "+506 2666 0666",                                                   # 31 Liberia partner
    "2666-0666",                                                        # 32
    "info@crecersanolib.or.cr",                                         # 33
    "+1 809 580 6606",                                                  # 34 Santiago de los Caballeros partner
    "(809) 580-6606",                                                   # 35
    "pediatria@lospinoscibao.org.do",                                   # 36
]
ORG_EIN = "58-6606606"
PLAN_PAYER_ID = "PSCHP66"
PLAN_GROUP = "GAKIDS2026"
PLAN_RXBIN = "610966"
PLAN_PCN = "PSCRX"
ORG_NPIS = (blind5._npi_of("166404478"), blind5._npi_of("120670666"), blind5._npi_of("147806606"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"es_EC": "EC", "es_VE": "VE", "es_UY": "UY", "es_BO": "BO", "es_GT": "GT", "es_CR": "CR", "es_DO": "DO"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


# ---- people's names (Spanish: given names, the father's and the mother's surnames) ---------------------------------
_ES_F = ["María José", "Valentina", "Camila", "Daniela", "Sofía", "Gabriela", "Ana Lucía", "Fernanda", "Mariela", "Yesenia", "Luz Marina",
         "Rosa Elena", "Karla", "Dayana", "Milagros", "Isabella", "Nicole", "Yuliana"]
_ES_M = ["José Luis", "Carlos Andrés", "Juan Pablo", "Luis Fernando", "Mateo", "Santiago", "Diego", "Jhonny", "Wilmer", "Kevin", "Ángel", "Fabián",
         "Erick", "Yeferson", "Thiago", "Emiliano", "Byron", "Franklin"]
_SURNAMES = {
    "EC": ["Guamán", "Quishpe", "Andrade", "Zambrano", "Vera", "Chiluisa", "Cedeño", "Paredes", "Jaramillo", "Toapanta", "Tipán", "Loor"],
    "VE": ["González", "Rodríguez", "Pérez", "Hernández", "Urdaneta", "Villalobos", "Añez", "Fuenmayor", "Bracho", "Chirinos", "Finol", "Soto"],
    "UY": ["Rodríguez", "Fernández", "Pereira", "da Silva", "Olivera", "Sosa", "Acosta", "Cabrera", "Larrosa", "Bentancor", "Piriz", "Techera"],
    "BO": ["Mamani", "Quispe", "Choque", "Flores", "Rojas", "Vargas", "Condori", "Gutiérrez", "Vásquez", "Terrazas", "Arnez", "Zurita"],
    "GT": ["López", "Pérez", "Tzul", "Xicará", "Ixcot", "Chuc", "Coyoy", "Sac", "Ajanel", "Barrios", "Tax", "Chojolán"],
    "CR": ["Jiménez", "Mora", "Rojas", "Vargas", "Solís", "Chaves", "Alvarado", "Araya", "Quesada", "Villalobos", "Obando", "Brenes"],
    "DO": ["Rodríguez", "Peña", "Almonte", "Tavárez", "Rosario", "De los Santos", "Jiménez", "Batista", "Ureña", "Polanco", "Estévez", "Cruz"],
}


def _person(draw: Draw) -> None:
    """The text's child (sex first, a name that agrees) and a parent: the same family name (US), or in Spanish the child's
    two surnames, the father's first and the mother's second, and the mother's own two."""
    country = _country(draw)
    sex = draw.pick(["F", "M"])
    parent_sex = draw.pick(["F", "F", "M"])
    if country == "US":
        fake = draw.fk["en_US"]
        first = fake.first_name_female() if sex == "F" else fake.first_name_male()
        last = fake.last_name()
        first2 = fake.first_name_female() if parent_sex == "F" else fake.first_name_male()
        last2 = last if draw.rng.random() < 0.8 else fake.last_name()
    else:
        names = _SURNAMES[country]
        paternal, maternal, other = draw.pick(names), draw.pick(names), draw.pick(names)
        first = draw.pick(_ES_F if sex == "F" else _ES_M)
        last = f"{paternal} {maternal}"
        first2 = draw.pick(_ES_F if parent_sex == "F" else _ES_M)
        last2 = f"{maternal} {other}" if parent_sex == "F" else f"{paternal} {other}"
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "first2": first2, "last2": last2, "name2": f"{first2} {last2}",
                       "parent_word": "mother" if parent_sex == "F" else "father",
                       "parent_es": "madre" if parent_sex == "F" else "padre",
                       "child_word": "daughter" if sex == "F" else "son", "child_es": "hija" if sex == "F" else "hijo",
                       "pronoun": "she" if sex == "F" else "he", "possessive": "her" if sex == "F" else "his"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 2012, high: int = 2024) -> dt.date:
    """The text's child's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _newborn(draw: Draw) -> dt.date:
    if "_birth" not in draw.cache:
        first, last = dt.date(2026, 1, 3).toordinal(), dt.date(2026, 2, 18).toordinal()
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, last))  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _infant(draw: Draw) -> dt.date:
    """The birth date of an infant who died between two and seven months old."""
    if "_birth" not in draw.cache:
        first, last = dt.date(2025, 3, 1).toordinal(), dt.date(2025, 9, 30).toordinal()
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, last))  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _parent_birth(draw: Draw) -> dt.date:
    if "_pbirth" not in draw.cache:
        draw.cache["_pbirth"] = draw.date_between(1979, 2004)  # type: ignore[assignment]
    return draw.cache["_pbirth"]  # type: ignore[return-value]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0191", "0197", "6606", "0666", "0066", "6600")):
            return out


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


# ---- dates ---------------------------------------------------------------------------------------------------------
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_ES_ABBR = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


def _date_in(draw: Draw, day: dt.date) -> str:
    """A date as the text's locale prints it."""
    d, m, y = day.day, day.month, day.year
    if _country(draw) != "US":
        month = _ES_MONTHS[m - 1]
        forms = [f"{d:02d}/{m:02d}/{y}", f"{d} de {month} de {y}", f"{d:02d}-{_ES_ABBR[m - 1]}-{y}", f"{d}/{m}/{y}", f"{d:02d} {_ES_ABBR[m - 1].upper()} {y}",
                 f"{d} de {month} del {y}", f"{d:02d}-{m:02d}-{y}"]
        if _country(draw) == "UY":
            forms.append(f"{d:02d}.{m:02d}.{y}")
        if _country(draw) == "VE":
            forms.append(f"{d:02d}/{m:02d}/{y % 100:02d}")
        return draw.pick(forms)
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}{month[:3].upper()}{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {month} {y}"])


def dob_v66(draw: Draw) -> str:
    """A child's date of birth in the text's style."""
    return _date_in(draw, _birth(draw))


def dob_newborn_v66(draw: Draw) -> str:
    return _date_in(draw, _newborn(draw))


def dob_infant_v66(draw: Draw) -> str:
    return _date_in(draw, _infant(draw))


def dob_parent_v66(draw: Draw) -> str:
    return _date_in(draw, _parent_birth(draw))


def dob_iso_v66(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v66(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v66(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dob_other_v66(draw: Draw) -> str:
    """Another child's birth date on a roster row."""
    return draw.date_between(2011, 2025).strftime("%m/%d/%Y")


def dod_v66(draw: Draw) -> str:
    """A parent's date of death, in 2024-2026."""
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 5, 1).toordinal(), dt.date(2026, 2, 10).toordinal()))  # type: ignore[assignment]
    return _date_in(draw, draw.cache["_death"])  # type: ignore[arg-type]


def dod_infant_v66(draw: Draw) -> str:
    """The infant's death date: 60 to 200 days after the birth date the text prints."""
    if "_death" not in draw.cache:
        draw.cache["_death"] = _infant(draw) + dt.timedelta(days=draw.rng.randint(60, 150))  # type: ignore[assignment]
    return _date_in(draw, draw.cache["_death"])  # type: ignore[arg-type]


def infant_age_v66(draw: Draw) -> str:
    """Not an identifier: the infant's age in weeks at death (filled only after both dates are drawn)."""
    weeks = (draw.cache["_death"] - _infant(draw)).days // 7  # type: ignore[operator]
    return f"{weeks} weeks"


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_v66(draw: Draw) -> str:
    """An age of 90 or more (a great-grandparent), in the ways people write it."""
    age = draw.rng.randint(90, 99)
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", spelled, f"{age} y/o", f"aged {age}", f"{age}yo", f"{spelled}-year-old"])


def age_es_v66(draw: Draw) -> str:
    age = draw.rng.randint(90, 98)
    return draw.pick([f"{age} años", f"{age} años de edad", f"{age}"])


# ---- United States (Georgia) ---------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v66(draw: Draw) -> str:
    """An SSN: dashed most often, spaced, whole, dotted as a form's boxes come out when typed, or with spaced dashes."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v66(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v66(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (a grandparent's): whole, 4-3-4 as on the card, spaced, or lower case."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def medicaid_v66(draw: Draw) -> str:
    """A Georgia Medicaid or PeachCare for Kids member number (twelve digits) or the children's plan's member ID."""
    v = draw.digits(12, True)
    return draw.pick([v, _groups(v), f"{v[:4]}-{v[4:8]}-{v[8:]}", f"PSK{draw.digits(9, True)}", f"PSK {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


def medicaid_plain_v66(draw: Draw) -> str:
    return draw.digits(12, True)


def mrn_v66(draw: Draw) -> str:
    """A children's hospital MRN, a practice's chart number or a visit account number."""
    return draw.pick([f"PRC{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(4)}",
                      f"OWC-{draw.digits(6, True)}", f"H{draw.digits(9, True)}"])


def mrn_plain_v66(draw: Draw) -> str:
    return f"PRC{draw.digits(7, True)}"


def grits_v66(draw: Draw) -> str:
    """A Georgia immunization registry (GRITS) client ID."""
    return draw.pick([draw.digits(10, True), f"{draw.digits(4, True)}-{draw.digits(6)}", f"GR{draw.digits(8, True)}"])


_GA_TOWNS = [("Atlanta", "30310"), ("Atlanta", "30315"), ("Decatur", "30032"), ("East Point", "30344"), ("Macon", "31206"), ("Macon", "31211"),
             ("Warner Robins", "31093"), ("Augusta", "30906"), ("Martinez", "30907"), ("Albany", "31705"), ("Columbus", "31907"), ("Marietta", "30060"),
             ("Lawrenceville", "30044"), ("Griffin", "30223"), ("Milledgeville", "31061"), ("Dublin", "31021")]
_GA_STREETS = ["Cascade Rd SW", "Candler Rd", "Pio Nono Ave", "Watson Blvd", "Deans Bridge Rd", "Dawson Rd", "Victory Dr", "Roswell St NE",
               "Gray Hwy", "Eisenhower Pkwy", "Old Dawson Rd", "Campbellton Rd SW", "Washington Rd", "Buford Hwy NE", "Forsyth St", "Jonesboro Rd SE"]


def _ga_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_GA_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_GA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 340)}", f" Apt {draw.letters(1, 'ABCDEF')}{draw.rng.randint(1, 12)}", f" #{draw.rng.randint(101, 412)}",
                      f", Lot {draw.rng.randint(2, 80)}"])
    return street, unit, town, zip_code


def addr_ga_v66(draw: Draw) -> str:
    street, unit, town, zip_code = _ga_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, GA {zip_code}", f"{street}{unit}\n{town}, GA {zip_code}", f"{street}{unit}, {town} GA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} GA {zip_code}", f"{street}{unit}, {town}, Georgia {zip_code}",
                      f"PO Box {draw.rng.randint(100, 9999)}, {town}, GA {zip_code}"])


def addr_hl7_v66(draw: Draw) -> str:
    street, _, town, zip_code = _ga_parts(draw)
    return f"{street.upper()}^^{town.upper()}^GA^{zip_code}^USA^H"


def addr_fhir_v66(draw: Draw) -> str:
    street, _, town, zip_code = _ga_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"GA\", \"postalCode\": \"{zip_code}"


def addr_x12_v66(draw: Draw) -> str:
    street, _, town, zip_code = _ga_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*GA*{zip_code}"


_GA_AREAS = ["404", "404", "470", "678", "770", "478", "478", "706", "762", "229", "912"]


def phone_ga_v66(draw: Draw) -> str:
    area = draw.pick(_GA_AREAS)
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}", f"+1 ({area}) {exchange}-{line}"])


def phone_e164_v66(draw: Draw) -> str:
    return f"+1{draw.pick(['404', '478', '706'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v66(draw: Draw) -> str:
    return f"({draw.pick(['404', '478', '706', '229'])}){_us_exchange(draw)}-{draw.digits(4)}"


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v66(draw: Draw) -> str:
    """A Georgia checking or savings account with its routing number (one span)."""
    routing = _aba(draw.pick(["06100010", "06100022", "06111300", "06120065", "06100015"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} acct {account}", f"{routing} / {account}", f"ABA {routing}, savings #{account}"])


def plate_ga_v66(draw: Draw) -> str:
    """A Georgia plate: three letters and four digits (or the older three and three)."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTVWXYZ')}{draw.digits(4)}"
    old = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTVWXYZ')}{draw.digits(3)}"
    return draw.pick([v, f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", f"GA {v}", old, f"{old[:3]} {old[3:]}"])


# ---- Ecuador -------------------------------------------------------------------------------------------------------
def cedula_ec_v66(draw: Draw) -> str:
    """An Ecuadorian cédula: the province (01-24), a third digit below 6, six digits, the 2-1 mod 10 check digit."""
    body = f"{draw.pick(['17', '17', '17', '09', '01', '05', '18', '10'])}{draw.rng.randint(0, 5)}{draw.digits(6)}"
    total = 0
    for ch, w in zip(body, (2, 1, 2, 1, 2, 1, 2, 1, 2)):
        p = int(ch) * w
        total += p - 9 if p > 9 else p
    v = body + str((10 - total % 10) % 10)
    return draw.pick([v, v, f"{v[:9]}-{v[9]}", f"{v[:2]} {v[2:9]} {v[9]}"])


_EC_STREETS = ["Av. 10 de Agosto", "Av. América", "Calle Cuenca", "Av. Mariscal Sucre", "Calle Pedro de Alvarado", "Av. Gran Colombia", "Calle Ulloa"]
_EC_CROSS = ["Luis Cordero", "Río Amazonas", "Vicente Rocafuerte", "Manuel Larrea", "Jorge Washington", "Tarqui"]


def addr_ec_v66(draw: Draw) -> str:
    nomen = f"{draw.pick(['N', 'S', 'Oe', 'E'])}{draw.rng.randint(2, 68)}-{draw.rng.randint(10, 299)}"
    street, cross = draw.pick(_EC_STREETS), draw.pick(_EC_CROSS)
    return draw.pick([f"{street} {nomen} y {cross}, Quito", f"{street} {nomen} y {cross}, sector {draw.pick(['La Vicentina', 'Chimbacalle', 'La Magdalena', 'Cotocollao'])}, Quito 170{draw.rng.randint(101, 160)}",
                      f"Barrio {draw.pick(['La Ferroviaria', 'Solanda', 'Carcelén'])}, {street} {nomen}, casa {draw.rng.randint(1, 40)}, Quito",
                      f"Conjunto {draw.pick(['Los Cedros', 'Jardines del Valle'])}, casa {draw.rng.randint(1, 90)}, Sangolquí, Pichincha"])


def phone_ec_v66(draw: Draw) -> str:
    pre = draw.pick(["99", "98", "97", "96", "95", "93", "92"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+593 {pre} {r[:3]} {r[3:]}", f"0{pre}{r}", f"+593{pre}{r}", f"0{pre}-{r[:3]}-{r[3:]}",
                      f"(02) {draw.rng.randint(2, 3)}{_sub(draw, 2)}-{draw.digits(4)}"])


def account_ec_v66(draw: Draw) -> str:
    v = draw.pick(["22", "21", "10"]) + draw.digits(8, True)
    return draw.pick([f"Cta. de ahorros N.° {v} (Banco Pichincha)", v, f"{v} - ahorros", f"Banco del Pacífico, cuenta {draw.digits(10, True)}"])


# ---- Venezuela -----------------------------------------------------------------------------------------------------
def cedula_ve_v66(draw: Draw) -> str:
    """A Venezuelan cédula: V- for citizens (with the thousands dots) or E- for residents born abroad (80 million up)."""
    if draw.rng.random() < 0.8:
        n, letter = draw.rng.randint(9_000_000, 32_999_999), "V"
    else:
        n, letter = draw.rng.randint(81_000_000, 84_999_999), "E"
    dotted = f"{n:,}".replace(",", ".")
    return draw.pick([f"{letter}-{dotted}", f"{letter}-{dotted}", f"{letter}{n}", f"{letter} {n}", f"{letter}.- {dotted}", f"{letter}-{n}"])


def _ve_dc(digits: str, weights: tuple[int, ...]) -> str:
    r = 11 - sum(int(ch) * w for ch, w in zip(digits, weights)) % 11
    return "0" if r == 11 else "1" if r == 10 else str(r)


def account_ve_v66(draw: Draw) -> str:
    """A Venezuelan twenty-digit account: bank, branch, two mod 11 check digits, ten-digit account."""
    bank = draw.pick(["0102", "0134", "0105", "0108", "0175", "0191"])
    branch, account = draw.digits(4), draw.digits(10)
    dc = _ve_dc(bank + branch, (3, 2, 7, 6, 5, 4, 3, 2)) + _ve_dc(branch + account, (3, 2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2))
    return draw.pick([f"{bank}-{branch}-{dc}-{account}", f"{bank}{branch}{dc}{account}", f"{bank} {branch} {dc} {account}", f"{bank}-{branch}-{dc}-{account[:2]}-{account[2:]}"])


def addr_ve_v66(draw: Draw) -> str:
    return draw.pick([f"Av. {draw.pick(['5 de Julio', 'Bella Vista', 'El Milagro', 'Delicias'])} con calle {draw.rng.randint(60, 99)}, edif. {draw.pick(['Las Acacias', 'Aurora', 'Miranda'])}, "
                      f"piso {draw.rng.randint(1, 12)}, apto. {draw.rng.randint(1, 12)}-{draw.pick('ABCD')}, Maracaibo, Zulia",
                      f"Urb. {draw.pick(['La Victoria', 'San Jacinto', 'Sabaneta', 'Los Olivos'])}, calle {draw.rng.randint(60, 120)} #{draw.rng.randint(10, 99)}{draw.pick(['A', 'B', 'G', ''])}-{draw.rng.randint(10, 99)}, Maracaibo 4001",
                      f"Sector {draw.pick(['Santa Rosa de Tierra', 'Cujicito', 'Veritas'])}, av. {draw.rng.randint(2, 20)} casa N° {draw.rng.randint(10, 150)}-{draw.rng.randint(1, 99)}, parroquia {draw.pick(['Coquivacoa', 'Olegario Villalobos', 'Chiquinquirá'])}, Maracaibo"])


def phone_ve_v66(draw: Draw) -> str:
    pre = draw.pick(["412", "414", "416", "424", "426", "261"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre}-{r[:3]}.{r[3:5]}.{r[5:]}", f"+58 {pre} {r}", f"(0{pre}) {r[:3]} {r[3:]}", f"0{pre}{r}", f"+58-{pre}-{r[:3]}-{r[3:]}", f"0{pre} {r[:3]} {r[3:5]} {r[5:]}"])


# ---- Uruguay -------------------------------------------------------------------------------------------------------
def cedula_uy_v66(draw: Draw) -> str:
    """A Uruguayan cédula: seven digits and the check digit (weights 2 9 8 7 6 3 4, mod 10), as "4.567.890-1"."""
    body = str(draw.rng.randint(1_000_000, 6_999_999))
    check = (10 - sum(int(ch) * w for ch, w in zip(body, (2, 9, 8, 7, 6, 3, 4))) % 10) % 10
    dotted = f"{int(body):,}".replace(",", ".")
    return draw.pick([f"{dotted}-{check}", f"{dotted}-{check}", f"{body}-{check}", f"{body}{check}", f"{dotted} {check}"])


def account_uy_v66(draw: Draw) -> str:
    return draw.pick([f"BROU caja de ahorro $ {draw.digits(9, True)}-{draw.digits(5)}", f"{draw.digits(9, True)}-{draw.digits(5)}", f"Itaú cta. {draw.digits(7, True)}",
                      f"Santander {draw.digits(10, True)}"])


def addr_uy_v66(draw: Draw) -> str:
    street = draw.pick(["Uruguay", "Larrañaga", "Brasil", "Av. Artigas", "Amorim", "Treinta y Tres", "Cervantes", "Diego Lamas"])
    no = draw.rng.randint(100, 2400)
    return draw.pick([f"{street} {no} apto. {draw.rng.randint(1, 12)}0{draw.rng.randint(1, 4)}, 50000 Salto", f"{street} {no}, CP 50000, Salto",
                      f"{street} {no} esq. {draw.pick(['Sarandí', 'Rivera', 'Zorrilla'])}\n50000 Salto, Uruguay", f"Barrio {draw.pick(['Cerro', 'Ceibal', 'Salto Nuevo'])}, {street} {no}, Salto"])


def phone_uy_v66(draw: Draw) -> str:
    pre = draw.pick(["91", "94", "95", "96", "98", "99"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:3]} {r[3:]}", f"+598 {pre} {r[:3]} {r[3:]}", f"0{pre}{r}", f"+598{pre}{r}", f"0{pre}-{r}", f"4733 {_sub(draw, 4)}"])


# ---- Bolivia -------------------------------------------------------------------------------------------------------
def ci_bo_v66(draw: Draw) -> str:
    """A Bolivian CI: seven or eight digits and the issuing department ("CB", "Cbba.", "LP"), now and then a complement."""
    v = str(draw.rng.randint(3_000_000, 14_999_999))
    dept = draw.pick(["CB", "CB", "Cbba.", "LP", "SC", "OR"])
    return draw.pick([f"{v} {dept}", f"{v}-{dept}", f"{v} {dept}", f"{v}-1{draw.pick('ABCDEFGH')} {dept}", v])


def matricula_bo_v66(draw: Draw) -> str:
    """An insured person's registration number (matrícula) of a Bolivian health fund."""
    return draw.pick([f"{draw.digits(2)}-{draw.digits(4)}-{draw.pick(['ABC', 'MQR', 'VLC'])}", f"{draw.digits(6, True)}{draw.letters(3)}", f"SUS-{draw.digits(8, True)}"])


def addr_bo_v66(draw: Draw) -> str:
    street = draw.pick(["Calle Jordán", "Calle España", "Av. Ayacucho", "Calle Lanza", "Av. Aroma", "Calle Antezana"])
    return draw.pick([f"{street} N° {draw.rng.randint(100, 1400)} entre {draw.pick(['Lanza', 'Esteban Arze', '25 de Mayo'])} y {draw.pick(['Antezana', 'Baptista', 'Hamiraya'])}, zona central, Cochabamba",
                      f"Av. {draw.pick(['América', 'Blanco Galindo', 'Petrolera'])} E-{draw.rng.randint(100, 2999):04d}, Cochabamba",
                      f"OTB {draw.pick(['Valle Hermoso', 'Alto Sebastián Pagador', 'Villa Pagador'])}, calle {draw.rng.randint(1, 40)} s/n, casa {draw.rng.randint(1, 90)}, zona sud, Cochabamba"])


def phone_bo_v66(draw: Draw) -> str:
    r = draw.pick(["6", "7", "7"]) + _sub(draw, 7)
    return draw.pick([r, f"+591 {r}", f"{r[:3]}-{r[3:]}", f"+591 {r[:1]} {r[1:4]} {r[4:]}", f"(591) {r}", f"4-{_sub(draw, 7)}"])


# ---- Guatemala -----------------------------------------------------------------------------------------------------
def cui_gt_v66(draw: Draw) -> str:
    """A Guatemalan DPI/CUI: eight digits, the mod 11 check digit (weights 2 to 9), the department and the municipality."""
    while True:
        body = draw.digits(8, True)
        check = sum(int(ch) * w for ch, w in zip(body, range(2, 10))) % 11
        if check != 10:
            break
    dept, muni = draw.pick([("09", 24), ("09", 24), ("01", 17), ("08", 8), ("13", 32)])
    v = f"{body}{check}{dept}{draw.rng.randint(1, muni):02d}"
    return draw.pick([f"{v[:4]} {v[4:9]} {v[9:]}", f"{v[:4]} {v[4:9]} {v[9:]}", v, f"{v[:4]}-{v[4:9]}-{v[9:]}"])


def account_gt_v66(draw: Draw) -> str:
    v = draw.digits(10, True)
    return draw.pick([f"Banrural monetaria {v[0]}-{v[1:4]}-{v[4:9]}-{v[9]}", v, f"cuenta de ahorro BI {draw.digits(3)}-{draw.digits(6)}-{draw.digits(1)}", f"{v[0]}-{v[1:4]}-{v[4:9]}-{v[9]}"])


def addr_gt_v66(draw: Draw) -> str:
    n1, n2 = draw.rng.randint(1, 30), draw.rng.randint(10, 99)
    kind = draw.pick(["calle", "avenida", "calle"])
    return draw.pick([f"{draw.rng.randint(1, 26)}a. {kind} {n1}-{n2} zona {draw.rng.randint(1, 11)}, Quetzaltenango",
                      f"{draw.rng.randint(1, 26)} {kind} {n1}-{n2}, zona {draw.rng.randint(1, 11)}\n09001 Quetzaltenango",
                      f"Aldea {draw.pick(['Chiquilajá', 'Llanos del Pinal', 'Las Majadas'])}, cantón {draw.pick(['Xecaracoj', 'Chichiquitán'])}, lote {draw.rng.randint(1, 60)}, Quetzaltenango",
                      f"Caserío {draw.pick(['Pasac', 'Xolbé'])}, {draw.pick(['Olintepeque', 'Salcajá', 'La Esperanza', 'Cantel'])}, Quetzaltenango"])


def phone_gt_v66(draw: Draw) -> str:
    r = draw.pick(["3", "4", "5"]) + _sub(draw, 7)
    return draw.pick([f"{r[:4]}-{r[4:]}", f"+502 {r[:4]} {r[4:]}", r, f"(502) {r[:4]}-{r[4:]}", f"+502{r}", f"{r[:4]} {r[4:]}"])


# ---- Costa Rica ----------------------------------------------------------------------------------------------------
def cedula_cr_v66(draw: Draw) -> str:
    """A Costa Rican cédula: the province (5 for Guanacaste), four and four digits; the TSE's ten digits with the 0."""
    prov = draw.pick(["5", "5", "5", "1", "6", "2"])
    a, b = draw.digits(4), draw.digits(4)
    return draw.pick([f"{prov}-{a}-{b}", f"{prov}-{a}-{b}", f"{prov}{a}{b}", f"0{prov}{a}{b}", f"{prov} {a} {b}", f"0{prov}-{a}-{b}"])


def iban_cr_v66(draw: Draw) -> str:
    """A CR IBAN: 0, the bank's three digits, a fourteen-digit account."""
    iban = _iban("CR", "0" + draw.pick(["151", "152", "102", "161", "815"]) + draw.digits(14))
    return draw.pick([iban, _groups(iban), iban])


def addr_cr_v66(draw: Draw) -> str:
    landmark = draw.pick(["de la iglesia católica", "de la escuela", "del Palí", "del EBAIS", "de la plaza de deportes", "del Megasúper"])
    return draw.pick([f"Liberia, Guanacaste, barrio {draw.pick(['Los Ángeles', 'Moracia', 'Condega', 'La Victoria'])}, {draw.rng.randint(1, 4)}00 m {draw.pick(['norte', 'sur'])} y "
                      f"{draw.rng.randint(2, 8)}5 m {draw.pick(['este', 'oeste'])} {landmark}, casa {draw.rng.randint(1, 40)}",
                      f"{draw.pick(['Nicoya', 'Santa Cruz', 'Cañas', 'Bagaces'])}, Guanacaste, {draw.rng.randint(1, 4)}00 metros al {draw.pick(['norte', 'sur', 'este', 'oeste'])} {landmark}, casa {draw.pick(['verde', 'amarilla', 'blanca'])} portón negro",
                      f"Urbanización {draw.pick(['Sitio de Liberia', 'El Capulín', 'Nueva Liberia'])}, casa {draw.rng.randint(1, 200)}{draw.pick(['', 'A', 'B'])}, Liberia 50101"])


def phone_cr_v66(draw: Draw) -> str:
    r = draw.pick(["8", "8", "7", "6"]) + _sub(draw, 7)
    return draw.pick([f"{r[:4]}-{r[4:]}", f"+506 {r[:4]} {r[4:]}", r, f"(506) {r[:4]}-{r[4:]}", f"+506{r}", f"{r[:4]} {r[4:]}"])


# ---- Dominican Republic --------------------------------------------------------------------------------------------
def cedula_do_v66(draw: Draw) -> str:
    """A Dominican cédula: the municipality's three digits, seven digits, the Luhn check digit; "031-0456789-3"."""
    body = draw.pick(["031", "031", "402", "001", "037", "047"]) + draw.digits(7)
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]}-{v[3:10]}-{v[10]}", f"{v[:3]}-{v[3:10]}-{v[10]}", v, f"{v[:3]} {v[3:10]} {v[10]}"])


def nss_do_v66(draw: Draw) -> str:
    """A SENASA or ARS affiliate number."""
    return draw.pick([draw.digits(9, True), f"{draw.digits(8, True)}-{draw.digits(1)}", f"NSS {draw.digits(9, True)}"])


def iban_do_v66(draw: Draw) -> str:
    """A DO IBAN: the bank's four letters, twenty digits."""
    iban = _iban("DO", draw.pick(["BRRD", "BPDO", "BHDR", "BCBH"]) + draw.digits(20))
    return draw.pick([iban, _groups(iban), iban])


def addr_do_v66(draw: Draw) -> str:
    return draw.pick([f"C/ {draw.pick(['Restauración', 'del Sol', 'Duarte', 'Las Carreras', 'Cuba'])} No. {draw.rng.randint(1, 200)}, {draw.pick(['Los Jardines Metropolitanos', 'Pueblo Nuevo', 'Cienfuegos', 'Gurabo'])}, Santiago de los Caballeros",
                      f"Calle {draw.rng.randint(1, 30)} #{draw.rng.randint(1, 90)}, Res. {draw.pick(['Las Palomas', 'Villa Olga', 'Cerros de Gurabo'])}, Santiago 51000",
                      f"Av. {draw.pick(['Estrella Sadhalá', 'Juan Pablo Duarte', 'Imbert'])} esq. calle {draw.rng.randint(1, 12)}, edif. {draw.rng.randint(1, 12)}, apto. {draw.rng.randint(1, 4)}{draw.pick('ABC')}, Santiago, R.D."])


def phone_do_v66(draw: Draw) -> str:
    area = draw.pick(["809", "829", "849"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"{area}.{exchange}.{line}",
                      f"{area}{exchange}{line}"])


def plate_do_v66(draw: Draw) -> str:
    """A Dominican plate: the class letter (A private car, G jeep, L cargo) and six digits."""
    v = f"{draw.pick(['A', 'A', 'G', 'L'])}{draw.digits(6)}"
    return draw.pick([v, f"{v[0]}-{v[1:]}", f"{v[0]} {v[1:]}"])


# ---- passports, the country's number, the routers --------------------------------------------------------------------
def passport_v66(draw: Draw) -> str:
    c = _country(draw)
    if c == "EC":
        return f"A{draw.digits(7)}"
    if c == "VE":
        return draw.digits(9, True)
    if c == "UY":
        return f"C{draw.digits(6, True)}"
    if c == "DO":
        return f"{draw.pick(['SC', 'RD'])}{draw.digits(7)}"
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


def natid_v66(draw: Draw) -> str:
    return {"EC": cedula_ec_v66, "VE": cedula_ve_v66, "UY": cedula_uy_v66, "BO": ci_bo_v66, "GT": cui_gt_v66, "CR": cedula_cr_v66,
            "DO": cedula_do_v66}.get(_country(draw), ssn_v66)(draw)


def addr_v66(draw: Draw) -> str:
    return {"EC": addr_ec_v66, "VE": addr_ve_v66, "UY": addr_uy_v66, "BO": addr_bo_v66, "GT": addr_gt_v66, "CR": addr_cr_v66,
            "DO": addr_do_v66}.get(_country(draw), addr_ga_v66)(draw)


def phone_v66(draw: Draw) -> str:
    return {"EC": phone_ec_v66, "VE": phone_ve_v66, "UY": phone_uy_v66, "BO": phone_bo_v66, "GT": phone_gt_v66, "CR": phone_cr_v66,
            "DO": phone_do_v66}.get(_country(draw), phone_ga_v66)(draw)


def account_v66(draw: Draw) -> str:
    return {"EC": account_ec_v66, "VE": account_ve_v66, "UY": account_uy_v66, "GT": account_gt_v66, "CR": iban_cr_v66,
            "DO": iban_do_v66}.get(_country(draw), account_us_v66)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 15:
        return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", f"{v[:4]}-{v[4:10]}-{v[10:]}", v])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v66(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v66(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def amex_v66(draw: Draw) -> str:
    return _card(draw, draw.pick(["34", "37"]), 15)


def card_v66(draw: Draw) -> str:
    return draw.pick([visa_v66, visa_v66, mastercard_v66, amex_v66])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "bellsouth.net", "att.net", "hotmail.com"],
            "EC": ["gmail.com", "hotmail.com", "yahoo.es", "outlook.es"], "VE": ["gmail.com", "hotmail.com", "cantv.net"],
            "UY": ["gmail.com", "adinet.com.uy", "hotmail.com"], "BO": ["gmail.com", "hotmail.com", "yahoo.com"],
            "GT": ["gmail.com", "hotmail.com", "yahoo.com"], "CR": ["gmail.com", "hotmail.com", "ice.co.cr"], "DO": ["gmail.com", "hotmail.com", "claro.net.do"]}
_PLAIN = str.maketrans("áéíóúñüÁÉÍÓÚÑÜ", "aeiounuAEIOUNU")


def _local(draw: Draw) -> str:
    """The parent's mailbox name, from the parent's name (the parent writes and signs the forms)."""
    if "_roman" not in draw.cache:
        first = "".join(ch for ch in draw.fill("first2").translate(_PLAIN).lower() if "a" <= ch <= "z") or "mama"
        last = "".join(ch for ch in draw.fill("last2").split(" ")[0].translate(_PLAIN).lower() if "a" <= ch <= "z") or "familia"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"mama.de.{draw.fill('first').split(' ')[0].translate(_PLAIN).lower()}" if _country(draw) != "US" else f"{first}{last[0]}{draw.rng.randint(80, 99)}"])
    return draw.cache["_roman"]


def email_v66(draw: Draw) -> str:
    """A parent's address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.18:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.26:
        return f"{local} [at] {domain}"
    return f"{local}@{domain}"


def email_plain_v66(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (24, 98, 99), (99, 100, 127), (108, 192, 223), (172, 56, 59)], "EC": [(181, 198, 199), (186, 46, 47)], "VE": [(190, 198, 206), (186, 88, 95)],
        "UY": [(167, 56, 63), (179, 24, 31)], "BO": [(181, 114, 115), (200, 87, 87)], "GT": [(190, 56, 56), (181, 174, 174)], "CR": [(201, 191, 191), (186, 15, 15)],
        "DO": [(152, 166, 167), (200, 88, 88)]}
_IP6 = {"US": "2600:1700", "EC": "2800:bf0", "VE": "2800:3f0", "UY": "2800:a0", "BO": "2800:cd0", "GT": "2803:d100", "CR": "2803:7000", "DO": "2803:1500"}


def ip_v66(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
    while True:
        if draw.rng.random() < 0.25:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4[country])
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def _child_slug(draw: Draw) -> str:
    first = draw.fill("first").split(" ")[0].translate(_PLAIN).lower()
    last = draw.fill("last").split(" ")[0].translate(_PLAIN).lower().replace("'", "")
    return f"{first}-{last}"


def url_v66(draw: Draw) -> str:
    """A page about the family: a fundraiser, a profile, a blog."""
    return draw.pick([f"https://www.gofundme.com/f/help-baby-{_child_slug(draw)}", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://{_slug(draw)}.blogspot.com", f"https://www.tiktok.com/@{_slug(draw, '_')}", f"https://www.caringbridge.org/visit/{_child_slug(draw).replace('-', '')}"])


def url_memorial_v66(draw: Draw) -> str:
    return draw.pick([f"https://www.legacy.com/us/obituaries/name/{_child_slug(draw)}-obituary", f"https://www.forevermissed.com/{_child_slug(draw)}",
                      f"https://www.gofundme.com/f/in-loving-memory-of-{_child_slug(draw)}", f"https://www.facebook.com/groups/angel.{_child_slug(draw).replace('-', '.')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v66": dob_v66, "dob_newborn_v66": dob_newborn_v66, "dob_infant_v66": dob_infant_v66, "dob_parent_v66": dob_parent_v66, "dob_iso_v66": dob_iso_v66,
    "dob_compact_v66": dob_compact_v66, "dob_us_v66": dob_us_v66, "dob_other_v66": dob_other_v66, "dod_v66": dod_v66, "dod_infant_v66": dod_infant_v66,
    "age_v66": age_v66, "age_es_v66": age_es_v66,
    "ssn_v66": ssn_v66, "ssn_plain_v66": ssn_plain_v66, "mbi_v66": mbi_v66, "medicaid_v66": medicaid_v66, "medicaid_plain_v66": medicaid_plain_v66,
    "mrn_v66": mrn_v66, "mrn_plain_v66": mrn_plain_v66, "grits_v66": grits_v66,
    "addr_ga_v66": addr_ga_v66, "addr_hl7_v66": addr_hl7_v66, "addr_fhir_v66": addr_fhir_v66, "addr_x12_v66": addr_x12_v66,
    "phone_ga_v66": phone_ga_v66, "phone_e164_v66": phone_e164_v66, "phone_hl7_v66": phone_hl7_v66, "account_us_v66": account_us_v66, "plate_ga_v66": plate_ga_v66,
    "cedula_ec_v66": cedula_ec_v66, "addr_ec_v66": addr_ec_v66, "phone_ec_v66": phone_ec_v66, "account_ec_v66": account_ec_v66,
    "cedula_ve_v66": cedula_ve_v66, "account_ve_v66": account_ve_v66, "addr_ve_v66": addr_ve_v66, "phone_ve_v66": phone_ve_v66,
    "cedula_uy_v66": cedula_uy_v66, "account_uy_v66": account_uy_v66, "addr_uy_v66": addr_uy_v66, "phone_uy_v66": phone_uy_v66,
    "ci_bo_v66": ci_bo_v66, "matricula_bo_v66": matricula_bo_v66, "addr_bo_v66": addr_bo_v66, "phone_bo_v66": phone_bo_v66,
    "cui_gt_v66": cui_gt_v66, "account_gt_v66": account_gt_v66, "addr_gt_v66": addr_gt_v66, "phone_gt_v66": phone_gt_v66,
    "cedula_cr_v66": cedula_cr_v66, "iban_cr_v66": iban_cr_v66, "addr_cr_v66": addr_cr_v66, "phone_cr_v66": phone_cr_v66,
    "cedula_do_v66": cedula_do_v66, "nss_do_v66": nss_do_v66, "iban_do_v66": iban_do_v66, "addr_do_v66": addr_do_v66, "phone_do_v66": phone_do_v66,
    "plate_do_v66": plate_do_v66,
    "passport_v66": passport_v66, "natid_v66": natid_v66, "addr_v66": addr_v66, "phone_v66": phone_v66, "account_v66": account_v66,
    "visa_v66": visa_v66, "mastercard_v66": mastercard_v66, "amex_v66": amex_v66, "card_v66": card_v66,
    "email_v66": email_v66, "email_plain_v66": email_plain_v66, "ip_v66": ip_v66, "url_v66": url_v66, "url_memorial_v66": url_memorial_v66,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a second caregiver's line
    "email": blind.email,  # the first set's printing
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
EC_RUC = "1792606606001"
VE_RIF = "J-40660666-0"
UY_RUT = "210660660017"
BO_NIT = "1066066028"
GT_NIT = "6606606-6"
CR_JURIDICA = "3-002-660666"
DO_RNC = "4-30-66066-1"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Beatrix Okonkwo-Hallam, MD, FAAP", "Dr. Leander Vasquez-Thorne, MD", "Rosalind Achterberg, RN, CPN", "Cyprian Delacroix-Ndiaye, PharmD, BCPPS",
         "Marguerite Osei-Lindqvist, IBCLC", "Tobiah Fairweather, CPST-I", "Henrike Calloway-Mbeki, MSW, LCSW", "Dr. Ottoline Prewitt, MD, MPH")
_TECHS = ["T. Fairweather, CPST-I", "A. Quennell, CPST", "J. Obiora-Kemp, CPST", "L. Marchetti, CPST", "Fire Station 7 crew (CPST)"]
_NURSE_INITIALS = ["RA", "KM", "DJ", "PO", "LT", "SB", "NQ"]
_ES_STAFF = {"EC": "Dra. Gladys Cevallos Andrango, pediatra", "VE": "Dr. Rubén Atencio Morillo, pediatra puericultor", "UY": "Lic. Enf. Andrea Martirena",
             "BO": "Dra. Ximena Saavedra Orellana, jefa médica", "GT": "Licda. Ana Beatriz Coyoy, nutricionista", "CR": "Dra. Melania Carvajal Sibaja",
             "DO": "Dra. Yokasta Fermín Reyes, jefa de pediatría"}

_WC_ROWS = [("Newborn (3-5 days)", "weight, jaundice check, newborn screen review", "HepB if not given at birth"),
            ("1 month", "weight, maternal depression screen", "HepB #2"), ("2 months", "developmental surveillance, maternal depression screen", "DTaP, IPV, Hib, PCV20, RV, HepB"),
            ("4 months", "development, maternal depression screen", "DTaP, IPV, Hib, PCV20, RV"), ("6 months", "fluoride varnish, oral health risk", "DTaP, Hib, PCV20, RV, influenza (2 doses)"),
            ("9 months", "ASQ-3 developmental screen", "catch-up only"), ("12 months", "lead level, hemoglobin, TB risk", "MMR, varicella, HepA, PCV20"),
            ("15 months", "development, fluoride varnish", "DTaP, Hib"), ("18 months", "M-CHAT-R/F autism screen, ASQ-3", "HepA #2, influenza"),
            ("24 months", "M-CHAT-R/F, lead level", "influenza (yearly)"), ("30 months", "ASQ-3", "influenza (yearly)"),
            ("3 years", "instrument vision screen, blood pressure", "influenza (yearly)"), ("4 years", "hearing and vision", "DTaP, IPV, MMR, varicella"),
            ("5 years", "Georgia forms 3231 and 3300 for school", "catch-up only"), ("11 years", "depression screen, lipid screen", "Tdap, HPV, MenACWY"),
            ("16 years", "depression, CRAFFT substance use screen", "MenACWY booster, MenB (shared decision)")]


def _wc_row(d: Draw) -> str:
    age, screen, vax = d.pick(_WC_ROWS)
    return f"{age} | {screen} | {vax} | {d.pick(['20 min', '30 min', '30 min', '40 min'])}"


def _wc_csv_row(d: Draw) -> str:
    age, screen, vax = d.pick(_WC_ROWS)
    return f"\"{age}\",\"{screen}\",\"{vax}\",{d.pick(['99391', '99392', '99393', '99381', '99394'])}"


def _wc_json_row(d: Draw) -> str:
    age, screen, vax = d.pick(_WC_ROWS)
    return f"{{\"visit\": \"{age}\", \"screening\": \"{screen}\", \"vaccines\": \"{vax}\"}}"


_FRIDGES = [("Pharmacy-grade refrigerator A", "ASSET PR-40211"), ("Pharmacy-grade refrigerator B", "ASSET PR-40212"), ("Freezer (varicella, MMRV)", "ASSET PR-40230"),
            ("Mobile unit cooler", "ASSET SR-118"), ("Transport cooler 2", "ASSET SR-122")]


def _cold_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    unit, _ = d.pick(_FRIDGES)
    low = d.rng.randint(20, 45) / 10
    return f"{day.isoformat()} | {unit} | min {low:.1f} C | max {low + d.rng.randint(5, 30) / 10:.1f} C | {d.pick(_NURSE_INITIALS)} | {d.pick(['ok', 'ok', 'ok', 'door ajar alarm, reset'])}"


def _cold_csv_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    _, asset = d.pick(_FRIDGES)
    return f"{day.isoformat()}T{d.rng.randint(0, 23):02d}:{d.pick(['00', '15', '30', '45'])}:00,{asset.split()[-1]},{d.rng.randint(22, 74) / 10:.1f},{d.pick(['in range', 'in range', 'in range', 'excursion <30 min'])}"


_VACCINES = [("DTaP-IPV-Hib-HepB (Vaxelis)", "MSP", "58160-0812-52"), ("PCV20 (Prevnar 20)", "Pfizer", "00005-2000-10"), ("Rotavirus (RotaTeq)", "Merck", "00006-4047-41"),
             ("MMR II", "Merck", "00006-4681-00"), ("Varicella (Varivax)", "Merck", "00006-4827-00"), ("Hepatitis A pediatric (Havrix)", "GSK", "58160-0825-52"),
             ("Tdap (Boostrix)", "GSK", "58160-0842-52"), ("HPV 9-valent (Gardasil 9)", "Merck", "00006-4121-02"), ("MenACWY (MenQuadfi)", "Sanofi", "49281-0590-05"),
             ("Influenza quadrivalent, 6 months and up", "Sanofi", "49281-0424-50"), ("Nirsevimab 50 mg (Beyfortus)", "Sanofi", "49281-0574-15")]


def _vax_xml_row(d: Draw) -> str:
    name, mfr, ndc = d.pick(_VACCINES)
    return (f"  <vaccine name=\"{name}\" manufacturer=\"{mfr}\" ndc=\"{ndc}\" lot=\"{d.letters(1)}{d.rng.randint(1000, 9999)}{d.letters(2)}\" "
            f"expires=\"{d.date_between(2026, 2027).isoformat()}\" dosesOnHand=\"{d.rng.randint(0, 120)}\" fundingSource=\"{d.pick(['VFC', 'VFC', 'private', 'state 317'])}\"/>")


def _vax_obx_row(d: Draw) -> str:
    name, _, ndc = d.pick(_VACCINES)
    return f"OBX|{d.rng.randint(1, 9)}|NM|{ndc.replace('-', '')}^{name}^NDC||{d.rng.randint(4, 380)}|doses|||||F"


_GROWTH = [("0 m", "boys", "2.5", "3.3", "4.3", "49.9"), ("0 m", "girls", "2.4", "3.2", "4.2", "49.1"), ("2 m", "boys", "4.4", "5.6", "7.0", "58.4"),
           ("2 m", "girls", "4.0", "5.1", "6.6", "57.1"), ("4 m", "boys", "5.6", "7.0", "8.6", "63.9"), ("4 m", "girls", "5.1", "6.4", "8.1", "62.1"),
           ("6 m", "boys", "6.4", "7.9", "9.7", "67.6"), ("6 m", "girls", "5.8", "7.3", "9.2", "65.7"), ("9 m", "boys", "7.2", "8.9", "10.9", "72.0"),
           ("9 m", "girls", "6.6", "8.2", "10.4", "70.1"), ("12 m", "boys", "7.8", "9.6", "11.8", "75.7"), ("12 m", "girls", "7.1", "8.9", "11.3", "74.0"),
           ("18 m", "boys", "8.9", "10.9", "13.3", "82.3"), ("18 m", "girls", "8.2", "10.2", "12.8", "80.7"), ("24 m", "boys", "9.8", "12.2", "15.1", "87.8"),
           ("24 m", "girls", "9.2", "11.5", "14.6", "86.4")]


def _growth_row(d: Draw) -> str:
    age, sex, p3, p50, p97, length = d.pick(_GROWTH)
    return f"{age} {sex} | {p3} | {p50} | {p97} | {length}"


def _growth_csv_row(d: Draw) -> str:
    age, sex, p3, p50, p97, length = d.pick(_GROWTH)
    return f"{age.split()[0]},{sex[0].upper()},{p3},{p50},{p97},{length}"


_DOSES = [("Amoxicillin 400 mg/5 mL susp.", "90 mg/kg/day divided every 12 h (otitis media)", "4 g/day", "00093-4161-73"),
          ("Amoxicillin-clavulanate ES-600 susp.", "90 mg/kg/day (amoxicillin) divided every 12 h", "4 g/day", "00781-6138-46"),
          ("Cephalexin 250 mg/5 mL susp.", "25-50 mg/kg/day divided every 6-12 h", "4 g/day", "00143-9893-01"),
          ("Acetaminophen 160 mg/5 mL", "15 mg/kg every 4-6 h as needed", "75 mg/kg/day, not over 4 g", "00904-7025-20"),
          ("Ibuprofen 100 mg/5 mL (6 months and older)", "10 mg/kg every 6-8 h as needed", "40 mg/kg/day", "00904-5771-20"),
          ("Ondansetron 4 mg ODT", "8-15 kg: 2 mg; 15-30 kg: 4 mg; over 30 kg: 8 mg, once", "8 mg/dose", "68462-0157-13"),
          ("Dexamethasone 1 mg/mL oral", "0.6 mg/kg once (croup)", "16 mg", "00054-3177-44"), ("Prednisolone 15 mg/5 mL", "1-2 mg/kg/day for 3-5 days (asthma)", "60 mg/day", "60432-0618-08"),
          ("Albuterol HFA 90 mcg/puff", "4-8 puffs every 20 min x3 with spacer", "per protocol", "00173-0682-20"),
          ("Cetirizine 1 mg/mL", "6-23 months: 2.5 mg daily; 2-5 years: 2.5-5 mg daily", "5 mg/day under 6 years", "00904-6470-20")]


def _dose_row(d: Draw) -> str:
    drug, dose, cap, ndc = d.pick(_DOSES)
    return f"{drug} | {dose} | max {cap} | NDC {ndc}"


def _dose_csv_row(d: Draw) -> str:
    drug, dose, cap, ndc = d.pick(_DOSES)
    return f"\"{drug}\",\"{dose}\",\"{cap}\",{ndc.replace('-', '')},{d.rng.randint(1, 3)}"


def _dose_json_row(d: Draw) -> str:
    drug, dose, cap, ndc = d.pick(_DOSES)
    return f"{{\"product\": \"{drug}\", \"dosing\": \"{dose}\", \"max\": \"{cap}\", \"ndc\": \"{ndc}\", \"tier\": {d.rng.randint(1, 3)}}}"


_BF_GROUPS = [("Baby Café drop-in", "Tue", "10:00"), ("Back-to-work pumping class", "Thu", "18:00"), ("Partners' night", "1st Wed", "18:30"),
              ("NICU families milk group", "Mon", "13:00"), ("Grupo de lactancia en español", "Fri", "10:30"), ("Weigh-and-feed clinic", "Wed", "09:00"),
              ("Twins and multiples circle", "2nd Sat", "10:00"), ("Starting solids talk", "last Thu", "11:00")]


def _bf_row(d: Draw) -> str:
    g, day, t = d.pick(_BF_GROUPS)
    return f"{g} | {day} | {t} | {d.pick(['Albany Public Library, meeting room B', 'Zoom', 'WIC office community room', 'Circle house, upstairs'])} | {d.pick(['M. Osei-Lindqvist, IBCLC', 'peer counselor team', 'WIC breastfeeding peer'])}"


def _bf_ics(d: Draw) -> str:
    g, _, t = d.pick(_BF_GROUPS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/New_York:{day.strftime('%Y%m%d')}T{t.replace(':', '')}00\n"  # noqa: SLF001
            f"SUMMARY:{g}\nLOCATION:Flint River Breastfeeding Circle\nRRULE:FREQ=WEEKLY;COUNT={d.rng.randint(4, 12)}\nEND:VEVENT")


_SEAT_SITES = [("Peachtree Ridge main garage, level 1", "Sat", "09:00-12:00"), ("Macon Fire Station 7 bay", "2nd Tue", "16:00-19:00"),
               ("Augusta Public Safety Day lot", "3rd Sat", "10:00-14:00"), ("Albany WIC office parking", "1st Thu", "13:00-16:00"),
               ("Decatur library parking deck", "last Sat", "09:00-13:00"), ("Warner Robins Sheriff's annex", "4th Wed", "15:00-18:00")]


def _seat_row(d: Draw) -> str:
    site, day, hours = d.pick(_SEAT_SITES)
    return f"{site} | {day} | {hours} | {d.pick(['by appointment', 'drop-in', 'by appointment', 'drop-in until full'])} | {d.pick(_TECHS)}"


def _seat_csv_row(d: Draw) -> str:
    site, _, hours = d.pick(_SEAT_SITES)
    return f"{d.date_between(2026, 2026).isoformat()},\"{site}\",{hours},{d.rng.randint(6, 24)},{d.rng.randint(0, 12)}"


_COUNTIES = ["Fulton", "DeKalb", "Bibb", "Houston", "Richmond", "Dougherty", "Muscogee", "Clayton", "Baldwin", "Laurens"]


def _w30_row(d: Draw) -> str:
    n = d.rng.randint(120, 4200)
    return f"{d.pick(_COUNTIES)},{d.pick(['W30-1 (6+ visits by 15 months)', 'W30-2 (2+ visits 15-30 months)', 'WCV 3-21 years'])},{n},{d.rng.randint(n // 3, n * 9 // 10)},{d.pick(['2025', '2025', '2024'])}"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(14, 420)
    return (f"{d.pick(['837P', '837I', 'NCPDP D.0'])},PSC{d.rng.randint(3001, 3499)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 80, n * 600)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 9)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


# Spanish rows
_ES_CAMPAIGN = [("Lunes", "08:00-16:00", "escuelas del sector norte"), ("Martes", "08:00-16:00", "mercado municipal"), ("Miércoles", "09:00-15:00", "casa por casa, barrio sur"),
                ("Jueves", "08:00-12:00", "centro de salud"), ("Viernes", "08:00-16:00", "guarderías y CIBV"), ("Sábado", "09:00-13:00", "parque central")]
_ES_WC = [("Recién nacido (8 días)", "peso, ictericia, tamizaje neonatal"), ("1 mes", "peso y talla, lactancia"), ("2 meses", "desarrollo, vacunas"),
          ("4 meses", "desarrollo, vacunas"), ("6 meses", "inicio de alimentación complementaria"), ("9 meses", "hemoglobina, desarrollo"), ("12 meses", "vacunas SRP, hemoglobina"),
          ("18 meses", "vacunas, desarrollo del lenguaje"), ("2 años", "peso, talla, salud bucal"), ("3 años", "agudeza visual, presión arterial"),
          ("4 años", "refuerzos, audición"), ("5 años", "control preescolar")]
_ES_BF = [("Grupo de apoyo a la lactancia", "martes", "9:00"), ("Taller de extracción y conservación de leche", "jueves", "14:00"), ("Círculo de papás y abuelas", "sábado", "10:00"),
          ("Consejería individual (con cita)", "lunes a viernes", "8:00-12:00"), ("Grupo de madres adolescentes", "miércoles", "15:00"), ("Alimentación complementaria", "viernes", "10:00")]
_ES_DOSES = [("Amoxicilina 250 mg/5 mL", "80-90 mg/kg/día cada 12 h", "4 g/día"), ("Paracetamol 120 mg/5 mL", "15 mg/kg cada 6 h", "75 mg/kg/día"),
             ("Ibuprofeno 100 mg/5 mL", "10 mg/kg cada 8 h (mayores de 6 meses)", "40 mg/kg/día"), ("Sales de rehidratación oral", "75 mL/kg en 4 h (plan B)", "según pérdidas"),
             ("Zinc 20 mg", "10 mg/día (menores de 6 meses), 20 mg/día (6 meses a 5 años), 10-14 días", "20 mg/día"), ("Salbutamol inhalador 100 mcg", "2-4 puffs con espaciador cada 20 min", "según protocolo"),
             ("Albendazol 400 mg", "200 mg (12-23 meses), 400 mg (2 años y más), dosis única", "400 mg"), ("Sulfato ferroso gotas 25 mg/mL", "3 mg/kg/día de hierro elemental", "60 mg/día")]
_ES_COLD = [("Refrigerador 1 (biológicos)", "Refrigerador"), ("Refrigerador 2 (reserva)", "Refrigerador"), ("Termo de campo 1", "Termo"), ("Termo de campo 2", "Termo"), ("Congelador de paquetes fríos", "Congelador")]


def _es_campaign_row(d: Draw) -> str:
    day, hours, where = d.pick(_ES_CAMPAIGN)
    return f"{day} | {hours} | {where} | {d.pick(['SRP y fiebre amarilla', 'influenza y neumococo', 'pentavalente y polio (esquemas atrasados)', 'VPH (niñas y niños de 9 a 11 años)'])}"


def _es_wc_row(d: Draw) -> str:
    age, what = d.pick(_ES_WC)
    return f"{age} | {what} | {d.pick(['enfermería', 'medicina general', 'pediatría', 'enfermería y nutrición'])}"


def _es_bf_row(d: Draw) -> str:
    g, day, t = d.pick(_ES_BF)
    return f"{g} | {day} | {t} | {d.pick(['sala de usos múltiples', 'consultorio 3', 'auditorio', 'patio techado'])}"


def _es_dose_row(d: Draw) -> str:
    drug, dose, cap = d.pick(_ES_DOSES)
    return f"{drug} | {dose} | máx. {cap}"


def _es_cold_row(d: Draw) -> str:
    unit, _ = d.pick(_ES_COLD)
    day = d.date_between(2025, 2026)
    return f"{day.day:02d}/{day.month:02d} | {unit} | {d.rng.randint(25, 70) / 10:.1f} °C | {d.rng.randint(25, 70) / 10:.1f} °C | {d.pick(['GC', 'MA', 'JT', 'LS'])}"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "es":
            return f"{day.day} de {_ES_MONTHS[day.month - 1]} de {day.year}"
        return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
    return make


_OWN = {
    "hospital": HOSPITAL, "peds": PEDS, "immun": IMMUN, "circle": CIRCLE, "seats": SEATS, "plan": PLAN,
    "ec_partner": EC_PARTNER, "ve_partner": VE_PARTNER, "uy_partner": UY_PARTNER, "bo_partner": BO_PARTNER, "gt_partner": GT_PARTNER,
    "cr_partner": CR_PARTNER, "do_partner": DO_PARTNER,
    "h_phone": ORGANISATION_CONTACTS[0], "h_family": ORGANISATION_CONTACTS[1], "h_addr": ORGANISATION_CONTACTS[2], "h_email": ORGANISATION_CONTACTS[3],
    "h_web": ORGANISATION_CONTACTS[4], "p_phone": ORGANISATION_CONTACTS[5], "p_addr": ORGANISATION_CONTACTS[6], "p_email": ORGANISATION_CONTACTS[7],
    "i_phone": ORGANISATION_CONTACTS[8], "i_addr": ORGANISATION_CONTACTS[9], "i_email": ORGANISATION_CONTACTS[10], "c_phone": ORGANISATION_CONTACTS[11],
    "c_email": ORGANISATION_CONTACTS[12], "s_phone": ORGANISATION_CONTACTS[13], "s_email": ORGANISATION_CONTACTS[14], "plan_phone": ORGANISATION_CONTACTS[15],
    "ec_phone_intl": ORGANISATION_CONTACTS[16], "ec_phone": ORGANISATION_CONTACTS[17], "ec_email": ORGANISATION_CONTACTS[18],
    "ve_phone_intl": ORGANISATION_CONTACTS[19], "ve_phone": ORGANISATION_CONTACTS[20], "ve_email": ORGANISATION_CONTACTS[21],
    "uy_phone_intl": ORGANISATION_CONTACTS[22], "uy_phone": ORGANISATION_CONTACTS[23], "uy_email": ORGANISATION_CONTACTS[24],
    "bo_phone_intl": ORGANISATION_CONTACTS[25], "bo_phone": ORGANISATION_CONTACTS[26], "bo_email": ORGANISATION_CONTACTS[27],
    "gt_phone_intl": ORGANISATION_CONTACTS[28], "gt_phone": ORGANISATION_CONTACTS[29], "gt_email": ORGANISATION_CONTACTS[30],
    "cr_phone_intl": ORGANISATION_CONTACTS[31], "cr_phone": ORGANISATION_CONTACTS[32], "cr_email": ORGANISATION_CONTACTS[33],
    "do_phone_intl": ORGANISATION_CONTACTS[34], "do_phone": ORGANISATION_CONTACTS[35], "do_email": ORGANISATION_CONTACTS[36],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "ec_ruc": EC_RUC, "ve_rif": VE_RIF, "uy_rut": UY_RUT, "bo_nit": BO_NIT, "gt_nit": GT_NIT, "cr_juridica": CR_JURIDICA, "do_rnc": DO_RNC,
    "own_md": STAFF[0], "own_peds_md": STAFF[1], "own_rn": STAFF[2], "own_pharm": STAFF[3], "own_ibclc": STAFF[4], "own_cpst": STAFF[5], "own_sw": STAFF[6],
    "own_mph": STAFF[7],
    "ec_staff": _ES_STAFF["EC"], "ve_staff": _ES_STAFF["VE"], "uy_staff": _ES_STAFF["UY"], "bo_staff": _ES_STAFF["BO"], "gt_staff": _ES_STAFF["GT"],
    "cr_staff": _ES_STAFF["CR"], "do_staff": _ES_STAFF["DO"],
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "wc_table": _table(_wc_row, 7), "wc_csv": _rows(_wc_csv_row, 8, 12), "wc_json": _rows(_wc_json_row, 5, 24, ", "),
    "cold_table": _table(_cold_row, 6), "cold_csv": _rows(_cold_csv_row, 8, 20), "vax_xml": _rows(_vax_xml_row, 5, 30), "vax_obx": _rows(_vax_obx_row, 4, 12),
    "growth_table": _table(_growth_row, 6), "growth_csv": _rows(_growth_csv_row, 8, 5),
    "dose_table": _table(_dose_row, 6), "dose_csv": _rows(_dose_csv_row, 6, 14), "dose_json": _rows(_dose_json_row, 4, 30, ", "),
    "bf_table": _table(_bf_row, 5), "bf_ics": _rows(_bf_ics, 3, 60),
    "seat_table": _table(_seat_row, 4), "seat_csv": _rows(_seat_csv_row, 6, 40),
    "w30_csv": _rows(_w30_row, 7, 12), "batch_csv": _rows(_batch_csv_row, 5, 20),
    "es_campaign_table": _table(_es_campaign_row, 4), "es_wc_table": _table(_es_wc_row, 6), "es_bf_table": _table(_es_bf_row, 4),
    "es_dose_table": _table(_es_dose_row, 5), "es_cold_table": _rows(_es_cold_row, 6, 22),
    "en_date": _doc_date("en"), "es_date": _doc_date("es"), "es_date2": _doc_date("es"),
    "county": lambda d: d.pick(_COUNTIES), "tech": lambda d: d.pick(_TECHS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)),
    "pct_hi": lambda d: f"{d.rng.randint(82, 97)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(41, 79)}.{d.rng.randint(0, 9)}",
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}",
    "policy_no": lambda d: f"PRCH-{d.pick(['PED', 'NUR', 'IC', 'PH', 'FAM'])}-{d.rng.randint(100, 480)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(300, 420)), "fhir_num": lambda d: str(d.rng.randint(100, 299)), "score": lambda d: f"{int(d.fill('fhir_num')) / int(d.fill('fhir_den')):.2f}",
    "temp_c": lambda d: f"{d.rng.randint(30, 65) / 10:.1f}", "weeks_gest": lambda d: str(d.rng.randint(34, 41)),
    "weight_kg": lambda d: f"{d.rng.randint(55, 380) / 10:.1f}", "pctile": lambda d: d.pick(["<1st", "2nd", "3rd", "5th", "<3rd"]),
    "infant_age": infant_age_v66,
}

US = ("en_US",)
EC = ("es_EC",)
VE = ("es_VE",)
UY = ("es_UY",)
BO = ("es_BO",)
GT = ("es_GT",)
CR = ("es_CR",)
DO = ("es_DO",)
OTHER_LOCALES = EC + VE + UY + BO + GT + CR + DO

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- well-child visit schedules
    ("b66c_wc_table", "well_child_visit_schedule", US,
     "{peds} - WELL-CHILD VISIT SCHEDULE (Bright Futures, revised {en_date})\nVisit | Screening | Vaccines due | Visit length\n{wc_table}\n"
     "Bring the shot record and any school or daycare forms. Visits are covered in full by Medicaid, PeachCare for Kids and most plans. To book: {p_phone}."),
    ("b66c_wc_csv", "csv_export", US,
     "visit_age,screening,vaccines,preventive_cpt\n{wc_csv}\n# {peds} EHR health-maintenance template export {iso_ts}; schedule only"),
    ("b66c_wc_json", "json_export", US,
     "{\"practice\": \"{peds}\", \"schedule\": \"Bright Futures periodicity\", \"version\": \"{ver}\", \"effective\": \"{eff_iso}\", \"visits\": [{wc_json}], \"booking\": \"{p_email}\"}"),
    ("b66c_wc_poster", "well_child_visit_schedule", US,
     "CHECKUPS ARE NOT JUST FOR WHEN THEY'RE SICK\nBabies: ((3-5 days||the first week)), 1, 2, 4, 6, 9, 12, 15, 18 and 24 months. Then once a year, every year, until 21.\n"
     "Each checkup: growth, development, hearing and vision, vaccines, and time for your questions.\n{peds} | {p_addr} | {p_phone}\nSe habla español. Poster ((A||B||C))-{small_count}, {en_date}."),
    ("b66c_wc_cr", "spanish_notice", CR,
     "{cr_partner} - CONTROL DE CRECIMIENTO Y DESARROLLO DEL NIÑO SANO\nEdad | Qué revisamos | Quién atiende\n{es_wc_table}\n"
     "Traiga siempre el carné de vacunas y la Cartilla de Salud del Niño. Citas: {cr_phone}. Cédula jurídica {cr_juridica}. Actualizado el {es_date}."),
    # ---- vaccination campaigns and cold chain
    ("b66c_vax_poster", "vaccination_campaign_poster", US,
     "BACK-TO-SCHOOL SHOT DAYS\n{immun} - free vaccines for children 0-18 through Vaccines for Children (VFC)\n((Saturdays in July||Every Tuesday evening in August||July 12, 19 and 26)), {span_hours}\n"
     "Bring: the child's shot record (or we can print it from the state registry), and Form 3231 if you have one. Walk-ins welcome. {i_addr} | {i_phone} | {i_email}"),
    ("b66c_vax_flu_poster", "vaccination_campaign_poster", US,
     "FLU AND RSV PROTECTION FOR BABIES THIS WINTER\nEveryone 6 months and older: a flu shot every year. Children getting a flu vaccine for the first time under 9 years need 2 doses, 4 weeks apart.\n"
     "Babies under 8 months in RSV season: ask about nirsevimab. Pregnant at 32-36 weeks: ask about the maternal RSV vaccine.\n{immun} and {peds}. Call {i_phone}. Campaign {year}-{year_next}, poster v{ver}."),
    ("b66c_cold_table", "cold_chain_log", US,
     "{immun} - VACCINE STORAGE TEMPERATURE LOG (record twice daily; range 2.0-8.0 C)\nDate | Unit | Min | Max | Initials | Action\n{cold_table}\n"
     "Any reading out of range: label the vaccine DO NOT USE, keep it cold, call the VFC program and the manufacturer. Coordinator: {own_rn}."),
    ("b66c_cold_csv", "csv_export", US,
     "timestamp,asset,temp_c,status\n{cold_csv}\n# data logger download, {immun} mobile clinic, {iso_ts}; calibration certificate on file"),
    ("b66c_vax_calendar", "vaccination_campaign_poster", US,
     "SCHOOL-BASED VACCINE CLINICS, {quarter}\n{immun} nurses visit middle schools in Richmond and Columbia counties for Tdap, MenACWY and HPV (grades 6-8).\n"
     "Consent forms go home ((two weeks||ten days)) before the visit. Children enrolled in VFC or PeachCare pay nothing; we bill private plans and waive the rest.\n"
     "Questions: {i_email} or {i_phone}. Program lead: {own_mph}. Sent {en_date}."),
    ("b66c_cold_ec", "spanish_notice", EC,
     "{ec_partner}\nREGISTRO DIARIO DE TEMPERATURA - CADENA DE FRÍO (rango 2 °C a 8 °C)\nFecha | Equipo | Mañana | Tarde | Responsable\n{es_cold_table}\n"
     "Ante una lectura fuera de rango: no usar los biológicos, mantenerlos en frío y avisar al distrito. RUC {ec_ruc}. Tel. {ec_phone}."),
    ("b66c_vax_ve", "spanish_notice", VE,
     "¡JORNADA DE VACUNACIÓN INFANTIL!\n{ve_partner} y el consejo comunal te esperan. Trae la tarjeta de vacunas de tus niños y niñas de 0 a 10 años.\n"
     "Día | Horario | Lugar | Vacunas\n{es_campaign_table}\nTodas las vacunas son gratuitas. Información: {ve_phone} - {ve_email}. RIF {ve_rif}."),
    ("b66c_vax_ec", "spanish_notice", EC,
     "CAMPAÑA DE VACUNACIÓN CONTRA EL SARAMPIÓN Y LA RUBÉOLA\nNiñas y niños de 1 a 5 años: dosis adicional de SRP aunque ya estén vacunados.\n"
     "Del {es_date} al {es_date2}, de 08:00 a 16:00, en {ec_partner} y en brigadas casa por casa.\nMayor información: {ec_phone_intl} / {ec_email}"),
    ("b66c_cold_bo", "spanish_notice", BO,
     "{bo_partner} - PROGRAMA AMPLIADO DE INMUNIZACIÓN\nCONTROL DE TEMPERATURA DE LA CADENA DE FRÍO, gestión {year}\nFecha | Equipo | Mañana | Tarde | Responsable\n{es_cold_table}\n"
     "Equipo revisado por {bo_staff}. NIT {bo_nit}. Teléfono {bo_phone}."),
    # ---- growth-chart reference tables
    ("b66c_growth_table", "growth_chart_reference", US,
     "WHO CHILD GROWTH STANDARDS - WEIGHT-FOR-AGE (kg) AND LENGTH-FOR-AGE MEDIAN (cm), 0-24 MONTHS\nAge / sex | 3rd | 50th | 97th | Length 50th\n{growth_table}\n"
     "Use WHO charts from birth to 24 months and CDC charts from 2 years. Plot corrected age for infants born before 37 weeks until 24 months. {hospital}, nutrition services, {en_date}."),
    ("b66c_growth_csv", "csv_export", US,
     "age_months,sex,weight_p3_kg,weight_p50_kg,weight_p97_kg,length_p50_cm\n{growth_csv}\n# reference values for the EHR growth widget, {hospital}, build {ver}"),
    ("b66c_growth_memo", "growth_chart_reference", US,
     "MEMO - {hospital} Clinical Nutrition\nTo: general pediatrics, NICU follow-up clinic\nFrom: {own_peds_md}\nDate: {en_date}\nRe: growth chart settings in the EHR\n"
     "From ((next Monday||the first of the month)) the growth widget switches automatically from WHO to CDC curves at 24 months and shows BMI-for-age from 2 years. "
     "Weight-for-length below the 2nd percentile (WHO) or BMI below the 5th percentile (CDC) triggers the nutrition referral order set. "
     "Fenton curves stay in use in the NICU until 50 weeks postmenstrual age. Questions: {h_family}."),
    ("b66c_growth_gt", "spanish_notice", GT,
     "{gt_partner}\nPATRONES DE CRECIMIENTO DE LA OMS - PESO PARA LA EDAD (kg)\nEdad / sexo | P3 | P50 | P97 | Talla P50\n{growth_table}\n"
     "Monitoreo de crecimiento mensual para menores de 2 años y trimestral de 2 a 5 años. Preparado por {gt_staff}. NIT {gt_nit}. Tel. {gt_phone}."),
    # ---- paediatric ward visiting rules
    ("b66c_ward_rules", "paediatric_ward_visiting_rules", US,
     "{hospital} - 5 WEST GENERAL PEDIATRICS: FAMILY PRESENCE\nParents and legal guardians are welcome 24 hours a day; one may sleep in the room.\n"
     "Other visitors: 09:00-20:00, two at the bedside at a time. Siblings under 12 may visit outside respiratory-virus season (October-March) after a health screen at the desk.\n"
     "Quiet hours 21:00-07:00. Everyone wears a visitor badge. Questions: Family Services {h_family}. Policy {policy_no}, revised {en_date}."),
    ("b66c_ward_picu", "paediatric_ward_visiting_rules", US,
     "PICU VISITING GUIDELINES\n1. Two parents or guardians at the bedside at any time; one may stay overnight in the sleep chair.\n"
     "2. Grandparents and other adults: 10:00-19:00, one at a time, with a parent present.\n3. No visitors under 14 without a child-life consult.\n"
     "4. Wash or gel in and out. Masks during RSV and influenza season.\n5. Shift change 06:45-07:30 and 18:45-19:30: please step out for handoff unless you join bedside rounds.\n{hospital}, {h_addr}. Policy {policy_no}, effective {en_date}."),
    ("b66c_ward_nicu", "paediatric_ward_visiting_rules", US,
     "NICU FAMILY HANDBOOK - PAGE {pages}\nYour baby's care team welcomes parents at any hour. Two support people may be added to the visitor list; they visit with a parent.\n"
     "Skin-to-skin (kangaroo care) is encouraged once your baby is stable; ask your nurse. Breast pumps and milk storage labels are at the milk room.\n"
     "Lactation consultants round daily, 09:00-17:00. {hospital} NICU, level IV. Main line {h_phone}. Handbook edition {ver}, {en_date}."),
    ("b66c_ward_do", "spanish_notice", DO,
     "{do_partner}\nNORMAS DE VISITA - SALA DE PEDIATRÍA\n1. Un acompañante permanente por niño (madre, padre o tutor).\n2. Visitas: de 4:00 a 6:00 de la tarde, dos personas a la vez.\n"
     "3. No se permiten menores de ((12||10||14)) años como visitantes.\n4. Lavarse las manos al entrar y al salir.\n5. Prohibido traer comida de la calle.\nInformación: {do_phone}. RNC {do_rnc}. Vigente desde el {es_date}."),
    ("b66c_ward_cr", "spanish_notice", CR,
     "NORMAS PARA ACOMPAÑANTES - SERVICIO DE PEDIATRÍA\nSegún la Ley 7430, toda persona menor de edad hospitalizada tiene derecho a un acompañante las 24 horas.\n"
     "Cambio de acompañante: 7:00 a. m. y 7:00 p. m. Horario de visita: de 2:00 a 4:00 p. m. Se entrega una tarjeta de acompañante en la estación de enfermería.\n"
     "{cr_partner} - {cr_phone_intl} - {cr_email} - actualizado el {es_date}"),
    # ---- school-entry health requirements
    ("b66c_school_req", "school_entry_health_requirements", US,
     "GEORGIA SCHOOL ENTRY: WHAT YOUR CHILD NEEDS\n1. Form 3231, Certificate of Immunization, from the doctor or health department.\n"
     "2. Form 3300, Eye, Ear, Dental and Nutrition screening, done within 12 months before entry.\n3. For kindergarten: DTaP (4-5 doses), IPV (4), MMR (2), varicella (2), HepB (3), HepA (2).\n"
     "4. For 7th grade: Tdap and MenACWY. For 11th grade: the MenACWY booster.\n{peds} fills both forms at the 4- and 5-year checkups. Forms fee: none. Call {p_phone}. Revised {en_date}."),
    ("b66c_school_3300", "school_entry_health_requirements", US,
     "FORM 3300 SCREENING DAYS AT {immun}\nVision (chart or photoscreen), hearing (pure tone 20 dB at 1000, 2000 and 4000 Hz), dental check by a hygienist and a nutrition screen.\n"
     "Appointments ((Mondays and Wednesdays||Tuesdays and Thursdays)) {span_hours} in June and July; about 40 minutes. Children from 4 to 18.\nPhone {i_phone}. Updated {en_date}."),
    ("b66c_school_letter", "school_entry_health_requirements", US,
     "{en_date}\n\nDear families of rising kindergartners,\n\nSchools in Bibb and Houston counties start on ((August 1||August 4||July 31)). A child cannot start class without forms 3231 and 3300 on file. "
     "Our nurses can fill a 3300 in a 30-minute visit. If your child has a medical exemption, the doctor must sign a Form 3231 marked medical exemption; religious exemptions are filed with the school.\n\n"
     "{peds}, {p_addr}\n{own_rn}"),
    ("b66c_school_uy", "spanish_notice", UY,
     "INSCRIPCIÓN ESCOLAR {year}: DOCUMENTOS DE SALUD (aviso del {es_date})\n- Certificado de Esquema de Vacunación (CEV) vigente.\n- Carné de Salud del Niño y la Niña con el control del último año.\n"
     "- Control odontológico y de agudeza visual para 1.er año.\nLa policlínica expide el CEV en el momento si las vacunas están al día. {uy_partner}, {uy_phone} ({uy_email}). RUT {uy_rut}."),
    ("b66c_school_bo", "spanish_notice", BO,
     "REQUISITOS DE SALUD PARA LA INSCRIPCIÓN ESCOLAR - GESTIÓN {year}\n1. Carnet de vacunas completo (BCG, pentavalente, polio, SRP, fiebre amarilla).\n2. Certificado médico de salud.\n"
     "3. Control de talla y peso del último semestre.\nAtención para certificados: lunes a viernes de 8:00 a 12:00, desde el {es_date}. {bo_partner}. Tel. {bo_phone_intl}."),
    ("b66c_school_do", "spanish_notice", DO,
     "AVISO A PADRES, MADRES Y TUTORES\nPara el año escolar ((2025-2026||2026-2027)) el centro educativo exige la tarjeta de vacunación al día y el certificado médico escolar.\n"
     "El hospital hace los certificados los martes y jueves de 8:00 a 11:00 a. m., con la tarjeta de vacunas, a partir del {es_date}. Costo: gratuito.\n{do_partner}, {do_phone_intl}, {do_email}"),
    # ---- breastfeeding-support calendars
    ("b66c_bf_table", "breastfeeding_support_calendar", US,
     "{circle} - GROUP CALENDAR, {en_date}\nGroup | Day | Time | Where | Led by\n{bf_table}\nFree. Babies and toddlers welcome. Questions: {c_phone} or {c_email}."),
    ("b66c_bf_ics", "breastfeeding_support_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Flint River Breastfeeding Circle//Groups//EN\n{bf_ics}\nEND:VCALENDAR"),
    ("b66c_bf_flyer", "breastfeeding_support_calendar", US,
     "NURSING IS HARD SOMETIMES. YOU DON'T HAVE TO FIGURE IT OUT ALONE.\nWeekly weigh-and-feed: bring your baby, we weigh before and after a feed.\n"
     "((Pumping questions? Come to the back-to-work class.||Latch hurts? An IBCLC is at every Tuesday group.||Partners welcome at every session.))\n"
     "{circle} with {own_ibclc}. {c_phone} | {c_email}\nFunded in part by a WIC partnership grant ({year}). Printed {en_date}."),
    ("b66c_bf_do", "spanish_notice", DO,
     "{do_partner} - GRUPOS DE APOYO A LA LACTANCIA MATERNA\nGrupo | Día | Hora | Lugar\n{es_bf_table}\nLa leche materna exclusiva durante los primeros 6 meses protege a su bebé. "
     "Sin costo. Preguntas: {do_phone} o {do_email}."),
    ("b66c_bf_bo", "spanish_notice", BO,
     "{bo_partner}\nCALENDARIO DE GRUPOS DE LACTANCIA ({es_date})\nGrupo | Día | Hora | Lugar\n{es_bf_table}\nCoordina: {bo_staff}. Consultas: {bo_phone} - {bo_email}."),
    # ---- paediatric formulary dosing
    ("b66c_dose_table", "paediatric_formulary_dosing", US,
     "{hospital} PEDIATRIC FORMULARY - COMMON ORAL DOSES (weight-based; verify against the patient's current weight)\nProduct | Dose | Maximum | NDC\n{dose_table}\n"
     "Round liquid doses to the nearest 0.1 mL under 10 mL. Approved by the P&T committee {en_date}. Pharmacist: {own_pharm}."),
    ("b66c_dose_memo", "paediatric_formulary_dosing", US,
     "PHARMACY BULLETIN - {hospital}\nDate: {en_date}\nRe: amoxicillin suspension shortage\nThe 400 mg/5 mL suspension is short for about ((3||5||6)) weeks. Use 250 mg/5 mL and recalculate the volume: "
     "a 15 kg child on 90 mg/kg/day needs 675 mg every 12 h, which is 13.5 mL of 250 mg/5 mL. Lot {lot} of cefdinir 250 mg/5 mL is recalled for a labeling error; quarantine it. "
     "Dosing questions: {own_pharm}, pharmacy line {h_phone}."),
    ("b66c_dose_csv", "csv_export", US,
     "product,dose,max,ndc11,tier\n{dose_csv}\n# {plan} pediatric formulary extract {iso_ts}; RxBIN {rxbin} PCN {pcn}"),
    ("b66c_dose_ve", "spanish_notice", VE,
     "{ve_partner}\nTABLA DE DOSIS PEDIÁTRICAS DE USO FRECUENTE (calcular siempre con el peso actual)\nMedicamento | Dosis | Máximo\n{es_dose_table}\n"
     "Revisada por {ve_staff} el {es_date}. Consultas de farmacia: {ve_phone_intl}."),
    # ---- car-seat clinic timetables
    ("b66c_seat_table", "car_seat_clinic_timetable", US,
     "{seats} - FREE CAR SEAT CHECKS, {quarter}\nSite | Day | Hours | Booking | Technician\n{seat_table}\n"
     "Bring the seat, its manual, your vehicle's manual, and the child if you can. A check takes about 30 minutes. Book at {s_phone} or {s_email}."),
    ("b66c_seat_flyer", "car_seat_clinic_timetable", US,
     "IS YOUR CAR SEAT INSTALLED RIGHT?\nMost seats we check have at least one mistake. Rear-facing as long as the seat allows (at least to age 2), then forward-facing with a harness, "
     "then a booster until the belt fits, usually 8 to 12 years. Children under 13 ride in the back seat.\n"
     "Reduced-cost seats for families on WIC or Medicaid: ask when you book. {seats}, a program of {hospital}. {s_phone} | {h_web}\nFlyer {ver}, {en_date}"),
    ("b66c_seat_csv", "csv_export", US,
     "event_date,site,hours,seats_checked,seats_distributed\n{seat_csv}\n# {seats} event log export {iso_ts}; counts only, lead tech {own_cpst}"),
    ("b66c_seat_uy", "spanish_notice", UY,
     "TALLER GRATUITO: SILLAS DE RETENCIÓN INFANTIL (SRI)\n¿Sabés instalar bien la silla del auto? En Uruguay es obligatoria para menores de 12 años o de menos de 1,50 m.\n"
     "Sábado {es_date}, de 9:00 a 12:00, en el estacionamiento de la {uy_partner}. Traé la silla y el auto. Cupos limitados: {uy_phone_intl}."),
    # ---- exports of non-personal data
    ("b66c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*PEACHTREERIDGE *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*PEACHTREERIDGE*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{four_digits}*005010X222A1~\nIK3*NM1*{small}*2010*8~\nIK4*9*67*7~\nIK5*R*5~\nAK9*R*1*1*0~\nSE*8*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b66c_hl7_doses", "hl7_export", US,
     "MSH|^~\\&|VAXREPORT|SRIP|STATEIIS|GA|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nOBR|1||{fivedig}|DOSESAGG^Doses administered by vaccine, site aggregate^L|||{hl7_ts}\n{vax_obx}"),
    ("b66c_vax_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<vaccineInventory site=\"{immun}\" pin=\"GA{fivedig}\" reported=\"{eff_iso}\">\n{vax_xml}\n</vaccineInventory>"),
    ("b66c_batch_csv", "csv_export", US,
     "tx_set,batch_id,sent_date,claim_count,total_billed,rejected_count,ack_status\n{batch_csv}\n# pediatric claim batches, {hospital} to {plan}, payer ID {payer_id}, billing NPI {own_npi}, tax ID {org_ein}; totals only"),
    ("b66c_dose_json", "json_export", US,
     "{\"plan\": \"{plan}\", \"rxbin\": \"{rxbin}\", \"pcn\": \"{pcn}\", \"group\": \"{group_no}\", \"formulary\": \"pediatric oral liquids\", \"effective\": \"{eff_iso}\", "
     "\"items\": [{dose_json}]}"),
    ("b66c_fhir_cis", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{h_web}/Measure/childhood-immunization-status-combo10\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{plan}\"}, \"period\": {\"start\": \"2025-01-01\", \"end\": \"2025-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"denominator\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    ("b66c_w30_csv", "csv_export", US,
     "county,measure,eligible,compliant,measurement_year\n{w30_csv}\n# {plan} HEDIS well-child dashboard, {iso_ts}; aggregate counts, provider line {plan_phone}"),
    # ---- more Spanish notices
    ("b66c_wc_gt", "spanish_notice", GT,
     "{gt_partner}\nCALENDARIO DE CONTROLES DEL NIÑO Y LA NIÑA MENORES DE 5 AÑOS\nEdad | Control | Atiende\n{es_wc_table}\n"
     "En cada control se pesa y se mide al niño y se anota en el carné. Teléfono: {gt_phone_intl}. Correo: {gt_email}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b66_wellchild_note", "well_child_visit_note", US,
     "{peds} - WELL-CHILD VISIT (AGE {child_age_upper})\nPatient: {last}, {first}   Chart: [[record_number:mrn_v66]]   DOB: [[date_of_birth:dob_v66]]   Sex: {sex}\n"
     "Medicaid/PeachCare ID: [[member_id:medicaid_v66]]\nHome: [[address:addr_ga_v66]]\nAccompanied by {possessive} {parent_word}, {first2} {last2}, cell [[phone:phone_ga_v66]]\n"
     "Growth: weight ((50th||25th||75th)) percentile, tracking. Development on track (ASQ-3 passed). Lead level ((normal||3.1 mcg/dL, recheck in 3 months)). "
     "Vaccines today per schedule; VIS given. Next visit per Bright Futures. {own_md}"),
    ("b66_wellchild_portal", "well_child_visit_note", US,
     "Patient portal message - {peds}\nFrom: {first2} {last2} (proxy for {first} {last}, chart [[record_number:mrn_v66]])\nSent {iso_ts} from [[ip_address:ip_v66]]\n"
     "Subject: forms for daycare\nHi! {first}'s checkup was last week. The daycare needs the 3231 and 3300 forms. {pronoun_cap} was born [[date_of_birth:dob_v66]] in case you need it. "
     "Could you e-mail them to [[email:email_v66]]? Or text me at [[phone:phone_ga_v66]] when they're ready to pick up. Thank you!"),
    ("b66_wellchild_newborn", "well_child_visit_note", US,
     "NEWBORN FIRST VISIT (3-5 days) - {peds}\nBaby: {first} {last}   DOB [[date_of_birth:dob_newborn_v66]]   GA {weeks_gest} wk   Chart [[record_number:mrn_v66]]\n"
     "Mother: {first2} {last2}, DOB [[date_of_birth:dob_parent_v66]], Medicaid [[member_id:medicaid_v66]]\nWeight down ((6||8||9))% from birth weight; breastfeeding 8-10 times a day. "
     "Bilirubin ((11.2||13.4||9.8)) mg/dL, below phototherapy line. Newborn screen sent. Follow-up 1 week. Mom's cell: [[phone:phone_ga_v66]]. {own_peds_md}"),
    ("b66_vax_card", "vaccination_card", US,
     "GEORGIA CERTIFICATE OF IMMUNIZATION (Form 3231) - printed from GRITS\nChild: {first} {last}   Date of birth: [[date_of_birth:dob_v66]]   GRITS client ID: [[record_number:grits_v66]]\n"
     "Parent/guardian: {first2} {last2}   Phone: [[phone:phone_ga_v66]]\nAddress: [[address:addr_ga_v66]]\nDTaP x5, IPV x4, MMR x2, varicella x2, HepB x3, HepA x2, Hib x4, PCV x4. "
     "Complete for kindergarten. Expires: none. Issued by {immun}, {own_rn}."),
    ("b66_nbs_letter", "newborn_screening_letter", US,
     "{hospital} - Newborn Screening Follow-up\n{nbs_date}\n\n{first2} {last2}\n[[address:addr_ga_v66]]\n\nDear parent of {first} {last} (born [[date_of_birth:dob_newborn_v66]], MRN [[record_number:mrn_v66]]),\n\n"
     "Your baby's newborn screen showed a result that needs a repeat test: ((an elevated TSH, possible congenital hypothyroidism||a low biotinidase level||a borderline C3 acylcarnitine||"
     "an abnormal hemoglobin pattern, FS)). This does not mean your baby has the condition. Please bring your baby to our lab within ((2||3)) days. We tried to call you at [[phone:phone_ga_v66]].\n\n{own_peds_md}"),
    ("b66_nbs_critical", "newborn_screening_letter", US,
     "NEWBORN SCREENING - CRITICAL RESULT NOTIFICATION (faxed to PCP {peds})\nInfant: {last_upper}, {first_upper}   DOB/time of birth: [[date_of_birth:dob_newborn_v66]] {clock}\n"
     "Mother: {first2} {last2}   Mother's DOB: [[date_of_birth:dob_parent_v66]]   Infant Medicaid: [[member_id:medicaid_v66]]\nResult: ((galactosemia (GALT) absent activity||C8 acylcarnitine elevated, r/o MCAD||"
     "17-OHP markedly elevated, r/o CAH)). Family notified by phone. Metabolic team appointment tomorrow 08:00. Contact for family: [[phone:phone_ga_v66]]"),
    ("b66_growth_referral", "growth_faltering_referral", US,
     "REFERRAL - PEDIATRIC GASTROENTEROLOGY / NUTRITION, {hospital}\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v66]]   MRN: [[record_number:mrn_v66]]\n"
     "Insurance: {plan}, member ID [[member_id:medicaid_v66]]\nReason: weight-for-age fell from the ((50th||25th||75th)) to the {pctile} percentile over 6 months; current weight {weight_kg} kg. "
     "Calorie counts done; TTG-IgA and CBC pending.\nParent: {first2} {last2}, [[phone:phone_ga_v66]], [[email:email_v66]]\nHome: [[address:addr_ga_v66]]\nReferring: {own_md}"),
    ("b66_growth_fax", "growth_faltering_referral", US,
     "FAX COVER - {peds}\nTo: Feeding clinic intake   Pages: {pages}\nRe: {first} {last}, DOB [[date_of_birth:dob_us_v66]], SSN [[ssn:ssn_v66]] (required by the early-intervention program)\n"
     "Failure to thrive, ((oral aversion||picky eating with weight loss||post-NICU feeding difficulty)). Family address: [[address:addr_ga_v66]]. Best number: [[phone:phone_ga_v66]] ({parent_word}).\n"
     "Please call the family directly to schedule."),
    ("b66_ed_mvc", "paediatric_emergency_note", US,
     "{hospital} PEDIATRIC EMERGENCY DEPARTMENT\nPatient: {first} {last}, DOB [[date_of_birth:dob_v66]], MRN [[record_number:mrn_v66]]\n"
     "HPI: restrained ((rear-facing||forward-facing||booster-seat)) passenger in a ((side-impact||rear-end)) crash at ((35||45)) mph. Family vehicle plate [[vehicle_id:plate_ga_v66]] (per EMS). "
     "GCS 15, seat-belt sign absent, FAST negative.\nParent at bedside: {first2} {last2}, [[phone:phone_ga_v66]]; lives at [[address:addr_ga_v66]].\nDisposition: home. Car seat replaced via {seats}. {own_peds_md}"),
    ("b66_ed_ingestion", "paediatric_emergency_note", US,
     "PED ED NOTE - ingestion\n{first} {last} (MRN [[record_number:mrn_v66]], DOB [[date_of_birth:dob_v66]]) was found with ((an open pill organizer||a bottle of amlodipine||a blister pack of glipizide)) "
     "at {possessive} great-grandmother's home; she is [[age_over_89:age_v66]] and watches the children after school. Poison center consulted. Glucose and ECG monitoring for 12 h.\n"
     "Great-grandmother's phone: [[phone:phone_ga_v66]]. {parent_word_cap} ({first2} {last2}) reached at work: [[phone:phone_us]]. Social work notified for a home-safety visit. {own_md}"),
    ("b66_school_online", "school_absence_certificate", US,
     "{peds} - online form: school excuse note request\nStudent name: {first} {last}\nDate of birth: [[date_of_birth:dob_v66]]\nDate(s) missed: {dos} ((only||and the day after||through the end of that week))\n"
     "Parent e-mail: [[email:email_v66]]\nParent phone: [[phone:phone_ga_v66]]\nRush fee ($5) card: [[card:card_v66]]\nSubmitted from IP [[ip_address:ip_v66]] at {iso_ts}\n"
     "Reason: ((strep throat, seen in clinic||influenza A, seen by telehealth||asthma flare, seen in clinic))"),
    ("b66_cps_referral", "child_protection_referral", US,
     "REPORT OF SUSPECTED CHILD ABUSE - GEORGIA DFCS (O.C.G.A. 19-7-5)\nReporter: {own_sw}, {hospital}\nChild: {first} {last}, DOB [[date_of_birth:dob_v66]], home [[address:addr_ga_v66]]\n"
     "Caregiver: {first2} {last2}, SSN [[ssn:ssn_v66]], phone [[phone:phone_ga_v66]]\nConcern: ((patterned bruising on the back and buttocks||a spiral femur fracture in a non-ambulatory infant||"
     "repeated missed care for type 1 diabetes, DKA x3)). The caregiver's boyfriend drives a ((black Dodge Charger||silver Nissan Altima)), tag [[vehicle_id:plate_ga_v66]]. "
     "Public posts about the child: [[url:url_v66]]"),
    ("b66_cps_hotline", "child_protection_referral", US,
     "DFCS CENTRALIZED INTAKE - call notes {clock}\nCaller: school counselor. Child: {first} {last}, age {child_age}, DOB [[date_of_birth:dob_v66]].\n"
     "Living with great-grandfather, [[age_over_89:age_v66]], since the mother died [[date_of_death:dod_v66]]. Home at [[address:addr_ga_v66]] has no working heat; "
     "child comes to school hungry. Great-grandfather's phone [[phone:phone_ga_v66]]. Kinship caregiver supports discussed. Response time: 24 hours."),
    ("b66_sids_review", "sudden_infant_death_review", US,
     "CHILD FATALITY REVIEW - SUDDEN UNEXPECTED INFANT DEATH (confidential, O.C.G.A. 19-15-3)\nInfant: {first} {last}   DOB [[date_of_birth:dob_infant_v66]]   Date of death [[date_of_death:dod_infant_v66]]   Age {infant_age}\n"
     "MRN [[record_number:mrn_v66]]   Residence: [[address:addr_ga_v66]]\nSleep environment: ((adult bed with a parent||couch with a caregiver||crib with a bumper and two blankets)). "
     "Caregiver that night: the grandmother's mother, [[age_over_89:age_v66]]. Safe-sleep teaching documented at discharge: ((yes||no)). Family memorial page: [[url:url_memorial_v66]]. Reviewed by {own_mph}."),
    ("b66_custody_poa", "custody_consent_form", US,
     "GEORGIA POWER OF ATTORNEY FOR THE CARE OF A MINOR CHILD (O.C.G.A. 19-9-120)\nChild: {first} {last}, born [[date_of_birth:dob_v66]], SSN [[ssn:ssn_v66]]\n"
     "Parent granting: {first2} {last2}. The other parent died on [[date_of_death:dod_v66]].\nAgent: the child's great-grandmother, [[age_over_89:age_v66]], Medicare [[member_id:mbi_v66]], "
     "of [[address:addr_ga_v66]], phone [[phone:phone_ga_v66]]\nFamily fundraiser for the child's care: [[url:url_v66]]\nSigned before a notary, {en_date}."),
    ("b66_consent_esign", "custody_consent_form", US,
     "CONSENT TO TREAT A MINOR - e-signature audit trail ({hospital})\nPatient: {first} {last}   DOB [[date_of_birth:dob_iso_v66]]   Plan member [[member_id:medicaid_v66]]\n"
     "Signer: {first2} {last2} ({parent_word})   E-mail: [[email:email_plain_v66]]   Signed {iso_ts} from [[ip_address:ip_v66]]\n"
     "Copay card on file: [[card:card_v66]]\nConsents: outpatient treatment, telehealth, sharing with the school nurse ((yes||no))."),
    ("b66_ec_history", "ecuador_form", EC,
     "{ec_partner}\nHISTORIA CLÍNICA PEDIÁTRICA - DATOS DE FILIACIÓN\nApellidos: {last}   Nombres: {first}\nCédula del niño/a: [[national_id:cedula_ec_v66]]\nFecha de nacimiento: [[date_of_birth:dob_v66]]\n"
     "Dirección domiciliaria: [[address:addr_ec_v66]]\nRepresentante: {first2} {last2} ({parent_es}), celular [[phone:phone_ec_v66]], correo [[email:email_v66]]\n"
     "Cuenta para el reembolso del seguro: [[bank_account:account_ec_v66]]\nMotivo de consulta: ((control de niño sano||diarrea de 3 días||bajo peso para la edad)). Médico: {ec_staff}"),
    ("b66_ec_vax_card", "ecuador_form", EC,
     "MINISTERIO DE SALUD PÚBLICA - CARNÉ DE VACUNACIÓN\nNombre: {first} {last}   C.I. [[national_id:cedula_ec_v66]]\nFecha de nac.: [[date_of_birth:dob_v66]]   Sexo: {sex}\n"
     "Madre/padre: {first2} {last2}, C.I. [[national_id:cedula_ec_v66]], pasaporte [[national_id:passport_v66]]\nTeléfono: [[phone:phone_ec_v66]]\n"
     "BCG ✓  HB cero ✓  Rotavirus 2/2  Pentavalente ((3/3||2/3))  Neumococo 3/3  SRP ((1/2||2/2)). Unidad: {ec_partner}"),
    ("b66_ve_form", "venezuela_form", VE,
     "{ve_partner}\nFICHA DE INGRESO AL PROGRAMA DE NUTRICIÓN INFANTIL\nNiño/a: {first} {last}   Fecha de nacimiento: [[date_of_birth:dob_v66]]\n"
     "Representante: {first2} {last2}, C.I. [[national_id:cedula_ve_v66]], pasaporte [[national_id:passport_v66]]\nDirección: [[address:addr_ve_v66]]\nTeléfono: [[phone:phone_ve_v66]]\n"
     "Situación familiar: ((el padre||la madre)) falleció el [[date_of_death:dod_v66]]. Cuenta para el bono de alimentación: [[bank_account:account_ve_v66]]\n"
     "Diagnóstico: ((desnutrición aguda moderada||riesgo de desnutrición||anemia ferropénica)). Atendió: {ve_staff}"),
    ("b66_uy_form", "uruguay_form", UY,
     "{uy_partner}\nCARNÉ DE SALUD DEL NIÑO Y LA NIÑA - DATOS PERSONALES\nNombre: {first} {last}   C.I. [[national_id:cedula_uy_v66]]\nFecha de nacimiento: [[date_of_birth:dob_v66]]\n"
     "Domicilio: [[address:addr_uy_v66]]\nReferente: {first2} {last2}, cel. [[phone:phone_uy_v66]], correo [[email:email_v66]]\n"
     "Cuota de la emergencia móvil debitada de la tarjeta [[card:card_v66]]\nControl: ((peso y talla adecuados||sobrepeso, se deriva a nutrición||CEV al día)). Firma: {uy_staff}"),
    ("b66_bo_form", "bolivia_form", BO,
     "{bo_partner}\nSEGURO UNIVERSAL DE SALUD (SUS) - HOJA DE REFERENCIA\nPaciente: {first} {last}   Fecha de nacimiento: [[date_of_birth:dob_v66]]\n"
     "Matrícula SUS: [[member_id:matricula_bo_v66]]\nMadre/padre: {first2} {last2}, C.I. [[national_id:ci_bo_v66]]\nDomicilio: [[address:addr_bo_v66]]\nCelular: [[phone:phone_bo_v66]]\n"
     "Se refiere al hospital de tercer nivel por ((neumonía grave||deshidratación grave||talla baja severa)). Médico: {bo_staff}"),
    ("b66_gt_form", "guatemala_form", GT,
     "{gt_partner}\nFICHA DE REFERENCIA - DESNUTRICIÓN AGUDA\nNombre del niño/a: {first} {last}   CUI: [[national_id:cui_gt_v66]]\nFecha de nacimiento: [[date_of_birth:dob_v66]]\n"
     "Madre: {first2} {last2}, DPI [[national_id:cui_gt_v66]]\nCuidadora principal: bisabuela, [[age_over_89:age_es_v66]]\nDirección: [[address:addr_gt_v66]]\nTeléfono: [[phone:phone_gt_v66]]\n"
     "Cuenta para el bono de transferencia: [[bank_account:account_gt_v66]]\nP/T ((< -2 DE||< -3 DE)), edema ((ausente||+)). Refiere: {gt_staff}"),
    ("b66_cr_form", "costa_rica_form", CR,
     "CAJA COSTARRICENSE DE SEGURO SOCIAL - BOLETA DE REFERENCIA (EBAIS {cr_partner})\nPaciente: {first} {last}   Cédula: [[national_id:cedula_cr_v66]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v66]]\nDomicilio: [[address:addr_cr_v66]]\nEncargado/a: {first2} {last2}, tel. [[phone:phone_cr_v66]], correo [[email:email_v66]]\n"
     "IBAN para el subsidio: [[bank_account:iban_cr_v66]]\nTarjeta para la consulta privada: [[card:card_v66]]\nMotivo: ((sospecha de asma||retraso del lenguaje||soplo cardiaco)). Refiere: {cr_staff}"),
    ("b66_do_form", "dominican_form", DO,
     "{do_partner}\nFORMULARIO DE INGRESO - PEDIATRÍA\nPaciente: {first} {last}   Fecha de nacimiento: [[date_of_birth:dob_v66]]\nNSS / afiliado SENASA: [[member_id:nss_do_v66]]\n"
     "Tutor: {first2} {last2}, cédula [[national_id:cedula_do_v66]]\nDirección: [[address:addr_do_v66]]\nTeléfono: [[phone:phone_do_v66]]\n"
     "Llegó en vehículo placa [[vehicle_id:plate_do_v66]], ((en el carro de un vecino||en carro público||en la jeepeta de la familia))\nCuenta para reembolso: [[bank_account:iban_do_v66]]\nDiagnóstico de ingreso: ((dengue con signos de alarma||bronquiolitis||gastroenteritis con deshidratación)). {do_staff}"),
    ("b66_do_school_cert", "dominican_form", DO,
     "CERTIFICADO MÉDICO ESCOLAR\n{do_partner}\nCertifico que el/la menor {first} {last}, nacido/a el [[date_of_birth:dob_v66]], cédula del tutor [[national_id:cedula_do_v66]], "
     "residente en [[address:addr_do_v66]], fue evaluado/a el {es_date} y ((está apto/a para actividades escolares y deportivas||estuvo ausente por enfermedad del {es_date2} y puede reintegrarse)).\n"
     "Teléfono de la familia: [[phone:phone_do_v66]]. Pasaporte del tutor: [[national_id:passport_v66]]. {do_staff}"),
    ("b66_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v66]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v66]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v66]]\", \"contact\": [{\"relationship\": [{\"text\": \"{parent_word}\"}], \"name\": {\"text\": \"{first2} {last2}\"}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v66]]\"}, {\"system\": \"email\", \"value\": \"[[email:email_plain_v66]]\"}]}], "
     "\"address\": [{\"line\": [\"[[address:addr_fhir_v66]]\"}], \"managingOrganization\": {\"display\": \"{hospital}\"}}"),
    ("b66_fhir_immunization", "fhir_export", US,
     "{\"resourceType\": \"Immunization\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"urn:prch:mrn\", \"value\": \"[[record_number:mrn_plain_v66]]\"}, "
     "{\"system\": \"urn:ga:medicaid\", \"value\": \"[[member_id:medicaid_plain_v66]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v66]]\"}], \"status\": \"completed\", \"vaccineCode\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", "
     "\"code\": \"((03||21||133||115||165))\"}]}, \"patient\": {\"reference\": \"#p1\"}, \"occurrenceDateTime\": \"{eff_iso}\", \"lotNumber\": \"{lot}\", \"performer\": [{\"actor\": {\"display\": \"{own_rn}\"}}]}"),
    ("b66_hl7_vxu", "hl7_export", US,
     "MSH|^~\\&|EHR|OWCP|GRITS|GA|{hl7_ts}||VXU^V04^VXU_V04|{ctrl}|P|2.5.1|||ER|AL|||||Z22^CDCPHINVS\nPID|1||[[record_number:mrn_plain_v66]]^^^OWCP^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v66]]|{sex}|||"
     "[[address:addr_hl7_v66]]||[[phone:phone_hl7_v66]]^PRN^PH||||||[[ssn:ssn_plain_v66]]\nNK1|1|{last2}^{first2}|((MTH^Mother||FTH^Father))^HL70063\n"
     "ORC|RE||{fivedig}\nRXA|0|1|{hl7_ts}|{hl7_ts}|((20^DTaP||94^MMRV||03^MMR||133^PCV13))^CVX|0.5|mL^mL^UCUM||00^New record^NIP001||||||{lot}||((MSD^Merck||SKB^GSK||PMC^Sanofi))^MVX|||CP|A"),
    ("b66_roster_csv", "csv_export", US,
     "chart,last,first,dob,guardian_phone,next_due\n[[record_number:mrn_plain_v66]],{last},{first},[[date_of_birth:dob_us_v66]],[[phone:phone_ga_v66]],((MMR #2||Tdap||HPV #2||flu))\n"
     "[[record_number:mrn_plain_v66]],{last3},{first3},[[date_of_birth:dob_other_v66]],[[phone:phone_ga_v66]],((HepA #2||DTaP #5||MenACWY))\n# {peds} recall list {iso_ts} - contains PHI"),
    ("b66_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PEACHTREERIDGE *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*PEACHTREERIDGE*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{hospital}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******MC~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_plain_v66]]~\nN3*[[address:addr_x12_v66]]~\nDMG*D8*[[date_of_birth:dob_compact_v66]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v66]]~\nCLM*{fivedig}*{fee}***11:B:1*Y*A*Y*Y~\nHI*ABK:((Z0012||Z00129||R6251||J069))~\nSV1*HC:((99392||99393||99213||90460))*{fee}*UN*1***1~\nDTP*472*D8*20{isa_date}~\nSE*17*{four_digits}~"),
]

FILLERS["pronoun_cap"] = lambda d: d.fill("pronoun").capitalize()
FILLERS["child_age"] = lambda d: _age_words(_birth(d))
FILLERS["child_age_upper"] = lambda d: d.fill("child_age").upper()
FILLERS["nbs_date"] = lambda d: _letter_day(d)
FILLERS["parent_word_cap"] = lambda d: d.fill("parent_word").capitalize()


def _age_words(born: dt.date) -> str:
    """A child's age on the reference day, as a visit note names it (not an identifier)."""
    months = (REFERENCE_DAY.year - born.year) * 12 + REFERENCE_DAY.month - born.month - (REFERENCE_DAY.day < born.day)
    return f"{months} months" if months < 24 else f"{_age_on(born, REFERENCE_DAY)} years"


def _letter_day(draw: Draw) -> str:
    """A follow-up letter's date: five to twelve days after the newborn's birth."""
    day = _newborn(draw) + dt.timedelta(days=draw.rng.randint(5, 12))
    return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers = make_fakers(seed)
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
        for suffix in ("", "2", "3"):
            draw.cache["locale" + suffix] = locale
        if not clean:
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind66-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
