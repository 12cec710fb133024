"""A thirty-sixth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind36.py [--seed 38381] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind35.py,
seeds 4141 to 37371) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-seventh set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b36_" or "b36c_"). Identifier-free genres: clinical-lab reference intervals by age band and sex, vaccine lot recall
lists, operating-room block schedules, infusion-pump firmware bulletins, sterilisation cycle logs, blood-bank
inventory boards, nurse-staffing grids, ambulance response-time reports, claim reason-code glossaries, EOB explainers
with example amounts, benefit accumulator tables, formulary tier changes with NDCs, compounding batch records,
telehealth release notes, incident post-mortems of the organisation's own systems, dietary menu cycles, public
notices in other locales (es, pt, it, pl, ro, de, fr, nl) and CSV, JSON, XML, HL7 and X12 exports of non-personal data
(provider rosters, fee schedules, remittance totals). Carrying genres: workers' compensation first reports of injury,
school-nurse medication authorisations, jury-duty medical excuses, foster-care placement notes, transcribed pharmacy
refill voicemails, home-health visit notes, wheelchair and DME orders, COBRA election letters and receipts,
mortgage-hardship letters citing medical bills, airline MEDIF forms, marathon medical-tent logs, drug-test
chain-of-custody forms, funeral-home arrangement sheets, patient messages in Spanish, Portuguese, Polish and Italian,
plus FHIR Patient JSON, CSV and HL7 ADT exports.

About half the identifier values come from this module's own printings (the `*_v36` slots): Spanish DNI/NIE (check
letter), Portuguese NIF, Italian codice fiscale (built from the text's own name and birth date, check letter), Polish
PESEL and Brazilian CPF with valid checks; Spanish (with the CCC control digits), Portuguese (NIB check), Italian (CIN)
and Polish (sort-code check, NRB) IBANs; Discover and JCB cards with Luhn, spoken or with an expiry after them; VINs
with their check digit; Medicare MBIs in the CMS layout; dates with month names in Spanish, Portuguese, Italian and
Polish ("3 de marzo de 1941", "12 lutego 1950 r."); calle/rua/via/ul. address layouts with piso, andar, interno and
m.; Louisiana addresses and HL7 XAD/XTN fields; Spanish, Portuguese, Brazilian, Italian and Polish phone numbers in
their national printings, Louisiana numbers typed or spoken; obfuscated e-mails ("name at domain dot com").

MAC addresses appear in no text; no identifier-free text holds an IP address (the documentation ranges 192.0.2.0/24,
198.51.100.0/24 and 203.0.113.0/24 count as private to Python's `ipaddress`, so the post-mortems name hosts instead).
An identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the
plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names
are the organisations' own staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
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

SEED = 38381
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Atchafalaya Basin Health Plan"
HOSPITAL_NAME = "Vermilion Bayou Medical Center"
CLINIC_NAME = "Bayou Teche Family Clinic"
PHARMACY_NAME = "Chicot Prairie Compounding Pharmacy"
EMS_NAME = "Atchafalaya Parishes Ambulance District"
TELEHEALTH_NAME = "AtchafalayaCare Connect"
ORG_DOMAIN = "atchafalayahp.org"
ORGANISATION_CONTACTS = [
    "(337) 555-0136",                                                  # 0 plan member services
    "(337) 555-0137",                                                  # 1 plan fax
    "Claims Receipt Center, PO Box 91746, Lafayette, LA 70509",        # 2 plan claims address
    "1180 Coulee Mine Road, Suite 400, Lafayette, LA 70503",           # 3 plan office
    "appeals@atchafalayahp.org",                                       # 4
    "members@atchafalayahp.org",                                       # 5
    "(337) 555-0138",                                                  # 6 clinic
    "(337) 555-0139",                                                  # 7 clinic fax
    "215 Rue Bayou Teche, Breaux Bridge, LA 70517",                    # 8 clinic address
    "(337) 555-0141",                                                  # 9 hospital switchboard
    "3900 Vermilion Bluff Drive, Abbeville, LA 70510",                 # 10 hospital address
    "(337) 555-0142",                                                  # 11 pharmacy
    "77 Chicot Prairie Road, Ville Platte, LA 70586",                  # 12 pharmacy address
    "1-877-555-0186",                                                  # 13 toll-free member line
    "1-877-555-0187",                                                  # 14 toll-free nurse line
    "+1 337 555 0136",                                                 # 15 member line from abroad
    "https://www.atchafalayahp.org",                                   # 16
    "https://connect.atchafalayahp.org",                               # 17 telehealth platform
    "https://status.atchafalayahp.org",                                # 18 status page
    "pharmacy@atchafalayahp.org",                                      # 19
    "(337) 555-0143",                                                  # 20 blood bank
    "(337) 555-0144",                                                  # 21 ambulance district business line
    "edi@atchafalayahp.org",                                           # 22
    "(337) 555-0145",                                                  # 23 perioperative services / sterile processing
    "telehealth-support@atchafalayahp.org",                            # 24
    "(337) 555-0146",                                                  # 25 nutrition services
    "(337) 555-0147",                                                  # 26 staffing office
    "biomed@atchafalayahp.org",                                        # 27
    "Pharmacy Benefit Services, PO Box 91752, Lafayette, LA 70509",    # 28
]
ORG_PAYER_ID = "ABH41"
ORG_RXBIN = "019437"
ORG_RXPCN = "ABHRX"
ORG_RXGRP = "ABH8807"
ORG_EIN = "72-4418096"
ORG_NPIS = (blind5._npi_of("148203916"), blind5._npi_of("129475038"), blind5._npi_of("173360412"),  # noqa: SLF001
            blind5._npi_of("115829047"))  # noqa: SLF001
STAFF = ("Dr. Mireille Thibodeaux-Oyelowo", "Dr. Anselm Guidry-Nakamura", "Roxanne Fontenot, RN, MSN",
         "Bastien Lafleur, PharmD", "Odalys Comeaux, MT(ASCP)", "Dr. Tobias Arceneaux", "Genevieve Broussard, CRCST")
# The plan's own providers as its directory lists them: name, NPI, taxonomy, location (an own address), own phone.
OWN_PROVIDERS = (
    ("Thibodeaux-Oyelowo, Mireille, MD", ORG_NPIS[0], "207Q00000X", ORGANISATION_CONTACTS[8], ORGANISATION_CONTACTS[6]),
    ("Guidry-Nakamura, Anselm, MD", ORG_NPIS[1], "208600000X", ORGANISATION_CONTACTS[10], ORGANISATION_CONTACTS[9]),
    ("Arceneaux, Tobias, DO", ORG_NPIS[2], "207P00000X", ORGANISATION_CONTACTS[10], ORGANISATION_CONTACTS[9]),
    ("Lafleur, Bastien, PharmD", ORG_NPIS[3], "183500000X", ORGANISATION_CONTACTS[12], ORGANISATION_CONTACTS[11]),
)

MONTHS_V36 = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
           "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro",
           "dezembro"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
           "listopada", "grudnia"],
    "ro": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie",
           "noiembrie", "decembrie"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november",
           "december"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
           "December"],
}
DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day the ages in this set are counted to


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _lang(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if ch.isascii() and ch.isalpha()).upper()


def _luhn_v36(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _iban_v36(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def _us_exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: a national number and a date of birth in one text agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _date_in(draw: Draw, day: dt.date, lang: str) -> Any:
    d, m, y = day.day, day.month, day.year
    if lang == "es":
        month = MONTHS_V36["es"][m - 1]
        return draw.pick([f"{d} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d}-{month[:3]}-{y}",
                          f"{d:02d}-{m:02d}-{y}"])
    if lang == "pt":
        month = MONTHS_V36["pt"][m - 1]
        first = "1º" if d == 1 else str(d)
        return draw.pick([f"{first} de {month} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month[:3]}. {y}"])
    if lang == "it":
        month = MONTHS_V36["it"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}",
                          f"{d} {month[:3]} {y}"])
    if lang == "pl":
        month = MONTHS_V36["pl"][m - 1]
        return draw.pick([f"{d} {month} {y}", ("", f"{d:02d}.{m:02d}.{y}", " r."), ("", f"{d} {month} {y}", " r."),
                          f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}"])
    month = MONTHS_V36["en"][m - 1]
    return draw.pick([f"{month} {d}, {y}", f"{m}/{d}/{y}", f"{m:02d}-{d:02d}-{y}", f"{d} {month[:3]} {y}",
                      f"{month[:3]}. {d}, {y}"] + ([f"{m:02d}/{d:02d}/{y % 100:02d}"] if 1940 <= y < 2000 else []))


def dob_v36(draw: Draw) -> Any:
    """A date of birth with the month named in the text's language, or its national numeric order."""
    return _date_in(draw, _birth(draw, 1932, 2006), _lang(draw)[:2])


def dob_child_v36(draw: Draw) -> Any:
    """A school child's date of birth."""
    return _date_in(draw, _birth(draw, 2011, 2020), _lang(draw)[:2])


def dob_elder_v36(draw: Draw) -> Any:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_in(draw, _birth(draw, 1922, 1935), _lang(draw)[:2])


def dob_iso_v36(draw: Draw) -> str:
    """A birth date as an export writes it."""
    return _birth(draw, 1938, 2008).isoformat()


def dod_v36(draw: Draw) -> Any:
    """A recent date of death (2024 to the set's reference day), printed as the text's language prints dates."""
    day = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))
    draw.cache["_death"] = day  # type: ignore[assignment]
    return _date_in(draw, day, _lang(draw)[:2])


def dod_fhir_v36(draw: Draw) -> str:
    """A FHIR deceasedDateTime in Central time."""
    day = draw.date_between(2024, 2026)
    return f"{day.isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.pick(['00', '10', '25', '41', '55'])}:00-0{draw.pick(['5', '6'])}:00"


def age_v36(draw: Draw) -> str:
    """An age over 89 in the text's language; from the text's birth date where it has one."""
    until: dt.date = draw.cache.get("_death", REFERENCE_DAY)  # type: ignore[assignment]  # a decedent's age at death
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:  # draw the age, and a birth date that agrees with it for a national number later in the text
        age = draw.rng.randint(90, 104)
        first = until.replace(year=until.year - age - 1, day=min(until.day, 28)).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    lang = _lang(draw)[:2]
    if lang == "es":
        return draw.pick([f"{age} años", f"{age} a.", f"{age} años de edad"])
    if lang == "pt":
        return draw.pick([f"{age} anos", f"{age} anos de idade"])
    if lang == "it":
        return draw.pick([f"{age} anni", f"{age} aa"])
    if lang == "pl":
        word = "lata" if age % 10 in (2, 3, 4) and age % 100 not in (12, 13, 14) else "lat"
        return draw.pick([f"{age} {word}", f"{age} l."])
    return draw.pick([f"{age} y/o", f"{age} years old", f"{age}-year-old", f"{age} yrs", f"aged {age}", f"{age}yo"])


def phone_la_v36(draw: Draw) -> str:
    """A south Louisiana number as people type it."""
    area = draw.pick(["337", "225", "504", "985", "318"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}",
                      f"{area} {exchange} {line}", f"+1 ({area}) {exchange}-{line}", f"{area}{exchange}{line}",
                      f"1-{area}-{exchange}-{line}"])


