"""`age_over_89`: an age of 90 or more under its label, after a name, with its unit, in the locales' languages; both ways."""

from __future__ import annotations

import pytest

from checks.text.identifiers import find_identifiers


def ages(text: str) -> list[str]:
    return [text[item.start:item.end] for item in find_identifiers(text) if item.kind == "age_over_89"]


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Potilas: Juhani Oksanen, 90-vuotias\nSyy: I50.32", "90-vuotias"),
        ("Przyjęcie do domu opieki: Tomasz Sośniak (lat 92)\nAdres: Elbląg", "lat 92"),
        ("Transfer note: resident of a care home, 90 yrs, admitted with M81.0.", "90 yrs"),
        ("Patient: JACOBS, HEATHER\nAge/Sex: 94/M\nAdmit Jun 11 2026", "94"),
        ("4a. AGE-Last Birthday (Years): 92\n5. SOCIAL SECURITY NUMBER", "92"),
        ("Paul Delacruz, 95, of Beckyborough, passed away peacefully.", "95"),
        ("Hospice RN visit: pt is a 93yoM with end-stage disease.", "93yoM"),
        ("Die Patientin ist 92 Jahre alt.", "92 Jahre alt"),
        ("Le patient, 95 ans, est hospitalisé.", "95 ans"),
        ("Patient/in: Dario Wilfinger, Alter 99 Jahre", "Alter 99"),
        ("Hospice RN visit: pt is a 98f with end-stage COPD.", "98f"),
        ("Census March 16th 2025: rm 9328 - 95 F CHF exacerbation; rm 9215 - 44 M COPD.", "95 F"),
        ("User: my grandmother is 100 and lives alone, can she get home help?", "100"),
        ("Unit census: room 7019 FH8594021 104y DNR; room 5145 E03352548 81 yo full code", "104y"),
        ("Patient Kenneth Brown, age 95. Valid through July 5th 2026.", "age 95"),
        ("Paciente: Rosalía Mínguez, Edad: 100 años", "Edad: 100"),
        ("Hospice RN death visit 09:15\nPt CRRH03896701, 92y, pronounced 2024.04.25 at 00:54.", "92y"),
        ("HEARING AID ORDER\nPatient Bobby Sanchez (104y)\nModel ReSound", "104y"),
        ("PCR 32543: rollover on Hwy 12. Pt 91 years young driver, GCS 14.", "91 years young"),
        # Turkish, Hungarian, Croatian, Romanian and Slovak labels and units
        ("KANSER KAYIT FORMU\nYaş: 98 yaş\nAdres: Fenerbahçe Mah.", "Yaş: 98"),
        ("A 93 éves beteg dializálása heti háromszor.", "93 éves"),
        ("Pacijentica (91 godina) upućena je na transplantacijsku listu.", "91 godina"),
        ("Donator: Vârsta: 95 de ani", "Vârsta: 95"),
        ("Pacient vo veku 92 rokov, onkologická ambulancia.", "92 rokov"),
        # Latvian and Indonesian
        ("Pacients: Linda Siliņa, 97 gadi\nPersonas kods: 110229-11547", "97 gadi"),
        ("Pasien lansia, 93 tahun, rawat jalan.", "93 tahun"),
        # Estonian's adjective; Japanese, Chinese and Korean counters
        ("Patsient: Pavel Maksimov, 91-aastane\nIsikukood: 33512", "91-aastane"),
        ("利用者：池田 治 様（満91歳）", "満91歳"),
        ("死亡日期：民國114年4月6日（90 歲）", "90 歲"),
        ("환자: 이성훈 (만99세, 생년월일 1926. 12. 12.)", "만99세"),
        # after a person's label and name: ending the line, in brackets, or spelled out between commas
        ("Patient: Daniel Brady, 92\nMedicare number: 1EG4-TE5-MK73", "92"),
        ("Client: Brian Lopez, ninety-three\nVisit August 3", "ninety-three"),
        ("Patient: Patty Hahn (ninety-nine)   Cuff S/N XM2231", "ninety-nine"),
        ("Amanda Fields, ninety-nine, joined by phone with her daughter.", "ninety-nine"),
        ("Pt: Harold Minsky, ninety-four years of age, seen with his son.", "ninety-four years of age"),
        # a spelled age under its label; the other people a note speaks of before "is"
        ("Date of birth: 5/20/1929   Age at death: ninety-five", "ninety-five"),
        ("Clinician's note: traveller is 96; benefits discussed.", "96"),
        ("The donor was 91 at the last session.", "91"),
        # a relative clause about someone ("who" is a person's); an age ending its sentence or clause
        ("Complaint: my uncle, who was 94 when the crown broke, was never called back.", "94"),
        ("Our neighbour Ruth, who is 97, needs a home visit.", "97"),
        ("Can the nurse come to my mum? She is 96.", "96"),
    ],
)
def test_an_age_over_89_blocks(text: str, age: str) -> None:
    assert any(age in found for found in ages(text)), ages(text)


@pytest.mark.parametrize(
    "text",
    [
        "Age-adjusted rate 95 per 100,000 in the county.",
        "The weather station (lat 45) reported snow.",
        "Patients aged 90 and over are grouped in one band.",
        "Temperature 99 F at 10:00; afebrile since.",
        "The clinic has served the town for 95 years.",
        "Age 65+ only; age group 90 is reported apart.",
        "Route 66, 95, and the coast road were closed.",
        "Do not alter 95 doses of the batch without the pharmacist.",
        "Temp 98F at 10:00, afebrile.",  # a temperature, no article before it
        "Vitals: temp - 99 F today, pulse 88.",  # a temperature after a dash
        "She is 95 pounds lighter than last year.",
        "Lot 92y,7 expires in 2027.",
        "Members under sixty-five years of age pay the lower premium.",
        "Yaş grubu 90 ve üzeri tek bantta raporlanır.",
        "The son is 95 kg and the daughter 52 kg.",  # a weight's unit after a person's "is"
        "The surgeon, who was 90 minutes late, apologised.",  # a unit after "who was"
        "The patient was 95.5 kg at discharge.",  # a decimal is a measure
        "The member's 95th percentile wait was 12 days.",  # an ordinal
        "Age group ninety and over is reported as one band.",
        # a number after a name under no person's label, or with more after it on the line; a count in Japanese
        "Room: Daniel Brady, 92\nBeds: 14",
        "Patient: Daniel Brady, 92 Main Street, Hartford",
        "在庫 95個、発注済み",  # an age band's label, no one's age  # "92y" before a comma counts only before a space  # a weight  # English "alter" is no age label
    ],
)
def test_what_is_no_age_over_89_passes(text: str) -> None:
    assert ages(text) == []
