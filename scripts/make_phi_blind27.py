"""A twenty-seventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind27.py [--seed 29291] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind25.py,
seeds 4141 to 27271) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-sixth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b27_" or "b27c_"). Identifier-free genres: parking and shuttle notices, cafeteria allergen charts, drug-shortage
bulletins, credentialing committee agendas, CME catalogues, bed-board capacity snapshots (counts only), network
adequacy reports, utilisation-management turnaround dashboards, patient-education handouts, translated discharge
instruction templates (no patient), X12 276/277 volume reports, plus letters and notices in other locales (de, fr,
es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: prescription labels, referral e-faxes, portal sign-up
e-mails, lab requisitions, school immunisation forms, travel-insurance emergency calls, disability claim forms,
hearing-aid orders, forwarded threads, voice-to-text, OCR'd forms, spreadsheet pastes, CSV, JSON, XML, HL7 and X12.

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw

SEED = 29291
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

ORG_NAME = "Big Sky Prairie Health Cooperative"
HOSPITAL_NAME = "Yellowstone Bend Regional Hospital"
CLINIC_NAME = "Missouri Breaks Family Clinic"
PHARMACY_NAME = "Gallatin Gateway Pharmacy"
LAB_NAME = "Bitterroot Valley Reference Lab"
ORG_DOMAIN = "bigskyprairiehealth.org"
ORGANISATION_CONTACTS = [
    "(406) 555-0112",                                           # 0 plan member services
    "(406) 555-0113",                                           # 1 plan fax (utilisation management)
    "Claims Unit, PO Box 6630, Billings, MT 59103",             # 2 plan claims address
    "2210 Grand Avenue, Suite 400, Billings, MT 59102",         # 3 plan office
    "appeals@bigskyprairiehealth.org",                          # 4
    "members@bigskyprairiehealth.org",                          # 5
    "(406) 555-0114",                                           # 6 clinic
    "(406) 555-0115",                                           # 7 clinic fax
    "315 Front Street, Fort Benton, MT 59442",                  # 8 clinic address
    "(406) 555-0116",                                           # 9 hospital switchboard
    "4700 Riverbend Drive, Laurel, MT 59044",                   # 10 hospital address
    "(701) 555-0117",                                           # 11 pharmacy
    "88 Depot Street, Belfield, ND 58622",                      # 12 pharmacy address
    "(406) 555-0122",                                           # 13 lab client services
    "1-844-555-0171",                                           # 14 toll-free member line
    "1-844-555-0172",                                           # 15 toll-free nurse line
    "+1 406 555 0112",                                          # 16 member line from abroad
    "+61 2 5550 4417",                                          # 17 travel-assistance partner
    "https://www.bigskyprairiehealth.org",                      # 18
    "edi@bigskyprairiehealth.org",                              # 19
    "credentialing@bigskyprairiehealth.org",                    # 20
    "cme@bigskyprairiehealth.org",                              # 21
    "(406) 555-0119",                                           # 22 parking and shuttle office
    "(406) 555-0120",                                           # 23 provider services
    "providers@bigskyprairiehealth.org",                        # 24
    "nutrition@bigskyprairiehealth.org",                        # 25
    "https://www.bigskyprairiehealth.org/shortages",            # 26
]
ORG_PAYER_ID = "BSPH7"
ORG_RXBIN = "019384"
ORG_RXPCN = "BSPRX"
ORG_RXGRP = "BSP7741"
ORG_EIN = "81-4427316"
ORG_NPIS = (blind5._npi_of("164829305"), blind5._npi_of("129384756"), blind5._npi_of("185610293"))  # noqa: SLF001
OWN_PROVIDERS = (
    ("Wilhelmina Tsosie-Harrow, MD", "Internal Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Bartholomew Nakai-Lindqvist, DO", "Otolaryngology", ORG_NPIS[1], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
    ("Philippa Runningwater-Cho, MD", "Infectious Disease", ORG_NPIS[2], ORGANISATION_CONTACTS[9], ORGANISATION_CONTACTS[10]),
)


def _row(options: Callable[[Draw], str], count: int) -> Callable[[Draw], str]:
    """A filler printing `count` distinct table rows from `options`."""
    return lambda d: "\n".join(blind25._distinct_rows(d, options, count, key_length=12))  # noqa: SLF001


def _allergen_row(d: Draw) -> str:
    dish = d.pick(["Bison chili", "Huckleberry oat bar", "Trout almondine", "Lentil soup", "Chicken pot pie",
                   "Egg-white wrap", "Pad thai (tofu)", "Caesar salad", "Cornbread", "Beef barley soup"])
    flags = "/".join(sorted({d.pick(["milk", "egg", "wheat", "soy", "peanut", "tree nut", "fish", "sesame"]) for _ in range(2)}))
    return f"{dish:<20} {flags:<16} {d.rng.randint(180, 720)} kcal  Na {d.rng.randint(200, 1400)} mg"


def _shortage_row(d: Draw) -> str:
    drug = d.pick(["amoxicillin 400 mg/5 mL susp", "lidocaine 1% 5 mL vial", "methylphenidate ER 36 mg",
                   "cefazolin 1 g vial", "albuterol 2.5 mg/3 mL neb", "dextrose 50% syringe", "carboplatin 450 mg vial",
                   "semaglutide 1 mg pen", "sodium bicarbonate 8.4% 50 mL"])
    return f"- {drug}: {d.pick(['allocation', 'backorder', 'resolved', 'limited'])}, est. {d.rng.randint(2, 16)} wk, alt. on formulary {d.pick(['yes', 'no'])}"


def _bed_row(d: Draw) -> str:
    unit = d.pick(["MICU", "SICU", "Tele 3W", "Med-Surg 4E", "Peds", "L&D", "Psych 2N", "Obs", "Rehab", "ED holds"])
    staffed = d.rng.randint(8, 36)
    return f"{unit:<12}| staffed {staffed:>2} | occ {d.rng.randint(0, staffed):>2} | pend adm {d.rng.randint(0, 6)} | pend dc {d.rng.randint(0, 9)}"


def _adequacy_row(d: Draw) -> str:
    spec = d.pick(["Cardiology", "OB/GYN", "Psychiatry", "Dermatology", "Endocrinology", "Pediatrics", "Urology", "ENT"])
    county = d.pick(["Yellowstone", "Cascade", "Chouteau", "Stark", "Custer", "Gallatin", "Billings ND", "Big Horn"])
    return f"{spec},{county},{d.rng.randint(0, 40)},{d.rng.randint(30, 120)} mi,{d.rng.randint(60, 100)}.{d.digits(1)}%,{d.pick(['met', 'met', 'exception filed', 'not met'])}"


def _um_row(d: Draw) -> str:
    kind = d.pick(["Inpatient concurrent", "Outpatient imaging", "Specialty Rx", "DME", "Home health", "Behavioral IOP"])
    return f"{kind:<22} rcvd {d.rng.randint(40, 900):>4}  median TAT {d.rng.randint(4, 96):>2} h  within std {d.rng.randint(82, 99)}.{d.digits(1)}%  denied {d.rng.randint(1, 19)}%"


def _cme_row(d: Draw) -> str:
    course = d.pick(["Sepsis bundles update", "Opioid prescribing (DEA MATE)", "Rural obstetric emergencies",
                     "Point-of-care ultrasound basics", "Implicit bias in care", "Frostbite and cold injury",
                     "Antimicrobial stewardship", "Pediatric airway", "Wildfire smoke and asthma"])
    return f"{d.pick(['CME', 'GR', 'WS'])}-{d.rng.randint(100, 899)}  {course:<34} {d.pick(['1.0', '1.5', '2.0', '3.0', '8.0'])} AMA PRA Cat 1  ${d.rng.randint(0, 450)}"


def _x276_row(d: Draw) -> str:
    return (f"{d.rng.randint(2025, 2026)}-{d.rng.randint(1, 12):02d}-{d.rng.randint(1, 28):02d},"
            f"{d.rng.randint(200, 20000)},{d.rng.randint(200, 20000)},{d.rng.randint(0, 300)},{d.rng.randint(1, 9)}.{d.digits(2)}s")


def _shuttle_row(d: Draw) -> str:
    stop = d.pick(["Lot C (east)", "Lot F garage", "Main entrance", "Cancer center", "Employee lot K", "Medical office bldg 2",
                   "Dialysis annex", "Park & ride, King Ave"])
    return f"{stop:<22} every {d.pick(['10', '12', '15', '20', '30'])} min  first {d.rng.randint(5, 7)}:{d.pick(['00', '15', '30', '45'])}  last {d.rng.randint(19, 23)}:{d.pick(['00', '30'])}"


def _credential_row(d: Draw) -> str:
    return (f"{d.rng.randint(1, 40)}. {d.pick(['Initial appointment', 'Reappointment', 'FPPE completion', 'Privilege addition', 'Leave of absence'])}"
            f" - {d.pick(['Hospitalist', 'Anesthesiology', 'Emergency Medicine', 'General Surgery', 'CRNA', 'Teleradiology'])}"
            f" ({d.rng.randint(1, 14)} files)")


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "hospital_own": HOSPITAL_NAME, "clinic": CLINIC_NAME,
    "pharmacy_own": PHARMACY_NAME, "lab_own": LAB_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6], "clinic_fax": ORGANISATION_CONTACTS[7],
    "clinic_addr": ORGANISATION_CONTACTS[8], "hosp_phone": ORGANISATION_CONTACTS[9], "hosp_addr": ORGANISATION_CONTACTS[10],
    "rx_phone": ORGANISATION_CONTACTS[11], "rx_addr": ORGANISATION_CONTACTS[12], "lab_phone": ORGANISATION_CONTACTS[13],
    "org_tollfree": ORGANISATION_CONTACTS[14], "nurse_line": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16],
    "assist_au": ORGANISATION_CONTACTS[17], "org_web": ORGANISATION_CONTACTS[18], "edi_email": ORGANISATION_CONTACTS[19],
    "cred_email": ORGANISATION_CONTACTS[20], "cme_email": ORGANISATION_CONTACTS[21], "parking_phone": ORGANISATION_CONTACTS[22],
    "provider_line": ORGANISATION_CONTACTS[23], "provider_email": ORGANISATION_CONTACTS[24],
    "nutrition_email": ORGANISATION_CONTACTS[25], "shortage_url": ORGANISATION_CONTACTS[26],
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
    "allergen_table": _row(_allergen_row, 4),
    "shortage_table": _row(_shortage_row, 4),
    "bed_table": _row(_bed_row, 5),
    "adequacy_table": _row(_adequacy_row, 4),
    "um_table": _row(_um_row, 4),
    "cme_table": _row(_cme_row, 4),
    "x276_table": _row(_x276_row, 4),
    "shuttle_table": _row(_shuttle_row, 4),
    "cred_table": _row(_credential_row, 4),
    "bs_plan": lambda d: d.pick(["Prairie Bronze 6000", "Prairie Silver HSA 3200", "Prairie Gold 1000",
                                 "Big Sky Medicare Advantage HMO", "Prairie Dental Plus", "Prairie Vision Basic"]),
    "bs_group": lambda d: d.pick(["BSP-G-11872", "BSP-G-24309", "BSP-G-38816", "BSP-G-47290"]),
    "bs_ticket": lambda d: f"BSP-{d.rng.randint(20000, 89999)}",
    "bs_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 9)}",
    "bs_policy": lambda d: f"BSP-UM-{d.rng.randint(200, 690)}",
    "bs_ref": lambda d: f"REF-{d.letters(2)}{d.digits(5)}",
    "bs_county": lambda d: d.pick(["Yellowstone", "Cascade", "Chouteau", "Stark", "Custer", "Gallatin", "Big Horn", "Hill"]),
    "lot_letter": lambda d: d.pick(["A", "C", "F", "H", "K", "M"]),
    "bs_room": lambda d: f"{d.pick(['Conf. room', 'Auditorium', 'Board room', 'Sim lab'])} {d.rng.randint(1, 9)}{d.pick(['A', 'B', 'C'])}",
    "pct_int_plain": lambda d: str(d.rng.randint(60, 99)),
    "temp_c": lambda d: d.pick(["38,5", "39", "38"]),
    "pct2": lambda d: f"{d.rng.randint(60, 99)}.{d.digits(1)}%",
}

SLOTS = blind25.SLOTS
US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b27_rx_label", "prescription_label", US,
     "{pharmacy_own}  {rx_phone}\nRx# {seven_digits}   Filled {dos}\n{first_upper} {last_upper}\n[[address:addr_us_line]]\n"
     "((TAKE 1 TABLET BY MOUTH DAILY||USE 2 PUFFS EVERY 4 HRS AS NEEDED)) - {drug}\nQty {small} Refills {small_digit}  DOB [[date_of_birth:dob_v25]]"),
    ("b27_rx_label_ocr", "prescription_label", US,
     "GALLATlN GATEWAY PHARMACY\nR x  # {seven_digits}\nP t  D O B :  [[date_of_birth:dob_v25]]\nMbr: [[member_id:member_v25]]\n"
     "Ph:  [[phone:phone_v25]]\nDiscard after {dos}"),
    ("b27_referral_efax", "referral_fax", US,
     "FAX  {clinic_fax} -> ENT scheduling   page 1/{pages}\nREFERRAL: chronic otitis, audiology first\nPatient: {first} {last}, "
     "[[age_over_89:age_v25]]\nHome: [[address:addr_us_block]]\nCell: [[phone:phone_v25]]\nChart [[record_number:mrn_v25]]"),
    ("b27_referral_efax_fwd", "referral_fax", EN,
     "---------- Forwarded message ----------\nFrom: intake desk\nSubject: Fwd: referral rcvd\n\n> pt SSN on the cover sheet: "
     "[[ssn:ssn_typed]]\n> insurance ID [[member_id:member_v25]]\n> please call back [[phone:phone_chat]]\n\nthanks, {staff}"),
    ("b27_portal_signup_email", "portal_email", EN,
     "Subject: Finish setting up your {org} account\n\nHi {first},\nWe received a sign-up request for [[email:email_v25]]. "
     "Confirm your date of birth ([[date_of_birth:dob_v25]]) and open your personal link:\n[[url:url_v25]]\nThe link expires in {small} hours."),
    ("b27_portal_signup_log", "app_log", US,
     "{iso_ts} INFO signup.start email=[[email:email_v25]] src_ip=[[ip_address:ip_public]]\n{iso_ts} WARN signup.verify "
     "member=[[member_id:member_v25]] dob_mismatch attempts={small_digit}\n{iso_ts} INFO signup.done via [[ip_address:ipv6_new]]"),
    ("b27_lab_requisition", "lab_requisition", US,
     "{lab_own} REQUISITION   Acc. {seven_digits}\nPatient DOB |  [[date_of_birth:dob_v25]]\nMRN        |  [[record_number:mrn_v25]]\n"
     "Bill to    |  member [[member_id:member_v25]]\nTests      |  {cpt} CMP, 83036 A1c\nCollected {clock} by {nurse}"),
    ("b27_lab_requisition_csv", "csv_export", US,
     "req_id,mrn,dob,ordered,test\n{seven_digits},[[record_number:mrn_new]],[[date_of_birth:dob_v25]],{eff_iso},{cpt}\n"
     "{fivedig},[[record_number:mrn_v25]],[[date_of_birth:dob_student]],{eff_iso},80061"),
    ("b27_school_immunisation", "school_form", US,
     "CERTIFICATE OF IMMUNIZATION - grade {small_digit}\nChild DOB: [[date_of_birth:dob_student]]\nParent phone:  [[phone:phone_v25]]\n"
     "Parent e-mail:  [[email:email_v25]]\nHome address:\n[[address:addr_us_block]]\nDTaP x5  IPV x4  MMR x2  Var x2  lot {lot}"),
    ("b27_travel_emergency_call", "call_transcript", EN,
     "[assistance line, recorded] caller: my mother collapsed in the hotel, she is [[age_over_89:age_v25]]\nagent: policy number?\n"
     "caller: it's uh [[member_id:member_v25]]\ncaller: her passport [[national_id:us_passport]]\nagent: callback number?\n"
     "caller: [[phone:phone_spoken]]"),
    ("b27_travel_emergency_intl", "call_transcript", ("de_DE", "fr_FR", "es_ES", "it_IT"),
     "Notruf-Protokoll / appel d'urgence {clock}\nVersicherter geb. / né le [[date_of_birth:dob_loc]]\nAusweis / pièce: "
     "[[national_id:natid_loc]]\nRückruf / rappel: [[phone:phone_loc]]\nHotel: [[address:addr_loc_line]]"),
    ("b27_disability_claim", "disability_form", US,
     "SHORT-TERM DISABILITY CLAIM - EMPLOYEE STATEMENT\n1. SSN  [[ssn:ssn_plain]]\n2. DOB  [[date_of_birth:dob_v25]]\n3. Address  "
     "[[address:addr_us_line]]\n4. Direct deposit acct  [[bank_account:acct_us_ach]]\n5. Last day worked {dos}"),
    ("b27_disability_claim_voice", "voice_to_text", US,
     "voice memo transcript: hi this is about my disability claim my social is [[ssn:ssn_voice]] and the bank account for the "
     "payments is [[bank_account:bank_us_v5]] um call me at [[phone:phone_spoken]] thanks"),
    ("b27_hearing_aid_order", "hearing_aid_order", US,
     "HEARING AID ORDER  #{fivedig}\nModel: ((RIC 312 rechargeable||BTE power||ITC custom)) L+R, {eur}\nShip to:\n"
     "[[address:addr_us_block]]\nPatient [[age_over_89:age_v25]], chart [[record_number:mrn_v25]]\nPaid by card [[card:card_spaced]]"),
    ("b27_hearing_aid_chat", "pharmacy_chat", US,
     "hi my dads hearing aids wont charge. hes [[age_over_89:age_v25]] lol. order was on my card [[card:card_chat]] "
     "and his member # [[member_id:member_v25]]. text me [[phone:phone_chat]] pls"),
    ("b27_hearing_aid_xml", "xml_export", US,
     "<HearingAidOrder id=\"{fivedig}\">\n  <Patient mrn=\"[[record_number:mrn_new]]\" birthDate=\"[[date_of_birth:dob_v25]]\"/>\n"
     "  <Contact email=\"[[email:email_v25]]\"/>\n  <Payment iban=\"[[bank_account:iban_loc]]\"/>\n</HearingAidOrder>"),
    ("b27_death_notice_hl7", "hl7_export", US,
     "MSH|^~\\&|ADT|YBRH|HIM|YBRH|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v25]]^^^YBRH^MR||{last_upper}^{first_upper}"
     "||[[date_of_birth:dob_v25]]|F|||||||||||[[ssn:ssn_x12]]\nPID-29 [[date_of_death:dod_v25]]"),
    ("b27_death_claim_json", "json_export", EN,
     "{\"claim\": \"{fivedig}\", \"decedent\": {\"dob\": \"[[date_of_birth:dob_v25]]\", \"dod\": \"[[date_of_death:dod_v25]]\", "
     "\"ssn\": \"[[ssn:ssn_plain]]\"}, \"payee_account\": \"[[bank_account:acct_us_ach]]\"}"),
    ("b27_death_letter_loc", "condolence_letter", ("nl_NL", "sv_SE", "da_DK", "pl_PL", "cs_CZ"),
     "{ddmmyyyy}\n\nIn memoriam / Till minne av {first} {last}, overleden / död [[date_of_death:dod_loc]].\n"
     "Adres / Adress: [[address:addr_loc_line]]\nRekening / Konto: [[bank_account:iban_loc]]"),
    ("b27_death_x12_line", "x12_export", US,
     "INS*Y*18*024*07*A***TE~\nREF*0F*[[member_id:member_v25]]~\nDTP*357*D8*[[date_of_death:dod_v25]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_plain]]~"),
    ("b27_parking_permit_form", "parking_form", US,
     "Patient/visitor long-stay parking permit\nVehicle plate: [[vehicle_id:plate_state]]\nVIN (if rental): [[vehicle_id:vin]]\n"
     "Contact: [[phone:phone_v25]]\nPermit {lot_letter}-{four_digits}, valid to {dos}"),
    ("b27_transport_claim_sheet", "spreadsheet_paste", US,
     "trip\tdate\tplate\tmember\n{fivedig}\t{dos}\t[[vehicle_id:plate_state]]\t[[member_id:member_v25]]\n{fivedig}\t{dos}\t"
     "[[vehicle_id:plate_loc]]\t[[member_id:member_v25]]"),
    ("b27_vehicle_hl7_note", "app_log", EN,
     "valet log {iso_ts}: VIN [[vehicle_id:vin]] keys tagged {four_digits}; owner called from [[phone:phone_v25]]; "
     "kiosk ip [[ip_address:ip_public]]"),
    ("b27_portal_login_alert", "email_alert", EN,
     "Subject: New sign-in to your account\n\nWe noticed a sign-in from [[ip_address:ip_public]] ({clock}). If this wasn't you, "
     "visit [[url:url_v25]] or reply to [[email:email_v25]]'s owner notice. Device ref {build_no}."),
    ("b27_profile_links", "support_ticket", EN,
     "Ticket {bs_ticket}: member asks us to remove their old blog link [[url:url_personal]] and the social profile "
     "[[url:url_social_v5]] from the provider review page. Reply to [[email:email_v25]]."),
    ("b27_card_dispute_email", "email_thread", EN,
     "On {weekday}, {first} wrote:\n> I was charged twice on [[card:card_spaced]] for the copay\n> refund to account "
     "[[bank_account:iban_loc]] please\n\nHi {first}, we've opened ref {bs_ref}."),
    ("b27_natid_form_loc", "insurance_form", ("de_DE", "fr_FR", "it_IT", "es_ES", "pl_PL", "nl_NL"),
     "Antrag / Formulaire / Modulo\nName: {first} {last}\nGeboren / Né / Nato: [[date_of_birth:dob_loc]]\nID: [[national_id:natid_loc]]\n"
     "E-Mail: [[email:email_loc]]\nKarte / Carte: [[card:card_loc]]"),
    ("b27_dl_copy_ocr", "ocr_scan", US,
     "DRIVER LICENSE  D L  [[national_id:us_dl]]\nDOB  [[date_of_birth:dob_v25]]\n[[address:addr_ocr]]\nEXP {dos}"),
    ("b27_hospice_age_note", "hospice_note", US,
     "Hospice admission {dos}: [[age_over_89:age_v25]] with CHF, DNR on file. Daughter [[phone:phone_v25]]. Portal "
     "[[url:url_v25]]. Address for DME delivery: [[address:addr_us_line]]"),
    ("b27_elder_loc_note", "nursing_note", ("de_DE", "fr_FR", "sv_SE", "it_IT"),
     "Pflegebericht / note infirmière {ddmmyyyy}: Bewohnerin [[age_over_89:age_loc]], gestorben / décédée [[date_of_death:dod_loc]]. "
     "Konto [[bank_account:iban_loc]]. Login-IP [[ip_address:ip_public]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b27c_parking_notice", "parking_notice", US,
     "PARKING NOTICE - {hospital_own}\nLot {lot_letter} closed {dos} for resurfacing ({small} spaces). Use garage levels {small_digit}-4; "
     "validation ${small_digit}.00/day. Parking office {parking_phone}, week {week}."),
    ("b27c_shuttle_schedule", "shuttle_schedule", US,
     "Campus shuttle, effective {eff_iso}\n{shuttle_table}\nWheelchair-lift vans on request: {parking_phone}. Route rev {bs_version}."),
    ("b27c_allergen_chart", "allergen_chart", US,
     "Cafeteria allergen chart, {weekday} {dos}\n{allergen_table}\nQuestions: {nutrition_email}. Menu cycle {small_digit}/{small}."),
    ("b27c_allergen_policy", "allergen_chart", US,
     "Food services {quarter}: {hundreds} allergen labels audited, {pct_tenth} corrected. Sesame added to the top-9 list; "
     "fryer oil changed every {small} hours. {nutrition_email}"),
    ("b27c_shortage_bulletin", "shortage_bulletin", US,
     "Drug shortage bulletin #{small} ({eff_iso})\n{shortage_table}\nSubstitutions approved by P&T {dos}. Details: {shortage_url}"),
    ("b27c_shortage_provider_letter", "shortage_bulletin", US,
     "{date_letter}\n\nDear prescriber,\n{org} will cover therapeutic alternatives to {drug} without PA until {year_next}-0{small_digit}-01 "
     "(policy {bs_policy}). Pharmacy help: {rx_phone}. RxBIN {org_rxbin} PCN {org_rxpcn}."),
    ("b27c_credentialing_agenda", "credentialing_agenda", US,
     "Credentials Committee agenda, {dos} {clock}, {bs_room}\n{cred_table}\nOPPE reports due {eff_iso}. Send files to {cred_email}."),
    ("b27c_credentialing_minutes", "credentialing_agenda", US,
     "Medical Executive Committee, {quarter}: {small} applications approved, {small_digit} deferred; average verification "
     "time {small} days (goal {small_count}). NPDB queries {hundreds}. Chair: {physician}."),
    ("b27c_cme_catalogue", "cme_catalogue", US,
     "{hospital_own} CME catalogue {year}\n{cme_table}\nRegister: {cme_email}. Joint accreditation provider no. {fivedig}."),
    ("b27c_cme_grand_rounds", "cme_catalogue", US,
     "Grand Rounds {weekday} {clock}: \"((Measles in the northern plains||Tick-borne illness update||Rural trauma transfers))\" - "
     "{pr_name}, {pr_specialty}. {small_digit}.0 credit; {bs_room}; CME {cme_email}"),
    ("b27c_bed_board", "bed_board", US,
     "BED BOARD {clock} {dos}\n{bed_table}\nSurge level {small_digit}; boarding in ED {small}. House supervisor ext. {four_digits}."),
    ("b27c_bed_capacity_csv", "csv_export", US,
     "date,licensed,staffed,occupied,pct\n{eff_iso},{hundreds},{small_count},{small},{pct_tenth}\n# {hospital_own} capacity feed batch {batch}"),
    ("b27c_network_adequacy", "network_adequacy", US,
     "specialty,county,providers,max_distance,pct_within,status\n{adequacy_table}\n# {org} network adequacy {quarter}, {bs_plan}"),
    ("b27c_network_adequacy_letter", "network_adequacy", US,
     "{date_letter}\n\nMontana CSI - network adequacy filing {year}. {org} ({payer_id}) reports {hundreds} contracted providers "
     "in {bs_county} County; {small_digit} exception requests attached. Contact {provider_email}, {org_street_addr}."),
    ("b27c_um_dashboard", "um_dashboard", US,
     "UM turnaround dashboard, week {week}\n{um_table}\nUrgent reviews within 72 h: {pct2}. Fax {org_fax}; policy {bs_policy}."),
    ("b27c_um_json", "json_export", US,
     "{\"report\": \"um_tat\", \"period\": \"{quarter}\", \"requests\": {hundreds}, \"approved_pct\": {pct_int_plain}, "
     "\"median_hours\": {small}, \"payer\": \"{payer_id}\", \"build\": \"{bs_version}\"}"),
    ("b27c_patient_handout", "patient_education", US,
     "Living with heart failure - {clinic}\n- Weigh every morning; call if you gain {small_digit} lb in a day or 5 lb in a week\n"
     "- Keep sodium under {small_count}00 mg a day\n- Nurse line {nurse_line}, 24/7. Handout HF-{small} rev {year}."),
    ("b27c_patient_handout_inhaler", "patient_education", US,
     "How to use your inhaler: shake {small_digit} seconds, breathe out, press once, hold {small_digit} seconds. Rinse your mouth "
     "after steroid inhalers. Questions: {pharmacy_own}, {rx_phone}, {rx_addr}. Leaflet {bs_ref}."),
    ("b27c_discharge_template_es", "discharge_template", ("es_ES", "es_MX"),
     "Instrucciones al alta (plantilla {bs_version})\nTome sus medicamentos como se indica. Acuda a urgencias si tiene fiebre "
     "de más de {temp_c} °C o dolor en el pecho. Cita de control en {small_digit}-{small} días. Línea de enfermería {nurse_line}."),
    ("b27c_discharge_template_fr", "discharge_template", ("fr_FR",),
     "Consignes de sortie (modèle {bs_version}) : pansement à changer tous les {small_digit} jours, douche autorisée après 48 h. "
     "Consultation dans {small} jours. Assistance à l'étranger : {assist_au}. Réf. {bs_ref}."),
    ("b27c_discharge_template_de", "discharge_template", ("de_DE", "de_AT"),
     "Entlassungshinweise (Vorlage {bs_version}): Thromboseprophylaxe {small} Tage, Fäden ziehen nach {small_digit}-{small} Tagen. "
     "Kosten je Beratung {eur}. Hotline {org_intl_line}, Stand {ddmmyyyy}."),
    ("b27c_x12_276_volume", "edi_report", US,
     "date,276_sent,277_rcvd,rejected,avg_resp\n{x276_table}\n# 276/277 volume, trading partner {payer_id}, EDI {edi_email}"),
    ("b27c_x12_277_segment", "x12_export", US,
     "ST*277*{four_digits}*005010X212~\nBHT*0010*08*{fivedig}*{isa_date}*{clock_a}~\nHL*1**20*1~\nNM1*PR*2*{org_upper}*****PI*"
     "{payer_id}~\nSTC*A2:20*{isa_date}**{money_s}*{money_b}~\nSE*{small}*{four_digits}~"),
    ("b27c_benefit_grid", "plan_summary", US,
     "{bs_plan} - {year} summary\nDeductible ${moneyk} | OOP max ${money_b}\nPCP copay ${small} | Specialist ${small_count}\n"
     "Group {bs_group}  RxBIN {org_rxbin}  PCN {org_rxpcn}  RxGrp {org_rxgrp}\nMembers {org_tollfree}"),
    ("b27c_vision_dental", "plan_summary", US,
     "Prairie Vision/Dental {year}: exam every {small} months, frames allowance ${small_count}, cleanings x2, fillings {pct_int} "
     "after deductible ${small}. Group {bs_group}. Claims to {org_claims_addr}."),
    ("b27c_eob_summary_line", "eob", US,
     "Service {dos}  CPT {cpt}  billed ${money_b}  allowed ${money_s}  plan paid ${money_s}  you owe ${small}.{small_digit}0  "
     "CARC {carc}. Questions {org_phone}."),
    ("b27c_remit_aggregate", "remittance", US,
     "Remittance summary {batch}: {hundreds} claims, paid ${money_b}, adjustments ${money_s}, EFT trace {trn}. Payer {payer_id}, "
     "EIN {org_ein}. Provider services {provider_line}."),
    ("b27c_prior_auth_policy", "prior_auth_policy", US,
     "Policy {bs_policy} ({eff_iso}): PA required for {hcpcs} and CPT {cpt}; decisions in {small} business days, urgent in 72 h. "
     "Submit by fax {org_fax} or {provider_email}."),
    ("b27c_fhir_location", "json_export", US,
     "{\"resourceType\": \"Location\", \"name\": \"{clinic}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, "
     "{\"system\": \"fax\", \"value\": \"{clinic_fax}\"}], \"address\": {\"text\": \"{clinic_addr}\"}, \"meta\": {\"versionId\": \"{small}\"}, "
     "\"hoursOfOperation\": \"{clock}-{clock_a}\"}"),
    ("b27c_xml_provider", "xml_export", US,
     "<Practitioner npi=\"{pr_npi}\" updated=\"{eff_iso}\">\n  <Name>{pr_name}</Name>\n  <Specialty>{pr_specialty}</Specialty>\n"
     "  <Phone>{pr_phone}</Phone>\n  <Address>{pr_addr}</Address>\n  <Panel open=\"((true||false))\" size=\"{hundreds}\"/>\n</Practitioner>"),
    ("b27c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|ADM|YBRH|EHR|YBRH|{hl7_ts}||MFN^M05|{ctrl}|P|2.5.1\nMFI|LOC||UPD|||AL\nLOC|{small}W^{four_digits}^YBRH|Med-Surg|N\n"
     "LCH|{small}W|||BEDS^{small_count}"),
    ("b27c_lab_ranges", "lab_reference", US,
     "{lab_own} reference ranges rev {bs_version}\nHgb 12.0-15.5 g/dL  WBC 4.0-11.0 K/uL  Plt 150-400 K/uL\nCreatinine 0.{small_digit}-1.2 mg/dL  "
     "INR target 2.0-3.0\nTAT routine {small} h. Client services {lab_phone}."),
    ("b27c_it_release_notes", "release_notes", US,
     "Prairie Portal {bs_version} release notes ({dos})\n- {bs_ticket}: bed board refresh every {small} s\n- {bs_ticket}: CME transcript "
     "PDF export\n- build {build_no}, sha {sha}"),
    ("b27c_it_change_record", "it_change", US,
     "CHG{seven_digits}: upgrade interface engine to {bs_version}, window {weekday} {clock}-{clock_a}, {small} feeds paused, rollback "
     "plan tested {dos}. Approver {staff}."),
    ("b27c_support_chat_noid", "support_chat", US,
     "[chat] visitor: where do I park for the cancer center?\nagent ({staff}): Lot {lot_letter}, level {small_digit}; shuttle every "
     "{small} min. Validation at the desk.\nvisitor: thanks!\nagent: Anything else? Parking office {parking_phone}."),
    ("b27c_call_script_shortage", "call_script", US,
     "Script RX-{small}: \"{drug} is on national shortage. Your pharmacist can suggest an alternative; we cover it without PA "
     "until {eff_iso}.\" Transfer to {rx_phone} if needed. Avg handle {small} s."),
    ("b27c_board_minutes_capacity", "board_minutes", US,
     "Board finance committee {dos}: occupancy {pct_int}, ALOS {small_digit}.{small_digit} d, capex ${money_b}K for {small} ICU beds; "
     "motion carried {small}-{small_digit}. Next: {org_street_addr}."),
    ("b27c_public_health_bulletin", "public_health", US,
     "{bs_county} County bulletin week {week}: ((pertussis||measles||West Nile||influenza)) cases {small}, {small_digit} hospitalised, "
     "ages {small_digit}-{small}. Vaccine clinics at {clinic_addr}, {weekday}s {clock}."),
    ("b27c_quality_star", "quality_report", US,
     "Star ratings preview MY{year}: overall {small_digit}.5; diabetes care {pct_int}; med adherence {pct_tenth}; CAHPS getting care "
     "quickly {small}th pct. {org} ({payer_id})."),
    ("b27c_code_crosswalk", "code_table", US,
     "ICD-10 | CPT | note\n{icd} | {cpt} | covered dx\nH90.3 | 92557 | audiometry\nH61.23 | 69210 | cerumen removal\n-- crosswalk rev {bs_version}, {quarter}"),
    ("b27c_vendor_invoice_hearing", "vendor_invoice", US,
     "INVOICE {bs_ref}  PO {fivedig}\nBill to {hospital_own}, {hosp_addr}\nAudiometer calibration x{small_digit}  ${money_s}\n"
     "Tympanometer probes x{small}  ${money_s}\nNet 30. EIN {org_ein} on file."),
    ("b27c_interpreter_shortage", "staffing_notice", US,
     "Staffing {dos}: {small} travel RNs on {small_digit}-week contracts, agency spend ${moneyk}, vacancy {pct_tenth}. Float pool "
     "covers {small_count} shifts. HR ext. {four_digits}."),
    ("b27c_de_kantine", "allergen_chart", ("de_DE", "de_AT"),
     "Speiseplan KW {week} - Allergene\nLinsensuppe (A, L) {eur}\nForelle (D, G) {eur}\nKcal je Portion {hundreds}. Kontakt {nutrition_email}"),
    ("b27c_it_nl_parcheggio", "parking_notice", ("it_IT", "nl_NL"),
     "Avviso parcheggio / Parkeerbericht {ddmmyyyy}: parcheggio {lot_letter} chiuso / gesloten, {small} posti. Navetta ogni "
     "{small_digit}0 min. Tariffa {eur}/giorno. Info {org_intl_line}"),
    ("b27c_pl_cs_niedobory", "shortage_bulletin", ("pl_PL", "cs_CZ"),
     "Komunikat o brakach / Výpadky léčiv nr {small}/{year}: {drug} - dostawa za {small_digit} tyg. Zamienniki: {small_digit}. "
     "Cena {czk}. Informacje {shortage_url}"),
    ("b27c_nordic_sengeoversigt", "bed_board", NORDIC,
     "Sengeoversigt / Vårdplatser {clock} {ddmmyyyy}\nBelagt / Belagda: {small}\nLedige / Lediga: {small_digit}\nUdskrivning i dag: "
     "{small_count}. Koordinator {org_intl_line}"),
    ("b27c_pt_fi_cme", "cme_catalogue", ("pt_BR", "pt_PT", "fi_FI"),
     "Curso / Koulutus {bs_ref}: {small_digit},0 créditos / opintopistettä, {weekday} {clock}. Inscrição / Ilmoittautuminen "
     "{cme_email}. Valor {eur}."),
    ("b27c_da_nb_handout", "patient_education", ("da_DK", "no_NO"),
     "Pjece / Brosjyre {bs_ref}: Tag blodtryk hver morgen i {small} dage; mål under 135/85. Ring {nurse_line} ved symptomer. "
     "Udgivet {ddmmyyyy}, oplag {hundreds}."),
    ("b27c_sv_fr_travel_wording", "travel_policy", ("sv_SE", "fr_FR"),
     "Reseförsäkring / Assurance voyage, villkor {bs_version}: vårdkostnader upp till {kr}; hemtransport ingår; självrisk {kr2}. "
     "Larmcentral / assistance 24 h: {assist_au}."),
    ("b27c_es_it_adequacy", "network_adequacy", ("es_ES", "it_IT"),
     "Informe de red / Rapporto rete {quarter}: {hundreds} proveedores / fornitori, {pct_int} a menos de {small} km. "
     "Contacto {provider_email}. Ref {bs_ref}."),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind27", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
