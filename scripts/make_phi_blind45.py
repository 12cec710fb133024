"""A forty-fifth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind45.py [--seed 47471] [--out PATH]   # JSON lines to PATH, or to stdout

The forty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind43.py,
seeds 4141 to 45451) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the forty-fourth set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b45_" or "b45c_"). Identifier-free genres, all from pharmacy: PBM rebate reports (a table, a CSV, a JSON remittance),
340B programme compliance summaries (self-audit findings, a contract-pharmacy XML), specialty-pharmacy network lists
(a table, a CSV, a JSON), drug recall notices with lot numbers (a US notice, an Italian one, a wholesaler e-mail),
compounding-pharmacy inspection reports (a US one, a Swiss French one), P&T committee minutes (a US one, Belgian
Dutch ones), antimicrobial-stewardship dashboards (a table, a CSV, a FHIR MeasureReport), medication-error rate
reports (counts only; one Austrian German), vaccine storage excursion logs (one Danish), IV-room beyond-use-date
tables (a table and a CSV), pharmacy technician training rosters (the organisation's own staff; one Swiss German),
insulin pricing notices (a US one, a Belgian one, a copay-cap FAQ), naloxone distribution statistics (a table, a CSV,
a vending-machine report), drug-utilisation review criteria (a table and an XML), formulary change letters (template
text; a US one and a Swiss French one), notices in other locales (it_IT, nl_BE, fr_CH, de_AT, de_CH, da_DK) and
CSV, JSON (FHIR MedicationKnowledge), XML, HL7 (MFN^M01 formulary items) and X12 (832 price catalogue, 846
inventory, 999 batch totals) exports of non-personal data. Carrying genres: pharmacy prior-authorisation requests
(a US fax, a chat turn, an Austrian chief-physician approval request), prescription transfer requests (a fax form,
an online form), medication therapy management notes (a US CMR, a telephonic follow-up, a Swiss polymedication
check), adverse drug event reports (a MedWatch-style report, an Italian pharmacovigilance form), specialty-pharmacy
enrolment forms (US, Belgian Dutch), patient-assistance programme applications (US, a Danish single-subsidy
application), vaccine administration records (US, Austrian, Danish), PDMP query results (a report, a pharmacist's
letter), home-infusion referrals (US, Swiss German), mail-order pharmacy sign-ups (US, a German e-prescription
account), compounding prescriptions (US, an Italian magistral preparation), plus a FHIR MedicationRequest with its
subject, an HL7 RDE^O11, a pharmacy claim CSV and an X12 835.

Nearly all the identifier values come from this module's own printings (the `*_v45` slots; a few dates of birth and
SSNs from the first and twenty-fifth sets' printers, imported): US SSNs in several printings, Medicare MBIs and Alabama
Medicaid IDs; Italian codici fiscali (the name letters and the birth date of the text, the check character); Belgian
national numbers (mod 97, the 2000s rule); Swiss AHV numbers (EAN-13 check digit) and insurance-card numbers; Austrian
social insurance numbers (the weighted mod 11 check digit, the birth date of the text); Danish CPR numbers (mod 11);
German Krankenversichertennummern (letter, eight digits, the alternating check digit); Italian (with the CIN),
Belgian (with the mod 97 key), Swiss, Austrian and Danish IBANs with computed check digits, and Danish reg./konto
printings; American Express and Discover numbers with Luhn; dates in Italian, Belgian Dutch, Swiss French, Swiss
German, Austrian German ("Jänner"), Danish and US orders and month names; Italian (CAP, province), Belgian (bus),
Swiss, Austrian (stair/door), Danish (floor, side), German and Alabama address layouts; Italian, Belgian, Swiss,
Austrian, Danish, German and Alabama phone numbers in their national printings; e-mails written against scrapers
in the text's language.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only this
set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Alabama pharmacy alliance, its specialty
pharmacy, its 340B covered hospital and its compounding pharmacy on fictional 555-01xx lines, and partner pharmacies
in Italy, Belgium, Switzerland, Austria and Denmark) and the alliance's own printed identifiers (payer ID, RxBIN,
PCN, Rx group, its pharmacists' and hospital's NPIs, its EIN); the people it names are the organisations' own staff,
never a patient or member, and the ages it gives are under 90 (age bands).

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 47471
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES + ("fr_CH",)

ORG_NAME = "Cahaba Valley Pharmacy Alliance"
SPECIALTY_NAME = "Lookout Ridge Specialty Pharmacy"
HOSPITAL_NAME = "Warrior River Medical Center"
COMPOUNDING_NAME = "Tensaw Sterile Compounding"
ORG_DOMAIN = "cahabavalleyrx.org"
IT_PARTNER = "Farmacia Ospedaliera Consortile della Val Trebbia"
BE_PARTNER = "Apotheeknetwerk Leiedal"
CH_FR_PARTNER = "Pharmacie du Réseau Lémanique"
AT_PARTNER = "Anstaltsapotheke Traunviertel"
CH_DE_PARTNER = "Spitalapotheke Reusstal"
DK_PARTNER = "Sygehusapoteket Limfjord"
ORGANISATION_CONTACTS = [
    "(205) 555-0162",                                                  # 0 alliance main line
    "(205) 555-0163",                                                  # 1 prior-authorisation fax
    "Pharmacy Claims, PO Box 43817, Birmingham, AL 35243",             # 2 claims address
    "2750 Cahaba Heights Parkway, Suite 410, Vestavia Hills, AL 35243",  # 3 office
    "pharmacy@cahabavalleyrx.org",                                     # 4
    "network@cahabavalleyrx.org",                                      # 5
    "(256) 555-0164",                                                  # 6 specialty pharmacy
    "4100 Lookout Ridge Drive, Huntsville, AL 35802",                  # 7 specialty pharmacy address
    "(205) 555-0165",                                                  # 8 medical centre pharmacy (340B office)
    "1-877-555-0166",                                                  # 9 toll-free member line
    "https://www.cahabavalleyrx.org",                                  # 10
    "340b@cahabavalleyrx.org",                                         # 11
    "recalls@cahabavalleyrx.org",                                      # 12
    "(251) 555-0167",                                                  # 13 compounding pharmacy
    "880 Tensaw Landing Road, Mobile, AL 36602",                       # 14 compounding pharmacy address
    "stewardship@cahabavalleyrx.org",                                  # 15
    "safety@cahabavalleyrx.org",                                       # 16
    "pt-committee@cahabavalleyrx.org",                                 # 17
    "training@cahabavalleyrx.org",                                     # 18
    "naloxone@cahabavalleyrx.org",                                     # 19
    "(205) 555-0168",                                                  # 20 naloxone programme line
    "formulary@cahabavalleyrx.org",                                    # 21
    "edi@cahabavalleyrx.org",                                          # 22
    "1-877-555-0169",                                                  # 23 insulin savings line
    "+39 0523 091 145",                                                # 24 Italian partner pharmacy (switchboard)
    "farmacia@valtrebbia-consorzio.it",                                # 25
    "+32 56 99 01 45",                                                 # 26 Belgian partner network
    "info@apotheeknetwerk-leiedal.be",                                 # 27
    "+41 22 990 01 45",                                                # 28 Swiss French partner pharmacy
    "pharmacie@reseau-lemanique.ch",                                   # 29
    "+43 7252 990 145",                                                # 30 Austrian partner pharmacy
    "apotheke@traunviertel-klinik.at",                                 # 31
    "+41 56 990 01 46",                                                # 32 Swiss German partner pharmacy
    "apotheke@spital-reusstal.ch",                                     # 33
    "+45 96 99 01 45",                                                 # 34 Danish partner pharmacy
    "apotek@limfjord-sygehus.dk",                                      # 35
    "(256) 555-0170",                                                  # 36 specialty pharmacy fax
    "(251) 555-0171",                                                  # 37 compounding pharmacy fax
]
ORG_PAYER_ID = "CVPA45"
ORG_RXBIN = "019845"
ORG_RXPCN = "CVPRX"
ORG_RXGRP = "CVP4501"
ORG_EIN = "63-4518207"
ORG_NPIS = (blind5._npi_of("145802736"), blind5._npi_of("163920845"), blind5._npi_of("118457302"))  # noqa: SLF001
STAFF = ("Dr. Philippa Okonkwo-Strand, PharmD", "Dr. Lucius Abernathy-Reyes", "Marisol Quenneville, CPhT", "Dr. Hollis Wetumpka-Grant",
         "Evangeline Tuskegee-Moore, RPh", "Barnaby Oyelaran, CPhT", "Dr. Cordelia Faircloth-Nakamura", "Ignatius Pellham, PharmD")
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

MONTHS_V45 = {
    "en": blind.MONTHS,
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre",
           "dicembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november",
           "december"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"],
    "at": ["Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "da": ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
}

_luhn = blind41._luhn  # noqa: SLF001
_iban = blind41._iban  # noqa: SLF001
_group4 = blind41._group4  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _loc(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


_COUNTRY = {"it_IT": "IT", "nl_BE": "BE", "fr_CH": "CHF", "de_CH": "CHD", "de_AT": "AT", "da_DK": "DK", "de_DE": "DE"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_loc(draw), "US")


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: first 2-9, never a run of a fiction range (555, 0145, 990)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0145", "990", "0146")):
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
    """A date as the text's country and language print it: its order, its month names."""
    d, m, y = day.day, day.month, day.year
    if country == "IT":
        month = MONTHS_V45["it"][m - 1]
        return draw.pick([f"{'1º' if d == 1 else d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {month[:3]} {y}",
                          f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "BE":
        month = MONTHS_V45["nl"][m - 1]
        return draw.pick([f"{d} {month} {y}", f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month[:3]}. {y}"
                          if len(month) > 4 else f"{d} {month} {y}", f"{d:02d}-{m:02d}-{y}"])
    if country == "CHF":
        month = MONTHS_V45["fr"][m - 1]
        return draw.pick([f"{'1er' if d == 1 else d} {month} {y}", f"le {'1er' if d == 1 else d} {month} {y}", f"{d:02d}.{m:02d}.{y}",
                          f"{d}.{m}.{y}", f"{d:02d}/{m:02d}/{y}"])
    if country in ("CHD", "DE"):
        month = MONTHS_V45["de"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y % 100:02d}", f"{y}-{m:02d}-{d:02d}"])
    if country == "AT":
        month = MONTHS_V45["at"][m - 1]
        short = "Jän." if m == 1 else "Feb." if m == 2 else month if len(month) <= 4 else month[:3] + "."
        return draw.pick([f"{d}. {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {short} {y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "DK":
        month = MONTHS_V45["da"][m - 1]
        return draw.pick([f"{d}. {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}", f"{d}/{m} {y}", f"{d}. {month[:3]}. {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{d:02d}-{month[:3].upper()}-{y}",
                      f"{m}-{d}-{y}", f"{m:02d}/{d:02d}/{y % 100:02d}", f"{month[:3]}. {d} {y}"])


def dob_v45(draw: Draw) -> str:
    """An adult's date of birth in the order and month names of the text's country and language."""
    return _date_words(draw, _birth(draw, 1946, 2004), _country(draw))


def dob_elder_v45(draw: Draw) -> str:
    """The birth date of someone over 89 on REFERENCE_DAY."""
    return _date_words(draw, _birth(draw, 1926, 1935), _country(draw))


def dob_iso_v45(draw: Draw) -> str:
    return _birth(draw, 1946, 2004).isoformat()


def dob_compact_v45(draw: Draw) -> str:
    return _birth(draw, 1946, 2004).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 1).toordinal(), REFERENCE_DAY.toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v45(draw: Draw) -> str:
    return _date_words(draw, _death_day(draw), _country(draw))


def dod_iso_v45(draw: Draw) -> str:
    return _death_day(draw).strftime("%Y%m%d")


def age_v45(draw: Draw) -> str:
    """An age over 89 in the text's language, from the text's birth date where it has one."""
    until = REFERENCE_DAY
    if "_birth" in draw.cache:
        born: dt.date = draw.cache["_birth"]  # type: ignore[assignment]
        age = until.year - born.year - ((until.month, until.day) < (born.month, born.day))
    else:
        age = draw.rng.randint(90, 101)
        first = until.replace(year=until.year - age - 1).toordinal() + 1
        draw.cache["_birth"] = dt.date.fromordinal(draw.rng.randint(first, first + 364))  # type: ignore[assignment]
    country = _country(draw)
    if country == "IT":
        return draw.pick([f"{age} anni", f"{age} aa", f"{age} anni compiuti"])
    if country == "BE":
        return draw.pick([f"{age} jaar", f"{age} j.", f"{age}-jarige"])
    if country == "CHF":
        return draw.pick([f"{age} ans", f"{age} ans révolus"])
    if country in ("AT", "CHD", "DE"):
        return draw.pick([f"{age} Jahre", f"{age} J.", f"{age}-jährig"])
    if country == "DK":
        return draw.pick([f"{age} år", f"{age}-årig"])
    tens = {9: "ninety", 10: "one hundred"}[age // 10]
    words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = tens + (("-" if age < 100 else " and ") + words[age % 10] if age % 10 else "")
    return draw.pick([str(age), f"{age} years", f"{age} y.o.", spelled, f"{age}-year-old", f"{age} yo", f"{age}y"])


def ssn_v45(draw: Draw) -> str:
    """A US SSN (never 000, 666 or 9xx in the area, never 00 or 0000) in the printings forms, faxes and chats use."""
    area = draw.rng.randint(1, 665)
    area = 667 if area == 666 else area
    value = f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]} {value[3:5]} {value[5:]}",
                      value, f"{value[:3]}–{value[3:5]}–{value[5:]}", f"{value[:3]}-{value[3:5]}-{value[5:]}", f"{value[:3]}.{value[3:5]}.{value[5:]}"])


def ssn_plain_v45(draw: Draw) -> str:
    area = draw.rng.randint(1, 665)
    return f"{667 if area == 666 else area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"


