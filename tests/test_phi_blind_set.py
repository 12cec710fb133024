"""The blind `phi` set (scripts/make_phi_blind.py): the generator is deterministic for its seed and its
labels are well formed. The rates are not asserted here: the set measures the check from outside, and
scripts/measure_phi_blind.py prints them. Faker (the generator's source of names and places) is a test extra."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import faker
import pytest

from scripts import make_phi_blind as blind
from scripts.measure_phi_blind import measure


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return blind.build(blind.SEED)


def test_the_same_seed_builds_the_same_set_and_another_seed_another(rows: list[dict]) -> None:
    assert blind.build(blind.SEED) == rows
    other = blind.build(blind.SEED + 1)
    assert len(other) == len(rows)
    assert sum(a["text"] != b["text"] for a, b in zip(rows, other)) > 0.9 * len(rows)


def test_another_process_with_another_string_hash_seed_builds_the_same_set(rows: list[dict]) -> None:
    # Faker keeps some tables in sets, whose order follows PYTHONHASHSEED: the set must not depend on it.
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, str(root / "scripts" / "make_phi_blind.py")], capture_output=True, text=True,
                         env=env, cwd=root, timeout=120, check=True).stdout
    assert [json.loads(line) for line in out.splitlines()] == rows


def test_the_set_has_its_stated_size_and_variety(rows: list[dict]) -> None:
    carrying = [row for row in rows if not row["clean"]]
    clean = [row for row in rows if row["clean"]]
    assert 650 <= len(carrying) <= 750 and len(clean) == blind.CLEAN_TOTAL
    assert len({row["template"] for row in rows}) >= 80
    assert len({row["text"] for row in rows}) > 0.98 * len(rows)
    assert len({row["id"] for row in rows}) == len(rows)
    per_kind = Counter(kind for row in carrying for kind in row["kinds"])
    assert set(per_kind) == set(blind.KINDS)
    assert min(per_kind.values()) >= 10, per_kind


def test_every_label_names_a_known_kind_and_the_characters_of_its_identifier(rows: list[dict]) -> None:
    for row in rows:
        assert row["clean"] == (not row["spans"]), row["id"]
        assert row["kinds"] == sorted({kind for _, _, kind in row["spans"]}), row["id"]
        previous_end = 0
        for start, end, kind in sorted(row["spans"]):
            assert kind in blind.KINDS
            assert previous_end <= start < end <= len(row["text"]), row["id"]
            value = row["text"][start:end]
            assert value == value.strip() and any(ch.isalnum() for ch in value), (row["id"], value)
            previous_end = end


def test_render_records_the_span_of_each_identifier_and_reuses_a_filler_within_a_text() -> None:
    fakers = {locale: faker.Faker(locale) for locale in blind.FAKER_LOCALES}
    for index, fake in enumerate(fakers.values()):
        fake.seed_instance(index)
    draw = blind.Draw(random.Random(1), fakers)
    text, spans = blind.render("((Hi||Hello)) {name}, call [[phone:phone_us]]. Bye {name}.", draw)
    name = draw.fill("name")
    assert text.count(name) == 2 and text.split(" ", 1)[0] in ("Hi", "Hello")
    [(start, end, kind)] = spans
    assert kind == "phone" and text[end:] == f". Bye {name}." and text[start - 5:start] == "call "
    with pytest.raises(ValueError, match="unknown kind"):
        blind.render("[[pet:phone_us]]", draw)


async def test_the_measurement_counts_carrying_and_clean_texts(rows: list[dict]) -> None:
    sample = [row for row in rows if not row["clean"]][:3] + [row for row in rows if row["clean"]][:3]
    result = await measure(sample)
    assert result["carrying"] == 3 and result["clean"] == 3
    assert sum(result["texts"].values()) == sum(len(row["kinds"]) for row in sample[:3])
    assert 0 <= result["detected"] <= 3 and 0 <= result["alarmed"] <= 3
