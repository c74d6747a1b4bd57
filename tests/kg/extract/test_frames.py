"""Where a verb's "to" goes (issue 54): a destination, a recipient, or a journey's end; never
where the verb happened."""

from __future__ import annotations

import pytest
from spacy.tokens import Span

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.model import Mention
from tests.kg.extract.test_arguments import _events
from tests.kg.extract.test_events import _doc


def _place(words: list[str], name: str) -> Mention:
    start = len(" ".join(words[: words.index(name)])) + 1
    return Mention(start, start + len(name), name, name, "GPE", 0)


def test_a_verb_on_a_journey_did_not_happen_where_the_journey_went():
    """Issue 54: "their boat sank on the way from Cuba to the United States" (the parse hangs
    "to" on "sank") showed the United States as where the boat sank."""
    words = ["The", "boat", "sank", "on", "the", "way", "to", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 5, 3, 2, 6, 2],
        deps=["det", "nsubj", "ROOT", "prep", "det", "pobj", "prep", "pobj", "punct"],
        pos=["DET", "NOUN", "VERB", "ADP", "DET", "NOUN", "ADP", "PROPN", "PUNCT"],
        lemmas=["the", "boat", "sink", "on", "the", "way", "to", "Ruritania", "."],
        tags=["DT", "NN", "VBD", "IN", "DT", "NN", "IN", "NNP", "."],
    )
    (ev,) = (e for e in extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words)) if e.trigger == "sank")
    assert (ev.places, ev.destinations, ev.participants) == ((), (), ())


def test_the_to_of_a_verb_of_no_going_says_to_whom_not_where():
    """ "China protested to Ruritania": Ruritania is who was protested to, not where."""
    words = ["China", "protested", "to", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 2, 1],
        deps=["nsubj", "ROOT", "prep", "pobj", "punct"],
        pos=["PROPN", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["China", "protest", "to", "Ruritania", "."],
        tags=["NNP", "VBD", "IN", "NNP", "."],
    )
    (ev,) = extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words))
    assert (ev.places, ev.destinations, ev.participants) == ((), (), (0,))


def test_where_someone_is_taken_to_is_a_destination():
    """ "The man was taken to Ruritania": where he was taken, a destination."""
    words = ["The", "man", "was", "taken", "to", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 3, 3, 3, 3, 4, 3],
        deps=["det", "nsubjpass", "auxpass", "ROOT", "prep", "pobj", "punct"],
        pos=["DET", "NOUN", "AUX", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["the", "man", "be", "take", "to", "Ruritania", "."],
        tags=["DT", "NN", "VBD", "VBN", "IN", "NNP", "."],
    )
    (ev,) = extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words))
    assert (ev.places, ev.destinations, ev.participants) == ((), (0,), ())


def test_a_place_fled_is_where_from_not_what_was_fled():
    """Issue 54: "two sisters who have fled Cuba" showed Cuba as the fleeing's patient; a place
    left is where it started, as in "fled from Cuba"."""
    words = ["Ana", "Berg", "fled", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 2],
        deps=["compound", "nsubj", "ROOT", "dobj", "punct"],
        pos=["PROPN", "PROPN", "VERB", "PROPN", "PUNCT"],
        lemmas=["Ana", "Berg", "flee", "Ruritania", "."],
        tags=["NNP", "NNP", "VBD", "NNP", "."],
    )
    person = Mention(0, 8, "Ana Berg", "Ana Berg", "PERSON", 0)
    (ev,) = extract_events(doc, [person, _place(words, "Ruritania")], [], [0] * len(words))
    assert (ev.agents, ev.patients, ev.places) == ((0,), (), (1,))


