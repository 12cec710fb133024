"""Sentences, clauses, content words and chunks: the text helpers of the model-backed checks' pre-checks.

Plain string work, no model: which sentences of an answer carry a checkable claim, how a source
is cut into chunks that fit the NLI window, and what a verbatim quote must look like.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from checks.text.markers import find_markers

_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "art.", "no.", "nr.", "sec.", "para.", "dr.", "mr.", "mrs.",
                  "ms.", "st.", "fig.", "approx.", "incl.", "ca.", "p.", "pp.")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")
_LIST_PREFIX = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_WORD = re.compile(r"\w+|[^\w\s]")
_PLEASANTRY = re.compile(
    r"^(hi|hello|hey|greetings|dear [^,.!]*|good (morning|afternoon|evening)|thanks?( (very|so) much)?( for [^.!]*)?|"
    r"thank you( (very|so) much)?( for [^.!]*)?|you're welcome|(i )?hope (this|that) helps|"
    r"let me know [^.!]*|feel free [^.!]*|sure|certainly|of course|great question|happy to help[^.!]*)"
    r"[\s,.!:]*$",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"^(i('m| am) not (sure|certain)|i don't know|i do not know|it depends|i cannot (say|tell)|"
    r"i can't (say|tell)|maybe|perhaps|possibly|not sure)[\s,.!]*$",
    re.IGNORECASE,
)
_CLAUSE_SPLIT = re.compile(r"\s*(?:[;:]|,\s+(?:and|but|or|while|whereas|unless|except|provided)\b|\s+-{1,2}\s+)\s*")
_STOPWORDS = frozenset(
    "a an the of to in on at by for from with and or but not no is are was were be been being has have had do does "
    "did will would shall should may might can could must this that these those it its as if than then there their "
    "they them he she his her we our you your i me my which who whom whose what when where why how all any each "
    "per into onto over under up down out about after before also only such so very more most less least".split()
)


def _lines(text: str) -> list[str]:
    lines = []
    for line in re.split(r"\n\s*", text):
        line = _LIST_PREFIX.sub("", line).strip()
        if line:
            lines.append(line)
    return lines


def _split_line(line: str) -> list[str]:
    sentences = []
    start = 0
    for match in _SENTENCE_END.finditer(line):
        candidate = line[start : match.start() + len(match.group(0).rstrip())].strip()
        last_word = candidate.rsplit(" ", 1)[-1].lower()
        if last_word in _ABBREVIATIONS:
            continue
        sentences.append(candidate)
        start = match.end()
    tail = line[start:].strip()
    if tail:
        sentences.append(tail)
    return sentences


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`: split at line breaks and at sentence-final punctuation followed by a capital or digit,
    not after common abbreviations."""
    return [sentence for line in _lines(text) for sentence in _split_line(line)]


def split_sentences_in_lines(text: str) -> list[tuple[str, bool]]:
    """(sentence, alone_on_its_line) for every sentence of `text`; a heading is a line of one sentence."""
    out: list[tuple[str, bool]] = []
    for line in _lines(text):
        sentences = _split_line(line)
        out.extend((sentence, len(sentences) == 1) for sentence in sentences)
    return out


def strip_citation_markers(
    sentence: str, source_ids: Sequence[str] = (), extra_patterns: Sequence[str] = ()
) -> tuple[str, tuple[str, ...]]:
    """The sentence without citation markers, and the IDs those markers named, read with the shared marker
    grammar (`checks.markers.find_markers`) and the configured extra marker patterns."""
    ids: list[str] = []
    parts, position = [], 0
    for marker in find_markers(sentence, tuple(source_ids), tuple(extra_patterns)):
        parts.append(sentence[position : marker.start])
        ids.extend(cited.id for cited in marker.ids)
        position = marker.end
    parts.append(sentence[position:])
    cleaned = "".join(parts).strip()
    cleaned = re.sub(r"\s+([.,;:!?])", r"\1", cleaned)
    cleaned = re.sub(r"\s{2,}", " ", cleaned)
    return cleaned, tuple(dict.fromkeys(ids))


def is_factual_sentence(sentence: str, *, alone_on_line: bool = True, extra_patterns: Sequence[str] = ()) -> bool:
    """False for what carries no checkable claim: questions, greetings, pure hedges, headings, fragments.

    A Title Case sentence is a heading only when it stands alone on its line without final punctuation;
    one that ends with a period or stands in a paragraph ("All Members Get Free Dental Care.") is a claim.
    `extra_patterns` are the configured extra citation-marker regexes (a sentence of markers only is no claim)."""
    text, _ = strip_citation_markers(sentence.strip(), (), extra_patterns)
    if not text or text.endswith("?"):
        return False
    if _PLEASANTRY.match(text) or _HEDGE.match(text):
        return False
    if _looks_like_heading(text, alone_on_line):
        return False
    return len(re.findall(r"[A-Za-z]{2,}", text)) >= 2


