"""A fifty-sixth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind56.py [--seed 58581] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind55.py,
seeds 4141 to 57571) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-seventh set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b56_" or "b56c_"). Identifier-free genres, all from kidney care (dialysis and transplantation): dialysis-unit chair
schedules (shifts and chair numbers, no patients; a table, a CSV, a JSON, a staff rota, an HL7 MFN^M05 location
master), water-treatment test logs for dialysis (chlorine, endotoxin and bacteria by date and machine; a table, a
CSV, an XML, a monthly summary), transplant-centre volume statistics (counts by organ and year; a table, a CSV, a
JSON, outcome figures), organ-procurement organisation public reports (an annual report, a CSV, a press release, a
hospital table, a FHIR MeasureReport), nephrology clinic fee schedules (a table, a CSV, a self-pay notice, an X12
999), kidney-diet education handouts (potassium, phosphorus, fluids, sodium), living-donor information session
calendars (a table, an iCalendar file, a flyer), immunosuppressant formulary tables (a table, a CSV, a FHIR
MedicationKnowledge, an HL7 MFN^M01), a plan's ESRD benefit bulletin and a dialysis transportation policy, and
notices in other locales (es_ES, pt_PT, it_IT, el_GR in Greek script, ro_RO: shift changes, diet handouts, donor
sessions, water tests, fee lists, transplant statistics, a donation campaign). Carrying genres: dialysis treatment
flowsheets naming the patient (a nonagenarian's, a run sheet with a Medicare number), transplant waitlist letters
(a listing letter, a status e-mail with a login alert), a living-donor evaluation form, an ESRD Medicare entitlement
form in the CMS-2728 style, a vascular-access referral note, a post-transplant lab result letter, transportation-to-
dialysis requests (a ride request, a mileage reimbursement), a donor family's letter (English and Spanish), forms in
Spanish (dialysis away from home, a living donor's registration, ambulance transport), Portuguese (a haemodialysis
enrolment, a notice of death, non-urgent transport), Italian (a transplant-list registration, transport to
dialysis, a post-transplant report), Greek (a dialysis unit's application, a transplant clinic's follow-up) and
Romanian (a dialysis application, a notice of death) as those countries print them, plus exports (a FHIR Patient,
a FHIR Procedure with its patient, an HL7 ORU^R01, a flowsheet CSV and an X12 837I dialysis claim).

Most identifier values come from this module's own printings (the `*_v56` slots): US SSNs and Medicare MBIs in
several printings, UNOS-style waitlist IDs tied to the named candidate, Illinois driver's licences, plates, Medicaid
RINs and plan member IDs; Spanish DNI and NIE (the mod 23 check letter), Portuguese NIF (mod 11) and Cartão de Cidadão
numbers (the civil number's mod 11 digit, the version letters and the final alphanumeric check digit), Italian codici
fiscali (consonant and vowel rules, the month letter, the day plus 40 for women, a municipality's cadastral code and
the odd/even check character), Greek AMKA (birth date and Luhn) and AFM (the powers-of-two mod 11 digit), Romanian
CNP (the sex-and-century digit, the county and the 279146358279 weighted check digit), health cards (Spanish SNS
codes, Portuguese utente numbers, Italian TEAM cards); IBANs of Spain (its two national control digits too),
Portugal (the NIB key), Italy (the CIN letter), Greece and Romania with valid mod 97 check digits and US routing
numbers with their 3-7-1 checksum; Visa and Mastercard numbers with Luhn; dates in Spanish, Portuguese, Italian,
Greek (genitive month names) and Romanian with month names, and US orders; the five countries' address layouts
(floors and doors, "n.º", "Esq.", "int.", "Τ.Κ.", "bl., sc., ap.", "jud.") and Illinois ones; the five countries'
numbering plans in national printings with and without +34, +351, +39, +30 and +40 (and 00 prefixes) and Illinois
lines; Spanish, Portuguese, Italian, Greek and Romanian plates; e-mails written against scrapers ("at" and "dot",
"(arroba)", "chiocciola"); public IPv4 and IPv6 addresses of home connections; donor-search, fundraiser and memorial
pages.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Illinois dialysis network, a transplant
institute, an organ-procurement organisation, a nephrology clinic, a health plan and a dialysis transportation
service on fictional 555-01xx lines, and partner kidney centres in Spain, Portugal, Italy, Greece and Romania on
invented lines) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the
clinic's NPIs, its EIN, the dialysis units' CMS certification numbers); the people it names are the organisations'
own staff, never a patient, donor or donor family, and the ages it gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import unicodedata
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

SEED = 58581
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "es_ES", "pt_PT", "it_IT", "el_GR", "ro_RO")

DIALYSIS = "Sangamon Prairie Kidney Centers"
TRANSPLANT = "Illini Heartland Transplant Institute"
OPO = "Kaskaskia Gift of Life Alliance"
NEPHRO = "Mackinaw Valley Nephrology Associates"
PLAN_NAME = "Kickapoo Creek Health Plan"
RIDES = "Vermilion RideLink"
ES_PARTNER = "Centro de Diálisis Vega del Tajo"
PT_PARTNER = "Clínica de Hemodiálise do Mondego"
IT_PARTNER = "Centro Dialisi Val di Chiana"
GR_PARTNER = "Μονάδα Τεχνητού Νεφρού Αχελώου"
RO_PARTNER = "Centrul de Dializă Someșul Mic"
ORGANISATION_CONTACTS = [
    "(217) 555-0151",                                                  # 0 dialysis network, patient services
    "(217) 555-0152",                                                  # 1 dialysis network, fax
    "2840 Wabash Avenue, Springfield, IL 62704",                       # 2 dialysis network office
    "kidneycare@sangamonprairiekc.org",                                # 3
    "https://www.sangamonprairiekc.org",                               # 4
    "(309) 555-0153",                                                  # 5 transplant institute, referrals
    "(309) 555-0154",                                                  # 6 living-donor office
    "900 NE Glen Oak Avenue, Peoria, IL 61603",                        # 7 transplant institute
    "transplant@illiniheartland.org",                                  # 8
    "livingdonor@illiniheartland.org",                                 # 9
    "https://www.illiniheartland.org/transplant",                      # 10
    "1-866-555-0155",                                                  # 11 organ-procurement organisation, 24-hour referral line
    "(217) 555-0156",                                                  # 12 OPO, community and family services office
    "info@kaskaskiagiftoflife.org",                                    # 13
    "https://www.kaskaskiagiftoflife.org",                             # 14
    "(309) 555-0157",                                                  # 15 nephrology clinic
    "billing@mackinawnephrology.com",                                  # 16
    "415 Court Street, Pekin, IL 61554",                               # 17 nephrology clinic
    "1-877-555-0158",                                                  # 18 health plan member services
    "esrd@kickapoocreekhp.com",                                        # 19
    "https://www.kickapoocreekhp.com",                                 # 20
    "(217) 555-0159",                                                  # 21 dialysis transportation
    "rides@vermilionridelink.com",                                     # 22
    "+34 925 550 156",                                                 # 23 Spanish partner (Toledo)
    "dialisis@vegadeltajo.es",                                         # 24
    "+351 239 550 156",                                                # 25 Portuguese partner (Coimbra)
    "geral@hemodialise-mondego.pt",                                    # 26
    "+39 0575 550156",                                                 # 27 Italian partner (Arezzo)
    "segreteria@dialisivaldichiana.it",                                # 28
    "+30 26410 55015",                                                 # 29 Greek partner (Agrinio)
    "info@tnefrou-acheloou.gr",                                        # 30
    "+40 264 550 156",                                                 # 31 Romanian partner (Cluj-Napoca)
    "contact@dializa-somesulmic.ro",                                   # 32
]
ORG_EIN = "37-2915486"
PLAN_PAYER_ID = "KCHP56"
PLAN_RXBIN = "015856"
PLAN_PCN = "KCRXIL"
PLAN_GROUP = "IL56ESRD"
ORG_NPIS = (blind5._npi_of("162853904"), blind5._npi_of("139047725"), blind5._npi_of("118562043"))  # noqa: SLF001
UNIT_CCNS = ("14-2561", "14-2578", "14-2593")  # the dialysis units' CMS certification numbers (Illinois is state 14)
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"es_ES": "ES", "pt_PT": "PT", "it_IT": "IT", "el_GR": "GR", "ro_RO": "RO"}

MONTHS_V56 = {
    "ES": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "PT": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "IT": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "GR": ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου",
           "Νοεμβρίου", "Δεκεμβρίου"],
    "RO": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"],
}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _birth(draw: Draw, low: int = 1946, high: int = 2001) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    if "_sex" not in draw.cache:
        draw.cache["_sex"] = draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _age_on(born: dt.date, day: dt.date = REFERENCE_DAY) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction lines (555, 550, 0156, 015)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "550", "0156", "015")):
            return out


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    if country == "ES":
        mon = MONTHS_V56["ES"][m - 1]
        return draw.pick([f"{d} de {mon} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {mon[:3]}. {y}", f"{d:02d}/{m:02d}/{y % 100:02d}"])
    if country == "PT":
        mon = MONTHS_V56["PT"][m - 1]
        return draw.pick([f"{d} de {mon} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}"])
    if country == "IT":
        mon = MONTHS_V56["IT"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {mon[:3]} {y}"])
    if country == "GR":
        mon = MONTHS_V56["GR"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d}-{m}-{y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "RO":
        mon = MONTHS_V56["RO"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}", f"{d}.{m}.{y}", f"{d:02d} {mon} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d}-{month[:3]}-{y}", f"{month.upper()} {d}, {y}", f"{m:02d}.{d:02d}.{y}"])


def dob_v56(draw: Draw) -> str:
    """An adult's date of birth in the text's language."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v56(draw: Draw) -> str:
    """The birth date of a dialysis patient of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1927, 1935), _country(draw))


def dob_parent_v56(draw: Draw) -> str:
    """The birth date (1930-1962) of a parent whose grown child writes about them."""
    return _date_in(draw, _birth(draw, 1930, 1962), _country(draw))


def dob_iso_v56(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v56(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 9, 1).toordinal(), dt.date(2026, 2, 15).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v56(draw: Draw) -> str:
    """The day the person died, in the text's language."""
    return _date_in(draw, _death_day(draw), _country(draw))


def dod_iso_v56(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-06:00"


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "ES":
        return draw.pick([f"{age} años", f"{age} años de edad", f"edad {age}"])
    if country == "PT":
        return draw.pick([f"{age} anos", f"{age} anos de idade"])
    if country == "IT":
        return draw.pick([f"{age} anni", f"anni {age}", f"di {age} anni"])
    if country == "GR":
        return draw.pick([f"{age} ετών", f"{age} χρονών", f"ηλικία {age}"])
    if country == "RO":
        return draw.pick([f"{age} de ani", f"vârsta {age} ani", f"{age} ani"])
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} yo", f"{age} years old", f"age {age}", f"{age}{_sex(draw)}"])


def age_v56(draw: Draw) -> str:
    """The age, on the set's reference day, of the text's person born 1927-1935 (any printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1927, 1935)))


# ---- United States (Illinois) -------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    if "_ssn" not in draw.cache:
        while True:
            area = draw.rng.randint(1, 899)
            if area != 666:
                break
        draw.cache["_ssn"] = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.cache["_ssn"]


def ssn_v56(draw: Draw) -> str:
    """A US SSN as forms, letters and notes print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v56(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi_value(draw: Draw) -> str:
    if "_mbi" not in draw.cache:
        d = draw
        draw.cache["_mbi"] = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA))
                              + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.cache["_mbi"]


def mbi_v56(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (eleven characters, CMS's character classes), whole or in its card's groups."""
    v = _mbi_value(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower() if draw.rng.random() < 0.25 else v])


def mbi_plain_v56(draw: Draw) -> str:
    return _mbi_value(draw)


def member_v56(draw: Draw) -> str:
    """A Kickapoo Creek member ID (the member's own, with or without the person code)."""
    v = draw.digits(9, True)
    return draw.pick([f"KCH{v}", f"KCH{v}-0{draw.rng.randint(1, 3)}", f"KCH {v[:3]} {v[3:6]} {v[6:]}", f"K{v}01", f"KCH-{v[:5]}-{v[5:]}"])


def member_plain_v56(draw: Draw) -> str:
    return f"KCH{draw.digits(9, True)}"


def rin_v56(draw: Draw) -> str:
    """An Illinois Medicaid Recipient Identification Number (nine digits)."""
    v = draw.digits(9, True)
    return draw.pick([v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v])


def unos_v56(draw: Draw) -> str:
    """A UNOS-style waitlist registration of the named candidate (candidate ID, centre and organ with a sequence)."""
    if "_unos" not in draw.cache:
        draw.cache["_unos"] = draw.digits(7, True)
    v = draw.cache["_unos"]
    return draw.pick([f"WL{v}", f"{v[:1]}-{v[1:4]}-{v[4:]}", f"ILHT-KI-{v[1:]}", f"C{v}", f"WL-{v[:3]}-{v[3:]}", v])


def mrn_v56(draw: Draw) -> str:
    """A chart or patient number of the text's unit or clinic."""
    country = _country(draw)
    if country == "ES":
        return draw.pick([f"NHC {draw.digits(7, True)}", draw.digits(8, True), f"HC-{draw.digits(6, True)}"])
    if country == "PT":
        return draw.pick([draw.digits(7, True), draw.digits(8, True), f"P{draw.digits(7, True)}", f"{draw.digits(6, True)}/{draw.rng.randint(19, 26)}"])
    if country == "IT":
        return draw.pick([draw.digits(8, True), f"{draw.rng.randint(2019, 2026)}/{draw.digits(6, True)}", f"CART-{draw.digits(6, True)}"])
    if country == "GR":
        return draw.pick([draw.digits(7, True), f"ΜΤΝ-{draw.digits(5, True)}", f"{draw.digits(4, True)}/{draw.rng.randint(2019, 2026)}"])
    if country == "RO":
        return draw.pick([draw.digits(6, True), draw.digits(8, True), f"CJ{draw.digits(7, True)}"])
    return draw.pick([f"SPK{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(4)}", f"IHT-{draw.digits(6, True)}",
                      draw.digits(7, True), f"E{draw.digits(8, True)}"])


def mrn_plain_v56(draw: Draw) -> str:
    if "_mrn" not in draw.cache:
        draw.cache["_mrn"] = f"SPK{draw.digits(7, True)}"
    return draw.cache["_mrn"]


def _soundex_letter(draw: Draw) -> str:
    last = _ascii(draw.fill("last")).upper()
    return next((ch for ch in last if ch.isalpha()), "M")


def dl_il_v56(draw: Draw) -> str:
    """An Illinois driver's licence: the first letter of the surname and eleven digits, printed S123-4567-8901 on the card."""
    v = _soundex_letter(draw) + draw.digits(11)
    return draw.pick([f"{v[:4]}-{v[4:8]}-{v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}", v, f"{v[:4]} {v[4:8]} {v[8:]}"])


def plate_il_v56(draw: Draw) -> str:
    """An Illinois passenger plate (two letters and five digits, or seven characters of the newer series)."""
    if draw.rng.random() < 0.6:
        v = f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')} {draw.digits(5, True)}"
    else:
        v = f"{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(2)} {draw.digits(4)}"
    return draw.pick([v, v.replace(" ", ""), f"IL {v}", f"{v} (IL)"])


_IL_TOWNS = [("Peoria", "61602"), ("Peoria", "61614"), ("Peoria", "61615"), ("Springfield", "62701"), ("Springfield", "62702"), ("Springfield", "62711"),
             ("Champaign", "61820"), ("Urbana", "61801"), ("Bloomington", "61701"), ("Normal", "61761"), ("Decatur", "62521"), ("Pekin", "61554"),
             ("Galesburg", "61401"), ("Danville", "61832"), ("East Peoria", "61611"), ("Jacksonville", "62650"), ("Lincoln", "62656")]
_IL_STREETS = ["War Memorial Dr", "N University St", "W Main St", "S Neil St", "N Prospect Ave", "E Washington St", "Sheridan Rd", "Knoxville Ave",
               "W Jefferson St", "S Lincoln Ave", "N Grand Ave E", "S 6th St", "E Oakland Ave", "N Vermilion St", "Farmington Rd", "Chatham Rd"]


def _il_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_IL_TOWNS)
    street = f"{draw.rng.randint(3, 4900)} {draw.pick(_IL_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 36)}", f" Apt {draw.rng.randint(1, 4)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(101, 330)}",
                      f", Lot {draw.rng.randint(1, 90)}"])
    return street, unit, town, zip_code


