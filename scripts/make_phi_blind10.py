"""A tenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind10.py [--seed 12121] [--out PATH]   # JSON lines to PATH, or to stdout

The nine earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311) are treated as known to the tuner. Its author read only those
generators (for their mechanics, imported here, and to avoid their templates), never the detectors, their tests or
the sets they were tuned on, never ran the check on these texts, and did not read the eleventh set, written at the
same time by someone else.

700 texts: 300 carry identifiers (50 templates, 6 texts each, every kind of KINDS in at least 12 texts), and
CLEAN_TOTAL = 400 carry none (40 templates, 10 texts each): the false-alarm rate is what this set measures most
precisely. No template id or body is shared with the earlier sets (every id here starts with "b10_" or "b10c_").
Identifier-free genres, chosen where the earlier sets have few: EDI acknowledgements (X12 999, TA1, 277CA at
provider level) and an 820 premium remittance, HL7 MFN practitioner and OM2 range masters, FHIR Bundles of
Organization/Location, InsurancePlan and PlanDefinition resources, Star/HEDIS quality reports, utilisation
dashboards and plan-year comparisons in CSV, ICD/CPT crosswalks, pharmacy network lists, data-dictionary pages,
accreditation letters, call-centre scripts, release notes of a health IT product, public-health bulletins, medical
policy criteria, remittance code guides, card backs, broadcast reminders, paediatric reference ranges, statement
reverse sides, vision, dental and travel wordings, discharge instructions without a patient, support tickets where
the customer gives no identifier, capacity notes, and notices in other locales (de, fr, es, it, nl, pt, pl, sv, da,
nb, fi, cs). Carrying genres: X12 277CA/834, HL7 SIU/MDM, FHIR EOB and Patient bundles, NDJSON and CSV/TSV
exports, XML attachments, letters and portal pages about one member, typed chat and e-mail replies, voice-to-text,
OCR'd hand-filled forms, logs and tickets, and letters in other locales with their local forms.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN); the people it names are the
organisations' own clinicians and staff, never a patient or member, and the ages it gives are under 90.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind7 as blind7
    import make_phi_blind8 as blind8
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind7 as blind7
    from scripts import make_phi_blind8 as blind8

Draw = blind.Draw
lang_of = blind2.lang_of
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 12121
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind7.OTHER_LOCALES
FAKER_LOCALES = blind7.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Green Mountain Valley Health Plan"
CLINIC_NAME = "Otter Creek Family Medicine"
LAB_NAME = "Champlain Reference Laboratory"
EYE_NAME = "Lamoille Eye Care"
DENTAL_NAME = "Mad River Dental Associates"
PHARMACY_NAME = "Winooski Community Pharmacy"
ORG_DOMAIN = "gmvhp.org"
CLINIC_DOMAIN = "ottercreekfm.org"
ORGANISATION_CONTACTS = [
    "(802) 555-0123",                                           # 0 plan member services
    "(802) 555-0124",                                           # 1 plan fax
    "Claims Department, PO Box 6120, Burlington, VT 05402",     # 2 plan claims address
    "400 Pine Street, Suite 210, Burlington, VT 05401",         # 3 plan office
    "appeals@gmvhp.org",                                        # 4
    "members@gmvhp.org",                                        # 5
    "(802) 555-0161",                                           # 6 clinic
    "(802) 555-0162",                                           # 7 clinic fax
    "58 Merchants Row, Middlebury, VT 05753",                   # 8 clinic address
    "frontdesk@ottercreekfm.org",                               # 9
    "https://www.gmvhp.org/members",                            # 10
    "(802) 555-0177",                                           # 11 lab
    "12 Lakeview Terrace, South Burlington, VT 05403",          # 12 lab address
    "(603) 555-0148",                                           # 13 dental
    "9 Main Street, Lebanon, NH 03766",                         # 14 dental address
    "(802) 555-0189",                                           # 15 pharmacy help desk
    "+1 802 555 0123",                                          # 16 plan line from abroad
    "rx@gmvhp.org",                                             # 17
    "1-877-555-0142",                                           # 18 toll-free member line
    "providers@gmvhp.org",                                      # 19
    "https://status.gmvhp.org",                                 # 20
    "+1 802 555 0199",                                          # 21 travel assistance
    "(802) 555-0139",                                           # 22 eye care
    "31 Portland Street, Morrisville, VT 05661",                # 23 eye care address
    "1-800-555-0175",                                           # 24 nurse line, toll-free
    "edi@gmvhp.org",                                            # 25
    "https://www.gmvhp.org/providers/directory",                # 26
    "77 Main Street, Winooski, VT 05404",                       # 27 pharmacy address
    "quality@gmvhp.org",                                        # 28
    "+44 20 7946 0321",                                         # 29 European assistance partner
    "+33 1 99 00 12 34",                                        # 30 French assistance desk
    "(802) 555-0163",                                           # 31 clinic billing office
]
ORG_PAYER_ID = "GMV72"
ORG_RXBIN = "024417"
ORG_RXPCN = "GMVRX"
ORG_RXGRP = "GMV0910"
ORG_EIN = "03-6158824"
ORG_HIOS = ("55813VT0010007", "55813VT0010012", "55813VT0020004")
ORG_NPIS = (blind5._npi_of("174420936"), blind5._npi_of("158830217"), blind5._npi_of("129946085"),  # noqa: SLF001
            blind5._npi_of("166203578"))  # noqa: SLF001


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["802", "603", "518", "413", "207", "860", "315", "978", "617", "802", "781", "646"]


def _exchange(draw: Draw) -> str:
    exchange = str(draw.rng.randint(201, 989))
    return "743" if exchange[1:] == "11" or exchange == "555" else exchange


def phone_v10(draw: Draw) -> str:
    """A US number as people write it on forms and in messages: spaced, dashed with a leading +1, dotted with 1."""
    area, exchange, line = draw.pick(AREA_CODES), _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange} {line}", f"+1 {area}-{exchange}-{line}", f"1.{area}.{exchange}.{line}",
                      f"{area} - {exchange} - {line}", f"({area}) {exchange}.{line}", f"+1({area}){exchange}{line}"])


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _date_v10(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{ABBR[m - 1].upper()} {d} {y}", f"{d}-{m}-{y}", f"{y}.{m:02d}.{d:02d}", f"{m:02d}/{d:02d}/{y % 100:02d}",
                      f"{MONTHS[m - 1]} {_ordinal(d)} {y}", f"{d:02d} {MONTHS[m - 1]}, {y}", f"{m}-{d}-{y % 100:02d}"])


def dob_v10(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (upper-case month without comma, dotted ISO, ...)."""
    return _date_v10(draw, 1932, 2021)


