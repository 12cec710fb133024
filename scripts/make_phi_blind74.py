"""A seventy-fourth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind74.py [--seed 76761] [--out PATH]   # JSON lines to PATH, or to stdout

The seventy-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind73.py,
seeds 4141 to 75751) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates and contacts), tests/test_phi_blind_set.py and the README's
list of what `phi` catches, never the detectors, their tests or the sets they were tuned on, never ran the check on
these texts, and did not read the seventy-fifth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b74_" or "b74c_"). Everything is from dental and oral health. Identifier-free genres: fee schedules with CDT codes
(a table, a CSV, a JSON, an NHS band-charge notice, an Australian schedule with ADA item numbers, a Kochi price list
in rupees), sterilisation and autoclave logs (a cycle table, a cycle-printer tape, a CSV, a spore-test memo, an HTM
01-05 daily test sheet), fluoride-varnish programme statistics (by school district: a table, a CSV, a board note, a
FHIR MeasureReport, a New Zealand community oral-health summary), dental-plan benefit summaries (a benefit grid, a
JSON, the Canadian Dental Care Plan co-payment table, an Australian extras table), continuing-education notices (a
Michigan notice, an iCalendar, a UK CPD notice, an Indian CDE notice), lab work-order batch totals (a table, a CSV,
an XML, a remake memo), waiting-time reports (an oral-surgery table, an NHS access report, a CSV, an Irish JSON),
supply orders (a purchase order, a CSV, an e-mail to the supplier, a back-order notice), an X12 999 and an X12 277CA
that reach only the provider level, HL7 MFN^M05 location files in two layouts, notices of the practices abroad
(Ireland, New Zealand, India, Canada, Australia), radiography-equipment registers, infection-control audit results,
an on-call rota of the practices' own dentists, a patient-survey summary and an oral-surgery aftercare leaflet.
Carrying genres: ADA dental claim forms, an X12 837D, treatment plans and consent forms (one of a person over 89),
orthodontic financial agreements (cards, checking accounts, SEPA mandates, Australian direct debits), oral-surgery
and dentist-to-dentist referral letters and faxes, recall texts and appointment e-mails, a plan's predetermination
letter, dental-trauma injury claims (a Michigan no-fault auto claim, a Manitoba collision claim, a New Zealand ACC
claim, an Australian workers' compensation claim), patient-portal messages, a medical examiner's request for dental
records to identify a decedent, a dental-board complaint about the care of a late parent over 89, a FHIR Patient and
a FHIR Coverage, an NHS FP17-like claim, a domiciliary care-home visit record (over 89), an Irish DTSS claim and a
SEPA mandate, a Canadian dental claim form, an Indian registration and an online EMI payment, a crowdfunding e-mail,
a Queensland workers' compensation claim and direct-debit request, and an executor's letter closing the payment plan
of a person who died over 89.

Most identifier values come from this module's own printings (the `*_v74` slots): US SSNs and Medicare MBIs in
several printings, dental-plan subscriber IDs (one printing Medicaid-style), practice chart and account numbers,
Michigan driver's licences (a letter and twelve digits), plates and VINs (the position-9 check digit); NHS numbers
(mod 11) and National Insurance numbers; Irish PPS numbers (the mod-23 check letter, old and new forms), medical-card
numbers and IBANs (mod 97); Canadian SINs (Luhn), Manitoba PHINs, Ontario health numbers (Luhn, version code) and
British Columbia PHNs (mod 11), plan certificate numbers; Australian Medicare card numbers (the weighted check digit,
the issue number), TFNs (mod 11), BSB and account pairs; New Zealand NHI numbers (mod 11) and IRD numbers (both
weight sets); Aadhaar numbers (Verhoeff), PANs, Indian bank accounts with their IFSC; Visa, Mastercard, American
Express, Discover and RuPay numbers with Luhn; Michigan routing-and-account pairs with the ABA check digit; dates
in the orders each country prints them; the seven countries' address layouts (USPS upper case, Royal Mail postcodes,
Eircodes, Canadian postal codes, Australian state lines, New Zealand suburbs, Indian PIN codes) split across lines,
in X12 N3/N4 and FHIR fields; the numbering plans in national and international printings; e-mails, some written
against scrapers; public IPv4 and IPv6 addresses of home and mobile connections; personal pages (a fundraiser, a
social-media profile, a relative's post or blog, an obituary) and portal links that hold a patient's number.

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Michigan:
the least-used states had each been used by one earlier set, and Michigan by the fifth only; this set uses area
codes no earlier set's contacts used (734, 269, 517 and 313). An identifier-free text quotes only this set's own
organisations' contacts (ORGANISATION_CONTACTS, verbatim: an Ann Arbor family dentistry, a Portage orthodontic
practice, an Okemos oral-surgery practice, a Detroit dental plan, a Washtenaw fluoride-varnish programme and a
Kalamazoo dental laboratory on fictional 555-01xx lines, and partner practices in Leicester (Ofcom's drama range),
Winnipeg (a 555-01xx line), Brisbane (ACMA's fictional range), Galway, Christchurch and Kochi on invented lines) and the
organisations' own printed identifiers (the plan's payer ID and group, the practices' NPIs, EIN and licence
numbers, the lab's FDA registration); the people it names are the organisations' own staff, never a patient or
member, and the ages it gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
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

SEED = 76761
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "en_GB", "en_IE", "en_CA", "en_AU", "en_NZ", "en_IN")

DENTAL = "Huron Birchwood Family Dentistry"
ORTHO = "Milham Park Orthodontics"
OMS = "Red Cedar Oral & Maxillofacial Surgery"
PLAN = "Great Lakes ToothShield Dental Plan"
SMILEBUS = "Washtenaw Smile Bus Fluoride Programme"
LAB = "Portage Creek Dental Laboratory"
GB_PARTNER = "Tamarisk Lane Dental Practice"
IE_PARTNER = "Clonard Quay Dental"
CA_PARTNER = "Assiniboine Bend Dental Clinic"
AU_PARTNER = "Jacaranda Creek Dental"
NZ_PARTNER = "Kōwhai Terrace Dental"
IN_PARTNER = "Periyar Pearl Dental Hospital"
ORGANISATION_CONTACTS = [
    "(734) 555-0147",                                                   # 0 family dentistry (Ann Arbor)
    "(734) 555-0148",                                                   # 1 its fax
    "3310 Packard Street, Suite 210, Ann Arbor, MI 48108",              # 2
    "frontdesk@huronbirchwooddental.com",                               # 3
    "https://www.huronbirchwooddental.com",                             # 4
    "(269) 555-0158",                                                   # 5 orthodontics (Portage)
    "6120 Portage Road, Suite 4, Portage, MI 49002",                    # 6
    "smiles@milhamparkortho.com",                                       # 7
    "(517) 555-0163",                                                   # 8 oral surgery (Okemos)
    "(517) 555-0164",                                                   # 9 its referral fax
    "2480 Jolly Road, Suite 100, Okemos, MI 48864",                     # 10
    "referrals@redcedaroms.com",                                        # 11
    "(313) 555-0176",                                                   # 12 dental plan, provider services
    "PO Box 44170, Detroit, MI 48244",                                  # 13
    "predeterminations@toothshielddental.com",                          # 14
    "https://www.toothshielddental.com",                                # 15
    "(734) 555-0181",                                                   # 16 fluoride-varnish programme
    "varnish@washtenawsmilebus.org",                                    # 17
    "(269) 555-0189",                                                   # 18 dental laboratory (Kalamazoo)
    "cases@portagecreekdentallab.com",                                  # 19
    "0116 496 0742",                                                    # 20 Leicester partner
    "+44 116 496 0742",                                                 # 21
    "reception@tamarisklanedental.co.uk",                               # 22
    "41 Tamarisk Lane, Oadby, Leicester LE2 4TN",                       # 23
    "091 562 740",                                                      # 24 Galway partner
    "+353 91 562 740",                                                  # 25
    "hello@clonardquaydental.ie",                                       # 26
    "Unit 3, Clonard Quay, Dock Road, Galway, H91 KX47",                # 27
    "(204) 555-0152",                                                   # 28 Winnipeg partner
    "info@assiniboinebenddental.ca",                                    # 29
    "1410 Corydon Avenue, Winnipeg, MB R3N 0J5",                        # 30
    "(07) 5550 7414",                                                   # 31 Brisbane partner
    "+61 7 5550 7414",                                                  # 32
    "reception@jacarandacreekdental.com.au",                            # 33
    "Shop 6, 88 Waterworks Road, Ashgrove QLD 4060",                    # 34
    "(03) 379 0174",                                                    # 35 Christchurch partner
    "+64 3 379 0174",                                                   # 36
    "kiaora@kowhaiterracedental.co.nz",                                 # 37
    "27 Kōwhai Terrace, Riccarton, Christchurch 8011",                  # 38
    "0484 237 0174",                                                    # 39 Kochi partner
    "+91 484 237 0174",                                                 # 40
    "care@periyarpearldental.in",                                       # 41
    "2nd Floor, Pearl Arcade, MG Road, Ravipuram, Kochi, Kerala 682016",  # 42
]
ORG_EIN = "38-7407474"
PLAN_PAYER_ID = "GLTS74"
PLAN_GROUP = "MI-DEN-2026-074"
ORG_NPIS = (blind5._npi_of("174734269"), blind5._npi_of("147517313"), blind5._npi_of("174269734"))  # noqa: SLF001
MI_LICENSE = "2901074174"
LAB_FDA = "3017407474"
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"en_US": "US", "en_GB": "GB", "en_IE": "IE", "en_CA": "CA", "en_AU": "AU", "en_NZ": "NZ", "en_IN": "IN"}


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


# ---- people ---------------------------------------------------------------------------------------------------------
def _one_name(draw: Draw, sex: str) -> tuple[str, str]:
    fake = draw.fk[_locale(draw)]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    return first, fake.last_name()


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees) and two others of the same locale."""
    sex = draw.pick(["F", "M"])
    first, last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "first_upper": first.upper(), "last_upper": last.upper(), "mi": draw.letters(1, "ABCDEFGHJKLMNPRSTW"),
                       "title": draw.pick(["Mrs", "Ms", "Miss"]) if sex == "F" else "Mr", "pronoun": "she" if sex == "F" else "he",
                       "possessive": "her" if sex == "F" else "his", "gender_word": "Female" if sex == "F" else "Male",
                       "gender_lower": "female" if sex == "F" else "male", "parent_word": "mother" if sex == "F" else "father"})
    for suffix in ("2", "3"):
        other = _one_name(draw, draw.pick(["F", "M"]))
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: other[1], "name" + suffix: f"{other[0]} {other[1]}"})


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "F"))


def _birth(draw: Draw, low: int = 1951, high: int = 2012) -> dt.date:
    """The text's one person's birth date, drawn once: ages, national numbers and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 3, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "0174", "7414", "0742", "562740", "5550")):
            return out


# ---- dates as each country prints them ------------------------------------------------------------------------------
_M = blind.MONTHS


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    d, m, y = day.day, day.month, day.year
    month = _M[m - 1]
    country = country or _country(draw)
    if country in ("GB", "IE"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{blind._ordinal(d)} {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{d} {month[:3]} {y}",  # noqa: SLF001
                          f"{d:02d}-{m:02d}-{y}", f"{d}/{m}/{y % 100:02d}"])
    if country in ("AU", "NZ"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {month} {y}", f"{d}/{m}/{y}", f"{d:02d}-{month[:3]}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {'Sept' if m == 9 else month[:3]} {y}"])
    if country == "IN":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}-{month[:3]}-{y}", f"{d} {month} {y}", f"{d:02d}.{m:02d}.{y}", f"{blind._ordinal(d)} {month}, {y}"])  # noqa: SLF001
    if country == "CA":
        return draw.pick([f"{y}-{m:02d}-{d:02d}", f"{y}/{m:02d}/{d:02d}", f"{month} {d}, {y}", f"{d:02d}/{m:02d}/{y}", f"{d} {month[:3]} {y}", f"{m:02d}/{d:02d}/{y}"])
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{m:02d}{d:02d}{y}", f"{month[:3].upper()} {d:02d} {y}"])


def dob_v74(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_child_v74(draw: Draw) -> str:
    """A child's or teenager's birth date (orthodontic and recall texts)."""
    return _date_in(draw, _birth(draw, 2008, 2017))


def dob_us_v74(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def dob_iso_v74(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v74(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_elder_v74(draw: Draw) -> str:
    return _date_in(draw, _birth(draw, 1926, 1934))


def dod_v74(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v74(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-0{draw.pick(['4', '5'])}:00"


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _say_age(draw: Draw, age: int) -> str:
    if age >= 100:
        return draw.pick([f"{age}", f"{age} years", f"{age} yrs"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years", f"{age} yrs", f"{age} y.o.", f"{age}yo", spelled, f"{age} years of age"])


def _say_aged(draw: Draw, age: int) -> str:
    """An age after "aged" or "who was": no "-year-old" or "y.o." here."""
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "") if age < 100 else str(age)
    return draw.pick([f"{age}", f"{age}", f"{age} years", spelled, f"{age} years old" if draw.rng.random() < 0.5 else f"{age}"])


def age_elder_v74(draw: Draw) -> str:
    """The age of the text's person born 1926-1934, on the reference day, after a label ("Age:")."""
    return _say_age(draw, _age_on(_birth(draw, 1926, 1934), REFERENCE_DAY))


def age_aged_v74(draw: Draw) -> str:
    return _say_aged(draw, _age_on(_birth(draw, 1926, 1934), REFERENCE_DAY))


def age_at_death_v74(draw: Draw) -> str:
    return _say_aged(draw, _age_on(_birth(draw, 1926, 1934), _death_day(draw)))


# ---- United States (Michigan) ---------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v74(draw: Draw) -> str:
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}.{v[3:5]}.{v[5:]}", f"{v[:3]}-{v[3:5]}{v[5:]}"])


def ssn_plain_v74(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def mbi_v74(draw: Draw) -> str:
    d = draw
    v = (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
         + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))
    return d.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def member_mi_v74(draw: Draw) -> str:
    """The dental plan's subscriber ID (its prefix, nine digits, a dependant suffix) or a Michigan Medicaid ID."""
    n = draw.digits(9, True)
    return draw.pick([f"GTS{n}", f"GTS{n}-0{draw.rng.randint(1, 4)}", f"GTS {n[:3]} {n[3:6]} {n[6:]}", f"GTS-{n[:3]}-{n[3:6]}-{n[6:]}", f"{n}0{draw.rng.randint(1, 3)}",
                      f"00{draw.digits(8, True)}", f"D{draw.digits(10, True)}"])


def member_plain_v74(draw: Draw) -> str:
    return f"GTS{draw.digits(9, True)}"


def chart_v74(draw: Draw) -> str:
    """A practice's chart or account number."""
    return draw.pick([f"HBFD-{draw.digits(5, True)}", f"{draw.digits(6, True)}", f"MPO{draw.rng.randint(19, 26)}-{draw.digits(4, True)}", f"RC{draw.digits(7, True)}",
                      f"PT{draw.digits(6, True)}", f"{draw.letters(3)}{draw.digits(4, True)}", f"000{draw.digits(5, True)}"])


def chart_plain_v74(draw: Draw) -> str:
    return f"HBFD{draw.digits(6, True)}"


_MI_TOWNS = [("Ann Arbor", "48103"), ("Ann Arbor", "48104"), ("Ann Arbor", "48105"), ("Ypsilanti", "48197"), ("Ypsilanti", "48198"), ("Saline", "48176"),
             ("Dexter", "48130"), ("Chelsea", "48118"), ("Kalamazoo", "49001"), ("Kalamazoo", "49006"), ("Kalamazoo", "49048"), ("Portage", "49024"),
             ("Battle Creek", "49015"), ("Lansing", "48910"), ("Lansing", "48912"), ("East Lansing", "48823"), ("Okemos", "48864"), ("Haslett", "48840"),
             ("Jackson", "49201"), ("Canton", "48187"), ("Dearborn", "48124"), ("Detroit", "48214"), ("Detroit", "48207"), ("Plymouth", "48170")]
_MI_STREETS = ["Washtenaw Ave", "Packard St", "W Stadium Blvd", "Plymouth Rd", "S Westnedge Ave", "Gull Rd", "W Saginaw Hwy", "E Michigan Ave", "Grand River Ave",
               "Miller Rd", "Huron River Dr", "Oakland Dr", "N Burdick St", "Cedar St", "Lake Lansing Rd", "Ecorse Rd", "Sheldon Rd", "W Main St", "Textile Rd",
               "Platt Rd", "Stadium Dr", "Sprinkle Rd", "Hagadorn Rd", "Jefferson Ave"]


def _mi_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_MI_TOWNS)
    street = f"{draw.rng.randint(100, 9899)} {draw.pick(_MI_STREETS)}"
    unit = draw.pick(["", "", "", "", f" Apt {draw.rng.randint(1, 24)}{draw.letters(1, 'ABCD')}", f", Apt {draw.rng.randint(101, 1420)}", f" #{draw.rng.randint(2, 310)}",
                      f" Lot {draw.rng.randint(1, 180)}", f", Unit {draw.rng.randint(1, 60)}"])
    return street, unit, town, zip_code


def addr_mi_v74(draw: Draw) -> str:
    street, unit, town, zip_code = _mi_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, MI {zip_code}", f"{street}{unit}\n{town}, MI {zip_code}", f"{street}{unit}\n{town} MI {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper().replace(',', '')}\n{town.upper()} MI {zip_code}", f"{street}{unit}, {town}, Michigan {zip_code}",
                      f"{street}{unit} | {town}, MI {zip_code}", f"P.O. Box {draw.rng.randint(10, 4999)}, {town}, MI {zip_code}"])


