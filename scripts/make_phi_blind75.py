"""A seventy-fifth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind75.py [--seed 77771] [--out PATH]   # JSON lines to PATH, or to stdout

The seventy-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind73.py,
seeds 4141 to 75751) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates and contacts), the README's list of what `phi` catches and the
rules each set must pass (tests/test_phi_blind_set.py), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the seventy-fourth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b75_" or "b75c_"). All from cancer care. Identifier-free genres: infusion-chair utilisation reports (a table, a CSV,
a JSON, a memo, a Calgary wait-time table), cancer-screening uptake statistics (mammography by county: a table, a
board note, a CSV, an XML; a Spanish notice of the mammography van; bowel screening in Bristol, the Mammographie-
Screening in Saxony-Anhalt, the dépistage organisé around Lyon, a Calgary navigators' memo), trial recruitment summaries naming no participant
(a table of NCT numbers, a CSV, a newsletter, a JSON, an Australian ANZCTR summary), drug-shortage notices (NDCs, lot
numbers: a notice, a table, a staff e-mail, a CSV; German PZNs, French CIP13 codes), linear-accelerator QA logs (a
daily log, a monthly CSV, an XML, a downtime memo, a British memo), charity event notices (a 5K walk, an iCalendar,
the volunteer-driver programme, a gala price list, a British coffee morning, a Québec walk in French, an Australian
morning tea), tumour-board schedules with staff only (a table, an agenda e-mail, an iCalendar, a British MDT rota),
support-line call volume reports (a table, a CSV, a JSON, Australian statistics), a survivorship clinic notice, a Spanish notice of the support
line's hours, a chatbot's general answer, and notices of the German and French support services.
Carrying genres, weighted towards free text as people write it: support-chat transcripts (a caregiver, with a Social
Security number split over two messages; a card split over two messages; a US Spanish chat; a Canadian chat),
forum and social-media posts asking for help (US, UK, French), SMS threads (an infusion navigator, a copay card, an
Australian radiotherapy reminder), voicemail and call transcripts with numbers read out in words and digits mixed
(English and Spanish voicemails, a donation call reading a card out, a call reporting a death), e-mails to a clinic
(an insurance update, a British direct debit, a German e-mail to a counselling service), an LLM assistant's answer
that repeats what the user told it, fundraising pages (a chemo fund, a memorial fund of a person over 89, an
Australian memorial page), complaint letters (parking fines during radiotherapy, US and Canadian), and forms and
exports (a chemotherapy consent, a radiotherapy booking, a financial assistance application, an HL7 ADT^A03 of a
death, a FHIR bundle, a navigator caseload CSV).

Most identifier values come from this module's own printings (the `*_v75` slots): US SSNs (dashed, spaced, read out,
split over two chat messages), Medicare MBIs, commercial and Medicaid member IDs, the institute's MRNs (also read
out letter by letter), Michigan driver's licences (a letter and twelve digits), Michigan plates, VINs (the position-9
check digit), Ontario and Alberta plates; British NHS numbers (mod 11), French NIRs (the birth year and month, the key 97 - n mod
97), Ontario health cards (the Luhn digit, the version code) and Alberta ones, Medicare Australia numbers (the weighted check digit
and the IRN), German KVNRs (the letter's number and the 1-2 weighted check digit); bank accounts after an ABA-valid
Michigan routing number, British sort codes, Canadian transit and institution numbers, Australian BSBs, German and
French IBANs (mod 97, the French RIB key); Visa, Mastercard, American Express and Discover numbers with Luhn (also
read out in words and digits); dates in American, British, Canadian, Australian, German and French orders, spoken
("March third, nineteen fifty-eight"), in US Spanish ("12 de marzo de 1964") and German and French month names;
Michigan addresses (one line, two lines, typed in lower case in a chat), British, Canadian, Australian, German and
French layouts; the five numbering plans in national and international printings (checked valid by libphonenumber)
and Michigan lines read out ("seven three four, eight eight two, forty-four nineteen"); e-mails also written against
scrapers; public IPv4 and IPv6 addresses of home and mobile connections; fundraisers, obituaries, journals and
profiles.

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Michigan (used
by one earlier set, long ago, in the Upper Peninsula, the north and Grand Rapids) on area codes no earlier set used (734, 269, 517,
313): a cancer institute in Ann Arbor, a radiation oncology centre in Kalamazoo, a mobile mammography programme in
Lansing, a Detroit cancer support line (a charity) and a Dearborn specialty pharmacy on fictional 555-01xx lines, with
partners in Bristol (Ofcom's drama range), Calgary and Montréal (555-01xx), Melbourne (ACMA's fiction ranges),
Magdeburg (an invented line) and Lyon (ARCEP's fiction range). An identifier-free text quotes only these contacts
(ORGANISATION_CONTACTS, verbatim) and the organisations' own printed identifiers (NPIs, EIN, CLIA, a charity number);
the people it names are the organisations' own staff, never a patient, caller, donor or participant, and the ages it
gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import unicodedata
from typing import Any, Callable

import phonenumbers

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

SEED = 77771
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "es_MX", "en_GB", "en_CA", "fr_CA", "en_AU", "de_DE", "fr_FR")

INSTITUTE = "Huron Confluence Cancer Institute"
RADONC = "Millrace Radiation Oncology Center"
SCREEN = "Grand River Mobile Mammography Program"
LINE = "Belle Isle Cancer Support Line"
PHARMACY = "Rouge River Specialty Pharmacy"
GB_PARTNER = "Severnside Cancer Support Centre"
CA_PARTNER = "Bow River Cancer Navigation Society"
QC_PARTNER = "Fondation Soleil-Levant contre le cancer"
AU_PARTNER = "Merri Creek Cancer Support"
DE_PARTNER = "Krebsberatungsstelle Elbaue"
FR_PARTNER = "Association Rhône Soins de Support"
ORGANISATION_CONTACTS = [
    "(734) 555-0139",                                         # 0 cancer institute (Ann Arbor), main line
    "(734) 555-0141",                                         # 1 institute fax
    "3150 Geddes Ridge Drive, Ann Arbor, MI 48105",           # 2
    "infusion@huronconfluencecancer.org",                     # 3
    "https://www.huronconfluencecancer.org",                  # 4
    "(269) 555-0146",                                         # 5 radiation oncology centre (Kalamazoo)
    "720 Portage Millrace Road, Kalamazoo, MI 49007",         # 6
    "rtbooking@millraceradonc.com",                           # 7
    "(517) 555-0152",                                         # 8 mobile mammography programme (Lansing)
    "screening@grandriverscreening.org",                      # 9
    "(313) 555-0158",                                         # 10 support line (Detroit), office
    "1-833-555-0163",                                         # 11 support line, toll-free
    "support@belleislecancerline.org",                        # 12
    "https://www.belleislecancerline.org/donate",             # 13
    "9 Strand Drive, Detroit, MI 48207",                      # 14
    "(313) 555-0167",                                         # 15 specialty pharmacy (Dearborn)
    "shortages@rougeriverrx.com",                             # 16
    "(734) 555-0144",                                         # 17 infusion scheduling
    "trials@huronconfluencecancer.org",                       # 18
    "0117 496 0753",                                          # 19 Bristol partner
    "+44 117 496 0753",                                       # 20
    "hello@severnsidecancersupport.org.uk",                   # 21
    "27 Whiteladies Road, Bristol BS8 2LG",                   # 22
    "(403) 555-0148",                                         # 23 Calgary partner
    "help@bowrivernavigation.ca",                             # 24
    "1410 Kensington Road NW, Calgary, AB T2N 3P9",           # 25
    "(514) 555-0151",                                         # 26 Montréal partner
    "info@fondationsoleillevant.ca",                          # 27
    "(03) 7010 3475",                                         # 28 Melbourne partner
    "1800 160 475",                                           # 29 Melbourne partner, freecall
    "support@merricreekcancer.org.au",                        # 30
    "+49 391 6074 4750",                                      # 31 Magdeburg partner
    "0391 6074 4750",                                         # 32
    "beratung@krebsberatung-elbaue.de",                       # 33
    "Breiter Weg 114, 39104 Magdeburg",                       # 34
    "04 65 71 28 75",                                         # 35 Lyon partner
    "+33 4 65 71 28 75",                                      # 36
    "contact@rhone-soins-support.fr",                         # 37
    "17 quai Saint-Vincent, 69001 Lyon",                      # 38
    "https://www.severnsidecancersupport.org.uk/events",      # 39
    "https://www.merricreekcancer.org.au",                    # 40
]
ORG_EIN = "38-7750139"
CLIA = "23D7750139"
CHARITY_EIN = "38-7750158"
GB_CHARITY_NO = "1187753"
ORG_NPIS = (blind5._npi_of("177513907"), blind5._npi_of("145077520"), blind5._npi_of("163075771"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"en_US": "US", "es_MX": "US", "en_GB": "GB", "en_CA": "CA", "fr_CA": "CA", "en_AU": "AU", "de_DE": "DE", "fr_FR": "FR"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def _spanish(draw: Draw) -> bool:
    return _locale(draw) == "es_MX"


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
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.replace("ß", "ss")) if not unicodedata.combining(ch))


# ---- people --------------------------------------------------------------------------------------------------------
def _one_name(draw: Draw, sex: str) -> tuple[str, str]:
    fake = draw.fk[_locale(draw)]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    return first, fake.last_name()


def _person(draw: Draw) -> None:
    """The text's person, a relative (2) and a third person (3), all of the text's locale."""
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "first_upper": _ascii(first).upper(), "last_upper": _ascii(last).upper(), "initial": first[0]})
    for suffix in ("2", "3"):
        other_sex = draw.pick(["F", "M"])
        other = _one_name(draw, other_sex)
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: other[1], "name" + suffix: f"{other[0]} {other[1]}"})
        draw.cache["child" + suffix] = draw.pick(["daughter", "niece", "granddaughter"] if other_sex == "F" else ["son", "nephew", "grandson"])
    draw.cache["rel_elder"] = draw.pick(["mother", "grandmother"] if sex == "F" else ["father", "grandfather"])
    es = _spanish(draw)
    draw.cache["kin_f"] = draw.pick(["mi mamá", "mi madre", "mi esposa", "mi hermana"] if es else ["my mom", "my mother", "my wife", "my sister"])
    draw.cache["kin_m"] = draw.pick(["mi papá", "mi esposo", "mi hermano"] if es else ["my dad", "my husband", "my father", "my brother"])
    draw.cache["kin"] = draw.cache["kin_f"] if sex == "F" else draw.cache["kin_m"]
    draw.cache["pron"] = "she" if sex == "F" else "he"
    draw.cache["poss"] = "her" if sex == "F" else "his"
    draw.cache["sex"] = sex
    minute = draw.rng.randint(8 * 60, 19 * 60)
    for index in range(8):  # the times of a chat's or a thread's messages, in order
        draw.cache[f"tm{index}"] = f"{minute // 60}:{minute % 60:02d}"
        minute += draw.rng.randint(0, 4)


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1941, high: int = 1986) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 4, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


# ---- numbers read out ----------------------------------------------------------------------------------------------
_EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_ES_DIGITS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
_EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_EN_ORD = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
           "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second",
           "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth",
           "thirty-first"]


def _two_words(n: int) -> str:
    if n < 10:
        return _EN_DIGITS[n]
    if n < 20:
        return _EN_TEENS[n - 10]
    return _EN_TENS[n // 10] + (f"-{_EN_DIGITS[n % 10]}" if n % 10 else "")


def _say_digits(draw: Draw, digits: str, spanish: bool = False) -> str:
    """Digits read one by one, zero as "oh" now and then."""
    if spanish:
        return " ".join(_ES_DIGITS[int(ch)] for ch in digits)
    oh = draw.rng.random() < 0.5
    return " ".join(("oh" if oh and ch == "0" else _EN_DIGITS[int(ch)]) for ch in digits)


def _say_group(draw: Draw, digits: str, spanish: bool = False) -> str:
    """A group of a number as people say it: digit by digit, as written, or (four digits) in pairs."""
    options = ["words", "words", "digits"]
    if not spanish and len(digits) == 4 and digits[0] != "0" and digits[2] != "0":
        options.append("pairs")
    style = draw.pick(options)
    if style == "digits":
        return digits
    if style == "pairs":
        return f"{_two_words(int(digits[:2]))} {_two_words(int(digits[2:]))}"
    return _say_digits(draw, digits, spanish)


def _year_words(year: int) -> str:
    yy = year % 100
    return f"nineteen {('oh ' + _EN_DIGITS[yy]) if yy < 10 else _two_words(yy)}"


# ---- dates ---------------------------------------------------------------------------------------------------------
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
_FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]


def _date_in(draw: Draw, day: dt.date, prose: bool = False) -> str:
    """A date as the text's country and language print it (`prose`: as a sentence gives it, in the US)."""
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    country = _country(draw)
    if prose and country == "US" and not _spanish(draw):
        return draw.pick([f"{month} {d}, {y}", f"{m}/{d}/{y}", f"{month} {blind._ordinal(d)}, {y}", f"{month[:3]}. {d}, {y}", f"{m}/{d}/{y % 100:02d}"])  # noqa: SLF001
    if _spanish(draw):
        return draw.pick([f"{d} de {_ES_MONTHS[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{m:02d}/{d:02d}/{y}", f"{d}-{_ES_MONTHS[m - 1][:3]}-{y}",
                          f"{d} de {_ES_MONTHS[m - 1]} del {y}"])
    if country == "GB":
        return draw.pick([f"{blind._ordinal(d)} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}", f"{d:02d}/{m:02d}/{y % 100:02d}",  # noqa: SLF001
                          f"{d} {month} {y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "CA":
        if _locale(draw) == "fr_CA":
            return draw.pick([f"{d} {_FR_MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}"])
        return draw.pick([f"{y}-{m:02d}-{d:02d}", f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{month[:3]} {d}, {y}", f"{y}/{m:02d}/{d:02d}"])
    if country == "AU":
        return draw.pick([f"{d}/{m}/{y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{blind._ordinal(d)} of {month} {y}", f"{d}.{m}.{y % 100:02d}",  # noqa: SLF001
                          f"{d} {month[:3]} {y}"])
    if country == "DE":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}. {_DE_MONTHS[m - 1]} {y}", f"{d}.{m}.{y % 100:02d}", f"{d:02d}.{m:02d}.{y % 100:02d}", f"{y}-{m:02d}-{d:02d}"])
    if country == "FR":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_FR_MONTHS[m - 1]} {y}", f"{'1er' if d == 1 else d} {_FR_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}",
                          f"{d:02d}/{m:02d}/{y % 100:02d}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}-{month[:3].upper()}-{y}", f"{m:02d}{d:02d}{y}", f"{month} {blind._ordinal(d)} {y}", f"{m}-{d}-{y % 100:02d}"])  # noqa: SLF001


def dob_v75(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v75(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1927, 1935))


def dob_spoken_v75(draw: Draw) -> str:
    """A birth date said on the phone."""
    day = _birth(draw)
    d, m, y = day.day, day.month, day.year
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{month} {_EN_ORD[d]}, {_year_words(y)}", f"{month} {_EN_ORD[d]} {y}", f"{month} {d}, {_year_words(y)}",
                      f"{_two_words(m)} {_two_words(d)} {_two_words(y % 100) if y % 100 >= 10 else 'oh ' + _EN_DIGITS[y % 100]}", f"{m}/{d}/{y}"])


