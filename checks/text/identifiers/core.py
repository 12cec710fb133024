"""Protected identifiers in text, found deterministically: the detectors behind the `phi` check.

`find_identifiers(text, settings)` returns every identifier span with its kind, in order and
without overlaps. How each kind is recognised, and why:

- `email`: an address with a dotted domain, and one written to slip past a filter ("jane dot doe
  at gmail dot com", "j.doe[at]yahoo[dot]com", "mary (at) example (dot) com").
- `ssn`: 123-45-6789 or 123 45 6789 anywhere (any hyphen a word processor puts in); any nine
  digits after an SSN label. A masked number ("XXX-XX-1234", "***-**-6789", "ending in 4321")
  identifies nobody and passes, as does any labelled value printed masked.
- `phone`: candidate digit runs (7 to 15 digits, with the separators people use) are handed to
  Google's libphonenumber (`phonenumbers.PhoneNumberMatcher`, leniency POSSIBLE so that
  fictional 555 numbers count, which models write); "00" international prefixes and national
  numbers of `phone_regions` are read too. A run right after a label of something that is not a
  phone (policy, group, form, claim, NPI, tax, reference ... numbers) is not a phone; toll-free
  numbers are organisations' lines (`toll_free_is_organisation`). Only runs that could hold a
  phone reach the matcher (about 18 us a call), so prose with figures costs no matcher call.
- labelled record numbers: the value after a label of a record kind (MRN, MR#, Med Rec No,
  Hospital No, Unit No, FIN, accession/specimen, chart, medical record, patient ID, account,
  case, encounter, licence/passport, Rx#/prescription, member/subscriber/policy ID, NHS/CHI/
  health card/OHIP/PHN and Medicare/Medicaid numbers, SSN), a comma allowed after a label that
  ends in a number word ("identification number, U7765-4432"); HIPAA's vehicle and device
  identifiers after theirs (VIN, licence plate, serial number, S/N, UDI), and IBANs and card
  numbers after theirs. Registration numbers of practitioners and organisations (GMC, NMC,
  AHPRA, CLIA, NAIC, PTAN, OMB), medical/clinical/payment policies and claim control numbers
  (ICN, DCN) are not personal. The nearest label before a value decides its kind, so
  "group policy number 555-120-3344" (a plan's number) is not a member's identifier while
  "her policy number HX-449120" is.
- `member_id` without a label: Medicare MBIs (1EG4-TE5-MK73) anywhere, and the shapes payers
  print on ID cards (XYZ123456789, W123456789, ABC-12345-01, 123456789A) in a sentence about a
  member, subscriber, beneficiary or patient.
- `date_of_birth`: a date (`checks.dates.find_dates`: sentence-final, 02-11-1975, 12.04.1957,
  two-digit years ...) right after a birth label (DOB, date of birth, born, birthday), or a
  full date right after a person's name ("Jane Doe (04/12/1957)", "Mr. John Smith, 3/4/62,"),
  but not a signature's ("Electronically signed by Mark Davis, 03/14/2024 14:32"). Labels in
  German, French, Spanish, Italian and Dutch too (Geburtsdatum, geb., née le, date de naissance,
  fecha de nacimiento, data di nascita, geboortedatum); a form's format hint may stand between
  label and date ("birth date (MM DD YY): 04 12 57").
  A year alone ("born in 1950") is not a date of birth. Birth years at least
  `historical_birth_age` years back are nobody's living patient's and pass when that setting
  is given (see configs/checks.yaml).
- `date_of_death`: a date after "died", "date of death", "DOD"; with `historical_birth_age` set,
  deaths more than 50 years back pass (HIPAA protects the records of the dead for 50 years).
- `age_over_89`: an age of 90 or more (HIPAA Safe Harbor aggregates those).
- `ip_address`: an IPv4 address with a three-digit part, or in a sentence about a login, a portal,
  a device or an address ("Section 10.2.3.1" stays out); IPv6 addresses.
- `url`: a URL whose path or query carries a patient's or member's identifier
  (".../patients/4471203/...", "?member_id=XYZ123456789"); other URLs pass.
- `account_number` without a label: payment card numbers (grouped, or an issuer's shape, with a
  valid Luhn digit; not after a claim's or another impersonal label) and IBANs (mod-97 valid).
- `address`: PO boxes anywhere; a number and street (Street, Avenue, Court, Way, Place,
  Boulevard ... with Suite/Apt/Unit, ZIP or UK postcode) when the text around it makes it
  someone's address (lives at, resides, home, mailing address, the patient's address) or the
  address carries a unit, ZIP or postcode, or the sentence puts a person "at" it: "21 Jump
  Street" and "9 Supreme Court justices" are titles and names, not addresses. An address right
  after an organisation ("Claims Department, 500 Main Street", "the clinic is located at") is
  the organisation's (a company, a plan, an insurer, a trust ...), unless someone is said to live
  there. Non-US forms with a house number (12 rue de la Paix, Hauptstraße 5, Calle Mayor 7, Via
  Roma 10) count as addresses anywhere; rural routes ("RR 2, Box 118") like PO boxes; a town and
  a Canadian, UK or Australian postal code ("Ottawa, ON K1A 0B1", "Leeds LS6 2AB", "Bondi NSW
  2026") in a personal context, as a town and ZIP.

Labels are read as models format them too: in markdown emphasis and quotes ("**DOB:** ...",
'dob: "04/12/1957"'), as JSON or snake_case keys ("member_id", "date_of_birth"), and as the
header of a markdown table column whose cells hold the values.

Out of scope (written down so nobody assumes otherwise): numbers spelled out in words or with a
space between every digit ("five five five ...", "1 2 3 4 5 6 7 8 9"); person names alone (the
optional name layer, `checks.text.person_names`); dates of admission, discharge or service (HIPAA counts
them, this product's letters must state them); the last four digits of any number; national
phone numbers of regions not in `phone_regions` written without their country code (international
forms are read for every region); vehicle, device and bank numbers without their label, except
cards and IBANs, whose check digits make them safe to read bare.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from datetime import date

import phonenumbers
from phonenumbers import Leniency, PhoneNumberType

from checks.text.dates import MONTH_PATTERN, DateMention, find_dates
from checks.text.identifiers.spans import TakenSpans


@dataclass(frozen=True)
class Found:
    """One identifier in the text: its span and kind."""

    kind: str
    start: int
    end: int
    value_start: int | None = None  # where the identifier starts when the span includes its label


@dataclass(frozen=True)
class DetectorSettings:
    """What the detectors need from the policy."""

    default_region: str = "US"
    phone_regions: tuple[str, ...] = ("GB", "DE", "FR")
    historical_birth_age: int | None = None
    toll_free_is_organisation: bool = True


_NON_ALNUM = re.compile(r"[\W_]+")


def normalise_identifier(value: str) -> str:
    """An identifier without case or punctuation: 'clm-88213' == 'CLM 88213'."""
    return _NON_ALNUM.sub("", value.lower())


# -- labels -------------------------------------------------------------------------------------
# The nearest label before a value decides what the value is. A label of a non-PHI kind
# ("group number", "form", "claim", "NPI") makes the value no identifier at all.
_NUMBER_WORD = r"(?:\s*(?:id(?:entifier|entification)?|number|num\.?|no\.?|nbr|#))"
_LABELS: tuple[tuple[str | None, str], ...] = (
    # Not personal: a plan's, a form's, a provider's or a transaction's number.
    (None, r"group(?:\s+(?:policy|plan|health\s+plan))?" + _NUMBER_WORD + "?"),
    (None, r"(?:plan|contract|pbp|payer|employer|provider|prescriber|facility|pharmacy|rx\s?bin|bin|pcn|hios(?:\s+(?:plan|issuer))?)" + _NUMBER_WORD),
    (None, r"(?:policy\s+)?forms?(?:\s+(?:number|no\.?|#))?"),
    (None, r"(?:claims?(?:\s+(?:control|reference))?|icn|dcn|tcn)" + _NUMBER_WORD + "?"),
    # A practitioner's or an organisation's registration, a document's or a form's control number.
    (None, r"(?:gmc|nmc|gphc|hcpc|ahpra|cpso|ptan|ccn|clia|naic|omb(?:\s+control)?|registration)" + _NUMBER_WORD + "?"),
    (None, r"(?:per|under|see|medical|clinical|coverage|payment|reimbursement|drug|pharmacy|utilization|administrative)\s+polic(?:y|ies)"
           + _NUMBER_WORD + "?"),
    (None, r"(?:npi|tin|ein|tax(?:payer)?\s+id(?:entification)?(?:\s+number)?|tax" + _NUMBER_WORD + r"|dea" + _NUMBER_WORD + "?)"),
    (None, r"(?:reference|ref\.?|confirmation|conf\.?|tracking|invoice|order|authori[sz]ation|auth\.?|"
           r"prior\s+auth(?:ori[sz]ation)?|approval|ticket|request|appeal|grievance|docket|bulletin|notice|"
           r"letter|document|doc\.?|page|pp\.?|section|chapter|article|version|release|lot|batch|ndc|cpt|icd(?:-10)?(?:-cm)?|"
           r"hcpcs|drg|revenue\s+code|rev\.?\s+code|code|room|bed|fax\s+cover|isbn|issn|doi|pmid|routing|"
           r"catalog(?:ue)?|model|part|sku|item|volume|vol\.?|table|figure|exhibit)" + _NUMBER_WORD + "?"),
    # Personal.
    ("ssn", r"(?:ssn(?:\s*(?:/|or)\s*(?:tin|itin|ein))?|social\s+security(?:\s+(?:number|no\.?|#))?|soc\.\s*sec\.(?:\s*no\.?)?)"),
    ("mrn", r"(?:mrn|mr\s?#|medical\s+record" + _NUMBER_WORD + r"?|med\.?\s+rec(?:ord)?s?\.?" + _NUMBER_WORD + r"?"
            + r"|hospital" + _NUMBER_WORD + r"|unit\s+(?:no\.?|number)|(?:accession|specimen)" + _NUMBER_WORD + r"?"
            + r"|(?-i:FIN)" + _NUMBER_WORD + r"?|health\s+record" + _NUMBER_WORD
            + r"|record" + _NUMBER_WORD + r"|chart" + _NUMBER_WORD + r"?|patient" + _NUMBER_WORD
            + r"|(?:encounter|visit|admission|fin)" + _NUMBER_WORD + ")"),
    ("account_number", r"(?:(?:patient|billing|hospital|bank|checking|savings|guarantor)\s+)?(?:account|acct\.?)" + _NUMBER_WORD + "?"),
    ("case_number", r"case" + _NUMBER_WORD),
    ("prescription_number", r"(?:rx\s*#|rx\s+(?:no\.?|number)|prescription" + _NUMBER_WORD + r")"),
    ("vehicle_id", r"(?:vin|vehicle\s+registration(?:\s+(?:number|no\.?|mark))?|(?:(?:licen[cs]e|registration|number)\s+)?plates?" + _NUMBER_WORD + r"?)"),
    ("device_id", r"(?:serial" + _NUMBER_WORD + r"?|s/n|sn|udi|device\s+id(?:entifier)?)"),
    ("account_number", r"(?:iban|(?:credit|debit|payment)?\s*card\s+(?:number|no\.?|#))"),
    ("license_number", r"(?:(?-i:DL)\s*(?:#|no\.?|number)|driver'?s\s+licen[cs]e|licen[cs]e|passport|travel\s+document|certificate|permit)" + _NUMBER_WORD + "?"),
    ("member_id", r"(?:mbi|hicn|hic|phn|ohip|ramq|ihi|medicare\s+beneficiary\s+identifier|(?:nhs|chi|health\s+card|health\s+insurance|"
                  r"insurance\s+card|medical\s+card|insurance\s+member)" + _NUMBER_WORD + r"|(?:medicare|medicaid)(?:\s+card)?" + _NUMBER_WORD +
                  r"|(?:member|subscriber|policy(?:holder)?|insurance|insured|beneficiary|enrollee|cardholder|"
                  r"recipient|health\s+plan|benefits?)(?:'s)?" + r"(?:\s+(?:id(?:entifier|entification)?|card))?" + _NUMBER_WORD + "?"
                  r"|id(?:entification)?\s+card" + _NUMBER_WORD + r"?|id(?:entifier)?\s*(?:number|no\.?|#)?)"),
    ("phone", r"(?:phone|telephone|tel\.?|mobile|cell(?:phone)?|fax|pager|call(?:ed)?|text(?:ed)?|dial(?:ed)?|"
              r"reach(?:ed)?|contact(?:ed)?|line|number|at|on)"),
)
_LABEL = re.compile(
    r"(?<![\w'])(?:" + "|".join(f"(?P<l{i}>{pattern})" for i, (_, pattern) in enumerate(_LABELS)) + r")(?![\w])",
    re.IGNORECASE,
)
_LABEL_KIND = {f"l{i}": kind for i, (kind, _) in enumerate(_LABELS)}
# How far before a value its label may stand, and what may not lie between them.
_LABEL_REACH = 48
# A clause ends at a full stop, except one after an abbreviation ("No.", "Dr.", "acct.").
_CLAUSE_END = re.compile(
    r"[.;!?](?<!\bno.)(?<!\bnr.)(?<!\bref.)(?<!\bacct.)(?<!\bmr.)(?<!\bmrs.)(?<!\bms.)(?<!\bdr.)(?<!\bst.)"
    r"(?<!\bvs.)(?<!\bapt.)(?<!\bste.)(?<!\bsec.)(?<!\bsoc.)(?<!\bcf.)(?<!\bpp.)(?<!\be\.g.)(?<!\bi\.e.)(?:\s|$)|\n",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Label:
    """A label in the text: its kind (None: a number that is not personal) and span."""

    kind: str | None
    start: int
    end: int


def labels_before(text: str, start: int) -> list[Label]:
    """The labels in the clause before `start` (at most `_LABEL_REACH` characters back), in order.
    `_LABEL` is tried only at the words a label can start with (the same matches as a scan)."""
    window_start = max(0, start - _LABEL_REACH)
    for clause_end in _CLAUSE_END.finditer(text, window_start, start):
        window_start = clause_end.end()
    labels = []
    covered = window_start
    for word in _WORD.finditer(text, window_start, start):
        position = word.start()
        if position < covered or word.group(0).lower() not in _LABEL_FIRST_WORDS:
            continue
        match = _LABEL.match(text, position, start)
        if match:
            labels.append(Label(_LABEL_KIND[match.lastgroup or ""], position, match.end()))
            covered = match.end()
    return labels


_WORD = re.compile(r"[A-Za-z]+")
# Every word a label of `_LABELS` can start with (a test checks them against a full scan).
_LABEL_FIRST_WORDS = frozenset(
    """per under see group plan contract pbp hios payer employer provider prescriber facility pharmacy rx bin pcn policy form forms
    claim claims npi tin ein tax taxpayer dea reference ref confirmation conf tracking invoice order authorization
    authorisation auth prior approval ticket request appeal grievance docket bulletin notice letter document doc
    page pp section chapter article version release lot batch ndc cpt icd hcpcs drg revenue rev code room bed fax
    ssn social soc mrn mr medical health record chart patient encounter visit admission fin billing hospital bank
    checking savings guarantor account acct case driver license licence passport certificate permit mbi hicn hic
    nhs chi medicare medicaid member subscriber policyholder insurance insured beneficiary enrollee cardholder recipient
    benefit benefits id identification identifier phone telephone tel mobile cell cellphone pager call called
    text texted dial dialed reach reached contact contacted line number at on isbn issn doi pmid routing catalog
    catalogue model part sku item volume vol table figure exhibit icn dcn tcn gmc nmc gphc hcpc ahpra cpso ptan ccn clia naic
    omb registration clinical coverage payment reimbursement drug utilization administrative med unit accession travel
    specimen prescription dl phn ohip ramq ihi vin vehicle licence plate plates serial s sn udi device iban credit debit card""".split()
)


# -- shapes -------------------------------------------------------------------------------------
# Digit-led shapes are matched at the start of a digit run found by one scan (`_DIGITS`), so
# none of them scans the whole text; the character before a run is checked in code.
# The digit runs any digit-led detector could start at. Left out: a short number followed by a
# lower-case word, "%", "]" or ", " ("3 days", "20%", "[2]", "2026, the"), or inside a figure
# ("$1,632", "4.2"): most of the numbers in prose.
_DIGITS = re.compile(
    r"\d(?<![\d$,.]\d)(?:\d{4,}|\d{0,3}+"
    r"(?!\d?[a-z%\]]| (?!rue|avenue|boulevard|bd |chemin|place|allée|impasse|quai)[a-z]|[-,][a-z ]))"
)
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+(?:@| @ )[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
_HYPHENS = "\u2010\u2011\u2012\u2013\u2212"
# An address written to slip past a filter: "jane dot doe at gmail dot com", "j.doe[at]yahoo[dot]com",
# "mary (at) example (dot) com". Spelled out in plain words it must end in a common top-level domain.
_TLD = r"(?:com|net|org|edu|gov|mil|int|info|biz|io|me|us|uk|ca|au|de|fr|ie|nz|co|nhs|health)"
_BRACKETED_AT = r"\s*[\[(]at[\])]\s*"
_BRACKETED_DOT = r"\s*[\[({<]\s*dot\s*[\])}>]\s*"
_OBFUSCATED_EMAIL = re.compile(
    rf"(?<![\w.+-])[\w.+-]{{1,64}}{_BRACKETED_AT}[\w-]{{1,63}}(?:(?:{_BRACKETED_DOT}|\.)[\w-]{{1,63}}){{1,4}}"
    rf"|(?<![\w+-])[\w+-]{{1,64}}(?:\s+dot\s+[\w+-]{{1,64}}){{0,3}}\s+at\s+[\w-]{{1,63}}(?:\s+dot\s+[\w-]{{1,63}}){{0,3}}"
    rf"\s+dot\s+{_TLD}\b",
    re.IGNORECASE,
)
_SSN_SHAPE = re.compile(rf"\d{{3}}(?P<sep>[- {_HYPHENS}]| [-{_HYPHENS}] )\d{{2}}(?P=sep)\d{{4}}(?![\w-])")
_MBI_CHAR = "AC-HJKMNP-RT-Y"
_MBI = re.compile(
    rf"[1-9][{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?[{_MBI_CHAR}][{_MBI_CHAR}0-9]\d-?[{_MBI_CHAR}]{{2}}\d{{2}}(?![\w-])"
)
_PAYER_SHAPE = re.compile(
    r"[A-Z]{1,3}\d{8,12}|[A-Z]{3}\d{6,7}|[A-Z]{2,4}-?\d{4,6}-\d{2}|\d{9}[A-Z]\d?|\d{9,12}|"
    r"[A-Z0-9]{2,5}-[A-Z0-9]{3,6}-[A-Z0-9]{2,5}"
)
_MEMBER_CONTEXT = re.compile(
    r"\b(?:members?|subscribers?|enrollees?|beneficiar(?:y|ies)|insured|policyholders?|cardholders?|patients?|"
    r"id\s+cards?|medicaid|medicare|coverage\s+for)\b",
    re.IGNORECASE,
)
# A run of digits a phone number could be made of (a leading "+" or "(", separators between).
_PHONE_RUN = re.compile(rf"(?:\+[ \t]?)?\(?\d[\d \t().\-{_HYPHENS}/]{{5,}}\d(?:\)|(?!\w))")
_PHONE_LEAD = frozenset("+(")
_SINGLE_DIGIT_GROUP = re.compile(r"\.\d(?!\d)")  # no phone written with dots has a one-digit group after one
_PHONE_SEPARATORS = frozenset(" .-)/" + _HYPHENS)
# Before a slash a phone has an area code: a trunk "0" ("030/1234567"), a "+", or three digits ("617/555-0143").
_PHONE_SLASH_HEAD = re.compile(r"[(+]|0|\d{3}/")
_YEAR_RANGE = re.compile(r"(?:19|20)\d\d\s?[-\u2013/]\s?(?:19|20)\d\d")
_EXTENSION = re.compile(r"\s*,?\s*(?:ext\.?|extension|x)\s*\d{1,6}\b", re.IGNORECASE)
_PLAIN_DECIMAL = re.compile(r"\d+\.\d+")

# HIPAA's "web URLs" and "IP addresses": an IPv4 address with a three-digit part, or one in a
# sentence about a login, a portal or an address (section numbers "4.2.1.3" stay out); an IPv6
# address; a URL whose path or query holds a patient's or member's identifier.
_IPV4 = re.compile(r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.]\d|\.\d)")
_IP_CONTEXT = re.compile(r"\b(?:ip|ips|ipv4|login|logged|log-?in|portal|accessed|address|host|device|session|from)\b", re.IGNORECASE)
_IPV6 = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){2,7}(?::|[0-9A-Fa-f]{1,4})(?:[0-9A-Fa-f:]*[0-9A-Fa-f])?(?![\w:])")
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"')\]]+", re.IGNORECASE)
_PERSONAL_URL_PART = re.compile(
    r"(?:[/?&;](?:patients?|members?|subscribers?|beneficiar(?:y|ies)|persons?|people|users?|mrn|records?|charts?|"
    r"accounts?|acct|ssn|dob|mbi|member_?id|patient_?id|subscriber_?id|memberid|patientid|id)[/=:]{1,3}[\w.-]{0,40}?\d{4,})",
    re.IGNORECASE,
)
# A payment card (13 to 19 digits in groups, with a valid Luhn digit) and an IBAN (its mod-97 check).
_CARD = re.compile(r"\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\d-])")
# Without separators only the issuers' shapes are read as cards (Visa, Mastercard, Amex, Discover):
# a long claim or control number passes a Luhn check one time in ten.
_CARD_ISSUER = re.compile(r"4\d{15}$|5[1-5]\d{14}$|2[2-7]\d{14}$|3[47]\d{13}$|6(?:011|5\d\d)\d{12}$")
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")

_BIRTH_WORDS = ("birth", "dob", "born", "d.o.b", "death", "died", "dod", "d.o.d", "deceased", "passed away",
                "geb", "naissance", "nacimiento", "nascita")  # "geb": Geburtsdatum, geb., geboren, geboortedatum
_BIRTH_LABEL = re.compile(
    r"(?<![\w])(?:(?P<birth>(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s?date|birthday|birth(?=\s*[:=]))(?:\s*/\s*age)?"
    r"|born|(?-i:b\.)"
    r"|geburtsdatum|geb\.|geboren|date\s+de\s+naissance|n[ée]e?\s+le|fecha\s+de\s+nacimiento|data\s+di\s+nascita"
    r"|geboortedatum)"
    r"|(?P<death>(?-i:DOD|D\.O\.D\.?)|date\s+of\s+death|death\s?date|died|deceased|passed\s+away))(?=[\W\d_]|$)",
    re.IGNORECASE,
)
# HIPAA protects a person's health information for 50 years after death.
_DEATH_PROTECTED_YEARS = 50
# Between a birth label and its date: linking words, or a place ("born in Lyon on 4 December 1950").
_BIRTH_LINK = re.compile(
    r"(?:\?\s*(?:[A-Z][a-z]+|[AQ])\s*:)?"  # asked and answered: "your date of birth? Caller: March 9th, 1948"
    r"[\s:=,\-\u2013*\"'`\u201c\u201d|]*(?:\((?i:mm|dd|yy|yyyy|jj|aaaa|tt|[/ .\-])+\)[\s:=,\-]*)?"
    r"(?:(?:(?i:is|was|of|on|in|at|listed|given|as|being|recorded|noted|reported|stated|the|am|file|record|shown|"
    r"documented|confirmed|verified|entered|to|be|has|been|patient|patient's|member|member's|subscriber|insured|"
    r"claimant|enrollee|beneficiary|child|infant|baby)|[A-Z][a-zà-ÿ]+)\b[\s:,*\"'`\u201c\u201d]+){0,4}"
)
_COMPACT_DATE = re.compile(
    r"(?:19|20)\d{6}\b|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:19|20)\d{2}\b"
    r"|\d{1,2} \d{1,2} (?:19|20)?\d{2}\b"  # a form's boxes: "04 12 57"
    # Shorter forms a birth label makes a date of (HIPAA counts a birth month and year): "21.5.21",
    # "May-2021", "05/2021".
    r"|(?:0?[1-9]|[12]\d|3[01])[.\-](?:0?[1-9]|[12]\d|3[01])[.\-]\d{2}(?![\d\-/]|\.\d)"
    rf"|{MONTH_PATTERN}[\-/.]\s?(?:19|20)\d{{2}}\b"
    r"|(?:0?[1-9]|1[0-2])[/\-.](?:19|20)\d{2}(?![\d\-/]|\.\d)"
)
_SPELLED_AGE = r"(?:ninety|one\s+hundred)(?:(?:[-\s]|\s+and\s+)(?:one|two|three|four|five|six|seven|eight|nine))?"
_AGE = re.compile(
    r"(?<![\w])(?:(?:aged?|age:)\s*(?:9\d|1[0-2]\d)(?![\d.])(?!\s*(?:\+|days|weeks|months|(?:and|or)\s+(?:over|older|above)))"
    r"|(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r")[-\s]?(?:years?|yrs?\.?)[-\s]old\b|(?:9\d|1[0-2]\d)[-\s]?(?:y/?o\b|y\.\s?o\.?)|"
    r"(?:aged?|age:)\s+" + _SPELLED_AGE + r"\b|(?:9\d|1[0-2]\d)\s+years\s+of\s+age\b"
    r"|turned\s+(?:9\d|1[0-2]\d)\b(?!\s*(?:percent|%|days|weeks|months)))",
    re.IGNORECASE,
)

# A person's name (an optional title, two or three capitalised words) right before a date in
# parentheses or between commas.
_NAME_WORD = r"[A-ZÀ-Þ](?:['’][A-ZÀ-Þ])?[a-zà-ÿ]+(?:[A-ZÀ-Þ][a-zà-ÿ]+)?(?:-[A-ZÀ-Þ][a-zà-ÿ]+)?"
_NAME_BEFORE_DATE = re.compile(
    rf"(?:\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+)?{_NAME_WORD}"
    rf"(?:\s+[A-Z]\.)?(?:\s+{_NAME_WORD}){{1,2}}\s*(?:\(|,)\s*(?:DOB:?\s*|born\s+)?$"
)
_NOT_NAMES = frozenset(
    """the a an this that these those on in at by for from to of and or with without after before since until
    date dates notice effective revised updated issued dated signed received filed decision appeal review
    request letter service services admission discharge visit policy plan coverage period update bulletin
    version amendment act rule section part medicare medicaid health care center hospital clinic insurance
    company inc llc board committee department office court supreme state federal register final interim
    order program benefit benefits member members patient claim claims form authorization prior standard
    expedited urgent january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday summary table figure appendix exhibit schedule
    group provider network pharmacy drug formulary tier annual open enrollment hearing notes note report
    regulation guidance manual handbook edition volume issue memo memorandum ruling opinion case county city
    north south east west new united states department agency council unit team division bureau commission
    association foundation institute university college school magazine news times journal post press herald
    tribune gazette review daily weekly leader chronicle""".split()
)

_STREET_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|"
    r"Circle|Cir|Highway|Hwy|Parkway|Pkwy|Square|Sq|Trail|Trl|Loop|Row|Crescent|Cres|Close|Mews|Gardens|"
    r"Grove|Hill|Park|Pike|Plaza|Alley|Run|Path|Point|Ridge|Walk)"
)
_UNIT = r"(?:,?\s*(?:Suite|Ste\.?|Apartment|Apt\.?|Unit|Flat|Floor|Fl\.?|Room|Rm\.?|Bldg\.?|Building|#)\s*#?[A-Za-z0-9-]{1,6})"
_US_STATE_ZIP = r"(?:,\s*(?:[A-Z][a-z]+\s?){1,3},?\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)"
_UK_POSTCODE = r"(?:,\s*(?:[A-Z][a-z]+\s?){0,3},?\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b)"
_STREET = re.compile(
    r"(?P<number>\d{1,6}[A-Za-z]?(?:-\d{1,5})?)\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?"
    r"(?:[A-Z][a-z]+\.?\s+|\d{1,3}(?:st|nd|rd|th)\s+){1,3}" + _STREET_SUFFIX + r"\b\.?"
    r"(?P<unit>" + _UNIT + r")?(?P<tail>" + _US_STATE_ZIP + "|" + _UK_POSTCODE + r")?"
)
# Non-US forms: "12 rue de la Paix" (number first), "Hauptstraße 5", "Calle Mayor 7", "Via Roma 10".
_FOREIGN_STREET = re.compile(
    r"(?<![\w])(?:\d{1,4}(?:\s?bis)?,?\s+(?i:rue|avenue|boulevard|bd|chemin|place|allée|impasse|quai)\s+"
    r"(?:[a-zà-ÿ'’]+\s+){0,3}[A-ZÀ-Ý][\wà-ÿ'’-]+"
    r"|[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|damm)\s+\d{1,4}[a-z]?\b"
    r"|[A-ZÄÖÜ][\wäöü]+\s(?:Straße|Strasse|Str\.|Weg|Platz|Allee)\s+\d{1,4}[a-z]?\b"
    r"|(?:Calle|Avenida|Av\.|Paseo|Plaza|Carrer|Rua|Via|Viale|Piazza|Corso|Largo)\s+"
    r"(?:(?:de|del|de\s+la|di|della|dei|do|da)\s+)?(?:[A-ZÀ-Ý][\wà-ÿ'’]+\s?){1,3},?\s+(?:n\.?\s?º?\s?)?\d{1,3}[a-zA-Z]?\b)"
)
# Where a name-first street form may end: a capitalised word and a house number ("Roma 10").
_CAPITALISED_WORD_AND_NUMBER = re.compile(r"[A-ZÄÖÜ][a-zäöüß'’][\wäöüß'’]*\.?,? \d{1,4}[a-z]?\b")
_CITY_STATE_ZIP = re.compile(r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s[A-Z]{2}\s\d{5}\b")
_ZIP_PLUS_FOUR = re.compile(r"(?:-\d{4}\b)?")
_PO_BOX = re.compile(
    r"(?<![\w])(?:(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box|PO\s?Box)\s*#?\s*\d+"
    r"|(?:RR|R\.R\.|Rural\s+Route|HC|Star\s+Route)\s*#?\s*\d+,?\s+Box\s*#?\s*\d+)",
    re.IGNORECASE,
)
# A town and a Canadian, UK or Australian postal code, in a sentence that makes them someone's:
# "lives in Ottawa, ON K1A 0B1", "moved to Leeds LS6 2AB", "resides in Bondi NSW 2026".
_POSTAL_AREA = re.compile(
    r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s(?:"
    r"(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d"
    r"|(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s\d{4}"
    r"|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\b"
)
_ADDRESS_CONTEXT = re.compile(
    r"\b(?:lives?|living|lived|resides?|residing|resided|residence|resident|home|house|address(?:es|ed)?|mailing|"
    r"mail(?:ed)?|send|sent|deliver(?:ed|y)?|moved|relocated|stays?|staying|domicile|apt|apartment|suite|unit)\b",
    re.IGNORECASE,
)
# An organisation's address: its name or "located at" right before the street ("Claims
# Department, 500 Main Street"; "the clinic is located at ..."): not a person's.
_ORGANISATION_BEFORE_ADDRESS = re.compile(
    r"\b(?:department|dept\.?|center|centre|hospital|clinic|office|offices|services|inc\.?|llc|corporation|corp\.?|"
    r"company|headquarters|pharmacy|laboratory|practice|university|attn:?|attention|located|situated|"
    r"headquartered|based|health|healthcare|plan|insurance|insurer|group|associates|partners|foundation|trust|"
    r"agency|board|bureau|authority|ltd\.?|limited|plc|llp)\b[^.;\d]{0,16}$",
    re.IGNORECASE,
)


def find_identifiers(
    text: str, settings: DetectorSettings = DetectorSettings(), dates: list[DateMention] | None = None
) -> list[Found]:
    """Every identifier in `text`, in order, without overlaps (the earlier detector wins a tie).
    `dates` are the text's `find_dates`, when the caller has them already."""
    if not _ANY_DIGIT.search(text):
        lowered = text.lower()
        return _emails(text, lowered) + [Found("age_over_89", *span) for span in _ages(text, lowered)]
    if not text.isascii():  # no-break, thin and zero-width spaces read as spaces (same offsets)
        text = text.translate(_SAME_LENGTH_SPACES)
    lowered = text.lower()
    emails = _emails(text, lowered)
    if "_" in text:  # "member_id", "date_of_birth": JSON keys and snake_case labels read as words (same offsets)
        text, lowered = text.replace("_", " "), lowered.replace("_", " ")
    runs = _Runs(text)
    if dates is None:
        dates = find_dates(text)
    found: list[Found] = []
    taken = TakenSpans()

    def add(kind: str, start: int, end: int, value_start: int | None = None) -> None:
        if not taken.take(start, end):
            return
        found.append(Found(kind, start, end, value_start))

    for item in emails:
        add(item.kind, item.start, item.end)
    if "|" in text:
        for kind, start, end in _table_cells(text, settings):
            add(kind, start, end)
    for kind, start, end in _network(text, runs):
        add(kind, start, end)
    for kind, start, end in _birth_dates(text, lowered, dates, settings):
        add(kind, start, end)
    for start in runs.ssn:
        match = _SSN_SHAPE.match(text, start)
        if match and not _attached_to_impersonal_label(text, start):
            add("ssn", *match.span())
    tokens = _value_tokens(text, runs.tokens)
    for kind, start, end, value_start in _labelled_values(text, tokens):
        add(kind, start, end, value_start)
    for kind, start, end in _phones(text, runs.phones, dates, settings):
        if kind is None:
            taken.take(start, end)  # an organisation's line: no other detector reads it either
        else:
            add(kind, start, end)
    for start in runs.mbi:
        match = _MBI.match(text, start)
        if match and not _attached_to_impersonal_label(text, start):
            add("member_id", *match.span())
    if tokens and _MEMBER_CONTEXT.search(text):
        for start, end in tokens:
            if (
                _PAYER_SHAPE.fullmatch(text, start, end)
                and sum(map(str.isdigit, text[start:end])) >= 4
                and not _is_date(dates, start, end)
                and _in_member_sentence(text, start, end)
                and _personal_or_unlabelled(text, start)
            ):
                add("member_id", start, end)
    for start, end in _payment(text, lowered, runs, tokens):
        add("account_number", start, end)
    for start, end in _addresses(text, lowered, runs):
        add("address", start, end)
    for start, end in _ages(text, lowered):
        add("age_over_89", start, end)
    found.sort(key=lambda item: item.start)
    return found


