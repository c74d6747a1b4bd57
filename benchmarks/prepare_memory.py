"""Peak memory and CPU time of the exports' prepare(consume=True) on kg-shaped tables.

200,000 entity nodes and 2,400,000 edges in sorted order, as kg's graph stage hands them on.
Run on this code, and on a checkout before the one graph form (d7dd152: its KnowledgeGraph,
the ImportError branch's other side) by putting that checkout first on PYTHONPATH::

    python benchmarks/prepare_memory.py
    PYTHONPATH=/path/to/old/checkout python benchmarks/prepare_memory.py
"""

from __future__ import annotations

import resource
import time

N, PER = 200_000, 8
ids = [f"entity:{i:07d}" for i in range(N)]
sentences = [f"Sentence {i} says who met whom." for i in range(50_000)]
rels = ("agent", "co_occurs", "mentioned_in", "patient")


def rows():
    for i in range(N):
        targets = sorted({(i * 7 + k * 131) % N for k in range(PER)})
        for t in targets:
            for r in rels[: 1 + (t % 2)]:
                yield (ids[i], ids[t], r, 1 + t % 5, 1 + t % 3, sentences[(i + t) % 50_000], f"a{t % 9999:05d}", "")


try:
    from kg.graph.compact import KnowledgeGraph  # type: ignore[import-not-found]
    from kg.graph.nodes import NodeAttrs, Schema  # type: ignore[import-not-found]

    schema = Schema(("kind", "label", "mentions"))
    g = KnowledgeGraph.from_columns(((n, NodeAttrs.of(schema, ["entity", n[7:], 1])) for n in ids), rows(), name="kg")
    which = "old"
except ImportError:
    from kg.graph.table import EdgeColumns, GraphTable, Row, Schema

    schema = Schema(("kind", "label", "mentions"))
    g = GraphTable({"name": "kg"}, {n: Row(schema, ("entity", n[7:], 1)) for n in ids}, EdgeColumns.of(rows()))
    which = "new"
from exporters.prepare import prepare

before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
edges = g.number_of_edges()
start = time.process_time()
p = prepare(g, consume=True)
cpu = time.process_time() - start
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
print(which, f"{N} nodes, {edges} edges: peak before prepare {before} MiB, after {after} MiB, prepare CPU {cpu:.1f} s")
