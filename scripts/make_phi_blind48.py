"""A forty-eighth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind48.py [--seed 50501] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind47.py,
seeds 4141 to 49491) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
forty-ninth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b48_" or "b48c_"). Identifier-free genres, all from aviation, maritime and travel medicine: airport medical-clinic
fee lists (a table, a CSV, a Czech one, an HL7 MFN^M04 charge master), aviation medical examiner office notices (a
notice, a FAQ, a closure notice, a Polish one), pilot medical certification statistics (counts by class; a table, a
JSON, a Slovak one), port health inspection summaries (by vessel name and IMO number, no crew; a table, an XML, a
Bulgarian one), crew fatigue-management policies (a memo, a duty-limit table, a Ukrainian one, a training
calendar), cabin medical kit inventories (a table, a CSV with lots, an X12 850 order, an X12 846 stock advice, a
recall memo), in-flight medical event statistics (a table, a CSV, a Czech one, a Bulgarian one), maritime
telemedical advice service volume reports (a table, a JSON, a Polish one, a Ukrainian notice), travel health
advisories (US, Czech, Bulgarian, Slovak), quarantine station notices (a notice, counts, a JSON, a Ukrainian one),
diving-medicine course calendars (a table, an iCalendar file, a Polish one, a Slovak hyperbaric notice), ship
sanitation certificate schedules (a table, a CSV, an XML fee list, a Bulgarian and a Polish one), a CSV of expected
arrivals with their maritime declarations of health, and a FHIR Organization of the port health service.
Carrying genres: aviation medical certificates (a certificate, an application summary, a chat with the examiner's
office), seafarer medical fitness certificates (US, Polish, Ukrainian), in-flight medical incident reports (US,
Czech, a death on board), port health crew illness reports (US, Bulgarian, a Ukrainian death in port), medevac and
repatriation requests (US, Polish, Slovak, Ukrainian), fitness-to-fly (MEDIF) forms (US, Bulgarian), diving medicals
(US, Czech), travel insurance medical claims (US, Czech, a chat), crew fatigue incident reports (US, Slovak), an
airport clinic intake, plus a FHIR Encounter with its subject, an HL7 ADT^A04, a crew medical CSV and an X12 270.

Nearly all the identifier values come from this module's own printings (the `*_v48` slots): US SSNs in several
printings, FAA applicant IDs, pilot certificate numbers and USCG mariner reference numbers, passports of the crews'
countries; Czech and Slovak birth numbers (rodné číslo: the birth date, +50 in the month for women, the whole number
divisible by 11), Polish PESEL (the century in the month, the sex digit, the weighted check digit), Ukrainian RNOKPP
(the days since 1899-12-31, the sex digit, the check digit) and Bulgarian EGN (the century in the month, the
weighted check digit); Czech and Slovak accounts (their mod 11 weights) in domestic and IBAN printings, Polish NRB
and IBAN (the sort code's check digit), Bulgarian IBANs, all with computed check digits, and US checking accounts;
Visa and Discover numbers with Luhn; dates in Czech, Slovak, Polish and Ukrainian (month names in the genitive),
Bulgarian and US orders and month names; Czech (PSČ), Slovak, Polish (ul., m., NN-NNN), Ukrainian (вул., буд., кв.,
the index last) and Bulgarian (гр., ж.к., бл., вх., ет., ап.) and Georgia address layouts; Czech, Slovak, Polish,
Ukrainian, Bulgarian and Georgia phone numbers in their national and international printings; number plates of
Georgia, Czechia and Slovakia; e-mails written against scrapers in the texts' languages (Cyrillic names
transliterated); public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a diver's log,
a professional profile, a family's fundraising jar).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Georgia port health service and its quarantine
station, an airport aeromedical clinic, a maritime telemedical advice service, a diving-medicine centre, an airline's
crew health office and a travel insurer on fictional 555-01xx lines, and partners in Czechia, Poland, Ukraine,
Bulgaria and Slovakia) and the organisations' own printed identifiers (the clinic's NPIs, the insurer's payer ID and
EIN); the people it names are the organisations' own staff, never a patient, passenger, pilot or crew member, and the
ages it gives are bands under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
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

SEED = 50501
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "cs_CZ", "pl_PL", "uk_UA", "bg_BG", "sk_SK")

PORT_NAME = "Ossabaw Sound Port Health Service"
QUARANTINE_NAME = "Ossabaw Sound Quarantine Station"
CLINIC_NAME = "Hunter Field Aeromedical Clinic"
TMAS_NAME = "Tybee Roads Maritime Telemedical Advice Service"
DIVE_NAME = "Sapelo Banks Hyperbaric & Diving Medicine Center"
AIRLINE_NAME = "Sea Island Airways"
INSURER_NAME = "Okefenokee Travel Assurance Company"
CZ_PARTNER = "Letecké zdravotní středisko Chrudim-Pardubice"
PL_PARTNER = "Przychodnia Medycyny Morskiej Oksywie"
UA_PARTNER = "Центр морської медицини «Чорноморський причал»"
BG_PARTNER = "Център по морска медицина „Галата“"
SK_PARTNER = "Centrum hyperbarickej a leteckej medicíny Poprad-Tatry"
ORGANISATION_CONTACTS = [
    "(912) 555-0141",                                                  # 0 port health service main line
    "(912) 555-0142",                                                  # 1 port health fax
    "40 Lathrop Avenue, Building C, Savannah, GA 31415",               # 2 port health office
    "porthealth@ossabawsoundhealth.org",                               # 3
    "https://www.ossabawsoundhealth.org",                              # 4
    "(912) 555-0143",                                                  # 5 aeromedical clinic front desk
    "1190 Gulfstream Road, Suite 210, Savannah, GA 31408",             # 6 aeromedical clinic
    "ame@hunterfieldaeromed.com",                                      # 7
    "(912) 555-0144",                                                  # 8 TMAS duty line
    "tmas@tybeeroadstmas.org",                                         # 9
    "1-877-555-0145",                                                  # 10 quarantine station 24-hour line
    "quarantine@ossabawsoundhealth.org",                               # 11
    "(912) 555-0146",                                                  # 12 diving-medicine centre
    "2 Marsh Hen Way, Brunswick, GA 31520",                            # 13 diving-medicine centre address
    "courses@sapelobankshyperbaric.org",                               # 14
    "(912) 555-0147",                                                  # 15 airline crew health office
    "crewhealth@seaislandairways.com",                                 # 16
    "fatigue@seaislandairways.com",                                    # 17
    "1-888-555-0148",                                                  # 18 travel insurer's claims line
    "claims@okefenokeetravel.com",                                     # 19
    "edi@okefenokeetravel.com",                                        # 20
    "sanitation@ossabawsoundhealth.org",                               # 21
    "(912) 555-0149",                                                  # 22 ship sanitation inspection desk
    "travelhealth@ossabawsoundhealth.org",                             # 23
    "+420 469 990 148",                                                # 24 Czech partner (aeromedical centre)
    "posudky@lzs-chrudim.cz",                                          # 25
    "+48 58 690 01 48",                                                # 26 Polish partner (maritime medicine)
    "rejestracja@medmor-oksywie.pl",                                   # 27
    "+380 48 705 01 48",                                               # 28 Ukrainian partner (seafarers' medicine)
    "info@prychal-seamed.od.ua",                                       # 29
    "+359 52 690 148",                                                 # 30 Bulgarian partner (maritime medicine)
    "office@galata-seamed.bg",                                         # 31
    "+421 52 788 01 48",                                               # 32 Slovak partner (hyperbaric centre)
    "kurzy@hyperbar-tatry.sk",                                         # 33
    "(912) 555-0150",                                                  # 34 quarantine station office
    "https://www.hunterfieldaeromed.com",                              # 35
]
ORG_EIN = "58-4830192"
INSURER_PAYER_ID = "OKTA48"
ORG_NPIS = (blind5._npi_of("148203957"), blind5._npi_of("163092845"), blind5._npi_of("120957384"))  # noqa: SLF001
STAFF = ("Dr. Lucinda Abernathy-Oduya, AME", "Dr. Tobias Marchetti-Vance", "Renata Holloway-Quist, RN", "Capt. Emeric Thibodeaux (ret.)",
         "Dr. Saoirse Nakamura-Bell", "Winifred Achterberg, MPH", "Dr. Ignatius Okonkwo-Ray, UHM", "Priya Venkataraman-Lowe, PharmD")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V48 = {
    "en": blind.MONTHS,
    # the genitive, as a date prints it
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    "sk": ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"],
    "bg": ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"],
}
_PL_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


_COUNTRY = {"cs_CZ": "CZ", "pl_PL": "PL", "uk_UA": "UA", "bg_BG": "BG", "sk_SK": "SK"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 0148, 0190)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0148", "0190")):
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
    """A date as the text's country and language print it: its order, its month names (the genitive where used)."""
    d, m, y = day.day, day.month, day.year
    if country == "CZ":
        mes = MONTHS_V48["cs"][m - 1]
        return draw.pick([f"{d}. {mes} {y}", f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {mes} {y}"])
    if country == "SK":
        mes = MONTHS_V48["sk"][m - 1]
        return draw.pick([f"{d}. {mes} {y}", f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"])
    if country == "PL":
        mes = MONTHS_V48["pl"][m - 1]
        return draw.pick([f"{d} {mes} {y} r.", f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y} r.", f"{d} {mes} {y}", f"{y}-{m:02d}-{d:02d}",
                          f"{d} {_PL_ROMAN[m - 1]} {y}"])
    if country == "UA":
        mes = MONTHS_V48["uk"][m - 1]
        return draw.pick([f"{d} {mes} {y} р.", f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y} р.", f"«{d:02d}» {mes} {y} року", f"{d} {mes} {y}"])
    if country == "BG":
        mes = MONTHS_V48["bg"][m - 1]
        return draw.pick([f"{d} {mes} {y} г.", f"{d:02d}.{m:02d}.{y} г.", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y} г.", f"{d} {mes} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{d:02d}{month[:3].upper()}{y}",
                      f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{month[:3]}. {d}, {y}"])


def dob_v48(draw: Draw) -> str:
    """An adult's date of birth in the order and month names of the text's country and language."""
    return _date_words(draw, _birth(draw, 1956, 2004), _country(draw))


def dob_elder_v48(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v48(draw: Draw) -> str:
    return _birth(draw, 1956, 2004).isoformat()


def dob_compact_v48(draw: Draw) -> str:
    return _birth(draw, 1956, 2004).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 2, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v48(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def _age_number(draw: Draw) -> int:
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        return until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    age = draw.rng.randint(90, 101)
    first = until.replace(year=until.year - age - 1).toordinal() + 1
    draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    return age


def age_v48(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    age = _age_number(draw)
    country = _country(draw)
    if country == "CZ":
        return draw.pick([f"{age} let", f"{age} r.", f"věk {age} let"])
    if country == "SK":
        return draw.pick([f"{age} rokov", f"{age} r."])
    if country == "PL":
        return draw.pick([f"{age} lat", f"{age} l.", f"lat {age}"])
    if country == "UA":
        word = "рік" if age % 10 == 1 and age % 100 != 11 else "роки" if age % 10 in (2, 3, 4) and age % 100 not in (12, 13, 14) else "років"
        return draw.pick([f"{age} {word}", f"{age} р."])
    if country == "BG":
        return draw.pick([f"{age} г.", f"{age} години", f"на {age} години"])
    tens = {9: "ninety", 10: "one hundred"}[age // 10]
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = tens + (("-" if age < 100 else " and ") + words[age % 10] if age % 10 else "")
    return draw.pick([str(age), f"{age} years old", f"{age} yo", spelled, f"{age} y/o", f"{age}-year-old", f"{age} yrs"])


# ---- United States: SSN, FAA and USCG credentials, passports, accounts ------------------------------------------
def _ssn_value(draw: Draw) -> str:
    if "_ssn" not in draw.cache:
        area = draw.rng.randint(1, 665)
        area = 667 if area == 666 else area
        draw.cache["_ssn"] = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.cache["_ssn"]


def ssn_v48(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms, notes and chats use."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}\u2013{v[3:5]}\u2013{v[5:]}",
                      f"{v[:3]}/{v[3:5]}/{v[5:]}"])


def ssn_plain_v48(draw: Draw) -> str:
    return _ssn_value(draw)


def faa_applicant_v48(draw: Draw) -> str:
    """An FAA applicant ID as MedXPress and the examiner's system print it: a letter, then seven characters."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = draw.letters(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + "".join(draw.rng.choice(alphabet) for _ in range(7))
    return draw.pick([v, v, f"{v[:4]}-{v[4:]}", v.lower()])


def pilot_cert_v48(draw: Draw) -> str:
    """An FAA airman (pilot) certificate number: seven to ten digits."""
    v = draw.digits(draw.pick([7, 7, 8, 10]), True)
    return draw.pick([v, v, f"{v[:3]} {v[3:]}"])


def medical_cert_v48(draw: Draw) -> str:
    """The serial printed on an FAA medical certificate (a letter pair and digits)."""
    return draw.pick([f"{draw.letters(2)}{draw.digits(7, True)}", f"{draw.digits(8, True)}", f"{draw.letters(1)}-{draw.digits(6, True)}"])


def mariner_ref_v48(draw: Draw) -> str:
    """A USCG mariner reference number (seven digits) as the CG-719K and the credential print it."""
    v = draw.digits(7, True)
    return draw.pick([v, v, f"{v[:3]}-{v[3:]}", f"{v[:4]} {v[4:]}"])


def passport_v48(draw: Draw) -> str:
    """A crew member's passport number in the shape of the crew's country (US, Philippines, India, Ukraine, Poland, Bulgaria)."""
    country = _country(draw)
    if country == "UA":
        return draw.pick([f"{draw.letters(2, 'ABEKMHOPCTX')}{draw.digits(6, True)}", f"{draw.digits(9, True)}"])
    if country == "PL":
        return f"{draw.letters(2)}{draw.digits(7, True)}"
    if country == "BG":
        return draw.digits(9, True)
    return draw.pick([draw.digits(9, True), f"P{draw.digits(7, True)}{draw.letters(1)}", f"{draw.letters(1, 'JKLMNPRSTUVWZ')}{draw.digits(7, True)}",
                      f"A{draw.digits(8, True)}"])


def account_us_v48(draw: Draw) -> str:
    """A US checking account number (nine to twelve digits) as a claim's direct-deposit section prints it."""
    v = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([v, v, f"{v[:4]}-{v[4:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


def clinic_mrn_v48(draw: Draw) -> str:
    """The aeromedical clinic's chart number."""
    return draw.pick([f"HF{draw.digits(6, True)}", f"{draw.digits(8, True)}", f"HFAC-{draw.digits(5, True)}", f"M{draw.digits(7, True)}"])


def clinic_mrn_plain_v48(draw: Draw) -> str:
    return f"HF{draw.digits(6, True)}"


def port_case_v48(draw: Draw) -> str:
    """A port health or quarantine station's case number."""
    return draw.pick([f"OSPH-{draw.rng.randint(2025, 2026)}-{draw.digits(4, True)}", f"QS{draw.digits(7, True)}", f"{draw.rng.randint(25, 26)}-{draw.digits(5, True)}"])


def employee_v48(draw: Draw) -> str:
    """An airline's crew employee number."""
    return draw.pick([f"E{draw.digits(6, True)}", f"SIA{draw.digits(5, True)}", f"{draw.digits(6, True)}"])


def crew_id_plain_v48(draw: Draw) -> str:
    return f"CR{draw.digits(6, True)}"


def tmas_case_v48(draw: Draw) -> str:
    return draw.pick([f"TMAS-{draw.rng.randint(2025, 2026)}-{draw.digits(4, True)}", f"TR{draw.digits(7, True)}"])


def pnr_v48(draw: Draw) -> str:
    """An airline booking reference (record locator): six letters and digits."""
    return "".join(draw.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))


def ffp_v48(draw: Draw) -> str:
    """A frequent-flyer membership number."""
    v = draw.digits(draw.pick([9, 10]), True)
    return draw.pick([v, f"SI {v}", f"{v[:3]} {v[3:6]} {v[6:]}"])


def policy_v48(draw: Draw) -> str:
    """A travel insurance policy or member number in the card's printing; in Czechia and Slovakia an insurer's policy number."""
    country = _country(draw)
    if country in ("CZ", "SK"):
        v = draw.digits(10, True)
        return draw.pick([v, f"{v[:4]} {v[4:7]} {v[7:]}", f"CP-{v}"])
    v = f"OTA{draw.digits(8, True)}"
    return draw.pick([v, f"{v}-0{draw.rng.randint(1, 4)}", f"{v[:3]} {v[3:7]} {v[7:]}", f"OKT-{draw.digits(3, True)}-{draw.digits(6)}"])


def policy_plain_v48(draw: Draw) -> str:
    return f"OTA{draw.digits(8, True)}"


# ---- national numbers: Czechia and Slovakia, Poland, Ukraine, Bulgaria --------------------------------------------
def _rc(draw: Draw) -> str:
    """A Czech or Slovak birth number: YYMMDD (+50 in the month for women), then four digits making it divisible by 11
    (three digits and no check for people born before 1954)."""
    if "_rc" not in draw.cache:
        born = _birth(draw, 1956, 2004)
        month = born.month + (50 if _sex(draw) == "F" else 0)
        head = f"{born.year % 100:02d}{month:02d}{born.day:02d}"
        if born.year < 1954:
            draw.cache["_rc"] = head + draw.digits(3)
        else:
            while True:
                body = head + draw.digits(3)
                last = (-int(body) * 10) % 11
                if last < 10:
                    draw.cache["_rc"] = body + str(last)
                    break
    return draw.cache["_rc"]


def rc_v48(draw: Draw) -> str:
    v = _rc(draw)
    return draw.pick([f"{v[:6]}/{v[6:]}", f"{v[:6]}/{v[6:]}", v, f"{v[:6]} / {v[6:]}"])


def _pesel(draw: Draw) -> str:
    born = _birth(draw, 1956, 2004)
    month = born.month + (20 if born.year >= 2000 else 0)
    sex_digit = draw.pick(["0", "2", "4", "6", "8"]) if _sex(draw) == "F" else draw.pick(["1", "3", "5", "7", "9"])
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(3)}{sex_digit}"
    check = (10 - sum(int(c) * w for c, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3))) % 10) % 10
    return body + str(check)


def pesel_v48(draw: Draw) -> str:
    """A Polish PESEL: the birth date (the century in the month), a serial, the sex digit, the weighted check digit."""
    return _pesel(draw)


def _rnokpp(draw: Draw) -> str:
    born = _birth(draw, 1956, 2004)
    days = (born - dt.date(1899, 12, 31)).days
    sex_digit = draw.pick(["0", "2", "4", "6", "8"]) if _sex(draw) == "F" else draw.pick(["1", "3", "5", "7", "9"])
    body = f"{days:05d}{draw.digits(3)}{sex_digit}"
    total = sum(int(c) * w for c, w in zip(body, (-1, 5, 7, 9, 4, 6, 10, 5, 7)))
    return body + str(total % 11 % 10)


def rnokpp_v48(draw: Draw) -> str:
    """A Ukrainian taxpayer registration number (RNOKPP, ІПН): days since 1899-12-31, serial, sex digit, check digit."""
    v = _rnokpp(draw)
    return draw.pick([v, v, f"{v[:5]} {v[5:]}"])


def _egn(draw: Draw) -> str:
    born = _birth(draw, 1956, 2004)
    month = born.month + (40 if born.year >= 2000 else 0)
    ninth = draw.pick(["1", "3", "5", "7", "9"]) if _sex(draw) == "F" else draw.pick(["0", "2", "4", "6", "8"])
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(2)}{ninth}"
    rest = sum(int(c) * w for c, w in zip(body, (2, 4, 8, 5, 10, 9, 7, 3, 6))) % 11
    return body + str(0 if rest == 10 else rest)


def egn_v48(draw: Draw) -> str:
    """A Bulgarian EGN: the birth date (the century in the month), region and sex digits, the weighted check digit."""
    return _egn(draw)


def natid_v48(draw: Draw) -> str:
    """The personal number of the text's country."""
    return {"CZ": rc_v48, "SK": rc_v48, "PL": pesel_v48, "UA": rnokpp_v48, "BG": egn_v48}.get(_country(draw), ssn_v48)(draw)


# ---- bank accounts -----------------------------------------------------------------------------------------------
_CZ_BANKS = ["0100", "0300", "0800", "2010", "0600", "5500", "3030", "6210"]
_SK_BANKS = ["0200", "0900", "1100", "7500", "5600", "8330"]


def _cz_account(draw: Draw) -> str:
    """A ten-digit Czech/Slovak account number whose weighted sum (6,3,7,9,10,5,8,4,2,1) is divisible by 11."""
    while True:
        head = draw.digits(9, True)
        rest = sum(int(c) * w for c, w in zip(head, (6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11
        last = (11 - rest) % 11
        if last < 10:
            return head + str(last)


def account_cz_sk_v48(draw: Draw) -> str:
    """A Czech or Slovak account: the domestic printing (number/bank code) or the IBAN with computed check digits."""
    banks = _SK_BANKS if _country(draw) == "SK" else _CZ_BANKS
    bank, number = draw.pick(banks), _cz_account(draw)
    country = "SK" if _country(draw) == "SK" else "CZ"
    iban = _iban(country, bank + "000000" + number)
    return draw.pick([f"{number.lstrip('0')}/{bank}", f"{number}/{bank}", _group4(iban), iban, _group4(iban)])


def account_pl_v48(draw: Draw) -> str:
    """A Polish NRB (the sort code's check digit) or its IBAN, computed check digits."""
    sort7 = draw.pick(["102", "105", "114", "109", "124", "116"]) + draw.digits(4)
    sort = sort7 + str((10 - sum(int(c) * w for c, w in zip(sort7, (3, 9, 7, 1, 3, 9, 7))) % 10) % 10)
    bban = sort + draw.digits(16)
    iban = _iban("PL", bban)
    nrb = iban[2:]
    return draw.pick([_group4(iban), iban, f"{nrb[:2]} {' '.join(nrb[i:i + 4] for i in range(2, 26, 4))}", nrb])


def iban_bg_v48(draw: Draw) -> str:
    """A Bulgarian IBAN: bank (four letters), branch, account type, eight-digit account, computed check digits."""
    bban = draw.pick(["UNCR", "STSA", "FINV", "BPBI", "RZBB", "UBBS"]) + draw.digits(4) + draw.pick(["10", "15", "20"]) + draw.digits(8)
    iban = _iban("BG", bban)
    return draw.pick([_group4(iban), iban])


def bank_v48(draw: Draw) -> str:
    return {"CZ": account_cz_sk_v48, "SK": account_cz_sk_v48, "PL": account_pl_v48, "BG": iban_bg_v48}.get(_country(draw), account_us_v48)(draw)


# ---- payment cards -----------------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def _fours(number: str, sep: str = " ") -> str:
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


def visa_v48(draw: Draw) -> str:
    """A Visa number (4, sixteen digits) with Luhn, in fours or run together."""
    number = _card(draw, "4" + draw.digits(5), 16)
    return draw.pick([_fours(number), _fours(number), number, _fours(number, "-")])


def discover_v48(draw: Draw) -> str:
    """A Discover number (6011, 644-649, 65; sixteen digits) with Luhn."""
    number = _card(draw, draw.pick(["6011", str(draw.rng.randint(644, 649)), "65"]), 16)
    return draw.pick([_fours(number), number, _fours(number, "-")])


def card_v48(draw: Draw) -> str:
    return discover_v48(draw) if _country(draw) == "US" and draw.rng.random() < 0.5 else visa_v48(draw)


# ---- addresses -----------------------------------------------------------------------------------------------------
_GA_TOWNS = [("Savannah", "31401"), ("Savannah", "31404"), ("Savannah", "31405"), ("Savannah", "31406"), ("Savannah", "31410"), ("Pooler", "31322"),
             ("Richmond Hill", "31324"), ("Brunswick", "31520"), ("St. Simons Island", "31522"), ("Statesboro", "30458"), ("Hinesville", "31313"),
             ("Tybee Island", "31328"), ("Darien", "31305"), ("Kingsland", "31548"), ("Rincon", "31326"), ("Port Wentworth", "31407")]
_GA_STREETS = ["Abercorn St", "Skidaway Rd", "Waters Ave", "Bull St", "Habersham St", "Johnny Mercer Blvd", "Wilmington Island Rd", "Gloucester St",
               "Frederica Rd", "Ogeechee Rd", "Quacco Rd", "Butler Ave", "Fort Argyle Rd", "Demere Rd", "Pooler Pkwy", "E Victory Dr"]


def addr_ga_v48(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_GA_TOWNS)
    street = f"{rng.randint(3, 9800)} {draw.pick(_GA_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 40)}{draw.pick(['', 'B'])}", f" #{rng.randint(100, 420)}", f", Unit {rng.randint(1, 24)}"])
    return draw.pick([f"{street}{unit}, {town}, GA {zip_code}", f"{street}{unit}\n{town}, GA {zip_code}", f"{street}{unit}, {town} GA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, GA {zip_code}", f"{street}{unit}, {town}, Georgia {zip_code}"])


_CZ_PLACES = [("530 02", "Pardubice"), ("537 01", "Chrudim"), ("500 02", "Hradec Králové"), ("602 00", "Brno"), ("120 00", "Praha 2"),
              ("160 00", "Praha 6"), ("779 00", "Olomouc"), ("370 01", "České Budějovice"), ("686 01", "Uherské Hradiště"), ("301 00", "Plzeň")]
_CZ_STREETS = ["Nádražní", "Palackého", "Husova", "Jana Palacha", "Karla IV.", "Pražská", "Smetanova", "Dukelská", "Na Spravedlnosti", "Masarykovo náměstí",
               "U Stadionu", "Bělehradská"]


def addr_cz_v48(draw: Draw) -> str:
    code, town = draw.pick(_CZ_PLACES)
    number = draw.pick([f"{draw.rng.randint(100, 2999)}/{draw.rng.randint(1, 60)}", str(draw.rng.randint(1, 120))])
    street = f"{draw.pick(_CZ_STREETS)} {number}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{street}, {town}, PSČ {code}", f"{street}, {code.replace(' ', '')} {town}"])


_SK_PLACES = [("058 01", "Poprad"), ("040 01", "Košice"), ("811 01", "Bratislava"), ("974 01", "Banská Bystrica"), ("010 01", "Žilina"),
              ("080 01", "Prešov"), ("949 01", "Nitra"), ("060 01", "Kežmarok"), ("917 01", "Trnava")]
_SK_STREETS = ["Hlavná", "Námestie sv. Egídia", "Mnoheľova", "Štúrova", "Nábrežie Jána Pavla II.", "Levočská", "Hviezdoslavova", "Kukučínova", "Popradská"]


def addr_sk_v48(draw: Draw) -> str:
    code, town = draw.pick(_SK_PLACES)
    street = f"{draw.pick(_SK_STREETS)} {draw.pick([str(draw.rng.randint(1, 140)), f'{draw.rng.randint(100, 3999)}/{draw.rng.randint(1, 80)}'])}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{street}, {town} {code}"])


_PL_PLACES = [("81-366", "Gdynia"), ("81-103", "Gdynia"), ("80-827", "Gdańsk"), ("80-288", "Gdańsk"), ("70-403", "Szczecin"), ("76-150", "Darłowo"),
              ("84-120", "Władysławowo"), ("00-695", "Warszawa"), ("30-059", "Kraków"), ("81-451", "Gdynia")]
_PL_STREETS = ["ul. Świętojańska", "ul. Morska", "ul. Długa", "al. Grunwaldzka", "ul. Władysława IV", "ul. Portowa", "ul. Kartuska", "al. Jana Pawła II",
               "ul. Obrońców Wybrzeża", "ul. Chylońska", "ul. Bolesława Chrobrego"]


def addr_pl_v48(draw: Draw) -> str:
    code, town = draw.pick(_PL_PLACES)
    number = f"{draw.rng.randint(1, 180)}{draw.pick(['', '', 'A', 'B'])}"
    flat = draw.pick(["", f" m. {draw.rng.randint(1, 80)}", f"/{draw.rng.randint(1, 80)}", f" lok. {draw.rng.randint(1, 40)}"])
    street = f"{draw.pick(_PL_STREETS)} {number}{flat}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{code} {town}, {street}"])


