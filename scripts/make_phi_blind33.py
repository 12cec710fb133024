"""A thirty-third blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind33.py [--seed 35351] [--out PATH]   # JSON lines to PATH, or to stdout

The thirty-one earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind31.py,
seeds 4141 to 33331) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the thirty-second set, written at the same time by someone
else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b33_" or "b33c_"). Identifier-free genres: chaplaincy rotas, sleep-lab slot templates, ethics committee charters,
P&T minutes with doses, blank power-of-attorney instructions, infusion-chair utilisation, lactation-room rules,
anticoagulation protocols (INR ranges), exposure policies, CARC/RARC edit tables, travel-vaccine price lists,
donor-wall wording (organisations only), phone triage excerpts, ICD-10-PCS explanations, interpreter glossaries,
home-health schedules, transport dispatch boards, tray logs, blood-bank stock, dialysis chair rosters, 340B reports,
834 totals, chargemaster extracts, vendor invoices, plus notices in other locales (de, fr, es, it, nl, pt, pl, sv,
da, nb, fi, cs). Carrying genres: bereavement-fare requests, funeral-home forms, police accident excerpts,
subrogation letters, pedigree notes, aide timesheets, student-health messages, pharmacy transfers, medical-alert
bracelet orders, long-term-care admissions, pension survivor claims, rideshare incident reports, plus CSV, JSON,
XML, HL7 and X12 exports.

About half the identifier values come from this module's own printings (the `*_v33` slots): dates with month names
in other languages, Spanish DNI/NIE, Polish PESEL, Danish CPR and Belgian national numbers with valid checks, IBANs
of DE/ES/IT/PL/PT with computed check digits, Hawaiian and Pacific address layouts, Luhn-valid cards in 4-4-4-4 with
slashes or underscores, and phone numbers split the way people type them.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
clinicians, never a patient or member, and the ages it gives are under 90.

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

SEED = 35351
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Makani Pacific Health Plan"
HOSPITAL_NAME = "Kealoha Bay Medical Center"
CLINIC_NAME = "Lanikai Ridge Family Clinic"
PHARMACY_NAME = "Hale Mauka Pharmacy"
HOMEHEALTH_NAME = "Makani Home Health"
ORG_DOMAIN = "makanipacifichp.org"
ORGANISATION_CONTACTS = [
    "(808) 555-0131",                                              # 0 plan member services
    "(808) 555-0132",                                              # 1 plan fax
    "Claims Department, PO Box 27714, Honolulu, HI 96827",         # 2 plan claims address
    "1460 Kapahulu Loop, Suite 500, Honolulu, HI 96816",           # 3 plan office
    "appeals@makanipacifichp.org",                                 # 4
    "care@makanipacifichp.org",                                    # 5
    "(808) 555-0133",                                              # 6 clinic
    "(808) 555-0134",                                              # 7 clinic fax
    "72 Mokulua Lane, Kailua, HI 96734",                           # 8 clinic address
    "(808) 555-0135",                                              # 9 hospital switchboard
    "3300 Kealoha Bay Road, Kaneohe, HI 96744",                    # 10 hospital address
    "(808) 555-0136",                                              # 11 pharmacy
    "415 Mauka Terrace, Waipahu, HI 96797",                        # 12 pharmacy address
    "(808) 555-0137",                                              # 13 home health agency
    "1-833-555-0155",                                              # 14 toll-free member line
    "1-833-555-0156",                                              # 15 toll-free nurse advice line
    "+1 808 555 0131",                                             # 16 member line from abroad
    "https://www.makanipacifichp.org",                             # 17
    "chaplain@makanipacifichp.org",                                # 18
    "ethics@makanipacifichp.org",                                  # 19
    "(808) 555-0138",                                              # 20 transport dispatch
    "(808) 555-0139",                                              # 21 blood bank
    "pt-committee@makanipacifichp.org",                            # 22
    "(808) 555-0141",                                              # 23 interpreter services
    "(808) 555-0142",                                              # 24 sleep lab
    "edi@makanipacifichp.org",                                     # 25
]
ORG_PAYER_ID = "MKP44"
ORG_RXBIN = "024917"
ORG_RXPCN = "MKPRX"
ORG_RXGRP = "MKP2083"
ORG_EIN = "99-4307162"
ORG_NPIS = (blind5._npi_of("174203958"), blind5._npi_of("158820463"), blind5._npi_of("193376014"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Keoni Halvorsen-Akana, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Marisol Nakamura-Ortiz, MD", "Hematology/Oncology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Teodor Kahale-Brandt, PharmD", "Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)

MONTHS_BY_LANG = {
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
}


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
def _luhn_digit(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def phone_v33(draw: Draw) -> str:
    """A US number split the way people type it in chats and boxes on forms."""
    area = draw.pick(["808", "671", "670", "684", "907", "541", "971", "360"])
    exchange = str(draw.rng.randint(221, 989)).replace("555", "558")
    line = draw.digits(4)
    return draw.pick([f"{area}/{exchange}/{line}", f"{area}_{exchange}_{line}", f"{area} {exchange}-{line[:2]}-{line[2:]}",
                      f"({area}){exchange}.{line}", f"+1 ({area}) {exchange} {line}", f"{area}{exchange}{line}",
                      f"1{area}{exchange}{line}", f"{area} . {exchange} . {line}"])


def _date_v33(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    lang = draw.pick(sorted(MONTHS_BY_LANG))
    name = MONTHS_BY_LANG[lang][m - 1]
    worded = {"de": f"{d}. {name} {y}", "es": f"{d} de {name} de {y}", "it": f"{d} {name} {y}", "nl": f"{d} {name} {y}",
              "pt": f"{d} de {name} de {y}", "pl": f"{d} {name} {y}", "fr": f"{d} {name} {y}", "sv": f"den {d} {name} {y}"}
    return draw.pick([worded[lang], worded[lang], f"{y}{m:02d}{d:02d}", f"{d:02d}-{m:02d}-{y % 100:02d}",
                      f"{y}/{m}/{d}", f"{d:02d}{m:02d}{y}"])


def dob_v33(draw: Draw) -> str:
    """A date of birth with a month named in another language, or packed digits."""
    return _date_v33(draw, 1928, 2019)


def dod_v33(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    return _date_v33(draw, 2023, 2026)


def member_v33(draw: Draw) -> str:
    """This plan's member IDs: MKP, eight digits and a person code, as cards and callers print them."""
    body = draw.digits(8, first_nonzero=True)
    return draw.pick([f"MKP{body}0{draw.rng.randint(1, 5)}", f"MKP {body[:4]} {body[4:]}", f"mkp-{body}",
                      f"MKP{body}", f"MKP/{body[:2]}/{body[2:]}"])


def mrn_v33(draw: Draw) -> str:
    """The medical center's and clinic's record numbers."""
    return draw.pick([f"KBMC{draw.digits(8)}", f"E{draw.digits(3)} {draw.digits(3)} {draw.digits(3)}",
                      f"LRFC-{draw.digits(2)}-{draw.digits(5)}", f"{draw.digits(7)}KB", f"MR#{draw.digits(6)}"])