def dob_iso_v75(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v75(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v75(draw: Draw) -> str:
    day = _birth(draw)
    return draw.pick([day.strftime("%m/%d/%Y"), f"{day.month}/{day.day}/{day.year}"])


def dod_v75(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), prose=True)


def dob_elder_prose_v75(draw: Draw) -> str:
    return _date_in(draw, _birth(draw, 1927, 1935), prose=True)


def dod_hl7_v75(draw: Draw) -> str:
    return f"{_death_day(draw).strftime('%Y%m%d')}{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"


def _say_age(draw: Draw, age: int, prose: bool = False) -> str:
    if _country(draw) == "FR":
        return draw.pick([f"{age} ans", f"{age}"])
    if _country(draw) == "DE":
        return draw.pick([f"{age} Jahre", f"{age}"])
    if _spanish(draw):
        return draw.pick([f"{age} años", f"{age}"])
    spelled = "ninety" + (f"-{_EN_DIGITS[age % 10]}" if age % 10 else "") if age < 100 else str(age)
    if prose:
        return draw.pick([f"{age}", f"{age} years old", spelled])
    return draw.pick([f"{age}", f"{age} years old", f"{age}-year-old", f"{age} yrs", spelled, f"{age}y"])


def age_elder_v75(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1927-1935."""
    return _say_age(draw, _age_on(_birth(draw, 1927, 1935), REFERENCE_DAY))


def age_elder_prose_v75(draw: Draw) -> str:
    return _say_age(draw, _age_on(_birth(draw, 1927, 1935), REFERENCE_DAY), prose=True)


def age_at_death_v75(draw: Draw) -> str:
    return _say_age(draw, _age_on(_birth(draw, 1927, 1935), _death_day(draw)))


def age_at_death_prose_v75(draw: Draw) -> str:
    return _say_age(draw, _age_on(_birth(draw, 1927, 1935), _death_day(draw)), prose=True)


# ---- phones --------------------------------------------------------------------------------------------------------
def _valid(number: str, region: str) -> bool:
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(parsed) and phonenumbers.number_type(parsed) not in blind.NOT_PERSONAL


def _us_parts(draw: Draw, areas: list[str]) -> tuple[str, str, str]:
    while True:
        area, exchange, line = draw.pick(areas), str(draw.rng.randint(201, 989)), draw.digits(4)
        if exchange != "555" and exchange[1:] != "11" and _valid(f"{area}{exchange}{line}", "US"):
            return area, exchange, line


_MI_AREAS = ["734", "734", "313", "248", "517", "269", "586", "810", "616", "734", "313"]


def phone_mi_v75(draw: Draw) -> str | tuple[str, str, str]:
    """A Michigan person's line in the printings people type."""
    a, e, n = _us_parts(draw, _MI_AREAS)
    return draw.pick([f"({a}) {e}-{n}", f"{a}-{e}-{n}", f"{a}.{e}.{n}", f"+1 {a} {e} {n}", f"1-{a}-{e}-{n}", f"{a}{e}{n}", f"{a} {e} {n}",
                      f"({a}){e}-{n}", f"+1 ({a}) {e}-{n}", f"{a}-{e}{n}"])


def _spoken_parts(draw: Draw) -> tuple[str, str, str]:
    if "_spoken_line" not in draw.cache:
        draw.cache["_spoken_line"] = "|".join(_us_parts(draw, _MI_AREAS))
    a, e, n = str(draw.cache["_spoken_line"]).split("|")
    return a, e, n


def phone_again_v75(draw: Draw) -> str:
    """The line read out before, repeated as the caller spells it again (digits now)."""
    a, e, n = _spoken_parts(draw)
    return draw.pick([f"{a}-{e}-{n}", f"{a} {e} {n}", f"({a}) {e}-{n}", f"{a}{e}{n}"])


def phone_spoken_v75(draw: Draw) -> str:
    """A Michigan line read out on a voicemail, words and digits mixed."""
    a, e, n = _spoken_parts(draw)
    es = _spanish(draw)
    sep = draw.pick([", ", " ", " - ", "... "])
    return sep.join([_say_group(draw, a, es), _say_group(draw, e, es), _say_group(draw, n, es)])


def phone_e164_v75(draw: Draw) -> str:
    a, e, n = _us_parts(draw, _MI_AREAS)
    return f"+1{a}{e}{n}"


def phone_hl7_v75(draw: Draw) -> tuple[str, str, str]:
    a, e, n = _us_parts(draw, _MI_AREAS)
    return draw.pick([("", f"({a}){e}-{n}", "^PRN^PH"), ("^PRN^PH^^1^", f"{a}^{e}{n}", "")])


def _national(draw: Draw, region: str, make: Callable[[], str]) -> str:
    while True:
        value = make()
        if _valid(value, region):
            return value


def phone_gb_v75(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        body = _national(draw, "GB", lambda: "07" + draw.pick(["4", "5", "7", "8", "9"]) + draw.digits(8))
        if body.startswith("07700"):
            body = "07711" + body[5:]
        rest = body[1:]
        return draw.pick([f"{body[:5]} {body[5:]}", body, f"+44 {rest[:4]} {rest[4:]}", f"+44 (0){rest[:4]} {rest[4:]}", f"{body[:5]} {body[5:8]} {body[8:]}", f"+44{rest}"])
    area = draw.pick(["0117", "0117", "01454", "01275"])
    body = _national(draw, "GB", lambda: area + str(draw.rng.randint(2, 9)) + draw.digits(10 - len(area)))
    return draw.pick([f"{area} {body[len(area):len(area) + 3]} {body[len(area) + 3:]}", f"{area} {body[len(area):]}", f"+44 {area[1:]} {body[len(area):]}"])


_CA_AREAS = ["403", "403", "587", "825", "780", "403", "587", "416", "647", "613"]


def phone_ca_v75(draw: Draw) -> str:
    while True:
        area, exchange, line = draw.pick(_CA_AREAS), str(draw.rng.randint(201, 989)), draw.digits(4)
        if exchange != "555" and exchange[1:] != "11" and _valid(f"{area}{exchange}{line}", "CA"):
            break
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area} {exchange} {line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}.{exchange}.{line}"])


def phone_au_v75(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        body = _national(draw, "AU", lambda: "04" + draw.digits(8))
        if body.startswith("0491570"):
            body = "0412" + body[4:]
        return draw.pick([f"{body[:4]} {body[4:7]} {body[7:]}", body, f"+61 {body[1:4]} {body[4:7]} {body[7:]}", f"+61{body[1:]}", f"{body[:4]}-{body[4:7]}-{body[7:]}"])
    body = _national(draw, "AU", lambda: "03" + draw.pick(["9", "8", "5"]) + draw.digits(7))
    return draw.pick([f"({body[:2]}) {body[2:6]} {body[6:]}", f"{body[:2]} {body[2:6]} {body[6:]}", f"+61 3 {body[2:6]} {body[6:]}"])


def phone_de_v75(draw: Draw) -> str:
    if draw.rng.random() < 0.6:
        prefix = draw.pick(["0151", "0160", "0170", "0171", "0172", "0176", "0157", "0162"])
        body = _national(draw, "DE", lambda: prefix + draw.digits(8 if prefix[2] in "57" else 7))
        rest = body[len(prefix):]
        return draw.pick([f"{prefix} {rest}", f"{prefix}/{rest}", f"+49 {prefix[1:]} {rest}", f"+49 ({prefix[1:]}) {rest}", f"{prefix}-{rest}", f"{prefix} {rest[:3]} {rest[3:]}"])
    area = draw.pick(["0391", "0391", "0345", "0340"])
    body = _national(draw, "DE", lambda: area + str(draw.rng.randint(2, 9)) + draw.digits(6))
    rest = body[len(area):]
    return draw.pick([f"{area} {rest}", f"{area}/{rest}", f"+49 {area[1:]} {rest}", f"({area}) {rest[:3]} {rest[3:]}"])


def phone_fr_v75(draw: Draw) -> str:
    lead = draw.pick(["06", "07", "06", "04"])
    body = _national(draw, "FR", lambda: lead + draw.digits(8))
    if body.startswith("063998") or body.startswith("046571"):
        body = body[:2] + "12" + body[4:]
    pairs = [body[i:i + 2] for i in range(0, 10, 2)]
    return draw.pick([" ".join(pairs), body, ".".join(pairs), "+33 " + body[1] + " " + " ".join(pairs[1:]), "+33" + body[1:], "-".join(pairs)])


def _by_country(table: dict[str, Callable[[Draw], Any]], default: Callable[[Draw], Any]) -> Callable[[Draw], Any]:
    return lambda draw: table.get(_country(draw), default)(draw)


phone_v75 = _by_country({"GB": phone_gb_v75, "CA": phone_ca_v75, "AU": phone_au_v75, "DE": phone_de_v75, "FR": phone_fr_v75}, phone_mi_v75)


# ---- US identifiers ------------------------------------------------------------------------------------------------
def _ssn_digits(draw: Draw) -> str:
    if "_ssn" not in draw.cache:
        while True:
            area = draw.rng.randint(1, 899)
            if area != 666:
                draw.cache["_ssn"] = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
                break
    return str(draw.cache["_ssn"])


def ssn_v75(draw: Draw) -> str:
    v = _ssn_digits(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]} - {v[3:5]} - {v[5:]}"])


def ssn_plain_v75(draw: Draw) -> str:
    return _ssn_digits(draw)


def ssn_spoken_v75(draw: Draw) -> str:
    v = _ssn_digits(draw)
    es = _spanish(draw)
    sep = draw.pick([", ", " ", " - "])
    return sep.join([_say_group(draw, v[:3], es), _say_group(draw, v[3:5], es), _say_group(draw, v[5:], es)])


def ssn_head_v75(draw: Draw) -> tuple[str, str, str]:
    """The first part of an SSN typed before the sender hit enter too early."""
    v = _ssn_digits(draw)
    return draw.pick([("", f"{v[:3]}-{v[3:5]}", "-"), ("", f"{v[:3]} {v[3:5]}", ""), ("", v[:5], "")])


def ssn_tail_v75(draw: Draw) -> str:
    return _ssn_digits(draw)[5:]


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v75(draw: Draw) -> str:
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower() if draw.rng.random() < 0.3 else v])


def member_us_v75(draw: Draw) -> str:
    """A commercial plan's member ID (an alpha prefix and digits, with the person suffix now and then) or a Medicaid ID."""
    prefix = draw.pick(["XYM", "ZQH", "MIB", "JHP", "KQD", "PHM"])
    body = draw.digits(9, True)
    return draw.pick([f"{prefix}{body}", f"{prefix}{body}01", f"{prefix} {body[:4]} {body[4:]}", f"{prefix}-{body[:3]}-{body[3:6]}-{body[6:]}",
                      f"{prefix}{body}-0{draw.rng.randint(1, 4)}", draw.digits(10, True), f"{prefix.lower()}{body}"])


def member_v75(draw: Draw) -> str:
    return draw.pick([member_us_v75, member_us_v75, mbi_v75])(draw)


def member_plain_v75(draw: Draw) -> str:
    return f"{draw.pick(['XYM', 'ZQH', 'MIB', 'JHP'])}{draw.digits(9, True)}"


def mrn_v75(draw: Draw) -> str:
    """The institute's MRN or the radiation centre's patient number."""
    return draw.pick([f"HC{draw.digits(7, True)}", draw.digits(8, True), f"{draw.digits(3, True)}-{draw.digits(4)}-{draw.digits(1)}", f"RO{draw.rng.randint(24, 26)}-{draw.digits(5, True)}",
                      f"HC-{draw.digits(3, True)}-{draw.digits(4)}", f"0{draw.digits(7, True)}"])


def mrn_plain_v75(draw: Draw) -> str:
    return f"HC{draw.digits(7, True)}"


def mrn_spoken_v75(draw: Draw) -> str:
    v = draw.digits(7, True)
    return draw.pick([f"H C {_say_digits(draw, v)}", f"HC {v[:3]} {v[3:]}", f"H-C-{v}", f"H as in Henry, C as in Charlie, {_say_digits(draw, v[:3])}, {v[3:]}"])


def case_v75(draw: Draw) -> str:
    return draw.pick([f"BICSL-{draw.rng.randint(2025, 2026)}-{draw.digits(5, True)}", f"Case #{draw.digits(6, True)}", f"C{draw.digits(7, True)}"])


_MI_PLACES = [("Ann Arbor", "48103"), ("Ann Arbor", "48104"), ("Ann Arbor", "48105"), ("Ypsilanti", "48197"), ("Ypsilanti", "48198"), ("Saline", "48176"),
              ("Detroit", "48201"), ("Detroit", "48209"), ("Detroit", "48224"), ("Dearborn", "48124"), ("Dearborn Heights", "48127"), ("Livonia", "48152"),
              ("Lansing", "48910"), ("East Lansing", "48823"), ("Okemos", "48864"), ("Kalamazoo", "49008"), ("Portage", "49024"), ("Jackson", "49201"),
              ("Royal Oak", "48067"), ("Canton", "48187"), ("Brighton", "48116"), ("Chelsea", "48118"), ("Battle Creek", "49015")]
_MI_STREETS = ["Packard St", "Washtenaw Ave", "Plymouth Rd", "Michigan Ave", "Grand River Ave", "Woodward Ave", "Gratiot Ave", "Stadium Blvd",
               "Oakland Dr", "Westnedge Ave", "Saginaw St", "Mack Ave", "Ford Rd", "Huron River Dr", "Ellsworth Rd", "Vernor Hwy", "Kalamazoo St",
               "Cedar St", "Maple Rd", "Jackson Rd", "Miller Ave", "Hamilton Ave", "Outer Dr", "Warren Ave"]


def _mi_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_MI_PLACES)
    street = f"{draw.rng.randint(100, 24999)} {draw.pick(_MI_STREETS)}"
    unit = draw.pick(["", "", "", f" Apt {draw.rng.randint(1, 24)}{draw.pick(['', 'B', 'C'])}", f", Apt {draw.rng.randint(101, 1420)}", f" Unit {draw.rng.randint(1, 90)}", f" #{draw.rng.randint(2, 310)}"])
    return street, unit, town, zip_code


def addr_mi_v75(draw: Draw) -> str:
    street, unit, town, zip_code = _mi_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, MI {zip_code}", f"{street}{unit}\n{town}, MI {zip_code}", f"{street}{unit}, {town} MI {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}\n{town.upper()} MI {zip_code}", f"{street}{unit}, {town}, Michigan {zip_code}",
                      f"PO Box {draw.rng.randint(10, 9999)}, {town}, MI {zip_code}"])


def addr_chat_v75(draw: Draw) -> str:
    """An address typed in a chat or a text: lower case, no commas now and then."""
    street, unit, town, zip_code = _mi_parts(draw)
    return draw.pick([f"{street}{unit} {town} {zip_code}".lower(), f"{street}{unit}, {town} MI {zip_code}".lower(), f"{street}{unit} in {town}, {zip_code}",
                      f"{street}{unit}, {town} mi {zip_code}", f"{street}{unit}, {town}, MI {zip_code}"])


def addr_hl7_v75(draw: Draw) -> str:
    street, _, town, zip_code = _mi_parts(draw)
    return f"{street.upper()}^^{town.upper()}^MI^{zip_code}^USA^H"


def addr_fhir_v75(draw: Draw) -> str:
    street, _, town, zip_code = _mi_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"MI\", \"postalCode\": \"{zip_code}"


def _gb_postcode(draw: Draw, area: str) -> str:
    return f"{area} {draw.rng.randint(1, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


_GB_PLACES = [("Bristol", ["BS3", "BS4", "BS5", "BS6", "BS7", "BS13", "BS16"]), ("Bath", ["BA1", "BA2"]), ("Weston-super-Mare", ["BS22", "BS23", "BS24"]),
              ("Clevedon", ["BS21"]), ("Yate", ["BS37"]), ("Keynsham", ["BS31"])]
_GB_STREETS = ["Gloucester Road", "Church Lane", "Coronation Road", "Ashley Hill", "Wells Road", "Station Road", "Fishponds Road", "Queens Drive",
               "Victoria Park", "Redland Grove", "Hillside Close", "Sandy Park Road"]


def addr_gb_v75(draw: Draw) -> str:
    town, areas = draw.pick(_GB_PLACES)
    code = _gb_postcode(draw, draw.pick(areas))
    n, street = draw.rng.randint(1, 240), draw.pick(_GB_STREETS)
    flat = draw.pick(["", "", f"Flat {draw.rng.randint(1, 12)}, ", f"Flat {draw.rng.randint(1, 6)}{draw.pick(['A', 'B'])}, "])
    return draw.pick([f"{flat}{n} {street}, {town} {code}", f"{flat}{n} {street}\n{town}\n{code}", f"{flat}{n} {street}, {town}, {code}", f"{n} {street.upper()}, {town.upper()} {code}"])


