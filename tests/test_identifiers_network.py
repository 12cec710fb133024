"""`ip_address`: IPv4 parts past 255 are no address; compressed IPv6 forms in an address's sentence. `url`: a person's
pages, by their host or by the person's name. Both ways."""

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
    ("answer", "address"),
    [
        ("The member's IP address is 127.0.0.1.", "127.0.0.1"),
        ("My laptop's IPv6 address is 2::7", "2::7"),
        ("connect to ::1:2:3 from the ward", "::1:2:3"),
        ("The portal login came from fe80::1ff:fe23:4567:890a yesterday.", "fe80::1ff:fe23:4567:890a"),
        ("The host was 2001:db8::ff00:42:8329 yesterday.", "2001:db8::ff00:42:8329"),
        ("She logged in from 192.168.10.254 at noon.", "192.168.10.254"),
        # a sign-in's address with its port is the person's device, not a server
        ("support: it shows a login from 197.173.2.239:19901, was that you?", "197.173.2.239"),
        # ... and one with the word "port" after it
        ("Your session from 2001:db8:77::15 port 50122 was signed out.", "2001:db8:77::15"),
    ],
)
def test_ip_addresses_block(answer: str, address: str) -> None:
    assert ("ip_address", address) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Join https://www.facebook.com/groups/caregivers for support.",  # a group, no person
        "WARN upstream 10.20.4.17:8080 slow (97 ms); allowlist 10.0.0.0/8, fd00::/8",  # a server, networks
        "The login page moved to 10.20.4.17:8443 behind the proxy.",  # a sign-in's server, no sign-in from it
        # a firewall rule's destinations, named with their ports
        "Change CHG1519033\ndeny tcp 2001:db8:fdc:52::/64 -> 2001:db8:9f4::520 port 2575 (HL7 MLLP)\n"
        "permit tcp 10.40.0.0/16 -> 10.40.12.7 port 5432 (Postgres replica)\n"
        "permit tcp 2001:db8:c26:eb::/64 -> 2001:db8:cd4::ccb port 8443 (HTTPS admin)",
        "Release 7.7.48: the default bind address is 0.0.0.0. Ticket #811821 closed.",
        "Multicast discovery uses 239.255.255.250 on every ward network.",
        "He typed the wrong IP address 1.1.1.256 again.",
        "The ratio was 2::7 in the recipe.",
        "Use std::vector and a::b in C++ code.",
        "The server listens on ::1 only.",  # loopback names no one
        "See section 10.2.3.1 of the manual.",
    ],
)
def test_what_is_no_ip_address_passes(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "ip_address"] == []


def test_a_persons_social_profile_url_blocks() -> None:
    url = "https://www.facebook.com/gerard.brooks.715"
    assert ("url", url) in evidence(f"Gerard Brooks\n{url}")
    handle = "https://www.tiktok.com/@zeynep.engels"  # no digit in the whole answer
    assert ("url", handle) in evidence(f"My sister set up a page for my treatment costs: {handle} - does it count?")
    journal = "https://caringbridge.org/visit/arkadiuszbudner"  # one person's care journal
    assert ("url", journal) in evidence(f"Updates are on {journal} for the family.")


@pytest.mark.parametrize(
    ("answer", "url"),
    [
        # without a scheme, as people type them
        ("Family fundraiser: caringbridge.org/visit/kellyadams7.", "caringbridge.org/visit/kellyadams7"),
        ("The father posts about the survivor at facebook.com/christopher.gray.39", "facebook.com/christopher.gray.39"),
        ("They set up gofundme.com/f/help-lance-huber-fight-cancer last week.", "gofundme.com/f/help-lance-huber-fight-cancer"),
        # the fundraiser's short link, as its share button writes it
        ("My sister set up a fundraiser: https://gofund.me/4c1d9e2a. Thank you all!", "https://gofund.me/4c1d9e2a"),
        # a video channel, a writer's page and a blog of one's own on a blogging service
        ("You mentioned the family updates at https://www.youtube.com/@jasonflores79", "https://www.youtube.com/@jasonflores79"),
        ("Her story: https://medium.com/@amber.garcia/what-happened", "https://medium.com/@amber.garcia/what-happened"),
        ("The defendant writes a blog (https://ashleyswanson.wordpress.com).", "https://ashleyswanson.wordpress.com"),
        # a user's page on Telegram and on VK
        ("Страница заявителя в соцсети: https://t.me/likhachev_yuriy.", "https://t.me/likhachev_yuriy"),
        ("Her page: vk.com/id48213977", "vk.com/id48213977"),
        ("Updates: emilydelacruzstrong.blogspot.com/2025/06/", "emilydelacruzstrong.blogspot.com/2025/06/"),
        # a petition for one person's release, a memorial page, and an obituary page on a funeral home's own site
        ("Petition: https://www.change.org/p/free-dana-hill-medical-release", "https://www.change.org/p/free-dana-hill-medical-release"),
        ("We saw the memorial page https://www.inmemori.com/paul-berger and", "https://www.inmemori.com/paul-berger"),
        ("the obituary you sent (https://www.hillsidefuneralhome.com/obituaries/ruth-adler).",
         "https://www.hillsidefuneralhome.com/obituaries/ruth-adler"),
    ],
)
def test_a_persons_page_blocks_with_or_without_its_scheme(answer: str, url: str) -> None:
    assert [found for found in evidence(answer) if found[0] == "url"] == [("url", url)]


