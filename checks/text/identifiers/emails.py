"""`email`: e-mail addresses, plain and written to slip past a filter.

Plain: an address with a dotted domain. Obfuscated: "jane dot doe at gmail dot com",
"j.doe[at]yahoo[dot]com", "mary (at) example (dot) com"; spelled out in plain words it must end in
a common top-level domain, or after an e-mail cue in any country's ("his email is thomasta at wp dot pl": CLDR's
territories through babel). No library for the address itself: Presidio's EMAIL_ADDRESS validator fetches the public-suffix
list over the network on first use (see `recognizers.py`).
"""

from __future__ import annotations

import re

from babel import Locale

from checks.text.identifiers.reading import Detector, Found, Reading
from checks.text.identifiers.spans import TakenSpans

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+(?:@| @ )[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
# An address written to slip past a filter: "jane dot doe at gmail dot com", "j.doe[at]yahoo[dot]com",
# "mary (at) example (dot) com". Spelled out in plain words it must end in a common top-level domain.
_TLD = r"(?:com|net|org|edu|gov|mil|int|info|biz|io|me|us|uk|ca|au|de|fr|ie|nz|co|nhs|health)"
_BRACKETED_AT = r"\s*[\[(](?:at|a)[\])]\s*"  # "(a)", as Dutch, Nordic and Baltic writers bracket it too
_BRACKETED_DOT = r"\s*[\[({<]\s*(?:dot|\.)\s*[\])}>]\s*"
# After a real "@" a dot spelled out in plain words is a disguise too: "lauren_donaldson@orange dot fr".
_DISGUISED_DOT = rf"(?:{_BRACKETED_DOT}|\s+dot\s+)"
_OBFUSCATED_EMAIL = re.compile(
    rf"(?<![\w.+-])[\w.+-]{{1,64}}(?:{_BRACKETED_AT}[\w-]{{1,63}}(?:(?:{_BRACKETED_DOT}|\.)[\w-]{{1,63}}){{1,4}}"
    rf"|@[\w-]{{1,63}}(?:\.[\w-]{{1,63}}){{0,3}}(?:{_DISGUISED_DOT}[\w-]{{1,63}}){{1,4}})"
    rf"|(?<![\w+-])[\w+-]{{1,64}}(?:\s+dot\s+[\w+-]{{1,64}}){{0,3}}\s+at\s+[\w-]{{1,63}}(?:\s+dot\s+[\w-]{{1,63}}){{0,3}}"
    rf"\s+dot\s+{_TLD}\b",
    re.IGNORECASE,
)


# "maria at outlook.com" after an e-mail cue: a local part, "at", a dotted domain in lower case.
_AT_WORD_EMAIL = re.compile(
    r"(?<![\w.+-])(?P<local>[\w.+-]{1,64})\s+at\s+[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,3}\.[a-z]{2,12}(?![\w@-]|\.\w)"
)
_EMAIL_CUE = re.compile(
    r"\b(?:e-?mail(?:ed|ing)?|mail\s+address|inbox|reach\s+me\s+at|notified\s+via"
    # the locales' words for e-mail ("E-post", "sähköposti", "courriel", "correo")
    r"|e-?post(?:adress|adresse)?|s[äa]hk[öo]posti|courriel|correo(?:\s+electr[óo]nico)?|posta\s+elettronica"
    # Dutch, Icelandic, Latvian, Lithuanian and Estonian: "E-mailadres", "Netfang", "E-pasts", "El. paštas", "E-post"
    r"|e-?mail-?adres|netfang|e-?pasts|el\.\s*pa[šs]tas)\b",
    re.IGNORECASE,
)
# Spelled out after an e-mail cue, any country's top-level domain ("his email is thomasta at wp dot pl"): the
# territories of the Unicode CLDR (through babel), each a country code top-level domain, and the UK's "uk".
_COUNTRY_DOMAINS = frozenset(code.lower() for code in Locale("en").territories if code.isalpha() and len(code) == 2) | {"uk"}
# Without a cue when the domain is a public mail provider's, whose only use is people's mailboxes ("theduquefamily at
# outlook dot es", "almalopez89 at hotmail dot es").
_SPELLED_EMAIL_COUNTRY_DOMAIN = re.compile(
    r"(?<![\w.+-])[\w.+-]{1,64}(?:\s+dot\s+[\w+-]{1,64}){0,3}\s+at\s+(?P<provider>[\w-]{1,63})(?:\s+dot\s+[\w-]{1,63}){0,3}"
    r"\s+dot\s+(?P<domain>[a-z]{2})\b",
    re.IGNORECASE,
)
MAIL_PROVIDERS = frozenset(
    "gmail googlemail outlook hotmail msn yahoo ymail icloud aol protonmail gmx libero virgilio tiscali wanadoo "
    "laposte seznam yandex rambler rediffmail naver hanmail".split()
)  # names that are nothing but a mail service: not "web", "free", "orange" or "mail"
_EMAIL_CUE_REACH = 120  # the cue may stand in the turn before ("Is there an email we can use?\nCaller: It's ...")
# What stands right before the local part: "My email is ...", "It's ...", "Email me at ...", "e-mail: ...".
_BEFORE_LOCAL_PART = re.compile(r"(?:\b(?:is|was|it's|it\u2019s|me\s+at|to|use|try|address)|[:=])\s*[\"'\u201c]?$", re.IGNORECASE)
_NOT_A_LOCAL_PART = frozenset("me us him her them you it i we they one someone home work".split())


# Every obfuscated form holds one of these.
_OBFUSCATION_MARKS = ("dot", "at]", "at)", ".]", ".)", "(a)", "[a]")


def find_emails(reading: Reading) -> list[Found]:
    """E-mail addresses, plain and written to slip past a filter ("jane dot doe at gmail dot com")."""
    text, lowered = reading.raw, reading.raw_lowered  # underscores kept: "jane_doe@example.com"
    found = [Found("email", *match.span()) for match in _EMAIL.finditer(text)] if "@" in text else []
    if any(mark in lowered for mark in _OBFUSCATION_MARKS):
        taken = TakenSpans()  # an overlap test in O(log n): thousands of addresses stay linear
        for item in found:
            taken.take(item.start, item.end)
        found.extend(
            Found("email", *match.span()) for match in _OBFUSCATED_EMAIL.finditer(text) if taken.take(*match.span())
        )
        if " at " in lowered:
            cued = _EMAIL_CUE.search(text) is not None
            found.extend(
                Found("email", *match.span()) for match in _SPELLED_EMAIL_COUNTRY_DOMAIN.finditer(text)
                if match.group("domain").lower() in _COUNTRY_DOMAINS
                and (
                    match.group("provider").lower() in MAIL_PROVIDERS
                    or cued and _EMAIL_CUE.search(text, max(0, match.start() - _EMAIL_CUE_REACH), match.start())
                )
                and taken.take(*match.span())
            )
    if " at " in lowered and "mail" in lowered:
        taken = TakenSpans()
        for item in found:
            taken.take(item.start, item.end)
        position = 0
        while (match := _AT_WORD_EMAIL.search(text, position)) is not None:
            position = match.end()
            if match.group("local").lower() in _NOT_A_LOCAL_PART or not _BEFORE_LOCAL_PART.search(
                text, max(0, match.start() - 12), match.start()
            ):
                position = match.end("local")  # "me at j.alvarez at ...": the address may start at the domain
                continue
            if _EMAIL_CUE.search(text, max(0, match.start() - _EMAIL_CUE_REACH), match.start()) and taken.take(*match.span()):
                found.append(Found("email", *match.span()))
    return found


DETECTOR = Detector("email", frozenset({"email"}), find_emails, needs_digit=False)
