"""A state told in the perfect with "since" and a time: the time it began."""

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate, Timex, TimexSpan
from kg.resolve.events.since import since_anchor


def _said(text, trigger, when="2004", tense="perfect", timeml_class="OCCURRENCE", quantities=()):
    """``text`` with its event ``trigger`` (in ``tense``) and the time ``when`` written in it."""
    start, at = text.index(trigger), text.index(when)
    event = EventMention(
        start, start + len(trigger), trigger, trigger, "other", 0, agents=(0,),
        tense=tense, timeml_class=timeml_class, quantities=quantities,
    )  # fmt: skip
    ex = Extraction(
        Article("a", text),
        PublicationDate("2011-08-25", "metadata"),
        ((0, len(text)),),
        (TimexSpan(at, at + len(when), when, 0),),
        (Timex(at, at + len(when), when, 0, "DATE", when, "year"),),
        (Mention(0, 8, "Ana Lind", "Ana Lind", "PERSON", 0),),
        (event,),
    )
    return since_anchor(ex, event)


def test_a_perfect_progressive_since_a_year_began_that_year():
    assert _said("Ana Lind has been fighting cancer since 2004.", "fighting") == "2004"
    assert _said("Ana Lind has lived in Oslo since 2004.", "lived", timeml_class="STATE") == "2004"


def test_acts_counted_since_a_year_and_times_of_other_clauses_are_no_start():
    # "has won three titles since 2004" counts wins: none of them began in 2004 as one stretch
    assert _said("Ana Lind has won titles since 2004.", "won") is None
    assert _said("Ana Lind has been winning titles since 2004.", "winning", quantities=("3",)) is None
    assert _said("Ana Lind fought cancer in 2004.", "fought", tense="past") is None
    assert _said("Ana Lind has been fighting cancer, and since 2004 she has lived in Oslo.", "fighting") is None
    assert _said("Ana Lind has been fighting cancer in 2004.", "fighting") is None
    # a stretch of repeated acts (TimeBank: "has been doubling its profits annually since 1980")
    assert _said("Ana Lind has been doubling her profits annually since 2004.", "doubling") is None
