"""A fourth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind4.py [--seed 6161] [--out PATH]   # JSON lines to PATH, or to stdout

The three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, seed 4141;
make_phi_blind3.py, seed 5151) are read for tuning, so they no longer measure the check from outside. This set
replaces them as the held-out one: its author read only the README's list of the kinds `phi` claims and the
earlier generators (for their mechanics, imported here, and to avoid their templates), never the detectors,
their tests or the sets they were tuned on, and never ran the check on these texts.

About 1,000 texts: 700 carry identifiers (every kind of KINDS in at least 15 texts), 300 carry none. No
template body is shared with the earlier sets. The genres are the ones the earlier sets have few of:
patient-portal messages, nurse triage notes, claims appeal letters, explanation-of-benefits pages, lab
requisitions, home-health and hospice notes, pharmacy prior-authorisation faxes, dental and vision claims,
workers' compensation forms, travel-insurance claims, school-nurse forms, chat-bot transcripts
(user/assistant turns), JSON and YAML API payloads, telehealth apps' log lines, OCR'd scans (odd spacing,
line breaks inside values, l/1 and O/0 read wrong in the printed labels while the values stay valid), and
letters in the languages of the text's locale (de_DE, fr_FR, es_ES, it_IT, nl_NL, pt_PT, pt_BR, pl_PL,
sv_SE) with those countries' dates, phones, postcodes and national IDs.

The values: the earlier sets' generators (Faker per locale, libphonenumber's example numbers redrawn until
valid and personal, national IDs with their check digits, postal layouts), plus this set's own printings:
phone numbers with the country code in brackets ("(+44) 7700 900123"), as a "tel:" URI, spaced and broken
across a line by OCR; dates of birth as "1957-03-12T00:00:00", "Mar. 3, '57", "3-Mar-1957", "12/Mar/57",
"March 3,1957", "12 03 1957", "12031957" (day first) and "1957/3/12"; e-mails with plus tags, inside angle
brackets and after "mailto:"; member IDs of dental and vision plans; hospice and home-health record numbers;
telehealth room links that carry a patient's ID; US checking accounts and UK sort code + account pairs
(the account's digits are the span).

MAC addresses are not labelled (no kind names a device's ID) and appear in no text. Private and loopback IP
addresses appear in no identifier-free text. An identifier-free text quotes only this set's own
organisation's contacts (ORGANISATION_CONTACTS: a fictional plan and hospice), toll-free lines and the
near-misses such texts are full of; at least half of them are dense with numbers about no person (claim,
authorisation, reference, invoice, tracking, order and lot numbers under their labels; NPIs and EINs; CPT,
CDT, ICD-10, NDC and LOINC codes; lab values with units, doses, money, percentages, times, durations and
ranges; versions, build numbers, SKUs; room and department numbers; fax page counts; dates of service;
statistics; ages under 90 and the aggregate "90 or older").

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact
characters), text. The set depends on the seed and on the installed Faker's data (written with Faker
40.63.0, phonenumbers 9.0.x), not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import sys
from typing import Any, Callable

import phonenumbers
from phonenumbers import PhoneNumberFormat

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind3 as blind3
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind3 as blind3

Draw = blind.Draw  # the mechanics (Draw, render, make_fakers) come from the first set
locale_of, lang_of, region_of, fold_ascii = blind2.locale_of, blind2.lang_of, blind2.region_of, blind2.fold_ascii

SEED = 6161
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 300
KINDS = blind.KINDS

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind4).
ORG_NAME = "Kestrel Valley Health Plan"
HOSPICE_NAME = "Larchmont Hospice & Home Care"
ORG_DOMAIN = "kestrelvalleyhp.org"
ORGANISATION_CONTACTS = [
    "(505) 555-0147",
    "(505) 555-0148",
    "Claims Appeals Unit, PO Box 50417, Albuquerque, NM 87181",
    "4100 Mesa Verde Parkway NE, Suite 900, Albuquerque, NM 87110",
    "appeals@kestrelvalleyhp.org",
    "providers@kestrelvalleyhp.org",
    "(575) 555-0163",
    "(575) 555-0164",
    "intake@larchmonthospice.org",
    "https://www.kestrelvalleyhp.org/claims",
]

EN_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_NZ", "en_IE", "en_IN")
OTHER_LOCALES = ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_PT", "pt_BR", "pl_PL", "sv_SE")
FAKER_LOCALES = blind2.FAKER_LOCALES  # the second set's locales; every one used here is among them
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR


# ---- this set's phrases in the languages of its locales ------------------------------------------------------
PHRASES: dict[str, dict[str, str]] = {
    "en": {"travel_subject": "Claim for medical expenses abroad",
           "travel_body": "while travelling I needed hospital treatment. Please pay the refund into this account:",
           "accident_title": "Report of an accident at work", "employer": "Employer", "accident_date": "Date of accident",
           "portal_body": "please update my contact details. My new mobile number is", "passed": "died on",
           "lab_req": "Laboratory request", "sender": "From"},
    "de": {"travel_subject": "Antrag auf Erstattung von Behandlungskosten im Ausland",
           "travel_body": "während meiner Reise musste ich im Krankenhaus behandelt werden. Bitte überweisen Sie die "
                          "Erstattung auf folgendes Konto:",
           "accident_title": "Unfallanzeige (Arbeitsunfall)", "employer": "Arbeitgeber", "accident_date": "Unfalltag",
           "portal_body": "bitte aktualisieren Sie meine Kontaktdaten. Meine neue Handynummer lautet",
           "passed": "verstorben am", "lab_req": "Laboranforderung", "sender": "Absender"},
    "fr": {"travel_subject": "Demande de remboursement de frais médicaux à l'étranger",
           "travel_body": "lors de mon voyage, j'ai dû être hospitalisé(e). Merci de verser le remboursement sur le "
                          "compte suivant :",
           "accident_title": "Déclaration d'accident du travail", "employer": "Employeur", "accident_date": "Date de l'accident",
           "portal_body": "merci de mettre à jour mes coordonnées. Mon nouveau numéro de portable est le",
           "passed": "décédé(e) le", "lab_req": "Demande d'examens de laboratoire", "sender": "Expéditeur"},
    "es": {"travel_subject": "Solicitud de reembolso de gastos médicos en el extranjero",
           "travel_body": "durante mi viaje tuve que ser atendido/a en un hospital. Les ruego que ingresen el reembolso "
                          "en la siguiente cuenta:",
           "accident_title": "Parte de accidente de trabajo", "employer": "Empresa", "accident_date": "Fecha del accidente",
           "portal_body": "por favor, actualicen mis datos de contacto. Mi nuevo número de móvil es el",
           "passed": "fallecido/a el", "lab_req": "Petición de análisis clínicos", "sender": "Remitente"},
    "it": {"travel_subject": "Richiesta di rimborso spese mediche all'estero",
           "travel_body": "durante il viaggio ho dovuto ricorrere a cure ospedaliere. Vi prego di accreditare il "
                          "rimborso sul seguente conto:",
           "accident_title": "Denuncia di infortunio sul lavoro", "employer": "Datore di lavoro",
           "accident_date": "Data dell'infortunio",
           "portal_body": "vi prego di aggiornare i miei recapiti. Il mio nuovo numero di cellulare è",
           "passed": "deceduto/a il", "lab_req": "Richiesta di esami di laboratorio", "sender": "Mittente"},
    "nl": {"travel_subject": "Aanvraag vergoeding medische kosten in het buitenland",
           "travel_body": "tijdens mijn reis moest ik in het ziekenhuis worden behandeld. Graag ontvang ik de "
                          "vergoeding op de volgende rekening:",
           "accident_title": "Melding arbeidsongeval", "employer": "Werkgever", "accident_date": "Datum ongeval",
           "portal_body": "wilt u mijn contactgegevens bijwerken? Mijn nieuwe mobiele nummer is",
           "passed": "overleden op", "lab_req": "Laboratoriumaanvraag", "sender": "Afzender"},
    "pt": {"travel_subject": "Pedido de reembolso de despesas médicas no estrangeiro",
           "travel_body": "durante a viagem precisei de tratamento hospitalar. Peço que o reembolso seja transferido "
                          "para a seguinte conta:",
           "accident_title": "Participação de acidente de trabalho", "employer": "Entidade empregadora",
           "accident_date": "Data do acidente",
           "portal_body": "por favor atualizem os meus contactos. O meu novo número de telemóvel é o",
           "passed": "falecido/a em", "lab_req": "Requisição de análises clínicas", "sender": "Remetente"},
    "pl": {"travel_subject": "Wniosek o zwrot kosztów leczenia za granicą",
           "travel_body": "podczas podróży musiałem/musiałam skorzystać z leczenia szpitalnego. Proszę o przelew zwrotu "
                          "na następujący rachunek:",
           "accident_title": "Zgłoszenie wypadku przy pracy", "employer": "Pracodawca", "accident_date": "Data wypadku",
           "portal_body": "proszę o aktualizację moich danych kontaktowych. Mój nowy numer komórkowy to",
           "passed": "zmarł(a) dnia", "lab_req": "Zlecenie badań laboratoryjnych", "sender": "Nadawca"},
    "sv": {"travel_subject": "Ansökan om ersättning för vårdkostnader utomlands",
           "travel_body": "under resan behövde jag sjukhusvård. Vänligen betala ut ersättningen till följande konto:",
           "accident_title": "Anmälan om arbetsskada", "employer": "Arbetsgivare", "accident_date": "Olycksdatum",
           "portal_body": "var vänlig uppdatera mina kontaktuppgifter. Mitt nya mobilnummer är",
           "passed": "avled den", "lab_req": "Remiss för laboratorieprov", "sender": "Avsändare"},
}
PHRASE_OVERRIDES = {"pt_BR": {"travel_subject": "Pedido de reembolso de despesas médicas no exterior",
                              "portal_body": "por favor atualizem meus contatos. Meu novo número de celular é o"}}


def _phrase(key: str) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        return PHRASE_OVERRIDES.get(locale_of(draw), {}).get(key) or PHRASES[lang_of(draw)][key]
    return make


# ---- dates of birth and death: this set's printings ------------------------------------------------------------
def date_v4(day: dt.date, style: str) -> str:
    """Printings of a date the earlier sets do not use."""
    m, d, y = day.month, day.day, day.year
    return {
        "isoT": f"{y}-{m:02d}-{d:02d}T00:00:00", "Mon. d, 'yy": f"{ABBR[m - 1]}. {d}, '{y % 100:02d}",
        "d-Mon-Y": f"{d}-{ABBR[m - 1]}-{y}", "dd/Mon/yy": f"{d:02d}/{ABBR[m - 1]}/{y % 100:02d}",
        "Month d,Y": f"{MONTHS[m - 1]} {d},{y}", "dd mm Y": f"{d:02d} {m:02d} {y}", "ddmmY": f"{d:02d}{m:02d}{y}",
        "Y/m/d": f"{y}/{m}/{d}", "MONTH dth Y": f"{MONTHS[m - 1].upper()} {blind2._ordinal(d)} {y}",  # noqa: SLF001
        "mm/dd/Y": f"{m:02d}/{d:02d}/{y}", "m/d/Y": f"{m}/{d}/{y}", "dd.mm.yy": f"{d:02d}.{m:02d}.{y % 100:02d}",
    }[style]


US_V4 = ["isoT", "Mon. d, 'yy", "d-Mon-Y", "Month d,Y", "Y/m/d", "MONTH dth Y", "mm/dd/Y", "m/d/Y"]
DAY_FIRST_V4 = ["d-Mon-Y", "dd/Mon/yy", "dd mm Y", "ddmmY", "dd.mm.yy", "isoT"]


def _birth(draw: Draw) -> dt.date:
    return draw.date_between(1928, 2024)


def dob_v4(draw: Draw) -> str:
    """A date of birth as the text's locale would print it, in this set's printings where English."""
    locale = locale_of(draw)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, _birth(draw))
    return date_v4(_birth(draw), draw.pick(US_V4 if locale == "en_US" else DAY_FIRST_V4))


def dob_us_v4(draw: Draw) -> str:
    return date_v4(_birth(draw), draw.pick(US_V4))


def dob_adult(draw: Draw) -> str:
    """A working adult's or policyholder's birth (1945-2004), in the US printings."""
    return date_v4(draw.date_between(1945, 2004), draw.pick(US_V4))


def dob_child(draw: Draw) -> str:
    """A schoolchild's birth (2008-2020), as US school forms print it."""
    return date_v4(draw.date_between(2008, 2020), draw.pick(["mm/dd/Y", "m/d/Y", "Month d,Y", "isoT"]))