def addr_il_v56(draw: Draw) -> str:
    street, unit, town, zip_code = _il_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, IL {zip_code}", f"{street}{unit}\n{town}, IL {zip_code}", f"{street}{unit}, {town} IL {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}\n{town.upper()} IL {zip_code}", f"{street}{unit}, {town}, Illinois {zip_code}"])


def addr_hl7_v56(draw: Draw) -> str:
    street, _, town, zip_code = _il_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^IL^{zip_code}^USA^H"


def addr_fhir_v56(draw: Draw) -> str:
    """An Illinois address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _il_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"IL\", \"postalCode\": \"{zip_code}"


def addr_x12_v56(draw: Draw) -> str:
    """An Illinois address as an X12 N3 and N4 segment pair (one span)."""
    street, _, town, zip_code = _il_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*IL*{zip_code}{draw.digits(4)}"


_IL_AREAS = ["217", "217", "309", "309", "312", "773", "618", "815", "630"]


def phone_il_v56(draw: Draw) -> str:
    area, exchange, line = draw.pick(_IL_AREAS), _us_exchange(draw), _sub(draw, 4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} x{draw.rng.randint(2, 40)}", f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}"])


def phone_e164_v56(draw: Draw) -> str:
    return f"+1{draw.pick(['217', '309'])}{_us_exchange(draw)}{_sub(draw, 4)}"


def phone_hl7_v56(draw: Draw) -> tuple[str, str, str]:
    """An HL7 XTN: use and equipment codes, then the area code and the number (the span is the number's part)."""
    return "^PRN^PH^^1^", f"{draw.pick(['217', '309', '618'])}^{_us_exchange(draw)}{_sub(draw, 4)}", ""


def _aba(draw: Draw) -> str:
    """A routing number of the Chicago Federal Reserve district (07, 27), with its 3-7-1 checksum."""
    body = draw.pick(["071", "0719", "0711", "2710"])
    body = body + draw.digits(8 - len(body))
    total = sum(int(c) * w for c, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v56(draw: Draw) -> str:
    """An Illinois checking account with its routing number (one span)."""
    routing, account = _aba(draw), draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing} ACCT {account}",
                      f"account {account}, routing {routing}"])


# ---- Spain --------------------------------------------------------------------------------------------------------
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_v56(draw: Draw) -> str:
    """A Spanish DNI (eight digits and the mod 23 letter) or, for a foreign resident, an NIE (X, Y or Z first)."""
    if draw.rng.random() < 0.75:
        n = draw.digits(8, True)
        v = n + _DNI_LETTERS[int(n) % 23]
        return draw.pick([v, v, f"{v[:8]}-{v[8]}", f"{v[:2]}.{v[2:5]}.{v[5:8]}-{v[8]}", f"{v[:8]} {v[8]}"])
    lead = draw.pick(["X", "Y", "Z"])
    n = draw.digits(7)
    letter = _DNI_LETTERS[int(str("XYZ".index(lead)) + n) % 23]
    return draw.pick([f"{lead}{n}{letter}", f"{lead}-{n}-{letter}", f"{lead}{n}-{letter}"])


def sns_es_v56(draw: Draw) -> str:
    """A Spanish health card code (the regional CIP: four letters of the name, the birth date, digits)."""
    born = _birth(draw)
    first, last = _ascii(draw.fill("first")).upper(), _ascii(draw.fill("last")).upper()
    stem = f"{(last[:2] + first[:2]).ljust(4, 'X')}{born.strftime('%y%m%d')}{draw.digits(2)}{draw.rng.randint(1, 9)}"
    return draw.pick([stem, f"{stem[:4]} {stem[4:10]} {stem[10:]}", stem])


def _es_dc(digits: str) -> str:
    total = sum(int(c) * w for c, w in zip(digits, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)))
    r = 11 - total % 11
    return "0" if r == 11 else "1" if r == 10 else str(r)


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban_print(draw: Draw, iban: str) -> str:
    return draw.pick([iban, _groups(iban), _groups(iban), "-".join(iban[i:i + 4] for i in range(0, len(iban), 4))])


def iban_es_v56(draw: Draw) -> str:
    """A Spanish IBAN: bank, branch, the two national control digits, the account, the mod 97 check digits."""
    bank, branch, acct = draw.pick(["2100", "0049", "0182", "2085", "0081", "3058"]), draw.digits(4, True), draw.digits(10, True)
    bban = bank + branch + _es_dc("00" + bank + branch) + _es_dc(acct) + acct
    return _iban_print(draw, _iban("ES", bban))


# ---- Portugal -----------------------------------------------------------------------------------------------------
def _nif_check(body: str) -> str:
    r = 11 - sum(int(c) * w for c, w in zip(body, range(9, 1, -1))) % 11
    return "0" if r >= 10 else str(r)


def nif_pt_v56(draw: Draw) -> str:
    """A Portuguese NIF of a person (1, 2 or 3 first; mod 11 check digit)."""
    body = draw.pick(["1", "2", "2", "3"]) + draw.digits(7)
    v = body + _nif_check(body)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:]}", f"PT{v}" if draw.rng.random() < 0.3 else v])


_CC_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cc_pt_v56(draw: Draw) -> str:
    """A Portuguese Cartão de Cidadão number: the civil ID (eight digits, its mod 11 digit), two version letters, the last check digit."""
    while True:
        civil = draw.digits(8, True)
        r = 11 - sum(int(c) * w for c, w in zip(civil, range(9, 1, -1))) % 11
        if r < 10:
            break
    civil += str(r % 11)
    version = draw.letters(2, "ABCDEFGHJKLMNPQRSTUVWXYZ")
    body = civil + version
    total = 0
    for index, ch in enumerate(reversed(body)):
        value = _CC_ALPHABET.index(ch)
        if index % 2 == 0:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    v = body + str((10 - total % 10) % 10)
    return draw.pick([f"{v[:8]} {v[8]} {v[9:]}", f"{v[:8]} {v[8]} {v[9:]}", v, f"{v[:8]} {v[8]}{v[9:]}"])


def utente_pt_v56(draw: Draw) -> str:
    """A Portuguese SNS patient (utente) number: nine digits."""
    v = draw.digits(9, True)
    return draw.pick([v, f"{v[:3]} {v[3:6]} {v[6:]}", v])


def iban_pt_v56(draw: Draw) -> str:
    """A Portuguese IBAN: the NIB (bank, branch, account, the two mod 97 key digits), then the IBAN's own check digits."""
    stem = draw.pick(["0035", "0033", "0007", "0010", "0036", "0045"]) + draw.digits(4) + draw.digits(11, True)
    key = 98 - (int(stem) * 100) % 97
    return _iban_print(draw, _iban("PT", f"{stem}{key:02d}"))


# ---- Italy --------------------------------------------------------------------------------------------------------
_CF_ODD = {**dict(zip("0123456789", (1, 0, 5, 7, 9, 13, 15, 17, 19, 21))),
           **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23)))}
_CF_MONTHS = "ABCDEHLMPRST"
_CF_PLACES = ["A390", "H501", "F205", "D612", "F839", "A944", "L219", "G273", "L736", "D969", "E625"]  # Arezzo, Roma, Milano, Firenze, Napoli, ...


def _cf_even(ch: str) -> int:
    return int(ch) if ch.isdigit() else ord(ch) - 65


def _cf_check(body: str) -> str:
    """The check character over fifteen characters: odd positions (1st, 3rd ...) by the odd table, even ones by value."""
    total = sum(_CF_ODD[ch] if index % 2 == 0 else _cf_even(ch) for index, ch in enumerate(body))
    return chr(65 + total % 26)


def _cf_name(name: str, first_name: bool) -> str:
    letters = [ch for ch in _ascii(name).upper() if ch.isalpha()]
    cons = [ch for ch in letters if ch not in "AEIOU"]
    vows = [ch for ch in letters if ch in "AEIOU"]
    if first_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join(cons + vows + ["X", "X", "X"])[:3]


def cf_it_v56(draw: Draw) -> str:
    """An Italian codice fiscale of the named person: surname and name letters, the birth date (day + 40 for women), the place, the check character."""
    born = _birth(draw)
    day = born.day + (40 if _sex(draw) == "F" else 0)
    body = (_cf_name(draw.fill("last"), False) + _cf_name(draw.fill("first"), True) + f"{born.year % 100:02d}{_CF_MONTHS[born.month - 1]}{day:02d}"
            + draw.pick(_CF_PLACES))
    v = body + _cf_check(body)
    return draw.pick([v, v, v.lower() if draw.rng.random() < 0.15 else v, f"{v[:3]} {v[3:6]} {v[6:11]} {v[11:]}"])


def team_it_v56(draw: Draw) -> str:
    """The number of an Italian health card (TEAM): twenty digits, 80380 first."""
    v = "80380" + draw.digits(15)
    return draw.pick([v, f"{v[:5]} {v[5:10]} {v[10:15]} {v[15:]}", v])


def iban_it_v56(draw: Draw) -> str:
    """An Italian IBAN: the CIN letter over ABI, CAB and account, then the mod 97 check digits."""
    abi, cab, acct = draw.pick(["03069", "02008", "05034", "01030", "03111", "05387"]), draw.digits(5, True), draw.digits(12)
    rest = abi + cab + acct
    cin = chr(65 + sum(_CF_ODD[ch] if index % 2 == 0 else _cf_even(ch) for index, ch in enumerate(rest)) % 26)
    return _iban_print(draw, _iban("IT", cin + rest))


# ---- Greece -------------------------------------------------------------------------------------------------------
def amka_v56(draw: Draw) -> str:
    """A Greek AMKA: the birth date DDMMYY, four digits (odd for men), the Luhn digit."""
    born = _birth(draw)
    while True:
        serial = draw.digits(3) + draw.digits(1)
        if (int(serial[-1]) % 2 == 1) == (_sex(draw) == "M"):
            break
    body = born.strftime("%d%m%y") + serial
    v = body + _luhn(body)
    return draw.pick([v, v, f"{v[:6]} {v[6:]}", f"{v[:6]}-{v[6:]}"])


def afm_v56(draw: Draw) -> str:
    """A Greek tax number (ΑΦΜ): nine digits, the last the powers-of-two mod 11 check digit."""
    body = draw.pick(["0", "1", "1", "0"]) + draw.digits(7)
    v = body + str(sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body)) % 11 % 10)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def iban_gr_v56(draw: Draw) -> str:
    bban = draw.pick(["011", "017", "026", "014"]) + draw.digits(4) + draw.digits(16, True)
    return _iban_print(draw, _iban("GR", bban))


# ---- Romania ------------------------------------------------------------------------------------------------------
_CNP_COUNTIES = ["12", "12", "05", "35", "22", "08", "40", "41", "42", "13", "26", "32"]


def cnp_v56(draw: Draw) -> str:
    """A Romanian CNP: the sex-and-century digit, YYMMDD, the county, a serial and the 279146358279 weighted check digit."""
    born = _birth(draw)
    male = _sex(draw) == "M"
    s = ("1" if male else "2") if born.year < 2000 else ("5" if male else "6")
    body = f"{s}{born.strftime('%y%m%d')}{draw.pick(_CNP_COUNTIES)}{draw.rng.randint(1, 999):03d}"
    r = sum(int(c) * w for c, w in zip(body, (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9))) % 11
    v = body + ("1" if r == 10 else str(r))
    return draw.pick([v, v, f"{v[:1]} {v[1:7]} {v[7:]}"])


def iban_ro_v56(draw: Draw) -> str:
    bban = draw.pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "CECE"]) + "".join(draw.pick(list("0123456789ABCDEFGHJKLMNPRSTUVWXYZ")) if i < 4 else draw.digits(1)
                                                                               for i in range(16))
    return _iban_print(draw, _iban("RO", bban))


def iban_v56(draw: Draw) -> str:
    """The IBAN of the text's country."""
    return {"ES": iban_es_v56, "PT": iban_pt_v56, "IT": iban_it_v56, "GR": iban_gr_v56, "RO": iban_ro_v56}.get(_country(draw), account_us_v56)(draw)


