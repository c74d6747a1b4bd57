"""Phrasal idioms and feelings hidden at drawing time (issue 52, round 16's judged TimeBank and
ECB+ train audits: "McCaw forced hand", "Bush shying away", "Nhek Bunchhay made way", "Manuel
Gonzalez making", "Interior went", "Augustus Gilchrist chipped", "focus telegraphed selling",
"attacks limited", "opening" with a prosecutor as agent, "cooperation heartened Madeleine
Albright", "effect puzzled", "quiet woman kept", "Doug McDermott took", "Paul Keating put
republic issue", "plunge helped", "forced police"); each beside the same word telling a happening, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.phrasal_idioms import phrasal_idioms
from kg.extract.set_phrases import set_phrases


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = phrasal_idioms(events, text) | set_phrases(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("In effect, Acme has forced Zenith's hand by bidding $1 billion for the stake.", "forced"),
        ("While shying away from the word, the mayor acknowledged the plan.", "shying"),
        ("The rebel leader made his way to the border town, evading a manhunt.", "made"),
        ("After making his opinions known, the uncle was shunned by his relatives.", "making"),
        ("The agency went ahead with the rule change on Friday.", "went"),
        ("Smith scored 11 points, while Jones also chipped in 11 points.", "chipped"),
        ("Friday's focus on big stocks telegraphed heavy overseas selling.", "telegraphed"),
        ("The slump in orders presaged the crash of the company.", "presaged"),
        ("Attacks have been limited to users of the older browsers.", "limited"),
        ("The prosecutor began opening statements, talking about the night of the shooting.", "opening"),
        ("The minister said she was heartened by cooperation from the police.", "heartened"),
        ("The actress later said she was puzzled by her effect on culture.", "puzzled"),
        ("A neighbour described her as a quiet woman who kept to herself.", "kept"),
        ("He took that to heart and played with a command.", "took"),
        ("The senator, who put the issue in the spotlight in his campaign, welcomed the result.", "put"),
        ("Wall Street's plunge helped spark the current weakness in London.", "helped"),
        ("When 133 people were arrested, police were forced to use tear gas to disperse a crowd.", "forced"),
    ],
)
def test_phrasal_idioms_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The burglar forced the door of the office on Monday.", "forced"),
        ("The company made a profit of $5 million last year.", "made"),
        ("The minister went to Paris on Tuesday.", "went"),
        ("The striker chipped the ball over the keeper.", "chipped"),
        ("The government limited imports to 5 tons last year.", "limited"),
        ("The news heartened the nation, officials said.", "heartened"),
        ("Top-ranked Kansas was upset by Duke on Saturday.", "upset"),
        ("The guard kept the money and took the town on Monday.", "kept"),
        ("The guard kept the money and took the town on Monday.", "took"),
        ("The United States helped Kuwait after the invasion.", "helped"),
        ("Rescuers helped the survivors out of the rubble on Monday.", "helped"),
        ("The rebels forced the villagers to leave their homes on Monday.", "forced"),
        ("The company was forced into bankruptcy last year.", "forced"),
    ],
)
def test_the_same_words_telling_a_happening_stay(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False
