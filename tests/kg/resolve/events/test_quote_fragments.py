"""A scare quote of a few words is no statement's content (issue 52, round 17's sheets:
'Peter Guest described: "total loss"'); a quoted sentence, however short, is."""

from __future__ import annotations

import pytest

from kg.resolve.events.quote_fragments import label_quote


@pytest.mark.parametrize(
    "quote",
    ["total loss", "a historic event", "massive financial fraud", "disappointed", "kindred spirits.", "'child abuse"],
)
def test_a_few_words_the_sentence_goes_on_through_are_a_label(quote: str) -> None:
    assert label_quote(quote)


@pytest.mark.parametrize(
    "quote",
    [
        "Yes",
        "That's tough",
        "Everything, everything.",
        "Where's the bid?",
        "we will not give up on the people of this city",
        "",
    ],
)
def test_a_quoted_sentence_or_a_long_quote_is_content(quote: str) -> None:
    assert not label_quote(quote)