# ---- addresses and phones of the five countries -------------------------------------------------------------------
_ES_PLACES = [("28013", "Madrid", "Madrid"), ("45001", "Toledo", "Toledo"), ("45600", "Talavera de la Reina", "Toledo"), ("41004", "Sevilla", "Sevilla"),
              ("46002", "València", "Valencia"), ("50001", "Zaragoza", "Zaragoza"), ("29015", "Málaga", "Málaga"), ("15003", "A Coruña", "A Coruña"),
              ("13001", "Ciudad Real", "Ciudad Real")]
_ES_STREETS = ["Calle Mayor", "Calle de Alcalá", "Avenida de la Constitución", "Calle Real", "Paseo de la Castellana", "Calle Comercio", "Avenida de Europa",
               "Calle Nueva", "Plaza de Zocodover", "Calle San Vicente"]


def addr_es_v56(draw: Draw) -> str:
    code, town, province = draw.pick(_ES_PLACES)
    street, num = draw.pick(_ES_STREETS), draw.rng.randint(1, 140)
    floor = draw.pick(["", f", {draw.rng.randint(1, 9)}.º {draw.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}", f", {draw.rng.randint(1, 8)}º{draw.letters(1, 'ABCD')}",
                       ", bajo", f", esc. {draw.rng.randint(1, 3)}, {draw.rng.randint(1, 7)}.º {draw.rng.randint(1, 4)}.ª"])
    short = street.replace("Calle ", "C/ ").replace("Avenida ", "Avda. ")
    return draw.pick([f"{street}, {num}{floor}\n{code} {town}", f"{short} {num}{floor}, {code} {town}", f"{street}, n.º {num}{floor}, {code} {town} ({province})",
                      f"{short.upper()}, {num}{floor.upper()}\n{code} {town.upper()}"])


_PT_PLACES = [("3000-180", "Coimbra"), ("3030-163", "Coimbra"), ("1000-138", "Lisboa"), ("1150-278", "Lisboa"), ("4000-443", "Porto"), ("4700-308", "Braga"),
              ("3800-200", "Aveiro"), ("8000-311", "Faro"), ("3500-091", "Viseu"), ("3080-229", "Figueira da Foz")]
_PT_STREETS = ["Rua Ferreira Borges", "Avenida Fernão de Magalhães", "Rua de Santa Catarina", "Rua do Brasil", "Avenida da Liberdade", "Rua Direita",
               "Travessa do Carmo", "Rua Dr. Manuel Rodrigues", "Avenida Sá da Bandeira", "Rua da Sofia"]


def addr_pt_v56(draw: Draw) -> str:
    code, town = draw.pick(_PT_PLACES)
    street, num = draw.pick(_PT_STREETS), draw.rng.randint(1, 480)
    floor = draw.pick(["", f", {draw.rng.randint(1, 9)}.º Esq.", f", {draw.rng.randint(1, 9)}.º Dto.", f", r/c Esq.", f", {draw.rng.randint(1, 6)}.º {draw.letters(1, 'ABC')}"])
    short = street.replace("Avenida ", "Av. ").replace("Travessa ", "Tv. ")
    return draw.pick([f"{street}, n.º {num}{floor}\n{code} {town}", f"{short} {num}{floor}, {code} {town.upper()}", f"{street} {num}{floor}\n{code} {town}\nPortugal",
                      f"{short}, {num}{floor} - {code} {town}"])


_IT_PLACES = [("52100", "Arezzo", "AR"), ("52044", "Cortona", "AR"), ("53045", "Montepulciano", "SI"), ("00185", "Roma", "RM"), ("20121", "Milano", "MI"),
              ("50122", "Firenze", "FI"), ("80138", "Napoli", "NA"), ("40126", "Bologna", "BO"), ("10121", "Torino", "TO"), ("06121", "Perugia", "PG")]
_IT_STREETS = ["Via Roma", "Corso Italia", "Via Garibaldi", "Viale Mazzini", "Via dei Mille", "Piazza della Repubblica", "Via Guido Monaco", "Via Vittorio Veneto",
               "Via Nazionale", "Borgo Santa Croce"]


def addr_it_v56(draw: Draw) -> str:
    code, town, prov = draw.pick(_IT_PLACES)
    street, num = draw.pick(_IT_STREETS), f"{draw.rng.randint(1, 220)}{draw.pick(['', '', '/A', '/B'])}"
    extra = draw.pick(["", "", f", int. {draw.rng.randint(1, 20)}", f", scala {draw.letters(1, 'ABC')}", f", piano {draw.rng.randint(1, 6)}"])
    return draw.pick([f"{street} {num}{extra}\n{code} {town} ({prov})", f"{street}, {num}{extra} - {code} {town} {prov}", f"{street} n. {num}{extra}, {code} {town} ({prov})",
                      f"{street.upper()} {num}{extra.upper()}\n{code} {town.upper()} {prov}"])


_GR_PLACES = [("105 63", "Αθήνα"), ("115 21", "Αθήνα"), ("546 22", "Θεσσαλονίκη"), ("262 21", "Πάτρα"), ("301 00", "Αγρίνιο"), ("713 05", "Ηράκλειο"),
              ("452 21", "Ιωάννινα"), ("412 22", "Λάρισα"), ("302 00", "Μεσολόγγι")]
_GR_STREETS = ["Ερμού", "Πανεπιστημίου", "Εγνατίας", "Μαιζώνος", "Παπαστράτου", "Λεωφόρος Κηφισίας", "Αγίου Νικολάου", "Χαριλάου Τρικούπη", "Δημοκρατίας",
               "Κωνσταντινουπόλεως"]


def addr_gr_v56(draw: Draw) -> str:
    code, town = draw.pick(_GR_PLACES)
    street, num = draw.pick(_GR_STREETS), draw.rng.randint(1, 210)
    floor = draw.pick(["", "", f", {draw.rng.randint(1, 6)}ος όροφος", f", διαμ. {draw.rng.randint(1, 12)}"])
    return draw.pick([f"{street} {num}{floor}\n{code} {town}", f"Οδός {street} {num}{floor}, {code} {town}", f"{street} {num}{floor}, Τ.Κ. {code} {town}",
                      f"{_ascii(street).upper()} {num}, {code.replace(' ', '')} {_ascii(town).upper()}"])


_RO_PLACES = [("400114", "Cluj-Napoca", "Cluj"), ("400609", "Cluj-Napoca", "Cluj"), ("700259", "Iași", "Iași"), ("300011", "Timișoara", "Timiș"),
              ("500030", "Brașov", "Brașov"), ("410087", "Oradea", "Bihor"), ("900178", "Constanța", "Constanța"), ("405200", "Dej", "Cluj"),
              ("550173", "Sibiu", "Sibiu")]
_RO_STREETS = ["Strada Memorandumului", "Bulevardul Eroilor", "Calea Dorobanților", "Strada Republicii", "Bulevardul 21 Decembrie 1989", "Strada Horea",
               "Calea Florești", "Strada Avram Iancu", "Aleea Detunata", "Strada Mihai Viteazu"]


def addr_ro_v56(draw: Draw) -> str:
    code, town, county = draw.pick(_RO_PLACES)
    street, num = draw.pick(_RO_STREETS), draw.rng.randint(1, 160)
    flat = draw.pick(["", f", bl. {draw.letters(1, 'ABCDEFGH')}{draw.rng.randint(1, 9)}, sc. {draw.rng.randint(1, 4)}, et. {draw.rng.randint(1, 10)}, ap. {draw.rng.randint(1, 80)}",
                      f", ap. {draw.rng.randint(1, 40)}"])
    short = street.replace("Strada ", "Str. ").replace("Bulevardul ", "Bd. ").replace("Calea ", "Calea ")
    return draw.pick([f"{short} nr. {num}{flat}\n{code} {town}, jud. {county}", f"{street} nr. {num}{flat}, {town}, județul {county}, cod poștal {code}",
                      f"{short} {num}{flat}, {code} {town}", f"{short.upper()} NR. {num}{flat.upper()}, {town.upper()}, JUD. {county.upper()}, {code}"])


def phone_es_v56(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        r = draw.pick(["6", "6", "7"]) + _sub(draw, 8)
        return draw.pick([f"{r[:3]} {r[3:5]} {r[5:7]} {r[7:]}", f"{r[:3]} {r[3:6]} {r[6:]}", r, f"+34 {r[:3]} {r[3:5]} {r[5:7]} {r[7:]}", f"+34{r}", f"0034 {r[:3]} {r[3:6]} {r[6:]}",
                          f"(+34) {r[:3]} {r[3:6]} {r[6:]}"])
    r = draw.pick(["91", "925", "954", "96", "976", "981"])
    r = r + _sub(draw, 9 - len(r))
    return draw.pick([f"{r[:3]} {r[3:5]} {r[5:7]} {r[7:]}", f"+34 {r[:3]} {r[3:6]} {r[6:]}", r])


def phone_pt_v56(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        r = draw.pick(["91", "92", "93", "96"]) + _sub(draw, 7)
        return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", r, f"+351 {r[:3]} {r[3:6]} {r[6:]}", f"+351{r}", f"00351 {r}", f"(+351) {r[:3]} {r[3:6]} {r[6:]}"])
    r = draw.pick(["239", "21", "22", "253", "234"])
    r = r + _sub(draw, 9 - len(r))
    return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", f"+351 {r[:3]} {r[3:6]} {r[6:]}", r])


def phone_it_v56(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        r = draw.pick(["347", "333", "338", "320", "349", "366", "328"]) + _sub(draw, 7)
        return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", f"{r[:3]} {r[3:]}", f"{r[:3]}-{r[3:]}", r, f"+39 {r[:3]} {r[3:]}", f"+39 {r[:3]} {r[3:6]} {r[6:]}", f"0039 {r}"])
    pre = draw.pick(["0575", "06", "02", "055", "081", "0577"])
    r = _sub(draw, 10 - len(pre))
    return draw.pick([f"{pre} {r}", f"{pre}/{r}", f"+39 {pre} {r}", f"{pre}-{r}"])


def phone_gr_v56(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        r = draw.pick(["694", "697", "698", "693", "695", "690"]) + _sub(draw, 7)
        return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", r, f"+30 {r[:3]} {r[3:6]} {r[6:]}", f"+30 {r}", f"0030 {r}", f"{r[:4]} {r[4:]}"])
    pre = draw.pick(["210", "2310", "2610", "26410", "2810"])
    r = pre + _sub(draw, 10 - len(pre))
    return draw.pick([f"{pre} {r[len(pre):]}", r, f"+30 {pre} {r[len(pre):]}"])


def phone_ro_v56(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        r = draw.pick(["722", "723", "744", "745", "756", "766", "788", "740"]) + _sub(draw, 6)
        return draw.pick([f"0{r[:3]} {r[3:6]} {r[6:]}", f"0{r}", f"+40 {r[:3]} {r[3:6]} {r[6:]}", f"+40{r}", f"0{r[:3]}.{r[3:6]}.{r[6:]}", f"0040 {r}", f"0{r[:3]}-{r[3:6]}-{r[6:]}"])
    pre = draw.pick(["264", "21", "232", "256", "268"])
    r = _sub(draw, 9 - len(pre))
    return draw.pick([f"0{pre} {r}", f"+40 {pre} {r}", f"0{pre}-{r}"])


def phone_v56(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"ES": phone_es_v56, "PT": phone_pt_v56, "IT": phone_it_v56, "GR": phone_gr_v56, "RO": phone_ro_v56}.get(_country(draw), phone_il_v56)(draw)


def addr_v56(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return {"ES": addr_es_v56, "PT": addr_pt_v56, "IT": addr_it_v56, "GR": addr_gr_v56, "RO": addr_ro_v56}.get(_country(draw), addr_il_v56)(draw)


# ---- plates ----------------------------------------------------------------------------------------------------------
def plate_v56(draw: Draw) -> str:
    """A private car's plate in the text's country's format."""
    country = _country(draw)
    if country == "ES":
        v = f"{draw.digits(4)} {draw.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}"
        return draw.pick([v, v.replace(" ", ""), v.replace(" ", "-")])
    if country == "PT":
        a, b = draw.letters(2, "ABCDEFGHIJLMNOPQRSTUVXZ"), draw.letters(2, "ABCDEFGHIJLMNOPQRSTUVXZ")
        return draw.pick([f"{a}-{draw.digits(2)}-{b}", f"{draw.digits(2)}-{a}-{draw.digits(2)}", f"{draw.digits(2)}-{draw.digits(2)}-{a}", f"{a} {draw.digits(2)} {b}"])
    if country == "IT":
        v = f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')} {draw.digits(3)} {draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}"
        return draw.pick([v, v.replace(" ", ""), v])
    if country == "GR":
        letters = "".join(draw.pick(list("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")) for _ in range(3))
        v = f"{letters}-{draw.digits(4, True)}"
        return draw.pick([v, v.replace("-", " "), v])
    if country == "RO":
        county = draw.pick(["CJ", "CJ", "BH", "IS", "TM", "BV", "SB", "B"])
        digits = draw.digits(3 if county == "B" and draw.rng.random() < 0.5 else 2, True)
        v = f"{county} {digits} {draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
        return draw.pick([v, v.replace(" ", ""), v.replace(" ", "-")])
    return plate_il_v56(draw)


# ---- cards, e-mail, IP, URLs ----------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4)), _groups(v).replace(" ", "  ")])


def visa_v56(draw: Draw) -> str:
    return _card(draw, "4" + draw.digits(5))


def mastercard_v56(draw: Draw) -> str:
    """A Mastercard number (51-55, or 2221-2720) with Luhn."""
    prefix = str(draw.rng.randint(51, 55)) if draw.rng.random() < 0.7 else str(draw.rng.randint(2221, 2720))
    return _card(draw, prefix)


def card_v56(draw: Draw) -> str:
    return draw.pick([visa_v56, mastercard_v56])(draw)


_GR_ROMAN = ["papadopoulou.m", "k.georgiou", "nikos.pappas", "eleni_dim", "gkaragiannis", "maria.kostopoulou", "ath.nikolaou"]
_DOMAINS = {"US": ["gmail.com", "yahoo.com", "comcast.net", "att.net", "icloud.com", "hotmail.com", "mchsi.com"],
            "ES": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"], "PT": ["gmail.com", "sapo.pt", "hotmail.com", "outlook.pt", "netcabo.pt"],
            "IT": ["libero.it", "gmail.com", "virgilio.it", "tiscali.it", "alice.it"], "GR": ["gmail.com", "yahoo.gr", "otenet.gr", "hotmail.com"],
            "RO": ["yahoo.com", "gmail.com", "yahoo.ro", "hotmail.com"]}


def _local(draw: Draw) -> str:
    if "_local" not in draw.cache:
        if _country(draw) == "GR":
            draw.cache["_local"] = draw.pick(_GR_ROMAN)
        else:
            first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if ch.isalpha()) or "ana"
            last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if ch.isalpha()) or "silva"
            draw.cache["_local"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                              f"{first}{draw.rng.randint(1950, 2001)}"])
    return draw.cache["_local"]


def email_v56(draw: Draw) -> str:
    """A personal address; now and then written against scrapers in the text's language."""
    country = _country(draw)
    local, domain = _local(draw), draw.pick(_DOMAINS[country])
    style = draw.rng.random()
    if style < 0.1:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.17:
        word = {"ES": "(arroba)", "PT": "(arroba)", "IT": "chiocciola", "GR": "[at]", "RO": "[at]"}.get(country, "[at]")
        return f"{local} {word} {domain}"
    if style < 0.22:
        return f"{local.upper()}@{domain.upper()}"
    return f"{local}@{domain}"


def email_plain_v56(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 36, 63), (24, 12, 15), (98, 212, 227), (76, 16, 31)], "ES": [(83, 32, 63), (88, 0, 31), (79, 144, 159)], "PT": [(85, 240, 247), (2, 80, 83), (94, 60, 63)],
        "IT": [(79, 0, 63), (93, 32, 63), (151, 20, 95)], "GR": [(94, 64, 71), (79, 128, 131), (46, 176, 191)], "RO": [(86, 120, 127), (5, 12, 15), (89, 136, 143)]}
_IP6 = {"US": "2601:241", "ES": "2a0c:5a80", "PT": "2001:8a0", "IT": "2a01:e11", "GR": "2a02:587", "RO": "2a02:2f0"}


def ip_v56(draw: Draw) -> str:
    """A public address of a home or mobile connection in the text's country (never private, shared, documentation or loopback)."""
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
    first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if ch.isalpha()) or "maria"
    last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if ch.isalpha()) or "family"
    return f"{first}{sep}{last}"