def dob_ocr(draw: Draw) -> str:
    """A scanned form's date of birth: the separators read with spaces around them."""
    day = _birth(draw)
    return draw.pick([f"{day.month:02d} / {day.day:02d} / {day.year}", f"{day.month:02d} {day.day:02d} {day.year}",
                      f"{day.month}/ {day.day}/{day.year}"])


def dob_elder_ocr(draw: Draw) -> str:
    """A scanned death certificate's date of birth (1926-1935), the separators read with spaces around them."""
    day = draw.date_between(1926, 1935)
    return draw.pick([f"{day.month:02d} / {day.day:02d} / {day.year}", f"{day.month:02d} {day.day:02d} {day.year}"])


def dod_v4(draw: Draw) -> str:
    day = draw.date_between(2019, 2026)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, day)
    return date_v4(day, draw.pick(US_V4 if locale_of(draw) == "en_US" else DAY_FIRST_V4))


def dod_us_v4(draw: Draw) -> str:
    return date_v4(draw.date_between(2019, 2026), draw.pick(US_V4))


def dob_elder(draw: Draw) -> str:
    """A hospice patient's birth: 1926-1940, in the US printings."""
    return date_v4(draw.date_between(1926, 1940), draw.pick(US_V4))


# ---- phone numbers ----------------------------------------------------------------------------------------------
def _personal(draw: Draw, region: str) -> phonenumbers.PhoneNumber:
    return blind3._personal(draw, region)  # noqa: SLF001 - a valid personal number of the region, shared


def phone_cc_brackets(draw: Draw) -> str:
    """The country code in brackets, the trunk 0 dropped: '(+44) 7700 900123', '(0044) 20 7946 0958'."""
    region = region_of(draw)
    number = _personal(draw, region)
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    cc, _, rest = intl.partition(" ")
    return draw.pick([f"({cc}) {rest}", f"({cc}){rest.replace(' ', '')}", f"(00{cc[1:]}) {rest}"])


def phone_tel_uri(draw: Draw) -> str:
    """A phone as a 'tel:' URI in a payload (the span is the number after 'tel:')."""
    number = _personal(draw, region_of(draw))
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    return draw.pick([e164, phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)[4:]])


def phone_ocr(draw: Draw) -> str:
    """A US number read off a scan: spaces around the separators, or the line broken inside it."""
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    return draw.pick([f"( {a} ) {e} - {line}", f"{a} - {e} - {line}", f"({a}) {e}-\n{line}", f"{a} {e}\n{line}"])


def phone_us_v4(draw: Draw) -> str:
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    return draw.pick([f"({a}) {e}-{line}", f"{a}-{e}-{line}", f"{a}.{e}.{line}", f"+1 {a} {e} {line}", f"1.{a}.{e}.{line}",
                      f"+1-{a}-{e}-{line}", f"{a} {e}-{line}"])


def phone_any_v4(draw: Draw) -> str:
    if locale_of(draw) == "en_US":
        return draw.pick([phone_us_v4, blind3.phone_us_typed, blind3.phone_ext_new])(draw)
    return draw.pick([blind2.phone_loc, blind3.phone_local_typed, phone_cc_brackets])(draw)


# ---- e-mails ---------------------------------------------------------------------------------------------------
ISP_DOMAINS = {"de": ["t-online.de", "gmx.de", "web.de"], "fr": ["free.fr", "orange.fr", "sfr.fr"],
               "es": ["telefonica.net", "hotmail.es", "yahoo.es"], "it": ["libero.it", "virgilio.it", "tiscali.it"],
               "nl": ["ziggo.nl", "kpnmail.nl", "hetnet.nl"], "pt": ["sapo.pt", "uol.com.br", "bol.com.br"],
               "pl": ["onet.pl", "interia.pl", "o2.pl"], "sv": ["telia.com", "bredband.net", "spray.se"],
               "en": ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "btinternet.com", "shaw.ca", "bigpond.com"]}


def _user(draw: Draw) -> str:
    first = fold_ascii(draw.fill("first")) or "alex"
    last = fold_ascii(draw.fill("last")) or "reed"
    return draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{last}.{first}", f"{first}{draw.rng.randint(50, 99)}",
                      f"{first}_{last[0]}", f"{first}.{last}{draw.digits(2)}"])


