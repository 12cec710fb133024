"""Identifiers found by Microsoft Presidio's predefined pattern recognizers, called as a library.

`PresidioLayer(locales)` builds the recognizers of `recognizers.RECOGNIZERS` for the chosen
locales once; `scan(text)` runs each one only on the chunks of the text that meet its
precondition (digit-bearing stretches, or a MAC address's shape with no digit, holding enough
digits, letters or the characters it needs), on a window around the chunk wide enough for its
context words, via
`recognizer.analyze(window, recognizer.supported_entities, None)` (no NLP engine).

Which results count, in a hard check:
- a value whose checksum Presidio's validator confirmed (score 1.0: cards, IBANs, NHS, Aadhaar,
  TFN, AU Medicare, DEA ...) counts wherever it stands, context words or not;
  (except a bare 10- or 11-digit value that is a valid phone number with no context word: the
  project's phone reader decides those, organisation lines included);
- a value of a specific shape (pattern score >= 0.5: formatted SSN, ITIN, MBI, NINO, SIN, NRIC,
  IP and MAC addresses ...) counts wherever it stands;
- a weak shape (score < 0.5: a bare nine-digit number, a passport or licence shape) counts only
  with one of the recognizer's own context words in the 48 characters before it ("passport",
  "driver's license"), which is what Presidio's context enhancer would need as well;
- a value of the right shape whose checksum FAILS ("NHS number 943 476 5918") counts when the
  recognizer's context word stands in the 48 characters before it: a mistyped identifier still
  names its holder (one wrong digit of ten leaves nine), and an answer that labels a number as
  someone's NHS number says what it is. Without the context word a checksum-failing number is
  a number (a claim's, a reference's) and passes. `count_failed_checksums=False` turns this off.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import phonenumbers

from checks.text.identifiers.labels import impersonal_label_at, inside_impersonal_label
from checks.text.identifiers.network import names_no_device
from checks.text.identifiers.payment import printed_as_card
from checks.text.identifiers.phones import grouped_against_the_plan
from checks.text.identifiers.reading import in_hex_token
from checks.text.identifiers.recognizers import DEFAULT_LOCALES, RECOGNIZERS, RecognizerRow

logger = logging.getLogger(__name__)

_CONTEXT_REACH = 48
_SHORTEST = 5  # the shortest value any recognizer of the table reads ("W21XT")
_STRONG_SCORE = 0.5
# Digit-bearing stretches: pieces of letters and digits (at least one piece with a digit), joined
# by at most two separators, and short all-letter pieces around them ("JG 10 37 28 D", "LS6 2AB",
# an IBAN's bank code: "GB29 NWBK 6016 1331 9268 19").
_CHUNK = re.compile(
    r"\d[A-Za-z0-9]*(?:(?:[ .:\-/%]{1,2}|::)(?:[A-Za-z0-9]*\d[A-Za-z0-9]*|[0-9A-Fa-f]{1,4}(?=[:.\-])|[A-Z]{1,4}\b))*"
)
# MAC addresses are the one identifier that may hold no digit ("AA:BB:CC:DD:EE:FF", "aabb.ccdd.eeff").
_MAC_SHAPE = re.compile(
    r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{4}(?:\.[0-9A-Fa-f]{4}){2})(?![0-9A-Za-z])"
)
_CAPITALS_BEFORE = re.compile(r"(?<![A-Za-z])[A-Z]{1,4}[ \-]?$")
_PIECE_BEFORE = re.compile(r"(?:[A-Za-z]{1,4}[ .:\-]{1,2})?[A-Za-z]*$")



def _piece_of_a_token(text: str, start: int, end: int) -> bool:
    """The span is glued by a hyphen, dot or slash to more letters or digits ("3.6.5-build2005", "v2/ABC12345"): a
    piece of a version, a path or a reference, which a weak shape does not make someone's number."""
    before = text[start - 2:start] if start >= 2 else ""
    after = text[end:end + 2]
    return (len(before) == 2 and before[1] in "-./" and before[0].isalnum()) or (
        len(after) == 2 and after[0] in "-./" and after[1].isalnum()
    )