def url_donor_search_v56(draw: Draw) -> str:
    """The page a transplant candidate (the text's second person, name2) or their family runs to find a living donor."""
    first = "".join(ch for ch in _ascii(draw.fill("first2")).lower() if ch.isalpha()) or "maria"
    both = first + ("".join(ch for ch in _ascii(draw.fill("last2")).lower() if ch.isalpha()) or "family")
    country = _country(draw)
    if country == "ES":
        return draw.pick([f"https://www.gofundme.com/f/un-rinon-para-{first}", f"https://www.instagram.com/unrinonpara{first}/", f"https://www.facebook.com/unrinonpara{both}"])
    return draw.pick([f"https://www.kidneyfor{first}.com", f"https://www.facebook.com/groups/akidneyfor{both}", f"https://www.instagram.com/kidney4{first}/",
                      f"https://www.gofundme.com/f/{first}-kidney-transplant-fund-{draw.digits(4, True)}", f"https://{both}needsakidney.org",
                      f"https://www.youtube.com/@{both}kidneyjourney"])


def email_family_v56(draw: Draw) -> str:
    """The e-mail of a bereaved family member (name2) writing about the person who died (name)."""
    first2 = "".join(ch for ch in _ascii(draw.fill("first2")).lower() if ch.isalpha()) or "ana"
    last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if ch.isalpha()) or "family"
    country = _country(draw)
    local = draw.pick([f"{first2}.{last}", f"the{last}family", f"{first2}{last}{draw.rng.randint(1, 99)}", f"familia{last}" if country == "ES" else f"{last}.{first2}"])
    domain = draw.pick(_DOMAINS[country])
    return draw.pick([f"{local}@{domain}", f"{local}@{domain}", f"{local} at {domain.replace('.', ' dot ')}", f"{local}@{domain}".upper()])


def url_memorial_v56(draw: Draw) -> str:
    """The memorial, obituary or tribute page of the person who died."""
    country = _country(draw)
    if country == "ES":
        return draw.pick([f"https://www.esquelas.es/esquela/{_slug(draw)}-{draw.digits(6, True)}", f"https://www.enmemoria.es/{_slug(draw)}",
                          f"https://www.facebook.com/enmemoriade{_slug(draw, '')}"])
    if country == "RO":
        return draw.pick([f"https://www.anunturifunerare.ro/{_slug(draw)}-{draw.digits(5, True)}", f"https://www.facebook.com/inmemoria.{_slug(draw, '.')}"])
    return draw.pick([f"https://www.legacy.com/us/obituaries/pjstar/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}", f"https://www.forevermissed.com/{_slug(draw)}",
                      f"https://www.tributearchive.com/obituaries/{draw.digits(8, True)}/{_slug(draw)}", f"https://{_slug(draw, '')}.muchloved.com",
                      f"https://www.instagram.com/remembering.{_slug(draw, '.')}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v56": dob_v56, "dob_elder_v56": dob_elder_v56, "dob_iso_v56": dob_iso_v56, "dob_compact_v56": dob_compact_v56, "dod_v56": dod_v56, "dod_iso_v56": dod_iso_v56,
    "age_v56": age_v56, "ssn_v56": ssn_v56, "ssn_plain_v56": ssn_plain_v56, "mbi_v56": mbi_v56, "mbi_plain_v56": mbi_plain_v56, "member_v56": member_v56,
    "member_plain_v56": member_plain_v56, "rin_v56": rin_v56, "unos_v56": unos_v56, "mrn_v56": mrn_v56, "mrn_plain_v56": mrn_plain_v56, "dl_il_v56": dl_il_v56,
    "plate_il_v56": plate_il_v56, "addr_il_v56": addr_il_v56, "addr_hl7_v56": addr_hl7_v56, "addr_fhir_v56": addr_fhir_v56, "addr_x12_v56": addr_x12_v56,
    "phone_il_v56": phone_il_v56, "phone_e164_v56": phone_e164_v56, "phone_hl7_v56": phone_hl7_v56, "account_us_v56": account_us_v56,
    "dni_v56": dni_v56, "sns_es_v56": sns_es_v56, "iban_es_v56": iban_es_v56, "nif_pt_v56": nif_pt_v56, "cc_pt_v56": cc_pt_v56, "utente_pt_v56": utente_pt_v56,
    "iban_pt_v56": iban_pt_v56, "cf_it_v56": cf_it_v56, "team_it_v56": team_it_v56, "iban_it_v56": iban_it_v56, "amka_v56": amka_v56, "afm_v56": afm_v56,
    "iban_gr_v56": iban_gr_v56, "cnp_v56": cnp_v56, "iban_ro_v56": iban_ro_v56, "iban_v56": iban_v56,
    "addr_es_v56": addr_es_v56, "addr_pt_v56": addr_pt_v56, "addr_it_v56": addr_it_v56, "addr_gr_v56": addr_gr_v56, "addr_ro_v56": addr_ro_v56, "addr_v56": addr_v56,
    "phone_es_v56": phone_es_v56, "phone_pt_v56": phone_pt_v56, "phone_it_v56": phone_it_v56, "phone_gr_v56": phone_gr_v56, "phone_ro_v56": phone_ro_v56, "phone_v56": phone_v56,
    "plate_v56": plate_v56, "visa_v56": visa_v56, "mastercard_v56": mastercard_v56, "card_v56": card_v56, "email_v56": email_v56, "email_plain_v56": email_plain_v56,
    "ip_v56": ip_v56, "email_family_v56": email_family_v56, "dob_parent_v56": dob_parent_v56, "url_donor_search_v56": url_donor_search_v56, "url_memorial_v56": url_memorial_v56,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Philippa Ashcombe-Nwosu, MD", "Dr. Thaddeus Okonkwo-Lindqvist, MD", "Marisol Fenwick-Adeyemi, RN, CNN", "Gideon Pellerin-Kovac, CHT",
         "Rosalind Tervo-Abernathy, RD, LDN", "Cornelius Vantongeren, PharmD", "Henrietta Kasprzak-Doyle, LCSW", "Ambrose Delacroix-Muthoni, CPTC")

_CHAIR_SHIFTS = ["MWF 1st (05:30)", "MWF 2nd (10:45)", "MWF 3rd (16:00)", "TTS 1st (05:30)", "TTS 2nd (10:45)", "TTS 3rd (16:00)", "Nocturnal MWF (20:30)"]
_UNITS = ["Springfield West", "Springfield Wabash", "Pekin", "Peoria Glen Oak", "Champaign", "Decatur", "Jacksonville", "Lincoln"]


def _chair_row(d: Draw) -> str:
    chairs = d.rng.randint(12, 28)
    used = d.rng.randint(chairs // 2, chairs)
    return f"{d.pick(_CHAIR_SHIFTS)} | {chairs} | {used} | {chairs - used} | {d.pick(['open for transients', 'waitlist', 'full', 'open'])}"


def _chair_csv_row(d: Draw) -> str:
    chairs = d.rng.randint(10, 26)
    return (f"{d.pick(_UNITS)},{d.pick(['MWF', 'TTS'])},{d.pick(['1', '2', '3'])},{chairs},{d.rng.randint(0, chairs)},{d.rng.randint(0, 2)},"
            f"{d.pick(['05:30', '06:00', '10:45', '11:00', '16:00', '16:30'])}")


def _chair_json_row(d: Draw) -> str:
    return (f"{{\"unit\": \"{d.pick(_UNITS)}\", \"stations\": {d.rng.randint(12, 30)}, \"isolationStations\": {d.rng.randint(1, 2)}, "
            f"\"openSlots\": {{\"MWF\": {d.rng.randint(0, 6)}, \"TTS\": {d.rng.randint(0, 6)}}}}}")


def _rota_row(d: Draw) -> str:
    return f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} | {d.pick(['05:00-15:30', '10:00-20:30', '15:00-23:30'])} | {d.pick(STAFF[2:4])} | {d.pick([STAFF[0], STAFF[1]])} | {d.rng.randint(3, 7)} PCTs"


def _mfe_loc_row(d: Draw) -> str:
    chair = d.rng.randint(1, 28)
    unit = d.pick(["SPW", "SPWB", "PKN", "PGO", "CHM"])
    return (f"MFE|MAD|{d.digits(6, True)}|{d.fill('hl7_ts')}|{unit}^CH{chair:02d}^^^^^DIAL\n"
            f"LOC|{unit}^CH{chair:02d}^^^^^DIAL|Chair {chair:02d}{d.pick([' (isolation)', '', '', ' (near nurses station)'])}|D|{DIALYSIS}")


_WATER_POINTS = ["RO product", "Post-carbon tank 1", "Post-carbon tank 2", "Loop return", "Bicarb mix", "Station 7 dialysate", "Station 14 dialysate", "Reuse room"]


def _water_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    return (f"{day.isoformat()} | {d.pick(_WATER_POINTS)} | {d.pick(['RO-1', 'RO-2', 'WTS-A'])} | total Cl {d.pick(['<0.02', '0.02', '<0.02', '0.04', '0.01'])} ppm | "
            f"endotoxin {d.pick(['<0.03', '0.05', '<0.03', '0.11', '0.08'])} EU/mL | {d.rng.randint(0, 40)} CFU/mL")


def _water_csv_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    return (f"{day.isoformat()},{d.pick(['06:10', '05:45', '06:30', '05:55'])},{d.pick(['RO-1', 'RO-2'])},{d.pick(_WATER_POINTS)},"
            f"{d.pick(['0.00', '0.02', '0.01', '0.04'])},{d.pick(['<0.03', '0.05', '0.12'])},{d.rng.randint(0, 48)},{d.pick(['pass', 'pass', 'pass', 'action'])}")


def _water_xml_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    return (f"  <sample date=\"{day.isoformat()}\" point=\"{d.pick(_WATER_POINTS)}\" system=\"{d.pick(['RO-1', 'RO-2'])}\">"
            f"<chlorineTotal unit=\"mg/L\">{d.pick(['0.00', '0.02', '0.01'])}</chlorineTotal><endotoxin unit=\"EU/mL\">{d.pick(['0.03', '0.05', '0.09'])}</endotoxin>"
            f"<hpc unit=\"CFU/mL\">{d.rng.randint(0, 45)}</hpc></sample>")


_ORGANS = ["Kidney (deceased donor)", "Kidney (living donor)", "Kidney-pancreas", "Pancreas alone", "Liver (deceased donor)", "Liver (living donor)", "Heart", "Lung"]


def _tx_row(d: Draw) -> str:
    values = " | ".join(str(d.rng.randint(4, 240)) for _ in range(5))
    return f"{d.pick(_ORGANS)} | {values}"


def _tx_csv_row(d: Draw) -> str:
    return f"{d.rng.randint(2019, 2025)},{d.pick(['kidney', 'kidney_living', 'liver', 'kidney_pancreas', 'heart', 'pancreas'])},{d.rng.randint(3, 260)},{d.rng.randint(20, 1400)},{d.rng.randint(0, 60)}"


def _tx_json_row(d: Draw) -> str:
    return (f"{{\"organ\": \"{d.pick(['kidney', 'liver', 'kidney-pancreas', 'heart', 'pancreas'])}\", \"year\": {d.rng.randint(2020, 2025)}, "
            f"\"transplants\": {d.rng.randint(3, 250)}, \"waitingAtYearEnd\": {d.rng.randint(20, 1300)}, \"graftSurvival1y\": {d.rng.randint(88, 99)}.{d.rng.randint(0, 9)}}}")


def _outcome_row(d: Draw) -> str:
    return (f"{d.pick(['Adult kidney', 'Adult kidney, living donor', 'Pediatric kidney', 'Kidney-pancreas', 'Adult liver'])} | {d.rng.randint(88, 99)}.{d.rng.randint(0, 9)}% | "
            f"{d.rng.randint(86, 99)}.{d.rng.randint(0, 9)}% | {d.rng.randint(7, 60)} months | {d.pick(['as expected', 'as expected', 'better than expected'])}")


def _opo_row(d: Draw) -> str:
    return f"{d.pick(['Referrals received', 'Eligible deaths', 'Donors recovered', 'Organs transplanted', 'Tissue donors', 'Cornea donors', 'Families approached'])} | " + \
        " | ".join(f"{d.rng.randint(40, 4200):,}" for _ in range(3))


def _opo_csv_row(d: Draw) -> str:
    return (f"{d.rng.randint(2020, 2025)},{d.pick(['Q1', 'Q2', 'Q3', 'Q4'])},{d.rng.randint(900, 3800)},{d.rng.randint(20, 120)},{d.rng.randint(50, 380)},"
            f"{d.rng.randint(55, 78)}.{d.rng.randint(0, 9)},{d.rng.randint(2, 5)}.{d.rng.randint(0, 9)}")


_HOSPITALS = ["St. Catherine Memorial (Springfield)", "Prairie Regional Medical Center (Decatur)", "Glen Oak Methodist (Peoria)", "Illinois River Valley Hospital (Pekin)",
              "Champaign County Medical Center", "Knox County Community Hospital (Galesburg)", "Vermilion Valley Hospital (Danville)", "Logan Memorial (Lincoln)"]


def _hospital_row(d: Draw) -> str:
    return (f"{d.pick(_HOSPITALS)} | {d.rng.randint(80, 99)}% | {d.rng.randint(30, 60)} min | {d.rng.randint(0, 22)} | "
            f"{d.pick(['Gold', 'Silver', 'Bronze', 'Platinum'])}")


_FEES = [("90935", "Hemodialysis, one evaluation", 180, 320), ("90937", "Hemodialysis, repeated evaluation", 260, 440),
         ("90945", "Dialysis other than hemodialysis, one evaluation", 170, 300), ("90960", "ESRD services, 4+ visits per month, age 20+", 290, 480),
         ("90961", "ESRD services, 2-3 visits per month, age 20+", 240, 390), ("90970", "ESRD services, per day, less than a full month", 9, 18),
         ("99204", "New patient office visit, moderate MDM", 210, 330), ("99214", "Established patient visit, moderate MDM", 130, 210),
         ("36901", "Dialysis circuit angiography", 760, 1400), ("76770", "Retroperitoneal ultrasound, complete", 220, 380),
         ("G0420", "Kidney disease education, individual, per session", 110, 160), ("97802", "Medical nutrition therapy, initial, 15 min", 35, 60)]


def _fee_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FEES)
    return f"{code} | {name} | ${d.rng.randint(low, high)}.00 | ${d.rng.randint(low // 2, low)}.{d.digits(2)}"


