"""Facts two articles both report but state differently: dates and name spellings.

When outlets disagree, a reader wants both versions and who said which, not
a silent pick. Two kinds are found today: an event dated differently by
different articles (days that cannot both be right; a finer date inside a
coarser one is agreement, not conflict), and one entity spelled differently
("Gaddafi" / "Gadhafi"). Numbers are not compared yet.

Found once, in resolution, and carried on the :class:`~kg.model.Corpus` as
:class:`~kg.model.Disagreement` records; the graph and the exporters read them there.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

from kg.extract.names import NameKeys
from kg.model import Disagreement, Entity, Event, Extraction, StatedValue
from kg.time.values import compatible


def find_disagreements(
    extractions: Sequence[Extraction], entities: Sequence[Entity], events: Sequence[Event]
) -> tuple[Disagreement, ...]:
    """Every disagreement of a resolved corpus, sorted by kind, then node.

    >>> find_disagreements((), (), ())
    ()
    """
    extraction = {ex.article.id: ex for ex in extractions}
    found = _date_disagreements(extraction, events) + _spelling_disagreements(extraction, entities)
    return tuple(sorted(found, key=lambda d: (d.kind, d.node)))


def _stated(values: dict[str, set[str]], shown: dict[str, str] | None = None) -> tuple[StatedValue, ...]:
    """Each value (as ``shown``, if given) with its sources, both sorted."""
    return tuple(StatedValue((shown or {}).get(v, v), tuple(sorted(values[v]))) for v in sorted(values))


def _date_disagreements(extraction: dict[str, Extraction], events: Sequence[Event]) -> list[Disagreement]:
    out = []
    for event in events:
        stated: dict[str, set[str]] = defaultdict(set)
        for aid, i in event.mentions:
            date = extraction[aid].event_date(extraction[aid].events[i])
            if date:
                stated[date].add(aid)
        values = sorted(stated)
        clash = any(not compatible(a, b) for a in values for b in values if a < b)
        if clash and len(set().union(*stated.values())) > 1:
            out.append(Disagreement("date", f"event:{event.id}", event.label, _stated(stated)))
    return out


def _spelling_disagreements(extraction: dict[str, Extraction], entities: Sequence[Entity]) -> list[Disagreement]:
    """Spellings of one entity that differ in letters, not only in case or punctuation.

    One pass over an entity's mentions: a frequent name has thousands, and finding each
    spelling's first surface by a scan of them grew with their square. Each text's key is
    found once: a corpus writes its few spellings of a name millions of times.
    """
    out = []
    key_of = NameKeys()
    for entity in entities:
        spelled: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        first: dict[str, str] = {}  # each spelling as its first mention writes it
        for aid, i in entity.mentions:
            text = extraction[aid].mentions[i].text
            key = key_of[text]
            words = key.split()
            spelled[f"{len(words)}:{words[0][:1] if words else ''}"][key].add(aid)
            first.setdefault(key, text)
        for variants in spelled.values():
            keys = sorted(variants)
            if len(keys) > 1 and _exclusive(variants) and _letters_differ(keys):
                forms = {k: first[k] for k in keys}
                out.append(Disagreement("spelling", f"entity:{entity.id}", entity.name, _stated(variants, forms)))
    return out


def _exclusive(variants: dict[str, set[str]]) -> bool:
    """Some article writes only one spelling and another only a different one."""
    spellings = Counter(aid for sources in variants.values() for aid in sources)
    return sum(1 for sources in variants.values() if any(spellings[aid] == 1 for aid in sources)) > 1


def _letters_differ(keys: list[str]) -> bool:
    """'al qaida' vs 'al qaeda' differ; 'us' vs 'united states' (an acronym) and
    'iraqi' vs 'iraqis' (a plural) are not spellings."""
    bare = {k.replace(" ", "").removesuffix("s") for k in keys}
    lengths = {len(k) for k in bare}
    return len(bare) > 1 and max(lengths) - min(lengths) <= 2
