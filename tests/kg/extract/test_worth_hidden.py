"""Round 8's hidden classes (issue 52, seed 907's real-Ns): a credit line, a document that shows,
a result told as leaving, a sum as a participle's object, a product's feature; each beside the
nearest real event, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.credits import credit_line
from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.worth import circumstances, not_happenings, worth_drawing


def _worth(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    return {e.trigger: worth_drawing(e) for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


@pytest.mark.parametrize(
    "text",
    [
        "--- Ana Lind contributed to this article.",
        "Tomas Brenn and Ana Lind contributed reporting from Oslo.",
        "Reporting by Ana Lind; editing by Tomas Brenn",
        "Additional reporting by Ana Lind in Oslo.",
        "Ana B. Lind in New York contributed to this article.",
    ],
)
def test_a_credit_line_is_found(text: str) -> None:
    assert credit_line(text)


@pytest.mark.parametrize(
    "text",
    [
        "Exports contributed to the growth of the economy.",
        "The Red Cross contributed $5 million to the fund.",
        "reporting by the agency showed the toll had risen.",
        "Sales in Asia contributed to the growth of the company.",
    ],
)
def test_news_that_looks_like_a_credit_is_not_one(text: str) -> None:
    assert not credit_line(text)


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        # the article's credit line
        ("--- Ana Lind contributed to this article.", "contributed"),
        ("Tomas Brenn contributed reporting from Oslo.", "contributed"),
        ("Reporting by Ana Lind; editing by Tomas Brenn.", "editing"),
        # a document or a figure that shows
        ("Their projections showed the company would run out of cash by March.", "showed"),
        ("The figures show a drop in sales.", "show"),
        ("A survey showed that most voters oppose the plan.", "showed"),
        ("Data indicated a slowdown in hiring.", "indicated"),
        # a result told as leaving
        ("Nordwerk said it cut inventories by $100 million, leaving it within $50 million of its goal.", "leaving"),
        ("The storm hit the coast, leaving them without power.", "leaving"),
        # a date deep in the complement is the goal's, not the leaving's
        (
            "Nordwerk said it reduced its stocks a further $40 million during the quarter, leaving it within"
            " $60 million of its goal of a reduction of $300 million by the end of the year.",
            "leaving",
        ),
        # a sum as a participle's object
        ("The bakery has 40 shops, creating over $500 million yearly in revenue.", "creating"),
        ("The shops are popular, generating $2 billion in sales.", "generating"),
        # a product's feature in the simple present
        ("The new widget provides a sandbox for developers.", "provides"),
        ("The software lets users share files.", "share"),
    ],
)
def test_not_a_happening_is_not_drawn(nlp, text: str, trigger: str) -> None:
    """Seed 907: "Andy Pasztor contributed", "projections showed", "Unisys Corp. leaving", "Apple
    creating", "Dashboard provides sandbox" were drawn."""
    assert _worth(nlp, text).get(trigger, False) is False


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Ana Lind contributed $5 million to the fund on Monday.", "contributed"),
        ("Nordwerk showed the new phone at the fair.", "showed"),
        ("He was arrested leaving the country.", "leaving"),
        ("She left Oslo on Friday.", "left"),
        ("Dozens of inmates were seen leaving a jail in Ruritania.", "leaving"),
        ("The convoy was seen leaving the base at Kandahar.", "leaving"),
        ("She left the house at 8 a.m. on Friday.", "left"),
        ("The bombings, which left more than 250 people dead, shocked the city.", "left"),
        ("The big institutions that hold half of the bank all strongly support him.", "support"),
        ("The plant opened in May, creating 500 jobs.", "creating"),
        ("The government provides aid to farmers.", "provides"),
        ("Their projections showed the company would run out of cash by March.", "run"),
    ],
)
def test_the_nearest_real_event_is_drawn(nlp, text: str, trigger: str) -> None:
    assert _worth(nlp, text)[trigger] is True


def _drawn_in_article(nlp, text: str) -> dict[str, bool]:
    """Each trigger's verdict as the graph draws one article: worth drawing and not the moment
    of another happening."""
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    moments = circumstances(events, text)
    return {e.trigger: worth_drawing(e) and i not in moments for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        # "results" as a company's figures, beside what happened to them
        ("Nordwerk said third-quarter results included capital gains of $48 million.", "results", "said"),
        (
            "Nordwerk's third-quarter net income rose 11%, even though claims stemming from the storm reduced"
            " results $40 million.",
            "results",
            "rose",
        ),
        # where the news looks, beside the request the court got
        ("Attention returned today to the court, after the government asked the judges to rule.", "returned", "asked"),
        ("The focus shifted after the ministry asked the court to rule.", "shifted", "asked"),
        # a posture in an "as" or "while" clause, beside the shooting or arrest it times
        ("Tomas Brenn was shot in the back on Friday night as he stood in his kitchen.", "stood", "shot"),
        ("The man was arrested on Monday while he sat in his car.", "sat", "arrested"),
    ],
)
def test_round9_not_a_happening_beside_the_news(nlp, text: str, hidden: str, drawn: str) -> None:
    """Seed 913's real-Ns (TimeBank #10, #14, #16): "Barnett Slepian stood", "result",
    "attention returned" were drawn."""
    verdicts = _drawn_in_article(nlp, text)
    assert verdicts[hidden] is False
    assert verdicts[drawn] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Tomas Brenn stood trial in Oslo on Monday.", "stood"),
        ("Protesters sat in the road for three hours on Friday.", "sat"),
        ("The minister returned to Oslo on Friday.", "returned"),
        ("The company shifted production to Poland in May.", "shifted"),
        ("Rescuers waited as the crane lifted the slab.", "waited"),
    ],
)
def test_round9_the_same_words_as_news_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _drawn_in_article(nlp, text)[trigger] is True