def mbi_v45(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: C A AN N A AN N A A N N (no S, L, O, I, B, Z), plain or dashed 4-3-4."""
    alnum = _MBI_ALPHA + "0123456789"
    value = (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_ALPHA) + draw.letters(1, alnum) + draw.digits(1) + draw.letters(1, _MBI_ALPHA)
             + draw.letters(1, alnum) + draw.digits(1) + draw.letters(2, _MBI_ALPHA) + draw.digits(2))
    return draw.pick([value, value, f"{value[:4]}-{value[4:7]}-{value[7:]}", f"{value[:4]} {value[4:7]} {value[7:]}", value.lower()
                      if draw.rng.random() < 0.15 else value])


def mbi_plain_v45(draw: Draw) -> str:
    alnum = _MBI_ALPHA + "0123456789"
    return (str(draw.rng.randint(1, 9)) + draw.letters(1, _MBI_ALPHA) + draw.letters(1, alnum) + draw.digits(1) + draw.letters(1, _MBI_ALPHA)
            + draw.letters(1, alnum) + draw.digits(1) + draw.letters(2, _MBI_ALPHA) + draw.digits(2))


def medicaid_al_v45(draw: Draw) -> str:
    """An Alabama Medicaid recipient number: thirteen digits, printed whole or grouped."""
    value = draw.digits(13, first_nonzero=True)
    return draw.pick([value, value, f"{value[:4]} {value[4:8]} {value[8:]}", f"{value[:3]}-{value[3:8]}-{value[8:]}"])


def medicaid_al_plain_v45(draw: Draw) -> str:
    return draw.digits(13, first_nonzero=True)


def plan_member_v45(draw: Draw) -> str:
    """A commercial pharmacy-benefit cardholder ID and person code as a card prints it."""
    value = f"{draw.letters(3, 'ABCDEFGHJKLMNPRTUVWXY')}{draw.digits(9, True)}"
    return draw.pick([value, f"{value}-0{draw.rng.randint(1, 3)}", f"{value} 0{draw.rng.randint(1, 3)}", f"{value[:3]} {value[3:7]} {value[7:]}"])


def rx_v45(draw: Draw) -> str:
    """A pharmacy prescription number (with a fill suffix now and then)."""
    return draw.pick([f"Rx #{draw.digits(7, True)}", f"{draw.digits(7, True)}", f"RX{draw.digits(8, True)}", f"{draw.digits(7, True)}-{draw.digits(2)}",
                      f"#{draw.digits(6, True)}"])


def rx_plain_v45(draw: Draw) -> str:
    return draw.digits(7, True)


def mrn_v45(draw: Draw) -> str:
    """A record number of the text's country's institutions."""
    country = _country(draw)
    if country == "IT":
        return draw.pick([f"cartella n. {draw.digits(7, True)}", f"{draw.rng.randint(2024, 2026)}/{draw.digits(6, True)}", f"nosologico {draw.digits(10, True)}"])
    if country == "BE":
        return draw.pick([f"patiëntnummer {draw.digits(8, True)}", f"{draw.digits(9, True)}", f"EPD {draw.digits(7, True)}"])
    if country in ("CHF", "CHD"):
        return draw.pick([f"{draw.digits(8, True)}", f"PID {draw.digits(7, True)}", f"Fall-Nr. {draw.digits(9, True)}" if country == "CHD" else f"N° de séjour {draw.digits(9, True)}"])
    if country == "AT":
        return draw.pick([f"Pat.-Nr. {draw.digits(8, True)}", f"{draw.digits(10, True)}", f"Aufn.-Zl. {draw.rng.randint(2024, 2026)}/{draw.digits(6, True)}"])
    if country == "DK":
        return draw.pick([f"journal {draw.digits(8, True)}", f"{draw.digits(8, True)}"])
    return draw.pick([f"WR{draw.digits(7)}", f"{draw.digits(8, True)}", f"MRN {draw.digits(7, True)}", f"WRMC-{draw.digits(6)}", f"E{draw.digits(9, True)}"])


def mrn_plain_v45(draw: Draw) -> str:
    return f"WR{draw.digits(7)}"


def claim_v45(draw: Draw) -> str:
    """A payer's claim control number (a transaction about one person)."""
    return draw.pick([f"{draw.rng.randint(25, 26)}{draw.digits(13, True)}", f"CVP{draw.digits(11, True)}"])


# ---- Italy -------------------------------------------------------------------------------------------------------
_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
_CF_MONTHS = "ABCDEHLMPRST"
_BELFIORE = ["F205", "H501", "F839", "L219", "G273", "A944", "D612", "D969", "A662", "L736", "G337", "C351", "G224", "B157", "E506"]


def _cf_value(char: str, odd: bool) -> int:
    index = int(char) if char.isdigit() else ord(char) - 65
    return _CF_ODD[index] if odd else index


def _cf_check(body: str) -> str:
    """The check character of a codice fiscale or of an Italian BBAN's CIN (odd and even tables, mod 26)."""
    return chr(65 + sum(_cf_value(c, i % 2 == 0) for i, c in enumerate(body)) % 26)


def _cf_part(word: str, given: bool) -> str:
    letters = [c for c in blind2.fold_ascii(word).upper() if c.isalpha()]
    consonants = [c for c in letters if c not in "AEIOU"]
    vowels = [c for c in letters if c in "AEIOU"]
    if given and len(consonants) >= 4:
        return consonants[0] + consonants[2] + consonants[3]
    return "".join(consonants + vowels + ["X", "X", "X"])[:3]


def cf_v45(draw: Draw) -> str:
    """A codice fiscale agreeing with the text's name, birth date and sex, with its check character."""
    born = _birth(draw, 1946, 2004)
    day = born.day + (40 if _sex(draw) == "F" else 0)
    body = (_cf_part(draw.fill("last"), False) + _cf_part(draw.fill("first"), True) + born.strftime("%y") + _CF_MONTHS[born.month - 1]
            + f"{day:02d}" + draw.pick(_BELFIORE))
    value = body + _cf_check(body)
    return draw.pick([value, value, value, f"{value[:6]} {value[6:11]} {value[11:]}", value.lower() if draw.rng.random() < 0.2 else value])


_IT_BANKS = ["03069", "02008", "05034", "03111", "05696", "06230", "08327", "03440"]


def iban_it_v45(draw: Draw) -> str:
    """An Italian IBAN: CIN (check character), ABI, CAB, twelve-digit account, computed check digits."""
    tail = f"{draw.pick(_IT_BANKS)}{draw.digits(5, True)}{draw.digits(12)}"
    iban = _iban("IT", _cf_check(tail) + tail)
    return draw.pick([_group4(iban), iban, _group4(iban), f"{iban[:4]} {iban[4]} {iban[5:10]} {iban[10:15]} {iban[15:]}"])


# ---- Belgium -----------------------------------------------------------------------------------------------------
def be_nn_v45(draw: Draw) -> str:
    """A Belgian national register number: birth date, a day counter (odd for men), mod 97 check (with 2 for the 2000s)."""
    born = _birth(draw, 1946, 2004)
    counter = draw.rng.randint(1, 997)
    if (counter % 2 == 1) != (_sex(draw) == "M"):
        counter += 1
    head = f"{born.strftime('%y%m%d')}{counter:03d}"
    check = 97 - int(("2" if born.year >= 2000 else "") + head) % 97
    value = f"{head}{check:02d}"
    return draw.pick([f"{value[:2]}.{value[2:4]}.{value[4:6]}-{value[6:9]}.{value[9:]}", value, f"{value[:6]}-{value[6:9]}-{value[9:]}",
                      f"{value[:6]} {value[6:9]} {value[9:]}"])


def be_mutual_v45(draw: Draw) -> str:
    """A Belgian sickness-fund (ziekenfonds) member number as the fund prints it."""
    fund = draw.pick(["100", "200", "300", "400", "500", "600"])
    return draw.pick([f"{fund}/{draw.digits(8, True)}", f"lidnummer {draw.digits(11, True)}", f"{fund}-{draw.digits(4)}-{draw.digits(5)}"])


def iban_be_v45(draw: Draw) -> str:
    """A Belgian IBAN: three-digit bank, seven-digit account, mod 97 key (0 read as 97), computed check digits."""
    first = f"{draw.pick(['001', '063', '068', '143', '310', '363', '735', '737', '751', '979'])}{draw.digits(7)}"
    key = int(first) % 97 or 97
    bban = f"{first}{key:02d}"
    iban = _iban("BE", bban)
    return draw.pick([_group4(iban), iban, _group4(iban), f"{bban[:3]}-{bban[3:10]}-{bban[10:]}"])


# ---- Switzerland -------------------------------------------------------------------------------------------------
def _ean13(body: str) -> str:
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return str((10 - total % 10) % 10)


def ahv_v45(draw: Draw) -> str:
    """A Swiss AHV/AVS number: 756, nine digits, the EAN-13 check digit; printed with dots or run together."""
    body = "756" + draw.digits(9)
    value = body + _ean13(body)
    return draw.pick([f"{value[:3]}.{value[3:7]}.{value[7:11]}.{value[11:]}", f"{value[:3]}.{value[3:7]}.{value[7:11]}.{value[11:]}", value,
                      f"{value[:3]} {value[3:7]} {value[7:11]} {value[11:]}"])


def ch_card_v45(draw: Draw) -> str:
    """A Swiss health-insurance card number: 80756, the insurer's five digits, ten card digits (twenty digits)."""
    value = f"80756{draw.digits(5, True)}{draw.digits(10)}"
    return draw.pick([value, f"{value[:5]} {value[5:10]} {value[10:]}", f"{value[:5]}-{value[5:10]}-{value[10:]}"])


def iban_ch_v45(draw: Draw) -> str:
    """A Swiss IBAN: five-digit clearing number, twelve-character account, computed check digits."""
    bban = f"{draw.pick(['00762', '00235', '09000', '00700', '80808', '00767', '30000'])}{draw.digits(12)}"
    iban = _iban("CH", bban)
    return draw.pick([_group4(iban), iban, _group4(iban)])


# ---- Austria -----------------------------------------------------------------------------------------------------
def svnr_v45(draw: Draw) -> str:
    """An Austrian social insurance number: three-digit serial, the weighted mod 11 check digit, the birth date DDMMYY."""
    born = _birth(draw, 1946, 2004)
    date = born.strftime("%d%m%y")
    weights = (3, 7, 9, 5, 8, 4, 2, 1, 6)
    while True:
        serial = str(draw.rng.randint(100, 999))
        check = sum(int(c) * w for c, w in zip(serial + date, weights)) % 11
        if check < 10:
            break
    value = f"{serial}{check}{date}"
    return draw.pick([f"{value[:4]} {value[4:]}", f"{value[:4]} {value[4:]}", value, f"{value[:4]}/{value[4:]}", f"{value[:4]} {value[4:6]}.{value[6:8]}.{value[8:]}"])


def iban_at_v45(draw: Draw) -> str:
    """An Austrian IBAN: five-digit bank code, eleven-digit account, computed check digits."""
    bban = f"{draw.pick(['20111', '12000', '14000', '32000', '34000', '60000', '15000', '20815'])}{draw.digits(11)}"
    iban = _iban("AT", bban)
    return draw.pick([_group4(iban), iban, _group4(iban)])


# ---- Denmark -----------------------------------------------------------------------------------------------------
def cpr_v45(draw: Draw) -> str:
    """A Danish CPR number: DDMMYY, a sequence whose first digit fits the century and whose last the sex, mod 11 valid."""
    born = _birth(draw, 1946, 2004)
    date = born.strftime("%d%m%y")
    weights = (4, 3, 2, 7, 6, 5, 4, 3, 2, 1)
    while True:
        first = str(draw.rng.randint(0, 3)) if born.year < 2000 else str(draw.rng.randint(4, 9))
        seq = first + draw.digits(3)
        if (int(seq[-1]) % 2 == 0) != (_sex(draw) == "F"):
            continue
        if sum(int(c) * w for c, w in zip(date + seq, weights)) % 11 == 0:
            break
    return draw.pick([f"{date}-{seq}", f"{date}-{seq}", f"{date}{seq}", f"{date} {seq}"])


def iban_dk_v45(draw: Draw) -> str:
    """A Danish account: an IBAN with computed check digits, or the reg. nr. and konto nr. as a NemKonto letter prints them."""
    reg, konto = draw.pick(["3001", "2191", "5301", "9570", "6010", "1551", "7890"]), draw.digits(10)
    iban = _iban("DK", reg + konto)
    return draw.pick([_group4(iban), iban, f"reg.nr. {reg} kontonr. {konto.lstrip('0') or konto}", f"{reg}-{konto}", f"{reg} {konto}"])


# ---- Germany -----------------------------------------------------------------------------------------------------
def kvnr_v45(draw: Draw) -> str:
    """A German Krankenversichertennummer: a letter, eight digits and the check digit (1-2 weights, digit sums, mod 10)."""
    letter = draw.letters(1)
    body = draw.digits(8, True)
    digits = f"{ord(letter) - 64:02d}{body}"
    total = 0
    for index, char in enumerate(digits):
        product = int(char) * (1 if index % 2 == 0 else 2)
        total += product // 10 + product % 10
    value = f"{letter}{body}{total % 10}"
    return draw.pick([value, value, f"{value[:1]} {value[1:5]} {value[5:]}"])


# ---- cards -------------------------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - len(prefix) - 1)
    return body + _luhn(body)


def amex_v45(draw: Draw) -> str:
    """An American Express number (34, 37; fifteen digits) with Luhn, printed 4-6-5 or run together."""
    number = _card(draw, draw.pick(["34", "37", "37"]), 15)
    return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]} {number[4:10]} {number[10:]}", number,
                      f"{number[:4]}-{number[4:10]}-{number[10:]}"])


def discover_v45(draw: Draw) -> str:
    """A Discover number (6011, 644-649, 65; sixteen digits) with Luhn, printed in fours."""
    number = _card(draw, draw.pick(["6011", "65", "644", "647", "649", "6011"]), 16)
    return draw.pick([" ".join(number[i:i + 4] for i in range(0, 16, 4)), number, "-".join(number[i:i + 4] for i in range(0, 16, 4))])


def card_v45(draw: Draw) -> str:
    return amex_v45(draw) if draw.rng.random() < 0.5 else discover_v45(draw)


# ---- addresses ---------------------------------------------------------------------------------------------------
_AL_TOWNS = [("Birmingham", "35205"), ("Birmingham", "35209"), ("Birmingham", "35213"), ("Hoover", "35216"), ("Huntsville", "35801"),
             ("Huntsville", "35806"), ("Montgomery", "36104"), ("Montgomery", "36106"), ("Mobile", "36604"), ("Mobile", "36608"),
             ("Tuscaloosa", "35401"), ("Auburn", "36830"), ("Dothan", "36301"), ("Decatur", "35601"), ("Florence", "35630"),
             ("Gadsden", "35901"), ("Bessemer", "35020"), ("Prattville", "36066")]
_AL_STREETS = ["Lorna Rd", "Highland Ave S", "Dauphin St", "Governors Dr", "Old Shell Rd", "University Blvd E", "Zelda Rd", "Airport Blvd",
               "Montclair Rd", "Memorial Pkwy SW", "Gadsden Hwy", "Carter Hill Rd", "Bankhead Hwy", "Crestwood Blvd", "Whitesburg Dr"]
_IT_PLACES = [("20121", "Milano", "MI"), ("20137", "Milano", "MI"), ("00184", "Roma", "RM"), ("00152", "Roma", "RM"), ("10128", "Torino", "TO"),
              ("29121", "Piacenza", "PC"), ("40126", "Bologna", "BO"), ("50129", "Firenze", "FI"), ("80134", "Napoli", "NA"),
              ("16128", "Genova", "GE"), ("43121", "Parma", "PR"), ("37122", "Verona", "VR")]
_IT_STREETS = ["Via Giuseppe Garibaldi", "Corso Vittorio Emanuele II", "Via Roma", "Viale dei Mille", "Via Emilia Pavese", "Piazza Cavour",
               "Via dei Tigli", "Via Nazionale", "Corso Buenos Aires", "Via San Siro", "Vicolo del Pozzo", "Via Mazzini"]
_BE_PLACES = [("9000", "Gent"), ("8500", "Kortrijk"), ("2000", "Antwerpen"), ("3000", "Leuven"), ("8000", "Brugge"), ("2800", "Mechelen"),
              ("3500", "Hasselt"), ("8800", "Roeselare"), ("9300", "Aalst"), ("1000", "Brussel")]
_BE_STREETS = ["Kerkstraat", "Stationsstraat", "Molenstraat", "Doorniksesteenweg", "Overpoortstraat", "Lange Leemstraat", "Groenplaats",
               "Brugsesteenweg", "Naamsestraat", "Meensesteenweg", "Dorpsstraat", "Bredabaan"]
_CHF_PLACES = [("1201", "Genève"), ("1205", "Genève"), ("1003", "Lausanne"), ("1004", "Lausanne"), ("2000", "Neuchâtel"), ("1950", "Sion"),
               ("1700", "Fribourg"), ("1800", "Vevey"), ("1260", "Nyon"), ("1400", "Yverdon-les-Bains")]
_CHF_STREETS = ["Rue de Carouge", "Avenue de la Gare", "Chemin des Vignes", "Rue du Simplon", "Boulevard de Grancy", "Route de Chêne",
                "Rue de l'Industrie", "Avenue d'Ouchy", "Chemin de la Prairie", "Rue des Eaux-Vives"]
_CHD_PLACES = [("8001", "Zürich"), ("8004", "Zürich"), ("5400", "Baden"), ("5620", "Bremgarten AG"), ("6003", "Luzern"), ("3011", "Bern"),
               ("4051", "Basel"), ("5000", "Aarau"), ("9000", "St. Gallen"), ("8400", "Winterthur")]
_CHD_STREETS = ["Bahnhofstrasse", "Badenerstrasse", "Reussgasse", "Zürcherstrasse", "Kirchweg", "Seestrasse", "Mittlere Strasse",
                "Weinbergstrasse", "Dorfstrasse", "Rosenweg"]
_AT_PLACES = [("1060", "Wien"), ("1100", "Wien"), ("1160", "Wien"), ("4020", "Linz"), ("4400", "Steyr"), ("4600", "Wels"), ("8010", "Graz"),
              ("5020", "Salzburg"), ("6020", "Innsbruck"), ("9020", "Klagenfurt"), ("4560", "Kirchdorf an der Krems")]
_AT_STREETS = ["Mariahilfer Straße", "Favoritenstraße", "Landstraße", "Herrengasse", "Ottakringer Straße", "Stelzhamerstraße",
               "Grazer Straße", "Linzer Gasse", "Bahnhofplatz", "Wiener Straße", "Kaiser-Josef-Platz"]
_DK_PLACES = [("2200", "København N"), ("1165", "København K"), ("2300", "København S"), ("8000", "Aarhus C"), ("9000", "Aalborg"),
              ("7800", "Skive"), ("5000", "Odense C"), ("9400", "Nørresundby"), ("7500", "Holstebro"), ("2800", "Kongens Lyngby")]