_UA_PLACES = [("65026", "Одеса"), ("65014", "Одеса"), ("65082", "Одеса"), ("68001", "Чорноморськ"), ("65481", "Южне"), ("54001", "Миколаїв"),
              ("73000", "Херсон"), ("01001", "Київ"), ("79008", "Львів"), ("67701", "Білгород-Дністровський")]
_UA_STREETS = ["вул. Дерибасівська", "вул. Грецька", "просп. Шевченка", "вул. Маразліївська", "вул. Героїв Мариуполя", "вул. Італійська",
               "вул. Садова", "просп. Миру", "вул. Велика Арнаутська", "вул. Морська"]


def addr_ua_v48(draw: Draw) -> str:
    code, town = draw.pick(_UA_PLACES)
    house, flat = draw.rng.randint(1, 160), draw.rng.randint(1, 220)
    street = draw.pick(_UA_STREETS)
    return draw.pick([f"{street}, буд. {house}, кв. {flat}, м. {town}, {code}", f"{street}, {house}, кв. {flat}\nм. {town}, {code}",
                      f"{code}, м. {town}, {street}, буд. {house}, кв. {flat}", f"{street}, {house}/{flat}, {town}, {code}"])


_BG_PLACES = [("9000", "Варна"), ("9002", "Варна"), ("9010", "Варна"), ("8000", "Бургас"), ("8001", "Бургас"), ("1000", "София"), ("1799", "София"),
              ("9300", "Добрич"), ("9600", "Балчик"), ("4000", "Пловдив")]