def email_v4(draw: Draw) -> str:
    domain = draw.pick(ISP_DOMAINS[lang_of(draw)])
    return draw.pick([f"{_user(draw)}@{domain}", f"{_user(draw)}+{draw.pick(['portal', 'health', 'claims', 'rx'])}@{domain}",
                      f"{_user(draw)}@{domain}"])


def email_angle(draw: Draw) -> tuple[str, str, str]:
    """A sender in a mail header: 'Name <user@domain>' (the span is inside the brackets)."""
    return (f"{draw.fill('name')} <", email_v4(draw), ">")


# ---- addresses -------------------------------------------------------------------------------------------------
def addr_v4_block(draw: Draw) -> str:
    return blind2.addr_loc_block(draw)


def addr_v4_line(draw: Draw) -> str:
    return blind2.addr_loc_line(draw)


def addr_ocr(draw: Draw) -> str:
    """A US address off a scan: the street line broken after the house number, the ZIP spaced from the state."""
    lines = blind2.addr_us_lines(draw)
    street = lines[0]
    number, _, rest = street.partition(" ")
    return draw.pick([f"{number}\n{rest}\n{lines[1]}", f"{street}  {lines[1]}", f"{street}\n{lines[1]}"])


def addr_json_lines(draw: Draw) -> str:
    """The address of a JSON payload's 'address' value: one string with '\\n' escapes."""
    return "\\n".join(blind2.address_lines(draw))


# ---- identifiers of records, plans, people ------------------------------------------------------------------------
def hospice_record(draw: Draw) -> str:
    return draw.pick([f"HSP-{draw.rng.randint(2023, 2026)}-{draw.digits(5)}", f"LH{draw.digits(7)}", f"{draw.digits(3)}-{draw.digits(4)}-{draw.digits(2)}",
                      f"HH{draw.digits(2)}-{draw.digits(5)}"])


def requisition_record(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(10, True)}", f"R{draw.digits(8)}", f"{draw.digits(4)}-{draw.digits(6)}"])


def dental_member(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(9, True)}", f"D{draw.digits(9)}", f"{draw.letters(3)}{draw.digits(8)}", f"{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}-00"])


def vision_member(draw: Draw) -> str:
    return draw.pick([f"{draw.digits(4)}{draw.digits(4)}{draw.digits(1)}", f"V{draw.digits(10)}", f"{draw.letters(2)}{draw.digits(7)}"])


def member_v4(draw: Draw) -> str:
    return draw.pick([blind2.member_us, blind3.member_alpha_prefix, dental_member])(draw)


def wc_claimant_ssn(draw: Draw) -> str:
    return draw.pick([blind2.ssn_any, blind3.ssn_typed])(draw)


def acct_uk_pair(draw: Draw) -> tuple[str, str, str]:
    """A UK sort code and account number; the account number's digits are the span."""
    return (f"sort code {draw.digits(2)}-{draw.digits(2)}-{draw.digits(2)}, account no. ", draw.digits(8, True), "")


def bank_v4(draw: Draw) -> Any:
    locale = locale_of(draw)
    if locale == "en_US":
        return ("checking acct ", blind2.acct_us_ach(draw), "")
    if locale == "en_GB":
        return acct_uk_pair(draw)
    if locale in ("pt_BR", "en_CA", "en_AU", "en_NZ", "en_IN", "en_IE"):
        return blind2.bank_loc(draw)
    return ("IBAN ", blind2.iban_loc(draw), "")


def natid_v4(draw: Draw) -> str:
    return blind2.natid_loc(draw)


def nhs_uk(draw: Draw) -> str:
    return blind.nhs(draw)


def ip_public(draw: Draw) -> str:
    return draw.pick([lambda d: d.fk["en_US"].ipv4_public(), blind2.ipv6_new, lambda d: d.fk["en_US"].ipv4_public()])(draw)


def telehealth_link(draw: Draw) -> str:
    """A visit link that carries the patient's ID."""
    ident = draw.pick([blind2.mrn_new(draw), hospice_record(draw)])
    return draw.pick([f"https://visit.{ORG_DOMAIN}/room/{ident}?role=patient", f"https://telehealth.larchmonthospice.org/join?pid={ident}",
                      f"https://my.{ORG_DOMAIN}/messages?patient={ident}&thread={draw.digits(6)}"])


def url_my_portal(draw: Draw) -> str:
    """A link into this set's own plan portal that carries the member's ID."""
    ident = draw.pick([blind2.member_us(draw).replace(" ", ""), blind3.member_alpha_prefix(draw).replace(" ", "")])
    return draw.pick([f"https://my.{ORG_DOMAIN}/member/{ident}/eob", f"https://my.{ORG_DOMAIN}/id-card?member={ident}",
                      f"https://my.{ORG_DOMAIN}/claims/list?memberId={ident}&year=2025"])


def url_social_v4(draw: Draw) -> str:
    return draw.pick([blind2.url_personal, blind3.url_social])(draw)


def age_v4(draw: Draw) -> str:
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age} y/o", f"{age}-year-old", f"{age} yrs", f"age {age}", f"{age}yo", f"{age} years old", f"aged {age}"])


def age_is(draw: Draw) -> str:
    """An age that follows 'is': 'is 96', 'is 96 years old', 'is 93 yrs old'."""
    age = draw.rng.randint(90, 104)
    return draw.pick([str(age), f"{age} years old", f"{age} yrs old", f"{age} y/o"])


def age_any_v4(draw: Draw) -> str:
    return blind2.age_loc(draw) if lang_of(draw) != "en" else age_v4(draw)


def plate_v4(draw: Draw) -> str:
    return blind2.plate_loc(draw)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind3.SLOTS,
    **{maker.__name__: maker for maker in [
        dob_v4, dob_us_v4, dob_ocr, dob_elder_ocr, dod_v4, dod_us_v4, dob_elder,
        phone_cc_brackets, phone_tel_uri, phone_ocr, phone_us_v4, phone_any_v4,
        email_v4, email_angle, addr_v4_block, addr_v4_line, addr_ocr, addr_json_lines,
        hospice_record, requisition_record, dental_member, vision_member, member_v4, wc_claimant_ssn,
        acct_uk_pair, bank_v4, natid_v4, nhs_uk, ip_public, telehealth_link, url_my_portal, url_social_v4, age_v4, age_is, dob_adult, dob_child, age_any_v4, plate_v4,
    ]},
}
SLOTS.pop("mac", None)  # no kind names a device's ID


# ---- fillers (never an identifier of a person) --------------------------------------------------------------------
def _dense_lab(draw: Draw) -> str:
    return draw.pick([f"Na {draw.rng.randint(131, 146)} mmol/L, K {draw.rng.randint(33, 54) / 10} mmol/L",
                      f"Hgb {draw.rng.randint(95, 168) / 10} g/dL (ref 12.0-15.5)", f"TSH {draw.rng.randint(4, 61) / 10} mIU/L",
                      f"creatinine {draw.rng.randint(6, 24) / 10} mg/dL, eGFR {draw.rng.randint(24, 104)}",
                      f"glucose {draw.rng.randint(72, 260)} mg/dL", f"A1c {draw.rng.randint(52, 118) / 10}%"])


def _cdt(draw: Draw) -> str:
    return draw.pick(["D0120", "D0150", "D0210", "D0274", "D1110", "D1120", "D2391", "D2740", "D2950", "D3330", "D4341",
                      "D7140", "D7210", "D9110"])


def _vision_code(draw: Draw) -> str:
    return draw.pick(["92004", "92014", "92015", "V2020", "V2100", "V2203", "V2520", "S0620"])


def _sku(draw: Draw) -> str:
    return draw.pick([f"SKU-{draw.digits(6)}", f"{draw.letters(3)}-{draw.digits(4)}-{draw.letters(1)}", f"MFG{draw.digits(7)}"])


def _build_no(draw: Draw) -> str:
    return draw.pick([f"build {draw.rng.randint(1000, 9999)}", f"b{draw.rng.randint(2024, 2026)}.{draw.rng.randint(1, 52):02d}.{draw.rng.randint(1, 9)}",
                      f"r{draw.rng.randint(10000, 99999)}"])


