"""A thirty-first blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind31.py [--seed 33331] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind29.py,
seeds 4141 to 31311) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirtieth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b31_" or "b31c_"). Identifier-free genres: volunteer rosters, MRI safety policy, specimen courier routes,
dispensing-cabinet counts, menus with allergen codes, staff flu clinics, grant budgets, trial-site feasibility,
star-rating cut points, bond disclosures, change-advisory-board minutes, biomedical PM schedules, room-turnover logs,
reinsurance treaty summaries, parking and shuttle notices, shortage bulletins, credentialing agendas, CME catalogues,
bed-board counts, network adequacy, UM turnaround, X12 276/277 volumes, plus notices in other locales (de, fr, es, it,
nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: lost-and-found logs, oxygen delivery tickets, jury-duty excuses,
concussion forms, vaccine consents, veteran benefit letters, crowdfunding pages, bank disputes, rental-assistance
forms, obituary drafts, adoption histories, tenant complaints, prescription labels, referral e-faxes, portal
sign-ups, lab requisitions, travel-insurance calls, disability claims, hearing-aid orders, CSV, JSON, XML, HL7, X12.

About half the identifier values come from this module's own printings (the `*_v31` slots): other separators and
groupings, Roman-numeral and lower-case month dates, Dutch BSN, Swedish personnummer, Finnish HETU, Irish and
Canadian address layouts, IBANs with computed check digits, Luhn-valid cards in 4-6-5 and 4-4-4-4 groupings.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 33331
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Smoky Hill Health Partners"
HOSPITAL_NAME = "Big Creek Regional Hospital"
CLINIC_NAME = "Saline River Family Clinic"
PHARMACY_NAME = "Trego Prairie Pharmacy"
LAB_NAME = "Wilson Lake Laboratory Services"
ORG_DOMAIN = "smokyhillhp.org"
ORGANISATION_CONTACTS = [
    "(785) 555-0112",                                        # 0 plan member services
    "(785) 555-0113",                                        # 1 plan fax
    "Claims Unit, PO Box 3306, Hays, KS 67601",              # 2 plan claims address
    "2710 Vine Street, Suite 400, Hays, KS 67601",           # 3 plan office
    "appeals@smokyhillhp.org",                               # 4
    "help@smokyhillhp.org",                                  # 5
    "(785) 555-0114",                                        # 6 clinic
    "(785) 555-0115",                                        # 7 clinic fax
    "118 West Fourth Street, Russell, KS 67665",             # 8 clinic address
    "(785) 555-0116",                                        # 9 hospital switchboard
    "900 East Eighth Street, Ellis, KS 67637",               # 10 hospital address
    "(785) 555-0118",                                        # 11 pharmacy
    "305 Main Street, WaKeeney, KS 67672",                   # 12 pharmacy address
    "(785) 555-0119",                                        # 13 lab
    "1-844-555-0113",                                        # 14 toll-free member line
    "1-844-555-0114",                                        # 15 toll-free nurse line
    "+1 785 555 0112",                                       # 16 member line from abroad
    "https://www.smokyhillhp.org",                           # 17
    "volunteer@smokyhillhp.org",                             # 18
    "biomed@smokyhillhp.org",                                # 19
    "cme@smokyhillhp.org",                                   # 20
    "(785) 555-0121",                                        # 21 courier dispatch
    "(785) 555-0122",                                        # 22 provider services
    "credentialing@smokyhillhp.org",                         # 23
    "investor.relations@smokyhillhp.org",                    # 24
    "(785) 555-0123",                                        # 25 nutrition services
]
ORG_PAYER_ID = "SHHP7"
ORG_RXBIN = "023381"
ORG_RXPCN = "SHPRX"
ORG_RXGRP = "SHH5512"
ORG_EIN = "48-3172956"
ORG_NPIS = (blind5._npi_of("162904837"), blind5._npi_of("147305928"), blind5._npi_of("139580264"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Leontyne Vasquez-Holm, MD", "Internal Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Barnaby Okonjo-Price, MD", "Radiology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Ingrid Tsosie-Marlowe, PharmD", "Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)

ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _luhn_digit(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def phone_v31(draw: Draw) -> str:
    """A US number in groupings people type on forms and in chats."""
    area = draw.pick(["785", "620", "316", "913", "402", "580", "719", "970"])
    exchange = str(draw.rng.randint(230, 969)).replace("555", "556")
    line = draw.digits(4)
    return draw.pick([f"{area} - {exchange} - {line}", f"+1-{area}-{exchange}-{line}", f"({area}).{exchange}.{line}",
                      f"{area}{exchange}-{line}", f"1 ({area}) {exchange}{line}", f"{area}-{exchange}-{line[:2]} {line[2:]}",
                      f"[{area}] {exchange}-{line}", f"+1.{area}.{exchange}.{line}"])


def _date_v31(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d}/{ROMAN[m - 1]}/{y}", f"{y}.{m:02d}.{d:02d}", f"{ABBR[m - 1].lower()} {d} {y}",
                      f"{MONTHS[m - 1][:3].upper()}-{d:02d}-{y}", f"{d:02d} {MONTHS[m - 1].lower()} {y}",
                      f"{m}.{d}.{y % 100:02d}", f"{y}-{ROMAN[m - 1]}-{d:02d}", f"{d}{ABBR[m - 1]}{y}",
                      f"{MONTHS[m - 1]} the {blind._ordinal(d)}, {y}"])  # noqa: SLF001


def dob_v31(draw: Draw) -> str:
    """A date of birth in printings the earlier sets barely use (Roman months, lower-case months, dotted ISO)."""
    return _date_v31(draw, 1926, 2021)


def dob_kid_v31(draw: Draw) -> str:
    """A child's date of birth in the same printings."""
    return _date_v31(draw, 2009, 2021)