def test_a_verb_from_one_place_into_another_is_a_movement():
    """TimeBank audit: "Truckloads of goods rolled into Iraq from Jordan" showed Iraq as where
    the rolling happened and Jordan as a participant; from one place into another is a movement
    whatever the verb: Iraq its destination, Jordan where it came from."""
    words = ["Goods", "rolled", "into", "Ruritania", "from", "Oslavia", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 2, 1, 4, 1],
        deps=["nsubj", "ROOT", "prep", "pobj", "prep", "pobj", "punct"],
        pos=["NOUN", "VERB", "ADP", "PROPN", "ADP", "PROPN", "PUNCT"],
        lemmas=["goods", "roll", "into", "Ruritania", "from", "Oslavia", "."],
        tags=["NNS", "VBD", "IN", "NNP", "IN", "NNP", "."],
    )
    mentions = [_place(words, "Ruritania"), _place(words, "Oslavia")]
    (ev,) = extract_events(doc, mentions, [], [0] * len(words))
    assert (ev.destinations, ev.places, ev.participants) == ((0,), (1,), ())


def test_a_place_passed_through_is_a_place_not_a_participant():
    """Issue 54: "bombers ... were dispatched through Somalia and Rwanda" showed both countries as
    participants; a place gone through or via is a place."""
    words = ["Men", "were", "sent", "through", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[2, 2, 2, 2, 3, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "prep", "pobj", "punct"],
        pos=["NOUN", "AUX", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["man", "be", "send", "through", "Ruritania", "."],
        tags=["NNS", "VBD", "VBN", "IN", "NNP", "."],
    )
    (ev,) = extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words))
    assert (ev.places, ev.participants) == ((0,), ())


def test_where_a_speech_was_delivered_is_a_place():
    """Issue 54: "In a speech delivered at the Pentagon" showed the Pentagon as a participant of
    the delivering; an organisation a speech is given at is where it was given."""
    words = ["Ana", "delivered", "a", "speech", "at", "the", "Ruritania", "Office", "."]
    doc = _doc(
        words,
        heads=[1, 1, 3, 1, 1, 7, 7, 4, 1],
        deps=["nsubj", "ROOT", "det", "dobj", "prep", "det", "compound", "pobj", "punct"],
        pos=["PROPN", "VERB", "DET", "NOUN", "ADP", "DET", "PROPN", "PROPN", "PUNCT"],
        lemmas=["Ana", "deliver", "a", "speech", "at", "the", "Ruritania", "Office", "."],
        tags=["NNP", "VBD", "DT", "NN", "IN", "DT", "NNP", "NNP", "."],
    )
    start = len("Ana delivered a speech at the ")
    office = Mention(start, start + len("Ruritania Office"), "Ruritania Office", "Ruritania Office", "ORG", 0)
    (ev,) = (e for e in extract_events(doc, [office], [], [0] * len(words)) if e.trigger == "delivered")
    assert (ev.places, ev.participants) == ((0,), ())


def test_a_place_set_after_a_place_is_no_apposition_of_the_doer():
    """Issue 54: "police in Palermo, Sicily, said" showed Sicily as who said: the parse makes
    Sicily an apposition of "police"; it is where Palermo is."""
    words = ["Police", "in", "Ruritania", ",", "Nordland", ",", "said", "."]
    doc = _doc(
        words,
        heads=[6, 0, 1, 0, 0, 6, 6, 6],
        deps=["nsubj", "prep", "pobj", "punct", "appos", "punct", "ROOT", "punct"],
        pos=["NOUN", "ADP", "PROPN", "PUNCT", "PROPN", "PUNCT", "VERB", "PUNCT"],
        lemmas=["police", "in", "Ruritania", ",", "Nordland", ",", "say", "."],
        tags=["NNS", "IN", "NNP", ",", "NNP", ",", "VBD", "."],
    )
    doc.ents = [Span(doc, 2, 3, label="GPE"), Span(doc, 4, 5, label="GPE")]
    (ev,) = extract_events(doc, [_place(words, "Ruritania"), _place(words, "Nordland")], [], [0] * len(words))
    assert ev.agents == ()


