"""A twelfth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind12.py [--seed 14141] [--out PATH]   # JSON lines to PATH, or to stdout

The eleven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131) are
treated as known to the tuner. This set stands alone as a held-out one: its author read only those generators (for
their mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they
were tuned on, never the set written beside it (make_phi_blind13.py), and never ran the check on these texts.

700 texts: 300 carry identifiers (50 templates, 6 texts each, every kind of KINDS in at least 12 texts) and
CLEAN_TOTAL = 400 carry none (40 templates, 10 texts each): the false-alarm rate is what this set measures most
precisely. No template id or body is shared with the earlier sets (every id here starts with "b12_" or "b12c_").
Identifier-free layouts chosen where the earlier sets have few: HL7 ACK and MFN^M05 location masters, X12 997
acknowledgements and provider-level 835 PLB adjustments, NCPDP payer sheets, price-transparency files (in-network
rates JSON, hospital standard charges CSV), FHIR HealthcareService/Endpoint, ValueSet, MeasureReport (summary) and
MedicationKnowledge resources, provider directories in XML, claim-lag triangles, denial Pareto tables, call-centre
queue statistics, immunisation coverage by county, Summary of Benefits and Coverage examples, blank forms whose
fields are empty, therapeutic drug monitoring ranges and critical-value call lists, downtime procedures, interface
change records, timely-filing and recredentialing notices, support chats where the customer gives no identifier,
counselling leaflets, visit summaries without a patient, and notices in other locales (de, fr, es, it, nl, pt, pl,
sv, da, nb, fi, cs). Carrying layouts: X12 276/270 loops, HL7 RDE/IN1/NK1 segments, FHIR Coverage and Patient
resources, CCD XML fragments, vCards, CSV/TSV/NDJSON exports, access logs, typed chats, e-mail replies,
voice-to-text, OCR'd hand-filled forms, and letters in other locales with their local forms.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim), toll-free lines and the plan's own
printed identifiers (payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN); the people it names
are the organisations' own clinicians and staff, never a patient or member, and the ages it gives are under 90.

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

SEED = 14141
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind8.OTHER_LOCALES
FAKER_LOCALES = blind8.FAKER_LOCALES

# The deployment's own published contacts (what a measuring script would pass as `organisation_contacts`).
ORG_NAME = "Bitterroot Range Health Cooperative"
CLINIC_NAME = "Clark Fork Family Practice"
LAB_NAME = "Flathead Valley Laboratory"
EYE_NAME = "Glacier Vision Center"
DENTAL_NAME = "Sapphire Mountain Dental"
PHARMACY_NAME = "Rattlesnake Creek Pharmacy"
ORG_DOMAIN = "bitterroothc.org"
CLINIC_DOMAIN = "clarkforkfp.org"
ORGANISATION_CONTACTS = [
    "(406) 555-0110",                                              # 0 plan member services
    "(406) 555-0111",                                              # 1 plan fax
    "Claims Processing, PO Box 4410, Missoula, MT 59806",          # 2 plan claims address
    "215 North Higgins Avenue, Suite 300, Missoula, MT 59802",     # 3 plan office
    "members@bitterroothc.org",                                    # 4
    "providers@bitterroothc.org",                                  # 5
    "(406) 555-0132",                                              # 6 clinic
    "(406) 555-0133",                                              # 7 clinic fax
    "1020 South Avenue West, Missoula, MT 59801",                  # 8 clinic address
    "frontdesk@clarkforkfp.org",                                   # 9
    "https://www.bitterroothc.org/find-care",                      # 10
    "(406) 555-0147",                                              # 11 lab
    "88 Reserve Street, Missoula, MT 59808",                       # 12 lab address
    "(406) 555-0158",                                              # 13 dental
    "402 Main Street, Hamilton, MT 59840",                         # 14 dental address
    "(406) 555-0169",                                              # 15 pharmacy help desk
    "1-888-555-0190",                                              # 16 toll-free member line
    "1-800-555-0104",                                              # 17 nurse line, toll-free
    "+1 406 555 0110",                                             # 18 member services from abroad
    "edi@bitterroothc.org",                                        # 19
    "https://status.bitterroothc.org",                             # 20
    "(406) 555-0175",                                              # 21 eye care
    "19 Bridge Street, Kalispell, MT 59901",                       # 22 eye care address
    "310 Ryman Street, Missoula, MT 59802",                        # 23 pharmacy address
    "quality@bitterroothc.org",                                    # 24
    "+44 20 7946 0558",                                            # 25 European assistance partner
    "+33 1 99 00 45 67",                                           # 26 French assistance desk
    "https://www.bitterroothc.org/formulary",                      # 27
    "(406) 555-0186",                                              # 28 clinic billing office
    "rx@bitterroothc.org",                                         # 29
    "(406) 555-0121",                                              # 30 utilisation management fax
    "https://fhir.bitterroothc.org/r4",                            # 31 public FHIR endpoint
]
ORG_PAYER_ID = "BRHC1"
ORG_RXBIN = "027514"
ORG_RXPCN = "BRHCRX"
ORG_RXGRP = "BRH2200"
ORG_EIN = "81-0457721"
ORG_HIOS = ("38214MT0030001", "38214MT0030004", "38214MT0050002")
ORG_NPIS = (blind5._npi_of("183306214"), blind5._npi_of("147752093"), blind5._npi_of("162219840"),  # noqa: SLF001
            blind5._npi_of("110983357"))  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["406", "208", "307", "509", "701", "605", "406", "303", "801", "503", "206", "720"]


def _exchange(draw: Draw) -> str:
    exchange = str(draw.rng.randint(201, 989))
    return "784" if exchange[1:] == "11" or exchange == "555" else exchange


def phone_v12(draw: Draw) -> str:
    """A US number as people type it into forms and chats: slashed, dashed with +1-, spaced, run together."""
    area, exchange, line = draw.pick(AREA_CODES), _exchange(draw), draw.digits(4)
    return draw.pick([f"{area}/{exchange}-{line}", f"+1-{area}-{exchange}-{line}", f"{area} {exchange} {line}",
                      f"({area}){exchange}-{line}", f"{area}{exchange}{line}", f"1 {area} {exchange}-{line}",
                      f"{area}.{exchange}.{line}"])


def _date_v12(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d:02d}/{ABBR[m - 1].upper()}/{y}", f"{ABBR[m - 1]}-{d:02d}-{y}", f"{y}/{m}/{d}",
                      f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}", f"{MONTHS[m - 1]} {d} {y}", f"{d}.{m:02d}.{y}",
                      f"{y}{m:02d}{d:02d}"])


def dob_v12(draw: Draw) -> str:
    """A date of birth in printings typed into forms, chats and exports."""
    return _date_v12(draw, 1931, 2022)


def dod_v12(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v12."""
    return _date_v12(draw, 2017, 2026)


def member_v12(draw: Draw) -> str:
    """This plan's member IDs: a prefix and nine digits, grouped, or with a person code."""
    return draw.pick([f"BRH{draw.digits(9)}", f"BRH {draw.digits(3)} {draw.digits(3)} {draw.digits(3)}",
                      f"R{draw.digits(8)}01", f"BRH-{draw.digits(6)}-{draw.digits(2)}"])


