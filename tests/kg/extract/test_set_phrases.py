"""Set phrases hidden at drawing time (issue 52, seeds 1430-1431's real-Ns): a span of the
calendar ending, a feeling after a copula, the report a sentence is sourced to; each beside the
nearest real event, which stays drawn, and the same words as news, drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.set_phrases import set_phrases


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = set_phrases(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        ("Nordwerk said that net income for the six months ended Oct. 1 slipped 5%.", "ended", "slipped"),
        ("Lund said that he was `` terribly disappointed '' by the failure of the bill.", "disappointed", "said"),
        ("We were pleased, Lund said on Monday.", "pleased", "said"),
        ("The mayor allocated funds for a museum, according to a news agency report Friday.", "report", "allocated"),
        ("Lund said the Queen is taking a great interest in the convention.", "taking", "said"),
        (
            "A survey on Monday showed Nordwerk held 19 percent, followed by Sudwerk at 13 percent.",
            "followed",
            "showed",
        ),
    ],
)
def test_round11_set_phrases_are_hidden(nlp, text: str, hidden: str, drawn: str) -> None:
    verdicts = _hidden(nlp, text)
    assert verdicts[hidden] is True
    assert verdicts[drawn] is False


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The strike ended on Monday after six weeks.", "ended"),
        ("The talks, which lasted three months, ended in May.", "ended"),
        ("The vote disappointed investors on Monday.", "disappointed"),
        ("The announcement came on Friday, according to the ministry.", "announcement"),
        ("The bank took a stake in the firm on Monday.", "took"),
        ("Rebels took the town on Monday.", "took"),
        ("The verdict was followed by riots in the capital on Monday.", "followed"),
    ],
)
def test_round11_the_same_words_as_news_are_not_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False
