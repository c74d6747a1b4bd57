"""Tallies and time spent hidden at drawing time (issue 52, round 15's judged ECB+ train and
TimeBank audits: "Mike Karney received utilizations", "Israelis suffered deaths", "Hansbrough
spent full weeks"); each beside the same words telling one happening, which stay drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.tallies import tallies


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = tallies(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The army suffered a record 39 deaths in the south last year, the minister said.", "suffered"),
        ("The agency says it received more than eight thousand reports of fraud last year.", "received"),
        ("Lund has received five carries in the last two weeks.", "received"),
        ("But he missed 10 total games this season and had only 269 yards.", "missed"),
        ("Lund spent two full weeks torturing himself over the decision.", "spent"),
        ("Navarro, who spent part of Sunday night with protesters, said he was tired.", "spent"),
        ("There is also the problem of Ross taking time to revise the script.", "taking"),
        ("Thompson, the mandatory challenger, dropped to 36-3.", "dropped"),
        ("Since that win over Barrett, Rahman has gone 4-2-1 with a no-contest.", "gone"),
        ("In trading Friday, Jayark was quoted at 87.5 cents bid, down 15 cents.", "quoted"),
        ("In over-the-counter trading, Vexa Corp. was bid at $17.50 a share.", "bid"),
        ("Nordwerk shares were bid at $12, offered at $12.25 in late trading.", "offered"),
    ],
)
def test_tallies_and_time_spent_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("In March, the company received a $24-a-share offer from an investor group.", "received"),
        ("A bomb killed 39 people in the capital last year.", "killed"),
        ("Lund landed 178 punches to just 30 for his rival on Saturday.", "landed"),
        ("The firm spent $5 million over three years on advertising.", "spent"),
        ("The third victim spent two weeks in the hospital, prosecutors said.", "spent"),
        ("He spent six days aboard the spacecraft with three astronauts.", "spent"),
        ("Albright spent about five hours in Tanzania before heading to Nairobi.", "spent"),
        ("The team suffered a defeat last year in the final.", "suffered"),
        ("Rebels took the town on Monday.", "took"),
        ("Lund, who caught five passes for 127 yards against the Packers last week, is back.", "caught"),
        ("The Nikkei index dropped 148 points to 35378 on Monday.", "dropped"),
        ("Rahman has gone to Germany for the fight.", "gone"),
        ("The paper quoted an official as saying the talks failed.", "quoted"),
        ("Acme Corp. bid $17.50 a share for Vexa Corp. on Monday.", "bid"),
        ("The shares were offered at $15 each in the initial public offering.", "offered"),
    ],
)
def test_one_happening_with_a_count_or_a_span_is_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False
