"""One normalised view of a text for the hard checks (`phi`, `citations`), with offsets back to the original.

Text written to slip past a filter, or pasted from a portal, an EHR export or a PDF, carries the
same identifier in many disguises. `normalise(text)` reads them all as the plain form:

- Unicode compatibility forms folded (NFKC, per grapheme cluster): full-width and other digit
  scripts ("１２３", "٤٥"), full-width letters and punctuation ("ＳＳＮ：", "＠"), ideographic and
  no-break spaces.
- Format characters removed (Unicode category Cf: zero-width space, zero-width (non-)joiner, word
  joiner, soft hyphen, byte-order mark, bidi marks).
- Every dash and hyphen-like separator read as '-' (category Pd, the minus signs, U+30FC and its
  half-width form, the hyphen bullet); a middle dot and its look-alikes as '.' ("412·876·9826").
- HTML resolved: character references (`&#49;`, `&#x31;`, `&amp;`, `&nbsp;`) become their
  characters; a tag becomes a separator (a line break for block tags, ' | ' between table cells,
  nothing for inline tags) followed by its quoted attribute values, so an identifier in an
  `href` is still read. An element that is not HTML's (C-CDA's `<birthTime value="19840907"/>`, an export's
  `<postalCode>`) is a field named by its tag: a line "birthTime: 19840907". `keep_tags=True` leaves tags as written (citations reads `<cite id=9/>`).
- Spelled-out digit sequences read as digits where they stand for a number: seven or more digits, three or more
  of them digit words ("one two three, four five, six seven eight nine" -> "123-45-6789"; a comma, a transcript's
  pause ("...") or "dash" between groups is a '-'; "oh" and "double"/"triple" as people say them), in English or
  Spanish ("cinco uno siete ..."), with groups a speaker read as digits among the words ("313 nine five six 0699",
  "505, 11, uno siete siete ocho"; a list such as "pages 12, 14, one, two, three" is left as written).
- Percent-encoded characters of a URL or a form post read as themselves where they spell an identifier's
  punctuation ("randy%40outlook.com" -> "randy@outlook.com", "%2B15135594038" -> "+15135594038").
- A date read out with "slash" ("12 slash 7 slash 08" -> "12/7/08").
- Words printed one letter at a time, as a PDF's extracted text spaces a form's labels ("E m p l o y e e   S S N :"
  -> "Employee SSN:"): single letters one space apart, words two or more spaces apart.
- Separators spoken between digit groups, as a voice transcript writes them: "555 dash 212 dash 4419"
  -> "555-212-4419", "jane 42 dot 7" is left alone (seven digits at least, groups of digits only).
- Dates in words read as a date: "April twelfth, nineteen fifty-seven" -> "April 12, 1957",
  "the twelfth of April, nineteen fifty-seven" -> "the 12 of April, 1957" (a year in words only
  next to a month and day: "nineteen fifty-seven" alone is left as written).

Every step is linear in the text. ASCII text without '&', '<' or digit words costs one regex
search per step. `NormalisedText.original_span(start, end)` maps a span of `.text` to the span of
the original it came from (a replaced piece maps to the whole piece).
"""

from __future__ import annotations

import html.entities
import logging
import re
import unicodedata
from collections.abc import Callable
from bisect import bisect_right
from dataclasses import dataclass, field

logger = logging.getLogger(__name__)

__all__ = ["NormalisedText", "normalise"]


@dataclass(frozen=True)
class _Layer:
    """One rewriting step: pieces of output (out_start, out_end) from (src_start, src_end).
    An exact piece is copied one to one; any other maps as a whole."""

    out_starts: list[int]
    out_ends: list[int]
    src_starts: list[int]
    src_ends: list[int]
    exact: list[bool]
    source_length: int

    def start(self, position: int) -> int:
        """Where a span starting at output position `position` starts in the source."""
        i = bisect_right(self.out_starts, position) - 1
        if i < 0:
            return 0
        if position >= self.out_ends[i]:
            return self.src_ends[i]  # the end of the output
        if self.exact[i]:
            return self.src_starts[i] + position - self.out_starts[i]
        return self.src_starts[i]

    def end(self, position: int) -> int:
        """Where a span ending at output position `position` ends in the source."""
        i = bisect_right(self.out_starts, position - 1) - 1
        if i < 0 or position <= 0:
            return 0
        if self.exact[i]:
            return self.src_starts[i] + min(position, self.out_ends[i]) - self.out_starts[i]
        return self.src_ends[i]