_TABLE_ROW = re.compile(r"^[ \t]*\|?(.*\|.*?)\|?[ \t]*$", re.MULTILINE)
_TABLE_RULE = re.compile(r"[\s|:\-]+")


# Cells read under a header that names an identifier: bounds the work on a huge table; the cells
# beyond it are reported unread, so a long table cannot carry an identifier past the check.
_MAX_TABLE_CELLS = 200


def _names_an_identifier(header: str) -> bool:
    """Whether a column header may label an identifier (a label's first word, or a birth/death word)."""
    words = {word.lower() for word in _WORD.findall(header)}
    return bool(words & _LABEL_FIRST_WORDS) or any(word in header.lower() for word in _BIRTH_WORDS + ("age",))


def _table_cells(text: str, settings: DetectorSettings) -> list[tuple[str, int, int]]:
    """Identifiers in the cells of a markdown table whose header names them ("| DOB | MRN |" over
    "| 04/12/1957 | 4471203 |"): each cell is read as its header's label followed by the value."""
    out: list[tuple[str, int, int]] = []
    header: list[str] | None = None
    probed = 0
    for row in _TABLE_ROW.finditer(text):
        line = row.group(1)
        if _TABLE_RULE.fullmatch(line):
            continue
        cells = []
        position = row.start(1)
        for cell in line.split("|"):
            cells.append((cell.strip(), position + len(cell) - len(cell.lstrip())))
            position += len(cell) + 1
        if header is None or not any(char.isdigit() for cell, _ in cells for char in cell):
            header = [c for c, _ in cells]
            continue
        for (value, at), label in zip(cells, header):
            if not value or not _names_an_identifier(label) or not any(c.isdigit() for c in value):
                continue
            probed += 1
            if probed > _MAX_TABLE_CELLS:  # past the bound a cell is not read but blocked (fail closed)
                out.append(("identifier", at, at + len(value)))
                continue
            probe = f"{label}: {value}"
            shift = at - (len(label) + 2)
            for item in find_identifiers(probe, settings):
                if item.end > len(label) + 2:
                    out.append((item.kind, max(at, item.start + shift), item.end + shift))
    return out


