"""The blind `phi` sets (scripts/make_phi_blind.py, seed 2929, make_phi_blind2.py, seed 4141, make_phi_blind3.py,
seed 5151, make_phi_blind4.py, seed 6161, make_phi_blind5.py, seed 7171, make_phi_blind6.py, seed 8181, and
make_phi_blind7.py, seed 9191, now tuned on; make_phi_blind8.py, seed 10101, and make_phi_blind9.py, seed 11311,
measured once and then tuned on; make_phi_blind10.py, seed 12121, and make_phi_blind11.py, seed 13131, measured
once and then tuned on; make_phi_blind12.py, seed 14141, and make_phi_blind13.py, seed 15151, measured once and then
tuned on; make_phi_blind14.py, seed 16161, and make_phi_blind15.py, seed 17171, measured once and then tuned on;
make_phi_blind16.py, seed 18181, and make_phi_blind17.py, seed 19191, measured once and then tuned on;
make_phi_blind18.py, seed 20201, and make_phi_blind19.py, seed 21211, measured once and then tuned on;
make_phi_blind20.py, seed 22221, and make_phi_blind21.py, seed 23231, measured once and then tuned on;
make_phi_blind22.py, seed 24241, and make_phi_blind23.py, seed 25251, measured once and then tuned on;
make_phi_blind24.py, seed 26261, and make_phi_blind25.py, seed 27271, measured once and then tuned on;
make_phi_blind26.py, seed 28281, and make_phi_blind27.py, seed 29291, measured once and then tuned on;
make_phi_blind28.py, seed 30301, and make_phi_blind29.py, seed 31311, measured once and then tuned on;
make_phi_blind30.py, seed 32321, and make_phi_blind31.py, seed 33331, measured once and then tuned on;
make_phi_blind32.py, seed 34341, and make_phi_blind33.py, seed 35351, measured once and then tuned on;
make_phi_blind34.py, seed 36361, and make_phi_blind35.py, seed 37371, measured once and then tuned on;
make_phi_blind36.py, seed 38381, and make_phi_blind37.py, seed 39391, measured once and then tuned on;
make_phi_blind38.py, seed 40401, and make_phi_blind39.py, seed 41411, measured once and then tuned on;
make_phi_blind40.py, seed 42421, and make_phi_blind41.py, seed 43431, measured once and then tuned on;
make_phi_blind42.py, seed 44441, and make_phi_blind43.py, seed 45451, measured once and then tuned on;
make_phi_blind44.py, seed 46461, and make_phi_blind45.py, seed 47471, measured once and then tuned on;
make_phi_blind46.py, seed 48481, and make_phi_blind47.py, seed 49491, measured once and then tuned on;
make_phi_blind48.py, seed 50501, and make_phi_blind49.py, seed 51511, measured once and then tuned on;
make_phi_blind50.py, seed 52521, and make_phi_blind51.py, seed 53531, measured once and then tuned on;
make_phi_blind52.py, seed 54541, and make_phi_blind53.py, seed 55551, measured once and then tuned on;
make_phi_blind54.py, seed 56561, and make_phi_blind55.py, seed 57571, measured once and then tuned on;
make_phi_blind56.py, seed 58581, and make_phi_blind57.py, seed 59591, measured once and then tuned on;
make_phi_blind58.py, seed 60601, and make_phi_blind59.py, seed 61611, measured once and then tuned on;
make_phi_blind60.py, seed 62621, and make_phi_blind61.py, seed 63631, measured once and then tuned on;
make_phi_blind62.py, seed 64641, and make_phi_blind63.py, seed 65651, measured once and then tuned on;
make_phi_blind64.py, seed 66661, and make_phi_blind65.py, seed 67671, measured once and then tuned on;
make_phi_blind66.py, seed 68681, and make_phi_blind67.py, seed 69691, measured once and then tuned on;
make_phi_blind68.py, seed 70701, and make_phi_blind69.py, seed 71711, measured once and then tuned on;
make_phi_blind70.py, seed 72721, and make_phi_blind71.py, seed 73731, measured once and then tuned on;
make_phi_blind72.py, seed 74741, and make_phi_blind73.py, seed 75751, measured once and then tuned on;
make_phi_blind74.py, seed 76761, and make_phi_blind75.py, seed 77771, held out): each
generator is deterministic for its seed and its labels are well formed. The rates are not asserted
here: the sets measure the check from outside, and scripts/measure_phi_blind.py prints them. Faker (the generators'
source of names and places) is a test extra."""

