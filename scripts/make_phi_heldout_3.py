"""Writes tests/data/phi_heldout_3.jsonl: fresh held-out answers, written by H2 before measuring."""
import json

def luhn_complete(prefix):
    for d in "0123456789":
        s = prefix + d
        total = 0
        for i, c in enumerate(reversed(s)):
            n = int(c)
            if i % 2 == 1:
                n *= 2
                if n > 9: n -= 9
            total += n
        if total % 10 == 0:
            return s

def iban(country, bban):
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"

def nhs(nine):
    total = sum(int(c) * (10 - i) for i, c in enumerate(nine))
    check = 11 - total % 11
    if check == 11: check = 0
    if check == 10: return None
    return nine + str(check)

_d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
_inv = [0,4,3,2,1,5,6,7,8,9]
def verhoeff(eleven):
    c = 0
    for i, ch in enumerate(reversed(eleven + "0")):
        c = _d[c][_p[i % 8][int(ch)]]
    return eleven + str(_inv[c])

def tfn(eight):
    w = [1,4,3,7,5,8,6,9,10]
    for d in "0123456789":
        s = eight + d
        if sum(int(c) * x for c, x in zip(s, w)) % 11 == 0:
            return s

def au_medicare(eight_first):  # first digit 2-6, 8 digits then check, then issue digit
    w = [1,3,7,9,1,3,7,9]
    check = sum(int(c) * x for c, x in zip(eight_first, w)) % 10
    return eight_first + str(check) + "1"

def nric(prefix, seven):
    w = [2,7,6,5,4,3,2]
    total = sum(int(c) * x for c, x in zip(seven, w)) + (4 if prefix in "TG" else 0)
    letters = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + seven + letters[total % 11]

rows = []
def fire(genre, locale, disguise, kind, template, value, shown=None):
    shown = shown if shown is not None else value
    text = template.replace("{}", shown)
    start = text.index(shown)
    rows.append({"id": f"held3-fire-{len([r for r in rows if r['identifiers']]):03d}", "genre": genre, "locale": locale,
                 "disguise": disguise, "text": text,
                 "identifiers": [{"kind": kind, "text": shown, "start": start, "end": start + len(shown)}]})

def clean(genre, text):
    rows.append({"id": f"held3-clean-{len([r for r in rows if not r['identifiers']]):03d}", "genre": genre, "locale": "us",
                 "disguise": "none", "text": text, "identifiers": []})

