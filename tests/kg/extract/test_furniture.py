"""kg.extract.furniture: the lines of a page around the article are found, the story's lines never."""

from __future__ import annotations

from kg.extract.furniture import furniture_spans
from tests.kg.ingest.pages import PARAGRAPHS

STORY = "\n\n".join(PARAGRAPHS)
AROUND = [
    "Home | World | Europe | Sport",
    "Advertisement",
    "Production-Ready Python Containers",
    "Ship faster with hardened images. Start your free trial today.",
    "Learn more",
    "Twitter Thread @SportsBizMiss",
    "Follow @DailyCourier on Instagram",
    "@ana_reporter @courier_photo",
    "Get the Morning Briefing",
    "Sign up for our newsletter and get the top stories every day.",
    "More from the Daily Courier",
    "Storm Chasers Season Two",
    "Premium Kitchen Knife Set",
    "(c) 2014 Daily Courier. All rights reserved.",
]


def _found(text: str) -> list[str]:
    return [text[a:b] for a, b in furniture_spans(text)]


def test_the_lines_a_page_leaves_around_the_story_are_furniture():
    """The story's paragraphs as a visible-text reader keeps them, furniture between them."""
    lines = [AROUND[0], PARAGRAPHS[0], *AROUND[1:5], PARAGRAPHS[1], *AROUND[5:8], PARAGRAPHS[2], *AROUND[8:]]
    text = "\n\n".join([*lines, PARAGRAPHS[3]])
    assert _found(text) == AROUND


def test_an_ad_or_a_handle_list_in_one_paragraph_is_furniture():
    ad = "SPONSORED CONTENT: Production-Ready Python Containers. Ship faster with hardened images."
    handles = "Twitter Thread @SportsBizMiss @DailyCourier @ana_reporter"
    assert _found(f"{PARAGRAPHS[0]}\n\n{ad}\n\n{PARAGRAPHS[1]}\n\n{handles}") == [ad, handles]


def test_the_storys_own_sentences_lists_and_handles_are_kept():
    """Sentences that start like a marker or a call to action, a list of results, a quoted handle."""
    kept = [
        *PARAGRAPHS,
        "Advertising revenue at the Daily Courier fell by a tenth last year, its owner said.",
        "Also on Tuesday, the army opened a third field hospital near Brod.",
        "Subscribers to the town's flood alerts were warned at midnight, the mayor said.",
        "More from the region's farms will be lost if the water stays another week, farmers said.",
        "Results:",
        "Brod 4,000",
        "Sava Novi 1,250",
        "Marija Kovac posted a photo of the flooded square on Twitter as @marija_kovac on Monday, asking for boats.",
        "Related",  # a marker alone opens a block: the story goes on in sentences after it
        PARAGRAPHS[0],
    ]
    assert _found("\n\n".join(kept)) == ["Related"]
    assert _found(STORY) == []
