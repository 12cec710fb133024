"""A twenty-fourth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind24.py [--seed 26261] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind23.py,
seeds 4141 to 25251) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-fifth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b24_" or "b24c_"). Identifier-free genres: home-health visit schedules, medical-transport dispatch boards,
sterile-processing tray logs, blood-bank inventories, radiology protocol tables, dialysis chair rosters, oncology
order sets, infection-control line-list counts, 340B reports, payer policy change logs, appeal-rights notices,
interpreter rosters, telehealth status pages, 834 enrolment totals, chargemaster extracts, board minutes, vendor
invoices to the hospital, plus exports (CSV, JSON, XML, HL7, X12) of non-personal data and letters, leaflets and
notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: wound-care photo
captions, home-health visit notes, ambulance run sheets, school-nurse notes, workers' comp claim letters, pharmacy
refill chats, hospice bereavement letters, guardianship papers, trial consent pages, lost-card reports,
address-change forms, forwarded e-mail threads, split table cells, OCR and PDF extracts, voice-to-text and exports.

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
    import make_phi_blind19 as blind19
    import make_phi_blind21 as blind21
    import make_phi_blind23 as blind23
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind19 as blind19
    from scripts import make_phi_blind21 as blind21
    from scripts import make_phi_blind23 as blind23

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 26261
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind21.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Kaibab Canyonlands Health Plan"
CLINIC_NAME = "Vermilion Cliffs Family Medicine"
HOMEHEALTH_NAME = "Mogollon Rim Home Health"
TRANSPORT_NAME = "Red Rock Medical Transport"
LAB_NAME = "Sevier Valley Reference Laboratory"
PHARMACY_NAME = "Cedar Breaks Pharmacy"
HOSPITAL_NAME = "Paria River Regional Hospital"
ORG_DOMAIN = "kaibabcanyonlands.org"
CLINIC_DOMAIN = "vermilioncliffsfm.org"
ORGANISATION_CONTACTS = [
    "(928) 555-0163",                                             # 0 plan member services
    "(928) 555-0164",                                             # 1 plan fax (utilisation management)
    "Claims Processing, PO Box 6293, Flagstaff, AZ 86002",        # 2 plan claims address
    "1830 South Milton Road, Suite 210, Flagstaff, AZ 86001",     # 3 plan office
    "appeals@kaibabcanyonlands.org",                              # 4
    "members@kaibabcanyonlands.org",                              # 5
    "(435) 555-0171",                                             # 6 clinic
    "(435) 555-0172",                                             # 7 clinic fax
    "296 West Center Street, Kanab, UT 84741",                    # 8 clinic address
    "frontdesk@vermilioncliffsfm.org",                            # 9
    "https://www.kaibabcanyonlands.org",                          # 10
    "(435) 555-0173",                                             # 11 lab client services
    "75 North Main Street, Richfield, UT 84701",                  # 12 lab address
    "(928) 555-0165",                                             # 13 home health agency intake
    "512 West Main Street, Payson, AZ 85541",                     # 14 home health address
    "(928) 555-0166",                                             # 15 transport dispatch
    "2240 West State Route 89A, Sedona, AZ 86336",                # 16 transport base
    "(435) 555-0174",                                             # 17 pharmacy help desk
    "110 North Main Street, Cedar City, UT 84720",                # 18 pharmacy address
    "1-888-555-0238",                                             # 19 toll-free member line
    "1-888-555-0239",                                             # 20 nurse line, toll-free
    "+1 928 555 0163",                                            # 21 member line from abroad
    "+353 1 555 0247",                                            # 22 European assistance partner
    "rxhelp@kaibabcanyonlands.org",                               # 23
    "edi@kaibabcanyonlands.org",                                  # 24
    "providers@kaibabcanyonlands.org",                            # 25
    "https://www.kaibabcanyonlands.org/directory",                # 26
    "https://status.kaibabcanyonlands.org",                       # 27
    "quality@kaibabcanyonlands.org",                              # 28
    "(928) 555-0167",                                             # 29 hospital switchboard
    "1200 North Paria Drive, Page, AZ 86040",                     # 30 hospital address
    "(928) 555-0168",                                             # 31 hospital billing office
    "billing@pariariverregional.org",                            # 32
    "(928) 555-0169",                                             # 33 provider services line
    "privacy@kaibabcanyonlands.org",                              # 34
    "(928) 555-0170",                                             # 35 interpreter services desk
    "language@pariariverregional.org",                           # 36
]
ORG_PAYER_ID = "KCHP4"
ORG_RXBIN = "027614"
ORG_RXPCN = "KCLRX"
ORG_RXGRP = "KCH5521"
ORG_EIN = "86-3147205"
ORG_HIOS = ("48721AZ0040007", "48721AZ0050015", "48721UT0010003")
ORG_NPIS = (blind5._npi_of("148302957"), blind5._npi_of("160275384"), blind5._npi_of("193804271"),  # noqa: SLF001
            blind5._npi_of("115372649"), blind5._npi_of("137480529"), blind5._npi_of("182719304"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Cordelia Abernathy-Yazzie, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Ezekiel Tsosie-Lindgren, DO", "Emergency Medicine", ORG_NPIS[1], ORGANISATION_CONTACTS[29], ORGANISATION_CONTACTS[30]),
    ("Marisela Oyelowo-Pratt, RN", "Home Health Nursing", ORG_NPIS[2], ORGANISATION_CONTACTS[13], ORGANISATION_CONTACTS[14]),
    ("Thaddeus Begay-Ostrowski, PharmD", "Pharmacy", ORG_NPIS[3], ORGANISATION_CONTACTS[17], ORGANISATION_CONTACTS[18]),
    ("Rosalind Kealoha-Frost, MD", "Clinical Pathology", ORG_NPIS[4], ORGANISATION_CONTACTS[11], ORGANISATION_CONTACTS[12]),
    ("Augustin Nakai-Whitfield, MD", "Nephrology", ORG_NPIS[5], ORGANISATION_CONTACTS[29], ORGANISATION_CONTACTS[30]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["928", "435", "385", "520", "602", "480", "623", "801", "505", "970"]


def phone_v24(draw: Draw) -> str:
    """A US number as a run sheet, a school nurse or a chat prints it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(221, 979))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "734"
    line = draw.digits(4)
    return draw.pick([f"({area})-{exchange}-{line}", f"{area} {exchange} - {line}", f"{area}.{exchange}{line}",
                      f"+1 ({area}) {exchange}-{line}", f"({area}){exchange}.{line}", f"{area}/{exchange}-{line}",
                      f"1{area}{exchange}{line}", f"{area}-{exchange}{line}"])


