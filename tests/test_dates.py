"""`checks.text.dates`: every date form people write is read, with every valid reading; versions,
ranges and decimals are not dates."""

from __future__ import annotations

import pytest

from checks.text.dates import find_dates


@pytest.mark.parametrize(
    "text, written, readings",
    [
        # all-digit, sentence-final and not
        ("DOB: 04/12/1957.", "04/12/1957", {("date", 1957, 4, 12), ("date", 1957, 12, 4)}),
        ("She was born on 03/04/1962.", "03/04/1962", {("date", 1962, 3, 4), ("date", 1962, 4, 3)}),
        ("The deadline is 04/12/1997.", "04/12/1997", {("date", 1997, 4, 12), ("date", 1997, 12, 4)}),
        ("Seen 12/25/2023, discharged.", "12/25/2023", {("date", 2023, 12, 25)}),
        ("Admitted 25/12/2023 at noon", "25/12/2023", {("date", 2023, 12, 25)}),
        ("DOB 4/12/57", "4/12/57", {("date", 1957, 4, 12), ("date", 1957, 12, 4)}),
        ("Filed 1/2/05;", "1/2/05", {("date", 2005, 1, 2), ("date", 2005, 2, 1)}),
        ("born 02-11-1975", "02-11-1975", {("date", 1975, 2, 11), ("date", 1975, 11, 2)}),
        ("Geburtsdatum 12.04.1957.", "12.04.1957", {("date", 1957, 12, 4), ("date", 1957, 4, 12)}),
        ("(DOB 31.01.1980)", "31.01.1980", {("date", 1980, 1, 31)}),
        ("Datum úmrtí: 16. 8. 2024", "16. 8. 2024", {("date", 2024, 8, 16)}),
        ("zmarł dnia 26.I.2023 w szpitalu", "26.I.2023", {("date", 2023, 1, 26)}),
        ("nata il 5. IX. 1950.", "5. IX. 1950", {("date", 1950, 9, 5)}),
        ("Data urodzenia: 1/XI/1949", "1/XI/1949", {("date", 1949, 11, 1)}),
        ("Athlete  DOB :  17 III 1946", "17 III 1946", {("date", 1946, 3, 17)}),
        ("Lex van Poppel\n* 1991-VI-07", "1991-VI-07", {("date", 1991, 6, 7)}),
        ("nato il 7-VII-1998 a Roma", "7-VII-1998", {("date", 1998, 7, 7)}),
        # year first
        ("Effective 1997-12-04.", "1997-12-04", {("date", 1997, 12, 4)}),
        ("Effective 1997/12/04", "1997/12/04", {("date", 1997, 12, 4)}),
        ("Effective 1997.12.04.", "1997.12.04", {("date", 1997, 12, 4)}),
        ("Updated 2018-06-30T07:00:00Z by the editor", "2018-06-30", {("date", 2018, 6, 30)}),  # ISO 8601 timestamp
        # month names
        ("It changed on 4 December 1997.", "4 December 1997", {("date", 1997, 12, 4)}),
        ("It changed on December 4, 1997.", "December 4, 1997", {("date", 1997, 12, 4)}),
        ("It changed on Dec. 4th 1997", "Dec. 4th 1997", {("date", 1997, 12, 4)}),
        ("It changed on the 4th of December 1997.", "the 4th of December 1997", {("date", 1997, 12, 4)}),
        ("It changed on 4th December, 1997", "4th December, 1997", {("date", 1997, 12, 4)}),
        ("Seen 4-Dec-1997", "4-Dec-1997", {("date", 1997, 12, 4)}),
        ("Seen 04-Dec-97", "04-Dec-97", {("date", 1997, 12, 4)}),
        ("DOB: 4 December '57", "4 December '57", {("date", 1957, 12, 4)}),
        ("FILED ON DECEMBER 4, 1997", "DECEMBER 4, 1997", {("date", 1997, 12, 4)}),
        ("SoccerMay 1 2019 was the date", "May 1 2019", {("date", 2019, 5, 1)}),
        ("It changed in December 1997.", "December 1997", {("ym", 1997, 12)}),
        ("It changed in Sept. 2001", "Sept. 2001", {("ym", 2001, 9)}),
        ("It hits stores on Election Day, November 2.", "November 2", {("md", 11, 2)}),
        ("It opens on 29 February", "29 February", {("md", 2, 29)}),
        ("Renewal on the 1st of July", "the 1st of July", {("md", 7, 1)}),
        ("Member DOB 14MAR1952 matched the claim.", "14MAR1952", {("date", 1952, 3, 14)}),
        ("Filled 3Jan57.", "3Jan57", {("date", 1957, 1, 3)}),
        ("patient: 13May2000", "13May2000", {("date", 2000, 5, 13)}),
        ("the veteran Tiffany Long, died 2021JUN19, SSN", "2021JUN19", {("date", 2021, 6, 19)}),
        ("Proband: Libni, b. 1954 Dec 18\nII-3 grandmother", "1954 Dec 18", {("date", 1954, 12, 18)}),
        ("Student Jordan, DOB 25/12/'08, c/o headache", "25/12/'08", {("date", 2008, 12, 25)}),
        ("ALLERGIC PCN DOB September 2 '17\nICE", "September 2 '17", {("date", 2017, 9, 2)}),
        ("Birth date: May the 30th 1948", "May the 30th 1948", {("date", 1948, 5, 30)}),
        ("born December the 20th, 2017", "December the 20th, 2017", {("date", 2017, 12, 20)}),
    ],
)
def test_dates_are_read(text: str, written: str, readings: set) -> None:
    dates = find_dates(text)
    assert [d.text for d in dates] == [written]
    date = dates[0]
    assert text[date.start:date.end] == written
    assert set(date.readings) == readings


