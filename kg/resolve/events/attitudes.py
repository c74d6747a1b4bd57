"""States of mind told twice: one node is one holder's one attitude to one thing.

"The U.S. hopes its troops will drive Iraqi forces out of Kuwait" and, later in the report,
"the U.S. hopes economic sanctions will remain in effect" are two hopes; "officials in Tanzania
hoped she would produce new aid" and "Kenya was hoping for an end to a slump" are two holders'.
A verb of hoping, expecting, wanting or believing (TimeML's I_STATE) says little by its word: a
writer who tells one attitude twice tells it of one holder and about one thing. Better two
nodes than one that shows one hope as another's.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from kg.resolve.events.apart import other_parties
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD

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
    """Two mentions of one verb of a state of mind that are two attitudes: held by two holders
    (:func:`other_holders`), about two things (their themes: "drive", "produce"), or told in two
    sentences of one article unless both say it is about one thing (a writer retells one hope in
    one sentence, "they believe, or at least many of them believe"; another sentence tells
    another)."""
    ma, mb = a.mention, b.mention
    if ma.lemma != mb.lemma or not (attitude(a) and attitude(b)):
        return False
    if other_holders(a, b):
        return True
    if ma.theme and mb.theme:
        return ma.theme != mb.theme
    return a.key[0] == b.key[0] and ma.sentence != mb.sentence


def other_holders(a: View, b: View) -> bool:
    """Whether two mentions' doers are told apart: both name agents and share none; one names an
    agent whose name shares no word with the other's subject as written ("Kenya", "officials");
    neither names one and their subjects share no word. A pronoun ("they", "which") tells nothing."""
    if a.agents and b.agents:
        return other_parties(a.agents, b.agents)
    wa, wb = _doer_words(a), _doer_words(b)
    return bool(wa and wb) and wa.isdisjoint(wb)


def _doer_words(v: View) -> frozenset[str]:
    """The words of the mention's doers: its agents' names as written, else its subject."""
    if v.agents:
        return _words(" ".join(name for _, name in v.agent_names)) or frozenset(v.agents)
    return _words(v.mention.subject)


@functools.lru_cache(maxsize=1 << 14)
def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in WORD.findall(text.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS)
