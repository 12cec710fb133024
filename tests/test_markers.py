"""`checks.text.markers`: the one citation-marker grammar. Every form is read with the IDs it cites;
text in brackets that cites nothing is not a marker; `strip_markers` leaves clean prose."""

from __future__ import annotations

import pytest

from checks.text.cited_ids import SourceIndex
from checks.text.markers import find_markers, strip_markers

# (answer, the IDs its markers cite as written, sources that resolve them, sources that do not)
FORMS = [
    ("Covered [3].", ["3"], ("3",), ("1", "2")),
    ("Covered [03].", ["03"], ("3",), ("1",)),
    ("Covered [1][2].", ["1", "2"], ("1", "2"), ("1",)),
    ("Covered [1, 2].", ["1", "2"], ("1", "2"), ("2",)),
    ("Covered [1, 2; 5].", ["1", "2", "5"], ("1", "2", "5"), ("1", "2")),
    ("Covered [1; 2 and 3].", ["1", "2", "3"], ("1", "2", "3"), ("1", "2")),
    ("Covered [1-3].", ["1", "2", "3"], ("1", "2", "3"), ("1", "2")),
    ("Covered [1\u20133].", ["1", "2", "3"], ("1", "2", "3"), ("1", "3")),
    ("Covered [S1-S3].", ["S1", "S2", "S3"], ("S1", "S2", "S3"), ("S1", "S2")),
    ("Covered [Sources 1 to 3].", ["1", "2", "3"], ("1", "2", "3"), ("1",)),
    ("Covered [S1][S2].", ["S1", "S2"], ("S1", "S2"), ("S1",)),
    ("Covered [P3].", ["P3"], ("P3",), ("S3",)),
    ("Covered [doc2].", ["2"], ("1", "2"), ("1",)),
    ("Covered [doc-4].", ["4"], ("4",), ("1",)),
    ("Covered [KB12].", ["KB12"], ("KB12",), ("KB1",)),
    ("Covered [Source 2].", ["2"], ("2",), ("1",)),
    ("Covered [Source 1, Source 5].", ["1", "5"], ("1", "5"), ("1", "2")),
    ("Covered [see passage 3].", ["3"], ("3",), ("1",)),
    ("Covered [1, p. 4].", ["1"], ("1",), ("4",)),
    ("Covered [2, para 3].", ["2"], ("2",), ("3",)),
    ("Covered [^3].", ["3"], ("3",), ("1",)),
    ("Covered [^note-3].", ["note-3"], ("note-3",), ("1",)),
    ("Covered [Source A].", ["A"], ("a",), ("B",)),
    ("Covered (source: handbook).", ["handbook"], ("Handbook",), ("1",)),
    ("Covered [3\u2020L1-L4].", ["3"], ("3",), ("1",)),
    ("Covered \u30103\u2020L1-L4\u3011.", ["3"], ("3",), ("1",)),
    ("Covered \u30104:0\u2020source\u3011.", ["4"], ("4",), ("0",)),
    ("Covered \u3010S2\u3011.", ["S2"], ("S2",), ("S1",)),
    ("Upheld in [TR 2019/45].", ["TR 2019/45"], ("TR 2019/45",), ("1",)),
    ("Upheld in [Ruling 12/2020].", ["Ruling 12/2020"], ("ruling 12/2020",), ("12",)),
    ("Upheld in [Case C-311/18].", ["Case C-311/18"], ("Case C-311/18",), ("1",)),
    ("Covered [doc-a].", ["doc-a"], ("doc-a",), ("doc-b",)),
    ("Covered [Smith 2019].", ["Smith 2019"], ("Smith 2019",), ("1",)),
    ("Covered (Source 2).", ["2"], ("2",), ("1",)),
    ("Covered (source: S4).", ["S4"], ("S4",), ("S1",)),
    ("Covered (see passage 3).", ["3"], ("3",), ("1",)),
    ("Covered (sources 1 and 3).", ["1", "3"], ("1", "3"), ("1",)),
    ("Covered (doc2).", ["2"], ("2",), ("1",)),
    ("Covered (S1, S2).", ["S1", "S2"], ("S1", "S2"), ("S1", "S3")),
    ("As Source 3 says, it is covered.", ["3"], ("3",), ("1",)),
    ("It is covered, according to passage 2.", ["2"], ("2",), ("1",)),
    ("Source 9 confirms it is covered.", ["9"], ("9",), ("1",)),
    ("Sources 3 and 5 say it is covered.", ["3", "5"], ("3", "5"), ("3",)),
    ("It is covered.\n\nSources: 3, 5", ["3", "5"], ("3", "5"), ("5",)),
    ("It is covered (in passage #4).", ["4"], ("4",), ("1",)),
    ("It is covered, see source no. 4.", ["4"], ("4",), ("1",)),
    ("It is covered, per reference 12.", ["12"], ("12",), ("1", "2")),
    ("It is covered, see Document 4.", ["4"], ("4",), ("1",)),
    ("Covered [#9].", ["#9"], ("9",), ("1",)),
    ("Covered [Document 2, p. 4].", ["2"], ("2",), ("4",)),
    ("Covered.\u00b9\u00b2", ["12"], ("12",), ("1",)),
    ("Covered.\u00b9\u00b2", ["1", "2"], ("1", "2"), ("1",)),
    ("Covered days\u00b3.", ["3"], ("3",), ("1",)),
    ("Covered<sup>3</sup>.", ["3"], ("3",), ("1",)),
    ("Covered<sup>3,5</sup>.", ["3", "5"], ("3", "5"), ("3",)),
    ("Coverage lasts 60 days (3).", ["3"], ("1", "3"), ("1", "2")),
    ("Coverage lasts 60 days (3, 5).", ["3", "5"], ("3", "5"), ("3", "4")),
    ("Covered \\[3\\].", ["3"], ("3",), ("1",)),
    ("Covered [Smith et al. 2019].", ["Smith et al. 2019"], ("Smith et al. 2019",), ("1",)),
    ("Covered [3\u200b] and \uff3b4\uff3d.", ["3", "4"], ("3", "4"), ("3",)),
    # templates, tags and prose forms models print (issue 17)
    ("Covered {9}.", ["9"], ("9",), ("1", "2")),
    ("Covered {{9}}.", ["9"], ("9",), ("1", "2")),
    ("Covered {{source_9}}.", ["9"], ("9",), ("1", "2")),
    ("Covered <9>.", ["9"], ("9",), ("1", "2")),
    ("Covered <3, 5>.", ["3", "5"], ("3", "5"), ("3",)),
    ('Covered <cite id="9"/>.', ["9"], ("9",), ("1", "2")),
    ("Covered <cite>9</cite>.", ["9"], ("9",), ("1", "2")),
    ('Covered <ref name="9" />.', ["9"], ("9",), ("1", "2")),
    ("Covered <source id='9'>.", ["9"], ("9",), ("1", "2")),
    ("Ref 9 says it is covered.", ["9"], ("9",), ("1", "2")),
    ("Reference 9 states that it is covered.", ["9"], ("9",), ("1", "2")),
    ("As the ninth source says, it is covered.", ["9"], ("9",), ("1", "2")),
    ("The 3rd passage confirms it.", ["3"], ("3",), ("1", "2")),
    ("Source nine confirms it.", ["9"], ("9",), ("1", "2")),
    ("It is covered (9) and needs no referral.", ["9"], ("1", "9"), ("1", "2")),
    ("Covered (Exhibit 9).", ["9"], ("9",), ("1", "2")),
    ("As Exhibit 9 shows, it is covered.", ["9"], ("9",), ("1", "2")),
    ("Covered (see Attachment 4).", ["4"], ("4",), ("1", "2")),
    ("Covered \u30149\u3015.", ["9"], ("9",), ("1", "2")),
    ("Covered [^9^].", ["9"], ("9",), ("1", "2")),
    # disguises, read on the normalised view
    ("Covered [\uff19].", ["9"], ("9",), ("1", "2")),
    ("Covered \uff08Source \uff19\uff09.", ["9"], ("9",), ("1", "2")),
    ("Covered [\u200d9].", ["9"], ("9",), ("1", "2")),
    ("Covered [S\u00ad9].", ["S9"], ("S9",), ("S1",)),
    ("Covered &#91;9&#93;.", ["9"], ("9",), ("1", "2")),
    ("Covered &lsqb;9&rsqb;.", ["9"], ("9",), ("1", "2")),
    ("Covered (Source&nbsp;9).", ["9"], ("9",), ("1", "2")),
]