class _Builder:
    """Collects a layer's output and its pieces."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.parts: list[str] = []
        self.length = 0
        self.out_starts: list[int] = []
        self.out_ends: list[int] = []
        self.src_starts: list[int] = []
        self.src_ends: list[int] = []
        self.exact: list[bool] = []

    def copy(self, start: int, end: int) -> None:
        if end > start:
            self._piece(self.source[start:end], start, end, True)

    def replace(self, start: int, end: int, written: str) -> None:
        if written:
            self._piece(written, start, end, False)

    def _piece(self, written: str, start: int, end: int, exact: bool) -> None:
        self.parts.append(written)
        self.out_starts.append(self.length)
        self.length += len(written)
        self.out_ends.append(self.length)
        self.src_starts.append(start)
        self.src_ends.append(end)
        self.exact.append(exact)

    def build(self) -> tuple[str, _Layer]:
        layer = _Layer(self.out_starts, self.out_ends, self.src_starts, self.src_ends, self.exact, len(self.source))
        return "".join(self.parts), layer


@dataclass(frozen=True)
class NormalisedText:
    """The normalised view of `original`: `.text`, and `.original_span()` back to the original."""

    original: str
    text: str
    _layers: tuple[_Layer, ...] = field(default=(), repr=False)

    @property
    def changed(self) -> bool:
        """Whether the view differs from the original."""
        return self.text != self.original

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original that `text[start:end]` was read from."""
        for layer in reversed(self._layers):
            start, end = layer.start(start), layer.end(end)
            if end < start:
                end = start
        return start, end

    def original_text(self, start: int, end: int) -> str:
        """The original characters behind `text[start:end]` (for evidence)."""
        a, b = self.original_span(start, end)
        return self.original[a:b]


def normalise(text: str, *, keep_tags: bool = False) -> NormalisedText:
    """The normalised view of `text` (see the module docstring)."""
    layers: list[_Layer] = []
    current = text
    rewritten = _characters(current, keep_tags)
    if rewritten is not None:
        current, layer = rewritten
        layers.append(layer)
    rewritten = _letter_spaced(current)
    if rewritten is not None:
        current, layer = rewritten
        layers.append(layer)
    words = _words(current)  # one word list for both pretests (digits for words only remove candidates)
    for step in (_percent_encoded, _spelled_digits, _spoken_separators, _dates_in_words):
        rewritten = step(current, words)
        if rewritten is not None:
            current, layer = rewritten
            layers.append(layer)
    return NormalisedText(text, current, tuple(layers))


# -- characters: NFKC, format characters, dashes, HTML -------------------------------------------

# Where the character step has something to do: a non-ASCII character, an entity or a tag.
_SPECIAL = re.compile(r"[^\x00-\x7f]|&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)|<[A-Za-z/!?]")
_SPECIAL_NO_TAGS = re.compile(r"[^\x00-\x7f]|&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)")
_ENTITY = re.compile(r"&(?:#([0-9]{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]{1,31};))")
_TAG = re.compile(
    r"<(/?)([A-Za-z][A-Za-z0-9-]*(?::[A-Za-z][\w.-]*)?)(?=[\s/>])([^<>]{0,400})>|<!--.{0,2000}?-->|<[!?][^<>]{0,400}>",
    re.DOTALL,
)
# An e-mail address spelled out in a mail header's angle brackets ("Anne Collins <annecollins24 at q dot com>") is text,
# not a tag named "annecollins24".
_SPELLED_ADDRESS = re.compile(r"<[\w.+-]+\s+at\s+[\w-]+(?:\s+dot\s+[\w-]+)+\s*>", re.IGNORECASE)
_ELEMENTS_OWN_ATTRIBUTES = frozenset({"value", "extension"})
_ATTRIBUTE = re.compile(r"""([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))""")
_BLOCK_TAGS = frozenset(
    "br p div tr li ul ol table thead tbody tfoot h1 h2 h3 h4 h5 h6 hr section article header footer "
    "blockquote pre dl dt dd caption form fieldset address body html head title".split()
)
_CELL_TAGS = frozenset({"td", "th"})
# HTML's elements: any other tag is an XML element (C-CDA's <birthTime>, an export's <postalCode>), whose name is
# the label of its value: read as "birthTime: 19840907", each element on a line of its own.
_HTML_TAGS = _BLOCK_TAGS | _CELL_TAGS | frozenset(
    "a abbr b bdi bdo big center cite code data del dfn em font i img input ins kbd label main mark meta link nav "
    "option output q s samp select small span strike strong sub sup template textarea time tt u var wbr aside "
    "figure figcaption details summary dialog audio video source track canvas svg path g script style noscript "
    "iframe embed object param picture button area map col colgroup legend meter progress ruby rt rp base".split()
)
# Dash-like characters outside category Pd read as '-'.
_EXTRA_DASHES = frozenset("\u2212\u2043\u02d7\u2796\u30fc\uff70\u2e3a\u2e3b\ufe63\uff0d")
_LINE_SEPARATORS = frozenset("\u2028\u2029\x85")
# Dot-like characters read as '.': the middle dot, the hyphenation point, the bullet and dot operators.
_DOTS = frozenset("\u00b7\u2027\u2219\u22c5")
_FOLD_CACHE: dict[str, str] = {}


