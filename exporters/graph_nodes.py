"""The records graph.html hands vis-network: one a node (with what its details panel shows) and one an edge.

Text stays plain: hover titles are strings vis-network shows with ``innerText`` and
the details panel is built with ``textContent`` (see ``templates/graph_page.js.j2``).
The records are those pyvis's ``Network`` made (keys in the same order), assembled here without
importing pyvis, which imports IPython: a cost every build paid at start. The page is ours
(:mod:`exporters.html`); only vis-network's JavaScript comes from the pyvis package.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from exporters.anchors import document_anchor, timeline_anchor
from exporters.style import legend_name, shape_for
from exporters.wording import relation_word, unnamed_words
from kg.graph.schema import DOCUMENT, EVENT, MENTIONED_IN, split_list
from kg.graph.table import GraphTable
from kg.model import BOUND_WORDS, UNASSERTED
from kg.time.values import display, parse_span

# Node fields shown in the details panel, in this order.
DETAIL_FIELDS = (
    "kind",
    "type",
    "date",
    "story_label",
    "terms",
    "first",
    "last",
    "outlets",
    "aliases",
    "roles",
    # A place's coordinates, where the gazetteer knows them (absent elsewhere).
    "latitude",
    "longitude",
    "trigger",
    "quote",
    "factuality",
    # Reported speech: a paraphrase, shown as the plain text it is.
    "reported",
    "unnamed",
    "mentions",
    "doc_count",
    "title",
    "date_source",
    "date_evidence",
    "path",
    "sources",
)
MAX_SENTENCES = 12
_TOOLTIP_FIELDS = ("date", "aliases", "roles", "sources", "evidence")
MAX_TOOLTIP = 280
MAX_LABEL = 40


class VisNetwork:
    """vis-network's node and edge records as pyvis's ``Network(directed=True)`` assembles them:
    a node's options, then its id, label and shape (a node id added again is ignored, an empty
    label is the id); an edge's options, then its ends and arrow. An edge's ends must be nodes."""

    def __init__(self) -> None:
        self.nodes: list[dict[str, Any]] = []
        self.edges: list[dict[str, Any]] = []
        self._ids: set[str] = set()

    def add_node(self, n_id: str, label: str | None = None, shape: str = "dot", **options: Any) -> None:
        if n_id in self._ids:
            return
        color = options.pop("color", "#97c2fc")  # pyvis drops it for a node of a group
        record = options if "group" in options else {"color": color, **options}
        record.update(id=n_id, label=label or n_id, shape=shape)
        self.nodes.append(record)
        self._ids.add(n_id)

    def add_edge(self, source: str, to: str, **options: Any) -> None:
        for end in (source, to):
            if end not in self._ids:
                raise ValueError(f"edge end {end!r} is not a node of the view")
        options.update({"from": source, "to": to})
        options.setdefault("arrows", "to")
        self.edges.append(options)


class Records:
    """The vis-network records of one view (:class:`VisNetwork`); nodes keep the order they are added in.

    ``spans`` are the nodes' days on the timeline (:func:`exporters.gexf.node_intervals`),
    ``sentences`` how many source sentences a node's details list.
    """

    def __init__(self, g: GraphTable, spans: Mapping[str, tuple[Any, Any]], sentences: int = MAX_SENTENCES) -> None:
        self.g = g
        self.spans = spans
        self.sentences = sentences
        self.net = VisNetwork()
        self.articles: set[str] = set()  # the articles the sentences name

    def node(self, node: str, *, label: str | None = None, **extra: Any) -> None:
        """Add ``node`` with its details; ``label`` replaces the one drawn, ``extra`` goes on the record."""
        data = self.g.nodes[node]
        if node in self.spans:
            extra.setdefault("start", self.spans[node][0].isoformat())
            extra.setdefault("end", self.spans[node][1].isoformat())
        if shape_for(data.get("kind")) != "dot":  # the dot is the page's default
            extra.setdefault("shape", shape_for(data.get("kind")))
        found = sentences(self.g, node, self.sentences)
        self.articles.update(a for a, _ in found if a)
        self.net.add_node(
            node,
            label=label if label is not None else short(marked(str(data.get("label") or node), data), MAX_LABEL),
            color=str(data["color"]),
            size=float(extra.pop("size", data["size"])),
            title=tooltip(node, data),
            kind=str(data.get("kind", "")),
            group_type=str(data.get("type", "")),
            legend=legend_name(data.get("kind"), data.get("type")),
            full_label=str(data.get("label") or node),
            details=[[detail_name(f), detail_text(data, f)] for f in DETAIL_FIELDS if str(data.get(f, "")).strip()],
            sentences=found,
            timeline=_timeline_anchor(node, data),
            unasserted=str(data.get("factuality", "")) in UNASSERTED,
            **extra,
        )

    def edge(self, u: str, v: str, key: str, data: Mapping[str, Any], **extra: Any) -> None:
        """Add the edge ``key`` from ``u`` to ``v``, width by its weight."""
        relation = str(data.get("relation", ""))
        weight = max(float(data.get("weight", 1) or 1), 1.0)
        evidence = str(data.get("evidence", ""))
        self.net.add_edge(
            u,
            v,
            id=key,
            title=relation_word(relation) + (f"\n{short(evidence, MAX_TOOLTIP)}" if evidence else ""),
            width=round(1.0 + math.log2(weight), 2),
            relation=relation,
            **extra,
        )

    def link(self, u: str, v: str, key: str, title: str, width: float = 1.0, **extra: Any) -> None:
        """Add an edge the graph does not hold (a story to its actors, two stories sharing names)."""
        self.net.add_edge(u, v, id=key, title=title, width=width, relation=extra.pop("relation", "link"), **extra)

    @property
    def nodes(self) -> list[dict[str, Any]]:
        return self.net.nodes

    @property
    def edges(self) -> list[dict[str, Any]]:
        return self.net.edges


def article_names(g: GraphTable, ids: Iterable[str]) -> dict[str, dict[str, str]]:
    """Article id -> title and date (in words: "21 Oct 2002"), for naming the source of a sentence."""
    found = {}
    for aid in sorted(set(ids)):
        node = f"doc:{aid}"
        if node in g.nodes:
            d = g.nodes[node]
            found[aid] = {
                "title": short(str(d.get("title") or d.get("label") or ""), MAX_TOOLTIP),
                "date": field_text({"date": d.get("date", "")}, "date"),
                "outlet": str(d.get("outlet", "") or ""),
                "anchor": document_anchor(aid),
            }
    return found


def sentences(g: GraphTable, node: str, limit: int = MAX_SENTENCES) -> list[list[str]]:
    """Up to ``limit`` ``[article id, sentence]`` pairs that mention ``node``.

    The ``mentioned_in`` edges hold one sentence per article (for entities the
    only sentences there are); an event's own ``evidence`` comes first.
    """
    found: list[list[str]] = []
    own = str(g.nodes[node].get("evidence", "")).strip()
    own_sources = split_list(g.nodes[node].get("sources"))
    for _, doc, _, data in g.edges_from(node):
        if data.get("relation") == MENTIONED_IN and g.nodes[doc].get("kind") == DOCUMENT:
            sentence = str(data.get("evidence", "")).strip()
            if sentence:
                found.append([article_id(doc), sentence])
    if own and all(sentence != own for _, sentence in found):
        # Without an edge we only know the article when there is one source.
        found.insert(0, [own_sources[0] if len(own_sources) == 1 else "", own])
    elif own:
        found.sort(key=lambda pair: pair[1] != own)  # stable: the node's own sentence first
    unique = list({(a, s): [a, s] for a, s in found}.values())
    return unique[:limit]


def marked(label: str, data: Mapping[str, Any]) -> str:
    """An event's label with what the articles say of it when that is not a plain fact:
    "Port Elm flooded (not)", "Port Elm flooded (future)"."""
    factuality = str(data.get("factuality", ""))
    if data.get("kind") != EVENT or factuality in ("", "fact"):
        return label
    return f"{label} ({'not' if factuality == 'negated' else factuality})"


def _timeline_anchor(node: str, data: Mapping[str, Any]) -> str:
    """Fragment of the node's entry in timeline.html, or "" when it has none."""
    if data.get("kind") == EVENT:
        return timeline_anchor(node)
    if data.get("kind") == DOCUMENT:
        return document_anchor(article_id(node))
    return ""


