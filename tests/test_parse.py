"""Per-request parses: built once per request and answer, shared by the checks, private to the
context (no part of its equality, hash, dump or pickle), and gone with it."""

from __future__ import annotations

import copy
import gc
import pickle
import weakref

from checks.context import RequestContext, Source


def make_context(*ids: str) -> RequestContext:
    return RequestContext(sources=tuple(Source(id=i, text=f"Passage {i} costs $1,200 on 4 December 1997.") for i in ids))


def test_an_answer_is_parsed_once_per_request() -> None:
    context = make_context("1", "2")
    parse = context.answer_parse("It costs $1,200 [1][3].")
    assert context.answer_parse("It costs $1,200 [1][3].") is parse
    assert context.answer_parse("Another answer [1].") is not parse
    assert context.sources_parse() is context.sources_parse()
    citations = parse.citations()
    assert parse.citations() is citations
    assert citations.resolved == {"1": "1", "3": None}
    assert [c.id for c in citations.unresolved] == ["3"]
    assert [f.text for f in parse.figures()] == ["1,200"]


def test_a_new_request_parses_anew() -> None:
    first, second = make_context("1"), make_context("1")
    assert first.answer_parse("It costs $1,200 [1].") is not second.answer_parse("It costs $1,200 [1].")


def test_parse_state_is_not_part_of_equality_hash_dump_or_pickle() -> None:
    used, fresh = make_context("1"), make_context("1")
    used.answer_parse("It costs $1,200 [1].").figures()
    used.scratch["nli"] = {"pair": 0.9}
    assert used == fresh and hash(used) == hash(fresh)
    assert used.model_dump() == fresh.model_dump()
    assert "scratch" not in used.model_dump_json() and "1,200 [1]" not in used.model_dump_json()
    restored = pickle.loads(pickle.dumps(used))
    assert restored == used and restored.scratch == {}
    assert copy.deepcopy(used).scratch == {}


def test_a_copy_with_other_sources_does_not_reuse_the_parse() -> None:
    context = make_context("1")
    assert context.answer_parse("Covered [2].").citations().resolved == {"2": None}
    other = context.model_copy(update={"sources": make_context("1", "2").sources})
    assert other.answer_parse("Covered [2].").citations().resolved == {"2": "2"}


def test_the_parse_dies_with_its_context() -> None:
    context = make_context("1")
    parse = weakref.ref(context.answer_parse("It costs $1,200 [1]."))
    sources = weakref.ref(context.sources_parse())
    del context
    gc.collect()
    assert parse() is None and sources() is None