def _drawn_by_its_words(nlp, text: str) -> dict[str, bool]:
    """Each trigger's verdict when the words around it are read too (:func:`not_happenings`)."""
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = circumstances(events, text) | not_happenings(events, text)
    return {e.trigger: worth_drawing(e) and i not in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        # a legacy, not a departure; the death beside it is drawn
        ("Tomas Brenn left behind a wife and two children when he died on Friday.", "left", "died"),
        ("Ana leaves behind a company that only she could have built, the statement said.", "leaves", "said"),
        # what is on a market, not a sale; the limit and the statement are drawn
        ("iPods sold in France already have the volume limited, the company said.", "sold", "said"),
        ("Cars sold in Europe must meet the new rules, the ministry said on Monday.", "sold", "said"),
        # where a quote was read; the remark is drawn
        ("Stroe said the plant would stay open, cited by HotNews.", "cited", "said"),
        ("The minister said the plant would close, quoted by the agency Mediafax.", "quoted", "said"),
        ("Quoted by the agency Mediafax, the minister said the plant would close.", "Quoted", "said"),
        # a direction; the trucks' streaming out is drawn
        ("Scores of trucks streamed north onto the desert highway bound for Iraq.", "bound", "streamed"),
        # the "fire" of "cease-fire"; the war is drawn
        ("The August 1988 cease-fire of the war with Iran held.", "fire", "war"),
    ],
)
def test_round9b_no_happening_by_the_words_around_it(nlp, text: str, hidden: str, drawn: str) -> None:
    """Seed 917's real-Ns (MEANTIME #1, #8, #25; TimeBank #15, #25): "Steve leaves", "sold
    iPods", "HotNews cited Constantin Stroe", "bound desert highway", "fire" were drawn."""
    verdicts = _drawn_by_its_words(nlp, text)
    assert verdicts[hidden] is False
    assert verdicts[drawn] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("She left Oslo on Friday.", "left"),
        ("He left behind his bags at the airport on Monday.", "left"),
        ("Nordwerk sold iPods in France on Monday.", "sold"),
        ("The court cited the law in its ruling on Monday.", "cited"),
        ("The report was cited by the judge on Monday.", "cited"),
        ("However, cited by city traffic police in December for speeding, he paid the fine.", "cited"),
        ("The prisoner was bound and gagged on Friday.", "bound"),
        ("A fire broke out in the factory on Monday.", "fire"),
    ],
)
def test_round9b_the_same_words_as_news_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _drawn_by_its_words(nlp, text)[trigger] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        # an unnamed source the outlet credits, nothing said joined; the evidence found is drawn
        (
            "Police found nails on Monday. A senior law enforcement source tells CNN, there is a lot of"
            " evidence and it would be extraordinary.",
            "tells",
            "found",
        ),
        # a participle saying who holds its noun; the occupation is drawn
        ("Nordwerk wants to end the occupation of land claimed by farmers.", "claimed", "occupation"),
        # a road opened as a figure; the embracing is drawn
        ("The union embraced three new members on Friday, opening a new path for the alliance.", "opening", "embraced"),
        # a product's feature; the unveiling is drawn
        ("Nordwerk unveiled a phone on Monday. It features improved search for the library.", "search", "unveiled"),
    ],
)
def test_round10_no_happening_a_reader_wants(nlp, text: str, hidden: str, drawn: str) -> None:
    """Seed 921's real-Ns (TimeBank #3, #16, #21; MEANTIME #6): "source tells CNN", "Palestinians
    claimed Israeli occupation", "nations opening new path", "search" were drawn."""
    verdicts = _drawn_by_its_words(nlp, text)
    assert verdicts[hidden] is False
    assert verdicts[drawn] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("An official told Reuters on Monday that the plant had closed.", "told"),
        ("The land was claimed by farmers in 1990.", "claimed"),
        ("Rebels occupied the town on Monday.", "occupied"),
        ("Workers opened a new plant in Ohio on Monday.", "opened"),
        ("Police widened the search for the boy on Monday.", "search"),
    ],
)
def test_round10_the_same_words_as_news_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _drawn_by_its_words(nlp, text)[trigger] is True
