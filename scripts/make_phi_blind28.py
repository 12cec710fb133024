"""A twenty-eighth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind28.py [--seed 30301] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind27.py,
seeds 4141 to 29291) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-ninth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b28_" or "b28c_"). Identifier-free genres: organ-procurement referral line cards, compounding logs (lot numbers,
beyond-use dates), DME catalogues with HCPCS codes and prices, provider-manual excerpts, laboratory
proficiency-testing results, ambulance fleet maintenance logs, wellness-programme rules, open-enrolment FAQs,
price-transparency machine-readable excerpts (JSON/CSV), telehealth licensure tables, nurse staffing ratio reports,
conference agendas, plus notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres:
court-ordered records requests, subpoena cover letters, life-insurance beneficiary forms, filled pharmacy prior-auth
faxes, immigration medical exam forms, sports physicals, ADA dental claim forms, vision claims, pet-insurance mix-ups
naming an owner, call transcripts with spelled digits, CSV, JSON, XML, HL7 and X12.

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
    import make_phi_blind25 as blind25
    import make_phi_blind27 as blind27
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind27 as blind27

Draw = blind.Draw

SEED = 30301
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "San Luis Mesa Health Alliance"
HOSPITAL_NAME = "Sangre de Cristo Valley Hospital"
CLINIC_NAME = "Rio Grande Headwaters Clinic"
PHARMACY_NAME = "Del Norte Apothecary"
LAB_NAME = "Alamosa Clinical Laboratory"
ORG_DOMAIN = "sanluismesahealth.org"
ORGANISATION_CONTACTS = [
    "(719) 555-0100",                                           # 0 plan member services
    "(719) 555-0101",                                           # 1 plan fax (utilisation management)
    "Claims Processing, PO Box 1187, Alamosa, CO 81101",        # 2 plan claims address
    "640 Main Street, Suite 210, Alamosa, CO 81101",            # 3 plan office
    "appeals@sanluismesahealth.org",                            # 4
    "members@sanluismesahealth.org",                            # 5
    "(719) 555-0102",                                           # 6 clinic
    "(719) 555-0103",                                           # 7 clinic fax
    "118 Adams Street, Monte Vista, CO 81144",                  # 8 clinic address
    "(719) 555-0105",                                           # 9 hospital switchboard
    "1900 Sangre de Cristo Avenue, Salida, CO 81201",           # 10 hospital address
    "(719) 555-0106",                                           # 11 pharmacy
    "27 Grande Avenue, Del Norte, CO 81132",                    # 12 pharmacy address
    "(719) 555-0107",                                           # 13 lab client services
    "1-833-555-0100",                                           # 14 toll-free member line
    "1-833-555-0102",                                           # 15 toll-free nurse line
    "+1 719 555 0100",                                          # 16 member line from abroad
    "455 State Avenue, Alamosa, CO 81101",                      # 17 lab address
    "https://www.sanluismesahealth.org",                        # 18
    "edi@sanluismesahealth.org",                                # 19
    "(719) 555-0108",                                           # 20 EMS dispatch and fleet office
    "(719) 555-0109",                                           # 21 organ-donation referral line (24 h)
    "(719) 555-0155",                                           # 22 provider services
    "providers@sanluismesahealth.org",                          # 23
    "wellness@sanluismesahealth.org",                           # 24
    "benefits@sanluismesahealth.org",                           # 25 employee benefits (open enrolment)
    "https://www.sanluismesahealth.org/price-transparency",     # 26
    "(719) 555-0105 ext. 4410",                                 # 27 education and conference office
    "compounding@sanluismesahealth.org",                        # 28
    "+1 719 555 0105",                                          # 29 hospital from abroad
]
ORG_PAYER_ID = "SLMHA"
ORG_RXBIN = "027516"
ORG_RXPCN = "SLMRX"
ORG_RXGRP = "SLM4410"
ORG_EIN = "84-3371928"
ORG_NPIS = (blind5._npi_of("173920465"), blind5._npi_of("158603317"), blind5._npi_of("140927386"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Esperanza Valdez-Korhonen, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Thaddeus Archuleta-Brandt, DO", "Emergency Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Ingrid Manzanares-Oyelaran, PharmD", "Clinical Pharmacy", ORG_NPIS[2], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
)


# ---- identifier slots of this set -------------------------------------------------------------------------------
def member_v28(draw: Draw) -> str:
    """This plan's member IDs: an SLM prefix and nine digits, printed as cards and clerks print them."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"SLM{body}", f"SLM-{body[:3]}-{body[3:6]}-{body[6:]}", f"SLM {body}", f"slm{body}",
                      f"SLM{body}*02", f"W{body}"])


def mrn_v28(draw: Draw) -> str:
    """The hospital's and clinic's record numbers."""
    return draw.pick([f"SCV{draw.digits(7)}", f"MRN {draw.digits(8)}", f"RGH-{draw.digits(6)}", f"{draw.digits(2)}-{draw.digits(2)}-{draw.digits(4)}",
                      f"CHT{draw.digits(6)}"])


