"""`phone`: phone numbers, read by Google's libphonenumber (`phonenumbers.PhoneNumberMatcher`) in the digit runs that could hold one.

Library: libphonenumber's matcher, with its own leniency levels and extension grammar ("x221",
"ext. 12", "#4"), on a window around each candidate run of the cheap pre-filter (`Runs.phones`:
7 to 15 digits with the separators people use, a leading "+" or "(", the extension that follows),
never on the whole text. The regions are the configured ones: `default_region`, `options.phone_regions`
and the regions of `options.locales` (us -> US, uk -> GB, ca, au, in, sg, ng, ph, za):

- the default region at leniency POSSIBLE, so that fictional 555 numbers count, which models write;
- an international number ("+44(0)161498761", "0049 30 1234567") at POSSIBLE, whatever its region;
- a national number with a trunk 0 of a region of `phone_regions` at POSSIBLE ("030/1234567");
- a national number of a region of `locales` or `phone_regions` when its numbering plan holds it
  (POSSIBLE, then `is_valid_number`), tried when it has a trunk 0 or a phone word stands before it
  ("Please stop texting 612 457 913": a South African mobile);
- a national number of a country the text names (its CLDR name in English or its own language: "Lagos, Nigeria",
  "Magyarország") or whose script it is written in, valid in that country's plan. At most `_REGION_TRIES` matcher calls
  per text go to regions other than the default one, and at most `_MATCHER_CALLS` windows are read
  by the matcher: past them a phone-shaped run counts unread (fail closed), so hostile text stays
  bounded.

A run right after a label of something that is not a phone (policy, group, form, claim, NPI, tax,
reference ... numbers) is not a phone, and one after a personal label is that label's identifier
("NHS number 943 476 5919"); toll-free numbers, numbers that are service lines in at least half of the
plans that hold them, and lines the text gives as an organisation's ("call us at ...") are taken and reported
as no one's; a run followed by a unit of measure ("232-1245 pg/mL") is a quantity, one after a currency an
amount. Arithmetic ("(45)+(31)-278394"), hex dumps ("4f 89 12 34 56 78 90 e8"), digits inside a GUID and two
groups of one length close together (a range of codes: "99212-99215") are not phones, nor is a National Drug Code
("00378-0208-01") or, unless a phone word precedes it, a North American number grouped where its plan's own format
(libphonenumber's) never cuts one, in a group longer than the format's ("99213 27": a procedure code and a count) or
as a local number ("51-17-140": a spectacle frame's measures). Measured against the alternative on
the real-forms sets (scripts/measure_phi_realforms.py): the default region alone with other regions
only after a trunk 0 read 100.0% of the held-out phones and missed 3 of 208 tuning ones
("+353(0)700122234 ext 324", "(07).8507.4623"); this reader misses none (see README's phi section).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import phonenumbers
from babel import Locale
from babel.core import get_global
from phonenumbers import Leniency, PhoneNumberType

from checks.text.identifiers.labels import (
    GROUP_VALUE,
    LABEL_KINDS,
    LINK,
    Label,
    attached_to_impersonal_label,
    labels_before,
    markup_attribute,
)
from checks.text.identifiers.postal import alternation
from checks.text.identifiers.reading import (
    CLDR_LANGUAGES,
    HYPHENS,
    NOT_PERSONAL,
    Detector,
    DetectorSettings,
    Found,
    Reading,
    date_starting_inside,
    in_hex_token,
    is_date,
)
from checks.text.vocabulary import CURRENCY_SIGNS

# A run of digits a phone number could be made of (a leading "+" or "(", separators between; a line broken after a
# hyphen, as a PDF's text extraction leaves "(318) 546-\n5518"). A dot followed by a space ends a sentence, not a
# group: "call (715) 555-0126. 212 Bridge Street". An extension may be glued on ("937-555-0142x221"): the run ends
# before it.
_PHONE_RUN = re.compile(
    rf"(?:\+[ \t]?|\(\+)?\(?\d(?:[\d \t()\-{HYPHENS}/]|\.(?![ \t\n])|-\n){{5,}}\d(?:\)|(?!\w)|(?=[xX]\d{{1,6}}\b))"
)
_PHONE_LEAD = frozenset("+(")
# A bracket opened after a whole number's digits starts a note of its own ("839-754-8855 (2026)", "(839) 754-8855
# (2026-02-13 11:15)"), not one of the number's groups: "+44 (0)161 498 761" opens it after two.
_NOTE_BRACKET = re.compile(r"[ \t]\(")
_DIGITS_BEFORE_A_NOTE = 7
_SINGLE_DIGIT_GROUP = re.compile(r"\.\d(?!\d)")  # no phone written with dots has a one-digit group after one
# Before a slash a phone has an area code: a trunk "0" ("030/1234567"), a "+", or three digits ("617/555-0143").
_PHONE_SLASH_HEAD = re.compile(r"[(+]|0|\d{3}/")
_YEAR_RANGE = re.compile(r"(?:19|20)\d\d\s?[-\u2013/]\s?(?:19|20)\d\d")
_PLAIN_DECIMAL = re.compile(r"\d+\.\d+")
_SPACED_DATE = re.compile(r"(?:0?[1-9]|[12]\d|3[01])\.\s(?:0?[1-9]|1[0-2])\.\s(?:19|20)\d{2}(?!\d)")
# How far past a run the matcher may read an extension ("x221", " ext. 324", ", extension 12"): the
# window it is handed ends here, or at the line's end.
_EXTENSION_REACH = 20
# A "+" after an operand is arithmetic, no international prefix: "(45)+(31)-278394", "12+555 123 4567".
_OPERAND_BEFORE = re.compile(r"[\d)\]]$")
# Two-character hex groups ("4f 89 12 34 56 78 e8 2c"): a dump, or a MAC or key read byte by byte.
_HEX_PAIR = re.compile(r"[0-9A-Fa-f]{2}")
# The phone words of the scripts whose plans `script_regions` reads: Arabic, Persian and Urdu, Cyrillic (Russian,
# Ukrainian, Mongolian), Georgian, Hebrew, Devanagari, Thai, Khmer and Amharic.
_SCRIPT_PHONE_WORDS = (
    r"هاتف|الهاتف|جوال|الجوال|موبايل|تلفون|تلفن|همراه|موبائل|فون|телефон|тел|моб|мобільний|утас|ტელ|ტელეფონი|טלפון|נייד"
    r"|फोन|मोबाइल|โทร|ទូរស័ព្ទ|ስልክ"
)
# Words that make the number after them a phone, for a national number of a region other than the
# default one written without its trunk 0 ("Please stop texting 612 457 913").
_PHONE_WORDS = re.compile(
    r"\b(?:phone[ds]?|phoning|telephone|tel|mobile|mob|cell(?:phone)?|hp|h/p|handphone|whatsapp|sms|texts?|texted|texting|"
    # the same words in the languages of the configured regions: Telefon, téléphone, teléfono, telefone, puhelin ...
    r"t[ée]l[ée]phone|t[ée]l\.?|telefon(?:nummer|o)?|tel[ée]fono|telefone|telemóvel|telemovel|m[óo]vil|celular|cellulare|"
    r"portable|handy|mobil(?:telefon|nummer)?|tlf\.?|puhelin|gsm|numer|nummer|n[úu]mero|telefown|mowbajl|"
    r"messag(?:e|ed|ing)|call(?:s|ed|ing)?|ring(?:s|ing)?|rang|dial(?:l?ed|l?ing)?|fax|reach(?:ed)?|contact(?:ed)?|"
    r"number|" + _SCRIPT_PHONE_WORDS + r")\b",
    re.IGNORECASE,
)
_PHONE_WORD_REACH = 40
_OTHER_LETTERS = re.compile(r"[^\W\d_A-Za-z]")  # a letter of another alphabet than English's
# A letter or digit glued before a run makes it a piece of a word ("AB123"), except a letter of a script that writes its
# prepositions as a word's first letter (Amharic "በ011 667 6767": at 011 ..., Arabic "ب", Hebrew "ב").
_GLUED = re.compile(r"[^\W_\u0590-\u06ff\u1200-\u137f]")
# A phone word of another script right before bare digits, as a form's label ("الهاتف: 97424269", "Утас: 95781238").
_SCRIPT_PHONE_LABEL = re.compile(r"(?:" + _SCRIPT_PHONE_WORDS + r")[^\w\n]{0,12}\Z", re.IGNORECASE)
_CODE_AND_AMOUNT = re.compile(r"\d{4,5} \d{1,5}\.\d{2}")
_YEAR_SERIAL = re.compile(r"(?:19|20)\d{2}[-/]\d{5,7}")
# Two times of a 24-hour clock, minutes on the five, joined as a range: an OR block's or a shift's "0700-1900", and
# opening hours with the minutes after a dot or a colon ("07.00-15.00", as Indonesia, Finland or Denmark print them).
_TIME_RANGE = re.compile(
    rf"(?:[01]\d|2[0-4])[.:]?[0-5][05][ \t]?[-{HYPHENS}][ \t]?(?:[01]\d|2[0-4])[.:]?[0-5][05]"
)
# A run that goes on as a path of slash-joined parts is a document's number ("izin 503/0160/DPMPTSP/2025": a permit's).
_PATH_AFTER = re.compile(r"/[A-Za-z][\w.-]*/")
# Two groups of one length joined by a hyphen, dash or slash: "99212-99215", "(92004/92014)".
_TWO_GROUPS = re.compile(rf"\(?(\d{{4,6}})[ \t]?[-{HYPHENS}/][ \t]?(\d{{4,6}})\)?")
# A currency's sign or code right before the run makes it an amount ("Cover limit USD 255.00. 24-hour ...").
_CURRENCY_BEFORE = re.compile(
    r"(?:[" + re.escape("".join(sorted(CURRENCY_SIGNS))) + r"]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|SEK|NOK|DKK|PLN|CZK|INR|kr)\.?)[ \t]?$"
)
# A unit of measure right after the run makes it a quantity or a range ("232-1245 pg/mL", "150-400 x10^3/uL",
# "3500-4200 mg"): the units of lab and dosing tables (UCUM's common ones), alone or per volume, mass or time.
_AMOUNT_UNIT = r"(?:[mun\u00b5\u03bcpfk]?(?:g|mol|Eq|IU|L)|mcg|mL|dL|U|units|cells|copies)"
_UNIT_AFTER = re.compile(
    r"[ \t]?(?:" + _AMOUNT_UNIT + r"/(?:[mun\u00b5\u03bcd]?L|kg|min|h|hr|d|day|m2|HPF|hpf)|x ?10\^?\d"
    r"|" + _AMOUNT_UNIT + r"|mmHg|bpm|kcal"
    # and the units of physical quantities: frequency, sound level, length ("500-2000 Hz", "1200-2500 mm")
    r"|[kMG]?Hz|dB(?:\s?HL)?|[mck]m|nm)(?![\w/])"
)
# Matcher calls for national numbers of regions other than the default one, per text: past them only
# the default region is read (each call costs 20 to 80 us; a 64 KB answer holds thousands of runs).
_REGION_TRIES = 400
# Candidate windows handed to the matcher per text. Past them a run that passed the cheap filters counts as
# a phone without the matcher's reading: an answer with that many phone-shaped numbers is blocked anyway
# (phi lists `max_findings`, 64 by default), and 64 KB of "+44(0)161498761 " costs 0.8 s of matcher calls.
_MATCHER_CALLS = 512
# The plans' number types that only organisations hold: free, shared-cost, premium-rate and national service
# ("universal access") numbers. A person's line is fixed, mobile, VoIP, personal or a pager.
_SERVICE_TYPES = frozenset({PhoneNumberType.TOLL_FREE, PhoneNumberType.SHARED_COST, PhoneNumberType.PREMIUM_RATE,
                            PhoneNumberType.UAN})
# The North American Numbering Plan's local numbers begin with their exchange, whose first digit is 2 to 9 (NXX-XXXX).
# The matcher's POSSIBLE reads length alone, so without this "Leaflet 185-2026" would read as a line. After a phone
# word the number counts whatever it begins with ("call 123-4567", fail closed). A ten-digit run keeps its reading
# ("1234567890" is a placeholder a model writes for a line).
_NANP_LOCAL = re.compile(r"[2-9]\d{6}")
# A National Drug Code as the FDA prints it, hyphens between labeler, product and package: 4-4-2, 5-3-2 or 5-4-1
# (ten digits) and the 5-4-2 of HIPAA's eleven-digit form ("00378-0208-01", "50090-4570-0" in a pharmacy's list).
_NDC = re.compile(r"\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d{1,2}")
# An HL7 v2 coded element's identifier: the code, its text, then its coding system of HL7 table 0396
# ("IIM|03439074681^ONC-VIAL^NDC", "OBX|1|CE|2093-3^Cholesterol^LN"). A telephone field (XTN) holds its use and its
# equipment there ("^PRN^PH"), never a coding system.
_HL7_CODING_SYSTEM_AFTER = re.compile(
    r"\^[^^|~\r\n]{0,80}\^(?:NDC|LN|CPT4?|C4|C5|HCPCS|HCPT|I9C?|I10[CP]?|ICD10(?:CM|PCS)?|SCT|SNM3?|RXNORM|CVX|MVX|UCUM|NUCC"
    r"|99[A-Z0-9]{1,8}|L)(?=[|^~\r\n]|$)"
)
# A number written in a phone's own layout, its area code in brackets ("(218) 555-0151"): after a label of another kind
# ("Arrowhead Bluffs Health Plan | (218) 555-0151") it is still read as a phone, not as that label's value.
_BRACKETED_AREA_CODE = re.compile(r"\(\d{2,5}\)[ \t]?\d")
# libphonenumber's region for a locale of `options.locales` where the two differ ("any" has none).
_LOCALE_REGION = {"uk": "GB", "any": ""}


def locale_regions(locales: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The phone regions of `locales` (us -> US, uk -> GB ...), those libphonenumber knows, in order."""
    regions: list[str] = []
    for locale in locales:
        region = _LOCALE_REGION.get(locale.lower(), locale.upper())
        if region in phonenumbers.SUPPORTED_REGIONS and region not in regions:
            regions.append(region)
    return tuple(regions)