_DK_STREETS = ["Nørrebrogade", "Vestergade", "Algade", "Jernbanegade", "Frederiksberg Allé", "Boulevarden", "Søndergade", "Amagerbrogade",
               "Hobrovej", "Østerbrogade", "Kastetvej"]
_DE_PLACES = [("10625", "Berlin"), ("10437", "Berlin"), ("50667", "Köln"), ("80331", "München"), ("20359", "Hamburg"), ("04109", "Leipzig"),
              ("60311", "Frankfurt am Main"), ("70173", "Stuttgart"), ("28195", "Bremen")]
_DE_STREETS = ["Schillerstraße", "Kastanienallee", "Goethestraße", "Hauptstraße", "Lindenweg", "Bergstraße", "Am Markt", "Gartenstraße"]


def addr_al_v45(draw: Draw) -> str:
    rng = draw.rng
    town, zip_code = draw.pick(_AL_TOWNS)
    street = f"{rng.randint(10, 9899)} {draw.pick(_AL_STREETS)}"
    unit = draw.pick(["", "", f", Apt {rng.randint(1, 240)}", f" #{rng.randint(1, 60)}", f", Unit {draw.letters(1, 'ABCDEF')}", f", Lot {rng.randint(1, 90)}"])
    return draw.pick([f"{street}{unit}, {town}, AL {zip_code}", f"{street}{unit}\n{town}, AL {zip_code}", f"{street}{unit}, {town} AL {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} AL {zip_code}", f"{street}{unit}, {town}, Alabama {zip_code}"])


def addr_it_v45(draw: Draw) -> str:
    cap, city, prov = draw.pick(_IT_PLACES)
    street = f"{draw.pick(_IT_STREETS)} {draw.rng.randint(1, 240)}{draw.pick(['', '', '/A', '/B', ' bis'])}"
    extra = draw.pick(["", "", f", int. {draw.rng.randint(1, 24)}", f", scala {draw.letters(1, 'ABCD')}", f", {draw.rng.randint(1, 7)}° piano"])
    return draw.pick([f"{street}{extra}, {cap} {city} ({prov})", f"{street}{extra}\n{cap} {city} {prov}", f"{street}{extra} - {cap} {city.upper()} ({prov})",
                      f"{street.replace(' ' + street.split()[-1], ', ' + street.split()[-1])}{extra}, {cap} {city}"])


def addr_be_v45(draw: Draw) -> str:
    code, town = draw.pick(_BE_PLACES)
    street = f"{draw.pick(_BE_STREETS)} {draw.rng.randint(1, 320)}"
    box = draw.pick(["", "", f" bus {draw.rng.randint(1, 30)}", f"/{draw.rng.randint(1, 12)}", f" bus 0{draw.rng.randint(1, 4)}.{draw.rng.randint(1, 9)}"])
    return draw.pick([f"{street}{box}, {code} {town}", f"{street}{box}\n{code} {town}", f"{street}{box}, B-{code} {town.upper()}"])


def addr_ch_v45(draw: Draw) -> str:
    french = _country(draw) == "CHF"
    code, town = draw.pick(_CHF_PLACES if french else _CHD_PLACES)
    number = f"{draw.rng.randint(1, 180)}{draw.pick(['', '', 'a', 'bis' if french else 'b'])}"
    street = f"{draw.pick(_CHF_STREETS if french else _CHD_STREETS)} {number}"
    extra = draw.pick(["", "", f", case postale {draw.rng.randint(10, 999)}" if french else f", Postfach {draw.rng.randint(10, 999)}"])
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{street}{extra}, CH-{code} {town}"])


def addr_at_v45(draw: Draw) -> str:
    code, town = draw.pick(_AT_PLACES)
    number = draw.pick([str(draw.rng.randint(1, 160)), f"{draw.rng.randint(1, 160)}/{draw.rng.randint(1, 40)}",
                        f"{draw.rng.randint(1, 160)}/{draw.rng.randint(1, 9)}/{draw.rng.randint(1, 30)}", f"{draw.rng.randint(1, 160)}/Top {draw.rng.randint(1, 40)}"])
    street = f"{draw.pick(_AT_STREETS)} {number}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{street}, A-{code} {town}"])


def addr_dk_v45(draw: Draw) -> str:
    code, town = draw.pick(_DK_PLACES)
    floor = draw.pick(["", "", ", st.", f", {draw.rng.randint(1, 5)}. th.", f", {draw.rng.randint(1, 5)}. tv.", f", {draw.rng.randint(1, 4)}. mf."])
    street = f"{draw.pick(_DK_STREETS)} {draw.rng.randint(1, 220)}{draw.pick(['', '', 'A', 'B'])}"
    return draw.pick([f"{street}{floor}, {code} {town}", f"{street}{floor}\n{code} {town}", f"{street}{floor}, DK-{code} {town}"])


def addr_de_v45(draw: Draw) -> str:
    code, town = draw.pick(_DE_PLACES)
    street = f"{draw.pick(_DE_STREETS)} {draw.rng.randint(1, 140)}{draw.pick(['', '', 'a', 'b'])}"
    return draw.pick([f"{street}, {code} {town}", f"{street}\n{code} {town}", f"{street}, D-{code} {town}"])


def addr_v45(draw: Draw) -> str:
    """A home address in the layout of the text's country, on one line or several."""
    return {"IT": addr_it_v45, "BE": addr_be_v45, "CHF": addr_ch_v45, "CHD": addr_ch_v45, "AT": addr_at_v45, "DK": addr_dk_v45,
            "DE": addr_de_v45}.get(_country(draw), addr_al_v45)(draw)


def addr_hl7_v45(draw: Draw) -> str:
    """An Alabama home address as an HL7 v2 XAD field."""
    town, zip_code = draw.pick(_AL_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_AL_STREETS)}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 240))])}^{town}^AL^{zip_code}^USA^H"


def addr_fhir_v45(draw: Draw) -> str:
    """An Alabama address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    town, zip_code = draw.pick(_AL_TOWNS)
    return f"{draw.rng.randint(10, 9899)} {draw.pick(_AL_STREETS)}\"], \"city\": \"{town}\", \"state\": \"AL\", \"postalCode\": \"{zip_code}"


# ---- phones ------------------------------------------------------------------------------------------------------
def phone_al_v45(draw: Draw) -> str:
    area = draw.pick(["205", "205", "256", "251", "334", "938", "659"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}",
                      f"{area} {exchange} {line}", f"1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}{exchange}{line}",
                      f"({area}) {exchange}-{line} x{draw.rng.randint(10, 899)}"])


def phone_it_v45(draw: Draw) -> str:
    """An Italian mobile (3xx, ten digits) or a landline (02 Milan, 06 Rome, 011 Turin, 0523 Piacenza, 055 Florence)."""
    if draw.rng.random() < 0.65:
        prefix = draw.pick(["320", "328", "333", "335", "338", "340", "347", "348", "349", "366", "380", "392"])
        rest = _sub(draw, 7)
        return draw.pick([f"{prefix} {rest[:3]} {rest[3:]}", f"+39 {prefix} {rest[:3]} {rest[3:]}", f"{prefix}{rest}", f"{prefix}-{rest}",
                          f"{prefix} {rest}", f"+39 {prefix}{rest}"])
    area = draw.pick(["02", "06", "011", "0523", "055", "081"])
    local = _sub(draw, 10 - len(area))
    return draw.pick([f"{area} {local}", f"{area}-{local}", f"+39 {area} {local}", f"{area}/{local}", f"({area}) {local[:3]} {local[3:]}"])


def phone_be_v45(draw: Draw) -> str:
    """A Belgian mobile (04xx, nine digits after the trunk 0) or a landline (02, 03, 09; 056, 016, 050)."""
    if draw.rng.random() < 0.65:
        prefix = draw.pick(["470", "472", "473", "475", "476", "477", "478", "479", "484", "485", "486", "487", "494", "495", "496", "497", "499"])
        rest = _sub(draw, 6)
        return draw.pick([f"0{prefix} {rest[:2]} {rest[2:4]} {rest[4:]}", f"+32 {prefix} {rest[:2]} {rest[2:4]} {rest[4:]}", f"0{prefix}/{rest[:2]}.{rest[2:4]}.{rest[4:]}",
                          f"0{prefix}{rest}", f"+32{prefix}{rest}", f"0{prefix} {rest[:3]} {rest[3:]}"])
    area = draw.pick(["2", "3", "9", "56", "16", "50"])
    local = _sub(draw, 8 - len(area))
    if len(area) == 1:
        return draw.pick([f"0{area} {local[:3]} {local[3:5]} {local[5:]}", f"+32 {area} {local[:3]} {local[3:5]} {local[5:]}", f"0{area}/{local[:3]}.{local[3:5]}.{local[5:]}"])
    return draw.pick([f"0{area} {local[:2]} {local[2:4]} {local[4:]}", f"+32 {area} {local[:2]} {local[2:4]} {local[4:]}", f"0{area}/{local[:2]}.{local[2:4]}.{local[4:]}"])


def phone_ch_v45(draw: Draw) -> str:
    """A Swiss mobile (075-079) or a landline (022 Geneva, 021 Lausanne, 044 Zurich, 056 Aargau, 031 Bern), ten digits."""
    if draw.rng.random() < 0.6:
        area = draw.pick(["76", "77", "78", "79", "75"])
    else:
        area = draw.pick(["22", "21", "44", "56", "31", "61"])
    rest = _sub(draw, 7)
    return draw.pick([f"0{area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"+41 {area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0{area}{rest}",
                      f"+41 (0){area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0041 {area} {rest[:3]} {rest[3:5]} {rest[5:]}", f"0{area}/{rest[:3]} {rest[3:5]} {rest[5:]}"])


def phone_at_v45(draw: Draw) -> str:
    """An Austrian mobile (0650, 0660, 0664, 0676, 0699; seven digits) or a landline (01 Vienna, 0732 Linz, 0316 Graz, 07252 Steyr)."""
    if draw.rng.random() < 0.6:
        prefix = draw.pick(["650", "660", "664", "676", "680", "699"])
        rest = _sub(draw, 7)
        return draw.pick([f"0{prefix} {rest}", f"+43 {prefix} {rest}", f"0{prefix}/{rest}", f"+43 {prefix} {rest[:3]} {rest[3:]}", f"0{prefix} {rest[:3]} {rest[3:]}"])
    area, length = draw.pick([("1", 7), ("732", 6), ("316", 6), ("7252", 5), ("662", 6), ("512", 6)])
    local = _sub(draw, length)
    return draw.pick([f"0{area} {local}", f"+43 {area} {local}", f"0{area}/{local}", f"(0{area}) {local}"])


def phone_dk_v45(draw: Draw) -> str:
    """A Danish number: eight digits (mobiles 2x, 30-31, 40-42, 50-53, 60-61, 71; landlines 3x, 8x, 9x), in pairs or in fours."""
    first = draw.pick(["2", "2", "3", "4", "5", "6", "7", "8", "9"])
    value = first + _sub(draw, 7)[:7] if first != "2" else "2" + draw.digits(1) + _sub(draw, 6)
    return draw.pick([f"{value[:2]} {value[2:4]} {value[4:6]} {value[6:]}", f"+45 {value[:2]} {value[2:4]} {value[4:6]} {value[6:]}", value,
                      f"+45 {value[:4]} {value[4:]}", f"{value[:4]} {value[4:]}", f"+45{value}"])


def phone_de_v45(draw: Draw) -> str:
    """A German mobile (015x, 016x, 017x) or a landline (030 Berlin, 089 Munich, 040 Hamburg, 0221 Cologne)."""
    if draw.rng.random() < 0.6:
        prefix = draw.pick(["151", "152", "157", "160", "162", "170", "171", "172", "173", "176", "177", "178", "179"])
        rest = _sub(draw, draw.pick([7, 8]))
        return draw.pick([f"0{prefix} {rest}", f"+49 {prefix} {rest}", f"0{prefix}/{rest}", f"0{prefix}-{rest}", f"+49 (0){prefix} {rest}"])
    area = draw.pick(["30", "89", "40", "221", "69", "711"])
    local = _sub(draw, 8 if len(area) == 2 else 7)
    return draw.pick([f"0{area} {local}", f"+49 {area} {local}", f"0{area}/{local}", f"(0{area}) {local[:4]} {local[4:]}"])


def phone_v45(draw: Draw) -> str:
    """A person's mobile or landline in the national printing of the text's country."""
    return {"IT": phone_it_v45, "BE": phone_be_v45, "CHF": phone_ch_v45, "CHD": phone_ch_v45, "AT": phone_at_v45, "DK": phone_dk_v45,
            "DE": phone_de_v45}.get(_country(draw), phone_al_v45)(draw)


def phone_hl7_v45(draw: Draw) -> str:
    return f"({draw.pick(['205', '256', '251'])}){_us_exchange(draw)}-{draw.digits(4)}"


def phone_e164_v45(draw: Draw) -> str:
    return f"+1{draw.pick(['205', '256', '251', '334'])}{_us_exchange(draw)}{draw.digits(4)}"


# ---- e-mail, IP, URLs, plates ------------------------------------------------------------------------------------
_EMAIL_DOMAINS = {"IT": ["libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"],
                  "BE": ["telenet.be", "skynet.be", "gmail.com", "hotmail.be", "proximus.be"],
                  "CHF": ["bluewin.ch", "gmail.com", "sunrise.ch", "hispeed.ch", "gmx.ch"],
                  "CHD": ["bluewin.ch", "gmx.ch", "gmail.com", "sunrise.ch"],
                  "AT": ["gmx.at", "aon.at", "chello.at", "gmail.com", "a1.net"],
                  "DK": ["mail.dk", "gmail.com", "hotmail.dk", "jubii.dk", "stofanet.dk"],
                  "DE": ["web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de"],
                  "US": ["bellsouth.net", "att.net", "gmail.com", "yahoo.com", "icloud.com", "charter.net", "outlook.com"]}
_AT_WORDS = {"IT": ("chiocciola", "punto"), "BE": ("apenstaartje", "punt"), "CHF": ("arobase", "point"), "CHD": ("at", "punkt"),
             "AT": ("at", "punkt"), "DE": ("ät", "punkt"), "DK": ("snabel-a", "punktum")}


def _local(draw: Draw, first: str, last: str) -> str:
    first = (blind2.fold_ascii(first) or "kim").replace(" ", "")
    last = (blind2.fold_ascii(last) or "lee").replace(" ", "").replace("'", "")
    return draw.pick([f"{first}.{last}", f"{first[:1]}{last}", f"{first}{last[:1]}{draw.rng.randint(1, 99)}", f"{last}.{first}",
                      f"{first}_{last}{draw.rng.randint(40, 99)}", f"{last}{first[:1]}{draw.rng.randint(1, 9)}", f"{first}.{last}{draw.rng.randint(1940, 2004)}"])


def _email(draw: Draw, country: str, first: str, last: str, obfuscate: bool) -> str:
    local, domain = _local(draw, first, last), draw.pick(_EMAIL_DOMAINS[country])
    style = draw.rng.random() if obfuscate else 1.0
    if style < 0.15:
        word = _AT_WORDS.get(country, ("at", "dot"))
        return f"{local} {word[0]} {domain.replace('.', ' ' + word[1] + ' ')}"
    if style < 0.25:
        return f"{local} [at] {domain.replace('.', ' [dot] ')}"
    if style < 0.32:
        return f"{local}(at){domain}"
    return f"{local}@{domain}"


def email_v45(draw: Draw) -> str:
    """A personal address at a provider of the text's country; now and then written against scrapers."""
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), True)


def email_plain_v45(draw: Draw) -> str:
    return _email(draw, _country(draw), draw.fill("first"), draw.fill("last"), False)


def email_family_v45(draw: Draw) -> str:
    """The e-mail of the text's second person (a daughter, a carer)."""
    return _email(draw, _country(draw), draw.fill("first2"), draw.fill("last2"), True)


