"""A twenty-fifth blind measuring set for `phi` (issue 29): held out, written without reading the detectors.

    python scripts/make_phi_blind25.py [--seed 27271] [--out PATH]   # JSON lines to PATH, or to stdout

The twenty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind23.py,
seeds 4141 to 25251) are treated as known to the tuner. Its author read only those generators (for their mechanics,
imported here, and to avoid their templates), never the detectors, their tests or the sets they were tuned on, never
ran the check on these texts, and did not read the twenty-fourth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b25_" or "b25c_"). Identifier-free genres: home-health visit schedules, medical-transport dispatch boards (fleet
units, not patients' vehicles), sterile-processing tray logs, blood-bank inventory, radiology protocol tables,
dialysis chair rosters without patients, oncology regimen order sets, infection-control line-list counts, 340B
reports, payer policy change logs, appeal-rights notices, interpreter rosters, telehealth status pages, X12 834
enrolment totals, chargemaster extracts, board minutes, vendor invoices to the hospital, plus letters, leaflets and
notices in other locales (de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs). Carrying genres: wound-care photo
captions, home-health visit notes, ambulance run sheets, school-nurse notes, workers' comp letters, pharmacy refill
chats, hospice bereavement letters, guardianship papers, trial consent pages, lost-card reports, address-change
forms, forwarded e-mail threads, voice-to-text, OCR'd and PDF-extracted forms, spreadsheet pastes with split cells,
CSV, JSON, XML, HL7 and X12 exports, app logs and letters in other locales.

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
    import make_phi_blind23 as blind23
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind2 as blind2
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind17 as blind17
    from scripts import make_phi_blind23 as blind23

Draw = blind.Draw
MONTHS, ABBR = blind2.MONTHS, blind2.ABBR

SEED = 27271
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = blind23.FAKER_LOCALES

# The deployment's own published contacts (passed as `organisation_contacts` when the set is measured).
ORG_NAME = "Hudson Highlands Health Alliance"
CLINIC_NAME = "Shawangunk Ridge Medical Group"
HOME_CARE_NAME = "Rondout Valley Home Care"
TRANSPORT_NAME = "Esopus Creek Medical Transport"
LAB_NAME = "Catskill Mountain Clinical Laboratory"
PHARMACY_NAME = "Wallkill River Pharmacy"
HOSPITAL_NAME = "Hudson Highlands Medical Center"
ORG_DOMAIN = "hudsonhighlandshealth.org"
CLINIC_DOMAIN = "shawangunkridgemg.org"
ORGANISATION_CONTACTS = [
    "(845) 555-0131",                                           # 0 plan member services
    "(845) 555-0132",                                           # 1 plan fax (utilisation management)
    "Claims Processing, PO Box 4172, Newburgh, NY 12550",       # 2 plan claims address
    "1450 Route 9W, Suite 210, Highland, NY 12528",             # 3 plan office
    "appeals@hudsonhighlandshealth.org",                        # 4
    "members@hudsonhighlandshealth.org",                        # 5
    "(845) 555-0133",                                           # 6 clinic
    "(845) 555-0134",                                           # 7 clinic fax
    "88 Main Street, New Paltz, NY 12561",                      # 8 clinic address
    "frontdesk@shawangunkridgemg.org",                          # 9
    "https://www.hudsonhighlandshealth.org",                    # 10
    "(518) 555-0135",                                           # 11 home care intake
    "17 Wurts Street, Kingston, NY 12401",                      # 12 home care office
    "(518) 555-0136",                                           # 13 transport dispatch
    "(845) 555-0137",                                           # 14 lab client services
    "301 Broadway, Ellenville, NY 12428",                       # 15 lab address
    "(845) 555-0138",                                           # 16 pharmacy
    "42 Orange Avenue, Walden, NY 12586",                       # 17 pharmacy address
    "1-877-555-0176",                                           # 18 toll-free member line
    "1-877-555-0179",                                           # 19 nurse line, toll-free
    "+1 845 555 0131",                                          # 20 member line from abroad
    "+44 113 496 0815",                                         # 21 European assistance partner
    "edi@hudsonhighlandshealth.org",                            # 22
    "rxhelp@hudsonhighlandshealth.org",                         # 23
    "(845) 555-0139",                                           # 24 hospital switchboard
    "600 Hospital Road, Middletown, NY 10940",                  # 25 hospital address
    "(845) 555-0140",                                           # 26 provider services
    "providers@hudsonhighlandshealth.org",                      # 27
    "https://status.hudsonhighlandshealth.org",                 # 28
    "interpreters@hudsonhighlandshealth.org",                   # 29
    "(607) 555-0141",                                           # 30 dialysis unit, Oneonta
    "9 Chestnut Street, Oneonta, NY 13820",                     # 31 dialysis unit address
    "billing@shawangunkridgemg.org",                            # 32
    "(845) 555-0142",                                           # 33 interpreter services
    "compliance@hudsonhighlandshealth.org",                     # 34
    "https://www.hudsonhighlandshealth.org/find-a-doctor",      # 35
    "(315) 555-0143",                                           # 36 340B program office, Utica
    "accountspayable@hudsonhighlandshealth.org",                # 37
]
ORG_PAYER_ID = "HHHA4"
ORG_RXBIN = "017429"
ORG_RXPCN = "HHLRX"
ORG_RXGRP = "HH5520"
ORG_EIN = "14-3829106"
ORG_HIOS = ("49617NY0040007", "49617NY0050015", "49617NY0060021")
ORG_NPIS = (blind5._npi_of("152038461"), blind5._npi_of("118407293"), blind5._npi_of("193846027"),  # noqa: SLF001
            blind5._npi_of("107263948"), blind5._npi_of("140958316"), blind5._npi_of("176204859"))  # noqa: SLF001

# The organisation's own clinicians, as its directory lists them: name, specialty, NPI, phone, address.
OWN_PROVIDERS = (
    ("Marguerite Oyelaran-Fitch, MD", "Family Medicine", ORG_NPIS[0], ORGANISATION_CONTACTS[6], ORGANISATION_CONTACTS[8]),
    ("Casimir Delacroix-Bell, DO", "Nephrology", ORG_NPIS[1], ORGANISATION_CONTACTS[30], ORGANISATION_CONTACTS[31]),
    ("Temperance Abernathy-Sato, MD", "Radiology", ORG_NPIS[2], ORGANISATION_CONTACTS[24], ORGANISATION_CONTACTS[25]),
    ("Evander Kowalczyk-Moss, MD", "Hematology/Oncology", ORG_NPIS[3], ORGANISATION_CONTACTS[24], ORGANISATION_CONTACTS[25]),
    ("Rosalind Achebe-Lindgren, PharmD", "Pharmacy", ORG_NPIS[4], ORGANISATION_CONTACTS[16], ORGANISATION_CONTACTS[17]),
    ("Ptolemy Vanderhoef, MD", "Pathology", ORG_NPIS[5], ORGANISATION_CONTACTS[14], ORGANISATION_CONTACTS[15]),
)


# ---- this set's own printings of identifiers ---------------------------------------------------------------------
AREA_CODES = ["845", "518", "607", "315", "716", "585", "914", "347", "631", "929"]


def phone_v25(draw: Draw) -> str:
    """A US number as a home-health aide, a school or a dispatcher writes it."""
    area = draw.pick(AREA_CODES)
    exchange = str(draw.rng.randint(220, 978))
    if exchange[1:] == "11" or exchange == "555":
        exchange = "742"
    line = draw.digits(4)
    return draw.pick([f"{area}.{exchange}.{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}",
                      f"+1 ({area}) {exchange}-{line}", f"{area}/{exchange}-{line}", f"1{area}{exchange}{line}",
                      f"({area}) {exchange} - {line}", f"{area}-{exchange}{line}"])


def _date_v25(draw: Draw, start: int, end: int) -> str:
    day = draw.date_between(start, end)
    m, d, y = day.month, day.day, day.year
    return draw.pick([f"{m}-{d}-{y}", f"{ABBR[m - 1]} {d}, '{y % 100:02d}", f"{d}-{MONTHS[m - 1]}-{y}",
                      f"{y}{m:02d}{d:02d}", f"{m:02d}/{d:02d}/{y % 100:02d}", f"{MONTHS[m - 1].upper()} {d} {y}",
                      f"{d}.{ABBR[m - 1]}.{y}", f"{y}/{m}/{d}"])


def dob_v25(draw: Draw) -> str:
    """A date of birth in printings the earlier sets use little."""
    return _date_v25(draw, 1924, 2022)


def dob_student(draw: Draw) -> str:
    """A school-age child's date of birth."""
    return _date_v25(draw, 2008, 2020)