@pytest.mark.parametrize(
    "text",
    [
        "See section 1.2.3 of the handbook.",
        "Version 4.2.1 was released.",
        "Coverage ran 2019-2020 and 2021-22.",
        "The rate is 12.5 percent.",
        "Three quarters (3/4) of members",
        "Pages 10-12 apply.",
        "Call 555-123-4567 or 555.123.4567.",
        "SSN 123-45-6789 on file.",
        "Invalid 31/31/2020 and 2020-13-45.",
        "Members may 12 times a year ask.",
        "The Decimal 12 rule.",
        "Order 1.2.33 of the decree.",
        "Rule 10.12.2020b applies.",
        "Paid 1,200 on 30 February 2021.",
        "Lot 12MAR19522 and code AB14MAR1952.",
        "Lot 1/XI/19492, ref 1-XI/1949 and IV/III/2020.",
        "Batch 13May20001; May the 4th be with you.",
        "Stage 3 IV disease; tier 2 II 24 of the plan; lot 2021JUN193 and 1999-XIII-07.",
        "Version 2024 Mar 3.1 and build 2024 Mar 45; page 12/3/'99x.",
        "Build 2018-06-30T7 and tag 2018-06-30Tuesday.",
        "Steps 1. 2. 3. and Fig. 4. 1998 results; Vol. II. 2020 edition; 40. 13. 2024 is no day.",
    ],
)
def test_non_dates_are_not_read(text: str) -> None:
    assert find_dates(text) == []


def test_several_dates_in_order_without_overlap() -> None:
    text = "Admitted 03/04/2024, discharged 2024-03-09; follow-up on 12 April 2024 and in May 2024."
    assert [d.text for d in find_dates(text)] == ["03/04/2024", "2024-03-09", "12 April 2024", "May 2024"]


def _scanned(text: str) -> list[tuple[int, int, tuple]]:
    """The dates a plain scan of the whole text with DATE_PATTERN finds (what `find_dates` does
    faster, by matching only where a date may start)."""
    import re

    from checks.text.dates import DATE_PATTERN, date_readings

    found = []
    for match in re.finditer(DATE_PATTERN, text):
        readings = date_readings(match)
        if readings:
            found.append((match.start(), match.end(), readings))
    return found


def test_find_dates_finds_what_a_whole_text_scan_finds() -> None:
    import json
    from pathlib import Path

    texts = [
        "Admitted 03/04/2024, discharged 2024-03-09; follow-up on 12 April 2024 and in May 2024.",
        "It changed on the 4th of December 1997 and again on Dec. 5th 1998, then 1999.12.04.",
    ]
    data = Path(__file__).parent / "data"
    for name in ("figures_handwritten.jsonl", "figures_wice_quotes.jsonl"):
        for line in (data / name).read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            texts.extend([case["answer"], *case["passages"]])
    for text in texts:
        assert [(d.start, d.end, d.readings) for d in find_dates(text)] == _scanned(text), text
