"""A parsing worker's memory as its share of the corpus grows.

Parses N synthetic articles (``make_corpus.generate``) in this process, a batch
at a time, exactly as a ``kg build --jobs N`` worker does (``extract_batch`` on a
pipeline prepared by ``kg.pipeline.batches.loaded_model``), and prints the process's
resident memory (VmRSS) and peak (VmHWM) every ``--every`` articles, so growth
with the corpus shows without the build's other processes. ``ru_maxrss`` of a
build's children is not a worker's figure: the exporters' forked child shares the
main process's pages and reports them. Usage::

    python benchmarks/worker_memory.py 4000 --vary-names --every 500
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from child_memory import own_memory_mb  # noqa: E402
from make_corpus import dev_records, generate  # noqa: E402

from kg.model import Article  # noqa: E402
from kg.pipeline.batches import chunks, loaded_model  # noqa: E402
from kg.pipeline.extraction import extract_batch  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int)
    parser.add_argument("--vary-names", action="store_true")
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--model", default=None)
    args = parser.parse_args()
    from kg.extract.nlp import default_model

    nlp = loaded_model(args.model or default_model())
    print(json.dumps({"articles": 0, "strings": len(nlp.vocab.strings), **own_memory_mb()}), flush=True)
    records = list(generate(dev_records(), args.n, vary_names=args.vary_names))
    articles = [Article(id=r["id"], text=r["text"], date=r.get("date")) for r in records]
    start, done = time.perf_counter(), 0
    for batch in chunks(articles, args.batch_size):  # batched as a build batches
        extract_batch(nlp, batch, args.batch_size)
        before, done = done, done + len(batch)
        if done // args.every > before // args.every or done == len(records):
            row = {"articles": done, "strings": len(nlp.vocab.strings), **own_memory_mb()}
            print(json.dumps(row | {"s": round(time.perf_counter() - start, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