def _emails(text: str, lowered: str) -> list[Found]:
    """E-mail addresses, plain and written to slip past a filter ("jane dot doe at gmail dot com")."""
    found = [Found("email", *match.span()) for match in _EMAIL.finditer(text)] if "@" in text else []
    if "dot" in lowered or "at]" in lowered or "at)" in lowered:  # every form has one of these
        found.extend(
            Found("email", *match.span()) for match in _OBFUSCATED_EMAIL.finditer(text)
            if not any(f.start < match.end() and match.start() < f.end for f in found)
        )
    return found


def _network(text: str, runs: _Runs) -> list[tuple[str, int, int]]:
    """IP addresses and URLs that carry a person's identifier (see `_IPV4`)."""
    out = []
    for start in runs.dotted:
        match = _IPV4.match(text, start)
        if match is None:
            continue
        parts = match.group(0).split(".")
        left, right = _sentence_bounds(text, start, match.end())
        if any(len(part) == 3 for part in parts) or _IP_CONTEXT.search(text, left, right):
            out.append(("ip_address", *match.span()))
    if text.count(":") >= 3:
        for match in _IPV6.finditer(text):
            written = match.group(0)
            if "::" in written and written.count(":") >= 3 or written.count(":") == 7:
                out.append(("ip_address", *match.span()))
    if "://" in text or "www." in text:
        for match in _URL.finditer(text):
            if _PERSONAL_URL_PART.search(match.group(0)):
                out.append(("url", *match.span()))
    return out