# The regions a script's letters before a number point to, for a national number no configured region holds
# ("보호자 연락처: 010-8794-3280": a Korean mobile): each script is written in few countries, so the number is tried in
# their plans too (valid numbers only, within `_REGION_TRIES`). Latin letters say too little; Cyrillic narrows it to the
# plans of the countries that write it; Urdu's own letters (ٹ ڈ ڑ ں ے) to Pakistan and India, Persian's
# (پ چ ژ گ) to Iran and Afghanistan, Arabic's to the Gulf, Egypt, Pakistan, Iran, the Levant and the Maghreb.
_SCRIPT_REGIONS = (
    (re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]"), ("KR",)),  # Hangul
    (re.compile(r"[\u3040-\u30ff]"), ("JP",)),  # Hiragana, Katakana
    (re.compile(r"[\u4e00-\u9fff]"), ("CN", "TW", "HK")),  # Han without kana
    (re.compile(r"[\u0e00-\u0e7f]"), ("TH",)),
    (re.compile(r"[\u10a0-\u10ff]"), ("GE",)),
    (re.compile(r"[\u0530-\u058f]"), ("AM",)),
    (re.compile(r"[\u0590-\u05ff]"), ("IL",)),
    (re.compile(r"[\u0370-\u03ff]"), ("GR", "CY")),
    (re.compile(r"[\u0900-\u097f]"), ("IN", "NP")),
    (re.compile(r"[\u0400-\u04ff]"), ("RU", "UA", "KZ", "BY", "MN", "UZ", "KG", "BG", "RS", "MK")),
    (re.compile(r"[\u0679\u0688\u0691\u06ba\u06d2]"), ("PK", "IN")),
    (re.compile(r"[\u067e\u0686\u0698\u06af]"), ("IR", "AF")),
    (re.compile(r"[\u0600-\u06ff]"),
     ("SA", "AE", "EG", "PK", "IR", "JO", "IQ", "KW", "QA", "OM", "BH", "LB", "MA", "DZ", "TN")),
    (re.compile(r"[\u0980-\u09ff]"), ("BD", "IN")),
    (re.compile(r"[\u1780-\u17ff]"), ("KH",)),  # Khmer
    (re.compile(r"[\u1200-\u137f]"), ("ET", "ER")),  # Ethiopic
)
_SCRIPT_REACH = 80