def _duration(draw: Draw) -> str:
    return draw.pick([f"{draw.rng.randint(5, 55)} min", f"{draw.rng.randint(1, 9)} h {draw.rng.randint(0, 59):02d} min",
                      f"{draw.rng.randint(2, 14)} days", f"00:{draw.rng.randint(5, 59):02d}:{draw.rng.randint(0, 59):02d}"])


def _range(draw: Draw) -> str:
    low = draw.rng.randint(60, 140)
    return f"{low}-{low + draw.pick([10, 20, 30, 40])}"


def _wc_claim(draw: Draw) -> str:
    return draw.pick([f"WC-{draw.rng.randint(2024, 2026)}-{draw.digits(6)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(5)}",
                      f"C{draw.digits(9)}"])


def _rx_auth(draw: Draw) -> str:
    return draw.pick([f"PA{draw.digits(8)}", f"{draw.letters(2)}-{draw.digits(7)}", f"CMM-{draw.letters(4)}{draw.digits(2)}"])


def _dept(draw: Draw) -> str:
    return draw.pick(["Dept. 410", "Unit 3 West", "Pod C", "Bay 12", "OR 7", "Clinic 2B", "Infusion Suite 5"])


def _session(draw: Draw) -> str:
    return f"{draw.letters(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{draw.digits(6)}"


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind3.FILLERS,
    **{f"p_{key}": _phrase(key) for key in PHRASES["en"]},
    "org": lambda d: ORG_NAME, "org_upper": lambda d: ORG_NAME.upper(), "clinic": lambda d: HOSPICE_NAME,
    "hospice": lambda d: HOSPICE_NAME,
    "org_phone": lambda d: ORGANISATION_CONTACTS[0], "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2], "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4], "org_provider_email": lambda d: ORGANISATION_CONTACTS[5],
    "org_care_email": lambda d: ORGANISATION_CONTACTS[5], "org_help_email": lambda d: ORGANISATION_CONTACTS[5],
    "hospice_phone": lambda d: ORGANISATION_CONTACTS[6], "hospice_fax": lambda d: ORGANISATION_CONTACTS[7],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6], "clinic_fax": lambda d: ORGANISATION_CONTACTS[7],
    "hospice_email": lambda d: ORGANISATION_CONTACTS[8], "clinic_email": lambda d: ORGANISATION_CONTACTS[8],
    "org_web": lambda d: ORGANISATION_CONTACTS[9], "org_intl_line": lambda d: ORGANISATION_CONTACTS[0],
    "hospital": lambda d: d.pick(["Sandia Ridge Medical Center", "Rio Grande Regional Hospital", "Pecos Valley General",
                                  "San Mateo Children's Hospital", "Turquoise Trail Community Hospital"]),
    "pharmacy": lambda d: d.pick(["Old Town Pharmacy", "Mesa Drug & Compounding", "Cottonwood Rx"]),
    "dentist": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}, DDS",
    "optometrist": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}, OD",
    "nurse": lambda d: f"{d.fk['en_US'].first_name()} {d.fk['en_US'].last_name()}, RN",
    "employer": lambda d: d.pick(["Sandia Freight Lines", "High Desert Roofing LLC", "Bosque Farms Dairy", "Acequia Builders"]),
    "school": lambda d: d.pick(["Manzano Elementary", "Petroglyph Middle School", "Cibola High School"]),
    "bot": lambda d: d.pick(["Kestrel Assistant", "KV Helper", "Ask Kestrel"]),
    "statute": lambda d: d.pick(["29 CFR 2560.503-1(h)(3)(iii)", "45 CFR 147.136(d)", "N.M. Stat. § 59A-57-4",
                                 "42 CFR 438.410"]),
    "dose": lambda d: d.pick(["metoprolol 25 mg twice daily", "furosemide 40 mg each morning", "apixaban 2.5 mg twice daily",
                              "donepezil 10 mg at bedtime"]),
    "dense_lab": _dense_lab, "cdt": _cdt, "vision_code": _vision_code, "sku": _sku, "build_no": _build_no,
    "duration": _duration, "range": _range, "wc_claim": _wc_claim, "rx_auth": _rx_auth, "dept": _dept, "session": _session,
    "tooth": lambda d: str(d.rng.randint(1, 32)),
    "surface": lambda d: d.pick(["MOD", "DO", "O", "B", "MO", "L"]),
    "sphere": lambda d: d.pick(["-1.25", "-2.00", "+0.75", "-3.50", "+1.50", "-0.50"]),
    "axis": lambda d: str(d.rng.randint(1, 180)),
    "pain": lambda d: str(d.rng.randint(0, 10)),
    "hr": lambda d: str(d.rng.randint(54, 124)),
    "rr": lambda d: str(d.rng.randint(12, 28)),
    "mg": lambda d: str(d.pick([2.5, 5, 10, 15, 20, 25, 40, 50, 100, 250, 500])),
    "ml": lambda d: str(d.pick([0.25, 0.5, 1, 2, 5, 10])),
    "minutes": lambda d: str(d.rng.randint(5, 90)),
    "pct_dec": lambda d: f"{d.rng.randint(1, 99)}.{d.rng.randint(0, 9)}%",
    "sample_n": lambda d: f"{d.rng.randint(120, 9800):,}",
    "hours": lambda d: str(d.rng.randint(1, 72)),
    "job_id": lambda d: f"job-{d.digits(8)}",
    "trace": lambda d: "".join(d.rng.choice("0123456789abcdef") for _ in range(32)),
    "http_status": lambda d: d.pick(["200", "201", "204", "401", "409", "429", "503"]),
    "region_dc": lambda d: d.pick(["us-west-2", "us-east-1", "eu-central-1"]),
    "ms": lambda d: str(d.rng.randint(8, 2400)),
    "kbps": lambda d: str(d.rng.randint(180, 2600)),
    "fps": lambda d: str(d.pick([15, 24, 30])),
    "dos2": lambda d: blind2.en_date(d.date_between(2025, 2026), d.pick(["mm/dd/Y", "iso", "Mon_d_Y_nocomma"])),
    "dos3": lambda d: blind2.en_date(d.date_between(2025, 2026), d.pick(["mm/dd/Y", "iso", "Mon_d_Y_nocomma"])),
}