_BG_STREETS = ["ул. „Цар Симеон I“", "бул. „Владислав Варненчик“", "ул. „Драгоман“", "бул. „Приморски“", "ул. „Александровска“", "ул. „Шипка“",
               "бул. „Сливница“", "ул. „Граф Игнатиев“"]
_BG_KVARTALI = ["ж.к. „Младост“", "ж.к. „Чайка“", "ж.к. „Владиславово“", "ж.к. „Изгрев“", "ж.к. „Лазур“", "ж.к. „Меден рудник“"]


def addr_bg_v48(draw: Draw) -> str:
    code, town = draw.pick(_BG_PLACES)
    if draw.rng.random() < 0.5:
        place = f"{draw.pick(_BG_STREETS)} № {draw.rng.randint(1, 140)}, ет. {draw.rng.randint(1, 9)}, ап. {draw.rng.randint(1, 40)}"
    else:
        place = (f"{draw.pick(_BG_KVARTALI)}, бл. {draw.rng.randint(1, 420)}, вх. {draw.pick(['А', 'Б', 'В', 'Г'])}, "
                 f"ет. {draw.rng.randint(1, 15)}, ап. {draw.rng.randint(1, 90)}")
    return draw.pick([f"гр. {town} {code}, {place}", f"{code} гр. {town}, {place}", f"{place}\n{code} {town}"])


def addr_v48(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"CZ": addr_cz_v48, "SK": addr_sk_v48, "PL": addr_pl_v48, "UA": addr_ua_v48, "BG": addr_bg_v48}.get(_country(draw), addr_ga_v48)(draw)


def addr_hl7_v48(draw: Draw) -> str:
    town, zip_code = draw.pick(_GA_TOWNS)
    return f"{draw.rng.randint(3, 9800)} {draw.pick(_GA_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 40))])}^{town.upper()}^GA^{zip_code}^USA^H"


def addr_fhir_v48(draw: Draw) -> str:
    """A Georgia address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_GA_TOWNS)
    return f"{draw.rng.randint(3, 9800)} {draw.pick(_GA_STREETS)}\"], \"city\": \"{town}\", \"state\": \"GA\", \"postalCode\": \"{zip_code}"


def addr_x12_v48(draw: Draw) -> str:
    """A Georgia address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_GA_TOWNS)
    return f"{draw.rng.randint(3, 9800)} {draw.pick(_GA_STREETS).upper()}~\nN4*{town.upper()}*GA*{zip_code}{draw.digits(4)}"


# ---- phones ------------------------------------------------------------------------------------------------------
def phone_ga_v48(draw: Draw) -> str:
    exchange, line = _us_exchange(draw), draw.digits(4)
    area = draw.pick(["912", "912", "912", "478", "229", "404"])
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"{area}{exchange}{line}", f"+1 ({area}) {exchange}-{line}"])


def phone_cz_v48(draw: Draw) -> str:
    """A Czech mobile (60x, 7xx) or landline (2 Prague, 46x Pardubice, 5xx Brno), nine digits, no trunk prefix."""
    if draw.rng.random() < 0.7:
        v = draw.pick(["601", "602", "603", "604", "605", "606", "607", "608", "702", "721", "724", "731", "736", "739", "774", "777", "792"]) + _sub(draw, 6)
    else:
        v = draw.pick(["2", "466", "469", "54", "58", "37"])
        v += _sub(draw, 9 - len(v))
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"+420 {v[:3]} {v[3:6]} {v[6:]}", f"+420{v}", f"{v}", f"00420 {v[:3]} {v[3:6]} {v[6:]}",
                      f"(+420) {v[:3]} {v[3:6]} {v[6:]}"])


def phone_sk_v48(draw: Draw) -> str:
    """A Slovak mobile (09xx) or landline (052 Poprad, 02 Bratislava, 055 Košice), with the trunk 0 or +421."""
    if draw.rng.random() < 0.7:
        v = draw.pick(["901", "903", "905", "907", "908", "910", "911", "915", "940", "944", "948", "949", "950"]) + _sub(draw, 6)
        return draw.pick([f"0{v[:3]} {v[3:6]} {v[6:]}", f"+421 {v[:3]} {v[3:6]} {v[6:]}", f"0{v}", f"+421{v}", f"0{v[:3]}/{v[3:]}"])
    area = draw.pick(["52", "2", "55", "41"])
    local = _sub(draw, 9 - len(area))
    return draw.pick([f"0{area}/{local}", f"+421 {area} {local[:3]} {local[3:]}", f"0{area} {local[:3]} {local[3:]}"])


def phone_pl_v48(draw: Draw) -> str:
    """A Polish mobile (5xx-8xx) or landline (58 Gdańsk/Gdynia, 91 Szczecin, 22 Warsaw), nine digits."""
    if draw.rng.random() < 0.7:
        v = draw.pick(["501", "502", "505", "508", "512", "531", "570", "601", "602", "605", "660", "691", "721", "792", "798", "885"]) + _sub(draw, 6)
        return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"+48 {v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", f"+48{v}", f"{v}"])
    area = draw.pick(["58", "91", "22", "94"])
    local = _sub(draw, 7)
    return draw.pick([f"({area}) {local[:3]} {local[3:5]} {local[5:]}", f"+48 {area} {local[:3]} {local[3:5]} {local[5:]}", f"{area} {local}"])


def phone_ua_v48(draw: Draw) -> str:
    """A Ukrainian mobile (050, 063, 066, 067, 068, 073, 093, 095, 096, 097, 098, 099) or an Odesa landline (048)."""
    if draw.rng.random() < 0.75:
        op = draw.pick(["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"])
        rest = _sub(draw, 7)
        return draw.pick([f"+380 {op} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0{op} {rest[:3]} {rest[3:]}", f"+380{op}{rest}", f"(0{op}) {rest[:3]}-{rest[3:5]}-{rest[5:]}",
                          f"0{op}{rest}", f"+38 (0{op}) {rest[:3]}-{rest[3:5]}-{rest[5:]}"])
    rest = draw.pick(["7", "3", "2"]) + _sub(draw, 6)
    return draw.pick([f"(048) {rest[:3]}-{rest[3:5]}-{rest[5:]}", f"+380 48 {rest[:3]} {rest[3:5]} {rest[5:]}", f"048 {rest}"])


def phone_bg_v48(draw: Draw) -> str:
    """A Bulgarian mobile (087, 088, 089, 098) or a Varna/Burgas/Sofia landline, with the trunk 0 or +359."""
    if draw.rng.random() < 0.7:
        op = draw.pick(["87", "88", "89", "98", "99"])
        rest = _sub(draw, 7)
        return draw.pick([f"0{op} {rest[:3]} {rest[3:]}", f"+359 {op} {rest[:3]} {rest[3:]}", f"0{op}{rest}", f"+359{op}{rest}", f"0{op}/{rest}"])
    area = draw.pick(["52", "56", "2"])
    local = _sub(draw, 6 if area != "2" else 7)
    return draw.pick([f"0{area} {local}", f"+359 {area} {local}", f"(0{area}) {local[:3]} {local[3:]}"])


def phone_v48(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"CZ": phone_cz_v48, "SK": phone_sk_v48, "PL": phone_pl_v48, "UA": phone_ua_v48, "BG": phone_bg_v48}.get(_country(draw), phone_ga_v48)(draw)


def phone_hl7_v48(draw: Draw) -> str:
    return f"(912){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v48(draw: Draw) -> str:
    return f"+1912{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_CYRILLIC = {"а": "a", "б": "b", "в": "v", "г": "h", "ґ": "g", "д": "d", "е": "e", "є": "ie", "ж": "zh", "з": "z", "и": "y", "і": "i", "ї": "i",
             "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh",
             "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ь": "", "ъ": "a", "ю": "iu", "я": "ia", "э": "e", "ы": "y", "'": "", "’": ""}


def _ascii(name: str, country: str) -> str:
    lowered = name.lower()
    if country == "BG":  # the Bulgarian romanisation: г is g, и is i, щ is sht
        lowered = lowered.replace("г", "g").replace("и", "i").replace("щ", "sht").replace("ъ", "a").replace("ц", "ts")
    out = "".join(_CYRILLIC.get(ch, ch) for ch in lowered)
    return blind2.fold_ascii(out)


_EMAIL_DOMAINS = {"CZ": ["seznam.cz", "email.cz", "centrum.cz", "gmail.com", "post.cz"], "SK": ["azet.sk", "gmail.com", "centrum.sk", "post.sk", "zoznam.sk"],
                  "PL": ["wp.pl", "onet.pl", "interia.pl", "o2.pl", "gmail.com"], "UA": ["ukr.net", "gmail.com", "i.ua", "meta.ua"],
                  "BG": ["abv.bg", "mail.bg", "gmail.com", "dir.bg"], "US": ["gmail.com", "comcast.net", "bellsouth.net", "yahoo.com", "icloud.com", "outlook.com"]}
_AT_WORDS = {"CZ": ("zavináč", "tečka"), "SK": ("zavináč", "bodka"), "PL": ("małpa", "kropka"), "UA": ("собака", "крапка"), "BG": ("маймунка", "точка")}


def _email(draw: Draw, first: str, last: str, obfuscate: bool) -> str:
    country = _country(draw)
    first_a = _ascii(first, country) or "ana"
    last_a = _ascii(last, country) or "novak"
    local = draw.pick([f"{first_a}.{last_a}", f"{first_a[:1]}{last_a}", f"{first_a}{last_a}{draw.rng.randint(1, 99)}", f"{last_a}.{first_a[:1]}",
                       f"{first_a}_{last_a}", f"{first_a}{draw.rng.randint(1960, 2005)}"])
    domain = draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.14:
        at, dot = _AT_WORDS.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', ' ' + dot + ' ')}"
    if style < 0.22:
        return f"{local} (at) {domain}"
    if style < 0.28:
        return f"{local}[at]{domain}"
    return f"{local}@{domain}"


def email_v48(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, draw.fill("first"), draw.fill("last"), True)


def email_plain_v48(draw: Draw) -> str:
    return _email(draw, draw.fill("first"), draw.fill("last"), False)


def email_kin_v48(draw: Draw) -> str:
    """The e-mail of the text's second person (a spouse, a parent, the next of kin)."""
    return _email(draw, draw.fill("first2"), draw.fill("last2"), True)


_IP_FIRST = {"US": [24, 50, 68, 73, 76, 98, 99, 107, 174], "CZ": [31, 46, 78, 88, 89, 90], "SK": [46, 78, 87, 95, 188], "PL": [31, 37, 83, 89, 91],
             "UA": [31, 46, 91, 176, 178], "BG": [78, 85, 87, 94, 212]}
_IP6 = {"US": "2601:1c0", "CZ": "2a00:1028", "SK": "2a01:c844", "PL": "2a02:a31a", "UA": "2a02:2378", "BG": "2a01:5a8"}