def script_regions(text: str, start: int) -> tuple[str, ...]:
    """The regions of the first script of `_SCRIPT_REGIONS` written in the `_SCRIPT_REACH` characters before `start`."""
    floor = max(0, start - _SCRIPT_REACH)
    for letters, regions in _SCRIPT_REGIONS:
        if letters.search(text, floor, start):
            return regions
    return ()


# The countries a text names, for its national numbers that no configured region holds ("Ikeja Lagoon Eye Centre,
# Lagos, Nigeria ... Phone: 0808-413-0740": a Nigerian mobile, which Britain's plan reads as a freephone): each
# country's name as the CLDR writes it in English and in its own languages among `CLDR_LANGUAGES` ("Magyarország",
# "Việt Nam"). Tried after the default region, as the script's regions are. Not the countries whose English name is
# also a person's name or a US state's (Georgia, Jordan, Chad, Jersey, Israel).
_NAME_ALSO_A_PERSONS_OR_A_STATES = frozenset({"GE", "JO", "TD", "JE", "IL", "US"})
_NAMED_REGIONS_MAX = 3


def _country_names() -> dict[str, str]:
    spoken = get_global("territory_languages")
    names: dict[str, str] = {}
    for language in CLDR_LANGUAGES:
        for region, name in Locale.parse(language).territories.items():
            if (
                region in phonenumbers.SUPPORTED_REGIONS and region not in _NAME_ALSO_A_PERSONS_OR_A_STATES
                and (language == "en" or language in spoken.get(region, {}))
            ):
                names.setdefault(name, region)
    return names