def _fold(cluster: str) -> str:
    """One grapheme cluster (a character and its combining marks) as the view reads it."""
    folded = _FOLD_CACHE.get(cluster)
    if folded is not None:
        return folded
    first = cluster[0]
    category = unicodedata.category(first)
    if len(cluster) == 1 and category == "Cf":
        folded = ""
    elif len(cluster) == 1 and (category == "Pd" or first in _EXTRA_DASHES):
        folded = "-"
    elif len(cluster) == 1 and first in _LINE_SEPARATORS:
        folded = "\n"
    elif len(cluster) == 1 and first in _DOTS:
        folded = "."
    else:
        folded = unicodedata.normalize("NFKC", cluster)
        folded = "".join("-" if unicodedata.category(c) == "Pd" or c in _EXTRA_DASHES else c for c in folded
                         if unicodedata.category(c) != "Cf")
        if len(cluster) == 1 and unicodedata.category(first) == "Nd" and not folded.isascii():
            folded = str(unicodedata.digit(first))  # a digit script NFKC keeps (Arabic-Indic, Devanagari ...)
    if len(_FOLD_CACHE) < 20000:
        _FOLD_CACHE[cluster] = folded
    return folded


def _characters(text: str, keep_tags: bool) -> tuple[str, _Layer] | None:
    special = _SPECIAL_NO_TAGS if keep_tags else _SPECIAL
    match = special.search(text)
    if match is None:
        return None
    builder = _Builder(text)
    position = 0
    length = len(text)
    while match is not None:
        start = match.start()
        builder.copy(position, start)
        position = _rewrite_at(text, start, builder, keep_tags)
        match = special.search(text, position) if position < length else None
    builder.copy(position, length)
    return builder.build()


def _rewrite_at(text: str, start: int, builder: _Builder, keep_tags: bool) -> int:
    """Rewrites the special piece at `start`; returns where the text goes on."""
    first = text[start]
    if first == "&":
        entity = _ENTITY.match(text, start)
        if entity is not None:
            written = _entity_text(entity)
            if written is not None:
                # The entity's character goes through the character fold too ("&#65293;" is a dash).
                builder.replace(start, entity.end(), "".join(_fold(c) for c in written))
                return entity.end()
        builder.copy(start, start + 1)
        return start + 1
    if first == "<" and not keep_tags:
        tag = _TAG.match(text, start)
        if tag is not None and not _SPELLED_ADDRESS.fullmatch(tag.group(0)):
            _write_tag(tag, builder)
            return tag.end()
        builder.copy(start, start + 1)
        return start + 1
    end = start + 1
    while end < len(text) and unicodedata.combining(text[end]):
        end += 1
    cluster = text[start:end]
    folded = _fold(cluster)
    if folded == cluster:
        builder.copy(start, end)
    else:
        builder.replace(start, end, folded)
    return end


