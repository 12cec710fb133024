"""An eleventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind11.py [--seed 13131] [--out PATH]   # JSON lines to PATH, or to stdout

The nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311) are treated as known to the tuner. This set stands alone as a
held-out one: its author read only those generators (for their mechanics, imported here, and to avoid their
templates), never the detectors, their tests or the sets they were tuned on, never the set written beside it
(make_phi_blind10.py), and never ran the check on these texts.

700 texts: 300 carry identifiers (50 templates, 6 texts each, every kind of KINDS in at least 12 texts) and
CLEAN_TOTAL = 400 carry none (40 templates, 10 texts each). The identifier-free texts are what this set measures
most precisely (the false-alarm rate): what a plan, a clinic, a pharmacy and their IT staff really send and store,
dense with numbers about no person, in layouts the earlier sets have few of: EDI acknowledgements (999, TA1,
277CA batch level), FHIR Bundles of non-personal resources (Organization, Practitioner, Location, InsurancePlan),
plan-year comparison tables, pharmacy network lists, quality-measure (HEDIS/Star) reports, utilisation dashboards
in CSV, ICD/CPT crosswalks, accreditation letters, data-dictionary pages, call-centre scripts, release notes of a
health IT product, public-health bulletins, and notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb,
fi, cs) with their local number forms. No template id or body is shared with the earlier sets (every id here ends
in "_v11").

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
    import make_phi_blind8 as blind8
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind8 as blind8

Draw = blind.Draw
lang_of = blind2.lang_of
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 13131
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind8.OTHER_LOCALES
FAKER_LOCALES = blind8.FAKER_LOCALES

# The deployment's own published contacts (what a measuring script would pass as `organisation_contacts`).
ORG_NAME = "Saguaro Basin Health Alliance"
CLINIC_NAME = "Rillito Wash Family Medicine"
EYE_NAME = "Catalina Foothills Eye Care"
DENTAL_NAME = "Sabino Canyon Dental Group"
PHARMACY_NAME = "Tanque Verde Pharmacy"
ORG_DOMAIN = "saguarobasin.org"
CLINIC_DOMAIN = "rillitowashmed.org"
ORGANISATION_CONTACTS = [
    "(520) 555-0172",
    "(520) 555-0173",
    "Claims Department, PO Box 41288, Tucson, AZ 85717",
    "3300 East Speedway Boulevard, Suite 410, Tucson, AZ 85716",
    "grievances@saguarobasin.org",
    "memberservices@saguarobasin.org",
    "(520) 555-0184",
    "(520) 555-0185",
    "1925 North Campbell Avenue, Tucson, AZ 85719",
    "frontdesk@rillitowashmed.org",
    "https://www.saguarobasin.org/plans",
    "(520) 555-0191",
    "6090 North Swan Road, Tucson, AZ 85718",
    "(520) 555-0196",
    "7400 East Tanque Verde Road, Tucson, AZ 85715",
    "(520) 555-0139",
    "+1 520 555 0172",
    "pharmacy@saguarobasin.org",
    "1-877-555-0164",
    "networkrelations@saguarobasin.org",
    "https://status.saguarobasin.org",
    "+1 520 555 0149",
    "1-877-555-0165",
    "edi.support@saguarobasin.org",
]
ORG_PAYER_ID = "SBHA7"
ORG_RXBIN = "024613"
ORG_RXPCN = "SBHARX"
ORG_RXGRP = "SAG2207"
ORG_EIN = "86-3317460"
ORG_HIOS = ("53901AZ0070002", "53901AZ0070015", "53901AZ0080004")
ORG_NPIS = (blind5._npi_of("158302467"), blind5._npi_of("176420931"), blind5._npi_of("139875502"),  # noqa: SLF001
            blind5._npi_of("112604378"))  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["520", "602", "480", "623", "928", "505", "575", "702", "915", "760", "719", "385"]


def phone_v11(draw: Draw) -> str:
    """A US phone as people key it into forms and chats: a leading 1 with dashes, dots with brackets, run-together."""
    area, exchange, line = draw.pick(AREA_CODES), str(draw.rng.randint(202, 987)), draw.digits(4)
    if exchange in ("555", "211", "311", "411", "511", "611", "711", "811", "911"):
        exchange = "738"
    return draw.pick([f"1-{area}-{exchange}-{line}", f"({area}).{exchange}.{line}", f"{area}.{exchange}{line}",
                      f"+1 ({area}) {exchange} {line}", f"{area}-{exchange}{line}", f"({area}) {exchange}{line}"])


def dob_v11(draw: Draw) -> str:
    """A date of birth in the printings of intake forms and portals."""
    day = draw.date_between(1934, 2021)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m:02d}-{d:02d}-{y}", f"{y}/{m:02d}/{d:02d}", f"{d} {MONTHS[m - 1]}, {y}", f"{MONTHS[m - 1].upper()} {d} {y}",
                      f"{ABBR[m - 1]} {d:02d} '{y % 100:02d}", f"{m}/{d}/{y}"])


def dod_v11(draw: Draw) -> str:
    """A recent date of death in the same printings."""
    day = draw.date_between(2020, 2026)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m:02d}-{d:02d}-{y}", f"{y}/{m:02d}/{d:02d}", f"{d} {MONTHS[m - 1]}, {y}", f"{MONTHS[m - 1].upper()} {d} {y}",
                      f"{m}/{d}/{y}"])


def member_v11(draw: Draw) -> str:
    """This plan's member IDs: a plan prefix, digits, at times a person code."""
    return draw.pick([f"SBH{draw.digits(9)}", f"SBH {draw.digits(3)} {draw.digits(3)} {draw.digits(3)}", f"W{draw.digits(9)}-0{draw.rng.randint(1, 4)}",
                      f"Z7{draw.digits(8)}"])


def mrn_v11(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"RW{draw.digits(8)}", f"E{draw.digits(7)}", f"{draw.digits(2)}.{draw.digits(3)}.{draw.digits(3)}"])