from __future__ import annotations

import datetime as dt
import functools
import ipaddress
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import faker
import pytest

from scripts import make_phi_blind as blind
from scripts import make_phi_blind2 as blind2
from scripts import make_phi_blind3 as blind3
from scripts import make_phi_blind4 as blind4
from scripts import make_phi_blind5 as blind5
from scripts import make_phi_blind6 as blind6
from scripts import make_phi_blind7 as blind7
from scripts import make_phi_blind8 as blind8
from scripts import make_phi_blind9 as blind9
from scripts import make_phi_blind10 as blind10
from scripts import make_phi_blind11 as blind11
from scripts import make_phi_blind12 as blind12
from scripts import make_phi_blind13 as blind13
from scripts import make_phi_blind14 as blind14
from scripts import make_phi_blind15 as blind15
from scripts import make_phi_blind16 as blind16
from scripts import make_phi_blind17 as blind17
from scripts import make_phi_blind18 as blind18
from scripts import make_phi_blind19 as blind19
from scripts import make_phi_blind20 as blind20
from scripts import make_phi_blind21 as blind21
from scripts import make_phi_blind22 as blind22
from scripts import make_phi_blind23 as blind23
from scripts import make_phi_blind24 as blind24
from scripts import make_phi_blind25 as blind25
from scripts import make_phi_blind26 as blind26
from scripts import make_phi_blind27 as blind27
from scripts import make_phi_blind28 as blind28
from scripts import make_phi_blind29 as blind29
from scripts import make_phi_blind30 as blind30
from scripts import make_phi_blind31 as blind31
from scripts import make_phi_blind32 as blind32
from scripts import make_phi_blind33 as blind33
from scripts import make_phi_blind34 as blind34
from scripts import make_phi_blind35 as blind35
from scripts import make_phi_blind36 as blind36
from scripts import make_phi_blind37 as blind37
from scripts import make_phi_blind38 as blind38
from scripts import make_phi_blind39 as blind39
from scripts import make_phi_blind40 as blind40
from scripts import make_phi_blind41 as blind41
from scripts import make_phi_blind42 as blind42
from scripts import make_phi_blind43 as blind43
from scripts import make_phi_blind44 as blind44
from scripts import make_phi_blind45 as blind45
from scripts import make_phi_blind46 as blind46
from scripts import make_phi_blind47 as blind47
from scripts import make_phi_blind48 as blind48
from scripts import make_phi_blind49 as blind49
from scripts import make_phi_blind50 as blind50
from scripts import make_phi_blind51 as blind51
from scripts import make_phi_blind52 as blind52
from scripts import make_phi_blind53 as blind53
from scripts import make_phi_blind54 as blind54
from scripts import make_phi_blind55 as blind55
from scripts import make_phi_blind56 as blind56
from scripts import make_phi_blind57 as blind57
from scripts import make_phi_blind58 as blind58
from scripts import make_phi_blind59 as blind59
from scripts import make_phi_blind60 as blind60
from scripts import make_phi_blind61 as blind61
from scripts import make_phi_blind62 as blind62
from scripts import make_phi_blind63 as blind63
from scripts import make_phi_blind64 as blind64
from scripts import make_phi_blind65 as blind65
from scripts import make_phi_blind66 as blind66
from scripts import make_phi_blind67 as blind67
from scripts import make_phi_blind68 as blind68
from scripts import make_phi_blind69 as blind69
from scripts import make_phi_blind70 as blind70
from scripts import make_phi_blind71 as blind71
from scripts import make_phi_blind72 as blind72
from scripts import make_phi_blind73 as blind73
from scripts import make_phi_blind74 as blind74
from scripts import make_phi_blind75 as blind75
from scripts.measure_phi_blind import SETS, measure

