"""A thirteenth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind13.py [--seed 15151] [--out PATH]   # JSON lines to PATH, or to stdout

The eleven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191;
make_phi_blind8.py, 10101; make_phi_blind9.py, 11311; make_phi_blind10.py, 12121; make_phi_blind11.py, 13131) are
treated as known to the tuner. Its author read only those generators (for their mechanics, imported here, and to
avoid their templates), never the detectors, their tests or the sets they were tuned on, never ran the check on
these texts, and did not read the twelfth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts), and
CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what this set measures most
precisely. No template id or body is shared with the earlier sets (every id here starts with "b13_" or "b13c_").
Identifier-free genres: X12 824/835-PLB/997 batch-level acknowledgements and remittances, HL7 MFN location and
test masters, FHIR PractitionerRole, HealthcareService and MeasureReport resources, JSON fee-schedule and formulary
API answers, XML provider-directory and benefit-package exports, CSV/TSV quality, claim-line, call-centre and range
tables, EOB summaries, prior-auth decisions for a provider, formulary and network notices, claim-status pages,
card layouts, broadcast reminders, statements, vision, dental and travel wordings, support chats and e-mails where
the customer gives no identifier, incident reviews, release notes, public-health bulletins, data-dictionary pages,
call scripts, credentialing letters, counselling leaflets, and fee or benefit notices in other locales (de, fr, es,
it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: typed mobile chat, e-mail replies, voice-to-text, OCR'd
hand-filled forms, X12/HL7/FHIR/CSV/TSV/XML/JSON exports, logs, tickets, and letters in other locales.

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
    import make_phi_blind10 as blind10
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind10 as blind10

Draw = blind.Draw
lang_of = blind2.lang_of
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 15151
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind10.OTHER_LOCALES
FAKER_LOCALES = blind10.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Prairie Lantern Health Cooperative"
CLINIC_NAME = "Platte River Family Clinic"
LAB_NAME = "Salt Creek Reference Laboratory"
EYE_NAME = "Elkhorn Valley Vision Center"
DENTAL_NAME = "Blue River Dental Partners"
PHARMACY_NAME = "Grand Island Community Pharmacy"
ORG_DOMAIN = "prairielantern.coop"
CLINIC_DOMAIN = "platteriverfc.org"
ORGANISATION_CONTACTS = [
    "(402) 555-0110",                                           # 0 plan member services
    "(402) 555-0111",                                           # 1 plan fax (prior authorisation)
    "Claims, PO Box 83920, Lincoln, NE 68501",                  # 2 plan claims address
    "1200 O Street, Suite 500, Lincoln, NE 68508",              # 3 plan office
    "appeals@prairielantern.coop",                              # 4
    "help@prairielantern.coop",                                 # 5
    "(308) 555-0130",                                           # 6 clinic, Kearney
    "(308) 555-0131",                                           # 7 clinic fax
    "2110 Central Avenue, Kearney, NE 68847",                   # 8 clinic address
    "frontdesk@platteriverfc.org",                              # 9
    "https://www.prairielantern.coop",                          # 10
    "(402) 555-0150",                                           # 11 lab client services
    "455 N 27th Street, Lincoln, NE 68503",                     # 12 lab address
    "(402) 555-0160",                                           # 13 dental
    "88 Main Street, Seward, NE 68434",                         # 14 dental address
    "(402) 555-0170",                                           # 15 eye care
    "310 Grand Avenue, Norfolk, NE 68701",                      # 16 eye care address
    "(402) 555-0180",                                           # 17 pharmacy help desk
    "1544 Elkhorn Drive, Grand Island, NE 68803",               # 18 pharmacy address
    "1-888-555-0190",                                           # 19 toll-free member line
    "1-800-555-0191",                                           # 20 nurse line, toll-free
    "+1 402 555 0110",                                          # 21 member line from abroad
    "+44 20 7946 0958",                                         # 22 European assistance partner
    "+33 1 99 00 45 67",                                        # 23 French assistance desk
    "rx@prairielantern.coop",                                   # 24
    "edi@prairielantern.coop",                                  # 25
    "providers@prairielantern.coop",                            # 26
    "https://www.prairielantern.coop/find-a-doctor",            # 27
    "https://status.prairielantern.coop",                       # 28
    "quality@prairielantern.coop",                              # 29
    "(308) 555-0135",                                           # 30 clinic, North Platte branch
    "615 E 4th Street, North Platte, NE 69101",                 # 31 clinic branch address
    "(402) 555-0125",                                           # 32 clinic billing office
    "billing@platteriverfc.org",                                # 33
    "(402) 555-0112",                                           # 34 provider services line
    "(308) 555-0136",                                           # 35 clinic branch fax
]
ORG_PAYER_ID = "PLHC4"
ORG_RXBIN = "027731"
ORG_RXPCN = "PLHCRX"
ORG_RXGRP = "PLN5520"
ORG_EIN = "47-2290315"
ORG_HIOS = ("81944NE0040003", "81944NE0040011", "81944NE0050007")
ORG_NPIS = (blind5._npi_of("146603920"), blind5._npi_of("183357021"), blind5._npi_of("120946675"),  # noqa: SLF001
            blind5._npi_of("171185539"), blind5._npi_of("155529014"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Marisol Vantongeren, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Thaddeus Kowalczyk, DO", "Internal Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[31]),
    ("Renata Ostrowski, DDS", "General Dentistry", ORG_NPIS[2], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Ikenna Obiora, OD", "Optometry", ORG_NPIS[3], ORGANISATION_CONTACTS[15], ORGANISATION_CONTACTS[16]),
    ("Halvard Lindqvist, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["402", "308", "531", "785", "712", "605", "913", "303", "816", "319", "515", "620"]


def _exchange(draw: Draw) -> str:
    exchange = str(draw.rng.randint(201, 989))
    return "744" if exchange[1:] == "11" or exchange == "555" else exchange


def phone_v13(draw: Draw) -> str:
    """A US number as typed on phones and forms: slashed area code, bracketed +1, run-together local part."""
    area, exchange, line = draw.pick(AREA_CODES), _exchange(draw), draw.digits(4)
    return draw.pick([f"{area}/{exchange}-{line}", f"(+1) {area} {exchange} {line}", f"{area}-{exchange}{line}",
                      f"+1-{area}-{exchange}-{line}", f"({area}){exchange}-{line}", f"{area}.{exchange}{line}",
                      f"1 ({area}) {exchange}-{line}"])


def _date_v13(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d:02d}{ABBR[m - 1].upper()}{y % 100:02d}", f"{ABBR[m - 1]} {d} '{y % 100:02d}",
                      f"{y}{m:02d}{d:02d}", f"{m}/{d}/{y}", f"{MONTHS[m - 1].lower()} {d}, {y}",
                      f"{d}.{m}.{y % 100:02d}", f"{y}-{ABBR[m - 1].upper()}-{d:02d}", f"{d} {MONTHS[m - 1][:4]}. {y}"])


def dob_v13(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little (DDMONYY, apostrophe years, lower-case months)."""
    return _date_v13(draw, 1930, 2022)


