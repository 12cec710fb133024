"""`address`: addresses read by their layout after a cue, whatever the country's street grammar; both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str, **options) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options=options)).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


# (answer, the address the evidence must hold)
MUST_BLOCK = [
    # mailing blocks: a name line, a street line, a town and postcode, lines of any country
    ("Shipping address:\nMarta Kowalczyk\n   5120 Kirkkokatu 7 Apt. 33\n   TAMPERE\n   FI\n   33210", "Kirkkokatu 7"),
    ("Deliver to:\nDr. Ana Pereira\nRua das Laranjeiras 120\n22240-003 Rio de Janeiro", "Rua das Laranjeiras 120"),
    ("Please mail the replacement card to:\n\nRavi Menon\nH.No. 12, Gandhi Road\nKochi-682011\n", "Gandhi Road"),
    ("RETURN SERVICE REQUESTED\n\nJOHN PARKER\nFLAT 2\nELM COURT\nBRISTOL\nBS1 4DJ", "BS1 4DJ"),
    ("Member mailing address on file:\n14 Harbour View\nNelson 7010", "14 Harbour View"),
    # a person's address where the number follows the street name, in prose
    ("Ines Barbosa lives at Avenida das Flores 212, Curitiba.", "Avenida das Flores 212"),
    ("He moved to Kirkkokatu 7 B 14, 00170 Helsinki last spring.", "Kirkkokatu 7 B 14, 00170 Helsinki"),
    ("Patient gave a new home address: ul. Lipowa 8, 20-020 Lublin.", "ul. Lipowa 8, 20-020 Lublin"),
    ("I'm at Storgatan 4, 41138 Göteborg now, could you send the letter there?", "Storgatan 4, 41138 Göteborg"),
    ("Agent: Where should we send it?\nMember: Lindenweg 3, 10115 Berlin, thanks.", "Lindenweg 3, 10115 Berlin"),
    ("Maria is staying at her sister's place, 8 Quarry Lane, until the cast comes off.", "8 Quarry Lane"),
    # a postcode as where someone lives, and a labelled ZIP or postcode alone
    ("She lives in SW1A 2AA with her son.", "SW1A 2AA"),
    ("We live in Bondi Junction NSW 2022 now.", "NSW 2022"),
    ("ZIP: 45402", "45402"),
    ("Member: Ann Lee\nZIP: 45402-1234", "45402-1234"),
    ("Home postcode: D02 X285", "D02 X285"),
    # a form's field, ended by the next field
    ("Legal name     Asha Rao\nHome address   12/4, Nehru Street, Salem-636001\nMobile         none", "Nehru Street"),
    ("Subscriber: Tom Reyes\nHome: 118 Birch Hollow Apt. 4, Fairview, OR 97024", "118 Birch Hollow"),
    # a letter's inside address: the block above the salutation, read by its layout
    ("Lauren Evans\n680 Blackwell Fields Apt. 216\nSueland, TN 64064\n\nDear Ms. Lane,\n\nWe received your appeal.",
     "680 Blackwell Fields"),
    ("Mrs Ada Okafor\nFlat 3\nBirch Mews\nNorthgate\nKT10 3HH\n\nDear Mrs Okafor,\n\nThank you.", "KT10 3HH"),
    ("Tomas Rivera\nPSC 1234, Box 5678\nAPO AE 09012\n\nDear Mr. Rivera,", "PSC 1234"),
    # a home, a question about the address, a postal code said or keyed
    ("EMS took the patient from his home at 22 Larkspur Crossing Unit 4.", "22 Larkspur Crossing Unit 4"),
    ("Agent: What address should the letter go to?\nMember: 19 Quarry Bend, Lakeford, QLD, 4350", "19 Quarry Bend"),
    ("My zip code is 30318-2201, if that helps.", "30318-2201"),
    ('{"member": "A B", "home_postal_code": "K1A0B1"}', "K1A0B1"),
]


@pytest.mark.parametrize(("answer", "address"), MUST_BLOCK)
def test_an_address_blocks(answer: str, address: str) -> None:
    found = evidence(answer)
    assert any(kind == "address" and (address in text or text in address and len(text) >= 5) for kind, text in found), found


MUST_PASS = [
    "She lives in Boston with 2 kids.",
    "He moved to Room 4 on the ward.",
    "The patient moved to Ward 5 on 3/4/2024.",
    "The appeal was mailed to 7500 Security Boulevard, Baltimore, MD 21244 (CMS).",
    "Please mail the form to our Claims Department, 500 Main Street, Springfield, IL 62704.",
    "Send your appeal to Appeals Unit, PO Box 30432, Salt Lake City, UT 84130.",
    "Your new address will appear on the next statement in 2 weeks.",
    "Home visit scheduled for Tuesday at 10 am.",
    "Shipping address: same as billing (see step 2).",
    "Our offices moved to a new building in 2021.",
    "The zip code is not required for the form.",
    # a letterhead above the salutation is the organisation's own address
    "Evergreen Health Plan\nMember Services\n400 Commerce Drive\nDayton, OH 45402\n\nDear Member,\n\nYour plan renews.",
    "Re: your appeal\nClaim 2024-1188\n\nDear Mr. Lee,\n\nWe reviewed it.",
]


@pytest.mark.parametrize("answer", MUST_PASS)
def test_no_address_passes(answer: str) -> None:
    contacts = ["Appeals Unit, PO Box 30432, Salt Lake City, UT 84130"]
    assert [kind for kind, _ in evidence(answer, organisation_contacts=contacts) if kind == "address"] == []