def phone_v36(draw: Draw) -> str:
    """A personal number in the national printing of the text's locale (ES, MX, PT, BR, IT, PL), else Louisiana."""
    locale = _lang(draw)
    if locale == "es_ES":
        if draw.rng.random() < 0.6:
            n = draw.pick(["6", "6", "71", "72", "73", "74"])
            n += draw.digits(9 - len(n))
            return draw.pick([f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"{n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}",
                              f"+34 {n}", f"(+34) {n[:3]} {n[3:6]} {n[6:]}"])
        prefix = draw.pick(["91", "93", "954", "963", "976", "952"])
        n = prefix + draw.digits(9 - len(prefix), first_nonzero=True)
        grouped = f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}" if len(prefix) == 2 else f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}"
        return draw.pick([grouped, n, f"+34 {grouped}"])
    if locale == "es_MX":
        n = draw.pick(["55", "33", "81"]) + draw.digits(8)
        return draw.pick([f"{n[:2]} {n[2:6]} {n[6:]}", f"+52 {n[:2]} {n[2:6]} {n[6:]}", f"({n[:2]}) {n[2:6]}-{n[6:]}"])
    if locale == "pt_PT":
        n = draw.pick(["91", "92", "93", "96"]) + draw.digits(7) if draw.rng.random() < 0.7 else draw.pick(["21", "22"]) + draw.digits(7)
        return draw.pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+351 {n[:3]} {n[3:6]} {n[6:]}", f"{n}", f"(+351) {n[:2]} {n[2:5]} {n[5:]}"])
    if locale == "pt_BR":
        ddd = draw.pick(["11", "21", "31", "41", "71", "81", "51"])
        if draw.rng.random() < 0.7:
            n = "9" + draw.pick(["6", "7", "8", "9"]) + draw.digits(7)
            return draw.pick([f"({ddd}) {n[:5]}-{n[5:]}", f"+55 {ddd} {n[:5]}-{n[5:]}", f"{ddd} {n[:5]} {n[5:]}", f"({ddd}){n}"])
        n = draw.pick(["3", "2"]) + draw.digits(7)
        return draw.pick([f"({ddd}) {n[:4]}-{n[4:]}", f"+55 {ddd} {n[:4]}-{n[4:]}"])
    if locale == "it_IT":
        if draw.rng.random() < 0.65:
            n = "3" + draw.pick(["20", "28", "33", "35", "38", "39", "40", "47", "48", "49", "66", "71", "88", "93"]) + draw.digits(7)
            return draw.pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:]}", f"+39 {n[:3]} {n[3:]}", f"{n[:3]}-{n[3:]}",
                              f"+39 {n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}/{n[3:]}"])
        prefix = draw.pick(["06", "02", "011", "055", "081", "051"])
        n = prefix + draw.digits(10 - len(prefix))
        return draw.pick([f"{prefix} {n[len(prefix):len(prefix) + 4]} {n[len(prefix) + 4:]}", f"{prefix}-{n[len(prefix):]}",
                          f"+39 {prefix} {n[len(prefix):]}", f"{prefix}/{n[len(prefix):]}"])
    if locale == "pl_PL":
        if draw.rng.random() < 0.7:
            n = draw.pick(["501", "502", "509", "511", "531", "570", "601", "603", "660", "691", "692", "721", "730", "781",
                           "790", "880", "887"]) + draw.digits(6)
            return draw.pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]}-{n[3:6]}-{n[6:]}",
                              f"{n[:3]}-{n[3:6]}-{n[6:]}", f"+48{n}"])
        area = draw.pick(["22", "12", "61", "71", "58", "42"])
        n = draw.digits(7, first_nonzero=True)
        return draw.pick([f"{area} {n[:3]} {n[3:5]} {n[5:]}", f"({area}) {n[:3]}-{n[3:5]}-{n[5:]}", f"+48 {area} {n[:3]} {n[3:5]} {n[5:]}"])
    return phone_la_v36(draw)


def _spoken_digits(text: str, draw: Draw) -> str:
    words = [("oh" if ch == "0" and draw.rng.random() < 0.6 else DIGIT_WORDS[int(ch)]) for ch in text]
    return " ".join(words)


def phone_said_v36(draw: Draw) -> str:
    """A Louisiana number read out digit by digit, in its three groups."""
    area = draw.pick(["337", "225", "985"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return ", ".join(_spoken_digits(group, draw) for group in (area, exchange, line))


def phone_hl7_v36(draw: Draw) -> tuple[str, str, str]:
    """An HL7 v2.5 XTN home number: use, equipment, country code, area code and local number in their components."""
    area, local = draw.pick(["337", "225", "985"]), _us_exchange(draw) + draw.digits(4)
    return (f"^{draw.pick(['PRN', 'ORN'])}^{draw.pick(['PH', 'CP'])}^^1^", f"{area}^{local}", "")


def email_v36(draw: Draw) -> str:
    """A personal address at a Louisiana ISP or a Spanish, Portuguese, Italian or Polish webmail."""
    first = _ascii(draw.fill("first")).lower() or "ana"
    last = _ascii(draw.fill("last")).lower() or "diaz"
    local_domains = {"es": ["telefonica.net", "hotmail.es", "yahoo.es"], "pt": ["sapo.pt", "uol.com.br", "bol.com.br"],
                     "it": ["libero.it", "virgilio.it", "alice.it"], "pl": ["wp.pl", "onet.pl", "interia.pl"],
                     "en": ["cox.net", "eatel.net", "bellsouth.net", "lusfiber.net"]}
    domain = draw.pick(local_domains.get(_lang(draw)[:2], local_domains["en"]) if draw.rng.random() < 0.7 else
                       ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com"])
    local = draw.pick([f"{first}.{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first[0]}", f"{first}_{last}",
                       f"{first[0]}{last}{draw.rng.randint(1950, 2009)}", f"{last}{first[:3]}", f"{first}.{last}+farmacia"])
    address = f"{local}@{domain}"
    return address.upper() if draw.rng.random() < 0.08 else address


def email_obf_v36(draw: Draw) -> str:
    """An address written to dodge harvesters: "at"/"dot" in words, brackets, or spaced out."""
    address = email_v36(draw).lower()
    local, domain = address.split("@")
    head, _, tail = domain.rpartition(".")
    return draw.pick([f"{local} at {head} dot {tail}", f"{local} [at] {head} [dot] {tail}", f"{local}(at){domain}",
                      f"{local} @ {domain}", f"{local} arroba {domain}" if domain.endswith(("es", "br", "pt")) else f"{local} AT {domain}",
                      f"{local}[@]{domain}"])


def ssn_v36(draw: Draw) -> str:
    """A US SSN in the forms forms and typists use."""
    while True:
        area = draw.rng.randint(1, 665)
        if area != 0:
            break
    group, serial = draw.rng.randint(1, 99), draw.rng.randint(1, 9999)
    number = f"{area:03d}{group:02d}{serial:04d}"
    return draw.pick([f"{number[:3]}-{number[3:5]}-{number[5:]}", f"{number[:3]}-{number[3:5]}-{number[5:]}",
                      f"{number[:3]} {number[3:5]} {number[5:]}", number, f"{number[:3]} {number[3:5]}-{number[5:]}"])


def _card_number(draw: Draw) -> str:
    if draw.rng.random() < 0.55:  # Discover: 6011, 644-649, 65
        body = draw.pick(["6011", f"64{draw.rng.randint(4, 9)}", "65"])
    else:  # JCB: 3528-3589
        body = str(draw.rng.randint(3528, 3589))
    body += draw.digits(15 - len(body))
    return body + _luhn_v36(body)


def card_v36(draw: Draw) -> Any:
    """A Luhn-valid Discover or JCB card: grouped by spaces or dashes, run together, or with its expiry after it."""
    number = _card_number(draw)
    groups = [number[i:i + 4] for i in range(0, 16, 4)]
    form = draw.pick(["space", "dash", "plain", "exp", "space"])
    if form == "exp":
        return ("", " ".join(groups), f" exp {draw.rng.randint(1, 12):02d}/{draw.rng.randint(27, 31)}")
    return {"space": " ".join(groups), "dash": "-".join(groups), "plain": number}[form]


def card_said_v36(draw: Draw) -> str:
    """A card number read out in groups of four."""
    number = _card_number(draw)
    return ", ".join(" ".join(DIGIT_WORDS[int(ch)] for ch in number[i:i + 4]) for i in range(0, 16, 4))


def _es_dc(digits: str) -> str:
    weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    check = 11 - sum(int(c) * w for c, w in zip(digits, weights)) % 11
    return str({11: 0, 10: 1}.get(check, check))


_CIN_ODD = {**dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
            **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                                                     16, 10, 22, 25, 24, 23]))}
_CIN_EVEN = {**{str(i): i for i in range(10)}, **{chr(65 + i): i for i in range(26)}}


def _it_check(text: str) -> str:
    """The check letter of a codice fiscale, and (on ABI+CAB+account) the CIN of an Italian BBAN: odd and even tables."""
    total = sum((_CIN_ODD if index % 2 == 0 else _CIN_EVEN)[char] for index, char in enumerate(text))
    return chr(65 + total % 26)