def addr_mi_line_v74(draw: Draw) -> str:
    street, unit, town, zip_code = _mi_parts(draw)
    return f"{street}{unit}, {town}, MI {zip_code}"


def x12_street_v74(draw: Draw) -> str:
    """An 837D N3 element; the town and ZIP it belongs to are kept for the N4 slot."""
    street, _, town, zip_code = _mi_parts(draw)
    draw.cache["_x12_town"], draw.cache["_x12_zip"] = town.upper(), zip_code + draw.pick(["", draw.digits(4)])
    return street.upper()


def x12_zip_v74(draw: Draw) -> tuple[str, str, str]:
    return f"{draw.cache.get('_x12_town', 'ANN ARBOR')}*MI*", str(draw.cache.get("_x12_zip", "48104")), ""


def fhir_line_v74(draw: Draw) -> str:
    street, unit, town, zip_code = _mi_parts(draw)
    draw.cache["_fhir_town"], draw.cache["_fhir_zip"] = town, zip_code
    return f"{street}{unit.replace(',', '')}"


def fhir_zip_v74(draw: Draw) -> tuple[str, str, str]:
    return f"{draw.cache.get('_fhir_town', 'Ann Arbor')}\", \"state\": \"MI\", \"postalCode\": \"", str(draw.cache.get("_fhir_zip", "48104")), ""


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_mi_v74(draw: Draw) -> str | tuple[str, str, str]:
    area = draw.pick(["734", "734", "269", "517", "313", "248", "586", "810", "616", "989"])
    ex, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {ex}-{line}", f"{area}-{ex}-{line}", f"{area}.{ex}.{line}", f"{area} {ex} {line}", f"+1 {area}-{ex}-{line}", f"1 ({area}) {ex}-{line}",
                      f"{area}{ex}{line}", f"({area}){ex}-{line}", ("", f"{area}-{ex}-{line}", " (cell)"), ("", f"({area}) {ex}-{line}", " - leave msg")])


def phone_e164_v74(draw: Draw) -> str:
    return f"+1{draw.pick(['734', '269', '517', '313'])}{_exchange(draw)}{draw.digits(4)}"


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_mi_v74(draw: Draw) -> tuple[str, str, str]:
    """A Michigan checking account after its routing number (the ABA digit holds); the span is the account."""
    routing = _aba(draw.pick(["07240005", "07200080", "07240353", "07241314", "27207146", "07200091"]))
    account = draw.digits(draw.pick([9, 10, 12, 13]), True)
    style = draw.rng.randint(0, 4)
    if style == 0:
        return f"Routing #: {routing}\nAccount #: ", account, ""
    if style == 1:
        return f"ABA {routing}  Acct ", account, " (checking)"
    if style == 2:
        return f"bank routing number {routing}, checking account number ", account, ""
    if style == 3:
        return f"RTN {routing} / DDA ", account, ""
    return f"Transit/ABA: {routing} | Account No.: ", f"{account[:4]}-{account[4:]}", ""


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


_VEHICLES = [("Ford Escape", "1FMCU9"), ("Ford F-150", "1FTFW1"), ("Chevrolet Malibu", "1G1ZD5"), ("Chevrolet Tahoe", "1GNSK"), ("Dodge Grand Caravan", "2C4RDG"),
             ("Jeep Cherokee", "1C4PJM"), ("Jeep Grand Cherokee", "1C4RJF"), ("Chevrolet Equinox", "3GNAXK"), ("Toyota RAV4", "2T3P1R"), ("Honda Accord", "1HGCV1"),
             ("Hyundai Elantra", "5NPE34")]


def vehicle_desc(draw: Draw) -> str:
    """A model year and vehicle; the VIN drawn after it in the text takes the maker's WMI."""
    name, wmi = draw.pick(_VEHICLES)
    draw.cache["_wmi"] = wmi
    return f"{draw.rng.randint(2012, 2025)} {name}"


def vin_v74(draw: Draw) -> str:
    """A VIN (Ford, GM, Stellantis, Toyota, Honda and Hyundai WMIs), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = str(draw.cache.get("_wmi") or draw.pick([wmi for _, wmi in _VEHICLES]))
    body = (wmi + draw.letters(8 - len(wmi), alnum) + "0" + draw.pick(list("GHJKLMNPR")) + draw.letters(1, "ABCDEFGHKLMNRSTUZ") + draw.digits(6))[:17]
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    v = body[:8] + check + body[9:]
    return draw.pick([v, v, v, v.lower() if draw.rng.random() < 0.1 else v, f"{v[:3]} {v[3:9]} {v[9:]}"])


def plate_mi_v74(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(4)}", f"{draw.letters(3, alpha)}{draw.digits(4)}", f"{draw.digits(1, True)}{draw.letters(3, alpha)}{draw.digits(2)}",
                      f"{draw.letters(3, alpha)}-{draw.digits(4)}", f"MI {draw.letters(3, alpha)} {draw.digits(4)}", f"{draw.letters(2, alpha)} {draw.digits(5)}"])


def dl_mi_v74(draw: Draw) -> str:
    """A Michigan driver's licence: the surname's Soundex letter and twelve digits."""
    letter = str(draw.cache.get("last", "S"))[:1].upper() or "S"
    if not letter.isalpha():
        letter = "S"
    n = draw.digits(12, True)
    return draw.pick([f"{letter} {n[:3]} {n[3:6]} {n[6:9]} {n[9:]}", f"{letter}{n}", f"{letter}-{n[:3]}-{n[3:6]}-{n[6:9]}-{n[9:]}", f"{letter} {n[:3]} {n[3:6]} {n[6:9]} {n[9:]}"])


# ---- United Kingdom -------------------------------------------------------------------------------------------------
def nhs_v74(draw: Draw) -> str:
    """An NHS number: nine digits and the mod-11 check (never 10); printed 3-3-4 mostly."""
    while True:
        body = draw.digits(9, True)
        check = 11 - sum(int(ch) * (10 - i) for i, ch in enumerate(body)) % 11
        if check == 11:
            check = 0
        if check != 10:
            v = body + str(check)
            return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:3]}  {v[3:6]}  {v[6:]}"])


_NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
_NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"


def nino_v74(draw: Draw) -> str:
    while True:
        prefix = draw.pick(list(_NINO_FIRST)) + draw.pick(list(_NINO_SECOND))
        if prefix not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = draw.digits(6)
    suffix = draw.pick(list("ABCD"))
    return draw.pick([f"{prefix} {n[:2]} {n[2:4]} {n[4:]} {suffix}", f"{prefix}{n}{suffix}", f"{prefix} {n} {suffix}", f"{prefix}{n[:2]}{n[2:4]}{n[4:]} {suffix}"])


_GB_PLACES = [("Leicester", "LE1"), ("Leicester", "LE3"), ("Leicester", "LE4"), ("Leicester", "LE5"), ("Oadby", "LE2"), ("Wigston", "LE18"), ("Loughborough", "LE11"),
              ("Hinckley", "LE10"), ("Melton Mowbray", "LE13"), ("Market Harborough", "LE16"), ("Coalville", "LE67"), ("Lutterworth", "LE17"), ("Syston", "LE7"),
              ("Birstall", "LE4"), ("Nottingham", "NG7"), ("Rugby", "CV21")]
_GB_STREETS = ["Narborough Road", "Aylestone Road", "London Road", "Uppingham Road", "Welford Road", "Glenfield Road", "Belgrave Gate", "Humberstone Road",
               "Forest Road", "Ashby Road", "Castle Street", "Burton Road", "Melton Road", "Church Lane", "Mulberry Close", "Braunstone Lane", "Station Road",
               "Gipsy Lane", "Queens Road", "The Crescent"]


def _gb_postcode(draw: Draw, district: str) -> str:
    return f"{district} {draw.rng.randint(0, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def addr_gb_v74(draw: Draw) -> str:
    town, district = draw.pick(_GB_PLACES)
    street = draw.pick(_GB_STREETS)
    n = draw.rng.randint(1, 240)
    pc = _gb_postcode(draw, district)
    flat = draw.pick(["", "", "", f"Flat {draw.rng.randint(1, 18)}, ", f"{draw.rng.randint(1, 9)}{draw.letters(1, 'ABC')} ", f"Flat {draw.rng.randint(1, 6)}{draw.letters(1, 'ABCD')}\n"])
    house = draw.pick([f"{n} {street}", f"{n} {street}", f"{draw.pick(['Rose Cottage', 'The Old Forge', 'Holly House', 'Meadow View'])}, {street}"])
    return draw.pick([f"{flat}{house}\n{town}\n{pc}", f"{flat}{house}, {town} {pc}", f"{flat}{house}, {town}, {draw.pick(['Leicestershire', 'Leics.'])} {pc}",
                      f"{flat}{house}\n{town.upper()}\n{pc}", f"{flat}{house}, {town}, {pc}"])


def phone_gb_v74(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = draw.pick(["74", "75", "77", "78", "79", "73"]) + _sub(draw, 7)  # never 07700 900xxx
        return draw.pick([f"0{v[:4]} {v[4:]}", f"0{v}", f"+44 {v[:4]} {v[4:]}", f"+44 (0){v[:4]} {v[4:7]} {v[7:]}", f"0{v[:4]} {v[4:7]} {v[7:]}", f"+44{v}",
                          f"(0{v[:4]}) {v[4:]}", f"0044 {v[:4]} {v[4:]}"])
    v = draw.pick(["2", "2", "3", "4"]) + _sub(draw, 6)
    return draw.pick([f"0116 {v[:3]} {v[3:]}", f"(0116) {v}", f"+44 116 {v[:3]} {v[3:]}", f"0116-{v}"])


# ---- Ireland --------------------------------------------------------------------------------------------------------
def ppsn_v74(draw: Draw) -> str:
    """A PPS number: seven digits and the mod-23 check letter (weights 8 to 2), a second letter in the newer form."""
    digits = draw.digits(7)
    second = draw.pick(["", "", "A", "A", "W" if draw.rng.random() < 0.2 else "A"])
    total = sum(int(ch) * (8 - i) for i, ch in enumerate(digits))
    if second and second != "W":
        total += (ord(second) - 64) * 9
    rem = total % 23
    check = "W" if rem == 0 else chr(64 + rem)
    v = digits + check + second
    return draw.pick([v, v, f"{digits} {check}{second}", f"{digits}-{check}{second}", v.lower() if draw.rng.random() < 0.15 else v])


def medcard_ie_v74(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(7, True)}{draw.letters(1)}", f"{draw.digits(2, True)} {draw.digits(6)}", f"{draw.letters(1, 'ABCDEFGHKLMNW')}{draw.digits(6, True)}",
                      f"{draw.digits(8, True)}"])


_IE_PLACES = [("Knocknacarra", "Galway", "H91"), ("Salthill", "Galway", "H91"), ("Renmore", "Galway", "H91"), ("Oranmore", "Co. Galway", "H91"), ("Tuam", "Co. Galway", "H54"),
              ("Athenry", "Co. Galway", "H65"), ("Gort", "Co. Galway", "H91"), ("Loughrea", "Co. Galway", "H62"), ("Ballinasloe", "Co. Galway", "H53"),
              ("Castlebar", "Co. Mayo", "F23"), ("Ennis", "Co. Clare", "V95"), ("Drumcondra", "Dublin 9", "D09")]
_EIRCODE = "0123456789ACDEFHKNPRTVWXY"


def addr_ie_v74(draw: Draw) -> str:
    area, county, key = draw.pick(_IE_PLACES)
    eircode = f"{key} {draw.letters(1, 'ACDEFHKNPRTVWXY')}{draw.letters(3, _EIRCODE)}"
    street = draw.pick(["Father Griffin Road", "Seamus Quirke Road", "Bohermore", "Dyke Road", "Cnoc na Cathrach", "Main Street", "Ard Aoibhinn", "College Road",
                        "Threadneedle Road", "Bishop O'Donnell Road"])
    n = draw.rng.randint(1, 180)
    estate = draw.pick(["Cluain Mhuire", "The Crescent, Riverside", "Ard na Gréine", "Castlepark", "Millers Lane"])
    return draw.pick([f"{n} {street}, {area}, {county}, {eircode}", f"{n} {estate}\n{area}\n{county}\n{eircode}", f"Apt {draw.rng.randint(1, 40)}, {estate}, {street}, {area}, {eircode}",
                      f"{draw.pick(['Tír na nÓg', 'Sea View', 'Ivy Lodge'])}, {draw.pick(['Ballybrit', 'Ballindooly', 'Corrandulla'])}, {county} {eircode}",
                      f"{n} {street}\n{area}\n{eircode}"])


def phone_ie_v74(draw: Draw) -> str:
    if draw.rng.random() < 0.8:
        pre = draw.pick(["83", "85", "86", "87", "89"])
        v = _sub(draw, 7)
        return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre} {v}", f"+353 {pre} {v[:3]} {v[3:]}", f"(0{pre}) {v[:3]} {v[3:]}", f"0{pre}{v}", f"00353 {pre} {v}", f"+353 (0){pre} {v}"])
    v = draw.pick(["5", "7", "8"]) + _sub(draw, 5)
    return draw.pick([f"091 {v[:3]} {v[3:]}", f"(091) {v}", f"+353 91 {v[:3]} {v[3:]}"])


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def iban_ie_v74(draw: Draw) -> str:
    bank, sort_prefix = draw.pick([("AIBK", "93"), ("BOFI", "90"), ("IPBS", "99"), ("PTSB", "99"), ("ULSB", "98")])
    v = _iban("IE", f"{bank}{sort_prefix}{draw.digits(4)}{draw.digits(8, True)}")
    grouped = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return draw.pick([grouped, grouped, v, grouped.lower() if draw.rng.random() < 0.1 else grouped])


# ---- Canada ---------------------------------------------------------------------------------------------------------
def sin_v74(draw: Draw) -> str:
    body = draw.pick(["1", "2", "3", "4", "5", "6", "7"]) + draw.digits(7)
    v = body + _luhn(body)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}", v, f"{v[:3]} {v[3:6]} {v[6:]}"])


def _bc_phn(draw: Draw) -> str:
    weights = (2, 4, 8, 5, 10, 9, 7, 3)
    while True:
        body = "9" + draw.digits(8)
        check = 11 - sum((int(ch) * w) % 11 for ch, w in zip(body[1:], weights)) % 11
        if check < 10:
            return body + str(check)


def health_ca_v74(draw: Draw) -> str:
    """A provincial health number: Manitoba PHIN (nine digits), Ontario (Luhn, version code) or British Columbia PHN (mod 11)."""
    kind = draw.rng.randint(0, 2)
    if kind == 0:
        v = draw.digits(9, True)
        return draw.pick([v, f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}-{v[3:6]}-{v[6:]}"])
    if kind == 1:
        body = draw.digits(9, True)
        v = body + _luhn(body)
        version = draw.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")
        return draw.pick([f"{v[:4]}-{v[4:7]}-{v[7:]}-{version}", f"{v[:4]} {v[4:7]} {v[7:]} {version}", f"{v}{version}", f"{v[:4]}-{v[4:7]}-{v[7:]} {version}"])
    v = _bc_phn(draw)
    return draw.pick([f"{v[:4]} {v[4:7]} {v[7:]}", v])


def cert_ca_v74(draw: Draw) -> str:
    """A group plan's certificate (member) number."""
    return draw.pick([draw.digits(9, True), f"{draw.digits(8, True)}-0{draw.rng.randint(0, 3)}", f"ID {draw.digits(10, True)}", f"{draw.letters(1)}{draw.digits(8, True)}",
                      f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"])


_CA_PLACES = [("Winnipeg", "MB", "R3M"), ("Winnipeg", "MB", "R2K"), ("Winnipeg", "MB", "R3T"), ("Winnipeg", "MB", "R2M"), ("Brandon", "MB", "R7A"), ("Steinbach", "MB", "R5G"),
              ("Selkirk", "MB", "R1A"), ("Kenora", "ON", "P9N"), ("Thunder Bay", "ON", "P7B"), ("Regina", "SK", "S4T"), ("Saskatoon", "SK", "S7N"), ("Kelowna", "BC", "V1Y")]


def addr_ca_v74(draw: Draw) -> str:
    town, prov, fsa = draw.pick(_CA_PLACES)
    pc = f"{fsa} {draw.digits(1)}{draw.letters(1, 'ABCEGHJKLMNPRSTVWXYZ')}{draw.digits(1)}"
    street = draw.pick(["Pembina Hwy", "Portage Ave", "Henderson Hwy", "St Mary's Rd", "Grant Ave", "Main St", "Academy Rd", "Regent Ave W", "Ellice Ave", "Wellington Cres",
                        "McPhillips St", "Rosser Ave", "Bishop Grandin Blvd"])
    n = draw.rng.randint(10, 3999)
    unit = draw.rng.randint(101, 2408)
    return draw.pick([f"{n} {street}\n{town} {prov}  {pc}", f"{unit}-{n} {street}, {town}, {prov} {pc}", f"{n} {street}, Unit {draw.rng.randint(1, 40)}, {town} {prov} {pc}",
                      f"{n} {street.upper()}\n{town.upper()} {prov}  {pc}", f"Box {draw.rng.randint(1, 999)}, RR {draw.rng.randint(1, 4)}, {town}, {prov} {pc}",
                      f"{n} {street}, {town}, {prov}, {pc.replace(' ', '')}"])


def phone_ca_v74(draw: Draw) -> str:
    area = draw.pick(["204", "204", "431", "807", "306", "250"])
    ex, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {ex}-{line}", f"{area}-{ex}-{line}", f"{area} {ex} {line}", f"+1 {area} {ex} {line}", f"1-{area}-{ex}-{line}", f"{area}.{ex}.{line}"])


def plate_mb_v74(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)} {draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(2, alpha)} {draw.digits(3)} {draw.letters(1, alpha)}"])


# ---- Australia ------------------------------------------------------------------------------------------------------
def medicare_au_v74(draw: Draw) -> str:
    """A Medicare card number: eight digits (first 2-6), the weighted check digit, the issue number; now and then the IRN after it."""
    body = str(draw.rng.randint(2, 6)) + draw.digits(7)
    check = sum(int(ch) * w for ch, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9))) % 10
    v = f"{body}{check}{draw.rng.randint(1, 9)}"
    irn = draw.rng.randint(1, 6)
    return draw.pick([f"{v[:4]} {v[4:9]} {v[9]}", f"{v[:4]} {v[4:9]} {v[9]}", v, f"{v[:4]}-{v[4:9]}-{v[9]}", f"{v[:4]} {v[4:9]} {v[9]}-{irn}", f"{v}/{irn}"])


