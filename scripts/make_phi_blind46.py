"""A forty-sixth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind46.py [--seed 48481] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind45.py,
seeds 4141 to 47471) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-seventh set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b46_" or "b46c_"). Identifier-free genres, all from occupational health: group-billing invoices to employers
(utility-bill style, a CSV, an Irish partner's), occupational-health programme summaries (counts by employer; a JSON,
a Maltese partner's), respirator fit-test schedules (a table, a CSV, a Welsh one), travel-clinic vaccine price lists
(US, Irish, Greek in Latin letters), TB screening programme statistics (a table, a CSV), drug-testing laboratory
turnaround reports (a table, a CSV, an XML), DOT physical exam fee schedules (a table, a FAQ), ergonomics assessment
checklists (US, Maltese), return-to-work policy templates (US, Welsh), OSHA 300A summary excerpts (establishment
totals only; a CSV), wellness challenge leaderboards by team name (a table, a JSON), cafeteria nutrition labels
(one in Irish), parking and shuttle schedules, IT downtime notices (one in romaji), HL7 interface specifications
(field tables without data), notices in other locales (ja_JP in romaji, ko_KR romanised, el_GR in Latin
transliteration, ga_IE, Welsh, mt_MT) and CSV, JSON (FHIR ObservationDefinition), XML, HL7 (MFN^M08 test master)
and X12 (820 group premium remittance, 997 acknowledgements) exports of non-personal data. Carrying genres:
occupational injury reports (US, an Irish one), pre-employment physical results (US, Maltese), drug-test
chain-of-custody forms (US, a Welsh partner's), respirator fit-test records (a record, a chat turn), travel-clinic
consults (US, Greek, an online booking), TB test readings (US, Irish), hearing-conservation audiograms (US, Welsh),
DOT medical examiner certificates (a certificate, a health-history long form), FMLA certifications (a certification, a
designation letter), disability leave claims (US, Maltese, Greek, an Irish illness-benefit claim), employee assistance
intake notes (a counsellor's note, an online self-referral), plus a FHIR Immunization with its patient, an HL7
ORU^R01, an occupational-health CSV and an X12 834.

About half the identifier values come from this module's own printings (the `*_v46` slots), the rest from the
earlier sets' printers, imported: US SSNs and ITINs in several printings, employee IDs, Medicare MBIs, Maryland
driver's licences (the Soundex letter and twelve digits); Irish PPSNs (the weighted mod 23 check letter), UK National
Insurance numbers (the allowed prefixes and suffix letters), Maltese identity cards (digits and the category
letter), Greek AMKA (the birth date of the text, Luhn); Irish, British, Maltese and Greek IBANs with computed check
digits (and British sort code and account printings); Visa and American Express numbers with Luhn; dates in
Irish-English ("14th March 1987"), Welsh ("14 Mawrth 1987"), Maltese ("14 ta' Marzu 1987") and Greek in Latin
letters ("14 Martiou 1987") with their month names; Irish (Eircode), Welsh/British, Maltese and Greek address layouts
and US PO-box and rural-route forms; Irish, British, Maltese and Greek phone numbers in their national printings;
e-mails written against scrapers in the text's language.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Maryland occupational-health network, its
employee-health clinic, its toxicology laboratory and its travel clinic on fictional 555-01xx lines, and partner
services in Ireland, Wales, Malta and Greece) and the network's own printed identifiers (payer ID, RxBIN, PCN, group,
its physicians' NPIs, its EIN); the people it names are the organisations' own staff, never a patient, employee or
member, and the ages it gives are under 90 (age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
    import make_phi_blind45 as blind45
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind45 as blind45

Draw = blind.Draw

SEED = 48481
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "en_IE", "en_GB", "mt_MT", "el_GR", "ga_IE", "ja_JP", "ko_KR")

ORG_NAME = "Patapsco Occupational Health Partners"
CLINIC_NAME = "Severn Run Employee Health Center"
LAB_NAME = "Gunpowder Falls Toxicology Laboratory"
TRAVEL_NAME = "Chesapeake Passage Travel Clinic"
ORG_DOMAIN = "patapscooccmed.org"
IE_PARTNER = "Lee Valley Occupational Health Service"
GB_PARTNER = "Gwasanaeth Iechyd Galwedigaethol Taf-Elái"
MT_PARTNER = "Servizz tas-Saħħa fuq il-Post tax-Xogħol Marsaxlokk"
GR_PARTNER = "Kentro Epangelmatikis Ygeias Elefsinas"
ORGANISATION_CONTACTS = [
    "(410) 555-0182",                                                  # 0 network main line
    "(410) 555-0183",                                                  # 1 network fax
    "Employer Billing, PO Box 61427, Baltimore, MD 21264",             # 2 billing address
    "7100 Patapsco Valley Parkway, Suite 300, Elkridge, MD 21075",     # 3 office
    "billing@patapscooccmed.org",                                      # 4
    "programs@patapscooccmed.org",                                     # 5
    "(443) 555-0184",                                                  # 6 employee health clinic
    "1250 Severn Run Road, Millersville, MD 21108",                    # 7 clinic address
    "(410) 555-0185",                                                  # 8 toxicology laboratory client services
    "44 Gunpowder Falls Court, Hunt Valley, MD 21030",                 # 9 laboratory address
    "https://www.patapscooccmed.org",                                  # 10
    "(301) 555-0186",                                                  # 11 travel clinic
    "travel@patapscooccmed.org",                                       # 12
    "1-888-555-0187",                                                  # 13 toll-free employer line
    "fittest@patapscooccmed.org",                                      # 14
    "toxlab@patapscooccmed.org",                                       # 15
    "dot@patapscooccmed.org",                                          # 16
    "wellness@patapscooccmed.org",                                     # 17
    "itservice@patapscooccmed.org",                                    # 18
    "interfaces@patapscooccmed.org",                                   # 19
    "(443) 555-0188",                                                  # 20 IT service desk
    "(443) 555-0189",                                                  # 21 shuttle dispatch
    "facilities@patapscooccmed.org",                                   # 22
    "+353 21 499 0146",                                                # 23 Irish partner (Cork)
    "info@leevalleyohs.ie",                                            # 24
    "+44 29 2018 0462",                                                # 25 Welsh partner (Cardiff)
    "ymholiadau@iechydtafelai.cymru",                                  # 26
    "+356 2099 0146",                                                  # 27 Maltese partner
    "info@sahhaxoghol-marsaxlokk.mt",                                  # 28
    "+30 210 999 0146",                                                # 29 Greek partner
    "info@key-elefsinas.gr",                                           # 30
    "5 Carrigrohane Road, Ballincollig, Co. Cork, P31 K2X6",           # 31 Irish partner address
    "(301) 555-0190",                                                  # 32 travel clinic fax
    "edi@patapscooccmed.org",                                          # 33
]
ORG_PAYER_ID = "POHP46"
ORG_RXBIN = "024646"
ORG_RXPCN = "POHRX"
ORG_RXGRP = "POH4602"
ORG_EIN = "52-4681930"
ORG_NPIS = (blind5._npi_of("146803927"), blind5._npi_of("172940365"), blind5._npi_of("130485762"))  # noqa: SLF001
STAFF = ("Dr. Rosalind Achterberg-Moyo, MD, MPH", "Dr. Thaddeus Okafor-Linwood, DO", "Wilhelmina Strasburg, RN, COHN-S",
         "Dr. Percival Anyanwu-Hale, MD", "Octavia Brightwater, CAOHC", "Desmond Ravensworth, CIH", "Marguerite Fenwick-Osei, NP",
         "Lysander Quackenbush, MRO assistant")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V46 = {
    "en": blind.MONTHS,
    "cy": ["Ionawr", "Chwefror", "Mawrth", "Ebrill", "Mai", "Mehefin", "Gorffennaf", "Awst", "Medi", "Hydref", "Tachwedd", "Rhagfyr"],
    "mt": ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"],
    "gr": ["Ianouariou", "Fevrouariou", "Martiou", "Apriliou", "Maiou", "Iouniou", "Iouliou", "Avgoustou", "Septemvriou", "Oktovriou",
           "Noemvriou", "Dekemvriou"],
    "ga": ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair",
           "Samhain", "Nollaig"],
}

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_ordinal = blind41._ordinal  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
_COUNTRY = {"en_IE": "IE", "ga_IE": "IE", "en_GB": "GB", "mt_MT": "MT", "el_GR": "GR"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 0146, 990, 999)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0146", "990", "999", "0180")):
            return out


def _birth(draw: Draw, low: int, high: int) -> dt.date:
    """The text's one person's birth date, drawn once: its national numbers and its date of birth agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


_GREEK = {"α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l", "μ": "m",
          "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps",
          "ω": "o", "ά": "a", "έ": "e", "ή": "i", "ί": "i", "ό": "o", "ύ": "y", "ώ": "o", "ϊ": "i", "ϋ": "y", "ΐ": "i", "ΰ": "y"}


def latin(name: str) -> str:
    """A Greek name in Latin letters (ELOT 743, simplified: ου, αυ, ευ, γγ, μπ handled), as passports print it."""
    low = name.lower()
    for pair, out in (("ου", "ou"), ("ού", "ou"), ("αυ", "av"), ("αύ", "av"), ("ευ", "ev"), ("εύ", "ev"), ("γγ", "ng"), ("γκ", "gk")):
        low = low.replace(pair, out)
    if low.startswith("μπ"):
        low = "b" + low[2:]
    text = "".join(_GREEK.get(ch, ch) for ch in low)
    return " ".join(part[:1].upper() + part[1:] for part in text.split(" "))


def _name(draw: Draw, suffix: str = "") -> tuple[str, str]:
    first, last = draw.fill("first" + suffix), draw.fill("last" + suffix)
    if _country(draw) == "GR":
        first, last = latin(first), latin(last)
    return blind2.fold_ascii(first) or "ann", blind2.fold_ascii(last) or "lee"


def _date_v46(draw: Draw, day: dt.date, country: str) -> str:
    """A date as the text's country and language print it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    if country == "IE":
        month = blind.MONTHS[m - 1]
        return draw.pick([f"{_ordinal(d)} {month} {y}", f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}",
                          f"{d} {month[:3]} {y}", f"{_ordinal(d)} of {month}, {y}"])
    if country == "GB":  # Welsh forms (the partner's texts are in Welsh or bilingual)
        month = MONTHS_V46["cy"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month}, {y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y}"])
    if country == "MT":
        month = MONTHS_V46["mt"][m - 1]
        return draw.pick([f"{d} ta' {month} {y}", f"{d} ta' {month}, {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month} {y}"])
    if country == "GR":
        month = MONTHS_V46["gr"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {month[:3]}. {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}",
                      f"{m:02d}/{d:02d}/{y % 100:02d}", f"{d} {month[:3].upper()} {y}"])


def dob_v46(draw: Draw) -> str:
    """A working adult's date of birth in the order and month names of the text's country and language."""
    return _date_v46(draw, _birth(draw, 1958, 2006), _country(draw))


def dob_elder_v46(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_v46(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v46(draw: Draw) -> str:
    return _birth(draw, 1958, 2006).isoformat()


def dob_compact_v46(draw: Draw) -> str:
    return _birth(draw, 1958, 2006).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v46(draw: Draw) -> str:
    return _date_v46(draw, _death_day(draw), _country(draw))


def dod_compact_v46(draw: Draw) -> str:
    return _death_day(draw).strftime("%Y%m%d")


def age_v46(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 100)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    if _country(draw) == "GR":
        return draw.pick([f"{age} eton", f"{age} eti", f"{age}"])
    tens = {9: "ninety", 10: "one hundred"}[age // 10]
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = tens + (("-" if age < 100 else " and ") + words[age % 10] if age % 10 else "")
    return draw.pick([f"{age} years old", f"{age} yrs", f"{age}-year-old", spelled, f"aged {age}", f"{age} y/o", f"{age}"])


def age_other_v46(draw: Draw) -> str:
    """The age over 89 of the text's second person (a parent), drawn apart from the first person's birth date."""
    age = draw.rng.randint(90, 100)
    return draw.pick([f"{age} years old", f"aged {age}", f"{age}", f"{age} yrs"])


def ssn_v46(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms and chats use."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}/{value[3:5]}/{value[5:]}", f"{value[:3]} - {value[3:5]} - {value[5:]}"])


def ssn_plain_v46(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def itin_v46(draw: Draw) -> str:
    """A US ITIN: 9xx, a group 50-65, 70-88, 90-92 or 94-99, four digits."""
    group = draw.pick(list(range(50, 66)) + list(range(70, 89)) + [90, 91, 92] + list(range(94, 100)))
    value = f"9{draw.digits(2)}{group:02d}{draw.digits(4)}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", value, f"{value[:3]} {value[3:5]} {value[5:]}"])


def employee_id_v46(draw: Draw) -> str:
    """An employer's or the clinic's employee number, as badges and HR forms print it."""
    return draw.pick([f"E{draw.digits(6, True)}", f"EMP-{draw.digits(6)}", f"{draw.digits(7, True)}", f"BWI-{draw.digits(5, True)}",
                      f"{draw.letters(2)}{draw.digits(5, True)}", f"00{draw.digits(6, True)}"])


def specimen_v46(draw: Draw) -> str:
    """A drug-test specimen ID (one donor's collection)."""
    return draw.pick([f"{draw.digits(7, True)}", f"GF{draw.digits(7, True)}", f"{draw.digits(3, True)} {draw.digits(4)}"])


def mrn_v46(draw: Draw) -> str:
    return draw.pick([f"SR{draw.digits(7)}", f"{draw.digits(8, True)}", f"MRN {draw.digits(7, True)}", f"POH-{draw.digits(6)}"])


def mrn_plain_v46(draw: Draw) -> str:
    return f"SR{draw.digits(7)}"


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"


def mbi_v46(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (CMS positions, no S, L, O, I, B, Z), plain or dashed 4-3-4."""
    alnum = _MBI_ALPHA + "0123456789"
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_ALPHA) + draw.letters(1, alnum) + draw.digits(1) + draw.letters(1, _MBI_ALPHA)
             + draw.letters(1, alnum) + draw.digits(1) + draw.letters(2, _MBI_ALPHA) + draw.digits(2))
    return draw.pick([value, value, f"{value[:4]}-{value[4:7]}-{value[7:]}", f"{value[:4]} {value[4:7]} {value[7:]}"])


def plan_member_v46(draw: Draw) -> str:
    """A commercial health-plan member ID as a card prints it."""
    value = f"{draw.letters(3, 'ABCDEFGHJKLMNPRTUVWXY')}{draw.digits(9, True)}"
    return draw.pick([value, f"{value}01", f"{value[:3]} {value[3:6]} {value[6:9]} {value[9:]}", f"{value[:3]}-{value[3:]}"])


def dl_md_v46(draw: Draw) -> str:
    """A Maryland driver's licence: the Soundex letter of the surname and twelve digits, printed in groups or whole."""
    last = blind2.fold_ascii(draw.fill("last")).upper() or "L"
    letter = last[0] if last[0].isalpha() else "L"
    digits = draw.digits(12, True)
    return draw.pick([f"{letter}-{digits[:3]}-{digits[3:6]}-{digits[6:9]}-{digits[9:]}", f"{letter}{digits}",
                      f"{letter} {digits[:3]} {digits[3:6]} {digits[6:9]} {digits[9:]}", f"{letter}-{digits[:3]}-{digits[3:6]}-{digits[6:9]}-{digits[9:]}"])


def ppsn_v46(draw: Draw) -> str:
    """An Irish PPSN: seven digits, the mod 23 check letter (weights 8..2, the second letter's value times 9), W or A after now and then."""
    body = draw.digits(7)
    second = draw.pick(["", "", "", "A", "W", "H"])
    extra = {"": 0, "W": 0, "A": 1, "H": 8}[second] * 9
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1))) + extra
    check = "W" if total % 23 == 0 else chr(64 + total % 23)
    value = f"{body}{check}{second}"
    return draw.pick([value, value, f"{body} {check}{second}", value.lower() if draw.rng.random() < 0.2 else value, f"{body[:3]} {body[3:]} {check}{second}"])


_NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def nino_v46(draw: Draw) -> str:
    """A UK National Insurance number: an allowed prefix (not BG, GB, NK, KN, TN, NT, ZZ), six digits, A-D."""
    while True:
        prefix = draw.letters(1, _NINO_FIRST) + draw.letters(1, _NINO_SECOND)
        if prefix not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    digits, suffix = draw.digits(6), draw.letters(1, "ABCD")
    return draw.pick([f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}", f"{prefix}{digits}{suffix}", f"{prefix} {digits} {suffix}",
                      f"{prefix}{digits[:2]}{digits[2:4]}{digits[4:]}{suffix}", f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"])


def mt_id_v46(draw: Draw) -> str:
    """A Maltese identity card number: up to seven digits and the category letter (M, G, A, P, L, H, B, Z)."""
    number = str(draw.rng.randint(1000, 9999999))
    letter = draw.pick(["M", "M", "M", "G", "A", "L", "H"])
    return draw.pick([f"{number}{letter}", f"{number.zfill(7)}{letter}", f"{number} {letter}", f"{number.zfill(7)} ({letter})"])


def amka_v46(draw: Draw) -> str:
    """A Greek AMKA: the birth date DDMMYY, four digits (odd for men), the Luhn check digit."""
    born = _birth(draw, 1958, 2006)
    body = born.strftime("%d%m%y") + draw.digits(4)
    value = body + _luhn(body)
    return draw.pick([value, value, f"{value[:6]} {value[6:]}", f"{value[:6]}-{value[6:]}"])


# ---- bank accounts -----------------------------------------------------------------------------------------------
def iban_ie_v46(draw: Draw) -> str:
    bank = draw.pick([("AIBK", "93"), ("BOFI", "90"), ("IPBS", "99"), ("ULSB", "98")])
    iban = _iban("IE", f"{bank[0]}{bank[1]}{draw.digits(4)}{draw.digits(8, True)}")
    return draw.pick([_group4(iban), iban, _group4(iban), f"IBAN: {_group4(iban)}"[6:]])


def iban_gb_v46(draw: Draw) -> str:
    """A British account: an IBAN, or a sort code and account number as a letter prints them."""
    bank, sort = draw.pick([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40"), ("MIDL", "40")])
    sort += draw.digits(4)
    account = draw.digits(8, True)
    iban = _iban("GB", f"{bank}{sort}{account}")
    return draw.pick([_group4(iban), iban, f"{sort[:2]}-{sort[2:4]}-{sort[4:]} {account}", f"sort code {sort[:2]}-{sort[2:4]}-{sort[4:]}, account {account}"])


def iban_mt_v46(draw: Draw) -> str:
    """A Maltese IBAN: four-letter bank, five-digit sort code, eighteen-character account."""
    bank = draw.pick(["MALT", "VALL", "APSB", "BOVM"])
    iban = _iban("MT", f"{bank}{draw.digits(5, True)}{draw.digits(18)}")
    return draw.pick([_group4(iban), iban, _group4(iban)])


def iban_gr_v46(draw: Draw) -> str:
    """A Greek IBAN: three-digit bank, four-digit branch, sixteen-digit account."""
    bank = draw.pick(["011", "017", "026", "014"])
    iban = _iban("GR", f"{bank}{draw.digits(4)}{draw.digits(16)}")
    return draw.pick([_group4(iban), iban, _group4(iban)])


def us_account_v46(draw: Draw) -> str:
    """A US direct-deposit account: routing number (ABA checksum) and account, as a benefits form prints them."""
    while True:
        body = draw.pick(["052", "055", "054", "031", "021"]) + draw.digits(5)
        for last in range(10):
            routing = body + str(last)
            if sum(int(c) * w for c, w in zip(routing, (3, 7, 1) * 3)) % 10 == 0:
                account = draw.digits(draw.rng.randint(9, 12), True)
                return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}"])


# ---- cards -------------------------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def visa_v46(draw: Draw) -> str:
    number = _card(draw, "4" + draw.digits(1), 16)
    return draw.pick([" ".join(number[i:i + 4] for i in range(0, 16, 4)), number, "-".join(number[i:i + 4] for i in range(0, 16, 4)),
                      " ".join(number[i:i + 4] for i in range(0, 16, 4))])


def amex_v46(draw: Draw) -> str:
    number = _card(draw, draw.pick(["34", "37"]), 15)
    return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", number, f"{number[:4]}-{number[4:10]}-{number[10:]}"])


# ---- addresses ---------------------------------------------------------------------------------------------------
_MD_TOWNS = [("Baltimore", "21218"), ("Baltimore", "21224"), ("Baltimore", "21229"), ("Glen Burnie", "21061"), ("Columbia", "21044"),
             ("Ellicott City", "21043"), ("Towson", "21204"), ("Annapolis", "21401"), ("Frederick", "21701"), ("Hagerstown", "21740"),
             ("Salisbury", "21801"), ("Silver Spring", "20904"), ("Laurel", "20707"), ("Dundalk", "21222"), ("Westminster", "21157"),
             ("Bel Air", "21014"), ("Cumberland", "21502"), ("Easton", "21601")]
_MD_STREETS = ["Harford Rd", "Eastern Ave", "Ritchie Hwy", "York Rd", "Liberty Heights Ave", "Frederick Rd", "Dundalk Ave", "Crain Hwy",
               "Old Court Rd", "Belair Rd", "Reisterstown Rd", "Greenspring Ave", "Route 40 W", "Pulaski Hwy", "Veirs Mill Rd"]
_MD_RURAL = [("Oakland", "21550"), ("Princess Anne", "21853"), ("Thurmont", "21788"), ("Chestertown", "21620"), ("Grantsville", "21536"),
             ("Pocomoke City", "21851")]


def addr_md_v46(draw: Draw) -> str:
    """A Maryland home address: a street line, a PO box, or a rural route or highway-contract box."""
    rng = draw.rng
    style = rng.random()
    if style < 0.2:
        town, zip_code = draw.pick(_MD_TOWNS)
        return draw.pick([f"PO Box {rng.randint(10, 9899)}, {town}, MD {zip_code}", f"P.O. Box {rng.randint(10, 999)}\n{town}, MD {zip_code}",
                          f"POB {rng.randint(10, 4999)}, {town} MD {zip_code}-{draw.digits(4)}"])
    if style < 0.35:
        town, zip_code = draw.pick(_MD_RURAL)
        return draw.pick([f"RR {rng.randint(1, 6)} Box {rng.randint(10, 480)}, {town}, MD {zip_code}",
                          f"HC {rng.randint(1, 4)} Box {rng.randint(10, 300)}\n{town}, MD {zip_code}",
                          f"{rng.randint(1000, 29999)} Old Route {rng.randint(2, 40)}, {town}, Maryland {zip_code}"])
    town, zip_code = draw.pick(_MD_TOWNS)
    street = f"{rng.randint(10, 9899)} {draw.pick(_MD_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 400)}", f" #{rng.randint(1, 60)}", f", Unit {draw.letters(1, 'ABCDEFG')}"])
    return draw.pick([f"{street}{unit}, {town}, MD {zip_code}", f"{street}{unit}\n{town}, MD {zip_code}", f"{street.upper()}{unit.upper()}, {town.upper()} MD {zip_code}",
                      f"{street}{unit}, {town}, Maryland {zip_code}-{draw.digits(4)}"])


_EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789"
_IE_PLACES = [("Cork", "T12", "Co. Cork"), ("Cork", "T23", "Co. Cork"), ("Ballincollig", "P31", "Co. Cork"), ("Mallow", "P51", "Co. Cork"),
              ("Limerick", "V94", "Co. Limerick"), ("Galway", "H91", "Co. Galway"), ("Dublin 8", "D08", "Co. Dublin"), ("Dublin 15", "D15", "Co. Dublin"),
              ("Tralee", "V92", "Co. Kerry"), ("Clonmel", "E91", "Co. Tipperary"), ("Kilkenny", "R95", "Co. Kilkenny"), ("Waterford", "X91", "Co. Waterford")]
_IE_STREETS = ["Main Street", "Bishopstown Road", "Douglas Road", "Blarney Street", "The Crescent", "Church Road", "Ard na Gréine", "Pearse Street",
               "Castle View", "Ashgrove Park", "Oliver Plunkett Street", "Model Farm Road"]


def addr_ie_v46(draw: Draw) -> str:
    town, key, county = draw.pick(_IE_PLACES)
    eircode = f"{key} {''.join(draw.pick(list(_EIRCODE_CHARS)) for _ in range(4))}"
    eircode = eircode[:4] + draw.pick(list("ACDEFHKNPRTVWXY")) + eircode[5:]
    number = draw.rng.randint(1, 160)
    line = draw.pick([f"{number} {draw.pick(_IE_STREETS)}", f"Apt {draw.rng.randint(1, 60)}, {draw.pick(['Riverside Court', 'The Maltings', 'Lee Point'])}",
                      f"{draw.pick(['Rose Cottage', 'Glenview', 'Cnoc Álainn', 'The Old Forge'])}, {draw.pick(['Ballyvolane', 'Carrigaline', 'Ovens', 'Blarney'])}"])
    return draw.pick([f"{line}, {town}, {county}, {eircode}", f"{line}\n{town}\n{county}\n{eircode}", f"{line}, {town}, {eircode}",
                      f"{line}, {town.upper()}, {eircode.replace(' ', '')}"])


_GB_PLACES = [("Caerdydd / Cardiff", "CF", "Cardiff"), ("Pontypridd", "CF37", "Pontypridd"), ("Abertawe", "SA1", "Swansea"), ("Casnewydd", "NP20", "Newport"),
              ("Merthyr Tudful", "CF47", "Merthyr Tydfil"), ("Penarth", "CF64", "Penarth"), ("Caerffili", "CF83", "Caerphilly")]
_GB_STREETS = ["Heol y Frenhines", "Cathedral Road", "Ffordd Pentre", "Stryd Fawr", "Clive Street", "Heol Llandaf", "Brynhyfryd", "Maes y Coed",
               "Pen-y-Lan Road", "Teras Fictoria"]


def addr_gb_v46(draw: Draw) -> str:
    welsh, district, english = draw.pick(_GB_PLACES)
    if district == "CF":
        district = f"CF{draw.rng.randint(3, 24)}"
    post = f"{district} {draw.rng.randint(1, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    line = f"{draw.rng.randint(1, 220)} {draw.pick(_GB_STREETS)}"
    flat = draw.pick(["", "", f"Fflat {draw.rng.randint(1, 12)}, ", f"Flat {draw.rng.randint(1, 30)}, "])
    return draw.pick([f"{flat}{line}, {english}, {post}", f"{flat}{line}\n{welsh}\n{post}", f"{flat}{line}, {welsh.split(' / ')[0]} {post}",
                      f"{flat}{line}, {english.upper()} {post}"])


_MT_PLACES = [("Marsaxlokk", "MXK"), ("Żabbar", "ZBR"), ("Birkirkara", "BKR"), ("Ħamrun", "HMR"), ("Paola", "PLA"), ("Żejtun", "ZTN"),
              ("Qormi", "QRM"), ("Mosta", "MST"), ("Sliema", "SLM"), ("Rabat", "RBT")]
_MT_STREETS = ["Triq il-Kbira", "Triq San Pawl", "Triq il-Kunsill tal-Ewropa", "Triq ix-Xatt", "Triq id-Dejma", "Triq il-Karmnu", "Vjal il-Ħelsien",
               "Triq Santa Marija", "Triq il-Fosos"]