def article_id(node: str) -> str:
    return node[4:] if node.startswith("doc:") else node


def tooltip(node: str, data: Mapping[str, Any]) -> str:
    """Plain-text hover title (vis-network shows strings with innerText)."""
    kind, type_ = data.get("kind", ""), data.get("type", "")
    legend = legend_name(kind, type_)
    lines = [str(data.get("label") or node), legend if legend != kind else f"{kind} · {type_}"]
    for field in _TOOLTIP_FIELDS:
        value = field_text(data, field).strip()
        if field == "sources" and value:
            value = ", ".join(split_list(value)[:8])
        if value:
            lines.append(f"{detail_name(field)}: {short(value, MAX_TOOLTIP)}")
    return "\n".join(lines)


def detail_text(data: Mapping[str, Any], field: str) -> str:
    """A node field as its details panel shows it: a long list of sources (a name thousands of
    articles give) counted and cut, any other text cut at :data:`MAX_DETAIL` characters; the
    exports and the timeline keep them whole.

    >>> detail_text({"sources": " | ".join(f"a{i}" for i in range(12))}, "sources")
    '12 articles: a0 | a1 | a2 | a3 | a4 | a5 | a6 | a7 and 4 more'
    """
    value = field_text(data, field)
    if field == "sources":
        ids = split_list(value)
        if len(ids) > MAX_SOURCES:
            return f"{len(ids)} articles: {' | '.join(ids[:MAX_SOURCES])} and {len(ids) - MAX_SOURCES} more"
        return value
    return short(value, MAX_DETAIL)