def _piece_of_a_grouped_number(text: str, start: int, end: int) -> bool:
    """The span is printed in groups of digits, and one more group of the same printing stands right before or after
    it ("ABN 51 824 016 753": an eleven-digit business number whose last nine digits pass a TFN's check): the number is
    the whole run, not the piece a recognizer's pattern took."""
    if " " not in text[start:end].strip():
        return False
    before = text[max(0, start - 2):start]
    after = text[end:end + 2]
    return (len(before) == 2 and before[1] == " " and before[0].isdigit()) or (
        len(after) == 2 and after[0] == " " and after[1].isdigit()
    )


_IPV6_CHARACTERS = frozenset("0123456789abcdefABCDEF:")


def _address_token(text: str, start: int, end: int) -> tuple[int, int]:
    """The whole IPv6 address Presidio's match lies in: its pattern may stop at a "::" ("2001:db8:cd4::" of
    "2001:db8:cd4::ccb"), and whether an address names a device is read on all of it. An IPv4 match is whole."""
    if ":" not in text[start:end]:
        return start, end
    while start > 0 and text[start - 1] in _IPV6_CHARACTERS:
        start -= 1
    while end < len(text) and text[end] in _IPV6_CHARACTERS:
        end += 1
    while end > start and text[end - 1] == ":" and text[end - 2:end] != "::":
        end -= 1  # a label's colon after it ("::" ends an address: "2001:db8::")
    return start, end


# A document's own prefix glued by a hyphen ("INV-", "PO-", "CLM-"): what follows is that document's number.
_REFERENCE_PREFIX = re.compile(r"(?<![\w-])[A-Z]{2,5}-$")
_DOTTED_DIGITS = re.compile(r"\d+(?:\.\d+)+")
_DIGIT_DOT_BEFORE = re.compile(r"\d\.$")
_DOT_DIGIT_AFTER = re.compile(r"\.\d")


def _piece_of_a_dotted_number(text: str, start: int, end: int) -> bool:
    """The span is digits between dots, and the dots go on before or after it ("2.16.840.1.113883.3.464.1003.108.12.1020"):
    a piece of an OID or a version, no number of someone's written with dots."""
    return _DOTTED_DIGITS.fullmatch(text, start, end) is not None and (
        _DIGIT_DOT_BEFORE.search(text, max(0, start - 2), start) is not None or _DOT_DIGIT_AFTER.match(text, end) is not None
    )


@dataclass(frozen=True)
class PresidioFound:
    """One identifier Presidio's recognizer found: kind, span, the entity and how it counted."""

    kind: str
    start: int
    end: int
    entity: str
    reason: str  # "checksum", "shape", "context" or "failed_checksum"


class PresidioUnavailable(RuntimeError):
    """presidio-analyzer is not installed."""


@dataclass
class _Built:
    row: RecognizerRow
    recognizer: Any
    context: tuple[str, ...]
    has_validator: bool
    patterns: tuple[Any, ...]
    context_only: bool  # every pattern weak and no checksum: nothing it finds counts without a context word
    context_pattern: Any  # the recognizer's context words (`_context_pattern`)


_CACHE: dict[tuple[tuple[str, ...], bool], list[_Built]] = {}
_LOCK = threading.Lock()


def _import_presidio() -> tuple[Any, Any]:
    """Presidio's `PatternRecognizer` and its predefined recognizers. Presidio's package imports every NLP engine it
    has on import, Transformers' pipelines among them: 3 s of CPU and 140 MB in each process that builds `phi` (a Gate
    replica, a `gate-verify` run; measured here), for engines this layer never calls. So while nothing in the process
    has imported Transformers, Presidio is imported with it hidden (its Transformers engine then reports itself
    unavailable); Transformers stays importable for everything else afterwards."""
    hide = "transformers" not in sys.modules
    if hide:
        sys.modules["transformers"] = None  # type: ignore[assignment]  # `import transformers` raises ImportError
    try:
        from presidio_analyzer import PatternRecognizer
        from presidio_analyzer import predefined_recognizers
    finally:
        if hide and "transformers" in sys.modules and sys.modules["transformers"] is None:
            del sys.modules["transformers"]
    return PatternRecognizer, predefined_recognizers


