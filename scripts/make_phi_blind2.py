"""A second blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind2.py [--seed 4141] [--out PATH]   # JSON lines to PATH, or to stdout

The first blind set (scripts/make_phi_blind.py, seed 2929) was read for tuning from session 14 on, so it
no longer measures the check from outside. This set replaces it as the held-out one: its author read only
the README's list of the kinds `phi` claims and the first set's generator (whose mechanics, `Draw`,
`render` and the Faker setup, it imports), never the detectors, their tests or the sets they were tuned
on, and never ran the check on these texts.

About 1,000 texts: about 700 carry identifiers (every kind of KINDS at least 15 times), 300 carry none.
The layouts are the ones real systems and people print and the first set does not have: HL7 v2 NK1, GT1,
IN1, PV1, MRG and death fields; FHIR Patient, Coverage, RelatedPerson and search bundles; CSV and TSV
exports with a header row (semicolon-separated in Europe); fax cover sheets; pharmacy labels and refill
requests; discharge summaries; referral letters; prior-authorisation forms; call-centre transcripts with
speaker tags and timestamps; voice-to-text ("five oh three dash ...", "jane dot doe at ..."); web form
submissions (key: value, key=value, URL-encoded bodies, JSON); support tickets in markdown; e-mail threads
with quoted replies in twelve languages; SMS in lower case with typos; pasted signatures; appointment
reminders; shipping and billing blocks (military and rural-route addresses); ACH and wire forms;
device and telehealth logs (IPv4, IPv6, MAC addresses); DMV and vehicle forms; death certificates.

Every text has a locale, drawn from its template's pool; about a third come from non-English locales
(de_DE, de_AT, de_CH, fr_FR, es_ES, es_MX, it_IT, nl_NL, nl_BE, pt_BR, pt_PT, pl_PL, sv_SE, da_DK, no_NO,
cs_CZ, fi_FI), some written in that language (form labels, quoted-reply headers, dates with its month
names), some in English about a person living there. The values come from public sources of real forms:
Faker's providers of each locale (names, streets, towns, postcodes, IBANs, plates, national IDs that
carry their check digits: NIR, DNI/NIE, codice fiscale, BSN, PESEL, personnummer, fødselsnummer,
rodné číslo, henkilötunnus, CPF, AHV, CURP); libphonenumber's example numbers per region and type, their
trailing digits redrawn until `phonenumbers.is_valid_number` holds, printed in the national,
international, E.164 and RFC 3966 forms and the ones people type (dots, brackets, "(0)", odd groups,
extensions "ext. 12", "x221", "#4"); each postal authority's address layout (USPS upper case, Royal Mail
post towns, Canada Post, Australia Post, An Post Eircodes, La Poste, Deutsche Post, PostNL, Posten, ...);
check-digit algorithms for the IDs Faker lacks (German KVNR and pension number, Irish PPSN, New Zealand
NHI, Danish CPR, Mexican CLABE, IBANs by ISO 13616, cards by issuer range and Luhn).

MAC addresses of a person's device are labelled with the kind `ip_address` (the network addresses of
the device), the only kind of KINDS that names a network address.

An identifier-free text holds no identifier of any kind about a person, but the near-misses such texts
are full of: claim, group, plan, authorisation, reference, invoice, order and tracking numbers under
their labels; NPIs, EINs and the VAT and company numbers of organisations; CPT, ICD-10, NDC, LOINC and
HCPCS codes; money; dates of service and appointments; versions shaped like IPv4 addresses; GUIDs,
hashes and timestamps; dosages and lab values; toll-free lines of many countries; redacted
placeholders; ages under 90 and the aggregate "90 and over"; births more than 125 years back and deaths
more than 50 years back of public figures; room and bed numbers; and the deployment's own published
contacts (ORGANISATION_CONTACTS, a fictional plan and clinic of this set's own).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact
characters), text. The set depends on the seed and on the installed Faker's data (written with Faker
40.63.0, phonenumbers 9.0.x), not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import re
import string
import sys
import unicodedata
import uuid
from typing import Any, Callable

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
except ImportError:
    from scripts import make_phi_blind as blind

Draw = blind.Draw  # the mechanics (Draw, render, make_fakers) and check-digit helpers come from the first set
luhn_digit = blind._luhn_digit  # noqa: SLF001 - the first set's Luhn helper, shared rather than copied
valid_number = blind._nsn_variant  # noqa: SLF001 - a valid number of a region and type, shared rather than copied

SEED = 4141
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 300
KINDS = blind.KINDS

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind2).
ORG_NAME = "Cascadia Mutual Health"
CLINIC_NAME = "Juniper Ridge Clinic"
ORGANISATION_CONTACTS = [
    "(503) 555-0148",
    "(503) 555-0186",
    "Attn: Grievances and Appeals, PO Box 30912, Salt Lake City, UT 84130",
    "1450 NW Meridian Parkway, Suite 210, Beaverton, OR 97006",
    "grievances@cascadiamutual.org",
    "care.team@cascadiamutual.org",
    "(971) 555-0132",
    "(971) 555-0133",
    "scheduling@juniperridgeclinic.org",
    "+44 20 7946 0311",
    "https://www.cascadiamutual.org/appeals",
]

EN_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_IE", "en_NZ", "en_IN", "en_PH")
OTHER_LOCALES = ("de_DE", "de_AT", "de_CH", "fr_FR", "es_ES", "es_MX", "it_IT", "nl_NL", "nl_BE", "pt_BR", "pt_PT",
                 "pl_PL", "sv_SE", "da_DK", "no_NO", "cs_CZ", "fi_FI")
FAKER_LOCALES = EN_LOCALES + OTHER_LOCALES
# Locales whose residents carry a European Health Insurance Card and an IBAN.
EHIC_LOCALES = tuple(loc for loc in OTHER_LOCALES if loc not in ("es_MX", "pt_BR"))

REGION = {"en_US": "US", "en_GB": "GB", "en_CA": "CA", "en_AU": "AU", "en_IE": "IE", "en_NZ": "NZ", "en_IN": "IN",
          "en_PH": "PH", "de_DE": "DE", "de_AT": "AT", "de_CH": "CH", "fr_FR": "FR", "es_ES": "ES", "es_MX": "MX",
          "it_IT": "IT", "nl_NL": "NL", "nl_BE": "BE", "pt_BR": "BR", "pt_PT": "PT", "pl_PL": "PL", "sv_SE": "SE",
          "da_DK": "DK", "no_NO": "NO", "cs_CZ": "CZ", "fi_FI": "FI"}
COUNTRY = {"US": "the United States", "GB": "the UK", "CA": "Canada", "AU": "Australia", "IE": "Ireland",
           "NZ": "New Zealand", "IN": "India", "PH": "the Philippines", "DE": "Germany", "AT": "Austria",
           "CH": "Switzerland", "FR": "France", "ES": "Spain", "MX": "Mexico", "IT": "Italy", "NL": "the Netherlands",
           "BE": "Belgium", "BR": "Brazil", "PT": "Portugal", "PL": "Poland", "SE": "Sweden", "DK": "Denmark",
           "NO": "Norway", "CZ": "Czechia", "FI": "Finland"}
ISO_NUMERIC = {"AT": "040", "BE": "056", "CZ": "203", "DK": "208", "FI": "246", "FR": "250", "DE": "276", "IT": "380",
               "NL": "528", "NO": "578", "PL": "616", "PT": "620", "ES": "724", "SE": "752", "CH": "756"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
ABBR = [m[:3] for m in MONTHS]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
LOCAL_MONTHS = {
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
           "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"],
    "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
           "november", "december"],
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november",
           "december"],
    "no": ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november",
           "desember"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu",
           "prosince"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta",
           "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
}
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                 "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                 "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third",
                 "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth",
                 "thirtieth", "thirty-first"]
DIGIT_WORDS = ["oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


# ---- the text's locale -------------------------------------------------------------------------------------
def locale_of(draw: Draw) -> str:
    """The locale build() gave this text (en_US when a template is rendered alone)."""
    return draw.cache.get("locale", "en_US")


def lang_of(draw: Draw) -> str:
    return locale_of(draw).split("_")[0]


def region_of(draw: Draw) -> str:
    return REGION[locale_of(draw)]


def fold_ascii(text: str) -> str:
    """A name as people type it into an e-mail address or URL: no accents, no spaces, lower case."""
    table = str.maketrans({"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "đ": "d", "'": ""})
    decomposed = unicodedata.normalize("NFKD", text.translate(table))
    return re.sub(r"[^a-z]", "", "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower())


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _under_100_words(number: int) -> str:
    if number < 20:
        return ONES[number]
    return TENS[number // 10] + (f"-{ONES[number % 10]}" if number % 10 else "")


def year_words(year: int) -> str:
    """A year as a voice-to-text engine spells it: 'nineteen oh five', 'two thousand three', 'twenty twenty'."""
    if 2000 <= year < 2010:
        return "two thousand" + (f" {ONES[year - 2000]}" if year > 2000 else "")
    high, low = divmod(year, 100)
    low_words = "hundred" if low == 0 else (f"oh {ONES[low]}" if low < 10 else _under_100_words(low))
    return f"{_under_100_words(high)} {low_words}"


# ---- dates -------------------------------------------------------------------------------------------------
EN_DATE_STYLES = ["ordinal_of", "month_ordinal", "d_month_comma", "MON_dd_Y", "Mon-dd-Y", "ddMONyy", "d-mon-yy",
                  "mm/dd/yy", "m-d-Y", "m.d.yy", "Y/m/d", "wkd_dd_Mon_Y", "month_lower", "Mon._ordinal", "roman",
                  "dd/mm/yy", "Y.mm.dd", "mm/dd/Y", "d_MONTH_Y", "Mon_d_Y_nocomma"]
US_DATE_STYLES = ["month_ordinal", "MON_dd_Y", "Mon-dd-Y", "mm/dd/yy", "m-d-Y", "m.d.yy", "month_lower",
                  "Mon._ordinal", "mm/dd/Y", "Mon_d_Y_nocomma", "m/d/yy"]
DAY_FIRST_STYLES = ["ordinal_of", "d_month_comma", "ddMONyy", "d-mon-yy", "dd/mm/yy", "roman", "dd/mm/Y", "d_MONTH_Y",
                    "wkd_dd_Mon_Y", "d.m.Y"]
NUMERIC_STYLES = ["mm/dd/yy", "m-d-Y", "m.d.yy", "Y/m/d", "dd/mm/yy", "Y.mm.dd", "mm/dd/Y", "iso", "compact", "m/d/yy"]


def en_date(day: dt.date, style: str) -> str:
    """One English-language printing of `day`."""
    m, d, y = day.month, day.day, day.year
    month, abbr = MONTHS[m - 1], ABBR[m - 1]
    table = {
        "ordinal_of": f"{_ordinal(d)} of {month} {y}", "month_ordinal": f"{month} {_ordinal(d)} {y}",
        "d_month_comma": f"{d} {month}, {y}", "MON_dd_Y": f"{abbr.upper()} {d:02d} {y}",
        "Mon-dd-Y": f"{abbr}-{d:02d}-{y}", "ddMONyy": f"{d:02d}{abbr.upper()}{y % 100:02d}",
        "d-mon-yy": f"{d}-{abbr.lower()}-{y % 100:02d}", "mm/dd/yy": f"{m:02d}/{d:02d}/{y % 100:02d}",
        "m-d-Y": f"{m}-{d}-{y}", "m.d.yy": f"{m}.{d}.{y % 100:02d}", "Y/m/d": f"{y}/{m}/{d}",
        "wkd_dd_Mon_Y": f"{WEEKDAYS[day.weekday()]}, {d:02d} {abbr} {y}", "month_lower": f"{month.lower()} {d}, {y}",
        "Mon._ordinal": f"{abbr}. {_ordinal(d)}, {y}", "roman": f"{d}.{ROMAN[m - 1]}.{y}",
        "dd/mm/yy": f"{d:02d}/{m:02d}/{y % 100:02d}", "Y.mm.dd": f"{y}.{m:02d}.{d:02d}",
        "mm/dd/Y": f"{m:02d}/{d:02d}/{y}", "d_MONTH_Y": f"{d} {month.upper()} {y}",
        "Mon_d_Y_nocomma": f"{abbr} {d} {y}", "m/d/yy": f"{m}/{d}/{y % 100:02d}", "dd/mm/Y": f"{d:02d}/{m:02d}/{y}",
        "d.m.Y": f"{d}.{m}.{y}", "iso": f"{y}-{m:02d}-{d:02d}", "compact": f"{y}{m:02d}{d:02d}",
        "words": f"{month.lower()} {ORDINAL_WORDS[d]} {year_words(y)}",
        "words_digits": f"{month.lower()} {_ordinal(d)} {year_words(y)}",
    }
    return table[style]


def local_date(draw: Draw, day: dt.date, numeric_only: bool = False) -> str:
    """`day` as the text's locale prints it: its own order, separators and month names."""
    locale, lang = locale_of(draw), lang_of(draw)
    m, d, y = day.month, day.day, day.year
    if lang == "en":
        styles = US_DATE_STYLES if locale == "en_US" else DAY_FIRST_STYLES
        if numeric_only:
            styles = ["mm/dd/Y", "m/d/yy", "m-d-Y"] if locale == "en_US" else ["dd/mm/Y", "dd/mm/yy", "d.m.Y"]
        return en_date(day, draw.pick(styles))
    name = LOCAL_MONTHS[lang][m - 1]
    if locale == "de_AT" and m == 1:
        name = "Jänner"
    numeric = {
        "de": [f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}"],
        "fr": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}"], "es": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"],
        "it": [f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}"], "nl": [f"{d:02d}-{m:02d}-{y}", f"{d}-{m}-{y}"],
        "pt": [f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}"], "pl": [f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}"],
        "sv": [f"{y}-{m:02d}-{d:02d}", f"{y}{m:02d}{d:02d}"], "da": [f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}"],
        "no": [f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"], "cs": [f"{d}. {m}. {y}", f"{d:02d}.{m:02d}.{y}"],
        "fi": [f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}"],
    }[lang]
    if numeric_only:
        return draw.pick(numeric)
    worded = {
        "de": f"{d}. {name} {y}", "fr": f"{'1er' if d == 1 else d} {name} {y}", "es": f"{d} de {name} de {y}",
        "it": f"{d} {name} {y}", "nl": f"{d} {name} {y}", "pt": f"{d} de {name} de {y}", "pl": f"{d} {name} {y}",
        "sv": f"{d} {name} {y}", "da": f"{d}. {name} {y}", "no": f"{d}. {name} {y}", "cs": f"{d}. {name} {y}",
        "fi": f"{d}. {name} {y}",
    }[lang]
    return draw.pick(numeric + [worded])


def _birth(draw: Draw) -> dt.date:
    return draw.date_between(1929, 2024)


def _death(draw: Draw) -> dt.date:
    return draw.date_between(1992, 2025)


def dob_us(draw: Draw) -> str:
    return en_date(_birth(draw), draw.pick(US_DATE_STYLES))


def dob_en(draw: Draw) -> str:
    return en_date(_birth(draw), draw.pick(EN_DATE_STYLES))


def dob_loc(draw: Draw) -> str:
    return local_date(draw, _birth(draw))


def dob_loc_numeric(draw: Draw) -> str:
    return local_date(draw, _birth(draw), numeric_only=True)


def dob_numeric(draw: Draw) -> str:
    return en_date(_birth(draw), draw.pick(["mm/dd/Y", "m/d/yy", "iso", "compact", "m-d-Y", "mm/dd/yy"]))


def dob_compact(draw: Draw) -> str:
    return en_date(_birth(draw), "compact")


def dob_iso(draw: Draw) -> str:
    return en_date(_birth(draw), "iso")


def dob_hl7_time(draw: Draw) -> str:
    born = _birth(draw)
    stamp = en_date(born, "compact")
    return draw.pick([stamp, stamp + f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}", stamp + "000000"])


def dob_short(draw: Draw) -> str:
    """Two-digit years, as people jot them: 3/4/51, 03.04.51, 4-3-51."""
    born = _birth(draw)
    m, d, yy = born.month, born.day, born.year % 100
    return draw.pick([f"{m}/{d}/{yy:02d}", f"{m:02d}.{d:02d}.{yy:02d}", f"{m}-{d}-{yy:02d}", f"{m:02d}{d:02d}{yy:02d}"])


def dob_voice(draw: Draw) -> str:
    return en_date(_birth(draw), draw.pick(["words", "words", "words_digits", "m.d.yy"]))


def _old_birth(draw: Draw) -> dt.date:
    """The birth of someone whose age over 89 the same text gives (alive now, or died in the last few years)."""
    return draw.date_between(1921, 1934)


def _recent_death(draw: Draw) -> dt.date:
    return draw.date_between(2019, 2025)


def dob_old_us(draw: Draw) -> str:
    return en_date(_old_birth(draw), draw.pick(US_DATE_STYLES))


def dob_old_numeric(draw: Draw) -> str:
    return en_date(_old_birth(draw), draw.pick(["mm/dd/Y", "m/d/yy", "compact", "m-d-Y"]))


def dob_old_voice(draw: Draw) -> str:
    return en_date(_old_birth(draw), draw.pick(["words", "words", "words_digits"]))


def dod_recent_us(draw: Draw) -> str:
    return en_date(_recent_death(draw), draw.pick(US_DATE_STYLES))


def dod_recent_numeric(draw: Draw) -> str:
    return en_date(_recent_death(draw), draw.pick(["mm/dd/Y", "iso", "compact", "m/d/yy"]))


def dod_en(draw: Draw) -> str:
    return en_date(_death(draw), draw.pick(EN_DATE_STYLES))


def dod_us(draw: Draw) -> str:
    return en_date(_death(draw), draw.pick(US_DATE_STYLES))


def dod_loc(draw: Draw) -> str:
    return local_date(draw, _death(draw))


def dod_numeric(draw: Draw) -> str:
    return en_date(_death(draw), draw.pick(["mm/dd/Y", "iso", "compact", "m/d/yy"]))


def dod_hl7(draw: Draw) -> str:
    return en_date(_death(draw), "compact") + f"{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"


def dod_fhir(draw: Draw) -> str:
    died = en_date(_death(draw), "iso")
    return f"{died}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00{draw.pick(['-07:00', '-05:00', 'Z', '+01:00'])}"


def dod_voice(draw: Draw) -> str:
    return en_date(_death(draw), draw.pick(["words", "words_digits"]))


# ---- phones ------------------------------------------------------------------------------------------------
def _personal_number(draw: Draw, region: str) -> phonenumbers.PhoneNumber:
    kind = PhoneNumberType.MOBILE if draw.rng.random() < 0.6 else PhoneNumberType.FIXED_LINE
    return valid_number(draw, region, kind)


def _formats(number: phonenumbers.PhoneNumber) -> tuple[str, str, str]:
    return (phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
            phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
            phonenumbers.format_number(number, PhoneNumberFormat.E164))


def _typed_forms(number: phonenumbers.PhoneNumber) -> list[str]:
    """The forms people type a number of its region in, beside libphonenumber's own."""
    region = phonenumbers.region_code_for_number(number)
    national, intl, e164 = _formats(number)
    cc = str(number.country_code)
    forms = [national, national, intl, e164]
    if region in ("US", "CA"):
        n = str(number.national_number)
        a, e, line = n[:3], n[3:6], n[6:]
        forms += [f"{a}.{e}.{line}", f"{a} {e} {line}", f"+1 {a} {e} {line}", f"1-{a}-{e}-{line}", f"+1-{a}-{e}-{line}",
                  f"({a}){e}-{line}", f"{a}/{e}-{line}", f"1.{a}.{e}.{line}", f"({a}) {e} {line}", f"{a}-{e}{line}"]
        return forms
    if national.startswith("0"):
        rest = national[1:]
        forms += [f"+{cc} (0){rest}", f"+{cc} (0) {rest}", "00" + intl[1:]]
    if region == "FR":
        forms += [national.replace(" ", "."), national.replace(" ", ""), intl.replace(" ", ".")]
    elif region in ("DE", "AT", "CH"):
        area, _, local = national.partition(" ")
        forms += [f"({area}) {local.replace(' ', '')}", f"{area}/{local.replace(' ', '')}", f"{area}-{local.replace(' ', '')}"]
    elif region in ("GB", "AU", "IE", "NZ"):
        forms += [national.replace(" ", ""), intl.replace(" ", "")]
    elif region == "BR":
        forms += [re.sub(r"\D", "", national), national.replace(" ", "")]
    else:
        forms += [national.replace(" ", ""), national.replace(" ", "-"), intl.replace(" ", "-")]
    return forms


def phone_loc(draw: Draw) -> str:
    """A personal number of the text's region, in any form people print it."""
    return draw.pick(_typed_forms(_personal_number(draw, region_of(draw))))


def phone_intl_loc(draw: Draw) -> str:
    """The text's region's number, written for a reader abroad."""
    number = _personal_number(draw, region_of(draw))
    national, intl, e164 = _formats(number)
    forms = [intl, e164, "00" + intl[1:], intl.replace(" ", "-")]
    if national.startswith("0") and number.country_code != 1:
        forms.append(f"+{number.country_code} (0){national[1:]}")
    return draw.pick(forms)


def phone_us_any(draw: Draw) -> str:
    return draw.pick(_typed_forms(_personal_number(draw, "US")))


def phone_e164(draw: Draw) -> str:
    return _formats(_personal_number(draw, region_of(draw)))[2]


def phone_digits10(draw: Draw) -> str:
    return str(_personal_number(draw, "US").national_number)


def phone_ext(draw: Draw) -> str:
    """A number with an extension, in the ways offices write one."""
    region = draw.pick(["US", "US", "US", "CA", "GB", "AU"])
    base = draw.pick(_typed_forms(_personal_number(draw, region)))
    ext = draw.digits(draw.pick([1, 2, 3, 4]), True)
    return base + draw.pick([f" ext. {ext}", f" x{ext}", f" #{ext}", f" ext {ext}", f" Ext.{ext}", f" X{ext}",
                             f" extn {ext}", f";ext={ext}", f" - ext {ext}"])


def phone_rfc(draw: Draw) -> tuple[str, str, str]:
    """An RFC 3966 tel: URI; the scheme is outside the identifier's span."""
    uri = phonenumbers.format_number(_personal_number(draw, region_of(draw)), PhoneNumberFormat.RFC3966)
    return ("tel:", uri[len("tel:"):], "")


def phone_hl7_xtn(draw: Draw) -> tuple[str, str, str]:
    """An HL7 v2 XTN field: the number's parts between component separators."""
    n = str(_personal_number(draw, "US").national_number)
    a, rest = n[:3], n[3:]
    use = draw.pick(["PRN", "PRN", "ORN", "WPN"])
    equipment = draw.pick(["PH", "CP"])
    return draw.pick([(f"^{use}^{equipment}^^1^", f"{a}^{rest}", ""), (f"^{use}^{equipment}^^^", f"{a}^{rest}", ""),
                      ("", f"({a}){rest[:3]}-{rest[3:]}", f"^{use}^{equipment}"),
                      ("", f"{a}-{rest[:3]}-{rest[3:]}", f"^{use}^{equipment}")])


def _voice_digits(draw: Draw, digits: str, groups: list[int]) -> str:
    parts, start = [], 0
    for size in groups:
        parts.append(digits[start:start + size])
        start += size
    style = draw.pick(["spaced", "dash", "dot", "single", "words", "oddgroups"])
    if style == "dash":
        return " dash ".join(parts)
    if style == "dot":
        return " dot ".join(parts)
    if style == "single":
        return " ".join(digits)
    if style == "words":
        return ", ".join(" ".join(DIGIT_WORDS[int(ch)] for ch in part) for part in parts)
    if style == "oddgroups":
        return " ".join(digits[i:i + 2] for i in range(0, len(digits), 2))
    return " ".join(parts)


def phone_voice(draw: Draw) -> str:
    """A number as a voice-to-text engine writes what a caller said."""
    region = region_of(draw)
    number = _personal_number(draw, region)
    if number.country_code == 1:
        return _voice_digits(draw, str(number.national_number), [3, 3, 4])
    national = re.sub(r"\D", "", _formats(number)[0])
    groups = [len(part) for part in _formats(number)[0].split()]
    if sum(groups) != len(national):
        groups = [3, 3, len(national) - 6]
    spoken = _voice_digits(draw, national, groups)
    if draw.rng.random() < 0.3:
        intl_digits = str(number.country_code) + str(number.national_number)
        spoken = f"plus {' '.join(intl_digits[:len(str(number.country_code))])} " + " ".join(
            intl_digits[len(str(number.country_code)):][i:i + 3] for i in range(0, len(str(number.national_number)), 3))
    return spoken


def phone_urlenc(draw: Draw) -> str:
    return "%2B" + _formats(_personal_number(draw, "US"))[2][1:]


WORLD_REGIONS = ["KE", "NG", "ZA", "SG", "AE", "JP", "IL", "TR", "GR", "RO", "HU", "AR", "CL", "CO", "JM", "HK"]


def phone_world(draw: Draw) -> str:
    """A relative's number in another country than the text's."""
    number = _personal_number(draw, draw.pick(WORLD_REGIONS))
    national, intl, e164 = _formats(number)
    return draw.pick([intl, intl, e164, "00" + intl[1:], intl.replace(" ", "-")])


# ---- e-mail ------------------------------------------------------------------------------------------------
MAIL_DOMAINS = {
    "en_US": ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "comcast.net", "proton.me", "msn.com"],
    "en_GB": ["btinternet.com", "sky.com", "virginmedia.com", "gmail.com", "hotmail.co.uk", "talktalk.net"],
    "en_CA": ["rogers.com", "sympatico.ca", "telus.net", "gmail.com", "videotron.ca"],
    "en_AU": ["bigpond.com", "iinet.net.au", "gmail.com", "optusnet.com.au", "outlook.com.au"],
    "en_IE": ["eircom.net", "gmail.com", "hotmail.com", "vodafone.ie"], "en_NZ": ["xtra.co.nz", "gmail.com", "slingshot.co.nz"],
    "en_IN": ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.in"], "en_PH": ["gmail.com", "yahoo.com.ph", "outlook.ph"],
    "de_DE": ["web.de", "gmx.de", "t-online.de", "posteo.de", "freenet.de"], "de_AT": ["aon.at", "gmx.at", "chello.at"],
    "de_CH": ["bluewin.ch", "gmx.ch", "sunrise.ch"], "fr_FR": ["free.fr", "laposte.net", "orange.fr", "sfr.fr", "wanadoo.fr"],
    "es_ES": ["telefonica.net", "yahoo.es", "hotmail.es", "gmail.com"], "es_MX": ["prodigy.net.mx", "hotmail.com", "gmail.com"],
    "it_IT": ["libero.it", "virgilio.it", "tiscali.it", "alice.it"], "nl_NL": ["ziggo.nl", "kpnmail.nl", "planet.nl", "hetnet.nl"],
    "nl_BE": ["telenet.be", "skynet.be", "proximus.be"], "pt_BR": ["uol.com.br", "bol.com.br", "terra.com.br", "gmail.com"],
    "pt_PT": ["sapo.pt", "gmail.com", "netcabo.pt"], "pl_PL": ["wp.pl", "onet.pl", "o2.pl", "interia.pl"],
    "sv_SE": ["telia.com", "bredband.net", "spray.se"], "da_DK": ["jubii.dk", "mail.dk", "stofanet.dk"],
    "no_NO": ["online.no", "broadpark.no", "hotmail.no"], "cs_CZ": ["seznam.cz", "centrum.cz", "email.cz"],
    "fi_FI": ["suomi24.fi", "luukku.com", "kolumbus.fi"],
}