def url_v28(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"SLM{draw.digits(9, first_nonzero=True)}"
    mrn = f"SCV{draw.digits(7)}"
    return draw.pick([f"https://my.{ORG_DOMAIN}/member/{member}/eob", f"https://my.{ORG_DOMAIN}/idcard?m={member}",
                      f"https://records.{ORG_DOMAIN}/release/{mrn}.pdf", f"https://records.{ORG_DOMAIN}/roi?mrn={mrn}&copy=1"])


def phone_spaced_pdf(draw: Draw) -> str:
    """A US phone number as a PDF extractor spaces it out."""
    area, exchange, line = draw.rng.choice(["720", "303", "505", "575", "970"]), f"{draw.rng.randint(200, 989)}", draw.digits(4)
    return draw.pick([f"( {area} ) {exchange} - {line}", f"{' '.join(area)} {' '.join(exchange)} {' '.join(line)}",
                      f"{area} {exchange} {line[:2]} {line[2:]}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "member_v28": member_v28, "mrn_v28": mrn_v28, "url_v28": url_v28, "phone_pdf": phone_spaced_pdf,
}


# ---- fillers of the identifier-free texts -----------------------------------------------------------------------
_row = blind27._row  # noqa: SLF001


def _compounding_row(d: Draw) -> str:
    prep = d.pick(["Magic mouthwash 240 mL", "Vancomycin 25 mg/mL oral", "Progesterone 100 mg caps", "Baclofen 10 mg/mL susp",
                   "Hydrocortisone 2.5% cream", "Omeprazole 2 mg/mL susp", "Ketamine 50 mg/mL PF", "Lidocaine/prilocaine gel"])
    return (f"L{d.rng.randint(2025, 2026)}{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 99):03d}  {prep:<28} "
            f"BUD {d.rng.randint(3, 180)} d  cat {d.pick(['1', '2', 'NS'])}  QC {d.pick(['pass', 'pass', 'pass', 'hold'])}")


def _dme_row(d: Draw) -> str:
    item = d.pick([("E0601", "CPAP device"), ("E0260", "Hospital bed, semi-electric"), ("K0001", "Standard wheelchair"),
                   ("E0143", "Walker, folding, wheeled"), ("E1390", "Oxygen concentrator"), ("A4253", "Glucose strips, 50"),
                   ("L3908", "Wrist orthosis"), ("E0163", "Commode chair"), ("A7030", "CPAP full face mask")])
    return f"{item[0]}  {item[1]:<28} {d.pick(['NU', 'RR', 'NU', 'UE'])}  ${d.rng.randint(12, 2400)}.{d.digits(2)}  SKU {d.letters(2)}{d.digits(5)}"


def _pt_row(d: Draw) -> str:
    analyte = d.pick(["Glucose", "Potassium", "Sodium", "Creatinine", "ALT", "TSH", "Hemoglobin", "INR", "Troponin I", "LDL-C"])
    return f"{analyte:<11} sample {d.pick(['A', 'B', 'C', 'D', 'E'])}-{d.rng.randint(1, 5)}  SDI {d.pick(['-', '+'])}{d.rng.randint(0, 2)}.{d.digits(1)}  {d.pick(['acceptable', 'acceptable', 'acceptable', 'unacceptable'])}"


def _fleet_row(d: Draw) -> str:
    return (f"Medic {d.rng.randint(1, 24):02d}  {d.pick(['oil/filter', 'brake pads', 'stretcher mount', 'O2 regulator', 'tire rotation', 'A/C recharge', 'lift gate'])}"
            f"  odo {d.rng.randint(12000, 240000):,} mi  {d.rng.randint(1, 9)}.{d.digits(1)} h  ${d.rng.randint(40, 1900)}")


def _mrf_row(d: Draw) -> str:
    code = d.pick([("99213", "CPT"), ("70450", "CPT"), ("74177", "CPT"), ("0001U", "CPT"), ("470", "MS-DRG"), ("J1885", "HCPCS"),
                   ("45378", "CPT"), ("29881", "CPT"), ("871", "MS-DRG")])
    return f"{code[0]},{code[1]},{d.rng.randint(80, 45000)}.{d.digits(2)},{d.rng.randint(40, 30000)}.{d.digits(2)},{d.pick(['Commercial PPO', 'Medicare Adv', 'Medicaid MCO', 'Self-pay'])}"


def _licensure_row(d: Draw) -> str:
    state = d.pick(["CO", "NM", "UT", "WY", "KS", "NE", "AZ", "OK", "TX"])
    return f"| {state} | {d.pick(['IMLC', 'full license', 'telehealth registration', 'none'])} | {d.rng.randint(0, 14)} clinicians | renews {d.rng.randint(2025, 2028)}-{d.rng.randint(1, 12):02d} |"


def _staffing_row(d: Draw) -> str:
    unit = d.pick(["ICU", "Step-down", "Med-Surg 3", "L&D", "Peds", "ED", "Oncology", "Rehab", "PACU"])
    return f"{unit:<11} target 1:{d.rng.randint(2, 6)}  actual 1:{d.rng.randint(2, 7)}.{d.digits(1)}  shifts below {d.rng.randint(0, 12)}/{d.rng.randint(40, 62)}  agency {d.rng.randint(0, 30)}%"


def _agenda_row(d: Draw) -> str:
    return (f"{d.rng.randint(7, 16)}:{d.pick(['00', '15', '30', '45'])}  Rm {d.pick(['A', 'B', 'C'])}{d.rng.randint(101, 340)}  "
            f"{d.pick(['Rural stroke networks', 'Altitude and pregnancy', 'Opioid tapering', 'Sepsis at small hospitals', 'Wildland firefighter health', 'EMS handoff tools', 'Telepsychiatry for teens', 'Hantavirus update'])}")


def _wellness_row(d: Draw) -> str:
    return f"- {d.pick(['Biometric screening', 'Flu shot', 'Step challenge (8 wk)', 'Tobacco cessation', 'Annual physical', 'Financial wellness webinar', 'Sleep course'])}: {d.rng.randint(25, 400)} points (cap {d.rng.randint(400, 1200)})"


def _opo_row(d: Draw) -> str:
    return f"- {d.pick(['Ventilated patient with GCS <= 5', 'Plan to withdraw support', 'Brain-death testing ordered', 'Cardiac death (tissue)', 'Imminent death in ED'])}: call within {d.pick(['60 min', '1 h', 'immediately', '30 min'])}"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "lab_own": LAB_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "lab_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "lab_addr_own": ORGANISATION_CONTACTS[17], "org_web": ORGANISATION_CONTACTS[18], "edi_email": ORGANISATION_CONTACTS[19],
    "ems_phone": ORGANISATION_CONTACTS[20], "opo_line": ORGANISATION_CONTACTS[21], "provider_line": ORGANISATION_CONTACTS[22],
    "provider_email": ORGANISATION_CONTACTS[23], "wellness_email": ORGANISATION_CONTACTS[24],
    "benefits_email": ORGANISATION_CONTACTS[25], "mrf_url": ORGANISATION_CONTACTS[26], "edu_line": ORGANISATION_CONTACTS[27],
    "compounding_email": ORGANISATION_CONTACTS[28], "hosp_intl_line": ORGANISATION_CONTACTS[29],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind27.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "compounding_table": _row(_compounding_row, 4),
    "dme_table": _row(_dme_row, 4),
    "pt_table": _row(_pt_row, 5),
    "fleet_table": _row(_fleet_row, 4),
    "mrf_table": _row(_mrf_row, 4),
    "licensure_table": _row(_licensure_row, 5),
    "staffing_table": _row(_staffing_row, 5),
    "agenda_table": _row(_agenda_row, 4),
    "wellness_table": _row(_wellness_row, 4),
    "opo_table": _row(_opo_row, 3),
    "sl_plan": lambda d: d.pick(["Mesa Bronze 7500", "Mesa Silver 3500", "Mesa Gold 750 PPO", "Mesa Medicare Advantage PPO",
                                 "Mesa Dental Essentials", "Mesa Vision Plus", "Mesa HSA 2800"]),
    "sl_group": lambda d: d.pick(["SLM-G-30417", "SLM-G-52289", "SLM-G-61904", "SLM-G-77312"]),
    "sl_ticket": lambda d: f"SLM-{d.rng.randint(10000, 99999)}",
    "sl_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 19)}",
    "sl_policy": lambda d: f"PM-{d.pick(['RX', 'UM', 'BH', 'DME', 'RAD'])}-{d.rng.randint(100, 499)}",
    "sl_ref": lambda d: f"SR{d.digits(2)}-{d.letters(3)}{d.digits(3)}",
    "sl_county": lambda d: d.pick(["Alamosa", "Rio Grande", "Saguache", "Conejos", "Costilla", "Mineral", "Chaffee", "Fremont"]),
    "sl_unit": lambda d: f"Medic {d.rng.randint(1, 24):02d}",
    "sl_lot": lambda d: f"L{d.rng.randint(2025, 2026)}{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 99):03d}",
    "sl_event": lambda d: f"PT-{d.rng.randint(2025, 2026)}-{d.pick(['A', 'B', 'C'])}",
    "sl_pct": lambda d: f"{d.rng.randint(70, 99)}.{d.digits(1)}%",
    "sl_room": lambda d: f"{d.pick(['Ballroom', 'Room', 'Salon', 'Aspen Hall'])} {d.pick(['A', 'B', 'C', 'D'])}{d.rng.randint(1, 4)}",
    "sl_points": lambda d: str(d.rng.randint(100, 1500)),
    "sl_hours": lambda d: str(d.rng.randint(2, 96)),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b28_court_order_records", "court_order", US,
     "DISTRICT COURT, ((ALAMOSA||SAGUACHE||CHAFFEE)) COUNTY, COLORADO - ORDER FOR PRODUCTION OF MEDICAL RECORDS\n"
     "The custodian shall produce all records of {first} {last}, born [[date_of_birth:dob_v25]], SSN ending in full "
     "[[ssn:ssn_plain]], chart no. [[record_number:mrn_v28]], residing at [[address:addr_us_line]], within {small} days."),
    ("b28_subpoena_cover", "subpoena_cover", US,
     "SUBPOENA DUCES TECUM - COVER SHEET   pages: {pages}\nRe: Estate of {first} {last} (d. [[date_of_death:dod_v25]])\n"
     "Decedent DOB ........ [[date_of_birth:dob_v25]]\nHospital acct/MRN ... [[record_number:mrn_v28]]\nProduce via secure link "
     "[[url:url_v28]] no later than {dos}."),
    ("b28_life_beneficiary", "beneficiary_form", US,
     "LIFE INSURANCE - CHANGE OF BENEFICIARY\nPrimary beneficiary: {first} {last} ({relation})\n  SSN/TIN   [[ssn:ssn_typed]]\n"
     "  Born      [[date_of_birth:dob_v25]]\n  Phone     [[phone:phone_v25]]\n  Mail to   [[address:addr_us_block]]\n"
     "  Payout by EFT to acct [[bank_account:acct_us_ach]]\nShare: {pct_int}"),
    ("b28_life_beneficiary_loc", "beneficiary_form", ("de_DE", "fr_FR", "it_IT", "es_ES", "nl_NL"),
     "Begünstigung / Bénéficiaire / Beneficiario\n{first} {last}\n* [[date_of_birth:dob_loc]]\nAusweis-Nr. / N° pièce: "
     "[[national_id:natid_loc]]\nIBAN: [[bank_account:iban_loc]]\nTel.: [[phone:phone_loc]]\nAnteil / Part: {small}0 %"),
    ("b28_pa_fax_filled", "prior_auth_fax", US,
     "PHARMACY PRIOR AUTHORIZATION REQUEST - fax to {org_fax}\nDrug: {drug}   Qty {small}   Days {small_count}\n"
     "Member ID: [[member_id:member_v28]]        DOB: [[date_of_birth:dob_v25]]\nPatient phone: [[phone:phone_pdf]]\n"
     "Dx {icd}; tried/failed: ((metformin||lisinopril||sertraline)) x {small_digit} mo\nPrescriber {staff}, sig. on file"),
    ("b28_immigration_exam", "immigration_exam", EN,
     "Report of Immigration Medical Examination (civil surgeon worksheet)\nApplicant: {last_upper}, {first}\nDate of birth: "
     "[[date_of_birth:dob_v25]]\nPassport no.: [[national_id:us_passport]]\nU.S. mailing address: [[address:addr_us_line]]\n"
     "E-mail for results: [[email:email_v25]]\nIGRA neg; MMR x2, Tdap {year}"),
    ("b28_sports_physical", "sports_physical", US,
     "PREPARTICIPATION PHYSICAL EVALUATION - ((cross-country||wrestling||volleyball||soccer))\nAthlete DOB [[date_of_birth:dob_student]]   "
     "grade {small_digit}\nParent/guardian cell: [[phone:phone_chat]]\nParent e-mail: [[email:email_typo]]\nBP {bp}  HR {small_count}  "
     "Cleared: ((yes||with follow-up))"),
    ("b28_ada_dental_claim", "dental_claim", US,
     "ADA Dental Claim Form\n12. Policyholder/Subscriber Name, Address: {first_upper} {last_upper}\n    [[address:addr_us_block]]\n"
     "13. Date of Birth: [[date_of_birth:dob_v25]]   15. Subscriber ID (SSN or ID#): [[ssn:ssn_plain]]\n"
     "((18. Relationship: self||18. Relationship: spouse))\n24. {dos}  tooth {tooth_n}  D2392  ${money_s}"),
    ("b28_vision_claim", "vision_claim", US,
     "VISION CLAIM - out of network\nMember [[member_id:member_v28]]  DOB [[date_of_birth:dob_v25]]\nExam {dos} $((95||120||140)).00; "
     "frames ${small_count}; lenses ${small_count}\nPaid with card [[card:card_spaced]]\nReimburse by mail."),
    ("b28_pet_insurance_mixup", "pet_insurance", EN,
     "Hi, I think your system mixed up my dog's claim with my own health plan. The owner on the policy is me, {first} {last}, "
     "[[email:email_v25]], [[phone:phone_v25]], [[address:addr_us_line]]. The vet charged my card [[card:card_chat]] twice. "
     "Pet: ((Biscuit||Luna||Otis)), {small_digit} yrs."),
    ("b28_call_spelled_digits", "call_transcript", US,
     "[CSR] thank you for calling {org}, can I get the best callback number\n[CALLER] sure it's [[phone:phone_spelled]]\n"
     "[CSR] and to verify, the last four... actually the full social please\n[CALLER] [[ssn:ssn_voice]]\n[CSR] thank you, one moment"),
    ("b28_call_spelled_card", "call_transcript", US,
     "agent: how would you like to pay the {small_count} dollar balance\ncaller: visa, the number is [[card:card_chat]]\n"
     "agent: and the birth date on the account\ncaller: [[date_of_birth:dob_spelled]]\nagent: great, confirmation {bs_ref}"),
    ("b28_roi_log_csv", "csv_export", US,
     "request_id,mrn,dob,dod,requester_email,status\n{fivedig},[[record_number:mrn_v28]],[[date_of_birth:dob_v25]],"
     "[[date_of_death:dod_v25]],[[email:email_v25]],((released||pending||denied))"),
    ("b28_beneficiary_json", "json_export", US,
     "{\"policy\": \"LI-{seven_digits}\", \"beneficiary\": {\"ssn\": \"[[ssn:ssn_plain]]\", \"birthDate\": \"[[date_of_birth:dob_v25]]\", "
     "\"email\": \"[[email:email_v25]]\", \"eft\": {\"account\": \"[[bank_account:acct_us_ach]]\"}}, \"share\": {small}}"),
    ("b28_vision_xml", "xml_export", US,
     "<VisionClaim ref=\"{fivedig}\">\n  <Member id=\"[[member_id:member_v28]]\" dob=\"[[date_of_birth:dob_v25]]\"/>\n"
     "  <Payment card=\"[[card:card_spaced]]\"/>\n  <Submitted from=\"[[ip_address:ip_public]]\"/>\n</VisionClaim>"),
    ("b28_sports_hl7", "hl7_export", US,
     "MSH|^~\\&|ATHL|RGHC|EHR|SCVH|{hl7_ts}||ADT^A04|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v28]]^^^RGHC^MR||{last_upper}^{first_upper}||"
     "[[date_of_birth:dob_student]]|M|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]"),
    ("b28_dental_x12", "x12_export", US,
     "CLM*{fivedig}*{money_s}***11:B:1*Y*A*Y*Y~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v28]]~\n"
     "N3*[[address:street_upper]]~\nDMG*D8*[[date_of_birth:dob_x12]]*F~"),
    ("b28_records_portal_log", "app_log", US,
     "{iso_ts} roi.download user=[[email:email_v25]] ip=[[ip_address:ip_public]] path=[[url:url_v28]]\n{iso_ts} roi.download "
     "retry from [[ip_address:ipv6_new]] status=403"),
    ("b28_records_chat", "portal_chat", EN,
     "me: the link you sent doesnt open [[url:url_v28]]\nsupport: which member id?\nme: [[member_id:member_v28]] i think\n"
     "support: it shows a login from [[ip_address:ip_port]], was that you?\nme: ya"),
    ("b28_guardianship_petition", "guardianship", US,
     "PETITION FOR APPOINTMENT OF GUARDIAN\nRespondent: {first} {last}, [[age_over_89:age_v25]], residing at [[address:addr_us_block]]\n"
     "Spouse deceased [[date_of_death:dod_v25]]. Petitioner's phone [[phone:phone_v25]]. Hearing {dos} at {clock}."),
    ("b28_age_call_transcript", "call_transcript", US,
     "caller: I'm calling for my grandfather, he's [[age_over_89:age_v23]] and can't hear on the phone\nagent: date of birth?\n"
     "caller: [[date_of_birth:dob_spelled]]\nagent: and a good number\ncaller: [[phone:phone_spoken]]"),
    ("b28_age_loc_letter", "insurance_letter", ("de_DE", "fr_FR", "it_IT", "sv_SE", "pl_PL"),
     "Sehr geehrte Damen und Herren / Madame, Monsieur,\nunsere Mutter ({first} {last}, [[age_over_89:age_loc]]) wohnt jetzt bei uns: "
     "[[address:addr_loc_line]]. Ausweis / pièce d'identité [[national_id:natid_loc]]. Bitte Unterlagen dorthin senden."),
    ("b28_mva_subpoena", "subpoena_cover", US,
     "Re: motor vehicle collision {dos}, claimant {first} {last} (DOB [[date_of_birth:dob_v25]])\nInsured vehicle plate "
     "[[vehicle_id:plate_state]], VIN [[vehicle_id:vin]]\nProduce ED records and imaging; cost not to exceed ${small_count}."),
    ("b28_ambulance_run_loc", "ambulance_run", ("de_DE", "nl_NL", "da_DK", "cs_CZ", "es_ES"),
     "Einsatzprotokoll / Ritformulier RTW {small}\nPatientin [[age_over_89:age_loc]], Sturz zu Hause\nKennzeichen Privat-Pkw: "
     "[[vehicle_id:plate_loc]]\nAngehörige: [[phone:phone_loc]]\nZeit {clock}"),
    ("b28_pet_transport", "pet_insurance", US,
     "Pet relocation invoice #{fivedig}: crate pickup by van VIN [[vehicle_id:vin]] for owner [[email:email_v25]]; charged to "
     "[[card:card_spaced]] (${money_s}). Questions? reply here."),
    ("b28_pdf_extract_claim", "pdf_extract", US,
     "C l a i m a n t   S t a t e m e n t\nSSN   [[ssn:ssn_plain]]      Phone   [[phone:phone_pdf]]\n"
     "Addr  [[address:addr_ocr]]\nDOB [[date_of_birth:dob_v25]]   Employer {employer}"),
    ("b28_immigration_loc", "immigration_exam", ("es_ES", "es_MX", "pt_BR", "pt_PT", "fr_FR"),
     "Examen médico migratorio / Exame médico\nNombre / Nome: {first} {last}\nFecha nac. / Data nasc.: [[date_of_birth:dob_loc]]\n"
     "Documento: [[national_id:natid_loc]]\nAfiliado / Beneficiário: [[member_id:member_loc]]\nCorreo: [[email:email_loc]]"),
    ("b28_recruit_profile", "sports_physical", EN,
     "Recruiting packet for #{small_digit} (cleared {dos}): highlight reel [[url:url_social_v5]], blog [[url:url_personal]], "
     "contact parent [[email:email_v25]] or [[phone:phone_chat]]."),
    ("b28_refund_loc", "refund_letter", ("sv_SE", "da_DK", "no_NO", "fi_FI", "pl_PL", "cs_CZ"),
     "Återbetalning / Tilbagebetaling / Zwrot {kr}\nJournalnr / Journal: [[record_number:record_loc]]\nKonto: "
     "[[bank_account:iban_loc]]\nRing / Tel.: [[phone:phone_loc]]"),
    ("b28_death_cert_request_loc", "court_order", ("fr_FR", "it_IT", "es_ES", "pt_PT"),
     "Demande d'acte de décès / Richiesta certificato di morte\nDéfunt(e): {first} {last}, [[age_over_89:age_loc]]\nNé(e) le "
     "[[date_of_birth:dob_loc]], décédé(e) le [[date_of_death:dod_loc]]\nN° d'identification: [[national_id:natid_loc]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b28c_opo_card", "opo_referral_card", US,
     "ORGAN & TISSUE DONATION - REFERRAL TRIGGERS ({hospital_own}, rev {sl_version})\n{opo_table}\nReferral line 24/7: {opo_line}. "
     "Do not discuss donation with families before the OPO coordinator arrives. Badge card {small_digit}/{small}."),
    ("b28c_opo_stats", "opo_referral_card", US,
     "Donation council {quarter}: {small} referrals, {small_digit} eligible, timely referral rate {sl_pct}; tissue donors {small_count}. "
     "Referral line {opo_line}. Chair: {physician}."),
    ("b28c_compounding_log", "compounding_log", US,
     "{pharmacy_own} - sterile/non-sterile compounding log, week {week}\n{compounding_table}\nHood cert due {eff_iso}; "
     "questions {compounding_email}."),
    ("b28c_compounding_recall", "compounding_log", US,
     "Quarantine notice {dos}: lot {sl_lot} ({drug}) held after endotoxin result {small_digit}.{small_digit} EU/mL (limit 5.0). "
     "{small} units recalled from {small_digit} floors. Pharmacy {rx_phone}."),
    ("b28c_dme_catalogue", "dme_catalogue", US,
     "{org} DME catalogue {year} (HCPCS / item / modifier / allowance / SKU)\n{dme_table}\nOrders: fax {org_fax}. Policy {sl_policy}."),
    ("b28c_dme_rental_rules", "dme_catalogue", US,
     "Capped rental: {hcpcs} converts to purchase after 13 months; oxygen paid {small_digit}6 months then supplies only. "
     "Prior auth over ${money_s}. Provider services {provider_line}."),
    ("b28c_provider_manual", "provider_manual", US,
     "Provider Manual section {small_digit}.{small}: Timely filing is {small_count}0 days from the date of service; corrected claims "
     "(frequency code 7) within {small_count}0 days of the remit. Payer ID {payer_id}. Paper claims: {org_claims_addr}."),
    ("b28c_provider_manual_appeals", "provider_manual", US,
     "Provider Manual {sl_version} - Appeals. Level 1 within {small} days of the denial; decisions in 30 days (expedited 72 h). "
     "Send to {org_appeals_email} or fax {org_fax}; include claim number and CARC {carc}."),
    ("b28c_pt_results", "proficiency_testing", US,
     "{lab_own} proficiency testing event {sl_event}\n{pt_table}\nOverall score {sl_pct}. Corrective action due {eff_iso}. "
     "Client services {lab_phone}."),
    ("b28c_pt_summary_csv", "csv_export", US,
     "event,analytes,acceptable,score,cap_survey\n{sl_event},{small_count},{small},{sl_pct},((C-B||CHM-A||HE-C))\n# {lab_own}, {lab_addr_own}"),
    ("b28c_fleet_log", "fleet_maintenance", US,
     "EMS fleet maintenance, {weekday} {dos}\n{fleet_table}\nOut of service: {sl_unit} until {eff_iso}. Dispatch {ems_phone}."),
    ("b28c_fleet_json", "json_export", US,
     "{\"unit\": \"{sl_unit}\", \"type\": \"((Type I||Type III||Wheelchair van))\", \"odometer_mi\": {hundreds}{four_digits}, "
     "\"next_pm\": \"{eff_iso}\", \"defects\": {small_digit}, \"base\": \"{hosp_addr}\"}"),
    ("b28c_wellness_rules", "wellness_programme", US,
     "{org} Well Rewards {year}\n{wellness_table}\nEarn {sl_points} points for a ${small_count}0 premium credit. {wellness_email}"),
    ("b28c_wellness_faq", "wellness_programme", US,
     "Q: Do I have to share results with my employer? A: No. Only de-identified totals (groups of {small_count}+) are reported. "
     "Q: Deadline? A: {eff_iso}. Help: {wellness_email}, {org_tollfree}."),
    ("b28c_open_enrolment_faq", "open_enrolment_faq", US,
     "Open enrolment {weekday} {dos} - {eff_iso}\nQ: Can I switch from {sl_plan} mid-year? A: Only after a qualifying event, within "
     "{small} days.\nQ: HSA limit? A: ${four_digits} self-only. Questions: {benefits_email}."),
    ("b28c_open_enrolment_compare", "open_enrolment_faq", US,
     "Plan year {year} per-paycheck premiums (employee only / + family)\n{sl_plan}: ${small}.{small_digit}0 / ${hundreds}.00\n"
     "Group {sl_group}; RxBIN {org_rxbin}, PCN {org_rxpcn}, RxGrp {org_rxgrp}. Benefits {benefits_email}"),
    ("b28c_mrf_json", "price_transparency", US,
     "{\"reporting_entity_name\": \"{hospital_own}\", \"version\": \"{sl_version}\", \"last_updated_on\": \"{eff_iso}\", "
     "\"standard_charge_information\": [{\"code\": \"{cpt}\", \"gross\": {money_b}, \"discounted_cash\": {money_s}, "
     "\"payer_name\": \"{org}\", \"plan\": \"{sl_plan}\"}]}"),
    ("b28c_mrf_csv", "price_transparency", US,
     "code,code_type,gross_charge,negotiated,plan\n{mrf_table}\n# {hospital_own} standard charges, EIN {org_ein}, {mrf_url}"),
    ("b28c_telehealth_licensure", "licensure_table", US,
     "Telehealth licensure by state ({quarter})\n| state | pathway | clinicians | renewal |\n{licensure_table}\nCredentialing: {provider_email}"),
    ("b28c_staffing_ratio", "staffing_report", US,
     "Nurse staffing ratio report, pay period {small}\n{staffing_table}\nCompliance {sl_pct}; staffing committee {weekday} {clock}."),
    ("b28c_staffing_json", "json_export", US,
     "{\"facility\": \"{hospital_own}\", \"period\": \"{quarter}\", \"rn_hppd\": {small_digit}.{small_digit}, \"units_below\": {small_digit}, "
     "\"overtime_pct\": {pct_int_plain}, \"report\": \"{sl_ref}\"}"),
    ("b28c_conference_agenda", "conference_agenda", US,
     "San Luis Valley Rural Health Summit, {weekday} {dos}\n{agenda_table}\nRegistration {edu_line}; CME {small_digit}.5 credits."),
    ("b28c_conference_logistics", "conference_agenda", US,
     "Summit logistics: keynote {clock} in {sl_room}, breakouts on level {small_digit}, poster boards {small}-{small_count}. Parking "
     "${small_digit}/day. Hotel block code SLV{year}. Info {edu_line}."),
    ("b28c_eob_lines", "eob", US,
     "{sl_plan} - claim lines processed {dos}\nCPT {cpt}: billed ${money_b}, allowed ${money_s}, CARC {carc}\nHCPCS {hcpcs}: billed "
     "${money_s}, allowed ${money_s}\nMember services {org_phone}; TTY 711."),
    ("b28c_remit_totals", "remittance", US,
     "835 summary {isa_date}: {hundreds} claims, paid ${money_b}, withheld ${money_s}, EFT {trn}. Payer {payer_id} / EIN {org_ein}. "
     "EDI help {edi_email}."),
    ("b28c_edi_999", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{four_digits}~\nIK5*A~\nAK9*A*{small}*{small}*{small}~\n"
     "SE*{small_digit}*{four_digits}~"),
    ("b28c_hl7_mfn_practitioner", "hl7_export", US,
     "MSH|^~\\&|MDM|SCVH|EHR|SCVH|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\nSTF|{pr_npi}|{pr_npi}^NPI|{pr_name}||||A\n"
     "PRA|{pr_npi}||{pr_specialty}"),
    ("b28c_fhir_org", "json_export", US,
     "{\"resourceType\": \"Organization\", \"name\": \"{org}\", \"identifier\": [{\"system\": \"payer\", \"value\": \"{payer_id}\"}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}, {\"system\": \"fax\", \"value\": \"{org_fax}\"}], "
     "\"address\": [{\"text\": \"{org_street_addr}\"}], \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{eff_iso}\"}}"),
    ("b28c_xml_directory", "xml_export", US,
     "<Directory updated=\"{eff_iso}\" plan=\"{sl_plan}\">\n  <Provider npi=\"{pr_npi}\" specialty=\"{pr_specialty}\">\n    <Name>{pr_name}</Name>\n"
     "    <Phone>{pr_phone}</Phone>\n    <Address>{pr_addr}</Address>\n    <Accepting>((yes||no))</Accepting>\n  </Provider>\n</Directory>"),
    ("b28c_lab_ranges", "lab_reference", US,
     "{lab_own} adult reference intervals ({sl_version})\nNa 135-145 mmol/L | K 3.5-5.1 mmol/L | Ca 8.6-10.{small_digit} mg/dL\n"
     "TSH 0.4-4.5 mIU/L | Ferritin 15-150 ng/mL | Lactate < 2.0 mmol/L\nCritical values called within {small} min. {lab_phone}"),
    ("b28c_handout_altitude", "patient_education", US,
     "Altitude and your health ({clinic}): at 7,500 ft oxygen is about {small}% lower. Drink {small_digit} extra cups of water; "
     "call {nurse_line} for headache with vomiting. Handout AH-{small} ({year})."),
    ("b28c_support_chat_noid", "support_chat", US,
     "[chat {clock}] visitor: does the Silver plan cover the {hcpcs} walker?\nagent ({staff}): yes, {pct_int} after deductible; "
     "in-network suppliers only.\nvisitor: ok thanks\nagent: ticket {sl_ticket} closed. Member services {org_phone}."),
    ("b28c_it_release_notes", "release_notes", US,
     "MesaLink {sl_version} release notes ({dos})\n- {sl_ticket}: price-transparency file now daily\n- {sl_ticket}: PT event import\n"
     "- build {build_no}, commit {sha}"),
    ("b28c_it_incident", "it_incident", US,
     "INC{seven_digits} resolved {dos} {clock}: EDI gateway queue backed up ({hundreds} files, {small} min delay). Root cause: cert "
     "rollover. Next review {weekday}. Contact {edi_email}."),
    ("b28c_board_minutes", "board_minutes", US,
     "Board of directors {dos}: approved ${moneyk}K for {small_digit} new ambulances, telehealth expansion to {sl_county} County; "
     "vote {small}-{small_digit}. Staffing report: compliance {sl_pct}. Next meeting {org_street_addr}."),
    ("b28c_public_health", "public_health", US,
     "{sl_county} County health bulletin week {week}: ((hantavirus||plague in prairie dogs||RSV||norovirus)) - {small_digit} cases, "
     "ages {small_digit}-{small}. Clinic hours at {clinic_addr}: {weekday}s {clock}."),
    ("b28c_vendor_invoice", "vendor_invoice", US,
     "INVOICE {sl_ref}  PO {fivedig}\nBill to {hospital_own}, {hosp_addr}\nStretcher batteries x{small_digit}  ${money_s}\n"
     "Cot mount inspection x{small}  ${money_s}\nTerms net 45; remit EIN {org_ein}."),
    ("b28c_pa_decision_letter", "prior_auth_letter", US,
     "{date_letter}\n\nDear Provider,\nYour request for {hcpcs} under policy {sl_policy} is approved for {small} units through "
     "{eff_iso} (reference {sl_ref}). Questions: {provider_line}. {org}, {org_street_addr}"),
    ("b28c_de_kompounding", "compounding_log", ("de_DE", "de_AT"),
     "Herstellungsprotokoll KW {week}: Charge {sl_lot}, Haltbarkeit {small} Tage, {small_digit} Prüfungen bestanden. Preis je "
     "Einheit {eur}. Rückfragen {compounding_email}"),
    ("b28c_fr_bareme_dme", "dme_catalogue", ("fr_FR",),
     "Barème matériel médical {year} : fauteuil roulant {eur}, lit médicalisé {eur}/mois, concentrateur O2 {eur}/sem. "
     "Code {hcpcs}. Réf. {sl_ref}. Service : {org_intl_line}"),
    ("b28c_es_pt_wellness", "wellness_programme", ("es_ES", "es_MX", "pt_BR", "pt_PT"),
     "Programa de bienestar / Programa de bem-estar {year}: {sl_points} puntos / pontos, caminata de {small} días, "
     "{small_digit} sesiones. Contacto {wellness_email}"),
    ("b28c_it_nl_staffing", "staffing_report", ("it_IT", "nl_NL"),
     "Rapporto organico / Bezettingsrapport {ddmmyyyy}: rapporto infermieri 1:{small_digit}, turni scoperti / open diensten {small}, "
     "straordinari {sl_pct}. Rif. {sl_ref}"),
    ("b28c_pl_cs_pt", "proficiency_testing", ("pl_PL", "cs_CZ"),
     "Kontrola zewnątrzlaboratoryjna / EHK {sl_event}: {small_count} analitów, wynik {sl_pct}, {small_digit} niezgodności. "
     "Opłata {czk}. Kontakt {lab_phone}"),
    ("b28c_nordic_fleet", "fleet_maintenance", NORDIC,
     "Ambulanspark / Ambulanceflåde {ddmmyyyy}: {sl_unit} på verkstad, {small} km sedan service, kostnad {kr}. "
     "Larmcentral {org_intl_line}"),
    ("b28c_da_nb_conference", "conference_agenda", ("da_DK", "no_NO"),
     "Konferanse / Konference {ddmmyyyy}: åpning kl. {clock}, {sl_room}; {small_digit} parallelle sesjoner, {small} deltakere. "
     "Påmelding {edu_line}"),
    ("b28c_fi_sv_opo", "opo_referral_card", ("fi_FI", "sv_SE"),
     "Elinluovutus / Organdonation: ilmoita / anmäl inom {small} min, dygnet runt {opo_line}. Versio {sl_version}, "
     "päivitetty {ddmmyyyy}."),
    ("b28c_enrollment_834_totals", "edi_report", US,
     "834 enrolment batch {batch} ({isa_date}): adds {small}, terms {small_digit}, changes {small_count}, errors {small_digit}; "
     "group {sl_group}. Trading partner {payer_id}; EDI {edi_email}."),
    ("b28c_appeal_rights", "appeal_notice", US,
     "YOUR APPEAL RIGHTS: You may ask for an internal appeal within 180 days. If we still deny, an external review is free. "
     "Write to {org_appeals_email} or {org_claims_addr}; call {org_tollfree} (TTY 711). Notice {sl_ref}, {year}."),
    ("b28c_call_script", "call_script", US,
     "Script OE-{small}: \"Open enrolment runs to {eff_iso}. {sl_plan} has a ${four_digits} deductible and ${small} PCP visits.\" "
     "Transfer benefits questions to {benefits_email}; average handle {small_count}0 s."),
    ("b28c_code_crosswalk", "code_table", US,
     "HCPCS | ICD-10 | rule\n{hcpcs} | {icd} | PA over {small} units\nE0601 | G47.33 | AHI >= 15 or 5 with symptoms\n"
     "E1390 | J96.11 | SpO2 <= 88% at rest\n-- rev {sl_version} ({quarter})"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind28", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