def dod_v13(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v13."""
    return _date_v13(draw, 2019, 2026)


def member_v13(draw: Draw) -> str:
    """This cooperative's member IDs: a PLN prefix, ten digits, grouped or with a person code."""
    return draw.pick([f"PLN{draw.digits(10)}", f"PLN {draw.digits(4)} {draw.digits(3)} {draw.digits(3)}",
                      f"PLN{draw.digits(8)}*0{draw.rng.randint(1, 5)}", f"PL-{draw.digits(5)}-{draw.digits(5)}"])


def mrn_v13(draw: Draw) -> str:
    """This clinic's medical record numbers."""
    return draw.pick([f"PRFC{draw.digits(7)}", f"{draw.digits(2)}-{draw.digits(5)}-{draw.digits(1)}",
                      f"K{draw.digits(3)}.{draw.digits(4)}", f"MR{draw.digits(8)}"])


def url_v13(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v13(draw).replace(" ", ""), mrn_v13(draw)
    return draw.pick([f"https://my.{ORG_DOMAIN}/benefits/{member}/accumulators",
                      f"https://my.{ORG_DOMAIN}/claims?memberId={member}&view=eob",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/labs?print=1",
                      f"https://portal.{CLINIC_DOMAIN}/checkin/{mrn}"])


_AGE_WORDS = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four",
              95: "ninety-five", 96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight", 99: "ninety-nine"}


def age_v13(draw: Draw) -> str:
    """An age over 89 as notes, lists and messages print it."""
    age = draw.rng.randint(90, 103)
    forms = [f"{age} y/o", f"{age}yrs", f"{age} yr", f"age: {age}", f"{age} years"]
    if age in _AGE_WORDS:
        forms.append(f"{_AGE_WORDS[age]} years old")
    return draw.pick(forms)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind10.SLOTS, "phone_v13": phone_v13, "dob_v13": dob_v13, "dod_v13": dod_v13, "member_v13": member_v13,
    "mrn_v13": mrn_v13, "url_v13": url_v13, "age_v13": age_v13,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
def _directory_entry(draw: Draw) -> str:
    """One entry of the plan's own provider directory: name, specialty, NPI, phone, address."""
    name, specialty, npi, phone, address = draw.pick(list(OWN_PROVIDERS))
    return f"{name} | {specialty} | NPI {npi} | {phone} | {address} | accepting new patients: {draw.pick(['yes', 'no', 'waitlist'])}"


def _hedis_row(draw: Draw) -> str:
    """One CSV row of a HEDIS rate table: measure, denominator, numerator, rate, benchmark percentile."""
    measure = draw.pick(["CBP", "COL-E", "BCS-E", "GSD", "KED", "PPC-Pre", "W30", "CIS-E", "AMR", "FUH-30", "SPD"])
    denominator = draw.rng.randint(180, 9400)
    numerator = draw.rng.randint(denominator // 3, denominator)
    return f"{measure},{denominator},{numerator},{100 * numerator / denominator:.2f},{draw.pick(['P25', 'P50', 'P66', 'P75', 'P90'])}"


def _claim_line_agg(draw: Draw) -> str:
    """One CSV row of claim-line aggregates by procedure code: lines, allowed, paid, denial rate."""
    code = draw.pick(["99213", "99214", "99396", "90471", "36415", "80053", "85025", "71046", "97110", "G0439", "J1100"])
    lines = draw.rng.randint(40, 18000)
    allowed = lines * draw.rng.randint(12, 240)
    return f"{code},{lines},{allowed}.00,{allowed * draw.rng.randint(70, 98) // 100}.00,{draw.rng.randint(1, 190) / 10:.1f}"


def _call_row(draw: Draw) -> str:
    """One CSV row of a call-centre dashboard: queue, calls offered, answer speed, abandonment, handle time."""
    queue = draw.pick(["member_services", "pharmacy_help", "provider_services", "nurse_line", "billing", "spanish"])
    return (f"{queue},{draw.rng.randint(80, 6200)},{draw.rng.randint(8, 240)},{draw.rng.randint(5, 140) / 10:.1f}%,"
            f"{draw.rng.randint(180, 720)}")


def _adult_range(draw: Draw) -> str:
    """A tab-separated adult reference interval with units and the method's code."""
    return draw.pick(["ALT\t1742-6\t7-52\tU/L\tIFCC", "Sodium\t2951-2\t136-145\tmmol/L\tISE indirect",
                      "Creatinine\t2160-0\t0.70-1.30\tmg/dL\tenzymatic", "HbA1c\t4548-4\t4.0-5.6\t%\tHPLC",
                      "LDL-C\t13457-7\t<100\tmg/dL\tcalculated", "TSH\t3016-3\t0.45-4.50\tmIU/L\tCLIA",
                      "Ferritin\t2276-4\t24-336\tng/mL\tCLIA", "Vitamin D 25-OH\t1989-3\t30-100\tng/mL\tCLIA",
                      "Magnesium\t19123-9\t1.6-2.6\tmg/dL\tcolorimetric", "PSA\t2857-1\t0.0-4.0\tng/mL\tCLIA",
                      "Triglycerides\t2571-8\t<150\tmg/dL\tenzymatic", "Hemoglobin\t718-7\t13.2-16.6\tg/dL\tSLS"])


def _formulary_json(draw: Draw) -> str:
    """One JSON object of a formulary answer: drug, RxNorm code, tier, PA and quantity limit flags."""
    drug, rxcui = draw.pick([("atorvastatin 40 mg tablet", "617311"), ("metformin ER 500 mg tablet", "860975"),
                             ("lisinopril 10 mg tablet", "314076"), ("semaglutide 1 mg/0.74 mL pen", "2200654"),
                             ("apixaban 5 mg tablet", "1364445"), ("sertraline 50 mg tablet", "312940"),
                             ("albuterol HFA 90 mcg inhaler", "745679"), ("levothyroxine 75 mcg tablet", "966247")])
    return (f"{{\"drug\": \"{drug}\", \"rxcui\": \"{rxcui}\", \"tier\": {draw.rng.randint(1, 5)}, \"pa\": "
            f"{draw.pick(['true', 'false'])}, \"ql\": \"{draw.pick(['30/30', '90/90', '4/28', 'none'])}\"}}")


def _fee_json(draw: Draw) -> str:
    """One JSON object of a fee-schedule answer: code, modifier, RVU and allowed amount."""
    code = draw.pick(["99203", "99204", "99213", "99215", "20610", "11102", "93000", "94010", "G0402", "99497"])
    return (f"{{\"code\": \"{code}\", \"modifier\": \"{draw.pick(['', '25', '59', 'TC', '26'])}\", \"rvu\": "
            f"{draw.rng.randint(50, 620) / 100:.2f}, \"allowed\": {draw.rng.randint(24, 420)}.{draw.rng.randint(0, 99):02d}}}")


def _plb(draw: Draw) -> str:
    """An X12 835 provider-level adjustment segment (no patient in it)."""
    return draw.pick([f"PLB*{ORG_NPIS[0]}*{draw.rng.randint(2025, 2026)}1231*WO:{draw.digits(8)}*{draw.rng.randint(10, 900)}.{draw.digits(2)}~",
                      f"PLB*{ORG_NPIS[1]}*{draw.rng.randint(2025, 2026)}1231*L6*-{draw.rng.randint(1, 60)}.{draw.digits(2)}~",
                      f"PLB*{ORG_NPIS[0]}*{draw.rng.randint(2025, 2026)}1231*FB:{draw.digits(6)}*{draw.rng.randint(5, 300)}.{draw.digits(2)}~"])


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "lab_own": LAB_NAME, "eye": EYE_NAME, "dental_office": DENTAL_NAME, "pharmacy_own": PHARMACY_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14], "eye_phone": ORGANISATION_CONTACTS[15],
    "eye_addr": ORGANISATION_CONTACTS[16], "rx_help_phone": ORGANISATION_CONTACTS[17], "pharm_addr": ORGANISATION_CONTACTS[18],
    "org_tollfree": ORGANISATION_CONTACTS[19], "nurse_line": ORGANISATION_CONTACTS[20], "org_intl_line": ORGANISATION_CONTACTS[21],
    "assist_eu": ORGANISATION_CONTACTS[22], "assist_fr": ORGANISATION_CONTACTS[23], "rx_email": ORGANISATION_CONTACTS[24],
    "edi_email": ORGANISATION_CONTACTS[25], "org_provider_email": ORGANISATION_CONTACTS[26],
    "directory_url": ORGANISATION_CONTACTS[27], "org_status_page": ORGANISATION_CONTACTS[28],
    "quality_email": ORGANISATION_CONTACTS[29], "branch_phone": ORGANISATION_CONTACTS[30],
    "branch_addr": ORGANISATION_CONTACTS[31], "billing_phone": ORGANISATION_CONTACTS[32],
    "billing_email": ORGANISATION_CONTACTS[33], "provider_line": ORGANISATION_CONTACTS[34],
    "branch_fax": ORGANISATION_CONTACTS[35],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
    "org_ein_digits": ORG_EIN.replace("-", ""),
}
# The earlier set's own organisation never appears here: its contact fillers are dropped, this set's replace them.
_INHERITED = {key: maker for key, maker in blind10.FILLERS.items() if key not in blind10._OWN}  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "dir_entry": _directory_entry,
    "hedis_row": _hedis_row,
    "agg_row": _claim_line_agg,
    "call_row": _call_row,
    "adult_range": _adult_range,
    "form_json": _formulary_json,
    "fee_json": _fee_json,
    "plb": _plb,
    "provider_name": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "hospital": lambda d: d.pick(["Great Plains Regional Medical Center", "Buffalo County Hospital", "Saline Memorial"]),
    "employer": lambda d: d.pick(["Platte Valley Grain Co-op", "Lincoln Rail Services", "Cornhusker Printing"]),
    "county_ne": lambda d: d.pick(["Lancaster", "Buffalo", "Hall", "Lincoln", "Madison", "Seward", "Platte", "Dawson"]),
    "hostname": lambda d: d.pick(["elig-api-03", "edi-xlate-2", "member-web-07", "rx-adjud-1", "fhir-gw-04"]),
    "jira": lambda d: f"PLN-{d.rng.randint(1000, 9800)}",
    "pa_case": lambda d: d.pick([f"PA{d.digits(9)}", f"PLN-UM-{d.digits(6)}"]),
    "policy_med": lambda d: f"PLN.MP.{d.rng.randint(10, 99)}.{d.rng.randint(1, 9)}",
    "contract": lambda d: d.pick(["H8817", "H8817-002", "H8817-005"]),
    "small": lambda d: str(d.rng.randint(2, 60)),
    "cents": lambda d: f"{d.rng.randint(5, 2400)}.{d.rng.randint(0, 99):02d}",
    "quarter": lambda d: f"Q{d.rng.randint(1, 4)} {d.rng.randint(2024, 2026)}",
    "week": lambda d: str(d.rng.randint(1, 52)),
    "bot": lambda d: d.pick(["Lantern", "PLHC Assistant", "Ask Prairie Lantern"]),
    "small_digit": lambda d: str(d.rng.randint(1, 9)),
    "dx_hospice": lambda d: d.pick(["end-stage heart failure", "metastatic pancreatic cancer", "advanced dementia",
                                    "end-stage COPD", "ALS"]),
    "hh": lambda d: f"{d.rng.randint(6, 20)}:{d.pick(['00', '15', '30', '45'])}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- typed, spoken and scanned ------------------------------------------------------------------------------
    ("b13_sms_refill_pickup_thread", "sms", US,
     "[{time}] {pharmacy_own}: Your refill is ready. Reply Y to confirm pickup.\n[{time2}] me: y. its for ((my dad||my mom||my son||my daughter)), "
     "bday [[date_of_birth:dob_v13]]. can u text me instead at [[phone:phone_v13]] not the landline\n"
     "[{time3}] {pharmacy_own}: Updated. Pickup window closes in {days_supply} days."),
    ("b13_email_reply_moving_house", "email", EN,
     "Hi {agent},\n\nThanks for the quick reply. Yes please send the new cards to [[address:addr_v5_line]] from next month, "
     "and use [[email:email_v4]] for the e-statements.\n\nCheers,\n{first}\n\n> On {dos}, {org} wrote:\n> Please confirm "
     "where the replacement cards should go."),
    ("b13_voicemail_card_payment", "voice_to_text", US,
     "Voicemail transcript ({minutes} s, confidence {pct}): hi this is {first} calling about the bill, I want to pay it "
     "with my card it's [[card:card_chat]] expiring {card_exp}, call me back on [[phone:phone_spoken]] thanks bye"),
    ("b13_ocr_handfilled_claim_form", "ocr_form", US,
     "PATIENT'S CLAIM FORM (scanned p.1/{small})\n1a. INSURED'S I.D. NUMBER  [[member_id:member_v13]]\n2. PATIENT'S NAME  "
     "{last_upper}, {first_upper}\n3. BIRTH DATE  [[date_of_birth:dob_comb]]\n5. ADDRESS  [[address:addr_ocr]]\n"
     "   TELEPHONE  [[phone:phone_comb]]\n11. GROUP NUMBER  {group_no}"),
    ("b13_chat_ssn_payroll_deduction", "chat", US,
     "{agent} (HR portal): To move your premium to pre-tax we need the SSN on file.\nyou: ok its [[ssn:ssn_typed]]\n"
     "you: oh and DOB [[date_of_birth:dob_v13]] if u need it\n{agent} (HR portal): Got it, change effective {dos}."),
    ("b13_chat_card_dispute_mobile", "chat", US,
     "me: hey i got charged twice for the copay on {dos}\nsupport: sorry! which card was it?\nme: [[card:card_loc]]\n"
     "me: receipt went to [[email:email_mixed]]\nsupport: refund of {copay} started, ref {ref_no}."),
    ("b13_nurse_line_voice_elder", "voice_to_text", US,
     "Nurse line call summary (auto-transcribed): caller says her mother is [[age_over_89:age_v13]] and fell this morning, "
     "no head strike, on {drug}. Advised ED if new confusion. Callback number [[phone:phone_voice]]. {nurse}."),
    # ---- exports ------------------------------------------------------------------------------------------------
    ("b13_x12_837p_subscriber_loop", "x12_export", US,
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v13]]~\n"
     "[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M||U))~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~"),
    ("b13_hl7_adt_a03_expired_discharge", "hl7_export", US,
     "MSH|^~\\&|ADT|PRFC|HIM|PRFC|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v13]]^^^PRFC^MR||"
     "{last_upper}^{first_upper}||||||||||||||[[ssn:ssn_hl7]]||||||||||[[date_of_death:dod_hl7]]|Y\nPV1|1|I|{dept}^{room}^{bed}||||"
     "{org_npi}^{doc_last_upper}^{doc_first_upper}\nPV2|||^Expired"),
    ("b13_fhir_patient_bundle_entry", "json_export", US,
     "{\"fullUrl\": \"urn:uuid:{guid}\", \"resource\": {\"resourceType\": \"Patient\", \"identifier\": [{\"type\": {\"text\": "
     "\"MRN\"}, \"value\": \"[[record_number:mrn_v13]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], "
     "\"telecom\": [{\"system\": \"email\", \"value\": \"[[email:email_plain]]\"}], \"address\": [{\"text\": "
     "\"[[address:addr_json_lines]]\"}]}}"),
    ("b13_csv_outreach_oldest_members", "csv_export", US,
     "list,first,last,age,phone,preferred_time\nhome_safety_{year},{first},{last},[[age_over_89:age_number]],"
     "[[phone:phone_digits10]],((morning||afternoon||evening))\nhome_safety_{year},{first2},{last2},"
     "[[age_over_89:age_bare]],[[phone:phone_us_typed]],((morning||afternoon))"),
    ("b13_json_portal_audit_event", "log", US,
     "{\"ts\": \"{iso_ts}\", \"event\": \"login.success\", \"client_ip\": \"[[ip_address:ipv4_public]]\", \"referrer\": "
     "\"[[url:url_v13]]\", \"ua\": \"Mobile Safari/605.1\", \"mfa\": \"((sms||totp||push))\", \"latency_ms\": {ms}}"),
    ("b13_xml_ccd_record_target", "xml_export", US,
     "<recordTarget><patientRole>\n  <id root=\"2.16.840.1.113883.4.1\" extension=\"[[ssn:ssn_plain]]\"/>\n  <addr use=\"HP\">"
     "<streetAddressLine>[[address:addr_xml]]</streetAddressLine></addr>\n  <telecom use=\"MC\" value=\"tel:[[phone:phone_e164]]\"/>\n"
     "  <patient><name><given>{first}</given><family>{last}</family></name></patient>\n</patientRole></recordTarget>"),
    ("b13_tsv_mortality_reconciliation", "csv_export", US,
     "source\tmrn\tdeath_date\tmatch\nstate_vital_records\t[[record_number:mrn_v13]]\t[[date_of_death:dod_export]]\t"
     "((exact||probable))\nclaims_discharge\t[[record_number:mrn_v13]]\t[[date_of_death:dod_v13]]\t((probable||manual review))\n"),
    ("b13_ndjson_telehealth_session", "log", US,
     "{\"session\": \"{session}\", \"join_url\": \"[[url:url_v13]]\", \"peer\": \"[[ip_address:ip_v6]]\", \"codec\": "
     "\"VP8\", \"kbps\": {kbps}, \"fps\": {fps}}\n{\"session\": \"{session}\", \"event\": \"reconnect\", \"peer\": "
     "\"[[ip_address:ipv4]]\", \"after_ms\": {ms}}"),
    ("b13_ach_enrolment_scan", "ocr_form", US,
     "AUTOMATIC PREMIUM PAYMENT - AUTHORIZATION (scan)\nMember ID: [[member_id:member_v13]]\nBank: {employer} Credit Union\n"
     "Routing: {aba}   Account: [[bank_account:acct_us_ach]]\n[x] checking  [ ] savings\nDraft day: {small}th   Signed {dos}"),
    ("b13_chat_card_from_hotel_wifi", "chat", EN,
     "user: paying the travel excess online keeps failing\nassistant: Sorry about that. Which connection are you on?\n"
     "user: hotel wifi, it says my ip is [[ip_address:ipv4_public]]\nuser: card is [[card:card_any]] if that helps\n"
     "assistant: Please don't share card numbers here; I've flagged this chat for deletion."),
    # ---- vehicles, deaths, ages ---------------------------------------------------------------------------------
    ("b13_accident_claim_chat_vehicle", "chat", US,
     "{first}: rear-ended at the light on {weekday}, ambulance took me to {hospital}\n{first}: my car plate [[vehicle_id:plate_us]], "
     "VIN [[vehicle_id:vin]]\nagent: thank you, auto carrier info?\n{first}: {employer} Mutual, claim {claim_no}"),
    ("b13_disability_parking_email", "email", US,
     "Subject: disabled parking form\n\nDr {doc_last_upper} signed it today. Plate is [[vehicle_id:plate_v4]] and the placard "
     "should go to [[address:addr_us_line]].\nThanks, {first}"),
    ("b13_hospice_death_note", "clinical_note", US,
     "Hospice visit note: pt [[age_over_89:age_v13]], {dx_hospice}. Family at bedside. Pronounced [[date_of_death:dod_v13]] at "
     "{time} by {nurse}. MRN [[record_number:mrn_v13]]. Funeral home notified."),
    ("b13_obituary_forward_to_plan", "email", US,
     "Fwd: obituary\n\nPlease stop the premium draft. My aunt passed [[date_of_death:dod_v13]], she was [[age_over_89:age_is]]. "
     "Her member number was [[member_id:member_v13]].\n-- {first2}"),
    # ---- other locales ------------------------------------------------------------------------------------------
    ("b13_de_todesfall_meldung", "letter_loc", ("de_DE", "de_AT"),
     "Betreff: Todesfall – Versichertennummer [[member_id:kvnr]]\n\nSehr geehrte Damen und Herren,\nmein Vater {first} {last} ist am "
     "[[date_of_death:dod_loc]] verstorben. Bitte senden Sie die Unterlagen an [[address:addr_loc_line]].\nMit freundlichen Grüßen"),
    ("b13_fr_mutuelle_remboursement", "email_loc", ("fr_FR",),
     "Objet : remboursement lunettes\n\nBonjour,\nmon n° de sécurité sociale est le [[national_id:fr_nir]]. Merci de virer le "
     "remboursement sur le compte [[bank_account:iban_loc]].\nCordialement,\n{first} {last}"),
    ("b13_es_whatsapp_cita", "chat_loc", ("es_ES",),
     "[{time}] {first}: hola, necesito cambiar la cita del {weekday_loc}\n[{time2}] {first}: mi DNI es [[national_id:natid_loc]]\n"
     "[{time3}] {first}: llamadme al [[phone:phone_loc]] porfa"),
    ("b13_it_referto_intestazione", "letter_loc", ("it_IT",),
     "REFERTO DI LABORATORIO\nPaziente: {last_upper} {first_upper}  C.F. [[national_id:natid_loc]]\nNato/a il "
     "[[date_of_birth:dob_loc]]\nAccettazione n. {order_no} – {lab_range_loc}"),
    ("b13_nl_portaal_contact", "portal_loc", ("nl_NL",),
     "Wijziging contactgegevens\nBSN: [[national_id:natid_loc]]\nNieuw e-mailadres: [[email:email_loc]]\nVerstuurd via de app op "
     "{dos_loc}."),
    ("b13_pl_formularz_adres", "form_loc", ("pl_PL",),
     "Deklaracja wyboru lekarza POZ\nPESEL: [[national_id:natid_loc]]\nAdres zamieszkania: [[address:addr_loc_line]]\n"
     "Data złożenia: {dos_loc}"),
    ("b13_nordic_callback_note", "ticket_loc", NORDIC,
     "{natid_label} [[national_id:natid_loc]] – ring tilbake / call back: [[phone:phone_loc]] ({time}). Ärende/sak {ticket}."),
    ("b13_pt_iban_reembolso", "email_loc", ("pt_PT", "pt_BR"),
     "Assunto: reembolso de consulta\n\nBoa tarde, o IBAN para o reembolso é [[bank_account:iban_loc]]. A morada continua "
     "[[address:addr_loc_line]].\nObrigado,\n{first}"),
    ("b13_cs_ehic_dotaz", "email_loc", ("cs_CZ",),
     "Dobrý den,\nčíslo mého průkazu je [[member_id:member_loc]], narozen/a [[date_of_birth:dob_loc]]. Prosím o zaslání "
     "náhradního průkazu.\nS pozdravem {first} {last}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- EDI and HL7 exports of non-personal data -----------------------------------------------------------------
    ("b13c_x12_824_application_advice", "x12_export", US,
     "ST*824*{seq}{small}*005010X186A1~\nBGN*11*{trn}*{x12_date}~\nN1*41*{clinic_upper}*46*PRFC0001~\nN1*40*{org_upper}*46*{payer_id}~\n"
     "OTI*((TA||TR))*BT*{batch}*****{x12_date}*{time}*{seq2}~\nTED*024*((Invalid NPI||Missing taxonomy||Duplicate batch))~\nSE*{small2}*{seq}{small}~"),
    ("b13c_x12_835_plb_batch_only", "x12_export", US,
     "ST*835*{seq}{small}~\nBPR*I*{cents}*C*ACH*CCP*01*{aba}*DA*XXXX{four_digits}*{org_ein_digits}**01*{aba2}*DA*XXXX{four_digits2}*"
     "{x12_date}~\nTRN*1*{trn}*1{org_ein_digits}~\nN1*PR*{org_upper}*XV*{payer_id}~\nN3*PO BOX 83920~\nN4*LINCOLN*NE*68501~\n"
     "N1*PE*{clinic_upper}*XX*{org_npi}~\n{plb}\n{plb2}\nSE*{small2}*{seq}{small}~"),
    ("b13c_x12_997_for_834_batch", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*EMPLOYERGRP    *{isa_date}*{time}*^*00501*{isa_ctrl}*0*P*:~\n"
     "GS*FA*{payer_id}*EMPLOYERGRP*{x12_date}*{time}*{seq}*X*004010~\nST*997*{seq2}001~\nAK1*BE*{small}~\nAK9*((A||P||R))*"
     "{small2}*{small2}*{small3}~\nSE*4*{seq2}001~"),
    ("b13c_hl7_mfn_m05_locations", "hl7_export", US,
     "MSH|^~\\&|MDM|PLHC|EHR|PRFC|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nMFE|MUP|||KEARNEY^^^PRFC\n"
     "LOC|KEARNEY^^^PRFC|{clinic}|C|{clinic_addr}|{clinic_phone}\nLCH|KEARNEY^^^PRFC|||HOURS^Hours|M-F {hh}-17:30\n"
     "MFE|MUP|||NPLATTE^^^PRFC\nLOC|NPLATTE^^^PRFC|{clinic} North Platte|C|{branch_addr}|{branch_phone}"),
    ("b13c_hl7_mfn_m10_test_batteries", "hl7_export", US,
     "MSH|^~\\&|LIS|SCRL|EHR|PRFC|{hl7_ts}||MFN^M10|{ctrl}|P|2.5.1\nMFI|OMA||UPD|||NE\nMFE|MAD|||{loinc}^{loinc_name}^LN\n"
     "OM5|1|2345-7^Glucose^LN~2951-2^Sodium^LN~2823-3^Potassium^LN~2075-0^Chloride^LN|((BMP||CMP)) panel\n"
     "OM4|1|SER|((3.5||5)) mL|||gold top|{hours}h stability at 2-8 C"),
    # ---- FHIR and JSON -----------------------------------------------------------------------------------------
    ("b13c_fhir_practitionerrole_bundle", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"PractitionerRole\", "
     "\"practitioner\": {\"identifier\": {\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}}, "
     "\"organization\": {\"display\": \"{clinic}\"}, \"specialty\": [{\"text\": \"((Family Medicine||Internal Medicine||Geriatrics))\"}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{branch_phone}\"}, {\"system\": \"fax\", \"value\": \"{branch_fax}\"}], "
     "\"availableTime\": [{\"daysOfWeek\": [\"mon\", \"wed\", \"fri\"], \"availableStartTime\": \"0{small_digit}:30:00\"}]}}]}"),
    ("b13c_fhir_healthcareservice_lab", "json_export", US,
     "{\"resourceType\": \"HealthcareService\", \"active\": true, \"name\": \"{lab_own} - walk-in draw station\", "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{lab_phone}\"}], \"location\": [{\"display\": \"{lab_addr}\"}], "
     "\"appointmentRequired\": false, \"availableTime\": [{\"daysOfWeek\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"], "
     "\"availableStartTime\": \"0{small_digit}:00:00\", \"availableEndTime\": \"1{small_digit2}:30:00\"}], \"comment\": "
     "\"Average wait {mins_wait} min; fasting draws before 10:00.\"}"),
    ("b13c_fhir_measurereport_summary", "json_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": "
     "\"http://ncqa.org/fhir/Measure/((CBP||GSD||COL-E))\", \"reporter\": {\"display\": \"{org}\"}, \"period\": {\"start\": "
     "\"{measure_year}-01-01\", \"end\": \"{measure_year}-12-31\"}, \"group\": [{\"population\": [{\"code\": {\"text\": "
     "\"denominator\"}, \"count\": {small_count}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {small_count2}}], "
     "\"measureScore\": {\"value\": 0.{four_digits}}}]}"),
    ("b13c_json_fee_schedule_answer", "json_export", US,
     "GET /v2/fee-schedules/{payer_id}-PROF-{year}?codes=batch -> {http_status}\n{\"schedule\": \"{payer_id}-PROF-{year}\", "
     "\"locality\": \"NE-((00||01))\", \"conversion_factor\": {rate}, \"items\": [{fee_json}, {fee_json2}, {fee_json3}]}"),
    ("b13c_json_formulary_search", "json_export", US,
     "{\"formulary\": \"{hios}\", \"effective\": \"{eff_iso}\", \"rxbin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\", \"results\": "
     "[{form_json}, {form_json2}], \"page\": {small_digit}, \"help\": \"{rx_help_phone}\"}"),
    # ---- XML and CSV -----------------------------------------------------------------------------------------
    ("b13c_xml_provider_directory_export", "xml_export", US,
     "<ProviderDirectory issuer=\"{org}\" generated=\"{iso_ts}\" planIds=\"{hios}\">\n  <Provider npi=\"{org_npi}\" "
     "accepting=\"((true||false))\">\n    <Location phone=\"{clinic_phone}\" fax=\"{clinic_fax}\">{clinic_addr}</Location>\n"
     "    <Location phone=\"{branch_phone}\" fax=\"{branch_fax}\">{branch_addr}</Location>\n    <Languages>((en,es||en||en,vi))"
     "</Languages>\n  </Provider>\n</ProviderDirectory>"),
    ("b13c_xml_plan_benefit_package", "xml_export", US,
     "<PlanBenefitPackage hiosPlanId=\"{hios}\" year=\"{year}\" metal=\"((Bronze||Silver||Gold))\">\n  <Deductible tier=\"in\" "
     "individual=\"{fee_big}\" family=\"{fee_big2}\"/>\n  <MOOP individual=\"{fee_big3}\"/>\n  <Copay service=\"PCP\" "
     "amount=\"{copay_num}\"/>\n  <Coinsurance service=\"inpatient\" pct=\"((20||30||40))\"/>\n  <RxBIN>{org_rxbin}</RxBIN>\n"
     "</PlanBenefitPackage>"),
    ("b13c_csv_hedis_rates_by_measure", "csv_export", US,
     "measure,denominator,numerator,rate,benchmark\n{hedis_row}\n{hedis_row2}\n{hedis_row3}\n{hedis_row4}\n"
     "# {org}, contract {contract}, MY {measure_year}; questions {quality_email}\n"),
    ("b13c_csv_claim_line_aggregates", "csv_export", US,
     "cpt,lines,allowed,paid,denial_rate_pct\n{agg_row}\n{agg_row2}\n{agg_row3}\n{agg_row4}\n{agg_row5}\n"),
    ("b13c_csv_call_centre_dashboard", "csv_export", US,
     "queue,calls_offered,asa_seconds,abandon_rate,aht_seconds\n{call_row}\n{call_row2}\n{call_row3}\n"
     "# week {week}, {org}; published numbers: {org_tollfree} (members), {provider_line} (providers)\n"),
    ("b13c_tsv_adult_reference_ranges", "lab_report", US,
     "test\tloinc\treference\tunits\tmethod\n{adult_range}\n{adult_range2}\n{adult_range3}\n{adult_range4}\n"
     "# {lab_own}, {lab_addr}; client services {lab_phone}; effective {dos}\n"),
    ("b13c_tsv_contracted_pharmacies", "network_directory", US,
     "ncpdp\tname\tcity\tmail_order\tspecialty\n2814407\t{pharmacy_own}\tGrand Island NE\t((Y||N))\tY\n2814519\t"
     "Sandhills Drug\tBroken Bow NE\tN\t((Y||N))\n2815233\tWahoo Apothecary\tWahoo NE\tN\tN\n# BIN {org_rxbin} / PCN "
     "{org_rxpcn} / GRP {org_rxgrp}; network list {dos}\n"),
    # ---- what the plan and the clinic send ----------------------------------------------------------------------
    ("b13c_eob_summary_page_totals", "eob", US,
     "YOUR {year} EXPLANATION OF BENEFITS - SUMMARY\nThis is not a bill.\nProvider charges ${amount}  Plan discount "
     "${amount2}  Plan paid ${amount3}  Your share ${fee}\nDeductible met so far: ${deductible_met} of $((1,500||3,000||6,000))\n"
     "Questions: {org_tollfree} or {org_help_email}. Appeals: {org_appeals_email} within 180 days."),
    ("b13c_prior_auth_provider_decision", "prior_auth", US,
     "PRIOR AUTHORIZATION DECISION - to {clinic} (fax {clinic_fax})\nCase {pa_case}: APPROVED for CPT ((72148||73721||97110)) "
     "x {units} unit(s), valid {dos} through {dos2}. Criteria: {policy_med}. Reviewer: {doctor_full}. Peer-to-peer: {provider_line}. "
     "Decision sent {time}; the member's copy goes by mail."),
    ("b13c_formulary_quarterly_update", "formulary_notice", US,
     "Quarterly formulary update ({quarter})\n- {drug}: tier ((2||3)) -> ((1||2)), no PA\n- {drug2}: quantity limit {qty}/30 "
     "days added\n- {drug3}: step therapy removed\nFull list at {org_web}; prescriber questions {rx_help_phone}, fax "
     "{org_fax}."),
    ("b13c_network_directory_page", "network_directory", US,
     "{org} - in-network providers, {county_ne} County (updated {dos})\n{dir_entry}\n{dir_entry2}\n{dir_entry3}\n"
     "Search all: {directory_url}"),
    ("b13c_claim_status_page_generic", "claim_status", US,
     "Claim status - claim {claim_no}\nReceived {dos}; ((In review||Processed||Pended for records)) on {dos2}.\nBilled ${amount} | "
     "Allowed ${amount2} | CARC {carc}\nAverage processing time this month: {small} days. Need help? {org_phone}."),
    ("b13c_rx_card_front_layout", "pharmacy_card", US,
     "{org_upper}  |  ((Silver||Gold||Bronze)) {year}\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\n"
     "Plan ID {hios}   Payer ID {payer_id}\nPCP ${copay_num}  Specialist ${copay_num2}  ER ${fee_big}\n"
     "Members {org_tollfree}  |  Pharmacists {rx_help_phone}"),
    ("b13c_flu_clinic_broadcast_text", "appointment_reminder", US,
     "{clinic}: flu & COVID shots {weekday}s in ((October||November)), {hh}-{hh2}, no appointment. Kearney: {clinic_addr}. "
     "North Platte: {branch_addr}. Questions {clinic_phone}. Reply STOP to opt out."),
    ("b13c_billing_statement_back", "billing_statement", US,
     "Statement {statement_ref} - how to pay\nOnline at {org_web}, by phone {billing_phone}, or mail to {clinic_addr}.\n"
     "Financial assistance: household income up to {fpl} of the poverty line qualifies for a ((50||75||100))% discount.\n"
     "Balance aging: 0-30 ${amount}, 31-60 ${amount2}, 61-90 ${fee}. Email {billing_email}."),
    ("b13c_vision_benefit_summary", "vision_plan", US,
     "Vision benefit summary {year} - {eye}\nExam (92014) every 12 months: ${copay_num}\nFrames: ${fee} allowance, then 20% off\n"
     "Lenses (V2100-V2199): ${copay_num2}; {lens} covered\nContacts in lieu of glasses: ${fee2}\nBook: {eye_phone}, {eye_addr}"),
    ("b13c_dental_plan_summary_cdt", "dental_plan", US,
     "{dental_office} - plan year {year} summary\nPreventive (D0120, D1110): 100%, {small_digit} visits/yr\nBasic ({cdt}): "
     "((80||70))% after ${fee_big} deductible\nMajor (D2740 crown): 50%, waiting period {months_n} months\nAnnual max "
     "$((1,000||1,500||2,000)). {dental_phone}, {dental_addr}"),
    ("b13c_travel_policy_claims_procedure", "travel_insurance", EN,
     "Section {small_digit} - How to claim\n1. Call assistance before any admission: {assist_eu} (24/7), or {org_intl_line}.\n"
     "2. Send itemised invoices within {small} days of return to {org_claims_addr}.\n3. Excess: ${fee} per claim; limit "
     "${fee_big} per trip. Policy wording v{release}."),
    ("b13c_support_chat_no_identifier", "support_chat", US,
     "Visitor: do you cover hearing aids?\n{bot}: Hearing exams (92557) are covered once a year; hearing aids up to ${fee_big} "
     "every ((3||4||5)) years on Gold plans.\nVisitor: thanks, what about Silver\n{bot}: Silver includes a {pct} discount through "
     "our partner network. More at {org_web} or {org_tollfree}."),
    ("b13c_support_email_general_answer", "email", US,
     "Subject: Re: question about telehealth visits\n\nHello,\nThank you for writing. Telehealth visits (CPT 99213 with modifier "
     "95) cost ${copay_num} on all {year} plans; behavioral health visits are ${copay_num2}. You do not need a referral.\n"
     "Kind regards,\n{agent}, Member Services\n{org_tollfree} | {org_help_email}\nTicket {ticket}"),
    ("b13c_incident_review_eligibility_api", "it_ticket", US,
     "Post-incident review {inc}\nImpact: {hostname} returned ((502||503||504)) for {pct_small} of 270 requests from {time} to "
     "{time2} UTC ({minutes} min).\nCause: expired certificate on {hostname2} ({errcode}).\nActions: {chg} rotate certs; "
     "alert at 14 days. Status page: {org_status_page}"),
    ("b13c_release_notes_member_app", "release_notes", US,
     "Member app {release} ({build_no})\n- {jira}: ID card shows RxBIN {org_rxbin} and PCN {org_rxpcn}\n- {jira2}: claim list "
     "loads {small}% faster (p95 {ms} ms)\n- {jira3}: fixed crash on Android ((13||14||15))\nKnown issue: push delays up to "
     "{minutes} min."),
    ("b13c_public_health_pertussis_bulletin", "public_health", US,
     "Health alert, week {week}: {small} confirmed pertussis cases in {county_ne} County (ages 2 months to {age_young} years); "
     "{pct_small} of cases were unvaccinated. Tdap is recommended in weeks 27-36 of each pregnancy. Clinician line "
     "{nurse_line}; {org_web}."),
    ("b13c_data_dictionary_accumulators", "data_dictionary", US,
     "Table: rx.accumulator_snapshot (v{release})\naccum_type  CHAR(3)  DED | OOP | MAX\nplan_id  CHAR(14)  e.g. {hios}\n"
     "amount_applied  DECIMAL(10,2)\nsnapshot_ts  TIMESTAMP  e.g. {iso_ts}\nRows: {count}; refresh every {hours} h; steward "
     "{staff} ({quality_email})."),
    ("b13c_call_script_pharmacy_help_desk", "call_script", US,
     "Pharmacy help desk script PH-{small_count} (rev {dos})\n1. Ask the pharmacist for BIN/PCN/GROUP; ours are {org_rxbin} / "
     "{org_rxpcn} / {org_rxgrp}.\n2. Reject 75 (PA required): give fax {org_fax}.\n3. Reject 79 (refill too soon): overrides only "
     "for vacation supply, max {days_supply} days.\nTransfer: {rx_help_phone}."),
    ("b13c_credentialing_approval_letter", "letter", US,
     "{date_letter}\n\n{clinic}\n{clinic_addr}\n\nRe: recredentialing of {provider_name}\nThe credentialing committee approved "
     "recredentialing on {dos} for 36 months (NPI {org_npi}, TIN {org_ein}). Next cycle opens {dos2}.\n"
     "{staff}, Provider Network ({org_provider_email}, {provider_line})"),
    ("b13c_counselling_leaflet_anticoag", "pharmacy_leaflet", US,
     "{pharmacy_own} - about ((apixaban||rivaroxaban||dabigatran||warfarin)) (leaflet rev {release})\nTake at the same time each "
     "day; if a dose is missed, take it within {small_digit} hours; do not double up. Avoid NSAIDs. Watch for black stools or nosebleeds lasting over ((10||15)) minutes. Store below ((25||30)) C; {refills} refills on file. Questions: "
     "{rx_help_phone} or {pharm_addr}."),
    ("b13c_star_rating_member_letter", "quality_report", US,
     "{org} earned ((3.5||4||4.5)) stars for {year} (contract {contract}).\nHighest measures: {star}\n{star2}\n"
     "Members may call {org_tollfree} (TTY 711), ((7:00||8:00)) to 20:00, seven days a week."),
    # ---- other locales ------------------------------------------------------------------------------------------
    ("b13c_de_beitragsinfo_zahn", "dental_plan", ("de_DE", "de_AT"),
     "Leistungsübersicht Zahn {year} – {org}\nProfessionelle Zahnreinigung: bis {amount_loc} pro Jahr\nFüllungen: {pct_loc} "
     "Erstattung\nWartezeit: {months_n} Monate\nFragen: {org_intl_line} oder {org_help_email}"),
    ("b13c_fr_tableau_garanties", "benefit_summary", ("fr_FR",),
     "Tableau de garanties {year}\nConsultation généraliste : 100 % BR + {amount_loc}\nOptique (verres complexes) : {amount_loc2} "
     "tous les 2 ans\nHospitalisation, forfait journalier : {pct_loc}\nAssistance : {assist_fr}"),
    ("b13c_es_cuadro_horarios", "network_directory", ("es_ES", "es_MX"),
     "Horario de atención {year}\nLaboratorio {lab_own}: lunes a viernes ((7:30||8:00||8:30))–((14:00||15:00||19:00))\nFarmacia {pharmacy_own}: sábados "
     "9:00–13:00\nTiempo medio de espera: {mins_wait} min\nAsistencia en viaje: {assist_eu}"),
    ("b13c_it_tariffario", "fee_schedule", ("it_IT",),
     "Tariffario prestazioni ambulatoriali {year}\nVisita specialistica: {amount_loc}\nEcografia addome: {amount_loc2}\n"
     "Elettrocardiogramma: {amount_loc3}\nAggiornato al {dos_loc}. Informazioni: {org_web}"),
    ("b13c_nl_vergoedingen", "benefit_summary", ("nl_NL", "nl_BE"),
     "Vergoedingenoverzicht {year}\nFysiotherapie: {small} behandelingen\nEigen risico: {amount_loc}\nBrillen en lenzen: "
     "{amount_loc2} per 3 jaar\nBereikbaar via {org_intl_line} (ma–vr ((8:00||8:30||9:00))–17:00)"),
    ("b13c_pt_tabela_comparticipacoes", "benefit_summary", ("pt_PT", "pt_BR"),
     "Tabela de comparticipações {year}\nConsultas: {pct_loc}\nAnálises clínicas: {pct_loc2}\nLimite anual: {amount_loc}\n"
     "Linha de apoio: {org_intl_line}"),
    ("b13c_pl_cennik_badan", "fee_schedule", ("pl_PL",),
     "Cennik badań laboratoryjnych ({dos_loc})\nMorfologia krwi: {amount_loc}\nTSH: {amount_loc2}\nLipidogram: {amount_loc3}\n"
     "Wyniki w ciągu {hours} godz. Informacja: {org_web}"),
    ("b13c_sv_avgifter", "fee_schedule", ("sv_SE",),
     "Patientavgifter {year}\nBesök hos läkare: {amount_loc}\nHögkostnadsskydd: {amount_loc2} per 12 månader\nÖppettider "
     "vardagar ((7:30||8:00||8:30))–17:00. Reseförsäkring, assistans: {assist_eu}"),
    ("b13c_da_tilskud", "benefit_summary", ("da_DK",),
     "Tilskudsoversigt {year}\nFysioterapi: {pct_loc} tilskud\nTandrens: op til {amount_loc}\nBriller: {amount_loc2} hvert "
     "{small_digit}. år\nSpørgsmål: {org_help_email}"),
    ("b13c_nb_egenandel", "benefit_summary", ("no_NO",),
     "Egenandeler {year}\nLegetime: {amount_loc}\nRøntgen: {amount_loc2}\nFrikort etter {amount_loc3}\nReiseforsikring – "
     "nødnummer: {assist_eu}"),
    ("b13c_fi_hinnasto", "fee_schedule", ("fi_FI",),
     "Hinnasto {year}\nLääkärin vastaanotto: {amount_loc}\nLaboratoriokoe: {amount_loc2}\nOdotusaika keskimäärin {mins_wait} min. "
     "Palvelunumero {org_intl_line}"),
    ("b13c_cs_cenik", "fee_schedule", ("cs_CZ",),
     "Ceník nadstandardních služeb {year}\nVyšetření na přání: {amount_loc}\nPotvrzení pro zaměstnavatele: {amount_loc2}\n"
     "Platnost od {dos_loc}. Informace: {org_web}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind13", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