# ---- locale pools --------------------------------------------------------------------------------------------------
US = ("en_US",)
EN = EN_LOCALES
INTL = OTHER_LOCALES
WORLD = ("en_US", "en_GB") + OTHER_LOCALES
ANY = EN_LOCALES + OTHER_LOCALES
EUROPE_EN = ("en_GB", "en_IE") + OTHER_LOCALES

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- patient-portal messages ------------------------------------------------------------------------------
    ("portal_msg_new_phone", "portal_message", US,
     "Subject: ((change of contact info||new phone number||please update my chart))\n\nHi {doctor}'s team,\n\n"
     "I switched carriers, so the old number won't work. New cell: [[phone:phone_us_v4]]. Also we moved last month, "
     "the new address is [[address:addr_us_line]]. Could you update it before my visit on {dos}?\n\nThanks,\n{name}"),
    ("portal_msg_refill_dob", "portal_message", US,
     "Message to: {pharmacy} refill team\nFrom: {name} (DOB [[date_of_birth:dob_us_v4]])\n\nHi, I'm out of my "
     "{drug} on {dos}. The bottle says Rx {rx}, qty {qty}. Can you send it to the same pharmacy? Call me back at "
     "[[phone:phone_us_v4]] if there's a problem."),
    ("portal_msg_daughter_proxy", "portal_message", WORLD,
     "I am writing as my mother's proxy. She is [[age_over_89:age_is]] now and can't use the portal herself. Her "
     "((hospital number||chart number||patient number)) is [[record_number:mrn_new]]. Please send her letters to me at "
     "[[email:email_v4]] instead of by post.\n\n{name2}"),
    ("portal_msg_local_update", "portal_message", INTL,
     "{w_greeting}\n\n{p_portal_body} [[phone:phone_any_v4]]. {w_email}: [[email:email_v4]].\n{w_address}: "
     "[[address:addr_v4_line]]\n\n{w_closing}\n{name}"),
    ("portal_msg_bill_question", "portal_message", US,
     "Re: statement {invoice_no}\n\nI paid this already with my card [[card:card_any]] on {dos} (confirmation {conf_no}) "
     "but the new statement still says I owe {money}. My member number is [[member_id:member_v4]]. Can someone look?"),
    # ---- nurse triage notes --------------------------------------------------------------------------------------
    ("triage_phone_note", "triage_note", US,
     "NURSE TRIAGE - TELEPHONE\nCaller: {name2}, ((daughter||son||spouse||neighbor))  Callback: [[phone:phone_us_v4]]\n"
     "Pt: {name}, [[age_over_89:age_v4]], DOB [[date_of_birth:dob_elder]]\nCC: ((fall at home, no LOC||dizziness x2 days||"
     "SOB worse at night))\nProtocol: Schmitt-Thompson adult, disposition ((ED now||see in office today||home care))\n"
     "Vitals reported: BP {bp}, HR {hr}\nRN: {nurse}"),
    ("triage_after_hours", "triage_note", US,
     "After-hours line {time_ampm}: mother calling about {age_child}-year-old with fever {temp_f} F, {hours} h. "
     "Chart [[record_number:mrn_hyphen]]. Home: [[address:addr_us_line]]. Advised acetaminophen 15 mg/kg, "
     "fluids, recheck in AM. Callback [[phone:phone_us_typed]]."),
    ("triage_chat_handoff", "triage_note", WORLD,
     "Chat escalated to nurse at {time}.\nPatient states DOB [[date_of_birth:dob_v4]], reports chest tightness "
     "{pain}/10 for {minutes} minutes. Advised to call emergency services. Patient's phone for follow-up: "
     "[[phone:phone_any_v4]]. Encounter ID [[record_number:csn]]."),
    # ---- claims appeal letters -------------------------------------------------------------------------------------
    ("appeal_second_level", "appeal_letter", US,
     "SECOND-LEVEL APPEAL\n\n{name}\n[[address:addr_us_block]]\n[[email:email_v4]]\n\nClaim {claim_no}, "
     "member [[member_id:member_v4]]\n\nThe first-level reviewer upheld the denial of {service} on {dos}. I ask "
     "that an independent physician in the same specialty review it, as {statute} allows. My surgeon's letter "
     "and the imaging report are enclosed."),
    ("appeal_widow_claim", "appeal_letter", US,
     "To the Appeals Unit:\n\nMy husband {name} (SSN [[ssn:ssn_typed]]) ((died on||passed away on||died)) "
     "[[date_of_death:dod_us_v4]], and his final hospital claim {claim_no} was denied for lack of authorization. He was admitted "
     "through the emergency room; no authorization was possible. Please reprocess it.\n\n{name2}\n[[phone:phone_us_v4]]"),
    ("appeal_provider_on_behalf", "appeal_letter", US,
     "Re: Patient {name}, DOB [[date_of_birth:dob_us_v4]], ID [[member_id:member_alpha_prefix]]\n\nOn behalf of "
     "my patient I request reconsideration of the {drug} denial (reference {auth_no}). The patient failed "
     "{visits} weeks of step therapy; labs attached ({dense_lab}).\n\n{doctor_full}, NPI {npi}"),
    # ---- explanation-of-benefits pages -------------------------------------------------------------------------------
    ("eob_page_header", "eob", US,
     "EXPLANATION OF BENEFITS   Page 1 of {pages}\n{org_upper}\n\n{name_upper}\n[[address:addr_usps]]\n\n"
     "Member ID: [[member_id:member_us]]   Group: {group_no}\nClaim {claim_no}  Provider: {hospital}  DOS {dos}\n"
     "Billed {money}  Plan paid {money2}  You may owe {copay}"),
    ("eob_dependent_lines", "eob", US,
     "Statement for {name} and dependents   Issued {dos}\nPatient: {first2}, ((child||spouse))  Born [[date_of_birth:dob_v4]]  "
     "ID [[member_id:member_us]]\n  {cpt}  {dos2}  billed {amount}  allowed {amount2}  deductible {amount3}\n"
     "Questions? {org_phone}"),
    # ---- lab requisitions --------------------------------------------------------------------------------------------
    ("lab_req_form", "lab_requisition", US,
     "LAB REQUISITION  Req# [[record_number:requisition_record]]\nPatient: {last_upper}, {first_upper}  Sex: ((F||M))  "
     "DOB: [[date_of_birth:dob_us_v4]]\nSSN (billing): [[ssn:ssn_any]]\nIns ID: [[member_id:member_us]]\n"
     "Tests: {loinc} {loinc_name}; 4548-4 HbA1c; 2093-3 cholesterol\nFasting: ((Y||N))  Collected {dos} {time}\nOrdering: {doctor_full}"),
    ("lab_req_local", "lab_requisition", INTL,
     "{p_lab_req}\n{w_patient}: {last}, {first}\n{w_dob}: [[date_of_birth:dob_v4]]\n{natid_label}: [[national_id:natid_v4]]\n"
     "{record_label_loc}: [[record_number:record_loc]]\nLOINC {loinc} ({loinc_name}), {dos_loc}\n{doctor_loc}"),
    # ---- home-health and hospice notes ------------------------------------------------------------------------------
    ("home_health_skilled_visit", "home_health", US,
     "SKILLED NURSING VISIT NOTE\nPt [[record_number:hospice_record]]  {name}  [[age_over_89:age_v4]]\nVisit address: "
     "[[address:addr_us_line]]\nTime in {time} / out {time2}. Wound L heel 2.1 x 1.4 cm, no tunneling. BP {bp}, SpO2 {sat_pct}.\n"
     "Caregiver {name2} reachable at [[phone:phone_us_v4]]. Next visit {dos}."),
    ("hospice_death_note", "hospice_note", US,
     "HOSPICE NOTE - DEATH VISIT\nPatient {name} (MR [[record_number:hospice_record]]), DOB [[date_of_birth:dob_elder]]\n"
     "Time of death pronounced [[date_of_death:dod_us_v4]] at {time} by {nurse}. Family present. Funeral home notified. "
     "Medications destroyed per policy with witness. Bereavement follow-up for {name2}."),
    ("hospice_admission", "hospice_note", US,
     "Hospice admission {dos}. {name}, [[age_over_89:age_v4]], terminal dx {icd}. Lives with daughter at "
     "[[address:addr_us_block]]. POLST on file. Medicare ID [[member_id:mbi_new]]. Daughter's mobile [[phone:phone_us_typed]]."),
    ("hospice_bereavement_letter", "hospice_note", WORLD,
     "Dear {name2},\n\nAll of us at {hospice} were privileged to care for {name}, who ((died on||passed away on)) "
     "[[date_of_death:dod_v4]]. Our bereavement team will call you at [[phone:phone_any_v4]] in the coming weeks.\n\n"
     "With sympathy,\n{nurse}"),
    ("hospice_local_notice", "hospice_note", INTL,
     "{name}, {w_born} [[date_of_birth:dob_v4]], {p_passed} [[date_of_death:dod_v4]].\n{w_address}: [[address:addr_v4_line]]\n"
     "{record_label_loc}: [[record_number:record_loc]]"),
    # ---- pharmacy prior-auth faxes -------------------------------------------------------------------------------------
    ("pharmacy_pa_fax", "pharmacy_fax", US,
     "FAX  {pages} pages   To: {org} Pharmacy PA   Fax {org_fax}\nRE: PA request {rx_auth}\nPatient {name}   "
     "DOB [[date_of_birth:dob_ocr]]   Member [[member_id:member_us]]\nPatient phone [[phone:phone_ocr]]\nDrug "
     "{dose}  NDC {ndc}  Dx {icd}\nPrescriber {doctor_full}  NPI {npi}  DEA on file"),
    ("pharmacy_pa_fax_ocr", "pharmacy_fax", US,
     "PRlOR AUTH0RIZATl0N REQUEST\nMember Narne: {name_upper}\nMember lD: [[member_id:member_us]]\nD.0.B.: "
     "[[date_of_birth:dob_ocr]]\nAddress:\n[[address:addr_ocr]]\nMedication: {drug}   Qty {qty}   Days supply 30"),
    # ---- dental and vision claims ---------------------------------------------------------------------------------------
    ("ada_dental_form_policyholder", "dental_claim", US,
     "ADA DENTAL CLAIM\n12. Policyholder: {last}, {first}\n   [[address:addr_us_line]]\n13. DOB: [[date_of_birth:dob_adult]]\n"
     "15. Subscriber ID (SSN or ID#): [[member_id:dental_member]]\n20. Patient: same\n24. {dos}  {cdt}  tooth {tooth}  "
     "surf {surface}  fee {amount}\n49. Billing dentist NPI {npi}, TIN {ein}"),
    ("dental_claim_ssn_id", "dental_claim", US,
     "Dental claim for {name}: subscriber identifier [[ssn:ssn_any]] (plan uses SSN), group {group_no}. "
     "Procedures {cdt} and {cdt2} on {dos}. Refund of overpayment to checking account [[bank_account:acct_us_ach]], "
     "routing {aba}."),
    ("vision_claim_form", "vision_claim", US,
     "VISION CLAIM\nMember: {name}   ID [[member_id:vision_member]]   DOB [[date_of_birth:dob_v4]]\n"
     "Exam {vision_code} on {dos}; Rx OD {sphere} x {axis}, OS {sphere2}\nFrames {sku}  Lenses V2020\n"
     "Mail reimbursement to: [[address:addr_us_block]]"),
    ("vision_chat_card", "vision_claim", US,
     "user: can i pay the rest of my glasses with a card over chat\nagent: yes, go ahead\nuser: [[card:card_any]] exp "
     "{card_exp}\nagent: thanks, {money} applied to invoice {invoice_no}"),
    # ---- workers' compensation -------------------------------------------------------------------------------------------
    ("wc_first_report", "workers_comp", US,
     "EMPLOYER'S FIRST REPORT OF INJURY\nEmployee: {name}   SSN: [[ssn:wc_claimant_ssn]]\nHome address: [[address:addr_us_line]]\n"
     "Home phone: [[phone:phone_us_v4]]   DOB: [[date_of_birth:dob_adult]]\nEmployer: {employer}   FEIN {ein}\n"
     "Date of injury {dos} at {time_ampm}; fell from ladder, L wrist. Claim {wc_claim}."),
    ("wc_vehicle_accident", "workers_comp", US,
     "Workers' comp claim {wc_claim}: employee was driving own vehicle on company errand. Vehicle VIN [[vehicle_id:vin]], "
     "plate [[vehicle_id:plate_state]]. Employee SSN [[ssn:ssn_typed]]. Adjuster {staff} ext. {small_count}."),
    ("wc_local_report", "workers_comp", INTL,
     "{p_accident_title}\n{w_name}: {name}\n{w_dob}: [[date_of_birth:dob_v4]]\n{natid_label}: [[national_id:natid_v4]]\n"
     "{w_address}: [[address:addr_v4_line]]\n{p_employer}: {employer}\n{p_accident_date}: {dos_loc}"),
    ("wc_direct_deposit", "workers_comp", ("en_US", "en_GB"),
     "Wage-loss benefits for claim {wc_claim} will be paid every two weeks to {name}, [[bank_account:bank_v4]]. "
     "Contact the claimant at [[email:email_v4]]."),
    # ---- travel-insurance claims ----------------------------------------------------------------------------------------
    ("travel_claim_local", "travel_insurance", INTL,
     "{p_travel_subject}\n\n{w_greeting}\n\n{p_travel_body} [[bank_account:bank_v4]]\n\n{name}\n[[address:addr_v4_block]]\n"
     "{w_phone}: [[phone:phone_any_v4]]\n{w_closing}"),
    ("travel_claim_en_abroad", "travel_insurance", EN,
     "Policy {policy_no}. I was admitted to hospital in {travel_country} on {dos} and paid the deposit with my card "
     "[[card:card_any]]. My passport number is [[national_id:us_passport]]. Reach me on [[phone:phone_abroad]] until I fly home."),
    ("travel_rental_car", "travel_insurance", WORLD,
     "Rental-car excess claim {policy_no}\nDriver: {name}\nPlate: [[vehicle_id:plate_v4]]\nDriver's mobile: "
     "[[phone:phone_any_v4]]\nE-mail: [[email:email_v4]]\nDamage: rear bumper, estimate {money_eur}"),
    ("travel_evac_age", "travel_insurance", WORLD,
     "Assistance case {ref_no}: insured {name}, [[age_over_89:age_any_v4]], fell on the cruise ship and needs medical "
     "escort home. Home address [[address:addr_v4_line]]."),
    # ---- school-nurse forms -----------------------------------------------------------------------------------------------
    ("school_nurse_med_form", "school_form", US,
     "{school} - Medication Authorization\nStudent: {name}  Grade {grade}  DOB [[date_of_birth:dob_child]]\n"
     "Parent/guardian: {name2}  Cell [[phone:phone_us_v4]]  Email [[email:email_v4]]\nMedication: albuterol HFA 90 mcg, 2 puffs "
     "q4h PRN\nPhysician: {doctor}"),
    ("school_nurse_injury_log", "school_form", US,
     "Health office log {dos} {time}: {first}, grade {grade}, bumped head at recess, ice 10 min. Parent called at "
     "[[phone:phone_us_typed]]; no answer, left message. Student ID [[record_number:requisition_record]]."),
    # ---- chat-bot transcripts -------------------------------------------------------------------------------------------------
    ("chatbot_id_card", "chatbot_transcript", US,
     "user: i lost my insurance card\nassistant: I can help. What's your member ID or date of birth?\nuser: [[member_id:member_us]]"
     "\nassistant: Thanks. And your date of birth?\nuser: [[date_of_birth:dob_us_v4]]\nassistant: A new card will be mailed in "
     "7-10 days. Would you like a digital card sent to your e-mail?\nuser: yes [[email:email_v4]]"),
    ("chatbot_grandma_age", "chatbot_transcript", WORLD,
     "User: my grandmother is [[age_over_89:age_is]] and lives alone, can she get home help?\nAssistant: Many plans cover "
     "home health aide visits when a doctor orders them. Would you like me to find agencies near her?\nUser: yes she's at "
     "[[address:addr_v4_line]]"),
    ("chatbot_payment", "chatbot_transcript", WORLD,
     "[user] pay my premium\n[assistant] The amount due is {money}. Enter the card number.\n[user] [[card:card_any]]\n"
     "[assistant] Payment {conf_no} accepted."),
    ("chatbot_death_report", "chatbot_transcript", US,
     "User: I need to report that my father passed away\nAssistant: I'm very sorry for your loss. What was the date of death?\n"
     "User: [[date_of_death:dod_us_v4]]\nAssistant: Thank you. And his member ID?\nUser: [[member_id:mbi_new]]\n"
     "Assistant: Coverage will end on the last day of that month."),
    ("chatbot_share_link", "chatbot_transcript", US,
     "user: how do i share my results with my new doctor\nassistant: Use 'Share record' in the app; it makes a link like this one "
     "for your chart: [[url:telehealth_link]]\nuser: ok sent it to [[email:email_v4]]"),
    ("chatbot_local", "chatbot_transcript", INTL,
     "user: {w_dob}? [[date_of_birth:dob_v4]]\nassistant: OK. {w_phone}?\nuser: [[phone:phone_any_v4]]\nassistant: "
     "{w_reply}"),
    # ---- JSON and YAML payloads -------------------------------------------------------------------------------------------------
    ("json_portal_message", "api_payload", US,
     '{"messageId": "{guid}", "thread": "{job_id}", "from": {"patientId": "[[record_number:mrn_new]]", "email": '
     '"[[email:email_v4]]"}, "subject": "refill", "body": "please call me at [[phone:phone_us_v4]]", "sentAt": "{iso_ts}"}'),
    ("json_member_profile", "api_payload", WORLD,
     '{\n  "member": {\n    "id": "[[member_id:member_v4]]",\n    "birthDate": "[[date_of_birth:dob_iso]]",\n'
     '    "phone": {"type": "mobile", "uri": "tel:[[phone:phone_tel_uri]]"},\n    "address": "[[address:addr_json_lines]]"\n  },\n'
     '  "plan": "{plan_id}",\n  "effective": "{eff_iso}"\n}'),
    ("json_hospice_event", "api_payload", US,
     '{"event": "patient.deceased", "patient": {"mrn": "[[record_number:hospice_record]]", "deathDate": "[[date_of_death:dod_fhir]]", '
     '"age": [[age_over_89:age_bare]]}, "emittedAt": "{iso_ts}", "source": "larchmont-emr"}'),
    ("yaml_telehealth_booking", "api_payload", WORLD,
     "booking:\n  id: {conf_no}\n  patient:\n    name: {name}\n    dob: [[date_of_birth:dob_iso]]\n    email: [[email:email_v4]]\n"
     "    phone: \"[[phone:phone_e164]]\"\n  visit_type: video\n  join_url: [[url:telehealth_link]]\n  starts: {iso_ts}"),
    ("yaml_payment_method", "api_payload", WORLD,
     "payer:\n  holder: {name}\n  method: sepa_debit\n  account: \"[[bank_account:iban_loc]]\"\n  mandate: {ref_no}\n"
     "  billing_address: \"[[address:addr_v4_line]]\""),
    # ---- telehealth app logs --------------------------------------------------------------------------------------------------
    ("telehealth_join_log", "telehealth_log", WORLD,
     "{iso_ts} INFO room={session} participant=patient mrn=[[record_number:mrn_new]] ip=[[ip_address:ip_public]] "
     "ua=\"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5)\" codec=vp8 kbps={kbps}"),
    ("telehealth_auth_log", "telehealth_log", WORLD,
     "{iso_ts} WARN auth: login failed for [[email:email_v4]] from [[ip_address:ip_public]] (attempt ((2||3||4)) of 5); "
     "session {session}"),
    ("telehealth_reconnect_log", "telehealth_log", WORLD,
     "[{iso_ts}] reconnect peer=[[ip_address:ipv6_bracketed]] patient_dob=[[date_of_birth:dob_iso]] rtt_ms={ms} jitter_ms={small_count}"),
    ("telehealth_sms_fallback_log", "telehealth_log", WORLD,
     "{iso_ts} notify channel=sms to=[[phone:phone_e164]] template=visit_link url=[[url:telehealth_link]] status={http_status}"),
    # ---- OCR'd scans ----------------------------------------------------------------------------------------------------------
    ("ocr_intake_scan", "ocr_scan", US,
     "PATlENT lNTAKE F0RM\nName {name}          D0B [[date_of_birth:dob_ocr]]\nSoc. Sec. N0.  [[ssn:ssn_typed]]\n"
     "Addre ss\n[[address:addr_ocr]]\nPh0ne [[phone:phone_ocr]]\nEmp1oyer {employer}"),
    ("ocr_death_certificate", "ocr_scan", US,
     "CERTIFICATE 0F DEATH   State Fi1e No. {small_count}\nDecedent: {name_upper}\nDate of Birth  [[date_of_birth:dob_elder_ocr]]"
     "    Age [[age_over_89:age_bare]]\nDate of Death [[date_of_death:dod_us_v4]]\nResidence  [[address:addr_ocr]]"),
    ("ocr_card_back", "ocr_scan", US,
     "Mem ber lD  [[member_id:member_us]]\nRx BIN {rxbin}  PCN {rxpcn}\nl ssued {dos}\nCardho1der  {name_upper}"),
    ("ocr_vehicle_title", "ocr_scan", US,
     "CERTlFlCATE 0F TlTLE\nVlN  [[vehicle_id:vin]]\nOwner  {name_upper}\n[[address:addr_ocr]]\nPlate  [[vehicle_id:plate_state]]"),
    # ---- letters and forms in other languages -----------------------------------------------------------------------------------
    ("letter_local_insurer", "letter", INTL,
     "{p_sender}: {name}, [[address:addr_v4_line]]\n\n{w_greeting}\n\n{member_label_loc}: [[member_id:member_loc]]\n"
     "{w_dob}: [[date_of_birth:dob_v4]]\n{w_account}: [[bank_account:bank_v4]]\n\n{w_closing}\n{name}"),
    ("letter_local_death", "letter", INTL,
     "{w_greeting}\n\n{name} ({natid_label} [[national_id:natid_v4]]) {p_passed} [[date_of_death:dod_v4]]. "
     "{w_insured}: {member_label_loc} [[member_id:member_loc]].\n\n{w_closing}\n{name2}\n[[email:email_v4]]"),
    ("letter_local_age", "letter", INTL,
     "{w_patient}: {name}, [[age_over_89:age_any_v4]]\n{w_address}:\n[[address:addr_v4_block]]\n{w_phone}: [[phone:phone_cc_brackets]]"),
    ("pharmacy_pickup_local", "portal_message", INTL,
     "{pharmacy}: {w_appointment} {dos_loc}, {time}.\n{w_patient}: {name} ({w_born} [[date_of_birth:dob_v4]])\n"
     "{w_mobile}: [[phone:phone_cc_brackets]]\n{member_label_loc}: [[member_id:member_loc]]"),
    ("email_local_header", "email", INTL,
     "{p_sender}: [[email:email_angle]]\n{w_date}: {dos_loc}\n\n{w_greeting}\n{w_new_address}: [[address:addr_v4_line]].\n"
     "{w_mobile}: [[phone:phone_any_v4]]\n{w_closing}"),
    # ---- miscellany in English ------------------------------------------------------------------------------------------------
    ("email_forward_ssn", "email", US,
     "---------- Forwarded message ---------\nFrom: [[email:email_angle]]\nDate: {weekday}, {dos}\nSubject: W-9 for the "
     "home care agency\n\nHere's my SSN for the tax form: [[ssn:ssn_any]]. I'd rather you call me at [[phone:phone_us_v4]] next time."),
    ("appeal_uk_sortcode", "appeal_letter", ("en_GB",),
     "Dear Complaints Team,\n\nRe: reimbursement for physiotherapy, policy {policy_no}\n\nYou promised to refund the "
     "{money_eur} excess. Please use [[bank_account:acct_uk_pair]]. My NHS number is [[national_id:nhs_uk]] and my address is "
     "[[address:addr_v4_line]].\n\nYours sincerely,\n{name}"),
    ("triage_ca_health_card", "triage_note", ("en_CA",),
     "Walk-in triage {time}: {name}, [[age_over_89:age_v4]], health card [[member_id:ca_health_card]]. SIN on file "
     "[[national_id:sin_ca]]. Family: [[phone:phone_any_v4]]."),
    ("au_home_care_note", "home_health", ("en_AU", "en_NZ"),
     "Home care visit {dos}: {name}, [[age_over_89:age_v4]], at [[address:addr_v4_line]]. Medication {dose} checked. "
     "NOK mobile [[phone:phone_any_v4]]."),
    ("in_claim_form", "claim_form", ("en_IN",),
     "TPA claim {claim_no}\nInsured: {name}\nPAN: [[national_id:in_pan]]\nMobile: [[phone:phone_any_v4]]\n"
     "Address: [[address:addr_v4_line]]\nBank: [[bank_account:bank_v4]]"),
    ("portal_url_fundraiser", "portal_message", WORLD,
     "Hi, not medical, but could the social worker share our fundraiser for Mum's care? [[url:url_social_v4]] "
     "Thank you all so much. - {name}"),
    ("pip_auto_claim", "claim_form", US,
     "PIP APPLICATION\nInjured person: {name}   DOB [[date_of_birth:dob_adult]]\nVehicle: {year} sedan, VIN [[vehicle_id:vin]]\n"
     "License plate: [[vehicle_id:plate_us]]\nAddress: [[address:addr_us_line]]\nTreating provider NPI {npi}"),
    ("hospice_parking_permit", "hospice_note", US,
     "Family parking permit for the inpatient unit, room {room}: visitor {name2}, plate [[vehicle_id:plate_state]]. "
     "Patient {name}, [[age_over_89:age_v4]]. Valid through {dos}."),
    ("portal_url_own_chart", "portal_message", US,
     "Your care team posted a new message. Open it here: [[url:url_my_portal]]\nIf the link doesn't work, sign in at "
     "{org_web}."),
    ("eob_email_notice", "eob", US,
     "To: [[email:email_v4]]\nYour EOB for claim {claim_no} ({dos}) is ready. Member ID ending {four_digits}. View: "
     "[[url:url_my_portal]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("eob_summary_dense_clean", "eob", US,
     "EXPLANATION OF BENEFITS (summary)  Page 2 of {pages}\nClaim {claim_no}  DOS {dos}\nLine 1 {cpt} billed {amount} "
     "allowed {amount2} paid {amount3} CARC 45\nLine 2 {cpt2} billed {amount4} allowed {amount5} paid 0.00 CARC 197\n"
     "Deductible met {pct} of $2,500; OOP {money} of $7,350.\nTHIS IS NOT A BILL. Appeals: {org_appeals_addr}"),
    ("lab_req_catalog_clean", "lab_requisition", US,
     "Test catalog update {year}: LOINC {loinc} ({loinc_name}) TAT {hours} h, CPT {cpt}; LOINC 4548-4 HbA1c "
     "ref 4.0-5.6%; 2093-3 cholesterol ref <200 mg/dL; tube: 3.5 mL SST, spin within {minutes} min. Fax orders {org_fax}."),
    ("pa_fax_cover_clean", "pharmacy_fax", US,
     "FAX COVER  Pages: {pages}\nTo: {pharmacy}  From: {org} Pharmacy PA Dept, fax {org_fax}\nRe: PA {rx_auth} - APPROVED "
     "{dos} to {dos2}\n{drug} {mg} mg, qty {qty}/30 days, NDC {ndc}, lot {lot}\nCall {org_phone} with questions."),
    ("dental_fee_schedule_clean", "dental_claim", US,
     "Dental fee schedule {year}, network {group_no}:\n{cdt}  {amount}\n{cdt2}  {amount2}\n{cdt3}  {amount3}\n"
     "Frequency: D1110 2 per 12 months; D0274 1 per 12 months. Coinsurance {pct} after $50 deductible."),
    ("vision_benefit_clean", "vision_claim", US,
     "Vision benefit {plan_id}: exam {vision_code} covered 1 per 12 months, $10 copay; frames allowance $150; "
     "contacts allowance $130; lens options {range} dollars. SKU {sku} discontinued {dos}."),
    ("wc_fee_rules_clean", "workers_comp", US,
     "Workers' comp fee schedule {version}: office visit {cpt} max {money}; physical therapy {duration} per unit; "
     "IME reports due within 30 days. Carrier FEIN {ein}, NAIC {small_count}. Claims office fax {org_fax}."),
    ("travel_policy_wording_clean", "travel_insurance", WORLD,
     "Policy wording {version}, section 4.{grade}: medical expenses up to {money_eur}; excess {money_eur2}; claims "
     "within 30 days of return; assistance {tollfree_loc}. Reference {ref_no}."),
    ("school_immunization_stats_clean", "school_form", US,
     "{school} immunization report {year}: enrolled {sample_n}; MMR 2 doses {pct_dec}; Tdap {pct_dec2}; "
     "exemptions {pct_dec3}. Health office room {room}, hours 7:45-3:15."),
    ("chatbot_benefits_clean", "chatbot_transcript", US,
     "user: how much is urgent care\nassistant: For plan {plan_id}, urgent care is {copay} per visit; ER is $350 after "
     "the deductible. Your claim {claim_no} from {dos} paid {money}.\nuser: and physical therapy?\nassistant: {visits} "
     "visits per year, {copay2} each. Reference {ref_no}."),
    ("chatbot_pharmacy_clean", "chatbot_transcript", WORLD,
     "user: is {drug} covered\nassistant: Yes, tier 3, {copay} for 30 days or {copay2} for 90 days by mail. Quantity "
     "limit {qty} per 30 days; NDC {ndc}. Prior authorization needed: form {rx_auth}."),
    ("json_claim_batch_clean", "api_payload", US,
     '{"batchId": "{job_id}", "received": "{iso_ts}", "claims": [{"claimNumber": "{claim_no}", "cpt": "{cpt}", '
     '"billed": {amount}, "status": "PAID"}, {"claimNumber": "{claim_no2}", "cpt": "{cpt2}", "billed": {amount2}, '
     '"status": "PENDED"}], "trace": "{trace}"}'),
    ("yaml_service_clean", "api_payload", WORLD,
     "service: eligibility-api\nversion: {version}\nbuild: {build_no}\nregion: {region_dc}\nreplicas: {fps}\n"
     "timeouts:\n  connect_ms: {ms}\n  read_ms: {ms2}\nowner: {org_provider_email}"),
    ("telehealth_metrics_log_clean", "telehealth_log", WORLD,
     "{iso_ts} INFO session={session} kbps={kbps} fps={fps} rtt_ms={ms} packet_loss={pct_dec} app={version} {build_no}"),
    ("telehealth_deploy_log_clean", "telehealth_log", WORLD,
     "{iso_ts} deploy telehealth-web {version} -> {region_dc} trace={trace} status={http_status} took {duration}"),
    ("ocr_brochure_clean", "ocr_scan", US,
     "{org_upper}\nSUMMARY 0F BENEFlTS {year}\nP1an {plan_id}   Gr0up {group_no}\nDeductib1e $1,500 / $3,000\n"
     "0ut-of-pocket max $7,350\nMember services {org_phone}   TTY 711"),
    ("ocr_invoice_clean", "ocr_scan", US,
     "lNV0lCE {invoice_no}\nDate {dos}   Terms net 30\nQty {qty}  {sku}  wound dressings 4x4  {amount}\nQty 2  "
     "{sku2}  gait belt  {amount2}\nTotal {money}   Remit to {org_street_addr}"),
    ("hospice_stats_clean", "hospice_note", US,
     "{hospice} quarterly report: average daily census {small_count}; median length of stay {visits} days; "
     "{pct} of patients aged 90 or older; {pct2} died at home. Live discharges {hours}. Report {ref_no}."),
    ("home_health_schedule_clean", "home_health", US,
     "Visit frequency order: SN 2w4, 1w4; PT 3w2; HHA 2w8 (HCPCS G0156). OASIS SOC due within 5 days; recert every 60 days "
     "({dos} to {dos2}). Agency NPI {npi}, CCN {small_count}."),
    ("triage_protocol_clean", "triage_note", US,
     "Triage protocol {version}: BP over 180/120 with symptoms = ED now; HR {range} and stable = office within 24 h; "
     "temp over 104 F in adults = ED. Average handle time {duration}; {pct} resolved by RN."),
    ("appeal_policy_clean", "appeal_letter", US,
     "Dear Provider,\n\nYour appeal {ref_no} for claim {claim_no} (DOS {dos}, CPT {cpt}, billed {money}) was received on "
     "{dos2}. A decision will follow within 30 days. Send records to {org_appeals_addr} or {org_appeals_email}.\n\n{org}"),
    ("portal_release_notes_clean", "portal_message", WORLD,
     "Portal update {version} ({build_no}): message attachments up to 25 MB; {pct} faster load; fixed error {errcode}. "
     "Known issue {ticket}. Help: {org_web}"),
    ("letter_local_invoice_clean", "letter", INTL,
     "{hospital_loc}\n{org_tax_label}: {org_tax}\n{w_invoice} {invoice_no}\n{w_date}: {dos_loc}\nICD-10 {icd}; {dense_lab}\n"
     "{w_amount}: {money_eur}\n{w_closing}"),
    ("letter_local_reminder_clean", "letter", INTL,
     "{w_appointment}: {dos_loc}, {time}. {w_room} {room}. {w_cancel} {tollfree_loc}. Ref. {ref_no}"),
    ("pharmacy_recall_dense_clean", "pharmacy_fax", US,
     "RECALL {ref_no}: {drug} {mg} mg tablets, NDC {ndc}, lots {lot}, {lot2}, {lot3}; expiry {exp_date}. Quarantine stock; "
     "credit {amount} per bottle. {pages} pages follow."),
    ("wc_stats_clean", "workers_comp", US,
     "Injury statistics {year}: {sample_n} claims; median lost days {visits}; {pct_dec} lifting injuries; average paid "
     "{money}. Top codes {icd}, {icd2}. Office {dept}."),
    ("eob_glossary_clean", "eob", US,
     "How to read your EOB: 'Allowed' is the network rate (e.g. {money} for {cpt}); 'Coinsurance' is your {pct} share; "
     "remark code N130 means benefit maximum reached. Claims older than 365 days: see {org_web}."),
    ("lab_values_dense_clean", "lab_requisition", WORLD,
     "Reference intervals, method {version}: {dense_lab}; {dense_lab2}; {dense_lab3}. Critical values called within "
     "{minutes} min. Lab {dept}, CLIA on file."),
    ("shipping_supplies_clean", "home_health", US,
     "Order {order_no} shipped {dos}: {qty} x {sku}, lot {lot}, carton 1 of {pages}. Tracking {tracking_no}. "
     "Questions: {hospice_phone}."),
    ("travel_stats_clean", "travel_insurance", WORLD,
     "Claims paid {year}: {sample_n} medical claims abroad, average {money_eur}; {pct_dec} in {travel_country}; "
     "evacuations {small_count}; median settlement {visits} days."),
    ("chatbot_hours_clean", "chatbot_transcript", US,
     "user: when is the hospice office open\nassistant: {hospice} is open 8:00-17:00 Mon-Fri; on-call nurses 24/7 at "
     "{hospice_phone}. Referrals by fax {hospice_fax} or {hospice_email}."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind4", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