GENERATORS: dict[str, ModuleType] = {"blind": blind, "blind2": blind2, "blind3": blind3, "blind4": blind4,
                                     "blind5": blind5, "blind6": blind6, "blind7": blind7, "blind8": blind8,
                                     "blind9": blind9, "blind10": blind10, "blind11": blind11,
                                     "blind12": blind12, "blind13": blind13, "blind14": blind14, "blind15": blind15,
                                     "blind16": blind16, "blind17": blind17, "blind18": blind18, "blind19": blind19,
                                     "blind20": blind20, "blind21": blind21, "blind22": blind22, "blind23": blind23,
                                     "blind24": blind24, "blind25": blind25,
                                     "blind26": blind26, "blind27": blind27,
                                     "blind28": blind28, "blind29": blind29,
                                     "blind30": blind30, "blind31": blind31,
                                     "blind32": blind32, "blind33": blind33,
                                     "blind34": blind34, "blind35": blind35,
                                     "blind36": blind36, "blind37": blind37,
                                     "blind38": blind38, "blind39": blind39,
                                     "blind40": blind40, "blind41": blind41,
                                     "blind42": blind42, "blind43": blind43,
                                     "blind44": blind44, "blind45": blind45,
                                     "blind46": blind46, "blind47": blind47,
                                     "blind48": blind48, "blind49": blind49,
                                     "blind50": blind50, "blind51": blind51,
                                     "blind52": blind52, "blind53": blind53,
                                     "blind54": blind54, "blind55": blind55,
                                     "blind56": blind56, "blind57": blind57,
                                     "blind58": blind58, "blind59": blind59,
                                     "blind60": blind60, "blind61": blind61,
                                     "blind62": blind62, "blind63": blind63,
                                     "blind64": blind64, "blind65": blind65,
                                     "blind66": blind66, "blind67": blind67,
                                     "blind68": blind68, "blind69": blind69,
                                     "blind70": blind70, "blind71": blind71,
                                     "blind72": blind72, "blind73": blind73,
                                     "blind74": blind74, "blind75": blind75}


def _number(name: str) -> int:
    return int(name.removeprefix("blind") or 1)


# The brief each set was written to, by its number. The fewest texts carrying each kind: the first set was written to
# 10, the next ones to the brief's 15, the eighth on (more clean texts, to measure false alarms finely) to 12. The
# carrying texts and templates: the first five 650-750 and 90, the sixth and seventh the briefs' smaller size
# (400 + 200, 70), the eighth on 300 carrying + 400 clean, 80.
MIN_TEXTS_PER_KIND = {name: 10 if _number(name) == 1 else 15 if _number(name) <= 7 else 12 for name in GENERATORS}
CARRYING_RANGE = {name: (650, 750) if _number(name) <= 5 else (400, 400) if _number(name) <= 7 else (300, 300)
                  for name in GENERATORS}
MIN_TEMPLATES = {name: 90 if _number(name) <= 5 else 70 if _number(name) <= 7 else 80 for name in GENERATORS}
# The share of a set's texts that differ from every other: blind10 repeats 24 of its 700 (found when it was
# registered; as written by its author, so that it stays a held-out set).
DISTINCT_SHARE = {"blind10": 0.96}
# Fictional lines two authors picked alike (555-01xx numbers, a French number of the range kept for fiction): each set's
# own list is what its measurement exempts, so a shared fictional line says nothing about the set's independence.
ALIKE_FICTIONAL_LINES = {"blind12": {"(406) 555-0132", "(406) 555-0133", "1-888-555-0190", "+33 1 99 00 45 67"},
                         "blind13": {"1-888-555-0190", "+33 1 99 00 45 67"},
                         "blind22": {"1-866-555-0148", "1-866-555-0149"}, "blind23": {"1-866-555-0149"},
                         "blind27": {"+61 2 5550 4417"},
                         "blind34": {"+1 304 555 0161"}, "blind35": {"+1 304 555 0161"},
                         # both picked Alabama and its 205 area's fictional lines
                         **dict.fromkeys(["blind44", "blind45"], {"(205) 555-0162", "(205) 555-0163", "(205) 555-0165",
                                                                   "(205) 555-0168", "1-877-555-0166"})}
# Template bodies twins wrote alike without seeing each other's set: the minimal FHIR Location both wrote with
# make_phi_blind25's fillers (their texts differ: each fills in its own organisation). Kept as written, as held-out sets.
ALIKE_TEMPLATES = {"blind30": {"b30c_fhir_location"}, "blind31": {"b31c_fhir_location"}}
NEWEST = "blind75"


@functools.cache
def built(name: str) -> list[dict]:
    """Each set built once per test run, whichever tests ask for it."""
    generator = GENERATORS[name]
    return generator.build(generator.SEED)