def _local_part(draw: Draw, suffix: str = "") -> str:
    first = fold_ascii(draw.fill("first" + suffix)) or "kim"
    last = fold_ascii(draw.fill("last" + suffix)) or "lee"
    year, number, tag = draw.rng.randint(1950, 2008), draw.rng.randint(1, 99), draw.pick(["health", "claims", "ins"])
    return draw.pick([f"{first}.{last}", f"{first}_{last}", f"{first[0]}{last}", f"{last}.{first}", f"{first}-{last}",
                      f"{first}{last}{year}", f"{first[0]}.{last}", f"{first}.{last}+{tag}", f"{last}{first[0]}{number}",
                      f"{first}{number + 10}"])


def _email(draw: Draw, suffix: str = "") -> str:
    return f"{_local_part(draw, suffix)}@{draw.pick(MAIL_DOMAINS[locale_of(draw)])}"


def email_plain(draw: Draw) -> str:
    return _email(draw)


def email_plain2(draw: Draw) -> str:
    return _email(draw, "2")


def email_loc(draw: Draw) -> str:
    value = _email(draw)
    return value.upper() if draw.rng.random() < 0.12 else value


def email_upper(draw: Draw) -> str:
    return _email(draw).upper()


def email_voice(draw: Draw) -> str:
    local, _, domain = _email(draw).partition("@")
    spoken_local = local.replace(".", " dot ").replace("_", " underscore ").replace("-", " dash ").replace("+", " plus ")
    name, _, tld = domain.partition(".")
    return draw.pick([f"{spoken_local} at {name} dot {tld.replace('.', ' dot ')}", f"{spoken_local} at {domain}",
                      f"{local} at {name} dot {tld.replace('.', ' dot ')}"])


def email_urlenc(draw: Draw) -> str:
    return _email(draw).replace("@", "%40").replace("+", "%2B")


# ---- cards and accounts ------------------------------------------------------------------------------------
CARD_RANGES: list[tuple[list[str], int]] = [  # issuers' IIN prefixes and lengths (Visa, Mastercard 2-series, Amex, ...)
    (["4"], 16), (["51", "53", "55", "2221", "2349", "2720"], 16), (["34", "37"], 15), (["6011", "644", "65"], 16),
    (["3528", "3566", "3589"], 16), (["36", "38"], 14), (["62"], 16), (["62"], 19), (["5018", "5020", "6759", "6763"], 16),
    (["2200", "2204"], 16), (["6521", "6522", "508"], 16), (["4"], 13), (["4"], 19),
]
LOCAL_CARD_RANGES = {"da_DK": (["5019"], 16), "pt_BR": (["636368", "438935", "504175", "606282"], 16),
                     "fr_FR": (["4970", "4973"], 16), "es_MX": (["5579", "4152"], 16), "en_IN": (["6521", "6522", "508"], 16),
                     "nl_NL": (["6703", "5413"], 16), "de_DE": (["4", "5232"], 16)}


def _card_number(draw: Draw, prefixes: list[str], length: int) -> str:
    body = draw.pick(prefixes)
    body += draw.digits(length - 1 - len(body))
    return body + luhn_digit(body)


def _print_card(draw: Draw, number: str) -> str:
    if len(number) == 15:
        groups = [number[:4], number[4:10], number[10:]]
    elif len(number) == 14:
        groups = [number[:4], number[4:10], number[10:]]
    else:
        groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    return draw.pick([" ".join(groups), "-".join(groups), number, " ".join(groups), "  ".join(groups)])


def card_any(draw: Draw) -> str:
    prefixes, length = draw.pick(CARD_RANGES)
    return _print_card(draw, _card_number(draw, prefixes, length))


def card_loc(draw: Draw) -> str:
    prefixes, length = LOCAL_CARD_RANGES.get(locale_of(draw), draw.pick(CARD_RANGES))
    return _print_card(draw, _card_number(draw, prefixes, length))


def _iban(country: str, bban: str) -> str:
    """An IBAN of `country` around `bban`, its check digits by ISO 13616 (mod 97)."""
    rearranged = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in rearranged)
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _print_iban(draw: Draw, value: str) -> str:
    return draw.pick([value, " ".join(value[i:i + 4] for i in range(0, len(value), 4)),
                      " ".join(value[i:i + 4] for i in range(0, len(value), 4))])


def iban_loc(draw: Draw) -> str:
    locale = locale_of(draw)
    if locale == "sv_SE":  # Faker's sv_SE IBAN is a British one; a Swedish one: 3-digit bank, 17-digit account
        return _print_iban(draw, _iban("SE", draw.pick(["500", "800", "300", "600"]) + draw.digits(17)))
    if locale in ("es_MX", "en_US", "en_CA", "en_AU", "en_NZ", "en_IN", "en_PH"):
        return _print_iban(draw, draw.fk["de_DE"].iban())
    return _print_iban(draw, draw.fk[locale].iban())


def _clabe(draw: Draw) -> str:
    body = draw.pick(["002", "012", "014", "021", "072"]) + draw.digits(14)
    total = sum(int(ch) * w % 10 for ch, w in zip(body, [3, 7, 1] * 6))
    return body + str((10 - total % 10) % 10)