def url_v11(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v11(draw).replace(" ", ""), mrn_v11(draw)
    return draw.pick([f"https://members.{ORG_DOMAIN}/claims?subscriber={member}&view=all",
                      f"https://members.{ORG_DOMAIN}/card/{member}.pdf",
                      f"https://mychart.{CLINIC_DOMAIN}/records/{mrn}/results",
                      f"https://pay.{CLINIC_DOMAIN}/guarantor/{mrn}?src=sms"])


def age_v11(draw: Draw) -> str:
    """An age over 89 as a note or a chat gives it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} years old", f"{age}yo", f"age {age}", f"{age} y/o", f"{age}-year-old", f"{age} yrs"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind8.SLOTS, "phone_v11": phone_v11, "dob_v11": dob_v11, "dod_v11": dod_v11, "member_v11": member_v11,
    "mrn_v11": mrn_v11, "url_v11": url_v11, "age_v11": age_v11,
}


# ---- words of the identifier-free notices in other locales --------------------------------------------------------
LOC_WORDS_V11: dict[str, dict[str, str]] = {
    "k_bulletin": {
        "de": "Infektionsepidemiologisches Wochenbulletin", "fr": "Bulletin épidémiologique hebdomadaire",
        "es": "Boletín epidemiológico semanal", "it": "Bollettino epidemiologico settimanale",
        "nl": "Wekelijks infectieziektenbulletin", "pt": "Boletim epidemiológico semanal",
        "pl": "Tygodniowy meldunek epidemiologiczny", "sv": "Veckorapport om smittsamma sjukdomar",
        "da": "Ugentligt epidemiologisk nyhedsbrev", "no": "Ukentlig smittevernrapport", "fi": "Viikoittainen tartuntatautikatsaus",
        "cs": "Týdenní epidemiologický přehled", "en": "Weekly communicable disease bulletin"},
    "k_week": {
        "de": "KW", "fr": "semaine", "es": "semana", "it": "settimana", "nl": "week", "pt": "semana", "pl": "tydzień",
        "sv": "vecka", "da": "uge", "no": "uke", "fi": "viikko", "cs": "týden", "en": "week"},
    "k_cases": {
        "de": "gemeldete Fälle", "fr": "cas déclarés", "es": "casos notificados", "it": "casi notificati", "nl": "gemelde gevallen",
        "pt": "casos notificados", "pl": "zgłoszone przypadki", "sv": "anmälda fall", "da": "anmeldte tilfælde",
        "no": "meldte tilfeller", "fi": "ilmoitetut tapaukset", "cs": "hlášené případy", "en": "reported cases"},
    "k_incidence": {
        "de": "Inzidenz je 100.000", "fr": "incidence pour 100 000", "es": "incidencia por 100.000", "it": "incidenza per 100.000",
        "nl": "incidentie per 100.000", "pt": "incidência por 100 000", "pl": "zapadalność na 100 tys.", "sv": "incidens per 100 000",
        "da": "incidens pr. 100.000", "no": "insidens per 100 000", "fi": "ilmaantuvuus / 100 000", "cs": "incidence na 100 000",
        "en": "incidence per 100,000"},
    "k_release": {
        "de": "Versionshinweise", "fr": "Notes de version", "es": "Notas de la versión", "it": "Note di rilascio",
        "nl": "Release-opmerkingen", "pt": "Notas de versão", "pl": "Informacje o wydaniu", "sv": "Versionsinformation",
        "da": "Versionsnoter", "no": "Versjonsmerknader", "fi": "Julkaisutiedot", "cs": "Poznámky k vydání", "en": "Release notes"},
    "k_fixed": {
        "de": "Behoben", "fr": "Corrigé", "es": "Corregido", "it": "Risolto", "nl": "Opgelost", "pt": "Corrigido", "pl": "Naprawiono",
        "sv": "Åtgärdat", "da": "Rettet", "no": "Rettet", "fi": "Korjattu", "cs": "Opraveno", "en": "Fixed"},
    "k_quality": {
        "de": "Qualitätsindikatoren", "fr": "Indicateurs de qualité", "es": "Indicadores de calidad", "it": "Indicatori di qualità",
        "nl": "Kwaliteitsindicatoren", "pt": "Indicadores de qualidade", "pl": "Wskaźniki jakości", "sv": "Kvalitetsindikatorer",
        "da": "Kvalitetsindikatorer", "no": "Kvalitetsindikatorer", "fi": "Laatuindikaattorit", "cs": "Ukazatele kvality",
        "en": "Quality indicators"},
    "k_target": {
        "de": "Zielwert", "fr": "cible", "es": "objetivo", "it": "obiettivo", "nl": "streefwaarde", "pt": "meta", "pl": "cel",
        "sv": "målvärde", "da": "målværdi", "no": "målverdi", "fi": "tavoite", "cs": "cílová hodnota", "en": "target"},
    "k_wait": {
        "de": "mittlere Wartezeit", "fr": "délai d'attente moyen", "es": "tiempo medio de espera", "it": "attesa media",
        "nl": "gemiddelde wachttijd", "pt": "tempo médio de espera", "pl": "średni czas oczekiwania", "sv": "medelväntetid",
        "da": "gennemsnitlig ventetid", "no": "gjennomsnittlig ventetid", "fi": "keskimääräinen odotusaika",
        "cs": "průměrná čekací doba", "en": "average wait"},
    "k_days": {
        "de": "Tage", "fr": "jours", "es": "días", "it": "giorni", "nl": "dagen", "pt": "dias", "pl": "dni", "sv": "dagar",
        "da": "dage", "no": "dager", "fi": "päivää", "cs": "dní", "en": "days"},
    "k_shortage": {
        "de": "Lieferengpass", "fr": "Rupture de stock", "es": "Problema de suministro", "it": "Carenza del medicinale",
        "nl": "Leveringsprobleem", "pt": "Rutura de stock", "pl": "Brak dostępności leku", "sv": "Restnotering",
        "da": "Leveringssvigt", "no": "Leveringsmangel", "fi": "Saatavuushäiriö", "cs": "Výpadek dodávek", "en": "Supply shortage"},
    "k_expected": {
        "de": "voraussichtlich lieferbar ab", "fr": "retour prévu le", "es": "reposición prevista el", "it": "disponibile dal",
        "nl": "verwacht leverbaar vanaf", "pt": "reposição prevista a", "pl": "przewidywana dostępność od",
        "sv": "beräknas åter", "da": "forventes leveret", "no": "forventet levert", "fi": "arvioitu saatavuus",
        "cs": "předpokládaná dostupnost od", "en": "expected back"},
    "k_alternative": {
        "de": "Alternative", "fr": "alternative", "es": "alternativa", "it": "alternativa", "nl": "alternatief",
        "pt": "alternativa", "pl": "zamiennik", "sv": "alternativ", "da": "alternativ", "no": "alternativ", "fi": "vaihtoehto",
        "cs": "náhrada", "en": "alternative"},
    "k_accredited": {
        "de": "Zertifizierung erteilt", "fr": "Certification accordée", "es": "Acreditación concedida",
        "it": "Accreditamento concesso", "nl": "Accreditatie verleend", "pt": "Acreditação concedida",
        "pl": "Akredytacja przyznana", "sv": "Ackreditering beviljad", "da": "Akkreditering tildelt",
        "no": "Akkreditering gitt", "fi": "Akkreditointi myönnetty", "cs": "Akreditace udělena", "en": "Accreditation granted"},
    "k_valid_until": {
        "de": "gültig bis", "fr": "valable jusqu'au", "es": "válida hasta", "it": "valido fino al", "nl": "geldig tot",
        "pt": "válida até", "pl": "ważna do", "sv": "giltig till", "da": "gyldig til", "no": "gyldig til", "fi": "voimassa",
        "cs": "platná do", "en": "valid until"},
    "k_beds": {
        "de": "Betten", "fr": "lits", "es": "camas", "it": "posti letto", "nl": "bedden", "pt": "camas", "pl": "łóżek",
        "sv": "vårdplatser", "da": "senge", "no": "senger", "fi": "vuodepaikkaa", "cs": "lůžek", "en": "beds"},
    "k_occupancy": {
        "de": "Auslastung", "fr": "taux d'occupation", "es": "ocupación", "it": "tasso di occupazione", "nl": "bezetting",
        "pt": "taxa de ocupação", "pl": "obłożenie", "sv": "beläggning", "da": "belægning", "no": "belegg", "fi": "käyttöaste",
        "cs": "obložnost", "en": "occupancy"},
}


def _words_v11(key: str) -> Callable[[Draw], str]:
    table = LOC_WORDS_V11[key]
    return lambda draw: table.get(lang_of(draw), table["en"])


def _pct_loc(draw: Draw) -> str:
    """A percentage with the locale's decimal sign and spacing."""
    value = blind8._decimal_loc(draw, draw.rng.randint(120, 998) / 10, 1)  # noqa: SLF001
    return f"{value} %" if lang_of(draw) in ("de", "fr", "sv", "da", "no", "fi", "cs", "pl") else f"{value}%"


def _star_row(draw: Draw) -> str:
    """One row of a Star/HEDIS measure table: measure, rate, cut point, stars."""
    measure = draw.pick(["C01 Breast Cancer Screening", "C02 Colorectal Cancer Screening", "C10 Diabetes Care - Blood Sugar Controlled",
                         "C12 Controlling Blood Pressure", "D08 Medication Adherence for Diabetes Medications",
                         "D10 Medication Adherence for Cholesterol (Statins)", "C07 Care for Older Adults - Medication Review",
                         "C15 Statin Therapy for Patients with Cardiovascular Disease"])
    rate = draw.rng.randint(580, 960) / 10
    return f"{measure:<58}{rate:5.1f}%  cut {rate - draw.rng.randint(1, 40) / 10:.1f}%  {draw.rng.randint(2, 5)} stars"


def _crosswalk_row(draw: Draw) -> str:
    """One line of an ICD-10-CM to CPT crosswalk for a coverage policy."""
    icd, cpt, text = draw.pick([("E11.9", "82947", "glucose, quantitative"), ("I10", "93784", "ambulatory BP monitoring"),
                                ("Z12.31", "77067", "screening mammography, bilateral"), ("E78.5", "80061", "lipid panel"),
                                ("M17.11", "20610", "arthrocentesis, major joint"), ("J45.40", "94010", "spirometry"),
                                ("N18.3", "82565", "creatinine, blood"), ("Z00.00", "99396", "preventive visit 40-64 years")])
    return f"{icd}\t{cpt}\t{text}"


def _util_row(draw: Draw) -> str:
    """One CSV row of a utilisation dashboard: month, service line, admits per 1,000, ALOS, readmission rate."""
    line = draw.pick(["medicine", "surgery", "behavioral", "maternity", "snf", "er_visits", "imaging"])
    month = f"{draw.rng.randint(2023, 2026)}-{draw.rng.randint(1, 12):02d}"
    return (f"{month},{line},{draw.rng.randint(12, 480) / 10:.1f},{draw.rng.randint(18, 79) / 10:.1f},"
            f"{draw.rng.randint(40, 190) / 10:.1f},{draw.rng.randint(1200, 98000)}")


def _plan_year_row(draw: Draw) -> str:
    """One line of a plan-year comparison: a benefit, last year's and this year's cost share."""
    benefit = draw.pick(["Primary care visit", "Specialist visit", "Urgent care", "Emergency room", "Inpatient stay (per admit)",
                         "Generic drugs (30-day)", "Preferred brand (30-day)", "Outpatient surgery", "Lab work", "MRI/CT"])
    old = draw.rng.randint(0, 60) * 5
    new = old + draw.pick([-10, -5, 0, 0, 5, 10, 25])
    return f"{benefit:<28}${old:<10}${max(new, 0)}"


def _dictionary_row(draw: Draw) -> str:
    """One row of a data dictionary of a claims warehouse: column, type, length, description."""
    column, kind, length, text = draw.pick([
        ("clm_ln_nbr", "SMALLINT", "2", "claim line sequence, 1-999"), ("alwd_amt", "DECIMAL", "11,2", "allowed amount in USD"),
        ("pos_cd", "CHAR", "2", "CMS place-of-service code"), ("rev_cd", "CHAR", "4", "UB-04 revenue code, zero-padded"),
        ("drg_cd", "CHAR", "3", "MS-DRG, version 41"), ("carc_cd", "VARCHAR", "5", "claim adjustment reason code"),
        ("rndrg_npi", "CHAR", "10", "rendering provider NPI (Luhn check digit)"), ("ndc_11", "CHAR", "11", "NDC in 5-4-2 form, no dashes"),
        ("paid_dt", "DATE", "", "check/EFT issue date"), ("lob_cd", "CHAR", "3", "line of business: COM, MCR, MCD")])
    return f"| {column} | {kind}({length}) | {text} |" if length else f"| {column} | {kind} | {text} |"


_OWN_V11 = {
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
    "travel_assist_line": ORGANISATION_CONTACTS[21], "org_tty": ORGANISATION_CONTACTS[22], "edi_email": ORGANISATION_CONTACTS[23],
    "org_ein_digits": ORG_EIN.replace("-", ""),
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind8.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN_V11.items()},
    **{key: _words_v11(key) for key in LOC_WORDS_V11},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "pct_loc": _pct_loc,
    "star_row": _star_row,
    "xwalk_row": _crosswalk_row,
    "util_row": _util_row,
    "plan_year_row": _plan_year_row,
    "dict_row": _dictionary_row,
    "hospital": lambda d: d.pick(["Banner University Medical Center Tucson", "Northwest Medical Center", "Tucson Medical Center",
                                  "Oro Valley Hospital"]),
    "pharmacy": lambda d: d.pick([PHARMACY_NAME, "Grant Road Drug", "Sonoran Desert Apothecary"]),
    "employer": lambda d: d.pick(["Pima Copper Works", "Rincon Valley Farms", "Sentinel Peak Logistics"]),
    "bot": lambda d: d.pick(["Sage", "SBHA Assistant", "Ask Saguaro"]),
    "pa_case": lambda d: d.pick([f"SBH-PA-{d.digits(8)}", f"UM{d.digits(9)}"]),
    "ncpdp_own": lambda d: d.pick(["0318862", "0319405", "0320177"]),
    "isa_no": lambda d: d.digits(9),
    "gs_no": lambda d: str(d.rng.randint(1, 99999)),
    "st_no": lambda d: d.digits(4),
    "measure_year": lambda d: str(d.rng.randint(2023, 2026)),
    "star_overall": lambda d: d.pick(["3.5", "4", "4.5", "5"]),
    "denominator": lambda d: str(d.rng.randint(400, 26000)),
    "cases": lambda d: str(d.rng.randint(0, 900)),
    "week_no": lambda d: str(d.rng.randint(1, 52)),
    "per_100k": lambda d: blind8._decimal_loc(d, d.rng.randint(1, 4000) / 10, 1),  # noqa: SLF001
    "beds_n": lambda d: str(d.rng.randint(18, 940)),
    "wait_days": lambda d: str(d.rng.randint(2, 160)),
    "script_step": lambda d: str(d.rng.randint(2, 9)),
    "release": lambda d: f"{d.rng.randint(2023, 2026)}.{d.rng.randint(1, 4)}.{d.rng.randint(0, 12)}",
    "jira": lambda d: f"CLM-{d.rng.randint(1000, 9999)}",
    "accred_body": lambda d: d.pick(["NCQA", "URAC", "The Joint Commission", "AAAHC"]),
    "accred_id": lambda d: f"{d.pick(['HP', 'HUM', 'AMB'])}-{d.digits(5)}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("x12_276_status_inquiry_patient_v11", "x12_export", US,
     "ST*276*{st_no}*005010X212~\nBHT*0010*13*{ref_no}*{x12_date}*1200~\nNM1*IL*1*{last_upper}*{first_upper}****MI*"
     "[[member_id:member_v11]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\nTRN*1*{trn}~\nAMT*T3*{amount}~"),
    ("x12_834_enrollment_addition_v11", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[ssn:ssn_x12]]~\nREF*1L*{group_no}~\nNM1*IL*1*{last_upper}*{first_upper}~\n"
     "PER*IP**HP*[[phone:phone_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nHD*021**HLT*{hios}~"),
    ("hl7_siu_s12_booking_v11", "hl7_export", US,
     "MSH|^~\\&|RWSCHED|RWFM|EHR|RWFM|{hl7_ts}||SIU^S12|{ctrl}|P|2.5.1\nSCH|{ticket}||||||ROUTINE|{cpt}\n"
     "PID|1||[[record_number:mrn_v11]]^^^RWFM^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]|((F||M))|||||"
     "[[phone:phone_hl7_xtn]]\nAIL|1||RWFM^{room}"),
    ("hl7_mdm_t02_decedent_note_v11", "hl7_export", US,
     "MSH|^~\\&|RWDOC|RWFM|HIM|RWFM|{hl7_ts}||MDM^T02|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v11]]^^^RWFM^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]|||||||||||||||||||[[date_of_death:dod_hl7]]|Y\n"
     "TXA|1|DS|TX|{hl7_ts}|||||||{guid}||||||AU"),
    ("fhir_relatedperson_contact_json_v11", "json_export", US,
     "{\"resourceType\": \"RelatedPerson\", \"relationship\": [{\"text\": \"{relation}\"}], \"name\": [{\"text\": \"{name}\"}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_v11]]\"}, {\"system\": \"email\", \"value\": "
     "\"[[email:email_plain]]\"}], \"address\": [{\"text\": \"[[address:addr_us_line]]\"}]}"),
    ("json_payment_gateway_event_v11", "json_export", US,
     "{\"event\": \"charge.failed\", \"id\": \"{guid}\", \"card\": \"[[card:card_any]]\", \"receipt_email\": "
     "\"[[email:email_mixed]]\", \"client_ip\": \"[[ip_address:ipv4_public]]\", \"amount\": {amount}, \"code\": \"do_not_honor\"}"),
    ("xml_ccd_record_target_v11", "xml_export", US,
     "<recordTarget><patientRole>\n  <id root=\"2.16.840.1.113883.19.5\" extension=\"[[record_number:mrn_v11]]\"/>\n"
     "  <addr>[[address:addr_us_one]]</addr>\n  <telecom value=\"tel:[[phone:phone_e164]]\"/>\n"
     "  <patient><birthTime value=\"[[date_of_birth:dob_compact]]\"/></patient>\n</patientRole></recordTarget>"),
    ("csv_star_outreach_call_list_v11", "csv_export", US,
     "member_id,age,phone,gap\n[[member_id:member_v11]],[[age_over_89:age_bare]],[[phone:phone_v11]],((COA-MR||BCS||COL||SPD))\n"),
    ("csv_refund_check_register_v11", "csv_export", US,
     "refund_no,payee,mail_to,eft_account,amount\n{ref_no},{name},\"[[address:addr_us_line]]\",[[bank_account:acct_us_ach]],{amount}\n"),
    ("yaml_intake_webhook_v11", "json_export", US,
     "intake:\n  source: web\n  submitted: {iso_ts}\n  contact:\n    email: [[email:email_plain2]]\n    sms: \"[[phone:phone_v11]]\"\n"
     "  identity:\n    ssn_last9: \"[[ssn:ssn_plain]]\"\n  plan: {hios}"),
    # ---- letters and pages about one person -----------------------------------------------------------------------
    ("eob_window_envelope_block_v11", "eob", US,
     "{org_upper} - EXPLANATION OF BENEFITS\n\n{name_upper}\n[[address:addr_us_block]]\n\nSubscriber [[member_id:member_v11]]"
     " | Claim {claim_no} | You owe {copay}"),
    ("prior_auth_peer_to_peer_notice_v11", "prior_auth", US,
     "Peer-to-peer offered for {pa_case}: patient {name}, DOB [[date_of_birth:dob_v11]], member [[member_id:member_v11]]. "
     "Ordering office to call {org_phone} by {dos}. Patient callback [[phone:phone_v11]]."),
    ("claim_status_page_with_link_v11", "claim_status", US,
     "Claim {claim_no} - Denied (CARC {carc})\nMember: {name}, ID [[member_id:member_v11]]\nView online: [[url:url_v11]]"),
    ("billing_guarantor_statement_v11", "billing_statement", US,
     "{clinic_upper} STATEMENT {statement_ref}\nGuarantor: {name}\n[[address:addr_usps]]\nAutopay from checking "
     "[[bank_account:bank_us_v5]] on {dos}: {money}"),
    ("dental_pretreatment_estimate_v11", "dental_plan", US,
     "Pre-treatment estimate {ref_no}: {name}, DOB [[date_of_birth:dob_v11]], ID [[member_id:member_v11]]; {cdt} tooth {tooth}, "
     "est. plan share {money}."),
    ("vision_rebate_mail_in_v11", "vision_plan", US,
     "Contact lens rebate (mail-in)\nName: {name}\nMail check to: [[address:addr_us_one]]\nEmail: [[email:email_any]]\n"
     "Phone: [[phone:phone_v11]]\nPurchased at {eye} on {dos}"),
    ("travel_medevac_request_v11", "travel_insurance", EN,
     "MEDEVAC REQUEST {policy_no}: insured {name}, passport [[national_id:us_passport]], born [[date_of_birth:dob_v11]], in "
     "hospital in {travel_country}; family line [[phone:phone_world]]."),
    ("pharmacy_transfer_in_request_v11", "pharmacy_label", US,
     "Transfer-in request to {pharmacy}: Rx {rx} ({drug}) for {name}, DOB [[date_of_birth:dob_us]], home "
     "[[address:addr_us_line]], phone [[phone:phone_us_any]]."),
    ("lab_sendout_requisition_v11", "lab_report", US,
     "SEND-OUT REQUISITION {ticket}\nPatient MRN [[record_number:mrn_v11]]  DOB [[date_of_birth:dob_v11]]\nTest {loinc} "
     "{loinc_name}\nCollected {dos} {time}"),
    ("hospice_pronouncement_note_v11", "clinical_note", US,
     "Pronouncement: {name} ([[record_number:mrn_v11]]), [[age_over_89:age_v11]], died [[date_of_death:dod_v11]] at {time}, "
     "family present. RN {nurse}."),
    ("call_transcript_estate_billing_v11", "call_transcript", US,
     "AGENT: {org}, this is {agent}.\nCALLER: my father passed on [[date_of_death:dod_v11]] and we still get bills.\n"
     "AGENT: I'm sorry. What's a good callback?\nCALLER: [[phone:phone_spoken]]"),
    ("snf_census_line_v11", "clinical_note", US,
     "SNF census {dos}: room {room}-((A||B)) {name}, [[age_over_89:age_v11]], chart [[record_number:mrn_v11]], "
     "fall risk high."),
    ("chat_great_grandma_birthday_v11", "mobile_chat", US,
     "gg just turned [[age_over_89:age_bare]]!! can the clinic do a home visit? her chart link [[url:url_v11]]"),
    ("sms_login_code_thread_v11", "mobile_chat", US,
     "SBHA: your code is {four_digits}\nme: didnt get the email, use [[email:email_plain]] instead? or text [[phone:phone_v11]]"),
    ("chat_card_pasted_for_copay_v11", "mobile_chat", US,
     "ok paying the copay now [[card:card_chat]] exp {card_exp} is that enough?"),
    ("email_signature_block_personal_v11", "email", US,
     "Thanks for the help with the appeal!\n--\n{name}\n[[address:addr_us_line]]\nm. [[phone:phone_v11]]\nblog [[url:url_personal]]"),
    ("voice_member_id_and_birthday_v11", "voice_to_text", US,
     "ok the member number is [[member_id:member_v11]] and date of birth [[date_of_birth:dob_voice]] yes"),
    ("voice_new_address_v11", "voice_to_text", US,
     "we moved so the new address is [[address:addr_dictated]] and my cell [[phone:phone_voice]]"),
    ("voice_card_readout_v11", "voice_to_text", US,
     "the card number is [[card:card_chat]] and the email is [[email:email_voice]]"),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("ocr_enrollment_form_scan_v11", "ocr_form", US,
     "EMPLOYEE ENROLLMENT (scan)\nSSN [[ssn:ssn_comb]]  DOB [[date_of_birth:dob_ocr]]\nHOME ADDR [[address:addr_ocr]]"),
    ("ocr_direct_deposit_authorisation_v11", "ocr_form", US,
     "DIRECT DEPOSIT AUTH (fax p.1 of {pages})\nACCT [[bank_account:bank_comb]]\nSSN [[ssn:ssn_comb]]"),
    ("ocr_accident_report_vehicle_v11", "ocr_form", US,
     "MOTOR VEHICLE ACCIDENT SUPPLEMENT\nVIN [[vehicle_id:vin]]\nPLATE [[vehicle_id:plate_state]]\nPHONE [[phone:phone_ocr]]"),
    ("parking_validation_email_v11", "email", US,
     "Hi, I parked in the {clinic} garage, plate [[vehicle_id:plate_us]]. Please send the validation to [[email:email_plain2]]."),
    ("portal_waf_block_log_v11", "app_log", US,
     "{iso_ts} waf block rule=942100 client=[[ip_address:ipv4_public]] user=[[email:email_plain]] uri=/claims/export"),
    ("portal_access_log_link_v11", "app_log", US,
     "[[ip_address:ipv6_new]] - - [{log_ts}] \"GET [[url:url_v11]] HTTP/2\" 200 {ms}"),
    ("dmv_medical_fitness_report_v11", "form", US,
     "Driver Medical Evaluation: {name}, DL [[national_id:us_dl]], DOB [[date_of_birth:dob_v11]], plate "
     "[[vehicle_id:plate_state]]. Examiner {doctor}."),
    ("mileage_reimbursement_claim_v11", "form", US,
     "Mileage reimbursement: {visits} trips to {clinic}, vehicle [[vehicle_id:plate_us]], from [[address:addr_us_one]]."),
    ("w9_vendor_individual_v11", "form", US,
     "Form W-9 (individual/sole proprietor)\nName: {name}\nAddress: [[address:addr_us_line]]\nSSN: [[ssn:ssn_v5]]"),
    ("death_certificate_copy_request_v11", "letter", US,
     "Request for certified copy: decedent {name}, date of death [[date_of_death:dod_en]], SSN [[ssn:ssn_any]]."),
    ("shared_results_email_v11", "email", US,
     "from: [[email:email_work]]\nhere are mom's results, the portal link: [[url:url_v11]]"),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("loc_appointment_reply_dob_phone_v11", "mobile_chat", INTL,
     "{q_reminder} {dos_loc}\n> {w_dob} [[date_of_birth:dob_v6]] / {w_mobile} [[phone:phone_loc]]"),
    ("loc_home_delivery_address_v11", "pharmacy_label", INTL,
     "{pharmacy} – {w_address}: [[address:addr_v5_line]]\n{w_phone}: [[phone:phone_intl_loc]]"),
    ("loc_claim_refund_national_iban_v11", "form", INTL,
     "{q_claim_abroad}\n{natid_label}: [[national_id:natid_v5]]\nIBAN: [[bank_account:iban_loc]]\n{w_amount}: {amount_loc}"),
    ("loc_card_dispute_email_v11", "email", INTL,
     "{w_greeting}\n{w_invoice} {invoice_no}: [[card:card_loc]]\n{w_email}: [[email:email_loc]]\n{w_closing}"),
    ("loc_home_care_elder_block_v11", "clinical_note", INTL,
     "{w_patient}: {name} ([[age_over_89:age_loc_v5]])\n[[address:addr_v5_block]]"),
    ("loc_death_register_extract_v11", "form", INTL,
     "{w_name}: {name}\n{natid_label}: [[national_id:natid_v5]]\n{w_dod}: [[date_of_death:dod_v6]]"),
    ("loc_card_replacement_member_v11", "letter", INTL,
     "{member_label_loc}: [[member_id:member_loc]]\n{w_new_address}: [[address:addr_v5_line]]"),
    ("loc_ambulance_run_sheet_v11", "form", INTL,
     "{hospital_loc}\n{record_label_loc}: [[record_number:record_loc]]\n{w_vehicle}: [[vehicle_id:plate_loc]]"),
    ("loc_portal_login_notice_v11", "app_log", INTL,
     "{iso_ts} INFO login ok user=[[email:email_loc]] ip=[[ip_address:ipv4_public]]"),
    ("ca_sin_benefit_form_v11", "form", ("en_CA",),
     "Group benefits enrolment: {name}, SIN [[national_id:sin_ca]], born [[date_of_birth:dob_v11]], cell [[phone:phone_v6]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI acknowledgements and exports of non-personal data ----------------------------------------------------
    ("x12_999_implementation_ack_clean_v11", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*RWFM{st_no}      *{isa_date}*1200*^*00501*{isa_no}*0*P*:~\n"
     "GS*FA*{payer_id}*RWFM*{x12_date}*1200*{gs_no}*X*005010X231A1~\nST*999*{st_no}*005010X231A1~\nAK1*HC*{gs_no}*005010X222A1~\n"
     "AK2*837*{ctrl}~\nIK5*((A||E||R))~\nAK9*((A||P||R))*{small_count}*{small_count}*{small_count2}~\nSE*6*{st_no}~"),
    ("x12_ta1_interchange_ack_clean_v11", "x12_export", US,
     "TA1*{isa_no}*{isa_date}*{time}*((A||E||R))*((000||022||024))~\nNote: TA1 returned by {org} EDI gateway, payer ID {payer_id}; "
     "contact {edi_email} or {org_tollfree} for interchange errors."),
    ("x12_277ca_batch_summary_clean_v11", "x12_export", US,
     "ST*277*{st_no}*005010X214~\nBHT*0085*08*{ref_no}*{x12_date}*1400*TH~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "HL*2*1*21*1~\nNM1*41*2*{clinic_upper}*****46*{org_npi}~\nQTY*90*{count}~\nQTY*AA*{small_count}~\nAMT*YU*{amount}~\nAMT*YY*{amount2}~"),
    ("fhir_bundle_org_location_clean_v11", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Organization\", "
     "\"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], \"name\": \"{clinic}\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, {\"system\": \"fax\", \"value\": \"{clinic_fax}\"}]}}, "
     "{\"resource\": {\"resourceType\": \"Location\", \"name\": \"{clinic} - {dept}\", \"address\": {\"text\": \"{clinic_addr}\"}}}]}"),
    ("fhir_insuranceplan_clean_v11", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"identifier\": [{\"value\": \"{hios}\"}], \"status\": \"active\", \"name\": \"{org} "
     "((Bronze||Silver||Gold)) {measure_year}\", \"ownedBy\": {\"display\": \"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"{org_tollfree}\"}, {\"system\": \"url\", \"value\": \"{org_web}\"}]}], \"plan\": [{\"generalCost\": [{\"cost\": "
     "{\"value\": {amount}, \"currency\": \"USD\"}}]}]}"),
    ("fhir_practitioner_roles_clean_v11", "json_export", US,
     "{\"resourceType\": \"PractitionerRole\", \"practitioner\": {\"display\": \"{doctor_full}\", \"identifier\": {\"value\": "
     "\"{org_npi}\"}}, \"organization\": {\"display\": \"{eye}\"}, \"specialty\": [{\"text\": \"Optometry\"}], \"telecom\": "
     "[{\"system\": \"phone\", \"value\": \"{eye_phone}\"}], \"availableTime\": [{\"daysOfWeek\": [\"mon\", \"wed\"], "
     "\"availableStartTime\": \"08:00:00\"}]}"),
    ("csv_utilisation_dashboard_clean_v11", "csv_export", US,
     "month,service_line,admits_per_1000,alos_days,readmit_30d_pct,paid_pmpm_cents\n{util_row}\n{util_row2}\n{util_row3}\n{util_row4}\n"),
    ("tsv_icd_cpt_crosswalk_clean_v11", "csv_export", US,
     "icd10cm\tcpt\tdescription\n{xwalk_row}\n{xwalk_row2}\n{xwalk_row3}\n# policy MP-{small_count}, revised {dos_iso}"),
    ("xml_pharmacy_network_list_clean_v11", "xml_export", US,
     "<NetworkList payer=\"{payer_id}\" bin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" grp=\"{org_rxgrp}\" asOf=\"{dos_iso}\">\n"
     "  <Store ncpdp=\"{ncpdp_own}\" name=\"{pharmacy_own}\" addr=\"{dental_addr}\" tier=\"preferred\"/>\n"
     "  <Mail days=\"90\" copayGeneric=\"{copay}\"/>\n  <HelpDesk phone=\"{rx_help_phone}\" email=\"{rx_email}\"/>\n</NetworkList>"),
    ("hl7_mfn_practitioner_master_clean_v11", "hl7_export", US,
     "MSH|^~\\&|CRED|SBHA|EHR|RWFM|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\nMFE|MAD|||{org_npi}^NPI\n"
     "STF|{org_npi}||{doc_last_upper}^{doc_first_upper}|||||A|||{clinic_phone}|{clinic_addr}\nPRA|{org_npi}||||FM"),
    # ---- what a plan sends ---------------------------------------------------------------------------------------
    ("plan_year_comparison_table_clean_v11", "benefit_summary", US,
     "{org} - what changes next year (plan {hios})\nBenefit                     {measure_year}       next year\n{plan_year_row}\n"
     "{plan_year_row2}\n{plan_year_row3}\n{plan_year_row4}\nQuestions: {org_tollfree} (TTY {org_tty})."),
    ("star_ratings_report_clean_v11", "quality_report", US,
     "{org} Medicare Advantage Star Ratings, measurement year {measure_year} (overall {star_overall} stars)\n{star_row}\n{star_row2}\n"
     "{star_row3}\nDenominators under 30 are suppressed. Quality team: {org_provider_email}."),
    ("hedis_provider_scorecard_clean_v11", "quality_report", US,
     "HEDIS scorecard for {clinic} (NPI {org_npi}), {measure_year}\nCOL-E: {sat_pct} of {denominator} eligible\nCBP: {pct_dec}\n"
     "HBD <8%: {pct}\nGap-closure bonus paid: {money}. Incentive questions: {org_phone}."),
    ("eob_remittance_line_aggregate_clean_v11", "remittance", US,
     "ERA {check_no} summary for {clinic} - {dos}\nLines {count} | Billed {money} | Allowed {money2} | Paid {money3}\n"
     "Top adjustments: CO-45 {pct}, PR-1 {pct2}, CO-97 {pct_small}\nPayer {org} ({payer_id}), TIN {org_ein}."),
    ("prior_auth_criteria_update_clean_v11", "prior_auth", US,
     "Provider bulletin {small_count}/{measure_year}: from {dos}, CPT {cpt} and {cpt2} need prior authorization for plans {hios}. "
     "Submit via availity or fax {org_fax}; urgent requests decided within 72 hours, standard within 7 days."),
    ("formulary_tier_change_letter_clean_v11", "formulary_notice", US,
     "Dear provider, the {org} P&T committee met on {dos}. Changes: {drug} adds step therapy (ST); NDC {ndc} moves to tier "
     "{tier}; quantity limit {qty}/{days_supply}. BIN {org_rxbin}, PCN {org_rxpcn}. Exception line {rx_help_phone}."),
    ("accreditation_letter_clean_v11", "letter", US,
     "{accred_body} certificate {accred_id}\n{org}, {org_street_addr}, has been awarded accreditation for commercial HMO/POS "
     "products, effective {dos} through {dos2}. Survey score {sat_pct}; {small_count} standards met in full."),
    ("data_dictionary_page_clean_v11", "data_dictionary", US,
     "## claims_line (warehouse {version})\n| column | type | meaning |\n|---|---|---|\n{dict_row}\n{dict_row2}\n{dict_row3}\n"
     "Rows: ~{count} per month. Owner: EDI team, {edi_email}."),
    ("call_centre_script_clean_v11", "call_script", US,
     "SCRIPT {accred_id} - benefits question (step {script_step} of 9)\nSay: \"Thank you for calling {org}, my name is ___.\"\n"
     "Do not read any ID back aloud. Transfer pharmacy questions to {rx_help_phone}; grievances to {org_appeals_email}.\n"
     "Average handle time target: {minutes} minutes."),
    ("release_notes_claims_portal_clean_v11", "release_notes", US,
     "Provider portal release {release} ({dos})\n- {jira}: 277CA rejections now show STC codes A7/A8\n- {jira2}: ERA download "
     "limit raised to {count} files\n- Fixed: timeout after {minutes} min on eligibility search\n{build_no}, commit {sha}. Status: {org_status_page}"),
    ("network_adequacy_summary_clean_v11", "network_directory", US,
     "Network adequacy, {county}, {measure_year}: {small_count} PCPs, {small_count2} cardiologists; {pct} of members within 30 "
     "minutes. Directory corrections: {org_provider_email}. Eye care: {eye}, {eye_addr}, {eye_phone}."),
    ("claim_status_page_generic_clean_v11", "claim_status", US,
     "Claim status lookup is unavailable from {time} to {time2} MT on {dos} while we upgrade to {version}. Use the 276/277 "
     "transaction (payer ID {payer_id}) or call {org_tollfree}. Average turnaround last quarter: {visits} days."),
    ("rx_card_back_clean_v11", "pharmacy_card", US,
     "Pharmacists: submit to RxBIN {org_rxbin} / PCN {org_rxpcn} / Group {org_rxgrp}. Pharmacy help desk {rx_help_phone}. "
     "Members: {org_tollfree}, TTY {org_tty}. Mail claims to {org_appeals_addr}."),
    ("appointment_reminder_template_clean_v11", "appointment_reminder", US,
     "{clinic}: reminder of your visit on {dos} at {time}. Arrive 15 minutes early; bring a list of your medicines. To "
     "reschedule call {clinic_phone} or write to {clinic_email}. Reply C to confirm."),
    ("lab_reference_ranges_pediatric_clean_v11", "lab_report", US,
     "{clinic_upper} LAB - reference intervals by age band (rev {version})\n{range_en}\n{range_en2}\nNeonates 0-28 d: see "
     "table {small_count}. Critical values phoned to the ordering clinician within {minutes} min."),
    ("billing_statement_explainer_clean_v11", "billing_statement", US,
     "Understanding your statement from {clinic}: line 1 shows charges, line 2 insurance payments, line 3 adjustments "
     "(contractual write-offs average {pct}), line 4 what you owe. Pay at {clinic_addr} or call {clinic_phone}; "
     "plans start at {copay} a month."),
    ("dental_plan_summary_grid_clean_v11", "dental_plan", US,
     "{dental_office} accepts {org} dental plans {hios}:\nD0120 periodic exam 100%\nD1110 cleaning 100% (2 per year)\n{cdt} 80%\n"
     "D2740 crown 50% after {months_n} months\nAnnual max {money}. {dental_addr}, {dental_phone}."),
    ("travel_policy_exclusions_clean_v11", "travel_insurance", EN,
     "Part {seq} - General exclusions. We will not pay for: (a) trips booked against medical advice; (b) pre-existing "
     "conditions unless declared; (c) claims under {copay}. Cover limit {money}. 24-hour assistance {travel_assist_line}."),
    ("ops_edi_gateway_maintenance_clean_v11", "it_ticket", US,
     "{chg} EDI gateway certificate renewal {dos} {time}-{time2}: AS2 endpoints for 837/835/999 paused ~{minutes} min; "
     "queue {queue_depth} files expected. Contact {edi_email}. Release {release}."),
    ("support_chat_no_identifier_clean_v11", "support_chat", US,
     "{bot}: Hi! How can I help?\nVisitor: where can i get a flu shot near campbell ave\n{bot}: {clinic} at {clinic_addr} offers "
     "walk-in flu shots {weekday}s, ((8-11 am||1-4 pm)). Covered at $0 on all {org} plans.\nVisitor: great thx"),
    ("public_health_bulletin_clean_v11", "public_health", US,
     "Pima County weekly bulletin, week {week_no}: influenza-like illness {pct_small} of ED visits; RSV positivity {pct}; "
     "{cases} confirmed cases of pertussis year to date. {clinic} vaccine clinic: {clinic_phone}."),
    # ---- other locales -------------------------------------------------------------------------------------------
    ("loc_public_health_bulletin_clean_v11", "public_health", INTL,
     "{k_bulletin}, {k_week} {week_no}/{measure_year}\nInfluenza: {cases} {k_cases}, {k_incidence}: {per_100k}\nRSV: {cases2} "
     "{k_cases}\n{hospital_loc}"),
    ("loc_release_notes_clean_v11", "release_notes", INTL,
     "{k_release} {release} ({dos_loc})\n{k_fixed}: {jira}, {jira2}\nBuild {build_no}"),
    ("loc_quality_indicators_clean_v11", "quality_report", INTL,
     "{k_quality} {measure_year} – {hospital_loc}\nICD-10 {icd}: {pct_loc} ({k_target} {pct_loc2})\n{k_wait}: {wait_days} {k_days}"),
    ("loc_supply_shortage_clean_v11", "formulary_notice", INTL,
     "{k_shortage}: ATC {atc}, {mg} mg – {k_expected} {dos_loc}. {k_alternative}: ATC {atc2}. {w_phone}: {tollfree_loc}"),
    ("loc_accreditation_clean_v11", "letter", INTL,
     "{k_accredited}: {hospital_loc}, ISO 15189, {k_valid_until} {dos_loc}. {k_beds}: {beds_n}."),
    ("loc_bed_occupancy_csv_clean_v11", "csv_export", INTL,
     "{k_week};{k_beds};{k_occupancy}\n{week_no};{beds_n};{pct_loc}\n{week_no2};{beds_n2};{pct_loc2}\n"),
    ("loc_price_json_clean_v11", "json_export", INTL,
     "{\"site\": \"{hospital_loc}\", \"validFrom\": \"{dos_loc}\", \"items\": [{\"icd\": \"{icd}\", \"price\": \"{amount_loc}\"}, "
     "{\"atc\": \"{atc}\", \"price\": \"{amount_loc2}\"}]}"),
    ("loc_waiting_times_xml_clean_v11", "xml_export", INTL,
     "<waitingList site=\"{hospital_loc}\" week=\"{week_no}\">\n  <clinic code=\"{cpt}\" days=\"{wait_days}\"/>\n"
     "  <clinic code=\"{cpt2}\" days=\"{wait_days2}\"/>\n</waitingList>"),
    ("loc_lab_ranges_hl7_clean_v11", "hl7_export", INTL,
     "MSH|^~\\&|LIS|LAB|CAT|LAB|{hl7_ts}||MFN^M08|{ctrl}|P|2.5\nOM2|1|{lab_range_loc}\nOM2|2|{lab_range_loc2}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind11", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