_COUNTRY_REGION = _country_names()
_COUNTRY_NAME = re.compile(r"(?<!\w)(?:" + alternation(set(_COUNTRY_REGION)) + r")(?!\w)")


def named_regions(text: str) -> tuple[str, ...]:
    """The regions of the first `_NAMED_REGIONS_MAX` countries the text names, in order."""
    regions: dict[str, None] = {}
    for name in _COUNTRY_NAME.finditer(text):
        regions[_COUNTRY_REGION[name.group(0)]] = None
        if len(regions) == _NAMED_REGIONS_MAX:
            break
    return tuple(regions)


class _TextRegions:
    """The plans a text points to beyond the configured ones: its script's before a number and the countries it names
    (`named_regions`, read once, when a number is first tried in other plans than the default one)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.named: tuple[str, ...] | None = None

    def at(self, start: int) -> tuple[str, ...]:
        if self.named is None:
            self.named = named_regions(self.text)
        return tuple(dict.fromkeys(script_regions(self.text, start) + self.named))


def find_phones(reading: Reading) -> list[Found]:
    """Phone numbers, read by libphonenumber in the digit runs that could hold one: (kind, start, end).
    A run right after a personal label is that label's identifier instead ("NHS number 943 476 5919");
    an organisation's line (toll-free, "call us at ...") comes as `NOT_PERSONAL`, so no detector reads it."""
    text, runs, dates, settings = reading.text, reading.runs.phones, reading.dates, reading.settings
    out = []
    covered = organisation_end = -1
    budget = [_REGION_TRIES]
    calls = 0
    other_regions = _TextRegions(text)
    for run_start, run_end in runs:
        if run_start < covered:
            continue
        following = text[run_end + 1:run_end + 2]
        if run_end - run_start < 7 and not (following.isdigit() or following in "( -."):
            continue
        start = run_start
        while start > 0 and run_start - start < 3 and text[start - 1] in _PHONE_LEAD or text[start - 1:start] == " " and text[start - 2:start - 1] == "+":
            start -= 1
        if not (start == 0 or text[start - 1] not in "-_./+" and not _GLUED.match(text, start - 1)):
            continue
        if text[start:start + 1] == "+" and _OPERAND_BEFORE.search(text, max(0, start - 2), start):
            continue  # "(45)+(31)-278394": a sum
        run = _PHONE_RUN.match(text, start)
        while run is None and start < run_start:  # "((860) 555-0146 for oxygen)": the lead that makes a number
            start += 1
            run = _PHONE_RUN.match(text, start)
        if run is None:
            continue
        start, end = run.span()
        noted = next((bracket.start() for bracket in _NOTE_BRACKET.finditer(text, start, end)
                      if sum(c.isdigit() for c in text[start:bracket.start()]) >= _DIGITS_BEFORE_A_NOTE), None)
        if noted is not None:
            covered, end = end, noted  # the note's digits are read with the number's or not at all
        cued = _PHONE_WORDS.search(text, max(0, start - _PHONE_WORD_REACH), start) is not None
        date = date_starting_inside(dates, start, end)
        if date is not None and (date.end > end or not cued):
            # "90471 16 September, 2025": a code, then a date whose day the run took; "07:45 2026-04-07": a time's
            # minutes, then a date (after a phone word, a date ending the run is the line's last groups)
            end = date.start
            while end > start and not text[end - 1].isdigit():
                end -= 1
        covered = max(covered, end)
        written = text[start:end]
        digits = sum(c.isdigit() for c in written)
        if (
            not 7 <= digits <= 15
            or written.count("(") != written.count(")")  # "1976-77)1979": text glued together, not a number
            or "/" in written and "." in written  # "107.1/96.9": figures
            or "." in written and _SINGLE_DIGIT_GROUP.search(written)  # "1.2.840.10008", "24.3.118": an OID, a version
            or "/" in written and not _PHONE_SLASH_HEAD.match(written)  # "2016/679": a regulation's number
            or _PLAIN_DECIMAL.fullmatch(written)
            or _YEAR_RANGE.fullmatch(written)
            # "E/M codes 99212-99215", "exam (92004/92014)": a range, or two codes of a family; not after a phone word
            # ("Mobile: 9276-9318": a number in two groups of four, as Singapore and Hong Kong print theirs)
            or _close_pair(written) and not _phone_field(text, labels_before(text, start), start)
            or _CODE_AND_AMOUNT.fullmatch(written)  # "Lines: 66984 223.91": a procedure code and its amount
            # "Report 2025-047786": a year and a serial, as references print; no plan groups a phone four and six
            or _YEAR_SERIAL.fullmatch(written) and not cued
            or _NDC.fullmatch(written) and not cued
            or _HL7_CODING_SYSTEM_AFTER.match(text, end)  # "03439074681^ONC-VIAL^NDC": a coded element's code
            or _TIME_RANGE.fullmatch(written) and not cued  # "GYN 0700-1900": a block of hours
            or _SPACED_DATE.match(text, run_start)  # "27. 7. 2025": a date as Czech, Slovak and German write it
            or _UNIT_AFTER.match(text, end)  # "Vitamin B12 232-1245 pg/mL": a range of a quantity
            or _PATH_AFTER.match(text, end)  # "503/0160/DPMPTSP/2025": a permit's number
            or _CURRENCY_BEFORE.search(text, max(0, start - 5), start)  # "USD 255.00. 24-hour": an amount
            or is_date(dates, run_start, run_end)
            or _hex_dump(text, start, end)
            or in_hex_token(text, run_start, run_end)  # "3f2504e0-4f89-11d3-9a0c-0305e82c3301": a GUID
        ):
            continue
        if attached_to_impersonal_label(text, start) and not _labelled_right_before(text, start):
            continue  # the label's further value in a list: "claims 2691979399932 and 0449-9683-3270"
        labels = labels_before(text, start)
        if (
            labels and labels[-1].kind != "phone" and LINK.fullmatch(text, labels[-1].end, start)
            and not (labels[-1].kind is not None and _BRACKETED_AREA_CODE.match(written))
        ):
            if markup_attribute(text, labels[-1]):
                continue
            if labels[-1].kind is not None and not (text[end:end + 1] in "-/" and GROUP_VALUE.match(text, end + 1)):
                # "NHS number 943 476 5919": the label's kind, spaces and all ("88-4410023-GRP": a group's)
                out.append(Found(labels[-1].kind, labels[-1].start, end))
            continue  # a plan's, form's or claim's number
        if written.isdigit() and any(text[label.start:label.end].lower() == "npi" for label in labels):
            continue  # "the NPI of the treating provider is 1234567893": a provider's number
        if written.isdigit() and digits not in (10, 11) and not (
            _says_phone(text, labels, start) or _SCRIPT_PHONE_LABEL.search(text, max(0, start - _PHONE_WORD_REACH), start)
        ):
            continue  # a bare digit string with nothing to say it is a phone
        line_end = text.find("\n", end, end + _EXTENSION_REACH)
        window_end = end if noted is not None else line_end if line_end >= 0 else end + _EXTENSION_REACH
        window = text[start:window_end].replace("-\n", "- ")  # a note's digits are no extension
        calls += 1
        if calls > _MATCHER_CALLS:  # past the bound, what passed the cheap filters counts unread (fail closed)
            out.append(Found("phone", start, end))
            continue
        personal = _PERSON_IN_LINE.search(text, max(0, start - _PHONE_WORD_REACH), start) is not None
        foreign = written.isdigit() and not _cued_right_before(text, start) and (
            _OTHER_LETTERS.search(text, max(0, start - _PHONE_WORD_REACH), start) is not None
        )
        span = _match_phone(  # a phone word before an earlier number does not cue this one
            window, end - start, settings, cued and not foreign, budget, personal,
            lambda start=start: other_regions.at(start), foreign,
        )
        if span is None and digits >= _PHONE_FIELD_LEAST_DIGITS and _phone_field(text, labels, start):
            span = (0, end - start)  # "Phone: 0808-413-0740": a field its label says is a phone, in a plan not configured
        if span is not None and span[1] == -1:
            out.append(Found(NOT_PERSONAL, start, start + span[0]))  # toll-free
            organisation_end = start + span[0]
        elif span:
            organisation = _organisation_line(text, start + span[0], start + span[1]) or (
                organisation_end >= 0 and _ANOTHER_LINE.fullmatch(text, organisation_end, start + span[0]) is not None
                and _PERSON_IN_LINE.search(text, organisation_end, start + span[0]) is None
            )  # "call the plan on 0800 028 0122 (free) or 020 7946 0958": both the plan's
            out.append(Found(NOT_PERSONAL if organisation else "phone", start + span[0], start + span[1]))
            if organisation:
                organisation_end = start + span[1]
    return out


