"""`age_over_89`: an age of 90 or more (HIPAA Safe Harbor aggregates those).

"aged 94", "93-year-old", "ninety-two years old", "101 y/o", "93yoM", "90 yrs", "95 years of age", "turned 90",
an age under its label ("Age/Sex: 94/M", "AGE-Last Birthday (Years): 92"), right after a person's name
("Paul Delacruz, 95, of ...", "Patient: Daniel Brady, 92", "Client: Brian Lopez, ninety-three"), and in the languages
of the configured locales ("90-vuotias", "92 Jahre alt", "95 ans", "91 años", "93 anni", "90 jaar", "92 lat",
"94 år", "96 let", "90 anos", "91-aastane", "満91歳", "94살") and under their labels ("Alter 99", "Edad: 100"); not
"age 90+" or
"aged 90 and over" (a band), nor days, weeks or months, nor an age-adjusted rate.
"""

from __future__ import annotations

import re

from checks.text.identifiers.reading import Detector, Found, Reading, windows_around

_SPELLED_AGE = r"(?:ninety|one\s+hundred)(?:(?:[-\s]|\s+and\s+)(?:one|two|three|four|five|six|seven|eight|nine))?"
_AGE = re.compile(
    r"(?<![\w])(?:(?:aged?|age:)\s*(?:9\d|1[0-2]\d)(?!\d|\.\d)(?!\s*(?:\+|days|weeks|months|(?:and|or)\s+(?:over|older|above)))"
    r"|(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r")[-\s]?(?:years?|yrs?\.?)[-\s](?:old|young)\b|(?:9\d|1[0-2]\d)[-\s]?(?:y/?o\b|y\.\s?o\.?)|"
    r"(?:aged?|age:)\s+" + _SPELLED_AGE + r"\b|(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r")[-\s]years?\s+of\s+age\b"
    r"|turned\s+(?:9\d|1[0-2]\d)\b(?!\s*(?:percent|%|days|weeks|months))"
    # "93yoM", "90 yrs", "94 y.o. F", "Pt ..., 92y, pronounced ...", "(104y)"; a clinician's "a 98f with ..." (an
    # article before it: "98F" alone is a temperature)
    r"|(?:9\d|1[0-2]\d)\s?(?:yo|y/o|yrs?\.?|y(?=[\s)]|,\s))(?:\s?[MF])?(?![\w/])|(?<=\ba\s)(?:9\d|1[0-2]\d)[MFmf](?![\w/°])"
    # an age under its label: "Age/Sex: 94/M", "AGE-Last Birthday (Years): 92"
    r"|\bage\b(?!\s*-?\s*(?:adjusted|group|band|range|limit|standardi[sz]ed))[\s:/()\-A-Za-z]{0,30}?(?<![\w])"
    r"(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r"\b)"  # "Age at death: ninety-five"
    r"(?![\d.,%+]|\s*(?:\+|days|weeks|months|(?:and|or)\s+(?:over|older|above)))"
    # a census line's age and sex after a dash ("rm 9328 - 95 F CHF"); not a temperature (`_TEMPERATURE`)
    r"|(?<=[-\u2013]\s)(?:9\d|1[0-2]\d)\s(?-i:[MF])(?=\s+[A-Za-z])"
    # the languages of the configured locales
    r"|(?:9\d|1[0-2]\d)[-\s]?(?:vuotias|jahre?\s+alt|j[äa]hrige[rn]?|ans\b|años|anni\b|jaar\b|lat\b|år(?:ig)?\b|let\b|anos\b"
    # Turkish, Hungarian, Croatian, Romanian and Slovak: "98 yaşında", "93 éves", "91 godina", "95 de ani", "92 rokov"
    r"|ya[şs](?:ında|inda)?\b|[ée]ves\b|godin[ae]?\b|(?:de\s+)?ani\b|rokov\b"
    # Latvian, Lithuanian, Estonian, Indonesian, Icelandic and Filipino: "97 gadi", "92 metų", "95 aastat", "93 tahun"
    r"|gad[iu]\b|met[ųu]\b|aastat?\b|aastane\b|tahun\b|[áa]ra\b|taong\s+gulang\b)"
    # Japanese, Chinese and Korean count an age with a counter word: "満91歳", "90 歲", "94살", "만 99세"
    r"|(?:満|만)?\s?(?:9\d|1[0-2]\d)\s?(?:歳|才|岁|歲|살|세)"
    # Polish puts "lat" first after a name: "Tomasz Sośniak (lat 92)"
    r"|(?<=\()lat\s(?:9\d|1[0-2]\d)(?=\))"
    # their age labels: "Alter 99 Jahre", "Edad: 100 años", "Âge : 93"
    # (capitalised as a label, or with its colon: "alter 95 doses" is English)
    r"|\b(?:(?-i:Alter|ALTER|Edad|EDAD|Âge|ÂGE|Età|ETÀ|Leeftijd|Wiek|WIEK|Ålder|Alder|Věk|Idade|IDADE|Ikä|Yaş|YAŞ|Vârsta|Varsta"
    r"|Életkor|Vek|Starost)\s?:?"
    r"|(?:alter|edad|âge|età|leeftijd|wiek|ålder|alder|věk|idade|ikä|yaş|v[âa]rsta|életkor|vek|starost)\s?:)\s*(?:9\d|1[0-2]\d)"
    r"(?![\d.,%+]))",
    re.IGNORECASE,
)
# An age right after a person's name, between commas ("Paul Delacruz, 95, of Beckyborough", "Amanda Fields,
# ninety-nine, joined by phone"), or ending the line or in brackets after a person's label ("Patient: Daniel Brady, 92",
# "Patient: Patty Hahn (ninety-nine)").
_NAME = r"[A-Z][a-z]+(?:\s[A-Z][a-z'\-]+){1,2}"
_AGE_NUMBER = r"(?:9\d|1[0-2]\d|" + _SPELLED_AGE + r")"
_NAME_THEN_AGE = re.compile(
    rf"\b{_NAME},\s(?P<age>{_AGE_NUMBER}),\s"
    rf"|\b(?i:patient|client|decedent|deceased|resident|member|pt)\s*:\s*{_NAME}"
    rf"(?:,\s(?P<line_age>{_AGE_NUMBER})(?=[ \t]*(?:\n|$))|\s\((?P<bracketed_age>{_AGE_NUMBER})\))"
)