def ip_v48(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    while True:
        value = f"{draw.pick(_IP_FIRST[country])}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    country = _country(draw)
    first = _ascii(draw.fill("first" + suffix), country) or "ana"
    last = _ascii(draw.fill("last" + suffix), country) or "novak"
    return f"{first}{sep}{last}"


def dive_url_v48(draw: Draw) -> str:
    """The diver's own online logbook or profile."""
    return draw.pick([f"https://www.divelogs.de/log/{_slug(draw, '_')}", f"https://www.subsurface-cloud.org/user/{_slug(draw, '.')}{draw.rng.randint(1, 99)}",
                      f"https://www.instagram.com/{_slug(draw, '_')}.dives/", f"https://www.youtube.com/@{_slug(draw, '')}diving",
                      f"https://divemate.app/u/{_slug(draw)}-{draw.digits(5, True)}"])


def profile_url_v48(draw: Draw) -> str:
    """A crew member's or pilot's own professional profile."""
    return draw.pick([f"https://www.linkedin.com/in/{_slug(draw)}-{draw.digits(4, True)}/", f"linkedin.com/in/{_slug(draw, '')}",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"https://www.instagram.com/{_slug(draw, '_')}/"])


def jar_url_v48(draw: Draw) -> str:
    """A family's own fundraising page for the sick or dead seafarer or passenger."""
    country = _country(draw)
    if country == "UA":
        return draw.pick([f"https://send.monobank.ua/jar/{''.join(draw.rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789') for _ in range(10))}",
                          f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}"])
    if country == "CZ":
        return draw.pick([f"https://www.donio.cz/{_slug(draw)}", f"https://www.darujme.cz/projekt/{draw.digits(7, True)}"])
    if country == "PL":
        return draw.pick([f"https://zrzutka.pl/{draw.letters(6, 'abcdefghjkmnpqrstuvwxyz23456789')}", f"https://pomagam.pl/{_slug(draw)}"])
    return draw.pick([f"https://www.gofundme.com/f/bring-{_slug(draw)}-home", f"gofundme.com/f/help-{_slug(draw)}-{draw.digits(4, True)}"])


def personal_url_v48(draw: Draw) -> str:
    return dive_url_v48(draw) if draw.rng.random() < 0.4 else profile_url_v48(draw)


def plate_v48(draw: Draw) -> str:
    """A number plate of the text's country (Georgia, Czechia, Slovakia)."""
    country = _country(draw)
    if country == "CZ":
        v = f"{draw.rng.randint(1, 9)}{draw.pick(['E', 'P', 'A', 'B', 'H', 'M'])}{draw.rng.randint(0, 9)}{draw.digits(4)}"
        return draw.pick([f"{v[:3]} {v[3:]}", v])
    if country == "SK":
        district = draw.pick(["PP", "KE", "BA", "BB", "ZA", "PO", "KK", "NR"])
        return draw.pick([f"{district}-{draw.digits(3)}{draw.letters(2)}", f"{district} {draw.digits(3)}{draw.letters(2)}", f"{district}{draw.digits(3)}{draw.letters(2)}"])
    return draw.pick([f"{draw.letters(3)}{draw.digits(4)}", f"{draw.letters(3)} {draw.digits(4)}", f"{draw.letters(3)}-{draw.digits(4)}", f"{draw.digits(4)}{draw.letters(2)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v48": dob_v48, "dob_elder_v48": dob_elder_v48, "dob_iso_v48": dob_iso_v48, "dob_compact_v48": dob_compact_v48, "dod_v48": dod_v48,
    "age_v48": age_v48, "ssn_v48": ssn_v48, "ssn_plain_v48": ssn_plain_v48, "faa_applicant_v48": faa_applicant_v48,
    "pilot_cert_v48": pilot_cert_v48, "medical_cert_v48": medical_cert_v48, "mariner_ref_v48": mariner_ref_v48, "passport_v48": passport_v48,
    "account_us_v48": account_us_v48, "clinic_mrn_v48": clinic_mrn_v48, "clinic_mrn_plain_v48": clinic_mrn_plain_v48, "port_case_v48": port_case_v48,
    "employee_v48": employee_v48, "crew_id_plain_v48": crew_id_plain_v48, "tmas_case_v48": tmas_case_v48, "pnr_v48": pnr_v48, "ffp_v48": ffp_v48,
    "policy_v48": policy_v48, "policy_plain_v48": policy_plain_v48, "rc_v48": rc_v48, "pesel_v48": pesel_v48, "rnokpp_v48": rnokpp_v48,
    "egn_v48": egn_v48, "natid_v48": natid_v48, "account_cz_sk_v48": account_cz_sk_v48, "account_pl_v48": account_pl_v48, "iban_bg_v48": iban_bg_v48,
    "bank_v48": bank_v48, "visa_v48": visa_v48, "discover_v48": discover_v48, "card_v48": card_v48, "addr_v48": addr_v48, "addr_hl7_v48": addr_hl7_v48,
    "addr_fhir_v48": addr_fhir_v48, "addr_x12_v48": addr_x12_v48, "phone_v48": phone_v48, "phone_hl7_v48": phone_hl7_v48,
    "phone_e164_v48": phone_e164_v48, "email_v48": email_v48, "email_plain_v48": email_plain_v48, "email_kin_v48": email_kin_v48, "ip_v48": ip_v48,
    "dive_url_v48": dive_url_v48, "profile_url_v48": profile_url_v48, "jar_url_v48": jar_url_v48, "personal_url_v48": personal_url_v48,
    "plate_v48": plate_v48,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_CLINIC_FEES = [("FAA medical exam, first class", 175, 225), ("FAA medical exam, second class", 150, 190), ("FAA medical exam, third class", 125, 160),
                ("BasicMed comprehensive medical examination checklist", 110, 150), ("Special issuance follow-up exam", 190, 260),
                ("DOT commercial driver exam", 95, 130), ("Resting ECG with interpretation", 60, 90), ("Audiogram (pure-tone)", 45, 70),
                ("Color vision test (computerized)", 40, 65), ("Travel vaccine consult", 65, 95), ("Yellow fever vaccine", 210, 260),
                ("Typhoid vaccine (injectable)", 105, 140), ("Badge-access drug screen (5-panel)", 55, 80), ("Walk-in visit, minor illness", 120, 165),
                ("Suture removal", 45, 70), ("Tuberculin skin test (two visits)", 35, 55)]


def _clinic_fee_row(d: Draw) -> str:
    name, low, high = d.pick(_CLINIC_FEES)
    return f"{name} | ${d.rng.randint(low, high)}.00 | {d.pick(['cash, card or badge payroll deduction', 'billed to employer account', 'insurance not accepted', 'same-day results'])}"


def _clinic_fee_csv_row(d: Draw) -> str:
    name, low, high = d.pick(_CLINIC_FEES)
    return f"HF-{d.digits(3, True)},\"{name}\",{d.rng.randint(low, high)}.00,{d.pick(['aeromedical', 'occupational', 'travel', 'urgent'])},{d.fill('eff_iso')}"


def _clinic_cdm_row(d: Draw) -> str:
    name, low, high = d.pick(_CLINIC_FEES)
    code = f"HF{d.digits(4, True)}"
    return f"MFE|MAD||{d.fill('hl7_ts')}|{code}^{name.upper()}^HFCDM\nCDM|{code}^{name.upper()}|{d.rng.randint(low, high)}.00||{d.pick(['99455', '93000', '92552', '99070', '90717', '80305', '99213'])}"


_CZ_FEES = [("Lékařská prohlídka pilota, třída 1 (první vydání)", 4200, 5600), ("Prodloužení osvědčení, třída 2", 2100, 2900),
            ("Prohlídka LAPL", 1500, 2000), ("EKG s popisem", 450, 700), ("Audiometrie", 400, 650), ("Vyšetření barvocitu", 300, 500),
            ("Očkování proti žluté zimnici", 1700, 2300), ("Konzultace před cestou do tropů", 600, 900), ("Prohlídka palubního průvodčího", 1800, 2400)]


def _cz_fee_row(d: Draw) -> str:
    name, low, high = d.pick(_CZ_FEES)
    return f"{name} | {d.rng.randint(low // 50, high // 50) * 50:,} Kč".replace(",", " ") + f" | {d.pick(['vč. DPH', 'hradí zaměstnavatel', 'platba kartou i hotově'])}"


_CLASSES = ["First class", "Second class", "Third class", "BasicMed (checklists on file)", "Special issuance, all classes", "Deferred to AMCD", "Denied"]


def _cert_stat_row(d: Draw) -> str:
    issued = d.rng.randint(40, 1900)
    return f"{d.pick(_CLASSES)} | {issued:,} | {d.rng.randint(0, issued // 8)} | {d.rng.randint(1, 14)} days | {d.rng.randint(0, 30)}"


def _cert_json_row(d: Draw) -> str:
    return (f"{{\"class\": \"{d.pick(['1', '2', '3', 'SI', 'BasicMed'])}\", \"ageBand\": \"{d.pick(['16-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89'])}\", "
            f"\"issued\": {d.rng.randint(5, 900)}, \"deferred\": {d.rng.randint(0, 40)}, \"denied\": {d.rng.randint(0, 6)}}}")


def _cert_sk_row(d: Draw) -> str:
    return (f"{d.pick(['Trieda 1', 'Trieda 2', 'LAPL', 'Kabínový personál', 'Riadiaci letovej prevádzky (trieda 3)'])} | {d.rng.randint(20, 800)} | "
            f"{d.rng.randint(0, 40)} | {d.rng.randint(0, 9)}")


_VESSELS = ["MV Altamaha Trader", "MSC Coral Harbour", "Maersk Ossabaw", "CMA CGM Tybee Light", "Nordic Marsh Hen", "Atlantic Live Oak", "Carnival Sea Pines",
            "Hapag Savannah Bridge", "Ever Sapelo", "Star Jekyll", "Seaboard Cumberland", "Golden Skidaway", "ONE Wassaw Sound", "Zim Georgia Bight"]


def _imo(d: Draw) -> str:
    """A vessel's IMO number with its check digit (the first six digits weighted 7 to 2)."""
    body = "9" + d.digits(5)
    return f"IMO {body}{sum(int(c) * w for c, w in zip(body, (7, 6, 5, 4, 3, 2))) % 10}"


def _vessel_key(d: Draw) -> str:
    return d.pick(_VESSELS)


def _inspection_row(d: Draw) -> str:
    return (f"{_vessel_key(d)} | {_imo(d)} | {d.pick(['Panama', 'Liberia', 'Marshall Islands', 'Malta', 'Bahamas', 'Singapore', 'United States'])} | "
            f"{d.pick(['galley', 'potable water', 'medical locker', 'ballast water log', 'waste', 'vector control'])}: "
            f"{d.pick(['satisfactory', '2 minor deficiencies', 'corrected on board', '1 deficiency, re-inspection'])} | {d.rng.randint(0, 4)}")


def _inspection_xml_row(d: Draw) -> str:
    return (f"  <inspection vessel=\"{_vessel_key(d)}\" imo=\"{_imo(d)[4:]}\" date=\"{d.date_between(2025, 2026).isoformat()}\" score=\"{d.rng.randint(78, 100)}\" "
            f"deficiencies=\"{d.rng.randint(0, 5)}\" berth=\"{d.pick(['GCT-1', 'GCT-4', 'OT-2', 'Colonel Island', 'East River'])}\"/>")


_BG_VESSELS = ["Пирин", "Родопи", "Странджа", "Камчия", "Добруджа", "Шипка", "Тунджа", "Витоша"]


def _inspection_bg_row(d: Draw) -> str:
    return f"м/к „{d.pick(_BG_VESSELS)}“ | {_imo(d)} | {d.pick(['Варна-изток', 'Варна-запад', 'Бургас-изток 2'])} | {d.pick(['без забележки', '1 несъответствие', '2 несъответствия, отстранени'])}"


_DUTY_LIMITS = [("Flight duty period, 2 pilots, report 0700-1259", "13 h"), ("Flight duty period, report 0000-0459", "9 h"),
                ("Minimum rest before FDP", "10 h, 8 h sleep opportunity"), ("Flight time, 672 consecutive hours", "100 h"),
                ("Flight time, 365 consecutive days", "1,000 h"), ("Consecutive nighttime FDPs without rest break", "3"),
                ("Weekly rest", "30 consecutive hours in any 168"), ("Cabin crew duty period", "14 h"), ("Cabin crew rest after duty", "9 h"),
                ("Reserve availability period", "16 h")]


def _duty_row(d: Draw) -> str:
    name, limit = d.pick(_DUTY_LIMITS)
    return f"{name} | {limit} | {d.pick(['14 CFR 117', 'company limit, stricter than 14 CFR 117', '14 CFR 121.467', 'company FRMS'])}"


_KIT_ITEMS = [("Epinephrine 1 mg/mL (1:1,000), 1 mL ampule", "0409-4921-34"), ("Diphenhydramine 50 mg/mL injection", "0641-0376-25"),
              ("Nitroglycerin 0.4 mg sublingual tablets", "59762-3304-1"), ("Aspirin 325 mg tablets", "0904-2013-60"),
              ("Dextrose 50% 50 mL syringe", "0409-4902-34"), ("Atropine 0.1 mg/mL syringe", "0409-4911-34"), ("Lidocaine 2% 5 mL syringe", "0409-4276-01"),
              ("Albuterol HFA inhaler", "0173-0682-20"), ("Naloxone 4 mg nasal spray", "69547-353-02"), ("Saline 0.9% 500 mL", "0338-0049-03")]


def _kit_row(d: Draw) -> str:
    name, ndc = d.pick(_KIT_ITEMS)
    exp = d.date_between(2026, 2028)
    return f"{name} | NDC {ndc} | {d.rng.randint(1, 4)} | lot {d.fill('lot')}{d.digits(1)} | exp {exp.strftime('%m/%Y')}"


def _kit_csv_row(d: Draw) -> str:
    name, ndc = d.pick(_KIT_ITEMS)
    return f"\"{name}\",{ndc},{d.rng.randint(1, 4)},{d.letters(2)}{d.digits(5)},{d.date_between(2026, 2028).strftime('%Y-%m')},{d.pick(['A320', 'A321', 'E175', 'B737-800'])}"


def _kit_po1(d: Draw) -> str:
    name, ndc = d.pick(_KIT_ITEMS)
    return f"PO1*{d.rng.randint(1, 20)}*{d.rng.randint(10, 240)}*EA*{d.rng.randint(2, 90)}.{d.digits(2)}**N4*{ndc.replace('-', '')}~\nPID*F****{name.upper()[:40]}~"


def _kit_846(d: Draw) -> str:
    name, ndc = d.pick(_KIT_ITEMS)
    return f"LIN**N4*{ndc.replace('-', '')}~\nQTY*33*{d.rng.randint(0, 400)}*EA~\nQTY*17*{d.rng.randint(0, 60)}*EA~"


_EVENTS = ["Syncope / near-syncope", "Gastrointestinal", "Respiratory", "Cardiac symptoms", "Allergic reaction", "Seizure", "Nausea / vomiting",
           "Obstetric", "Anxiety / psychiatric", "Trauma (turbulence, bins)", "Diabetic", "Cardiac arrest"]


def _inflight_row(d: Draw) -> str:
    n = d.rng.randint(2, 260)
    return f"{d.pick(_EVENTS)} | {n} | {d.rng.randint(0, n // 3)} | {d.rng.randint(0, n // 10)} | {d.rng.randint(0, max(1, n // 20))}"


def _inflight_csv_row(d: Draw) -> str:
    n = d.rng.randint(1, 90)
    return (f"{d.fill('quarter').replace(' ', '')},{d.pick(_EVENTS).split(' ')[0].lower().strip('/')},{d.pick(['domestic', 'caribbean', 'transatlantic'])},"
            f"{n},{d.rng.randint(0, n // 2)},{d.rng.randint(0, n // 8)}")


_EVENTS_CZ = ["Kolaps / synkopa", "Dýchací obtíže", "Bolest na hrudi", "Alergická reakce", "Nevolnost, zvracení", "Křeče", "Úraz při turbulenci", "Úzkost"]


def _inflight_cz_row(d: Draw) -> str:
    n = d.rng.randint(1, 120)
    return f"{d.pick(_EVENTS_CZ)} | {n} | {d.rng.randint(0, n // 4)} | {d.rng.randint(0, n // 12)}"


_EVENTS_BG = ["Припадък / колапс", "Затруднено дишане", "Болка в гърдите", "Алергична реакция", "Гадене и повръщане", "Гърчове", "Травма при турбуленция"]


def _inflight_bg_row(d: Draw) -> str:
    n = d.rng.randint(1, 90)
    return f"{d.pick(_EVENTS_BG)} | {n} | {d.rng.randint(0, n // 4)}"


_TMAS_CATS = ["Injury, extremity", "Injury, head", "Abdominal pain", "Chest pain", "Dental", "Skin / infection", "Fever", "Psychological",
              "Medication advice", "Medevac coordination", "Death on board (advice to master)", "Eye"]


def _tmas_row(d: Draw) -> str:
    n = d.rng.randint(3, 180)
    return f"{d.pick(_TMAS_CATS)} | {n} | {d.rng.randint(0, n // 5)} | {d.rng.randint(8, 95)} min"


def _tmas_json_row(d: Draw) -> str:
    n = d.rng.randint(10, 400)
    return (f"{{\"month\": \"{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 12):02d}\", \"calls\": {n}, \"ships\": {d.rng.randint(n // 3, n)}, "
            f"\"medevacs\": {d.rng.randint(0, n // 15)}, \"medianMinutesToAdvice\": {d.rng.randint(6, 40)}}}")


_TMAS_PL = ["Urazy kończyn", "Bóle brzucha", "Bóle w klatce piersiowej", "Zakażenia skóry", "Stomatologia", "Gorączka", "Porady farmakologiczne", "Ewakuacje medyczne"]


def _tmas_pl_row(d: Draw) -> str:
    n = d.rng.randint(2, 140)
    return f"{d.pick(_TMAS_PL)} | {n} | {d.rng.randint(0, n // 6)}"


_QUARANTINE_CATS = ["Ill traveler reports (air)", "Ill traveler reports (sea)", "Measles exposure assessments", "Tuberculosis (travel restrictions)",
                    "Deaths reported by conveyance", "Rash illness with fever", "Varicella on cruise ships", "Imported animal inspections",
                    "Etiologic agent import permits checked", "Gastrointestinal outbreak notifications (cruise)"]


def _quarantine_row(d: Draw) -> str:
    n = d.rng.randint(0, 160)
    return f"{d.pick(_QUARANTINE_CATS)} | {n} | {d.rng.randint(0, n // 2 + 1)} | {d.pick(['airport', 'seaport', 'both'])}"


def _quarantine_json_row(d: Draw) -> str:
    return (f"{{\"category\": \"{d.pick(_QUARANTINE_CATS)}\", \"count\": {d.rng.randint(0, 200)}, \"referredToHealthDept\": {d.rng.randint(0, 40)}, "
            f"\"conveyance\": \"{d.pick(['air', 'sea'])}\"}}")


_DIVE_COURSES = [("Diving Medicine for Physicians (UHMS-approved)", 1450, 2200), ("Hyperbaric Medicine Team Training (40 h)", 950, 1500),
                 ("Recreational Diving Medical Examiner update", 350, 600), ("Diver Medical Technician (DMT)", 1800, 2600),
                 ("Chamber Operator Safety Refresher", 300, 480), ("Commercial Diver Fitness Assessment (ADCI) workshop", 400, 700)]


def _dive_days(d: Draw) -> tuple[dt.date, dt.date]:
    start = dt.date.fromordinal(d.rng.randint(dt.date(2026, 4, 6).toordinal(), dt.date(2026, 11, 16).toordinal()))
    return start, start + dt.timedelta(days=d.rng.randint(1, 5))


def _dive_row(d: Draw) -> str:
    name, low, high = d.pick(_DIVE_COURSES)
    day, end = _dive_days(d)
    return (f"{name} | {blind.MONTHS[day.month - 1][:3]} {day.day}-{blind.MONTHS[end.month - 1][:3]} {end.day}, {day.year} | ${d.rng.randint(low // 10, high // 10) * 10:,} | "
            f"{d.rng.randint(8, 40)} CME | {d.rng.randint(0, 14)} seats left")


def _dive_ics(d: Draw) -> str:
    name, _, _ = d.pick(_DIVE_COURSES)
    day, end = _dive_days(d)
    return (f"BEGIN:VEVENT\nUID:{d.digits(10)}-course-sapelobanks\nDTSTART;VALUE=DATE:{day.strftime('%Y%m%d')}\n"
            f"DTEND;VALUE=DATE:{end.strftime('%Y%m%d')}\nSUMMARY:{name}\nLOCATION:Sapelo Banks training room and chamber B\nEND:VEVENT")


_DIVE_PL = ["Medycyna nurkowa dla lekarzy (kurs podstawowy)", "Kurs operatora komory dekompresyjnej", "Pierwsza pomoc w wypadkach nurkowych",
            "Badania lekarskie nurków zawodowych - szkolenie", "Tlenoterapia hiperbaryczna - personel pielęgniarski"]


def _dive_pl_row(d: Draw) -> str:
    day, end = _dive_days(d)
    return (f"{d.pick(_DIVE_PL)} | {day.day}-{end.day} {MONTHS_V48['pl'][day.month - 1]} {day.year} | {d.rng.randint(9, 42) * 100} zł | "
            f"{d.rng.randint(0, 12)} wolnych miejsc")


_SSC_PORTS = ["Garden City Terminal berth 3", "Ocean Terminal", "Colonel Island (Brunswick)", "Mayor's Point Terminal", "East River anchorage",
              "Savannah cruise pier", "Port Wentworth bulk berth"]


def _ssc_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{_vessel_key(d)} | {_imo(d)} | SSCC expires {day.strftime('%d %b %Y')} | inspection window {blind.MONTHS[day.month - 1][:3]} {max(1, day.day - 10)}-{day.day} | "
            f"{d.pick(_SSC_PORTS)}")


def _ssc_csv_row(d: Draw) -> str:
    return (f"{_vessel_key(d)},{_imo(d)[4:]},{d.pick(['SSCC', 'SSCEC', 'extension (1 month)'])},{d.date_between(2026, 2026).isoformat()},"
            f"{d.rng.randint(2, 12) * 10000} GT,{d.pick(['requested', 'scheduled', 'completed'])}")


def _ssc_fee_xml(d: Draw) -> str:
    low = d.rng.randint(1, 9) * 5000
    return f"  <fee tonnageFrom=\"{low}\" tonnageTo=\"{low + 4999}\" currency=\"USD\" amount=\"{d.rng.randint(8, 40) * 25}.00\" certificate=\"{d.pick(['SSCC', 'SSCEC'])}\"/>"


def _ssc_bg_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"м/к „{d.pick(_BG_VESSELS)}“ | {_imo(d)} | {day.day} {MONTHS_V48['bg'][day.month - 1]} {day.year} г. | {d.pick(['Варна-изток', 'Бургас', 'Балчик'])}"


def _ssc_pl_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{d.pick(['m/s Oksywie', 'm/s Hel', 'm/s Rozewie', 'm/s Kaszuby', 'm/s Wolin', 'm/s Orłowo'])} | {_imo(d)} | {day.day} {MONTHS_V48['pl'][day.month - 1]} {day.year} r. | {d.pick(['Nabrzeże Francuskie', 'Nabrzeże Helskie', 'Basen IV'])}"


def _arrival_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{_vessel_key(d)},{_imo(d)[4:]},{day.isoformat()}T{d.rng.randint(0, 23):02d}:00,{d.pick(['GCT', 'Ocean Terminal', 'Colonel Island'])},"
            f"{d.rng.randint(18, 1400)},{d.pick(['Y', 'Y', 'Y', 'N'])},{d.pick(['none', 'none', '1 ill crew (isolated)', 'GI cases below threshold'])}")


_ADVISORY_DESTS = [("Brazil (Amazon states)", "yellow fever vaccination recommended; malaria chemoprophylaxis for rural travel"),
                   ("Dominican Republic", "dengue activity high; use repellent day and night"), ("India", "typhoid and hepatitis A vaccines; measles catch-up"),
                   ("Kenya", "yellow fever certificate may be checked on arrival"), ("Philippines", "measles outbreak; confirm two MMR doses"),
                   ("Peru (Cusco)", "altitude illness; acetazolamide on prescription"), ("Nigeria", "yellow fever certificate required on arrival; meningitis belt in dry season"),
                   ("Thailand", "Japanese encephalitis vaccine for long rural stays")]


def _advisory_row(d: Draw) -> str:
    dest, note = d.pick(_ADVISORY_DESTS)
    return f"{dest} | level {d.rng.randint(1, 3)} | {note}"


_CZ_ADV = [("Brazílie", "doporučeno očkování proti žluté zimnici"), ("Keňa", "antimalarika při pobytu mimo Nairobi"), ("Thajsko", "horečka dengue, repelenty"),
           ("Indie", "očkování proti břišnímu tyfu a hepatitidě A"), ("Egypt", "pozor na průjmová onemocnění"), ("Peru", "výšková nemoc v Andách")]
_BG_ADV = [("Бразилия", "препоръчва се ваксина срещу жълта треска"), ("Кения", "антималарийна профилактика"), ("Тайланд", "денга, репеленти"),
           ("Индия", "ваксини срещу коремен тиф и хепатит А"), ("Египет", "внимание при храна и вода"), ("Доминиканска република", "денга, защита от комари")]
_SK_ADV = [("Brazília", "odporúča sa očkovanie proti žltej zimnici"), ("Keňa", "antimalarická profylaxia"), ("Thajsko", "horúčka dengue, repelenty"),
           ("India", "očkovanie proti brušnému týfusu a hepatitíde A"), ("Tanzánia (Zanzibar)", "malária, cholera")]


def _adv_row(table: list[tuple[str, str]]) -> Callable[[Draw], str]:
    return lambda d: " | ".join(d.pick(table))


def _frms_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return (f"{d.pick(['FRMS initial (all crew)', 'Fatigue reporting refresher', 'Controlled rest on the flight deck', 'Sleep science for schedulers', 'Commuting and fatigue'])} | "
            f"{blind.MONTHS[day.month - 1]} {day.day} | {d.pick(['SAV crew base, room 2', 'online (LMS)', 'ATL crew lounge'])} | {d.rng.randint(1, 8)} h")


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang == "cs":
            return f"{day.day}. {MONTHS_V48['cs'][day.month - 1]} {day.year}"
        if lang == "sk":
            return f"{day.day}. {MONTHS_V48['sk'][day.month - 1]} {day.year}"
        if lang == "pl":
            return f"{day.day} {MONTHS_V48['pl'][day.month - 1]} {day.year} r."
        if lang == "uk":
            return f"{day.day} {MONTHS_V48['uk'][day.month - 1]} {day.year} р."
        return f"{day.day} {MONTHS_V48['bg'][day.month - 1]} {day.year} г."
    return make


# hospitals abroad where the insured were treated, with their countries
_ABROAD = [("Hospiten Bávaro", "Dominican Republic"), ("Clínica Bíblica", "Costa Rica"), ("Landspítali", "Iceland"), ("Doctors Hospital Nassau", "Bahamas"),
           ("Hospital Dr. Nélio Mendonça", "Portugal (Madeira)"), ("Hospital Galenia", "Mexico (Cancún)"), ("University Hospital of the West Indies", "Jamaica")]

_OWN = {
    "port_own": PORT_NAME, "port_upper": PORT_NAME.upper(), "quarantine_own": QUARANTINE_NAME, "clinic_own": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "tmas_own": TMAS_NAME, "dive_own": DIVE_NAME, "airline_own": AIRLINE_NAME, "insurer_own": INSURER_NAME, "insurer_upper": INSURER_NAME.upper(),
    "cz_partner": CZ_PARTNER, "pl_partner": PL_PARTNER, "ua_partner": UA_PARTNER, "bg_partner": BG_PARTNER, "sk_partner": SK_PARTNER,
    "port_phone": ORGANISATION_CONTACTS[0], "port_fax": ORGANISATION_CONTACTS[1], "port_addr": ORGANISATION_CONTACTS[2], "port_email": ORGANISATION_CONTACTS[3],
    "port_web": ORGANISATION_CONTACTS[4], "clinic_phone": ORGANISATION_CONTACTS[5], "clinic_addr": ORGANISATION_CONTACTS[6], "clinic_email": ORGANISATION_CONTACTS[7],
    "tmas_phone": ORGANISATION_CONTACTS[8], "tmas_email": ORGANISATION_CONTACTS[9], "quarantine_line": ORGANISATION_CONTACTS[10],
    "quarantine_email": ORGANISATION_CONTACTS[11], "dive_phone": ORGANISATION_CONTACTS[12], "dive_addr": ORGANISATION_CONTACTS[13],
    "dive_email": ORGANISATION_CONTACTS[14], "crew_phone": ORGANISATION_CONTACTS[15], "crew_email": ORGANISATION_CONTACTS[16],
    "fatigue_email": ORGANISATION_CONTACTS[17], "claims_line": ORGANISATION_CONTACTS[18], "claims_email": ORGANISATION_CONTACTS[19],
    "insurer_edi": ORGANISATION_CONTACTS[20], "sanitation_email": ORGANISATION_CONTACTS[21], "sanitation_phone": ORGANISATION_CONTACTS[22],
    "travel_email": ORGANISATION_CONTACTS[23], "cz_phone": ORGANISATION_CONTACTS[24], "cz_email": ORGANISATION_CONTACTS[25],
    "pl_phone": ORGANISATION_CONTACTS[26], "pl_email": ORGANISATION_CONTACTS[27], "ua_phone": ORGANISATION_CONTACTS[28], "ua_email": ORGANISATION_CONTACTS[29],
    "bg_phone": ORGANISATION_CONTACTS[30], "bg_email": ORGANISATION_CONTACTS[31], "sk_phone": ORGANISATION_CONTACTS[32], "sk_email": ORGANISATION_CONTACTS[33],
    "quarantine_office": ORGANISATION_CONTACTS[34], "clinic_web": ORGANISATION_CONTACTS[35], "org_ein": ORG_EIN, "payer_id": INSURER_PAYER_ID,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_ame": lambda d: d.pick(["Dr. Lucinda Abernathy-Oduya, AME", "Dr. Tobias Marchetti-Vance"]),
    "own_nurse": lambda d: "Renata Holloway-Quist, RN",
    "own_fatigue": lambda d: "Capt. Emeric Thibodeaux (ret.)",
    "own_port_doc": lambda d: "Dr. Saoirse Nakamura-Bell",
    "own_epi": lambda d: "Winifred Achterberg, MPH",
    "own_dive_doc": lambda d: "Dr. Ignatius Okonkwo-Ray, UHM",
    "own_pharm": lambda d: "Priya Venkataraman-Lowe, PharmD",
    "own_doc_hl": lambda d: d.pick(["ABERNATHY-ODUYA^LUCINDA^^^MD", "MARCHETTI-VANCE^TOBIAS^^^DO"]),
    "ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "fee_table": _table(_clinic_fee_row, 7), "fee_csv": _table(_clinic_fee_csv_row, 8), "fee_cz_table": _table(_cz_fee_row, 6),
    "cdm_segments": _rows(_clinic_cdm_row, 4, 40),
    "cert_table": _table(_cert_stat_row, 6), "cert_json": _rows(_cert_json_row, 5, 40, ", "), "cert_sk_table": _table(_cert_sk_row, 4),
    "inspection_table": _rows(_inspection_row, 6, 14), "inspection_xml": _rows(_inspection_xml_row, 5, 40), "inspection_bg_table": _rows(_inspection_bg_row, 4, 12),
    "duty_table": _table(_duty_row, 6),
    "kit_table": _table(_kit_row, 7), "kit_csv": _rows(_kit_csv_row, 8, 20), "kit_po_lines": _rows(_kit_po1, 4, 30), "kit_stock": _rows(_kit_846, 4, 20),
    "inflight_table": _table(_inflight_row, 7), "inflight_csv": _rows(_inflight_csv_row, 9, 40), "inflight_cz_table": _table(_inflight_cz_row, 5),
    "inflight_bg_table": _table(_inflight_bg_row, 5),
    "tmas_table": _table(_tmas_row, 7), "tmas_json": _rows(_tmas_json_row, 4, 20, ", "), "tmas_pl_table": _table(_tmas_pl_row, 5),
    "quarantine_table": _table(_quarantine_row, 6), "quarantine_json": _rows(_quarantine_json_row, 4, 40, ", "),
    "dive_table": _table(_dive_row, 4), "dive_ics": _rows(_dive_ics, 3, 40), "dive_pl_table": _table(_dive_pl_row, 4),
    "ssc_table": _rows(_ssc_row, 5, 14), "ssc_csv": _rows(_ssc_csv_row, 6, 14), "ssc_fee_xml": _rows(_ssc_fee_xml, 5, 30),
    "ssc_bg_table": _rows(_ssc_bg_row, 4, 10), "ssc_pl_table": _rows(_ssc_pl_row, 4, 10), "arrivals_csv": _rows(_arrival_row, 6, 14),
    "advisory_table": _table(_advisory_row, 5), "adv_cz_table": _table(_adv_row(_CZ_ADV), 4), "adv_bg_table": _table(_adv_row(_BG_ADV), 4),
    "adv_sk_table": _table(_adv_row(_SK_ADV), 4), "frms_table": _table(_frms_row, 5),
    "en_date": _month_date("en"), "cs_date": _month_date("cs"), "sk_date": _month_date("sk"), "pl_date": _month_date("pl"), "uk_date": _month_date("uk"),
    "bg_date": _month_date("bg"),
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "close_hour": lambda d: str(d.rng.randint(16, 19)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "version": lambda d: f"{d.rng.randint(2026, 2026)}.{d.rng.randint(1, 4)}",
    "flight": lambda d: f"SI {d.rng.randint(100, 2899)}",
    "flight_route": lambda d: d.pick(["SAV-ATL", "SAV-BOS", "SAV-LGA", "BQK-ATL", "SAV-PUJ", "SAV-MBJ", "SAV-KEF", "SAV-EWR"]),
    "aircraft": lambda d: d.pick(["A320neo", "A321", "E175", "B737-800"]),
    "seat": lambda d: f"{d.rng.randint(1, 38)}{d.pick(['A', 'B', 'C', 'D', 'E', 'F'])}",
    "complaint": lambda d: d.pick(["syncope after standing in the aisle", "chest tightness and sweating", "shortness of breath", "hypoglycaemia",
                                   "severe abdominal pain", "a seizure", "an allergic reaction to nuts"]),
    "complaint_cz": lambda d: d.pick(["kolaps při vstávání", "bolest na hrudi", "dušnost", "hypoglykémie", "silná bolest břicha", "alergická reakce"]),
    "ship": lambda d: d.pick(_VESSELS),
    "imo": _imo,
    "rank": lambda d: d.pick(["AB", "oiler", "2nd officer", "cook", "bosun", "3rd engineer", "messman", "chief officer"]),
    "rank_ua": lambda d: d.pick(["матрос", "моторист", "другий помічник капітана", "кок", "боцман", "третій механік"]),
    "rank_bg": lambda d: d.pick(["матрос", "моторист", "втори помощник-капитан", "готвач", "боцман", "трети механик"]),
    "illness": lambda d: d.pick(["fever and cough", "vomiting and diarrhoea", "a rash with fever", "jaundice", "chickenpox", "suspected TB"]),
    "dive_cond": lambda d: d.pick(["asthma, controlled", "previous ear surgery", "hypertension on lisinopril", "type 1 diabetes", "no relevant history"]),
    "abroad_ix": lambda d: str(d.rng.randrange(len(_ABROAD))),
    "country_dest": lambda d: _ABROAD[int(d.fill("abroad_ix"))][1],
    "money_usd": lambda d: f"${d.rng.randint(180, 24000):,}.{d.digits(2)}",
    "own_clinic_abroad": lambda d: _ABROAD[int(d.fill("abroad_ix"))][0],
}

US = ("en_US",)
CZ = ("cs_CZ",)
PL = ("pl_PL",)
UA = ("uk_UA",)
BG = ("bg_BG",)
SK = ("sk_SK",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b48c_airport_fees", "airport_clinic_fee_list", US,
     "{clinic_own} - fee schedule, effective {en_date}\nService | Fee | Payment\n{fee_table}\n"
     "Located landside, terminal level 1, next to badging. Walk-ins until {close_hour}:00. Appointments: {clinic_phone} or {clinic_email}. {clinic_addr}."),
    ("b48c_airport_fees_csv", "airport_clinic_fee_list", US,
     "code,service,fee_usd,line,effective\n{fee_csv}\n# {clinic_own} price file for the airport authority's tenant directory, exported {iso_ts}"),
    ("b48c_airport_fees_cz", "airport_clinic_fee_list", CZ,
     "{cz_partner} - ceník výkonů nehrazených ze zdravotního pojištění (platný od {cs_date})\nVýkon | Cena | Poznámka\n{fee_cz_table}\n"
     "Objednání: {cz_phone}, {cz_email}. Ceny jsou konečné."),
    ("b48c_hl7_cdm", "hl7_export", US,
     "MSH|^~\\&|HFCHARGE|HFAC|BILLING|HFAC|{hl7_ts}||MFN^M04^MFN_M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge description master^HL70175||UPD|||AL\n{cdm_segments}"),
    ("b48c_ame_notice", "aviation_medical_examiner_notice", US,
     "NOTICE TO PILOTS AND CONTROLLERS - {clinic_own}\nFAA medical examinations are by appointment, Monday to Friday. Before your visit, complete FAA Form 8500-8 in "
     "MedXPress and bring the confirmation number, your photo ID and the status reports your treating physicians wrote within the last 90 days. "
     "Bring your glasses or contacts. Allow ((45||60||75)) minutes; exams start at ((7:30||8:00||8:30)) and the last one begins at ((2:30||3:00||3:30)) pm. "
     "Senior AMEs on staff: {own_ame}. Questions: {clinic_phone}, {clinic_email}, {clinic_web}. Posted {en_date}."),
    ("b48c_ame_faq", "aviation_medical_examiner_notice", US,
     "{clinic_own} - frequently asked questions\nQ: How long is a first-class medical valid?\nA: 12 months under age 40, 6 months at 40 and over for first-class privileges.\n"
     "Q: Do you do BasicMed?\nA: Yes. We complete the Comprehensive Medical Examination Checklist; you keep it with your logbook.\nQ: Can you issue a special issuance?\n"
     "A: Only under an AASI authorization letter for CACI conditions and the ones the letter names. Fee list at {clinic_web}. Updated {en_date}."),
    ("b48c_ame_closure", "aviation_medical_examiner_notice", US,
     "{clinic_own}: office closed {en_date} for the FAA AME refresher seminar. MedXPress submissions will be reviewed on our return; examinations scheduled that "
     "day have been moved. Urgent questions about a deferral go to the FAA Aerospace Medical Certification Division. Our line {clinic_phone} will take messages."),
    ("b48c_ame_notice_pl", "aviation_medical_examiner_notice", PL,
     "{pl_partner} - informacja dla pilotów i kontrolerów ruchu lotniczego\nBadania lotniczo-lekarskie (klasa 1, 2 i LAPL) wykonujemy po wcześniejszym "
     "zapisie. Prosimy zabrać dokument tożsamości, poprzednie orzeczenie i okulary. Czas badania: ok. ((2||3)) godz. Zapisy: {pl_phone}, {pl_email}. "
     "Aktualizacja: {pl_date}"),
    ("b48c_cert_stats", "pilot_medical_certification_statistics", US,
     "{clinic_own} - medical certification activity, {quarter}\nClass | Issued | Deferred | Median turnaround | Special issuance letters\n{cert_table}\n"
     "Counts only; no applicant is identified in this report. Prepared by {own_epi}."),
    ("b48c_cert_stats_json", "pilot_medical_certification_statistics", US,
     "{\"report\": \"ame-activity\", \"examiner\": \"{clinic_own}\", \"period\": \"{quarter}\", \"rows\": [{cert_json}], \"generated\": \"{iso_ts}\"}"),
    ("b48c_cert_stats_sk", "pilot_medical_certification_statistics", SK,
     "{sk_partner} - štatistika lekárskych posudkov, rok {season}\nTrieda | Vydané | Obmedzené | Zamietnuté\n{cert_sk_table}\nSúhrnné údaje. Kontakt: {sk_phone}, {sk_email}."),
    ("b48c_port_inspections", "port_health_inspection_summary", US,
     "{port_own} - vessel sanitation inspections, {quarter}\nVessel | IMO | Flag | Finding | Re-inspections\n{inspection_table}\n"
     "No crew or passenger information is recorded in this summary. Reports to the master only. Inspectors' desk: {sanitation_phone}, {sanitation_email}."),
    ("b48c_port_inspections_xml", "port_health_inspection_summary", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<inspections authority=\"{port_own}\" period=\"{quarter}\">\n{inspection_xml}\n</inspections>"),
    ("b48c_port_inspections_bg", "port_health_inspection_summary", BG,
     "{bg_partner} - обобщение на санитарните проверки на кораби, {bg_date}\nКораб | IMO | Пристанище | Резултат\n{inspection_bg_table}\n"
     "Данните не съдържат сведения за екипажа. За контакт: {bg_phone}, {bg_email}."),
    ("b48c_fatigue_policy", "crew_fatigue_policy", US,
     "{airline_own} - Fatigue Risk Management Policy (rev. {version}, effective {en_date})\n1. Any crew member may declare themselves unfit for duty due to fatigue without "
     "disciplinary action. 2. Declarations are reviewed by the Fatigue Safety Action Group, chaired by {own_fatigue}, within ((48||72||96)) hours. 3. Reports are "
     "de-identified before trend analysis. 4. Controlled rest on the flight deck follows AC 120-103A. Questions: {fatigue_email} or crew health {crew_phone}."),
    ("b48c_fatigue_limits", "crew_fatigue_policy", US,
     "{airline_own} - flight and duty limits quick reference (effective {en_date})\nLimit | Value | Source\n{duty_table}\n"
     "Where the company limit is stricter, the company limit applies. Report exceedances to {fatigue_email}."),
    ("b48c_fatigue_policy_ua", "crew_fatigue_policy", UA,
     "{ua_partner} - пам'ятка щодо управління втомою екіпажів суден\nМінімальний відпочинок: 10 годин у будь-який 24-годинний період і 77 годин за 7 днів "
     "(Конвенція STCW, правило VIII/1). Вахта не довше 14 годин поспіль. Про випадки втоми повідомляйте капітана. Консультації: {ua_phone}, {ua_email}. "
     "Редакція від {uk_date}"),
    ("b48c_frms_training", "crew_fatigue_policy", US,
     "{airline_own} crew training - fatigue courses, {season}\nCourse | Date | Location | Length\n{frms_table}\nEnrol through the LMS; questions to {fatigue_email}."),
    ("b48c_kit_inventory", "cabin_medical_kit_inventory", US,
     "{airline_own} - enhanced emergency medical kit, standard contents (fleet {aircraft})\nItem | NDC | Qty | Lot | Expiry\n{kit_table}\n"
     "Checked by {own_pharm}. Seals are replaced after every use; kits are swapped at SAV, ATL and BQK. Pharmacy desk: {crew_email}."),
    ("b48c_kit_csv", "cabin_medical_kit_inventory", US,
     "item,ndc,qty,lot,expiry,fleet\n{kit_csv}\n# {airline_own} EMK stock file, {iso_ts}; no passenger or crew data"),
    ("b48c_kit_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*SEAISLANDAIR   *ZZ*MEDSUPPLY01    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*PO*SEAISLANDAIR*MEDSUPPLY01*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*EMK{fivedig}**20{isa_date}~\nN1*ST*{airline_own} LINE MAINTENANCE SAV~\n{kit_po_lines}\nCTT*4~\nSE*{small}*{four_digits}~"),
    ("b48c_x12_846", "x12_export", US,
     "ISA*00*          *00*          *ZZ*MEDSUPPLY01    *ZZ*SEAISLANDAIR   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*IB*MEDSUPPLY01*SEAISLANDAIR*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*846*{four_digits}~\nBIA*00*DD*{fivedig}*20{isa_date}~\n{kit_stock}\nSE*{small}*{four_digits}~"),
    ("b48c_kit_recall_memo", "cabin_medical_kit_inventory", US,
     "MEMO - {airline_own} pharmacy\nSubject: replacement of epinephrine ampules, lot {lot}\nThe manufacturer has notified us of a labelling error on lot {lot} "
     "(NDC 0409-4921-34, expiry {eff_iso}). Line maintenance will swap the ampules in all {cnt} kits by {en_date}. No patient harm has been reported. "
     "Contact {own_pharm} at {crew_email}."),
    ("b48c_inflight_stats", "inflight_medical_event_statistics", US,
     "{airline_own} - in-flight medical events, {quarter}\nCategory | Events | Ground consult via TMAS | Diversions | EMS met aircraft\n{inflight_table}\n"
     "Rate: {pct_small} per 10,000 passengers. Aggregate counts; event reports stay with crew health ({crew_email})."),
    ("b48c_inflight_csv", "inflight_medical_event_statistics", US,
     "quarter,category,network,events,ground_consults,diversions\n{inflight_csv}\n# {airline_own} crew health export for the safety committee; aggregate only"),
    ("b48c_inflight_stats_cz", "inflight_medical_event_statistics", CZ,
     "{cz_partner} - zdravotní události na palubě letadel, souhrn za rok {season}\nDruh události | Počet | Konzultace se zemí | Odklon letu\n{inflight_cz_table}\n"
     "Souhrnné údaje bez osobních dat. Kontakt: {cz_email}."),
    ("b48c_inflight_bg", "inflight_medical_event_statistics", BG,
     "{bg_partner} - медицински събития на борда на полети от Варна, {bg_date}\nВид | Брой | Отклонения\n{inflight_bg_table}\nОбобщени данни. Телефон: {bg_phone}."),
    ("b48c_tmas_volume", "tmas_volume_report", US,
     "{tmas_own} - monthly volume report, {quarter}\nCategory | Calls | Medevacs advised | Median time to advice\n{tmas_table}\n"
     "The service answers masters and ships' medical officers around the clock at {tmas_phone} and {tmas_email}. Physician lead: {own_port_doc}."),
    ("b48c_tmas_json", "tmas_volume_report", US,
     "{\"service\": \"{tmas_own}\", \"unit\": \"TMAS\", \"series\": [{tmas_json}], \"exported\": \"{iso_ts}\"}"),
    ("b48c_tmas_pl", "tmas_volume_report", PL,
     "{pl_partner} - Radiowe Porady Medyczne (TMAS), zestawienie za {season} r.\nKategoria | Liczba porad | Ewakuacje\n{tmas_pl_table}\nDyżur: {pl_phone}, {pl_email}."),
    ("b48c_tmas_ua", "tmas_volume_report", UA,
     "{ua_partner}: телемедичні консультації для суден\nКапітани та судові медики можуть звертатися цілодобово: {ua_phone}, {ua_email}. "
     "Надайте назву судна, номер IMO, координати, опис симптомів і перелік ліків у судновій аптечці. Оновлено {uk_date}"),
    ("b48c_travel_advisory", "travel_health_advisory", US,
     "{port_own} travel health advisory, {en_date}\nDestination | Level | What to do\n{advisory_table}\n"
     "Book pre-travel visits 4-6 weeks ahead: {travel_email}. Yellow fever vaccine is given at {clinic_own} ({clinic_phone})."),
    ("b48c_travel_advisory_cz", "travel_health_advisory", CZ,
     "{cz_partner} - cestovní zdravotní doporučení ({cs_date})\nZemě | Doporučení\n{adv_cz_table}\nOčkovací centrum: {cz_phone}."),
    ("b48c_travel_advisory_bg", "travel_health_advisory", BG,
     "{bg_partner} - здравни препоръки за пътуващи, {bg_date}\nДестинация | Препоръка\n{adv_bg_table}\nВаксинационен кабинет: {bg_phone}, {bg_email}."),
    ("b48c_travel_advisory_sk", "travel_health_advisory", SK,
     "{sk_partner} - zdravotné odporúčania pre cestujúcich ({sk_date})\nKrajina | Odporúčanie\n{adv_sk_table}\nObjednávky: {sk_phone}, {sk_email}."),
    ("b48c_quarantine_notice", "quarantine_station_notice", US,
     "{quarantine_own} - notice to airlines and ship agents\nReport deaths and ill travelers on arriving conveyances before arrival, as 42 CFR 70.4 and 71.21 "
     "require. Call the station's 24-hour line {quarantine_line} or e-mail {quarantine_email}; the office line {quarantine_office} is staffed 8-4:30. "
     "Do not include a traveler's details in the e-mail subject line. Issued {en_date}."),
    ("b48c_quarantine_counts", "quarantine_station_notice", US,
     "{quarantine_own} - activity summary, {quarter}\nCategory | Count | Referred | Port of entry\n{quarantine_table}\nAggregated; questions {quarantine_email}."),
    ("b48c_quarantine_json", "quarantine_station_notice", US,
     "{\"station\": \"{quarantine_own}\", \"period\": \"{quarter}\", \"activity\": [{quarantine_json}]}"),
    ("b48c_quarantine_ua", "quarantine_station_notice", UA,
     "ПОВІДОМЛЕННЯ для капітанів суден, що прямують до порту Саванна (США)\n{quarantine_own} просить повідомляти про хворих і померлих на борту до прибуття: "
     "{quarantine_line}. Морську медико-санітарну декларацію подавайте через агента. Переклад підготував {ua_partner}, {uk_date}"),
    ("b48c_dive_courses", "diving_medicine_course_calendar", US,
     "{dive_own} - diving and hyperbaric medicine courses, {season}\nCourse | Dates | Fee | CME | Availability\n{dive_table}\n"
     "Course director: {own_dive_doc}. Register at {dive_email} or {dive_phone}; {dive_addr}."),
    ("b48c_dive_ics", "diving_medicine_course_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{dive_own}//Course calendar//EN\nX-WR-CALNAME:Diving medicine courses\n{dive_ics}\nEND:VCALENDAR"),
    ("b48c_dive_courses_pl", "diving_medicine_course_calendar", PL,
     "{pl_partner} - kalendarz szkoleń z medycyny nurkowej\nSzkolenie | Termin | Cena | Miejsca\n{dive_pl_table}\nZgłoszenia: {pl_email}, tel. {pl_phone}."),
    ("b48c_hyperbaric_sk", "diving_medicine_course_calendar", SK,
     "{sk_partner} - oznam\nHyperbarická komora bude od {sk_date} na ((2||3)) týždne mimo prevádzky (pravidelná revízia). Akútne stavy (dekompresná "
     "choroba, otrava CO) odosielajte počas odstávky do iného centra po telefonickej konzultácii: {sk_phone}. Kurzy potápačskej medicíny pokračujú podľa plánu."),
    ("b48c_ssc_schedule", "ship_sanitation_certificate_schedule", US,
     "{port_own} - Ship Sanitation Certificate inspections, next 60 days\nVessel | IMO | Current certificate | Window | Berth\n{ssc_table}\n"
     "Agents confirm 72 hours ahead: {sanitation_phone}, {sanitation_email}. Fees by gross tonnage at {port_web}."),
    ("b48c_ssc_csv", "ship_sanitation_certificate_schedule", US,
     "vessel,imo,certificate,due,gross_tonnage,status\n{ssc_csv}\n# {port_own} SSC tracker, {iso_ts}"),
    ("b48c_ssc_fees_xml", "ship_sanitation_certificate_schedule", US,
     "<?xml version=\"1.0\"?>\n<feeSchedule issuer=\"{port_own}\" effective=\"{eff_iso}\">\n{ssc_fee_xml}\n</feeSchedule>"),
    ("b48c_ssc_bg", "ship_sanitation_certificate_schedule", BG,
     "{bg_partner} - график за издаване на санитарни свидетелства на кораби\nКораб | IMO | Проверка | Пристанище\n{ssc_bg_table}\nЗаявки: {bg_email}."),
    ("b48c_ssc_pl", "ship_sanitation_certificate_schedule", PL,
     "Harmonogram kontroli sanitarnych statków (świadectwa SSCC/SSCEC) - port Gdynia\nStatek | IMO | Termin | Nabrzeże\n{ssc_pl_table}\n"
     "Koordynacja: {pl_partner}, {pl_phone}."),
    ("b48c_mdh_csv", "csv_export", US,
     "vessel,imo,eta,terminal,persons_on_board,mdh_received,mdh_note\n{arrivals_csv}\n# {port_own} expected arrivals with maritime declarations of health; counts only"),
    ("b48c_fhir_organization", "fhir_export", US,
     "{\"resourceType\": \"Organization\", \"id\": \"osphs\", \"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.4.4\", \"value\": \"{ein_digits}\"}], "
     "\"name\": \"{port_own}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{port_phone}\"}, {\"system\": \"fax\", \"value\": \"{port_fax}\"}, "
     "{\"system\": \"email\", \"value\": \"{port_email}\"}, {\"system\": \"url\", \"value\": \"{port_web}\"}], "
     "\"address\": [{\"text\": \"{port_addr}\"}], \"meta\": {\"lastUpdated\": \"{iso_ts}\"}}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b48_faa_medical_cert", "aviation_medical_certificate", US,
     "MEDICAL CERTIFICATE ((FIRST||SECOND||THIRD)) CLASS AND STUDENT PILOT CERTIFICATE\nName: {first_upper} {last_upper}\nAddress: [[address:addr_v48]]\n"
     "Date of Birth: [[date_of_birth:dob_v48]]   Sex: ((F||M))   Height: ((66||70||72)) in   Weight: ((150||172||198))\nFAA Applicant ID: [[record_number:faa_applicant_v48]]\n"
     "Limitations: ((Must wear corrective lenses.||None.||Not valid for night flying or by color signal control.))\nExaminer: {own_ame}, {clinic_own}   Date of exam: {dos}"),
    ("b48_faa_8500_summary", "aviation_medical_certificate", US,
     "{clinic_own} - MedXPress application summary (8500-8)\nApplicant: {first} {last}\nSSN: [[ssn:ssn_v48]]   DOB: [[date_of_birth:dob_v48]]\n"
     "Mailing address: [[address:addr_v48]]\nPhone: [[phone:phone_v48]]   E-mail: [[email:email_plain_v48]]\nPilot certificate no. [[record_number:pilot_cert_v48]], "
     "((ATP||commercial||private)), total time ((1,240||6,880||312)) h\nItem 18: ((hay fever - yes||high blood pressure - yes, on lisinopril||none checked)). Exam {dos}."),
    ("b48_ame_chat", "aviation_medical_certificate", US,
     "Chat - {clinic_own} patient messages\n[{clock}] Pilot: Hi, I have my third-class exam Friday. MedXPress confirmation is ready. My applicant ID is "
     "[[record_number:faa_applicant_v48]] and DOB [[date_of_birth:dob_v48]] if you need to pull it up.\n[{clock}] Front desk: Thanks {first}! Please bring your glasses.\n"
     "[{clock}] Pilot: will do. Text me at [[phone:phone_v48]] if anything changes, or email [[email:email_v48]]"),
    ("b48_seafarer_cert", "seafarer_medical_certificate", US,
     "MERCHANT MARINER MEDICAL CERTIFICATE (CG-719K summary)\nApplicant: {first} {last}\nMariner reference number: [[record_number:mariner_ref_v48]]\n"
     "Date of birth: [[date_of_birth:dob_v48]]\nHome: [[address:addr_v48]]\nTel: [[phone:phone_v48]]\nVision: ((meets standard||with correction)); hearing: meets standard. "
     "Fit for ((lookout duties||all duties||duties with limitation: not valid for engine room)). Examined {dos} by {own_port_doc}."),
    ("b48_seafarer_cert_pl", "seafarer_medical_certificate", PL,
     "ŚWIADECTWO ZDROWIA MARYNARZA (STCW / MLC 2006)\nNazwisko i imię: {last} {first}\nPESEL: [[national_id:pesel_v48]]\nData urodzenia: [[date_of_birth:dob_v48]]\n"
     "Adres zamieszkania: [[address:addr_v48]]\nTelefon: [[phone:phone_v48]]\nZdolny do pełnienia służby na stanowisku: ((oficer wachtowy||marynarz||motorzysta)). "
     "Ograniczenia: ((brak||okulary korekcyjne)). Lekarz: {pl_partner}."),
    ("b48_seafarer_cert_ua", "seafarer_medical_certificate", UA,
     "МЕДИЧНЕ СВІДОЦТВО МОРЯКА\nПрізвище, ім'я: {last} {first}\nРНОКПП: [[national_id:rnokpp_v48]]\nДата народження: [[date_of_birth:dob_v48]]\n"
     "Адреса: [[address:addr_v48]]\nТел.: [[phone:phone_v48]]\nПосада: {rank_ua}. Придатний до роботи ((без обмежень||з окулярами)). Видано {ua_partner}."),
    ("b48_inflight_report", "inflight_medical_incident_report", US,
     "{airline_own} - IN-FLIGHT MEDICAL EVENT REPORT\nFlight {flight} {flight_route}, {aircraft}, seat {seat}\nPassenger: {first} {last}, age [[age_over_89:age_v48]], "
     "DOB [[date_of_birth:dob_elder_v48]]\nHome address: [[address:addr_v48]]\nContact (daughter): [[phone:phone_v48]]\nEvent: {complaint}. Ground consult with "
     "{tmas_own}; oxygen given, EMS met the aircraft. Purser's report."),
    ("b48_inflight_report_cz", "inflight_medical_incident_report", CZ,
     "HLÁŠENÍ O ZDRAVOTNÍ UDÁLOSTI NA PALUBĚ\nLet {flight}, sedadlo {seat}\nCestující: {first} {last}\nRodné číslo: [[national_id:rc_v48]]\nDatum narození: [[date_of_birth:dob_v48]]\n"
     "Telefon: [[phone:phone_v48]]\nE-mail: [[email:email_v48]]\nPopis: {complaint_cz}. Podán kyslík, po přistání předán ZZS."),
    ("b48_inflight_death", "inflight_medical_incident_report", US,
     "{airline_own} - DEATH ON BOARD REPORT (to {quarantine_own})\nFlight {flight} {flight_route}\nDeceased: {first} {last}, [[age_over_89:age_v48]], born "
     "[[date_of_birth:dob_elder_v48]]\nPronounced dead on [[date_of_death:dod_v48]] by the EMS crew at the gate.\nHome address: [[address:addr_v48]]\n"
     "Travelling companion reached at [[phone:phone_v48]]. CPR and AED used in flight (no shock advised)."),
    ("b48_port_crew_illness", "port_health_crew_illness_report", US,
     "{port_own} - CREW ILLNESS REPORT [[record_number:port_case_v48]]\nVessel: {ship} ({imo})\nCrew member: {first} {last}, {rank}\nDOB: [[date_of_birth:dob_v48]]   "
     "Passport: [[national_id:passport_v48]]\nMMC / seafarer ID: [[record_number:mariner_ref_v48]]\nPersonal e-mail for follow-up: [[email:email_v48]]\n"
     "Illness: {illness}. ((Isolated in cabin||Sent ashore to the ED||Cleared to remain on board)). Reviewed by {own_port_doc}."),
    ("b48_port_crew_illness_bg", "port_health_crew_illness_report", BG,
     "СЪОБЩЕНИЕ ЗА ЗАБОЛЯВАНЕ НА ЧЛЕН НА ЕКИПАЖА\nКораб: {ship}\nИме: {first} {last}, {rank_bg}\nЕГН: [[national_id:egn_v48]]\nДата на раждане: [[date_of_birth:dob_v48]]\n"
     "Постоянен адрес: [[address:addr_v48]]\nТелефон на близък: [[phone:phone_v48]]\nОплаквания: ((висока температура и кашлица||повръщане и диария||обрив)). Прегледан от {bg_partner}."),
    ("b48_port_crew_death_ua", "port_health_crew_illness_report", UA,
     "ПОВІДОМЛЕННЯ ПРО СМЕРТЬ ЧЛЕНА ЕКІПАЖУ В ПОРТУ\nСудно: {ship}\nПомерлий: {last} {first}, {rank_ua}\nРНОКПП: [[national_id:rnokpp_v48]]\n"
     "Дата народження: [[date_of_birth:dob_v48]]\nДата смерті: [[date_of_death:dod_v48]]\nРодина: [[phone:phone_v48]]\nРепатріацію тіла координує {ua_partner}."),
    ("b48_medevac_request", "medevac_repatriation_request", US,
     "{insurer_own} - MEDEVAC REQUEST\nPatient: {first} {last}   DOB [[date_of_birth:dob_v48]]\nPolicy / member no.: [[member_id:policy_v48]]\nCurrently at {own_clinic_abroad}, {country_dest}\n"
     "Diagnosis: ((STEMI, post-PCI||hip fracture, awaiting surgery||sepsis, improving)). Air ambulance requested to Savannah. Spouse: [[phone:phone_v48]], "
     "[[email:email_kin_v48]]. Case manager: {own_nurse}."),
    ("b48_repatriation_pl", "medevac_repatriation_request", PL,
     "WNIOSEK O POKRYCIE KOSZTÓW REPATRIACJI ZWŁOK\nZmarły: {first} {last}\nPESEL: [[national_id:pesel_v48]]\nData zgonu: [[date_of_death:dod_v48]]\n"
     "Ostatni adres zamieszkania: [[address:addr_v48]]\nWnioskodawca: {first2} {last2}\nRachunek do zwrotu kosztów: [[bank_account:account_pl_v48]]\nZgon nastąpił podczas rejsu; "
     "dokumenty przesłał armator."),
    ("b48_repatriation_sk", "medevac_repatriation_request", SK,
     "ŽIADOSŤ O REPATRIÁCIU - cestovné poistenie\nPoistený: {first} {last}\nRodné číslo: [[national_id:rc_v48]]\nDátum narodenia: [[date_of_birth:dob_v48]]\n"
     "Adresa: [[address:addr_v48]]\nE-mail: [[email:email_v48]]\nÚčet na preplatenie nákladov: [[bank_account:account_cz_sk_v48]]\nHospitalizácia v zahraničí: {own_clinic_abroad}."),
    ("b48_medif", "medif_fitness_to_fly", US,
     "MEDIF - {airline_own} medical information form, part 1\nPassenger: {last_upper}/{first_upper}   Booking ref [[record_number:pnr_v48]]\nAge: [[age_over_89:age_v48]]   "
     "DOB: [[date_of_birth:dob_elder_v48]]\nFrequent flyer no.: [[member_id:ffp_v48]]\nContact: [[phone:phone_v48]] / [[email:email_kin_v48]]\n"
     "Needs: ((wheelchair to seat, own oxygen concentrator||stretcher||escort and oxygen 2 L/min)). Flight {flight} {flight_route}."),
    ("b48_medif_bg", "medif_fitness_to_fly", BG,
     "MEDIF - медицинска информация за полет\nПътник: {first} {last}\nВъзраст: [[age_over_89:age_v48]]\nЕГН: [[national_id:egn_v48]]\nДата на раждане: [[date_of_birth:dob_elder_v48]]\n"
     "Телефон: [[phone:phone_v48]]\nНужда от: ((инвалидна количка||кислород||придружител)). Лекар: {bg_partner}."),
    ("b48_diving_medical", "diving_medical", US,
     "{dive_own} - DIVER MEDICAL (RSTC form, physician section)\nDiver: {first} {last}   DOB [[date_of_birth:dob_v48]]\nAddress: [[address:addr_v48]]\nPhone [[phone:phone_v48]]   "
     "E-mail [[email:email_v48]]\nHistory: {dive_cond}. Logbook shared by the diver: [[url:dive_url_v48]]\nDecision: ((approved||not approved pending spirometry||approved, "
     "re-evaluate in 12 months)). Physician: {own_dive_doc}."),
    ("b48_diving_medical_cz", "diving_medical", CZ,
     "POSUDEK O ZDRAVOTNÍ ZPŮSOBILOSTI K POTÁPĚNÍ\nJméno a příjmení: {first} {last}\nRodné číslo: [[national_id:rc_v48]]\nBydliště: [[address:addr_v48]]\nTel.: [[phone:phone_v48]]\n"
     "Potápěčský deník / profil: [[url:dive_url_v48]]\nZávěr: ((zdravotně způsobilý||způsobilý s podmínkou||nezpůsobilý)). Platnost 1 rok."),
    ("b48_travel_claim", "travel_insurance_medical_claim", US,
     "{insurer_own} - MEDICAL EXPENSE CLAIM\nInsured: {first} {last}   Member ID [[member_id:policy_v48]]\nSSN (for 1099 reporting): [[ssn:ssn_v48]]   DOB [[date_of_birth:dob_v48]]\n"
     "Treated at {own_clinic_abroad}, {country_dest}; amount {money_usd} paid with card [[card:card_v48]]\nReimburse by direct deposit: routing {aba}, account "
     "[[bank_account:account_us_v48]]\nSubmitted online from IP [[ip_address:ip_v48]] on {iso_ts}"),
    ("b48_travel_claim_cz", "travel_insurance_medical_claim", CZ,
     "OZNÁMENÍ POJISTNÉ UDÁLOSTI - léčebné výlohy v zahraničí\nPojištěný: {first} {last}\nČíslo pojistné smlouvy: [[member_id:policy_v48]]\nRodné číslo: [[national_id:rc_v48]]\n"
     "Úhrada na místě kartou: [[card:visa_v48]]\nČíslo účtu pro výplatu: [[bank_account:account_cz_sk_v48]]\nE-mail: [[email:email_v48]]\nOšetření: {own_clinic_abroad}."),
    ("b48_travel_claim_chat", "travel_insurance_medical_claim", US,
     "{insurer_own} claims chat\nCustomer: hi, checking on my claim for the ER visit in {country_dest}. policy [[member_id:policy_v48]]\nAgent: I can help. To verify, your date of birth?\n"
     "Customer: [[date_of_birth:dob_v48]]\nAgent: Thank you. Which card was charged?\nCustomer: my Discover [[card:discover_v48]]\nAgent: Got it, the EOB will go to "
     "[[email:email_plain_v48]] within 5 business days."),
    ("b48_fatigue_incident", "crew_fatigue_incident_report", US,
     "{airline_own} - FATIGUE REPORT (confidential, to FSAG)\nCrew member: {first} {last}, ((first officer||captain||flight attendant))   Employee no. [[record_number:employee_v48]]\n"
     "Pilot certificate: [[record_number:pilot_cert_v48]]\nPhone: [[phone:phone_v48]]\nHome: [[address:addr_v48]]\nAfter the ((third||fourth)) consecutive early report I nodded off "
     "driving home; my car (plate [[vehicle_id:plate_v48]]) left the lane on I-16. No injuries. Reviewed by {own_fatigue}."),
    ("b48_fatigue_incident_sk", "crew_fatigue_incident_report", SK,
     "HLÁSENIE ÚNAVY POSÁDKY\nMeno: {first} {last}\nRodné číslo: [[national_id:rc_v48]]\nTelefón: [[phone:phone_v48]]\nPo nočnej službe som zaspal(a) za volantom, "
     "auto EČV [[vehicle_id:plate_v48]] skončilo v priekope. Hlásenie odoslané z IP [[ip_address:ip_v48]] dňa {sk_date}."),
    ("b48_airport_clinic_intake", "airport_clinic_intake", US,
     "{clinic_own} - walk-in intake (airport badge holder)\nName: {first} {last}   DOB [[date_of_birth:dob_v48]]\nEmployee parking permit, plate [[vehicle_id:plate_v48]]\n"
     "Checked in from the kiosk link on a phone at IP [[ip_address:ip_v48]]\nReason: ((laceration from a baggage cart||eye irritation after de-icing||back strain)). "
     "Employer contact for work comp: on file. Profile shared for the employer's wellness app: [[url:profile_url_v48]]"),
    ("b48_medevac_request_ua", "medevac_repatriation_request", UA,
     "ЗАПИТ НА МЕДИЧНУ ЕВАКУАЦІЮ МОРЯКА\nПрізвище, ім'я: {last} {first}\nРНОКПП: [[national_id:rnokpp_v48]]\nДата народження: [[date_of_birth:dob_v48]]\nТелефон дружини: [[phone:phone_v48]]\n"
     "Судно: {ship}. Діагноз: ((інсульт||перелом стегна||гострий живіт)). Родина відкрила збір коштів: [[url:jar_url_v48]]"),
    ("b48_fhir_encounter", "fhir_export", US,
     "{\"resourceType\": \"Encounter\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:clinic_mrn_plain_v48]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v48]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v48]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v48]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v48]]\"}]}], "
     "\"status\": \"finished\", \"class\": {\"code\": \"AMB\"}, \"type\": [{\"text\": \"((FAA medical examination||Travel medicine consult||Walk-in visit))\"}], "
     "\"subject\": {\"reference\": \"#p1\"}, \"period\": {\"start\": \"{eff_iso}\"}, \"serviceProvider\": {\"display\": \"{clinic_own}\"}}"),
    ("b48_hl7_adt_a04", "hl7_export", US,
     "MSH|^~\\&|HFEHR|HFAC|HIE|GA|{hl7_ts}||ADT^A04^ADT_A01|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\n"
     "PID|1||[[record_number:clinic_mrn_plain_v48]]^^^HFAC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v48]]|((F||M))|||[[address:addr_hl7_v48]]||"
     "[[phone:phone_hl7_v48]]^PRN^PH|||||V{fivedig}|[[ssn:ssn_plain_v48]]\nPV1|1|O|AME^1^1^HFAC||||{own_npi}^{own_doc_hl}"),
    ("b48_crew_csv", "csv_export", US,
     "crew_id,mariner_ref,dob,passport,phone,email,fit_status\n[[record_number:crew_id_plain_v48]],[[record_number:mariner_ref_v48]],[[date_of_birth:dob_iso_v48]],"
     "[[national_id:passport_v48]],[[phone:phone_e164_v48]],[[email:email_plain_v48]],((fit||fit with limitation||temporarily unfit))\n# {port_own} crew medical roster for {ship}"),
    ("b48_x12_270", "x12_export", US,
     "ISA*00*          *00*          *ZZ*HFAC270        *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HS*HFAC270*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X279A1~\n"
     "ST*270*{four_digits}*005010X279A1~\nBHT*0022*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*PR*2*{insurer_upper}*****PI*{payer_id}~\nHL*2*1*21*1~\n"
     "NM1*1P*2*{clinic_upper}*****XX*{own_npi}~\nHL*3*2*22*0~\nTRN*1*{trn}*9{ein_digits}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:policy_plain_v48]]~\n"
     "REF*SY*[[ssn:ssn_plain_v48]]~\nN3*[[address:addr_x12_v48]]~\nDMG*D8*[[date_of_birth:dob_compact_v48]]*((F||M))~\nDTP*291*D8*20{isa_date}~\nEQ*30~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind48", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
