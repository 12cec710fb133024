"""`ip_address` and `url`: HIPAA's "IP addresses" and "web URLs".

An IPv4 address with a three-digit part, or one in a sentence about a login, a portal, a device or
an address ("Section 10.2.3.1" stays out), never one with a part past 255 ("wrong IP address
1.1.1.256"); IPv6 addresses, validated by the standard library's `ipaddress`: all eight groups, or
"::" with three groups or more, or a shorter compressed form ("2::7", "::1:2:3") in a sentence about
an address, a device or a connection (loopback "::1" and "::" name no one); a URL whose path or
query carries a patient's or member's identifier (".../patients/4471203/...",
"?member_id=XYZ123456789"), a person's profile, fundraiser, petition, obituary or memorial page, and any URL whose
page is named after someone the text names (`_named_after_someone`); other URLs pass.
"""

from __future__ import annotations

import ipaddress
import re

from checks.text.identifiers.emails import MAIL_PROVIDERS
from checks.text.identifiers.labels import word_key
from checks.text.identifiers.reading import PERSONAL_TITLES, Detector, Found, Reading, sentence_bounds

# HIPAA's "web URLs" and "IP addresses": an IPv4 address with a three-digit part, or one in a
# sentence about a login, a portal or an address (section numbers "4.2.1.3" stay out); an IPv6
# address; a URL whose path or query holds a patient's or member's identifier.
_IPV4 = re.compile(r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?!\d|[\d.]\d|\.\d)")
_IP_CONTEXT = re.compile(r"\b(?:ip|ips|ipv4|login|logged|log-?in|portal|accessed|address|host|device|session|from)\b", re.IGNORECASE)
_IPV6 = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){2,7}(?::|[0-9A-Fa-f]{1,4})(?:[0-9A-Fa-f:]*[0-9A-Fa-f])?(?![\w:])")
# A compressed IPv6 address of fewer groups ("2::7", "::1:2:3", "fe80::1"): read in an address's sentence.
_IPV6_SHORT = re.compile(r"(?<![\w:.])(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})?::(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){0,6})?(?![\w:])")
_IPV6_CONTEXT_REACH = 80
_IPV6_CONTEXT = re.compile(
    r"\b(?:ip|ipv6|ips|address|addr|host|device|laptop|computer|phone|router|server|connect(?:ed|ing|ion)?|"
    r"ping(?:ed)?|ssh|login|logged|log-?in|from|network|wifi|wi-fi|vpn)\b",
    re.IGNORECASE,
)
# A URL ends before the sentence's punctuation ("... https://t.me/likhachev_yuriy. The scars ...").
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"')\]]*[^\s<>\"')\].,;:!?]", re.IGNORECASE)
# A person's profile on a social network, a video channel or a blog of their own: the URL names the person.
_PROFILE_URL = re.compile(
    r"(?:facebook\.com/(?!groups/|pages/|events/)|instagram\.com/|(?:twitter|x)\.com/(?!search|hashtag|intent/)|tiktok\.com/@|"
    r"linkedin\.com/in/|threads\.net/@|mastodon\.\w+/@|youtube\.com/(?:@|c/|user/|channel/)|medium\.com/@|"
    # Telegram's and VK's pages of a user ("t.me/likhachev_yuriy", "vk.com/id48213"), not an invite or a group
    r"t\.me/(?!joinchat/|\+|s/)|vk\.com/(?!club|public|event|wall)|"
    # a fundraiser or a care journal for one person's treatment names that person
    r"gofundme\.com/f/|gofund\.me/|caringbridge\.org/(?:visit|site)/|givesendgo\.com/|justgiving\.com/(?:page|crowdfunding)/|"
    # a meal train, an obituary or a memorial page for one person names that person
    r"mealtrain\.com/trains/|legacy\.com/(?:\w+/)?obituaries/|tributearchive\.com/obituaries/|everloved\.com/life-of/|"
    r"forevermissed\.com/|echovita\.com/\w+/obituaries/|inmemori\.com/|"
    # a petition for one person's release or treatment
    r"change\.org/p/)[\w.\-/]{2,}(?<![.-])"
    # a blog's own host on a blogging service ("ashleyswanson.wordpress.com"), not the service's site
    r"|(?<![\w.-])(?:www\.)?(?!www\.)[\w-]+\.(?:wordpress|blogspot|substack|tumblr)\.com\b(?:/[\w.\-/]*(?<![.-]))?",
    re.IGNORECASE,
)
# The same pages written without a scheme ("caringbridge.org/visit/kellyadams7", "facebook.com/robert.nelson.34"),
# looked for only when one of their hosts is in the text.
_BARE_PROFILE_URL = re.compile(r"(?<![\w@./:-])(?:(?:www|m)\.)?(?:" + _PROFILE_URL.pattern + ")", re.IGNORECASE)
_PROFILE_HOSTS = ("facebook.", "instagram.", "twitter.", "x.com/", "tiktok.", "linkedin.", "threads.net", "mastodon.",
                  "youtube.", "medium.com", "wordpress.", "blogspot.", "substack.", "tumblr.", "gofundme.", "gofund.me", "caringbridge.",
                  "givesendgo.", "justgiving.", "mealtrain.", "legacy.com", "tributearchive.", "everloved.", "forevermissed.",
                  "echovita.", "inmemori.", "change.org", "t.me/", "vk.com/")