def tfn_v74(draw: Draw) -> str:
    weights = (1, 4, 3, 7, 5, 8, 6, 9, 10)
    while True:
        v = draw.digits(9, True)
        if sum(int(ch) * w for ch, w in zip(v, weights)) % 11 == 0:
            return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", v, f"{v[:3]}-{v[3:6]}-{v[6:]}", f"{v[:3]} {v[3:6]} {v[6:]}"])


_AU_PLACES = [("Ashgrove", "4060"), ("Paddington", "4064"), ("Toowong", "4066"), ("Indooroopilly", "4068"), ("Chermside", "4032"), ("Carindale", "4152"),
              ("Logan Central", "4114"), ("Ipswich", "4305"), ("Redcliffe", "4020"), ("Southport", "4215"), ("Maroochydore", "4558"), ("Toowoomba", "4350"),
              ("The Gap", "4061"), ("Mitchelton", "4053"), ("Kedron", "4031")]


def addr_au_v74(draw: Draw) -> str:
    suburb, pc = draw.pick(_AU_PLACES)
    street = draw.pick(["Waterworks Rd", "Jubilee Tce", "Given Tce", "Coronation Dr", "Gympie Rd", "Old Cleveland Rd", "Wickham St", "Kedron Brook Rd", "Musgrave Rd",
                        "Latrobe Tce", "Samford Rd", "Enoggera Rd", "Boundary St", "Jacaranda Ave"])
    n = draw.rng.randint(1, 420)
    return draw.pick([f"{n} {street}\n{suburb.upper()} QLD {pc}", f"{draw.rng.randint(1, 24)}/{n} {street}, {suburb} QLD {pc}", f"Unit {draw.rng.randint(1, 40)}, {n} {street}, {suburb}, Queensland {pc}",
                      f"{n} {street}, {suburb} Qld {pc}", f"{n} {street}\n{suburb}  QLD  {pc}", f"PO Box {draw.rng.randint(10, 3999)}, {suburb} QLD {pc}"])


