"""`national_id`: the UK National Insurance number spaced in pairs or in one piece, other countries' numbers under their
name, in their printed forms (python-stdnum) or by Presidio's European recognizers; part numbers and wrong checks pass."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options={"locales": []})).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("The number is QQ 12 34 56 C.", "QQ 12 34 56 C"),
        ("His NI number: AB123456C on file.", "AB123456C"),
        ("National Insurance JT 123456 A was quoted on the form.", "JT 123456 A"),
    ],
)
def test_national_insurance_numbers_block(answer: str, number: str) -> None:
    assert ("national_id", number) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Order part AB 123456 D today.",
        "The prefix GB 12 34 56 A is never issued.",
        "Gate DF 12 34 56 A is at the far end.",  # D is never a prefix letter
        "The code QQ 12 34 56 E is not a suffix HMRC uses.",
    ],
)
def test_what_is_no_national_insurance_number_passes(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "national_id"] == []


# A national or personal number under its name, in English or in its country's language (the label table).
@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("BSN: 123456782", "123456782"),
        ("CPF 123.456.789-09 do paciente", "123.456.789-09"),
        ("Rodné číslo: 736028/5049", "736028/5049"),
        ("Fødselsnummer 01010112345, pasient", "01010112345"),
        ("Her national ID number is X4471203.", "X4471203"),
        ("N° sécu: 185057800608436", "185057800608436"),
        ("Resident registration 900101-1234567", "900101-1234567"),
        # Portugal's taxpayer number under its name, after the abbreviation "n.º"
        ("Os meus dados: contribuinte n.º 275661237, nasci a 11/10/1985.", "275661237"),
        ("NIF n° 275661237", "275661237"),
        # Turkey's T.C. Kimlik No, Croatia's OIB and Hungary's TAJ under their names
        ("Adı soyadı: Hüda Aslan\nT.C. Kimlik No: 297 393 653 96", "297 393 653 96"),
        ("Ime i prezime: Pero Gegić | OIB: 69435151530", "69435151530"),
        ("Név: Kovács Lajos | TAJ: 628-394-112", "628-394-112"),
        # Latvia's personal code, Indonesia's NIK and Iceland's kennitala under their names
        ("Pacients: Linda Siliņa\nPersonas kods: 110229-11547", "110229-11547"),
        ("Nama pasien: Banawa Iswahyudi\nNIK: 1271021212850038", "1271021212850038"),
        ("Sjúklingur: Jón Jónsson, kennitala 120174-3389", "120174-3389"),
        # Malta's identity card and Luxembourg's national number under their names
        ("Isem: Joseph Mifsud\nKarta tal-Identità: 6575278A", "6575278A"),
        ("Isem: Anthony Mifsud\nKarta tal-Identità: 4327631 M", "4327631"),
        ("Personne retrouvée : Jane Pauly\nMatricule : 1953 07 16 580 13", "1953 07 16 580 13"),
        # Malaysia's MyKad, Viet Nam's citizen ID and Singapore's NRIC under their names
        ("Nama: Lim Wei Chan\nNo. MyKad: 951227087468", "951227087468"),
        ("Kad Pengenalan: 951227-08-7468", "951227-08-7468"),
        ("Họ tên: John Nguyễn\nCCCD: 048200640205", "048200640205"),
        ("Số CMND 123456789 cấp ngày 3/4/2015", "123456789"),
        ("Name: Priya Pillai\nNRIC No. S8694658J", "S8694658J"),
    ],
)
def test_a_national_number_under_its_name_blocks(answer: str, number: str) -> None:
    assert any(kind == "national_id" and number in text for kind, text in evidence(answer)), evidence(answer)


def european_evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))  # the default locales
    return [(item.detail["kind"], item.text) for item in result.evidence]


# Presidio's recognizers of the European locales in the default list: a check character or letter counts anywhere,
# bare digits with a checksum (PESEL, personnummer, Steuer-ID) only with their context word.
@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("Paciente Ana Ruiz, 12345678Z, derivada por dolor.", "12345678Z"),
        ("Rimborso a RSSMRA85T10A562S entro marzo.", "RSSMRA85T10A562S"),
        ("Potilas 131052-308T, kontrolli viikon päästä.", "131052-308T"),
        ("PESEL 44051401359 pacjenta.", "44051401359"),
        ("Personalausweisnummer: L01X00T44", "L01X00T44"),  # an ICAO check digit, with its context word
        ("Her TFN is 123 456 782.", "123 456 782"),  # an Australian tax file number, with its context word
    ],
)
def test_european_national_numbers_block(answer: str, number: str) -> None:
    assert any(kind == "national_id" and number in text for kind, text in european_evidence(answer))


@pytest.mark.parametrize(
    "answer",
    [
        "Tax ID 12-3456789 is the clinic's.",
        "Invoice 44051401359 was paid on 3/4/2025 by the plan.",  # a PESEL's checksum, no PESEL word
        "The order reference is 86095742719.",  # a Steuer-ID's checksum, an order's label
        "Hei,\n\nFakturanr. R60252493, Dato: 17.8.2026",  # an ID card's check digit, an invoice's number
        # an Australian business number: its last nine digits pass a TFN's check, the number is the whole run
        "Ashore in Fremantle, guests may see Victoria Quay Maritime Medical. ABN of the practice: 51 824 016 753.",
        # nine bare digits pass a TFN's check one time in eleven: a Nepali clinic's PAN
        "Open Sunday to Friday. Contact medical@baneshwormedical.org.np. PAN 604620962. Dr. Ramesh Prasad Adhikari",
    ],
)
def test_numbers_with_a_national_checksum_but_no_name_pass(answer: str) -> None:
    assert [kind for kind, _ in european_evidence(answer) if kind == "national_id"] == []


def test_a_german_health_insurance_number_counts_with_its_context_word_only() -> None:
    # A letter and nine digits with a mod-10 check digit: one file number in ten passes it.
    assert ("member_id", "A000500015") in european_evidence("Krankenkasse AOK, KVNR A000500015")
    assert european_evidence("834 control totals, file B202553075, group CVH-GRP-14016 (Eau Claire Transit)") == []


# Other countries' personal numbers without a label: their printed form and check digits (python-stdnum).
@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("Paciente 123.456.789-09 internado.", "123.456.789-09"),  # CPF
        ("Assuré 1 85 05 78 006 084 91, hospitalisé.", "1 85 05 78 006 084 91"),  # NIR
        ("Assuré 185057800608491, hospitalisé.", "185057800608491"),
        ("Pacient 736028/5042 propuštěn.", "736028/5042"),  # rodné číslo
        ("The patient's number 1234567T is on the letter.", "1234567T"),  # PPS
        ("AHV 756.9217.0769.85 der Patientin.", "756.9217.0769.85"),
        ("He gave 310105195304246492 as his number.", "310105195304246492"),  # China's resident identity number
        ("Paciente: Juan Soto, RUT 12.345.678-5", "12.345.678-5"),  # a person's RUT (a legal entity's below)
        # under their labels in Korean, Japanese and Chinese, a hint in brackets between label and value
        ("성명: 서영미\n주민등록번호: 5210141785730\n생년월일: 1952. 10. 14.", "5210141785730"),
        ("신청인(자녀) 여권번호: M584R8360\n환불 계좌", "M584R8360"),
        ("個人番号（医療費控除の証明書発行用）：544731389438\nお支払いカード", "544731389438"),
        ("届出人 本人確認書類（旅券番号）：AZ 1674713\n機器は着払い", "AZ 1674713"),
        ("实名认证证件（护照）：E24942627\n设备：血氧仪", "E24942627"),
        ("姓名：簡惠玲\n身分證字號：T271160765\n出生日期：1971/09/2", "T271160765"),
        # Pakistan's CNIC, Malaysia's MyKad number, a person's CUIL and RUN in their printed forms
        ("نام: ساجد رئیسانی\nشناختی کارڈ: 66035-9212197-5", "66035-9212197-5"),
        ("Nama: Siti Aminah, 850612-14-5531, Klang", "850612-14-5531"),
        ("Apellido y nombre: Gomez, Mora\nCUIL 27-35016868-6", "27-35016868-6"),
        ("Nombre: Sandra Contreras, 7.980.731-1", "7.980.731-1"),
        # under their labels in Cyrillic, Georgian, Arabic, Hebrew and Persian
        ("Повідомляємо, що Галина Романенко, паспорт 188982223, прибула", "188982223"),
        ("Паспорт: MT704791", "MT704791"),
        ("РНОКПП: 3012345678", "3012345678"),
        ("Име и презиме: Бранко Илић\nЈМБГ: 2509970724467", "2509970724467"),
        ("ვალერიან წიქარიშვილი (პირადი ნომერი 60949717383)", "60949717383"),
        ("اسم المتوفى: كريم الشافعي\nالرقم القومي: 2 710619 02 9865 9", "2 710619 02 9865 9"),
        ("שם פרטי ומשפחה: איתמר חדד\nמספר זהות: 279123277", "279123277"),
        ("نام: مریم احمدی، کد ملی: ۰۰۱۲۳۴۵۶۷۸", "۰۰۱۲۳۴۵۶۷۸"),
        ("نعلمكم أن المرحوم أنيس المجري، صاحب بطاقة التعريف الوطنية عدد 19146040، توفي", "19146040"),
        ("គោត្តនាម និងនាម៖ កែវ ធីតា\nលេខអត្តសញ្ញាណប័ណ្ណ៖ ០២២៨៤០១២៥", "០២២៨៤០១២៥"),
        ("Овог нэр: Төмөрийн Сүхбат\nРегистрийн дугаар: ЗТ28080676", "ЗТ28080676"),
        ("Бемор: Каримов Жамшид, ЖШШИР 31807612686646, туғилган сана", "31807612686646"),
        ("ሙሉ ስም፡ ሰለሞን ገብሬ በቀለ\nየፋይዳ ቁጥር (FAN)፡ 4823944992063950", "4823944992063950"),
    ],
)
def test_a_personal_number_in_its_printed_form_blocks(answer: str, number: str) -> None:
    assert ("national_id", number) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Order 123.456.789-10 shipped.",  # a CPF's form, its check digits wrong
        "Invoice 185057800608437 and reference 736028/5048 were paid.",  # a NIR's and an RČ's form, checks wrong
        "The version is 12.34.56-789.01 now.",
        "Claim 736028/5042 was paid.",  # a valid RČ after a claim's label
        "Order 310105195304246493 shipped.",  # China's form, its check character wrong
        "注文番号：544731389438 発送済み",  # an order number under its own label in Japanese
        "CUIT 30-71234567-1 de la cooperativa",  # a company's CUIT (30: a legal entity)
        "Empresa 76.086.428-5 (proveedor)",  # a legal entity's RUT
        "Our passport office: паспортний стіл, room 4",  # the label's word, no number after it
        "Мэдээг нэгтгэсэн: Эмнэлгийн дарга. Регистрийн дугаар 6506565.",  # an organisation's register number (7 digits)
    ],
)
def test_the_printed_forms_with_wrong_check_digits_or_an_impersonal_label_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "national_id"] == []


# Identity numbers under the names their countries print them under: the cédula and C.I. of Latin America, Guatemala's
# DPI/CUI, El Salvador's DUI, Nigeria's and Uganda's NIN, Zambia's NRC, Tanzania's NIDA, Rwanda's indangamuntu, the Ghana
# Card, West Africa's CNI and CIN, Hong Kong's HKID, the Emirates ID, Canada's social insurance number.
@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("Paciente: Rosa Elena Quispe   Cédula: 1 0234 0567", "1 0234 0567"),
        ("Tutor legal: Marcos Peña, cédula del tutor 001-1234567-8, presente.", "001-1234567-8"),
        ("Cédula de ciudadanía 1020304050 de Bogotá", "1020304050"),
        ("Madre: Carla Rojas Vaca, C.I. 4829175-LP", "4829175-LP"),
        ("Nombre: Pedro Alvarado   C.I. 2.345.678-9", "2.345.678-9"),
        ("Solicitante: Ana Pérez   DPI: 2547 81236 0101", "2547 81236 0101"),
        ("Nombre: José Martínez   DUI: 04567891-2", "04567891-2"),
        ("Client: Amina Yusuf   NIN: 12345678901", "12345678901"),
        ("Beneficiary: Grace Banda   NRC No.: 123456/10/1", "123456/10/1"),
        ("Jina: Neema Mushi\nNamba ya NIDA: 19850412-12345-00001-23", "19850412-12345-00001-23"),
        ("Amazina: Uwase Aline\nIndangamuntu: 1199080012345678", "1199080012345678"),
        ("Name: Kwame Mensah\nGhana Card: GHA-712345678-3", "GHA-712345678-3"),
        ("Nom : Awa Diop   CNI : 1 234 1987 01234", "1 234 1987 01234"),
        ("Nom : Youssef Alaoui   CIN : AB123456", "AB123456"),
        ("Resident: Chan Tai Man, HKID A123456(7)", "A123456"),
        ("Employee: Ahmed Ali, Emirates ID 784-1985-1234567-1", "784-1985-1234567-1"),
        ("Name: Jean Tremblay\nSocial Insurance Number: 046 454 286", "046 454 286"),
        ("Carteira de identidade: 12.345.678-9 (SSP/SP)", "12.345.678-9"),
        # Greek identity cards, AMKA and passports under their Greek labels; a note on the field in brackets
        ("Ονοματεπώνυμο: Νίκος Παππάς\nΑριθμός Δελτίου Ταυτότητας: ΑΚ 123456", "ΑΚ 123456"),
        ("Όνομα: Μαρία Γεωργίου\nΑρ. Δελτίου Ταυτότητας: 00412345", "00412345"),
        ("Ασθενής: Ελένη Νικολάου, ΑΜΚΑ: 12035712345", "12035712345"),
        ("Navn: Kari Nordmann\nFødselsnummer (11 siffer): 010190 12345", "010190"),
        # an abbreviated label with a note on the field before its value
        ("Employee's SIN (needed for the payroll plan): 046454286", "046454286"),
        ("SIN (required): 046 454 286", "046 454 286"),
        # Indonesia's KTP, whose first digits are no organisation's kennitala day (that rule reads "kt." only)
        ("Nama: Budi Santoso, KTP: 5712345678", "5712345678"),
        # Thailand's citizen number under its Thai label, in its printed groups
        ("ชื่อ-นามสกุล: นางสาวสมหญิง แสงทอง\nเลขประจำตัวประชาชน: 1 1985 21360 15 8", "1 1985 21360 15 8"),
    ],
)
def test_an_identity_number_under_its_countrys_name_for_it_blocks(answer: str, number: str) -> None:
    assert any(kind == "national_id" and number in text for kind, text in evidence(answer)), evidence(answer)


# A short abbreviation of those names is one only before an identity number's value (six digits or more).
@pytest.mark.parametrize(
    "answer",
    [
        "The NIC 2 port of the monitor was replaced on 4 March.",
        "Scanned at DPI 300 for the archive.",
        "The NIDA grant 2024 funds 14 sites.",
        "SIN 45 days of travel, the clinic reopens in May.",
    ],
)
def test_an_identity_abbreviation_before_no_identity_number_passes(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "national_id"] == []


def test_an_italian_codice_fiscale_printed_in_its_groups_blocks_when_its_check_character_holds() -> None:
    assert ("national_id", "RSS MRA 85T10 A562S") in evidence("Il sottoscritto Mario Rossi, C.F. RSS MRA 85T10 A562S, chiede")
    assert [kind for kind, _ in evidence("Lotto RSS MRA 85T10 A562T in consegna") if kind == "national_id"] == []