_CA_PLACES = [("Calgary", "AB", "T2", "T3"), ("Edmonton", "AB", "T5", "T6"), ("Red Deer", "AB", "T4", "T4"), ("Toronto", "ON", "M4", "M6"), ("Ottawa", "ON", "K1", "K2"),
              ("Montréal", "QC", "H2", "H3")]


def _ca_postal(draw: Draw, a: str, b: str) -> str:
    letters = "ABCEGHJKLMNPRSTVWXYZ"
    return f"{draw.pick([a, b])}{draw.letters(1, letters)} {draw.digits(1)}{draw.letters(1, letters)}{draw.digits(1)}"


def addr_ca_v75(draw: Draw) -> str:
    town, prov, a, b = draw.pick(_CA_PLACES)
    code = _ca_postal(draw, a, b)
    if prov == "QC":
        street = f"{draw.rng.randint(100, 9800)}, {draw.pick(['rue Saint-Denis', 'avenue Papineau', 'boulevard Rosemont', 'rue Beaubien Est'])}"
        return draw.pick([f"{street}, app. {draw.rng.randint(1, 12)}, {town} (Québec) {code}", f"{street}\n{town} QC  {code}"])
    if prov == "ON":
        street = f"{draw.rng.randint(10, 980)} {draw.pick(['Harbord St', 'Danforth Ave', 'Bank St', 'Roncesvalles Ave', 'Somerset St W', 'Gladstone Ave'])}"
    else:
        street = draw.pick([f"{draw.rng.randint(100, 9800)} {draw.rng.randint(2, 40)} Ave SW", f"{draw.rng.randint(10, 980)} {draw.pick(['Whyte Ave NW', 'Elbow Dr SW', 'Macleod Trail SE', 'Gaetz Ave', 'Jasper Ave'])}",
                            f"{draw.rng.randint(1, 240)} {draw.pick(['Evanston', 'Cranston', 'Tuscany', 'Auburn Bay'])} {draw.pick(['Way', 'Drive', 'Close'])} {draw.pick(['NW', 'SE'])}"])
    unit = draw.pick(["", "", f"Unit {draw.rng.randint(1, 40)} - ", f"{draw.rng.randint(101, 2409)}-"])
    return draw.pick([f"{unit}{street}, {town}, {prov} {code}", f"{unit}{street}\n{town} {prov}  {code}", f"{unit}{street}, {town} {prov} {code}"])


_AU_PLACES = [("Brunswick", "VIC", "3056"), ("Coburg", "VIC", "3058"), ("Northcote", "VIC", "3070"), ("Preston", "VIC", "3072"), ("Footscray", "VIC", "3011"),
              ("Thornbury", "VIC", "3071"), ("Geelong West", "VIC", "3218"), ("Newtown", "NSW", "2042"), ("Toowong", "QLD", "4066")]


def addr_au_v75(draw: Draw) -> str:
    suburb, state, code = draw.pick(_AU_PLACES)
    street = f"{draw.rng.randint(1, 220)} {draw.pick(['Sydney Rd', 'Albert St', 'High St', 'Merri Pde', 'Wattle Ave', 'Gilbert Rd', 'Victoria St', 'Harding St'])}"
    unit = draw.pick(["", "", f"{draw.rng.randint(1, 14)}/", f"Unit {draw.rng.randint(1, 9)}, "])
    return draw.pick([f"{unit}{street}, {suburb} {state} {code}", f"{unit}{street}\n{suburb.upper()} {state} {code}", f"{unit}{street} {suburb} {state} {code}"])


_DE_PLACES = [("Magdeburg", ["39104", "39106", "39108", "39112", "39114", "39130"]), ("Halle (Saale)", ["06108", "06110", "06114"]), ("Schönebeck (Elbe)", ["39218"]),
              ("Burg", ["39288"]), ("Wolmirstedt", ["39326"])]
_DE_STREETS = ["Lindenweg", "Hegelstraße", "Otto-von-Guericke-Straße", "Am Krökentor", "Leipziger Straße", "Halberstädter Str.", "Olvenstedter Chaussee",
               "Liebknechtstraße", "Große Diesdorfer Str.", "Schillerstraße"]


def addr_de_v75(draw: Draw) -> str:
    town, codes = draw.pick(_DE_PLACES)
    street = f"{draw.pick(_DE_STREETS)} {draw.rng.randint(1, 140)}{draw.pick(['', '', 'a', 'b'])}"
    extra = draw.pick(["", "", f", {draw.rng.randint(1, 6)}. OG", f", Whg. {draw.rng.randint(1, 30)}"])
    return draw.pick([f"{street}{extra}, {draw.pick(codes)} {town}", f"{street}{extra}\n{draw.pick(codes)} {town}", f"{street}, D-{draw.pick(codes)} {town}"])


_FR_PLACES = [("Lyon", ["69003", "69004", "69007", "69008", "69009"]), ("Villeurbanne", ["69100"]), ("Vénissieux", ["69200"]), ("Caluire-et-Cuire", ["69300"]),
              ("Bron", ["69500"]), ("Vienne", ["38200"])]
_FR_STREETS = ["rue Paul Bert", "avenue Jean Jaurès", "rue de la République", "cours Émile Zola", "rue Garibaldi", "montée de la Grande Côte",
               "allée des Tilleuls", "rue Marietton", "boulevard des États-Unis"]


def addr_fr_v75(draw: Draw) -> str:
    town, codes = draw.pick(_FR_PLACES)
    street = f"{draw.rng.randint(1, 180)}{draw.pick(['', '', ' bis', ','])} {draw.pick(_FR_STREETS)}"
    extra = draw.pick(["", "", f"Bât. {draw.letters(1, 'ABCD')}, ", f"Résidence les Acacias, appt {draw.rng.randint(1, 60)}, "])
    return draw.pick([f"{extra}{street}, {draw.pick(codes)} {town}", f"{extra}{street}\n{draw.pick(codes)} {town.upper()}", f"{street} {draw.pick(codes)} {town}"])


addr_v75 = _by_country({"GB": addr_gb_v75, "CA": addr_ca_v75, "AU": addr_au_v75, "DE": addr_de_v75, "FR": addr_fr_v75}, addr_mi_v75)


# ---- national numbers, health cards, licences, vehicles -------------------------------------------------------------
def dl_mi_v75(draw: Draw) -> str:
    """A Michigan driver's licence: the surname's initial and twelve digits."""
    letter = _ascii(str(draw.cache.get("last", "S")))[:1].upper() or "S"
    v = draw.digits(12, True)
    return draw.pick([f"{letter}{v}", f"{letter} {v[:3]} {v[3:6]} {v[6:9]} {v[9:]}", f"{letter}-{v[:3]}-{v[3:6]}-{v[6:9]}-{v[9:]}", f"{letter} {v}"])


def nhs_v75(draw: Draw) -> str:
    while True:
        body = draw.digits(9, True)
        check = 11 - sum(int(ch) * (10 - i) for i, ch in enumerate(body)) % 11
        if check == 11:
            check = 0
        if check != 10:
            v = body + str(check)
            return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


def nir_v75(draw: Draw) -> str:
    """A French NIR: sex, the birth year and month, the département, the commune, the order number, the key."""
    born = _birth(draw)
    dept = draw.pick(["69", "69", "38", "42", "01", "75", "13", "71"])
    body = f"{1 if _sex(draw) == 'M' else 2}{born.year % 100:02d}{born.month:02d}{dept}{draw.rng.randint(1, 390):03d}{draw.rng.randint(1, 999):03d}"
    key = f"{97 - int(body) % 97:02d}"
    return draw.pick([f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:]} {key}", body + key, f"{body} {key}",
                      f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:]} - {key}"])


def ohip_v75(draw: Draw) -> str:
    body = draw.digits(9, True)
    v = body + _luhn(body)
    version = draw.letters(2, "ABCDEFGHJKLMNPRSTUVWXYZ")
    return draw.pick([f"{v[:4]}-{v[4:7]}-{v[7:]}-{version}", f"{v[:4]} {v[4:7]} {v[7:]} {version}", f"{v}{version}", f"{v[:4]}-{v[4:7]}-{v[7:]}"])


def ahcip_v75(draw: Draw) -> str:
    v = draw.digits(9, True)
    return draw.pick([f"{v[:5]}-{v[5:]}", v, f"{v[:5]} {v[5:]}"])


def ca_health_v75(draw: Draw) -> str:
    return draw.pick([ohip_v75, ahcip_v75])(draw)


def medicare_au_v75(draw: Draw) -> str:
    first = str(draw.rng.randint(2, 6))
    body = first + draw.digits(7)
    check = sum(int(ch) * w for ch, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9))) % 10
    issue = str(draw.rng.randint(1, 5))
    irn = str(draw.rng.randint(1, 5))
    v = f"{body}{check}{issue}"
    return draw.pick([f"{v[:4]} {v[4:9]} {v[9]}", f"{v[:4]} {v[4:9]} {v[9]}-{irn}", f"{v}{irn}", f"{v[:4]} {v[4:9]} {v[9]} (IRN {irn})", v])


def kvnr_v75(draw: Draw) -> str:
    """A German KVNR: a letter, eight digits and the check digit (the letter as two digits, weights 1-2, cross sums)."""
    letter = draw.pick(list("ABCDEFGHIJKLMNOPRSTUVWZ"))
    digits = draw.digits(8, True)
    number = f"{ord(letter) - 64:02d}{digits}"
    total = 0
    for i, ch in enumerate(number):
        product = int(ch) * (1 if i % 2 == 0 else 2)
        total += product // 10 + product % 10
    return f"{letter}{digits}{total % 10}"


def sin_v75(draw: Draw) -> str:
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v75(draw: Draw) -> str:
    """A VIN of a Michigan-built car or a common import, with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = (draw.pick(["1G1ZD5", "1FMCU9", "2GNAXU", "1C4RJF", "3GKALM", "1FTFW1", "5YJ3E1", "JTMB1R"]) + draw.letters(2, alnum) + "0"
            + draw.pick(list("GHJKLMNPRS")) + draw.letters(1, "ABCFGHJKLMNRSUZ") + draw.digits(6))
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def plate_mi_v75(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(4, True)}", f"{draw.letters(3, alpha)}{draw.digits(4, True)}", f"{draw.letters(3, alpha)}-{draw.digits(4, True)}",
                      f"{draw.digits(1, True)}{draw.letters(3, alpha)}{draw.digits(2)}", f"MI {draw.letters(3, alpha)} {draw.digits(4, True)}"])


def plate_on_v75(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTVWXYZ"
    return draw.pick([f"{draw.letters(4, alpha)} {draw.digits(3)}", f"{draw.letters(4, alpha)}{draw.digits(3)}", f"{draw.letters(4, alpha)}-{draw.digits(3)}"])


def plate_ab_v75(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}-{draw.digits(4)}", f"{draw.letters(3, alpha)} {draw.digits(4)}", f"{draw.letters(3, alpha)}{draw.digits(4)}"])


def plate_ca_v75(draw: Draw) -> str:
    return draw.pick([plate_on_v75, plate_ab_v75])(draw)


# ---- money ---------------------------------------------------------------------------------------------------------
def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v75(draw: Draw) -> tuple[str, str, str]:
    """A Michigan checking account after its ABA-valid routing number (the account is the span)."""
    routing = _aba(draw.pick(["0720", "0724", "0724", "0720"]) + draw.digits(4))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([(f"routing {routing}, account ", account, ""), (f"ABA {routing} acct ", account, ""), (f"{routing} / ", account, ""),
                      (f"RTN: {routing}  Account #: ", account, ""), (f"routing number is {routing} and the account number is ", account, "")])


def account_gb_v75(draw: Draw) -> tuple[str, str, str]:
    sort = f"{draw.pick(['20', '30', '40', '60', '07', '77', '09'])}-{draw.digits(2)}-{draw.digits(2)}"
    account = draw.digits(8, True)
    return draw.pick([(f"sort code {sort}, account number ", account, ""), (f"{sort} ", account, ""), (f"Sort code: {sort}\nAccount no: ", account, ""),
                      (f"s/c {sort} a/c ", account, "")])


def account_ca_v75(draw: Draw) -> tuple[str, str, str]:
    transit, inst = draw.digits(5, True), draw.pick(["001", "002", "003", "004", "006", "010", "815", "899"])
    account = draw.digits(7, True)
    return draw.pick([(f"transit {transit}, institution {inst}, account ", account, ""), (f"{transit}-{inst}-", account, ""),
                      (f"Transit #{transit} / Inst. {inst} / Acct ", account, "")])


def account_au_v75(draw: Draw) -> tuple[str, str, str]:
    bsb = f"{draw.pick(['063', '083', '013', '033', '733', '923'])}-{draw.digits(3)}"
    account = draw.digits(draw.pick([8, 9]), True)
    return draw.pick([(f"BSB {bsb}, account ", account, ""), (f"BSB: {bsb}  Acc: ", account, ""), (f"{bsb} ", account, ""), (f"BSB {bsb} acc no. ", account, "")])


def _iban(country: str, bban: str) -> str:
    converted = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(converted) % 97:02d}{bban}"


def _spaced(v: str) -> str:
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


def iban_de_v75(draw: Draw) -> str:
    blz = draw.pick(["81053272", "81093274", "81020500", "86020500", "10050000", "80053762"])
    v = _iban("DE", blz + draw.digits(10, True))
    return draw.pick([_spaced(v), v, _spaced(v)])


def iban_fr_v75(draw: Draw) -> str:
    bank, branch = draw.pick(["30004", "30003", "10278", "20041", "16807", "30002"]), draw.digits(5, True)
    account = draw.digits(11)
    key = f"{97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97:02d}"
    v = _iban("FR", bank + branch + account + key)
    return draw.pick([_spaced(v), v, _spaced(v)])


account_v75 = _by_country({"GB": account_gb_v75, "CA": account_ca_v75, "AU": account_au_v75, "DE": iban_de_v75, "FR": iban_fr_v75}, account_us_v75)


def _card_digits(draw: Draw) -> str:
    if "_card" not in draw.cache:
        kind = draw.pick(["visa", "visa", "mc", "mc", "amex", "disc"])
        if kind == "amex":
            body = draw.pick(["34", "37"]) + draw.digits(12)
        else:
            prefix = {"visa": "4", "mc": draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), "disc": draw.pick(["6011", "65"])}[kind]
            body = prefix + draw.digits(15 - len(prefix))
        draw.cache["_card"] = body + _luhn(body)
    return str(draw.cache["_card"])


def card_v75(draw: Draw) -> str:
    v = _card_digits(draw)
    if len(v) == 15:
        return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", v, f"{v[:4]}-{v[4:10]}-{v[10:]}"])
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4))])


def card_spoken_v75(draw: Draw) -> str:
    v = _card_digits(draw)
    groups = [v[:4], v[4:10], v[10:]] if len(v) == 15 else [v[i:i + 4] for i in range(0, 16, 4)]
    return ", ".join(_say_digits(draw, g) if draw.rng.random() < 0.6 else g for g in groups)


def card_head_v75(draw: Draw) -> str:
    """The first part of a card number sent before the rest (the cut is kept for the tail)."""
    v = _card_digits(draw)
    cut = 10 if len(v) == 15 else draw.pick([8, 12, 12])
    draw.cache["_card_cut"] = str(cut)
    if len(v) == 15:
        return f"{v[:4]} {v[4:10]}"
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, cut, 4)), v[:cut]])


def card_tail_v75(draw: Draw) -> str:
    v = _card_digits(draw)
    rest = v[int(draw.cache.get("_card_cut", "12")):]
    if len(v) == 15:
        return rest
    return draw.pick([rest, " ".join(rest[i:i + 4] for i in range(0, len(rest), 4))])


# ---- e-mail, IP, URLs ----------------------------------------------------------------------------------------------
_DOMAINS = {"US": ["gmail.com", "yahoo.com", "comcast.net", "att.net", "sbcglobal.net", "icloud.com", "hotmail.com", "outlook.com"],
            "GB": ["btinternet.com", "gmail.com", "hotmail.co.uk", "yahoo.co.uk", "sky.com"], "CA": ["gmail.com", "shaw.ca", "rogers.com", "telus.net", "videotron.ca"],
            "AU": ["bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com"], "DE": ["web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de"],
            "FR": ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"]}


def _letters_only(text: str, fallback: str) -> str:
    return "".join(ch for ch in _ascii(text).lower() if "a" <= ch <= "z") or fallback


def _local(draw: Draw) -> str:
    if "_email_local" not in draw.cache:
        first = _letters_only(str(draw.cache.get("first", "care")).split()[0], "care")
        last = _letters_only(str(draw.cache.get("last", "family")).split()[-1], "family")
        draw.cache["_email_local"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                                f"{first}{draw.rng.randint(55, 99)}", f"{last}{first[0]}{draw.rng.randint(1, 9)}", f"{first}.{last}.{draw.rng.randint(60, 95)}"])
    return str(draw.cache["_email_local"])


def email_v75(draw: Draw) -> str:
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.12:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.18:
        return f"{local}[at]{domain}"
    if style < 0.22:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_plain_v75(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (68, 40, 63), (99, 0, 127), (107, 4, 31), (172, 58, 63)], "GB": [(86, 128, 191), (81, 96, 111), (2, 96, 127)],
        "CA": [(99, 224, 255), (70, 64, 79), (142, 112, 127)], "AU": [(101, 160, 191), (124, 168, 191), (110, 140, 151)],
        "DE": [(91, 0, 63), (84, 128, 191), (93, 192, 255)], "FR": [(90, 0, 127), (82, 64, 127), (86, 192, 255)]}
_IP6 = {"US": "2601:40a", "GB": "2a00:23c7", "CA": "2607:fea8", "AU": "2001:8003", "DE": "2003:e5", "FR": "2a01:cb1d"}


def ip_v75(draw: Draw) -> str:
    country = _country(draw)
    while True:
        if draw.rng.random() < 0.22:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4[country])
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    first = _letters_only(str(draw.cache.get("first", "team")).split()[0], "team")
    last = _letters_only(str(draw.cache.get("last", "family")).split()[-1], "family")
    return f"{first}{sep}{last}" if sep else f"{first}{last}"


def url_v75(draw: Draw) -> str:
    """A page about the text's person or kept for them: a fundraiser, a journal, a profile, a meal train."""
    country = _country(draw)
    s = _slug
    if country == "GB":
        return draw.pick([f"https://www.justgiving.com/crowdfunding/{s(draw)}-treatment-fund", f"https://www.justgiving.com/page/{s(draw)}-{draw.digits(13, True)}",
                          f"https://www.facebook.com/{s(draw, '.')}.{draw.digits(2)}"])
    if country == "AU":
        return draw.pick([f"https://www.mycause.com.au/p/{draw.digits(6, True)}/{s(draw, '')}", f"https://www.gofundme.com/f/support-{s(draw)}", f"https://www.instagram.com/{s(draw, '_')}/"])
    if country == "DE":
        return draw.pick([f"https://www.betterplace.me/{s(draw)}-gegen-krebs", f"https://www.gofundme.com/f/hilfe-fur-{s(draw)}", f"https://www.instagram.com/{s(draw, '.')}/"])
    if country == "FR":
        return draw.pick([f"https://www.leetchi.com/fr/c/soutien-{s(draw)}-{draw.digits(7, True)}", f"https://www.facebook.com/{s(draw, '.')}", f"https://www.instagram.com/{s(draw, '_')}/"])
    return draw.pick([f"https://www.gofundme.com/f/{s(draw)}-chemo-fund", f"https://www.caringbridge.org/site/{s(draw, '')}", f"https://www.facebook.com/{s(draw, '.')}.{draw.digits(3)}",
                      f"https://{s(draw)}-cancer-journey.blogspot.com/", f"https://www.instagram.com/{s(draw, '_')}/", f"https://www.mealtrain.com/trains/{draw.letters(6, 'abcdefghjkmnpqrstuvwxyz23456789')}",
                      f"https://www.tiktok.com/@{s(draw, '')}{draw.digits(2)}", f"https://gofund.me/{''.join(draw.pick(list('0123456789abcdef')) for _ in range(8))}"])