# The writer's own organisation's line: "call us at ...", "our Member Services line ...",
# "... option 3", "... (Member Services)".
_OUR_LINE_BEFORE = re.compile(
    r"\b(?:(?:hospital|clinic|practice|pharmacy|plan|office|center|centre|department)'s\s+(?:main\s+)?(?:line|number|phone)|"
    r"(?:call|contact|reach|phone|ring|text)\s+(?:us|the\s+(?:plan|insurer|practice|surgery|clinic|hospital|pharmacy|"
    r"helpline|office|member\s+services))|our\s+(?:[\w-]+\s+){0,2}(?:line|helpline|hotline|number|office|"
    r"department|team|desk|cent(?:er|re))"
    # a free line is an organisation's, in any region's plan ("or freephone 020-12 30 25 in Sweden")
    r"|(?:emergency\s+|medical\s+|travel\s+)?assistance(?:\s+(?:line|number|cent(?:er|re)))?|helpline|hotline|help\s*desk|"
    r"customer\s+service(?:s)?|member\s+services|"
    r"freephone|free\s+phone|freecall|toll[-\s]?free(?:\s+(?:number|line))?|num[ée]ro\s+vert|numero\s+verde|"
    r"n[úu]mero\s+gratuito|gratisnummer|kostenlos(?:e\s+rufnummer)?)\s+(?:is\s+|at\s+|on\s+|:\s*)?$",
    re.IGNORECASE,
)
# Between an organisation's line and the next number: "(free) or", ", fax:", "or from abroad on".
_ANOTHER_LINE = re.compile(
    r"\s*(?:\([^()]{0,16}\))?\s*(?:,|/|or|and)\s*(?:(?:call|text|fax|phone|dial|ring|tty|tel\.?|local(?:ly)?|"
    r"international(?:ly)?|from\s+abroad)\s*)?(?:on|at|:)?\s*",
    re.IGNORECASE,
)
_PERSON_IN_LINE = re.compile(r"\b(?:patient|client|caller|enrollee|beneficiary|member's|his|her|their|home|cell|mobile)\b", re.I)
_OUR_LINE_AFTER = re.compile(
    r",?\s*(?:option|press|menu)\s+\d|\s*\((?:member|customer|provider|pharmacy)\s+services?\)", re.IGNORECASE
)


