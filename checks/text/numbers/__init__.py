"""Figures (numbers and dates) as people write them, read into comparable keys.

One module per concern: `amounts` (digits, scales, money, percentages, decades), `spelled`
(number words), `times` (times of day, durations), `proportions` (fractions, proportions,
quarters), `labels` (what is not a figure), `answer` (an answer's figures), `passages` (what the
passages support); hedges and rounding are `checks.text.hedges`, the words of all of them
`checks.text.vocabulary`.

A figure's keys are what a passage must give for the figure to be supported: its value (a
float: "1,200", "1200", "$1,200.00" and "1.2k" all give 1200.0) and, for some forms, more:
"1.2 million" is 1200000; "$5m" is 5 or 5000000; "93 cents" is also 0.93; "the 1990s", "the
2000's" and "'50s" are decades, supported by any year in them, and "the 15th century" by any
year in it; "1990-95" also reads its "95" as 1995; "Q3" and "third quarter" are quarter 3,
which a month of it also gives ("early September"); "8 p.m." is the time 20:00; "a third of",
"two thirds", "one in four" and "8 out of 10" are proportions, equal to the percentages they
round to ("a third" = "33%"); a duration is also its value in other units ("72 hours" = "three
days", "150 minutes" = "2.5 hours", "90 days" = "3 months"); a date is each of its readings
(`checks.text.dates`) and, when a passage gives a day and month with no year, that day with a year
the passage gives elsewhere ("November 2, 2004" against a page dated 2004 that says "November
2"); "16 to 24 July 1969" also gives 16 July 1969. A hedged figure ("about 1,200", "roughly
$21,600", "nearly 60 million") is supported by a passage value that rounds to it, within half a
unit of its last written digit and a tenth of its value; "more than", "under" and "up to" are
bounds, not hedges. An amount of money ("$100") is not supported by a value the passages give
only as a percentage ("100%"). A figure computed from the passages (a sum, a difference, a
count of the others) is not supported: the reader must see it.

What is a figure is decided the same way in the answer and in the passages: citation markers,
locators ("section 4.2", "Article 12", "page 4"), codes and identifiers ("CPT 99310", "E11.9",
"W123456789", "CLM-88213", "COVID-19"), the titles of codes of law ("45 CFR"), hyphen chains
(123-45-6789), list numbering ("1." or "6)" opening a line, "(2)" inline) and the parts of dates
and times are not figures, so a passage's "Article 17(3)" or "14:00" does not support an
answer's "three months" or "under 14". Spelled-out numbers are figures ("ninth", "twenty-five",
"three hundred") except "one", "first" and "second", which are more often words than counts;
fraction words ("half", "a quarter") alone are not. Otherwise the passage side is generous:
every number it writes in any form is a key.
"""

from checks.text.numbers.amounts import number_keys, number_matches
from checks.text.numbers.answer import answer_figures, conversion_partners, text_figures
from checks.text.numbers.figure import Figure, FigureKey
from checks.text.numbers.labels import HyphenChains
from checks.text.numbers.passages import PASSAGE_JOINER, PassageKeys, passage_keys
from checks.text.numbers.times import TimeMention, find_times
from checks.text.vocabulary import CODE_WORDS, CONVERSION_UNITS, LOCATOR_WORDS, SCALE_SUFFIXES, SCALE_WORDS

__all__ = [
    "CODE_WORDS",
    "CONVERSION_UNITS",
    "Figure",
    "FigureKey",
    "HyphenChains",
    "LOCATOR_WORDS",
    "PASSAGE_JOINER",
    "PassageKeys",
    "SCALE_SUFFIXES",
    "SCALE_WORDS",
    "TimeMention",
    "answer_figures",
    "conversion_partners",
    "find_times",
    "number_keys",
    "number_matches",
    "passage_keys",
    "text_figures",
]
