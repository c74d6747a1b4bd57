"""Issue 52: mentions an annotator marks but a reader would not draw, on constructed sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.worth import shown_by_its_verb, worth_drawing
from kg.pipeline.build import build_graph

pytestmark = [pytest.mark.model]


def _worth(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    return {e.trigger: worth_drawing(e) for e in extract_events(doc, [], [], [0] * len(doc), text=text)}


@pytest.mark.parametrize(
    "text",
    [
        "A spokesman for the bank, Tom Ardent, said he did not know where the money had gone.",
        "The ministry said it had no information about the missing crew.",
        "Officials said they could not confirm the number of dead.",
        "The coach said it was too early to say who would play.",
        "The spokesman said that was a question better addressed to the Treasury.",
        # quotation marks inside the clause
        "The spokesman said that was a question `` better addressed to the Treasury ''.",
    ],
)
def test_a_statement_that_there_is_nothing_to_say_is_not_drawn(nlp, text: str) -> None:
    assert _worth(nlp, text)["said"] is False


def test_a_saying_with_quotation_marks_that_says_nothing_is_not_drawn(nlp) -> None:
    """Issue 52: "saying that that was a question `` better addressed to the U.S. Treasury ''" was drawn."""
    text = "He declined to speculate, saying that that was a question `` better addressed to the Treasury ''."
    assert _worth(nlp, text)["saying"] is False


def test_a_statement_with_content_is_drawn(nlp) -> None:
    assert _worth(nlp, "The spokesman said the bank had lost the money in March.")["said"] is True
    assert _worth(nlp, "The spokesman said he did not expect more losses this year.")["said"] is True
    assert _worth(nlp, "The bank said it was not able to provide the loan.")["said"] is True


def test_a_bare_attribution_is_not_drawn(nlp) -> None:
    assert _worth(nlp, "The ministry said.")["said"] is False
    assert _worth(nlp, '"We will rebuild," the ministry said.')["said"] is True


def test_hearsay_is_no_statement(nlp) -> None:
    """Issue 52: "Nordfund ... is said to be planning to invest" was drawn as "said Nordfund"."""
    found = _worth(nlp, "Nordfund led the consortium and is said to be planning to invest in Brexco.")
    assert found["said"] is False


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The rebels also possess heavy artillery, officials said.", "possess"),
        ("The fund owns a third of the airline.", "owns"),
        ("The airline employs three thousand pilots.", "employs"),
        ("Rebels maintain control of the northern valleys.", "maintain"),
        ("The earnings-per-share figures reflect a 25% stock dividend in June 2031.", "reflect"),
        ("The rebels now control 20 percent of the country's oil fields.", "control"),
        ("Zentro currently produces fifteen brands of vehicle in 37 countries.", "produces"),
        ("Westair serves 10 cities in California, Arizona and Nevada.", "serves"),
        ("Vexa clocks the chip's speed at 15 million instructions per second.", "clocks"),
        ("The company, which is 92%-owned by Ogden Corp., had net of $1.1 million a year ago.", "92%-owned"),
    ],
)
def test_a_standing_state_in_the_present_is_not_drawn(nlp, text: str, trigger: str) -> None:
    assert _worth(nlp, text)[trigger] is False


def test_a_change_of_owner_is_drawn(nlp) -> None:
    found = _worth(nlp, "The fund bought a third of the airline on Monday and owned half of it by June.")
    assert found["bought"] is True and found["owned"] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Profits of Nordwerk rose 78 percent in the last quarter, which ended December 30, 2031.", "ended"),
        ("Nordwerk expects net income in the year ending June 30, 2032, to fall.", "ending"),
    ],
)
def test_the_end_of_a_span_of_the_calendar_is_not_drawn(nlp, text: str, trigger: str) -> None:
    assert _worth(nlp, text)[trigger] is False


def test_the_end_of_a_happening_is_drawn(nlp) -> None:
    assert _worth(nlp, "The strike at the Nordwerk plant ended on Monday.")["ended"] is True


def test_a_prefix_cut_at_its_hyphen_is_not_drawn(nlp) -> None:
    found = _worth(nlp, "Nordwerk re-entered the stock market in November 2031.")
    assert found.get("re", False) is False
    assert found["entered"] is True


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        # a description: the puppy's name, no naming that day
        ("Ana played in the garden on Friday with a puppy named Biscuit, a gift from her uncle.", "named"),
        # the same, with the participle tagged as a past tense
        ("Lind showed new gestures along with a task manager named Mission Control that shows windows.", "named"),
        # a ranking among all of a kind, told by "in history"
        ("Lind scored on an 86-yard run, the longest rush allowed in franchise history.", "allowed"),
        # scenery of a "with" phrase
        ("With the old steamer Aurora towering behind him, Tomas Brenn compared the strike to a siege.", "towering"),
        # sourcing formulas
        ("Rebels have mined the harbour, according to an officer who spoke on condition of anonymity.", "spoke"),
        ("A guard, who asked not to be named, said the prisoners had escaped.", "asked"),
        ('Speaking for the band, manager Tomas Brenn said, "we consider the judge wrong."', "Speaking"),
        ("Speaking to reporters on Monday, Ana Lind said the plant would close.", "Speaking"),
        # an aspectual verb whose complement is the happening
        ("The airline was only beginning to get back on its feet during the quarter.", "beginning"),
        ("Earlier this year, rival phones managed to outsell the Nordphone.", "managed"),
        ("Nordwerk is also attempting to engineer a debt-for-equity swap.", "attempting"),
        ("In early 1970, Mark Felt chanced to meet a navy officer in the West Wing.", "chanced"),
        ("The police then proceeded to arrest the two men.", "proceeded"),
        # a state told as a change, and where a count stands
        ("Rahman soon grew more intent on survival than winning and fell in the sixth.", "grew"),
        ("Allen caught three passes on Sunday, bringing his season total to 43.", "bringing"),
        ("Ivory made the most of his opportunities with Thomas missing time.", "made"),
        # a role named by a gerund compound
        ("The Associated Press reports Saints running back Reggie Bush will miss the season.", "running"),
        ("She picked Ana Lind as her running mate on Monday.", "running"),
        ("Ana Lind started by hinting at the recall of the phone.", "started"),
        ("Lind rounded the services off by unveiling a new music feature.", "rounded"),
        ("The bishop called it madness, but he went on to defend the church's position.", "went"),
        # a refusal to tell
        ("He declined to predict when the carmaker would return to profit.", "declined"),
        # a part someone has
        ("Lind was already involved in the phone's development.", "involved"),
        # a speaker's moves at a podium
        ("The chief executive returned to the stage to reveal the new service.", "returned"),
        ("Moving on, the chief executive announced that 2 million copies were sold.", "Moving"),
        # where a happening was held or seen, what a thing does as it stands
        ("The news came at a music event hosted by Nordwerk, held in the convention center.", "held"),
        ("Traders remain nervous because of the wild swings seen on the exchange last week.", "seen"),
        ("Police have a trail of credit card receipts leading to the border.", "leading"),
        # where a party stands: a standing attribute, no incorporating that day
        (
            "Velmora N.V., a maker of industrial dyes incorporated in Belgium, said it would buy a plant.",
            "incorporated",
        ),
        ("Lumo Inc., a chip maker headquartered in Oslo, said profit rose.", "headquartered"),
        # a plan a participle gives a noun, and things of a kind in what would happen
        ("The vote is due at the next meeting, scheduled for the fall.", "scheduled"),
        ("The name change is pending shareholder approval at the next meeting, scheduled for fall 2031.", "scheduled"),
        ("The firm announced the update, which is scheduled for public release in June.", "scheduled"),
        ("Nordwerk shares rose $5 yesterday, continuing their trend of gains this year.", "continuing"),
        ("For example, calendar entries created on a laptop would be sent to the phone.", "created"),
        # a writer citing a source
        ("A senior official was quoted Friday by local media as saying that a group planned the attacks.", "quoted"),
        ("According to sources quoted by the Daily Courier, Lind had fled to Oslo in June.", "quoted"),
        # what a thing is for
        ("Nordwerk launched Operation Anvil, the operation designed to confront the rebels in the north.", "designed"),
        ("The new rules are intended to change the way loans are made.", "intended"),
        ("Tanks destined for the front were shipped through the port on Monday.", "destined"),
        # what someone is taken to be
        ("Ana Lind is known for staying out of the spotlight.", "known"),
        ("She is credited with the success of the tablet.", "credited"),
        # how a thing was received: no meeting
        ("The ruling was met with outrage by the families, who said it was unjust.", "met"),
        ("Two steelmakers reported lower earnings, marking what is believed to be the end of a boom.", "believed"),
        # the writer's reading of the news
        ("Two steelmakers reported lower earnings, marking what is believed to be the end of a boom.", "marking"),
        ("Elian has been increasingly referred to in Cuba as our son.", "referred"),
        # a record a noun holds
        ("Ford secured the largest automotive project ever undertaken in Australia.", "undertaken"),
        ("It is the largest reward the government has ever offered for a fugitive.", "offered"),
        ("It was the biggest fine the agency had ever imposed.", "imposed"),
        ("Due to an operational overhaul by Cook, he is credited with the success of the tablet.", "credited"),
        ("Both carmakers ran out of funds in December, leading to the federal bailout.", "leading"),
        # a stance
        ("Ward was among those who took a stand against the closures.", "took"),
        ("Nordwerk has taken a different approach to the media market.", "taken"),
        # a strategy, a cause linked to what followed, a summary of years, a trait
        ("Nordwerk is betting its business on the assumption that chip prices will fall.", "betting"),
        ("The airline has pinned its hopes on the new route.", "pinned"),
        ("Rising demand for welders led employers to raise wages.", "led"),
        ("Over the past 20 years Tomas Brenn has built his bakery into a chain of 40 shops.", "built"),
        ("The case of the boy that has dominated the city for almost five months drew crowds.", "dominated"),
        ("Lind, born in Oslo in 1955, has built the most valuable shipping company in the world.", "built"),
        ("Police said the fugitive walks with a slight limp.", "walks"),
    ],
)
def test_background_to_the_news_is_not_drawn(nlp, text: str, trigger: str) -> None:
    """Issue 52: "a puppy named Dolphin", "Granma towering", "U.S. official spoke" and "subsidiary
    beginning" were drawn as events."""
    # Not drawn: not taken as an event at all (the detector's call), or taken and not worth drawing.
    assert _worth(nlp, text).get(trigger, False) is False