def _fee_csv_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FEES)
    return f"{code},\"{name}\",{d.rng.randint(low, high)}.00,{d.pick(['', '26', 'TC', '95'])},{d.pick(['office', 'facility', 'both'])}"


_POTASSIUM = [("Banana, 1 medium", 422, "High"), ("Orange juice, 1 cup", 496, "High"), ("Baked potato with skin, 1 medium", 926, "High"),
              ("Apple, 1 small", 107, "Low"), ("Blueberries, 1/2 cup", 57, "Low"), ("White rice, 1/2 cup cooked", 28, "Low"),
              ("Cooked spinach, 1/2 cup", 420, "High"), ("Green beans, 1/2 cup", 91, "Low"), ("Avocado, 1/2", 487, "High"), ("Cabbage, 1/2 cup raw", 60, "Low"),
              ("Tomato sauce, 1/2 cup", 405, "High"), ("Grapes, 1/2 cup", 144, "Low"), ("Milk, 1 cup", 366, "Medium"), ("Cauliflower, 1/2 cup", 88, "Low")]


def _potassium_row(d: Draw) -> str:
    food, mg, level = d.pick(_POTASSIUM)
    return f"{food} | {mg} mg | {level}"


_PHOSPHORUS = [("Cola, 12 oz", "41 mg (phosphoric acid additive)"), ("Processed cheese, 1 slice", "about 130 mg"), ("Rice milk, unenriched, 1 cup", "56 mg"),
               ("Whole-wheat bread, 1 slice", "57 mg"), ("White bread, 1 slice", "25 mg"), ("Deli ham, 2 oz (with phosphate additives)", "about 180 mg"),
               ("Egg white, 1 large", "5 mg"), ("Frozen chicken nuggets, 6 pieces", "about 220 mg"), ("Lemon-lime soda, 12 oz", "0 mg"),
               ("Yogurt, 1 cup", "about 330 mg")]


def _phos_row(d: Draw) -> str:
    food, amount = d.pick(_PHOSPHORUS)
    return f"{food} | {amount}"


_IMMUNO = [("tacrolimus", "0.5 mg, 1 mg, 5 mg capsules", "00781-2102-01", "Tier 1", "none"), ("tacrolimus ER (Envarsus XR)", "0.75 mg, 1 mg, 4 mg tablets", "68992-3010-03", "Tier 3", "PA"),
           ("mycophenolate mofetil", "250 mg capsules, 500 mg tablets", "00378-5121-01", "Tier 1", "none"), ("mycophenolic acid DR", "180 mg, 360 mg tablets", "00093-7477-01", "Tier 2", "none"),
           ("prednisone", "5 mg, 10 mg tablets", "00054-4728-25", "Tier 1", "none"), ("belatacept (Nulojix)", "250 mg vial", "00003-0371-13", "Medical benefit", "PA"),
           ("cyclosporine modified", "25 mg, 100 mg capsules", "00078-0246-15", "Tier 2", "none"), ("everolimus (Zortress)", "0.25 mg, 0.5 mg, 0.75 mg tablets", "00078-0414-20", "Tier 3", "PA"),
           ("azathioprine", "50 mg tablets", "00054-4084-25", "Tier 1", "none"), ("valganciclovir", "450 mg tablets", "00093-7521-56", "Tier 2", "QL 60/30 days"),
           ("sirolimus", "0.5 mg, 1 mg, 2 mg tablets", "00008-1030-05", "Tier 2", "none")]


def _immuno_row(d: Draw) -> str:
    name, strength, ndc, tier, um = d.pick(_IMMUNO)
    return f"{name} | {strength} | {ndc} | {tier} | {um} | ${d.rng.randint(0, 95)} copay (30 days)"


def _immuno_csv_row(d: Draw) -> str:
    name, strength, ndc, tier, um = d.pick(_IMMUNO)
    return f"\"{name}\",\"{strength}\",{ndc},\"{tier}\",{um.replace(' ', '_')},{d.pick(['Part B', 'Part D', 'Part B or D'])}"


def _mfe_drug_row(d: Draw) -> str:
    name, strength, ndc, tier, _ = d.pick(_IMMUNO)
    return f"MFE|MAD|{d.digits(6, True)}|{d.fill('hl7_ts')}|{ndc.replace('-', '')}^{name.split(' (')[0].upper()}^NDC\nZFM|{tier}|{strength.split(',')[0]}"


def _session_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{day.strftime('%a %b')} {day.day}, {day.year} | {d.pick(['12:00-13:00', '17:30-19:00', '10:00-11:30', '18:00-19:00'])} | "
            f"{d.pick(['Peoria, Glen Oak campus, room 2B', 'Springfield, Wabash unit classroom', 'Video (link sent after you register)', 'Champaign public library, meeting room A', 'Bloomington, Normal YMCA'])} | "
            f"{d.pick(['English', 'English', 'Spanish with interpreter', 'English, ASL interpreter'])}")


def _ics_event(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    hour = d.pick([12, 17, 18, 10])
    return (f"BEGIN:VEVENT\nUID:ihti-ld-session-{day.strftime('%Y%m%d')}-{hour}\nDTSTART;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{hour:02d}0000\n"
            f"DTEND;TZID=America/Chicago:{day.strftime('%Y%m%d')}T{hour + 1:02d}3000\nSUMMARY:Living kidney donation - information session\n"
            f"LOCATION:{d.pick(['Glen Oak campus, room 2B', 'Online', 'Wabash unit classroom'])}\nEND:VEVENT")


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, published, a session day) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang in ("es", "pt"):
            return f"{dd} de {MONTHS_V56[lang.upper()][m - 1]} de {y}"
        if lang == "it":
            return f"{dd} {MONTHS_V56['IT'][m - 1]} {y}"
        if lang == "el":
            return f"{dd} {MONTHS_V56['GR'][m - 1]} {y}"
        if lang == "ro":
            return f"{dd} {MONTHS_V56['RO'][m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


def _qip_row(d: Draw) -> str:
    return (f"{d.pick(list(UNIT_CCNS))},{d.pick(_UNITS)},{d.rng.randint(48, 98)},{d.rng.randint(88, 99)},{d.rng.randint(0, 3)}.{d.rng.randint(0, 9)},"
            f"{d.rng.randint(55, 82)},0.{d.rng.randint(60, 140):03d},{d.pick(['0.0', '0.0', '0.5', '1.0'])}")


def _es_chair_row(d: Draw) -> str:
    return f"{d.pick(['Lunes, miércoles y viernes', 'Martes, jueves y sábado'])} | {d.pick(['1.º turno 7:30', '2.º turno 12:30', '3.º turno 17:30'])} | {d.rng.randint(10, 24)} puestos | {d.rng.randint(0, 4)} libres"


def _pt_fee_row(d: Draw) -> str:
    return f"{d.pick(['Consulta de nefrologia', 'Sessão de hemodiálise (tratamento particular)', 'Consulta de nutrição', 'Ecografia renal', 'Colocação de cateter', 'Consulta de enfermagem'])} | {d.rng.randint(25, 260)},00 €"


def _it_tx_row(d: Draw) -> str:
    return f"{d.pick(['Rene da donatore deceduto', 'Rene da donatore vivente', 'Rene-pancreas', 'Fegato', 'Cuore'])} | {d.rng.randint(3, 120)} | {d.rng.randint(3, 130)} | {d.rng.randint(20, 900)}"


def _ro_fee_row(d: Draw) -> str:
    return f"{d.pick(['Consultație nefrologie', 'Ședință hemodializă (tarif decontat CNAS)', 'Ecografie renală', 'Consultație nutriție', 'Analize de control lunare'])} | {d.rng.randint(80, 950)} lei"


def _gr_shift_row(d: Draw) -> str:
    return f"{d.pick(['Δευτέρα-Τετάρτη-Παρασκευή', 'Τρίτη-Πέμπτη-Σάββατο'])} | {d.pick(['07:00-11:30', '11:45-16:15', '16:30-21:00'])} | {d.rng.randint(8, 20)} θέσεις"


_OWN = {
    "dialysis": DIALYSIS, "transplant": TRANSPLANT, "opo": OPO, "nephro": NEPHRO, "plan_own": PLAN_NAME, "rides": RIDES,
    "es_partner": ES_PARTNER, "pt_partner": PT_PARTNER, "it_partner": IT_PARTNER, "gr_partner": GR_PARTNER, "ro_partner": RO_PARTNER,
    "dl_phone": ORGANISATION_CONTACTS[0], "dl_fax": ORGANISATION_CONTACTS[1], "dl_addr": ORGANISATION_CONTACTS[2], "dl_email": ORGANISATION_CONTACTS[3],
    "dl_web": ORGANISATION_CONTACTS[4], "tx_phone": ORGANISATION_CONTACTS[5], "ld_phone": ORGANISATION_CONTACTS[6], "tx_addr": ORGANISATION_CONTACTS[7],
    "tx_email": ORGANISATION_CONTACTS[8], "ld_email": ORGANISATION_CONTACTS[9], "tx_web": ORGANISATION_CONTACTS[10], "opo_line": ORGANISATION_CONTACTS[11],
    "opo_phone": ORGANISATION_CONTACTS[12], "opo_email": ORGANISATION_CONTACTS[13], "opo_web": ORGANISATION_CONTACTS[14], "nephro_phone": ORGANISATION_CONTACTS[15],
    "nephro_email": ORGANISATION_CONTACTS[16], "nephro_addr": ORGANISATION_CONTACTS[17], "plan_phone": ORGANISATION_CONTACTS[18], "plan_email": ORGANISATION_CONTACTS[19],
    "plan_web": ORGANISATION_CONTACTS[20], "rides_phone": ORGANISATION_CONTACTS[21], "rides_email": ORGANISATION_CONTACTS[22],
    "es_phone": ORGANISATION_CONTACTS[23], "es_email": ORGANISATION_CONTACTS[24], "pt_phone": ORGANISATION_CONTACTS[25], "pt_email": ORGANISATION_CONTACTS[26],
    "it_phone": ORGANISATION_CONTACTS[27], "it_email": ORGANISATION_CONTACTS[28], "gr_phone": ORGANISATION_CONTACTS[29], "gr_email": ORGANISATION_CONTACTS[30],
    "ro_phone": ORGANISATION_CONTACTS[31], "ro_email": ORGANISATION_CONTACTS[32],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_rn": STAFF[2], "own_tech": STAFF[3], "own_rd": STAFF[4], "own_pharmd": STAFF[5], "own_sw": STAFF[6], "own_ptc": STAFF[7],
    "es_director": "Dra. Inmaculada Villaseñor Quirós, jefa de servicio", "pt_director": "Dr. Anselmo Vasconcelos Brandão, diretor clínico",
    "it_director": "Dott.ssa Ottavia Gherardeschi, responsabile UOC", "gr_director": "Δρ. Παρασκευάς Λαμπρινόπουλος, Διευθυντής",
    "ro_director": "Dr. Iulian Mărgineanu, medic șef",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)), "ccn": lambda d: d.pick(list(UNIT_CCNS)),
    "chair_table": _table(_chair_row, 5), "chair_csv": _rows(_chair_csv_row, 8, 24), "chair_json": _rows(_chair_json_row, 4, 30, ", "), "rota_table": _table(_rota_row, 6),
    "mfe_loc_rows": _rows(_mfe_loc_row, 4, 60),
    "water_table": _rows(_water_row, 6, 40), "water_csv": _rows(_water_csv_row, 8, 40), "water_xml": _rows(_water_xml_row, 5, 70),
    "qip_csv": _rows(_qip_row, 4, 18), "tx_table": _table(_tx_row, 6), "tx_csv": _rows(_tx_csv_row, 10, 14), "tx_json": _rows(_tx_json_row, 5, 40, ", "), "outcome_table": _table(_outcome_row, 4),
    "opo_table": _table(_opo_row, 5), "opo_csv": _rows(_opo_csv_row, 8, 8), "hospital_table": _table(_hospital_row, 5),
    "fee_table": _table(_fee_row, 7), "fee_csv": _rows(_fee_csv_row, 8, 6),
    "potassium_table": _table(_potassium_row, 8), "phos_table": _table(_phos_row, 6),
    "immuno_table": _table(_immuno_row, 7), "immuno_csv": _rows(_immuno_csv_row, 7, 14), "mfe_drug_rows": _rows(_mfe_drug_row, 4, 40),
    "session_table": _rows(_session_row, 5, 16), "ics_events": _rows(_ics_event, 3, 40),
    "es_chair_table": _rows(_es_chair_row, 4, 40), "pt_fee_table": _table(_pt_fee_row, 5), "it_tx_table": _table(_it_tx_row, 4),
    "ro_fee_table": _table(_ro_fee_row, 4), "gr_shift_table": _rows(_gr_shift_row, 4, 40),
    "en_date": _month_date("en"), "es_date": _month_date("es"), "pt_date": _month_date("pt"), "it_date": _month_date("it"), "el_date": _month_date("el"),
    "ro_date": _month_date("ro"),
    "version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 14)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "donors_year": lambda d: str(d.rng.randint(140, 420)),
    "organs_year": lambda d: str(d.rng.randint(420, 1300)),
    "auth_rate": lambda d: f"{d.rng.randint(56, 79)}.{d.rng.randint(0, 9)}",
    "wait_years": lambda d: f"{d.rng.randint(3, 6)}.{d.rng.randint(0, 9)}",
    "kt_v": lambda d: f"1.{d.rng.randint(2, 8)}",
    "chairs": lambda d: str(d.rng.randint(14, 32)),
    "fluid_oz": lambda d: str(d.pick([32, 34, 40, 48])),
    "k_limit": lambda d: str(d.pick([2000, 2500, 3000])),
    "na_limit": lambda d: str(d.pick([1500, 2000, 2300])),
    "session_count": lambda d: str(d.rng.randint(6, 14)),
    "tac_low": lambda d: str(d.pick([4, 5, 6])), "tac_high": lambda d: str(d.pick([8, 10, 12])),
    "weight_kg": lambda d: f"{d.rng.randint(48, 118)}.{d.rng.randint(0, 9)}",
    "uf_goal": lambda d: f"{d.rng.randint(1, 4)}.{d.rng.randint(0, 9)}",
    "bfr": lambda d: str(d.pick([300, 350, 400, 450])),
    "dfr": lambda d: str(d.pick([500, 600, 700, 800])),
    "chair_no": lambda d: str(d.rng.randint(1, 24)),
    "sys": lambda d: str(d.rng.randint(104, 182)), "dia": lambda d: str(d.rng.randint(58, 98)),
    "k_val": lambda d: f"{d.rng.randint(3, 6)}.{d.rng.randint(0, 9)}",
    "creat": lambda d: f"{d.rng.randint(0, 2)}.{d.rng.randint(1, 9)}",
    "tac_level": lambda d: f"{d.rng.randint(3, 14)}.{d.rng.randint(0, 9)}",
    "egfr": lambda d: str(d.rng.randint(15, 32)),
    "miles": lambda d: str(d.rng.randint(6, 74)),
    "cfu_max": lambda d: str(d.rng.randint(2, 46)),
    "relation_donor": lambda d: d.pick(["son", "daughter", "brother", "sister", "husband", "wife", "dad", "mom"]),
    "mileage_rate": lambda d: str(d.pick([21, 35, 50, 67])),
}

