"""A fifty-third blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind53.py [--seed 55551] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind51.py,
seeds 4141 to 53531) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-second set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b53_" or "b53c_"). Identifier-free genres, all from refugee and immigrant health: refugee-health programme capacity
reports (a table, a CSV, a JSON, a Ukrainian one), panel-physician and civil-surgeon fee schedules (US, a CSV,
Georgian, Armenian, Azerbaijani and Nepali ones in their currencies), immigration medical exam requirement summaries
(vaccines by age, IGRA and chest X-ray rules; US, a JSON, Russian, Nepali), interpreter-service rosters (staff only; a
table, a CSV, a Ukrainian one), resettlement-agency clinic calendars (a table, an iCalendar file, an Azerbaijani
one), humanitarian clinic supply inventories (a table, a CSV, an XML, an X12 850 order), TB screening programme
statistics of arrivals (counts by country of origin; a table, a CSV, a JSON, a Georgian one), vaccination catch-up
schedules (US, Russian, Armenian, Nepali, a FHIR PlanDefinition), community health worker training calendars (a
table, a CSV, a Nepali one), language-access policy documents (a policy, a FAQ, a Ukrainian one), notices in other
locales (ru_RU and uk_UA in Cyrillic, ka_GE in Georgian script, hy_AM in Armenian script, az_AZ, ne_NP in
Devanagari), an HL7 MFN^M01 vaccine master, an X12 999, an arrivals CSV, a plan's coverage summary and a state
programme's XML report. Carrying genres: immigration medical exam forms (I-693 style, US and Russian, an online
booking), refugee health screening notes (US, Ukrainian, Nepali), TB follow-up letters (US, Georgian, Russian),
interpreter-assisted visit notes (US, Armenian, Azerbaijani), vaccination record transcriptions (US, Russian,
Nepali), asylum medical affidavits (US, Russian, Azerbaijani), resettlement-agency referral forms (US, Ukrainian),
humanitarian parole health attestations (US, Russian), family reunification medical letters (US, Armenian,
Georgian), an Azerbaijani panel-clinic booking, plus a FHIR Immunization with its patient, an HL7 VXU^V04, a
screening CSV and an X12 834 enrolment.

Most identifier values come from this module's own printings (the `*_v53` slots): US SSNs in several printings,
A-Numbers (alien registration numbers, eight or nine digits, "A" before them or not), I-94 admission numbers (the
eleven-character form with its letter, the older all-digit one), Pennsylvania Medical Assistance recipient numbers,
clinic chart and screening numbers; Russian SNILS (the mod 101 check number) and INN (both check digits of the
twelve-digit personal INN), Russian internal and foreign passports and OMS policy numbers; Ukrainian ID-card,
passport and RNOKPP numbers (the weighted check digit); Georgian personal numbers and passports, Armenian social card
numbers and passports, Azerbaijani FIN codes and ID cards, Nepali citizenship certificate numbers (district, year,
serial; Western or Devanagari digits) and passports; a Russian twenty-digit account with its BIC (the account's key
digit computed with the BIC), Georgian, Azerbaijani and Ukrainian IBANs (mod 97 check digits) and US
routing-and-account pairs; Visa and Mir numbers with Luhn; dates in Russian and Ukrainian (genitive month names, "г."
and "р."), Georgian ("1987 წლის 14 მარტი"), Armenian (genitive months, "թ."), Azerbaijani and Nepali (Devanagari
digits) with month names, and US orders; Russian, Ukrainian, Georgian, Armenian, Azerbaijani, Nepali and
Pennsylvania address layouts; the six countries' and Pennsylvania's phone numbers in their national and
international printings; number plates of Pennsylvania, Georgia and Azerbaijan; e-mails written against scrapers;
public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a fundraiser, a Telegram channel, a
profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Pennsylvania refugee health centre, its
civil-surgeon office, a resettlement agency, a language-access office, a county TB control programme, a community
health worker institute and a health plan on fictional 555-01xx lines, and partner panel clinics in Russia, Ukraine,
Georgia, Armenia, Azerbaijan and Nepal on fictional lines) and the organisations' own printed identifiers (the plan's
payer ID, RxBIN, PCN and group, the centre's NPIs, its EIN); the people it names are the organisations' own staff,
never a patient, arrival, applicant or member, and the ages it gives are under 90 (age bands, vaccine ages).

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

SEED = 55551
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "ru_RU", "uk_UA", "ka_GE", "hy_AM", "az_AZ", "ne_NP")
# US forms name their arrivals in Latin letters: a pool of transliterated names stands beside Faker's locales.
OWN_NAME_LOCALES = ("xx_LATN",)

CENTER_NAME = "Susquehanna Refugee Health Center"
CS_NAME = "Conestoga Civil Surgeon Associates"
AGENCY_NAME = "Red Rose Welcome Resettlement Services"
LANG_NAME = "Pequea Language Access Office"
TB_NAME = "Octoraro County TB Control Program"
CHW_NAME = "Chiques Creek Community Health Worker Institute"
PLAN_NAME = "Conewago Family Health Plan"
RU_PARTNER = "Медицинский центр «Северное сияние» (панельный врач)"
UA_PARTNER = "Медичний центр «Дніпровська гавань»"
GE_PARTNER = "სამედიცინო ცენტრი „მტკვრის ნაპირი“"
AM_PARTNER = "«Արարատյան հովիտ» բժշկական կենտրոն"
AZ_PARTNER = "Xəzər Sahili Tibb Mərkəzi"
NP_PARTNER = "बागमती प्यानल मेडिकल क्लिनिक"
ORGANISATION_CONTACTS = [
    "(717) 555-0181",                                                  # 0 health centre front desk
    "(717) 555-0182",                                                  # 1 health centre fax
    "415 Conestoga Landing Drive, Lancaster, PA 17602",                # 2 health centre address
    "intake@susquehannarhc.org",                                       # 3
    "https://www.susquehannarhc.org",                                  # 4
    "billing@susquehannarhc.org",                                      # 5
    "(717) 555-0183",                                                  # 6 civil surgeon office
    "exams@conestogacivilsurgeon.com",                                 # 7
    "(717) 555-0184",                                                  # 8 resettlement agency
    "referrals@redrosewelcome.org",                                    # 9
    "https://www.redrosewelcome.org",                                  # 10
    "(717) 555-0185",                                                  # 11 language access office
    "interpreters@pequealanguage.org",                                 # 12
    "(717) 555-0186",                                                  # 13 TB control programme
    "tbcontrol@octoraroctb.org",                                       # 14
    "(717) 555-0187",                                                  # 15 CHW institute
    "training@chiquescreekchw.org",                                    # 16
    "1-866-555-0188",                                                  # 17 health plan member services
    "providers@conewagofhp.com",                                       # 18
    "https://www.conewagofhp.com",                                     # 19
    "220 Mill Creek Commons, Suite 3, Lancaster, PA 17603",            # 20 resettlement agency address
    "edi@susquehannarhc.org",                                          # 21
    "PO Box 7712, Lancaster, PA 17604",                                # 22 TB programme mail
    "+7 495 555-01-53",                                                # 23 Russian partner (Moscow)
    "info@severnoe-siyanie-med.ru",                                    # 24
    "+380 44 555 0153",                                                # 25 Ukrainian partner (Kyiv)
    "info@dniprogavan-med.ua",                                         # 26
    "+995 32 255 01 53",                                               # 27 Georgian partner (Tbilisi)
    "info@mtkvarinapiri.ge",                                           # 28
    "+374 10 55 01 53",                                                # 29 Armenian partner (Yerevan)
    "info@araratvalleymed.am",                                         # 30
    "+994 12 555 01 53",                                               # 31 Azerbaijani partner (Baku)
    "info@xezersahilitibb.az",                                         # 32
    "+977 1 5550153",                                                  # 33 Nepali partner (Kathmandu)
    "info@bagmatipanelclinic.com.np",                                  # 34
]
ORG_EIN = "23-5319406"
PLAN_PAYER_ID = "CFHP53"
PLAN_RXBIN = "610853"
PLAN_PCN = "CFHPMA"
PLAN_GROUP = "PA5300RMA"
ORG_NPIS = (blind5._npi_of("153904172"), blind5._npi_of("178235061"), blind5._npi_of("162470938"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

MONTHS_V53 = {
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    "ru_nom": ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня", "листопада", "грудня"],
    "ka": ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"],
    "hy": ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի", "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"],
    "az": ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avqust", "sentyabr", "oktyabr", "noyabr", "dekabr"],
    "ne": ["जनवरी", "फेब्रुअरी", "मार्च", "अप्रिल", "मे", "जुन", "जुलाई", "अगस्ट", "सेप्टेम्बर", "अक्टोबर", "नोभेम्बर", "डिसेम्बर"],
}
_NE_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


class _NamePool:
    """Arrivals' names as US forms print them (transliterated), drawn from a seeded generator."""

    FIRST = ["Oleksandr", "Olena", "Iryna", "Dmytro", "Nataliia", "Andrii", "Svitlana", "Sergei", "Anastasia", "Nikolai", "Giorgi", "Nino", "Tamar",
             "Levan", "Ani", "Aram", "Gayane", "Tigran", "Lusine", "Elvin", "Aysel", "Rashad", "Gunel", "Bishnu", "Sita", "Dil Maya", "Tek Bahadur",
             "Chandra", "Mariam", "Yusuf"]
    LAST = ["Kovalenko", "Shevchenko", "Bondarenko", "Tkachuk", "Melnyk", "Volkov", "Smirnova", "Kuznetsov", "Beridze", "Kapanadze", "Gelashvili",
            "Tsiklauri", "Hakobyan", "Petrosyan", "Grigoryan", "Sargsyan", "Mammadov", "Aliyeva", "Huseynov", "Guliyev", "Gurung", "Rai", "Tamang",
            "Ghimire", "Subba", "Adhikari", "Chhetri", "Magar"]

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def first_name(self) -> str:
        return self.rng.choice(self.FIRST)

    def last_name(self) -> str:
        return self.rng.choice(self.LAST)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"ru_RU": "RU", "uk_UA": "UA", "ka_GE": "GE", "hy_AM": "AM", "az_AZ": "AZ", "ne_NP": "NP"}


def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0153, 018x)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0153", "018")):
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


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the language prints it: its order, its month names (genitive where the language declines them), its digits."""
    d, m, y = day.day, day.month, day.year
    if country == "RU":
        mon = MONTHS_V53["ru"][m - 1]
        return draw.pick([f"{d} {mon} {y} г.", f"{d:02d}.{m:02d}.{y}", f"«{d:02d}» {mon} {y} г.", f"{d} {mon} {y}", f"{d:02d}.{m:02d}.{y} г.",
                          f"{d:02d} {mon} {y}г."])
    if country == "UA":
        mon = MONTHS_V53["uk"][m - 1]
        return draw.pick([f"{d} {mon} {y} р.", f"{d:02d}.{m:02d}.{y}", f"{d} {mon} {y} року", f"{d:02d}.{m:02d}.{y} р."])
    if country == "GE":
        mon = MONTHS_V53["ka"][m - 1]
        return draw.pick([f"{y} წლის {d} {mon}", f"{d} {mon}, {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}/{m:02d}/{y}"])
    if country == "AM":
        mon = MONTHS_V53["hy"][m - 1]
        return draw.pick([f"{d} {mon} {y} թ.", f"{y} թ. {mon} {d}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y} թ."])
    if country == "AZ":
        mon = MONTHS_V53["az"][m - 1]
        return draw.pick([f"{d} {mon} {y}", f"{d:02d}.{m:02d}.{y}", f"{d} {mon} {y} il", f"{d:02d} {mon.capitalize()} {y}"])
    if country == "NP":
        mon = MONTHS_V53["ne"][m - 1]
        return draw.pick([f"{d} {mon} {y}".translate(_NE_DIGITS), f"{y}-{m:02d}-{d:02d}".translate(_NE_DIGITS), f"{y}/{m:02d}/{d:02d}",
                          f"{d} {mon}, {y}", f"{y}-{m:02d}-{d:02d}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m}/{d}/{y % 100:02d}", f"{y}-{m:02d}-{d:02d}", f"{d} {month[:3]} {y}", f"{d:02d}-{month[:3].upper()}-{y}"])


def _date_words(draw: Draw, day: dt.date) -> str:
    return _date_in(draw, day, _country(draw))


def dob_v53(draw: Draw) -> str:
    """An adult's date of birth in the text's language."""
    return _date_words(draw, _birth(draw, 1956, 2005))


def dob_us_v53(draw: Draw) -> str:
    """The date of birth as the US form prints it (an arrival's, in a US order)."""
    return _date_in(draw, _birth(draw, 1956, 2005), "US")


def dob_child_v53(draw: Draw) -> str:
    """A child's date of birth (2010-2023): catch-up vaccination records."""
    return _date_words(draw, _birth(draw, 2010, 2023))


def dob_iso_v53(draw: Draw) -> str:
    return _birth(draw, 1956, 2005).isoformat()


def dob_compact_v53(draw: Draw) -> str:
    return _birth(draw, 1956, 2005).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2019, 1, 1).toordinal(), dt.date(2025, 12, 31).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v53(draw: Draw) -> str:
    """The death of a relative (a spouse, a brother): the event an affidavit or a reunification letter rests on."""
    return _date_words(draw, _death_day(draw))


def dod_us_v53(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), "US")


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "RU":
        word = "год" if age % 10 == 1 and age != 111 else "года" if age % 10 in (2, 3, 4) else "лет"
        return draw.pick([f"{age} {word}", f"возраст {age}", f"{age} {word} от роду"])
    if country == "UA":
        return draw.pick([f"{age} років", f"вік {age}", f"{age} р."])
    if country == "GE":
        return draw.pick([f"{age} წლის", f"ასაკი {age}"])
    if country == "AM":
        return draw.pick([f"{age} տարեկան", f"{age} տ."])
    if country == "AZ":
        return draw.pick([f"{age} yaş", f"{age} yaşında"])
    if country == "NP":
        return draw.pick([f"{age} वर्ष".translate(_NE_DIGITS), f"{age} वर्षकी", f"उमेर {age}".translate(_NE_DIGITS)])
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = "ninety" + (f"-{words[age % 10]}" if age % 10 else "") if age < 100 else "a hundred"
    return draw.pick([f"{age}", f"{age} y/o", f"aged {age}", f"{age}-year-old", spelled, f"{age} yrs", f"{age}yo"])


def age_v53(draw: Draw) -> str:
    """An elderly relative's or patient's age over 89 (the text's person's birth date is untouched)."""
    return _age_words(draw, draw.rng.randint(90, 101))


def age_us_v53(draw: Draw) -> str:
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    age = draw.rng.randint(90, 99)
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", "ninety" + (f"-{words[age % 10]}" if age % 10 else ""), f"{age}yo", f"{age} years old"])