def _build(locales: tuple[str, ...]) -> list[_Built]:
    try:
        import regex
        PatternRecognizer, predefined = _import_presidio()
    except ImportError as error:  # pragma: no cover - a core dependency
        raise PresidioUnavailable("phi: the package 'presidio-analyzer' is not installed") from error
    built = []
    for row in RECOGNIZERS:
        if row.locale not in locales:
            continue
        recognizer = getattr(predefined, row.class_name)()
        has_validator = type(recognizer).validate_result is not PatternRecognizer.validate_result
        patterns = tuple(
            (pattern.score, regex.compile(pattern.regex, flags=recognizer.global_regex_flags))
            for pattern in recognizer.patterns
        )
        context = tuple(word.lower() for word in recognizer.context or ())
        context_only = not has_validator and all(score < _STRONG_SCORE for score, _ in patterns)
        context_pattern = _context_pattern(context) if context else None
        built.append(_Built(row, recognizer, context, has_validator, patterns, context_only, context_pattern))
    return built


# A context word of at most this many letters is an abbreviation that must end its word ("lic" is no context word in
# "licensure"); a longer one may begin a compound ("führerschein" of "Führerscheinnummer") or a plural.
_ABBREVIATION = 4


def _context_pattern(context: tuple[str, ...]) -> re.Pattern[str]:
    """The recognizer's context words, each starting a word; an abbreviation ending one too (a plural's "s" aside)."""
    words = sorted(context, key=len, reverse=True)
    long_words = [re.escape(word) for word in words if len(word) > _ABBREVIATION]
    abbreviations = [re.escape(word) for word in words if len(word) <= _ABBREVIATION]
    alternatives = ([r"(?:" + "|".join(long_words) + r")"] if long_words else []) + (
        [r"(?:" + "|".join(abbreviations) + r")s?(?![a-z])"] if abbreviations else [])
    return re.compile(r"(?<![a-z])(?:" + "|".join(alternatives) + r")", re.IGNORECASE)


def recognizers_for(locales: Iterable[str]) -> list[_Built]:
    """The recognizers of `locales`, built once per process (they are stateless after construction)."""
    key = (tuple(sorted(set(locales))), True)
    with _LOCK:
        built = _CACHE.get(key)
        if built is None:
            # A locale with no recognizer rows may still name a region (nl, be, dk ...): its phone plan is read.
            unknown = {
                locale for locale in set(key[0]) - {row.locale for row in RECOGNIZERS}
                if locale.upper() not in phonenumbers.SUPPORTED_REGIONS
            }
            if unknown:
                raise ValueError(
                    f"phi: unknown locale(s) {sorted(unknown)}: neither a Presidio locale "
                    f"({sorted({r.locale for r in RECOGNIZERS})}) nor a region libphonenumber knows"
                )
            built = _CACHE[key] = _build(key[0])
            logger.info("phi: %d Presidio recognizers for locales %s", len(built), ",".join(key[0]))
    return built