_PERSONAL_URL_PART = re.compile(
    r"(?:[/?&;](?:patients?|members?|subscribers?|beneficiar(?:y|ies)|persons?|people|users?|mrn|records?|charts?|"
    r"visits?|encounters?|admissions?|pid|(?:id-?)?cards?|"
    r"accounts?|acct|ssn|dob|mbi|member_?id|patient_?id|subscriber_?id|memberid|patientid|mid|participants?|id)[/=:]{1,3}[\w.-]{0,40}?"
    r"\d(?:[.-]?\d){3,})",  # four digits or more, grouped or not ("/member/122-66-10/eob")
    re.IGNORECASE,
)


# One person's obituary or memorial page on any host, a funeral home's among them: the page's name is the person's
# ("https://www.maggardfuneralhome.com/obituaries/mark-wolfe"), not a list of them ("/obituaries/2024/05").
_OBITUARY_PAGE = re.compile(r"/(?:obituaries|obituary|memorials?|in-memoriam|tributes?)/[a-z][\w-]*[a-z]", re.IGNORECASE)


def find_network(reading: Reading) -> list[Found]:
    """IP addresses and URLs that carry a person's identifier (see `_IPV4`)."""
    text, runs = reading.text, reading.runs
    out = []
    for start in runs.dotted:
        match = _IPV4.match(text, start)
        if match is None:
            continue
        parts = match.group(0).split(".")
        left, right = sentence_bounds(text, start, match.end())
        if names_no_device(text, *match.span()):
            continue
        if any(len(part) == 3 for part in parts) or _IP_CONTEXT.search(text, left, right):
            out.append(Found("ip_address", *match.span()))
    if text.count(":") >= 3:
        for match in _IPV6.finditer(text):
            written = match.group(0)
            if _CIDR_AFTER.match(text, match.end()):
                continue  # a network prefix ("fd00::/8"), no device
            if (
                ("::" in written and written.count(":") >= 3 or written.count(":") == 7) and _ipv6(written)
                and not names_no_device(text, *match.span())
            ):
                out.append(Found("ip_address", *match.span()))
    if "::" in text:
        for match in _IPV6_SHORT.finditer(text):
            written = match.group(0)
            if written == "::" or _CIDR_AFTER.match(text, match.end()):
                continue  # a C++ scope or a network prefix, no address (one read above is read again: the earlier span wins)
            address = _ipv6(written)
            left, right = sentence_bounds(text, match.start(), match.end())
            left, right = max(left, match.start() - _IPV6_CONTEXT_REACH), min(right, match.end() + _IPV6_CONTEXT_REACH)
            if address is not None and not (address.is_loopback or address.is_unspecified) and _IPV6_CONTEXT.search(text, left, right):
                out.append(Found("ip_address", *match.span()))
    if "://" in text or "www." in text:
        spans, other_urls = [], []
        for match in _URL.finditer(text):
            written = match.group(0)
            spans.append(match.span())
            if _PERSONAL_URL_PART.search(written) or _PROFILE_URL.search(written) or _OBITUARY_PAGE.search(written):
                out.append(Found("url", *match.span()))
            elif len(other_urls) < _MAX_URLS_NAMED_AFTER_SOMEONE:
                other_urls.append(match)
        if other_urls:
            names = _names_of_people(text, spans)
            out += [Found("url", *match.span()) for match in other_urls if _named_after_someone(match.group(0), names)]
    if any(host in reading.lowered for host in _PROFILE_HOSTS):
        with_scheme = [(found.start, found.end) for found in out if found.kind == "url"]
        out += [Found("url", *match.span()) for match in _BARE_PROFILE_URL.finditer(text)
                if not any(start <= match.start() < end for start, end in with_scheme)]
    return out


