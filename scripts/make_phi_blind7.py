"""A seventh blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind7.py [--seed 9191] [--out PATH]   # JSON lines to PATH, or to stdout

The six earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, seed 4141;
make_phi_blind3.py, seed 5151; make_phi_blind4.py, seed 6161; make_phi_blind5.py, seed 7171;
make_phi_blind6.py, seed 8181) are read for tuning. This set replaces them as the held-out one: its author read
only the earlier generators (for their mechanics, imported here, and to avoid their templates), never the
detectors, their tests or the sets they were tuned on, and never ran the check on these texts.

600 texts (the smaller size the brief allows): 400 carry identifiers (50 templates, 8 texts each, every kind of
KINDS in at least 15 texts), CLEAN_TOTAL = 200 carry none (25 templates, 8 texts each). No template id or body is
shared with the earlier sets. Genres: remittance, EOB and claim-status exports (X12 835/277/271, HL7 v2, FHIR
JSON, XML, CSV), prior-auth approvals, formulary and network notices, pharmacy cards, reminders, lab ranges,
statements, dental, vision and travel-insurance wordings; identifiers as people type them (chat, e-mail
replies, voice-to-text), OCR'd hand-filled forms, and letters in other locales with their local forms.

MAC addresses appear in no text; no identifier-free text holds a private or loopback IP address. An
identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS), toll-free lines
and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs, its EIN).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind5 as blind5
    import make_phi_blind6 as blind6
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind6 as blind6

Draw = blind.Draw

SEED = 9191
PHI_PER_TEMPLATE = 8
CLEAN_TOTAL = 200
KINDS = blind.KINDS
OTHER_LOCALES = blind6.OTHER_LOCALES
FAKER_LOCALES = blind6.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind7).
ORG_NAME = "Heron Bay Health Plan"
CLINIC_NAME = "Tidewater Family Clinic"
EYE_NAME = "Saltgrass Eye Associates"
DENTAL_NAME = "Pamlico Sound Dental"
ORG_DOMAIN = "heronbayhp.org"
CLINIC_DOMAIN = "tidewaterfc.org"
ORGANISATION_CONTACTS = [
    "(252) 555-0141",
    "(252) 555-0142",
    "Claims Department, PO Box 61830, Greenville, NC 27835",
    "400 Estuary Boulevard, Suite 220, New Bern, NC 28560",
    "grievances@heronbayhp.org",
    "members@heronbayhp.org",
    "(910) 555-0173",
    "(910) 555-0174",
    "18 Marsh Hen Road, Wilmington, NC 28403",
    "scheduling@tidewaterfc.org",
    "https://www.heronbayhp.org/members",
    "(919) 555-0128",
    "2210 Longleaf Drive, Raleigh, NC 27609",
    "(252) 555-0156",
    "91 Harbor Light Way, Morehead City, NC 28557",
    "(252) 555-0168",
    "+1 252 555 0141",
    "pharmacy@heronbayhp.org",
]
ORG_PAYER_ID = "HBH27"
ORG_RXBIN = "024518"
ORG_RXPCN = "HBHPRX"
ORG_RXGRP = "HBAY7700"
ORG_EIN = "56-3019284"
ORG_HIOS = ("67420NC0080011", "67420NC0080026", "67420NC0090007")
ORG_NPIS = (blind5._npi_of("152846031"), blind5._npi_of("178204659"), blind5._npi_of("119650372"))  # noqa: SLF001


def member_v7(draw: Draw) -> str:
    """This plan's member IDs: a prefix, nine digits, and at times a dependant suffix."""
    return draw.pick([f"HBH{draw.digits(9)}", f"HB{draw.digits(9)}*0{draw.rng.randint(1, 4)}", f"Y7N{draw.digits(8)}"])


