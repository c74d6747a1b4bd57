"""Facts two articles both report but state differently: dates and name spellings.

When outlets disagree, a reader wants both versions and who said which, not
a silent pick. Two kinds are found today: an event dated differently by
different articles (days that cannot both be right; a finer date inside a
coarser one is agreement, not conflict), and one entity spelled differently
("Gaddafi" / "Gadhafi"). Numbers are not compared yet.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kg.timex import compatible
from kg.model import Corpus
from kg.extract.names import name_key


def find_disagreements(corpus: Corpus) -> list[dict[str, Any]]:
    """Every disagreement as ``{kind, node, label, values: [{value, sources}]}``, sorted.

    >>> find_disagreements(Corpus((), (), ()))
    []
    """
    found = _date_disagreements(corpus) + _spelling_disagreements(corpus)
    return sorted(found, key=lambda d: (d["kind"], d["node"]))


def _date_disagreements(corpus: Corpus) -> list[dict[str, Any]]:
    extraction = {ex.article.id: ex for ex in corpus.extractions}
    out = []
    for event in corpus.events:
        stated: dict[str, set[str]] = defaultdict(set)
        for aid, i in event.mentions:
            date = extraction[aid].event_date(extraction[aid].events[i])
            if date:
                stated[date].add(aid)
        values = sorted(stated)
        clash = any(not compatible(a, b) for a in values for b in values if a < b)
        if clash and len(set().union(*stated.values())) > 1:
            out.append({"kind": "date", "node": f"event:{event.id}", "label": event.label,
                        "values": [{"value": v, "sources": sorted(stated[v])} for v in values]})
    return out


def _spelling_disagreements(corpus: Corpus) -> list[dict[str, Any]]:
    """Spellings of one entity that differ in letters, not only in case or punctuation."""
    extraction = {ex.article.id: ex for ex in corpus.extractions}
    out = []
    for entity in corpus.entities:
        spelled: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        for aid, i in entity.mentions:
            text = extraction[aid].mentions[i].text
            words = name_key(text).split()
            spelled[f"{len(words)}:{words[0][:1] if words else ''}"][name_key(text)].add(aid)
        for variants in spelled.values():
            keys = sorted(variants)
            if len(keys) > 1 and _exclusive(variants) and _letters_differ(keys):
                forms = {k: _surface(corpus, entity.mentions, extraction, k) for k in keys}
                out.append({"kind": "spelling", "node": f"entity:{entity.id}", "label": entity.name,
                            "values": [{"value": forms[k], "sources": sorted(variants[k])} for k in keys]})
    return out


def _exclusive(variants: dict[str, set[str]]) -> bool:
    """Some article writes only one spelling and another only a different one."""
    only = [sources - set().union(*(v for k, v in variants.items() if v is not sources))
            for sources in variants.values()]
    return sum(1 for o in only if o) > 1


def _letters_differ(keys: list[str]) -> bool:
    """'al qaida' vs 'al qaeda' differ; 'us' vs 'united states' (an acronym) and
    'iraqi' vs 'iraqis' (a plural) are not spellings."""
    bare = {k.replace(" ", "").removesuffix("s") for k in keys}
    lengths = {len(k) for k in bare}
    return len(bare) > 1 and max(lengths) - min(lengths) <= 2


def _surface(corpus: Corpus, mentions: tuple[tuple[str, int], ...], extraction: dict, key: str) -> str:
    return next(extraction[aid].mentions[i].text for aid, i in mentions
                if name_key(extraction[aid].mentions[i].text) == key)
