"""A fifth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind5.py [--seed 7171] [--out PATH]   # JSON lines to PATH, or to stdout

The four earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, seed 4141;
make_phi_blind3.py, seed 5151; make_phi_blind4.py, seed 6161) are read for tuning, so they no longer measure
the check from outside. This set replaces them as the held-out one: its author read only the README's list
of the kinds `phi` claims and the earlier generators (for their mechanics, imported here, and to avoid their
templates), never the detectors, their tests or the sets they were tuned on, and never ran the check on
these texts.

1,050 texts from 112 templates: 750 carry identifiers (75 templates, every kind of KINDS in at least 30
texts), 300 carry none (37 templates); about 30% of the texts are set in other locales. No template id or body
is shared with the earlier sets. The genres are the ones the earlier sets have few of:
what an insurer or a clinic really sends (EOB lines, X12 835 remittance advice, 270/271 and 276/277
eligibility and claim-status exchanges, 834 enrolment, prior-authorisation approvals, formulary notices,
network directories, claim-status pages, pharmacy benefit cards' BIN/PCN/group, appointment reminders,
lab reports with reference ranges, billing statements, dental and vision plan summaries, travel-insurance
policy wordings); identifiers as people type them (mobile chat, e-mail replies with quoted text,
voice-to-text that mixes digits and number words); forms filled by hand and OCR'd (comb fields read as
spaced digits); exports (CSV, JSON, XML, HL7 v2, X12); and letters in twelve other languages (de, fr, es,
it, nl, pt, pl, sv, da, nb, fi, cs) with their local dates, phones, postcodes and national IDs.

The values: the earlier sets' generators (Faker per locale, libphonenumber's example numbers redrawn until
valid and personal, national IDs with their check digits, postal layouts), plus this set's own printings:
dates of birth as "1950-Mar-03", "3Mar1950", "March the 3rd, 1950", "03 Mar '50", "MAR. 3, 1950",
"1950-3-3"; comb-field OCR ("0 3 / 0 4 / 1 9 5 1", "1 2 3 - 4 5 - 6 7 8 9"); voice-to-text that mixes
digits and words ("555 201 forty four thirty three", "three slash four slash fifty one"); dictated
addresses with no commas ("apartment 5"); X12 and HL7 fields; member IDs with a dependant suffix
("ZTS481203377-02"); links into this set's own portal that carry a member's or patient's ID.

MAC addresses are not labelled and appear in no text; no identifier-free text holds a private or loopback
IP address. An identifier-free text quotes only this set's own organisations' contacts
(ORGANISATION_CONTACTS: a fictional plan, its clinic and two network offices whose directory it
publishes), toll-free lines, and the organisation's own printed identifiers (its payer ID, RxBIN, PCN,
Rx group, plan IDs, providers' NPIs, its EIN), and is dense with numbers about no person (claim,
authorisation, reference, invoice and tracking numbers under their labels, CPT, CDT, ICD-10, NDC and LOINC
codes, lab reference ranges, money, percentages, dates of service, versions, ages under 90).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact
characters), text. The set depends on the seed and on the installed Faker's data (written with Faker
40.63.0, phonenumbers 9.0.x), not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import sys
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind3 as blind3
    import make_phi_blind4 as blind4
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind3 as blind3
    from scripts import make_phi_blind4 as blind4

Draw = blind.Draw  # the mechanics (Draw, render, make_fakers) come from the first set
locale_of, lang_of, region_of, fold_ascii = blind2.locale_of, blind2.lang_of, blind2.region_of, blind2.fold_ascii

SEED = 7171
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 300
KINDS = blind.KINDS

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind5):
# the plan, its clinic, and the two network offices its directory lists.
ORG_NAME = "Tamarack Shore Health Alliance"
CLINIC_NAME = "Fernhollow Family Clinic"
EYE_NAME = "Saginaw Bay Eye Care"
DENTAL_NAME = "Grand River Dental Group"
ORG_DOMAIN = "tamarackshore.org"
CLINIC_DOMAIN = "fernhollowclinic.org"
ORGANISATION_CONTACTS = [
    "(906) 555-0171",
    "(906) 555-0172",
    "Attn: Appeals Review, PO Box 61308, Lansing, MI 48909",
    "2750 Lakeshore Boulevard, Suite 300, Marquette, MI 49855",
    "appeals@tamarackshore.org",
    "memberhelp@tamarackshore.org",
    "(231) 555-0143",
    "(231) 555-0144",
    "118 Birch Hollow Road, Traverse City, MI 49684",
    "reminders@fernhollowclinic.org",
    "https://www.tamarackshore.org/members",
    "(989) 555-0126",
    "4410 Bay Road, Saginaw, MI 48603",
    "(616) 555-0158",
    "900 Monroe Avenue NW, Grand Rapids, MI 49503",
    "(906) 555-0179",
    "+1 906 555 0171",
    "pharmacy@tamarackshore.org",
]
# The plan's own printed identifiers (on its cards, EOBs and remittances): about no person.
ORG_PAYER_ID = "38291"
ORG_RXBIN = "019876"
ORG_RXPCN = "TSHARX"
ORG_RXGRP = "TSH2026"
ORG_EIN = "38-4471920"
ORG_HIOS = ("67219MI0040012", "67219MI0040031", "67219MI0050007")

EN_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_NZ", "en_IE", "en_IN")
OTHER_LOCALES = ("de_DE", "de_AT", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_PT", "pt_BR", "pl_PL", "sv_SE", "da_DK",
                 "no_NO", "fi_FI", "cs_CZ")
FAKER_LOCALES = blind2.FAKER_LOCALES  # the second set's locales; every one used here is among them
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR


def _npi_of(body: str) -> str:
    """A valid NPI from its first nine digits (Luhn over the 80840 prefix)."""
    return body + blind2.luhn_digit("80840" + body)


ORG_NPIS = (_npi_of("158274036"), _npi_of("136205819"), _npi_of("127730458"), _npi_of("194418263"))


# ---- this set's phrases in the languages of its locales ------------------------------------------------------
PHRASES: dict[str, dict[str, str]] = {
    "en": {"pa_title": "Prior authorisation approved", "pa_body": "the treatment below has been approved for",
           "reminder": "Reminder of your appointment", "statement": "Patient statement", "direct_debit": "Direct debit",
           "death_report": "Notification of death", "parking": "Disabled parking permit application",
           "voicemail": "Voicemail transcript", "care_home": "Care home admission", "registered": "Portal account created",
           "dental": "Dental treatment estimate", "claim_abroad": "Claim for treatment abroad"},
    "de": {"pa_title": "Kostenübernahme genehmigt", "pa_body": "die folgende Behandlung wurde genehmigt für",
           "reminder": "Terminerinnerung", "statement": "Patientenrechnung", "direct_debit": "SEPA-Lastschriftmandat",
           "death_report": "Mitteilung über einen Todesfall", "parking": "Antrag auf Parkausweis für Schwerbehinderte",
           "voicemail": "Sprachnachricht (automatisch transkribiert)", "care_home": "Aufnahme ins Pflegeheim",
           "registered": "Ihr Zugang zum Versichertenportal", "dental": "Heil- und Kostenplan (Zahnersatz)",
           "claim_abroad": "Erstattungsantrag Auslandsbehandlung"},
    "fr": {"pa_title": "Accord préalable accepté", "pa_body": "le traitement ci-dessous est pris en charge pour",
           "reminder": "Rappel de rendez-vous", "statement": "Relevé de frais", "direct_debit": "Mandat de prélèvement SEPA",
           "death_report": "Déclaration de décès", "parking": "Demande de carte mobilité inclusion (stationnement)",
           "voicemail": "Message vocal (transcription automatique)", "care_home": "Admission en EHPAD",
           "registered": "Création de votre espace adhérent", "dental": "Devis dentaire",
           "claim_abroad": "Demande de remboursement de soins à l'étranger"},
    "es": {"pa_title": "Autorización previa aprobada", "pa_body": "se ha autorizado el siguiente tratamiento para",
           "reminder": "Recordatorio de cita", "statement": "Extracto de gastos", "direct_debit": "Orden de domiciliación SEPA",
           "death_report": "Comunicación de fallecimiento", "parking": "Solicitud de tarjeta de estacionamiento (movilidad reducida)",
           "voicemail": "Mensaje de voz (transcripción automática)", "care_home": "Ingreso en residencia",
           "registered": "Alta en el área de clientes", "dental": "Presupuesto dental",
           "claim_abroad": "Solicitud de reembolso de asistencia en el extranjero"},
    "it": {"pa_title": "Autorizzazione preventiva concessa", "pa_body": "il seguente trattamento è stato autorizzato per",
           "reminder": "Promemoria appuntamento", "statement": "Estratto spese", "direct_debit": "Mandato di addebito SEPA",
           "death_report": "Comunicazione di decesso", "parking": "Domanda di contrassegno invalidi",
           "voicemail": "Messaggio vocale (trascrizione automatica)", "care_home": "Ingresso in RSA",
           "registered": "Registrazione all'area riservata", "dental": "Preventivo odontoiatrico",
           "claim_abroad": "Richiesta di rimborso per cure all'estero"},
    "nl": {"pa_title": "Machtiging goedgekeurd", "pa_body": "de onderstaande behandeling is goedgekeurd voor",
           "reminder": "Herinnering aan uw afspraak", "statement": "Nota", "direct_debit": "Machtiging SEPA-incasso",
           "death_report": "Melding van overlijden", "parking": "Aanvraag gehandicaptenparkeerkaart",
           "voicemail": "Voicemail (automatisch uitgeschreven)", "care_home": "Opname verpleeghuis",
           "registered": "Uw account op Mijn Zorgverzekeraar", "dental": "Begroting tandheelkundige behandeling",
           "claim_abroad": "Declaratie zorg in het buitenland"},
    "pt": {"pa_title": "Autorização prévia aprovada", "pa_body": "o tratamento abaixo foi autorizado para",
           "reminder": "Lembrete de consulta", "statement": "Extrato de despesas", "direct_debit": "Autorização de débito direto",
           "death_report": "Comunicação de óbito", "parking": "Pedido de cartão de estacionamento para deficientes",
           "voicemail": "Mensagem de voz (transcrição automática)", "care_home": "Admissão em lar de idosos",
           "registered": "Registo na área de cliente", "dental": "Orçamento dentário",
           "claim_abroad": "Pedido de reembolso de cuidados no estrangeiro"},
    "pl": {"pa_title": "Zgoda na leczenie wydana", "pa_body": "następujące leczenie zostało zatwierdzone dla",
           "reminder": "Przypomnienie o wizycie", "statement": "Zestawienie kosztów", "direct_debit": "Zgoda na polecenie zapłaty",
           "death_report": "Zgłoszenie zgonu", "parking": "Wniosek o kartę parkingową",
           "voicemail": "Wiadomość głosowa (transkrypcja automatyczna)", "care_home": "Przyjęcie do domu opieki",
           "registered": "Konto w portalu pacjenta utworzone", "dental": "Kosztorys leczenia stomatologicznego",
           "claim_abroad": "Wniosek o zwrot kosztów leczenia za granicą"},
    "sv": {"pa_title": "Förhandsbesked beviljat", "pa_body": "följande behandling har beviljats för",
           "reminder": "Påminnelse om din tid", "statement": "Kostnadsspecifikation", "direct_debit": "Medgivande till autogiro",
           "death_report": "Anmälan om dödsfall", "parking": "Ansökan om parkeringstillstånd för rörelsehindrade",
           "voicemail": "Röstmeddelande (automatiskt transkriberat)", "care_home": "Inflyttning på särskilt boende",
           "registered": "Ditt konto på Mina sidor", "dental": "Kostnadsförslag tandvård",
           "claim_abroad": "Ansökan om ersättning för vård utomlands"},
    "da": {"pa_title": "Forhåndsgodkendelse givet", "pa_body": "følgende behandling er godkendt for",
           "reminder": "Påmindelse om din aftale", "statement": "Opgørelse", "direct_debit": "Tilmelding til Betalingsservice",
           "death_report": "Anmeldelse af dødsfald", "parking": "Ansøgning om parkeringskort for handicappede",
           "voicemail": "Telefonsvarerbesked (automatisk transskriberet)", "care_home": "Indflytning på plejehjem",
           "registered": "Din konto på selvbetjeningen", "dental": "Overslag over tandbehandling",
           "claim_abroad": "Ansøgning om refusion af behandling i udlandet"},
    "no": {"pa_title": "Forhåndsgodkjenning innvilget", "pa_body": "følgende behandling er godkjent for",
           "reminder": "Påminnelse om time", "statement": "Kostnadsoversikt", "direct_debit": "Avtalegiro-fullmakt",
           "death_report": "Melding om dødsfall", "parking": "Søknad om parkeringstillatelse for forflytningshemmede",
           "voicemail": "Talemelding (automatisk transkribert)", "care_home": "Innflytting på sykehjem",
           "registered": "Din bruker på Min side", "dental": "Kostnadsoverslag tannbehandling",
           "claim_abroad": "Søknad om refusjon av behandling i utlandet"},
    "fi": {"pa_title": "Maksusitoumus myönnetty", "pa_body": "seuraava hoito on hyväksytty henkilölle",
           "reminder": "Muistutus vastaanottoajasta", "statement": "Kustannuserittely", "direct_debit": "Suoramaksuvaltuutus",
           "death_report": "Ilmoitus kuolemantapauksesta", "parking": "Pysäköintilupahakemus (liikkumisesteinen)",
           "voicemail": "Ääniviesti (automaattinen litterointi)", "care_home": "Muutto hoivakotiin",
           "registered": "Tunnuksesi asiointipalveluun", "dental": "Hammashoidon kustannusarvio",
           "claim_abroad": "Korvaushakemus ulkomailla saadusta hoidosta"},
    "cs": {"pa_title": "Souhlas revizního lékaře udělen", "pa_body": "následující léčba byla schválena pro",
           "reminder": "Připomínka termínu", "statement": "Vyúčtování", "direct_debit": "Souhlas s inkasem",
           "death_report": "Oznámení o úmrtí", "parking": "Žádost o parkovací průkaz pro osoby se zdravotním postižením",
           "voicemail": "Hlasová zpráva (automatický přepis)", "care_home": "Přijetí do domova pro seniory",
           "registered": "Registrace do klientského portálu", "dental": "Cenová nabídka stomatologického ošetření",
           "claim_abroad": "Žádost o proplacení léčby v zahraničí"},
}


def _phrase(key: str) -> Callable[[Draw], str]:
    def make(draw: Draw) -> str:
        return PHRASES[lang_of(draw)][key]
    return make


# ---- dates of birth and death: this set's printings ------------------------------------------------------------
def date_v5(day: dt.date, style: str) -> str:
    """Printings of a date the earlier sets do not use."""
    m, d, y = day.month, day.day, day.year
    return {
        "Y-Mon-dd": f"{y}-{ABBR[m - 1]}-{d:02d}", "dMonY": f"{d}{ABBR[m - 1]}{y}",
        "Month the dth, Y": f"{MONTHS[m - 1]} the {blind2._ordinal(d)}, {y}",  # noqa: SLF001
        "dd Mon 'yy": f"{d:02d} {ABBR[m - 1]} '{y % 100:02d}", "MON. d, Y": f"{ABBR[m - 1].upper()}. {d}, {y}",
        "Y-m-d": f"{y}-{m}-{d}", "mm-dd-yy": f"{m:02d}-{d:02d}-{y % 100:02d}", "d/m/Y": f"{d}/{m}/{y}",
        "dd-mm-Y": f"{d:02d}-{m:02d}-{y}", "Mon dd Y": f"{ABBR[m - 1]} {d:02d} {y}", "compact": f"{y}{m:02d}{d:02d}",
        "mm/dd/Y": f"{m:02d}/{d:02d}/{y}", "iso": f"{y}-{m:02d}-{d:02d}",
    }[style]


US_V5 = ["Y-Mon-dd", "dMonY", "Month the dth, Y", "MON. d, Y", "Y-m-d", "mm-dd-yy", "Mon dd Y", "mm/dd/Y"]
DAY_FIRST_V5 = ["Y-Mon-dd", "dMonY", "dd Mon 'yy", "d/m/Y", "dd-mm-Y", "Y-m-d"]


def _birth(draw: Draw) -> dt.date:
    return draw.date_between(1927, 2024)


def dob_v5(draw: Draw) -> str:
    """A date of birth as the text's locale prints it, in this set's printings where English."""
    if lang_of(draw) != "en":
        return blind2.local_date(draw, _birth(draw))
    return date_v5(_birth(draw), draw.pick(US_V5 if locale_of(draw) == "en_US" else DAY_FIRST_V5))


def dob_us_v5(draw: Draw) -> str:
    return date_v5(_birth(draw), draw.pick(US_V5))


def dob_x12(draw: Draw) -> str:
    """An X12 DMG*D8 date (CCYYMMDD)."""
    return date_v5(_birth(draw), "compact")


def dob_export(draw: Draw) -> str:
    """A date of birth in an export's column: ISO, US numeric or compact."""
    return date_v5(_birth(draw), draw.pick(["iso", "mm/dd/Y", "compact", "iso"]))


