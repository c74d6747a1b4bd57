"""One entity's timeline: the events it takes part in, in date order (``kg timeline``).

An event belongs to an entity's timeline when the graph links them by a role
edge: the entity is the event's agent, patient, other participant, place or destination
(:data:`kg.graph.schema.ROLE_RELATIONS`). This is the SemEval-2015 Task 4 view
of a corpus: "everything General Motors did, in order".

Only events the articles assert are listed by default (facts, and negated
facts, which are marked); uncertain, future and hypothetical ones are never
presented as what happened, and are listed only when asked for.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

import networkx as nx

from kg.errors import UsageError
from kg.extract.names import name_key
from kg.graph.schema import DOCUMENT, ENTITY, EVENT, NODE_PREFIXES, ROLE_RELATIONS, split_list
from kg.model import UNASSERTED, TimelineRow
from kg.safe_text import printable
from kg.time.values import parse_span, span_sort_key

# How many candidates an ambiguous or unknown name's message lists.
SHOWN_CANDIDATES = 8


def find_entity(graph: nx.MultiDiGraph, name: str) -> str:
    """The entity node ``name`` designates: its id (with or without ``entity:``), else its
    name, else one of its aliases, compared without case, accents or dots
    (:func:`kg.extract.names.name_key`).

    The first of those that matches decides; when it matches several entities, or none
    does, a :class:`UsageError` names the candidates and says how to be more precise.
    """
    entities = {node: data for node, data in graph.nodes(data=True) if data.get("kind") == ENTITY}
    asked = _cut(name)
    wanted = " ".join(name.split()).casefold()
    prefix = NODE_PREFIXES[ENTITY]
    by_id = [node for node in entities if node.casefold() in (wanted, prefix + wanted)]
    if by_id:
        return by_id[0]
    key = name_key(name)
    by_name = sorted(node for node, data in entities.items() if name_key(str(data.get("label", ""))) == key)
    by_alias = sorted(node for node, data in entities.items() if key in {name_key(a) for a in _aliases(data)})
    for found in (by_name, by_alias):
        if len(found) == 1:
            return found[0]
        if found:
            shown = _describe(graph, _by_weight(graph, found)[:SHOWN_CANDIDATES])
            raise UsageError(
                f"{asked} names {len(found)} entities: {shown}; give a fuller name or one of these entity ids"
            )
    close = _close_names(entities, name, key)
    if close:
        raise UsageError(
            f"no entity named {asked}; closest: {_describe(graph, close)}; give one of these names or entity ids"
        )
    raise UsageError(
        f"no entity named {asked} among the {len(entities)} entities of these articles; "
        "check the spelling, or the articles given"
    )


# A name echoed in a message is cut to this many characters: never a page of text back.
_NAME_CHARS = 80


def _cut(name: str) -> str:
    """``name`` quoted, printable, cut to :data:`_NAME_CHARS` characters.

    >>> _cut("Ana Lind"), len(_cut("x" * 10_000))
    ("'Ana Lind'", 82)
    """
    return repr(printable(name if len(name) <= _NAME_CHARS else name[: _NAME_CHARS - 1] + "…"))


def entity_timeline(graph: nx.MultiDiGraph, name: str, *, unasserted: bool = False) -> list[TimelineRow]:
    """The events of the entity ``name`` designates (:func:`find_entity`), in date order.

    Dated events come by the first day their date covers (on a tie the less precise
    first, as in timeline.html), then undated ones by their first article's publication
    date. Unasserted events (uncertain, future, hypothetical) are left out unless
    ``unasserted`` is true.
    """
    entity = find_entity(graph, name)
    roles: dict[str, set[str]] = {}
    for other, keyed in [*graph.pred[entity].items(), *graph.succ[entity].items()]:
        if graph.nodes[other].get("kind") != EVENT:
            continue
        for key, edge in keyed.items():
            relation = str(edge.get("relation", key))
            if relation in ROLE_RELATIONS:
                roles.setdefault(other, set()).add(relation)
    rows = [_row(graph, event, found) for event, found in roles.items()]
    if not unasserted:
        rows = [row for row in rows if row.factuality not in UNASSERTED]
    published = {node: str(d.get("date") or "") for node, d in graph.nodes(data=True) if d.get("kind") == DOCUMENT}
    return sorted(rows, key=lambda row: _order(row, published))


def event_row(graph: nx.MultiDiGraph, event: str) -> TimelineRow:
    """The event node ``event`` as a timeline's row (no entity, so no roles)."""
    return _row(graph, event, set())