def ip_v45(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    if draw.rng.random() < 0.25:
        prefix = draw.pick(["2600:387", "2601:2c0", "2605:a601", "2603:9000"])
        groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
        return f"{prefix}:{groups}"
    first = draw.pick([99, 74, 68, 162, 174, 108, 47, 70, 75])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def _slug(draw: Draw, sep: str = "-", suffix: str = "") -> str:
    first = (blind2.fold_ascii(draw.fill("first" + suffix)) or "kim").replace(" ", "")
    last = (blind2.fold_ascii(draw.fill("last" + suffix)) or "lee").replace(" ", "").replace("'", "")
    return f"{first}{sep}{last}"


def fundraiser_url_v45(draw: Draw) -> str:
    """The person's own fundraiser page for medicine costs."""
    return draw.pick([f"https://www.gofundme.com/f/help-{_slug(draw)}-with-{draw.pick(['cancer-meds', 'insulin-costs', 'treatment', 'specialty-medication'])}",
                      f"gofundme.com/f/{_slug(draw)}-medical-fund", f"https://www.givesendgo.com/{_slug(draw, '')}{draw.rng.randint(1, 99)}",
                      f"https://www.facebook.com/donate/{draw.digits(15, True)}"])


def social_url_v45(draw: Draw) -> str:
    """The person's own social-media profile or post."""
    return draw.pick([f"https://www.instagram.com/{_slug(draw, '_')}{draw.rng.randint(1, 99)}/", f"https://www.tiktok.com/@{_slug(draw, '.')}",
                      f"https://www.facebook.com/{_slug(draw, '.')}.{draw.rng.randint(1, 999)}", f"https://x.com/{_slug(draw, '_')}",
                      f"https://www.youtube.com/@{_slug(draw, '')}", f"https://www.reddit.com/user/{_slug(draw, '_')}{draw.rng.randint(1, 999)}/comments/{draw.letters(6, 'abcdefghijkmnpqrstuvwxyz0123456789')}/"])


def plate_v45(draw: Draw) -> str:
    """A number plate of the text's country (Alabama, Italy, Belgium, Switzerland, Austria, Denmark, Germany)."""
    country = _country(draw)
    if country == "IT":
        return draw.pick([f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}{draw.digits(3)}{draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}",
                          f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')} {draw.digits(3)} {draw.letters(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}"])
    if country == "BE":
        return draw.pick([f"{draw.rng.randint(1, 2)}-{draw.letters(3)}-{draw.digits(3)}", f"{draw.rng.randint(1, 2)}{draw.letters(3)}{draw.digits(3)}"])
    if country in ("CHF", "CHD"):
        return f"{draw.pick(['GE', 'VD', 'VS', 'NE', 'FR'] if country == 'CHF' else ['ZH', 'AG', 'LU', 'BE', 'SG'])} {draw.rng.randint(1000, 999999)}"
    if country == "AT":
        return f"{draw.pick(['W', 'L', 'SR', 'KI', 'G', 'S', 'WL'])}-{draw.rng.randint(1, 99999)}{draw.letters(draw.rng.randint(1, 2))}"
    if country == "DK":
        return f"{draw.letters(2)} {draw.digits(2)} {draw.digits(3)}"
    if country == "DE":
        return f"{draw.pick(['B', 'K', 'M', 'HH', 'L', 'F', 'S'])}-{draw.letters(2)} {draw.rng.randint(1, 9999)}"
    return draw.pick([f"{draw.rng.randint(1, 67)}{draw.letters(2)}{draw.digits(3)}", f"{draw.rng.randint(1, 67)} {draw.letters(2)} {draw.digits(3)}",
                      f"{draw.digits(1, True)}{draw.letters(3)}{draw.digits(3)}"])


def vin_v45(draw: Draw) -> str:
    """A vehicle identification number with its check digit (North American rule)."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    values = {**{str(n): n for n in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10)))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    body = draw.pick(["1HG", "1FT", "3GN", "5YJ", "4T1", "1G1", "2T3", "KNM"]) + "".join(draw.pick(list(alphabet)) for _ in range(5)) + "0" \
        + draw.pick(list("LMNPRST")) + draw.letters(1, alphabet) + draw.digits(6)
    check = sum(values[c] * w for c, w in zip(body, weights)) % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{key: blind25.SLOTS[key] for key in ("ssn_typed", "ssn_hl7", "email_plain", "ip_public")},
    **{key: blind.SLOTS[key] for key in ("vin", "mbi", "ssn", "phone_us", "dob", "dob_text", "dob_num", "addr_us", "email", "email_obf", "card")},
    "dob_v45": dob_v45, "dob_elder_v45": dob_elder_v45, "dob_iso_v45": dob_iso_v45, "dob_compact_v45": dob_compact_v45, "dod_v45": dod_v45,
    "dod_iso_v45": dod_iso_v45, "age_v45": age_v45, "ssn_v45": ssn_v45, "ssn_plain_v45": ssn_plain_v45, "mbi_v45": mbi_v45,
    "mbi_plain_v45": mbi_plain_v45, "medicaid_al_v45": medicaid_al_v45, "medicaid_al_plain_v45": medicaid_al_plain_v45,
    "plan_member_v45": plan_member_v45, "rx_v45": rx_v45, "rx_plain_v45": rx_plain_v45, "mrn_v45": mrn_v45, "mrn_plain_v45": mrn_plain_v45,
    "claim_v45": claim_v45, "cf_v45": cf_v45, "iban_it_v45": iban_it_v45, "be_nn_v45": be_nn_v45, "be_mutual_v45": be_mutual_v45,
    "iban_be_v45": iban_be_v45, "ahv_v45": ahv_v45, "ch_card_v45": ch_card_v45, "iban_ch_v45": iban_ch_v45, "svnr_v45": svnr_v45,
    "iban_at_v45": iban_at_v45, "cpr_v45": cpr_v45, "iban_dk_v45": iban_dk_v45, "kvnr_v45": kvnr_v45, "amex_v45": amex_v45,
    "discover_v45": discover_v45, "card_v45": card_v45, "addr_v45": addr_v45, "addr_al_v45": addr_al_v45, "addr_hl7_v45": addr_hl7_v45,
    "addr_fhir_v45": addr_fhir_v45, "phone_v45": phone_v45, "phone_al_v45": phone_al_v45, "phone_hl7_v45": phone_hl7_v45,
    "phone_e164_v45": phone_e164_v45, "email_v45": email_v45, "email_plain_v45": email_plain_v45, "email_family_v45": email_family_v45,
    "ip_v45": ip_v45, "fundraiser_url_v45": fundraiser_url_v45, "social_url_v45": social_url_v45, "plate_v45": plate_v45, "vin_v45": vin_v45,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_BRANDS = [("Ozempic", "semaglutide", "GLP-1 agonists"), ("Trulicity", "dulaglutide", "GLP-1 agonists"), ("Jardiance", "empagliflozin", "SGLT2 inhibitors"),
           ("Farxiga", "dapagliflozin", "SGLT2 inhibitors"), ("Eliquis", "apixaban", "Anticoagulants"), ("Xarelto", "rivaroxaban", "Anticoagulants"),
           ("Humira", "adalimumab", "TNF inhibitors"), ("Enbrel", "etanercept", "TNF inhibitors"), ("Dupixent", "dupilumab", "IL-4/13 inhibitors"),
           ("Skyrizi", "risankizumab", "IL-23 inhibitors"), ("Lantus", "insulin glargine", "Long-acting insulins"), ("Tresiba", "insulin degludec", "Long-acting insulins"),
           ("Breo Ellipta", "fluticasone/vilanterol", "ICS/LABA inhalers"), ("Trelegy Ellipta", "fluticasone/umeclidinium/vilanterol", "Triple inhalers"),
           ("Entresto", "sacubitril/valsartan", "Heart failure"), ("Biktarvy", "bictegravir/emtricitabine/TAF", "HIV antiretrovirals")]


def _rebate_row(d: Draw) -> str:
    brand, generic, _ = d.pick(_BRANDS)
    claims = d.rng.randint(400, 38000)
    gross = claims * d.rng.randint(280, 1400)
    return (f"{brand} ({generic}) | {claims:,} | ${gross:,} | {d.rng.randint(18, 62)}.{d.digits(1)}% | ${gross * d.rng.randint(18, 62) // 100:,} | "
            f"{d.pick(['base + price protection', 'base', 'base + formulary tier', 'utilisation tier 2'])}")


def _rebate_csv_row(d: Draw) -> str:
    brand, _, cls = d.pick(_BRANDS)
    claims = d.rng.randint(200, 24000)
    return f"{brand.replace(' ', '_').upper()},{cls.replace(' ', '_').lower()},{d.fill('quarter').replace(' ', '')},{claims},{claims * d.rng.randint(30, 420)}.{d.digits(2)},{d.pick(['invoiced', 'paid', 'disputed', 'paid'])}"


def _rebate_json_row(d: Draw) -> str:
    brand, generic, cls = d.pick(_BRANDS)
    return (f"{{\"product\": \"{brand}\", \"molecule\": \"{generic}\", \"class\": \"{cls}\", \"utilizationUnits\": {d.rng.randint(10000, 900000)}, "
            f"\"rebateAmount\": {d.rng.randint(20000, 9000000)}.{d.digits(2)}, \"passThroughPct\": {d.rng.randint(85, 100)}}}")


_340B_FINDINGS = ["Duplicate discount (Medicaid carve-in claims)", "Ineligible prescriber (no privileges at covered entity)", "Outpatient status not documented",
                  "Contract pharmacy accumulator mismatch", "GPO prohibition - inpatient/outpatient split", "Orphan drug exclusion (RRC)",
                  "Split-billing software NDC mapping", "Medicaid Exclusion File entry lagging", "Child site not registered on OPAIS"]


def _340b_row(d: Draw) -> str:
    sample = d.rng.randint(40, 400)
    return f"{d.pick(_340B_FINDINGS)} | {sample} | {d.rng.randint(0, sample // 10)} | {d.pick(['Closed', 'Open - repayment under review', 'Closed - policy updated', 'Open'])}"


_CONTRACT_PHARMACIES = ["Magic City Community Pharmacy", "Tombigbee Drug Co.", "Shades Creek Pharmacy", "Coosa River Apothecary", "Red Mountain Rx",
                        "Black Warrior Discount Drugs", "Cahawba Family Pharmacy", "Locust Fork Pharmacy", "Mulga Road Drugs"]


def _340b_xml_row(d: Draw) -> str:
    return (f"  <ContractPharmacy name=\"{d.pick(_CONTRACT_PHARMACIES)}\" state=\"AL\" ncpdp=\"01{d.digits(5)}\" effective=\"{d.fill('eff_iso')}\" "
            f"tpa=\"{d.pick(['in-house', 'Sentry-style TPA', 'Macro Helix-style TPA'])}\" claims=\"{d.rng.randint(80, 9000)}\" status=\"{d.pick(['active', 'active', 'terminated'])}\"/>")


_THERAPY_AREAS = ["Oncology (oral)", "Multiple sclerosis", "Rheumatology", "Hepatitis C", "HIV", "Cystic fibrosis", "Pulmonary arterial hypertension",
                  "Hemophilia", "Growth hormone", "Fertility", "Dermatology biologics", "Transplant"]
_SPECIALTY_PHARMACIES = [SPECIALTY_NAME, "Red Hills Specialty Rx", "Gulf Coast Infusion & Specialty", "Sand Mountain Specialty Pharmacy",
                         "Wiregrass Specialty Services", "Muscle Shoals Specialty Rx"]


def _network_row(d: Draw) -> str:
    return (f"{d.pick(_SPECIALTY_PHARMACIES)} | {d.pick(_THERAPY_AREAS)} | {d.pick(['URAC + ACHC', 'URAC', 'ACHC', 'URAC + NABP DMEPOS'])} | "
            f"{d.pick(['exclusive', 'preferred', 'limited distribution', 'open'])} | {d.rng.randint(1, 3)} business days")


def _network_csv_row(d: Draw) -> str:
    return (f"{d.pick(_SPECIALTY_PHARMACIES).replace(',', '')},{d.pick(_THERAPY_AREAS).replace(' ', '_').lower()},{d.pick(['AL', 'AL', 'GA', 'MS', 'TN', 'FL'])},"
            f"{d.rng.randint(70, 99)},{d.rng.randint(1, 4)}")


def _network_json_row(d: Draw) -> str:
    return (f"{{\"pharmacy\": \"{d.pick(_SPECIALTY_PHARMACIES)}\", \"therapyArea\": \"{d.pick(_THERAPY_AREAS)}\", \"ldd\": {d.pick(['true', 'false'])}, "
            f"\"turnaroundDays\": {d.rng.randint(1, 4)}}}")


_RECALLED = [("Metformin ER 500 mg tablets, 100 count", "NDMA above the acceptable intake limit", "II"),
             ("Valsartan 160 mg tablets, 90 count", "nitrosamine impurity", "II"), ("Ranitidine 150 mg tablets", "NDMA", "II"),
             ("Lidocaine 1% injection, 5 mL vial", "particulate matter", "I"), ("Sodium bicarbonate 8.4% syringe", "lack of sterility assurance", "I"),
             ("Levothyroxine 50 mcg tablets", "subpotency", "II"), ("Ophthalmic artificial tears 15 mL", "microbial contamination", "I"),
             ("Albuterol HFA inhaler 200 puffs", "defective dose counter", "II"), ("Clopidogrel 75 mg tablets", "failed dissolution", "III"),
             ("Heparin 5,000 units/mL vial", "labeling mix-up", "II")]


def _lot_row(d: Draw) -> str:
    product, _, klass = d.pick(_RECALLED)
    return f"{product} | NDC {d.digits(5, True)}-{d.digits(3)}-{d.digits(2)} | lot {d.letters(2)}{d.digits(5)} | exp {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)} | Class {klass}"


_RECALLED_IT = ["Metformina 500 mg compresse", "Valsartan 160 mg compresse", "Lidocaina 1% fiale 5 ml", "Levotiroxina 50 mcg compresse",
                "Collirio lacrime artificiali 10 ml", "Eparina sodica 5.000 UI/ml", "Amoxicillina 1 g compresse", "Omeprazolo 20 mg capsule"]


def _lot_it_row(d: Draw) -> str:
    return f"{d.pick(_RECALLED_IT)} | AIC {d.digits(9, True)} | lotto {d.letters(1)}{d.digits(5)} | scad. {d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)}"


def _recall_json_row(d: Draw) -> str:
    product, reason, klass = d.pick(_RECALLED)
    return (f"{{\"product\": \"{product}\", \"reason\": \"{reason}\", \"class\": \"{klass}\", \"lots\": [\"{d.letters(2)}{d.digits(5)}\", \"{d.letters(2)}{d.digits(5)}\"], "
            f"\"units\": {d.rng.randint(40, 9000)}}}")


_USP797_ITEMS = ["Primary engineering control certification (ISO 5)", "Buffer room particle counts (ISO 7)", "Ante-room pressure differential",
                 "Gloved fingertip testing", "Media-fill records", "Surface sampling action levels", "Beyond-use dating policy", "Cleaning log completeness",
                 "Hazardous drug C-SEC negative pressure", "Master formulation records", "Compounding records", "Temperature and humidity monitoring"]


def _inspection_row(d: Draw) -> str:
    return f"{d.pick(_USP797_ITEMS)} | {d.pick(['Compliant', 'Compliant', 'Observation', 'Deficiency - corrective action due in 30 days', 'Not applicable'])}"


_USP797_FR = ["Certification de l'isolateur (classe A)", "Comptage particulaire zone B", "Différentiel de pression du sas", "Test des gants (empreintes)",
              "Simulation aseptique (media fill)", "Prélèvements de surface", "Politique de date limite d'utilisation", "Registre de nettoyage",
              "Dossiers de fabrication", "Surveillance température et humidité"]


def _inspection_fr_row(d: Draw) -> str:
    return f"{d.pick(_USP797_FR)} | {d.pick(['conforme', 'conforme', 'remarque', 'non conforme - mesure corrective sous 30 jours'])}"


_PT_ITEMS = [("Tirzepatide", "Add to formulary, tier 3, PA (type 2 diabetes)"), ("Zuranolone", "Add, restricted to OB-psych"),
             ("Ceftriaxone 2 g", "Therapeutic interchange approved"), ("Lecanemab", "Defer pending outcomes data"),
             ("Sugammadex", "Restrict to anesthesia, criteria updated"), ("Andexanet alfa", "Remove; 4F-PCC protocol instead"),
             ("Nirsevimab", "Add, seasonal, pediatrics"), ("Semaglutide oral", "Step therapy after metformin"),
             ("Insulin aspart biosimilar", "Preferred over reference product"), ("IV iron sucrose", "Preferred IV iron")]


def _pt_row(d: Draw) -> str:
    drug, action = d.pick(_PT_ITEMS)
    return f"- {drug}: {action}. Vote {d.rng.randint(7, 14)}-{d.rng.randint(0, 3)}-{d.rng.randint(0, 2)}."


_PT_ITEMS_NL = [("Tirzepatide", "opname in formularium, terugbetaling hoofdstuk IV"), ("Ceftriaxon 2 g", "therapeutische substitutie goedgekeurd"),
                ("Sugammadex", "beperkt tot anesthesie"), ("IJzersucrose IV", "voorkeursproduct"), ("Nirsevimab", "opname, seizoensgebonden"),
                ("Apixaban", "generiek zodra beschikbaar"), ("Insuline aspart biosimilar", "voorkeur boven referentieproduct")]


def _pt_nl_row(d: Draw) -> str:
    drug, action = d.pick(_PT_ITEMS_NL)
    return f"- {drug}: {action} (stemming {d.rng.randint(6, 12)} voor, {d.rng.randint(0, 2)} tegen)."


_ANTIMICROBIALS = ["Piperacillin-tazobactam", "Meropenem", "Vancomycin IV", "Ceftriaxone", "Cefepime", "Levofloxacin", "Daptomycin", "Linezolid",
                   "Micafungin", "Ertapenem", "Ampicillin-sulbactam", "Azithromycin"]
_UNITS = ["4 West (medicine)", "5 North (surgery)", "MICU", "SICU", "Oncology", "Step-down", "Pediatrics", "ED observation"]


def _asp_row(d: Draw) -> str:
    return f"{d.pick(_ANTIMICROBIALS)} | {d.rng.randint(5, 190)}.{d.digits(1)} | {d.pick(['+', '-'])}{d.rng.randint(0, 25)}% | {d.rng.randint(40, 98)}% | {d.rng.randint(0, 40)}"


def _asp_csv_row(d: Draw) -> str:
    return f"{d.pick(_UNITS).replace(' ', '_')},{d.pick(_ANTIMICROBIALS).replace(' ', '_').lower()},{d.rng.randint(10, 900)},{d.rng.randint(900, 6000)},{d.rng.randint(5, 190)}.{d.digits(1)}"


def _asp_group(d: Draw) -> str:
    den = d.rng.randint(400, 9000)
    return (f"{{\"code\": {{\"text\": \"{d.pick(['DOT per 1000 patient days', 'Prospective audit interventions accepted', 'IV-to-PO conversions', 'Time to de-escalation'])}\"}}, "
            f"\"population\": [{{\"code\": {{\"text\": \"denominator\"}}, \"count\": {den}}}, {{\"code\": {{\"text\": \"numerator\"}}, \"count\": {d.rng.randint(den // 10, den)}}}]}}")


_ERROR_NODES = ["Prescribing", "Transcription / order verification", "Dispensing", "Administration", "Monitoring", "Compounding (IV room)"]


def _error_row(d: Draw) -> str:
    reported = d.rng.randint(4, 260)
    return f"{d.pick(_ERROR_NODES)} | {reported} | {d.rng.randint(0, reported // 3)} | {d.rng.randint(0, 4)} | {d.rng.randint(1, 40)}.{d.digits(1)}"


_ERROR_NODES_DE = ["Verordnung", "Transkription / Validierung", "Abgabe", "Verabreichung", "Überwachung", "Zytostatika-Herstellung"]


def _error_de_row(d: Draw) -> str:
    reported = d.rng.randint(3, 180)
    return f"{d.pick(_ERROR_NODES_DE)} | {reported} | {d.rng.randint(0, reported // 3)} | {d.rng.randint(0, 3)} | {d.rng.randint(1, 30)},{d.digits(1)}"


_FRIDGES = ["Main pharmacy vaccine fridge A", "Main pharmacy vaccine fridge B", "Specialty pharmacy fridge 2", "ED Pyxis refrigerator",
            "Pediatric clinic purpose-built unit", "Freezer F-1 (varicella/MMRV)", "Outreach cooler (mobile clinic)"]


def _excursion_row(d: Draw) -> str:
    low = d.rng.random() < 0.4
    temp = f"{d.rng.randint(-3, 1)}.{d.digits(1)}" if low else f"{d.rng.randint(9, 14)}.{d.digits(1)}"
    return (f"{d.pick(_FRIDGES)} | {d.fill('dos')} {d.rng.randint(0, 23):02d}:{d.rng.randint(0, 59):02d} | {temp} °C | {d.rng.randint(6, 240)} min | "
            f"{d.pick(['doses quarantined, manufacturer says usable', 'doses discarded (lot ' + d.letters(1) + d.digits(4) + d.letters(2) + ')', 'door ajar; no doses affected', 'power outage; generator transfer'])}")


_FRIDGES_DA = ["Vaccineskab 1 (hovedapotek)", "Vaccineskab 2", "Køleskab, ambulatorium", "Fryser F-1", "Transportkøleboks"]


def _excursion_da_row(d: Draw) -> str:
    day = d.date_between(2025, 2026)
    return (f"{d.pick(_FRIDGES_DA)} | {day.day}. {MONTHS_V45['da'][day.month - 1]} {day.year} | {d.rng.randint(9, 13)},{d.digits(1)} °C | {d.rng.randint(10, 180)} min | "
            f"{d.pick(['karantæne, producent kontaktet', 'kasseret', 'ingen påvirkede doser'])}")


_CSPS = [("Cefazolin 2 g in 20 mL SWFI syringe", "Category 2", "room temp 4 days / fridge 10 days"),
         ("Vancomycin 1.25 g in 250 mL NS", "Category 2", "fridge 14 days"), ("Oxytocin 30 units in 500 mL LR", "Category 1", "room temp 12 h"),
         ("Norepinephrine 8 mg in 250 mL NS", "Category 2", "fridge 9 days"), ("Insulin regular 100 units in 100 mL NS", "Category 1", "fridge 24 h"),
         ("Fentanyl 2,500 mcg in 250 mL NS", "Category 2", "room temp 4 days"), ("Ketamine 500 mg in 50 mL syringe", "Category 2", "fridge 10 days"),
         ("Pediatric TPN (standard)", "Category 2", "fridge 9 days"), ("Methotrexate 50 mg in 100 mL D5W (HD)", "Category 2", "fridge 4 days"),
         ("Magnesium sulfate 4 g in 100 mL", "Category 1", "room temp 12 h")]


def _bud_row(d: Draw) -> str:
    name, category, bud = d.pick(_CSPS)
    return f"{name} | {category} | {bud} | {d.pick(['ISO 5 LAFW', 'ISO 5 BSC (hazardous)', 'CAI', 'segregated compounding area'])}"


def _bud_csv_row(d: Draw) -> str:
    name, category, bud = d.pick(_CSPS)
    return f"\"{name}\",{category.replace(' ', '_').lower()},\"{bud}\",{d.rng.randint(2, 400)}"


_COURSES = ["Sterile compounding (USP <797>) annual competency", "Hazardous drugs (USP <800>) handling", "Aseptic technique media fill",
            "Controlled substance diversion awareness", "Look-alike/sound-alike medications", "340B programme basics", "HIPAA refresher",
            "Vaccine storage and handling", "Naloxone counseling", "Pharmacy billing (NCPDP D.0)"]


def _roster_row(d: Draw) -> str:
    return f"{d.pick(list(STAFF))} | {d.pick(_COURSES)} | {d.pick(['completed', 'completed', 'due', 'in progress'])} | {d.fill('dos')}"


_COURSES_DE = ["Aseptische Herstellung (jährliche Validierung)", "Umgang mit Zytostatika", "Betäubungsmittel-Verkehr", "Lagerung von Impfstoffen",
               "Hygieneschulung", "LASA-Arzneimittel", "Naloxon-Abgabe"]


def _roster_de_row(d: Draw) -> str:
    return f"{d.pick(list(STAFF))} | {d.pick(_COURSES_DE)} | {d.pick(['abgeschlossen', 'fällig', 'angemeldet'])}"


_INSULINS = [("Insulin glargine-yfgn (unbranded)", "10 mL vial"), ("Insulin lispro (unbranded)", "5 x 3 mL pens"), ("Humalog", "10 mL vial"),
             ("Lantus SoloStar", "5 x 3 mL pens"), ("Novolog", "10 mL vial"), ("Insulin aspart (unbranded)", "5 x 3 mL pens"),
             ("Tresiba FlexTouch", "3 x 3 mL pens"), ("Humulin R U-500", "20 mL vial"), ("Basaglar KwikPen", "5 x 3 mL pens")]


def _insulin_row(d: Draw) -> str:
    name, pack = d.pick(_INSULINS)
    return f"{name} | {pack} | ${d.rng.randint(35, 98)}.{d.digits(2)} | ${d.pick(['0', '25', '35', '35'])} | {d.pick(['preferred', 'preferred', 'non-preferred'])}"


_INSULINS_NL = ["Insuline glargine 100 E/ml, 5 pennen", "Insuline lispro 100 E/ml, 5 pennen", "Insuline aspart 100 E/ml, 10 ml flacon",
                "Insuline degludec 100 E/ml, 5 pennen", "Humane insuline NPH, 5 pennen"]


def _insulin_nl_row(d: Draw) -> str:
    return f"{d.pick(_INSULINS_NL)} | € {d.rng.randint(28, 90)},{d.digits(2)} | remgeld € {d.rng.randint(0, 12)},{d.digits(2)} | {d.pick(['categorie A', 'categorie A', 'hoofdstuk IV'])}"


_AL_COUNTIES = ["Jefferson", "Madison", "Mobile", "Montgomery", "Shelby", "Tuscaloosa", "Baldwin", "Lee", "Morgan", "Calhoun", "Etowah",
                "Houston", "Marshall", "Walker", "Cullman"]


def _naloxone_row(d: Draw) -> str:
    kits = d.rng.randint(40, 4200)
    return f"{d.pick(_AL_COUNTIES)} | {kits:,} | {d.rng.randint(0, kits // 8)} | {d.rng.randint(1, 40)} | {d.pick(['standing order', 'standing order', 'vending machine', 'harm-reduction partner'])}"


def _naloxone_csv_row(d: Draw) -> str:
    return f"{d.pick(_AL_COUNTIES).lower()},{d.fill('quarter').replace(' ', '')},{d.pick(['nasal_4mg', 'nasal_8mg', 'im_0.4mg', 'nasal_3mg_otc'])},{d.rng.randint(10, 2400)},{d.rng.randint(0, 90)}"


_VENDING_SITES = ["Birmingham Central Library lobby", "Huntsville Transit Center", "Mobile County Health Dept. annex", "UAB-area laundromat partner",
                  "Tuscaloosa Salvation Army", "Montgomery Greyhound station", "Dothan recovery community center", "Gadsden public library"]


def _vending_row(d: Draw) -> str:
    return f"{d.pick(_VENDING_SITES)} | {d.rng.randint(20, 900)} | {d.rng.randint(0, 60)} | {d.rng.randint(1, 9)} | {d.pick(['restocked weekly', 'restocked twice weekly', 'out of stock 2 days'])}"


_DUR_RULES = [("Opioid + benzodiazepine", "Concurrent use over 7 days", "Soft reject, pharmacist override with code"),
              ("Opioid MME", "Cumulative daily MME > 90", "Hard reject; PA"), ("Buprenorphine", "Dose > 24 mg/day", "Soft reject"),
              ("Duplicate GLP-1", "Two GLP-1 agonists within 30 days", "Hard reject"), ("QT prolongation", "Two or more known-risk agents", "Soft reject"),
              ("Methotrexate oral", "Daily dosing pattern", "Hard reject; verify weekly"), ("Early refill", "Less than 80% of days supply used", "Soft reject"),
              ("Age edit: codeine", "Patient age < 12", "Hard reject"), ("Pregnancy precaution: isotretinoin", "iPLEDGE not confirmed", "Hard reject"),
              ("Therapeutic duplication: SSRIs", "Two SSRIs overlapping > 14 days", "Soft reject")]


def _dur_row(d: Draw) -> str:
    name, criterion, action = d.pick(_DUR_RULES)
    return f"{name} | {criterion} | {action} | {d.pick(['DD', 'ER', 'HD', 'TD', 'MX', 'PA', 'DA', 'ID'])} | {d.fill('eff_iso')}"


def _dur_xml_row(d: Draw) -> str:
    name, criterion, action = d.pick(_DUR_RULES)
    return f"  <Rule id=\"DUR-{d.digits(4, True)}\" name=\"{name}\" criterion=\"{criterion}\" action=\"{action}\" conflictCode=\"{d.pick(['DD', 'ER', 'HD', 'TD', 'MX'])}\"/>"


def _formulary_change_row(d: Draw) -> str:
    brand, generic, _ = d.pick(_BRANDS)
    return f"- {brand} ({generic}): {d.pick(['moves to tier 3', 'requires prior authorization', 'removed; covered alternative available', 'quantity limit added', 'moves to tier 2 (preferred)'])}"


def _formulary_fr_row(d: Draw) -> str:
    return f"- {d.pick(['Adalimumab (biosimilaire)', 'Empagliflozine', 'Apixaban', 'Dupilumab', 'Insuline glargine', 'Sémaglutide'])} : {d.pick(['limitatio modifiée', 'garantie de prise en charge requise', 'générique privilégié', 'inscrit sur la liste des spécialités'])}"


def _mfe_item(d: Draw) -> str:
    brand, generic, cls = d.pick(_BRANDS)
    code = d.digits(11, True)
    return f"MFE|MAD|{d.fill('ctrl')}{d.digits(2)}|{d.fill('hl7_ts')}|{code}^{brand}^NDC\nZFM|{code}|{generic}|{cls}|{d.pick(['F', 'F', 'NF', 'R'])}|{d.rng.randint(1, 5)}"


def _lin832(d: Draw) -> str:
    brand, _, _ = d.pick(_BRANDS)
    return f"LIN**N4*{d.digits(11, True)}~\nPID*F****{brand.upper()}~\nCTP**WHL*{d.rng.randint(40, 9000)}.{d.digits(2)}~"


def _lin846(d: Draw) -> str:
    return f"LIN**N4*{d.digits(11, True)}~\nQTY*33*{d.rng.randint(0, 900)}*EA~\nQTY*17*{d.rng.randint(0, 200)}*EA~"


def _x12_999_set(d: Draw) -> str:
    return f"AK2*NCP*{d.digits(4, True)}*D.0~\nIK5*{d.pick(['A', 'A', 'E'])}~"


def _medknowledge(d: Draw) -> str:
    brand, generic, cls = d.pick(_BRANDS)
    return (f"{{\"resourceType\": \"MedicationKnowledge\", \"id\": \"cvpa-{d.digits(6)}\", \"code\": {{\"coding\": [{{\"system\": \"http://hl7.org/fhir/sid/ndc\", "
            f"\"code\": \"{d.digits(5, True)}-{d.digits(4)}-{d.digits(2)}\", \"display\": \"{brand}\"}}]}}, \"status\": \"active\", \"synonym\": [\"{generic}\"], "
            f"\"medicineClassification\": [{{\"classification\": [{{\"text\": \"{cls}\"}}]}}], \"cost\": [{{\"type\": {{\"text\": \"WAC\"}}, \"cost\": {{\"value\": {d.rng.randint(30, 9000)}.{d.digits(2)}, \"currency\": \"USD\"}}}}]}}")


def _tpa_row(d: Draw) -> str:
    claims = d.rng.randint(300, 18000)
    return f"{d.pick(_CONTRACT_PHARMACIES)} | {claims:,} | ${claims * d.rng.randint(40, 300):,} | ${claims * d.rng.randint(2, 15):,} | {d.rng.randint(0, 40)}"


def _wac_row(d: Draw) -> str:
    brand, _, _ = d.pick(_BRANDS)
    return f"{d.digits(11, True)},{brand.replace(' ', '_').upper()},{d.pick(['1 EA', '4 x 0.5 mL', '30 TAB', '90 TAB', '5 x 3 mL', '1 INHALER'])},{d.rng.randint(40, 9000)}.{d.digits(2)},{d.fill('eff_iso')},{d.pick(['+', '-'])}{d.rng.randint(0, 9)}.{d.digits(1)}"


def _month_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, notice date) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        if lang == "en":
            return f"{blind.MONTHS[day.month - 1]} {day.day}, {day.year}"
        if lang in ("it", "nl", "fr"):
            return f"{day.day} {MONTHS_V45[lang][day.month - 1]} {day.year}"
        return f"{day.day}. {MONTHS_V45[lang][day.month - 1]} {day.year}"
    return make


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "specialty_own": SPECIALTY_NAME, "hospital_own": HOSPITAL_NAME, "compounding_own": COMPOUNDING_NAME,
    "it_partner": IT_PARTNER, "be_partner": BE_PARTNER, "chf_partner": CH_FR_PARTNER, "at_partner": AT_PARTNER, "chd_partner": CH_DE_PARTNER,
    "dk_partner": DK_PARTNER,
    "org_phone": ORGANISATION_CONTACTS[0], "pa_fax": ORGANISATION_CONTACTS[1], "claims_addr": ORGANISATION_CONTACTS[2],
    "org_addr": ORGANISATION_CONTACTS[3], "pharmacy_email": ORGANISATION_CONTACTS[4], "network_email": ORGANISATION_CONTACTS[5],
    "specialty_phone": ORGANISATION_CONTACTS[6], "specialty_addr": ORGANISATION_CONTACTS[7], "hosp_pharm_phone": ORGANISATION_CONTACTS[8],
    "tollfree": ORGANISATION_CONTACTS[9], "org_web": ORGANISATION_CONTACTS[10], "email_340b": ORGANISATION_CONTACTS[11],
    "recall_email": ORGANISATION_CONTACTS[12], "compounding_phone": ORGANISATION_CONTACTS[13], "compounding_addr": ORGANISATION_CONTACTS[14],
    "asp_email": ORGANISATION_CONTACTS[15], "safety_email": ORGANISATION_CONTACTS[16], "pt_email": ORGANISATION_CONTACTS[17],
    "training_email": ORGANISATION_CONTACTS[18], "naloxone_email": ORGANISATION_CONTACTS[19], "naloxone_phone": ORGANISATION_CONTACTS[20],
    "formulary_email": ORGANISATION_CONTACTS[21], "edi_email": ORGANISATION_CONTACTS[22], "insulin_line": ORGANISATION_CONTACTS[23],
    "it_phone": ORGANISATION_CONTACTS[24], "it_email": ORGANISATION_CONTACTS[25], "be_phone": ORGANISATION_CONTACTS[26],
    "be_email": ORGANISATION_CONTACTS[27], "chf_phone": ORGANISATION_CONTACTS[28], "chf_email": ORGANISATION_CONTACTS[29],
    "at_phone": ORGANISATION_CONTACTS[30], "at_email": ORGANISATION_CONTACTS[31], "chd_phone": ORGANISATION_CONTACTS[32],
    "chd_email": ORGANISATION_CONTACTS[33], "dk_phone": ORGANISATION_CONTACTS[34], "dk_email": ORGANISATION_CONTACTS[35],
    "specialty_fax": ORGANISATION_CONTACTS[36], "compounding_fax": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_staff": lambda d: d.pick(list(STAFF)),
    "own_pharmacist": lambda d: d.pick([name for name in STAFF if "PharmD" in name or "RPh" in name]),
    "own_doctor": lambda d: d.pick(["Dr. Lucius Abernathy-Reyes", "Dr. Hollis Wetumpka-Grant", "Dr. Cordelia Faircloth-Nakamura"]),
    "own_doc_hl": lambda d: d.pick(["Abernathy-Reyes^Lucius^^^MD", "Wetumpka-Grant^Hollis^^^MD", "Faircloth-Nakamura^Cordelia^^^DO"]),
    "year_prev": lambda d: str(d.rng.randint(2024, 2025)),
    "org_ein_digits": lambda d: ORG_EIN.replace("-", ""),
    "carc_num": lambda d: d.pick(["16", "22", "27", "45", "96"]),
    "sfy": lambda d: d.pick(["FY2026", "FY2027", "CY2026"]),
    "plan_year": lambda d: str(d.rng.randint(2026, 2027)),
    "brand": lambda d: d.pick(_BRANDS)[0],
    "drug_pair": lambda d: d.pick(["apixaban 5 mg BID", "semaglutide 1 mg weekly", "adalimumab 40 mg q2w", "dupilumab 300 mg q2w",
                                   "empagliflozin 10 mg daily", "insulin glargine 24 units HS", "sacubitril/valsartan 49/51 mg BID",
                                   "etanercept 50 mg weekly", "rivaroxaban 20 mg daily", "risankizumab 150 mg q12w"]),
    "specialty_drug": lambda d: d.pick(["adalimumab-adaz 40 mg/0.4 mL pen", "ocrelizumab 600 mg IV", "sofosbuvir/velpatasvir", "elexacaftor/tezacaftor/ivacaftor",
                                        "ibrutinib 420 mg", "dupilumab 300 mg/2 mL pen", "emicizumab 150 mg/mL", "palbociclib 125 mg"]),
    "rebate_table": _table(_rebate_row, 5), "rebate_csv": _rows(_rebate_csv_row, 6, 20), "rebate_json": _rows(_rebate_json_row, 4, 30, ", "),
    "b340_table": _table(_340b_row, 5), "b340_xml": _rows(_340b_xml_row, 4, 50),
    "network_table": _table(_network_row, 6), "network_csv": _rows(_network_csv_row, 7, 40), "network_json": _rows(_network_json_row, 4, 60, ", "),
    "lot_table": _table(_lot_row, 4), "lot_it_table": _table(_lot_it_row, 4), "recall_json": _rows(_recall_json_row, 3, 40, ", "),
    "inspection_table": _table(_inspection_row, 7), "inspection_fr_table": _table(_inspection_fr_row, 6),
    "pt_items": _rows(_pt_row, 4, 14), "pt_nl_items": _rows(_pt_nl_row, 3, 12),
    "asp_table": _table(_asp_row, 6), "asp_csv": _rows(_asp_csv_row, 8, 30), "asp_groups": _rows(_asp_group, 3, 40, ", "),
    "error_table": _table(_error_row, 5), "error_de_table": _table(_error_de_row, 5),
    "excursion_table": _table(_excursion_row, 4), "excursion_da_table": _table(_excursion_da_row, 3),
    "bud_table": _table(_bud_row, 6), "bud_csv": _table(_bud_csv_row, 6),
    "roster_table": _rows(_roster_row, 6, 60), "roster_de_table": _rows(_roster_de_row, 5, 60),
    "insulin_table": _table(_insulin_row, 5), "insulin_nl_table": _table(_insulin_nl_row, 4),
    "naloxone_table": _table(_naloxone_row, 6), "naloxone_csv": _rows(_naloxone_csv_row, 8, 30), "vending_table": _table(_vending_row, 5),
    "dur_table": _table(_dur_row, 5), "dur_xml": _rows(_dur_xml_row, 5, 40),
    "formulary_changes": _rows(_formulary_change_row, 4, 16), "formulary_fr_changes": _rows(_formulary_fr_row, 3, 14),
    "mfe_items": _rows(_mfe_item, 3, 60), "lin_price": _rows(_lin832, 3, 30), "lin_inventory": _rows(_lin846, 4, 30), "x12_999_sets": _rows(_x12_999_set, 3, 20),
    "medknowledge": _medknowledge, "wac_csv": _rows(_wac_row, 6, 30), "tpa_table": _table(_tpa_row, 5),
    "en_date": _month_date("en"), "it_date": _month_date("it"), "nl_date": _month_date("nl"), "fr_date": _month_date("fr"),
    "at_date": _month_date("at"), "de_date": _month_date("de"), "da_date": _month_date("da"),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "pct_small": lambda d: f"{d.rng.randint(1, 9)}.{d.digits(1)}%",
    "eur_small": lambda d: f"{d.rng.randint(5, 95)},{d.pick(['00', '50', '20'])} €",
    "chf_small": lambda d: f"CHF {d.rng.randint(5, 60)}.{d.pick(['00', '50', '80'])}",
    "dkk_small": lambda d: f"{d.rng.randint(50, 900)} kr.",
    "lotno": lambda d: f"{d.letters(2)}{d.digits(5)}",
    "cnt": lambda d: str(d.rng.randint(3, 60)),
    "cnt_big": lambda d: f"{d.rng.randint(1200, 48000):,}",
    "pdays": lambda d: f"{d.rng.randint(18000, 96000):,}",
    "recall_product": lambda d: d.pick(_RECALLED)[0],
    "recall_reason": lambda d: d.pick(_RECALLED)[1],
    "ndc_dash": lambda d: f"{d.digits(5, True)}-{d.digits(4)}-{d.digits(2)}",
    "wac": lambda d: f"${d.rng.randint(300, 1400)}.{d.digits(2)}",
    "age_band": lambda d: d.pick(["18-34", "35-49", "50-64", "65-74", "75-84"]),
    "deadline": lambda d: f"{blind.MONTHS[d.rng.randint(0, 11)]} {d.rng.randint(1, 28)}, {d.fill('plan_year')}",
    "exp_date": lambda d: f"{d.rng.randint(1, 12):02d}/{d.rng.randint(2026, 2028)}",
    "strength": lambda d: d.pick(["5 mg/mL", "10 mg/g", "2%", "0.1%", "50 mg/5 mL", "1 mg/mL"]),
    "compound": lambda d: d.pick(["Tacrolimus 0.1% in Aquaphor", "Gabapentin 10% / ketoprofen 10% cream", "Omeprazole 2 mg/mL oral suspension",
                                  "Spironolactone 5 mg/mL oral suspension", "Naltrexone 4.5 mg capsules (LDN)", "Baclofen 10 mg/mL oral suspension",
                                  "Vancomycin 25 mg/mL ophthalmic", "Magic mouthwash (lidocaine/diphenhydramine/Maalox)",
                                  "Estradiol 0.02% vaginal cream", "Cefazolin 50 mg/mL fortified eye drops"]),
    "sig": lambda d: d.pick(["apply BID to affected area", "take 5 mL by mouth daily", "take 1 capsule at bedtime", "instill 1 drop OU q1h x 48h then q4h",
                             "swish and spit 10 mL QID", "take 2.5 mL by mouth BID"]),
    "vaccine": lambda d: d.pick(["Influenza (Fluzone High-Dose)", "COVID-19 (2025-2026 formula)", "RSV (Arexvy)", "Shingrix dose 2", "Prevnar 20",
                                 "Tdap (Boostrix)", "Hepatitis B (Heplisav-B)"]),
    "vaccine_site": lambda d: d.pick(["L deltoid", "R deltoid", "left arm", "right arm"]),
    "ade_drug": lambda d: d.pick(["zolpidem 10 mg", "levofloxacin 750 mg", "lisinopril 20 mg", "carbamazepine 200 mg", "semaglutide 1 mg",
                                  "allopurinol 300 mg", "warfarin 5 mg", "vancomycin IV", "dapagliflozin 10 mg"]),
    "ade_event": lambda d: d.pick(["angioedema", "Stevens-Johnson syndrome", "acute pancreatitis", "euglycemic DKA", "tendon rupture",
                                   "complex sleep behavior (drove while asleep)", "major GI bleed", "DRESS syndrome", "acute kidney injury"]),
    "pdmp_drug": lambda d: d.pick(["oxycodone/APAP 10/325", "hydrocodone/APAP 7.5/325", "alprazolam 1 mg", "buprenorphine/naloxone 8/2 mg film",
                                   "tramadol 50 mg", "clonazepam 0.5 mg", "amphetamine salts 20 mg", "morphine ER 30 mg", "zolpidem 10 mg"]),
    "infusion_drug": lambda d: d.pick(["ertapenem 1 g IV q24h x 6 weeks", "IVIG 0.4 g/kg monthly", "infliximab 5 mg/kg q8w",
                                       "daptomycin 8 mg/kg IV q24h", "TPN 1.8 L nightly", "ceftriaxone 2 g IV q24h", "milrinone 0.375 mcg/kg/min continuous"]),
}

US = ("en_US",)
IT = ("it_IT",)
BE = ("nl_BE",)
CHF = ("fr_CH",)
CHD = ("de_CH",)
AT = ("de_AT",)
DK = ("da_DK",)
DE = ("de_DE",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b45c_rebate_report", "pbm_rebate_report", US,
     "{org} - Manufacturer rebate report to plan sponsors, {quarter}\nProduct | Paid claims | Gross drug cost | Rebate rate | Rebates earned | Contract basis\n{rebate_table}\n"
     "Rebates are passed through at 100% under the transparent pricing addendum; administrative fees are reported separately. Audit rights: "
     "{network_email}. Prepared by {own_pharmacist}, {en_date}."),
    ("b45c_rebate_csv", "pbm_rebate_report", US,
     "product,therapeutic_class,quarter,paid_claims,rebate_usd,status\n{rebate_csv}\n# {org} rebate ledger export, BIN {org_rxbin} PCN {org_rxpcn}, generated {iso_ts}"),
    ("b45c_rebate_json", "pbm_rebate_report", US,
     "{\"remittance\": {\"pbm\": \"{org}\", \"ein\": \"{org_ein}\", \"period\": \"{quarter}\", \"sponsorGroup\": \"{org_rxgrp}\", \"lines\": [{rebate_json}], "
     "\"wireDate\": \"{eff_iso}\", \"contact\": \"{network_email}\"}}"),
    ("b45c_340b_summary", "340b_compliance_summary", US,
     "{hospital_own} - 340B programme annual self-audit summary ({year})\nFinding | Claims sampled | Exceptions | Status\n{b340_table}\n"
     "Overall exception rate {pct_small}; no material breach found, so no self-disclosure to HRSA was required. The covered entity's "
     "recertification on OPAIS was completed {en_date}. 340B office: {hosp_pharm_phone}, {email_340b}."),
    ("b45c_340b_tpa", "340b_compliance_summary", US,
     "340B contract pharmacy reconciliation - {quarter}\nContract pharmacy | Eligible claims | Replenishment value | Dispensing fees | Open discrepancies\n{tpa_table}\n"
     "Batch total reconciled to the wholesaler's replenishment invoices within {pct_small}. Questions go to {email_340b}; "
     "the covered entity's pharmacist-in-charge is {own_pharmacist}."),
    ("b45c_340b_xml", "340b_compliance_summary", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<CoveredEntity name=\"{hospital_own}\" type=\"DSH\" ein=\"{org_ein}\" recertified=\"{eff_iso}\">\n{b340_xml}\n"
     "  <Contact email=\"{email_340b}\" phone=\"{hosp_pharm_phone}\"/>\n</CoveredEntity>"),
    ("b45c_network_list", "specialty_pharmacy_network_list", US,
     "{org} specialty pharmacy network, effective {en_date}\nPharmacy | Therapy area | Accreditation | Network status | Time to first fill\n{network_table}\n"
     "Limited-distribution drugs are dispensed only by the pharmacy the manufacturer names. Prescribers send referrals to {specialty_own} "
     "by fax {specialty_fax} or call {specialty_phone}."),
    ("b45c_network_csv", "specialty_pharmacy_network_list", US,
     "pharmacy,therapy_area,state,adherence_pdc_pct,median_days_to_fill\n{network_csv}\n# {org} network file for plan year {plan_year}; source {org_web}"),
    ("b45c_network_json", "specialty_pharmacy_network_list", US,
     "{\"network\": \"{org} Specialty\", \"planYear\": {plan_year}, \"payerId\": \"{payer_id}\", \"pharmacies\": [{network_json}], \"updated\": \"{iso_ts}\"}"),
    ("b45c_recall_notice", "drug_recall_notice", US,
     "URGENT: DRUG RECALL - PHARMACY LEVEL\nFrom: {org} Recall Coordination ({recall_email})\nDate: {en_date}\n"
     "The manufacturers below have recalled these lots to the pharmacy level:\nProduct | NDC | Lot | Expiry | Recall class\n{lot_table}\n"
     "Quarantine affected stock, complete the response form within {cnt} days and return product through the reverse distributor. "
     "Patient-level recalls, if issued, will follow separately. Questions: {org_phone}."),
    ("b45c_recall_it", "drug_recall_notice", IT,
     "{it_partner} - Comunicazione di ritiro lotti ({it_date})\nSu disposizione dell'AIFA si ritirano dal commercio i seguenti lotti:\nMedicinale | AIC | Lotto | Scadenza\n{lot_it_table}\n"
     "Le unità presenti in reparto vanno restituite alla farmacia entro {cnt} giorni. Per informazioni: {it_phone}, {it_email}."),
    ("b45c_recall_json", "drug_recall_notice", US,
     "{\"notice\": \"wholesaler-recall\", \"issuedBy\": \"{org}\", \"issued\": \"{eff_iso}\", \"level\": \"pharmacy\", \"items\": [{recall_json}], "
     "\"respondTo\": \"{recall_email}\"}"),
    ("b45c_compounding_inspection", "compounding_pharmacy_inspection_report", US,
     "State Board of Pharmacy - sterile compounding inspection (USP <797>/<800>)\nPharmacy: {compounding_own}, {compounding_addr}\nInspection date: {en_date}\n"
     "Item | Result\n{inspection_table}\nInspector's summary: {cnt} CSPs observed; no immediate-use violations. Pharmacist-in-charge {own_pharmacist} "
     "acknowledged the report. Corrective action plan due to the Board; copy to {safety_email}."),
    ("b45c_compounding_inspection_fr", "compounding_pharmacy_inspection_report", CHF,
     "Rapport d'inspection - fabrication stérile en pharmacie d'hôpital\nÉtablissement : {chf_partner}\nDate de l'inspection : {fr_date}\n"
     "Point contrôlé | Résultat\n{inspection_fr_table}\nLe pharmacien responsable a pris connaissance du rapport. Plan de mesures à transmettre "
     "dans les {cnt} jours à {chf_email} ; secrétariat {chf_phone}."),
    ("b45c_pt_minutes", "pt_committee_minutes", US,
     "{hospital_own} Pharmacy & Therapeutics Committee - minutes, {en_date}\nPresent: {own_doctor} (chair), {own_pharmacist} (secretary), ((9||11||12||14)) voting members; quorum met.\n"
     "Formulary actions:\n{pt_items}\nMedication-use evaluation: {brand} use reviewed, {pct_small} outside criteria. Next meeting {deadline}. "
     "Minutes are filed with {pt_email}."),
    ("b45c_pt_minutes_nl", "pt_committee_minutes", BE,
     "Medisch-Farmaceutisch Comité - notulen van de vergadering van {nl_date}\nAanwezig: ((8||10||12)) leden; quorum bereikt. Secretariaat: {be_partner}.\n"
     "Beslissingen:\n{pt_nl_items}\nVolgende vergadering over zes weken. Vragen aan het secretariaat: {be_email}, {be_phone}."),
    ("b45c_pt_agenda_nl", "pt_committee_minutes", BE,
     "Agenda MFC {be_partner} ({nl_date})\n1. Goedkeuring notulen vorige vergadering\n2. Formulariumaanvragen:\n{pt_nl_items}\n"
     "3. Antibioticabeleid: rapport van de AMT ({pct_small} daling carbapenemgebruik)\n4. Varia\nDocumenten op aanvraag via {be_email}."),
    ("b45c_asp_dashboard", "antimicrobial_stewardship_dashboard", US,
     "Antimicrobial Stewardship Dashboard - {hospital_own}, {quarter}\nAgent | DOT/1000 patient days | Change vs prior | Intervention acceptance | Interventions\n{asp_table}\n"
     "Denominator: {pdays} patient days. Stewardship pharmacist: {own_pharmacist}; physician lead: {own_doctor}. Data: NHSN AU option; contact {asp_email}."),
    ("b45c_asp_csv", "antimicrobial_stewardship_dashboard", US,
     "unit,agent,days_of_therapy,patient_days,dot_per_1000\n{asp_csv}\n# stewardship extract {eff_iso}, {hospital_own}"),
    ("b45c_asp_measurereport", "antimicrobial_stewardship_dashboard", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{org_web}/Measure/asp-dot\", "
     "\"reporter\": {\"display\": \"{hospital_own}\"}, \"period\": {\"start\": \"{eff_iso}\"}, \"group\": [{asp_groups}]}"),
    ("b45c_error_rates", "medication_error_rate_report", US,
     "Medication safety report - {hospital_own}, {quarter}\nNode | Reported events | Reached the patient | Harm (NCC MERP E-I) | Rate per 10,000 doses\n{error_table}\n"
     "Counts only; event reports stay in the patient-safety organisation. Doses dispensed this quarter: {cnt_big}. Reporting culture: "
     "near-miss reports up {pct_small}. Contact {safety_email}."),
    ("b45c_error_rates_at", "medication_error_rate_report", AT,
     "Medikationssicherheit - Quartalsbericht der {at_partner} ({at_date})\nProzessschritt | Meldungen (CIRS) | Patient erreicht | Schaden | Rate je 10.000 Gaben\n{error_de_table}\n"
     "Es werden nur Zahlen berichtet; Einzelmeldungen bleiben anonym im CIRS. Rückfragen: {at_phone}, {at_email}."),
    ("b45c_excursion_log", "vaccine_storage_excursion_log", US,
     "Vaccine storage temperature excursion log - {org} pharmacies\nUnit | Detected | Min/max reading | Duration | Action\n{excursion_table}\n"
     "Data loggers: digital, buffered probe, calibrated {year_prev}. VFC coordinator notified for every excursion. Reviewed by {own_pharmacist}."),
    ("b45c_excursion_da", "vaccine_storage_excursion_log", DK,
     "Temperaturafvigelser - vaccineopbevaring, {dk_partner}\nEnhed | Dato | Højeste måling | Varighed | Handling\n{excursion_da_table}\n"
     "Alle afvigelser er indberettet til apotekets kvalitetsansvarlige. Spørgsmål: {dk_email} eller {dk_phone}."),
    ("b45c_bud_table", "iv_room_bud_table", US,
     "{hospital_own} IV room - beyond-use dates (USP <797>, 2023 revision)\nCSP | Category | BUD | Compounding area\n{bud_table}\n"
     "Dates assume no sterility testing. Revised {en_date} by {own_pharmacist}; questions to {pharmacy_email}."),
    ("b45c_bud_csv", "iv_room_bud_table", US,
     "csp,category,bud,batches_last_month\n{bud_csv}\n# IV room batch summary, {hospital_own}, {eff_iso}"),
    ("b45c_training_roster", "pharmacy_technician_training_roster", US,
     "{org} - Pharmacy technician training roster, {sfy}\nStaff member | Course | Status | Date\n{roster_table}\n"
     "Completion is required before independent work in the cleanroom. Training office: {training_email}."),
    ("b45c_training_roster_de", "pharmacy_technician_training_roster", CHD,
     "{chd_partner} - Schulungsübersicht Pharma-Assistenz (Austauschprogramm mit {org})\nMitarbeitende | Kurs | Status\n{roster_de_table}\n"
     "Stand {de_date}. Anmeldungen über {chd_email}."),
    ("b45c_insulin_pricing", "insulin_pricing_notice", US,
     "Insulin pricing notice - {org} plans, plan year {plan_year}\nProduct | Package | Net price | Member cost per 30 days | Status\n{insulin_table}\n"
     "Under Alabama's and the federal caps members pay no more than $35 for a 30-day supply of a covered insulin. Questions: {insulin_line} "
     "(Mon-Fri 8-6 CT) or {pharmacy_email}."),
    ("b45c_insulin_nl", "insulin_pricing_notice", BE,
     "Prijzen insuline - mededeling van {be_partner} ({nl_date})\nProduct | Publieksprijs | Remgeld | Terugbetaling\n{insulin_nl_table}\n"
     "Voor patiënten met een diabetesconventie gelden aparte tarieven. Info: {be_email}."),
    ("b45c_insulin_faq", "insulin_pricing_notice", US,
     "Insulin copay cap - frequently asked questions\nQ: Which insulins does the $35 cap cover?\nA: Every insulin on the {org} formulary, "
     "preferred and non-preferred, at retail and mail order ({cnt} products this year).\nQ: Does the cap apply before the deductible?\n"
     "A: Yes. Group {org_rxgrp} members pay the capped amount from the first fill.\nQ: Who do I call?\nA: {insulin_line}. Effective {en_date}."),
    ("b45c_naloxone_stats", "naloxone_distribution_statistics", US,
     "{org} naloxone programme - distribution by county, {quarter}\nCounty | Kits distributed | Reported reversals | Pharmacies | Main channel\n{naloxone_table}\n"
     "Reversal counts come from voluntary refill surveys and are not linked to individuals. Programme line {naloxone_phone}; "
     "{naloxone_email}."),
    ("b45c_naloxone_csv", "naloxone_distribution_statistics", US,
     "county,quarter,product,kits,reported_reversals\n{naloxone_csv}\n# aggregate, cells under 5 suppressed upstream; {org}, {eff_iso}"),
    ("b45c_naloxone_vending", "naloxone_distribution_statistics", US,
     "Naloxone vending machines - monthly report ({en_date})\nSite | Kits dispensed | Fentanyl test strip packs | Restocks | Note\n{vending_table}\n"
     "Machines are anonymous; no data about people is collected. Partner requests: {naloxone_email}."),
    ("b45c_dur_criteria", "drug_utilisation_review_criteria", US,
     "{org} - prospective DUR edits, plan year {plan_year}\nEdit | Criterion | Action at point of sale | NCPDP conflict code | Effective\n{dur_table}\n"
     "Pharmacists may override soft rejects with the appropriate reason-for-service and result-of-service codes. Criteria approved by the "
     "P&T committee on {en_date}."),
    ("b45c_dur_xml", "drug_utilisation_review_criteria", US,
     "<DURCriteria pbm=\"{org}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" effective=\"{eff_iso}\">\n{dur_xml}\n</DURCriteria>"),
    ("b45c_formulary_letter", "formulary_change_letter", US,
     "[Date]\n\n[Member name]\n[Address]\n\nDear Member,\n\nStarting {deadline}, the {org} formulary changes as follows:\n{formulary_changes}\n"
     "If you take one of these medicines, talk with your prescriber about a covered alternative or an exception request. "
     "Call {tollfree} (TTY 711) or visit {org_web}.\n\nSincerely,\n{own_pharmacist}\nClinical Pharmacy Programs"),
    ("b45c_formulary_letter_fr", "formulary_change_letter", CHF,
     "[Date]\n\n[Nom de l'assuré·e]\n[Adresse]\n\nMadame, Monsieur,\n\nDès le {fr_date}, les changements suivants s'appliquent à la liste des médicaments "
     "remboursés par notre réseau partenaire :\n{formulary_fr_changes}\nVotre pharmacien·ne peut vous proposer une alternative. "
     "Renseignements : {chf_phone} ou {chf_email}.\n\nAvec nos salutations,\n{chf_partner}"),
    ("b45c_notice_it", "notice_other_locale", IT,
     "AVVISO AL PUBBLICO\n{it_partner}\nDal {it_date} lo sportello di distribuzione diretta dei farmaci (primo ciclo di terapia) osserva il seguente orario: "
     "lunedì-venerdì 8:30-13:00 e 14:00-{clock}. Portare la ricetta dematerializzata e la tessera sanitaria.\nInformazioni: {it_phone} - {it_email}."),
    ("b45c_notice_nl", "notice_other_locale", BE,
     "Mededeling aan de patiënten - {be_partner}\nVanaf {nl_date} levert de ziekenhuisapotheek de medicatie voor thuisgebruik na ontslag enkel nog "
     "tussen 9 en {clock}. Het remgeld bedraagt maximaal {eur_small} per verpakking.\nVragen: {be_phone} of {be_email}."),
    ("b45c_notice_fr", "notice_other_locale", CHF,
     "Information aux patientes et aux patients\n{chf_partner}\nÀ partir du {fr_date}, la pharmacie remet les traitements de sortie au rez-de-chaussée, "
     "guichet {small_digit}. Taxe de remise : {chf_small}. Horaires : 8 h - 18 h en semaine.\nContact : {chf_phone}, {chf_email}."),
    ("b45c_notice_at", "notice_other_locale", AT,
     "Mitteilung der {at_partner}\nAb {at_date} gilt für die Abgabe von Entlassungsmedikation: Montag bis Freitag 7:30-{clock}. "
     "Die Rezeptgebühr beträgt {eur_small} je Packung; Befreiungen werden über die e-card geprüft.\nAnfragen: {at_phone}, {at_email}."),
    ("b45c_notice_chd", "notice_other_locale", CHD,
     "Hinweis für Patientinnen und Patienten\n{chd_partner}\nAb {de_date} werden Austrittsrezepte nur noch elektronisch an die Apotheke Ihrer Wahl übermittelt. "
     "Kosten pro Rezept: {chf_small}.\nFragen: {chd_phone} oder {chd_email}."),
    ("b45c_notice_da", "notice_other_locale", DK,
     "Meddelelse fra {dk_partner}\nFra {da_date} udleveres medicin ved udskrivelse kun i tidsrummet 8-{clock}. Egenbetaling for udleveret medicin: "
     "{dkk_small} pr. pakning efter tilskud.\nSpørgsmål: {dk_phone} eller {dk_email}."),
    ("b45c_hl7_mfn_m01", "hl7_export", US,
     "MSH|^~\\&|CVPA-FORM|CVPA|PHARMSYS|WRMC|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|FORM^Formulary^L||UPD|||AL\n{mfe_items}"),
    ("b45c_x12_832", "x12_export", US,
     "ISA*00*          *00*          *ZZ*WHOLESALER     *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*>~\n"
     "GS*SC*WHOLESALER*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010~\nST*832*{four_digits}~\nBCT*PC*{fivedig}****Price catalog~\n{lin_price}\nSE*{cnt}*{four_digits}~"),
    ("b45c_x12_846", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*WHOLESALER     *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*>~\n"
     "GS*IB*{payer_id}*WHOLESALER*20{isa_date}*{hhmm}*{small}*X*005010~\nST*846*{four_digits}~\nBIA*00*MM*{fivedig}*20{isa_date}~\nN1*WH*{specialty_own}~\n{lin_inventory}\nSE*{cnt}*{four_digits}~"),
    ("b45c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*SWITCH         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\n"
     "GS*FA*{payer_id}*SWITCH*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\nST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X222A1~\n{x12_999_sets}\n"
     "AK9*A*{cnt}*{cnt}*{cnt}~\nSE*{small}*{four_digits}~\n# batch claim totals accepted; questions {edi_email}"),
    ("b45c_medknowledge", "json_export", US,
     "{medknowledge}"),
    ("b45c_wac_price_csv", "csv_export", US,
     "ndc11,product,package,wac_usd,effective_date,change_pct\n{wac_csv}\n# {org} drug price file (no claims data), loaded {iso_ts}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b45_pa_fax", "pharmacy_prior_auth_request", US,
     "PHARMACY PRIOR AUTHORIZATION REQUEST - fax to {pa_fax}\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v45]]\nAlabama Medicaid #: [[member_id:medicaid_al_v45]]\n"
     "Address: [[address:addr_al_v45]]\nPatient phone: [[phone:phone_al_v45]]\nDrug requested: {drug_pair}   Rx [[record_number:rx_v45]] rejected 75 (PA required) on {dos}\n"
     "Diagnosis: {icd}. Tried and failed: ((metformin, GI intolerance||two preferred agents over 90 days||warfarin, labile INR)). Prescriber {own_doctor}, NPI {own_npi}."),
    ("b45_pa_chat", "pharmacy_prior_auth_request", US,
     "[{clock}] Member: hi, the pharmacy says my mom's {brand} needs a prior auth?? she's [[age_over_89:age_v45]] and can't wait another week\n"
     "Agent ({agent}): I can check that. What is her date of birth and member ID?\nMember: [[date_of_birth:dob_elder_v45]], ID [[member_id:plan_member_v45]]\n"
     "Agent: Thank you. The request is pending; the doctor's office still owes chart notes. Where can we reach you?\n"
     "Member: ((text me||call me)) at [[phone:phone_al_v45]] or email [[email:email_family_v45]]"),
    ("b45_pa_at", "pharmacy_prior_auth_request", AT,
     "Antrag auf chefärztliche Bewilligung (Arzneimittel, gelber Bereich)\nPatient/in: {first} {last}\nSV-Nummer: [[national_id:svnr_v45]]\nGeburtsdatum: [[date_of_birth:dob_v45]]\n"
     "Anschrift: [[address:addr_v45]]\nTelefon: [[phone:phone_v45]]\nBeantragtes Präparat: {drug_pair}, ((3||6)) Monate\nBegründung: Unverträglichkeit der Erstlinientherapie. "
     "Falls die Kasse ablehnt, Kostenerstattung an Wahlarzt über IBAN [[bank_account:iban_at_v45]]."),
    ("b45_rx_transfer_fax", "prescription_transfer_request", US,
     "PRESCRIPTION TRANSFER REQUEST\nTo: ((Walgreens #{fivedig}||CVS/pharmacy #{four_digits}||Publix Pharmacy #{small_count})) - from {specialty_own} (fax {specialty_fax})\n"
     "Patient: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v45]]\nPhone [[phone:phone_al_v45]]   Address [[address:addr_al_v45]]\n"
     "Please transfer Rx [[record_number:rx_v45]] ({drug_pair}) and all remaining refills. Pharmacist: {own_pharmacist}."),
    ("b45_rx_transfer_online", "prescription_transfer_request", US,
     "Online transfer request #{fivedig}\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_num]]\nE-mail: [[email:email_plain_v45]]\nMobile: [[phone:phone_al_v45]]\n"
     "Transfer from: ((Rite Aid, Bessemer||Winn-Dixie Pharmacy, Mobile||Kroger Pharmacy, Huntsville))   Old Rx number: [[record_number:rx_v45]]\n"
     "Card on file for copays: [[card:discover_v45]]\nSubmitted {iso_ts} from [[ip_address:ip_v45]]"),
    ("b45_mtm_cmr", "medication_therapy_management_note", US,
     "MTM - Comprehensive Medication Review (telephonic)\nBeneficiary: {first} {last}, [[age_over_89:age_v45]], DOB [[date_of_birth:dob_elder_v45]]\nMBI: [[member_id:mbi_v45]]\n"
     "Lives at [[address:addr_al_v45]]; phone [[phone:phone_al_v45]]. Daughter manages pill box; send the written summary to [[email:email_family_v45]].\n"
     "((7||9||12||14||16)) active medications reviewed. Problems: ((duplicate NSAIDs||anticholinergic burden (Beers)||no statin with diabetes)). Recommendation faxed to prescriber. {own_pharmacist}"),
    ("b45_mtm_followup", "medication_therapy_management_note", US,
     "MTM targeted follow-up call, {dos}\nPatient {first} {last} (DOB [[date_of_birth:dob_text]], MBI [[member_id:mbi_v45]]) stopped {drug_pair} after watching a video "
     "she shared with us: [[url:social_url_v45]]. Counselled on risks; agreed to restart. Call-back number [[phone:phone_al_v45]]. Pharmacist {own_pharmacist}."),
    ("b45_mtm_ch", "medication_therapy_management_note", CHF,
     "Entretien polymédication (PMC) - pharmacie\nPatient·e : {first} {last}, né·e le [[date_of_birth:dob_elder_v45]] ([[age_over_89:age_v45]])\nN° AVS : [[national_id:ahv_v45]]\n"
     "Carte d'assuré : [[member_id:ch_card_v45]]\nAdresse : [[address:addr_v45]]\nTéléphone : [[phone:phone_v45]]\n"
     "((6||8||11||13)) médicaments revus ; semainier préparé ((chaque semaine||toutes les deux semaines)). Prochain entretien dans six mois."),
    ("b45_ade_medwatch", "adverse_drug_event_report", US,
     "VOLUNTARY ADVERSE EVENT REPORT (MedWatch-style, internal copy)\nPatient: {first} {last}   DOB [[date_of_birth:dob_v45]]   MRN [[record_number:mrn_v45]]\n"
     "Suspect product: {ade_drug}, started ((two days||a week||three weeks)) before the event. Event: {ade_event}. ((The patient crashed the family car, plate [[vehicle_id:plate_v45]], while affected.||"
     "The event followed a night drive; the vehicle involved was plate [[vehicle_id:plate_v45]].))\n"
     "Outcome: death on [[date_of_death:dod_v45]]. The family posted about it at [[url:social_url_v45]]. Reporter: {own_pharmacist}."),
    ("b45_ade_it", "adverse_drug_event_report", IT,
     "SCHEDA DI SEGNALAZIONE DI SOSPETTA REAZIONE AVVERSA (copia interna)\nPaziente: {first} {last}\nCodice fiscale: [[national_id:cf_v45]]\nData di nascita: [[date_of_birth:dob_v45]]\n"
     "Residenza: [[address:addr_v45]]\nTelefono: [[phone:phone_v45]]   E-mail: [[email:email_v45]]\nFarmaco sospetto: {ade_drug}. Reazione: ((angioedema||pancreatite acuta||rottura del tendine)).\n"
     "Esito: decesso il [[date_of_death:dod_v45]]. Segnalatore: farmacista ospedaliero."),
    ("b45_specialty_enrol", "specialty_pharmacy_enrolment_form", US,
     "{specialty_own} - Patient Enrollment Form\nPatient: {first} {last}   DOB [[date_of_birth:dob_v45]]   SSN (for manufacturer copay programme) [[ssn:ssn_v45]]\n"
     "Insurance: {org}, ID [[member_id:plan_member_v45]], BIN {org_rxbin}, PCN {org_rxpcn}\nShip to: [[address:addr_al_v45]]\nPhone [[phone:phone_al_v45]]   E-mail [[email:email_v45]]\n"
     "Medication: {specialty_drug}. Copay balance to [[card:amex_v45]]. Prescriber {own_doctor}, NPI {own_npi}."),
    ("b45_specialty_enrol_be", "specialty_pharmacy_enrolment_form", BE,
     "Inschrijvingsformulier - thuislevering specialistische geneesmiddelen\nPatiënt: {first} {last}\nRijksregisternummer: [[national_id:be_nn_v45]]\n"
     "Geboortedatum: [[date_of_birth:dob_v45]]\nZiekenfonds: [[member_id:be_mutual_v45]]\nAdres: [[address:addr_v45]]\nGSM: [[phone:phone_v45]]   E-mail: [[email:email_v45]]\n"
     "Geneesmiddel: {specialty_drug}. Domiciliëring remgeld op rekening [[bank_account:iban_be_v45]]."),
    ("b45_pap_application", "patient_assistance_application", US,
     "PATIENT ASSISTANCE PROGRAM APPLICATION (online)\nApplicant: {first} {last}   DOB [[date_of_birth:dob_v45]]   SSN [[ssn:ssn_typed]]\nAddress: [[address:addr_al_v45]]\n"
     "Phone: [[phone:phone_al_v45]]\nHousehold size {small_digit}; annual income ${money_b}. ((My husband||My wife||My partner)) died on [[date_of_death:dod_v45]] and I lost the coverage.\n"
     "I have been raising money for the {specialty_drug} here: [[url:fundraiser_url_v45]]\nSubmitted from [[ip_address:ip_v45]] on {dos}."),
    ("b45_pap_dk", "patient_assistance_application", DK,
     "Ansøgning om enkelttilskud til medicin\nNavn: {first} {last}\nCPR-nr.: [[national_id:cpr_v45]]\nAdresse: [[address:addr_v45]]\nTelefon: [[phone:phone_v45]]\n"
     "E-mail: [[email:email_v45]]\nLægemiddel: {specialty_drug}. Tilskud udbetales til NemKonto [[bank_account:iban_dk_v45]].\nBegrundelse fra lægen vedlagt."),
    ("b45_vaccine_admin", "vaccine_administration_record", US,
     "Vaccine Administration Record - {org} pharmacy\nPatient: {first} {last}   Age [[age_over_89:age_v45]]   DOB [[date_of_birth:dob_elder_v45]]\nMedicare MBI: [[member_id:mbi_v45]]\n"
     "Address: [[address:addr_al_v45]]   Phone: [[phone:phone_al_v45]]\nVaccine: {vaccine}, lot {lotno}, exp {exp_date}, {vaccine_site}, IM. VIS given {dos}. "
     "Administered by {own_pharmacist}. Reported to ImmPRINT."),
    ("b45_vaccine_admin_at", "vaccine_administration_record", AT,
     "e-Impfpass - Eintragung (Apotheke)\nName: {first} {last}\nGeburtsdatum: [[date_of_birth:dob_elder_v45]] ([[age_over_89:age_v45]])\nSV-Nummer: [[national_id:svnr_v45]]\n"
     "Adresse: [[address:addr_v45]]\nTelefon: [[phone:phone_v45]]\nImpfstoff: ((Influenza HD||COVID-19 2025/26||Pneumokokken PCV20)), Charge {lotno}, Oberarm ((links||rechts)). Keine Sofortreaktion."),
    ("b45_vaccine_admin_dk", "vaccine_administration_record", DK,
     "Vaccinationsregistrering (apotek)\nBorger: {first} {last}, [[age_over_89:age_v45]]\nCPR: [[national_id:cpr_v45]]\nAdresse: [[address:addr_v45]]\nTelefon: [[phone:phone_v45]]\n"
     "Vaccine: ((influenza||covid-19||pneumokok)), batch {lotno}. Indberettet til Det Danske Vaccinationsregister."),
    ("b45_pdmp_report", "pdmp_query_result", US,
     "ALABAMA PDMP - Patient Rx History Report (requested by {own_pharmacist})\nPatient: {last_upper}, {first_upper}   DOB: [[date_of_birth:dob_num]]\nAddress on fills: [[address:addr_al_v45]]\n"
     "Fills, last 12 months:\n{dos} | {pdmp_drug} | qty {small} | Rx [[record_number:rx_v45]] | 3 prescribers, 2 pharmacies\n"
     "{dos2} | ((alprazolam 1 mg||tramadol 50 mg)) | qty {small} | Rx [[record_number:rx_v45]]\nAlert: death-record match on [[date_of_death:dod_v45]] - verify identity before dispensing."),
    ("b45_pdmp_letter", "pdmp_query_result", US,
     "Dear {own_doctor},\n\nA PDMP query on {dos} for your patient {first} {last} (DOB [[date_of_birth:dob_v45]], phone [[phone:phone_al_v45]]) showed "
     "{pdmp_drug} from three prescribers in 60 days. Rx [[record_number:rx_v45]] was presented today; the patient left in a vehicle with tag "
     "[[vehicle_id:plate_v45]], whose driver presented a second prescription.\nWe are holding the fill until we hear from you.\n\n{own_pharmacist}"),
    ("b45_home_infusion", "home_infusion_referral", US,
     "HOME INFUSION REFERRAL - {hospital_own} discharge planning\nPatient: {first} {last}   DOB [[date_of_birth:dob_v45]]   MRN [[record_number:mrn_v45]]\nMBI [[member_id:mbi_v45]]\n"
     "Home address: [[address:addr_al_v45]]\nHome phone [[phone:phone_al_v45]]; caregiver e-mail [[email:email_family_v45]]\nOrder: {infusion_drug}. PICC placed {dos}. "
     "Weekly CBC/BMP. First nurse visit within 24 h of discharge."),
    ("b45_home_infusion_ch", "home_infusion_referral", CHD,
     "Anmeldung Heiminfusion / Spitex\nPatient/in: {first} {last}\nAHV-Nr.: [[national_id:ahv_v45]]\nVersichertenkarte: [[member_id:ch_card_v45]]\nGeburtsdatum: [[date_of_birth:dob_v45]]\n"
     "Wohnadresse: [[address:addr_v45]]\nTelefon: [[phone:phone_v45]]\nTherapie: ((Ertapenem 1 g i.v. täglich||Eisencarboxymaltose 1000 mg||Parenterale Ernährung)). "
     "Rückvergütung des Selbstbehalts auf IBAN [[bank_account:iban_ch_v45]]."),
    ("b45_mailorder_signup", "mail_order_pharmacy_signup", US,
     "{org} Home Delivery - new account\nName: {first} {last}\nDate of birth: [[date_of_birth:dob_v45]]\nMember ID: [[member_id:plan_member_v45]]\nEmail: [[email:email_plain_v45]]\n"
     "Phone: [[phone:phone_al_v45]]\nShipping address: [[address:addr_al_v45]]\nPayment: [[card:card_v45]]\n"
     "Curbside pickup as backup: vehicle [[vehicle_id:plate_v45]]\nCreated {iso_ts}; IP [[ip_address:ip_v45]]"),
    ("b45_mailorder_de", "mail_order_pharmacy_signup", DE,
     "Kundenkonto anlegen - E-Rezept einlösen\nVorname: {first}\nNachname: {last}\nGeburtsdatum: [[date_of_birth:dob_v45]]\nKrankenversichertennummer: [[member_id:kvnr_v45]]\n"
     "Lieferadresse: [[address:addr_v45]]\nMobil: [[phone:phone_v45]]\nE-Mail: [[email:email_plain_v45]]\nZuzahlung per Kreditkarte: [[card:amex_v45]]\nRegistriert von IP [[ip_address:ip_v45]]"),
    ("b45_compounding_rx", "compounding_prescription", US,
     "{compounding_own} - compounded prescription\nPatient: {first} {last}   DOB [[date_of_birth:dob_v45]]\nAddress: [[address:addr_al_v45]]   Phone: [[phone:phone_al_v45]]\n"
     "Rx [[record_number:rx_v45]]: {compound}, qs ((30||60||100||120)) ((mL||g||capsules)). Sig: {sig}. BUD per USP <795>/<797>.\nNot covered by the plan; charge to card [[card:amex_v45]]. Prescriber {own_doctor}."),
    ("b45_compounding_it", "compounding_prescription", IT,
     "RICETTA MAGISTRALE\nPaziente: {first} {last}\nC.F.: [[national_id:cf_v45]]\nIndirizzo: [[address:addr_v45]]\nTel.: [[phone:phone_v45]]\n"
     "Preparare: ((omeprazolo 2 mg/ml sospensione orale, 100 ml||crema a base di tacrolimus 0,1%, 30 g||capsule di naltrexone 4,5 mg n. 30)). "
     "Posologia come da schema allegato. Rimborso tramite bonifico sull'IBAN [[bank_account:iban_it_v45]]."),
    ("b45_fhir_medreq", "fhir_medicationrequest_export", US,
     "{\"resourceType\": \"MedicationRequest\", \"status\": \"active\", \"intent\": \"order\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", "
     "\"identifier\": [{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:mrn_plain_v45]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-mbi\", "
     "\"value\": \"[[member_id:mbi_plain_v45]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v45]]\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v45]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v45]]\"}]}], "
     "\"medicationCodeableConcept\": {\"text\": \"{drug_pair}\"}, \"subject\": {\"reference\": \"#pt\"}, \"authoredOn\": \"{eff_iso}\", \"requester\": {\"display\": \"{own_doctor}\"}}"),
    ("b45_hl7_rde", "hl7_export", US,
     "MSH|^~\\&|EPIC|WRMC|PHARM|WRMC|{hl7_ts}||RDE^O11^RDE_O11|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v45]]^^^WRMC^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_compact_v45]]|((F||M))|||[[address:addr_hl7_v45]]||[[phone:phone_hl7_v45]]^PRN^PH||||||[[ssn:ssn_hl7]]\nPV1|1|I|4W^{small}^1^WRMC\n"
     "ORC|NW|{ctrl2}|||||||{hl7_ts}|||{own_npi}^{own_doc_hl}\nRXE|^^^{hl7_ts}|{ndc}^{drug_pair}^NDC|{small_digit}||mg|||||{small}"),
    ("b45_claim_csv", "csv_export", US,
     "claim_id,cardholder_id,person_code,patient_dob,rx_number,fill_date,ndc11,qty,days_supply,ingredient_cost,status,patient_dod\n"
     "[[record_number:claim_v45]],[[member_id:medicaid_al_plain_v45]],01,[[date_of_birth:dob_iso_v45]],[[record_number:rx_plain_v45]],{eff_iso},{ndc},{small},30,{money_s},REVERSED,[[date_of_death:dod_iso_v45]]\n"
     "# {org} claim reversals after death-file match, BIN {org_rxbin}"),
    ("b45_x12_835", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*PHARMSWITCH    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HP*{payer_id}*PHARMSWITCH*20{isa_date}*{hhmm}*{small}*X*005010X221A1~\n"
     "ST*835*{four_digits}~\nBPR*H*0*C*NON************20{isa_date}~\nTRN*1*{trn}*1{org_ein_digits}~\nN1*PR*{org_upper}~\nN1*PE*{specialty_own}*XX*{own_npi}~\nLX*1~\n"
     "CLP*[[record_number:claim_v45]]*4*{money_s}*0*0*MC*[[record_number:rx_plain_v45]]~\nCAS*CO*{carc_num}*{money_s}~\nNM1*QC*1*{last_upper}*{first_upper}****MI*[[member_id:medicaid_al_plain_v45]]~\n"
     "REF*EA*[[record_number:mrn_plain_v45]]~\nSE*{small}*{four_digits}~"),
    ("b45_partd_redetermination", "pharmacy_prior_auth_request", US,
     "REQUEST FOR MEDICARE PRESCRIPTION DRUG COVERAGE DETERMINATION\nEnrollee's name: {first} {last}   Date of birth: [[date_of_birth:dob_text]]\n"
     "Enrollee's address: [[address:addr_al_v45]]\nPhone: [[phone:phone_al_v45]]   Enrollee's member ID #: [[member_id:mbi_v45]]\n"
     "Requestor: ((the enrollee||the enrollee's representative, {first2} {last2})) - e-mail [[email:email_v45]]\nDrug: {drug_pair}. Type: ((formulary exception||tiering exception||prior authorization)). "
     "Expedited: ((yes||no))."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind45", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
