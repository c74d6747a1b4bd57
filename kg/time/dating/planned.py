"""A time written after what a verb of planning names is the planned thing's, not the planning's.

"Protesters planned a large demonstration in Little Havana on Saturday": Saturday is the
demonstration's; the planning came before, on a day the text does not give (and the past tense of
"planned" is no reason to read Saturday as the one gone by). The verbs are those whose object is
an occasion set for a later day (:data:`PLANNING_VERBS`); a time before the object ("planned on
Friday a march for Sunday") stays the verb's, and the planned noun keeps the time as its own. A pure function over an
:class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# Verbs whose object is an occasion set for a later day: "planned a march", "scheduled a hearing".
PLANNING_VERBS = frozenset("plan schedule slate arrange organize organise reschedule postpone".split())
_BREAK = re.compile(r"[,;:()]|--")


def planned_things_time(ex: Extraction, ev: EventMention, span: int) -> bool:
    """Whether time ``span`` is written in the object of a planning verb of ``ev``'s sentence, after
    the object's start and before any other verb: the planned occasion's time (module docstring),
    no time of ``ev`` unless ``ev`` is that occasion, a noun in the object."""
    timex = ex.timex_spans[span]
    for g in ex.events:
        if g.nominal or g.lemma not in PLANNING_VERBS or g.object_span is None or g.sentence != timex.sentence:
            continue
        if timex.start < g.object_span[0] or _BREAK.search(ex.article.text, g.end, timex.start):
            continue
        if any(not o.nominal and g.end <= o.start < timex.start for o in ex.events):
            continue  # "planned a march and were planning to drive on Monday": the driving's
        return not (ev.nominal and g.object_span[0] <= ev.start < timex.start)
    return False