def url_portal_v7(draw: Draw) -> str:
    """A link into this set's own portal that carries a member's or patient's ID."""
    member, mrn = member_v7(draw), blind5.mrn_v5(draw)
    return draw.pick([f"https://members.{ORG_DOMAIN}/claims?memberId={member}",
                      f"https://members.{ORG_DOMAIN}/card/print/{member}.pdf",
                      f"https://mychart.{CLINIC_DOMAIN}/records/{mrn}/labs",
                      f"https://{CLINIC_DOMAIN}/checkin?mrn={mrn}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {**blind6.SLOTS, "member_v7": member_v7, "url_portal_v7": url_portal_v7}

_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "clinic_upper": CLINIC_NAME.upper(),
    "eye": EYE_NAME, "dental_office": DENTAL_NAME, "hospice": CLINIC_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_appeals_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "org_care_email": ORGANISATION_CONTACTS[5],
    "org_provider_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "hospice_phone": ORGANISATION_CONTACTS[6], "hospice_fax": ORGANISATION_CONTACTS[7], "hospice_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "eye_phone": ORGANISATION_CONTACTS[11], "eye_addr": ORGANISATION_CONTACTS[12],
    "dental_phone": ORGANISATION_CONTACTS[13], "dental_addr": ORGANISATION_CONTACTS[14],
    "rx_help_phone": ORGANISATION_CONTACTS[15], "org_intl_line": ORGANISATION_CONTACTS[16], "rx_email": ORGANISATION_CONTACTS[17],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind6.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "hospital": lambda d: d.pick(["Neuse River Medical Center", "Outer Banks Regional", "Cape Fear Valley Children's",
                                  "Albemarle General Hospital"]),
    "pharmacy": lambda d: d.pick(["Front Street Apothecary", "Bogue Banks Pharmacy", "Tar River Drug Co."]),
    "employer": lambda d: d.pick(["Coastal Plain Poultry", "Crystal Coast Marine Works", "Eastern Carolina Textiles"]),
    "bot": lambda d: d.pick(["Heron Helper", "HBHP Assistant", "Ask Heron"]),
    "pa_case": lambda d: d.pick([f"HBH-UM-{d.digits(8)}", f"PA{d.digits(9)}"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
ANY = EN + INTL


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports -------------------------------------------------------------------------------------------------
    ("x12_834_enrolment_member_loop", "x12_export", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v7]]~\nREF*1L*{group_no}~\nNM1*IL*1*{last_upper}*{first_upper}****34*"
     "[[ssn:ssn_x12]]~\nPER*IP**HP*[[phone:phone_x12]]~\nN3*[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~"),
    ("x12_835_patient_claim_loop", "x12_export", US,
     "CLP*{claim_no}*1*{amount}*{amount2}*{copay}*12*{trn}~\nNM1*QC*1*{last_upper}*{first_upper}****MI*[[member_id:member_v7]]~\n"
     "REF*EA*[[record_number:mrn_v5]]~\nDTM*232*{x12_date}~\nCAS*PR*1*{copay}~"),
    ("hl7_adt_a03_discharge_expired", "hl7_export", US,
     "MSH|^~\\&|TFC_ADT|TFC|HBH|HBH|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v5]]^^^TFC^MR||{last_upper}^"
     "{first_upper}||[[date_of_birth:dob_hl7_time]]|((F||M))||||||||||||||||||||[[date_of_death:dod_hl7]]|Y\nPV1|1|I|ICU^{bed}"),
    ("hl7_siu_reminder_contact", "hl7_export", US,
     "MSH|^~\\&|TFC_SCH|TFC|SMS|TFC|{hl7_ts}||SIU^S12|{ctrl}|P|2.5.1\nSCH|{ticket}||||||ROUTINE\nPID|1||[[record_number:mrn_v5]]"
     "^^^TFC^MR||{last_upper}^{first_upper}||||||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]^^^[[email:email_v5]]"),
    ("fhir_related_person_json", "json_export", US,
     "{\"resourceType\": \"RelatedPerson\", \"patient\": {\"reference\": \"Patient/[[record_number:mrn_v5]]\"}, \"name\": [{\"text\": "
     "\"{name}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164]]\"}], \"address\": [{\"text\": "
     "\"[[address:addr_us_one]]\"}]}"),
    ("json_claim_api_response_person", "json_export", US,
     "{\"claimId\": \"{claim_no}\", \"status\": \"PAID\", \"member\": {\"id\": \"[[member_id:member_v7]]\", \"dob\": "
     "\"[[date_of_birth:dob_v6_export]]\", \"email\": \"[[email:email_v5]]\"}, \"paid\": \"{money}\", \"payerId\": \"{payer_id}\"}"),
    ("xml_death_registry_feed", "xml_export", INTL,
     "<sterbefall>\n  <name>{name}</name>\n  <geboren>[[date_of_birth:dob_v6]]</geboren>\n  <gestorben>[[date_of_death:dod_v6]]"
     "</gestorben>\n  <id>[[national_id:natid_v5]]</id>\n</sterbefall>"),
    ("xml_payment_card_token_request", "xml_export", US,
     "<paymentRequest amount=\"{amount}\">\n  <cardHolder>{name}</cardHolder>\n  <pan>[[card:card_any]]</pan>\n  <exp>{card_exp}</exp>\n"
     "  <billTo>[[address:addr_xml]]</billTo>\n</paymentRequest>"),
    ("csv_outreach_list_elders", "csv_export", US,
     "member,age,phone,preferred_time\n[[member_id:member_v7]],[[age_over_89:age_number]],[[phone:phone_v6]],((morning||afternoon))\n"),
    ("csv_vehicle_mileage_claims", "csv_export", US,
     "claimant,vin,plate,miles,rate\n{name},[[vehicle_id:vin_v5]],[[vehicle_id:plate_us]],{small_count},0.67\n"),
    ("tsv_web_session_export", "csv_export", INTL,
     "session\tuser_email\tclient_ip\tpath\n{guid}\t[[email:email_v5]]\t[[ip_address:ip_v6]]\t/claims/{claim_no}\n"),
    ("csv_refund_iban_export", "csv_export", INTL,
     "name;iban;betrag;kennung\n{name};[[bank_account:iban_v5]];{money_eur};[[national_id:natid_v5]]\n"),
    # ---- letters and notices about one person --------------------------------------------------------------------
    ("pa_approval_member_letter", "prior_auth", US,
     "{org}\n{name}\n[[address:addr_us_block]]\n\nRe: approval {pa_case}, member [[member_id:member_v7]], born "
     "[[date_of_birth:dob_v6]]\nWe approved {cpt} for {visits} visits from {dos} to {dos2}."),
    ("claim_status_web_view_member", "claim_status", US,
     "Claim {claim_no} - In process\nPatient: {name} (member [[member_id:member_v7]])\nReceived {dos}. Questions? We'll call "
     "you at [[phone:phone_v6]]."),
    ("billing_statement_card_on_file", "billing_statement", US,
     "{clinic} statement {statement_ref}\nGuarantor: {name}, [[address:addr_us_one]]\nBalance {money} will be charged to card "
     "[[card:card_any]] on {dos}."),
    ("dental_pretreatment_estimate", "dental_plan", US,
     "{dental_office} pre-treatment estimate for {name}, DOB [[date_of_birth:dob_v6]], subscriber [[member_id:member_v7]]: "
     "{cdt} tooth {tooth}, plan pays {money}."),
    ("vision_claim_reimbursement", "vision_plan", US,
     "Out-of-network vision claim: {name}, [[address:addr_us_one]], SSN [[ssn:ssn_v5]]. Frames {money}, lenses {money2}."),
    ("travel_claim_abroad_hospital", "travel_insurance", EN,
     "Emergency abroad: insured {name}, born [[date_of_birth:dob_v6]], reachable at [[phone:phone_abroad]] and "
     "[[email:email_v5]]. Hospital bill {money} in {travel_country}."),
    ("pharmacy_refill_voicemail_elder", "voicemail", US,
     "Voicemail for {pharmacy}: this is {name}, I'm [[age_over_89:age_v5]] and need my refill of {drug}, call me at "
     "[[phone:phone_v6]], I'm at [[address:addr_us_one]]."),
    ("remittance_refund_check_returned", "remittance", US,
     "Your refund check {check_no} was returned. Please confirm your address [[address:addr_us_one]] or send bank details: "
     "account [[bank_account:acct_us_ach]], routing {aba}."),
    ("hospice_death_notification_plan", "letter", US,
     "Notice to {org}: member {name} ([[member_id:member_v7]]) died [[date_of_death:dod_v6]] at age [[age_over_89:age_number]]. "
     "Contact the family at [[phone:phone_v6]]."),
    ("network_credentialing_home_addr", "network_directory", US,
     "Credentialing file: Dr. {name}, NPI {npi}; home address (not for directory) [[address:addr_us_one]]; personal cell "
     "[[phone:phone_v6]]; SSN [[ssn:ssn_v5]]."),
    # ---- locales -------------------------------------------------------------------------------------------------
    ("loc_eob_letter_member", "eob", INTL,
     "{name}\n[[address:addr_v5_block]]\n\n{member_label_loc}: [[member_id:member_loc]]\n{w_amount}: {money_eur}\n{w_date}: {dos_loc}"),
    ("loc_pharmacy_reminder_phone", "appointment_reminder", INTL,
     "{q_reminder}: {dos_loc} {time}. {w_patient}: {name}. {w_phone}: [[phone:phone_loc]]. {w_email}: [[email:email_v5]]"),
    ("loc_national_id_registration", "form", INTL,
     "{q_registered}\n{w_name}: {name}\n{natid_label}: [[national_id:natid_v5]]\n{w_dob}: [[date_of_birth:dob_v6]]\n"
     "{w_address}: [[address:addr_v5_line]]"),
    ("loc_bank_change_email", "email", INTL,
     "{w_greeting},\nIBAN: [[bank_account:iban_v5]]\n{w_phone}: [[phone:phone_intl_loc]]\n{w_closing}\n{name}"),
    ("loc_elder_care_note", "clinical_note", INTL,
     "{w_patient}: {name}, [[age_over_89:age_loc_v5]]. {w_born}: [[date_of_birth:dob_v6_elder]]. {w_room} {room}."),
    ("loc_vehicle_parking_permit", "form", INTL,
     "{q_parking}: {name}, {w_vehicle} [[vehicle_id:plate_v5]], {w_mobile} [[phone:phone_loc]]"),
    ("loc_bereavement_letter", "letter", INTL,
     "{q_death_report}: {name}, {w_died} [[date_of_death:dod_v6]]. {record_label_loc}: [[record_number:record_loc]]"),
    ("loc_portal_login_alert", "app_log", INTL,
     "{log_ts} login ok user=[[email:email_v5]] ip=[[ip_address:ip_v6]] lang=((de||fr||es||nl||pl))"),
    # ---- typed, said, scanned ------------------------------------------------------------------------------------
    ("chat_card_number_pasted", "mobile_chat", US,
     "user: paying my premium, card is [[card:card_chat]]\n{bot}: Please don't share card numbers here. Use {org_web}.\n"
     "user: oops ok"),
    ("chat_plate_for_parking_validation", "mobile_chat", US,
     "hey front desk can u validate parking, plate [[vehicle_id:plate_us]], I'm in room {room} with my mom (she's "
     "[[age_over_89:age_number]])"),
    ("email_reply_member_id_and_dob", "email", US,
     "Member ID is [[member_id:member_v7]] and my date of birth is [[date_of_birth:dob_v6]].\n\n> On {dos}, {org} <{org_help_email}> "
     "wrote:\n> To find your claim we need your member ID and date of birth."),
    ("email_reply_with_signature", "email", EN,
     "Thanks, that works.\n\n{name}\n[[address:addr_us_one]]\nm. [[phone:phone_v6]]\n[[url:url_social_v5]]"),
    ("voice_card_payment", "voice_to_text", US,
     "okay the card number is [[card:card_any]] expiration {card_exp} and the zip is the same as my address [[address:addr_dictated]]"),
    ("voice_member_callback", "voice_to_text", US,
     "hi calling about claim {claim_no} my member number is [[member_id:member_v7]] call me back at [[phone:phone_mixed_voice]]"),
    ("voice_deceased_spouse", "voice_to_text", US,
     "my husband passed away on [[date_of_death:dod_v6]] his social was [[ssn:ssn_voice_v5]] I need to cancel his plan"),
    ("ocr_travel_claim_form", "ocr_form", EN,
     "TRAVEL CLAIM (scanned)\nPOLICYHOLDER {name_upper}\nDOB [[date_of_birth:dob_comb]]\nPHONE [[phone:phone_comb]]\nBANK "
     "[[bank_account:bank_comb]]"),
    ("ocr_dental_enrolment_form", "ocr_form", US,
     "DENTAL ENROLLMENT (handwritten)\nSSN [[ssn:ssn_comb]]\nADDRESS [[address:addr_comb]]\nSIGNED {name_upper} {dos}"),
    ("ocr_payment_card_slip", "ocr_form", US,
     "PAYMENT SLIP (OCR)\nCARD NO [[card:card_comb]]\nAMOUNT {money}\nCARDHOLDER {name_upper}"),
    ("ocr_id_document_intake", "ocr_form", INTL,
     "{w_name}: {name_upper}\n{natid_label}: [[national_id:natid_comb]]\n{w_address}: [[address:addr_v5_line]]"),
    # ---- national IDs and logs -----------------------------------------------------------------------------------
    ("uk_travel_claim_nhs", "travel_insurance", ("en_GB",),
     "Claimant {name}, NHS number [[national_id:nhs_uk]], National Insurance [[national_id:nino_new]], mobile [[phone:phone_loc]]."),
    ("ca_vision_claim_sin", "vision_plan", ("en_CA",),
     "Vision claim for {name}: SIN [[national_id:sin_ca]], provincial card [[member_id:ca_health_card]]."),
    ("us_dmv_medical_report", "form", US,
     "Driver medical report: {name}, licence [[national_id:us_dl]], VIN [[vehicle_id:vin_v5]], DOB [[date_of_birth:dob_v6]]."),
    ("portal_link_shared_sms", "mobile_chat", US,
     "sent u the link [[url:url_portal_v7]] log in as me pls, password is on the fridge"),
    ("support_ticket_portal_error", "support_ticket", US,
     "### Ticket {ticket}\nMember reports a 500 error at [[url:url_portal_v7]] from [[ip_address:ip_public]] at {log_ts}."),
    ("api_gateway_access_line", "app_log", US,
     "[[ip_address:ip_public]] - - [{log_ts}] \"GET /v1/members/[[member_id:member_v7]]/eob HTTP/1.1\" {http_status} {ms}"),
    ("telehealth_link_email", "email", US,
     "Your video visit with {clinic} is {dos} at {time}. Join: [[url:url_portal_v7]]. Reply to [[email:email_v5]] to change."),
    ("obituary_claim_closure_elder", "letter", US,
     "We are sorry for your loss. Claims for {name}, who died [[date_of_death:dod_v6]] aged [[age_over_89:age_number]], "
     "account [[record_number:patient_account]], are closed."),
    ("vehicle_accident_subrogation", "form", US,
     "Subrogation questionnaire: member [[member_id:member_v7]], vehicle plate [[vehicle_id:plate_v5]], VIN [[vehicle_id:vin_v5]], "
     "other driver's insurer {employer}."),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("x12_835_payer_header_clean", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}*ZZ*{isa_ctrl}*{isa_date}*{time}*^*00501*{isa_ctrl}*0*P*:~\n"
     "N1*PR*{org_upper}~\nN3*{org_street_addr}~\nPER*CX**TE*{org_phone}*FX*{org_fax}~\nREF*TJ*{org_ein}~"),
    ("x12_277ca_batch_totals_clean", "x12_export", US,
     "STC*A1:19*{x12_date}*WQ*{amount}~\nQTY*90*{sample_n}~\nQTY*AA*{small_count}~\nAMT*YU*{amount2}~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~"),
    ("hl7_mfn_lab_ranges_clean", "hl7_export", US,
     "MSH|^~\\&|LIS|TFC|EHR|TFC|{hl7_ts}||MFN^M08|{ctrl}|P|2.5.1\nOM1|1|{loinc}^{loinc_name}^LN|||Y\nOM2|1|{range}|{range_ref}"),
    ("fhir_plan_net_org_json_clean", "json_export", US,
     "{\"resourceType\": \"Organization\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{org_npi}\"}], "
     "\"name\": \"{eye}\", \"telecom\": [{\"system\": \"phone\", \"value\": \"{eye_phone}\"}], \"address\": [{\"text\": \"{eye_addr}\"}], \"meta\": {\"versionId\": \"{build_no}\", \"lastUpdated\": \"{iso_ts}\"}}"),
    ("json_rx_card_metadata_clean", "json_export", US,
     "{\"bin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\", \"group\": \"{org_rxgrp}\", \"plan\": \"{hios}\", \"helpdesk\": "
     "\"{rx_help_phone}\", \"mail\": \"{rx_email}\", \"version\": \"{version}\"}"),
    ("xml_formulary_update_clean", "xml_export", US,
     "<formularyChange effective=\"{dos_iso}\" plan=\"{hios}\">\n  <drug ndc=\"{ndc}\" tier=\"{tier}\" qty=\"{qty}\" days=\"{days_supply}\"/>\n"
     "  <drug ndc=\"{ndc2}\" tier=\"{tier2}\" pa=\"((Y||N))\"/>\n</formularyChange>"),
    ("csv_network_directory_clean", "csv_export", US,
     "npi,office,phone,address,accepting\n{org_npi},{dental_office},{dental_phone},\"{dental_addr}\",Y\n{org_npi2},{eye},{eye_phone},"
     "\"{eye_addr}\",((Y||N))\n"),
    ("csv_remit_summary_clean", "csv_export", US,
     "check_no,payer_id,claims,paid,adjusted,carc\n{check_no},{payer_id},{sample_n},{money},{money2},{carc}\n"),
    ("eob_line_items_clean", "eob", US,
     "{org} - sample explanation of benefits lines\nService {cpt}: billed {money}, allowed {money2}, plan paid {money3}, "
     "adjustment {carc}\nService {cpt2}: billed {money4}, not covered ({rarc})\nQuestions: {org_phone}."),
    ("pa_turnaround_notice_clean", "prior_auth", US,
     "Prior authorization standards {year}: urgent requests decided within {hours} hours, standard within {visits} days. "
     "Fax {org_fax}; payer ID {payer_id}; reference format {pa_case}."),
    ("reminder_clinic_closure_clean", "appointment_reminder", US,
     "{clinic} will close at {time} on {weekday} {dos} for staff training. Urgent questions: {clinic_phone}. Refill faxes: {clinic_fax}."),
    ("lab_ranges_table_clean", "lab_report", US,
     "Reference intervals, {clinic_upper} laboratory ({version}):\n{range_ref}\n{range_ref2}\nTurnaround {hours} h. CLIA lab, "
     "{clinic_addr}."),
    ("billing_statement_faq_clean", "billing_statement", US,
     "Statement reference {statement_ref}: {pct_dec} of balances under {money} qualify for a {copay_pct} prompt-pay discount. "
     "Call {clinic_phone} Mon-Fri {time_ampm}-{time}; EIN {org_ein}."),
    ("vision_summary_clean", "vision_plan", US,
     "{org} vision summary ({hios}): eye exam {copay}; frames allowance {money}; contact lenses {money2}; LASIK discount "
     "{copay_pct}. {eye}, {eye_phone}."),
    ("dental_summary_clean", "dental_plan", US,
     "{org} dental summary ({hios}): cleanings twice a year at 100%; fillings ({cdt}) at 80% after {money} deductible; "
     "crowns 50%. {dental_office}, {dental_addr}."),
    ("travel_policy_exclusions_clean", "travel_insurance", US,
     "Section {seq}: we do not pay for treatment that could wait until return; limits {money} medical, {money2} repatriation. "
     "Assistance 24/7: {org_intl_line}. Wording ref HBH-TRV-{year}-{small_count}."),
    ("claim_status_stats_clean", "claim_status", US,
     "Claims dashboard {dos}: {sample_n} received, {pct_dec} auto-adjudicated, median {hours} h, build {build_no}. Payer ID {payer_id}."),
    ("rx_card_reverse_side_clean", "pharmacy_card", US,
     "RxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGrp {org_rxgrp}\nPharmacists: {rx_help_phone}\nSubmit paper claims to "
     "{org_appeals_addr}. Card version {version}, printed {dos}."),
    ("network_new_offices_clean", "network_directory", US,
     "New in network {year}: {eye} (NPI {org_npi}), {eye_addr}, {eye_phone}; {dental_office} (NPI {org_npi2}), {dental_addr}."),
    ("loc_formulary_letter_clean", "formulary_notice", INTL,
     "{org_tax_label}: {org_tax}\nATC {atc}: {copay_pct}\nATC {atc2}: {w_amount} {money_eur}\n{w_phone}: {tollfree_loc}\n{w_date}: {dos_loc}"),
    ("loc_clinic_notice_clean", "appointment_reminder", INTL,
     "{hospital_loc}: {w_appointment} {weekday} {time}-{time2}, {w_room} {room}. {w_phone}: {tollfree_loc}. Ref. {ref_no}"),
    ("loc_invoice_summary_clean", "billing_statement", INTL,
     "{q_statement} {year}: {w_invoice} {invoice_no}, ICD-10 {icd}, {w_amount} {money_eur}; {pct_dec}"),
    ("hl7_qc_results_clean", "hl7_export", INTL,
     "MSH|^~\\&|LIS|TFC|QC|TFC|{hl7_ts}||OUL^R21|{ctrl}|P|2.5.1\nOBX|1|NM|{loinc}||{lab}|||N\nOBX|2|NM|{loinc2}||{lab2}|||H"),
    ("app_log_batch_job_clean", "app_log", US,
     "{log_ts} job={job_id} eligibility-sync plan={hios} records={sample_n} rejected={small_count} dur={ms}ms status={http_status}"),
    ("json_plan_contacts_clean", "json_export", US,
     "{\"plan\": \"{org}\", \"payerId\": \"{payer_id}\", \"ein\": \"{org_ein}\", \"phone\": \"{org_phone}\", \"fax\": \"{org_fax}\", "
     "\"web\": \"{org_web}\", \"grievances\": \"{org_appeals_email}\", \"updated\": \"{iso_ts}\"}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind7", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
