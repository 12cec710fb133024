"""A third blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind3.py [--seed 5151] [--out PATH]   # JSON lines to PATH, or to stdout

The first two blind sets (scripts/make_phi_blind.py, seed 2929; scripts/make_phi_blind2.py, seed 4141) were
read for tuning, so they no longer measure the check from outside. This set replaces them as the held-out
one: its author read only the README's list of the kinds `phi` claims and the two earlier generators (for
their mechanics, imported here, and to avoid their templates), never the detectors, their tests or the
sets they were tuned on, and never ran the check on these texts.

About 1,000 texts: about 700 carry identifiers (every kind of KINDS in at least 15 texts), 300 carry none.
No template body is shared with the earlier sets. The layouts are the ones systems and people print and
the earlier sets lack: X12 EDI segments (270/834/837: NM1, DMG, N3, PER, REF*SY), vCards, iCalendar
invites, C-CDA XML headers, SQL INSERT dumps, YAML and JSON API payloads, WhatsApp and Teams chat
exports, OCR'd insurance cards and driver licences, home-health visit notes, school-nurse forms, DME
orders, travel-insurance claims, HR benefit forms, pharmacy counselling notes, ambulance run sheets,
coroner intake, dental recalls, web-server access logs and auth logs, and letters, forms and chats in the
languages of the text's locale (about a third of the texts: de_DE, de_AT, fr_FR, es_ES, it_IT, nl_NL, pt_BR,
pl_PL, sv_SE, da_DK, no_NO, cs_CZ, fi_FI).

The values: the earlier sets' generators (Faker per locale, libphonenumber's example numbers redrawn until
valid, national IDs with their check digits, postal layouts), plus forms of this set's own: Faker's own
address layouts per locale; phone numbers printed with en dashes, a slash after the area code
(030/1234567), the area code in brackets after the trunk 0, grouped in pairs, "00" for the plus, spoken with
"double" and "triple", with extensions "ext. 12", "(ext 4)", ", x 221" and ";ext=7"; dates of birth and death
as "03/Mar/1950", "1950-Mar-03", "03 MAR 1950", "March the 3rd, 1950", "3rd of Mar '50", "Mar 3rd '50",
"3/4/1951" (day first, no zeros), and across turns ("DOB? 3/4/51"); e-mails in mixed case, on work and
university subdomains, "jane.doe @ gmail.com", "jane_doe[at]web.de", after "mailto:"; IPv6 in brackets
with a port and IPv4 in X-Forwarded-For lists.

MAC addresses are not labelled (no kind names a device's ID) and appear in no text. Private and loopback
IP addresses appear in no identifier-free text. An identifier-free text quotes only this set's own
organisation's contacts (ORGANISATION_CONTACTS, a fictional plan and clinic), toll-free lines and the
near-misses such texts are full of (claim, group, plan, policy, authorisation, reference, invoice,
check and tracking numbers under their labels; NPIs, EINs and VAT numbers of organisations; CPT, ICD-10,
NDC, LOINC and HCPCS codes; money; dates of service and appointments; versions; GUIDs, hashes and
timestamps; dosages and lab values; ages under 90 and the aggregate "90 or older"; public-history dates;
room and bed numbers).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact
characters), text. The set depends on the seed and on the installed Faker's data (written with Faker
40.63.0, phonenumbers 9.0.x), not on PYTHONHASHSEED.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2

Draw = blind.Draw  # the mechanics (Draw, render, make_fakers) come from the first set
valid_number = blind._nsn_variant  # noqa: SLF001 - a valid number of a region and type, shared rather than copied
locale_of, lang_of, region_of = blind2.locale_of, blind2.lang_of, blind2.region_of
fold_ascii = blind2.fold_ascii

SEED = 5151
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 300
KINDS = blind.KINDS

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind3).
ORG_NAME = "Harborline Health Cooperative"
CLINIC_NAME = "Saltmarsh Community Health Center"
ORG_DOMAIN = "harborlinehealth.coop"
ORGANISATION_CONTACTS = [
    "(207) 555-0124",
    "(207) 555-0139",
    "Member Appeals, PO Box 77031, Portland, ME 04112",
    "88 Wharfside Row, 3rd Floor, Portland, ME 04101",
    "appeals@harborlinehealth.coop",
    "help@harborlinehealth.coop",
    "(603) 555-0181",
    "(603) 555-0182",
    "frontdesk@saltmarshchc.org",
    "https://www.harborlinehealth.coop/appeals",
]

EN_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_NZ", "en_IN", "en_IE")
OTHER_LOCALES = ("de_DE", "de_AT", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_BR", "pl_PL", "sv_SE", "da_DK", "no_NO",
                 "cs_CZ", "fi_FI")
FAKER_LOCALES = blind2.FAKER_LOCALES  # the second set's locales; every one used here is among them
IBAN_LOCALES = ("de_DE", "de_AT", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "sv_SE", "da_DK", "no_NO", "cs_CZ", "fi_FI")
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR
NOT_PERSONAL = blind.NOT_PERSONAL


# ---- dates of birth and death: this set's printings --------------------------------------------------------
def _ordinal(day: int) -> str:
    return blind2._ordinal(day)  # noqa: SLF001 - shared rather than copied


def date_new(day: Any, style: str) -> str:
    """Printings of a date the earlier sets do not use."""
    m, d, y = day.month, day.day, day.year
    month, abbr = MONTHS[m - 1], ABBR[m - 1]
    return {
        "dd/Mon/Y": f"{d:02d}/{abbr}/{y}", "Y-Mon-dd": f"{y}-{abbr}-{d:02d}", "dd MON Y": f"{d:02d} {abbr.upper()} {y}",
        "Month the dth, Y": f"{month} the {_ordinal(d)}, {y}", "dth of Mon 'yy": f"{_ordinal(d)} of {abbr} '{y % 100:02d}",
        "Mon dth 'yy": f"{abbr} {_ordinal(d)} '{y % 100:02d}", "d/m/Y": f"{d}/{m}/{y}", "m/d/Y": f"{m}/{d}/{y}",
        "mon d Y": f"{abbr.lower()} {d} {y}", "dd.Mon.Y": f"{d:02d}.{abbr}.{y}", "Y.m.d": f"{y}.{m}.{d}",
        "d MONTH, Y": f"{d} {month.upper()}, {y}", "m/d/yy": f"{m}/{d}/{y % 100:02d}", "mm-dd-yy": f"{m:02d}-{d:02d}-{y % 100:02d}",
        "MONdd,Y": f"{abbr.upper()}{d:02d},{y}", "Month d": f"{month} {d} {y}",
    }[style]


WORDED_STYLES = ["dd/Mon/Y", "Y-Mon-dd", "dd MON Y", "Month the dth, Y", "dth of Mon 'yy", "Mon dth 'yy", "mon d Y",
                 "dd.Mon.Y", "d MONTH, Y", "MONdd,Y", "Month d"]
NUMERIC_NEW = ["d/m/Y", "m/d/Y", "Y.m.d", "m/d/yy", "mm-dd-yy"]


def dob_new(draw: Draw) -> str:
    return date_new(draw.date_between(1930, 2023), draw.pick(WORDED_STYLES + NUMERIC_NEW))


def dob_worded(draw: Draw) -> str:
    return date_new(draw.date_between(1930, 2023), draw.pick(WORDED_STYLES))


def dob_short_us(draw: Draw) -> str:
    """The way people answer 'DOB?' in a hurry: 3/4/51."""
    return date_new(draw.date_between(1930, 1999), draw.pick(["m/d/yy", "mm-dd-yy"]))


def dod_new(draw: Draw) -> str:
    return date_new(draw.date_between(1995, 2026), draw.pick(WORDED_STYLES + NUMERIC_NEW))


# ---- phone numbers: this set's printings --------------------------------------------------------------------
def _personal(draw: Draw, region: str) -> phonenumbers.PhoneNumber:
    kind = draw.pick([PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE])
    if region in ("US", "CA"):
        kind = PhoneNumberType.FIXED_LINE_OR_MOBILE
    return valid_number(draw, region, kind)


def _us_parts(draw: Draw) -> tuple[str, str, str]:
    digits = str(_personal(draw, "US").national_number)
    return digits[:3], digits[3:6], digits[6:]


def phone_us_typed(draw: Draw) -> str:
    """A US number as people type it into Word, forms and chats: en dashes, stray spaces, slashes."""
    a, e, line = _us_parts(draw)
    return draw.pick([f"{a}\u2013{e}\u2013{line}", f"({a}) {e} - {line}", f"+1 ({a})-{e}-{line}", f"{a}/{e}-{line}",
                      f"1{a}{e}{line}", f"({a}) {e}{line}", f"+1 {a} {e} {line}", f"{a} {e}-{line}", f"({a})-{e}-{line}",
                      f"+1 {a}.{e}.{line}"])


def phone_ext_new(draw: Draw) -> str:
    ext = draw.digits(draw.pick([1, 2, 3, 4]), True)
    a, e, line = _us_parts(draw)
    base = draw.pick([f"({a}) {e}-{line}", f"{a}-{e}-{line}", f"{a}.{e}.{line}"])
    return draw.pick([f"{base} ext. {ext}", f"{base} (ext {ext})", f"{base}, x {ext}", f"{base};ext={ext}", f"{base} EXT {ext}",
                      f"{base} x.{ext}"])


def phone_local_typed(draw: Draw) -> str:
    """A number of the text's region in the forms its people write: slash after the area code, brackets, pairs, 00."""
    region = region_of(draw)
    number = _personal(draw, region)
    national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    nsn = str(number.national_number)
    if region in ("US", "CA"):
        return phone_us_typed(draw)
    forms = [national, intl, "00" + intl[1:]]
    if national.startswith("0") and " " in national and "-" not in national and "(" not in national:
        area, rest = national.split(" ", 1)
        if region in ("DE", "AT", "CH"):  # Vorwahl/Rufnummer
            forms.append(f"{area}/{rest.replace(' ', '')}")
        elif region in ("GB", "AU", "NZ", "IE", "IN", "NL", "FI", "BR"):
            forms.append(f"({area}) {rest}")
        else:
            forms.append(f"{area}-{rest.replace(' ', '')}")
    if region == "FR" or (region in ("BE", "DK", "NO") and len(nsn) % 2 == 0):  # pairs, with dots or spaces
        digits = ("0" + nsn) if national.startswith("0") else nsn
        forms.append(draw.pick([".", " "]).join(digits[i:i + 2] for i in range(0, len(digits), 2)))
    return draw.pick(forms)