def _no_account(draw: Draw) -> str:
    while True:
        body = draw.digits(10, True)
        remainder = sum(int(ch) * w for ch, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        check = 0 if remainder == 0 else 11 - remainder
        if check != 10:
            value = body + str(check)
            return f"{value[:4]}.{value[4:6]}.{value[6:]}"


def bank_loc(draw: Draw) -> tuple[str, str, str]:
    """A personal account as the text's country writes it, with its label (the label outside the span)."""
    locale = locale_of(draw)
    if locale == "en_US":
        label = draw.pick(["account no. ", "acct # ", "checking account ", "Account Number: "])
        return (label, draw.digits(draw.pick([9, 10, 12, 14]), True), "")
    if locale == "en_CA":
        institution = draw.pick(["001", "002", "003", "004", "006"])
        return (f"transit {draw.digits(5)}, institution {institution}, account ", draw.digits(7, True), "")
    if locale == "en_AU":
        return (f"BSB {draw.digits(3)}-{draw.digits(3)}, account ", f"{draw.digits(4, True)} {draw.digits(4)}", "")
    if locale == "en_NZ":
        return ("account ", f"{draw.pick(['01', '02', '03', '06', '12', '38'])}-{draw.digits(4)}-{draw.digits(7)}-{draw.digits(2)}", "")
    if locale == "en_IN":
        ifsc = f"{draw.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB'])}0{draw.digits(6)}"
        return ("A/c No. ", draw.digits(draw.pick([11, 14]), True), f", IFSC {ifsc}")
    if locale == "en_PH":
        return (draw.pick(["savings account ", "account no. "]), f"{draw.digits(4)} {draw.digits(4)} {draw.digits(2)}", "")
    if locale == "en_GB":
        return (f"sort code {draw.digits(2)}-{draw.digits(2)}-{draw.digits(2)}, account number ", draw.digits(8, True), "")
    if locale == "sv_SE":
        account = f"{draw.digits(3)} {draw.digits(3)} {draw.digits(3)}-{draw.digits(1)}"
        return (f"clearingnummer {draw.digits(4, True)}, kontonummer ", account, "")
    if locale == "da_DK":
        return (f"reg.nr. {draw.digits(4, True)} kontonr. ", draw.digits(10), "")
    if locale == "no_NO":
        return ("kontonummer ", _no_account(draw), "")
    if locale == "cs_CZ":
        prefix, bank = draw.pick(["", "19-", "35-"]), draw.pick(["0100", "0300", "0800", "2010"])
        return ("číslo účtu ", f"{prefix}{draw.digits(10, True)}/{bank}", "")
    if locale == "pl_PL":
        value = draw.fk["pl_PL"].iban()[2:]
        return ("nr rachunku ", f"{value[:2]} " + " ".join(value[i:i + 4] for i in range(2, len(value), 4)), "")
    if locale == "pt_BR":
        return (f"agência {draw.digits(4)}-{draw.digits(1)}, conta corrente ", f"{draw.digits(5, True)}-{draw.digits(1)}", "")
    if locale == "es_MX":
        return ("CLABE ", _clabe(draw), "")
    if locale == "de_DE" and draw.rng.random() < 0.3:
        return ("Kto.-Nr. ", draw.digits(10, True), f", BLZ {draw.digits(8, True)}")
    return ("IBAN ", iban_loc(draw), "")


def acct_us_ach(draw: Draw) -> str:
    return draw.digits(draw.pick([8, 9, 10, 11, 12, 13, 17]), True)


# ---- SSNs and national IDs ---------------------------------------------------------------------------------
def _ssn_digits(draw: Draw) -> str:
    area = draw.rng.choice([n for n in range(1, 900) if n != 666])
    return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_any(draw: Draw) -> str:
    v = _ssn_digits(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}-{v[3:5]} {v[5:]}"])


def ssn_plain(draw: Draw) -> str:
    return _ssn_digits(draw)


def ssn_hl7(draw: Draw) -> str:
    v = _ssn_digits(draw)
    return draw.pick([v, f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_voice(draw: Draw) -> str:
    return _voice_digits(draw, _ssn_digits(draw), [3, 2, 4])


def itin(draw: Draw) -> str:
    group = draw.pick(list(range(50, 66)) + list(range(70, 89)) + list(range(90, 93)) + list(range(94, 100)))
    return f"9{draw.digits(2)}-{group:02d}-{draw.digits(4)}"


def us_dl(draw: Draw) -> str:
    """State driver's licence numbers in their states' shapes (CA, NY, FL, IL, WA, TX, PA, NJ)."""
    return draw.pick([f"{draw.letters(1)}{draw.digits(7)}", f"{draw.digits(3)} {draw.digits(3)} {draw.digits(3)}",
                      f"{draw.letters(1)}{draw.digits(3)}-{draw.digits(3)}-{draw.digits(2)}-{draw.digits(3)}-{draw.digits(1)}",
                      f"{draw.letters(1)}{draw.digits(3)}-{draw.digits(4)}-{draw.digits(4)}",
                      f"WDL{draw.letters(6, string.ascii_uppercase + string.digits)}{draw.digits(3)}",
                      draw.digits(8, True), f"{draw.digits(2)} {draw.digits(3)} {draw.digits(3)}",
                      f"{draw.letters(1)}{draw.digits(4)} {draw.digits(5)} {draw.digits(5)}"])


def us_passport(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"{draw.pick(['C', 'E', 'X'])}{draw.digits(8)}"])


def uk_driving_licence(draw: Draw) -> str:
    """DVLA's 16 characters: five of the surname, decade, month (+5 for women), day, year, initials, 9, two check."""
    surname = (fold_ascii(draw.fill("last")).upper() + "99999")[:5]
    born = _birth(draw)
    month = born.month + (50 if draw.rng.random() < 0.5 else 0)
    initials = (fold_ascii(draw.fill("first")).upper()[:1] or "J") + draw.pick(["9", draw.letters(1)])
    return f"{surname}{born.year % 100 // 10}{month:02d}{born.day:02d}{born.year % 10}{initials}9{draw.letters(2)}"


def nino_new(draw: Draw) -> str:
    prefix = draw.pick(["AB", "CE", "JG", "KL", "PR", "SH", "TW", "WK", "YN", "ZR", "HE", "NP"])
    nums = draw.digits(6)
    suffix = draw.pick(list("ABCD"))
    return draw.pick([f"{prefix}-{nums[:2]}-{nums[2:4]}-{nums[4:]}-{suffix}", f"{prefix} {nums} {suffix}",
                      f"{prefix}{nums[:2]} {nums[2:4]} {nums[4:]}{suffix}", f"{prefix}{nums}{suffix}"])


def ppsn(draw: Draw) -> str:
    """Irish PPS number: seven digits and a check letter (weights 8..2, mod 23), sometimes a second letter."""
    digits = draw.digits(7)
    second = draw.pick(["", "", "A", "W"])
    total = sum(int(ch) * w for ch, w in zip(digits, range(8, 1, -1))) + (9 * (ord(second) - 64) if second else 0)
    return f"{digits}{'WABCDEFGHIJKLMNOPQRSTUV'[total % 23]}{second}"


def nz_nhi(draw: Draw) -> str:
    """New Zealand NHI number (the AAANNNC form): letters without I and O, mod 11 check digit."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    while True:
        letters = "".join(draw.pick(list(alphabet)) for _ in range(3))
        digits = draw.digits(3)
        total = sum((alphabet.index(ch) + 1) * w for ch, w in zip(letters, [7, 6, 5]))
        total += sum(int(ch) * w for ch, w in zip(digits, [4, 3, 2]))
        remainder = total % 11
        if remainder == 0:
            continue
        check = 11 - remainder
        if check == 10:
            check = 0
        return f"{letters}{digits}{check}"


def sin_ca(draw: Draw) -> str:
    body = str(draw.rng.randint(1, 7)) + draw.digits(7)
    value = body + luhn_digit(body)
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}"])


def au_tfn(draw: Draw) -> str:
    weights = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        value = draw.digits(9, True)
        if sum(int(c) * w for c, w in zip(value, weights)) % 11 == 0:
            return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"{value[:3]}-{value[3:6]}-{value[6:]}"])


def in_epic(draw: Draw) -> str:
    return f"{draw.letters(3)}{draw.digits(7)}"


def in_pan(draw: Draw) -> str:
    return f"{draw.letters(3)}P{fold_ascii(draw.fill('last')).upper()[:1] or 'K'}{draw.digits(4)}{draw.letters(1)}"


def ph_sss(draw: Draw) -> str:
    return f"{draw.digits(2)}-{draw.digits(7)}-{draw.digits(1)}"


def ph_philhealth(draw: Draw) -> str:
    return f"{draw.digits(2)}-{draw.digits(9)}-{draw.digits(1)}"


def de_pension_number(draw: Draw) -> str:
    """Rentenversicherungsnummer: area, birth date, surname initial, serial, check digit (weights 2,1,2,5,7,1,2,1,2,1,2,1)."""
    born = _birth(draw)
    area = draw.pick(["02", "04", "08", "09", "10", "12", "13", "15", "16", "17", "18", "23", "24", "25", "26", "28", "29",
                      "38", "39", "40", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55",
                      "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72",
                      "73", "74", "75", "76", "77", "78", "79", "80", "81", "82", "89"])
    initial = (fold_ascii(draw.fill("last")).upper()[:1] or "M")
    serial = f"{draw.rng.randint(0, 49) if draw.rng.random() < 0.5 else draw.rng.randint(50, 99):02d}"
    digits = f"{area}{born.day:02d}{born.month:02d}{born.year % 100:02d}{ord(initial) - 64:02d}{serial}"
    total = sum(sum(int(x) for x in str(int(ch) * w)) for ch, w in zip(digits, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]))
    value = f"{area}{born.day:02d}{born.month:02d}{born.year % 100:02d}{initial}{serial}{total % 10}"
    return draw.pick([value, f"{value[:2]} {value[2:8]} {value[8]} {value[9:]}"])


def de_tax_id(draw: Draw) -> str:
    """Steuerliche Identifikationsnummer: ten digits (one repeated), ISO 7064 MOD 11,10 check digit."""
    while True:
        digits = [draw.rng.randint(1, 9)] + [draw.rng.randint(0, 9) for _ in range(9)]
        counts = [digits.count(n) for n in set(digits)]
        if sorted(counts, reverse=True)[:2] in ([2, 1], [3, 1]):
            break
    product = 10
    for digit in digits:
        total = (digit + product) % 10 or 10
        product = (total * 2) % 11
    check = (11 - product) % 10
    value = "".join(map(str, digits)) + str(check)
    return draw.pick([value, f"{value[:2]} {value[2:5]} {value[5:8]} {value[8:]}"])


def dk_cpr(draw: Draw) -> str:
    born = _birth(draw)
    return f"{born.day:02d}{born.month:02d}{born.year % 100:02d}-{draw.digits(4)}"


def _faker_id(locale: str, method: str) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        return str(getattr(draw.fk[locale], method)())
    return make


def fr_nir(draw: Draw) -> str:
    v = draw.fk["fr_FR"].ssn()
    return draw.pick([v, f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"])


def nl_bsn(draw: Draw) -> str:
    v = draw.fk["nl_NL"].ssn()
    return draw.pick([v, f"{v[:4]}.{v[4:6]}.{v[6:]}"])


def be_national_number(draw: Draw) -> str:
    v = draw.fk["nl_BE"].ssn()
    return draw.pick([v, f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}"])


def se_personnummer(draw: Draw) -> str:
    v = draw.fk["sv_SE"].ssn()
    return draw.pick([v, ("19" if int(v[:2]) > 26 else "20") + v])


def at_svnr(draw: Draw) -> str:
    v = draw.fk["de_AT"].ssn()
    return draw.pick([v, f"{v[:4]} {v[4:]}"])


def pt_nif(draw: Draw) -> str:
    return draw.fk["pt_PT"].vat_id()[2:]


# Per locale: (labels as the country's forms print them, generator). A text draws one pair (its `natid_index`).
NATIONAL_IDS: dict[str, list[tuple[list[str], Callable[[Draw], str]]]] = {
    "en_US": [(["ITIN", "Individual Taxpayer ID"], itin), (["Passport No.", "passport number"], us_passport),
              (["Driver License #", "DL No.", "driver's license"], us_dl)],
    "en_GB": [(["NI number", "National Insurance No."], nino_new), (["Driving licence no.", "Driver number"], uk_driving_licence)],
    "en_CA": [(["SIN", "Social Insurance Number"], sin_ca)],
    "en_AU": [(["TFN", "Tax File Number"], au_tfn)],
    "en_IE": [(["PPSN", "PPS number", "PPS No."], ppsn)],
    "en_NZ": [(["NHI", "NHI number", "National Health Index no."], nz_nhi)],
    "en_IN": [(["PAN", "PAN No."], in_pan), (["Voter ID (EPIC)", "EPIC No."], in_epic)],
    "en_PH": [(["SSS No.", "SSS number"], ph_sss), (["PhilHealth No.", "PIN (PhilHealth)"], ph_philhealth)],
    "de_DE": [(["Steuer-ID", "Steuerliche Identifikationsnummer"], de_tax_id),
              (["Rentenversicherungsnummer", "RV-Nr."], de_pension_number)],
    "de_AT": [(["SVNR", "Sozialversicherungsnummer"], at_svnr)],
    "de_CH": [(["AHV-Nr.", "AHV-Nummer"], _faker_id("de_CH", "ssn"))],
    "fr_FR": [(["N° de sécurité sociale", "NIR"], fr_nir)],
    "es_ES": [(["DNI", "NIF"], _faker_id("es_ES", "nif")), (["NIE"], _faker_id("es_ES", "nie"))],
    "es_MX": [(["CURP"], _faker_id("es_MX", "curp"))],
    "it_IT": [(["Codice fiscale", "C.F."], _faker_id("it_IT", "ssn"))],
    "nl_NL": [(["BSN", "Burgerservicenummer"], nl_bsn)],
    "nl_BE": [(["Rijksregisternummer", "INSZ"], be_national_number)],
    "pt_BR": [(["CPF"], _faker_id("pt_BR", "cpf"))],
    "pt_PT": [(["NIF", "N.º de contribuinte"], pt_nif)],
    "pl_PL": [(["PESEL"], _faker_id("pl_PL", "pesel"))],
    "sv_SE": [(["Personnummer", "Pers.nr"], se_personnummer)],
    "da_DK": [(["CPR-nr.", "CPR-nummer"], dk_cpr)],
    "no_NO": [(["Fødselsnummer", "F.nr."], _faker_id("no_NO", "ssn"))],
    "cs_CZ": [(["Rodné číslo", "RČ"], _faker_id("cs_CZ", "birth_number"))],
    "fi_FI": [(["Henkilötunnus", "HETU"], _faker_id("fi_FI", "ssn"))],
}


def _natid_pair(draw: Draw) -> tuple[list[str], Callable[[Draw], str]]:
    options = NATIONAL_IDS[locale_of(draw)]
    return options[int(draw.fill("natid_index")) % len(options)]


def natid_loc(draw: Draw) -> str:
    return _natid_pair(draw)[1](draw)


# ---- record numbers and member IDs --------------------------------------------------------------------------
def mrn_new(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(2, True)}{draw.digits(6)}", f"00{draw.digits(6)}", f"JRC{draw.digits(7)}",
                      f"M{draw.digits(9)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(2)}", f"K0{draw.digits(6)}",
                      f"{draw.digits(7)}-{draw.digits(1)}", f"RQ{draw.digits(8)}", draw.digits(9, True)])


def mrn_labelled(draw: Draw) -> tuple[str, str, str]:
    label = draw.pick(["MRN: ", "MRN ", "Med. Rec. No. ", "Hospital No. ", "Unit No.: ", "Chart: ", "Patient ID ",
                       "EMPI: ", "Enterprise ID: ", "Clinic no. "])
    return (label, mrn_new(draw), "")


def visit_no(draw: Draw) -> str:
    return draw.pick([f"V{draw.digits(9)}", f"{draw.digits(10, True)}", f"ENC{draw.rng.randint(2024, 2026)}{draw.digits(6)}"])


def acct_no(draw: Draw) -> str:
    return draw.pick([f"A{draw.digits(8)}", draw.digits(9, True), f"{draw.digits(6)}-{draw.digits(3)}"])


def death_cert(draw: Draw) -> str:
    year = draw.rng.randint(2019, 2026)
    return draw.pick([f"{year}-{draw.digits(6)}", f"{draw.digits(3)}-{year}-{draw.digits(6)}"])


def accession(draw: Draw) -> str:
    return f"{draw.pick(['S', 'H', 'C', 'M'])}{draw.rng.randint(24, 26)}-{draw.digits(6)}"


RECORD_LABELS = {"de": ["Fallnummer", "Patienten-ID", "Aufnahmenummer"], "fr": ["N° IPP", "N° de dossier"],
                 "es": ["NHC", "N.º de historia clínica"], "it": ["N. cartella clinica", "ID paziente"],
                 "nl": ["Patiëntnummer", "Dossiernummer"], "pt": ["Prontuário", "N.º de processo"],
                 "pl": ["Nr historii choroby", "ID pacjenta"], "sv": ["Journalnummer", "Patient-ID"],
                 "da": ["Journalnummer", "Patient-ID"], "no": ["Journalnummer", "Pasient-ID"],
                 "cs": ["Číslo chorobopisu", "ID pacienta"], "fi": ["Potilasnumero", "Asiakasnumero"],
                 "en": ["Hospital number", "MRN", "UR number", "Patient ID"]}


def record_loc(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"{draw.rng.randint(2019, 2026)}/{draw.digits(6)}", f"{draw.digits(2)}-{draw.digits(7)}",
                      f"P{draw.digits(7)}"])


def member_us(draw: Draw) -> str:
    prefix = draw.letters(3)
    return draw.pick([f"{prefix}{draw.digits(9)}{draw.digits(2)}", f"{prefix} {draw.digits(4)} {draw.digits(4)} {draw.digits(2)}",
                      f"{draw.digits(9)}-{draw.digits(2)}", f"H{draw.digits(8)}", f"{draw.digits(11)}",
                      f"{draw.letters(1)}{draw.digits(2)}{draw.letters(1)}{draw.digits(6)}",
                      f"{prefix.lower()}{draw.digits(9)}", f"CMH-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"{draw.digits(3)} {draw.digits(3)} {draw.digits(3)} {draw.letters(1)}"])


def member_labelled(draw: Draw) -> tuple[str, str, str]:
    label = draw.pick(["Member ID: ", "Member #", "Subscriber No. ", "Insured ID: ", "Cardholder ID ", "ID No. ",
                       "Recipient ID: ", "Enrollee ID: ", "Member Number: "])
    return (label, member_us(draw), "")


def mbi_new(draw: Draw) -> str:
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    alnum = alpha + string.digits
    value = (str(draw.rng.randint(1, 9)) + draw.pick(list(alpha)) + draw.pick(list(alnum)) + draw.digits(1) + draw.pick(list(alpha))
             + draw.pick(list(alnum)) + draw.digits(1) + draw.pick(list(alpha)) + draw.pick(list(alpha)) + draw.digits(2))
    return draw.pick([f"{value[:4]} {value[4:7]} {value[7:]}", value.lower(), f"{value[:4]}-{value[4:7]}-{value[7:]}"])


def kvnr(draw: Draw) -> str:
    """German health insurance number (KVNR): a letter, eight digits, a check digit (the letter as two digits, Luhn-like)."""
    letter = draw.pick(list(string.ascii_uppercase))
    digits = draw.digits(8, True)
    numbers = f"{ord(letter) - 64:02d}{digits}"
    total = 0
    for index, ch in enumerate(numbers):
        product = int(ch) * (1 if index % 2 == 0 else 2)
        total += product // 10 + product % 10
    return f"{letter}{digits}{total % 10}"


def ehic_card(draw: Draw) -> str:
    """A European Health Insurance Card's card number (field 8): 20 digits, 80 and the country's ISO numeric code."""
    code = ISO_NUMERIC.get(region_of(draw), "276")
    return f"80{code}{draw.digits(15)}"


def ca_health_card(draw: Draw) -> str:
    region = draw.pick(["ON", "ON", "BC", "QC"])
    if region == "ON":
        value = draw.digits(10, True)
        return f"{value[:4]}-{value[4:7]}-{value[7:]}-{draw.letters(2)}"
    if region == "BC":
        return f"9{draw.digits(3)} {draw.digits(3)} {draw.digits(3)}"
    last = (fold_ascii(draw.fill("last")).upper() + "XXX")[:3]
    first = (fold_ascii(draw.fill("first")).upper() or "X")[:1]
    return f"{last}{first} {draw.digits(4)} {draw.digits(4)}"


def member_loc(draw: Draw) -> str:
    locale = locale_of(draw)
    if locale == "de_DE":
        return kvnr(draw)
    if locale in ("nl_NL", "nl_BE", "fr_FR"):
        return draw.digits(9, True)
    if locale == "pt_BR":
        return f"{draw.pick(['7', '8'])}{draw.digits(2)} {draw.digits(4)} {draw.digits(4)} {draw.digits(4)}"
    if locale == "es_MX":
        return draw.digits(11, True)
    if locale == "en_US":
        return member_us(draw)
    if locale == "en_CA":
        return ca_health_card(draw)
    if locale in EHIC_LOCALES:
        return ehic_card(draw)
    return f"{draw.letters(2)}{draw.digits(8)}"


MEMBER_LABELS = {"de_DE": ["Versichertennummer", "KVNR"], "de_AT": ["Kartennummer (EKVK)"], "de_CH": ["Kartennummer (EKVK)"],
                 "fr_FR": ["N° d'adhérent mutuelle"], "es_ES": ["N.º de tarjeta (TSE)"], "es_MX": ["NSS (IMSS)"],
                 "it_IT": ["N. tessera TEAM"], "nl_NL": ["Verzekerdennummer"], "nl_BE": ["Lidnummer ziekenfonds"],
                 "pt_BR": ["N.º da carteirinha"], "pt_PT": ["N.º do cartão CESD"], "pl_PL": ["Nr karty EKUZ"],
                 "sv_SE": ["Kortnummer (EU-kort)"], "da_DK": ["Kortnummer (EU-sygesikringskort)"], "no_NO": ["Kortnummer (EHIC)"],
                 "cs_CZ": ["Číslo průkazu EHIC"], "fi_FI": ["EU-kortin numero"], "en_US": ["Member ID"],
                 "en_CA": ["Health card no."], "en_GB": ["Policy member no."], "en_AU": ["Fund membership no."],
                 "en_IE": ["Membership no."], "en_NZ": ["Member no."], "en_IN": ["TPA card no."], "en_PH": ["HMO card no."]}


# ---- network addresses ---------------------------------------------------------------------------------------
def ipv4(draw: Draw) -> str:
    return draw.fk["en_US"].ipv4_public()


ISP_V6_PREFIXES = ["2601", "2600:1700", "2a02:8108", "2003:e6", "2a01:cb00", "2a02:a44", "2001:4c4c", "2804:14c", "2406:3003",
                   "2405:201", "2a00:23c4", "2001:9e8", "2a01:598"]


def ipv6_new(draw: Draw) -> str:
    prefix = draw.pick(ISP_V6_PREFIXES)
    groups = prefix.split(":")
    while len(groups) < 4:
        groups.append(f"{draw.rng.randint(0, 0xffff):x}")
    if draw.rng.random() < 0.5:
        tail = [f"{draw.rng.randint(0, 0xffff):x}" for _ in range(4)]
    else:
        tail = ["0", "0", "0", f"{draw.rng.randint(1, 0xffff):x}"]
    address = ipaddress.IPv6Address(":".join(groups + tail))
    return draw.pick([str(address), address.exploded, str(address).upper()])


def ip_any(draw: Draw) -> str:
    return draw.pick([ipv4, ipv4, ipv6_new])(draw)


def ip_port(draw: Draw) -> tuple[str, str, str]:
    if draw.rng.random() < 0.7:
        return ("", ipv4(draw), f":{draw.rng.randint(1024, 65535)}")
    return ("[", ipv6_new(draw), f"]:{draw.rng.randint(1024, 65535)}")


def mac(draw: Draw) -> str:
    octets = [draw.rng.randint(0, 255) & 0xFC] + [draw.rng.randint(0, 255) for _ in range(5)]
    hexes = [f"{o:02x}" for o in octets]
    return draw.pick([":".join(hexes), "-".join(hexes).upper(), ":".join(hexes).upper(),
                      f"{hexes[0]}{hexes[1]}.{hexes[2]}{hexes[3]}.{hexes[4]}{hexes[5]}"])


# ---- ages over 89 --------------------------------------------------------------------------------------------
def _age(draw: Draw) -> int:
    return draw.pick([90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 104])


def age_phrase(draw: Draw) -> str:
    age = _age(draw)
    options = [f"{age} y/o", f"{age}-y/o", f"{age} yr old", f"{age}yo", f"{age} years of age", f"aged {age}", f"age {age}",
               f"{age} yrs", f"{age}-year-old", f"{age} years old"]
    if age < 100:
        options.append(f"{_under_100_words(age)}-year-old")
        options.append(f"{_under_100_words(age)} years old")
    return draw.pick(options)


def age_adjective(draw: Draw) -> str:
    """An age that reads after 'a': a 94-year-old, a ninety-one year old, a 97 y/o."""
    age = _age(draw)
    options = [f"{age}-year-old", f"{age} year old", f"{age}-yr-old", f"{age} y/o"]
    if age < 100:
        options += [f"{_under_100_words(age)}-year-old", f"{_under_100_words(age)} year old"]
    return draw.pick(options)


def age_compact(draw: Draw) -> str:
    """Triage shorthand: 93F, 91 M, 96yo F."""
    age = _age(draw)
    sex = draw.pick(["F", "M"])
    return draw.pick([f"{age}{sex}", f"{age} {sex}", f"{age}yo{sex}", f"{age}{sex.lower()}"])


def age_bare(draw: Draw) -> str:
    return str(_age(draw))


AGE_FORMS = {"de": ["{n}-jährige", "{n} Jahre", "{n} J."], "fr": ["{n} ans"], "es": ["{n} años"], "it": ["{n} anni"],
             "nl": ["{n}-jarige", "{n} jaar"], "pt": ["{n} anos"], "pl": ["{n} lat", "lat {n}"], "sv": ["{n} år"],
             "da": ["{n} år", "{n}-årige"], "no": ["{n} år"], "cs": ["{n} let"], "fi": ["{n}-vuotias", "{n} v"],
             "en": ["{n} years old", "aged {n}"]}


def age_loc(draw: Draw) -> str:
    return draw.pick(AGE_FORMS[lang_of(draw)]).format(n=_age(draw))


# ---- vehicles --------------------------------------------------------------------------------------------------
def vin(draw: Draw) -> str:
    return draw.fk["en_US"].vin()


def plate_us(draw: Draw) -> str:
    """Plates in the shapes of California, New York, Texas, and Faker's table of the states."""
    return draw.pick([f"{draw.rng.randint(1, 9)}{draw.letters(3)}{draw.digits(3)}", f"{draw.letters(3)}-{draw.digits(4)}",
                      f"{draw.letters(3)} {draw.digits(4)}", f"{draw.digits(3)} {draw.letters(3)}",
                      f"{draw.letters(2)}{draw.digits(1)} {draw.letters(1)}{draw.digits(2)}", draw.fk["en_US"].license_plate()])


def plate_loc(draw: Draw) -> str:
    locale = locale_of(draw)
    if locale == "en_US":
        return plate_us(draw)
    return draw.fk[locale].license_plate()


def title_no(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"{draw.letters(2)}{draw.digits(7)}", f"{draw.digits(2)}{draw.letters(1)}{draw.digits(6)}"])


PLATE_LABELS = {"de": "Kennzeichen", "fr": "Immatriculation", "es": "Matrícula", "it": "Targa", "nl": "Kenteken",
                "pt": "Matrícula", "pl": "Nr rejestracyjny", "sv": "Registreringsnummer", "da": "Nummerplade",
                "no": "Registreringsnummer", "cs": "SPZ", "fi": "Rekisterinumero", "en": "Registration"}


# ---- URLs that point at a person -------------------------------------------------------------------------------
def url_personal(draw: Draw) -> str:
    first, last = fold_ascii(draw.fill("first")) or "kim", fold_ascii(draw.fill("last")) or "lee"
    tag = f"{draw.rng.randint(0, 0xffffff):06x}"
    cause = draw.pick(["beat-cancer", "recover", "with-medical-bills", "come-home"])
    return draw.pick([f"https://www.facebook.com/{first}.{last}.{draw.rng.randint(1, 999)}",
                      f"https://www.instagram.com/{first}_{last}{draw.digits(2)}/",
                      f"https://www.linkedin.com/in/{first}-{last}-{tag}", f"https://x.com/{first}{last[:3]}",
                      f"https://www.gofundme.com/f/help-{first}-{last}-{cause}",
                      f"https://www.caringbridge.org/visit/{first}{last}", f"{first}{last}.com", f"www.{first}-{last}.net",
                      f"https://www.tiktok.com/@{first}.{last}", f"https://github.com/{first[0]}{last}"])


def url_portal(draw: Draw) -> str:
    host = draw.pick(["mychart.juniperridgeclinic.org", "members.cascadiamutual.org", "portal.juniperridgeclinic.org"])
    ident = draw.pick([mrn_new(draw), member_us(draw).replace(" ", "")])
    path = draw.pick([f"/MyChart/Results?pid={ident}", f"/members/{ident}/id-card.pdf", f"/claims?memberId={ident}&year=2025",
                      f"/records/{ident}/immunizations", f"/visit/{ident}/summary?print=1"])
    return f"https://{host}{path}"


def fhir_patient_url(draw: Draw) -> str:
    return f"https://fhir.juniperridgeclinic.org/r4/Patient/{mrn_new(draw)}"


# ---- addresses, by each postal authority's layout ---------------------------------------------------------------
US_SUFFIXES = [("Street", "ST"), ("Avenue", "AVE"), ("Road", "RD"), ("Drive", "DR"), ("Lane", "LN"), ("Court", "CT"),
               ("Boulevard", "BLVD"), ("Way", "WAY"), ("Place", "PL"), ("Terrace", "TER"), ("Circle", "CIR"),
               ("Parkway", "PKWY"), ("Trail", "TRL"), ("Highway", "HWY"), ("Loop", "LOOP")]
US_NAMES = ["Oak", "Maple", "Cedar", "Birch", "Willow", "Hickory", "Chestnut", "Sycamore", "Lake", "Hill", "Ridge", "Park",
            "Washington", "Lincoln", "Jefferson", "Franklin", "Madison", "Mill", "Church", "Spring", "Prospect", "Sunset",
            "Meadow", "Orchard", "Highland", "Cherry", "2nd", "3rd", "4th", "5th", "12th", "21st", "Main", "Elm", "Pine"]
US_UNITS = [("Apt", "APT"), ("Unit", "UNIT"), ("#", "#"), ("Ste", "STE"), ("Lot", "LOT"), ("Trlr", "TRLR"), ("Rm", "RM"),
            ("Bldg 3", "BLDG 3")]


def _us_street_parts(draw: Draw) -> tuple[str, str]:
    """A US street line in the form people write it and in USPS Publication 28 form (upper case, abbreviated)."""
    fk = draw.fk["en_US"]
    number = draw.pick([str(draw.rng.randint(1, 99)), str(draw.rng.randint(100, 9999)), str(draw.rng.randint(100, 9999)),
                        str(draw.rng.randint(10000, 99999)), f"{draw.rng.randint(1, 999)}{draw.pick(['A', 'B', ' 1/2'])}"])
    pre_dir = draw.pick(["", "", "", "", "N ", "S ", "E ", "W ", "NE ", "SW "])
    name = draw.pick(US_NAMES + [fk.last_name(), fk.last_name(), fk.first_name()])
    suffix, suffix_abbr = draw.pick(US_SUFFIXES)
    post_dir = draw.pick(["", "", "", "", "", " NW", " SE", " N"])
    unit = ""
    unit_abbr = ""
    if draw.rng.random() < 0.35:
        word, word_abbr = draw.pick(US_UNITS)
        ident = draw.pick([str(draw.rng.randint(1, 40)), f"{draw.rng.randint(1, 30)}{draw.pick(['A', 'B', 'C'])}",
                           str(draw.rng.randint(100, 2400))])
        unit = f" {word} {ident}" if word != "#" else f" #{ident}"
        unit_abbr = f" {word_abbr} {ident}" if word != "#" else f" # {ident}"
    written_suffix = draw.pick([suffix, suffix_abbr.title(), suffix_abbr.title() + "."])
    written = f"{number} {pre_dir}{name} {written_suffix}{post_dir}" + (draw.pick(["", ","]) + unit if unit else "")
    usps = f"{number} {pre_dir}{name.upper()} {suffix_abbr}{post_dir}{unit_abbr}"
    return written, usps


def _us_city_line(draw: Draw, usps: bool = False) -> tuple[str, str]:
    fk = draw.fk["en_US"]
    zipcode = draw.pick([fk.zipcode(), fk.zipcode(), fk.zipcode_plus4()])
    city, state = fk.city(), fk.state_abbr(include_territories=False)
    if usps:
        return f"{city.upper()} {state} {zipcode}", zipcode
    return f"{city}, {state} {zipcode}", zipcode


def addr_us_lines(draw: Draw) -> list[str]:
    written, _ = _us_street_parts(draw)
    return [written, _us_city_line(draw)[0]]


def addr_usps_lines(draw: Draw) -> list[str]:
    _, usps = _us_street_parts(draw)
    return [usps, _us_city_line(draw, usps=True)[0]]


def addr_military(draw: Draw) -> str:
    return draw.pick([f"PSC {draw.rng.randint(1000, 9999)}, Box {draw.rng.randint(1, 9999)}\nAPO AE 09{draw.digits(3)}",
                      f"Unit {draw.rng.randint(2000, 9999)} Box {draw.rng.randint(1, 9999)}\nDPO AP 96{draw.digits(3)}",
                      f"CMR {draw.rng.randint(400, 499)} Box {draw.rng.randint(1, 999)}\nAPO AE 09{draw.digits(3)}",
                      f"USS {draw.pick(['Nimitz', 'Gerald R. Ford', 'Bataan', 'Mesa Verde'])}\nFPO AP 96{draw.digits(3)}-{draw.digits(4)}"])


def addr_rural(draw: Draw) -> str:
    town = _us_city_line(draw, usps=True)[0]
    return draw.pick([f"RR {draw.rng.randint(1, 9)} Box {draw.rng.randint(1, 400)}{draw.pick(['', 'A'])}\n{town}",
                      f"HC {draw.rng.randint(60, 89)} Box {draw.rng.randint(1, 900)}\n{town}",
                      f"{draw.rng.randint(1000, 99999)} County Road {draw.rng.randint(1, 900)}\n{town}",
                      f"N{draw.rng.randint(1000, 9999)} State Highway {draw.rng.randint(10, 99)}\n{town}"])


def _gb_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_GB"]
    street = f"{draw.rng.randint(1, 240)}{draw.pick(['', '', 'a'])} {fk.street_name()}"
    lines = [street]
    if draw.rng.random() < 0.35:
        lines = [f"{draw.pick(['Flat', 'Apartment'])} {draw.rng.randint(1, 30)}, {street}"] if draw.rng.random() < 0.5 else \
            [f"{draw.pick(['Flat', 'Apartment'])} {draw.rng.randint(1, 30)}", street]
    if draw.rng.random() < 0.3:
        lines.append(f"{draw.pick(['Lower', 'Upper', 'Great', 'Little'])} {fk.last_name()}")
    lines.append(fk.city().upper())
    lines.append(blind.postcode_gb(draw))
    return lines


def _ca_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_CA"]
    number = draw.rng.randint(1, 9999)
    if draw.rng.random() < 0.3:
        street = f"{draw.rng.randint(100, 4600)} RUE {fk.last_name().upper()}"
        city, province = draw.pick(["MONTRÉAL", "QUÉBEC", "LAVAL", "GATINEAU", "SHERBROOKE"]), "QC"
    else:
        street = f"{number} {fk.last_name().upper()} {draw.pick(['ST', 'AVE', 'RD', 'DR', 'CRES', 'BLVD'])}"
        city, province = fk.city().upper(), fk.province_abbr()
    if draw.rng.random() < 0.35:
        unit = draw.rng.randint(1, 2400)
        street = f"{unit}-{street}" if draw.rng.random() < 0.5 else f"{street} {draw.pick(['APT', 'UNIT', 'SUITE'])} {unit}"
    code = fk.postcode().replace(" ", "")
    return [street, f"{city} {province}  {code[:3]} {code[3:]}"]


def _au_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_AU"]
    street = f"{draw.rng.randint(1, 400)} {fk.street_name()}"
    if draw.rng.random() < 0.4:
        unit = draw.rng.randint(1, 40)
        street = draw.pick([f"UNIT {unit} {street.upper()}", f"{unit}/{street}", f"Lot {unit * 7} {street}"])
    return [street, f"{fk.city().upper()} {fk.state_abbr()} {fk.postcode()}"]


def _eircode(draw: Draw) -> str:
    key = draw.pick(["A65", "D02", "D04", "D6W", "D15", "T12", "T23", "V94", "H91", "F56", "R93", "X91", "P85", "K78", "W23"])
    unique = "".join(draw.pick(list("ACDEFHKNPRTVWXY0123456789")) for _ in range(4))
    return f"{key} {unique}"


def _ie_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_IE"]
    lines = [f"{draw.rng.randint(1, 120)} {fk.street_name()}"]
    if draw.rng.random() < 0.4:
        lines.insert(0, f"Apartment {draw.rng.randint(1, 60)}, {draw.pick(['The Maltings', 'Riverview', 'Castle Court', 'The Granary'])}")
    lines += [fk.city(), f"Co. {fk.county()}" if hasattr(fk, "county") else "Co. Cork", _eircode(draw)]
    return lines


def _nz_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_NZ"]
    street = f"{draw.rng.randint(1, 300)} {fk.street_name()}"
    if draw.rng.random() < 0.35:
        street = draw.pick([f"Flat {draw.rng.randint(1, 9)}, {street}", f"{draw.rng.randint(1, 9)}/{street}"])
    if draw.rng.random() < 0.3:
        return [f"{draw.rng.randint(10, 999)} {fk.last_name()} Road", f"RD {draw.rng.randint(1, 9)}", f"{fk.city()} {fk.postcode()}"]
    return [street, fk.last_name() + draw.pick([" Heights", " Park", "", " Bay"]), f"{fk.city()} {fk.postcode()}"]


def _in_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_IN"]
    house = draw.pick([f"H.No. {draw.rng.randint(1, 20)}-{draw.rng.randint(1, 9)}-{draw.rng.randint(1, 400)}/{draw.pick(['A', 'B', '1'])}",
                       f"Flat {draw.rng.randint(101, 1204)}, {draw.pick(['Shanti', 'Sai', 'Ganga', 'Sunrise'])} Apartments",
                       f"D-{draw.rng.randint(1, 400)}", f"#{draw.rng.randint(1, 999)}, {draw.rng.randint(1, 20)}th Cross"])
    return [f"{house}, {fk.street_name()}", f"Near {draw.pick(['SBI ATM', 'Hanuman Temple', 'Government School', 'Bus Stand'])}",
            f"{fk.city_name()} - {fk.postcode()}", fk.state()]


def _ph_lines(draw: Draw) -> list[str]:
    fk = draw.fk["en_PH"]
    return [f"Blk {draw.rng.randint(1, 40)} Lot {draw.rng.randint(1, 60)} {fk.street_name()}",
            f"Brgy. {draw.pick(['San Isidro', 'Poblacion', 'Santo Niño', 'Bagong Silang', 'Malanday'])}",
            f"{fk.city()} {fk.postcode()}", fk.province()]


def _city_of(draw: Draw, locale: str) -> str:
    if locale == "it_IT":  # Faker's it_IT city() follows the string hash seed; postcode_city_province() does not
        return draw.fk["it_IT"].postcode_city_province().partition(", ")[2].rsplit(" ", 1)[0] or "Roma"
    return draw.fk[locale].city()


DE_STREETS = ["Gartenstraße", "Schulstraße", "Dorfstraße", "Bergstraße", "Kirchweg", "Am Markt", "Waldweg", "Ringstraße",
              "Mozartstraße", "Goethestraße", "Schillerplatz", "Am Sonnenhang", "Lindenweg", "Feldstraße"]


def _eu_lines(draw: Draw, locale: str) -> list[str]:
    """The street and locality lines of a European address in its postal authority's order and typography."""
    fk = draw.fk[locale]
    n = draw.rng.randint(1, 180)
    small = draw.rng.randint(1, 9)
    flat = draw.rng.randint(1, 40)
    if locale == "de_DE":
        street = draw.pick(DE_STREETS + [fk.street_name()])
        lines = [f"{street} {n}{draw.pick(['', '', 'a', 'b'])}", f"{fk.postcode()} {fk.city()}"]
        if draw.rng.random() < 0.25:
            lines.insert(0, draw.pick(["Hinterhaus", f"c/o {fk.last_name()}", f"bei {fk.last_name()}", "3. OG links"]))
        return lines
    if locale == "de_AT":  # Stiege and Tür after the house number
        return [f"{fk.street_name()} {n}{draw.pick(['', f'/{small}', f'/{small}/{flat}'])}", f"{fk.postcode()} {fk.city()}"]
    if locale == "de_CH":
        return [f"{fk.street_name()} {n}", f"{fk.postcode()} {fk.city()}"]
    if locale == "fr_FR":
        lines = [f"{n}{draw.pick(['', '', ' bis', ' ter'])} {fk.street_name()}", f"{fk.postcode()} {fk.city().upper()}"]
        if draw.rng.random() < 0.35:
            extra = [f"Appartement {flat}", f"Bâtiment {draw.pick(['A', 'B', 'C'])}, Résidence {fk.last_name()}",
                     f"Chez M. {fk.last_name()}"]
            lines.insert(0, draw.pick(extra))
        return lines
    if locale == "es_ES":
        kind = draw.pick(["C/", "Calle", "Avda.", "Pza.", "Paseo"])
        floor = draw.pick([f"{small}º {draw.pick(['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'])}", "bajo", "Esc. 2, 4º 1ª"])
        return [f"{kind} {fk.last_name()}, {n}, {floor}", f"{fk.postcode()} {fk.city()}"]
    if locale == "es_MX":
        cp = re.sub(r"\D", "", fk.postcode())[:5]
        street = f"{draw.pick(['Av.', 'Calle', 'Calz.', 'Priv.'])} {fk.last_name()} {draw.rng.randint(1, 2500)}"
        colonia = draw.pick(["Del Valle", "Roma Norte", "Centro", "Jardines", "Las Águilas"])
        return [street + draw.pick(["", f", Int. {small}", " Depto. 3B"]), f"Col. {colonia}", f"C.P. {cp} {fk.city()}, {fk.state_abbr()}"]
    if locale == "it_IT":
        cap, _, town = fk.postcode_city_province().partition(", ")
        kind = draw.pick(["Via", "Viale", "Corso", "Vicolo", "Piazza"])
        return [f"{kind} {fk.last_name()} {n}{draw.pick(['', ', int. 4', '/B', ' sc. A'])}", f"{cap} {town}"]
    if locale == "nl_NL":  # PostNL: two spaces between postcode and the town in capitals
        code = fk.postcode().replace(" ", "")
        return [f"{fk.street_name()} {n}{draw.pick(['', '', '-2', ' hs', 'A', ' III'])}", f"{code[:4]} {code[4:]}  {fk.city().upper()}"]
    if locale == "nl_BE":
        return [f"{fk.street_name()} {n}{draw.pick(['', ' bus 2', ' bus 11', '/3'])}", f"{fk.postcode()} {fk.city()}"]
    if locale == "pt_BR":
        cep = re.sub(r"\D", "", fk.postcode())[:8].ljust(8, "0")
        street = f"{draw.pick(['Rua', 'Av.', 'Travessa', 'Alameda'])} {fk.last_name()} {fk.last_name()}, {draw.rng.randint(1, 3000)}"
        bairro = draw.pick(["Bela Vista", "Centro", "Jardim América", "Vila Mariana", "Boa Viagem"])
        return [street + draw.pick(["", " - Apto 92", ", Bloco B, Apto 31", " - Casa 2"]), bairro, f"{fk.city()} - {fk.state_abbr()}",
                f"CEP {cep[:5]}-{cep[5:]}"]
    if locale == "pt_PT":
        return [f"{fk.street_name()}, {n}{draw.pick(['', ', 2.º Esq.', ', 3.º Dto.', ', r/c'])}", f"{fk.postcode()} {fk.city()}"]
    if locale == "pl_PL":
        return [f"ul. {fk.street_name()} {n}{draw.pick(['', f' m. {flat}', f'/{flat}'])}", f"{fk.postcode()} {fk.city()}"]
    if locale == "sv_SE":  # the flat's lgh number after the house number
        code = fk.postcode()
        return [f"{fk.street_name()} {n}{draw.pick(['', ' A', ' B', f' lgh {draw.rng.randint(1001, 1604)}'])}",
                f"{code[:3]} {code[3:]} {fk.city().upper()}"]
    if locale == "da_DK":  # floor and side: 3. th. (right), 2. tv. (left), st. (ground)
        return [f"{fk.street_name()} {n}{draw.pick(['', f', {small % 5 + 1}. th.', f', {small % 5 + 1}. tv.', ', st.'])}",
                f"{fk.postcode()} {fk.city()}"]
    if locale == "no_NO":  # the flat's H-number (floor and door)
        return [f"{fk.street_name()} {n}{draw.pick(['', 'B', f' H0{small % 4 + 1}0{small % 6 + 1}'])}", f"{fk.postcode()} {fk.city().upper()}"]
    if locale == "cs_CZ":  # číslo popisné / číslo orientační
        return [f"{fk.street_name()} {draw.rng.randint(100, 3200)}{draw.pick(['', f'/{flat}'])}", f"{fk.postcode()} {fk.city()}"]
    if locale == "fi_FI":  # staircase and flat after the house number
        return [f"{fk.street_name()} {n}{draw.pick(['', f' A {flat}', f' B {flat}', f' as. {flat}'])}", f"{fk.postcode()} {fk.city().upper()}"]
    raise KeyError(locale)


def address_lines(draw: Draw, locale: str | None = None) -> list[str]:
    locale = locale or locale_of(draw)
    makers = {"en_US": lambda: draw.pick([addr_us_lines, addr_usps_lines])(draw), "en_GB": lambda: _gb_lines(draw),
              "en_CA": lambda: _ca_lines(draw), "en_AU": lambda: _au_lines(draw), "en_IE": lambda: _ie_lines(draw),
              "en_NZ": lambda: _nz_lines(draw), "en_IN": lambda: _in_lines(draw), "en_PH": lambda: _ph_lines(draw)}
    return makers[locale]() if locale in makers else _eu_lines(draw, locale)


def addr_loc_block(draw: Draw) -> str:
    return "\n".join(address_lines(draw))


def addr_loc_line(draw: Draw) -> str:
    return ", ".join(address_lines(draw))


def addr_loc_any(draw: Draw) -> str:
    return draw.pick([addr_loc_block, addr_loc_line])(draw)


def addr_us_line(draw: Draw) -> str:
    return ", ".join(addr_us_lines(draw))


def addr_us_block(draw: Draw) -> str:
    return "\n".join(draw.pick([addr_us_lines, addr_usps_lines])(draw))


def addr_usps(draw: Draw) -> str:
    return "\n".join(addr_usps_lines(draw))


def addr_lower(draw: Draw) -> str:
    """An address typed into a phone in a hurry: lower case, no commas."""
    return " ".join(addr_us_lines(draw)).replace(",", "").lower()


def addr_quoted_block(draw: Draw) -> str:
    """A block quoted in an e-mail reply: every line after the first begins with '> '."""
    return "\n> ".join(address_lines(draw))


def street_us(draw: Draw) -> str:
    return _us_street_parts(draw)[0]


def zip_us(draw: Draw) -> str:
    fk = draw.fk["en_US"]
    return draw.pick([fk.zipcode(), fk.zipcode_plus4()])


def street_loc(draw: Draw) -> str:
    return address_lines(draw)[0] if locale_of(draw) != "de_DE" else _eu_lines(draw, "de_DE")[-2]


def postcode_loc(draw: Draw) -> str:
    locale = locale_of(draw)
    fk = draw.fk[locale]
    if locale == "en_GB":
        return blind.postcode_gb(draw)
    if locale == "en_IE":
        return _eircode(draw)
    if locale == "sv_SE":
        code = fk.postcode()
        return f"{code[:3]} {code[3:]}"
    if locale == "it_IT":
        return fk.postcode_city_province().partition(", ")[0]
    if locale == "es_MX":
        return re.sub(r"\D", "", fk.postcode())[:5]
    if locale in ("nl_NL", "en_CA"):
        code = fk.postcode().replace(" ", "")
        cut = 4 if locale == "nl_NL" else 3
        return f"{code[:cut]} {code[cut:]}"
    return fk.postcode()


def addr_hl7_xad(draw: Draw) -> str:
    _, usps = _us_street_parts(draw)
    fk = draw.fk["en_US"]
    street, _, unit = usps.partition(" APT ")
    other = f"APT {unit}" if unit else ""
    county = draw.pick(["", "", f"^^{fk.last_name().upper()}"])
    return (f"{street}^{other}^{fk.city().upper()}^{fk.state_abbr(include_territories=False)}^{fk.zipcode()}"
            f"^USA^{draw.pick(['H', 'M', 'P'])}{county}")


def addr_hl7_intl(draw: Draw) -> str:
    lines = address_lines(draw)
    return f"{lines[0]}^^{_city_of(draw, locale_of(draw))}^^{postcode_loc(draw)}^{region_of(draw)}^H"


# ---- fillers: the words and numbers around the identifiers (never an identifier of a person) ----------------------
# Form labels, greetings and quoted-reply headers of each language (a text's language follows its locale).
WORDS: dict[str, dict[str, str]] = {
    "de": {"name": "Name", "dob": "Geburtsdatum", "born": "geb.", "address": "Anschrift", "phone": "Telefon", "mobile": "Mobil",
           "email": "E-Mail", "patient": "Patient/in", "account": "Bankverbindung", "dod": "Sterbedatum",
           "died": "verstarb am", "greeting": "Sehr geehrte Damen und Herren,", "closing": "Mit freundlichen Grüßen",
           "registration": "Patientenaufnahme", "referral": "Überweisung", "reason": "Diagnose", "reply": "Danke, ist notiert.",
           "new_address": "Meine neue Anschrift lautet", "age": "Alter", "refund": "Erstattung", "amount": "Betrag",
           "invoice": "Rechnung Nr.", "date": "Datum", "appointment": "Ihr Termin", "cancel": "Absagen unter",
           "room": "Raum", "vehicle": "Fahrzeug", "insured": "Versicherte/r"},
    "fr": {"name": "Nom", "dob": "Date de naissance", "born": "né(e) le", "address": "Adresse", "phone": "Téléphone",
           "mobile": "Portable", "email": "Courriel", "patient": "Patient(e)", "account": "Coordonnées bancaires",
           "dod": "Date de décès", "died": "est décédé(e) le", "greeting": "Madame, Monsieur,", "closing": "Cordialement",
           "registration": "Fiche d'admission", "referral": "Lettre d'adressage", "reason": "Motif",
           "reply": "Merci, c'est noté.", "new_address": "Ma nouvelle adresse est", "age": "Âge", "refund": "Remboursement",
           "amount": "Montant", "invoice": "Facture n°", "date": "Date", "appointment": "Votre rendez-vous",
           "cancel": "Annulation au", "room": "Salle", "vehicle": "Véhicule", "insured": "Assuré(e)"},
    "es": {"name": "Nombre", "dob": "Fecha de nacimiento", "born": "nacido/a el", "address": "Domicilio", "phone": "Teléfono",
           "mobile": "Móvil", "email": "Correo electrónico", "patient": "Paciente", "account": "Datos bancarios",
           "dod": "Fecha de defunción", "died": "falleció el", "greeting": "Estimados señores:", "closing": "Atentamente",
           "registration": "Ficha de ingreso", "referral": "Hoja de derivación", "reason": "Motivo",
           "reply": "Gracias, queda anotado.", "new_address": "Mi nueva dirección es", "age": "Edad", "refund": "Reembolso",
           "amount": "Importe", "invoice": "Factura n.º", "date": "Fecha", "appointment": "Su cita",
           "cancel": "Para anular llame al", "room": "Consulta", "vehicle": "Vehículo", "insured": "Asegurado/a"},
    "it": {"name": "Nome", "dob": "Data di nascita", "born": "nato/a il", "address": "Indirizzo", "phone": "Telefono",
           "mobile": "Cellulare", "email": "E-mail", "patient": "Paziente", "account": "Coordinate bancarie",
           "dod": "Data del decesso", "died": "è deceduto/a il", "greeting": "Gentili Signori,", "closing": "Cordiali saluti",
           "registration": "Scheda di accettazione", "referral": "Impegnativa", "reason": "Quesito diagnostico",
           "reply": "Grazie, preso nota.", "new_address": "Il mio nuovo indirizzo è", "age": "Età", "refund": "Rimborso",
           "amount": "Importo", "invoice": "Fattura n.", "date": "Data", "appointment": "Il Suo appuntamento",
           "cancel": "Per disdire chiami il", "room": "Ambulatorio", "vehicle": "Veicolo", "insured": "Assicurato/a"},
    "nl": {"name": "Naam", "dob": "Geboortedatum", "born": "geb.", "address": "Adres", "phone": "Telefoon", "mobile": "Mobiel",
           "email": "E-mail", "patient": "Patiënt", "account": "Bankgegevens", "dod": "Overlijdensdatum",
           "died": "is overleden op", "greeting": "Geachte heer/mevrouw,", "closing": "Met vriendelijke groet",
           "registration": "Inschrijfformulier", "referral": "Verwijsbrief", "reason": "Reden",
           "reply": "Dank u, genoteerd.", "new_address": "Mijn nieuwe adres is", "age": "Leeftijd", "refund": "Terugbetaling",
           "amount": "Bedrag", "invoice": "Factuurnummer", "date": "Datum", "appointment": "Uw afspraak",
           "cancel": "Afzeggen via", "room": "Kamer", "vehicle": "Voertuig", "insured": "Verzekerde"},
    "pt": {"name": "Nome", "dob": "Data de nascimento", "born": "nascido/a em", "address": "Endereço", "phone": "Telefone",
           "mobile": "Celular", "email": "E-mail", "patient": "Paciente", "account": "Dados bancários",
           "dod": "Data do óbito", "died": "faleceu em", "greeting": "Prezados Senhores,", "closing": "Atenciosamente",
           "registration": "Ficha de cadastro", "referral": "Encaminhamento", "reason": "Motivo",
           "reply": "Obrigado, anotado.", "new_address": "Meu novo endereço é", "age": "Idade", "refund": "Reembolso",
           "amount": "Valor", "invoice": "Fatura n.º", "date": "Data", "appointment": "Sua consulta",
           "cancel": "Para desmarcar ligue", "room": "Sala", "vehicle": "Veículo", "insured": "Segurado/a"},
    "pl": {"name": "Imię i nazwisko", "dob": "Data urodzenia", "born": "ur.", "address": "Adres", "phone": "Telefon",
           "mobile": "Tel. kom.", "email": "E-mail", "patient": "Pacjent", "account": "Dane do przelewu",
           "dod": "Data zgonu", "died": "zmarł(a) dnia", "greeting": "Szanowni Państwo,", "closing": "Z poważaniem",
           "registration": "Karta rejestracyjna", "referral": "Skierowanie", "reason": "Rozpoznanie",
           "reply": "Dziękujemy, zanotowano.", "new_address": "Mój nowy adres to", "age": "Wiek", "refund": "Zwrot kosztów",
           "amount": "Kwota", "invoice": "Faktura nr", "date": "Data", "appointment": "Pana/Pani wizyta",
           "cancel": "Odwołanie wizyty", "room": "Gabinet", "vehicle": "Pojazd", "insured": "Ubezpieczony"},
    "sv": {"name": "Namn", "dob": "Födelsedatum", "born": "född", "address": "Adress", "phone": "Telefon", "mobile": "Mobil",
           "email": "E-post", "patient": "Patient", "account": "Bankuppgifter", "dod": "Dödsdatum", "died": "avled den",
           "greeting": "Hej,", "closing": "Med vänliga hälsningar", "registration": "Inskrivningsformulär",
           "referral": "Remiss", "reason": "Frågeställning", "reply": "Tack, noterat.", "new_address": "Min nya adress är",
           "age": "Ålder", "refund": "Återbetalning", "amount": "Belopp", "invoice": "Fakturanummer", "date": "Datum",
           "appointment": "Din tid", "cancel": "Avboka på", "room": "Rum", "vehicle": "Fordon", "insured": "Försäkrad"},
    "da": {"name": "Navn", "dob": "Fødselsdato", "born": "født", "address": "Adresse", "phone": "Telefon", "mobile": "Mobil",
           "email": "E-mail", "patient": "Patient", "account": "Bankoplysninger", "dod": "Dødsdato", "died": "døde den",
           "greeting": "Til rette vedkommende,", "closing": "Med venlig hilsen", "registration": "Indskrivningsskema",
           "referral": "Henvisning", "reason": "Årsag", "reply": "Tak, det er noteret.", "new_address": "Min nye adresse er",
           "age": "Alder", "refund": "Refusion", "amount": "Beløb", "invoice": "Fakturanr.", "date": "Dato",
           "appointment": "Din aftale", "cancel": "Afbud på", "room": "Rum", "vehicle": "Køretøj", "insured": "Sikrede"},
    "no": {"name": "Navn", "dob": "Fødselsdato", "born": "født", "address": "Adresse", "phone": "Telefon", "mobile": "Mobil",
           "email": "E-post", "patient": "Pasient", "account": "Bankopplysninger", "dod": "Dødsdato", "died": "døde den",
           "greeting": "Hei,", "closing": "Med vennlig hilsen", "registration": "Innskrivningsskjema",
           "referral": "Henvisning", "reason": "Problemstilling", "reply": "Takk, det er notert.",
           "new_address": "Min nye adresse er", "age": "Alder", "refund": "Refusjon", "amount": "Beløp",
           "invoice": "Fakturanr.", "date": "Dato", "appointment": "Din time", "cancel": "Avbestill på", "room": "Rom",
           "vehicle": "Kjøretøy", "insured": "Forsikret"},
    "cs": {"name": "Jméno a příjmení", "dob": "Datum narození", "born": "nar.", "address": "Adresa", "phone": "Telefon",
           "mobile": "Mobil", "email": "E-mail", "patient": "Pacient", "account": "Bankovní spojení",
           "dod": "Datum úmrtí", "died": "zemřel(a) dne", "greeting": "Vážení,", "closing": "S pozdravem",
           "registration": "Registrační formulář", "referral": "Žádanka", "reason": "Diagnóza", "reply": "Děkujeme, zaznamenáno.",
           "new_address": "Moje nová adresa je", "age": "Věk", "refund": "Náhrada", "amount": "Částka",
           "invoice": "Faktura č.", "date": "Datum", "appointment": "Váš termín", "cancel": "Zrušení na", "room": "Ordinace",
           "vehicle": "Vozidlo", "insured": "Pojištěnec"},
    "fi": {"name": "Nimi", "dob": "Syntymäaika", "born": "synt.", "address": "Osoite", "phone": "Puhelin",
           "mobile": "Matkapuhelin", "email": "Sähköposti", "patient": "Potilas", "account": "Tilitiedot",
           "dod": "Kuolinpäivä", "died": "kuoli", "greeting": "Hei,", "closing": "Ystävällisin terveisin",
           "registration": "Ilmoittautumislomake", "referral": "Lähete", "reason": "Syy", "reply": "Kiitos, kirjattu.",
           "new_address": "Uusi osoitteeni on", "age": "Ikä", "refund": "Korvaus", "amount": "Summa", "invoice": "Laskun nro",
           "date": "Päivämäärä", "appointment": "Aikasi", "cancel": "Peruutukset", "room": "Huone", "vehicle": "Ajoneuvo",
           "insured": "Vakuutettu"},
    "en": {"name": "Name", "dob": "Date of birth", "born": "born", "address": "Address", "phone": "Phone", "mobile": "Mobile",
           "email": "Email", "patient": "Patient", "account": "Bank details", "dod": "Date of death", "died": "died on",
           "greeting": "Dear Sir or Madam,", "closing": "Kind regards", "registration": "Patient registration",
           "referral": "Referral", "reason": "Reason", "reply": "Thanks, noted.", "new_address": "My new address is",
           "age": "Age", "refund": "Refund", "amount": "Amount", "invoice": "Invoice no.", "date": "Date",
           "appointment": "Your appointment", "cancel": "To cancel call", "room": "Room", "vehicle": "Vehicle",
           "insured": "Insured"},
}
WORD_OVERRIDES = {"pt_PT": {"address": "Morada", "mobile": "Telemóvel", "greeting": "Exmos. Senhores,",
                            "closing": "Com os melhores cumprimentos", "registration": "Ficha de inscrição"},
                  "es_MX": {"mobile": "Celular", "greeting": "Estimados señores:"},
                  "de_CH": {"closing": "Freundliche Grüsse"}, "de_AT": {"referral": "Zuweisung"}}
# The words around a quoted reply's sender: (before the name, after the address), {date} and {time} filled in.
QUOTE_HEADERS = {
    "de": ("Am {date} um {time} schrieb ", ":"), "fr": ("Le {date} à {time}, ", " a écrit :"),
    "es": ("El {date}, a las {time}, ", " escribió:"), "it": ("Il giorno {date} alle ore {time} ", " ha scritto:"),
    "nl": ("Op {date} om {time} schreef ", ":"), "pt": ("Em {date} às {time}, ", " escreveu:"),
    "pl": ("W dniu {date} o {time} ", " napisał(a):"), "sv": ("Den {date} kl. {time} skrev ", ":"),
    "da": ("Den {date} kl. {time} skrev ", ":"), "no": ("Den {date} kl. {time} skrev ", ":"),
    "cs": ("Dne {date} v {time} ", " napsal(a):"), "fi": ("", " kirjoitti {date} klo {time}:"),
    "en": ("On {date} at {time}, ", " wrote:"),
}


def _word(key: str) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        return WORD_OVERRIDES.get(locale_of(draw), {}).get(key) or WORDS[lang_of(draw)][key]
    return make


def _quote_part(index: int) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        if "_quote_when" not in draw.cache:  # one date and time for both halves of the header
            date = local_date(draw, draw.date_between(2025, 2026), numeric_only=True)
            draw.cache["_quote_when"] = f"{date}|{draw.rng.randint(7, 22):02d}:{draw.rng.randint(0, 59):02d}"
        date, time = draw.cache["_quote_when"].split("|")
        return QUOTE_HEADERS[lang_of(draw)][index].format(date=date, time=time)
    return make


def _call_clock(index: int) -> Callable[[Draw], str]:
    """A transcript's running clock (mm:ss): the index-th turn comes about 40 seconds after the one before."""
    def make(draw: Draw) -> str:
        seconds = index * 40 + draw.rng.randint(0, 30)
        return f"{seconds // 60:02d}:{seconds % 60:02d}"
    return make


def _npi(draw: Draw) -> str:
    body = "1" + draw.digits(8)
    return body + luhn_digit("80840" + body)


def _money(draw: Draw) -> str:
    amount = draw.pick([draw.rng.randint(15, 990), draw.rng.randint(1000, 48000)])
    return draw.pick([f"${amount:,}.{draw.rng.randint(0, 99):02d}", f"${amount:,}", f"USD {amount:,}.00"])


def _money_eur(draw: Draw) -> str:
    amount = draw.rng.randint(20, 9000)
    cents = draw.rng.randint(0, 99)
    return draw.pick([f"{amount:,}".replace(",", ".") + f",{cents:02d} €", f"EUR {amount}.{cents:02d}", f"€{amount:,}.{cents:02d}"])


def _service_date(draw: Draw) -> str:
    day = draw.date_between(2025, 2026)
    return en_date(day, draw.pick(["mm/dd/Y", "m/d/yy", "Mon_d_Y_nocomma", "iso", "d_month_comma", "month_ordinal"]))


def _service_date_loc(draw: Draw) -> str:
    return local_date(draw, draw.date_between(2025, 2026), numeric_only=True)


def _tollfree_in(region: str, draw: Draw) -> str:
    example = phonenumbers.example_number_for_type(region, PhoneNumberType.TOLL_FREE)
    if example is None:
        region, example = "US", phonenumbers.example_number_for_type("US", PhoneNumberType.TOLL_FREE)
    nsn = str(example.national_number)
    for _ in range(100):
        candidate = phonenumbers.parse(f"+{example.country_code}{nsn[:-3]}{draw.digits(3)}")
        if phonenumbers.is_valid_number(candidate) and phonenumbers.number_type(candidate) == PhoneNumberType.TOLL_FREE:
            example = candidate
            break
    national, intl, _ = _formats(example)
    return draw.pick([national, national, intl])


def _tollfree_us(draw: Draw) -> str:
    prefix = draw.pick(["800", "888", "877", "866", "855", "844", "833"])
    line = f"{draw.rng.randint(200, 999)}-{draw.digits(4)}"
    return draw.pick([f"1-{prefix}-{line}", f"({prefix}) {line}", f"{prefix}.{line.replace('-', '.')}",
                      f"1 {prefix} {line.replace('-', ' ')}"])


def _guid(draw: Draw) -> str:
    return str(uuid.UUID(int=draw.rng.getrandbits(128), version=4))


def _ts(draw: Draw) -> str:
    """An HL7 timestamp (YYYYMMDDHHMM) of a message, not of a person."""
    day = en_date(draw.date_between(2025, 2026), "compact")
    return f"{day}{draw.rng.randint(0, 23):02d}{draw.rng.randint(0, 59):02d}"


def _iso_ts(draw: Draw) -> str:
    return (f"{draw.rng.randint(2025, 2026)}-{draw.rng.randint(1, 12):02d}-{draw.rng.randint(1, 28):02d}T{draw.rng.randint(0, 23):02d}:"
            f"{draw.rng.randint(0, 59):02d}:{draw.rng.randint(0, 59):02d}.{draw.digits(3)}Z")


def _upper_of(key: str) -> Callable[[Draw], str]:
    return lambda draw: draw.fill(key).upper()


def _lower_of(key: str) -> Callable[[Draw], str]:
    return lambda draw: draw.fill(key).lower()


ORG_VAT_LABELS = {"de_DE": "USt-IdNr.", "de_AT": "UID-Nr.", "de_CH": "UID", "fr_FR": "N° TVA intracom.", "es_ES": "CIF",
                  "es_MX": "RFC (emisor)", "it_IT": "P.IVA", "nl_NL": "KvK-nummer", "nl_BE": "Ondernemingsnr.",
                  "pt_BR": "CNPJ", "pt_PT": "NIPC", "pl_PL": "NIP", "sv_SE": "Org.nr", "da_DK": "CVR-nr.",
                  "no_NO": "Org.nr.", "cs_CZ": "IČO", "fi_FI": "Y-tunnus"}


def _org_tax(draw: Draw) -> str:
    """An organisation's VAT or company number, as printed under its label on an invoice."""
    locale = locale_of(draw)
    shapes = {"de_DE": f"DE{draw.digits(9, True)}", "de_AT": f"ATU{draw.digits(8, True)}",
              "de_CH": f"CHE-{draw.digits(3)}.{draw.digits(3)}.{draw.digits(3)}", "fr_FR": f"FR{draw.digits(2)}{draw.digits(9, True)}",
              "es_ES": f"B{draw.digits(8)}", "es_MX": f"{draw.letters(3)}{draw.digits(6)}{draw.letters(2)}{draw.digits(1)}",
              "it_IT": draw.digits(11), "nl_NL": draw.digits(8, True), "nl_BE": f"0{draw.digits(3)}.{draw.digits(3)}.{draw.digits(3)}",
              "pt_BR": f"{draw.digits(2)}.{draw.digits(3)}.{draw.digits(3)}/0001-{draw.digits(2)}", "pt_PT": f"5{draw.digits(8)}",
              "pl_PL": f"{draw.digits(3)}-{draw.digits(3)}-{draw.digits(2)}-{draw.digits(2)}",
              "sv_SE": f"55{draw.rng.randint(6, 9)}{draw.digits(3)}-{draw.digits(4)}",  # month digit over 1: not a personnummer
              "da_DK": draw.digits(8, True), "no_NO": f"9{draw.digits(2)} {draw.digits(3)} {draw.digits(3)}", "cs_CZ": draw.digits(8, True),
              "fi_FI": f"{draw.digits(7)}-{draw.digits(1)}"}
    return shapes.get(locale, f"{draw.digits(2, True)}-{draw.digits(7)}")


def _doctor_loc(draw: Draw) -> str:
    fk = draw.fk[locale_of(draw)]
    title = {"de": "Dr. med.", "fr": "Dr", "es": "Dra.", "it": "Dott.", "nl": "dr.", "pt": "Dr.", "pl": "lek.",
             "sv": "Dr", "da": "Læge", "no": "Lege", "cs": "MUDr.", "fi": "LL"}.get(lang_of(draw), "Dr")
    return f"{title} {fk.last_name()}"


def _hospital_loc(draw: Draw) -> str:
    city = _city_of(draw, locale_of(draw))
    return {"de": f"Klinikum {city}", "fr": f"Centre hospitalier de {city}", "es": f"Hospital General de {city}",
            "it": f"Ospedale Civile di {city}", "nl": f"Ziekenhuis {city}", "pt": f"Hospital de {city}",
            "pl": f"Szpital Miejski w {city}", "sv": f"{city} sjukhus", "da": f"{city} Sygehus", "no": f"{city} sykehus",
            "cs": f"Nemocnice {city}", "fi": f"{city}n sairaala"}.get(lang_of(draw), f"{city} General Hospital")


# A filler key ending in digits ({dos2}, {money3}, {name2}) is made by its base's maker: another value of that kind.
FILLERS: dict[str, Callable[[Draw], str]] = {
    # the deployment's own (ORGANISATION_CONTACTS) and its staff
    "org": lambda d: ORG_NAME, "org_upper": lambda d: ORG_NAME.upper(), "clinic": lambda d: CLINIC_NAME,
    "org_phone": lambda d: ORGANISATION_CONTACTS[0], "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2], "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4], "org_care_email": lambda d: ORGANISATION_CONTACTS[5],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6], "clinic_fax": lambda d: ORGANISATION_CONTACTS[7],
    "clinic_email": lambda d: ORGANISATION_CONTACTS[8], "org_intl_line": lambda d: ORGANISATION_CONTACTS[9],
    "org_web": lambda d: ORGANISATION_CONTACTS[10],
    "doctor": lambda d: f"Dr. {d.fk['en_US'].last_name()}",
    "doctor_full": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}, {d.pick(['MD', 'DO', 'NP', 'PA-C', 'PharmD'])}",
    "doc_last_upper": lambda d: d.fk["en_US"].last_name().upper(), "doc_first_upper": lambda d: d.fk["en_US"].first_name().upper(),
    "doctor_loc": _doctor_loc, "hospital_loc": _hospital_loc,
    "staff": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}",
    "agent": lambda d: d.fk["en_US"].first_name(), "agent_upper": lambda d: d.fk["en_US"].first_name().upper(),
    "username": lambda d: d.pick(["svc_intake", "rn.okafor", "j.tran", "hl7-router", "pharm.tech2", "etl_nightly"]),
    "hospital": lambda d: d.pick(["Providence St. Anselm Medical Center", "Willamette Valley Regional", "Columbia Basin Hospital",
                                  "Tualatin General", "Cascade Children's Hospital"]),
    "pharmacy": lambda d: d.pick(["Alder Street Pharmacy", "Pine Hollow Drug", "Riverside Apothecary"]),
    # the person's own words, which only frame identifiers
    "first_upper": _upper_of("first"), "last_upper": _upper_of("last"), "first2_upper": _upper_of("first2"),
    "last2_upper": _upper_of("last2"), "name_upper": _upper_of("name"), "first_lower": _lower_of("first"),
    "name_lower": _lower_of("name"), "mi": lambda d: d.letters(1),
    "relation": lambda d: d.pick(["daughter", "son", "wife", "husband", "niece", "sister", "grandson"]),
    # words of the text's language
    **{f"w_{key}": _word(key) for key in WORDS["en"]},
    "quote_pre": _quote_part(0), "quote_post": _quote_part(1),
    "natid_index": lambda d: str(d.rng.randint(0, 5)),
    "natid_label": lambda d: d.pick(_natid_pair(d)[0]),
    "member_label_loc": lambda d: d.pick(MEMBER_LABELS[locale_of(d)]),
    "record_label_loc": lambda d: d.pick(RECORD_LABELS[lang_of(d)]),
    "plate_label_loc": lambda d: PLATE_LABELS[lang_of(d)],
    "country": lambda d: COUNTRY[region_of(d)], "country_code": lambda d: region_of(d),
    "city_loc": lambda d: _city_of(d, locale_of(d)),
    "city": lambda d: d.fk["en_US"].city(),
    "state_abbr": lambda d: d.fk["en_US"].state_abbr(include_territories=False),
    "county": lambda d: f"{d.fk['en_US'].last_name()} County",
    "org_tax_label": lambda d: ORG_VAT_LABELS.get(locale_of(d), "Tax ID"), "org_tax": _org_tax,
    # dates and times that are not a person's
    "dos_iso": lambda d: en_date(d.date_between(2025, 2026), "iso"),
    "dos": _service_date, "date_letter": _service_date,
    "dos_loc": _service_date_loc,
    "eff_iso": lambda d: en_date(d.date_between(2024, 2026), "iso"),
    "eff_compact": lambda d: en_date(d.date_between(2024, 2026), "compact"),
    "card_exp": lambda d: f"{d.rng.randint(1, 12):02d}/{d.rng.randint(26, 32)}",
    "exp_date": lambda d: f"{d.rng.randint(1, 28):02d}/{d.rng.randint(1, 12):02d}/{d.rng.randint(2027, 2031)}",
    "weekday": lambda d: d.pick(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    "time": lambda d: f"{d.rng.randint(7, 18)}:{d.rng.randint(0, 59):02d}",
    "time_ampm": lambda d: f"{d.rng.randint(1, 12)}:{d.pick(['00', '15', '30', '45'])} {d.pick(['AM', 'PM', 'a.m.', 'p.m.'])}",
    **{f"clock_{letter}": _call_clock(index) for index, letter in enumerate("abcdefgh", start=1)},
    "ts": _ts, "iso_ts": _iso_ts,
    "log_ts": lambda d: f"{d.rng.randint(1, 28):02d}/{d.pick(ABBR)}/{d.rng.randint(2025, 2026)}:{_iso_ts(d)[11:19]} +0000",
    "year": lambda d: str(d.rng.randint(2025, 2026)),
    # numbers that are not a person's
    "claim_no": lambda d: d.pick([f"{d.rng.randint(25, 26)}{d.digits(11)}", f"CL{d.digits(10)}",
                                  f"{d.digits(4)}-{d.digits(4)}-{d.digits(4)}"]),
    "auth_no": lambda d: d.pick([f"PA{d.digits(8)}", f"{d.rng.randint(2025, 2026)}PA{d.digits(5)}", f"AUTH-{d.digits(6)}"]),
    "ref_no": lambda d: d.pick([f"REF-{d.digits(7)}", f"{d.letters(3)}{d.digits(6)}", f"{d.rng.randint(2025, 2026)}-{d.digits(6)}"]),
    "invoice_no": lambda d: d.pick([f"INV-{d.digits(6)}", f"{d.rng.randint(2025, 2026)}/{d.digits(5)}", f"R{d.digits(8)}"]),
    "order_no": lambda d: f"{d.pick(['SO', 'ORD', 'W'])}{d.digits(7)}",
    "tracking_no": lambda d: d.pick([f"1Z{d.letters(3, string.ascii_uppercase + string.digits)}{d.digits(13)}", f"9400{d.digits(18)}",
                                     f"{d.digits(12)}"]),
    "conf_no": lambda d: f"{d.letters(2)}{d.digits(6)}", "ticket": lambda d: f"{d.digits(5, True)}",
    "ctrl": lambda d: f"{d.digits(10)}", "ctrl2": lambda d: f"ORD{d.digits(7)}",
    "group_no": lambda d: d.pick([f"{d.digits(6)}", f"G{d.digits(7)}", f"{d.digits(5)}-{d.digits(4)}"]),
    "plan_id": lambda d: d.pick([f"{d.digits(5)}OR{d.digits(7)}", f"H{d.digits(4)}-{d.digits(3)}", "CMH-PPO-2026"]),
    "npi": _npi, "ein": lambda d: f"{d.digits(2, True)}-{d.digits(7)}",
    "aba": lambda d: d.fk["en_US"].aba(),
    "bic": lambda d: d.fk[locale_of(d) if locale_of(d) in EHIC_LOCALES else "de_DE"].swift(length=d.pick([8, 11])),
    "payer_code": lambda d: d.pick(["CMH01", "93221", "62308", "SX141"]),
    "cpt": lambda d: d.pick(["99204", "99232", "99443", "20610", "43239", "45378", "66984", "73721", "77067", "81001",
                             "85025", "90471", "92014", "96372", "97140", "99497", "G0008", "J0897", "E0431", "A0429"]),
    "icd": lambda d: d.pick(["E78.5", "I48.91", "J44.1", "M81.0", "N39.0", "F41.1", "K57.30", "L40.0", "H25.11", "I50.32",
                             "G30.9", "E03.9", "C34.90", "Z51.11", "R26.81", "S72.001A", "O24.419", "Z23"]),
    "ndc": lambda d: d.pick([f"{d.digits(4)}-{d.digits(4)}-{d.digits(2)}", f"{d.digits(5)}-{d.digits(3)}-{d.digits(2)}",
                             d.digits(11)]),
    "loinc": lambda d: d.pick(["4548-4", "2093-3", "718-7", "33914-3", "2160-0", "1742-6", "14647-2", "6690-2"]),
    "loinc_name": lambda d: d.pick(["HEMOGLOBIN A1C", "CHOLESTEROL", "HEMOGLOBIN", "EGFR", "CREATININE", "ALT", "LIPID PANEL", "WBC"]),
    "amount": lambda d: f"{d.rng.randint(20, 4800)}.{d.rng.randint(0, 99):02d}",
    "money": _money, "money_eur": _money_eur,
    "deductible_met": lambda d: f"{d.rng.randint(0, 1499):,}",
    "copay": lambda d: f"${d.pick([0, 5, 15, 25, 30, 45, 60, 150, 300])}", "pct": lambda d: f"{d.rng.randint(5, 95)}%",
    "rate": lambda d: f"{d.rng.randint(100, 130) / 100:.4f}",
    "drug": lambda d: d.pick(["atorvastatin", "metoprolol succinate", "levothyroxine", "empagliflozin", "apixaban", "montelukast",
                              "donepezil", "alendronate", "furosemide", "buprenorphine-naloxone", "risankizumab", "omeprazole"]),
    "regimen": lambda d: d.pick(["atorvastatin 20 mg nightly", "metoprolol succinate 25 mg every morning",
                                 "levothyroxine 50 mcg before breakfast", "empagliflozin 10 mg daily with food",
                                 "apixaban 5 mg twice a day", "alendronate 70 mg once weekly", "donepezil 10 mg at bedtime",
                                 "fluticasone-salmeterol 1 puff twice daily", "furosemide 40 mg every morning"]),
    "sig": lambda d: d.pick(["TAKE 1 TABLET BY MOUTH DAILY", "TAKE 1 TABLET BY MOUTH TWICE DAILY WITH FOOD",
                             "INHALE 2 PUFFS EVERY 4 HOURS AS NEEDED", "TAKE 1 CAPSULE AT BEDTIME"]),
    "rx": lambda d: d.digits(7, True), "qty": lambda d: str(d.pick([30, 60, 90, 28, 14])),
    "refills": lambda d: str(d.rng.randint(0, 5)),
    "lot": lambda d: f"{d.letters(1)}{d.digits(5)}{d.letters(1)}",
    "lab": lambda d: d.pick([f"A1c {d.rng.randint(52, 118) / 10}%", f"K {d.rng.randint(32, 55) / 10} mmol/L",
                             f"Hgb {d.rng.randint(85, 165) / 10} g/dL", f"Cr {d.rng.randint(6, 30) / 10} mg/dL",
                             f"TSH {d.rng.randint(3, 90) / 10} mIU/L", f"BNP {d.rng.randint(20, 2400)} pg/mL",
                             f"Temp {d.rng.randint(360, 392) / 10} C", f"HR {d.rng.randint(48, 128)}"]),
    "lab_extra": lambda d: d.pick([f"Plt {d.rng.randint(90, 420)}", f"Alb {d.rng.randint(25, 48) / 10} g/dL",
                                   f"Lactate {d.rng.randint(5, 40) / 10}"]),
    "room": lambda d: f"{d.rng.randint(2, 9)}{d.rng.randint(0, 4)}{d.rng.randint(0, 9)}{d.rng.randint(0, 9)}",
    "bed": lambda d: f"{d.rng.randint(1, 40)}{d.pick(['A', 'B', ''])}", "pages": lambda d: str(d.rng.randint(2, 19)),
    "age_young": lambda d: str(d.rng.randint(19, 89)), "age_child": lambda d: str(d.rng.randint(1, 17)),
    "version": lambda d: d.pick([f"{d.rng.randint(1, 12)}.{d.rng.randint(0, 20)}.{d.rng.randint(0, 9)}.{d.rng.randint(100, 2999)}",
                                 f"v{d.rng.randint(1, 5)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 20)}",
                                 f"{d.rng.randint(2024, 2026)}.{d.rng.randint(1, 12)}.{d.rng.randint(0, 9)}"]),
    "guid": _guid, "sha": lambda d: "".join(d.rng.choice("0123456789abcdef") for _ in range(d.pick([7, 40, 64]))),
    "port": lambda d: str(d.pick([443, 8443, 5060, 3478, 19302])),
    "hostname": lambda d: d.pick(["ehr-app-04", "fhir-gw-2", "tele-media-07", "claims-batch-1"]),
    "errcode": lambda d: d.pick(["ERR_CERT_DATE_INVALID", "E1042", "0x8007000E", "HTTP 429", "SSO-401"]),
    "tollfree": _tollfree_us, "tollfree_loc": lambda d: _tollfree_in(region_of(d), d),
    "inst_id": lambda d: f"{d.digits(4, True)} - {d.pick(['AOK', 'CPAM', 'INSS', 'ASL', 'VGZ', 'NFZ', 'FK', 'Kela', 'VZP', 'ÖGK'])}",
    "count": lambda d: f"{d.rng.randint(1000, 900000):,}", "small_count": lambda d: str(d.rng.randint(10, 900)),
    "four_digits": lambda d: d.digits(4),
    "weight": lambda d: f"{d.rng.randint(10, 45)} kg", "visits": lambda d: str(d.rng.randint(2, 30)),
    "count_digit": lambda d: str(d.rng.randint(0, 9)),
    "ref_voice": lambda d: " ".join(d.digits(4)) + " dash " + " ".join(d.digits(3)),
    "tollfree_voice": lambda d: " ".join("18" + d.pick(["00", "88", "77", "66"]) + str(d.rng.randint(200, 999)) + d.digits(4)),
}


