"""Per-request parses that the deterministic checks share.

`RequestContext.answer_parse(answer)` and `RequestContext.sources_parse()` build these once per
request (and answer), so that `citations`, `figures`, `document_scope` and `jurisdiction` read
an answer's markers, dates and figures once; they die with the request's context, so nothing
parsed outlives the request.
"""

from __future__ import annotations

from collections.abc import Sequence
import functools
from typing import Protocol

from checks.text.dates import DateMention, find_dates
from checks.text.cited_ids import CitedId, SourceIndex
from checks.text.markers import Marker, MarkerReader
from checks.text.numbers import PASSAGE_JOINER, Figure, PassageKeys, answer_figures


class cached_property(functools.cached_property):  # noqa: N801 - used as functools' decorator is
    """`functools.cached_property` without Python 3.11's lock, which is one per attribute for every instance:
    one request's slow parse (hostile passages) held every other request's parse of that attribute, in every
    check worker. A parse belongs to one request, so a race costs at most the same work twice."""

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.attrname] = self.func(instance)
        return value


class Passage(Protocol):
    """What the readers need of a passage (`checks.context.Source` is one): its ID and its text."""

    @property
    def id(self) -> str: ...

    @property
    def text(self) -> str: ...


class SourcesParse:
    """What the checks read from a request's sources: their IDs and the figures they give."""

    def __init__(self, sources: Sequence[Passage]) -> None:
        self.sources = tuple(sources)
        self.ids: tuple[str, ...] = tuple(source.id for source in self.sources)
        self.texts: tuple[str, ...] = tuple(source.text for source in self.sources)
        self._indexes: dict[tuple[str, ...], SourceIndex] = {}

    def index(self, extra_ids: tuple[str, ...] = ()) -> SourceIndex:
        """How cited IDs name the sources (and `extra_ids`, e.g. knowledge-base IDs)."""
        index = self._indexes.get(extra_ids)
        if index is None:
            index = self._indexes[extra_ids] = SourceIndex.of(self.ids + extra_ids)
        return index

    @cached_property
    def joined(self) -> str:
        """The passages joined by `checks.text.numbers.PASSAGE_JOINER`, which no date or figure
        pattern matches across: one scan of this is cheaper than one scan per passage."""
        return PASSAGE_JOINER.join(self.texts)

    @cached_property
    def joined_dates(self) -> list[DateMention]:
        """The dates of `joined` (`checks.text.dates.find_dates`), offsets in `joined`."""
        return find_dates(self.joined)

    @cached_property
    def dates(self) -> tuple[list[DateMention], ...]:
        """Each passage's dates (`checks.text.dates.find_dates`), in the order of the sources, with
        offsets in that passage (read once, from `joined_dates`)."""
        per_passage: list[list[DateMention]] = [[] for _ in self.texts]
        starts = []
        offset = 0
        for text in self.texts:
            starts.append(offset)
            offset += len(text) + len(PASSAGE_JOINER)
        index = 0
        for date in self.joined_dates:
            while index + 1 < len(starts) and date.start >= starts[index + 1]:
                index += 1
            shift = starts[index]
            per_passage[index].append(DateMention(date.start - shift, date.end - shift, date.text, date.readings))
        return tuple(per_passage)

    @cached_property
    def figure_keys(self) -> PassageKeys:
        """The figure keys the passages support (see `checks.text.numbers.PassageKeys`)."""
        return PassageKeys(self.joined, self.joined_dates)

    def given_figures(self, limit: int) -> tuple[tuple[Figure, ...], bool]:
        """The passages' figures as written, in order, each once (for feedback): the first `limit`
        of them, and whether the passages give more. The passages are read in order (each with its
        dates from `dates`) only until more than `limit` are found: the rest would not be listed."""
        seen: dict[str, Figure] = {}
        for text, dates in zip(self.texts, self.dates, strict=True):
            for figure in answer_figures(text, (), dates):  # as `text_figures(text)` reads them
                seen.setdefault(figure.text, figure)
            if 0 <= limit < len(seen):
                break
        figures = tuple(seen.values())
        listed = figures[:limit]
        return listed, len(figures) > len(listed)


class Citations:
    """An answer's markers, every ID they cite (in order), and what each distinct cited ID names
    among the citable IDs (None when it names none)."""

    def __init__(self, markers: list[Marker], index: SourceIndex) -> None:
        self.markers = tuple(markers)
        self.cited: tuple[CitedId, ...] = tuple(cited for marker in self.markers for cited in marker.ids)
        self.resolved: dict[str, str | None] = {c.id: index.resolve(c.id) for c in self.cited}

    @property
    def unresolved(self) -> list[CitedId]:
        return [c for c in self.cited if self.resolved[c.id] is None]


class AnswerParse:
    """What the checks read from one answer, given the request's sources."""

    def __init__(self, answer: str, sources: SourcesParse) -> None:
        self.answer = answer
        self.sources = sources
        self._citations: dict[tuple[tuple[str, ...], tuple[str, ...]], Citations] = {}
        self._marker_readers: dict[tuple[str, ...], MarkerReader] = {}  # per extra_ids: the patterns' calls share it
        self._figures: dict[tuple[str, ...], tuple[Figure, ...]] = {}

    def citations(self, extra_patterns: Sequence[str] = (), extra_ids: Sequence[str] = ()) -> Citations:
        """The answer's citation markers (`checks.text.markers.find_markers`) with the configured
        extra patterns, resolved against the sources and `extra_ids` (knowledge-base IDs)."""
        key = (tuple(extra_patterns), tuple(extra_ids))
        found = self._citations.get(key)
        if found is None:
            reader = self._marker_readers.get(key[1])
            if reader is None:
                reader = self._marker_readers[key[1]] = MarkerReader(self.answer, self.sources.ids + key[1])
            markers = reader.markers(key[0])
            found = self._citations[key] = Citations(markers, self.sources.index(key[1]))
        return found

    def markers(self, extra_patterns: Sequence[str] = ()) -> tuple[Marker, ...]:
        return self.citations(extra_patterns).markers

    @cached_property
    def dates(self) -> list[DateMention]:
        return find_dates(self.answer)

    def figures(self, extra_patterns: Sequence[str] = ()) -> tuple[Figure, ...]:
        """The answer's figures, its citation markers left out ("[2]" is not a figure)."""
        key = tuple(extra_patterns)
        figures = self._figures.get(key)
        if figures is None:
            spans = [(m.start, m.end) for m in self.markers(key)]
            figures = self._figures[key] = answer_figures(self.answer, spans, self.dates)
        return figures