def dod_v31(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    return _date_v31(draw, 2022, 2026)


def member_v31(draw: Draw) -> str:
    """This plan's member IDs: SHP and nine digits, grouped as cards, portals and callers print them."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"SHP{body}", f"SHP-{body[:3]}-{body[3:6]}-{body[6:]}", f"SHP {body[:5]} {body[5:]}",
                      f"SHP{body}*0{draw.rng.randint(1, 4)}", f"shp{body}", f"XSH{body}"])


def mrn_v31(draw: Draw) -> str:
    """The hospital's and clinic's record numbers."""
    return draw.pick([f"BCRH-{draw.digits(7)}", f"MRN {draw.digits(3)}.{draw.digits(3)}.{draw.digits(2)}",
                      f"SRF{draw.digits(6)}", f"{draw.digits(2)}-{draw.digits(6)}-BC", f"Chart#{draw.digits(7)}"])


def email_v31(draw: Draw) -> str:
    """A personal address at a plains ISP or a webmail."""
    first = draw.fill("first").lower().replace(" ", "").replace("'", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["nex-tech.com", "ruraltel.net", "eaglecom.net", "cox.net", "gmail.com", "yahoo.com",
                        "icloud.com", "protonmail.com", "sbcglobal.net", "juno.com"])
    local = draw.pick([f"{first}{last[0]}{draw.rng.randint(10, 99)}", f"{last}.fam", f"{first}-{last}",
                       f"{first[0]}.{last}.{draw.rng.randint(1960, 2004)}", f"{last}{first[:2]}", f"mom.of.{first}"])
    return f"{local}@{domain}"


def email_spoken_v31(draw: Draw) -> str:
    """An e-mail address as a voice-to-text engine writes it: 'at' and 'dot' in words."""
    first = draw.fill("first").lower().replace(" ", "").replace("'", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    return f"{first} {last} at {draw.pick(['gmail', 'yahoo', 'outlook', 'cox'])} dot {draw.pick(['com', 'net'])}"


def ssn_v31(draw: Draw) -> str:
    """A US SSN with separators and spacing that hand-filled and OCR'd forms give."""
    area = str(draw.rng.randint(101, 665)).zfill(3)
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area} {group} {serial}", f"{area}\u2013{group}\u2013{serial}", f"{area}/{group}/{serial}",
                      f"{area}-{group} {serial}", f"{area} - {group} - {serial}", f"{area}.{group}.{serial}"])


def card_v31(draw: Draw) -> str:
    """A Luhn-valid card number in 4-4-4-4 or Amex 4-6-5 groupings with odd separators."""
    if draw.rng.random() < 0.3:
        body = "37" + draw.digits(12)
        number = body + _luhn_digit(body)
        return draw.pick([f"{number[:4]} {number[4:10]} {number[10:]}", f"{number[:4]}-{number[4:10]}-{number[10:]}"])
    body = draw.pick(["4", "51", "52", "6011"])
    body += draw.digits(15 - len(body))
    number = body + _luhn_digit(body)
    groups = [number[i:i + 4] for i in range(0, 16, 4)]
    return draw.pick([" ".join(groups), "-".join(groups), ".".join(groups), "  ".join(groups), number])


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def iban_v31(draw: Draw) -> str:
    """An IBAN with computed check digits (NL, BE, FI, DK, IE, AT), printed in groups of four or run together."""
    country = draw.pick(["NL", "BE", "FI", "DK", "IE", "AT"])
    bban = {
        "NL": lambda: draw.pick(["ABNA", "RABO", "INGB", "TRIO"]) + draw.digits(10),
        "BE": lambda: draw.digits(12),
        "FI": lambda: draw.digits(14),
        "DK": lambda: draw.digits(14),
        "IE": lambda: draw.pick(["AIBK", "BOFI"]) + draw.digits(14),
        "AT": lambda: draw.digits(16),
    }[country]()
    iban = _iban(country, bban)
    if draw.rng.random() < 0.6:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def bank_us_v31(draw: Draw) -> str:
    """A US checking account number as typed into a dispute or assistance form."""
    body = draw.digits(draw.rng.randint(9, 12), first_nonzero=True)
    return draw.pick([body, f"{body[:4]}-{body[4:]}", f"{body[:3]} {body[3:6]} {body[6:]}"])


