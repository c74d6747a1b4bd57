"""States of mind told twice: one node is one holder's one attitude to one thing.

"The U.S. hopes its troops will drive Iraqi forces out of Kuwait" and, later in the report,
"the U.S. hopes economic sanctions will remain in effect" are two hopes; "officials in Tanzania
hoped she would produce new aid" and "hotel owners were hoping for an end to a slump" are two
holders'.
A verb of hoping, expecting, wanting or believing (TimeML's I_STATE) says little by its word: a
writer who tells one attitude twice tells it of one holder and about one thing. Better two
nodes than one that shows one hope as another's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kg.resolve.events.apart import other_holders

if TYPE_CHECKING:
    from kg.resolve.events.features import View

# Verbs of a state of mind whose content is what they are about; the learnt detector's class
# (I_STATE) finds others, these are kept whatever class it gives.
ATTITUDES = frozenset("hope wish want expect fear believe think worry doubt suspect".split())
# spaCy's lemma of "hoped", "hoping" is at times "hop".
_LEMMAS = {"hop": "hope"}


def attitude(v: View) -> bool:
    """Whether the mention is a verb of a state of mind ("hopes", "expected", "believe")."""
    m = v.mention
    return not m.nominal and (m.timeml_class == "I_STATE" or _LEMMAS.get(m.lemma, m.lemma) in ATTITUDES)


def other_attitudes(a: View, b: View) -> bool:
    """Two mentions of one verb of a state of mind that are two attitudes: about two things (their
    themes: "drive", "produce"), else held by two holders (:func:`other_holders`), or told in two
    sentences of one article unless both say it is about one thing (a writer retells one hope in
    one sentence, "they believe, or at least many of them believe"; another sentence tells
    another)."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma or not (attitude(a) and attitude(b)):
        return False
    if ma.theme and mb.theme:
        # One thing suspected or hoped, whoever is said to: "authorities suspect arson",
        # "investigators suspect arson".
        return ma.theme != mb.theme
    if other_holders(a, b):
        return True
    return a.key[0] == b.key[0] and ma.sentence != mb.sentence