def url_memorial_v75(draw: Draw) -> str:
    if _country(draw) == "AU":
        return draw.pick([f"https://tributes.heraldsun.com.au/obituaries/{s}" for s in [f"{_slug(draw)}-{draw.digits(6, True)}"]] + [f"https://www.mycause.com.au/p/{draw.digits(6, True)}/inmemoryof{_slug(draw, '')}"])
    return draw.pick([f"https://www.legacy.com/us/obituaries/{draw.pick(['mlive', 'freep', 'detroitnews', 'annarbornews'])}/name/{_slug(draw)}-obituary?id={draw.digits(8, True)}",
                      f"https://www.gofundme.com/f/in-memory-of-{_slug(draw)}", f"https://www.caringbridge.org/site/{_slug(draw, '')}", f"https://www.forevermissed.com/{_slug(draw)}/about"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v75": dob_v75, "dob_elder_v75": dob_elder_v75, "dob_spoken_v75": dob_spoken_v75, "dob_iso_v75": dob_iso_v75, "dob_compact_v75": dob_compact_v75,
    "dob_us_v75": dob_us_v75, "dod_v75": dod_v75, "age_at_death_prose_v75": age_at_death_prose_v75, "dob_elder_prose_v75": dob_elder_prose_v75, "age_elder_prose_v75": age_elder_prose_v75, "dod_hl7_v75": dod_hl7_v75, "age_elder_v75": age_elder_v75, "age_at_death_v75": age_at_death_v75,
    "phone_mi_v75": phone_mi_v75, "phone_spoken_v75": phone_spoken_v75, "phone_again_v75": phone_again_v75, "phone_e164_v75": phone_e164_v75, "phone_hl7_v75": phone_hl7_v75, "phone_v75": phone_v75,
    "phone_gb_v75": phone_gb_v75, "phone_ca_v75": phone_ca_v75, "phone_au_v75": phone_au_v75, "phone_de_v75": phone_de_v75, "phone_fr_v75": phone_fr_v75,
    "ssn_v75": ssn_v75, "ssn_plain_v75": ssn_plain_v75, "ssn_spoken_v75": ssn_spoken_v75, "ssn_head_v75": ssn_head_v75, "ssn_tail_v75": ssn_tail_v75,
    "mbi_v75": mbi_v75, "member_us_v75": member_us_v75, "member_v75": member_v75, "member_plain_v75": member_plain_v75,
    "mrn_v75": mrn_v75, "mrn_plain_v75": mrn_plain_v75, "mrn_spoken_v75": mrn_spoken_v75, "case_v75": case_v75,
    "addr_mi_v75": addr_mi_v75, "addr_chat_v75": addr_chat_v75, "addr_hl7_v75": addr_hl7_v75, "addr_fhir_v75": addr_fhir_v75, "addr_v75": addr_v75,
    "addr_gb_v75": addr_gb_v75, "addr_ca_v75": addr_ca_v75, "addr_au_v75": addr_au_v75, "addr_de_v75": addr_de_v75, "addr_fr_v75": addr_fr_v75,
    "dl_mi_v75": dl_mi_v75, "nhs_v75": nhs_v75, "nir_v75": nir_v75, "ohip_v75": ohip_v75, "ca_health_v75": ca_health_v75, "medicare_au_v75": medicare_au_v75,
    "kvnr_v75": kvnr_v75, "sin_v75": sin_v75, "vin_v75": vin_v75, "plate_mi_v75": plate_mi_v75, "plate_ca_v75": plate_ca_v75,
    "account_us_v75": account_us_v75, "account_gb_v75": account_gb_v75, "account_ca_v75": account_ca_v75, "account_au_v75": account_au_v75,
    "iban_de_v75": iban_de_v75, "iban_fr_v75": iban_fr_v75, "account_v75": account_v75,
    "card_v75": card_v75, "card_spoken_v75": card_spoken_v75, "card_head_v75": card_head_v75, "card_tail_v75": card_tail_v75,
    "email_v75": email_v75, "email_plain_v75": email_plain_v75, "ip_v75": ip_v75, "url_v75": url_v75, "url_memorial_v75": url_memorial_v75,
}

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Annika Szczepanski-Moore, MD (medical oncology)", "Dr. Tobias Okonjo-Reyes, MD (radiation oncology)",
         "Dr. Priyanka Vellore-Haskins, MD, FACS (breast surgery)", "Mireille Doucet-Kowalczyk, RN, OCN (infusion nurse manager)",
         "Gideon Abernethy-Lutz, MS, DABR (chief medical physicist)", "Dr. Sunniva Hartwell-Obi, MD (pathology)",
         "Theodora Blaylock-Vance, LMSW (support line manager)", "Dr. Cassius Ndiaye-Borowski, MD (breast imaging)",
         "Ingrid Fairweather-Santos, PharmD, BCOP (oncology pharmacy)", "Dr. Lucan Pemberton-Achebe, PhD (clinical trials office)")
_BOARD_STAFF = ["Dr. Szczepanski-Moore", "Dr. Okonjo-Reyes", "Dr. Vellore-Haskins", "Dr. Hartwell-Obi", "Dr. Ndiaye-Borowski", "Dr. Renata Quillfeldt",
                "Dr. Amos Featherstone-Iyer", "Dr. Leocadia Brandvold"]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country == "GB":
            return d.pick([f"{dd} {blind.MONTHS[m - 1]} {y}", f"{blind._ordinal(dd)} {blind.MONTHS[m - 1]} {y}"])  # noqa: SLF001
        if country == "AU":
            return d.pick([f"{dd} {blind.MONTHS[m - 1]} {y}", f"{dd}/{m}/{y}"])
        if country == "CA":
            return d.pick([f"{blind.MONTHS[m - 1]} {dd}, {y}", day.isoformat()])
        if country == "QC":
            return f"{'1er' if dd == 1 else dd} {_FR_MONTHS[m - 1]} {y}"
        if country == "DE":
            return d.pick([f"{dd:02d}.{m:02d}.{y}", f"{dd}. {_DE_MONTHS[m - 1]} {y}"])
        if country == "FR":
            return f"{'1er' if dd == 1 else dd} {_FR_MONTHS[m - 1]} {y}"
        if country == "ES":
            return f"{dd} de {_ES_MONTHS[m - 1]} de {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_PODS = ["Pod A (main floor)", "Pod B (main floor)", "Pod C (2nd floor)", "Long-infusion bay", "Canton satellite", "Brighton satellite", "Chelsea satellite",
         "Saline satellite", "Pediatric-AYA suite", "Cellular therapy unit"]


def _chair_row(d: Draw) -> str:
    chairs = d.rng.randint(6, 28)
    return (f"{d.pick(_PODS)} | {chairs} | {d.rng.randint(58, 97)}.{d.rng.randint(0, 9)}% | {d.rng.randint(3, 7)}.{d.rng.randint(0, 9)} h | "
            f"{d.rng.randint(chairs, chairs * 3)} | {d.rng.randint(0, 9)}")


def _chair_csv(d: Draw) -> str:
    chairs = d.rng.randint(6, 28)
    sched = chairs * d.rng.randint(7, 10)
    return f"{d.fill('eff_iso')},\"{d.pick(_PODS)}\",{chairs},{sched},{int(sched * d.rng.randint(60, 96) / 100)},{d.rng.randint(55, 97)},{d.rng.randint(0, 7)}"


def _chair_json(d: Draw) -> str:
    return (f"{{\"area\": \"{d.pick(_PODS)}\", \"chairs\": {d.rng.randint(6, 28)}, \"utilization\": 0.{d.rng.randint(55, 97)}, "
            f"\"medianChairMinutes\": {d.rng.randint(45, 320)}, \"sameDayAddOns\": {d.rng.randint(0, 11)}}}")


_COUNTIES = ["Ingham", "Eaton", "Clinton", "Jackson", "Livingston", "Shiawassee", "Ionia", "Calhoun", "Hillsdale", "Gratiot", "Barry", "Montcalm"]


def _screen_row(d: Draw) -> str:
    eligible = d.rng.randint(1800, 26000)
    screened = int(eligible * d.rng.randint(41, 79) / 100)
    return (f"{d.pick(_COUNTIES)} | {eligible:,} | {screened:,} | {screened * 100 / eligible:.1f}% | {d.rng.randint(60, 125) / 10:.1f}% | "
            f"{d.rng.randint(2, max(3, screened // 220))}")


def _screen_csv(d: Draw) -> str:
    eligible = d.rng.randint(1800, 26000)
    screened = int(eligible * d.rng.randint(41, 79) / 100)
    return f"{d.pick(['2025-Q3', '2025-Q4', '2026-Q1'])},{d.pick(_COUNTIES)},{eligible},{screened},{d.rng.randint(60, 125) / 10:.1f},{d.rng.randint(2, max(3, screened // 220))},{d.rng.randint(14, 61)}"


def _screen_xml(d: Draw) -> str:
    eligible = d.rng.randint(1800, 26000)
    return (f"  <county name=\"{d.pick(_COUNTIES)}\" eligible=\"{eligible}\" screened=\"{int(eligible * d.rng.randint(41, 79) / 100)}\" "
            f"recallPct=\"{d.rng.randint(60, 125) / 10:.1f}\" vanDays=\"{d.rng.randint(2, 30)}\"/>")


def _van_row(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 6, 26).toordinal()))
    site = d.pick(["Meijer, Okemos", "Iglesia San Juan, Lansing", "Charlotte Community Library", "Mason Senior Center", "Grand Ledge Family Health",
                   "St. Johns Fairgrounds", "Eaton Rapids Medical Clinic", "Holt Public Schools lot"])
    return f"{site} | {d.pick(['lun', 'mar', 'mié', 'jue', 'vie'])} {day.day}/{day.month} | {d.rng.randint(8, 10)}:00-{d.rng.randint(13, 16)}:00"


_TRIALS = [("Phase III", "HER2-low metastatic breast"), ("Phase II", "KRAS G12C NSCLC"), ("Phase III", "high-risk prostate, RT + ADT"), ("Phase I/II", "relapsed myeloma"),
           ("Phase II", "MSI-high colorectal"), ("Phase III", "early-stage HNSCC, de-escalation"), ("Phase II", "glioblastoma, tumour-treating fields"),
           ("Observational", "survivorship exercise cohort"), ("Phase III", "AML, maintenance"), ("Phase II", "ovarian, PARP combination")]


def _nct(d: Draw) -> str:
    return f"NCT0{d.rng.randint(4, 6)}{d.digits(6)}"


def _trial_row(d: Draw) -> str:
    phase, disease = d.pick(_TRIALS)
    target = d.rng.randint(8, 60)
    return f"{_nct(d)} | {phase} | {disease} | {target} | {d.rng.randint(0, target)} | {d.pick(['open', 'open', 'open', 'suspended (drug supply)', 'closed to accrual'])}"


def _trial_csv(d: Draw) -> str:
    phase, disease = d.pick(_TRIALS)
    target = d.rng.randint(8, 60)
    return f"{_nct(d)},HUM00{d.digits(6, True)},\"{disease}\",{phase},{target},{d.rng.randint(0, target)},{d.rng.randint(0, 14)},{d.pick(['NRG', 'SWOG', 'Alliance', 'ECOG-ACRIN', 'industry', 'investigator'])}"


def _trial_json(d: Draw) -> str:
    phase, disease = d.pick(_TRIALS)
    target = d.rng.randint(8, 60)
    return f"{{\"nct\": \"{_nct(d)}\", \"phase\": \"{phase}\", \"population\": \"{disease}\", \"siteTarget\": {target}, \"accrued\": {d.rng.randint(0, target)}}}"