def test_a_street_after_on_is_a_place_whatever_its_type():
    """Issue 54: "robbers entered the store on the chic Avenue Montaigne" (the street tagged an
    organisation) showed the avenue taking part in the entering; a street is where."""
    words = ["Men", "robbed", "a", "store", "on", "Avenue", "Belval", "."]
    doc = _doc(
        words,
        heads=[1, 1, 3, 1, 1, 6, 4, 1],
        deps=["nsubj", "ROOT", "det", "dobj", "prep", "compound", "pobj", "punct"],
        pos=["NOUN", "VERB", "DET", "NOUN", "ADP", "PROPN", "PROPN", "PUNCT"],
        lemmas=["man", "rob", "a", "store", "on", "Avenue", "Belval", "."],
        tags=["NNS", "VBD", "DT", "NN", "IN", "NNP", "NNP", "."],
    )
    start = len("Men robbed a store on ")
    street = Mention(start, start + len("Avenue Belval"), "Avenue Belval", "Avenue Belval", "ORG", 0)
    (ev,) = extract_events(doc, [street], [], [0] * len(words))
    assert (ev.places, ev.participants) == ((0,), ())


def test_an_organisation_after_on_that_is_no_street_still_takes_part():
    """ "Men relied on Belval Partners": no street, a participant as before."""
    words = ["Men", "relied", "on", "Belval", "Partners", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 4, 2, 1],
        deps=["nsubj", "ROOT", "prep", "compound", "pobj", "punct"],
        pos=["NOUN", "VERB", "ADP", "PROPN", "PROPN", "PUNCT"],
        lemmas=["man", "rely", "on", "Belval", "Partners", "."],
        tags=["NNS", "VBD", "IN", "NNP", "NNP", "."],
    )
    start = len("Men relied on ")
    org = Mention(start, start + len("Belval Partners"), "Belval Partners", "Belval Partners", "ORG", 0)
    (ev,) = extract_events(doc, [org], [], [0] * len(words))
    assert (ev.places, ev.participants) == ((), (0,))


def test_what_one_bolts_for_is_where_to_not_who_takes_part():
    """Issue 54: "had he bolted for the NBA" showed the league taking part in the bolting; the
    "for" of a verb of leaving is where to, as in "left for Chicago"."""
    words = ["Ana", "bolted", "for", "the", "Belval", "League", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 5, 5, 2, 1],
        deps=["nsubj", "ROOT", "prep", "det", "compound", "pobj", "punct"],
        pos=["PROPN", "VERB", "ADP", "DET", "PROPN", "PROPN", "PUNCT"],
        lemmas=["Ana", "bolt", "for", "the", "Belval", "League", "."],
        tags=["NNP", "VBD", "IN", "DT", "NNP", "NNP", "."],
    )
    start = len("Ana bolted for the ")
    league = Mention(start, start + len("Belval League"), "Belval League", "Belval League", "ORG", 0)
    (ev,) = extract_events(doc, [league], [], [0] * len(words))
    assert (ev.destinations, ev.participants) == ((0,), ())


def test_a_street_after_into_is_a_place_not_a_participant():
    """Issue 54: "Protesters crowded into Portadown's Catholic Garvaghy Road" (the road tagged an
    organisation) showed the road taking part in the crowding; a street one goes into is where."""
    words = ["Men", "crowded", "into", "Belval", "Road", "."]
    doc = _doc(
        words,
        heads=[1, 1, 1, 4, 2, 1],
        deps=["nsubj", "ROOT", "prep", "compound", "pobj", "punct"],
        pos=["NOUN", "VERB", "ADP", "PROPN", "PROPN", "PUNCT"],
        lemmas=["man", "crowd", "into", "Belval", "Road", "."],
        tags=["NNS", "VBD", "IN", "NNP", "NNP", "."],
    )
    start = len("Men crowded into ")
    road = Mention(start, start + len("Belval Road"), "Belval Road", "Belval Road", "ORG", 0)
    (ev,) = extract_events(doc, [road], [], [0] * len(words))
    assert ev.participants == () and ev.places + ev.destinations == (0,)