SLOTS: dict[str, Callable[[Draw], Any]] = {maker.__name__: maker for maker in [
    dob_us, dob_en, dob_loc, dob_loc_numeric, dob_numeric, dob_compact, dob_iso, dob_hl7_time, dob_short, dob_voice,
    dob_old_us, dob_old_numeric, dob_old_voice,
    dod_en, dod_us, dod_loc, dod_numeric, dod_hl7, dod_fhir, dod_voice, dod_recent_us, dod_recent_numeric,
    phone_loc, phone_intl_loc, phone_us_any, phone_e164, phone_digits10, phone_ext, phone_rfc, phone_hl7_xtn,
    phone_voice, phone_urlenc, phone_world,
    email_plain, email_plain2, email_loc, email_upper, email_voice, email_urlenc,
    card_any, card_loc, iban_loc, bank_loc, acct_us_ach,
    ssn_any, ssn_plain, ssn_hl7, ssn_voice,
    natid_loc, itin, us_dl, us_passport, uk_driving_licence, nino_new, ppsn, nz_nhi, sin_ca, au_tfn, in_pan, in_epic,
    ph_sss, ph_philhealth, de_pension_number, de_tax_id, dk_cpr, fr_nir,
    mrn_new, mrn_labelled, visit_no, acct_no, death_cert, accession, record_loc,
    member_us, member_labelled, mbi_new, member_loc, kvnr, ehic_card, ca_health_card,
    ipv4, ipv6_new, ip_any, ip_port, mac,
    age_phrase, age_adjective, age_compact, age_bare, age_loc,
    vin, plate_us, plate_loc, title_no,
    url_personal, url_portal, fhir_patient_url,
    addr_loc_block, addr_loc_line, addr_loc_any, addr_us_line, addr_us_block, addr_usps, addr_lower, addr_quoted_block,
    street_us, zip_us, street_loc, postcode_loc, addr_hl7_xad, addr_hl7_intl, addr_military, addr_rural,
]}

