"""An eighth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind8.py [--seed 10101] [--out PATH]   # JSON lines to PATH, or to stdout

The seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, seed 4141;
make_phi_blind3.py, seed 5151; make_phi_blind4.py, seed 6161; make_phi_blind5.py, seed 7171; make_phi_blind6.py,
seed 8181; make_phi_blind7.py, seed 9191) are known to the tuner. This set stands alone as a held-out one: its
author read only the earlier generators (for their mechanics, imported here, and to avoid their templates), never
the detectors, their tests or the sets they were tuned on, and never ran the check on these texts.

700 texts: 300 carry identifiers (50 templates, 6 texts each, every kind of KINDS in at least 12 texts) and
CLEAN_TOTAL = 400 carry none (40 templates, 10 texts each). The identifier-free texts are what this set measures
most precisely (the false-alarm rate): what a plan, a clinic, a pharmacy and their IT staff really send and
store, dense with numbers about no person (fee schedules, EOB and remittance lines, prior-auth decisions sent to
a provider, formulary and network notices, claim-status pages, benefit cards, lab reference ranges, counselling
leaflets, statements, dental, vision and travel-insurance wordings, support chats where the customer gives no
identifier, change tickets), exports of non-personal data (CSV, TSV, JSON, XML, HL7 v2, X12) and notices in
other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs) with their local number forms. No template id or
body is shared with the earlier sets (every id here ends in "_v8").

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim), toll-free lines and the plan's own
printed identifiers (payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN); the people it names
are the organisations' own clinicians and staff, never a patient or member.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact characters),
text. The set depends on the seed and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind7 as blind7
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind7 as blind7

Draw = blind.Draw
lang_of = blind2.lang_of
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 10101
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind7.OTHER_LOCALES
FAKER_LOCALES = blind7.FAKER_LOCALES

# The deployment's own published contacts (what measure_phi_blind.py would pass as `organisation_contacts`).
ORG_NAME = "Bitterroot Range Health Cooperative"
CLINIC_NAME = "Gallatin Creek Medical Clinic"
EYE_NAME = "Flathead Lake Optometry"
DENTAL_NAME = "Clark Fork Dental Partners"
PHARMACY_NAME = "Sapphire Mountain Pharmacy"
ORG_DOMAIN = "bitterrootcoop.org"
CLINIC_DOMAIN = "gallatincreekmed.org"
ORGANISATION_CONTACTS = [
    "(406) 555-0117",
    "(406) 555-0118",
    "Claims Processing, PO Box 30517, Missoula, MT 59806",
    "1450 Reserve Street, Suite 300, Missoula, MT 59801",
    "appeals@bitterrootcoop.org",
    "memberhelp@bitterrootcoop.org",
    "(406) 555-0132",
    "(406) 555-0133",
    "220 Cottonwood Lane, Bozeman, MT 59715",
    "appointments@gallatincreekmed.org",
    "https://www.bitterrootcoop.org/members",
    "(406) 555-0146",
    "88 Lakeshore Drive, Kalispell, MT 59901",
    "(208) 555-0151",
    "615 Sherman Avenue, Coeur d'Alene, ID 83814",
    "(406) 555-0159",
    "+1 406 555 0117",
    "rxhelp@bitterrootcoop.org",
    "1-888-555-0126",
    "providers@bitterrootcoop.org",
    "https://status.bitterrootcoop.org",
    "+1 406 555 0190",
]
ORG_PAYER_ID = "BRHC4"
ORG_RXBIN = "019874"
ORG_RXPCN = "BRHCRX"
ORG_RXGRP = "BRC5500"
ORG_EIN = "81-4072235"
ORG_HIOS = ("38291MT0040003", "38291MT0040018", "38291MT0050006")
ORG_NPIS = (blind5._npi_of("134205876"), blind5._npi_of("162907431"), blind5._npi_of("187730264"),  # noqa: SLF001
            blind5._npi_of("120548893"))  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["406", "208", "307", "509", "701", "605", "970", "801", "775", "541", "612", "720"]


def phone_v8(draw: Draw) -> str:
    """A US mobile or landline in printings the earlier sets use little: brackets without a space, slashes, spaced pairs."""
    area, exchange, line = draw.pick(AREA_CODES), str(draw.rng.randint(201, 989)), draw.digits(4)
    if exchange in ("555", "211", "311", "411", "511", "611", "711", "811", "911"):
        exchange = "624"
    return draw.pick([f"({area}){exchange}-{line}", f"{area}/{exchange}/{line}", f"{area} {exchange} {line[:2]} {line[2:]}",
                      f"+1.{area}.{exchange}.{line}", f"1 {area} {exchange}-{line}", f"{area}{exchange}{line}"])


def _printings_v8(m: int, d: int, y: int) -> list[str]:
    """The layouts dob_v8 and dod_v8 share."""
    return [f"{y}-{ABBR[m - 1]}-{d:02d}", f"{d:02d}/{ABBR[m - 1]}/{y}", f"{MONTHS[m - 1]} {d:02d}, {y}",
            f"{d} {MONTHS[m - 1][:3].upper()} {y}", f"{m}.{d}.{y}"]


def dob_v8(draw: Draw) -> str:
    """A date of birth as English speakers and forms print it, in layouts the earlier sets use little."""
    day = draw.date_between(1931, 2022)
    m, d, y = day.month, day.day, day.year
    return draw.pick(_printings_v8(m, d, y) + [f"{ABBR[m - 1]}. {d}, {y}"])


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def dod_v8(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v8."""
    day = draw.date_between(2019, 2026)
    m, d, y = day.month, day.day, day.year
    return draw.pick(_printings_v8(m, d, y) + [f"the {_ordinal(d)} of {MONTHS[m - 1]} {y}"])


def member_v8(draw: Draw) -> str:
    """This plan's member IDs: a three-letter prefix, digits, and at times a dependant suffix."""
    return draw.pick([f"BRC{draw.digits(9)}", f"BRC-{draw.digits(4)}-{draw.digits(5)}", f"R8M{draw.digits(8)}0{draw.rng.randint(1, 4)}",
                      f"BRC{draw.digits(9)} 0{draw.rng.randint(1, 3)}"])


def mrn_v8(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"GC{draw.digits(7)}", f"{draw.digits(3)}-{draw.digits(3)}-{draw.digits(2)}", f"MRN{draw.digits(8)}"])


