"""When a state told in the perfect began: "has been fighting cancer since 2004" -> "2004".

Dating gives such a mention no date on purpose ("since 2004" bounds a stretch, it is not the
time of the news), so two articles that each retell one long state ("Jobs has been fighting
pancreatic cancer since 2004") have nothing to meet on across stories. The year the stretch
began is what they share, and what a third article tells as the start ("fought pancreatic
cancer in 2004"): event coreference across stories uses it (:mod:`kg.resolve.events.across`),
with the same doer and the same theme, never alone.
"""

from __future__ import annotations

import re

from kg.model import EventMention, Extraction

# A perfect progressive ("has been fighting") or a state in the perfect ("has lived"): one
# stretch up to now. An act in the perfect ("has won three titles since 2004") counts several.
_STRETCH_TENSES = frozenset({"perfect", "progressive"})
_PERFECT_PROGRESSIVE = re.compile(r"\b(has|have|had)\s+(not\s+)?been\s+$", re.I)
# What may stand between the verb and "since": its own object or a few words ("fighting
# pancreatic cancer since"), no clause break, no second verb joined by "and"/"but".
_BETWEEN = re.compile(r"^[^,;:.!?()\"]{0,60}\bsince\s+(the\s+)?$", re.I)
_BREAK = re.compile(r"\b(and|but|or|who|which|that|when|while|because|after|before)\b", re.I)
_GRAINS = frozenset({"year", "month", "day"})
# A stretch of repeated acts ("has been doubling its profits annually since 1980") is many
# happenings: none of them is the one another article dates to that year.
_REPEATED = re.compile(r"\b(annually|yearly|monthly|weekly|daily|every|each|regularly|repeatedly|again)\b", re.I)


def since_anchor(ex: Extraction, ev: EventMention) -> str | None:
    """The year, month or day that the stretch ``ev`` tells began, when it says so ("since 2004").

    Only for a perfect progressive (or a state in the perfect) whose own clause ends in "since"
    and a calendar time, and that counts nothing; else None.
    """
    if ev.tense not in _STRETCH_TENSES or ev.quantities:
        return None
    text = ex.article.text
    before = text[max(0, ev.start - 20) : ev.start]
    if ev.timeml_class != "STATE" and not (_PERFECT_PROGRESSIVE.search(before) and ev.trigger.endswith("ing")):
        return None
    for t in ex.timexes:
        if t.sentence != ev.sentence or t.start < ev.end or t.type != "DATE" or t.granularity not in _GRAINS:
            continue
        between = text[ev.end : t.start]
        if (
            _BETWEEN.match(between)
            and not (_BREAK.search(between) or _REPEATED.search(between))
            and t.value[:1].isdigit()
        ):
            return t.value
    return None