def in_date_order(graph: nx.MultiDiGraph, rows: Iterable[TimelineRow]) -> list[TimelineRow]:
    """``rows`` as a timeline lists them: dated by their first day, then undated by their first article's date."""
    published = {node: str(d.get("date") or "") for node, d in graph.nodes(data=True) if d.get("kind") == DOCUMENT}
    return sorted(rows, key=lambda row: _order(row, published))


def _row(graph: nx.MultiDiGraph, event: str, relations: set[str]) -> TimelineRow:
    data = graph.nodes[event]
    value = str(data.get("date") or "")
    span = parse_span(value)
    sources = tuple(sorted(set(split_list(data.get("sources")))))
    doc = NODE_PREFIXES[DOCUMENT]
    titles = tuple(_title(graph.nodes[doc + s]) if doc + s in graph else "" for s in sources)
    return TimelineRow(
        event=event,
        label=str(data.get("label") or event),
        date=value if span else "",
        granularity=(str(data.get("granularity") or "") or span.granularity) if span else "",
        factuality=str(data.get("factuality") or ""),
        roles=tuple(r for r in ROLE_RELATIONS if r in relations),
        sources=sources,
        titles=titles,
        evidence=str(data.get("evidence") or ""),
        date_bound=str(data.get("date_bound") or "") if span else "",
    )


def _order(row: TimelineRow, published: dict[str, str]) -> tuple[Any, ...]:
    if row.dated:
        return (0, span_sort_key(parse_span(row.date)), "", row.label.casefold(), row.event)
    first = min((published.get(NODE_PREFIXES[DOCUMENT] + s, "") or "9999" for s in row.sources), default="9999")
    return (1, span_sort_key(None), first, row.label.casefold(), row.event)


def _title(doc: dict[str, Any]) -> str:
    return str(doc.get("title") or doc.get("label") or "")


def _aliases(data: dict[str, Any]) -> list[str]:
    value = data.get("aliases")
    return [str(a) for a in value] if isinstance(value, list | tuple) else split_list(value)


def _by_weight(graph: nx.MultiDiGraph, nodes: Iterable[str]) -> list[str]:
    """Most mentioned first: the entity a user most likely means leads the list."""
    return sorted(nodes, key=lambda n: (-int(graph.nodes[n].get("mentions") or 0), n))


def _describe(graph: nx.MultiDiGraph, nodes: list[str]) -> str:
    parts = []
    for node in nodes:
        d = graph.nodes[node]
        what = ", ".join(str(x) for x in (d.get("type"), node) if x)
        parts.append(f"{printable(d.get('label') or node)} ({printable(what)}, {int(d.get('mentions') or 0)} mentions)")
    return "; ".join(parts)


def _close_names(entities: dict[str, dict[str, Any]], name: str, key: str) -> list[str]:
    """Entities whose name or alias holds the words given, then those spelt like them (difflib)."""
    keys: dict[str, set[str]] = {}
    for node, data in entities.items():
        for written in (str(data.get("label", "")), *_aliases(data)):
            keys.setdefault(name_key(written), set()).add(node)
    words = key.split()
    found: list[str] = []
    if words:
        containing = {node for k in keys if _holds(k.split(), words) for node in keys[k]}
        found += sorted(containing, key=lambda n: (-int(entities[n].get("mentions") or 0), n))
    for k in difflib.get_close_matches(key, sorted(keys), n=SHOWN_CANDIDATES, cutoff=0.6):
        found += sorted(keys[k])
    unique = list(dict.fromkeys(found))
    return unique[:SHOWN_CANDIDATES]


def _holds(words: list[str], part: list[str]) -> bool:
    """Whether ``part`` occurs in ``words`` as consecutive whole words."""
    n = len(part)
    return any(words[i : i + n] == part for i in range(len(words) - n + 1))