@pytest.fixture(scope="module", params=sorted(GENERATORS))
def set_name(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture(scope="module")
def generator(set_name: str) -> ModuleType:
    return GENERATORS[set_name]


@pytest.fixture(scope="module")
def rows(set_name: str) -> list[dict]:
    return built(set_name)


def test_the_same_seed_builds_the_same_set(generator: ModuleType, rows: list[dict]) -> None:
    assert generator.build(generator.SEED) == rows


def test_another_seed_builds_another_set() -> None:
    # For the newest set only: a held-out generator never changes once committed, and the seeding it relies on
    # (`blind.make_fakers`, `random.Random(seed)`) is shared by all; the older ones passed it when they were the newest.
    generator, rows = GENERATORS[NEWEST], built(NEWEST)
    other = generator.build(generator.SEED + 1)
    assert len(other) == len(rows)
    assert sum(a["text"] != b["text"] for a, b in zip(rows, other)) > 0.9 * len(rows)


def test_another_process_with_another_string_hash_seed_builds_the_same_set() -> None:
    # Faker keeps some tables in sets, whose order follows PYTHONHASHSEED: the set must not depend on it. Run for the
    # newest set only (a process per set is slow; the older ones passed it when they were the newest).
    generator, rows = GENERATORS[NEWEST], built(NEWEST)
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, str(Path(generator.__file__).resolve())], capture_output=True, text=True,
                         env=env, cwd=root, timeout=120, check=True).stdout
    assert [json.loads(line) for line in out.splitlines()] == rows


def test_a_set_takes_fakers_clock_from_its_fixed_moment_not_from_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    # Austrian, Belgian, Czech and Nordic identity numbers hold a birth date that Faker counts back from now: read from
    # the machine's clock, blind20 changed between two builds a minute apart. Moving the fixed moment moves them, and
    # Faker's own clock is put back after each call.
    import faker.providers.date_time as faker_dates

    rows = built("blind20")
    # The module the generator's fakers come from: `make_phi_blind` or `scripts.make_phi_blind`, as sys.path has it when
    # the generators are first imported (other test modules put scripts/ on it).
    used = blind20.blind2.blind
    monkeypatch.setattr(used, "FAKER_NOW", used.FAKER_NOW + dt.timedelta(days=400, seconds=4321))
    moved = blind20.build(blind20.SEED)
    changed = {a["template"] for a, b in zip(rows, moved) if a != b}
    assert changed == {"b20_de_brief_erstattung", "b20_nordic_dodsfall_form"}
    assert faker_dates.datetime is dt.datetime and faker_dates.dtdate is dt.date
    monkeypatch.undo()
    assert blind20.build(blind20.SEED) == rows


def test_the_set_has_its_stated_size_and_variety(set_name: str, generator: ModuleType, rows: list[dict]) -> None:
    carrying = [row for row in rows if not row["clean"]]
    clean = [row for row in rows if row["clean"]]
    low, high = CARRYING_RANGE[set_name]
    assert low <= len(carrying) <= high and len(clean) == generator.CLEAN_TOTAL
    assert len({row["template"] for row in rows}) >= MIN_TEMPLATES[set_name]
    assert len({row["text"] for row in rows}) > DISTINCT_SHARE.get(set_name, 0.98) * len(rows)
    assert len({row["id"] for row in rows}) == len(rows)
    per_kind = Counter(kind for row in carrying for kind in row["kinds"])
    assert set(per_kind) == set(generator.KINDS)
    assert min(per_kind.values()) >= MIN_TEXTS_PER_KIND[set_name], per_kind


def test_every_label_names_a_known_kind_and_the_characters_of_its_identifier(generator: ModuleType, rows: list[dict]) -> None:
    for row in rows:
        assert row["clean"] == (not row["spans"]), row["id"]
        assert row["kinds"] == sorted({kind for _, _, kind in row["spans"]}), row["id"]
        previous_end = 0
        for start, end, kind in sorted(row["spans"]):
            assert kind in generator.KINDS
            assert previous_end <= start < end <= len(row["text"]), row["id"]
            value = row["text"][start:end]
            assert value == value.strip() and any(ch.isalnum() for ch in value), (row["id"], value)
            previous_end = end


