"""`phone`: an extension glued on is read with the number; figures with an "x" are not phones. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("Pt Anthony Mccullough, NRIC T2158003H, HP 8123 8387. Seen for URTI.", "8123 8387"),  # SG handphone
        ("You can reach me at 937-555-0142x221 after five.", "937-555-0142x221"),
        ("Call (813)555-0199x4 tomorrow.", "(813)555-0199x4"),
        ("You can reach me at 509.435.2684x3514 after five.", "509.435.2684x3514"),
        ("Her cell is 617-555-0143 ext. 12.", "617-555-0143 ext. 12"),
    ],
)
def test_a_phone_with_its_extension_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "The scanner resolution is 2048x1536 pixels.",
        "Give 2 tablets 3x daily for 10 days.",
        "The panel measured 1200x800 mm and was approved in 2024.",
    ],
)
def test_figures_with_an_x_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "phone"] == []


def evidence_with(answer: str, **options) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options=options)).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


# libphonenumber's matcher over the regions of the configured locales: its extension grammar, a trunk
# prefix in brackets, a national number of another locale's plan after a word that makes it a phone.
@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("My mobile is +44(0)161498761", "+44(0)161498761"),
        ("Please stop texting 612 457 913 about the claim.", "612 457 913"),  # a South African mobile (za)
        ("You can reach me at +353(0)700122234 ext 324 after five.", "+353(0)700122234 ext 324"),
        ("We have updated your contact number to (07).8507.4623 as you asked.", "(07).8507.4623"),  # au
        ("Her mobile is 0412 345 678, texts are fine.", "0412 345 678"),  # au, with its trunk 0
        # the phone word in the patient's language, a national number of a default region's plan
        ("Teléfono: 612 34 56 78", "612 34 56 78"),  # es
        ("Tlf 12 34 56 78", "12 34 56 78"),  # dk/no
        ("Cellulare 347 123 4567", "347 123 4567"),  # it
        ("Mobiel 06-12345678", "06-12345678"),  # nl, with its trunk 0
    ],
)
def test_numbers_of_the_configured_locales_block(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


# A national number no configured region holds, after letters of a script written in few countries: it is read in
# those countries' plans (a Korean or Japanese mobile). A country code in brackets is read as one.
@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("환자: 김건우 (94살)\n보호자 연락처: 010-8794-3280\n자택: 경기도 성남시", "010-8794-3280"),
        ("보호자 연락처: 010.8154.8471", "010.8154.8471"),
        ("緊急連絡先（長女）電話 090-1234-5678", "090-1234-5678"),
        ("Hvis du har lyst til en snak, ringer vi gerne til dig på (+45) 43645927 – eller", "(+45) 43645927"),
        # a Georgian mobile (no trunk 0) printed as the plan prints it; Pakistan's and Bangladesh's mobiles
        ("თქვენი მისამართი ჩვენს ჩანაწერში: ქუთაისი, ტელ. 551 43 55 08.", "551 43 55 08"),
        ("نام: ساجد رئیسانی\nموبائل نمبر: 0300-7192131\nرجسٹریشن نمبر: 9739845", "0300-7192131"),
        ("রোগীর নাম: রহিম উদ্দিন\nমোবাইল: 01712-345678", "01712-345678"),
        # bare digits after a phone word of another script; Mongolia's, Cambodia's and Uzbekistan's plans
        ("عنوان العائلة لدينا: 50 شارع مجيدة بوليلة، الهاتف: 97424269.", "97424269"),
        ("Овог нэр: Цэрэнгийн Номин\nУтас: 9177-7953", "9177-7953"),
        ("គោត្តនាម និងនាម៖ កែវ ធីតា\nលេខទូរស័ព្ទ៖ 015512402", "015512402"),
        ("Бемор: Каримов Жамшид\nТелефон: 8 94 8780156", "8 94 8780156"),
        # an Amharic phone word, then Ethiopia's country code without its "+"; a number after a glued preposition
        ("ሙሉ ስም፡ ሰለሞን ገብሬ በቀለ\nስልክ ቁጥር፡ 251-706686381", "251-706686381"),
        ("ለቀጠሮ በ0911 23 45 67 ይደውሉ", "0911 23 45 67"),
    ],
)
def test_a_number_in_the_plan_of_its_texts_script_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Catalogue item 010-8794-3280 in stock.", "Item 090-1234-5678 in stock", "(45)+(31)-278394 is the sum",
        # bare digits after words of another language, no phone word: a company's number, not a North American line
        "Əlaqə: info@gence-penitensiar-seh.az. VÖEN 2406363631.",
        "Matična številka društva: 4063635000. Informacije na spletni strani.",
        "الأسعار سارية اعتبارًا من 25 شوال 1446هـ. س.ت 2055062462",
        "ჯამი: 55 14 35 50 8",  # ... and, after Georgian words, digits cut where Georgia's plan never cuts a number
    ],
)
def test_the_same_digits_in_latin_text_without_a_phone_word_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "phone"] == []


def test_a_phone_word_cues_its_own_number_not_a_company_number_after_it() -> None:
    found = evidence("الأسعار سارية اعتبارًا من ٢٣ نوفمبر ٢٠٢٦. هاتف: 013 361 0462. س.ت 2055062462")
    assert ("phone", "013 361 0462") in found
    assert ("phone", "2055062462") not in found


def test_a_national_number_follows_the_configured_locales() -> None:
    answer = "Please stop texting 612 457 913 about the claim."
    assert ("phone", "612 457 913") in evidence_with(answer, locales=["za"])
    assert [kind for kind, _ in evidence_with(answer, locales=["us"], phone_regions=[])] == []


@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        # a national number of the country the text names, which a configured plan reads as a free line (Britain's 0808)
        ("Ikeja Lagoon Eye Centre, Lagos, Nigeria\nPayer: Usman Adeyemi\nPhone: 0808-413-0740", "0808-413-0740"),
        # a phone's field: its label says what the digits are, whichever plan holds them
        ("Patient: KOH WEI LING\nMobile: 9276-9318", "9276-9318"),  # two groups of four, no range after a phone label
        ("Next of kin: Bisi Okafor\nGSM No.: 2347018091723", "2347018091723"),  # a country code without its "+"
    ],
)
def test_a_number_of_a_country_the_text_names_or_under_a_phone_label_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


def test_a_free_line_of_a_plan_the_text_names_is_an_organisations() -> None:
    assert evidence("Lambeth Eye Unit, London, United Kingdom. Phone: 0808 413 0740 (free).") == []
    assert evidence("Phone: 0808-413-0740") == []  # no country named: Britain's freephone


@pytest.mark.parametrize(
    "answer",
    [
        "The sum is (45)+(31)-278394 in the worked example.",
        "The dump reads 4f 89 12 34 56 78 90 e8 2c 33 01 at offset 0x40.",
        "The request 29e821a4-c748-03e3-1ba1-621582283d15 failed twice.",
        "Object 3f2504e0-4f89-11d3-9a0c-030512345678 was deleted by the job.",
        "The total was 123 456 789 units.",  # no phone word: a national number of another plan is not read
    ],
)
def test_arithmetic_dumps_and_guids_are_no_phones(answer: str) -> None:
    assert evidence(answer) == []


# A toll-free line in most of the configured regions' plans is an organisation's, unless the text gives it as a person's.
@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        ("The member's telephone number is 0800 123 456.", "0800 123 456"),  # free in most plans, given as hers
        ("Call me on my local cell 0802 127 9406.", "0802 127 9406"),  # a Nigerian mobile, free only in NZ's plan
        ("Telefone 912 345 867 ... Com os melhores cumprimentos", "912 345 867"),  # a mobile; premium only in ZA's plan
        ("Call me at 555-201-4433 and/or text me.", "555-201-4433"),  # "and/or" is no unit
        ("Text me on 98765-43210 after six.", "98765-43210"),  # two halves of one length, far apart: India's mobile
        ("Home address   50 Church St.\nPhone   (318) 546-\n5518\nSex  F", "(318) 546-\n5518"),  # a PDF's line break
        ("call me 555-201-4433 16 September 2025 after 5", "555-201-4433"),  # a line, then a date
        # a sentence ends after the line, the next begins with a house number
        ("To reschedule call (715) 555-0126. 212 Bridge Street is the new office.", "(715) 555-0126"),
        ("Call (555) 123-4567 now.", "(555) 123-4567"),  # a fictional line a model writes: its area code is the plan's
    ],
)
def test_a_number_free_in_one_plan_only_or_given_as_a_persons_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)


# Organisations' numbers and what only looks like a phone: a VAT or company number under its label, a free line in most
# plans, a list of claim numbers, a date as Czech writes it, a build number, part of a longer free number.
@pytest.mark.parametrize(
    "answer",
    [
        "Ospedale Civile di Alpo\nP.IVA: 05450209202\nHotline: 800 123 607",  # a VAT number; a numero verde
        "Direct-billing hospital: Ziekenhuis Beveren-Leie (Ondernemingsnr. 0806.718.427), freephone 0800 12 989.",
        "Re: Corrected claims 2691979399932 and 0449-9683-3270, dates of service 2025-10-15",
        "Ref 2691979399 (2691979400) was merged into the claim.",  # a reference and the one it replaced, no note
        "> CL4740161650: 1.275,43 €, 27. 7. 2025.",  # a date as Czech writes it
        "- Client version `12.15.5.359` on build `5032900`",
        "Ihr Termin: 13.04.25\nAbsagen unter 0800 1234567837",
        # a line the text calls free is an organisation's, in whichever plan it is read (020 is London's and Sweden's)
        "Assistance: case MRF817044 is open. From abroad call freephone 020-12 30 25 in Sweden.",
        # a line the text names as a service's: member services, a helpline, an assistance line
        "For help, call Member Services at (312) 555-0100 (TTY 711), 8 a.m. to 8 p.m.",
        "Policy wording v8.19.11, section 4.4: claims within 30 days of return; assistance 020-12 37 90.",
        # an amount after its currency, whatever follows it
        "Cover limit USD 255.00. 24-hour assistance from the plan is included.",
        # a range of a quantity with its unit, in a lab's reference table
        "Vitamin B12       232-1245 pg/mL (adult)\nPlatelets         150-400 x10^3/uL (18-64 y)",
        # a national number that is a service line (free, shared-cost, national service) in half the plans that hold it:
        # Sweden's freephone and Finland's national service number, printed by a hospital under "Telefon"
        "Lidingö sjukhus – Öppettider\nfredag 13:00–18:30, Rum 7073\nTelefon: 020-12 33 93",
        # a year and a serial, as a report's or a recall's reference
        "Larchmont Hospice quarterly report: 43% died at home. Report 2025-047786.",
        "Para desmarcar ligue +55 800 12 3125.",  # after a country code: no SSN
        # a range of codes, two codes of one family: two groups of one length, the second just above the first
        "Provider bulletin Q1 2025: E/M codes 99212-99215 rise 4.8%.",
        "Routine exam (92004/92014): $0 copay, once per 24 months",
        "See items 12-\n15 of the list for the 2024-\n2025 budget.",  # a range broken over lines
        # a procedure code, then a date whose day would make a seven-digit run with it
        "Service        Billed    Allowed\n90471 16 September, 2025  $189.75   $334.25",
        # no North American local number begins with 0 or 1; a leaflet's number is a document's
        "Ask the pharmacist about 185-2026 on the list.",
        "Leaflet 831-2026; pharmacist Destiny Young, PharmD, at the counter.",
        # grouped where the North American plan never groups a line: a procedure code and a count
        "Coding audit: upcoded 99214->99213 31; missing modifier 25 with 99203 4.",
        # a spectacle frame's eye, bridge and temple: seven digits cut where no local number is
        "Optical shop frame catalogue\nKids ProSport 51-17-140 col 111 $273\nLafont Issy 51-16-135 col 107 $375",
        "Model  eye-bridge-temple  colour  retail\nRidgeline 452  48-20-148  crystal  $246",  # two kinds of separator
        # ... after a model number that no North American area code begins with (0 or 1): judged by the plan's 3-3-4
        "Model  eye-bridge-temple  colour  retail\nCanaan 129  46-17-147  crystal  $121",
        # a block of hours on a 24-hour clock, in an operating room's schedule
        "Room | Mon | Tue\nOR 10 | UROLOGY 0700-1900 | OPHTH 1200-1700\nOR 11 | ENT 0730-1130 | GYN 2300-0700",
        # National Drug Codes as the FDA hyphenates them (5-4-2, 5-4-1, 4-4-2), in a pharmacy's reorder list
        "Reorder: 00093-7146-56 amoxicillin 500 mg, 50090-4570-0 ondansetron, 0781-1506-10 cephalexin",
        # a time's minutes, then a date: no run of one number
        "Blood bank inventory 07:45 2026-04-07\nPLT apheresis   A NEG   on shelf  25",
        # a purchase order's number
        "INVOICE INV-2026-922947   PO 4504819524\nCREDIT MEMO applied to PO 4508705880.",
        # an HL7 coded element's code before its text and coding system (an NDC, a LOINC code)
        "IIM|03439074681^ONC-VIAL^NDC|SVC^Infusion pharmacy|EI89231|2025-03-14|4|57|105.00",
        # a count under a key after an everyday word that can label a phone ("line") in a team's name
        '{"team": "Old Line Striders", "members": 11, "steps": 2305142, "activeMinutes": 8231}',
        "Served at the Elm Street site, visits 2305142 this year",
        # an employer identification number the text gives as the organisation's
        "Directory as of February 24, 2025; tax ID of the agency 06-5411873.",
        # the plan's country code, then an area code the plan never assigns (0 or 1): a Thai facility's licence number
        "ประกาศ โรงพยาบาลสุขุมวิทโลตัสอินเตอร์เนชั่นแนล\nใบอนุญาตประกอบกิจการสถานพยาบาลเลขที่ 10110000159",
        # a range of a physical quantity; opening hours with the minutes after a dot; a permit's number as a path
        "Hearing, unaided | average 30 dB better ear at 500-2000 Hz | ILO/IMO Guidelines, App. C",
        "Reach 1200-2500 mm at the anchorage, by the crane's chart",
        "Pelayanan pemeriksaan kesehatan pelaut dibuka pukul 07.00-15.00 WIB, Senin sampai Sabtu.",
        "Pemeriksaan fasilitas medis kapal dibantu oleh Klinik Kesehatan Pelaut (izin 503/0160/DPMPTSP/2025).",
        "Shuttle runs on the hour, trips this quarter 2305142.",
    ],
)
def test_organisations_numbers_and_look_alikes_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "phone"] == []


@pytest.mark.parametrize(
    ("answer", "phone"),
    [
        # the plan's own groups, whole or in part, with or without the country code
        ("My cell is 937 555 0142, after six.", "937 555 0142"),
        ("text me: 937-5550142", "937-5550142"),
        ("My number is 555 0142, or call 51-17-140 at the shop.", "555 0142"),  # a local number cut at its exchange
        ("Please call 51-17-140 at the shop.", "51-17-140"),  # any cut, after a phone word
        ("call 937 55-50 142 now", "937 55-50 142"),
        ("reach me at 1 937 555 0142", "1 937 555 0142"),
        # a drug code's shape after a phone word is a phone (a German number with its trunk 0)
        ("Tel.: 06221-5432-10", "06221-5432-10"),
        # two-digit groups beside a word of two hex letters ("de"), no byte
        ("Téléphone : 06 12 30 84 27\nMerci de verser le remboursement.", "06 12 30 84 27"),
        # a line in a phone's own layout after a label of another kind is read as the phone it is
        ("Kristen\nProvider Relations, Acme Health Plan | (218) 555-0199", "(218) 555-0199"),
        # an area code no plan assigns, in the plan's own groups (a placeholder a model writes for a line)
        ("Call her at (123) 456-7890 after six.", "(123) 456-7890"),
        ("my cell 1 011 000 0159, if the other one is off", "1 011 000 0159"),  # ... and with the country code
        # an area code and its line after a slash; a line before a weekday range; a block of hours after a phone word
        ("Her phone: 503/555-0160", "503/555-0160"),
        ("reach her at 555-0142 m-f", "555-0142"),
        ("call me at 0700-1900", "0700-1900"),
        ("Teléfono de José: 2055062462", "2055062462"),  # bare digits after another language's phone word
        ("F.I.Sh.: Aylinova Robiya\nTelefon: 998 88 258 63 37", "998 88 258 63 37"),  # a country code without its "+"
        ("Phone: 129  46-17-147", "129  46-17-147"),  # any cut, after a phone word
        ("Please call 0700-1900 about his results.", "0700-1900"),  # a time range's shape after a phone word
        ("As a rule 937-555-0142 is her cell.", "937-555-0142"),  # "rule" without its number word labels nothing
        # an HL7 telephone field holds its use and equipment after the number, no coding system
        ("PID|1||E123^^^MRN||DOE^JANE||19500101|F|||||9375550142^PRN^PH", "9375550142^PRN^PH"),
        # an everyday word that labels a phone, right before the bare digits
        ("Her direct line 2305142 is on the card.", "2305142"),
        ("You can reach her on 2305142 after nine.", "2305142"),
        ("Mobile (after six, weekdays only): 2305142", "2305142"),
        # Maltese phone labels before a number of Malta's plan
        ("Isem: Carmen Farrugia\nTelefown: 7771 6870", "7771 6870"),
        ("Mowbajl: 7920 5761", "7920 5761"),
        # a note in brackets after the number, its digits a date and a time: the note is no group of the number's
        ("SMS to (839) 754-8855 (2026-02-13 11:15)\nHi Dean, your photos are clear.", "(839) 754-8855"),
        ("SMS to 803/694-0250 (2026-09-06 08:30)", "803/694-0250"),
        ("Call 839-754-8855 (2026) about the results.", "839-754-8855"),
    ],
)
def test_a_phone_beside_the_look_alike_rules_blocks(answer: str, phone: str) -> None:
    assert ("phone", phone) in evidence(answer)
    assert [kind for kind, _ in evidence(answer) if kind == "member_id"] == []
