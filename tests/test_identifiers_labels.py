"""Labels and labelled values: a system's trace or request ID names no one; an EHR's "MR:" header labels a
record number; a vehicle's plate after its label, spaces and all; e-mails with a bracketed dot. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def kinds(answer: str) -> list[str]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [item.detail["kind"] for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        ("(a) Name: Charles Rodriguez   (b) SSN or other TIN: 280 11 1789", "ssn"),
        ("e-Referral: Orthopaedics\nNHI: HME1326\nName: Lesley Harris", "national_id"),
        ("Accident abroad: rental car reg. SOQ-4V85 hit while parked.", "vehicle_id"),
        ("Vehicle plate (optional): 671 LXK\nCondition: C34.90", "vehicle_id"),
        ('{"subscriberId": "kwt642953952", "status": "active"}', "member_id"),
        ("8. Identification number of the card: 80756808510364390780", "member_id"),
        ("1a. INSURED'S I.D. NUMBER: ZNH947024GF\n2. PATIENT'S NAME: FIELDS, DARREN", "member_id"),
        ("Patient: Amanda Lee    HAR:  E2537733\nDOB: 8.9.2000", "mrn"),
        ("Name: Cheryl King\nMR No.: 864270\nAdmitted: 08/07/2025", "mrn"),
        ("Please pay the refund to Roger Simpson, sort code 67-68-14, a/c 18306065.", "account_number"),
        ("the member's vehicle, vehicle identification number NJ23YAF5XA2H28203, was struck", "vehicle_id"),
        ("the member's vehicle, registration 1BM 794, was struck from behind", "vehicle_id"),
        ("the patient's car, Plate #: KMX 796, was left in the ambulance bay", "vehicle_id"),
        ("the patient's car, tag number DMY-7498, was moved to lot C", "vehicle_id"),
        ("Name: \t Luis Ortega\nMR:\t5531902\nDOA:  \t3/02/81", "mrn"),
        ("MR: E5285972", "mrn"),
        ("The member ID is 3f2504e0-4f89-11d3-9a0c-0305e82c3301.", "member_id"),
        ("jane.roe@clinic[DOT]org wrote in again.", "email"),
        ("Caller: Yes. It's brian06@gmail[DOT]com.", "email"),
        ("My licence plate number is 200 5HL, for the parking permit.", "vehicle_id"),
        ("Vehicle registration: RJ 57 QX 1220", "vehicle_id"),
        ("Vehicle registration: YO91WDO", "vehicle_id"),
        # camelCase keys: a label at a later word of the key
        ('{"patientMrn": "4471203", "status": "active"}', "mrn"),
        ('{"memberID": "1234567", "plan": "gold"}', "member_id"),
        # a TIN printed as an individual's (an SSN's or ITIN's 3-2-4 digits), whoever's label it is under
        ("Form 1095-A recipient: Nathaniel Davis\nRecipient's TIN: 936-98-4414", "ssn"),
        # a health insurance card's number under its label in another language
        ("Pojištěnec: Patrik Tomanová\nČíslo průkazu EHIC: 80203020122324853136", "member_id"),
        ("Nr karty EKUZ: 80616330244215124681", "member_id"),
        ("N. tessera TEAM: 80380806698386652720", "member_id"),
        ("Kortnummer (EU-kort): 80752444484973902338", "member_id"),
        # a hospital's record or case number in another language
        ("Hospital General de Melilla\nN.º de historia clínica: 60-3724546", "mrn"),
        ("Klinikum Bad Leonfelden\nFallnummer: P2338360", "mrn"),
        # a plate's and a phone's label in the locales' languages
        ("Kjøretøy: Registreringsnummer MQ 79582\nNavn: Marianne Andersen", "vehicle_id"),
        ("Kennzeichen: M-AB 1234", "vehicle_id"),
        ("Navn: Marianne Andersen\nTelefon: 98352469", "phone"),
        ("Hospital de Peixoto do Galho\nProntuário: 2019/936314", "mrn"),
        ("Klinikum Stuttgart\nAufnahmenummer: 34013574", "mrn"),
        # a scan's OCR confusions in the label: "lD" for "ID", "VlN" for "VIN"
        ("Mem ber lD  CMH-670-789-048\nRx BIN 003858  PCN 9999\nCardho1der  JENNIFER CRAIG", "member_id"),
        ("CERTlFlCATE 0F TlTLE\nVlN  4JN2EB9P8A3MD1935\nOwner  VANESSA HUNT", "vehicle_id"),
        # a bare "plate" before a plate's capitals and digits
        ("Family parking permit: visitor Victoria Anderson, plate NYA 5172.", "vehicle_id"),
        # a label that asks, answered at the start of the next turn
        ("IVR> Thank you. Please say your member ID.\nCALLER> 935666164-68\nIVR> One moment.", "member_id"),
        ("Agent: Can you confirm your MRN?\nCaller: 4471203", "mrn"),
        # a label in the languages of the locales: a patient's ID in Polish and Czech, a Spanish NIF spaced by a scan,
        # the European card's number in Spanish and Finnish
        ("Zgłoszenie: ID pacjenta: 2020/153053", "mrn"),
        ("Oznámení o úmrtí\nID pacienta: 50-9152428", "mrn"),
        ("Nombre: ELBA LUÍS\nNIF: 3 1 4 7 9 8 0 1 T\nDomicilio: Burgos", "national_id"),
        ("N.º de tarjeta (TSE): 80724896301693411005\nImporte: EUR 6759.43", "member_id"),
        ("EU-kortin numero: 80246796612626510906\nSumma: 3 458,46 €", "member_id"),
        # a French label after its elided article; Denmark's "CPR-nr."
        ("Déclaration de décès\nN° d'adhérent mutuelle: 835185560", "member_id"),
        ("CPR-nr. 080591-0844 – ring tilbake / call back tomorrow", "national_id"),
        # a value a scan spaced one character at a time
        ("PAYMENT SLIP (OCR)\nCARD NO 3 5 6 6 7 7 7 2 0 6 6 9 9 9 6 2\nAMOUNT $28,041.93", "account_number"),
        # a state's key that is also a label, before no ZIP of that state; a member's ID before an Idaho ZIP's shape
        ("Reno, ID 12345 was printed on the card.", "member_id"),
        ("Member ID 83814 is on file.", "member_id"),
        # an XML element's "id" is its element's: a patient's is a record number, a member's a member ID
        ('<patient id="4471203" />', "mrn"),
        ("<subscriber>\n  <id>XJH882910337</id>\n</subscriber>", "member_id"),
        # Spain's abbreviated record number and a vehicle before its plate's groups; a person's certificate
        ("Hospital General de Sevilla\nNHC: P3390849\nVehículo: S 4872 DA", "mrn"),
        ("Hospital General de Sevilla\nNHC: P3390849\nVehículo: S 4872 DA", "vehicle_id"),
        ("Mileage reimbursement: 28 trips, vehicle 949 UIM.", "vehicle_id"),
        ("Birth certificate: 1978-004512", "license_number"),
        # "check" as a verb is no label
        ("Please check 555-201-0142 still reaches you.", "phone"),
        ("Check 555-201-0142 is still your number?", "phone"),
        # "social" spoken for the SSN, after a possessive and before "is"; a FHIR Patient's own "id" is a record number
        ("[auto transcript] he needs the form, his social is 51 25 05 85 4, you can email me", "ssn"),
        ('{"resourceType": "Patient", "id": "70525001", "active": true}', "mrn"),
        # a value printed in groups as the card prints it, after its label and as a JSON key's value
        ("Member ID: OZX 7660 76615 (from the card)", "member_id"),
        ('{"resourceType": "Coverage", "status": "active", "subscriberId": "SH 91820 3181"}', "member_id"),
        ("and my MRN is M863 125 78 if u need it", "mrn"),
        # a value in groups answering the turn that asked for it, the label spelled as a voice system prints it
        ("IVR> Please enter or say your member I D.\nCALLER> CBM 886 445 788 04\nIVR> Thank you.", "member_id"),
        # a JSON object's first "id" is the object's: a member's; "the social is" spoken for the SSN, a digit at a time
        ('{"member": {"id": "XJH882910337"}, "status": "active"}', "member_id"),
        ("[transcribed, 33s] ok so the social is 5 5 4 7 1 3 3 7 2 and uh, call me back", "ssn"),
        # a value answering the turn that asked for it: a speaker in brackets or in lower case, "please" after the label
        ("[CSR] and to verify, the full social please\n[CALLER] 6 4 9 9 1 5 8 7 0\n[CSR] thank you", "ssn"),
        ("support: which member id?\nme: SLM-881-650-911 i think", "member_id"),
        # spoken: "social" after "and" (the possessive before the first), "my card is" before a partial number
        ("ok his birthday is 2-9-58 and social is 51203\nsorry hit enter. 4471", "ssn"),
        ("can I pay here? my card is 455601227319\n8810 exp 04/29", "account_number"),
        # asked with a question's mark alone, by a speaker named with a note in brackets
        ("Navigator (Kim): And your health card number?\nGuest: 412977305\nGuest: thanks", "member_id"),
        ("Agent: Your policy number?\nMe: 518224093", "member_id"),
        # the question says where the value is printed
        ("Billing (Sam): And the MRN on your statement?\nMe: RO24-88120\nBilling (Sam): Thanks", "mrn"),
        ("Konto / Účet: nr rachunku 41 3429 6968 7154 9594 1665 4673", "account_number"),  # Poland's NRB, no "PL"
        # a plate after a form's field and after a bare "plate", its digits first
        ("Insured  vehicle   VIN :   see below\nPlate / State :  678 ACJ\nDate  of  loss :   12/12/26", "vehicle_id"),
        ("EMS: pt's car blocking the drive, plate 143 RFU. Transported to Unity Health.", "vehicle_id"),
        ("EMS: pt's car in the lot, plate FP 1234. Keys with the charge nurse.", "vehicle_id"),
        # a device's serial in a table of devices that names a patient
        ("Implant record, patient Jane Roe\ndate,device,serial\n2025-10-11,Pacemaker,SN-XR21237", "device_id"),
        # an element whose name says nothing: its own ID is read as a member's (fail closed)
        ('<Entries>\n  <Entry id="LN10-R1-S1" type="inpatient"/>\n</Entries>', "member_id"),
        # a vehicle named in a locale's language; "car reg" without its dot
        ("Sjuktransport RR-31\nFordon / Køretøj: OBO 37B\nAnhörig", "vehicle_id"),
        ("[07:45] me: my car reg is 938 PZI if thats for the parking refund", "vehicle_id"),
        # a person's certificate; a policy's number long enough to be a person's
        ("Birth certificate 4790133 is attached to the claim.", "license_number"),
        ("Policy # 4471-203, held by the member since 2019", "member_id"),
        # a bare ID's value and a meeting's word that is no meeting's ID
        ("Please quote ID 5560 44410 when you call about your claim.", "member_id"),
        ("Meeting notes: member ID XJH882910337 called twice.", "member_id"),
        # a system's prefix before a colon; a bank's direct deposit; the insurance's abbreviation
        ("Belongs to pt Deborah Mckay, chart BSVH:32390732\nReturn to the desk", "mrn"),
        ("Last known address withheld\nHospital record BSVH:61390845", "mrn"),
        ('<Child born="1-May-2018" record="E406.658.33"/>', "mrn"),
        ("Physician Ingrid Tsosie-Marlowe\nDirect deposit 293587723602\nApp session", "account_number"),
        ("DOB 1978-07-24   Ins SHP248904242\nPt cell on file", "member_id"),
        # a passport, an identity card and a Norwegian birth number under their labels in the locales' languages
        ("Versicherter: Gudrun Paffrath\nAusweis / paspoort: 69 610 475 232\nKlinik vor Ort", "license_number"),
        ("Personalausweis: L01X00T47 (Kopie anbei)", "national_id"),
        ("Personnummer / HETU / Fødselsnr: 250712 53441\nMobil", "national_id"),
        # a plate after a bare "plate" (digits first), as a JSON key, and after someone's vehicle
        ("PCR 23679: rollover on Hwy 12, plate 8V 781. Pt 98 yo driver.", "vehicle_id"),
        ('{"claimType": "medical-transport", "driver": {"plate": "285 MWD"}}', "vehicle_id"),
        ("the old guy upstairs fell again, his truck 42-MQJ-8 is blocking the garage", "vehicle_id"),
        ("his truck UN 41234 is blocking the garage", "vehicle_id"),
        # a record number whose prefix ends in a dot
        ("WING B CENSUS (scanned)\nRm 4081  MRN RCFC.229790  fall risk H", "mrn"),
        # a weak shape beside its context word, holding the digits its recognizer's values hold; an SSN written with dots
        ("Our driving permit form asks for it: A4417290, issued in Ohio.", "license_number"),
        ("SSN 108.12.1020 on the intake form", "ssn"),
        # a device's serial is someone's on a row that names a person, or in a table without an asset column
        ("Her CPAP S/N VD66P41535, asset 20293, loaned on 3/4.", "device_id"),
        ("Device | Serial\nCPAP | S/N VD66P41535\nPacemaker | serial number PJN123456", "device_id"),
        ("CPAP machine serial # 2AB123456", "device_id"),  # a machine, not the unit's numbered one
        # a checksum-valid number after its own word, and a record number on an event's row
        ("Her TFN is 202650139.", "national_id"),
        ("Event: patient fall, MRN 4471203", "mrn"),
        # a Croatian health insurance number (MBO); a FHIR Observation's own id is a record's
        ("Darivatelj: Zora Alković | OIB: 69435151530 | MBO: 368 614 401", "member_id"),
        ('{"resourceType": "Observation", "id": "obs-20931-7", "subject": {"reference": "Patient/1"}}', "member_id"),
        # a device's serial on a record that names its machine and a patient is the patient's device
        ('{"patient": "Jo Ray", "machine": "CPAP", "serial": "H229120"}', "device_id"),
        # a loaner's asset tag in a block that names its patient
        ("Patient: Jo Ray\nCPAP serial number SLM-8502\nReturned loaner asset AS-249", "device_id"),
        # a payer's ID shape in a sentence about one patient
        ("The patient's ID card reads MK-3325-086.", "member_id"),
        # a Romanian chart, a Mexican clinical file, a donor's ID; a health card, an SNS user and a Medicaid number before
        # a colon; a US A-Number; a Hungarian and a Mexican plate
        ("Consimțământ informat. Nr. foaie de observație 48213/2025", "mrn"),
        ("Expediente clínico: 2025-004417", "mrn"),
        ("Donor ID: 4471203, blood type O neg", "mrn"),
        ("Client: Max Rowe   DOB: 1961-02-03\nHealth card: 4567-123-456-AB", "member_id"),
        ("Utente: Nuno Fernandes\nN.º de utente SNS: 123456789", "member_id"),
        ("DOB 12-Jul-1950   HMIS ID 334455\nMedicaid: AL2201938475", "member_id"),
        ("Name: Kathryn Bond   A-Number: A212-345-678", "national_id"),
        ("Saját gépkocsival érkezik, rendszám: ABC-123", "vehicle_id"),
        ("Vehículo del imputado, placas: ABC-123-D", "vehicle_id"),
        # Indonesia's health insurance card; a patient's own account; a patient's licence in a table of patients
        ("Nama pasien: Yance Usamah\nNo. kartu BPJS Kesehatan: 0005848043058", "member_id"),
        ("Bill it to the patient's account 1712390453.", "account_number"),
        ("Patient | Licence no. | Visit\nJo Ray | D1234567 | 07/15/2024", "license_number"),
        # a device's serial with its model, in a table or record that names the patient; insurance as a label
        ("Delivery ticket\nPatient: Jane Roe\nItem | Model | Serial\nConcentrator | OC-5LX | S/N OCX4408424", "device_id"),
        ('{"resourceType": "Device", "serialNumber": "EV41696107", "modelNumber": "POC-230", '
         '"patient": {"reference": "Patient/8812"}}', "device_id"),
        ("Insurance: W123456789", "member_id"),
        ("The member's accident policy SA-5700-OK covers the injury.", "member_id"),  # a member's own policy
        # a plate after its state's code, under "plates:", under its Estonian label; Korea's and China's plates by shape
        ("the caregiver's car (plate CT RB-61036) was parked across the drive", "vehicle_id"),
        ("Vehicle for disabled plates: LDH 9626\nCondition: severe COPD", "vehicle_id"),
        ("Lähedane Marika sõidab autoga numbrimärgiga 689UHG; parkimisluba kehtib", "vehicle_id"),
        ("보호자 차량 806나 3185로 내원 예정. 담당: 원장", "vehicle_id"),
        ("下周复诊我开车过去，车牌 沪D·1H348，麻烦帮我预约停车位。", "vehicle_id"),
        # a person's own licence and identity number beside the organisation labels below
        ("Conductor: Sergio Ruiz, driver licence no. 10110000159", "license_number"),
        ("Resident Mary Doe, her licence 4471203", "license_number"),
        ("Hasta: Ayşe Kaya, T.C. Kimlik No: 10000000146", "national_id"),
        # a person's licence beside a company number; a person's RUT beside a legal entity's; a resource that refers
        # to a patient
        ("Patient: Ana Cruz, driver licence D1234567, employer UEN 201601607K", "license_number"),
        ("Patient: Ana Cruz, her licence D1234567 (employer UEN 201601607K)", "license_number"),
        ("Empresa RUT 76.086.428-5, paciente RUT 9.876.543-3", "national_id"),
        ('{"resourceType": "Observation", "id": "obs-77812345", "status": "final", "subject": {"reference": "Patient/8812"}}',
         "member_id"),
        # a key's Id in a record that names a person; identity numbers under their names abroad
        ('{"workerId": "W-118234", "firstName": "Ana", "shift": 3}', "member_id"),
        # an "ID" label at a line's start after a line that ends in a name (no key's word glued to it)
        ("PRESCRIPTION CARD\nMember: JOHN GARRISON\nID: ZTS979549953-01\nRxBIN 019876", "member_id"),
        ("<Refund>\n  <Holder>Nicole Mądro</Holder>\n  <NationalId>930615/4605</NationalId>", "national_id"),
        ("Name: Nikola Petrović\nJMBG: 3101965851242", "national_id"),
        ("Apellido y nombre: Gomez, Mora\nCUIL: 27-35016868-6", "national_id"),
        ("Nombre: Sandra Contreras\nRUN: 7.980.731-1", "national_id"),
        ("Anthony Evangelista, Second Engineer, PhilSys no. 8687 2638 9524", "national_id"),
        ("Seafarer's identity document: D4305050\nHome address: Iloilo", "national_id"),
        ("Name: Armine Nalchadyan\nNational ID of home country: 2046308388", "national_id"),
        ("F.I.Sh.: Aylinova Robiya\nJShShIR: 42801602610459", "national_id"),
        ("F.I.Sh.: Aylinova Robiya\nPasport: AB2403603", "license_number"),
        ("Patient: Ana Cruz, her insulin pump serial TS4-32111, work order 27442", "device_id"),
        # a serial in a text that names a person's device or someone, wherever it does: read as the person's
        ("Pacemaker: Medtronic Azure XT\nSerial: PZX604112H", "device_id"),
        ("SN: K4410927\nPlease confirm this is the unit on your account.", "device_id"),
        ("Serial no. K4410927 (returned by the patient on 3/4)", "device_id"),
        # Nordic account, passport and plate labels ("kontoen", "kontonr", "Passi nro", "reg.nr.")
        ("Fullmakten gjelder kontoen 1506.70.12345 og salg av bilen med reg.nr. EL12345.", "account_number"),
        ("Fullmakten gjelder salg av bilen med reg.nr. EL12345.", "vehicle_id"),
        ("Konto för återbetalning: SEB, clearingnr 5994, kontonr 39 104 22", "account_number"),
        ("Nimi: Aino Virtanen\nPassi nro XM1234567", "license_number"),
        # a form's field that says what the account is for, up to its colon, its value in groups
        ("Kontonummer for tilbakebetaling: 9710 47 12345\nPårørende: Ola", "account_number"),
        # a bank account, an insurance card and a record number under their Japanese, Korean and Chinese labels
        ("利用料引落口座：ゆうちょ銀行 記号12340 番号12345671\n要介護度：要介護4", "account_number"),
        ("본인부담금 자동이체 계좌: KB국민 123456-12-123456\n보증금", "account_number"),
        ("介護保険被保険者番号：12-345678（枝番 03）", "member_id"),
        ("健保卡號：0000-1234-5678\n戶籍地址", "member_id"),
        ("病歷號碼：1234567-0\n出生日期", "mrn"),
        ("성명: 김영수\n등록번호: 12345678\n주소", "mrn"),
        # a file kept on a person, in English, French and Indonesian; a plate after its French and Romanian words
        ("Seafarer: Jon Ruiz, born 07/12/1978, crew file PS123456.", "mrn"),
        ("Date de naissance : 17-02-2001\nN° de dossier : 40912345", "mrn"),
        ("Nama: Budi Santoso\nNo. rekam medis: MR1234567", "mrn"),
        ("Mme Diallo, propriétaire du véhicule immatriculé TH-1234-NM.", "vehicle_id"),
        ("Plaque du véhicule : GE 12345\nIBAN pour le remboursement", "vehicle_id"),
        ("Fiul, tel. 0729 703 686, vine cu autoturismul VS-10-ABC.", "vehicle_id"),
        # plates after their Danish, Estonian, Lithuanian, Spanish and Puerto Rican words, and after a field's note
        ("Erhverv: taxichauffør; bilens reg.nr. HN 24 123. Snorken", "vehicle_id"),
        ("Sõiduki reg. nr 698ABC - juhtimisõigus kehtib", "vehicle_id"),
        ("Automobilio valst. Nr. (neįgaliojo parkavimo kortelei) ABC123\nData", "vehicle_id"),
        ("para el parqueadero, placa del vehículo: YPN12M", "vehicle_id"),
        ("Tablilla del vehículo (estacionamiento): CFV123\nFirma", "vehicle_id"),
        ("Tel.: (868) 702-0000\nVehicle (if adapted): PEU2001\nDiagnosis", "vehicle_id"),
        # an Icelandic person's kennitala after "kt."; accounts by their Danish, Icelandic, Spanish, Peruvian and US names
        ("Nafn: Jón Jónsson, kt. 120174-3389", "national_id"),
        ("Tilskud udbetales til NemKonto: 3001 1234567890", "account_number"),
        ("Endurgreiðsla inn á reikning: 054612345678", "account_number"),
        ("Cuenta para auxilio: Banco de Bogotá cta. corriente 461812345", "account_number"),
        ("Depositar en: CCI 01812345678901234567", "account_number"),
        ("Weekly benefits by direct deposit: RTN 073908935, DDA 890812345678", "account_number"),
        ("Bank (refunds): RBC Royal Bank chequing 889-512345-699", "account_number"),
        # labels whose first word is accented are read by its letters ("Číslo", "útlevél", "móvil"), lower case too
        ("číslo účtu pro náhradu cestovného: 6996503034/0600", "account_number"),
        ("Útlevélszám: CB3899464", "license_number"),
        ("Cestovní pas: 45123987\nDatum narození: neuvedeno", "license_number"),
        # names forms print in Austria, Germany, Poland, Kenya and Nigeria; a German account's "Kto."; a Polish purpose
        ("SV-Nummer: 8090200829", "national_id"),
        ("Steuerliche Identifikationsnummer: 590 273 467 10", "national_id"),
        ("Seria i numer dowodu osobistego: RMN 868927", "national_id"),
        ("Name: Mumbua Omondi\nKRA PIN: A110694492G", "national_id"),
        ("Payer: Usman Adeyemi\nBVN: 222 5560 4186", "national_id"),
        ("Bankverbindung für die Überweisung: Kto. 8453140815, BLZ 210 501 70", "account_number"),
        ("Numer rachunku do przelewu: 45109015931206767539396085", "account_number"),
        # record and member numbers under their names in Kenya, Nigeria, Malaysia, Thailand, Viet Nam, South Africa
        # and Scotland; a prefix of capitals before one group of digits
        ("Screening number: LRS2648025   Date of visit: 12 May", "mrn"),
        ("Tel: 0733 694 563\nOP No.: NHVC-955316", "mrn"),
        ("No. rekod: KMSK/594223", "mrn"),
        ("Hospital No.: HN 942882", "mrn"),
        ("HN: 51-540302", "mrn"),
        ("Mã bệnh nhân: MSH-2026-925233", "mrn"),
        ("Telefon: (0732) 94 57 74\nAufnahmezahl: LPT-211341", "mrn"),
        ("NHIF No.: 49306569", "member_id"),
        ("Mã thẻ BHYT: DN3485259353958", "member_id"),
        ("Medical aid: GEMS 933297475", "member_id"),
        ("Name: Bethany Wilson\nCHI: 180895 0607", "member_id"),
        # plates after a car's short "reg" and a field's note, in Polish, Malay and Thai, glued as Ireland prints them
        ("Car reg (for the hotel car park): 151WD4017", "vehicle_id"),
        ("Samochód prywatny, nr rejestracyjny: DW 30806", "vehicle_id"),
        ("No. pendaftaran kenderaan: WWJ9870", "vehicle_id"),
        ("Vehicle no. (taxi / private hire): SZS 5972 D", "vehicle_id"),
        ("ทะเบียนรถ: ฉณ-4572", "vehicle_id"),
    ],
)
def test_labelled_and_disguised_values_block(answer: str, kind: str) -> None:
    assert kind in kinds(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "25. FEDERAL TAX I.D. NUMBER 67-1112254 EIN\n31. SIGNATURE OF PHYSICIAN Jillian Mosley, NP",
        "Your pharmacist needs RxBIN 610502, RxPCN 9999, RxGroup GRP-2026-284 from the back of your member ID card.",
        "The GMC registration 1234567 belongs to Dr Lee.",
        "Trace ID 3f2504e0-4f89-11d3-9a0c-0305e82c3301 was logged when the member portal timed out.",
        "The patient portal returned an error; request id 9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d.",
        "Correlation ID: 4471203-AB for the member's session.",
        "Mr: the clinic opens at 9.",
        "The registration plate rules changed in 2021.",
        "Fahrzeug: 3 Stück im Fuhrpark; car regulations 2024 apply to the fleet.",
        # a purchase order's number
        "CREDIT MEMO CM-1456072: credit $458.81 applied to PO 4508705880.",
        "Licence plate: see form 12 for the parking permit.",
        # camelCase keys of no one's numbers, and of a provider's
        '{"claimNumber": "2685931665381", "payerId": "SX141", "renderingNpi": "1118292790", "cpt": "92014"}',
        '{"identifier": [{"type": {"text": "KvK-nummer"}, "value": "21416625"}]}',
        "Agent: Please confirm the claim number.\nCaller: 2024031400123",  # asked for a claim's number
        "Vision benefit CMH-PPO-2026: exam 92014 covered 1 per 12 months, $10 copay.",  # a plan's benefit code
        "Policy wording 3.6.5-build2005, section 4.9: medical expenses up to 5.560,12 €.",  # a piece of a version
        # a payment's cheque and EFT trace numbers
        "ok. also the 835 for check 5162-755664 posted, $442 short on 43239",
        "The 835 for check 15994610 posted, USD 305.00 short on G0008.",
        "EFT trace 190-8323532 matched the deposit.",
        "Claim 2621896609846   Status: Finalized - paid\nLines: 73721 3496.74 / 66984 223.91   Check 3017828229",
        # a payment's own number, a payment's cheque after a comma or under a CSV export's "check_no" column (whose rows
        # print amounts with unquoted commas), a regulation's section
        "Payment 0569-512824 dated 01/23/2025: 2,644 claim lines, billed $30,645.",
        "We reprocessed line 7 (92014) and paid $398.23 on 30 November, 2026, check 8879889595.",
        "check_no,payer_id,claims,paid,adjusted,carc\n36707278,HBH27,3,671,$2,522,USD 2,059.00,PR-2\n",
        "check_no,payer_id,claims,paid,adjusted,carc\n5999-841022,HBH27,4,511,$786,$20,515,CO-16\n",
        "Claims must reach us within 2 days (29 CFR 2560.503-1(m)(4)).",
        # Idaho's key and one of its ZIP codes in a provider directory: an address's state, no member's ID label
        "Clark Fork Dental Partners - 615 Sherman Avenue, Coeur d'Alene, ID 83814 - accepting new patients",
        # a remittance advice's number; the "id" of a plan's element (a plan's HIOS ID) or of a claim's
        "Remittance advice 8821-184492 to Copperleaf Internal Medicine (NPI 1627398401): 8,478 claims.",
        '<planBenefits id="39482OR0070014" year="2026">\n  <copay service="PCP">$30</copay>\n</planBenefits>',
        '<claim id="2685931665381" status="paid"/>',
        # an electronic remittance's number; an accrediting body's certificate; a form's "vehicle 1 of 2"
        "ERA 2227-847195 summary for Rillito Wash Family Medicine - 2/20/25",
        "AAAHC certificate HUM-40285: the plan has been awarded accreditation.",
        "The Joint Commission certificate AMB-94283\nThe plan has been awarded accreditation.",
        "VEHICLE 1 OF 2: SEDAN, DAMAGE TO REAR DOOR",
        # a section number spaced is no one's value
        "See Section 4 2 1 3 5 7 of the handbook.",
        # an organisation's tax ID in the EIN's print form
        "Provider TIN: 12-3456789",
        # a FHIR InsurancePlan's own "id" is the plan's; "social" is no label before a history
        '{"resourceType": "InsurancePlan", "id": "70525AR0010012", "status": "active", "name": "Silver 2026"}',
        "Social: lives alone, 2 drinks a week since 2019, 40 pack-years",
        "support: which plan are you on?\nme: 48213 I think",  # a plan asked for
        # a reinsurance treaty's number in a sentence of rates "per member per year"
        "Specific excess-of-loss treaty XL-2025-734: retention $8,749,000 per member per year, limit $42,000.",
        "my van 10-20 tons of gravel ago",  # someone's vehicle before no plate
        "Ins and outs of the 2024 coverage: 12 plans, 3 tiers.",
        # a waste generator's EPA ID and a manifest's number are an organisation's and a document's
        "Generator: Tygart Lake Regional Hospital, Grafton, WV 26354; EPA ID WVD000927461; manifest 304513870FLE",
        # the last column of a pipe-separated header is no label of the next row's first cell; a group's value in groups
        "icd10|cpt|description|policy\nG47.33|95810|PSG|PA required\nE78.5|80061|lipid panel|1 per year",
        "Group: GRP 1234 5678 (employer plan)",
        "Streak the culture plate 2 ABX and read the plate 3 of the kit at 48 h.",
        # the own "id" of a FHIR resource about no patient, of a plan's JSON object, of a formulary's XML element; a
        # survey's number
        '{"resourceType": "HealthcareService", "id": "svc-5909", "providedBy": {"display": "Sheyenne Valley Clinic"}}',
        '{"resourceType": "Bundle", "id": "6562da11-9e16-4ba7-a66b-4add1147b189", "type": "collection", "entry": []}',
        '{"apiVersion": "v4.10", "plan": {"id": "83917ND0030001", "metal": "silver", "group": "G-700588"}}',
        '<FormularyList id="RRV-F-2026" bin="017294" pcn="RRVCOOP">\n  <Drug ndc="59503-680-03" tier="1"/>\n</FormularyList>',
        "Survey 705-8620 findings: standard QI 02 met; CM 04 partially met (score 68.4%).",
        # an accredited organisation's certificate after the accreditation is named; a policy document's number
        "Your office met all 718 standards. Accreditation runs through 2029. Certificate 4790133 is enclosed.",
        "The inspection found 1 deficiency. Accreditation continues through 2029 (certificate 7438953).",
        "Reviewer: Marguerite Oyelaran, MD  Policy BBH-MP-375\nFax questions to the plan.",
        "Policy BBH-MP-236: imaging after 5 weeks of therapy. Next meeting 2026-03-16.",
        # a policy's version, a firewall rule's number, an asset tag
        "Rollback: restore policy 7.11.3. Service desk on call.",
        "rule_id,action,source,port\n27030,deny,any,23\n4986,permit,any,8443",
        "Device | Room | Asset\nBiPAP ST | Room 4 | asset 20293\nEEG headbox | Room 2 | Asset Tag 87268",
        # an inventory's serial numbers, on rows or under a header that give the organisation's asset tags
        "Device | Location | Serial | Asset\nBiPAP ST | Room 4 | S/N VD66P41535 | asset 20293",
        "Q4 inventory\n\nasset_tag,device,serial,firmware\n77988,PSG amplifier,NM59O90126,5.1.8\n20267,Oximeter,G16307M,8.2",
        # a dialysis unit's machines by their numbers in the unit
        "Machine | Model / serial | Method\nMachine 16 | NxStage System One S/N HJ177648 | heat disinfection 85 C, 30 min",
        # a detector installed at a door; an invoice's number after its prefix (it passes the TFN's check); an outbreak's
        # event number; pharmacies' NCPDP IDs
        "Ferromagnetic detector serial NE-9270-2 was installed at the Zone III door on January 27th 2026.",
        # a linac's daily QA record names its machine
        '{"site": "Meramec Valley Cancer Center", "machine": "Vault 2 Gasconade", "serial": "H229120", "device": "MPC"}',
        # a FHIR definition's own id ("...Definition"); a per-patient budget's protocol number
        '{"resourceType": "ObservationDefinition", "id": "hdphl-11475-1", "code": {"coding": [{"code": "11475-1"}]}}',
        "Per-patient budget - MK-3325-086, Niangua Clinical Research Institute",
        # a tender's file, a hotel booking, a year after "Medicaid:", a conference after "UCI"
        "Expediente 2025/118 de la licitación de material sanitario",
        "Booking #4411 for the conference room is confirmed.",
        "Medicaid: 2026 rate update for 12 plans.",
        "UCI 2026 conference, Irvine, 14-16 May.",
        # an organisation's own account; facilities' licences in a table of facilities; an Italian drug's AIC code;
        # an NDC column named with its format; a code's column, then its effective date
        "Sleep lab template export; ordering NPI on the site's account 1712390453",
        "Facility | Licence type | Licence no. | Beds\nTanglewood Family Care Home | ALF (group) | A-736 | 83",
        "Medicinale | AIC | Lotto\nOmeprazolo 20 mg capsule | AIC 809717570 | lotto Q38676",
        "ndc11,product,package,wac_usd\n16365989912,BREO_ELLIPTA,1 EA,8124.84\n16999947643,ENBREL,90 TAB,180.12",
        "Edit | Criterion | Action | NCPDP conflict code | Effective\nMethotrexate oral | Daily dosing | Hard reject | ID | 2024-07-07",
        # a calibration run's meter serial above the instruments it lists by asset tag
        '<CalibrationRun site="Shades Crest" standard="ANSI S3.6-2018" meterSerial="SLM-8502">\n'
        '  <Check booth="Booth B" instrument="GSI AudioStar Pro" asset="AS-249" freqHz="8000" result="pass"/>',
        "Hoosier Travel Nurse Partners\nINVOICE INV-202650139   Date: August 31st 2026   Terms: Net 30",
        "OUTBREAK LINE LIST (unit level, no patient identifiers) - event MC-2026-10\ndate | unit | new cases",
        '{"pharmacies": [{"ncpdpId": "1583317", "npi": "1698573205", "status": "terminated"}]}',
        # a weak shape of a letter and a digit after a context word, and the tail of an OID in SSN's dotted shape
        "CHANGELOG - member-portal 7.21.38\n- bump hl7apy 8.10.12 -> 1.34.15 (27a4587)",
        "permit tcp 2001:db8:832:e8::/64 -> any port 22",
        '{"measure": "COL-E", "valueSets": ["2.16.840.1.113883.3.464.1003.108.12.1020"]}',
        # a video meeting's ID
        "Grand rounds 10:00, 3.0 AMA PRA Category 1 Credits. Zoom ID 5560 44410; attendance code 44410.",
        "Join the webinar: Meeting ID: 812 5560 4441, passcode 449210.",
        # a table whose rows are devices, naming no one; a gait lab's force plate
        'date,device,serial,residual,result\n2025-10-11,"IMU set (APDM Opal x6)",SN-XR21237,1.851,pass\n'
        "2026-09-19,Treadmill (Bertec split-belt),SN-FQ14688,2.778,pass",
        "Device | Check | Result\nForce plate FP-1 (AMTI OR6-7) | zero offset / static load 500 N | PASS",
        # a biobank's storage container by its own ID; a sequencing run's ID as a camelCase key ("runId")
        '<FreezerInventory site="Wharton Forest Biorepository">\n'
        '  <Container id="LN10-R1-S1" type="chest -80" aliquots="1295" fillPct="57"/>\n</FreezerInventory>',
        '{"runId": "255248_LH27835_5373_SWRV380IK3", "instrument": "NovaSeq X Plus", "flowcell": "DWWF498IF9"}',
        # a public water system's ID, in a report's header and as an XML report's system attribute
        "2025 Water Quality Report - District wellfield system (PWS ID RI4329872)\nContaminant | MCL | Highest level",
        '<WaterQualityReport system="RI1844491" operator="Wood-Pawcatuck Regional Health District" year="2026">\n'
        '  <Result analyte="Gross alpha" limit="15 pCi/L" value="2.6" sampled="2025-12-28"/>\n</WaterQualityReport>',
        # an equipment log's serials under a title line, under a model column in the locale's language, and in records
        # that name their model; the equipment's technician is staff, not a person the rows are about
        "Oxygen concentrator maintenance log, July 6, 2026\nDevice | Hours | Purity | Technician\n"
        "OC-5LX S/N OCX4408424 | 13408 h | O2 96.0% | C. Waverly-Ndiaye, RRT",
        "Hapnikukontsentraatorite hoolduslogi, 5. oktoober 2026\nMudel | Seerianumber | Töötunnid\n"
        "POC-230 | sn POC1384128 | 9904 h",
        '{"fleet": "concentrators", "devices": [{"serial": "EV41696107", "model": "POC-230", "hours": 747}]}',
        # an XML inventory of devices that names each one's model; a group policy's number, and a group premium's for it
        '<aedInventory owner="Arkansas River Sports Medicine">\n  <aed site="Wrestling room" model="ZOLL AED Plus" '
        'serial="X98536645" padLot="KM10419" result="fail"/>\n</aedInventory>',
        "The Green Country Youth Sports League group accident policy SA-5700-OK (group OK57ATH) is excess coverage.",
        "RMR*IK*SA-5700-OK-979**38932.84~\n# group premium for policy SA-5700-OK, all member clubs",
        # counts and prices in Korean; a laboratory's plate after a state's code
        "사과 10개 1000원, 배 12개 3600원",
        "Assay plate CT 96-well, lot 4471, thawed at 08:00",
        # a code's column whose header names the payer it is billed to
        "Service | Price | Code billed to insurance\nAsynchronous e-visit | $43 | 99421\nUrgent care video visit | $86 | 99214-95",
        # a company's tax number in Colombia and Turkey; an organisation's licence to operate
        "Los controles posoperatorios de esa fecha se reprogramarán. NIT 900715903-4. Código de habilitación REPS 050010215901.",
        "Paket fiyatlarına 3 gece otel, havalimanı transferi ve tercüman dahildir. Vergi No: 6280159372.",
        "The survey found no follow-up items in the international patient centre. Thailand's ministry licence no. 10110000159.",
        "Hospital licence no. 4471203 (Bangkok), renewed each year",
        # a licence beside the organisation's company number or accreditation; a legal entity's RUT in Chile
        "Medical facilities reviewed by Pasir Panjang Seafarers' Medical Centre (HCI licence 25M0160, UEN 201601607K).",
        "Bayad sa PEME: 6920. DOH licence 13-0160-26; DMW accreditation DMW-060-LB-101625-R.",
        "Atención gratuita para todas las personas, sin necesidad de previsión. RUT 65.161.902-5.",
        "La policlínica expide el CEV en el momento. Policlínica Infantil Barrio Cerro, Salto. RUT 210660660017.",
        # Belgium's enterprise number under its French label; a device's serial in its service report
        "Le programme compte 45 séances remboursées par la mutualité. N° d'entreprise 0646.464.616.",
        "BIOMED SERVICE REPORT - ECT device serial TS4-32111\nWork order 27442, December 2, 2026. Annual preventive "
        "maintenance: output calibration within 2% on the 220 ohm test load. Technician: Farrah Ostrowski-Lee, CBET.",
        # a mine's ID as a JSON key and an XML attribute, in records that name no person
        '{"mineId": "15-19862", "operator": "Black Gap Energy LLC", "period": "Q1 2025", "units": [{"mmu": "004-0"}]}',
        '<dustSamples operator="Black Gap Energy LLC" mineId="15-18740" exported="2026-12-11">',
        # a FHIR resource's own id when the resource refers to no person (a summary MeasureReport)
        '{"resourceType": "MeasureReport", "id": "aeb5775d-2f83-473f-8812-c8856a2f963a", "status": "complete", '
        '"type": "summary", "group": [{"population": [{"code": {"text": "denominator"}, "count": 2061}]}]}',
        # an institution's or a company's code under its Chinese, Japanese or Korean label
        "失智共照中心 服務說明\n醫事機構代碼 0101012345\u3000115年6月15日公告",
        "医療機関コード：1312345678",
        "사업자등록번호: 123-45-67890",
        # a file or a plate word that names no one's number
        "Keep your medical file up to date before 2025-12-31.",
        "La plaque de Petri 12345 a été incubée à 37 °C.",
        "Donor wall wording (2026)\nPlaque MK-8705-K, bronze, 57 x 55 cm.",
        # an Icelandic organisation's kennitala (its day plus 40), a Belgian provider's RIZIV number, and an instrument's
        # serial in its calibration record
        "Tímapantanir kl. 9-15 á mánudögum. Kt. 570707-0740. Uppfært 8. september 2026.",
        "Afspraken via het secretariaat. RIZIV-nummer 7-07070-72-700, ondernemingsnummer 0770.707.072.",
        "AUDIOMETER CALIBRATION RECORD\nInstrument: Interacoustics AD629, serial AD933373   Date: December 31, 2026",
        # a card or a social spoken of with no number after it
        "Your card is in the mail; it takes 10 days to arrive.",
        "Medicaid and social is where most of the funding goes.",
        # a question about something that is no one's number, answered in the next turn
        "Agent: And the claim number?\nMe: 309394090",
        "Q: How many visits did the plan pay for last year?\nA: 12",
        "Agent: And the total on your statement?\nMe: 1200.50",
        # the serials of a text that names no one and no person's device: a machine's own printout, a register of the
        # organisation's units, a QA record of its machines (a patient mentioned in general is no one)
        "*** STATIM 5000 ***\nSN: K4410927  SW 2.31\nCYCLE 0412 UNWRAPPED\nSTERILIZE 134.1 C 3:30\nCYCLE COMPLETE",
        "X-RAY UNIT REGISTER\nRoom | Unit | Serial | Inspection\nOp 3 | Vatech EzRay Air | SN QX552071 | 03/2026 pass",
        "Daily QA\nTime | Linac | Output\n06:40 | Halcyon (SN H88412) | +0.4%\nResults go to physics before the first patient.",
        '<qa site="NORTH">\n  <check linac="Versa HD" serial="155031" test="winstonLutz" result="PASS"/>\n</qa>',
    ],
)
def test_system_identifiers_pass(answer: str) -> None:
    assert kinds(answer) == []
