"""Times that date the article, not its events."""

from kg.model import Article, Dateline, Extraction, PublicationDate
from kg.time.dating.headings import heading_time


def _ex(text: str, dateline: Dateline | None = None) -> Extraction:
    return Extraction(Article("a", text), PublicationDate(None), (), dateline=dateline)


def test_a_date_line_under_the_headline_dates_the_article():
    text = "GM files for bankruptcy\nJune 4, 2009\nThe chief spoke on June 1, 2009."
    ex = _ex(text)
    line, body = text.index("June 4"), text.index("June 1")
    assert heading_time(ex, line, line + 12) and not heading_time(ex, body, body + 12)


def test_a_short_sentence_is_not_a_heading():
    text = "Ana backed down yesterday.\n\nAna said more."
    assert not heading_time(_ex(text), text.index("yesterday"), text.index("yesterday") + 9)


def test_the_datelines_date_dates_the_article():
    text = "RABAT, Sept. 11 - Teams began work on Sunday."
    ex = _ex(text, Dateline(0, 15, "RABAT, Sept. 11", "Rabat", "Sept. 11"))
    assert heading_time(ex, 7, 15) and not heading_time(ex, text.index("Sunday"), len(text) - 1)