def url_portal_v8(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v8(draw).replace(" ", ""), mrn_v8(draw)
    return draw.pick([f"https://my.{ORG_DOMAIN}/benefits/summary?mbr={member}",
                      f"https://my.{ORG_DOMAIN}/idcard/{member}/download",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/visits?print=true",
                      f"https://video.{CLINIC_DOMAIN}/waiting-room?patient={mrn}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind7.SLOTS, "phone_v8": phone_v8, "dob_v8": dob_v8, "dod_v8": dod_v8, "member_v8": member_v8,
    "mrn_v8": mrn_v8, "url_portal_v8": url_portal_v8,
}


# ---- words of the identifier-free notices in other locales --------------------------------------------------------
LOC_WORDS: dict[str, dict[str, str]] = {
    "l_formulary": {
        "de": "Änderung der Arzneimittelliste", "fr": "Modification de la liste des médicaments remboursés",
        "es": "Cambio en el formulario de medicamentos", "it": "Aggiornamento del prontuario farmaceutico",
        "nl": "Wijziging geneesmiddelenlijst", "pt": "Alteração do formulário de medicamentos",
        "pl": "Zmiana listy leków refundowanych", "sv": "Ändring i läkemedelslistan", "da": "Ændring af medicinlisten",
        "no": "Endring i legemiddellisten", "fi": "Lääkeluettelon muutos", "cs": "Změna seznamu hrazených léčiv",
        "en": "Formulary change"},
    "l_effective": {
        "de": "gültig ab", "fr": "en vigueur le", "es": "vigente desde", "it": "in vigore dal", "nl": "geldig vanaf",
        "pt": "em vigor a partir de", "pl": "obowiązuje od", "sv": "gäller från", "da": "gælder fra", "no": "gjelder fra",
        "fi": "voimassa alkaen", "cs": "platné od", "en": "effective"},
    "l_copay": {
        "de": "Zuzahlung", "fr": "ticket modérateur", "es": "copago", "it": "ticket", "nl": "eigen bijdrage",
        "pt": "taxa moderadora", "pl": "dopłata", "sv": "egenavgift", "da": "egenbetaling", "no": "egenandel",
        "fi": "omavastuu", "cs": "doplatek", "en": "copay"},
    "l_lab": {
        "de": "Referenzbereiche des Labors", "fr": "Valeurs de référence du laboratoire", "es": "Valores de referencia del laboratorio",
        "it": "Valori di riferimento del laboratorio", "nl": "Referentiewaarden laboratorium", "pt": "Valores de referência do laboratório",
        "pl": "Zakresy referencyjne laboratorium", "sv": "Referensintervall, laboratoriet", "da": "Referenceintervaller, laboratoriet",
        "no": "Referanseområder, laboratoriet", "fi": "Laboratorion viitearvot", "cs": "Referenční meze laboratoře",
        "en": "Laboratory reference ranges"},
    "l_adults": {
        "de": "Erwachsene", "fr": "adultes", "es": "adultos", "it": "adulti", "nl": "volwassenen", "pt": "adultos",
        "pl": "dorośli", "sv": "vuxna", "da": "voksne", "no": "voksne", "fi": "aikuiset", "cs": "dospělí", "en": "adults"},
    "l_hours": {
        "de": "Sprechzeiten", "fr": "Horaires d'ouverture", "es": "Horario de atención", "it": "Orari di apertura",
        "nl": "Openingstijden", "pt": "Horário de funcionamento", "pl": "Godziny przyjęć", "sv": "Öppettider",
        "da": "Åbningstider", "no": "Åpningstider", "fi": "Aukioloajat", "cs": "Ordinační hodiny", "en": "Opening hours"},
    "l_closed": {
        "de": "geschlossen", "fr": "fermé", "es": "cerrado", "it": "chiuso", "nl": "gesloten", "pt": "encerrado",
        "pl": "nieczynne", "sv": "stängt", "da": "lukket", "no": "stengt", "fi": "suljettu", "cs": "zavřeno", "en": "closed"},
    "l_price_list": {
        "de": "Preisliste für Selbstzahler", "fr": "Tarifs des actes hors convention", "es": "Tarifas para pacientes privados",
        "it": "Tariffario prestazioni private", "nl": "Tarievenlijst particuliere zorg", "pt": "Tabela de preços particulares",
        "pl": "Cennik usług komercyjnych", "sv": "Prislista för egenbetalande", "da": "Prisliste for selvbetalere",
        "no": "Prisliste for selvbetalende", "fi": "Hinnasto itse maksaville", "cs": "Ceník nehrazených výkonů",
        "en": "Self-pay price list"},
    "l_vaccination": {
        "de": "Grippeimpfung", "fr": "Vaccination contre la grippe", "es": "Vacunación antigripal", "it": "Vaccinazione antinfluenzale",
        "nl": "Griepvaccinatie", "pt": "Vacinação contra a gripe", "pl": "Szczepienia przeciw grypie", "sv": "Influensavaccination",
        "da": "Influenzavaccination", "no": "Influensavaksinering", "fi": "Influenssarokotus", "cs": "Očkování proti chřipce",
        "en": "Flu vaccination"},
    "l_no_appointment": {
        "de": "ohne Termin", "fr": "sans rendez-vous", "es": "sin cita previa", "it": "senza prenotazione",
        "nl": "zonder afspraak", "pt": "sem marcação", "pl": "bez zapisów", "sv": "utan tidsbokning", "da": "uden tidsbestilling",
        "no": "uten timebestilling", "fi": "ilman ajanvarausta", "cs": "bez objednání", "en": "walk-in"},
    "l_travel": {
        "de": "Auslandsreise-Krankenversicherung: Leistungsübersicht", "fr": "Assurance voyage : tableau des garanties",
        "es": "Seguro de viaje: cuadro de coberturas", "it": "Assicurazione viaggio: tabella delle garanzie",
        "nl": "Reisverzekering: overzicht dekking", "pt": "Seguro de viagem: quadro de coberturas",
        "pl": "Ubezpieczenie podróżne: tabela świadczeń", "sv": "Reseförsäkring: ersättningstabell",
        "da": "Rejseforsikring: dækningsoversigt", "no": "Reiseforsikring: dekningsoversikt",
        "fi": "Matkavakuutus: korvaustaulukko", "cs": "Cestovní pojištění: přehled plnění", "en": "Travel insurance: table of benefits"},
    "l_excess": {
        "de": "Selbstbehalt", "fr": "franchise", "es": "franquicia", "it": "franchigia", "nl": "eigen risico", "pt": "franquia",
        "pl": "udział własny", "sv": "självrisk", "da": "selvrisiko", "no": "egenandel", "fi": "omavastuu", "cs": "spoluúčast",
        "en": "excess"},
    "l_assistance": {
        "de": "Notruf-Assistance (24 h)", "fr": "Assistance 24 h/24", "es": "Asistencia 24 horas", "it": "Centrale operativa 24 ore",
        "nl": "Alarmcentrale 24/7", "pt": "Assistência 24 horas", "pl": "Centrum assistance 24 h", "sv": "Larmcentral dygnet runt",
        "da": "Alarmcentral døgnet rundt", "no": "Alarmsentral døgnet rundt", "fi": "Hätäpalvelu 24 h", "cs": "Asistenční služba 24 h",
        "en": "Assistance 24/7"},
    "l_dental": {
        "de": "Zahnersatz: Festzuschüsse", "fr": "Prothèses dentaires : remboursements", "es": "Prótesis dental: reembolsos",
        "it": "Protesi dentarie: rimborsi", "nl": "Tandprothesen: vergoedingen", "pt": "Próteses dentárias: comparticipações",
        "pl": "Protetyka stomatologiczna: refundacje", "sv": "Tandvårdsstöd: ersättningar", "da": "Tandproteser: tilskud",
        "no": "Tannproteser: stønad", "fi": "Hammasproteesit: korvaukset", "cs": "Zubní náhrady: úhrady", "en": "Dentures: allowances"},
    "l_waiting": {
        "de": "Wartezeit", "fr": "délai de carence", "es": "período de carencia", "it": "periodo di carenza", "nl": "wachttijd",
        "pt": "período de carência", "pl": "okres karencji", "sv": "karenstid", "da": "karenstid", "no": "karenstid",
        "fi": "karenssiaika", "cs": "čekací doba", "en": "waiting period"},
    "l_months": {
        "de": "Monate", "fr": "mois", "es": "meses", "it": "mesi", "nl": "maanden", "pt": "meses", "pl": "miesięcy",
        "sv": "månader", "da": "måneder", "no": "måneder", "fi": "kuukautta", "cs": "měsíců", "en": "months"},
    "l_counselling": {
        "de": "Hinweise zur Einnahme", "fr": "Conseils de prise", "es": "Cómo tomar este medicamento", "it": "Come assumere il farmaco",
        "nl": "Gebruiksadvies", "pt": "Como tomar este medicamento", "pl": "Jak stosować lek", "sv": "Så tar du läkemedlet",
        "da": "Sådan tager du medicinen", "no": "Slik bruker du legemidlet", "fi": "Näin käytät lääkettä", "cs": "Jak lék užívat",
        "en": "How to take this medicine"},
    "l_daily": {
        "de": "täglich", "fr": "par jour", "es": "al día", "it": "al giorno", "nl": "per dag", "pt": "por dia", "pl": "na dobę",
        "sv": "per dygn", "da": "dagligt", "no": "daglig", "fi": "vuorokaudessa", "cs": "denně", "en": "daily"},
    "l_store": {
        "de": "Lagerung unter", "fr": "À conserver en dessous de", "es": "Conservar por debajo de", "it": "Conservare a meno di",
        "nl": "Bewaren beneden", "pt": "Conservar abaixo de", "pl": "Przechowywać w temperaturze poniżej", "sv": "Förvaras under",
        "da": "Opbevares under", "no": "Oppbevares under", "fi": "Säilytä alle", "cs": "Uchovávejte při teplotě do",
        "en": "Store below"},
}
WEEKDAYS = {
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"], "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes"], "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì"],
    "nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"], "pt": ["segunda", "terça", "quarta", "quinta", "sexta"],
    "pl": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek"], "sv": ["måndag", "tisdag", "onsdag", "torsdag", "fredag"],
    "da": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag"], "no": ["mandag", "tirsdag", "onsdag", "torsdag", "fredag"],
    "fi": ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai"], "cs": ["pondělí", "úterý", "středa", "čtvrtek", "pátek"],
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
}
CURRENCY = {"pl": "zł", "cs": "Kč", "sv": "kr", "da": "kr.", "no": "kr"}


def _words(key: str) -> Callable[[Draw], str]:
    table = LOC_WORDS[key]
    return lambda draw: table.get(lang_of(draw), table["en"])


def _decimal_loc(draw: Draw, value: float, places: int) -> str:
    """A number with the locale's decimal sign (a comma everywhere but in English)."""
    text = f"{value:.{places}f}"
    return text if lang_of(draw) == "en" else text.replace(".", ",")


def _amount_loc(draw: Draw) -> str:
    """Money in the locale's own form: thousands dots or spaces, decimal comma, the currency where it is written."""
    amount = draw.rng.randint(5, 4800) + draw.rng.randint(0, 99) / 100
    whole, cents = f"{amount:,.2f}".split(".")
    lang = lang_of(draw)
    if lang in ("de", "es", "it", "nl", "pt", "da"):
        whole = whole.replace(",", ".")
    elif lang != "en":
        whole = whole.replace(",", "\u00a0")
    currency = CURRENCY.get(lang, "€")
    if lang == "en":
        return f"€{whole}.{cents}"
    if lang == "nl":
        return f"€ {whole},{cents}"
    return f"{whole},{cents} {currency}"


def _lab_range_loc(draw: Draw) -> str:
    """One analyte and its reference range with the locale's decimal sign."""
    name, low, high, unit, places = draw.pick([
        ("Hb", 12.0, 15.5, "g/dl", 1), ("CRP", 0.0, 5.0, "mg/l", 1), ("TSH", 0.27, 4.2, "mU/l", 2),
        ("HbA1c", 4.0, 5.6, "%", 1), ("Kalium/K+", 3.5, 5.1, "mmol/l", 1), ("Kreatinin/Crea", 0.5, 0.9, "mg/dl", 2),
        ("Ferritin", 15.0, 150.0, "µg/l", 0), ("INR", 0.85, 1.15, "", 2), ("Na+", 136.0, 145.0, "mmol/l", 0)])
    return f"{name} {_decimal_loc(draw, low, places)}–{_decimal_loc(draw, high, places)} {unit}".rstrip()


def _cpt_fee_row(draw: Draw) -> str:
    """One CSV row of a fee schedule: code, modifier, non-facility and facility allowances."""
    code = draw.pick(["99213", "99214", "99203", "93000", "80053", "85025", "71046", "97110", "90471", "G0439", "36415"])
    base = draw.rng.randint(800, 19000) / 100
    return f"{code},{draw.pick(['', '25', '26', 'TC', '59'])},{base:.2f},{base * 0.71:.2f},{draw.pick(['XXX', '000', '010', '090'])}"


def _eb_line(draw: Draw) -> str:
    """One X12 271 benefit line of the plan's benefit grid (no subscriber in it)."""
    return draw.pick([f"EB*B*IND*98*HM*{draw.pick(list(ORG_HIOS))}*27*{draw.rng.randint(10, 75)}~",
                      f"EB*A*IND*30*HM**27**.{draw.rng.randint(10, 40)}~",
                      f"EB*C*FAM*30*HM**23*{draw.rng.randint(2, 14) * 500}~",
                      f"EB*G*IND*30*HM**23*{draw.rng.randint(40, 92) * 100}~"])


def _ranges_en(draw: Draw) -> str:
    """A line of an English reference-range table: analyte, low-high, units, and an age band under 90."""
    name, low, high, unit = draw.pick([("Sodium", "136", "145", "mmol/L"), ("Potassium", "3.5", "5.1", "mmol/L"),
                                       ("Glucose, fasting", "70", "99", "mg/dL"), ("ALT", "7", "56", "U/L"),
                                       ("Platelets", "150", "400", "x10^3/uL"), ("WBC", "4.5", "11.0", "x10^3/uL"),
                                       ("LDL-C", "0", "99", "mg/dL"), ("Vitamin B12", "232", "1245", "pg/mL")])
    band = draw.pick(["18-64 y", "65-89 y", "12-17 y", "adult", "all ages"])
    return f"{name:<18}{low}-{high} {unit} ({band})"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "eye": EYE_NAME, "dental_office": DENTAL_NAME, "pharmacy_own": PHARMACY_NAME, "hospice": CLINIC_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_appeals_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "org_care_email": ORGANISATION_CONTACTS[5],
    "org_provider_email": ORGANISATION_CONTACTS[19], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "hospice_phone": ORGANISATION_CONTACTS[6], "hospice_fax": ORGANISATION_CONTACTS[7], "hospice_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "eye_phone": ORGANISATION_CONTACTS[11], "eye_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14],
    "rx_help_phone": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16], "rx_email": ORGANISATION_CONTACTS[17],
    "org_tollfree": ORGANISATION_CONTACTS[18], "org_status_page": ORGANISATION_CONTACTS[20],
    "travel_assist_line": ORGANISATION_CONTACTS[21],
    "org_ein_digits": ORG_EIN.replace("-", ""),
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind7.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    **{key: _words(key) for key in LOC_WORDS},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "amount_loc": _amount_loc,
    "lab_range_loc": _lab_range_loc,
    "fee_row": _cpt_fee_row,
    "eb_line": _eb_line,
    "range_en": _ranges_en,
    "weekday_loc": lambda d: d.pick(WEEKDAYS.get(lang_of(d), WEEKDAYS["en"])),
    "temp_c": lambda d: d.pick(["25 °C", "30 °C", "8 °C", "2–8 °C"]),
    "hospital": lambda d: d.pick(["St. Patrick Regional Hospital", "Big Sky Medical Center", "Bitterroot Valley Hospital",
                                  "Kootenai Health"]),
    "pharmacy": lambda d: d.pick([PHARMACY_NAME, "Higgins Avenue Drug", "Hellgate Apothecary"]),
    "employer": lambda d: d.pick(["Missoula Lumber Co.", "Gallatin Valley Creamery", "Blackfoot River Outfitters"]),
    "bot": lambda d: d.pick(["Root", "BRHC Assistant", "Ask Bitterroot"]),
    "pa_case": lambda d: d.pick([f"BRC-UM-{d.digits(7)}", f"AUTH{d.digits(8)}"]),
    "chg": lambda d: f"CHG{d.digits(7)}",
    "inc": lambda d: f"INC{d.digits(7)}",
    "queue_depth": lambda d: str(d.rng.randint(0, 48000)),
    "pct_small": lambda d: f"{d.rng.randint(0, 99) / 10:.1f}%",
    "fpl": lambda d: d.pick(["200%", "250%", "300%", "400%"]),
    "months_n": lambda d: str(d.pick([3, 6, 8, 12, 24])),
    "ncpdp_own": lambda d: d.pick(["2719034", "2719147", "2720511"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
ANY = EN + INTL


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("x12_270_eligibility_subscriber_v8", "x12_export", US,
     "HL*3*2*22*0~\nTRN*1*{trn}*9{payer_id}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v8]]~\n"
     "[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nDTP*291*D8*{x12_date}~\nEQ*30~"),
    ("x12_837d_subscriber_ssn_v8", "x12_export", US,
     "SBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v8]]~\n"
     "REF*SY*[[ssn:ssn_x12]]~\nPER*IC**TE*[[phone:phone_x12]]~\nCLM*{claim_no}*{amount}***11:B:1*Y*A*Y*Y~\nSV3*AD:{cdt}*{amount2}~"),
    ("hl7_oru_result_patient_contact_v8", "hl7_export", US,
     "MSH|^~\\&|GCLIS|GCMC|EHR|GCMC|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v8]]^^^GCMC^MR||"
     "{last_upper}^{first_upper}^{mi}||[[date_of_birth:dob_compact]]|((F||M))|||[[address:addr_hl7_xad]]||"
     "[[phone:phone_hl7_xtn]]\nOBX|1|NM|{loinc}^{loinc_name}^LN||{lab}|||N|||F"),
    ("hl7_adt_a08_death_update_v8", "hl7_export", US,
     "MSH|^~\\&|GCADT|GCMC|BRHC|BRHC|{hl7_ts}||ADT^A08|{ctrl}|P|2.5.1\nEVN|A08|{hl7_ts}\nPID|1||[[record_number:mrn_v8]]^^^GCMC^MR"
     "||{last_upper}^{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||||||||||||||||||[[date_of_death:dod_hl7]]|Y"),
    ("fhir_coverage_subscriber_json_v8", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v8]]\", \"beneficiary\": "
     "{\"reference\": \"Patient/[[record_number:mrn_v8]]\"}, \"payor\": [{\"display\": \"{org}\"}], \"class\": [{\"value\": "
     "\"{group_no}\"}], \"period\": {\"start\": \"{eff_iso}\"}}"),
    ("json_mobile_app_profile_v8", "json_export", US,
     "{\"profile\": {\"displayName\": \"{name}\", \"email\": \"[[email:email_plain]]\", \"mobile\": \"[[phone:phone_e164]]\", "
     "\"pushOptIn\": ((true||false))}, \"device\": {\"os\": \"((iOS 18.2||Android 15))\", \"lastIp\": \"[[ip_address:ipv4_public]]\"}, "
     "\"appVersion\": \"{version}\"}"),
    ("xml_ach_refund_instruction_v8", "xml_export", US,
     "<RefundInstruction id=\"{ref_no}\">\n  <Payee>{name}</Payee>\n  <MailingAddress>[[address:addr_us_one]]</MailingAddress>\n"
     "  <Routing>{aba}</Routing>\n  <Account type=\"checking\">[[bank_account:acct_us_ach]]</Account>\n  <Amount>{amount}</Amount>\n"
     "</RefundInstruction>"),
    ("csv_card_chargeback_report_v8", "csv_export", US,
     "txn_date,card_number,cardholder_email,amount,reason\n{dos_iso},[[card:card_any]],[[email:email_mixed]],{amount},"
     "((duplicate||not recognised||service not received))\n"),
    ("csv_nemt_trip_manifest_v8", "csv_export", US,
     "trip,pickup_address,rider_phone,vehicle_plate,wheelchair\n{ticket},\"[[address:addr_us_line]]\",[[phone:phone_v8]],"
     "[[vehicle_id:plate_state]],((Y||N))\n"),
    ("tsv_eu_reimbursement_batch_v8", "csv_export", INTL,
     "lfd\tnational_id\tgeburtsdatum\tiban\tbetrag\n{seq}\t[[national_id:natid_v5]]\t[[date_of_birth:dob_v6]]\t"
     "[[bank_account:iban_v5]]\t{amount_loc}\n"),
    ("json_death_master_match_v8", "json_export", US,
     "{\"matchType\": \"exact\", \"ssn\": \"[[ssn:ssn_hl7]]\", \"dateOfDeath\": \"[[date_of_death:dod_v6_export]]\", "
     "\"dateOfBirth\": \"[[date_of_birth:dob_export]]\", \"source\": \"((DMF||state vital records))\", \"batch\": \"{job_id}\"}"),
    # ---- letters and pages about one person -----------------------------------------------------------------------
    ("eob_cover_letter_member_v8", "eob", US,
     "{org_upper}\n{name}\n[[address:addr_us_block]]\n\nYour Explanation of Benefits for {dos}. Member ID "
     "[[member_id:member_v8]]. This is not a bill. You may owe the provider {copay}."),
    ("prior_auth_denial_member_v8", "prior_auth", US,
     "Dear {first},\nWe could not approve {service} (request {pa_case}). Member [[member_id:member_v8]], born "
     "[[date_of_birth:dob_v8]]. To appeal, call {org_phone}; we will call you back at [[phone:phone_v8]]."),
    ("claim_status_callback_page_v8", "claim_status", US,
     "Claim {claim_no} | Status: Pended for information\nSubscriber: {name} ([[member_id:member_v8]])\nCallback number on "
     "file: [[phone:phone_ext_new]]\nLast update {dos}"),
    ("billing_autopay_enrolment_v8", "billing_statement", US,
     "{clinic} AutoPay confirmation\nAccount holder: {name}\nDraft from account [[bank_account:bank_us_v5]] (routing {aba}) on "
     "the {seq}th of each month.\nStatement mailing address: [[address:addr_us_line]]"),
    ("dental_ortho_payment_card_v8", "dental_plan", US,
     "{dental_office} orthodontic payment plan for {name}, DOB [[date_of_birth:dob_v8]]: {visits} monthly payments of {money} "
     "charged to card [[card:card_any]] (exp {card_exp})."),
    ("vision_order_shipping_notice_v8", "vision_plan", US,
     "Your glasses from {eye} have shipped to [[address:addr_usps]] (tracking {tracking_no}). Questions? We'll text "
     "[[phone:phone_v8]] or write to [[email:email_plain2]]."),
    ("travel_claim_passport_v8", "travel_insurance", EN,
     "Travel claim {policy_no}: {name}, passport [[national_id:us_passport]], treated in {travel_country}; contact "
     "[[phone:phone_world]] / [[email:email_any]]."),
    ("formulary_exception_elder_v8", "formulary_notice", US,
     "Formulary exception request: member [[member_id:member_v8]], [[age_over_89:age_is]], DOB [[date_of_birth:dob_elder]], "
     "needs {drug} at tier {tier}; prescriber {doctor}."),
    ("lab_critical_callback_v8", "lab_report", US,
     "CRITICAL VALUE {dense_lab} called to patient's daughter at [[phone:phone_us_v5]] at {time}. Patient [[record_number:mrn_v8]] "
     "is a [[age_over_89:age_adjective]] woman in room {room}."),
    ("pharmacy_delivery_label_v8", "pharmacy_label", US,
     "{pharmacy} HOME DELIVERY\nRx {rx} {drug}\n{name_upper}\n[[address:addr_usps]]\nTEL [[phone:phone_us_any]]\nDOB "
     "[[date_of_birth:dob_us]]"),
    ("hospice_bereavement_followup_v8", "letter", US,
     "{clinic} bereavement team: we will call the family of {name} (chart [[record_number:hospice_record]]), who died "
     "[[date_of_death:dod_v8]], at [[phone:phone_v8]] in {visits} weeks."),
    ("estate_overpayment_letter_v8", "letter", US,
     "To the estate of {name}, [[address:addr_us_one]]: premiums paid after the date of death, [[date_of_death:dod_en]], "
     "will be refunded. Please confirm the SSN we hold, [[ssn:ssn_v5]]."),
    ("auto_accident_pip_questionnaire_v8", "form", US,
     "Accident questionnaire for member [[member_id:member_v8]]: vehicle VIN [[vehicle_id:vin]], plate [[vehicle_id:plate_us]], "
     "date of accident {dos}, auto insurer {employer}. Daytime phone [[phone:phone_v8]]."),
    ("telehealth_audit_log_v8", "app_log", US,
     "{iso_ts} audit video-visit joined user=[[email:email_plain]] src=[[ip_address:ipv6_new]] room=[[url:url_portal_v8]] "
     "dur={duration}"),
    ("portal_share_link_email_v8", "email", US,
     "Here is the link to my visit notes so you can see them before Friday: [[url:url_portal_v8]]\nmy email is "
     "[[email:email_plain2]] if it asks"),
    ("crowdfund_mention_chat_v8", "mobile_chat", US,
     "grandpa is [[age_over_89:age_phrase]] and the bills are piling up, we made a page [[url:url_personal]] pls share"),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("chat_pharmacy_dob_lowercase_v8", "mobile_chat", US,
     "hi its for my mom's refill, her bday is [[date_of_birth:dob_numeric]] and u can reach me at [[phone:phone_chat]] thx"),
    ("email_reply_moved_v8", "email", US,
     "Yes please update it.\nNew address: [[address:addr_us_line]]\nCell: [[phone:phone_us_typed]]\n\n> From: {org} "
     "<{org_help_email}>\n> Please confirm your mailing address."),
    ("email_reply_uk_bank_v8", "email", ("en_GB",),
     "Hello, for the refund: [[bank_account:acct_uk_pair]]. My NI number is [[national_id:nino_new]].\nKind regards,\n{name}"),
    ("voice_dob_and_phone_v8", "voice_to_text", US,
     "yeah my birthday is [[date_of_birth:dob_voice]] and the best number is [[phone:phone_spoken]] thank you"),
    ("voice_ssn_and_email_v8", "voice_to_text", US,
     "the social is [[ssn:ssn_voice]] and you can email the form to [[email:email_voice]] okay"),
    ("ocr_claim_form_handfilled_v8", "ocr_form", US,
     "HEALTH CLAIM FORM (scan p.1)\n1a INSURED SSN  [[ssn:ssn_comb]]\n3 DOB  [[date_of_birth:dob_ocr]]\n5 ADDRESS  "
     "[[address:addr_ocr]]\n12 SIGNED  SOF"),
    ("ocr_card_authorisation_form_v8", "ocr_form", US,
     "CREDIT CARD AUTHORIZATION (fax p.2)\nCARD # [[card:card_comb]]\nEXP {card_exp}\nCALLBACK [[phone:phone_ocr]]"),
    ("ocr_death_record_request_v8", "ocr_form", US,
     "REQUEST FOR RECORDS OF A DECEASED PATIENT\nDATE OF DEATH [[date_of_death:dod_numeric]]\nAGE AT DEATH "
     "[[age_over_89:age_bare]]\nMRN [[record_number:mrn_hyphen]]"),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("loc_eob_member_block_v8", "eob", INTL,
     "{org}\n{name}\n[[address:addr_v5_block]]\n{member_label_loc}: [[member_id:member_loc]]\n{w_amount}: {amount_loc}"),
    ("loc_sms_reminder_reply_v8", "mobile_chat", INTL,
     "{q_reminder} {dos_loc} {time}\n> ok. {w_born} [[date_of_birth:dob_v6]], {w_mobile} [[phone:phone_loc]]"),
    ("loc_id_card_copy_v8", "form", INTL,
     "{w_registration}\n{w_name}: {name}\n{natid_label}: [[national_id:natid_v5]]\n{w_dob}: [[date_of_birth:dob_v6]]"),
    ("loc_refund_iban_email_v8", "email", INTL,
     "{w_greeting}\n{w_refund}: {amount_loc}\nIBAN [[bank_account:iban_loc]]\n{w_email}: [[email:email_loc]]\n{w_closing}"),
    ("loc_death_notice_record_v8", "letter", INTL,
     "{q_death_report}\n{w_patient}: {name}\n{w_dod}: [[date_of_death:dod_v6]]\n{record_label_loc}: [[record_number:record_loc]]"),
    ("loc_care_home_elder_v8", "clinical_note", INTL,
     "{q_care_home}: {name}, {w_age} [[age_over_89:age_loc_v5]]\n{w_address}: [[address:addr_v5_line]]"),
    ("loc_parking_plate_phone_v8", "form", INTL,
     "{q_parking}\n{plate_label_loc}: [[vehicle_id:plate_loc]]\n{w_phone}: [[phone:phone_intl_loc]]"),
    ("loc_login_alert_v8", "app_log", INTL,
     "{iso_ts} WARN new-device login user=[[email:email_v5]] from=[[ip_address:ipv4_public]] locale=((de||fr||it||sv||cs))"),
    ("loc_card_payment_confirmation_v8", "billing_statement", INTL,
     "{q_statement} {invoice_no}\n{w_amount}: {amount_loc}\nKarte/card [[card:card_loc]]"),
    ("fr_nir_attestation_v8", "form", ("fr_FR",),
     "Attestation de droits\nAssuré(e) : {name}\nN° de sécurité sociale : [[national_id:fr_nir]]\nNé(e) le "
     "[[date_of_birth:dob_v6]]"),
    ("dk_cpr_referral_v8", "letter", ("da_DK",),
     "Henvisning til {hospital_loc}\nPatient: {name}, CPR-nr. [[national_id:dk_cpr]]\nTlf. [[phone:phone_loc]]"),
    ("de_kvnr_bonus_letter_v8", "letter", ("de_DE",),
     "Bonusprogramm {year}: {name}, Versichertennummer [[member_id:kvnr]], Steuer-ID [[national_id:de_tax_id]]"),
    ("au_medicare_pharmacy_v8", "pharmacy_label", ("en_AU",),
     "Dispensed {dos} for {name}, Medicare [[member_id:medicare_card_au]], [[address:addr_au_unit]]"),
    ("ie_ppsn_drug_scheme_v8", "form", ("en_IE",),
     "Drugs Payment Scheme registration: {name}, PPSN [[national_id:ppsn]], mobile [[phone:phone_loc]]"),
    ("nz_nhi_vehicle_v8", "form", ("en_NZ",),
     "ACC transport claim: {name}, NHI [[national_id:nz_nhi]], vehicle rego [[vehicle_id:plate_loc]], born [[date_of_birth:dob_v8]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports of non-personal data ----------------------------------------------------------------------------
    ("x12_835_provider_level_adjustments_clean_v8", "x12_export", US,
     "TRN*1*{trn}*1{org_ein_digits}~\nN1*PR*{org_upper}*XV*{payer_id}~\nN3*{org_appeals_addr}~\nPER*BL*PROVIDER SERVICES*TE*"
     "{org_tollfree}*EM*{org_provider_email}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\nPLB*{org_npi}*{year}1231*WO:{ref_no}*"
     "{amount}*L6:{ctrl}*-{amount2}~"),
    ("x12_271_benefit_grid_clean_v8", "x12_export", US,
     "NM1*PR*2*{org_upper}*****PI*{payer_id}~\nPER*IC**TE*{org_phone}*UR*{org_web}~\n{eb_line}\n{eb_line2}\n{eb_line3}\n"
     "MSG*PLAN YEAR {year} BENEFITS, GROUP {org_rxgrp}~"),
    ("hl7_mfn_location_master_clean_v8", "hl7_export", US,
     "MSH|^~\\&|EHR|GCMC|ADT|GCMC|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nLOC|GCMC^CLINIC^{room}||C|{clinic}"
     "|{clinic_addr}|{clinic_phone}\nLDP|GCMC^CLINIC^{room}|{dept}|||A"),
    ("hl7_ack_batch_clean_v8", "hl7_export", US,
     "MSH|^~\\&|BRHC_GW|BRHC|GCLIS|GCMC|{hl7_ts}||ACK^R01^ACK|{ctrl}|P|2.5.1\nMSA|((AA||AE))|{ctrl2}|{errcode}\n"
     "ERR|||207^Application internal error^HL70357|W|||{queue_depth} messages queued"),
    ("json_fee_schedule_clean_v8", "json_export", US,
     "{\"payerId\": \"{payer_id}\", \"plan\": \"{hios}\", \"effective\": \"{eff_iso}\", \"fees\": [{\"cpt\": \"{cpt}\", "
     "\"allowed\": {amount}}, {\"cpt\": \"{cpt2}\", \"allowed\": {amount2}}, {\"hcpcs\": \"{hcpcs}\", \"allowed\": {amount3}}], "
     "\"conversionFactor\": 32.3465}"),
    ("json_provider_directory_clean_v8", "json_export", US,
     "{\"practitioners\": [{\"npi\": \"{org_npi}\", \"name\": \"{doctor_full}\", \"location\": \"{clinic_addr}\", \"phone\": "
     "\"{clinic_phone}\", \"fax\": \"{clinic_fax}\", \"accepting\": ((true||false))}, {\"npi\": \"{org_npi2}\", \"name\": "
     "\"{optometrist}\", \"location\": \"{eye_addr}\", \"phone\": \"{eye_phone}\"}], \"updated\": \"{iso_ts}\"}"),
    ("json_claims_monthly_aggregate_clean_v8", "json_export", US,
     "{\"period\": \"{year}-((01||04||07||10))\", \"claimsReceived\": {queue_depth}, \"autoAdjudicated\": \"{pct_dec}\", "
     "\"denied\": {small_count}, \"topCarc\": [\"{carc}\", \"{carc2}\"], \"medianDaysToPay\": {seq}, \"build\": \"{build_no}\"}"),
    ("xml_formulary_tier_table_clean_v8", "xml_export", US,
     "<Formulary plan=\"{hios}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" version=\"{version}\">\n  <Drug ndc=\"{ndc}\" tier=\"{tier}\" "
     "ql=\"{qty}/{days_supply}\" st=\"((Y||N))\"/>\n  <Drug ndc=\"{ndc2}\" tier=\"{tier2}\" pa=\"((Y||N))\"/>\n</Formulary>"),
    ("xml_pharmacy_network_clean_v8", "xml_export", US,
     "<PharmacyNetwork group=\"{org_rxgrp}\">\n  <Pharmacy ncpdp=\"{ncpdp_own}\" name=\"{pharmacy_own}\" helpdesk=\"{rx_help_phone}\" "
     "preferred=\"Y\"/>\n  <Copay tier=\"1\" retail30=\"{copay}\" mail90=\"{copay2}\"/>\n</PharmacyNetwork>"),
    ("csv_fee_schedule_rows_clean_v8", "csv_export", US,
     "cpt,modifier,nonfacility,facility,global\n{fee_row}\n{fee_row2}\n{fee_row3}\n"),
    ("csv_denial_reasons_aggregate_clean_v8", "csv_export", US,
     "month,carc,rarc,claims,share\n{year}-((01||04||07||10)),{carc},{rarc},{queue_depth},{pct_dec}\n{year}-((01||04||07||10)),{carc2},"
     "{rarc2},{small_count},{pct_small}\n"),
    ("tsv_call_centre_queue_stats_clean_v8", "csv_export", US,
     "date\tqueue\tline\toffered\tanswered\tasa_sec\tsla\n{dos_iso}\tmember services\t{org_tollfree}\t{count}\t{sample_n}\t{ms}"
     "\t{pct}\n{dos_iso}\tpharmacy\t{rx_help_phone}\t{small_count}\t{small_count2}\t{minutes}\t{pct2}\n"),
    ("csv_lab_reference_ranges_clean_v8", "csv_export", US,
     "loinc,analyte_range\n{loinc},{range_en}\n{loinc2},{range_en2}\n"),
    # ---- what a plan sends ---------------------------------------------------------------------------------------
    ("eob_how_to_read_clean_v8", "eob", US,
     "How to read your EOB ({org}, form EOB-{year}-{small_count})\nA  Amount billed, e.g. {money}\nB  Plan discount {pct}\n"
     "C  Deductible: {deductible_met} of {money2} met in the example\nD  Remark code {rarc}: see page {pages}.\nCall {org_tollfree}."),
    ("remittance_summary_to_clinic_clean_v8", "remittance", US,
     "Remittance advice to {clinic} (NPI {org_npi}, TIN {org_ein})\nPayment {check_no} dated {dos}: {sample_n} claim lines, "
     "billed {money}, paid {money2}, withheld {money3} ({carc}).\nQuestions: {org_provider_email} or {org_phone}."),
    ("prior_auth_approval_to_provider_clean_v8", "prior_auth", US,
     "{org} Utilization Management - fax to {clinic_fax}\nAuthorization {pa_case} APPROVED: CPT {cpt} x {visits} units, "
     "{dos} through {dos2}. Ordering NPI {org_npi}. Pages: {pages}. Reply fax {org_fax}."),
    ("formulary_mid_year_change_clean_v8", "formulary_notice", US,
     "{org} formulary update effective {dos}: {drug} moves from tier {tier} to tier {tier2}; quantity limit {qty} per "
     "{days_supply} days. Preferred alternative covered at {copay}. Pharmacist line {rx_help_phone} (BIN {org_rxbin})."),
    ("network_directory_listing_clean_v8", "network_directory", US,
     "{org} provider directory, {year} edition, page {pages}\n{eye} - {eye_addr} - {eye_phone} - Mon-Thu 8-5 - NPI {org_npi}\n"
     "{dental_office} - {dental_addr} - {dental_phone} - accepting new patients\n{clinic} - {clinic_addr} - {clinic_phone}"),
    ("claim_status_codes_help_clean_v8", "claim_status", US,
     "Claim status help: A1 = received, A2 = accepted for processing, P1 = pended, F1 = finalized/paid. {pct_dec} of claims "
     "finalize within {hours} hours; {pct} within {visits} days. Payer ID {payer_id}. Status page {org_status_page}."),
    ("rx_card_front_clean_v8", "pharmacy_card", US,
     "{org_upper} | PRESCRIPTION BENEFITS\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\nPlan {hios}   Issuer "
     "(80840) {org_npi}\nPharmacy help desk {rx_help_phone} | {rx_email}"),
    ("flu_clinic_reminder_clean_v8", "appointment_reminder", US,
     "{clinic} flu shot clinic: {weekday} {dos}, ((9 a.m. to 1 p.m.||8:30 AM-12:30 PM||2-6 p.m.)), {clinic_addr}. No appointment needed; bring your "
     "insurance card. High-dose vaccine for adults 65 and older. Questions: {clinic_phone}."),
    ("lab_reference_printout_clean_v8", "lab_report", US,
     "{clinic_upper} LABORATORY - REFERENCE INTERVALS (rev {version})\n{range_en}\n{range_en2}\n{range_en3}\nSpecimens received "
     "after {time} are run next day. Lab director {doctor_full}. CLIA 27D2049581."),
    ("billing_help_financial_aid_clean_v8", "billing_statement", US,
     "Paying your {clinic} bill: statements are mailed every ((28||30||45)) days; payment plans from {money} a month at 0%; financial "
     "assistance for households under {fpl} of the federal poverty level. Billing office {clinic_phone}, fax {clinic_fax}."),
    ("vision_benefit_summary_clean_v8", "vision_plan", US,
     "Vision benefits ({hios}): exam every 12 months, {copay} copay; lenses every 12 months; frames every 24 months up to "
     "(($130||$150||$175||$200)); contacts in lieu of glasses up to (($120||$150||$180)). In network: {eye}, {eye_addr}, {eye_phone}."),
    ("dental_benefit_summary_clean_v8", "dental_plan", US,
     "Dental benefits ({hios}): annual maximum {money}; deductible {copay} per person; preventive 100%, basic ({cdt}) 80% "
     "after a {months_n}-month waiting period, major 50%. Orthodontics lifetime max {money2}. {dental_office}, {dental_phone}."),
    ("travel_policy_definitions_clean_v8", "travel_insurance", EN,
     "Section {seq}. Definitions. 'Journey' means a trip of up to {visits} days outside the home country. Emergency medical "
     "expenses are covered up to {money}; excess {copay}; repatriation up to {money2}. Assistance: {travel_assist_line}."),
    ("support_chat_coverage_question_clean_v8", "support_chat", US,
     "Customer: does my plan cover physical therapy?\n{bot}: Plans {hios} cover up to {visits} visits a year with a {copay} "
     "copay after deductible. Prior authorization applies after visit ((6||8||12)).\nCustomer: ok thanks\n{bot}: Anything "
     "else? You can also call {org_phone}."),
    ("ops_interface_incident_clean_v8", "it_ticket", US,
     "{inc} (P2) ORU interface backlog: queue depth {queue_depth}, oldest message {minutes} min. Engine {version}, node "
     "{hostname}. Root cause: certificate rotation at {time}. Status posted to {org_status_page}."),
    ("ops_change_request_clean_v8", "it_ticket", US,
     "{chg}: upgrade claims adjudication to release {build_no} on {weekday} {dos} {time}-{time2} MT. Rollback: redeploy "
     "{version}. Smoke tests: {sample_n} synthetic claims, payer ID {payer_id}. Approver: {staff}."),
    ("after_visit_handout_clean_v8", "clinical_note", US,
     "After your visit - high blood pressure\nGoal: under 130/80. Take {dose}. Limit salt to 2,300 mg a day; walk ((20||30||45)) "
     "minutes 5 days a week. Recheck in ((2||4||6)) weeks. {clinic}, {clinic_phone}, {clinic_email}."),
    ("pharmacy_counselling_leaflet_clean_v8", "pharmacy_leaflet", US,
     "{pharmacy_own} - about your medicine: {regimen}. If you miss a dose, take it within {hours} hours; never double up. "
     "Store at 68-77 F. NDC {ndc}, lot {lot}. Pharmacist: {rx_help_phone}."),
    ("coordination_of_benefits_wording_clean_v8", "policy_wording", US,
     "Coordination of benefits: when this plan is secondary it pays up to {pct} of the remaining allowed amount. Claims must "
     "reach us within {visits} days ({statute}). Mail to {org_appeals_addr}. Tax ID {org_ein}."),
    # ---- other locales -------------------------------------------------------------------------------------------
    ("loc_formulary_change_clean_v8", "formulary_notice", INTL,
     "{l_formulary} – {l_effective} {dos_loc}\nATC {atc}: {l_copay} {amount_loc}\nATC {atc2}: {l_copay} {copay_pct}\n"
     "{w_phone}: {tollfree_loc}"),
    ("loc_lab_reference_ranges_clean_v8", "lab_report", INTL,
     "{l_lab} ({l_adults}), {version}\n{lab_range_loc}\n{lab_range_loc2}\n{lab_range_loc3}"),
    ("loc_opening_hours_clean_v8", "appointment_reminder", INTL,
     "{hospital_loc} – {l_hours}\n{weekday_loc} ((8:00–12:00||7:30–16:00||13:00–18:30||9:00–15:30)), {w_room} {room}\n{dos_loc}: {l_closed}\n{w_phone}: {tollfree_loc}"),
    ("loc_self_pay_price_list_clean_v8", "billing_statement", INTL,
     "{l_price_list} {year}\n{cpt}: {amount_loc}\n{cpt2}: {amount_loc2}\n{hcpcs}: {amount_loc3}\nICD-10 {icd}"),
    ("loc_flu_campaign_clean_v8", "appointment_reminder", INTL,
     "{l_vaccination} {year}: {dos_loc}, ((8:00–12:00||14:00–18:00||9:30–13:30)), {l_no_appointment}. {w_room} {room}. {hospital_loc}."),
    ("loc_travel_benefits_table_clean_v8", "travel_insurance", INTL,
     "{l_travel}\n{w_amount}: {amount_loc}\n{l_excess}: {amount_loc2}\n{l_waiting}: {months_n} {l_months}\n"
     "{l_assistance}: {tollfree_loc}"),
    ("loc_dental_allowance_clean_v8", "dental_plan", INTL,
     "{l_dental}\n{cdt}: {amount_loc}\n{cdt2}: {amount_loc2} ({copay_pct})\n{l_waiting}: {months_n} {l_months}"),
    ("loc_counselling_leaflet_clean_v8", "pharmacy_leaflet", INTL,
     "{l_counselling}: {atc}, {mg} mg {l_daily}. {l_store} {temp_c}. Lot {lot}, {l_effective} {dos_loc}."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind8", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