def _entity_text(entity: re.Match[str]) -> str | None:
    decimal, hexadecimal, name = entity.groups()
    try:
        if decimal is not None:
            return chr(int(decimal))
        if hexadecimal is not None:
            return chr(int(hexadecimal, 16))
    except (ValueError, OverflowError):
        return None
    return html.entities.html5.get(name)


def _write_tag(tag: re.Match[str], builder: _Builder) -> None:
    """A tag as a separator, then its quoted attribute values, each copied exactly (so that a value found in it maps
    back to the value, not to the whole tag: an organisation's contact in `<Contact phone="...">` is recognised)."""
    if tag.group(2) is None:
        builder.replace(tag.start(), tag.end(), " ")  # a comment or a declaration
        return
    name = tag.group(2).lower()
    closing = tag.group(1) == "/"
    xml = name not in _HTML_TAGS
    values = []  # (the text before the value, the value's span)
    for value in _ATTRIBUTE.finditer(tag.string, tag.start(3), tag.end(3)):
        group = next(index for index in (2, 3, 4) if value.group(index) is not None)
        if any(c.isalnum() for c in value.group(group)):
            # an XML attribute is a field named by its attribute ("ndc: 03880-246-41; phone: (906) 555-0179"), but a
            # `value` or an `extension` is the element's own (C-CDA's '<birthTime value="19840907"/>')
            attribute = value.group(1).rpartition(":")[2]
            named = xml and attribute.lower() not in _ELEMENTS_OWN_ATTRIBUTES
            before = ("; " if values else " ") + (attribute + ": " if named else "")
            values.append((before, value.span(group)))
    if xml:
        head = "\n" if closing else "\n" + tag.group(2).rpartition(":")[2] + ":"  # its local name, without a prefix
    else:
        head = "\n" if name in _BLOCK_TAGS else (" | " if closing else "") if name in _CELL_TAGS else ""
    if not values:
        if head:
            builder.replace(tag.start(), tag.end(), head + (" " if xml and not closing else ""))
        return
    position = tag.start()
    for index, (before, (start, end)) in enumerate(values):
        builder.replace(position, start, head + before if index == 0 else before)
        builder.copy(start, end)
        position = end
    builder.replace(position, tag.end(), ";" if xml else " ")


# -- words spaced one letter at a time ----------------------------------------------------------------

_LETTER = r"[^\W\d_]"
# A word of two letters or more spaced one letter at a time ("S S N", "D r i v e r ' s"), then the phrase's next words
# two or three spaces on, and a colon a space after its last letter ("N :").
_SPACED_WORD = rf"{_LETTER}(?: (?:{_LETTER}|'))+"
_LETTER_SPACED = re.compile(rf"(?<!\S){_SPACED_WORD}(?: {{2,3}}{_SPACED_WORD})*(?: :)?(?!\S)")
_WORD_GAP = re.compile(r" {2,3}")
# Two one-letter words in a row after a space or a line break, the cheap test that a spaced word may stand in the text
# (each led by a literal character, which the engine scans for fast).
_TWO_LETTERS_AFTER_SPACE = re.compile(rf" {_LETTER} {_LETTER}(?=[ :'])")
_TWO_LETTERS_AFTER_BREAK = re.compile(rf"\n{_LETTER} {_LETTER}(?=[ :'])")
_LEAST_SPACED_LETTERS = 3  # "A B" is two initials or two options; "S S N" is a label


def _letter_spaced(text: str) -> tuple[str, _Layer] | None:
    """Words printed one letter at a time read as words ("E m p l o y e e   S S N :" -> "Employee SSN:")."""
    if not (_TWO_LETTERS_AFTER_SPACE.search(text) or _TWO_LETTERS_AFTER_BREAK.search(text)
            or _TWO_LETTERS_AFTER_SPACE.match(" " + text[:4])):
        return None
    return _rewrite_matches(text, _LETTER_SPACED, _join_letters)


def _join_letters(written: str) -> str | None:
    if sum(c.isalpha() for c in written) < _LEAST_SPACED_LETTERS:
        return None
    words = _WORD_GAP.split(written.removesuffix(" :"))
    return " ".join(word.replace(" ", "") for word in words) + (":" if written.endswith(" :") else "")


# -- spelled-out digits -----------------------------------------------------------------------------