# ---- United States (Pennsylvania) ---------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v53(draw: Draw) -> str:
    """A US SSN as forms, letters and notes print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]} - {v[3:5]} - {v[5:]}", f"{v[:5]}-{v[5:]}"])


def ssn_plain_v53(draw: Draw) -> str:
    return _ssn_value(draw)


def _a_digits(draw: Draw) -> str:
    if "_anum" not in draw.cache:
        draw.cache["_anum"] = draw.pick(["0", "2", "2", "2"]) + draw.digits(8)
    return draw.cache["_anum"]


def anum_v53(draw: Draw) -> str:
    """An A-Number (alien registration number): A and nine digits (older ones eight, printed with a leading zero or not)."""
    v = _a_digits(draw)
    short = v.lstrip("0")
    return draw.pick([f"A{v}", f"A-{v[:3]}-{v[3:6]}-{v[6:]}", f"A {v[:3]} {v[3:6]} {v[6:]}", f"A# {v}", v, f"A{short}", f"{v[:3]}-{v[3:6]}-{v[6:]}",
                      f"A-{v}"])


def anum_plain_v53(draw: Draw) -> str:
    return _a_digits(draw)


def i94_v53(draw: Draw) -> str:
    """An I-94 admission number: nine digits, a letter, a digit (since 2013), or the older eleven digits."""
    if draw.rng.random() < 0.75:
        v = f"{draw.digits(9, True)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(1)}"
    else:
        v = draw.digits(11, True)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", v.lower() if not v.isdigit() else v])


def medicaid_v53(draw: Draw) -> str:
    """A Pennsylvania Medical Assistance recipient number (ten digits) or a Conewago member ID."""
    return draw.pick([draw.digits(10, True), f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(4)}", f"CFH{draw.digits(9, True)}",
                      f"CFH-{draw.digits(9, True)}-0{draw.rng.randint(1, 4)}", f"{draw.digits(10, True)}"])


def medicaid_plain_v53(draw: Draw) -> str:
    return f"CFH{draw.digits(9, True)}0{draw.rng.randint(1, 4)}"


def mrn_v53(draw: Draw) -> str:
    """A chart number of the text's clinic."""
    country = _country(draw)
    if country == "RU":
        return draw.pick([f"№ {draw.digits(6, True)}/{draw.rng.randint(24, 26)}", f"{draw.digits(7, True)}"])
    if country == "UA":
        return draw.pick([f"№ {draw.digits(5, True)}", f"МК-{draw.digits(6, True)}"])
    if country in ("GE", "AM", "AZ", "NP"):
        return draw.pick([f"{draw.digits(6, True)}", f"{country}-{draw.rng.randint(2024, 2026)}-{draw.digits(5, True)}"])
    return draw.pick([f"SRH{draw.digits(7)}", f"{draw.digits(8, True)}", f"MRN {draw.digits(3, True)}-{draw.digits(4)}", f"R{draw.digits(7, True)}",
                      f"SRH-{draw.digits(6, True)}"])


def mrn_plain_v53(draw: Draw) -> str:
    return f"SRH{draw.digits(7)}"


def case_v53(draw: Draw) -> str:
    """A resettlement case or screening number of the text's agency."""
    return draw.pick([f"RRW-{draw.rng.randint(2024, 2026)}-{draw.digits(5, True)}", f"LAN{draw.digits(7, True)}", f"Case #{draw.digits(6, True)}",
                      f"TB-{draw.digits(6, True)}"])


def account_us_v53(draw: Draw) -> str:
    """A Pennsylvania checking account with its routing number (one span)."""
    routing = draw.pick(["031300012", "031302955", "031309123", "031312738", "043000096"])
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing} / account {account}", f"ABA {routing}, acct {account}", f"{routing} {account}", f"RTN {routing} ACCT {account}"])


_PA_TOWNS = [("Lancaster", "17602"), ("Lancaster", "17603"), ("Lancaster", "17601"), ("Columbia", "17512"), ("Ephrata", "17522"), ("Lititz", "17543"),
             ("Elizabethtown", "17022"), ("Millersville", "17551"), ("Manheim", "17545"), ("Harrisburg", "17104"), ("York", "17401"), ("Reading", "19602"),
             ("Lebanon", "17042"), ("Mount Joy", "17552"), ("Strasburg", "17579")]
_PA_STREETS = ["N Queen St", "S Prince St", "E King St", "W Orange St", "New Holland Ave", "Manor St", "Columbia Ave", "Fremont St", "S Duke St",
               "Harrisburg Ave", "Fruitville Pike", "Lincoln Hwy E", "Church St", "Marietta Ave", "Hershey Ave", "Locust St"]


def addr_pa_v53(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_PA_TOWNS)
    street = f"{rng.randint(2, 2900)} {draw.pick(_PA_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 30)}", f" Apt {draw.letters(1, 'ABCD')}{rng.randint(1, 9)}", f" #{rng.randint(2, 40)}", f", Fl {rng.randint(2, 3)}"])
    return draw.pick([f"{street}{unit}, {town}, PA {zip_code}", f"{street}{unit}\n{town}, PA {zip_code}", f"{street}{unit}, {town} PA {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, PA {zip_code}", f"{street}{unit}, {town}, Pennsylvania {zip_code}"])


def phone_pa_v53(draw: Draw) -> str:
    area = draw.pick(["717", "717", "717", "223", "267", "484", "610", "570"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"1-{area}-{exchange}-{line}", f"({area}) {exchange}-{line} x{draw.rng.randint(2, 45)}", f"{area}{exchange}{line}", f"{area} {exchange} {line}"])


