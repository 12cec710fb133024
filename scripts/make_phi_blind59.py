"""A fifty-ninth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind59.py [--seed 61611] [--out PATH]   # JSON lines to PATH, or to stdout

The fifty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind57.py,
seeds 4141 to 59591) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
fifty-eighth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b59_" or "b59c_"). Identifier-free genres, all from medical travel: cosmetic-surgery clinic price lists (a table, a
CSV, a price-transparency JSON, a financing notice), medical-tourism package brochures (procedure, nights and
transfers, no patients; prose, a table, a JSON catalogue, a bariatric package from Tijuana), dental-tourism fee
comparisons (Texas against Budapest, Krakow and the border towns; a table, a CSV, a Hungarian and a Polish one),
accreditation notices of foreign hospitals (JCI; a notice, a table, an XML feed, a FHIR Organization), travel-insurance
exclusions for elective surgery (policy wording, a table, a FAQ), post-operative care instructions (after a tummy tuck,
a rhinoplasty, dental implants, a sleeve gastrectomy), aftercare hotel partner lists (a table, a CSV, a JSON; no
street addresses), notices in other locales (tr_TR, th_TH in Thai script with Buddhist-era years, es_MX, es_CO, hu_HU,
pl_PL) and exports of non-personal data (package sales by country as CSV, an HL7 MFN^M04 charge master, an X12 997
acknowledgment, an iCalendar of information webinars, a shuttle timetable). Carrying genres: medical-tourism booking
confirmations, pre-operative questionnaires (one of a nonagenarian travelling for dentures), a surgical consent form,
flight-and-transfer itineraries naming the patient (one with the car left at the border lot), complication follow-up
notes, refund and dispute letters (a chargeback, a widow's letter), WhatsApp-style coordinator chat threads,
insurance claim forms for complications treated back home (one for the repatriation of remains), a before/after photo
consent release, forms from Turkey, Thailand, Mexico, Colombia, Hungary and Poland written as those countries print
them, and exports (a FHIR Patient, a FHIR Procedure with its patient, an HL7 SIU^S12, a booking CSV, an X12 837P).

Most identifier values come from this module's own printings (the `*_v59` slots): US SSNs and Medicare MBIs in
several printings, passport numbers of the patients' countries (US, Turkey, Thailand, Mexico, Colombia, Hungary,
Poland), Turkish T.C. Kimlik numbers (both check digits), Thai national ID numbers (the mod 11 check digit), Mexican
CURPs (the name letters, birth date, sex, state and the mod 10 check digit) and RFCs (the homoclave's mod 11 digit),
Colombian cedulas (with the dots of the card), Hungarian TAJ numbers (the 3-7 weighted check digit) and szemelyi
szam (sex-and-century digit, birth date, the mod 11 check digit), Polish PESELs (the month's century offset, the
sex digit and the 1-3-7-9 check digit); IBANs of Turkey, Hungary (its national 9-7-3-1 check digits) and Poland
(the sort code's check digit) with valid mod 97 check digits, Mexican CLABEs (the 3-7-1 check digit) and US
routing-and-account pairs (ABA check digit); Visa, Mastercard and American Express numbers with Luhn in their
printings (4-6-5 for Amex); dates in Turkish, Thai (Buddhist-era years, Thai digits now and then), Spanish,
Hungarian and Polish (genitive months) with month names, and US orders; Turkish ("Mah.", "Cad.", "No:", "D:",
district/province), Thai (house number, moo, soi, khwaeng, khet), Mexican ("Col.", "C.P."), Colombian ("Carrera 43A #
14-27"), Hungarian (postcode before the town, "em.", "ajto") and Polish ("ul.", "m.", NN-NNN) address layouts and
Texas ones; the six countries' numbering plans in national printings with and without +90, +66, +52, +57, +36 and
+48 and Texas lines; Texas, Mexican, Turkish and Polish plates; e-mails written against scrapers ("at" and "dot",
"arroba" and "punto", "malpa" and "kropka", "kukac" and "pont"); public IPv4 and IPv6 addresses of home and mobile
connections; personal pages (a surgery vlog, a review page, a fundraiser, a memorial).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Texas: every
state from N to W had been used by an earlier set, so this set took Texas (used once, by the thirty-eighth set, with
806 numbers) with area codes no earlier set used (956 and 210; the insurer has a toll-free 877 line). An identifier-free text
quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a McAllen medical-travel
facilitator, a San Antonio aesthetic surgery center, a travel-health insurer and a border dental-travel service on
fictional 555-01xx lines, and partner hospitals and clinics in Istanbul, Bangkok, Tijuana, Medellin, Budapest and
Krakow on invented lines) and the organisations' own printed identifiers (the insurer's payer ID and group, the
surgery center's NPIs, its EIN, the partners' licence, tax and registry numbers); the people it names are the
organisations' own staff, never a patient, and the ages it gives are under 90 (eligibility ranges).

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
    import make_phi_blind41 as blind41
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 61611
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "tr_TR", "th_TH", "es_MX", "es_CO", "hu_HU", "pl_PL")

FACILITATOR = "Bluebonnet Passage Medical Travel"
SURGERY = "Olmos Park Aesthetic Surgery Center"
INSURER = "Laguna Madre Travel Health Insurance Company"
DENTAL = "Resaca Smiles Dental Travel"
TR_PARTNER = "Moda Sahil Estetik Hastanesi"
TH_PARTNER = "Sukhumvit Lotus International Hospital"
TH_PARTNER_TH = "โรงพยาบาลสุขุมวิทโลตัสอินเตอร์เนชั่นแนล"
MX_PARTNER = "Clínica Bariátrica Playas del Pacífico"
CO_PARTNER = "Clínica Estética Laureles"
HU_PARTNER = "Duna-parti Fogászati Központ"
PL_PARTNER = "Centrum Stomatologii Wawel"
ORGANISATION_CONTACTS = [
    "(956) 555-0171",                                                  # 0 facilitator main line (McAllen)
    "(956) 555-0172",                                                  # 1 facilitator fax
    "4100 North 10th Street, Suite 520, McAllen, TX 78504",            # 2 facilitator address
    "concierge@bluebonnetpassage.com",                                 # 3
    "https://www.bluebonnetpassage.com",                               # 4
    "(210) 555-0173",                                                  # 5 aesthetic surgery center (San Antonio)
    "8400 Broadway, Suite 315, San Antonio, TX 78209",                 # 6
    "frontdesk@olmosparkaesthetic.com",                                # 7
    "1-877-555-0196",                                                  # 8 travel-health insurer, claims
    "claims@lagunamadretravelhealth.com",                              # 9
    "PO Box 531759, Harlingen, TX 78553",                              # 10 insurer's claims address
    "https://www.lagunamadretravelhealth.com",                         # 11
    "(956) 555-0175",                                                  # 12 border dental-travel service (Brownsville)
    "smiles@resacasmilestravel.com",                                   # 13
    "0216 999 59 00",                                                  # 14 Istanbul partner, national
    "+90 216 999 59 00",                                               # 15 the same, international
    "info@modasahilestetik.com.tr",                                    # 16
    "Caferağa Mah. Moda Cad. No: 159, 34710 Kadıköy/İstanbul",         # 17
    "02 555 0159",                                                     # 18 Bangkok partner, national
    "+66 2 555 0159",                                                  # 19
    "intl@sukhumvitlotushospital.co.th",                               # 20
    "+52 664 555 0159",                                                # 21 Tijuana partner
    "(664) 555 0159",                                                  # 22
    "pacientes@bariatricaplayas.mx",                                   # 23
    "Paseo de los Héroes 10159, Zona Urbana Río, 22010 Tijuana, B.C.",  # 24
    "+57 604 555 0159",                                                # 25 Medellin partner
    "contacto@esteticalaureles.com.co",                                # 26
    "+36 1 555 0159",                                                  # 27 Budapest partner
    "06 1 555 0159",                                                   # 28
    "recepcio@dunapartifogaszat.hu",                                   # 29
    "1054 Budapest, Báthory utca 59. I. em.",                          # 30
    "+48 12 555 01 59",                                                # 31 Krakow partner
    "12 555 01 59",                                                    # 32
    "rejestracja@stomatologiawawel.pl",                                # 33
]
ORG_EIN = "74-3915961"
INSURER_PAYER_ID = "LMTHI59"
INSURER_GROUP = "TX59ELECT"
ORG_NPIS = (blind5._npi_of("159204871"), blind5._npi_of("183592046"), blind5._npi_of("126659301"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"tr_TR": "TR", "th_TH": "TH", "es_MX": "MX", "es_CO": "CO", "hu_HU": "HU", "pl_PL": "PL"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _birth(draw: Draw, low: int = 1955, high: int = 2002) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sex(draw: Draw) -> str:
    """The text's person's sex as the national numbers print it: read from the given name where Faker's lists tell it."""
    if "_sex" not in draw.cache:
        first = draw.fill("first").split()[0]
        fake = draw.fk[str(draw.cache.get("locale", "en_US"))]
        female = {name for provider in fake.providers for name in getattr(provider, "first_names_female", ())}
        male = {name for provider in fake.providers for name in getattr(provider, "first_names_male", ())}
        draw.cache["_sex"] = "F" if first in female and first not in male else "M" if first in male and first not in female else draw.pick(["F", "M"])
    return draw.cache["_sex"]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges (555, 0159, 015)."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0159", "015", "999")):
            return out


def _ascii(text: str) -> str:
    text = text.replace("ı", "i").replace("ł", "l").replace("Ł", "L")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
_TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
_TH_ABBR = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"]
_PL_GENITIVE = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]
_THAI_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")


def _date_in(draw: Draw, day: dt.date, country: str) -> str:
    d, m, y = day.day, day.month, day.year
    if country == "TR":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_TR_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {_TR_MONTHS[m - 1]} {y}",
                          f"{d:02d}.{m:02d}.{y}"])
    if country == "TH":
        be = y + 543
        return draw.pick([f"{d} {_TH_MONTHS[m - 1]} {be}", f"{d} {_TH_ABBR[m - 1]} {be}", f"{d:02d}/{m:02d}/{be}", f"{d} {_TH_MONTHS[m - 1]} พ.ศ. {be}",
                          f"{d} {_TH_MONTHS[m - 1]} {be}".translate(_THAI_DIGITS), f"{d:02d} {blind.ABBR[m - 1].upper()} {y}"])
    if country in ("MX", "CO"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} de {_ES_MONTHS[m - 1]} de {y}", f"{d:02d}-{_ES_MONTHS[m - 1][:3]}-{y}", f"{d}/{m}/{y}",
                          f"{d:02d}/{_ES_MONTHS[m - 1][:3].upper()}/{y}"])
    if country == "HU":
        return draw.pick([f"{y}. {_HU_MONTHS[m - 1]} {d}.", f"{y}.{m:02d}.{d:02d}.", f"{y}. {m:02d}. {d:02d}.", f"{y}-{m:02d}-{d:02d}",
                          f"{y}. {_HU_MONTHS[m - 1][:3]}. {d}."])
    if country == "PL":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d} {_PL_GENITIVE[m - 1]} {y} r.", f"{d:02d}.{m:02d}.{y} r.", f"{y}-{m:02d}-{d:02d}",
                          f"{d} {_PL_GENITIVE[m - 1]} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}{month[:3].upper()}{y}", f"{m:02d}{d:02d}{y}"])


def dob_v59(draw: Draw) -> str:
    """An adult patient's date of birth in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw))


def dob_elder_v59(draw: Draw) -> str:
    """The birth date of a traveller of 91 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1928, 1934), _country(draw))


def dob_iso_v59(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v59(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 15).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v59(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw))


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _age_words(draw: Draw, age: int) -> str:
    country = _country(draw)
    if country == "TR":
        return draw.pick([f"{age} yaşında", f"{age} yaşındadır"])
    if country == "TH":
        return draw.pick([f"อายุ {age} ปี", f"{age} ปี"])
    if country in ("MX", "CO"):
        return draw.pick([f"{age} años", f"{age} años de edad"])
    if country == "HU":
        return draw.pick([f"{age} éves", f"{age} év"])
    if country == "PL":
        return f"{age} {'lata' if age % 10 in (2, 3, 4) else 'lat'}"
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"aged {age}", f"{age}yo"])


def age_v59(draw: Draw) -> str:
    """An age of 90 or more (the text gives no birth date beside it)."""
    return _age_words(draw, draw.rng.randint(90, 97))


def age_elder_v59(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1928-1934 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1928, 1934), REFERENCE_DAY))


# ---- United States (Texas) ----------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v59(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}",
                      f"{v[:3]}-{v[3:5]}-{v[5:]}"])


def ssn_plain_v59(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v59(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier (no S, L, O, I, B or Z), whole, dashed as on the card, or spaced."""
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def member_v59(draw: Draw) -> str:
    """A member or certificate number of the traveller's health or travel-health plan."""
    v = draw.digits(9, True)
    return draw.pick([f"LMT{v}", f"LMT-{v[:3]}-{v[3:6]}-{v[6:]}", f"TH{draw.digits(8, True)}-0{draw.rng.randint(1, 3)}", f"{draw.letters(3, 'ABCDEFGHJKMNPRTUWXYZ')}{v}",
                      f"W{draw.digits(9, True)}", f"U{draw.digits(8, True)}01"])


def member_plain_v59(draw: Draw) -> str:
    return f"LMT{draw.digits(9, True)}"


def mrn_v59(draw: Draw) -> str:
    """A chart number at the US surgery center or a facilitator's patient case file (a Colombian clinic's historia number)."""
    if _country(draw) == "CO":
        return draw.pick([f"HC-{draw.digits(7, True)}", f"{draw.rng.randint(2019, 2026)}-{draw.digits(6, True)}", draw.digits(8, True)])
    return draw.pick([f"OPA-{draw.digits(6, True)}", draw.digits(8, True), f"BPM-{draw.rng.randint(24, 26)}-{draw.digits(5, True)}", f"MR{draw.digits(7, True)}",
                      f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}"])


def mrn_plain_v59(draw: Draw) -> str:
    return f"OPA{draw.digits(7, True)}"


def passport_v59(draw: Draw) -> str:
    """A passport number of the person's country, as its data page prints it."""
    country = _country(draw)
    if country == "TR":
        return draw.pick([f"U{draw.digits(8, True)}", f"U {draw.digits(8, True)}", f"S{draw.digits(8, True)}"])
    if country == "TH":
        return f"{draw.letters(2, 'AABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(7, True)}"
    if country == "MX":
        return draw.pick([f"G{draw.digits(8, True)}", f"N{draw.digits(8, True)}", f"{draw.digits(11, True)}"])
    if country == "CO":
        return draw.pick([f"AT{draw.digits(6, True)}", f"AV{draw.digits(6, True)}", f"PE{draw.digits(6, True)}"])
    if country == "HU":
        return draw.pick([f"{draw.letters(2, 'BCEFHKLN')}{draw.digits(7, True)}", f"{draw.letters(2, 'BCEFHKLN')}{draw.digits(6, True)}"])
    if country == "PL":
        return draw.pick([f"E{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(7, True)}", f"E{draw.letters(1, 'ABCDEFGHJK')} {draw.digits(7, True)}"])
    return draw.pick([draw.digits(9, True), f"{draw.pick(['A', 'C', 'E'])}{draw.digits(8)}", f"5{draw.digits(8)}"])


_TX_TOWNS = [("McAllen", "78501"), ("McAllen", "78503"), ("McAllen", "78504"), ("Edinburg", "78539"), ("Mission", "78572"), ("Pharr", "78577"),
             ("Weslaco", "78596"), ("Harlingen", "78550"), ("Brownsville", "78520"), ("Brownsville", "78526"), ("San Antonio", "78216"),
             ("San Antonio", "78230"), ("San Antonio", "78249"), ("Laredo", "78041"), ("Corpus Christi", "78412"), ("New Braunfels", "78130")]
_TX_STREETS = ["N 23rd St", "W Nolana Ave", "E Griffin Pkwy", "S Jackson Rd", "W Trenton Rd", "Boca Chica Blvd", "Paredes Line Rd", "W Expressway 83",
               "N Ware Rd", "Blanco Rd", "Wurzbach Rd", "Babcock Rd", "Saunders Ave", "Ocean Dr", "Mesquite Ln", "Palm Blvd"]


def _tx_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_TX_TOWNS)
    street = f"{draw.rng.randint(100, 12900)} {draw.pick(_TX_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Apt {draw.rng.randint(1, 3)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(101, 420)}",
                      f", Unit {draw.rng.randint(1, 24)}"])
    return street, unit, town, zip_code


