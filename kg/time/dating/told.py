"""What someone is told or learns is no act of the day they are told it.

"The company said it was informed Friday that it violated the policy": Friday is the informing's;
the violating came before, on a day the text does not give. "was told by officials Thursday that
he had to apply for the visa": the applying is still to come. A time a verb of telling, learning
or finding governs dates that verb, not the events of the "that" clause it takes
(:func:`in_told_clause`). Statements with a reported clause the parse found are read by
:func:`kg.time.dating.reports.reported_within`; this reads the clause from the text, for the
verbs of telling and learning the parse gives no reported clause.

A pure function over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# Verbs whose "that" clause is what is told, learnt or found, not an act at their own time.
TELLING_VERBS = frozenset(
    """
tell inform notify warn advise assure remind brief learn hear discover find realize realise
conclude rule decide determine confirm announce report disclose reveal acknowledge admit
""".split()
)
# From the verb to the clause's "that": a time, an agent or an object of a few words between.
_TO_THAT = re.compile(r"^[^,;:.!?\"“”()]{0,60}?\bthat\s+[^;:.!?\"“”()]*$", re.I)


def in_told_clause(ex: Extraction, ev: EventMention, governing: list[EventMention]) -> bool:
    """Whether ``ev`` is in the "that" clause of a verb of telling or learning (:data:`TELLING_VERBS`)
    among ``governing``, the verbs that govern the time in question: the time is that verb's."""
    if ev.nominal:
        return False
    text = ex.article.text
    for g in governing:
        if g is ev or g.nominal or g.lemma not in TELLING_VERBS or g.sentence != ev.sentence or g.end > ev.start:
            continue
        if _TO_THAT.match(text[g.end : ev.start]):
            return True
    return False