# Phone labels that are everyday words ("Old Line Striders", "on Tuesday"): they say phone only right before the number.
_WEAK_PHONE_LABELS = frozenset({"line", "number", "at", "on"})


def _cued_right_before(text: str, start: int) -> bool:
    """A phone word stands before `start` with no other number between ("هاتف: 013 361 0462. س.ت 2055062462": the
    word is the first number's)."""
    words = list(_PHONE_WORDS.finditer(text, max(0, start - _PHONE_WORD_REACH), start))
    return bool(words) and not any(c.isdigit() for c in text[words[-1].end():start])


def _phone_word(text: str, label: Label) -> bool:
    """A phone label that is no everyday word ("Mobile", "Tel", not "line" or "number")."""
    return label.kind == "phone" and text[label.start:label.end].lower() not in _WEAK_PHONE_LABELS


def _right_before(text: str, labels: list[Label], start: int) -> bool:
    """The clause's last label stands right before `start` (its link words between)."""
    return bool(labels) and LINK.fullmatch(text, labels[-1].end, start) is not None


def _says_phone(text: str, labels: list[Label], start: int) -> bool:
    """Whether a phone label of the clause makes the bare digits at `start` a phone: a phone word anywhere in
    it ("Mobile (after six): 2305142"), an everyday word only when it is the label right before ("line 2305142")."""
    return any(_phone_word(text, label) for label in labels) or (
        bool(labels) and labels[-1].kind == "phone" and _right_before(text, labels, start)
    )


# A phone's field: a phone word (no everyday one) as the label right before the run ("Phone: 0808-413-0740", "Mobile:
# 9276-9318", "GSM No.: 2347018091723"). What stands there is a phone in some region's plan, whichever regions are
# configured, if it has at least eight digits, as every plan's numbers with their area codes have (a shorter one is a
# local number or an extension).
_PHONE_FIELD_LEAST_DIGITS = 8


def _phone_field(text: str, labels: list[Label], start: int) -> bool:
    return _right_before(text, labels, start) and _phone_word(text, labels[-1])


def _labelled_right_before(text: str, start: int) -> bool:
    """The nearest label stands right before `start` (the reader below decides what its value is)."""
    return _right_before(text, [label for label in labels_before(text, start) if label.kind != "phone"], start)


def _organisation_line(text: str, start: int, end: int) -> bool:
    if _PERSON_IN_LINE.search(text, end, min(len(text), end + 32)):
        return False  # "call us at 617-555-0143 (the patient's cell)"
    before = _OUR_LINE_BEFORE.search(text, max(0, start - 40), start)
    if before is not None and _PERSON_IN_LINE.search(before.group(0)) is None:
        return True
    return _OUR_LINE_AFTER.match(text, end) is not None


