"""Turns of phrase hidden at drawing time (issue 52, round 15's judged ECB+ train and TimeBank
audits: "Missouri Valley Conference lived up", "structure made Alaska Association", "flaw left
computers", "Qeshm located", "James Kopp lived", "Prudence Bushnell continued"); each beside
the same word telling a happening, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.turns_of_phrase import turns_of_phrase


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = turns_of_phrase(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The tournament certainly lived up to its nickname on Friday.", "lived"),
        ("The old mill made the association's list of 10 most endangered properties.", "made"),
        ("Despite beating the count, he was clearly too unsteady to continue.", "beating"),
        ("Lund rarely threw anything meaningful in return.", "return"),
        ("Microsoft fixed a flaw that left millions of computers vulnerable to hacking.", "left"),
        ("The strike shut down ports and left hospitals working with emergency staff.", "left"),
        ("Bushnell continued with her duties throughout the search.", "continued"),
        ("Mr. Roberts continues as treasurer, the company said.", "continues"),
        ("Going into week 16, the Colts controlled their own destiny.", "controlled"),
        ("The series went through four directors in six years.", "went"),
        ("He was known for his habit of walking the streets in a bathrobe.", "walking"),
        ("They also share Islam with the ethnic Albanians.", "share"),
        ("Gonzalez was stabbed to death while working as a corrections officer.", "working"),
        ("Iran is located on a number of seismic fault lines.", "located"),
        ("Qeshm, located 1,150 kilometers southeast of Tehran, has a busy port.", "located"),
        ("The hair was found in a home where Kopp lived last year, the official said.", "lived"),
    ],
)
def test_turns_of_phrase_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The company made a profit of $3 million last year.", "made"),
        ("Klitschko beat Thompson in six rounds on Saturday.", "beat"),
        ("Cuba demanded the return of the boy on Monday.", "return"),
        ("The guards left their posts as the clashes worsened.", "left"),
        ("Lund left Phoenix at the beginning of October.", "left"),
        ("Police located the stolen car in Newark on Monday.", "located"),
        ("The wreck was located by divers on Monday.", "located"),
        ("The missing boy was located in a motel on Monday.", "located"),
        ("Neither he nor his parents could be located Wednesday in Cardenas.", "located"),
        ("The protests continued for a seventh day on Sunday.", "continued"),
        ("Troops controlled the border crossing on Monday.", "controlled"),
        ("The convoy went through the gate at noon.", "went"),
        ("He was seen walking the streets in a bathrobe on Monday.", "walking"),
        ("The two scientists shared the prize in 1990.", "shared"),
        ("Crews were working on the line on Monday.", "working"),
    ],
)
def test_the_same_words_as_news_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        # what a happening leaves its object with or in is a result, not a departure (round 18)
        ("An ambitious expansion has left Magna with excess capacity and a heavy debt load.", True),
        ("The long war left the country in debt.", True),
        ("Lind's policies left the firm with no cash.", True),
        # a pronoun standing for a situation does not depart either (round 19)
        ("The market fell again, and that left small investors with cold feet.", True),
        ("Prices doubled. This has left the firm with a large stock of unsold cars.", True),
        # a person leaving a place, with someone or at a time, departs
        ("The minister left Oslo with his wife on Monday.", False),
        ("He left the city with his family on Monday.", False),
        ("The bus that left the station with 40 passengers crashed on Monday.", False),
        ("Lind left Phoenix in October for a job in Denver.", False),
    ],
)
def test_what_a_happening_leaves_behind_is_no_departure(nlp, text: str, hidden: bool) -> None:
    assert _hidden(nlp, text)["left"] is hidden