def find_ages(reading: Reading) -> list[Found]:
    """Ages of 90 or more, spelled or in digits."""
    text, lowered = reading.text, reading.lowered
    out = [
        Found("age_over_89", *match.span(match.lastgroup or "age")) for match in _NAME_THEN_AGE.finditer(text)
    ] if any(written in lowered for written in (", 9", ", 1", ", ninety", ", one hundred", "(9", "(1", "(ninety")) else []
    if not _AN_AGE_OVER_89.search(lowered) or not any(word in lowered for word in _AGE_WORDS):
        return out  # every form holds a number from 90 to 129, or one spelled out
    # `_AGE` (a long case-blind alternation) runs only around those numbers
    windows = windows_around(_AN_AGE_OVER_89.finditer(lowered), len(text), _AGE_BEFORE, _AGE_AFTER)
    return out + [
        Found("age_over_89", *match.span()) for start, end in windows for match in _AGE.finditer(text, start, end)
        if not _TEMPERATURE.search(lowered, max(0, match.start() - 24), match.start())
    ] + [Found("age_over_89", *match.span("age")) for start, end in windows for match in _AGE_OF_SOMEONE.finditer(text, start, end)]


# A relative's or a patient's age as a sentence gives it: "my grandmother is 100 and lives alone", "she's 95" (the
# number alone is reported; the forms of `_AGE` around it win).
_AGE_OF_SOMEONE = re.compile(
    r"\b(?:grand(?:mother|father|ma|pa|mom|mum|dad)|mother|father|mom|mum|dad|aunt|uncle|husband|wife|patient|she|he"
    # the other people a clinic's note speaks of: "traveller is 96", "the donor was 91"
    r"|travell?er|donor|recipient|client|resident|member|veteran|claimant|applicant|caller|man|woman|gentleman|lady"
    r"|son|daughter|brother|sister|spouse|partner|friend|neighbou?r"
    r"|who)"  # a relative clause is about a person: "my father, who was 93 when he died"
    r"(?:'s|\s+is|\s+was)\s+(?P<age>9\d|1[0-2]\d)(?![\w%]|[.,]\d|\s*(?:%|percent|pounds|lbs?|kg|kilos?|"
    r"degrees|minutes|mins|hours|days|weeks|months|mg|ml|cm|mm|points|dollars|euros))",
    re.IGNORECASE,
)
# A temperature's word before "95 F" or "a 98f": a reading, not an age and sex.
_TEMPERATURE = re.compile(r"\b(?:temp|temperature|t|fever|febrile|afebrile|degrees?|°)\b|°")
# How far an age's label may stand before its number ("AGE-Last Birthday (Years): 92") and its unit after it.
_AGE_BEFORE = 48
_AGE_AFTER = 32
_AN_AGE_OVER_89 = re.compile(r"(?<![\d.,$])(?:9\d|1[0-2]\d)(?![\d%]|[.,]\d)|ninety|hundred")
_AGE_WORDS = ("age", "old", "y/o", "y.o", "yo", "yr", "turned", "vuotias", "jahr", "ans", "años", "anni", "jaar", "lat",
              "år", "let", "anos", "alter", "edad", "âge", "età", "leeftijd", "wiek", "ålder", "alder", "věk", "idade", "ikä",
              "yaş", "yas", "éves", "eves", "godin", "ani", "rokov", "vârst", "varst", "életkor", "vek", "starost",
              "gadi", "gadu", "metų", "metu", "aasta", "tahun", "ára", "ara", "taong", "歳", "才", "岁", "歲", "살", "세",
              "a 9", "a 1", "- 9", "- 1", "is 9", "is 1", "s 9", "s 1", "was 9", "was 1", "y ", "y,", "y)")  # "a 98f with ...", "rm 9328 - 95 F CHF"


DETECTOR = Detector("age_over_89", frozenset({"age_over_89"}), find_ages, needs_digit=False)