def _match_phone(
    window: str, run_length: int, settings: DetectorSettings, cued: bool, budget: list[int], personal: bool = False,
    other_regions: Callable[[], tuple[str, ...]] = tuple, foreign: bool = False,
) -> tuple[int, int] | None:
    """The phone's span in `window` (the run, then what may be its extension); (end, -1) for a
    toll-free line (an organisation's); None for none. `budget[0]` counts the matcher calls left for
    regions other than the default one; `other_regions()` (the script's and the named countries') are tried first,
    asked only once the default region has not read the number. `foreign`: bare digits
    after words of another language than the default region's, with no phone word right before them ("VÖEN 2406363631",
    "السجل التجاري 2055062462": a company's number), which the default region's plan, where most ten digits make a line,
    does not read."""
    # "0049 30 1234567": an international "00" prefix read as "+" (same length, offsets kept).
    probe = " +" + window[2:] if window.startswith("00") else window
    if not foreign:
        match = _first_match(probe, run_length, settings.default_region, Leniency.POSSIBLE, settings, personal, cued)
        if match is not None or probe.lstrip(" (").startswith("+"):
            return match  # an international number is read whatever the region
    trunk = probe.lstrip(" (").startswith("0")
    # The plan the text's script names is read first, and alone: a Korean mobile is one whichever service line other
    # plans hold with its digits (what `personal` skips). Without a trunk 0 or a phone word, only a number printed as
    # that plan prints its numbers ("ტელ. 551 43 55 08", "557835115": Georgia's mobiles have no trunk 0).
    printed = not (trunk or cued)
    tries = [(region, None, True) for region in other_regions()]
    if not printed:
        tries += [(region, Leniency.POSSIBLE, personal) for region in settings.phone_regions] if trunk else []
        tries += [(region, None, personal) for region in settings.locale_regions + settings.phone_regions]
    tried = {settings.default_region}
    for region, leniency, as_personal in tries:
        if (region, leniency) in tried or region in tried and leniency is None or budget[0] <= 0:
            continue
        tried.add(region if leniency is None else (region, leniency))
        budget[0] -= 1
        match = _first_match(probe, run_length, region, leniency, settings, as_personal, cued, printed)
        if match is not None:
            return match
    if cued and not trunk and not probe.startswith(" +") and budget[0] > 0:
        # a country code written without its "+" after a phone word ("Telefon: 998 88 258 63 37"): valid numbers only
        budget[0] -= 1
        match = _first_match("+" + probe, run_length + 1, settings.default_region, None, settings, personal, cued)
        if match is not None:
            return max(0, match[0] - 1), match[1] - 1
    return None


def _first_match(
    probe: str, run_length: int, region: str, leniency: Leniency | None, settings: DetectorSettings,
    personal: bool = False, cued: bool = False, printed: bool = False,
) -> tuple[int, int] | None:
    """The first number the matcher reads at the start of `probe`. Leniency None: POSSIBLE, then the number
    must be valid in its plan (`is_valid_number`; the matcher's VALID would also want the trunk 0 where
    the region writes one, and "texting 612 457 913" is written without it). A North American local number without
    a phone word before it (`cued`) must begin as the plan's do (`_NANP_LOCAL`). A number free in other plans is
    an organisation's unless the text gives it as a person's (`personal`: "the member's telephone number is ...")."""
    for match in phonenumbers.PhoneNumberMatcher(probe, region, leniency=leniency or Leniency.POSSIBLE):
        if match.start >= run_length or any(c.isdigit() for c in probe[:match.start] + probe[match.end:run_length]):
            return None  # a number after the run, or a part of it ("0800" of "0800 1234567837"): no reading of the run
        if leniency is None and not phonenumbers.is_valid_number(match.number):
            return None
        if printed and not _printed_as_the_plan(match.raw_string, match.number):
            return None
        if not cued and match.number.country_code == 1 and (
            _outside_the_local_plan(match.number, match.raw_string)
            or grouped_against_the_plan(match.raw_string, match.number)
        ):
            return None  # no local number of the North American plan begins with 0 or 1, nor is written "99213 27"
        if settings.toll_free_is_organisation and (
            phonenumbers.number_type(match.number) == PhoneNumberType.TOLL_FREE
            or not personal and match.raw_string.lstrip("(")[:1] != "+" and _toll_free_elsewhere(match.raw_string, region, settings)
        ):
            return (match.end, -1)  # an organisation's line (1-800, 0800, a numero verde 800 ...), no person's number
        start = match.start
        if probe[start:start + 1] == "+" and probe[:2] == " +":
            start = 0
        return start, match.end
    return None


def _outside_the_local_plan(number: phonenumbers.PhoneNumber, written: str) -> bool:
    """A seven-digit North American number whose exchange begins with 0 or 1 (`_NANP_LOCAL`), or one written with
    the plan's country code 1 whose area code begins with 0 or 1, which the plan never assigns ("10110000159": a
    licence number; a bare "1234567890" keeps its reading, a number someone may give as theirs)."""
    national = phonenumbers.national_significant_number(number)
    if len(national) == _LOCAL_DIGITS:
        return not _NANP_LOCAL.fullmatch(national)
    digits = re.sub(r"\D", "", written)
    return len(digits) == _NANP_DIGITS + 1 and digits[0] == "1" and national[:1] in ("0", "1")


