"""A perfect relative clause happened before its main clause's time, never at it.

"In January, police officers who had been searching for Howes concluded he was dead": January is
when they concluded; the searching had gone on before. So with the present perfect: "The court
Friday rejected objections to a case that has blocked the trial": Friday is the rejecting's; the
blocking has gone on until now. A verb after "who/which/that had (been)" or "has/have (been)"
takes no time written before the relative pronoun, nor one another verb governs. A pure function
over an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# A relative pronoun as subject, then "had", "has" or "have" and the verb: "who had been
# searching", "that had killed", "which had long planned", "that has blocked".
_HAD_RELATIVE = re.compile(
    r"\b(who|which|that)\s+(had|has|have)\s+((not|never|already|long|also|just|earlier)\s+)?(been\s+)?$", re.I
)


def in_pluperfect_relative(ex: Extraction, ev: EventMention, span: int, governors: list[EventMention]) -> bool:
    """Whether ``ev`` opens a past-perfect relative clause and time ``span`` is outside it: written
    before its pronoun, or after it but governed by another verb (module docstring)."""
    if ev.nominal:
        return False
    start = ex.sentences[ev.sentence][0]
    found = _HAD_RELATIVE.search(ex.article.text, max(start, ev.start - 40), ev.start)
    if found is None or found.end() != ev.start:
        return False
    timex = ex.timex_spans[span]
    if timex.end <= found.start():
        return True
    return timex.start >= ev.end and any(g is not ev and not g.nominal for g in governors)