def _date_v24(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m}/{d}/{y % 100:02d}", f"{d}-{MONTHS[m - 1]}-{y}", f"{MONTHS[m - 1].upper()} {d}, {y}",
                      f"{y}{m:02d}{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{ABBR[m - 1]} {d:02d} {y}",
                      f"{m:02d}/{d:02d}/{y}", f"{d} {ABBR[m - 1].lower()}. {y}"])


def dob_v24(draw: Draw) -> str:
    """A date of birth in printings of this set."""
    return _date_v24(draw, 1924, 2022)


def dod_v24(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v24."""
    return _date_v24(draw, 2021, 2026)


def member_v24(draw: Draw) -> str:
    """This plan's member IDs: a KCH prefix, nine digits and, on dependants' cards, a suffix."""
    body = draw.digits(9, first_nonzero=True)
    return draw.pick([f"KCH{body}", f"KCH {body[:3]} {body[3:6]} {body[6:]}", f"KCH{body}-0{draw.rng.randint(1, 4)}",
                      f"K{body}", f"kch{body}"])


def mrn_v24(draw: Draw) -> str:
    """The hospital's and clinic's medical record numbers."""
    return draw.pick([f"PRR{draw.digits(7)}", f"VC-{draw.digits(3)}-{draw.digits(4)}", f"E{draw.digits(9)}",
                      f"{draw.digits(4)}.{draw.digits(4)}"])


def url_v24(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"KCH{draw.digits(9, first_nonzero=True)}"
    mrn = f"PRR{draw.digits(7)}"
    return draw.pick([f"https://members.{ORG_DOMAIN}/claims?mid={member}",
                      f"https://members.{ORG_DOMAIN}/card/{member}/replace",
                      f"https://portal.{CLINIC_DOMAIN}/chart/{mrn}/photos",
                      f"https://portal.{CLINIC_DOMAIN}/forms/address?mrn={mrn}"])


def age_v24(draw: Draw) -> str:
    """An age over 89 as a run sheet, a letter or a note prints it."""
    age = draw.rng.randint(90, 107)
    return draw.pick([f"{age} yo", f"{age}YO", f"{age} years", f"age {age}", f"{age}-yr-old", f"{age}y/o"])


def email_v24(draw: Draw) -> str:
    """A personal e-mail at a south-west ISP or a webmail."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["cox.net", "q.com", "msn.com", "icloud.com", "gmx.com", "hotmail.com", "tds.net", "zoho.com",
                        "sbcglobal.net", "earthlink.net"])
    local = draw.pick([f"{first}.{last}{draw.rng.randint(1, 99)}", f"{last}{first[0]}", f"{first}{draw.rng.randint(1950, 2005)}",
                       f"{first[0]}{last}.az", f"{last}.{first}.{draw.rng.randint(10, 99)}"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind23.SLOTS, "phone_v24": phone_v24, "dob_v24": dob_v24, "dod_v24": dod_v24, "member_v24": member_v24,
    "mrn_v24": mrn_v24, "url_v24": url_v24, "age_v24": age_v24, "email_v24": email_v24,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001


def _hh_visit_row(draw: Draw) -> str:
    """One line of a home-health agency's visit schedule: slot, discipline, zone, visits planned, mileage."""
    return (f"{draw.pick(['08:00', '09:30', '11:00', '13:00', '14:30', '16:00'])}  "
            f"{draw.pick(['SN', 'PT', 'OT', 'ST', 'HHA', 'MSW']):<4} zone {draw.pick(['Payson N', 'Star Valley', 'Pine', 'Strawberry', 'Young'])}"
            f"  visits {draw.rng.randint(2, 9)}  miles {draw.rng.randint(8, 140)}")


def _dispatch_row(draw: Draw) -> str:
    """One line of a transport dispatch board: fleet unit, level, status, post, minutes on task."""
    return (f"{draw.pick(['RR-', 'Medic ', 'Unit '])}{draw.rng.randint(11, 68)} | {draw.pick(['ALS', 'BLS', 'CCT', 'WC van'])} | "
            f"{draw.pick(['available', 'en route', 'on scene', 'transporting', 'at hospital', 'out of service'])} | post "
            f"{draw.pick(['Sedona W', 'Cottonwood', 'Camp Verde', 'Oak Creek', 'Page'])} | {draw.rng.randint(0, 95)} min")


def _tray_row(draw: Draw) -> str:
    """One line of a sterile-processing tray log: tray, load, cycle, temperature, indicator result."""
    return (f"{draw.pick(['ORTHO-BASIC', 'LAP-CHOLE', 'C-SECTION', 'MINOR-02', 'EYE-CAT', 'ENT-TONS', 'HAND-SET'])}-{draw.rng.randint(1, 12):02d}"
            f"  load {draw.rng.randint(100, 999)}  cycle {draw.pick(['prevac 4 min', 'IUSS', 'low-temp H2O2'])}  "
            f"{draw.rng.randint(132, 135)} C  BI {draw.pick(['neg', 'neg', 'neg', 'pending'])}")


def _blood_row(draw: Draw) -> str:
    """One row of a blood-bank inventory: product, group, units on hand, par, expiring within 72 h."""
    return (f"{draw.pick(['RBC', 'FFP', 'PLT apheresis', 'Cryo pool', 'RBC irradiated'])},"
            f"{draw.pick(['O neg', 'O pos', 'A pos', 'A neg', 'B pos', 'AB pos'])},{draw.rng.randint(0, 48)},"
            f"{draw.rng.randint(6, 40)},{draw.rng.randint(0, 6)}")


def _protocol_row(draw: Draw) -> str:
    """One row of a radiology protocol table: protocol, CPT, contrast, slice, CTDIvol limit."""
    name, cpt = draw.pick([("CT head w/o", "70450"), ("CT chest PE", "71275"), ("CT A/P w/", "74177"),
                           ("MRI brain w/wo", "70553"), ("MRI L-spine w/o", "72148"), ("CT renal stone", "74176"),
                           ("US RUQ", "76705"), ("MRI knee w/o", "73721")])
    return (f"{name:<16}| {cpt} | {draw.pick(['none', 'IV 80 mL', 'IV 100 mL', 'gad 0.1 mmol/kg'])} | "
            f"{draw.pick(['0.625', '1.25', '2.5', '3', '5'])} mm | {draw.rng.randint(8, 75)} mGy")


def _chair_row(draw: Draw) -> str:
    """One row of a dialysis unit's chair roster (no patients): chair, shift, machine, status, RN."""
    return (f"Chair {draw.rng.randint(1, 24):02d}  {draw.pick(['MWF-1', 'MWF-2', 'TTS-1', 'TTS-2', 'MWF-3'])}  "
            f"{draw.pick(['2008T', 'Phoenix X36', 'NxStage'])} #{draw.rng.randint(100, 999)}  "
            f"{draw.pick(['open', 'filled', 'filled', 'isolation', 'maintenance'])}")


def _regimen_row(draw: Draw) -> str:
    """One line of an oncology order set: agent, dose per m2 or AUC, route, day."""
    return draw.pick([f"  Carboplatin AUC {draw.rng.randint(4, 6)} IV over 30 min, day 1",
                      f"  Paclitaxel {draw.pick(['80', '175', '200'])} mg/m2 IV over {draw.pick(['1', '3'])} h, day 1",
                      f"  Pembrolizumab 200 mg IV over 30 min, day 1 every {draw.pick(['21', '42'])} days",
                      f"  Ondansetron {draw.pick(['8', '16'])} mg IV, 30 min before chemotherapy",
                      f"  Dexamethasone {draw.pick(['8', '12', '20'])} mg IV, day 1",
                      f"  Pegfilgrastim 6 mg SC, day {draw.rng.randint(2, 3)}",
                      f"  Hold if ANC < {draw.pick(['1000', '1500'])}/mm3 or platelets < {draw.pick(['75', '100'])} x10^3"])


def _line_list_row(draw: Draw) -> str:
    """One row of an infection-control line-list summary: unit, organism, new cases, days since last."""
    return (f"{draw.pick(['3 West', '4 ICU', 'L&D', 'Rehab', 'ED obs', 'Med-Surg 2'])},"
            f"{draw.pick(['C. difficile', 'MRSA', 'CRE', 'VRE', 'Norovirus', 'Influenza A', 'COVID-19'])},"
            f"{draw.rng.randint(0, 9)},{draw.rng.randint(1, 210)}")


def _340b_row(draw: Draw) -> str:
    """One row of a 340B split-billing report: NDC, drug, 340B units, WAC units, savings."""
    ndc, name = draw.pick([("00006-0277-02", "sitagliptin 100 mg"), ("00169-4060-12", "semaglutide pen"),
                           ("00003-0894-21", "apixaban 5 mg"), ("50090-2875-00", "insulin glargine"),
                           ("00597-0152-30", "empagliflozin 10 mg"), ("00173-0859-10", "umeclidinium/vilanterol")])
    return f"{ndc}\t{name}\t{draw.rng.randint(20, 900)}\t{draw.rng.randint(0, 300)}\t${draw.rng.randint(400, 96000):,}"


def _policy_change_row(draw: Draw) -> str:
    """One entry of a payer's medical-policy change log."""
    return (f"- KCH-MP-{draw.rng.randint(100, 480)} rev {draw.rng.randint(2, 19)}: "
            f"{draw.pick(['added CPT 0' + draw.digits(3) + 'T as investigational', 'removed PA for ' + draw.pick(['97110', '77067', '95810']), 'age limit changed to 18-75', 'quantity limit 30 per 30 days', 'new step therapy: 2 generics first', 'site-of-care review for J1745'])}")


def _interp_row(draw: Draw) -> str:
    """One row of an interpreter roster: language, modality, hours, extension."""
    return (f"{draw.pick(['Spanish', 'Navajo (Diné)', 'Hopi', 'Vietnamese', 'ASL', 'Apache', 'Tagalog', 'Arabic']):<15} "
            f"{draw.pick(['in person', 'video', 'phone', 'video + phone'])}  {draw.pick(['07:00-19:00', '24/7', '08:00-16:30'])}  "
            f"ext {draw.rng.randint(4100, 4899)}")


def _status_row(draw: Draw) -> str:
    """One component line of a telehealth status page."""
    return (f"{draw.pick(['Video visits', 'Waiting room', 'E-prescribing', 'Member portal', 'Claims API', 'SMS reminders'])}: "
            f"{draw.pick(['Operational', 'Operational', 'Degraded performance', 'Partial outage', 'Maintenance'])} "
            f"({draw.rng.randint(97, 99)}.{draw.digits(2)}% 90-day uptime)")


def _cdm_row(draw: Draw) -> str:
    """One row of a chargemaster extract: CDM code, revenue code, CPT/HCPCS, description, price."""
    rev, cpt, label = draw.pick([("0450", "99284", "ED VISIT LVL 4"), ("0320", "71046", "XR CHEST 2V"),
                                 ("0300", "85025", "CBC W/DIFF"), ("0636", "J2405", "ONDANSETRON 1MG INJ"),
                                 ("0730", "93005", "EKG TRACING"), ("0420", "97161", "PT EVAL LOW"),
                                 ("0350", "70450", "CT HEAD W/O"), ("0821", "90935", "HEMODIALYSIS 1 EVAL")])
    return f"{draw.rng.randint(30000000, 39999999)}|{rev}|{cpt}|{label}|{draw.rng.randint(40, 5800)}.{draw.digits(2)}"


def _invoice_row(draw: Draw) -> str:
    """One line of a vendor invoice to the hospital: catalogue number, item, quantity, unit price."""
    item = draw.pick(["nitrile gloves M, case 1000", "IV start kit", "suture 3-0 nylon, box 36", "blood culture bottles",
                      "dialyzer F180NR", "sterilization wrap 36x36", "ECG electrodes, 600", "N95 respirators, 200"])
    return f"{draw.pick(['CAT', 'SKU', 'REF'])}-{draw.digits(6)}  {item:<30} {draw.rng.randint(1, 60):>3}  ${draw.rng.randint(9, 480)}.{draw.digits(2)}"


_OWN = {
    "org": ORG_NAME, "clinic": CLINIC_NAME, "homehealth": HOMEHEALTH_NAME, "transport": TRANSPORT_NAME,
    "lab_own": LAB_NAME, "pharmacy_own": PHARMACY_NAME, "hospital_own": HOSPITAL_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "lab_phone": ORGANISATION_CONTACTS[11], "lab_addr": ORGANISATION_CONTACTS[12],
    "hh_phone": ORGANISATION_CONTACTS[13], "hh_addr": ORGANISATION_CONTACTS[14], "dispatch_phone": ORGANISATION_CONTACTS[15],
    "transport_addr": ORGANISATION_CONTACTS[16], "rx_help_phone": ORGANISATION_CONTACTS[17], "pharm_addr": ORGANISATION_CONTACTS[18],
    "org_tollfree": ORGANISATION_CONTACTS[19], "nurse_line": ORGANISATION_CONTACTS[20], "org_intl_line": ORGANISATION_CONTACTS[21],
    "assist_ie": ORGANISATION_CONTACTS[22], "rx_email": ORGANISATION_CONTACTS[23], "edi_email": ORGANISATION_CONTACTS[24],
    "provider_email": ORGANISATION_CONTACTS[25], "directory_url": ORGANISATION_CONTACTS[26],
    "status_url": ORGANISATION_CONTACTS[27], "quality_email": ORGANISATION_CONTACTS[28],
    "hosp_phone": ORGANISATION_CONTACTS[29], "hosp_addr": ORGANISATION_CONTACTS[30],
    "hosp_billing_phone": ORGANISATION_CONTACTS[31], "hosp_billing_email": ORGANISATION_CONTACTS[32],
    "provider_line": ORGANISATION_CONTACTS[33], "privacy_email": ORGANISATION_CONTACTS[34],
    "interp_phone": ORGANISATION_CONTACTS[35], "interp_email": ORGANISATION_CONTACTS[36],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}
# Generic fillers only: every earlier set's own organisation fillers are dropped, this set's replace them.
_INHERITED = dict(blind23._INHERITED)  # noqa: SLF001
FILLERS: dict[str, Callable[[Draw], str]] = {
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "own_npi2": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[1][0], OWN_PROVIDERS[5][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "hh_table": lambda d: "\n".join(_distinct_rows(d, _hh_visit_row, 4, key_length=10)),
    "dispatch_table": lambda d: "\n".join(_distinct_rows(d, _dispatch_row, 4, key_length=9)),
    "tray_table": lambda d: "\n".join(_distinct_rows(d, _tray_row, 4, key_length=12)),
    "blood_table": lambda d: "\n".join(_distinct_rows(d, _blood_row, 4, key_length=14)),
    "protocol_table": lambda d: "\n".join(_distinct_rows(d, _protocol_row, 3, key_length=16)),
    "chair_table": lambda d: "\n".join(_distinct_rows(d, _chair_row, 4, key_length=8)),
    "regimen_table": lambda d: "\n".join(_distinct_rows(d, _regimen_row, 4, key_length=12)),
    "line_list_table": lambda d: "\n".join(_distinct_rows(d, _line_list_row, 4, key_length=14)),
    "b340_table": lambda d: "\n".join(_distinct_rows(d, _340b_row, 3, key_length=13)),
    "policy_log": lambda d: "\n".join(_distinct_rows(d, _policy_change_row, 3, key_length=13)),
    "interp_table": lambda d: "\n".join(_distinct_rows(d, _interp_row, 4, key_length=15)),
    "status_table": lambda d: "\n".join(_distinct_rows(d, _status_row, 4, key_length=10)),
    "cdm_table": lambda d: "\n".join(_distinct_rows(d, _cdm_row, 3, key_length=14)),
    "invoice_table": lambda d: "\n".join(_distinct_rows(d, _invoice_row, 3, key_length=10)),
    "county_az": lambda d: d.pick(["Coconino", "Navajo", "Apache", "Gila", "Yavapai", "Mohave", "Kane", "Washington",
                                   "Garfield", "Sevier", "Iron", "San Juan"]),
    "kch_ticket": lambda d: f"KCH-{d.rng.randint(10000, 99999)}",
    "kch_version": lambda d: f"{d.rng.randint(3, 11)}.{d.rng.randint(0, 24)}.{d.rng.randint(0, 60)}",
    "kch_pa": lambda d: d.pick([f"KPA-{d.rng.randint(2025, 2026)}-{d.digits(6)}", f"UMK{d.digits(8)}"]),
    "kch_policy": lambda d: f"KCH-MP-{d.rng.randint(100, 480)}",
    "kch_claim": lambda d: f"K{d.rng.randint(25, 26)}{d.rng.randint(1, 365):03d}{d.digits(8)}",
    "plan_kch": lambda d: d.pick(["Canyonlands Bronze 7500", "Canyonlands Silver 3500", "Canyonlands Gold 1500",
                                "Kaibab Medicare Advantage PPO", "Canyonlands Dental Plus", "Canyonlands Vision Basic"]),
    "group_kch": lambda d: d.pick(["KCH-G-20817", "KCH-G-31146", "KCH-G-44092", "KCH-G-58361", "KCH-G-67205"]),
    "kch_host": lambda d: d.pick(["kch-elig-02", "kch-edi-gw1", "prr-ehr-app3", "kch-portal-04", "kch-tele-07"]),
    "nephrologist": lambda d: OWN_PROVIDERS[5][0],
    "fleet_unit": lambda d: f"RR-{d.rng.randint(11, 68)}",
    "fleet_unit2": lambda d: f"RR-{d.rng.randint(11, 68)}",
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b24_wound_photo_caption", "wound_photo", US,
     "IMG_{four_digits}.jpg  |  wound care series, week {small_digit}\nCaption: sacral ulcer stage ((3||4)), {small} x "
     "{small_digit} cm\nPt [[record_number:mrn_v24]] / [[age_over_89:age_v24]]\nUploaded to [[url:url_v24]]"),
    ("b24_homehealth_visit_note", "home_health_note", US,
     "{homehealth} SN visit {dos}\nArrived {clock}. Client lives alone at [[address:addr_us_line]], gate code on file.\n"
     "Daughter's cell for updates: [[phone:phone_v24]]. Client is [[age_over_89:age_v24]], BP {bp}, wound dressing changed."),
    ("b24_ambulance_run_sheet", "run_sheet", US,
     "RUN SHEET  {fleet_unit}  incident {batch}\nPt DOB | [[date_of_birth:dob_v24]]\nPickup  | [[address:addr_usps]]\n"
     "Callback| [[phone:phone_v24]]\nIns     | [[member_id:member_v24]]\nCC: fall, GCS 15, HR {hr}. Tx to {hospital_own}."),
    ("b24_school_nurse_note", "school_nurse", US,
     "{school} - Health Office log {dos}\nStudent seen {clock} for ((asthma||allergic reaction||head bump)); albuterol "
     "given.\nDOB [[date_of_birth:dob_child]]; parent called at [[phone:phone_v24]], left msg; also e-mailed "
     "[[email:email_v24]]."),
    ("b24_workers_comp_letter", "workers_comp", US,
     "{date_letter}\n\nRe: Workers' Compensation claim {wc_claim}\nClaimant SSN: [[ssn:wc_claimant_ssn]]\nHome: "
     "[[address:addr_v5_line]]\n\nYour temporary disability payments will be deposited to account "
     "[[bank_account:bank_us_v5]] every {weekday}.\n\n{staff}, Claims Adjuster"),
    ("b24_refill_chat", "pharmacy_chat", US,
     "{pharmacy_own} chat\nme: hi need refil on my bp med pls\nrx bot: Sure! Your date of birth?\nme: "
     "[[date_of_birth:dob_v24]]\nrx bot: And the card ending in?\nme: oh just charge [[card:card_chat]] same as last "
     "time\nrx bot: Ready by {clock} tomorrow."),
    ("b24_hospice_bereavement_letter", "bereavement_letter", US,
     "{date_letter}\n\nDear {first},\n\nIt has been {small_digit} months since your {relation} died on "
     "[[date_of_death:dod_v24]]. Our bereavement group meets {weekday}s. We still have your address as "
     "[[address:addr_us_block]]; please let us know if it changed.\n\nWith care,\n{staff}, Bereavement Coordinator"),
    ("b24_guardianship_order", "guardianship", US,
     "IN THE SUPERIOR COURT, {county} \nORDER APPOINTING GUARDIAN\nWard: {first_upper} {last_upper}, age "
     "[[age_over_89:age_bare]], born [[date_of_birth:dob_elder]]\nWard's SSN (sealed): [[ssn:ssn_any]]\nResidence: "
     "[[address:addr_us_one]]"),
    ("b24_trial_consent_page", "trial_consent", US,
     "Consent form v{release}, page {small_digit} of {pages}\nParticipant date of birth: [[date_of_birth:dob_v24]]\n"
     "Participant e-mail for study reminders: [[email:email_plain]]\nStudy ID card / plan ID: [[member_id:member_v24]]\n"
     "Participant initials ____  Date {dos}"),
    ("b24_lost_card_report", "lost_card", US,
     "Lost/stolen card report #{ticket}\nCaller reports wallet stolen {dos}. Cancel member card "
     "[[member_id:member_v24]] and HSA debit card [[card:card_any]].\nShip new card to [[address:addr_us_line]]\n"
     "Verified with DL [[national_id:us_dl]]"),
    ("b24_address_change_form", "address_change", US,
     "ADDRESS CHANGE\nOld address:\n[[address:addr_v4_block]]\nNew address:\n[[address:addr_v5_block]]\nNew phone: "
     "[[phone:phone_v24]]   SSN: [[ssn:ssn_typed]]\nSigned {dos}"),
    ("b24_forwarded_thread", "email", EN,
     "---------- Forwarded message ---------\nFrom: {first} {last}\nDate: {dos}\nSubject: Fwd: my claim\n\n"
     "> > my member # is [[member_id:member_v24]] and i moved to\n> > [[address:addr_quoted_block]]\n> please reply to "
     "[[email:email_v24]] not my work one\n\nForwarding to claims, see below."),
    ("b24_split_cells_vehicle", "spreadsheet_paste", US,
     "trip\tunit\tpt vehicle (for valet)\tcontact\n{small}\t{fleet_unit}\t\"[[vehicle_id:plate_v5]]\nVIN\n"
     "[[vehicle_id:vin]]\"\t[[phone:phone_v24]]"),
    ("b24_ocr_intake_handwritten", "ocr_form", US,
     "PATlENT lNFORMATlON (handwritten, OCR)\nName: {first_upper} {last_upper}\nD0B: [[date_of_birth:dob_ocr]]\n"
     "S S # [[ssn:ssn_comb]]\nPhone: [[phone:phone_ocr]]\nlnsurance lD: [[member_id:member_v24]]"),
    ("b24_pdf_extract_statement", "pdf_extract", US,
     "P a t i e n t   S t a t e m e n t\nGuarantor  acct :  [[bank_account:acct_no]]\nPay  online :  [[url:url_v24]]\n"
     "Card  on  file :  [[card:card_spaced]]\nBalance  due :  $ {money_s}"),
    ("b24_voice_text_transport", "voice_to_text", US,
     "voicemail to {transport}: hi this is {first} i need a ride for my mom to dialysis she's [[age_over_89:age_v24]] "
     "we're at [[address:addr_dictated]] call me back at [[phone:phone_spoken]] thanks"),
    ("b24_csv_deceased_export", "csv_export", US,
     "mrn,dod,dob,ssn_last9\n[[record_number:mrn_v24]],[[date_of_death:dod_export]],[[date_of_birth:dob_export]],"
     "[[ssn:ssn_plain]]\n# hospice discharge feed {batch}"),
    ("b24_json_app_login", "json_export", US,
     "{\"event\": \"card.replace\", \"ts\": \"{iso_ts}\", \"client_ip\": \"[[ip_address:ipv4_public]]\", \"member\": "
     "\"[[member_id:member_v24]]\", \"notify\": \"[[email:email_upper]]\", \"ship_to\": \"[[address:addr_json_lines]]\"}"),
    ("b24_xml_wc_report", "xml_export", US,
     "<FirstReportOfInjury>\n  <Employee ssn=\"[[ssn:ssn_x12]]\" dob=\"[[date_of_birth:dob_iso]]\"/>\n  "
     "<Vehicle plate=\"[[vehicle_id:plate_us]]\"/>\n  <Claim no=\"{wc_claim}\"/>\n</FirstReportOfInjury>"),
    ("b24_hl7_adt_deceased", "hl7", US,
     "MSH|^~\\&|PRR_ADT|PRRH|HOSPICE|MRH|{hl7_ts}||ADT^A03|{ctrl}|P|2.5\nPID|1||[[record_number:mrn_v24]]^^^PRR^MR||"
     "{last_upper}^{first_upper}||[[date_of_birth:dob_compact]]|F|||[[address:addr_hl7_xad]]||||||||[[ssn:ssn_hl7]]\n"
     "PID-29: [[date_of_death:dod_hl7]]"),
    ("b24_x12_834_member", "x12", US,
     "INS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_x12]]~\nNM1*IL*1*{last_upper}*{first_upper}****34*"
     "[[ssn:ssn_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*F~"),
    ("b24_syslog_portal", "syslog", US,
     "{log_ts} kch-portal-04 auth[{small}]: password reset for [[email:email_v24]] from [[ip_address:ip_v5]]\n"
     "{log_ts} kch-portal-04 auth[{small}]: reset link [[url:url_v24]] opened from [[ip_address:ipv6_new]]"),
    ("b24_de_adressaenderung", "address_change", ("de_DE", "de_AT", "de_CH"),
     "Adressänderung / Mitteilung an die Krankenkasse\nVersicherte/r geb. [[date_of_birth:dob_loc]]\nNeue Anschrift: "
     "[[address:addr_loc_line]]\nTelefon: [[phone:phone_loc]]\nIBAN für Erstattungen: [[bank_account:iban_loc]]"),
    ("b24_fr_certificat_deces", "death_notice", ("fr_FR",),
     "Avis de décès transmis à la mutuelle\nN° de sécurité sociale : [[national_id:fr_nir]]\nDécédé(e) le "
     "[[date_of_death:dod_loc]], à l'âge de [[age_over_89:age_loc]]\nAdresse de la famille : [[address:addr_loc_line]]"),
    ("b24_es_it_tarjeta_perdida", "lost_card", ("es_ES", "it_IT", "es_MX"),
     "Tarjeta / Tessera smarrita - segnalazione\nTitular / Titolare nato il [[date_of_birth:dob_loc]]\nTarjeta "
     "sanitaria europea: [[national_id:ehic_card]]\nContacto: [[email:email_loc]] / [[phone:phone_loc]]"),
    ("b24_nl_pt_wijkverpleging", "home_health_note", ("nl_NL", "nl_BE", "pt_BR", "pt_PT"),
     "Wijkverpleging / Visita domiciliar {dos}\nCliënt/Utente [[age_over_89:age_loc]], woont op "
     "[[address:addr_loc_block]]\nContactpersoon / Contato: [[phone:phone_loc]]\nPortaal: [[url:url_v24]]"),
    ("b24_pl_cs_opiekun", "guardianship", ("pl_PL", "cs_CZ"),
     "Postanowienie o ustanowieniu opiekuna / Ustanovení opatrovníka\nPodopieczny ur. [[date_of_birth:dob_loc]], "
     "zm. [[date_of_death:dod_loc]]\nAdres / Adresa: [[address:addr_loc_line]]\nKonto / Účet: [[bank_account:iban_loc]]"),
    ("b24_nordic_bil_transport", "run_sheet", NORDIC,
     "Sjuktransport / Sygetransport {fleet_unit}\nFordon / Køretøj: [[vehicle_id:plate_loc]]\nPatient född / født "
     "[[date_of_birth:dob_loc]]\nAnhörig tel.: [[phone:phone_loc]]\nIP logg: [[ip_address:ip_any]]"),
    ("b24_mobile_chat_ip_card", "mobile_chat", EN,
     "[{clock}] me: the app keeps saying error {http_status} lol\n[{clock}] support: can u send ur device IP from settings?\n"
     "[{clock}] me: [[ip_address:ipv4]]\n[{clock}] me: and it charged my card twice [[card:card_loc]]\n[{clock}] me: my "
     "car reg is [[vehicle_id:plate_state]] if thats for the parking refund"),
    ("b24_hospice_record_url", "hospice_note", US,
     "Hospice IDT note {dos}: patient [[age_over_89:age_v24]], chart [[record_number:mrn_v24]], family portal "
     "[[url:url_v24]]. Chaplain visit {weekday}. Acct for DME rental: [[bank_account:bank_comb]]."),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b24c_hh_schedule", "home_health_schedule", US,
     "{homehealth} - visit schedule {dos}, team {small_digit}\n{hh_table}\nIntake {hh_phone} | office {hh_addr}"),
    ("b24c_dispatch_board", "dispatch_board", US,
     "{transport} dispatch board {clock} (shift {small_digit})\n{dispatch_table}\nDispatch {dispatch_phone}; base {transport_addr}"),
    ("b24c_tray_log", "sterile_processing", US,
     "{hospital_own} SPD tray log, {dos_iso}, washer-disinfector {small_digit}\n{tray_table}\nOperator initials on paper log; "
     "{small} trays released."),
    ("b24c_blood_inventory", "blood_bank", US,
     "product,abo_rh,on_hand,par,exp_72h\n{blood_table}\n# {hospital_own} blood bank snapshot {iso_ts}"),
    ("b24c_radiology_protocols", "radiology_protocols", US,
     "Protocol book rev {kch_version} ({hospital_own} imaging)\nprotocol        | CPT   | contrast | slice | CTDIvol max\n"
     "{protocol_table}\nApproved by {physician}, {dos}"),
    ("b24c_dialysis_chairs", "dialysis_roster", US,
     "Dialysis unit chair roster, week {week} ({small} open chairs)\n{chair_table}\nMedical director {nephrologist}"),
    ("b24c_oncology_order_set", "oncology_order_set", US,
     "ORDER SET ONC-{hundreds}: Carboplatin/Paclitaxel q21d (v{small_digit}.{small})\n{regimen_table}\nPharmacy verify "
     "{rx_help_phone}; NPI {own_npi}"),
    ("b24c_line_list_counts", "infection_control", US,
     "unit,organism,new_cases_week_{week},days_since_last\n{line_list_table}\n# counts only; report to {quality_email}"),
    ("b24c_340b_report", "340b_report", US,
     "340B split-billing summary {quarter}, {pharmacy_own}\nNDC\tdrug\t340B units\tWAC units\tsavings\n{b340_table}\n"
     "Covered entity EIN {org_ein}"),
    ("b24c_policy_change_log", "policy_log", US,
     "{org} medical policy change log, effective {eff_iso}\n{policy_log}\nQuestions: {provider_line} or {provider_email}"),
    ("b24c_appeal_rights", "appeal_notice", US,
     "YOUR RIGHT TO APPEAL\nNotice {hundreds}: you have 180 days from {dos} to appeal decision {kch_pa}. "
     "Write to {org_claims_addr} or fax {org_fax}. Expedited appeals are decided within 72 hours. TTY 711."),
    ("b24c_interpreter_roster", "interpreter_roster", US,
     "Interpreter services roster {dos} ({small} requests yesterday)\n{interp_table}\nDesk {interp_phone}, {interp_email}"),
    ("b24c_status_page", "status_page", US,
     "{org} telehealth status - updated {iso_ts}\n{status_table}\nIncident {kch_ticket} resolved at {clock}. {status_url}"),
    ("b24c_834_totals", "x12", US,
     "ISA*00*          *00*          *ZZ*{payer_id}        *ZZ*{isa_ctrl}*{isa_date}*{clock}*^*00501*{isa_seq}*0*P*:~\n"
     "BGN*00*{ctrl}*{x12_date}~\nSE summary: INS adds {hundreds}, terms {small_count}, changes {small}; group {group_kch}~"),
    ("b24c_chargemaster", "chargemaster", US,
     "cdm|rev|cpt|description|price\n{cdm_table}\n-- {hospital_own} CDM extract {dos_iso}, {small_count} lines changed"),
    ("b24c_board_minutes", "board_minutes", US,
     "{hospital_own} Board of Trustees, minutes of {dos}\nQuorum: ((6||7||8||9)) of 9. Operating margin {pct_tenth}; days cash "
     "on hand {hundreds}. Motion to approve ${money_b} for dialysis expansion carried ((5-1||6-0||7-1||6-2)). Next meeting {dos2}."),
    ("b24c_vendor_invoice", "vendor_invoice", US,
     "INVOICE {invoice_no} to {hospital_own}, Materials Management\nPO {order_no}  terms net {small}\n{invoice_table}\n"
     "Total ${money_s}. Questions: {hosp_billing_email}"),
    ("b24c_plan_comparison", "benefit_summary", US,
     "{plan_kch} | {year} vs {year_next}\nDeductible ${moneyk} -> ${hundreds}0\nSpecialist copay ${small} -> ${small_count}\n"
     "Out-of-pocket max {money}\nHIOS {hios}; group {group_kch}; member services {org_tollfree}"),
    ("b24c_rx_card_back", "id_card_text", US,
     "Back of card - {org}\nRxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGrp {org_rxgrp}  Payer ID {payer_id}\nMembers "
     "{org_tollfree} | Pharmacists {rx_help_phone} | Nurse {nurse_line}\nCard stock {card_stock}, printed {year}"),
    ("b24c_directory_json", "fhir_bundle", US,
     "{\"resourceType\": \"Practitioner\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": "
     "\"{pr_npi}\"}], \"name\": [{\"text\": \"{pr_name}\"}], \"qualification\": [{\"code\": {\"text\": \"{pr_specialty}\"}}], "
     "\"telecom\": [{\"system\": \"phone\", \"value\": \"{pr_phone}\"}], \"address\": [{\"text\": \"{pr_addr}\"}], "
     "\"meta\": {\"versionId\": \"{small}\"}}"),
    ("b24c_eob_remark_codes", "eob", US,
     "Remark codes on your statement {statement_ref}\n{carc}: charge exceeds fee schedule\n{rarc}: see plan policy "
     "{kch_policy}\nCPT {cpt} allowed ${fee}; you may owe ${money_s}. Not a bill. {org_phone}"),
    ("b24c_prior_auth_approval", "prior_auth", US,
     "Prior authorization APPROVED\nRef {kch_pa}  service {service}  CPT {cpt}  units {units}\nValid {dos} through {dos2}. "
     "Ordering NPI {own_npi}. UM fax {org_fax}."),
    ("b24c_claim_status_page", "claim_status", US,
     "Claim status: {kch_claim}\nReceived {dos} | Pended {small_digit} days (code {stc_cat}) | Paid {dos2}\nBilled "
     "${money_s}, allowed ${fee}, check/EFT {trn}. Payer ID {payer_id}."),
    ("b24c_lab_ranges", "lab_reference", US,
     "{lab_own} reference ranges, effective {eff_iso}\n{ref_table}\nLOINC {loinc} ({loinc_name}); client services {lab_phone}"),
    ("b24c_counselling_leaflet", "pharmacy_leaflet", US,
     "How to take {drug}\n- {dose}\n- Store at {temp_c}; keep {small_digit} days' supply when travelling\n- Missed dose: "
     "take within {small_digit} hours\nQuestions: {pharmacy_own}, {rx_help_phone}. Leaflet {lot}"),
    ("b24c_vision_dental_summary", "plan_summary", US,
     "Canyonlands Dental Plus & Vision Basic, {year}\nCleanings {small_digit}/yr at 100%; fillings {pct_int}; "
     "crowns 50% after {small} months\nFrames ${hundreds}; lenses copay ${small}; CDT {cdt}, {vision_code}\n{directory_url}"),
    ("b24c_travel_wording", "policy_wording", US,
     "Section {small_digit}.{small} Emergency medical abroad. We pay up to ${money_b} per trip; excess ${hundreds}. Call "
     "assistance first on {assist_ie} or {org_intl_line}. Claims within {small_count} days of return."),
    ("b24c_call_script_transport", "call_script", US,
     "Script TR-{hundreds} (scheduling rides)\n\"Thanks for calling {transport}. Non-emergency rides need {small_digit} "
     "business days' notice. I'll need the pickup time and the clinic, but please don't read me your card number.\"\n"
     "Escalate: dispatch {dispatch_phone}, ext. {four_digits}."),
    ("b24c_release_notes", "release_notes", US,
     "Canyon EHR {kch_version} release notes ({dos})\n- {kch_ticket}: run-sheet import from {transport} CAD\n- dialysis "
     "flowsheet loads {pct_int} faster\n- fixed {small_digit} HL7 ACK timeouts on {kch_host}\n{build_no}"),
    ("b24c_it_change_ticket", "it_ticket", US,
     "Change {chg}: patch {kch_host} to {version} on {weekday} {span_hours}. Impact: portal read-only for {small} min. "
     "Backout tested. Approver {staff}. CAB ref {inc}."),
    ("b24c_public_health_bulletin", "public_health", US,
     "{county_az} County public health bulletin, week {week}: valley fever cases {small}, RSV positivity {pct_tenth}, "
     "heat-related ED visits {small_count}. Cooling centre at {hosp_addr}, {span_hours}."),
    ("b24c_hl7_mfn_locations", "hl7", US,
     "MSH|^~\\&|PRR_MFN|PRRH|ALL|ALL|{hl7_ts}||MFN^M05|{ctrl}|P|2.5\nMFI|LOC^Location Master|||UPD\n"
     "LOC|DIAL^^^PRRH|Dialysis unit|C|{hospital_own}|{hosp_phone}\nLCH|DIAL|||CHAIRS^Chairs|{small}"),
    ("b24c_ta1_999_ack", "x12", US,
     "TA1*{isa_ctrl}*{isa_date}*{clock}*A*000~\nAK1*BE*{small}*005010X220A1~\nAK9*A*{small_digit}*{small_digit}*"
     "{small_digit}~\n# 834 file {batch} accepted; EDI support {edi_email}"),
    ("b24c_fee_schedule_xml", "xml_export", US,
     "<FeeSchedule payer=\"{payer_id}\" effective=\"{eff_iso}\" cf=\"{conv_factor}\">\n  <Fee cpt=\"{cpt}\" amt=\"{fee}\"/>\n"
     "  <Fee cpt=\"99214\" amt=\"{money_s}\"/>\n  <Fee hcpcs=\"{hcpcs}\" amt=\"{dollars}\"/>\n</FeeSchedule>"),
    ("b24c_util_dashboard_csv", "utilisation_csv", US,
     "month,line,ed_per_k,transports,hh_visits\n{year}-0{small_digit},medicaid,{per_k},{hundreds},{small_count}\n"
     "{year}-((10||11||12)),commercial,{deci},{small_count},{hundreds}\n# {org} analytics, {quality_email}"),
    ("b24c_hedis_report", "quality_report", US,
     "{org} HEDIS MY{measure_year} interim\nmeasure,denominator,rate,percentile\nCOL-E,{hundreds},{pct_tenth},{small}th\n"
     "CBP,{sample_n},{pct_dec},{small_digit}0th\nKidney health eval (KED): {pct_int}"),
    ("b24c_accred_survey_dialysis", "survey_letter", US,
     "{date_letter}\n\n{hospital_own}\n{hosp_addr}\n\nThe ESRD survey on {dos} found {small_digit} deficiencies "
     "(V-tags {hundreds}, {small_count}); plan of correction due {dos2}.\n\n{staff}, Surveyor"),
    # ---- other locales -----------------------------------------------------------------------------------------------
    ("b24c_de_dienstplan_pflege", "home_health_schedule", ("de_DE", "de_AT", "de_CH"),
     "Tourenplan ambulante Pflege, KW {week}\nTour {small_digit}: {small} Einsätze, {hundreds} km\nTour ((4||5||6)): "
     "{small_count} Einsätze\nLeitung: {homehealth}, {hh_phone}. Stand {ddmmyyyy}"),
    ("b24c_fr_blood_stock", "blood_bank", ("fr_FR",),
     "Stock de produits sanguins au {ddmmyyyy}\nCGR O- : {small} poches\nPlasma : {small_count} poches\nPlaquettes : "
     "{small_digit} ({pct_int} du seuil). Contact labo {lab_phone}"),
    ("b24c_es_mx_traslados", "dispatch_board", ("es_ES", "es_MX"),
     "Tablero de traslados {dos_loc}\nUnidad {fleet_unit}: disponible\nUnidad {fleet_unit2}: en ruta ({small} min)\n"
     "Servicios del día: {small_count}. Central {dispatch_phone}"),
    ("b24c_it_sterilizzazione", "sterile_processing", ("it_IT",),
     "Registro sterilizzazione {ddmmyyyy}\nCiclo {hundreds}: 134 °C, {small_digit} min, indicatore biologico negativo\n"
     "Cestelli processati: {small_count}; non conformità: {small_digit}. {hospital_own}"),
    ("b24c_nl_be_wachttijden", "utilisation_csv", ("nl_NL", "nl_BE"),
     "afdeling;wachttijd_dagen;bezetting\nDialyse;{small};{pct_int}\nRadiologie;{small_count};{pct_tenth}\n"
     "# week {week}, {org_web}"),
    ("b24c_pt_br_formulario", "formulary_notice", ("pt_BR", "pt_PT"),
     "Aviso de alteração do formulário ({eff_iso})\n{drug}: passa para o nível {tier}\nQuantidade máxima {qty} por "
     "{days_supply} dias. Dúvidas: {rx_email}"),
    ("b24c_pl_cs_cennik", "chargemaster", ("pl_PL", "cs_CZ"),
     "Cennik / Ceník {year}\nHemodializa / Hemodialýza: {pln} / {czk}\nTK głowy / CT hlavy: {hundreds} zł / {small_count}0 Kč\n"
     "Obowiązuje od / Platí od {ddmmyyyy}. {org_web}"),
    ("b24c_nordic_tolkar", "interpreter_roster", NORDIC,
     "Tolkförmedling / Tolkeformidling vecka {week}\nSpanska: {small} bokningar\nArabiska: {small_count}\nVideo: "
     "{pct_int}. Kontakt {interp_email}"),
    ("b24c_da_nb_styremote", "board_minutes", ("da_DK", "no_NO"),
     "Referat fra bestyrelsesmøde {ddmmyyyy}\nBudget {year}: {kr}; investering i dialyse {small_count} mio. kr\nBelægning {pct_int}. "
     "Næste møde uge {week}."),
    ("b24c_fi_tilasivu", "status_page", ("fi_FI",),
     "Palvelun tila / status {iso_ts}\nEtävastaanotto: toiminnassa ({pct_whole})\nReseptit: huoltokatko {span_hours}\n"
     "Tapaus {kch_ticket}. {status_url}"),
    ("b24c_de_fr_berufung", "appeal_notice", ("de_CH", "fr_FR"),
     "Rechtsmittelbelehrung / Voies de recours\nEinsprache innert {small} Tagen / Opposition dans les {small} jours "
     "gegen Entscheid / contre la décision {kch_pa}\nAdresse: {org_claims_addr}. International: {org_intl_line}"),
    ("b24c_cs_pl_infekce", "infection_control", ("cs_CZ", "pl_PL"),
     "Hlášení infekcí / Raport zakażeń, týden {week}\nC. difficile: {small_digit}\nMRSA: {small_digit}\nChřipka / Grypa: "
     "{small}\nPouze počty / tylko liczby. {quality_email}"),
    ("b24c_sv_it_onkologi", "oncology_order_set", ("sv_SE", "it_IT"),
     "Behandlingsprotokoll / Protocollo {hundreds}\nKarboplatin AUC {small_digit}, dag 1\nPaklitaxel {hundreds} mg/m2\n"
     "Cykel / ciclo var {small} dag. Version {kch_version}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind24", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