jcb = luhn_complete("356600202036")[:0] or luhn_complete("356611223344556")
diners = luhn_complete("3622720627166")
maestro = luhn_complete("675964982643845")
unionpay = luhn_complete("621234567890126")
visa = luhn_complete("451202983311704")
fire("portal", "any", "plain", "account_number", "Autopay is set to the card {} for the monthly premium of $312.00.", jcb)
fire("call_transcript", "any", "plain", "account_number", "Caller: the card is a Diners, {}, expiry eleven twenty-seven.", diners)
fire("claim_letter", "any", "plain", "account_number", "The refund of $84.10 was returned to card {} on 02/11/2025.", " ".join([maestro[i:i+4] for i in range(0, 16, 4)]))
fire("eob", "any", "plain", "account_number", "Amount you owe: $40.00 — paid by card {} (UnionPay).", "-".join([unionpay[i:i+4] for i in range(0, 16, 4)]))
fire("portal", "any", "full_width", "account_number", "Card on file: {}", "".join(chr(0xFF10 + int(c)) for c in visa))
gb = iban("GB", "NWBK60161331926819")[:0] or iban("GB", "BARC20035376543211")
nl = iban("NL", "RABO0372451890")
fr = iban("FR", "20041010050500013M02606")
fire("claim_letter", "any", "plain", "account_number", "Reimbursement will be paid by bank transfer to IBAN {} within 10 working days.", " ".join(gb[i:i+4] for i in range(0, len(gb), 4)))
fire("email", "any", "plain", "account_number", "Please confirm the account {} before we send the reimbursement.", nl)
fire("json", "any", "json", "account_number", '{"payee": "member", "iban": "{}", "amount": 118.5}', fr)
fire("ehr_export", "any", "plain", "device_id", "Home monitor paired: MAC {} (last sync 06:12).", "a4-5e-60-c2-19-7f")
fire("portal", "any", "plain", "ip_address", "Last login from 73.162.44.208 on 3/2/2025 at 9:14 PM.", "73.162.44.208")
fire("portal", "any", "plain", "ip_address", "Session opened from {} (mobile app).", "2601:647:4d00:1a20::3e1")
fire("call_transcript", "us", "plain", "ssn", "Agent: and to verify, your social is {}? Caller: yes.", "471-38-2265")
fire("call_transcript", "us", "spelled_digits", "ssn", "Caller: my social security number is {}.", "four seven one, three eight, two two six five")
fire("claim_letter", "us", "em_dash", "ssn", "Subscriber SSN: {}", "471\u201438\u20142265")
fire("portal", "us", "zero_width", "ssn", "SSN on file: {}", "471-3\u200b8-2265")
fire("ehr_export", "us", "line_break", "mrn", "Patient MRN:\n{}\nAdmit: 01/04/2025", "00731864")
fire("html", "us", "html_entities", "mrn", "<td>Medical record no.</td><td>{}</td>", "&#55;&#51;&#49;&#56;&#54;&#52;")
fire("markdown", "us", "table_cells", "member_id", "| Field | Value |\n|---|---|\n| Member ID | {} |\n| Plan | Gold PPO |", "XKW884213907")
fire("portal", "us", "plain", "member_id", "Your member ID is {}; show it at the pharmacy.", "JQH482019337")
fire("claim_letter", "us", "plain", "member_id", "Medicare number: {}", "5EG4-TE5-MK73")
fire("gp_letter", "us", "date_in_words", "date_of_birth", "Mrs. Alvarez (born {}) attended for review of her asthma.", "the ninth of March, nineteen forty-eight")
fire("ehr_export", "us", "plain", "date_of_birth", "DOB: {}   Sex: F", "1948-03-09")
fire("call_transcript", "us", "plain", "date_of_birth", "Agent: can you confirm your date of birth? Caller: {}.", "March 9th, 1948")
fire("ehr_export", "us", "plain", "age_over_89", "HPI: {} with a history of CHF presents with dyspnea.", "94-year-old woman")
fire("claim_letter", "us", "plain", "date_of_death", "Our records show the member died on {}; the claim is payable to the estate.", "July 2, 2024")
fire("email", "us", "full_width_at", "email", "You can reach the member at {} for the appeal.", "r.alvarez48\uff20gmail.com")
fire("email", "us", "zero_width", "email", "Member contact: {}", "r.alvarez\u200b48@yahoo.com")
fire("call_transcript", "us", "plain", "phone", "Caller: call me back at {} after five.", "(415) 826-3391")
fire("portal", "us", "full_width", "phone", "Mobile: {}", "".join(chr(0xFF10 + int(c)) if c.isdigit() else ("\uff0d" if c == "-" else c) for c in "415-826-3391"))
fire("claim_letter", "us", "plain", "address", "We mailed the check to the member at {}.", "2217 Larkin Street, Apt 4, San Francisco, CA 94109")
fire("portal", "us", "plain", "license_number", "Driver's license: {} (CA), used to verify identity.", "D4827193")
fire("claim_letter", "us", "plain", "license_number", "Identity verified with US passport number {}.", "561904382")
fire("portal", "us", "plain", "vehicle_id", "The accident claim lists the member's vehicle, VIN {}.", "1HGCM82633A004352")
fire("ehr_export", "us", "plain", "device_id", "Implanted ICD, serial number {}, interrogated today.", "PZK603118H")
fire("portal", "us", "plain", "url", "Your record: {}", "https://portal.acmehealth.example/patients/00731864/chart")
fire("claim_letter", "us", "plain", "national_id", "The member's ITIN {} is on the 1095 form.", "912-70-3456")
fire("gp_letter", "uk", "plain", "member_id", "NHS number: {}", " ".join([nhs("485777345")[0:3], nhs("485777345")[3:6], nhs("485777345")[6:]]) if nhs("485777345") else "")
fire("gp_letter", "uk", "plain", "national_id", "Her National Insurance number is {}.", "JH 48 22 91 B")
fire("gp_letter", "uk", "plain", "address", "Address: 14 Elm Road, Headingley, Leeds {}", "LS6 2AB")
fire("gp_letter", "uk", "line_break", "member_id", "NHS No.\n{}", nhs("943476591") or nhs("401023213"))
fire("claim_letter", "ca", "plain", "national_id", "Social Insurance Number: {}", luhn_complete("13045672")[:3] + " " + luhn_complete("13045672")[3:6] + " " + luhn_complete("13045672")[6:])
fire("claim_letter", "ca", "plain", "address", "Mail the form to the member at 88 Queen St W, Toronto, ON {}.", "M5H 2N2")
fire("claim_letter", "au", "plain", "national_id", "Tax file number {} was supplied with the claim.", tfn("46523981"))
fire("claim_letter", "au", "plain", "member_id", "Medicare card number: {}", au_medicare("29501846"))
fire("claim_letter", "in", "plain", "national_id", "Aadhaar: {}", " ".join([verhoeff("49183725601")[i:i+4] for i in range(0, 12, 4)]))
fire("claim_letter", "sg", "plain", "national_id", "NRIC {} — claimant.", nric("S", "8837461"))
fire("ehr_export", "us", "soft_hyphen", "mrn", "MRN: 0073\u00ad1864", "0073\u00ad1864")
fire("portal", "us", "ideographic_space", "ssn", "SSN:\u3000{}", "471\u300038\u30002265")

