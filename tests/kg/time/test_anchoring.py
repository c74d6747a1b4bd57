from dataclasses import replace

from kg.model import Article, EventMention, Extraction, PublicationDate, Timex, TimexSpan
from kg.time.anchoring import date_statements, paragraph_starts


def _article(text, *statements):
    """An extraction of ``text`` with 'yesterday' as its one dated expression and 'said' events."""
    start = text.index("yesterday")
    span = TimexSpan(start, start + 9, "yesterday", 0, "past")
    timex = Timex(start, start + 9, "yesterday", 0, "DATE", "2002-10-20", "day")
    # Each statement in a sentence of its own, after the one naming the day.
    events = tuple(EventMention(i, i + 4, "said", "say", "statement", n + 1) for n, i in enumerate(statements))
    return Extraction(
        Article("a", text),
        PublicationDate("2002-10-21", "metadata", 1.0),
        ((0, len(text)),),
        (span,),
        (timex,),
        (),
        events,
    )


def test_statement_takes_the_day_of_its_paragraph_or_the_one_before():
    text = "Ana backed down yesterday.\n\nAna said more.\n\nOther news.\n\nAna said again."
    ex = _article(text, text.index("said more"), text.index("said again"))
    dated = date_statements(ex)
    assert dated.events[0].timex == 0
    assert dated.events[1].timex is None  # two paragraphs on, the story has moved


def test_statement_before_the_day_is_not_dated_by_it():
    text = "Ana said it. She left yesterday."
    ex = _article(text, text.index("said"))
    assert date_statements(ex).events[0].timex is None


def test_paragraph_starts_skip_blank_runs():
    assert paragraph_starts("a\n\n\n\nb") == [0, 5]


def test_a_day_long_before_publication_is_not_the_day_of_a_statement():
    text = "Tuesday's vote was held.\n\nAna said more."
    ex = _article(text.replace("Tuesday's", "yesterday"), text.index("said"))
    old = replace(ex, dct=PublicationDate("2002-10-30", "metadata", 1.0))
    assert date_statements(old).events[0].timex is None


def test_a_present_or_perfect_statement_is_not_dated_by_the_day_before_it():
    # "has denied" is not said on the day "was informed Thursday" names; "says" is the report's present.
    text = "Ana backed down yesterday.\n\nAna has denied it. Ana says more."
    ex = _article(text, text.index("denied"), text.index("says"))
    ex = replace(ex, events=tuple(replace(ev, tense=t) for ev, t in zip(ex.events, ("perfect", "present"))))
    assert [ev.timex for ev in date_statements(ex).events] == [None, None]


def test_a_date_line_under_the_headline_dates_the_article_not_its_statements():
    # MEANTIME and many pages: "Headline\nJune 4, 2009\nBody ...". The line is the article's date.
    text = "GM files for bankruptcy\nyesterday\nThe chief said more."
    ex = _article(text, text.index("said"))
    assert date_statements(ex).events[0].timex is None


def test_a_statement_whose_sentence_names_a_day_is_not_dated_from_before():
    # "said on Monday it had accepted help": the parse may give "Monday" to "accepted".
    text = "Ana backed down yesterday. Ana said yesterday it was over."
    ex = _article(text, text.index("said"))
    ex = replace(ex, timex_spans=(replace(ex.timex_spans[0], sentence=1),))
    assert date_statements(ex).events[0].timex is None