def dob_member(draw: Draw) -> str:
    """A dependant's or subscriber's birth (1940-2022) in the US printings."""
    return date_v5(draw.date_between(1940, 2022), draw.pick(US_V5))


def dob_elder_v5(draw: Draw) -> str:
    """A very old person's birth (1922-1935)."""
    day = draw.date_between(1922, 1935)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, day)
    return date_v5(day, draw.pick(US_V5))


def _comb(text: str) -> str:
    """A value hand-written into a form's boxes and read back by OCR: one space between characters."""
    return " ".join(ch for ch in text if ch != " ")


def dob_comb(draw: Draw) -> str:
    day = _birth(draw)
    return draw.pick([_comb(f"{day.month:02d}/{day.day:02d}/{day.year}"), _comb(f"{day.month:02d}{day.day:02d}{day.year}")])


_SPOKEN_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                   "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_SPOKEN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _two_digit_words(number: int) -> str:
    if number < 10:
        return f"oh {_SPOKEN_NUMBERS[number]}"
    if number < 20:
        return _SPOKEN_NUMBERS[number]
    tens, ones = divmod(number, 10)
    return _SPOKEN_TENS[tens] + (f" {_SPOKEN_NUMBERS[ones]}" if ones else "")


def dob_dictated(draw: Draw) -> str:
    """A date of birth as voice-to-text writes a caller's 'three slash four slash fifty one'."""
    day = _birth(draw)
    month, date = _SPOKEN_NUMBERS[day.month], day.day
    date_words = _SPOKEN_NUMBERS[date] if date < 20 else _two_digit_words(date)
    year = _two_digit_words(day.year % 100)
    return draw.pick([f"{month} slash {date_words} slash {year}", f"{day.month} slash {date} slash {day.year % 100:02d}",
                      f"{MONTHS[day.month - 1].lower()} {date} {'nineteen' if day.year < 2000 else 'twenty'} {year}"])


def dod_v5(draw: Draw) -> str:
    day = draw.date_between(2018, 2026)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, day)
    return date_v5(day, draw.pick(US_V5 if locale_of(draw) == "en_US" else DAY_FIRST_V5))


def dod_export(draw: Draw) -> str:
    return date_v5(draw.date_between(2018, 2026), draw.pick(["iso", "mm/dd/Y", "compact"]))


