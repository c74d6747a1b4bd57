"""Credits, bylines and dateline agencies are found, and news about an agency is not."""

import pytest

from kg.extract.credits import credit_spans, inside_any


def _credits(text: str) -> list[str]:
    return [text[a:b] for a, b in credit_spans(text)]


@pytest.mark.parametrize(
    ("text", "credit"),
    [
        ("MARRAKECH, Morocco, Sept. 9, 2023 (Reuters) - A quake struck.", "(Reuters)"),
        ("Headline\n\nCAIRO (AFP) — Talks resumed.", "(AFP)"),
        ("Saddam shows a sword. (Iraqi News Agency/Reuters)\nThe next paragraph.", "(Iraqi News Agency/Reuters)"),
        ("Rescuers dig in the rubble. Reuters/John Smith\nThe next paragraph.", "Reuters/John Smith"),
        ("Rescuers dig. John Smith/AFP via Getty Images\nMore.", "John Smith/AFP via Getty Images"),
        ("A man walks past. (Photo by John Smith/Getty Images)\nMore.", "(Photo by John Smith/Getty Images)"),
        ("Villagers wait for aid. Photo: AFP\nMore.", "Photo: AFP"),
        ("Headline\n\nBy Jane Doe\n\nText.", "By Jane Doe"),
        (
            "Headline\nBY JANE DOE and JOHN ROE, Associated Press Writer\nText.",
            "BY JANE DOE and JOHN ROE, Associated Press Writer",
        ),
        ("Headline\nJane Doe, Reuters\nText.", "Jane Doe, Reuters"),
        ("Text.\nJane Doe | Staff Writer\n", "Jane Doe | Staff Writer"),
    ],
)
def test_credit_forms(text, credit):
    assert _credits(text) == [credit]


@pytest.mark.parametrize(
    "text",
    [
        "Reuters reported that the toll had risen.",
        '"May God protect him," one prisoner told Reuters.',
        "A Reuters/Ipsos poll found most voters undecided.",
        "By Friday, the toll had passed 2,000.",
        "By Friday, Officials Said",  # a time, not a reporter
        "Photos by residents show houses flattened across the valley.",
        "Paris, France\nThe talks went on.",  # "City, Country" on its own line is no byline
        "BAGHDAD/WASHINGTON, 21 October — Iraq said.",  # a dateline without an agency credits no one
        "Iraq and Syria/Lebanon talks went on.",
    ],
)
def test_news_is_not_a_credit(text):
    assert _credits(text) == []


def test_inside_any_is_overlap():
    spans = ((10, 20),)
    assert inside_any(12, 15, spans) and inside_any(5, 11, spans) and inside_any(19, 25, spans)
    assert not inside_any(0, 10, spans) and not inside_any(20, 30, spans)
