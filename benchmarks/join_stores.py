"""Join extraction stores made from consecutive slices of one JSON-lines file into the store of the whole.

A large synthetic corpus's first lines may already be parsed (``make_corpus.py`` gives the
same first N articles whatever the size): parse only the remaining lines, then join::

    tail -n +30001 c100000.jsonl > rest/c100000.jsonl
    kg extract rest/c100000.jsonl --format parquet -o st_rest
    python benchmarks/join_stores.py st30000 st_rest --name c100000.jsonl -o st100000

Each article's ``path`` becomes ``--name`` and its ``line`` counts on from the stores before
it (a slice's lines are its last article's or skipped input's: the generator writes no blank
lines), so the result holds what one ``kg extract c100000.jsonl`` would have written: parsing
is per article, and the same article gives the same record in any batch. The stores must
share their model and size limit.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Iterator

from kg.model import Extraction, InputProblem
from kg.runtime.store import Store, StoreWriter, open_store, read_extractions, read_problems


def _moved(store: Store, name: str, offset: int) -> Iterator[Extraction]:
    for ex in read_extractions(store):
        line = None if ex.article.line is None else ex.article.line + offset
        yield dataclasses.replace(ex, article=dataclasses.replace(ex.article, path=name, line=line))


def join(stores: list[Store], name: str, target: str) -> int:
    """Write ``stores``' extractions, in order, as one store at ``target``; return its articles."""
    if len({(s.model, s.max_bytes) for s in stores}) != 1:
        raise SystemExit("the stores were made with different models or size limits: parse them alike")
    problems: list[InputProblem] = []
    offset = 0
    with StoreWriter(target, model=stores[0].model, inputs=[name], max_bytes=stores[0].max_bytes) as out:
        for store in stores:
            lines = 0
            for ex in _moved(store, name, offset):
                out.add(ex)
                lines = max(lines, ex.article.line or 0)
            for p in read_problems(store):
                line = None if p.line is None else p.line + offset
                problems.append(dataclasses.replace(p, path=name, line=line))
                lines = max(lines, line or 0)
            offset = lines
        out.commit(problems)
    return sum(s.articles for s in stores)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("stores", nargs="+", help="stores of consecutive slices of one file, in order")
    ap.add_argument("--name", required=True, help="the whole file's name, as kg extract was given it")
    ap.add_argument("-o", "--output", required=True, help="the joined store")
    args = ap.parse_args()
    n = join([open_store(s) for s in args.stores], args.name, args.output)
    print(f"{n} articles -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