US = ("en_US",)
EN = EN_LOCALES
INTL = OTHER_LOCALES
EHIC = EHIC_LOCALES
NON_US = EN_LOCALES[1:] + OTHER_LOCALES
ANY = EN_LOCALES + OTHER_LOCALES

# ---- templates: (id, genre, locales, body). Written before any measurement; never adjusted to the check. -----------
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # HL7 v2
    ("hl7_adt_nk1", "ehr_export", US,
     "MSH|^~\\&|REGADT|JRC|EHR|CMH|{ts}||ADT^A08^ADT_A01|{ctrl}|P|2.5.1\nEVN|A08|{ts}|||{username}\n"
     "PID|1||[[record_number:mrn_new]]^^^JRC^MR||{last_upper}^{first_upper}^{mi}||[[date_of_birth:dob_hl7_time]]|((F||M))|||"
     "[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\n"
     "NK1|1|{last2_upper}^{first2_upper}|((SPO^Spouse||CHD^Child||SIB^Sibling))|[[address:addr_hl7_xad]]|[[phone:phone_hl7_xtn]]"
     "||EC^Emergency Contact"),
    ("hl7_pid_deceased", "ehr_export", US,
     "MSH|^~\\&|EHR|JRC|VITALS|STATE|{ts}||ADT^A03|{ctrl}|P|2.5\n"
     "PID|1||[[record_number:mrn_new]]^^^JRC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]|((F||M))|||"
     "[[address:addr_hl7_xad]]" + "|" * 7 + "[[record_number:acct_no]]|[[ssn:ssn_hl7]]" + "|" * 10 + "[[date_of_death:dod_hl7]]|Y\n"
     "PV1|1|I|ICU^{room}^1" + "|" * 33 + "20"),
    ("hl7_gt1_in1", "ehr_export", US,
     "GT1|1||{last_upper}^{first_upper}||[[address:addr_hl7_xad]]|[[phone:phone_hl7_xtn]]||[[date_of_birth:dob_compact]]|((F||M))"
     "||SEL^Self|[[ssn:ssn_plain]]\n"
     "IN1|1|CMHPPO|{payer_code}|CASCADIA MUTUAL HEALTH|PO BOX 30912^^SALT LAKE CITY^UT^84130||(503)555-0148|{group_no}||||{eff_compact}"
     "||||{last_upper}^{first_upper}|01^Self|[[date_of_birth:dob_compact]]" + "|" * 18 + "[[member_id:member_us]]"),
    ("hl7_orm_pv1", "ehr_export", US,
     "MSH|^~\\&|CPOE|JRC|LAB|REFLAB|{ts}||ORM^O01|{ctrl}|P|2.3\n"
     "PID|1||[[record_number:mrn_new]]||{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]|((F||M))\n"
     "PV1|1|O|JRC-IM^^^JRC||||{npi}^{doc_last_upper}^{doc_first_upper}" + "|" * 12 + "[[record_number:visit_no]]\n"
     "ORC|NW|{ctrl2}\nOBR|1|{ctrl2}||{loinc}^{loinc_name}^LN|||{ts2}"),
    ("hl7_mrg_merge", "ehr_export", US,
     "MSH|^~\\&|EMPI|JRC|EHR|JRC|{ts}||ADT^A40^ADT_A39|{ctrl}|P|2.5.1\nEVN|A40|{ts}\n"
     "PID|1||[[record_number:mrn_new]]^^^JRC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]\n"
     "MRG|[[record_number:mrn_new]]^^^JRC^MR||[[record_number:acct_no]]"),
    ("hl7_pid_europe", "ehr_export", INTL,
     "MSH|^~\\&|HIS|{hospital_loc}|LIS|LAB|{ts}||ADT^A01|{ctrl}|P|2.5\n"
     "PID|1||[[record_number:record_loc]]^^^HIS^PI~[[national_id:natid_loc]]^^^{country_code}^NN||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_compact]]|((F||M))|||[[address:addr_hl7_intl]]||[[phone:phone_e164]]"),
    # FHIR
    ("fhir_patient_pretty", "ehr_export", US,
     '{\n  "resourceType": "Patient",\n  "id": "{guid}",\n  "identifier": [\n    {\n      "system": "http://hl7.org/fhir/sid/us-ssn",\n'
     '      "value": "[[ssn:ssn_any]]"\n    }\n  ],\n  "name": [{"use": "official", "family": "{last}", "given": ["{first}"]}],\n'
     '  "telecom": [\n    {"system": "phone", "value": "[[phone:phone_e164]]", "use": "mobile"},\n'
     '    {"system": "email", "value": "[[email:email_plain]]"}\n  ],\n  "gender": "((female||male))",\n'
     '  "birthDate": "[[date_of_birth:dob_iso]]",\n  "deceasedDateTime": "[[date_of_death:dod_fhir]]",\n'
     '  "address": [{"use": "home", "line": ["[[address:street_us]]"], "city": "{city}", "state": "{state_abbr}", '
     '"postalCode": "[[address:zip_us]]"}]\n}'),
    ("fhir_patient_intl", "ehr_export", INTL,
     '{"resourceType":"Patient","identifier":[{"type":{"text":"{natid_label}"},"value":"[[national_id:natid_loc]]"}],'
     '"name":[{"family":"{last}","given":["{first}"]}],"telecom":[{"system":"phone","value":"[[phone:phone_loc]]"}],'
     '"birthDate":"[[date_of_birth:dob_iso]]","address":[{"text":"[[address:addr_loc_line]]","country":"{country_code}"}]}'),
    ("fhir_coverage", "ehr_export", US,
     '{"resourceType": "Coverage", "status": "active", "subscriberId": "[[member_id:member_us]]", '
     '"beneficiary": {"reference": "Patient/[[record_number:mrn_new]]", "display": "{name}"}, '
     '"relationship": {"coding": [{"code": "self"}]}, "period": {"start": "{eff_iso}"}, "payor": [{"display": "{org}"}], '
     '"class": [{"type": {"coding": [{"code": "group"}]}, "value": "{group_no}", "name": "{org} PPO"}, '
     '{"type": {"coding": [{"code": "plan"}]}, "value": "{plan_id}"}]}'),
    ("fhir_related_person", "ehr_export", ANY,
     '{"resourceType": "RelatedPerson", "patient": {"reference": "Patient/{guid}"}, "relationship": [{"text": "{relation}"}], '
     '"name": [{"text": "{name2}"}], "telecom": [{"system": "phone", "value": "[[phone:phone_loc]]", "use": "home"}, '
     '{"system": "email", "value": "[[email:email_plain2]]"}], "address": [{"text": "[[address:addr_loc_line]]"}]}'),
    ("fhir_bundle_search", "ehr_export", US,
     '{"resourceType": "Bundle", "type": "searchset", "total": 1, "entry": [{"fullUrl": "[[url:fhir_patient_url]]", '
     '"resource": {"resourceType": "Patient", "name": [{"family": "{last}", "given": ["{first}"]}], '
     '"birthDate": "[[date_of_birth:dob_iso]]", "address": [{"postalCode": "[[address:zip_us]]"}]}, '
     '"search": {"mode": "match", "score": 0.98}}]}'),
    # CSV and TSV exports
    ("csv_roster", "ehr_export", US,
     "member_id,last_name,first_name,dob,sex,address_1,city,state,zip,phone,email\n"
     "[[member_id:member_us]],{last},{first},[[date_of_birth:dob_numeric]],((F||M)),[[address:street_us]],{city},{state_abbr},"
     "[[address:zip_us]],[[phone:phone_digits10]],[[email:email_plain]]\n"
     "[[member_id:member_us]],{last2},{first2},[[date_of_birth:dob_numeric]],((F||M)),[[address:street_us]],{city2},{state_abbr2},"
     "[[address:zip_us]],[[phone:phone_digits10]],[[email:email_plain2]]"),
    ("tsv_eligibility", "ehr_export", US,
     "SubscriberID\tDepSeq\tLastName\tFirstName\tDOB\tCovStart\tCovEnd\tPlan\n"
     "[[member_id:member_us]]\t01\t{last_upper}\t{first_upper}\t[[date_of_birth:dob_compact]]\t{eff_compact}\t99991231\t{plan_id}\n"
     "[[member_id:member_us]]\t02\t{last_upper}\t{first2_upper}\t[[date_of_birth:dob_compact]]\t{eff_compact}\t99991231\t{plan_id}"),
    ("csv_semicolon_europe", "ehr_export", EHIC,
     "last_name;first_name;birth_date;street;postcode;city;phone;iban\n"
     "{last};{first};[[date_of_birth:dob_loc_numeric]];[[address:street_loc]];[[address:postcode_loc]];{city_loc};"
     "[[phone:phone_loc]];[[bank_account:iban_loc]]"),
    ("csv_device_inventory", "device_log", US,
     "timestamp,patient_mrn,device,mac_address,last_ip,firmware\n"
     "{iso_ts},[[record_number:mrn_new]],((BP cuff||glucometer hub||pulse oximeter||CPAP modem)),[[ip_address:mac]],"
     "[[ip_address:ipv4]],{version}\n"
     "{iso_ts2},[[record_number:mrn_new]],((scale||tablet||watch)),[[ip_address:mac]],[[ip_address:ipv6_new]],{version}"),
    ("csv_death_extract", "report", US,
     "cert_no,decedent_last,decedent_first,dob,dod,age,county,manner\n"
     "[[record_number:death_cert]],{last_upper},{first_upper},[[date_of_birth:dob_old_numeric]],[[date_of_death:dod_recent_numeric]],"
     "[[age_over_89:age_bare]],{county},((Natural||Accident||Pending))"),
    # fax cover sheets
    ("fax_cover_records", "fax", US,
     "FAX COVER SHEET\nDate: {dos}    Pages (including cover): {pages}\nTo: {org} Utilization Management    Fax: {org_fax}\n"
     "From: {clinic}    Phone: {clinic_phone}\nRE: Records for {name}, DOB [[date_of_birth:dob_us]], [[record_number:mrn_labelled]]\n"
     "Patient's callback number: [[phone:phone_ext]]\n\nCONFIDENTIALITY NOTICE: The pages accompanying this facsimile contain "
     "protected health information. If you received them in error, call {clinic_phone} and destroy them."),
    ("fax_cover_pa", "fax", US,
     "*** URGENT PRIOR AUTHORIZATION ***\nTO: {org} Pharmacy PA Dept   FAX: {org_fax}\nFROM: {doctor_full}   NPI: {npi}\n"
     "PATIENT: {last_upper}, {first_upper}\nMEMBER #: [[member_id:member_us]]\nDOB: [[date_of_birth:dob_short]]\n"
     "PT PHONE: [[phone:phone_us_any]]\nDRUG: {regimen}\nDX: {icd}\n# OF PAGES: {pages}"),
    # forms and letters in the locale's language
    ("referral_local", "referral", INTL,
     "{w_referral}\n{w_patient}: {name}\n{w_dob}: [[date_of_birth:dob_loc]]\n{natid_label}: [[national_id:natid_loc]]\n"
     "{w_address}: [[address:addr_loc_line]]\n{w_phone}: [[phone:phone_loc]]\n{w_reason}: {icd}\n{doctor_loc}"),
    ("registration_local", "intake_form", INTL,
     "{w_registration}\n{w_name}: {last}, {first}\n{w_dob}: [[date_of_birth:dob_loc]]\n{w_address}:\n[[address:addr_loc_block]]\n"
     "{w_mobile}: [[phone:phone_loc]]\n{w_email}: [[email:email_loc]]\n{member_label_loc}: [[member_id:member_loc]]"),
    ("death_form_local", "claim_form", INTL,
     "{w_insured}: {name}\n{w_born} [[date_of_birth:dob_loc]]\n{w_dod}: [[date_of_death:dod_loc]]\n{natid_label}: "
     "[[national_id:natid_loc]]\n{w_refund}: {money_eur}"),
    ("refund_local", "claim_form", INTL,
     "{w_refund} {claim_no}\n{w_name}: {name}\n{w_address}: [[address:addr_loc_line]]\n{w_account}: [[bank_account:bank_loc]]\n"
     "{w_amount}: {money_eur}\n{w_date}: {dos_loc}"),
    ("vehicle_local", "claim_form", INTL,
     "{w_vehicle}\n{plate_label_loc}: [[vehicle_id:plate_loc]]\nVIN: [[vehicle_id:vin]]\n{w_insured}: {name}\n"
     "{w_phone}: [[phone:phone_loc]]"),
    ("age_note_local", "clinical_note", INTL,
     "{w_patient}: {name}, [[age_over_89:age_loc]]\n{w_reason}: {icd}\n{lab}\n{doctor_loc}, {dos_loc}"),
    ("email_thread_local", "email", INTL,
     "{w_reply}\n\n{quote_pre}{name} <[[email:email_loc]]>{quote_post}\n> {w_greeting}\n> {w_new_address}: "
     "[[address:addr_loc_line]]\n> {w_phone}: [[phone:phone_loc]]\n> {w_closing}\n> {first}"),
    ("signature_local", "email_signature", INTL,
     "{w_closing}\n{name}\n[[address:addr_loc_block]]\n{w_phone}: [[phone:phone_loc]]\n{w_email}: [[email:email_loc]]"),
    ("reminder_local", "appointment_reminder", INTL,
     "{w_appointment}: {dos_loc}, {time}\n{w_patient}: {name} ({w_born} [[date_of_birth:dob_loc_numeric]])\n{doctor_loc}, "
     "{w_room} {room}\n{w_cancel} {tollfree_loc}"),
    ("shipping_local", "shipping", INTL,
     "{order_no}\n{name}\n[[address:addr_loc_block]]\n{w_phone}: [[phone:phone_loc]]\n{pharmacy}: {qty} x {drug}"),
    ("immunisation_local", "clinical_note", INTL,
     "{w_patient}: {name}\n{w_dob}: [[date_of_birth:dob_loc]]\n{record_label_loc}: [[record_number:record_loc]]\n"
     "Influenza {dos_loc} Lot {lot}\nCOVID-19 {dos_loc2} Lot {lot}"),
    ("kvnr_de", "claim_form", ("de_DE",),
     "Krankenkasse: AOK {city_loc}\nName, Vorname: {last}, {first}\ngeb. am [[date_of_birth:dob_loc_numeric]]\n"
     "Versicherten-Nr.: [[member_id:kvnr]]\nStatus: 1000 1\nBetriebsstätten-Nr.: {ein}\nArzt-Nr.: {small_count}"),
    ("record_local", "clinical_note", INTL,
     "{hospital_loc}\n{record_label_loc}: [[record_number:record_loc]]\n{w_patient}: {last_upper} {first}\n{lab}. {lab_extra}."),
    # English texts about people living in other countries
    ("discharge_tourist", "clinical_note", INTL,
     "DISCHARGE SUMMARY (translated)\nPatient {name}, a visitor from {country}, born [[date_of_birth:dob_loc]], was admitted "
     "on {dos} with {icd}. Home address: [[address:addr_loc_line]]. Contact on return: [[phone:phone_intl_loc]]. "
     "Follow up with the family doctor within 7 days."),
    ("call_transcript_abroad", "call_transcript", INTL,
     "[{clock_a}] AGENT: {org} international line, this is {agent}.\n[{clock_b}] CALLER: Hi, I'm a member but I live in {country} now.\n"
     "[{clock_c}] AGENT: What's the best number to reach you there?\n[{clock_d}] CALLER: [[phone:phone_intl_loc]]\n"
     "[{clock_e}] AGENT: And the address we should use?\n[{clock_f}] CALLER: [[address:addr_loc_line]]"),
    ("voicemail_intl", "voice_transcript", INTL,
     "Voicemail transcription (confidence 0.81): hi this is {first} {last} calling from {country} about my claim {claim_no} "
     "you can call me back on [[phone:phone_voice]] thank you"),
    ("webform_intl_kv", "web_form", INTL,
     "form=international_enrolment\nfull_name: {name}\ndate_of_birth: [[date_of_birth:dob_loc_numeric]]\ncountry: {country_code}\n"
     "mobile: [[phone:phone_intl_loc]]\nemail: [[email:email_loc]]\npostcode: [[address:postcode_loc]]\nplan: {plan_id}"),
    ("ticket_md_refund_iban", "support_ticket", EHIC,
     "### Ticket #{ticket}: refund not received\n**Member:** {name}  \n**Country:** {country}  \n**Refund to:** "
     "`[[bank_account:iban_loc]]`  \n**BIC:** {bic}\n\n- Claim {claim_no}, {money_eur}\n"
     "- Member says the bank rejected the first transfer."),
    ("wire_intl", "banking_form", INTL,
     "INTERNATIONAL WIRE REQUEST (claim reimbursement)\nBeneficiary name: {name}\nBeneficiary address: [[address:addr_loc_line]]\n"
     "Beneficiary account: [[bank_account:bank_loc]]\nAmount: {money_eur}\nReference: {claim_no}"),
    ("bank_refund_abroad", "support_chat", NON_US,
     "Member: please send the refund to my bank here, [[bank_account:bank_loc]]\nAgent ({agent}): Thanks, the refund for claim "
     "{claim_no} will go out within 10 business days."),
    ("travel_claim_intl", "claim_form", INTL,
     "OVERSEAS CLAIM FORM\nClaimant: {name}\n{natid_label} (required by the treating hospital): [[national_id:natid_loc]]\n"
     "Address while abroad: [[address:addr_loc_line]]\nLocal mobile: [[phone:phone_loc]]\nTreatment date: {dos}\nAmount: {money_eur}"),
    ("expat_enrolment", "intake_form", INTL,
     "International plan enrolment\nCountry of residence: {country}\nResidential address:\n[[address:addr_loc_block]]\n"
     "National ID ({natid_label}): [[national_id:natid_loc]]\nDate of birth: [[date_of_birth:dob_loc_numeric]]\n"
     "Mobile: [[phone:phone_intl_loc]]"),
    ("ehic_fields", "claim_form", EHIC,
     "EUROPEAN HEALTH INSURANCE CARD (copy)\n3. Name: {last_upper}\n4. Given names: {first}\n5. Date of birth: "
     "[[date_of_birth:dob_loc_numeric]]\n6. Personal identification number: [[national_id:natid_loc]]\n"
     "7. Identification number of the institution: {inst_id}\n8. Identification number of the card: [[member_id:ehic_card]]\n"
     "9. Expiry date: {exp_date}"),
    ("portal_login_abroad", "device_log", INTL,
     "Security alert for {name}: new sign-in to the member portal from [[ip_address:ip_any]] ({city_loc}, {country}) at {time}. "
     "If this wasn't you, reset your password."),
    ("card_paid_abroad", "support_chat", INTL,
     "Member: I paid the clinic in {city_loc} myself with my card [[card:card_loc]], can I claim it back?\nAgent: Yes, send the "
     "itemised invoice with claim form {claim_no}."),
    ("care_home_abroad", "clinical_note", INTL,
     "Transfer note: resident of a care home in {city_loc} ({country}), [[age_over_89:age_phrase]], admitted with {icd}. "
     "Next of kin {name2}, [[phone:phone_intl_loc]]."),
    ("death_abroad", "appeal_letter", INTL,
     "To {org},\n\nMy ((father||mother||husband)) {name} died in {country} on [[date_of_death:dod_loc]]. Please cancel the policy and "
     "send any refund to [[bank_account:iban_loc]].\n\n{name2}"),
    ("dob_chat_abroad", "support_chat", INTL,
     "Agent: Before I can discuss the claim I need your date of birth.\nMember: [[date_of_birth:dob_loc]]\nAgent: Thank you. "
     "I've found your overseas claim {claim_no}."),
    ("rental_car_abroad", "claim_form", INTL,
     "Accident abroad: rental car reg. [[vehicle_id:plate_loc]] hit while parked in {city_loc} on {dos}. Driver's mobile "
     "[[phone:phone_intl_loc]]. Police report {ref_no}."),
    # pharmacy
    ("pharmacy_label_usps", "pharmacy", US,
     "{pharmacy}\nRX {rx}   FILLED {dos}\n{name_upper}\n[[address:addr_usps]]\n{sig}\n{drug} {qty} TAB  REFILLS: {refills}\n"
     "DR. {doc_last_upper}\nDOB [[date_of_birth:dob_numeric]]"),
    ("refill_voicemail", "voice_transcript", US,
     "Voicemail to {pharmacy} refill line, transcribed: hi this is {first} {last} i need a refill on my {drug} my date of birth is "
     "[[date_of_birth:dob_voice]] the prescription number is {rx} please call me back at [[phone:phone_voice]] thanks"),
    ("refill_web_kv", "web_form", US,
     "refill_request_id={guid}\npatient_name={name}\ndob=[[date_of_birth:dob_numeric]]\nphone=[[phone:phone_us_any]]\n"
     "rx_numbers={rx},{rx}\ndelivery=((pickup||mail))\nstore={pharmacy}"),
    ("pharmacy_transfer", "pharmacy", ANY,
     "Prescription transfer request\nPatient: {name}\nDate of birth: [[date_of_birth:dob_en]]\nPhone: [[phone:phone_loc]]\n"
     "Medication: {regimen}\nTransfer to: {pharmacy}\nPharmacist: {staff}"),
    # discharge summaries and referral letters
    ("discharge_daughter", "clinical_note", US,
     "DISCHARGE SUMMARY\nPatient: {last_upper}, {first_upper}    [[record_number:mrn_labelled]]    Acct#: [[record_number:acct_no]]\n"
     "Age/Sex: [[age_over_89:age_bare]]/((F||M))\nAdmit {dos}    Discharge {dos2}\nDx: {icd}\nDisposition: discharged to "
     "{relation}'s home, [[address:addr_us_line]]. Home health to call [[phone:phone_us_any]] within 48 h."),
    ("discharge_expired", "clinical_note", US,
     "HOSPITAL COURSE: {age_young} days in ICU for {icd}. Comfort care per family. The patient expired on [[date_of_death:dod_us]] "
     "at {time}. Family ({relation}) at bedside. Autopsy declined. {doctor_full}"),
    ("referral_letter_gb", "referral", ("en_GB",),
     "Dear Dr {last2},\n\nRe: {name}, D.O.B. [[date_of_birth:dob_en]], Hospital No. [[record_number:mrn_new]]\n"
     "[[address:addr_loc_block]]\nMobile [[phone:phone_loc]]\n\nThank you for seeing this ((gentleman||lady)) with {icd}. "
     "{lab}.\n\nYours sincerely,\n{doctor}"),
    ("letter_inside_address", "appointment_reminder", US,
     "{clinic}\n{org_street_addr}\n\n{date_letter}\n\n{name}\n[[address:addr_us_block]]\n\nDear ((Ms.||Mr.||Mx.)) {last},\n\n"
     "This is a reminder of your appointment with {doctor} on {dos} at {time_ampm}. Please bring your insurance card.\n\n{clinic}"),
    ("referral_ie", "referral", ("en_IE",),
     "Referral to Cardiology\nPatient: {name}\nPPSN: [[national_id:ppsn]]\nAddress: [[address:addr_loc_line]]\n"
     "Mobile: [[phone:phone_loc]]\nGP: Dr {last2}\nReason: palpitations, {icd}."),
    ("referral_nz", "referral", ("en_NZ",),
     "e-Referral: Orthopaedics\nNHI: [[national_id:nz_nhi]]\nName: {name}\nDOB: [[date_of_birth:dob_en]]\n"
     "Address: [[address:addr_loc_block]]\nPhone: [[phone:phone_loc]]"),
    ("prior_auth_form", "prior_auth", US,
     "PRIOR AUTHORIZATION REQUEST - PHARMACY\nMember name: {name}\n[[member_id:member_labelled]]\nDOB: [[date_of_birth:dob_us]]\n"
     "Member phone: [[phone:phone_us_any]]\nPrescriber: {doctor_full}  NPI {npi}\nDrug requested: {regimen}\n"
     "Diagnosis: {icd}\nPrevious therapies tried: ((metformin||lisinopril||methotrexate)), {visits} weeks"),
    ("special_authority_ca", "prior_auth", ("en_CA",),
     "Special Authority Request\nPatient: {name}\nHealth card no.: [[member_id:ca_health_card]]\nSIN (for income testing): "
     "[[national_id:sin_ca]]\nDate of birth: [[date_of_birth:dob_en]]\nAddress: [[address:addr_loc_line]]\nDrug: {drug}"),
    # call-centre and voice transcripts
    ("call_verify_turns", "call_transcript", US,
     "[{clock_a}] AGENT ({agent}): Thanks for calling {org}. Can I have the member ID?\n[{clock_b}] CALLER: [[member_id:member_us]]\n"
     "[{clock_c}] AGENT: DOB?\n[{clock_d}] CALLER: [[date_of_birth:dob_short]]\n[{clock_e}] AGENT: And the address on file?\n"
     "[{clock_f}] CALLER: [[address:addr_us_line]]"),
    ("call_death_report", "call_transcript", US,
     "[{clock_a}] AGENT: I'm so sorry for your loss. What was the date of death?\n[{clock_b}] CALLER: My ((mother||father)) passed on "
     "[[date_of_death:dod_us]].\n[{clock_c}] AGENT: And her Social Security number, if you have it?\n[{clock_d}] CALLER: [[ssn:ssn_any]]\n"
     "[{clock_e}] AGENT: I've noted it. We'll mail the forms."),
    ("call_card_payment", "call_transcript", US,
     "[{clock_a}] AGENT: I can take the premium payment now.\n[{clock_b}] CALLER: Okay, it's a ((Visa||Mastercard||card)), "
     "[[card:card_any]].\n[{clock_c}] AGENT: Expiration?\n[{clock_d}] CALLER: {card_exp}\n[{clock_e}] AGENT: Payment of {money} posted."),
    ("call_ssn_voice", "voice_transcript", US,
     "SPEAKER 1: ok and your social\nSPEAKER 2: it's [[ssn:ssn_voice]]\nSPEAKER 1: and a good callback number\n"
     "SPEAKER 2: [[phone:phone_voice]]"),
    ("voicemail_callback", "voice_transcript", US,
     "New voicemail ({time_ampm}): hey it's {first} um I got a letter about my claim can you call me back at [[phone:phone_voice]] "
     "or email me at [[email:email_voice]] thanks"),
    ("dictation_note", "voice_transcript", US,
     "dictation begins patient is a [[age_over_89:age_adjective]] ((female||male)) date of birth [[date_of_birth:dob_old_voice]] seen today "
     "for follow up of {icd} period new paragraph plan continue {drug} period end of dictation"),
    # web forms
    ("webform_contact", "web_form", ANY,
     "New submission: Contact us\nname: {name}\nemail: [[email:email_loc]]\nphone: [[phone:phone_loc]]\ntopic: billing\n"
     "message: I was charged twice for the visit on {dos}."),
    ("webform_kv", "web_form", US,
     "first_name={first}\nlast_name={last}\ndob=[[date_of_birth:dob_numeric]]\nssn_last4={four_digits}\nzip=[[address:zip_us]]\n"
     "email=[[email:email_upper]]\nconsent=true"),
    ("webform_urlencoded", "web_form", US,
     "POST /api/v1/intake HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nfirst={first}&last={last}&dob="
     "[[date_of_birth:dob_iso]]&email=[[email:email_urlenc]]&phone=[[phone:phone_urlenc]]&reason=new+patient"),
    ("webform_json", "web_form", EN,
     '{"formId": "appointment-request", "submittedAt": "{iso_ts}", "fields": {"fullName": "{name}", "dateOfBirth": '
     '"[[date_of_birth:dob_iso]]", "email": "[[email:email_loc]]", "mobile": "[[phone:phone_e164]]", "preferredDate": "{dos}"}}'),
    # support tickets in markdown
    ("ticket_md_portal", "support_ticket", US,
     "## Ticket #{ticket}: locked out of portal\n**Reporter:** {name} (`[[email:email_plain]]`)\n**Last login IP:** "
     "`[[ip_address:ip_any]]`\n**Browser:** Chrome {version}\n\n> I changed my phone to [[phone:phone_us_any]] and now the code "
     "never arrives."),
    ("ticket_md_address", "support_ticket", ANY,
     "### Address change request\n| Field | Old | New |\n|---|---|---|\n| Street | [[address:street_loc]] | [[address:street_loc]] |\n"
     "| Postcode | [[address:postcode_loc]] | [[address:postcode_loc]] |\n| Phone | [[phone:phone_loc]] | unchanged |"),
    ("ticket_md_device", "support_ticket", US,
     "**Device:** home BP cuff hub\n**MAC:** [[ip_address:mac]]\n**Public IP:** [[ip_address:ipv4]]\n**Patient MRN:** "
     "[[record_number:mrn_new]]\n\nHub stopped uploading on {dos}; firmware {version}."),
    # e-mail threads
    ("email_thread_quoted", "email", US,
     "Thanks {first}, I've updated your mailing address.\n\n{agent}\n{org}\n\nOn {weekday}, {dos} at {time_ampm} {name} "
     "<[[email:email_plain]]> wrote:\n> Hi, I moved. My new address is\n> [[address:addr_quoted_block]]\n> thanks"),
    ("email_forwarded", "email", ANY,
     "---------- Forwarded message ---------\nFrom: {name} <[[email:email_loc]]>\nDate: {dos}\nSubject: my daughter's claim\n\n"
     "> Please call me on [[phone:phone_loc]], I can't do e-mail at work."),
    ("email_outlook_header", "email", ANY,
     "From: {name} [mailto:[[email:email_loc]]]\nSent: {weekday}, {dos} {time_ampm}\nTo: {org_care_email}\nSubject: RE: EOB question\n\n"
     "The address on the EOB is wrong, it should be [[address:addr_loc_line]]."),
    # SMS
    ("sms_typos_address", "sms", US,
     "hey its {first_lower} cna the nurse come to my {relation}s place insted tmrw, [[address:addr_lower]] thx"),
    ("sms_dob_typo", "sms", US,
     "sry typo earlier, dob is [[date_of_birth:dob_short]] not what i sent lol"),
    ("sms_card", "sms", US,
     "cn u charge my card [[card:card_any]] exp {card_exp} for the copay thx"),
    ("sms_abroad", "sms", INTL,
     "hi its {first_lower}, back home in {city_loc} now. pls send the forms to [[address:addr_loc_line]]. my number here is "
     "[[phone:phone_loc]]"),
    ("sms_new_email", "sms", ANY,
     "new email is [[email:email_loc]] pls update, the old one got hacked"),
    # pasted signatures
    ("sig_patient_full", "email_signature", ANY,
     "--\n{name}\n[[address:addr_loc_block]]\nm: [[phone:phone_loc]] | e: [[email:email_loc]]\n[[url:url_personal]]"),
    ("sig_caregiver_ext", "email_signature", US,
     "{name2}\nCaregiver for {name}\nwork: [[phone:phone_ext]]\ncell: [[phone:phone_us_any]]"),
    # appointment reminders, shipping and billing
    ("reminder_sms_dob", "appointment_reminder", US,
     "{clinic}: reminder for {first} (DOB [[date_of_birth:dob_numeric]]) on {dos} at {time_ampm}. We will text this number, "
     "[[phone:phone_us_any]], if the doctor runs late."),
    ("ship_to_dme", "shipping", US,
     "SHIP TO:\n{name_upper}\n[[address:addr_usps]]\nPHONE: [[phone:phone_us_any]]\nBILL TO: {org_upper}\nITEM: "
     "((E0601 CPAP||E0431 O2 CYL||A4253 TEST STRIPS)) QTY {qty}\nORDER {order_no}  TRACKING {tracking_no}"),
    ("ship_to_military", "shipping", US,
     "Mail-order pharmacy - ship to:\n{name}\n[[address:addr_military]]\nRx {rx} ({drug}), 90-day supply. Order {order_no}."),
    ("ship_to_rural", "shipping", US,
     "Deliver to: {name}\n[[address:addr_rural]]\nCall on arrival: [[phone:phone_us_any]]\nOxygen concentrator rental, "
     "order {order_no}."),
    ("billing_block_card", "billing", US,
     "BILLING ADDRESS\n{name}\n[[address:addr_us_block]]\nCARD NUMBER [[card:card_any]]   EXP {card_exp}\n"
     "AMOUNT {money}   INVOICE {invoice_no}"),
    # ACH and wire forms
    ("ach_enrollment", "banking_form", US,
     "ACH DEBIT AUTHORIZATION\nAccount holder: {name}\nBank routing number (ABA): {aba}\nAccount number: "
     "[[bank_account:acct_us_ach]]\nAccount type: ((Checking||Savings))\nHome address: [[address:addr_us_line]]\n"
     "Signature: ____________  Date: {dos}"),
    # device and telehealth logs
    ("telehealth_session_log", "device_log", US,
     "{iso_ts} INFO session={guid} patient_mrn=[[record_number:mrn_new]] client_ip=[[ip_address:ip_any]] "
     "client_mac=[[ip_address:mac]] codec=opus relay={hostname}"),
    ("dhcp_syslog", "device_log", EN,
     "{log_ts} homehub dhcpd: DHCPACK on 192.168.1.{small_count} to [[ip_address:mac]] ({first_lower}s-iphone) via br0\n"
     "{log_ts} homehub wan: public address [[ip_address:ipv4]] leased; uploading readings for {name}"),
    ("cgm_upload", "device_log", US,
     "CGM upload received {iso_ts} from [[ip_address:ip_port]] for {name}, DOB [[date_of_birth:dob_numeric]]; 288 readings; "
     "mean {small_count} mg/dL."),
    ("vpn_ipv6_log", "device_log", EN,
     "{iso_ts} wg0: peer {first_lower}-laptop handshake from [[ip_address:ip_port]]\n"
     "{iso_ts2} portal: user {first_lower}.{last} viewed visit summary from [[ip_address:ipv6_new]]"),
    ("access_log_patient", "device_log", US,
     "[[ip_address:ipv4]] - - [{log_ts}] \"GET /portal/records/download HTTP/1.1\" 200 48211 \"-\" \"Mozilla/5.0\" "
     "user={first_lower}{last}"),
    # DMV and vehicle forms
    ("dmv_title_application", "vehicle_form", US,
     "APPLICATION FOR CERTIFICATE OF TITLE AND REGISTRATION\nVehicle identification number: [[vehicle_id:vin]]\n"
     "License plate: [[vehicle_id:plate_us]]\nOwner: {name}\nDriver license no.: [[national_id:us_dl]]\nOwner date of birth: "
     "[[date_of_birth:dob_us]]\nResidence address: [[address:addr_us_line]]"),
    ("dmv_placard", "vehicle_form", US,
     "DISABLED PERSON PARKING PLACARD - MEDICAL CERTIFICATION\nApplicant: {name}   DOB [[date_of_birth:dob_numeric]]\n"
     "Vehicle plate (optional): [[vehicle_id:plate_us]]\nCondition: {icd}\nCertifying physician: {doctor_full}, NPI {npi}"),
    ("parking_permit", "vehicle_form", ANY,
     "Patient parking permit (dialysis, 3x weekly)\nName: {name}\nVehicle registration: [[vehicle_id:plate_loc]]\n"
     "Contact: [[phone:phone_loc]]\nValid until {dos}."),
    ("accident_report", "claim_form", US,
     "AUTO ACCIDENT MEDICAL CLAIM {claim_no}\nInjured person: {name}\nInsured vehicle VIN: [[vehicle_id:vin]]\n"
     "Other vehicle plate: [[vehicle_id:plate_us]]\nTitle no.: [[vehicle_id:title_no]]\nTreating facility: {hospital}"),
    # deaths and great ages
    ("obituary_notice", "obituary", US,
     "{name}, [[age_over_89:age_bare]], of {city}, passed away peacefully on [[date_of_death:dod_recent_us]] at ((home||{hospital})). "
     "Born [[date_of_birth:dob_old_us]], ((she||he)) worked for forty years as a ((teacher||machinist||nurse)). Services on {dos}."),
    ("death_certificate", "vital_record", US,
     "CERTIFICATE OF DEATH   State file no. [[record_number:death_cert]]\n1. DECEDENT'S LEGAL NAME: {name_upper}\n"
     "4a. AGE-Last Birthday (Years): [[age_over_89:age_bare]]\n5. SOCIAL SECURITY NUMBER: [[ssn:ssn_any]]\n"
     "6. DATE OF BIRTH (Mo/Day/Yr): [[date_of_birth:dob_old_numeric]]\n24. DATE PRONOUNCED DEAD (Mo/Day/Yr): "
     "[[date_of_death:dod_recent_numeric]]\n"
     "7a. RESIDENCE-STATE: {state_abbr}"),
    ("hospice_note", "clinical_note", US,
     "Hospice RN visit: pt is a [[age_over_89:age_compact]] with end-stage {icd}. Pt expired peacefully at {time} on "
     "[[date_of_death:dod_voice]] with {relation} present. Funeral home notified."),
    ("nursing_census", "clinical_note", US,
     "Night census, unit 4 West\nRm {room}-A  {last_upper}  [[age_over_89:age_compact]]  fall risk\nRm {room}-B  {last2_upper}  "
     "{age_young}M  NPO after midnight\nRm {bed}  (empty)"),
    # dates of birth across turns and in two-digit years
    ("dob_across_turns_chat", "support_chat", US,
     "Agent ({agent}): DOB?\nMember: [[date_of_birth:dob_short]]\nAgent: Thanks. And the ZIP on the account?\nMember: [[address:zip_us]]"),
    ("dob_twodigit_form", "intake_form", ANY,
     "D.O.B. [[date_of_birth:dob_short]]   Age {age_young}\nName {name}\nTel [[phone:phone_loc]]\nGP {doctor}"),
    ("lab_requisition", "lab_form", US,
     "LAB REQUISITION\nPatient: {last_upper}, {first_upper}   Sex: ((F||M))   DOB: [[date_of_birth:dob_us]]\n"
     "Phone: [[phone:phone_us_any]]   Accession: [[record_number:accession]]\nBill to: {org}, [[member_id:member_labelled]]\n"
     "Tests: {loinc} {loinc_name}; CPT {cpt}\nOrdering: {doctor_full} NPI {npi}"),
    ("dental_claim_ada", "claim_form", US,
     "ADA DENTAL CLAIM FORM\n12. Policyholder/Subscriber Name, Address, City, State, Zip Code: {name_upper}, "
     "[[address:addr_usps]]\n13. Date of Birth (MM/DD/CCYY): [[date_of_birth:dob_numeric]]\n15. Policyholder/Subscriber ID "
     "(SSN or ID#): [[ssn:ssn_any]]\n16. Plan/Group Number: {group_no}"),
    ("form_1095b", "tax_form", US,
     "Form 1095-B Part IV - Covered Individuals\n(a) Name: {name}   (b) SSN or other TIN: [[ssn:ssn_any]]   (c) DOB (if SSN or "
     "other TIN is not available):\n(a) Name: {name2}   (b) SSN or other TIN:    (c) DOB: [[date_of_birth:dob_numeric]]\n"
     "Covered all 12 months: X"),
    ("in_discharge", "clinical_note", ("en_IN",),
     "DISCHARGE CARD\nPatient: {name}   Age/Sex: {age_young}/((M||F))\nUHID: [[record_number:mrn_new]]\n{natid_label}: "
     "[[national_id:natid_loc]]\nAddress: [[address:addr_loc_block]]\nMobile: [[phone:phone_loc]]"),
    ("ph_hmo_letter", "claim_form", ("en_PH",),
     "Letter of authorization\nMember: {name}\n{natid_label}: [[national_id:natid_loc]]\nAddress: [[address:addr_loc_line]]\n"
     "Contact no.: [[phone:phone_loc]]\nHospital: {hospital}"),
    ("au_income_protection", "claim_form", ("en_AU",),
     "Income protection claim {claim_no}\nClaimant: {name}\nTax file number: [[national_id:au_tfn]]\nPostal address: "
     "[[address:addr_loc_line]]\nPay benefit to [[bank_account:bank_loc]]"),
    ("uk_dvla_medical", "vehicle_form", ("en_GB",),
     "DVLA medical questionnaire\nDriver number: [[national_id:uk_driving_licence]]\nFull name: {name}\nDate of birth: "
     "[[date_of_birth:dob_en]]\nAddress: [[address:addr_loc_line]]\nCondition: epilepsy, last seizure {dos}"),
    # URLs that name a person
    ("url_fundraiser", "assistant_answer", ANY,
     "The member's {relation} sent [[url:url_personal]] while asking whether money raised for the member's care counts "
     "toward the out-of-pocket maximum; it does not."),
    ("url_portal_link", "email", US,
     "Hi {first}, your results are ready: [[url:url_portal]] (sign in first). Questions? Call {clinic_phone}."),
    # IDs in chats and cards
    ("ip_chat_unblock", "support_chat", ANY,
     "Member: the portal says access denied for [[ip_address:ip_any]], that's my home connection\nAgent: I've added an "
     "exception to ticket {ticket}."),
    ("member_card_ocr", "claim_form", US,
     "ID CARD (scanned)\n{org_upper}\nMEMBER {name_upper}\nID [[member_id:member_us]]\nGROUP {group_no}\nRxBIN 004336 RxPCN "
     "ADV RxGRP {group_no}\nPCP COPAY {copay}"),
    ("mbi_card", "claim_form", US,
     "MEDICARE HEALTH INSURANCE\nName/Nombre {name_upper}\nMedicare Number/Número de Medicare [[member_id:mbi_new]]\n"
     "Entitled to/Con derecho a HOSPITAL (PART A) {dos}\nMEDICAL (PART B) {dos2}"),
    ("passport_travel", "claim_form", US,
     "Travel medical evacuation request\nTraveler: {name}\nPassport no.: [[national_id:us_passport]]\nITIN: [[national_id:itin]]\n"
     "Local contact abroad: [[phone:phone_world]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("hl7_ack_clean", "ehr_export", US,
     "MSH|^~\\&|EHR|JRC|REGADT|JRC|{ts}||ACK^A08^ACK|{ctrl}|P|2.5.1\nMSA|AA|{ctrl2}|Message accepted\n"
     "ERR|||207^Application internal error^HL70357|W|||duplicate NTE segment ignored"),
    ("hl7_mfn_staff_clean", "ehr_export", US,
     "MSH|^~\\&|CRED|CMH|EHR|JRC|{ts}||MFN^M02|{ctrl}|P|2.5\nMFI|PRA^Practitioner Master File^HL70175||UPD|||NE\n"
     "MFE|MAD|{ctrl2}|{ts2}|{npi}^{doc_last_upper}^{doc_first_upper}\nSTF|{npi}|{npi}^^^NPI|{doc_last_upper}^{doc_first_upper}^^^MD"
     "|P|||A|CARD^Cardiology"),
    ("fhir_organization_clean", "ehr_export", US,
     '{"resourceType": "Organization", "identifier": [{"system": "http://hl7.org/fhir/sid/us-npi", "value": "{npi}"}, '
     '{"system": "urn:oid:2.16.840.1.113883.4.4", "value": "{ein}"}], "name": "{org}", "telecom": [{"system": "phone", '
     '"value": "{org_phone}"}, {"system": "fax", "value": "{org_fax}"}, {"system": "email", "value": "{org_care_email}"}], '
     '"address": [{"text": "{org_street_addr}"}]}'),
    ("fhir_insurance_plan_clean", "ehr_export", US,
     '{"resourceType": "InsurancePlan", "identifier": [{"value": "{plan_id}"}], "name": "{org} Silver PPO {year}", '
     '"period": {"start": "{eff_iso}"}, "plan": [{"type": {"text": "PPO"}, "generalCost": [{"cost": {"value": 1500, '
     '"currency": "USD"}, "comment": "individual deductible"}], "specificCost": [{"category": {"text": "specialist visit"}, '
     '"benefit": [{"cost": [{"value": {"value": 45}}]}]}]}]}'),
    ("csv_claims_clean", "report", US,
     "claim_no,dos,cpt,icd10,billed,allowed,paid,status\n{claim_no},{dos_iso},{cpt},{icd},{amount},{amount2},{amount3},PAID\n"
     "{claim_no2},{dos_iso2},{cpt2},{icd2},{amount4},{amount5},0.00,DENIED-CO197"),
    ("tsv_fee_schedule_clean", "report", US,
     "CPT\tMod\tDescription\tFee\tEffective\n99213\t\tOffice visit, established, low complexity\t{amount}\t{eff_iso}\n99214\t25\t"
     "Significant, separately identifiable E/M\t{amount2}\t{eff_iso}\n71046\tTC\tChest X-ray, 2 views, technical component\t"
     "{amount3}\t{eff_iso}"),
    ("csv_provider_directory_clean", "report", US,
     "npi,tax_id,practice,specialty,accepting_new,phone,fax,address\n{npi},{ein},{clinic},Family Medicine,Y,{clinic_phone},"
     "{clinic_fax},\"{org_street_addr}\"\n{npi2},{ein},{clinic},Pediatrics,N,{clinic_phone},{clinic_fax},\"{org_street_addr}\""),
    ("fax_cover_org_clean", "fax", US,
     "FACSIMILE\nFrom: {org} Provider Relations   Fax: {org_fax}   Phone: {org_phone}\nTo: Billing office, {clinic}   Fax: "
     "{clinic_fax}\nPages: {pages}\nRe: Corrected claims {claim_no} and {claim_no2}, dates of service {dos} and {dos2}\n\n"
     "Please resubmit with modifier 59 on line 2. Reference {ref_no}."),
    ("formulary_update_clean", "pharmacy", US,
     "Formulary update effective {dos}: {drug} (NDC {ndc}) moves from Tier 2 to Tier 3; quantity limit {qty} per 30 days. "
     "Step therapy applies for new starts. Prior authorization form {ref_no} is on {org_web}."),
    ("leaflet_clean", "pharmacy", US,
     "PATIENT INFORMATION\n{regimen}. Do not stop without asking your doctor. Store below 25 °C.\nLot {lot}   EXP {exp_date}   NDC {ndc}\n"
     "Side effects? Call your doctor or the pharmacist line {tollfree}."),
    ("discharge_instructions_clean", "clinical_note", US,
     "DISCHARGE INSTRUCTIONS\nTake {regimen}. Return to the emergency department for chest pain, fever over 38.5 °C, or "
     "shortness of breath. Your follow-up appointment is {weekday}, {dos} at {time_ampm} with {doctor}. Questions: {clinic_phone}."),
    ("referral_policy_clean", "referral", US,
     "Referral requirements for {year}: HMO members need a referral from their PCP before specialist visits, except OB/GYN and "
     "behavioral health. Fax referrals to {org_fax} with the rendering NPI and Tax ID. Turnaround is 2 business days."),
    ("pa_criteria_clean", "prior_auth", US,
     "Criteria for {cpt} (MRI, lower extremity): six weeks of conservative therapy documented, X-ray within 60 days, and a "
     "diagnosis such as {icd}. Request through the portal or fax {org_fax}. Authorization numbers look like {auth_no}."),
    ("call_benefits_clean", "call_transcript", US,
     "[{clock_a}] AGENT ({agent}): Member services, how can I help?\n[{clock_b}] CALLER: I'm {age_young} and I want to know if my "
     "deductible reset.\n[{clock_c}] AGENT: It resets on January 1; you've met ${deductible_met} of your $1,500 deductible.\n"
     "[{clock_d}] CALLER: Great.\n"
     "[{clock_e}] AGENT: Your reference number for this call is {ref_no}."),
    ("ivr_voice_clean", "voice_transcript", US,
     "IVR transcript: thank you for calling {org} for claims press 1 for pharmacy press 2 your reference number is "
     "{ref_voice} again {ref_voice} our nurse line is {tollfree_voice} goodbye"),
    ("webform_provider_inquiry_clean", "web_form", US,
     "inquiry_type=claim_status\nnpi={npi}\ntax_id={ein}\nclaim_number={claim_no}\ndate_of_service={dos}\nbilled_amount={money}\n"
     "submitted={iso_ts}"),
    ("webform_feedback_clean", "web_form", US,
     "rating: 4\nvisit_date: {dos}\nclinic: {clinic}\nprovider: {doctor}\ncomments: the front desk was great but parking lot B "
     "was full and the wait was {visits} minutes"),
    ("ticket_md_bug_clean", "support_ticket", US,
     "## Bug #{ticket}: eligibility check times out\n- Client version `{version}` on build `{sha}`\n- Request id `{guid}`\n"
     "- Fails at {iso_ts} with `{errcode}` from `https://localhost:8443/api/eligibility`; works against 127.0.0.1 in dev\n"
     "- Expected: 200 within 2 s"),
    ("ticket_md_claims_clean", "support_ticket", US,
     "### Claims question\n**Claim:** {claim_no}  \n**DOS:** {dos}  \n**Billed / allowed:** {money} / {money2}\n\n"
     "Denied with CARC 197 (precertification absent). Provider may appeal at {org_appeals_addr} or {org_appeals_email}."),
    ("email_staff_thread_clean", "email", US,
     "Thanks, I'll load the new fee schedule on {dos}.\n\nOn {weekday}, {dos2} at {time_ampm} Care Team <{org_care_email}> wrote:\n"
     "> The {year} schedule raises {cpt} to {money}. Group {group_no} renews on {eff_iso}.\n> Reference {ref_no}."),
    ("newsletter_clean", "email", US,
     "{org} member news: flu shots are free at in-network pharmacies through {dos}. Members 65 and older can get the high-dose "
     "vaccine. Visit {org_web} or call {tollfree}. This year {count} members used telehealth."),
    ("sms_clinic_reminder_clean", "sms", US,
     "{clinic}: appt {weekday} {dos} {time_ampm} w/ {doctor}. Reply C to confirm, R to resched. Qs? {clinic_phone}. STOP to opt out"),
    ("sms_member_question_clean", "sms", US,
     "hi is my copay for urgent care still {copay}?? i have appt thurs at 3 and claim {claim_no} says denied, whats CO-197"),
    ("appointment_email_clean", "appointment_reminder", US,
     "Your appointment\n{weekday}, {dos} at {time_ampm}\nLocation: {org} Care Center, {org_street_addr}\nProvider: {doctor}\n"
     "Confirmation: {conf_no}\nNeed to cancel? Call {clinic_phone} at least 24 hours ahead."),
    ("shipping_notice_clean", "shipping", US,
     "Your order {order_no} has shipped.\nCarrier: UPS   Tracking: {tracking_no}\nItems: CPAP filters (6), tubing (1)\n"
     "Returns within 30 days to {org_street_addr}."),
    ("billing_statement_clean", "billing", US,
     "STATEMENT DATE {dos}\nInvoice {invoice_no}\nAging: 0-30 {money}  31-60 $0.00  61-90 $0.00  90+ $0.00\nAmount due {money2}\n"
     "Pay at {org_web} or mail to {org_appeals_addr}. Federal Tax ID {ein}."),
    ("ach_instructions_clean", "banking_form", US,
     "To pay premiums by ACH, use routing number {aba} and the account number printed on your invoice, with invoice "
     "{invoice_no} as the reference. Wires need SWIFT {bic}. Questions: {org_phone}."),
    ("telehealth_platform_log_clean", "device_log", US,
     "{iso_ts} INFO session={guid} codec=opus bitrate_kbps={small_count} jitter_ms=12 packet_loss=0.4% relay={hostname} "
     "turn=turn.cascadiamutual.org:{port} app={version}"),
    ("server_log_clean", "device_log", US,
     "{iso_ts} WARN upstream 10.20.4.17:8080 slow ({small_count} ms); health check from 127.0.0.1 ok; listening on [::1]:8443; "
     "allowlist 10.0.0.0/8, fd00::/8; build {sha}"),
    ("parking_info_clean", "vehicle_form", US,
     "Visitor parking: use lot B, level 3. Vehicles with a disability placard may park in rows A-C. Validation at the front desk "
     "($2 per hour, $10 daily maximum). EV chargers on level 1. Shuttle every 15 minutes from {time_ampm} on weekdays."),
    ("deidentified_summary_clean", "clinical_note", US,
     "De-identified extract\nPatient: [NAME]   DOB: [REDACTED]   MRN: ********\nPhone: (XXX) XXX-XXXX   SSN: ***-**-****\n"
     "{age_young}-year-old with {icd}. {lab}. {lab_extra}. Plan: {regimen}."),
    ("lab_reference_clean", "ehr_export", US,
     "LOINC {loinc} {loinc_name}: reference 4.0-5.6 %, critical above 14. Specimen stable 7 days at 2-8 °C. "
     "CPT {cpt}. Turnaround 24 h. Reviewed {dos}."),
    ("history_clean", "education", US,
     "Module 3: Edward Jenner (17 May 1749 - 26 January 1823) tested the first vaccine; Ignaz Semmelweis (born 1 July 1818, "
     "died 13 August 1865) urged hand-washing; Marie Curie died on 4 July 1934. Medicare was signed into law on July 30, 1965, "
     "and HIPAA on August 21, 1996. Quiz due {dos}."),
    ("age_report_clean", "report", US,
     "Membership by age band, {year}: under 18: {count}; 18-64: {count2}; 65-89: {count3}; 90 and over: {small_count}. "
     "Average age {age_young}. Readmission rate {pct}."),
    ("unit_board_clean", "clinical_note", US,
     "4 West board {time}: Rm {room} bed {bed} NPO for OR; Rm {room2} isolation (contact); Rm {room3} discharge pending ride. "
     "Charge RN ext. 4471. Staffing 1:4."),
    ("coding_education_clean", "education", US,
     "Coding tip: report {cpt} with modifier 25 only when a separate E/M is documented. Pair ICD-10 {icd} with HCPCS J0897 "
     "for denosumab; NDC {ndc} in the 11-digit 5-4-2 format. LOINC {loinc} for the lab."),
    ("dosage_calc_clean", "clinical_note", US,
     "Pediatric dosing: a {age_child}-year-old weighing {weight} receives amoxicillin 45 mg/kg/day divided twice daily. "
     "{lab}. Recheck in {visits} days."),
    ("eob_clean", "claim_form", US,
     "EXPLANATION OF BENEFITS\nGroup {group_no}   Plan {plan_id}\nClaim {claim_no}   Service {dos}   {cpt}\nBilled {money}  "
     "Allowed {money2}  You owe {copay}\nTHIS IS NOT A BILL. Appeals: {org_appeals_addr}."),
    # other locales
    ("invoice_local_clean", "billing", INTL,
     "{hospital_loc}\n{org_tax_label}: {org_tax}\n{w_invoice} {invoice_no}\n{w_date}: {dos_loc}\nICD-10: {icd}\n"
     "{w_amount}: {money_eur}\nHotline: {tollfree_loc}"),
    ("reminder_local_clean", "appointment_reminder", INTL,
     "{w_appointment}: {dos_loc}, {time}\n{doctor_loc}, {w_room} {room}\n{w_cancel} {tollfree_loc}"),
    ("overseas_claim_paid_clean", "claim_form", INTL,
     "Your overseas claim {claim_no} for treatment in {country} on {dos_loc} was paid: {money_eur} converted at {rate} = "
     "{money}. Provider's {org_tax_label} {org_tax}. Questions: {org_intl_line}."),
    ("direct_billing_directory_clean", "report", INTL,
     "Direct-billing hospital in {country}: {hospital_loc} ({org_tax_label} {org_tax}), 24-hour freephone {tollfree_loc}. "
     "Assistance from abroad: {org_intl_line}."),
    ("assistance_sms_clean", "sms", INTL,
     "{org} Assistance: case {ref_no} is open. Call {org_intl_line} or freephone {tollfree_loc} in {country}."),
    ("csv_claims_europe_clean", "report", INTL,
     "claim;date;icd10;amount;status\n{claim_no};{dos_loc};{icd};{money_eur};paid\n{claim_no2};{dos_loc2};{icd2};{money_eur2};open"),
    ("lab_local_clean", "ehr_export", INTL,
     "{hospital_loc}, {dos_loc}\nHb 13,{count_digit} g/dl\nCRP {small_count} mg/l\nINR 1,{count_digit}\n{doctor_loc}"),
    ("fhir_org_local_clean", "ehr_export", INTL,
     '{"resourceType": "Organization", "name": "{hospital_loc}", "identifier": [{"type": {"text": "{org_tax_label}"}, '
     '"value": "{org_tax}"}], "telecom": [{"system": "phone", "value": "{tollfree_loc}"}]}'),
    ("pharmacy_local_clean", "pharmacy", INTL,
     "{regimen}\nLot {lot}, EXP {exp_date}\n{w_amount}: {money_eur}\n{w_date}: {dos_loc}"),
    ("email_local_clean", "email", INTL,
     "{w_reply}\n\n{quote_pre}Care Team <{org_care_email}>{quote_post}\n> {claim_no}: {money_eur}, {dos_loc}.\n> {org}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return build_rows(seed, "blind2", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL, FAKER_LOCALES,
                      FILLERS, SLOTS)