def addr_hl7_v53(draw: Draw) -> str:
    town, zip_code = draw.pick(_PA_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_PA_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^PA^{zip_code}^USA^H"


def addr_fhir_v53(draw: Draw) -> str:
    """A Pennsylvania address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_PA_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_PA_STREETS)}\"], \"city\": \"{town}\", \"state\": \"PA\", \"postalCode\": \"{zip_code}"


def addr_x12_v53(draw: Draw) -> str:
    """A Pennsylvania address as an X12 N3 and N4 segment pair (one span)."""
    town, zip_code = draw.pick(_PA_TOWNS)
    return f"{draw.rng.randint(2, 2900)} {draw.pick(_PA_STREETS).upper()}~\nN4*{town.upper()}*PA*{zip_code}{draw.digits(4)}"


def zip_v53(draw: Draw) -> str:
    return draw.pick(_PA_TOWNS)[1]


def phone_e164_v53(draw: Draw) -> str:
    return f"+1{draw.pick(['717', '223'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v53(draw: Draw) -> tuple[str, str, str]:
    """An HL7 XTN: use and equipment codes, then the area code and the number in their components (the span is the number's part)."""
    return "^PRN^PH^^1^", f"{draw.pick(['717', '223'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def phone_x12_v53(draw: Draw) -> str:
    return f"{draw.pick(['717', '223'])}{_us_exchange(draw)}{draw.digits(4)}"


def plate_pa_v53(draw: Draw) -> str:
    """A Pennsylvania passenger plate (three letters, four digits)."""
    v = f"{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"PA {v[:3]}-{v[3:]}"])


# ---- Russia -------------------------------------------------------------------------------------------------------
def _snils_check(body: str) -> str:
    total = sum(int(ch) * (9 - i) for i, ch in enumerate(body))
    while total > 101:
        total %= 101
    return "00" if total in (100, 101) else f"{total:02d}"


def snils_v53(draw: Draw) -> str:
    """A Russian SNILS: nine digits and the two check digits (weights 9..1, mod 101), printed XXX-XXX-XXX YY."""
    body = str(draw.rng.randint(1, 9)) + draw.digits(8)
    v = body + _snils_check(body)
    return draw.pick([f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}", f"{v[:3]}-{v[3:6]}-{v[6:9]} {v[9:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:9]}-{v[9:]}"])


_INN_W1 = (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
_INN_W2 = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)


def inn_v53(draw: Draw) -> str:
    """A Russian personal INN: region, inspection, serial and the two check digits (weighted, mod 11, mod 10)."""
    body = draw.pick(["77", "50", "78", "66", "16", "61", "23", "54"]) + draw.digits(2) + draw.digits(6)
    first = sum(int(ch) * w for ch, w in zip(body, _INN_W1)) % 11 % 10
    body += str(first)
    second = sum(int(ch) * w for ch, w in zip(body, _INN_W2)) % 11 % 10
    return body + str(second)


def ru_passport_v53(draw: Draw) -> str:
    """A Russian internal passport (series of four, number of six) or a foreign biometric one (two and seven)."""
    if draw.rng.random() < 0.6:
        series, number = f"{draw.digits(2, True)}{draw.rng.randint(0, 24):02d}", draw.digits(6, True)
        return draw.pick([f"{series[:2]} {series[2:]} {number}", f"{series} {number}", f"серия {series} № {number}", f"{series}{number}"])
    series, number = draw.pick(["75", "76", "77"]), draw.digits(7, True)
    return draw.pick([f"{series} {number}", f"{series}{number}", f"{series} № {number}"])


def oms_v53(draw: Draw) -> str:
    """A Russian OMS (compulsory health insurance) policy number, sixteen digits."""
    v = draw.digits(16, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}", v])


def _bic_account(draw: Draw) -> tuple[str, str]:
    """A personal rouble account (40817810...) with the key digit computed with its bank's BIC."""
    bic = draw.pick(["044525225", "044525974", "044525593", "044030653", "046577964", "045004641"])
    raw = "40817810" + "0" + draw.digits(11)
    weights = (7, 1, 3) * 8
    total = sum((int(ch) * w) % 10 for ch, w in zip(bic[-3:] + raw, weights))
    key = (total % 10 * 3) % 10
    return bic, raw[:8] + str(key) + raw[9:]


def ru_account_v53(draw: Draw) -> str:
    """A Russian bank account with its BIC, one span: the way a refund request prints them."""
    bic, account = _bic_account(draw)
    return draw.pick([f"р/с {account}, БИК {bic}", f"счёт {account} в банке с БИК {bic}", f"БИК {bic}, счёт получателя {account}", f"{account} (БИК {bic})"])


_RU_PLACES = [("Москва", "1175"), ("Санкт-Петербург", "1960"), ("Екатеринбург", "6200"), ("Казань", "4200"), ("Новосибирск", "6300"),
              ("Нижний Новгород", "6030"), ("Краснодар", "3500"), ("Самара", "4430")]
_RU_STREETS = ["ул. Профсоюзная", "ул. Ленина", "пр-т Мира", "ул. Садовая", "Невский пр-т", "ул. Гагарина", "ул. Пушкина", "ул. Малышева", "наб. Фонтанки"]


def addr_ru_v53(draw: Draw) -> str:
    city, pre = draw.pick(_RU_PLACES)
    index = pre + draw.digits(2)
    street, house, flat = draw.pick(_RU_STREETS), draw.rng.randint(1, 190), draw.rng.randint(1, 320)
    corp = draw.pick(["", f", корп. {draw.rng.randint(1, 4)}", f", стр. {draw.rng.randint(1, 3)}"])
    return draw.pick([f"{index}, г. {city}, {street}, д. {house}{corp}, кв. {flat}", f"г. {city}, {street}, д. {house}{corp}, кв. {flat}, {index}",
                      f"{city}, {street} {house}-{flat}", f"{index}, Россия, г. {city},\n{street}, д. {house}, кв. {flat}"])


def phone_ru_v53(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre, r = draw.pick(["916", "925", "903", "905", "926", "977", "999", "921", "912"]), _sub(draw, 7)
        return draw.pick([f"+7 {pre} {r[:3]}-{r[3:5]}-{r[5:]}", f"8 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"8-{pre}-{r[:3]}-{r[3:5]}-{r[5:]}", f"+7{pre}{r}",
                          f"8{pre}{r}", f"+7 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])
    pre, r = draw.pick(["495", "499", "812", "343"]), _sub(draw, 7)
    return draw.pick([f"+7 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"8 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])


# ---- Ukraine ------------------------------------------------------------------------------------------------------
def rnokpp_v53(draw: Draw) -> str:
    """A Ukrainian RNOKPP (taxpayer number): days since 31.12.1899, a serial with the sex digit, the weighted check digit."""
    born = _birth(draw, 1956, 2005)
    days = (born - dt.date(1899, 12, 31)).days
    sex = draw.pick(["1", "3", "5", "7", "9"]) if _sex(draw) == "M" else draw.pick(["0", "2", "4", "6", "8"])
    body = f"{days:05d}{draw.digits(3)}{sex}"
    weights = (-1, 5, 7, 9, 4, 6, 10, 5, 7)
    check = sum(int(ch) * w for ch, w in zip(body, weights)) % 11 % 10
    return body + str(check)


def ua_passport_v53(draw: Draw) -> str:
    """A Ukrainian ID card (nine digits), a foreign passport (two letters, six digits) or an old booklet (two Cyrillic letters, six digits)."""
    return draw.pick([draw.digits(9, True), f"{draw.pick(['FX', 'FY', 'GA', 'GB', 'EX', 'FF'])}{draw.digits(6, True)}",
                      f"{draw.pick(['ЕН', 'КА', 'МЕ', 'СО', 'ТТ'])} {draw.digits(6, True)}", f"№ {draw.digits(9, True)}"])


def iban_of(country: str, bban: str) -> str:
    """An IBAN with its mod 97 check digits."""
    moved = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in moved)
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def iban_ua_v53(draw: Draw) -> str:
    """A Ukrainian IBAN: a six-digit bank code (MFO) and a nineteen-digit account."""
    iban = iban_of("UA", draw.pick(["305299", "322001", "300346", "351005", "320649"]) + "00000" + draw.digits(14, True))
    return draw.pick([iban, _groups(iban), iban])


_UA_PLACES = [("Київ", "0"), ("Харків", "61"), ("Одеса", "65"), ("Дніпро", "49"), ("Львів", "79"), ("Запоріжжя", "69"), ("Миколаїв", "54")]
_UA_STREETS = ["вул. Хрещатик", "вул. Сумська", "просп. Науки", "вул. Дерибасівська", "вул. Шевченка", "просп. Перемоги", "вул. Городоцька", "вул. Соборна"]


def addr_ua_v53(draw: Draw) -> str:
    city, pre = draw.pick(_UA_PLACES)
    index = (pre + draw.digits(5 - len(pre))) if pre != "0" else "0" + draw.digits(4)
    street, house, flat = draw.pick(_UA_STREETS), draw.rng.randint(1, 160), draw.rng.randint(1, 240)
    return draw.pick([f"{street}, буд. {house}, кв. {flat}, м. {city}, {index}", f"{index}, м. {city}, {street}, {house}, кв. {flat}",
                      f"м. {city}, {street} {house}/{flat}", f"{street}, {house}, кв. {flat}\n{city}, Україна, {index}"])


def phone_ua_v53(draw: Draw) -> str:
    pre, r = draw.pick(["50", "66", "67", "68", "63", "73", "93", "95", "96", "97", "98", "99"]), _sub(draw, 7)
    return draw.pick([f"+380 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"(0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"+380{pre}{r}",
                      f"0{pre}{r}", f"+38 (0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])


# ---- Georgia ------------------------------------------------------------------------------------------------------
def ge_pn_v53(draw: Draw) -> str:
    """A Georgian personal number: eleven digits (the region's leading pair, a serial)."""
    v = draw.pick(["01", "01", "35", "60", "61", "12", "33", "59"]) + draw.digits(9)
    return draw.pick([v, v, v, f"{v[:3]} {v[3:7]} {v[7:]}"])


def ge_passport_v53(draw: Draw) -> str:
    """A Georgian passport: two digits, two letters, five digits."""
    v = f"{draw.digits(2, True)}{draw.letters(2, 'ABCDEFGHIJKLMNOPRSTUVWXYZ')}{draw.digits(5)}"
    return draw.pick([v, v, f"{v[:2]} {v[2:4]} {v[4:]}"])


def iban_ge_v53(draw: Draw) -> str:
    """A Georgian IBAN: a two-letter bank code and sixteen digits."""
    iban = iban_of("GE", draw.pick(["TB", "BG", "LB", "PC", "CD"]) + draw.digits(16))
    return draw.pick([iban, _groups(iban), iban])


_GE_PLACES = [("თბილისი", "01"), ("ქუთაისი", "46"), ("ბათუმი", "60"), ("რუსთავი", "37"), ("გორი", "14"), ("ზუგდიდი", "21")]
_GE_STREETS = ["ვაჟა-ფშაველას გამზ.", "ჭავჭავაძის გამზ.", "რუსთაველის ქ.", "წერეთლის გამზ.", "აღმაშენებლის გამზ.", "ქავთარაძის ქ.", "გორგასლის ქ."]


def addr_ge_v53(draw: Draw) -> str:
    city, pre = draw.pick(_GE_PLACES)
    street, house, flat = draw.pick(_GE_STREETS), draw.rng.randint(1, 120), draw.rng.randint(1, 90)
    index = pre + draw.digits(2)
    return draw.pick([f"{city}, {street} N{house}, ბინა {flat}", f"ქ. {city}, {street} {house}, ბ. {flat}, {index}",
                      f"{street} {house}, ბინა {flat}\n{index} {city}, საქართველო", f"{city} {index}, {street} #{house}"])


def phone_ge_v53(draw: Draw) -> str:
    pre, r = draw.pick(["599", "591", "593", "595", "597", "598", "577", "571", "568"]), _sub(draw, 6)
    if draw.rng.random() < 0.15:
        r = "2" + _sub(draw, 6)
        return draw.pick([f"+995 32 {r[:3]} {r[3:5]} {r[5:]}", f"(032) {r[:3]} {r[3:5]} {r[5:]}"])
    return draw.pick([f"+995 {pre} {r[:2]} {r[2:4]} {r[4:]}", f"{pre} {r[:2]} {r[2:4]} {r[4:]}", f"{pre}{r}", f"(+995) {pre}-{r[:3]}-{r[3:]}",
                      f"+995{pre}{r}", f"{pre} {r[:3]} {r[3:]}"])


def plate_ge_v53(draw: Draw) -> str:
    v = f"{draw.letters(2, 'ABCDEFGHIJKLMNOPRSTUVWXYZ')}-{draw.digits(3)}-{draw.letters(2, 'ABCDEFGHIJKLMNOPRSTUVWXYZ')}"
    return draw.pick([v, v.replace("-", ""), v.replace("-", " ")])


# ---- Armenia ------------------------------------------------------------------------------------------------------
def am_ssn_v53(draw: Draw) -> str:
    """An Armenian social card (public service) number: ten digits."""
    v = draw.digits(10, True)
    return draw.pick([v, v, f"{v[:4]} {v[4:]}"])


def am_passport_v53(draw: Draw) -> str:
    """An Armenian passport (two letters, seven digits) or ID card (nine digits)."""
    return draw.pick([f"{draw.pick(['AN', 'AP', 'AR', 'AT', 'AU'])}{draw.digits(7)}", f"{draw.pick(['AN', 'AP', 'AR'])} {draw.digits(7)}", draw.digits(9, True)])


_AM_PLACES = [("Երևան", "00"), ("Գյումրի", "31"), ("Վանաձոր", "20"), ("Աբովյան", "22"), ("Էջմիածին", "11"), ("Հրազդան", "23")]
_AM_STREETS = ["Կոմիտասի պող.", "Մաշտոցի պող.", "Բաղրամյան պող.", "Արշակունյաց պող.", "Տիգրան Մեծի փ.", "Աբովյան փ.", "Ծովակալ Իսակովի պող."]


def addr_am_v53(draw: Draw) -> str:
    city, pre = draw.pick(_AM_PLACES)
    street, house, flat = draw.pick(_AM_STREETS), draw.rng.randint(1, 140), draw.rng.randint(1, 120)
    index = pre + draw.digits(2)
    return draw.pick([f"ք. {city}, {street} {house}, բն. {flat}, {index}", f"{index}, ՀՀ, ք. {city}, {street} {house}, բն. {flat}",
                      f"{city}, {street} {house}/{flat}", f"{street} {house} շ., բն. {flat}\n{city} {index}, Հայաստան"])


def phone_am_v53(draw: Draw) -> str:
    pre, r = draw.pick(["91", "93", "94", "95", "96", "98", "99", "77", "55", "43", "41"]), _sub(draw, 6)
    return draw.pick([f"+374 {pre} {r}", f"0{pre} {r[:2]}-{r[2:4]}-{r[4:]}", f"(0{pre}) {r}", f"+374 ({pre}) {r[:2]}-{r[2:4]}-{r[4:]}", f"+374{pre}{r}",
                      f"0{pre}{r}"])


# ---- Azerbaijan ---------------------------------------------------------------------------------------------------
_FIN_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def fin_v53(draw: Draw) -> str:
    """An Azerbaijani FIN (personal identification) code: seven letters and digits, printed on the ID card."""
    while True:
        v = "".join(draw.pick(list(_FIN_ALPHABET)) for _ in range(7))
        if any(ch.isdigit() for ch in v) and any(ch.isalpha() for ch in v):
            return v


def az_idcard_v53(draw: Draw) -> str:
    """An Azerbaijani ID card (AA and seven digits, or AZE and eight) or a passport (C and eight digits)."""
    return draw.pick([f"AA{draw.digits(7, True)}", f"AZE{draw.digits(8, True)}", f"C{draw.digits(8, True)}", f"AA {draw.digits(7, True)}"])


def iban_az_v53(draw: Draw) -> str:
    """An Azerbaijani IBAN: a four-letter bank code and twenty characters."""
    iban = iban_of("AZ", draw.pick(["NABZ", "IBAZ", "PAHA", "KAPZ", "AIIB"]) + "0000000" + draw.digits(13, True))
    return draw.pick([iban, _groups(iban), iban])


_AZ_PLACES = [("Bakı", "Nəsimi", "AZ10"), ("Bakı", "Yasamal", "AZ10"), ("Bakı", "Nərimanov", "AZ10"), ("Bakı", "Xətai", "AZ10"), ("Gəncə", "Kəpəz", "AZ20"),
              ("Sumqayıt", "", "AZ50"), ("Lənkəran", "", "AZ42")]
_AZ_STREETS = ["Azadlıq prospekti", "Nizami küçəsi", "Füzuli küçəsi", "Həsən bəy Zərdabi prospekti", "Təbriz küçəsi", "Atatürk prospekti", "Şərifzadə küçəsi"]


def addr_az_v53(draw: Draw) -> str:
    city, district, pre = draw.pick(_AZ_PLACES)
    street, house, flat = draw.pick(_AZ_STREETS), draw.rng.randint(1, 180), draw.rng.randint(1, 160)
    index = pre + draw.digits(2)
    rayon = f"{district} rayonu, " if district else ""
    return draw.pick([f"{index}, {city} şəhəri, {rayon}{street}, ev {house}, mənzil {flat}", f"{city} ş., {street} {house}, m. {flat}",
                      f"{street}, ev {house}, mənzil {flat}\n{index} {city}, Azərbaycan", f"{city}, {rayon}{street} {house}/{flat}"])


def phone_az_v53(draw: Draw) -> str:
    pre, r = draw.pick(["50", "51", "55", "70", "77", "99", "10"]), _sub(draw, 7)
    return draw.pick([f"+994 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"(0{pre}) {r[:3]}-{r[3:5]}-{r[5:]}", f"+994{pre}{r}",
                      f"0{pre}-{r[:3]}-{r[3:5]}-{r[5:]}"])


def plate_az_v53(draw: Draw) -> str:
    v = f"{draw.pick(['10', '90', '77', '99', '20'])}-{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVXYZ')}-{draw.digits(3)}"
    return draw.pick([v, v.replace("-", " "), v])


# ---- Nepal --------------------------------------------------------------------------------------------------------
def np_citizenship_v53(draw: Draw) -> str:
    """A Nepali citizenship certificate number: district code, issuing year (Bikram Sambat), serial; Western or Devanagari digits."""
    district, year, serial = f"{draw.rng.randint(1, 77):02d}", f"{draw.rng.randint(40, 81):02d}", draw.digits(5, True)
    v = draw.pick([f"{district}-{draw.rng.randint(1, 3):02d}-{year}-{serial}", f"{district}-{year}-{serial}", f"{serial}/{year}", f"{district}{draw.rng.randint(1, 3):02d}{year}{serial}"])
    return v.translate(_NE_DIGITS) if draw.rng.random() < 0.4 else v


def np_passport_v53(draw: Draw) -> str:
    """A Nepali passport: PA and seven digits (e-passport) or eight digits (machine-readable)."""
    return draw.pick([f"PA{draw.digits(7, True)}", draw.digits(8, True), f"PA {draw.digits(7, True)}"])


_NP_PLACES = [("काठमाडौं महानगरपालिका", "काठमाडौं"), ("ललितपुर महानगरपालिका", "ललितपुर"), ("पोखरा महानगरपालिका", "कास्की"),
              ("दमक नगरपालिका", "झापा"), ("बिर्तामोड नगरपालिका", "झापा"), ("भरतपुर महानगरपालिका", "चितवन")]
_NP_TOLES = ["नयाँ बानेश्वर", "कोटेश्वर", "जावलाखेल", "लेकसाइड", "बालुवाटार", "चाबहिल", "कलंकी", "सुन्धारा"]


def addr_np_v53(draw: Draw) -> str:
    muni, district = draw.pick(_NP_PLACES)
    ward, tole, house = draw.rng.randint(1, 32), draw.pick(_NP_TOLES), draw.rng.randint(1, 900)
    v = draw.pick([f"{muni}-{ward}, {tole}, {district}", f"वडा नं. {ward}, {tole}, {muni}, {district} जिल्ला", f"घर नं. {house}, {tole}-{ward}, {district}",
                   f"{muni} वडा {ward}\n{tole}, {district}, नेपाल"])
    return v.translate(_NE_DIGITS) if draw.rng.random() < 0.6 else v


def phone_np_v53(draw: Draw) -> str:
    if draw.rng.random() < 0.85:
        pre, r = draw.pick(["984", "985", "986", "980", "981", "982", "974", "976"]), _sub(draw, 7)
        v = draw.pick([f"+977 {pre}{r}", f"{pre}{r}", f"{pre}-{r}", f"+977-{pre}-{r[:3]}-{r[3:]}", f"{pre} {r[:3]} {r[3:]}"])
    else:
        r = _sub(draw, 7)
        v = draw.pick([f"01-{r}", f"+977 1 {r}", f"०१-{r}"])
    return v.translate(_NE_DIGITS) if draw.rng.random() < 0.3 else v


# ---- by country, cards, e-mail, IP, URLs ---------------------------------------------------------------------------
def addr_v53(draw: Draw) -> str:
    """A home address in the layout of the text's country."""
    return {"RU": addr_ru_v53, "UA": addr_ua_v53, "GE": addr_ge_v53, "AM": addr_am_v53, "AZ": addr_az_v53, "NP": addr_np_v53}.get(_country(draw), addr_pa_v53)(draw)


def phone_v53(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"RU": phone_ru_v53, "UA": phone_ua_v53, "GE": phone_ge_v53, "AM": phone_am_v53, "AZ": phone_az_v53, "NP": phone_np_v53}.get(_country(draw), phone_pa_v53)(draw)


_ABROAD = [("ul. Profsoyuznaya", "kv.", "Moscow", "1172", "Russia"), ("vul. Khreshchatyk", "kv.", "Kyiv", "010", "Ukraine"),
           ("Vazha-Pshavela Ave", "apt", "Tbilisi", "01", "Georgia"), ("Komitas Ave", "apt", "Yerevan", "00", "Armenia"),
           ("Azadliq Ave", "apt", "Baku AZ", "10", "Azerbaijan"), ("Sumska St", "apt", "Kharkiv", "610", "Ukraine")]


def addr_abroad_v53(draw: Draw) -> str:
    """A relative's home abroad as an English letter writes it (transliterated street, flat, city and postcode, country)."""
    street, flat, city, pre, country = draw.pick(_ABROAD)
    code = pre + draw.digits((6 if country == "Russia" else 4 if country in ("Georgia", "Armenia", "Azerbaijan") else 5) - len(pre))
    house, unit = draw.rng.randint(1, 160), draw.rng.randint(1, 200)
    return draw.pick([f"{street} {house}, {flat} {unit}, {city} {code}, {country}", f"{house} {street}, {flat} {unit}\n{city} {code}\n{country}",
                      f"{street.upper()} {house}-{unit}, {city.upper()} {code}, {country.upper()}"])


def visa_v53(draw: Draw) -> str:
    """A Visa number (4, sixteen digits) with Luhn, printed in fours or whole."""
    body = "4" + draw.digits(14)
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def mir_v53(draw: Draw) -> str:
    """A Mir number (2200-2204, sixteen digits) with Luhn."""
    body = f"220{draw.rng.randint(0, 4)}" + draw.digits(11)
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v])


_EMAIL_DOMAINS = {"US": ["gmail.com", "yahoo.com", "outlook.com", "comcast.net", "icloud.com"], "RU": ["mail.ru", "yandex.ru", "gmail.com", "bk.ru", "rambler.ru"],
                  "UA": ["ukr.net", "gmail.com", "i.ua", "meta.ua"], "GE": ["gmail.com", "yahoo.com", "mail.ru"], "AM": ["gmail.com", "mail.ru", "yandex.ru"],
                  "AZ": ["gmail.com", "mail.ru", "box.az"], "NP": ["gmail.com", "yahoo.com", "hotmail.com"]}
_ROMAN = {"RU": (["ivan", "olga", "sergey", "natalya", "dmitry", "anna"], ["ivanov", "smirnova", "petrov", "volkova", "kozlov"]),
          "UA": (["oleksandr", "olena", "iryna", "andrii", "taras"], ["kovalenko", "shevchenko", "bondar", "tkachenko", "melnyk"]),
          "GE": (["giorgi", "nino", "levan", "tamar", "davit"], ["beridze", "kapanadze", "gelashvili", "lomidze"]),
          "AM": (["aram", "ani", "tigran", "lusine", "gor"], ["hakobyan", "petrosyan", "sargsyan", "grigoryan"]),
          "AZ": (["elvin", "aysel", "rashad", "gunel", "orkhan"], ["mammadov", "aliyeva", "huseynov", "guliyev"]),
          "NP": (["bishnu", "sita", "ram", "maya", "suman"], ["gurung", "rai", "tamang", "ghimire", "adhikari"]), "US": (["alex", "sam"], ["lee", "kim"])}


_TRANSLIT = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "е": "e", "ё": "e", "є": "ye", "ж": "zh", "з": "z", "и": "i", "і": "i",
                           "ї": "yi", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
                           "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
                           "ə": "e", "ı": "i", "ş": "sh", "ç": "ch", "ğ": "g", "ö": "o", "ü": "u"})


def _latin(name: str) -> str:
    """A name as its owner types it in an e-mail address: Cyrillic and Azerbaijani letters transliterated, the rest folded."""
    return (blind2.fold_ascii(name.lower().translate(_TRANSLIT)) or "").replace(" ", "").replace("'", "").replace("-", "")


def _local(draw: Draw, suffix: str = "") -> str:
    first, last = _latin(draw.fill("first" + suffix)), _latin(draw.fill("last" + suffix))
    if not first.isalpha() or not last.isalpha() or not first.isascii() or not last.isascii():
        firsts, lasts = _ROMAN[_country(draw)]
        key = "_roman" + suffix
        if key not in draw.cache:
            draw.cache[key] = (draw.pick(firsts), draw.pick(lasts))  # type: ignore[assignment]
        first, last = draw.cache[key]  # type: ignore[misc]
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                      f"{first}{draw.rng.randint(1956, 2005)}"])


def _email(draw: Draw, suffix: str, obfuscate: bool) -> str:
    country = _country(draw)
    local, domain = _local(draw, suffix), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.1:
        at, dot = {"RU": ("собака", "точка"), "UA": ("равлик", "крапка")}.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.18:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.24:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v53(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    return _email(draw, "", True)


def email_plain_v53(draw: Draw) -> str:
    return _email(draw, "", False)


def email_us_v53(draw: Draw) -> str:
    """The e-mail of the arrival named on a US form (Latin names)."""
    return _email(draw, "9", True)


_IP4 = {"US": [(24, 0, 255), (71, 56, 63), (98, 109, 116), (173, 59, 63)], "RU": [(95, 24, 31), (178, 64, 71), (188, 162, 163)],
        "UA": [(91, 196, 199), (176, 36, 39), (46, 96, 99)], "GE": [(94, 137, 137), (185, 115, 115), (212, 58, 58)],
        "AM": [(37, 252, 252), (46, 70, 71), (87, 241, 241)], "AZ": [(85, 132, 132), (94, 20, 20), (185, 81, 81)], "NP": [(103, 10, 11), (110, 44, 44), (27, 34, 34)]}
_IP6 = {"US": "2601:5c4", "RU": "2a00:1370", "UA": "2a02:2378", "GE": "2a0b:6b80", "AM": "2a00:cc80", "AZ": "2a01:5f60", "NP": "2400:1a00"}


def ip_v53(draw: Draw) -> str:
    """A public address of a home or mobile connection in the text's country (never private, shared, documentation or loopback)."""
    country = _country(draw)
    if draw.rng.random() < 0.25:
        prefix = _IP6[country]
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first, low, high = draw.pick(_IP4[country])
    return f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    local = _local(draw, suffix)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_v53(draw: Draw) -> str:
    """A person's own page: a fundraiser for the family, a Telegram channel, a profile."""
    return draw.pick([f"https://www.gofundme.com/f/help-the-{_slug(draw)}-family", f"https://t.me/{_slug(draw, '_')}", f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}",
                      f"https://vk.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}", f"https://www.instagram.com/{_slug(draw, '.')}/",
                      f"https://www.linkedin.com/in/{_slug(draw)}-{draw.digits(3, True)}"])


def url_us_v53(draw: Draw) -> str:
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw, '-', '9')}-family-reunion", f"https://www.facebook.com/{_slug(draw, '.', '9')}.{draw.rng.randint(1, 999)}",
                      f"https://t.me/{_slug(draw, '_', '9')}", f"https://www.linkedin.com/in/{_slug(draw, '-', '9')}-{draw.digits(3, True)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v53": dob_v53, "dob_us_v53": dob_us_v53, "dob_child_v53": dob_child_v53, "dob_iso_v53": dob_iso_v53, "dob_compact_v53": dob_compact_v53,
    "dod_v53": dod_v53, "dod_us_v53": dod_us_v53, "age_v53": age_v53, "age_us_v53": age_us_v53,
    "ssn_v53": ssn_v53, "ssn_plain_v53": ssn_plain_v53, "anum_v53": anum_v53, "anum_plain_v53": anum_plain_v53, "i94_v53": i94_v53,
    "medicaid_v53": medicaid_v53, "medicaid_plain_v53": medicaid_plain_v53, "mrn_v53": mrn_v53, "mrn_plain_v53": mrn_plain_v53, "case_v53": case_v53,
    "account_us_v53": account_us_v53, "addr_pa_v53": addr_pa_v53, "phone_pa_v53": phone_pa_v53, "addr_hl7_v53": addr_hl7_v53, "addr_fhir_v53": addr_fhir_v53,
    "addr_x12_v53": addr_x12_v53, "zip_v53": zip_v53, "phone_e164_v53": phone_e164_v53, "phone_hl7_v53": phone_hl7_v53, "phone_x12_v53": phone_x12_v53,
    "plate_pa_v53": plate_pa_v53, "snils_v53": snils_v53, "inn_v53": inn_v53, "ru_passport_v53": ru_passport_v53, "oms_v53": oms_v53,
    "ru_account_v53": ru_account_v53, "addr_ru_v53": addr_ru_v53, "phone_ru_v53": phone_ru_v53, "rnokpp_v53": rnokpp_v53, "ua_passport_v53": ua_passport_v53,
    "iban_ua_v53": iban_ua_v53, "ge_pn_v53": ge_pn_v53, "ge_passport_v53": ge_passport_v53, "iban_ge_v53": iban_ge_v53, "plate_ge_v53": plate_ge_v53,
    "am_ssn_v53": am_ssn_v53, "am_passport_v53": am_passport_v53, "fin_v53": fin_v53, "az_idcard_v53": az_idcard_v53, "iban_az_v53": iban_az_v53,
    "plate_az_v53": plate_az_v53, "np_citizenship_v53": np_citizenship_v53, "np_passport_v53": np_passport_v53,
    "addr_ge_v53": addr_ge_v53, "phone_ge_v53": phone_ge_v53, "addr_am_v53": addr_am_v53, "phone_am_v53": phone_am_v53, "addr_az_v53": addr_az_v53,
    "phone_ua_v53": phone_ua_v53, "addr_np_v53": addr_np_v53, "phone_np_v53": phone_np_v53,
    "addr_v53": addr_v53, "addr_abroad_v53": addr_abroad_v53, "phone_v53": phone_v53, "visa_v53": visa_v53, "mir_v53": mir_v53, "email_v53": email_v53, "email_plain_v53": email_plain_v53,
    "email_us_v53": email_us_v53, "ip_v53": ip_v53, "url_v53": url_v53, "url_us_v53": url_us_v53,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_ORIGINS = [("Ukraine", "UKR"), ("Afghanistan", "AFG"), ("Democratic Republic of the Congo", "COD"), ("Syria", "SYR"), ("Burma", "MMR"),
            ("Bhutan (via Nepal)", "BTN"), ("Georgia", "GEO"), ("Armenia", "ARM"), ("Azerbaijan", "AZE"), ("Russia", "RUS"), ("Guatemala", "GTM"),
            ("Venezuela", "VEN"), ("Eritrea", "ERI"), ("Somalia", "SOM"), ("Sudan", "SDN"), ("Haiti", "HTI")]


