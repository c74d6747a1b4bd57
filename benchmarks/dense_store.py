"""A smaller store with a large synthetic corpus's stories: every k-th source text, all its rounds.

``make_corpus.py`` repeats the dev articles in rounds, so a text's copies tend to form one
story and stories grow with the corpus. Taking every k-th source text of a large store, with
every round of it, gives a corpus 1/k the size whose stories are as large as the large one's:
what separates the cost of story size from the cost of corpus size::

    python benchmarks/dense_store.py st100000 --every 10 -o stdense
    python benchmarks/timed_build.py build --from-extractions stdense -o out -q -j 2
"""

from __future__ import annotations

import argparse
import re

from kg.runtime.memory import paused_gc
from kg.runtime.store import StoreWriter, open_store, read_extractions

_ROUND = re.compile(r"-r\d+$")  # make_corpus.py's round suffix on an article id


def source_text(article_id: str) -> str:
    """The dev article an id of ``make_corpus.py`` was made from ("APW1998-r12" -> "APW1998")."""
    return _ROUND.sub("", article_id)


def dense(source: str, target: str, every: int) -> tuple[int, int, int]:
    """Write every ``every``-th source text's articles of ``source`` to ``target``; (texts, articles, events)."""
    store = open_store(source)
    with paused_gc():
        texts = sorted({source_text(ex.article.id) for ex in read_extractions(store)})
        chosen = set(texts[::every])
        articles = events = 0
        with StoreWriter(target, model=store.model, inputs=["dense.jsonl"], max_bytes=store.max_bytes) as out:
            for ex in read_extractions(store):
                if source_text(ex.article.id) in chosen:
                    out.add(ex)
                    articles += 1
                    events += len(ex.events)
            out.commit()
    return len(chosen), articles, events


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", help="a store of make_corpus.py articles (kg extract --format parquet)")
    parser.add_argument("--every", type=int, default=10, help="keep every k-th source text (default 10)")
    parser.add_argument("-o", "--output", required=True, help="the store to write")
    args = parser.parse_args()
    texts, articles, events = dense(args.store, args.output, args.every)
    print(f"{texts} source texts, {articles} articles, {events / max(articles, 1):.1f} events an article")


if __name__ == "__main__":
    main()