# The digit words of English and of Spanish, the United States' second language of support lines ("cinco uno siete").
_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4",
    "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "niner": "9",
    "cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7",
    "ocho": "8", "nueve": "9",
}
_DIGIT_WORD = ("(?:" + "|".join(sorted(_DIGIT_WORDS, key=lambda word: (-len(word), word))) + ")")
_REPEAT = r"(?:(?:double|triple)\s+)?"
_WORD_TOKEN = _REPEAT + _DIGIT_WORD
# A group of digits a speaker read as digits among the words ("313 nine five six 0699", "es el 505, 11, uno siete
# siete ocho", "five one seven... 271... 0516"): up to two before the first word and after the last, one between words.
_GROUP_TOKEN = r"\d{1,6}"
# What ends a group of the number: a comma, a hyphen, a transcript's pause or the word "dash"; between two tokens of a
# group, a space.
_GROUP_BREAK = r"\s*(?:[,-]|\.{2,3}|\u2026)\s*|\s+dash\s+"
_SEPARATOR = rf"(?:{_GROUP_BREAK}|\s+)"
_DIGIT_RUN = re.compile(
    rf"(?<![\w-])(?:{_GROUP_TOKEN}{_SEPARATOR}){{0,2}}{_WORD_TOKEN}"
    rf"(?:{_SEPARATOR}{_WORD_TOKEN}|{_SEPARATOR}{_GROUP_TOKEN}(?={_SEPARATOR}{_WORD_TOKEN}))*"
    rf"(?:{_SEPARATOR}{_GROUP_TOKEN}){{0,2}}(?![\w-])",
    re.IGNORECASE,
)
_LEAST_DIGIT_WORDS = 3
_DIGIT_TOKEN = re.compile(rf"(double|triple)\s+(\w+)|(\w+)|({_GROUP_BREAK})|\s+", re.IGNORECASE)
_LEAST_DIGITS = 7


def _words(text: str) -> list[str]:
    return _LETTERS.findall(text.lower())


_LETTERS = re.compile(r"[a-z]+")
_DIGIT_WORD_SET = frozenset(_DIGIT_WORDS) | {"double", "triple", "dash"}


def _spelled_digits(text: str, words: list[str]) -> tuple[str, _Layer] | None:
    """Runs of seven or more digits, three or more of them written as words, read as the number they spell."""
    run = best = 0
    for word in words:  # the pattern runs only where three digit words stand in a row (digit groups are no words)
        run = run + 1 if word in _DIGIT_WORD_SET else 0
        best = max(best, run)
    if best < _LEAST_DIGIT_WORDS:
        return None
    return _rewrite_matches(text, _DIGIT_RUN, _spell)


def _rewrite_matches(text: str, pattern: re.Pattern[str], rewrite: Callable[[str], str | None]) -> tuple[str, _Layer] | None:
    """`text` with each match of `pattern` replaced by `rewrite(match)` (None: left as written), or None if none was."""
    builder = _Builder(text)
    position = 0
    changed = False
    for run in pattern.finditer(text):
        written = rewrite(run.group(0))
        if written is None:
            continue
        builder.copy(position, run.start())
        builder.replace(run.start(), run.end(), written)
        position = run.end()
        changed = True
    if not changed:
        return None
    builder.copy(position, len(text))
    return builder.build()


# "%40", "%2B", "%2F" ... in a URL or a form post: only the punctuation identifiers are written with.
_PERCENT = re.compile(r"%(?:40|2[BbDdEeFf0]|3[AaBb]|5[Ff])")


def _percent_encoded(text: str, words: list[str]) -> tuple[str, _Layer] | None:
    """Percent-encoded punctuation read as the character it encodes (an e-mail's "@", a phone's "+")."""
    if "%" not in text:
        return None
    return _rewrite_matches(text, _PERCENT, lambda written: chr(int(written[1:], 16)))