def dod_v10(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v10."""
    return _date_v10(draw, 2018, 2026)


def member_v10(draw: Draw) -> str:
    """This plan's member IDs: a prefix and nine digits, grouped or with a dependant suffix."""
    return draw.pick([f"GMV{draw.digits(9)}", f"GMV-{draw.digits(3)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"GMV{draw.digits(9)}-0{draw.rng.randint(1, 4)}", f"V{draw.digits(10)}"])


def mrn_v10(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"E{draw.digits(7)}", f"OC{draw.digits(3)}-{draw.digits(4)}", f"000{draw.digits(6)}"])


def url_portal_v10(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v10(draw), mrn_v10(draw)
    return draw.pick([f"https://members.{ORG_DOMAIN}/claims/{member}/eob?year=2025",
                      f"https://members.{ORG_DOMAIN}/id-card?member={member}&format=pdf",
                      f"https://chart.{CLINIC_DOMAIN}/p/{mrn}/results",
                      f"https://visit.{CLINIC_DOMAIN}/join?pt={mrn}&tok={draw.digits(6)}"])


def age_v10(draw: Draw) -> str:
    """An age over 89 as notes and messages print it."""
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age} y.o.", f"{age}-yr-old", f"aged {age}", f"{age} years of age", f"{age}yo", f"age {age}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind8.SLOTS, "phone_v10": phone_v10, "dob_v10": dob_v10, "dod_v10": dod_v10, "member_v10": member_v10,
    "mrn_v10": mrn_v10, "url_portal_v10": url_portal_v10, "age_v10": age_v10,
}


# ---- words of the identifier-free notices in other locales --------------------------------------------------------
_LANGS = ("en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "no", "fi", "cs")
_WORDS_ROWS: dict[str, tuple[str, ...]] = {
    "k_pharm_net": ("Partner pharmacies", "Vertragsapotheken", "Pharmacies partenaires", "Farmacias concertadas",
                    "Farmacie convenzionate", "Gecontracteerde apotheken", "Farmácias aderentes", "Apteki partnerskie",
                    "Avtalsapotek", "Aftaleapoteker", "Avtaleapotek", "Sopimusapteekit", "Smluvní lékárny"),
    "k_mailorder": ("Mail-order pharmacy", "Versandapotheke", "Pharmacie par correspondance", "Farmacia a domicilio",
                    "Farmacia per corrispondenza", "Postorderapotheek", "Farmácia por correspondência",
                    "Apteka wysyłkowa", "Postorderapotek", "Postordreapotek", "Postordreapotek", "Postimyyntiapteekki",
                    "Zásilková lékárna"),
    "k_updated": ("updated", "Stand", "mise à jour", "actualizado", "aggiornato al", "bijgewerkt", "atualizado",
                  "stan na", "uppdaterad", "opdateret", "oppdatert", "päivitetty", "aktualizováno"),
    "k_quality": ("Quality report", "Qualitätsbericht", "Rapport qualité", "Informe de calidad", "Rapporto sulla qualità",
                  "Kwaliteitsrapport", "Relatório de qualidade", "Raport jakości", "Kvalitetsrapport",
                  "Kvalitetsrapport", "Kvalitetsrapport", "Laaturaportti", "Zpráva o kvalitě"),
    "k_screening": ("breast cancer screening", "Mammographie-Screening", "dépistage du cancer du sein",
                    "cribado de cáncer de mama", "screening mammografico", "borstkankerscreening",
                    "rastreio do cancro da mama", "badania przesiewowe raka piersi", "mammografiscreening",
                    "brystkræftscreening", "mammografiscreening", "rintasyöpäseulonta", "screening karcinomu prsu"),
    "k_vaccinated": ("flu vaccination 65+", "Grippeimpfung 65+", "vaccination antigrippale 65+", "vacunación antigripal 65+",
                     "vaccinazione antinfluenzale 65+", "griepvaccinatie 65+", "vacinação antigripal 65+",
                     "szczepienia przeciw grypie 65+", "influensavaccination 65+", "influenzavaccination 65+",
                     "influensavaksinering 65+", "influenssarokotus 65+", "očkování proti chřipce 65+"),
    "k_readmit": ("30-day readmissions", "Wiederaufnahmen in 30 Tagen", "réhospitalisations à 30 jours",
                  "reingresos a 30 días", "riammissioni a 30 giorni", "heropnames binnen 30 dagen",
                  "reinternamentos a 30 dias", "ponowne hospitalizacje w 30 dni", "återinläggningar inom 30 dagar",
                  "genindlæggelser inden for 30 dage", "reinnleggelser innen 30 dager", "uusintakäynnit 30 pv",
                  "rehospitalizace do 30 dnů"),
    "k_members_n": ("members covered", "Versicherte", "assurés", "asegurados", "assicurati", "verzekerden", "beneficiários",
                    "ubezpieczeni", "försäkrade", "forsikrede", "forsikrede", "vakuutetut", "pojištěnci"),
    "k_processing": ("Average claim processing time", "Durchschnittliche Bearbeitungszeit", "Délai moyen de remboursement",
                     "Plazo medio de reembolso", "Tempo medio di rimborso", "Gemiddelde verwerkingstijd declaraties",
                     "Prazo médio de reembolso", "Średni czas rozpatrzenia wniosku", "Genomsnittlig handläggningstid",
                     "Gennemsnitlig sagsbehandlingstid", "Gjennomsnittlig behandlingstid", "Keskimääräinen käsittelyaika",
                     "Průměrná doba vyřízení"),
    "k_days": ("days", "Tage", "jours", "días", "giorni", "dagen", "dias", "dni", "dagar", "dage", "dager", "päivää", "dní"),
    "k_questions": ("Questions", "Fragen", "Questions", "Consultas", "Domande", "Vragen", "Dúvidas", "Pytania", "Frågor",
                    "Spørgsmål", "Spørsmål", "Kysymykset", "Dotazy"),
    "k_maintenance": ("Scheduled maintenance of the member portal", "Geplante Wartung des Versichertenportals",
                      "Maintenance programmée de l'espace assuré", "Mantenimiento programado del portal",
                      "Manutenzione programmata del portale", "Gepland onderhoud van het klantportaal",
                      "Manutenção programada do portal", "Planowana przerwa techniczna portalu",
                      "Planerat underhåll av medlemsportalen", "Planlagt vedligeholdelse af portalen",
                      "Planlagt vedlikehold av portalen", "Jäsenportaalin huoltokatko", "Plánovaná údržba portálu"),
    "k_status": ("Status", "Status", "État du service", "Estado", "Stato", "Status", "Estado", "Status", "Driftstatus",
                 "Driftstatus", "Driftsstatus", "Tila", "Stav"),
    "k_vacc_child": ("Childhood vaccination schedule", "Impfkalender für Kinder", "Calendrier vaccinal de l'enfant",
                     "Calendario de vacunación infantil", "Calendario vaccinale dell'infanzia", "Rijksvaccinatieschema",
                     "Programa de vacinação infantil", "Kalendarz szczepień dzieci", "Barnvaccinationsprogrammet",
                     "Børnevaccinationsprogrammet", "Barnevaksinasjonsprogrammet", "Lasten rokotusohjelma",
                     "Očkovací kalendář dětí"),
    "k_years": ("years", "Jahre", "ans", "años", "anni", "jaar", "anos", "lat", "år", "år", "år", "vuotta", "let"),
    "k_checkup": ("Dental check-up recommended every", "Zahnärztliche Kontrolle empfohlen alle",
                  "Contrôle dentaire recommandé tous les", "Revisión dental recomendada cada",
                  "Controllo odontoiatrico consigliato ogni", "Tandheelkundige controle aanbevolen elke",
                  "Consulta de rotina recomendada a cada", "Przegląd stomatologiczny zalecany co",
                  "Tandvårdsundersökning rekommenderas var", "Tandeftersyn anbefales hver",
                  "Tannkontroll anbefales hver", "Hammastarkastus suositellaan", "Preventivní prohlídka doporučena každých"),
    "k_outside": ("from outside Europe", "außerhalb Europas", "hors d'Europe", "fuera de Europa", "fuori dall'Europa",
                  "buiten Europa", "fora da Europa", "spoza Europy", "utanför Europa", "uden for Europa", "utenfor Europa",
                  "Euroopan ulkopuolelta", "mimo Evropu"),
    "k_wording": ("Policy wording", "Versicherungsbedingungen", "Conditions générales", "Condiciones generales",
                  "Condizioni di assicurazione", "Polisvoorwaarden", "Condições gerais", "Ogólne warunki ubezpieczenia",
                  "Försäkringsvillkor", "Forsikringsbetingelser", "Forsikringsvilkår", "Vakuutusehdot",
                  "Pojistné podmínky"),
}
LOC10_WORDS: dict[str, dict[str, str]] = {key: dict(zip(_LANGS, row)) for key, row in _WORDS_ROWS.items()}


def _words(key: str) -> Callable[[Draw], str]:
    table = LOC10_WORDS[key]
    return lambda draw: table.get(lang_of(draw), table["en"])


def _pct_loc(draw: Draw) -> str:
    """A percentage with the locale's decimal sign and spacing."""
    value = f"{draw.rng.randint(300, 990) / 10:.1f}"
    lang = lang_of(draw)
    if lang == "en":
        return f"{value}%"
    value = value.replace(".", ",")
    return f"{value} %" if lang in ("de", "fr", "sv", "da", "no", "fi", "cs", "pl") else f"{value}%"


def _count_loc(draw: Draw) -> str:
    """A large count grouped as the locale groups thousands."""
    text = f"{draw.rng.randint(12000, 940000):,}"
    lang = lang_of(draw)
    if lang in ("de", "es", "it", "nl", "pt", "da"):
        return text.replace(",", ".")
    return text if lang == "en" else text.replace(",", "\u00a0")


def _utilisation_row(draw: Draw) -> str:
    """One CSV row of a utilisation dashboard: month, service line, per-1,000 rate, average cost."""
    month = f"{draw.rng.randint(2024, 2026)}-{draw.rng.randint(1, 12):02d}"
    line = draw.pick(["inpatient_acute", "emergency", "urgent_care", "imaging_hightech", "pt_ot", "behavioral_op",
                      "snf", "home_health", "telehealth"])
    return f"{month},{line},{draw.rng.randint(20, 4200) / 10:.1f},{draw.rng.randint(90, 48000) / 100:.2f},{draw.rng.randint(1, 40)}"


def _crosswalk_row(draw: Draw) -> str:
    """One row of an ICD-10-CM to CPT crosswalk of covered indications."""
    return draw.pick(["M17.11|27447|Primary osteoarthritis, right knee|Total knee arthroplasty",
                      "E11.9|83036|Type 2 diabetes without complications|Hemoglobin A1c",
                      "I10|93000|Essential hypertension|ECG, 12-lead with interpretation",
                      "J45.40|94010|Moderate persistent asthma|Spirometry",
                      "N18.3|80069|Chronic kidney disease, stage 3|Renal function panel",
                      "Z12.31|77067|Screening mammogram encounter|Screening mammography, bilateral",
                      "G47.33|95810|Obstructive sleep apnea|Polysomnography, attended",
                      "K21.9|43235|GERD without esophagitis|EGD, diagnostic",
                      "F32.1|90837|Major depressive disorder, moderate|Psychotherapy, 60 minutes"])


def _star_measure(draw: Draw) -> str:
    """One Star/HEDIS measure line: id, name, rate and star level."""
    code, name = draw.pick([("C01", "Breast Cancer Screening"), ("C02", "Colorectal Cancer Screening"),
                            ("C11", "Controlling High Blood Pressure"), ("D08", "Medication Adherence for Diabetes"),
                            ("C13", "Diabetes Care - Eye Exam"), ("C16", "Statin Therapy for Cardiovascular Disease"),
                            ("D12", "Statin Use in Persons with Diabetes"), ("C07", "Care for Older Adults - Pain")])
    return f"{code} {name}: {draw.rng.randint(550, 960) / 10:.1f}% ({draw.rng.randint(2, 5)} stars, cut point {draw.rng.randint(60, 85)}%)"


def _ref_range_child(draw: Draw) -> str:
    """A paediatric reference interval by age band (all ages under 18)."""
    return draw.pick(["Hemoglobin   1-2 y  10.5-13.5 g/dL", "Hemoglobin   6-11 y  11.5-15.5 g/dL",
                      "Alk phos     10-13 y  130-560 U/L", "Creatinine   2-5 y  0.20-0.43 mg/dL",
                      "WBC          0-1 mo  5.0-19.5 x10^3/uL", "Platelets    1-17 y  150-450 x10^3/uL",
                      "TSH          1-5 y  0.70-5.97 mIU/L", "Ferritin     6 mo-15 y  7-140 ng/mL",
                      "Glucose      3-17 y  60-100 mg/dL (fasting)", "Phosphorus   1-4 y  4.3-6.8 mg/dL"])


def _ak2_loop(draw: Draw) -> str:
    """A 999 AK2/IK5 pair for one accepted or rejected transaction set."""
    control = f"{draw.rng.randint(1, 9999):04d}"
    return draw.pick([f"AK2*837*{control}*005010X222A1~\nIK5*A~",
                      f"AK2*837*{control}*005010X222A1~\nIK3*CLM*{draw.rng.randint(20, 90)}**8~\nIK4*2*782*1~\nIK5*R*5~",
                      f"AK2*270*{control}*005010X279A1~\nIK5*E*1~"])


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "lab_own": LAB_NAME, "eye": EYE_NAME, "dental_office": DENTAL_NAME, "pharmacy_own": PHARMACY_NAME, "hospice": CLINIC_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_appeals_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "org_care_email": ORGANISATION_CONTACTS[5],
    "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8],
    "clinic_email": ORGANISATION_CONTACTS[9], "hospice_phone": ORGANISATION_CONTACTS[6],
    "hospice_fax": ORGANISATION_CONTACTS[7], "hospice_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14],
    "rx_help_phone": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16], "rx_email": ORGANISATION_CONTACTS[17],
    "org_tollfree": ORGANISATION_CONTACTS[18], "org_provider_email": ORGANISATION_CONTACTS[19],
    "org_status_page": ORGANISATION_CONTACTS[20], "travel_assist_line": ORGANISATION_CONTACTS[21],
    "eye_phone": ORGANISATION_CONTACTS[22], "eye_addr": ORGANISATION_CONTACTS[23], "nurse_line": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "directory_url": ORGANISATION_CONTACTS[26], "pharm_addr": ORGANISATION_CONTACTS[27],
    "quality_email": ORGANISATION_CONTACTS[28], "assist_eu": ORGANISATION_CONTACTS[29], "assist_fr": ORGANISATION_CONTACTS[30],
    "billing_phone": ORGANISATION_CONTACTS[31],
    "org_ein_digits": ORG_EIN.replace("-", ""),
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind8.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    **{key: _words(key) for key in LOC10_WORDS},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "pct_loc": _pct_loc,
    "count_loc": _count_loc,
    "util_row": _utilisation_row,
    "xwalk": _crosswalk_row,
    "star": _star_measure,
    "range_child": _ref_range_child,
    "ak_loop": _ak2_loop,
    "pharmacy": lambda d: d.pick([PHARMACY_NAME, "Church Street Apothecary", "Onion River Drug"]),
    "hospital": lambda d: d.pick(["Champlain Valley Medical Center", "Porter Regional Hospital", "Copley Hospital"]),
    "employer": lambda d: d.pick(["Lake Champlain Ferries", "Mad River Maple Co.", "Burlington Bike Works"]),
    "bot": lambda d: d.pick(["Maple", "GMV Assistant", "Ask Green Mountain"]),
    "hostname": lambda d: d.pick(["claims-db-02", "edi-gw-1", "portal-app-05", "hl7-engine-3", "dw-etl-01"]),
    "release": lambda d: f"{d.rng.randint(23, 26)}.{d.rng.randint(1, 4)}.{d.rng.randint(0, 12)}",
    "jira": lambda d: f"GMV-{d.rng.randint(1000, 9800)}",
    "pa_case": lambda d: d.pick([f"UM{d.digits(8)}", f"GMV-PA-{d.digits(6)}"]),
    "policy_med": lambda d: f"MP-{d.rng.randint(100, 399)}.{d.rng.randint(1, 9)}",
    "batch": lambda d: f"B{d.rng.randint(2024, 2026)}{d.digits(5)}",
    "tb": lambda d: f"{d.rng.randint(11, 940) / 10:.1f}",
    "utc": lambda d: d.pick(["+1", "+2", "+0"]),
    "county_vt": lambda d: d.pick(["Chittenden", "Addison", "Washington", "Rutland", "Windsor", "Lamoille", "Franklin"]),
    "measure_year": lambda d: str(d.rng.randint(2023, 2026)),
    "per_k": lambda d: f"{d.rng.randint(10, 990) / 10:.1f}",
    "cut": lambda d: str(d.rng.randint(1, 9)),
    "fee": lambda d: f"{d.rng.randint(35, 480)}.{d.pick(['00', '50', '25', '75'])}",
    "fee_big": lambda d: str(d.rng.randint(5, 180) * 100),
    "copay_num": lambda d: str(d.pick([0, 10, 15, 20, 25, 30, 40])),
    "ncpdp_own": lambda d: d.pick(["4720316", "4720455", "4721190"]),
    "premium": lambda d: f"{d.rng.randint(280, 1450)}.{d.rng.randint(0, 99):02d}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
ANY = EN + INTL


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("b10_x12_277ca_patient_rejection", "x12_export", US,
     "HL*3*2*PT~\nNM1*QC*1*{last_upper}*{first_upper}****MI*[[member_id:member_v10]]~\nTRN*2*{claim_no}~\n"
     "STC*A7:164*{x12_date}*U*{amount}~\nREF*1K*{ctrl}~\nDTP*472*RD8*{x12_date}-{x12_date}~"),
    ("b10_x12_834_member_addition", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v10]]~\nNM1*IL*1*{last_upper}*{first_upper}~\n"
     "PER*IP**HP*[[phone:phone_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\n"
     "HD*021**HLT*{hios}~"),
    ("b10_hl7_siu_s12_booking_pid", "hl7_export", US,
     "MSH|^~\\&|SCHED|OCFM|EHR|OCFM|{hl7_ts}||SIU^S12|{ctrl}|P|2.5.1\nSCH|{ticket}|||||ROUTINE|Follow-up|||30|m\n"
     "PID|1||[[record_number:mrn_v10]]^^^OCFM^MR||{last_upper}^{first_upper}||||||||[[phone:phone_hl7_xtn]]\nAIP|1||{doctor}"),
    ("b10_hl7_mdm_t02_death_note", "hl7_export", US,
     "MSH|^~\\&|EHR|OCFM|HIM|OCFM|{hl7_ts}||MDM^T02|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v10]]^^^OCFM^MR||"
     "{last_upper}^{first_upper}||||||||||||||||||||||[[date_of_death:dod_hl7]]|Y\nTXA|1|DS|TX|{hl7_ts}||||||||DOC{ticket}||||AU"),
    ("b10_fhir_bundle_patient_relatedperson", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", "
     "\"identifier\": [{\"system\": \"urn:oid:2.16.840.1.113883.3.7210\", \"value\": \"[[record_number:mrn_v10]]\"}], "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain]]\"}]}}, {\"resource\": {\"resourceType\": "
     "\"RelatedPerson\", \"relationship\": [{\"text\": \"{relation}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": "
     "\"[[phone:phone_e164]]\"}]}}]}"),
    ("b10_fhir_eob_patient_insurance", "json_export", US,
     "{\"resourceType\": \"ExplanationOfBenefit\", \"status\": \"active\", \"patient\": {\"display\": \"{name}\"}, "
     "\"insurance\": [{\"focal\": true, \"coverage\": {\"identifier\": {\"value\": \"[[member_id:member_v10]]\"}}}], "
     "\"billablePeriod\": {\"start\": \"{eff_iso}\"}, \"total\": [{\"amount\": {\"value\": {amount}, \"currency\": \"USD\"}}]}"),
    ("b10_json_identity_verification_webhook", "json_export", US,
     "{\"event\": \"identity.verified\", \"subject\": {\"ssn\": \"[[ssn:ssn_plain]]\", \"birthDate\": "
     "\"[[date_of_birth:dob_iso]]\"}, \"session\": {\"ip\": \"[[ip_address:ipv4_public]]\", \"score\": 0.{seq}{seq2}}, "
     "\"requestId\": \"{guid}\"}"),
    ("b10_xml_claim_attachment_cover", "xml_export", US,
     "<AttachmentCover control=\"{ctrl}\">\n  <Subscriber id=\"[[member_id:member_v10]]\">\n    <Name>{name}</Name>\n"
     "    <Birth>[[date_of_birth:dob_v10]]</Birth>\n    <Street>[[address:addr_xml]]</Street>\n  </Subscriber>\n"
     "  <Pages>{pages}</Pages>\n</AttachmentCover>"),
    ("b10_csv_refill_callback_queue", "csv_export", US,
     "queue_pos,mrn,callback,dob,drug,due\n{seq},[[record_number:mrn_v10]],[[phone:phone_v10]],[[date_of_birth:dob_numeric]],"
     "{drug},{dos_iso}\n"),
    ("b10_csv_returned_mail_report", "csv_export", US,
     "returned_on,member,last_known_address,reason\n{dos_iso},[[member_id:member_v10]],\"[[address:addr_us_line]]\","
     "((FORWARD EXPIRED||NO SUCH NUMBER||VACANT||ATTEMPTED NOT KNOWN))\n"),
    ("b10_tsv_card_on_file_audit", "csv_export", US,
     "updated\tcard\tbilling_email\tlast_charge\n{iso_ts}\t[[card:card_any]]\t[[email:email_mixed]]\t{amount}\n"),
    ("b10_ndjson_portal_login_events", "app_log", US,
     "{\"ts\": \"{iso_ts}\", \"evt\": \"login.success\", \"user\": \"[[email:email_plain2]]\", \"ip\": \"[[ip_address:ipv6_new]]\", "
     "\"mfa\": \"((sms||totp||push))\"}\n{\"ts\": \"{iso_ts2}\", \"evt\": \"claims.view\", \"count\": {seq}}"),
    ("b10_json_sepa_refund_intl", "json_export", INTL,
     "{\"refund\": {\"creditor\": \"{name}\", \"iban\": \"[[bank_account:iban_loc]]\", \"nationalId\": \"[[national_id:natid_v5]]\", "
     "\"amount\": \"{amount_loc}\", \"ref\": \"{ref_no}\"}}"),
    # ---- letters and pages about one person -----------------------------------------------------------------------
    ("b10_prior_auth_approval_member_copy", "prior_auth", US,
     "{org}\nCopy for the member\nGood news, {first}: {service} was approved (case {pa_case}) for [[member_id:member_v10]], "
     "date of birth [[date_of_birth:dob_v10]]. Valid {dos} to {dos2}."),
    ("b10_network_gap_exception_letter", "letter", US,
     "{name}\n[[address:addr_usps]]\n\nRe: network gap exception, member [[member_id:member_v10]]\nWe will cover {service} with "
     "an out-of-network provider at in-network cost until {dos}."),
    ("b10_claim_status_member_page_link", "claim_status", US,
     "Claim {claim_no} is finalized. View the EOB: [[url:url_portal_v10]]\nA copy was e-mailed to [[email:email_plain]]."),
    ("b10_eob_dependant_claim_line", "eob", US,
     "Patient: {name2} (dependent of [[member_id:member_v10]])\nBorn [[date_of_birth:dob_child]]\n{dos}  {cpt}  billed {money}  "
     "plan paid {money2}  you owe {copay}"),
    ("b10_patient_refund_by_ach_notice", "remittance", US,
     "{clinic} patient refund {check_no}: {money} for overpayment on {dos}, sent by ACH to account [[bank_account:acct_us_ach]] "
     "(routing {aba}). Remit-to on file: [[address:addr_us_one]]."),
    ("b10_dental_predetermination_letter", "dental_plan", US,
     "Predetermination {ref_no} for {name}, member [[member_id:member_v10]], DOB [[date_of_birth:dob_us]]: {cdt} on tooth "
     "{tooth} estimated at {money}. Your dentist's office will call you at [[phone:phone_v10]]."),
    ("b10_vision_voucher_email", "vision_plan", US,
     "Your vision voucher is ready, {first}! Open it here: [[url:url_portal_v10]] and show it at {eye}. Member "
     "[[member_id:member_v10]]."),
    ("b10_travel_medevac_request", "travel_insurance", EN,
     "MEDEVAC REQUEST {policy_no}\nInsured: {name}, passport [[national_id:us_passport]], [[age_over_89:age_v10]]\nLocal contact "
     "number [[phone:phone_world]]\nTreating hospital in {travel_country}."),
    ("b10_lab_requisition_elder_block", "lab_report", US,
     "{lab_own} requisition\nPatient [[record_number:mrn_v10]] | [[age_over_89:age_number]] y | DOB [[date_of_birth:dob_elder]]\n"
     "Tests: {loinc} {loinc_name}; fasting ((yes||no))\nOrdering {doctor_full}"),
    ("b10_hospice_pronouncement_note", "clinical_note", US,
     "Pronouncement: {nurse} pronounced the patient ([[record_number:mrn_v10]], [[age_over_89:age_v10]]) at {time} on "
     "[[date_of_death:dod_v10]]. Family present. Funeral home notified."),
    ("b10_estate_premium_refund", "letter", US,
     "Estate of {name}\n[[address:addr_us_block]]\nWe were told of the death on [[date_of_death:dod_en]]. To refund {money} "
     "we need the executor to confirm the deceased's SSN ([[ssn:ssn_any]])."),
    ("b10_mail_order_enrolment_card", "pharmacy_form", US,
     "{pharmacy} mail-order enrolment\nShip to: [[address:addr_us_line]]\nPay with card [[card:card_any]] exp {card_exp}\n"
     "Allergies: ((none||penicillin||sulfa))"),
    ("b10_disability_placard_renewal", "form", US,
     "Disability parking placard renewal for {name}: plate [[vehicle_id:plate_state]], VIN [[vehicle_id:vin_v5]]. Certified by "
     "{doctor_full} on {dos}."),
    ("b10_nemt_ride_confirmation_sms", "mobile_chat", US,
     "{org}: ride confirmed {dos} {time}. Pick-up [[address:addr_us_line]]. Driver in a white van, plate [[vehicle_id:plate_us]]. "
     "Reply to [[phone:phone_v10]] to cancel."),
    ("b10_public_complaint_social_thread", "social_post", US,
     "Escalation: customer posted at [[url:url_social_v5]] about a denied claim; she asked us to e-mail [[email:email_any]]. "
     "Case {ticket}."),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("b10_chat_member_id_and_birthday_typed", "mobile_chat", US,
     "ok so my id is [[member_id:member_v10]]\nand bday [[date_of_birth:dob_v10]]\nwhy was my MRI denied??"),
    ("b10_email_reply_new_direct_deposit", "email", US,
     "> Please send the new account for reimbursements.\nSure - checking account [[bank_account:acct_us_ach]], routing {aba}. "
     "Old one is closed.\n\n{name}\n[[phone:phone_v10]]"),
    ("b10_voicemail_callback_transcript", "voice_transcript", US,
     "Voicemail (auto-transcribed): hi this is {first} calling about the bill, my birthday is [[date_of_birth:dob_voice]], call "
     "me back at [[phone:phone_spoken]] thanks"),
    ("b10_voice_address_and_ssn_dictated", "voice_transcript", US,
     "[agent] and the address? [caller] [[address:addr_dictated]] [agent] last thing, social? [caller] "
     "[[ssn:ssn_voice]]"),
    ("b10_sms_card_number_pasted", "mobile_chat", US,
     "can u just charge this one [[card:card_chat]] exp {card_exp} for the copay, the other was declined"),
    ("b10_email_personal_signature", "email", EN,
     "Thanks for the quick reply about the referral.\n--\n{name}\nmobile [[phone:phone_world]]\n[[email:email_plain]]\n"
     "[[url:url_personal]]"),
    ("b10_chatbot_turns_age_and_birthdate", "chatbot", US,
     "User: is my mother still covered for home care, she is [[age_over_89:age_phrase]]\n{bot}: I can check. What is her date of "
     "birth?\nUser: [[date_of_birth:dob_elder]]"),
    ("b10_ocr_intake_form_handwritten", "ocr_form", US,
     "NEW PATIENT INTAKE (scan p.1)\nDATE 0F BIRTH  [[date_of_birth:dob_ocr]]\nH0ME PH0NE  [[phone:phone_ocr]]\nADDRESS  "
     "[[address:addr_ocr]]"),
    ("b10_ocr_payroll_deduction_form", "ocr_form", US,
     "PAYROLL DEDUCTION AUTHORIZATI0N\nSSN  [[ssn:ssn_comb]]\nBANK ACCT  [[bank_account:bank_comb]]\nEMPLOYER  {employer}"),
    ("b10_ocr_accident_report_vehicle", "ocr_form", US,
     "AUTO ACCIDENT SUPPLEMENT\nVIN  [[vehicle_id:vin]]\nPLATE/STATE  [[vehicle_id:plate_state]] / {state_abbr}\nDAY PH0NE  "
     "[[phone:phone_ocr]]"),
    ("b10_it_ticket_misaddressed_result", "it_ticket", US,
     "{inc}: result for [[record_number:mrn_v10]] was e-mailed to [[email:email_work]] by mistake from workstation "
     "[[ip_address:ipv4_public]]. Recall requested at {time}."),
    ("b10_telehealth_gateway_log", "app_log", US,
     "{log_ts} gw={hostname} join url=[[url:telehealth_link]] peer=[[ip_address:ip_public]] codec=((VP8||H264)) "
     "rtt={ms}ms"),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("b10_loc_reimbursement_with_bank", "letter", INTL,
     "{w_greeting}\n{w_refund}: {amount_loc}\n{natid_label}: [[national_id:natid_v5]]\nIBAN [[bank_account:iban_v5]]\n"
     "{w_address}: [[address:addr_v5_line]]\n{w_closing}"),
    ("b10_loc_appointment_confirm_reply", "mobile_chat", INTL,
     "{w_appointment} {dos_loc} {time} – {hospital_loc}\n> {w_born} [[date_of_birth:dob_v6]] / [[phone:phone_loc]]"),
    ("b10_loc_death_certificate_request", "letter", INTL,
     "{q_death_report}\n{w_dod}: [[date_of_death:dod_v6]]\n{record_label_loc}: [[record_number:record_loc]]\n{w_phone}: "
     "[[phone:phone_intl_loc]]"),
    ("b10_loc_nursing_home_transfer", "clinical_note", INTL,
     "{q_care_home}: {name} ([[age_over_89:age_loc_v5]])\n{w_address}: [[address:addr_loc_line]]"),
    ("b10_loc_hospital_parking_damage", "form", INTL,
     "{q_parking}\n{plate_label_loc}: [[vehicle_id:plate_loc]]\n{w_email}: [[email:email_loc]]"),
    ("b10_loc_card_refund_member", "billing_statement", INTL,
     "{member_label_loc} [[member_id:member_loc]]\n{w_refund} {amount_loc} → [[card:card_loc]]"),
    ("b10_loc_portal_new_login_mail", "email", INTL,
     "{w_greeting}\n{iso_ts}: login [[email:email_v5]] – IP [[ip_address:ipv4_public]]\n{w_closing}"),
    ("b10_ca_travel_top_up_sin", "travel_insurance", ("en_CA",),
     "Out-of-province top-up claim: {name}, SIN [[national_id:sin_ca]], health card [[member_id:ca_health_card]], phone "
     "[[phone:phone_loc]]"),
    ("b10_uk_nino_continuing_care", "letter", ("en_GB",),
     "Continuing healthcare review for {name}, NI number [[national_id:nino_new]], [[age_over_89:age_v10]], of "
     "[[address:addr_loc_line]]."),
    ("b10_se_referral_personnummer", "letter", ("sv_SE",),
     "Remiss till {hospital_loc}\nPatient: {name}, personnummer [[national_id:natid_v5]]\nTelefon [[phone:phone_loc]]\n"
     "E-post [[email:email_loc]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI, HL7 and FHIR of non-personal data ------------------------------------------------------------------
    ("b10c_x12_999_functional_ack", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*OCFM0001       *{isa_date}*{time}*^*00501*{isa_ctrl}*0*P*:~\n"
     "GS*FA*{payer_id}*OCFM0001*{x12_date}*{time}*{seq}*X*005010X231A1~\nST*999*0001*005010X231A1~\nAK1*HC*{seq2}*005010X222A1~\n"
     "{ak_loop}\n{ak_loop2}\nAK9*P*2*2*1~\nSE*{small_count}*0001~"),
    ("b10c_x12_ta1_interchange_ack", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*CLEARINGHSE    *{isa_date}*{time}*^*00501*{isa_ctrl}*0*P*:~\n"
     "TA1*{isa_ctrl2}*{isa_date}*{time}*((A||E||R))*((000||006||022))~\nIEA*0*{isa_ctrl}~\nQuestions about rejected interchanges: "
     "{edi_email}, {org_phone}."),
    ("b10c_x12_277ca_provider_level_summary", "x12_export", US,
     "HL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nTRN*1*{trn}~\nDTP*050*D8*{x12_date}~\nHL*2*1*21*1~\n"
     "NM1*41*2*{clinic_upper}*****46*OCFM0001~\nQTY*90*{small_count}~\nQTY*AA*{small_count2}~\nAMT*YU*{amount}~\nAMT*YY*{amount2}~\n"
     "HL*3*2*19*0~\nNM1*85*2*{clinic_upper}*****XX*{org_npi}~"),
    ("b10c_x12_820_group_premium_remit", "x12_export", US,
     "ST*820*{seq}001*005010X218~\nBPR*I*{premium}*C*ACH*CCP*01*{aba}*DA*XXXXXX{four_digits}*{org_ein_digits}**01*{aba2}*DA*"
     "XXXXXX{four_digits2}*{x12_date}~\nTRN*3*{trn}~\nN1*PE*{org_upper}*FI*{org_ein_digits}~\nN1*PR*{employer}~\nENT*1*2J*EI*"
     "{ein}~\nRMR*IK*{invoice_no}**{premium}~\nDTM*582****RD8*{x12_date}-{x12_date2}~"),
    ("b10c_hl7_mfn_m02_practitioner_master", "hl7_export", US,
     "MSH|^~\\&|CRED|GMVHP|EHR|OCFM|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\nMFE|MAD|||{org_npi}^^NPI\n"
     "STF|{org_npi}^^NPI||{doc_last_upper}^{doc_first_upper}^^^^MD|P|||A|{dept}||{clinic_phone}^WPN^PH|"
     "{clinic_addr}\nPRA|{org_npi}^^NPI||((207Q00000X^Family Medicine||207R00000X^Internal Medicine))|I"),
    ("b10c_hl7_mfn_m08_om2_ranges", "hl7_export", US,
     "MSH|^~\\&|LIS|CRL|EHR|OCFM|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nMFI|OMA||UPD|||NE\nOM1|1|{loinc}^{loinc_name}^LN|NM\n"
     "OM2|1|((mg/dL||mmol/L||U/L))|1|^((70-99||3.5-5.1||7-56||0.6-1.2))^N~^((<40||<2.5||<3))^L~^((>400||>6.5||>500))^H\n"
     "OM4|1|SER|((1 mL||2 mL||0.5 mL))|||((gold SST||lavender||light blue))"),
    ("b10c_fhir_bundle_organization_location", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"searchset\", \"total\": 2, \"entry\": [{\"resource\": {\"resourceType\": "
     "\"Organization\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], \"name\": "
     "\"{clinic}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, {\"system\": \"fax\", \"value\": "
     "\"{clinic_fax}\"}]}}, {\"resource\": {\"resourceType\": \"Location\", \"name\": \"{lab_own}\", \"address\": {\"text\": "
     "\"{lab_addr}\"}, \"telecom\": [{\"system\": \"phone\", \"value\": \"{lab_phone}\"}], \"hoursOfOperation\": "
     "[{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"], \"openingTime\": \"07:00:00\", \"closingTime\": \"17:30:00\"}]}}]}"),
    ("b10c_fhir_insuranceplan_resource", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"identifier\": [{\"value\": \"{hios}\"}], \"status\": \"active\", \"name\": "
     "\"{org} Silver {year}\", \"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"ownedBy\": {\"display\": "
     "\"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"url\", "
     "\"value\": \"{org_web}\"}]}], \"plan\": [{\"generalCost\": [{\"cost\": {\"value\": {premium}, \"currency\": \"USD\"}}], "
     "\"specificCost\": [{\"category\": {\"text\": \"primary care visit\"}, \"benefit\": [{\"cost\": [{\"value\": {copay_num}}]}]}]}]}"),
    ("b10c_fhir_plandefinition_diabetes_pathway", "json_export", US,
     "{\"resourceType\": \"PlanDefinition\", \"name\": \"DM2Pathway\", \"version\": \"{release}\", "
     "\"status\": \"active\", \"title\": \"Type 2 diabetes pathway\", \"action\": [{\"title\": \"HbA1c every ((3||6)) months\", "
     "\"code\": [{\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"4548-4\"}]}]}, {\"title\": \"Retinal exam yearly\", "
     "\"code\": [{\"coding\": [{\"system\": \"http://www.ama-assn.org/go/cpt\", \"code\": \"92250\"}]}]}, {\"title\": \"Urine "
     "albumin/creatinine ratio\", \"code\": [{\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"9318-7\"}]}]}]}"),
    ("b10c_xml_network_adequacy_report", "xml_export", US,
     "<NetworkAdequacy plan=\"{hios}\" year=\"{year}\" filedBy=\"{org}\">\n  <County name=\"{county_vt}\" pcp=\"{small_count}\" "
     "specialists=\"{small_count2}\" maxMilesPcp=\"((15||20||30))\" maxMinutesPcp=\"((30||40))\" met=\"((Y||N))\"/>\n"
     "  <County name=\"{county_vt2}\" pcp=\"{small_count3}\" met=\"Y\"/>\n  <Directory href=\"{directory_url}\"/>\n</NetworkAdequacy>"),
    # ---- quality, utilisation and code tables ---------------------------------------------------------------------
    ("b10c_star_hedis_quality_report", "quality_report", US,
     "{org} - Star Ratings and HEDIS summary, measurement year {measure_year} (contract H{four_digits})\n{star}\n{star2}\n"
     "{star3}\nOverall rating: ((3.5||4||4.5)) stars. Report prepared by {staff}, Quality Improvement ({quality_email})."),
    ("b10c_csv_utilisation_dashboard", "csv_export", US,
     "month,service_line,visits_per_1000,avg_paid,pct_change\n{util_row}\n{util_row2}\n{util_row3}\n{util_row4}\n"),
    ("b10c_csv_plan_year_comparison", "csv_export", US,
     "benefit,{year}_silver,{year}_gold,change\ndeductible_individual,{fee_big},{fee_big2},((raised||lowered||unchanged))\n"
     "oop_max_family,{fee_big3},{fee_big4},((raised||unchanged))\npcp_copay,{copay},{copay2},unchanged\ngeneric_rx,{copay3},$5,"
     "((lowered||unchanged))\nplan_ids,{hios},{hios2},\n"),
    ("b10c_icd_cpt_crosswalk_table", "code_table", US,
     "ICD-10-CM|CPT|Diagnosis|Procedure\n{xwalk}\n{xwalk2}\n{xwalk3}\nSource: {org} medical policy {policy_med}, rev. {dos}."),
    ("b10c_tsv_pharmacy_network_list", "csv_export", US,
     "ncpdp\tpharmacy\tcity\tpreferred\t24h\n4720316\t{pharmacy_own}\tWinooski VT\tY\tN\n4720455\tChurch Street "
     "Apothecary\tBurlington VT\tY\t((Y||N))\n4721190\tOnion River Drug\tMontpelier VT\tN\tN\n# RxBIN {org_rxbin} PCN "
     "{org_rxpcn} GRP {org_rxgrp}\n"),
    ("b10c_data_dictionary_claims_mart", "data_dictionary", US,
     "Data dictionary - claims_mart.claim_line (v{release})\nclaim_line_id  BIGINT  surrogate key\nservice_from_dt  DATE\n"
     "cpt_hcpcs  CHAR(5)  e.g. {cpt}\nallowed_amt  DECIMAL(12,2)\ncarc_code  VARCHAR(5)  e.g. {carc}\npayer_id  CHAR(5)  always "
     "'{payer_id}'\nRow count at last load: {count}. Owner: {staff}."),
    # ---- what a plan, a clinic and their staff send --------------------------------------------------------------
    ("b10c_accreditation_letter", "letter", US,
     "{date_letter}\n\n{org}\n{org_street_addr}\n\nDear Quality Committee,\nWe are pleased to confirm Health Plan Accreditation "
     "through {year}, survey {ref_no}. Scores: standards ((92||95||98))%, HEDIS/CAHPS ((88.5||91.2||94.0))%. {count_digit} must-pass elements met.\n"
     "Please direct questions to your account manager, {staff}."),
    ("b10c_call_centre_script_benefits", "call_script", US,
     "Script MS-{small_count} (rev {release})\n1. Greet: \"Thank you for calling {org}, this is <agent name>.\"\n2. Verify the "
     "caller with the two approved identifiers in the CRM; never read them back aloud.\n3. For PT benefits: {visits} visits, "
     "{copay} copay.\n4. Transfer nurse questions to {nurse_line}; pharmacy to {rx_help_phone}.\nAverage handle time target: "
     "{minutes} min."),
    ("b10c_release_notes_health_it", "release_notes", US,
     "Claims Workbench {release} - release notes ({dos})\n- {jira}: 835 PLB adjustments now posted per provider ({payer_id}).\n"
     "- {jira2}: faster 270/271 response (p95 {ms} ms).\n- {jira3}: fixed CARC {carc} mapping.\nKnown issue: batch {batch} "
     "retries after {minutes} min. Support: {edi_email}."),
    ("b10c_public_health_bulletin", "public_health", US,
     "Public health bulletin, week {seq}{seq2} of {year}: {small_count} influenza-like illness visits ({pct_small} of all visits) "
     "in {county_vt} County; RSV positivity {pct_small2}; {count_digit} outbreaks in long-term care. Vaccination clinics are "
     "listed at {org_web}. Clinicians may call {nurse_line}."),
    ("b10c_formulary_generic_launch_notice", "formulary_notice", US,
     "Formulary notice {year}-{small_count}: a generic of {drug} (NDC {ndc}) is now on tier 1 at {copay}; the brand moves to "
     "tier 3 on {dos}. Members already taking the brand keep it for {days_supply} days. Pharmacies: BIN {org_rxbin}, PCN "
     "{org_rxpcn}, group {org_rxgrp}; help desk {rx_help_phone}."),
    ("b10c_medical_policy_criteria", "medical_policy", US,
     "Medical policy {policy_med}: Advanced imaging of the lumbar spine (CPT 72148, 72149, 72158)\nCovered after {visits} weeks "
     "of conservative care, or at once with red flags (age over 50 with new pain, progressive deficit). Review date {dos}. Prior "
     "authorization fax {org_fax}."),
    ("b10c_remittance_code_guide_providers", "remittance", US,
     "Provider bulletin {year}-{small_count}: reading {org} remittance advice\nCARC {carc} with RARC {rarc}: resubmit with records.\n"
     "PLB WO: overpayment recovery; PLB L6: interest at {pct_small}.\nERA enrolment: payer ID {payer_id}, TIN {org_ein}; "
     "{edi_email}."),
    ("b10c_rx_card_back_layout", "pharmacy_card", US,
     "BACK OF CARD\nPharmacist use only: RxBIN {org_rxbin} | RxPCN {org_rxpcn} | RxGRP {org_rxgrp}\nMail order: {pharm_addr}\n"
     "Pharmacy help desk {rx_help_phone}   Members {org_tollfree}   Nurse line 24/7 {nurse_line}\nSubmit medical claims to "
     "{org_appeals_addr} (payer ID {payer_id})."),
    ("b10c_saturday_mammography_broadcast", "appointment_reminder", US,
     "{clinic} and {hospital} host Saturday mammography on {dos}, 8 a.m.-1 p.m. Screening every 1-2 years from age 40; no "
     "referral needed. Book at {clinic_phone} or {clinic_email}. Parking at {clinic_addr}."),
    ("b10c_pediatric_reference_ranges", "lab_report", US,
     "{lab_own} - PEDIATRIC REFERENCE INTERVALS (method rev {version})\n{range_child}\n{range_child2}\n{range_child3}\n"
     "Client services {lab_phone}; {lab_addr}."),
    ("b10c_statement_reverse_price_info", "billing_statement", US,
     "Understanding your statement: charges are listed by date of service and CPT code (e.g. {cpt} ${fee}). Self-pay discount "
     "{pct}; payment plans from $25/month. Billing office {billing_phone} (Mon-Fri 8-4:30). Mail payments to {clinic_addr}; "
     "the plan's address ({org_appeals_addr}) is for claims only."),
    ("b10c_vision_plan_year_changes", "vision_plan", US,
     "Vision changes for {year} (plans {hios}, {hios2}): frame allowance rises to (($150||$175||$200)); LASIK discount 15%; "
     "exam copay {copay}. {eye}, {eye_addr}, {eye_phone}, accepts walk-ins ((Tue||Wed||Thu)) 9-12."),
    ("b10c_dental_cdt_fee_guide", "dental_plan", US,
     "Dental fee guide {year}\nD0120 periodic exam  ${fee}\nD1110 prophylaxis  ${fee2}\nD2391 resin, 1 surface  ${fee3}\n"
     "{cdt}  ${fee4}\nCoinsurance after deductible: ((80%||70%||50%)). {dental_office}, {dental_addr}, {dental_phone}."),
    ("b10c_travel_policy_exclusions", "travel_insurance", EN,
     "Section {seq}: General exclusions. We will not pay for: treatment that can wait until return; claims arising after "
     "{visits} days abroad; pre-existing conditions unless declared; excess of {copay} per claim. Emergency assistance "
     "24/7: {travel_assist_line} or {assist_eu}."),
    ("b10c_knee_scope_discharge_instructions", "clinical_note", US,
     "After knee arthroscopy: ice 20 minutes every 2 hours for ((2||3)) days; keep the dressing dry for 48 hours; {regimen}. "
     "Call {clinic_phone} for a temperature over 101.5 F or calf swelling. Follow-up with {doctor} in ((10-14||7-10)) days."),
    ("b10c_support_ticket_id_card_delivery", "support_ticket", US,
     "Ticket {ticket} - category: ID cards\nCustomer asks how long new cards take. Agent: cards ship ((5-10||7-10||3-5)) business days "
     "after enrollment; a printable card is in the portal ({org_web}). No account details were requested. Closed in {minutes} min."),
    ("b10c_ops_capacity_review", "it_ticket", US,
     "Capacity review {year}-Q((1||2||3||4)): {hostname} at {pct} CPU p95, storage {tb} TB of 48 TB; {hostname2} "
     "queue depth max {queue_depth}. Action {chg}: add 2 vCPU, window {weekday} ((22:00-02:00||23:30-01:30||21:00-23:00)). Owner {staff}."),
    # ---- other locales -------------------------------------------------------------------------------------------
    ("b10c_loc_partner_pharmacy_notice", "network_directory", INTL,
     "{k_pharm_net} – {org}\n{pharmacy_own}, {pharm_addr}\n{k_mailorder}: {rx_help_phone}\nRxBIN {org_rxbin} / PCN {org_rxpcn}\n"
     "{k_updated} {dos_loc}"),
    ("b10c_loc_quality_report", "quality_report", INTL,
     "{k_quality} {measure_year} – {org}\n{k_screening}: {pct_loc}\n{k_vaccinated}: {pct_loc2}\n{k_readmit}: {pct_loc3}\n"
     "{k_members_n}: {count_loc}"),
    ("b10c_loc_claim_processing_times", "claim_status", INTL,
     "{k_processing}: {visits} {k_days} (median); 95 % ≤ {days_supply} {k_days}. {k_questions}: {assist_eu}, {quality_email}"),
    ("b10c_loc_portal_maintenance", "it_notice", INTL,
     "{k_maintenance}: {dos_loc}, ((22:00–02:00||23:00–05:00||20:00–23:30)) (UTC{utc}). {k_status}: {org_status_page}. Release {release}."),
    ("b10c_loc_child_vaccination_schedule", "public_health", INTL,
     "{k_vacc_child} ({year})\n2, 4, 11 {l_months}: DTaP-IPV-Hib-HepB\n12 {l_months}: MMR, MenC\n5–6 {k_years}: DTaP-IPV\n"
     "11–14 {k_years}: HPV (2)\n{hospital_loc}"),
    ("b10c_loc_dental_checkup_terms", "dental_plan", INTL,
     "{k_checkup} 6–12 {l_months}. {l_copay}: {amount_loc}; {cdt}: {amount_loc2}. {dental_office}, {dental_phone}."),
    ("b10c_loc_travel_assistance_contacts", "travel_insurance", INTL,
     "{l_assistance}: {assist_eu} / {assist_fr}; {k_outside}: {org_intl_line}. {k_wording} {version}, art. {seq}."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind10", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