# Sources listed by id in a node's details, and the characters of any other detail.
MAX_SOURCES = 8
MAX_DETAIL = 600


def field_text(data: Mapping[str, Any], field: str) -> str:
    """A node field as shown; a date in words as the timeline gives it, one that is only a bound
    reading as one ("by 4 Jun 2009"); a value that is no date as it is.

    >>> field_text({"date": "2009-06-04", "date_bound": "before"}, "date"), field_text({"date": "2009-W23"}, "date")
    ('by 4 Jun 2009', 'week 23, 2009')
    >>> field_text({"date": "PRESENT_REF"}, "date"), field_text({"unnamed": "gunman (agent) | crowd (patient)"}, "unnamed")
    ('PRESENT_REF', 'gunman (actor) | crowd (affected)')
    """
    value = str(data.get(field, ""))
    if field in _DATE_FIELDS and value:
        span = parse_span(value)
        bound = BOUND_WORDS.get(str(data.get("date_bound", "") or ""), "") if field == "date" else ""
        return bound + (display(value, span) if span else value)
    if field == "unnamed":
        return " | ".join(map(unnamed_words, split_list(value)))
    return value


_DATE_FIELDS = ("date", "first", "last")


# The fields' names as a reader's words; the exports keep the schema's.
DETAIL_NAMES = {
    "story_label": "story",
    "terms": "key words",
    "first": "first article",
    "last": "last article",
    "aliases": "also called",
    "roles": "titles",
    "trigger": "word",
    "factuality": "reported as",
    "unnamed": "not named",
    "mentions": "mentions",
    "doc_count": "articles",
    "date_source": "date from",
    "date_evidence": "date read in",
    "path": "file",
    "sources": "article ids",
}


def detail_name(field: str) -> str:
    """``field`` as the details panel and the tooltips name it.

    >>> detail_name("doc_count"), detail_name("date")
    ('articles', 'date')
    """
    return DETAIL_NAMES.get(field, field)


def short(text: str, limit: int) -> str:
    """``text`` on one line, cut to ``limit`` characters after a whole word where one ends in
    the last third: "emergency meeti…" reads as a typo, "emergency…" as a cut.

    >>> short("Aziz Akhannouch chaired emergency meeting", 40), short("Morocco · Marrakech · earthquake", 30)
    ('Aziz Akhannouch chaired emergency…', 'Morocco · Marrakech…')
    >>> short("Kalashnikovs", 6), short("fits", 6), short("a bomb went off", 7)
    ('Kalas…', 'fits', 'a bomb…')
    """
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if text[limit - 1] != " " and space >= (limit * 2) // 3:  # else the cut already ends a word
        cut = cut[:space]
    return cut.rstrip(" ·,;:–-") + "…"