@pytest.mark.parametrize(
    "answer",
    [
        "Help articles: https://wordpress.com/support and www.wordpress.com/pricing.",
        "Watch the webinar at youtube.com/watch?v=Xy12 or https://medium.com/topic/health.",
        # an invite to a Telegram group and a VK community: no one's page
        "Join the clinic's group: https://t.me/joinchat/AAAAAE3x or https://vk.com/club21456789.",
        "Our page is facebook.com/groups/ and the clinic's news is at https://www.gasconade.org/blog.",
        "Write to jo@facebook.com about the event.",
        # a funeral home's list of obituaries by month, and a petition site's home page
        "Recent notices: https://www.hillsidefuneralhome.com/obituaries/2024/05 and https://www.change.org/.",
    ],
)
def test_a_services_own_pages_pass(answer: str) -> None:
    assert [found for found in evidence(answer) if found[0] == "url"] == []


def test_a_url_whose_path_holds_a_members_grouped_number_blocks() -> None:
    url = "https://portal.example.org/member/122-66-10/eob"
    assert ("url", url) in evidence(f"New results were posted. View: {url} Reply STOP to opt out.")
    card = "https://members.example.org/card/ZTS861760706.pdf"  # a member's ID card
    assert ("url", card) in evidence(f"Your claim was processed. Details: {card} Reply STOP to opt out.")
    patient = "https://members.example.org/MyChart/Results?pid=00593070"  # a patient's ID in the query
    assert ("url", patient) in evidence(f"Hi Kelly, your results are ready: {patient} (sign in first).")
    visit = "https://mychart.example.org/visit/14302124/summary?print=1"  # a visit's number is an encounter's
    assert ("url", visit) in evidence(f"Hi Thomas, your results are ready: {visit} (sign in first).")
    consent = "https://trials.example.org/econsent/sign?participant=KHC375234043"  # a trial participant's ID
    assert ("url", consent) in evidence(f'"user": "davkell44", "referrer": "{consent}", "tries": 1')
    obituary = "https://www.tributearchive.com/obituaries/36717843/john-dickerson"  # an obituary names its person
    assert ("url", obituary) in evidence(f"FYI - my page: {obituary} - can billing handle?")
    assert evidence("Grief resources: https://www.tributearchive.com/grief-support and our chaplains.") == []
    statement = "https://my.coteauhealth.org/statements?mid=PCH7B409122582"  # a member's ID in the query, as "mid"
    assert ("url", statement) in evidence(f"On 10/10/2025 Lori was flown to the hospital. Donate: {statement}")
    assert evidence("The guide is at https://portal.example.org/help/2026/eob-guide.") == []
    assert evidence("Maps: https://www.example.org/maps?mid=1Ab2Cd3&ll=44.3") == []  # a map's id, too few digits


@pytest.mark.parametrize(
    ("answer", "url"),
    [
        # the person's name, given as a field's value, in the page's path or its own host name, on any host
        ("Traveller: Ingrid Solberg | DOB 04/11/1971 | Trip notes: https://www.polarsteps.com/ingridsolberg", "https://www.polarsteps.com/ingridsolberg"),
        ("Looking for: Tomas Varga, last seen in March. Please share https://tomasvarga.wixsite.com/findhim", "https://tomasvarga.wixsite.com/findhim"),
        ("Verstorben: Hannelore Kessler\nGedenkseite: https://www.gedenkseiten.de/hannelore-kessler/", "https://www.gedenkseiten.de/hannelore-kessler/"),
        ("Dear Mrs. Ada Whitcombe,\nthe group https://www.facebook.com/groups/prayersforadawhitcombe is not ours.", "https://www.facebook.com/groups/prayersforadawhitcombe"),
        ("Athlete: Okafor Chidi | Profile: https://www.hudl.com/profile/7710/chidi-okafor", "https://www.hudl.com/profile/7710/chidi-okafor"),
        # the mailbox name of the person's address at a public mail service
        ("Email: pwhitlock at yahoo dot com | My page (so you know I'm real): https://linktr.ee/pwhitlock", "https://linktr.ee/pwhitlock"),
        ("Correo: jduartesilva@hotmail.com | Perfil: https://vaki.co/es/vaki/jduartesilva-tratamiento", "https://vaki.co/es/vaki/jduartesilva-tratamiento"),
    ],
)
def test_a_page_named_after_someone_the_text_names_blocks(answer: str, url: str) -> None:
    assert [found for found in evidence(answer) if found[0] == "url"] == [("url", url)]


@pytest.mark.parametrize(
    "answer",
    [
        # an organisation's or a service's name: a longer run of capitalised words, or one that is no field's value
        "Welcome to Lake Phalen Travel Medicine Clinic. Book at https://www.lakephalen.org/travel-medicine today.",
        "Contact the Patient Portal team: https://www.clinic.org/patient-portal",
        # the site's own domain is its own name, not a person's page
        "Practice: Bayview Pediatrics | Web: https://www.bayviewpediatrics.com/contact",
        # a name the page does not hold, and a mailbox at the organisation's own domain or too short to be a name
        "Patient: Ines Barbosa | Instructions: https://www.clinic.org/after-your-visit",
        "Questions? appointments@riverbend.org or https://www.riverbend.org/appointments",
        "Write to jlee@gmail.com; the guide is at https://www.clinic.org/jleeguide-2026",
    ],
)
def test_a_page_not_named_after_a_person_passes(answer: str) -> None:
    assert [found for found in evidence(answer) if found[0] == "url"] == []