def mrn_v12(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"CF{draw.digits(7)}", f"{draw.digits(8, first_nonzero=True)}",
                      f"MR-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(2)}"])


def url_v12(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v12(draw).replace(" ", ""), mrn_v12(draw)
    return draw.pick([f"https://members.{ORG_DOMAIN}/account/{member}/documents",
                      f"https://members.{ORG_DOMAIN}/cards/print?mid={member}",
                      f"https://mychart.{CLINIC_DOMAIN}/patients/{mrn}/letters/latest",
                      f"https://pay.{CLINIC_DOMAIN}/bill?mrn={mrn}&amt=0"])


def age_v12(draw: Draw) -> str:
    """An age over 89 as notes, forms and messages print it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age} yrs", f"{age}y", f"{age}-year-old", f"{age} years old", f"{age} y/o", f"{age} yo"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind8.SLOTS, "phone_v12": phone_v12, "dob_v12": dob_v12, "dod_v12": dod_v12, "member_v12": member_v12,
    "mrn_v12": mrn_v12, "url_v12": url_v12, "age_v12": age_v12,
}


# ---- words of the identifier-free notices in other locales --------------------------------------------------------
_LANGS = ("en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "no", "fi", "cs")
_WORDS_ROWS: dict[str, tuple[str, ...]] = {
    "m_fees": ("Fee schedule", "Gebührenverzeichnis", "Barème des honoraires", "Baremo de honorarios", "Tariffario",
               "Tarievenlijst", "Tabela de honorários", "Cennik świadczeń", "Prislista", "Prisliste", "Prisliste",
               "Hinnasto", "Ceník výkonů"),
    "m_consult": ("Consultation", "Beratung", "Consultation", "Consulta", "Visita", "Consult", "Consulta", "Porada",
                  "Läkarbesök", "Konsultation", "Konsultasjon", "Vastaanottokäynti", "Konzultace"),
    "m_bloodtest": ("Blood test", "Blutuntersuchung", "Prise de sang", "Análisis de sangre", "Prelievo", "Bloedonderzoek",
                    "Análise ao sangue", "Badanie krwi", "Blodprov", "Blodprøve", "Blodprøve", "Verikoe", "Odběr krve"),
    "m_xray": ("X-ray", "Röntgen", "Radiographie", "Radiografía", "Radiografia", "Röntgenfoto", "Raio-X", "RTG",
               "Röntgen", "Røntgen", "Røntgen", "Röntgen", "RTG"),
    "m_valid": ("valid from", "gültig ab", "valable à partir du", "válido desde", "valido dal", "geldig vanaf",
                "válido a partir de", "obowiązuje od", "gäller från", "gælder fra", "gjelder fra", "voimassa alkaen",
                "platné od"),
    "m_waiting": ("Average waiting time", "Durchschnittliche Wartezeit", "Délai d'attente moyen", "Tiempo medio de espera",
                  "Tempo medio di attesa", "Gemiddelde wachttijd", "Tempo médio de espera", "Średni czas oczekiwania",
                  "Genomsnittlig väntetid", "Gennemsnitlig ventetid", "Gjennomsnittlig ventetid", "Keskimääräinen jonotusaika",
                  "Průměrná čekací doba"),
    "m_minutes": ("minutes", "Minuten", "minutes", "minutos", "minuti", "minuten", "minutos", "minut", "minuter",
                  "minutter", "minutter", "minuuttia", "minut"),
    "m_calls": ("calls answered", "angenommene Anrufe", "appels traités", "llamadas atendidas", "chiamate gestite",
                "beantwoorde oproepen", "chamadas atendidas", "odebrane połączenia", "besvarade samtal",
                "besvarede opkald", "besvarte anrop", "vastatut puhelut", "přijaté hovory"),
    "m_closed": ("Closed on public holidays", "An Feiertagen geschlossen", "Fermé les jours fériés",
                 "Cerrado en festivos", "Chiuso nei giorni festivi", "Gesloten op feestdagen", "Encerrado aos feriados",
                 "Nieczynne w święta", "Stängt på helgdagar", "Lukket på helligdage", "Stengt på helligdager",
                 "Suljettu arkipyhinä", "Zavřeno ve svátky"),
    "m_reimbursed": ("reimbursed", "erstattet", "remboursé", "reembolsado", "rimborsato", "vergoed", "reembolsado",
                     "zwrócono", "ersatt", "refunderet", "refundert", "korvattu", "proplaceno"),
    "m_claims": ("claims", "Anträge", "demandes", "solicitudes", "pratiche", "declaraties", "pedidos", "wnioski",
                 "ärenden", "sager", "saker", "hakemukset", "žádosti"),
    "m_flu": ("Seasonal flu vaccination", "Saisonale Grippeimpfung", "Vaccination grippe saisonnière",
              "Vacunación de la gripe estacional", "Vaccinazione antinfluenzale stagionale", "Seizoensgriepvaccinatie",
              "Vacinação contra a gripe sazonal", "Sezonowe szczepienie przeciw grypie", "Säsongsinfluensavaccination",
              "Sæsoninfluenzavaccination", "Sesonginfluensavaksine", "Kausi-influenssarokotus",
              "Sezónní očkování proti chřipce"),
    "m_eligible": ("free for adults aged", "kostenlos für Erwachsene ab", "gratuite pour les adultes de", "gratuita a partir de los",
                   "gratuita dai", "gratis vanaf", "gratuita a partir dos", "bezpłatne od", "kostnadsfri från",
                   "gratis fra", "gratis fra", "maksuton yli", "zdarma od"),
    "m_years": ("years", "Jahren", "ans", "años", "anni", "jaar", "anos", "lat", "år", "år", "år", "vuotiaille", "let"),
}
LOC12_WORDS: dict[str, dict[str, str]] = {key: dict(zip(_LANGS, row)) for key, row in _WORDS_ROWS.items()}


def _words(key: str) -> Callable[[Draw], str]:
    table = LOC12_WORDS[key]
    return lambda draw: table.get(lang_of(draw), table["en"])


def _decimal_loc(draw: Draw, low: int, high: int) -> str:
    """A number with one decimal in the locale's decimal sign."""
    value = f"{draw.rng.randint(low, high) / 10:.1f}"
    return value if lang_of(draw) == "en" else value.replace(".", ",")


def _price_loc(draw: Draw) -> str:
    """A price in the locale's currency and number form."""
    amount = f"{draw.rng.randint(900, 24000) / 100:.2f}"
    lang = lang_of(draw)
    if lang == "en":
        return f"€{amount}"
    amount = amount.replace(".", ",")
    currency = {"pl": "zł", "sv": "kr", "da": "kr.", "no": "kr", "cs": "Kč"}.get(lang, "€")
    return f"{amount} {currency}"


def _lab_range_loc(draw: Draw) -> str:
    """A reference interval by its international abbreviation, with the locale's decimal sign."""
    text = draw.pick(["Hb 12.0-15.5 g/dl", "CRP < 5.0 mg/l", "TSH 0.40-4.00 mU/l", "HbA1c 4.0-6.0 %",
                      "Ferritin 15-150 ug/l", "Kreatinin/Creatinine 0.50-0.90 mg/dl", "eGFR > 60 ml/min/1.73 m2",
                      "Na 136-145 mmol/l", "K 3.5-5.1 mmol/l", "LDL < 3.0 mmol/l", "Vit. D 30-100 ng/ml"])
    return text if lang_of(draw) == "en" else text.replace(".", ",").replace("-", "–")


# ---- rows of the identifier-free tables ----------------------------------------------------------------------------
def _lag_row(draw: Draw) -> str:
    """One row of a claim-lag triangle: incurred month and the paid share by months of lag."""
    month = f"{draw.rng.randint(2024, 2026)}-{draw.rng.randint(1, 12):02d}"
    shares = sorted(draw.rng.randint(300, 999) / 10 for _ in range(4))
    return month + "," + ",".join(f"{share:.1f}" for share in shares)


def _denial_row(draw: Draw) -> str:
    """One row of a denial Pareto: CARC, its meaning, count and share."""
    code, text = draw.pick([("CO-16", "missing information"), ("CO-197", "no prior authorization"),
                            ("CO-50", "not medically necessary"), ("CO-29", "timely filing expired"),
                            ("CO-97", "bundled service"), ("PR-204", "not covered by plan"),
                            ("CO-18", "duplicate claim"), ("CO-11", "diagnosis inconsistent with procedure")])
    return f"{code}|{text}|{draw.rng.randint(40, 9400)}|{draw.rng.randint(10, 380) / 10:.1f}%"


def _queue_row(draw: Draw) -> str:
    """One row of call-centre queue statistics."""
    queue = draw.pick(["member_benefits", "provider_claims", "pharmacy_help", "nurse_line", "spanish_line", "prior_auth"])
    return (f"{queue},{draw.rng.randint(120, 9800)},{draw.rng.randint(8, 240)},{draw.rng.randint(10, 120) / 10:.1f},"
            f"{draw.rng.randint(620, 990) / 10:.1f}")


def _coverage_row(draw: Draw) -> str:
    """One row of immunisation coverage by county."""
    county = draw.pick(["Missoula", "Ravalli", "Flathead", "Lake", "Mineral", "Sanders", "Granite", "Lincoln"])
    return f"{county}\t{draw.rng.randint(550, 960) / 10:.1f}\t{draw.rng.randint(300, 900) / 10:.1f}\t{draw.rng.randint(20, 480)}"


def _charge_row(draw: Draw) -> str:
    """One row of a hospital standard-charges file (CMS template layout)."""
    desc, code = draw.pick([("Office visit est. level 3", "99213"), ("CT head w/o contrast", "70450"),
                            ("MRI knee w/o contrast", "73721"), ("Comprehensive metabolic panel", "80053"),
                            ("Colonoscopy diagnostic", "45378"), ("Physical therapy eval low", "97161"),
                            ("Emergency visit level 4", "99284"), ("Chest x-ray 2 views", "71046")])
    gross = draw.rng.randint(90, 6400)
    return (f"\"{desc}\",{code},CPT,{gross}.00,{gross * draw.rng.randint(40, 70) // 100}.00,"
            f"{gross * draw.rng.randint(20, 45) // 100}.00,{gross * draw.rng.randint(45, 90) // 100}.00")


def _tdm_row(draw: Draw) -> str:
    """A therapeutic drug monitoring target range."""
    return draw.pick(["Vancomycin trough  10-20 mcg/mL (draw within 30 min before 4th dose)",
                      "Digoxin  0.5-0.9 ng/mL (6-8 h post dose)", "Lithium  0.6-1.2 mmol/L (12 h post dose)",
                      "Phenytoin total  10-20 mcg/mL; free 1-2 mcg/mL", "Tacrolimus trough  5-15 ng/mL",
                      "Valproic acid  50-100 mcg/mL", "Gentamicin peak  5-10 mcg/mL; trough <2 mcg/mL",
                      "Carbamazepine  4-12 mcg/mL", "Theophylline  10-20 mcg/mL"])


def _critical_row(draw: Draw) -> str:
    """A critical value the lab phones through."""
    return draw.pick(["Potassium <2.8 or >6.2 mmol/L", "Sodium <120 or >160 mmol/L", "Glucose <45 or >450 mg/dL",
                      "Hemoglobin <6.5 g/dL", "Platelets <20 x10^3/uL", "INR >5.0", "Troponin I >0.40 ng/mL",
                      "Calcium <6.5 or >13.0 mg/dL", "WBC <1.5 x10^3/uL"])


def _location_row(draw: Draw) -> str:
    """An HL7 LOC segment of a clinic room or bed (no person)."""
    unit = draw.pick(["2W", "3E", "ICU", "PACU", "CLINIC-A", "INF"])
    return (f"LOC|{unit}^{draw.rng.randint(101, 499)}^{draw.pick(['A', 'B', '1'])}^CFFP|{unit} room|"
            f"{draw.pick(['R', 'B', 'C'])}|CFFP")


def _edi_ack_set(draw: Draw) -> str:
    """An AK2/AK5 pair of an X12 997."""
    return f"AK2*837*{draw.rng.randint(1, 9999):04d}~\nAK5*{draw.pick(['A', 'A', 'E', 'R*5'])}~"


def _rate_entry(draw: Draw) -> str:
    """One negotiated-rate object of a transparency-in-coverage in-network file."""
    code = draw.pick(["99213", "99214", "97110", "73721", "80053", "36415"])
    rate = f"{draw.rng.randint(900, 90000) / 100:.2f}"
    expires = f"{draw.rng.randint(2025, 2027)}-12-31"
    return ('{"negotiation_arrangement": "ffs", "billing_code_type": "CPT", "billing_code": "' + code + '", '
            '"negotiated_prices": [{"negotiated_type": "negotiated", "negotiated_rate": ' + rate + ', '
            '"expiration_date": "' + expires + '", "billing_class": "professional"}]}')


def _hedis_row(draw: Draw) -> str:
    """A HEDIS hybrid measure with its denominator and rate."""
    code, name = draw.pick([("CBP", "Controlling High Blood Pressure"), ("PPC", "Prenatal and Postpartum Care"),
                            ("CIS", "Childhood Immunization Status - Combo 10"), ("GSD", "Glycemic Status <8.0%"),
                            ("COL", "Colorectal Cancer Screening"), ("WCC", "Weight Assessment, Children")])
    return f"{code}  {name}: sample {draw.rng.randint(300, 411)}, rate {draw.rng.randint(400, 880) / 10:.1f}%"


def _sbc_line(draw: Draw) -> str:
    """A line of an SBC coverage example."""
    return draw.pick([f"The plan's overall deductible  ${draw.rng.randint(5, 60) * 100:,}",
                      f"Specialist copayment  ${draw.pick([30, 40, 50, 60])}",
                      f"Hospital (facility) coinsurance  {draw.pick([10, 20, 30])}%",
                      f"Total example cost  ${draw.rng.randint(5000, 13000):,}",
                      f"Copayments  ${draw.rng.randint(0, 900):,}", f"Limits or exclusions  ${draw.rng.randint(0, 90):,}"])


_OWN = {
    "o_org": ORG_NAME, "o_org_upper": ORG_NAME.upper(), "o_clinic": CLINIC_NAME, "o_clinic_upper": CLINIC_NAME.upper(),
    "o_lab": LAB_NAME, "o_eye": EYE_NAME, "o_dental": DENTAL_NAME, "o_pharmacy": PHARMACY_NAME,
    "o_phone": ORGANISATION_CONTACTS[0], "o_fax": ORGANISATION_CONTACTS[1], "o_claims_addr": ORGANISATION_CONTACTS[2],
    "o_office_addr": ORGANISATION_CONTACTS[3], "o_members_email": ORGANISATION_CONTACTS[4],
    "o_providers_email": ORGANISATION_CONTACTS[5], "o_clinic_phone": ORGANISATION_CONTACTS[6],
    "o_clinic_fax": ORGANISATION_CONTACTS[7], "o_clinic_addr": ORGANISATION_CONTACTS[8],
    "o_clinic_email": ORGANISATION_CONTACTS[9], "o_web": ORGANISATION_CONTACTS[10], "o_lab_phone": ORGANISATION_CONTACTS[11],
    "o_lab_addr": ORGANISATION_CONTACTS[12], "o_dental_phone": ORGANISATION_CONTACTS[13],
    "o_dental_addr": ORGANISATION_CONTACTS[14], "o_rx_phone": ORGANISATION_CONTACTS[15],
    "o_tollfree": ORGANISATION_CONTACTS[16], "o_nurse": ORGANISATION_CONTACTS[17], "o_intl": ORGANISATION_CONTACTS[18],
    "o_edi_email": ORGANISATION_CONTACTS[19], "o_status": ORGANISATION_CONTACTS[20], "o_eye_phone": ORGANISATION_CONTACTS[21],
    "o_eye_addr": ORGANISATION_CONTACTS[22], "o_rx_addr": ORGANISATION_CONTACTS[23], "o_quality_email": ORGANISATION_CONTACTS[24],
    "o_assist_uk": ORGANISATION_CONTACTS[25], "o_assist_fr": ORGANISATION_CONTACTS[26],
    "o_formulary_url": ORGANISATION_CONTACTS[27], "o_billing_phone": ORGANISATION_CONTACTS[28],
    "o_rx_email": ORGANISATION_CONTACTS[29], "o_um_fax": ORGANISATION_CONTACTS[30], "o_fhir": ORGANISATION_CONTACTS[31],
    "o_payer_id": ORG_PAYER_ID, "o_rxbin": ORG_RXBIN, "o_rxpcn": ORG_RXPCN, "o_rxgrp": ORG_RXGRP, "o_ein": ORG_EIN,
    "o_ein_digits": ORG_EIN.replace("-", ""),
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind8.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    **{key: _words(key) for key in LOC12_WORDS},
    "o_hios": lambda d: d.pick(list(ORG_HIOS)),
    "o_npi": lambda d: d.pick(list(ORG_NPIS)),
    "dec_loc": lambda d: _decimal_loc(d, 20, 990),
    "price_loc": _price_loc,
    "lab_loc": _lab_range_loc,
    "lag_row": _lag_row,
    "denial_row": _denial_row,
    "queue_row": _queue_row,
    "cov_row": _coverage_row,
    "charge_row": _charge_row,
    "tdm": _tdm_row,
    "critical": _critical_row,
    "loc_row": _location_row,
    "ack_set": _edi_ack_set,
    "rate_entry": _rate_entry,
    "hedis": _hedis_row,
    "sbc": _sbc_line,
    "n": lambda d: str(d.rng.randint(2, 99)),
    "big_raw": lambda d: str(d.rng.randint(1200, 98000)),
    "a1c": lambda d: f"{d.rng.randint(52, 118) / 10:.1f}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "annual": lambda d: f"{d.rng.randint(10, 30) * 100:,}",
    "measure_year": lambda d: str(d.rng.randint(2023, 2026)),
    "big": lambda d: f"{d.rng.randint(1200, 98000):,}",
    "dollars": lambda d: f"{d.rng.randint(12, 4800):,}.{d.rng.randint(0, 99):02d}",
    "pc": lambda d: f"{d.rng.randint(5, 995) / 10:.1f}",
    "rev": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 19)}.{d.rng.randint(0, 40)}",
    "chan": lambda d: f"CH-{d.rng.randint(10, 89)}{d.letters(1)}",
    "ticket_x": lambda d: f"SR-{d.rng.randint(2024, 2026)}-{d.digits(6)}",
    "change_x": lambda d: f"CHG{d.digits(7)}",
    "bulletin": lambda d: f"PB-{d.rng.randint(2024, 2026)}-{d.rng.randint(1, 48):02d}",
    "mrf_date": lambda d: f"{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 12):02d}-01",
    "county_x": lambda d: d.pick(["Missoula", "Ravalli", "Flathead", "Lake", "Mineral", "Sanders", "Granite"]),
    "hospital_x": lambda d: d.pick(["St. Ignatius Valley Hospital", "Bitterroot General", "Clark Fork Regional Medical Center"]),
    "drug_x": lambda d: d.pick(["apixaban 5 mg", "semaglutide 1 mg/0.5 mL pen", "empagliflozin 10 mg", "adalimumab 40 mg/0.4 mL",
                                "budesonide-formoterol 160/4.5 inhaler", "rosuvastatin 20 mg", "sertraline 50 mg"]),
    "clinician_x": lambda d: d.pick(["Dr. Hanna Okafor", "Dr. Luis Bettencourt", "Dr. Mei-Ling Park", "Dr. Aaron Two Bulls",
                                     "Kendra Halvorsen, PA-C", "Dr. Sofia Marchetti"]),
    "staffer_x": lambda d: d.pick(["T. Lindqvist, EDI analyst", "R. Calloway, provider relations", "J. Whitehorse, quality lead",
                                   "M. Novak, pharmacy benefits", "D. Ferreira, network management"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("b12_x12_276_status_inquiry_subscriber", "x12_export", US,
     "HL*4*3*22*0~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nNM1*IL*1*{last_upper}*{first_upper}****MI*"
     "[[member_id:member_v12]]~\nTRN*1*{trn}~\nAMT*T3*{amount}~\nDTP*472*RD8*{x12_date}-{x12_date}~"),
    ("b12_x12_270_dependent_with_ssn", "x12_export", US,
     "NM1*03*1*{last_upper}*{first2_upper}~\nREF*SY*[[ssn:ssn_x12]]~\nN3*[[address:street_upper]]~\nDMG*D8*"
     "[[date_of_birth:dob_x12]]~\nEQ*30~"),
    ("b12_hl7_rde_o11_in1_coverage", "hl7_export", US,
     "MSH|^~\\&|CPOE|CFFP|PHARM|RCP|{hl7_ts}||RDE^O11|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v12]]^^^CFFP^MR||"
     "{last_upper}^{first_upper}\nIN1|1|{o_hios}|{o_payer_id}|{o_org_upper}|||||{group_no}||||||||||||||||||||||||||"
     "[[member_id:member_v12]]\nRXE|^BID^HL7|{ndc}^{drug}^NDC|1||TAB"),
    ("b12_hl7_nk1_emergency_contact", "hl7_export", US,
     "NK1|1|{last2_upper}^{first2_upper}|((SPO^Spouse||CHD^Child||SIS^Sister))|[[address:addr_hl7_xad]]|"
     "[[phone:phone_hl7_xtn]]||EC^Emergency contact"),
    ("b12_fhir_coverage_subscriber", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v12]]\", "
     "\"beneficiary\": {\"display\": \"{name}\"}, \"relationship\": {\"coding\": [{\"code\": \"self\"}]}, \"payor\": "
     "[{\"display\": \"{o_org}\"}], \"class\": [{\"type\": {\"text\": \"group\"}, \"value\": \"{group_no}\"}]}"),
    ("b12_fhir_patient_deceased_flag", "json_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"text\": \"MRN\"}, \"value\": "
     "\"[[record_number:mrn_v12]]\"}], \"deceasedDateTime\": \"[[date_of_death:dod_fhir]]\", \"address\": [{\"text\": "
     "\"[[address:addr_us_one]]\"}]}"),
    ("b12_ccd_xml_patient_role", "xml_export", US,
     "<recordTarget>\n <patientRole>\n  <id root=\"2.16.840.1.113883.19.5\" extension=\"[[record_number:mrn_v12]]\"/>\n"
     "  <telecom use=\"HP\" value=\"tel:[[phone:phone_e164]]\"/>\n  <patient><birthTime value=\"[[date_of_birth:dob_compact]]\"/>"
     "</patient>\n </patientRole>\n</recordTarget>"),
    ("b12_vcard_caregiver_contact", "contact_card", US,
     "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nNOTE:caregiver for {first2}\nTEL;TYPE=CELL:[[phone:phone_v12]]\n"
     "EMAIL:[[email:email_plain]]\nEND:VCARD"),
    ("b12_csv_no_show_outreach", "csv_export", US,
     "appt_date,mrn,cell,dob,provider\n{dos_iso},[[record_number:mrn_v12]],[[phone:phone_v12]],[[date_of_birth:dob_v12]],"
     "{clinician_x}\n"),
    ("b12_tsv_premium_autopay", "csv_export", US,
     "member\trouting\taccount\tdraft_day\n[[member_id:member_v12]]\t{aba}\t[[bank_account:acct_us_ach]]\t((1||5||15))\n"),
    ("b12_ndjson_card_tokenisation_audit", "app_log", US,
     "{\"t\": \"{iso_ts}\", \"op\": \"tokenize\", \"pan\": \"[[card:card_any]]\", \"result\": \"stored_raw\", "
     "\"client_ip\": \"[[ip_address:ipv4_public]]\"}"),
    ("b12_access_log_portal_member", "app_log", US,
     "[[ip_address:ip_public]] - - [{log_ts}] \"GET /account/statements HTTP/1.1\" 200 {big} \"[[url:url_v12]]\""),
    ("b12_xml_death_match_feed", "xml_export", US,
     "<DeathMatch source=\"state-vital-records\">\n  <Member id=\"[[member_id:member_v12]]\"/>\n  <SSN>[[ssn:ssn_plain]]</SSN>\n"
     "  <DateOfDeath>[[date_of_death:dod_v12]]</DateOfDeath>\n</DeathMatch>"),
    # ---- letters and pages about one person -------------------------------------------------------------------------
    ("b12_coverage_termination_letter", "letter", US,
     "{date_letter}\n{name}\n[[address:addr_usps]]\n\nYour coverage under member ID [[member_id:member_v12]] ends on {dos}. "
     "Questions: {o_tollfree}."),
    ("b12_centenarian_outreach_note", "clinical_note", US,
     "Care manager note: member is [[age_over_89:age_v12]], lives alone at [[address:addr_us_line]], daughter checks in "
     "daily. Home safety visit booked {dos}."),
    ("b12_geriatric_consult_header", "clinical_note", US,
     "GERIATRIC CONSULT\nPt: {name} | MRN [[record_number:mrn_v12]] | [[age_over_89:age_compact]] | DOB "
     "[[date_of_birth:dob_elder]]\nReason: falls x2 in {visits} weeks."),
    ("b12_bereavement_mailing_hold", "letter", US,
     "Please stop all mail to {name}, who passed away on [[date_of_death:dod_v12]]. Send the final statement to the "
     "executor at [[address:addr_us_block]]."),
    ("b12_direct_deposit_change_form", "form", US,
     "PROVIDER-TO-MEMBER REIMBURSEMENT: DIRECT DEPOSIT\nName {name}   SSN [[ssn:ssn_any]]\nAccount [[bank_account:bank_us_v5]]"
     "   Routing {aba}"),
    ("b12_ambulance_run_billing", "form", US,
     "Ambulance run {order_no}: patient {name}, [[age_over_89:age_v12]], transported from [[address:addr_us_line]]. Unit "
     "plate [[vehicle_id:plate_us]]; payer {o_org}, member [[member_id:member_v12]]."),
    ("b12_parking_permit_patient_vehicle", "form", US,
     "Infusion centre parking permit: {name}, vehicle [[vehicle_id:plate_state]] ({state_abbr}), VIN [[vehicle_id:vin]]. "
     "Valid through {dos}."),
    ("b12_vehicle_claim_subrogation", "letter", US,
     "Subrogation notice: injuries from the crash on {dos} involving vehicle VIN [[vehicle_id:vin_v5]]. Member "
     "[[member_id:member_v12]]; please call [[phone:phone_us_any]]."),
    ("b12_passport_travel_claim_form", "travel_insurance", EN,
     "Emergency abroad claim\nInsured {name}, passport [[national_id:us_passport]], e-mail [[email:email_any]], tel "
     "[[phone:phone_world]]"),
    ("b12_identity_theft_affidavit", "letter", US,
     "I did not receive care at that hospital. My SSN [[ssn:ssn_typed]] and birthday [[date_of_birth:dob_v12]] were used "
     "by someone else. Reach me at [[email:email_mixed]]."),
    ("b12_portal_message_link_shared", "email", US,
     "Hi, the billing office sent me this link, is it safe? [[url:url_v12]] - it shows my whole statement. {first}"),
    ("b12_personal_website_bio_referral", "email", EN,
     "Referral for counselling: client keeps a public recovery blog at [[url:url_personal]] and prefers contact at "
     "[[email:email_plain2]]."),
    ("b12_card_dispute_chat", "mobile_chat", US,
     "agent: which card was charged twice?\nmember: [[card:card_chat]]\nagent: thanks, refund of {money} goes back to it"),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("b12_chat_new_address_after_move", "mobile_chat", US,
     "moved last wk!! new place is [[address:addr_lower]] pls update so my meds ship there"),
    ("b12_chat_phone_and_member_typed", "mobile_chat", US,
     "my member # is [[member_id:member_v12]] and u can text me at [[phone:phone_v12]] not the home #"),
    ("b12_email_reply_birthdate_correction", "email", US,
     "> We show a date of birth that does not match.\nThe right one is [[date_of_birth:dob_v12]], the card has a typo.\n"
     "{first}"),
    ("b12_voice_member_callback", "voice_transcript", US,
     "caller says member number [[member_id:member_dependant]] and callback [[phone:phone_voice]] wants the nurse"),
    ("b12_voice_ssn_and_birth_dictated", "voice_transcript", US,
     "okay my social is [[ssn:ssn_voice]] and I was born [[date_of_birth:dob_dictated]]"),
    ("b12_voice_email_spelled", "voice_transcript", US,
     "send it to [[email:email_voice]] please, and she is [[age_over_89:age_v12]] if that matters"),
    ("b12_ocr_claim_form_box", "ocr_form", US,
     "HEALTH INSURANCE CLAIM F0RM\n1a. INSURED'S I.D. NUMBER  [[member_id:member_v12]]\n3. PATIENT'S BIRTH DATE  "
     "[[date_of_birth:dob_ocr]]\n5. PATIENT'S ADDRESS  [[address:addr_ocr]]"),
    ("b12_ocr_w9_vendor_form", "ocr_form", US,
     "Form W-9 (scan)\nName {name}\nSocial security number [[ssn:ssn_comb]]\nAddress [[address:addr_comb]]"),
    ("b12_ocr_card_authorisation", "ocr_form", US,
     "CREDIT CARD AUTH0RIZATI0N\nCard #  [[card:card_comb]]\nExp  {card_exp}\nBilling ph0ne  [[phone:phone_ocr]]"),
    ("b12_ocr_bank_mandate", "ocr_form", US,
     "ACH DEBIT MANDATE (p.1)\nAcct no  [[bank_account:bank_comb]]\nDate 0f birth  [[date_of_birth:dob_elder_ocr]]"),
    ("b12_it_ticket_wrong_fax", "it_ticket", US,
     "{inc}: referral for [[record_number:mrn_v12]] faxed to wrong number; sender workstation [[ip_address:ipv4]], "
     "patient e-mail on file [[email:email_work]]."),
    ("b12_telehealth_session_log", "app_log", US,
     "{log_ts} session={guid} patient_ip=[[ip_address:ip_v6]] join=[[url:telehealth_link]] dur={minutes}m"),
    ("b12_pharmacy_delivery_sms", "mobile_chat", US,
     "{o_pharmacy}: your order ships today to [[address:addr_us_one]]. Questions? reply or call [[phone:phone_v12]] (your "
     "number on file)."),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("b12_loc_refund_bank_letter", "letter", INTL,
     "{w_greeting}\n{w_refund} {amount_loc}\n[[bank_account:bank_loc]]\n{natid_label}: [[national_id:natid_loc]]\n{w_closing}"),
    ("b12_loc_registration_form", "form", INTL,
     "{w_name}: {name}\n{w_dob}: [[date_of_birth:dob_loc]]\n{w_address}: [[address:addr_loc_line]]\n{w_phone}: "
     "[[phone:phone_loc]]"),
    ("b12_loc_death_notice_insurer", "letter", INTL,
     "{q_death_report}\n{w_died}: [[date_of_death:dod_loc]]\n{member_label_loc}: [[member_id:member_loc]]"),
    ("b12_loc_care_home_age", "clinical_note", INTL,
     "{q_care_home} ([[age_over_89:age_loc]])\n{record_label_loc}: [[record_number:record_loc]]"),
    ("b12_loc_parking_fine_hospital", "form", INTL,
     "{q_parking}\n{plate_label_loc}: [[vehicle_id:plate_loc]]\n{w_email}: [[email:email_loc]]\nIBAN [[bank_account:iban_loc]]"),
    ("b12_loc_card_payment_receipt", "billing_statement", INTL,
     "{w_invoice} {invoice_no}\n{w_amount}: {amount_loc}\n[[card:card_loc]]\n{w_mobile}: [[phone:phone_intl_loc]]"),
    ("b12_loc_portal_link_mail", "email", INTL,
     "{w_greeting}\n[[url:url_v12]]\n{w_date}: {dos_loc} – IP [[ip_address:ip_any]]\n{w_closing}"),
    ("b12_dk_cpr_referral", "letter", ("da_DK",),
     "Henvisning: {name}, CPR [[national_id:dk_cpr]], tlf. [[phone:phone_loc]]"),
    ("b12_de_kvnr_reha_antrag", "form", ("de_DE",),
     "Reha-Antrag\nVersichertennummer [[national_id:kvnr]]\nSteuer-ID [[national_id:de_tax_id]]\nGeburtsdatum "
     "[[date_of_birth:dob_loc]]"),
    ("b12_ie_ppsn_drug_scheme", "letter", ("en_IE",),
     "Drugs Payment Scheme card for {name}, PPSN [[national_id:ppsn]], [[address:addr_loc_line]]."),
    ("b12_nz_nhi_discharge_copy", "letter", ("en_NZ",),
     "Discharge copy to GP: NHI [[national_id:nz_nhi]], date of birth [[date_of_birth:dob_v12]], {name}."),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI, HL7, FHIR and files of non-personal data ------------------------------------------------------------
    ("b12c_hl7_ack_accept", "hl7_export", US,
     "MSH|^~\\&|RCP|CFFP|CPOE|CFFP|{hl7_ts}||ACK^O11|{ctrl}|P|2.5.1\nMSA|((AA||AE||AR))|{ctrl2}|((Message accepted||"
     "Unknown drug code {ndc}||Duplicate control id))\nERR|||((207||103||205))^((Application internal error||Table value not "
     "found||Duplicate key))^HL70357|((E||W))"),
    ("b12c_hl7_mfn_m05_locations", "hl7_export", US,
     "MSH|^~\\&|ADM|CFFP|EHR|CFFP|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nMFE|MAD|||{n}\n{loc_row}\n{loc_row2}\n"
     "LCH|{n2}||||IFD^Infection control^L|((N||Y))"),
    ("b12c_x12_997_ack", "x12_export", US,
     "ST*997*{seq}{n}~\nAK1*HC*{ctrl}~\n{ack_set}\n{ack_set2}\nAK9*((A||P||E))*2*2*((2||1))~\nSE*{small_count}*{seq}{n}~\n"
     "Rejected sets: resubmit within {visits} days. EDI support {o_edi_email}, {o_phone}."),
    ("b12c_x12_835_plb_provider_level", "x12_export", US,
     "ST*835*{ctrl}~\nBPR*I*{dollars}*C*ACH*CCP*01*{aba}*DA*XXXX{four_digits}*{o_ein_digits}~\nTRN*1*{trn}*1{o_ein_digits}~\n"
     "N1*PR*{o_org_upper}*XV*{o_payer_id}~\nN1*PE*{o_clinic_upper}*XX*{o_npi}~\nPLB*{o_npi}*{x12_date}*((WO||L6||FB||CS))"
     ":{ref_no}*-{dollars2}~\nSE*{small_count}*{ctrl}~"),
    ("b12c_ncpdp_payer_sheet", "pharmacy_card", US,
     "{o_org} NCPDP D.0 payer sheet (rev {rev})\nBIN 101-A1 {o_rxbin} | PCN 104-A4 {o_rxpcn} | Group 301-C1 {o_rxgrp}\n"
     "Segments required: Insurance, Claim, Pricing; Prescriber ID qualifier 466-EZ = 01 (NPI).\nDAW codes accepted: 0, 1, 2, "
     "((5||7||9)). Max days supply {days_supply}. Help desk {o_rx_phone}, effective {dos}."),
    ("b12c_mrf_in_network_rates", "json_export", US,
     "{\"reporting_entity_name\": \"{o_org}\", \"reporting_entity_type\": \"health insurance issuer\", \"last_updated_on\": "
     "\"{mrf_date}\", \"version\": \"((1.3.1||2.0.0))\", \"in_network\": [{\"name\": \"{service}\", \"provider_references\": "
     "[{n}], \"negotiated_rates\": [{rate_entry}, {rate_entry2}]}], \"plan_id\": \"{o_hios}\", \"plan_id_type\": \"HIOS\"}"),
    ("b12c_csv_hospital_standard_charges", "csv_export", US,
     "hospital_name,{hospital_x}\nlast_updated_on,{mrf_date}\ndescription,code,code_type,gross_charge,discounted_cash,"
     "min_negotiated,max_negotiated\n{charge_row}\n{charge_row2}\n{charge_row3}\n"),
    ("b12c_fhir_healthcareservice_endpoint", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"entry\": [{\"resource\": {\"resourceType\": \"HealthcareService\", "
     "\"name\": \"((Same-day sick visits||Diabetes education||Travel vaccines))\", \"providedBy\": {\"display\": \"{o_clinic}\"}, "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{o_clinic_phone}\"}], \"availableTime\": [{\"daysOfWeek\": [\"mon\", "
     "\"wed\"], \"availableStartTime\": \"0((7||8)):30:00\"}]}}, {\"resource\": {\"resourceType\": \"Endpoint\", \"status\": "
     "\"active\", \"address\": \"{o_fhir}\", \"payloadMimeType\": [\"application/fhir+json\"]}}], \"total\": {n}}"),
    ("b12c_fhir_valueset_expansion", "json_export", US,
     "{\"resourceType\": \"ValueSet\", \"name\": \"DiabetesA1cTests\", \"version\": \"{rev}\", \"status\": \"active\", "
     "\"expansion\": {\"timestamp\": \"{iso_ts}\", \"total\": {small_count}, \"contains\": [{\"system\": \"http://loinc.org\", "
     "\"code\": \"4548-4\", \"display\": \"Hemoglobin A1c/Hemoglobin.total in Blood\"}, {\"system\": \"http://loinc.org\", "
     "\"code\": \"{loinc}\", \"display\": \"{loinc_name}\"}]}}"),
    ("b12c_fhir_measurereport_summary", "json_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": "
     "\"{o_fhir}/Measure/CBP-((2025||2026))\", \"reporter\": {\"display\": \"{o_org}\"}, \"period\": {\"start\": \"{measure_year}-01-01\", "
     "\"end\": \"{measure_year}-12-31\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, \"count\": {big_raw}}, "
     "{\"code\": {\"text\": \"numerator\"}, \"count\": {small_count}{n}}], \"measureScore\": {\"value\": 0.{n2}{seq}}}]}"),
    ("b12c_fhir_medicationknowledge_cost", "json_export", US,
     "{\"resourceType\": \"MedicationKnowledge\", \"code\": {\"coding\": [{\"system\": \"http://hl7.org/fhir/sid/ndc\", \"code\": "
     "\"{ndc}\"}], \"text\": \"{drug_x}\"}, \"status\": \"active\", \"cost\": [{\"type\": {\"text\": \"tier ((1||2||3||4))\"}, "
     "\"cost\": {\"value\": {dollars}, \"currency\": \"USD\"}}], \"amount\": {\"value\": {days_supply}, \"unit\": \"day supply\"}}"),
    ("b12c_xml_provider_directory_own", "xml_export", US,
     "<ProviderDirectory issuer=\"{o_org}\" updated=\"{dos_iso}\">\n  <Provider npi=\"{o_npi}\" specialty=\"((Family Medicine||"
     "Internal Medicine||Pediatrics))\" accepting=\"((Y||N))\">\n    <Name>{clinician_x}</Name>\n    <Phone>{o_clinic_phone}</Phone>\n"
     "    <Fax>{o_clinic_fax}</Fax>\n    <Address>{o_clinic_addr}</Address>\n  </Provider>\n  <Provider npi=\"{o_npi2}\" "
     "specialty=\"Optometry\">\n    <Phone>{o_eye_phone}</Phone>\n    <Address>{o_eye_addr}</Address>\n  </Provider>\n"
     "</ProviderDirectory>"),
    # ---- dashboards and tables ----------------------------------------------------------------------------------
    ("b12c_csv_claim_lag_triangle", "csv_export", US,
     "incurred_month,pct_paid_lag0,pct_paid_lag1,pct_paid_lag2,pct_paid_lag3\n{lag_row}\n{lag_row2}\n{lag_row3}\n"
     "# IBNR estimate ${big}K; completion factor 0.{n}{seq}\n"),
    ("b12c_denial_pareto_table", "quality_report", US,
     "Top denial reasons, {o_org}, Q((1||2||3||4)) {measure_year}\nCARC|meaning|count|share\n{denial_row}\n{denial_row2}\n"
     "{denial_row3}\nOverall first-pass rate {pc}%. Provider questions: {o_providers_email}."),
    ("b12c_csv_call_queue_stats", "csv_export", US,
     "queue,calls_offered,calls_abandoned,asa_minutes,service_level_pct\n{queue_row}\n{queue_row2}\n{queue_row3}\n"),
    ("b12c_tsv_immunisation_coverage_county", "public_health", US,
     "county\tflu_65plus_pct\tcovid_65plus_pct\tdoses_this_week\n{cov_row}\n{cov_row2}\n{cov_row3}\n"
     "Source: {o_org} claims and state registry, week {week} of {measure_year}.\n"),
    ("b12c_hedis_hybrid_sample_report", "quality_report", US,
     "HEDIS MY{measure_year} hybrid review status ({o_org})\n{hedis}\n{hedis2}\n{hedis3}\nChart chase complete: {pc}%. "
     "Send records by fax to {o_um_fax} or to {o_quality_email}."),
    ("b12c_sbc_coverage_example", "benefit_summary", US,
     "Summary of Benefits and Coverage - coverage example: Managing Joe's type 2 diabetes (a year of routine in-network care)\n"
     "{sbc}\n{sbc2}\n{sbc3}\nPlan {o_hios}. For the glossary call {o_tollfree} or visit {o_web}."),
    # ---- what a plan, a clinic and their staff send --------------------------------------------------------------
    ("b12c_blank_registration_form", "form", US,
     "{o_clinic} - New patient registration (form REG-{n}, rev {rev})\nLegal name: ____________________\nDate of birth: "
     "__/__/____\nHome address: ______________________________\nPhone: (___) ___-____\nInsurance member ID: ____________\n"
     "Please return to the front desk or fax to {o_clinic_fax}. Questions: {o_clinic_phone}."),
    ("b12c_tdm_reference_ranges", "lab_report", US,
     "{o_lab} - therapeutic drug monitoring targets (effective {dos})\n{tdm}\n{tdm2}\n{tdm3}\nTurnaround {hours} h; "
     "client services {o_lab_phone}, {o_lab_addr}."),
    ("b12c_critical_value_call_policy", "lab_report", US,
     "Policy LAB-{n}: critical values are phoned to the ordering office within ((15||30||60)) minutes and read back.\n"
     "{critical}\n{critical2}\n{critical3}\nAfter hours the lab calls the on-call clinician through {o_clinic_phone}; "
     "lab line {o_lab_phone}."),
    ("b12c_ehr_downtime_procedure", "it_notice", US,
     "Planned EHR downtime {dos}, ((00:00-04:00||01:30-05:30||22:00-02:00)) MT (change {change_x}). Use downtime forms "
     "v{rev}; print census at T-{n} min; lab results by fax from {o_lab_phone}. Status page {o_status}."),
    ("b12c_interface_change_record", "it_ticket", US,
     "{change_x}: reroute ORM/ORU channel {chan} from engine node 2 to node 3; {big} messages/day, peak {n} msg/s. "
     "Backout in {minutes} min. Approved by CAB {dos}. Contact {staffer_x}."),
    ("b12c_timely_filing_provider_notice", "provider_bulletin", US,
     "Provider bulletin {bulletin}: from {dos} the timely-filing limit for in-network claims is ((90||120||180)) days from "
     "the date of service; corrected claims (frequency code 7) {visits} days from the EOB date. Payer ID {o_payer_id}; "
     "paper claims to {o_claims_addr}."),
    ("b12c_recredentialing_notice", "letter", US,
     "{date_letter}\n\n{clinician_x}\n{o_clinic}\n{o_clinic_addr}\n\nRe: recredentialing cycle {measure_year} (NPI {o_npi})\n"
     "Please attest in CAQH within {visits} days. {n} site standards were reviewed at the last review. "
     "Network management: {o_providers_email}, fax {o_fax}."),
    ("b12c_prior_auth_turnaround_stats", "prior_auth", US,
     "Prior authorization turnaround, {o_org}, {measure_year}: standard requests {big} (approved {pc}%), median "
     "((4||5||6)) calendar days; expedited {small_count}{n}, median {hours} hours. Fax requests to {o_um_fax}."),
    ("b12c_formulary_tier_change_list", "formulary_notice", US,
     "Formulary update effective {dos} ({o_formulary_url})\n- {drug_x}: tier ((2 to 3||3 to 2||1 to 2)), PA ((added||removed))\n"
     "- {drug_x2}: quantity limit {qty} per {days_supply} days\nRxBIN {o_rxbin} / PCN {o_rxpcn} / Group {o_rxgrp}."),
    ("b12c_support_chat_find_doctor", "chat_transcript", US,
     "[{time}] Visitor: how do I find an in-network dermatologist near Missoula?\n[{time2}] Agent ({agent}): Use {o_web} and "
     "filter by specialty; {n} dermatologists are listed within ((10||25||50)) miles. No account details are needed for the "
     "directory.\n[{time3}] Visitor: thanks"),
    ("b12c_visit_summary_without_patient", "clinical_note", US,
     "Visit summary (template preview, no patient selected)\nVitals: BP {bp}, HR {hr}, temp {temp_f} F\nA1c {a1c}% -> goal <7%\n"
     "Medications: {drug_x}; {regimen}\nNext visit in ((3||4||6)) months with {clinician_x}. Nurse line {o_nurse}."),
    ("b12c_counselling_leaflet_inhaler", "pharmacy_leaflet", US,
     "{o_pharmacy} counselling sheet: ((budesonide-formoterol 160/4.5||fluticasone 110 mcg||tiotropium 2.5 mcg)) "
     "inhaler\nUse ((1||2)) puff((s||)) ((twice daily||morning and evening||once daily)); "
     "rinse mouth after each use. Refill when the counter "
     "reads {n}. Store at 20-25 C. Questions: {o_rx_phone} or {o_rx_email}; {o_rx_addr}."),
    ("b12c_dental_frequency_limits", "dental_plan", US,
     "{o_dental} plan limits ({measure_year})\nD0274 bitewings, four films: 1 per ((12||24)) months\nD1206 fluoride varnish: "
     "to age ((14||19))\nD2740 crown: 1 per tooth per ((5||7)) years, ${dollars} max\nAnnual maximum ${annual}. {o_dental_phone}, "
     "{o_dental_addr}."),
    ("b12c_vision_lens_options_price", "vision_plan", US,
     "{o_eye} lens options for plan members: anti-reflective ${n}, photochromic ${n2}, progressive standard ${small_count}; "
     "frame allowance $1{n}. Exams every ((12||24)) months. {o_eye_phone}, {o_eye_addr}."),
    ("b12c_travel_trip_interruption_wording", "travel_insurance", EN,
     "Section {seq}.{n}: Trip interruption. We pay up to ((150%||200%)) of the trip cost, maximum ${big}, when you must return "
     "early. Daily hospital benefit ${small_count} for up to {visits} days. Assistance: {o_assist_uk}, {o_assist_fr} or "
     "{o_intl}."),
    ("b12c_public_health_lyme_bulletin", "public_health", US,
     "{o_org} public health note {bulletin}: {small_count} Lyme disease cases reported in {county_x} County this season "
     "({pc} per 100,000); tick bites peak May-July. Post-exposure doxycycline 200 mg once within 72 h. Nurse line {o_nurse}."),
    ("b12c_good_faith_estimate_template", "billing_statement", US,
     "Good faith estimate (sample layout, no patient): {cpt} ${dollars}; {cpt2} ${dollars2}; facility fee ${dollars3}. "
     "Estimate valid {visits} days. Billing office {o_billing_phone}; remit to {o_clinic_addr}; claims address "
     "{o_claims_addr}."),
    # ---- other locales -------------------------------------------------------------------------------------------
    ("b12c_loc_fee_schedule", "fee_schedule", INTL,
     "{m_fees} – {o_clinic} ({m_valid} {dos_loc})\n{m_consult}: {price_loc}\n{m_bloodtest}: {price_loc2}\n{m_xray}: {price_loc3}"),
    ("b12c_loc_call_centre_stats", "quality_report", INTL,
     "{o_org} – {measure_year}\n{m_waiting}: {dec_loc} {m_minutes}\n{m_calls}: {count}\n{m_claims} {m_reimbursed}: "
     "{dec_loc2} %\n{o_intl} / {o_assist_uk}"),
    ("b12c_loc_flu_campaign", "public_health", INTL,
     "{m_flu} {measure_year}: {m_eligible} ((60||65)) {m_years}. {hospital_loc}, {dos_loc}, ((08:00–12:00||09:00–15:00||"
     "14:00–18:00)). {m_closed}."),
    ("b12c_loc_lab_reference_card", "lab_report", INTL,
     "{l_lab} – {o_lab} ({m_valid} {dos_loc})\n{lab_loc}\n{lab_loc2}\n{lab_loc3}\n{lab_loc4}\n{o_lab_phone} · {o_intl}"),
    ("b12c_loc_travel_assistance_card", "travel_insurance", INTL,
     "{l_travel} – {o_org}\n{l_assistance}: {o_assist_fr} / {o_assist_uk}\n{l_excess}: {price_loc}\n{m_valid} {dos_loc}, "
     "v{rev}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind12", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
