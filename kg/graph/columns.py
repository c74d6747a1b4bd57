"""kg's edges as columns: what the graph holds until something asks for networkx's adjacency.

A graph of 100,000 articles has about six million edges. In networkx's structure each is an
:class:`~kg.graph.compact.EdgeAttrs`, an :class:`~kg.graph.compact.EdgeKeys` and an entry in
two adjacency dicts, and every node has two dicts of its own: many times what the same edges
take as columns, about 60 bytes each. A build reads them in order (the exports, the summary's count)
and never needs more; :class:`~kg.graph.compact.KnowledgeGraph` makes the networkx structure
from them the first time anything reads its adjacency.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

# One edge as the table takes it: source, target, relation (its key), weight, doc_count,
# evidence, sources, outlets; the attributes as kg.graph.schema.EDGE_FIELDS has them, flat.
EdgeRow = tuple[str, str, str, int, int, str, str, str]


class EdgeTable:
    """Edges as columns, each keyed by its relation (no two with the same ends and relation).

    Read back in the order they were added:

    >>> table = EdgeTable.of([("a", "b", "agent", 2, 1, "A met B.", "d1", "AP"), ("b", "b", "x", 1, 0, "", "", "")])
    >>> list(table.rows())[0], len(table), table.degrees()
    (('a', 'b', 'agent', 2, 1, 'A met B.', 'd1', 'AP'), 2, Counter({'b': 3, 'a': 1}))
    """

    __slots__ = (
        "_sources",
        "_targets",
        "_names",
        "_relations",
        "_weights",
        "_doc_counts",
        "_evidence",
        "_articles",
        "_outlets",
    )

    def __init__(self) -> None:
        # Strings are references to objects the graph holds anyway (node ids, sentences), 8 bytes
        # each; the relation is a number into its few names, and the counts are 4-byte integers
        # (12 bytes an edge less than references and 8-byte counts, for every edge of the graph).
        self._sources: list[str] = []
        self._targets: list[str] = []
        self._names: dict[str, int] = {}  # relation -> its number, in the order first met
        self._relations = array("I")
        self._weights = array("I")
        self._doc_counts = array("I")
        self._evidence: list[str] = []
        self._articles: list[str] = []
        self._outlets: list[str] = []

    @classmethod
    def of(cls, rows: Iterable[EdgeRow]) -> EdgeTable:
        """A table of ``rows``, in their order."""
        table = cls()
        names = table._names
        numbered = _Numbered(names, table._relations)
        columns = (
            table._sources,
            table._targets,
            numbered,
            table._weights,
            table._doc_counts,
            table._evidence,
            table._articles,
            table._outlets,
        )
        appends: list[Callable[[Any], None]] = [column.append for column in columns]
        for row in rows:
            for append, value in zip(appends, row, strict=True):
                append(value)
        return table

    def __len__(self) -> int:
        return len(self._relations)

    def rows(self) -> Iterator[EdgeRow]:
        """Each edge as the table took it, in order."""
        names = list(self._names)
        return zip(
            self._sources,
            self._targets,
            map(names.__getitem__, self._relations),
            self._weights,
            self._doc_counts,
            self._evidence,
            self._articles,
            self._outlets,
        )

    def degrees(self) -> Counter[str]:
        """Each node's count of edges in and out (a self-loop twice), as networkx's ``degree``."""
        found = Counter(self._sources)
        found.update(self._targets)
        return found

    def __repr__(self) -> str:
        return f"EdgeTable({len(self)} edges)"


class _Numbered:
    """A column of relation numbers that takes names: ``append(name)`` stores its number."""

    __slots__ = ("_names", "_column")

    def __init__(self, names: dict[str, int], column: array) -> None:
        self._names, self._column = names, column

    def append(self, name: str) -> None:
        number = self._names.get(name)
        if number is None:
            number = self._names[name] = len(self._names)
        self._column.append(number)