# Digit groups with a separator spoken between them ("555 dash 212 dash 4419", "20 dot 14 dot 77 dot 3").
_SPOKEN_SEPARATOR = re.compile(r"\s+(?:dash|hyphen|dot|point|slash)\s+", re.IGNORECASE)
_SPOKEN_RUN = re.compile(
    r"(?<![\w.-])\d{1,4}(?:\s+(?:dash|hyphen|dot|point)\s+\d{1,4}){1,5}(?![\w-]|\.\d)"
    # a date read out: "12 slash 7 slash 08"
    r"|(?<![\w./-])\d{1,2}\s+slash\s+\d{1,2}\s+slash\s+(?:\d{2}|\d{4})(?![\w/-])",
    re.IGNORECASE,
)
_SPOKEN_WORDS = frozenset({"dash", "hyphen", "dot", "point", "slash"})
_SLASH = re.compile(r"\s+slash\s+", re.IGNORECASE)


def _spoken_separators(text: str, words: list[str]) -> tuple[str, _Layer] | None:
    """Digit groups joined by a spoken "dash" or "dot" read as one number with '-' or '.' (seven digits at least)."""
    if not _SPOKEN_WORDS.intersection(words):
        return None
    return _rewrite_matches(text, _SPOKEN_RUN, _join_spoken)


def _join_spoken(written: str) -> str | None:
    if _SLASH.search(written):
        return _SLASH.sub("/", written)  # a date: "12/7/08"
    if sum(c.isdigit() for c in written) < _LEAST_DIGITS:
        return None
    return _SPOKEN_SEPARATOR.sub(lambda m: "." if m.group(0).strip().lower() in ("dot", "point") else "-", written)


def _spell(run: str) -> str | None:
    out: list[str] = []
    count = 0
    words = 0
    for token in _DIGIT_TOKEN.finditer(run):
        repeat, repeated, word, separator = token.groups()
        if repeat:
            digit = _DIGIT_WORDS.get(repeated.lower(), "")
            times = 2 if repeat.lower() == "double" else 3
            out.append(digit * times)
            count += times
            words += 1
        elif word and word.isdigit():
            out.append(word)
            count += len(word)
        elif word:
            out.append(_DIGIT_WORDS.get(word.lower(), ""))
            count += 1
            words += 1
        elif separator and out and out[-1] != "-":
            out.append("-")
    # "o" alone is a letter more often than a zero: a run must have real digit words.
    if count < _LEAST_DIGITS or words < _LEAST_DIGIT_WORDS or sum(1 for d in out if d and d not in "-0") < 3:
        return None
    if count > words and sum(len(group) == 1 for group in "".join(out).split("-")) > 1:
        return None  # "pages 12, 14, one, two, three": a list of numbers, not one read out in groups
    return "".join(out).strip("-")


# -- dates in words -------------------------------------------------------------------------------

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                  "eighth": 8, "ninth": 9}
_ORDINAL_TEENS = {"tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
                  "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
                  "thirtieth": 30}
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_UNIT = "(?:one|two|three|four|five|six|seven|eight|nine)"
_TEEN = "(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
_TEN = "(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_ORD_UNIT = "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
_ORD_TEEN = ("(?:tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|"
             "nineteenth|twentieth|thirtieth)")
_DAY_WORDS = rf"(?:(?:twenty|thirty)[\s-]+{_ORD_UNIT}|{_ORD_TEEN}|{_ORD_UNIT}|(?:twenty|thirty)[\s-]+{_UNIT}|{_TEEN}|{_UNIT}|twenty|thirty)"
_DAY = rf"(?:{_DAY_WORDS}|\d{{1,2}}(?:st|nd|rd|th)?)"
_TWO_DIGITS = rf"(?:{_TEN}(?:[\s-]+{_UNIT})?|{_TEEN}|(?:oh|o)[\s-]+{_UNIT}|hundred)"
_YEAR_WORDS = (
    rf"(?:(?:nineteen|eighteen|twenty)[\s-]+{_TWO_DIGITS}"
    rf"|two[\s-]+thousand(?:[\s-]+(?:and[\s-]+)?(?:{_TEN}(?:[\s-]+{_UNIT})?|{_TEEN}|{_UNIT}))?)"
)
_YEAR = rf"(?:{_YEAR_WORDS}|\d{{4}})"
_DATE_IN_WORDS = re.compile(
    rf"(?<![\w-])(?:(?P<month1>{_MONTH})\s+(?:the\s+)?(?P<day1>{_DAY})(?:\s*,\s*|\s+)(?:of\s+)?(?P<year1>{_YEAR})"
    rf"|(?:the\s+)?(?P<day2>{_DAY})\s+(?:of\s+)?(?P<month2>{_MONTH})(?:\s*,\s*|\s+)(?P<year2>{_YEAR}))(?![\w-])",
    re.IGNORECASE,
)
_MONTH_STEMS = frozenset("jan feb mar apr may jun jul aug sep oct nov dec".split())
_MONTH_NAMES = frozenset(
    "january february march april may june july august september sept october november december".split()
)
_NUMBER_WORD_SET = frozenset(_UNITS) | frozenset(_TEENS) | frozenset(_TENS) | frozenset(_ORDINAL_UNITS) | frozenset(
    _ORDINAL_TEENS
) | {"thousand", "hundred"}
_MONTH_PRETEST = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.IGNORECASE)
_WORD_PRETEST = re.compile(r"(?:teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|thousand|first|second|third|th\b)",
                           re.IGNORECASE)