def dod_v25(draw: Draw) -> str:
    """A recent date of death in the same printings as dob_v25."""
    return _date_v25(draw, 2021, 2026)


def member_v25(draw: Draw) -> str:
    """This plan's member IDs: an HHA prefix, ten digits and, on dependants' cards, a suffix."""
    body = draw.digits(10, first_nonzero=True)
    return draw.pick([f"HHA{body}", f"HHA {body[:4]} {body[4:7]} {body[7:]}", f"HHA{body}-{draw.rng.randint(1, 5):02d}",
                      f"YHH{body}", f"hha{body}"])


def mrn_v25(draw: Draw) -> str:
    """The medical center's and the home-care agency's record numbers."""
    return draw.pick([f"HHMC{draw.digits(7)}", f"MR#{draw.digits(8)}", f"RV-{draw.digits(3)}-{draw.digits(4)}",
                      f"E{draw.digits(9)}", f"{draw.digits(4)}/{draw.digits(5)}"])


def url_v25(draw: Draw) -> str:
    """A link into this set's own portals that carries a member's or patient's ID."""
    member = f"HHA{draw.digits(10, first_nonzero=True)}"
    mrn = f"HHMC{draw.digits(7)}"
    return draw.pick([f"https://portal.{ORG_DOMAIN}/members/{member}/id-card",
                      f"https://portal.{ORG_DOMAIN}/claims?subscriber={member}&year=2025",
                      f"https://chart.{CLINIC_DOMAIN}/p/{mrn}/photos",
                      f"https://chart.{CLINIC_DOMAIN}/consent/sign?mrn={mrn}"])


def age_v25(draw: Draw) -> str:
    """An age over 89 as a run sheet, a nurse or a relative writes it."""
    age = draw.rng.randint(90, 104)
    return draw.pick([f"{age}YOF", f"{age} YOM", f"{age} yo", f"age {age}", f"{age}-yr-old", f"{age} y/o",
                      f"{age} years young"])


def email_v25(draw: Draw) -> str:
    """A personal e-mail at a north-east ISP or a webmail."""
    first, last = draw.fill("first").lower(), draw.fill("last").lower().replace(" ", "").replace("'", "")
    domain = draw.pick(["optonline.net", "verizon.net", "hvc.rr.com", "frontiernet.net", "gmail.com", "att.net",
                        "hotmail.com", "fastmail.com", "earthlink.net", "outlook.com"])
    local = draw.pick([f"{first}.{last}{draw.rng.randint(1, 99)}", f"{first[0]}{last}", f"{last}_{first}",
                       f"{first}{draw.rng.randint(1950, 2005)}", f"grandma.{last}", f"{last}.{first[0]}.ny"])
    return f"{local}@{domain}"


