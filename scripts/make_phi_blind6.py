"""A sixth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind6.py [--seed 8181] [--out PATH]   # JSON lines to PATH, or to stdout

The five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py, seed 4141;
make_phi_blind3.py, seed 5151; make_phi_blind4.py, seed 6161; make_phi_blind5.py, seed 7171) are read for
tuning, so they no longer measure the check from outside. This set replaces them as the held-out one: its
author read only the earlier generators (for their mechanics, imported here, and to avoid their templates),
never the detectors, their tests or the sets they were tuned on, and never ran the check on these texts.

600 texts (the smaller size the brief allows): 400 carry identifiers (50 templates, 8 texts each, every kind
of KINDS in at least 15 texts), CLEAN_TOTAL = 200 carry none (25 templates, 8 texts each). No template id or
body is shared with the earlier sets. Genres: what a plan or a clinic sends (837 claims, 277 claim-status
answers, EOB exports, prior-auth letters, formulary and network notices, pharmacy cards, reminders, lab
ranges, statements, dental, vision and travel-insurance wordings), identifiers as people type them (chat,
e-mail replies, voice-to-text), OCR'd hand-filled forms, exports (CSV, TSV, JSON, XML, HL7 v2, X12) among
both the carrying and the clean texts, and letters in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb,
fi, cs) with their local forms: about 27% of the texts are set in other locales.

This set's own printings: dates of birth as "3.III.1950" (Roman month), "1950/03/03", "03.03.50",
"3-Mar-1950", "Mar-03-1950", "March 3 1950", "03 MARCH 1950"; phones as "555 201 4433", "+1-555-201-4433",
"1.555.201.4433", "(555)-201-4433"; links into this set's own portal that carry a member's or patient's ID.

MAC addresses appear in no text; no identifier-free text holds a private or loopback IP address. An
identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS), toll-free
lines and the plan's own printed identifiers (payer ID, RxBIN, PCN, Rx group, plan IDs, its providers' NPIs,
its EIN), and is dense with numbers about no person.

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind], the identifier's exact
characters), text. The set depends on the seed and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import sys
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2 as blind2
    import make_phi_blind3 as blind3
    import make_phi_blind5 as blind5
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind3 as blind3
    from scripts import make_phi_blind5 as blind5

Draw = blind.Draw
lang_of, locale_of = blind2.lang_of, blind2.locale_of
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 8181
PHI_PER_TEMPLATE = 8
CLEAN_TOTAL = 200
KINDS = blind.KINDS
OTHER_LOCALES = blind5.OTHER_LOCALES
FAKER_LOCALES = blind5.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` by measure_phi_blind.py --set blind6).
ORG_NAME = "Osprey Ridge Mutual Health"
CLINIC_NAME = "Quillback Medical Group"
EYE_NAME = "Cascade Crest Vision Center"
DENTAL_NAME = "Willamette Smiles Dental"
ORG_DOMAIN = "ospreyridgemutual.org"
CLINIC_DOMAIN = "quillbackmed.org"
ORGANISATION_CONTACTS = [
    "(541) 555-0186",
    "(541) 555-0187",
    "Claims Intake, PO Box 40722, Eugene, OR 97404",
    "1200 Riverbend Parkway, Suite 410, Bend, OR 97702",
    "appeals@ospreyridgemutual.org",
    "help@ospreyridgemutual.org",
    "(503) 555-0162",
    "(503) 555-0163",
    "77 Alder Crossing Drive, Salem, OR 97301",
    "frontdesk@quillbackmed.org",
    "https://www.ospreyridgemutual.org/member",
    "(458) 555-0134",
    "3505 Crest View Lane, Medford, OR 97504",
    "(971) 555-0191",
    "615 Willamette Street, Eugene, OR 97401",
    "(541) 555-0199",
    "+1 541 555 0186",
    "rx@ospreyridgemutual.org",
]
ORG_PAYER_ID = "93417"
ORG_RXBIN = "017642"
ORG_RXPCN = "ORMHRX"
ORG_RXGRP = "ORM2026A"
ORG_EIN = "93-2208176"
ORG_HIOS = ("51873OR0120004", "51873OR0120019", "51873OR0130002")
ORG_NPIS = (blind5._npi_of("167340925"), blind5._npi_of("145920386"), blind5._npi_of("103357714"))  # noqa: SLF001


# ---- this set's printings of dates and phones ---------------------------------------------------------------------
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def date_v6(day: dt.date, style: str) -> str:
    """Printings of a date the earlier sets do not use."""
    m, d, y = day.month, day.day, day.year
    return {
        "roman": f"{d}.{ROMAN[m - 1]}.{y}", "Y/mm/dd": f"{y}/{m:02d}/{d:02d}", "dd.mm.yy": f"{d:02d}.{m:02d}.{y % 100:02d}",
        "d-Mon-Y": f"{d}-{ABBR[m - 1]}-{y}", "Mon-dd-Y": f"{ABBR[m - 1]}-{d:02d}-{y}", "Month d Y": f"{MONTHS[m - 1]} {d} {y}",
        "dd MONTH Y": f"{d:02d} {MONTHS[m - 1].upper()} {y}", "iso": f"{y}-{m:02d}-{d:02d}", "compact": f"{y}{m:02d}{d:02d}",
        "mm/dd/Y": f"{m:02d}/{d:02d}/{y}",
    }[style]


V6_STYLES = ["roman", "Y/mm/dd", "dd.mm.yy", "d-Mon-Y", "Mon-dd-Y", "Month d Y", "dd MONTH Y"]


def dob_v6(draw: Draw) -> str:
    """A date of birth in this set's printings where English, in the locale's own where not."""
    day = draw.date_between(1930, 2023)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, day)
    return date_v6(day, draw.pick(V6_STYLES))


def dob_v6_export(draw: Draw) -> str:
    return date_v6(draw.date_between(1930, 2023), draw.pick(["iso", "compact", "mm/dd/Y", "Y/mm/dd"]))


def dob_v6_elder(draw: Draw) -> str:
    return date_v6(draw.date_between(1921, 1934), draw.pick(V6_STYLES))


def dod_v6(draw: Draw) -> str:
    day = draw.date_between(2019, 2026)
    if lang_of(draw) != "en":
        return blind2.local_date(draw, day)
    return date_v6(day, draw.pick(V6_STYLES))


def dod_v6_export(draw: Draw) -> str:
    return date_v6(draw.date_between(2019, 2026), draw.pick(["iso", "compact", "mm/dd/Y"]))


def phone_v6(draw: Draw) -> str:
    a, e, line = blind3._us_parts(draw)  # noqa: SLF001 - a valid personal US number, shared
    return draw.pick([f"{a} {e} {line}", f"+1-{a}-{e}-{line}", f"1.{a}.{e}.{line}", f"({a})-{e}-{line}", f"{a}/{e}-{line}"])


def phone_v6_any(draw: Draw) -> str:
    return phone_v6(draw) if lang_of(draw) == "en" else draw.pick([blind2.phone_loc, blind2.phone_intl_loc])(draw)


def url_portal_v6(draw: Draw) -> str:
    """A link into this set's own portal that carries a member's or patient's ID."""
    member, mrn = blind5.member_x12(draw), blind5.mrn_v5(draw)
    return draw.pick([f"https://my.{ORG_DOMAIN}/eob/download?member={member}&year=2026",
                      f"https://my.{ORG_DOMAIN}/idcard/{member}",
                      f"https://chart.{CLINIC_DOMAIN}/p/{mrn}/visit-summary",
                      f"https://video.{CLINIC_DOMAIN}/join/{mrn}?role=patient"])