def test_a_sea_something_is_taken_from_is_a_place_not_a_participant():
    """Issue 54: "was plucked from the Atlantic" showed the ocean taking part in the plucking; a
    sea or a range (a location, not a country or a firm that gives) is where from."""
    words = ["The", "boy", "was", "plucked", "from", "the", "Belval", "Sea", "."]
    doc = _doc(
        words,
        heads=[1, 3, 3, 3, 3, 7, 7, 4, 3],
        deps=["det", "nsubjpass", "auxpass", "ROOT", "prep", "det", "compound", "pobj", "punct"],
        pos=["DET", "NOUN", "AUX", "VERB", "ADP", "DET", "PROPN", "PROPN", "PUNCT"],
        lemmas=["the", "boy", "be", "pluck", "from", "the", "Belval", "Sea", "."],
        tags=["DT", "NN", "VBD", "VBN", "IN", "DT", "NNP", "NNP", "."],
    )
    start = len("The boy was plucked from the ")
    sea = Mention(start, start + len("Belval Sea"), "Belval Sea", "Belval Sea", "LOC", 0)
    (ev,) = extract_events(doc, [sea], [], [0] * len(words))
    assert (ev.participants, ev.places) == ((), (0,))


def test_a_country_something_comes_from_still_takes_part():
    """ "The boy received help from Ruritania": a country that gives takes part."""
    words = ["The", "boy", "received", "help", "from", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[1, 2, 2, 2, 2, 4, 2],
        deps=["det", "nsubj", "ROOT", "dobj", "prep", "pobj", "punct"],
        pos=["DET", "NOUN", "VERB", "NOUN", "ADP", "PROPN", "PUNCT"],
        lemmas=["the", "boy", "receive", "help", "from", "Ruritania", "."],
        tags=["DT", "NN", "VBD", "NN", "IN", "NNP", "."],
    )
    (ev,) = (
        e for e in extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words)) if e.trigger == "received"
    )
    assert (ev.participants, ev.places) == ((0,), ())


@pytest.mark.model
def test_no_one_acts_with_themselves(nlp):
    """Issue 54: "met by Craig and Joan Brown Campbell of the National Council of Churches, who
    traveled with Craig" drew Craig traveling with Craig (the relative clause lent the pair)."""
    found = _events(
        nlp,
        "The group would be met in Washington by Ben Ode and Ana Berg of the Belval Council of Churches, "
        "who traveled with Ode on his trip to Havana.",
    )
    assert found["traveled"][:3] == (["Ana Berg"], [], ["Ode"])


@pytest.mark.model
@pytest.mark.parametrize(
    ("text", "trigger", "places"),
    [
        # "in the city of X": the named city is where it happened (round 19), also after "held"
        (
            "The ministers joined the alliance at a ceremony held in the city of Independence.",
            "ceremony",
            ["Independence"],
        ),
        ("A memorial service was held in the town of Bam on Friday.", "service", ["Bam"]),
        # "the center of X" is no place's kind
        ("A ceremony at the center of the campaign was held on Friday.", "ceremony", []),
    ],
)
def test_a_city_of_a_name_is_that_place(nlp, text: str, trigger: str, places: list[str]) -> None:
    doc = nlp(text)
    sent_of = sentence_index(doc)
    mentions = extract_mentions(doc, sent_of)
    (ev,) = (e for e in extract_events(doc, mentions, [], sent_of, text) if e.trigger == trigger)
    assert [mentions[i].text for i in ev.places] == places


@pytest.mark.parametrize(("verb", "lemma", "place"), [("targeted", "target", False), ("struck", "strike", True)])
def test_what_a_verb_of_aiming_is_at_is_its_target_not_where(verb: str, lemma: str, place: bool):
    """Issue 52 (round 19's judged audit): "attacks that were clearly targeted at the United
    States" showed the United States as where the East African bombings happened."""
    words = ["Attacks", "were", verb, "at", "Ruritania", "."]
    doc = _doc(
        words,
        heads=[2, 2, 2, 2, 3, 2],
        deps=["nsubjpass", "auxpass", "ROOT", "prep", "pobj", "punct"],
        pos=["NOUN", "AUX", "VERB", "ADP", "PROPN", "PUNCT"],
        lemmas=["attack", "be", lemma, "at", "Ruritania", "."],
        tags=["NNS", "VBD", "VBN", "IN", "NNP", "."],
    )
    (ev,) = (e for e in extract_events(doc, [_place(words, "Ruritania")], [], [0] * len(words)) if e.trigger == verb)
    assert (ev.places, ev.participants) == (((0,), ()) if place else ((), (0,)))