def test_the_identifier_free_texts_quote_only_the_sets_own_contacts(generator: ModuleType, rows: list[dict]) -> None:
    # An e-mail address in an identifier-free text is one of the deployment's own published ones.
    own = {contact for contact in generator.ORGANISATION_CONTACTS if "@" in contact}
    for row in rows:
        if row["clean"]:
            quoted = set(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", row["text"]))
            assert quoted <= own, (row["id"], quoted - own)


def test_the_second_set_is_not_the_first_and_a_third_of_it_is_from_other_locales() -> None:
    first, second = built("blind"), built("blind2")
    assert not {row["template"] for row in first} & {row["template"] for row in second}
    assert not set(blind.ORGANISATION_CONTACTS) & set(blind2.ORGANISATION_CONTACTS)
    jobs = [pool for _, _, pool, _ in blind2.PHI_TEMPLATES for _ in range(blind2.PHI_PER_TEMPLATE)]
    jobs += [blind2.CLEAN_TEMPLATES[index % len(blind2.CLEAN_TEMPLATES)][2] for index in range(blind2.CLEAN_TOTAL)]
    other = sum(sum(locale in blind2.OTHER_LOCALES for locale in pool) / len(pool) for pool in jobs)
    assert other > 0.28 * len(jobs)


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


def test_render_takes_another_sets_slots_and_fillers_and_its_locale() -> None:
    draw = blind.Draw(random.Random(2), blind.make_fakers(2, blind2.FAKER_LOCALES), blind2.FILLERS)
    draw.cache["locale"] = "de_DE"
    text, [(start, end, kind)] = blind.render("{w_dob}: [[date_of_birth:dob_loc]]", draw, blind2.SLOTS)
    assert text.startswith("Geburtsdatum: ") and kind == "date_of_birth" and end == len(text)
    assert start == len("Geburtsdatum: ")
    with pytest.raises(KeyError, match="unknown filler"):
        blind.render("{no_such_filler}", draw, blind2.SLOTS)


def test_the_third_set_shares_no_template_or_contact_with_the_earlier_ones_and_a_third_is_from_other_locales() -> None:
    earlier = built("blind") + built("blind2")
    third = built("blind3")
    assert not {row["template"] for row in earlier} & {row["template"] for row in third}
    earlier_bodies = {body for _, _, body in blind.PHI_TEMPLATES + blind.CLEAN_TEMPLATES}
    earlier_bodies |= {body for _, _, _, body in blind2.PHI_TEMPLATES + blind2.CLEAN_TEMPLATES}
    assert not earlier_bodies & {body for _, _, _, body in blind3.PHI_TEMPLATES + blind3.CLEAN_TEMPLATES}
    assert not set(blind3.ORGANISATION_CONTACTS) & (set(blind.ORGANISATION_CONTACTS) | set(blind2.ORGANISATION_CONTACTS))
    jobs = [pool for _, _, pool, _ in blind3.PHI_TEMPLATES for _ in range(blind3.PHI_PER_TEMPLATE)]
    jobs += [blind3.CLEAN_TEMPLATES[index % len(blind3.CLEAN_TEMPLATES)][2] for index in range(blind3.CLEAN_TOTAL)]
    other = sum(sum(locale in blind3.OTHER_LOCALES for locale in pool) / len(pool) for pool in jobs)
    assert other > 0.3 * len(jobs)


def test_the_fourth_set_shares_no_template_or_contact_with_the_earlier_ones_and_a_third_is_from_other_locales() -> None:
    earlier = built("blind") + built("blind2") + built("blind3")
    fourth = built("blind4")
    assert not {row["template"] for row in earlier} & {row["template"] for row in fourth}
    earlier_bodies = {body for _, _, body in blind.PHI_TEMPLATES + blind.CLEAN_TEMPLATES}
    earlier_bodies |= {body for module in (blind2, blind3) for _, _, _, body in module.PHI_TEMPLATES + module.CLEAN_TEMPLATES}
    assert not earlier_bodies & {body for _, _, _, body in blind4.PHI_TEMPLATES + blind4.CLEAN_TEMPLATES}
    earlier_contacts = set(blind.ORGANISATION_CONTACTS) | set(blind2.ORGANISATION_CONTACTS) | set(blind3.ORGANISATION_CONTACTS)
    assert not set(blind4.ORGANISATION_CONTACTS) & earlier_contacts
    jobs = [pool for _, _, pool, _ in blind4.PHI_TEMPLATES for _ in range(blind4.PHI_PER_TEMPLATE)]
    jobs += [blind4.CLEAN_TEMPLATES[index % len(blind4.CLEAN_TEMPLATES)][2] for index in range(blind4.CLEAN_TOTAL)]
    other = sum(sum(locale in blind4.OTHER_LOCALES for locale in pool) / len(pool) for pool in jobs)
    assert other > 0.3 * len(jobs)


def test_the_fourth_set_quotes_no_earlier_sets_organisation_domain() -> None:
    # The fourth set's links and e-mails point at its own plan and hospice, not at the earlier sets' fictional ones.
    for row in built("blind4"):
        for domain in ("northlakehealthplan", "riverbendfm", "cascadiamutual", "juniperridgeclinic", "harborlinehealth",
                       "saltmarshchc"):
            assert domain not in row["text"], (row["id"], domain)


def test_the_fifth_set_shares_no_template_or_contact_with_the_earlier_ones_and_a_third_is_from_other_locales() -> None:
    earlier = built("blind") + built("blind2") + built("blind3") + built("blind4")
    fifth = built("blind5")
    assert not {row["template"] for row in earlier} & {row["template"] for row in fifth}
    earlier_bodies = {body for _, _, body in blind.PHI_TEMPLATES + blind.CLEAN_TEMPLATES}
    earlier_bodies |= {body for module in (blind2, blind3, blind4)
                       for _, _, _, body in module.PHI_TEMPLATES + module.CLEAN_TEMPLATES}
    assert not earlier_bodies & {body for _, _, _, body in blind5.PHI_TEMPLATES + blind5.CLEAN_TEMPLATES}
    earlier_contacts = {contact for module in (blind, blind2, blind3, blind4) for contact in module.ORGANISATION_CONTACTS}
    assert not set(blind5.ORGANISATION_CONTACTS) & earlier_contacts
    jobs = [pool for _, _, pool, _ in blind5.PHI_TEMPLATES for _ in range(blind5.PHI_PER_TEMPLATE)]
    jobs += [blind5.CLEAN_TEMPLATES[index % len(blind5.CLEAN_TEMPLATES)][2] for index in range(blind5.CLEAN_TOTAL)]
    other = sum(sum(locale in blind5.OTHER_LOCALES for locale in pool) / len(pool) for pool in jobs)
    assert other > 0.3 * len(jobs)


def test_the_fifth_set_quotes_no_earlier_sets_organisation_domain() -> None:
    # Its links and e-mails point at its own plan and clinic, not at the earlier sets' fictional organisations.
    for row in built("blind5"):
        for domain in ("northlakehealthplan", "riverbendfm", "cascadiamutual", "juniperridgeclinic", "harborlinehealth",
                       "saltmarshchc", "kestrelvalleyhp", "larchmonthospice"):
            assert domain not in row["text"], (row["id"], domain)


def test_the_sixth_set_shares_no_template_or_contact_with_the_earlier_ones_and_a_quarter_is_from_other_locales() -> None:
    earlier = built("blind") + built("blind2") + built("blind3") + built("blind4") + built("blind5")
    sixth = built("blind6")
    assert not {row["template"] for row in earlier} & {row["template"] for row in sixth}
    earlier_bodies = {body for _, _, body in blind.PHI_TEMPLATES + blind.CLEAN_TEMPLATES}
    earlier_bodies |= {body for module in (blind2, blind3, blind4, blind5)
                       for _, _, _, body in module.PHI_TEMPLATES + module.CLEAN_TEMPLATES}
    assert not earlier_bodies & {body for _, _, _, body in blind6.PHI_TEMPLATES + blind6.CLEAN_TEMPLATES}
    earlier_contacts = {contact for module in (blind, blind2, blind3, blind4, blind5) for contact in module.ORGANISATION_CONTACTS}
    assert not set(blind6.ORGANISATION_CONTACTS) & earlier_contacts
    jobs = [pool for _, _, pool, _ in blind6.PHI_TEMPLATES for _ in range(blind6.PHI_PER_TEMPLATE)]
    jobs += [blind6.CLEAN_TEMPLATES[index % len(blind6.CLEAN_TEMPLATES)][2] for index in range(blind6.CLEAN_TOTAL)]
    other = sum(sum(locale in blind6.OTHER_LOCALES for locale in pool) / len(pool) for pool in jobs)
    assert other > 0.25 * len(jobs)
    for row in sixth:  # its links and e-mails point at its own plan and clinic only
        for domain in ("northlakehealthplan", "riverbendfm", "cascadiamutual", "juniperridgeclinic", "harborlinehealth",
                       "saltmarshchc", "kestrelvalleyhp", "larchmonthospice", "tamarackshore", "fernhollowclinic"):
            assert domain not in row["text"], (row["id"], domain)


# blind7 on, each written after the sets before it; from blind8 on two at a time (blind8 beside blind9, ... blind74
# beside blind75) by helpers who did not see each other's set.
LATER_SETS = sorted((name for name in GENERATORS if _number(name) >= 7), key=_number)


def _checked_against(name: str) -> list[str]:
    """The sets a later set must share nothing with: the six first ones, those written before it, and its twin."""
    number = _number(name)
    twin = number + 1 if number % 2 == 0 else number - 1
    beside = [f"blind{twin}"] if number >= 8 and twin > number else []
    return ["blind", "blind2", "blind3", "blind4", "blind5", "blind6"] + [f"blind{n}" for n in range(7, number)] + beside


@pytest.mark.parametrize("name", LATER_SETS)
def test_a_later_set_shares_no_template_body_or_contact_with_the_sets_before_it(name: str) -> None:
    earlier_names = _checked_against(name)
    earlier = [GENERATORS[earlier_name] for earlier_name in earlier_names]
    later = GENERATORS[name]
    earlier_ids = {row["template"] for earlier_name in earlier_names for row in built(earlier_name)}
    assert not earlier_ids & {row["template"] for row in built(name)}
    earlier_bodies = {body for _, _, body in blind.PHI_TEMPLATES + blind.CLEAN_TEMPLATES}
    earlier_bodies |= {body for module in earlier[1:] for _, _, _, body in module.PHI_TEMPLATES + module.CLEAN_TEMPLATES}
    alike = ALIKE_TEMPLATES.get(name, set())
    assert not earlier_bodies & {body for template, _, _, body in later.PHI_TEMPLATES + later.CLEAN_TEMPLATES
                                 if template not in alike}
    earlier_contacts = {contact for module in earlier for contact in module.ORGANISATION_CONTACTS}
    assert set(later.ORGANISATION_CONTACTS) & earlier_contacts <= ALIKE_FICTIONAL_LINES.get(name, set())


@pytest.mark.parametrize("name", sorted((name for name in GENERATORS if _number(name) >= 3), key=_number))
def test_the_later_sets_hold_no_mac_address_and_their_clean_texts_no_private_address(name: str) -> None:
    # No kind names a device's ID, and a private or loopback address in a log about no one is ambiguous. A MAC's shape
    # inside a labelled identifier is that identifier's ("5018.0973.3948.3872", a card printed with dots).
    mac = re.compile(r"\b[0-9A-Fa-f]{2}(?:[:-][0-9A-Fa-f]{2}){5}\b|\b[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}\b")
    dotted_quad = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])")
    for row in built(name):
        for shape in mac.finditer(row["text"]):
            assert any(start <= shape.start() and shape.end() <= end for start, end, _ in row["spans"]), row["id"]
        if row["clean"]:
            assert "::1" not in row["text"], row["id"]
            for candidate in dotted_quad.findall(row["text"]):
                try:
                    address = ipaddress.ip_address(candidate)
                except ValueError:
                    continue
                assert not (address.is_private or address.is_loopback), (row["id"], candidate)