def phone_abroad(draw: Draw) -> str:
    """A number of a region other than the text's, in international form (a relative abroad, a holiday number)."""
    region = draw.pick(["GB", "IE", "DE", "FR", "ES", "IT", "NL", "PL", "SE", "AU", "NZ", "IN", "BR", "MX", "PT", "CH"])
    number = _personal(draw, region)
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    return draw.pick([intl, intl.replace(" ", ""), "00" + intl[1:], intl.replace(" ", "-", 1)])


SPOKEN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _spoken(draw: Draw, digits: str) -> str:
    """Digits read aloud the way a caller says them: 'oh', 'double', 'triple', pauses as commas."""
    words: list[str] = []
    index = 0
    while index < len(digits):
        run = 1
        while index + run < len(digits) and digits[index + run] == digits[index] and run < 3:
            run += 1
        word = "oh" if digits[index] == "0" and draw.rng.random() < 0.7 else SPOKEN[int(digits[index])]
        if run == 3:
            words.append(f"triple {word}")
        elif run == 2:
            words.append(f"double {word}")
        else:
            words.append(word)
        index += run
    return " ".join(words)


def phone_spoken(draw: Draw) -> str:
    region = draw.pick(["US", "US", "GB", "AU", "IE"])
    number = _personal(draw, region)
    if region == "US":
        digits = str(number.national_number)
        parts = [digits[:3], digits[3:6], digits[6:]]
    else:
        national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL).replace("(", "").replace(")", "")
        parts = national.split()
    return ", ".join(_spoken(draw, part) for part in parts)


def phone_faker_local(draw: Draw) -> str:
    """Faker's own printing of a phone number for the text's locale, kept only when libphonenumber finds it valid."""
    region = region_of(draw)
    for _ in range(30):
        text = draw.fk[locale_of(draw)].phone_number()
        try:
            parsed = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(parsed) and phonenumbers.number_type(parsed) not in NOT_PERSONAL:
            return text
    return phone_local_typed(draw)


def phone_digits_only(draw: Draw) -> str:
    """An X12 or database field: the national digits of a US number, nothing else."""
    return "".join(_us_parts(draw))


# ---- e-mails ----------------------------------------------------------------------------------------------
WORK_DOMAINS = ["mail.harvard.edu", "student.uni-hamburg.de", "etu.univ-lyon1.fr", "alumni.ucl.ac.uk", "nhs.net",
                "kaiserpermanente.org", "us.ibm.com", "state.mn.us", "dot.gov.in", "ed.ac.uk", "stud.uni-goettingen.de",
                "outlook.com.br", "wp.pl", "seznam.cz", "telia.com", "online.no", "live.dk", "kpnmail.nl", "libero.it",
                "laposte.net", "telefonica.net", "bigpond.net.au", "xtra.co.nz", "rogers.com", "eircom.net"]


def _user(draw: Draw) -> str:
    first = fold_ascii(draw.fill("first")) or "sam"
    last = fold_ascii(draw.fill("last")) or "lee"
    return draw.pick([f"{first}.{last}", f"{first[0]}.{last}", f"{last}{first[0]}{draw.digits(2)}", f"{first}-{last}",
                      f"{first}{last[0]}", f"{last}.{first}{draw.rng.randint(1, 9)}"])


def email_work(draw: Draw) -> str:
    return f"{_user(draw)}@{draw.pick(WORK_DOMAINS)}"


def email_mixed(draw: Draw) -> str:
    first, last = fold_ascii(draw.fill("first")) or "sam", fold_ascii(draw.fill("last")) or "lee"
    domain = draw.pick(["Gmail.com", "Yahoo.com", "Hotmail.com", "iCloud.com", "Outlook.com", "GMX.net", "Web.de"])
    return draw.pick([f"{first.title()}.{last.title()}@{domain}", f"{first.title()}{last.title()}{draw.digits(2)}@{domain}",
                      f"{first[0].upper()}{last.title()}@{domain}"])