@pytest.mark.parametrize("answer, cited, resolvable, unresolvable", FORMS)
def test_every_form_is_read_and_resolves_only_to_a_supplied_source(
    answer: str, cited: list[str], resolvable: tuple[str, ...], unresolvable: tuple[str, ...]
) -> None:
    markers = find_markers(answer, resolvable)
    assert [c.id for m in markers for c in m.ids] == cited
    for marker in markers:
        assert answer[marker.start:marker.end] == marker.text
    good = SourceIndex.of(resolvable)
    assert all(good.resolve(c.id) is not None for m in markers for c in m.ids)
    bad = SourceIndex.of(unresolvable)
    markers = find_markers(answer, unresolvable)
    assert markers, "the marker must be read without its source too"
    assert any(bad.resolve(c.id) is None for m in markers for c in m.ids)


@pytest.mark.parametrize(
    "answer",
    [
        "The letter says the claim was 'denyed' [sic] in March.",
        "It is 'not medically necessary' [emphasis added].",
        "See the note [a] and the table [Figure 2] and [Table 1].",
        "As shown on [page 4] of the notice.",
        "The fax had [1 of 3 pages] stamped on it.",
        "Read the [member handbook](https://example.org/handbook) first.",
        "Two steps: (1) file the form, (2) wait for the decision.",
        "Vitamin (B12) levels were normal.",
        "Affected by (COVID-19) closures.",
        "As decided in (Smith v. Jones, 2019) and (Smith 2019).",
        "Read it (see section 4.2) first.",
        "Tick [x] and [ ] boxes.",
        "The rule [in brackets] and the ratio (2019).",
        "Platelets 245 \u00d7 10\u2079/L, BMI 31 kg/m\u00b2, area 12 cm<sup>2</sup>, x\u00b2.",
        "Call reference 12345 was logged; reference number 555-867-5309; reference range 3.5-5.0.",
        "Since its passage 2 years ago the rule applies; the source of 3 claims was the file.",
        "Covered [citation needed]; listed in item (7); adults (18-64); covers (1) visits, (2) labs.",
        "Appeal within sixty (60) days and twenty-one (21) days later; it covers (3) visits.",
        "Enter x^{2} and a_{1}; a {name} template; JSON {\"plan\": \"gold\"}.",
        "<h2>Benefits</h2><p>Covered.</p><td>Row</td>; scores < 9 and > 3.",
        "The first source of income is wages; passage two years ago; a source one can trust.",
        "Reference 12345 was logged; Document 4471 was received.",
        "You must either (1) file an appeal and (2) wait, or (3) call.",
        "Enclosure 2: the denial letter.",
    ],
)
def test_text_that_cites_nothing_is_not_a_marker(answer: str) -> None:
    assert find_markers(answer, ("1", "2")) == []


