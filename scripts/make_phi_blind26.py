"""A twenty-sixth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind26.py [--seed 28281] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-five earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind25.py,
seeds 4141 to 27271) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-seventh set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b26_" or "b26c_"). Identifier-free genres: parking and shuttle notices, cafeteria allergen charts, drug-shortage
bulletins, credentialing committee agendas, CME catalogues, bed-board capacity snapshots (counts only), network
adequacy reports, utilisation-management turnaround dashboards, patient-education handouts, translated discharge
instruction templates (no patient), EDI 276/277 volume reports, plus letters, leaflets and notices in other locales
(de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: prescription labels, referral e-faxes, portal
sign-up e-mails, lab requisitions, school immunisation forms, travel-insurance emergency calls, disability claim
forms, hearing-aid orders, forwarded e-mail threads, voice-to-text, OCR'd and PDF-extracted forms, spreadsheet
pastes with split cells, CSV, JSON, XML, HL7 and X12 exports, app logs and letters in other locales.

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
    import make_phi_blind17 as blind17
    import make_phi_blind25 as blind25
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind25 as blind25

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 28281
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind25.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Monadnock Valley Health Plan"
HOSPITAL_NAME = "Connecticut River Regional Hospital"
CLINIC_NAME = "Bellows Falls Family Practice"
PHARMACY_NAME = "St. Johnsbury Community Pharmacy"
AUDIOLOGY_NAME = "Littleton Hearing Center"
ORG_DOMAIN = "monadnockvalleyhealth.org"
HOSPITAL_DOMAIN = "ctriverregional.org"
ORGANISATION_CONTACTS = [
    "(603) 555-0191",                                           # 0 plan member services
    "(603) 555-0192",                                           # 1 plan fax (utilisation management)
    "Claims Department, PO Box 2286, Keene, NH 03431",          # 2 plan claims address
    "75 Marlboro Street, Suite 300, Keene, NH 03431",           # 3 plan office
    "members@monadnockvalleyhealth.org",                        # 4
    "um@monadnockvalleyhealth.org",                             # 5
    "(802) 555-0193",                                           # 6 hospital switchboard
    "410 Western Avenue, Brattleboro, VT 05301",                # 7 hospital address
    "(802) 555-0194",                                           # 8 clinic
    "(802) 555-0195",                                           # 9 clinic fax
    "22 Canal Street, Bellows Falls, VT 05101",                 # 10 clinic address
    "(802) 555-0196",                                           # 11 pharmacy
    "118 Railroad Street, St. Johnsbury, VT 05819",             # 12 pharmacy address
    "(603) 555-0197",                                           # 13 audiology
    "9 Cottage Street, Littleton, NH 03561",                    # 14 audiology address
    "1-888-555-0163",                                           # 15 toll-free member line
    "1-888-555-0164",                                           # 16 nurse line, toll-free
    "+1 603 555 0191",                                          # 17 member line from abroad
    "+44 161 496 0922",                                         # 18 European assistance partner
    "https://www.monadnockvalleyhealth.org",                    # 19
    "edi@monadnockvalleyhealth.org",                            # 20
    "providers@monadnockvalleyhealth.org",                      # 21
    "(603) 555-0198",                                           # 22 provider services
    "parking@ctriverregional.org",                              # 23
    "(802) 555-0197",                                           # 24 hospital bed board / patient flow
    "credentialing@ctriverregional.org",                        # 25
    "cme@ctriverregional.org",                                  # 26
    "nutrition@ctriverregional.org",                            # 27
    "(603) 555-0199",                                           # 28 pharmacy benefit help desk
    "https://www.ctriverregional.org/cme",                      # 29
    "60 Pleasant Street, Claremont, NH 03743",                  # 30 plan satellite office
]
ORG_PAYER_ID = "MVHP7"
ORG_RXBIN = "019584"
ORG_RXPCN = "MVRX26"
ORG_RXGRP = "MV4410"
ORG_EIN = "02-6184730"
ORG_HIOS = ("58214NH0030004", "58214NH0040012", "58214VT0010009")
ORG_NPIS = (blind5._npi_of("162047385"), blind5._npi_of("128305947"), blind5._npi_of("185730264"),  # noqa: SLF001
            blind5._npi_of("139472058"), blind5._npi_of("170583926"), blind5._npi_of("114826739"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Philippa Oduya-Barraclough, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[8], ORGANISATION_CONTACTS[10]),
    ("Leopold Fairweather-Nakamura, AuD", "Audiology", ORG_NPIS[1], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Ingeborg Castellanos-Reid, MD", "Internal Medicine", ORG_NPIS[2], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7]),
    ("Thaddeus Mbeki-Lindqvist, DO", "Emergency Medicine", ORG_NPIS[3], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[7]),
    ("Clementine Asante-Holloway, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
    ("Bartholomew Quiroga-Sutter, MD", "Pediatrics", ORG_NPIS[5], ORGANISATION_CONTACTS[8], ORGANISATION_CONTACTS[10]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["603", "802", "413", "207", "518", "978", "860", "774"]


def phone_v26(draw: Draw) -> str:
    """A US number as a pharmacist, a school secretary or a caller writes it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(230, 969))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "463"
    line = draw.digits(4)
    return draw.pick([f"({area})-{exchange}-{line}", f"{area} {exchange}{line}", f"({area}){exchange} {line}",
                      f"+1-{area}-{exchange}-{line}", f"{area}_{exchange}_{line}", f"1 ({area}) {exchange}.{line}",
                      f"{area}{exchange}-{line}", f"[{area}] {exchange}-{line}"])


def _date_v26(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{d:02d} {ABBR[m - 1].upper()} {y}", f"{m}/{d}/{y}", f"{y}.{m:02d}.{d:02d}",
                      f"{MONTHS[m - 1]} {d}th {y}" if d in (4, 5, 6, 7, 8, 9, 10, 14, 15, 16) else f"{MONTHS[m - 1]} {d} {y}",
                      f"{m:02d}-{d:02d}-{y}", f"{ABBR[m - 1].lower()}. {d}, {y}", f"{d}/{m}/{y % 100:02d}",
                      f"{y}-{ABBR[m - 1]}-{d:02d}"])


def dob_v26(draw: Draw) -> str:
    """A date of birth in printings of labels, requisitions and claim forms."""
    return _date_v26(draw, 1925, 2021)


def dob_pupil(draw: Draw) -> str:
    """A pupil's date of birth on a school immunisation form."""
    return _date_v26(draw, 2009, 2021)


def dod_v26(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v26."""
    return _date_v26(draw, 2022, 2026)


def member_v26(draw: Draw) -> str:
    """This plan's member IDs: an MVH prefix, nine digits, and a dependant suffix on some cards."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"MVH{body}", f"MVH-{body[:3]}-{body[3:6]}-{body[6:]}", f"MVH{body}*0{draw.rng.randint(1, 4)}",
                      f"MVH {body}", f"mvh{body}", f"XMV{body}"])


