"""Commentary hidden at drawing time (issue 52, the judged audits' real-Ns of round 13): a cause
or an evaluation told as an act, sourcing, a relation or a ranking, a habit, a depiction, an
idiom, talk of something; each beside the real event, which stays drawn, and the same verbs as
news, drawn."""

from __future__ import annotations

import pytest

from kg.extract.commentary import commentary
from kg.model import EventMention
from tests.kg.extract.test_asides import _hidden


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        # a cause or an evaluation told as an act
        (
            "Nordwerk Corp., hammered by higher costs and weak demand, posted a 40% drop in profit.",
            "hammered",
            "posted",
        ),
        ("His aides say the shooting puts a new emphasis on the issue.", "puts", "say"),
        # sourcing
        ("Interviews with four large banks confirm the trend, Lund said.", "confirm", "said"),
        ("The station's Anna Berg reports on the minister's visit to Oslo.", "reports", "visit"),
        # relations and rankings
        ("Their story is like that of many families now split between Oslo and Bergen, Lund said.", "split", "said"),
        ("Lund led all players with 31 points as Bergen won the game.", "led", "won"),
        (
            "Nordwerk leads the market. It's followed by Sudwerk, which has agreed to sell its stores.",
            "followed",
            "agreed",
        ),
        ("While the trip was unrelated to the merger, Lund answered questions about it.", "unrelated", "answered"),
        # a quality told as a doer; where someone lives, how far a thing reaches
        ("His play in the first half gave Bergen a huge boost, and Bergen won the game.", "gave", "won"),
        ("Her insecurities kept her out of the spotlight until she returned in 1993.", "kept", "returned"),
        ("Anna still lived in Oslo and had married Lund in 2010.", "lived", "married"),
        (
            "At its height, the ring stretched from Oslo to the docks of Bergen before police raided it.",
            "stretched",
            "raided",
        ),
        # habits
        ("Lund, a scholar who has written extensively about Norway, criticised the plan.", "written", "criticised"),
        # a depiction, an idiom, talk
        ("Trying to make up his mind, Lund put his emotions to a test and then resigned.", "put", "resigned"),
        ("She was photographed often, striking a chord with camera clubs, and retired in 1957.", "striking", "retired"),
        ("There has been talk of the Vikings being in the race, and Bergen signed Lund on Monday.", "talk", "signed"),
        ("The fire destroyed the store on Friday and the building is a total loss.", "loss", "destroyed"),
    ],
)
def test_commentary_is_hidden_and_its_neighbour_drawn(kg_pipeline, text: str, hidden: str, drawn: str) -> None:
    shown = _hidden(kg_pipeline, text)
    assert shown[hidden] is True
    assert shown[drawn] is False


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("A boy, hit by a car on Monday, died in hospital.", "hit"),
        ("The company split the unit between two buyers.", "split"),
        ("Tests showed a herniated disk.", "showed"),
        ("The car was followed by a truck.", "followed"),
        ("Police reported the arrest on Monday.", "reported"),
        ("Lund wrote a letter on Monday.", "wrote"),
        ("Lund gave the money to his wife on Monday.", "gave"),
        ("Lund moved to Oslo in 2010.", "moved"),
        ("The talks on a merger resumed on Monday.", "talks"),
        ("The fire caused a loss of $2 million.", "loss"),
    ],
)
def test_the_same_words_as_news_are_drawn(kg_pipeline, text: str, word: str) -> None:
    assert _hidden(kg_pipeline, text)[word] is False


def _event(text: str, trigger: str, lemma: str, tense: str = "", obj: str = "") -> EventMention:
    start = text.index(trigger)
    return EventMention(start, start + len(trigger), trigger, lemma, "other", 1, tense=tense, object=obj)


@pytest.mark.parametrize(
    ("text", "trigger", "lemma", "tense", "obj", "hidden"),
    [
        ("A list of 20 people issued on Monday included Lars Lund.", "included", "include", "past", "Lund", True),
        (
            "The group will screen a television advertisement _ made last week _ featuring Anna Berg.",
            "featuring",
            "feature",
            "",
            "Anna Berg",
            True,
        ),
        ("A video showing the police was posted online.", "showing", "show", "", "police", True),
        ("The show is featuring Anna Berg this week.", "featuring", "feature", "progressive", "Anna Berg", False),
        ("The talks went through the motions of a review.", "went", "go", "past", "", True),
        ("We learned that the agency has finally taken a giant leap forward.", "taken", "take", "perfect", "", True),
        ("The court took a detour this week from the principle.", "took", "take", "past", "", True),
        ("Lund has gone out of his way to reassure the unions.", "gone", "go", "perfect", "", True),
        ("Lund took a step back from the podium and left.", "took", "take", "past", "step", True),
        ("Lund took the train to Oslo.", "took", "take", "past", "train", False),
        ("Lund has gone out of the building.", "gone", "go", "perfect", "", False),
        ("Lund went through the door.", "went", "go", "past", "", False),
    ],
)
def test_relations_and_depictions(text: str, trigger: str, lemma: str, tense: str, obj: str, hidden: bool) -> None:
    assert commentary(_event(text, trigger, lemma, tense, obj), text) is hidden


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ('The fire officer says the building is "a total loss".', True),
        ('The officer described the building as a "total loss".', True),
        ("The firm posted a loss of $2 million.", False),
    ],
)
def test_a_total_loss_is_a_verdict_on_a_thing(text: str, hidden: bool) -> None:
    start = text.index("loss")
    ev = EventMention(start, start + 4, "loss", "loss", "business", 1, nominal=True)
    assert commentary(ev, text) is hidden
