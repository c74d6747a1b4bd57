"""Where, not who: a name after a preposition that is the place of an act though the tagger typed
it an organisation or a person (a theatre, a conference, a street, the building a speech was
given in). Used by :mod:`kg.extract.frames` for a frame's places."""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract.entities import FACILITY_NOUNS
from kg.model import Mention
from kg.tokens import word_lemma

# Last words of an organisation's name that make it a building or a gathering one is "at" or
# "in": "his speech at Havana's Karl Marx Theater", "a rally at Madison Square Garden", "a speech
# at the White House", "introduced at the Macworld Conference".
_VENUE_WORDS = FACILITY_NOUNS | frozenset(
    """theater theatre hall auditorium garden coliseum colosseum house conference convention expo summit
    forum festival fair exhibition show college academy cemetery""".split()
)


def venue(mention: Mention, prep: Token) -> bool:
    """Whether a name after "at" or "in" is a building or a gathering the tagger typed an
    organisation, a person or an event ("Karl Marx Theater", "the Macworld Conference"): where it
    happened, no participant. A named event after "at" is where ("at the Olympics"); after "in"
    it may be when ("died in World War II")."""
    words = mention.name.split()
    if mention.type == "EVENT" and prep.lower_ == "at":
        return True
    return (
        mention.type in ("ORG", "PERSON", "EVENT")
        and prep.lower_ in ("at", "in")
        and bool(words)
        and words[-1].lower() in _VENUE_WORDS
    )


# Last words of a street's name: "the store on the chic Avenue Montaigne", "a shop on Fifth
# Avenue", "a bar off Bourbon Street".
_STREET_WORDS = frozenset("avenue street road boulevard lane highway parkway promenade embankment".split())
# Not "at": "anger at Wall Street" is aimed at the people the street stands for. "crowded into
# Garvaghy Road", "marched down Fifth Avenue": a street one goes into or along is a place too.
_ALONG = frozenset({"on", "along", "off", "in", "into", "onto", "down", "up", "through"})


def street(mention: Mention, prep: Token) -> bool:
    """Whether a name after "on", "along", "off", "in" or "into" is a street, whatever the tagger typed it: where,
    never who ("on Avenue Montaigne" tagged an organisation was shown taking part)."""
    words = mention.name.split()
    first = words[0].lower() if words else ""
    return (
        mention.type in ("ORG", "FAC", "GPE", "LOC", "PERSON")
        and prep.lower_ in _ALONG
        and (words[-1].lower() in _STREET_WORDS or first in ("avenue", "rue", "boulevard") and len(words) > 1)
    )


# Speeches and broadcasts, given by someone somewhere: their "at", "in" or "from" an organisation
# is the building it sits in ("a speech from the White House", "an address at the Pentagon");
# the speaker is a person ("a speech from the president" keeps its participant). A verb of
# speaking takes only "from" so ("spoke from the Oval Office"): "spoke at a bank" may name a host.
_DELIVERED_NOUNS = frozenset("speech address broadcast telecast lecture sermon".split())
_DELIVERED_VERBS = frozenset("speak broadcast preach".split())


def delivered_in(mention: Mention, prep: Token) -> bool:
    """Whether an organisation or building after "at", "in" or "from" is where a speech was given."""
    if mention.type not in ("ORG", "FAC"):
        return False
    head = prep.head
    if head.pos_ == "NOUN":
        return prep.lower_ in ("at", "in", "from") and word_lemma(head) in _DELIVERED_NOUNS
    if head.pos_ != "VERB" or prep.lower_ not in ("at", "in", "from"):
        return False
    # "delivered a speech at the Pentagon", "a speech delivered at the Pentagon": the verb that
    # gives the speech has the speech's place.
    speech = [c for c in head.children if c.dep_ in ("dobj", "nsubjpass")]
    speech += [head.head] if head.dep_ == "acl" else []
    if any(word_lemma(n) in _DELIVERED_NOUNS for n in speech):
        return True
    return prep.lower_ == "from" and word_lemma(head) in _DELIVERED_VERBS


# Nouns of a settlement or an area that name their place by an "of" phrase: "the city of
# Independence", "the town of Bam", "the province of Kerman".
_PLACE_KIND_NOUNS = frozenset(
    "city town village province state region district county capital island municipality port".split()
)


def place_of_its_kind(pobj: Token) -> Token | None:
    """The name a place noun stands for ("in the city of *Independence*", "the town of *Bam*"),
    so that the named place is where it happened; None for other nouns ("the center of town")."""
    if word_lemma(pobj) not in _PLACE_KIND_NOUNS:
        return None
    of = next((c for c in pobj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    if of is None:
        return None
    return next((c for c in of.children if c.dep_ == "pobj" and c.pos_ == "PROPN"), None)


# Participles of holding a gathering, whose "in" or "at" says where it was: "a ceremony held in
# Independence", "a rally staged at the stadium".
HOLDING = frozenset("hold stage organize organise convene host".split())
