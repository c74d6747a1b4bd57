"""A plain-text article's first line is its title when it reads as a headline (kg.ingest.headline)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.ingest.headline import headline
from kg.ingest.read import read_file


@pytest.mark.parametrize(
    "text",
    [
        "Flood waters reach Port Elm\n\nPORT ELM, March 4 - The river Elm burst its banks.",
        "Port Elm mayor resigns after flood inquiry\nAna Lind stepped down on Friday.",
        "Will Port Elm rebuild?\n\nThe council meets on Monday.",
    ],
)
def test_a_short_first_line_of_its_own_is_the_headline(text: str) -> None:
    assert headline(text) == text.split("\n")[0]


@pytest.mark.parametrize(
    "text",
    [
        # The lead itself, as many saved articles start.
        "The river Elm burst its banks on Monday and flooded Port Elm, forcing hundreds to leave.\n\nMore.",
        "PORT ELM, March 4 - The river Elm burst its banks, flooding the town centre.\nMore.",
        "By Ana Lind and Mira Dolan\n\nThe river Elm burst its banks.",
        "March 4, 2011\n\nThe river Elm burst its banks.",
        "Port Elm flood\n",  # one line: the whole article
        "Flood\n\nThe river Elm burst its banks.",  # one word is a label, not a headline
    ],
)
def test_no_headline_when_the_first_line_does_not_read_as_one(text: str) -> None:
    assert headline(text) == ""


def test_a_txt_file_gets_its_headline_as_title_and_keeps_it_in_its_text(tmp_path: Path) -> None:
    path = tmp_path / "flood.txt"
    path.write_text("Flood waters reach Port Elm\r\n\r\nThe river Elm burst its banks on Monday.\r\n", encoding="utf-8")
    [article] = read_file(path, "flood.txt")
    assert article.title == "Flood waters reach Port Elm"
    assert article.text.startswith("Flood waters reach Port Elm\n")
    lead = tmp_path / "lead.txt"
    lead.write_text("The river Elm burst its banks on Monday, flooding Port Elm.\n\nMore later.\n", encoding="utf-8")
    assert read_file(lead, "lead.txt")[0].title == ""