def mrn_v26(draw: Draw) -> str:
    """The regional hospital's and the practice's record numbers."""
    return draw.pick([f"CRRH{draw.digits(8)}", f"BF-{draw.digits(6)}", f"{draw.digits(3)}-{draw.digits(2)}-{draw.digits(3)}",
                      f"M{draw.digits(8)}", f"CR.{draw.digits(4)}.{draw.digits(4)}"])


def url_v26(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"MVH{draw.digits(9, first_nonzero=True)}"
    mrn = f"CRRH{draw.digits(8)}"
    return draw.pick([f"https://my.{ORG_DOMAIN}/activate?member={member}&step=2",
                      f"https://my.{ORG_DOMAIN}/u/{member}/benefits",
                      f"https://portal.{HOSPITAL_DOMAIN}/results/{mrn}",
                      f"https://portal.{HOSPITAL_DOMAIN}/signup?mrn={mrn}&src=sms"])


def age_v26(draw: Draw) -> str:
    """An age over 89 as a requisition, an audiologist or a relative writes it."""
    age = draw.rng.randint(90, 106)
    return draw.pick([f"{age}-year-old", f"{age} yrs", f"aged {age}", f"{age} y.o.", f"{age}yo", f"{age} years of age",
                      f"{age}y"])


def email_v26(draw: Draw) -> str:
    """A personal e-mail at a New England ISP or a webmail."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["myfairpoint.net", "comcast.net", "sover.net", "gmail.com", "yahoo.com", "tds.net",
                        "protonmail.com", "icloud.com", "aol.com", "metrocast.net"])
    local = draw.pick([f"{first}{last}{draw.rng.randint(10, 99)}", f"{first}.{last[0]}", f"{last}.family",
                       f"{first[0]}.{last}{draw.rng.randint(1, 9)}", f"{first}_{last}_vt", f"papa{last}"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind25.SLOTS, "phone_v26": phone_v26, "dob_v26": dob_v26, "dob_pupil": dob_pupil, "dod_v26": dod_v26,
    "member_v26": member_v26, "mrn_v26": mrn_v26, "url_v26": url_v26, "age_v26": age_v26, "email_v26": email_v26,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _parking_row(draw: Draw) -> str:
    """One line of a parking notice: lot, level, spaces open, rate."""
    return (f"Lot {draw.pick(['A', 'B', 'C', 'D', 'E', 'P1', 'P2', 'G'])}{draw.rng.randint(1, 4)}  "
            f"{draw.pick(['staff', 'visitor', 'ED', 'valet', 'accessible', 'oncology'])}  open {draw.rng.randint(0, 180)}  "
            f"${draw.rng.randint(1, 4)}.{draw.pick(['00', '50', '25'])}/h")


def _shuttle_row(draw: Draw) -> str:
    """One line of a shuttle timetable: route, first run, headway."""
    return (f"{draw.pick(['Red', 'Blue', 'Green', 'Orange', 'Gold'])} line {draw.rng.randint(1, 6)}: first "
            f"{draw.rng.randint(5, 7)}:{draw.pick(['00', '15', '30', '45'])}, every {draw.rng.randint(8, 30)} min, "
            f"last {draw.rng.randint(19, 23)}:{draw.pick(['00', '20', '40'])}")


def _allergen_row(draw: Draw) -> str:
    """One row of a cafeteria allergen chart."""
    dish = draw.pick(["Turkey chili", "Lentil soup", "Caesar salad", "Mac and cheese", "Fish tacos", "Pad thai",
                      "Veggie burger", "Maple granola", "Chicken pot pie", "Clam chowder", "Tofu stir-fry", "Apple crisp"])
    marks = " | ".join(draw.pick(["X", "-", "-", "may"]) for _ in range(6))
    return f"| {dish} | {marks} | {draw.rng.randint(180, 890)} kcal |"


def _shortage_row(draw: Draw) -> str:
    """One line of a drug-shortage bulletin: drug, status, substitute."""
    return draw.pick([
        f"- amoxicillin 400 mg/5 mL susp: {draw.pick(['backorder', 'allocation', 'resolved'])}; use {draw.pick(['250 mg/5 mL', 'cefdinir per protocol'])}",
        f"- cisplatin 50 mg vial: allocation {draw.rng.randint(40, 95)}% of usage; carboplatin where protocol allows",
        f"- lidocaine 1% 30 mL MDV: {draw.pick(['backorder', 'limited'])}; 2% 5 mL SDV substituted",
        f"- albuterol 2.5 mg/3 mL neb: {draw.pick(['limited', 'resolved'])}; MDI + spacer preferred",
        f"- dextrose 50% syringe: {draw.pick(['backorder', 'limited'])}; D10 bag {draw.rng.randint(250, 500)} mL",
        f"- methylphenidate ER 36 mg: {draw.pick(['backorder', 'intermittent'])}; check {draw.rng.randint(2, 6)} suppliers",
        f"- sodium bicarbonate 8.4% 50 mL: allocation, ETA week {draw.rng.randint(1, 52)}",
        f"- semaglutide 1 mg pen: {draw.pick(['intermittent', 'limited'])}; no switch without prescriber"])


def _cred_row(draw: Draw) -> str:
    """One agenda item of a credentialing committee (counts, no applicants named)."""
    return draw.pick([f"- Initial appointments: {draw.rng.randint(3, 30)} files, {draw.rng.randint(0, 3)} flagged",
                      f"- Reappointments: {draw.rng.randint(10, 80)} files, FPPE closed {draw.rng.randint(0, 12)}",
                      f"- Telemedicine privileges by proxy: {draw.rng.randint(1, 15)} files",
                      f"- OPPE data: {draw.rng.randint(80, 99)}% complete",
                      f"- Temporary privileges granted: {draw.rng.randint(0, 6)}",
                      f"- Bylaws rev {draw.rng.randint(2, 9)}.{draw.rng.randint(0, 9)}: first reading"])


def _cme_row(draw: Draw) -> str:
    """One course of a CME catalogue: code, title, credits, fee."""
    title = draw.pick(["Sepsis bundles update", "Opioid prescribing (state mandate)", "Point-of-care ultrasound basics",
                       "Pediatric asthma action plans", "Hearing loss in primary care", "Implicit bias in triage",
                       "Anticoagulation reversal", "Wilderness medicine refresher", "Lyme disease: 2026 guidance"])
    return f"{title:<36} CME-{draw.rng.randint(100, 899)}  {draw.pick(['1.0', '1.5', '2.0', '3.25', '6.0'])} AMA PRA Cat 1  ${draw.rng.randint(0, 295)}"


def _bed_row(draw: Draw) -> str:
    """One line of a bed-board snapshot: unit, staffed beds, occupied, pending admits, discharges."""
    unit = draw.pick(["ICU", "Step-down", "Med/Surg 3", "Med/Surg 4", "Peds", "L&D", "Behavioral", "Obs unit", "Rehab"])
    staffed = draw.rng.randint(8, 36)
    return f"{unit:<11} staffed {staffed:>2}  occ {draw.rng.randint(0, staffed):>2}  pend {draw.rng.randint(0, 9)}  dc {draw.rng.randint(0, 8)}"


def _adequacy_row(draw: Draw) -> str:
    """One CSV row of a network adequacy report: county, specialty, providers, time/distance met."""
    county = draw.pick(["Cheshire", "Sullivan", "Grafton", "Windham", "Windsor", "Caledonia", "Coos", "Orange"])
    spec = draw.pick(["Primary care", "OB/GYN", "Cardiology", "Audiology", "Behavioral health", "Dermatology", "Dialysis"])
    return f"{county},{spec},{draw.rng.randint(1, 140)},{draw.rng.randint(20, 90)} min,{draw.pick(['Y', 'Y', 'N'])}"


def _um_row(draw: Draw) -> str:
    """One CSV row of a UM turnaround dashboard: request type, volume, median hours, percent on time."""
    return (f"{draw.pick(['urgent pre-service', 'standard pre-service', 'concurrent', 'post-service', 'pharmacy PA'])},"
            f"{draw.rng.randint(40, 4000)},{draw.rng.randint(2, 160)}.{draw.digits(1)},{draw.rng.randint(88, 99)}.{draw.digits(1)}")


def _edi_volume_row(draw: Draw) -> str:
    """One line of an EDI 276/277 volume report: day, inquiries, responses, median seconds."""
    return (f"{draw.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])} 276 {draw.rng.randint(300, 60000):>6}  "
            f"277 {draw.rng.randint(300, 60000):>6}  p50 {draw.rng.randint(1, 9)}.{draw.digits(1)} s  rej {draw.rng.randint(0, 90)}")


def _hearing_fee_row(draw: Draw) -> str:
    """One line of a hearing-aid benefit table: code, description, allowance."""
    return draw.pick([f"V5261 binaural digital BTE   allowance ${draw.rng.randint(1200, 4000)}",
                      f"V5257 monaural digital BTE   allowance ${draw.rng.randint(600, 2000)}",
                      f"V5014 repair/modification   allowance ${draw.rng.randint(40, 250)}",
                      f"92557 comprehensive audiometry   copay ${draw.rng.randint(0, 60)}",
                      f"V5266 battery, per cell   limit {draw.rng.randint(40, 120)}/yr",
                      f"92591 hearing aid exam, binaural   copay ${draw.rng.randint(0, 45)}"])


def _table(make_row: Callable[[Draw], str], count: int, key_length: int) -> Callable[[Draw], str]:
    return lambda draw: "\n".join(_distinct_rows(draw, make_row, count, key_length=key_length))


_OWN = {
    "mv_org": ORG_NAME, "mv_org_upper": ORG_NAME.upper(), "mv_hospital": HOSPITAL_NAME, "mv_clinic": CLINIC_NAME,
    "mv_pharmacy": PHARMACY_NAME, "mv_audiology": AUDIOLOGY_NAME,
    "mv_phone": ORGANISATION_CONTACTS[0], "mv_fax": ORGANISATION_CONTACTS[1], "mv_claims_addr": ORGANISATION_CONTACTS[2],
    "mv_office_addr": ORGANISATION_CONTACTS[3], "mv_members_email": ORGANISATION_CONTACTS[4],
    "mv_um_email": ORGANISATION_CONTACTS[5], "mv_hosp_phone": ORGANISATION_CONTACTS[6],
    "mv_hosp_addr": ORGANISATION_CONTACTS[7], "mv_clinic_phone": ORGANISATION_CONTACTS[8],
    "mv_clinic_fax": ORGANISATION_CONTACTS[9], "mv_clinic_addr": ORGANISATION_CONTACTS[10],
    "mv_rx_phone": ORGANISATION_CONTACTS[11], "mv_rx_addr": ORGANISATION_CONTACTS[12],
    "mv_aud_phone": ORGANISATION_CONTACTS[13], "mv_aud_addr": ORGANISATION_CONTACTS[14],
    "mv_tollfree": ORGANISATION_CONTACTS[15], "mv_nurse_line": ORGANISATION_CONTACTS[16],
    "mv_intl_line": ORGANISATION_CONTACTS[17], "mv_assist_uk": ORGANISATION_CONTACTS[18], "mv_web": ORGANISATION_CONTACTS[19],
    "mv_edi_email": ORGANISATION_CONTACTS[20], "mv_provider_email": ORGANISATION_CONTACTS[21],
    "mv_provider_line": ORGANISATION_CONTACTS[22], "mv_parking_email": ORGANISATION_CONTACTS[23],
    "mv_bedboard_phone": ORGANISATION_CONTACTS[24], "mv_cred_email": ORGANISATION_CONTACTS[25],
    "mv_cme_email": ORGANISATION_CONTACTS[26], "mv_nutrition_email": ORGANISATION_CONTACTS[27],
    "mv_pbm_phone": ORGANISATION_CONTACTS[28], "mv_cme_web": ORGANISATION_CONTACTS[29],
    "mv_satellite_addr": ORGANISATION_CONTACTS[30],
    "mv_payer_id": ORG_PAYER_ID, "mv_rxbin": ORG_RXBIN, "mv_rxpcn": ORG_RXPCN, "mv_rxgrp": ORG_RXGRP, "mv_ein": ORG_EIN,
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25.FILLERS,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "mv_hios": lambda d: d.pick(list(ORG_HIOS)),
    "mv_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mv_doc": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[2][0], OWN_PROVIDERS[3][0], OWN_PROVIDERS[5][0]]),
    "mv_pr": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "mv_pr_name": lambda d: OWN_PROVIDERS[int(d.fill("mv_pr"))][0],
    "mv_pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("mv_pr"))][1],
    "mv_pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("mv_pr"))][2],
    "mv_pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("mv_pr"))][3],
    "mv_pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("mv_pr"))][4],
    "mv_plan": lambda d: d.pick(["Monadnock Bronze HSA 6000", "Monadnock Silver 3000", "Monadnock Gold 500",
                                 "Monadnock Medicare Advantage HMO", "Monadnock Dental Plus", "Monadnock Vision Basic"]),
    "mv_group": lambda d: d.pick(["MV-G-10482", "MV-G-22907", "MV-G-38115", "MV-G-47360", "MV-G-59014"]),
    "mv_ticket": lambda d: f"MVH-{d.rng.randint(10000, 89999)}",
    "mv_version": lambda d: f"{d.rng.randint(2, 14)}.{d.rng.randint(0, 30)}.{d.rng.randint(0, 12)}",
    "mv_policy": lambda d: f"MV-CP-{d.rng.randint(100, 620)}",
    "mv_host": lambda d: d.pick(["crrh-bedboard-01", "mvhp-edi-gw2", "crrh-lis-02", "bffp-emr-app1", "mvhp-portal-03",
                                 "crrh-pharm-01", "crrh-cafe-pos"]),
    "mv_invoice": lambda d: f"MV-{d.rng.randint(2025, 2026)}-{d.digits(6)}",
    "mv_county": lambda d: d.pick(["Cheshire", "Sullivan", "Grafton", "Windham", "Windsor", "Caledonia", "Coos"]),
    "mv_site": lambda d: d.pick(["Brattleboro", "Bellows Falls", "Keene", "Claremont", "Littleton", "St. Johnsbury"]),
    "mv_drugname": lambda d: d.pick(["amoxicillin", "cefdinir", "albuterol HFA", "methylphenidate ER", "lidocaine 1%",
                                     "insulin lispro", "semaglutide", "cisplatin", "ondansetron ODT"]),
    "mv_minutes": lambda d: str(d.rng.randint(3, 55)),
    "mv_credits": lambda d: d.pick(["1.0", "1.5", "2.0", "2.5", "3.0", "4.25", "6.0", "8.0"]),
    "mv_hours": lambda d: f"{d.rng.randint(5, 8)}:{d.pick(['00', '30'])}-{d.rng.randint(17, 22)}:{d.pick(['00', '30'])}",
    "mv_pct": lambda d: f"{d.rng.randint(60, 99)}.{d.rng.randint(0, 9)}%",
    "mv_topic": lambda d: d.pick(["low-sodium eating", "using a spacer", "blood sugar checks", "caring for a new cast",
                                  "starting a blood thinner", "your new hearing aids", "after cataract surgery",
                                  "preventing falls at home", "croup in young children"]),
    "unit_name": lambda d: d.pick(["3 North", "Hospice suite", "4 South", "ICU", "Med/Surg 2", "Rehab"]),
    "mv_topic_sv": lambda d: d.pick(["blodförtunnande läkemedel", "efter gipsning", "fallprevention hemma",
                                     "din nya hörapparat", "saltfattig kost", "efter starroperation"]),
    "parking_table": _table(_parking_row, 4, 7),
    "shuttle_table": _table(_shuttle_row, 3, 10),
    "allergen_table": _table(_allergen_row, 4, 8),
    "shortage_table": _table(_shortage_row, 4, 14),
    "cred_table": _table(_cred_row, 4, 12),
    "cme_table": _table(_cme_row, 4, 20),
    "bed_table": _table(_bed_row, 5, 11),
    "adequacy_table": _table(_adequacy_row, 4, 20),
    "um_table": _table(_um_row, 4, 12),
    "edi_volume_table": _table(_edi_volume_row, 4, 3),
    "hearing_fee_table": _table(_hearing_fee_row, 3, 6),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b26_rx_label", "prescription_label", US,
     "{mv_pharmacy}  {mv_rx_phone}\nRx# {seven_digits}   Fill {small_digit} of {small}\n{first_upper} {last_upper}\n"
     "[[address:addr_us_line]]   DOB [[date_of_birth:dob_v26]]\nTake 1 tablet by mouth ((twice daily||at bedtime||every "
     "morning)) - {drug}\nPt phone on file: [[phone:phone_v26]]   Qty {small}  Discard after {dos}"),
    ("b26_referral_efax", "referral_fax", US,
     "FAX  {mv_clinic_fax} -> ((audiology||cardiology||ENT))   pages 1/{pages}   {iso_ts}\nREFERRAL\nPatient: {first} "
     "{last}   chart [[record_number:mrn_v26]]\nD.O.B.\n[[date_of_birth:dob_v26]]\nIns: {mv_org}, ID [[member_id:member_v26]]\n"
     "Best contact: [[phone:phone_v26]] (((cell||home||daughter)))\nReason: {icd}, please see within {small} days."),
    ("b26_portal_signup_email", "portal_email", US,
     "From: {mv_members_email}\nTo: [[email:email_v26]]\nSubject: Finish setting up your account\n\nHi {first},\n"
     "Your sign-up for member [[member_id:member_v26]] started from [[ip_address:ipv4_public]] on {dos}. Finish here within "
     "{small} hours:\n[[url:url_v26]]\nIf this wasn't you, call {mv_tollfree}."),
    ("b26_lab_requisition", "lab_requisition", US,
     "LAB REQUISITION  {mv_hospital} outreach\nPatient  {last_upper}, {first_upper}   Sex ((F||M))   Age [[age_over_89:age_v26]]\n"
     "DOB  [[date_of_birth:dob_v26]]   MRN  [[record_number:mrn_v26]]\nBill to: {mv_org}  subscriber [[member_id:member_v26]]\n"
     "Tests: ((CBC, BMP||TSH, free T4||INR||lipid panel, A1c))   Dx {icd}   Fasting ((Y||N))   Drawn {clock}"),
    ("b26_school_immunisation_form", "school_form", US,
     "CERTIFICATE OF IMMUNIZATION - school year {year}\nChild: {first} {last}    Birthdate: [[date_of_birth:dob_pupil]]\n"
     "Parent/guardian home address:\n[[address:addr_us_block]]\nParent phone [[phone:phone_v26]]   e-mail "
     "[[email:email_v26]]\nDTaP x{small_digit}  IPV x4  MMR x2  Varicella x2  MenACWY ((given||due))"),
    ("b26_travel_emergency_call", "call_transcript", EN,
     "ASSIST LINE {mv_assist_uk} - call log {iso_ts}\nCALLER: my husband collapsed in ((Lisbon||Kraków||Reykjavik||Split)), "
     "they want a guarantee of payment\nAGENT: passport number please?\nCALLER: [[national_id:us_passport]]\nAGENT: and a "
     "callback number there?\nCALLER: [[phone:phone_abroad]]\nAGENT: deposit card for the hospital?\nCALLER: "
     "[[card:card_spaced]]\nAGENT: his date of birth?\nCALLER: [[date_of_birth:dob_v26]]"),
    ("b26_disability_claim_form", "disability_claim", US,
     "SHORT-TERM DISABILITY CLAIM - Part A (employee)\n1. Name {first} {last}\n2. Social Security No. [[ssn:ssn_plain]]\n"
     "3. Date of birth [[date_of_birth:dob_v26]]\n4. Home address\n[[address:addr_us_block]]\n5. Direct deposit: routing "
     "{aba}  account [[bank_account:acct_us_ach]]\n6. Last day worked {dos}"),
    ("b26_hearing_aid_order", "hearing_aid_order", US,
     "{mv_audiology} - ORDER FORM\nModel ((RIC 312||BTE 13||ITC rechargeable)) x2, color ((beige||silver||black))\n"
     "Ship to: [[address:addr_us_line]]\nPatient [[age_over_89:age_v26]], plan ID [[member_id:member_v26]]\nPhone "
     "[[phone:phone_v26]] (speak up, HOH)\nBalance ${money_s} on card [[card:card_any]]\nAudiologist {mv_pr_name}"),
    ("b26_forwarded_thread_ssn", "email", US,
     "---------- Forwarded message ---------\nFrom: [[email:email_v26]]\nDate: {dos}\nSubject: Re: tax form 1095\n\n"
     "> Can you send the last four?\nhere is the whole thing, [[ssn:ssn_typed]] - i never got the form last year\n\n"
     "{first}\n\nForwarding to billing, {staff}"),
    ("b26_voice_to_text_pharmacy", "voice_to_text", US,
     "[voicemail transcription, confidence 0.{small}] hi this is {first} calling about my ((inhaler||insulin||blood "
     "pressure pills)) refill my social is [[ssn:ssn_voice]] and birthday [[date_of_birth:dob_spelled]] you can call me "
     "back at [[phone:phone_spoken]] thanks bye"),
    ("b26_ocr_parking_permit", "ocr_form", US,
     "PATlENT/FAMlLY PARKlNG PERMlT  (scanned {iso_ts})\nName: {first} {last}\nAddr: [[address:addr_ocr]]\n"
     "Te1: [[phone:phone_ocr]]\nD0B: [[date_of_birth:dob_ocr]]\nVehic1e p1ate: [[vehicle_id:plate_state]]   Lot "
     "((A||C||P2))"),
    ("b26_spreadsheet_decedents", "spreadsheet_paste", US,
     "Unit\tMRN\tDate of death\tAge\n{unit_name}\t[[record_number:mrn_v26]]\t[[date_of_death:dod_v26]]\t"
     "[[age_over_89:age_bare]]\n(pasted from the hospice census, tab {small_digit})"),
    ("b26_pdf_extract_wc_vehicle", "pdf_extract", US,
     "F I R S T   R E P O R T   O F   I N J U R Y\nE m p l o y e e   S S N :  [[ssn:ssn_plain]]\nD r i v e r ' s   "
     "l i c e n s e :  [[national_id:us_dl]]\nC o m p a n y   v e h i c l e   V I N :\n[[vehicle_id:vin]]\nDate of "
     "injury {dos}   Body part: ((back||knee||hand))"),
    ("b26_csv_hearing_claims", "csv_export", US,
     "claim_line,member,dob,callback,cpt,allowed\n{seven_digits}-1,[[member_id:member_v26]],[[date_of_birth:dob_export]],"
     "[[phone:phone_v26]],92557,{money_s}\n# export {batch}, {mv_org}"),
    ("b26_json_portal_registration", "json_export", US,
     "{\"event\": \"registration.completed\", \"ts\": \"{iso_ts}\", \"email\": \"[[email:email_v26]]\", \"client_ip\": "
     "\"[[ip_address:ipv4_public]]\", \"return_to\": \"[[url:url_v26]]\", \"app\": \"{mv_version}\"}"),
    ("b26_xml_disability_payment", "xml_export", US,
     "<BenefitPayment id=\"{seven_digits}\">\n  <Claimant>\n    <SSN>[[ssn:ssn_plain]]</SSN>\n    <Mail>[[address:addr_xml]]"
     "</Mail>\n  </Claimant>\n  <Deposit><Account>[[bank_account:acct_no]]</Account><Amount>{money_s}</Amount></Deposit>\n"
     "</BenefitPayment>"),
    ("b26_hl7_orm_lab_order", "hl7_export", US,
     "MSH|^~\\&|BFFP|BFFP|LAB|CRRH|{hl7_ts}||ORM^O01|{ctrl}|P|2.3\nPID|1||[[record_number:mrn_v26]]^^^CRRH^MR||{last_upper}"
     "^{first_upper}||[[date_of_birth:dob_compact]]|((F||M))|||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]|||||"
     "|[[ssn:ssn_hl7]]\nORC|NW|{seven_digits}\nOBR|1|{seven_digits}||{loinc}^{loinc_name}^LN"),
    ("b26_x12_276_inquiry", "x12_export", US,
     "ST*276*{four_digits}*005010X212~\nBHT*0010*13*{fivedig}*{isa_date}~\nNM1*PR*2*{mv_org_upper}*****PI*{mv_payer_id}~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]~\n"
     "TRN*1*{seven_digits}~\nSE*{small}*{four_digits}~"),
    ("b26_app_log_portal", "log", US,
     "{iso_ts} INFO portal.auth login ok user=[[email:email_v26]] src=[[ip_address:ip_any]]\n{iso_ts} INFO portal.nav "
     "GET [[url:url_v26]] 200 {small}ms\n{iso_ts} WARN portal.session idle timeout host={mv_host}"),
    ("b26_parking_permit_email", "email", US,
     "Hi parking office,\nmy mom is in dialysis 3x/week, can we get the blue permit? car is a ((2016 Subaru Outback||"
     "2019 Honda CR-V||2012 Toyota Camry)) plate [[vehicle_id:plate_state]], VIN [[vehicle_id:vin]]\nmy cell "
     "[[phone:phone_v26]] or reply to [[email:email_v26]]\nthanks, {first}"),
    ("b26_ehr_death_note", "hospice_note", US,
     "Hospice RN death visit {clock}\nPt [[record_number:mrn_v26]], [[age_over_89:age_v26]], pronounced "
     "[[date_of_death:dod_v26]] at {clock_a}. Family present. Funeral home notified. Meds destroyed with witness "
     "{staff}.\nSign-off: {nurse}"),
    ("b26_direct_deposit_chat", "chat", US,
     "me: hi can i chnage where my disablity checks go\nagent: Sure, new account and routing?\nme: acct "
     "[[bank_account:acct_us_ach]] routing {aba}\nme: oh and the old card [[card:card_chat]] got stolen so dont use it\n"
     "agent: Noted, ticket {mv_ticket}."),
    ("b26_de_at_reha_antrag", "letter", ("de_DE", "de_AT"),
     "Antrag auf medizinische Rehabilitation\n\nGeburtsdatum: [[date_of_birth:dob_loc]]\nSteuer-/Versicherungsnummer: "
     "[[national_id:natid_loc]]\nAnschrift: [[address:addr_loc_line]]\nÜbergangsgeld bitte auf [[bank_account:iban_loc]]"
     "\n\nMit freundlichen Grüßen\n{first} {last}"),
    ("b26_fr_es_it_ordonnance", "letter", ("fr_FR", "es_ES", "it_IT"),
     "Ordonnance / Receta / Ricetta du {ddmmyyyy}\nPatient·e / Paciente: {first} {last}, né·e / nacido / nato le "
     "[[date_of_birth:dob_loc]]\nN° / Número / Codice: [[national_id:natid_loc]]\nTél. / Tel.: [[phone:phone_loc]]\n"
     "Courriel / Correo / E-mail: [[email:email_loc]]"),
    ("b26_nordic_horapparat", "hearing_aid_order", NORDIC,
     "Hörapparat / Høreapparat / Kuulokoje - beställning\nBrukare [[age_over_89:age_loc]], personnummer "
     "[[national_id:natid_loc]]\nLeveransadress: [[address:addr_loc_line]]\nTelefon: [[phone:phone_loc]]\nModell "
     "((RIC||BTE||ITE)) x{small_digit}"),
    ("b26_pl_cs_skierowanie", "referral_fax", ("pl_PL", "cs_CZ"),
     "SKIEROWANIE / ŽÁDANKA na badania laboratoryjne\nPESEL / RČ: [[national_id:natid_loc]]\nData urodzenia / Datum "
     "narození: [[date_of_birth:dob_loc]]\nTelefon: [[phone:phone_loc]]\nBadania / Vyšetření: ((morfologia, CRP||TSH, "
     "fT4||INR))"),
    ("b26_nl_pt_reis_noodgeval", "travel_claim", ("nl_NL", "pt_BR", "pt_PT"),
     "Reisverzekering noodgeval / Seguro viagem emergência\nKaart / Cartão: [[card:card_loc]]\nIBAN: [[bank_account:iban_loc]]"
     "\nOverleden / Falecido em: [[date_of_death:dod_loc]]\nBel / Ligue: [[phone:phone_loc]]\nBedrag / Valor {eur}"),
    ("b26_uk_travel_claim_car", "travel_claim", ("en_GB", "en_IE", "en_AU", "en_NZ"),
     "Travel insurance claim - section 4, hire car damage\nHire car registration: [[vehicle_id:plate_loc]]\nHome address:\n"
     "[[address:addr_loc_block]]\nRefund to card [[card:card_loc]]\nIncident date {dos}, excess {eur}"),
    ("b26_telehealth_device_log", "log", US,
     "{iso_ts} hearing-app pair ok fw {mv_version} member=[[member_id:member_v26]] from [[ip_address:ip_v6]]\n{iso_ts} "
     "remote-fit session relay [[ip_address:ip_port]] latency {small}ms\n{iso_ts} deep link [[url:url_v26]]"),
    ("b26_guardian_ehic_letter", "court_paper", ("en_GB", "en_IE"),
     "LETTER OF GUARDIANSHIP (copy)\nWard: {first} {last}, EHIC [[national_id:ehic_card]]\nWard died "
     "[[date_of_death:dod_v26]]; estate includes vehicle [[vehicle_id:vin]] kept at\n[[address:addr_loc_block]]\n"
     "Guardian: {staff}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- campus: parking, shuttle, cafeteria ---------------------------------------------------------------------------
    ("b26c_parking_notice", "parking_notice", US,
     "{mv_hospital} parking update - {dos}\n{parking_table}\nGarage level {small_digit} closed for sealing until {clock}. "
     "Validation at the front desk; questions {mv_parking_email}."),
    ("b26c_shuttle_timetable", "shuttle_notice", US,
     "Campus shuttle timetable, effective {eff_iso}\n{shuttle_table}\nStops: {mv_hospital} main entrance, {mv_clinic}, "
     "Lot C. Wheelchair lifts on {small_digit} of {small} buses. Dispatch via switchboard {mv_hosp_phone}."),
    ("b26c_cafeteria_allergen_chart", "allergen_chart", US,
     "Riverview Café allergen chart, week {week}\n| dish | milk | egg | wheat | soy | peanut | fish | energy |\n"
     "|---|---|---|---|---|---|---|---|\n{allergen_table}\nAsk a dietitian: {mv_nutrition_email}"),
    ("b26c_cafeteria_hours_menu", "cafeteria_notice", US,
     "Café hours {mv_hours}; grill closes {clock}. Soup of the day ${small_digit}.{small_digit}5, entrée ${small}.50, "
     "{pct_int} off for staff with badge. Gluten-free shelf restocked {weekday}. Feedback {mv_nutrition_email}."),
    # ---- pharmacy -----------------------------------------------------------------------------------------------------
    ("b26c_drug_shortage_bulletin", "shortage_bulletin", US,
     "Pharmacy & Therapeutics shortage bulletin #{small}{small_digit} - {dos}\n{shortage_table}\nQuestions: "
     "{mv_pharmacy}, {mv_rx_phone}, {mv_rx_addr}."),
    ("b26c_shortage_substitution_memo", "shortage_bulletin", US,
     "Memo {mv_ticket}: {mv_drugname} supply at {pct_int} of normal through week {week}. Auto-substitution approved by "
     "P&T on {dos} (vote {small}-{small_digit}). Order entry change in EHR build {build_no}. Pharmacy {mv_rx_phone}."),
    ("b26c_pbm_card_back", "id_card_text", US,
     "{mv_org} prescription card (back)\nRxBIN {mv_rxbin}   RxPCN {mv_rxpcn}   RxGRP {mv_rxgrp}\nPlan {mv_plan}, group "
     "{mv_group}\nPharmacist help desk {mv_pbm_phone}  Members {mv_tollfree}  rev {small_digit}.{year}"),
    ("b26c_counselling_leaflet", "pharmacy_leaflet", US,
     "Counselling sheet: {drug}. Take with a full glass of water; {small_digit} doses missed in a row - call us. Store "
     "below 25°C; keep {small} days' supply when travelling. Leaflet code PL-{fivedig}. {mv_pharmacy}, {mv_rx_phone}."),
    # ---- medical staff, CME, credentialing ----------------------------------------------------------------------------
    ("b26c_credentialing_agenda", "committee_agenda", US,
     "Credentials Committee agenda - {mv_hospital}, {dos} {clock}, Board Room {small_digit}\n{cred_table}\nChair "
     "{mv_doc}. Packets from {mv_cred_email}."),
    ("b26c_credentialing_policy", "committee_agenda", US,
     "Policy MS-{small}{small_digit} rev {year}: reappointment every 24 months; OPPE every {small_digit} "
     "months; FPPE for new privileges ({small} cases or {small_count} days). Medical staff office {mv_cred_email}."),
    ("b26c_cme_catalogue", "cme_catalogue", US,
     "CME catalogue {year} - {mv_hospital}\n{cme_table}\nRegister at {mv_cme_web}; questions {mv_cme_email}. Accredited "
     "provider no. {fivedig}."),
    ("b26c_cme_grand_rounds", "cme_catalogue", US,
     "Grand rounds {weekday} {dos}, {clock}: \"{mv_topic}\" with {mv_doc}. {mv_credits} AMA PRA Category 1 Credits. "
     "Zoom ID {four_digits} {fivedig}; attendance code {fivedig}. {mv_cme_email}"),
    # ---- capacity, network, UM ----------------------------------------------------------------------------------------
    ("b26c_bed_board_snapshot", "bed_board", US,
     "BED BOARD {iso_ts}  {mv_hospital}\n{bed_table}\nED boarders {small_digit}, transfers pending {small_digit}. "
     "Surge level ((green||yellow||orange)). Patient flow {mv_bedboard_phone}."),
    ("b26c_bed_capacity_huddle", "bed_board", US,
     "Safety huddle {clock}: census {hundreds} of {small_count}0 staffed, occupancy {pct_int}; {small} discharges before "
     "noon (goal {small_digit}0%), {small_digit} isolation rooms open. Next huddle {clock_b}. Host {mv_host}."),
    ("b26c_network_adequacy_report", "network_adequacy", US,
     "county,specialty,providers,max_drive_time,standard_met\n{adequacy_table}\n# {mv_org} network adequacy, filing "
     "{quarter}, plan {mv_hios}; contact {mv_provider_email}"),
    ("b26c_network_adequacy_letter", "network_adequacy", US,
     "{date_letter}\n\nNH Insurance Department\n\nRe: {mv_plan} ({mv_hios}) access standards\n\n{mv_org} meets time and "
     "distance standards in {small} of {small_count} county-specialty cells ({pct_tenth}); gaps in {mv_county} County "
     "are covered by telehealth under {mv_policy}.\n\n{staff}, Network Management, {mv_office_addr}"),
    ("b26c_um_turnaround_dashboard", "um_dashboard", US,
     "request_type,volume,median_hours,pct_on_time\n{um_table}\n# UM turnaround {quarter}, {mv_org}; fax {mv_fax}, "
     "{mv_um_email}"),
    ("b26c_um_criteria_notice", "um_dashboard", US,
     "From {eff_iso} prior authorization is no longer needed for CPT {cpt} in an office setting under {mv_policy}. "
     "Urgent requests decided within 72 h; standard within {small} days. Fax {mv_fax} or call {mv_provider_line}."),
    # ---- EDI ----------------------------------------------------------------------------------------------------------
    ("b26c_edi_276_277_volume", "edi_report", US,
     "276/277 claim status volumes - week {week}, trading partner {mv_payer_id}\n{edi_volume_table}\nAvailability "
     "{mv_pct}. Outage window {weekday} {clock}-{clock_b}. {mv_edi_email}"),
    ("b26c_x12_277_ack_summary", "edi_ack", US,
     "ST*277*{four_digits}*005010X212~\nBHT*0010*08*{fivedig}*{isa_date}*{clock_a}~\nNM1*PR*2*{mv_org_upper}*****PI*"
     "{mv_payer_id}~\nSTC*F1:65*{isa_date}**{money_s}*{money_b}~\nQTY*QA*{small}~\nSE*{small_digit}*{four_digits}~"),
    ("b26c_edi_companion_guide", "edi_report", US,
     "Companion guide {mv_version}: submit 276 in real time (max {small} inquiries per file in batch); payer ID "
     "{mv_payer_id}; ISA08 {mv_payer_id}; response within {small_digit} s. Testing: {mv_edi_email}, {mv_provider_line}."),
    # ---- patient education, discharge templates ------------------------------------------------------------------------
    ("b26c_patient_education_handout", "education_handout", US,
     "Patient education: {mv_topic}\n1. Check your readings {small_digit} times a day and write them down.\n2. Call "
     "{mv_nurse_line} if you feel dizzy for more than {small} minutes.\n3. Keep your follow-up at {mv_clinic}, "
     "{mv_clinic_addr}.\nHandout {mv_ticket}, reviewed {year}."),
    ("b26c_discharge_template_en", "discharge_template", US,
     "DISCHARGE INSTRUCTIONS (template DI-{small}{small_digit}) - {mv_topic}\nActivity: no lifting over {small} lb for "
     "{small_digit} weeks. Diet: {pct_int} of meals low sodium.\nReturn if fever over {temp_f}°F.\nQuestions: "
     "{mv_nurse_line}, 24 h."),
    ("b26c_hearing_aid_benefit", "benefit_summary", US,
     "{mv_plan} - hearing benefit {year}\n{hearing_fee_table}\nOne pair every {small_digit} years. In-network "
     "audiologist: {mv_audiology}, {mv_aud_phone}, {mv_aud_addr}."),
    ("b26c_audiology_clinic_letter", "clinic_letter", US,
     "Dear colleague,\n{mv_audiology} now fits over-the-counter aids in {small} min appointments; real-ear measures "
     "on all fittings since {dos}. {pct_int} of users kept their aids at {small_digit} months. Refer by fax {mv_fax}.\n"
     "{mv_pr_name}, NPI {mv_pr_npi}"),
    # ---- plan notices, directories, FHIR/JSON/XML/HL7/CSV -----------------------------------------------------------------
    ("b26c_directory_csv", "provider_directory", US,
     "npi,name,specialty,phone,address,accepting\n{mv_pr_npi},\"{mv_pr_name}\",{mv_pr_specialty},{mv_pr_phone},"
     "\"{mv_pr_addr}\",((Y||N))\n# directory export {iso_ts}, {mv_org}"),
    ("b26c_fhir_location_json", "json_export", US,
     "{\"resourceType\": \"Location\", \"id\": \"loc-{small}{small_digit}\", \"name\": \"{mv_hospital} - "
     "((Cafe||Parking Garage||Infusion Suite||Audiology))\", \"telecom\": [{\"system\": \"phone\", \"value\": "
     "\"{mv_hosp_phone}\"}], \"address\": {\"text\": \"{mv_hosp_addr}\"}, \"hoursOfOperation\": [{\"openingTime\": "
     "\"{clock}:00\"}], \"meta\": {\"versionId\": \"{small_digit}\"}}"),
    ("b26c_xml_cme_feed", "xml_export", US,
     "<Courses provider=\"{mv_hospital}\" updated=\"{eff_iso}\">\n  <Course id=\"CME-{hundreds}\" credits=\"{mv_credits}\">"
     "\n    <Title>{mv_topic}</Title>\n    <Contact>{mv_cme_email}</Contact>\n  </Course>\n</Courses>"),
    ("b26c_hl7_mfn_location", "hl7_export", US,
     "MSH|^~\\&|ADT|CRRH|BEDBOARD|CRRH|{hl7_ts}||MFN^M05|{ctrl}|P|2.5\nMFI|LOC||UPD|||AL\nMFE|MUP|{seven_digits}||"
     "((3N||4S||ICU||PEDS))^{small}^{small_digit}\nLOC|((3N||4S||ICU||PEDS))^{small}|{mv_hospital}|N|{mv_hosp_phone}"),
    ("b26c_formulary_tier_change", "formulary_notice", US,
     "{mv_org} formulary update {eff_iso}: {drug} moves to tier {small_digit}; NDC {ndc} excluded; quantity limit "
     "{small} per 30 days. Plan {mv_hios}. RxBIN {mv_rxbin}/PCN {mv_rxpcn}. Prescribers: {mv_pbm_phone}."),
    ("b26c_eob_summary", "eob", US,
     "EXPLANATION OF BENEFITS - THIS IS NOT A BILL\nService {dos}  CPT {cpt}  billed ${money_b}  allowed ${money_s}  plan "
     "paid {pct_int}  CARC {carc}\nQuestions? {mv_tollfree} or {mv_members_email}. Appeals: {mv_claims_addr}."),
    ("b26c_appeal_rights_short", "appeal_rights", US,
     "You have 180 days to appeal. Write to {mv_claims_addr} or fax {mv_fax}; expedited reviews within 72 hours. "
     "An independent reviewer decided {pct_int} of {year} external appeals for members. Form MV-{hundreds}."),
    ("b26c_claim_status_page", "claim_status", US,
     "Claim status (provider view) - claim {seven_digits}{small_digit}\nReceived {dos} | Status ((Finalized||Pending "
     "review||Paid)) | Paid ${money_s} | Check/EFT {check_no}\nPayer {mv_org} ({mv_payer_id}), EIN {mv_ein}. "
     "Help {mv_provider_line}."),
    ("b26c_ops_incident_note", "it_ops", US,
     "INC {mv_ticket} ({weekday} {clock}): bed-board feed lagged {small} min after patch {mv_version} on {mv_host}; "
     "{small_digit} interfaces replayed, no data loss. RCA due {dos}. On-call via switchboard {mv_hosp_phone}."),
    ("b26c_board_quality_minutes", "board_minutes", US,
     "Quality committee minutes {dos}: readmissions {pct_tenth}, falls per 1,000 days {small_digit}.{small_digit}, "
     "hand hygiene {pct_int}; {small} of {small_count} action items closed. Motion carried {small}-0. Location "
     "{mv_office_addr}."),
    ("b26c_vendor_invoice_audiology", "vendor_invoice", US,
     "INVOICE {mv_invoice}\nBill to: {mv_audiology}, {mv_aud_addr}\n{small} x hearing-aid domes, SKU HA-{fivedig} @ "
     "${small_digit}.{small_digit}5\n{small_digit} x receivers 312 @ ${small}.00\nNet 30. Remit ACH ref {batch}."),
    ("b26c_lab_reference_table", "lab_reference", US,
     "{mv_hospital} laboratory reference intervals, rev {mv_version}\nHemoglobin 12.0-15.5 g/dL (F), 13.5-17.5 (M)\n"
     "Platelets 150-400 x10^3/uL\nCreatinine 0.{small_digit}-1.{small_digit} mg/dL\nTurnaround STAT {small} min; "
     "client services {mv_hosp_phone}."),
    ("b26c_dental_vision_summary", "benefit_summary", US,
     "{mv_plan} {year}: cleanings {small_digit} per year at 100%; fillings {pct_int}; crowns 50% after {small} months; "
     "eye exam copay ${small}; frames allowance ${hundreds}. Group {mv_group}. {mv_tollfree}"),
    ("b26c_travel_policy_wording", "policy_wording", EN,
     "Section {small_digit} - Emergency assistance abroad. Call {mv_assist_uk} (24 h) before any admission over "
     "{small} hours; cover up to {eur} per trip, repatriation included. Outside Europe call {mv_intl_line}. Wording "
     "TW-{fivedig}/{year}."),
    ("b26c_utilisation_csv", "utilisation_dashboard", US,
     "site,visits,no_show_pct,median_wait_min\n{mv_site},{hundreds},{pct_tenth},{mv_minutes}\nCheshire mobile,{small}"
     "{small_digit},{pct_int},{small}\n# {mv_clinic} weekly, week {week}; {build_no}"),
    # ---- other locales --------------------------------------------------------------------------------------------------
    ("b26c_de_parkplatz_hinweis", "parking_notice", ("de_DE", "de_AT"),
     "Parkhaus-Hinweis vom {ddmmyyyy}: Ebene {small_digit} gesperrt, {small} Plätze frei, Tagesticket {eur}. "
     "Shuttle alle {mv_minutes} Minuten. Internationale Hotline {mv_intl_line}."),
    ("b26c_fr_allergenes_cantine", "allergen_chart", ("fr_FR",),
     "Cafétéria - allergènes semaine {week}\nPlat du jour : gluten, lait ; {small_digit} options sans arachide\nDessert : "
     "œuf ({small} g)\nRenseignements diététiques : {mv_nutrition_email} - assistance {mv_assist_uk}"),
    ("b26c_es_it_rotura_stock", "shortage_bulletin", ("es_ES", "it_IT"),
     "Aviso de desabastecimiento / Carenza farmaco {ddmmyyyy}\n{mv_drugname}: {pct_int} del consumo habitual\n"
     "Alternativa / Alternativa: según protocolo {mv_policy}\nFarmacia / Farmacia: {mv_intl_line}"),
    ("b26c_nl_pt_ontslag_sjabloon", "discharge_template", ("nl_NL", "pt_BR", "pt_PT"),
     "Ontslaginstructies / Instruções de alta (sjabloon {small}{small_digit})\nNiet tillen boven {small} kg / Não levantar "
     "mais de {small} kg, {small_digit} weken / semanas\nKoorts boven / Febre acima de 38,5 °C: bel / ligue {mv_intl_line}"),
    ("b26c_pl_cs_obsazenost_luzek", "bed_board", ("pl_PL", "cs_CZ"),
     "Obłożenie łóżek / Obsazenost lůžek {ddmmyyyy} {clock}\nInterna: {small}/{small_count}\nOIOM / JIP: {small_digit}/12\n"
     "Przyjęcia oczekujące / Čekající příjmy: {small_digit}. Kontakt {mv_bedboard_phone}"),
    ("b26c_nordic_cme_katalog", "cme_catalogue", NORDIC,
     "Fortbildning / Efteruddannelse / Videreutdanning / Täydennyskoulutus {year}\nKurs {fivedig}: {mv_topic}, "
     "{mv_credits} poäng\nAvgift / Gebyr: {kr}\nAnmälan: {mv_cme_email}"),
    ("b26c_da_nb_parkering", "parking_notice", ("da_DK", "no_NO"),
     "Parkering ved hospitalet / sykehuset fra {ddmmyyyy}: {small} pladser / plasser, {kr} pr. døgn. Bussen kører / "
     "går hvert {mv_minutes}. minut. Spørgsmål / Spørsmål: {mv_parking_email}"),
    ("b26c_fi_cs_edi_raportti", "edi_report", ("fi_FI", "cs_CZ"),
     "EDI-raportti / Zpráva EDI, viikko / týden {week}\n276-kyselyt / dotazy: {hundreds}{small_digit}\n277-vastaukset / "
     "odpovědi: {hundreds}\nSaatavuus / Dostupnost {mv_pct}. {mv_edi_email}"),
    ("b26c_sv_patientinformation", "education_handout", ("sv_SE",),
     "Patientinformation: {mv_topic_sv}\nTa {small_digit} tabletter per dag i {small} dagar. Vid feber över 38,5 °C, "
     "ring {mv_intl_line}. Broschyr {mv_ticket}, granskad {year}."),
    ("b26c_it_verbale_comitato", "committee_agenda", ("it_IT",),
     "Verbale del comitato credenziali del {ddmmyyyy}\nNuove nomine: {small} pratiche; rinnovi: {small_count}; "
     "privilegi temporanei: {small_digit}.\nPresidente {mv_doc}. Segreteria {mv_cred_email}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind26", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
