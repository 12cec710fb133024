"""The words the text readers know, as data in one place: scales, number words, fractions, labels and
codes, units, currencies, hedges and months.

`checks.text.numbers` reads figures with them, `checks.text.dates` months, and the `figures`,
`specificity` and `codes` checks share them, so that a word means the same to every check.
"""

from __future__ import annotations

# Scale words and suffixes after a number: "1.2 million", "$5m", "3.5bn".
SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "mln": 1e6, "mio": 1e6, "billion": 1e9, "bn": 1e9, "trillion": 1e12}
SCALE_SUFFIXES = {"k": 1e3, "m": 1e6, "mn": 1e6, "mm": 1e6, "mln": 1e6, "b": 1e9, "bn": 1e9, "tn": 1e12}
ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})


# Words after which a number is a code, not a figure ("CPT 99310"); the codes check reads them too.
CODE_WORDS = frozenset({"cpt", "hcpcs", "icd", "code", "codes", "coded", "dx"})


# Words before a number that make it a locator, code or identifier: "section 4.2", "CPT 99310".
LOCATOR_WORDS = CODE_WORDS | frozenset(
    "section sections sec sect subsection subsections article articles art arts paragraph paragraphs para "
    "paras clause clauses chapter chapters ch chap part parts rule rules title titles schedule schedules annex "
    "annexes appendix appendices page pages p pp figure figures fig figs table tables step steps item items line "
    "lines version versions vol volume issue no nos number numbers id ids regulation regulations directive "
    "directives case docket bill form model question exhibit mrn cfr usc".split()
)


# Words after a number that make it a title of a code of law: "45 CFR 164.524", "42 U.S.C. 18116".
CODE_OF_LAW_TITLES = (" CFR", " C.F.R", " U.S.C", " USC")
# Word pairs before a number that make it a code: "billed under 99310", "coded as E11.9".
LOCATOR_PAIRS = frozenset({("billed", "under"), ("billed", "as"), ("billed", "with"), ("coded", "as"), ("reported", "as")})


# Number words ("twenty-five", "three hundred", "ninth").
UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
    "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000,
}
MULTIPLIERS = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
NUMBER_WORDS = frozenset([*UNITS, *TENS, *ORDINALS, *MULTIPLIERS, "dozen"])


# Words that are more often words than counts: not figures in an answer (passages still give them).
ANSWER_SKIPPED_WORDS = frozenset({"one", "first", "second"})


# Quarters of a year written out: "third quarter".
QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


# Fractions and proportions: the numerators and wholes ("a third of", "one in four") and the denominators.
FRACTION_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                   "eight": 8, "nine": 9, "ten": 10, "twenty": 20, "hundred": 100}
DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "quarter": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10}


# Units that people convert between; both sides of a conversion name one, and not the same one.
CONVERSION_UNITS = frozenset(
    "kg kgs kilogram kilograms g gram grams mg lb lbs pound pounds oz ounce ounces st stone stones t tonne tonnes "
    "ton tons km kilometre kilometres kilometer kilometers m metre metres meter meters cm mm mi mile miles ft foot "
    "feet in inch inches yd yard yards l litre litres liter liters ml gal gallon gallons pt pint pints \u00b0c \u00b0f "
    "c f celsius fahrenheit mph km/h kph kmh acre acres ha hectare hectares sq kwh mpg usd eur gbp chf jpy cad aud "
    "dollars dollar euros euro $ \u20ac \u00a3 \u00a5".split()
)

# Money: the signs before an amount ("$25", "\u20ac 20") and the codes a hedge may stand before ("about USD 90").
CURRENCY_SIGNS = frozenset("$\u20ac\u00a3\u00a5")
CURRENCY_CODES = ("US", "USD", "EUR", "GBP")

# Hedges: before a figure they say it is rounded ("about 1,200", "roughly $21,600", "c. 1616", "~350"), in an
# answer (`figures` allows the rounding its digits show) and in a passage (`specificity`: a source that gives a
# figure approximately does not support it stated exactly). Bounds ("more than", "under", "up to") are not hedges:
# "under 20" is not "under 19". Spaces stand for any run of whitespace.
HEDGES = ("about", "around", "approximately", "approx.", "roughly", "nearly", "almost", "some", "close to",
          "just under", "just over", "an estimated", "estimated", "circa", "ca.", "c.", "~", "\u2248")
# Words that make a figure of an answer a range's end or a bound, as loose as a range of the passages
# (`specificity`): "between 10 and 20", "up to 100", "20 or so".
RANGE_WORDS = ("between", "from", "up to", "range", "ranging", "or", "and", "to", "-", "\u2013")

# Months, as `checks.text.dates` reads them ("January" ... and "Jan", "Sept" ...).
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")
MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec")
