"""A ninth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind9.py [--seed 11311] [--out PATH]   # JSON lines to PATH, or to stdout

The seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, 4141; make_phi_blind3.py,
5151; make_phi_blind4.py, 6161; make_phi_blind5.py, 7171; make_phi_blind6.py, 8181; make_phi_blind7.py, 9191) are
treated as known to the tuner. Its author read only those generators (for their mechanics, imported here, and to
avoid their templates), never the detectors, their tests or the sets they were tuned on, never ran the check on
these texts, and did not read the eighth set, written at the same time by someone else.

700 texts: 300 carry identifiers (50 templates, 6 texts each, every kind of KINDS in at least 12 texts), and
CLEAN_TOTAL = 400 carry none (40 templates, 10 texts each): the false-alarm rate is what this set measures most
precisely. No template id or body is shared with the earlier sets (every id here starts with "b9_" or "b9c_").
Identifier-free genres: X12 835/271/999 exports, HL7 MFN/OM1 catalogues, FHIR and JSON fee schedules and
directories, XML formulary and benefit feeds, CSV/TSV code tables and claim-line aggregates, EOB and remittance
lines, prior-auth standards, formulary and network notices, claim-status pages, pharmacy cards, broadcast
reminders, lab reference ranges, statements, vision, dental and travel wordings, visit summaries and counselling
leaflets without a patient's identifiers, support chats and tickets where the customer gives none, IT/ops notes,
and the same in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: the same
exports about one person, letters, typed chat and e-mail replies, voice-to-text, OCR'd hand-filled forms, logs.

MAC addresses appear in no text; no identifier-free text holds an IP address. An identifier-free text quotes only
this set's own organisations' contacts (ORGANISATION_CONTACTS), toll-free lines and the plan's own printed
identifiers (payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN), staff and clinicians' names
and ages under 90.

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind7 as blind7

Draw = blind.Draw

SEED = 11311
PHI_PER_TEMPLATE = 6
CLEAN_TOTAL = 400
KINDS = blind.KINDS
OTHER_LOCALES = blind7.OTHER_LOCALES
FAKER_LOCALES = blind7.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Larkspur Valley Health Plan"
CLINIC_NAME = "Copperleaf Internal Medicine"
LAB_NAME = "Bramblewood Reference Laboratory"
EYE_NAME = "Foxglove Vision Center"
DENTAL_NAME = "Quarry Hill Dental Group"
ORG_DOMAIN = "larkspurvhp.org"
CLINIC_DOMAIN = "copperleafim.com"
ORGANISATION_CONTACTS = [
    "(541) 555-0117",                                           # 0 plan member services
    "(541) 555-0118",                                           # 1 plan fax
    "Attn: Claims, PO Box 40772, Eugene, OR 97404",             # 2 plan claims address
    "1200 Willamette Street, Floor 6, Eugene, OR 97401",        # 3 plan office
    "appeals@larkspurvhp.org",                                  # 4
    "help@larkspurvhp.org",                                     # 5
    "(503) 555-0196",                                           # 6 clinic
    "(503) 555-0197",                                           # 7 clinic fax
    "77 Filbert Court, Suite 300, Salem, OR 97301",             # 8 clinic address
    "frontdesk@copperleafim.com",                               # 9
    "https://www.larkspurvhp.org/members",                      # 10
    "(971) 555-0135",                                           # 11 lab
    "3400 Harvest Loop, Corvallis, OR 97330",                   # 12 lab address
    "(541) 555-0189",                                           # 13 dental
    "9 Quarry Hill Road, Bend, OR 97703",                       # 14 dental address
    "(541) 555-0146",                                           # 15 pharmacy help desk
    "+1 541 555 0117",                                          # 16 plan line from abroad
    "rxhelp@larkspurvhp.org",                                   # 17
    "(503) 555-0171",                                           # 18 vision
    "560 Lamplighter Avenue, Portland, OR 97205",               # 19 vision address
    "(541) 555-0124",                                           # 20 provider services
]
ORG_PAYER_ID = "LVH41"
ORG_RXBIN = "017734"
ORG_RXPCN = "LVHRX"
ORG_RXGRP = "LARK2210"
ORG_EIN = "93-4417265"
ORG_HIOS = ("39482OR0070014", "39482OR0070029", "39482OR0110003")
ORG_NPIS = (blind5._npi_of("162739840"), blind5._npi_of("137720419"), blind5._npi_of("184006251"),  # noqa: SLF001
            blind5._npi_of("129931576"))  # noqa: SLF001


def member_v9(draw: Draw) -> str:
    """This plan's member IDs as its cards print them, a dependant suffix at times."""
    return draw.pick([f"LVH{draw.digits(9)}", f"LVH {draw.digits(3)} {draw.digits(3)} {draw.digits(3)}",
                      f"LV9{draw.digits(8)}-0{draw.rng.randint(1, 5)}", f"XLV{draw.digits(9)}"])