def email_spaced(draw: Draw) -> str:
    """Typed or dictated with the @ loose: 'jane.doe @ gmail.com', 'jane_doe[at]web.de'."""
    user, domain = _user(draw), draw.pick(["gmail.com", "web.de", "yahoo.fr", "hotmail.co.uk", "icloud.com", "gmx.at"])
    name, _, tld = domain.partition(".")
    return draw.pick([f"{user} @ {domain}", f"{user}[at]{domain}", f"{user} (at) {name}.{tld}", f"{user}@ {domain}",
                      f"{user} at {name} period {tld}"])


def email_any(draw: Draw) -> str:
    return draw.pick([email_work, email_mixed, blind2.email_loc, blind2.email_plain])(draw)


# ---- addresses ---------------------------------------------------------------------------------------------
def addr_faker_block(draw: Draw) -> str:
    """Faker's own address layout of the text's locale (en_IE's runs on one line, so the UK's stands in for it)."""
    locale = locale_of(draw)
    locale = "en_GB" if locale == "en_IE" else locale
    return draw.fk[locale].address()


def addr_faker_line(draw: Draw) -> str:
    return ", ".join(addr_faker_block(draw).splitlines())


def addr_au_unit(draw: Draw) -> str:
    """Australia Post's unit-slash-number layout: 'Unit 4/12 Smith St, Suburb NSW 2000'."""
    fk = draw.fk["en_AU"]
    street = fk.street_name()
    state = draw.pick(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT"])
    return (f"{draw.pick(['Unit ', '', 'U'])}{draw.rng.randint(1, 40)}/{draw.rng.randint(1, 300)} {street}, "
            f"{fk.city()} {state} {draw.rng.randint(2000, 7999)}")


def addr_ca_fr(draw: Draw) -> str:
    """Canada Post's French layout: '123, rue Principale, app. 4' / 'Montréal (Québec)  H2X 1Y4'."""
    fk = draw.fk["en_CA"]
    street = draw.pick(["rue Principale", "boulevard Saint-Laurent", "avenue des Érables", "chemin du Lac", "rue Notre-Dame Est"])
    city = draw.pick(["Montréal", "Québec", "Laval", "Gatineau", "Sherbrooke", "Trois-Rivières"])
    unit = draw.pick(["", f", app. {draw.rng.randint(1, 30)}", f", bureau {draw.rng.randint(100, 500)}"])
    return f"{draw.rng.randint(10, 9999)}, {street}{unit}\n{city} (Québec)  {fk.postcode()}"


def addr_scot_flat(draw: Draw) -> str:
    """A Scottish tenement flat: 'Flat 2/1, 45 Byres Road' / 'Glasgow' / 'G11 5RG'."""
    fk = draw.fk["en_GB"]
    town, area = draw.pick([("Glasgow", "G"), ("Edinburgh", "EH"), ("Dundee", "DD"), ("Aberdeen", "AB")])
    return (f"Flat {draw.rng.randint(0, 4)}/{draw.rng.randint(1, 3)}, {draw.rng.randint(1, 300)} {fk.street_name()}\n{town}\n"
            f"{area}{draw.rng.randint(1, 40)} {draw.rng.randint(1, 9)}{draw.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}")


def addr_po_box(draw: Draw) -> str:
    """A person's own post office box (rural members)."""
    fk = draw.fk["en_US"]
    return f"PO Box {draw.rng.randint(10, 9999)}, {fk.city()}, {fk.state_abbr(include_territories=False)} {fk.zipcode()}"


def addr_vcard(draw: Draw) -> str:
    """A vCard ADR value's fields after the empty PO box and extended parts: street;city;region;postcode;country."""
    fk = draw.fk["en_US"]
    return f"{fk.street_address()};{fk.city()};{fk.state_abbr(include_territories=False)};{fk.zipcode()};USA"


def street_upper(draw: Draw) -> str:
    return draw.fk["en_US"].street_address().upper()


def addr_any(draw: Draw) -> str:
    return draw.pick([addr_faker_block, addr_faker_line, blind2.addr_us_line, blind2.addr_usps])(draw)


# ---- network addresses (no MAC addresses: no kind names a device's ID) -------------------------------------
def ipv6_bracketed(draw: Draw) -> tuple[str, str, str]:
    return ("[", blind2.ipv6_new(draw), f"]:{draw.pick(['443', '8443', '51820', '3478'])}")


def ipv4_public(draw: Draw) -> str:
    return draw.fk["en_US"].ipv4_public()


# ---- record numbers, member IDs, cards, national IDs, vehicles ---------------------------------------------
def mrn_hyphen(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(2)}-{draw.digits(2)}-{draw.digits(2)}-{draw.digits(2)}", f"{draw.digits(3)}.{draw.digits(3)}.{draw.digits(3)}",
                      f"{draw.letters(1)}{draw.digits(3)}-{draw.digits(4)}", f"{draw.digits(9, True)}", f"0000{draw.digits(6)}"])


def csn(draw: Draw) -> str:
    return draw.digits(draw.pick([9, 10, 11]), True)


def member_alpha_prefix(draw: Draw) -> str:
    """A Blue-plan style member ID: three-letter alpha prefix, then the subscriber's digits and a suffix."""
    return draw.pick([f"{draw.letters(3)}{draw.digits(8)}01", f"{draw.letters(3)} {draw.digits(9)}",
                      f"{draw.letters(1)}{draw.digits(2)}{draw.letters(1)}{draw.digits(6)}", f"{draw.digits(10)}-0{draw.rng.randint(1, 3)}"])


def card_expiry(draw: Draw) -> str:
    return blind2.card_any(draw)


def ssn_typed(draw: Draw) -> str:
    area = draw.rng.choice([n for n in range(1, 900) if n != 666])
    group, serial = draw.rng.randint(1, 99), draw.rng.randint(1, 9999)
    return draw.pick([f"{area:03d}\u2013{group:02d}\u2013{serial:04d}", f"{area:03d}-{group:02d}-{serial:04d}",
                      f"{area:03d} {group:02d} {serial:04d}", f"{area:03d}.{group:02d}.{serial:04d}", f"{area:03d}{group:02d}{serial:04d}"])


def plate_state(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(1, True)}{draw.letters(3)}{draw.digits(3)}", f"{draw.letters(3)} {draw.digits(4)}",
                      f"{draw.letters(2)}-{draw.digits(5)}", f"{draw.digits(3)} {draw.letters(3)}"])


def url_own_portal(draw: Draw) -> str:
    ident = draw.pick([blind2.mrn_new(draw), member_alpha_prefix(draw).replace(" ", "")])
    return draw.pick([f"https://my.{ORG_DOMAIN}/member/{ident}/eob", f"https://portal.saltmarshchc.org/chart/{ident}?tab=labs",
                      f"https://my.{ORG_DOMAIN}/id-card?memberId={ident}"])


def url_social(draw: Draw) -> str:
    first, last = fold_ascii(draw.fill("first")) or "sam", fold_ascii(draw.fill("last")) or "lee"
    return draw.pick([f"https://www.linkedin.com/in/{first}-{last}-{draw.letters(6, 'abcdef0123456789')}",
                      f"https://x.com/{first}{last[0]}{draw.digits(2)}", f"https://www.tiktok.com/@{first}.{last}",
                      f"https://caringbridge.org/visit/{first}{last}", f"https://{first}{last}.substack.com"])


# ---- fillers ---------------------------------------------------------------------------------------------
def _org_ip_free_host(draw: Draw) -> str:
    return draw.pick(["auth-gw-03", "edi-intake-1", "portal-web-12", "rx-sync-2", "x12-parser"])