SLOTS: dict[str, Callable[[Draw], Any]] = {
    **blind23.SLOTS, "phone_v25": phone_v25, "dob_v25": dob_v25, "dob_student": dob_student, "dod_v25": dod_v25,
    "member_v25": member_v25, "mrn_v25": mrn_v25, "url_v25": url_v25, "age_v25": age_v25, "email_v25": email_v25,
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
_distinct_rows = blind17._distinct_rows  # noqa: SLF001

# Generic fillers of the older sets that print no contact and no organisation: numbers, codes, dates, staff names.
_GENERIC_KEYS = (
    "staff", "agent", "nurse", "dos", "dos2", "eff_iso", "iso_ts", "hl7_ts", "lot", "ctrl", "ctrl2", "isa_date",
    "isa_seq", "quarter", "cpt", "icd", "ndc", "money_s", "money_b", "moneyk", "fee", "eur", "kr", "czk", "carc",
    "rarc", "relation", "date_letter", "ddmmyyyy", "week", "span_hours", "small_count", "deci", "pct_int", "pct_tenth",
    "build_no", "batch", "hundreds", "small", "small_digit", "copay_num", "clock", "clock_a", "clock_b", "weekday",
    "fivedig", "seven_digits", "four_digits", "year", "year_next", "hcpcs", "loinc", "loinc_name", "drug", "time_ampm",
    "drg", "trn", "check_no", "sha", "guid", "first_upper", "last_upper", "aba", "pages", "temp_f", "log_ts",
)
_INHERITED = {key: blind23.FILLERS[key] for key in _GENERIC_KEYS}


def _pick_row(options: list[str]) -> Callable[[Draw], str]:
    return lambda draw: draw.pick(options)


def _visit_schedule_row(draw: Draw) -> str:
    """One line of a home-health agency's day schedule: route, discipline, visits, window, mileage (no patients)."""
    return (f"Route {draw.pick(['K', 'N', 'E', 'W', 'S'])}{draw.rng.randint(1, 9)}  "
            f"{draw.pick(['RN', 'LPN', 'PT', 'OT', 'SLP', 'HHA', 'MSW']):<4} visits {draw.rng.randint(3, 8)}  "
            f"{draw.rng.randint(7, 10):02d}:00-{draw.rng.randint(14, 18)}:30  {draw.rng.randint(22, 140)} mi")


def _dispatch_row(draw: Draw) -> str:
    """One line of a transport dispatch board: fleet unit, level, status, post, minutes on task."""
    return (f"{draw.pick(['Medic', 'BLS', 'WC-Van', 'Stretcher', 'ALS'])} {draw.rng.randint(1, 48):<3} "
            f"{draw.pick(['AVAILABLE', 'EN ROUTE', 'ON SCENE', 'TRANSPORTING', 'AT DEST', 'OUT OF SERVICE']):<15} "
            f"post {draw.pick(['Kingston', 'New Paltz', 'Ellenville', 'Walden', 'Middletown', 'Highland'])}  "
            f"{draw.rng.randint(0, 95)} min")


def _tray_row(draw: Draw) -> str:
    """One line of a sterile-processing tray log: tray, set count, cycle, load, result."""
    tray = draw.pick(["MAJOR ORTHO", "LAP CHOLE", "C-SECTION", "CARPAL TUNNEL", "TONSIL", "D&C", "CRANI BASIC",
                      "EYE CATARACT", "HIP REVISION", "MINOR LAC"])
    return (f"{tray:<14} {draw.rng.randint(12, 140):>3} instr  cycle {draw.pick(['PREVAC 270F/4m', 'PREVAC 275F/3m', 'STERRAD 100NX', 'IUSS 270F/3m'])}"
            f"  load {draw.rng.randint(1, 30)}  BI {draw.pick(['neg', 'neg', 'neg', 'pending'])}")


def _blood_row(draw: Draw) -> str:
    """One line of a blood-bank inventory: product, ABO/Rh, units on shelf, par, expiring in 72 h."""
    product = draw.pick(["RBC LR", "FFP", "PLT apheresis", "Cryo pooled", "RBC irradiated", "Plasma, thawed"])
    group = draw.pick(["O NEG", "O POS", "A NEG", "A POS", "B POS", "B NEG", "AB POS", "AB NEG"])
    return f"{product:<15} {group:<7} on shelf {draw.rng.randint(0, 60):>3}  par {draw.rng.randint(4, 50):>3}  exp<72h {draw.rng.randint(0, 9)}"


def _protocol_row(draw: Draw) -> str:
    """One row of a radiology protocol table: exam, contrast, slice, kV, CTDIvol."""
    exam = draw.pick(["CT head w/o", "CT chest PE", "CT A/P w/ IV", "CT renal stone", "CTA neck", "CT sinus",
                      "MR brain w/wo", "MR L-spine w/o", "CT c-spine trauma", "CT cardiac calcium"])
    contrast = draw.pick(["none", f"{draw.rng.randint(60, 110)} mL iohexol 350", f"{draw.rng.randint(5, 15)} mL gadobutrol"])
    return f"| {exam} | {contrast} | {draw.pick(['0.625', '1.25', '2.5', '5'])} mm | {draw.pick(['80', '100', '120', '140'])} kV | {draw.rng.randint(3, 60)}.{draw.digits(1)} mGy |"


def _chair_row(draw: Draw) -> str:
    """One row of a dialysis unit's chair roster: chair, shift, machine, station status (no patients)."""
    return (f"Chair {draw.rng.randint(1, 24):02d},{draw.pick(['MWF-1', 'MWF-2', 'MWF-3', 'TTS-1', 'TTS-2', 'TTS-3'])},"
            f"{draw.pick(['2008T', '5008S', 'NxStage', 'Phoenix X36'])},{draw.pick(['open', 'filled', 'filled', 'isolation', 'maint'])}")


def _regimen_row(draw: Draw) -> str:
    """One line of an oncology order set: drug, dose per m2 or per kg, route, day."""
    return draw.pick([f"  carboplatin AUC {draw.rng.randint(4, 6)} IV day 1", f"  paclitaxel {draw.rng.randint(80, 200)} mg/m2 IV day 1",
                      f"  pembrolizumab 200 mg IV day 1 every {draw.pick(['21', '42'])} days",
                      f"  ondansetron {draw.pick(['8', '16'])} mg IV 30 min prior", f"  dexamethasone {draw.pick(['8', '12', '20'])} mg IV day 1",
                      f"  pegfilgrastim 6 mg subcut day {draw.rng.randint(2, 3)}",
                      f"  cyclophosphamide {draw.rng.randint(500, 750)} mg/m2 IV day 1",
                      f"  doxorubicin {draw.rng.randint(40, 60)} mg/m2 IV push day 1"])


def _linelist_row(draw: Draw) -> str:
    """One row of an infection-control line-list summary: organism, unit, cases, device days, rate."""
    organism = draw.pick(["C. difficile (HO)", "MRSA bacteremia", "CLABSI", "CAUTI", "VRE", "CRE", "Norovirus", "Influenza A"])
    return f"{organism:<18} {draw.pick(['ICU', '3 North', '4 South', 'Rehab', 'NICU', 'Oncology']):<9} cases {draw.rng.randint(0, 7)}  device-days {draw.rng.randint(80, 1400)}  SIR {draw.rng.randint(0, 2)}.{draw.digits(2)}"


def _three40b_row(draw: Draw) -> str:
    """One CSV row of a 340B split-billing report: NDC, drug, 340B units, WAC units, savings."""
    ndc, item = draw.pick([("00006-0277-02", "sitagliptin 100 mg"), ("00597-0152-30", "empagliflozin 10 mg"),
                           ("00003-0894-21", "apixaban 5 mg"), ("50090-2869-0", "insulin glargine pen"),
                           ("00310-6210-30", "dapagliflozin 10 mg"), ("00169-4132-12", "semaglutide pen"),
                           ("00186-0370-60", "budesonide/formoterol inh"), ("61958-2501-1", "bictegravir/FTC/TAF")])
    return f"{ndc},{item},{draw.rng.randint(20, 4000)},{draw.rng.randint(0, 900)},{draw.rng.randint(500, 90000)}.{draw.digits(2)}"


def _policy_change_row(draw: Draw) -> str:
    """One entry of a payer policy change log: policy number, change, effective date."""
    return (f"- HH-MP-{draw.rng.randint(100, 480)} rev {draw.rng.randint(2, 19)}: "
            f"{draw.pick(['added CPT ', 'removed PA for CPT ', 'new frequency limit on CPT ', 'site-of-care rule for CPT '])}"
            f"{draw.pick(['97110', '72148', '95810', '20610', '64483', '81479', '93306', 'J1745', '90837'])}, "
            f"effective {draw.rng.randint(2025, 2026)}-{draw.rng.randint(1, 12):02d}-01")


def _interpreter_row(draw: Draw) -> str:
    """One row of an interpreter roster: language, modality, hours, queue time."""
    language = draw.pick(["Spanish", "Haitian Creole", "Polish", "Yiddish", "Bengali", "Russian", "Arabic", "ASL",
                          "Mandarin", "Ukrainian", "Portuguese", "Urdu"])
    return (f"{language:<15} {draw.pick(['on-site', 'video', 'phone', 'video/phone']):<12} "
            f"{draw.rng.randint(6, 9):02d}:00-{draw.rng.randint(15, 22)}:00  avg connect {draw.rng.randint(8, 140)} s")


def _cdm_row(draw: Draw) -> str:
    """One line of a chargemaster extract: charge code, revenue code, CPT/HCPCS, description, price."""
    rev, code, label = draw.pick([("0300", "80053", "CMP"), ("0320", "71046", "XR CHEST 2V"), ("0350", "70450", "CT HEAD W/O"),
                                  ("0610", "70553", "MRI BRAIN W/WO"), ("0450", "99284", "ED LEVEL 4"),
                                  ("0636", "J1885", "KETOROLAC 15MG INJ"), ("0250", "J7050", "NS 250ML"),
                                  ("0420", "97110", "PT THER EX 15M"), ("0730", "93000", "EKG 12 LEAD")])
    return f"{draw.rng.randint(1000000, 9999999)}|{rev}|{code}|{label}|{draw.rng.randint(40, 6800)}.{draw.digits(2)}"


def _vendor_line(draw: Draw) -> str:
    """One line of a vendor's invoice to the hospital: item, SKU, quantity, unit price."""
    item = draw.pick(["IV start kit", "nitrile gloves M, case", "suture 3-0 nylon, box", "CPAP tubing", "ECG electrodes, 600",
                      "sharps container 8 qt", "blood culture bottles, 50", "surgical masks, case", "wound vac canister"])
    return f"  {item:<28} SKU {draw.letters(2)}-{draw.rng.randint(10000, 99999)}  qty {draw.rng.randint(1, 60):>3}  @ ${draw.rng.randint(3, 480)}.{draw.digits(2)}"


def _enrol_834_row(draw: Draw) -> str:
    """One row of an 834 enrolment totals report: maintenance type, count."""
    return draw.pick([f"INS03 021 additions     {draw.rng.randint(10, 900)}", f"INS03 024 terminations  {draw.rng.randint(5, 500)}",
                      f"INS03 001 changes       {draw.rng.randint(10, 700)}", f"INS03 030 audit/compare {draw.rng.randint(100, 9000)}",
                      f"INS03 025 reinstatement {draw.rng.randint(0, 60)}"])


def _status_component_row(draw: Draw) -> str:
    """One line of a telehealth platform status page: component, state, uptime."""
    comp = draw.pick(["Video visits", "Waiting room", "E-visits", "Remote monitoring uploads", "Interpreter bridge",
                      "Patient app (iOS)", "Patient app (Android)", "Scheduling API", "SMS reminders"])
    return f"{comp:<26} {draw.pick(['Operational', 'Operational', 'Degraded performance', 'Partial outage', 'Maintenance'])}  90-day uptime {draw.rng.randint(97, 99)}.{draw.digits(2)}%"


_OWN = {
    "org": ORG_NAME, "org_upper": ORG_NAME.upper(), "clinic": CLINIC_NAME, "home_care": HOME_CARE_NAME,
    "transport": TRANSPORT_NAME, "lab_own": LAB_NAME, "pharmacy_own": PHARMACY_NAME, "hospital_own": HOSPITAL_NAME,
    "org_phone": ORGANISATION_CONTACTS[0], "org_fax": ORGANISATION_CONTACTS[1], "org_claims_addr": ORGANISATION_CONTACTS[2],
    "org_street_addr": ORGANISATION_CONTACTS[3], "org_appeals_email": ORGANISATION_CONTACTS[4],
    "org_help_email": ORGANISATION_CONTACTS[5], "clinic_phone": ORGANISATION_CONTACTS[6],
    "clinic_fax": ORGANISATION_CONTACTS[7], "clinic_addr": ORGANISATION_CONTACTS[8], "clinic_email": ORGANISATION_CONTACTS[9],
    "org_web": ORGANISATION_CONTACTS[10], "hc_phone": ORGANISATION_CONTACTS[11], "hc_addr": ORGANISATION_CONTACTS[12],
    "dispatch_phone": ORGANISATION_CONTACTS[13], "lab_phone": ORGANISATION_CONTACTS[14], "lab_addr": ORGANISATION_CONTACTS[15],
    "rx_phone": ORGANISATION_CONTACTS[16], "rx_addr": ORGANISATION_CONTACTS[17], "org_tollfree": ORGANISATION_CONTACTS[18],
    "nurse_line": ORGANISATION_CONTACTS[19], "org_intl_line": ORGANISATION_CONTACTS[20], "assist_uk": ORGANISATION_CONTACTS[21],
    "edi_email": ORGANISATION_CONTACTS[22], "rx_email": ORGANISATION_CONTACTS[23], "hosp_phone": ORGANISATION_CONTACTS[24],
    "hosp_addr": ORGANISATION_CONTACTS[25], "provider_line": ORGANISATION_CONTACTS[26],
    "provider_email": ORGANISATION_CONTACTS[27], "status_page": ORGANISATION_CONTACTS[28],
    "interp_email": ORGANISATION_CONTACTS[29], "dialysis_phone": ORGANISATION_CONTACTS[30],
    "dialysis_addr": ORGANISATION_CONTACTS[31], "billing_email": ORGANISATION_CONTACTS[32],
    "interp_phone": ORGANISATION_CONTACTS[33], "compliance_email": ORGANISATION_CONTACTS[34],
    "directory_url": ORGANISATION_CONTACTS[35], "ob340_phone": ORGANISATION_CONTACTS[36], "ap_email": ORGANISATION_CONTACTS[37],
    "payer_id": ORG_PAYER_ID, "org_rxbin": ORG_RXBIN, "org_rxpcn": ORG_RXPCN, "org_rxgrp": ORG_RXGRP, "org_ein": ORG_EIN,
}

# The older sets' identifier generators read some of their own fillers (labels, locale cities); they stay reachable,
# but this set's templates name only _INHERITED's keys and the keys defined below.
FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind23.FILLERS,
    **_INHERITED,
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "hios": lambda d: d.pick(list(ORG_HIOS)),
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "physician": lambda d: d.pick([OWN_PROVIDERS[0][0], OWN_PROVIDERS[2][0], OWN_PROVIDERS[3][0]]),
    "practitioner": lambda d: str(d.rng.randrange(len(OWN_PROVIDERS))),
    "pr_name": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][0],
    "pr_specialty": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][1],
    "pr_npi": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][2],
    "pr_phone": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][3],
    "pr_addr": lambda d: OWN_PROVIDERS[int(d.fill("practitioner"))][4],
    "visit_table": lambda d: "\n".join(_distinct_rows(d, _visit_schedule_row, 4, key_length=13)),
    "dispatch_table": lambda d: "\n".join(_distinct_rows(d, _dispatch_row, 5, key_length=9)),
    "tray_table": lambda d: "\n".join(_distinct_rows(d, _tray_row, 4, key_length=14)),
    "blood_table": lambda d: "\n".join(_distinct_rows(d, _blood_row, 5, key_length=23)),
    "protocol_table": lambda d: "\n".join(_distinct_rows(d, _protocol_row, 3, key_length=16)),
    "chair_table": lambda d: "\n".join(_distinct_rows(d, _chair_row, 5, key_length=8)),
    "regimen_table": lambda d: "\n".join(_distinct_rows(d, _regimen_row, 4, key_length=12)),
    "linelist_table": lambda d: "\n".join(_distinct_rows(d, _linelist_row, 4, key_length=28)),
    "b340_table": lambda d: "\n".join(_distinct_rows(d, _three40b_row, 4, key_length=13)),
    "policy_table": lambda d: "\n".join(_distinct_rows(d, _policy_change_row, 3, key_length=12)),
    "interp_table": lambda d: "\n".join(_distinct_rows(d, _interpreter_row, 4, key_length=15)),
    "cdm_table": lambda d: "\n".join(_distinct_rows(d, _cdm_row, 4, key_length=12)),
    "vendor_table": lambda d: "\n".join(_distinct_rows(d, _vendor_line, 3, key_length=30)),
    "enrol_table": lambda d: "\n".join(_distinct_rows(d, _enrol_834_row, 4, key_length=9)),
    "status_table": lambda d: "\n".join(_distinct_rows(d, _status_component_row, 4, key_length=26)),
    "county_ny": lambda d: d.pick(["Ulster", "Orange", "Dutchess", "Sullivan", "Greene", "Delaware", "Otsego", "Columbia",
                                   "Putnam", "Oneida", "Schoharie", "Albany"]),
    "hh_host": lambda d: d.pick(["hhha-tele-01", "hhmc-pacs-02", "hhha-834-gw", "hhmc-lis-03", "srmg-emr-web1",
                                 "hhha-portal-04", "hhmc-bb-01", "rvhc-sched-02"]),
    "hh_ticket": lambda d: f"HHA-{d.rng.randint(10000, 79999)}",
    "hh_version": lambda d: f"{d.rng.randint(3, 17)}.{d.rng.randint(0, 40)}.{d.rng.randint(0, 9)}",
    "hh_policy": lambda d: f"HH-MP-{d.rng.randint(100, 480)}",
    "hh_pa": lambda d: f"HPA-{d.rng.randint(25, 26)}-{d.digits(6)}",
    "hh_invoice": lambda d: f"INV-{d.rng.randint(2025, 2026)}-{d.digits(6)}",
    "hh_po": lambda d: f"PO {d.rng.randint(4500000000, 4509999999)}",
    "plan_hh": lambda d: d.pick(["Highlands Essential EPO", "Highlands Silver 3500", "Highlands Gold 750",
                                 "Highlands Medicare Advantage PPO", "Highlands Child Health Plus"]),
    "group_hh": lambda d: d.pick(["HH-G-20417", "HH-G-31188", "HH-G-45032", "HH-G-58764", "HH-G-60921"]),
    "fleet_unit": lambda d: f"{d.pick(['Medic', 'BLS', 'WC-Van', 'ALS'])} {d.rng.randint(1, 48)}",
    "measure_hh": lambda d: d.pick(["HbA1c control <8%", "Controlling high BP", "Breast cancer screening",
                                    "Follow-up after ED visit for mental illness (7 days)", "Statin therapy in CVD",
                                    "Transitions of care: medication reconciliation"]),
    "ratio": lambda d: f"1:{d.rng.randint(2, 6)}",
    "minutes_wait": lambda d: str(d.rng.randint(4, 55)),
    "dur_h": lambda d: f"{d.rng.randint(1, 9)} h {d.rng.randint(0, 59)} min",
    "tray_id": lambda d: f"T{d.rng.randint(100, 999)}-{d.letters(1)}",
    "sterilizer": lambda d: d.pick(["Steris V-PRO maX 2", "Getinge GSS67H", "Steris AMSCO 400", "Tuttnauer 3870"]),
    "language": lambda d: d.pick(["Spanish", "Haitian Creole", "Polish", "Yiddish", "Bengali", "Russian", "ASL"]),
    "fiscal_label": lambda d: f"FY{d.rng.randint(2025, 2027)} period {d.rng.randint(1, 12)}",
    "moneyk_plain": lambda d: str(d.rng.randint(500, 9500)),
    "dept_mp": lambda d: d.pick(["Imaging", "Medicine", "Surgery", "Pediatrics", "Behavioral Health", "Oncology"]),
}