def test_the_news_beside_its_background_is_drawn(nlp) -> None:
    assert _worth(nlp, "The engineers designed the bridge in 1990.")["designed"] is True
    assert _worth(nlp, "The suspect was seen leaving the building on Monday.")["seen"] is True
    assert _worth(nlp, "Two steelmakers reported lower earnings, marking the end of a boom.")["reported"] is True
    assert _worth(nlp, "Tanks destined for the front were shipped through the port on Monday.")["shipped"] is True
    assert _worth(nlp, "The troops took the bridge on Monday.")["took"] is True
    assert _worth(nlp, "The quake struck on Friday, killing at least 820 people.")["killing"] is True
    assert _worth(nlp, "Both carmakers ran out of funds in December, leading to the federal bailout.")["ran"] is True
    assert _worth(nlp, "She took the stand for four hours on Friday.")["took"] is True
    assert _worth(nlp, "The board named Ana Lind chief executive on Monday.")["named"] is True
    assert _worth(nlp, "Rebels have mined the harbour, according to an officer who spoke on condition of anonymity.")[
        "mined"
    ]
    assert _worth(nlp, "Officials began evacuating the town on Friday.")["evacuating"] is True
    assert _worth(nlp, "Rising demand for welders led employers to raise wages.")["raise"] is True
    assert _worth(nlp, "Ana Lind started by hinting at the recall of the phone.")["hinting"] is True
    assert _worth(nlp, "He bet $5 on the favourite at the track on Saturday.")["bet"] is True
    assert _worth(nlp, "Tomas Brenn has sold his bakery to a rival.")["sold"] is True
    assert _worth(nlp, "The fugitive walked with a guard to the van on Monday.")["walked"] is True
    assert _worth(nlp, "The troops returned to the base on Friday.")["returned"] is True
    assert _worth(nlp, "The man arrested on Monday was released on Friday.")["arrested"] is True
    # a visit that a record counts, a span of days, a trend of months outside a relative clause
    assert _worth(nlp, "It was the first time the president had ever visited Cuba.")["visited"] is True
    assert _worth(nlp, "The storm, which has battered the coast for three days, moved north.")["battered"] is True
    assert _worth(nlp, "Prices have risen 20% over the past six months.")["risen"] is True
    assert _worth(nlp, "The ranchers rounded up the cattle on Monday.")["rounded"] is True
    assert _worth(nlp, "The envoy met with the president on Monday.")["met"] is True
    assert _worth(nlp, "The rebels continued their advance on Monday.")["continued"] is True
    assert _worth(nlp, "The board scheduled the vote for Monday.").get("scheduled", True) is True
    assert _worth(nlp, "The minister quoted the poem in her speech on Monday.")["quoted"] is True
    assert _worth(nlp, "The bishop went on to defend the church's position.")["defend"] is True
    # what an implicative takes, a growth by a figure, a record broken
    assert _worth(nlp, "In early 1970, Mark Felt chanced to meet a navy officer in the West Wing.")["meet"] is True
    assert _worth(nlp, "Sales grew 5 percent last year.")["grew"] is True
    assert _worth(nlp, "The company made the most profit of any bank on Monday.")["made"] is True
    assert _worth(nlp, "He was running back to the car when police arrived.")["running"] is True
    assert _worth(nlp, "Allen caught three passes on Sunday, bringing his season total to 43.")["caught"] is True
    assert _worth(nlp, "The bishop went on a pilgrimage on Monday.")["went"] is True
    assert _worth(nlp, "The man arrested on Monday will be charged on Friday.")["arrested"] is True
    assert _worth(nlp, "Prisoners released on Monday will be flown home.")["released"] is True
    assert _worth(nlp, "The company has built a new plant in Ohio.")["built"] is True
    assert _worth(nlp, "Police controlled the crowd on Monday.")["controlled"] is True
    assert _worth(nlp, "He refused to sign the treaty on Monday.")["refused"] is True
    assert _worth(nlp, "The troops took a new approach road into the city.").get("took", True) is True
    # a firm's incorporation told with its date is a happening
    assert _worth(nlp, "Nordbank, a lender incorporated in 1985, said profit fell.")["incorporated"] is True
    assert _worth(nlp, "With the old steamer Aurora towering behind him, Tomas Brenn compared the strike to a siege.")[
        "compared"
    ]