class PresidioLayer:
    """Presidio's recognizers for the chosen locales, run on the chunks that could hold their values."""

    def __init__(
        self, locales: Iterable[str] = DEFAULT_LOCALES, count_failed_checksums: bool = True, phone_region: str = "US"
    ) -> None:
        self.recognizers = recognizers_for(locales)
        self.count_failed_checksums = count_failed_checksums
        self.phone_region = phone_region

    def _reads_as_phone(self, written: str) -> bool:
        """A bare 10- or 11-digit value that is a valid phone number of the default region, written as the phone
        reader would read one (an Australian Medicare number's "2123 45670 1" is grouped as no North American line)."""
        digits = "".join(c for c in written if c.isdigit())
        if len(digits) not in (10, 11) or any(c.isalpha() for c in written):
            return False
        try:
            number = phonenumbers.parse(digits if len(digits) == 10 else "+" + digits, self.phone_region)
        except phonenumbers.NumberParseException:
            return False
        return phonenumbers.is_valid_number(number) and not (
            number.country_code == 1 and grouped_against_the_plan(written, number)
        )

    def scan(self, text: str) -> Iterator[tuple[int, list[PresidioFound]]]:
        """The identifiers Presidio's recognizers find in `text`, with the reason each counts, a piece at a
        time in text order: (the piece's start, what it holds that no earlier piece did), for every piece
        that could hold one. A caller that has seen enough stops there; the text from that piece's start on
        is then unread (a value that begins in a piece lies whole in it or in a later one)."""
        chunks = []
        covered = 0
        for match in _CHUNK.finditer(text):
            start, end = match.span()
            if (
                end - start < _SHORTEST and not text[end:end + 1].isalpha() and not text[start - 1:start].isalpha()
                and not _CAPITALS_BEFORE.search(text, max(0, start - 5), start)
            ):
                continue  # no identifier of the table is this short ("2026", "$204", "3 days"; but "ABC 1D", a plate)
            # The letters glued before the first digit, and one short letter piece before them ("JG 10 ...").
            before = _PIECE_BEFORE.search(text, max(covered, start - 8), start)
            start = before.start() if before else start
            covered = end
            for piece_start, piece_end in _pieces(text, start, end):
                written = text[piece_start:piece_end]
                digit_start = max(piece_start, match.start())  # the letters glued before may be the label ("TIN: 405...")
                chunks.append((piece_start, piece_end, digit_start, sum(map(str.isdigit, written)), sum(map(str.isalpha, written))))
        for match in _MAC_SHAPE.finditer(text):
            if not any(c.isdigit() for c in match.group()):  # one with a digit lies in a chunk already
                chunks.append((match.start(), match.end(), match.start(), 0, sum(map(str.isalpha, match.group()))))
        chunks.sort()
        lowered = text.lower()
        seen: set[tuple[str, int, int]] = set()  # a long chunk's overlapping pieces find a value twice
        for start, end, digit_start, digits, letters in chunks:
            written = text[start:end]
            window_start = _word_start(text, max(0, start - _CONTEXT_REACH))  # every recognizer's window starts here
            out: list[PresidioFound] = []
            for built in self.recognizers:
                row = built.row
                if digits < row.digits or letters < row.letters or end - start < row.length:
                    continue
                if row.needs and not any(c in written for c in row.needs):
                    continue
                if built.context_only and not self._has_context(built, lowered, digit_start):
                    continue
                for found in self._run(built, text, lowered, start, end, digit_start, window_start):
                    key = (found.kind, found.start, found.end)
                    if key not in seen:
                        seen.add(key)
                        out.append(found)
            yield start, out

    def _run(
        self, built: _Built, text: str, lowered: str, start: int, end: int, digit_start: int, window_start: int
    ) -> list[PresidioFound]:
        window_end = min(len(text), end + 2)
        if not any(pattern.search(text, start, window_end) for _, pattern in built.patterns):
            return []  # none of its patterns can match here: Presidio's analyze is not called
        window = text[window_start:window_end]
        row = built.row
        out = []
        seen: list[tuple[int, int]] = []
        for result in built.recognizer.analyze(window, built.recognizer.supported_entities, None):
            a, b = window_start + result.start, window_start + result.end
            if b <= start or a >= end:
                continue  # the window's edges belong to other chunks
            if _splits_a_word(text, a, b):
                continue  # "Sub00000000" is no licence "ub0000000" (some patterns have no \b); nor a word the window cut
            if row.upper and any(c.islower() for c in text[a:b]):
                continue  # "the 483rd": prose, no plate (plates and postcodes are written in capitals)
            if is_placeholder(text[a:b]):
                continue  # "00000000", "1111111111": a form's placeholder, no one's number
            if result.entity_type == "CREDIT_CARD" and not printed_as_card(text[a:b]):
                continue  # Luhn-valid digits in groups no card is printed in ("37566109-20260318"): no card
            if result.entity_type == "IP_ADDRESS" and names_no_device(text, *_address_token(text, a, b)):
                continue  # "bind to 0.0.0.0", "127.0.0.1", "-> 2001:db8:cd4::ccb port 8443": no one's device
            if in_hex_token(text, a, b):
                continue  # a piece of a GUID or a hash ("29e821a4-c748-03e3-1ba1-621582283d15"): a system's identifier
            if _piece_of_a_dotted_number(text, a, b):
                continue  # "...1003.108.12.1020": the tail of an OID or a version, no SSN's "108.12.1020"
            seen.append((a, b))
            context = self._has_context(built, lowered, a)
            if result.score >= 1.0 and built.has_validator:
                if not (row.checksum_alone or context):
                    continue
                if not context and self._reads_as_phone(window[result.start:result.end]):
                    continue  # "1-888-555-0142" passes NHS's mod 11: a phone, left to the phone reader
                if not context and _REFERENCE_PREFIX.search(text, max(0, a - 6), a):
                    continue  # "INVOICE INV-202650139": a document's number after its prefix (one in eleven passes TFN's check)
                if not context and _piece_of_a_grouped_number(text, a, b):
                    continue  # "ABN 51 824 016 753": the TFN's check passes on the business number's last nine digits
                reason = "checksum"
            elif result.score >= _STRONG_SCORE:
                reason = "shape"
            elif context and not _piece_of_a_token(text, a, b) and sum(map(str.isdigit, text[a:b])) >= row.digits:
                # a weak shape with its context word, unless it is a piece of a longer token or holds fewer digits than
                # the row's values do ("member-portal ... hl7apy", "permit ... 2001:db8:832:e8::/64": no member's or
                # licence's number, whose weak patterns take a letter and one digit)
                reason = "context"
            else:
                continue
            out.append(PresidioFound(row.kind, a, b, result.entity_type, reason))
        if self.count_failed_checksums and built.has_validator and self._has_context(built, lowered, digit_start):
            for _, pattern in built.patterns:
                for match in pattern.finditer(text, start, end):
                    a, b = match.span()
                    if b <= a or any(x < b and a < y for x, y in seen) or _splits_a_word(text, a, b):
                        continue
                    if built.recognizer.validate_result(match.group(0)) is False:
                        out.append(PresidioFound(row.kind, a, b, built.recognizer.supported_entities[0], "failed_checksum"))
        return out

    @staticmethod
    def _has_context(built: _Built, lowered: str, start: int) -> bool:
        """One of the recognizer's context words in the `_CONTEXT_REACH` characters before `start`, unless it opens
        or ends a label of a number that is not personal ("check" of a "check_no" column is a cheque's, no bank
        account's; "id" of "claim id" a claim's)."""
        if built.context_pattern is None:
            return False
        return any(
            not impersonal_label_at(lowered, word.start()) and not inside_impersonal_label(lowered, *word.span())
            for word in built.context_pattern.finditer(lowered, max(0, start - _CONTEXT_REACH), start)
        )