def _pl_nrb(draw: Draw) -> str:
    bank = draw.pick(["102", "105", "109", "114", "116", "124", "175", "249"])
    branch = draw.digits(4)
    sort = bank + branch
    sort += str((10 - sum(int(c) * w for c, w in zip(sort, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10)
    bban = sort + draw.digits(16)
    return _iban_v36("PL", bban)


def iban_v36(draw: Draw) -> str:
    """An IBAN of the text's country (ES with CCC control digits, PT with its NIB check, IT with its CIN, PL with the
    sort code's check); grouped by four, run together, or as a Polish NRB (the IBAN without PL)."""
    lang = _lang(draw)[:2]
    country = {"es": "ES", "pt": "PT", "it": "IT", "pl": "PL"}.get(lang) or draw.pick(["ES", "PT", "IT", "PL"])
    if country == "ES":
        bank, office, account = draw.pick(["2100", "0049", "0182", "0081", "2085", "0128"]), draw.digits(4), draw.digits(10)
        iban = _iban_v36("ES", bank + office + _es_dc("00" + bank + office) + _es_dc(account) + account)
    elif country == "PT":
        body = draw.pick(["0035", "0033", "0007", "0010", "0018", "0036"]) + draw.digits(4) + draw.digits(11)
        iban = _iban_v36("PT", body + f"{98 - int(body + '00') % 97:02d}")
    elif country == "IT":
        rest = draw.pick(["03069", "02008", "05034", "01030", "03062"]) + draw.digits(5) + draw.pick(["0000", "1000", "CC00"]) + draw.digits(8)
        iban = _iban_v36("IT", _it_check(rest) + rest)
    else:
        iban = _pl_nrb(draw)
        if draw.rng.random() < 0.4:  # the domestic NRB as Polish forms print it
            nrb = iban[2:]
            return f"{nrb[:2]} " + " ".join(nrb[i:i + 4] for i in range(2, 26, 4))
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if draw.rng.random() < 0.65 else iban


def loan_v36(draw: Draw) -> str:
    """A mortgage loan (account) number as servicers print it."""
    body = draw.digits(10, first_nonzero=True)
    return draw.pick([f"00{body}", f"{body[:4]}-{body[4:]}", body, f"{body[:3]} {body[3:6]} {body[6:]}"])


def dni_v36(draw: Draw) -> str:
    """A Spanish DNI (eight digits and the check letter) or NIE (X/Y/Z, seven digits, letter)."""
    letters = "TRWAGMYFPDXBNJZSQVHLCKE"
    if draw.rng.random() < 0.7:
        number = draw.digits(8, first_nonzero=True)
        letter = letters[int(number) % 23]
        return draw.pick([f"{number}{letter}", f"{number}-{letter}", f"{number[:2]}.{number[2:5]}.{number[5:]}-{letter}",
                          f"{number} {letter}"])
    prefix = draw.pick(["X", "Y", "Z"])
    number = draw.digits(7)
    letter = letters[int(str("XYZ".index(prefix)) + number) % 23]
    return draw.pick([f"{prefix}{number}{letter}", f"{prefix}-{number}-{letter}"])


def nif_pt_v36(draw: Draw) -> str:
    """A Portuguese NIF of a person (first digit 1, 2 or 3) with its mod-11 check digit."""
    body = draw.pick(["1", "2", "2", "3"]) + draw.digits(7)
    check = 11 - sum(int(c) * (9 - i) for i, c in enumerate(body)) % 11
    number = body + str(0 if check >= 10 else check)
    return draw.pick([number, f"{number[:3]} {number[3:6]} {number[6:]}"])


def cpf_v36(draw: Draw) -> str:
    """A Brazilian CPF with both check digits."""
    body = draw.digits(9)
    for length in (9, 10):
        remainder = sum(int(c) * (length + 1 - i) for i, c in enumerate(body)) % 11
        body += str(0 if remainder < 2 else 11 - remainder)
    return draw.pick([f"{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9:]}", body, f"{body[:9]}-{body[9:]}"])


def pesel_v36(draw: Draw) -> str:
    """A Polish PESEL of the text's person: birth date (century in the month), serial, sex digit, check."""
    born = _birth(draw, 1925, 2012)
    month = born.month + (20 if born.year >= 2000 else 0)
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(3)}{draw.rng.randint(0, 9)}"
    return body + str((10 - sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10)


def _cf_part(text: str, is_first_name: bool) -> str:
    consonants = [c for c in text if c not in "AEIOU"]
    vowels = [c for c in text if c in "AEIOU"]
    if is_first_name and len(consonants) >= 4:
        return consonants[0] + consonants[2] + consonants[3]
    return ("".join(consonants + vowels) + "XXX")[:3]


def cf_v36(draw: Draw) -> str:
    """An Italian codice fiscale of the text's person: surname, name, birth date (day + 40 for women), comune, check."""
    born = _birth(draw, 1930, 2012)
    first = draw.fill("first")
    male_in_a = ("Andrea", "Luca", "Nicola", "Mattia", "Elia", "Battista", "Enea", "Gianluca")
    female = draw.cache.setdefault("_sex", "F" if first.rstrip().endswith("a") and not first.startswith(male_in_a) else "M") == "F"
    body = (_cf_part(_ascii(draw.fill("last")), False) + _cf_part(_ascii(first), True) + f"{born.year % 100:02d}"
            + "ABCDEHLMPRST"[born.month - 1] + f"{born.day + (40 if female else 0):02d}"
            + draw.pick(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736", "A662", "C351"]))
    return body + _it_check(body)


def natid_v36(draw: Draw) -> str:
    """The national number of the text's country: DNI/NIE, NIF, CPF, codice fiscale or PESEL."""
    locale = _lang(draw)
    maker = {"es_ES": dni_v36, "es_MX": dni_v36, "pt_PT": nif_pt_v36, "pt_BR": cpf_v36, "it_IT": cf_v36, "pl_PL": pesel_v36}
    return maker.get(locale, dni_v36)(draw)


def natid_lab_v36(draw: Draw) -> tuple[str, str, str]:
    """The national number after its own name, as people write it in a message."""
    locale = _lang(draw)
    value = natid_v36(draw)
    if locale.startswith("es"):
        label = "NIE " if value[0] in "XYZ" else draw.pick(["DNI ", "DNI: ", "D.N.I. "])
    else:
        label = {"pt_PT": draw.pick(["NIF ", "NIF: ", "contribuinte n.º "]), "pt_BR": draw.pick(["CPF ", "CPF: ", "CPF nº "]),
                 "it_IT": draw.pick(["C.F. ", "codice fiscale ", "CF: "]), "pl_PL": draw.pick(["PESEL ", "PESEL: ", "nr PESEL "])}.get(locale, "DNI ")
    return (label, value, "")


def cdl_v36(draw: Draw) -> str:
    """A Louisiana driver's licence number (nine digits, most starting 00)."""
    return draw.pick([f"00{draw.digits(7)}", f"00{draw.digits(7)}", f"0{draw.digits(8)}"])


def mbi_v36(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier in the CMS layout (C A AN N A AN N A A N N; no S, L, O, I, B, Z)."""
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    alnum = alpha + "0123456789"
    chars = [str(draw.rng.randint(1, 9)), draw.pick(list(alpha)), draw.pick(list(alnum)), str(draw.rng.randint(0, 9)),
             draw.pick(list(alpha)), draw.pick(list(alnum)), str(draw.rng.randint(0, 9)), draw.pick(list(alpha)),
             draw.pick(list(alpha)), str(draw.rng.randint(0, 9)), str(draw.rng.randint(0, 9))]
    mbi = "".join(chars)
    return draw.pick([mbi, f"{mbi[:4]}-{mbi[4:7]}-{mbi[7:]}", f"{mbi[:4]} {mbi[4:7]} {mbi[7:]}"])


def member_v36(draw: Draw) -> str:
    """The plan's member IDs: ABH and nine digits, with a dependant suffix or grouped as on the card."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"ABH{body}", f"ABH {body[:3]} {body[3:6]} {body[6:]}", f"ABH-{body[:4]}-{body[4:]}",
                      f"ABH{body}-0{draw.rng.randint(1, 5)}", f"abh{body}", f"ABH{body} {draw.rng.randint(1, 3):02d}"])


def member_said_v36(draw: Draw) -> str:
    """A member ID read out on a voicemail: the letters, then the digits in threes."""
    body = draw.digits(9, first_nonzero=True)
    return "A B H " + ", ".join(_spoken_digits(body[i:i + 3], draw) for i in range(0, 9, 3))


def mrn_v36(draw: Draw) -> str:
    """The medical center's and the clinic's record numbers."""
    return draw.pick([f"VB{draw.digits(7)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(2)}", f"BTFC-{draw.digits(6)}",
                      f"00{draw.digits(6)}", f"E{draw.digits(3)} {draw.digits(4)}", f"VBMC/{draw.digits(5)}"])


_LA_STREETS = ["Rue Chartres", "Bayou Tortue Rd", "E Main St", "Coulee Kinney Rd", "Johnston St", "Lake Martin Rd",
               "Rue Fontaine", "Cypress Island Hwy", "Grand Pointe Rd", "W Pinhook Rd", "Ambassador Dr", "Guilbeau Rd"]
_LA_TOWNS = ["Lafayette, LA 70501", "Broussard, LA 70518", "New Iberia, LA 70560", "Breaux Bridge, LA 70517",
             "Opelousas, LA 70570", "Eunice, LA 70535", "St. Martinville, LA 70582", "Carencro, LA 70520",
             "Crowley, LA 70526", "Abbeville, LA 70510"]


def addr_la_v36(draw: Draw) -> str:
    """A south Louisiana home address on one line, with or without its unit."""
    unit = draw.pick(["", "", f", Apt {draw.rng.randint(1, 30)}", f" Unit {draw.letters(1, 'ABCD')}", f" Lot {draw.rng.randint(1, 60)}"])
    if draw.rng.random() < 0.12:
        return f"{draw.rng.randint(100, 9999)} Hwy {draw.pick(['31', '347', '182', '93', '13'])}{unit}, {draw.pick(_LA_TOWNS)}"
    return f"{draw.rng.randint(100, 4999)} {draw.pick(_LA_STREETS)}{unit}, {draw.pick(_LA_TOWNS)}"


def addr_hl7_v36(draw: Draw) -> str:
    """A Louisiana address as an HL7 XAD field: street^other^city^state^ZIP^country^type."""
    street = f"{draw.rng.randint(100, 4999)} {draw.pick(_LA_STREETS).upper()}"
    town, zip_code = draw.pick(_LA_TOWNS).split(", LA ")
    other = draw.pick(["", f"APT {draw.rng.randint(1, 30)}"])
    return f"{street}^{other}^{town.upper()}^LA^{zip_code}^USA^H"


def addr_v36(draw: Draw) -> str:
    """A home address in the layout of the text's country: calle with piso/puerta, rua with andar, via with interno,
    ul. with m.; Louisiana otherwise."""
    locale = _lang(draw)
    r = draw.rng.randint
    if locale == "es_ES":
        street = draw.pick(["Calle Mayor", "C/ de Alcalá", "Calle del Pez", "Avda. de la Constitución", "C/ San Vicente Mártir",
                            "Calle Real", "Paseo de Gràcia", "C/ Sierpes", "Calle Doctor Fleming"])
        town = draw.pick([("280", "Madrid"), ("080", "Barcelona"), ("410", "Sevilla"), ("460", "Valencia"), ("500", "Zaragoza"),
                          ("290", "Málaga"), ("330", "Oviedo")])
        floor = draw.pick([f"{r(1, 9)}.º {draw.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}", f"piso {r(1, 9)}, puerta {r(1, 6)}",
                           f"{r(1, 9)}º {r(1, 4)}ª", "bajo", f"esc. {draw.pick(['1', '2', 'B'])}, {r(1, 9)}º {draw.pick(['A', 'D'])}"])
        return draw.pick([f"{street}, {r(1, 240)}, {floor}, {town[0]}{r(1, 50):02d} {town[1]}",
                          f"{street} {r(1, 240)}, {floor}\n{town[0]}{r(1, 50):02d} {town[1]}"])
    if locale == "es_MX":
        return (f"{draw.pick(['Calle Hidalgo', 'Av. Juárez', 'Calle Morelos', 'Av. Insurgentes Sur'])} {r(10, 2999)}"
                f"{draw.pick(['', f' Int. {r(1, 20)}', f' Depto. {r(101, 904)}'])}, Col. {draw.pick(['Centro', 'Roma Norte', 'Del Valle', 'Americana'])}, "
                f"{draw.pick(['06700 Ciudad de México, CDMX', '44160 Guadalajara, Jal.', '64000 Monterrey, N.L.'])}")
    if locale == "pt_PT":
        street = draw.pick(["Rua Augusta", "Av. da Boavista", "Rua de Santa Catarina", "Travessa do Carmo", "Rua Garrett",
                            "Av. Almirante Reis", "Rua do Bonfim"])
        floor = draw.pick([f"{r(1, 9)}.º Dto.", f"{r(1, 9)}.º Esq.", f"{r(1, 8)}.º andar", "r/c", f"{r(1, 9)}.º {draw.pick(['A', 'B', 'Frente'])}"])
        town = draw.pick([("1", "Lisboa"), ("4", "Porto"), ("3", "Coimbra"), ("8", "Faro"), ("4", "Braga")])
        return draw.pick([f"{street}, {r(1, 400)}, {floor}, {town[0]}{r(0, 999):03d}-{r(0, 999):03d} {town[1]}",
                          f"{street} {r(1, 400)} {floor}\n{town[0]}{r(0, 999):03d}-{r(0, 999):03d} {town[1]}"])
    if locale == "pt_BR":
        block = draw.letters(1, "ABC")
        return (f"{draw.pick(['Rua das Flores', 'Av. Paulista', 'Rua XV de Novembro', 'Av. Sete de Setembro', 'Rua da Aurora'])}, {r(10, 3999)}"
                f"{draw.pick(['', f', apto {r(11, 1504)}', f', bloco {block} apto {r(11, 804)}', f', {r(1, 20)}º andar'])}, "
                f"{draw.pick(['Centro', 'Bela Vista', 'Boa Viagem', 'Savassi'])}, "
                f"{draw.pick(['São Paulo - SP', 'Curitiba - PR', 'Recife - PE', 'Belo Horizonte - MG', 'Salvador - BA'])}, {r(10000, 99999)}-{r(0, 999):03d}")
    if locale == "it_IT":
        street = draw.pick(["Via Garibaldi", "Via Roma", "Corso Vittorio Emanuele II", "Via dei Mille", "Viale Monza",
                            "Via Santa Lucia", "Piazza Cavour", "Via Nazionale"])
        town = draw.pick([("20", "Milano", "MI"), ("00", "Roma", "RM"), ("10", "Torino", "TO"), ("80", "Napoli", "NA"),
                          ("40", "Bologna", "BO"), ("50", "Firenze", "FI"), ("90", "Palermo", "PA")])
        inner = draw.pick([f"int. {r(1, 30)}", f"scala {draw.letters(1, 'ABCD')}, interno {r(1, 30)}", f"piano {r(1, 8)}", ""])
        number = f"{r(1, 180)}{draw.pick(['', '', '/A', ' bis'])}"
        sep = f", {inner}" if inner else ""
        return draw.pick([f"{street} {number}{sep}, {town[0]}{r(100, 199)} {town[1]} ({town[2]})",
                          f"{street}, {number}{sep} - {town[0]}{r(100, 199)} {town[1]} {town[2]}",
                          f"{street} {number}{sep}\n{town[0]}{r(100, 199)} {town[1]} ({town[2]})"])
    if locale == "pl_PL":
        street = draw.pick(["ul. Piękna", "ul. Długa", "al. Grunwaldzka", "ul. Marszałkowska", "ul. Ogrodowa", "os. Tysiąclecia",
                            "ul. Słowackiego", "ul. Kościuszki"])
        town = draw.pick([("00", "Warszawa"), ("31", "Kraków"), ("80", "Gdańsk"), ("60", "Poznań"), ("50", "Wrocław"), ("90", "Łódź")])
        flat = draw.pick([f" m. {r(1, 120)}", f"/{r(1, 120)}", f" lok. {r(1, 40)}", ""])
        return draw.pick([f"{street} {r(1, 160)}{flat}, {town[0]}-{r(1, 999):03d} {town[1]}",
                          f"{street} {r(1, 160)}{flat}\n{town[0]}-{r(1, 999):03d} {town[1]}"])
    return addr_la_v36(draw)


def plate_v36(draw: Draw) -> str:
    """A car plate of the text's country: ES 1234 BCD, PT AA-12-BC, IT AB 123 CD, PL WA 12345, BR Mercosul, Louisiana."""
    locale = _lang(draw)
    if locale.startswith("es"):
        return f"{draw.digits(4)} {draw.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}"
    if locale == "pt_PT":
        return draw.pick([f"{draw.letters(2)}-{draw.digits(2)}-{draw.letters(2)}", f"{draw.digits(2)}-{draw.letters(2)}-{draw.digits(2)}"])
    if locale == "pt_BR":
        return draw.pick([f"{draw.letters(3)}{draw.digits(1)}{draw.letters(1)}{draw.digits(2)}", f"{draw.letters(3)}-{draw.digits(4)}"])
    if locale == "it_IT":
        alphabet = "ABCDEFGHJKLMNPRSTVWXYZ"
        return draw.pick([f"{draw.letters(2, alphabet)} {draw.digits(3)} {draw.letters(2, alphabet)}",
                          f"{draw.letters(2, alphabet)}{draw.digits(3)}{draw.letters(2, alphabet)}"])
    if locale == "pl_PL":
        return draw.pick([f"{draw.pick(['WA', 'KR', 'PO', 'GD', 'WR', 'EL'])} {draw.digits(5)}",
                          f"{draw.pick(['WX', 'KR', 'PZ', 'DW'])} {draw.digits(1)}{draw.letters(1, 'ACEHJKLMNPRSTUVWXY')}{draw.digits(3)}"])
    return draw.pick([f"{draw.digits(3)} {draw.letters(3)}", f"{draw.letters(3)} {draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
               "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}


def vin_v36(draw: Draw) -> str:
    """A 17-character VIN with its North American check digit (position 9)."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    vin = list(draw.pick(["1FT", "1GC", "3GN", "2T3", "5TD", "1C6", "JTM", "KNA", "1HG"]) + "".join(draw.pick(list(alphabet)) for _ in range(5))
               + "0" + draw.pick(list("GHJKLMNPRS")) + draw.pick(list(alphabet)) + draw.digits(6))
    total = sum(_VIN_VALUES[c] * w for c, w in zip(vin, [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]))
    vin[8] = "X" if total % 11 == 10 else str(total % 11)
    return "".join(vin)


def ip_v36(draw: Draw) -> str:
    """A residential address of a Gulf Coast ISP: public IPv4 or a global IPv6."""
    if draw.rng.random() < 0.25:
        groups = [f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(6)]
        head = f"2600:{draw.pick(['8804', '1700', '6c5e', '387'])}:{groups[0]}:{groups[1]}"
        return draw.pick([f"{head}:{groups[2]}:{groups[3]}:{groups[4]}:{groups[5]}", f"{head}::{groups[5]}"])
    first = draw.pick([68, 70, 72, 98, 99, 107, 174, 184, 76, 24])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v36(draw: Draw) -> str:
    """A link that is someone's: a fundraiser, an obituary page, a social profile, or a portal link with a member ID."""
    first = _ascii(draw.fill("first")).lower()
    last = _ascii(draw.fill("last")).lower()
    return draw.pick([f"https://www.gofundme.com/f/{first}-{last}-medical-bills", f"https://gofund.me/{first}{last}{draw.rng.randint(2, 99)}",
                      f"https://www.guidrylandryfh.com/obituaries/{first}-{last}-{draw.rng.randint(2024, 2026)}",
                      f"https://www.facebook.com/{first}.{last}.{draw.rng.randint(1, 999)}",
                      f"https://portal.{ORG_DOMAIN}/cobra/elect?mid=ABH{draw.digits(9, first_nonzero=True)}",
                      f"https://www.caringbridge.org/site/{first}{last}"])


def url_obit_v36(draw: Draw) -> str:
    """The decedent's page on the funeral home's or a memorial site."""
    first, last = _ascii(draw.fill("first")).lower(), _ascii(draw.fill("last")).lower()
    return draw.pick([f"https://www.guidrylandryfh.com/obituaries/{first}-{last}",
                      f"https://www.legacy.com/us/obituaries/theadvocate/name/{first}-{last}-obituary?id={draw.digits(8)}",
                      f"https://www.guidrylandryfh.com/obituary/{first}-{last}-{draw.rng.randint(2024, 2026)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "dob_v36": dob_v36, "dob_child_v36": dob_child_v36, "dob_elder_v36": dob_elder_v36,
    "dob_iso_v36": dob_iso_v36, "dod_v36": dod_v36, "dod_fhir_v36": dod_fhir_v36, "age_v36": age_v36,
    "phone_v36": phone_v36, "phone_la_v36": phone_la_v36, "phone_said_v36": phone_said_v36, "phone_hl7_v36": phone_hl7_v36,
    "email_v36": email_v36, "email_obf_v36": email_obf_v36, "ssn_v36": ssn_v36, "card_v36": card_v36,
    "card_said_v36": card_said_v36, "iban_v36": iban_v36, "loan_v36": loan_v36, "dni_v36": dni_v36, "nif_pt_v36": nif_pt_v36,
    "cpf_v36": cpf_v36, "pesel_v36": pesel_v36, "cf_v36": cf_v36, "natid_v36": natid_v36, "natid_lab_v36": natid_lab_v36,
    "cdl_v36": cdl_v36, "mbi_v36": mbi_v36, "member_v36": member_v36, "member_said_v36": member_said_v36, "mrn_v36": mrn_v36,
    "addr_v36": addr_v36, "addr_la_v36": addr_la_v36, "addr_hl7_v36": addr_hl7_v36, "plate_v36": plate_v36, "vin_v36": vin_v36,
    "ip_v36": ip_v36, "url_v36": url_v36, "url_obit_v36": url_obit_v36,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int, key: int = 12) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=key))  # noqa: SLF001


def _ldate(lang: str) -> Callable[[Draw], str]:
    """A document or effective date in 2025-2026 with the month named in `lang`."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        month = MONTHS_V36[lang][day.month - 1]
        return {"es": f"{day.day} de {month} de {day.year}", "pt": f"{day.day} de {month} de {day.year}",
                "it": f"{day.day} {month} {day.year}", "pl": f"{day.day} {month} {day.year} r.", "ro": f"{day.day} {month} {day.year}",
                "de": f"{day.day}. {month} {day.year}", "fr": f"{day.day} {month} {day.year}", "nl": f"{day.day} {month} {day.year}",
                "en": f"{month} {day.day}, {day.year}"}[lang]
    return make


def _ndc(d: Draw) -> str:
    return d.pick([f"{d.digits(5)}-{d.digits(4)}-{d.digits(2)}", f"{d.digits(5)}-{d.digits(3)}-{d.digits(2)}", f"{d.digits(4)}-{d.digits(4)}-{d.digits(2)}"])


def _money(d: Draw, low: int, high: int) -> str:
    return f"{d.rng.randint(low, high):,}.{d.digits(2)}"


_ANALYTES = [("Hemoglobin", "g/dL", (12.0, 15.5), (13.5, 17.5)), ("Ferritin", "ng/mL", (11, 307), (24, 336)),
             ("Creatinine", "mg/dL", (0.51, 0.95), (0.67, 1.17)), ("Alkaline phosphatase", "U/L", (35, 104), (40, 129)),
             ("TSH", "mIU/L", (0.40, 4.50), (0.40, 4.50)), ("Uric acid", "mg/dL", (2.4, 5.7), (3.4, 7.0)),
             ("Hematocrit", "%", (35.5, 44.9), (38.3, 48.6)), ("HDL cholesterol", "mg/dL", (50, 90), (40, 80)),
             ("Testosterone, total", "ng/dL", (8, 48), (249, 836)), ("eGFR (CKD-EPI 2021)", "mL/min/1.73m2", (60, 140), (60, 140))]
_BANDS = ["1-11 mo", "1-5 y", "6-12 y", "13-17 y", "18-39 y", "40-64 y", "65-79 y", "80-89 y"]


def _refrange_row(d: Draw) -> str:
    name, unit, female, male = d.pick(_ANALYTES)
    shift = d.pick([0.9, 0.95, 1.0, 1.05])
    places = 0 if female[1] >= 40 else 1 if female[1] >= 10 else 2

    def fmt(value: float) -> str:
        return f"{value * shift:.{places}f}"
    return f"{name} | {d.pick(_BANDS)} | {fmt(female[0])}-{fmt(female[1])} | {fmt(male[0])}-{fmt(male[1])} | {unit}"


def _vax_row(d: Draw) -> str:
    return (f"{d.pick(['Influenza quadrivalent PFS 0.5 mL', 'Tdap 0.5 mL vial', 'Hep B adult 1 mL', 'MMR II lyophilized', 'RSV preF 0.5 mL', 'PCV20 PFS', 'Zoster recombinant'])}"
            f" | {_ndc(d)} | {d.letters(1)}{d.digits(4)}{d.letters(2)} | {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)} | "
            f"{d.pick(['quarantine and return', 'quarantine, await credit memo', 'no action - not affected', 'return via reverse distributor'])}")


def _or_row(d: Draw) -> str:
    services = ["GEN SURG", "ORTHO", "UROLOGY", "GYN", "ENT", "VASCULAR", "OPEN", "ROBOTICS", "OPHTH", "PLASTICS", "RELEASED"]
    return f"OR {d.rng.randint(1, 12)} | " + " | ".join(f"{d.pick(services)} {d.pick(['0730-1530', '0730-1130', '1200-1700', '0700-1900'])}" for _ in range(5))


def _pump_row(d: Draw) -> str:
    return (f"{d.pick(['PR', 'CR', 'DEF'])}-{d.digits(4)}: {d.pick(['occlusion alarm delay below 5 mL/h', 'drug library sync stalls on Wi-Fi roam', 'secondary infusion does not resume primary', 'battery gauge reads 20% high after 3 yr', 'KVO rate defaults to 5 mL/h instead of 1'])}"
            f" - {d.pick(['fixed', 'fixed', 'mitigated', 'workaround in user guide'])} (units affected: {d.rng.randint(12, 640)})")


_CYCLES = [("prevac 270F 4 min", 132, 4, "neg"), ("prevac 132C 4 min", 132, 4, "neg"), ("gravity 250F 30 min", 121, 30, "neg"),
           ("IUSS 132C 3 min", 132, 3, "n/a"), ("low-temp H2O2 std", 50, 28, "neg"), ("prevac 275F 3 min", 135, 3, "neg")]


def _steri_row(d: Draw) -> str:
    name, temp, exposure, bi = d.pick(_CYCLES)
    return (f"{d.rng.randint(1, 14):02d} | {name} | {d.rng.randint(5, 22):02d}:{d.pick(['05', '20', '35', '50'])} | {exposure}:00 | "
            f"{temp + d.rng.randint(0, 2)}.{d.digits(1)} C | {d.rng.randint(10, 45) if temp > 100 else 0} min | {bi} | "
            f"{d.pick(['released', 'released', 'released', 'recalled - wet pack' if temp > 100 else 'aborted - reload'])}")


def _blood_row(d: Draw) -> str:
    units, par = d.rng.randint(0, 48), d.rng.randint(4, 40)
    status = "OK" if units >= par else d.pick(["LOW", "ORDERED"]) if units >= par // 2 else "LOW - ORDERED STAT"
    return (f"{d.pick(['O NEG', 'O POS', 'A NEG', 'A POS', 'B NEG', 'B POS', 'AB NEG', 'AB POS']):<7}"
            f"{d.pick(['RBC', 'FFP', 'PLT apheresis', 'Cryo pool']):<14}: {units} units (par {par}) {status}")


def _staff_row(d: Draw) -> str:
    census = d.rng.randint(8, 32)
    rn = max(2, (census + d.rng.randint(2, 4)) // 5)
    return f"{census} | {rn} | {d.rng.randint(1, 4)} | 1:{max(3, census // rn)} | {d.pick(['yes, no assignment', 'yes, 2 pts', 'no'])}"


def _ems_row(d: Draw) -> str:
    median = d.rng.randint(300, 900)
    p90 = median + d.rng.randint(180, 500)
    return (f"{d.pick(['Zone 1 Lafayette urban', 'Zone 2 Broussard', 'Zone 3 Breaux Bridge', 'Zone 4 Atchafalaya levee', 'Zone 5 Abbeville', 'Zone 6 Henderson', 'Zone 7 Eunice rural'])} | "
            f"{d.rng.randint(80, 2900)} | {median // 60}:{median % 60:02d} | {p90 // 60}:{p90 % 60:02d} | {d.rng.randint(78, 99)}.{d.digits(1)}%")


def _carc_row(d: Draw) -> str:
    return d.pick([
        "CO-45: charge exceeds the fee schedule; the provider writes it off, you do not pay it.",
        "PR-1: deductible amount - you pay this part until the deductible is met.",
        "PR-2: coinsurance - your share after the deductible.",
        "PR-3: copayment due at the visit.",
        "CO-97: paid as part of another service on the same claim.",
        "CO-16: claim lacks information; the provider must resubmit (see RARC M51 or N290).",
        "CO-50: not medically necessary per plan policy; you may appeal.",
        "OA-23: another payer's payment or adjustment was applied first.",
        "CO-29: the time limit for filing has expired.",
        "PI-204: service not covered under the current benefit plan.",
    ]) + f" ({d.rng.randint(2, 40)}% of {d.pick(['Q1', 'Q2', 'Q3', 'Q4'])} denials)"


def _eob_block(d: Draw) -> str:
    billed = d.rng.randint(180, 2400)
    allowed = round(billed * d.pick([0.42, 0.55, 0.61, 0.68]), 2)
    deductible = round(min(allowed, d.pick([0, 50, 120, 250])), 2)
    coins = round((allowed - deductible) * 0.2, 2)
    return (f"Amount billed ${billed:,.2f}\nNetwork discount -${billed - allowed:,.2f}\nAllowed amount ${allowed:,.2f}\n"
            f"Applied to deductible ${deductible:,.2f}\nCoinsurance (20%) ${coins:,.2f}\nPlan paid ${allowed - deductible - coins:,.2f}\n"
            f"What you may owe ${deductible + coins:,.2f}")


def _accum_row(d: Draw) -> str:
    ded = d.pick([500, 1000, 1500, 2500, 3500])
    oop = d.pick([4000, 6000, 7500, 9200])
    return d.pick([f"Medical deductible | ${ded:,} | ${ded * 2:,} | {d.pick(['yes', 'no'])}",
                   f"Out-of-pocket maximum | ${oop:,} | ${oop * 2:,} | yes",
                   f"Rx deductible (tiers 3-5) | ${d.pick([100, 150, 250])} | ${d.pick([300, 450])} | no",
                   f"PT/OT/ST visits | {d.pick([20, 30, 40])} visits | n/a | per person",
                   f"Chiropractic | {d.pick([12, 20])} visits | n/a | per person",
                   f"Out-of-network deductible | ${ded * 2:,} | ${ded * 4:,} | yes"])


def _tier_row(d: Draw) -> str:
    old = d.rng.randint(1, 4)
    new = d.pick([tier for tier in (old - 1, old + 1, old + 2) if 1 <= tier <= 5])
    return (f"{d.pick(['Jardiance 10 mg tab', 'Eliquis 5 mg tab', 'Trulicity 1.5 mg/0.5 mL pen', 'Symbicort 160/4.5 inhaler', 'Xarelto 20 mg tab', 'Entresto 49/51 mg tab', 'Humira 40 mg/0.4 mL pen', 'insulin glargine-yfgn 100 u/mL'])}"
            f" | {_ndc(d)} | {old} | {new} | {d.pick(['PA', 'ST', '-', 'QL 30/30'])}")


def _compound_row(d: Draw) -> str:
    return (f"{d.pick(['Ketoprofen USP powder', 'Lidocaine HCl USP', 'Lipoderm base', 'Omeprazole USP', 'Sodium bicarbonate 8.4%', 'Ora-Blend SF', 'Baclofen USP', 'Gabapentin USP'])}"
            f" | NDC {_ndc(d)} | lot {d.letters(2)}{d.digits(5)} | exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)} | {d.rng.randint(1, 250)}.{d.digits(1)} {d.pick(['g', 'mL'])}")


def _relnote(d: Draw) -> str:
    return d.pick([
        "Waiting room now shows queue position; median wait under load test 41 s.",
        "Interpreter dial-in added for 14 languages from the visit screen.",
        "Fixed: echo on Android 14 devices with Bluetooth hearing aids.",
        "Bandwidth fallback to audio-only at < 150 kbps (was 100 kbps).",
        "Visit links expire after 24 h instead of 72 h.",
        "Screen-reader labels added to every control (WCAG 2.2 AA).",
        "iOS minimum version raised to 16.4; browser support list updated.",
        "Provider view: vitals from home devices shown as read-only tiles.",
    ])


def _pm_timeline(d: Draw) -> str:
    start_h, start_m = d.rng.randint(0, 20), d.rng.randint(0, 40)
    steps = ["alert: media relay 5xx rate above 2%", "on-call paged, incident declared SEV-2", "rollback of build started",
             "traffic drained from relay pool B", "error rate back under 0.1%", "incident resolved, monitoring"]
    lines = []
    minute = start_m
    for step in steps:
        lines.append(f"{start_h:02d}:{minute:02d} {step}")
        minute = min(59, minute + d.rng.randint(2, 9))
    return "\n".join(lines)


def _menu_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])}: {d.pick(['grits, scrambled egg, turkey sausage', 'oatmeal, banana, yogurt', 'pain perdu, fruit cup'])}"
            f" / {d.pick(['red beans & rice (low Na)', 'baked catfish, maque choux', 'chicken & sausage gumbo, brown rice', 'shrimp étouffée (mod. Na)', 'turkey po-boy, side salad'])}"
            f" / {d.pick(['smothered pork chop, greens', 'roast chicken, sweet potato', 'crawfish pasta (light)', 'vegetable jambalaya'])} - {d.rng.randint(1450, 2100)} kcal")


def _roster_csv(d: Draw) -> str:
    rows = []
    for name, npi, taxonomy, location, phone in d.rng.sample(list(OWN_PROVIDERS), 3):
        rows.append(f"{npi},\"{name}\",{taxonomy},\"{location}\",\"{phone}\",{d.pick(['Y', 'N'])}")
    return "\n".join(rows)


def _fee_json(d: Draw) -> str:
    codes = d.rng.sample(["99213", "99214", "99203", "90471", "93000", "36415", "80053", "97110", "J1885", "G0439"], 4)
    modifiers = ["null", '"25"', '"59"', "null"]
    return ", ".join(f"{{\"code\": \"{code}\", \"allowed\": {d.rng.randint(9, 260)}.{d.digits(2)}, \"modifier\": {d.pick(modifiers)}}}" for code in codes)


def _remit_xml(d: Draw) -> str:
    return "\n".join(f"  <Day date=\"{d.date_between(2025, 2026).isoformat()}\" claims=\"{d.rng.randint(40, 900)}\" paid=\"{d.rng.randint(5000, 480000)}.{d.digits(2)}\" "
                     f"denied=\"{d.rng.randint(0, 60)}\" eft=\"{d.pick(['yes', 'yes', 'check'])}\"/>" for _ in range(3))


def _fee_csv_row(d: Draw) -> str:
    return f"{d.pick(['99212', '99213', '99214', '99215', '99396', '90686', '87880', '81002', '94010', '11721', 'G2211', 'A4253'])},{d.pick(['', '25', 'TC', '26'])},{d.rng.randint(8, 210)}.{d.digits(2)},{d.pick(['RBRVS 2026', 'plan rate', 'CMS ASP+6%'])}"


def _blood_csv_row(d: Draw) -> str:
    return f"{d.pick(['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'])},{d.pick(['LR-RBC', 'FFP', 'PLT', 'CRYO'])},{d.rng.randint(0, 52)},{d.rng.randint(0, 9)},{d.rng.randint(1, 42)}"


def _steri_csv_row(d: Draw) -> str:
    kind, temp, exposure = d.pick([("PREVAC", 132, 4), ("GRAVITY", 121, 30), ("IUSS", 132, 3), ("H2O2", 50, 28), ("PREVAC", 135, 3)])
    return (f"{d.rng.randint(1, 3)},{d.rng.randint(1, 12)},{kind},{exposure},{temp + d.rng.randint(0, 2)}.{d.digits(1)},"
            f"{d.rng.randint(18, 32) if temp > 100 else 0},{d.pick(['PASS', 'PASS', 'PASS', 'FAIL'])}")


def _accum_csv_row(d: Draw) -> str:
    ded = d.pick([750, 1500, 2000, 3000, 5000])
    return f"{d.pick(['Bayou Bronze', 'Bayou Silver', 'Bayou Gold', 'Teche HSA', 'Cypress PPO'])} {d.rng.randint(1, 9)}{d.digits(2)}0,{ded},{ded * 2},{d.pick([5000, 7000, 9200])},{d.pick(['embedded', 'aggregate'])}"


def _pl_staff_row(d: Draw) -> str:
    beds, nurses = d.rng.randint(8, 40), d.rng.randint(2, 9)
    return (f"{d.pick(['Interna', 'Chirurgia', 'Kardiologia', 'Neurologia', 'Pediatria', 'OIOM'])}: łóżka {beds}, pielęgniarki na zmianie {nurses}, "
            f"wskaźnik 1:{max(1, round(beds / nurses))}")


def _nl_blood_row(d: Draw) -> str:
    return f"{d.pick(['O neg', 'O pos', 'A neg', 'A pos', 'B neg', 'B pos', 'AB pos'])}: {d.rng.randint(0, 40)} ery's, {d.rng.randint(0, 12)} plasma, voorraad {d.pick(['voldoende', 'laag', 'voldoende'])}"


def _de_or_row(d: Draw) -> str:
    return f"Saal {d.rng.randint(1, 9)}: {d.pick(['Allgemeinchirurgie', 'Unfallchirurgie', 'Urologie', 'Gynäkologie', 'HNO', 'frei'])} {d.pick(['07:30-15:30', '07:30-12:00', '12:30-17:00'])}, Auslastung {d.rng.randint(55, 98)} %"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "hospital_upper": HOSPITAL_NAME.upper(),
    "clinic": CLINIC_NAME, "pharmacy_own": PHARMACY_NAME, "ems_name": EMS_NAME, "tele_name": TELEHEALTH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "org_tollfree": ORGANISATION_CONTACTS[13],
    "nurse_line": ORGANISATION_CONTACTS[14], "org_intl_line": ORGANISATION_CONTACTS[15], "org_web": ORGANISATION_CONTACTS[16],
    "tele_url": ORGANISATION_CONTACTS[17], "status_url": ORGANISATION_CONTACTS[18], "pharmacy_email": ORGANISATION_CONTACTS[19],
    "bloodbank_phone": ORGANISATION_CONTACTS[20], "ems_phone": ORGANISATION_CONTACTS[21], "edi_email": ORGANISATION_CONTACTS[22],
    "periop_phone": ORGANISATION_CONTACTS[23], "tele_email": ORGANISATION_CONTACTS[24], "nutrition_phone": ORGANISATION_CONTACTS[25],
    "staffing_phone": ORGANISATION_CONTACTS[26], "biomed_email": ORGANISATION_CONTACTS[27], "pbm_addr": ORGANISATION_CONTACTS[28],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "lab_director": STAFF[4], "own_rph": STAFF[3], "spd_tech": STAFF[6], "cno": STAFF[2],
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    **{f"ldate_{lang}": _ldate(lang) for lang in MONTHS_V36},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "refrange_table": _rows(_refrange_row, 5, 24), "vax_table": _rows(_vax_row, 4, 14), "or_table": _rows(_or_row, 4, 5),
    "pump_table": _rows(_pump_row, 3, 8), "steri_table": _rows(_steri_row, 5, 3), "blood_table": _rows(_blood_row, 6, 21),
    "staffing_table": _rows(_staff_row, 5, 3), "ems_table": _rows(_ems_row, 5, 10), "carc_table": _rows(_carc_row, 4, 6),
    "accum_table": _rows(_accum_row, 4, 10), "tier_table": _rows(_tier_row, 4, 10), "compound_table": _rows(_compound_row, 3, 10),
    "menu_table": _rows(_menu_row, 4, 4), "fee_csv": _rows(_fee_csv_row, 5, 8), "blood_csv": _rows(_blood_csv_row, 5, 6),
    "steri_csv": _rows(_steri_csv_row, 4, 5), "accum_csv": _rows(_accum_csv_row, 4, 14), "pl_staff_table": _rows(_pl_staff_row, 4, 6),
    "nl_blood_table": _rows(_nl_blood_row, 4, 5), "de_or_table": _rows(_de_or_row, 4, 7),
    "eob_block": _eob_block, "relnotes": _rows(lambda d: "- " + _relnote(d), 3, 30), "pm_timeline": _pm_timeline, "roster_csv": _roster_csv, "fee_json": _fee_json,
    "remit_xml": _remit_xml,
    "ab_ver": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 20)}",
    "tele_ver": lambda d: f"{d.rng.randint(4, 7)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 9)}",
    "fw_old": lambda d: f"{d.rng.randint(9, 12)}.{d.rng.randint(0, 9)}.{d.rng.randint(0, 20)}",
    "fw_new": lambda d: f"{d.rng.randint(13, 14)}.{d.rng.randint(0, 4)}.{d.rng.randint(0, 9)}",
    "ab_ref": lambda d: f"ABH-{d.pick(['RX', 'QA', 'PH', 'IT'])}-{d.rng.randint(2025, 2026)}-{d.digits(4)}",
    "ab_policy": lambda d: f"NUR-{d.rng.randint(100, 499)}.{d.rng.randint(1, 9)}",
    "ab_plan": lambda d: d.pick(["Bayou Bronze 7000", "Bayou Silver 3500", "Bayou Gold 1000", "Teche HSA 3300", "Cypress PPO 1500",
                                 "Atchafalaya Medicare Advantage HMO"]),
    "ab_fsn": lambda d: f"FSN-{d.rng.randint(2025, 2026)}-{d.digits(3)}",
    "pump_model": lambda d: d.pick(["Spectrum IQ", "Plum 360", "Sigma-style LVP", "Medley-class PC unit"]),
    "steri_id": lambda d: f"{d.pick(['STE', 'AMSCO', 'V-PRO'])}-{d.rng.randint(1, 6)}",
    "unit_name": lambda d: d.pick(["4 North Med-Surg", "Cardiac step-down", "Mother-Baby", "Ortho/Neuro 3 East", "MICU"]),
    "cmp_batch": lambda d: f"CP{d.rng.randint(25, 26)}{d.digits(4)}",
    "amt_plain": lambda d: f"{d.rng.randint(2000, 890000)}.{d.digits(2)}",
    "d_eight": lambda d: d.date_between(2025, 2026).strftime("%Y%m%d"),
    "clock_hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "chk_no": lambda d: f"{d.digits(8, first_nonzero=True)}",
    "ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "na": lambda d: str(d.rng.randint(122, 146)),
    "bp": lambda d: f"{d.rng.randint(102, 168)}/{d.rng.randint(58, 96)}",
    "it_funeral": lambda d: d.pick(["San Rocco", "Santa Rita", "La Pace", "Sant'Anna"]),
    "funeral_home": lambda d: d.pick(["Guidry-Landry Funeral Home", "Guidry-Landry Funeral Home & Crematory"]),
    "school": lambda d: d.pick(["Bayou Courtableau Elementary", "Prairie Ronde Middle School", "Cypress Coulee Elementary"]),
    "ab_conf": lambda d: f"CE-{d.digits(6)}",
    "premium": lambda d: f"${d.rng.randint(420, 2100):,}.{d.digits(2)}",
    "count_a": lambda d: str(d.rng.randint(10, 480)),
    "hours": lambda d: str(d.rng.randint(2, 72)),
    "util": lambda d: f"{d.rng.randint(52, 97)}%",
    "ems_calls": lambda d: str(d.rng.randint(1800, 9600)),
    "ems_median": lambda d: f"{d.rng.randint(6, 11)}:{d.rng.randint(0, 59):02d}",
    "ems_ninetieth": lambda d: f"{d.rng.randint(13, 19)}:{d.rng.randint(0, 59):02d}",
    "ems_minutes": lambda d: str(d.rng.randint(7, 12)),
    "census": lambda d: str(d.rng.randint(14, 30)),
    "rn_day": lambda d: str(d.rng.randint(4, 7)),
    "rn_night": lambda d: str(d.rng.randint(3, 5)),
    "own_doc": lambda d: d.pick([STAFF[0], STAFF[1], STAFF[5]]),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b36c_lab_age_sex", "lab_reference_ranges_by_age_sex", US,
     "{hospital_own} Core Laboratory - reference intervals by age band and sex (effective {eff_iso})\nAnalyte | Age band | Female | Male | Units\n{refrange_table}\n"
     "Intervals transferred per CLSI EP28; pediatric bands from published partitions. Technical supervisor: {lab_director}. Client services {hosp_phone}."),
    ("b36c_vax_recall", "vaccine_lot_recall_list", US,
     "VACCINE LOT RECALL - ACTION LIST {ab_ref} (issued {ldate_en})\nProduct | NDC | Lot | Exp | Action\n{vax_table}\n"
     "Quarantine affected stock in the refrigerator's bottom bin, labelled DO NOT USE. Count doses given from these lots since {dos} and send the count (no patient names) to {pharmacy_email}."),
    ("b36c_or_block", "or_block_schedule", US,
     "{hospital_own} - OR block schedule, week of {dos}\nRoom | Mon | Tue | Wed | Thu | Fri\n{or_table}\n"
     "Unused block time releases at 72 h; utilization target 80% (last quarter {pct_int}). Perioperative services {periop_phone}."),
    ("b36c_pump_firmware", "infusion_pump_firmware_bulletin", US,
     "Biomedical Engineering bulletin {ab_fsn}: {pump_model} large-volume pump firmware {fw_old} -> {fw_new}\n{pump_table}\n"
     "{count_a} channels will be updated by {dos}; pumps tagged with a green dot are done. Drug library version stays {ab_ver}. Questions: {biomed_email}."),
    ("b36c_steri_log", "sterilisation_cycle_log", US,
     "Sterilizer {steri_id} - cycle log {dos}\nLoad | Cycle | Start | Exposure | Temp | Dry | BI | Result\n{steri_table}\n"
     "Bowie-Dick test {clock}: pass. Leak rate {small_digit}.{small_digit2} mm Hg/min. Operator {spd_tech}. Sterile processing {periop_phone}."),
    ("b36c_bloodbank_board", "blood_bank_inventory_board", US,
     "BLOOD BANK INVENTORY BOARD - {dos} {clock}\n{blood_table}\n"
     "Platelets expiring in 24 h: {small_digit}. Standing order from the regional supplier arrives {weekday}. Emergency release O NEG: call {bloodbank_phone}."),
    ("b36c_staffing_grid", "nurse_staffing_grid", US,
     "Nurse staffing grid - {unit_name}, version {ab_ver} (approved by the staffing committee {dos})\nCensus | RN | Tech | Ratio | Charge RN\n{staffing_table}\n"
     "Break relief per policy {ab_policy}. Float pool requests to the staffing office {staffing_phone}. Chief nursing officer: {cno}."),
    ("b36c_ems_times", "ambulance_response_time_report", US,
     "{ems_name} - response-time compliance, {quarter}\nZone | Calls | Median | 90th pct | Within standard\n{ems_table}\n"
     "Standards: urban 8:59, suburban 12:59, rural 19:59 (90th percentile). Mutual-aid responses {small}. Business line {ems_phone}."),
    ("b36c_carc_glossary", "claim_reason_code_glossary", US,
     "What the codes on your claim mean - {org} (glossary rev. {ab_ver})\n{carc_table}\n"
     "Group codes: CO contractual, PR patient responsibility, OA other, PI payer initiated. Questions about a claim: {org_phone}, TTY 711."),
    ("b36c_eob_explainer", "eob_explainer_sample", US,
     "HOW TO READ YOUR EXPLANATION OF BENEFITS - a sample with example amounts\nService: office visit, CPT ((99213||99214||99203)), in network\n{eob_block}\n"
     "This is not a bill. If you disagree, write to {org_claims_addr} within 180 days or e-mail {org_appeals_email}."),
    ("b36c_accumulators", "benefit_accumulator_table", US,
     "{ab_plan} - how your benefit accumulators work ({year} plan year)\nAccumulator | Individual | Family | Embedded\n{accum_table}\n"
     "Example: after $640 of allowed charges on a $1,000 deductible, $360 remains. Copays count toward the out-of-pocket maximum. Payer ID {payer_id}."),
    ("b36c_tier_changes", "formulary_tier_change_notice", US,
     "Formulary tier changes effective {eff_iso}\nDrug | NDC | Old tier | New tier | Edit\n{tier_table}\n"
     "RxBIN {org_rxbin}  PCN {org_rxpcn}  Group {org_rxgrp}. A one-time 30-day transition fill applies. Exceptions: {pbm_addr}."),
    ("b36c_compounding", "compounding_batch_log", US,
     "COMPOUNDING BATCH RECORD - {pharmacy_own}\nBatch {cmp_batch}  Prepared {dos}  BUD 30 days\nIngredient | NDC | Lot | Exp | Qty\n{compound_table}\n"
     "Final yield {small_count} g, pH {small_digit}.{small_digit2}. Verified by {own_rph}; USP <795> category 2. {rx_phone}"),
    ("b36c_release_notes", "telehealth_release_notes", US,
     "{tele_name} {tele_ver} - release notes ({ldate_en})\n{relnotes}\n"
     "Rollout: {pct_int} of clinics on day one, all by {dos}. Sign-in stays at {tele_url}; maintenance windows at {status_url}. Support {tele_email}."),
    ("b36c_postmortem", "incident_postmortem", US,
     "Post-incident review INC-{fivedig}: {tele_name} video visits degraded (blameless)\nTimeline (UTC, {dos})\n{pm_timeline}\n"
     "Impact: {pct_tenth} of visit joins failed over {small} minutes; no data exposed. Contributing cause: ((an expired intermediate certificate on the media relay||connection-pool exhaustion after {build_no}||a DNS TTL change on the relay hostnames)). "
     "Action items tracked in {ab_ref}. Status history: {status_url}."),
    ("b36c_menu_cycle", "dietary_menu_cycle", US,
     "{hospital_own} Nutrition Services - 3-week menu cycle, week {small_digit} (regular / consistent-carbohydrate)\n{menu_table}\n"
     "Sodium under 2,300 mg/day on the cardiac menu. Late trays until 19:30: {nutrition_phone}."),
    ("b36c_csv_roster", "provider_roster_csv", US,
     "npi,name,taxonomy,location,phone,accepting_new\n{roster_csv}\n# {org} directory extract {eff_iso}, payer {payer_id}"),
    ("b36c_json_fees", "fee_schedule_json", US,
     "{\"payer\": \"{payer_id}\", \"schedule\": \"{ab_plan}\", \"effective\": \"{eff_iso}\", \"lines\": [{fee_json}], \"contact\": \"{edi_email}\"}"),
    ("b36c_xml_remit", "remittance_totals_xml", US,
     "<RemittanceTotals payer=\"{payer_id}\" payerTaxId=\"{org_ein}\" week=\"{week}\" generated=\"{iso_ts}\">\n{remit_xml}\n</RemittanceTotals>"),
    ("b36c_hl7_staff", "hl7_staff_master", US,
     "MSH|^~\\&|CRED|VBMC|DIR|ABH|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master file^HL70175||UPD|||AL\n"
     "MFE|MUP|{ctrl2}|{hl7_ts}|{own_npi}^^NPI\nPRA|{own_npi}^^NPI||||{own_npi}^NPI\nORG|1||||||Y"),
    ("b36c_x12_835_totals", "x12_remittance_totals", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*VBMC           *{isa_date}*{clock_hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "ST*835*{four_digits}~\nBPR*I*{amt_plain}*C*CHK************{d_eight}~\nTRN*1*{chk_no}*1{ein_digits}~\nN1*PR*{org_upper}*XV*{payer_id}~\n"
     "N1*PE*{hospital_upper}*XX*{own_npi}~\nPLB*{own_npi}*{d_eight}*WO:{fivedig}*-{money_s}~\nSE*7*{four_digits}~"),
    ("b36c_csv_fees", "fee_schedule_csv", US,
     "code,modifier,allowed,basis\n{fee_csv}\n# {org} professional fee schedule {year}, tax ID {org_ein}"),
    ("b36c_json_recall", "vaccine_recall_feed_json", US,
     "{\"recall\": \"{ab_ref}\", \"issued\": \"{eff_iso}\", \"product\": \"((Tdap 0.5 mL vial||influenza quadrivalent PFS||RSV preF 0.5 mL))\", \"ndc\": \"{ndc}\", "
     "\"lots\": [\"{lot}\", \"{lot2}\"], \"action\": \"quarantine\", \"contact\": \"{pharmacy_email}\"}"),
    ("b36c_csv_blood", "blood_inventory_csv", US,
     "abo_rh,product,units_on_hand,units_expiring_48h,days_supply\n{blood_csv}\n# {hospital_own} transfusion service, snapshot {iso_ts}"),
    ("b36c_json_ems", "ambulance_response_json", US,
     "{\"agency\": \"{ems_name}\", \"period\": \"{quarter}\", \"calls\": {ems_calls}, \"median_response\": \"{ems_median}\", "
     "\"p90_response\": \"{ems_ninetieth}\", \"compliance\": \"{pct_tenth}\", \"business_line\": \"{ems_phone}\"}"),
    ("b36c_csv_steri", "sterilisation_cycle_csv", US,
     "sterilizer,cycle_no,type,exposure_min,temp_c,dry_min,bi_result\n{steri_csv}\n# exported {iso_ts} by {spd_tech}"),
    ("b36c_xml_staffing", "nurse_staffing_xml", US,
     "<StaffingPlan unit=\"{unit_name}\" version=\"{ab_ver}\" approved=\"{eff_iso}\">\n  <Shift name=\"day\" census=\"{census}\" rn=\"{rn_day}\" tech=\"2\"/>\n"
     "  <Shift name=\"night\" census=\"{census2}\" rn=\"{rn_night}\" tech=\"1\"/>\n  <Contact phone=\"{staffing_phone}\"/>\n</StaffingPlan>"),
    ("b36c_csv_accum", "benefit_accumulator_csv", US,
     "plan,deductible_individual,deductible_family,oop_max_individual,family_type\n{accum_csv}\n# plan designs {year}, payer {payer_id}"),
    ("b36c_or_utilization", "or_block_utilization", US,
     "Block utilization by service, {quarter} - {hospital_own}\nGEN SURG {util} | ORTHO {util2} | GYN {util3} | UROLOGY {util4}\n"
     "Blocks released under 70% for two quarters: {small_digit}. First-case on-time starts {util5}. Perioperative committee chair {own_staff}."),
    ("b36c_tier_letter", "formulary_tier_change_notice", US,
     "Dear Member,\nstarting {ldate_en}, some drugs on the {ab_plan} formulary move tiers. Brand inhalers move from tier 3 to tier 2 (copay ${copay_num}); "
     "NDC {ndc} moves to tier 4 with prior authorization. Ask your prescriber about tier 1 alternatives. Pharmacy help: {org_tollfree}."),
    ("b36c_rx_card_help", "pharmacy_benefit_notice", US,
     "Pharmacist help desk - {org}\nBIN {org_rxbin} | PCN {org_rxpcn} | GROUP {org_rxgrp}\nReject 75 (PA required): fax {org_fax}. Reject 88 (DUR): call {org_tollfree}. "
     "Vaccine administration bills with CPT 90471/90472 and the product NDC; see schedule {ab_ver}."),
    # other locales
    ("b36c_es_rangos", "lab_reference_ranges_by_age_sex", ("es_ES", "es_MX"),
     "Valores de referencia por edad y sexo ({hospital_own}, laboratorio central), revisión {ab_ver} del {ldate_es}:\n"
     "Hemoglobina 18-64 años: mujeres 12,0-15,5 g/dL, hombres 13,5-17,5 g/dL; 65-89 años: mujeres 11,{small_digit}-15,0, hombres 12,{small_digit2}-16,{small_digit}. "
     "Ferritina: mujeres 11-307 ng/mL, hombres 24-336 ng/mL. Consultas: {lab_director}."),
    ("b36c_es_menu", "dietary_menu_cycle", ("es_ES", "es_MX"),
     "Menú de la semana {small_digit} (ciclo de 3 semanas) - dieta basal y diabética\nLunes: lentejas estofadas / merluza al horno; martes: arroz con pollo / tortilla; "
     "miércoles: crema de calabaza / pavo a la plancha. Aporte medio {count_a}0 kcal. Servicio de nutrición {nutrition_phone}. Publicado el {ldate_es}."),
    ("b36c_es_glosario", "claim_reason_code_glossary", ("es_ES", "es_MX"),
     "Glosario de códigos de ajuste (versión {ab_ver}): CO-45 = importe superior a la tarifa, no lo paga usted; PR-1 = deducible; PR-2 = coseguro; "
     "CO-97 = incluido en otro servicio. Dudas sobre una reclamación: {org_intl_line} o {org_help_email}."),
    ("b36c_pt_vacinas", "vaccine_lot_recall_list", ("pt_BR",),
     "Recolhimento de lotes de vacina ({ab_ref}), {ldate_pt}: lotes {lot} e {lot2} da vacina ((influenza tetravalente||dTpa||hepatite B)), validade {small_digit}/2027. "
     "Segregar em geladeira identificada; {small} frascos a devolver. Farmácia: {pharmacy_email}."),
    ("b36c_pt_aviso", "public_notice_translated", ("pt_PT",),
     "Aviso ao público: a partir de {ldate_pt}, a consulta aberta do {clinic} funciona das {clock_a} às {clock_b}. Vacinação contra a gripe sem marcação às {weekday}s. "
     "Informações: {org_intl_line} - {org_web}"),
    ("b36c_it_sterilizzazione", "sterilisation_cycle_log", ("it_IT",),
     "Registro cicli di sterilizzazione - autoclave {steri_id}, {ldate_it}: ciclo {small} a 134 °C per 4 min, essiccazione {small2} min, "
     "indicatore biologico negativo, test Bowie-Dick superato alle {clock}. Operatore: {spd_tech}. Centrale di sterilizzazione {periop_phone}."),
    ("b36c_it_avviso", "public_notice_translated", ("it_IT",),
     "Avviso: dal {ldate_it} il punto prelievi del {hospital_own} è aperto dalle {clock_a} alle {clock_b}; referti online su {org_web}. "
     "Per informazioni dall'Italia chiamare il {org_intl_line} (orario USA, fuso -7 h)."),
    ("b36c_it_prontuario", "formulary_tier_change_notice", ("it_IT",),
     "Variazioni del prontuario dal {ldate_it}: NDC {ndc} passa dalla fascia ((1||2)) alla fascia 3 con autorizzazione preventiva; "
     "{small} farmaci generici scendono in fascia 1. Gruppo {org_rxgrp}, BIN {org_rxbin}. Domande: {pharmacy_email}."),
    ("b36c_pl_obsada", "nurse_staffing_grid", ("pl_PL",),
     "Siatka obsady pielęgniarskiej, wersja {ab_ver}, obowiązuje od {ldate_pl}\n{pl_staff_table}\nZgłoszenia do puli zastępstw: {staffing_phone}."),
    ("b36c_pl_ogloszenie", "public_notice_translated", ("pl_PL",),
     "Ogłoszenie: od {ldate_pl} punkt szczepień {clinic} przyjmuje bez zapisów w godzinach {clock_a}-{clock_b}. Szczepionka przeciw grypie, seria {lot}, "
     "dostępna do wyczerpania zapasów ({small} dawek). Informacje: {org_intl_line}."),
    # Romanian has no Faker locale among the earlier sets; the notice names no one, so the locale only labels it.
    ("b36c_ro_anunt", "public_notice_translated", ("it_IT",),
     "Anunț: începând cu {ldate_ro}, serviciul de ambulanță {ems_name} raportează un timp median de răspuns de {ems_minutes} minute în zona urbană. "
     "Pentru întrebări administrative: {ems_phone} (nu pentru urgențe - sunați la 911)."),
    ("b36c_de_op_plan", "or_block_schedule", ("de_DE", "de_AT"),
     "OP-Saalplanung KW {week} ({ldate_de}) - {hospital_own}\n{de_or_table}\nFreigabe ungenutzter Blöcke 72 h vorher. OP-Management {periop_phone}."),
    ("b36c_de_firmware", "infusion_pump_firmware_bulletin", ("de_DE", "de_CH"),
     "Sicherheitsinformation {ab_fsn}: Firmware-Update der Infusionspumpen {pump_model} von {fw_old} auf {fw_new} ab {ldate_de}. "
     "Behoben: verzögerter Okklusionsalarm unter 5 ml/h. {count_a} Kanäle betroffen. Medizintechnik: {biomed_email}."),
    ("b36c_fr_pompe", "infusion_pump_firmware_bulletin", ("fr_FR",),
     "Note de sécurité {ab_fsn} : mise à jour du logiciel des pompes {pump_model} ({fw_old} vers {fw_new}) à partir du {ldate_fr}. "
     "{count_a} voies concernées ; bibliothèque de médicaments version {ab_ver} inchangée. Génie biomédical : {biomed_email}."),
    ("b36c_fr_teleconsult", "telehealth_release_notes", ("fr_FR", "fr_CA"),
     "Notes de version {tele_name} {tele_ver} ({ldate_fr}) : salle d'attente avec position dans la file, interprètes en {small} langues, "
     "bascule audio seule sous 150 kbit/s. Connexion : {tele_url} - état du service : {status_url}."),
    ("b36c_nl_bloed", "blood_bank_inventory_board", ("nl_NL", "nl_BE"),
     "Bloedvoorraad {hospital_own}, {ldate_nl} {clock}\n{nl_blood_table}\nSpoedaanvraag O neg: {bloodbank_phone}."),
    ("b36c_nl_ambulance", "ambulance_response_time_report", ("nl_NL",),
     "Aanrijtijden {ems_name}, {quarter}: {ems_calls} ritten, mediaan {ems_median} min, {pct_tenth} binnen de norm van 15 minuten. "
     "Zakelijke lijn {ems_phone}; rapport {ab_ref}."),
    ("b36c_nl_mededeling", "public_notice_translated", ("nl_NL", "nl_BE"),
     "Mededeling: vanaf {ldate_nl} verhuist de poli van {clinic} tijdelijk naar vleugel {small_digit}. Videoconsulten blijven via {tele_url}. "
     "Vragen vanuit het buitenland: {org_intl_line}."),
    ("b36c_postmortem_edi", "incident_postmortem", US,
     "Incident summary INC-{fivedig} - claim EDI gateway ({build_no})\nDetected {iso_ts}; {small_count} inbound 837 files held for {hours} h after a certificate rotation on the AS2 endpoint. "
     "No files lost; 999 acknowledgements resent in batch {batch}. Trading partners were told via {edi_email}; history at {status_url}. Owner: {own_staff}."),
]


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b36_wc_first_report", "workers_comp_first_report", US,
     "EMPLOYER'S FIRST REPORT OF INJURY OR ILLNESS\nEmployee: {last_upper}, {first_upper}    SSN: [[ssn:ssn_v36]]\nDate of birth: [[date_of_birth:dob_v36]]    "
     "Home phone: [[phone:phone_la_v36]]\nHome address: [[address:addr_la_v36]]\nDate of injury: {dos}  Time: {clock}\nHow it happened: ((slipped on hydraulic fluid in bay 3||"
     "struck by a forklift mast while unloading||rear-ended in own vehicle on a parts run)); seen at {hospital_own}.\nEmployee's vehicle: plate [[vehicle_id:plate_v36]], VIN [[vehicle_id:vin_v36]]"),
    ("b36_wc_bilingual", "workers_comp_first_report", ("es_MX", "es_ES"),
     "RECLAMO DE COMPENSACIÓN DEL TRABAJADOR / WORKERS' COMPENSATION CLAIM\nNombre / Name: {first} {last}\nSeguro Social / SSN: [[ssn:ssn_plain]]\n"
     "Fecha de nacimiento / DOB: [[date_of_birth:dob_v36]]\nDomicilio / Address: [[address:addr_us_line]]\nTeléfono / Phone: [[phone:phone_la_v36]]\n"
     "Lesión / Injury: ((corte en la mano izquierda||caída de una escalera||dolor lumbar al levantar cajas)) el {dos}"),
    ("b36_school_med_auth", "school_nurse_medication_authorization", US,
     "{school} - AUTHORIZATION TO GIVE MEDICATION AT SCHOOL\nStudent: {first} {last}   Grade ((K||1||2||3||4||5))   DOB [[date_of_birth:dob_child_v36]]\n"
     "Medication: ((albuterol HFA 90 mcg, 2 puffs before PE||methylphenidate ER 18 mg at lunch||EpiPen Jr 0.15 mg if stung))\nPrescriber: {own_doc}, {clinic}, {clinic_phone}\n"
     "Parent/guardian: {first2} {last}, cell [[phone:phone_v36]], e-mail [[email:email_v36]]\nForm submitted online {iso_ts} from [[ip_address:ip_v36]]"),
    ("b36_school_med_it", "school_nurse_medication_authorization", ("it_IT",),
     "RICHIESTA DI SOMMINISTRAZIONE DI FARMACI IN ORARIO SCOLASTICO\nAlunno/a: {first} {last}, classe ((1||2||3||4||5))ª\nnato/a il [[date_of_birth:dob_child_v36]]\n"
     "Codice fiscale: [[national_id:cf_v36]]\nFarmaco: ((salbutamolo spray 100 mcg, 2 puff||adrenalina autoiniettore 0,15 mg||glucagone 0,5 mg in caso di ipoglicemia))\n"
     "Recapito del genitore: [[phone:phone_v36]]"),
    ("b36_jury_excuse", "jury_duty_medical_excuse", US,
     "{clinic}\n{clinic_addr}\n\n{date_letter}\n\nClerk of Court, Jury Services\nRe: {first} {last}, [[address:addr_la_v36]]\n\n"
     "My patient is [[age_over_89:age_v36]] and ((uses a walker and cannot sit for long||is on home oxygen||has moderate dementia)). Please excuse jury service permanently. "
     "Our chart number is [[record_number:mrn_v36]] if the court needs records.\n\n{own_doc}"),
    ("b36_foster_placement", "foster_care_placement_note", US,
     "PLACEMENT NOTE - {dos} {clock}\nChild: {first} {last}, DOB [[date_of_birth:dob_child_v36]]\nPlaced with certified foster home at [[address:addr_la_v36]]\n"
     "Healthy Louisiana ID: [[member_id:member_v36]]\nFoster parent's car for visits: plate [[vehicle_id:plate_v36]], car seat checked\n"
     "Next supervised visit {weekday}. Worker: {staff}"),
    ("b36_refill_voicemail", "pharmacy_refill_voicemail", US,
     "[voicemail 0:{small} - transcribed] hi this is {first} {last} calling for a refill on my ((lisinopril||metformin||atorvastatin)) my birthday is [[date_of_birth:dob_voice]] "
     "insurance number [[member_id:member_said_v36]] and put it on the new card it's [[card:card_said_v36]] you can call me back at [[phone:phone_said_v36]] thank you"),
    ("b36_refill_voicemail_pt", "pharmacy_refill_voicemail", ("pt_BR", "pt_PT"),
     "[Correio de voz transcrito] Olá, aqui é {first} {last}, queria renovar a receita de ((losartana||metformina||sinvastatina)). "
     "Os meus dados: [[national_id:natid_lab_v36]], nasci a [[date_of_birth:dob_v36]]. Podem ligar para [[phone:phone_v36]]. Obrigado."),
    ("b36_home_health_visit", "home_health_visit_note", US,
     "HOME HEALTH SKILLED NURSING VISIT - {dos} {clock_a}-{clock_b}\nPt: {first} {last}, [[age_over_89:age_v36]], MRN [[record_number:mrn_v36]]\n"
     "Address: [[address:addr_la_v36]] (dog on porch)\nVitals: BP {bp}, HR {small}, SpO2 9{small_digit}% RA\nWound L heel stage ((2||3)), dressing changed.\n"
     "Daughter's cell [[phone:phone_v36]]\nRN: {nurse}"),
    ("b36_home_health_pl", "home_health_visit_note", ("pl_PL",),
     "KARTA WIZYTY PIELĘGNIARKI ŚRODOWISKOWEJ\nPacjent(ka): {first} {last}, wiek [[age_over_89:age_v36]]\nPESEL: [[national_id:pesel_v36]]\n"
     "Adres: [[address:addr_v36]]\nTel. do opiekuna: [[phone:phone_v36]]\nWizyta {ddmmyyyy}: zmiana opatrunku, RR {bp}, glikemia {small}0 mg/dl."),
    ("b36_dme_wheelchair", "dme_order", US,
     "DETAILED WRITTEN ORDER - MOBILITY EQUIPMENT\nBeneficiary: {first} {last}   MBI [[member_id:mbi_v36]]\nDOB [[date_of_birth:dob_v36]]   Phone [[phone:phone_la_v36]]\n"
     "Deliver to: [[address:addr_la_v36]]\nItem: HCPCS ((K0001 standard wheelchair||K0823 power wheelchair, group 2||E0260 semi-electric bed)), length of need 99 months\n"
     "Dx {icd}; ordering NPI {own_npi}; supplier {pharmacy_own}"),
    ("b36_dme_order_es", "dme_order", ("es_ES",),
     "PRESCRIPCIÓN ORTOPROTÉSICA - SILLA DE RUEDAS\nPaciente: {first} {last}\nDNI/NIE: [[national_id:dni_v36]]\nFecha de nacimiento: [[date_of_birth:dob_v36]]\n"
     "Domicilio de entrega: [[address:addr_v36]]\nTeléfono: [[phone:phone_v36]]\nCuenta para el reintegro: [[bank_account:iban_v36]]"),
    ("b36_cobra_election", "cobra_election_letter", US,
     "{org_upper}\nCOBRA CONTINUATION COVERAGE ELECTION NOTICE\n\n{first} {last}\n[[address:addr_us_block]]\n\nDate of notice: {date_letter}\n"
     "Qualifying event: ((death of the covered employee on [[date_of_death:dod_v36]]||termination of employment on {dos}||reduction in hours on {dos}))\n"
     "Member ID: [[member_id:member_v36]]   SSN on file: [[ssn:ssn_v36]]\nMonthly premium: {premium}. Automatic draft from account [[bank_account:acct_us_ach]] "
     "if you elect by the 60th day."),
    ("b36_cobra_receipt", "cobra_election_receipt", US,
     "COBRA election received - confirmation {ab_conf}\nQualified beneficiary: {first} {last}\nMember ID: [[member_id:member_v36]]\n"
     "First premium {premium} charged to [[card:card_v36]]\nReceipt e-mailed to [[email:email_plain]]\nSession: [[ip_address:ip_v36]] | [[url:url_v36]]"),
    ("b36_mortgage_hardship", "mortgage_hardship_letter", US,
     "{date_letter}\n\nLoss Mitigation Department\nRe: Loan No. [[bank_account:loan_v36]]\nProperty: [[address:addr_la_v36]]\n\nTo whom it may concern,\n"
     "I am asking for a forbearance. Last year my ((wife||husband||son)) was treated at {hospital_own} for ((leukemia||a stroke||a spinal injury)) and we still owe "
     "${money_b} in medical bills after insurance. Friends started a fundraiser at [[url:url_v36]]. I can be reached at [[phone:phone_v36]].\n\nSincerely,\n{first} {last}"),
    ("b36_mortgage_hardship_email", "mortgage_hardship_letter", US,
     "From: [[email:email_v36]]\nSubject: hardship - loan [[bank_account:loan_v36]]\n\nHello, my husband {first2} passed away on [[date_of_death:dod_v36]] after "
     "((eight months||two years)) of dialysis and I am {small_digit} payments behind. The hospital bills alone are ${money_b}. I am [[age_over_89:age_v36]] and live alone now. "
     "Please tell me what papers you need.\n{first} {last}"),
    ("b36_medif", "airline_medif_form", ("en_US", "en_GB"),
     "MEDIF - PART 1 (completed by passenger)\nPassenger: {last_upper}/{first_upper} ((MR||MRS||MS))\nDate of birth: [[date_of_birth:dob_elder_v36]]   Age: [[age_over_89:age_v36]]\n"
     "Journey: ((MSY-CDG-LIS||LFT-DFW-MAD||MSY-ATL-FCO)) on {dos}\nAssistance: ((WCHC||WCHS||POC Inogen G5, setting 2))\nContact: [[phone:phone_v36]] / [[email:email_v36]]\n"
     "Card for oxygen/POC fee: [[card:card_v36]]"),
    ("b36_medif_es_it", "airline_medif_form", ("es_ES", "it_IT"),
     "MEDIF - PARTE 2 / FORMULARIO MÉDICO / MODULO MEDICO\nPasajero / Passeggero: {first} {last}\nDocumento: [[national_id:natid_lab_v36]]\n"
     "Fecha de nacimiento / Data di nascita: [[date_of_birth:dob_v36]]\nDiagnóstico / Diagnosi: ((EPOC||fractura de cadera operada||insufficienza cardiaca)), apto para volar con O2 2 L/min\n"
     "Teléfono del pasajero / Telefono del passeggero: [[phone:phone_v36]]"),
    ("b36_marathon_tent", "marathon_medical_tent_log", US,
     "MEDICAL TENT B - FINISH AREA LOG {dos}\n{clock} | {first} {last} | DOB [[date_of_birth:dob_v36]] | Na {na}, T {temp_f} | ((EAH, fluids restricted||heat exhaustion, ice tub 12 min||"
     "cramps, released)) | ICE [[phone:phone_v36]]\n{clock2} | {first2} {last2} | DOB [[date_of_birth:dob_adult]] | ((syncope, to ED by EMS||blister care)) | ICE [[phone:phone_chat]]"),
    ("b36_custody_form", "drug_test_chain_of_custody", US,
     "CUSTODY AND CONTROL FORM - STEP 1 (collector)\nDonor SSN or employee ID: [[ssn:ssn_v36]]\nReason: ((pre-employment||random||post-accident))   DOT agency: FMCSA\n"
     "STEP 5 (donor): {first} {last}, daytime phone [[phone:phone_la_v36]], evening phone [[phone:phone_chat]], date of birth [[date_of_birth:dob_v36]]\n"
     "Photo ID checked: LA CDL [[national_id:cdl_v36]]\nCollector: {staff}, {clinic}"),
    ("b36_funeral_sheet", "funeral_arrangement_sheet", US,
     "{funeral_home} - ARRANGEMENT CONFERENCE WORKSHEET\nDecedent: {first} {last}\nDate of death: [[date_of_death:dod_v36]]   Place: {hospital_own}\n"
     "Date of birth: [[date_of_birth:dob_elder_v36]]   Age: [[age_over_89:age_v36]]\nSSN (death certificate): [[ssn:ssn_v36]]\n"
     "Informant: {first2} {last}, ((son||daughter||niece)), [[address:addr_la_v36]]\nService: ((Mass of Christian Burial||graveside only||cremation, memorial later)); "
     "obituary online at [[url:url_obit_v36]]"),
    ("b36_funeral_it", "funeral_arrangement_sheet", ("it_IT",),
     "ONORANZE FUNEBRI {it_funeral} - SCHEDA INCARICO\nDefunto/a: {first} {last}\nNato/a il: [[date_of_birth:dob_elder_v36]]\n"
     "Deceduto/a il: [[date_of_death:dod_v36]] presso ((il domicilio||la RSA||l'ospedale)), all'età di [[age_over_89:age_v36]]\nCodice fiscale: [[national_id:cf_v36]]\n"
     "Familiare di riferimento: {first2} {last2}, cell. [[phone:phone_v36]]"),
    ("b36_msg_es", "patient_message_other_locale", ("es_ES",),
     "Asunto: cambio de datos\n\nBuenos días, soy {first} {last}. Me he mudado y mi nueva dirección es [[address:addr_v36]]. El móvil nuevo es el [[phone:phone_v36]] "
     "y el correo [[email:email_obf_v36]]. Para que me encuentren en el sistema: [[national_id:natid_lab_v36]]. Gracias."),
    ("b36_msg_pt_br", "patient_message_other_locale", ("pt_BR",),
     "[WhatsApp {clock}] {first}: Boa tarde! Segue o que pediram pro reembolso: [[national_id:natid_lab_v36]], cartão que usei na farmácia [[card:card_v36]]. "
     "E preciso do laudo pro cartão de estacionamento, a placa do carro é [[vehicle_id:plate_v36]]."),
    ("b36_msg_pl", "patient_message_other_locale", ("pl_PL",),
     "Temat: zwrot nadpłaty\n\nDzień dobry,\nproszę o zwrot nadpłaty za wizytę z dnia {ddmmyyyy} na rachunek [[bank_account:iban_v36]]. "
     "PESEL: [[national_id:pesel_v36]]. Adres do korespondencji: [[address:addr_v36]].\nZ poważaniem\n{first} {last}"),
    ("b36_msg_it", "patient_message_other_locale", ("it_IT",),
     "Gentile segreteria,\nvi scrivo per il rimborso del ticket: IBAN [[bank_account:iban_v36]], intestato a {first} {last}. Per il contrassegno invalidi la targa è "
     "[[vehicle_id:plate_v36]]. Potete rispondermi a [[email:email_obf_v36]] o al [[phone:phone_v36]].\nCordiali saluti"),
    ("b36_fhir_patient", "fhir_patient_json", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"system\": \"urn:oid:2.16.840.1.113883.3.{fivedig}\", \"value\": \"[[record_number:mrn_v36]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, "
     "\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_plain]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_la_v36]]\", \"use\": \"mobile\"}], \"birthDate\": \"[[date_of_birth:dob_iso_v36]]\", "
     "\"deceasedDateTime\": \"[[date_of_death:dod_fhir_v36]]\", \"address\": [{\"text\": \"[[address:addr_la_v36]]\"}]}"),
    ("b36_fhir_patient_it", "fhir_patient_json", ("it_IT",),
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"system\": \"http://hl7.it/sid/codiceFiscale\", \"value\": \"[[national_id:cf_v36]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v36]]\", "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_v36]]\"}, {\"system\": \"phone\", \"value\": \"[[phone:phone_v36]]\"}], "
     "\"address\": [{\"text\": \"[[address:addr_v36]]\", \"country\": \"IT\"}]}"),
    ("b36_csv_members", "csv_export", US,
     "member_id,dob,email,last_login_ip,plan\n[[member_id:member_v36]],[[date_of_birth:dob_iso_v36]],[[email:email_v36]],[[ip_address:ip_v36]],{ab_plan}\n"
     "[[member_id:member_v36]],[[date_of_birth:dob_export]],[[email:email_plain]],[[ip_address:ip_public]],{ab_plan2}"),
    ("b36_hl7_adt", "hl7_adt_export", US,
     "MSH|^~\\&|ADT|VBMC|CLIN|BTFC|{hl7_ts}||ADT^A04|{ctrl}|P|2.5.1\nEVN|A04|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_v36]]^^^VBMC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_v36]]||[[phone:phone_hl7_v36]]||||||[[ssn:ssn_hl7]]\n"
     "PV1|1|E|ED^^^VBMC||||{own_npi}^^^^^^^^NPI"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind36", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