def _check_no(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"EFT{draw.digits(9)}", f"{draw.digits(4)}-{draw.digits(6)}"])


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind2.FILLERS,
    "org": lambda d: ORG_NAME, "org_upper": lambda d: ORG_NAME.upper(), "clinic": lambda d: CLINIC_NAME,
    "org_phone": lambda d: ORGANISATION_CONTACTS[0], "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2], "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4], "org_care_email": lambda d: ORGANISATION_CONTACTS[5],
    "org_help_email": lambda d: ORGANISATION_CONTACTS[5],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6], "clinic_fax": lambda d: ORGANISATION_CONTACTS[7],
    "clinic_email": lambda d: ORGANISATION_CONTACTS[8], "org_web": lambda d: ORGANISATION_CONTACTS[9],
    "org_intl_line": lambda d: ORGANISATION_CONTACTS[0],
    "hospital": lambda d: d.pick(["Casco Bay Medical Center", "Penobscot Valley Hospital", "Seacoast Regional Medical Center",
                                  "Kennebec General", "Merrimack Children's Hospital"]),
    "pharmacy": lambda d: d.pick(["Wharf Street Pharmacy", "Tidewater Drug", "Lighthouse Apothecary"]),
    "svc_host": _org_ip_free_host, "check_no": _check_no,
    "rxbin": lambda d: d.pick(["610014", "004336", "003858", "610502", "015581"]),
    "rxpcn": lambda d: d.pick(["ADV", "MEDDADV", "9999", "A4", "CTRXMEDD"]),
    "hcpcs": lambda d: d.pick(["E0114", "E0143", "E0260", "K0001", "E1390", "L3908", "A7030", "E0470"]),
    "policy_no": lambda d: d.pick([f"TRV-{d.digits(7)}", f"POL{d.digits(9)}", f"{d.letters(2)}{d.digits(6)}/{d.rng.randint(25, 26)}"]),
    "pharmacy_ncpdp": lambda d: d.digits(7, True),
    "dea_org": lambda d: f"{d.pick(['A', 'B', 'F'])}{d.letters(1)}{d.digits(7)}",
    "bp": lambda d: f"{d.rng.randint(98, 168)}/{d.rng.randint(58, 98)}",
    "sat_pct": lambda d: f"{d.rng.randint(88, 100)}%",
    "temp_f": lambda d: f"{d.rng.randint(970, 1024) / 10}",
    "unit_no": lambda d: f"Medic {d.rng.randint(1, 40)}",
    "grade": lambda d: str(d.rng.randint(1, 12)),
    "school": lambda d: d.pick(["Deering High School", "Longfellow Elementary", "Lincoln Middle School"]),
    "employer": lambda d: d.pick(["Gulf of Maine Fisheries", "Atlantic Boatworks", "Pine State Logistics"]),
    "travel_country": lambda d: d.pick(["Portugal", "Mexico", "Japan", "Iceland", "Greece", "Thailand"]),
    "isa_ctrl": lambda d: d.digits(9),
    # three-part versions: a four-part one can read as a private IPv4 address, ambiguous in a text about no one
    "version": lambda d: d.pick([f"v{d.rng.randint(1, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 20)}",
                                 f"{d.rng.randint(1, 12)}.{d.rng.randint(0, 20)}.{d.rng.randint(0, 9)}-build{d.rng.randint(100, 2999)}",
                                 f"{d.rng.randint(2024, 2026)}.{d.rng.randint(1, 12)}.{d.rng.randint(0, 9)}"]),
    "service": lambda d: d.pick(["an outpatient MRI of the knee", "home infusion therapy", "a power wheelchair",
                                 "inpatient rehabilitation", "a sleep study in the lab", "proton beam therapy"]),
}


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **{name: maker for name, maker in blind2.SLOTS.items() if name != "mac"},
    **{maker.__name__: maker for maker in [
        dob_new, dob_worded, dob_short_us, dod_new,
        phone_us_typed, phone_ext_new, phone_local_typed, phone_abroad, phone_spoken, phone_faker_local, phone_digits_only,
        email_work, email_mixed, email_spaced, email_any,
        addr_faker_block, addr_faker_line, addr_au_unit, addr_ca_fr, addr_scot_flat, addr_po_box, addr_vcard, street_upper,
        addr_any, ipv6_bracketed, ipv4_public, mrn_hyphen, csn, member_alpha_prefix, card_expiry, ssn_typed, plate_state,
        url_own_portal, url_social,
    ]},
}