def test_configured_patterns_are_markers_and_win_at_their_position() -> None:
    markers = find_markers("Covered {{cite:7, 8}} and [1].", ("1",), [r"\{\{cite:([^}]+)\}\}"])
    assert [[c.id for c in m.ids] for m in markers] == [["7", "8"], ["1"]]


def test_strip_markers_leaves_clean_prose() -> None:
    answer = "Covered [1]. It applies (Source 2) to all [3, 4], as Source 5 says.\nNext [^6] line \u30107\u2020L1\u3011."
    assert strip_markers(answer) == "Covered. It applies to all, as says.\nNext line."
    assert strip_markers("No markers here.") == "No markers here."


@pytest.mark.parametrize(
    "cited, ids, named",
    [
        ("s1", ("S1",), "S1"),
        ("2", ("S1", "S2"), "S2"),
        ("S2", ("1", "2"), "2"),
        ("P2", ("S1", "S2"), None),
        ("3", ("1", "2"), None),
        ("2", ("S2", "P2"), None),  # ambiguous: names neither
        ("doc a", ("Doc  A",), "Doc  A"),
    ],
)
def test_source_index(cited: str, ids: tuple[str, ...], named: str | None) -> None:
    assert SourceIndex.of(ids).resolve(cited) == named


@pytest.mark.parametrize(
    "answer, cited",
    [
        ("Covered [Source: Member Handbook p. 4].", ["Member Handbook p. 4"]),
        ("Covered [1, Smith].", ["1", "Smith"]),
        ("Covered [Source 1, Figure 2].", ["1"]),
        ("Covered [citation: CMS manual].", ["CMS manual"]),
    ],
)
def test_markers_fail_closed_on_what_else_they_list(answer: str, cited: list[str]) -> None:
    assert [c.id for m in find_markers(answer, ("1",)) for c in m.ids] == cited


def test_a_very_long_id_is_still_a_marker() -> None:
    for answer in ("Covered [" + "9" * 10_000 + "].", "Covered [" + ", ".join(map(str, range(1, 60))) + "]."):
        markers = find_markers(answer, ("1",))
        assert markers and markers[0].ids
        assert any(SourceIndex.of(("1",)).resolve(c.id) is None for c in markers[0].ids)