def addr_mt_v46(draw: Draw) -> str:
    town, code = draw.pick(_MT_PLACES)
    post = f"{code} {draw.rng.randint(1000, 9099)}"
    house = draw.pick([f"{draw.rng.randint(1, 180)}", f"'{draw.pick(['Dar il-Ħena', 'Santa Rita', 'Ta Ġianni', 'Il-Warda'])}', {draw.rng.randint(1, 90)}",
                       f"Flat {draw.rng.randint(1, 12)}, {draw.pick(['Blk A', 'Mariner Court', 'Sea View Apts'])}, {draw.rng.randint(1, 90)}"])
    street = draw.pick(_MT_STREETS)
    return draw.pick([f"{house}, {street}, {town} {post}", f"{house}\n{street}\n{town} {post}\nMalta", f"{house}, {street}, {town.upper()} {post}"])


_GR_PLACES = [("Athina", "104"), ("Athina", "115"), ("Peiraias", "185"), ("Elefsina", "192"), ("Aspropyrgos", "193"), ("Thessaloniki", "546"),
              ("Patra", "262"), ("Irakleio", "712"), ("Nikaia", "184"), ("Megara", "191")]
_GR_STREETS = ["Odos Ermou", "Leoforos Dimokratias", "Odos Pavlou Mela", "Odos Kanari", "Leoforos Kifisias", "Odos Agiou Georgiou",
               "Odos Eleftheriou Venizelou", "Odos Nikis", "Odos Pireos"]


def addr_gr_v46(draw: Draw) -> str:
    town, tk = draw.pick(_GR_PLACES)
    code = f"{tk} {draw.digits(2)}"
    street = f"{draw.pick(_GR_STREETS)} {draw.rng.randint(1, 240)}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\nT.K. {code}, {town}", f"{street.upper()}, {code} {town.upper()}",
                      f"{street}, {town} {code.replace(' ', '')}"])


def addr_v46(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"IE": addr_ie_v46, "GB": addr_gb_v46, "MT": addr_mt_v46, "GR": addr_gr_v46}.get(_country(draw), addr_md_v46)(draw)


def addr_hl7_v46(draw: Draw) -> str:
    town, zip_code = draw.pick(_MD_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_MD_STREETS).upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 300))])}^{town.upper()}^MD^{zip_code}^USA^H"