clean("insurance", "Your claim CLM-2025-0447193 for CPT 99214 on 03/18/2025 was processed. Allowed: $142.60; plan paid $114.08; your coinsurance is $28.52. Questions? Call 1-888-555-0142 (TTY 711).")
clean("insurance", "The diagnosis codes E11.9 and I10 support the claim; HCPCS J1745 is covered under the medical benefit at 20% coinsurance after the $1,500 deductible.")
clean("insurance", "Under 42 CFR 438.404(b)(1), the notice must explain the reason for the denial. You may appeal within 60 days of 04/02/2025.")
clean("insurance", "Prior authorization PA-2025-118342 was approved for 12 physical therapy visits from 05/01/2025 to 07/31/2025.")
clean("insurance", "Group number 0047821, plan ID H5521-017. Rx BIN 610014, PCN MEDDPRIME, Rx Group RX4412.")
clean("insurance", "The rendering provider, NPI 1538264019, billed revenue code 0450 with CPT 99284 and modifier 25.")
clean("insurance", "NDC 0002-8215-01 (insulin lispro) is a Tier 2 drug: $35 for a 30-day supply at a preferred pharmacy.")
clean("insurance", "Per 45 CFR §164.514(b)(2), the de-identified dataset excludes all 18 identifiers. Version 3.2.1 of the policy took effect 1/1/2025.")
clean("insurance", "Reference number 20250318-004471. Your appeal was received on March 20, 2025 and will be decided within 30 days.")
clean("insurance", "Our Grievances and Appeals Department, P.O. Box 30432, Salt Lake City, UT 84130, accepts written appeals; fax 1-877-555-0199.")
clean("insurance", "The out-of-pocket maximum is $9,450 for an individual and $18,900 for a family in 2025; preventive care (CPT 99395, G0438) is covered at 100%.")
clean("insurance", "Claim 7731-0092-4418 was denied with CARC 197 and RARC N54: precertification was absent. Resubmit with the authorization number.")
clean("insurance", "Members can call the 24/7 nurse line at 1-800-555-0175 or visit acmehealth.example/find-care.")
clean("insurance", "ICD-10-CM M54.50 (low back pain) with CPT 97110 x 4 units on 02/14/2025 and 02/21/2025; each visit applied a $30 copay.")
clean("insurance", "The plan follows Section 1852(g) of the Social Security Act and 42 U.S.C. 1395w-22 for organization determinations.")
clean("insurance", "Inpatient stay from 01/06/2025 to 01/09/2025 (DRG 291, heart failure with MCC): billed $48,212.00, allowed $21,903.55.")
clean("insurance", "Your Explanation of Benefits for the period 01/01/2025 - 03/31/2025 shows 6 claims totalling $1,284.90.")
clean("insurance", "Lab panel CPT 80053 and 83036 (HbA1c 7.2%, eGFR 68 mL/min/1.73m2) were covered in full as preventive screening.")
clean("insurance", "The formulary exception request (case EXC-558120) was approved through 12/31/2025 for 90 tablets per 90 days.")
clean("insurance", "Benefit year 2025: the deductible is $1,650; after it, you pay 20% for MRI (CPT 70553) at an in-network facility.")
clean("insurance", "Policy number 88-4410023-GRP covers employees of the group; the employer contribution is 75% of the premium.")
clean("insurance", "Tax ID 36-4215889 belongs to Northside Medical Group, the billing provider on this claim.")
clean("insurance", "The Medicare Part B premium in 2025 is $185.00 a month; the Part B deductible is $257.")
clean("insurance", "Call TTY 711 or 1 (800) 555-0100, 8 a.m.–8 p.m. local time, 7 days a week, October 1 – March 31.")
clean("insurance", "Durable medical equipment: E0601 (CPAP) rental for 13 months at $78.15/month, then the member owns the device.")
clean("insurance", "Appeal level 2 goes to the Independent Review Entity within 60 days; see 42 CFR 422.592 and the notice dated 04/15/2025.")
clean("insurance", "The dental claim for D0120, D1110 and D0274 on 06/03/2025 was paid at 100% with no deductible.")
clean("insurance", "Ambulance transport A0427 with mileage A0425 x 12 miles was allowed at $612.33 under the emergency benefit.")
clean("insurance", "The plan's HIOS ID is 12345NY0010003 and the network is the Select PPO (network code SPPO-22).")
clean("insurance", "Session timeout is 15 minutes; the portal supports TLS 1.2 and 1.3 and runs version 24.3.118.")
clean("insurance", "Statement date 05/05/2025. Invoice INV-0093312. Balance forward $0.00; current charges $56.20 due 06/01/2025.")
clean("insurance", "For the 2024 plan year, the HSA contribution limit was $4,150 (self-only) and $8,300 (family).")
clean("insurance", "Submit claims to payer ID 87726 electronically, or on a CMS-1500 (02/12) form to the address on the back of the card.")
clean("insurance", "The hospital's main number is (312) 555-0143 and its billing office is open Monday to Friday, 9:00 to 17:00.")
clean("insurance", "Vaccines CPT 90686 and 90471 are covered at no cost; COVID-19 vaccine 91320 is also covered through 2025.")
clean("insurance", "Your coverage under certificate GRP-2025-778 continues for 18 months under COBRA, at 102% of the premium.")
clean("insurance", "Referral R-2025-33018 is valid for 6 visits with the cardiologist within 180 days of 02/02/2025.")
clean("insurance", "Case 2025-MA-00418: the reviewer upheld the denial of CPT 64483 because conservative therapy lasted less than 6 weeks.")
clean("insurance", "Home health: 8 skilled nursing visits (G0299) and 4 therapy visits (G0151) certified for the 60-day episode.")
clean("insurance", "Ratio of 3:1 for the step therapy; dose 0.5 mg/kg; 1.2.840.10008 is the DICOM UID root the imaging vendor uses.")

with open("tests/data/phi_heldout_3.jsonl", "w", encoding="utf-8") as out:
    for row in rows:
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len([r for r in rows if r["identifiers"]]), "carrying,", len([r for r in rows if not r["identifiers"]]), "clean")
