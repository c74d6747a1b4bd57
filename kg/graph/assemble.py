"""The relations of every article, gathered as columns and grouped into the graph's edges.

An edge is the relations with its ends and its name (:class:`~kg.model.Relation`): its
``weight`` is how many there are, ``doc_count`` and ``sources`` the articles they come from,
``outlets`` those articles' outlets, and ``evidence`` the sentence of the least of them (first
article by id, then sentence). Drawn into a dict, an edge was a key tuple, a list and a dict
entry (about 200 bytes, for millions of edges in a large corpus, whose freed pages the process
then kept). Here each relation is 28 bytes in a few growing columns, and numpy sorts them into
edges once every article is gathered.
"""

from __future__ import annotations

import heapq
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping
from operator import itemgetter

import numpy as np

from kg.graph.schema import CO_OCCURS, DATE, PRECEDES, Records, join_list
from kg.graph.table import EdgeColumns, EdgeRow, GraphTable, Row
from kg.model import Relation
from kg.time.values import sort_key, value_interval

# Entity pairs named together in fewer sentences than this get no co_occurs
# edge: one shared sentence is too weak a link and clutters the picture.
MIN_COOCCURRENCE = 2

# Groups turned into rows at a time: the columns' values become Python objects a slice at a time.
_CHUNK = 1 << 16


class RelationColumns:
    """Relations gathered one article at a time (articles in the order of their ids), then read as edges.

    >>> gathered = RelationColumns()
    >>> gathered.add("a1", [Relation("x", "y", "agent", "a1", 2, "Two."), Relation("x", "y", "agent", "a1", 1, "One.")])
    >>> gathered.add("a2", [Relation("x", "y", "agent", "a2", 0, "Zero.")])
    >>> list(gathered.edges(lambda *edge: True, lambda articles: ""))
    [('x', 'y', 'agent', 3, 2, 'One.', 'a1 | a2', '')]
    """

    def __init__(self) -> None:
        self._node: dict[str, int] = {}  # node id -> its number, in the order first gathered
        self._relation: dict[str, int] = {}
        self._article: dict[str, int] = {}
        # One entry a relation: its ends' and name's numbers, its article's, its sentence and evidence.
        self._sources = array("i")
        self._targets = array("i")
        self._relations = array("i")
        self._articles = array("i")
        self._sentences = array("i")
        self._evidence: list[str] = []

    def __len__(self) -> int:
        return len(self._evidence)

    def add(self, article: str, relations: Iterable[Relation]) -> None:
        """One article's relations, each a distinct one, in sorted order; articles come in the order
        of their ids. An edge then shows the evidence of its first relation gathered."""
        number = self._article.setdefault(article, len(self._article))
        node, relation = self._node, self._relation
        sources, targets, names = self._sources.append, self._targets.append, self._relations.append
        for r in relations:
            u = node.get(r.source)
            if u is None:
                u = node[r.source] = len(node)
            v = node.get(r.target)
            if v is None:
                v = node[r.target] = len(node)
            k = relation.get(r.relation)
            if k is None:
                k = relation[r.relation] = len(relation)
            sources(u)
            targets(v)
            names(k)
            self._articles.append(number)
            self._sentences.append(r.sentence)
            self._evidence.append(r.evidence)

    def edges(
        self, keep: Callable[[str, str, str, int], bool], outlets: Callable[[list[str]], str]
    ) -> Iterator[EdgeRow]:
        """Every edge whose ends and weight ``keep(source, target, relation, weight)`` accepts, in
        sorted order, flat (see :data:`~kg.graph.table.EdgeRow`); ``outlets`` of its articles'
        ids. The columns are emptied: each column goes once it is sorted."""
        # Each dict's keys in the order of their numbers (the order they were added in).
        nodes, relations, articles = list(self._node), list(self._relation), list(self._article)
        self._node, self._relation, self._article = {}, {}, {}
        # Numbered in sorted order, so that sorting the numbers sorts the edges as their strings.
        node_rank = _ranks(nodes)
        relation_rank = _ranks(relations)
        nodes.sort()
        relations.sort()
        u = node_rank[_taken(self, "_sources")]
        v = node_rank[_taken(self, "_targets")]
        k = relation_rank[_taken(self, "_relations")]
        article = _taken(self, "_articles")
        sentence = _taken(self, "_sentences")
        # By edge, then article (in id order, as numbered), then sentence: each edge's least relation first.
        order = np.lexsort((sentence, article, k, v, u))
        del sentence
        u, v, k, article = u[order], v[order], k[order], article[order]
        count = len(order)
        first = np.ones(count, dtype=bool)
        first[1:] = (u[1:] != u[:-1]) | (v[1:] != v[:-1]) | (k[1:] != k[:-1])
        starts = np.flatnonzero(first)
        weights = np.diff(np.append(starts, count))
        new_article = first.copy()
        new_article[1:] |= article[1:] != article[:-1]
        doc_counts = np.add.reduceat(new_article.astype(np.int64), starts) if count else starts
        edge_articles = article[new_article]
        evidence_rows = order[starts]
        u, v, k = u[starts], v[starts], k[starts]
        del order, first, new_article, article
        evidence, self._evidence = self._evidence, []
        taken = 0
        for at in range(0, len(starts), _CHUNK):
            part = slice(at, at + _CHUNK)
            # This slice's edges' articles, one after another, as article ids.
            size = int(doc_counts[part].sum())
            chunk = [articles[a] for a in edge_articles[taken : taken + size].tolist()]
            taken += size
            used = 0
            for source, target, relation, weight, doc_count, row in zip(
                u[part].tolist(),
                v[part].tolist(),
                k[part].tolist(),
                weights[part].tolist(),
                doc_counts[part].tolist(),
                evidence_rows[part].tolist(),
                strict=True,
            ):
                ids = chunk[used : used + doc_count]
                used += doc_count
                s, t, r = nodes[source], nodes[target], relations[relation]
                if keep(s, t, r, weight):
                    yield s, t, r, weight, doc_count, evidence[row], join_list(ids), outlets(ids)


