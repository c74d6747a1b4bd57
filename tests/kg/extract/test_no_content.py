"""Mentions whose own words tell a reader nothing, hidden at drawing time (issue 52, round 17's
judged audits: 'Robert M. Price said: "Absolutely"', "iOS update came" of "came with an updated
method", a bare "tragedy"); each beside the same word telling something, which stays drawn."""

from __future__ import annotations

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.no_content import carried_on, no_content
from kg.model import EventMention

pytestmark = [pytest.mark.model]


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc), text=text)
    hidden = no_content(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ('Mr. Lind conceded the firm had tried to do too much. "Absolutely," he said.', "said"),
        ('"Yeah, definitely," the coach said after the game.', "said"),
        ('"Absolutely not," Lind said when asked about the plan.', "said"),
        ("An update released Thursday came with a more accurate method of counting the bars.", "came"),
        ("Ana's boat sank in March. Since the tragedy, her son has become a symbol.", "tragedy"),
        ("Too many people are profiting from this, and it has now become a tragedy.", "tragedy"),
        ("Officials met on Monday to discuss the incident with the mayor.", "incident"),
        ("Since then the crisis has deepened, the minister said.", "crisis"),
        ("In looking ahead to the vote, the minister said the party would win.", "looking"),
        ("Nordwerk, rumored a potential takeover target for six months, said its profit rose.", "rumored"),
        ("Finland ratified the treaty first. It was followed by Denmark, Norway and Germany.", "followed"),
        ("After extending its offer four times waiting for a tax ruling, Nordwerk lowered it.", "waiting"),
        ("In 1991, intrigued by the revival of her image, I wrote a cover story.", "intrigued"),
        ("The break-in was exposed in June. That ultimately led to the resignation of the mayor.", "led"),
        ("The rebels killed Tutsis but also Hutus who favored reconciliation with the minority.", "favored"),
        ("Even groups that opposed Iraq in its war with Iran now back it.", "opposed"),
        (
            "Nordwerk, meanwhile, finds itself constrained from boosting sales because its plants are full.",
            "constrained",
        ),
        ("Mr. Lind, who is also acting chief financial officer, said the company is doing well.", "acting"),
    ],
)
def test_words_that_tell_nothing_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ('"We won the title," the coach said after the game.', "said"),
        ("Lind said the firm had tried to do too much.", "said"),
        ("The minister came with his wife to the ceremony in Oslo.", "came"),
        ("The Asian financial crisis cut exports from the region.", "crisis"),
        ("The tragedy of Flight 800 led to new rules for fuel tanks.", "tragedy"),
        ("Prices rose in the early 1990s, with the crisis triggered by the end of the subsidies.", "crisis"),
        ("The minister looked at the damage on Monday.", "looked"),
        ("Police followed the car for two miles before they stopped it.", "followed"),
        ("Nordwerk waited until Monday to announce the sale.", "waited"),
        ("The verdict stunned the family of the victim.", "stunned"),
        ("Lind led the march through the city on Sunday.", "led"),
        ("The party opposed the bill in a vote on Monday.", "opposed"),
        ("The troops acted quickly to secure the bridge on Monday.", "acted"),
        ("Police found the stolen car abandoned near the border.", "abandoned"),
    ],
)
def test_the_same_words_telling_something_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


@pytest.mark.parametrize(
    ("text", "chosen", "hidden"),
    [
        # a choice told by its content: the content is drawn, the choosing hidden (round 18)
        ("Steve Jobs has chosen to step down from his post as chief executive.", "chosen", True),
        ("The board opted to sell the plant in Ohio.", "opted", True),
        ("Lind elected to retire after the season.", "elected", True),
        # a selection, and an election to a body, are drawn
        ("The venue was chosen to honor the founding of the alliance.", "chosen", False),
        ("Lind was elected to parliament in 1990.", "elected", False),
        ("The committee chose Lind as its chairman on Monday.", "chose", False),
    ],
)
def test_a_choice_told_by_its_content_shows_the_content(nlp, text: str, chosen: str, hidden: bool) -> None:
    found = _hidden(nlp, text)
    assert found[chosen] is hidden
    assert not any(is_hidden for trigger, is_hidden in found.items() if trigger != chosen)


# Round 18: a light verb whose subject is the happening ("the announcement came"), a discourse
# link ("Expanding on that point"), an activity carried on under "continue".
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The announcement came in a rare press conference held by the firm.", "came"),
        ("The announcement came today at a music event hosted by the firm.", "came"),
        ("An intense manhunt conducted by the police continues for Lind in the hills.", "continues"),
        ("Mr. Lind and his aides were leaning toward a military conclusion of the crisis.", "leaning"),
        ("Expanding on that point, he stated that the firm would focus on small cars.", "Expanding"),
        ("Elaborating on the plan, the minister said the cuts would be deep.", "Elaborating"),
        ("He said the firm remains open, continuing to sell and to support its products.", "support"),
        ("The company continues to explore all options for the unit.", "explore"),
    ],
)
def test_light_and_linking_words_are_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The minister came to the meeting in Oslo on Monday.", "came"),
        ("Lind continued his speech after a short break.", "continued"),
        ("The tower was leaning after the quake.", "leaning"),
        ("The company is expanding its plant in Ohio.", "expanding"),
        ("The firm sold its products in Europe last year.", "sold"),
        ("The firm sold its products and supported its dealers.", "supported"),
    ],
)
def test_the_same_light_words_telling_something_are_drawn(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


def test_an_activity_carried_on_with_a_date_is_drawn() -> None:
    text = "Rebels continued to shell the city on Monday."
    kept = EventMention(7, 16, "continued", "continue", "other", 0, timex=0)
    shell = EventMention(20, 25, "shell", "shell", "conflict", 0)
    assert carried_on(shell, [kept, shell], text) is False
    undated = EventMention(7, 16, "continued", "continue", "other", 0)
    assert carried_on(shell, [undated, shell], text) is True


@pytest.mark.parametrize(
    ("text", "trigger", "hidden"),
    [
        # being about to: the infinitive is the happening, still to come
        ("Lawrence is set to star in the sequel.", "set", True),
        ("The offer had been set to expire Nov. 6.", "set", True),
        ("NATO warplanes are now poised to intervene in the province.", "poised", True),
        ("The peace process, set to resume Monday, was threatened.", "set", True),
        # a setting done: stays
        ("Arsonists set fire to the church on Friday.", "set", False),
        ("The poem was set to music in 1920.", "set", False),
    ],
)
def test_being_about_to_is_hidden(nlp, text: str, trigger: str, hidden: bool) -> None:
    assert _hidden(nlp, text)[trigger] is hidden


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        # a stance made known: what is made clear is the content, drawn by its own words (round 19)
        ("The central bank has made clear that it expects the economy to slow.", True),
        ("Lind made it plain he would run for the seat again.", True),
        ("The judge made clear the witness is reluctant to take the stand.", True),
        # a making of something is drawn
        ("The company made a profit of $3 million last year.", False),
        ("The firm made clear bottles at its plant in 1990.", False),
        ("The firm made clear plastic bottles at its plant in 1990.", False),
        ("The minister made clear yesterday that the talks would go on.", True),
    ],
)
def test_a_stance_made_clear_is_no_making(nlp, text: str, hidden: bool) -> None:
    assert _hidden(nlp, text)["made"] is hidden