_SHORT_DRUGS = [("carboplatin 10 mg/mL, 45 mL vial", "J9045"), ("cisplatin 1 mg/mL, 100 mL vial", "J9060"), ("fluorouracil 50 mg/mL, 50 mL vial", "J9190"),
                ("methotrexate 25 mg/mL, 2 mL vial", "J9250"), ("vincristine 1 mg/mL, 2 mL vial", "J9370"), ("dacarbazine 200 mg vial", "J9130"),
                ("leucovorin calcium 350 mg vial", "J0640"), ("etoposide 20 mg/mL, 25 mL vial", "J9181"), ("BCG live (intravesical) 50 mg", "J9030"),
                ("cytarabine 20 mg/mL, 5 mL vial", "J9100"), ("azacitidine 100 mg vial", "J9025")]


def _ndc(d: Draw) -> str:
    return d.pick([f"{d.digits(5)}-{d.digits(3)}-{d.digits(2)}", f"{d.digits(4)}-{d.digits(4)}-{d.digits(2)}", f"{d.digits(5)}-{d.digits(4)}-{d.digits(1)}"])


def _lot(d: Draw) -> str:
    return d.pick([f"{d.letters(1)}{d.digits(5)}{d.letters(1)}", f"{d.digits(2)}{d.letters(2)}{d.digits(3)}", f"{d.letters(3)}{d.digits(4)}"])


def _short_row(d: Draw) -> str:
    drug, code = d.pick(_SHORT_DRUGS)
    return f"{drug} | NDC {_ndc(d)} | {code} | {d.pick(['allocation 60%', 'allocation 40%', 'on backorder', 'available, 1 per order', 'alternate supplier'])} | {d.pick(['Apr', 'May', 'Jun', 'Jul', 'TBD'])}"


def _short_csv(d: Draw) -> str:
    drug, code = d.pick(_SHORT_DRUGS)
    return f"\"{drug}\",{_ndc(d)},{code},{_lot(d)},{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d},{d.rng.randint(0, 140)},{d.rng.randint(0, 60)}"


_LINACS = [("TrueBeam 1", "SN 3417"), ("TrueBeam 2", "SN 4022"), ("Halcyon", "SN 1192"), ("Versa HD", "SN 154920"), ("Ethos", "SN 6031"), ("CyberKnife S7", "SN C0877")]


def _qa_row(d: Draw) -> str:
    name, serial = d.pick(_LINACS)
    return (f"{d.fill('eff_iso')} {d.rng.randint(6, 7):02d}:{d.rng.randint(0, 59):02d} | {name} ({serial}) | 6X {d.pick(['+', '-'])}{d.rng.randint(0, 14) / 10:.1f}% | "
            f"10FFF {d.pick(['+', '-'])}{d.rng.randint(0, 16) / 10:.1f}% | lasers {d.pick(['OK', 'OK', '1.2 mm, adjusted'])} | interlocks OK | {d.pick(['GAL', 'TNV', 'RMK', 'JSO'])}")


def _qa_csv(d: Draw) -> str:
    name, serial = d.pick(_LINACS)
    test = d.pick([("output 6X", "1.000", "2.0%"), ("output 10X", "1.000", "2.0%"), ("MLC leaf position", "0.0 mm", "1.0 mm"), ("imaging/treatment isocentre", "0.0 mm", "1.0 mm"),
                   ("couch angle", "0.0 deg", "0.5 deg"), ("TPR20/10 6X", "0.667", "1.0%"), ("kV CBCT HU water", "0", "40 HU")])
    return f"{d.pick(['2026-01', '2026-02', '2026-03'])},{name},{serial},{test[0]},{test[1]},{test[2]},{d.pick(['pass', 'pass', 'pass', 'pass', 'action'])}"


def _qa_xml(d: Draw) -> str:
    name, serial = d.pick(_LINACS)
    return (f"  <check linac=\"{name}\" serial=\"{serial.split()[-1]}\" test=\"{d.pick(['outputConstancy6X', 'flatness10X', 'symmetry6X', 'mlcPicketFence', 'winstonLutz'])}\" "
            f"deviation=\"{d.rng.randint(-18, 18) / 10:.1f}\" tolerance=\"{d.pick(['2.0', '1.0', '3.0'])}\" result=\"{d.pick(['PASS', 'PASS', 'PASS', 'REVIEW'])}\"/>")


_BOARDS = ["Breast", "Thoracic", "GI / hepatobiliary", "Genitourinary", "Head and neck", "Neuro-oncology", "Gynecologic", "Melanoma / sarcoma", "Lymphoma / myeloma",
           "Molecular tumor board"]


def _board_row(d: Draw) -> str:
    return (f"{d.pick(_BOARDS)} | {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.pick(['7:00', '7:30', '12:00', '16:30'])} | {d.pick(_BOARD_STAFF)} | "
            f"{d.pick(['Conf. Rm 4B', 'Auditorium', 'Conf. Rm 2A', 'virtual'])} | {d.rng.randint(4, 18)} cases")


def _board_ics(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 3, 2).toordinal(), dt.date(2026, 6, 26).toordinal()))
    start = d.pick([7, 12, 16])
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Detroit:{day.strftime('%Y%m%d')}T{start:02d}0000\n"  # noqa: SLF001
            f"DTEND;TZID=America/Detroit:{day.strftime('%Y%m%d')}T{start + 1:02d}0000\nSUMMARY:{d.pick(_BOARDS)} tumor board\nORGANIZER;CN={d.pick(_BOARD_STAFF)}:mailto:{ORGANISATION_CONTACTS[18]}\nEND:VEVENT")


_MONTHS_SHORT = ["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]


def _calls_row(d: Draw) -> str:
    offered = d.rng.randint(900, 4200)
    return (f"{d.pick(['September 2025', 'October 2025', 'November 2025', 'December 2025', 'January 2026', 'February 2026'])} | {offered:,} | {int(offered * d.rng.randint(82, 97) / 100):,} | "
            f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 9)}% | {d.rng.randint(6, 19)}:{d.rng.randint(0, 59):02d} | {d.rng.randint(40, 420)} | {d.rng.randint(20, 260)}")


def _calls_csv(d: Draw) -> str:
    offered = d.rng.randint(900, 4200)
    return (f"{d.pick(_MONTHS_SHORT)},{d.pick(['en', 'en', 'es', 'ar'])},{d.pick(['phone', 'chat', 'sms', 'voicemail'])},{offered},{int(offered * d.rng.randint(82, 97) / 100)},"
            f"{d.rng.randint(20, 95)},{d.rng.randint(180, 1140)}")


def _calls_json(d: Draw) -> str:
    return (f"{{\"topic\": \"{d.pick(['financial help', 'transport', 'emotional support', 'side effects', 'caregiver support', 'bereavement', 'clinical trials'])}\", "
            f"\"contacts\": {d.rng.randint(40, 900)}, \"share\": 0.{d.rng.randint(2, 31):02d}}}")


_EVENT_ROWS = [("Patient and caregiver ticket", 45), ("General admission", 125), ("Table of ten", 1150), ("Bronze sponsor", 2500), ("Silver sponsor", 5000),
               ("Gold sponsor", 10000), ("Student / volunteer", 25), ("Virtual ticket", 20)]


def _gala_row(d: Draw) -> str:
    name, price = d.pick(_EVENT_ROWS)
    return f"{name} | ${price:,} | ${max(0, price - d.rng.randint(1, 4) * 15):,} tax-deductible"


def _event_ics(d: Draw) -> str:
    day = dt.date.fromordinal(d.rng.randint(dt.date(2026, 4, 4).toordinal(), dt.date(2026, 10, 10).toordinal()))
    start = d.rng.randint(8, 18)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Detroit:{day.strftime('%Y%m%d')}T{start:02d}0000\n"  # noqa: SLF001
            f"SUMMARY:{d.pick(['Belle Isle 5K Walk & Run', 'Caregiver circle (virtual)', 'Wig and head-covering day', 'Survivors picnic', 'Volunteer driver training'])}\n"
            f"LOCATION:{d.pick(['Belle Isle, Detroit', 'Online', '9 Strand Drive, Detroit', 'Dexter-Huron Metropark'])}\nEND:VEVENT")


def _gb_screen_row(d: Draw) -> str:
    invited = d.rng.randint(3000, 21000)
    return f"{d.pick(['Bristol North', 'Bristol South', 'South Gloucestershire', 'Weston-super-Mare', 'Bath', 'Clevedon and Portishead', 'Keynsham'])} | {invited:,} | {d.rng.randint(55, 78)}.{d.rng.randint(0, 9)}% | {d.rng.randint(1, 4)}.{d.rng.randint(0, 9)}%"


def _ca_wait_row(d: Draw) -> str:
    return f"{d.pick(['Foothills infusion', 'South Health Campus', 'Holy Cross satellite', 'Airdrie clinic', 'Cochrane clinic', 'Okotoks clinic'])} | {d.rng.randint(2, 21)} days | {d.rng.randint(8, 40)} days | {d.rng.randint(60, 98)}%"


def _au_calls_row(d: Draw) -> str:
    return f"{d.pick(['Newly diagnosed', 'Treatment side effects', 'Money and work', 'Carers', 'Grief and loss', 'Travel to treatment', 'Survivorship'])} | {d.rng.randint(40, 880)} | {d.rng.randint(4, 28)} min"


def _au_trial_row(d: Draw) -> str:
    phase, disease = d.pick(_TRIALS)
    target = d.rng.randint(6, 40)
    return f"ACTRN126{d.rng.randint(22, 25)}000{d.digits(3)}{d.digits(3)} | {phase} | {disease} | {target} | {d.rng.randint(0, target)}"


def _de_screen_row(d: Draw) -> str:
    invited = d.rng.randint(4000, 36000)
    return f"{d.pick(['Magdeburg', 'Börde', 'Jerichower Land', 'Salzlandkreis', 'Harz', 'Altmarkkreis Salzwedel', 'Stendal'])} | {invited:,}".replace(",", ".") + f" | {d.rng.randint(38, 66)},{d.rng.randint(0, 9)} % | {d.rng.randint(3, 8)},{d.rng.randint(0, 9)} ‰"


def _pzn(d: Draw) -> str:
    while True:
        body = d.digits(7)
        check = sum(int(ch) * (i + 1) for i, ch in enumerate(body)) % 11
        if check != 10:
            return body + str(check)


def _de_short_row(d: Draw) -> str:
    drug, _ = d.pick(_SHORT_DRUGS)
    return f"{drug.replace('vial', 'Durchstechflasche')} | PZN {_pzn(d)} | Ch.-B. {_lot(d)} | {d.pick(['Lieferengpass bis KW 18', 'kontingentiert', 'Alternative verfügbar', 'wieder lieferbar'])}"


def _fr_screen_row(d: Draw) -> str:
    return f"{d.pick(['Rhône', 'Métropole de Lyon', 'Isère', 'Loire', 'Ain', 'Savoie', 'Drôme'])} | {d.rng.randint(42, 63)},{d.rng.randint(0, 9)} % | {d.rng.randint(24, 41)},{d.rng.randint(0, 9)} % | {d.rng.randint(52, 74)},{d.rng.randint(0, 9)} %"


def _cip13(d: Draw) -> str:
    body = "34009" + d.digits(7)
    total = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(body))
    v = body + str((10 - total % 10) % 10)
    return f"{v[:5]} {v[5:8]} {v[8:11]} {v[11]} {v[12]}"


def _fr_short_row(d: Draw) -> str:
    drug, _ = d.pick(_SHORT_DRUGS)
    return f"{drug.replace('vial', 'flacon')} | CIP {_cip13(d)} | lot {_lot(d)} | {d.pick(['rupture', 'tension', 'contingentement', 'remise à disposition'])}"


_OWN = {
    "institute": INSTITUTE, "radonc": RADONC, "screen": SCREEN, "line": LINE, "pharmacy": PHARMACY, "gb_partner": GB_PARTNER, "ca_partner": CA_PARTNER,
    "qc_partner": QC_PARTNER, "au_partner": AU_PARTNER, "de_partner": DE_PARTNER, "fr_partner": FR_PARTNER,
    "hc_phone": ORGANISATION_CONTACTS[0], "hc_fax": ORGANISATION_CONTACTS[1], "hc_addr": ORGANISATION_CONTACTS[2], "hc_email": ORGANISATION_CONTACTS[3],
    "hc_web": ORGANISATION_CONTACTS[4], "ro_phone": ORGANISATION_CONTACTS[5], "ro_addr": ORGANISATION_CONTACTS[6], "ro_email": ORGANISATION_CONTACTS[7],
    "sc_phone": ORGANISATION_CONTACTS[8], "sc_email": ORGANISATION_CONTACTS[9], "ln_phone": ORGANISATION_CONTACTS[10], "ln_free": ORGANISATION_CONTACTS[11],
    "ln_email": ORGANISATION_CONTACTS[12], "ln_web": ORGANISATION_CONTACTS[13], "ln_addr": ORGANISATION_CONTACTS[14], "rx_phone": ORGANISATION_CONTACTS[15],
    "rx_email": ORGANISATION_CONTACTS[16], "inf_phone": ORGANISATION_CONTACTS[17], "trials_email": ORGANISATION_CONTACTS[18],
    "gb_phone": ORGANISATION_CONTACTS[19], "gb_phone_intl": ORGANISATION_CONTACTS[20], "gb_email": ORGANISATION_CONTACTS[21], "gb_addr": ORGANISATION_CONTACTS[22],
    "ca_phone": ORGANISATION_CONTACTS[23], "ca_email": ORGANISATION_CONTACTS[24], "ca_addr": ORGANISATION_CONTACTS[25], "qc_phone": ORGANISATION_CONTACTS[26],
    "qc_email": ORGANISATION_CONTACTS[27], "au_phone": ORGANISATION_CONTACTS[28], "au_free": ORGANISATION_CONTACTS[29], "au_email": ORGANISATION_CONTACTS[30],
    "de_phone_intl": ORGANISATION_CONTACTS[31], "de_phone": ORGANISATION_CONTACTS[32], "de_email": ORGANISATION_CONTACTS[33], "de_addr": ORGANISATION_CONTACTS[34],
    "fr_phone": ORGANISATION_CONTACTS[35], "fr_phone_intl": ORGANISATION_CONTACTS[36], "fr_email": ORGANISATION_CONTACTS[37], "fr_addr": ORGANISATION_CONTACTS[38],
    "gb_web": ORGANISATION_CONTACTS[39], "au_web": ORGANISATION_CONTACTS[40],
    "org_ein": ORG_EIN, "clia": CLIA, "charity_ein": CHARITY_EIN, "gb_charity": GB_CHARITY_NO,
    "own_medonc": STAFF[0], "own_radonc": STAFF[1], "own_surgeon": STAFF[2], "own_rn": STAFF[3], "own_physicist": STAFF[4], "own_path": STAFF[5],
    "own_line": STAFF[6], "own_imaging": STAFF[7], "own_pharm": STAFF[8], "own_trials": STAFF[9],
    "gb_lead": "Harriet Pengelly-Osei, Centre Manager", "ca_lead": "Moira Lindqvist-Tanaka, Lead Navigator", "qc_lead": "Geneviève Thibodeau-Mensah, directrice générale",
    "au_lead": "Bronwyn Castellano-Reid, Helpline Coordinator", "de_lead": "Dipl.-Psych. Friederike Lanzinger-Obst, Leitung", "fr_lead": "Dr Solène Vasseur-Ndongo, présidente",
    "gb_physicist": "Dr Alistair Penhaligon, Head of Radiotherapy Physics",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "chair_table": _table(_chair_row, 6), "chair_csv": _rows(_chair_csv, 6, 30), "chair_json": _rows(_chair_json, 4, 22, ", "),
    "screen_table": _table(_screen_row, 6), "screen_csv": _rows(_screen_csv, 7, 16), "screen_xml": _rows(_screen_xml, 5, 26), "van_table": _table(_van_row, 5),
    "trial_table": _rows(_trial_row, 6, 12), "trial_csv": _rows(_trial_csv, 6, 12), "trial_json": _rows(_trial_json, 4, 20, ", "),
    "short_table": _table(_short_row, 5), "short_csv": _rows(_short_csv, 6, 14),
    "qa_table": _rows(_qa_row, 5, 40), "qa_csv": _rows(_qa_csv, 7, 40), "qa_xml": _rows(_qa_xml, 6, 60),
    "board_table": _table(_board_row, 6), "board_ics": _rows(_board_ics, 3, 60),
    "calls_table": _rows(_calls_row, 5, 10), "calls_csv": _rows(_calls_csv, 7, 30), "calls_json": _rows(_calls_json, 5, 24, ", "),
    "gala_table": _table(_gala_row, 5), "event_ics": _rows(_event_ics, 3, 60),
    "gb_screen_table": _table(_gb_screen_row, 4), "ca_wait_table": _table(_ca_wait_row, 4), "au_calls_table": _table(_au_calls_row, 5),
    "au_trial_table": _rows(_au_trial_row, 4, 20), "de_screen_table": _table(_de_screen_row, 4), "de_short_table": _table(_de_short_row, 4),
    "fr_screen_table": _table(_fr_screen_row, 4), "fr_short_table": _table(_fr_short_row, 4),
    "oral_onc": lambda d: d.pick(["Ibrance", "Xtandi", "Revlimid", "Tagrisso", "capecitabine", "anastrozole", "Imbruvica", "Lynparza", "Verzenio"]),
    "nct": _nct, "ndc_own": _ndc, "lot_own": _lot,
    "drug_short": lambda d: d.pick(_SHORT_DRUGS)[0], "linac": lambda d: " ".join(d.pick(_LINACS)),
    "en_date": _doc_date("US"), "gb_date": _doc_date("GB"), "au_date": _doc_date("AU"), "ca_date": _doc_date("CA"), "qc_date": _doc_date("QC"),
    "de_date": _doc_date("DE"), "fr_date": _doc_date("FR"), "es_date": _doc_date("ES"),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: f"{d.rng.randint(120, 9800):,}", "cnt_mid": lambda d: str(d.rng.randint(61, 480)),
    "pct_hi": lambda d: f"{d.rng.randint(55, 97)}.{d.rng.randint(0, 9)}", "pct_mid": lambda d: f"{d.rng.randint(38, 72)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(2, 19)}.{d.rng.randint(0, 9)}",
    "weeks": lambda d: str(d.rng.randint(2, 14)), "days": lambda d: str(d.rng.randint(2, 21)),
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "ext": lambda d: str(d.rng.randint(2100, 7999)), "chairs": lambda d: str(d.rng.randint(28, 64)), "hours": lambda d: f"{d.rng.randint(3, 7)}.{d.rng.randint(0, 9)}",
    "usd": lambda d: f"${d.rng.randint(15, 250)}", "gbp": lambda d: f"£{d.rng.randint(2, 6)}", "aud": lambda d: f"${d.rng.randint(2, 10)}",
    "cad": lambda d: f"{d.rng.randint(20, 75)} $", "eur": lambda d: f"{d.rng.randint(5, 60)} €",
    "mileage": lambda d: f"${d.rng.randint(60, 72) / 100:.2f}", "pace": lambda d: d.pick(["7:30 a.m.", "8:00 a.m.", "8:30 a.m.", "9:00 a.m."]),
    "zoom": lambda d: f"{d.digits(3, True)} {d.digits(4)} {d.digits(4)}", "gy": lambda d: d.pick(["60 Gy in 30 fractions", "40 Gy in 15 fractions", "26 Gy in 5 fractions",
                                                                                                    "70 Gy in 35 fractions", "50 Gy in 25 fractions", "8 Gy single fraction"]),
}