def addr_fhir_v46(draw: Draw) -> str:
    """A Maryland address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_MD_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_MD_STREETS)}\"], \"city\": \"{town}\", \"state\": \"MD\", \"postalCode\": \"{zip_code}"


# ---- phones ------------------------------------------------------------------------------------------------------
def phone_md_v46(draw: Draw) -> str:
    area = draw.pick(["410", "443", "301", "240", "667"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1 ({area}) {exchange}-{line}", f"{area}{exchange}{line}", f"({area}) {exchange}-{line} ext. {draw.rng.randint(10, 899)}",
                      f"{area}/{exchange}-{line}"])


def phone_ie_v46(draw: Draw) -> str:
    """An Irish mobile (083-089, seven digits) or a landline (01 Dublin, 021 Cork, 091 Galway, 061 Limerick)."""
    if draw.rng.random() < 0.65:
        prefix, rest = draw.pick(["83", "85", "86", "87", "89"]), _sub(draw, 7)
        return draw.pick([f"0{prefix} {rest[:3]} {rest[3:]}", f"+353 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix}{rest}", f"0{prefix}-{rest}",
                          f"(0{prefix}) {rest[:3]} {rest[3:]}", f"+353{prefix}{rest}", f"00353 {prefix} {rest}"])
    area = draw.pick(["1", "21", "91", "61"])
    local = _sub(draw, 7 if area != "61" else 6)
    return draw.pick([f"(0{area}) {local[:3]} {local[3:]}", f"0{area} {local[:3]} {local[3:]}", f"+353 {area} {local[:3]} {local[3:]}", f"0{area}-{local}"])


def phone_gb_v46(draw: Draw) -> str:
    """A British mobile (07xxx) or a Welsh landline (029 Cardiff, 01443 Pontypridd, 01792 Swansea), in UK printings."""
    if draw.rng.random() < 0.6:
        rest = draw.pick(["7", "8", "9", "5"]) + _sub(draw, 8)
        return draw.pick([f"07{rest[:3]} {rest[3:]}", f"+44 7{rest[:3]} {rest[3:]}", f"07{rest}", f"+44 (0)7{rest[:3]} {rest[3:]}", f"07{rest[:3]} {rest[3:6]} {rest[6:]}"])
    area, length = draw.pick([("29", 8), ("1443", 6), ("1792", 6), ("1633", 6)])
    local = _sub(draw, length)
    if area == "29":
        local = draw.pick(["2", "3"]) + local[1:]
        return draw.pick([f"029 {local[:4]} {local[4:]}", f"+44 29 {local[:4]} {local[4:]}", f"(029) {local[:4]} {local[4:]}", f"029{local}"])
    return draw.pick([f"0{area} {local}", f"+44 {area} {local}", f"(0{area}) {local[:3]} {local[3:]}"])


def phone_mt_v46(draw: Draw) -> str:
    """A Maltese number: eight digits (mobiles 79, 99, 77; landlines 21, 27), in fours or pairs."""
    value = draw.pick(["79", "99", "77", "79", "21", "27"]) + _sub(draw, 6)
    return draw.pick([f"{value[:4]} {value[4:]}", f"+356 {value[:4]} {value[4:]}", value, f"+356{value}", f"{value[:2]} {value[2:4]} {value[4:6]} {value[6:]}",
                      f"00356 {value}"])


def phone_gr_v46(draw: Draw) -> str:
    """A Greek mobile (69x, ten digits) or a landline (210 Athens, 2310 Thessaloniki)."""
    if draw.rng.random() < 0.6:
        value = "69" + draw.pick(["4", "7", "8", "9", "3", "5"]) + _sub(draw, 7)
    else:
        value = draw.pick(["210", "2310", "2610"])
        value += _sub(draw, 10 - len(value))
    return draw.pick([f"{value[:3]} {value[3:6]} {value[6:]}", f"+30 {value[:3]} {value[3:6]} {value[6:]}", value, f"+30{value}", f"{value[:4]} {value[4:]}",
                      f"+30 {value}"])


def phone_v46(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"IE": phone_ie_v46, "GB": phone_gb_v46, "MT": phone_mt_v46, "GR": phone_gr_v46}.get(_country(draw), phone_md_v46)(draw)


def phone_hl7_v46(draw: Draw) -> str:
    return f"({draw.pick(['410', '443', '301'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_x12_v46(draw: Draw) -> str:
    return f"{draw.pick(['410', '443', '301', '240'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"IE": ["eircom.net", "gmail.com", "hotmail.com", "yahoo.ie", "outlook.ie"], "GB": ["btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "yahoo.co.uk"],
                  "MT": ["gmail.com", "maltanet.net", "hotmail.com", "onvol.net", "go.net.mt"], "GR": ["gmail.com", "yahoo.gr", "otenet.gr", "hotmail.com", "windowslive.gr"],
                  "US": ["comcast.net", "verizon.net", "gmail.com", "yahoo.com", "aol.com", "icloud.com", "outlook.com"]}
_AT_WORDS = {"GB": ("at", "dot"), "MT": ("at", "dot"), "GR": ("papaki", "teleia"), "IE": ("at", "dot")}


def _email(draw: Draw, suffix: str, obfuscate: bool) -> str:
    first, last = _name(draw, suffix)
    first, last = first.lower().replace(" ", ""), last.lower().replace(" ", "").replace("'", "")
    local = draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}{draw.rng.randint(60, 99)}",
                       f"{last}{first[:1]}{draw.rng.randint(1, 9)}"])
    country = _country(draw)
    domain = draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.15:
        at, dot = _AT_WORDS.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', ' ' + dot + ' ')}"
    if style < 0.25:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.3:
        return f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_v46(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, "", True)


def email_plain_v46(draw: Draw) -> str:
    return _email(draw, "", False)


def email_family_v46(draw: Draw) -> str:
    return _email(draw, "2", True)


def ip_v46(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    if draw.rng.random() < 0.25:
        prefix = draw.pick(["2601:14d", "2600:4040", "2a02:8084", "2001:bb6"])
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick([71, 96, 73, 108, 151, 173, 89, 86])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first, last = _name(draw, suffix)
    return f"{first.lower().replace(' ', '')}{sep}{last.lower().replace(' ', '').replace(chr(39), '')}"


def url_v46(draw: Draw) -> str:
    """The person's own page: a profile, a trip blog, a video, a memorial or fundraiser page."""
    return draw.pick([f"https://www.linkedin.com/in/{_slug(draw)}-{draw.letters(4, 'abcdefghjkmnpqrstuvwxyz0123456789')}/", f"https://www.tiktok.com/@{_slug(draw, '.')}",
                      f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://www.youtube.com/@{_slug(draw, '')}{draw.rng.randint(1, 99)}",
                      f"{_slug(draw, '')}travels.wordpress.com", f"https://www.gofundme.com/f/{_slug(draw)}-recovery-fund",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}"])


def memorial_url_v46(draw: Draw) -> str:
    """A memorial or fundraiser page for the text's second person (who died)."""
    return draw.pick([f"https://www.legacy.com/us/obituaries/name/{_slug(draw, '-', '2')}-obituary?id={draw.digits(8, True)}",
                      f"https://www.gofundme.com/f/in-memory-of-{_slug(draw, '-', '2')}", f"https://www.caringbridge.org/visit/{_slug(draw, '', '2')}",
                      f"https://www.rip.ie/death-notice/{_slug(draw, '-', '2')}-{draw.digits(6, True)}"])


def plate_v46(draw: Draw) -> str:
    """A number plate of the text's country (Maryland, Ireland, the UK, Malta, Greece)."""
    country = _country(draw)
    if country == "IE":
        return draw.pick([f"{draw.rng.randint(151, 252)}-{draw.pick(['C', 'D', 'G', 'L', 'KY', 'T', 'W'])}-{draw.rng.randint(1, 99999)}",
                          f"{draw.rng.randint(10, 24)} {draw.pick(['C', 'D', 'G', 'L', 'KY'])} {draw.rng.randint(1, 9999)}"])
    if country == "GB":
        return draw.pick([f"{draw.letters(2, 'CDW')}{draw.rng.randint(15, 74):02d} {draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}",
                          f"{draw.letters(2, 'CDW')}{draw.rng.randint(15, 74):02d}{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"])
    if country == "MT":
        return draw.pick([f"{draw.letters(3)} {draw.digits(3)}", f"{draw.letters(3)}{draw.digits(3)}"])
    if country == "GR":
        return draw.pick([f"{draw.letters(3, 'ABEZHIKMNOPTYX')}-{draw.rng.randint(1000, 9999)}", f"{draw.letters(3, 'ABEZHIKMNOPTYX')} {draw.rng.randint(1000, 9999)}"])
    return draw.pick([f"{draw.digits(1, True)}{draw.letters(2)}{draw.digits(4)}", f"{draw.digits(1, True)}{draw.letters(2)} {draw.digits(4)}",
                      f"{draw.letters(3)}{draw.digits(4)}", f"{draw.letters(1)}{draw.digits(6)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind45.SLOTS[key] for key in ("vin_v45", "dob_v45", "phone_al_v45")},
    **{key: blind25.SLOTS[key] for key in ("ssn_typed", "ssn_hl7", "email_plain", "ip_public")},
    **{key: blind.SLOTS[key] for key in ("vin", "mbi", "ssn", "phone_us", "dob", "dob_text", "dob_num", "email", "email_obf", "card")},
    "dob_v46": dob_v46, "dob_elder_v46": dob_elder_v46, "dob_iso_v46": dob_iso_v46, "dob_compact_v46": dob_compact_v46, "dod_v46": dod_v46,
    "dod_compact_v46": dod_compact_v46, "age_v46": age_v46, "age_other_v46": age_other_v46, "ssn_v46": ssn_v46, "ssn_plain_v46": ssn_plain_v46, "itin_v46": itin_v46,
    "employee_id_v46": employee_id_v46, "specimen_v46": specimen_v46, "mrn_v46": mrn_v46, "mrn_plain_v46": mrn_plain_v46, "mbi_v46": mbi_v46,
    "plan_member_v46": plan_member_v46, "dl_md_v46": dl_md_v46, "ppsn_v46": ppsn_v46, "nino_v46": nino_v46, "mt_id_v46": mt_id_v46,
    "amka_v46": amka_v46, "iban_ie_v46": iban_ie_v46, "iban_gb_v46": iban_gb_v46, "iban_mt_v46": iban_mt_v46, "iban_gr_v46": iban_gr_v46,
    "us_account_v46": us_account_v46, "visa_v46": visa_v46, "amex_v46": amex_v46, "addr_v46": addr_v46, "addr_md_v46": addr_md_v46,
    "addr_hl7_v46": addr_hl7_v46, "addr_fhir_v46": addr_fhir_v46, "phone_v46": phone_v46, "phone_md_v46": phone_md_v46,
    "phone_hl7_v46": phone_hl7_v46, "phone_x12_v46": phone_x12_v46, "email_v46": email_v46, "email_plain_v46": email_plain_v46,
    "email_family_v46": email_family_v46, "ip_v46": ip_v46, "url_v46": url_v46, "memorial_url_v46": memorial_url_v46, "plate_v46": plate_v46,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_EMPLOYERS = ["Harbor Point Logistics", "Key Bridge Steel Fabricators", "Fells Point Brewing Co.", "Severn River Marine Services", "Catoctin Poultry Processing",
              "Westport Paving & Asphalt", "Gwynns Falls Transit Authority", "Chesapeake Bay Crab Packers", "Route 1 Distribution Center",
              "Anne Arundel County Public Works", "Bay Country Home Builders", "Tri-State Waste Haulers", "Antietam Precision Machining",
              "Sparrows Point Terminal Operators", "Patuxent Hospital Linen Service"]
_SERVICES = [("Pre-placement physical", "99455"), ("DOT physical", "99455"), ("Respirator fit test (quantitative)", "94799"),
             ("Audiogram, screening", "92551"), ("Audiogram, pure tone air", "92552"), ("Tuberculin skin test (placement + read)", "86580"),
             ("IGRA (QuantiFERON)", "86480"), ("5-panel urine drug screen, DOT", "80305"), ("Breath alcohol test", "82075"),
             ("Spirometry", "94010"), ("Hepatitis B vaccine dose", "90746"), ("Influenza vaccine, onsite", "90686"), ("Lift capacity test", "97750"),
             ("Vision screen (Titmus)", "99173"), ("Work-injury visit, new", "99203")]


def _invoice_row(d: Draw) -> str:
    name, cpt = d.pick(_SERVICES)
    qty = d.rng.randint(1, 160)
    unit = d.rng.randint(18, 190)
    return f"{name} | {cpt} | {qty} | ${unit}.00 | ${qty * unit:,}.00"


def _invoice_csv_row(d: Draw) -> str:
    name, cpt = d.pick(_SERVICES)
    qty = d.rng.randint(1, 120)
    unit = d.rng.randint(18, 190)
    return f"{cpt},\"{name}\",{qty},{unit}.00,{qty * unit}.00,{d.pick(['billed', 'billed', 'credit applied', 'disputed'])}"


_IE_SERVICES = ["Pre-employment medical", "Fitness-to-work review", "Audiometry screening", "Spirometry (occupational)", "Hep B vaccination", "Manual handling assessment",
                "Drug and alcohol test (workplace)", "Night-worker health assessment"]


def _invoice_ie_row(d: Draw) -> str:
    qty, unit = d.rng.randint(1, 60), d.rng.randint(35, 220)
    return f"{d.pick(_IE_SERVICES)} | {qty} | €{unit}.00 | €{qty * unit:,}.00"


def _programme_row(d: Draw) -> str:
    seen = d.rng.randint(12, 900)
    return f"{d.pick(_EMPLOYERS)} | {seen} | {d.rng.randint(0, seen // 6)} | {d.rng.randint(0, seen // 4)} | {d.rng.randint(0, 12)} | {d.rng.randint(70, 100)}%"


def _programme_json_row(d: Draw) -> str:
    seen = d.rng.randint(12, 900)
    return (f"{{\"employer\": \"{d.pick(_EMPLOYERS)}\", \"encounters\": {seen}, \"injuryVisits\": {d.rng.randint(0, seen // 5)}, "
            f"\"surveillanceExams\": {d.rng.randint(0, seen // 2)}, \"recordableCases\": {d.rng.randint(0, 9)}}}")


_MT_EMPLOYERS = ["Freeport Terminal Operators", "Marsaxlokk Fish Farms", "Delimara Power Station contractors", "Ħal Far Industrial Estate tenants",
                 "Grand Harbour Ship Repair", "Luqa Airport ground handling", "Kordin Bakery Ltd"]


def _programme_mt_row(d: Draw) -> str:
    return f"{d.pick(_MT_EMPLOYERS)} | {d.rng.randint(10, 400)} | {d.rng.randint(0, 30)} | {d.rng.randint(0, 60)}"


_DEPTS = ["Paint line", "Welding bay", "Sterile processing", "Lab - histology", "Grain elevator crew", "Asbestos abatement team", "Emergency department",
          "Respiratory therapy", "Foundry", "Wastewater plant", "Pharmacy hazardous compounding", "Bridge painting crew"]
_RESPIRATORS = ["3M 1860 N95", "3M 1870+ N95", "Halyard 46827", "Moldex 2200 N95", "3M 6000 half-face (P100)", "MSA Advantage 200 LS",
                "3M 7500 half-face", "Honeywell North 7700", "3M 6800 full-face"]


def _fit_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.rng.randint(6, 15):02d}:{d.pick(['00', '15', '30', '45'])} | {d.pick(_DEPTS)} | "
            f"{d.pick(_RESPIRATORS)} | {d.pick(['QNFT (PortaCount)', 'QLFT (Bitrex)', 'QLFT (saccharin)', 'QNFT (CNP)'])} | Room {d.rng.randint(101, 340)} | {d.rng.randint(4, 24)} slots")


def _fit_csv_row(d: Draw) -> str:
    return (f"{d.fill('eff_iso')},{d.pick(_DEPTS).replace(' ', '_').lower()},{d.pick(_RESPIRATORS).replace(' ', '_')},{d.pick(['qnft', 'qlft'])},"
            f"{d.rng.randint(4, 24)},{d.rng.randint(0, 24)}")


_FIT_CY = ["Llinell baent", "Gweithdy weldio", "Adran achosion brys", "Labordy", "Tîm cynnal a chadw", "Ward anadlol"]


def _fit_cy_row(d: Draw) -> str:
    return f"{d.pick(['Llun', 'Mawrth', 'Mercher', 'Iau', 'Gwener'])} {d.rng.randint(8, 15):02d}:{d.pick(['00', '30'])} | {d.pick(_FIT_CY)} | {d.pick(_RESPIRATORS)} | {d.rng.randint(4, 16)} lle"


_VACCINES = [("Yellow fever (YF-Vax/Stamaril)", "1 dose", "90717"), ("Typhoid, injectable (Typhim Vi)", "1 dose", "90691"),
             ("Typhoid, oral (Vivotif)", "4 capsules", "90690"), ("Hepatitis A (adult)", "2 doses", "90632"), ("Hepatitis B (Heplisav-B)", "2 doses", "90739"),
             ("Japanese encephalitis (Ixiaro)", "2 doses", "90738"), ("Rabies pre-exposure (Imovax)", "2 doses", "90675"),
             ("Cholera (Vaxchora)", "1 oral dose", "90625"), ("Chikungunya (Ixchiq)", "1 dose", "90589"), ("MenACWY (Menveo)", "1 dose", "90734"),
             ("Tdap (Adacel)", "1 dose", "90715"), ("Polio, IPV booster", "1 dose", "90713")]


def _vaccine_price_row(d: Draw) -> str:
    name, doses, cpt = d.pick(_VACCINES)
    return f"{name} | {doses} | CPT {cpt} | ${d.rng.randint(65, 420)} per dose | {d.pick(['in stock', 'in stock', 'order 48 h ahead', 'limited supply'])}"


def _vaccine_price_ie_row(d: Draw) -> str:
    name, doses, _ = d.pick(_VACCINES)
    return f"{name.split(' (')[0]} | {doses} | €{d.rng.randint(45, 320)} | {d.pick(['available', 'available', 'by appointment'])}"


_VACCINES_GR = ["Kitrinos pyretos", "Typhoeidis pyretos", "Ipatitida A", "Ipatitida B", "Lyssa (prolipsi)", "Iaponiki enkefalitida", "Cholera", "Tetanos-diftheritida"]


def _vaccine_price_gr_row(d: Draw) -> str:
    return f"{d.pick(_VACCINES_GR)} | {d.rng.randint(1, 3)} dosi | {d.rng.randint(30, 280)},00 EUR"


def _tb_row(d: Draw) -> str:
    screened = d.rng.randint(40, 2400)
    return (f"{d.pick(_EMPLOYERS + ['Severn Run clinical staff', 'Contract nursing pool', 'Volunteers'])} | {screened} | {d.pick(['TST', 'IGRA', 'TST + IGRA'])} | "
            f"{d.rng.randint(0, screened // 40)} | {d.rng.randint(0, 6)} | {d.rng.randint(0, 3)} | {d.rng.randint(82, 100)}%")


def _tb_csv_row(d: Draw) -> str:
    screened = d.rng.randint(30, 1800)
    return f"{d.fill('quarter').replace(' ', '')},{d.pick(['tst', 'igra'])},{d.pick(['annual', 'baseline', 'post_exposure'])},{screened},{d.rng.randint(0, screened // 30)},{d.rng.randint(0, 4)},{d.rng.randint(0, 9)}"


_PANELS = [("DOT 5-panel (THC, COC, OPI, AMP, PCP)", "urine"), ("Non-DOT 10-panel", "urine"), ("Expanded opiates (fentanyl, tramadol)", "urine"),
           ("Oral fluid 6-panel", "oral fluid"), ("Hair 5-panel (90-day)", "hair"), ("Breath alcohol (EBT)", "breath"), ("Ethyl glucuronide", "urine")]


def _tat_row(d: Draw) -> str:
    panel, matrix = d.pick(_PANELS)
    n = d.rng.randint(80, 9000)
    return f"{panel} | {matrix} | {n:,} | {d.rng.randint(18, 30)} h | {d.rng.randint(40, 96)} h | {d.rng.randint(90, 100)}.{d.digits(1)}% | {d.rng.randint(0, n // 60)}"


def _tat_csv_row(d: Draw) -> str:
    panel, matrix = d.pick(_PANELS)
    return f"\"{panel}\",{matrix.replace(' ', '_')},{d.rng.randint(80, 9000)},{d.rng.randint(18, 30)}.{d.digits(1)},{d.rng.randint(40, 96)}.{d.digits(1)},{d.rng.randint(0, 80)}"


def _tat_xml_row(d: Draw) -> str:
    panel, matrix = d.pick(_PANELS)
    return (f"  <Panel name=\"{panel}\" matrix=\"{matrix}\" specimens=\"{d.rng.randint(80, 9000)}\" medianHours=\"{d.rng.randint(18, 30)}\" "
            f"p90Hours=\"{d.rng.randint(40, 96)}\" nonNegative=\"{d.rng.randint(0, 90)}\" rejected=\"{d.rng.randint(0, 30)}\"/>")


_DOT_FEES = [("DOT physical (FMCSA, 2-year card)", "$95"), ("DOT physical, recertification within 3 months", "$85"), ("DOT physical, short card follow-up", "$45"),
             ("Vision only (Titmus)", "$25"), ("Urinalysis dipstick (included)", "$0"), ("Sleep apnea screening (STOP-Bang) with referral", "$30"),
             ("Insulin-treated diabetes assessment (MCSA-5870 review)", "$60"), ("Hearing test if whisper test failed", "$35"),
             ("Drug test, DOT pre-employment", "$58"), ("Breath alcohol, DOT", "$42"), ("Same-day card reprint", "$15")]


def _dot_fee_row(d: Draw) -> str:
    name, fee = d.pick(_DOT_FEES)
    return f"{name} | {fee} | {d.pick(['walk-in', 'walk-in', 'appointment', 'appointment or walk-in'])} | {d.rng.randint(20, 75)} min"


_ERGO_ITEMS = ["Monitor top at or slightly below eye level", "Keyboard at elbow height, wrists neutral", "Chair lumbar support adjusted",
               "Feet flat on floor or footrest", "Frequently used items within 16 inches", "Lift height between knuckle and shoulder",
               "Load under 35 lb for one-person lift", "Anti-fatigue matting at standing stations", "Tool handles 1.25-2 inches diameter",
               "Task lighting 500 lux or more", "Micro-breaks every 30 minutes", "Push/pull force under 50 lb initial"]


def _ergo_row(d: Draw) -> str:
    return f"{d.pick(_ERGO_ITEMS)} | [{d.pick([' ', 'x', 'x'])}] | {d.pick(['OK', 'adjust', 'replace equipment', 'training needed', 'n/a'])}"


_ERGO_MT = ["Il-monitor fil-livell tal-għajnejn", "Is-siġġu b'sapport għad-dahar", "Il-keyboard fl-għoli tal-minkeb", "Ir-riġlejn ċatti mal-art",
            "Il-piż taħt 15 kg għal persuna waħda", "Dawl biżżejjed fuq il-post tax-xogħol", "Waqfiet qosra kull 30 minuta"]


def _ergo_mt_row(d: Draw) -> str:
    return f"{d.pick(_ERGO_MT)} | [{d.pick([' ', 'x'])}] | {d.pick(['OK', 'irid jiġi aġġustat', 'taħriġ meħtieġ'])}"


_OSHA_ROWS = ["Total number of deaths (G)", "Total number of cases with days away from work (H)", "Total number of cases with job transfer or restriction (I)",
              "Total number of other recordable cases (J)", "Total number of days away from work (K)", "Total number of days of job transfer or restriction (L)",
              "Injuries (M1)", "Skin disorders (M2)", "Respiratory conditions (M3)", "Poisonings (M4)", "Hearing loss (M5)", "All other illnesses (M6)"]


def _osha_row(d: Draw) -> str:
    label = d.pick(_OSHA_ROWS)
    return f"{label}: {0 if 'deaths' in label else d.rng.randint(0, 140)}"


def _osha_csv_row(d: Draw) -> str:
    return (f"{d.pick(_EMPLOYERS).replace(',', '')},{d.pick(['336611', '484121', '493110', '311615', '238110', '562111', '332312'])},{d.rng.randint(20, 900)},"
            f"{d.rng.randint(40000, 1800000)},0,{d.rng.randint(0, 20)},{d.rng.randint(0, 30)},{d.rng.randint(0, 40)},{d.rng.randint(0, 400)}")


_TEAMS = ["Crab Cake Crushers", "Orioles Outfield", "Night Shift Ninjas", "Loading Dock Legends", "Step Sisters & Misters", "Old Line Striders",
          "The Forklift Five", "Hard Hat Hustlers", "Inner Harbor Walkers", "Sterile Processing Sprinters", "Lab Coat Lappers", "Boilermakers on the Move"]


def _leader_row(d: Draw) -> str:
    return f"{d.pick(_TEAMS)} | {d.pick(_EMPLOYERS)} | {d.rng.randint(4, 12)} members | {d.rng.randint(180000, 2400000):,} steps | {d.rng.randint(40, 100)}% synced"


def _leader_json_row(d: Draw) -> str:
    return f"{{\"team\": \"{d.pick(_TEAMS)}\", \"members\": {d.rng.randint(4, 12)}, \"steps\": {d.rng.randint(180000, 2400000)}, \"activeMinutes\": {d.rng.randint(900, 20000)}}}"


_DISHES = ["Old Bay grilled chicken wrap", "Crab & corn chowder (12 oz)", "Black bean burger, whole wheat bun", "Garden salad, vinaigrette on side",
           "Turkey chili (12 oz)", "Baked cod, lemon rice", "Veggie stir-fry with tofu", "Berger cookie (1)", "Greek yogurt parfait"]


def _nutrition(d: Draw) -> str:
    dish = d.pick(_DISHES)
    kcal = d.rng.randint(120, 780)
    return (f"{dish}\nServing size 1 portion | Calories {kcal}\nTotal fat {d.rng.randint(2, 38)} g ({d.rng.randint(3, 48)}% DV) | Saturated fat {d.rng.randint(0, 12)} g\n"
            f"Sodium {d.rng.randint(140, 1600)} mg ({d.rng.randint(6, 70)}% DV) | Total carbohydrate {d.rng.randint(4, 90)} g | Dietary fiber {d.rng.randint(0, 14)} g\n"
            f"Protein {d.rng.randint(2, 48)} g | Allergens: {d.pick(['shellfish, milk', 'wheat, soy', 'fish', 'milk, egg, wheat', 'none of the top 9'])}")


_DISHES_GA = ["Sicín meilte le rís", "Anraith glasraí", "Iasc bácáilte le prátaí", "Sailéad glas", "Stobhach mairteola", "Ceapaire cáise agus trátaí"]


def _nutrition_ga(d: Draw) -> str:
    return (f"{d.pick(_DISHES_GA)}\nFuinneamh: {d.rng.randint(150, 760)} kcal | Saill: {d.rng.randint(2, 35)} g | Siúcraí: {d.rng.randint(1, 30)} g | "
            f"Salann: {d.rng.randint(0, 3)},{d.digits(1)} g | Próitéin: {d.rng.randint(3, 45)} g\nAilléirginí: {d.pick(['glútan, bainne', 'iasc', 'uibheacha', 'gan aon cheann'])}")


_STOPS = ["Lot C (Severn Run Rd)", "Main entrance", "Toxicology lab dock", "Millersville light rail park & ride", "Travel clinic annex", "Employee garage level 2"]


def _shuttle_row(d: Draw) -> str:
    start = d.rng.randint(5, 9)
    return f"{d.pick(['Blue', 'Gold', 'Green', 'Express'])} route | {d.pick(_STOPS)} | first {start:02d}:{d.pick(['00', '10', '20', '40'])} | every {d.pick([10, 12, 15, 20, 30])} min | last {d.rng.randint(18, 23)}:{d.pick(['00', '30'])}"


_SYSTEMS = ["OccuLink EHR", "Toxicology LIS", "Employer portal", "Fit-test scheduler", "Travel clinic booking", "Medical review officer queue",
            "Fax server", "HL7 interface engine", "Badge access", "Audiometer data sync"]


def _downtime_row(d: Draw) -> str:
    return f"{d.pick(_SYSTEMS)} | {d.fill('dos')} {d.rng.randint(0, 5):02d}:00-{d.rng.randint(6, 8):02d}:00 | {d.pick(['upgrade to v' + d.fill('build_no'), 'database patch', 'certificate renewal', 'storage migration', 'failover test'])} | {d.pick(['paper downtime forms', 'read-only', 'no impact expected', 'queue and replay'])}"


_HL7_FIELDS = [("MSH-9", "Message type", "MSG", "R", "ORU^R01^ORU_R01"), ("MSH-12", "Version ID", "VID", "R", "2.5.1"), ("PID-3", "Patient identifier list", "CX", "R", "MR from OccuLink"),
               ("PID-5", "Patient name", "XPN", "R", "family^given"), ("PID-7", "Date/time of birth", "DTM", "R", "YYYYMMDD"), ("PID-8", "Administrative sex", "IS", "O", "table 0001"),
               ("PID-11", "Patient address", "XAD", "O", "home, type H"), ("PID-19", "SSN", "ST", "X", "not sent"), ("OBR-4", "Universal service ID", "CWE", "R", "LOINC panel"),
               ("OBR-7", "Observation date/time", "DTM", "R", "collection time"), ("OBX-3", "Observation identifier", "CWE", "R", "LOINC"),
               ("OBX-5", "Observation value", "varies", "C", "NEG / POS / cutoff"), ("OBX-11", "Result status", "ID", "R", "F, C, P"),
               ("ORC-2", "Placer order number", "EI", "R", "employer order"), ("SPM-2", "Specimen ID", "EIP", "R", "CCF specimen ID")]


def _hl7_field_row(d: Draw) -> str:
    field, name, dtype, opt, note = d.pick(_HL7_FIELDS)
    return f"{field} | {name} | {dtype} | {opt} | {d.rng.randint(1, 250)} | {note}"


_TESTS = [("3426-4", "Tetrahydrocannabinol [Presence] in Urine by Screen method", "50 ng/mL"), ("3397-7", "Cocaine [Presence] in Urine", "150 ng/mL"),
          ("19295-5", "Opiates [Presence] in Urine", "2000 ng/mL"), ("19343-3", "Amphetamine [Presence] in Urine", "500 ng/mL"),
          ("3936-2", "Phencyclidine [Presence] in Urine", "25 ng/mL"), ("59615-4", "Fentanyl [Presence] in Urine", "1 ng/mL"),
          ("5643-2", "Ethanol [Mass/volume] in Breath", "0.02 g/210 L"), ("2692-2", "Osmolality of Urine", "n/a"), ("2161-8", "Creatinine [Mass/volume] in Urine", "20 mg/dL")]


def _obsdef(d: Draw) -> str:
    code, name, cutoff = d.pick(_TESTS)
    return (f"{{\"resourceType\": \"ObservationDefinition\", \"id\": \"gfl-{d.digits(5)}\", \"status\": \"active\", \"code\": {{\"coding\": [{{\"system\": \"http://loinc.org\", "
            f"\"code\": \"{code}\", \"display\": \"{name}\"}}]}}, \"publisher\": \"{LAB_NAME}\", \"date\": \"{d.fill('eff_iso')}\", "
            f"\"qualifiedValue\": [{{\"context\": {{\"text\": \"screening cutoff\"}}, \"valueString\": \"{cutoff}\"}}]}}")


def _cutoff_xml_row(d: Draw) -> str:
    code, name, cutoff = d.pick(_TESTS)
    return f"  <Analyte loinc=\"{code}\" name=\"{name}\" screenCutoff=\"{cutoff}\" confirm=\"{d.pick(['GC-MS', 'LC-MS/MS', 'LC-MS/MS'])}\"/>"


def _mfe_m08(d: Draw) -> str:
    code, name, _ = d.pick(_TESTS)
    return f"MFE|MAD|{d.fill('ctrl')}{d.digits(2)}|{d.fill('hl7_ts')}|{code}^{name}^LN\nOM1|{d.rng.randint(1, 90)}|{code}^{name}^LN|{d.pick(['N', 'Y'])}|{d.pick(['Y', 'N'])}"


def _rmr_820(d: Draw) -> str:
    amount = d.rng.randint(1200, 98000)
    return f"ENT*{d.rng.randint(1, 9)}*2J*EI*{d.digits(9, True)}~\nRMR*IK*{d.fill('fivedig')}{d.digits(3)}**{amount}.{d.digits(2)}*{amount}.{d.digits(2)}~"


def _ak2_997(d: Draw) -> str:
    return f"AK2*{d.pick(['834', '820', '837'])}*{d.digits(4, True)}~\nAK5*{d.pick(['A', 'A', 'E', 'R'])}~"


def _vaccine_lot_row(d: Draw) -> str:
    name, _, cpt = d.pick(_VACCINES)
    return f"{cpt},\"{name}\",{d.letters(2)}{d.digits(5)},{d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)},{d.rng.randint(0, 80)},{d.pick(['fridge_a', 'fridge_b', 'freezer_1'])}"


def _catalog_row(d: Draw) -> str:
    name, cpt = d.pick(_SERVICES)
    return f"{cpt},\"{name}\",{d.rng.randint(18, 190)}.00,{d.pick(['clinic', 'onsite', 'clinic_or_onsite'])},{d.rng.randint(10, 90)}"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang == "ie":
            return f"{day.day} {blind.MONTHS[day.month - 1]} {day.year}"
        if lang == "mt":
            return f"{day.day} ta' {MONTHS_V46['mt'][day.month - 1]} {day.year}"
        if lang == "ga":
            return f"{day.day} {MONTHS_V46['ga'][day.month - 1]} {day.year}"
        if lang == "ja":
            return f"{day.year}-nen {day.month}-gatsu {day.day}-nichi"
        if lang == "ko":
            return f"{day.year}-nyeon {day.month}-wol {day.day}-il"
        return f"{day.day} {MONTHS_V46[lang][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic_own": CLINIC_NAME, "lab_own": LAB_NAME, "travel_own": TRAVEL_NAME,
    "ie_partner": IE_PARTNER, "gb_partner": GB_PARTNER, "mt_partner": MT_PARTNER, "gr_partner": GR_PARTNER,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "billing_addr": ORGANISATION_CONTACTS[2],
    "org_addr": ORGANISATION_CONTACTS[3], "billing_email": ORGANISATION_CONTACTS[4], "programs_email": ORGANISATION_CONTACTS[5],
    "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_addr": ORGANISATION_CONTACTS[7], "lab_phone": ORGANISATION_CONTACTS[8],
    "lab_addr": ORGANISATION_CONTACTS[9], "org_web": ORGANISATION_CONTACTS[10], "travel_phone": ORGANISATION_CONTACTS[11],
    "travel_email": ORGANISATION_CONTACTS[12], "tollfree": ORGANISATION_CONTACTS[13], "fit_email": ORGANISATION_CONTACTS[14],
    "lab_email": ORGANISATION_CONTACTS[15], "dot_email": ORGANISATION_CONTACTS[16], "wellness_email": ORGANISATION_CONTACTS[17],
    "it_email": ORGANISATION_CONTACTS[18], "iface_email": ORGANISATION_CONTACTS[19], "it_phone": ORGANISATION_CONTACTS[20],
    "shuttle_phone": ORGANISATION_CONTACTS[21], "facilities_email": ORGANISATION_CONTACTS[22], "ie_phone": ORGANISATION_CONTACTS[23],
    "ie_email": ORGANISATION_CONTACTS[24], "gb_phone": ORGANISATION_CONTACTS[25], "gb_email": ORGANISATION_CONTACTS[26],
    "mt_phone": ORGANISATION_CONTACTS[27], "mt_email": ORGANISATION_CONTACTS[28], "gr_phone": ORGANISATION_CONTACTS[29],
    "gr_email": ORGANISATION_CONTACTS[30], "ie_addr": ORGANISATION_CONTACTS[31], "travel_fax": ORGANISATION_CONTACTS[32],
    "edi_email": ORGANISATION_CONTACTS[33],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_doctor": lambda d: d.pick(["Dr. Rosalind Achterberg-Moyo", "Dr. Thaddeus Okafor-Linwood", "Dr. Percival Anyanwu-Hale"]),
    "own_nurse": lambda d: d.pick(["Wilhelmina Strasburg, RN, COHN-S", "Marguerite Fenwick-Osei, NP"]),
    "own_doc_hl": lambda d: d.pick(["ACHTERBERG-MOYO^ROSALIND^^^MD", "OKAFOR-LINWOOD^THADDEUS^^^DO", "ANYANWU-HALE^PERCIVAL^^^MD"]),
    "mt_first": lambda d: d.pick(["Joseph", "Maria", "Carmen", "Ġorġ", "Rita", "Josephine", "Charles", "Doris", "Mario", "Anthony", "Carmel", "Rosaria", "Kurt",
                                  "Nicole", "Jean Paul", "Marija", "Ġużeppi", "Michela", "Stephanie", "Mark", "Daniela", "Clayton", "Kimberly", "Ramona"]),
    "mt_last": lambda d: d.pick(["Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri", "Azzopardi", "Mifsud",
                                 "Agius", "Cassar", "Pace", "Caruana", "Fenech", "Bonnici", "Sammut", "Xuereb", "Debono", "Abela", "Schembri", "Buttigieg"]),
    "first_lat": lambda d: latin(d.fill("first")),
    "last_lat": lambda d: latin(d.fill("last")),
    "last_lat_upper": lambda d: latin(d.fill("last")).upper(),
    "org_ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "employer": lambda d: d.pick(_EMPLOYERS),
    "employer2": lambda d: d.pick(_EMPLOYERS),
    "mt_employer": lambda d: d.pick(_MT_EMPLOYERS),
    "client_no": lambda d: f"C-{d.digits(5, True)}",
    "invoice_no": lambda d: f"INV-{d.rng.randint(2025, 2026)}-{d.digits(5, True)}",
    "kwh_like": lambda d: f"{d.rng.randint(40, 900)}",
    "money_k": lambda d: f"${d.rng.randint(2, 90)},{d.digits(3)}.{d.digits(2)}",
    "eur_k": lambda d: f"€{d.rng.randint(1, 40)},{d.digits(3)}.{d.digits(2)}",
    "respirator": lambda d: d.pick(_RESPIRATORS),
    "panel": lambda d: d.pick(_PANELS)[0],
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "money_s_eur": lambda d: f"{d.rng.randint(60, 140)}.00",
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "hours_worked": lambda d: f"{d.rng.randint(60000, 2400000):,}",
    "naics": lambda d: d.pick(["336611", "484121", "493110", "311615", "238110", "562111", "332312"]),
    "en_date": _month_date("en"), "ie_date": _month_date("ie"), "cy_date": _month_date("cy"), "mt_date": _month_date("mt"),
    "gr_date": _month_date("gr"), "ga_date": _month_date("ga"), "ja_date": _month_date("ja"), "ko_date": _month_date("ko"),
    "invoice_rows": _table(_invoice_row, 5), "invoice_csv": _rows(_invoice_csv_row, 6, 7), "invoice_ie_rows": _table(_invoice_ie_row, 4),
    "programme_rows": _table(_programme_row, 5), "programme_json": _rows(_programme_json_row, 4, 30, ", "), "programme_mt_rows": _table(_programme_mt_row, 4),
    "fit_rows": _rows(_fit_row, 6, 40), "fit_csv": _rows(_fit_csv_row, 7, 40), "fit_cy_rows": _rows(_fit_cy_row, 5, 30),
    "vaccine_rows": _table(_vaccine_price_row, 6), "vaccine_ie_rows": _table(_vaccine_price_ie_row, 5), "vaccine_gr_rows": _table(_vaccine_price_gr_row, 5),
    "tb_rows": _table(_tb_row, 5), "tb_csv": _rows(_tb_csv_row, 6, 16),
    "tat_rows": _table(_tat_row, 5), "tat_csv": _rows(_tat_csv_row, 5, 20), "tat_xml": _rows(_tat_xml_row, 4, 40),
    "dot_fee_rows": _table(_dot_fee_row, 6),
    "ergo_rows": _table(_ergo_row, 7), "ergo_mt_rows": _table(_ergo_mt_row, 5),
    "osha_rows": _table(_osha_row, 8), "osha_csv": _rows(_osha_csv_row, 5, 20),
    "leader_rows": _table(_leader_row, 6), "leader_json": _rows(_leader_json_row, 5, 30, ", "),
    "nutrition": _nutrition, "nutrition_ga": _nutrition_ga,
    "shuttle_rows": _rows(_shuttle_row, 5, 30), "downtime_rows": _table(_downtime_row, 4),
    "hl7_field_rows": _table(_hl7_field_row, 8), "obsdef": _obsdef, "cutoff_xml": _rows(_cutoff_xml_row, 5, 30),
    "mfe_items_m": _rows(_mfe_m08, 3, 60), "rmr_lines": _rows(_rmr_820, 3, 20), "ak2_sets": _rows(_ak2_997, 3, 16),
    "vaccine_lot_csv": _rows(_vaccine_lot_row, 6, 30), "catalog_csv": _rows(_catalog_row, 7, 8),
}