def email_v33(draw: Draw) -> str:
    """A personal address at an island ISP or a webmail."""
    first = draw.fill("first").lower().replace(" ", "").replace("'", "")
    last = draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["hawaiiantel.net", "hawaii.rr.com", "gmail.com", "ymail.com", "me.com", "live.com",
                        "gmx.de", "web.de", "wp.pl", "seznam.cz", "telia.com", "libero.it"])
    local = draw.pick([f"{first}_{last}", f"{last}{draw.rng.randint(1, 99)}", f"{first[0]}{last}.{draw.rng.randint(50, 99)}",
                       f"{first}.{last[0]}", f"aloha.{first}", f"{last}-{first}"])
    return f"{local}@{domain}"


def ssn_v33(draw: Draw) -> str:
    """A US SSN as written in boxes, with a blank per digit or odd separators."""
    area = str(draw.rng.randint(101, 665)).zfill(3)
    group, serial = f"{draw.rng.randint(1, 99):02d}", f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"{area}_{group}_{serial}", f"{' '.join(area)} - {' '.join(group)} - {' '.join(serial)}",
                      f"{area}|{group}|{serial}", f"{area}-{group}-{serial}", f"{area}{group}{serial}"])


def card_v33(draw: Draw) -> str:
    """A Luhn-valid card number in 4-4-4-4 with slashes, underscores or none."""
    body = draw.pick(["4", "53", "55", "2221", "6011"])
    body += draw.digits(15 - len(body))
    number = body + _luhn_digit(body)
    groups = [number[i:i + 4] for i in range(0, 16, 4)]
    return draw.pick(["/".join(groups), "_".join(groups), " ".join(groups), number, "-".join(groups)])