US = ("en_US",)
ES = ("es_MX",)
GB = ("en_GB",)
CA = ("en_CA",)
QC = ("fr_CA",)
AU = ("en_AU",)
DE = ("de_DE",)
FR = ("fr_FR",)
OTHER_LOCALES = GB + CA + QC + AU + DE + FR

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- infusion-chair utilisation
    ("b75c_chair_table", "infusion_chair_utilisation", US,
     "{institute} - INFUSION CHAIR UTILIZATION, {quarter}\nArea | Chairs | Utilization | Mean chair time | Visits/day | Same-day add-ons\n{chair_table}\n"
     "Utilization = booked chair minutes / staffed chair minutes, 7:00 a.m. to 7:00 p.m. Target 85%. Nurse-to-chair ratio held at 1:4 except the long-infusion bay (1:3). "
     "Prepared by {own_rn}. Scheduling: {inf_phone}."),
    ("b75c_chair_csv", "csv_export", US,
     "date,area,chairs,staffed_chair_hours,booked_chair_hours,utilization_pct,late_cancellations\n{chair_csv}\n# {institute} Epic Beacon extract v{ver}, {iso_ts}; counts only"),
    ("b75c_chair_json", "json_export", US,
     "{\"organization\": \"Huron Confluence Cancer Institute\", \"npi\": \"{own_npi}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"areas\": [{chair_json}], "
     "\"source\": \"{hc_web}\"}"),
    ("b75c_chair_memo", "infusion_chair_utilisation", US,
     "MEMO\nTo: infusion charge nurses and schedulers\nFrom: {own_rn}\nDate: {en_date}\nRe: chair capacity through {year_next}\nWe averaged {pct_hi}% utilization last quarter with "
     "{chairs} chairs and a median chair time of {hours} hours. Three changes start on {dos}: (1) rituximab rapid-rate (90 min) becomes the default from cycle 2; (2) "
     "pembrolizumab moves to every-6-week dosing (400 mg) where the oncologist agrees, freeing about {cnt} chair-hours a week; (3) pre-mixed hydration bags come up from "
     "pharmacy by 6:45 a.m. Add-ons go through the scheduling line, {inf_phone} (ext. {ext} for the charge nurse)."),
    # ---- screening uptake
    ("b75c_screen_table", "screening_uptake_statistics", US,
     "{screen} - MAMMOGRAPHY UPTAKE BY COUNTY, {quarter}\nCounty | Eligible women 40-74 | Screened | Uptake | Recall rate | Cancers detected\n{screen_table}\n"
     "Eligible counts from the 2024 ACS estimates; counts under 11 are suppressed before publication. Reading radiologist lead: {own_imaging}."),
    ("b75c_screen_board", "screening_uptake_statistics", US,
     "Board update - {screen}, {en_date}\nThe two 3D mammography coaches made {cnt_mid} stops this year and screened {cnt_big} women, {pct_mid}% of them uninsured or on Medicaid. "
     "Uptake in Ionia and Gratiot counties is still below 50%; we will add Saturday stops at two Meijer stores and a Spanish-language day in southwest Lansing. The recall rate "
     "fell to {pct_lo}% after double reading started. Cost per screen: ${cnt} above the Medicaid rate. Questions to the program office, {sc_phone} or {sc_email}."),
    ("b75c_screen_csv", "csv_export", US,
     "quarter,county,eligible,screened,recall_pct,cancers_detected,median_days_to_diagnostic\n{screen_csv}\n# {screen} aggregate extract {iso_ts}; no person-level data"),
    ("b75c_screen_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<uptakeReport program=\"GRMMP\" period=\"{quarter}\" generated=\"{iso_ts}\" clia=\"{clia}\">\n{screen_xml}\n</uptakeReport>"),
    ("b75c_van_es", "screening_uptake_statistics", ES,
     "{screen} - CALENDARIO DE LA UNIDAD MÓVIL DE MAMOGRAFÍA\nLugar | Día | Horario\n{van_table}\nPara mujeres de 40 a 74 años. Sin seguro médico no hay costo: el programa "
     "cubre la mamografía y la consulta de seguimiento. Haga su cita al {sc_phone} (se habla español) o escriba a {sc_email}. Actualizado el {es_date}."),
    # ---- trial recruitment
    ("b75c_trial_table", "trial_recruitment_summary", US,
     "{institute} CLINICAL TRIALS OFFICE - ACCRUAL REPORT, {quarter}\nNCT number | Phase | Population | Site target | Enrolled | Status\n{trial_table}\n"
     "Totals only; screening logs are kept in OnCore. Accrual is reviewed monthly by the Protocol Review Committee. {own_trials}."),
    ("b75c_trial_csv", "csv_export", US,
     "nct_id,irb_no,population,phase,site_target,accrued,screen_failures,sponsor_type\n{trial_csv}\n# CTO accrual export {iso_ts} (aggregate)"),
    ("b75c_trial_news", "trial_recruitment_summary", US,
     "TRIALS NEWSLETTER - {institute}, {en_date}\nWe enrolled {cnt_mid} people on treatment trials last year, {pct_lo}% of all new patients. Two studies reached their "
     "site target early: {nct} (adjuvant immunotherapy) and a survivorship exercise cohort. Our satellite clinics in Canton and Brighton can now open industry trials "
     "with remote consent. Referring physicians can e-mail {trials_email} or call {hc_phone}; we answer within one business day."),
    ("b75c_trial_json", "json_export", US,
     "{\"site\": \"HCCI\", \"reportDate\": \"{eff_iso}\", \"irbOfRecord\": \"WCG IRB\", \"trials\": [{trial_json}], \"contact\": \"{trials_email}\"}"),
    # ---- drug-shortage notices
    ("b75c_short_notice", "drug_shortage_notice", US,
     "{pharmacy} - DRUG SHORTAGE NOTICE {year}-{small}\nProduct: {drug_short}\nNDC {ndc_own}, lots {lot_own} and {lot_own2}\nStatus: manufacturer allocation at "
     "((50%||60%||70%)) of last year's purchases through {dos}. Orders above allocation are filled with NDC {ndc_own2} (different manufacturer, same concentration). "
     "Prescribers: consider the alternatives in the institute's shortage protocol v{ver}. Questions: {rx_phone}, {rx_email}. {own_pharm}."),
    ("b75c_short_table", "drug_shortage_notice", US,
     "ONCOLOGY SHORTAGE WATCH - week {week} ({en_date})\nProduct | NDC | HCPCS | Status | Expected recovery\n{short_table}\nSources: ASHP and the FDA drug shortages "
     "list. Do not hoard; transfers between sites go through {pharmacy} on {rx_phone}."),
    ("b75c_short_email", "drug_shortage_notice", US,
     "From: {own_pharm} <{rx_email}>\nTo: Oncology prescribers\nDate: {en_date}\nSubject: {drug_short} - conservation steps\n\nColleagues,\nOur wholesaler has cut "
     "us to {cnt} vials a week. Until supply returns: round doses to the nearest whole vial within 5%, use the ((AUC 5||AUC 4)) cap agreed at P&T, and schedule patients on the "
     "same drug on the same morning so opened vials are shared within their 28-day in-use limit. Lot {lot_own} (exp. {year_next}) is the last full case.\n{pharmacy}"),
    ("b75c_short_csv", "csv_export", US,
     "product,ndc,hcpcs,lot,expiry,on_hand_units,par_units\n{short_csv}\n# {pharmacy} inventory snapshot {iso_ts}; billing NPI {own_npi}"),
    # ---- linear-accelerator QA logs
    ("b75c_qa_log", "linac_qa_log", US,
     "{radonc} - DAILY MORNING QA\nDate/time | Machine | Output | Output | Lasers | Interlocks | Therapist\n{qa_table}\nTolerance: output ±3% (action at 2%). "
     "Out-of-tolerance results are reported to physics before the first patient. Reviewed by {own_physicist}."),
    ("b75c_qa_csv", "csv_export", US,
     "month,machine,serial,test,baseline,tolerance,result\n{qa_csv}\n# {radonc} monthly QA (TG-142) export {iso_ts}"),
    ("b75c_qa_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<qaSession site=\"MROC\" date=\"{eff_iso}\" physicist=\"G. Abernethy-Lutz\" software=\"DoseLab {ver}\">\n{qa_xml}\n</qaSession>"),
    ("b75c_qa_memo", "linac_qa_log", US,
     "NOTICE - {radonc}\nDate: {en_date}\n{linac} will be down on {dos} from 6:00 a.m. to 2:00 p.m. for the annual TG-142 checks and a software upgrade to version {ver}. "
     "Patients on that machine move to the evening schedule; therapists will call each one. Plans for {gy} transfer without replanning because the beams are matched. "
     "Physics on call: extension {ext}. Front desk: {ro_phone}."),
    # ---- charity event notices
    ("b75c_walk_notice", "charity_event_notice", US,
     "{line} - BELLE ISLE 5K WALK & RUN\nSaturday, ((May 16||June 6||September 12)), {year_next}. Check-in {pace} at the Casino building; the walk starts an hour later. "
     "Registration ${cnt} (survivors free, kids under 12 free). Every dollar funds the support line, rides to treatment and gas cards. Parking on the island needs the "
     "state Recreation Passport. Teams and sponsors: {ln_email} or {ln_phone}. Donate: {ln_web}. Federal tax ID {charity_ein}."),
    ("b75c_event_ics", "charity_event_notice", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Belle Isle Cancer Support Line//Events {ver}//EN\n{event_ics}\nEND:VCALENDAR"),
    ("b75c_driver_program", "charity_event_notice", US,
     "VOLUNTEER DRIVER PROGRAM - {line}\nOur volunteers drive people to chemotherapy and radiation in Wayne, Oakland and Washtenaw counties. Drivers must be 21-80, "
     "hold a valid license with a clean record, carry their own insurance and pass a background check. Mileage is reimbursed at {mileage} a mile. Training is two "
     "hours, online. Last year {cnt_mid} volunteers gave {cnt_big} rides. To volunteer, call {ln_phone} or write to {ln_email}. Patients needing a ride: {ln_free}."),
    ("b75c_gala_prices", "charity_event_notice", US,
     "HOPE ON THE RIVER GALA {year_next} - {line}\nTicket | Price | Deductible portion\n{gala_table}\nDinner, silent auction and a program by survivors. "
     "The deductible portion is the price less the fair market value of dinner. {line} is a 501(c)(3), EIN {charity_ein}. Tickets: {ln_web}."),
    # ---- tumour boards
    ("b75c_board_table", "tumour_board_schedule", US,
     "{institute} - MULTIDISCIPLINARY TUMOR BOARDS, {quarter}\nBoard | When | Chair | Where | Typical load\n{board_table}\nCases are submitted in the EHR by noon the "
     "working day before. Virtual boards use the standing Zoom room (meeting ID {zoom}). CME: 1.0 AMA PRA Category 1 credit per board."),
    ("b75c_board_agenda", "tumour_board_schedule", US,
     "From: {own_path}\nTo: Thoracic tumor board list\nDate: {en_date}\nSubject: Thursday board - agenda\n\n{cnt} cases are listed ({small_digit} new diagnoses, the rest "
     "restaging). Radiology: {own_imaging} covering. Pathology will present two NGS reports (EGFR exon 20, MET amplification). Dr. Okonjo-Reyes will discuss SBRT "
     "capacity at {radonc}. Please bring your case numbers, not patient names, to the chat. Room 4B or Zoom {zoom}."),
    ("b75c_board_ics", "tumour_board_schedule", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Huron Confluence Cancer Institute//Tumor boards//EN\n{board_ics}\nEND:VCALENDAR"),
    # ---- support-line call volume
    ("b75c_calls_table", "support_line_call_report", US,
     "{line} - CONTACT VOLUME\nMonth | Calls offered | Answered | Abandoned | Avg handle time | Spanish | After-hours voicemails\n{calls_table}\nAbandoned = hung up after "
     "30 seconds in queue. The line is staffed 8 a.m. to 8 p.m. ET on weekdays. Prepared by {own_line}."),
    ("b75c_calls_csv", "csv_export", US,
     "month,language,channel,offered,answered,service_level_pct,avg_handle_sec\n{calls_csv}\n# {line} ACD export {iso_ts}; counts only, no caller data"),
    ("b75c_calls_json", "json_export", US,
     "{\"program\": \"Belle Isle Cancer Support Line\", \"period\": \"{quarter}\", \"tollFree\": \"{ln_free}\", \"topics\": [{calls_json}], \"generated\": \"{iso_ts}\"}"),
    ("b75c_line_es", "support_line_call_report", ES,
     "{line} - LÍNEA DE APOYO EN ESPAÑOL\nHorario: lunes a viernes de 9 a. m. a 7 p. m. (hora del Este). Llamada gratuita: {ln_free}. Oficina: {ln_phone}. Correo: {ln_email}.\n"
     "El año pasado atendimos {cnt_big} llamadas en español sobre transporte, ayuda con facturas y apoyo emocional. Nunca le pediremos su número de Seguro Social por teléfono. "
     "{own_line}, {es_date}."),
    ("b75c_chatbot_general", "llm_assistant_answer", US,
     "User: ((what does the cancer support line actually do?||is the belle isle line legit? my aunt was told to call them||who can help with gas money for chemo in detroit))\n"
     "Assistant: {line} is a free service for people with cancer and the people caring for them. Trained staff "
     "can help you find rides to treatment, apply for copay assistance, understand a bill, or just talk. You can reach them at {ln_free} (toll-free, weekdays 8 a.m. to "
     "8 p.m. ET) or {ln_email}. They also run a volunteer driver program ({cnt_mid} volunteers last year) and ((monthly caregiver circles||a Spanish-language line||gas cards of up to ${cnt} a month)). They will never ask for card details by e-mail. If you want, I can "
     "help you write down your questions before you call - you don't need to share any personal details with me to do that."),
    ("b75c_survivorship_clinic", "survivorship_programme_notice", US,
     "SURVIVORSHIP CLINIC - {institute}\nFor adults who finished active treatment in the last five years. One visit of about 90 minutes with a nurse practitioner, a "
     "dietitian and a social worker; you leave with a written care plan for your primary doctor. Topics: fatigue, neuropathy, fear of recurrence, returning to work, "
     "sexual health, bone health after hormone therapy. Most plans cover the visit as a specialist consult (CPT 99205/99215). Self-referral: {hc_phone}. "
     "Classes calendar: {hc_web}. Updated {en_date}, v{ver}."),
    # ---- United Kingdom
    ("b75c_gb_screening", "screening_uptake_statistics", GB,
     "BOWEL CANCER SCREENING - UPTAKE BY LOCALITY ({quarter})\nLocality | Kits sent | Uptake | FIT positivity\n{gb_screen_table}\nThe national standard is 60% uptake. "
     "Figures are for people aged 50-74 and are not broken down below locality level. Compiled by {gb_partner} for the patient panel, {gb_date}."),
    ("b75c_gb_coffee", "charity_event_notice", GB,
     "{gb_partner}\nCOFFEE MORNING - Saturday {gb_date}, 10am-12.30pm\nHome-made cakes, a raffle and the chance to meet our counsellors and benefits advisers. Entry {gbp} "
     "on the door, children free. Everything raised stays in Bristol. Can you bake? Let us know on {gb_phone} or {gb_email}. {gb_addr}. Registered charity no. {gb_charity}. "
     "Details: {gb_web}"),
    ("b75c_gb_linac", "linac_qa_log", GB,
     "MEMO - RADIOTHERAPY PHYSICS\nDate: {gb_date}\nFrom: {gb_physicist}\nLA3 will be out of clinical use on {dos2} for the annual IPEM 81 checks and an MLC "
     "calibration. Patients will be moved to LA4 (beam-matched). Morning run-up output on LA2 read +1.4% on three consecutive days; within tolerance but trending, so "
     "a recalibration is booked. Please log faults on the Datix form and ring bleep {ext}."),
    ("b75c_gb_mdt", "tumour_board_schedule", GB,
     "SEVERNSIDE ONCOLOGY - MDT ROTA, {quarter}\nBreast MDT: Mondays 08:00, Seminar Room 2 (chair Miss C. Tregaskis)\nLung MDT: Tuesdays 13:00, Teams "
     "(chair Dr R. Achterberg)\nUpper GI MDT: Wednesdays 08:30, Teams (chair Mr P. Nancarrow)\nUrology MDT: Thursdays 12:30, Seminar Room 1 (chair Mr O. Ferreira-Hale)\n"
     "Referrals by 12:00 the working day before. Cancer Waiting Times: {pct_hi}% met the 62-day standard last month. Support for patients: {gb_partner}, {gb_phone}."),
    # ---- Canada
    ("b75c_ca_waits", "infusion_chair_utilisation", CA,
     "{ca_partner} - SYSTEMIC THERAPY WAIT TIMES (public summary, {ca_date})\nSite | Median wait | 90th percentile | Within 14-day target\n{ca_wait_table}\nWaits are from the "
     "decision to treat to the first chemotherapy visit. Navigation help for patients and families: {ca_phone} or {ca_email}. {ca_addr}."),
    ("b75c_qc_marche", "charity_event_notice", QC,
     "{qc_partner}\nMARCHE DU SOLEIL-LEVANT - {qc_date}\nDépart à 9 h au parc Maisonneuve. Inscription : {cad} par adulte, gratuit pour les personnes atteintes et les "
     "moins de 12 ans. Les fonds servent au transport vers les traitements et aux ateliers de soutien. Reçus fiscaux pour les dons de 20 $ et plus (organisme de "
     "bienfaisance enregistré). Information : {qc_phone} ou {qc_email}. {qc_lead}."),
    ("b75c_ca_screening", "screening_uptake_statistics", CA,
     "MEMO - {ca_partner}\nDate: {ca_date}\nRe: screening reminders for our clients' families\nAlberta's breast screening participation for women 50-74 sits at "
     "about {pct_mid}% in the Calgary zone, and colorectal FIT completion at {pct_lo} points below target. Our navigators will hand out the screening program's "
     "brochure at every intake from {ca_date2}. Please don't record family members' details on the intake form; the brochure carries the booking line. "
     "Questions to {ca_lead}, {ca_email}."),
    # ---- Australia
    ("b75c_au_calls", "support_line_call_report", AU,
     "{au_partner} - HELPLINE ACTIVITY, {quarter}\nTopic | Contacts | Average call length\n{au_calls_table}\nThe helpline is open 9am-5pm AEST on weekdays on {au_free} "
     "(free call) or {au_phone}. Interpreter calls go through TIS National. Report prepared by {au_lead}, {au_date}."),
    ("b75c_au_morning_tea", "charity_event_notice", AU,
     "BIG CUPPA FOR MERRI CREEK - Thursday {au_date}\nHost a morning tea at work, school or home and raise money for {au_partner}. Register at {au_web} and we'll send a "
     "host kit with bunting and a recipe book. Suggested donation {aud} a cuppa. Donations over $2 are tax deductible (DGR endorsed, ABN 46 477 750 317). Questions: {au_email}."),
    ("b75c_au_trials", "trial_recruitment_summary", AU,
     "TRIAL RECRUITMENT UPDATE - northern Melbourne sites ({quarter})\nANZCTR / NCT | Phase | Population | Target | Recruited\n{au_trial_table}\nAggregate numbers from the "
     "sites' trial coordinators; no participant details. Patients asking about trials can call the {au_partner} helpline on {au_free}."),
    # ---- Germany
    ("b75c_de_sprechzeiten", "support_service_notice", DE,
     "{de_partner}\nSprechzeiten und Angebote\nPersönliche Beratung: Mo-Do 9-16 Uhr, Fr 9-13 Uhr, nach Terminvereinbarung. Telefonische Sprechstunde: Di 16-18 Uhr. "
     "Wir beraten kostenfrei zu sozialrechtlichen Fragen (Krankengeld, Schwerbehindertenausweis, Reha), psychoonkologisch und für Angehörige. "
     "Kontakt: {de_phone} (aus dem Ausland {de_phone_intl}), {de_email}. Adresse: {de_addr}. {de_lead}, Stand {de_date}."),
    ("b75c_de_screening", "screening_uptake_statistics", DE,
     "MAMMOGRAPHIE-SCREENING SACHSEN-ANHALT NORD - TEILNAHME {year}\nRegion | Eingeladene Frauen | Teilnahmerate | Brustkrebsentdeckungsrate\n{de_screen_table}\n"
     "Eingeladen werden Frauen von 50 bis 75 Jahren alle zwei Jahre. Aggregierte Daten, keine personenbezogenen Angaben. Zusammengestellt für den Beirat der {de_partner}, {de_date}."),
    ("b75c_de_engpass", "drug_shortage_notice", DE,
     "APOTHEKENINFORMATION - LIEFERENGPÄSSE ONKOLOGIKA (Stand {de_date})\nWirkstoff | PZN | Charge | Status\n{de_short_table}\nBitte Zytostatika-Anforderungen "
     "weiterhin bis 11 Uhr an die Herstellung melden. Rückfragen an die Krankenhausapotheke, Durchwahl {ext}. Patientinnen und Patienten mit Fragen wenden sich an die {de_partner}, {de_phone}."),
    # ---- France
    ("b75c_fr_depistage", "screening_uptake_statistics", FR,
     "DÉPISTAGES ORGANISÉS DES CANCERS - TAUX DE PARTICIPATION {year}\nTerritoire | Sein (50-74 ans) | Côlon-rectum (50-74 ans) | Col de l'utérus (25-65 ans)\n{fr_screen_table}\n"
     "Source : centre régional de coordination des dépistages, données agrégées. Document diffusé par l'{fr_partner} le {fr_date}. Renseignements : {fr_phone}."),
    ("b75c_fr_permanence", "support_service_notice", FR,
     "{fr_partner}\nPERMANENCES ET ATELIERS\nAccueil sans rendez-vous le mardi et le jeudi de 14 h à 18 h. Ateliers : socio-esthétique, activité physique adaptée, "
     "sophrologie, groupes de parole pour les proches. Participation libre, adhésion annuelle {eur}. Nous joindre : {fr_phone} ({fr_phone_intl} depuis l'étranger), "
     "{fr_email}, {fr_addr}. {fr_lead}, le {fr_date}."),
    ("b75c_fr_rupture", "drug_shortage_notice", FR,
     "INFORMATION PHARMACIE À USAGE INTÉRIEUR - TENSIONS D'APPROVISIONNEMENT (mise à jour du {fr_date})\nSpécialité | Code CIP | Lot | Situation\n{fr_short_table}\n"
     "Les préparations de chimiothérapie sont maintenues ; les substitutions sont validées en RCP. Contact PUI : poste {ext}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- support chats
    ("b75_chat_caregiver_ssn", "support_chat_transcript", US,
     "{line} - web chat transcript\nStarted {iso_ts} | visitor IP [[ip_address:ip_v75]] | queue: Financial help\n"
     "[{tm0}] Navigator ({agent}): Hi, thanks for reaching out. How can I help today?\n"
     "[{tm1}] Visitor: hi. {kin} {first} has stage 3 ((colon||lung||pancreatic)) cancer and the hospital sent us a bill for ${moneyk}. the assistance form wants a lot of stuff\n"
     "[{tm2}] Navigator ({agent}): I can help with that. The form asks for the patient's date of birth and Social Security number so the foundation can check Medicaid first.\n"
     "[{tm3}] Visitor: ok {poss} birthday is [[date_of_birth:dob_v75]] and social is [[ssn:ssn_head_v75]]\n"
     "[{tm4}] Visitor: sorry hit enter. [[ssn:ssn_tail_v75]]\n"
     "[{tm5}] Visitor: you can reach me at [[phone:phone_mi_v75]] after five if its easier to talk\n"
     "[{tm6}] Navigator ({agent}): Got it. Please don't send the SSN in chat again - I'll call you this evening."),
    ("b75_chat_card_split", "support_chat_transcript", US,
     "{institute} patient billing chat\n{agent} (Billing): Hello {first}, I see a balance of ${fee} from your infusion on {dos}. Would you like to pay today?\n"
     "{first}: yes please, can i do it here? my card is [[card:card_head_v75]]\n"
     "{first}: [[card:card_tail_v75]] exp ((03/28||11/27||07/29||01/30)) cvv ((114||802||367))\n"
     "{agent} (Billing): Thank you. For your security I've masked that in our records. Can you confirm your date of birth?\n"
     "{first}: [[date_of_birth:dob_v75]]\n{agent} (Billing): And the account or MRN on your statement?\n{first}: [[record_number:mrn_v75]]\n"
     "{agent} (Billing): Payment posted. Receipt goes to the e-mail on file."),
    ("b75_chat_es", "support_chat_transcript", ES,
     "{line} - chat en español | inicio {iso_ts} | IP [[ip_address:ip_v75]]\nConsejera ({agent}): Hola, bienvenida. ¿En qué le puedo ayudar?\n"
     "Visitante: hola buenas tardes, es para {kin} {first} {last}, le están dando quimioterapia en ((Ann Arbor||Detroit||Dearborn)) y ya no podemos pagar la gasolina\n"
     "Consejera ({agent}): Lo siento mucho. Tenemos tarjetas de gasolina. ¿Me da la fecha de nacimiento del paciente?\n"
     "Visitante: nació el [[date_of_birth:dob_v75]]\nConsejera ({agent}): ¿Y el número de miembro del seguro, si lo tiene a la mano?\n"
     "Visitante: si, es el [[member_id:member_v75]] de ((Medicaid||Blue Cross||Molina))\n"
     "Visitante: me pueden llamar al [[phone:phone_mi_v75]] después de las cinco, ahorita estoy en el trabajo\nConsejera ({agent}): Perfecto, la llamamos hoy."),
    ("b75_chat_ca", "support_chat_transcript", CA,
     "{ca_partner} - live chat log\nSession start {iso_ts} | IP [[ip_address:ip_v75]] | page: /travel-grants\nNavigator ({agent}): Hi there! How can we help?\n"
     "Guest: Hi, I'm driving my ((mom||dad||partner)) from Red Deer to the Tom Baker Centre for radiation every day for 5 weeks and heard there's help with gas and parking?\n"
     "Navigator ({agent}): There is. I can start the application - what's the patient's name and birthdate?\nGuest: {first} {last}, born [[date_of_birth:dob_v75]]\n"
     "Navigator ({agent}): And the provincial health card number?\nGuest: [[member_id:ca_health_v75]]\n"
     "Guest: best number for me is [[phone:phone_ca_v75]], I'm usually in the waiting room so text is better\nNavigator ({agent}): Thanks, you'll hear from us within two business days."),
    # ---- forum and social posts
    ("b75_forum_copay", "forum_post", US,
     "Subject: Denied for copay help on ((Keytruda||Ibrance||Xtandi||Revlimid)) - anyone been through this?\n\nPosted by {first_lower}_{year_next} | {log_ts}\n\n"
     "My husband got denied by the manufacturer program because they say our income is too high (it isn't, we're one paycheck now that I quit to drive him). His DOB is "
     "[[date_of_birth:dob_v75]] and his member ID is [[member_id:member_us_v75]] if anyone who works at ((BCBSM||Priority Health||HAP)) reads this and can look. I've "
     "been posting updates on [[url:url_v75]]. Please email me at [[email:email_v75]] if you know a foundation that is still open for this drug.\n\n"
     "-- moderator note: post held for review, submitted from [[ip_address:ip_v75]]"),
    ("b75_social_rides", "social_media_post", US,
     "((Facebook||Nextdoor||Instagram)) post, {en_date}\nAsking for help, friends: {kin} starts daily radiation at {radonc} on Monday (6 weeks!!) and I work 7 to 3. "
     "If you can drive one morning a week, text me at [[phone:phone_mi_v75]]. Our car is the ((silver Equinox||blue Malibu||white F-150||red Escape)), plate "
     "[[vehicle_id:plate_mi_v75]], if you're picking up the keys from the porch. Signup sheet and updates: [[url:url_v75]]. Thank you thank you thank you."),
    ("b75_gb_forum", "forum_post", GB,
     "Re: PIP assessment while on chemo - what do I put?\n\nHi all, first post. I'm 6 cycles into FEC-T and the DWP letter says to ring them with my National Insurance "
     "number and my NHS number. Is it safe to just give my NHS number ([[national_id:nhs_v75]]) over the phone? The assessor wants to come to the house at "
     "[[address:addr_gb_v75]] but I'm neutropenic half the time. If anyone from the Severnside centre sees this my mobile is [[phone:phone_gb_v75]], I'd love a call "
     "from the benefits adviser. Thanks, {first} x"),
    ("b75_fr_forum", "forum_post", FR,
     "Sujet : remboursement des transports pour la radiothérapie, c'est normal ce délai ?\n\nBonjour à toutes et à tous,\nJe fais mes séances au centre Léon Bérard "
     "depuis ((trois||cinq||six)) semaines et la CPAM ne m'a toujours rien remboursé. On m'a dit de renvoyer le bon avec mon numéro de sécu : [[national_id:nir_v75]]. "
     "Je l'ai déjà envoyé deux fois ! Mon adresse : [[address:addr_fr_v75]]. Si quelqu'un de l'association peut m'aider, mon portable c'est le "
     "[[phone:phone_fr_v75]] ou par mail [[email:email_v75]]. Merci, {first}"),
    # ---- SMS threads
    ("b75_sms_navigator", "sms_thread", US,
     "SMS - {institute} Nurse Navigator\n{dos} {tm0}  HCCI: Hi {first}, this is {agent} from infusion scheduling. Your cycle ((2||3||4)) is on {weekday} at 8:15. "
     "Reply C to confirm. Ref MRN [[record_number:mrn_v75]]\n{dos} {tm1}  {first}: C. also we moved last week, new address is [[address:addr_chat_v75]]\n"
     "{dos} {tm2}  {first}: and use ((my husband's||my wife's||my daughter's||my son's)) cell if mine is off [[phone:phone_mi_v75]]\n{dos} {tm3}  HCCI: Thanks, updated. Reply STOP to opt out."),
    ("b75_sms_copay", "sms_thread", US,
     "Text messages with {pharmacy}\n{tm0} RRSP: Your {oral_onc} refill is ready but the copay card on file was declined. Reply with a new card to pay ${fee} or call {rx_phone}.\n"
     "{tm1} Me: ok try [[card:card_v75]] exp ((0828||1127||0329))\n{tm2} RRSP: To verify, what is the patient's date of birth?\n"
     "{tm3} Me: [[date_of_birth:dob_v75]]\n{tm4} Me: and the insurance ID is [[member_id:member_v75]] in case you need it\n"
     "{tm5} RRSP: Thank you. Please don't text card numbers in future; use the secure link."),
    ("b75_au_sms", "sms_thread", AU,
     "SMS from Peter Mac Radiation Therapy\n{au_date} {tm0}: Hi {first}, your planning CT is tomorrow at {pace} - please drink 500ml of water an hour before. "
     "Reply Y to confirm.\n{first}: Y. Can you update my address, I'm staying with my daughter during treatment: [[address:addr_au_v75]]\n"
     "{first}: also my medicare number changed, new card is [[member_id:medicare_au_v75]]\n{first}: and DOB is [[date_of_birth:dob_v75]] in case it asks\n"
     "{first}: best contact now [[phone:phone_au_v75]]\nPeter Mac: Thanks {first}, details updated."),
    # ---- voicemail and calls
    ("b75_voicemail_infusion", "voicemail_transcript", US,
     "Voicemail to {institute} infusion scheduling, {inf_phone} - received {dos} {time_ampm} (auto-transcribed)\n\"Hi, this is {first} {last}, um, I'm supposed to have "
     "chemo on ((Thursday||Friday||Monday)) but I've been running a fever since last night, ((one oh one||one hundred point five||a hundred and one)). My date of birth is "
     "[[date_of_birth:dob_spoken_v75]]. My medical record number is [[record_number:mrn_spoken_v75]]. Please call me back at [[phone:phone_spoken_v75]]. "
     "Again that's [[phone:phone_again_v75]]. Thanks, bye.\""),
    ("b75_voicemail_es", "voicemail_transcript", ES,
     "Mensaje de voz - {line}, línea en español - {dos} {time_ampm} (transcripción automática)\n\"Buenas tardes, habla {first} {last}. Llamo por la ayuda para pagar la "
     "renta mientras termino la quimio. Me pidieron el número de seguro social, es el [[ssn:ssn_spoken_v75]]. Mi número de expediente en el hospital es "
     "[[record_number:mrn_v75]]. Me pueden regresar la llamada al [[phone:phone_spoken_v75]], después de las cinco por favor. Gracias, que Dios los bendiga.\""),
    ("b75_donation_call", "call_transcript", US,
     "{line} - donation line, call recording transcript ({dos})\nAgent ({agent}): Thank you for calling, would you like to make a gift today?\n"
     "Caller: Yes, ${cnt}0 in memory of my neighbor. I'll put it on my card.\nAgent ({agent}): Go ahead with the card number whenever you're ready.\n"
     "Caller: It's [[card:card_spoken_v75]].\nAgent ({agent}): And the expiration?\nCaller: ((oh four twenty-eight||eleven twenty-seven||nine twenty-nine)).\n"
     "Agent ({agent}): Where should we mail the tax receipt?\nCaller: [[address:addr_mi_v75]].\nAgent ({agent}): And an e-mail for the acknowledgment?\n"
     "Caller: [[email:email_v75]].\nAgent ({agent}): Thank you so much, {first}."),
    ("b75_death_call", "call_transcript", US,
     "{line} - call notes ({agent})\nCaller {first2} {last2}, {child2} of {first} {last}, [[age_over_89:age_at_death_v75]]. "
     "Caller says {pron} passed away at home under hospice on [[date_of_death:dod_v75]]. Asked us to cancel the rides booked to {institute} and to stop the "
     "survivorship mailings. Institute MRN given as [[record_number:mrn_v75]]. Offered the bereavement group (Tuesdays). Caller prefers a call back at "
     "[[phone:phone_mi_v75]] about returning the loaned wheelchair."),
    # ---- e-mails
    ("b75_email_insurance", "email_to_clinic", US,
     "From: {first} {last} <[[email:email_plain_v75]]>\nTo: {hc_email}\nDate: {en_date}\nSubject: new insurance before my next infusion\n\nHello,\nMy employer switched plans on "
     "the 1st. Please update my file before my ((Herceptin||Opdivo||Darzalex||zoledronic acid)) infusion next week. The new member ID is [[member_id:member_us_v75]], group "
     "{fivedig}, and my date of birth is [[date_of_birth:dob_v75]] if you need to match it. The card says to call them for prior auth, I can send a photo.\n\n"
     "Thanks,\n{first}\ncell [[phone:phone_mi_v75]]"),
    ("b75_gb_email_dd", "email_to_charity", GB,
     "From: {first} {last} <[[email:email_v75]]>\nTo: {gb_email}\nSubject: Setting up a monthly gift for Dad\n\nDear Severnside team,\nYou looked after my father so "
     "well this year - he is [[age_over_89:age_elder_prose_v75]] and finished his radiotherapy in ((June||October||March)) and still talks about your volunteers. I'd like to set up a "
     "monthly direct debit of £{cnt}. My bank details are [[bank_account:account_gb_v75]], and the address for the Gift Aid declaration is [[address:addr_gb_v75]].\n\n"
     "Kind regards,\n{first}"),
    ("b75_de_email", "email_to_counselling_service", DE,
     "Von: {first} {last}\nAn: {de_email}\nBetreff: Antrag Härtefonds - Unterlagen\n\nSehr geehrte Frau Lanzinger-Obst,\nwie telefonisch besprochen schicke ich Ihnen die "
     "Angaben für den Antrag auf Unterstützung aus dem Härtefonds. Ich bin seit ((März||Juni||September)) in Chemotherapie und beziehe Krankengeld.\n"
     "Geburtsdatum: [[date_of_birth:dob_v75]]\nKrankenversichertennummer: [[member_id:kvnr_v75]]\nAnschrift: [[address:addr_de_v75]]\n"
     "Bankverbindung (IBAN): [[bank_account:iban_de_v75]]\nSie erreichen mich am besten unter [[phone:phone_de_v75]].\n\nMit freundlichen Grüßen\n{first} {last}"),
    # ---- an LLM assistant repeating what it was told
    ("b75_llm_appeal", "llm_assistant_answer", US,
     "Assistant: I'm sorry your {rel_elder} is dealing with this. Based on what you shared - {first} {last}, [[age_over_89:age_elder_prose_v75]], born "
     "[[date_of_birth:dob_elder_prose_v75]], Medicare number [[member_id:mbi_v75]], living at [[address:addr_mi_v75]] - here is a draft appeal for the denied PET scan:\n\n"
     "\"To the Medicare Advantage appeals unit: I am writing to request reconsideration of the denial of a PET/CT ordered by {own_medonc} for restaging of ((lymphoma||lung cancer||melanoma))...\"\n\n"
     "You may want to remove the Medicare number before sharing this draft with anyone other than the plan."),
    # ---- fundraising pages
    ("b75_fundraiser_chemo", "fundraising_page", US,
     "Help {first} Beat ((Leukemia||Colon Cancer||Pancreatic Cancer||Lymphoma))\nOrganized by {first2} {last2} | [[url:url_v75]]\n\nIn ((January||April||August)), {first} was "
     "diagnosed and started chemo at {institute}. Insurance covers a lot, but not the lost wages, the gas to Ann Arbor three times a week, or the hotel nights during "
     "the stem-cell transplant. Every bit helps. If you'd rather not use the site's fee, you can give directly to the family account at ((Chase||Huntington||Fifth Third)), "
     "[[bank_account:account_us_v75]]. Cards and meals can go to [[address:addr_mi_v75]]. Thank you for loving our family."),
    ("b75_memorial_fund", "fundraising_page", US,
     "In loving memory of {first} {last}\n[[url:url_memorial_v75]]\n\n{first} died peacefully on [[date_of_death:dod_v75]] at the age of [[age_over_89:age_at_death_prose_v75]], "
     "surrounded by family, after a long fight with ((multiple myeloma||bladder cancer||lymphoma||pancreatic cancer)). In lieu of flowers the family asks for gifts to the "
     "{line}, whose volunteers drove {first} to every treatment. Questions about the memorial service: [[email:email_v75]]."),
    ("b75_au_memorial", "fundraising_page", AU,
     "Remembering {first} {last}\n[[url:url_memorial_v75]]\n\nOur beautiful {first} passed away on [[date_of_death:dod_v75]] after three years with ((pancreatic||bowel||brain)) "
     "cancer. We are raising money for {au_partner}, who held our hands the whole way. If you'd like to give directly, the family's account is "
     "[[bank_account:account_au_v75]] (reference: your name). Sympathy cards to [[address:addr_au_v75]]."),
    # ---- complaint letters
    ("b75_complaint_parking", "complaint_letter", US,
     "[[address:addr_mi_v75]]\n{en_date}\n\nPatient Relations\n{radonc}\n{ro_addr}\n\nTo whom it may concern,\nI am writing about the parking citations I received in "
     "your lot during my ((25||28||30))-day course of radiation. The front desk told me my car was registered for the patient spaces, yet I was ticketed "
     "((three||four||five)) times. My plate is [[vehicle_id:plate_mi_v75]] (VIN [[vehicle_id:vin_v75]], from the registration). My patient number is "
     "[[record_number:mrn_v75]]. I expect the citations to be voided. You can reach me at [[phone:phone_mi_v75]].\n\nSincerely,\n{first} {last}"),
    ("b75_ca_complaint", "complaint_letter", CA,
     "{first} {last}\n[[address:addr_ca_v75]]\n{ca_date}\n\nPatient Concerns Office\n\nRe: parking charges during chemotherapy\n\nI am a patient on ((FOLFOX||AC-T||R-CHOP)) "
     "every two weeks. The hospital's parking pass for oncology patients was never applied to my vehicle (plate [[vehicle_id:plate_ca_v75]]) and I have been charged "
     "$((22||26||31)) each visit. Please refund the charges by direct deposit to [[bank_account:account_ca_v75]], or e-mail me at [[email:email_v75]] to arrange another "
     "method.\n\nYours truly,\n{first} {last}"),
    # ---- forms
    ("b75_fin_assist_form", "financial_assistance_application", US,
     "{institute} - FINANCIAL ASSISTANCE APPLICATION (Charity Care, 501(r))\nPatient name: {first} {last}\nDate of birth: [[date_of_birth:dob_us_v75]]\n"
     "Social Security number: [[ssn:ssn_v75]]\nHome address: [[address:addr_mi_v75]]\nHousehold size: {small_digit}   Monthly income: ${moneyk}\n"
     "Refund of any overpayment to checking account: [[bank_account:account_us_v75]]\nSigned: {first} {last}, {dos}"),
    ("b75_chemo_consent", "chemotherapy_consent_form", US,
     "{institute}\nCONSENT FOR CHEMOTHERAPY / IMMUNOTHERAPY\nPatient: {last_upper}, {first_upper}   DOB: [[date_of_birth:dob_v75]]   MRN: [[record_number:mrn_v75]]\n"
     "Photo ID checked: Michigan driver's license [[national_id:dl_mi_v75]]\nRegimen: ((carboplatin / paclitaxel weekly x 12||FOLFIRINOX every 14 days||pembrolizumab 200 mg every 21 days))\n"
     "Intent: ((curative||palliative||adjuvant)). Risks discussed: infection, nausea, neuropathy, hair loss, infusion reactions, ((immune-related colitis and hepatitis||kidney damage||hearing loss)).\n"
     "Emergency contact: {first2} {last2}, [[phone:phone_mi_v75]]\nPhysician: {own_medonc}   Date: {dos}"),
    ("b75_rt_booking", "radiotherapy_booking", US,
     "{radonc} - TREATMENT BOOKING\nPatient: {first} {last}   Patient no.: [[record_number:mrn_v75]]\nCourse: {gy}, start {dos}, daily Mon-Fri {pace}\n"
     "Free patient parking permit - vehicle plate: [[vehicle_id:plate_mi_v75]]\nAppointment reminders by e-mail: [[email:email_v75]]\nText reminders: [[phone:phone_mi_v75]]\n"
     "Physician: {own_radonc}"),
    # ---- exports
    ("b75_hl7_adt_death", "hl7_export", US,
     "MSH|^~\\&|EPIC|HCCI|REGISTRY|MCSP|{hl7_ts}||ADT^A03^ADT_A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\n"
     "PID|1||[[record_number:mrn_plain_v75]]^^^HCCI^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v75]]|{sex}|||[[address:addr_hl7_v75]]||[[phone:phone_hl7_v75]]"
     "|||||||[[ssn:ssn_plain_v75]]||||||||[[date_of_death:dod_hl7_v75]]|Y\nPV1|1|I|7C^712^A^HCCI||||{own_npi}^OKONJO-REYES^TOBIAS|||ONC||||||||||{fivedig}|||||||||||||||||20|||||||||{hl7_ts}"),
    ("b75_fhir_bundle", "fhir_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": "
     "[{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v75]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, "
     "\"value\": \"[[ssn:ssn_plain_v75]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v75]]\", "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain_v75]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v75]]\"}]}}, {\"resource\": "
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_plain_v75]]\", \"beneficiary\": {\"reference\": \"Patient/{guid}\"}, "
     "\"payor\": [{\"display\": \"((Blue Cross Blue Shield of Michigan||Priority Health||Meridian Medicaid))\"}]}}]}"),
    ("b75_csv_caseload", "csv_export", US,
     "mrn,last_name,first_name,dob,cell_phone,email,last_portal_login_ip,next_visit\n[[record_number:mrn_plain_v75]],{last},{first},[[date_of_birth:dob_us_v75]],"
     "[[phone:phone_mi_v75]],[[email:email_plain_v75]],[[ip_address:ip_v75]],{eff_iso}\n# {institute} nurse navigator caseload export {iso_ts} - contains PHI"),
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
            if "_elder_" in body or "age_at_death_v75" in body:
                _birth(draw, 1927, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
            draw.cache["first_lower"] = _letters_only(str(draw.cache["first"]), "member")
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind75-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