def addr_tx_v59(draw: Draw) -> str:
    street, unit, town, zip_code = _tx_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, TX {zip_code}", f"{street}{unit}\n{town}, TX {zip_code}", f"{street}{unit}, {town} TX {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()}, TX {zip_code}", f"{street}{unit}, {town}, Texas {zip_code}"])


def addr_hl7_v59(draw: Draw) -> str:
    street, _, town, zip_code = _tx_parts(draw)
    return f"{street.upper()}^{draw.pick(['', '', 'APT ' + str(draw.rng.randint(1, 30))])}^{town.upper()}^TX^{zip_code}^USA^H"


def addr_fhir_v59(draw: Draw) -> str:
    """A Texas address as a FHIR Address's line, city, state and postalCode (one span over the four)."""
    street, _, town, zip_code = _tx_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"TX\", \"postalCode\": \"{zip_code}"


def addr_x12_v59(draw: Draw) -> str:
    street, _, town, zip_code = _tx_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*TX*{zip_code}{draw.digits(4)}"


def phone_tx_v59(draw: Draw) -> str:
    area = draw.pick(["956", "956", "210", "726", "361", "830"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 60)}", f"{area}{exchange}{line}", f"+1 ({area}) {exchange}-{line}"])


def phone_e164_v59(draw: Draw) -> str:
    return f"+1{draw.pick(['956', '210'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v59(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['956', '210', '361'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    """An ABA routing number from its first eight digits (weights 3, 7, 1)."""
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v59(draw: Draw) -> str:
    """A Texas checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["11490469", "11401967", "11400006", "11401708", "11492528"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}"])


def plate_tx_v59(draw: Draw) -> str:
    """A Texas plate: three letters and four digits (the general issue since 2009)."""
    alpha = "BCDFGHJKLMNPRSTVWXYZ"
    v = f"{draw.letters(3, alpha)}{draw.digits(4)}"
    return draw.pick([f"{v[:3]}-{v[3:]}", f"{v[:3]} {v[3:]}", v, f"TX {v[:3]}-{v[3:]}", f"{v[:3]}{v[3:]} (TX)"])


# ---- Turkey -------------------------------------------------------------------------------------------------------
def _tckn(draw: Draw) -> str:
    d = [draw.rng.randint(1, 9)] + [draw.rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def tckn_v59(draw: Draw) -> str:
    """A T.C. Kimlik No: eleven digits, the tenth and eleventh its two check digits."""
    v = _tckn(draw)
    return draw.pick([v, v, v, f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def iban_tr_v59(draw: Draw) -> str:
    """A Turkish IBAN: the bank's five-digit EFT code, the reserve 0, sixteen account digits."""
    bank = draw.pick(["00010", "00012", "00015", "00046", "00062", "00064", "00067", "00111"])
    iban = _iban("TR", bank + "0" + draw.digits(16, True))
    return draw.pick([_groups(iban), _groups(iban), iban])


def addr_tr_v59(draw: Draw) -> str:
    district, province, code = draw.pick([("Kadıköy", "İstanbul", "34726"), ("Üsküdar", "İstanbul", "34672"), ("Beşiktaş", "İstanbul", "34349"),
                                          ("Çankaya", "Ankara", "06680"), ("Karşıyaka", "İzmir", "35560"), ("Nilüfer", "Bursa", "16110"),
                                          ("Muratpaşa", "Antalya", "07100"), ("Bornova", "İzmir", "35040")])
    mah = draw.pick(["Fenerbahçe Mah.", "Acıbadem Mah.", "Levazım Mah.", "Bahçelievler Mah.", "Bostanlı Mah.", "Ataevler Mah.", "Kazım Dirik Mah."])
    street = draw.pick(["Bağdat Cad.", "Atatürk Cad.", "Cumhuriyet Bulvarı", "Gül Sok.", "Lale Sok.", "Menekşe Sok.", "İnönü Cad."])
    no, door = draw.rng.randint(1, 320), draw.rng.randint(1, 24)
    return draw.pick([f"{mah} {street} No: {no} D: {door}, {code} {district}/{province}", f"{mah} {street} No:{no}/{door}\n{code} {district} / {province}",
                      f"{street} No: {no} Daire: {door} {mah} {district} {province} {code}", f"{mah}, {street}, No {no} Kat {draw.rng.randint(1, 9)} D {door}, {district}, {province}"])


def phone_tr_v59(draw: Draw) -> str:
    pre = draw.pick(["532", "533", "535", "542", "505", "506", "530", "544", "546", "552"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"+90 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"0 ({pre}) {r[:3]} {r[3:5]} {r[5:]}", f"+90{pre}{r}", f"0{pre}{r}",
                      f"+90 ({pre}) {r[:3]}-{r[3:5]}-{r[5:]}"])


def plate_tr_v59(draw: Draw) -> str:
    """A Turkish plate: the province code, one to three letters, two to four digits."""
    return draw.pick([f"34 {draw.letters(3, 'ABCDEFGHJKLMNPRSTUVYZ')} {draw.digits(3, True)}", f"{draw.pick(['06', '35', '16', '07'])} {draw.letters(2, 'ABCDEFGHJKLMNPRSTUVYZ')} {draw.digits(4, True)}",
                      f"34 {draw.letters(1, 'ABCDEFGHJKLMNPRSTUVYZ')} {draw.digits(4, True)}"])


# ---- Thailand -----------------------------------------------------------------------------------------------------
def thai_id_v59(draw: Draw) -> str:
    """A Thai national ID number: thirteen digits, the last the mod 11 check digit; printed 1 2345 67890 12 3."""
    body = str(draw.pick([1, 1, 1, 3, 5, 8])) + draw.digits(11)
    check = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(body)) % 11) % 10
    v = body + str(check)
    return draw.pick([f"{v[0]} {v[1:5]} {v[5:10]} {v[10:12]} {v[12]}", f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}", v, f"{v[0]} {v[1:5]} {v[5:10]} {v[10:12]} {v[12]}"])


def hn_v59(draw: Draw) -> str:
    """A Thai hospital number (HN), the year of registration in the Buddhist era first."""
    return draw.pick([f"{draw.rng.randint(60, 69)}-{draw.digits(6, True)}", f"{draw.digits(7, True)}/{draw.rng.randint(60, 69)}", f"HN{draw.digits(8, True)}"])


_TH_PLACES = [("คลองเตย", "คลองเตย", "กรุงเทพมหานคร", "10110"), ("คลองตันเหนือ", "วัฒนา", "กรุงเทพมหานคร", "10110"), ("สามเสนใน", "พญาไท", "กรุงเทพมหานคร", "10400"),
              ("บางนา", "บางนา", "กรุงเทพมหานคร", "10260"), ("ช้างคลาน", "เมืองเชียงใหม่", "เชียงใหม่", "50100"), ("ในเมือง", "เมืองขอนแก่น", "ขอนแก่น", "40000")]


def addr_th_v59(draw: Draw) -> str:
    tambon, amphoe, province, code = draw.pick(_TH_PLACES)
    house = f"{draw.rng.randint(1, 399)}/{draw.rng.randint(1, 120)}"
    road = draw.pick(["ถนนสุขุมวิท", "ถนนพระราม 4", "ถนนพหลโยธิน", "ถนนช้างคลาน", "ถนนมิตรภาพ"])
    if province == "กรุงเทพมหานคร":
        return draw.pick([f"{house} ซอย {draw.rng.randint(2, 101)} {road} แขวง{tambon} เขต{amphoe} {province} {code}",
                          f"{house} {road}\nแขวง{tambon} เขต{amphoe}\n{province} {code}", f"{house} ซ.{draw.rng.randint(2, 71)} {road} แขวง{tambon} เขต{amphoe} กทม. {code}"])
    return draw.pick([f"{house} หมู่ {draw.rng.randint(1, 12)} ตำบล{tambon} อำเภอ{amphoe} จังหวัด{province} {code}", f"{house} ม.{draw.rng.randint(1, 12)} ต.{tambon} อ.{amphoe} จ.{province} {code}"])


def phone_th_v59(draw: Draw) -> str:
    pre = draw.pick(["81", "82", "86", "89", "91", "92", "95", "61", "63", "64"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre}-{r[:3]}-{r[3:]}", f"0{pre} {r[:3]} {r[3:]}", f"+66 {pre} {r[:3]} {r[3:]}", f"+66{pre}{r}", f"0{pre}{r}", f"(+66) {pre}-{r[:3]}-{r[3:]}"])


# ---- Mexico -------------------------------------------------------------------------------------------------------
_CURP_ALPHABET = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC_ALPHABET = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
_MX_STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "MN", "NL", "PL", "QT", "SL", "SR", "TS", "VZ", "YN"]
_CURP_BAD = {"BACA", "BAKA", "BUEI", "BUEY", "CACA", "CACO", "CAGA", "CAGO", "CAKA", "CAKO", "COGE", "COJA", "COJE", "COJI", "COJO", "CULO", "FETO", "GUEY",
             "JOTO", "KACA", "KACO", "KAGA", "KAGO", "KOGE", "KOJO", "KAKA", "KULO", "MAME", "MAMO", "MEAR", "MEAS", "MEON", "MION", "MOCO", "MULA", "PEDA",
             "PEDO", "PENE", "PUTA", "PUTO", "QULO", "RATA", "RUIN"}


def _plain(word: str) -> str:
    return "".join(ch for ch in _ascii(word).upper() if "A" <= ch <= "Z") or "X"


def _inner_vowel(word: str) -> str:
    return next((ch for ch in word[1:] if ch in "AEIOU"), "X")


def _inner_consonant(word: str) -> str:
    return next((ch for ch in word[1:] if ch not in "AEIOU"), "X")


def _mx_names(draw: Draw) -> tuple[str, str, str]:
    """The given name, the father's and the mother's surnames of the text's person, as the register writes them."""
    first = _plain(draw.fill("first").split()[0])
    last = _plain(draw.fill("last").split()[0])
    mother = _plain(draw.fill("mlast").split()[0])
    return first, last, mother


def _curp_check(body: str) -> str:
    total = sum(_CURP_ALPHABET.index(ch) * (18 - i) for i, ch in enumerate(body))
    return str((10 - total % 10) % 10)


def curp_v59(draw: Draw) -> str:
    """A CURP: surname letters and inner vowel, mother's surname and given name initials, birth date, sex, state, inner
    consonants, the century differentiator and the check digit."""
    first, last, mother = _mx_names(draw)
    born = _birth(draw)
    head = last[0] + _inner_vowel(last) + mother[0] + first[0]
    if head in _CURP_BAD:
        head = head[0] + "X" + head[2:]
    body = (head + born.strftime("%y%m%d") + ("H" if _sex(draw) == "M" else "M") + draw.pick(_MX_STATES) + _inner_consonant(last)
            + _inner_consonant(mother) + _inner_consonant(first) + (str(draw.rng.randint(0, 9)) if born.year < 2000 else draw.letters(1, "ABCDEFGH")))
    return body + _curp_check(body)


def _rfc_check(body: str) -> str:
    body = body.rjust(12)
    total = sum(_RFC_ALPHABET.index(ch) * (13 - i) for i, ch in enumerate(body))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_v59(draw: Draw) -> str:
    """A person's RFC: four name letters, the birth date, a two-character homoclave and its mod 11 check digit."""
    first, last, mother = _mx_names(draw)
    head = last[0] + _inner_vowel(last) + mother[0] + first[0]
    if head in _CURP_BAD:
        head = head[:3] + "X"
    body = head + _birth(draw).strftime("%y%m%d") + draw.letters(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    return body + _rfc_check(body)


def clabe_v59(draw: Draw) -> str:
    """A CLABE: bank, plaza, eleven account digits and the 3-7-1 weighted check digit."""
    bank = draw.pick(["002", "012", "014", "021", "072", "127", "137"])
    plaza = draw.pick(["180", "320", "010", "028", "580"])
    body = bank + plaza + draw.digits(11, True)
    check = (10 - sum((int(ch) * (3, 7, 1)[i % 3]) % 10 for i, ch in enumerate(body)) % 10) % 10
    v = body + str(check)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}", f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:16]} {v[16:]}"])


def addr_mx_v59(draw: Draw) -> str:
    col, city, code = draw.pick([("Col. Del Valle", "Benito Juárez, Ciudad de México", "03100"), ("Col. Roma Norte", "Cuauhtémoc, CDMX", "06700"),
                                 ("Col. Chapultepec", "Tijuana, B.C.", "22020"), ("Col. Providencia", "Guadalajara, Jal.", "44630"),
                                 ("Col. Mitras Centro", "Monterrey, N.L.", "64460"), ("Fracc. Las Palmas", "Reynosa, Tamps.", "88650"), ("Col. Centro", "Matamoros, Tamps.", "87300")])
    street = draw.pick(["Calle Río Nazas", "Av. Insurgentes Sur", "Calle Orquídea", "Av. Hidalgo", "Calle Morelos", "Blvd. Agua Caliente", "Calle Jacarandas"])
    no = draw.rng.randint(1, 2400)
    return draw.pick([f"{street} {no}, {col}, C.P. {code}, {city}", f"{street} #{no} Int. {draw.rng.randint(1, 12)}\n{col}\nC.P. {code} {city}",
                      f"{street} No. {no}, {col}, {city}, CP {code}", f"{street} {no} Depto. {draw.rng.randint(101, 604)}, {col}, {code} {city}"])