# A page named after someone the text names, on any host: its path, or a host name of its own on a hosting service, holds
# that person's name ("Traveller: Lee Bowman ... https://www.polarsteps.com/leebowman", "Looking for: Lisa Dunn ...
# https://lisadunn.wixsite.com/findmom") or the mailbox name of their address at a public mail service ("mrichardson at
# yahoo dot com ... https://linktr.ee/mrichardson"). A person's name here is a run of two or three capitalised words
# given as someone's: a field's value after its colon, or after a title, a salutation or "I am". A longer run ("Lake
# Phalen Travel Medicine Clinic") or one elsewhere ("see Prior Authorization: https://.../prior-authorization") is an
# organisation's or a service's name more often than a person's. The host's own name (a site's domain) is not read.
_NAME_WORD = re.compile(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*")
_GIVEN_AS_SOMEONES = re.compile(
    rf"(?:[:\uff1a]|\b(?:{PERSONAL_TITLES}|Dr|Prof|Frau|Herr|Sr|Sra|Srta|Mme|Mlle|Dhr|Mevr|Pan|Pani|Dear|Liebe|Lieber|"
    r"Querid[ao]|Cher|Ch\u00e8re|named|I\s+am|I'm|I\u2019m|I,|name\s+is)\.?)[ \t]*$"
)
_MAILBOX = re.compile(
    r"(?<![\w.+-])(?P<local>[\w.+-]{1,64})\s*(?:@|\s+at\s+|[\[(]at[\])])\s*(?P<provider>[a-z]+)\b", re.IGNORECASE
)
_MIN_NAME_KEY = 6  # "leebowman", "mrichardson"; shorter ones ("ann", "jlee") are parts of too many words
_MAX_URLS_NAMED_AFTER_SOMEONE = 32  # per text; more URLs than that are a listing, read by the rules above alone
_NAMED_URL_READ = 160  # characters of a URL's path read for a name: a page's name comes first
_URL_HOST_AND_PATH = re.compile(r"^(?:[a-z][a-z0-9+.-]*://)?(?P<host>[^/?#]*)(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_SHARED_SUBDOMAINS = frozenset({"www", "m", "en", "blog", "web", "app", "my", "go"})


def _letters(written: str) -> str:
    return "".join(c for c in word_key(written) if c.isalpha())


def _names_of_people(text: str, urls: list[tuple[int, int]]) -> set[str]:
    """The letters of the names of people `text` may name (see above), each in both orders ("leebowman",
    "bowmanlee"), and of the mailbox names of its addresses at public mail services; the `urls` are not read."""
    pieces, position = [], 0
    for start, end in urls:  # read as spaces (same offsets): a URL's words are no one's name
        pieces += [text[position:start], " " * (end - start)]
        position = end
    text = "".join(pieces) + text[position:]
    names: set[str] = set()
    run: list[str] = []
    run_start = previous_end = -1
    for word in _NAME_WORD.finditer(text):
        joined = previous_end >= 0 and text[previous_end:word.start()].strip(" \t") == ""
        letters = _letters(word.group(0))
        capitalised = word.group(0)[0].isupper() and len(letters) >= 2
        if not joined or not capitalised:
            _add_run(text, run_start, run, names)
            run = []
        if capitalised:
            run_start = word.start() if not run else run_start
            run.append(letters)
        previous_end = word.end()
    _add_run(text, run_start, run, names)
    for mailbox in _MAILBOX.finditer(text):
        if mailbox.group("provider").lower() in MAIL_PROVIDERS:
            local = _letters(mailbox.group("local"))
            if len(local) >= _MIN_NAME_KEY:
                names.add(local)
    return names


def _add_run(text: str, start: int, run: list[str], names: set[str]) -> None:
    """A run of two or three capitalised words given as someone's (see above) gives each two neighbours' letters, in
    both orders."""
    if 2 <= len(run) <= 3 and _GIVEN_AS_SOMEONES.search(text, max(0, start - 24), start):
        for first, second in zip(run, run[1:]):
            names.update(key for key in (first + second, second + first) if len(key) >= _MIN_NAME_KEY)


def _named_after_someone(url: str, names: set[str]) -> bool:
    """Whether `url`'s path (its first `_NAMED_URL_READ` characters), or the labels of its host before the site's own
    name, hold one of `names`."""
    parts = _URL_HOST_AND_PATH.match(url)
    if parts is None or not names:
        return False
    labels = parts.group("host").lower().split(".")
    own = [label for label in labels[:-2] if label not in _SHARED_SUBDOMAINS]
    read = _letters(" ".join(own) + parts.group("rest")[:_NAMED_URL_READ])
    lengths = {len(name) for name in names}
    return any(read[at:at + length] in names for length in lengths for at in range(len(read) - length + 1))


def names_no_device(text: str, start: int, end: int) -> bool:
    """An IP address that names no device: a network's prefix ("10.0.0.0/8"), or, in a sentence about no one and not
    under an IP label, a
    server's address with its port ("upstream 10.20.4.17:8080"; "a login from 197.173.2.239:19901" is someone's), an
    unspecified ("bind to 0.0.0.0"), loopback, broadcast or multicast address ("the member's IP address is 127.0.0.1"
    still counts, as the member wrote it)."""
    prefix = _CIDR_AFTER.match(text, end)
    if "/" in text[start:end] or prefix and _network(text[start:prefix.end()]):
        return True  # a network's prefix ("allowlist 10.0.0.0/8"), no device
    if _service_endpoint(text, start, end):
        return True
    try:
        address = ipaddress.ip_address(text[start:end])
    except ValueError:
        return False
    if not (address.is_unspecified or address.is_loopback or address.is_multicast or address == _BROADCAST):
        return False
    if _IP_LABEL_BEFORE.search(text, max(0, start - 24), start):
        return False  # "| IP address | 0.0.0.0 |", "IP: 127.0.0.1": given as someone's address, it counts
    left, right = sentence_bounds(text, start, end)
    return _SOMEONES.search(text, left, right) is None


# Words of a sentence about someone: a person, or a sign-in, which is a person's from their device ("it shows a login
# from 197.173.2.239:19901").
_SOMEONES = re.compile(
    r"\b(?:(?:member|patient|subscriber|caller|user|client|customer|enrollee|his|her|their|my|your)'?s?"
    r"|(?:log-?ins?|logged\s+in|logons?|sign-?ins?|signed\s+in)\s+from)\b", re.IGNORECASE
)


_BROADCAST = ipaddress.IPv4Address("255.255.255.255")
_CIDR_AFTER = re.compile(r"/\d{1,3}(?!\d)")
_IP_LABEL_BEFORE = re.compile(r"(?<![\w])(?:IP|(?i:ip[ _]address))(?![\w])[^\n\w]{0,6}$")
# A port after the address: "10.20.4.17:8080", "-> 2001:db8:9f4::520 port 2575" (a firewall rule's destination).
_PORT_AFTER = re.compile(r":\d{2,5}(?!\d)|[ \t]+port[ \t]+\d{1,5}(?!\d)", re.IGNORECASE)


def _service_endpoint(text: str, start: int, end: int) -> bool:
    """An address with its port ("upstream 10.20.4.17:8080", "deny tcp ... -> 2001:db8:9f4::520 port 2575") in a sentence
    about no one: a server, not a person's device."""
    if _PORT_AFTER.match(text, end) is None:
        return False
    left, right = sentence_bounds(text, start, end)
    return _SOMEONES.search(text, left, right) is None


def _network(written: str) -> bool:
    """Whether `written` is a network in CIDR notation ("10.0.0.0/8"; "10.0.0.0/123" is none)."""
    try:
        ipaddress.ip_network(written, strict=False)
    except ValueError:
        return False
    return True


def _ipv6(written: str) -> ipaddress.IPv6Address | None:
    try:
        return ipaddress.IPv6Address(written)
    except ValueError:
        return None


# needs_digit=False: a social profile's URL may hold no digit ("https://www.tiktok.com/@zeynep.engels").
DETECTOR = Detector("network", frozenset({"ip_address", "url"}), find_network, needs_digit=False)