def _ranks(names: list[str]) -> np.ndarray:
    """Each name's place in sorted order, by its number."""
    ranks = np.empty(len(names), dtype=np.int32)
    ranks[sorted(range(len(names)), key=names.__getitem__)] = np.arange(len(names), dtype=np.int32)
    return ranks


def _taken(gathered: RelationColumns, name: str) -> np.ndarray:
    """A column as a numpy array of its own; its column is emptied."""
    column = getattr(gathered, name)
    setattr(gathered, name, array("i"))
    return np.frombuffer(column, dtype=np.intc).copy()


class Assembly:
    """A corpus assembled (:func:`~kg.graph.corpus_graph.assemble_corpus`): its nodes made, its relations in
    columns. It holds nothing of the corpus, so the corpus can go before :meth:`table` sorts the
    edges and puts them in the graph's table, where the graph step peaks."""

    def __init__(
        self, nodes: dict[str, Row], gathered: RelationColumns, outlet: dict[str, str], disagreements: Records
    ) -> None:
        self._nodes = nodes
        self._relations = gathered
        self._outlet = outlet  # article id -> its outlet, "" where the input named none
        self._disagreements = disagreements

    def table(self) -> GraphTable:
        """The graph, nodes and edges in sorted order; the assembly is emptied as the table takes it."""
        nodes, self._nodes = self._nodes, {}
        gathered, self._relations = self._relations, RelationColumns()
        # Each relation spelt its ends anew; the graph keeps the objects an edge is made with,
        # so edges are made with the nodes' own id strings (two copies an edge less).
        node_ids = {node_id: node_id for node_id in nodes}
        chain = _date_chain(nodes)
        # The gathered edges are let go as they go in, after the nodes.
        table = {node_id: nodes.pop(node_id) for node_id in sorted(nodes)}
        edges = EdgeColumns.of(_edges(gathered, node_ids, self._outlet, chain))
        return GraphTable({"name": "kg", "disagreements": self._disagreements}, table, edges)


def outlets_of(articles: Iterable[str], outlet: Mapping[str, str]) -> list[str]:
    """Distinct outlets behind some articles, where the input named them."""
    return sorted({outlet[a] for a in articles if outlet.get(a)})


def _edges(
    gathered: RelationColumns, node_ids: dict[str, str], outlet: Mapping[str, str], chain: list[EdgeRow]
) -> Iterator[EdgeRow]:
    """The gathered edges between nodes of the graph, but co-occurrences told fewer than
    :data:`MIN_COOCCURRENCE` times, and the dates' ``chain``; in sorted order, each end the
    node's own id string."""

    def keep(source: str, target: str, relation: str, weight: int) -> bool:
        if relation == CO_OCCURS and weight < MIN_COOCCURRENCE:
            return False
        return source in node_ids and target in node_ids

    def outlets(articles: list[str]) -> str:
        return join_list(outlets_of(articles, outlet))

    edges = ((node_ids[source], node_ids[target], *rest) for source, target, *rest in gathered.edges(keep, outlets))
    return heapq.merge(edges, chain, key=itemgetter(0, 1, 2))  # type: ignore[arg-type]


def _date_chain(nodes: Mapping[str, Row]) -> list[EdgeRow]:
    """The ``precedes`` edges that link date nodes in chronological order (ties in id order), in
    sorted order: one edge each, from no article, with no evidence."""
    dates = sorted(
        (n for n in sorted(nodes) if nodes[n]["kind"] == DATE and value_interval(str(nodes[n]["date"]))),
        key=lambda n: sort_key(str(nodes[n]["date"])),
    )
    return sorted((a, b, PRECEDES, 1, 0, "", "", "") for a, b in zip(dates, dates[1:]))