def member_v6(draw: Draw) -> str:
    return draw.pick([f"ORM{draw.digits(9)}", f"OR{draw.digits(8)}-0{draw.rng.randint(1, 5)}", f"W{draw.digits(9)}0{draw.rng.randint(1, 3)}"])


def ip_v6(draw: Draw) -> str:
    return draw.pick([lambda d: d.fk["en_US"].ipv4_public(), blind2.ipv6_new])(draw)


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind5.SLOTS,
    **{maker.__name__: maker for maker in [dob_v6, dob_v6_export, dob_v6_elder, dod_v6, dod_v6_export, phone_v6,
                                           phone_v6_any, url_portal_v6, member_v6, ip_v6]},
}
SLOTS.pop("mac", None)  # no kind names a device's ID

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind5.FILLERS,
    "org": lambda d: ORG_NAME, "org_upper": lambda d: ORG_NAME.upper(), "clinic": lambda d: CLINIC_NAME,
    "clinic_upper": lambda d: CLINIC_NAME.upper(), "eye": lambda d: EYE_NAME, "dental_office": lambda d: DENTAL_NAME,
    "hospice": lambda d: CLINIC_NAME,
    "org_phone": lambda d: ORGANISATION_CONTACTS[0], "org_fax": lambda d: ORGANISATION_CONTACTS[1],
    "org_appeals_addr": lambda d: ORGANISATION_CONTACTS[2], "org_street_addr": lambda d: ORGANISATION_CONTACTS[3],
    "org_appeals_email": lambda d: ORGANISATION_CONTACTS[4], "org_help_email": lambda d: ORGANISATION_CONTACTS[5],
    "org_care_email": lambda d: ORGANISATION_CONTACTS[5], "org_provider_email": lambda d: ORGANISATION_CONTACTS[5],
    "clinic_phone": lambda d: ORGANISATION_CONTACTS[6], "clinic_fax": lambda d: ORGANISATION_CONTACTS[7],
    "clinic_addr": lambda d: ORGANISATION_CONTACTS[8], "clinic_email": lambda d: ORGANISATION_CONTACTS[9],
    "hospice_phone": lambda d: ORGANISATION_CONTACTS[6], "hospice_fax": lambda d: ORGANISATION_CONTACTS[7],
    "hospice_email": lambda d: ORGANISATION_CONTACTS[9], "org_web": lambda d: ORGANISATION_CONTACTS[10],
    "eye_phone": lambda d: ORGANISATION_CONTACTS[11], "eye_addr": lambda d: ORGANISATION_CONTACTS[12],
    "dental_phone": lambda d: ORGANISATION_CONTACTS[13], "dental_addr": lambda d: ORGANISATION_CONTACTS[14],
    "rx_help_phone": lambda d: ORGANISATION_CONTACTS[15], "org_intl_line": lambda d: ORGANISATION_CONTACTS[16],
    "rx_email": lambda d: ORGANISATION_CONTACTS[17],
    "payer_id": lambda d: ORG_PAYER_ID, "org_rxbin": lambda d: ORG_RXBIN, "org_rxpcn": lambda d: ORG_RXPCN,
    "org_rxgrp": lambda d: ORG_RXGRP, "org_ein": lambda d: ORG_EIN, "hios": lambda d: d.pick(list(ORG_HIOS)),
    "org_npi": lambda d: d.pick(list(ORG_NPIS)),
    "hospital": lambda d: d.pick(["Deschutes Valley Medical Center", "McKenzie River Hospital", "Rogue Basin Regional",
                                  "Santiam Children's Hospital", "High Desert General"]),
    "pharmacy": lambda d: d.pick(["Alder Street Pharmacy", "Sisters Drug & Compounding", "Coast Fork Rx"]),
    "employer": lambda d: d.pick(["Cascade Timberworks", "Willamette Valley Creamery", "Bend Brewing Cooperative"]),
    "bot": lambda d: d.pick(["Osprey Assist", "ORM Chat", "Ask Osprey"]),
    "pa_case": lambda d: d.pick([f"ORM-PA-{d.digits(7)}", f"UMR{d.digits(8)}"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
INTL = OTHER_LOCALES
ANY = EN + INTL


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- exports: X12, HL7, FHIR, XML, CSV, TSV, JSON ------------------------------------------------------------
    ("x12_837p_subscriber_loop", "x12_export", US,
     "HL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_v6]]~\n"
     "[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*((F||M))~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\n"
     "CLM*{claim_no}*{amount}***11:B:1*Y*A*Y*Y~\nHI*ABK:{icd}~"),
    ("x12_277_status_answer", "x12_export", US,
     "ST*277*0003*005010X212~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nNM1*QC*1*{last_upper}*{first_upper}****MI*"
     "[[member_id:member_v6]]~\nTRN*2*{ticket}~\nSTC*A2:20*{x12_date}**{amount}*{amount2}~\nREF*EJ*"
     "[[record_number:patient_account]]~\nDTP*472*D8*{x12_date2}~\nSE*8*0003~"),
    ("hl7_adt_a08_demographics", "hl7_export", US,
     "MSH|^~\\&|QMG_REG|QMG|ORM|ORM|{hl7_ts}||ADT^A08|{ctrl}|P|2.5.1\nEVN|A08|{hl7_ts}\nPID|1||[[record_number:mrn_v5]]^^^QMG^MR"
     "||{last_upper}^{first_upper}||[[date_of_birth:dob_hl7_time]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]"
     "|||||||[[ssn:ssn_hl7]]\nPV1|1|O|FAM^{room}"),
    ("hl7_oru_deceased_flag", "hl7_export", US,
     "MSH|^~\\&|LAB|QMG|EHR|QMG|{hl7_ts}||ORU^R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v5]]^^^QMG^MR||{last_upper}^"
     "{first_upper}||[[date_of_birth:dob_x12]]|((F||M))|||||||||||||||||||[[date_of_death:dod_hl7]]|Y\nOBR|1||{order_no}|{loinc}"
     "\nOBX|1|NM|{loinc}||{lab}"),
    ("fhir_coverage_subscriber_json", "json_export", US,
     "{\"resourceType\": \"Coverage\", \"status\": \"active\", \"subscriberId\": \"[[member_id:member_v6]]\", \"beneficiary\": "
     "{\"display\": \"{name}\"}, \"payor\": [{\"display\": \"{org}\"}], \"class\": [{\"type\": \"group\", \"value\": "
     "\"{group_no}\"}], \"extension\": [{\"url\": \"birthDate\", \"valueDate\": \"[[date_of_birth:dob_v6_export]]\"}]}"),
    ("fhir_patient_deceased_json", "json_export", INTL,
     "{\"resourceType\": \"Patient\", \"identifier\": [{\"system\": \"urn:qmg:mrn\", \"value\": \"[[record_number:mrn_v5]]\"}], "
     "\"name\": [{\"text\": \"{name}\"}], \"deceasedDateTime\": \"[[date_of_death:dod_fhir]]\", \"telecom\": [{\"system\": "
     "\"email\", \"value\": \"[[email:email_v5]]\"}]}"),
    ("xml_claim_submission_patient", "xml_export", US,
     "<claim id=\"{claim_no}\">\n  <patient>\n    <fullName>{name}</fullName>\n    <birth>[[date_of_birth:dob_v6_export]]</birth>\n"
     "    <street>[[address:addr_xml]]</street>\n    <memberNumber>[[member_id:member_v6]]</memberNumber>\n  </patient>\n"
     "  <line cpt=\"{cpt}\" charge=\"{amount}\"/>\n</claim>"),
    ("xml_refund_payee_bank", "xml_export", INTL,
     "<erstattung>\n  <versicherter>{name}</versicherter>\n  <iban>[[bank_account:iban_v5]]</iban>\n  <betrag>{money_eur}</betrag>"
     "\n  <kennung>[[national_id:natid_v5]]</kennung>\n</erstattung>"),
    ("csv_dependants_roster", "csv_export", US,
     "subscriber_id,dependant,relationship,birth_date,mobile\n[[member_id:member_v6]],{first} {last},((spouse||child||self)),"
     "[[date_of_birth:dob_v6_export]],[[phone:phone_v6]]\n"),
    ("tsv_bereavement_closures", "csv_export", US,
     "account\tclosed_reason\tdate_of_death\tnotified_by\n[[record_number:patient_account]]\tdeceased\t[[date_of_death:dod_v6_export]]"
     "\t{relation}\n"),
    ("csv_refund_ach_batch", "csv_export", US,
     "payee,routing,account,amount,memo\n\"{last_upper}, {first_upper}\",{aba},[[bank_account:bank_us_v5]],{amount},overpayment "
     "claim {claim_no}\n"),
    ("json_sms_gateway_payload", "json_export", US,
     "{\"to\": \"[[phone:phone_e164]]\", \"from\": \"{clinic}\", \"body\": \"Your lab results are ready\", \"patient_ref\": "
     "\"[[record_number:mrn_v5]]\", \"sent_at\": \"{iso_ts}\"}"),
    ("json_login_audit_event", "app_log", INTL,
     "{\"event\": \"member.login\", \"user\": \"[[email:email_v5]]\", \"src_ip\": \"[[ip_address:ip_v6]]\", \"mfa\": "
     "((true||false)), \"ts\": \"{iso_ts}\", \"latency_ms\": {ms}}"),
    # ---- plan and clinic letters about one person --------------------------------------------------------------
    ("eob_reprocessed_notice", "eob", US,
     "{org}\nCORRECTED EXPLANATION OF BENEFITS\n{name}\n[[address:addr_us_block]]\nMember [[member_id:member_v6]]\n"
     "Claim {claim_no} was reprocessed on {dos}: allowed {money}, plan paid {money2}, your share {copay}. Adjustment {carc}."),
    ("pa_letter_peer_to_peer", "prior_auth", US,
     "{dos}\nTo the treating provider, NPI {npi}\nRe: {name}, born [[date_of_birth:dob_v6]], ID [[member_id:member_v6]]\n"
     "Request {pa_case} for {service} needs more information. A peer-to-peer call can be booked at {org_phone} within 14 days."),
    ("rx_card_replacement_mail", "pharmacy_card", US,
     "Your replacement pharmacy card is on its way to [[address:addr_us_one]].\nRxBIN {org_rxbin} RxPCN {org_rxpcn} Group "
     "{org_rxgrp}\nCardholder ID [[member_id:member_v6]]"),
    ("appointment_confirm_caregiver", "appointment_reminder", US,
     "{clinic}: {first}'s visit with {doctor} is set for {dos} at {time_ampm}. We will text the caregiver number on file, "
     "[[phone:phone_v6]]. Patient age on file: [[age_over_89:age_v5]]."),
    ("statement_payment_plan", "billing_statement", US,
     "PAYMENT PLAN AGREEMENT\nGuarantor {name}, SSN last on file [[ssn:ssn_v5]]\nAccount [[record_number:patient_account]]\n"
     "Monthly {money} from card [[card:card_any]] on the {seq}th."),
    ("vision_voucher_member", "vision_plan", US,
     "{eye} - exam voucher\nMember: {name}   Birth: [[date_of_birth:dob_v6]]\nVision ID [[member_id:vision_member]]\nLenses: {lens}; "
     "frame allowance {money}."),
    ("dental_claim_837d_like", "dental_plan", US,
     "Dental claim {claim_no}: patient {name}, DOB [[date_of_birth:dob_member]], subscriber [[member_id:dental_member]]; "
     "{cdt} tooth {tooth} {amount}; {cdt2} {amount2}. Pay to {dental_office}."),
    ("travel_claim_abroad_letter", "travel_insurance", INTL,
     "{q_claim_abroad}\n{w_name}: {name}\n{w_dob}: [[date_of_birth:dob_v6]]\n{w_phone}: [[phone:phone_intl_loc]]\n"
     "{w_email}: [[email:email_v5]]\n{w_amount}: {money_eur}"),
    ("loc_refund_letter_iban", "letter", INTL,
     "{name}\n[[address:addr_v5_block]]\n\n{w_refund}: {money_eur}\nIBAN [[bank_account:iban_v5]]\n{w_closing}"),
    ("loc_death_notice_registry", "letter", INTL,
     "{q_death_report}\n{w_name}: {name}\n{w_born}: [[date_of_birth:dob_v6]]\n{w_died}: [[date_of_death:dod_v6]]\n"
     "{natid_label}: [[national_id:natid_v5]]"),
    ("loc_reminder_with_mobile", "appointment_reminder", INTL,
     "{q_reminder}: {dos_loc}, {time}. {w_patient}: {name}, [[date_of_birth:dob_v6]]. {w_mobile}: [[phone:phone_loc]]"),
    ("loc_address_change_mail", "email", INTL,
     "{w_greeting},\n{w_new_address}: [[address:addr_v5_line]]\n{w_email}: [[email:email_v5]]\n{w_closing}\n{name}"),
    ("loc_care_home_age", "letter", INTL,
     "{q_care_home}: {name}, [[age_over_89:age_loc_v5]], {w_born} [[date_of_birth:dob_v6_elder]]. {w_room} {room}."),
    ("loc_parking_plate", "form", INTL,
     "{q_parking}\n{w_name}: {name}\n{w_vehicle}: [[vehicle_id:plate_v5]]\n{w_address}: [[address:addr_v5_line]]"),
    ("loc_direct_debit_mandate", "form", INTL,
     "{q_direct_debit}\n{name}\nIBAN: [[bank_account:iban_v5]]\n{member_label_loc}: [[member_id:member_loc]]\n{w_date}: {dos_loc}"),
    # ---- as people type or say them ---------------------------------------------------------------------------
    ("chat_card_over_phone_app", "mobile_chat", US,
     "me: can i just pay the {money} bill here\n{bot}: I can't take cards in chat, please call {org_phone}\nme: ok its "
     "[[card:card_chat]] exp {card_exp} if someone can just do it"),
    ("email_reply_ssn_for_1095", "email", US,
     "Sure, my SSN is [[ssn:ssn_v5]] for the 1095 form.\n\n{quote_pre} {org} <{org_help_email}> wrote:\n> Please reply "
     "with the number needed for your tax form."),
    ("voice_address_update", "voice_to_text", US,
     "transcribed call {mins_wait} min: yeah I moved I'm now at [[address:addr_dictated]] and the best number is "
     "[[phone:phone_mixed_voice]] okay thanks"),
    ("voice_ssn_and_dob", "voice_to_text", US,
     "caller says social is [[ssn:ssn_voice_v5]] and birthday [[date_of_birth:dob_dictated]] agent confirms member {name}"),
    ("chat_vin_for_nemt", "mobile_chat", US,
     "hi this is {first}, for the ride benefit my son drives, car VIN [[vehicle_id:vin_v5]] plate [[vehicle_id:plate_us]] "
     "pickup at [[address:addr_us_one]]"),
    ("email_reply_new_bank", "email", US,
     "Hi, please send my refunds to the new account [[bank_account:acct_us_ach]] (routing {aba}).\n{first}\n\n"
     "> On {dos}, {org} wrote:\n> We could not deposit your refund of {money}."),
    ("sms_portal_link_forward", "mobile_chat", US,
     "fwd from mom: here's the link they sent [[url:url_portal_v6]] can u look at it, she's [[age_over_89:age_number]] "
     "and can't read small print"),
    ("chat_personal_site_complaint", "mobile_chat", INTL,
     "{bot}: How can I help?\nuser: I posted about my denied claim on [[url:url_social_v5]] and nobody called. my email "
     "is [[email:email_v5]]"),
    # ---- OCR'd hand-filled forms ------------------------------------------------------------------------------
    ("ocr_claim_form_boxes", "ocr_form", US,
     "CLAIM FOR REIMBURSEMENT (OCR)\n1. INSURED'S ID  [[member_id:member_v6]]\n2. SSN  [[ssn:ssn_comb]]\n3. BIRTH  "
     "[[date_of_birth:dob_comb]]\n4. PHONE  [[phone:phone_comb]]"),
    ("ocr_ach_enrolment_boxes", "ocr_form", US,
     "DIRECT DEPOSIT ENROLMENT (scanned)\nACCOUNT NO. [[bank_account:bank_comb]]\nROUTING {aba}\nSIGNED {name_upper}"),
    ("ocr_intl_form_boxes", "ocr_form", INTL,
     "{w_name}: {name_upper}\n{natid_label}: [[national_id:natid_comb]]\n{w_dob}: [[date_of_birth:dob_v6]]"),
    ("ocr_card_authorisation", "ocr_form", US,
     "CARD AUTHORIZATION (handwritten)\nCARD  [[card:card_comb]]\nEXP {card_exp}\nBILLING ADDRESS\n[[address:addr_comb]]"),
    # ---- other countries' own IDs, English-language -----------------------------------------------------------
    ("uk_gp_registration_note", "letter", ("en_GB",),
     "GP registration: {name}, NHS no. [[national_id:nhs_uk]], born [[date_of_birth:dob_v6]], mobile [[phone:phone_loc]]."),
    ("ca_claim_health_card", "form", ("en_CA",),
     "Out-of-province claim: health card [[member_id:ca_health_card]], SIN [[national_id:sin_ca]], address "
     "[[address:addr_v5_line]]."),
    ("au_claim_medicare_tfn", "form", ("en_AU",),
     "Gap cover claim: Medicare card [[member_id:medicare_card_au]], TFN [[national_id:au_tfn]], DOB [[date_of_birth:dob_v6]]."),
    ("us_id_verification_desk", "form", US,
     "ID checked at front desk: driver licence [[national_id:us_dl]], passport [[national_id:us_passport]], "
     "MBI [[member_id:mbi_new]]."),
    # ---- logs and remaining kinds -----------------------------------------------------------------------------
    ("video_visit_access_log", "app_log", INTL,
     "{log_ts} video-visit join patient=[[record_number:mrn_v5]] from [[ip_address:ip_v6]] link=[[url:url_portal_v6]] "
     "codec=opus {kbps}kbps"),
    ("portal_password_reset_log", "app_log", US,
     "{log_ts} reset requested for [[email:email_v5]] from [[ip_address:ip_public]]; reset link sent; ua=mobile"),
    ("nurse_note_nonagenarian", "clinical_note", EN,
     "Home visit {dos}. Pt is [[age_over_89:age_v5]], lives alone at [[address:addr_us_one]]; daughter's phone "
     "[[phone:phone_v6]]. BP {bp}."),
    ("obituary_records_request", "letter", US,
     "Request for records of the late {name} (born [[date_of_birth:dob_v6_elder]], died [[date_of_death:dod_v6]], aged "
     "[[age_over_89:age_number]]). Death certificate [[record_number:death_cert]]."),
    ("estate_executor_email", "email", US,
     "I am executor for {name}, who passed on [[date_of_death:dod_v6]]. Account [[record_number:patient_account]]; "
     "please mail to [[address:addr_us_one]] or email [[email:email_v5]]."),
    ("auto_medpay_claim_form", "form", US,
     "MED-PAY CLAIM\nInjured: {name}   SSN [[ssn:ssn_v5]]\nVehicle VIN [[vehicle_id:vin_v5]]\nPlate [[vehicle_id:plate_v5]]"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("eob_summary_export_clean", "csv_export", US,
     "plan_id,payer_id,claims_paid,allowed_total,member_share_avg,top_cpt\n{hios},{payer_id},{sample_n},{money},{money2},{cpt}\n"
     "{hios2},{payer_id},{sample_n2},{money3},{money4},{cpt2}\n"),
    ("era_835_provider_level_clean", "x12_export", US,
     "ST*835*{small_count}~\nBPR*I*{amount}*C*ACH*CCP*01*{aba}*DA*****{x12_date}~\nTRN*1*{trn}*1{org_ein}~\n"
     "N1*PR*{org_upper}*XV*{payer_id}~\nN1*PE*{clinic_upper}*XX*{org_npi}~\nPLB*{org_npi}*{x12_date}*WO:{claim_no}*-{amount2}~\n"
     "SE*{small_count2}*{small_count}~"),
    ("hl7_mfn_provider_master_clean", "hl7_export", US,
     "MSH|^~\\&|ORM_PROV|ORM|DIR|ORM|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFE|MAD|{ticket}||{org_npi}^^NPI\n"
     "STF|{org_npi}|||||A\nPRA|{org_npi}||||||{org_npi}^NPI~{org_ein}^TAX"),
    ("json_formulary_tier_clean", "json_export", US,
     "{\"plan\": \"{hios}\", \"effective\": \"{dos_iso}\", \"drugs\": [{\"ndc\": \"{ndc}\", \"tier\": \"{tier}\", \"pa\": "
     "((true||false)), \"qty_limit\": \"{qty}/{days_supply}d\"}, {\"ndc\": \"{ndc2}\", \"tier\": \"{tier2}\", \"copay\": \"{copay}\"}], "
     "\"rx\": {\"bin\": \"{org_rxbin}\", \"pcn\": \"{org_rxpcn}\", \"group\": \"{org_rxgrp}\"}}"),
    ("xml_network_directory_clean", "xml_export", US,
     "<directory plan=\"{hios}\" updated=\"{dos_iso}\">\n  <office npi=\"{org_npi}\" name=\"{eye}\" phone=\"{eye_phone}\">"
     "{eye_addr}</office>\n  <office npi=\"{org_npi2}\" name=\"{dental_office}\" phone=\"{dental_phone}\">{dental_addr}</office>\n"
     "</directory>"),
    ("x12_271_plan_benefits_clean", "x12_export", US,
     "EB*1*IND*30*HM*{hios}~\nEB*C*IND*30***23*{amount}~\nEB*G*IND*30***29*{amount2}~\nEB*B*IND*98***27*{copay}~\n"
     "MSG*QUESTIONS CALL {org_phone}~\nLS*2120~\nNM1*PR*2*{org_upper}*****PI*{payer_id}~\nLE*2120~"),
    ("rx_card_back_clean", "pharmacy_card", US,
     "Pharmacist use only: RxBIN {org_rxbin} | RxPCN {org_rxpcn} | RxGRP {org_rxgrp} | Payer ID {payer_id}\n"
     "Pharmacy help desk {rx_help_phone} (24/7). Mail-order fax {org_fax}. Submit paper claims to {org_appeals_addr}."),
    ("pa_approval_stats_letter_clean", "prior_auth", US,
     "{org} prior authorization report, Q((1||2||3||4)) {year}: {sample_n} requests, {pct_dec} approved, median decision {hours} h; "
     "top services {cpt}, {cpt2}, {hcpcs}. Fax new requests to {org_fax}; case reference format {pa_case}."),
    ("formulary_tier_move_notice_clean", "formulary_notice", US,
     "Formulary update {version}, effective {dos}: {drug} {mg} mg (NDC {ndc}) moves to tier {tier}; quantity limit {qty} per "
     "{days_supply} days. Questions: {rx_help_phone} or {rx_email}."),
    ("reminder_flu_clinic_org_clean", "appointment_reminder", US,
     "{clinic}: walk-in flu and COVID shots {weekday} {dos}, {time_ampm}-{time}, room {room}, {clinic_addr}. No appointment "
     "needed. Questions {clinic_phone}; fax forms to {clinic_fax}."),
    ("lab_reference_card_clean", "lab_report", US,
     "{clinic_upper} LAB - adult reference intervals ({version})\n{range_ref}\n{range_ref2}\n{range_ref3}\nLOINC {loinc}, "
     "{loinc2}. CLIA-waived tests resulted within {hours} h. Lab fax {clinic_fax}."),
    ("billing_price_list_clean", "billing_statement", US,
     "{clinic} self-pay prices {year}: new patient visit ({cpt}) {money}; established ({cpt2}) {money2}; venipuncture 36415 "
     "{money3}. Statement questions {clinic_phone}. EIN {org_ein}. Reference {statement_ref}."),
    ("vision_plan_grid_clean", "vision_plan", US,
     "VISION PLAN {hios}\nExam every 12 months: {copay}\nLenses ({lens}): {copay2}\nFrames: up to {money}\nContacts: up to "
     "{money2}\nIn network at {eye}, {eye_addr}, {eye_phone}."),
    ("dental_plan_grid_clean", "dental_plan", US,
     "DENTAL PPO {hios}: preventive 100%, basic 80%, major 50%; annual max $1,500; ortho lifetime $1,000; waiting period "
     "{visits} months for {cdt}. {dental_office}, NPI {org_npi}, {dental_phone}."),
    ("travel_section_limits_clean", "travel_insurance", US,
     "Section {seq}.{small_count} Emergency medical expenses: up to {money} per trip; evacuation up to {money2}; excess "
     "{money3}. Call our 24-hour line {org_intl_line} before admission. Policy form ORM-TRV-{year}."),
    ("claim_status_page_org_clean", "claim_status", US,
     "Claim status help: claims are decided within {visits} days; {pct_dec} are paid first time. Reference numbers look like "
     "{claim_no}. Electronic payer ID {payer_id}; paper claims to {org_appeals_addr}."),
    ("network_nps_survey_clean", "network_directory", US,
     "Network survey {year}: {sample_n} offices, {pct_dec} accepting new patients, median wait {mins_wait} days; "
     "{eye} rated {rate}; {dental_office} rated {rate2}. Data {version}, build {build_no}."),
    ("loc_tarif_notice_clean", "formulary_notice", INTL,
     "{org_tax_label}: {org_tax}\n{w_date}: {dos_loc}\nATC {atc}: {w_amount} {money_eur}; ATC {atc2}: {copay_pct}\n"
     "{w_phone}: {tollfree_loc}"),
    ("loc_clinic_hours_clean", "appointment_reminder", INTL,
     "{hospital_loc}\n{w_appointment}: {weekday} {time}-{time2}\n{w_room} {room}, {room2}\n{w_phone}: {tollfree_loc}\n"
     "Ref. {ref_no}"),
    ("loc_reimbursement_table_clean", "billing_statement", INTL,
     "{q_statement} {year}\nICD-10 {icd}: {w_refund} {money_eur}\nICD-10 {icd2}: {w_refund} {money_eur2}\n{w_invoice} "
     "{invoice_no}; {pct_dec}"),
    ("loc_travel_wording_clean", "travel_insurance", INTL,
     "{q_claim_abroad}: {w_amount} max. {money_eur}, {pct_dec}; {w_cancel} {tollfree_loc}; {w_invoice} {invoice_no}; "
     "{w_date} {dos_loc}"),
    ("csv_lab_qc_clean", "csv_export", INTL,
     "run_id,analyte,target,observed,cv_pct,lot\n{job_id},{loinc},{lab},{lab2},{pct},{lot}\n{job_id2},{loinc2},{lab3},{lab4},"
     "{pct2},{lot2}\n"),
    ("batch_remit_log_clean", "app_log", US,
     "{log_ts} era-import file=835_{payer_id}_{x12_date}.edi claims={sample_n} paid={money} trace={trn} status={http_status} "
     "dur={ms}ms build={build_no}"),
    ("hl7_lab_qc_message_clean", "hl7_export", INTL,
     "MSH|^~\\&|LIS|QMG|QC|QMG|{hl7_ts}||OUL^R22|{ctrl}|P|2.5.1\nSPM|1|QC{lot}||CONTROL\nOBX|1|NM|{loinc}||{lab}|||N\n"
     "OBX|2|NM|{loinc2}||{lab2}|||N"),
    ("enrolment_stats_json_clean", "json_export", US,
     "{\"plan\": \"{hios}\", \"year\": {year}, \"enrolled\": {sample_n}, \"termed\": {small_count}, \"avg_age\": {age_young}, "
     "\"group\": \"{group_no}\", \"payer_id\": \"{payer_id}\", \"support\": \"{org_phone}\"}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind6", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