US = ("en_US",)
EN = blind5.EN_LOCALES
NORDIC = ("sv_SE", "da_DK", "no_NO", "fi_FI")


# (id, genre, locale pool, body). ``{filler}``, ``[[kind:generator]]`` and ``((a||b))`` as in make_phi_blind.py.
PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- wound care, home health, transport, school ------------------------------------------------------------------
    ("b25_wound_photo_caption", "photo_caption", US,
     "IMG_{four_digits}.jpg  |  wound photo {small_digit} of {pages}\nPt chart: [[record_number:mrn_v25]]   DOB: "
     "[[date_of_birth:dob_v25]]\nSacral stage ((3||4||2)) pressure injury, {deci} x {small_digit}.{small_digit} cm, "
     "((granulating||slough 30%||tunneling at 12 o'clock))\n[[age_over_89:age_v25]], taken by {nurse} {clock}"),
    ("b25_home_health_visit_note", "home_health_note", US,
     "{home_care} - skilled nursing visit {dos}\nVisit address:\n[[address:addr_us_block]]\nMember [[member_id:member_v25]]"
     "   daughter's cell [[phone:phone_v25]] (call before arriving, dog)\nBP {small}{small_digit}/{small_count}, wound "
     "dressing changed, next visit {weekday}."),
    ("b25_ambulance_run_sheet", "run_sheet", US,
     "PCR  {transport}  unit {small_digit}{small}  run #{seven_digits}\nPickup: [[address:addr_us_line]]\n"
     "Pt: [[age_over_89:age_v25]]  DOB [[date_of_birth:dob_elder]]  c/o fall, on thinners\nMVC? ((no||yes, minor)) - pt's car "
     "plate [[vehicle_id:plate_state]] left at scene\nDest: {hospital_own}  times {clock}/{clock_a}/{clock_b}"),
    ("b25_school_nurse_note", "school_nurse", US,
     "Health office visit log - grade {small_digit}\nStudent DOB: [[date_of_birth:dob_student]]\nComplaint: ((headache||"
     "asthma symptoms||nosebleed||bee sting)) - given ((ice||inhaler per plan||rest)), returned to class {clock}\nMom "
     "called at [[phone:phone_v25]]; note e-mailed to [[email:email_v25]]\n-- {nurse}"),
    ("b25_workers_comp_letter", "workers_comp", EN,
     "{date_letter}\n\nRE: Workers' Compensation claim WCB {small_digit}{seven_digits}\nClaimant SSN: [[ssn:ssn_plain]]\n"
     "Claimant date of birth: [[date_of_birth:dob_v25]]\nClaimant address:\n[[address:addr_us_block]]\n\nThe carrier "
     "accepts the ((lumbar strain||right wrist fracture||shoulder injury)) of {dos}. Payments follow within {small} days."),
    ("b25_pharmacy_refill_chat", "pharmacy_chat", US,
     "{pharmacy_own} text line\n> REFILL ((lisinopril||metformin||eliquis))\nbot: Please reply with the member ID on your "
     "card.\n> [[member_id:member_v25]] ((i think||sorry its worn off||))\nbot: Card on file ends in? Or send a new one.\n"
     "> new one [[card:card_chat]] exp {small_digit}/2{small_digit}\n> call me if problem [[phone:phone_chat]]"),
    ("b25_hospice_bereavement_letter", "bereavement_letter", EN,
     "{date_letter}\n\nThe family of {first} {last}\n[[address:addr_us_block]]\n\nDear friends,\nIt has been {small_digit} "
     "months since {first} died on [[date_of_death:dod_v25]], at [[age_over_89:age_v25]]. Our bereavement group meets "
     "{weekday}s at {clock}.\n\nWith sympathy,\n{staff}, Bereavement Coordinator"),
    ("b25_guardianship_petition", "court_paper", US,
     "SUPREME COURT OF THE STATE OF NEW YORK - ARTICLE 81 PETITION\nIn the matter of {first_upper} {last_upper}, an "
     "alleged incapacitated person\nDate of birth: [[date_of_birth:dob_elder]]   SSN: [[ssn:ssn_typed]]\nResiding at: "
     "[[address:addr_us_line]]\nDriver's license (to be surrendered): [[national_id:us_dl]]\nIndex No. {fivedig}/{year}"),
    ("b25_trial_consent_page", "consent_form", US,
     "Page {small_digit} of 14 - Informed consent, study {fivedig}\nParticipant's chart number: [[record_number:mrn_v25]]\n"
     "How we contact you: phone [[phone:phone_v25]] or e-mail [[email:email_v25]]\nYour study portal: [[url:url_v25]]\n"
     "Initials ____  Date {dos}"),
    ("b25_lost_card_report", "lost_card_report", US,
     "Lost/stolen ID card report (web)\nMember ID: [[member_id:member_v25]]\nAlso lost: bank card [[card:card_spaced]] "
     "(already cancelled)\nMail new card to: [[address:addr_us_line]]\nSubmitted from IP [[ip_address:ipv4_public]] at "
     "{iso_ts}"),
    ("b25_address_change_form", "address_change", US,
     "CHANGE OF ADDRESS\nOLD: [[address:addr_us_line]]\nNEW:\n[[address:addr_us_block]]\nPhone: [[phone:phone_v25]]\n"
     "Email: [[email:email_v25]]\nConfirm in the portal: [[url:url_v25]]"),
    ("b25_forwarded_thread_refund", "email", EN,
     "---------- Forwarded message ---------\nFrom: {first} {last} <[[email:email_v25]]>\nDate: {dos}\nSubject: Fwd: refund "
     "for mom\n\n> Please send the refund to her checking acct [[bank_account:acct_us_ach]], routing {aba}.\n> Her "
     "birthday is [[date_of_birth:dob_v25]] if they ask.\n\nCan someone in billing handle this? - {staff}"),
    ("b25_voice_to_text_intake", "voice_to_text", US,
     "[transcribed voicemail, {clock}] hi this is about my father his social is [[ssn:ssn_voice]] and he was born "
     "[[date_of_birth:dob_spelled]] um you can call me back at [[phone:phone_spelled]] thanks"),
    ("b25_ocr_handicap_transport_form", "ocr_form", US,
     "PARATRANSIT ELIGIBILITY - page 1 (scanned)\nApp1icant NY DL/ID #: [[national_id:us_dl]]\nHome addr:\n"
     "[[address:addr_ocr]]\nCaregiver vehic1e VIN: [[vehicle_id:vin]]\nAge: [[age_over_89:age_v25]]"),
    ("b25_spreadsheet_deceased_split", "spreadsheet_paste", US,
     "member_id\tdate of death\tnext of kin phone\n[[member_id:member_v25]]\t\"[[date_of_death:dod_v25]]\n(per obit)\"\t"
     "\"\n[[phone:phone_v25]]\"\n(rows {small}-{small_count} of {hundreds}, sheet 'terms_{quarter}')"),
    ("b25_pdf_refund_request", "pdf_extract", US,
     "R E F U N D   R E Q U E S T\nSocial  Security  # :  [[ssn:ssn_plain]]\nCredit  card  charged :  [[card:card_any]]\n"
     "Deposit  to  acct :  [[bank_account:bank_us_v5]]\nAmount :  $ {money_s}     Ref  {hh_ticket}"),
    ("b25_csv_portal_signups", "csv_export", US,
     "created_at,mrn,dob,email,signup_ip\n{iso_ts},[[record_number:mrn_v25]],[[date_of_birth:dob_iso]],[[email:email_v25]],"
     "[[ip_address:ipv4_public]]\n# export {batch}, {hh_host}"),
    ("b25_json_card_request", "json_export", US,
     "{\"event\": \"idcard.reissue\", \"member\": \"[[member_id:member_v25]]\", \"contact\": \"[[email:email_v25]]\", "
     "\"client_ip\": \"[[ip_address:ip_v6]]\", \"return_url\": \"[[url:url_v25]]\", \"ts\": \"{iso_ts}\"}"),
    ("b25_xml_travel_passport", "xml_export", US,
     "<TravelerProfile plan=\"{plan_hh}\">\n  <Passport number=\"[[national_id:us_passport]]\"/>\n  <BirthDate>"
     "[[date_of_birth:dob_iso]]</BirthDate>\n  <HomeAddress>[[address:addr_us_line]]</HomeAddress>\n</TravelerProfile>"),
    ("b25_hl7_adt_a03_hospice", "hl7_export", US,
     "MSH|^~\\&|RVHC|HOSPICE|HHMC|HHMC|{hl7_ts}||ADT^A03|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_v25]]^^^HHMC^MR||"
     "{last_upper}^{first_upper}||||||[[address:addr_hl7_xad]]||[[phone:phone_hl7_xtn]]\nPV1|1|O|HOSPICE^^^RVHC\n"
     "ZDT|[[date_of_death:dod_hl7]]|home"),
    ("b25_x12_834_add", "x12_export", US,
     "ST*834*{four_digits}*005010X220A1~\nINS*Y*18*021*28*A***FT~\nREF*0F*[[member_id:member_v25]]~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****34*[[ssn:ssn_x12]]~\n[[address:addr_x12]]~\nDMG*D8*[[date_of_birth:dob_x12]]*F~"),
    ("b25_app_log_telehealth", "log", US,
     "{log_ts} tele-gw {hh_host} join room={fivedig} peer=[[ip_address:ipv4_public]] user=[[email:email_v25]]\n"
     "{log_ts} tele-gw {hh_host} redirect [[url:url_v25]] status=302"),
    ("b25_paratransit_booking", "booking_form", US,
     "Ride booking #{fivedig} - {transport}\nRider: [[age_over_89:age_v25]], wheelchair\nFamily car (for curbside "
     "handoff): [[vehicle_id:plate_us]]\nCall on arrival: [[phone:phone_v25]]\nPickup window {clock}-{clock_a}"),
    ("b25_wc_direct_deposit_reply", "email", US,
     "Re: WC indemnity payments\n\nchart # [[record_number:mrn_v25]] at {hospital_own}\nacct [[bank_account:acct_us_ach]] "
     "((checking||savings)), same bank as before\n\nOn {dos} {staff} wrote:\n> To set up direct deposit we need the "
     "account number and your chart number.\n--\nSent via secure mail from [[ip_address:ipv4_public]]"),
    # ---- other locales ----------------------------------------------------------------------------------------------
    ("b25_de_pflegekasse_antrag", "letter", ("de_DE", "de_AT"),
     "Antrag auf Pflegegeld\n\nVersicherte Person geboren am [[date_of_birth:dob_loc]], Steuer-ID "
     "[[national_id:natid_loc]]\nWohnhaft: [[address:addr_loc_line]]\nAuszahlung bitte auf [[bank_account:iban_loc]]\n\n"
     "{first} {last}"),
    ("b25_fr_es_it_courriel_deces", "email", ("fr_FR", "es_ES", "it_IT"),
     "Re: dossier de ((ma mère||mi madre||mia madre))\n\n> Merci de nous indiquer la date du décès.\n\nElle est décédée / "
     "falleció / è morta le [[date_of_death:dod_loc]]. Joignable au [[phone:phone_loc]] ou [[email:email_loc]].\n{first}"),
    ("b25_nordic_nl_chat_apotek", "chat", NORDIC + ("nl_NL",),
     "kunde: hej, min bestemor er [[age_over_89:age_loc]] og trenger ny resept\napotek: Personnummer/BSN?\nkunde: "
     "[[national_id:natid_loc]]\napotek: Og telefon?\nkunde: [[phone:phone_loc]] takk"),
    ("b25_pl_cs_zgloszenie_pojazd", "intake_form", ("pl_PL", "cs_CZ"),
     "ZGŁOSZENIE / HLÁŠENÍ transportu sanitarnego\nPESEL / RČ: [[national_id:natid_loc]]\nData ur. / Datum nar.: "
     "[[date_of_birth:dob_loc]]\nAdres / Adresa: [[address:addr_loc_line]]\nPojazd rodziny / Vozidlo rodiny: "
     "[[vehicle_id:plate_loc]]"),
    ("b25_uk_ca_au_letter_card", "letter", EN,
     "Dear {first},\n\nThank you for your call on {dos}. We have cancelled the card [[card:card_loc]] and will post a "
     "replacement. Your portal link: [[url:url_v25]]\n\nYours sincerely,\n{staff}"),
    ("b25_pt_travel_claim_iban", "travel_claim", ("pt_BR", "pt_PT", "es_ES"),
     "Pedido de reembolso de viagem\nCartão usado no exterior: [[card:card_loc]]\nIBAN para reembolso: "
     "[[bank_account:iban_loc]]\nFalecimento do segurado em [[date_of_death:dod_loc]] (se aplicável)\nValor {eur}"),
]

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- home health, transport, sterile processing, blood bank ------------------------------------------------------
    ("b25c_home_health_schedule", "home_health_schedule", US,
     "{home_care} daily visit board, {weekday} {dos}\nROUTE DISC  VISITS WINDOW       MILES\n{visit_table}\n"
     "Intake {hc_phone}; office {hc_addr}. Medicare provider no. 33-{four_digits}, NPI {own_npi}."),
    ("b25c_home_health_staffing_memo", "staff_memo", US,
     "To all field staff: OASIS submissions for {quarter} are at {pct_int} on time. Mileage reimbursement rises to "
     "$0.{small}{small_digit} per mile from {eff_iso}. Supply pickup {weekday}s {span_hours} at {hc_addr}. Questions: "
     "{hc_phone}, option {small_digit}."),
    ("b25c_transport_dispatch_board", "dispatch_board", US,
     "{transport} - dispatch board {clock} ({weekday})\n{dispatch_table}\nCalls holding: {small_digit}  Avg response "
     "{small} min  Dispatch {dispatch_phone}"),
    ("b25c_transport_fleet_maintenance", "fleet_report", US,
     "Fleet maintenance, {quarter}: {small} units in service, {small_digit} out for PM. {fleet_unit} odometer "
     "{fivedig} mi, next oil change at {small}0,000 mi intervals. Fuel spend ${moneyk}. {transport}, "
     "dispatch {dispatch_phone}."),
    ("b25c_sterile_tray_log", "sterile_processing", US,
     "SPD tray log - {hospital_own}, {dos} shift {small_digit}\nTRAY           COUNT       CYCLE              LOAD BI\n"
     "{tray_table}\nSterilizer {sterilizer} #{small_digit}, Bowie-Dick pass {clock}. Tech {staff}, CRCST."),
    ("b25c_sterile_recall_notice", "sterile_processing", US,
     "Load recall {tray_id}: biological indicator positive on load {small} ({sterilizer}, {dos}). {small_digit} trays "
     "quarantined, {small_count} instruments reprocessed within {dur_h}. No tray reached a patient. SPD ext. {four_digits}."),
    ("b25c_blood_bank_inventory", "blood_bank", US,
     "{hospital_own} blood bank inventory {clock} {dos}\n{blood_table}\nCritical level: O NEG below {small_digit} units "
     "- call the supplier. Blood bank {hosp_phone}, ext. {four_digits}."),
    ("b25c_blood_bank_wastage", "blood_bank", US,
     "Transfusion committee, {quarter}: {hundreds} units transfused, wastage {pct_tenth} (goal under 2%). Crossmatch to "
     "transfusion ratio {ratio}. Platelet outdates {small_digit}. Massive transfusion protocol activated {small_digit} times."),
    # ---- imaging, dialysis, oncology, infection control ---------------------------------------------------------------
    ("b25c_radiology_protocol_table", "radiology_protocol", US,
     "CT/MR protocol book v{hh_version} - {hospital_own}\n| exam | contrast | slice | kV | CTDIvol |\n|---|---|---|---|---|\n"
     "{protocol_table}\nApproved by {physician}, {dos}. Questions: reading room ext. {four_digits}"),
    ("b25c_radiology_dose_report", "radiology_quality", US,
     "Dose index registry, {quarter}: CT head median CTDIvol {small}.{small_digit} mGy ({pct_int} of the national "
     "benchmark), CT A/P {small}.{small_digit} mGy, {hundreds} exams. Repeat rate {pct_tenth}. Scanner {hh_host}."),
    ("b25c_dialysis_chair_roster", "dialysis_roster", US,
     "chair,shift,machine,status\n{chair_table}\n# Oneonta dialysis unit {dialysis_addr}; open chairs go to referrals "
     "from {dialysis_phone}. Week {week}."),
    ("b25c_dialysis_quality_summary", "dialysis_quality", US,
     "Unit QIP summary {year}: Kt/V >= 1.2 in {pct_int}, fistula use {pct_tenth}, catheter > 90 days {small_digit}%, "
     "hospitalisation ratio 0.{small}. Medical director {pr_name}. Unit phone {dialysis_phone}."),
    ("b25c_oncology_order_set", "order_set", US,
     "ORDER SET ONC-{hundreds} ((carboplatin/paclitaxel||AC-T||pembrolizumab maintenance)) v{hh_version}\nPremeds and "
     "regimen:\n{regimen_table}\nHold if ANC < 1,{small_digit}00 or platelets < {small}0,000. Pharmacist verify: {rx_phone}"),
    ("b25c_oncology_biosimilar_notice", "formulary_notice", US,
     "From {eff_iso}, {org} prefers the biosimilar ((trastuzumab-anns||bevacizumab-awwb||filgrastim-aafi)) (HCPCS "
     "{hcpcs}). Existing courses continue; new starts need PA {hh_policy}. Provider line {provider_line}."),
    ("b25c_infection_linelist_summary", "infection_control", US,
     "Infection prevention monthly summary, {hospital_own}, {quarter}\n{linelist_table}\nHand hygiene {pct_int}; "
     "isolation carts audited {small}. Report to {compliance_email}."),
    ("b25c_outbreak_bulletin", "public_health", US,
     "{county_ny} County health bulletin week {week}: ((norovirus||influenza A||RSV||pertussis)) activity "
     "((moderate||high||low)); {small} outbreaks in care facilities, {small_count} cases. Visitor masking at "
     "{hospital_own} from {eff_iso}. Switchboard {hosp_phone}."),
    # ---- pharmacy 340B, policy logs, appeals, interpreters ------------------------------------------------------------
    ("b25c_340b_split_report", "340b_report", US,
     "ndc,drug,units_340b,units_wac,savings\n{b340_table}\n# 340B split-billing, {fiscal_label} accumulator run {batch}; "
     "program office {ob340_phone}"),
    ("b25c_340b_audit_letter", "340b_report", US,
     "{date_letter}\n\n{hospital_own}\n{hosp_addr}\n\nOur self-audit of {hundreds} 340B dispenses at {pharmacy_own} "
     "found {small_digit} eligibility exceptions ({pct_tenth}); repayments of ${money_s} were made on {dos}.\n\n{staff}, "
     "340B Program Manager, {ob340_phone}"),
    ("b25c_payer_policy_change_log", "policy_change_log", US,
     "Medical policy change log, {org} - posted {eff_iso}\n{policy_table}\nFull text at {org_web}; provider questions "
     "{provider_line}."),
    ("b25c_appeal_rights_notice", "appeal_rights", US,
     "YOUR APPEAL RIGHTS. You may ask for an internal appeal within 180 days of this notice. Call {org_tollfree} (TTY "
     "711) or write to {org_claims_addr}. Expedited appeals are decided within 72 hours; standard in {small} days. "
     "Form HH-{hundreds} rev. {year}."),
    ("b25c_appeal_rights_external", "appeal_rights", US,
     "External review: if we uphold a denial, the NY Department of Financial Services reviews it. File within "
     "{small} months; the fee is ${small_digit}5, waived on hardship. {org} decisions upheld in {pct_int} of "
     "{year} reviews. Questions {org_appeals_email}."),
    ("b25c_interpreter_roster", "interpreter_roster", US,
     "Language services roster week {week}\n{interp_table}\nBook at {interp_email} or {interp_phone}; video carts "
     "{small_digit} per floor at {hospital_own}."),
    ("b25c_interpreter_call_script", "call_script", US,
     "Script LS-{small}: \"Thank you for calling language services. Please hold while I connect a {language} "
     "interpreter; the average wait is {minutes_wait} seconds.\" If no answer in {small_digit} minutes, call "
     "{interp_phone}."),
    # ---- telehealth, EDI, chargemaster, governance, vendors -----------------------------------------------------------
    ("b25c_telehealth_status_page", "status_page", US,
     "Highlands Telehealth status - {iso_ts}\n{status_table}\nIncident {hh_ticket}: ((video latency in the Hudson "
     "region||SMS reminders delayed||Android crashes on 5.{small_digit}.{small})). Subscribe at {status_page}."),
    ("b25c_telehealth_release_notes", "release_notes", US,
     "Highlands Telehealth {hh_version}\n- waiting room shows interpreter ETA\n- {hh_ticket}: bandwidth test at "
     "{small}0 kbps floor\n- {pct_int} faster join on LTE\nBuild {build_no}, shipped {dos}. Feedback {provider_email}"),
    ("b25c_edi_834_totals", "edi_report", US,
     "834 enrolment file {batch} from {group_hh}, received {iso_ts}\n{enrol_table}\nRejected {small_digit} (AK9 "
     "partial). Trading partner {payer_id}; EDI {edi_email}"),
    ("b25c_x12_277ca_summary", "edi_ack", US,
     "ST*277*{four_digits}*005010X214~\nBHT*0085*08*{fivedig}*{isa_date}*{clock_a}*TH~\nNM1*PR*2*{org_upper}*****PI*"
     "{payer_id}~\nSTC*A1:20*{isa_date}*WQ*{money_s}~\nQTY*90*{small}~\nAMT*YU*{money_b}~\nSE*{small_digit}*{four_digits}~"),
    ("b25c_chargemaster_extract", "chargemaster", US,
     "CDM|REV|CPT|DESC|PRICE\n{cdm_table}\n-- {hospital_own} chargemaster extract {eff_iso}, {small_count} lines changed, "
     "EIN {org_ein}"),
    ("b25c_board_minutes", "board_minutes", US,
     "Minutes, Board of Directors, {org}, {dos}\nPresent: {small} of {small_count} directors; quorum met.\n1. Q((1||2||3||4)) "
     "operating margin {pct_tenth}; days cash on hand {hundreds}.\n2. Motion to approve the {year_next} budget of "
     "${money_b}K carried {small}-{small_digit}.\nAdjourned {clock}. Next meeting at {org_street_addr}."),
    ("b25c_vendor_invoice", "vendor_invoice", US,
     "INVOICE {hh_invoice}   {hh_po}\nBill to: {hospital_own}, Accounts Payable, {hosp_addr}\n{vendor_table}\n"
     "Net 45. Remit questions: {ap_email}. Vendor no. V{fivedig}"),
    ("b25c_vendor_credit_memo", "vendor_invoice", US,
     "CREDIT MEMO CM-{seven_digits} against {hh_invoice}: {small} cases returned (lot {lot}, short-dated), credit "
     "${money_s}. Applied to {hh_po}. {hospital_own} AP: {ap_email}"),
    # ---- plan, FHIR, quality ------------------------------------------------------------------------------------------
    ("b25c_fhir_insuranceplan", "json_export", US,
     "{\"resourceType\": \"InsurancePlan\", \"id\": \"{hios}\", \"name\": \"{plan_hh}\", \"ownedBy\": {\"display\": "
     "\"{org}\"}, \"contact\": [{\"telecom\": [{\"system\": \"phone\", \"value\": \"{org_tollfree}\"}]}], \"plan\": "
     "[{\"generalCost\": [{\"cost\": {\"value\": {moneyk_plain}, \"currency\": \"USD\"}}]}], \"meta\": {\"versionId\": \"{small}\"}}"),
    ("b25c_fhir_practitionerrole", "json_export", US,
     "{\"resourceType\": \"PractitionerRole\", \"practitioner\": {\"display\": \"{pr_name}\", \"identifier\": "
     "{\"system\": \"http://hl7.org/fhir/sid/us-npi\", \"value\": \"{pr_npi}\"}}, \"specialty\": [{\"text\": "
     "\"{pr_specialty}\"}], \"telecom\": [{\"system\": \"phone\", \"value\": \"{pr_phone}\"}], \"location\": "
     "[{\"display\": \"{pr_addr}\"}], \"availableTime\": [{\"daysOfWeek\": [\"mon\", \"wed\"], \"availableStartTime\": \"{clock}:00\"}]}"),
    ("b25c_hl7_mfn_staff", "hl7_export", US,
     "MSH|^~\\&|HR|HHMC|EHR|HHMC|{hl7_ts}||MFN^M02|{ctrl}|P|2.5.1\nMFI|PRA^Practitioner master||UPD|||AL\n"
     "STF|{pr_npi}|{pr_npi}^NPI|{pr_name}|||||A|{dept_mp}\nPRA|{pr_npi}||{pr_specialty}|||{four_digits}^DEA-SUFFIX"),
    ("b25c_xml_network_directory", "xml_export", US,
     "<Directory plan=\"{plan_hh}\" updated=\"{eff_iso}\">\n  <Provider npi=\"{pr_npi}\" accepting=\"((Y||N))\">\n"
     "    <Name>{pr_name}</Name>\n    <Phone>{pr_phone}</Phone>\n    <Address>{pr_addr}</Address>\n  </Provider>\n"
     "</Directory>"),
    ("b25c_quality_measure_csv", "quality_report", US,
     "measure,numerator,denominator,rate,benchmark\n\"{measure_hh}\",{hundreds},{small_count}{small_digit},{pct_tenth},"
     "{small}th pct\n# {org} HEDIS MY{year}, {plan_hh}; contact {provider_email}"),
    ("b25c_rx_card_back", "id_card_text", US,
     "{org} - pharmacy benefits\nRxBIN {org_rxbin}  RxPCN {org_rxpcn}  RxGrp {org_rxgrp}\nGroup {group_hh}  Plan "
     "{plan_hh}\nPharmacists: {rx_phone}  Members: {org_tollfree}  Card rev {small_digit}/{year}"),
    ("b25c_lab_reference_ranges", "lab_reference", US,
     "{lab_own} reference intervals (rev {hh_version})\nPotassium 3.5-5.1 mmol/L  Sodium 136-145 mmol/L\nTSH 0.4{small_digit}"
     "-4.{small_digit} mIU/L  Ferritin {small}-{hundreds} ng/mL\nCourier pickups {span_hours}; client services {lab_phone}, "
     "{lab_addr}."),
    ("b25c_clinic_visit_summary_generic", "clinic_leaflet", US,
     "After your ((flu shot||tetanus booster||shingles vaccine)) at {clinic} (lot {lot}, given {clock}): soreness for {small_digit} days is common; "
     "take acetaminophen up to 3,000 mg a day. Fever over {temp_f}°F for more than 48 h: call {clinic_phone}. Records "
     "fax {clinic_fax}."),
    ("b25c_billing_statement_faq", "billing_faq", US,
     "Understanding your statement: charges post {small_digit}-{small} days after a visit; payment plans from "
     "${small}0/month with no interest for {small_digit}{small_digit} months. Billing office {clinic_phone}, "
     "{billing_email}, {clinic_addr}."),
    ("b25c_wound_dressing_formulary", "formulary_notice", US,
     "Wound-care dressing formulary {year} ({home_care} and {clinic})\nA6212 foam w/ border, 16-48 sq in: tier "
     "{small_digit}, ${small}.{small_digit}0 each\nA6021 collagen, 16 sq in or less: PA {hh_policy}\nA6196 alginate: up to "
     "{small} per month\nOrders fax {org_fax}; supply line {hc_phone}."),
    ("b25c_hospice_volunteer_roster", "volunteer_roster", US,
     "Hospice volunteer coverage, week {week}: {small} volunteers, {hundreds} hours, vigil shifts {small_digit} "
     "(target {small_digit2}). Training cohort starts {dos} at {hc_addr}, {clock}. Coordinator {staff}, {hc_phone}."),
    # ---- other locales ------------------------------------------------------------------------------------------------
    ("b25c_de_sterilgut_protokoll", "sterile_processing", ("de_DE", "de_AT"),
     "AEMP-Chargenprotokoll {ddmmyyyy}\nSterilisator {sterilizer}, Charge {small}, 134 °C / {small_digit} min\n"
     "Siebe: {small_digit}, Instrumente: {hundreds}\nBowie-Dick: bestanden. Rückfragen {eur} je Nachsterilisation; "
     "Partner {assist_uk}"),
    ("b25c_fr_bulletin_epidemio", "public_health", ("fr_FR",),
     "Bulletin épidémiologique semaine {week} : grippe {pct_int} des passages, bronchiolite {small} cas, "
     "{small_digit} foyers en EHPAD. Seuil d'alerte franchi le {ddmmyyyy}. Assistance internationale : {assist_uk}"),
    ("b25c_es_pt_dialisis_sillones", "dialysis_roster", ("es_ES", "pt_BR", "pt_PT"),
     "Cuadrante / Escala de hemodiálisis semana {week}\nSillones libres / Cadeiras livres: {small_digit}\nTurno mañana / "
     "manhã: {small}\nOcupación / Ocupação: {pct_int}\nInformación: {org_intl_line}"),
    ("b25c_it_nl_emoteca", "blood_bank", ("it_IT", "nl_NL"),
     "Emoteca / Bloedbank giacenze {ddmmyyyy}\nO NEG: {small} unità/eenheden\nA POS: {small_count}\nPiastrine / "
     "Trombocyten: {small_digit}\nScadenza < 72 h: {small_digit}. Coordinamento {org_intl_line}"),
    ("b25c_pl_cs_tlumacze", "interpreter_roster", ("pl_PL", "cs_CZ"),
     "Grafik tłumaczy / Rozpis tlumočníků, tydzień {week}\nukraiński / ukrajinština: {span_hours}\nangielski / "
     "angličtina: {small} h\nŚredni czas / Průměrná doba: {minutes_wait} s. Kontakt {interp_email}"),
    ("b25c_nordic_transport_tavla", "dispatch_board", NORDIC,
     "Sjuktransport / Ambulance / Ensihoito tavla {clock}\nBilar i tjänst / Biler i drift: {small}\nUtryckningar idag: "
     "{small_count}\nMedeltid / Gennemsnit: {small} min. Samordning {org_intl_line}"),
    ("b25c_da_nb_styremote", "board_minutes", ("da_DK", "no_NO"),
     "Referat af bestyrelsesmøde / Referat fra styremøte {ddmmyyyy}\nDriftsresultat / Driftsresultat: {kr}\n"
     "Budget / Budsjett {year_next}: {kr2}\nBeslutning vedtaget {small}-{small_digit}. Kontakt {compliance_email}"),
    ("b25c_fi_cs_laskun_rivit", "vendor_invoice", ("fi_FI", "cs_CZ"),
     "Lasku / Faktura {hh_invoice}\nKäsineet / Rukavice, {small} ltk: {eur}\nKanyylit / Kanyly: {czk}\nEräpäivä / "
     "Splatnost {ddmmyyyy}. {ap_email}"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    return blind2.build_rows(seed, "blind25", PHI_TEMPLATES, CLEAN_TEMPLATES, PHI_PER_TEMPLATE, CLEAN_TOTAL,
                             FAKER_LOCALES, FILLERS, SLOTS)


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