US = ("en_US",)
ES = ("es_ES",)
PT = ("pt_PT",)
IT = ("it_IT",)
GR = ("el_GR",)
RO = ("ro_RO",)
OTHER_LOCALES = ES + PT + IT + GR + RO

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b56c_chair_table", "dialysis_chair_schedule", US,
     "{dialysis} - {weekday} chair availability, unit CCN {ccn} (as of {en_date})\nShift | Stations | Assigned | Open | Note\n{chair_table}\n"
     "Transient (travel) treatments need 30 days' notice. Placement coordinator: {own_sw}. Patient services {dl_phone}, fax {dl_fax}."),
    ("b56c_chair_csv", "dialysis_chair_schedule", US,
     "unit,days,shift,stations,assigned,isolation,start_time\n{chair_csv}\n# {dialysis} station census, counts only, exported {iso_ts}"),
    ("b56c_chair_json", "dialysis_chair_schedule", US,
     "{\"network\": \"{dialysis}\", \"asOf\": \"{eff_iso}\", \"units\": [{chair_json}], \"transientRequests\": \"{dl_email}\", \"contact\": \"{dl_phone}\"}"),
    ("b56c_staff_rota", "dialysis_chair_schedule", US,
     "{dialysis} - Springfield Wabash unit, staffing rota for week {week}\nDay | Shift | Charge nurse | Nephrologist rounding | Techs\n{rota_table}\n"
     "Water-room checks before the first shift: {own_tech}. Call-outs to the unit line, {dl_phone}."),
    ("b56c_hl7_mfn_loc", "hl7_export", US,
     "MSH|^~\\&|SPKC-ADT|SPKC|EHR|SPKC|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master file^HL70175||UPD|||AL\n{mfe_loc_rows}"),
    ("b56c_water_log", "dialysis_water_log", US,
     "{dialysis} - water treatment log, Pekin unit (CCN {ccn})\nDate | Sample point | System | Chlorine | Endotoxin | Heterotrophic plate count\n{water_table}\n"
     "Action levels (AAMI/ISO 23500): total chlorine 0.1 mg/L, endotoxin 0.125 EU/mL, bacteria 50 CFU/mL. Reviewed by {own_tech} and {own_md2}."),
    ("b56c_water_csv", "dialysis_water_log", US,
     "date,time,ro_system,sample_point,total_chlorine_mg_l,endotoxin_eu_ml,hpc_cfu_ml,result\n{water_csv}\n# {dialysis} water room, culture lot {lot}"),
    ("b56c_water_xml", "dialysis_water_log", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<waterQualityReport facility=\"{dialysis}\" ccn=\"{ccn}\" period=\"{quarter}\" standard=\"ISO 23500-3\">\n{water_xml}\n</waterQualityReport>"),
    ("b56c_water_summary", "dialysis_water_log", US,
     "Monthly water and dialysate quality summary - {dialysis}, {quarter}\nChlorine/chloramine tests: {hundreds} (two per shift), none at or above 0.1 mg/L. Endotoxin samples: {small}; highest "
     "0.0{small_digit} EU/mL. Cultures: {cfu_max} CFU/mL at most, below the 50 CFU/mL action level. Carbon tanks exchanged on {en_date}. RO membrane rejection {deci}%.\n"
     "Prepared by {own_tech}; medical director sign-off: {own_md}."),
    ("b56c_tx_volume", "transplant_volume_statistics", US,
     "{transplant} - transplants performed by organ\nOrgan | 2021 | 2022 | 2023 | 2024 | 2025\n{tx_table}\n"
     "Counts are procedures, not people. Program codes and SRTR reports: {tx_web}. Referrals: {tx_phone}."),
    ("b56c_tx_csv", "transplant_volume_statistics", US,
     "year,organ,transplants,waitlist_at_year_end,deaths_or_too_sick_on_list\n{tx_csv}\n# {transplant} volume file, aggregate only, generated {iso_ts}"),
    ("b56c_tx_json", "transplant_volume_statistics", US,
     "{\"center\": \"{transplant}\", \"optnCenterCode\": \"ILHT-TX1\", \"published\": \"{eff_iso}\", \"volumes\": [{tx_json}], \"source\": \"{tx_web}\"}"),
    ("b56c_tx_outcomes", "transplant_volume_statistics", US,
     "{transplant} - outcomes at a glance (SRTR program-specific report, release {quarter})\nProgram | 1-year graft survival | 1-year patient survival | Median time to transplant | Assessment\n"
     "{outcome_table}\nA kidney candidate here waits a median of {wait_years} years. Questions about listing: {tx_email}."),
    ("b56c_opo_annual", "opo_public_report", US,
     "{opo} - report to the community, {year}\nMeasure | {year} | prior year | five years ago\n{opo_table}\n"
     "Authorization rate: {auth_rate}% of families approached. Every donor's gift reached an average of 3.{small_digit} recipients. Hospital services {opo_line} (24 hours); "
     "community office {opo_phone}."),
    ("b56c_opo_csv", "opo_public_report", US,
     "year,quarter,referrals,donors,organs_transplanted,authorization_pct,organs_per_donor\n{opo_csv}\n# {opo} public data file; donor-level data are not released"),
    ("b56c_opo_press", "opo_public_report", US,
     "FOR IMMEDIATE RELEASE - {en_date}\n{opo} records {donors_year} organ donors in {year}\nSPRINGFIELD, Ill. - Donors and their families in central and southern Illinois made "
     "{organs_year} organ transplants possible last year, the most in the organization's history. \"Every number here is a family's decision made on the worst day of their "
     "lives,\" said {own_ptc}, director of family services. Register at {opo_web}. Media: {opo_email}."),
    ("b56c_opo_hospitals", "opo_public_report", US,
     "{opo} - hospital partner scorecard, {quarter}\nHospital | Timely referral | Median call-to-response | Donors | Recognition\n{hospital_table}\n"
     "Timely referral means a call to {opo_line} within one hour of a ventilated patient meeting clinical triggers."),
    ("b56c_opo_measure", "opo_public_report", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"http://kaskaskiagiftoflife.org/Measure/donation-rate\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{opo}\"}, \"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"eligible deaths\"}, \"count\": {hundreds}}, {\"code\": {\"text\": \"donors\"}, \"count\": {small}}], \"measureScore\": {\"value\": 0.{small_digit}{small_digit}}}]}"),
    ("b56c_fee_table", "nephrology_fee_schedule", US,
     "{nephro} - fee schedule effective {en_date}\nCPT/HCPCS | Service | Charge | Self-pay price\n{fee_table}\n"
     "Billing NPI {own_npi}, tax ID {org_ein}. Questions about a bill: {nephro_phone} or {nephro_email}."),
    ("b56c_fee_csv", "nephrology_fee_schedule", US,
     "code,description,charge,modifier,setting\n{fee_csv}\n# {nephro} standard charges file, version {version}, posted {eff_iso}"),
    ("b56c_fee_gfe_notice", "nephrology_fee_schedule", US,
     "Your right to a Good Faith Estimate - {nephro}\nIf you do not have insurance or will not use it, we will give you an estimate of the expected charges before your visit "
     "(for example, a new-patient visit, CPT 99204, is ${fee}). If your bill is $400 or more above the estimate, you may dispute it. Ask us at {nephro_phone}; "
     "mail: {nephro_addr}. Estimate forms revised {en_date}."),
    ("b56c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*MACKINAWNEPH   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*MACKINAWNEPH*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\nAK2*837*{four_digits}~\nIK5*A~\nAK9*A*{cnt}*{cnt}*{cnt}~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b56c_diet_potassium", "kidney_diet_handout", US,
     "Kidney kitchen: choosing lower-potassium foods\nFrom the dietitians of {dialysis}\nMost people on hemodialysis aim for about {k_limit} mg of potassium a day.\nFood | Potassium | Level\n"
     "{potassium_table}\nTip: peel potatoes, cut them small and boil them in plenty of water to pull out some potassium. Ask {own_rd} at your next monthly visit."),
    ("b56c_diet_phosphorus", "kidney_diet_handout", US,
     "Hidden phosphorus: read the ingredient list\nLook for words with PHOS (dicalcium phosphate, sodium hexametaphosphate, phosphoric acid). Phosphorus from additives is almost all absorbed.\n"
     "Food | Phosphorus\n{phos_table}\nTake your binder with meals, not after. Handout revised {en_date} by {own_rd}, {dialysis}."),
    ("b56c_diet_fluid", "kidney_diet_handout", US,
     "Living with a fluid limit\nMany people on dialysis are asked to keep to about {fluid_oz} ounces of fluid a day. Anything liquid at room temperature counts: soup, ice, gelatin, ice cream.\n"
     "- Use a small cup and sip.\n- Suck on frozen grapes instead of ice chips.\n- Keep salt low: salt makes you thirsty.\n- Weigh yourself each morning; a gain of more than 2 kg between "
     "treatments is a sign of too much fluid.\nQuestions: {dialysis} dietitians, {dl_phone}. Handout revised {en_date}."),
    ("b56c_diet_sodium", "kidney_diet_handout", US,
     "Reading a food label for sodium - kidney diet class handout\nDaily goal set by your care team: {na_limit} mg of sodium.\n5% Daily Value or less = low; 20% or more = high.\n"
     "Canned soup, 1 cup: 890 mg. Low-sodium canned soup: 140 mg. Frozen dinner: 700-1,800 mg. Fresh chicken breast, 3 oz: 60 mg.\n"
     "Salt substitutes often contain potassium chloride; ask before you use one. Class leader: {own_rd}. Next class {en_date}."),
    ("b56c_ld_calendar", "living_donor_sessions", US,
     "Living kidney donation - free information sessions ({transplant})\nDate | Time | Place | Language\n{session_table}\n"
     "Who can come: anyone thinking about donating, and the people who support them. Donors are usually 18 to 70 years old. Register at {ld_phone} or {ld_email}."),
    ("b56c_ld_ics", "living_donor_sessions", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Illini Heartland Transplant Institute//Living Donor Sessions//EN\nX-WR-CALNAME:Living donor information sessions\n{ics_events}\n"
     "END:VCALENDAR"),
    ("b56c_ld_flyer", "living_donor_sessions", US,
     "Could you give the gift of life while living?\nCome to a living-donor information session at {transplant}. In {year} our team did {small} living-donor kidney transplants. "
     "You will hear from {own_ptc} and a donor advocate, learn what testing involves ({session_count} appointments on average) and how the National Living Donor Assistance "
     "Center helps with travel costs. Call {ld_phone}. More: {tx_web}."),
    ("b56c_immuno_table", "immunosuppressant_formulary", US,
     "{plan_own} - transplant drug formulary, {year}\nDrug | Strengths | NDC (example package) | Tier | Rules | Member cost\n{immuno_table}\n"
     "Part B covers immunosuppressants after a Medicare-covered transplant. Pharmacy claims: RxBIN {rxbin}, PCN {pcn}, group {group_no}. Questions: {plan_phone}."),
    ("b56c_immuno_csv", "immunosuppressant_formulary", US,
     "drug,strengths,ndc,tier,utilization_management,benefit\n{immuno_csv}\n# {plan_own} formulary extract, payer ID {payer_id}, effective {eff_iso}"),
    ("b56c_immuno_fhir", "immunosuppressant_formulary", US,
     "{\"resourceType\": \"MedicationKnowledge\", \"status\": \"active\", \"code\": {\"coding\": [{\"system\": \"http://www.nlm.nih.gov/research/umls/rxnorm\", \"code\": \"((197919||1006890||359195))\", "
     "\"display\": \"((tacrolimus 1 MG Oral Capsule||mycophenolic acid 360 MG Delayed Release Oral Tablet||mycophenolate mofetil 500 MG Oral Tablet))\"}]}, "
     "\"manufacturer\": {\"display\": \"generic\"}, \"cost\": [{\"type\": {\"text\": \"((Tier 1||Tier 2))\"}, \"source\": \"{plan_own}\", \"cost\": {\"value\": {copay_num}, \"currency\": \"USD\"}}], "
     "\"monitoringProgram\": [{\"name\": \"Trough level {tac_low}-{tac_high} ng/mL in the first year\"}]}"),
    ("b56c_immuno_hl7", "hl7_export", US,
     "MSH|^~\\&|KCHP-FORM|KCHP|PBM|KCHP|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|CDM^Formulary^HL70175||UPD|||AL\n{mfe_drug_rows}"),
    ("b56c_plan_bulletin", "plan_esrd_bulletin", US,
     "{plan_own} - provider bulletin: ESRD and transplant benefits from {en_date}\nOutpatient dialysis (CPT 90935-90970, type of bill 072x) needs no prior authorization at in-network "
     "units, including {dialysis} (NPI {own_npi}). Transplant evaluations at {transplant} are covered once per listing. Immunosuppressants: Part B first, then pharmacy "
     "(RxBIN {rxbin}, PCN {pcn}). Electronic claims: payer ID {payer_id}. Provider services {plan_phone}, {plan_web}."),
    ("b56c_ride_policy", "dialysis_transport_policy", US,
     "{rides} - how dialysis rides work\n1. Book at least two business days ahead at {rides_phone} or {rides_email}; standing orders repeat every treatment day.\n"
     "2. Pickup window: 30 minutes before to 15 minutes after the time we give you.\n3. Wheelchair vans available; tell us when you book.\n"
     "4. Mileage reimbursement for family drivers: {mileage_rate} cents per mile up to {miles} miles each way, paid monthly.\nThis service is a benefit of {plan_own} ({plan_phone})."),
    ("b56c_qip_csv", "csv_export", US,
     "ccn,unit,py_total_score,kt_v_pct_met,hypercalcemia_pct,vascular_access_avf_pct,standardized_transfusion_ratio,payment_reduction_pct\n{qip_csv}\n"
     "# {dialysis} ESRD Quality Incentive Program scores by facility, payment year {year_next}; published facility-level data, no patient rows"),
    ("b56c_es_aviso_turnos", "notice_other_locale", ES,
     "AVISO A LOS PACIENTES - {es_partner}\nA partir del {es_date} cambian los horarios de los turnos de hemodiálisis:\nDías | Turno | Puestos | Plazas libres\n{es_chair_table}\n"
     "Las plazas para pacientes desplazados (vacaciones) se solicitan con un mes de antelación en {es_email}. Teléfono: {es_phone}.\n{es_director}"),
    ("b56c_es_dieta", "notice_other_locale", ES,
     "Consejos de alimentación para personas en hemodiálisis ({es_partner})\n- Remoje y cueza dos veces las patatas y las verduras para reducir el potasio.\n"
     "- Evite los embutidos, los quesos curados y las bebidas de cola (fósforo).\n- Limite los líquidos a unos 500-750 ml más la orina que aún produzca.\n"
     "- Cocine con hierbas y limón en lugar de sal.\nDudas: consulta de nutrición, ((martes y jueves||lunes y miércoles)) de 10:00 a 13:00. Teléfono {es_phone}. Revisado el {es_date}."),
    ("b56c_es_sesion_donante", "notice_other_locale", ES,
     "Sesión informativa sobre la donación renal de vivo\n{es_partner} y la coordinación de trasplantes del hospital de referencia\nFecha: {es_date}, a las 18:00, salón de actos. "
     "Entrada libre. Podrán donar personas de entre 18 y 70 años en buen estado de salud. Inscripción: {es_email}."),
    ("b56c_pt_aviso_agua", "notice_other_locale", PT,
     "Informação aos doentes - qualidade da água de diálise\n{pt_partner}\nNo controlo mensal de {pt_date}, todos os pontos de colheita cumpriram os limites: cloro total < 0,1 mg/L, "
     "endotoxinas < 0,125 UE/mL, contagem microbiana < 50 UFC/mL. A próxima desinfeção térmica do anel de distribuição será num domingo, sem afetar os turnos.\n{pt_director}"),
    ("b56c_pt_tabela", "notice_other_locale", PT,
     "{pt_partner} - tabela de preços (atos particulares, IVA isento), em vigor a partir de {pt_date}\nAto | Preço\n{pt_fee_table}\n"
     "Doentes do SNS em programa regular de hemodiálise não pagam taxas moderadoras. Informações: {pt_phone} / {pt_email}."),
    ("b56c_pt_horario", "notice_other_locale", PT,
     "Horário de funcionamento - {pt_partner}\nSegunda a sábado: turnos às 7h00, 12h00 e 17h00. Feriados: os turnos mantêm-se, exceto 25 de dezembro e 1 de janeiro, "
     "que passam para o dia seguinte. Transporte não urgente: deve ser pedido ao médico de família com a credencial. Secretaria: {pt_phone}. Atualizado em {pt_date}."),
    ("b56c_it_statistiche", "notice_other_locale", IT,
     "{it_partner} - attività di trapianto della rete regionale (dati aggregati, aggiornamento {it_date})\nTipo | {year} | anno precedente | in lista al 31/12\n{it_tx_table}\n"
     "I dati non contengono informazioni sui singoli pazienti. Segreteria: {it_phone}."),
    ("b56c_it_dieta", "notice_other_locale", IT,
     "Il fosforo nascosto: guida rapida per i pazienti in dialisi\n{it_partner}\nLeggere l'etichetta: E338, E339, E340, E341, E450, E451, E452 sono fosfati aggiunti. "
     "Preferire formaggi freschi a quelli stagionati, limitare salumi e bibite tipo cola. Il chelante va preso durante il pasto.\nPer un colloquio con la dietista scrivere a {it_email}. Aggiornato il {it_date}."),
    ("b56c_it_orari", "notice_other_locale", IT,
     "AVVISO - {it_partner}\nDal {it_date} il turno pomeridiano del lunedì, mercoledì e venerdì inizierà alle 13:30 invece che alle 13:00. Gli altri turni restano invariati. "
     "Il servizio di trasporto convenzionato è già stato informato. Per domande: {it_phone}.\n{it_director}"),
    ("b56c_gr_ekstrateia", "notice_other_locale", GR,
     "Γίνε δωρητής οργάνων - ενημερωτική εκδήλωση\n{gr_partner}\nΣτις {el_date}, ώρα ((18:30||19:00||19:30||20:00)), στο αμφιθέατρο του νοσοκομείου. Θα μιλήσουν γιατροί της μονάδας και της συντονιστικής "
     "ομάδας μεταμοσχεύσεων. Η είσοδος είναι ελεύθερη. Πληροφορίες: {gr_phone}, {gr_email}.\n{gr_director}"),
    ("b56c_gr_vardies", "notice_other_locale", GR,
     "Πρόγραμμα βαρδιών αιμοκάθαρσης - {gr_partner} (ισχύει από {el_date})\nΗμέρες | Ώρες | Θέσεις\n{gr_shift_table}\n"
     "Για αιμοκάθαρση διακοπών επικοινωνήστε τουλάχιστον 20 ημέρες νωρίτερα στο {gr_phone}."),
    ("b56c_ro_tarife", "notice_other_locale", RO,
     "{ro_partner} - lista de tarife pentru servicii la cerere (valabilă din {ro_date})\nServiciu | Tarif\n{ro_fee_table}\n"
     "Pacienții incluși în Programul național de supleere a funcției renale nu plătesc ședințele de dializă. Informații: {ro_phone}, {ro_email}."),
    ("b56c_ro_sesiuni", "notice_other_locale", RO,
     "Școala pacientului renal - program de întâlniri\n{ro_partner}\nÎn fiecare prima marți a lunii, ora 16:00, sala de educație: alimentația în dializă, îngrijirea fistulei, "
     "pregătirea pentru transplant. Următoarea întâlnire: {ro_date}. Participarea este gratuită. Înscrieri la {ro_phone}.\n{ro_director}"),
    ("b56c_ro_apa", "notice_other_locale", RO,
     "Raport lunar privind calitatea apei pentru dializă - {ro_partner}\nLuna de referință: {ro_date}. Clor total: sub 0,1 mg/L la toate testele ({small} teste). Endotoxine: maximum 0,0{small_digit} UE/mL. "
     "Încărcătură microbiană: sub 50 UFC/mL. Nu au fost necesare acțiuni corective. Întocmit de inginerul de sistem; verificat de {ro_director}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b56_hd_flowsheet", "dialysis_treatment_flowsheet", US,
     "{dialysis} - HEMODIALYSIS TREATMENT RECORD   Chair {chair_no}   {weekday}\nPatient: {last}, {first}   Age: [[age_over_89:age_v56]]   MRN: [[record_number:mrn_v56]]\n"
     "Pre wt {weight_kg} kg | EDW target, UF goal {uf_goal} L | BFR {bfr} | DFR {dfr} | Dialyzer Optiflux F180NR | Bath 2K/2.5Ca\n"
     "Pre BP {sys}/{dia}. Access: L AVF, thrill and bruit present. Post Kt/V (last month) {kt_v}.\nComment: daughter picks up after tx; call her at [[phone:phone_il_v56]] if running late. RN {own_rn}"),
    ("b56_hd_runsheet", "dialysis_treatment_flowsheet", US,
     "DIALYSIS RUN SHEET - unit CCN {ccn}\nName: {first} {last}    DOB: [[date_of_birth:dob_v56]]    Medicare: [[member_id:mbi_v56]]\nChart #: [[record_number:mrn_v56]]    Shift: ((MWF 2nd||TTS 1st||MWF 3rd))\n"
     "Transport: {rides} from [[address:addr_il_v56]]\nHep 1000 u bolus. EPO per protocol. Tx time 3h45. Post wt {weight_kg} kg. Signed {own_rn}"),
    ("b56_waitlist_letter", "transplant_waitlist_letter", US,
     "{transplant}\n{tx_addr}\n\n{en_date}\n\n{first} {last}\n[[address:addr_il_v56]]\n\nDear {first} {last}:\nWe are pleased to tell you that you were added to the national kidney transplant "
     "waiting list. Your UNOS waitlist ID is [[record_number:unos_v56]], and our records list your date of birth as [[date_of_birth:dob_v56]] and your Social Security number as "
     "[[ssn:ssn_v56]]. Please keep your phone on: we will call [[phone:phone_il_v56]] when an organ is offered.\nSincerely,\n{own_ptc}, pre-transplant coordinator"),
    ("b56_waitlist_email", "transplant_waitlist_letter", US,
     "To: [[email:email_plain_v56]]\nSubject: Your transplant listing status changed to Inactive (status 7)\n\nHi {first},\nYour listing (waitlist ID [[record_number:unos_v56]]) is "
     "on hold while your ((dental clearance||cardiology stress test||updated insurance approval)) is pending. You keep accruing waiting time.\n"
     "Plan on file: {plan_own}, member ID [[member_id:member_v56]].\nSecurity note: your patient-portal account was accessed from [[ip_address:ip_v56]] on {en_date}. Not you? Call {tx_phone}."),
    ("b56_living_donor_eval", "living_donor_evaluation", US,
     "LIVING DONOR EVALUATION - INTAKE FORM ({transplant})\nPotential donor: {first} {last}\nDate of birth: [[date_of_birth:dob_v56]]\nIllinois driver's license: [[national_id:dl_il_v56]]\n"
     "Home address: [[address:addr_il_v56]]\nCell: [[phone:phone_il_v56]]   E-mail: [[email:email_v56]]\nIntended recipient: {first2} {last2}, ((my brother||my coworker||a friend from church||my neighbor)); "
     "I heard about the need through the recipient's page [[url:url_donor_search_v56]]\nTravel/lodging reimbursement to: [[bank_account:account_us_v56]]\nDonor advocate: {own_sw}"),
    ("b56_cms2728", "esrd_medicare_form", US,
     "END STAGE RENAL DISEASE MEDICAL EVIDENCE REPORT - MEDICARE ENTITLEMENT AND/OR PATIENT REGISTRATION\n1. Name: {last}, {first}   2. Medicare number: [[member_id:mbi_v56]]\n"
     "3. Date of birth: [[date_of_birth:dob_v56]]   4. Social Security number: [[ssn:ssn_v56]]\n5. Mailing address: [[address:addr_il_v56]]   6. Phone: [[phone:phone_il_v56]]\n"
     "14. Primary cause of renal failure: ((E11.22 type 2 diabetes with CKD||I12.0 hypertensive CKD||N03.9 chronic nephritic syndrome))\n"
     "19. Date regular chronic dialysis began: {en_date}   Facility CCN {ccn}   Physician: {own_md}"),
    ("b56_access_referral", "vascular_access_referral", US,
     "REFERRAL - vascular access surgery\nTo: ((Prairie Vascular Surgeons||Glen Oak Access Center)) From: {nephro}\nRe: {first} {last}, DOB [[date_of_birth:dob_v56]], chart [[record_number:mrn_v56]]\n"
     "Insurance: {plan_own} [[member_id:member_v56]]\nCKD 5, eGFR 9 (was {egfr} two years ago), anticipate HD within 3 months. Vein mapping done: L cephalic 3.1 mm. Please evaluate for L RC AVF. "
     "Patient prefers calls at [[phone:phone_il_v56]]. {own_md2}"),
    ("b56_posttx_lab_letter", "posttransplant_lab_letter", US,
     "{transplant} - post-transplant lab results\n{en_date}\n\n{first} {last}\n[[address:addr_il_v56]]\nPatient ID [[record_number:mrn_v56]]   Date of birth [[date_of_birth:dob_v56]]\n\n"
     "Your tacrolimus level was {tac_level} ng/mL (goal {tac_low}-{tac_high}); creatinine {creat} mg/dL; potassium {k_val}. No dose change. Repeat labs in 2 weeks.\n"
     "Your balance of $((35.00||48.20||60.00)) was paid with the card ending in ... (full number on file: [[card:card_v56]]). Questions: {tx_phone}."),
    ("b56_ride_request", "dialysis_transport_request", US,
     "{rides} - online ride request #{fivedig}\nRider: {first} {last} ([[age_over_89:age_v56]], uses a walker)\nMedicaid RIN: [[member_id:rin_v56]]\nPickup: [[address:addr_il_v56]]\n"
     "Destination: {dialysis}, ((Springfield Wabash||Pekin||Champaign)) unit, chair time ((05:30||10:45||16:00))\nCallback: [[phone:phone_il_v56]]\n"
     "Submitted {iso_ts} from IP [[ip_address:ip_v56]]. Copay $((2||3||4)) charged to [[card:visa_v56]]."),
    ("b56_ride_mileage", "dialysis_transport_request", US,
     "Family driver mileage reimbursement - {rides}\nMember: {first} {last}   Plan ID: [[member_id:member_v56]]\nDriver's vehicle plate: [[vehicle_id:plate_il_v56]]\n"
     "Trips in {quarter}: {cnt} round trips from [[address:addr_il_v56]] to {dialysis}, {miles} miles each way.\nDeposit reimbursement to [[bank_account:account_us_v56]]. "
     "Approved by {own_sw}."),
    ("b56_donor_family_letter", "donor_family_letter", US,
     "Dear recipient,\nWe are the family of the donor whose kidney you received. Our {relation_donor} was named {first} and died on [[date_of_death:dod_v56]] after a fall at work. {first} loved "
     "fishing on the Illinois River and coached Little League for twenty years. If you would like to know more, the memorial page is [[url:url_memorial_v56]]. "
     "We would be glad to hear from you: [[email:email_family_v56]].\nWith love, {first2} and the {last} family\n(forwarded by {opo}, family services)"),
    ("b56_fhir_patient", "fhir_patient_export", US,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v56]]\"}, {\"type\": {\"coding\": "
     "[{\"code\": \"SS\"}]}, \"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_plain_v56]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain_v56]]\"}], \"birthDate\": \"[[date_of_birth:dob_iso_v56]]\", "
     "\"deceasedDateTime\": \"[[date_of_death:dod_iso_v56]]\", \"address\": [{\"line\": [\"[[address:addr_fhir_v56]]\"}], "
     "\"managingOrganization\": {\"display\": \"{dialysis}\"}}"),
    ("b56_fhir_procedure", "fhir_procedure_export", US,
     "{\"resourceType\": \"Procedure\", \"status\": \"completed\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": "
     "\"urn:oid:2.16.840.1.113883.3.5656\", \"value\": \"[[record_number:mrn_plain_v56]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v56]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v56]]\"}]}], \"code\": {\"coding\": [{\"system\": "
     "\"http://www.ama-assn.org/go/cpt\", \"code\": \"((36821||36818||36830))\", \"display\": \"Arteriovenous anastomosis for dialysis access\"}]}, \"subject\": {\"reference\": \"#p1\"}, "
     "\"performedDateTime\": \"{iso_ts}\", \"performer\": [{\"actor\": {\"display\": \"{own_md2}\"}}]}"),
    ("b56_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|IHTI-LAB|IHTI|TXCOORD|IHTI|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v56]]^^^IHTI^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v56]]|((F||M))|||"
     "[[address:addr_hl7_v56]]||[[phone:phone_hl7_v56]]||||||[[ssn:ssn_plain_v56]]\nOBR|1||{fivedig}|11253-4^Tacrolimus^LN|||{hl7_ts}\n"
     "OBX|1|NM|11253-4^Tacrolimus [Mass/volume] in Blood^LN||{tac_level}|ng/mL|5-10||||F\nOBX|2|NM|2160-0^Creatinine^LN||{creat}|mg/dL|0.6-1.3||||F"),
    ("b56_flowsheet_csv", "csv_export", US,
     "mrn,patient,dob,medicare_id,tx_date,chair,pre_wt_kg,uf_l,pre_sbp,ktv\n[[record_number:mrn_plain_v56]],\"{last}, {first}\",[[date_of_birth:dob_iso_v56]],[[member_id:mbi_plain_v56]],"
     "{eff_iso},{chair_no},{weight_kg},{uf_goal},{sys},{kt_v}\n# {dialysis} treatment export for one patient, requested by {own_rn}"),
    ("b56_x12_837i", "x12_export", US,
     "ISA*00*          *00*          *ZZ*SANGAMONPKC    *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*SANGAMONPKC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{dialysis}*****XX*{own_npi}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v56]]~\nN3*[[address:addr_x12_v56]]~\nDMG*D8*[[date_of_birth:dob_compact_v56]]*((F||M))~\n"
     "REF*SY*[[ssn:ssn_plain_v56]]~\nCLM*{fivedig}*{money_b}***72:A:1~\nHI*ABK:N186~\nSE*14*{four_digits}~"),
    ("b56_es_dialisis_transito", "dialysis_away_request", ES,
     "SOLICITUD DE HEMODIÁLISIS EN TRÁNSITO\n{es_partner}\nApellidos y nombre: {last}, {first}\nDNI/NIE: [[national_id:dni_v56]]\nFecha de nacimiento: [[date_of_birth:dob_v56]]\n"
     "Tarjeta sanitaria (CIP): [[member_id:sns_es_v56]]\nDomicilio: [[address:addr_es_v56]]\nTeléfono móvil: [[phone:phone_es_v56]]\nCorreo electrónico: [[email:email_v56]]\n"
     "Fechas solicitadas: del {es_date}, ((3||6||9)) sesiones. Serologías VHB/VHC/VIH adjuntas. Fianza abonada con tarjeta [[card:card_v56]]."),
    ("b56_es_donante_vivo", "living_donor_evaluation", ES,
     "Formulario web - Programa de donante renal de vivo ({es_partner})\nNombre: {first} {last}\nDNI: [[national_id:dni_v56]]\nFecha de nacimiento: [[date_of_birth:dob_v56]]\n"
     "Receptor: {first2} {last2}, ((mi hermana||mi marido||mi hijo||un amigo)); conocí el caso por su campaña [[url:url_donor_search_v56]]\nCuenta para el reembolso de desplazamientos (IBAN): [[bank_account:iban_es_v56]]\n"
     "Enviado el {es_date} desde la dirección IP [[ip_address:ip_v56]]."),
    ("b56_es_transporte", "dialysis_transport_request", ES,
     "SOLICITUD DE TRANSPORTE SANITARIO NO URGENTE (hemodiálisis)\nPaciente: {first} {last}, [[age_over_89:age_v56]]\nDomicilio de recogida: [[address:addr_es_v56]]\n"
     "Teléfono de contacto (hija): [[phone:phone_es_v56]]\nTurno: ((lunes, miércoles y viernes||martes, jueves y sábado)), entrada 8:00. Precisa silla de ruedas.\n"
     "Los días que le trae la familia: turismo matrícula [[vehicle_id:plate_v56]] (plaza de aparcamiento reservada).\nMédico responsable: {es_director}"),
    ("b56_es_carta_familia", "donor_family_letter", ES,
     "Querida persona trasplantada:\nSomos la familia de {first}. Nos dejó el [[date_of_death:dod_v56]] y decidimos donar sus órganos, como siempre quiso. Se dedicó a la enseñanza, "
     "le encantaba el monte y hacer pan los domingos. Si algún día quieres escribirnos, puedes hacerlo a [[email:email_family_v56]]; y aquí está la página que hicimos en su memoria: "
     "[[url:url_memorial_v56]].\nCon cariño, la familia {last}"),
    ("b56_pt_inscricao", "dialysis_enrolment_form", PT,
     "FICHA DE INSCRIÇÃO - PROGRAMA DE HEMODIÁLISE\n{pt_partner}\nNome completo: {first} {last}\nData de nascimento: [[date_of_birth:dob_v56]]\nN.º de utente SNS: [[member_id:utente_pt_v56]]\n"
     "Cartão de Cidadão n.º: [[national_id:cc_pt_v56]]\nNIF: [[national_id:nif_pt_v56]]\nMorada: [[address:addr_pt_v56]]\nTelefone/telemóvel: [[phone:phone_pt_v56]]\n"
     "Acesso vascular: ((fístula arteriovenosa esquerda||cateter venoso central)). Turno pretendido: ((manhã||tarde))."),
    ("b56_pt_obito", "notice_of_death", PT,
     "COMUNICAÇÃO DE ÓBITO\nExmos. Senhores da {pt_partner},\nVenho informar do falecimento de {first} {last} (data de nascimento [[date_of_birth:dob_parent_v56]], CC [[national_id:cc_pt_v56]]), "
     "ocorrido em [[date_of_death:dod_v56]]. Agradeço que cancelem o transporte e as sessões marcadas. O reembolso das despesas de transporte em falta pode ser feito para o IBAN "
     "[[bank_account:iban_pt_v56]].\nContacto: [[phone:phone_pt_v56]]\nCom os melhores cumprimentos."),
    ("b56_pt_transporte", "dialysis_transport_request", PT,
     "Pedido de transporte não urgente de doentes - hemodiálise\nUtente: {first} {last}, [[age_over_89:age_v56]]\nProcesso clínico: [[record_number:mrn_v56]]\nRecolha em: [[address:addr_pt_v56]]\n"
     "Contacto do cuidador: [[phone:phone_pt_v56]]\nNos dias em que a família assegura o transporte, viatura com matrícula [[vehicle_id:plate_v56]] autorizada a entrar no parque.\n"
     "Mobilidade: ((cadeira de rodas||maca||sentado com apoio)). {pt_director}"),
    ("b56_it_iscrizione", "transplant_waitlist_letter", IT,
     "Domanda di iscrizione in lista d'attesa per trapianto di rene\n{it_partner} - Centro Trapianti di riferimento\nCognome e nome: {last} {first}\nCodice fiscale: [[national_id:cf_it_v56]]\n"
     "Nato/a il: [[date_of_birth:dob_v56]]\nTessera sanitaria n.: [[member_id:team_it_v56]]\nResidenza: [[address:addr_it_v56]]\nCellulare: [[phone:phone_it_v56]]\nE-mail: [[email:email_v56]]\n"
     "Gruppo sanguigno ((0 Rh+||A Rh+||B Rh-||A Rh-)). In dialisi dal {it_date}."),
    ("b56_it_trasporto", "dialysis_transport_request", IT,
     "Richiesta di rimborso spese di trasporto per dialisi\nPaziente: {last} {first}, [[age_over_89:age_v56]]\nIl figlio accompagna con auto propria targa [[vehicle_id:plate_v56]] "
     "({cnt} viaggi nel mese, {miles} km a tratta).\nAccredito su IBAN: [[bank_account:iban_it_v56]]\nSpese di parcheggio anticipate con carta [[card:mastercard_v56]].\n{it_director}"),
    ("b56_it_referto", "posttransplant_lab_letter", IT,
     "REFERTO - ambulatorio post-trapianto\n{it_partner}\nPaziente: {last} {first}\nNato il [[date_of_birth:dob_v56]]   C.F. [[national_id:cf_it_v56]]\nN. cartella: [[record_number:mrn_v56]]\n"
     "Indirizzo: [[address:addr_it_v56]]\nTacrolemia {tac_level} ng/mL, creatinina {creat} mg/dL, potassio {k_val} mmol/L. Terapia invariata. Prossimo controllo tra 15 giorni.\n{it_director}"),
    ("b56_gr_aitisi", "dialysis_enrolment_form", GR,
     "ΑΙΤΗΣΗ ΕΝΤΑΞΗΣ ΣΕ ΠΡΟΓΡΑΜΜΑ ΑΙΜΟΚΑΘΑΡΣΗΣ\n{gr_partner}\nΕπώνυμο: {last}   Όνομα: {first}\nΗμερομηνία γέννησης: [[date_of_birth:dob_v56]]\nΑΜΚΑ: [[national_id:amka_v56]]\n"
     "ΑΦΜ: [[national_id:afm_v56]]\nΔιεύθυνση κατοικίας: [[address:addr_gr_v56]]\nΤηλέφωνο: [[phone:phone_gr_v56]]\nIBAN για την καταβολή του επιδόματος μετακίνησης: [[bank_account:iban_gr_v56]]\n"
     "Θεράπων ιατρός: {gr_director}"),
    ("b56_gr_parakolouthisi", "posttransplant_lab_letter", GR,
     "Μεταμοσχευτικό ιατρείο - ηλεκτρονικό ραντεβού παρακολούθησης\nΑσθενής: {first} {last}\nΑρ. μητρώου: [[record_number:mrn_v56]]\nΑΜΚΑ: [[national_id:amka_v56]]\n"
     "Email επικοινωνίας: [[email:email_v56]]\nΤο αίτημα υποβλήθηκε από τη διεύθυνση IP [[ip_address:ip_v56]] στις {el_date}.\nΕξετάσεις πριν το ραντεβού: επίπεδα τακρόλιμους, κρεατινίνη, γενική αίματος."),
    ("b56_ro_cerere", "dialysis_enrolment_form", RO,
     "CERERE DE INCLUDERE ÎN PROGRAMUL DE HEMODIALIZĂ\n{ro_partner}\nSubsemnatul/a {last} {first}, CNP [[national_id:cnp_v56]], născut/ă la [[date_of_birth:dob_v56]], "
     "domiciliat/ă în [[address:addr_ro_v56]], telefon [[phone:phone_ro_v56]], solicit includerea în programul de hemodializă cronică.\n"
     "Transportul îl asigur cu autoturismul propriu, nr. de înmatriculare [[vehicle_id:plate_v56]]; decontul transportului în contul [[bank_account:iban_ro_v56]].\nData: {ro_date}"),
    ("b56_ro_deces", "notice_of_death", RO,
     "Către {ro_partner}\nVă aducem la cunoștință că doamna/domnul {last} {first}, CNP [[national_id:cnp_v56]], pacient în programul de dializă, a decedat la data de [[date_of_death:dod_v56]]. "
     "Vă rugăm să anulați ședințele programate. Pentru cei care doresc să-și ia rămas bun, familia a creat pagina [[url:url_memorial_v56]].\nPersoană de contact: fiica, telefon [[phone:phone_ro_v56]]."),
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
        rows.append({"id": f"blind56-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