def _tb_row(d: Draw) -> str:
    country, _ = d.pick(_ORIGINS)
    n = d.rng.randint(12, 640)
    screened = n - d.rng.randint(0, n // 12)
    b1 = d.rng.randint(0, screened // 9)
    return f"{country} | {n} | {screened} | {b1} | {d.rng.randint(0, b1 // 2 + 1)} | {d.rng.randint(0, 3)}"


def _tb_csv_row(d: Draw) -> str:
    country, iso = d.pick(_ORIGINS)
    n = d.rng.randint(8, 500)
    return f"{d.pick(['2025Q3', '2025Q4', '2026Q1'])},{iso},{n},{n - d.rng.randint(0, n // 10)},{d.rng.randint(0, n // 8)},{d.rng.randint(0, n // 20)},{d.rng.randint(0, 2)}"


def _tb_json_row(d: Draw) -> str:
    country, iso = d.pick(_ORIGINS)
    n = d.rng.randint(8, 500)
    return (f"{{\"origin\": \"{iso}\", \"arrivals\": {n}, \"igraPositive\": {d.rng.randint(0, n // 5)}, \"classB1\": {d.rng.randint(0, n // 12)}, "
            f"\"ltbiTreatmentStarted\": {d.rng.randint(0, n // 8)}, \"activeTb\": {d.rng.randint(0, 2)}}}")


_KA_ORIGINS = ["უკრაინა", "ავღანეთი", "სირია", "სომხეთი", "აზერბაიჯანი", "რუსეთი", "ერაყი", "ირანი"]


def _ka_tb_row(d: Draw) -> str:
    n = d.rng.randint(10, 300)
    return f"{d.pick(_KA_ORIGINS)} | {n} | {d.rng.randint(0, n // 6)} | {d.rng.randint(0, n // 15)} | {d.rng.randint(0, 2)}"


_CAPACITY = [("Domestic medical screening (30-day)", 60, 240), ("Interpreter-assisted primary care visits", 200, 900), ("IGRA blood draws", 40, 220),
             ("Chest X-ray referrals", 10, 80), ("Catch-up vaccine visits", 80, 420), ("Behavioral health intake (RHS-15)", 20, 140),
             ("Dental screening", 30, 160), ("Women's health visits", 25, 150), ("Pediatric well-child visits", 50, 260), ("Lead testing (children 6 mo-16 y)", 15, 90)]


def _capacity_row(d: Draw) -> str:
    name, low, high = d.pick(_CAPACITY)
    cap = d.rng.randint(low, high)
    used = d.rng.randint(cap // 2, cap)
    return f"{name} | {cap} | {used} | {used * 100 // cap}% | {d.rng.randint(2, 28)} days"


def _capacity_csv_row(d: Draw) -> str:
    name, low, high = d.pick(_CAPACITY)
    cap = d.rng.randint(low, high)
    return f"\"{name}\",{cap},{d.rng.randint(cap // 2, cap)},{d.rng.randint(2, 28)},{d.rng.randint(0, 12)}"


def _capacity_json_row(d: Draw) -> str:
    name, low, high = d.pick(_CAPACITY)
    cap = d.rng.randint(low, high)
    return f"{{\"service\": \"{name}\", \"monthlySlots\": {cap}, \"booked\": {d.rng.randint(cap // 2, cap)}, \"medianWaitDays\": {d.rng.randint(2, 28)}}}"


_UK_CAPACITY = ["Первинний медичний огляд", "Аналізи на туберкульоз (IGRA)", "Щеплення за віком", "Консультація психолога", "Стоматологічний огляд",
                "Огляд педіатра", "Послуги перекладача"]


def _uk_capacity_row(d: Draw) -> str:
    cap = d.rng.randint(30, 400)
    return f"{d.pick(_UK_CAPACITY)} | {cap} | {d.rng.randint(cap // 2, cap)} | {d.rng.randint(2, 21)} дн."


_FEES = [("99202", "Civil surgeon exam, I-693 (history, physical, form completion)", 180, 320), ("86480", "TB IGRA (QuantiFERON-TB Gold Plus)", 65, 140),
         ("71046", "Chest X-ray, 2 views (when IGRA positive)", 75, 160), ("86762", "Rubella antibody titer", 35, 70), ("86765", "Measles antibody titer", 35, 70),
         ("86592", "Syphilis screen (RPR)", 18, 45), ("87491", "Gonorrhea NAAT (ages 18-24)", 45, 95), ("90707", "MMR vaccine, each dose", 95, 140),
         ("90715", "Tdap vaccine", 55, 90), ("90746", "Hepatitis B vaccine, adult dose", 65, 110), ("90716", "Varicella vaccine", 160, 220),
         ("90686", "Influenza vaccine, seasonal", 30, 55), ("90471", "Vaccine administration, first", 20, 35)]


def _fee_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FEES)
    return f"{code} | {name} | ${d.rng.randint(low, high)}.00 | {d.pick(['due at visit', 'due at visit', 'billed with form', 'waived for RMA enrollees'])}"


def _fee_csv_row(d: Draw) -> str:
    code, name, low, high = d.pick(_FEES)
    return f"{code},\"{name}\",{d.rng.randint(low, high)}.00,{d.pick(['USD'])},{d.pick(['Y', 'N'])}"


def _local_fee(names: list[str], low: int, high: int, unit: str) -> Callable[[Draw], str]:
    def make(d: Draw) -> str:
        return f"{d.pick(names)} | {d.rng.randint(low, high) // 5 * 5} {unit}"
    return make


_KA_FEES = ["სამედიცინო გასინჯვა (ზრდასრული)", "სამედიცინო გასინჯვა (ბავშვი)", "გულმკერდის რენტგენი", "IGRA ტესტი", "სიფილისის ტესტი",
            "MMR ვაქცინა", "Tdap ვაქცინა", "ჩუტყვავილას ვაქცინა", "ნახველის ანალიზი (ბაქტერიოსკოპია)"]
_HY_FEES = ["Բժշկական զննում (մեծահասակ)", "Բժշկական զննում (երեխա)", "Կրծքավանդակի ռենտգեն", "IGRA թեստ", "Սիֆիլիսի թեստ", "MMR պատվաստում",
            "Tdap պատվաստում", "Ջրծաղիկի պատվաստում"]
_AZ_FEES = ["Tibbi müayinə (böyüklər)", "Tibbi müayinə (uşaqlar)", "Döş qəfəsinin rentgeni", "IGRA testi", "Sifilis testi", "MMR peyvəndi", "Tdap peyvəndi",
            "Suçiçəyi peyvəndi", "Bəlğəm analizi"]
_NE_FEES = ["मेडिकल जाँच (वयस्क)", "मेडिकल जाँच (बालबालिका)", "छातीको एक्स-रे", "IGRA परीक्षण", "सिफिलिस परीक्षण", "MMR खोप", "Tdap खोप", "थुक परीक्षण"]

_VACCINES = [("MMR", "03", "12 months and older", "2 doses, 28 days apart"), ("Tdap/Td", "115", "7 years and older", "1 dose Tdap, then Td or Tdap every 10 years"),
             ("Polio (IPV)", "10", "through 17 years", "up to 4 doses"), ("Hepatitis B", "43", "through 18 years, and adults at risk", "3 doses (0, 1, 6 months)"),
             ("Varicella", "21", "12 months and older without evidence of immunity", "2 doses"), ("Hib", "17", "2-59 months", "1 to 4 doses by age"),
             ("Pneumococcal (PCV)", "215", "2-59 months; 65 and older", "by age and history"), ("Influenza", "150", "6 months and older, in season", "1 dose yearly"),
             ("COVID-19", "309", "not required since January 2025", "-"), ("Hepatitis A", "85", "12-23 months", "2 doses, 6 months apart"),
             ("Meningococcal (MenACWY)", "114", "11-18 years", "1 or 2 doses"), ("Rotavirus", "116", "6-32 weeks", "2 or 3 doses")]


def _vaccine_row(d: Draw) -> str:
    name, cvx, ages, doses = d.pick(_VACCINES)
    return f"{name} | CVX {cvx} | {ages} | {doses}"


def _vaccine_json_row(d: Draw) -> str:
    name, cvx, ages, doses = d.pick(_VACCINES)
    return f"{{\"vaccine\": \"{name}\", \"cvx\": \"{cvx}\", \"requiredFor\": \"{ages}\", \"series\": \"{doses}\"}}"


def _mfe_vaccine(d: Draw) -> str:
    name, cvx, _, _ = d.pick(_VACCINES)
    return f"MFE|MAD|{d.fill('ctrl')}{cvx}|{d.fill('hl7_ts')}|{cvx}^{name}^CVX\nZVX|{cvx}|{name.upper()}|{d.pick(['ACTIVE', 'ACTIVE', 'INACTIVE'])}|{d.fill('lot')}"


_CATCHUP = [("0-6 years", "DTaP, IPV, MMR, Hib, PCV, Hep B, varicella", "minimum intervals 4 weeks; MMR and varicella same day or 28 days apart"),
            ("7-10 years", "Tdap (first dose), IPV, MMR, Hep B, varicella", "Td or Tdap for remaining doses"),
            ("11-12 years", "Tdap, MenACWY, HPV, catch-up MMR, varicella, Hep B", "HPV 2 doses if started before age 15"),
            ("13-18 years", "Tdap, MenACWY, HPV, Hep B (2-dose adult formulation allowed 11-15)", "MenACWY booster at 16"),
            ("19-26 years", "Tdap, MMR (if no evidence), varicella, HPV, Hep B", "shared decision for HPV 27-45"),
            ("27-64 years", "Tdap, MMR (if born 1957 or later and no evidence), Hep B, influenza", "zoster from 50"),
            ("65 and older", "Td/Tdap, influenza, pneumococcal, zoster, RSV (75 and older or at risk)", "no MMR requirement")]


def _catchup_row(d: Draw) -> str:
    band, vaccines, note = d.pick(_CATCHUP)
    return f"{band} | {vaccines} | {note}"


_RU_CATCHUP = ["0–6 лет | АКДС, ИПВ, КПК, Hib, гепатит B | интервал не менее 4 недель", "7–17 лет | АДС-М, ИПВ, КПК, гепатит B, ветряная оспа | по схеме догоняющей вакцинации",
               "18–35 лет | АДС-М каждые 10 лет, корь (если нет данных) | одна доза КПК", "36–64 года | АДС-М, грипп ежегодно | по показаниям",
               "11–12 лет | Tdap, менингококковая, ВПЧ | ВПЧ — две дозы", "65 лет и старше | грипп, пневмококковая, АДС-М | по показаниям"]
_HY_CATCHUP = ["0–6 տարեկան | ԴԱՓ, պոլիո, ԿԿԽ, Hib, հեպատիտ B | նվազագույն միջակայք՝ 4 շաբաթ", "7–17 տարեկան | ԱԴՓ-մ, պոլիո, ԿԿԽ, հեպատիտ B | ըստ լրացուցիչ ժամանակացույցի",
               "18–64 տարեկան | ԱԴՓ-մ 10 տարին մեկ, ԿԿԽ (եթե տվյալ չկա) | գրիպ՝ ամեն տարի", "65 և ավելի | գրիպ, պնևմոկոկային | ըստ ցուցումների",
               "11–12 տարեկան | Tdap, ՄՊՎ | երկու դեղաչափ"]
_NE_CATCHUP = ["० – ६ वर्ष | DTaP, पोलियो, MMR, Hib, हेपाटाइटिस B | कम्तीमा ४ हप्ताको फरक", "७ – १७ वर्ष | Tdap, पोलियो, MMR, हेपाटाइटिस B | छुटेका मात्रा पूरा गर्ने",
               "१८ – ६४ वर्ष | Td/Tdap, MMR (प्रमाण नभए), इन्फ्लुएन्जा | हरेक वर्ष इन्फ्लुएन्जा", "६५ वर्ष माथि | इन्फ्लुएन्जा, न्युमोकोकल | चिकित्सकको सल्लाहमा",
               "११ – १२ वर्ष | Tdap, HPV | HPV दुई मात्रा"]

_INTERPRETERS = [("Halyna Voronenko-Blake", "Ukrainian, Russian", "CHI"), ("Tigran Abovyan-Clarke", "Armenian, Russian", "CMI"),
                 ("Nana Kobakhidze-Ross", "Georgian, Russian", "qualified"), ("Leyla Rzayeva-Hunt", "Azerbaijani, Turkish", "qualified"),
                 ("Prem Bahadur Lama-Weiss", "Nepali, Dzongkha", "CHI"), ("Zarmina Hotak-Reilly", "Dari, Pashto", "CMI"),
                 ("Jean-Paul Mukendi-Vance", "French, Lingala, Swahili", "CHI"), ("Rania Haddad-Moore", "Arabic", "CMI")]
STAFF = tuple(name for name, _, _ in _INTERPRETERS) + ("Dr. Marguerite Oyelowo-Strand, MD", "Dr. Ambrose Takahashi-Lenz, MD (civil surgeon)",
                                                    "Priscilla Achterberg-Nwosu, RN", "Desmond Okonkwo-Lindqvist, MPH")


def _interp_row(d: Draw) -> str:
    name, langs, cert = d.pick(_INTERPRETERS)
    return f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.pick(['8:00-12:00', '12:30-16:30', '8:00-16:30'])} | {name} | {langs} | {cert} | {d.pick(['on site', 'video', 'phone', 'on site'])}"


def _interp_csv_row(d: Draw) -> str:
    name, langs, cert = d.pick(_INTERPRETERS)
    return f"\"{name}\",\"{langs}\",{cert},{d.rng.randint(6, 40)},{d.pick(['onsite', 'vri', 'opi'])}"


_UK_INTERP = [("Галина Вороненко-Блейк", "українська, російська"), ("Тігран Абовян-Кларк", "вірменська, російська"), ("Нана Кобахідзе-Росс", "грузинська, російська")]


def _uk_interp_row(d: Draw) -> str:
    name, langs = d.pick(_UK_INTERP)
    return f"{d.pick(['пн', 'вт', 'ср', 'чт', 'пт'])} | {d.pick(['8:00–12:00', '12:30–16:30'])} | {name} | {langs} | {d.pick(['очно', 'відео', 'телефон'])}"


_CLINIC_EVENTS = ["Domestic screening clinic (new arrivals, by agency referral)", "IGRA draw and read-out day", "Catch-up vaccine clinic", "Women's health walk-in",
                  "Pediatric lead and hemoglobin screening", "Dental van at the agency office", "Medicaid enrollment help desk", "Eye screening with volunteer optometrists",
                  "Mental health orientation group (in Dari and Pashto)", "Cultural orientation: how to use urgent care"]


def _calendar_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.strftime('%a %b %d')} | {d.pick(['8:30-12:00', '13:00-16:00', '9:00-15:00'])} | {d.pick(_CLINIC_EVENTS)} | {d.pick(['Center, Room 2', 'Agency office', 'Mobile unit', 'Center, Room 4'])}"