def test_an_accused_persons_own_account_is_not_shown_as_fact(nlp) -> None:
    """Issue 52: "She said she gave the brothers false information", in an article on her trial,
    was drawn as the fact "X gave false information"; only her statement is."""
    trial = "Taking the stand in her own defense, Mira Olsen spoke for four hours on Friday. "
    found = _worth(nlp, trial + "She said she gave the brothers false information about the cache.")
    assert found["gave"] is False
    assert found["said"] is True
    # Outside a trial, a company's or a person's account of what they did is news.
    assert _worth(nlp, "She said she gave the brothers false information about the cache.")["gave"] is True


def test_how_a_speaker_feels_is_not_drawn(nlp) -> None:
    """Issue 52: "I'm honored to lead the best team" was drawn as the event "honored"."""
    assert _worth(nlp, "I am honored to lead the best team in the business.")["honored"] is False
    assert _worth(nlp, "We are pleased with the results, the chairman said.")["pleased"] is False
    assert _worth(nlp, "The city honored its firefighters on Sunday.")["honored"] is True
    assert _worth(nlp, "The news saddened the nation.")["saddened"] is True


def test_what_happens_in_a_speakers_quoted_words_is_the_statements(nlp) -> None:
    """Issue 52: "puts" of "Any time a plant goes to one shift, it puts them in limbo" and "making
    tremendous progress" in a chief executive's quote were drawn as happenings."""
    found = _worth(
        nlp, '"Any time a plant goes to one shift, it puts them in limbo," said Dana Ortiz, a union official.'
    )
    assert found["puts"] is False
    assert found["said"] is True
    # Quotation marks in the Treebank's style, as TimeBank and MEANTIME write them.
    found = _worth(nlp, "``The coupe has outpaced every rival for five years running,'' said Ana Lind.")
    assert found["outpaced"] is False
    # A quoted word or title is no speaker's sentence.
    assert _worth(nlp, 'The "iconic" coupe was built in Geelong until 2016.')["built"] is True
    # An event noun in quotation marks of its own is someone's word for it.
    found = _worth(nlp, 'The government calls the boy\'s stay in Florida a "kidnapping" and demands his return.')
    assert found["kidnapping"] is False