def phone_mx_v59(draw: Draw) -> str:
    area, n = draw.pick([("55", 8), ("33", 8), ("81", 8), ("664", 7), ("899", 7), ("868", 7), ("656", 7)])
    r = _sub(draw, n)
    full = area + r
    return draw.pick([f"{full[:2]} {full[2:6]} {full[6:]}" if len(area) == 2 else f"{area} {r[:3]} {r[3:]}", f"+52 {area} {r[:3]} {r[3:]}", f"+52 1 {area} {r}",
                      f"+52{full}", full, f"({area}) {r[:3]}-{r[3:]}"])


def plate_mx_v59(draw: Draw) -> str:
    """A Mexican plate: Baja California and Tamaulipas private series, or Mexico City's."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}-{draw.digits(3)}-{draw.letters(1, alpha)}", f"{draw.letters(3, alpha)}-{draw.digits(2)}-{draw.digits(2)}",
                      f"{draw.digits(3)}-{draw.letters(3, alpha)}", f"{draw.letters(3, alpha)}{draw.digits(4)}"])


# ---- Colombia -----------------------------------------------------------------------------------------------------
def cedula_v59(draw: Draw) -> str:
    """A Colombian cédula de ciudadanía: eight digits for older holders, ten (10..., 11...) for the younger; dotted as printed."""
    v = draw.pick([draw.digits(8, True), f"10{draw.digits(8)}", f"11{draw.digits(8)}", f"43{draw.digits(6)}"])
    dotted = f"{v[0]}.{v[1:4]}.{v[4:7]}.{v[7:]}" if len(v) == 10 else f"{v[:2]}.{v[2:5]}.{v[5:]}"
    return draw.pick([dotted, dotted, v])


def addr_co_v59(draw: Draw) -> str:
    barrio, city = draw.pick([("Laureles", "Medellín, Antioquia"), ("El Poblado", "Medellín"), ("Envigado", "Antioquia"), ("Chapinero", "Bogotá D.C."),
                              ("Cedritos", "Bogotá"), ("Granada", "Cali, Valle del Cauca"), ("El Prado", "Barranquilla, Atlántico")])
    via = draw.pick(["Carrera", "Calle", "Cra.", "Cl.", "Transversal", "Diagonal", "Avenida Carrera"])
    a, b, c = draw.rng.randint(1, 120), draw.rng.randint(1, 99), draw.rng.randint(1, 99)
    letter = draw.pick(["", "", "A", "B", " Sur"])
    return draw.pick([f"{via} {a}{letter} # {b}-{c:02d}, {barrio}, {city}", f"{via} {a}{letter} No. {b}-{c:02d} Apto {draw.rng.randint(101, 1904)}\n{barrio}\n{city}",
                      f"{via} {a}{letter} #{b}-{c:02d} Int. {draw.rng.randint(101, 1904)}, {city}"])


def phone_co_v59(draw: Draw) -> str:
    pre = draw.pick(["300", "301", "310", "311", "312", "313", "314", "316", "318", "320", "321", "350"])
    r = _sub(draw, 7)
    return draw.pick([f"{pre} {r[:3]} {r[3:]}", f"+57 {pre} {r[:3]} {r[3:]}", f"+57{pre}{r}", f"{pre}{r}", f"({pre}) {r[:3]}-{r[3:]}", f"+57 {pre}-{r}"])


# ---- Hungary ------------------------------------------------------------------------------------------------------
def taj_v59(draw: Draw) -> str:
    """A TAJ number: eight digits and the check digit (odd places times 3, even times 7, mod 10); printed 123 456 789."""
    body = draw.digits(8, True)
    check = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(body)) % 10
    v = body + str(check)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}"])


def szemelyi_v59(draw: Draw) -> str:
    """A Hungarian personal identification number: the sex-and-century digit, the birth date, a serial and the mod 11 digit."""
    born, male = _birth(draw), _sex(draw) == "M"
    first = (1 if male else 2) if born.year < 2000 else (3 if male else 4)
    while True:
        body = f"{first}{born.strftime('%y%m%d')}{draw.digits(3)}"
        weights = range(1, 11) if born < dt.date(1997, 1, 1) else range(10, 0, -1)
        check = sum(int(ch) * w for ch, w in zip(body, weights)) % 11
        if check < 10:
            v = body + str(check)
            return draw.pick([f"{v[0]} {v[1:7]} {v[7:]}", f"{v[0]}-{v[1:7]}-{v[7:]}", v])


def _hu_check(digits: str) -> str:
    return str((10 - sum(int(ch) * (9, 7, 3, 1)[i % 4] for i, ch in enumerate(digits)) % 10) % 10)


def iban_hu_v59(draw: Draw) -> str:
    """A Hungarian account (3+4+1 and 15+1 digits, each block with its 9-7-3-1 check digit) as an IBAN or in the national 8-8-8 printing."""
    head = draw.pick(["117", "104", "116", "120", "107", "109"]) + draw.digits(4)
    head += _hu_check(head)
    tail = draw.pick(["0000000", draw.digits(7)]) + draw.digits(8, True)
    tail += _hu_check(tail)
    bban = head + tail
    iban = _iban("HU", bban)
    return draw.pick([_groups(iban), iban, f"{bban[:8]}-{bban[8:16]}-{bban[16:]}", _groups(iban)])


def addr_hu_v59(draw: Draw) -> str:
    code, town = draw.pick([("1117", "Budapest"), ("1065", "Budapest"), ("1138", "Budapest"), ("4025", "Debrecen"), ("6720", "Szeged"), ("7621", "Pécs"), ("9021", "Győr")])
    street = draw.pick(["Bartók Béla út", "Váci út", "Petőfi Sándor utca", "Kossuth Lajos utca", "Rákóczi út", "Dózsa György út", "Arany János utca"])
    no = draw.rng.randint(1, 140)
    return draw.pick([f"{code} {town}, {street} {no}. {draw.rng.randint(1, 8)}. em. {draw.rng.randint(1, 12)}.", f"{town}\n{street} {no}.\n{code}",
                      f"{code} {town}, {street} {no}/{draw.letters(1, 'AB')}", f"{street} {no}. {draw.rng.randint(1, 5)}/{draw.rng.randint(1, 14)}, {code} {town}"])


def phone_hu_v59(draw: Draw) -> str:
    pre = draw.pick(["20", "30", "70", "30", "20"])
    r = _sub(draw, 7)
    return draw.pick([f"06 {pre} {r[:3]} {r[3:]}", f"+36 {pre} {r[:3]} {r[3:]}", f"+36-{pre}-{r[:3]}-{r[3:]}", f"06-{pre}/{r[:3]}-{r[3:]}", f"+36{pre}{r}", f"06{pre}{r}"])


# ---- Poland -------------------------------------------------------------------------------------------------------
def pesel_v59(draw: Draw) -> str:
    """A PESEL: the birth date (month plus 20 from 2000), a serial whose last digit is odd for men, the 1-3-7-9 check digit."""
    born = _birth(draw)
    month = born.month + (20 if born.year >= 2000 else 0)
    sex_digit = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["0", "2", "4", "6", "8"])
    body = f"{born.year % 100:02d}{month:02d}{born.day:02d}{draw.digits(3)}{sex_digit}"
    check = (10 - sum(int(ch) * w for ch, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3))) % 10) % 10
    return body + str(check)


def _pl_sort_code(draw: Draw) -> str:
    body = draw.pick(["1020", "1140", "1050", "1240", "1090", "1160"]) + draw.digits(3)
    return body + str((10 - sum(int(ch) * w for ch, w in zip(body, (3, 9, 7, 1, 3, 9, 7))) % 10) % 10)


def iban_pl_v59(draw: Draw) -> str:
    """A Polish account: the sort code with its check digit, sixteen digits, as an IBAN or as the 26-digit NRB."""
    iban = _iban("PL", _pl_sort_code(draw) + draw.digits(16, True))
    nrb = iban[2:]
    return draw.pick([_groups(iban), f"{nrb[:2]} {_groups(nrb[2:])}", nrb, iban])


def addr_pl_v59(draw: Draw) -> str:
    code, town = draw.pick([("31-147", "Kraków"), ("30-079", "Kraków"), ("00-682", "Warszawa"), ("02-796", "Warszawa"), ("50-043", "Wrocław"), ("80-831", "Gdańsk"),
                            ("61-714", "Poznań"), ("40-042", "Katowice")])
    street = draw.pick(["Długa", "Marszałkowska", "Karmelicka", "Piłsudskiego", "Słowackiego", "Mickiewicza", "Grunwaldzka", "Kościuszki"])
    no = draw.rng.randint(1, 160)
    return draw.pick([f"ul. {street} {no} m. {draw.rng.randint(1, 60)}, {code} {town}", f"ul. {street} {no}/{draw.rng.randint(1, 60)}\n{code} {town}",
                      f"{code} {town}, ul. {street} {no}", f"al. {street} {no} lok. {draw.rng.randint(1, 30)}, {code} {town}"])


def phone_pl_v59(draw: Draw) -> str:
    r = str(draw.pick([5, 6, 7, 8])) + _sub(draw, 8)
    return draw.pick([f"{r[:3]} {r[3:6]} {r[6:]}", f"+48 {r[:3]} {r[3:6]} {r[6:]}", f"+48{r}", r, f"{r[:3]}-{r[3:6]}-{r[6:]}", f"0048 {r[:3]} {r[3:6]} {r[6:]}"])


def plate_pl_v59(draw: Draw) -> str:
    """A Polish plate: the county's letters and a serial."""
    return draw.pick([f"KR {draw.digits(1, True)}{draw.letters(1, 'ACEFGHJKLMNPRSTUVWXY')}{draw.digits(3)}", f"WE {draw.digits(5, True)}", f"K{draw.letters(2, 'ABCDEFGHJKLMNPRSTW')} {draw.digits(4, True)}{draw.letters(1, 'ACEFHJKLMNPRSTUVWXY')}",
                      f"WX {draw.digits(4, True)}{draw.letters(1, 'ACEFHJKLM')}"])


# ---- per country dispatch ------------------------------------------------------------------------------------------
def addr_v59(draw: Draw) -> str:
    return {"TR": addr_tr_v59, "TH": addr_th_v59, "MX": addr_mx_v59, "CO": addr_co_v59, "HU": addr_hu_v59, "PL": addr_pl_v59}.get(_country(draw), addr_tx_v59)(draw)


def phone_v59(draw: Draw) -> str:
    return {"TR": phone_tr_v59, "TH": phone_th_v59, "MX": phone_mx_v59, "CO": phone_co_v59, "HU": phone_hu_v59, "PL": phone_pl_v59}.get(_country(draw), phone_tx_v59)(draw)


def natid_v59(draw: Draw) -> str:
    """The person's national number of the text's country (a CURP for Mexico, an SSN-free passport number for the US)."""
    return {"TR": tckn_v59, "TH": thai_id_v59, "MX": curp_v59, "CO": cedula_v59, "HU": szemelyi_v59, "PL": pesel_v59}.get(_country(draw), passport_v59)(draw)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    if length == 15:
        return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", f"{v[:4]}-{v[4:10]}-{v[10:]}", v])
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v59(draw: Draw) -> str:
    return _card(draw, "4", 16)


def mastercard_v59(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]), 16)


def amex_v59(draw: Draw) -> str:
    """An American Express number: 34 or 37, fifteen digits, Luhn; printed 4-6-5."""
    return _card(draw, draw.pick(["34", "37"]), 15)


def card_v59(draw: Draw) -> str:
    return draw.pick([visa_v59, visa_v59, mastercard_v59, amex_v59] if _country(draw) == "US" else [visa_v59, mastercard_v59, mastercard_v59])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "outlook.com", "att.net", "icloud.com", "hotmail.com"],
            "TR": ["gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"], "TH": ["gmail.com", "hotmail.com", "yahoo.co.th"],
            "MX": ["gmail.com", "hotmail.com", "outlook.es", "prodigy.net.mx"], "CO": ["gmail.com", "hotmail.com", "outlook.com", "yahoo.es"],
            "HU": ["gmail.com", "freemail.hu", "citromail.hu", "t-online.hu"], "PL": ["gmail.com", "wp.pl", "o2.pl", "onet.pl", "interia.pl"]}
_ROMAN_TH = ["somchai.k", "nattaya.s", "pim.wongsa", "anan_ch", "kanokwan.p", "thanakorn88", "supaporn.r", "wichai.t"]


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        if _country(draw) == "TH":
            draw.cache["_roman"] = draw.pick(_ROMAN_TH)
        else:
            first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "patient"
            last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "traveler"
            draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                              f"{first}{draw.rng.randint(70, 99)}"])
    return draw.cache["_roman"]


def email_v59(draw: Draw) -> str:
    """A personal address; now and then written against scrapers in the text's language."""
    country = _country(draw)
    local, domain = _local(draw), draw.pick(_DOMAINS[country])
    style = draw.rng.random()
    if style < 0.22:
        at, dot = {"MX": ("arroba", "punto"), "CO": ("arroba", "punto"), "PL": ("małpa", "kropka"), "HU": ("kukac", "pont")}.get(country, ("at", "dot"))
        return f"{local} {at} {domain.replace('.', f' {dot} ')}"
    if style < 0.3:
        return f"{local}[at]{domain}"
    return f"{local}@{domain}"


def email_plain_v59(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(24, 0, 255), (47, 184, 191), (99, 0, 127), (107, 192, 223)], "TR": [(78, 160, 191), (88, 224, 255), (85, 96, 111)],
        "TH": [(49, 228, 231), (171, 96, 103), (183, 88, 91)], "MX": [(187, 128, 191), (189, 128, 191), (201, 128, 175)],
        "CO": [(181, 48, 63), (186, 80, 87), (190, 24, 27)], "HU": [(84, 0, 3), (188, 6, 7), (178, 48, 63)], "PL": [(83, 0, 31), (89, 64, 79), (37, 47, 47)]}
_IP6 = {"US": "2600:1700", "TR": "2a02:e0", "TH": "2001:fb1", "MX": "2806:10", "CO": "2800:e2", "HU": "2001:4c4c", "PL": "2a01:112f"}


def ip_v59(draw: Draw) -> str:
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
    return local.strip(sep) or "patient"


def url_v59(draw: Draw) -> str:
    """The patient's own page: a surgery vlog, a review, a before/after account, a fundraiser for the complication."""
    return draw.pick([f"https://www.youtube.com/@{_slug(draw, '')}", f"https://www.instagram.com/{_slug(draw, '.')}/",
                      f"https://www.realself.com/review/{_slug(draw)}-{draw.pick(['tummy-tuck', 'bbl', 'sleeve', 'veneers', 'rhinoplasty'])}-abroad",
                      f"https://www.tiktok.com/@{_slug(draw, '_')}", f"https://www.gofundme.com/f/{_slug(draw)}-surgery-complication-fund",
                      f"https://{_slug(draw, '')}.blogspot.com/{draw.rng.randint(2025, 2026)}/0{draw.rng.randint(1, 9)}/my-surgery-trip.html"])