def _ics_event(d: Draw) -> str:
    day = d.date_between(2026, 2026).strftime("%Y%m%d")
    start = d.rng.randint(8, 14)
    return (f"BEGIN:VEVENT\nUID:{d.fill('guid')[:8]}-{d.digits(4)}-rrw-health\nDTSTART:{day}T{start:02d}0000\nDTEND:{day}T{start + 3:02d}0000\n"
            f"SUMMARY:{d.pick(_CLINIC_EVENTS)}\nLOCATION:{AGENCY_NAME}\nEND:VEVENT")


_AZ_EVENTS = ["Yeni gələnlər üçün tibbi müayinə", "Peyvənd günü", "Vərəm testi (IGRA)", "Uşaq həkimi qəbulu", "Tibbi sığorta qeydiyyatı", "Stomatoloji müayinə"]


def _az_calendar_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day} {MONTHS_V53['az'][day.month - 1]} | {d.pick(['09:00-12:00', '13:00-16:00'])} | {d.pick(_AZ_EVENTS)}"


_SUPPLIES = [("Tuberculin syringes 1 mL, 27G", "box of 100", 4, 40), ("QuantiFERON-TB Gold Plus tube sets", "kit of 50", 2, 30),
             ("MMR II vaccine, 10 single-dose vials", "carton", 3, 25), ("Tdap vaccine, 10 prefilled syringes", "carton", 2, 20),
             ("Nitrile exam gloves, medium", "case of 1000", 2, 18), ("Surgical masks, level 2", "box of 50", 10, 90), ("N95 respirators, fit-tested sizes", "box of 20", 4, 40),
             ("Oral rehydration salts, WHO formula", "sachets x 100", 3, 30), ("Albendazole 400 mg (presumptive treatment)", "bottle of 100", 1, 12),
             ("Ivermectin 3 mg (presumptive treatment)", "bottle of 100", 1, 10), ("Prenatal vitamins", "bottle of 100", 5, 40), ("Hemoglobin cuvettes", "pack of 200", 2, 15),
             ("Lead test capillary kits", "pack of 48", 2, 16), ("Blood pressure cuffs, adult", "each", 2, 12), ("Sharps containers 2 gal", "each", 6, 40)]


def _supply_row(d: Draw) -> str:
    item, pack, low, high = d.pick(_SUPPLIES)
    on = d.rng.randint(low, high)
    return f"{item} | {pack} | {on} | {max(low, on // 2 + 1)} | lot {d.fill('lot')} | exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)}"


def _supply_csv_row(d: Draw) -> str:
    item, pack, low, high = d.pick(_SUPPLIES)
    return f"\"{item}\",\"{pack}\",{d.rng.randint(low, high)},{low},{d.letters(1)}{d.digits(6)},{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d}"


def _supply_xml_row(d: Draw) -> str:
    item, pack, low, high = d.pick(_SUPPLIES)
    return f"  <Item description=\"{item}\" sku=\"SRH-{d.digits(5, True)}\" unit=\"{pack}\" onHand=\"{d.rng.randint(low, high)}\" par=\"{low}\" expires=\"{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d}\"/>"


def _po_line(d: Draw) -> str:
    item, pack, low, high = d.pick(_SUPPLIES)
    return f"PO1*{d.rng.randint(1, 99)}*{d.rng.randint(1, 12)}*CA*{d.rng.randint(18, 900)}.{d.digits(2)}**VP*{d.letters(2)}{d.digits(5)}~\nPID*F****{item.upper()}~"


_CHW_SESSIONS = ["Core CHW skills: outreach and home visits", "Trauma-informed communication", "Navigating Medical Assistance and CHIP", "TB basics for community workers",
                 "Immunization schedules and reminders", "Working with interpreters", "Maternal and newborn health in new arrivals", "Chronic disease: diabetes and hypertension",
                 "Mental health first aid", "Documentation and confidentiality (HIPAA)"]


def _chw_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.strftime('%b %d')} | {d.pick(_CHW_SESSIONS)} | {d.rng.randint(3, 8)} h | {d.pick(['Desmond Okonkwo-Lindqvist, MPH', 'Priscilla Achterberg-Nwosu, RN', 'Dr. Marguerite Oyelowo-Strand, MD'])} | {d.rng.randint(8, 30)} seats"


def _chw_csv_row(d: Draw) -> str:
    return f"CHW-{d.rng.randint(100, 499)},\"{d.pick(_CHW_SESSIONS)}\",{d.date_between(2026, 2026).isoformat()},{d.rng.randint(3, 8)},{d.rng.randint(8, 30)},{d.rng.randint(0, 30)}"


_NE_CHW = ["समुदाय स्वास्थ्य कार्यकर्ताको आधारभूत तालिम", "क्षयरोग सम्बन्धी जानकारी", "खोप तालिका र सम्झना", "मानसिक स्वास्थ्य प्राथमिक उपचार", "मातृ तथा नवजात शिशु स्वास्थ्य",
           "दोभाषेसँग काम गर्ने तरिका"]


def _ne_chw_row(d: Draw) -> str:
    day = d.date_between(2026, 2026)
    return f"{day.day} {MONTHS_V53['ne'][day.month - 1]} | {d.pick(_NE_CHW)} | {d.rng.randint(3, 8)} घण्टा".translate(_NE_DIGITS)


def _arrivals_csv_row(d: Draw) -> str:
    country, iso = d.pick(_ORIGINS)
    return f"{d.pick(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},{iso},{d.pick(['refugee', 'SIV', 'parolee (U4U)', 'asylee', 'CHNV parolee'])},{d.rng.randint(1, 140)},{d.rng.randint(0, 60)}"


