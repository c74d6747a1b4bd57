"""Asides hidden at drawing time (issue 52, the judged audits' real-Ns): the same statement going
on in a participle, a relation, a running total, an evaluation, an explanation, where attention
lies, a state of mind, an effort told by its aim; each beside the nearest real event, which stays
drawn, and the same words as news, drawn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kg.extract.asides import asides, explanation, relation, same_statement
from kg.extract.events import extract_events
from kg.extract.nlp import parse
from kg.extract.standing import capability
from kg.model import EventMention


def _hidden(nlp, text: str) -> dict[str, bool]:
    doc = next(parse(nlp, [text]))
    sent_of = [i for i, sent in enumerate(doc.sents) for _ in sent]
    events = extract_events(doc, [], [], sent_of, text=text)
    hidden = asides(events, text)
    return {e.trigger: i in hidden for i, e in enumerate(events)}


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "hidden", "drawn"),
    [
        (
            "Lund described the hardship of the families, concluding that one day the country might recover.",
            "concluding",
            "described",
        ),
        ('"I have lost a son," Berg told reporters later, referring to the death of his son.', "referring", "told"),
        (
            "Citing people familiar with the matter, the Courier reported that Lind had been pushed out.",
            "Citing",
            "reported",
        ),
        ("Officials said they had evidence linking the blasts to the group.", "linking", "said"),
        ("A group, linked with the rebels, planned the raid.", "linked", "planned"),
        ("Over five billion applications have been purchased from the store, Nordwerk said.", "purchased", "said"),
        ("Nordwerk has sold 10 million phones to date, the company said.", "sold", "said"),
        ("Nordwerk has sold 5.5 million phones to date, the company said.", "sold", "said"),
        (
            "The mayor's wisdom in closing the bridge was confirmed over the weekend by the collapse of the dam.",
            "confirmed",
            "closing",
        ),
        ("Monday's announcement marked the third time in a decade that Lind has taken leave.", "marked", "taken"),
        ("Profit rose 5%, a gain Nordwerk attributed to higher demand.", "attributed", "rose"),
        ("Nordwerk owes its spectacular growth to its bond portfolio, Lund said.", "owes", "said"),
        ("In the new version Nordwerk has been focusing on business features, Lund said.", "focusing", "said"),
        ("Lund pointed to the collapse of Sudwerk as an example, Berg said.", "pointed", "said"),
        ("Lund said he saw little reason to be optimistic about a settlement.", "saw", "said"),
        ("I know about the stories, Lund said.", "know", "said"),
        ("Nordland has stalled ratification, trying to tie it to an agreement on the naval base.", "trying", "stalled"),
        ("Then came another sister, Georgina, in 1983, followed by Lazaro in 1984.", "followed", "came"),
        (
            "Nordland, worried about civil war in the north spilling to the whole region, urged all states to sign a pact.",
            "spilling",
            "urged",
        ),
        ("While rivals moved production offshore, Nordwerk lacked the money to build plants.", "lacked", "moved"),
        ("Led by its Cheerios line, Nordwerk has gained a 2% share this year.", "Led", "gained"),
        ("The issue was sold on Monday through underwriters led by Sudwerk Capital.", "led", "sold"),
        ("Police said the body found on Friday belonged to Jorge Lund.", "belonged", "said"),
        ("Nordwerk unveiled Dock on Monday. Dock provides a sandbox for small applications.", "provides", "unveiled"),
        (
            "Lund unveiled a feature that copies a library to the cloud, allowing users to listen to music.",
            "allowing",
            "unveiled",
        ),
        (
            "Nordwerk said it filed a lawsuit on Monday, alleging that the offer violates an agreement.",
            "alleging",
            "filed",
        ),
        (
            "He described the hardship the families would undergo so that their children could live in `` a country"
            " that still makes things, '' concluding that one day the country might return to a time of plenty.",
            "concluding",
            "described",
        ),
        (
            "FaceTime was shown on Monday. This feature is called FaceTime, and connects with other phones.",
            "connects",
            "shown",
        ),
        (
            "Nordwerk opened a video store on Monday. Other plans for the store involve the studio Pixar.",
            "involve",
            "opened",
        ),
        ("The stock does not meet the criteria outlined under the new guidelines, Lund said.", "outlined", "said"),
        ("A memorial service planned at the university for Saturday was canceled on Friday.", "planned", "canceled"),
        ("Talks were held on Monday about a summit set for Oslo in April.", "set", "Talks"),
        (
            "Troops attacked on Monday. They have not engaged the Guard, which has been sitting north of the border.",
            "sitting",
            "attacked",
        ),
        ("Lund spoke on Friday. The site was the focus of a trial that led to a verdict this week.", "led", "spoke"),
        (
            "Shares fell on Monday. Here are price trends, as calculated by Nordbank Capital Perspective.",
            "calculated",
            "fell",
        ),
        ("Lund spoke on Monday. At the news conference, Lund brimmed with self-confidence.", "brimmed", "spoke"),
        ("She told the envoys on Monday that she looked forward to visiting Kenya.", "looked", "told"),
        ("Ratners grew on Monday. About 30% of Ratners's profit already is derived from the U.S.", "derived", "grew"),
        ("Lund was rescued on Monday. He was found floating in an inner-tube off the coast.", "floating", "rescued"),
        ("Lund looked particularly distraught on Monday, his eyes red from crying.", "looked", "crying"),
        ("Nordwerk said on Monday that Innopac is involved in recycling foam products.", "recycling", "said"),
        (
            "Lund spoke on Monday. He said Nordwerk holds about 4.2 million of Innopac's 13.8 million shares.",
            "holds",
            "spoke",
        ),
        (
            "Nordland was blockaded on Monday. Foodstuffs are among the goods being blocked from entry; Nordland"
            " imports about three-quarters of its food.",
            "imports",
            "blockaded",
        ),
        (
            "Columbia Savings, reeling from accounting changes mandated by Congress, announced a loss.",
            "reeling",
            "loss",
        ),
        (
            "Nordwerk has benefited more than other carriers from the weakness of Sudwerk, Lund said.",
            "benefited",
            "said",
        ),
        ("Nordbank has set its sights on buying a second bank, Lund said.", "set", "said"),
        ("The brewers have been following a policy of deep discounting, Lund said.", "following", "said"),
        ("In a telephone interview, Lund said his departure was for personal reasons.", "interview", "said"),
        ("Kopp held jobs in the movement, the Justice Department said in a news release.", "release", "said"),
        (
            "Lund told his Cabinet on Sunday that Israel was willing to withdraw from southern Lebanon provided"
            " Israel's northern frontier could be secured.",
            "provided",
            "told",
        ),
    ],
)
def test_asides_are_hidden(nlp, text: str, hidden: str, drawn: str) -> None:
    verdicts = _hidden(nlp, text)
    assert verdicts[hidden] is True
    assert verdicts[drawn] is False


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The rebels attacked the town, killing 20 people.", "killing"),
        ("Lund dismissed the report, saying that similar problems plague all phones.", "saying"),
        ("The minister responded within an hour, saying the capital would break the law.", "saying"),
        ("Preliminary DNA tests link a missing activist to a strand of hair.", "link"),
        ("Kopp also has been linked, through DNA testing, to a strand of hair.", "linked"),
        ("Nordwerk has linked up with a joint venture partner.", "linked"),
        ("Nordwerk sold 10,000 phones on Monday.", "sold"),
        ("Nordwerk has agreed to sell nearly $5 billion of assets.", "sell"),
        ("Nordwerk has agreed to sell 10 million shares to the public.", "sell"),
        ("More than 2,000 people have been killed in the earthquake.", "killed"),
        ("Police confirmed the death of the man on Friday.", "confirmed"),
        ("Nordwerk attributed the decline to higher costs.", "attributed"),
        ("Soldiers saw the plane crash into the hill.", "saw"),
        ("Iraq sought peace on another front by promising to withdraw.", "sought"),
        ("The verdict was followed by riots in the capital on Monday.", "followed"),
        ("Investors worried about the dollar on Monday, selling bonds.", "selling"),
        ("The police led the protesters to the square on Monday.", "led"),
        ("Nordwerk set a deadline of Nov. 10 for bids.", "set"),
        ("The decision was made after two lengthy interviews with the boy's father, Lund said.", "interviews"),
        ("Nordland has provided most of the naval vessels so far.", "provided"),
        ("Nordwerk offers free case. Lund said so on Monday.", "offers"),
        ("Lund looked at the file on Monday.", "looked"),
        ("The delegates sat down on Monday.", "sat"),
        ("Scores of inmates were seen leaving a prison in Baghdad on Sunday.", "leaving"),
        ("The police led the protesters to the square on Monday.", "led"),
        ("The plan was outlined on Monday by the minister.", "outlined"),
        ("The rebels planned the attack for months.", "planned"),
        ("Lund spoke on Monday. Nordland imported 5,000 tons of wheat on Monday.", "imported"),
        ("The alliance has expanded three times before, adding Greece and Turkey in 1952.", "adding"),
        ("Kopp fled on Monday. A total of $650,000 is being offered for information on him.", "offered"),
        ("The company went public this month, offering 1,745,000 shares of common stock at $15 a share.", "offering"),
    ],
)
def test_the_same_words_as_news_are_not_hidden(nlp, text: str, trigger: str) -> None:
    assert _hidden(nlp, text)[trigger] is False


def _said(text: str, trigger: str, **fields) -> EventMention:
    start = text.index(trigger)
    return EventMention(
        start, start + len(trigger), trigger, fields.pop("lemma"), fields.pop("cls", "other"), 0, **fields
    )


def test_a_participle_of_telling_is_hidden_unless_it_is_drawn_with_words_of_its_own() -> None:
    text = "Lund described the hardship, concluding that it would end."
    described = _said(text, "described", lemma="describe", cls="statement", object="hardship", tense="past")
    concluding = _said(text, "concluding", lemma="conclude")
    with_words = _said(text, "concluding", lemma="conclude", cls="statement", reported="that it would end")
    assert same_statement(concluding, [described, concluding], text)
    assert not same_statement(with_words, [described, with_words], text)


def test_a_relation_is_a_participle_after_its_noun_not_a_finite_verb() -> None:
    text = "the evidence linking him to it; tests link him to it; he is linked to it"
    assert relation(_said(text, "linking", lemma="link"), text)
    start = text.index(" link ") + 1
    finite = EventMention(start, start + 4, "link", "link", "other", 0, tense="present")
    assert not relation(finite, text)  # "tests link"
    assert not relation(_said(text, "linked", lemma="link"), text)  # "is linked": an auxiliary before


def test_an_attribution_with_its_own_object_is_a_statement() -> None:
    assert explanation(EventMention(0, 10, "attributed", "attribute", "other", 0))
    assert not explanation(EventMention(0, 10, "attributed", "attribute", "other", 0, object="decline"))


def test_a_product_verb_in_the_present_is_what_it_does_unless_it_is_dated() -> None:
    text = "Nordwerk showed iAd. The service goes live on July 1."
    start = text.index("goes")
    goes = EventMention(start, start + 4, "goes", "go", "other", 1, subject="service", tense="present")
    assert capability(goes, text)
    assert not capability(replace(goes, timex=0), text)  # "goes live on July 1": a launch