def url_portal_v9(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member, mrn = member_v9(draw).replace(" ", ""), blind5.mrn_v5(draw)
    return draw.pick([f"https://my.{ORG_DOMAIN}/eob?member={member}&year=2026",
                      f"https://my.{ORG_DOMAIN}/idcard/{member}",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/visits",
                      f"https://portal.{CLINIC_DOMAIN}/pay?acct={mrn}&src=sms"])


SLOTS: dict[str, Callable[[Draw], Any]] = {**blind7.SLOTS, "member_v9": member_v9, "url_portal_v9": url_portal_v9}

_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "lab_name": LAB_NAME, "eye": EYE_NAME, "dental_office": DENTAL_NAME, "hospice": CLINIC_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_appeals_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "org_care_email": ORGANISATION_CONTACTS[5],
    "org_provider_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "hospice_phone": ORGANISATION_CONTACTS[6], "hospice_fax": ORGANISATION_CONTACTS[7], "hospice_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14],
    "rx_help_phone": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16], "rx_email": ORGANISATION_CONTACTS[17],
    "eye_phone": ORGANISATION_CONTACTS[18], "eye_addr": ORGANISATION_CONTACTS[19], "prov_phone": ORGANISATION_CONTACTS[20],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind7.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "clinic_npi": lambda d: ORG_NPIS[0],
    "eye_npi": lambda d: ORG_NPIS[1],
    "dental_npi": lambda d: ORG_NPIS[2],
    "lab_npi": lambda d: ORG_NPIS[3],
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "hospital": lambda d: d.pick(["Sacred Fir Medical Center", "McKenzie Valley Hospital", "Cascade Crest Children's",
                                  "Siuslaw Regional"]),
    "pharmacy": lambda d: d.pick(["Alder Street Pharmacy", "Riverbank Drug", "Lark Mail Order Pharmacy"]),
    "employer": lambda d: d.pick(["Coast Fork Timber", "Umpqua Cannery Co.", "High Desert Solar"]),
    "bot": lambda d: d.pick(["Larkbot", "LVHP Assistant", "Ask Larkspur"]),
    "pa_case": lambda d: d.pick([f"LVH-PA-{d.digits(8)}", f"UM{d.digits(10)}"]),
    "pos": lambda d: d.pick(["11", "22", "23", "02", "10", "81"]),
    "modifier": lambda d: d.pick(["25", "59", "GT", "95", "LT", "RT", "TC", "26"]),
    "batch": lambda d: f"B{d.digits(6)}",
    "cdm": lambda d: f"{d.rng.randint(1, 9)}{d.digits(6)}",
    "rev_code": lambda d: d.pick(["0300", "0301", "0320", "0450", "0636", "0762", "0250"]),
    "age_adult": lambda d: str(d.rng.randint(19, 84)),
    "pct_small": lambda d: f"{d.rng.randint(1, 40)}.{d.rng.randint(0, 9)}%",
    "lat_ms": lambda d: str(d.rng.randint(40, 2900)),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
