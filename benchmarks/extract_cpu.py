"""CPU seconds of kg's per-article work after the parse, two checkouts side by side, with a digest.

A cut of a tenth of a second in extraction is below the noise of whole builds on a shared
machine (a build's wall moves by seconds, its CPU by one or two). This times only what kg does
with each Doc once spaCy has made it (``_extract_safely``: time expressions, mentions, events,
dating), on Docs parsed once and stored, so two checkouts read the very same parses. Runs of
the two alternate (``--repeat`` each) and the fastest of each counts; each run prints a digest
of every outcome's ``repr``, which must be the same for both (the outputs of one article's
extraction, before any corpus step). Usage::

    python benchmarks/extract_cpu.py prepare DOCS.pickle [CORPUS.jsonl]   # parse once (the dev articles by default)
    git archive main | tar -x -C /tmp/main-snapshot
    python benchmarks/extract_cpu.py compare DOCS.pickle /tmp/main-snapshot . --repeat 3

``prepare`` and ``compare`` run with this interpreter; each snapshot is put first on
``PYTHONPATH`` (an editable install's finder comes after it). The Docs are stored without their
``user_data``; the deferred lemmatizer is set again as :func:`kg.extract.nlp.parse` sets it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _articles(corpus: Path | None) -> list:
    from kg.ingest.read import read_inputs
    from kg.ingest.records import Article

    if corpus is None:
        sys.path.insert(0, str(HERE))
        from make_corpus import dev_records

        corpus = Path(os.environ.get("TMPDIR", "/tmp")) / "extract_cpu_dev.jsonl"
        corpus.write_text("".join(json.dumps(r) + "\n" for r in dev_records()))
    return [a for a in read_inputs([corpus]) if isinstance(a, Article)]


def prepare(store: Path, corpus: Path | None) -> None:
    """Parse the articles as a build does and store their Docs' bytes (and the articles)."""
    from kg.extract.nlp import load_model, parse

    articles = _articles(corpus)
    nlp = load_model(None)
    docs = [d.to_bytes(exclude=["user_data"]) for d in parse(nlp, (a.text for a in articles), 32)]
    store.write_bytes(pickle.dumps((articles, docs)))


def run(store: Path) -> None:
    """One timed pass over the stored Docs with the ``kg`` on the path: prints a JSON line."""
    from spacy.tokens import Doc

    import kg
    from kg.extract.nlp import _LEMMATIZE, _deferred_lemmatizer, load_model
    from kg.pipeline.extraction import _extract_safely
    from kg.time.expressions.detect import prepare_vocab

    nlp = load_model(None)
    prepare_vocab(nlp.vocab)  # as a build does, before the stored Docs grow the vocabulary
    articles, blobs = pickle.loads(store.read_bytes())
    deferred = _deferred_lemmatizer(nlp)
    docs = []
    for blob in blobs:
        doc = Doc(nlp.vocab).from_bytes(blob)
        if deferred is not None:
            doc.user_data[_LEMMATIZE] = deferred[1]
        docs.append(doc)
    start = time.process_time()
    outcomes = [_extract_safely(a, d) for a, d in zip(articles, docs)]
    cpu = time.process_time() - start
    digest = hashlib.sha256("".join(map(repr, outcomes)).encode()).hexdigest()[:16]
    print(json.dumps({"kg": str(Path(kg.__file__).parent.parent), "cpu_s": round(cpu, 2), "digest": digest}))


def compare(store: Path, checkouts: list[Path], repeat: int) -> int:
    """Alternate runs of each checkout; exit status 1 when their digests differ."""
    runs: dict[Path, list[dict]] = {c: [] for c in checkouts}
    for _ in range(repeat):
        for checkout in checkouts:
            env = dict(os.environ, PYTHONPATH=f"{checkout.resolve()}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
            out = subprocess.run(
                [sys.executable, __file__, "run", str(store)], env=env, capture_output=True, text=True, check=True
            )
            runs[checkout].append(json.loads(out.stdout.strip().splitlines()[-1]))
            print(json.dumps(runs[checkout][-1]), flush=True)
    digests = {r["digest"] for rs in runs.values() for r in rs}
    for checkout, rs in runs.items():
        print(f"{checkout}: fastest {min(r['cpu_s'] for r in rs)} s CPU of {[r['cpu_s'] for r in rs]}")
    print("digests:", "same" if len(digests) == 1 else f"DIFFER {sorted(digests)}")
    return 0 if len(digests) == 1 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("store", type=Path)
    p.add_argument("corpus", type=Path, nargs="?")
    r = sub.add_parser("run")
    r.add_argument("store", type=Path)
    c = sub.add_parser("compare")
    c.add_argument("store", type=Path)
    c.add_argument("checkouts", type=Path, nargs="+")
    c.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args.store, args.corpus)
        return 0
    if args.command == "run":
        run(args.store)
        return 0
    return compare(args.store, args.checkouts, args.repeat)


if __name__ == "__main__":
    raise SystemExit(main())