US = ("en_US",)
IE = ("en_IE",)
GB = ("en_GB",)
MT = ("mt_MT",)
GR = ("el_GR",)
GA = ("ga_IE",)
JA = ("ja_JP",)
KO = ("ko_KR",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b46c_group_invoice", "employer_group_invoice", US,
     "{org_upper}\nEMPLOYER SERVICES STATEMENT\nBill to: {employer}, Attn: Accounts Payable   Client no. {client_no}\nStatement date: {en_date}   Invoice {invoice_no}\n"
     "Service | CPT | Units | Rate | Amount\n{invoice_rows}\nPrevious balance $0.00 | Payments received - thank you | Amount due {money_k}\n"
     "Due within 30 days. Remit to {billing_addr}. Questions about this statement: {tollfree} or {billing_email}. Tax ID {org_ein}."),
    ("b46c_group_invoice_csv", "employer_group_invoice", US,
     "cpt,service,units,unit_rate,line_total,status\n{invoice_csv}\n# {org} employer billing export, {invoice_no}, {employer}; generated {iso_ts}; no employee-level data"),
    ("b46c_group_invoice_ie", "employer_group_invoice", IE,
     "{ie_partner}\n{ie_addr}\nINVOICE {invoice_no}   Date: {ie_date}\nCustomer: {mt_employer} (Irish operations)\n"
     "Service | Quantity | Unit price | Line total\n{invoice_ie_rows}\nVAT: exempt (medical services). Payment terms 30 days. Queries: {ie_phone} / {ie_email}."),
    ("b46c_programme_summary", "occupational_health_programme_summary", US,
     "{org} - Occupational health programme summary, {quarter}\nEmployer | Encounters | Injury visits | Surveillance exams | OSHA-recordable referrals | Exams on time\n"
     "{programme_rows}\nCounts only; no employee-level information leaves the clinic. Medical director {own_doctor}. Account managers: {programs_email}."),
    ("b46c_programme_json", "occupational_health_programme_summary", US,
     "{\"report\": \"employer-summary\", \"network\": \"{org}\", \"period\": \"{quarter}\", \"employers\": [{programme_json}], \"generated\": \"{iso_ts}\", \"contact\": \"{programs_email}\"}"),
    ("b46c_programme_mt", "occupational_health_programme_summary", MT,
     "{mt_partner}\nSommarju tal-programm tas-saħħa okkupazzjonali - {mt_date}\nImpjegatur | Eżamijiet | Korrimenti | Test tas-smigħ\n{programme_mt_rows}\n"
     "Numri biss; l-ebda informazzjoni dwar impjegati individwali. Għal aktar informazzjoni: {mt_phone}, {mt_email}."),
    ("b46c_fit_schedule", "fit_test_schedule", US,
     "Respirator fit-test schedule - week of {en_date}\n{clinic_own}, {clinic_addr}\nSlot | Department | Respirator model | Method | Room | Capacity\n{fit_rows}\n"
     "Bring the respirator you wear on the job; no eating, smoking or coffee 30 minutes before. Clean-shaven at the seal. Schedule changes: {fit_email}."),
    ("b46c_fit_csv", "fit_test_schedule", US,
     "session_date,department,respirator,method,slots,booked\n{fit_csv}\n# fit-test scheduler export, {org}; counts only"),
    ("b46c_fit_schedule_cy", "fit_test_schedule", GB,
     "{gb_partner}\nAmserlen profion ffitio anadlyddion - wythnos {cy_date}\nSlot | Adran | Model | Lleoedd\n{fit_cy_rows}\n"
     "Dewch â'ch anadlydd eich hun. Dim bwyta na smygu 30 munud cyn y prawf. Ymholiadau: {gb_phone} neu {gb_email}."),
    ("b46c_travel_prices", "travel_clinic_price_list", US,
     "{travel_own} - vaccine and consultation prices, effective {en_date}\nPre-travel consultation (30 min, includes written itinerary advice): $95\n"
     "Vaccine | Series | Code | Price | Availability\n{vaccine_rows}\nMost plans do not cover travel vaccines; we give you a superbill for reimbursement. "
     "Book at least 4-6 weeks before departure: {travel_phone} (fax {travel_fax}) or {travel_email}."),
    ("b46c_travel_prices_ie", "travel_clinic_price_list", IE,
     "{ie_partner} - Travel Health price list ({ie_date})\nConsultation: €60 (includes malaria advice)\nVaccine | Doses | Price per dose | Availability\n{vaccine_ie_rows}\n"
     "Yellow fever certificates issued on site. Phone {ie_phone} to book."),
    ("b46c_travel_prices_gr", "travel_clinic_price_list", GR,
     "{gr_partner}\nTimokatalogos taxidiotikon emvolion - {gr_date}\nEmvolio | Doseis | Timi\n{vaccine_gr_rows}\n"
     "Symvouleftiki synedria prin to taxidi: 40,00 EUR. Rantevou: {gr_phone}, {gr_email}."),
    ("b46c_tb_stats", "tb_screening_statistics", US,
     "TB screening programme statistics - {org}, calendar year {year}\nPopulation | Screened | Method | Positive | Referred for CXR | Treated for LTBI | Completion\n{tb_rows}\n"
     "Conversions are reported to the Maryland Department of Health as aggregate counts. Programme nurse {own_nurse}; questions to {programs_email}."),
    ("b46c_tb_csv", "tb_screening_statistics", US,
     "quarter,method,screen_type,screened,positive,conversions,cxr_referrals\n{tb_csv}\n# aggregate TB surveillance export, {clinic_own}; aggregate counts only"),
    ("b46c_tat_report", "drug_testing_turnaround_report", US,
     "{lab_own} - turnaround report, {quarter}\nPanel | Matrix | Specimens | Median TAT (negatives) | 90th percentile (non-negatives) | Within SLA | Rejected\n{tat_rows}\n"
     "Non-negative results go to the MRO before release. Fatal flaws this quarter: {small}. Client services {lab_phone}, {lab_email}; laboratory at {lab_addr}."),
    ("b46c_tat_csv", "drug_testing_turnaround_report", US,
     "panel,matrix,specimens,median_hours,p90_hours,non_negative\n{tat_csv}\n# {lab_own} monthly TAT extract {eff_iso}"),
    ("b46c_tat_xml", "drug_testing_turnaround_report", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TurnaroundReport lab=\"{lab_own}\" period=\"{quarter}\" generated=\"{iso_ts}\">\n{tat_xml}\n  <Contact email=\"{lab_email}\" phone=\"{lab_phone}\"/>\n</TurnaroundReport>"),
    ("b46c_dot_fees", "dot_physical_fee_schedule", US,
     "DOT physical examinations - fee schedule ({en_date})\n{clinic_own} | certified medical examiners on the FMCSA National Registry\nService | Fee | Booking | Typical visit\n{dot_fee_rows}\n"
     "Employer-paid exams are billed monthly to the employer's account. Bring your glasses, hearing aids and a list of medicines. {dot_email} | {clinic_phone}."),
    ("b46c_dot_faq", "dot_physical_fee_schedule", US,
     "DOT physicals - frequently asked questions\nQ: How long is a medical card good for?\nA: Up to 24 months; the examiner may certify for less (for example 12 months with treated hypertension).\n"
     "Q: What does it cost?\nA: $95 at {clinic_own}; employer accounts are invoiced.\nQ: Do I need an appointment?\nA: Walk-ins 7:30-{clock} weekdays. Call {clinic_phone} or write to {dot_email}.\n"
     "Q: Will the result be sent to FMCSA?\nA: Yes, the examiner uploads results by midnight of the next calendar day. Updated {en_date}."),
    ("b46c_ergo_checklist", "ergonomics_assessment_checklist", US,
     "Ergonomics assessment checklist (office and light industrial) - form ERG-{small_digit}, revised {en_date}\nWorkstation type: ((seated computer||sit-stand||assembly bench||packing line))\n"
     "{ergo_rows}\nAssessor: {own_staff}. Recommendations go to the supervisor as equipment requests; no medical information is recorded on this form. {programs_email}"),
    ("b46c_ergo_checklist_mt", "ergonomics_assessment_checklist", MT,
     "{mt_partner}\nLista ta' kontroll ergonomiku - verżjoni {small_digit}, {mt_date}\n{ergo_mt_rows}\nIl-formola ma fiha l-ebda informazzjoni medika. Mistoqsijiet: {mt_email}."),
    ("b46c_rtw_policy", "return_to_work_policy_template", US,
     "[Employer name] RETURN-TO-WORK / TRANSITIONAL DUTY POLICY (template from {org}, version {small_digit}.{small}, {en_date})\n"
     "1. Purpose. To return employees with work-related injuries to productive work as soon as medically appropriate.\n"
     "2. Transitional duty lasts up to ((60||90)) calendar days and is reviewed every ((14||30)) days against the treating provider's work-status report.\n"
     "3. The employer receives work restrictions only, never diagnoses.\n4. Contact the clinic's case management line {clinic_phone} for questions.\n[Signature of HR director] [Date]"),
    ("b46c_rtw_policy_cy", "return_to_work_policy_template", GB,
     "Polisi dychwelyd i'r gwaith - templed ({gb_partner}, fersiwn {small_digit}, {cy_date})\n1. Diben: helpu gweithwyr i ddychwelyd yn ddiogel ar ôl salwch neu anaf.\n"
     "2. Bydd y rheolwr llinell yn cael cyfyngiadau gwaith yn unig, nid diagnosis.\n3. Adolygir dyletswyddau addasedig bob {small_digit} wythnos.\n[Enw'r cyflogwr] [Llofnod] [Dyddiad]\nCyngor: {gb_email}"),
    ("b46c_osha300a", "osha_300a_summary", US,
     "OSHA Form 300A - Summary of Work-Related Injuries and Illnesses (excerpt), year {year}\nEstablishment: {employer}, Maryland   NAICS {naics}\n"
     "Annual average number of employees: {hundreds}   Total hours worked by all employees last year: {hours_worked}\n{osha_rows}\n"
     "Prepared with the assistance of {org} ({programs_email}); certified by the establishment's executive. Post from February 1 to April 30."),
    ("b46c_osha300a_csv", "osha_300a_summary", US,
     "establishment_name,naics_code,annual_average_employees,total_hours_worked,total_deaths,total_dafw_cases,total_djtr_cases,total_other_cases,total_dafw_days\n{osha_csv}\n"
     "# ITA upload draft prepared by {org}; establishment totals only"),
    ("b46c_leaderboard", "wellness_challenge_leaderboard", US,
     "{org} Spring Step Challenge - leaderboard, week {small_digit}\nTeam | Employer | Size | Steps | Devices synced\n{leader_rows}\n"
     "Teams only - individual step counts are never shown to employers. Prizes announced {en_date}. {wellness_email}"),
    ("b46c_leaderboard_json", "wellness_challenge_leaderboard", US,
     "{\"challenge\": \"spring-steps-{year}\", \"sponsor\": \"{org}\", \"week\": {small_digit}, \"teams\": [{leader_json}], \"updated\": \"{iso_ts}\"}"),
    ("b46c_nutrition_label", "cafeteria_nutrition_label", US,
     "{clinic_own} cafeteria - nutrition facts\n{nutrition}\nPercent Daily Values are based on a 2,000 calorie diet. Menu posted {en_date}; questions to {facilities_email}."),
    ("b46c_nutrition_ga", "cafeteria_nutrition_label", GA,
     "Bialann {ie_partner} - eolas cothaithe\n{nutrition_ga}\nBiachlár {ga_date}. Ceisteanna: {ie_email}."),
    ("b46c_shuttle_schedule", "parking_shuttle_schedule", US,
     "Employee & visitor shuttle schedule - effective {en_date}\n{shuttle_rows}\nNo service on federal holidays. Shuttle dispatch {shuttle_phone}; parking permits from {facilities_email}."),
    ("b46c_parking_notice", "parking_shuttle_schedule", US,
     "PARKING NOTICE - {clinic_own}\nFrom {en_date} Lot C closes for resurfacing for about {small} days. Staff park in the garage (levels 2-4) and ride the Gold route every 10 minutes "
     "from 05:30 to {clock}. Patients and drug-test donors keep the front row spaces 1-{cnt}. Accessible spaces stay open. Facilities: {facilities_email}."),
    ("b46c_it_downtime", "it_downtime_notice", US,
     "PLANNED DOWNTIME - {org} systems\nSystem | Window | Reason | Workaround\n{downtime_rows}\n"
     "Paper forms are in the blue binders at each front desk; enter them within 24 h of restoration. Service desk {it_phone}, {it_email}."),
    ("b46c_it_downtime_ja", "it_downtime_notice", JA,
     "Oshirase: shisutemu teishi no go-annai\n{ja_date} gozen {small_digit}-ji kara gozen {small_digit}-ji made, yoyaku shisutemu to kensa kekka shisutemu o teishi shimasu.\n"
     "Kono aida wa kami no yoshiki o go-riyo kudasai. Toiawase: {it_email}"),
    ("b46c_hl7_spec", "hl7_interface_specification", US,
     "{lab_own} -> employer portal: HL7 v2.5.1 ORU^R01 interface specification, version {small_digit}.{small}\nField | Name | Type | Opt | Len | Notes\n{hl7_field_rows}\n"
     "Transport MLLP over VPN; ACK mode AL/NE. Test messages use the vendor's synthetic profiles only. Interface team: {iface_email}."),
    ("b46c_hl7_spec_ack", "hl7_interface_specification", US,
     "Appendix B - acknowledgement handling ({org} interface engine)\nMSA-1 AA: accepted | AE: application error, resend after fix | AR: rejected, do not resend\n"
     "ERR-3 codes used: 100 segment sequence error, 101 required field missing, 102 data type error, 103 table value not found, 207 application internal error\n"
     "Retry policy: {small_digit} retries, back-off {small} s. Spec revised {en_date}; contact {iface_email}."),
    ("b46c_notice_ja", "notice_other_locale", JA,
     "Kenko shindan no oshirase ({org})\n{ja_date} kara, teiki kenko shindan no uketsuke jikan ga kawarimasu: heijitsu 8-ji han kara {clock} made.\n"
     "Yoyaku wa {org_web} kara onegaishimasu. Denwa: {tollfree}"),
    ("b46c_notice_ko", "notice_other_locale", KO,
     "Annae: gyeolhaek geomjin iljeong\n{ko_date} buteo jikjang gyeolhaek geomjin-eun wolyoil-gwa mogyoil-e jinhaeng-doemnida. Geomsa gyeolgwa-neun 48-72 sigan an-e naomnida.\n"
     "Munui: {programs_email}, {tollfree}"),
    ("b46c_notice_el", "notice_other_locale", GR,
     "ANAKOINOSI - {gr_partner}\nApo {gr_date} to iatreio ergasias leitourgei Deftera eos Paraskevi 8:00-{clock}. Oi exetaseis akois kai spirometrias ginontai me rantevou.\n"
     "Tilefono: {gr_phone} | Email: {gr_email}"),
    ("b46c_notice_ga", "notice_other_locale", GA,
     "FÓGRA - {ie_partner}\nÓ {ga_date} beidh an clinic sláinte ceirde ar oscailt Luan go hAoine, 8.30 go dtí {clock}. Is gá coinne a dhéanamh le haghaidh tástálacha éisteachta.\n"
     "Fón: {ie_phone} | Ríomhphost: {ie_email}"),
    ("b46c_notice_cy", "notice_other_locale", GB,
     "HYSBYSIAD - {gb_partner}\nO {cy_date} ymlaen bydd y clinig iechyd galwedigaethol ar agor o ddydd Llun i ddydd Gwener, 8.30 tan {clock}. "
     "Mae angen apwyntiad ar gyfer profion clyw a ffitio anadlyddion.\nFfôn: {gb_phone} | E-bost: {gb_email}"),
    ("b46c_notice_mt", "notice_other_locale", MT,
     "AVVIŻ - {mt_partner}\nMill-{mt_date}, il-klinika tas-saħħa okkupazzjonali tiftaħ mit-Tnejn sal-Ġimgħa, 7:30 sa {clock}. It-testijiet tad-droga jsiru biss b'appuntament.\n"
     "Telefown: {mt_phone} | Email: {mt_email}"),
    ("b46c_tb_stats_ko", "tb_screening_statistics", KO,
     "Gyeolhaek geomjin tonggye ({org}, {ko_date})\nGeomjin inwon: {cnt_big} myeong | Yangseong: {small} myeong | Hyungbu X-seon ui-roe: {small_digit} geon\n"
     "Gaein jeongbo-neun pohamdoeji anseumnida. Munui: {programs_email}"),
    ("b46c_driver_medical_fees_ie", "dot_physical_fee_schedule", IE,
     "{ie_partner} - Driver medical fees ({ie_date})\nGroup 2 (truck and bus) medical report, form D501: €{money_s_eur}\nGroup 1 medical for licence renewal over 70: €{small}0\n"
     "Eyesight report only (D502): €25\nCPC refresher medical letter for employers: €35\nBring your glasses and a list of your medicines. Book on {ie_phone}; the clinic is at {ie_addr}."),
    ("b46c_service_catalog_csv", "csv_export", US,
     "cpt_hcpcs,service,list_price_usd,setting,typical_minutes\n{catalog_csv}\n# {org} service catalogue for employer contracts, plan year {plan_year}; payer ID {payer_id}"),
    ("b46c_obsdef_json", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"timestamp\": \"{iso_ts}\", \"entry\": [{\"fullUrl\": \"{org_web}/fhir/ObservationDefinition/{fivedig}\", \"resource\": {obsdef}}]}"),
    ("b46c_cutoff_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<CutoffTable lab=\"{lab_own}\" effective=\"{eff_iso}\" regulation=\"49 CFR Part 40\">\n{cutoff_xml}\n</CutoffTable>"),
    ("b46c_hl7_mfn_m08", "hl7_export", US,
     "MSH|^~\\&|GFTL-LIS|GFTL|OCCULINK|POHP|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Numeric observation master^HL70175||UPD|||AL\n{mfe_items_m}"),
    ("b46c_x12_820", "x12_export", US,
     "ISA*00*          *00*          *ZZ*EMPLOYERGRP    *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*RA*EMPLOYERGRP*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X218~\nST*820*{four_digits}*005010X218~\nBPR*C*{money_s}*C*ACH*CCP*01*{aba}*DA*{seven_digits}**01*{aba}*DA*{seven_digits}*20{isa_date}~\n"
     "TRN*3*{trn}~\nN1*PE*{org_upper}*FI*{org_ein_digits}~\nN1*PR*{employer}~\n{rmr_lines}\nSE*{cnt}*{four_digits}~\n# group premium remittance (organisation level only); {edi_email}"),
    ("b46c_x12_997", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*EMPLOYERGRP    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*EMPLOYERGRP*20{isa_date}*{hhmm}*{small}*X*005010~\n"
     "ST*997*{four_digits}~\nAK1*BE*{small}~\n{ak2_sets}\nAK9*P*{small_digit}*{small_digit}*{small_digit}~\nSE*{small}*{four_digits}~"),
    ("b46c_vaccine_lot_csv", "csv_export", US,
     "cpt,vaccine,lot,expiry,doses_on_hand,storage_unit\n{vaccine_lot_csv}\n# {travel_own} inventory count {eff_iso} (no administration records)"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b46_injury_report", "occupational_injury_report", US,
     "EMPLOYER'S FIRST REPORT OF INJURY (copy for {clinic_own})\nEmployer: {employer}\nEmployee: {first} {last}   Employee ID: [[record_number:employee_id_v46]]\n"
     "SSN: [[ssn:ssn_v46]]   Date of birth: [[date_of_birth:dob_v46]]\nHome address: [[address:addr_md_v46]]\nPhone: [[phone:phone_md_v46]]\n"
     "Injury: {dos}, ((struck by a pallet jack||slipped on hydraulic fluid||lifted a 70 lb drum)) in the ((warehouse||yard||loading dock)); the employee then drove home in a personal vehicle, MD tag [[vehicle_id:plate_v46]].\n"
     "Treated at the clinic by {own_doctor}; work status: modified duty."),
    ("b46_injury_ie", "occupational_injury_report", IE,
     "Accident Report - workplace injury (for the Health and Safety Authority IR1 return)\nInjured person: {first} {last}\nPPS number: [[national_id:ppsn_v46]]\nDate of birth: [[date_of_birth:dob_v46]]\n"
     "Home address: [[address:addr_v46]]\nPhone: [[phone:phone_v46]]   Email: [[email:email_v46]]\nAccident on {dos}: ((fall from a stepladder||hand caught in a conveyor||forklift collision)). "
     "The injured person wrote about it on a personal page (asked to take it down pending the HSA visit): [[url:url_v46]]\nReported by: safety officer, {ie_partner}."),
    ("b46_preemployment", "pre_employment_physical_result", US,
     "PRE-PLACEMENT EXAMINATION - RESULT TO EMPLOYER AND APPLICANT\nApplicant: {first} {last}   DOB [[date_of_birth:dob_v46]]\nSSN [[ssn:ssn_v46]]   Driver's license (MD) [[national_id:dl_md_v46]]\n"
     "Phone [[phone:phone_md_v46]]   E-mail [[email:email_v46]]\nPosition: ((forklift operator||CDL driver trainee||maintenance mechanic)) at {employer}\n"
     "Result: ((medically qualified without restrictions||qualified with restrictions: no lifting over 50 lb||qualified; hearing protection required)). Examiner {own_doctor}."),
    ("b46_preemployment_mt", "pre_employment_physical_result", MT,
     "Eżami mediku qabel l-impjieg - riżultat\nIsem: {mt_first} {mt_last}\nKarta tal-Identità: [[national_id:mt_id_v46]]\nData tat-twelid: [[date_of_birth:dob_v46]]\n"
     "Indirizz: [[address:addr_v46]]\nTelefown: [[phone:phone_v46]]\nIl-karozza għall-permess tal-parkeġġ: [[vehicle_id:plate_v46]]\n"
     "Impjegatur: {mt_employer}. Riżultat: ((tajjeb għax-xogħol||tajjeb b'restrizzjonijiet)). Tabib okkupazzjonali, {mt_partner}."),
    ("b46_ccf", "drug_test_chain_of_custody", US,
     "FEDERAL DRUG TESTING CUSTODY AND CONTROL FORM - copy 4 (collector)\nSpecimen ID No. [[record_number:specimen_v46]]\nSTEP 1: A. Employer {employer}   C. Donor SSN or Employee I.D. No. [[ssn:ssn_v46]]\n"
     "D. Reason: ((pre-employment||random||post-accident||reasonable suspicion))   E. Tests: THC, COC, PCP, OPI, AMP\nSTEP 5: Donor {first} {last}   Daytime phone [[phone:phone_v46]]   "
     "Date of birth [[date_of_birth:dob_v46]]\nCollector: {own_staff}; collection site {clinic_own}. Temperature in range: yes. Split specimen sealed."),
    ("b46_ccf_gb", "drug_test_chain_of_custody", GB,
     "Ffurflen cadwyn gadwraeth - prawf cyffuriau ac alcohol yn y gweithle / Chain of custody form\nEnw / Name: {first} {last}\nRhif Yswiriant Gwladol / NI number: [[national_id:nino_v46]]\n"
     "Dyddiad geni / DOB: [[date_of_birth:dob_v46]]\nFfôn / Phone: [[phone:phone_v46]]\nCerbyd y cwmni / Company vehicle reg.: [[vehicle_id:plate_v46]]\n"
     "Rheswm / Reason: ((ar hap / random||ar ôl damwain / post-incident||amheuaeth resymol / for cause)). Sample split A/B sealed in donor's presence. {gb_partner}."),
    ("b46_mro_interview", "drug_test_chain_of_custody", US,
     "MRO VERIFICATION INTERVIEW - note to file\nDonor: {first} {last}   Specimen ID [[record_number:specimen_v46]]   DOB confirmed: [[date_of_birth:dob_v46]]\n"
     "Reached at [[phone:phone_v46]] on {dos}, ((second||third)) attempt. Donor reports a valid prescription: ((hydrocodone/APAP 5/325||amphetamine salts 20 mg||dronabinol 5 mg)), "
     "filled at ((CVS||Giant Pharmacy||Safeway Pharmacy)) - pharmacy confirmed. Copy of the label sent from [[email:email_v46]]. Home address on the CCF: [[address:addr_md_v46]]\n"
     "Verified result: ((negative||positive - safety concern letter to employer)). {own_doctor}, MRO."),
    ("b46_fit_record", "fit_test_record", US,
     "RESPIRATOR FIT TEST RECORD (29 CFR 1910.134, Appendix A)\nEmployee: {first} {last}   Employee no. [[record_number:employee_id_v46]]   Date of birth [[date_of_birth:dob_v46]]\n"
     "Department: ((paint line||ED||sterile processing||foundry))   Respirator: {respirator}, size ((S||M||L))\nProtocol: {fit_method} - overall fit factor ((212||356||1,080||>200)) - PASS\n"
     "Results e-mailed to the employee at [[email:email_plain_v46]]. Tester {own_staff}."),
    ("b46_fit_chat", "fit_test_record", US,
     "[{clock}] Employee: hi, I need my fit test card re-sent, I lost it. it was the 3M 1870+\nScheduler ({agent}): Sure - can you confirm your date of birth and employee number?\n"
     "Employee: [[date_of_birth:dob_v46]] and [[record_number:employee_id_v46]]\nScheduler: Thanks. What number should I text it to?\nEmployee: [[phone:phone_md_v46]]\n"
     "[system] chat started from [[ip_address:ip_v46]]"),
    ("b46_travel_consult", "travel_clinic_consult", US,
     "{travel_own} - pre-travel consultation\nTraveller: {first} {last}   DOB [[date_of_birth:dob_v46]]   Health plan member ID [[member_id:plan_member_v46]]\n"
     "Home: [[address:addr_md_v46]]   Cell: [[phone:phone_md_v46]]\nItinerary: ((Ghana and Togo, 3 weeks||Peru (Cusco, Amazon lodge)||India - Delhi, Agra, Varanasi||Kenya safari)); "
     "travel blog [[url:url_v46]]\nGiven: yellow fever, typhoid oral, hep A. Malaria prophylaxis: ((atovaquone-proguanil||doxycycline)). Paid by card [[card:visa_v46]]. {own_nurse}"),
    ("b46_travel_consult_gr", "travel_clinic_consult", GR,
     "Taxidiotiki iatriki symvouli - {gr_partner}\nOnomateponymo: {first_lat} {last_lat}\nIlikia: [[age_over_89:age_v46]]   Imerominia gennisis: [[date_of_birth:dob_elder_v46]]\nAMKA: [[national_id:amka_v46]]\n"
     "Dieythynsi: [[address:addr_v46]]\nTilefono: [[phone:phone_v46]]\nProorismos: ((Agio Oros||Ierousalim||Aigyptos)). Emvolio gripis kai pnevmonioskokkou. Ypenthymisi gia ta farmaka sto taxidi."),
    ("b46_travel_booking", "travel_clinic_consult", US,
     "New online booking - {travel_own}\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_v46]]\nEmail: [[email:email_plain_v46]]\nMobile: [[phone:phone_md_v46]]\n"
     "Destination: ((Brazil||Vietnam||Tanzania||Nepal)), departing {dos}\nDeposit: $50 on [[card:amex_v46]]\nSubmitted {iso_ts} from [[ip_address:ip_v46]]"),
    ("b46_tb_reading", "tb_test_reading", US,
     "TUBERCULIN SKIN TEST - PLACEMENT AND READING\nName: {first} {last} (hospice volunteer)   Age: [[age_over_89:age_v46]]   DOB: [[date_of_birth:dob_elder_v46]]\n"
     "Medicare MBI: [[member_id:mbi_v46]]\nPhone: [[phone:phone_md_v46]]\nPlaced {dos}, left forearm, Tubersol 0.1 mL, lot {lot}. Read at ((48||72)) h: ((0 mm||4 mm||11 mm)) induration. "
     "Interpretation per CDC cut-offs. Read by {own_nurse}."),
    ("b46_tb_reading_ie", "tb_test_reading", IE,
     "Mantoux test record - {ie_partner}\nName: {first} {last}\nPPSN: [[national_id:ppsn_v46]]\nDate of birth: [[date_of_birth:dob_v46]]\nAddress: [[address:addr_v46]]\nMobile: [[phone:phone_v46]]\n"
     "Reason: pre-employment (healthcare worker). Read on day 3: ((0 mm - negative||6 mm - BCG-vaccinated, no further action||16 mm - refer for chest X-ray and IGRA))."),
    ("b46_audiogram", "hearing_conservation_audiogram", US,
     "HEARING CONSERVATION PROGRAM - ANNUAL AUDIOGRAM\nEmployee: {first} {last}   ID [[record_number:employee_id_v46]]   SSN [[ssn:ssn_v46]]\nDOB [[date_of_birth:dob_v46]]   "
     "Years in noise: ((4||11||19||27))   TWA ((88||91||94)) dBA\nRight ear 500/1k/2k/3k/4k/6k Hz: 10 15 15 25 35 30\nLeft ear: 10 10 20 30 40 35\n"
     "Standard threshold shift: ((none||left ear, retest in 30 days||right ear, OSHA-recordable after retest)). Technician {own_staff}."),
    ("b46_audiogram_gb", "hearing_conservation_audiogram", GB,
     "Gwyliadwriaeth iechyd - clyw / Health surveillance - audiometry\nEnw: {first} {last}\nRhif YG / NI no.: [[national_id:nino_v46]]\nDyddiad geni: [[date_of_birth:dob_v46]]\n"
     "Cyfeiriad: [[address:addr_v46]]\nFfôn symudol: [[phone:phone_v46]]\nHSE category: ((1 - acceptable||2 - warning||3 - poor hearing, refer)). "
     "Hearing-aid contribution refunded to [[bank_account:iban_gb_v46]]. {gb_partner}."),
    ("b46_dot_cert", "dot_medical_examiner_certificate", US,
     "MEDICAL EXAMINER'S CERTIFICATE (Commercial Driver Medical Certification) - MCSA-5876\nDriver's name: {first} {last}\nDriver's license number: [[national_id:dl_md_v46]]   Issuing state: MD\n"
     "Date of birth: [[date_of_birth:dob_v46]]\nAddress: [[address:addr_md_v46]]\nPhone: [[phone:phone_md_v46]]\nCertified: ((meets standards, 2-year certificate||meets standards, 1-year certificate (hypertension)||wearing corrective lenses)). "
     "Medical examiner {own_doctor}, National Registry no. {seven_digits}{small_digit}{small_digit}."),
    ("b46_dot_history", "dot_medical_examiner_certificate", US,
     "MCSA-5875 Driver Health History (section 1, typed from the paper form)\nName: {first} {last}   DOB: [[date_of_birth:dob_v46]]\nEmail: [[email:email_v46]]   Phone: [[phone:phone_md_v46]]\n"
     "CLP/CDL applicant: yes. Truck normally driven: VIN [[vehicle_id:vin_v45]]\nSelf-pay: card [[card:visa_v46]]\nHas anyone ever told you that you have sleep apnea? ((No||Yes - uses CPAP nightly)). Examiner {own_doctor}."),
    ("b46_fmla_cert", "fmla_certification", US,
     "Certification of Health Care Provider for Family Member's Serious Health Condition (Form WH-380-F)\nEmployee: {first} {last}   Employee no. [[record_number:employee_id_v46]]\n"
     "Employee phone: [[phone:phone_md_v46]]   E-mail: [[email:email_v46]]\nFamily member: father, {first2} {last}, [[age_over_89:age_v46]], DOB [[date_of_birth:dob_elder_v46]]\n"
     "Condition: ((end-stage heart failure||hip fracture after a fall||advanced dementia)). Intermittent leave: ((2||3)) episodes a month, 1-2 days each. Provider {own_doctor}."),
    ("b46_fmla_letter", "fmla_certification", US,
     "{first} {last}\n[[address:addr_md_v46]]\n\nDear {first},\n\nWe received the certification for your FMLA leave. Your leave is designated as FMLA-protected from {dos} "
     "(employee ID [[record_number:employee_id_v46]]). Please return the fitness-for-duty form to {clinic_own} before you come back.\n"
     "You submitted the request online from [[ip_address:ip_v46]]; if that was not you, call HR.\n\nLeave Administration, {employer}"),
    ("b46_disability_claim", "disability_leave_claim", US,
     "SHORT-TERM DISABILITY CLAIM - employee statement\nClaimant: {first} {last}   SSN [[ssn:ssn_v46]]   DOB [[date_of_birth:dob_v46]]\nAddress [[address:addr_md_v46]]\n"
     "Direct deposit: [[bank_account:us_account_v46]]\nFirst day absent {dos}. Employer {employer}.\nClaim note ({own_staff}): claim closed - the claimant died on [[date_of_death:dod_v46]]; "
     "benefits through that date paid to the estate."),
    ("b46_disability_mt", "disability_leave_claim", MT,
     "Applikazzjoni għal benefiċċju tal-mard\nIsem: {mt_first} {mt_last}\nNumru tal-Karta tal-Identità: [[national_id:mt_id_v46]]\nData tat-twelid: [[date_of_birth:dob_v46]]\n"
     "Indirizz: [[address:addr_v46]]\nTelefown: [[phone:phone_v46]]\nIBAN għall-ħlas: [[bank_account:iban_mt_v46]]\nĊertifikat mediku mill-{mt_partner}: mard għal ((10||21||30)) jiem."),
    ("b46_disability_gr", "disability_leave_claim", GR,
     "Aitisi epidomatos asthenias (e-EFKA)\nAsfalismenos: {first_lat} {last_lat}\nAMKA: [[national_id:amka_v46]]\nImerominia gennisis: [[date_of_birth:dob_v46]]\n"
     "Kinito: [[phone:phone_v46]]\nEmail: [[email:email_v46]]\nIBAN: [[bank_account:iban_gr_v46]]\nAnarrotiki adeia apo {gr_date} gia ((14||30)) imeres, vasei vevaiosis tou {gr_partner}."),
    ("b46_illness_ie", "disability_leave_claim", IE,
     "Illness Benefit claim - employer and medical section (copy)\nClaimant: {first} {last}\nPPSN: [[national_id:ppsn_v46]]\nAddress: [[address:addr_v46]]\nPhone: [[phone:phone_v46]]\n"
     "Email: [[email:email_plain_v46]]\nPay into account (IBAN): [[bank_account:iban_ie_v46]]\nCertified unfit for work from {dos} by the occupational physician of {ie_partner}."),
    ("b46_eap_intake", "employee_assistance_intake", US,
     "EAP INTAKE NOTE (confidential)\nClient: {first} {last}, DOB [[date_of_birth:dob_v46]], referred by self\nContact: [[phone:phone_md_v46]] / [[email:email_v46]]\nHealth plan ID [[member_id:plan_member_v46]]\n"
     "Presenting concern: grief. Client's ((son||daughter||brother||sister)) {first2} {last2} died on [[date_of_death:dod_v46]] (overdose); the family set up [[url:memorial_url_v46]]. Client also cares for a mother, "
     "[[age_over_89:age_other_v46]], at home.\nPlan: 6 sessions; bereavement group. Counsellor: {own_nurse}."),
    ("b46_eap_online", "employee_assistance_intake", US,
     "EAP online self-referral\nFull name: {first} {last}\nDate of birth: [[date_of_birth:dob_iso_v46]]\nEmployee number: [[record_number:employee_id_v46]]\nPersonal email: [[email:email_plain_v46]]\n"
     "Best phone: [[phone:phone_md_v46]]\nTaxpayer ID for the counselling reimbursement (ITIN): [[national_id:itin_v46]]\nProfile to verify identity: [[url:url_v46]]\nSubmitted from [[ip_address:ip_v46]]"),
    ("b46_fhir_immunization", "fhir_immunization_export", US,
     "{\"resourceType\": \"Immunization\", \"status\": \"completed\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": "
     "[{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v46]]\"}, {\"type\": {\"coding\": [{\"code\": \"MB\"}]}, \"value\": \"[[member_id:plan_member_v46]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v46]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_md_v46]]\"}], "
     "\"address\": [{\"line\": [\"[[address:addr_fhir_v46]]\"}]}], \"vaccineCode\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/cvx\", \"code\": \"((45||37||25||52))\"}]}, "
     "\"patient\": {\"reference\": \"#p1\"}, \"occurrenceDateTime\": \"{eff_iso}\", \"lotNumber\": \"{lot}\", \"performer\": [{\"actor\": {\"display\": \"{travel_own}\"}}]}"),
    ("b46_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|GFTL-LIS|GFTL|MRO|POHP|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v46]]^^^POHP^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v46]]|((F||M))|||"
     "[[address:addr_hl7_v46]]||[[phone:phone_hl7_v46]]^PRN^PH||||||[[ssn:ssn_plain_v46]]\nOBR|1|{ctrl2}||DOT5^DOT 5-panel urine|||{hl7_ts}\n"
     "OBX|1|ST|3426-4^THC screen^LN||((NEGATIVE||POSITIVE))||||||F\nOBX|2|ST|3397-7^Cocaine screen^LN||NEGATIVE||||||F"),
    ("b46_occhealth_csv", "csv_export", US,
     "employee_id,last_name,first_name,dob,mobile,email,service,service_date,portal_login_ip\n[[record_number:employee_id_v46]],{last},{first},[[date_of_birth:dob_iso_v46]],"
     "[[phone:phone_md_v46]],[[email:email_plain_v46]],((audiogram||fit_test||tb_igra||dot_physical)),{eff_iso},[[ip_address:ip_v46]]\n# {employer} surveillance roster export"),
    ("b46_x12_834", "x12_export", US,
     "ISA*00*          *00*          *ZZ*EMPLOYERGRP    *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*BE*EMPLOYERGRP*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X220A1~\n"
     "ST*834*{four_digits}*005010X220A1~\nBGN*00*{fivedig}*20{isa_date}*{hhmm}****2~\nN1*P5*{employer}*FI*{org_ein_digits}~\nN1*IN*{org_upper}*FI*{org_ein_digits}~\n"
     "INS*Y*18*024*03*A***FT**N*D8*[[date_of_death:dod_compact_v46]]~\nREF*0F*[[member_id:plan_member_v46]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain_v46]]~\n"
     "PER*IP**HP*[[phone:phone_x12_v46]]~\nN3*[[address:addr_x12_v46]]~\nDMG*D8*[[date_of_birth:dob_compact_v46]]*((F||M))~\nSE*{small}*{four_digits}~"),
]


def addr_x12_v46(draw: Draw) -> str:
    """A Maryland address as an 834's N3 and N4 segments (one span over both)."""
    town, zip_code = draw.pick(_MD_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_MD_STREETS).upper()}~\nN4*{town.upper()}*MD*{zip_code}"


SLOTS["addr_x12_v46"] = addr_x12_v46
FILLERS["fit_method"] = lambda d: d.pick(["QNFT PortaCount", "QLFT Bitrex", "QNFT controlled negative pressure"])


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind46", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