ANY = EN + INTL


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("b9_x12_270_subscriber_inquiry", "x12_export", US,
     "ST*270*{seq}*005010X279A1~\nHL*3*2*22*0~\nTRN*1*{ctrl}*9{payer_id}~\nNM1*IL*1*{last_upper}*{first_upper}****MI*"
     "[[member_id:member_v9]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\n[[address:addr_x12]]~\nEQ*30~"),
    ("b9_x12_837i_patient_demographics", "x12_export", US,
     "CLM*{claim_no}*{amount}***11:A:1*Y*A*Y*Y~\nNM1*QC*1*{last_upper}*{first_upper}~\n[[address:addr_x12]]~\nDMG*D8*"
     "[[date_of_birth:dob_x12]]*((F||M||U))~\nREF*SY*[[ssn:ssn_x12]]~\nHI*ABK:{icd}~"),
    ("b9_hl7_oru_pid_callback", "hl7_export", US,
     "MSH|^~\\&|BRL|BRAMBLEWOOD|CIM|COPPERLEAF|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v5]]^^^CIM^MR||"
     "{last_upper}^{first_upper}^{mi}||[[date_of_birth:dob_hl7_time]]|((F||M))|||||[[phone:phone_hl7_xtn]]\n"
     "OBX|1|NM|{loinc}^{loinc_name}^LN||{lab}||{range}|N|||F"),
    ("b9_hl7_adt_a08_next_of_kin", "hl7_export", US,
     "MSH|^~\\&|ADT|CIM|HIE|STATE|{hl7_ts}||ADT^A08|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v5]]^^^CIM^MR||{last_upper}^"
     "{first_upper}\nNK1|1|{last2_upper}^{first2_upper}|SPO|[[address:addr_hl7_xad]]|[[phone:phone_hl7_xtn]]"),
    ("b9_fhir_bundle_patient_ssn", "json_export", US,
     "{\"resourceType\": \"Bundle\", \"type\": \"collection\", \"entry\": [{\"resource\": {\"resourceType\": \"Patient\", "
     "\"identifier\": [{\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_typed]]\"}], \"birthDate\": "
     "\"[[date_of_birth:dob_iso]]\"}}, {\"resource\": {\"resourceType\": \"Coverage\", \"subscriberId\": \"[[member_id:member_v9]]\", "
     "\"payor\": [{\"display\": \"{org}\"}]}}]}"),
    ("b9_json_payment_webhook_failed", "json_export", US,
     "{\"event\": \"payment.failed\", \"created\": \"{iso_ts}\", \"data\": {\"pan\": \"[[card:card_any]]\", \"receipt_email\": "
     "\"[[email:email_plain]]\", \"client_ip\": \"[[ip_address:ip_public]]\", \"amount\": \"{amount}\", \"reason\": \"do_not_honor\"}}"),
    ("b9_xml_ccda_record_target", "xml_export", US,
     "<recordTarget>\n <patientRole>\n  <id root=\"2.16.840.1.113883.19.5\" extension=\"[[record_number:mrn_v5]]\"/>\n"
     "  <addr use=\"HP\"><streetAddressLine>[[address:addr_xml]]</streetAddressLine></addr>\n  <telecom use=\"MC\" value=\"tel:"
     "[[phone:phone_e164]]\"/>\n  <patient><birthTime value=\"[[date_of_birth:dob_hl7_time]]\"/></patient>\n </patientRole>\n"
     "</recordTarget>"),
    ("b9_csv_bereavement_worklist", "csv_export", US,
     "member_id,date_of_death,age_at_death,family_phone,status\n[[member_id:member_v9]],[[date_of_death:dod_export]],"
     "[[age_over_89:age_number]],[[phone:phone_v6]],((open||pending))\n"),
    ("b9_csv_fleet_mileage_reimbursement", "csv_export", US,
     "employee_email,vin,plate,trip_miles,approved\n[[email:email_work]],[[vehicle_id:vin]],[[vehicle_id:plate_state]],"
     "{small_count},((Y||N))\n"),
    ("b9_semicolon_member_bank_export", "csv_export", INTL,
     "naam;geboortedatum;id;rekening\n{name};[[date_of_birth:dob_v6]];[[national_id:natid_v5]];[[bank_account:iban_v5]]\n"),
    ("b9_xml_sepa_direct_debit_mandate", "xml_export", INTL,
     "<Mndt>\n  <MndtId>{ref_no}</MndtId>\n  <Dbtr><Nm>{name}</Nm><PstlAdr><AdrLine>[[address:addr_v5_line]]</AdrLine></PstlAdr>"
     "</Dbtr>\n  <DbtrAcct><Id><IBAN>[[bank_account:iban_v5]]</IBAN></Id></DbtrAcct>\n</Mndt>"),
    ("b9_tsv_portal_audit_trail", "csv_export", US,
     "ts\tlogin\tsource_ip\turl\n{iso_ts}\t[[email:email_v5]]\t[[ip_address:ipv6_new]]\t[[url:url_portal_v9]]\n"),
    # ---- letters and notices about one person --------------------------------------------------------------------
    ("b9_pa_denial_appeal_rights_letter", "prior_auth", US,
     "{org}\n{org_appeals_addr}\n\n{name}\n[[address:addr_us_block]]\n\nMember ID [[member_id:member_v9]] | Date of birth "
     "[[date_of_birth:dob_us_v5]]\nCase {pa_case}: we cannot approve {cpt}. You may appeal within 60 days."),
    ("b9_eob_page_header_member", "eob", US,
     "THIS IS NOT A BILL\nStatement date {dos}\n{name_upper}\n[[address:addr_usps]]\nMember [[member_id:member_v9]]  Group {group_no}"),
    ("b9_claim_status_call_note_verified", "claim_status", US,
     "Call note {dos} {time}: caller verified as member [[member_id:member_v9]], DOB [[date_of_birth:dob_numeric]]. Asked "
     "about claim {claim_no}. Best callback [[phone:phone_us_typed]]."),
    ("b9_autopay_bank_confirmation", "billing_statement", US,
     "Autopay is on. Premiums of {money} will be drawn from account [[bank_account:acct_us_ach]] (ABA {aba}) on day "
     "{seq} of each month. A receipt goes to [[email:email_mixed]]."),
    ("b9_ortho_payment_plan_card", "dental_plan", US,
     "{dental_office} orthodontic payment plan: 18 payments of {money} charged to [[card:card_any]]. Guardian's cell "
     "[[phone:phone_local_typed]]."),
    ("b9_vision_order_ship_to", "vision_plan", EN,
     "Your glasses are on the way. Ship to: {name}, [[address:addr_us_one]]. Tracking {tracking_no}. Questions to "
     "[[email:email_plain2]]? Reply here."),
    ("b9_travel_repatriation_file", "travel_insurance", EN,
     "Repatriation file {policy_no}: insured {name}, passport [[national_id:us_passport]], died [[date_of_death:dod_v6]] in "
     "{travel_country}, aged [[age_over_89:age_number]]."),
    ("b9_lab_requisition_patient_block", "lab_report", US,
     "{lab_name} requisition\nPatient: {name}  DOB: [[date_of_birth:dob_us]]  Chart #: [[record_number:mrn_hyphen]]\n"
     "Tests: {loinc_name}; fasting ((yes||no)). Ordering NPI {npi}."),
    ("b9_pharmacy_delivery_driver_note", "pharmacy", US,
     "Delivery for {pharmacy}: [[address:addr_us_line]]. Customer is a [[age_over_89:age_adjective]] lady, ring twice, call "
     "[[phone:phone_chat]] if no answer."),
    ("b9_workcomp_first_report_vehicle", "form", US,
     "First report of injury: employee {name}, SSN [[ssn:ssn_any]], company truck plate [[vehicle_id:plate_us]], VIN "
     "[[vehicle_id:vin_v5]] (employer: {employer})"),
    ("b9_estate_refund_letter", "letter", US,
     "To the estate of {name}, who passed away [[date_of_death:dod_us]]: a premium refund of {money} will be mailed to "
     "[[address:addr_faker_block]]."),
    ("b9_medicare_card_replacement", "letter", US,
     "Your new card shows Medicare number [[member_id:mbi_new]]. We mailed it to [[address:addr_us_one]]. We will "
     "text delivery updates to [[phone:phone_us_any]]; questions to {org_phone}."),
    ("b9_it_incident_misdirected_email", "support_ticket", US,
     "INC-{ticket}: a letter with SSN [[ssn:ssn_typed]] was e-mailed to [[email:email_any]] by mistake. Sender session "
     "from [[ip_address:ipv4_public]]. Privacy office notified {dos}."),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("b9_chat_widow_cancel_card", "mobile_chat", US,
     "hi my wife died on [[date_of_death:dod_recent_numeric]] and u are still charging her card [[card:card_chat]] "
     "pls stop\n{bot}: I'm so sorry. Please call {org_phone} and we'll help."),
    ("b9_sms_moved_new_address", "mobile_chat", US,
     "moved!! new addy is [[address:addr_lower]] update my mail pls"),
    ("b9_chat_grandpa_age_and_birthday", "mobile_chat", US,
     "is my grandpa covered for hearing aids? he's [[age_over_89:age_phrase]], born [[date_of_birth:dob_elder]]"),
    ("b9_email_reply_uk_bank_details", "email", ("en_GB", "en_IE"),
     "Hi,\nRefund to [[bank_account:acct_uk_pair]] please. Best on [[phone:phone_loc]] after 5.\n\n> {org} wrote:\n> Where "
     "should we send your refund?"),
    ("b9_email_reply_portal_link_member", "email", US,
     "It keeps logging me out of [[url:url_portal_v9]]  - my ID is [[member_id:member_v9]] fwiw\n\n> On {dos} {org} wrote:\n"
     "> Can you send us the page you were on?"),
    ("b9_voice_ssn_and_birthday", "voice_to_text", US,
     "yes hi um my social is [[ssn:ssn_voice]] and birthday [[date_of_birth:dob_dictated]] I'm calling about a bill"),
    ("b9_voice_tow_truck_plate", "voice_to_text", US,
     "the car's plate is [[vehicle_id:plate_v5]] it got towed from the clinic lot call me at [[phone:phone_spoken]]"),
    ("b9_voice_email_spelled_out", "voice_to_text", US,
     "send the form to [[email:email_voice]] and my member number is [[member_id:member_v9]] thank you"),
    ("b9_ocr_claim_form_boxes", "ocr_form", US,
     "MEDICAL CLAIM FORM (scan p.1)\nSSN [[ssn:ssn_comb]]\nBIRTH DATE [[date_of_birth:dob_comb]]\nDAY PHONE "
     "[[phone:phone_comb]]\nSIGNATURE ON FILE"),
    ("b9_ocr_direct_deposit_enrolment", "ocr_form", US,
     "DIRECT DEPOSIT (handwritten, scanned)\nACCOUNT NO [[bank_account:bank_comb]]\nMAILING ADDRESS "
     "[[address:addr_comb]]\nROUTING {aba}"),
    ("b9_ocr_death_certificate_copy", "ocr_form", US,
     "CERTIFIED COPY - DEATH\nDECEDENT {name_upper}  AGE [[age_over_89:age_bare]]\nDATE OF DEATH [[date_of_death:dod_en]]\n"
     "CERT NO [[record_number:death_cert]]"),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("b9_loc_cost_estimate_letter", "letter", INTL,
     "{name}\n[[address:addr_v5_block]]\n\n{natid_label}: [[national_id:natid_v5]]\nIBAN: [[bank_account:iban_loc]]\n"
     "{w_amount}: {money_eur}"),
    ("b9_loc_sms_reminder_with_dob", "appointment_reminder", INTL,
     "{q_reminder} {dos_loc} {time}. {w_dob}: [[date_of_birth:dob_v6]]. {w_phone}: [[phone:phone_loc]]"),
    ("b9_loc_death_registry_notice", "letter", INTL,
     "{record_label_loc} [[record_number:record_loc]] - {name} ({w_age}: [[age_over_89:age_number]])\n{w_dod}: "
     "[[date_of_death:dod_v6]]"),
    ("b9_loc_portal_security_mail", "email", INTL,
     "{w_greeting}\n{log_ts}: [[email:email_loc]] / IP [[ip_address:ip_v6]]\n{w_closing}"),
    ("b9_loc_vehicle_damage_report", "form", INTL,
     "{plate_label_loc}: [[vehicle_id:plate_loc]]\n{w_mobile}: [[phone:phone_intl_loc]]\n{w_name}: {name}"),
    ("b9_loc_card_declined_member", "billing_statement", INTL,
     "{member_label_loc}: [[member_id:member_loc]]\nKarte/carte/card [[card:card_loc]] ({money_eur}) - declined / abgelehnt / refusée"),
    ("b9_loc_admission_record", "clinical_note", INTL,
     "{hospital_loc} - {w_registration}\n{record_label_loc}: [[record_number:record_loc]]\n{w_name}: {name}\n{w_dob}: "
     "[[date_of_birth:dob_v6]]"),
    # ---- national IDs, logs, links -------------------------------------------------------------------------------
    ("b9_uk_dental_exemption_form", "dental_plan", ("en_GB",),
     "Exemption claimed: {name}, National Insurance no. [[national_id:nino_new]], NHS no. [[national_id:nhs_uk]]."),
    ("b9_ca_travel_claim_sin", "travel_insurance", ("en_CA",),
     "Out-of-province claim: {name}, SIN [[national_id:sin_ca]], health card [[member_id:ca_health_card]], "
     "mobile [[phone:phone_faker_local]]."),
    ("b9_in_cashless_claim_pan", "travel_insurance", ("en_IN",),
     "Cashless request for {name}: PAN [[national_id:in_pan]], mobile [[phone:phone_world]], hospital {hospital}."),
    ("b9_log_telehealth_session", "app_log", US,
     "{iso_ts} INFO room.join peer=[[ip_address:ipv6_bracketed]] link=[[url:telehealth_link]] codec=opus"),
    ("b9_complaint_social_profile", "support_ticket", US,
     "Complaint {ticket}: member posted our letter at [[url:url_social_v4]] - reach her at [[email:email_reply_to]]"),
    ("b9_encounter_fax_numbers", "fax", US,
     "FAX from {clinic} ({clinic_fax}), {pages} pages. Encounter [[record_number:visit_no]], acct "
     "[[record_number:patient_account]]. Please attach to the chart."),
    ("b9_dmv_title_transfer_note", "form", US,
     "Title transfer for a member's donated van: VIN [[vehicle_id:vin]], title no. [[vehicle_id:title_no]], the owner "
     "([[age_over_89:age_v4]]) moved into assisted living."),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports of non-personal data ----------------------------------------------------------------------------
    ("b9c_x12_835_provider_level_adjustments", "x12_export", US,
     "N1*PR*{org_upper}*XV*{payer_id}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\nPLB*{org_npi}*{year}1231*WO:{claim_no}*{amount}~"
     "\nPLB*{org_npi}*{year}1231*72:{batch}*-{amount2}~\nSE*{small_count}*{ctrl}~"),
    ("b9c_x12_271_plan_benefit_lines", "x12_export", US,
     "NM1*PR*2*{org_upper}*****PI*{payer_id}~\nEB*1*IND*30**{hios}~\nEB*C*IND*30***23*{money}~\nEB*B*IND*98***27*{copay}~\n"
     "EB*A*IND*A6***27**.{units}~\nPER*IC*MEMBER SERVICES*TE*{org_phone}*UR*{org_web}~"),
    ("b9c_x12_999_acknowledgement", "x12_export", US,
     "GS*FA*{payer_id}*{isa_ctrl}*{x12_date}*1200*{batch}*X*005010X231A1~\n"
     "ST*999*{seq}*005010X231A1~\nAK1*HC*{small_count}*005010X222A1~\nAK2*837*{ctrl}~\nIK5*A~\nAK9*A*{small_count}*{small_count}*{small_count}~"),
    ("b9c_hl7_mfn_chargemaster", "hl7_export", US,
     "MSH|^~\\&|CDM|CIM|BILL|CIM|{hl7_ts}||MFN^M04|{ctrl}|P|2.5.1\nMFI|CDM^Charge Description Master|||UPD\n"
     "CDM|{cdm}|{rev_code}|{cpt}^{loinc_name}||{units}\nPRC|{cdm}|||||{amount}"),
    ("b9c_hl7_om1_test_catalogue", "hl7_export", US,
     "MSH|^~\\&|BRL|BRAMBLEWOOD|EHR|CIM|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nOM1|{seq}|{loinc}^{loinc_name}^LN|||Y|||||||||"
     "{lab_phone}\nOM2|{seq}|{range}|{range_ref}"),
    ("b9c_json_fee_schedule_rows", "json_export", US,
     "{\"schedule\": \"LVHP-{year}-PROF\", \"effective\": \"{eff_iso}\", \"rows\": [{\"cpt\": \"{cpt}\", \"modifier\": \"{modifier}\", "
     "\"pos\": \"{pos}\", \"allowed\": {amount}}, {\"cpt\": \"{cpt2}\", \"allowed\": {amount2}}], \"payerId\": \"{payer_id}\"}"),
    ("b9c_json_directory_practitioner", "json_export", US,
     "{\"resourceType\": \"PractitionerRole\", \"practitioner\": {\"display\": \"{doctor_full}\"}, \"organization\": {\"display\": "
     "\"{clinic}\"}, \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], \"telecom\": "
     "[{\"system\": \"phone\", \"value\": \"{clinic_phone}\"}, {\"system\": \"fax\", \"value\": \"{clinic_fax}\"}], \"location\": "
     "[{\"display\": \"{clinic_addr}\"}], \"newPatient\": ((true||false))}"),
    ("b9c_json_status_page_incident", "json_export", US,
     "{\"component\": \"claims-api\", \"status\": \"degraded_performance\", \"started\": \"{iso_ts}\", \"p95_ms\": {lat_ms}, "
     "\"error_rate\": \"{pct_small}\", \"build\": \"{build_no}\", \"region\": \"{region_dc}\", \"contact\": \"{org_help_email}\"}"),
    ("b9c_xml_formulary_tier_feed", "xml_export", US,
     "<formulary plan=\"{hios}\" rxbin=\"{org_rxbin}\" pcn=\"{org_rxpcn}\" group=\"{org_rxgrp}\">\n  <drug ndc=\"{ndc}\" tier=\"{tier}\" "
     "st=\"((Y||N))\" ql=\"{qty}/{days_supply}\"/>\n  <drug ndc=\"{ndc2}\" tier=\"{tier2}\" pa=\"Y\"/>\n</formulary>"),
    ("b9c_xml_benefit_summary_feed", "xml_export", US,
     "<planBenefits id=\"{hios}\" year=\"{year}\">\n  <deductible network=\"in\">{money}</deductible>\n  <oopMax>{money2}</oopMax>\n"
     "  <copay service=\"PCP\">{copay}</copay>\n  <coinsurance>{copay_pct}</coinsurance>\n  <phone>{org_phone}</phone>\n</planBenefits>"),
    ("b9c_csv_claim_line_aggregates", "csv_export", US,
     "month,cpt,lines,billed,allowed,denied_pct\n{year}-0((1||2||3||4)),{cpt},{small_count},{amount},{amount2},{pct_small}\n"
     "{year}-0((5||6||7||8)),{cpt2},{small_count2},{amount3},{amount4},{pct_small2}\n"),
    ("b9c_csv_carc_rarc_code_table", "csv_export", US,
     "carc,rarc,description,lines_{year}\n{carc},{rarc},contractual adjustment,{small_count}\n{carc2},{rarc2},"
     "patient responsibility,{small_count2}\n"),
    ("b9c_tsv_lab_reference_intervals", "csv_export", US,
     "loinc\ttest\tunits\trange\tperforming_lab\n{loinc}\t{loinc_name}\t((mg/dL||mmol/L||g/dL))\t{range}\t{lab_name}\n{loinc2}\t"
     "{loinc_name2}\t((U/L||%))\t{range2}\t{lab_name}\n# client services {lab_phone}\n"),
    ("b9c_csv_own_provider_directory", "csv_export", US,
     "npi,name,specialty,phone,fax,address,accepting,verified\n{clinic_npi},{clinic},Internal Medicine,{clinic_phone},{clinic_fax},"
     "\"{clinic_addr}\",((Y||N)),{dos_iso}\n{eye_npi},{eye},Optometry,{eye_phone},,\"{eye_addr}\",((Y||N)),{dos_iso2}\n{dental_npi},"
     "{dental_office},Dentistry,{dental_phone},,\"{dental_addr}\",((Y||N)),{dos_iso3}\n"),
    # ---- what a plan or clinic prints ----------------------------------------------------------------------------
    ("b9c_eob_glossary_and_lines", "eob", US,
     "How to read this page: \"Allowed\" is our contracted rate. Line 1 {cpt} ({pos}) billed {money}, allowed {money2}, "
     "you owe {copay}. Line 2 {cpt2}-{modifier} adjusted {carc}/{rarc}. {org}, payer ID {payer_id}, {org_phone}."),
    ("b9c_remittance_advice_summary", "remittance", US,
     "Remittance advice {check_no} to {clinic} (NPI {org_npi}, TIN {org_ein}): {sample_n} claims, paid {money}, "
     "withheld {money2}, interest {money3}. Trace {trn}. Provider services {prov_phone}."),
    ("b9c_pa_approval_letter_standards", "prior_auth", US,
     "{org} approval letters state the service ({cpt}), the number of units ({units}), the dates the approval covers and "
     "the case number (format {pa_case}). Standard decisions: {visits} calendar days; expedited: {hours} hours. Fax {org_fax}."),
    ("b9c_formulary_midyear_notice", "formulary_notice", US,
     "Formulary update effective {eff_iso}: {drug} moves to tier {tier}; step therapy added for NDC {ndc}; quantity limit "
     "{qty} per {days_supply} days. Pharmacists: RxBIN {org_rxbin}, PCN {org_rxpcn}, help desk {rx_help_phone}."),
    ("b9c_network_directory_print_page", "network_directory", US,
     "PROVIDER DIRECTORY {year} - LANE COUNTY\n{clinic}\n{clinic_addr}\nTel {clinic_phone}  Fax {clinic_fax}\nNPI {clinic_npi}  "
     "Languages: English, ((Spanish||Russian||Vietnamese))  Hours: Mon-Fri ((7:30||8:00||8:30))-5:00\n"
     "Last verified {dos}\n\n{lab_name}\n{lab_addr}\nTel {lab_phone}"),
    ("b9c_claim_status_page_faq", "claim_status", US,
     "Claim statuses explained: RECEIVED (day 0), IN REVIEW (median {hours} h), PAID (EFT within {visits} days), DENIED "
     "(see code {carc}). {pct_dec} of clean claims paid in {days_supply} days. Payer ID {payer_id}; {org_web}."),
    ("b9c_rx_card_front_layout", "pharmacy_card", US,
     "{org_upper}\nRxBIN {org_rxbin}   RxPCN {org_rxpcn}   RxGRP {org_rxgrp}\nPlan {hios}\nPharmacy help desk {rx_help_phone}  "
     "|  Member services {org_phone}\nCard stock {version}"),
    ("b9c_broadcast_flu_clinic_reminder", "appointment_reminder", US,
     "{clinic}: walk-in flu and COVID shots ((Tuesday||Thursday||Saturday))s 8:00 AM-noon, through {dos}. No appointment needed. Questions "
     "{clinic_phone} or {clinic_email}. Parking in lot B, level {seq}."),
    ("b9c_statement_reverse_side", "billing_statement", US,
     "Make checks payable to {clinic}. Remit to {clinic_addr}. Tax ID {org_ein}. Reference {statement_ref} on the check. "
     "Balances over {money} may use a {visits}-month plan at 0% ({clinic_phone})."),
    ("b9c_vision_kids_summary", "vision_plan", US,
     "Children's vision ({hios}): one exam per year ({vision_code}), frames up to {money}, polycarbonate lenses covered. "
     "{eye}, {eye_addr}, {eye_phone}."),
    ("b9c_dental_ortho_summary", "dental_plan", US,
     "Orthodontia: 50% to a lifetime maximum of {money}, ages up to 19; {cdt} and D8080 need pre-treatment review. "
     "{dental_office}, {dental_phone}; claims to {org_appeals_addr}."),
    ("b9c_travel_wording_definitions", "travel_insurance", EN,
     "Definitions. \"Emergency\" means a sudden illness or injury needing treatment before return. \"Home\" means your "
     "usual country of residence. Limits: {money} medical, {money2} evacuation; excess {copay}. 24h assistance {org_intl_line}."),
    # ---- clinical and support texts without a person's identifiers ----------------------------------------------
    ("b9c_visit_summary_deidentified", "clinical_note", US,
     "Visit summary (teaching file): {age_adult}-year-old with {icd}; BP {bp}, HR {hr}, {lab}. Plan: {regimen}; recheck "
     "in {visits} weeks. Seen at {clinic} by {doctor_full}."),
    ("b9c_pharmacy_counselling_leaflet", "pharmacy", US,
     "About {drug}. Directions on the label: {sig}. Store below 25 C. Missed dose: take it when you remember unless the next is within {hours} "
     "hours. Lot {lot} expires {exp_date}. Questions: {rx_help_phone} or {rx_email}."),
    ("b9c_support_chat_generic_question", "mobile_chat", US,
     "user: does my plan cover physical therapy?\n{bot}: Most plans cover {visits} visits a year. For your exact benefits, "
     "sign in at {org_web} or call {org_phone}.\nuser: ok thx"),
    ("b9c_support_ticket_outage_generic", "support_ticket", US,
     "### Ticket {ticket}\nSeveral members report the ID-card page timing out (HTTP {http_status}) since {time}. No member "
     "data shared in this ticket. Escalated to on-call; build {build_no}, host {hostname}."),
    ("b9c_it_change_record", "it_ops", US,
     "CHG{batch}: rotate TLS certificates on {hostname} and {svc_host}; window {weekday} 22:00-23:30 PT; rollback plan "
     "{version}; expected downtime {minutes} s. Approver: {staff}."),
    ("b9c_email_reply_policy_question", "email", US,
     "Thanks for your question. Telehealth visits with in-network doctors cost {copay} under plan {hios}; out of network "
     "they are not covered.\n\n{agent}, Member Services, {org}\n{org_phone} | {org_help_email}"),
    ("b9c_ivr_menu_transcript", "voice_to_text", US,
     "you have reached the {org} member line if this is about a claim say claims or press one pharmacists can also use "
     "{rx_help_phone} for the nurse line call {tollfree} any time"),
    ("b9c_fax_cover_clinic_generic", "fax", US,
     "FAX COVER - {clinic_upper}\nFrom: {clinic_fax}  Tel: {clinic_phone}\nPages: {pages} incl. cover  Sent: {dos} {time}\nRe: updated referral "
     "form (blank) and fee schedule {year}\nIf received in error call {clinic_phone}."),
    # ---- other locales -------------------------------------------------------------------------------------------
    ("b9c_loc_benefit_overview", "plan_summary", INTL,
     "{org} - {q_statement} {year}\n{w_amount}: {money_eur} / {copay_pct}\nATC {atc}, ICD-10 {icd}\n{w_phone}: {tollfree_loc}\n"
     "{w_date}: {dos_loc}"),
    ("b9c_loc_clinic_opening_notice", "appointment_reminder", INTL,
     "{hospital_loc}: {w_appointment} 08:00-16:00, {w_room} {room}; {w_phone} {tollfree_loc}. {org_tax_label} {org_tax}"),
    ("b9c_loc_lab_ranges_sheet", "lab_report", INTL,
     "{hospital_loc} - {range_ref}; {range_ref2}; {lab}. {w_date}: {dos_loc}. Ref. {ref_no}"),
    ("b9c_loc_invoice_totals", "billing_statement", INTL,
     "{w_invoice} {invoice_no} ({year}): {w_amount} {money_eur}, {pct_dec}; {org_tax_label} {org_tax}; "
     "{w_phone} {org_intl_line}"),
    ("b9c_loc_drug_copay_table", "formulary_notice", INTL,
     "{org} - ATC {atc}: {copay_pct}; ATC {atc2}: {copay_pct2}; max. {money_eur} / {year}\nRxBIN {org_rxbin} PCN {org_rxpcn}\n"
     "{w_phone}: {org_intl_line}\n{w_date}: {dos_loc}"),
    ("b9c_loc_travel_assistance_card", "travel_insurance", INTL,
     "{org_upper}\n((Assistance 24/7||Notruf 24/7||Assistance 24h/24||Asistencia 24 h||Assistenza 24 ore||Alarmcentrale 24/7)): "
     "{org_intl_line} / {tollfree_loc}\nPolicy wording LVH-TRV-{year}-{small_count}, {w_amount} max. {money_eur}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind9", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
