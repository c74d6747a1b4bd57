"""What keeps two mentions of one verb apart when their doers are groups: two unnamed crowds the
text words differently, or a crowd and one person. Votes against a join, applied by
:func:`kg.resolve.events.features.verdict` beside the tests of :mod:`kg.resolve.events.apart`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kg.extract.antecedents import PERSON_BY_TIE, TITLE_NOUNS
from kg.resolve.events.apart import subject_words
from kg.resolve.similarity import WORD
from kg.time.values import compatible

if TYPE_CHECKING:
    from kg.resolve.events.features import View


def other_groups(a: View, b: View) -> bool:
    """One verb done by two unnamed groups (plural subjects) the text words differently, in one article or told
    of two days: "tens of thousands of Cubans marched through the streets" and "hundreds of
    children marched around the park" in one report; "thousands of women marched to the
    mission" on one Friday and, in a report two weeks later, "crowds marched by torchlight".
    Named doers have their own tests (:func:`other_doers`); without names, the subject as
    written is all that tells who did it, and a writer who tells one act again most often
    names its doers alike or leaves them out. A vote against, as for :func:`other_patients`:
    two reports of one day may call one crowd "protesters" and "demonstrators", and a shared
    place or patient leaves it to the scorer."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma or ma.nominal or mb.nominal or a.agents or b.agents:
        return False
    if not (_plural(ma.subject) and _plural(mb.subject)):
        return False
    wa, wb = subject_words(ma.subject), subject_words(mb.subject)
    if not (wa and wb) or wa & wb or a.arguments & b.arguments:
        return False
    if a.key[0] == b.key[0]:
        return ma.sentence != mb.sentence
    when_a, when_b = a.date or a.published, b.date or b.published
    return bool(when_a and when_b) and not compatible(when_a, when_b, _ONE_DAY_SLACK)


def group_and_one(a: View, b: View) -> bool:
    """One verb done by a crowd or a gathering and by one person: "In a massive demonstration
    demanding Elian's return" and "Elian's father has demanded that the boy be returned" (or
    "Gonzalez demanding"). A crowd is an unnamed plural subject ("tens of thousands of people
    rallied to demand") or a gathering as the doer; one person is a named one (a person's name
    only) or a person written by a title or a tie ("the father", "the president"). They are two
    acts however alike their words: one node would give the crowd's demand to the father. A
    vote against, as for :func:`other_patients`; a party both name beside the doers leaves it to
    the scorer."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma or ma.nominal or mb.nominal:
        return False
    if (a.arguments - a.agents) & (b.arguments - b.agents):
        return False
    return (_crowd(a) and _one_person(b)) or (_crowd(b) and _one_person(a))


def _crowd(v: View) -> bool:
    """Done by an unnamed group or a gathering, as its subject is written."""
    if v.agents:
        return False
    words = WORD.findall(v.mention.subject.lower())
    return bool(words) and (words[-1] in _GATHERINGS or _plural(v.mention.subject))


def _one_person(v: View) -> bool:
    """Done by one person: a named one, or one written by a title or a tie ("the father")."""
    if v.agents:
        return len(v.agents) == 1 and v.agent_kinds == _PERSON
    words = WORD.findall(v.mention.subject.lower())
    return bool(words) and words[-1] in _PEOPLE


# Happenings that do what their crowd does: "a demonstration demanding", "a rally calling for".
_GATHERINGS = frozenset("demonstration rally protest march vigil procession parade gathering crowd mob".split())
_PERSON = frozenset({"PERSON"})
# Words for one person: a tie or a title ("the boy's father", "the president"), or a plain one.
_PEOPLE = PERSON_BY_TIE | TITLE_NOUNS | frozenset("man woman boy girl".split())


def _plural(subject: str) -> bool:
    """Whether a subject as written is a plural head ("Cubans", "hundreds of children"): a
    group, not one thing or person whom two words may name ("the fire", "the blaze")."""
    words = WORD.findall(subject.lower())
    if not words:
        return False
    head = words[-1]
    return head in _PLURALS or (len(head) > 3 and head.endswith("s") and not head.endswith(("ss", "us", "is")))


# Plurals not made with -s.
_PLURALS = frozenset({"people", "men", "women", "children", "police", "folk"})


# Reports a day or two apart date one happening apart as often as not (time zones, "yesterday").
_ONE_DAY_SLACK = 2
