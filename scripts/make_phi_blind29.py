"""A twenty-ninth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind29.py [--seed 31311] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind27.py,
seeds 4141 to 29291) are treated as known to the tuner. Its author read only some of those generators (for their
mechanics, imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned
on, never ran the check on these texts, and did not read the twenty-eighth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b29_" or "b29c_"). Identifier-free genres: organ-procurement referral line cards, compounding logs (lots,
beyond-use dates), DME catalogues with HCPCS codes and prices, provider-manual excerpts, proficiency-testing results,
ambulance fleet maintenance logs, wellness-programme rules, open-enrolment FAQs, price-transparency files (JSON, CSV),
telehealth licensure tables, nurse staffing ratio reports, conference agendas, plus notices in other locales (de, fr,
es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: court-ordered records requests, subpoena cover letters,
life-insurance beneficiary forms, filled-in prior-auth fax forms, immigration medical exams, sports physicals, ADA
dental claims, vision claims, pet-insurance mix-ups naming an owner, call transcripts with spelled digits, CSV, JSON,
XML, HL7 and X12.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim) and the plan's own printed identifiers
(payer ID, RxBIN, PCN, Rx group, its providers' NPIs, its EIN); the people it names are the organisations' own
clinicians and staff, never a patient or member, and the ages it gives are under 90.

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 31311
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Kenai Coast Health Alliance"
HOSPITAL_NAME = "Turnagain Arm Medical Center"
CLINIC_NAME = "Kachemak Bay Community Clinic"
PHARMACY_NAME = "Resurrection Bay Pharmacy"
LAB_NAME = "Chugach Reference Laboratory"
OPO_NAME = "Northern Lights Organ Recovery Network"
ORGANISATION_CONTACTS = [
    "(907) 555-0131",                                           # 0 plan member services
    "(907) 555-0132",                                           # 1 plan fax (utilisation management)
    "Claims Intake, PO Box 8412, Soldotna, AK 99669",           # 2 plan claims address
    "1190 Kalifornsky Beach Road, Suite 210, Soldotna, AK 99669",  # 3 plan office
    "appeals@kenaicoasthealth.org",                             # 4
    "members@kenaicoasthealth.org",                             # 5
    "(907) 555-0133",                                           # 6 clinic
    "(907) 555-0134",                                           # 7 clinic fax
    "460 Pioneer Avenue, Homer, AK 99603",                      # 8 clinic address
    "(907) 555-0135",                                           # 9 hospital switchboard
    "7021 Whistle Stop Loop, Girdwood, AK 99587",               # 10 hospital address
    "(907) 555-0136",                                           # 11 pharmacy
    "214 Fourth Avenue, Seward, AK 99664",                      # 12 pharmacy address
    "(907) 555-0138",                                           # 13 lab client services
    "1-833-555-0137",                                           # 14 toll-free member line
    "1-833-555-0138",                                           # 15 toll-free nurse line
    "+1 907 555 0131",                                          # 16 member line from abroad
    "1-833-555-0139",                                           # 17 organ-donor referral line (24 h)
    "https://www.kenaicoasthealth.org",                         # 18
    "edi@kenaicoasthealth.org",                                 # 19
    "wellness@kenaicoasthealth.org",                            # 20
    "benefits@kenaicoasthealth.org",                            # 21
    "(907) 555-0141",                                           # 22 fleet and transport office
    "(907) 555-0142",                                           # 23 provider services
    "providers@kenaicoasthealth.org",                           # 24
    "https://www.kenaicoasthealth.org/price-transparency",      # 25
    "conference@kenaicoasthealth.org",                          # 26
]
ORG_PAYER_ID = "KCHA4"
ORG_RXBIN = "027716"
ORG_RXPCN = "KCHRX"
ORG_RXGRP = "KCA3390"
ORG_EIN = "92-6173048"
ORG_NPIS = (blind5._npi_of("173920465"), blind5._npi_of("138472609"), blind5._npi_of("150938274"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Anouk Kvasnikoff-Reyes, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Tobiah Sallaffie-Grant, MD", "Sports Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Marisol Oquilluk-Hearn, OD", "Optometry", ORG_NPIS[2], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
)


def _row(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind25._distinct_rows(d, options, count, key_length=12))  # noqa: SLF001


def _compound_row(d: Draw) -> str:
    prep = d.pick(["Magic mouthwash 240 mL", "Omeprazole 2 mg/mL susp", "Hydrocortisone 1% in Aquaphor", "Vancomycin 25 mg/mL oral",
                   "Progesterone 100 mg caps", "Baclofen 5 mg/mL susp", "Lidocaine 4% cream 30 g", "Spironolactone 5 mg/mL"])
    return (f"{prep:<32} lot C{d.rng.randint(24, 26)}{d.rng.randint(100, 999)}-{d.letters(1)}  BUD +{d.pick(['14', '30', '35', '90', '180'])} d"
            f"  tech {d.pick(['JK', 'RM', 'AS', 'TL', 'PW'])}/RPh {d.pick(['DN', 'LH', 'EO'])}")


def _dme_row(d: Draw) -> str:
    item = d.pick([("E0601", "CPAP device"), ("E0143", "Walker, folding, wheeled"), ("K0001", "Standard wheelchair"),
                   ("E0260", "Hospital bed, semi-electric"), ("A4253", "Glucose test strips /50"), ("E1390", "Oxygen concentrator"),
                   ("L3908", "Wrist-hand orthosis"), ("E0114", "Crutches, underarm, pair"), ("A7030", "CPAP full face mask")])
    return f"{item[0]}  {item[1]:<30} {d.pick(['NU', 'RR', 'NU', 'RR KH'])}  ${d.rng.randint(8, 2400)}.{d.digits(2)}"


def _pt_row(d: Draw) -> str:
    analyte = d.pick(["Glucose", "Potassium", "Sodium", "Creatinine", "ALT", "TSH", "Hemoglobin", "INR", "Troponin I", "Lipase"])
    target = d.rng.randint(3, 240)
    return f"{analyte:<11} sample {d.pick(['A', 'B', 'C', 'D', 'E'])}{d.rng.randint(1, 5)}  target {target}  result {target + d.rng.randint(-4, 4)}  SDI {d.pick(['-1.2', '0.4', '0.9', '-0.3', '1.7', '0.0'])}  {d.pick(['acceptable', 'acceptable', 'acceptable', 'unacceptable'])}"


def _fleet_row(d: Draw) -> str:
    return (f"Medic {d.rng.randint(11, 68)}  {d.pick(['2019 Ford E-450', '2021 Ram 4500', '2018 Chevy G4500', '2022 Ford F-550 4x4'])}"
            f"  odo {d.rng.randint(40, 290)},{d.digits(3)} mi  {d.pick(['oil/filter', 'brakes front', 'gurney mount', 'O2 regulator', 'tires x4', 'alternator'])}"
            f"  WO {d.rng.randint(3000, 9999)}  {d.rng.randint(1, 9)}.{d.digits(1)} h")


def _licensure_row(d: Draw) -> str:
    state = d.pick(["AK", "WA", "OR", "ID", "MT", "HI", "NV", "UT", "AZ", "CO"])
    return f"{state} | {d.rng.randint(0, 14)} MD | {d.rng.randint(0, 9)} NP | IMLC {d.pick(['yes', 'no'])} | renewals due {d.rng.randint(1, 12):02d}/{d.rng.randint(2025, 2027)}"


def _staffing_row(d: Draw) -> str:
    unit = d.pick(["ICU", "Step-down", "Med-Surg 2", "Med-Surg 3", "L&D", "NICU", "ED", "Behavioral", "PACU", "Peds"])
    patients = d.rng.randint(4, 30)
    return f"{unit},{d.pick(['D', 'N', 'E'])},{patients},{d.rng.randint(2, 9)},1:{d.rng.randint(1, 6)},{d.pick(['1:2', '1:4', '1:5', '1:3', '1:6'])},{d.pick(['Y', 'Y', 'N'])}"


def _price_row(d: Draw) -> str:
    code = d.pick(["70450", "71046", "72148", "74177", "80053", "85025", "93000", "29881", "45378", "66984", "59400"])
    gross = d.rng.randint(180, 28000)
    return f"{code},CPT,{gross}.00,{int(gross * 0.55)}.00,{d.pick(['Aetna PPO', 'KCHA HMO', 'Moda EPO', 'Premera PPO', 'Medicaid'])},{int(gross * d.rng.uniform(0.3, 0.8))}.00"


def _agenda_row(d: Draw) -> str:
    return (f"{d.rng.randint(7, 16)}:{d.pick(['00', '15', '30', '45'])}  {d.pick(['Aleutian', 'Denali', 'Katmai', 'Sitka', 'Tanana', 'Kodiak'])} Rm "
            f"{d.rng.randint(101, 340)}  {d.pick(['Rural EMS handoffs', 'Frostbite and hypothermia', 'Telepsychiatry at scale', 'Village clinic supply chain', 'Sepsis in transport', 'Fisheries injuries', 'Cold-chain vaccines'])}")


def _opo_row(d: Draw) -> str:
    return f"- {d.pick(['Ventilated, GCS <= 5', 'Plan to discuss DNR/withdrawal', 'Brain death testing ordered', 'Cardiac death within 60 min', 'Any asystole in ED'])}: call within {d.pick(['1', '1', '2'])} h"


def _wellness_row(d: Draw) -> str:
    return f"{d.pick(['Biometric screening', 'Flu shot', 'Tobacco-free attestation', 'Step challenge (8 wk)', 'Dental cleaning', 'Coaching call x3', 'Mindfulness course'])}: {d.rng.randint(25, 400)} pts"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "lab_own": LAB_NAME, "opo": OPO_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "lab_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "opo_line": ORGANISATION_CONTACTS[17], "org_web": ORGANISATION_CONTACTS[18], "edi_email": ORGANISATION_CONTACTS[19],
    "wellness_email": ORGANISATION_CONTACTS[20], "benefits_email": ORGANISATION_CONTACTS[21], "fleet_phone": ORGANISATION_CONTACTS[22],
    "provider_line": ORGANISATION_CONTACTS[23], "provider_email": ORGANISATION_CONTACTS[24], "mrf_url": ORGANISATION_CONTACTS[25],
    "conf_email": ORGANISATION_CONTACTS[26],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "physician": lambda d: d.pick([p[0] for p in OWN_PROVIDERS]),
    "compound_table": _row(_compound_row, 4),
    "dme_table": _row(_dme_row, 5),
    "pt_table": _row(_pt_row, 5),
    "fleet_table": _row(_fleet_row, 4),
    "licensure_table": _row(_licensure_row, 5),
    "staffing_table": _row(_staffing_row, 5),
    "price_table": _row(_price_row, 4),
    "agenda_table": _row(_agenda_row, 4),
    "opo_table": _row(_opo_row, 3),
    "wellness_table": _row(_wellness_row, 4),
    "kc_plan": lambda d: d.pick(["Kenai Bronze 7000", "Kenai Silver 3500", "Kenai Gold 750", "Kenai HSA 3300",
                                 "Coast Medicare Advantage PPO", "Kenai Dental Choice", "Kenai Vision Plus"]),
    "kc_group": lambda d: d.pick(["KCA-G-30518", "KCA-G-41177", "KCA-G-52904", "KCA-G-66031"]),
    "kc_ticket": lambda d: f"KCA-{d.rng.randint(10000, 99999)}",
    "kc_version": lambda d: f"{d.rng.randint(1, 9)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 12)}",
    "kc_policy": lambda d: f"KC-PM-{d.rng.randint(100, 980)}",
    "kc_ref": lambda d: f"KR-{d.letters(3)}{d.digits(4)}",
    "kc_borough": lambda d: d.pick(["Kenai Peninsula", "Matanuska-Susitna", "Anchorage", "Kodiak Island", "Valdez-Cordova", "Juneau"]),
    "kc_ratio": lambda d: f"1:{d.rng.randint(2, 6)}",
    "kc_pts": lambda d: str(d.rng.randint(200, 1500)),
    "kc_lot": lambda d: f"{d.letters(2)}{d.digits(5)}",
    "kc_unit": lambda d: f"Medic {d.rng.randint(11, 68)}",
    "kc_room": lambda d: f"{d.pick(['Denali', 'Katmai', 'Tanana', 'Aleutian'])} Rm {d.rng.randint(101, 340)}",
    "kc_round": lambda d: f"{d.pick(['CHM', 'HEM', 'COAG', 'MIC', 'UA'])}-{d.rng.randint(2025, 2026)}-{d.pick(['A', 'B', 'C'])}",
    "pct2": lambda d: f"{d.rng.randint(60, 99)}.{d.digits(1)}%",
    "pct_plain": lambda d: str(d.rng.randint(55, 99)),
    "km": lambda d: str(d.rng.randint(5, 400)),
}

SLOTS = blind25.SLOTS
US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")
EURO = ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "pt_PT", "cs_CZ")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b29_court_order_records", "court_order", US,
     "IN THE SUPERIOR COURT, THIRD JUDICIAL DISTRICT\nORDER FOR PRODUCTION OF MEDICAL RECORDS  Case 3KN-{year}-{fivedig} CI\n"
     "The custodian of records of {hospital_own} shall produce all records of patient {first} {last},\ndate of birth "
     "[[date_of_birth:dob_v25]], Social Security No. [[ssn:ssn_plain]],\nmedical record no. [[record_number:mrn_v25]], within {small} days."),
    ("b29_subpoena_cover", "subpoena_cover", US,
     "SUBPOENA DUCES TECUM - COVER LETTER\nRe: records of {first} {last}\n  residing at [[address:addr_us_line]]\n  SSN (last "
     "known) [[ssn:ssn_typed]]   DOB [[date_of_birth:dob_v25]]\nPlease deliver certified copies to counsel by {dos}. Questions: "
     "[[phone:phone_v25]] / [[email:email_v25]]"),
    ("b29_subpoena_split_table", "subpoena_cover", US,
     "| Field            | Value |\n|------------------|-------|\n| Deponent         | {first} {last} |\n| Date of birth    | "
     "[[date_of_birth:dob_v25]] |\n| Chart            | [[record_number:mrn_new]] |\n| Date of death    | [[date_of_death:dod_v25]] |\n"
     "| Records window   | {eff_iso} to {dos} |"),
    ("b29_life_beneficiary", "beneficiary_form", US,
     "LIFE INSURANCE - BENEFICIARY DESIGNATION\nPrimary beneficiary: {first} {last} (spouse) 100%\n  SSN/TIN: [[ssn:ssn_plain]]\n"
     "  Address: [[address:addr_us_block]]\n  Phone: [[phone:phone_v25]]\nPayout to checking [[bank_account:acct_us_ach]]"),
    ("b29_life_beneficiary_loc", "beneficiary_form", ("de_DE", "fr_FR", "it_IT", "nl_NL", "es_ES"),
     "Bezugsberechtigung / Bénéficiaire / Beneficiario\nName: {first} {last}\nGeb. / née / nato: [[date_of_birth:dob_loc]]\n"
     "Ausweis-Nr. / n° d'identité: [[national_id:natid_loc]]\nIBAN [[bank_account:iban_loc]]\nAnschrift / adresse: [[address:addr_loc_line]]"),
    ("b29_pa_fax_filled", "prior_auth_fax", US,
     "PRIOR AUTHORIZATION REQUEST - fax to {org_fax}\nMember name: {first} {last}      Member ID: [[member_id:member_v25]]\n"
     "DOB: [[date_of_birth:dob_v25]]     Pt phone: [[phone:phone_v25]]\nDrug: {drug}  qty {small}  Dx {icd}\nPrescriber NPI {own_npi}"),
    ("b29_pa_fax_ocr", "prior_auth_fax", US,
     "PR I OR  AUTH   page {small_digit}\nM ember  I D :  [[member_id:member_v25]]\nD O B   [[date_of_birth:dob_v25]]\n"
     "H ome  a ddr :  [[address:addr_ocr]]\nURGENT? ((Y||N))  Dx {icd}"),
    ("b29_immigration_exam", "immigration_exam", EN,
     "MEDICAL EXAMINATION OF APPLICANTS FOR ADJUSTMENT OF STATUS (civil surgeon worksheet)\nApplicant: {last_upper}, {first_upper}\n"
     "Date of birth: [[date_of_birth:dob_v25]]\nPassport no.: [[national_id:us_passport]]\nA-file contact e-mail: [[email:email_v25]]\n"
     "US address: [[address:addr_us_line]]\nTB IGRA {dos}: negative"),
    ("b29_immigration_exam_loc", "immigration_exam", ("pl_PL", "cs_CZ", "pt_BR", "es_MX", "it_IT"),
     "Panel physician exam / badanie lekarskie {ddmmyyyy}\nData urodzenia / datum narození: [[date_of_birth:dob_loc]]\n"
     "Dokument / doklad: [[national_id:natid_loc]]\nTel.: [[phone:phone_loc]]\nE-mail: [[email:email_loc]]"),
    ("b29_sports_physical", "sports_physical", US,
     "PREPARTICIPATION PHYSICAL EVALUATION - {school}\nSport: ((wrestling||cross-country||basketball||hockey))   Grade {small_digit}\n"
     "Athlete DOB [[date_of_birth:dob_student]]\nParent cell [[phone:phone_v25]]\nParent e-mail [[email:email_v25]]\nCleared: ((yes||with follow-up))"),
    ("b29_sports_physical_sheet", "spreadsheet_paste", US,
     "athlete\tdob\tparent_phone\tinsurance\n{first} {last}\t[[date_of_birth:dob_student]]\t[[phone:phone_chat]]\t[[member_id:member_v25]]\n"
     "{first} {last}\t[[date_of_birth:dob_student]]\t[[phone:phone_v25]]\tself-pay"),
    ("b29_ada_dental_claim", "dental_claim", US,
     "ADA Dental Claim Form\n3. Company/plan: {org}, {org_claims_addr}\n8. Policyholder SSN or ID  [[member_id:dental_member]]\n"
     "13. Date of birth  [[date_of_birth:dob_v25]]\n12. Policyholder address  [[address:addr_us_line]]\n24. Procedure {cdt} tooth {tooth}  fee ${small_count}.00"),
    ("b29_ada_dental_x12", "x12_export", US,
     "ST*837*{four_digits}*005010X224A2~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v25]]~\nN3*[[address:street_upper]]~\n"
     "DMG*D8*[[date_of_birth:dob_x12]]*F~\nREF*SY*[[ssn:ssn_x12]]~\nSV3*AD:{cdt}*{small_count}~"),
    ("b29_vision_claim", "vision_claim", US,
     "VISION CLAIM (out-of-network reimbursement)\nMember ID [[member_id:vision_member]]   DOB [[date_of_birth:dob_v25]]\n"
     "Mail reimbursement to: [[address:addr_us_block]]\nFrames ${small_count}  Lenses ${small_count}  Exam 92014\nPaid by card ending? full no. [[card:card_spaced]]"),
    ("b29_vision_claim_json", "json_export", US,
     "{\"claimType\": \"vision\", \"member\": {\"id\": \"[[member_id:member_v25]]\", \"birthDate\": \"[[date_of_birth:dob_v25]]\", "
     "\"email\": \"[[email:email_v25]]\"}, \"lines\": [{\"cpt\": \"92014\", \"charge\": {money_s}}], \"refundIban\": \"[[bank_account:iban_loc]]\"}"),
    ("b29_pet_insurance_mixup", "email_thread", EN,
     "Subject: RE: claim for Biscuit (dog) - wrong file?\n\n> Hi, the vet sent my OWN medical chart by mistake, it has my\n> SSN "
     "[[ssn:ssn_typed]] and my date of birth [[date_of_birth:dob_v25]] on it.\n> Owner address [[address:addr_us_line]]\n\nSorry - "
     "forwarding to privacy. {staff}"),
    ("b29_pet_insurance_chat", "support_chat", EN,
     "[chat] owner: my cats claim got filed under my human plan?? my member # is [[member_id:member_v25]]\nagent: can you confirm a card "
     "on file?\nowner: [[card:card_chat]]\nowner: also my email [[email:email_v25]] sorry typo earlier"),
    ("b29_spelled_digits_call", "call_transcript", US,
     "AGENT: For verification, your social?\nCALLER: [[ssn:ssn_voice]]\nAGENT: And the card you want on file?\nCALLER: "
     "[[card:card_chat]]\nAGENT: Best callback?\nCALLER: [[phone:phone_spoken]]"),
    ("b29_spelled_email_call", "call_transcript", EN,
     "[{clock}] rep: spell the email for the statement please\n[{clock}] caller: [[email:email_voice]]\n[{clock}] caller: and I moved, "
     "new address is [[address:addr_us_line]]\n[{clock}] rep: thanks, and you were born? caller: [[date_of_birth:dob_spelled]]"),
    ("b29_hl7_court_release", "hl7_export", US,
     "MSH|^~\\&|ROI|TAMC|LEGAL|TAMC|{hl7_ts}||MDM^T02|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v25]]^^^TAMC^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_v25]]|M|||[[address:addr_hl7_xad]]\nTXA|1|ROI|TX|{hl7_ts}||||||||{fivedig}"),
    ("b29_xml_beneficiary", "xml_export", US,
     "<Beneficiary share=\"50\">\n  <Name>{first} {last}</Name>\n  <TaxId>[[ssn:ssn_plain]]</TaxId>\n  <BirthDate>[[date_of_birth:dob_v25]]"
     "</BirthDate>\n  <Phone>[[phone:phone_v25]]</Phone>\n  <Decedent dod=\"[[date_of_death:dod_v25]]\"/>\n</Beneficiary>"),
    ("b29_death_claim_letter_loc", "claim_letter", ("sv_SE", "da_DK", "no_NO", "fi_FI"),
     "Dödsfallsanmälan / Dødsfaldsanmeldelse {ddmmyyyy}\nForsikrede død / avled: [[date_of_death:dod_loc]], [[age_over_89:age_loc]]\n"
     "Personnummer: [[national_id:natid_loc]]\nUtbetaling till konto [[bank_account:iban_loc]]"),
    ("b29_old_age_vision", "vision_claim", US,
     "Optometry note {dos}: pt is [[age_over_89:age_v25]], cataract OU, legally blind OS. Daughter drives; her cell [[phone:phone_v25]]. "
     "Glasses to [[address:addr_us_line]]."),
    ("b29_old_age_court", "court_order", US,
     "Guardian ad litem report: the respondent, [[age_over_89:age_v25]], lives at [[address:addr_us_line]]; records under chart "
     "[[record_number:mrn_v25]]; her car (plate [[vehicle_id:plate_v5]]) is to be sold. Hearing {dos} {clock}."),
    ("b29_portal_ip_subpoena", "subpoena_cover", US,
     "Exhibit C - portal access log produced under subpoena\n{iso_ts}  login ok  [[ip_address:ip_public]]\n{iso_ts}  download chart  "
     "[[ip_address:ipv6_new]]\nAccount e-mail: [[email:email_v25]]"),
    ("b29_ip_pa_portal", "app_log", EN,
     "pa-portal {iso_ts} submit request member=[[member_id:member_v25]] from [[ip_address:ip_public]] attach=[[url:url_v25]] status=pended"),
    ("b29_url_life_claim", "email_thread", EN,
     "From: claims desk\nTo: {first}\n\nPlease upload the death certificate ([[date_of_death:dod_v25]]) at your personal link "
     "[[url:url_v25]]\n\n> my facebook has the obituary too: [[url:url_social_v5]]\n> (sent from [[ip_address:ip_public]])"),
    ("b29_url_sports_blog", "support_ticket", EN,
     "Ticket {kc_ticket}: parent asks us to take down the team page [[url:url_personal]] showing their child's physical form; "
     "call [[phone:phone_chat]]"),
    ("b29_vehicle_ambulance_sheet", "ambulance_run_sheet", US,
     "RUN SHEET {fivedig}  {kc_unit}\nScene: MVC, pt vehicle plate [[vehicle_id:plate_state]], VIN [[vehicle_id:vin]]\n"
     "Pt [[age_over_89:age_v25]], restrained\nHome [[address:addr_us_line]]"),
    ("b29_vehicle_workers_comp", "workers_comp", US,
     "WORKERS' COMP FIRST REPORT\nEmployee SSN [[ssn:wc_claimant_ssn]]\nCompany truck plate [[vehicle_id:plate_state]] / personal "
     "vehicle [[vehicle_id:plate_loc]]\nDL [[national_id:us_dl]]\nEmployee card for mileage: [[card:card_spaced]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b29c_opo_referral_card", "opo_card", US,
     "{opo} - hospital referral card (rev {kc_version})\nCall {opo_line} for every:\n{opo_table}\nDo not discuss donation with families "
     "before the OPO coordinator arrives. {hospital_own} unit ext. {four_digits}."),
    ("b29c_opo_monthly", "opo_card", US,
     "{opo} monthly report {quarter}: {small} referrals from {hospital_own}, timely {pct2}, {small_digit} authorised donors, "
     "{small_count} tissue cases. Referral line {opo_line}."),
    ("b29c_compounding_log", "compounding_log", US,
     "{pharmacy_own} non-sterile compounding log, {dos}\n{compound_table}\nBalance cal. check {clock}; hood cert. due {eff_iso}."),
    ("b29c_compounding_sop", "compounding_log", US,
     "SOP CMP-{small}: oral suspensions get BUD {small} days refrigerated unless a stability study (ref {kc_ref}) allows more. "
     "Label with lot and BUD. Questions {rx_phone}, {rx_addr}."),
    ("b29c_dme_catalogue", "dme_catalogue", US,
     "{org} DME fee schedule {year} (NU = purchase, RR = rental/mo)\n{dme_table}\nPA policy {kc_policy}. Supplier line {provider_line}."),
    ("b29c_dme_csv", "csv_export", US,
     "hcpcs,modifier,fee,effective\nE0601,RR,{money_s},{eff_iso}\nE1390,RR,{money_s},{eff_iso}\n{hcpcs},NU,{money_b},{eff_iso}\n# payer {payer_id} batch {batch}"),
    ("b29c_provider_manual", "provider_manual", US,
     "Provider Manual section {small_digit}.{small}: Timely filing is {small_count} days from the date of service; corrected claims "
     "(freq. code 7) within {small} days of the remit. Send paper claims to {org_claims_addr}. Payer ID {payer_id}."),
    ("b29c_provider_manual_appeals", "provider_manual", US,
     "Provider Manual {kc_version}, Appeals: level 1 within {small} days, level 2 within {small_count} days; expedited decisions in "
     "72 h. Fax {org_fax}; e-mail {org_appeals_email}. Policy {kc_policy}."),
    ("b29c_pt_results", "proficiency_testing", US,
     "{lab_own} proficiency testing, event {kc_round}\n{pt_table}\nOverall score {pct_int}. CLIA lab director: {physician}. {lab_phone}"),
    ("b29c_pt_corrective", "proficiency_testing", US,
     "Corrective action {kc_ref}: {small_digit} unacceptable result(s) in {kc_round}; root cause reagent lot {kc_lot}; recalibrated "
     "{dos}, QC within 2 SD x{small} runs. Signed {staff}."),
    ("b29c_fleet_log", "fleet_log", US,
     "Fleet maintenance, week {week}\n{fleet_table}\nOut of service: {small_digit} units. Fleet office {fleet_phone}."),
    ("b29c_fleet_fuel", "fleet_log", US,
     "Fuel and miles {quarter}: {kc_pts}{small_digit} mi, {small_count}{small_digit} gal diesel, ${moneyk} spend, avg {small_digit}.{small_digit} mpg; "
     "PM compliance {pct2}. {hospital_own} transport, {fleet_phone}."),
    ("b29c_wellness_rules", "wellness_rules", US,
     "{org} Wellness Rewards {year}\n{wellness_table}\nEarn {kc_pts} points for a ${small_count} HSA credit. Details: {wellness_email}."),
    ("b29c_wellness_faq", "wellness_rules", US,
     "Q: Does the step challenge count if I log manually?\nA: Yes, up to {small} days per challenge; syncing devices earns "
     "{small_digit}x points. Program rev {kc_version}. Write to {wellness_email} or call {org_tollfree}."),
    ("b29c_oe_faq", "open_enrolment_faq", US,
     "Open enrolment {year_next} FAQ\nQ: When is the window?\nA: {dos} to {dos2}. Changes take effect {year_next}-01-01.\n"
     "Q: What changed?\nA: {kc_plan} deductible now ${moneyk}; PCP copay ${small}. Questions: {benefits_email}."),
    ("b29c_oe_comparison", "open_enrolment_faq", US,
     "Plan comparison {year_next}\n| Plan | Deductible | OOP max | Premium/mo |\n| Kenai Silver 3500 | ${moneyk} | ${money_b} | ${small_count} |\n"
     "| Kenai Gold 750 | ${small_count}0 | ${money_b} | ${hundreds} |\nGroup {kc_group}. {org_tollfree}"),
    ("b29c_mrf_json", "price_transparency", US,
     "{\"reporting_entity_name\": \"{hospital_own}\", \"last_updated_on\": \"{eff_iso}\", \"version\": \"2.0.0\", \"standard_charge_information\": "
     "[{\"description\": \"CT head w/o contrast\", \"code\": \"70450\", \"gross_charge\": {money_b}, \"discounted_cash\": {money_s}}], \"url\": \"{mrf_url}\"}"),
    ("b29c_mrf_csv", "price_transparency", US,
     "code,type,gross,cash,payer,negotiated\n{price_table}\n# {hospital_own}, EIN {org_ein}, file {mrf_url}"),
    ("b29c_licensure_table", "licensure_table", US,
     "Telehealth licensure by state ({quarter})\n{licensure_table}\nCredentialing: {provider_email}."),
    ("b29c_licensure_memo", "licensure_table", US,
     "Memo: {small} clinicians hold AK + WA licences; IMLC letters of qualification cost ${hundreds}; renewals average {small} days. "
     "Telehealth visits across state lines: {hundreds} last month. Provider services {provider_line}."),
    ("b29c_staffing_ratio", "staffing_report", US,
     "unit,shift,patients,rns,actual,target,met\n{staffing_table}\n# {hospital_own} staffing {dos}"),
    ("b29c_staffing_summary", "staffing_report", US,
     "Nurse staffing committee {dos}: {pct2} of shifts met ratio targets, {small} shifts below (ICU {kc_ratio}); travel RN fill "
     "{pct_int}; overtime {small_digit}.{small_digit}% of hours. Next meeting {kc_room}, {clock}."),
    ("b29c_conference_agenda", "conference_agenda", US,
     "Alaska Rural Health Summit {year} - Day {small_digit}\n{agenda_table}\nRegistration {conf_email}; CME {small_digit}.5 h."),
    ("b29c_conference_logistics", "conference_agenda", US,
     "Speaker logistics: load slides by {clock} in {kc_room}; AV check {small} min before. Shuttle from {hosp_addr} hourly. "
     "Fees ${hundreds} early / ${hundreds} late. {conf_email}"),
    ("b29c_eob_lines", "eob", US,
     "Explanation of benefits - not a bill\n{dos}  {cpt}  billed ${money_b}  allowed ${money_s}  copay ${small}\n{dos2}  {cpt}  billed ${money_s}  "
     "denied CARC {carc}\nPlan {kc_plan}, group {kc_group}. {org_phone}"),
    ("b29c_remit_835", "x12_export", US,
     "ST*835*{four_digits}~\nBPR*I*{hundreds}{small_digit}.{small_digit}0*C*ACH*CCP*01*{fivedig}*DA*{seven_digits}*{isa_date}~\nTRN*1*{trn}*1926173048~\n"
     "N1*PR*{org_upper}*XV*{payer_id}~\nSE*{small}*{four_digits}~"),
    ("b29c_999_ack", "x12_export", US,
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X222A1~\nAK2*837*{seven_digits}~\nIK5*A~\nAK9*A*{small}*{small}*{small}~\nSE*{small_digit}*{four_digits}~"),
    ("b29c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|CRED|TAMC|EHR|TAMC|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA||UPD|||AL\nSTF||{pr_npi}^NPI|{pr_name}||||A\n"
     "PRA||{pr_specialty}|||||{year}"),
    ("b29c_fhir_org", "json_export", US,
     "{\"resourceType\": \"Organization\", \"name\": \"{pharmacy_own}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{rx_phone}\"}], "
     "\"address\": [{\"text\": \"{rx_addr}\"}], \"meta\": {\"versionId\": \"{small}\", \"lastUpdated\": \"{eff_iso}\"}}"),
    ("b29c_xml_directory", "xml_export", US,
     "<ProviderDirectory plan=\"{kc_plan}\" asOf=\"{eff_iso}\">\n  <Provider npi=\"{pr_npi}\" specialty=\"{pr_specialty}\" "
     "accepting=\"((Y||N))\">\n    <Name>{pr_name}</Name>\n    <Phone>{pr_phone}</Phone>\n    <Address>{pr_addr}</Address>\n  </Provider>\n</ProviderDirectory>"),
    ("b29c_rx_card_print", "pharmacy_card", US,
     "{org_upper} PHARMACY BENEFITS\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\nPlan {kc_plan}   Group {kc_group}\n"
     "Pharmacist help desk {rx_phone}   Members {org_tollfree}\n(card template rev {kc_version}, stock {small}k)"),
    ("b29c_lab_ranges", "lab_reference", US,
     "{lab_own} adult reference intervals ({kc_version})\nTSH 0.45-4.5 mIU/L  Free T4 0.8-1.8 ng/dL\nFerritin {small}-{hundreds} ng/mL  "
     "Vit D 30-100 ng/mL\nCritical K > 6.{small_digit} mmol/L: call {lab_phone} within {small} min"),
    ("b29c_prior_auth_approval_noid", "prior_auth_policy", US,
     "PA criteria {kc_policy} ({eff_iso}): {drug} approved for {small} months when A1c > {small_digit}.0% after metformin trial; "
     "renewal needs {pct_int} adherence. Fax {org_fax}, decisions in {small_digit} business days."),
    ("b29c_it_release", "release_notes", US,
     "Kenai Connect {kc_version} ({dos})\n- {kc_ticket}: MRF export validates against CMS schema 2.0\n- {kc_ticket}: fleet WO sync "
     "every {small} min\n- build {build_no}, sha {sha}"),
    ("b29c_status_page", "status_page", US,
     "Telehealth platform status {iso_ts}\nVideo visits: ((operational||degraded||partial outage))\nAvg join time {small_digit}.{small_digit} s, "
     "error rate {pct_tenth}\nIncident {kc_ticket} resolved after {small} min. Updates: {org_web}"),
    ("b29c_support_chat_noid", "support_chat", US,
     "[chat] visitor: do you cover compounded meds?\nagent ({staff}): Yes if on formulary or approved via {kc_policy}; "
     "BUD limits apply. Pharmacy help {rx_phone}.\nvisitor: ok thx\nagent: Ticket {kc_ticket} closed."),
    ("b29c_call_script_oe", "call_script", US,
     "Script OE-{small}: \"Open enrolment runs {dos} to {dos2}. I can compare {kc_plan} with one other plan; I cannot enrol you "
     "by phone without the secure form.\" Avg handle {small} s; transfer {benefits_email}."),
    ("b29c_board_minutes", "board_minutes", US,
     "Board of Directors {dos}: approved {small} new ambulances (${moneyk}K), {pct_int} quorum; CFO reported days cash {hundreds}; "
     "motion {small}-{small_digit}. Meeting at {org_street_addr}."),
    ("b29c_public_health", "public_health", US,
     "{kc_borough} Borough bulletin, week {week}: ((RSV||pertussis||influenza A||norovirus)) cases {small}, {small_digit} admitted, "
     "ages {small_digit} to {small}. Clinics at {clinic_addr}, {weekday}s {clock}."),
    ("b29c_de_kompounding", "compounding_log", ("de_DE", "de_AT", "de_CH"),
     "Rezepturprotokoll {ddmmyyyy}: {small} Herstellungen, Chargen {kc_lot} ff., Aufbrauchfrist {small} Tage. Preis je Rezeptur {eur}. "
     "Rückfragen {org_intl_line}"),
    ("b29c_fr_agenda", "conference_agenda", ("fr_FR",),
     "Programme du congrès, {weekday} {ddmmyyyy}\n{clock} salle {small} - médecine rurale\n{clock_a} salle {small} - télésanté\n"
     "Inscription {eur}. Contact {conf_email}"),
    ("b29c_es_it_dme", "dme_catalogue", ("es_ES", "it_IT", "es_MX"),
     "Catálogo / Catalogo ausili {year}: silla de ruedas / sedia a rotelle K0001 {eur}; andador E0143 {eur}; alquiler mensual "
     "{small} %. Ref {kc_ref}."),
    ("b29c_nl_pt_wellness", "wellness_rules", ("nl_NL", "nl_BE", "pt_BR", "pt_PT"),
     "Vitaliteitsprogramma / Programa de bem-estar {year}: {kc_pts} punten/pontos, {small} stappen-dagen, beloning {eur}. "
     "Vragen / Dúvidas {wellness_email}"),
    ("b29c_pl_cs_pt", "proficiency_testing", ("pl_PL", "cs_CZ"),
     "Wyniki kontroli zewnętrznej / Výsledky EHK {kc_round}: {small} analitów, {pct_int} akceptowalnych, SDI max {small_digit},{small_digit}. "
     "Koszt {czk}. Laboratorium {lab_phone}"),
    ("b29c_nordic_staffing", "staffing_report", NORDIC,
     "Bemanning / Henkilöstö {ddmmyyyy} {clock}\nAvdelning / Osasto {small}: {small_count} platser, {small_digit} sjuksköterskor, ratio {kc_ratio}\n"
     "Kostnad {kr}. Koordinator {org_intl_line}"),
    ("b29c_da_nb_oe", "open_enrolment_faq", ("da_DK", "no_NO"),
     "Spørgsmål og svar / Spørsmål og svar {year_next}: tilmelding {dos} - {dos2}, egenbetaling {kr}, tandpleje {pct_int}. "
     "Kontakt {benefits_email}"),
    ("b29c_fi_sv_fleet", "fleet_log", ("fi_FI", "sv_SE"),
     "Ambulanssien huolto / Ambulansunderhåll vk {week}: {small_digit} autoa huollossa, {km} km keskimäärin, kustannus {eur}. "
     "Fleet {fleet_phone}"),
    ("b29c_it_fr_licensure", "licensure_table", ("it_IT", "fr_FR"),
     "Abilitazioni telemedicina / Autorisations de télésanté {quarter}: {small} medici, {small_digit} regioni; rinnovo ogni "
     "{small} mesi. Rif. {kc_ref}"),
    ("b29c_cs_pl_price", "price_transparency", ("cs_CZ", "pl_PL"),
     "Ceník výkonů / Cennik {year}: MR páteře {czk}, CT hlavy {czk}, kolonoskopie {czk}. Platnost od {ddmmyyyy}. {mrf_url}"),
    ("b29c_compound_handout", "patient_education", US,
     "About your compounded medicine ({pharmacy_own}): keep it in the fridge at 2-8 C, shake {small_digit} times, discard after "
     "{small} days or the date on the label. Measure with the {small_digit} mL syringe. Leaflet {kc_ref}, rev {kc_version}. {rx_phone}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind29", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