def _report_xml_row(d: Draw) -> str:
    name, low, high = d.pick(_CAPACITY)
    return f"  <Measure name=\"{name}\" numerator=\"{d.rng.randint(low // 2, low)}\" denominator=\"{d.rng.randint(low, high)}\" period=\"{d.fill('quarter')}\"/>"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, revised, a session) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "ru":
            return f"{dd} {MONTHS_V53['ru'][m - 1]} {y} г."
        if lang == "uk":
            return f"{dd} {MONTHS_V53['uk'][m - 1]} {y} р."
        if lang == "ka":
            return f"{y} წლის {dd} {MONTHS_V53['ka'][m - 1]}"
        if lang == "hy":
            return f"{y} թ. {MONTHS_V53['hy'][m - 1]} {dd}"
        if lang == "az":
            return f"{dd} {MONTHS_V53['az'][m - 1]} {y}"
        if lang == "ne":
            return f"{dd} {MONTHS_V53['ne'][m - 1]} {y}".translate(_NE_DIGITS)
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "center": CENTER_NAME, "center_upper": CENTER_NAME.upper(), "cs_own": CS_NAME, "agency": AGENCY_NAME, "lang_office": LANG_NAME, "tb_own": TB_NAME,
    "chw_own": CHW_NAME, "plan_own": PLAN_NAME, "ru_partner": RU_PARTNER, "ua_partner": UA_PARTNER, "ge_partner": GE_PARTNER, "am_partner": AM_PARTNER,
    "az_partner": AZ_PARTNER, "np_partner": NP_PARTNER,
    "center_phone": ORGANISATION_CONTACTS[0], "center_fax": ORGANISATION_CONTACTS[1], "center_addr": ORGANISATION_CONTACTS[2], "center_email": ORGANISATION_CONTACTS[3],
    "center_web": ORGANISATION_CONTACTS[4], "center_billing": ORGANISATION_CONTACTS[5], "cs_phone": ORGANISATION_CONTACTS[6], "cs_email": ORGANISATION_CONTACTS[7],
    "agency_phone": ORGANISATION_CONTACTS[8], "agency_email": ORGANISATION_CONTACTS[9], "agency_web": ORGANISATION_CONTACTS[10], "lang_phone": ORGANISATION_CONTACTS[11],
    "lang_email": ORGANISATION_CONTACTS[12], "tb_phone": ORGANISATION_CONTACTS[13], "tb_email": ORGANISATION_CONTACTS[14], "chw_phone": ORGANISATION_CONTACTS[15],
    "chw_email": ORGANISATION_CONTACTS[16], "plan_phone": ORGANISATION_CONTACTS[17], "plan_email": ORGANISATION_CONTACTS[18], "plan_web": ORGANISATION_CONTACTS[19],
    "agency_addr": ORGANISATION_CONTACTS[20], "center_edi": ORGANISATION_CONTACTS[21], "tb_box": ORGANISATION_CONTACTS[22],
    "ru_phone": ORGANISATION_CONTACTS[23], "ru_email": ORGANISATION_CONTACTS[24], "ua_phone": ORGANISATION_CONTACTS[25], "ua_email": ORGANISATION_CONTACTS[26],
    "ge_phone": ORGANISATION_CONTACTS[27], "ge_email": ORGANISATION_CONTACTS[28], "am_phone": ORGANISATION_CONTACTS[29], "am_email": ORGANISATION_CONTACTS[30],
    "az_phone": ORGANISATION_CONTACTS[31], "az_email": ORGANISATION_CONTACTS[32], "np_phone": ORGANISATION_CONTACTS[33], "np_email": ORGANISATION_CONTACTS[34],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN, "group_no": PLAN_GROUP,
    "own_md": "Dr. Marguerite Oyelowo-Strand, MD", "own_cs": "Dr. Ambrose Takahashi-Lenz, MD", "own_rn": "Priscilla Achterberg-Nwosu, RN",
    "own_mph": "Desmond Okonkwo-Lindqvist, MPH", "own_interp_uk": "Halyna Voronenko-Blake", "own_interp_hy": "Tigran Abovyan-Clarke",
    "own_interp_az": "Leyla Rzayeva-Hunt", "own_interp_ne": "Prem Bahadur Lama-Weiss",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "tb_table": _table(_tb_row, 8), "tb_csv": _rows(_tb_csv_row, 9, 11), "tb_json": _rows(_tb_json_row, 5, 24, ", "), "ka_tb_table": _table(_ka_tb_row, 5),
    "capacity_table": _table(_capacity_row, 7), "capacity_csv": _rows(_capacity_csv_row, 7, 18), "capacity_json": _rows(_capacity_json_row, 5, 30, ", "),
    "uk_capacity_table": _table(_uk_capacity_row, 5),
    "fee_table": _table(_fee_row, 8), "fee_csv": _rows(_fee_csv_row, 8, 5),
    "ka_fee_table": _table(_local_fee(_KA_FEES, 30, 420, "ლარი"), 6), "hy_fee_table": _table(_local_fee(_HY_FEES, 4000, 60000, "դրամ"), 6),
    "az_fee_table": _table(_local_fee(_AZ_FEES, 15, 260, "AZN"), 6), "ne_fee_table": _table(_local_fee(_NE_FEES, 900, 16000, "रुपैयाँ"), 6),
    "vaccine_table": _table(_vaccine_row, 8), "vaccine_json": _rows(_vaccine_json_row, 6, 20, ", "), "mfe_vaccines": _rows(_mfe_vaccine, 4, 30),
    "catchup_table": _table(_catchup_row, 6), "ru_catchup": _rows(lambda d: d.pick(_RU_CATCHUP), 4, 8), "hy_catchup": _rows(lambda d: d.pick(_HY_CATCHUP), 4, 8),
    "ne_catchup": _rows(lambda d: d.pick(_NE_CATCHUP), 4, 8),
    "interp_table": _rows(_interp_row, 6, 40), "interp_csv": _rows(_interp_csv_row, 6, 12), "uk_interp_table": _rows(_uk_interp_row, 5, 30),
    "calendar_table": _rows(_calendar_row, 6, 10), "ics_events": _rows(_ics_event, 3, 60), "az_calendar": _rows(_az_calendar_row, 5, 8),
    "supply_table": _table(_supply_row, 8), "supply_csv": _rows(_supply_csv_row, 8, 20), "supply_xml": _rows(_supply_xml_row, 6, 40), "po_lines": _rows(_po_line, 4, 12),
    "chw_table": _rows(_chw_row, 6, 6), "chw_csv": _rows(_chw_csv_row, 7, 7), "ne_chw_table": _rows(_ne_chw_row, 5, 8),
    "arrivals_csv": _rows(_arrivals_csv_row, 9, 12), "report_xml": _rows(_report_xml_row, 5, 40),
    "en_date": _month_date("en"), "ru_date": _month_date("ru"), "uk_date": _month_date("uk"), "ka_date": _month_date("ka"), "hy_date": _month_date("hy"),
    "az_date": _month_date("az"), "ne_date": _month_date("ne"),
    "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 9)}",
    "season": lambda d: str(d.rng.randint(2025, 2026)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "close_hour": lambda d: str(d.rng.randint(15, 18)),
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 9800):,}",
    "origin": lambda d: d.pick(_ORIGINS)[0],
    "cvx": lambda d: d.pick(["03", "115", "10", "43", "21", "150", "88"]),
    "rxa_vaccine": lambda d: d.pick(["03^MMR", "115^Tdap", "10^IPV", "43^Hep B, adult", "21^varicella", "150^influenza, injectable, quadrivalent"]),
    "igra_result": lambda d: d.pick(["positive (TB1-Nil 0.91 IU/mL)", "positive (TB2-Nil 2.40 IU/mL)", "negative", "indeterminate (mitogen low), repeated"]),
    "tb_class": lambda d: d.pick(["Class B1 TB, pulmonary", "Class B2 TB (LTBI evaluation)", "Class B1 TB, extrapulmonary", "no TB classification"]),
    "finding": lambda d: d.pick(["hypertension, newly noted", "dental caries", "iron-deficiency anemia (Hgb 10.4 g/dL)", "eosinophilia (AEC 780)",
                                 "vitamin D deficiency", "no acute findings", "latent TB infection", "hepatitis B surface antigen positive"]),
}