def phone_au_v74(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        v = "4" + draw.pick(["0", "1", "2", "3", "4", "5", "7", "8"]) + _sub(draw, 7)
        return draw.pick([f"0{v[:3]} {v[3:6]} {v[6:]}", f"0{v}", f"+61 {v[:3]} {v[3:6]} {v[6:]}", f"+61{v}", f"0{v[:1]}{v[1:3]}-{v[3:6]}-{v[6:]}", f"(0{v[:3]}) {v[3:]}",
                          f"+61 (0){v[:3]} {v[3:6]} {v[6:]}"])
    v = draw.pick(["33", "32", "38", "34"]) + _sub(draw, 6)
    return draw.pick([f"(07) {v[:4]} {v[4:]}", f"07 {v[:4]} {v[4:]}", f"+61 7 {v[:4]} {v[4:]}", f"07{v}"])


def acct_au_v74(draw: Draw) -> tuple[str, str, str]:
    """A BSB and account: the span is the account number (or the pair where they are printed as one)."""
    bsb = draw.pick(["064-", "063-", "034-", "084-", "014-", "484-", "124-", "4"]) 
    bsb = (bsb + draw.digits(3)) if bsb.endswith("-") else f"{draw.pick(['06', '03', '08', '01'])}{draw.digits(1)}-{draw.digits(3)}"
    acct = draw.digits(draw.pick([8, 9, 6]), True)
    style = draw.rng.randint(0, 3)
    if style == 0:
        return f"BSB: {bsb}\nAccount number: ", acct, ""
    if style == 1:
        return f"BSB {bsb}  Acc ", f"{acct[:4]} {acct[4:]}", ""
    if style == 2:
        return "", f"{bsb} {acct}", ""
    return f"BSB {bsb.replace('-', '')}, account no. ", acct, ""


# ---- New Zealand ----------------------------------------------------------------------------------------------------
_NHI_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are never used; A=1 ... Z=24


def nhi_v74(draw: Draw) -> str:
    """An NHI number in the AAANNNC form: three letters, three digits, the mod-11 check digit."""
    while True:
        letters = draw.letters(3, _NHI_ALPHA)
        digits = draw.digits(3)
        values = [(_NHI_ALPHA.index(ch) + 1) for ch in letters] + [int(ch) for ch in digits]
        rem = sum(v * w for v, w in zip(values, (7, 6, 5, 4, 3, 2))) % 11
        if rem == 0:
            continue
        check = 11 - rem
        if check == 10:
            check = 0
        v = f"{letters}{digits}{check}"
        return draw.pick([v, v, f"{letters} {digits}{check}", f"{letters}-{digits}{check}", v.lower() if draw.rng.random() < 0.1 else v])


def ird_v74(draw: Draw) -> str:
    """An IRD number: eight digits before the check, weights 3,2,7,6,5,4,3,2 (7,4,3,2,5,2,7,6 when the first gives 10)."""
    while True:
        base = f"{draw.rng.randint(10_000_000, 149_999_999):09d}"[:-1]  # the number without its check digit, padded to eight
        rem = sum(int(ch) * w for ch, w in zip(base, (3, 2, 7, 6, 5, 4, 3, 2))) % 11
        check = 0 if rem == 0 else 11 - rem
        if check == 10:
            rem = sum(int(ch) * w for ch, w in zip(base, (7, 4, 3, 2, 5, 2, 7, 6))) % 11
            check = 0 if rem == 0 else 11 - rem
            if check == 10:
                continue
        v = base + str(check)
        v = v.lstrip("0") if v.startswith("0") else v
        if len(v) == 8:
            return draw.pick([f"{v[:2]}-{v[2:5]}-{v[5:]}", v, f"{v[:2]} {v[2:5]} {v[5:]}"])
        return draw.pick([f"{v[:3]}-{v[3:6]}-{v[6:]}", v, f"{v[:3]} {v[3:6]} {v[6:]}"])


_NZ_PLACES = [("Riccarton", "Christchurch", "8041"), ("Papanui", "Christchurch", "8053"), ("Sydenham", "Christchurch", "8023"), ("Shirley", "Christchurch", "8061"),
              ("Halswell", "Christchurch", "8025"), ("Merivale", "Christchurch", "8014"), ("Lincoln", "Lincoln", "7608"), ("Rangiora", "Rangiora", "7400"),
              ("Kaiapoi", "Kaiapoi", "7630"), ("Ashburton", "Ashburton", "7700"), ("Timaru", "Timaru", "7910"), ("Rolleston", "Rolleston", "7615")]


def addr_nz_v74(draw: Draw) -> str:
    suburb, city, pc = draw.pick(_NZ_PLACES)
    street = draw.pick(["Rata Street", "Blenheim Road", "Papanui Road", "Colombo Street", "Harewood Road", "Cashmere Road", "Kahu Road", "Wairakei Road",
                        "Te Whāriki Lane", "Tōtara Street", "Burnside Road"])
    n = draw.rng.randint(1, 480)
    place = f"{suburb}\n{city} {pc}" if suburb != city else f"{city} {pc}"
    return draw.pick([f"{n} {street}\n{place}", f"{n} {street}, {suburb}, {city} {pc}" if suburb != city else f"{n} {street}, {city} {pc}",
                      f"Flat {draw.rng.randint(1, 8)}, {n} {street}, {suburb}, {city} {pc}" if suburb != city else f"Flat {draw.rng.randint(1, 8)}, {n} {street}, {city} {pc}",
                      f"{draw.rng.randint(1, 6)}/{n} {street}\n{place}", f"{n}{draw.letters(1, 'ABC')} {street}, {suburb} {pc}"])


def phone_nz_v74(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre = draw.pick(["21", "22", "27", "27", "20"])
        v = _sub(draw, 7)
        return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+64 {pre} {v[:3]} {v[3:]}", f"+64{pre}{v}", f"0{pre}-{v[:3]}-{v[3:]}", f"(0{pre}) {v[:3]} {v[3:]}"])
    v = draw.pick(["3", "3", "9"]) + _sub(draw, 6)
    return draw.pick([f"(03) {v[:3]} {v[3:]}", f"03 {v[:3]} {v[3:]}", f"+64 3 {v[:3]} {v[3:]}"])


def plate_nz_v74(draw: Draw) -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(3, alpha)}{draw.digits(3)}", f"{draw.letters(2, alpha)}{draw.digits(4)}", f"{draw.letters(3, alpha)} {draw.digits(3)}"])


# ---- India ----------------------------------------------------------------------------------------------------------
_VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
               [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
               [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
               [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


def aadhaar_v74(draw: Draw) -> str:
    body = str(draw.rng.randint(2, 9)) + draw.digits(10)
    v = body + _verhoeff(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def pan_v74(draw: Draw) -> str:
    """A PAN of an individual: three letters, P, the surname's initial, four digits, a letter."""
    initial = str(draw.cache.get("last", "K"))[:1].upper() or "K"
    return f"{draw.letters(3)}P{initial}{draw.digits(4)}{draw.letters(1)}"


_IN_PLACES = [("Kakkanad", "Kochi", "682030"), ("Edappally", "Kochi", "682024"), ("Vyttila", "Kochi", "682019"), ("Kaloor", "Kochi", "682017"), ("Aluva", "Ernakulam", "683101"),
              ("Tripunithura", "Ernakulam", "682301"), ("Fort Kochi", "Kochi", "682001"), ("Thrissur", "Thrissur", "680001"), ("Kottayam", "Kottayam", "686001"),
              ("Pattom", "Thiruvananthapuram", "695004"), ("Palarivattom", "Kochi", "682025")]


def addr_in_v74(draw: Draw) -> str:
    area, city, pin = draw.pick(_IN_PLACES)
    house = draw.pick([f"Flat {draw.rng.randint(1, 12)}{draw.letters(1, 'ABCD')}, {draw.pick(['Skyline Ivy League', 'Abad Pearl', 'Sobha Heights', 'DD Golden Gate'])}",
                       f"House No. {draw.rng.randint(1, 40)}/{draw.rng.randint(100, 2999)}", f"{draw.pick(['Kizhakkedath House', 'Puthenpurackal House', 'Thekkumkattil', 'Valiyaveettil House'])}",
                       f"TC {draw.rng.randint(1, 40)}/{draw.rng.randint(100, 2999)}"])
    road = draw.pick(["Seaport-Airport Road", "NH 66 Bypass", "Kaloor-Kadavanthra Road", "Pipeline Road", "Temple Road", "Chittoor Road", "Banerji Road"])
    return draw.pick([f"{house}, {road}, {area}, {city} - {pin}", f"{house}\n{road}\n{area}, {city}\nKerala {pin}", f"{house}, {area}, {city}, Kerala - {pin}",
                      f"{house}, {road}, {area}, {city} {pin}, Kerala", f"{house}, {area}\n{city.upper()} - {pin}"])


def phone_in_v74(draw: Draw) -> str:
    v = draw.pick(["94", "95", "97", "98", "99", "70", "80", "81", "62", "63"]) + _sub(draw, 8)
    return draw.pick([f"+91 {v[:5]} {v[5:]}", f"+91-{v}", f"{v}", f"0{v[:5]} {v[5:]}", f"+91 {v}", f"+91{v}", f"{v[:5]} {v[5:]}", f"(+91) {v[:5]}-{v[5:]}"])


def acct_in_v74(draw: Draw) -> tuple[str, str, str]:
    bank, ifsc = draw.pick([("HDFC Bank", "HDFC0"), ("State Bank of India", "SBIN0"), ("Federal Bank", "FDRL0"), ("South Indian Bank", "SIBL0"), ("ICICI Bank", "ICIC0")])
    ifsc = ifsc + draw.digits(6)
    acct = draw.digits(draw.pick([11, 12, 14, 16]), True)
    return draw.pick([(f"{bank}, IFSC {ifsc}, A/c No. ", acct, ""), (f"A/c: ", acct, f" ({bank}, IFSC: {ifsc})"), (f"Account number: ", acct, f"\nIFSC: {ifsc}"),
                      (f"{bank} SB a/c ", acct, "")])


# ---- cards, e-mail, IP addresses, URLs ------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    return body + _luhn(body)


def _print16(draw: Draw, v: str) -> str:
    groups = " ".join(v[i:i + 4] for i in range(0, 16, 4))
    return draw.pick([groups, groups, v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), f"{v[:4]} {v[4:8]}  {v[8:12]} {v[12:]}"])


def card_v74(draw: Draw) -> str:
    kind = draw.pick(["visa", "visa", "mc", "mc2", "amex", "disc"] + (["rupay", "rupay"] if _country(draw) == "IN" else []))
    if kind == "amex":
        v = _card(draw, draw.pick(["34", "37"]), 15)
        return draw.pick([f"{v[:4]} {v[4:10]} {v[10:]}", v, f"{v[:4]}-{v[4:10]}-{v[10:]}"])
    prefix = {"visa": "4", "mc": str(draw.rng.randint(51, 55)), "mc2": str(draw.rng.randint(2221, 2720)), "disc": draw.pick(["6011", "644", "65"]),
              "rupay": draw.pick(["60", "652", "81", "82"])}[kind]
    return _print16(draw, _card(draw, prefix))


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "icloud.com", "comcast.net", "outlook.com", "umich.edu", "wmich.edu", "att.net"],
            "GB": ["gmail.com", "btinternet.com", "hotmail.co.uk", "yahoo.co.uk", "outlook.com", "sky.com"],
            "IE": ["gmail.com", "eircom.net", "hotmail.com", "yahoo.ie", "icloud.com"], "CA": ["gmail.com", "shaw.ca", "mts.net", "hotmail.ca", "outlook.com"],
            "AU": ["gmail.com", "bigpond.com", "outlook.com.au", "icloud.com", "optusnet.com.au"], "NZ": ["gmail.com", "xtra.co.nz", "outlook.co.nz", "icloud.com"],
            "IN": ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com"]}


def _clean(text: str) -> str:
    return "".join(ch for ch in text.lower() if "a" <= ch <= "z")


def _local(draw: Draw, who: str = "") -> str:
    key = "_email_local" + who
    if key not in draw.cache:
        first = _clean(str(draw.cache.get("first" + who, "smile"))) or "smile"
        last = _clean(str(draw.cache.get("last" + who, "family"))) or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{first}{draw.rng.randint(1970, 2009)}", f"{last}{first[0]}{draw.rng.randint(1, 9)}", f"{first}.{last[0]}", f"{first[0]}.{last}"])
    return str(draw.cache[key])


def email_v74(draw: Draw) -> str:
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.12:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.2:
        return f"{local}(at){domain}"
    if style < 0.25:
        return f"{local.upper()}@{domain.upper()}"
    return f"{local}@{domain}"


def email_plain_v74(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


def email_other_v74(draw: Draw) -> str:
    """The address of the text's second person (a parent, a relative)."""
    return f"{_local(draw, '2')}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (68, 32, 63), (99, 100, 127), (107, 0, 31)], "GB": [(86, 128, 191), (81, 96, 111), (2, 96, 127)], "IE": [(86, 40, 47), (89, 100, 101), (37, 228, 231)],
        "CA": [(24, 76, 79), (142, 161, 161), (207, 161, 161)], "AU": [(101, 160, 191), (120, 144, 159), (1, 120, 159)], "NZ": [(122, 56, 63), (125, 236, 239), (118, 92, 95)],
        "IN": [(49, 36, 47), (106, 192, 223), (157, 32, 51)]}
_IP6 = {"US": "2601:40", "GB": "2a00:23c5", "IE": "2a02:8084", "CA": "2001:56a", "AU": "2001:8003", "NZ": "2407:7000", "IN": "2409:4073"}


def ip_v74(draw: Draw) -> str:
    country = _country(draw)
    while True:
        if draw.rng.random() < 0.25:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x10, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
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


def _name_slug(draw: Draw, who: str = "", sep: str = "-") -> str:
    first = _clean(str(draw.cache.get("first" + who, "sam"))) or "sam"
    last = _clean(str(draw.cache.get("last" + who, "lee"))) or "lee"
    return f"{first}{sep}{last}"


def url_fund_v74(draw: Draw) -> str:
    """A fundraiser for the text's person."""
    first = _clean(str(draw.cache.get("first", "sam"))) or "sam"
    return draw.pick([f"https://www.gofundme.com/f/{first}s-jaw-surgery-fund", f"https://www.gofundme.com/f/help-{_name_slug(draw)}-with-surgery-costs",
                      f"https://gofund.me/{draw.letters(8, '0123456789abcdef')}", f"https://www.gofundme.com/f/{_name_slug(draw)}-{draw.rng.randint(2, 9)}"])


def url_social_v74(draw: Draw) -> str | tuple[str, str, str]:
    """The person's own social-media profile."""
    return draw.pick([f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://instagram.com/{_name_slug(draw, '', '.')}", f"https://www.facebook.com/{_slug(draw, '.')}",
                      f"https://www.tiktok.com/@{_slug(draw, '')}", (f"@{_slug(draw, '_')} (", f"https://www.instagram.com/{_slug(draw, '_')}", ")")])


def url_post_v74(draw: Draw) -> str:
    """Where a relative posted about the person's care: their own profile's post, a blog, the person's obituary."""
    town = draw.pick(["annarbor", "kalamazoo", "lansing", "detroit"])
    return draw.pick([f"https://www.facebook.com/{_name_slug(draw, '2', '.')}/posts/{draw.digits(16, True)}", f"https://justicefor{_name_slug(draw, '', '')}.wordpress.com/",
                      f"https://www.legacy.com/us/obituaries/{town}/name/{_name_slug(draw)}-obituary?id={draw.digits(8, True)}",
                      f"https://{_name_slug(draw, '2')}.substack.com/p/what-happened-to-my-{draw.cache.get('parent_word', 'father')}"])


def url_portal_v74(draw: Draw) -> str:
    """A portal link that holds the patient's chart number."""
    chart = draw.digits(6, True)
    return draw.pick([f"https://portal.huronbirchwooddental.com/patients/{chart}/appointments", f"https://portal.huronbirchwooddental.com/confirm?pid=HBFD-{chart}&t={draw.letters(8, 'abcdefghjkmnpqrstuvwxyz23456789')}",
                      f"https://huronbirchwood.dentalportal.app/p/{chart}/forms/medical-history", f"https://portal.huronbirchwooddental.com/pay?account={chart}"])


# ---- by country -----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], Any]], default: Callable[[Draw], Any]) -> Callable[[Draw], Any]:
    return lambda draw: table.get(_country(draw), default)(draw)


addr_v74 = _by_country({"GB": addr_gb_v74, "IE": addr_ie_v74, "CA": addr_ca_v74, "AU": addr_au_v74, "NZ": addr_nz_v74, "IN": addr_in_v74}, addr_mi_v74)
phone_v74 = _by_country({"GB": phone_gb_v74, "IE": phone_ie_v74, "CA": phone_ca_v74, "AU": phone_au_v74, "NZ": phone_nz_v74, "IN": phone_in_v74}, phone_mi_v74)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v74": dob_v74, "dob_child_v74": dob_child_v74, "dob_us_v74": dob_us_v74, "dob_iso_v74": dob_iso_v74, "dob_compact_v74": dob_compact_v74,
    "dob_elder_v74": dob_elder_v74, "dod_v74": dod_v74, "dod_iso_v74": dod_iso_v74, "age_elder_v74": age_elder_v74, "age_aged_v74": age_aged_v74, "age_at_death_v74": age_at_death_v74,
    "ssn_v74": ssn_v74, "ssn_plain_v74": ssn_plain_v74, "mbi_v74": mbi_v74, "member_mi_v74": member_mi_v74, "member_plain_v74": member_plain_v74,
    "chart_v74": chart_v74, "chart_plain_v74": chart_plain_v74,
    "addr_mi_v74": addr_mi_v74, "addr_mi_line_v74": addr_mi_line_v74, "x12_street_v74": x12_street_v74, "x12_zip_v74": x12_zip_v74,
    "fhir_line_v74": fhir_line_v74, "fhir_zip_v74": fhir_zip_v74, "phone_mi_v74": phone_mi_v74, "phone_e164_v74": phone_e164_v74,
    "account_mi_v74": account_mi_v74, "vin_v74": vin_v74, "plate_mi_v74": plate_mi_v74, "dl_mi_v74": dl_mi_v74,
    "nhs_v74": nhs_v74, "nino_v74": nino_v74, "addr_gb_v74": addr_gb_v74, "phone_gb_v74": phone_gb_v74,
    "ppsn_v74": ppsn_v74, "medcard_ie_v74": medcard_ie_v74, "addr_ie_v74": addr_ie_v74, "phone_ie_v74": phone_ie_v74, "iban_ie_v74": iban_ie_v74,
    "sin_v74": sin_v74, "health_ca_v74": health_ca_v74, "cert_ca_v74": cert_ca_v74, "addr_ca_v74": addr_ca_v74, "phone_ca_v74": phone_ca_v74, "plate_mb_v74": plate_mb_v74,
    "medicare_au_v74": medicare_au_v74, "tfn_v74": tfn_v74, "addr_au_v74": addr_au_v74, "phone_au_v74": phone_au_v74, "acct_au_v74": acct_au_v74,
    "nhi_v74": nhi_v74, "ird_v74": ird_v74, "addr_nz_v74": addr_nz_v74, "phone_nz_v74": phone_nz_v74, "plate_nz_v74": plate_nz_v74,
    "aadhaar_v74": aadhaar_v74, "pan_v74": pan_v74, "addr_in_v74": addr_in_v74, "phone_in_v74": phone_in_v74, "acct_in_v74": acct_in_v74,
    "card_v74": card_v74, "email_v74": email_v74, "email_plain_v74": email_plain_v74, "email_other_v74": email_other_v74, "ip_v74": ip_v74,
    "url_fund_v74": url_fund_v74, "url_social_v74": url_social_v74, "url_post_v74": url_post_v74, "url_portal_v74": url_portal_v74, "addr_v74": addr_v74, "phone_v74": phone_v74,
}

# ---- fillers --------------------------------------------------------------------------------------------------------
STAFF = ("Dr. Rosalind Achterberg-Nwosu, DDS", "Dr. Thaddeus Kowalczyk-Reyes, DDS, MS (orthodontics)", "Dr. Imogen Vanderveen, DDS, MD (oral and maxillofacial surgery)",
         "Priya Castellanos-Whitfield, RDH (hygiene lead)", "Marguerite Oyelaran, CDA (sterilisation coordinator)", "Desmond Farquharson-Lee, CDT (laboratory manager)",
         "Dr. Harriet Abernethy-Kaur, DDS, MPH (programme director)", "Anneliese Moravec, RDA (practice manager)")
_PARTNER_STAFF = {"gb_dentist": "Mr Rupert Okonjo-Hale, BDS (Principal Dentist)", "ie_dentist": "Dr Siobhán Ní Fhlatharta, BDS NUI",
                  "ca_dentist": "Dr. Gaétan Wiebe-Okafor, DMD", "au_dentist": "Dr Tamsin Ngata-Brierley, BDSc (Qld)", "nz_dentist": "Dr Aroha Whitcombe-Tane, BDS (Otago)",
                  "in_dentist": "Dr. Anand Menon Kuruvilla, MDS (Prosthodontics)"}


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, a course day) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country in ("GB", "IE", "NZ", "AU"):
            return d.pick([f"{dd} {_M[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}", f"{blind._ordinal(dd)} {_M[m - 1]} {y}"])  # noqa: SLF001
        if country == "IN":
            return d.pick([f"{dd:02d}-{m:02d}-{y}", f"{dd} {_M[m - 1]} {y}", f"{dd:02d}.{m:02d}.{y}"])
        if country == "CA":
            return d.pick([f"{y}-{m:02d}-{dd:02d}", f"{_M[m - 1]} {dd}, {y}"])
        return d.pick([f"{_M[m - 1]} {dd}, {y}", f"{m:02d}/{dd:02d}/{y}"])
    return make


def _svc_day(d: Draw) -> dt.date:
    while True:
        day = dt.date.fromordinal(d.rng.randint(dt.date(2025, 6, 2).toordinal(), dt.date(2026, 2, 27).toordinal()))
        if day.weekday() < 5:
            return day


# CDT codes, their nomenclature in short, a typical fee
_CDT = [("D0120", "Periodic oral evaluation", 62), ("D0140", "Limited oral evaluation, problem focused", 88), ("D0150", "Comprehensive oral evaluation", 105),
        ("D0210", "Intraoral complete series of radiographic images", 148), ("D0274", "Bitewings, four radiographic images", 72), ("D0330", "Panoramic radiographic image", 124),
        ("D1110", "Prophylaxis, adult", 112), ("D1120", "Prophylaxis, child", 78), ("D1206", "Topical application of fluoride varnish", 42), ("D1351", "Sealant, per tooth", 54),
        ("D2330", "Resin-based composite, one surface, anterior", 168), ("D2392", "Resin-based composite, two surfaces, posterior", 236),
        ("D2740", "Crown, porcelain/ceramic", 1285), ("D2950", "Core buildup, including any pins", 295), ("D3330", "Endodontic therapy, molar", 1240),
        ("D4341", "Periodontal scaling and root planing, four or more teeth per quadrant", 265), ("D4910", "Periodontal maintenance", 158),
        ("D5110", "Complete denture, maxillary", 1890), ("D6010", "Surgical placement of implant body: endosteal implant", 2350),
        ("D7140", "Extraction, erupted tooth or exposed root", 185), ("D7210", "Extraction, erupted tooth requiring removal of bone", 325),
        ("D7240", "Removal of impacted tooth, completely bony", 520), ("D8080", "Comprehensive orthodontic treatment of the adolescent dentition", 6150),
        ("D9230", "Inhalation of nitrous oxide/analgesia, anxiolysis", 85), ("D9310", "Consultation, diagnostic service", 115)]


def _fee_row(d: Draw) -> str:
    code, name, base = d.pick(_CDT)
    fee = base + d.rng.randint(0, 5) * 4
    return f"{code} | {name} | ${fee:,}.00 | ${int(fee * d.rng.randint(58, 82) / 100):,}.00"


def _fee_csv(d: Draw) -> str:
    code, name, base = d.pick(_CDT)
    klass = {"D0": "diagnostic", "D1": "preventive", "D2": "basic" if code < "D2700" else "major", "D3": "basic", "D4": "basic", "D5": "major", "D6": "major",
             "D7": "basic", "D8": "ortho", "D9": "adjunctive"}[code[:2]]
    return f"{code},\"{name}\",{base + d.rng.randint(0, 5) * 4}.00,{klass},{'Y' if klass in ('major', 'ortho') else 'N'}"


def _fee_json(d: Draw) -> str:
    code, name, base = d.pick(_CDT)
    return f"{{\"cdt\": \"{code}\", \"nomenclature\": \"{name}\", \"ucr\": {base + d.rng.randint(0, 5) * 4}, \"waitingMonths\": {d.pick([0, 0, 6, 12])}}}"


_AU_ITEMS = [("011", "Comprehensive oral examination", 78), ("012", "Periodic oral examination", 62), ("022", "Intraoral periapical radiograph, per exposure", 42),
             ("037", "Panoramic radiograph", 118), ("114", "Removal of calculus, first visit", 138), ("121", "Topical application of remineralising agent", 38),
             ("161", "Fissure and/or tooth surface sealing, per tooth", 66), ("311", "Removal of a tooth or part(s) thereof", 245), ("322", "Surgical removal of a tooth", 420),
             ("415", "Complete chemo-mechanical preparation of root canal, one canal", 525), ("531", "Adhesive restoration, one surface, posterior", 185),
             ("613", "Full crown, non-metallic, indirect", 1690), ("711", "Complete maxillary denture", 1950), ("880", "Orthodontic consultation", 150)]


def _au_row(d: Draw) -> str:
    item, name, base = d.pick(_AU_ITEMS)
    fee = base + d.rng.randint(0, 6) * 5
    return f"{item} | {name} | ${fee}.00 | ${int(fee * d.rng.randint(45, 65) / 100)}.00"


_IN_ITEMS = [("Consultation and OPD card", 300), ("Oral prophylaxis (scaling and polishing)", 1200), ("IOPA X-ray", 250), ("OPG (panoramic X-ray)", 650),
             ("Composite restoration, per tooth", 1800), ("Root canal treatment, molar (rotary)", 7500), ("Zirconia crown", 14000), ("Metal-ceramic crown", 6500),
             ("Simple extraction", 900), ("Impacted third-molar surgery", 6000), ("Complete denture set (acrylic)", 18000), ("Fixed orthodontic treatment, metal brackets", 45000),
             ("Clear aligner treatment (per arch, from)", 90000), ("Implant with crown (from)", 38000)]


def _in_row(d: Draw) -> str:
    name, base = d.pick(_IN_ITEMS)
    fee = base + d.rng.randint(0, 4) * (50 if base < 2000 else 500)
    return f"{name} | ₹{fee:,} | {d.pick(['18% GST not applicable', 'incl. consumables', 'per visit', 'EMI available'])}"


_STERILIZERS = [("Midmark M11", "Steam, pre-vacuum"), ("SciCan Statim 5000", "Cassette, steam"), ("Tuttnauer 3870EA", "Steam, gravity"), ("W&H Lisa 522", "Steam, class B"),
                ("Melag Vacuklav 40B+", "Steam, class B")]


def _steri_row(d: Draw) -> str:
    unit, _ = d.pick(_STERILIZERS)
    temp = d.pick(["134 °C / 3:30", "132 °C / 4:00", "121 °C / 15:00", "135 °C / 3:00", "270 °F / 4:00"])
    return (f"{d.rng.randint(1, 9)}{d.digits(3)} | {unit} | {d.pick(['cassettes', 'handpieces', 'pouches', 'ortho pliers', 'surgical kit', 'mixed load'])} x{d.rng.randint(4, 40)} | "
            f"{temp} | CI {d.pick(['pass', 'pass', 'pass', 'fail - reprocessed'])} | {d.pick(['MO', 'PCW', 'AM', 'RT'])}")


def _steri_csv(d: Draw) -> str:
    day = _svc_day(d)
    return (f"{day.isoformat()}T{d.rng.randint(7, 17):02d}:{d.rng.randint(0, 59):02d},{d.rng.randint(1000, 9999)},{d.pick(['B-FULL', 'B-WRAPPED', 'S-UNWRAPPED', 'PRION'])},"
            f"{d.rng.randint(1340, 1370) / 10:.1f},{d.rng.randint(2080, 2160) / 10:.1f},{d.rng.randint(180, 320)},{d.pick(['PASS', 'PASS', 'PASS', 'ABORT E12'])}")


_SCHOOL_DISTRICTS = ["Ypsilanti Community Schools", "Lincoln Consolidated", "Whitmore Lake", "Milan Area Schools", "Manchester Community", "Saline Area Schools",
                     "Chelsea School District", "Dexter Community", "Willow Run head start", "Ann Arbor Public Schools (Title I)", "Washtenaw ISD early childhood"]


def _fv_row(d: Draw) -> str:
    enrolled = d.rng.randint(180, 2400)
    consented = int(enrolled * d.rng.randint(38, 81) / 100)
    applied = int(consented * d.rng.randint(80, 97) / 100)
    return f"{d.pick(_SCHOOL_DISTRICTS)} | {enrolled:,} | {consented:,} | {applied:,} | {d.rng.randint(int(applied * 0.08), int(applied * 0.31))} | {d.rng.randint(1, 3)}"


def _fv_csv(d: Draw) -> str:
    enrolled = d.rng.randint(180, 2400)
    consented = int(enrolled * d.rng.randint(38, 81) / 100)
    return (f"{d.pick(['2025-26 fall', '2025-26 spring', '2024-25 spring'])},\"{d.pick(_SCHOOL_DISTRICTS)}\",{d.pick(['K-2', '3-5', 'K-5', 'Head Start'])},{enrolled},{consented},"
            f"{int(consented * d.rng.randint(80, 97) / 100)},{d.rng.randint(0, 60)}")


_NZ_AREAS = ["Christchurch Central", "Papanui-Innes", "Halswell-Hornby", "Linwood-Central", "Selwyn", "Waimakariri", "Ashburton", "Timaru"]


def _nz_row(d: Draw) -> str:
    enrolled = d.rng.randint(1200, 9800)
    return f"{d.pick(_NZ_AREAS)} | {enrolled:,} | {d.rng.randint(62, 94)}% | {d.rng.randint(38, 72)}% | {d.rng.randint(6, 19)}.{d.rng.randint(0, 9)} mo"


_BENEFITS = [("Diagnostic and preventive (exams, cleanings, X-rays)", "100%", "no waiting period"), ("Fluoride varnish, sealants (to age 16)", "100%", "no waiting period"),
             ("Basic restorative (fillings)", "80%", "6 months"), ("Endodontics and periodontics", "80%", "6 months"), ("Oral surgery (simple and surgical extractions)", "80%", "6 months"),
             ("Major restorative (crowns, inlays, onlays)", "50%", "12 months"), ("Prosthodontics (dentures, bridges, implants)", "50%", "12 months"),
             ("Orthodontics (dependants to age 19)", "50%", "12 months")]


def _benefit_row(d: Draw) -> str:
    what, pct, wait = d.pick(_BENEFITS)
    return f"{what} | {pct} | {wait} | {d.pick(['deductible applies', 'deductible waived', 'deductible applies'])}"


_LAB_ITEMS = [("Monolithic zirconia crown", 129), ("Layered e.max crown", 189), ("PFM crown, high noble", 265), ("Full-cast gold crown", 395), ("Implant abutment, custom titanium", 245),
              ("Complete denture, per arch", 310), ("Acrylic partial denture", 265), ("Cast-metal partial denture framework", 295), ("Night guard, hard/soft", 95),
              ("Hawley retainer", 78), ("Clear aligner retainer pair", 64), ("Surgical guide, tooth-supported", 180)]


def _lab_row(d: Draw) -> str:
    item, price = d.pick(_LAB_ITEMS)
    units = d.rng.randint(3, 140)
    return f"{item} | {units} | {d.rng.randint(0, max(1, units // 12))} | ${units * price:,}"


def _lab_csv(d: Draw) -> str:
    item, price = d.pick(_LAB_ITEMS)
    units = d.rng.randint(3, 140)
    return f"{d.pick(['2026-W04', '2026-W05', '2026-W06', '2026-W07', '2026-W08'])},\"{item}\",{units},{d.rng.randint(0, max(1, units // 12))},{units * price},{d.rng.randint(5, 11)}"


def _lab_xml(d: Draw) -> str:
    item, price = d.pick(_LAB_ITEMS)
    units = d.rng.randint(3, 140)
    return f"  <line product=\"{item}\" units=\"{units}\" remakes=\"{d.rng.randint(0, max(1, units // 12))}\" amountUSD=\"{units * price}\" avgTurnaroundDays=\"{d.rng.randint(5, 11)}\"/>"


_WAIT_OMS = ["Third-molar removal under IV sedation", "Third-molar removal, local anaesthetic", "Dental implant consultation", "Orthognathic surgery assessment",
             "Biopsy of oral lesion (urgent pathway)", "Paediatric extractions under general anaesthesia", "TMJ clinic, new patient", "Bone graft / sinus lift"]


def _wait_row(d: Draw) -> str:
    med = d.rng.randint(1, 22)
    return f"{d.pick(_WAIT_OMS)} | {d.rng.randint(8, 420)} | {med} wk | {med + d.rng.randint(1, 10)} wk"


def _wait_csv(d: Draw) -> str:
    med = d.rng.randint(1, 22)
    return f"{d.pick(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02'])},\"{d.pick(_WAIT_OMS)}\",{d.rng.randint(8, 420)},{med},{med + d.rng.randint(1, 10)}"


_IE_WAIT = ["Orthodontic assessment (HSE West)", "Orthodontic treatment, grade 4-5", "Oral surgery, day case", "Special care dentistry under GA", "Paediatric GA, Galway theatre list"]


def _ie_wait_json(d: Draw) -> str:
    return (f"{{\"service\": \"{d.pick(_IE_WAIT)}\", \"waiting\": {d.rng.randint(40, 3200)}, \"over12Months\": {d.rng.randint(0, 900)}, "
            f"\"medianMonths\": {d.rng.randint(2, 30)}}}")


_SUPPLIES = [("Nitrile exam gloves, medium, box of 200", "GLV-NM200", 14.95), ("Level 3 ASTM masks, box of 50", "MSK-L3-50", 11.40),
             ("Lidocaine 2% with epinephrine 1:100,000, 50 cartridges", "NDC 66312-0182-16", 42.80), ("Articaine 4% with epinephrine 1:100,000, 50 cartridges", "NDC 66312-0601-16", 61.25),
             ("Prophy paste, medium grit, mint, 200 cups", "PRO-MED-200", 29.90), ("Fluoride varnish 5% NaF, 0.4 mL unit doses, 200", "FV5-200", 118.00),
             ("Self-seal sterilisation pouches 3.5 x 9 in, 200", "POU-3590", 9.75), ("Class 5 chemical integrators, 250", "CI5-250", 64.00),
             ("Biological indicator vials, 25", "BI-25", 96.50), ("Composite A2 syringe, 4 g", "CMP-A2-4", 38.20), ("Alginate impression material, 1 lb", "ALG-1LB", 12.60),
             ("Saliva ejectors, 100", "SE-100", 4.85), ("Surface disinfectant wipes, canister of 160", "SDW-160", 8.95)]


def _po_row(d: Draw) -> str:
    name, sku, price = d.pick(_SUPPLIES)
    qty = d.rng.randint(1, 24)
    return f"{sku} | {name} | {qty} | ${price:,.2f} | ${qty * price:,.2f}"


def _po_csv(d: Draw) -> str:
    name, sku, price = d.pick(_SUPPLIES)
    qty = d.rng.randint(1, 24)
    return f"{sku},\"{name}\",{qty},{price:.2f},{qty * price:.2f},{d.pick(['in stock', 'in stock', 'backordered', 'ships from vendor'])}"


_XRAY_UNITS = [("Planmeca ProMax 2D", "panoramic"), ("Carestream CS 8100", "panoramic"), ("Gendex Expert DC", "intraoral"), ("Planmeca ProX", "intraoral"),
               ("Nomad Pro 2", "handheld intraoral"), ("Carestream CS 9600", "CBCT"), ("Vatech PaX-i3D Green", "CBCT")]


def _xray_row(d: Draw) -> str:
    model, kind = d.pick(_XRAY_UNITS)
    return (f"{d.pick(['Op 1', 'Op 2', 'Op 3', 'Op 4', 'Pan room', 'Surgery 1', 'Hygiene 2'])} | {model} ({kind}) | SN {d.letters(2)}{d.digits(6, True)} | "
            f"MI reg. {d.rng.randint(10, 99)}-{d.digits(5, True)} | last survey {_svc_day(d).strftime('%m/%Y')} | {d.pick(['pass', 'pass', 'pass', 'pass - collimator adjusted'])}")


def _survey_row(d: Draw) -> str:
    question = d.pick(["Staff explained my treatment options", "I was seen within 15 minutes of my appointment", "The cost was explained before treatment",
                       "The clinic was clean", "I would recommend the practice", "Booking an appointment was easy", "My pain was well managed"])
    agree = d.rng.randint(71, 98)
    return f"{question} | {agree}% | {d.rng.randint(0, 100 - agree)}% | {d.rng.randint(40, 520)}"


def _ic_row(d: Draw) -> str:
    item = d.pick(["Hand-hygiene compliance (observed)", "Decontamination room layout: dirty-to-clean flow", "Washer-disinfector daily tests recorded",
                   "Autoclave daily Bowie-Dick / Helix test recorded", "Dental unit waterline disinfection and logs", "Sharps bins labelled and below fill line",
                   "Clinical waste consignment notes kept", "Staff hepatitis B immunity records", "Instrument storage: wrapped, dated, 60-day rule"])
    return f"{item} | {d.pick(['Compliant', 'Compliant', 'Compliant', 'Partially compliant', 'Action required'])} | {d.rng.randint(70, 100)}%"


def _cde_row(d: Draw) -> str:
    return d.pick(["Rotary endodontics hands-on (6 CDE points)", "Medical emergencies in the dental chair (4 CDE points)", "Digital smile design workshop (5 CDE points)",
                   "Implant prosthodontics: screw vs cement (3 CDE points)", "Oral cancer screening and biopsy (4 CDE points)", "Paediatric behaviour management (3 CDE points)"])


def _ce_event(d: Draw) -> str:
    day = _svc_day(d)
    start = d.rng.randint(8, 13)
    course = d.pick(["Medical emergencies in the dental office (BLS recertification)", "Infection control and OSHA update", "Opioid prescribing and pain management (Michigan-required)",
                     "Implicit bias in health care (Michigan-required)", "Human trafficking identification (one-time Michigan requirement)", "Silver diamine fluoride in community settings",
                     "Local anaesthesia review for RDHs", "CBCT interpretation for the general dentist"])
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Detroit:{day.strftime('%Y%m%d')}T{start:02d}0000\n"  # noqa: SLF001
            f"DTEND;TZID=America/Detroit:{day.strftime('%Y%m%d')}T{start + d.rng.randint(2, 4):02d}0000\nSUMMARY:{course}\nLOCATION:{ORGANISATION_CONTACTS[2]}\n"
            f"DESCRIPTION:{d.rng.randint(2, 6)} CE hours\\, AGD PACE approved\\, fee ${d.rng.randint(0, 9) * 25}\nEND:VEVENT")