_LONG_CHUNK = 96  # a chunk longer than this is read in overlapping pieces of at most this length
_PIECE_STEP = 48  # ... starting about this far apart: every value up to 48 characters lies whole in one
_SEPARATED = re.compile(r"(?<=[ .:\-/%])(?=[A-Za-z0-9])")


def _pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The chunk [start, end), or, when it is long ("1 MRN: 1 MRN: 1 ..." of 16 KB), overlapping pieces of
    it cut where a separator ends: a recognizer's regex on a bounded piece costs a bounded time, where on the
    whole chunk some cost its length squared."""
    if end - start <= _LONG_CHUNK:
        return [(start, end)]
    cuts = [match.start() for match in _SEPARATED.finditer(text, start, end)]
    pieces = []
    position = start
    while position + _LONG_CHUNK < end:
        limit = position + _LONG_CHUNK
        # End before the separator at the last cut that fits (mid-word only when one word is that long).
        i = bisect_right(cuts, limit) - 1
        piece_end = cuts[i] if i >= 0 and cuts[i] > position else limit
        while piece_end > position + 1 and not text[piece_end - 1].isalnum():
            piece_end -= 1
        pieces.append((position, piece_end))
        # The next piece starts at the last cut within a step, or a step on.
        i = bisect_right(cuts, position + _PIECE_STEP) - 1
        position = cuts[i] if i >= 0 and cuts[i] > position else position + _PIECE_STEP
    pieces.append((position, end))
    return pieces


_PLACEHOLDER = re.compile(r"(\d)\1{5,}")


def is_placeholder(written: str) -> bool:
    """A form's placeholder, no one's number: at least six digits, every one the same ("00000000", "0000-0000000-0")."""
    return _PLACEHOLDER.fullmatch("".join(c for c in written if c.isdigit())) is not None


def _splits_a_word(text: str, start: int, end: int) -> bool:
    """Whether [start, end) begins or ends inside a run of letters and digits."""
    return (start > 0 and text[start - 1].isalnum() and text[start].isalnum()) or (
        end < len(text) and text[end - 1].isalnum() and text[end].isalnum()
    )


_WORD_REACH = 24  # how far back a window may widen to a word's start (no whitespace at all must stay linear)


def _word_start(text: str, position: int) -> int:
    """The start of the word at `position`, looked for at most `_WORD_REACH` characters back."""
    floor = max(0, position - _WORD_REACH)
    while position > floor and not text[position - 1].isspace():
        position -= 1
    return position