# ---- phone numbers ----------------------------------------------------------------------------------------------
def phone_us_v5(draw: Draw) -> str:
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001 - a valid personal US number, shared
    return draw.pick([f"({a}){e}.{line}", f"{a}{e}-{line}", f"+1({a}){e}{line}", f"1 ({a}) {e}-{line}", f"{a}-{e}{line}",
                      f"({a}) {e}-{line}", f"{a}.{e}.{line}", f"{a}-{e}-{line}"])


def phone_comb(draw: Draw) -> str:
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    return draw.pick([_comb(f"({a}) {e}-{line}"), _comb(f"{a}{e}{line}"), _comb(f"{a}-{e}-{line}")])


def phone_mixed_voice(draw: Draw) -> str:
    """Voice-to-text mixing digits and number words: '555 201 forty four thirty three'."""
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    tail = f"{_two_digit_words(int(line[:2]))} {_two_digit_words(int(line[2:]))}"
    return draw.pick([f"{a} {e} {tail}", f"{a} {e} {line[:2]} {line[2:]}", f"{a}, {e}, {line}"])


def phone_chat(draw: Draw) -> str:
    """A number thumbed into a chat: run together, or with the area code alone."""
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    return draw.pick([f"{a}{e}{line}", f"{a} {e}{line}", f"{a}-{e}-{line}", f"({a}){e}{line}"])


def phone_any_v5(draw: Draw) -> str:
    if locale_of(draw) == "en_US":
        return draw.pick([phone_us_v5, blind3.phone_us_typed])(draw)
    return draw.pick([blind2.phone_loc, blind3.phone_local_typed, blind2.phone_intl_loc])(draw)


def phone_x12(draw: Draw) -> str:
    """The digits of an X12 PER*..*TE element."""
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001
    return f"{a}{e}{line}"


# ---- e-mails ---------------------------------------------------------------------------------------------------
ISP_DOMAINS = {**blind4.ISP_DOMAINS, "da": ["jubii.dk", "mail.dk", "stofanet.dk"], "no": ["online.no", "getmail.no", "live.no"],
               "fi": ["kolumbus.fi", "luukku.com", "elisanet.fi"], "cs": ["seznam.cz", "email.cz", "centrum.cz"]}


def email_v5(draw: Draw) -> str:
    """A personal address at a mail provider of the text's country."""
    user = blind4._user(draw)  # noqa: SLF001 - the fourth set's user-name shapes, shared
    domain = draw.pick(ISP_DOMAINS[lang_of(draw)])
    return draw.pick([f"{user}@{domain}", f"{user}@{domain}", f"{user}+{draw.pick(['care', 'bills', 'rx'])}@{domain}"])


def email_reply_to(draw: Draw) -> tuple[str, str, str]:
    """A quoted reply's attribution line's address, in angle brackets."""
    return ("<", email_v5(draw), ">")


# ---- addresses -------------------------------------------------------------------------------------------------
def addr_dictated(draw: Draw) -> str:
    """An address as voice-to-text writes it: no commas, the unit word spelled out."""
    street, city = blind2.addr_us_lines(draw)
    for short, word in ((" Apt ", " apartment "), (" Apt. ", " apartment "), (" Unit ", " unit "), (" Ste ", " suite "),
                        (" #", " number ")):
        street = street.replace(short, word)
    return f"{street} {city}".replace(",", "")


def addr_x12(draw: Draw) -> tuple[str, str, str]:
    """X12 N3 and N4 segments: street, then city*state*zip (the span runs from the street to the ZIP)."""
    street, city_line = blind2.addr_usps_lines(draw)
    city, state, zipcode = city_line.rsplit(" ", 2)
    zipcode = zipcode.replace("-", "")
    return ("N3*", f"{street}~\nN4*{city}*{state}*{zipcode}", "")


def addr_xml(draw: Draw) -> str:
    """A street line of an XML address element (its city and postcode follow in sibling elements)."""
    return blind2.addr_us_lines(draw)[0]


def addr_us_one(draw: Draw) -> str:
    return ", ".join(blind2.addr_us_lines(draw))


def addr_v5_line(draw: Draw) -> str:
    return blind2.addr_loc_line(draw)


def addr_v5_block(draw: Draw) -> str:
    return blind2.addr_loc_block(draw)


def addr_comb(draw: Draw) -> str:
    """A hand-written address read by OCR: upper case, the ZIP's boxes spaced."""
    street, city_line = blind2.addr_us_lines(draw)
    head, _, zipcode = city_line.rpartition(" ")
    return f"{street.upper()}\n{head.upper()} {_comb(zipcode)}"


# ---- identifiers of records, plans, people ------------------------------------------------------------------------
def member_dependant(draw: Draw) -> str:
    """A member ID with the dependant's two-digit suffix, as ID cards print it."""
    return draw.pick([f"ZTS{draw.digits(9)}-0{draw.rng.randint(1, 4)}", f"TSA{draw.digits(8)} 0{draw.rng.randint(1, 4)}",
                      f"{draw.digits(9, True)}*0{draw.rng.randint(1, 4)}", f"T{draw.digits(10)}"])


def member_v5(draw: Draw) -> str:
    return draw.pick([member_dependant, blind2.member_us, blind3.member_alpha_prefix])(draw)


def member_x12(draw: Draw) -> str:
    return draw.pick([f"ZTS{draw.digits(9)}", f"TSA{draw.digits(8)}", draw.digits(11, True)])


def patient_account(draw: Draw) -> str:
    """A hospital's patient account / control number (X12 CLP01, statements)."""
    return draw.pick([f"PA{draw.digits(9)}", f"{draw.digits(10, True)}", f"FHC-{draw.digits(7)}", f"{draw.digits(6)}-{draw.digits(3)}"])


def mrn_v5(draw: Draw) -> str:
    return draw.pick([f"FH{draw.digits(7)}", f"{draw.digits(8, True)}", f"E{draw.digits(8)}", f"{draw.digits(4)}-{draw.digits(5)}"])


def ssn_comb(draw: Draw) -> str:
    return _comb(blind3.ssn_typed(draw))


def ssn_v5(draw: Draw) -> str:
    return draw.pick([blind2.ssn_any, blind3.ssn_typed])(draw)


def ssn_x12(draw: Draw) -> str:
    return blind2._ssn_digits(draw)  # noqa: SLF001


def ssn_voice_v5(draw: Draw) -> str:
    digits = blind2._ssn_digits(draw)  # noqa: SLF001
    return draw.pick([f"{digits[:3]} {digits[3:5]} {digits[5:]}", blind2.ssn_voice(draw),
                      f"{digits[:3]} {_two_digit_words(int(digits[3:5]))} {digits[5:]}"])


def card_chat(draw: Draw) -> str:
    """A card number typed in a chat: run together or in groups of four."""
    value = blind2.card_any(draw)
    return draw.pick([value, value.replace(" ", ""), value.replace(" ", "-")])


def card_comb(draw: Draw) -> str:
    return _comb(blind2.card_any(draw))


def bank_us_v5(draw: Draw) -> str:
    return blind2.acct_us_ach(draw)


def bank_comb(draw: Draw) -> str:
    return _comb(blind2.acct_us_ach(draw))


def iban_v5(draw: Draw) -> str:
    return blind2.iban_loc(draw)


def natid_v5(draw: Draw) -> str:
    return blind2.natid_loc(draw)


def natid_comb(draw: Draw) -> str:
    """A national ID hand-written into a form's boxes and read back by OCR."""
    return _comb(blind2.natid_loc(draw))


def ip_v5(draw: Draw) -> str:
    return draw.pick([lambda d: d.fk["en_US"].ipv4_public(), blind2.ipv6_new])(draw)


def age_v5(draw: Draw) -> str:
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} y.o.", f"{age}-yr-old", f"age: {age}", f"{age} yo", f"{age}y", f"a {age} year old"])


def age_loc_v5(draw: Draw) -> str:
    return blind2.age_loc(draw) if lang_of(draw) != "en" else age_v5(draw)


def age_number(draw: Draw) -> str:
    return str(draw.rng.randint(90, 106))


def medicare_card_au(draw: Draw) -> str:
    return blind.medicare_au(draw)


def vin_v5(draw: Draw) -> str:
    return blind2.vin(draw)


def plate_v5(draw: Draw) -> str:
    return blind2.plate_loc(draw)


def url_member_portal(draw: Draw) -> str:
    """A link into this set's own portal that carries a member's or patient's ID."""
    member = member_x12(draw)
    mrn = mrn_v5(draw)
    return draw.pick([f"https://members.{ORG_DOMAIN}/claims?memberId={member}&status=all",
                      f"https://members.{ORG_DOMAIN}/card/{member}.pdf",
                      f"https://portal.{CLINIC_DOMAIN}/patient/{mrn}/results?share=1",
                      f"https://portal.{CLINIC_DOMAIN}/appt/confirm?mrn={mrn}&t={draw.digits(6)}"])


def url_social_v5(draw: Draw) -> str:
    return draw.pick([blind2.url_personal, blind3.url_social])(draw)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind4.SLOTS,
    **{maker.__name__: maker for maker in [
        dob_v5, dob_us_v5, dob_x12, dob_export, dob_member, dob_elder_v5, dob_comb, dob_dictated, dod_v5, dod_export,
        phone_us_v5, phone_comb, phone_mixed_voice, phone_chat, phone_any_v5, phone_x12,
        email_v5, email_reply_to,
        addr_dictated, addr_x12, addr_xml, addr_us_one, addr_v5_line, addr_v5_block, addr_comb,
        member_dependant, member_v5, member_x12, patient_account, mrn_v5, ssn_comb, ssn_v5, ssn_x12, ssn_voice_v5,
        card_chat, card_comb, bank_us_v5, bank_comb, iban_v5, natid_v5, natid_comb, ip_v5, age_v5, age_loc_v5, age_number,
        medicare_card_au, vin_v5, plate_v5, url_member_portal, url_social_v5,
    ]},
}
SLOTS.pop("mac", None)  # no kind names a device's ID