def _looks_like_heading(text: str, alone_on_line: bool) -> bool:
    if text.startswith("#") or text.endswith(":") or re.fullmatch(r"\*\*[^*]+\*\*:?", text):
        return True
    if re.search(r"[.!)\]\"']$", text) or not alone_on_line:
        return False
    words = text.split()
    if len(words) <= 3:
        return True
    return len(words) <= 8 and all(not w[0].isalpha() or w[0].isupper() or len(w) <= 3 for w in words)


def factual_sentences(text: str, extra_patterns: Sequence[str] = ()) -> list[str]:
    """The sentences of `text` that the pre-check considers factual (`extra_patterns`: extra marker regexes)."""
    return [
        s for s, alone in split_sentences_in_lines(text)
        if is_factual_sentence(s, alone_on_line=alone, extra_patterns=extra_patterns)
    ]


_SUFFIXES = ("ages", "age", "ing", "ed", "es", "s", "e")


def _stem(word: str) -> str:
    """A crude stem, enough for "excludes" / "excluded" / "exclude" or "covered" / "coverage" to meet."""
    if word[0].isdigit():
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> frozenset[str]:
    """Stems of the lower-cased words and numbers of `text` that carry content (no stopwords, no one-letter words)."""
    return frozenset(
        _stem(word) for word in re.findall(r"[a-z0-9]+(?:[.,][0-9]+)*", text.lower())
        if word not in _STOPWORDS and (len(word) > 1 or word.isdigit())
    )


def normalise_whitespace(text: str) -> str:
    return " ".join(text.split())


def clauses(sentence: str) -> list[str]:
    """The clauses of a sentence: split at semicolons, colons, dashes and a comma before a conjunction."""
    return [part.strip(" ,") for part in _CLAUSE_SPLIT.split(sentence) if part and part.strip(" ,")]


def approximate_tokens(text: str) -> int:
    """A cheap upper-leaning estimate of subword tokens: words and punctuation, plus a third for word pieces."""
    return int(len(_WORD.findall(text)) * 1.3) + 1


def _split_long_sentence(sentence: str, max_tokens: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for word in sentence.split():
        if current and approximate_tokens(" ".join([*current, word])) > max_tokens:
            pieces.append(" ".join(current))
            current = []
        current.append(word)
    if current:
        pieces.append(" ".join(current))
    return pieces


def split_into_chunks(text: str, max_tokens: int) -> list[str]:
    """Sentence-aligned chunks of `text`, each about `max_tokens` or fewer; an over-long sentence is cut at words."""
    chunks: list[str] = []
    current: list[str] = []
    current_tokens = 0
    for sentence in split_sentences(text):
        sentence_tokens = approximate_tokens(sentence)
        if sentence_tokens > max_tokens:
            if current:
                chunks.append(" ".join(current))
                current, current_tokens = [], 0
            chunks.extend(_split_long_sentence(sentence, max_tokens))
            continue
        if current and current_tokens + sentence_tokens > max_tokens:
            chunks.append(" ".join(current))
            current, current_tokens = [], 0
        current.append(sentence)
        current_tokens += sentence_tokens
    if current:
        chunks.append(" ".join(current))
    return chunks


MIN_CLAUSE_WORDS = 8
_CLAUSE_EDGE = ",;:—–-("


def verbatim_sentence(quote: str, texts: "list[str] | tuple[str, ...]", min_clause_words: int = MIN_CLAUSE_WORDS) -> str | None:
    """The sentence of `texts` that `quote` reproduces, or None.

    The quote must match after whitespace normalisation only (case, punctuation and words as written) and
    be either a whole sentence or a clause of at least `min_clause_words` words: it starts at the
    sentence's start or after a clause mark (, ; : dash) and ends at the sentence's end or before one.
    A fragment such as "a" or "3" never counts."""
    needle = normalise_whitespace(quote).strip()
    if not needle:
        return None
    bare_needle = needle.rstrip(".!?;,: ")
    for text in texts:
        for sentence in split_sentences(text):
            sentence = normalise_whitespace(sentence)
            if needle == sentence or (bare_needle and bare_needle == sentence.rstrip(".!?;,: ")):
                return sentence
            if len(bare_needle.split()) < min_clause_words:
                continue
            start = sentence.find(bare_needle)
            while start != -1:
                end = start + len(bare_needle)
                before = sentence[:start].rstrip()
                after = sentence[end:].lstrip()
                starts_clause = start == 0 or (before and before[-1] in _CLAUSE_EDGE)
                ends_clause = not after or after[0] in _CLAUSE_EDGE + ".!?)"
                if starts_clause and ends_clause:
                    return sentence
                start = sentence.find(bare_needle, start + 1)
    return None


def locate(answer: str, text: str) -> tuple[int | None, int | None]:
    """(start, end) of `text` in `answer`; a claim whose citation marker was stripped is found without its final
    punctuation. (None, None) when it is not there as written (a rewritten claim)."""
    for needle in (text, text.rstrip(".!;: ")):
        start = answer.find(needle) if needle else -1
        if start >= 0:
            return start, start + len(needle)
    return None, None