def test_the_measuring_script_offers_the_sets_by_name() -> None:
    # By file: the script imports its generators as top-level modules when scripts/ is on sys.path (as a script, or
    # after another test put it there), as `scripts.*` otherwise.
    assert {name: Path(module.__file__).name for name, module in SETS.items()} == {
        "blind": "make_phi_blind.py", "blind2": "make_phi_blind2.py", "blind3": "make_phi_blind3.py",
        "blind4": "make_phi_blind4.py", "blind5": "make_phi_blind5.py", "blind6": "make_phi_blind6.py",
        "blind7": "make_phi_blind7.py", "blind8": "make_phi_blind8.py", "blind9": "make_phi_blind9.py",
        "blind10": "make_phi_blind10.py", "blind11": "make_phi_blind11.py", "blind12": "make_phi_blind12.py",
        "blind13": "make_phi_blind13.py", "blind14": "make_phi_blind14.py", "blind15": "make_phi_blind15.py",
        "blind16": "make_phi_blind16.py", "blind17": "make_phi_blind17.py", "blind18": "make_phi_blind18.py",
        "blind19": "make_phi_blind19.py", "blind20": "make_phi_blind20.py", "blind21": "make_phi_blind21.py",
        "blind22": "make_phi_blind22.py", "blind23": "make_phi_blind23.py",
        "blind24": "make_phi_blind24.py", "blind25": "make_phi_blind25.py",
        "blind26": "make_phi_blind26.py", "blind27": "make_phi_blind27.py",
        "blind28": "make_phi_blind28.py", "blind29": "make_phi_blind29.py",
        "blind30": "make_phi_blind30.py", "blind31": "make_phi_blind31.py",
        "blind32": "make_phi_blind32.py", "blind33": "make_phi_blind33.py",
        "blind34": "make_phi_blind34.py", "blind35": "make_phi_blind35.py",
        "blind36": "make_phi_blind36.py", "blind37": "make_phi_blind37.py",
        "blind38": "make_phi_blind38.py", "blind39": "make_phi_blind39.py",
        "blind40": "make_phi_blind40.py", "blind41": "make_phi_blind41.py",
        "blind42": "make_phi_blind42.py", "blind43": "make_phi_blind43.py",
        "blind44": "make_phi_blind44.py", "blind45": "make_phi_blind45.py",
        "blind46": "make_phi_blind46.py", "blind47": "make_phi_blind47.py",
        "blind48": "make_phi_blind48.py", "blind49": "make_phi_blind49.py",
        "blind50": "make_phi_blind50.py", "blind51": "make_phi_blind51.py",
        "blind52": "make_phi_blind52.py", "blind53": "make_phi_blind53.py",
        "blind54": "make_phi_blind54.py", "blind55": "make_phi_blind55.py",
        "blind56": "make_phi_blind56.py", "blind57": "make_phi_blind57.py",
        "blind58": "make_phi_blind58.py", "blind59": "make_phi_blind59.py",
        "blind60": "make_phi_blind60.py", "blind61": "make_phi_blind61.py",
        "blind62": "make_phi_blind62.py", "blind63": "make_phi_blind63.py",
        "blind64": "make_phi_blind64.py", "blind65": "make_phi_blind65.py",
        "blind66": "make_phi_blind66.py", "blind67": "make_phi_blind67.py",
        "blind68": "make_phi_blind68.py", "blind69": "make_phi_blind69.py",
        "blind70": "make_phi_blind70.py", "blind71": "make_phi_blind71.py",
        "blind72": "make_phi_blind72.py", "blind73": "make_phi_blind73.py",
        "blind74": "make_phi_blind74.py", "blind75": "make_phi_blind75.py",
    }
    assert {name: module.SEED for name, module in SETS.items()} == {
        "blind": 2929, "blind2": 4141, "blind3": 5151, "blind4": 6161, "blind5": 7171, "blind6": 8181, "blind7": 9191,
        "blind8": 10101, "blind9": 11311, "blind10": 12121, "blind11": 13131,
        "blind12": 14141, "blind13": 15151, "blind14": 16161, "blind15": 17171, "blind16": 18181, "blind17": 19191,
        "blind18": 20201, "blind19": 21211, "blind20": 22221, "blind21": 23231, "blind22": 24241, "blind23": 25251, "blind24": 26261, "blind25": 27271,
        "blind26": 28281, "blind27": 29291, "blind28": 30301, "blind29": 31311, "blind30": 32321, "blind31": 33331,
        "blind32": 34341, "blind33": 35351,
        "blind34": 36361, "blind35": 37371,
        "blind36": 38381, "blind37": 39391,
        "blind38": 40401, "blind39": 41411,
        "blind40": 42421, "blind41": 43431,
        "blind42": 44441, "blind43": 45451,
        "blind44": 46461, "blind45": 47471,
        "blind46": 48481, "blind47": 49491,
        "blind48": 50501, "blind49": 51511,
        "blind50": 52521, "blind51": 53531,
        "blind52": 54541, "blind53": 55551,
        "blind54": 56561, "blind55": 57571,
        "blind56": 58581, "blind57": 59591,
        "blind58": 60601, "blind59": 61611,
        "blind60": 62621, "blind61": 63631,
        "blind62": 64641, "blind63": 65651,
        "blind64": 66661, "blind65": 67671,
        "blind66": 68681, "blind67": 69691,
        "blind68": 70701, "blind69": 71711,
        "blind70": 72721, "blind71": 73731,
        "blind72": 74741, "blind73": 75751,
        "blind74": 76761, "blind75": 77771,
    }


async def test_the_measurement_counts_carrying_and_clean_texts() -> None:
    # Run on the first set only: the held-out set is not shown to the check outside its one measurement.
    rows = built("blind")
    sample = [row for row in rows if not row["clean"]][:3] + [row for row in rows if row["clean"]][:3]
    result = await measure(sample)
    assert result["carrying"] == 3 and result["clean"] == 3
    assert sum(result["texts"].values()) == sum(len(row["kinds"]) for row in sample[:3])
    assert 0 <= result["detected"] <= 3 and 0 <= result["alarmed"] <= 3