def _dates_in_words(text: str, words: list[str]) -> tuple[str, _Layer] | None:
    """A date whose day or year is written in words, read with digits ("April 12, 1957")."""
    months = [i for i, word in enumerate(words) if word[:3] in _MONTH_STEMS and (len(word) <= 4 or word in _MONTH_NAMES)]
    if not months:
        return None
    numbers = {i for i, word in enumerate(words) if word in _NUMBER_WORD_SET}
    if not any(j in numbers for i in months for j in range(i - 3, i + 4)):
        return None  # the pattern runs only where a number word stands next to a month
    builder = _Builder(text)
    position = 0
    changed = False
    for match in _DATE_IN_WORDS.finditer(text):
        day_group, year_group = ("day1", "year1") if match.group("day1") else ("day2", "year2")
        day_text, year_text = match.group(day_group), match.group(year_group)
        if day_text[:1].isdigit() and year_text[:1].isdigit():
            continue  # already digits: nothing to read
        day = _number(day_text)
        year = _year(year_text)
        if day is None or year is None or not 1 <= day <= 31:
            continue
        suffix = _ordinal_suffix(day) if day_text.lower().endswith(("st", "nd", "rd", "th")) else ""
        for group, value in ((day_group, str(day) + suffix), (year_group, str(year))):
            start, end = match.span(group)
            if text[start:start + 1].isdigit():
                continue
            builder.copy(position, start)
            builder.replace(start, end, value)
            position = end
        changed = True
    if not changed:
        return None
    builder.copy(position, len(text))
    return builder.build()


_WORD_SPLIT = re.compile(r"[\s-]+")


def _ordinal_suffix(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _number(written: str) -> int | None:
    """A day written in words or digits ("twenty-first", "12th", "twelve")."""
    if written[:1].isdigit():
        return int(re.match(r"\d+", written).group(0))  # type: ignore[union-attr]
    total = 0
    for word in _WORD_SPLIT.split(written.lower()):
        value = _TENS.get(word) or _TEENS.get(word) or _UNITS.get(word) or _ORDINAL_UNITS.get(word) or _ORDINAL_TEENS.get(word)
        if value is None:
            return None
        total += value
    return total


def _year(written: str) -> int | None:
    """A year written in words or digits ("nineteen fifty-seven", "two thousand and three", "nineteen oh five")."""
    if written.isdigit():
        return int(written)
    words = [w for w in _WORD_SPLIT.split(written.lower()) if w and w != "and"]
    if len(words) >= 2 and words[1] == "thousand":
        rest = words[2:]
        return 2000 + (_two_digits(rest) if rest else 0) if rest == [] or _two_digits(rest) is not None else None
    century = _TEENS.get(words[0]) or _TENS.get(words[0])
    if century is None:
        return None
    rest = words[1:]
    if rest == ["hundred"]:
        return century * 100
    tail = _two_digits(rest)
    return None if tail is None else century * 100 + tail


def _two_digits(words: list[str]) -> int | None:
    if words and words[0] in ("oh", "o") and len(words) == 2:
        return _UNITS.get(words[1])
    total = 0
    for word in words:
        value = _TENS.get(word) or _TEENS.get(word) or _UNITS.get(word)
        if value is None:
            return None
        total += value
    return total if total < 100 else None