def _locations(d: Draw) -> str:
    locs = [("HBFD-AA", "Huron Birchwood Family Dentistry, Ann Arbor", "C"), ("MPO-POR", "Milham Park Orthodontics, Portage", "C"), ("RCOMS-OKE", "Red Cedar OMS, Okemos", "C"),
            ("RCOMS-OR1", "Red Cedar OMS surgical suite 1", "O"), ("WSB-VAN1", "Washtenaw Smile Bus, van 1", "M"), ("WSB-VAN2", "Washtenaw Smile Bus, van 2", "M"),
            ("PCDL-KZO", "Portage Creek Dental Laboratory", "L")]
    start = d.rng.randint(0, 3)
    out = []
    for k in range(d.rng.randint(2, 4)):
        code, name, kind = locs[start + k]
        out.append(f"MFE|MAD|{d.fill('ctrl2')}{k}|{d.fill('hl7_ts')}|{code}^^^{code.split('-')[0]}|CE\nLOC|{code}^^^{code.split('-')[0]}|{name}|{kind}|{code.split('-')[0]}")
    return "\n".join(out)


def _operatories(d: Draw) -> str:
    out = []
    for k in range(1, d.rng.randint(3, 5) + 1):
        out.append(f"LOC|HBFD-AA^OP{k}^^HBFD|Operatory {k}|R|HBFD\nLCH|HBFD-AA^OP{k}^^HBFD|||{d.pick(['NITROUS', 'PANO', 'HYG', 'OPEN'])}^{d.pick(['Y', 'N'])}\n"
                   f"LCC|HBFD-AA^OP{k}^^HBFD|{d.pick(['GEN', 'HYG', 'PED'])}|{d.pick(['D0120', 'D1110', 'D1120', 'D2392'])}^{d.pick(['CDT', 'CDT'])}")
    return "\n".join(out)


_OWN = {
    "dental": DENTAL, "ortho": ORTHO, "oms": OMS, "plan": PLAN, "smilebus": SMILEBUS, "lab": LAB, "gb_partner": GB_PARTNER, "ie_partner": IE_PARTNER,
    "ca_partner": CA_PARTNER, "au_partner": AU_PARTNER, "nz_partner": NZ_PARTNER, "in_partner": IN_PARTNER,
    "hb_phone": ORGANISATION_CONTACTS[0], "hb_fax": ORGANISATION_CONTACTS[1], "hb_addr": ORGANISATION_CONTACTS[2], "hb_email": ORGANISATION_CONTACTS[3], "hb_web": ORGANISATION_CONTACTS[4],
    "mp_phone": ORGANISATION_CONTACTS[5], "mp_addr": ORGANISATION_CONTACTS[6], "mp_email": ORGANISATION_CONTACTS[7],
    "rc_phone": ORGANISATION_CONTACTS[8], "rc_fax": ORGANISATION_CONTACTS[9], "rc_addr": ORGANISATION_CONTACTS[10], "rc_email": ORGANISATION_CONTACTS[11],
    "plan_phone": ORGANISATION_CONTACTS[12], "plan_addr": ORGANISATION_CONTACTS[13], "plan_email": ORGANISATION_CONTACTS[14], "plan_web": ORGANISATION_CONTACTS[15],
    "sb_phone": ORGANISATION_CONTACTS[16], "sb_email": ORGANISATION_CONTACTS[17], "lab_phone": ORGANISATION_CONTACTS[18], "lab_email": ORGANISATION_CONTACTS[19],
    "gb_phone": ORGANISATION_CONTACTS[20], "gb_phone_intl": ORGANISATION_CONTACTS[21], "gb_email": ORGANISATION_CONTACTS[22], "gb_addr": ORGANISATION_CONTACTS[23],
    "ie_phone": ORGANISATION_CONTACTS[24], "ie_phone_intl": ORGANISATION_CONTACTS[25], "ie_email": ORGANISATION_CONTACTS[26], "ie_addr": ORGANISATION_CONTACTS[27],
    "ca_phone": ORGANISATION_CONTACTS[28], "ca_email": ORGANISATION_CONTACTS[29], "ca_addr": ORGANISATION_CONTACTS[30],
    "au_phone": ORGANISATION_CONTACTS[31], "au_phone_intl": ORGANISATION_CONTACTS[32], "au_email": ORGANISATION_CONTACTS[33], "au_addr": ORGANISATION_CONTACTS[34],
    "nz_phone": ORGANISATION_CONTACTS[35], "nz_phone_intl": ORGANISATION_CONTACTS[36], "nz_email": ORGANISATION_CONTACTS[37], "nz_addr": ORGANISATION_CONTACTS[38],
    "in_phone": ORGANISATION_CONTACTS[39], "in_phone_intl": ORGANISATION_CONTACTS[40], "in_email": ORGANISATION_CONTACTS[41], "in_addr": ORGANISATION_CONTACTS[42],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "mi_license": MI_LICENSE, "lab_fda": LAB_FDA,
    "own_gp": STAFF[0], "own_ortho": STAFF[1], "own_oms": STAFF[2], "own_rdh": STAFF[3], "own_cda": STAFF[4], "own_cdt": STAFF[5], "own_mph": STAFF[6], "own_pm": STAFF[7],
    **_PARTNER_STAFF,
}


def _us_date(d: Draw) -> str:
    return _svc_day(d).strftime("%m/%d/%Y")


def _tape_stats(d: Draw) -> str:
    low = d.rng.randint(1320, 1326) / 10
    psi = d.rng.randint(285, 292) / 10
    return (f"STERILIZE {low + 0.3:.1f} C  {d.pick(['4:00', '4:00', '3:30', '5:00', '6:00'])}\n  MIN {low:.1f} C   MAX {low + d.rng.randint(8, 17) / 10:.1f} C\n"
            f"  MIN {psi:.1f} PSI  MAX {psi + d.rng.randint(9, 18) / 10:.1f} PSI\nDRY ........... {d.pick(['30:00', '20:00', '30:00', '15:00'])}")


def _htm_rows(d: Draw) -> str:
    counter = d.rng.randint(1200, 9400)
    out = []
    for day in ("Mon", "Tue", "Wed", "Thu", "Fri"):
        counter += d.rng.randint(3, 9)
        out.append(f"{day} | pass | 134.{d.rng.randint(1, 8)} °C, 3 min {d.rng.randint(2, 14):02d} s | {counter} | {d.pick(['RH', 'AK', 'JT'])}")
    return "\n".join(out)


def _appt_time(d: Draw) -> str:
    hour = d.rng.randint(7, 16)
    return f"{hour % 12 or 12}:{d.pick(['00', '15', '30', '40'])} {'AM' if hour < 12 else 'PM'}"


def _tooth(d: Draw) -> str:
    return str(d.pick([2, 3, 3, 14, 14, 15, 18, 19, 19, 30, 30, 31, 8, 9]))


def _claim_lines(d: Draw) -> str:
    """Lines 24-31 of an ADA claim: date, area, tooth, surface, code, quantity, description, fee."""
    out = []
    day = _us_date(d)
    for n in range(1, d.rng.randint(2, 4) + 1):
        code, name, base = d.pick(_CDT[:22])
        tooth = _tooth(d) if code.startswith(("D2", "D3", "D7", "D6")) else "  "
        surface = d.pick(["MO", "DO", "MOD", "O", "B"]) if code in ("D2392", "D2330") else "   "
        out.append(f"{n:>2}  {day}  {'00' if tooth.strip() == '' and code.startswith(('D0', 'D1')) else '  '}  JP  {tooth:>2}  {surface:<3}  {code}  1  {name[:34]:<34}  {base + d.rng.randint(0, 5) * 4:>8,}.00")
    return "\n".join(out)


