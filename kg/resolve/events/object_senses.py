"""One verb whose sense flips with the kind of what it is done to: a person or a thing.

"Williams was released on bail" frees a person from custody; "the team released a statement" makes
a document public; "the coach was released by the club" lets a person go from a team. "Palin fired
the board" dismisses people; "the officer fired the shot" and "the fire destroyed the dairy" are a
shooting and a blaze. "A man has been charged with arson" accuses; "the bank charged a fee" bills.
"Police captured the gunman" is an arrest, "she captured the imagination of a generation" is no
happening at all. For the verbs listed here a person and a thing done to make two senses, so two
mentions of two senses are two happenings whatever else they share. Other verbs' objects are
often two words for one thing ("released a patch", "released an update"), so they are split only
by a person against a thing thrown or fired ("threw bottles", "people thrown to the ground");
words of one kind are left to the scorer. A veto applied through
:func:`kg.resolve.events.senses.other_uses`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kg.extract.antecedents import PERSON_BY_TIE, TITLE_NOUNS
from kg.resolve.events.stems import stem

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# Verbs whose sense is told by whether a person or a thing is what they are done to.
FLIPPING = frozenset(
    stem(w) for w in "release fire charge capture execute suspend recall book sign draft shoot discharge".split()
)
# Words for a person, or for people a body of them acts as ("fired the board", "released the crew").
PERSON_WORDS = (
    PERSON_BY_TIE
    | TITLE_NOUNS
    | frozenset(
        """man men woman women boy boys girl girls person people child children teenager teen youth
        youths prisoner prisoners hostage hostages captive captives detainee detainees inmate inmates
        suspect suspects convict offender fugitive gunman gunmen player players coach coaches manager
        employee employees worker workers staff officer officers guard guards soldier soldiers sailor
        sailors driver victim victims defendant board crew cabinet squad co-worker coworker member
        members journalist journalists activist activists protester protesters him her them""".split()
    )
)
# Things made public, shown or published: what "released", "issued" or "recalled" a thing tells
# of. Only a thing of a known kind counts: a head not listed ("the ones", "a member") may be a
# person, and one verb's two words for one person are never told apart.
MADE_PUBLIC = frozenset(
    """statement statements report reports video videos footage film films movie movies album albums
    song songs single record recording recordings tape tapes book books photo photos photograph
    photographs picture pictures image images name names detail details list figures figure data
    result results finding findings document documents letter letters information identity
    identities transcript transcripts audio autopsy memo poll survey study update updates patch
    patches fix version software game trailer episode product products car cars vehicles model
    models plan rules guidelines regulations emails""".split()
)
# What a gun fires: "fired the fatal shot", "fired tear gas", "fired rockets".
_FIRED = frozenset(
    """shot shots round rounds bullet bullets gun guns weapon weapons pistol rifle missile missiles
    rocket rockets shell shells volley volleys salvo gas cannon cannons torpedo torpedoes""".split()
)
# Things thrown, hurled or hit: "threw bottles", "hurled rocks at cars", "dumped garbage".
_THROWN = frozenset(
    """bottle bottles rock rocks brick bricks stone stones garbage trash debris can cans egg eggs
    chair chairs object objects firebomb firebombs grenade grenades ball balls""".split()
)
# Named things of a kind no person is: a work, a product, a law.
_THING_TYPES = frozenset({"WORK_OF_ART", "PRODUCT", "LAW"})
# A form of "be" or "get" just before the word: its subject is what it is done to.
_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got|gotten)\s+(?:\w+ly\s+)?$", re.IGNORECASE)
# A person let out of custody or care: "on $50,000 bail", "from jail", "without charge".
_FREED = re.compile(
    r"^\S+\s+(?:[\w$,.'-]+\s+){0,3}?(?:on\s+(?:[\w$,.]+\s+){0,2}?(?:bail|bond|parole|probation|recognizance)"
    r"|from\s+(?:\w+\s+){0,2}?(?:jail|prison|custody|detention|captivity|hospital)"
    r"|without\s+(?:bail|charge))\b",
    re.IGNORECASE,
)
# A person let go from a team or a job: "released from his contract", "released by the club".
_LET_GO = re.compile(
    r"^\S+\s+(?:[\w$,.'-]+\s+){0,3}?(?:from\s+(?:his|her|their|the)?\s*(?:contract|roster|squad|team)"
    r"|by\s+the\s+(?:\w+\s+)?(?:team|club|franchise|squad))\b",
    re.IGNORECASE,
)
# A price billed: "charged $5", "charges a fee", "charged customers interest".
_BILLED = re.compile(
    r"^\S+\s+(?:[\w'-]+\s+){0,3}?(?:\$|(?:a|an|the)?\s*(?:fee|fees|rate|rates|price|prices|interest|premium|toll)\b)",
    re.IGNORECASE,
)
# The noun "fire" of a shooting: "opened fire", "returned fire", "came under fire", "gunfire".
_GUNFIRE = re.compile(r"\b(?:open|opens|opened|opening|return|returns|returned|exchange|exchanged|under|cross)\s+$")


def object_sense(v: View) -> str:
    """The sense a listed verb's object gives it: "person" (a person or people done to), "freed"
    or "let go" (a person released from custody or from a team), "billed" (a price charged),
    "thing" (a thing made public), "shot" (a gun fired), "blaze" for the noun "fire"; "" when the word is
    not listed or the text does not tell."""
    m = v.mention
    if stem(m.lemma) not in FLIPPING:
        return "" if m.nominal else _any_kind(v)
    if m.nominal:
        if stem(m.lemma) != stem("fire") or not v.before:
            return ""
        return "shot" if _GUNFIRE.search(v.before[-20:].lower()) else "blaze"
    if stem(m.lemma) == stem("charge") and _BILLED.match(v.after):
        return "billed"
    kind = _kind(v)
    if stem(m.lemma) == stem("fire") and kind != "person":
        # "fired the shot", "fired at the police", "fired back"; not a name the text leaves untyped.
        aimed = kind == "fired" or not (m.object or m.subject and _PASSIVE.search(v.before or ""))
        return "shot" if aimed else ""
    if kind == "fired":
        kind = ""
    if kind == "person" and stem(m.lemma) == stem("release"):
        if _FREED.match(v.after):
            return "freed"
        if _LET_GO.match(v.after):
            return "let go"
    return kind


def _kind(v: View) -> str:
    """ "person", "thing" (made public), "fired" (what a gun fires) or "": what the verb is done
    to, by its named patient's type, else the head of its object as written (of its subject, for
    a passive)."""
    if "PERSON" in v.patient_kinds:
        return "person"
    if v.patient_kinds & _THING_TYPES:
        return "thing"
    m = v.mention
    words = m.object
    if not words and v.before and _PASSIVE.search(v.before):
        words = m.subject
    if not words:
        return ""
    head = words.lower().split()[-1]
    if head in PERSON_WORDS:
        return "person"
    if head in MADE_PUBLIC:
        return "thing"
    return "fired" if head in _FIRED else ""


def _any_kind(v: View) -> str:
    """For a verb not listed: "person" or "thing" when its object is written as a person or as a
    thing thrown or fired, else "". Any verb done to a person and to such a thing is two acts:
    "threw bottles" and "people thrown to the ground". (Things made public are left out here:
    "hitting several cars" while fleeing is told in the story of the woman hit, and a veto
    inside one story's cluster splits the whole cluster, not the one mention.)"""
    m = v.mention
    if "PERSON" in v.patient_kinds:
        return "person"
    words = m.object or (m.subject if v.before and _PASSIVE.search(v.before) else "")
    head = words.lower().split()[-1] if words else ""
    if head in PERSON_WORDS:
        return "person"
    return "thing" if head in _THROWN or head in _FIRED else ""


def other_object_senses(a: View, b: View) -> bool:
    """One listed verb in two senses by what it is done to: "released on bail" and "released a
    statement", "fired the board" and the fire that destroyed the dairy. A person told freed or let
    go is the same person, and so is one of them with a person told neither."""
    if stem(a.mention.lemma) != stem(b.mention.lemma):
        return False
    sa, sb = object_sense(a), object_sense(b)
    if not sa or not sb or sa == sb:
        return False
    people = {"person", "freed", "let go"}
    if sa in people and sb in people:
        return "person" not in (sa, sb)  # freed and let go are two; a person told neither is either
    return True