def _payment(text: str, lowered: str, runs: _Runs, tokens: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Payment card numbers (Luhn-valid) and IBANs (mod-97 valid), labelled or not."""
    out = []
    for start, end in runs.phones:
        if end - start != 4 and end - start < 13:
            continue  # a card starts with a group of four, or is written in one piece
        match = _CARD.match(text, start)
        if (
            match
            and (start == 0 or not text[start - 1].isalnum())
            and (not match.group(0).isdigit() or _CARD_ISSUER.match(match.group(0)))
            and _luhn(match.group(0))
            and not _attached_to_impersonal_label(text, start)  # "Claim # 2024031400123"
        ):
            out.append(match.span())
    candidates = [(start, end) for start, end in tokens if text[start:start + 2].isalpha()]
    if "iban" in lowered:
        candidates += [match.span() for match in _IBAN.finditer(text)]
    for start, end in candidates:
        match = _IBAN.fullmatch(text, start, end)
        if match and _iban_valid(match.group(0)):
            out.append((start, end))
    return out


def _luhn(written: str) -> bool:
    digits = [int(c) for c in written if c.isdigit()]
    if not 13 <= len(digits) <= 19 or len(set(digits)) == 1 and digits[0] == 0:
        return False
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(reversed(digits)))
    return total % 10 == 0


def _iban_valid(written: str) -> bool:
    compact = written.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


_SAME_LENGTH_SPACES = str.maketrans(dict.fromkeys("\u00a0\u2007\u2009\u202f\u200b\u200c\u200d\u2060\ufeff", " "))
_MBI_LETTERS = frozenset("ACDEFGHJKMNPQRTUVWXY")
_ANY_DIGIT = re.compile(r"\d")
_NOT_WORD_START = frozenset("-_")


class _Runs:
    """The text's digit runs (`_DIGITS`), sorted in one pass into the candidates of each
    digit-led detector."""

    __slots__ = ("any", "ssn", "mbi", "phones", "tokens", "streets", "number_first", "zips", "dotted", "postal_hint")

    def __init__(self, text: str) -> None:
        self.ssn: list[int] = []
        self.mbi: list[int] = []
        self.phones: list[tuple[int, int]] = []
        self.tokens: list[tuple[int, int]] = []
        self.streets: list[int] = []
        self.number_first: list[int] = []
        self.zips: list[tuple[int, int]] = []
        self.dotted: list[int] = []  # where an IPv4 address may start
        self.postal_hint = False  # whether a Canadian, UK or Australian postal code may stand in the text
        self.any = False
        size = len(text)
        for run in _DIGITS.finditer(text):
            self.any = True
            start, end = run.span()
            length = end - start
            before = text[start - 1] if start else " "
            after = text[end] if end < size else " "
            if length >= 5 or before in _TOKEN_CHARS or after in _TOKEN_CHARS:
                self.tokens.append((start, end))
            if length >= 7 or after in _PHONE_SEPARATORS:
                self.phones.append((start, end))
            if length <= 2 and after.isupper() or length == 4 and before == " " and text[start - 3:start - 1].isupper():
                self.postal_hint = True  # "K1A 0B1", "LS6 2AB", "NSW 2026"
            if before.isalnum() or before in _NOT_WORD_START:
                continue
            if length == 5 and before == " " and text[start - 3:start - 1].isupper():
                self.zips.append((start, end))  # "Springfield, IL 62704"
            if length <= 3 and after == "." and before != ".":
                self.dotted.append(start)
            if length == 3 and (after == "-" or after == " " or after in _HYPHENS):
                self.ssn.append(start)
            elif length == 1 and after in _MBI_LETTERS:
                self.mbi.append(start)
            if after == " ":
                next_char = text[end + 1:end + 2]
                if next_char.isupper() or next_char.isdigit():
                    self.streets.append(start)
                elif next_char.isalpha():
                    self.number_first.append(start)  # "12 rue de la Paix" (see `_DIGITS`)


def _ages(text: str, lowered: str) -> list[tuple[int, int]]:
    if not any(word in lowered for word in ("age", "old", "y/o", "y.o", "yo ", "turned")):
        return []
    return [match.span() for match in _AGE.finditer(text)]


def _personal_or_unlabelled(text: str, start: int) -> bool:
    """No label of a non-personal number (group, form, claim, NPI ...) is the nearest before `start`."""
    labels = [label for label in labels_before(text, start) if label.kind != "phone"]
    return not labels or labels[-1].kind is not None


def attached_to_impersonal_label(text: str, start: int) -> bool:
    """Whether a label of a non-personal number (claim, NPI, group, reference ...) stands right before `start`."""
    return _attached_to_impersonal_label(text, start)


def _attached_to_impersonal_label(text: str, start: int) -> bool:
    """A label of a non-personal number stands right before `start` ("claim 123-45-6789")."""
    labels = [label for label in labels_before(text, start) if label.kind != "phone"]
    if not (labels and labels[-1].kind is None and _LINK.fullmatch(text, labels[-1].end, start) is not None):
        return False
    label = labels[-1]
    # A tax ID is a provider's unless the text says whose ("the member's TIN", "her tax ID") or calls it an income
    # tax number, which is a person's (a provider's is its TIN, EIN or tax ID).
    return not (_TAX_LABEL.match(text, label.start) and (
        _PERSON_OWNS.search(text, max(0, label.start - 32), label.start)
        or _INCOME_BEFORE.search(text, max(0, label.start - 8), label.start)
    ))


_TAX_LABEL = re.compile(r"(?:tin|tax(?:payer)?)\b", re.IGNORECASE)
_INCOME_BEFORE = re.compile(r"\bincome\s+$", re.IGNORECASE)
_PERSON_OWNS = re.compile(
    r"\b(?:(?:his|her|their)|(?:member|patient|subscriber|caller|enrollee|insured|policyholder|spouse|dependent|"
    r"beneficiary|claimant|applicant)(?:'s|s')?)\s+$",
    re.IGNORECASE,
)


def _is_date(dates: list[DateMention], start: int, end: int) -> bool:
    """Whether a date mention covers [start, end) (`find_dates` gives them in order, non-overlapping:
    only the last one starting at or before `start` can)."""
    i = bisect_right(dates, start, key=_mention_start) - 1
    return i >= 0 and dates[i].start <= start and end <= dates[i].end


def _mention_start(mention: DateMention) -> int:
    return mention.start


_SENTENCE_REACH = 400  # how far a sentence is looked for either side (bounds the work on huge answers)


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around [start, end), at most `_SENTENCE_REACH` characters either side."""
    floor, ceiling = max(0, start - _SENTENCE_REACH), min(len(text), end + _SENTENCE_REACH)
    left = max(text.rfind(". ", floor, start), text.rfind("\n", floor, start), text.rfind("? ", floor, start))
    right_candidates = [i for i in (text.find(". ", end, ceiling), text.find("\n", end, ceiling)) if i >= 0]
    return (left + 1 if left >= 0 else floor), (min(right_candidates) if right_candidates else ceiling)


def _in_member_sentence(text: str, start: int, end: int) -> bool:
    left, right = _sentence_bounds(text, start, end)
    return _MEMBER_CONTEXT.search(text, left, right) is not None


_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/.")


def _value_tokens(text: str, runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Tokens of letters, digits and inner hyphens, slashes or dots that hold at least three digits."""
    tokens: list[tuple[int, int]] = []
    last_end = -1
    for start, end in runs:
        if start < last_end:
            continue
        while start > 0 and text[start - 1] in _TOKEN_CHARS:
            start -= 1
        while end < len(text) and text[end] in _TOKEN_CHARS:
            end += 1
        last_end = end
        if end - start < 5:
            continue
        while start < end and not text[start].isalnum():
            start += 1
        while end > start and not text[end - 1].isalnum():
            end -= 1
        if end - start >= 5 and sum(map(str.isdigit, text[start:end])) >= 3:
            tokens.append((start, end))
    return tokens


# What may stand between a personal label and its value.
_LINK = re.compile(
    r"(?:\s|[:#=()\-\u2013*\"'`\u201c\u201d|]|\b(?:is|was|of|on\s+file|on\s+the\s+card|listed\s+as|shown\s+as|"
    r"given\s+as|reads|no\.?|number|id)\b)*",
    re.IGNORECASE,
)


# After a personal label that ends in a number word a comma may stand too ("the subscriber's
# identification number, U7765-4432"); "The subscriber, W123456789, called" keeps the label out.
_NUMBER_WORD_END = re.compile(r"(?:id|identifier|identification|number|no\.?|nbr|#)$", re.IGNORECASE)
_PERSONAL_LINK = re.compile(r",?" + _LINK.pattern, re.IGNORECASE)


def _labelled_values(text: str, tokens: list[tuple[int, int]]) -> list[tuple[str, int, int, int]]:
    """Values right after a personal label: (kind, start, end, value start), the label in the span."""
    out = []
    for start, end in tokens:
        labels = [label for label in labels_before(text, start) if label.kind != "phone"]
        if not labels or labels[-1].kind is None:
            continue
        label = labels[-1]
        link = _LINK if _NUMBER_WORD_END.search(text, label.start, label.end) is None else _PERSONAL_LINK
        if link.fullmatch(text, label.end, start) is None:
            continue
        if label.kind == "member_id" and _preceded_by_group(text, label.start):
            continue
        if _markup_attribute(text, label):
            continue
        written = text[start:end]
        if _PUBLIC_ID.fullmatch(written):
            continue  # a trial's registration (NCT05123456, ISRCTN, EudraCT) is public
        if _is_masked(written):
            continue  # "SSN: XXX-XX-1234": the last four digits of a masked number identify nobody
        if _GROUP_VALUE.search(written):
            continue  # "certificate GRP-2025-778", "policy 88-4410023-GRP": the value itself says it is a group's
        if _YEAR.fullmatch(written) or label.kind == "case_number" and _DOCKET.fullmatch(written):
            continue  # a year; a court docket ("Case No. 2:19-cv-01234") is public
        out.append((label.kind, label.start, end, start))
    return out


_YEAR = re.compile(r"(?:19|20)\d{2}")
_GROUP_VALUE = re.compile(r"(?<![A-Za-z])(?:GRP|GROUP)(?![A-Za-z])", re.IGNORECASE)


def _markup_attribute(text: str, label: Label) -> bool:
    """A bare "id" written as a markup attribute ('[artist id="3061469"]'), not a person's ID."""
    return label.end - label.start == 2 and text[label.end:label.end + 2] in ('="', "='")
_PUBLIC_ID = re.compile(r"NCT\d{8}|ISRCTN\d{8}|\d{4}-\d{6}-\d{2}")
_MASK_CHARS = frozenset("Xx*\u2022#")


def _is_masked(written: str) -> bool:
    """A number printed masked, all but its last few digits replaced ("XXX-XX-1234", "****6789")."""
    return sum(c in _MASK_CHARS for c in written) >= 4 and sum(c.isdigit() for c in written) <= 4
_DOCKET = re.compile(r"(?:\d:)?\d{2}-[a-z]{2,3}-\d+", re.IGNORECASE)


def _preceded_by_group(text: str, start: int) -> bool:
    return re.search(r"\bgroup\s*$", text[max(0, start - 8):start], re.IGNORECASE) is not None


def _phones(
    text: str, runs: list[tuple[int, int]], dates: list[DateMention], settings: DetectorSettings
) -> list[tuple[str | None, int, int]]:
    """Phone numbers, read by libphonenumber in the digit runs that could hold one: (kind, start, end).
    A run right after a personal label is that label's identifier instead ("NHS number 943 476 5919");
    an organisation's line (toll-free, "call us at ...") comes with kind None, so no detector reads it."""
    out = []
    covered = organisation_end = -1
    for run_start, run_end in runs:
        if run_start < covered:
            continue
        following = text[run_end + 1:run_end + 2]
        if run_end - run_start < 7 and not (following.isdigit() or following in "( -"):
            continue
        start = run_start
        while start > 0 and run_start - start < 3 and text[start - 1] in _PHONE_LEAD or text[start - 1:start] == " " and text[start - 2:start - 1] == "+":
            start -= 1
        if not (start == 0 or text[start - 1] not in "-_./+" and not text[start - 1].isalnum()):
            continue
        run = _PHONE_RUN.match(text, start)
        if run is None:
            continue
        start, end = run.span()
        covered = end
        written = run.group(0)
        digits = sum(c.isdigit() for c in written)
        if (
            not 7 <= digits <= 15
            or written.count("(") != written.count(")")  # "1976-77)1979": text glued together, not a number
            or "/" in written and "." in written  # "107.1/96.9": figures
            or "." in written and _SINGLE_DIGIT_GROUP.search(written)  # "1.2.840.10008", "24.3.118": an OID, a version
            or "/" in written and not _PHONE_SLASH_HEAD.match(written)  # "2016/679": a regulation's number
            or _PLAIN_DECIMAL.fullmatch(written)
            or _YEAR_RANGE.fullmatch(written)
            or _is_date(dates, run_start, run_end)
        ):
            continue
        labels = labels_before(text, start)
        if labels and labels[-1].kind != "phone" and _LINK.fullmatch(text, labels[-1].end, start):
            if _markup_attribute(text, labels[-1]):
                continue
            if labels[-1].kind is not None and not (text[end:end + 1] in "-/" and _GROUP_VALUE.match(text, end + 1)):
                # "NHS number 943 476 5919": the label's kind, spaces and all ("88-4410023-GRP": a group's)
                out.append((labels[-1].kind, labels[-1].start, end))
            continue  # a plan's, form's or claim's number
        if written.isdigit() and any(text[label.start:label.end].lower() == "npi" for label in labels):
            continue  # "the NPI of the treating provider is 1234567893": a provider's number
        if written.isdigit() and digits not in (10, 11) and not any(label.kind == "phone" for label in labels):
            continue  # a bare digit string with nothing to say it is a phone
        extension = _EXTENSION.match(text, end)
        window_end = extension.end() if extension else end
        span = _match_phone(text[start:window_end], settings)
        if span == (0, 0):
            out.append((None, start, window_end))  # toll-free
            organisation_end = window_end
        elif span:
            organisation = _organisation_line(text, start + span[0], start + span[1]) or (
                organisation_end >= 0 and _ANOTHER_LINE.fullmatch(text, organisation_end, start + span[0]) is not None
                and _PERSON_IN_LINE.search(text, organisation_end, start + span[0]) is None
            )  # "call the plan on 0800 028 0122 (free) or 020 7946 0958": both the plan's
            out.append((None if organisation else "phone", start + span[0], start + span[1]))
            if organisation:
                organisation_end = start + span[1]
    return out


# The writer's own organisation's line: "call us at ...", "our Member Services line ...",
# "... option 3", "... (Member Services)".
_OUR_LINE_BEFORE = re.compile(
    r"\b(?:(?:hospital|clinic|practice|pharmacy|plan|office|center|centre|department)'s\s+(?:main\s+)?(?:line|number|phone)|"
    r"(?:call|contact|reach|phone|ring|text)\s+(?:us|the\s+(?:plan|insurer|practice|surgery|clinic|hospital|pharmacy|"
    r"helpline|office|member\s+services))|our\s+(?:[\w-]+\s+){0,2}(?:line|helpline|hotline|number|office|"
    r"department|team|desk|cent(?:er|re)))\s+(?:is\s+|at\s+|on\s+|:\s*)?$",
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


def _organisation_line(text: str, start: int, end: int) -> bool:
    if _PERSON_IN_LINE.search(text, end, min(len(text), end + 32)):
        return False  # "call us at 617-555-0143 (the patient's cell)"
    before = _OUR_LINE_BEFORE.search(text, max(0, start - 40), start)
    if before is not None and _PERSON_IN_LINE.search(before.group(0)) is None:
        return True
    return _OUR_LINE_AFTER.match(text, end) is not None


def _match_phone(window: str, settings: DetectorSettings) -> tuple[int, int] | None:
    """The phone's span in `window`; (0, 0) for a toll-free line (an organisation's); None for none."""
    # "0049 30 1234567": an international "00" prefix read as "+" (same length, offsets kept).
    probe = " +" + window[2:] if window.startswith("00") else window
    regions = (settings.default_region,) + tuple(r for r in settings.phone_regions if r != settings.default_region)
    for region in regions if probe.lstrip().startswith(("0", "(0")) else regions[:1]:
        match = _first_match(probe, region, settings)
        if match:
            return match
    return None


def _first_match(probe: str, region: str, settings: DetectorSettings) -> tuple[int, int] | None:
    for match in phonenumbers.PhoneNumberMatcher(probe, region, leniency=Leniency.POSSIBLE):
        if settings.toll_free_is_organisation and phonenumbers.number_type(match.number) == PhoneNumberType.TOLL_FREE:
            return (0, 0)  # an organisation's line (1-800, 0800 ...), no person's number
        start = match.start
        if probe[start:start + 1] == "+" and probe[:2] == " +":
            start = 0
        return start, match.end
    return None


def _birth_dates(
    text: str, lowered: str, dates: list[DateMention], settings: DetectorSettings
) -> list[tuple[str, int, int]]:
    """Dates right after a birth (or death) label, or right after a person's name: (kind, start, end),
    the label or name included."""
    out: list[tuple[str, int, int]] = []
    if any(word in lowered for word in _BIRTH_WORDS) or "b." in text or not text.isascii() and "né" in lowered:
        for label in _BIRTH_LABEL.finditer(text):
            kind = "date_of_birth" if label.lastgroup == "birth" else "date_of_death"
            link = _BIRTH_LINK.match(text, label.end())
            link_end = link.end() if link else label.end()
            # The date starts where the link words end, or at a "the" they took ("the 4th of May").
            i = bisect_left(dates, label.end(), key=_mention_start)
            mention = dates[i] if i < len(dates) and dates[i].start <= link_end else None
            if mention is not None:
                years_back = None if kind == "date_of_birth" else _DEATH_PROTECTED_YEARS
                if not _is_historical(mention, settings, years_back):
                    out.append((kind, label.start(), mention.end))
            else:
                compact = _COMPACT_DATE.match(text, link_end)  # "DOB: 04121957", "DOB 19570412"
                glued = None if compact else next(iter(find_dates(text[link_end:link_end + 24])), None)
                if compact:
                    out.append((kind, label.start(), compact.end()))
                elif glued is not None and glued.start == 0:  # "DOB04/12/1957": no space to see the date by
                    out.append((kind, label.start(), link_end + glued.end))
    for mention in dates:
        if not any(reading[0] == "date" for reading in mention.readings):
            continue
        before = text[max(0, mention.start - 60):mention.start]
        header = None
        if before.endswith(("  ", "\t")):
            header = _CAPS_NAME_BEFORE_DATE.search(before)
        elif before.rstrip().endswith((",", ";", "/")):
            header = _SEX_BEFORE_DATE.search(before)
        if header and not _is_historical(mention, settings):
            # "Patient (F, 06/03/1961)", "OKAFOR, CHIDI   06/03/1961": a record's header line
            out.append(("date_of_birth", mention.start - len(before) + header.start(), mention.end))
            continue
        if not before.rstrip().endswith(("(", ",", "DOB", "DOB:", "born")):
            continue
        name = _NAME_BEFORE_DATE.search(before)
        if name and (_SIGNED_BY.search(before, 0, name.start()) or _TIME_AFTER.match(text, mention.end)):
            continue  # "Electronically signed by Mark Davis, 03/14/2024 14:32": when, not a birth
        # After a comma only an all-digit date ("Mr. John Smith, 3/4/62,"): "Puck Magazine,
        # September 9, 1908" is a dateline.
        if name and "(" not in name.group(0) and any(c.isalpha() for c in mention.text):
            continue
        if name and name.group(0).startswith(("Dr", "Prof")):
            continue  # "Dr. Maria Lopez (06/03/2024):": a clinician's entry, dated
        if name and not _not_a_name(name) and not _is_historical(mention, settings):
            out.append(("date_of_birth", mention.start - len(before) + name.start(), mention.end))
    return out


_SEX_BEFORE_DATE = re.compile(r"\((?:M|F|male|female)\s*[,;/]\s*$", re.IGNORECASE)
_CAPS_NAME_BEFORE_DATE = re.compile(r"(?<![\w,])[A-Z][A-Z'\-]+,\s*[A-Z][A-Z'\-]+(?:\s+[A-Z]\.?)?(?:\s{2,}|\t)$")
_SIGNED_BY = re.compile(
    r"\b(?:signed|co-?signed|dictated|transcribed|reviewed|authored|attested|approved|verified|entered|"
    r"documented|prepared|written)(?:\s+\w+)?\s+by\s*:?\s*$",
    re.IGNORECASE,
)
_TIME_AFTER = re.compile(r",?\s*(?:at\s+)?\d{1,2}:\d{2}\b")


def _not_a_name(name: re.Match[str]) -> bool:
    words = re.findall(r"[^\W\d_]+", name.group(0))
    return any(word.lower() in _NOT_NAMES for word in words)


def _is_historical(mention: DateMention, settings: DetectorSettings, years_back: int | None = None) -> bool:
    """Whether the date lies far enough back to be public history (only where the policy allows it:
    `historical_birth_age` set; a death date then counts from `years_back`)."""
    if settings.historical_birth_age is None:
        return False
    years = [reading[1] for reading in mention.readings if reading[0] in ("date", "ym")]
    back = settings.historical_birth_age if years_back is None else years_back
    return bool(years) and max(years) <= date.today().year - back


def _addresses(text: str, lowered: str, runs: _Runs) -> list[tuple[int, int]]:
    """PO boxes, non-US street forms, and number-and-street in a personal context or with a unit/ZIP."""
    out = []
    if "box" in lowered:
        out.extend(match.span() for match in _PO_BOX.finditer(text))
    organisations: list[tuple[int, int]] = []
    for start in runs.streets:
        match = _STREET.match(text, start)
        if match and (match.group("unit") or match.group("tail") or _address_context(text, start, match.end())):
            organisation = _organisation_address(text, start) or _agency_address(text, start, match.end())
            (organisations if organisation else out).append(match.span())
    for start in runs.number_first:
        match = _FOREIGN_STREET.match(text, start)
        if match:
            out.append(match.span())
    for start, end in runs.zips:
        # A town and ZIP code, in a sentence that makes them someone's ("she lives in Springfield, IL 62704").
        match = _CITY_STATE_ZIP.search(text, max(0, start - 40), end)
        if match and match.end() >= end and _address_context(text, match.start(), match.end()):
            if not _organisation_address(text, match.start()) and not any(a <= start < b for a, b in organisations):
                out.append((match.start(), _ZIP_PLUS_FOUR.match(text, end).end()))
    if runs.postal_hint:
        for match in _POSTAL_AREA.finditer(text):
            if _address_context(text, match.start(), match.end()) and not _organisation_address(text, match.start()):
                out.append(match.span())
    for word in _CAPITALISED_WORD_AND_NUMBER.finditer(text):
        match = _FOREIGN_STREET.search(text, max(0, word.start() - 40), word.end())
        if match and match.end() == word.end():
            out.append(match.span())
    return out


def _address_context(text: str, start: int, end: int) -> bool:
    """Words that make a street someone's address, or "at/from/to" a street in a sentence about a person
    ("the ambulance picked him up at 45 Oak Drive")."""
    left, right = _sentence_bounds(text, start, end)
    if _ADDRESS_CONTEXT.search(text, max(left, start - 80), min(right, end + 40)):
        return True
    return _AT_PLACE.search(text, max(0, start - 8), start) is not None and _PERSON.search(text, left, right) is not None


_AT_PLACE = re.compile(r"\b(?:at|from|to|near)\s+$", re.IGNORECASE)
_PERSON = re.compile(
    r"\b(?:patients?|members?|enrollees?|beneficiar(?:y|ies)|subscribers?|claimants?|he|she|him|her|his|hers|they|"
    r"them|their|family|son|daughter|wife|husband|mother|father|caregiver|client)\b",
    re.IGNORECASE,
)


def _organisation_address(text: str, start: int) -> bool:
    """An organisation's name or "located at" right before, and no one said to live there ("the plan,
    who lives at 202 Oak Circle" is a person's)."""
    match = _ORGANISATION_BEFORE_ADDRESS.search(text, max(0, start - 48), start)
    return match is not None and _RESIDENCE.search(match.group(0)) is None


# "7500 Security Boulevard, Baltimore, MD 21244 (CMS)": an agency's acronym right after is its address.
_AGENCY_AFTER = re.compile(r"\s*\((?!(?:USA?|UK|GB|CA|CAN|AU|AUS|NZ|IE|EU)\))[A-Z]{2,6}\)")


def _agency_address(text: str, start: int, end: int) -> bool:
    if _AGENCY_AFTER.match(text, end) is None:
        return False
    left, _ = _sentence_bounds(text, start, end)
    return _RESIDENCE.search(text, left, start) is None
_RESIDENCE = re.compile(r"\b(?:lives?|living|lived|resides?|residing|resided|home|moved|stays?|staying)\b", re.IGNORECASE)