def test_the_day_that_has_come_is_not_drawn(nlp) -> None:
    """Issue 52: "Unfortunately, that day has come" was drawn as "day come"."""
    assert _worth(nlp, "Unfortunately, that day has come.")["come"] is False
    assert _worth(nlp, "The minister came to the village on Monday.")["came"] is True


def _shown_by_verb(nlp, text: str) -> set[str]:
    doc = next(parse(nlp, [text]))
    events = extract_events(doc, [], [], [0] * len(doc))
    return {events[i].trigger for i in shown_by_its_verb(events)}


def test_a_bare_noun_a_verb_of_taking_part_holds_is_that_verbs_node(nlp) -> None:
    """Issue 52: "chaired an emergency meeting" drew "X chaired emergency meeting" and a bare
    "meeting" node beside it."""
    assert _shown_by_verb(nlp, "Prime Minister Ana Lind chaired an emergency meeting on Saturday.") == {"meeting"}
    # Condemning a bombing takes no part in it: the bombing is a happening of its own.
    assert _shown_by_verb(nlp, "Officials condemned the bombing on Saturday.") == set()


def test_a_letter_split_from_its_word_is_not_drawn(nlp) -> None:
    # A possessive written with a spaced apostrophe: the tokenizer leaves "s" a word of its own.
    text = (
        "I have always said if there ever came a day when I could no longer meet my duties as "
        "Nordwerk ’ s C.E.O., I would be the first to let you know."
    )
    found = _worth(nlp, text)
    assert found["s"] is False
    assert found["said"] is True