US = ("en_US",)
RU = ("ru_RU",)
UA = ("uk_UA",)
GE = ("ka_GE",)
AM = ("hy_AM",)
AZ = ("az_AZ",)
NP = ("ne_NP",)
OTHER_LOCALES = RU + UA + GE + AM + AZ + NP

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b53c_capacity_table", "refugee_health_capacity_report", US,
     "{center} - monthly capacity report, {en_date}\nService | Slots per month | Booked | Utilization | Median wait\n{capacity_table}\n"
     "Arrivals referred by {agency} are seen for the domestic screening within 30 days of arrival in ((11||12||13)) of 13 weeks this quarter. Questions: {center_phone}, {center_email}."),
    ("b53c_capacity_csv", "refugee_health_capacity_report", US,
     "service,monthly_slots,booked,median_wait_days,no_shows\n{capacity_csv}\n# {center} capacity extract v{version}, {iso_ts}; service counts only"),
    ("b53c_capacity_json", "refugee_health_capacity_report", US,
     "{\"site\": \"{center}\", \"npi\": \"{own_npi}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"services\": [{capacity_json}], \"contact\": \"{center_email}\"}"),
    ("b53c_capacity_uk", "refugee_health_capacity_report", UA,
     "{ua_partner}\nЗвіт про спроможність центру станом на {uk_date}\nПослуга | Місць на місяць | Зайнято | Середнє очікування\n{uk_capacity_table}\n"
     "Дані зведені, без персональної інформації. Контакти: {ua_phone}, {ua_email}"),
    ("b53c_fee_schedule", "panel_physician_fee_schedule", US,
     "{cs_own} - immigration medical exam fee schedule, effective {en_date}\nCPT | Service | Fee | Payment\n{fee_table}\n"
     "Form I-693 is completed and sealed by {own_cs}. Fees are the same for every applicant; vaccine fees apply only to doses the applicant lacks. "
     "Tax ID {org_ein}. Appointments: {cs_phone} or {cs_email}."),
    ("b53c_fee_csv", "panel_physician_fee_schedule", US,
     "cpt,service,fee,currency,rma_waived\n{fee_csv}\n# {cs_own} fee file, revision {version}; billing questions to {center_billing}"),
    ("b53c_fee_schedule_ka", "panel_physician_fee_schedule", GE,
     "{ge_partner}\nსამედიცინო გასინჯვის ტარიფები (აშშ-ის საიმიგრაციო პროცედურა), ძალაშია {ka_date}-დან\nმომსახურება | ფასი\n{ka_fee_table}\n"
     "გადახდა ხდება ვიზიტის დღეს. ჩაწერა: {ge_phone}, {ge_email}"),
    ("b53c_fee_schedule_hy", "panel_physician_fee_schedule", AM,
     "{am_partner}\nԻմիգրացիոն բժշկական զննման սակագներ, գործում են {hy_date}-ից\nԾառայություն | Գին\n{hy_fee_table}\n"
     "Վճարումը կատարվում է այցի օրը: Գրանցում՝ {am_phone}"),
    ("b53c_fee_schedule_az", "panel_physician_fee_schedule", AZ,
     "{az_partner}\nİmmiqrasiya tibbi müayinəsinin qiymətləri ({az_date} tarixindən qüvvədədir)\nXidmət | Qiymət\n{az_fee_table}\n"
     "Ödəniş müayinə günü aparılır. Qeydiyyat: {az_phone}, {az_email}"),
    ("b53c_fee_schedule_ne", "panel_physician_fee_schedule", NP,
     "{np_partner}\nअध्यागमन स्वास्थ्य परीक्षण शुल्क ({ne_date} देखि लागू)\nसेवा | शुल्क\n{ne_fee_table}\n"
     "शुल्क परीक्षणको दिन तिर्नुपर्नेछ। सम्पर्क: {np_phone}, {np_email}"),
    ("b53c_exam_requirements", "immigration_exam_requirements", US,
     "What the immigration medical exam includes ({cs_own}, updated {en_date})\n- Medical history, physical exam and mental-status review\n"
     "- TB: an IGRA blood test for everyone 2 years and older; a chest X-ray if the IGRA is positive or there are symptoms\n"
     "- Blood test for syphilis (15 years and older) and urine NAAT for gonorrhea (18-24 years)\n- Vaccines required for the applicant's age:\n{vaccine_table}\n"
     "Bring your vaccination records and a government photo ID. Exam fee and vaccine prices: {cs_phone}."),
    ("b53c_exam_requirements_ru", "immigration_exam_requirements", RU,
     "{ru_partner}\nЧто входит в медицинское обследование для иммиграции в США (обновлено {ru_date})\n"
     "1. Осмотр врача и сбор анамнеза.\n2. Анализ крови на туберкулёз (IGRA) с 2 лет; рентген грудной клетки с 15 лет или при положительном анализе.\n"
     "3. Анализ на сифилис с 15 лет.\n4. Прививки по возрасту: корь, паротит, краснуха (КПК), дифтерия и столбняк, полиомиелит, гепатит B, ветряная оспа, грипп в сезон.\n"
     "Возьмите с собой прививочный сертификат и загранпаспорт. Запись по телефону {ru_phone}."),
    ("b53c_exam_requirements_ne", "immigration_exam_requirements", NP,
     "{np_partner}\nअमेरिका अध्यागमन स्वास्थ्य परीक्षणमा के के हुन्छ ({ne_date})\n१. चिकित्सकीय इतिहास र शारीरिक परीक्षण\n"
     "२. २ वर्षमाथिका सबैलाई क्षयरोगको IGRA रगत परीक्षण; १५ वर्षमाथि छातीको एक्स-रे\n३. १५ वर्षमाथि सिफिलिस परीक्षण\n४. उमेर अनुसार खोप: MMR, Tdap, पोलियो, हेपाटाइटिस B, चिकेन पक्स\n"
     "खोप कार्ड र राहदानी साथमा ल्याउनुहोस्। सम्पर्क: {np_phone}"),
    ("b53c_exam_requirements_json", "immigration_exam_requirements", US,
     "{\"source\": \"{cs_own}\", \"document\": \"required-vaccines-by-age\", \"revised\": \"{eff_iso}\", \"igraFromAgeYears\": 2, \"cxrFromAgeYears\": 15, "
     "\"vaccines\": [{vaccine_json}]}"),
    ("b53c_interp_roster", "interpreter_service_roster", US,
     "{lang_office} - interpreter roster, week of {en_date}\nShift | Interpreter | Languages | Certification | Mode\n{interp_table}\n"
     "Book at least 48 hours ahead for on-site sessions. Telephone interpreting in 200+ languages is available at any time through the office line {lang_phone}. {lang_email}"),
    ("b53c_interp_csv", "interpreter_service_roster", US,
     "interpreter,languages,certification,hours_this_week,mode\n{interp_csv}\n# {lang_office} staffing export, {iso_ts}; staff only"),
    ("b53c_interp_roster_uk", "interpreter_service_roster", UA,
     "Графік перекладачів - {lang_office}\nТиждень з {uk_date}\nДень | Години | Перекладач | Мови | Формат\n{uk_interp_table}\n"
     "Запис на послуги перекладача: {lang_phone}."),
    ("b53c_clinic_calendar", "resettlement_clinic_calendar", US,
     "{agency} - health events calendar, {season}\nDate | Time | Event | Place\n{calendar_table}\n"
     "Case managers book arrivals into the screening clinic; walk-ins are welcome at the vaccine clinic. Agency office: {agency_addr}. {agency_phone}"),
    ("b53c_clinic_calendar_ics", "resettlement_clinic_calendar", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//{agency}//Health Calendar//EN\nX-WR-CALNAME:{agency} clinic days\n{ics_events}\nEND:VCALENDAR"),
    ("b53c_clinic_calendar_az", "resettlement_clinic_calendar", AZ,
     "{agency} - səhiyyə tədbirləri təqvimi ({az_date})\nTarix | Saat | Tədbir\n{az_calendar}\nQeydiyyat üçün ofisə zəng edin: {agency_phone}. Tərcüməçi: {own_interp_az}."),
    ("b53c_supply_inventory", "humanitarian_supply_inventory", US,
     "{center} - clinic supply inventory, count of {en_date}\nItem | Pack | On hand | Reorder at | Lot | Expiry\n{supply_table}\n"
     "Counted by {own_rn}. Items at or below the reorder point are ordered through the EDI feed ({center_edi})."),
    ("b53c_supply_csv", "humanitarian_supply_inventory", US,
     "item,pack,on_hand,reorder_point,lot,expiry\n{supply_csv}\n# {center} stockroom export {iso_ts}"),
    ("b53c_supply_xml", "humanitarian_supply_inventory", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Inventory site=\"{center}\" counted=\"{eff_iso}\" contact=\"{center_email}\">\n{supply_xml}\n</Inventory>"),
    ("b53c_x12_850", "x12_export", US,
     "ISA*00*          *00*          *ZZ*SUSQRHC        *ZZ*MEDSUPPLYCO    *{isa_date}*{hhmm}*U*00401*{isa_seq}*0*P*>~\nGS*PO*SUSQRHC*MEDSUPPLYCO*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*SRH-PO-{fivedig}**20{isa_date}~\nN1*BT*{center}*FI*{org_ein}~\nN1*ST*{center} stockroom~\n{po_lines}\nCTT*4~\nSE*{cnt}*{four_digits}~"),
    ("b53c_tb_stats", "tb_screening_statistics", US,
     "{tb_own} - TB screening of new arrivals, {quarter}\nCountry of origin | Arrivals | Screened | IGRA positive | Class B1 | Active TB\n{tb_table}\n"
     "Counts under 5 in a county table are suppressed. Class B arrivals are contacted within 30 days. Program office: {tb_phone}, {tb_email}; mail {tb_box}."),
    ("b53c_tb_stats_csv", "tb_screening_statistics", US,
     "quarter,origin_iso3,arrivals,screened,igra_pos,ltbi_tx_started,active_tb\n{tb_csv}\n# {tb_own} aggregate extract for the state refugee health program"),
    ("b53c_tb_stats_json", "tb_screening_statistics", US,
     "{\"program\": \"{tb_own}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"byOrigin\": [{tb_json}], \"contact\": \"{tb_email}\"}"),
    ("b53c_tb_stats_ka", "tb_screening_statistics", GE,
     "{ge_partner}\nტუბერკულოზის სკრინინგი - კვარტალური ანგარიში ({ka_date})\nწარმოშობის ქვეყანა | გასინჯულია | IGRA დადებითი | B1 კლასი | აქტიური ტბ\n{ka_tb_table}\n"
     "მონაცემები აგრეგირებულია. კონტაქტი: {ge_phone}"),
    ("b53c_catchup", "vaccination_catch_up_schedule", US,
     "{center} - catch-up vaccination guide for new arrivals (based on the CDC catch-up schedule, {season})\nAge | Vaccines to complete | Notes\n{catchup_table}\n"
     "Doses documented on overseas records count when dates and products are legible. Reviewed by {own_md}, {en_date}."),
    ("b53c_catchup_ru", "vaccination_catch_up_schedule", RU,
     "{center} - догоняющая вакцинация для прибывших (на русском языке), редакция {ru_date}\nВозраст | Прививки | Примечание\n{ru_catchup}\n"
     "Прививки, записанные в сертификате из страны происхождения, засчитываются. Вопросы: {center_phone}."),
    ("b53c_catchup_hy", "vaccination_catch_up_schedule", AM,
     "{center} - լրացուցիչ պատվաստումների ժամանակացույց նոր ժամանածների համար ({hy_date})\nՏարիք | Պատվաստումներ | Նշումներ\n{hy_catchup}\n"
     "Հարցերի համար՝ {center_phone}, թարգմանիչ՝ {own_interp_hy}։"),
    ("b53c_catchup_ne", "vaccination_catch_up_schedule", NP,
     "{center} - नयाँ आगन्तुकका लागि छुटेका खोप तालिका ({ne_date})\nउमेर | खोप | टिप्पणी\n{ne_catchup}\nसम्पर्क: {center_phone}। दोभाषे: {own_interp_ne}"),
    ("b53c_fhir_plandefinition", "vaccination_catch_up_schedule", US,
     "{\"resourceType\": \"PlanDefinition\", \"status\": \"active\", \"name\": \"RefugeeCatchUpImmunization\", \"version\": \"{version}\", \"date\": \"{eff_iso}\", "
     "\"publisher\": \"{center}\", \"action\": [{\"title\": \"IGRA for age 2 and older\", \"code\": [{\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"71774-4\"}]}]}, "
     "{\"title\": \"MMR if no documented doses\", \"code\": [{\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", \"code\": \"03\"}]}]}, "
     "{\"title\": \"Tdap for age 7 and older\", \"code\": [{\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", \"code\": \"115\"}]}]}]}"),
    ("b53c_chw_calendar", "chw_training_calendar", US,
     "{chw_own} - spring training calendar {season}\nDate | Session | Length | Trainer | Seats\n{chw_table}\n"
     "Sessions count toward the Pennsylvania CHW certification hours. Register: {chw_email} or {chw_phone}."),
    ("b53c_chw_csv", "chw_training_calendar", US,
     "course_id,title,date,hours,seats,registered\n{chw_csv}\n# {chw_own} course catalogue export, {iso_ts}"),
    ("b53c_chw_calendar_ne", "chw_training_calendar", NP,
     "{chw_own} - नेपाली भाषी समुदाय स्वास्थ्य कार्यकर्ता तालिम तालिका\nमिति | विषय | अवधि\n{ne_chw_table}\nदर्ता: {chw_phone}"),
    ("b53c_language_policy", "language_access_policy", US,
     "{center} - Language Access Policy LA-{cnt}, revision {version}, effective {en_date}\n1. Every patient with limited English proficiency is offered a qualified "
     "interpreter at no cost, in person, by video or by telephone.\n2. Family members and minors do not interpret except in an emergency.\n"
     "3. Vital documents are translated into the eight most common languages of our patients (Ukrainian, Russian, Dari, Nepali, Georgian, Armenian, Azerbaijani and others).\n"
     "4. Staff who interpret must pass a language assessment and a 40-hour medical interpreting course.\nCoordinator: {lang_office}, {lang_phone}, {lang_email}."),
    ("b53c_language_faq", "language_access_policy", US,
     "Language help - frequently asked questions ({center})\nQ: Do I pay for an interpreter? A: No. Interpreting is free for every visit.\n"
     "Q: Can my child interpret for me? A: We will always offer a trained interpreter instead.\nQ: Which languages? A: More than 200 by phone; on site we have "
     "Ukrainian, Russian, Georgian, Armenian, Azerbaijani, Nepali, Dari, Pashto, Arabic, French, Lingala and Swahili.\nQ: How do I ask? A: Tell the front desk or call {lang_phone}. "
     "Updated {en_date}."),
    ("b53c_language_policy_uk", "language_access_policy", UA,
     "{center}\nПолітика мовного доступу (скорочено), редакція від {uk_date}\n1. Кожен пацієнт має право на безоплатного кваліфікованого перекладача.\n"
     "2. Діти та родичі не перекладають, крім невідкладних випадків.\n3. Основні документи перекладено українською та російською мовами.\n"
     "Координатор: {lang_office}, тел. {lang_phone}."),
    ("b53c_notice_ru", "notice_other_locale", RU,
     "ОБЪЯВЛЕНИЕ\n{ru_partner}\nС {ru_date} приём на медицинское обследование для иммиграции ведётся только по предварительной записи, с понедельника по пятницу "
     "с 9:00 до {close_hour}:00. Рентген и забор крови проводятся в день осмотра. Справки: {ru_phone}, {ru_email}."),
    ("b53c_notice_uk", "notice_other_locale", UA,
     "ОГОЛОШЕННЯ\n{ua_partner}\n{uk_date} центр не працюватиме через планове обслуговування рентгенівського апарата. Записи буде перенесено, "
     "вас повідомлять заздалегідь. Довідки: {ua_phone}."),
    ("b53c_notice_ka", "notice_other_locale", GE,
     "განცხადება\n{ge_partner}\n{ka_date}-დან საიმიგრაციო სამედიცინო გასინჯვაზე ჩაწერა ხორციელდება მხოლოდ წინასწარ, ორშაბათიდან პარასკევის ჩათვლით, 09:00-დან {close_hour}:00-მდე. "
     "ინფორმაცია: {ge_phone}"),
    ("b53c_notice_hy", "notice_other_locale", AM,
     "ՀԱՅՏԱՐԱՐՈՒԹՅՈՒՆ\n{am_partner}\n{hy_date}-ից ներգաղթի բժշկական զննումն իրականացվում է միայն նախնական գրանցմամբ՝ երկուշաբթիից ուրբաթ, 09:00-{close_hour}:00։ "
     "Տեղեկություններ՝ {am_phone}, {am_email}"),
    ("b53c_notice_az", "notice_other_locale", AZ,
     "ELAN\n{az_partner}\n{az_date} tarixindən etibarən immiqrasiya tibbi müayinəsi yalnız əvvəlcədən qeydiyyatla, bazar ertəsindən cüməyədək saat 09:00-dan {close_hour}:00-dək aparılır. "
     "Məlumat üçün: {az_phone}"),
    ("b53c_notice_ne", "notice_other_locale", NP,
     "सूचना\n{np_partner}\n{ne_date} देखि अध्यागमन स्वास्थ्य परीक्षण पूर्व समय लिएर मात्र गरिनेछ। आइतबारदेखि शुक्रबारसम्म बिहान ९ बजेदेखि। थप जानकारी: {np_phone}, {np_email}"),
    ("b53c_hl7_mfn_vaccines", "hl7_export", US,
     "MSH|^~\\&|SRH-EHR|SRH|STATEIIS|PADOH|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|CVX^Vaccine master^HL70175||UPD|||AL\n{mfe_vaccines}"),
    ("b53c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*SUSQRHC        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*SUSQRHC*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*BE*{small}*005010X220A1~\nAK9*A*{cnt}*{cnt}*{cnt}~\nSE*4*{four_digits}~\n# acceptance of the enrolment batch sent by {center_edi}"),
    ("b53c_arrivals_csv", "csv_export", US,
     "month,origin_iso3,status,arrivals_county,screened_within_30_days\n{arrivals_csv}\n# {agency} monthly arrivals by origin and status, aggregate only, {iso_ts}"),
    ("b53c_plan_coverage", "refugee_health_capacity_report", US,
     "{plan_own} - provider bulletin: Refugee Medical Assistance and Medical Assistance for new arrivals (effective {en_date})\n"
     "The domestic screening (99202-99205 with modifier, 86480 IGRA, 80061, 85025, 87340) is covered without prior authorization at {center} (NPI {own_npi}). "
     "Interpreter services are billed with T1013. Pharmacy claims: RxBIN {rxbin}, PCN {pcn}, group {group_no}. Electronic claims payer ID {payer_id}. "
     "Provider services: {plan_phone}, {plan_email}, {plan_web}."),
    ("b53c_report_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<RefugeeHealthQuarterlyReport grantee=\"{center}\" ein=\"{org_ein}\" submitted=\"{iso_ts}\" contact=\"{center_email}\">\n{report_xml}\n</RefugeeHealthQuarterlyReport>"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b53_i693_us", "immigration_medical_exam_form", US,
     "REPORT OF IMMIGRATION MEDICAL EXAMINATION AND VACCINATION RECORD (I-693 worksheet) - {cs_own}\nPart 1. Applicant\nFamily name: {last9}   Given name: {first9}\n"
     "A-Number: [[national_id:anum_v53]]   Date of birth: [[date_of_birth:dob_us_v53]]   U.S. Social Security Number (if any): [[ssn:ssn_v53]]\n"
     "Current U.S. address: [[address:addr_pa_v53]]\nDaytime telephone: [[phone:phone_pa_v53]]\nPart 5. TB: IGRA {igra_result}; chest X-ray {dos}. Civil surgeon: {own_cs}"),
    ("b53_i693_booking", "immigration_medical_exam_form", US,
     "{cs_own} - online appointment request (received {iso_ts} from [[ip_address:ip_v53]])\nApplicant: {first9} {last9}\nDate of birth: [[date_of_birth:dob_us_v53]]\n"
     "A-Number (from the I-797 receipt, if you have one): [[national_id:anum_v53]]\nE-mail: [[email:email_us_v53]]   Mobile: [[phone:phone_pa_v53]]\n"
     "Deposit of $((75||100||150)) paid by Visa [[card:visa_v53]], exp ((03/28||10/27||06/29)). Preferred date: {dos}."),
    ("b53_i693_ru", "immigration_medical_exam_form", RU,
     "{cs_own} - анкета перед медицинским обследованием (I-693), заполнена с переводчиком {own_interp_uk}\nФИО: {last} {first}\nДата рождения: [[date_of_birth:dob_v53]]\n"
     "Паспорт: [[national_id:ru_passport_v53]]\nA-Number: [[national_id:anum_v53]]\nАдрес в США: [[address:addr_pa_v53]]\nТелефон: [[phone:phone_pa_v53]]\n"
     "Прививки по сертификату: КПК ×2, АДС-М. Анализ IGRA: {igra_result}."),
    ("b53_screening_note", "refugee_health_screening_note", US,
     "DOMESTIC REFUGEE HEALTH SCREENING - {center}\nPatient: {first9} {last9}   DOB [[date_of_birth:dob_us_v53]]   MRN [[record_number:mrn_v53]]\n"
     "A# [[national_id:anum_v53]]   I-94 [[national_id:i94_v53]]   Arrival: {dos}   Medical Assistance ID [[member_id:medicaid_v53]]\n"
     "Overseas classification: {tb_class}. Findings: {finding}. Interpreter: {own_interp_ne} (in person).\nPlan: IGRA today, catch-up vaccines, follow-up in 4 weeks. Home phone [[phone:phone_pa_v53]]."),
    ("b53_screening_note_uk", "refugee_health_screening_note", UA,
     "{center} - первинний медичний огляд (запис українською мовою)\nПацієнт: {last} {first}\nДата народження: [[date_of_birth:dob_v53]]\nРНОКПП: [[national_id:rnokpp_v53]]\n"
     "Паспорт: [[national_id:ua_passport_v53]]\nНомер Medical Assistance: [[member_id:medicaid_v53]]\nАдреса в США: [[address:addr_pa_v53]]\nТелефон (Україна): [[phone:phone_ua_v53]]\n"
     "Висновок: ((артеріальна гіпертензія, виявлена вперше||карієс||залізодефіцитна анемія||латентна туберкульозна інфекція||без гострих змін)). Перекладач: {own_interp_uk}."),
    ("b53_screening_note_ne", "refugee_health_screening_note", NP,
     "{center} - स्वास्थ्य परीक्षण टिप्पणी (नेपाली)\nबिरामीको नाम: {first} {last}\nजन्म मिति: [[date_of_birth:dob_v53]]\nनागरिकता प्रमाणपत्र नं.: [[national_id:np_citizenship_v53]]\n"
     "मेडिकल रेकर्ड नं.: [[record_number:mrn_v53]]\nठेगाना: [[address:addr_pa_v53]]\nफोन: [[phone:phone_pa_v53]]\nनतिजा: ((उच्च रक्तचाप||दाँतमा किरा||रक्तअल्पता||कुनै गम्भीर समस्या छैन))। दोभाषे: {own_interp_ne}"),
    ("b53_tb_letter", "tb_followup_letter", US,
     "{tb_own}\n{tb_box}\n\n{first9} {last9}\n[[address:addr_pa_v53]]\n\nRe: TB follow-up, chart [[record_number:mrn_v53]], date of birth [[date_of_birth:dob_us_v53]]\n\n"
     "Dear {first9},\nYour overseas exam listed you as {tb_class}. Please come to our clinic within 2 weeks for a chest X-ray and an exam. If you use our drive-up "
     "medicine pickup, we have your car as plate [[vehicle_id:plate_pa_v53]]. We tried to call you at [[phone:phone_pa_v53]]. Call {tb_phone} with questions.\n\n{own_rn}"),
    ("b53_tb_letter_ka", "tb_followup_letter", GE,
     "{ge_partner}\nბატონო/ქალბატონო {first} {last},\nმისამართი: [[address:addr_v53]]\nპირადი ნომერი: [[national_id:ge_pn_v53]]\nდაბადების თარიღი: [[date_of_birth:dob_v53]]\n\n"
     "თქვენი გულმკერდის რენტგენის შედეგი საჭიროებს ნახველის ანალიზს. გთხოვთ, გამოცხადდეთ ცენტრში ერთი კვირის განმავლობაში. დაგიკავშირდებით ნომერზე [[phone:phone_v53]].\n"
     "ავტომობილის სადგომის საშვი გაიცემა ნომრისთვის [[vehicle_id:plate_ge_v53]]."),
    ("b53_tb_letter_ru", "tb_followup_letter", RU,
     "{tb_own}\n{first} {last}\n[[address:addr_pa_v53]]\n\nУважаемый(ая) {first}!\nПо результатам обследования за рубежом вам присвоен класс {tb_class}. "
     "Пожалуйста, придите на рентген в течение двух недель. Ваша карта: [[record_number:mrn_v53]], A-Number [[national_id:anum_v53]], дата рождения [[date_of_birth:dob_v53]].\n"
     "Мы звонили вам по номеру [[phone:phone_pa_v53]] и писали на [[email:email_v53]]. Вопросы: {tb_phone}.\n{own_rn}"),
    ("b53_interp_note", "interpreter_assisted_visit_note", US,
     "VISIT NOTE - {center}\nPatient: {first9} {last9}, [[age_over_89:age_us_v53]], MRN [[record_number:mrn_v53]]\nInterpreter: {own_interp_hy} (Armenian), in person, session {fivedig}.\n"
     "Accompanied by daughter, who was asked not to interpret. BP ((132/84||148/90||126/78||158/92)). Hearing aids fitted. Daughter's phone for reminders: [[phone:phone_pa_v53]].\n"
     "Van parked in the accessible bay, plate [[vehicle_id:plate_pa_v53]]. Seen by {own_md}."),
    ("b53_interp_note_hy", "interpreter_assisted_visit_note", AM,
     "{center} - այցի գրառում (թարգմանիչ՝ {own_interp_hy})\nՀիվանդ՝ {first} {last}\nԾննդյան ամսաթիվ՝ [[date_of_birth:dob_v53]]\nՍոցիալական քարտի համար՝ [[national_id:am_ssn_v53]]\n"
     "Հասցե՝ [[address:addr_pa_v53]]\nՀեռախոս (Հայաստան)՝ [[phone:phone_am_v53]]\nԱրդյունք՝ ((զարկերակային գերճնշում||ատամնային կարիես||երկաթադեֆիցիտային սակավարյունություն||սուր փոփոխություններ չկան))։ Հաջորդ այցը՝ 4 շաբաթից։"),
    ("b53_interp_note_az", "interpreter_assisted_visit_note", AZ,
     "{center} - qəbul qeydi (tərcüməçi: {own_interp_az}, video)\nPasiyent: {first} {last}\nDoğum tarixi: [[date_of_birth:dob_v53]]\nFİN: [[national_id:fin_v53]]\n"
     "Tibbi kart: [[record_number:mrn_v53]]\nÜnvan: [[address:addr_pa_v53]]\nTelefon: [[phone:phone_pa_v53]]\nAvtomobilin dövlət nömrəsi (parkovka icazəsi): [[vehicle_id:plate_az_v53]]\nNəticə: ((arterial hipertenziya||diş kariesi||dəmir çatışmazlığı anemiyası||kəskin dəyişiklik yoxdur))."),
    ("b53_vax_transcription", "vaccination_record_transcription", US,
     "{center} - transcription of an overseas vaccination record (requested through the patient portal from [[ip_address:ip_v53]])\nPatient: {first9} {last9}   "
     "DOB [[date_of_birth:dob_us_v53]]   MRN [[record_number:mrn_v53]]   A# [[national_id:anum_v53]]\nSource: ((Ukrainian form 063/o||IOM vaccination card||Nepali child health card))\n"
     "MMR #1 {dos}; MMR #2 {dos2}; DTaP x4; IPV x3; Hep B x3. Entered in PA-SIIS by {own_rn}. Copy sent to [[email:email_us_v53]]."),
    ("b53_vax_transcription_ru", "vaccination_record_transcription", RU,
     "Перевод прививочного сертификата (форма 156/у-93) - {center}\nФИО: {last} {first}\nДата рождения: [[date_of_birth:dob_child_v53]]\nСНИЛС: [[national_id:snils_v53]]\n"
     "Полис ОМС: [[member_id:oms_v53]]\nАдрес по сертификату: [[address:addr_ru_v53]]\nКПК: V1 и RV1; АКДС: V1-V3, RV1; полиомиелит: V1-V3; гепатит B: V1-V3.\nПеревёл: {own_interp_uk}."),
    ("b53_vax_transcription_ne", "vaccination_record_transcription", NP,
     "{center} - खोप कार्ड अनुवाद\nनाम: {first} {last}\nजन्म मिति: [[date_of_birth:dob_child_v53]]\nअभिभावकको नागरिकता नं.: [[national_id:np_citizenship_v53]]\n"
     "ठेगाना: [[address:addr_np_v53]]\nसम्पर्क: [[phone:phone_np_v53]]\nBCG, पेन्टाभ्यालेन्ट ३ मात्रा, पोलियो ३ मात्रा, दादुरा-रुबेला २ मात्रा। अनुवादक: {own_interp_ne}"),
    ("b53_asylum_affidavit", "asylum_medical_affidavit", US,
     "AFFIDAVIT OF MEDICAL EVALUATION\nI, {own_md}, examined {first9} {last9} (date of birth [[date_of_birth:dob_us_v53]], A-Number [[national_id:anum_v53]]) on {dos} at {center}.\n"
     "The applicant reports that ((his||her)) brother was killed on [[date_of_death:dod_us_v53]] and that ((he||she)) was detained for 11 days. Scars on the forearms are "
     "highly consistent with the account. The applicant lives at [[address:addr_pa_v53]]. A public fundraiser describing the family's story: [[url:url_us_v53]].\n"
     "Sworn before me on {dos2}."),
    ("b53_asylum_affidavit_ru", "asylum_medical_affidavit", RU,
     "МЕДИЦИНСКОЕ ЗАКЛЮЧЕНИЕ для ходатайства об убежище (перевод с английского)\nОбследуемый: {last} {first}, дата рождения [[date_of_birth:dob_v53]]\n"
     "Паспорт: [[national_id:ru_passport_v53]]\nПоследний адрес в России: [[address:addr_ru_v53]]\nСо слов заявителя, его отец скончался [[date_of_death:dod_v53]] после задержания. "
     "Страница заявителя в соцсети, где описаны события: [[url:url_v53]]. Выявленные рубцы соответствуют описанию. Врач: {own_md}."),
    ("b53_asylum_affidavit_az", "asylum_medical_affidavit", AZ,
     "Sığınacaq üçün tibbi rəy (tərcümə) - {center}\nMüayinə olunan: {first} {last}\nDoğum tarixi: [[date_of_birth:dob_v53]]\nFİN: [[national_id:fin_v53]]\n"
     "Əvvəlki ünvan: [[address:addr_az_v53]]\nƏrizəçinin dediyinə görə, qardaşı [[date_of_death:dod_v53]] tarixində vəfat edib. E-poçt: [[email:email_v53]]\nHəkim: {own_md}"),
    ("b53_referral_us", "resettlement_referral_form", US,
     "{agency} - HEALTH REFERRAL AND CASE FORM\nCase: [[record_number:case_v53]]\nPrincipal applicant: {first9} {last9}   DOB: [[date_of_birth:dob_us_v53]]   A#: [[national_id:anum_v53]]\n"
     "SSN: [[ssn:ssn_v53]]   I-94: [[national_id:i94_v53]]\nAddress: [[address:addr_pa_v53]]\nPhone: [[phone:phone_pa_v53]]   E-mail: [[email:email_us_v53]]\n"
     "RCA direct deposit: [[bank_account:account_us_v53]]\nDonated car registered to the family, plate [[vehicle_id:plate_pa_v53]]. Refer to {center} for domestic screening. Case manager: {own_mph}"),
    ("b53_referral_uk", "resettlement_referral_form", UA,
     "{agency} - форма направлення (Uniting for Ukraine)\nПІБ: {last} {first}\nДата народження: [[date_of_birth:dob_v53]]\nПаспорт: [[national_id:ua_passport_v53]]\n"
     "Телефон: [[phone:phone_ua_v53]]\nЕл. пошта: [[email:email_v53]]\nРахунок в Україні для переказів: [[bank_account:iban_ua_v53]]\nСторінка збору коштів: [[url:url_v53]]\n"
     "Потреба: ((сімейний лікар||щеплення дітей||стоматолог||ліки від тиску)); первинний огляд у {center}."),
    ("b53_parole_attestation", "humanitarian_parole_health_attestation", US,
     "Humanitarian parole - vaccination and TB attestation (submitted online {iso_ts} from [[ip_address:ip_v53]])\nBeneficiary: {first9} {last9}\n"
     "Date of birth: [[date_of_birth:dob_us_v53]]   Passport: [[national_id:ua_passport_v53]]   A-Number: [[national_id:anum_v53]]\n"
     "Travelling with grandmother, [[age_over_89:age_us_v53]], who uses a wheelchair. Contact e-mail: [[email:email_us_v53]]\nI attest: MMR and polio documented; IGRA negative {dos}. Supporter notified."),
    ("b53_parole_attestation_ru", "humanitarian_parole_health_attestation", RU,
     "Подтверждение медицинских требований для гуманитарного пароля\nЗаявитель: {last} {first}\nДата рождения: [[date_of_birth:dob_v53]]\nИНН: [[national_id:inn_v53]]\n"
     "Адрес: [[address:addr_ru_v53]]\nТелефон: [[phone:phone_ru_v53]]\nСопровождает мать, [[age_over_89:age_v53]], передвигается с помощью.\n"
     "Оплата обследования картой «Мир» [[card:mir_v53]]; возврат переплаты: [[bank_account:ru_account_v53]]\n{ru_partner}"),
    ("b53_reunification_us", "family_reunification_medical_letter", US,
     "{center}\n{center_addr}\n\nTo whom it may concern:\n\nRe: {first9} {last9}, date of birth [[date_of_birth:dob_us_v53]], A-Number [[national_id:anum_v53]]\n\n"
     "I am the primary care physician of the above patient, whose spouse died on [[date_of_death:dod_us_v53]]. ((His||Her)) mother, [[age_over_89:age_us_v53]], still lives at "
     "[[address:addr_abroad_v53]] and needs daily care. The family's page, [[url:url_us_v53]], describes their separation. I support the petition for reunification.\n\n{own_md}"),
    ("b53_reunification_hy", "family_reunification_medical_letter", AM,
     "{am_partner}\nԲժշկական եզրակացություն ընտանիքի վերամիավորման համար\nՀիվանդ՝ {first} {last}, ծնված՝ [[date_of_birth:dob_v53]]\nԱնձնագիր՝ [[national_id:am_passport_v53]]\n"
     "Հասցե՝ [[address:addr_am_v53]]\nՀեռախոս՝ [[phone:phone_am_v53]]\nՀիվանդը [[age_over_89:age_v53]] է, ամուսինը մահացել է [[date_of_death:dod_v53]]։ Խնամքի կարիք ունի։"),
    ("b53_reunification_ka", "family_reunification_medical_letter", GE,
     "{ge_partner}\nსამედიცინო ცნობა ოჯახის გაერთიანებისთვის\nპაციენტი: {first} {last}\nდაბადების თარიღი: [[date_of_birth:dob_v53]]\nპასპორტი: [[national_id:ge_passport_v53]]\n"
     "მისამართი: [[address:addr_ge_v53]]\nტელეფონი: [[phone:phone_ge_v53]]\nსაბანკო ანგარიში (თარგმანის ხარჯების ანაზღაურება): [[bank_account:iban_ge_v53]]\n"
     "ოჯახის გვერდი: [[url:url_v53]]\nპაციენტს ესაჭიროება მუდმივი მზრუნველობა."),
    ("b53_panel_booking_az", "immigration_medical_exam_form", AZ,
     "{az_partner} - onlayn qeydiyyat (göndərilib {iso_ts}, IP [[ip_address:ip_v53]])\nAd, soyad: {first} {last}\nDoğum tarixi: [[date_of_birth:dob_v53]]\n"
     "Şəxsiyyət vəsiqəsi: [[national_id:az_idcard_v53]]\nE-poçt: [[email:email_plain_v53]]\nÖdəniş Visa kartı ilə: [[card:visa_v53]]\nGeri qaytarma hesabı: [[bank_account:iban_az_v53]]"),
    ("b53_fhir_immunization", "fhir_immunization_export", US,
     "{\"resourceType\": \"Immunization\", \"status\": \"completed\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v53]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v53]]\"}], \"name\": [{\"family\": \"{last9}\", \"given\": [\"{first9}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v53]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v53]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v53]]\"}]}], "
     "\"vaccineCode\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", \"code\": \"{cvx}\"}]}, \"patient\": {\"reference\": \"#p1\"}, \"occurrenceDateTime\": \"{eff_iso}\", "
     "\"lotNumber\": \"{lot}\", \"performer\": [{\"actor\": {\"display\": \"{center}\"}}]}"),
    ("b53_hl7_vxu", "hl7_export", US,
     "MSH|^~\\&|SRH-EHR|SRH|PASIIS|PADOH|{hl7_ts}||VXU^V04^VXU_V04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v53]]^^^SRH^MR~[[ssn:ssn_plain_v53]]^^^SSA^SS||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_compact_v53]]|((F||M))|||[[address:addr_hl7_v53]]||[[phone:phone_hl7_v53]]\nORC|RE||{fivedig}\n"
     "RXA|0|1|{hl7_ts}||{rxa_vaccine}^CVX|0.5|mL||00^New immunization record^NIP001||||||{lot}||SKB^GlaxoSmithKline^MVX"),
    ("b53_screening_csv", "csv_export", US,
     "a_number,dob,arrival_date,zip,phone,ma_recipient_id,igra\n[[national_id:anum_plain_v53]],[[date_of_birth:dob_iso_v53]],{eff_iso},[[address:zip_v53]],[[phone:phone_e164_v53]],"
     "[[member_id:medicaid_plain_v53]],((pos||neg||indet))\n# {center} screening line list for {tb_own}, {quarter}"),
    ("b53_x12_834", "x12_export", US,
     "ISA*00*          *00*          *ZZ*SUSQRHC        *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*BE*SUSQRHC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X220A1~\n"
     "ST*834*{four_digits}*005010X220A1~\nBGN*00*{fivedig}*20{isa_date}*{hhmm}****2~\nN1*P5*{center}*FI*{org_ein}~\nN1*IN*{plan_own}*XV*{payer_id}~\n"
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:medicaid_plain_v53]]~\nREF*1L*{group_no}~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain_v53]]~\n"
     "PER*IP**HP*[[phone:phone_x12_v53]]~\nN3*[[address:addr_x12_v53]]~\nDMG*D8*[[date_of_birth:dob_compact_v53]]*((F||M))~\nHD*021**HLT*RMA~\nSE*{small}*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones.

    As make_phi_blind2.build_rows, but with a pool of transliterated names (suffix 9) beside Faker's locales."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
    for index, locale in enumerate(OWN_NAME_LOCALES):
        fakers[locale] = _NamePool(seed * 100 + len(FAKER_LOCALES) + index)
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
        draw.cache["locale9"] = "xx_LATN"  # an arrival named on a US form
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind53-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