# ---- fillers (never an identifier of a person) --------------------------------------------------------------------
def _carc(draw: Draw) -> str:
    return draw.pick(["CO-45", "PR-1", "PR-2", "PR-3", "CO-97", "OA-23", "CO-16", "PI-204", "CO-253"])


def _rarc(draw: Draw) -> str:
    return draw.pick(["N130", "M15", "MA130", "N381", "N522", "M80"])


def _tier(draw: Draw) -> str:
    return draw.pick(["1", "2", "3", "4", "5", "S"])


def _hios(draw: Draw) -> str:
    return draw.pick(list(ORG_HIOS))


def _org_npi(draw: Draw) -> str:
    return draw.pick(list(ORG_NPIS))


def _pa_case(draw: Draw) -> str:
    return draw.pick([f"UM{draw.digits(9)}", f"{draw.rng.randint(2025, 2026)}-PA-{draw.digits(6)}", f"TSA-{draw.digits(7)}"])


def _statement_ref(draw: Draw) -> str:
    return draw.pick([f"STMT-{draw.digits(8)}", f"{draw.rng.randint(2025, 2026)}{draw.digits(2)}-{draw.digits(5)}"])


def _trn(draw: Draw) -> str:
    """An 835's trace number (TRN02): the payer's check or EFT trace."""
    return draw.pick([draw.digits(10, True), f"EFT{draw.digits(9)}"])


def _range_ref(draw: Draw) -> str:
    """A lab reference range with units."""
    return draw.pick(["Sodium 135-145 mmol/L", "Potassium 3.5-5.1 mmol/L", "Creatinine 0.6-1.3 mg/dL", "ALT 7-56 U/L",
                      "TSH 0.4-4.0 mIU/L", "Hemoglobin 12.0-17.5 g/dL", "Platelets 150-400 x10^3/uL", "LDL <100 mg/dL",
                      "HbA1c 4.0-5.6 %", "Ferritin 24-336 ng/mL", "Vitamin D 30-100 ng/mL", "INR 0.8-1.2"])


def _lens(draw: Draw) -> str:
    return draw.pick(["single vision", "lined bifocal", "lined trifocal", "progressive (standard)", "polycarbonate"])


FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind4.FILLERS,
    **{f"q_{key}": _phrase(key) for key in PHRASES["en"]},
    "org": lambda d: ORG_NAME, "org_upper": lambda d: ORG_NAME.upper(), "clinic": lambda d: CLINIC_NAME,
    "clinic_upper": lambda d: CLINIC_NAME.upper(), "eye": lambda d: EYE_NAME, "dental_office": lambda d: DENTAL_NAME,
    "hospice": lambda d: CLINIC_NAME,
    "org_phone": lambda d: ORGANISATION_CONTACTS[0], "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2], "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4], "org_help_email": lambda d: ORGANISATION_CONTACTS[5],
    "org_care_email": lambda d: ORGANISATION_CONTACTS[5], "org_provider_email": lambda d: ORGANISATION_CONTACTS[5],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6], "clinic_fax": lambda d: ORGANISATION_CONTACTS[7],
    "clinic_addr": lambda d: ORGANISATION_CONTACTS[8], "clinic_email": lambda d: ORGANISATION_CONTACTS[9],
    "hospice_phone": lambda d: ORGANISATION_CONTACTS[6], "hospice_fax": lambda d: ORGANISATION_CONTACTS[7],
    "hospice_email": lambda d: ORGANISATION_CONTACTS[9],
    "org_web": lambda d: ORGANISATION_CONTACTS[10],
    "eye_phone": lambda d: ORGANISATION_CONTACTS[11], "eye_addr": lambda d: ORGANISATION_CONTACTS[12],
    "dental_phone": lambda d: ORGANISATION_CONTACTS[13], "dental_addr": lambda d: ORGANISATION_CONTACTS[14],
    "rx_help_phone": lambda d: ORGANISATION_CONTACTS[15], "org_intl_line": lambda d: ORGANISATION_CONTACTS[16],
    "rx_email": lambda d: ORGANISATION_CONTACTS[17],
    "payer_id": lambda d: ORG_PAYER_ID, "org_rxbin": lambda d: ORG_RXBIN, "org_rxpcn": lambda d: ORG_RXPCN,
    "org_rxgrp": lambda d: ORG_RXGRP, "org_ein": lambda d: ORG_EIN, "hios": _hios, "org_npi": _org_npi,
    "hospital": lambda d: d.pick(["Marquette Lakeview Hospital", "Keweenaw Memorial Medical Center", "Grand Traverse Regional",
                                  "Huron Shores Children's Hospital", "Bay de Noc General"]),
    "pharmacy": lambda d: d.pick(["Lakeside Family Pharmacy", "Ore Dock Drug", "Peninsula Rx & Compounding"]),
    "employer": lambda d: d.pick(["Superior Ore Carriers", "Copper Range Timber Co.", "Cherry Capital Foods", "Mackinac Ferry Lines"]),
    "school": lambda d: d.pick(["Northstar Elementary", "Iron Range Middle School", "Bayview High School"]),
    "bot": lambda d: d.pick(["Tamarack Assistant", "TSHA Helper", "Ask Tamarack"]),
    "statute": lambda d: d.pick(["29 CFR 2560.503-1(m)(4)", "45 CFR 147.136(b)(3)", "MCL 500.3406s", "42 CFR 422.568"]),
    "carc": _carc, "rarc": _rarc, "tier": _tier, "pa_case": _pa_case, "statement_ref": _statement_ref, "trn": _trn,
    "range_ref": _range_ref, "lens": _lens,
    "atc": lambda d: d.pick(["C10AA05", "A10BK03", "B01AF02", "N06DA02", "H03AA01", "R03AK06", "L04AC18", "C07AB02"]),
    "units": lambda d: str(d.rng.randint(1, 12)),
    "days_supply": lambda d: d.pick(["30", "90", "28", "84"]),
    "copay_pct": lambda d: d.pick(["0%", "10%", "20%", "30%", "40%", "50%"]),
    "mins_wait": lambda d: str(d.rng.randint(2, 45)),
    "seq": lambda d: str(d.rng.randint(1, 9)),
    "isa_date": lambda d: blind2.en_date(d.date_between(2025, 2026), "compact")[2:],
    "x12_date": lambda d: blind2.en_date(d.date_between(2025, 2026), "compact"),
    "hl7_ts": lambda d: blind2.en_date(d.date_between(2025, 2026), "compact") + f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
}


# ---- locale pools --------------------------------------------------------------------------------------------------
US = ("en_US",)
EN = EN_LOCALES
INTL = OTHER_LOCALES
WORLD = ("en_US", "en_GB") + OTHER_LOCALES
ANY = EN_LOCALES + OTHER_LOCALES

# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- what a plan sends a member: EOB lines, remittance, eligibility, prior auth, cards ----------------------------
    ("eob_member_line_items", "eob", US,
     "{org_upper}   STATEMENT OF BENEFITS (not a bill)\n{name_upper}\n[[address:addr_usps]]\n\nMember [[member_id:member_dependant]]"
     "   Plan {hios}\nClaim {claim_no}   {hospital}\n  {dos}  {cpt}  charged {amount}  network discount {amount2}  "
     "plan paid {amount3}  {carc}\n  {dos}  {cpt2}  charged {amount4}  plan paid 0.00  {carc2}\nQuestions: {org_phone}"),
    ("era_835_patient_claim", "x12_export", US,
     "ST*835*{small_count}~\nBPR*I*{amount}*C*ACH*CCP*01*072000326*DA*****{x12_date}~\nTRN*1*{trn}*1{org_ein}~\n"
     "N1*PR*{org_upper}*XV*{payer_id}~\nLX*1~\nCLP*[[record_number:patient_account]]*1*{amount2}*{amount3}*{amount4}*12*"
     "{claim_no}*11*1~\nNM1*QC*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12]]~\nDTM*232*{x12_date}~\n"
     "SVC*HC:{cpt}*{amount2}*{amount3}**1~\nCAS*CO*45*{amount5}~\nSE*{small_count2}*{small_count}~"),
    ("x12_270_eligibility_inquiry", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{clinic_upper}*ZZ*{payer_id}*{isa_date}*1204*^*00501*{isa_ctrl}*0*P*:~\n"
     "ST*270*0001*005010X279A1~\nBHT*0022*13*{ticket}*{x12_date}*1204~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "NM1*1P*2*{clinic_upper}*****XX*{org_npi}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12]]~\n"
     "DMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nDTP*291*D8*{x12_date}~\nEQ*30~\nSE*9*0001~"),
    ("x12_276_claim_status", "x12_export", US,
     "ST*276*0002*005010X212~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nNM1*41*2*{clinic_upper}*****46*{org_ein}~\n"
     "NM1*QC*1*{last_upper}*{first_upper}~\nDMG*D8*[[date_of_birth:dob_x12]]~\nTRN*1*{ticket}~\n"
     "REF*EJ*[[record_number:patient_account]]~\nAMT*T3*{amount}~\nDTP*472*RD8*{x12_date}-{x12_date2}~\nSE*10*0002~"),
    ("x12_834_enrollment_add", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_x12]]~\nREF*1L*{group_no}~\nDTP*356*D8*{x12_date}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\nPER*IP**TE*[[phone:phone_x12]]~\n"
     "[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nHD*021**HLT*{hios}*EMP~"),
    ("prior_auth_approval_member", "prior_auth", US,
     "{org}\n{org_street_addr}\n\n{dos}\n\n{name}\n[[address:addr_us_block]]\n\nRe: Prior authorization {pa_case} - APPROVED\n"
     "Member ID: [[member_id:member_v5]]    Date of birth: [[date_of_birth:dob_us_v5]]\n\nWe approved {service} from {dos2} "
     "through {dos3} at {hospital} (NPI {npi}). This approval is not a guarantee of payment. Questions: {org_phone}, TTY 711."),
    ("prior_auth_portal_status", "claim_status", US,
     "Authorization details\nCase {pa_case}   Status: ((Approved||Pended - clinical review||Partially approved))\n"
     "Patient: {name}   DOB [[date_of_birth:dob_member]]\nSubscriber ID [[member_id:member_dependant]]\nService: {cpt} x {units} "
     "units, {dos} - {dos2}\nRequesting provider NPI {npi}\nLast updated {iso_ts}"),
    ("claim_status_page_member", "claim_status", US,
     "Claim {claim_no}\nPatient   {first} {last}\nPatient account #   [[record_number:patient_account]]\nMember ID   "
     "[[member_id:member_v5]]\nReceived {dos}   Processed {dos2}\nBilled {money}   Allowed {money2}   You owe {copay}\n"
     "Remark {rarc}. Mail questions to {org_appeals_addr}."),
    ("pharmacy_card_member", "pharmacy_card", US,
     "{org_upper}  PRESCRIPTION CARD\nMember: {name_upper}\nID: [[member_id:member_dependant]]\nRxBIN {org_rxbin}   RxPCN "
     "{org_rxpcn}   RxGRP {org_rxgrp}\nIssuer (80840) {ticket}\nPharmacist help desk {rx_help_phone}"),
    ("formulary_exception_request", "prior_auth", US,
     "FORMULARY EXCEPTION REQUEST\nEnrollee: {name}   DOB: [[date_of_birth:dob_us_v5]]\nMember #: [[member_id:member_v5]]\n"
     "Enrollee phone: [[phone:phone_us_v5]]\nDrug requested: {drug} {mg} mg, qty {qty}, {days_supply} days (tier {tier})\n"
     "Formulary alternatives tried: ((two||three)) for {visits} weeks each\nPrescriber NPI {npi}   Fax {org_fax}"),
    ("billing_statement_guarantor", "billing_statement", US,
     "{clinic_upper}   PATIENT STATEMENT\nStatement date {dos}   Account [[record_number:patient_account]]\nGuarantor:\n"
     "{name_upper}\n[[address:addr_usps]]\n\n{dos2}  Office visit {cpt}  {amount}\n{dos2}  Insurance paid  -{amount2}\n"
     "Amount due {money}\nPay online {org_web} or call {clinic_phone}"),
    ("billing_stub_handwritten_card", "ocr_form", US,
     "PLEASE DETACH AND RETURN WITH PAYMENT\nAmount enclosed: $ {amount}\nCard number: [[card:card_comb]]\nExp: {card_exp}\n"
     "Signature: (signed)\nAddress changed? New address:\n[[address:addr_comb]]"),
    ("reminder_sms_reply_new_phone", "mobile_chat", US,
     "{clinic}: Reminder - appt w/ {doctor} {weekday} {dos} {time_ampm}. Reply C to confirm, R to reschedule.\n"
     "> C. also pls use my new cell [[phone:phone_chat]] the old one is my work\n{clinic}: Thanks, confirmed."),
    ("voicemail_callback_transcript", "voice_to_text", US,
     "Voicemail from unknown caller, {mins_wait} sec (transcribed): hi this is {first} {last} calling about my "
     "prescription refill my date of birth is [[date_of_birth:dob_dictated]] you can call me back at [[phone:phone_mixed_voice]] "
     "thank you bye"),
    ("lab_report_reference_ranges", "lab_report", US,
     "{clinic_upper} LABORATORY\nPatient: {last_upper}, {first_upper}   DOB: [[date_of_birth:dob_us_v5]]   MRN: "
     "[[record_number:mrn_v5]]\nCollected {dos} {time}   Reported {dos2}\n{range_ref} -> result within range\n{range_ref2}"
     " -> result flagged H\nLOINC {loinc}   Ordering NPI {org_npi}"),
    ("dental_predetermination", "dental_plan", US,
     "PRE-TREATMENT ESTIMATE\nSubscriber: {name}   ID [[member_id:member_dependant]]\nPatient DOB [[date_of_birth:dob_member]]\n"
     "{cdt}  tooth {tooth}  fee {amount}  plan pays {amount2}\n{cdt2}  fee {amount3}  plan pays {amount4}\n"
     "Annual maximum $1,500; remaining {money}. Estimate sent to [[address:addr_us_one]]."),
    ("vision_oon_reimbursement", "vision_plan", US,
     "OUT-OF-NETWORK VISION REIMBURSEMENT\nMember: {name}   Member ID: [[member_id:member_v5]]\nExam {vision_code} {dos} "
     "paid {amount}; {lens} lenses paid {amount2}\nDirect deposit to checking account [[bank_account:bank_us_v5]], routing {aba}\n"
     "Mail receipts to {org_appeals_addr}"),
    ("travel_policy_claim_en", "travel_insurance", EN,
     "Claim under policy {policy_no}, section 3 (emergency medical expenses).\nInsured: {name}\nPassport no.: "
     "[[national_id:us_passport]]\nPaid at the hospital in {travel_country} by card [[card:card_any]], {money_eur}\nMobile while "
     "abroad: [[phone:phone_abroad]]"),
    ("directory_mailed_copy_request", "network_directory", US,
     "Provider directory request\nPlease mail a printed directory for plan {hios} to:\n{name}\n[[address:addr_us_block]]\n"
     "Preferred contact: [[email:email_v5]]\nLanguage: ((English||Spanish||Arabic))"),
    # ---- people typing: mobile chat, e-mail replies, voice-to-text ------------------------------------------------------------------
    ("mobile_chat_ssn_for_form", "mobile_chat", US,
     "[{time}] {first2}: hey the benefits form wants ur social\n[{time}] {first}: [[ssn:ssn_v5]]\n[{time}] {first2}: and dob?\n"
     "[{time}] {first}: [[date_of_birth:dob_us_v5]] lol you know this"),
    ("mobile_chat_card_for_copay", "mobile_chat", US,
     "{first2}: can u pay my copay at the pharmacy, i left my wallet\n{first}: ya send the card\n{first2}: "
     "[[card:card_chat]] exp {card_exp} cvv on back is my bday digits lol\n{first}: ok done, {copay}"),
    ("email_reply_quoted_dob", "email", US,
     "Thanks, that works. See you then.\n\nOn {weekday}, {dos}, {name} [[email:email_reply_to]] wrote:\n> Hi, for the "
     "pre-registration I need to confirm a few things.\n> My date of birth is [[date_of_birth:dob_us_v5]] and my new address is "
     "[[address:addr_us_one]].\n> Thanks!"),
    ("email_reply_signature_cell", "email", EN,
     "Hi {agent},\n\nYes, please resend the claim form - the first one never arrived.\n\nBest,\n{name}\nCell: "
     "[[phone:phone_any_v5]]\n[[email:email_v5]]\n\n-----Original Message-----\nFrom: {org_help_email}\nSubject: Claim {claim_no}"),
    ("email_reply_card_dispute", "email", US,
     "Re: Invoice {invoice_no}\n\nI was charged twice on my card [[card:card_any]] for the {dos} visit ({money} each). "
     "Please refund one. My account with you is [[record_number:patient_account]].\n\n{name}"),
    ("voice_to_text_pharmacy_line", "voice_to_text", US,
     "Caller: yeah hi I'm calling for my mom she needs her refill her birthday is [[date_of_birth:dob_dictated]] and her "
     "member number is [[member_id:member_x12]]\nAgent: thank you and a callback number\nCaller: [[phone:phone_mixed_voice]]"),
    ("voice_to_text_address_change", "voice_to_text", US,
     "Transcribed message: this is {name} I moved so my new address is [[address:addr_dictated]] and my social is "
     "[[ssn:ssn_voice_v5]] in case you need it"),
    ("voice_to_text_email_spelled", "voice_to_text", INTL,
     "Voice note (auto-transcribed): please send the estimate to [[email:email_voice]] not the old address, and text me at "
     "[[phone:phone_voice]]"),
    # ---- forms filled by hand and OCR'd ------------------------------------------------------------------------------------------------
    ("ocr_hand_enrollment_form", "ocr_form", US,
     "ENROLLMENT FORM (handwritten)\nLAST NAME  {last_upper}    FIRST  {first_upper}\nDATE OF BIRTH  [[date_of_birth:dob_comb]]\n"
     "SSN  [[ssn:ssn_comb]]\nHOME ADDRESS\n[[address:addr_comb]]\nPHONE  [[phone:phone_comb]]\nEMPLOYER  {employer}  GROUP {group_no}"),
    ("ocr_hand_release_authorization", "ocr_form", US,
     "AUTHORIZATION TO RELEASE HEALTH INFORMATION\nPatient name: {name}\nDate of birth: [[date_of_birth:dob_comb]]\n"
     "Medical record #: [[record_number:mrn_v5]]\nRelease to: {hospital}\nRecords: ((all||labs only||imaging only)) from {dos}\n"
     "Expires {dos2}"),
    ("ocr_hand_placard_application", "ocr_form", US,
     "DISABILITY PARKING PLACARD APPLICATION\nApplicant {name_upper}   DOB [[date_of_birth:dob_comb]]\nVehicle plate "
     "[[vehicle_id:plate_state]]   VIN [[vehicle_id:vin_v5]]\nResidence [[address:addr_us_one]]\nPhysician certification: "
     "{doctor_full}, license on file"),
    ("ocr_hand_direct_deposit", "ocr_form", US,
     "DIRECT DEPOSIT AUTHORIZATION (claim refunds)\nName {name_upper}\nBank routing # {aba}\nAccount #  [[bank_account:bank_comb]]\n"
     "(x) Checking  ( ) Savings\nMember ID  [[member_id:member_x12]]"),
    # ---- exports ---------------------------------------------------------------------------------------------------------------------
    ("csv_member_roster_export", "csv_export", US,
     "member_id,last_name,first_name,dob,phone,email,plan\n[[member_id:member_x12]],{last},{first},[[date_of_birth:dob_export]],"
     "[[phone:phone_us_v5]],[[email:email_v5]],{hios}"),
    ("csv_claims_with_patients", "csv_export", US,
     "claim_number;patient_mrn;patient_dob;dos;cpt;billed;status\n{claim_no};[[record_number:mrn_v5]];"
     "[[date_of_birth:dob_export]];{dos_iso};{cpt};{amount};PAID\n{claim_no2};[[record_number:mrn_v5]];[[date_of_birth:dob_export]];"
     "{dos_iso2};{cpt2};{amount2};DENIED"),
    ("tsv_decedent_export", "csv_export", US,
     "record\tdate_of_death\tage_at_death\tlast_residence\n[[record_number:mrn_v5]]\t[[date_of_death:dod_export]]\t"
     "[[age_over_89:age_number]]\t[[address:addr_us_one]]"),
    ("json_eligibility_response", "json_export", US,
     '{"payer": {"id": "{payer_id}", "name": "{org}"}, "subscriber": {"memberId": "[[member_id:member_x12]]", '
     '"firstName": "{first}", "lastName": "{last}", "dateOfBirth": "[[date_of_birth:dob_export]]", '
     '"address": "[[address:addr_us_one]]"}, "planStatus": [{"status": "Active Coverage", "planId": "{hios}"}]}'),
    ("json_appointment_webhook", "json_export", INTL,
     '{"event": "appointment.booked", "at": "{iso_ts}", "patient": {"mrn": "[[record_number:mrn_v5]]", '
     '"mobile": "[[phone:phone_e164]]", "email": "[[email:email_v5]]"}, "slot": {"start": "{iso_ts2}", "location": "{clinic}"}}'),
    ("json_portal_audit_ip", "json_export", INTL,
     '[{"ts": "{iso_ts}", "actor": "[[email:email_v5]]", "action": "VIEW_EOB", "sourceIp": "[[ip_address:ip_v5]]", '
     '"claim": "{claim_no}"}, {"ts": "{iso_ts2}", "actor": "[[email:email_v5]]", "action": "DOWNLOAD_CARD", '
     '"sourceIp": "[[ip_address:ip_v5]]"}]'),
    ("csv_portal_signins", "csv_export", INTL,
     "timestamp,username,client_ip,result,user_agent\n{iso_ts},[[email:email_v5]],[[ip_address:ip_v5]],SUCCESS,okhttp/4.12\n"
     "{iso_ts2},[[email:email_v5]],[[ip_address:ip_v5]],MFA_FAILED,Safari/17.4"),
    ("xml_ncpdp_script_newrx", "xml_export", US,
     "<NewRx><Patient><HumanPatient><Name><LastName>{last}</LastName><FirstName>{first}</FirstName></Name>"
     "<DateOfBirth><Date>[[date_of_birth:dob_export]]</Date></DateOfBirth><Address><AddressLine1>[[address:addr_xml]]"
     "</AddressLine1><City>{city}</City><StateProvince>{state_abbr}</StateProvince></Address><CommunicationNumbers>"
     "<PrimaryTelephone><Number>[[phone:phone_x12]]</Number></PrimaryTelephone></CommunicationNumbers></HumanPatient></Patient>"
     "<MedicationPrescribed><DrugDescription>{drug} {mg} mg</DrugDescription><Quantity><Value>{qty}</Value></Quantity>"
     "</MedicationPrescribed></NewRx>"),
    ("xml_cda_record_target", "xml_export", US,
     '<recordTarget><patientRole><id root="2.16.840.1.113883.19.5" extension="[[record_number:mrn_v5]]"/>'
     '<addr use="HP"><streetAddressLine>[[address:addr_xml]]</streetAddressLine></addr><telecom value="tel:[[phone:phone_e164]]"/>'
     '<telecom value="mailto:[[email:email_v5]]"/><patient><birthTime value="[[date_of_birth:dob_x12]]"/></patient></patientRole>'
     '</recordTarget>'),
    ("hl7_adt_a08_insurance", "hl7_export", US,
     "MSH|^~\\&|REG|FERNHOLLOW|BILLING|TSHA|{hl7_ts}||ADT^A08|{ctrl}|P|2.5.1\rPID|1||[[record_number:mrn_v5]]^^^FHC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))\rGT1|1||{last_upper}^{first_upper}||||||||||"
     "[[ssn:ssn_hl7]]\rIN1|1|{hios}|{payer_id}|{org_upper}|||||{group_no}|||||||||||||||||||||||||||||||"
     "[[member_id:member_x12]]"),
    ("hl7_oru_lab_result", "hl7_export", US,
     "MSH|^~\\&|LAB|FERNHOLLOW|EHR|FHC|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\rPID|1||[[record_number:mrn_v5]]^^^FHC^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||[[address:addr_hl7_xad]]\r"
     "OBX|1|NM|{loinc}^{loinc_name}^LN||{count_digit}.{count_digit2}|mg/dL|0.6-1.3|N|||F"),
    ("fhir_coverage_resource", "json_export", US,
     '{"resourceType": "Coverage", "status": "active", "subscriberId": "[[member_id:member_x12]]", "beneficiary": '
     '{"reference": "Patient/[[record_number:mrn_v5]]"}, "payor": [{"display": "{org}"}], "class": [{"type": {"text": "group"}, '
     '"value": "{group_no}"}, {"type": {"text": "rxbin"}, "value": "{org_rxbin}"}]}'),
    # ---- letters and messages in other languages -------------------------------------------------------------------------------------
    ("loc_pa_approval_letter", "prior_auth", INTL,
     "{q_pa_title}\n\n{w_greeting}\n\n{q_pa_body} {name}, {w_born} [[date_of_birth:dob_v5]].\n{natid_label}: "
     "[[national_id:natid_v5]]\n{w_address}: [[address:addr_v5_line]]\nICD-10 {icd}, {dos_loc} - {dos_loc2}\n\n{w_closing}"),
    ("loc_appointment_reminder_reply", "appointment_reminder", INTL,
     "{q_reminder}: {dos_loc}, {time}. {w_room} {room}.\n---\n{w_reply}\n{w_mobile}: [[phone:phone_any_v5]]\n{w_email}: "
     "[[email:email_v5]]\n{name}"),
    ("loc_billing_direct_debit", "billing_statement", INTL,
     "{q_statement} {invoice_no}\n{w_patient}: {name}\n[[address:addr_v5_block]]\n{w_amount}: {money_eur}\n"
     "{q_direct_debit}: IBAN [[bank_account:iban_v5]]"),
    ("loc_death_report_insurer", "letter", INTL,
     "{q_death_report}\n\n{w_insured}: {name}\n{natid_label}: [[national_id:natid_v5]]\n{member_label_loc}: "
     "[[member_id:member_loc]]\n{w_dod}: [[date_of_death:dod_v5]]\n\n{w_closing}\n{name2}"),
    ("loc_travel_claim_card", "travel_insurance", INTL,
     "{q_claim_abroad}\n{w_name}: {name}\n{w_address}: [[address:addr_v5_line]]\n{w_phone}: [[phone:phone_any_v5]]\n"
     "Visa/Mastercard: [[card:card_loc]]\n{w_amount}: {money_eur}"),
    ("loc_lab_report_elder", "lab_report", INTL,
     "{hospital_loc}\n{record_label_loc}: [[record_number:record_loc]]\n{w_patient}: {last_upper} {first}, {w_age} "
     "[[age_over_89:age_loc_v5]]\n{w_dob}: [[date_of_birth:dob_elder_v5]]\n{dense_lab}; {range_ref}"),
    ("loc_email_reply_quoted", "email", INTL,
     "{w_reply}\n\n{quote_pre}{name} [[email:email_reply_to]]{quote_post}\n> {w_new_address}: [[address:addr_v5_line]]\n"
     "> {w_mobile}: [[phone:phone_any_v5]]"),
    ("loc_mobile_chat_dob", "mobile_chat", INTL,
     "{first2}: {w_dob}?\n{first}: [[date_of_birth:dob_v5]]\n{first2}: {w_phone}?\n{first}: [[phone:phone_loc]]\n{first2}: {w_reply}"),
    ("loc_ehic_card_copy", "pharmacy_card", INTL,
     "{member_label_loc}: [[member_id:member_loc]]\n{w_name}: {last_upper} {first_upper}\n{w_dob}: [[date_of_birth:dob_v5]]\n"
     "{natid_label}: [[national_id:natid_v5]]"),
    ("loc_parking_permit", "letter", INTL,
     "{q_parking}\n{w_name}: {name}\n{w_dob}: [[date_of_birth:dob_v5]]\n{w_address}: [[address:addr_v5_line]]\n"
     "{plate_label_loc}: [[vehicle_id:plate_v5]]"),
    ("loc_voicemail_transcript", "voice_to_text", INTL,
     "{q_voicemail}: {w_greeting} {name} ... {w_phone} [[phone:phone_voice]] ... {w_closing}"),
    ("loc_care_home_admission", "letter", INTL,
     "{q_care_home} {dos_loc}\n{w_patient}: {name}, [[age_over_89:age_loc_v5]]\n{w_address}: [[address:addr_v5_block]]\n"
     "{member_label_loc}: [[member_id:member_loc]]"),
    ("loc_portal_registration", "portal_message", INTL,
     "{q_registered}\n{w_email}: [[email:email_v5]]\n{natid_label}: [[national_id:natid_v5]]\nIP: [[ip_address:ip_v5]]\n"
     "{w_date}: {dos_loc}, {time}"),
    ("loc_dental_estimate_iban", "dental_plan", INTL,
     "{q_dental}\n{w_patient}: {name}, {w_born} [[date_of_birth:dob_v5]]\n{member_label_loc}: [[member_id:member_loc]]\n"
     "{w_amount}: {money_eur}\n{w_account}: [[bank_account:iban_v5]]"),
    ("loc_claim_status_page", "claim_status", INTL,
     "{q_statement} {invoice_no}\n{w_insured}: {name}\n{member_label_loc}: [[member_id:member_loc]]\n{w_dob}: "
     "[[date_of_birth:dob_v5]]\n{w_date}: {dos_loc}\n{w_refund}: {money_eur} (ICD-10 {icd})"),
    ("loc_sms_thread_email", "mobile_chat", INTL,
     "{hospital_loc}: {q_reminder} {dos_loc} {time}.\n> {w_email}: [[email:email_v5]] - {w_dob} [[date_of_birth:dob_v5]]\n"
     "{hospital_loc}: {w_reply}"),
    ("loc_ocr_hand_referral", "ocr_form", INTL,
     "{w_referral} (OCR)\n{w_name}: {last_upper} {first_upper}\n{natid_label}: [[national_id:natid_comb]]\n{w_phone}: "
     "[[phone:phone_loc]]\n{w_address}: [[address:addr_v5_line]]\n{w_reason}: ICD-10 {icd}"),
    # ---- English in other countries -------------------------------------------------------------------------------------------------
    ("gb_outpatient_letter_nhs", "appointment_reminder", ("en_GB",),
     "Outpatient appointment\n\n{name}\n[[address:addr_v5_block]]\n\nNHS number: [[national_id:nhs_uk]]\nDate of birth: "
     "[[date_of_birth:dob_v5]]\nClinic: ((Dermatology||Orthopaedics||Cardiology)), {dos_loc}, {time}\nTo rearrange, call "
     "{tollfree_loc}."),
    ("ca_drug_plan_card_chat", "mobile_chat", ("en_CA",),
     "me: what's on the back of your drug card\nmum: health card [[member_id:ca_health_card]], and the pharmacy can call me at "
     "[[phone:phone_any_v5]]\nme: ok, and your SIN is for the tax credit: [[national_id:sin_ca]]?\nmum: yes"),
    ("au_medicare_claim_email", "email", ("en_AU",),
     "Subject: gap claim\n\nHi, claiming the gap for {dos_loc}. Medicare card number [[national_id:medicare_card_au]], "
     "my TFN [[national_id:au_tfn]] for the tax statement, mobile [[phone:phone_any_v5]].\n\nCheers,\n{name}"),
    ("in_cashless_preauth", "prior_auth", ("en_IN",),
     "CASHLESS PRE-AUTHORISATION\nPatient: {name}, [[age_over_89:age_v5]]\nPAN: [[national_id:in_pan]]\nTPA card no.: "
     "[[member_id:member_loc]]\nMobile: [[phone:phone_any_v5]]\nEstimated cost: INR {count}"),
    # ---- ages, deaths, vehicles, links ----------------------------------------------------------------------------------------------
    ("url_share_results_link", "portal_message", US,
     "Your results from {dos} are ready. Open them here: [[url:url_member_portal]]\nForwarded by the patient to "
     "[[email:email_v5]]"),
    ("url_family_update_page", "email", WORLD,
     "Grandpa is [[age_over_89:age_v5]] today and still in rehab; updates on his page [[url:url_social_v5]]. Cards can go to "
     "[[address:addr_v5_line]]."),
    ("url_claim_link_sms", "mobile_chat", US,
     "{org}: Your claim {claim_no} was processed. Details: [[url:url_member_portal]] Reply STOP to opt out."),
    ("security_alert_new_signin", "email", WORLD,
     "New sign-in to your member account\nAccount: [[email:email_v5]]\nIP address: [[ip_address:ip_v5]]\nDevice: "
     "((iPhone||Android||Windows PC))\nIf this wasn't you, call {org_phone}."),
    ("mileage_reimbursement_form", "claim_form", US,
     "MEDICAL MILEAGE REIMBURSEMENT\nMember {name}   ID [[member_id:member_v5]]\nVehicle plate [[vehicle_id:plate_state]]\n"
     "VIN [[vehicle_id:vin_v5]]\nTrips: {dos} {visits} mi; {dos2} {visits2} mi\nRate $0.21/mi"),
    ("nursing_census_ages", "census", US,
     "Unit census {dos}: room {room} [[record_number:mrn_v5]] [[age_over_89:age_v5]] DNR; room {room2} "
     "[[record_number:mrn_v5]] {age_young} yo full code; room {room3} [[record_number:mrn_v5]] [[age_over_89:age_v5]] hospice eval"),
    ("estate_executor_letter", "letter", US,
     "Re: Estate of {name}\n\nI am the executor. {first} died [[date_of_death:dod_v5]]. Please close the account and refund "
     "the unused premium. Deceased's SSN: [[ssn:ssn_v5]]. Member ID [[member_id:member_v5]].\n\n{name2}\n[[address:addr_us_block]]"),
    ("form_1095b_covered_individuals", "tax_form", US,
     "Form 1095-B  Part IV Covered Individuals\n(a) {name}  (b) SSN [[ssn:ssn_v5]]  (c) DOB if no SSN: -  (d) covered all 12 months\n"
     "(a) {name2}  (b) SSN -  (c) DOB [[date_of_birth:dob_member]]  (d) covered all 12 months\nIssuer {org}, EIN {org_ein}"),
    ("hsa_claim_bank", "claim_form", US,
     "HSA reimbursement request\nAccount holder {name}\nSSN [[ssn:ssn_v5]]\nDeposit to account [[bank_account:bank_us_v5]] "
     "(routing {aba})\nExpense {money} on {dos} at {pharmacy}"),
    ("obituary_notice_plan", "letter", INTL,
     "Obituary: {name}, [[age_over_89:age_v5]], of {city_loc}, died peacefully on [[date_of_death:dod_v5]]. Memorial gifts may be "
     "sent to the family at [[address:addr_v5_line]]."),
    ("dmv_transfer_deceased_owner", "claim_form", US,
     "VEHICLE TITLE TRANSFER - DECEASED OWNER\nDecedent {name}, date of death [[date_of_death:dod_v5]]\nVIN [[vehicle_id:vin_v5]]\n"
     "Plate [[vehicle_id:plate_us]]\nHeir {name2}, [[address:addr_us_one]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("eob_line_detail_clean", "eob", US,
     "{org_upper}  Explanation of Benefits  Page {seq} of {pages}\nClaim {claim_no}   Payer ID {payer_id}\n{dos}  {cpt}  "
     "billed {amount}  allowed {amount2}  deductible {amount3}  coinsurance {copay_pct}  {carc}\n{dos}  {cpt2}  billed "
     "{amount4}  allowed 0.00  {carc2} / {rarc}\nTotals: billed {money}, plan paid {money2}. This is not a bill. {org_phone}"),
    ("era_835_provider_adjustment_clean", "x12_export", US,
     "ST*835*{small_count}~\nBPR*H*0*C*NON************{x12_date}~\nTRN*1*{trn}*1{org_ein}~\nN1*PR*{org_upper}*XV*{payer_id}~\n"
     "N1*PE*{clinic_upper}*XX*{org_npi}~\nPLB*{org_npi}*{x12_date}*WO:{claim_no}*{amount}*FB:{ref_no}*-{amount2}~\nSE*7*{small_count}~"),
    ("remittance_summary_clean", "remittance", US,
     "REMITTANCE ADVICE  {org}  Payer ID {payer_id}\nPayee: {clinic} NPI {org_npi}  TIN {ein}\nCheck/EFT {trn}  issued {dos}\n"
     "Claims {visits}  billed {money}  paid {money2}  adjustments {carc}, {carc2}\nProvider services {org_phone}, fax {org_fax}"),
    ("prior_auth_provider_fax_clean", "prior_auth", US,
     "FAX  {pages} pages  from {org} Utilization Management, fax {org_fax}\nTo: {clinic}, fax {clinic_fax}\nCase {pa_case}: "
     "APPROVED {dos} to {dos2}; CPT {cpt} x {units} units; ICD-10 {icd}; servicing NPI {org_npi}. Reference {ref_no}."),
    ("formulary_change_notice_clean", "formulary_notice", US,
     "Formulary update effective {dos}: {drug} moves from tier {tier} to tier {tier2}; quantity limit {qty} per {days_supply} "
     "days; NDC {ndc}. Step therapy added for {drug2} (PA form {rx_auth}). RxBIN {org_rxbin}, PCN {org_rxpcn}, group {org_rxgrp}. "
     "Questions: {rx_help_phone} or {rx_email}."),
    ("formulary_csv_export_clean", "csv_export", US,
     "ndc,drug,strength,tier,pa,ql\n{ndc},{drug},{mg} mg,{tier},N,{qty}/{days_supply}\n{ndc2},{drug2},{mg2} mg,{tier2},Y,"
     "{qty2}/{days_supply2}\n{ndc3},{drug3},{mg3} mg,{tier3},N,"),
    ("network_directory_eye_dental_clean", "network_directory", US,
     "In-network offices near you (plan {hios}):\n{eye}, {eye_addr}, {eye_phone} - accepting new patients, exams {vision_code}\n"
     "{dental_office}, {dental_addr}, {dental_phone} - cleanings D1110 twice a year\n{clinic}, {clinic_addr}, {clinic_phone}\n"
     "Directory updated {dos}. Report an error: {org_help_email}"),
    ("network_directory_json_clean", "json_export", US,
     '{"plan": "{hios}", "updated": "{dos_iso}", "locations": [{"name": "{clinic}", "npi": "{org_npi}", "phone": "{clinic_phone}", '
     '"address": "{clinic_addr}"}, {"name": "{eye}", "npi": "{org_npi2}", "phone": "{eye_phone}", "address": "{eye_addr}"}]}'),
    ("claim_status_page_clean", "claim_status", US,
     "Claim status lookup\nClaim {claim_no}   Received {dos}   Status: ((Finalized - paid||In process||Finalized - denied))\n"
     "Lines: {cpt} {amount} / {cpt2} {amount2}   Check {trn}   Payer ID {payer_id}\nNeed help? {org_phone} (8 a.m. to 6 p.m.)"),
    ("pharmacy_card_back_clean", "pharmacy_card", US,
     "FOR PHARMACISTS: RxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGRP {org_rxgrp}  Plan {hios}  Card stock {sku}, printed {dos}\n"
     "Pharmacy help desk {rx_help_phone}, 24/7\n"
     "Members: {org_phone}  TTY 711  {org_web}\nSubmit paper claims to {org_appeals_addr}"),
    ("appointment_reminder_org_clean", "appointment_reminder", US,
     "{clinic}: your visit is on {weekday} {dos} at {time_ampm} in suite {room}. Arrive {mins_wait} min early. "
     "To reschedule call {clinic_phone} or e-mail {clinic_email}. Address: {clinic_addr}."),
    ("lab_intervals_adult_clean", "lab_report", US,
     "{clinic_upper} LAB - reference intervals (adults), method {version}\n{range_ref}\n{range_ref2}\n{range_ref3}\n"
     "Critical values phoned within {minutes} min. CLIA-certified. Lab fax {clinic_fax}."),
    ("billing_statement_org_clean", "billing_statement", US,
     "How to read your statement ({statement_ref}): 'Adjustments' are network discounts (e.g. {money} on CPT {cpt}); "
     "'Patient responsibility' is your copay ({copay}) or coinsurance ({copay_pct}). Payment plans from $25/month. "
     "Billing office {clinic_phone}, {clinic_addr}."),
    ("dental_plan_summary_clean", "dental_plan", US,
     "{org} Dental PPO {year} summary (plan {hios}): preventive 100% (D0120, D1110 twice per 12 months); basic 80% after $50 "
     "deductible ({cdt}, {cdt2}); major 50% ({cdt3}); annual maximum $1,500; orthodontia lifetime $1,000 under age 19. "
     "Network office: {dental_office}, {dental_phone}."),
    ("vision_plan_summary_clean", "vision_plan", US,
     "Vision plan {year}: exam {vision_code} $10 copay every 12 months; {lens} lenses $25 copay; frames allowance $130; "
     "contacts $150 in lieu of glasses. In network: {eye}, {eye_addr}, {eye_phone}. Out of network reimbursement up to $45."),
    ("travel_policy_wording_v5_clean", "travel_insurance", WORLD,
     "Section {seq}.{units} Emergency medical expenses: we pay up to {money_eur} per insured person; excess {money_eur2} per claim; "
     "claims within 90 days. Assistance 24/7: {org_intl_line}. Policy wording {version}, ref. {ref_no}."),
    ("x12_271_benefit_lines_clean", "x12_export", US,
     "EB*1*IND*30*HM*{hios}~\nEB*C*IND*30***23*{amount}~\nEB*G*IND*30***29*{amount2}~\nEB*B*IND*98***27*{copay}~\n"
     "EB*A*IND*UC***27**.{count_digit}0~\nMSG*PAYER ID {payer_id} - RXBIN {org_rxbin} PCN {org_rxpcn}~"),
    ("hl7_mfn_test_catalog_clean", "hl7_export", US,
     "MSH|^~\\&|LAB|FERNHOLLOW|EHR|FHC|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\rMFI|OMA^Numeric Observation||UPD|||AL\r"
     "MFE|MAD|{ticket}||{loinc}^{loinc_name}^LN\rOM2|1|mg/dL|{range}|{hours}"),
    ("json_plan_benefits_clean", "json_export", US,
     '{"planId": "{hios}", "year": {year}, "payerId": "{payer_id}", "rx": {"bin": "{org_rxbin}", "pcn": "{org_rxpcn}", '
     '"group": "{org_rxgrp}"}, "copays": {"primary": "{copay}", "specialist": "{copay2}", "urgent": "{copay3}"}, '
     '"deductible": 1500, "oopMax": 7350, "memberServices": "{org_phone}"}'),
    ("xml_formulary_feed_clean", "xml_export", US,
     '<Formulary planId="{hios}" effective="{dos_iso}"><Drug ndc="{ndc}" tier="{tier}" pa="false" ql="{qty}"/>'
     '<Drug ndc="{ndc2}" tier="{tier2}" pa="true" ql="{qty2}"/><Contact phone="{rx_help_phone}" email="{rx_email}"/></Formulary>'),
    ("mobile_chat_bin_pcn_clean", "mobile_chat", US,
     "pharmacy tech: what's the bin and pcn on your card?\nuser: bin {org_rxbin} pcn {org_rxpcn} group {org_rxgrp}\n"
     "pharmacy tech: thx, went through, copay {copay}\nuser: cool, refills left {refills}?"),
    ("email_reply_org_clean", "email", US,
     "Thanks for writing to {org}. Your message (case {ticket}) is about claim {claim_no} from {dos}. We reprocessed line "
     "{seq} ({cpt}) and paid {money} on {dos2}, check {trn}.\n\n> Original message received {iso_ts}\n\nMember Services, "
     "{org_help_email}, {org_phone}"),
    ("ivr_transcript_clean", "voice_to_text", US,
     "IVR transcript: thank you for calling {org} for pharmacy press one for claims press two ... you said claims ... "
     "claim {claim_no} was processed on {dos} and paid {money} ... to hear this again press star ... our fax is {org_fax}"),
    ("ocr_brochure_plan_clean", "ocr_form", US,
     "{org_upper} - SUMMARY 0F BENEFlTS AND C0VERAGE {year}\nPlan {hios}   Network: Lakes PPO\nDeductib1e $1,500 / $3,000   "
     "0OP max $7,350\nPCP visit {copay}; specialist {copay2}; ER $350\nCall {org_phone} or visit {org_web}"),
    ("statement_batch_log_clean", "billing_statement", INTL,
     "{iso_ts} statements run {job_id}: {sample_n} statements, {pages} pages each max, postage {money}; returned mail "
     "{small_count}; build {build_no}; trace {trace}"),
    ("lab_panel_pricing_clean", "lab_report", US,
     "Self-pay lab prices {year}: CMP (80053) {money}; lipid panel (80061) {money2}; HbA1c (83036) {money3}; TSH (84443) "
     "{money4}. Results in {hours} h. {clinic}, {clinic_addr}."),
    ("loc_policy_wording_clean", "travel_insurance", INTL,
     "{org_tax_label}: {org_tax}\n{w_refund}: max. {money_eur}; {w_amount} {money_eur2}\n{w_cancel} {tollfree_loc}. "
     "Ref. {ref_no}, {dos_loc}."),
    ("loc_reminder_org_clean", "appointment_reminder", INTL,
     "{q_reminder}: {dos_loc}, {time}. {w_room} {room}. {w_cancel} {tollfree_loc}. Ref. {ref_no}"),
    ("loc_invoice_org_clean", "billing_statement", INTL,
     "{hospital_loc}\n{org_tax_label}: {org_tax}\n{w_invoice} {invoice_no}, {w_date} {dos_loc}\nICD-10 {icd}; CPT {cpt}; "
     "{w_amount}: {money_eur}\n{q_statement}: {sample_n} / {year}"),
    ("loc_lab_ranges_clean", "lab_report", INTL,
     "{hospital_loc} - {q_statement}\n{range_ref}; {range_ref2}; {dense_lab}\n{w_date}: {dos_loc}. LOINC {loinc}."),
    ("loc_formulary_notice_clean", "formulary_notice", INTL,
     "{w_date} {dos_loc}: ATC {atc} ({drug}, {mg} mg) - {q_pa_title}; {w_amount} {money_eur}; ATC {atc2} {copay_pct}. "
     "{w_cancel} {tollfree_loc}. Ref. {ref_no}"),
    ("loc_directory_clean", "network_directory", INTL,
     "{hospital_loc}: {w_appointment} {dos_loc}, {time}-{time2}; {w_room} {room}, {w_room} {room2}. "
     "{w_phone} {tollfree_loc}. {org_tax_label}: {org_tax}. ICD-10 {icd}, {pct_dec}."),
    ("loc_claims_statistics_clean", "claim_status", INTL,
     "{q_statement} {year}: {sample_n} / {sample_n2}; {w_refund} {money_eur}; {pct_dec} ICD-10 {icd}, {icd2}; "
     "{w_invoice} {invoice_no}; {w_date} {dos_loc}."),
    ("loc_pa_stats_clean", "prior_auth", INTL,
     "{q_pa_title}: {sample_n} / {year}; {pct_dec} {w_reason} ICD-10 {icd}; {w_amount} {money_eur}. {w_cancel} {tollfree_loc}."),
    ("claims_stats_dashboard_clean", "claim_status", US,
     "Claims dashboard {dos}: received {sample_n}; auto-adjudicated {pct_dec}; pended {small_count}; median turnaround "
     "{visits} days; top denials {carc}, {carc2}; clean-claim rate {pct_dec2}. Payer ID {payer_id}."),
    ("network_adequacy_clean", "network_directory", US,
     "Network adequacy report {year}, plan {hios}: {sample_n} PCPs within 30 miles for {pct_dec} of members; dental {pct_dec2}; "
     "vision {pct_dec3}. Newest offices: {eye} ({eye_phone}), {dental_office} ({dental_phone})."),
    ("prior_auth_rules_clean", "prior_auth", US,
     "Prior authorization list {version}: MRI (70551-70553, 73721) requires PA; sleep study 95810 requires PA; "
     "PT over {visits} visits requires PA. Fax requests to {org_fax}; urgent decisions within 72 h, standard within 7 days."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind5", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