def url_memorial_v59(draw: Draw) -> str:
    last = "".join(ch for ch in _ascii(draw.fill("last")).lower() if "a" <= ch <= "z") or "family"
    first = "".join(ch for ch in _ascii(draw.fill("first")).lower() if "a" <= ch <= "z") or "patient"
    return draw.pick([f"https://www.legacy.com/us/obituaries/themonitor/name/{first}-{last}-obituary?id={draw.digits(8, True)}", f"https://www.forevermissed.com/{first}-{last}",
                      f"https://www.gofundme.com/f/bring-{first}-{last}-home", f"https://www.everloved.com/life-of/{first}-{last}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v59": dob_v59, "dob_elder_v59": dob_elder_v59, "dob_iso_v59": dob_iso_v59, "dob_compact_v59": dob_compact_v59, "dod_v59": dod_v59,
    "age_v59": age_v59, "age_elder_v59": age_elder_v59,
    "ssn_v59": ssn_v59, "ssn_plain_v59": ssn_plain_v59, "mbi_v59": mbi_v59, "member_v59": member_v59, "member_plain_v59": member_plain_v59,
    "mrn_v59": mrn_v59, "mrn_plain_v59": mrn_plain_v59, "passport_v59": passport_v59, "addr_tx_v59": addr_tx_v59, "addr_hl7_v59": addr_hl7_v59,
    "addr_fhir_v59": addr_fhir_v59, "addr_x12_v59": addr_x12_v59, "phone_tx_v59": phone_tx_v59, "phone_e164_v59": phone_e164_v59, "phone_hl7_v59": phone_hl7_v59,
    "account_us_v59": account_us_v59, "plate_tx_v59": plate_tx_v59,
    "tckn_v59": tckn_v59, "iban_tr_v59": iban_tr_v59, "addr_tr_v59": addr_tr_v59, "phone_tr_v59": phone_tr_v59, "plate_tr_v59": plate_tr_v59,
    "thai_id_v59": thai_id_v59, "hn_v59": hn_v59, "addr_th_v59": addr_th_v59, "phone_th_v59": phone_th_v59,
    "curp_v59": curp_v59, "rfc_v59": rfc_v59, "clabe_v59": clabe_v59, "addr_mx_v59": addr_mx_v59, "phone_mx_v59": phone_mx_v59, "plate_mx_v59": plate_mx_v59,
    "cedula_v59": cedula_v59, "addr_co_v59": addr_co_v59, "phone_co_v59": phone_co_v59,
    "taj_v59": taj_v59, "szemelyi_v59": szemelyi_v59, "iban_hu_v59": iban_hu_v59, "addr_hu_v59": addr_hu_v59, "phone_hu_v59": phone_hu_v59,
    "pesel_v59": pesel_v59, "iban_pl_v59": iban_pl_v59, "addr_pl_v59": addr_pl_v59, "phone_pl_v59": phone_pl_v59, "plate_pl_v59": plate_pl_v59,
    "addr_v59": addr_v59, "phone_v59": phone_v59, "natid_v59": natid_v59,
    "visa_v59": visa_v59, "mastercard_v59": mastercard_v59, "amex_v59": amex_v59, "card_v59": card_v59,
    "email_v59": email_v59, "email_plain_v59": email_plain_v59, "ip_v59": ip_v59, "url_v59": url_v59, "url_memorial_v59": url_memorial_v59,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
def _nip(body: str) -> str:
    """A Polish NIP (a company's tax number) from its first nine digits (weights 6 5 7 2 3 4 5 6 7, mod 11)."""
    return body + str(sum(int(ch) * w for ch, w in zip(body, (6, 5, 7, 2, 3, 4, 5, 6, 7))) % 11)


PL_NIP = _nip("675259015")  # the last digit of 6752590151 comes out below 10
PL_NIP_PRINTED = f"{PL_NIP[:3]}-{PL_NIP[3:6]}-{PL_NIP[6:8]}-{PL_NIP[8:]}"
MX_COMPANY_RFC = "CBP150312" + "K9" + _rfc_check("CBP150312K9")  # the Tijuana clinic's own (a company's twelve characters)
HU_TAX_NO = "25871593-2-02"
TR_TAX_NO = "6280159372"
CO_NIT = "900715903-4"
TH_LICENCE = "10110000159"
CO_REPS = "050010215901"
PL_RPWDL = "000000159432"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Leonora Castañeda-Whitfield, MD, FACS", "Dr. Cornelius Abernathy-Solis, MD", "Priscilla Montemayor-Hale, RN, CPSN",
         "Ignacio Trevelyan-Saenz", "Dr. Ambrose Kittleson-Ruiz, DDS", "Wilhelmina Escobedo-Marsh", "Rosalind Quintanilla-Pratt")
_COORDINATORS = ["I. Trevelyan-Saenz", "R. Quintanilla-Pratt", "M. Olvera-Brandt", "T. Castellano-Finch", "J. Benavides-Orme"]

_AESTHETIC = [("Abdominoplasty (full)", "15830", 7800, 11500), ("Breast augmentation, implants", "19325", 6200, 9400), ("Rhinoplasty, primary", "30400", 6900, 10200),
              ("Upper blepharoplasty", "15822", 3100, 4800), ("Liposuction, trunk", "15877", 4200, 7600), ("Facelift (rhytidectomy)", "15828", 11800, 17400),
              ("Brachioplasty", "15836", 5400, 8200), ("Fat grafting, buttocks", "15771", 8400, 12600), ("Neuromodulator, per unit", "64612", 12, 18),
              ("Hyaluronic filler, per syringe", "11950", 650, 900), ("Mastopexy", "19316", 7100, 10400), ("Otoplasty", "69300", 4300, 6100)]


def _aesthetic_row(d: Draw) -> str:
    name, cpt, low, high = d.pick(_AESTHETIC)
    return f"{name} | {cpt} | ${d.rng.randint(low, high):,} | ${d.rng.randint(low // 3, low // 2):,} abroad package"


def _aesthetic_csv_row(d: Draw) -> str:
    name, cpt, low, high = d.pick(_AESTHETIC)
    fee = d.rng.randint(low, high)
    anesthesia = "local" if high < 1000 else d.pick(["general", "general", "IV sedation"])
    return (f"\"{name}\",{cpt},{fee},{round(fee * d.rng.randint(15, 35) / 100)},"
            f"{0 if anesthesia == 'local' else round(fee * d.rng.randint(8, 18) / 100)},{anesthesia}")


_PACKAGES = [("Istanbul", "Rhinoplasty", 1, 6, 28, 45), ("Istanbul", "Hair transplant (FUE, 4,000 grafts)", 0, 3, 18, 32), ("Istanbul", "Tummy tuck", 2, 7, 38, 60),
             ("Bangkok", "Knee replacement", 5, 10, 120, 180), ("Bangkok", "Executive health check", 0, 2, 8, 16), ("Bangkok", "Blepharoplasty", 0, 5, 22, 38),
             ("Tijuana", "Sleeve gastrectomy", 2, 2, 42, 62), ("Tijuana", "Gastric bypass", 3, 2, 55, 78), ("Medellín", "Liposuction 360", 1, 8, 40, 65),
             ("Medellín", "Breast augmentation", 1, 7, 42, 60), ("Budapest", "All-on-4 implants (one arch)", 0, 6, 85, 120), ("Kraków", "Zirconia crowns (8)", 0, 5, 30, 48)]


def _package_row(d: Draw) -> str:
    city, proc, hosp, hotel, low, high = d.pick(_PACKAGES)
    return (f"{city} | {proc} | {hosp} hospital night(s) + {hotel} hotel night(s) | {d.pick(['airport and clinic transfers', 'VIP transfers and interpreter', 'transfers, interpreter, SIM card'])} "
            f"| from ${d.rng.randint(low, high) * 100:,}")


def _package_json_row(d: Draw) -> str:
    city, proc, hosp, hotel, low, high = d.pick(_PACKAGES)
    return (f"{{\"code\": \"PKG-{city[:3].upper()}-{d.rng.randint(10, 99)}\", \"city\": \"{city}\", \"procedure\": \"{proc}\", \"hospitalNights\": {hosp}, \"hotelNights\": {hotel}, "
            f"\"transfers\": {d.pick(['true', 'true', 'false'])}, \"priceFromUsd\": {d.rng.randint(low, high) * 100}}}")


_DENTAL = [("Implant with abutment and crown", "D6010+D6057+D6058", 38, 55), ("Zirconia crown", "D2740", 11, 18), ("Porcelain veneer", "D2962", 10, 19),
           ("Root canal, molar", "D3330", 10, 16), ("Extraction, surgical", "D7210", 3, 6), ("Full upper denture", "D5110", 15, 30), ("Bone graft, per site", "D7953", 6, 12),
           ("Sinus lift", "D7951", 20, 35), ("Night guard", "D9944", 4, 8)]


def _dental_row(d: Draw) -> str:
    name, code, low, high = d.pick(_DENTAL)
    us = d.rng.randint(low, high) * 100
    return (f"{name} | {code} | ${us:,} | €{round(us * d.rng.randint(28, 40) / 100):,} | {round(us * d.rng.randint(120, 170) / 100):,} zł | "
            f"${round(us * d.rng.randint(30, 45) / 100):,}")


def _dental_csv_row(d: Draw) -> str:
    name, code, low, high = d.pick(_DENTAL)
    us = d.rng.randint(low, high) * 100
    return f"\"{name}\",{code},{us},{round(us * d.rng.randint(28, 40) / 100)},{round(us * d.rng.randint(30, 42) / 100)},{round(us * d.rng.randint(30, 45) / 100)}"


_JCI = [(TR_PARTNER, "Istanbul", "Türkiye"), (TH_PARTNER, "Bangkok", "Thailand"), ("Clínica Bariátrica Playas del Pacífico", "Tijuana", "Mexico"),
        (CO_PARTNER, "Medellín", "Colombia"), ("Anatolia Coast Teaching Hospital", "Antalya", "Türkiye"), ("Chao Phraya Riverside Hospital", "Bangkok", "Thailand"),
        ("Hospital Ángeles Frontera Norte", "Ciudad Juárez", "Mexico"), ("Fundación Clínica Aburrá Sur", "Envigado", "Colombia")]


def _jci_row(d: Draw) -> str:
    name, city, country = d.pick(_JCI)
    return (f"{name} | {city}, {country} | since {d.rng.randint(2006, 2019)} | last survey {d.pick(blind.ABBR)} {d.rng.randint(2023, 2025)} | "
            f"{d.pick(['Hospital Program, 8th ed.', 'Ambulatory Care Program', 'Hospital Program + Clinical Care Certification (bariatric)', 'Hospital Program, 7th ed.'])}")


def _jci_xml_row(d: Draw) -> str:
    name, city, country = d.pick(_JCI)
    return (f"  <facility name=\"{name}\" city=\"{city}\" country=\"{country}\" program=\"{d.pick(['HOSP', 'AMB', 'HOSP'])}\" status=\"{d.pick(['accredited', 'accredited', 'survey scheduled'])}\" "
            f"validThrough=\"{d.rng.randint(2026, 2028)}-{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 28):02d}\"/>")


_EXCLUSIONS = [("Elective cosmetic surgery and its planned follow-up", "Not covered"), ("Complications of elective surgery abroad, first 30 days", "Covered to $25,000 with the Surgery Rider"),
               ("Emergency evacuation after a complication", "Covered if pre-approved by our assistance desk"), ("Revision surgery", "Not covered"),
               ("Dental treatment performed abroad", "Not covered, except accidental injury"), ("Trip cancellation because the surgeon cancels", "Covered to the trip cost"),
               ("Deep vein thrombosis after the return flight (within 14 days)", "Covered"), ("Bariatric surgery and its nutritional follow-up", "Not covered"),
               ("Repatriation of remains", "Covered to $50,000"), ("Experimental or stem-cell treatments", "Not covered")]


def _exclusion_row(d: Draw) -> str:
    item, cover = d.pick(_EXCLUSIONS)
    return f"{item} | {cover}"


_HOTELS = [("Moda Teras Suites", "Kadıköy, Istanbul", 0.8, 95, "€"), ("Hotel Fenerbahçe Marina", "Kadıköy, Istanbul", 2.1, 120, "€"),
           ("Lotus Residence Sukhumvit 59", "Watthana, Bangkok", 0.3, 2600, "฿"), ("Thonglor Recovery Serviced Apartments", "Watthana, Bangkok", 1.4, 3200, "฿"),
           ("Hotel Zona Río Ejecutivo", "Zona Urbana Río, Tijuana", 0.5, 89, "$"), ("Casa Laureles Recuperación", "Laureles, Medellín", 0.9, 310000, "COP "),
           ("Báthory Garden Apartments", "Budapest V.", 0.2, 72, "€"), ("Wawel Old Town Rooms", "Stare Miasto, Kraków", 0.4, 390, "zł ")]


def _hotel_row(d: Draw) -> str:
    name, district, km, rate, cur = d.pick(_HOTELS)
    return (f"{name} | {district} | {km} km | {cur}{rate:,}/night | {d.pick(['nurse visit daily', 'nurse visit days 1-3', 'no nursing; clinic shuttle', 'nurse on call 24 h'])} | "
            f"{d.pick(['shuttle hourly', 'shuttle on request', 'walking distance', 'taxi voucher'])}")


def _hotel_csv_row(d: Draw) -> str:
    name, district, km, rate, cur = d.pick(_HOTELS)
    return f"\"{name}\",\"{district}\",{km},{rate},{cur.strip() or '$'},{d.pick(['yes', 'no'])},{d.rng.randint(2, 40)}"


def _hotel_json_row(d: Draw) -> str:
    name, district, km, rate, cur = d.pick(_HOTELS)
    return (f"{{\"hotel\": \"{name}\", \"district\": \"{district}\", \"kmToClinic\": {km}, \"nightlyRate\": {rate}, \"currency\": \"{cur.strip() or '$'}\", "
            f"\"recoveryRooms\": {d.rng.randint(2, 40)}, \"wheelchairAccessible\": {d.pick(['true', 'false'])}}}")


def _sales_csv_row(d: Draw) -> str:
    city, proc, _, _, low, high = d.pick(_PACKAGES)
    booked = d.rng.randint(3, 120)
    return f"2025-{d.rng.randint(1, 12):02d},{city},\"{proc}\",{booked},{d.rng.randint(0, booked // 4)},{d.rng.randint(low, high) * 100}"


def _cdm_row(d: Draw) -> str:
    name, cpt, low, high = d.pick(_AESTHETIC)
    code = f"{d.rng.randint(30, 39)}{d.digits(5)}"
    return (f"MFE|MAD|{code}|{d.fill('hl7_ts')}|{code}^{name.upper()}^OPASC\nCDM|{code}^{name.upper()}^OPASC|{d.pick(['0360', '0361', '0510', '0370'])}|{name.upper()}|"
            f"||||{cpt}|{d.rng.randint(low, high)}.00")


def _webinar_event(d: Draw) -> str:
    day = f"2026{d.rng.randint(1, 6):02d}{d.rng.randint(1, 28):02d}"
    return (f"BEGIN:VEVENT\nUID:bbp-webinar-{day}-{d.digits(5, True)}\nDTSTART;TZID=America/Chicago:{day}T{d.rng.randint(17, 19)}0000\n"
            f"DURATION:PT1H\nSUMMARY:{d.pick(['Surgery abroad: what to ask', 'Dental travel to Budapest and Krakow', 'Bariatric surgery in Tijuana', 'Recovering in Bangkok', 'Travel insurance and complications'])}"
            f"\nLOCATION:Online (link sent to registrants)\nEND:VEVENT")


def _shuttle_row(d: Draw) -> str:
    h = d.rng.randint(5, 16)
    return (f"{h:02d}:{d.pick(['00', '15', '30', '45'])} | {d.pick(['McAllen office', 'Brownsville office', 'McAllen airport (MFE)', 'Harlingen airport (HRL)', 'Pharr park-and-ride'])} | "
            f"{d.pick(['Progreso-Nuevo Progreso bridge', 'Hidalgo-Reynosa bridge', 'Gateway bridge, Brownsville', 'Los Indios bridge'])} | {d.rng.randint(35, 90)} min | "
            f"{d.pick(['14-seat van', 'wheelchair van', 'sedan (3 seats)'])}")


def _batch_csv_row(d: Draw) -> str:
    billed = d.rng.randint(900000, 24000000)
    return (f"LM{d.rng.randint(2025, 2026)}{d.digits(5, True)},{d.pick(['2026-01', '2025-12', '2025-11', '2026-02'])},{d.rng.randint(4, 160)},{billed / 100:.2f},"
            f"{billed * d.rng.randint(35, 92) / 10000:.2f},{d.rng.randint(0, 25)},{d.pick(['ACH', 'ACH', 'check'])}")


def _outcome_json_row(d: Draw) -> str:
    city, proc = d.pick(_PACKAGES)[:2]
    n = d.rng.randint(40, 900)
    return (f"{{\"destination\": \"{city}\", \"procedure\": \"{proc}\", \"cases\": {n}, \"readmissions30d\": {d.rng.randint(0, n // 40)}, "
            f"\"seromaOrInfection\": {d.rng.randint(0, n // 20)}, \"transfersHome\": {d.rng.randint(0, 4)}}}")


_TR_PRICES = [("Rinoplasti (burun estetiği)", 120, 220), ("Karın germe", 150, 260), ("Meme büyütme", 130, 230), ("Saç ekimi (FUE)", 40, 90),
              ("Göz kapağı estetiği", 45, 90), ("Liposuction (bel ve karın)", 90, 180), ("Yüz germe", 180, 320)]
_TH_PRICES = [("ผ่าตัดตาสองชั้น", 25, 60), ("เสริมจมูก", 45, 120), ("ตรวจสุขภาพประจำปี (แพ็กเกจผู้บริหาร)", 12, 35), ("ผ่าตัดเปลี่ยนข้อเข่า", 320, 480),
              ("ดูดไขมันหน้าท้อง", 90, 180), ("ผ่าตัดต้อกระจก (เลนส์พรีเมียม)", 60, 140)]
_MX_PRICES = [("Manga gástrica (paquete completo)", 75, 110), ("Bypass gástrico", 95, 140), ("Revisión de banda a manga", 110, 150), ("Consulta nutricional de seguimiento", 1, 2),
              ("Endoscopía diagnóstica", 6, 12), ("Estudios preoperatorios (laboratorio, ECG, placa de tórax)", 3, 6)]
_CO_PRICES = [("Lipoescultura 360", 12, 20), ("Abdominoplastia", 14, 22), ("Mamoplastia de aumento", 12, 18), ("Rinoplastia", 10, 16), ("Blefaroplastia superior", 5, 8),
              ("Masajes de drenaje linfático (10 sesiones)", 1, 1)]
_HU_PRICES = [("Implantátum (prémium, felépítménnyel)", 38, 52), ("Cirkónium korona", 11, 16), ("Porcelán héj", 12, 18), ("Gyökérkezelés, őrlőfog", 6, 10),
              ("Teljes lemezes fogsor", 18, 30), ("Csontpótlás", 8, 16), ("Panoráma röntgen", 1, 2)]
_PL_PRICES = [("Implant z łącznikiem", 40, 60), ("Korona cyrkonowa", 14, 22), ("Licówka porcelanowa", 15, 25), ("Leczenie kanałowe zęba trzonowego", 8, 14),
              ("Proteza całkowita", 20, 32), ("Podniesienie dna zatoki", 25, 45), ("Tomografia CBCT", 2, 4)]


def _price_in(items: list[tuple[str, int, int]], step: int, fmt: Callable[[int], str]) -> Callable[[Draw], str]:
    """A price-list row: an item and its price, drawn in the item's own range (times `step`)."""
    def row(d: Draw) -> str:
        name, low, high = d.pick(items)
        return f"{name} | {fmt(d.rng.randint(low, high) * step)}"
    return row


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (effective, revised, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "tr":
            return f"{dd} {_TR_MONTHS[m - 1]} {y}"
        if lang == "th":
            return d.pick([f"{dd} {_TH_MONTHS[m - 1]} {y + 543}", f"{dd} {_TH_ABBR[m - 1]} {y + 543}"])
        if lang == "es":
            return f"{dd} de {_ES_MONTHS[m - 1]} de {y}"
        if lang == "hu":
            return f"{y}. {_HU_MONTHS[m - 1]} {dd}."
        if lang == "pl":
            return f"{dd} {_PL_GENITIVE[m - 1]} {y} r."
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "facilitator": FACILITATOR, "surgery": SURGERY, "insurer": INSURER, "dental": DENTAL, "tr_partner": TR_PARTNER, "th_partner": TH_PARTNER,
    "th_partner_th": TH_PARTNER_TH, "mx_partner": MX_PARTNER, "co_partner": CO_PARTNER, "hu_partner": HU_PARTNER, "pl_partner": PL_PARTNER,
    "fa_phone": ORGANISATION_CONTACTS[0], "fa_fax": ORGANISATION_CONTACTS[1], "fa_addr": ORGANISATION_CONTACTS[2], "fa_email": ORGANISATION_CONTACTS[3],
    "fa_web": ORGANISATION_CONTACTS[4], "sc_phone": ORGANISATION_CONTACTS[5], "sc_addr": ORGANISATION_CONTACTS[6], "sc_email": ORGANISATION_CONTACTS[7],
    "ins_phone": ORGANISATION_CONTACTS[8], "ins_email": ORGANISATION_CONTACTS[9], "ins_box": ORGANISATION_CONTACTS[10], "ins_web": ORGANISATION_CONTACTS[11],
    "dt_phone": ORGANISATION_CONTACTS[12], "dt_email": ORGANISATION_CONTACTS[13], "tr_phone": ORGANISATION_CONTACTS[14], "tr_phone_intl": ORGANISATION_CONTACTS[15],
    "tr_email": ORGANISATION_CONTACTS[16], "tr_addr": ORGANISATION_CONTACTS[17], "th_phone": ORGANISATION_CONTACTS[18], "th_phone_intl": ORGANISATION_CONTACTS[19],
    "th_email": ORGANISATION_CONTACTS[20], "mx_phone_intl": ORGANISATION_CONTACTS[21], "mx_phone": ORGANISATION_CONTACTS[22], "mx_email": ORGANISATION_CONTACTS[23],
    "mx_addr": ORGANISATION_CONTACTS[24], "co_phone_intl": ORGANISATION_CONTACTS[25], "co_email": ORGANISATION_CONTACTS[26], "hu_phone_intl": ORGANISATION_CONTACTS[27],
    "hu_phone": ORGANISATION_CONTACTS[28], "hu_email": ORGANISATION_CONTACTS[29], "hu_addr": ORGANISATION_CONTACTS[30], "pl_phone_intl": ORGANISATION_CONTACTS[31],
    "pl_phone": ORGANISATION_CONTACTS[32], "pl_email": ORGANISATION_CONTACTS[33],
    "org_ein": ORG_EIN, "payer_id": INSURER_PAYER_ID, "group_no": INSURER_GROUP, "pl_nip": PL_NIP_PRINTED, "mx_rfc": MX_COMPANY_RFC, "hu_tax": HU_TAX_NO,
    "tr_tax": TR_TAX_NO, "co_nit": CO_NIT, "th_licence": TH_LICENCE, "co_reps": CO_REPS, "pl_rpwdl": PL_RPWDL,
    "own_md": STAFF[0], "own_anes": STAFF[1], "own_rn": STAFF[2], "own_coord": STAFF[3], "own_dds": STAFF[4], "own_uw": STAFF[5], "own_coord_b": STAFF[6],
    "tr_director": "Op. Dr. Selin Karaağaçlı-Doruk", "th_director": "Dr. Teerawat Srisuwankul", "th_director_th": "นพ.ธีรวัฒน์ ศรีสุวรรณกุล",
    "mx_director": "Dr. Rodrigo Villaseñor-Ibarra", "co_director": "Dra. Mariana Echeverri-Lozano", "hu_director": "Dr. Szalai-Berkes Orsolya",
    "pl_director": "lek. dent. Agnieszka Wróblewska-Sęk",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mlast": lambda d: d.fk[str(d.cache.get("locale", "es_MX"))].last_name(),
    "aesthetic_table": _table(_aesthetic_row, 7), "aesthetic_csv": _rows(_aesthetic_csv_row, 7, 14),
    "package_table": _table(_package_row, 6, ), "package_json": _rows(_package_json_row, 4, 60, ", "),
    "dental_table": _table(_dental_row, 6), "dental_csv": _rows(_dental_csv_row, 6, 12),
    "jci_table": _table(_jci_row, 5), "jci_xml": _rows(_jci_xml_row, 4, 40),
    "exclusion_table": _table(_exclusion_row, 7), "hotel_table": _table(_hotel_row, 5), "hotel_csv": _rows(_hotel_csv_row, 5, 18),
    "hotel_json": _rows(_hotel_json_row, 4, 30, ", "), "sales_csv": _rows(_sales_csv_row, 8, 30), "cdm_rows": _rows(_cdm_row, 4, 20),
    "webinars": _rows(_webinar_event, 3, 40), "shuttle_table": _rows(_shuttle_row, 6, 30), "batch_csv": _rows(_batch_csv_row, 6, 14),
    "outcome_json": _rows(_outcome_json_row, 4, 60, ", "),
    "tr_price_table": _table(_price_in(_TR_PRICES, 1000, lambda v: f"{v:,} TL".replace(",", ".")), 5),
    "tr_eur_table": _table(_price_in(_TR_PRICES, 20, lambda v: f"€{v:,}"), 5),
    "th_price_table": _table(_price_in(_TH_PRICES, 1000, lambda v: f"{v:,} บาท"), 5),
    "mx_price_table": _table(_price_in(_MX_PRICES, 1000, lambda v: f"${v:,} MXN"), 5),
    "co_price_table": _table(_price_in(_CO_PRICES, 1000000, lambda v: f"${v:,} COP".replace(",", ".")), 5),
    "hu_price_table": _table(_price_in(_HU_PRICES, 10000, lambda v: f"{v:,} Ft".replace(",", " ")), 5),
    "pl_price_table": _table(_price_in(_PL_PRICES, 100, lambda v: f"{v:,} zł".replace(",", " ")), 5),
    "en_date": _doc_date("en"), "tr_date": _doc_date("tr"), "th_date": _doc_date("th"), "es_date": _doc_date("es"), "hu_date": _doc_date("hu"), "pl_date": _doc_date("pl"),
    "coordinator": lambda d: d.pick(_COORDINATORS),
    "usd": lambda d: f"${d.rng.randint(18, 190) * 100:,}", "deposit": lambda d: f"${d.pick([250, 500, 750, 1000, 1500])}",
    "nights": lambda d: str(d.rng.randint(3, 14)),
    "procedure": lambda d: d.pick(["abdominoplasty", "rhinoplasty", "breast augmentation", "liposuction 360", "sleeve gastrectomy", "All-on-4 implants", "blepharoplasty",
                                   "facelift", "Brazilian butt lift"]),
    "dest": lambda d: d.pick(["Istanbul", "Bangkok", "Tijuana", "Medellín", "Budapest", "Kraków"]),
    "claim_amt": lambda d: f"${d.rng.randint(1200, 48000):,}.{d.digits(2)}",
    "try": lambda d: f"{d.rng.randint(20, 400) * 1000:,} TL".replace(",", "."), "eur_amt": lambda d: f"€{d.rng.randint(8, 140) * 50:,}",
    "baht": lambda d: f"{d.rng.randint(20, 900) * 1000:,} บาท", "mxn": lambda d: f"${d.rng.randint(20, 240) * 1000:,} MXN", "cop": lambda d: f"${d.rng.randint(4, 40):,}.000.000 COP",
    "huf": lambda d: f"{d.rng.randint(10, 400) * 10000:,} Ft".replace(",", " "), "pln": lambda d: f"{d.rng.randint(20, 600) * 100:,} zł".replace(",", " "),
    "bmi": lambda d: f"{d.rng.randint(35, 52)}.{d.rng.randint(0, 9)}", "weight_kg": lambda d: str(d.rng.randint(58, 150)), "height_cm": lambda d: str(d.rng.randint(150, 190)),
    "season_word": lambda d: d.pick(["spring", "summer", "fall", "winter"]), "clean_fee": lambda d: str(d.rng.randint(30, 60)),
    "fill_fee": lambda d: f"{d.rng.randint(45, 70)}-${d.rng.randint(75, 110)}", "crown_fee": lambda d: f"{d.rng.randint(280, 360)}-${d.rng.randint(380, 480)}",
    "denture_fee": lambda d: str(d.rng.randint(45, 75) * 10),
    "knee_hundreds": lambda d: f"{d.rng.randint(120, 180) // 10},{d.rng.randint(0, 9)}", "sleeve_hundreds": lambda d: f"{d.rng.randint(4, 6)},{d.rng.randint(1, 9)}",
    "checkup_baht": lambda d: f"{d.rng.randint(89, 249) * 100:,}",
    "package": lambda d: " - ".join(d.pick(_PACKAGES)[:2]),
    "cnt": lambda d: str(d.rng.randint(4, 60)),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "version": lambda d: f"{d.rng.randint(1, 6)}.{d.rng.randint(0, 12)}",
}

US = ("en_US",)
TR = ("tr_TR",)
TH = ("th_TH",)
MX = ("es_MX",)
CO = ("es_CO",)
HU = ("hu_HU",)
PL = ("pl_PL",)
OTHER_LOCALES = TR + TH + MX + CO + HU + PL

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b59c_aesthetic_prices", "cosmetic_surgery_price_list", US,
     "{surgery} - surgeon's fees and all-inclusive prices, effective {en_date}\nProcedure | CPT | Here (surgeon, facility, anesthesia) | Partner package\n{aesthetic_table}\n"
     "Prices are the same for every patient; a written quote follows the consultation with {own_md}. Deposits are refundable until 14 days before surgery. {sc_addr}, {sc_phone}."),
    ("b59c_aesthetic_csv", "cosmetic_surgery_price_list", US,
     "procedure,cpt,surgeon_fee_usd,facility_fee_usd,anesthesia_fee_usd,anesthesia_type\n{aesthetic_csv}\n# {surgery} cash-price file v{version}, EIN {org_ein}, generated {iso_ts}"),
    ("b59c_aesthetic_json", "cosmetic_surgery_price_list", US,
     "{\"facility_name\": \"{surgery}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0.0\", \"location\": \"{sc_addr}\", \"type_2_npi\": \"{own_npi}\", "
     "\"standard_charge_information\": [{\"description\": \"Abdominoplasty\", \"code_information\": [{\"code\": \"15830\", \"type\": \"CPT\"}], "
     "\"standard_charges\": [{\"setting\": \"outpatient\", \"discounted_cash\": {fivedig}, \"minimum\": {hundreds}0, \"maximum\": {fivedig}}]}], \"contact\": \"{sc_email}\"}"),
    ("b59c_financing_notice", "cosmetic_surgery_price_list", US,
     "Paying for your procedure at {surgery} (updated {en_date})\nWe accept cash, cards and two financing partners. Plans of ((6 or 12||6, 12 or 18||12 or 24)) months at 0% APR for approved applicants; 36 and 60 months at "
     "((9.9%-24.9%||14.9%-26.9%||11.9%-29.9%)) APR. A deposit of {deposit} holds a surgery date; the balance is due ((14||21||30)) days before surgery. Quotes are valid for ((60||90||120)) days.\n"
     "Medical-travel packages booked through {facilitator} are paid to the facilitator, not to us. Questions: {sc_phone} or {sc_email}."),
    ("b59c_bangkok_package", "medical_tourism_package_brochure", US,
     "{facilitator} - BANGKOK KNEE REPLACEMENT PACKAGE {year}\nSurgery at {th_partner} (JCI accredited) by a fellowship-trained orthopedic surgeon. "
     "Includes: pre-operative work-up (CBC, chemistry, ECG, chest X-ray), total knee arthroplasty with a premium implant, ((4||5||6)) nights in hospital, ((10||12||14)) nights at a partner "
     "serviced apartment with daily physiotherapy, all transfers, a Thai-English interpreter and a local SIM card. From ${knee_hundreds}00 per knee; flights not included.\n"
     "Candidates: age 45 to 80, BMI under 40, cleared by their own physician. Information: {fa_phone}, {fa_web}."),
    ("b59c_package_table", "medical_tourism_package_brochure", US,
     "{facilitator} - packages for {year} (per person, double occupancy for a companion)\nCity | Procedure | Nights | Included | Price\n{package_table}\n"
     "Every package includes a pre-trip video consult, a 24-hour coordinator line and a follow-up visit at home 2 weeks after return. Call {fa_phone} or write {fa_email}."),
    ("b59c_package_json", "json_export", US,
     "{\"catalog\": \"{facilitator} packages\", \"currency\": \"USD\", \"published\": \"{eff_iso}\", \"packages\": [{package_json}], \"bookingLine\": \"{fa_phone}\", "
     "\"web\": \"{fa_web}\"}"),
    ("b59c_tijuana_sleeve", "medical_tourism_package_brochure", US,
     "WEIGHT-LOSS SURGERY IN TIJUANA - ALL INCLUSIVE\nSleeve gastrectomy at {mx_partner} ({mx_addr}). Package: pick-up at the San Diego airport, border crossing in the clinic's van, "
     "2 nights in hospital, 2 nights at the partner hotel, pre-op labs, upper GI study (leak test), liquid-diet kit and 12 months of online nutrition follow-up. "
     "${sleeve_hundreds}00 all in. Requirements: BMI 35 or more (30 with diabetes), age 18 to 65. Surgeon: {mx_director}. US office: {fa_phone}; clinic: {mx_phone_intl}."),
    ("b59c_istanbul_hair", "medical_tourism_package_brochure", US,
     "Hair restoration in Istanbul with {tr_partner}\nDay 1: arrival at IST, VIP transfer to the hotel. Day 2: consultation, blood tests and FUE extraction and implantation "
     "(up to 4,000 grafts, local anesthesia). Day 3: first wash and PRP session. Day 4: return flight. Price {eur_amt} including 3 hotel nights and transfers.\n"
     "The clinic is licensed by the Turkish Ministry of Health (tax no. {tr_tax}). Booking: {fa_email}. Clinic: {tr_phone_intl}, {tr_email}."),
    ("b59c_dental_compare", "dental_tourism_fee_comparison", US,
     "{dental} - what the same treatment costs (fees quoted {en_date})\nTreatment | CDT | Texas average | Budapest | Kraków | Nuevo Progreso\n{dental_table}\n"
     "Budapest and Kraków fees are our partners' ({hu_partner}; {pl_partner}); border fees are for clinics we inspect twice a year. Lab work, X-rays and the first "
     "check-up are included. Call {dt_phone}."),
    ("b59c_dental_csv", "dental_tourism_fee_comparison", US,
     "treatment,cdt,texas_usd,budapest_eur,krakow_eur,border_usd\n{dental_csv}\n# {dental} fee comparison export {eff_iso}; partner fees converted at the monthly rate"),
    ("b59c_dental_border", "dental_tourism_fee_comparison", US,
     "DENTAL DAY TRIPS TO NUEVO PROGRESO - {dental} ({season_word} {year})\nOur van leaves the Brownsville office ((Tuesday and Thursday||Monday, Wednesday and Friday||every weekday)) at ((07:00||07:30||08:00)) and returns by ((15:30||16:00||17:00)). Bring a passport or passport card "
     "for the return crossing. Typical fees there: cleaning ${clean_fee}, filling ${fill_fee}, zirconia crown ${crown_fee}, full denture ${denture_fee}. We check each clinic's state licence and "
     "sterilization logs twice a year. Seats: {dt_phone}, {dt_email}. {own_dds} reviews treatment plans for free before you go."),
    ("b59c_jci_notice", "accreditation_notice", US,
     "Accreditation update from {facilitator}, {en_date}\n{th_partner} in Bangkok completed its triennial Joint Commission International survey and remains accredited "
     "under the Hospital Program standards; the survey found no follow-up items in the international patient centre. Thailand's ministry licence no. {th_licence}. "
     "We only send patients to hospitals with current JCI accreditation or an equivalent national certification. List of partners: {fa_web}."),
    ("b59c_jci_table", "accreditation_notice", US,
     "Partner hospitals and their accreditation (as of {en_date})\nHospital | City | JCI since | Last survey | Program\n{jci_table}\n"
     "Status is checked monthly against the JCI public directory by {own_coord}. A lapse suspends new bookings to that hospital."),
    ("b59c_jci_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<accreditationFeed publisher=\"{facilitator}\" generated=\"{iso_ts}\" source=\"JCI public directory\">\n{jci_xml}\n"
     "  <contact>{fa_email}</contact>\n</accreditationFeed>"),
    ("b59c_fhir_org", "accreditation_notice", US,
     "{\"resourceType\": \"Organization\", \"id\": \"{guid}\", \"meta\": {\"lastUpdated\": \"{iso_ts}\"}, \"active\": true, \"name\": \"{tr_partner}\", \"type\": [{\"text\": \"Hospital\"}], \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"{tr_phone_intl}\"}, {\"system\": \"email\", \"value\": \"{tr_email}\"}], \"address\": [{\"text\": \"{tr_addr}\"}], \"extension\": [{\"url\": "
     "\"{fa_web}/fhir/StructureDefinition/accreditation\", \"valueString\": \"JCI Hospital Program, accredited through {year_next}\"}]}"),
    ("b59c_exclusions_wording", "travel_insurance_exclusions", US,
     "{insurer} - Elective Surgery Abroad: exclusions (policy form LMT-ES-{four_digits}, edition {en_date})\nWe do not pay for: (a) the elective procedure itself, its planned "
     "follow-up and revisions; (b) treatment at a facility without current national licensure; (c) complications that begin more than 30 days after the procedure date; "
     "(d) experimental treatment. We do pay, with the Surgery Rider, for emergency treatment of an unexpected complication up to $25,000 and for medical evacuation that our "
     "assistance desk arranges in advance. Claims: {ins_phone}, {ins_box}."),
    ("b59c_exclusions_table", "travel_insurance_exclusions", US,
     "{insurer} - what the Surgery Rider covers (group {group_no})\nSituation | Cover\n{exclusion_table}\n"
     "Electronic claims from US providers: payer ID {payer_id}. Full wording: {ins_web}."),
    ("b59c_exclusions_faq", "travel_insurance_exclusions", US,
     "FAQ ({en_date}): I'm having surgery abroad. Am I covered?\nQ: Does my travel policy pay for the surgery? A: No. Elective procedures are excluded.\nQ: What if I get an infection after I "
     "come home? A: With the Surgery Rider, treatment within ((30||45)) days of the procedure is covered up to ((\\$15,000||\\$25,000||\\$40,000)) under the plan you chose; your US doctor bills us with payer ID {payer_id}.\n"
     "Q: Can my companion be covered? A: Yes, as a travel-only insured. Questions: {ins_email} or {ins_phone}. - {insurer}"),
    ("b59c_postop_tummy", "post_operative_care_instructions", US,
     "AFTER YOUR ABDOMINOPLASTY - home instructions from {surgery} (rev. {en_date})\n1. Wear the compression garment day and night for ((6||8)) weeks.\n2. Walk 5 to 10 minutes every ((2||3)) hours while "
     "awake; no lifting over ((10||15)) lb for 6 weeks.\n3. Empty and record the drains twice a day; we remove them when output is under 30 mL a day for two days.\n"
     "4. Do not fly for at least 10 days after surgery; on the flight, walk every hour and wear stockings.\n5. Call us for fever over 101 F, one leg swelling, "
     "shortness of breath or a wound that opens: {sc_phone}. After hours the on-call surgeon is reached through the same number. - {own_rn}"),
    ("b59c_postop_rhino", "post_operative_care_instructions", US,
     "Rhinoplasty aftercare ({surgery}, version {version})\nDay 1-3: head up 30 degrees, cold compresses 20 min on / 20 min off, saline spray 4 times a day.\n"
     "Day 7: splint and sutures removed at the clinic. Weeks 2-6: no glasses resting on the nose, no contact sports, no swimming.\nSwelling settles over 12 months. "
     "Patients treated abroad may book the day-7 visit with {own_md} for $150. Call {sc_phone}."),
    ("b59c_postop_implants", "post_operative_care_instructions", US,
     "After dental implant surgery - {dental} care sheet, version {version}\nBite on gauze for ((30||45)) minutes. No rinsing, spitting or straws for 24 hours. Soft foods for ((5||7||10)) days; chew on the "
     "other side for ((4||6||8)) weeks. Take the antibiotic and ibuprofen as prescribed by the treating dentist. Swelling peaks on day 3.\nBack home, {own_dds} checks healing at "
     "2 weeks for $75. Bleeding that will not stop, or a temperature over 101 F: call {dt_phone}."),
    ("b59c_postop_sleeve", "post_operative_care_instructions", US,
     "Sleeve gastrectomy - diet stages after surgery at {mx_partner} (handout {version}, {en_date})\nStage 1 (days 1-((7||10))): clear liquids, 30 mL every 15 minutes, at least ((1.5||2)) litres a day.\n"
     "Stage 2 (weeks 2-3): full liquids and protein shakes, ((60-80||70-90)) g protein a day.\nStage 3 (weeks 4-5): pureed foods.\nStage 4 (week 6 on): soft, then regular foods; "
     "no drinking with meals. Take a chewable multivitamin and B12 for life.\nWarning signs (pain in the left shoulder, fever, fast heart rate): call {mx_phone_intl} "
     "or go to an emergency department."),
    ("b59c_hotel_table", "aftercare_hotel_partner_list", US,
     "{facilitator} - recovery hotels we partner with\nHotel | District | Distance to clinic | Rate | Nursing | Transport\n{hotel_table}\n"
     "Rates are our negotiated rates for patients and one companion. Book through your coordinator; do not book directly."),
    ("b59c_hotel_csv", "aftercare_hotel_partner_list", US,
     "hotel,district,km_to_clinic,nightly_rate,currency,nurse_visits,recovery_rooms\n{hotel_csv}\n# {facilitator} partner list, reviewed {eff_iso}"),
    ("b59c_hotel_json", "aftercare_hotel_partner_list", US,
     "{\"partnerHotels\": [{hotel_json}], \"updated\": \"{eff_iso}\", \"owner\": \"{facilitator}\", \"contact\": \"{fa_email}\"}"),
    ("b59c_tr_prices", "notice_other_locale", TR,
     "{tr_partner} - yurt dışından gelen hastalar için fiyat listesi ({tr_date} itibarıyla)\nİşlem | Ücret (KDV dahil)\n{tr_price_table}\n"
     "Paket fiyatlarına 3 gece otel, havalimanı transferi ve tercüman dahildir. Vergi No: {tr_tax}. Randevu: {tr_phone}, {tr_email}. {tr_addr}"),
    ("b59c_tr_notice", "notice_other_locale", TR,
     "DUYURU - {tr_partner}\nResmî tatil nedeniyle {tr_date} tarihinde poliklinik hizmeti verilmeyecektir. Ameliyat sonrası kontroller ertesi iş günü "
     "09:00'dan itibaren yapılacaktır. Acil durumlar için nöbetçi hekim hattı: {tr_phone_intl}.\nBaşhekim {tr_director}"),
    ("b59c_tr_eur_list", "cosmetic_surgery_price_list", TR,
     "{tr_partner} - International patient packages / Uluslararası hasta paketleri ({tr_date})\nİşlem / Procedure | Fiyat / Price\n{tr_eur_table}\n"
     "Fiyatlar kişi başıdır; refakatçi konaklaması ücretsizdir. Ödeme: nakit, kart veya banka havalesi. Bilgi: {tr_email}"),
    ("b59c_th_notice", "notice_other_locale", TH,
     "ประกาศ {th_partner_th}\nเนื่องในวันหยุดนักขัตฤกษ์ ศูนย์ผู้ป่วยต่างประเทศจะปิดทำการวันที่ {th_date} และเปิดทำการตามปกติในวันถัดไป เวลา 08.00 น. "
     "ห้องฉุกเฉินเปิดบริการตลอด 24 ชั่วโมง\nสอบถามเพิ่มเติม โทร {th_phone} หรืออีเมล {th_email}\nใบอนุญาตประกอบกิจการสถานพยาบาลเลขที่ {th_licence}"),
    ("b59c_th_prices", "notice_other_locale", TH,
     "{th_partner_th} - อัตราค่าบริการแพ็กเกจ (มีผลตั้งแต่ {th_date})\nรายการ | ราคา\n{th_price_table}\n"
     "ราคารวมค่าแพทย์ ค่าห้องพัก และค่ายา ตามที่ระบุในแพ็กเกจ ไม่รวมค่าตั๋วเครื่องบิน ติดต่อ {th_phone_intl}"),
    ("b59c_th_postop", "post_operative_care_instructions", TH,
     "คำแนะนำหลังผ่าตัดตาสองชั้น - {th_partner_th} (ปรับปรุง {th_date})\n1. ประคบเย็น ((10||15||20)) นาที ทุก ((1||2)) ชั่วโมง ใน ((48||72)) ชั่วโมงแรก\n2. นอนหนุนหมอนสูง 2 ใบ\n3. ห้ามแผลโดนน้ำ 7 วัน และนัดตัดไหมวันที่ 5-7\n"
     "4. ห้ามขึ้นเครื่องบินภายใน 5 วันหลังผ่าตัด\nหากมีเลือดออกมาก ปวดตามาก หรือตามัว โทร {th_phone} ตลอด 24 ชั่วโมง - {th_director_th}"),
    ("b59c_th_package", "medical_tourism_package_brochure", TH,
     "{th_partner_th} แพ็กเกจตรวจสุขภาพสำหรับผู้เดินทางจากต่างประเทศ ปี {year}\nตรวจเลือด 32 รายการ อัลตราซาวด์ช่องท้อง เอกซเรย์ปอด ตรวจคลื่นไฟฟ้าหัวใจ และพบแพทย์อายุรกรรม "
     "พร้อมรถรับส่งจากโรงแรมในเขตวัฒนา ราคา {checkup_baht} บาท (ผู้มีอายุ 40-75 ปี)\nจองล่วงหน้าอย่างน้อย 3 วัน: {th_email} | {th_phone_intl}"),
    ("b59c_mx_notice", "notice_other_locale", MX,
     "AVISO A NUESTROS PACIENTES - {mx_partner}\nPor obras en la garita de San Ysidro, a partir del {es_date} el traslado desde el aeropuerto de San Diego saldrá una hora antes "
     "(05:30). Los pacientes que crucen por su cuenta deben presentarse en recepción antes de las 08:00. Aviso de funcionamiento ante COFEPRIS vigente. RFC {mx_rfc}.\n"
     "Dudas: {mx_phone} o {mx_email}.\nDirección: {mx_addr}\n{mx_director}"),
    ("b59c_mx_prices", "notice_other_locale", MX,
     "{mx_partner} - lista de precios para pacientes nacionales (vigente desde el {es_date})\nProcedimiento | Precio\n{mx_price_table}\n"
     "Precios en pesos mexicanos, IVA incluido. Aceptamos efectivo, tarjeta y transferencia. Facturación con RFC {mx_rfc}. Informes: {mx_phone_intl}"),
    ("b59c_co_notice", "notice_other_locale", CO,
     "COMUNICADO - {co_partner}\nInformamos a nuestros pacientes nacionales e internacionales que el {es_date} no habrá atención de consulta externa por jornada de "
     "mantenimiento de quirófanos. Los controles posoperatorios de esa fecha se reprogramarán. NIT {co_nit}. Código de habilitación REPS {co_reps}.\n"
     "Línea de atención: {co_phone_intl}. Correo: {co_email}. {co_director}, directora médica."),
    ("b59c_co_prices", "notice_other_locale", CO,
     "{co_partner} - tarifas de cirugía plástica {year} (incluyen cirujano, anestesiólogo, clínica y una prenda de compresión)\nProcedimiento | Tarifa\n{co_price_table}\n"
     "Pacientes del exterior: paquete con 7 noches en casa de recuperación y 10 masajes de drenaje. Cotizaciones: {co_email}"),
    ("b59c_co_postop", "post_operative_care_instructions", CO,
     "Recomendaciones después de la lipoescultura - {co_partner} (versión {version}, {es_date})\nUse la faja las 24 horas durante ((6||8)) semanas. Camine desde el primer día. Masajes de drenaje linfático desde el "
     "día ((3||5)) (((10||12||15)) sesiones). No viaje en avión antes de 10 días. Consulte por urgencias si tiene fiebre mayor de 38 °C, dolor en una pantorrilla o dificultad para respirar. "
     "Línea 24 horas: {co_phone_intl}."),
    ("b59c_hu_prices", "dental_tourism_fee_comparison", HU,
     "{hu_partner} - árlista (érvényes {hu_date} napjától)\nKezelés | Ár\n{hu_price_table}\n"
     "Külföldi pácienseinknek az árak euróban is elérhetők. A garancia implantátumokra 10 év. Adószám: {hu_tax}. Bejelentkezés: {hu_phone}, {hu_email}. {hu_addr}"),
    ("b59c_hu_notice", "notice_other_locale", HU,
     "TÁJÉKOZTATÁS - {hu_partner}\nRendelőnk {hu_date} és a következő hét péntekje között nyári szabadság miatt zárva tart. Sürgős esetben a fogászati ügyelet "
     "a Szentkirályi utcában érhető el. A már lefoglalt implantációs időpontokat munkatársaink telefonon egyeztetik.\nÉrdeklődés: {hu_phone_intl}. {hu_director}"),
    ("b59c_pl_prices", "dental_tourism_fee_comparison", PL,
     "{pl_partner} - cennik usług (obowiązuje od {pl_date})\nUsługa | Cena\n{pl_price_table}\n"
     "Dla pacjentów z zagranicy: pakiet z transferem z lotniska Balice i noclegiem. NIP {pl_nip}. Nr księgi rejestrowej RPWDL {pl_rpwdl}. Rejestracja: {pl_phone}, {pl_email}."),
    ("b59c_pl_notice", "notice_other_locale", PL,
     "OGŁOSZENIE - {pl_partner}\nW dniu {pl_date} gabinet będzie nieczynny z powodu szkolenia zespołu. Pacjenci umówieni na ten dzień zostaną powiadomieni telefonicznie. "
     "W sprawach pilnych prosimy o kontakt pod numerem {pl_phone_intl}.\n{pl_director}, dyrektor medyczny"),
    ("b59c_sales_csv", "csv_export", US,
     "month,destination,procedure,bookings,cancelled,median_package_usd\n{sales_csv}\n# {facilitator} bookings by destination, aggregate counts only, run {iso_ts}"),
    ("b59c_hl7_mfn_cdm", "hl7_export", US,
     "MSH|^~\\&|OPASC-CDM|OPASC|EHR|OPASC|{hl7_ts}||MFN^M04^MFN_M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge description master^HL70175||UPD|||AL\n{cdm_rows}"),
    ("b59c_x12_997", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*OLMOSPARKASC   *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*OLMOSPARKASC*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*997*{four_digits}~\nAK1*HC*{small_count}~\nAK9*A*1*1*1~\nSE*4*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~\n# functional acknowledgment of the claim file from {surgery} (NPI {own_npi})"),
    ("b59c_webinar_ics", "medical_tourism_package_brochure", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Bluebonnet Passage//Webinars {version}//EN\nX-WR-CALNAME:Free information webinars\n{webinars}\nEND:VCALENDAR"),
    ("b59c_shuttle", "medical_tourism_package_brochure", US,
     "{dental} / {facilitator} - border shuttle timetable, effective {en_date}\nDeparts | From | Crossing | Ride | Vehicle\n{shuttle_table}\n"
     "Shuttles run Monday to Saturday. Seats must be booked 24 hours ahead at {dt_phone}; wheelchair vans through {fa_phone}."),
    ("b59c_insurer_bulletin", "travel_insurance_exclusions", US,
     "{insurer} - provider bulletin, {en_date}\nTexas providers treating complications of surgery abroad: verify the Surgery Rider by calling {ins_phone} before non-emergency care. "
     "Submit 837P claims to payer ID {payer_id} with the group number {group_no} and the procedure date abroad in the claim note. Paper claims to {ins_box}. "
     "We pay in-network rates for 30 days after the procedure date. Bulletin archive: {ins_web}. - {own_uw}, provider relations"),
    ("b59c_outcomes_json", "json_export", US,
     "{\"report\": \"partner outcomes\", \"publisher\": \"{facilitator}\", \"period\": \"2025\", \"byDestination\": [{outcome_json}], \"method\": \"self-reported by partner "
     "hospitals, audited quarterly\", \"contact\": \"{fa_email}\"}"),
    ("b59c_batch_csv", "csv_export", US,
     "batch_id,month,claims,billed_usd,paid_usd,denied,payment\n{batch_csv}\n# {surgery} claim batches to {insurer} (payer ID {payer_id}), totals only"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b59_booking_confirm", "medical_tourism_booking_confirmation", US,
     "{facilitator} - BOOKING CONFIRMATION\nPatient: {first} {last}   Date of birth: [[date_of_birth:dob_v59]]\nPassport no.: [[national_id:passport_v59]] (must be valid 6 months past return)\n"
     "Patient case file: [[record_number:mrn_v59]]\nProcedure: {procedure} at ((Moda Sahil Estetik Hastanesi, Istanbul||Sukhumvit Lotus International Hospital, Bangkok||Clínica Estética Laureles, Medellín)) on {dos}\n"
     "Deposit {deposit} received on card [[card:card_v59]]. Balance {usd} due on arrival.\nWe will text your coordinator's name to [[phone:phone_tx_v59]] and send documents to [[email:email_v59]]."),
    ("b59_booking_online", "medical_tourism_booking_confirmation", US,
     "Online booking request #{fivedig} received {iso_ts}\nName: {first} {last}\nHome address: [[address:addr_tx_v59]]\nMobile: [[phone:phone_tx_v59]]\nE-mail: [[email:email_plain_v59]]\n"
     "Package: {package}, {nights} nights\nPaid deposit with [[card:amex_v59]]\nSubmitted from IP [[ip_address:ip_v59]]; terms accepted. A coordinator from {facilitator} will call within one business day."),
    ("b59_preop_questionnaire", "pre_operative_questionnaire", US,
     "PRE-OPERATIVE HEALTH QUESTIONNAIRE (send to your surgeon abroad 30 days before travel)\nFull name: {first} {last}   DOB: [[date_of_birth:dob_v59]]\nAddress: [[address:addr_tx_v59]]\n"
     "Phone: [[phone:phone_tx_v59]]   E-mail: [[email:email_v59]]\nUS health plan and member ID (for care after you return): ((Blue Cross Blue Shield of Texas||Superior HealthPlan||Aetna||Cigna)) [[member_id:member_v59]]\n"
     "Height {height_cm} cm, weight {weight_kg} kg. Smoker: ((no||quit 2 years ago||yes, 5 a day)). Blood thinners: ((none||aspirin 81 mg, will stop 7 days before)). "
     "Previous anesthesia problems: ((none||nausea)). Planned procedure: {procedure}."),
    ("b59_preop_elder", "pre_operative_questionnaire", US,
     "{dental} - medical history before dental travel (Budapest)\nTraveller: {first} {last}, [[age_over_89:age_elder_v59]]   Born: [[date_of_birth:dob_elder_v59]]\n"
     "Medicare: [[member_id:mbi_v59]]\nHome: [[address:addr_tx_v59]]\nPhone (daughter {first2}): [[phone:phone_tx_v59]]\nConditions: atrial fibrillation on ((apixaban||warfarin)), "
     "hearing aids, uses a cane. Planned: full upper and lower dentures with 4 implants in the lower jaw. Cardiology letter attached. Reviewed by {own_dds}."),
    ("b59_consent_form", "surgical_consent_form", US,
     "INFORMED CONSENT FOR SURGERY - {th_partner}\nPatient name: {first} {last}   HN: [[record_number:hn_v59]]   Date of birth: [[date_of_birth:dob_v59]]\n"
     "Passport: [[national_id:passport_v59]]\nProcedure: ((upper and lower blepharoplasty||total knee arthroplasty, right||laparoscopic cholecystectomy)) under ((general||local with sedation)) anesthesia.\n"
     "I understand the risks including bleeding, infection, blood clots and the need for further surgery. An interpreter was offered ((and used||and declined)).\n"
     "Emergency contact: {first2} {last}, [[phone:phone_tx_v59]]\nSigned ____________  Witness: {th_director}"),
    ("b59_itinerary", "travel_itinerary", US,
     "YOUR ITINERARY - prepared by {coordinator}, {facilitator}\nTraveller: {first} {last} (passport [[national_id:passport_v59]], born [[date_of_birth:dob_v59]])\n"
     "((Flights: TK 34 Houston-Istanbul, departing {dos}\nHotel: Moda Teras Suites, Kadıköy||Flights: EK 212/372 Houston-Dubai-Bangkok, departing {dos}\nHotel: Lotus Residence Sukhumvit 59||"
     "Flights: AA 2871/2104 McAllen-Dallas-Medellín, departing {dos}\nHotel: Casa Laureles Recuperación||Flights: LH 441/1340 Houston-Frankfurt-Budapest, departing {dos}\n"
     "Hotel: Báthory Garden Apartments)), {nights} nights\nArrival: the clinic driver meets you after customs with a sign reading \"{last}\".\n"
     "Your US mobile on roaming: [[phone:phone_tx_v59]]. Emergency contact at home: {first2} {last}, [[phone:phone_us]]"),
    ("b59_itinerary_border", "travel_itinerary", US,
     "Tijuana surgery trip - transport plan for {first} {last}\nDay 1, 05:00: you drive to our McAllen office and leave your car in the secure lot: ((Texas plate||plate||TX plate no.)) [[vehicle_id:plate_tx_v59]], "
     "((silver Honda CR-V||white Ford F-150||black Toyota Camry)). Day 1, 06:30: flight MFE-IAH-SAN, then the clinic van crosses at San Ysidro.\n"
     "Day 4: return. Home address on file: [[address:addr_tx_v59]]. Cell: [[phone:phone_tx_v59]]. Case [[record_number:mrn_v59]]. Coordinator: {coordinator}."),
    ("b59_complication_note", "complication_follow_up_note", US,
     "{surgery} - visit note, complication after surgery abroad\nPatient: {first} {last}   MRN [[record_number:mrn_v59]]   DOB [[date_of_birth:dob_v59]]\n"
     "Insurance: {insurer}, Surgery Rider, member [[member_id:member_v59]]\nHistory: {procedure} in ((Istanbul||Medellín||Tijuana)) {dos2}; returned day 9. Now ((a 600 mL seroma of the lower abdomen||wound dehiscence at the umbilicus||cellulitis of the left flank)).\n"
     "Plan: ((ultrasound-guided aspiration, compression||debridement and wound VAC||IV cefazolin, recheck in 48 h)). Patient phone [[phone:phone_tx_v59]]; home [[address:addr_tx_v59]]. - {own_md}"),
    ("b59_complication_er", "complication_follow_up_note", US,
     "EMERGENCY DEPARTMENT NOTE\nPt: {first} {last}, DOB [[date_of_birth:dob_v59]], SSN [[ssn:ssn_v59]], MRN [[record_number:mrn_v59]]\n"
     "CC: fever and flank pain 12 days after ((Brazilian butt lift||liposuction 360||abdominoplasty)) in ((Medellín||Istanbul||Tijuana)). The patient documented the trip on [[url:url_v59]] and showed us the wound photos posted there.\n"
     "T 102.{small_digit} F, HR 118. CT: fluid collection. Sepsis bundle started; surgery consulted ({own_md}). Discharge summary from the clinic abroad requested."),
    ("b59_refund_chargeback", "refund_dispute_letter", US,
     "{first} {last}\n[[address:addr_tx_v59]]\n[[phone:phone_tx_v59]] | [[email:email_v59]]\n\n{en_date}\n\nTo {facilitator}\n\nRe: refund of my deposit, case [[record_number:mrn_v59]]\n\n"
     "The clinic cancelled my {procedure} two days before travel. Your terms promise a full refund in that case. I paid {deposit} with my card ending in the number below and have not been refunded "
     "after 45 days. Unless I hear from you in 10 days I will dispute the charge with my bank.\nCard: [[card:card_v59]]\n\nSincerely,\n{first} {last}"),
    ("b59_refund_widow", "refund_dispute_letter", US,
     "{en_date}\n\n{facilitator}\n{fa_addr}\n\nRe: my late spouse, {first} {last}, born [[date_of_birth:dob_v59]], who died [[date_of_death:dod_v59]] after surgery abroad\n\n"
     "I am the executor of the estate. The Social Security number is [[ssn:ssn_v59]]. I ask you to refund the unused hotel nights and the return flight, and to send me the complete records from the clinic. "
     "The memorial page is at [[url:url_memorial_v59]]. Please pay the refund to the estate account, [[bank_account:account_us_v59]].\n\n{first2} {last}\n[[address:addr_tx_v59]]"),
    ("b59_chat_patient", "coordinator_chat_thread", US,
     "[{dos}, 09:14] {coordinator} ({facilitator}): Hi {first}! To book your flights I need the passport number and your date of birth exactly as printed.\n"
     "[{dos}, 09:31] {first} {last}: Passport [[national_id:passport_v59]], born [[date_of_birth:dob_v59]]\n[{dos}, 09:32] {first} {last}: my email for the tickets is [[email:email_v59]]\n"
     "[{dos}, 09:40] {coordinator} ({facilitator}): Got it. The clinic will add you to their WhatsApp group on [[phone:phone_tx_v59]].\n"
     "[{dos}, 09:41] {first} {last}: great. I'm going to vlog everything on [[url:url_v59]] lol"),
    ("b59_chat_family", "coordinator_chat_thread", US,
     "{first2} {last}: Hi, I'm writing for my parent, {first} {last}, who is [[age_over_89:age_v59]] and wants the dental implants in Budapest. Is that even allowed?\n"
     "{coordinator}: Hello! There's no age limit, but the dentist needs a cardiology clearance. Does {first} have Medicare?\n{first2} {last}: yes, the number is [[member_id:mbi_v59]]\n"
     "{first2} {last}: home is [[address:addr_tx_v59]], you can mail the forms there. My cell is [[phone:phone_tx_v59]] and email [[email:email_v59]]\n{coordinator}: Thank you, forms go out today."),
    ("b59_claim_complication", "complication_insurance_claim", US,
     "{insurer} - CLAIM FOR TREATMENT OF A COMPLICATION (Surgery Rider)\nInsured: {first} {last}   Date of birth: [[date_of_birth:dob_v59]]   SSN: [[ssn:ssn_v59]]\n"
     "Certificate / member no.: [[member_id:member_v59]]\nAddress: [[address:addr_tx_v59]]\nPhone: [[phone:phone_tx_v59]]   E-mail: [[email:email_v59]]\n"
     "Procedure abroad: {procedure} on {dos2}. Complication treated at {surgery} on {dos}. Amount claimed: {claim_amt}.\nPay by direct deposit: [[bank_account:account_us_v59]]"),
    ("b59_claim_repatriation", "complication_insurance_claim", US,
     "{insurer} - repatriation of remains and accidental death claim\nDeceased insured: {first} {last}   Born: [[date_of_birth:dob_v59]]   Died: [[date_of_death:dod_v59]] in ((Istanbul||Tijuana||Bangkok))\n"
     "SSN: [[ssn:ssn_v59]]   Member no.: [[member_id:member_v59]]\nCause of death on the foreign certificate: ((pulmonary embolism||fat embolism||anesthetic complication)) after {procedure}.\n"
     "Claimant: {first2} {last} (spouse), [[address:addr_tx_v59]], [[phone:phone_tx_v59]]\nFuneral home invoice and apostilled death certificate enclosed."),
    ("b59_photo_release", "photo_consent_release", US,
     "BEFORE/AFTER PHOTO RELEASE - {surgery}\nI, {first} {last} (DOB [[date_of_birth:dob_v59]]), allow the clinic to use my ((face-cropped||full-face)) photographs in its gallery and social media.\n"
     "You may tag my account [[url:url_v59]]: ((yes||no)).\nE-signed {iso_ts} by [[email:email_plain_v59]] from IP [[ip_address:ip_v59]].\nPhone for revocation requests: [[phone:phone_tx_v59]]"),
    ("b59_tr_kayit", "turkish_patient_form", TR,
     "{tr_partner} - HASTA KAYIT FORMU\nAdı Soyadı: {first} {last}\nT.C. Kimlik No: [[national_id:tckn_v59]]\nDoğum Tarihi: [[date_of_birth:dob_v59]]\n"
     "Adres: [[address:addr_tr_v59]]\nCep Telefonu: [[phone:phone_tr_v59]]\nE-posta: [[email:email_v59]]\nİşlem: ((rinoplasti||karın germe||meme büyütme||saç ekimi))\n"
     "Kapora {try} kredi kartı ile ödendi: [[card:card_v59]]"),
    ("b59_tr_iade", "turkish_patient_form", TR,
     "İADE TALEP DİLEKÇESİ\n{tr_partner} Hasta Hakları Birimine\n\n{tr_date} tarihinde yapılacak ameliyatım klinik tarafından iptal edilmiştir. Ödediğim {try} tutarın iadesini talep ederim.\n"
     "Ad Soyad: {first} {last}   T.C. Kimlik No: [[national_id:tckn_v59]]\nIBAN: [[bank_account:iban_tr_v59]]\nTelefon: [[phone:phone_tr_v59]]\n"
     "Not: Kliniğe kendi aracımla geldim, otopark kaydındaki plaka [[vehicle_id:plate_tr_v59]].\nİmza: ________"),
    ("b59_th_register", "thai_patient_form", TH,
     "แบบฟอร์มลงทะเบียนผู้ป่วยใหม่ - {th_partner_th}\nชื่อ-นามสกุล: {first} {last}\nเลขประจำตัวประชาชน: [[national_id:thai_id_v59]]\nวันเกิด: [[date_of_birth:dob_v59]]\n"
     "HN: [[record_number:hn_v59]]\nที่อยู่: [[address:addr_th_v59]]\nโทรศัพท์มือถือ: [[phone:phone_th_v59]]\nอีเมล: [[email:email_v59]]\nสิทธิการรักษา: ((ชำระเงินเอง||ประกันสุขภาพเอกชน))"),
    ("b59_th_intl", "thai_patient_form", TH,
     "{th_partner} - International Patient Centre registration\nName: {first} {last}\nThai ID (for Thai nationals living abroad): [[national_id:thai_id_v59]]\nPassport: [[national_id:passport_v59]]\n"
     "Date of birth: [[date_of_birth:dob_v59]]\nMobile in Thailand: [[phone:phone_th_v59]]\nPre-admission deposit {baht} charged to [[card:card_v59]]\nArriving from: Houston (booked by {facilitator})"),
    ("b59_mx_registro", "mexican_patient_form", MX,
     "{mx_partner} - REGISTRO DE PACIENTE\nNombre: {first} {last} {mlast}\nCURP: [[national_id:curp_v59]]\nRFC (para factura): [[national_id:rfc_v59]]\nFecha de nacimiento: [[date_of_birth:dob_v59]]\n"
     "Domicilio: [[address:addr_mx_v59]]\nCelular: [[phone:phone_mx_v59]]\nCorreo: [[email:email_v59]]\nLlegará en su vehículo, placas [[vehicle_id:plate_mx_v59]]\n"
     "IMC {bmi}. Procedimiento: ((manga gástrica||bypass gástrico)). Reembolso del anticipo, en su caso, a la CLABE [[bank_account:clabe_v59]]"),
    ("b59_mx_defuncion", "mexican_patient_form", MX,
     "SOLICITUD DE EXPEDIENTE Y REEMBOLSO POR FALLECIMIENTO\n{mx_partner}\nPaciente fallecido: {first} {last} {mlast}\nCURP: [[national_id:curp_v59]]\nFecha de nacimiento: [[date_of_birth:dob_v59]]\n"
     "Fecha de defunción: [[date_of_death:dod_v59]]\nSolicitante: {first2} {last} (hijo/a), domicilio [[address:addr_mx_v59]], tel. [[phone:phone_mx_v59]]\n"
     "Cuenta para el reembolso (CLABE): [[bank_account:clabe_v59]]\nSe anexa copia certificada del acta de defunción."),
    ("b59_co_historia", "colombian_patient_form", CO,
     "{co_partner} - HISTORIA CLÍNICA - DATOS DE INGRESO\nPaciente: {first} {last}\nDocumento: C.C. [[national_id:cedula_v59]]\nNo. de historia: [[record_number:mrn_v59]]\n"
     "Fecha de nacimiento: [[date_of_birth:dob_v59]]\nDirección: [[address:addr_co_v59]]\nCelular: [[phone:phone_co_v59]]\nCorreo: [[email:email_v59]]\n"
     "Procedimiento programado: ((lipoescultura 360||abdominoplastia||mamoplastia de aumento)) el {es_date}. Cirujana: {co_director}."),
    ("b59_hu_adatlap", "hungarian_patient_form", HU,
     "{hu_partner} - PÁCIENS ADATLAP\nNév: {last} {first}\nSzületési idő: [[date_of_birth:dob_v59]]\nTAJ szám: [[national_id:taj_v59]]\nSzemélyi azonosító: [[national_id:szemelyi_v59]]\n"
     "Lakcím: [[address:addr_hu_v59]]\nTelefon: [[phone:phone_hu_v59]]\nE-mail: [[email:email_v59]]\nVisszatérítés esetén bankszámla: [[bank_account:iban_hu_v59]]\n"
     "Tervezett kezelés: ((4 implantátum és cirkónium híd||teljes lemezes fogsor||6 porcelán héj)). Kezelőorvos: {hu_director}"),
    ("b59_pl_karta", "polish_patient_form", PL,
     "{pl_partner} - KARTA PACJENTA\nImię i nazwisko: {first} {last}\nData urodzenia: [[date_of_birth:dob_elder_v59]] (wiek: [[age_over_89:age_elder_v59]])\nPESEL: [[national_id:pesel_v59]]\n"
     "Adres zamieszkania: [[address:addr_pl_v59]]\nTelefon: [[phone:phone_pl_v59]]\nE-mail: [[email:email_v59]]\nNumer rachunku do zwrotu zaliczki: [[bank_account:iban_pl_v59]]\n"
     "Pacjent przywożony przez rodzinę, samochód nr rej. [[vehicle_id:plate_pl_v59]] (parking przy gabinecie).\nPlan leczenia: proteza całkowita górna, implanty w żuchwie. Lekarz prowadzący: {pl_director}"),
    ("b59_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v59]]\"}, {\"type\": {\"coding\": [{\"code\": \"PPN\"}]}, \"value\": \"[[national_id:passport_v59]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v59]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v59]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v59]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v59]]\"}], \"managingOrganization\": {\"display\": \"{surgery}\"}}"),
    ("b59_fhir_procedure", "fhir_export", US,
     "{\"resourceType\": \"Procedure\", \"status\": \"completed\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"type\": {\"coding\": [{\"code\": \"SS\"}]}, "
     "\"value\": \"[[ssn:ssn_plain_v59]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v59]]\"}], \"subject\": {\"reference\": \"#p1\"}, "
     "\"code\": {\"coding\": [{\"system\": \"http://www.ama-assn.org/go/cpt\", \"code\": \"((10140||11043||15830))\"}]}, \"performedDateTime\": \"{iso_ts}\", "
     "\"note\": [{\"text\": \"Revision of a complication after surgery abroad. Insurer member [[member_id:member_plain_v59]].\"}]}"),
    ("b59_hl7_siu", "hl7_export", US,
     "MSH|^~\\&|OPASC-SCHED|OPASC|EHR|OPASC|{hl7_ts}||SIU^S12^SIU_S12|{ctrl}|P|2.5.1\nSCH|{fivedig}|{fivedig}||||POSTOP^Post-op check, surgery abroad|||30|MIN\n"
     "PID|1||[[record_number:mrn_plain_v59]]^^^OPASC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v59]]|((F||M))|||[[address:addr_hl7_v59]]||[[phone:phone_hl7_v59]]||||||[[ssn:ssn_plain_v59]]\n"
     "AIP|1||{own_npi}^CASTANEDA-WHITFIELD^LEONORA|SURGEON"),
    ("b59_booking_csv", "csv_export", US,
     "case_id,passport,dob,email,mobile,destination,travel_insurance_no,booked_from_ip\n[[record_number:mrn_plain_v59]],[[national_id:passport_v59]],[[date_of_birth:dob_iso_v59]],"
     "[[email:email_plain_v59]],[[phone:phone_e164_v59]],{dest},[[member_id:member_plain_v59]],[[ip_address:ip_v59]]\n# {facilitator} booking export row for {first} {last}"),
    ("b59_x12_837p", "x12_export", US,
     "ISA*00*          *00*          *ZZ*OLMOSPARKASC   *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*OLMOSPARKASC*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X222A1~\n"
     "ST*837*{four_digits}*005010X222A1~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{surgery}*****XX*{own_npi}~\nREF*EI*{org_ein}~\n"
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v59]]~\nN3*[[address:addr_x12_v59]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact_v59]]*((F||M))~\nREF*SY*[[ssn:ssn_plain_v59]]~\nCLM*{fivedig}*{money_s}***22:B:1~\nHI*ABK:((T8141XA||L7682||T814XXA))~\nSE*13*{four_digits}~"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers: dict[str, Any] = dict(blind.make_fakers(seed, FAKER_LOCALES))
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
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind59-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
