"""Pages whose ads, handle lists and link lists reach the text: none of it becomes an entity or an event.

Constructed pages in layouts kg read handles: an old site's table (its reader keeps every
paragraph of the cell), a page read as all its visible text, and a page copied into a text file.
"""

from __future__ import annotations

import pytest

from kg.extract.nlp import default_model
from kg.ingest.web import MAX_ELEMENTS, VISIBLE_TEXT, read_page
from kg.model import Article
from kg.pipeline.batches import loaded_model
from kg.pipeline.extraction import extract_batch
from tests.kg.extract.test_furniture import AROUND
from tests.kg.ingest.pages import PARAGRAPHS

AD = "SPONSORED CONTENT: Production-Ready Python Containers. Ship faster with hardened images."
HANDLES = "Twitter Thread @SportsBizMiss @DailyCourier @ana_reporter"


def _table_page() -> str:
    cells = [PARAGRAPHS[0], AD, PARAGRAPHS[1], HANDLES, PARAGRAPHS[2], PARAGRAPHS[3]]
    return "<html><body><table><tr><td>" + "".join(f"<p>{p}</p>" for p in cells) + "</td></tr></table></body></html>"


def _visible_page() -> str:
    """A page too large for the main-text extractor: read as all its visible text."""
    links = "".join(f"<div><a href='/{i}'>Story {i}</a></div>" for i in range(MAX_ELEMENTS))
    lines = [AROUND[0], PARAGRAPHS[0], *AROUND[1:5], PARAGRAPHS[1], *AROUND[5:8], PARAGRAPHS[2], *AROUND[8:]]
    return "<html><body>" + "".join(f"<p>{p}</p>" for p in [*lines, PARAGRAPHS[3]]) + links + "</body></html>"


@pytest.fixture(scope="module")
def model(request):
    request.getfixturevalue("nlp")  # skips when no trained pipeline is installed
    return loaded_model(default_model())


@pytest.mark.model
@pytest.mark.slow
def test_no_entity_or_event_comes_from_a_pages_furniture(model):
    visible = read_page(_visible_page())
    assert visible.reader == VISIBLE_TEXT
    table = read_page(_table_page()).text
    assert AD in table and HANDLES in table  # the table's reader keeps them: extraction must not use them
    articles = [
        Article(id="table", text=table),
        Article(id="visible", text=visible.text),
        Article(id="copied", text="\n\n".join([PARAGRAPHS[0], *AROUND, PARAGRAPHS[1]])),
    ]
    for ex in extract_batch(model, articles, 4):
        text = ex.article.text
        furniture = [
            (text.index(line), text.index(line) + len(line)) for line in [*AROUND, AD, HANDLES] if line in text
        ]
        assert furniture, ex.article.id
        inside = [
            text[start:end]
            for start, end in [*((m.start, m.end) for m in ex.mentions), *((e.start, e.end) for e in ex.events)]
            if any(a < end and start < b for a, b in furniture)
        ]
        assert inside == [], ex.article.id
        names = {m.name for m in ex.mentions}  # the story's own names stay
        assert "Brod" in names and ("Marija Kovac" in names or ex.article.id == "copied")