def _plan_lines(d: Draw) -> str:
    """Treatment-plan phases: code, tooth, fee, estimated plan share, patient share."""
    out = []
    for phase in range(1, d.rng.randint(2, 3) + 1):
        code, name, base = d.pick(_CDT[9:22])
        fee = base + d.rng.randint(0, 5) * 4
        ins = int(fee * d.pick([0.5, 0.8, 0.8, 1.0]))
        out.append(f"Phase {phase}: {code} {name} #{_tooth(d)}  fee ${fee:,}.00  est. plan ${ins:,}.00  est. patient ${fee - ins:,}.00")
    return "\n".join(out)


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "fee_table": _table(_fee_row, 7), "fee_csv": _rows(_fee_csv, 7, 5), "fee_json": _rows(_fee_json, 5, 13, ", "), "au_table": _table(_au_row, 7), "in_table": _table(_in_row, 7),
    "steri_table": _rows(_steri_row, 6, 4), "steri_csv": _rows(_steri_csv, 6, 16), "fv_table": _table(_fv_row, 6), "fv_csv": _rows(_fv_csv, 6, 40), "nz_table": _table(_nz_row, 5),
    "benefit_table": _table(_benefit_row, 6), "lab_table": _table(_lab_row, 6), "lab_csv": _rows(_lab_csv, 6, 30), "lab_xml": _rows(_lab_xml, 5, 40),
    "wait_table": _table(_wait_row, 6), "wait_csv": _rows(_wait_csv, 6, 30), "ie_wait_json": _rows(_ie_wait_json, 4, 40, ", "), "po_table": _table(_po_row, 6), "po_csv": _rows(_po_csv, 6, 12),
    "xray_table": _rows(_xray_row, 4, 8), "survey_table": _table(_survey_row, 5), "ic_table": _table(_ic_row, 6), "cde_list": _rows(_cde_row, 3, 20, "\n- "),
    "ce_ics": _rows(_ce_event, 3, 60), "loc_items": _locations, "op_items": _operatories,
    "en_date": _doc_date("US"), "gb_date": _doc_date("GB"), "ie_date": _doc_date("IE"), "ca_date": _doc_date("CA"), "au_date": _doc_date("AU"), "nz_date": _doc_date("NZ"),
    "in_date": _doc_date("IN"), "us_date": _us_date, "us_date2": _us_date, "svc_iso": lambda d: _svc_day(d).isoformat(),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: f"{d.rng.randint(1200, 9800):,}", "cnt_mid": lambda d: str(d.rng.randint(61, 480)),
    "pct_hi": lambda d: f"{d.rng.randint(55, 96)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(1, 18)}.{d.rng.randint(0, 9)}",
    "weeks": lambda d: str(d.rng.randint(2, 18)), "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(7, 18):02d}{d.rng.randint(0, 59):02d}",
    "cycle": lambda d: str(d.rng.randint(1200, 9899)), "bi_lot": lambda d: f"{d.pick(['BI', 'SP', 'GS'])}{d.rng.randint(2025, 2026)}-{d.digits(4, True)}",
    "po_no": lambda d: f"PO-HB-{d.rng.randint(2025, 2026)}-{d.digits(4, True)}", "amt": lambda d: f"{d.rng.randint(300, 48000)}.{d.rng.randint(0, 99):02d}",
    "tooth": _tooth, "tooth2": _tooth, "claim_lines": _claim_lines, "plan_lines": _plan_lines,
    "fee_n": lambda d: f"{d.rng.randint(90, 2400)}.00", "preauth": lambda d: f"PD{d.rng.randint(2025, 2026)}{d.digits(6, True)}",
    "ortho_fee": lambda d: f"{d.rng.randint(52, 74) * 100:,}", "down": lambda d: f"{d.rng.randint(5, 15) * 100:,}", "monthly": lambda d: f"{d.rng.randint(120, 260)}",
    "months": lambda d: str(d.pick([18, 20, 22, 24, 26, 30])), "eur": lambda d: f"€{d.rng.randint(35, 420) * 10:,}", "aud": lambda d: f"${d.rng.randint(2, 80) * 100:,}",
    "nzd": lambda d: f"${d.rng.randint(2, 60) * 50:,}", "cad": lambda d: f"${d.rng.randint(2, 90) * 25:,}.00", "inr": lambda d: f"₹{d.rng.randint(8, 180) * 500:,}",
    "gbp_band": lambda d: d.pick(["Band 1, £27.40", "Band 2, £75.30", "Band 3, £326.70", "Urgent, £27.40"]),
    "employer": lambda d: d.pick(["Huron Valley Tool & Die", "Washtenaw County", "Kalamazoo Valley Community College", "Stryker (Portage site)", "Meijer distribution center",
                                  "University Health System (contract staff)", "Self-employed"]),
    "perio": lambda d: d.pick(["generalised 3-4 mm pockets, BOP 22%", "localised 5-6 mm pockets on the molars", "healthy, 2-3 mm throughout", "stage III grade B periodontitis"]),
    "reason_oms": lambda d: d.pick(["partially impacted #17 and #32 with recurrent pericoronitis", "fractured #30 below the bone, non-restorable", "mandibular tori interfering with a denture",
                                    "implant site #19 needing a ridge graft", "white lesion left lateral tongue, 8 mm, for biopsy", "bilateral impacted upper canines (ortho exposure)"]),
    "sedation": lambda d: d.pick(["IV sedation", "local anaesthesia with nitrous oxide", "general anaesthesia (hospital list)", "local anaesthesia only"]),
    "appt_time": _appt_time,
    "appt_kind": lambda d: d.pick(["6-month cleaning and exam", "hygiene recall with bitewings", "crown seat", "filling appointment", "periodontal maintenance", "braces adjustment"]),
    "vehicle_desc": vehicle_desc, "tape_stats": _tape_stats, "tape_elapsed": lambda d: f"0:{d.rng.randint(31, 58)}", "htm_rows": _htm_rows, "cnt_plain": lambda d: str(d.rng.randint(1200, 9800)), "cnt_plain2": lambda d: str(d.rng.randint(400, 1190)),
    "varnish_lot": lambda d: f"{d.letters(1)}{d.digits(5, True)}", "lab_case": lambda d: f"{d.rng.randint(26, 26)}-{d.digits(5, True)}",
}