ARTICLE = """---
title: "Ruritanian bank loses gold"
date: 2031-03-09
---

# Ruritanian bank loses gold

The Ruritanian National Bank lost ten tonnes of gold on Sunday, the Interior Ministry said, with guards injured.
A spokesman for the bank, Tom Ardent, said he did not know where the gold had gone.
The Ruritanian army also possesses heavy artillery.
"""


def test_the_graph_draws_none_of_them(nlp, tmp_path: Path) -> None:
    (tmp_path / "gold.md").write_text(ARTICLE, encoding="utf-8")
    built = build_graph([tmp_path], model=nlp)
    events = [d for _, d in built.graph.nodes(data=True) if d.get("kind") == "event"]
    triggers = {word for d in events for word in str(d.get("trigger", "")).split(" | ")}
    assert "lost" in triggers
    assert "possesses" not in triggers
    # Neither the bare "the Interior Ministry said" nor the spokesman's "did not know" is drawn.
    assert "said" not in triggers


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("In Ohio that warning was brought home on Monday when a levee broke.", "brought"),
        ("The floods drove home the point that the dams were old.", "drove"),
        ("The fire brought home the dangers of the old wiring.", "brought"),
        ("For the farmers, the message hit home last spring.", "hit"),
    ],
)
def test_a_figure_of_speech_is_no_happening(nlp, text: str, trigger: str) -> None:
    """Issue 52: "that lesson was brought home" (the writer's figure) was drawn as "brought lesson"."""
    assert _worth(nlp, text)[trigger] is False


def test_what_is_really_brought_home_is_drawn(nlp) -> None:
    assert _worth(nlp, "The troops were brought home in May.")["brought"] is True
    assert _worth(nlp, "The fishermen brought home a record catch on Sunday.")["brought"] is True
    found = _worth(nlp, "In Ohio that warning was brought home on Monday when a levee broke.")
    assert found["broke"] is True


def test_a_price_is_not_drawn_and_trading_is(nlp) -> None:
    """Round 9, issue 52: "since August, when they traded at about $10" was drawn as "traded"."""
    price = _worth(
        nlp, "The price of Vexa shares has been cut nearly in half since August, when they traded at about $10."
    )
    assert price["traded"] is False and price["cut"] is True
    assert _worth(nlp, "Vexa shares traded heavily on Monday.")["traded"] is True
    closing = _worth(nlp, "Yesterday, Vexa plunged further, closing at $100 a share, off $8.625 a share.")
    assert closing["closing"] is False and closing["plunged"] is True
    assert _worth(nlp, "The plant closed at the end of May.")["closed"] is True


def test_things_of_a_kind_in_a_misparsed_reduced_relative_are_not_drawn(nlp) -> None:
    """Round 9, issue 52: "Apps ... purchased or created on one device will be shared" was drawn
    as "Apps purchased" (the parse makes the participle the sentence's verb)."""
    found = _worth(
        nlp, "Apps, books, documents, photos, and more purchased or created on one device will be shared with others."
    )
    assert found["purchased"] is False and found["created"] is False
    assert _worth(nlp, "The rebels purchased rifles in May.")["purchased"] is True


def test_who_a_group_is_and_a_knowing_told_are_not_drawn(nlp) -> None:
    """Round 9, issue 52 (seed-1001 audit): "Of those who stayed in Cuba" and "emphasized that
    Hungary understood ..." were drawn as happenings; a departure and the telling stay drawn."""
    group = _worth(
        nlp, "Of those who stayed in Ruritania, his father seems the most closely allied with the government."
    )
    assert group["stayed"] is False
    told = _worth(nlp, "The minister also emphasized that Hungary understood membership carried obligations.")
    assert told["understood"] is False and told["emphasized"] is True
    assert _worth(nlp, "Those who left the city on Monday were stopped at the border.")["left"] is True
