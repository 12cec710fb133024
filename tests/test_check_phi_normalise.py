"""The normalised view both hard checks read: each disguise reads as the plain form, offsets map back."""

from __future__ import annotations

import pytest

from checks.text.normalise import normalise

# (written, how the view reads it, the plain piece, the original piece it maps back to)
DISGUISES = [
    ("SSN: １２３-４５-６７８９", "SSN: 123-45-6789", "123-45-6789", "１２３-４５-６７８９"),
    ("id 1\u200b23-45-67\u00ad89.", "id 123-45-6789.", "123-45-6789", "1\u200b23-45-67\u00ad89"),
    ("SSN:\u2014123\u201445\u20146789", "SSN:-123-45-6789", "123-45-6789", "123\u201445\u20146789"),
    ("no 123\ufe6345\uff0d6789", "no 123-45-6789", "123-45-6789", "123\ufe6345\uff0d6789"),
    ("no 123\u30fc45\u22126789", "no 123-45-6789", "123-45-6789", "123\u30fc45\u22126789"),
    ("SSN\u3000123 45 6789", "SSN 123 45 6789", "123 45 6789", "123 45 6789"),
    ("&#49;&#50;&#51;-45-&#x36;789", "123-45-6789", "123-45-6789", "&#49;&#50;&#51;-45-&#x36;789"),
    ("a&nbsp;b &amp; c", "a b & c", "&", "&amp;"),
    ("mail jane\uff20example.com", "mail jane@example.com", "jane@example.com", "jane\uff20example.com"),
    ("mail ja\u200bne@example.com", "mail jane@example.com", "jane@example.com", "ja\u200bne@example.com"),
    ("٤٤٧١٢٠٣", "4471203", "4471203", "٤٤٧١٢٠٣"),
    ("<p>MRN:</p><p>4471203</p>", "\nMRN:\n\n4471203\n", "4471203", "4471203"),
    ("<td>SSN</td><td>123-45-6789</td>", "SSN | 123-45-6789 | ", "123-45-6789", "123-45-6789"),
    ("my social is one two three, four five, six seven eight nine ok", "my social is 123-45-6789 ok", "123-45-6789",
     "one two three, four five, six seven eight nine"),
    ("call five five five, oh one four three", "call 555-0143", "555-0143", "five five five, oh one four three"),
    ("double five five dash one two one two", "555-1212", "555-1212", "double five five dash one two one two"),
    ("sure it's two two five ... four zero four two four five zero", "sure it's 225-4042450", "225-4042450",
     "two two five ... four zero four two four five zero"),  # a transcript's pause between the groups
    # digit groups read as digits among the words, in English and in Spanish
    ("call me back at 313 nine five six 0699 after five", "call me back at 3139560699 after five", "3139560699",
     "313 nine five six 0699"),
    ("back at five one seven... 271... 0516. Thanks", "back at 517-271-0516. Thanks", "517-271-0516",
     "five one seven... 271... 0516"),
    ("es el 505, 11, uno siete siete ocho.", "es el 505-11-1778.", "505-11-1778", "505, 11, uno siete siete ocho"),
    ("al cinco uno siete seis uno siete cinco dos cero seis, gracias", "al 5176175206, gracias", "5176175206",
     "cinco uno siete seis uno siete cinco dos cero seis"),
    ("It's one, two, three, four, five, six, seven, eight, nine.", "It's 1-2-3-4-5-6-7-8-9.", "1-2-3-4-5-6-7-8-9",
     "one, two, three, four, five, six, seven, eight, nine"),  # a number read a digit at a time
    ("my number is 555 dash 212 dash 4419.", "my number is 555-212-4419.", "555-212-4419", "555 dash 212 dash 4419"),
    ("called 412\u00b7876\u00b79826 no answer", "called 412.876.9826 no answer", "412.876.9826", "412\u00b7876\u00b79826"),
    ("it's 612 dot 555 dot 0199", "it's 612.555.0199", "612.555.0199", "612 dot 555 dot 0199"),
    ("born April twelfth, nineteen fifty-seven.", "born April 12th, 1957.", "1957", "nineteen fifty-seven"),
    ("the twelfth of April, nineteen fifty-seven", "the 12th of April, 1957", "12th", "twelfth"),
    ("DOB March 3rd, two thousand and three", "DOB March 3rd, 2003", "2003", "two thousand and three"),
    # a PDF's labels spaced one letter at a time
    ("E m p l o y e e   S S N :  251809699", "Employee SSN:  251809699", "251809699", "251809699"),
    ("D r i v e r ' s   l i c e n s e :  X6904484", "Driver's license:  X6904484", "Driver's license:",
     "D r i v e r ' s   l i c e n s e :"),
]


@pytest.mark.parametrize(("written", "read", "piece", "original"), DISGUISES)
def test_a_disguise_reads_as_the_plain_form_and_maps_back(written: str, read: str, piece: str, original: str) -> None:
    view = normalise(written)
    assert view.text == read
    start = view.text.index(piece)
    assert view.original_text(start, start + len(piece)) == original


PLAIN = [
    "The member pays $45 per visit for CPT 99213 under policy MP-2041.",
    "Step one, step two and step three come first; there were one or two of them.",
    "In nineteen fifty-seven the plan began.",  # a year alone is left as written
    "Use one of the two forms, or one of three, at one time.",
    "The score went from 2 point 5 to 3 point 1; version 4 dot 2 ships in May.",  # fewer than seven digits
    "Medicare Parts A B and D; grades A, B or C.",
    "Pages 12, 14, one, two, three and 17 of the form.",  # a list of numbers, some in words
    "Tome dos o tres tabletas al día, en 2024 y 2025.",
    "Count one... two... three, then breathe out.",  # pauses between fewer than seven digit words  # two single letters are initials or options, not a spaced word
]


@pytest.mark.parametrize("text", PLAIN)
def test_text_without_disguise_is_left_as_written(text: str) -> None:
    view = normalise(text)
    assert view.text == text
    assert view.original_span(3, 9) == (3, 9)


def test_tags_can_be_kept_for_the_citations_reader() -> None:
    view = normalise('See <cite id="9"/> and &#49;.', keep_tags=True)
    assert view.text == 'See <cite id="9"/> and 1.'


def test_an_identifier_in_a_tag_attribute_stays_readable() -> None:
    assert "j@x.com" in normalise('<a href="mailto:j@x.com">write</a>').text


def test_the_view_is_linear_in_the_text() -> None:
    import time

    def cost(n: int) -> float:
        text = ("１２３\u200b &#49; one two <b>x</b> April " * n)[: 40 * n]
        began = time.perf_counter()
        normalise(text)
        return time.perf_counter() - began

    cost(100)
    small, large = min(cost(500) for _ in range(3)), min(cost(5000) for _ in range(3))
    assert large < small * 25  # ten times the text, well under a hundred times the time
