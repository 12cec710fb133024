"""`email`: the "@" written as a word after an e-mail cue; "at" a place passes. Both ways."""

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
    ("answer", "email"),
    [
        ("first=Randy&email=randy_dawson%40outlook.com&reason=new+patient", "randy_dawson%40outlook.com"),
        ("stop mailing paper letters, my email is lauren_donaldson@orange dot fr", "lauren_donaldson@orange dot fr"),
        ("my email is mmelendez@yahoo[.]com", "mmelendez@yahoo[.]com"),
        ("My email is maria at outlook.com", "maria at outlook.com"),
        ("jane.roe@clinic[DOT]org", "jane.roe@clinic[DOT]org"),
        ("Agent: Is there an email we can use?\nCaller: Yes. It's wyatt99 at gmail.com.", "wyatt99 at gmail.com"),
        ("Email me at j.alvarez at clinic-mail.co.uk please.", "j.alvarez at clinic-mail.co.uk"),
        # any country's domain spelled out after an e-mail cue, in English or a locale's language
        ("his email is thomasta at wp dot pl if u need him", "thomasta at wp dot pl"),
        ("Mobil / Puh.: 966 23 574\nE-post: tapani.pkknen at wp dot pl", "tapani.pkknen at wp dot pl"),
        ("> You can reach me at m_bora96 at live dot se", "m_bora96 at live dot se"),
        # "(a)" for the at sign; Icelandic and Latvian e-mail cues; a spelled address in a mail header's angle brackets
        ("Naam: Henk Jansen\nE-mailadres: henk_jansen(a)gmail.com", "henk_jansen(a)gmail.com"),
        ("Netfang: jon.jonsson69 at internet dot is", "jon.jonsson69 at internet dot is"),
        ("E-pasts: baiba_zarina at apollo dot lv", "baiba_zarina at apollo dot lv"),
        ("From: Anne Collins <annecollins24 at q dot com>\nSent 2025-09-01", "annecollins24 at q dot com"),
        # spelled out with no cue, at a public mail provider's domain of any country
        ("Si quieres escribirnos, puedes hacerlo a theduquefamily at outlook dot es; gracias.", "theduquefamily at outlook dot es"),
        ("scrivici pure: nonna.lia at libero dot it", "nonna.lia at libero dot it"),
    ],
)
def test_emails_written_to_dodge_filters_block(answer: str, email: str) -> None:
    assert ("email", email) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Email me at home.then I will reply. We met at noon.com",
        "I work at amazon.com and my email is private.",
        "Email the team at support.example.org about it.",
        "She works at example.com, no email was given.",  # no cue before the form
        "Meet me at gate dot no later than nine.",  # a country's domain spelled out with no e-mail cue
        "Email: ask at the desk dot xq for a map.",  # no country's domain
        "Tickets go on sale at noon dot pl time; the venue is at market dot cz.",  # no cue, no mail provider
    ],
)
def test_at_a_place_is_no_email(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "email"] == []
