"""A seventieth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind70.py [--seed 72721] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind69.py,
seeds 4141 to 71711) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
seventy-first set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b70_" or "b70c_"). Identifier-free genres, all from ear, nose and throat care: ENT and audiology clinic price lists
(a table, a CSV, terms, a JSON), hearing-screening programme statistics (counts by age band: a table, a board note, a
CSV, a FHIR MeasureReport), cochlear-implant service descriptions (a leaflet, candidacy criteria, a pathway, a device
comparison), tinnitus and vertigo education leaflets, audiometer calibration logs (a log, a CSV, an XML, a memo),
sleep-apnoea (CPAP) equipment loan terms, voice-clinic timetables, allergy-season pollen bulletins, notices in other
locales (Dutch as the Netherlands and Flanders print it, Danish, Icelandic, Estonian, Latvian and Lithuanian) and
exports of non-personal data (an HL7 MFN^M02 of audiologists, an X12 999, an X12 832 of hearing-aid batteries, a JSON
clinic directory, an XML booth inventory, a CSV of claim batch totals). Carrying genres: audiology reports (one of a
person over 89), cochlear-implant candidacy letters, ENT operative notes, sleep-study referrals (a commercial driver
with his truck's plate), hearing-aid prescriptions and warranty registrations, a work-related noise-deafness claim, an
inquest note on a post-tonsillectomy death, school hearing-screening letters to a named parent, a patient-portal
message, forms from the Netherlands (a referral, a hearing-aid purchase form, a web booking), Belgium (a Flemish
cochlear-implant application and an operative report), Denmark (a sleep-clinic referral and a hearing-aid subsidy
application), Iceland (an audiology intake and a web order), Estonia (the return of a dead user's hearing aid and a
vertigo referral), Latvia (an application and a web order) and Lithuania (a referral and a compensation application)
written as those countries print them, and exports (a FHIR Patient, a FHIR Observation with its patient contained,
an HL7 ORU^R01, a screening-roster CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v70` slots): US SSNs and Medicare MBIs in
several printings, clinic MRNs, Iowa plates, workers' compensation claim numbers; passport numbers of the US, the
Netherlands, Belgium, Denmark, Iceland, Estonia, Latvia and Lithuania; Dutch BSNs (the eleven-test), Belgian national
numbers (the mod-97 check, with the 2 for births from 2000), Danish CPR numbers (the sex digit), Icelandic kennitölur
(the check digit and the century digit), Estonian isikukoodid and Lithuanian asmens kodai (the sex-and-century digit
and the two-pass mod-11 check), Latvian personas kodi (the century digit and the mod-11 check); bank accounts (NL, BE,
DK, IS, EE, LV and LT IBANs with valid check digits, the Icelandic one holding the owner's kennitala; Belgian
123-4567890-12 accounts with their mod-97 pair, Danish reg.nr. and kontonr., Icelandic bank-ledger-account printings,
Iowa routing-and-account pairs with the ABA digit); Visa, Mastercard and Maestro numbers with Luhn (Maestro in 16 and
19 digits); dates in Dutch, Danish, Icelandic, Estonian, Latvian ("2026. gada 3. martā") and Lithuanian ("1954 m.
kovo 3 d.") with month names, and US orders; Dutch (postcode 1234 AB), Flemish (bus numbers), Danish (floor and side,
"2. tv."), Icelandic, Estonian (house-flat), Latvian (LV-1010) and Lithuanian (LT-01103) layouts and Iowa ones; the
seven numbering plans in national printings with and without +31, +32, +45, +354, +372, +371 and +370, and Iowa
lines; e-mails written against scrapers ("at" and "dot", "[at]", "(a)"); public IPv4 and IPv6 addresses of home and
mobile connections; personal pages (a cochlear-implant blog, a fundraiser, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Iowa: every
state from A to M had been used by an earlier set, so this set took Iowa (used once, by one earlier set) with area
codes no earlier set used for its fictional lines (319, 515, 563 and 712). An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Cedar Rapids ENT practice, an Iowa City
cochlear-implant programme, a Sioux City audiology clinic, a Des Moines sleep centre with its CPAP loan service, a
Davenport voice clinic, a state-wide newborn and school hearing-screening programme, a Quad Cities pollen watch and a
health plan, on fictional 555-01xx lines, and partner clinics in Utrecht, Ghent, Aarhus, Reykjavík, Tartu, Rīga and
Kaunas on invented lines) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group,
the practice's NPIs and EIN, the partners' registration numbers); the people it names are the organisations' own
staff, never a patient, parent or member, and the ages it gives are under 90 (eligibility ranges, age bands).

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39

Draw = blind.Draw

SEED = 72721
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US",)

ENT = "Cedar River Ear, Nose & Throat Associates"
CI = "Iowa River Cochlear Implant Program"
AUD = "Loess Hills Audiology"
SLEEP = "Raccoon River Sleep Center"
VOICE = "Mississippi Bluffs Voice Clinic"
SCREEN = "Heartland Hearing Screening Program"
POLLEN = "Quad Cities Pollen Watch"
PLAN = "Prairie Lantern Health Plan"
NL_PARTNER = "Audiologisch Centrum Vechtzicht"
BE_PARTNER = "NKO-centrum Leiekant"
DK_PARTNER = "Høreklinikken Marselisborg"
IS_PARTNER = "Heyrnarstöð Esjuhlíðar"
EE_PARTNER = "Emajõe Kõrvakliinik"
LV_PARTNER = "Daugavmalas dzirdes centrs"
LT_PARTNER = "Nemuno ausų klinika"
ORGANISATION_CONTACTS = [
    "(319) 555-0171",                                                   # 0 ENT practice (Cedar Rapids)
    "(319) 555-0172",                                                   # 1 ENT practice fax
    "2400 Ellis Boulevard NW, Cedar Rapids, IA 52405",                  # 2
    "appointments@cedarriverent.org",                                   # 3
    "https://www.cedarriverent.org",                                    # 4
    "(319) 555-0173",                                                   # 5 cochlear-implant programme (Iowa City)
    "88 Riverside Bluff Drive, Iowa City, IA 52242",                    # 6
    "ciprogram@iowarivercochlear.org",                                  # 7
    "(712) 555-0174",                                                   # 8 audiology clinic (Sioux City)
    "615 Loess Ridge Road, Sioux City, IA 51106",                       # 9
    "hello@loesshillsaudiology.com",                                    # 10
    "(515) 555-0175",                                                   # 11 sleep centre (Des Moines)
    "1930 Raccoon Bend Parkway, Des Moines, IA 50321",                  # 12
    "cpap@raccoonriversleep.org",                                       # 13
    "(515) 555-0176",                                                   # 14 CPAP loan desk
    "(563) 555-0177",                                                   # 15 voice clinic (Davenport)
    "407 Bluffside Avenue, Davenport, IA 52803",                        # 16
    "voice@mississippibluffsvoice.org",                                 # 17
    "(515) 555-0178",                                                   # 18 screening programme (state-wide)
    "screening@heartlandhearing.org",                                   # 19
    "(563) 555-0179",                                                   # 20 pollen watch (Bettendorf)
    "https://www.quadcitiespollen.org",                                 # 21
    "(319) 555-0180",                                                   # 22 health plan, provider line
    "providers@prairielanternhealth.com",                               # 23
    "+31 30 270 7071",                                                  # 24 Utrecht partner
    "030 270 7071",                                                     # 25
    "info@vechtzicht-audiologie.nl",                                    # 26
    "+32 9 270 70 72",                                                  # 27 Ghent partner
    "09 270 70 72",                                                     # 28
    "secretariaat@nko-leiekant.be",                                     # 29
    "+45 86 70 70 73",                                                  # 30 Aarhus partner
    "86 70 70 73",                                                      # 31
    "kontakt@hoereklinik-marselisborg.dk",                              # 32
    "+354 570 7074",                                                    # 33 Reykjavík partner
    "570 7074",                                                         # 34
    "mottaka@heyrnarstod-esja.is",                                      # 35
    "+372 727 0707",                                                    # 36 Tartu partner
    "727 0707",                                                         # 37
    "info@emajoe-korvakliinik.ee",                                      # 38
    "+371 6707 0776",                                                   # 39 Rīga partner
    "6707 0776",                                                        # 40
    "info@daugavmalas-dzirde.lv",                                       # 41
    "+370 37 707077",                                                   # 42 Kaunas partner
    "(8 37) 707077",                                                    # 43
    "registratura@nemuno-ausu.lt",                                      # 44
]
ORG_EIN = "42-7070172"
PLAN_PAYER_ID = "PLHP70"
PLAN_GROUP = "IAPL2026"
PLAN_RXBIN = "610770"
PLAN_PCN = "PLHPRX"
ORG_NPIS = (blind5._npi_of("170319052"), blind5._npi_of("127070515"), blind5._npi_of("163707712"))  # noqa: SLF001
NL_KVK = "70707071"        # KvK-nummer
NL_AGB = "05707071"        # AGB-code
BE_RIZIV = "7-07070-72-700"  # RIZIV/INAMI-nummer van de instelling
BE_KBO = "0770.707.072"    # ondernemingsnummer
DK_CVR = "70707073"        # CVR-nr.
IS_KT_ORG = "570707-0740"  # the partner's own kennitala (a company's: day + 40)
EE_REG = "70707074"        # registrikood
LV_REG = "40007070775"     # reģistrācijas numurs
LT_CODE = "307070776"      # įmonės kodas
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"nl_NL": "NL", "nl_BE": "BE", "da_DK": "DK", "is_IS": "IS", "et_EE": "EE", "lv_LV": "LV", "lt_LT": "LT"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.replace("ð", "d").replace("þ", "th").replace("æ", "ae").replace("ø", "o"))
                   if not unicodedata.combining(ch))


# ---- people's names (given names by sex; family names by sex where the language inflects them) --------------------
_NAMES: dict[str, dict[str, list[str]]] = {
    "NL": {"F": ["Anouk", "Sanne", "Marieke", "Ingrid", "Wilhelmina", "Femke", "Els", "Joke"],
           "M": ["Jeroen", "Bas", "Pieter", "Henk", "Gerrit", "Sander", "Wouter", "Kees"],
           "last": ["de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "van Dijk", "Jansen", "Bos", "Vermeulen"]},
    "BE": {"F": ["Lien", "Griet", "Annelies", "Hilde", "Katrien", "Marleen", "Sofie", "An"],
           "M": ["Pieter-Jan", "Wim", "Koen", "Dirk", "Jef", "Bart", "Stijn", "Luc"],
           "last": ["Peeters", "Janssens", "Maes", "Claes", "Willems", "Goossens", "Wouters", "De Smet", "Van Damme", "Vermeersch", "De Clercq", "Verstraete"]},
    "DK": {"F": ["Mette", "Kirsten", "Hanne", "Lone", "Birgit", "Signe", "Ida", "Karen"],
           "M": ["Søren", "Jens", "Niels", "Lars", "Henrik", "Mads", "Torben", "Jørgen"],
           "last": ["Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Rasmussen", "Sørensen", "Kristensen", "Mikkelsen", "Østergaard", "Dalgaard"]},
    "IS": {"F": ["Guðrún", "Sigríður", "Kristín", "Helga", "Anna", "Ragnheiður", "Þórunn", "Ásdís"],
           "M": ["Jón", "Sigurður", "Guðmundur", "Gunnar", "Ólafur", "Einar", "Magnús", "Þorsteinn"],
           "father": ["Jóns", "Sigurðar", "Guðmundar", "Gunnars", "Ólafs", "Einars", "Magnúsar", "Stefáns", "Kristjáns", "Björns"]},
    "EE": {"F": ["Mari", "Kadri", "Tiina", "Liis", "Maie", "Helgi", "Kristiina", "Ene"],
           "M": ["Jaan", "Toomas", "Andres", "Rein", "Priit", "Margus", "Tarmo", "Mihkel"],
           "last": ["Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Koppel", "Lepik", "Oja"]},
    "LV": {"F": ["Ilze", "Inese", "Līga", "Dace", "Anna", "Kristīne", "Baiba", "Zane"],
           "M": ["Jānis", "Andris", "Māris", "Edgars", "Guntis", "Aivars", "Kārlis", "Raimonds"],
           "last_m": ["Bērziņš", "Kalniņš", "Ozoliņš", "Jansons", "Liepiņš", "Krūmiņš", "Zariņš", "Vītols", "Kļaviņš", "Balodis"],
           "last_f": ["Bērziņa", "Kalniņa", "Ozoliņa", "Jansone", "Liepiņa", "Krūmiņa", "Zariņa", "Vītola", "Kļaviņa", "Balode"]},
    "LT": {"F": ["Rasa", "Jurgita", "Aušra", "Vida", "Laima", "Rūta", "Inga", "Dalia"],
           "M": ["Jonas", "Tomas", "Mindaugas", "Darius", "Vytautas", "Algirdas", "Rimantas", "Saulius"],
           "last_m": ["Kazlauskas", "Jankauskas", "Petrauskas", "Stankevičius", "Vasiliauskas", "Žukauskas", "Butkus", "Paulauskas", "Urbonas", "Kavaliauskas"],
           "last_f": ["Kazlauskienė", "Jankauskienė", "Petrauskienė", "Stankevičienė", "Vasiliauskienė", "Žukauskaitė", "Butkutė", "Paulauskaitė", "Urbonienė", "Kavaliauskaitė"]},
}


def _one_name(draw: Draw, sex: str) -> tuple[str, str]:
    """A given name and a family name (an Icelandic patronymic; a Latvian or Lithuanian surname in its sex's form)."""
    country = _country(draw)
    if country == "US":
        fake = draw.fk["en_US"]
        return (fake.first_name_female() if sex == "F" else fake.first_name_male()), fake.last_name()
    table = _NAMES[country]
    first = draw.pick(table[sex])
    if country == "IS":
        return first, draw.pick(table["father"]) + ("dóttir" if sex == "F" else "son")
    if country in ("LV", "LT"):
        index = draw.rng.randrange(len(table["last_m"]))
        return first, table["last_f" if sex == "F" else "last_m"][index]
    return first, draw.pick(table["last"])


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a relative and a third person of the same locale."""
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "first_upper": _ascii(first).upper(), "last_upper": _ascii(last).upper()})
    for suffix in ("2", "3"):
        other_sex = draw.pick(["F", "M"])
        other_first, other_last = _one_name(draw, other_sex)
        if suffix == "2" and _country(draw) in ("US", "NL", "DK", "EE", "BE") and draw.rng.random() < 0.6:
            other_last = last  # a relative who shares the family name
        draw.cache.update({"first" + suffix: other_first, "last" + suffix: other_last, "name" + suffix: f"{other_first} {other_last}",
                           "_sex" + suffix: other_sex})


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1940, high: int = 1999) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 2, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "7070", "0707", "017", "018")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"]
_DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"]
_IS_MONTHS = ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"]
_ET_MONTHS = ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"]
_LV_MONTHS_LOC = ["janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī"]
_LT_MONTHS_GEN = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"]


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    """A date as the text's country prints it, with month names in its language now and then."""
    d, m, y = day.day, day.month, day.year
    country = country or _country(draw)
    if country in ("NL", "BE"):
        return draw.pick([f"{d} {_NL_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d}-{m}-{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_NL_MONTHS[m - 1][:3]}. {y}"])
    if country == "DK":
        return draw.pick([f"{d}. {_DA_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m} {y}", f"{d:02d}-{m:02d}-{y}", f"den {d}. {_DA_MONTHS[m - 1]} {y}"])
    if country == "IS":
        return draw.pick([f"{d}. {_IS_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"])
    if country == "EE":
        return draw.pick([f"{d}. {_ET_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}. {_ET_MONTHS[m - 1]} {y}. a"])
    if country == "LV":
        return draw.pick([f"{y}. gada {d}. {_LV_MONTHS_LOC[m - 1]}", f"{d:02d}.{m:02d}.{y}.", f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}"])
    if country == "LT":
        return draw.pick([f"{y} m. {_LT_MONTHS_GEN[m - 1]} {d} d.", f"{y}-{m:02d}-{d:02d}", f"{y} {_LT_MONTHS_GEN[m - 1]} {d} d.", f"{y}.{m:02d}.{d:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d} {y}", f"{m}-{d}-{y}", f"{d}-{month[:3].upper()}-{y}",
                      f"{month.upper()} {d}, {y}", f"{m}/{d}/{y % 100:02d}"])


def dob_v70(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v70(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935))


def dob_iso_v70(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v70(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v70(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dod_v70(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v70(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-06:00"


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_elder_v70(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1935, as the text's language says it."""
    age = _age_on(_birth(draw, 1926, 1935), REFERENCE_DAY)
    country = _country(draw)
    if country in ("NL", "BE"):
        return draw.pick([f"{age} jaar", f"{age} jr.", f"{age}-jarige"])
    if country == "DK":
        return draw.pick([f"{age} år", f"{age}-årig", f"{age} år gammel"])
    if country == "IS":
        return draw.pick([f"{age} ára", f"{age} ára gömul" if _sex(draw) == "F" else f"{age} ára gamall"])
    if country == "EE":
        return draw.pick([f"{age}-aastane", f"{age} a."])
    if country == "LV":
        return draw.pick([f"{age} gadi", f"{age} g.", f"{age} gadus veca" if _sex(draw) == "F" else f"{age} gadus vecs"])
    if country == "LT":
        return draw.pick([f"{age} m.", f"{age} metų"])
    if age == 100:
        return draw.pick(["100", "100 years old", "a hundred"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", spelled, f"{age} y.o.", f"aged {age}", f"{age} yrs", f"{spelled}-year-old"])


# ---- United States (Iowa) ------------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v70(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, dotted, or with its groups named."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}/{v[3:5]}/{v[5:]}"])


def ssn_plain_v70(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v70(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced, or lower case as typed into a portal."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def plan_member_v70(draw: Draw) -> str:
    """A commercial plan's member ID (the plan's prefix and digits, a suffix for a dependant)."""
    return draw.pick([f"PLH{draw.digits(9, True)}", f"PLH{draw.digits(9, True)}-0{draw.rng.randint(1, 4)}", f"W{draw.digits(8, True)}", f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)} 0{draw.rng.randint(1, 3)}"])


def plan_member_plain_v70(draw: Draw) -> str:
    return f"PLH{draw.digits(9, True)}"


def member_v70(draw: Draw) -> str:
    return draw.pick([mbi_v70, plan_member_v70])(draw)


def mrn_v70(draw: Draw) -> str:
    """An ENT chart, an audiology client number or a hospital account."""
    return draw.pick([f"CRE{draw.digits(6, True)}", draw.digits(8, True), f"AUD-{draw.digits(5, True)}", f"{draw.digits(2, True)}-{draw.digits(4)}-{draw.digits(3)}",
                      f"V{draw.digits(9, True)}"])


def mrn_plain_v70(draw: Draw) -> str:
    return f"CRE{draw.digits(7, True)}"


def student_v70(draw: Draw) -> str:
    """A school district's student ID."""
    return draw.pick([draw.digits(7, True), f"S{draw.digits(7, True)}", f"{draw.digits(3, True)}-{draw.digits(4)}"])


def wc_claim_v70(draw: Draw) -> str:
    """A workers' compensation claim number (the carrier's file on one worker)."""
    return draw.pick([f"WC-{draw.rng.randint(2024, 2026)}-{draw.digits(6, True)}", f"{draw.digits(3, True)}C{draw.digits(7)}", f"IA{draw.digits(10, True)}"])


def case_v70(draw: Draw) -> str:
    """A medical examiner's case number."""
    return draw.pick([f"ME-{draw.rng.randint(24, 26)}-{draw.digits(4, True)}", f"{draw.pick(['LIN', 'JOH', 'POL', 'SCO'])}{draw.rng.randint(24, 26)}-{draw.digits(3, True)}"])


_IA_TOWNS = [("Cedar Rapids", "52402"), ("Cedar Rapids", "52404"), ("Marion", "52302"), ("Iowa City", "52240"), ("Coralville", "52241"), ("Sioux City", "51104"),
             ("Le Mars", "51031"), ("Des Moines", "50310"), ("West Des Moines", "50265"), ("Ankeny", "50023"), ("Davenport", "52804"), ("Bettendorf", "52722"),
             ("Dubuque", "52001"), ("Ames", "50010"), ("Waterloo", "50701"), ("Council Bluffs", "51501")]
_IA_STREETS = ["1st Ave SE", "Boyson Rd NE", "Muscatine Ave", "Dodge St", "Hamilton Blvd", "Ingersoll Ave", "Grand Ave", "Kimberly Rd", "Locust St",
               "Brady St", "Lincoln Way", "Indian Hills Dr", "Asbury Rd", "Washington St", "Summit St", "Fleur Dr"]


def _ia_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_IA_TOWNS)
    street = f"{draw.rng.randint(12, 4899)} {draw.pick(_IA_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 24)}{draw.pick(['', 'B', 'C'])}", f" Unit {draw.rng.randint(1, 60)}", f" Lot {draw.rng.randint(2, 90)}"])
    return street, unit, town, zip_code


def addr_ia_v70(draw: Draw) -> str:
    street, unit, town, zip_code = _ia_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, IA {zip_code}", f"{street}{unit}\n{town}, IA {zip_code}", f"{street}{unit}, {town} IA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} IA {zip_code}", f"{street}{unit}, {town}, Iowa {zip_code}"])


def addr_hl7_v70(draw: Draw) -> str:
    street, _, town, zip_code = _ia_parts(draw)
    return f"{street.upper()}^^{town.upper()}^IA^{zip_code}^USA^H"


def addr_fhir_v70(draw: Draw) -> str:
    street, _, town, zip_code = _ia_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"IA\", \"postalCode\": \"{zip_code}"


def addr_x12_v70(draw: Draw) -> str:
    street, _, town, zip_code = _ia_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*IA*{zip_code}"


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_ia_v70(draw: Draw) -> str:
    """A person's line: Iowa areas mostly, a relative's in Omaha, Chicago or Minneapolis now and then."""
    area = draw.pick(["319", "515", "563", "712", "641", "319", "515", "402", "312", "612"])
    exchange, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"{area} {exchange} {line}", f"{area}-{exchange}-{line} (mobile)", f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 399)}"])


def phone_e164_v70(draw: Draw) -> str:
    return f"+1{draw.pick(['319', '515', '563'])}{_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v70(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['319', '712'])}^{_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v70(draw: Draw) -> str:
    """An Iowa checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["07390012", "07300096", "07390577", "07390893", "07390221"]))
    account = draw.digits(draw.pick([8, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} acct {account}", f"{routing} / {account}", f"RTN {routing}, DDA {account}"])


def plate_ia_v70(draw: Draw) -> str:
    """An Iowa plate (three letters and three digits, or three digits and three letters), or a commercial truck's."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(3, True)}", f"{draw.digits(3, True)} {draw.letters(3, alpha)}", f"{draw.letters(3, alpha)}{draw.digits(3, True)}",
                      f"IA {draw.letters(3, alpha)} {draw.digits(3, True)}", f"TK {draw.digits(6, True)}"])


def passport_us_v70(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- the Netherlands ------------------------------------------------------------------------------------------------
def _bsn(draw: Draw) -> str:
    while True:
        body = draw.digits(8, True)
        last = sum(int(ch) * w for ch, w in zip(body, (9, 8, 7, 6, 5, 4, 3, 2))) % 11
        if last < 10:
            return body + str(last)


def bsn_v70(draw: Draw) -> str:
    """A burgerservicenummer (the eleven-test), whole, dotted or spaced 4-2-3 as letters print it."""
    v = _bsn(draw)
    return draw.pick([v, v, f"{v[:4]}.{v[4:6]}.{v[6:]}", f"{v[:4]} {v[4:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


def _iban(cc: str, bban: str) -> str:
    moved = bban + cc + "00"
    number = int("".join(str(int(ch, 36)) for ch in moved))
    return f"{cc}{98 - number % 97:02d}{bban}"


def _iban_print(draw: Draw, iban: str) -> str:
    grouped = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return draw.pick([grouped, grouped, iban, f"IBAN {grouped}", grouped.lower() if iban.startswith("NL") else grouped])


def account_nl_v70(draw: Draw) -> str:
    """A Dutch IBAN (a bank's four letters, ten digits), grouped or whole."""
    return _iban_print(draw, _iban("NL", draw.pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB"]) + "0" + draw.digits(9, True)))


def addr_nl_v70(draw: Draw) -> str:
    street = draw.pick(["Oudegracht", "Biltstraat", "Amsterdamsestraatweg", "Kerkstraat", "Dorpsstraat", "Nieuwegracht", "Twijnstraat", "Burgemeester Reigerstraat"])
    postcode, town = draw.pick([("3511", "Utrecht"), ("3514", "Utrecht"), ("3554", "Utrecht"), ("1017", "Amsterdam"), ("3012", "Rotterdam"), ("3581", "Utrecht"),
                                ("3431", "Nieuwegein"), ("3701", "Zeist")])
    letters = draw.letters(2, "ABCDEGHJKLMNPRSTVWXZ")
    n = f"{draw.rng.randint(1, 240)}{draw.pick(['', '', '', '-bis', 'A', ' hs', '-2'])}"
    return draw.pick([f"{street} {n}, {postcode} {letters} {town}", f"{street} {n}\n{postcode} {letters}  {town.upper()}", f"{street} {n}, {postcode}{letters} {town}"])


def phone_nl_v70(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = _sub(draw, 8)
        return draw.pick([f"06-{v}", f"06 {v[:2]} {v[2:4]} {v[4:6]} {v[6:]}", f"+31 6 {v}", f"+31 (0)6 {v[:4]} {v[4:]}", f"0031 6 {v}", f"06{v}"])
    area, v = draw.pick(["30", "20", "10", "70"]), _sub(draw, 7)
    return draw.pick([f"0{area}-{v}", f"0{area} {v[:3]} {v[3:]}", f"+31 {area} {v[:3]} {v[3:]}"])


def passport_nl_v70(draw: Draw) -> str:
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.letters(6, alnum)}{draw.digits(1)}"


def zvw_v70(draw: Draw) -> str:
    """A Dutch health insurer's policy (polis) number."""
    return draw.pick([draw.digits(9, True), f"{draw.digits(3, True)}{draw.letters(1)}{draw.digits(5)}", f"{draw.digits(4, True)}.{draw.digits(3)}.{draw.digits(3)}"])


def plate_nl_v70(draw: Draw) -> str:
    """A Dutch kenteken in the sidecodes of the last decades."""
    alpha = "BDFGHJKLNPRSTVXZ"
    return draw.pick([f"{draw.digits(2, True)}-{draw.letters(3, alpha)}-{draw.digits(1, True)}", f"{draw.digits(1, True)}-{draw.letters(3, alpha)}-{draw.digits(2)}",
                      f"{draw.letters(2, alpha)}-{draw.digits(3, True)}-{draw.letters(1, alpha)}", f"{draw.letters(1, alpha)}-{draw.digits(3, True)}-{draw.letters(2, alpha)}"])


# ---- Belgium (Flanders) ---------------------------------------------------------------------------------------------
def _rrn_be(draw: Draw) -> str:
    born = _birth(draw)
    while True:
        serial = draw.rng.randint(1, 997)
        if serial % 2 == (1 if _sex(draw) == "M" else 0):
            break
    body = born.strftime("%y%m%d") + f"{serial:03d}"
    number = int(("2" if born.year >= 2000 else "") + body)
    return body + f"{97 - number % 97:02d}"


def rrn_be_v70(draw: Draw) -> str:
    """A Belgian rijksregisternummer: YY.MM.DD-SSS.CC (odd serial for a man; 97 less the number mod 97)."""
    v = _rrn_be(draw)
    return draw.pick([f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}", f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}", v, f"{v[:6]} {v[6:9]} {v[9:]}", f"{v[:6]}-{v[6:9]}-{v[9:]}"])


def account_be_v70(draw: Draw) -> str:
    """A Belgian account: the IBAN or the older 123-4567890-12 printing (the pair is the first ten digits mod 97)."""
    first = draw.pick(["001", "063", "068", "363", "737", "750", "973", "143"]) + draw.digits(7)
    check = int(first) % 97 or 97
    national = f"{first}{check:02d}"
    if draw.rng.random() < 0.35:
        return draw.pick([f"{national[:3]}-{national[3:10]}-{national[10:]}", f"rekening {national[:3]}-{national[3:10]}-{national[10:]}"])
    return _iban_print(draw, _iban("BE", national))


def addr_be_v70(draw: Draw) -> str:
    street = draw.pick(["Kortrijksesteenweg", "Coupure Links", "Sint-Pietersnieuwstraat", "Brugsesteenweg", "Meir", "Overpoortstraat", "Dampoortstraat", "Lange Violettestraat"])
    postcode, town = draw.pick([("9000", "Gent"), ("9050", "Gentbrugge"), ("9030", "Mariakerke"), ("2000", "Antwerpen"), ("8000", "Brugge"), ("3000", "Leuven"),
                                ("9800", "Deinze")])
    n = str(draw.rng.randint(1, 320))
    bus = draw.pick(["", "", f" bus {draw.rng.randint(1, 12)}", f"/{draw.rng.randint(101, 304)}", f" bus 0{draw.rng.randint(1, 3)}.{draw.rng.randint(1, 4):02d}"])
    return draw.pick([f"{street} {n}{bus}, {postcode} {town}", f"{street} {n}{bus}\nB-{postcode} {town}", f"{street} {n}{bus}, {postcode} {town.upper()}, België"])


def phone_be_v70(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        pre, v = draw.pick(["470", "472", "475", "477", "485", "495", "498"]), _sub(draw, 6)
        return draw.pick([f"0{pre} {v[:2]} {v[2:4]} {v[4:]}", f"0{pre}/{v[:2]}.{v[2:4]}.{v[4:]}", f"+32 {pre} {v[:2]} {v[2:4]} {v[4:]}", f"+32{pre}{v}", f"0{pre}{v}",
                          f"0032 {pre} {v}"])
    area = draw.pick(["9", "3", "50", "16"])
    v = _sub(draw, 7 if len(area) == 1 else 6)
    return draw.pick([f"0{area} {v[:3]} {v[3:5]} {v[5:]}", f"0{area}/{v[:3]}.{v[3:5]}.{v[5:]}", f"+32 {area} {v[:3]} {v[3:5]} {v[5:]}"])


def passport_be_v70(draw: Draw) -> str:
    return f"{draw.pick(['EH', 'EJ', 'EK', 'EM', 'EN'])}{draw.digits(6)}"


def mutualiteit_v70(draw: Draw) -> str:
    """A Flemish health fund's member (aansluitings) number."""
    return draw.pick([f"{draw.digits(3, True)}/{draw.digits(6)}", f"{draw.digits(11, True)}", f"CM {draw.digits(4, True)} {draw.digits(5)}"])


# ---- Denmark -------------------------------------------------------------------------------------------------------
def _cpr(draw: Draw) -> str:
    born = _birth(draw)
    if born.year >= 2000:
        century = draw.pick(["4", "9"]) if born.year <= 2036 else "5"
    else:
        century = draw.pick(["0", "1", "2", "3"])
    while True:
        last = draw.digits(1)
        if int(last) % 2 == (1 if _sex(draw) == "M" else 0):
            break
    return born.strftime("%d%m%y") + century + draw.digits(2) + last


def cpr_v70(draw: Draw) -> str:
    """A Danish CPR number: DDMMYY, the century-and-serial digits, the last one odd for a man."""
    v = _cpr(draw)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} {v[6:]}"])


def account_dk_v70(draw: Draw) -> str:
    """A Danish reg.nr. and kontonr., or the IBAN they make."""
    reg = draw.pick(["1551", "3001", "9570", "7321", "6811", "2211", "5301"])
    konto = draw.digits(draw.pick([8, 10]), True)
    if draw.rng.random() < 0.4:
        return _iban_print(draw, _iban("DK", reg + konto.zfill(10)))
    return draw.pick([f"reg.nr. {reg} kontonr. {konto}", f"{reg}-{konto}", f"{reg} {konto}", f"Reg. {reg} / Konto {konto}"])


def addr_dk_v70(draw: Draw) -> str:
    street = draw.pick(["Nørregade", "Søndergade", "Frederiks Allé", "Jægergårdsgade", "Marselis Boulevard", "Vesterbrogade", "Ingerslevs Boulevard", "Ryesgade"])
    postnr, town = draw.pick([("8000", "Aarhus C"), ("8200", "Aarhus N"), ("8210", "Aarhus V"), ("8260", "Viby J"), ("2100", "København Ø"), ("5000", "Odense C"),
                              ("9000", "Aalborg")])
    n = f"{draw.rng.randint(1, 150)}{draw.pick(['', '', 'A', 'B'])}"
    floor = draw.pick(["", "", f", {draw.rng.randint(1, 5)}. tv.", f", {draw.rng.randint(1, 5)}. th.", ", st. mf.", f", {draw.rng.randint(1, 4)}."])
    return draw.pick([f"{street} {n}{floor}, {postnr} {town}", f"{street} {n}{floor}\n{postnr} {town}", f"{street} {n}{floor}, DK-{postnr} {town}"])


def phone_dk_v70(draw: Draw) -> str:
    v = draw.pick(["2", "3", "4", "5", "6"]) + _sub(draw, 7)
    return draw.pick([f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:]}", v, f"+45 {v[:2]} {v[2:4]} {v[4:6]} {v[6:]}", f"+45{v}", f"0045 {v[:4]} {v[4:]}", f"{v[:4]} {v[4:]}"])


def passport_dk_v70(draw: Draw) -> str:
    return draw.digits(9, True)


def plate_dk_v70(draw: Draw) -> str:
    alpha = "ABCDEFHJKLMNOPRSTUVXYZ"
    v = f"{draw.letters(2, alpha)} {draw.digits(2, True)} {draw.digits(3)}"
    return draw.pick([v, v.replace(" ", ""), f"{v[:2]}{v[3:5]}{v[5:]}"])


# ---- Iceland -------------------------------------------------------------------------------------------------------
def _kennitala(draw: Draw) -> str:
    if "_kt" in draw.cache:
        return str(draw.cache["_kt"])
    born = _birth(draw)
    while True:
        body = born.strftime("%d%m%y") + f"{draw.rng.randint(20, 99):02d}"
        r = 11 - sum(int(ch) * w for ch, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2))) % 11
        if r == 10:
            continue
        value = body + str(0 if r == 11 else r) + ("9" if born.year < 2000 else "0")
        draw.cache["_kt"] = value
        return value


def kennitala_v70(draw: Draw) -> str:
    """A kennitala: DDMMYY, two digits, the mod-11 check digit, the century digit (9 for the 1900s)."""
    v = _kennitala(draw)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} {v[6:]}"])


def account_is_v70(draw: Draw) -> str:
    """An Icelandic account: bank, ledger 26 and account number (the owner's kennitala beside it), or the IBAN holding both."""
    bank, acct = draw.pick(["0111", "0133", "0515", "0301", "0546", "0162"]), draw.digits(6, True)
    kt = _kennitala(draw)
    if draw.rng.random() < 0.4:
        return _iban_print(draw, _iban("IS", f"{bank}26{acct}{kt}"))
    return draw.pick([f"{bank}-26-{acct}", f"{bank}-26-{acct}, kt. {kt[:6]}-{kt[6:]}", f"banki {bank}, hb. 26, reikn. {acct}", f"{bank}26{acct}"])


def addr_is_v70(draw: Draw) -> str:
    street = draw.pick(["Laugavegur", "Hverfisgata", "Skólavörðustígur", "Bólstaðarhlíð", "Háaleitisbraut", "Hringbraut", "Engihjalli", "Furugrund"])
    postnr, town = draw.pick([("101", "Reykjavík"), ("105", "Reykjavík"), ("107", "Reykjavík"), ("108", "Reykjavík"), ("200", "Kópavogi"), ("220", "Hafnarfirði"),
                              ("600", "Akureyri")])
    n = draw.rng.randint(1, 120)
    flat = draw.pick(["", "", f", íbúð {draw.rng.randint(1, 4)}0{draw.rng.randint(1, 8)}", f" ({draw.rng.randint(1, 4)}. hæð)"])
    return draw.pick([f"{street} {n}{flat}, {postnr} {town}", f"{street} {n}{flat}\n{postnr} {town}", f"{street} {n}{flat}, IS-{postnr} {town}"])


def phone_is_v70(draw: Draw) -> str:
    v = draw.pick(["6", "7", "8"]) + _sub(draw, 6)
    return draw.pick([f"{v[:3]} {v[3:]}", f"{v[:3]}-{v[3:]}", v, f"+354 {v[:3]} {v[3:]}", f"+354{v}", f"00354 {v[:3]} {v[3:]}"])


def passport_is_v70(draw: Draw) -> str:
    return f"A{draw.digits(7)}"


# ---- Estonia and Lithuania (the same personal code) ----------------------------------------------------------------
def _ee_lt_check(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1))) % 11
    if total < 10:
        return str(total)
    total = sum(int(ch) * w for ch, w in zip(body, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3))) % 11
    return str(total if total < 10 else 0)


def _ee_lt_code(draw: Draw) -> str:
    born = _birth(draw)
    male = _sex(draw) == "M"
    first = (3 if male else 4) if born.year < 2000 else (5 if male else 6)
    body = f"{first}{born.strftime('%y%m%d')}{draw.rng.randint(1, 710):03d}"
    return body + _ee_lt_check(body)


def isikukood_v70(draw: Draw) -> str:
    """An Estonian isikukood: sex-and-century digit, YYMMDD, three serial digits, the two-pass mod-11 check."""
    v = _ee_lt_code(draw)
    return draw.pick([v, v, v, f"{v[0]} {v[1:7]} {v[7:]}"])


def asmens_kodas_v70(draw: Draw) -> str:
    """A Lithuanian asmens kodas (built as Estonia's)."""
    v = _ee_lt_code(draw)
    return draw.pick([v, v, f"{v[:7]} {v[7:]}"])


def account_ee_v70(draw: Draw) -> str:
    return _iban_print(draw, _iban("EE", draw.pick(["22", "10", "17", "96", "33"]) + draw.digits(14, True)))


def account_lt_v70(draw: Draw) -> str:
    return _iban_print(draw, _iban("LT", draw.pick(["73000", "70440", "40100", "21400", "71800"]) + draw.digits(11, True)))


def addr_ee_v70(draw: Draw) -> str:
    street = draw.pick(["Riia", "Vanemuise", "Tähe", "Lai", "Narva mnt", "Kalevi", "Jakobi", "Puiestee"])
    postnr, town = draw.pick([("51004", "Tartu"), ("50409", "Tartu"), ("50104", "Tartu"), ("10115", "Tallinn"), ("80010", "Pärnu"), ("41531", "Jõhvi")])
    n, k = draw.rng.randint(1, 180), draw.rng.randint(1, 60)
    sep = "" if street.endswith("mnt") else " tn"
    return draw.pick([f"{street}{sep} {n}-{k}, {postnr} {town}", f"{street}{sep} {n}-{k}, {town} {postnr}", f"{street}{sep} {n}-{k}\n{postnr} {town}, {draw.pick(['Tartu maakond', 'Harju maakond', 'Eesti'])}"])


def phone_ee_v70(draw: Draw) -> str:
    v = "5" + _sub(draw, 7)
    if draw.rng.random() < 0.3:
        v = v[:7]
    return draw.pick([f"{v[:4]} {v[4:]}", v, f"+372 {v[:4]} {v[4:]}", f"+372{v}", f"(+372) {v}"])


def passport_ee_v70(draw: Draw) -> str:
    return draw.pick([f"K{draw.digits(7)}", f"AA{draw.digits(7)}"])


def plate_ee_v70(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVZ"
    return draw.pick([f"{draw.digits(3, True)} {draw.letters(3, alpha)}", f"{draw.digits(3, True)}{draw.letters(3, alpha)}"])


def addr_lt_v70(draw: Draw) -> str:
    street = draw.pick(["Laisvės al.", "Vilniaus g.", "Savanorių pr.", "Kęstučio g.", "Gedimino pr.", "Taikos pr.", "Partizanų g.", "Donelaičio g."])
    postnr, town = draw.pick([("44240", "Kaunas"), ("44308", "Kaunas"), ("50162", "Kaunas"), ("01103", "Vilnius"), ("92231", "Klaipėda"), ("76352", "Šiauliai")])
    n, k = draw.rng.randint(1, 190), draw.rng.randint(1, 80)
    return draw.pick([f"{street} {n}-{k}, LT-{postnr} {town}", f"{street} {n}-{k}, {town} LT-{postnr}", f"{street} {n}-{k}\nLT-{postnr} {town}", f"{town}, {street} {n}-{k}"])


def phone_lt_v70(draw: Draw) -> str:
    v = "6" + _sub(draw, 7)
    return draw.pick([f"8 {v[:3]} {v[3:]}", f"8{v}", f"+370 {v[:3]} {v[3:]}", f"+370{v}", f"8-{v[:3]}-{v[3:]}", f"(8 {v[:3]}) {v[3:]}"])


def passport_lt_v70(draw: Draw) -> str:
    return draw.digits(8, True)


def plate_lt_v70(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(3, True)}", f"{draw.letters(3, alpha)}{draw.digits(3, True)}"])


# ---- Latvia --------------------------------------------------------------------------------------------------------
def _personas_kods(draw: Draw) -> str:
    born = _birth(draw)
    century = "1" if born.year < 2000 else "2"
    while True:
        body = born.strftime("%d%m%y") + century + draw.digits(3)
        check = (1101 - sum(int(ch) * w for ch, w in zip(body, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2)))) % 11
        if check < 10:
            return body + str(check)


def personas_kods_v70(draw: Draw) -> str:
    """A Latvian personas kods: DDMMYY-CNNNK (C the century digit, K the mod-11 check)."""
    v = _personas_kods(draw)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} - {v[6:]}"])


def account_lv_v70(draw: Draw) -> str:
    return _iban_print(draw, _iban("LV", draw.pick(["HABA", "UNLA", "RIKO", "PARX", "NDEA"]) + "0" + draw.digits(12, True)))


def addr_lv_v70(draw: Draw) -> str:
    street = draw.pick(["Brīvības iela", "Čaka iela", "Valdemāra iela", "Lāčplēša iela", "Maskavas iela", "Ganību dambis", "Kalnciema iela", "Ūnijas iela"])
    postnr, town = draw.pick([("LV-1010", "Rīga"), ("LV-1011", "Rīga"), ("LV-1050", "Rīga"), ("LV-1046", "Rīga"), ("LV-3001", "Jelgava"), ("LV-5401", "Daugavpils")])
    n, dz = draw.rng.randint(1, 210), draw.rng.randint(1, 90)
    return draw.pick([f"{street} {n}-{dz}, {town}, {postnr}", f"{street} {n} - {dz}, {town}, {postnr}", f"{street} {n}, dz. {dz}, {town}, {postnr}", f"{street} {n}-{dz}\n{town}, {postnr}"])


def phone_lv_v70(draw: Draw) -> str:
    v = "2" + _sub(draw, 7)
    return draw.pick([f"{v[:2]} {v[2:5]} {v[5:]}", v, f"+371 {v[:2]} {v[2:5]} {v[5:]}", f"+371{v}", f"+371 {v}", f"{v[:4]} {v[4:]}"])


def passport_lv_v70(draw: Draw) -> str:
    return f"{draw.pick(['LV', 'LX', 'PA'])}{draw.digits(7)}"


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


natid_v70 = _by_country({"NL": bsn_v70, "BE": rrn_be_v70, "DK": cpr_v70, "IS": kennitala_v70, "EE": isikukood_v70, "LV": personas_kods_v70, "LT": asmens_kodas_v70}, ssn_v70)
addr_v70 = _by_country({"NL": addr_nl_v70, "BE": addr_be_v70, "DK": addr_dk_v70, "IS": addr_is_v70, "EE": addr_ee_v70, "LV": addr_lv_v70, "LT": addr_lt_v70}, addr_ia_v70)
phone_v70 = _by_country({"NL": phone_nl_v70, "BE": phone_be_v70, "DK": phone_dk_v70, "IS": phone_is_v70, "EE": phone_ee_v70, "LV": phone_lv_v70, "LT": phone_lt_v70},
                        phone_ia_v70)
account_v70 = _by_country({"NL": account_nl_v70, "BE": account_be_v70, "DK": account_dk_v70, "IS": account_is_v70, "EE": account_ee_v70, "LV": account_lv_v70,
                           "LT": account_lt_v70}, account_us_v70)
passport_v70 = _by_country({"NL": passport_nl_v70, "BE": passport_be_v70, "DK": passport_dk_v70, "IS": passport_is_v70, "EE": passport_ee_v70, "LV": passport_lv_v70,
                            "LT": passport_lt_v70}, passport_us_v70)
plate_v70 = _by_country({"NL": plate_nl_v70, "DK": plate_dk_v70, "EE": plate_ee_v70, "LT": plate_lt_v70}, plate_ia_v70)


def patient_v70(draw: Draw) -> str:
    """A European clinic's patient number."""
    return draw.pick([draw.digits(7, True), f"{draw.digits(2, True)}-{draw.digits(6)}", f"P{draw.digits(8, True)}", f"{draw.digits(4, True)}/{draw.digits(4)}"])


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 19:
        return draw.pick([" ".join(v[i:i + 4] for i in range(0, 19, 4)), v])
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v70(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v70(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def maestro_v70(draw: Draw) -> str:
    return _card(draw, draw.pick(["5018", "5020", "5038", "6304", "6759", "6761", "6763"]), draw.pick([16, 19]))


def card_v70(draw: Draw) -> str:
    if _country(draw) in ("NL", "BE", "DK", "IS", "EE", "LV", "LT"):
        return draw.pick([visa_v70, mastercard_v70, maestro_v70])(draw)
    return draw.pick([visa_v70, visa_v70, mastercard_v70])(draw)


_DOMAINS = {"US": ["gmail.com", "mchsi.com", "yahoo.com", "outlook.com", "icloud.com", "q.com"], "NL": ["ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl"],
            "BE": ["telenet.be", "skynet.be", "gmail.com", "hotmail.be"], "DK": ["mail.dk", "gmail.com", "hotmail.dk", "live.dk"],
            "IS": ["simnet.is", "gmail.com", "internet.is"], "EE": ["mail.ee", "gmail.com", "hot.ee"], "LV": ["inbox.lv", "gmail.com", "apollo.lv"],
            "LT": ["gmail.com", "one.lt", "inbox.lt"]}


def _local(draw: Draw, who: str = "") -> str:
    key = "_roman" + who
    if key not in draw.cache:
        first = str(draw.cache.get("first" + who, "ear"))
        last = str(draw.cache.get("last" + who, "family"))
        first = "".join(ch for ch in _ascii(first).lower() if "a" <= ch <= "z") or "ear"
        last = "".join(ch for ch in _ascii(last).lower() if "a" <= ch <= "z") or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{first}{draw.rng.randint(60, 99)}"])
    return str(draw.cache[key])


def email_v70(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.15:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.22:
        return f"{local} [at] {domain}"
    if style < 0.27 and _country(draw) != "US":
        return f"{local}(a){domain}"
    return f"{local}@{domain}"


def email_plain_v70(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


def email_parent_v70(draw: Draw) -> str:
    """The parent's or relative's own address (the text's second person)."""
    local, domain = _local(draw, "2"), draw.pick(_DOMAINS[_country(draw)])
    return draw.pick([f"{local}@{domain}", f"{local}@{domain}", f"{local} at {domain.replace('.', ' dot ')}"])


_IP4 = {"US": [(97, 112, 127), (173, 16, 31), (75, 160, 175), (67, 0, 15)], "NL": [(83, 80, 95), (84, 24, 31)], "BE": [(81, 240, 255), (91, 176, 183)],
        "DK": [(87, 48, 63), (2, 104, 111)], "IS": [(157, 157, 157), (89, 160, 167)], "EE": [(90, 190, 191), (82, 131, 131)], "LV": [(87, 110, 111), (46, 109, 109)],
        "LT": [(78, 56, 63), (88, 118, 119)]}
_IP6 = {"US": "2600:1700", "NL": "2001:1c00", "BE": "2a02:1811", "DK": "2a05:f6c7", "IS": "2a01:6f0", "EE": "2001:7d0", "LV": "2a02:7e8", "LT": "2001:778"}


def ip_v70(draw: Draw) -> str:
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


def url_v70(draw: Draw) -> str:
    """A page about the person or kept by the family: an implant blog, a fundraiser, a profile."""
    country = _country(draw)
    if country == "NL":
        return draw.pick([f"https://www.doneeractie.nl/{_slug(draw)}-hoort-weer", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://{_slug(draw)}.blogspot.com/"])
    if country in ("IS", "LV", "EE", "LT", "DK", "BE"):
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://{_slug(draw)}.wordpress.com/"])
    return draw.pick([f"https://www.gofundme.com/f/cochlear-implant-for-{_slug(draw)}", f"https://www.caringbridge.org/site/{_slug(draw, '')}",
                      f"https://{_slug(draw)}-hears-again.blogspot.com/", f"https://www.facebook.com/{_slug(draw, '.')}", f"https://www.tiktok.com/@{_slug(draw, '')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v70": dob_v70, "dob_elder_v70": dob_elder_v70, "dob_iso_v70": dob_iso_v70, "dob_compact_v70": dob_compact_v70, "dob_us_v70": dob_us_v70,
    "dod_v70": dod_v70, "dod_iso_v70": dod_iso_v70, "age_elder_v70": age_elder_v70,
    "ssn_v70": ssn_v70, "ssn_plain_v70": ssn_plain_v70, "mbi_v70": mbi_v70, "plan_member_v70": plan_member_v70, "plan_member_plain_v70": plan_member_plain_v70, "member_v70": member_v70,
    "mrn_v70": mrn_v70, "mrn_plain_v70": mrn_plain_v70, "student_v70": student_v70, "wc_claim_v70": wc_claim_v70, "case_v70": case_v70,
    "addr_ia_v70": addr_ia_v70, "addr_hl7_v70": addr_hl7_v70, "addr_fhir_v70": addr_fhir_v70, "addr_x12_v70": addr_x12_v70,
    "phone_ia_v70": phone_ia_v70, "phone_e164_v70": phone_e164_v70, "phone_hl7_v70": phone_hl7_v70, "account_us_v70": account_us_v70, "plate_ia_v70": plate_ia_v70,
    "bsn_v70": bsn_v70, "account_nl_v70": account_nl_v70, "addr_nl_v70": addr_nl_v70, "phone_nl_v70": phone_nl_v70, "zvw_v70": zvw_v70, "plate_nl_v70": plate_nl_v70,
    "rrn_be_v70": rrn_be_v70, "account_be_v70": account_be_v70, "addr_be_v70": addr_be_v70, "phone_be_v70": phone_be_v70, "mutualiteit_v70": mutualiteit_v70,
    "cpr_v70": cpr_v70, "account_dk_v70": account_dk_v70, "addr_dk_v70": addr_dk_v70, "phone_dk_v70": phone_dk_v70, "plate_dk_v70": plate_dk_v70,
    "kennitala_v70": kennitala_v70, "account_is_v70": account_is_v70, "addr_is_v70": addr_is_v70, "phone_is_v70": phone_is_v70,
    "isikukood_v70": isikukood_v70, "account_ee_v70": account_ee_v70, "addr_ee_v70": addr_ee_v70, "phone_ee_v70": phone_ee_v70, "plate_ee_v70": plate_ee_v70,
    "personas_kods_v70": personas_kods_v70, "account_lv_v70": account_lv_v70, "addr_lv_v70": addr_lv_v70, "phone_lv_v70": phone_lv_v70,
    "asmens_kodas_v70": asmens_kodas_v70, "account_lt_v70": account_lt_v70, "addr_lt_v70": addr_lt_v70, "phone_lt_v70": phone_lt_v70, "plate_lt_v70": plate_lt_v70,
    "natid_v70": natid_v70, "addr_v70": addr_v70, "phone_v70": phone_v70, "account_v70": account_v70, "passport_v70": passport_v70, "plate_v70": plate_v70,
    "patient_v70": patient_v70, "passport_us_v70": passport_us_v70, "passport_nl_v70": passport_nl_v70, "passport_be_v70": passport_be_v70,
    "passport_dk_v70": passport_dk_v70, "passport_is_v70": passport_is_v70, "passport_ee_v70": passport_ee_v70, "passport_lv_v70": passport_lv_v70,
    "passport_lt_v70": passport_lt_v70,
    "visa_v70": visa_v70, "mastercard_v70": mastercard_v70, "maestro_v70": maestro_v70, "card_v70": card_v70,
    "email_v70": email_v70, "email_plain_v70": email_plain_v70, "email_parent_v70": email_parent_v70, "ip_v70": ip_v70, "url_v70": url_v70,
    "phone_us": blind.phone_us,  # the first set's printings, for a relative's line and a card
    "email": blind.email,
    "card": blind.card,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Leopoldine Haverkamp-Osei, MD (otolaryngology)", "Dr. Thaddeus Vrabel, MD, FACS", "Cordelia Ashworth-Nguyen, Au.D., CCC-A",
         "Dr. Raimund Okonkwo-Sterling, MD (sleep medicine)", "Philomena Drăgulescu, MS, CCC-SLP", "Evander Lindqvist-Mbeki, RRT, RPSGT",
         "Beatrix Onyango-Harlan, RN (screening coordinator)", "Dr. Casimir Belvedere, MD (allergy)")
_CLINICIANS = ["Dr. Leopoldine Haverkamp-Osei", "Dr. Thaddeus Vrabel", "Cordelia Ashworth-Nguyen, Au.D.", "Dr. Raimund Okonkwo-Sterling",
               "Philomena Drăgulescu, CCC-SLP", "Anselm Whitcombe-Reyes, Au.D."]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country in ("NL", "BE"):
            return f"{dd} {_NL_MONTHS[m - 1]} {y}"
        if country == "DK":
            return f"{dd}. {_DA_MONTHS[m - 1]} {y}"
        if country == "IS":
            return f"{dd}. {_IS_MONTHS[m - 1]} {y}"
        if country == "EE":
            return f"{dd}. {_ET_MONTHS[m - 1]} {y}"
        if country == "LV":
            return f"{y}. gada {dd}. {_LV_MONTHS_LOC[m - 1]}"
        if country == "LT":
            return f"{y} m. {_LT_MONTHS_GEN[m - 1]} {dd} d."
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_PRICES = [("Comprehensive audiogram (air, bone, speech)", "92557", 95, 165), ("Tympanometry and acoustic reflexes", "92550", 35, 70),
           ("Otoacoustic emissions, diagnostic", "92588", 60, 120), ("Hearing-aid evaluation", "92590", 80, 140), ("Cerumen removal, microsuction", "69210", 60, 125),
           ("Nasal endoscopy, diagnostic", "31231", 140, 260), ("Flexible laryngoscopy", "31575", 150, 290), ("Videonystagmography (VNG)", "92540", 210, 380),
           ("Tinnitus evaluation", "92625", 70, 130), ("Auditory brainstem response", "92652", 180, 320), ("New patient visit, moderate", "99204", 190, 290),
           ("Allergy skin testing, per test", "95004", 6, 12)]


def _price_row(d: Draw) -> str:
    name, cpt, low, high = d.pick(_PRICES)
    return f"{name} | CPT {cpt} | ${d.rng.randint(low, high)}.00"


def _price_csv(d: Draw) -> str:
    name, cpt, low, high = d.pick(_PRICES)
    cash = d.rng.randint(low, high)
    return f"\"{name}\",{cpt},{cash}.00,{int(cash * 0.78)}.00"


def _price_json(d: Draw) -> str:
    name, cpt, low, high = d.pick(_PRICES)
    return f"{{\"service\": \"{name}\", \"cpt\": \"{cpt}\", \"selfPay\": {d.rng.randint(low, high)}.00}}"


_AGE_BANDS = ["0-1 month (newborn)", "1-6 months", "3-5 years (preschool)", "5-7 years (kindergarten-1st)", "8-10 years", "11-14 years", "15-18 years"]


def _screen_row(d: Draw) -> str:
    band = d.pick(_AGE_BANDS)
    n = d.rng.randint(400, 9800)
    refer = d.rng.randint(n // 100, n // 25)
    return f"{band} | {n} | {refer} | {d.rng.randint(refer // 3, refer)} | {d.rng.randint(0, max(1, refer // 12))}"


def _screen_csv(d: Draw) -> str:
    band = d.pick(_AGE_BANDS)
    n = d.rng.randint(400, 9800)
    return f"{d.pick(['2025-Q2', '2025-Q3', '2025-Q4', '2026-Q1'])},\"{band}\",{n},{d.rng.randint(n // 100, n // 25)},{d.rng.randint(1, 40)}"


_CAL_CHECKS = [("Output level, 1 kHz, TDH-39", "±3 dB"), ("Frequency accuracy", "±1%"), ("Attenuator linearity", "±1 dB"), ("Masking noise level", "±5 dB"),
               ("Bone conductor B-71 output, 2 kHz", "±5 dB"), ("Harmonic distortion", "<2.5%"), ("Speech channel, 1 kHz", "±3 dB"), ("Crosstalk", ">70 dB")]


def _cal_row(d: Draw) -> str:
    what, tol = d.pick(_CAL_CHECKS)
    return f"{what} | tolerance {tol} | measured {d.pick(['+0.5 dB', '-1.0 dB', '+1.5 dB', '0.2%', '1.1%', '0.0 dB', '-0.5 dB'])} | {d.pick(['pass', 'pass', 'pass', 'adjusted, pass'])}"


_AUDIOMETERS = [("Booth A", "AD629", "Interacoustics"), ("Booth B", "AC40", "Interacoustics"), ("Booth C", "GSI 61", "Grason-Stadler"), ("Screening room", "MA 42", "MAICO"),
                ("Peds suite", "Equinox 2.0", "Interacoustics"), ("Mobile van", "AS608", "Interacoustics")]


def _cal_csv(d: Draw) -> str:
    room, model, maker = d.pick(_AUDIOMETERS)
    return f"\"{room}\",\"{maker}\",{model},{d.fill('eff_iso')},{d.pick(['annual exhaustive', 'daily listening check', 'biological check'])},{d.pick(['pass', 'pass', 'fail-retest'])}"


def _cal_xml(d: Draw) -> str:
    room, model, maker = d.pick(_AUDIOMETERS)
    return f"  <instrument room=\"{room}\" maker=\"{maker}\" model=\"{model}\" lastCalibrated=\"{d.fill('eff_iso')}\" standard=\"ANSI S3.6-2018\" result=\"pass\"/>"


_CPAP = [("Auto-CPAP with humidifier", "E0601", 25, 150), ("Full-face mask, medium", "A7030", 0, 40), ("Nasal pillow mask", "A7034", 0, 30),
         ("Heated tubing", "A4604", 0, 15), ("Travel CPAP", "E0601", 35, 200), ("Oximeter for home titration", "E0445", 10, 75), ("Humidifier chamber", "A7046", 0, 10)]


def _cpap_row(d: Draw) -> str:
    item, code, week, dep = d.pick(_CPAP)
    return f"{item} | {code} | ${week}/month | ${dep} deposit"


_VOICE = [("Mon", "08:00-12:00", "Voice evaluation clinic (laryngologist + SLP)"), ("Mon", "13:00-16:30", "Stroboscopy"), ("Tue", "09:00-12:00", "Singers' voice clinic"),
          ("Tue", "14:00-17:00", "LSVT LOUD therapy block"), ("Wed", "08:30-11:30", "Chronic cough clinic"), ("Wed", "13:00-15:00", "Transgender voice group"),
          ("Thu", "09:00-12:00", "Swallowing (FEES) clinic"), ("Thu", "13:30-16:00", "Teachers' voice care workshop"), ("Fri", "09:00-11:00", "Post-laryngectomy support")]


def _voice_row(d: Draw) -> str:
    day, hours, what = d.pick(_VOICE)
    return f"{what} | {day} | {hours} | Room {d.rng.randint(2, 9)}{d.rng.randint(10, 40)}"


_POLLEN = ["Oak", "Maple", "Box elder", "Cottonwood", "Grass", "Ragweed", "Sagebrush", "Mold (Alternaria)", "Walnut", "Mulberry"]


def _pollen_row(d: Draw) -> str:
    return f"{d.pick(_POLLEN)} | {d.rng.randint(0, 480)} grains/m³ | {d.pick(['low', 'moderate', 'high', 'very high'])}"


def _pollen_json(d: Draw) -> str:
    return f"{{\"taxon\": \"{d.pick(_POLLEN)}\", \"count\": {d.rng.randint(0, 480)}, \"unit\": \"grains/m3\"}}"


_AUDIOLOGISTS = ["ASHWORTH-NGUYEN^CORDELIA", "WHITCOMBE-REYES^ANSELM", "TREMBLAY-OKAFOR^ISOLDE", "KRISTIANSEN^MAGNUS^J"]


def _mfn_rows(d: Draw) -> str:
    out = []
    for k, who in enumerate(d.rng.sample(_AUDIOLOGISTS, 2)):
        out.append(f"MFE|MAD|{d.fill('ctrl2')}{k}||{ORG_NPIS[k]}^{who}^NPI|CWE\nSTF|{ORG_NPIS[k]}|{ORG_NPIS[k]}^NPI|{who}||||A|AUD^Audiology")
    return "\n".join(out)


_BATTERIES = [("Zinc-air size 10 (yellow), 60-pack", "V5266"), ("Zinc-air size 312 (brown), 60-pack", "V5266"), ("Zinc-air size 13 (orange), 60-pack", "V5266"),
              ("Zinc-air size 675 (blue), 60-pack", "V5266"), ("Cochlear processor rechargeable battery", "L8623"), ("Dry-aid kit", "V5267")]


def _x12_832(d: Draw) -> str:
    out = []
    for n, (item, code) in enumerate(d.rng.sample(_BATTERIES, d.rng.randint(2, 3)), start=1):
        out.append(f"LIN*{n}*VP*{code}-{d.rng.randint(100, 999)}~\nPID*F****{item.upper()}~\nCTP**RES*{d.rng.randint(4, 60)}.{d.rng.randint(0, 99):02d}*1*BX~")
    return "\n".join(out)


_BOOTHS = [("Booth A", "double-walled", "ANSI S3.1", "Cedar Rapids"), ("Booth B", "single-walled", "ANSI S3.1", "Cedar Rapids"), ("Booth C", "double-walled", "ANSI S3.1", "Sioux City"),
           ("Peds suite", "sound-field", "ANSI S3.1", "Iowa City"), ("Mobile van", "single-walled", "ANSI S3.1", "state-wide")]


def _booth_xml(d: Draw) -> str:
    room, kind, std, site = d.pick(_BOOTHS)
    return f"  <booth id=\"{room}\" type=\"{kind}\" site=\"{site}\" standard=\"{std}\" ambientNoise500Hz=\"{d.rng.randint(12, 22)}\"/>"


def _batch_csv(d: Draw) -> str:
    n = d.rng.randint(9, 260)
    return (f"{d.pick(['837P', '837P', '837I'])},PL{d.rng.randint(7001, 7899)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 90, n * 900)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 10)},{d.pick(['paid', 'paid', 'pended', 'partial'])}")


def _dir_json(d: Draw) -> str:
    return d.pick([f"{{\"clinic\": \"{ENT}\", \"phone\": \"{ORGANISATION_CONTACTS[0]}\", \"address\": \"{ORGANISATION_CONTACTS[2]}\"}}",
                   f"{{\"clinic\": \"{AUD}\", \"phone\": \"{ORGANISATION_CONTACTS[8]}\", \"address\": \"{ORGANISATION_CONTACTS[9]}\"}}",
                   f"{{\"clinic\": \"{VOICE}\", \"phone\": \"{ORGANISATION_CONTACTS[15]}\", \"address\": \"{ORGANISATION_CONTACTS[16]}\"}}",
                   f"{{\"clinic\": \"{SLEEP}\", \"phone\": \"{ORGANISATION_CONTACTS[11]}\", \"address\": \"{ORGANISATION_CONTACTS[12]}\"}}",
                   f"{{\"clinic\": \"{CI}\", \"phone\": \"{ORGANISATION_CONTACTS[5]}\", \"address\": \"{ORGANISATION_CONTACTS[6]}\"}}"])


_OWN = {
    "ent": ENT, "ci": CI, "aud": AUD, "sleep": SLEEP, "voice": VOICE, "screen": SCREEN, "pollen": POLLEN, "plan": PLAN,
    "nl_partner": NL_PARTNER, "be_partner": BE_PARTNER, "dk_partner": DK_PARTNER, "is_partner": IS_PARTNER, "ee_partner": EE_PARTNER, "lv_partner": LV_PARTNER,
    "lt_partner": LT_PARTNER,
    "ent_phone": ORGANISATION_CONTACTS[0], "ent_fax": ORGANISATION_CONTACTS[1], "ent_addr": ORGANISATION_CONTACTS[2], "ent_email": ORGANISATION_CONTACTS[3],
    "ent_web": ORGANISATION_CONTACTS[4], "ci_phone": ORGANISATION_CONTACTS[5], "ci_addr": ORGANISATION_CONTACTS[6], "ci_email": ORGANISATION_CONTACTS[7],
    "aud_phone": ORGANISATION_CONTACTS[8], "aud_addr": ORGANISATION_CONTACTS[9], "aud_email": ORGANISATION_CONTACTS[10],
    "sl_phone": ORGANISATION_CONTACTS[11], "sl_addr": ORGANISATION_CONTACTS[12], "sl_email": ORGANISATION_CONTACTS[13], "loan_phone": ORGANISATION_CONTACTS[14],
    "vo_phone": ORGANISATION_CONTACTS[15], "vo_addr": ORGANISATION_CONTACTS[16], "vo_email": ORGANISATION_CONTACTS[17],
    "sc_phone": ORGANISATION_CONTACTS[18], "sc_email": ORGANISATION_CONTACTS[19], "po_phone": ORGANISATION_CONTACTS[20], "po_web": ORGANISATION_CONTACTS[21],
    "plan_phone": ORGANISATION_CONTACTS[22], "plan_email": ORGANISATION_CONTACTS[23],
    "nl_phone_intl": ORGANISATION_CONTACTS[24], "nl_phone": ORGANISATION_CONTACTS[25], "nl_email": ORGANISATION_CONTACTS[26],
    "be_phone_intl": ORGANISATION_CONTACTS[27], "be_phone": ORGANISATION_CONTACTS[28], "be_email": ORGANISATION_CONTACTS[29],
    "dk_phone_intl": ORGANISATION_CONTACTS[30], "dk_phone": ORGANISATION_CONTACTS[31], "dk_email": ORGANISATION_CONTACTS[32],
    "is_phone_intl": ORGANISATION_CONTACTS[33], "is_phone": ORGANISATION_CONTACTS[34], "is_email": ORGANISATION_CONTACTS[35],
    "ee_phone_intl": ORGANISATION_CONTACTS[36], "ee_phone": ORGANISATION_CONTACTS[37], "ee_email": ORGANISATION_CONTACTS[38],
    "lv_phone_intl": ORGANISATION_CONTACTS[39], "lv_phone": ORGANISATION_CONTACTS[40], "lv_email": ORGANISATION_CONTACTS[41],
    "lt_phone_intl": ORGANISATION_CONTACTS[42], "lt_phone": ORGANISATION_CONTACTS[43], "lt_email": ORGANISATION_CONTACTS[44],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "nl_kvk": NL_KVK, "nl_agb": NL_AGB, "be_riziv": BE_RIZIV, "be_kbo": BE_KBO, "dk_cvr": DK_CVR, "is_kt_org": IS_KT_ORG, "ee_reg": EE_REG, "lv_reg": LV_REG,
    "lt_code": LT_CODE,
    "own_md": STAFF[0], "own_surgeon": STAFF[1], "own_aud": STAFF[2], "own_sleep": STAFF[3], "own_slp": STAFF[4], "own_rrt": STAFF[5], "own_rn": STAFF[6],
    "own_allergy": STAFF[7],
    "nl_director": "Klinisch fysicus-audioloog dr. Marijke Hoogendoorn", "be_director": "Diensthoofd dr. Wannes Vandekerckhove", "dk_director": "Overlæge Ditte Skovgaard",
    "is_director": "Yfirlæknir Hrafnhildur Bergsdóttir", "ee_director": "Juhataja dr. Kaja Rüütel", "lv_director": "Vadītāja dr. Solvita Eglīte",
    "lt_director": "Vadovė gyd. Aistė Gudaitienė",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "price_table": _table(_price_row, 6), "price_csv": _rows(_price_csv, 6, 30), "price_json": _rows(_price_json, 4, 40, ", "),
    "screen_table": _table(_screen_row, 5), "screen_csv": _rows(_screen_csv, 6, 30),
    "cal_table": _table(_cal_row, 5), "cal_csv": _rows(_cal_csv, 4, 14), "cal_xml": _rows(_cal_xml, 4, 30),
    "cpap_table": _table(_cpap_row, 5), "voice_table": _table(_voice_row, 6), "pollen_table": _table(_pollen_row, 5), "pollen_json": _rows(_pollen_json, 4, 16, ", "),
    "mfn_rows": _mfn_rows, "x12_batteries": _x12_832, "booth_xml": _rows(_booth_xml, 4, 20), "batch_csv": _rows(_batch_csv, 5, 20), "dir_json": _rows(_dir_json, 3, 30, ", "),
    "en_date": _doc_date("US"), "nl_date": _doc_date("NL"), "dk_date": _doc_date("DK"), "is_date": _doc_date("IS"), "ee_date": _doc_date("EE"),
    "lv_date": _doc_date("LV"), "lt_date": _doc_date("LT"),
    "clinician": lambda d: d.pick(_CLINICIANS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(1200, 38000)), "weeks": lambda d: str(d.rng.randint(3, 14)),
    "pct_hi": lambda d: f"{d.rng.randint(88, 99)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 9)}",
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(2000, 39000)), "fhir_num": lambda d: str(d.rng.randint(1800, 1999)), "score_hi": lambda d: str(d.rng.randint(90, 98)),
    "usd": lambda d: str(d.rng.randint(25, 400)), "eur_amt": lambda d: f"{d.rng.randint(10, 95)},{d.pick(['00', '50', '95'])}", "dkk": lambda d: str(d.rng.randint(150, 900)),
    "isk": lambda d: f"{d.rng.randint(2, 30)}.{d.pick(['000', '500'])}", "grains": lambda d: str(d.rng.randint(0, 480)),
    "serial": lambda d: f"{d.pick(['AD', 'AC', 'GS', 'MA'])}{d.digits(6, True)}", "db": lambda d: str(d.rng.randint(15, 30)),
    "ticket": lambda d: f"SR-{d.digits(6, True)}",
}

US = ("en_US",)
NL = ("nl_NL",)
BE = ("nl_BE",)
DK = ("da_DK",)
IS = ("is_IS",)
EE = ("et_EE",)
LV = ("lv_LV",)
LT = ("lt_LT",)
OTHER_LOCALES = NL + BE + DK + IS + EE + LV + LT

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- ENT and audiology clinic price lists
    ("b70c_price_table", "ent_audiology_price_list", US,
     "{ent} - SELF-PAY PRICE LIST (effective {en_date})\nService | Code | Self-pay price\n{price_table}\n"
     "Prices are for patients without insurance or choosing not to bill it; a good-faith estimate is given before any procedure. Questions: {ent_phone}."),
    ("b70c_price_csv", "csv_export", US,
     "service,cpt,self_pay_usd,prompt_pay_usd\n{price_csv}\n# {aud} price list export {iso_ts}; no patient data"),
    ("b70c_price_terms", "ent_audiology_price_list", US,
     "HOW OUR HEARING-AID PRICES WORK - {aud}\nEvery hearing aid is sold with a bundled package: fitting, real-ear measurement, four follow-up visits and a "
     "((45||60))-day trial. Over-the-counter aids: we will check the fit for a flat ${usd}. Repairs out of warranty: $((175||195)) per aid plus parts. "
     "Batteries (size 312 or 13): $((6||7)) per card of 8. Price sheet revised {en_date}; {aud_addr}, {aud_phone}."),
    ("b70c_price_json", "json_export", US,
     "{\"provider\": \"{ent}\", \"npi\": \"{own_npi}\", \"effective\": \"{eff_iso}\", \"currency\": \"USD\", \"services\": [{price_json}], \"web\": \"{ent_web}\"}"),
    # ---- hearing-screening programme statistics
    ("b70c_screen_table", "hearing_screening_statistics", US,
     "{screen} - SCREENING RESULTS BY AGE BAND, {quarter}\nAge band | Screened | Referred | Seen by audiology | Hearing loss confirmed\n{screen_table}\n"
     "Counts only; bands under 20 are suppressed. Programme line {sc_phone}."),
    ("b70c_screen_board", "hearing_screening_statistics", US,
     "Advisory committee note - {en_date}\nIn {quarter} the programme screened {cnt_big} newborns and schoolchildren across 99 counties. Newborns screened "
     "before 1 month: {pct_hi}%; referred: {pct_lo}%. The 1-3-6 targets were met for diagnosis but not yet for early intervention by 6 months. "
     "Kindergarten screening resumes in the autumn term. Prepared by {own_rn}."),
    ("b70c_screen_csv", "csv_export", US,
     "quarter,age_band,screened,referred,confirmed_loss\n{screen_csv}\n# {screen} aggregate export {iso_ts}"),
    ("b70c_screen_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"https://heartlandhearing.org/fhir/Measure/newborn-screen-by-1-month\", "
     "\"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"reporter\": {\"display\": \"{screen}\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, "
     "\"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": 0.{score_hi}}}]}"),
    # ---- cochlear-implant service descriptions
    ("b70c_ci_leaflet", "cochlear_implant_service_description", US,
     "{ci} - WHAT TO EXPECT\nA cochlear implant is a surgically placed device for people who get little benefit from hearing aids. Our evaluation takes two "
     "half-days: hearing tests with your aids, a CT or MRI scan, a balance test and a talk with our team. Surgery is outpatient; activation is 2-4 weeks later, "
     "followed by programming visits at 1 week, 1, 3, 6 and 12 months. Current wait for an evaluation: about {weeks} weeks. Call {ci_phone} or write to {ci_email}. {ci_addr}. Revised {en_date}."),
    ("b70c_ci_criteria", "cochlear_implant_service_description", US,
     "CANDIDACY CRITERIA (adults) - {ci}\nModerate-to-profound sensorineural loss in both ears; best-aided sentence score ((60%||50%||40%)) or lower in the ear to be "
     "implanted; no medical contraindication. Single-sided deafness: ages 5 and up. Children: from 9 months with profound bilateral loss. There is no upper age "
     "limit. Criteria reviewed {en_date} by {own_surgeon} and {own_aud}."),
    ("b70c_ci_pathway", "cochlear_implant_service_description", US,
     "Referral pathway - cochlear implants\n1. Primary care or ENT refers by fax to {ent_fax}.\n2. {aud} completes aided testing (AzBio, CNC) within {weeks} weeks.\n"
     "3. CI team meeting on the ((first||third)) Tuesday of each month decides candidacy.\n4. Prior authorisation with the plan (payer ID {payer_id}).\n"
     "5. Surgery at {ci}; activation and programming close to home where we can. Pathway version {ver}."),
    ("b70c_ci_devices", "cochlear_implant_service_description", US,
     "IMPLANT SYSTEMS WE OFFER\nManufacturer | Processor | Water rating | Battery\nCochlear | Nucleus 8 | IP68 with Aqua+ | rechargeable or zinc-air 675\n"
     "Advanced Bionics | Naída CI M | IP68 | rechargeable\nMED-EL | RONDO 3 | IP68 with WaterWear | rechargeable (wireless)\n"
     "All three are MRI-conditional at 1.5 T; ask us about 3 T. Comparison sheet {en_date}, {ci}."),
    # ---- tinnitus and vertigo education leaflets
    ("b70c_tinnitus_leaflet", "tinnitus_vertigo_leaflet", US,
     "LIVING WITH TINNITUS\nTinnitus is sound heard with no outside source. About 1 adult in 10 has it, and most get used to it. Things that help: sound "
     "enrichment at night, treating any hearing loss, and cognitive behavioural therapy for tinnitus. Avoid silence and long stretches of loud noise. "
     "See a doctor soon if it beats with your pulse or came on suddenly with hearing loss. {aud}, leaflet {four_digits}, {en_date}."),
    ("b70c_vertigo_leaflet", "tinnitus_vertigo_leaflet", US,
     "BPPV (BENIGN POSITIONAL VERTIGO) - HOME EXERCISES\nThe Epley manoeuvre moves loose crystals out of the back canal of the inner ear. Do it 3 times a day until "
     "you are free of dizziness for 24 hours. Sit on the bed, turn your head 45° to the affected side, lie back quickly and wait 30 seconds; turn your head 90° "
     "the other way and wait; roll onto your side and wait; sit up. Call {ent_phone} if you vomit, fall, or have new weakness. {own_md}, leaflet {four_digits} ({en_date})."),
    ("b70c_menieres_leaflet", "tinnitus_vertigo_leaflet", US,
     "MÉNIÈRE'S DISEASE: DIET AND ATTACKS\nKeep salt to about 1,500-2,000 mg a day, spread evenly across meals. Limit caffeine and alcohol. Keep a diary of attacks, "
     "sleep and stress. Betahistine is sometimes prescribed (16-24 mg two or three times a day). During an attack lie still, eyes fixed on one point. "
     "Vestibular rehabilitation group: Thursdays at {clock}. {ent}, {ent_addr}."),
    ("b70c_tinnitus_class", "tinnitus_vertigo_leaflet", US,
     "TINNITUS SELF-MANAGEMENT CLASS\nSix weekly sessions, 90 minutes each, led by {own_aud}. Topics: how the ear and brain make tinnitus, sound therapy devices, "
     "sleep, relaxation and attention training. Fee ${usd} for the course (HSA/FSA eligible). Next course starts {dos}. Register at {aud_email}."),
    # ---- audiometer calibration logs
    ("b70c_cal_log", "audiometer_calibration_log", US,
     "AUDIOMETER CALIBRATION RECORD - {aud}\nInstrument: Interacoustics AD629, serial {serial}   Standard: ANSI S3.6-2018   Date: {en_date}\n"
     "Check | Tolerance | Result | Status\n{cal_table}\nNext exhaustive calibration due in 12 months. Technician: {clinician}."),
    ("b70c_cal_csv", "csv_export", US,
     "room,maker,model,date,check_type,result\n{cal_csv}\n# {aud} equipment log export {iso_ts}"),
    ("b70c_cal_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<calibrationLog site=\"{ent}\" exported=\"{eff_iso}\">\n{cal_xml}\n</calibrationLog>"),
    ("b70c_cal_memo", "audiometer_calibration_log", US,
     "MEMO - daily listening checks\nTo: all audiology staff\nFrom: {own_aud}\nDate: {en_date}\n\nThe Booth B audiometer failed its daily check on the left insert "
     "phone at 4 kHz (about 10 dB low). It is out of service until the engineer visits; use Booth A or C. Please record every daily check on the sheet by the door "
     "and the biological check each Monday. Thank you."),
    # ---- CPAP equipment loan terms
    ("b70c_cpap_terms", "cpap_loan_terms", US,
     "CPAP LOAN AGREEMENT TERMS - {sleep}\n1. Loaner machines are for up to ((30||60||90)) days while your own is approved or repaired.\n2. The machine records usage "
     "hours and mask leak; we download the card on return.\n3. Clean the mask daily and the tubing weekly; do not use ozone cleaners.\n4. Lost or damaged units are "
     "charged at replacement cost (about ${usd} for a mask, more for a machine). Loan desk {loan_phone}, {sl_addr}. Terms version {ver}, {en_date}."),
    ("b70c_cpap_table", "cpap_loan_terms", US,
     "{sleep} - LOAN EQUIPMENT AND FEES ({en_date})\nItem | HCPCS | Monthly fee | Deposit\n{cpap_table}\nFees are waived for members of {plan} (group {group_no}). Questions: {sl_email}."),
    ("b70c_cpap_compliance", "cpap_loan_terms", US,
     "WHY WE CHECK YOUR CPAP USE\nMost insurers, Medicare included, continue to pay for CPAP only if it is used at least 4 hours a night on 70% of nights in a "
     "30-day period during the first 3 months. Our respiratory therapist, {own_rrt}, reviews downloads and calls to help with mask fit. "
     "Tips: ((wear it for naps first||start with an hour while reading in bed)), try a chin strap, ask about heated tubing. {sl_phone}. Sheet {four_digits}, {en_date}."),
    ("b70c_cpap_travel", "cpap_loan_terms", US,
     "TRAVELLING WITH CPAP\nCPAP machines are medical devices and do not count towards carry-on limits. Bring distilled water or use the machine without the "
     "humidifier for a few nights. Travel units may be borrowed for up to 3 weeks (deposit ${usd}). Book 10 days ahead on {loan_phone}. Updated {en_date}."),
    # ---- voice-clinic timetables
    ("b70c_voice_table", "voice_clinic_timetable", US,
     "{voice} - WEEKLY TIMETABLE (from {en_date})\nClinic | Day | Time | Room\n{voice_table}\nNew referrals: fax to {ent_fax} with a recent laryngoscopy report. {vo_phone}."),
    ("b70c_voice_workshop", "voice_clinic_timetable", US,
     "VOICE CARE FOR TEACHERS - free workshop\nSaturday {dos}, {clock}-{clock_b}, {vo_addr}. Led by {own_slp}: warm-ups, projection without strain, hydration, "
     "and when to see a laryngologist. Bring water. Places: 24. Book at {vo_email}."),
    ("b70c_voice_lsvt", "voice_clinic_timetable", US,
     "LSVT LOUD BLOCKS {year}\nBlock | Starts | Sessions | Time\nSpring | ((March||April)) | 16 (4 a week) | 09:00-10:00\nSummer | ((June||July)) | 16 (4 a week) | 10:00-11:00\n"
     "Autumn | ((September||October)) | 16 (4 a week) | 14:00-15:00\nFor people with Parkinson's disease; physician referral needed. {voice}, {vo_phone}. Posted {en_date}."),
    # ---- allergy-season pollen bulletins
    ("b70c_pollen_table", "pollen_bulletin", US,
     "{pollen} - DAILY POLLEN COUNT, {en_date}\nTaxon | Count | Level\n{pollen_table}\nCounts from our rooftop Burkard trap (24-hour sample ending 7 a.m.). "
     "Forecast and archive at {po_web}."),
    ("b70c_pollen_advice", "pollen_bulletin", US,
     "ALLERGY SEASON OUTLOOK\nTree pollen peaked early this spring; grass counts are expected to rise through June, and ragweed season runs from mid-August to "
     "the first frost. On high days keep windows shut, shower after being outdoors, and start nasal steroid sprays 2 weeks before your season. Allergy clinic "
     "with {own_allergy}: {ent_phone}. Bulletin {four_digits}, {pollen}."),
    ("b70c_pollen_json", "json_export", US,
     "{\"station\": \"{pollen} rooftop\", \"date\": \"{eff_iso}\", \"samples\": [{pollen_json}], \"source\": \"{po_web}\", \"phone\": \"{po_phone}\"}"),
    # ---- notices in other locales
    ("b70c_nl_tarieven", "notice_dutch", NL,
     "{nl_partner}\nTARIEVEN EN VERGOEDING {year}\nEen hoortoestel wordt bij een hoorverlies vanaf 35 dB vergoed uit de basisverzekering (eigen bijdrage 25%). "
     "Het eigen risico van € 385 geldt niet voor hoortoestellen. Audiologisch onderzoek bij ons centrum valt wel onder het eigen risico. "
     "Contact: {nl_phone} of {nl_email}. KvK {nl_kvk}, AGB-code {nl_agb}. Bijgewerkt op {nl_date}."),
    ("b70c_nl_oorsuizen", "notice_dutch", NL,
     "OORSUIZEN (TINNITUS) - GROEPSCURSUS\nVier bijeenkomsten op dinsdagavond van 19.00 tot 21.00 uur, vanaf {nl_date}. Onderwerpen: wat is tinnitus, aandacht en "
     "ontspanning, slapen, geluidsverrijking. Kosten € {eur_amt} (niet vergoed). Aanmelden via {nl_phone_intl}. {nl_director}"),
    ("b70c_be_ci", "notice_flemish", BE,
     "{be_partner}\nCOCHLEAIRE IMPLANTATIE - WAT U MOET WETEN\nHet RIZIV komt tussen in de kostprijs van een implantaat bij ernstig gehoorverlies (vanaf 85 dB "
     "gemiddeld op 500, 1000 en 2000 Hz). Het vooronderzoek omvat een gehoortest, een CT-scan en een gesprek met de logopedist. Afspraken: {be_phone} "
     "(voormiddag) of {be_email}. RIZIV-nummer {be_riziv}, ondernemingsnummer {be_kbo}. {nl_date}"),
    ("b70c_be_pollen", "notice_flemish", BE,
     "POLLENBERICHT - week van {nl_date}\nBerk: ((hoog||zeer hoog)). Grassen: ((laag||matig)). Hazelaar en els: voorbij. Advies: hou ramen gesloten tijdens de "
     "middag en spoel de neus met zoutoplossing. Raadpleging allergologie op woensdag; afspraak via {be_phone_intl}. {be_partner}"),
    ("b70c_dk_priser", "notice_danish", DK,
     "{dk_partner}\nPRISER PÅ HØREAPPARATER {year}\nRegionens tilskud pr. høreapparat: kr. 3.999 (aftalebehandling). Egenbetaling fra kr. {dkk} pr. øre afhængigt af "
     "model. Prøveperiode 30 dage. Service og batterier i 4 år er inkluderet. Ring {dk_phone} hverdage kl. 8-12 eller skriv til {dk_email}. CVR-nr. {dk_cvr}. "
     "Opdateret {dk_date}."),
    ("b70c_dk_cpap", "notice_danish", DK,
     "LÅN AF CPAP-UDSTYR\nSøvnambulatoriet udlåner CPAP-apparater gratis, så længe behandlingen er nødvendig. Masken udskiftes hver 6. måned og slangen hver 12. "
     "måned. Aflever apparatet, hvis du stopper behandlingen. Spørgsmål: {dk_phone_intl}. {dk_director}, {dk_date}."),
    ("b70c_is_skimun", "notice_icelandic", IS,
     "{is_partner}\nHEYRNARMÆLINGAR BARNA\nÖll börn fá heyrnarmælingu á fyrstu dögum ævinnar og aftur við 4 ára aldur. Mælingin tekur um 20 mínútur og er "
     "foreldrum að kostnaðarlausu. Tímapantanir í síma {is_phone} kl. 9-15 eða á {is_email}. Kt. {is_kt_org}. Uppfært {is_date}."),
    ("b70c_is_verd", "notice_icelandic", IS,
     "VERÐSKRÁ HEYRNARTÆKJA\nSjúkratryggingar greiða kr. 60.000 upp í hvert tæki á fjögurra ára fresti. Heyrnarmæling: kr. {isk}. Stilling og eftirfylgni innifalin "
     "fyrsta árið. Rafhlöður: kr. 1.200 pakkinn. Nánari upplýsingar {is_phone_intl}. {is_director}, {is_date}."),
    ("b70c_ee_kuulmine", "notice_estonian", EE,
     "{ee_partner}\nKUULMISE KONTROLL JA ABIVAHENDID\nKuuldeaparaadi soetamist toetab riik isikliku abivahendi kaardi alusel. Kuulmisuuring kestab umbes 45 minutit. "
     "Vastuvõtt E-R kell 8.00-16.00. Registreerimine {ee_phone} või {ee_email}. Registrikood {ee_reg}. Uuendatud {ee_date}."),
    ("b70c_ee_pollen", "notice_estonian", EE,
     "ÕIETOLMU TEADE\nKase õietolmu hooaeg algab tavaliselt aprilli lõpus ja kestab kuni juuni alguseni; kõrrelised õitsevad juunist augustini. Kõrge "
     "kontsentratsiooni päevadel hoidke aknad suletud ja peske pärast õues käimist juuksed. Allergoloogi vastuvõtt {ee_phone_intl}. {ee_director}, {ee_date}."),
    ("b70c_lv_cenas", "notice_latvian", LV,
     "{lv_partner}\nPAKALPOJUMU CENRĀDIS (spēkā no {lv_date})\nAudiometrija: EUR {eur_amt}. Timpanometrija: EUR 15,00. Dzirdes aparāta pielāgošana: iekļauta cenā. "
     "Valsts apmaksātie pakalpojumi ar ģimenes ārsta nosūtījumu. Pieraksts pa tālruni {lv_phone} vai {lv_email}. Reģ. Nr. {lv_reg}."),
    ("b70c_lv_balss", "notice_latvian", LV,
     "BALSS HIGIĒNAS NODARBĪBAS SKOLOTĀJIEM\nČetras nodarbības trešdienās no plkst. 16.00, sākot ar {lv_date}. Elpošana, balss iesildīšana, runas temps. "
     "Dalība bez maksas, vietu skaits ierobežots. Pieteikšanās {lv_phone_intl}. {lv_director}"),
    ("b70c_lt_kainos", "notice_lithuanian", LT,
     "{lt_partner}\nKLAUSOS APARATŲ KOMPENSAVIMAS\nValstybė kompensuoja klausos aparatų įsigijimą kas 5 metus, jei klausos netekimas didesnis nei 40 dB. "
     "Audiometrija kainuoja {eur_amt} Eur, jei neturite siuntimo. Registracija tel. {lt_phone} arba {lt_email}. Įmonės kodas {lt_code}. Atnaujinta {lt_date}."),
    ("b70c_lt_miegas", "notice_lithuanian", LT,
     "MIEGO APNĖJA: KADA KREIPTIS?\nGarsus knarkimas, kvėpavimo pauzės miego metu ir dienos mieguistumas gali būti miego apnėjos požymiai. Tyrimas atliekamas "
     "namuose per vieną naktį. CPAP aparatai išduodami nuomai. Informacija {lt_phone_intl}. {lt_director}, {lt_date}."),
    # ---- exports of non-personal data
    ("b70c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|CREDENTIAL|CRENT|EHR|CRENT|{hl7_ts}||MFN^M02^MFN_M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master^HL70175||UPD|||NE\n{mfn_rows}"),
    ("b70c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*CEDARRIVERENT  *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*CEDARRIVERENT*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{four_digits}*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~"),
    ("b70c_x12_832", "x12_export", US,
     "ISA*00*          *00*          *ZZ*LOESSHILLSAUD  *ZZ*EARSUPPLYCO    *{isa_date}*{hhmm}*^*00401*{isa_seq}*0*P*>~\nGS*SC*LOESSHILLSAUD*EARSUPPLYCO*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*832*{four_digits}~\nBCT*PC*{fivedig}~\nN1*BY*{aud}*92*LHA70~\n{x12_batteries}\nCTT*1~\nSE*8*{four_digits}~"),
    ("b70c_dir_json", "json_export", US,
     "{\"directory\": \"Eastern Iowa ear and voice services\", \"updated\": \"{eff_iso}\", \"clinics\": [{dir_json}]}"),
    ("b70c_booth_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<boothInventory owner=\"{aud}\" npi=\"{own_npi}\" date=\"{eff_iso}\">\n{booth_xml}\n</boothInventory>"),
    ("b70c_batch_csv", "csv_export", US,
     "form,batch_id,submitted,claims,total_billed_usd,rejected,status\n{batch_csv}\n# {plan} claim batch totals (payer ID {payer_id}, RxBIN {rxbin}, PCN {pcn}), provider {ent}, EIN {org_ein}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b70_audiology_report", "audiology_report", US,
     "{aud} - AUDIOLOGIC EVALUATION\nPatient: {first} {last}   Age: [[age_over_89:age_elder_v70]]   DOB: [[date_of_birth:dob_elder_v70]]\nClient no. [[record_number:mrn_v70]]   "
     "Medicare: [[member_id:mbi_v70]]\nHome: [[address:addr_ia_v70]]\nPure-tone average ((52||58||64)) dB HL right, ((55||61||67)) dB HL left; word recognition "
     "((68%||72%||80%)) at comfortable level. Sloping moderate-to-severe sensorineural loss, typical for age. Recommend binaural amplification. {own_aud}"),
    ("b70_ci_candidacy", "cochlear_implant_candidacy_letter", US,
     "{ci}\n{ci_addr}\n\nRe: {first} {last} ([[age_over_89:age_elder_v70]]), born [[date_of_birth:dob_elder_v70]], chart [[record_number:mrn_v70]]\n\nDear Dr. {last3},\n\n"
     "Your patient meets our criteria for a cochlear implant: best-aided AzBio in quiet ((22%||31%||38%)) in the right ear. Age is not a barrier, and ((she||he)) is keen. "
     "We have asked the plan to approve surgery under member ID [[member_id:member_v70]]. Please ask the family to call us; we will ring them on [[phone:phone_ia_v70]].\n\n{own_surgeon}"),
    ("b70_ent_opnote", "ent_operative_note", US,
     "OPERATIVE REPORT - {ent}\nPatient: {last_upper}, {first_upper}   MRN: [[record_number:mrn_plain_v70]]   DOB: [[date_of_birth:dob_us_v70]]\nSSN on file: [[ssn:ssn_v70]]\n"
     "Procedure: ((bilateral myringotomy with tubes||septoplasty and bilateral inferior turbinate reduction||tympanoplasty, right||functional endoscopic sinus surgery)).\n"
     "Anaesthesia: general. EBL minimal. Findings as expected; no complications. Discharged home with ((her||his)) spouse. Surgeon: {own_surgeon}. Dictated {dos}."),
    ("b70_sleep_referral", "sleep_study_referral", US,
     "REFERRAL FOR POLYSOMNOGRAPHY - {sleep}\nPatient: {first} {last}   DOB [[date_of_birth:dob_v70]]\nAddress: [[address:addr_ia_v70]]\nCell: [[phone:phone_ia_v70]]   "
     "E-mail: [[email:email_v70]]\nInsurance: {plan}, member [[member_id:plan_member_v70]]\nCommercial driver (DOT medical card expires in ((30||45||60)) days); "
     "owns the truck, plate [[vehicle_id:plate_ia_v70]]. STOP-BANG ((5||6||7))/8, Epworth ((14||16||18)). Neck 18 in. Please expedite split-night study."),
    ("b70_hearing_aid_rx", "hearing_aid_prescription", US,
     "HEARING AID PRESCRIPTION / MEDICAL CLEARANCE\nPatient: {first} {last}\nDate of birth: [[date_of_birth:dob_v70]]\nAddress: [[address:addr_ia_v70]]\nPhone: [[phone:phone_ia_v70]]\n"
     "Chart: [[record_number:mrn_v70]]\nOtoscopy normal. No red-flag conditions (no drainage, no sudden loss, no asymmetry). Cleared for ((receiver-in-canal||behind-the-ear)) aids, "
     "both ears. {own_md}"),
    ("b70_warranty_reg", "hearing_aid_warranty_registration", US,
     "Product registration - extend your hearing aid warranty\nName: {first} {last}\nE-mail: [[email:email_v70]]\nPhone: [[phone:phone_ia_v70]]\nMailing address: [[address:addr_ia_v70]]\n"
     "Extended warranty (2 years) paid with card [[card:card_v70]]\nPurchased at: {aud}\nShare your story (optional): [[url:url_v70]]\nSubmitted {iso_ts} from [[ip_address:ip_v70]]"),
    ("b70_noise_claim", "noise_deafness_claim", US,
     "IOWA WORKERS' COMPENSATION - FIRST REPORT, OCCUPATIONAL HEARING LOSS\nEmployee: {first} {last}   SSN: [[ssn:ssn_v70]]   DOB: [[date_of_birth:dob_v70]]\n"
     "Home address: [[address:addr_ia_v70]]   Phone: [[phone:phone_ia_v70]]\nCarrier claim no. [[record_number:wc_claim_v70]]\nWeekly benefits by direct deposit: [[bank_account:account_us_v70]]\n"
     "Exposure: ((stamping press line||grain dryer and hammer mill||foundry shake-out||tractor assembly)), about ((22||28||31)) years. Audiogram by {own_aud} shows a 4 kHz notch in both ears."),
    ("b70_inquest_note", "inquest_note", US,
     "MEDICAL EXAMINER - CASE NOTE\nCase [[record_number:case_v70]]\nDecedent: {first} {last}   DOB: [[date_of_birth:dob_v70]]   Date of death: [[date_of_death:dod_v70]]\n"
     "Residence: [[address:addr_ia_v70]]\nHistory: tonsillectomy on day ((minus 6||minus 7||minus 8)) for recurrent tonsillitis; secondary haemorrhage at home overnight. "
     "Reported by the family ({first2} {last2}). Autopsy: aspiration of blood; tonsillar fossa bleeding point. Manner: ((accident||natural)); complication of therapy."),
    ("b70_school_letter", "school_hearing_screening_letter", US,
     "{screen}\n\n{first2} {last2}\n[[address:addr_ia_v70]]\n\nDear {first2},\n\nYour child {first} (born [[date_of_birth:dob_v70]], student ID [[record_number:student_v70]]) "
     "did not pass the hearing screening at school on {dos} in the ((right ear||left ear||both ears)). This is common and often caused by fluid after a cold. Please book a "
     "check with your doctor or an audiologist within 4 weeks. Our nurse will call you on [[phone:phone_ia_v70]] or e-mail [[email:email_parent_v70]] if we do not hear back.\n\n{own_rn}"),
    ("b70_portal_message", "patient_portal_message", US,
     "Message via the {ci} patient portal\nFrom: {first2} {last2} <[[email:email_parent_v70]]>\nSent {iso_ts} from [[ip_address:ip_v70]]\n"
     "Hi, my ((mother||father)) {first} {last} (DOB [[date_of_birth:dob_v70]]) was activated last week. The processor keeps dropping the connection. Our fundraiser "
     "page for the second side is [[url:url_v70]] if the team want to see the videos. I paid the copay with [[card:card_v70]] - can you confirm? Best number [[phone:phone_ia_v70]]."),
    ("b70_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v70]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_plain_v70]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v70]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v70]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v70]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v70]]\"}]}"),
    ("b70_fhir_observation", "fhir_export", US,
     "{\"resourceType\": \"Observation\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-mbi\", "
     "\"value\": \"[[member_id:mbi_v70]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v70]]\", "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain_v70]]\"}]}], \"status\": \"final\", \"code\": {\"coding\": [{\"system\": \"http://loinc.org\", "
     "\"code\": \"89016-0\", \"display\": \"Audiogram panel\"}]}, \"subject\": {\"reference\": \"#p1\"}, \"valueQuantity\": {\"value\": ((45||55||65)), \"unit\": \"dB HL\"}}"),
    ("b70_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|AUDBASE|LHA|EHR|CRENT|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v70]]^^^LHA^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v70]]|{sex}|||"
     "[[address:addr_hl7_v70]]||[[phone:phone_hl7_v70]]||||||[[ssn:ssn_plain_v70]]\nOBR|1||{fivedig}|92557^COMPREHENSIVE AUDIOMETRY^CPT|||{hl7_ts}\n"
     "OBX|1|NM|PTA-R^Pure tone average right^L||((35||45||60))|dB HL|||||F\nOBX|2|NM|PTA-L^Pure tone average left^L||((40||50||65))|dB HL|||||F"),
    ("b70_screening_csv", "csv_export", US,
     "school,grade,student_id,last,first,dob,result_right,result_left,parent_phone,parent_email\n((Kennedy Elementary||Garfield Elementary||Hoover Middle)),((K||1||3)),"
     "[[record_number:student_v70]],{last},{first},[[date_of_birth:dob_us_v70]],refer,pass,[[phone:phone_ia_v70]],[[email:email_parent_v70]]\n# {screen} roster {iso_ts} - contains PHI"),
    ("b70_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*CEDARRIVERENT  *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*CEDARRIVERENT*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{ent}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:plan_member_plain_v70]]~\nN3*[[address:addr_x12_v70]]~\nDMG*D8*[[date_of_birth:dob_compact_v70]]*{sex}~\n"
     "CLM*{fivedig}*{fee}***11:B:1*Y*A*Y*Y~\nHI*ABK:((H9013||H903||J3501||G4733))~\nSV1*HC:((92557||31231||42826))*{fee}*UN*1***1~\nSE*16*{four_digits}~"),
    # ---- the Netherlands
    ("b70_nl_verwijzing", "netherlands_form", NL,
     "VERWIJSBRIEF AUDIOLOGISCH CENTRUM\nAan: {nl_partner}\nPatiënt: {first} {last}\nGeboortedatum: [[date_of_birth:dob_v70]]\nBSN: [[national_id:bsn_v70]]\n"
     "Adres: [[address:addr_nl_v70]]\nTelefoon: [[phone:phone_nl_v70]]   E-mail: [[email:email_v70]]\nZorgverzekeraar: ((Zilveren Kruis||CZ||VGZ||Menzis)), polisnummer [[member_id:zvw_v70]]\n"
     "Vraagstelling: ((progressief gehoorverlies beiderzijds||eenzijdig oorsuizen links, graag MRI-indicatie||evaluatie voor cochleair implantaat)). Met collegiale groet, huisarts {first3} {last3}"),
    ("b70_nl_hoortoestel", "netherlands_form", NL,
     "AANKOOPFORMULIER HOORTOESTELLEN\nNaam: {first} {last}\nBSN: [[national_id:bsn_v70]]\nGeboren: [[date_of_birth:dob_v70]]\nAdres: [[address:addr_nl_v70]]\n"
     "Mobiel: [[phone:phone_nl_v70]]\nEigen bijdrage via automatische incasso van rekening [[bank_account:account_nl_v70]] t.n.v. {first} {last}\n"
     "Legitimatie: paspoort [[national_id:passport_nl_v70]]\nToestel: ((Phonak Audéo||Oticon Intent||Signia Pure)), beide oren. Handtekening ______"),
    ("b70_nl_web", "netherlands_form", NL,
     "Online afspraak maken - {nl_partner}\nNaam: {first} {last}\nE-mailadres: [[email:email_v70]]\nTelefoonnummer: [[phone:phone_nl_v70]]\nAanbetaling met [[card:card_v70]]\n"
     "Mijn blog over slechthorendheid: [[url:url_v70]]\nVerstuurd op {iso_ts} vanaf [[ip_address:ip_v70]]\nOpmerking: ((graag een afspraak in de ochtend||ik ben doof aan één kant, liever geen telefoon))"),
    # ---- Belgium (Flanders)
    ("b70_be_ci_aanvraag", "belgium_form", BE,
     "AANVRAAG TEGEMOETKOMING COCHLEAIR IMPLANTAAT\nRijksregisternummer: [[national_id:rrn_be_v70]]\nNaam en voornaam: {last} {first}\nGeboortedatum: [[date_of_birth:dob_v70]]\n"
     "Adres: [[address:addr_be_v70]]\nTelefoon/gsm: [[phone:phone_be_v70]]\nZiekenfonds: ((CM||Vlaams & Neutraal Ziekenfonds||Helan)), aansluitingsnummer [[member_id:mutualiteit_v70]]\n"
     "Terugbetaling op rekening [[bank_account:account_be_v70]]\nAanvragend arts: {be_director}, {be_partner}"),
    ("b70_be_operatieverslag", "belgium_form", BE,
     "OPERATIEVERSLAG - dienst NKO, {be_partner}\nPatiënt: {first} {last}   Patiëntnummer: [[record_number:patient_v70]]\nGeboortedatum: [[date_of_birth:dob_v70]]   "
     "INSZ: [[national_id:rrn_be_v70]]\nAdres: [[address:addr_be_v70]]\nIngreep: ((tonsillectomie volgens Sluder||adenotomie en trommelvliesbuisjes||septoplastiek)). "
     "Verloop zonder verwikkelingen. Ontslag dezelfde dag; controle binnen 10 dagen. Telefoon patiënt: [[phone:phone_be_v70]]."),
    # ---- Denmark
    ("b70_dk_henvisning", "denmark_form", DK,
     "HENVISNING TIL SØVNUNDERSØGELSE\nModtager: {dk_partner}\nCPR-nr.: [[national_id:cpr_v70]]\nNavn: {first} {last}\nAdresse: [[address:addr_dk_v70]]\nTlf.: [[phone:phone_dk_v70]]\n"
     "E-mail: [[email:email_v70]]\nErhverv: ((lastbilchauffør||buschauffør||taxichauffør)); bilens reg.nr. [[vehicle_id:plate_dk_v70]]. Snorken, vejrtrækningspauser og "
     "dagtræthed (Epworth ((13||15||17))). Ønskes vurderet for søvnapnø af hensyn til kørekort. Venlig hilsen, praktiserende læge {first3} {last3}"),
    ("b70_dk_tilskud", "denmark_form", DK,
     "ANSØGNING OM TILSKUD TIL HØREAPPARAT\nNavn: {first} {last}\nCPR-nummer: [[national_id:cpr_v70]]\nFødselsdato: [[date_of_birth:dob_elder_v70]] ([[age_over_89:age_elder_v70]])\n"
     "Adresse: [[address:addr_dk_v70]]\nTelefon: [[phone:phone_dk_v70]]\nTilskud udbetales til NemKonto: [[bank_account:account_dk_v70]]\n"
     "Pårørende: {first2} {last2}. Leverandør: {dk_partner}. Underskrift ______"),
    # ---- Iceland
    ("b70_is_heyrn", "iceland_form", IS,
     "BEIÐNI UM HEYRNARMÆLINGU\n{is_partner}\nNafn: {first} {last}\nKennitala: [[national_id:kennitala_v70]]\nHeimilisfang: [[address:addr_is_v70]]\nSími: [[phone:phone_is_v70]]\n"
     "Netfang: [[email:email_v70]]\nEndurgreiðsla inn á reikning: [[bank_account:account_is_v70]]\nÁstæða: ((eyrnasuð og heyrnarskerðing||endurmat heyrnartækja||svimi og suð í hægra eyra))."),
    ("b70_is_web", "iceland_form", IS,
     "Vefpöntun - rafhlöður og fylgihlutir\nNafn: {first} {last}\nKennitala: [[national_id:kennitala_v70]]\nNetfang: [[email:email_v70]]\nGreitt með korti [[card:card_v70]]\n"
     "Síðan mín: [[url:url_v70]]\nSent {iso_ts} frá [[ip_address:ip_v70]]\nAfhending: sótt í {is_partner}"),
    # ---- Estonia
    ("b70_ee_tagastus", "estonia_form", EE,
     "ABIVAHENDI TAGASTAMINE SEOSES KASUTAJA SURMAGA\nKasutaja: {first} {last}\nIsikukood: [[national_id:isikukood_v70]]\nSurmakuupäev: [[date_of_death:dod_v70]]\n"
     "Elukoht: [[address:addr_ee_v70]]\nTagastaja: {first2} {last2}, tel [[phone:phone_ee_v70]]\nTagatisraha tagastada kontole [[bank_account:account_ee_v70]]\n"
     "Tagastatud: ((kaks kuuldeaparaati||kuuldeaparaat ja laadija||CPAP-aparaat koos maskiga)). Vastu võttis {ee_partner}."),
    ("b70_ee_saatekiri", "estonia_form", EE,
     "SAATEKIRI - kõrva-nina-kurguarst\nPatsient: {first} {last}\nIsikukood: [[national_id:isikukood_v70]]\nSünniaeg: [[date_of_birth:dob_v70]]\nAadress: [[address:addr_ee_v70]]\n"
     "Telefon: [[phone:phone_ee_v70]]\nKaebus: korduvad peapöörituse hood, ((viimane roolis||viimane tööl)). Sõiduki reg. nr [[vehicle_id:plate_ee_v70]] - juhtimisõiguse küsimus. "
     "Palun {ee_partner} vestibulaarne uuring."),
    # ---- Latvia
    ("b70_lv_iesniegums", "latvia_form", LV,
     "IESNIEGUMS DZIRDES APARĀTA IEGĀDEI\nVārds, uzvārds: {first} {last}\nPersonas kods: [[national_id:personas_kods_v70]]\nDzimšanas datums: [[date_of_birth:dob_v70]]\n"
     "Adrese: [[address:addr_lv_v70]]\nTālrunis: [[phone:phone_lv_v70]]\nE-pasts: [[email:email_v70]]\nKonts kompensācijas pārskaitīšanai: [[bank_account:account_lv_v70]]\n"
     "Pase Nr. [[national_id:passport_lv_v70]]\nIesniegts {lv_partner}."),
    ("b70_lv_web", "latvia_form", LV,
     "Tiešsaistes pieteikums - {lv_partner}\nVārds: {first} {last}\nPersonas kods: [[national_id:personas_kods_v70]]\nE-pasts: [[email:email_v70]]\nSamaksāts ar karti [[card:card_v70]]\n"
     "Mans profils: [[url:url_v70]]\nNosūtīts {iso_ts} no [[ip_address:ip_v70]]"),
    # ---- Lithuania
    ("b70_lt_siuntimas", "lithuania_form", LT,
     "SIUNTIMAS KONSULTACIJAI (forma E027)\nPacientas: {first} {last}\nAsmens kodas: [[national_id:asmens_kodas_v70]]\nGimimo data: [[date_of_birth:dob_elder_v70]], amžius [[age_over_89:age_elder_v70]]\n"
     "Adresas: [[address:addr_lt_v70]]\nTel. [[phone:phone_lt_v70]]\nPaso Nr. [[national_id:passport_lt_v70]]\nDiagnozė: ((H91.1 presbiakuzija||H81.1 gerybinis paroksizminis svaigulys)). "
     "Siunčiama į {lt_partner}."),
    ("b70_lt_kompensacija", "lithuania_form", LT,
     "PRAŠYMAS KOMPENSUOTI KLAUSOS APARATĄ\nVardas, pavardė: {first} {last}\nAsmens kodas: [[national_id:asmens_kodas_v70]]\nAdresas: [[address:addr_lt_v70]]\n"
     "Telefonas: [[phone:phone_lt_v70]]\nEl. paštas: [[email:email_v70]]\nKompensaciją pervesti į sąskaitą [[bank_account:account_lt_v70]]\nAutomobilio valst. Nr. (neįgaliojo parkavimo kortelei) "
     "[[vehicle_id:plate_lt_v70]]\nData {lt_date}"),
]


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
            if "_elder_v70" in body:
                _birth(draw, 1926, 1935)  # the nonagenarian's birth date, before any number built on it
            elif template_id in ("b70_school_letter", "b70_screening_csv"):
                _birth(draw, 2012, 2020)  # a schoolchild
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind70-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