US = ("en_US",)
GB = ("en_GB",)
IE = ("en_IE",)
CA = ("en_CA",)
AU = ("en_AU",)
NZ = ("en_NZ",)
IN = ("en_IN",)
OTHER_LOCALES = GB + IE + CA + AU + NZ + IN

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- fee schedules
    ("b74c_fee_table", "dental_fee_schedule", US,
     "{dental} - FEE SCHEDULE {year} (effective {en_date})\nCDT | Procedure | Office fee | {plan} allowance\n{fee_table}\nFees are for one procedure on one tooth "
     "or area unless stated. In-network allowances are what the plan pays the dentist in full; you pay the coinsurance on that amount only. Questions: {hb_phone} or {hb_email}."),
    ("b74c_fee_csv", "csv_export", US,
     "cdt_code,nomenclature,office_fee_usd,benefit_class,prior_auth\n{fee_csv}\n# {dental} practice-management export, fee schedule v{ver}, {iso_ts}; billing NPI {own_npi}, TIN {org_ein}"),
    ("b74c_fee_json", "json_export", US,
     "{\"payer\": \"{plan}\", \"payerId\": \"{payer_id}\", \"network\": \"ToothShield PPO\", \"region\": \"Southeast Michigan\", \"effective\": \"{eff_iso}\", "
     "\"schedule\": [{fee_json}], \"contact\": \"{plan_web}\"}"),
    ("b74c_gb_bands", "dental_fee_schedule", GB,
     "{gb_partner}\nNHS DENTAL CHARGES FROM 1 APRIL 2025 (ENGLAND)\nBand 1: £27.40 - examination, diagnosis, advice, X-rays, scale and polish if clinically needed, "
     "and preventive care such as fluoride varnish or fissure sealants.\nBand 2: £75.30 - everything in Band 1, plus fillings, root canal treatment and extractions.\n"
     "Band 3: £326.70 - everything in Bands 1 and 2, plus crowns, dentures and bridges.\nUrgent treatment: £27.40.\nYou do not pay if you are under 18, under 19 and in "
     "full-time education, pregnant or have had a baby in the last 12 months, or receive certain benefits. Ask at reception, {gb_phone}, or e-mail {gb_email}. "
     "{gb_addr}. Updated {gb_date}."),
    ("b74c_au_items", "dental_fee_schedule", AU,
     "{au_partner} - PRIVATE FEES {year}\nItem | Description | Fee | Typical health-fund rebate\n{au_table}\nItem numbers are from the Australian Schedule of Dental Services "
     "and Glossary (13th edition). Rebates depend on your fund and level of extras cover; HICAPS claiming on the spot. Phone {au_phone} or e-mail {au_email}."),
    ("b74c_in_prices", "dental_fee_schedule", IN,
     "{in_partner}\nTREATMENT CHARGES (w.e.f. {in_date})\nTreatment | Charge | Note\n{in_table}\nPayment by cash, UPI, debit and credit card. Insurance (cashless) only for "
     "accident cases with prior approval. For appointments call {in_phone} or write to {in_email}. {in_addr}."),
    # ---- sterilisation and autoclave logs
    ("b74c_steri_table", "sterilisation_log", US,
     "{dental} - STERILIZER CYCLE LOG, week of {us_date}\nCycle | Unit | Load | Temp/time | Chemical indicator | Operator\n{steri_table}\nBiological indicator "
     "(weekly): lot {bi_lot}, incubated 24 h, result negative; control positive. Log reviewed by {own_cda}."),
    ("b74c_steri_tape", "sterilisation_log", US,
     "===== MIDMARK M11 =====\nSN: V{fivedig}{small_digit}  FW {ver}\nCYCLE #{cycle}   POUCHES\nDATE {us_date}  START {clock}\nHEAT UP ....... OK\n{tape_stats}\nCYCLE COMPLETE  ELAPSED {tape_elapsed}\nOPERATOR: ______ MO\n"
     "==========================\nTape kept for 3 years per office SOP. {dental}."),
    ("b74c_steri_csv", "csv_export", US,
     "timestamp,cycle_no,program,max_temp_c,max_kpa,duration_s,result\n{steri_csv}\n# W&H Lisa 522 USB export, {dental} sterilisation area, unit ID STER-2"),
    ("b74c_spore_memo", "sterilisation_log", US,
     "MEMO - {dental}\nTo: clinical team\nFrom: {own_cda}\nDate: {en_date}\nRe: weekly spore testing\nOur mail-in spore test for sterilizer 2 (cycle {cycle}) came back "
     "positive. The unit was taken out of service the same afternoon, the load recalled and reprocessed in sterilizer 1, and the door gasket replaced by the service "
     "technician. Three consecutive negative tests followed (lots {bi_lot} and {lot}). No instruments from that load were used on anyone. Logs are in the sterilisation binder. "
     "Questions: extension 2{small_digit}4."),
    ("b74c_gb_htm", "sterilisation_log", GB,
     "{gb_partner} - DECONTAMINATION: DAILY AUTOCLAVE TESTS (HTM 01-05)\nWeek commencing {gb_date}\nDay | Steam penetration (Helix) | Automatic control test | Cycle counter | Initials\n"
     "{htm_rows}\nWeekly air-leakage test: pass. Washer-disinfector protein "
     "residue test: pass. Signed {gb_dentist}."),
    # ---- fluoride-varnish programme statistics
    ("b74c_fv_table", "fluoride_programme_statistics", US,
     "{smilebus} - FLUORIDE VARNISH REPORT, {quarter}\nDistrict | Enrolled | Consented | Varnish applied | Referred for treatment | Visits\n{fv_table}\n"
     "Counts only; cells under 11 are suppressed in public releases. Varnish: 5% sodium fluoride, 0.25 mL (primary) or 0.4 mL (permanent dentition), lot {varnish_lot}. "
     "{own_mph}."),
    ("b74c_fv_csv", "csv_export", US,
     "term,district,grades,enrolled,consented,varnish_applied,urgent_referrals\n{fv_csv}\n# {smilebus} aggregate extract {iso_ts}; no child-level data"),
    ("b74c_fv_board", "fluoride_programme_statistics", US,
     "Board note - {smilebus}, {en_date}\nThe two vans applied fluoride varnish {cnt_big} times this school year, up {pct_lo}% on last year. Consent-form return reached "
     "{pct_hi}% in the districts where forms went home in Spanish and Arabic as well as English. Children aged 1 to 5 in Head Start were seen three times; "
     "school-age children twice. Urgent needs were found in {cnt} per hundred screened and {cnt_mid} children were linked to a dental home. Next year's budget "
     "request: ${cnt_mid},000. Prepared by {own_mph}; questions to {sb_email} or {sb_phone}."),
    ("b74c_fv_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"http://washtenawsmilebus.org/Measure/fluoride-varnish-2x\", "
     "\"reporter\": {\"display\": \"Washtenaw Smile Bus Fluoride Programme\"}, \"date\": \"{iso_ts}\", \"period\": {\"start\": \"2025-08-25\", \"end\": \"2026-06-12\"}, "
     "\"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, \"count\": {cnt_plain}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {cnt_plain2}}]}]}"),
    ("b74c_nz_cohs", "fluoride_programme_statistics", NZ,
     "COMMUNITY ORAL HEALTH SERVICE - CANTERBURY SUMMARY, {year}\nArea | Children enrolled | Examined on time | Caries-free at age 5 | Mean recall interval\n{nz_table}\n"
     "Aggregate figures only. Fluoride varnish is offered at every examination for children at high risk. Prepared with {nz_partner} ({nz_email}), {nz_date}."),
    # ---- dental-plan benefit summaries
    ("b74c_benefit_grid", "dental_plan_benefit_summary", US,
     "{plan} - SUMMARY OF DENTAL BENEFITS, PLAN YEAR {year}\nGroup {group_no} | Network: ToothShield PPO\nService category | Plan pays (in network) | Waiting period | Deductible\n"
     "{benefit_table}\nAnnual deductible: $50 per person, $150 per family. Annual maximum: $1,500 per person. Orthodontic lifetime maximum: $1,500. Out-of-network "
     "claims are paid at the 80th percentile of charges. Provider services: {plan_phone}. Claims: {plan_addr}. Payer ID {payer_id}."),
    ("b74c_benefit_json", "json_export", US,
     "{\"plan\": \"{plan}\", \"group\": \"{group_no}\", \"year\": {year}, \"effective\": \"{eff_iso}\", \"deductible\": {\"individual\": ((50||75||25)), \"family\": ((150||225||75))}, \"annualMax\": ((1000||1500||2000||2500)), "
     "\"coinsurance\": {\"preventive\": 1.0, \"basic\": 0.8, \"major\": 0.5, \"ortho\": 0.5}, \"orthoLifetimeMax\": 1500, \"orthoAgeLimit\": 19, \"frequency\": "
     "{\"D1110\": \"2 per 12 months\", \"D0274\": \"1 per 12 months\", \"D0330\": \"1 per 60 months\", \"D2740\": \"1 per tooth per 84 months\"}, \"providerLine\": \"{plan_phone}\"}"),
    ("b74c_ca_cdcp", "dental_plan_benefit_summary", CA,
     "CANADIAN DENTAL CARE PLAN - WHAT YOU PAY ({ca_partner})\nAdjusted family net income | Co-payment\nUnder $70,000 | 0%\n$70,000 to $79,999 | 40%\n$80,000 to $89,999 | 60%\n"
     "Some services (for example crowns and partial dentures) need preauthorization. If our fee is above the CDCP fee grid you may pay a balance: we tell you before "
     "treatment. We bill Sun Life directly. Questions: {ca_phone}, {ca_email}. {ca_addr}. Updated {ca_date}."),
    ("b74c_au_extras", "dental_plan_benefit_summary", AU,
     "EXTRAS COVER - DENTAL, WHAT THE MAIN FUNDS TYPICALLY PAY (guide only, {year})\nService | Item | Basic extras | Top extras | Annual limit\n"
     "Periodic exam | 012 | $40 | $55 | shared general dental\nScale and clean | 114 | $55 | $80 | shared general dental\nFilling, one surface | 531 | 60% | 75% | $700 / $1,200\n"
     "Crown | 613 | not covered | 60% | $1,500 major dental\nOrthodontics | 880+ | not covered | $2,500 lifetime | 12-month wait\nPrepared by {au_partner} on {au_date}; check your own fund's "
     "schedule. Waiting periods: ((2 months general, 12 months major||none on general dental if you switch funds)). Questions: {au_phone}."),
    # ---- continuing-education notices
    ("b74c_ce_notice", "continuing_education_notice", US,
     "CONTINUING EDUCATION AT {dental}\nMichigan dentists need 60 hours of CE in each three-year licence cycle (at least 20 in person), and dental hygienists and "
     "assistants their own totals; pain and symptom management, implicit bias and BLS are required. Our next evening course, \"Extractions on blood thinners: managing the "
     "anticoagulated dental patient\", runs {en_date}, 6:00-9:00 p.m., 3 hours, AGD PACE provider #{fivedig}. Fee $95 (staff of member practices $45). Speaker: "
     "{own_oms}. Register at {hb_web} or {hb_phone}."),
    ("b74c_ce_ics", "continuing_education_notice", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Huron Birchwood Family Dentistry//CE calendar {ver}//EN\n{ce_ics}\nEND:VCALENDAR"),
    ("b74c_gb_cpd", "continuing_education_notice", GB,
     "{gb_partner} - PRACTICE CPD DAY\nDate: {gb_date}, 09:00-16:30 (practice closed to patients)\nGDC enhanced CPD: 6 hours verifiable. Topics: medical emergencies and "
     "CPR (annual), safeguarding children and adults (level 2), radiography and radiation protection (IR(ME)R 2017 update), decontamination and infection control. "
     "Development outcomes A, C and D. Certificates issued by the trainer. Lunch provided. Contact the practice manager on {gb_phone} (ext. 3) or {gb_email}."),
    ("b74c_in_cde", "continuing_education_notice", IN,
     "{in_partner}\nCONTINUING DENTAL EDUCATION PROGRAMME (Kerala State Dental Council accredited)\nDate: {in_date}\nVenue: Seminar hall, {in_addr}\nSessions:\n- {cde_list}\n"
     "Registration fee ₹1,500 (PG students ₹750). Limited to 40 participants. Contact {in_phone} or {in_email}. Organising secretary: {in_dentist}."),
    # ---- laboratory work-order batch totals
    ("b74c_lab_table", "lab_batch_totals", US,
     "{lab} - MONTHLY CASE SUMMARY FOR {dental}, {quarter}\nProduct | Units | Remakes | Billed\n{lab_table}\nAverage turnaround {small_digit}.{small_digit} working days. "
     "Shade-related remakes are free within 30 days. FDA establishment registration {lab_fda}. Questions: {lab_phone}, {lab_email}."),
    ("b74c_lab_csv", "csv_export", US,
     "week,product,units,remakes,billed_usd,avg_turnaround_days\n{lab_csv}\n# {lab} case-management export {iso_ts}; client account HBFD; totals only"),
    ("b74c_lab_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<labStatement lab=\"PCDL\" fdaRegistration=\"{lab_fda}\" client=\"Milham Park Orthodontics\" period=\"{quarter}\" generated=\"{iso_ts}\">\n"
     "{lab_xml}\n</labStatement>"),
    ("b74c_lab_memo", "lab_batch_totals", US,
     "MEMO - {lab}\nTo: client practices\nFrom: {own_cdt}\nDate: {en_date}\nRemakes fell to {pct_lo}% of units this quarter ({cnt} of {cnt_big} units). Most remaining "
     "remakes were open contacts on posterior zirconia and tight fits on implant crowns from analog impressions; intraoral scans had a third of the remake rate. "
     "Please send a photograph with the stump shade for anterior cases. Case pickup routes are unchanged: Ann Arbor Tuesday and Thursday, Portage daily. "
     "Zirconia blank lot {lot} was withdrawn by the maker; no crowns milled from it left the lab. {lab_phone}."),
    # ---- waiting-time reports
    ("b74c_wait_table", "waiting_time_report", US,
     "{oms} - ACCESS REPORT, {quarter}\nService | Patients waiting | Median wait | 90th percentile\n{wait_table}\nWeeks from referral received to surgery date. "
     "Suspected malignancy referrals are seen within 10 working days and reported separately. Referral fax {rc_fax}; referral questions {rc_email}."),
    ("b74c_gb_access", "waiting_time_report", GB,
     "NHS DENTAL ACCESS - {gb_partner}, QUARTER ENDING {gb_date}\nNew NHS adult patients accepted: {cnt_mid}. New child patients accepted: {cnt_mid}. Urgent slots "
     "offered per week: {cnt}. Units of dental activity delivered: {cnt_big} of the contracted annual total ({pct_hi}% of pro-rata). Median wait for a routine "
     "new-patient examination: {weeks} weeks. Children are seen for check-ups every 3-12 months according to NICE recall guidance. Join the waiting list at "
     "reception or on {gb_phone}."),
    ("b74c_wait_csv", "csv_export", US,
     "month,service,patients_waiting,median_weeks,p90_weeks\n{wait_csv}\n# {oms} scheduling extract {iso_ts}; aggregate, no patient identifiers"),
    ("b74c_ie_wait_json", "json_export", IE,
     "{\"source\": \"{ie_partner} regional summary\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"lists\": [{ie_wait_json}], \"contact\": \"{ie_email}\"}"),
    # ---- supply orders
    ("b74c_po", "supply_order", US,
     "PURCHASE ORDER {po_no}\nBill to / ship to: {dental}, {hb_addr}\nDate: {us_date}   Terms: net 30   Ship via: ground\nSKU | Item | Qty | Unit | Line total\n{po_table}\n"
     "Deliver to the sterilisation area, not the front desk. Lidocaine and articaine are kept in the locked cabinet on arrival. Approved by {own_pm}. "
     "Questions about this order: {hb_phone}."),
    ("b74c_po_csv", "csv_export", US,
     "sku,description,qty,unit_price,extended,status\n{po_csv}\n# order {po_no}, {oms}, exported {iso_ts}"),
    ("b74c_po_email", "supply_order", US,
     "From: {dental} <{hb_email}>\nTo: {lab} <{lab_email}>\nDate: {date_letter}\nSubject: Re: impression supplies for case pickups\n\nHi Desmond,\nPlease add "
     "to Thursday's pickup: 2 boxes of bite registration cartridges, 1 case of disposable impression trays (large), and 3 shade tabs (A2, A3, B1) to replace "
     "the ones we sent with case {lab_case}. We no longer need the alginate; we moved to the scanner on {us_date}. Thanks,\n{own_pm}\n{dental} | {hb_phone}"),
    ("b74c_backorder", "supply_order", CA,
     "{ca_partner} - SUPPLY NOTICE FOR CLINICAL STAFF ({ca_date})\nOur supplier has back-ordered articaine 4% 1:200,000 (DIN 02247069) until further notice. Use "
     "lidocaine 2% 1:100,000 for routine blocks; the articaine we have (lot {lot}, {cnt} boxes) is kept for the surgical days. Nitrile gloves in size small are "
     "limited to one box per operatory per day. Fluoride varnish and prophy cups are in stock. Questions to the office manager, {ca_phone}."),
    # ---- X12 with no person
    ("b74c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*HURONBIRCH     *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*HURONBIRCH*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{small}*005010X224A2~\nAK2*837*{four_digits}*005010X224A2~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b74c_x12_277", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*REDCEDAROMS    *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HN*{payer_id}*REDCEDAROMS*20{isa_date}*{hhmm}*{small}*X*005010X214~\n"
     "ST*277*{four_digits}*005010X214~\nBHT*0085*08*{ctrl}*20{isa_date}*{hhmm}*TH~\nHL*1**20*1~\nNM1*PR*2*GREAT LAKES TOOTHSHIELD DENTAL PLAN*****PI*{payer_id}~\n"
     "TRN*1*{ctrl2}~\nDTP*050*D8*20{isa_date}~\nDTP*009*D8*20{isa_date}~\nHL*2*1*21*1~\nNM1*41*2*RED CEDAR ORAL MAXILLOFACIAL*****46*RCOMS01~\nTRN*2*{batch}~\n"
     "STC*A1:19:PR*20{isa_date}*WQ*{amt}~\nQTY*90*{small}~\nAMT*YU*{amt}~\nHL*3*2*19*0~\nNM1*85*2*RED CEDAR ORAL MAXILLOFACIAL*****XX*{own_npi}~\nTRN*1*{ctrl}~\n"
     "STC*A3:24:85*20{isa_date}*U*{amt}~\nQTY*AA*{small}~\nSE*19*{four_digits}~"),
    # ---- HL7 location files
    ("b74c_hl7_loc", "hl7_export", US,
     "MSH|^~\\&|PM|GLTS|NETWORK|GLTS|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5.1\nMFI|LOC^Location master file^HL70175||UPD|||AL\n{loc_items}"),
    ("b74c_hl7_ops", "hl7_export", US,
     "MSH|^~\\&|DENTRIX|HBFD|SCHED|HBFD|{hl7_ts}||MFN^M05^MFN_M05|{ctrl}|P|2.5\nMFI|LOC^Location master file^HL70175||REP|||NE\nMFE|MAD|{ctrl2}|{hl7_ts}|HBFD-AA|CE\n"
     "LOC|HBFD-AA^^^HBFD|{dental}|C|HBFD|{hb_addr}|{hb_phone}\n{op_items}"),
    # ---- notices of the practices abroad
    ("b74c_ie_notice", "locale_notice", IE,
     "{ie_partner}\nPATIENT NOTICE\nPRSI Treatment Benefit: if you have enough PRSI contributions you are entitled to a free oral examination each year and a "
     "scale and polish for a contribution of €15. Bring your PPS number to your appointment and we will check eligibility online. Medical card holders aged 16 and "
     "over are covered under the DTSS. Opening hours Monday to Friday 8.30-17.30. Call {ie_phone} ({ie_phone_intl} from abroad) or e-mail {ie_email}. "
     "{ie_addr}. {ie_dentist}, {ie_date}."),
    ("b74c_nz_notice", "locale_notice", NZ,
     "{nz_partner}\nFREE DENTAL CARE FOR TEENAGERS\nBasic dental care is free for young people from Year 9 until the day before their 18th birthday, under the "
     "Combined Dental Agreement: a yearly check-up, X-rays, fillings and extractions. Just ring us to enrol; no forms to post. Adults: ask us about the WINZ "
     "emergency dental grant (up to $1,000). Kia ora and welcome: {nz_phone}, {nz_phone_intl}, {nz_email}. {nz_addr}. {nz_date}."),
    ("b74c_in_notice", "locale_notice", IN,
     "{in_partner}\nNOTICE\nOPD timings: Monday to Saturday 9.00 a.m. to 7.00 p.m.; Sunday by appointment only. Consultation ₹300, valid for 7 days. Please bring "
     "your previous X-rays and prescriptions. Free oral cancer screening camp on {in_date} for all above 40 years. Appointments: {in_phone} ({in_phone_intl}) or "
     "{in_email}. {in_addr}. {in_dentist}."),
    ("b74c_ca_notice", "locale_notice", CA,
     "{ca_partner}\nNEW PATIENTS WELCOME\nWe accept the Canadian Dental Care Plan, Manitoba Employment and Income Assistance dental coverage, NIHB, and all private "
     "plans that allow direct billing. Children aged 0-17 are seen for a first visit by age 1. Emergency appointments are held every weekday at 8 a.m. Call "
     "{ca_phone} or write to {ca_email}. {ca_addr}. {ca_dentist}, {ca_date}."),
    ("b74c_au_cdbs", "locale_notice", AU,
     "{au_partner}\nCHILD DENTAL BENEFITS SCHEDULE\nIf your child is aged 0-17 and your family receives Family Tax Benefit Part A or another eligible payment, the "
     "Australian Government covers up to $1,158 of basic dental services over two calendar years. We bulk bill: there is no gap to pay. Bring your child's Medicare "
     "card. Book on {au_phone} ({au_phone_intl} from overseas) or {au_email}. {au_addr}. {au_dentist}, {au_date}."),
    # ---- equipment, audits, rota, survey, leaflet
    ("b74c_xray_register", "equipment_register", US,
     "{dental} - RADIATION MACHINE REGISTER (Michigan Ionizing Radiation Rules)\nRoom | Unit | Serial | Registration | Survey | Result\n{xray_table}\n"
     "Operator dosimetry badges are exchanged quarterly. Registration renewal due {en_date}. Radiation safety officer: {own_gp}."),
    ("b74c_ic_audit", "infection_control_audit", GB,
     "INFECTION PREVENTION AND CONTROL AUDIT (IPS/HTM 01-05) - {gb_partner}, {gb_date}\nStandard | Finding | Score\n{ic_table}\nOverall score {pct_hi}%: best-practice "
     "requirements met in most areas. Actions: replace the ultrasonic bath lid, record waterline tests weekly. Next audit in 6 months. Lead: {gb_dentist}."),
    ("b74c_oncall_rota", "on_call_rota", US,
     "AFTER-HOURS ON-CALL ROTA - {dental} and {oms}\nWeek of {us_date}: {own_gp}\nWeek of {us_date2}: {own_oms}\nThe answering service on {hb_phone} pages the dentist on call; "
     "facial swelling affecting breathing or swallowing goes to the emergency department, not the on-call line. Post-operative bleeding after surgery at {oms}: "
     "{rc_phone}, option 2. Rota maintained by {own_pm}, v{ver}."),
    ("b74c_survey", "patient_survey_summary", AU,
     "PATIENT SURVEY RESULTS - {au_partner}, {year}\nStatement | Agree | Disagree | Responses\n{survey_table}\nNet promoter score: {cnt}. Most common comment: "
     "waiting-room temperature. Respondents were aged 18 to 84 (median 46). Thank you to everyone who took part. {au_dentist}."),
    ("b74c_oms_postop", "post_operative_instructions", US,
     "AFTER YOUR OPERATION - {oms}\n- Bite on the gauze for 45 minutes; replace it if bleeding continues.\n- No spitting, straws or smoking for 72 hours.\n- Ice packs "
     "20 minutes on, 20 off for the first day; warm salt-water rinses from day 2.\n- Take ibuprofen 600 mg with acetaminophen 500 mg every 6 hours for pain unless "
     "told otherwise.\n- Swelling peaks on day 2-3. A fever over 101 °F, bleeding that will not stop, or numbness after 24 hours: call {rc_phone} (24 hours).\n"
     "{own_oms}. Leaflet v{ver}, {en_date}."),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- Michigan: claims, plans, consents, contracts, letters, messages, exports
    ("b74_ada_claim", "dental_claim_form", US,
     "ADA Dental Claim Form (2024)\nHEADER INFORMATION\n1. Type of Transaction: [X] Statement of Actual Services  [ ] Request for Predetermination/Preauthorization\n"
     "INSURANCE COMPANY/DENTAL BENEFIT PLAN INFORMATION\n3. {plan}\n   {plan_addr}\nPOLICYHOLDER/SUBSCRIBER INFORMATION\n12. {last_upper}, {first_upper} {mi}\n"
     "    [[address:addr_mi_v74]]\n13. Date of Birth (MM/DD/CCYY): [[date_of_birth:dob_us_v74]]   14. Gender: [X] {sex}\n15. Policyholder/Subscriber ID (Assigned by Plan): "
     "[[member_id:member_mi_v74]]\n16. Plan/Group Number: {group_no}   17. Employer Name: {employer}\nPATIENT INFORMATION\n18. Relationship to Policyholder: [X] Self\n"
     "23. Patient ID/Account # (Assigned by Dentist): [[record_number:chart_v74]]\nRECORD OF SERVICES PROVIDED\n{claim_lines}\nBILLING DENTIST OR DENTAL ENTITY\n"
     "48. {dental}, {hb_addr}\n49. NPI {own_npi}   50. License Number {mi_license}   51. SSN or TIN {org_ein}\n52. Phone Number {hb_phone}"),
    ("b74_x12_837d", "x12_export", US,
     "ISA*00*          *00*          *ZZ*HURONBIRCH     *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*HURONBIRCH*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X224A2~\n"
     "ST*837*{four_digits}*005010X224A2~\nBHT*0019*00*{ctrl}*20{isa_date}*{hhmm}*CH~\nNM1*41*2*HURON BIRCHWOOD FAMILY DENTISTRY*****46*HBFD01~\nPER*IC*BILLING*TE*7345550147~\n"
     "NM1*40*2*GREAT LAKES TOOTHSHIELD*****46*{payer_id}~\nHL*1**20*1~\nNM1*85*2*HURON BIRCHWOOD FAMILY DENTISTRY*****XX*{own_npi}~\nN3*3310 PACKARD STREET*SUITE 210~\n"
     "N4*ANN ARBOR*MI*481081234~\nREF*EI*387407474~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}*{mi}***MI*[[member_id:member_plain_v74]]~\n"
     "N3*[[address:x12_street_v74]]~\nN4*[[address:x12_zip_v74]]~\nDMG*D8*[[date_of_birth:dob_compact_v74]]*{sex}~\nREF*SY*[[ssn:ssn_plain_v74]]~\n"
     "NM1*PR*2*GREAT LAKES TOOTHSHIELD DENTAL PLAN*****PI*{payer_id}~\nCLM*[[record_number:chart_plain_v74]]*{fee_n}***11:B:1*Y*A*Y*Y~\nDTP*472*D8*20{isa_date}~\nLX*1~\n"
     "SV3*AD:((D2740||D2950||D3330||D7210))*{fee_n}****1~\nTOO*JP*{tooth}~\nSE*24*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b74_treatment_plan", "treatment_plan", US,
     "{dental}\nTREATMENT PLAN AND ESTIMATE\nPatient: {first} {last}   Birthdate: [[date_of_birth:dob_v74]]   Chart: [[record_number:chart_v74]]\n"
     "Primary insurance: {plan}, subscriber ID [[member_id:member_mi_v74]]\nCell: [[phone:phone_mi_v74]]\nPeriodontal status: {perio}.\n{plan_lines}\n"
     "Estimates are not a guarantee of payment; the plan decides at the time of the claim. A predetermination can be sent on request. Plan presented by {own_gp} on {us_date}.\n"
     "Patient signature: ______________________"),
    ("b74_consent_elder", "consent_form", US,
     "{dental} - INFORMED CONSENT: EXTRACTIONS AND IMMEDIATE COMPLETE DENTURES\nPatient: {first} {last}   Age: [[age_over_89:age_elder_v74]]   DOB: [[date_of_birth:dob_elder_v74]]\n"
     "Residence: [[address:addr_mi_v74]]\nInsurance: Medicare Advantage with dental rider, MBI [[member_id:mbi_v74]]\nConsent given by: {first2} {last2}, patient advocate under durable power of attorney for health care, phone [[phone:phone_mi_v74]]\n"
     "Procedure: removal of the remaining ((upper||lower||upper and lower)) teeth and delivery of immediate dentures. Risks discussed: bleeding (patient takes ((apixaban||warfarin||clopidogrel))), "
     "infection, dry socket, sore spots, relines needed in 3-6 months, changes in speech. Alternatives: keep the teeth and treat the decay; extractions only.\n"
     "Medical clearance from the primary care physician received {us_date}. Dentist: {own_gp}."),
    ("b74_ortho_contract", "orthodontic_financial_agreement", US,
     "{ortho} - ORTHODONTIC FINANCIAL AGREEMENT\nPatient: {first} {last}, born [[date_of_birth:dob_child_v74]]\nResponsible party: {first2} {last2}\nSSN (for the credit check): [[ssn:ssn_v74]]\n"
     "Home address: [[address:addr_mi_v74]]\nE-mail for statements: [[email:email_other_v74]]\nTotal fee: ${ortho_fee}.00 (D8080). Estimated insurance: $1,500. Down payment ${down}.00, "
     "then ${monthly}.00 a month for {months} months.\nAutomatic payment: card [[card:card_v74]], exp ((03/28||10/27||06/29||12/30))\nor ACH from [[bank_account:account_mi_v74]]\n"
     "Missed appointments and broken brackets beyond three are billed at $45. Treatment coordinator: {own_pm}."),
    ("b74_oms_referral", "oral_surgery_referral", US,
     "{dental}\n{hb_addr}\nPhone {hb_phone} | Fax {hb_fax}\n\n{en_date}\n\n{own_oms}\n{oms}\n{rc_addr}\n\nRe: {first} {last}\nDOB: [[date_of_birth:dob_v74]]\nPhone: [[phone:phone_mi_v74]]\n"
     "Insurance: {plan}, ID [[member_id:member_mi_v74]]\nOur chart no.: [[record_number:chart_v74]]\n\nDear Dr. Vanderveen,\nPlease see this patient for {reason_oms}. Panoramic image "
     "taken {us_date} is attached. Medical history: ((no significant findings||controlled type 2 diabetes, metformin||hypertension, lisinopril; latex allergy)). The patient would prefer "
     "{sedation}. Please send your report back to us.\n\nWith thanks,\n{own_gp}"),
    ("b74_recall_sms", "recall_text", US,
     "SMS thread with [[phone:phone_mi_v74]]\n{dental}: Hi {first}! You're due for your {appt_kind}. Reply 1 to book {us_date} at {appt_time}, 2 for another time.\n"
     "Patient: 1\n{dental}: Great! To verify, reply with the patient's date of birth (MM/DD/YYYY).\nPatient: [[date_of_birth:dob_us_v74]]\n"
     "{dental}: You're booked. Please arrive 10 minutes early. Reply STOP to opt out. {hb_phone}"),
    ("b74_appt_email", "appointment_email", US,
     "From: {dental} <{hb_email}>\nTo: {first} {last} <[[email:email_plain_v74]]>\nSubject: Appointment reminder for {us_date}\n\nDear {first},\nThis is a reminder of your "
     "{appt_kind} with {own_rdh} on {us_date} at {appt_time}. Please fill in your updated medical history before the visit: [[url:url_portal_v74]]\n"
     "If you need to reschedule, call {hb_phone} at least 24 hours ahead.\n{dental}, {hb_addr}"),
    ("b74_preauth_letter", "predetermination_letter", US,
     "{plan}\n{plan_addr}\n\n{en_date}\n\n{first} {last}\n[[address:addr_mi_v74]]\n\nMember ID: [[member_id:member_mi_v74]]   Date of birth: [[date_of_birth:dob_v74]]\n"
     "Predetermination no.: {preauth}   Dentist: {own_oms}\n\nDear {first} {last},\nWe have reviewed the predetermination sent for ((D7240 removal of impacted tooth, completely bony||"
     "D6010 surgical placement of an implant||D4341 scaling and root planing, four quadrants)). Based on your coverage today, the plan expects to pay {pct_hi}% of the "
     "allowed amount, after your remaining deductible. This is not a guarantee of payment: eligibility, frequency limits and the annual maximum apply on the date of service.\n"
     "Questions: {plan_phone}.\nPredetermination unit"),
    ("b74_nofault_claim", "dental_trauma_injury_claim", US,
     "MICHIGAN NO-FAULT - APPLICATION FOR BENEFITS (DENTAL INJURY)\nInjured person: {first} {last}\nDate of birth: [[date_of_birth:dob_v74]]   SSN: [[ssn:ssn_v74]]\n"
     "Driver's license: [[national_id:dl_mi_v74]]\nAddress: [[address:addr_mi_v74]]\nPhone: [[phone:phone_mi_v74]]\nVehicle involved: {vehicle_desc}, "
     "VIN [[vehicle_id:vin_v74]], plate [[vehicle_id:plate_mi_v74]]\nAccident date: {us_date}. Injuries: ((fractured upper central incisors #8 and #9 (airbag)||avulsed #9, replanted within 40 minutes||"
     "fractured mandible, teeth #23-#26 loosened)). Treating dentist: {own_gp}, {dental}. Estimated dental treatment: ${fee_n}."),
    ("b74_portal_msg", "patient_portal_message", US,
     "Patient portal - secure message\nFrom: {first} {last} ([[email:email_v74]])\nTo: {dental} billing\nSent: {iso_ts} from [[ip_address:ip_v74]]\nSubject: paying my balance\n\n"
     "Hi, I got the statement for my ((crown||root canal||deep cleaning)) but the pay link keeps timing out. Can you just run my card? It's [[card:card_v74]], "
     "exp ((08/27||01/29||11/28)), zip on the card is the same as my home one. Thanks!\n\n--\nReply from {own_pm}: We can't take card numbers through the portal; we've deleted it from "
     "the message. Please call {hb_phone}."),
    ("b74_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"system\": \"https://huronbirchwooddental.com/chart\", \"value\": \"[[record_number:chart_plain_v74]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v74]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"gender\": \"{gender_lower}\", \"birthDate\": \"[[date_of_birth:dob_iso_v74]]\", "
     "\"deceasedDateTime\": \"[[date_of_death:dod_iso_v74]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v74]]\", \"use\": \"mobile\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v74]]\"}], \"address\": [{\"line\": [\"[[address:fhir_line_v74]]\"], \"city\": \"[[address:fhir_zip_v74]]\"}]}"),
    ("b74_fhir_coverage", "fhir_export", US,
     "{\"resourceType\": \"Coverage\", \"id\": \"cov-{small}\", \"status\": \"active\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": "
     "[{\"type\": {\"coding\": [{\"code\": \"MR\"}]}, \"value\": \"[[record_number:chart_plain_v74]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"birthDate\": \"[[date_of_birth:dob_iso_v74]]\"}], \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MB\"}]}, "
     "\"value\": \"[[member_id:member_plain_v74]]\"}], \"subscriberId\": \"[[member_id:member_plain_v74]]\", \"beneficiary\": {\"reference\": \"#pt\"}, \"relationship\": "
     "{\"coding\": [{\"code\": \"((self||child||spouse))\"}]}, \"payor\": [{\"display\": \"{plan}\"}], \"class\": [{\"type\": {\"coding\": [{\"code\": \"group\"}]}, \"value\": \"{group_no}\"}], "
     "\"period\": {\"start\": \"{eff_iso}\"}}"),
    ("b74_board_complaint", "dental_board_complaint", US,
     "MICHIGAN BOARD OF DENTISTRY - ALLEGATION (COMPLAINT) FORM\nComplainant: {first2} {last2}\nAddress: [[address:addr_mi_v74]]\nPhone: [[phone:phone_mi_v74]]   E-mail: [[email:email_other_v74]]\n"
     "Patient: {first} {last}, my {parent_word}, who was [[age_over_89:age_at_death_v74]] when {pronoun} died on [[date_of_death:dod_v74]]\nLicensee: a dentist at a mobile "
     "dental service that visits nursing homes (not {dental})\n\nWhat happened: the dentist extracted three teeth at the nursing home without calling me, although I am {possessive} patient advocate. "
     "{pronoun_cap} developed an infection and was hospitalised ((a week||ten days||two weeks)) later. I posted the timeline and the photos here: [[url:url_post_v74]]\n"
     "I have copies of the nursing home's records and the invoice. Signed {first2} {last2}, {en_date}"),
    ("b74_dentist_fax", "dentist_referral_fax", US,
     "FAX  {hb_fax} -> ((Endodontic||Periodontal||Pediatric)) specialist   {us_date} {clock}   PAGE 1/((2||3||4))\n*** CONFIDENTIAL PATIENT INFORMATION ***\nReferring: {own_gp}, {dental}\n"
     "Patient: {last_upper}, {first_upper}   DOB [[date_of_birth:dob_v74]]\nHome/cell: [[phone:phone_mi_v74]]\nIns: {plan} #[[member_id:member_mi_v74]]\nChart [[record_number:chart_v74]]\n"
     "Reason: ((#{tooth} irreversible pulpitis, please evaluate for RCT||generalised horizontal bone loss, 5-7 mm pockets||early childhood caries, needs treatment under GA)). "
     "PA and BWX enclosed. Please call us with questions: {hb_phone}."),
    ("b74_me_records", "dental_records_request", US,
     "OFFICE OF THE ((WASHTENAW||KALAMAZOO||INGHAM)) COUNTY MEDICAL EXAMINER\nREQUEST FOR ANTEMORTEM DENTAL RECORDS (IDENTIFICATION)\nTo: {dental}, fax {hb_fax}\n"
     "Presumed decedent: {first} {last}   Date of birth: [[date_of_birth:dob_v74]]\nFound: [[date_of_death:dod_v74]], in a vehicle, plate [[vehicle_id:plate_mi_v74]]\n"
     "Last known address: [[address:addr_mi_v74]]\nYour chart number (from the family): [[record_number:chart_v74]]\nPlease send the complete dental chart, all radiographs "
     "(original digital files, not prints) and treatment notes within 48 hours. Forensic odontologist: ((Dr. Mireille Osterhout-Banda||Dr. Kenji Halvorsen-Adeyemi)), DDS, D-ABFO."),
    # ---- United Kingdom
    ("b74_gb_fp17", "nhs_dental_claim", GB,
     "FP17 - NHS DENTAL TREATMENT CLAIM (England)\nPerformer: {gb_dentist}   Contract: {gb_partner}\nPatient surname: {last_upper}   Forename: {first_upper}   Sex: {sex}\n"
     "Date of birth: [[date_of_birth:dob_v74]]\nNHS number: [[national_id:nhs_v74]]\nAddress: [[address:addr_gb_v74]]\nExemption: ((Income Support||income-based Jobseeker's Allowance||"
     "Universal Credit, eligible)) - claimant's NI number [[national_id:nino_v74]]\nTreatment band: {gbp_band}. Date of acceptance {gb_date}; completion {gb_date}.\n"
     "Clinical data set: ((scale and polish, fluoride varnish||2 fillings, 1 root canal||upper partial acrylic denture))."),
    ("b74_gb_domiciliary", "domiciliary_visit_record", GB,
     "{gb_partner} - DOMICILIARY VISIT RECORD\nResident: {title} {first} {last}, aged [[age_over_89:age_aged_v74]]\nDate of birth: [[date_of_birth:dob_elder_v74]]   NHS No: [[national_id:nhs_v74]]\n"
     "Care home: ((Beaumont Lodge||The Willows||Knighton Park House)), Leicester\nNext of kin: {first2} {last2}, tel. [[phone:phone_gb_v74]]\nSeen in {possessive} room with a carer present. "
     "Lower denture loose and cracked; ((two retained roots under the upper denture, no pain||ulcer under the lower flange, eased)). Mouth-care plan given to the nurse in charge. "
     "Capacity assessed: ((able to consent||best-interests decision with next of kin)). {gb_dentist}, {gb_date}."),
    ("b74_gb_estate", "executor_letter", GB,
     "{gb_partner}\n{gb_addr}\n\nDear Sir or Madam,\nRe: the late {title} {first} {last}, [[address:addr_gb_v74]]\nI am the executor of {possessive} estate. "
     "{pronoun_cap} passed away on [[date_of_death:dod_v74]], aged [[age_over_89:age_at_death_v74]]. {pronoun_cap} was paying for a new denture in monthly instalments. "
     "Please cancel the payment plan and stop taking payments from the card [[card:card_v74]]. Any refund should be sent to the estate; a copy of the grant of probate "
     "will follow. You can reach me on [[phone:phone_gb_v74]].\nYours faithfully,\n{first2} {last2}"),
    # ---- Ireland
    ("b74_ie_dtss", "dtss_claim", IE,
     "HSE - DENTAL TREATMENT SERVICES SCHEME (DTSS) CLAIM\nContractor: {ie_dentist}, {ie_partner}\nPatient: {first} {last}\nPPS No.: [[national_id:ppsn_v74]]\n"
     "Medical Card No.: [[member_id:medcard_ie_v74]]\nDate of birth: [[date_of_birth:dob_v74]]\nAddress: [[address:addr_ie_v74]]\nMobile: [[phone:phone_ie_v74]]\n"
     "Treatment: ((A1 oral examination||A2 two fillings, amalgam||B1 extraction, surgical)). Date completed {ie_date}. ((Above-the-line||Below-the-line, prior approval)) item."),
    ("b74_ie_sepa", "orthodontic_financial_agreement", IE,
     "{ie_partner} - ORTHODONTIC PAYMENT PLAN AND SEPA DIRECT DEBIT MANDATE\nCreditor: {ie_partner}, {ie_addr}\nDebtor (parent/guardian): {first2} {last2}\nAddress: [[address:addr_ie_v74]]\n"
     "IBAN: [[bank_account:iban_ie_v74]]   BIC: ((AIBKIE2D||BOFIIE2D||IPBSIE2D))\nE-mail: [[email:email_other_v74]]\nFor the treatment of: {first} {last}\nTotal fee {eur}; deposit paid by card "
     "[[card:card_v74]]; balance in ((12||18||24)) monthly collections on the 1st. By signing you authorise us to send instructions to your bank. Signed in Galway, {ie_date}."),
    # ---- Canada
    ("b74_ca_claim", "dental_claim_form", CA,
     "STANDARD DENTAL CLAIM FORM - {ca_partner}\nPatient: {first} {last}   Birthdate: [[date_of_birth:dob_v74]]   Sex: {sex}\nAddress: [[address:addr_ca_v74]]\nPhone: [[phone:phone_ca_v74]]\n"
     "Policy #: ((G-41077||118802||CDCP)) Division/Section: 001   Plan/Certificate/ID #: [[member_id:cert_ca_v74]]\nProvincial health no. (for the hospital list): [[member_id:health_ca_v74]]\n"
     "Employee's SIN (plan requires for coordination of benefits): [[national_id:sin_v74]]\nProcedures: 01202 recall exam, 11101 scaling 1 unit, ((23111 composite, 1 surface||71101 extraction)). "
     "Dentist: {ca_dentist}. Date {ca_date}."),
    ("b74_ca_mpi", "dental_trauma_injury_claim", CA,
     "MANITOBA PUBLIC INSURANCE - DENTAL EXPENSE CLAIM (INJURY)\nClaimant: {first} {last}   Date of birth: [[date_of_birth:dob_v74]]\nPHIN: [[member_id:health_ca_v74]]\n"
     "Address: [[address:addr_ca_v74]]\nPhone: [[phone:phone_ca_v74]]\nVehicle: plate [[vehicle_id:plate_mb_v74]], VIN [[vehicle_id:vin_v74]]\nCollision: {ca_date}, ((Pembina Hwy at Bishop Grandin||"
     "Portage Ave at Kenaston||Highway 59 north of Steinbach)). Dental injuries: ((#11 and #21 crown fractures||#21 luxated, splinted 2 weeks||lower incisors avulsed)). Treating dentist: {ca_dentist}."),
    ("b74_ca_crowdfund", "patient_email", CA,
     "From: {first} {last} <[[email:email_plain_v74]]>\nTo: {ca_partner} <{ca_email}>\nSubject: jaw surgery estimate\n\nHi, my plan will only cover part of the surgery so "
     "my sister set up a fundraiser: [[url:url_fund_v74]]. Could you send the written estimate so we can post it there? You can call me on [[phone:phone_ca_v74]] if you need anything. "
     "Thanks so much,\n{first}"),
    # ---- Australia
    ("b74_au_consent", "consent_form", AU,
     "{au_partner}\nTREATMENT PLAN AND INFORMED FINANCIAL CONSENT\nPatient: {first} {last}   DOB: [[date_of_birth:dob_v74]]\nMedicare No.: [[member_id:medicare_au_v74]]\n"
     "Address: [[address:addr_au_v74]]\nMobile: [[phone:phone_au_v74]]\nTreatment: ((item 688 implant crown, tooth 36||items 415 x3, 417, 613 on tooth 46||item 711 and 712 complete dentures)). "
     "Estimated fee {aud}; your health fund's rebate is estimated at the chairside HICAPS quote.\nDeposit charged to card [[card:card_v74]]\nClinical photos: I ((agree||agree, with my first name only,)) "
     "to before-and-after photos being shared on the practice's Instagram; tag me at [[url:url_social_v74]]\nSigned ____________ {au_date}"),
    ("b74_au_workers", "dental_trauma_injury_claim", AU,
     "WORKERS' COMPENSATION CLAIM FORM (Queensland) - DENTAL INJURY\nWorker: {first} {last}\nDate of birth: [[date_of_birth:dob_v74]]\nTax file number: [[national_id:tfn_v74]]\n"
     "Residential address: [[address:addr_au_v74]]\nMobile: [[phone:phone_au_v74]]\nBank details for weekly compensation - [[bank_account:acct_au_v74]]\n"
     "Injury: ((struck in the mouth by a swinging gate, teeth 11 and 21 fractured||fall from a ladder, lower incisors avulsed||forklift collision, tooth 21 intruded)) on {au_date}. "
     "Treating dentist: {au_dentist}, {au_partner}."),
    ("b74_au_payplan", "orthodontic_financial_agreement", AU,
     "ONLINE DIRECT DEBIT REQUEST - {au_partner} orthodontic payment plan\nAccount holder: {first2} {last2}\nFor: {first} {last}\n[[bank_account:acct_au_v74]]\n"
     "Mobile for SMS receipts: [[phone:phone_au_v74]]\nAmount: ${monthly}.00 fortnightly for {months} months\nAccepted online {iso_ts} from IP [[ip_address:ip_v74]] "
     "(Ezidebit terms v{ver})"),
    # ---- New Zealand
    ("b74_nz_acc", "dental_trauma_injury_claim", NZ,
     "ACC45 INJURY CLAIM - DENTAL\nClaimant: {first} {last}\nNHI: [[national_id:nhi_v74]]   Date of birth: [[date_of_birth:dob_v74]]\nIRD number (for weekly compensation): [[national_id:ird_v74]]\n"
     "Address: [[address:addr_nz_v74]]\nPhone: [[phone:phone_nz_v74]]\nHow it happened: ((car crash on Blenheim Road, face hit the steering wheel||rugby tackle, no mouthguard||"
     "e-scooter fall on Colombo Street)) on {nz_date}. ((Vehicle registration [[vehicle_id:plate_nz_v74]].||Other vehicle's registration [[vehicle_id:plate_nz_v74]].)) "
     "Injury: ((11 and 21 enamel-dentine fractures||21 avulsed||lower incisors luxated)). Provider: {nz_dentist}, {nz_partner}."),
    # ---- India
    ("b74_in_register", "patient_registration", IN,
     "{in_partner}\nNEW PATIENT REGISTRATION\nName: {first} {last}   Gender: {gender_word}\nDate of birth: [[date_of_birth:dob_v74]]\nAadhaar No.: [[national_id:aadhaar_v74]]\n"
     "PAN (for bills above ₹50,000): [[national_id:pan_v74]]\nAddress: [[address:addr_in_v74]]\nMobile: [[phone:phone_in_v74]]\nE-mail: [[email:email_v74]]\n"
     "Chief complaint: ((pain in lower right back tooth||bleeding gums||wants braces||missing front tooth)). Referred by: ((self||family||Google)). OP No. assigned at the counter."),
    ("b74_in_emi", "online_payment_receipt", IN,
     "PAYMENT RECEIPT - {in_partner}\nPatient: {first} {last}\nTreatment: ((clear aligners||implant with crown||root canal and crown)), total {inr}\nPaid by card [[card:card_v74]] "
     "- ((6||9||12))-month EMI\nRefund account on file: [[bank_account:acct_in_v74]]\nMobile: [[phone:phone_in_v74]]\nTransaction {iso_ts}, IP [[ip_address:ip_v74]]. "
     "This is a computer-generated receipt."),
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
            if "_elder_" in body or "age_at_death_v74" in body:
                _birth(draw, 1926, 1934)  # the nonagenarian's birth date, before any number built on it
            elif "dob_child_v74" in body:
                _birth(draw, 2008, 2017)
            _person(draw)
            draw.cache["pronoun_cap"] = str(draw.cache["pronoun"]).capitalize()
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind74-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