def grouped_against_the_plan(written: str, number: phonenumbers.PhoneNumber) -> bool:
    """Whether `written` splits the national number where its plan's own format does not, with a group longer than
    any of the format's: the North American plan groups a line 3-3-4 ("(500) 904-5700", "992-1327" as libphonenumber
    formats them), and people write it so, so "99213 27" (a procedure code and a count) and "2123 45670 1" (an
    Australian Medicare number) are no lines. "8823 4410 92" is still read as one: no group is longer than a line's
    (fail closed). A local number of seven digits split anywhere but after its exchange is none either ("51-17-140": a
    spectacle frame's eye, bridge and temple), nor a number split against the plan with two kinds of separator ("452
    48-20-148": a frame's model, then its measures). A ten-digit number whose area code the plan never assigns (it
    begins with 0 or 1, so libphonenumber gives it no format) is judged by the plan's own 3-3-4 ("123  50-15-139": a
    frame's model and measures; "1234567890" and "(123) 456-7890" keep their reading)."""
    national = phonenumbers.national_significant_number(number)
    plan_groups = _plan_groups(number)
    plan_cuts = _cuts(plan_groups)
    if not plan_cuts:
        return False
    groups = re.findall(r"\d+", written)
    offset = "".join(groups).find(national)  # after a written country code ("1 937 555 0142")
    if offset < 0:
        return False
    written_cuts = {cut - offset for cut in _cuts(groups) if offset < cut < offset + len(national)}
    longest = max(len(group) for group in plan_groups)
    separators = {separator.strip() or " " for separator in re.findall(r"\D+", written.strip("()+ "))}
    return not written_cuts <= plan_cuts and (
        len(national) == _LOCAL_DIGITS or len(separators) > 1 or any(len(group) > longest for group in groups))


def _plan_groups(number: phonenumbers.PhoneNumber) -> list[str]:
    """The digit groups of the number as its plan's national format prints them (a North American number 3-3-4)."""
    national = phonenumbers.national_significant_number(number)
    plain = phonenumbers.PhoneNumber(country_code=number.country_code, national_number=number.national_number)
    plan_groups = re.findall(r"\d+", phonenumbers.format_number(plain, phonenumbers.PhoneNumberFormat.NATIONAL))
    if len(plan_groups) == 1 and number.country_code == 1 and len(national) == _NANP_DIGITS:
        plan_groups = [national[:3], national[3:6], national[6:]]
    return plan_groups


def _printed_as_the_plan(written: str, number: phonenumbers.PhoneNumber) -> bool:
    """`written` is the national number in one piece or cut only where its plan's national format cuts it."""
    groups = re.findall(r"\d+", written)
    if "".join(groups) != phonenumbers.national_significant_number(number):
        return False
    return len(groups) == 1 or _cuts(groups) <= _cuts(_plan_groups(number))


_LOCAL_DIGITS = 7  # a North American local number: exchange and line, no area code
_NANP_DIGITS = 10  # a North American number with its area code


def _cuts(groups: list[str]) -> set[int]:
    """Where consecutive digit groups meet, counted in digits from the first."""
    cuts, position = set(), 0
    for group in groups[:-1]:
        position += len(group)
        cuts.add(position)
    return cuts


def _toll_free_elsewhere(written: str, region: str, settings: DetectorSettings) -> bool:
    """Whether a national number read in `region` is a service line (`_SERVICE_TYPES`) in at least half of the
    configured regions' plans that hold it ("800 123 607" is Italy's numero verde and free in most plans, "0800 12 989"
    Belgium's freephone, "020-12 33 93" Sweden's freephone and Finland's national service number): an organisation's
    line. "0802 127 9406" is a Nigerian mobile, free only in New Zealand's plan."""
    valid = toll_free = 0
    for other in dict.fromkeys((settings.default_region,) + settings.locale_regions + settings.phone_regions):
        try:
            number = phonenumbers.parse(written, other)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            valid += 1
            toll_free += phonenumbers.number_type(number) in _SERVICE_TYPES
    return valid > 0 and 2 * toll_free >= valid


def _close_pair(written: str) -> bool:
    """Two groups of the same length, the second above the first by less than a thousand ("99212-99215",
    "92004/92014"): a range or a pair of codes of one family. A plan that groups a number in two halves of one length
    (India's "98765 43210") does not give a line's second half so close to its first."""
    pair = _TWO_GROUPS.fullmatch(written)
    if pair is None or len(pair.group(1)) != len(pair.group(2)):
        return False
    return 0 < int(pair.group(2)) - int(pair.group(1)) < 1000


def _hex_dump(text: str, start: int, end: int) -> bool:
    """Whether the run [start, end) is two-digit groups inside a run of hex pairs with a letter
    ("4f 89 12 34 56 78 90 e8"): bytes, no phone. A neighbour of two hex letters is a word as often as a byte
    ("Téléphone : 06 12 30 84 27\nMerci de ..."): only a pair of a digit and a letter counts."""
    written = text[start:end]
    groups = re.split(r"[ :\-]", written)
    if not all(len(group) == 2 for group in groups):
        return False
    neighbours = text[max(0, start - 9):start].split()[-3:] + text[end:end + 9].split()[:3]
    return any(_HEX_PAIR.fullmatch(word) and not word.isdigit() and not word.isalpha() for word in neighbours)


DETECTOR = Detector("phone", frozenset({"phone"}) | LABEL_KINDS, find_phones)