def natid_v31(draw: Draw) -> str:
    """A national ID with a valid check: Dutch BSN (11-proof), Swedish personnummer (Luhn), Finnish HETU."""
    kind = draw.pick(["bsn", "pnr", "hetu"])
    if kind == "bsn":
        while True:
            body = draw.digits(8, first_nonzero=True)
            total = sum(int(c) * w for c, w in zip(body, range(9, 1, -1)))
            if total % 11 < 10:
                bsn = body + str(total % 11)
                return draw.pick([bsn, f"{bsn[:4]}.{bsn[4:6]}.{bsn[6:]}", f"{bsn[:3]} {bsn[3:6]} {bsn[6:]}"])
    day = draw.date_between(1930, 2015)
    if kind == "pnr":
        body = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}{draw.digits(3)}"
        number = body + _luhn_digit(body + "0")[:0] + str((10 - sum(
            (lambda v: v - 9 if v > 9 else v)(int(c) * (2 if i % 2 == 0 else 1)) for i, c in enumerate(body)) % 10) % 10)
        return draw.pick([f"{number[:6]}-{number[6:]}", f"{day.year // 100}{number[:6]}-{number[6:]}"])
    serial = draw.rng.randint(2, 899)
    sep = "-" if day.year < 2000 else "A"
    value = int(f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{serial:03d}")
    return f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{sep}{serial:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[value % 31]}"


def addr_v31(draw: Draw) -> str:
    """A home address in an Irish, Canadian, Australian or US rural layout, on one line."""
    fk = draw.fk["en_US"]
    style = draw.pick(["ie", "ca", "au", "us_rr", "us_unit"])
    if style == "ie":
        return (f"{draw.rng.randint(1, 140)} {draw.pick(['Ballymun Road', 'Oakpark Drive', 'Mill Lane', 'Church View'])}, "
                f"{draw.pick(['Glasnevin, Dublin 9', 'Tralee, Co. Kerry', 'Ennis, Co. Clare'])}, "
                f"{draw.pick(['D09', 'V92', 'V95'])} {draw.letters(1)}{draw.digits(1)}{draw.letters(1)}{draw.digits(1)}")
    if style == "ca":
        return (f"{draw.rng.randint(10, 9800)} {draw.pick(['rue Saint-Denis', 'Portage Ave', 'Albert St', '8th Ave SW'])}, "
                f"{draw.pick(['Montréal QC', 'Winnipeg MB', 'Regina SK', 'Calgary AB'])}  "
                f"{draw.letters(1)}{draw.digits(1)}{draw.letters(1)} {draw.digits(1)}{draw.letters(1)}{draw.digits(1)}")
    if style == "au":
        return (f"Unit {draw.rng.randint(1, 40)}/{draw.rng.randint(2, 220)} {draw.pick(['Flinders St', 'Brunswick Rd', 'Ocean Pde'])}, "
                f"{draw.pick(['Townsville QLD 4810', 'Geelong VIC 3220', 'Bunbury WA 6230'])}")
    if style == "us_rr":
        return f"{draw.rng.randint(1000, 29999)} {draw.pick(['Rd', 'Road'])} {draw.rng.randint(100, 390)}, {fk.city()}, KS {draw.rng.randint(66002, 67954)}"
    return f"{fk.building_number()} {fk.street_name()} Apt {draw.rng.randint(1, 30)}{draw.letters(1)}, {fk.city()} {fk.state_abbr()} {fk.zipcode()}"


def age_v31(draw: Draw) -> str:
    """An age over 89 as families, forms and run sheets write it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} yrs", f"aged {age}", f"{age}y", f"{age} years of age", f"{age}-year-old", f"Age: {age}",
                      f"{age} jaar", f"{age} ans", f"{age} år"])


def plate_v31(draw: Draw) -> str:
    """A car plate: Kansas, Dutch sidecodes, Swedish, Finnish or Irish."""
    return draw.pick([f"{draw.digits(3)} {draw.letters(3)}", f"{draw.letters(2)}-{draw.digits(3)}-{draw.letters(1)}",
                      f"{draw.letters(3)} {draw.digits(2)}{draw.letters(1)}", f"{draw.letters(3)}-{draw.digits(3)}",
                      f"{draw.rng.randint(151, 242)}-{draw.pick(['D', 'KY', 'G', 'C'])}-{draw.rng.randint(100, 9999)}"])


def ip_v31(draw: Draw) -> str:
    """A public IPv4 address (no private, loopback or documentation ranges)."""
    first = draw.pick([24, 47, 63, 68, 71, 97, 104, 136, 174, 184, 199, 207])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v31(draw: Draw) -> str:
    """A link that carries a patient's or member's identifier or a personal page."""
    member = f"SHP{draw.digits(9, first_nonzero=True)}"
    slug = f"{draw.fill('first').lower()}-{draw.fill('last').lower()}".replace(" ", "-").replace("'", "")
    return draw.pick([f"https://my.{ORG_DOMAIN}/member/{member}/eob",
                      f"https://my.{ORG_DOMAIN}/signup/confirm?member={member}",
                      f"https://www.gofundme.com/f/help-{slug}-{draw.rng.randint(2, 99)}",
                      f"https://www.legacy.com/us/obituaries/name/{slug}-obituary?id={draw.digits(8)}",
                      f"https://www.caringbridge.org/visit/{slug.replace('-', '')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "phone_v31": phone_v31, "dob_v31": dob_v31, "dob_kid_v31": dob_kid_v31, "dod_v31": dod_v31,
    "member_v31": member_v31, "mrn_v31": mrn_v31, "email_v31": email_v31, "email_spoken_v31": email_spoken_v31,
    "ssn_v31": ssn_v31, "card_v31": card_v31, "iban_v31": iban_v31, "bank_us_v31": bank_us_v31, "natid_v31": natid_v31,
    "addr_v31": addr_v31, "age_v31": age_v31, "plate_v31": plate_v31, "ip_v31": ip_v31, "url_v31": url_v31,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=14))  # noqa: SLF001


def _volunteer_row(d: Draw) -> str:
    return (f"{d.pick(['Main lobby desk', 'Surgery waiting', 'Gift shop', 'Pet therapy', 'Chapel', 'Wayfinding cart', 'NICU cuddlers'])}"
            f" | {d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} {d.pick(['07:30-11:30', '11:30-15:30', '15:30-19:30'])}"
            f" | filled {d.rng.randint(0, 4)}/{d.rng.randint(4, 6)}")


def _courier_row(d: Draw) -> str:
    return (f"Stop {d.rng.randint(1, 14):02d}  {d.pick(['Russell clinic', 'Ellis ED', 'WaKeeney RHC', 'Plainville NH', 'Oakley clinic', 'Hill City RHC', 'Stockton dialysis'])}"
            f"  ETA {d.rng.randint(6, 17):02d}:{d.pick(['05', '20', '35', '50'])}  totes {d.rng.randint(1, 6)}  temp {d.pick(['amb', 'refrig', 'frozen'])}")


def _adc_row(d: Draw) -> str:
    return (f"{d.pick(['2W-ADC1', '3E-ADC2', 'ED-ADC4', 'OR-ANES3', 'ICU-ADC1', 'L&D-ADC2'])},"
            f"{d.rng.randint(120, 980)},{d.rng.randint(0, 40)},{d.rng.randint(0, 12)},{d.rng.randint(0, 6)},{d.rng.randint(85, 100)}.{d.digits(1)}")


def _menu_row(d: Draw) -> str:
    return (f"{d.pick(['Turkey chili', 'Lemon-herb cod', 'Black bean burger', 'Chicken tikka', 'Penne primavera', 'Beef barley soup', 'Tofu stir-fry', 'Egg salad wrap'])}"
            f"  {d.rng.randint(180, 720)} kcal  [{d.pick(['G', 'G,M', 'F', 'E,G', 'S,G', 'M', 'N,S', '-'])}]  ${d.rng.randint(3, 9)}.{d.pick(['25', '50', '75', '95'])}")


def _flu_row(d: Draw) -> str:
    return (f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.rng.randint(1, 28):02d}/{d.rng.randint(9, 11):02d}  "
            f"{d.pick(['Cafeteria annex', 'ED break room', 'Admin 2nd floor', 'Night shift cart', 'Russell clinic'])}  "
            f"{d.pick(['06:00-09:00', '10:00-14:00', '22:00-02:00', '13:00-16:00'])}  doses {d.rng.randint(40, 300)}")


def _budget_row(d: Draw) -> str:
    return (f"{d.pick(['Personnel', 'Fringe (31%)', 'Travel', 'Equipment', 'Supplies', 'Contractual', 'Indirect (10% de minimis)', 'Training'])}"
            f" | ${d.rng.randint(2, 240)},{d.digits(3)} | ${d.rng.randint(1, 90)},{d.digits(3)} | Y{d.rng.randint(1, 3)}")


def _pm_row(d: Draw) -> str:
    return (f"BME-{d.rng.randint(10000, 39999)}  {d.pick(['Alaris 8015 pump', 'Zoll R Series defib', 'Philips MX450', 'GE Carescape B650', 'Hill-Rom bed P7500', 'Stryker Power-PRO', 'Baxter Prismax'])}"
            f"  {d.pick(['SA', 'A', 'Q'])} PM due {d.rng.randint(1, 12):02d}/{d.rng.randint(2025, 2026)}  {d.pick(['pass', 'pass', 'pass', 'fail-repair', 'overdue'])}")


def _evs_row(d: Draw) -> str:
    return (f"{d.pick(['3W', '4E', 'ICU', 'OB', 'Peds', 'Ortho'])}-{d.rng.randint(300, 499)}  dirty {d.rng.randint(6, 22):02d}:{d.digits(1)}{d.pick(['0', '5'])}"
            f"  clean +{d.rng.randint(22, 95)} min  {d.pick(['standard', 'isolation', 'terminal', 'UV-C'])}")


def _cutpoint_row(d: Draw) -> str:
    base = d.rng.randint(40, 75)
    return (f"{d.pick(['C01 Breast Cancer Screening', 'C02 Colorectal Screening', 'C09 Diabetes Eye Exam', 'D08 Med Adherence Statins', 'C12 Osteoporosis Mgmt', 'D12 SUPD', 'C16 Controlling BP'])}"
            f" | <{base} | {base}-{base + 7} | {base + 8}-{base + 14} | {base + 15}-{base + 20} | >{base + 20}")


def _cab_row(d: Draw) -> str:
    return (f"CHG{d.rng.randint(100000, 399999)}  {d.pick(['Epic 2 upgrade, Nov window', 'PACS cert renewal', 'Firewall rule cleanup', 'Lab interface engine patch', 'Wi-Fi controller firmware', 'Pyxis server OS patch'])}"
            f"  risk {d.pick(['low', 'med', 'high'])}  {d.pick(['approved', 'approved', 'deferred', 'rejected - no backout plan'])}")


def _bed_row(d: Draw) -> str:
    staffed = d.rng.randint(8, 40)
    return f"{d.pick(['Med/Surg', 'ICU', 'Tele', 'OB', 'Peds', 'Swing', 'Behav'])},{staffed},{d.rng.randint(0, staffed)},{d.rng.randint(0, 6)},{d.rng.randint(0, 4)}"


def _adequacy_row(d: Draw) -> str:
    return (f"{d.pick(['Primary care', 'OB/GYN', 'Cardiology', 'Psychiatry', 'Dialysis', 'Oncology', 'Pharmacy'])} | "
            f"{d.pick(['30 mi/40 min', '60 mi/75 min', '90 mi/110 min'])} | {d.rng.randint(81, 100)}.{d.digits(1)}% | {d.rng.randint(3, 80)} providers")


def _um_row(d: Draw) -> str:
    return (f"{d.pick(['Standard pre-service', 'Expedited pre-service', 'Concurrent', 'Retrospective', 'Pharmacy standard', 'Pharmacy expedited'])}"
            f",{d.rng.randint(40, 900)},{d.rng.randint(1, 72)}h,{d.rng.randint(88, 100)}.{d.digits(1)}%")


def _edi_vol_row(d: Draw) -> str:
    return f"{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 12):02d},{d.rng.randint(8000, 95000)},{d.rng.randint(8000, 95000)},{d.rng.randint(0, 900)},{d.rng.randint(1, 9)}.{d.digits(2)}s"


def _cme_row(d: Draw) -> str:
    return (f"CME-{d.rng.randint(200, 899)}  {d.pick(['Opioid stewardship', 'Rural trauma update', 'Sepsis bundles', 'Insulin pumps in primary care', 'Implicit bias', 'Wilderness medicine', 'Dementia care'])}"
            f"  {d.pick(['1.0', '1.5', '2.0', '3.25', '0.75'])} AMA PRA Cat 1  ${d.rng.randint(0, 295)}")


def _shortage_row(d: Draw) -> str:
    return (f"{d.pick(['Amoxicillin 400 mg/5 mL', 'Lidocaine 1% 30 mL vial', 'Methylphenidate ER 36 mg', 'Cefazolin 1 g vial', 'IV fluids LR 1 L', 'Albuterol 2.5 mg neb', 'Semaglutide pens'])}"
            f"  {d.pick(['allocation 70%', 'back-order 4-6 wk', 'use alternate', 'resolved', 'restricted to ED/OR'])}")


def _reins_row(d: Draw) -> str:
    return (f"{d.pick(['Layer 1', 'Layer 2', 'Aggregate stop-loss', 'Specific stop-loss'])}: "
            f"${d.rng.randint(1, 9)}{d.pick(['00', '50'])}K xs ${d.rng.randint(1, 9)}{d.pick(['00', '25', '50'])}K, rate {d.rng.randint(2, 19)}.{d.digits(2)} PMPM, {d.pick(['Swiss Re', 'Munich Re', 'Hannover Re', 'RGA', 'Partner Re'])} {d.rng.randint(20, 100)}%")


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "lab_own": LAB_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "lab_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "volunteer_email": ORGANISATION_CONTACTS[18], "biomed_email": ORGANISATION_CONTACTS[19],
    "cme_email": ORGANISATION_CONTACTS[20], "courier_phone": ORGANISATION_CONTACTS[21], "provider_line": ORGANISATION_CONTACTS[22],
    "cred_email": ORGANISATION_CONTACTS[23], "ir_email": ORGANISATION_CONTACTS[24], "nutrition_phone": ORGANISATION_CONTACTS[25],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates, staff names; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "volunteer_table": _rows(_volunteer_row, 4), "courier_table": _rows(_courier_row, 5), "adc_table": _rows(_adc_row, 4),
    "menu_table": _rows(_menu_row, 5), "flu_table": _rows(_flu_row, 4), "budget_table": _rows(_budget_row, 5),
    "pm_table": _rows(_pm_row, 4), "evs_table": _rows(_evs_row, 5), "cutpoint_table": _rows(_cutpoint_row, 3),
    "cab_table": _rows(_cab_row, 3), "bed_table": _rows(_bed_row, 5), "adequacy_table": _rows(_adequacy_row, 4),
    "um_table": _rows(_um_row, 4), "edi_vol_table": _rows(_edi_vol_row, 4), "cme_table": _rows(_cme_row, 4),
    "shortage_table": _rows(_shortage_row, 4), "reins_table": _rows(_reins_row, 3),
    "sh_ticket": lambda d: f"SHP-{d.rng.randint(20000, 89999)}",
    "sh_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 20)}",
    "sh_policy": lambda d: f"SH-CP-{d.rng.randint(100, 760)}",
    "sh_ref": lambda d: f"SR-{d.digits(3)}-{d.letters(2)}",
    "sh_plan": lambda d: d.pick(["Smoky Hill Bronze 6500", "Smoky Hill Silver 2800", "Smoky Hill Gold 500",
                                 "Smoky Hill HSA 3400", "Prairie Medicare Advantage HMO", "Smoky Hill Dental Basic"]),
    "sh_group": lambda d: d.pick(["SHG-20871", "SHG-31540", "SHG-44602", "SHG-57013", "SHG-68254"]),
    "sh_county": lambda d: d.pick(["Ellis", "Russell", "Trego", "Rooks", "Graham", "Ness", "Rush", "Gove", "Barton"]),
    "site_no": lambda d: f"{d.rng.randint(100, 999)}-{d.rng.randint(10, 99)}",
    "sh_asset": lambda d: f"BME-{d.rng.randint(10000, 39999)}",
    "stars": lambda d: d.pick(["3.5", "4", "4.5", "3", "5"]),
    "bond_series": lambda d: f"Series {d.rng.randint(2016, 2026)}{d.pick(['A', 'B', 'C'])}",
    "cusip": lambda d: f"48{d.digits(4)}{d.letters(2)}{d.digits(1)}",
    "grant_no": lambda d: f"{d.pick(['H2A', 'GA1', 'D04', 'U1W'])}RH{d.digits(5)}",
    "route_no": lambda d: f"Route {d.pick(['N', 'S', 'E', 'W'])}{d.rng.randint(1, 6)}",
    "tesla": lambda d: d.pick(["1.5 T", "3 T"]),
    "allergen_codes": lambda d: d.pick(["G gluten, M milk, E egg, F fish, S soy, N tree nut", "G=gluten M=milk E=egg S=soy N=nuts F=fish"]),
    "pct": lambda d: f"{d.rng.randint(60, 99)}.{d.digits(1)}%",
    "pct_small": lambda d: f"{d.rng.randint(1, 19)}.{d.digits(1)}%",
    "miles": lambda d: str(d.rng.randint(40, 420)),
    "lane": lambda d: f"Lot {d.pick(['A', 'B', 'C', 'D', 'E'])}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b31_lost_found_log", "lost_and_found", US,
     "SECURITY - LOST & FOUND LOG  {dos}\nItem: ((wallet, brown||purse w/ keys||phone in pink case))  Found: {hospital_own} ED bay {small}\n"
     "Contents: ID of {first} {last}, DOB [[date_of_birth:dob_v31]]; debit card [[card:card_v31]]; Medicare card [[member_id:mbi_new]]\n"
     "Owner reached at [[phone:phone_v31]]? ((left VM||no answer))"),
    ("b31_lost_found_split", "lost_and_found", US,
     "item\towner (per ID)\tfound\towner address\n((glasses||hearing aid||wallet))\t{first} {last}\t{dos}\t[[address:addr_v31]]\n"
     "note: ins. card in wallet reads\t[[member_id:member_v31]]"),
    ("b31_oxygen_ticket", "oxygen_delivery", US,
     "HOME OXYGEN DELIVERY TICKET  #{fivedig}\nDeliver to: {first} {last}\n  [[address:addr_us_line]]\nE-cyl x{small_digit}, concentrator SN {seven_digits}\n"
     "Patient DOB: [[date_of_birth:dob_v31]]   Chart: [[record_number:mrn_v31]]\nDriver call-ahead [[phone:phone_v31]]"),
    ("b31_oxygen_ticket_ocr", "oxygen_delivery", US,
     "O2  D E L I V E R Y\nPt  age :  [[age_over_89:age_v31]]\nA d d r :  [[address:addr_ocr]]\nP h o n e  [[phone:phone_ocr]]\nliters/min {small_digit}  via NC"),
    ("b31_jury_excuse", "jury_excuse", US,
     "To the Clerk of the District Court, {dos}\nRe: Juror {first} {last}, juror no. {seven_digits}, born [[date_of_birth:dob_v31]]\n"
     "My patient (chart [[record_number:mrn_v31]]) cannot serve because of ((chemotherapy||a recent hip fracture||dialysis three days a week)).\n"
     "{physician}, {clinic}"),
    ("b31_jury_excuse_elder", "jury_excuse", US,
     "Request for permanent excusal: the summoned juror is [[age_over_89:age_v31]] and lives alone at [[address:addr_v31]]. Reply to "
     "daughter at [[email:email_v31]]."),
    ("b31_concussion_form", "concussion_form", US,
     "SCHOOL SPORTS CONCUSSION - RETURN TO PLAY\nAthlete: {first} {last}  DOB [[date_of_birth:dob_kid_v31]]\nInjury {dos}, ((football||soccer||volleyball))\n"
     "Step ((1||2||3||4)) of 5 completed. Guardian cell [[phone:phone_v31]]\nGuardian e-mail [[email:email_v31]]"),
    ("b31_vaccine_consent", "vaccine_consent", US,
     "PHARMACY VACCINE CONSENT - {pharmacy_own}\nName {first} {last}   DOB [[date_of_birth:dob_v31]]\nInsurance ID [[member_id:member_v31]]  RxBIN {org_rxbin}\n"
     "Vaccine: ((Shingrix #2||RSV||COVID-19 2025-26||Tdap))  lot {lot}\nSignature on file  Mobile [[phone:phone_v31]]"),
    ("b31_vaccine_consent_loc", "vaccine_consent", ("nl_NL", "sv_SE", "fi_FI"),
     "Toestemming vaccinatie / Samtycke vaccination / Rokotussuostumus {ddmmyyyy}\n{first} {last}\nBSN / personnummer / henkilötunnus: "
     "[[national_id:natid_v31]]\nGeboren / född: [[date_of_birth:dob_loc]]\nTel. [[phone:phone_loc]]"),
    ("b31_veteran_benefit", "veteran_benefit", US,
     "DEPARTMENT OF VETERANS AFFAIRS - benefit award letter ({dos})\nVeteran: {first} {last}\nFile number: [[ssn:ssn_v31]]\n"
     "Your monthly award is deposited to account [[bank_account:bank_us_v31]] (routing {aba}).\nMailing address: [[address:addr_v31]]"),
    ("b31_veteran_benefit_xml", "xml_export", US,
     "<AwardLetter issued=\"{eff_iso}\">\n  <Veteran ssn=\"[[ssn:ssn_plain]]\" dob=\"[[date_of_birth:dob_v31]]\"/>\n  <Survivor dod=\"[[date_of_death:dod_v31]]\"/>\n"
     "  <Deposit acct=\"[[bank_account:bank_us_v31]]\"/>\n</AwardLetter>"),
    ("b31_crowdfunding", "crowdfunding", EN,
     "Help {first} beat this! {first} was diagnosed on {dos} and is at {hospital_own}. Every bit helps: [[url:url_v31]]\n"
     "Cards can go to [[address:addr_v31]]. Venmo/Zelle [[phone:phone_v31]]."),
    ("b31_crowdfunding_update", "crowdfunding", EN,
     "UPDATE #{small_digit}: Grandpa ({first} {last}, [[age_over_89:age_v31]]) is home! Thank you for ${moneyk} raised. "
     "Page: [[url:url_v31]]  Questions: [[email:email_v31]]"),
    ("b31_bank_dispute", "bank_dispute", US,
     "Dear Card Services,\nI dispute a charge of ${money_b} from {hospital_own} on {dos} on my card [[card:card_v31]]; I was billed twice.\n"
     "Account holder: {first} {last}, [[address:addr_us_line]]\nChecking account for any refund: [[bank_account:bank_us_v31]]\nPhone [[phone:phone_v31]]"),
    ("b31_bank_dispute_iban", "bank_dispute", ("nl_NL", "fi_FI", "da_DK", "de_AT"),
     "Betreft: betwiste incasso ziekenhuisrekening / Reklamation\nRekeninghouder {first} {last}\nIBAN [[bank_account:iban_v31]]\n"
     "Kaart / Karte [[card:card_v31]]\nAdres: [[address:addr_loc_line]]"),
    ("b31_rental_assist", "rental_assistance", US,
     "EMERGENCY RENTAL ASSISTANCE - hardship page\nApplicant {first} {last}   SSN [[ssn:ssn_v31]]   DOB [[date_of_birth:dob_v31]]\n"
     "Hospital stay {dos} to {dos2} at {hospital_own} (attach discharge papers)\nLandlord to pay: account [[bank_account:acct_us_ach]]\n"
     "Unit address [[address:addr_v31]]"),
    ("b31_obituary_draft", "obituary_draft", EN,
     "DRAFT - please check before Sunday's paper\n{first} {last}, [[age_over_89:age_v31]], of Hays passed away [[date_of_death:dod_v31]] at "
     "{hospital_own}. Born [[date_of_birth:dob_v31]] on the family farm. Memorials: [[url:url_v31]]"),
    ("b31_obituary_email", "email_thread", EN,
     "Subject: Fwd: obit edits\n\n---------- Forwarded message ----------\n> Mom died [[date_of_death:dod_v31]]; she was born [[date_of_birth:dob_v31]].\n"
     "> Send proofs to [[email:email_v31]] or call [[phone:phone_v31]].\n\nLooks good, {staff}"),
    ("b31_adoption_history", "adoption_history", US,
     "ADOPTION - BIRTH PARENT MEDICAL HISTORY (non-identifying copy NOT yet redacted)\nBirth mother: {first} {last}, DOB [[date_of_birth:dob_v31]]\n"
     "SSN [[ssn:ssn_v31]]   Hospital chart [[record_number:mrn_v31]]\nFamily history: ((diabetes||hypertension||none known))"),
    ("b31_tenant_complaint", "tenant_complaint", EN,
     "to: property mgmt\nsubj: unit 3B\nmy neighbour ({first} {last}) in [[address:addr_v31]] is on oxygen and smokes on the balcony, "
     "he is [[age_over_89:age_v31]] and I worry. his son's number is [[phone:phone_v31]], plate [[vehicle_id:plate_v31]] parks in my spot"),
    ("b31_rx_label", "prescription_label", US,
     "{pharmacy_own}  {rx_phone}\nRx# {seven_digits}   {dos}\n{last_upper}, {first_upper}\n[[address:addr_us_line]]\nDOB [[date_of_birth:dob_v31]]\n"
     "{drug}  take 1 daily  qty {small}  refills {small_digit}"),
    ("b31_referral_efax", "referral_fax", US,
     "eFax  pg 1/{small_digit}  from {clinic_fax}\nREFERRAL to cardiology\nPt: {last}, {first}   MRN [[record_number:mrn_v31]]\n"
     "DOB [[date_of_birth:dob_v31]]   Ins [[member_id:member_v31]]\nPt cell [[phone:phone_v31]]\nReason: {icd}"),
    ("b31_portal_signup", "portal_signup", EN,
     "Welcome to My Smoky Hill, {first}!\nConfirm your account: [[url:url_v31]]\nSigned up from [[ip_address:ip_v31]] on {iso_ts}.\n"
     "Username: [[email:email_v31]]\nIf this wasn't you call {org_tollfree}."),
    ("b31_lab_requisition", "lab_requisition", US,
     "LAB REQUISITION - {lab_own}\nPatient: {last}, {first}  Sex ((F||M))  DOB [[date_of_birth:dob_v31]]\nMRN [[record_number:mrn_v31]]  "
     "Plan ID [[member_id:member_v31]]\nTests: CMP, CBC w/diff, {loinc}\nBill to patient at [[address:addr_us_line]]"),
    ("b31_travel_emergency_call", "call_transcript", EN,
     "ASSIST LINE {iso_ts}\nCALLER: my husband collapsed in ((Lisbon||Dubrovnik||Kraków)), his policy is [[member_id:member_v31]]\n"
     "AGENT: his date of birth?\nCALLER: [[date_of_birth:dob_v31]]\nAGENT: passport?\nCALLER: [[national_id:us_passport]]\n"
     "CALLER: email me at [[email:email_spoken_v31]]"),
    ("b31_disability_claim", "disability_claim", US,
     "SHORT-TERM DISABILITY CLAIM - EMPLOYEE STATEMENT\nName {first} {last}   SSN [[ssn:ssn_v31]]\nHome [[address:addr_v31]]\n"
     "Last day worked {dos} (car accident, my plate [[vehicle_id:plate_v31]])   Physician {physician}\nDirect deposit [[bank_account:bank_us_v31]]\nApp session IP [[ip_address:ip_v31]]"),
    ("b31_hearing_aid_order", "hearing_aid_order", EN,
     "HEARING AID ORDER  {dos}\nPatient {first} {last} ([[age_over_89:age_v31]])\nModel ((Phonak Lumity 90||Oticon Intent 1||ReSound Nexia 9)) L+R\n"
     "Ship to [[address:addr_v31]]\nPaid by card [[card:card_v31]]"),
    ("b31_hl7_oxygen", "hl7_export", US,
     "MSH|^~\\&|DME|SHHP|BILL|SHHP|{hl7_ts}||ORM^O01|{ctrl}|P|2.4\nPID|1||[[record_number:mrn_v31]]^^^BCRH^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_hl7_time]]|F|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\nIN1|1|{payer_id}||{org}|||||||||||||||||||||||||||||||||[[member_id:member_v31]]"),
    ("b31_x12_disability", "x12_export", US,
     "ST*834*{four_digits}*005010X220A1~\nINS*Y*18*030*XN*A*E**FT~\nREF*0F*[[ssn:ssn_x12]]~\nNM1*IL*1*{last_upper}*{first_upper}~\n"
     "N3*[[address:street_upper]]~\nDMG*D8*[[date_of_birth:dob_x12]]*M~\nDTP*357*D8*[[date_of_death:dod_v31]]~"),
    ("b31_json_vehicle_claim", "json_export", EN,
     "{\"claimType\": \"medical-transport\", \"driver\": {\"plate\": \"[[vehicle_id:plate_v31]]\", \"vin\": \"[[vehicle_id:vin]]\"}, "
     "\"member\": \"[[member_id:member_v31]]\", \"deceased\": \"[[date_of_death:dod_v31]]\", \"clientIp\": \"[[ip_address:ip_v31]]\", "
     "\"contact\": \"[[email:email_v31]]\", \"id\": \"[[national_id:natid_v31]]\"}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b31c_volunteer_roster", "volunteer_roster", US,
     "{hospital_own} volunteer desk roster, week {week}\n{volunteer_table}\nOpen shifts: {small_digit}. Sign up: {volunteer_email}. Badge office ext. {four_digits}."),
    ("b31c_volunteer_orient", "volunteer_roster", US,
     "Volunteer orientation {dos}, {clock}: {small} new volunteers, TB screening {pct_int} complete, {small_digit} awaiting badges. "
     "Hours logged this {quarter}: {hundreds}{small_digit}. Coordinator {staff}, {volunteer_email}."),
    ("b31c_mri_safety", "mri_policy", US,
     "Policy {sh_policy} MRI safety zones (rev {sh_version}): Zone III entry only with a Level 2 MR personnel escort. "
     "{tesla} scanner: implants conditional at SAR <= {small_digit}.{small_digit} W/kg, spatial gradient <= {small} T/m. "
     "Questions: {physician}, {hosp_phone}."),
    ("b31c_mri_screen_template", "mri_policy", US,
     "MRI screening form template (blank), version {sh_version}\n[ ] pacemaker/ICD  [ ] cochlear implant  [ ] metal fragments\n"
     "Weight ____ kg (max table {hundreds} kg)   GFR if contrast > {small} mL/min\nReview by technologist and radiologist. Form {sh_ref}."),
    ("b31c_courier_route", "courier_route", US,
     "{lab_own} specimen courier - {route_no}, {weekday}\n{courier_table}\nDispatch {courier_phone}. Cooler temp log every {small} min."),
    ("b31c_courier_kpi", "courier_route", US,
     "Courier KPIs {quarter}: {pct2} stops on time, {small} missed pickups, {miles}{small_digit} route miles, {small_digit} temperature "
     "excursions (all < {small} min). Courier desk {courier_phone}."),
    ("b31c_adc_report", "adc_report", US,
     "cabinet,pockets,discrepancies,overrides,stockouts,compliance_pct\n{adc_table}\n# {pharmacy_own} ADC report {eff_iso}"),
    ("b31c_adc_summary", "adc_report", US,
     "Automated dispensing summary {dos}: {small} unresolved discrepancies > 24 h, override rate {pct_small}, controlled-substance "
     "counts reconciled at {clock}. Pharmacy {rx_phone}. Ticket {sh_ticket}."),
    ("b31c_menu_allergens", "nutrition_menu", US,
     "{hospital_own} cafe - {weekday} lunch\n{menu_table}\nCodes: {allergen_codes}. Nutrition services {nutrition_phone}."),
    ("b31c_menu_diet_orders", "nutrition_menu", US,
     "Diet office memo {dos}: {small} tray variations available; carb-controlled meals {small_digit}0-{small_digit}5 g per meal; "
     "renal diet K < {hundreds}0 mg/day. Call {nutrition_phone} by {clock}."),
    ("b31c_flu_clinic", "flu_clinic", US,
     "Employee flu clinic {year}\n{flu_table}\nBring your badge. Declination forms due {dos}. Employee health {clinic_phone}."),
    ("b31c_flu_coverage", "flu_clinic", US,
     "Staff influenza vaccination {year}: {pct2} of {hundreds}{small_digit} employees, {small} medical exemptions, {small_digit} religious. "
     "Target {pct_int}. Next clinic {weekday} {clock_a}."),
    ("b31c_grant_budget", "grant_budget", US,
     "Grant {grant_no} budget justification (rural health outreach)\nCategory | Federal | Match | Year\n{budget_table}\nApplicant EIN {org_ein}."),
    ("b31c_grant_narr", "grant_budget", US,
     "Project narrative {grant_no}: serve {hundreds}{small_digit} residents across {small_digit} counties; {small} community health "
     "workers; evaluation by {lab_own}. Total request ${moneyk},{hundreds}. Contact {org_street_addr}."),
    ("b31c_site_feasibility", "trial_feasibility", US,
     "SITE FEASIBILITY - protocol {sh_ref}\nSite no. {site_no}  {hospital_own}\nEligible pts seen per year (est.): {hundreds}\n"
     "Competing trials: {small_digit}   -80 C freezer: ((yes||no))   Coordinator FTE {small_digit}.{small_digit}\nPI: {physician}"),
    ("b31c_site_enrol", "trial_feasibility", US,
     "Enrolment status {dos}: site {site_no} screened {small}, randomised {small_digit}, screen-fail {pct_int}. Query rate "
     "{small_digit}.{small_digit}/CRF. Next monitoring visit {dos2}."),
    ("b31c_star_cutpoints", "star_ratings", US,
     "{year_next} Star cut points (illustrative) - 1 | 2 | 3 | 4 | 5 stars\n{cutpoint_table}\nOur contract's overall rating: {stars} stars."),
    ("b31c_star_memo", "star_ratings", US,
     "Quality memo {dos}: {sh_plan} moved to {stars} stars; CAHPS rating of plan {pct_int}; {small} measures improved, {small_digit} "
     "declined. Quality team {org_phone}."),
    ("b31c_bond_disclosure", "bond_disclosure", US,
     "Continuing disclosure - {bond_series} revenue bonds, CUSIP {cusip}\nDays cash on hand: {hundreds}\nDebt service coverage: "
     "{small_digit}.{small_digit}x\nOperating margin: {pct_small}\nInvestor relations: {ir_email}"),
    ("b31c_bond_event", "bond_disclosure", US,
     "Notice of event ({eff_iso}): rating affirmed at ((A-||BBB+||A)) by a national agency; outstanding par ${moneyk},{hundreds},000. "
     "{org}, {org_street_addr}."),
    ("b31c_cab_minutes", "cab_minutes", US,
     "Change Advisory Board {dos} {clock}\n{cab_table}\nEmergency changes since last CAB: {small_digit}. Next CAB {weekday}."),
    ("b31c_cab_freeze", "cab_minutes", US,
     "CAB notice {sh_ticket}: change freeze {dos} to {dos2} for year-end close; only P1 fixes; {small} changes deferred. Build "
     "{build_no}, checksum {sha}."),
    ("b31c_biomed_pm", "biomed_pm", US,
     "Biomedical PM schedule {quarter}\n{pm_table}\nCompletion {pct2}. Biomed {biomed_email}."),
    ("b31c_biomed_recall", "biomed_pm", US,
     "Recall action {sh_ref}: {small} infusion pumps (assets from {sh_asset}) need firmware {sh_version}; {small_digit} done "
     "{dos}. Report to {biomed_email}."),
    ("b31c_evs_turnover", "evs_log", US,
     "EVS room turnover {dos}\n{evs_table}\nMedian {small} min; target {small_digit}0 min. Supervisor {staff}."),
    ("b31c_evs_audit", "evs_log", US,
     "Fluorescent marker audit {quarter}: {pct2} of high-touch surfaces cleaned, {small} rooms audited, C. diff rooms bleach "
     "compliance {pct_int}. EVS office ext. {four_digits}."),
    ("b31c_reinsurance", "reinsurance", US,
     "{org} reinsurance treaty summary {year_next}\n{reins_table}\nAttachment per member per year; lasers none. Treaty ref {sh_ref}."),
    ("b31c_reins_claims", "reinsurance", US,
     "Stop-loss recoveries {quarter}: {small_digit} claims over the ${hundreds}K specific, total ${moneyk}K recovered; aggregate "
     "corridor {pct_int}. CFO report, payer ID {payer_id}."),
    ("b31c_parking_notice", "parking_notice", US,
     "Parking update from {hospital_own}: {lane} closes {dos} for resurfacing. Shuttle every {small_digit} min {clock_a}-{clock_b} "
     "from {lane} to the main entrance, {hosp_addr}. Questions {hosp_phone}."),
    ("b31c_shortage_bulletin", "shortage_bulletin", US,
     "{pharmacy_own} shortage bulletin #{small}\n{shortage_table}\nP&T contact {physician}, {rx_phone}."),
    ("b31c_cred_agenda", "credentialing_agenda", US,
     "Credentials Committee agenda {dos} {clock}\n1. Minutes of {dos2}\n2. {small_digit} initial appointments, {small} reappointments\n"
     "3. FPPE reports ({small_digit})\n4. Telemedicine privileges by proxy\nPacket: {cred_email}"),
    ("b31c_cme_catalogue", "cme_catalogue", US,
     "{org} CME catalogue {year}\n{cme_table}\nRegister: {cme_email}."),
    ("b31c_bed_board", "bed_board", US,
     "unit,staffed,occupied,pending_admits,pending_dc\n{bed_table}\n# {hospital_own} bed board {iso_ts}"),
    ("b31c_network_adequacy", "network_adequacy", US,
     "Network adequacy, {sh_county} County ({quarter})\nSpecialty | Standard | Members within | Count\n{adequacy_table}\nProvider services {provider_line}."),
    ("b31c_um_turnaround", "um_dashboard", US,
     "type,requests,median_tat,within_standard\n{um_table}\n# {org} UM dashboard {eff_iso}, payer {payer_id}"),
    ("b31c_edi_276_volume", "edi_volume", US,
     "month,276_in,277_out,rejects,avg_response\n{edi_vol_table}\n# payer {payer_id} claim status volumes"),
    ("b31c_edi_277_seg", "x12_export", US,
     "ST*277*{four_digits}*005010X212~\nBHT*0010*08*{fivedig}*{isa_date}*{four_digits}~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "STC*A1:20*{isa_date}~\nSE*{small}*{four_digits}~"),
    ("b31c_fhir_location", "json_export", US,
     "{\"resourceType\": \"Location\", \"name\": \"{clinic}\", \"status\": \"active\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, "
     "{\"system\": \"fax\", \"value\": \"{clinic_fax}\"}], \"address\": {\"text\": \"{clinic_addr}\"}, \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{eff_iso}\"}}"),
    ("b31c_xml_pharmacy_card", "xml_export", US,
     "<BenefitCardTemplate rev=\"{sh_version}\">\n  <RxBIN>{org_rxbin}</RxBIN>\n  <RxPCN>{org_rxpcn}</RxPCN>\n  <RxGroup>{org_rxgrp}</RxGroup>\n"
     "  <Plan>{sh_plan}</Plan>\n  <HelpDesk>{rx_phone}</HelpDesk>\n  <Stock>{hundreds}</Stock>\n</BenefitCardTemplate>"),
    ("b31c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|ADT|BCRH|EHR|BCRH|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nLOC|{small}^^BCRH|{hospital_own}|N|||{hosp_phone}\n"
     "LDP|{small}^^BCRH|{small_digit}W|||{pct_int}"),
    ("b31c_discharge_template", "discharge_template", US,
     "Discharge instructions template {sh_ref} (English/Spanish), rev {sh_version}\nCall {nurse_line} if fever > 100.{small_digit} F, "
     "bleeding, or pain not controlled by {drug}.\nLlame al {nurse_line} si tiene fiebre. Follow up in {small_digit}-{small} days."),
    ("b31c_patient_handout", "patient_education", US,
     "Living with heart failure ({clinic}, leaflet {sh_ref})\n- Weigh daily; call if up {small_digit} lb in a day or 5 lb in a week\n"
     "- Salt under {small_digit},{hundreds} mg/day; fluids {small_digit}.{small_digit} L\nNurse line {nurse_line}."),
    ("b31c_de_menue", "nutrition_menu", ("de_DE", "de_AT", "de_CH"),
     "Speiseplan KW {week}: {weekday} Linseneintopf ({small}0 kcal, A, L), Forelle ({small}5 kcal, D); Preis {eur}. "
     "Allergene nach LMIV. Küche {nutrition_phone}"),
    ("b31c_fr_benevoles", "volunteer_roster", ("fr_FR",),
     "Planning des bénévoles, semaine {week}: accueil {small_digit} créneaux, {small} heures, {pct_int} couverts. "
     "Réunion le {ddmmyyyy} à {clock}. Contact {volunteer_email}"),
    ("b31c_es_it_courier", "courier_route", ("es_ES", "it_IT", "es_MX"),
     "Ruta de muestras / Giro campioni {route_no}: {small} paradas, salida {clock}, llegada {clock_a}; {small_digit} neveras a 2-8 °C. "
     "Coste / costo {eur}. Ref {sh_ref}"),
    ("b31c_nl_pt_bed", "bed_board", ("nl_NL", "nl_BE", "pt_BR", "pt_PT"),
     "Beddenoverzicht / Mapa de leitos {ddmmyyyy} {clock}: {small} bedden/leitos bezet, {small_digit} vrij/livres, "
     "{small_digit} opnames verwacht. Bezetting {pct_int}."),
    ("b31c_pl_cs_pm", "biomed_pm", ("pl_PL", "cs_CZ"),
     "Harmonogram przeglądów / Plán revizí {quarter}: {small} urządzeń, {pct_int} wykonano, aparat {sh_asset} do naprawy. "
     "Koszt {czk}. {biomed_email}"),
    ("b31c_nordic_flu", "flu_clinic", ("sv_SE", "da_DK", "no_NO", "fi_FI"),
     "Influensavaccination personal / Influenssarokotus {ddmmyyyy}: {small} doser, täckning {pct_int}, {weekday} {clock}-{clock_a}. "
     "Kostnad {kr}. Info {org_intl_line}"),
    ("b31c_it_fr_shortage", "shortage_bulletin", ("it_IT", "fr_FR"),
     "Carenza farmaci / Rupture de stock n. {small}: {drug} disponibile al {pct_int}; alternativa per {small} settimane. "
     "Farmacia {rx_phone}. Aggiornato {ddmmyyyy}"),
    ("b31c_cs_da_grant", "grant_budget", ("cs_CZ", "da_DK"),
     "Rozpočet grantu / Projektbudget {grant_no}: osobní náklady {czk}, cestovné {czk}, režie {pct_int}; období {year}-{year_next}. "
     "IČO/CVR org. {org_ein}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind31", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