US = ("en_US",)
EN = EN_LOCALES
INTL = OTHER_LOCALES
IBAN = IBAN_LOCALES
NON_US = EN_LOCALES[1:] + OTHER_LOCALES
ANY = EN_LOCALES + OTHER_LOCALES
WORLD = ("en_GB", "en_US") + OTHER_LOCALES  # English-language texts about people living mostly outside the English-speaking world

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- X12 EDI, vCard, iCalendar, C-CDA, SQL, YAML, JSON --------------------------------------------------
    ("x12_270_subscriber", "edi", US,
     "ISA*00*          *00*          *ZZ*SUBMITTER01    *ZZ*HARBORLINE     *{eff_compact}*1200*^*00501*{isa_ctrl}*0*P*:~\n"
     "ST*270*0001*005010X279A1~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_alpha_prefix]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact]]*((F||M))~\nDTP*291*D8*{eff_compact}~\nEQ*30~\nSE*6*0001~"),
    ("x12_837_patient_block", "edi", US,
     "NM1*QC*1*{last_upper}*{first_upper}~\nN3*[[address:street_upper]]~\nN4*{city}*{state_abbr}*[[address:zip_us]]~\n"
     "DMG*D8*[[date_of_birth:dob_compact]]*((F||M))~\nREF*SY*[[ssn:ssn_plain]]~\nCLM*{claim_no}*{amount}***11:B:1*Y*A*Y*Y~"),
    ("x12_834_enrollment", "edi", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_us]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain]]~\n"
     "PER*IP**HP*[[phone:phone_digits_only]]*EM*[[email:email_plain]]~\nDMG*D8*[[date_of_birth:dob_compact]]*((F||M))~"),
    ("vcard_patient", "contact_card", EN,
     "BEGIN:VCARD\nVERSION:3.0\nN:{last};{first};;;\nFN:{name}\nTEL;TYPE=CELL:[[phone:phone_intl_loc]]\n"
     "EMAIL;TYPE=HOME:[[email:email_mixed]]\nADR;TYPE=HOME:;;[[address:addr_vcard]]\nBDAY:[[date_of_birth:dob_iso]]\nEND:VCARD"),
    ("vcard_emergency_contact", "contact_card", ANY,
     "BEGIN:VCARD\nVERSION:4.0\nFN:{name2}\nRELATED;TYPE=emergency:{name}\nTEL;VALUE=uri;TYPE=\"voice,home\":tel:[[phone:phone_e164]]\n"
     "NOTE:((Emergency contact for||Next of kin of||Caregiver of)) MRN [[record_number:mrn_new]]\nEND:VCARD"),
    ("ical_home_visit", "calendar", US,
     "BEGIN:VEVENT\nSUMMARY:Home health visit - {first} {last}\nDTSTART:{eff_compact}T((0930||1100||1330||1500))00\n"
     "LOCATION:[[address:addr_us_line]]\nDESCRIPTION:Gate code 4471#. Call patient at [[phone:phone_us_typed]] 30 min before.\\n"
     "Pt ((is||is a)) [[age_over_89:age_phrase]], uses walker.\nEND:VEVENT"),
    ("ccda_patient_role", "ehr_export", US,
     "<recordTarget>\n  <patientRole>\n    <id extension=\"[[record_number:mrn_hyphen]]\" root=\"2.16.840.1.113883.19.5\"/>\n"
     "    <addr use=\"HP\"><streetAddressLine>[[address:street_us]]</streetAddressLine><city>{city}</city>"
     "<state>{state_abbr}</state><postalCode>[[address:zip_us]]</postalCode></addr>\n"
     "    <telecom use=\"MC\" value=\"tel:[[phone:phone_e164]]\"/>\n    <patient><name><given>{first}</given><family>{last}</family></name>"
     "<birthTime value=\"[[date_of_birth:dob_compact]]\"/></patient>\n  </patientRole>\n</recordTarget>"),
    ("ccda_deceased", "ehr_export", US,
     "<patient>\n  <name><given>{first}</given><family>{last}</family></name>\n  <birthTime value=\"[[date_of_birth:dob_compact]]\"/>\n"
     "  <sdtc:deceasedInd value=\"true\"/>\n  <sdtc:deceasedTime value=\"[[date_of_death:dod_hl7]]\"/>\n</patient>"),
    ("sql_insert_patients", "database_dump", WORLD,
     "INSERT INTO patients (mrn, last_name, first_name, dob, mobile, email)\nVALUES ('[[record_number:csn]]', '{last}', '{first}', "
     "'[[date_of_birth:dob_iso]]', '[[phone:phone_loc]]', '[[email:email_any]]');"),
    ("sql_update_address", "database_dump", ANY,
     "UPDATE members SET mailing_address = '[[address:addr_faker_line]]', updated_by = '{username}' "
     "WHERE member_id = '[[member_id:member_loc]]';"),
    ("yaml_intake", "api_payload", EN,
     "patient:\n  name: {name}\n  birth_date: \"[[date_of_birth:dob_iso]]\"\n  ssn_last_full: \"[[ssn:ssn_typed]]\"\n"
     "  contact:\n    phone: \"[[phone:phone_us_typed]]\"\n    email: [[email:email_work]]\ncoverage:\n  plan: {plan_id}\n"),
    ("json_payment_webhook", "api_payload", WORLD,
     "{\"event\": \"payment_method.attached\", \"customer\": {\"name\": \"{name}\", \"email\": \"[[email:email_mixed]]\"}, "
     "\"card\": {\"number\": \"[[card:card_any]]\", \"exp\": \"{card_exp}\"}, \"client_ip\": \"[[ip_address:ipv4_public]]\"}"),
    ("json_deceased_flag", "api_payload", ANY,
     "{\"memberId\": \"[[member_id:member_us]]\", \"status\": \"terminated\", \"reason\": \"deceased\", "
     "\"dateOfDeath\": \"[[date_of_death:dod_fhir]]\", \"reportedBy\": \"SSA DMF match\"}"),
    # ---- chats exported, OCR, transcripts ------------------------------------------------------------------
    ("whatsapp_export_family", "chat_export", WORLD,
     "[{dos_loc}, 14:02:11] {first2}: mum's new address is [[address:addr_faker_line]]\n"
     "[{dos_loc}, 14:02:40] {first2}: and her landline [[phone:phone_local_typed]]\n[{dos_loc}, 14:05:03] {first}: ta, updated"),
    ("whatsapp_export_local", "chat_export", INTL,
     "[{dos_loc}, 09:15:22] {first}: {w_new_address} [[address:addr_faker_block]]\n[{dos_loc}, 09:16:01] {first}: "
     "{w_mobile}: [[phone:phone_local_typed]]\n[{dos_loc}, 09:20:44] {agent}: {w_reply}"),
    ("teams_chat_nurse", "chat_export", US,
     "{staff} 10:41 AM\ncan you call back bed {bed}'s daughter? she's at [[phone:phone_ext_new]]\n"
     "{agent} 10:43 AM\nwhich pt\n{staff} 10:43 AM\n{last}, DOB [[date_of_birth:dob_old_us]], the [[age_over_89:age_adjective]] in {room}"),
    ("ocr_insurance_card", "ocr_scan", US,
     "{org_upper}\nPPO  PLUS\nMember Name  {name_upper}\nMember ID  [[member_id:member_alpha_prefix]]\nGroup No  {group_no}\n"
     "RxBIN {rxbin}   RxPCN {rxpcn}\nPCP $25  SPEC $50  ER $250\nDOB [[date_of_birth:dob_new]]"),
    ("ocr_drivers_license", "ocr_scan", US,
     "DRIVER LICENSE  USA\n4d DLN [[national_id:us_dl]]\n1 {last_upper}\n2 {first_upper}\n3 DOB [[date_of_birth:dob_numeric]]\n"
     "8 [[address:addr_usps]]\n4b EXP {exp_date}  15 SEX ((F||M))  16 HGT 5'-0((4||7||9))\""),
    ("ocr_medicare_card", "ocr_scan", US,
     "MEDICARE HEALTH INSURANCE\nName/Nombre\n{name_upper}\nMedicare Number/Número de Medicare\n[[member_id:mbi_new]]\n"
     "Entitled to  Coverage starts\nHOSPITAL (PART A)  {eff_iso}\nMEDICAL (PART B)  {eff_iso}"),
    ("voicemail_spoken_number", "voice_transcript", EN,
     "Voicemail (transcribed): hi it's {first} {last} calling about my claim, could someone ring me back on "
     "[[phone:phone_spoken]], that's my mobile, thanks ((bye||cheers||bye now))."),
    ("ivr_caller_dob", "call_transcript", US,
     "IVR> Please say or enter your date of birth.\nCALLER> [[date_of_birth:dob_voice]]\nIVR> Thank you. Please say your "
     "member ID.\nCALLER> [[member_id:member_us]]\nIVR> One moment while I transfer you."),
    ("call_dob_question", "call_transcript", EN,
     "[{clock_a}] AGENT: and can I confirm your DOB?\n[{clock_b}] MEMBER: [[date_of_birth:dob_short_us]]\n"
     "[{clock_c}] AGENT: thanks, and the best email for the letter?\n[{clock_d}] MEMBER: [[email:email_spaced]]"),
    ("call_son_reports_death", "call_transcript", EN,
     "AGENT: {org}, this is {agent}.\nCALLER: Hi, I'm calling about {name}, my ((dad||mum||father||mother||aunt)). They ((died||passed away)) "
     "on [[date_of_death:dod_new]] and I need to cancel the policy.\nAGENT: I'm so sorry. Could I have the member number?\n"
     "CALLER: It's [[member_id:member_us]]."),
    # ---- letters, forms, notes ----------------------------------------------------------------------------
    ("home_health_visit", "home_health", US,
     "HOME HEALTH SKILLED NURSING VISIT\nPatient: {name}   MRN: [[record_number:mrn_new]]\nVisit address: [[address:addr_us_block]]\n"
     "Vitals: BP {bp}, SpO2 {sat_pct}, T {temp_f}\nPt is a [[age_over_89:age_phrase]] who lives alone; neighbor checks daily."),
    ("school_nurse_form", "school_form", US,
     "{school} - Student Health Form\nStudent: {first} {last}   Grade: {grade}\nDate of birth: [[date_of_birth:dob_new]]\n"
     "Parent/guardian: {name2}   Cell: [[phone:phone_us_typed]]\nHome address: [[address:addr_us_line]]\nAllergies: peanuts (EpiPen in office)"),
    ("dme_order", "dme_order", US,
     "DME ORDER\nItem: {hcpcs} ((hospital bed||walker with seat||oxygen concentrator||wheelchair))\nPatient: {name}\n"
     "Delivery address: [[address:addr_rural]]\nPhone: [[phone:phone_us_any]]\nMedicare #: [[member_id:mbi_new]]\nOrdering NPI: {npi}"),
    ("travel_claim_abroad", "travel_insurance", WORLD,
     "TRAVEL MEDICAL CLAIM\nPolicy: {policy_no}\nInsured: {name}\nDate of birth: [[date_of_birth:dob_worded]]\n"
     "Treated in {travel_country} on {dos}\nContact while abroad: [[phone:phone_abroad]]\nReimburse to IBAN [[bank_account:iban_loc]]"),
    ("hr_benefits_form", "hr_form", US,
     "BENEFITS ENROLLMENT - {employer}\nEmployee: {name}\nSSN: [[ssn:ssn_typed]]\nDate of Birth: [[date_of_birth:dob_us]]\n"
     "Dependent: {name2}, DOB [[date_of_birth:dob_new]], SSN [[ssn:ssn_any]]\nDirect deposit acct [[bank_account:acct_us_ach]] "
     "routing {aba}"),
    ("pharmacy_counsel_note", "pharmacy", US,
     "Counseling note, {pharmacy}: spoke with pt {name} ([[date_of_birth:dob_new]]) re {drug}. Pt asks that refill texts go to "
     "[[phone:phone_us_typed]] instead of home. Rx #{rx}."),
    ("ambulance_run_sheet", "ems_report", US,
     "RUN SHEET {unit_no}  Incident {ref_no}\nPt: {last}, {first}  Age: [[age_over_89:age_bare]]  Sex: ((F||M))\n"
     "Pickup: [[address:addr_us_line]]\nCC: fall, hip pain. BP {bp}, SpO2 {sat_pct}.\nTransported to {hospital}."),
    ("coroner_intake", "vital_record", US,
     "MEDICAL EXAMINER INTAKE\nDecedent: {name}\nDOB: [[date_of_birth:dob_numeric]]   DOD: [[date_of_death:dod_new]]\n"
     "Residence: [[address:addr_usps]]\nNext of kin: {name2} ({relation}), [[phone:phone_us_any]]"),
    ("dental_recall_card", "appointment_reminder", WORLD,
     "Hi {first}! It's been 6 months since your last cleaning. Your recall is due {dos}. We have you at "
     "[[address:addr_any]] - still correct? Reply or call {clinic_phone}."),
    ("referral_letter_geriatrics", "referral", WORLD,
     "Dear {doctor},\n\nI would be grateful if you could see {name}, a [[age_over_89:age_adjective]] ((woman||man)) of "
     "[[address:addr_faker_line]], regarding recurrent falls. Date of birth [[date_of_birth:dob_worded]].\n\nYours sincerely,\n{doctor_full}"),
    ("fax_cover_records_release", "fax", US,
     "FAX  To: Medical Records  From: {staff}\nRe: release for {name}, DOB [[date_of_birth:dob_new]], "
     "SSN [[ssn:ssn_typed]]\nPages: {pages}\nPlease send to the patient's new address: [[address:addr_po_box]]"),
    ("auto_claim_vehicle", "claim_form", US,
     "AUTO MEDICAL PAYMENTS CLAIM\nInsured: {name}\nVehicle: ((2016||2019||2021)) ((Subaru Outback||Ford F-150||Honda CR-V))\n"
     "VIN [[vehicle_id:vin]]\nPlate: [[vehicle_id:plate_state]] ({state_abbr})\nDate of loss: {dos}"),
    ("parking_violation_appeal", "appeal_letter", WORLD,
     "I am appealing the ticket issued on {dos} to my car, registration [[vehicle_id:plate_loc]], in the hospital car park. "
     "I was attending my ((mother's||father's)) appointment. Please reply to [[email:email_work]]."),
    ("dmv_disabled_plate", "vehicle_form", US,
     "APPLICATION FOR DISABILITY PLATES\nApplicant: {name}\nCurrent plate number: [[vehicle_id:plate_us]]\nVehicle identification "
     "number: [[vehicle_id:vin]]\nDriver's license #: [[national_id:us_dl]]\nCertifying provider NPI: {npi}"),
    ("rental_damage_local", "claim_form", INTL,
     "{w_vehicle}: {plate_label_loc} [[vehicle_id:plate_loc]]\n{w_name}: {name}\n{w_address}: [[address:addr_faker_line]]\n"
     "{w_phone}: [[phone:phone_faker_local]]"),
    ("support_ticket_login", "support_ticket", WORLD,
     "### Ticket {ticket}: can't log in\n**Reporter:** {name} (<[[email:email_any]]>)\n**Last login from:** `[[ip_address:ip_any]]`\n"
     "**Steps:** reset password twice, still locked.\n**Agent:** unlocked; MFA re-enrolled."),
    ("access_log_portal", "server_log", ANY,
     "[[ip_address:ipv4_public]] - - [{log_ts}] \"GET /member/claims?memberId=[[member_id:member_us]] HTTP/1.1\" 200 5120 "
     "\"-\" \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)\""),
    ("auth_log_xff", "server_log", ANY,
     "{iso_ts} level=warn msg=\"failed login\" user=[[email:email_any]] x_forwarded_for=\"[[ip_address:ipv4_public]], "
     "[[ip_address:ipv4_public]]\" attempts=((3||4||5))"),
    ("telehealth_ipv6_join", "device_log", ANY,
     "{iso_ts} room={guid} participant=patient display=\"{name}\" remote=[[ip_address:ipv6_bracketed]] codec=opus jitter_ms=12"),
    ("url_own_portal_sms", "sms", EN,
     "{clinic}: {first}, new results were posted. View: [[url:url_own_portal]] Reply STOP to opt out."),
    ("url_social_fundraiser", "support_chat", WORLD,
     "Member: my sister set up a page for my treatment costs: [[url:url_social]] - does money from it affect my subsidy?\n"
     "Agent ({agent}): Gifts do not count as income for the plan."),
    ("card_phone_order", "call_transcript", WORLD,
     "AGENT: I can take the payment now. Long card number?\nCALLER: [[card:card_expiry]]\nAGENT: expiry?\nCALLER: {card_exp}\n"
     "AGENT: and the billing address?\nCALLER: [[address:addr_faker_line]]"),
    ("iban_refund_local", "banking_form", IBAN,
     "{w_refund} {invoice_no}\n{w_name}: {name}\n{w_account}: [[bank_account:iban_loc]]\n{w_amount}: {money_eur}\n{w_email}: [[email:email_loc]]"),
    ("ach_authorisation", "banking_form", US,
     "ACH DEBIT AUTHORIZATION\nAccount holder: {name}\nBank routing number: {aba}\nChecking account number: "
     "[[bank_account:acct_us_ach]]\nHome phone: [[phone:phone_us_typed]]\nSignature on file {dos}"),
    ("natid_local_letter", "letter", INTL,
     "{w_greeting}\n\n{name}, {w_dob} [[date_of_birth:dob_loc]], {natid_label} [[national_id:natid_loc]].\n"
     "{w_address}: [[address:addr_faker_block]]\n\n{w_closing}"),
    ("natid_en_letter", "letter", ("en_GB", "en_CA", "en_AU", "en_IE", "en_NZ", "en_IN"),
     "To whom it may concern,\n\nThis confirms that {name} ({natid_label} [[national_id:natid_loc]]) is registered with this practice. "
     "Date of birth [[date_of_birth:dob_new]].\n\n{doctor_full}"),
    ("member_local_card", "claim_form", INTL,
     "{w_insured}: {name}\n{member_label_loc}: [[member_id:member_loc]]\n{w_dob}: [[date_of_birth:dob_loc_numeric]]\n"
     "{w_mobile}: [[phone:phone_local_typed]]"),
    ("record_local_discharge", "discharge_summary", INTL,
     "{hospital_loc}\n{record_label_loc}: [[record_number:record_loc]]\n{w_patient}: {name}, {w_age} [[age_over_89:age_loc]]\n"
     "{w_address}: [[address:addr_faker_line]]"),
    ("death_notice_local", "obituary", INTL,
     "{name} {w_died} [[date_of_death:dod_loc]]. {w_born} [[date_of_birth:dob_loc]]. {w_closing}, {name2}"),
    ("ca_fr_address_form", "intake_form", ("en_CA",),
     "Formulaire d'inscription / Registration\nNom / Name: {name}\nAdresse / Address:\n[[address:addr_ca_fr]]\n"
     "Tél. / Tel.: [[phone:phone_loc]]\nNAS / SIN: [[national_id:sin_ca]]"),
    ("au_unit_address_sms", "sms", ("en_AU",),
     "hey its {first_lower} - moved to [[address:addr_au_unit]] so pls send the claim forms there. mob still [[phone:phone_local_typed]]"),
    ("scot_flat_letter", "letter", ("en_GB",),
     "{name}\n[[address:addr_scot_flat]]\n\nDear {doctor},\nPlease update my records. My National Insurance number is [[national_id:nino_new]]."),
    ("sms_lowercase_typos", "sms", WORLD,
     "heyy its {first_lower} {last} my dob is [[date_of_birth:dob_new]] nd my emial is [[email:email_any]] pls updte thx"),
    ("sms_dob_across", "sms", US,
     "{clinic}: To confirm your identity reply with your date of birth.\nDOB? [[date_of_birth:dob_short_us]]\n"
     "{clinic}: Thanks {first}, you're confirmed for {dos} at {time_ampm}."),
    ("email_quoted_new_phone", "email", WORLD,
     "Thanks, done.\n\nOn {dos}, {name} <[[email:email_mixed]]> wrote:\n> Please use my new mobile, [[phone:phone_local_typed]],\n"
     "> for the nurse's calls. The old one is disconnected."),
    ("email_mailto_signature", "email_signature", ANY,
     "--\n{name}\n((Caregiver for||Daughter of||POA for)) {name2}\nmailto:[[email:email_work]]\ntel. [[phone:phone_faker_local]]"),
    ("prior_auth_patient_block", "prior_auth", US,
     "PRIOR AUTHORIZATION REQUEST\nSection A - Member\nName: {name}   DOB: [[date_of_birth:dob_worded]]\nMember ID: "
     "[[member_id:member_alpha_prefix]]\nPhone: [[phone:phone_ext_new]]\nSection B - Provider\nNPI {npi}  Fax {clinic_fax}"),
    ("lab_report_header", "lab_report", WORLD,
     "PATIENT: {last_upper}, {first_upper}        ACCESSION: [[record_number:accession]]\nDOB: [[date_of_birth:dob_worded]]   "
     "AGE: ((see DOB||calc))   SEX: ((F||M))\nCOLLECTED: {dos}   {loinc} {loinc_name}: {lab}"),
    ("encounter_csn_note", "clinical_note", US,
     "Encounter CSN: [[record_number:csn]]\nHospital account: [[record_number:acct_no]]\n{age_young} y/o seen for {icd}; "
     "{regimen}. Follow-up {dos}."),
    ("nursing_home_age", "clinical_note", WORLD,
     "Resident {first} {last} turned [[age_over_89:age_bare]] on Sunday; family visited with a cake. Appetite good, weight {weight}."),
    ("age_compact_census", "clinical_note", US,
     "Census {dos}: rm {room} - [[age_over_89:age_compact]] CHF exacerbation; rm {room2} - {age_young} M COPD; rm {room3} - "
     "{age_young2} F cellulitis."),
    ("dod_across_turns", "support_chat", WORLD,
     "Member's son: my father passed.\nAgent: I'm very sorry. What was the date of death?\nMember's son: [[date_of_death:dod_new]]\n"
     "Agent: Thank you, I've noted it on member [[member_id:member_us]]."),
    ("passport_travel_vaccine", "clinical_note", EN,
     "Travel clinic: {name} leaving for {travel_country} {dos}. Passport no. [[national_id:us_passport]]. Yellow fever given; "
     "certificate issued. Contact [[email:email_any]]."),
    ("itin_tax_form", "tax_form", US,
     "Form 1095-A recipient: {name}\nRecipient's TIN: [[national_id:itin]]\nRecipient's address: [[address:addr_us_block]]\n"
     "Policy issuer: {org}"),
    ("card_chat_dispute", "support_chat", ANY,
     "Member: I was charged twice on my card [[card:card_loc]] for the {dos} visit\nAgent ({agent}): I see both charges; "
     "I've refunded one. Ref {ref_no}."),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("x12_835_remittance_clean", "edi", US,
     "ST*835*0001~\nBPR*I*{amount}*C*ACH*CCP*01*{aba}*DA*REDACTED*{eff_compact}~\nTRN*1*{check_no}*1{ein}~\n"
     "N1*PR*{org_upper}~\nN1*PE*{clinic}*XX*{npi}~\nCLP*{claim_no}*1*{amount}*{amount2}**12*{ref_no}*11~\nSVC*HC:{cpt}*{amount}*{amount2}~"),
    ("x12_999_ack_clean", "edi", US,
     "ST*999*0001*005010X231A1~\nAK1*HC*{isa_ctrl}*005010X222A1~\nAK2*837*0001~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*0001~"),
    ("vcard_org_clean", "contact_card", US,
     "BEGIN:VCARD\nVERSION:3.0\nORG:{org}\nFN:{org} Member Appeals\nTEL;TYPE=WORK:{org_phone}\nTEL;TYPE=FAX:{org_fax}\n"
     "EMAIL;TYPE=WORK:(({org_appeals_email}||{org_help_email}))\nURL:{org_web}\nREV:{iso_ts}\nUID:urn:uuid:{guid}\nEND:VCARD"),
    ("ical_clinic_event_clean", "calendar", US,
     "BEGIN:VEVENT\nSUMMARY:Flu shot clinic (walk-in)\nDTSTART:{eff_compact}T090000\nLOCATION:{org_street_addr}\n"
     "DESCRIPTION:No appointment needed. CPT 90686 billed to plan. Questions: {clinic_phone}\nEND:VEVENT"),
    ("sql_fee_schedule_clean", "database_dump", US,
     "INSERT INTO fee_schedule (cpt, modifier, allowed, effective)\nVALUES ('{cpt}', '25', {amount}, '{eff_iso}'), "
     "('{cpt2}', NULL, {amount2}, '{eff_iso}');"),
    ("yaml_service_config_clean", "config", ANY,
     "service: eligibility-api\nversion: {version}\nreplicas: 3\nlisten_port: {port}\nupstream: http://{svc_host}.svc.cluster.local:8080\n"
     "timeouts:\n  connect_ms: 500\n  read_ms: 3000\ntrace_id: {guid}\n"),
    ("json_claim_status_clean", "api_payload", ANY,
     "{\"claimNumber\": \"{claim_no}\", \"status\": \"PAID\", \"serviceDate\": \"{dos_iso}\", \"billed\": {amount}, "
     "\"paid\": {amount2}, \"payerId\": \"{payer_code}\", \"renderingNpi\": \"{npi}\", \"cpt\": \"{cpt}\", \"icd10\": \"{icd}\"}"),
    ("teams_staff_clean", "chat_export", US,
     "{staff} 9:02 AM\nhuddle moved to 9:30, room {room}\n{agent} 9:03 AM\nok. also the 835 for check {check_no} posted, "
     "{money} short on {cpt}\n{staff} 9:05 AM\nwill appeal under 29 CFR 2560.503-1"),
    ("ocr_plan_brochure_clean", "ocr_scan", US,
     "{org_upper}\nSUMMARY OF BENEFITS {year}\nPlan ID {plan_id}   Group {group_no}\nPrimary care  $25 copay\nSpecialist  $50 copay\n"
     "Emergency room  $250 copay\nRxBIN {rxbin}  RxPCN {rxpcn}\nMember services {org_phone} | TTY 711"),
    ("ivr_menu_clean", "call_transcript", US,
     "IVR> Thank you for calling {org}. For claims, press 1. For pharmacy, press 2. To speak with a nurse, call {tollfree}. "
     "Calls may be recorded. Your wait time is about ((3||5||8)) minutes."),
    ("call_provider_benefits_clean", "call_transcript", US,
     "[{clock_a}] AGENT: provider line, this is {agent}.\n[{clock_b}] OFFICE: checking if {cpt} needs auth under group {group_no}.\n"
     "[{clock_c}] AGENT: yes, submit on the PA form; reference {ref_no}. Fax to {org_fax}."),
    ("home_health_policy_clean", "home_health", US,
     "Home health aide visits are covered up to {visits} per episode when ordered by the physician (HCPCS G0156). "
     "Skilled nursing visits bill under G0299. OASIS due within 5 days of SOC. Policy revised {dos}."),
    ("school_policy_clean", "school_form", US,
     "{school} Medication Policy: students in grades K-12 may carry inhalers and epinephrine with a signed form. "
     "The health office is in room {room}. Nurse hours 7:30-3:00."),
    ("dme_coverage_clean", "dme_order", US,
     "Coverage note: {hcpcs} is covered as capped rental for 13 months. Oxygen (E1390) requires SpO2 of 88% or below at rest. "
     "Supplier NPI {npi}, PTAN on file. Claims to {org_appeals_addr}."),
    ("travel_policy_clean", "travel_insurance", WORLD,
     "Travel cover {policy_no}: emergency medical up to {money}, evacuation up to {money2}. Claims within 90 days. "
     "24h assistance: {tollfree_loc}. Pre-existing conditions excluded unless stable for 180 days."),
    ("hr_open_enrollment_clean", "hr_form", US,
     "Open enrollment runs {dos} through {dos2}. Employees aged 26 to 64 pay {pct} of premium; the HSA limit is $4,300. "
     "Questions: {org_help_email} or {org_phone}."),
    ("pharmacy_recall_clean", "pharmacy", US,
     "Recall notice: {drug} NDC {ndc}, lots {lot} and {lot2}, expiring {exp_date}. Pharmacy NCPDP {pharmacy_ncpdp}, "
     "DEA {dea_org}. Return stock to the wholesaler; no patient action needed."),
    ("ems_protocol_clean", "ems_report", US,
     "Protocol 4.12: for suspected stroke, record last known well time, BP and glucose. Transport to a stroke center within "
     "((30||45)) minutes. {unit_no} restocked at {time}; ambulance ((12||7||21)) out of service for tires until {dos}."),
    ("vital_stats_clean", "vital_record", US,
     "Vital statistics {year}: {count} deaths were registered in the county; {pct} occurred in people aged 90 or older. "
     "Median age at death was {age_young}."),
    ("history_death_clean", "education", WORLD,
     "History of nursing: Mary Seacole (born 23 November 1805, died 14 May 1881) nursed soldiers in the Crimea; "
     "Elizabeth Blackwell died on 31 May 1910. Medicare was signed into law on July 30, 1965. Module quiz due {dos}; "
     "((pass mark {pct}||reading list on page {visits}||discussion in room {room}))."),
    ("letter_denial_clean", "letter", EN,
     "Dear Member,\n\nWe cannot approve {service} (CPT {cpt}) for the dates {dos} to {dos2}. You may request an appeal "
     "within 60 days at {org_appeals_addr} or by e-mail to {org_appeals_email}.\n\n{org} Utilization Management"),
    ("letter_local_clean", "letter", INTL,
     "{w_greeting}\n\n{w_invoice} {invoice_no}, {w_date}: {dos_loc}, {w_amount}: {money_eur}. {org_tax_label} {org_tax}.\n\n{w_closing}"),
    ("sms_clinic_broadcast_clean", "sms", US,
     "{clinic}: flu and COVID shots available {weekday}s 9-4, no appt needed. Closed {dos} for the holiday. "
     "Call {clinic_phone}. Reply STOP to end."),
    ("email_thread_staff_clean", "email", US,
     "Sounds good.\n\n> On {dos}, {staff} wrote:\n> The batch {isa_ctrl} was rejected: IK3 error on loop 2300.\n"
     "> Resubmitting tonight after the {version} fix. Ticket {ticket}."),
    ("prior_auth_criteria_clean", "prior_auth", US,
     "Criteria for {drug}: age 18 or older, HbA1c at or above 7.0% after 3 months of metformin, BMI 27+. "
     "Approval period 12 months, reviewed {dos}. Submit to fax {org_fax}."),
    ("lab_reference_ranges_clean", "lab_report", WORLD,
     "{loinc} {loinc_name}: reference interval depends on age band (0-17, 18-64, 65-89, 90+). Specimen stable 7 days at 2-8 C. "
     "Method change effective {dos}."),
    ("api_request_log_clean", "server_log", ANY,
     "{iso_ts} svc=claims-api ver={version} route=/v1/claims/{claim_no} status=200 dur_ms=((18||27||44)) req={guid} sha={sha}"),
    ("support_ticket_bug_clean", "support_ticket", ANY,
     "### Ticket {ticket}: PDF EOB renders blank\n**Env:** portal {version}, Chrome 126\n**Repro:** open any EOB from "
     "{year}; console shows {errcode}.\n**Fix:** font subset bug; deployed build {sha}."),
    ("vehicle_fleet_clean", "vehicle_form", US,
     "Fleet note: the clinic's mobile unit is due for inspection on {dos}; mileage {count}. Parking lot B is reserved for "
     "patients; staff use the garage on level 3."),
    ("whatsapp_clinic_broadcast_clean", "chat_export", WORLD,
     "[{dos_loc}, 08:00:00] {clinic}: Reminder - the lab opens at 7:30 for fasting bloods. Bring your referral and plan card. "
     "Results in 2-3 working days on the portal."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind3", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