def _iban(country: str, bban: str) -> str:
    digits = "".join(str(int(char, 36)) for char in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def iban_v33(draw: Draw) -> str:
    """An IBAN of DE, ES, IT, PL or PT with computed check digits, grouped or run together."""
    country = draw.pick(["DE", "ES", "IT", "PL", "PT"])
    bban = {"DE": lambda: draw.digits(18), "ES": lambda: draw.digits(20),
            "IT": lambda: draw.letters(1) + draw.digits(10) + draw.digits(12),
            "PL": lambda: draw.digits(24), "PT": lambda: draw.digits(21)}[country]()
    iban = _iban(country, bban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if draw.rng.random() < 0.6 else iban


def natid_v33(draw: Draw) -> str:
    """A national ID with a valid check: Spanish DNI, Polish PESEL, Danish CPR (modulus 11) or Belgian NN."""
    kind = draw.pick(["dni", "pesel", "cpr", "be"])
    if kind == "dni":
        number = draw.rng.randint(10000000, 79999999)
        return draw.pick([f"{number}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}", f"{number}-{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}"])
    day = draw.date_between(1935, 2015)
    if kind == "pesel":
        month = day.month + (20 if day.year >= 2000 else 0)
        body = f"{day.year % 100:02d}{month:02d}{day.day:02d}{draw.digits(4)}"
        check = (10 - sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
        return f"{body}{check}"
    if kind == "cpr":
        while True:
            body = f"{day.day:02d}{day.month:02d}{day.year % 100:02d}{draw.digits(3)}"
            rest = sum(int(c) * w for c, w in zip(body, [4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if rest != 1:
                number = body + str((11 - rest) % 11)
                return f"{number[:6]}-{number[6:]}"
    serial = draw.rng.randint(1, 997)
    base = int(f"{day.year % 100:02d}{day.month:02d}{day.day:02d}{serial:03d}")
    check = 97 - ((base + 2000000000) % 97 if day.year >= 2000 else base % 97)
    return f"{day.year % 100:02d}.{day.month:02d}.{day.day:02d}-{serial:03d}.{check:02d}"


def addr_v33(draw: Draw) -> str:
    """A home address in a Hawaiian, Guam, German, Spanish or Polish layout, on one line."""
    style = draw.pick(["hi", "hi_rural", "gu", "de", "es", "pl"])
    if style == "hi":
        return (f"{draw.rng.randint(91, 99)}-{draw.rng.randint(100, 1299)} {draw.pick(['Lauwiliwili St', 'Kaiau Ave', 'Hoohana Pl', 'Makalii Way'])}"
                f"{draw.pick(['', f' Apt {draw.rng.randint(1, 40)}'])}, {draw.pick(['Kapolei', 'Ewa Beach', 'Waipahu'])}, HI {draw.pick(['96707', '96706', '96797'])}")
    if style == "hi_rural":
        return f"{draw.rng.randint(11, 16)}-{draw.rng.randint(1000, 3999)} {draw.pick(['Road 3', 'Orchidland Dr', 'Paradise Ave'])}, Keaau, HI 96749"
    if style == "gu":
        return f"{draw.rng.randint(100, 999)} {draw.pick(['Chalan Balako', 'Route 16', 'Chalan Kareta'])}, {draw.pick(['Dededo', 'Yigo', 'Barrigada'])}, GU 969{draw.rng.randint(10, 32)}"
    if style == "de":
        return f"{draw.pick(['Lindenstraße', 'Am Mühlbach', 'Schillerweg', 'Kastanienallee'])} {draw.rng.randint(1, 120)}{draw.pick(['', 'a', 'b'])}, {draw.rng.randint(10115, 99998)} {draw.pick(['Bielefeld', 'Kassel', 'Rostock', 'Ulm'])}"
    if style == "es":
        return f"C/ {draw.pick(['Mayor', 'del Olmo', 'San Vicente', 'Real'])}, {draw.rng.randint(1, 90)}, {draw.rng.randint(1, 8)}º {draw.pick(['A', 'B', 'izq.', 'dcha.'])}, {draw.rng.randint(28001, 46999):05d} {draw.pick(['Madrid', 'Valencia', 'Albacete'])}"
    return f"ul. {draw.pick(['Długa', 'Kwiatowa', 'Słoneczna', 'Lipowa'])} {draw.rng.randint(1, 80)}/{draw.rng.randint(1, 40)}, {draw.rng.randint(10, 99)}-{draw.rng.randint(100, 999)} {draw.pick(['Kraków', 'Poznań', 'Lublin', 'Gdańsk'])}"


def age_v33(draw: Draw) -> str:
    """An age over 89 as forms and notes in several languages write it."""
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age} Jahre", f"{age} años", f"{age} anni", f"{age} lat", f"{age}-yr-old", f"{age} y/o", f"{age}yo",
                      f"{age} vuotta", f"age {age}"])


def vin_v33(draw: Draw) -> str:
    """A 17-character VIN with a valid check digit, sometimes lower-case or split by spaces."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    values = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
              "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = [draw.pick(list(alphabet)) for _ in range(17)]
    check = sum(values[c] * w for c, w in zip(chars, weights)) % 11
    chars[8] = "X" if check == 10 else str(check)
    vin = "".join(chars)
    return draw.pick([vin, vin, f"{vin[:3]} {vin[3:9]} {vin[9:]}", vin.lower()])


def plate_v33(draw: Draw) -> str:
    """A car plate: Hawaii, German, Spanish, Polish or Danish."""
    return draw.pick([f"{draw.letters(3)} {draw.digits(3)}", f"{draw.pick(['B', 'HH', 'M', 'K'])}-{draw.letters(2)} {draw.rng.randint(1, 9999)}",
                      f"{draw.digits(4)} {draw.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}", f"{draw.pick(['KR', 'WX', 'PO'])} {draw.digits(5)}",
                      f"{draw.letters(2)} {draw.digits(2)} {draw.digits(3)}"])


def ip_v33(draw: Draw) -> str:
    """A public IPv4 address or a global IPv6 address."""
    if draw.rng.random() < 0.3:
        return f"2a02:{draw.rng.randint(0x1000, 0xffff):x}:{draw.rng.randint(0, 0xffff):x}::{draw.rng.randint(1, 0xffff):x}"
    first = draw.pick([23, 50, 66, 72, 98, 107, 142, 166, 173, 208])
    return f"{first}.{draw.rng.randint(1, 254)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"


def url_v33(draw: Draw) -> str:
    """A link that carries a member's identifier or a personal page."""
    member = f"MKP{draw.digits(8, first_nonzero=True)}"
    slug = f"{draw.fill('first').lower()}-{draw.fill('last').lower()}".replace(" ", "-").replace("'", "")
    return draw.pick([f"https://members.{ORG_DOMAIN}/id-card/{member}.pdf",
                      f"https://members.{ORG_DOMAIN}/claims?mbr={member}&view=eob",
                      f"https://www.facebook.com/{slug.replace('-', '.')}.{draw.rng.randint(1, 99)}",
                      f"https://www.tributearchive.com/obituaries/{draw.digits(8)}/{slug}",
                      f"https://www.mealtrain.com/trains/{draw.letters(6, 'abcdefghijkmnpqrstuvwxyz')}{draw.digits(2)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "phone_v33": phone_v33, "dob_v33": dob_v33, "dod_v33": dod_v33, "member_v33": member_v33,
    "mrn_v33": mrn_v33, "email_v33": email_v33, "ssn_v33": ssn_v33, "card_v33": card_v33, "iban_v33": iban_v33,
    "natid_v33": natid_v33, "addr_v33": addr_v33, "age_v33": age_v33, "vin_v33": vin_v33, "plate_v33": plate_v33,
    "ip_v33": ip_v33, "url_v33": url_v33,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _rows(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind17._distinct_rows(d, options, count, key_length=12))  # noqa: SLF001


def _chaplain_row(d: Draw) -> str:
    return (f"{d.pick(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])} {d.pick(['Interfaith prayer', 'Catholic Mass', 'Buddhist meditation', 'Jumu ah prayer', 'Shabbat candles', 'Hawaiian oli blessing', 'Rosary'])}"
            f" ~ {d.pick(['Chapel L1', 'Garden pavilion', 'Room 2B-114', 'Tower 4 lounge'])} ~ {d.rng.randint(6, 20):02d}:{d.pick(['00', '15', '30', '45'])}")


def _sleep_row(d: Draw) -> str:
    return (f"Bed {d.rng.randint(1, 8)} ; {d.pick(['PSG 95810', 'Split-night 95811', 'MSLT 95805', 'Titration 95811', 'HSAT G0399'])} ; "
            f"lights-out {d.rng.randint(20, 23)}:{d.pick(['00', '30'])} ; tech ratio 1:{d.pick(['2', '3'])}")


def _chair_row(d: Draw) -> str:
    return (f"Chair {d.rng.randint(1, 24):02d}\t{d.rng.randint(35, 100)}%\t{d.rng.randint(1, 6)} starts\t"
            f"avg {d.rng.randint(45, 300)} min\t{d.pick(['oncology', 'biologics', 'iron', 'IVIG', 'hydration'])}")


def _pt_row(d: Draw) -> str:
    return (f"- {d.pick(['Apixaban 5 mg BID', 'Tirzepatide 2.5-15 mg weekly', 'Ceftriaxone 1 g q24h', 'Insulin glargine U-300', 'Nirmatrelvir/ritonavir 300/100 mg', 'Ondansetron ODT 4 mg', 'Enoxaparin 40 mg daily', 'Dexmedetomidine 0.2-1.4 mcg/kg/h'])}"
            f": {d.pick(['added to formulary', 'restricted to ID approval', 'removed', 'therapeutic interchange approved', 'tabled', 'quantity limit 30/30'])}")


def _inr_row(d: Draw) -> str:
    low = d.pick(['1.5', '1.6', '1.7', '1.8', '1.9'])
    return (f"INR {low}-{d.pick(['1.9', '1.99'])} | {d.pick(['increase weekly dose 10%', 'increase 5-10%', 'extra half tab once'])} | recheck {d.rng.randint(5, 14)} d")


def _carc_row(d: Draw) -> str:
    return (f"{d.pick(['CO-16', 'CO-18', 'CO-22', 'CO-45', 'CO-50', 'CO-97', 'PR-1', 'PR-2', 'PR-3', 'CO-197', 'OA-23'])} / "
            f"{d.pick(['M15', 'N130', 'MA04', 'N362', 'M80', 'N657', 'MA130', 'N20'])} | edit E{d.rng.randint(100, 899)} | {d.pick(['deny', 'pend', 'adjust', 'pay'])} | hits {d.rng.randint(12, 9800)}")


def _vaccine_row(d: Draw) -> str:
    return (f"{d.pick(['Yellow fever (YF-Vax)', 'Typhoid Vi', 'Hep A adult', 'Japanese encephalitis (Ixiaro)', 'Rabies PrEP', 'Cholera (Vaxchora)', 'Chikungunya (Ixchiq)', 'Tdap'])}"
            f"  {d.pick(['1 dose', '2 doses', '3 doses'])}  ${d.rng.randint(45, 420)}.00  CPT 90{d.rng.randint(600, 759)}")


def _dispatch_row(d: Draw) -> str:
    return (f"Unit {d.pick(['MA', 'WC', 'BLS', 'ALS'])}-{d.rng.randint(10, 48)}  {d.pick(['available', 'en route', 'on scene', 'at destination', 'out of service - tire'])}"
            f"  {d.pick(['Kaneohe', 'Kailua', 'Waipahu', 'Pearl City', 'Aiea', 'Waianae'])} zone  {d.rng.randint(0, 9)} runs today")


def _tray_row(d: Draw) -> str:
    return (f"TRY-{d.rng.randint(1000, 4999)},{d.pick(['Major ortho', 'Lap chole', 'C-section', 'Hand set', 'Cysto', 'Tonsil'])},"
            f"{d.pick(['Steris V-PRO', 'Autoclave 2', 'Autoclave 4', 'Sterrad 100NX'])},cycle {d.rng.randint(100, 999)},BI {d.pick(['neg', 'neg', 'pending'])}")


def _blood_row(d: Draw) -> str:
    return (f"{d.pick(['O neg', 'O pos', 'A neg', 'A pos', 'B pos', 'AB pos', 'Plt apheresis', 'FFP', 'Cryo'])}: {d.rng.randint(2, 120)} units, "
            f"{d.rng.randint(0, 9)} expiring <72 h, par {d.rng.randint(10, 80)}")


def _dialysis_row(d: Draw) -> str:
    return (f"Chair {d.rng.randint(1, 18)}: {d.pick(['MWF', 'TTS'])} shift {d.pick(['1 (05:30)', '2 (10:45)', '3 (16:00)'])} "
            f"{d.pick(['open', 'filled', 'isolation', 'home-training'])}, machine {d.pick(['2008T', '5008S', 'NxStage'])}")


def _c340_row(d: Draw) -> str:
    return (f"{d.pick(['Contract pharmacy A', 'Contract pharmacy B', 'In-house retail', 'Infusion', 'Specialty'])},"
            f"{d.rng.randint(200, 9000)},{d.rng.randint(10, 900)},{d.rng.randint(1, 99)}.{d.digits(1)}%,${d.rng.randint(2, 900)},{d.digits(3)}")


def _cdm_row(d: Draw) -> str:
    return (f"{d.rng.randint(10000000, 49999999)}|{d.pick(['0300', '0320', '0450', '0636', '0250', '0360'])}|"
            f"{d.pick(['CBC W/AUTO DIFF', 'CT HEAD W/O', 'ED LEVEL 4', 'DRUG/DETAIL CODE', 'IV PUSH INITIAL', 'OR TIME 30 MIN'])}|"
            f"{d.pick(['85025', '70450', '99284', 'J1885', '96374', ''])}|{d.rng.randint(12, 6200)}.{d.pick(['00', '50', '75'])}")


def _sched_row(d: Draw) -> str:
    return (f"{d.pick(['Windward route', 'Leeward route', 'Central route', 'North Shore route'])} | {d.rng.randint(3, 11)} visits | "
            f"{d.pick(['SN', 'PT', 'OT', 'HHA', 'MSW'])} | {d.rng.randint(7, 9)}:{d.pick(['00', '30'])}-{d.rng.randint(15, 18)}:00 | {d.rng.randint(20, 140)} mi")


def _enrol_row(d: Draw) -> str:
    return f"{d.pick(['021 add', '024 term', '001 change', '025 reinstate', '030 audit'])},{d.rng.randint(0, 4000)},{d.rng.randint(0, 60)},{d.rng.randint(0, 12)}"


def _glossary_row(d: Draw) -> str:
    return d.pick(["shortness of breath = falta de aire = hapo", "blood thinner = anticoagulante = lāʻau hoʻoheheʻe koko",
                   "fasting = en ayunas = ayunas", "swelling = hinchazón = pehu", "dizziness = mareo = poniuniu",
                   "side effect = efecto secundario = hopena ʻaoʻao", "stitches = puntos = humu", "rash = sarpullido = pauʻu"]) + f" [{d.pick(['ES', 'HAW', 'ILO', 'TGL', 'CHK'])}]"


def _invoice_row(d: Draw) -> str:
    return (f"{d.pick(['Nitrile gloves M (case)', 'IV start kits', 'Suture 3-0 nylon (box 36)', 'Bair Hugger blankets', 'Sharps 2 gal', 'Chux underpads'])}"
            f"  qty {d.rng.randint(1, 80)}  @ ${d.rng.randint(3, 190)}.{d.digits(2)}  SKU {d.letters(2)}{d.digits(5)}")


def _allergen_row(d: Draw) -> str:
    return (f"{d.pick(['Kalua pork plate', 'Poke bowl', 'Saimin', 'Chicken katsu', 'Veggie laulau', 'Malasada', 'Spam musubi'])}"
            f" | {d.pick(['soy, wheat', 'fish, soy, sesame', 'egg, wheat, shellfish', 'none of top 9', 'milk, egg, wheat'])} | {d.rng.randint(210, 890)} kcal")


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "hh_own": HOMEHEALTH_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "hh_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "org_web": ORGANISATION_CONTACTS[17], "chaplain_email": ORGANISATION_CONTACTS[18], "ethics_email": ORGANISATION_CONTACTS[19],
    "dispatch_phone": ORGANISATION_CONTACTS[20], "bloodbank_phone": ORGANISATION_CONTACTS[21], "pt_email": ORGANISATION_CONTACTS[22],
    "interp_phone": ORGANISATION_CONTACTS[23], "sleep_phone": ORGANISATION_CONTACTS[24], "edi_email": ORGANISATION_CONTACTS[25],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "chaplain_table": _rows(_chaplain_row, 4), "sleep_table": _rows(_sleep_row, 3), "chair_table": _rows(_chair_row, 4),
    "pt_table": _rows(_pt_row, 4), "inr_table": _rows(_inr_row, 3), "carc_table": _rows(_carc_row, 4),
    "vaccine_table": _rows(_vaccine_row, 5), "dispatch_table": _rows(_dispatch_row, 4), "tray_table": _rows(_tray_row, 4),
    "blood_table": _rows(_blood_row, 5), "dialysis_table": _rows(_dialysis_row, 4), "c340_table": _rows(_c340_row, 4),
    "cdm_table": _rows(_cdm_row, 4), "sched_table": _rows(_sched_row, 3), "enrol_table": _rows(_enrol_row, 4),
    "glossary_table": _rows(_glossary_row, 4), "invoice_table": _rows(_invoice_row, 4), "allergen_table": _rows(_allergen_row, 4),
    "mk_ref": lambda d: f"MK-{d.digits(4)}-{d.letters(1)}",
    "mk_version": lambda d: f"{d.rng.randint(3, 11)}.{d.rng.randint(0, 19)}.{d.rng.randint(0, 9)}",
    "mk_policy": lambda d: f"MPHP-{d.pick(['MED', 'RX', 'ADM', 'UM'])}-{d.rng.randint(100, 899)}",
    "mk_plan": lambda d: d.pick(["Makani Bronze 7000", "Makani Silver 3200", "Makani Gold 750", "Makani HSA 3300",
                                 "Makani Kupuna Advantage HMO", "Makani Vision Plus", "Makani Dental PPO"]),
    "mk_group": lambda d: d.pick(["MKG-10482", "MKG-22719", "MKG-36051", "MKG-47388", "MKG-59903"]),
    "island": lambda d: d.pick(["Oahu", "Maui", "Kauai", "Hawaii Island", "Molokai", "Lanai"]),
    "unit_no": lambda d: f"{d.pick(['MA', 'WC', 'ALS'])}-{d.rng.randint(10, 48)}",
    "tray_no": lambda d: f"TRY-{d.rng.randint(1000, 4999)}",
    "inv_no": lambda d: f"INV-{d.rng.randint(2025, 2026)}-{d.digits(5)}",
    "po_no": lambda d: f"PO {d.rng.randint(4500000, 4599999)}",
    "pcs_code": lambda d: d.pick(["0DTJ4ZZ", "0SRC0J9", "02703ZZ", "0FT44ZZ", "10D00Z1", "0QS604Z", "5A1D70Z", "30233N1"]),
    "inr_target": lambda d: d.pick(["2.0-3.0", "2.5-3.5", "1.5-2.0"]),
    "room_no": lambda d: f"{d.pick(['2B', '3A', '4C', 'L1', 'B2'])}-{d.rng.randint(100, 199)}",
    "meeting_no": lambda d: f"{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 12):02d}",
    "minutes_min": lambda d: str(d.rng.randint(10, 90)),
    "pct_share": lambda d: f"{d.rng.randint(55, 99)}.{d.digits(1)}%",
    "hh_provider_no": lambda d: f"12{d.rng.randint(7000, 7999)}",
    "yes_no": lambda d: d.pick(["yes", "no", "yes (limited)"]),
    "langs": lambda d: d.pick(["English, Ilocano", "English, Japanese", "English, Tagalog, Spanish", "English, Hawaiian", "English, Chuukese"]),
    "stars": lambda d: d.pick(["3.5", "4", "4.5", "3"]),
}

US = ("en_US",)

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b33c_chaplaincy_rota", "chaplaincy_schedule", US,
     "Spiritual Care at {hospital_own}, week {week}\n{chaplain_table}\nOn-call chaplain pager via switchboard {hosp_phone}; requests {chaplain_email}."),
    ("b33c_sleep_lab_template", "sleep_lab_schedule", US,
     "SLEEP LAB NIGHT TEMPLATE v{mk_version} ({weekday})\n{sleep_table}\nScheduling {sleep_phone}. Arrive by {clock}; no caffeine after noon."),
    ("b33c_ethics_charter", "ethics_charter", US,
     "Clinical Ethics Committee Charter, {mk_policy}, revised {eff_iso}\nQuorum: {small_digit} voting members incl. one community member. "
     "Consults answered within {small} hours; {small_count} consults last year, {pct_int} from ICUs. Request a consult: {ethics_email} or {hosp_phone}."),
    ("b33c_pt_minutes", "pt_committee_minutes", US,
     "P&T Committee minutes, meeting {meeting_no}\nPresent: {small} of {small_count} voting members. Chair: {physician}.\n{pt_table}\n"
     "Next meeting {dos}. Agenda items to {pt_email}."),
    ("b33c_poa_instructions", "poa_form_instructions", US,
     "How to complete the blank Durable Power of Attorney for Health Care (form {mk_ref}, {small_digit} pages)\n"
     "1. Print the agent's name in Part 1; leave no line blank.\n2. Two adult witnesses or a notary; witnesses may not be your agent.\n"
     "3. Keep the original; give copies to your clinic. Questions: {clinic_phone}, {clinic_addr}."),
    ("b33c_infusion_chairs", "infusion_utilisation", US,
     "chair\tutil\tstarts\tavg_dur\tservice\n{chair_table}\n# {hospital_own} infusion centre, {dos}, overall {pct_share}"),
    ("b33c_lactation_rules", "lactation_room", US,
     "Lactation rooms ({hospital_own}): {room_no} and {room_no2}. Book up to {minutes_min} min via the staff app; "
     "fridge cleaned {weekday}s at {clock}. Report problems to facilities, ext. {four_digits}."),
    ("b33c_anticoag_protocol", "anticoag_protocol", US,
     "Anticoagulation clinic warfarin protocol {mk_policy} (target INR {inr_target})\n{inr_table}\n"
     "Pharmacist-managed under {physician}. Clinic line {clinic_phone}, fax {clinic_fax}."),
    ("b33c_exposure_policy", "occupational_health_policy", US,
     "Bloodborne pathogen exposure, policy {mk_policy}: wash {small_digit} min, report within {small_digit} h, "
     "PEP ideally within 2 h (no later than 72 h). Baseline labs: HIV Ag/Ab, HBsAb, HCV Ab. {pct_int} of {year} exposures were sharps. "
     "Employee health {hosp_phone}."),
    ("b33c_carc_edit_table", "claims_edit_table", US,
     "{org} adjudication edits, release {mk_version}\nCARC / RARC | edit | action | hits\n{carc_table}\nPayer ID {payer_id}. Provider services {org_phone}."),
    ("b33c_travel_vaccines", "travel_vaccine_prices", US,
     "Travel medicine price list {year} ({clinic})\n{vaccine_table}\nConsult CPT 99402: ${fee}. Appointments {clinic_phone}."),
    ("b33c_donor_wall", "donor_wall", US,
     "Donor wall wording, {hospital_own} Foundation ({year})\nVisionary ($1M+): Kona Coffee Growers Cooperative; Pacific Rim Rotary\n"
     "Leadership (${moneyk}+): Aloha Builders Supply; {island} Community Trust\nPlaque {mk_ref}, bronze, {small} x {small_count} cm."),
    ("b33c_triage_excerpt", "phone_triage_protocol", US,
     "Nurse line protocol excerpt: Fever, adult (rev {mk_version})\nGo to ED now if temp >= 103 F with stiff neck, confusion, or SpO2 < {small_count}%.\n"
     "Home care if temp < {temp_f} F and drinking fluids; call back in {small_digit} h. Line: {nurse_line}."),
    ("b33c_pcs_explain", "icd10pcs_explainer", US,
     "ICD-10-PCS {pcs_code}: character 1 section, 2 body system, 3 root operation, 4 body part, 5 approach, 6 device, 7 qualifier. "
     "Crosswalk to CPT {cpt}; MS-DRG {drg}. Coding tip #{small} from {org}."),
    ("b33c_interp_glossary", "interpreter_glossary", US,
     "Interpreter Services glossary, page {small_digit}\n{glossary_table}\nVideo remote interpreting 24/7: {interp_phone}."),
    ("b33c_hh_schedule", "homehealth_schedule", US,
     "{hh_own} route plan {dos}\n{sched_table}\nAgency {hh_phone}; Medicare provider no. {hh_provider_no}."),
    ("b33c_dispatch_board", "transport_dispatch", US,
     "DISPATCH BOARD {clock}\n{dispatch_table}\nHold queue {small_digit} calls. Dispatch {dispatch_phone}."),
    ("b33c_tray_log", "sterile_processing", US,
     "tray,set,sterilizer,cycle,bi_result\n{tray_table}\n# SPD {hospital_own} {dos}, {small} trays processed"),
    ("b33c_blood_inventory", "blood_bank_inventory", US,
     "Blood bank inventory {iso_ts}\n{blood_table}\nBlood bank {bloodbank_phone}."),
    ("b33c_dialysis_roster", "dialysis_roster", US,
     "Dialysis unit chair roster, week {week}\n{dialysis_table}\nWater test {dos}: {pct_int} compliant."),
    ("b33c_340b_report", "pharmacy_340b", US,
     "site,claims,eligible,capture_rate,savings\n{c340_table}\n# {pharmacy_own} 340B {quarter}, {hospital_own}"),
    ("b33c_834_totals", "edi_834_totals", US,
     "maint_type,count,errors,pending\n{enrol_table}\n# 834 batch {ctrl} from sponsor group {mk_group}, payer {payer_id}; questions {edi_email}"),
    ("b33c_chargemaster", "chargemaster_extract", US,
     "CDM|REV|DESC|CPT|PRICE\n{cdm_table}\n-- extract {eff_iso}, {hospital_own}, EIN {org_ein}"),
    ("b33c_vendor_invoice", "vendor_invoice", US,
     "Invoice {inv_no}  ({po_no})\nBill to: Accounts Payable, {hospital_own}, {hosp_addr}\n{invoice_table}\nNet 30. Total ${money_b}."),
    ("b33c_allergen_chart", "cafeteria_allergens", US,
     "Cafe Lanakila allergen chart, {weekday}\nItem | contains | energy\n{allergen_table}\nAsk for the dietitian at {hosp_phone}."),
    ("b33c_plan_compare", "plan_comparison", US,
     "{year} vs {year_next} | {mk_plan}\nDeductible ${moneyk} -> ${moneyk2}\nOOP max ${money_b}\nPCP copay ${copay_num}; specialist ${fee}\n"
     "Rx tier 1 ${small}; RxBIN {org_rxbin} PCN {org_rxpcn} group {org_rxgrp}. Call {org_tollfree}."),
    ("b33c_appeal_rights", "appeal_rights_notice", US,
     "YOUR RIGHT TO APPEAL ({mk_policy})\nYou have 180 days from this notice to ask us to review. Expedited decisions within {small} hours. "
     "Write to {org_claims_addr} or e-mail {org_appeals_email}; fax {org_fax}. External review after {small_digit} levels."),
    ("b33c_telehealth_status", "telehealth_status", US,
     "Makani Connect status: video visits {pct_share} uptime over {small} days; incident {mk_ref} resolved {iso_ts} (median join {small_digit}.{small_digit} s). "
     "Build {build_no}. Support {org_help_email}."),
    ("b33c_provider_directory", "provider_directory", US,
     "Directory entry: {pr_name}, {pr_specialty}\nNPI {pr_npi} | {pr_addr} | {pr_phone}\nAccepting new patients: {yes_no}; languages {langs}."),
    ("b33c_fhir_insuranceplan", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"id\": \"mk-{small_count}\", \"name\": \"{mk_plan}\", \"ownedBy\": {\"display\": \"{org}\"}, "
     "\"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}]}], \"period\": {\"start\": \"{eff_iso}\"}, \"coverageArea\": [{\"display\": \"{island}\"}]}"),
    ("b33c_xml_pharmacy_net", "xml_export", US,
     "<PharmacyNetwork plan=\"{mk_plan}\" asOf=\"{eff_iso}\">\n  <Pharmacy npi=\"{pr_npi}\" name=\"{pharmacy_own}\" phone=\"{rx_phone}\">{rx_addr}</Pharmacy>\n"
     "  <Counts retail=\"{small_count}\" mail=\"{small_digit}\" specialty=\"{small}\"/>\n</PharmacyNetwork>"),
    ("b33c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|MDM|KBMC|REG|KBMC|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFE|MAD|||{pr_npi}\nSTF|{pr_npi}|{pr_npi}^NPI|{pr_name}|||||A\n"
     "PRA|{pr_npi}||||{pr_specialty}"),
    ("b33c_x12_999", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*BE*{small_count}*005010X220A1~\nAK2*834*{fivedig}~\nIK5*A~\nAK9*A*1*1*1~\nSE*{small_digit}*{four_digits}~"),
    ("b33c_hedis_report", "quality_report", US,
     "{org} HEDIS MY{year}: CBP {pct_share}, HbA1c poor control {pct_tenth}, BCS-E {pct_int}, COL-E {pct_share2}. Star rating forecast {stars}. "
     "Quality team {org_help_email}."),
    ("b33c_release_notes", "release_notes", US,
     "Makani Provider Portal {mk_version} release notes\n- Claim status now shows CARC {carc}\n- Prior-auth upload limit {small} MB\n"
     "- Fixed timeout on eligibility (ticket {mk_ref})\nBuild {build_no}; SHA {sha}"),
    ("b33c_shuttle_notice", "shuttle_notice", US,
     "Shuttle between {hospital_own} and {clinic}: every {small} min from {clock_a} to {clock_b}, {weekday}s reduced. "
     "Stop moves to the {room_no} entrance from {dos}. Lost property: {hosp_phone}."),
    ("b33c_public_health", "public_health_bulletin", US,
     "Health advisory {mk_ref}: {small} dengue cases on {island} since week {week}; test with NS1 antigen and RT-PCR (LOINC {loinc}). "
     "Report to the state within 24 h; clinicians may call {hosp_phone} for infection prevention."),
    ("b33c_de_seelsorge", "chaplaincy_schedule", ("de_DE", "de_AT", "de_CH"),
     "Seelsorge im {hospital_own}: Andacht {weekday} {clock}, Raum {room_no}; Besuchsdienst {small_digit} Ehrenamtliche, KW {week}. "
     "Kontakt {chaplain_email}, Tel. {org_intl_line}."),
    ("b33c_fr_anticoag", "anticoag_protocol", ("fr_FR",),
     "Protocole AVK {mk_policy}: INR cible {inr_target}; contrôle tous les {small_digit} jours, adaptation de {pct_int} de la dose hebdomadaire. "
     "Mise à jour le {ddmmyyyy}. Pharmacie {rx_phone}."),
    ("b33c_es_vacunas", "travel_vaccine_prices", ("es_ES", "es_MX"),
     "Tarifas de vacunas del viajero {year}: fiebre amarilla {eur}, fiebre tifoidea {eur2}, rabia ({small_digit} dosis) {eur3}. "
     "Citas {clinic_phone}. Ref. {mk_ref}"),
    ("b33c_it_comitato", "ethics_charter", ("it_IT",),
     "Comitato etico clinico, seduta n. {small} del {ddmmyyyy}: {small_digit} pareri resi, {small_count} richieste in {year}. "
     "Segreteria {ethics_email}."),
    ("b33c_nl_dialyse", "dialysis_roster", ("nl_NL", "nl_BE"),
     "Dialyseschema week {week}: {small} stoelen, {small_digit} vrij in dienst {small_digit2}, bezetting {pct_int}. "
     "Waterkwaliteit getest op {ddmmyyyy}. Afdeling {hosp_phone}."),
    ("b33c_pt_tolk", "interpreter_glossary", ("pt_BR", "pt_PT"),
     "Serviço de intérpretes: {small} idiomas, {small_count} sessões em {quarter}, tempo médio de ligação {small_digit} min. "
     "Pedidos pelo {interp_phone}. Ref {mk_ref}"),
    ("b33c_pl_zakupy", "vendor_invoice", ("pl_PL",),
     "Faktura {inv_no}: rękawiczki nitrylowe {small} op., zestawy wkłuć {small_count} szt., razem {czk}; NIP nabywcy (szpital) {org_ein}. "
     "Termin płatności {ddmmyyyy}."),
    ("b33c_sv_da_blod", "blood_bank_inventory", ("sv_SE", "da_DK"),
     "Blodlager {ddmmyyyy} kl. {clock}: O neg {small} enheter, A pos {small_count}, trombocyter {small_digit}. "
     "Kostnad per enhet {kr}. Blodcentralen {bloodbank_phone}."),
    ("b33c_nb_fi_transport", "transport_dispatch", ("no_NO", "fi_FI"),
     "Pasienttransport / Potilaskuljetus {ddmmyyyy}: {small} oppdrag, {small_digit} biler i drift, ventetid {minutes_min} min. "
     "Enhet {unit_no} til service. Sentral {dispatch_phone}."),
    ("b33c_cs_cenik", "chargemaster_extract", ("cs_CZ",),
     "Ceník výkonů {year}, verze {mk_version}: vyšetření CT hlavy {czk}, krevní obraz {czk2}, konzultace {czk3}. "
     "Platí od {ddmmyyyy}."),
    ("b33c_de_fi_schlaflabor", "sleep_lab_schedule", ("de_DE", "fi_FI"),
     "Schlaflabor / Unilaboratorio: {small_digit} Betten, Belegung {pct_int}, Wartezeit {small} Tage, Polysomnographie ab {clock}. "
     "Termine {sleep_phone}."),
    ("b33c_fr_it_trays", "sterile_processing", ("fr_FR", "it_IT"),
     "Stérilisation / Sterilizzazione {ddmmyyyy}: {small_count} plateaux, {small_digit} cycles autoclave, indicateurs biologiques négatifs ({pct_int}). "
     "Plateau {tray_no} en maintenance."),
    ("b33c_es_pt_340b", "pharmacy_340b", ("es_ES", "pt_BR"),
     "Informe de farmacia {quarter}: {small_count} dispensaciones, ahorro {eur}, tasa de captura {pct_int}; grupo de receta {org_rxgrp}, BIN {org_rxbin}."),
]

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b33_bereavement_fare", "bereavement_fare_request", US,
     "To: fares@islandhopper-air.example\nSubject: bereavement fare request\n\nMy ((grandmother||father||uncle)) {first} {last} passed away on "
     "[[date_of_death:dod_v33]] in Hilo. I need to fly ((HNL-ITO||OGG-ITO||LIH-HNL)) ((tomorrow||this weekend)). Reach me at [[phone:phone_v33]] or "
     "[[email:email_v33]]; the funeral home can confirm."),
    ("b33_funeral_arrangement", "funeral_home_form", US,
     "ARRANGEMENT CONFERENCE WORKSHEET\nDecedent: {first} {last}   Age: [[age_over_89:age_v33]]\nBorn: [[date_of_birth:dob_elder]]   Died: [[date_of_death:dod_us]]\n"
     "SSN (for death certificate): [[ssn:ssn_v33]]\nResidence: [[address:addr_v33]]\nService: ((cremation||burial at sea||chapel service))"),
    ("b33_police_accident", "police_accident_excerpt", US,
     "MVA REPORT (excerpt) #{ctrl}\nUNIT 2 DRIVER: {last_upper}, {first_upper}  DOB [[date_of_birth:dob_v33]]\n"
     "VEH: ((2017 Toyota Tacoma||2020 Honda CR-V||2014 Nissan Leaf))  VIN [[vehicle_id:vin_v33]]\nDriver transported to {hospital_own} with ((neck pain||lac to forehead||wrist deformity))."),
    ("b33_subrogation_letter", "subrogation_letter", US,
     "Re: subrogation, date of loss {dos}\nOur insured: {first} {last}, member [[member_id:member_v33]]\nYour insured's vehicle, plate [[vehicle_id:plate_v33]], "
     "caused the collision. We paid ${money_b} in medical claims and request reimbursement within 30 days."),
    ("b33_pedigree_note", "genetic_counselling", US,
     "Pedigree notes (draft):\nI-1 maternal grandfather, d. [[date_of_death:dod_v33]] ((colon ca||MI)) \nI-2 maternal grandmother, [[age_over_89:age_v33]], living, ((breast ca at 61||no cancer))\n"
     "II-3 proband's mother b. [[date_of_birth:dob_v33]], BRCA ((pending||negative))"),
    ("b33_aide_timesheet", "homehealth_timesheet", US,
     "HOME HEALTH AIDE TIMESHEET  week {week}\nClient: {first} {last}   Chart [[record_number:mrn_v33]]\nService address: [[address:addr_v33]]\n"
     "Mon {clock_a}-{clock_b} bathing, meals | Wed same | Client phone [[phone:phone_v33]]"),
    ("b33_student_health_msg", "student_health_portal", US,
     "Student Health portal message\nFrom: {first} {last} (student ID [[record_number:mrn_new]])\n\"hi, ((my TB test form||my immunization upload||my allergy shot schedule)) "
     "isnt showing. my dob is [[date_of_birth:dob_v33]], school email [[email:email_v33]]. thx\""),
    ("b33_rx_transfer", "pharmacy_transfer", US,
     "Rx TRANSFER REQUEST to {pharmacy_own}\nPatient: {first} {last}, DOB [[date_of_birth:dob_us]]\nFrom: ((Longs Drugs||Times Pharmacy||Safeway)) Kahului\n"
     "Insurance ID: [[member_id:member_v33]]\nCallback: [[phone:phone_chat]]\nMeds: {drug} ((30||90)) DS"),
    ("b33_alert_bracelet", "medical_alert_order", US,
     "Order summary - medical ID bracelet\nEngraving: {first_upper} {last_upper} / ((T1 DIABETIC||ON WARFARIN||PENICILLIN ALLERGY)) / DOB [[date_of_birth:dob_v33]]\n"
     "Ship to: [[address:addr_us_line]]\nPaid with card [[card:card_v33]]  exp {small_digit}/{year}"),
    ("b33_ltc_admission", "ltc_admission_packet", US,
     "LONG-TERM CARE ADMISSION PACKET - page {small_digit}\nResident: {first} {last}   [[age_over_89:age_v33]]\nSSN [[ssn:ssn_v33]]   Medicare [[member_id:mbi_new]]\n"
     "Auto-pay from account [[bank_account:acct_us_ach]]\nResponsible party: {first2} {last2} ({relation})"),
    ("b33_pension_survivor", "pension_survivor_claim", ("de_DE", "es_ES", "pl_PL", "da_DK"),
     "Survivor pension claim / Hinterbliebenenrente\nDeceased: {first} {last}, died [[date_of_death:dod_v33]]\nNational ID: [[national_id:natid_v33]]\n"
     "Pay to IBAN [[bank_account:iban_v33]]\nClaimant address: [[address:addr_v33]]"),
    ("b33_rideshare_incident", "rideshare_incident", US,
     "Incident report #{fivedig}\nRider said driver braked hard; rider hit head on window, went to urgent care.\nRider contact: [[email:email_v33]], [[phone:phone_v33]]\n"
     "Refund issued to card [[card:card_v33]]. App session from IP [[ip_address:ip_v33]]."),
    ("b33_wound_photo", "wound_photo_caption", US,
     "IMG_{four_digits}.jpg - ((sacral||heel||shin)) wound, stage ((2||3)), {small} x {small_digit} cm\nPt MRN [[record_number:mrn_v33]] | DOB [[date_of_birth:dob_v33]] | taken {dos} by wound RN"),
    ("b33_ambulance_run", "ambulance_run_sheet", US,
     "RUN SHEET {unit_no} / incident {ctrl}\nPt: [[age_over_89:age_v33]] ((F||M)), ((fall at home||syncope||SOB)), GCS 15\nPickup: [[address:addr_v33]]\n"
     "Receiving: {hospital_own} ED, chart [[record_number:mrn_v33]] assigned on arrival"),
    ("b33_workers_comp", "workers_comp_letter", US,
     "Workers' compensation - notice of claim\nEmployee: {first} {last}\nSSN: [[ssn:ssn_typed]]    DOB: [[date_of_birth:dob_v33]]\nHome: [[address:addr_us_line]]\n"
     "Injury: ((lifting strain, L back||forearm laceration||slip on wet floor)) on {dos}."),
    ("b33_refill_chat", "pharmacy_refill_chat", US,
     "[chat] user: need refil on my {drug} pls\n[chat] bot: Sure. Date of birth?\n[chat] user: [[date_of_birth:dob_v33]]\n[chat] user: and my insurnce # is [[member_id:member_v33]]\n"
     "[chat] user: text me at [[phone:phone_v33]] when ready"),
    ("b33_guardianship", "guardianship_petition", US,
     "PETITION FOR APPOINTMENT OF GUARDIAN\nRespondent: {first} {last}, [[age_over_89:age_v33]], born [[date_of_birth:dob_elder]]\nResiding at [[address:addr_v33]]\n"
     "Social Security No. [[ssn:ssn_v33]]\nPetitioner: {first2} {last2}, ((daughter||nephew||son))"),
    ("b33_trial_consent", "trial_consent_page", US,
     "Consent signature page, protocol MKP-ONC-{small}\nParticipant: {first} {last}   Study ID: {mk_ref}\nHospital record [[record_number:mrn_v33]]\n"
     "Contact me at [[email:email_v33]] / [[phone:phone_v33]]\nPersonal results link: [[url:url_v33]]"),
    ("b33_lost_card", "lost_card_report", US,
     "LOST CARD REPORT\nCard type: ((HSA debit||member ID card))\nMember ID [[member_id:member_v33]]\nHSA card number [[card:card_v33]]\n"
     "Replacement card PDF: [[url:url_v33]]"),
    ("b33_address_change", "address_change_form", US,
     "CHANGE OF ADDRESS\nName: {first} {last}\nOld: [[address:addr_v33]]\nNew: [[address:addr_ocr]]\nNew phone: [[phone:phone_v33]]   E-mail: [[email:email_plain]]"),
    ("b33_portal_signup", "portal_signup_email", US,
     "Aloha {first},\nFinish creating your {org} account: [[url:url_v33]]\nWe have your e-mail as [[email:email_v33]] and member ID [[member_id:member_v33]]. "
     "This link expires in {small} hours."),
    ("b33_lab_req_ocr", "lab_requisition", US,
     "LAB REQUISITION  {lab_ocr_hdr}\nPatient  {last_upper} , {first_upper}\nD O B   [[date_of_birth:dob_ocr]]\nMRN  [[record_number:mrn_v33]]\n"
     "Ins ID  [[member_id:member_v33]]\nTests: CBC, CMP, ((HbA1c||lipid panel||TSH))"),
    ("b33_csv_export", "csv_export", US,
     "member_id;dob;mobile;last_login_ip\n[[member_id:member_v33]];[[date_of_birth:dob_v33]];[[phone:phone_v33]];[[ip_address:ip_v33]]"),
    ("b33_json_payload", "json_export", US,
     "{\"event\": \"profile.update\", \"ts\": \"{iso_ts}\", \"actor\": {\"email\": \"[[email:email_v33]]\", \"ip\": \"[[ip_address:ip_v33]]\"}, "
     "\"profile\": {\"birthDate\": \"[[date_of_birth:dob_iso]]\", \"avatar\": \"[[url:url_v33]]\"}}"),
    ("b33_xml_claim", "xml_export", US,
     "<ClaimSubmission id=\"{ctrl}\">\n  <Subscriber memberId=\"[[member_id:member_v33]]\" ssn=\"[[ssn:ssn_v33]]\"/>\n  <NationalId>[[national_id:natid_v33]]</NationalId>\n"
     "  <Address>[[address:addr_v33]]</Address>\n</ClaimSubmission>"),
    ("b33_hl7_adt", "hl7_export", US,
     "MSH|^~\\&|ADT|KBMC|LAB|KBMC|{hl7_ts}||ADT^A04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v33]]^^^KBMC^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||"
     "[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]"),
    ("b33_x12_271", "x12_export", US,
     "ST*271*{four_digits}*005010X279A1~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v33]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\n"
     "INS*Y*18*001*25~\nMSG*SUBSCRIBER DECEASED [[date_of_death:dod_x12_v33]]~\nSE*{small_digit}*{four_digits}~"),
    ("b33_voice_note", "voice_to_text", US,
     "Voicemail transcript: hi this is {first} calling about my hearing aid order, my number is [[phone:phone_spoken]] "
     "and my birthday is [[date_of_birth:dob_dictated]], email is [[email:email_voice]], thanks bye"),
    ("b33_de_forward", "forwarded_letter", ("de_DE", "de_AT"),
     "---------- Weitergeleitete Nachricht ----------\nVon: {first} {last}\n> Steuer-ID: [[national_id:de_tax_id]]\n> Geburtsdatum: [[date_of_birth:dob_v33]]\n"
     "> Bankverbindung: [[bank_account:iban_v33]]\n> Anschrift: [[address:addr_v33]]\nBitte an die Kasse weiterleiten."),
    ("b33_parking_permit_paste", "spreadsheet_paste", US,
     "Name\tPlate\tVIN\tCell\n{first} {last}\t[[vehicle_id:plate_v33]]\t[[vehicle_id:vin_v33]]\t[[phone:phone_v33]]\n(pasted from staff parking permit sheet)"),
]


def dod_x12_v33(draw: Draw) -> str:
    """A recent date of death as an X12 D8 date."""
    day = draw.date_between(2023, 2026)
    return f"{day.year}{day.month:02d}{day.day:02d}"


SLOTS["dod_x12_v33"] = dod_x12_v33
FILLERS["lab_ocr_hdr"] = lambda d: d.pick(["KBMC OUTPT LAB", "Lanikai Ridge draw stn", "K B M C  L A B"])


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind33", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