def build_rows(
    seed: int, prefix: str, phi_templates: list[tuple[str, str, tuple[str, ...], str]],
    clean_templates: list[tuple[str, str, tuple[str, ...], str]], per_template: int, clean_total: int,
    faker_locales: Any, fillers: Any, slots: Any,
) -> list[dict[str, Any]]:
    """The rows of a set whose templates name their locales (this set's and the later ones'): `per_template` texts of
    each carrying template, then `clean_total` identifier-free ones cycling through `clean_templates`; ids
    "{prefix}-0000" on."""
    rng = random.Random(seed)
    fakers = blind.make_fakers(seed, faker_locales)
    jobs: list[tuple[str, str, tuple[str, ...], str, bool]] = []
    for template_id, genre, locales, body in phi_templates:
        jobs.extend((template_id, genre, locales, body, False) for _ in range(per_template))
    for index in range(clean_total):
        template_id, genre, locales, body = clean_templates[index % len(clean_templates)]
        jobs.append((template_id, genre, locales, body, True))
    rows: list[dict[str, Any]] = []
    for number, (template_id, genre, locales, body, clean) in enumerate(jobs):
        draw = Draw(rng, fakers, fillers)
        locale = draw.pick(list(locales))
        for suffix in ("", "2", "3"):  # the people of a text (name, name2, ...) share its locale
            draw.cache["locale" + suffix] = locale
        text, spans = blind.render(body, draw, slots)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"{prefix}-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
