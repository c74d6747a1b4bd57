"""Train kg's event detector and TimeML classifier; write kg/extract/data/event_model.json.

Usage (from the repository root, with kg and scikit-learn installed)::

    python training/event_model.py [--kit ../shared/eval] [-o kg/extract/data/event_model.json]
        [--oof FILE]

Reads the evaluation kit's TimeML documents (TimeBank 1.2 + AQUAINT,
``data/dev/timebank-aquaint``), parses them with kg's own pipeline, and labels
every word kg could take as an event (:func:`kg.extract.events.trigger_features`
is not None) with the class of the gold EVENT on it, or NONE. A multinomial
logistic regression over those words' features is the model.

Honest figures: the documents are cut into 5 folds (by sorted document id,
round robin); each fold's documents are run through kg's event extraction with
a model trained on the other four folds, and ``--oof FILE`` writes those
out-of-fold events as kit JSON lines (``bench.py score`` reads them): every
document scored by a model that never saw it. The shipped model is trained on
all documents. MEANTIME and ECB+ are not read: they stay held out. Same kit,
same kg, same bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from spacy.language import Language
from spacy.pipeline import Lemmatizer
from spacy.tokens import Doc, DocBin

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.extract.entities import extract_mentions, sentence_index  # noqa: E402
from kg.extract.event_model import NONE, TIMEML_CLASSES, from_json  # noqa: E402
from kg.extract.event_words import event_words  # noqa: E402
from kg.extract.events import _Index, extract_events, trigger_features  # noqa: E402
from kg.extract.nlp import load_model, parse  # noqa: E402
from kg.extract.timexes import detect_timexes  # noqa: E402
from kg.util import atomic_write_text  # noqa: E402

CLASSES = (NONE, *TIMEML_CLASSES)
FOLDS = 5
# A feature seen fewer times than this in the training words is dropped: it keeps the file
# small and the weights off one-off words.
MIN_COUNT = 3
# Inverse regularisation strength of the logistic regression.
C = 1.0
# A word is an event when P(no event) is below 1 - THRESHOLD: the argmax rule of a two-way
# choice, not tuned on any held-out score.
THRESHOLD = 0.5
DECIMALS = 3

Example = tuple[list[str], int]


def read_timeml(kit: Path) -> list:
    """The kit's TimeML documents (its own reader), sorted by id."""
    sys.path.insert(0, str(kit))
    from corpora import read_corpus  # the kit's reader: the gold as the scorer sees it

    docs = [d for d in read_corpus(kit / "data" / "dev" / "timebank-aquaint") if d.format == "timeml"]
    return sorted(docs, key=lambda d: d.id)


def lemmatized(nlp: Language, docs: Iterable[Doc]) -> list[Doc]:
    """Docs read back from a DocBin, with their lemmas.

    kg's parse defers the lemmatizer (:func:`kg.extract.nlp.lemma` runs it on first use), and
    that deferral does not survive a DocBin: without this step a cached parse would train on
    surface forms ("announced") what kg reads as lemmas ("announce") at run time.
    """
    names = [name for name, pipe in nlp.pipeline if isinstance(pipe, Lemmatizer)]
    out = list(docs)
    for name in names:
        out = [nlp.get_pipe(name)(doc) for doc in out]
    return out


def context(doc: Doc) -> tuple[list, list, list[int]]:
    """Mentions, time expressions and sentence index, as kg's extraction finds them."""
    sent_of = sentence_index(doc)
    return list(extract_mentions(doc, sent_of)), list(detect_timexes(doc)), sent_of


def examples(doc: Doc, gold: list) -> list[Example]:
    """(features, class number) of each candidate word of ``doc``; gold events give the class."""
    mentions, spans, _ = context(doc)
    index = _Index(doc, mentions, spans)
    label = {}
    for ev in gold:
        for tok in doc.char_span(ev.start, ev.end, alignment_mode="expand") or ():
            label.setdefault(tok.i, CLASSES.index(ev.type) if ev.type in CLASSES else 1)
    words = event_words()
    out = []
    for tok in doc:
        names = trigger_features(tok, index, words)
        if names is not None:
            out.append((names, label.get(tok.i, 0)))
    return out


def fit(train: list[Example]) -> dict:
    """The model's JSON data, trained on ``train``: features seen MIN_COUNT times or more."""
    counts = Counter(n for names, _ in train for n in set(names))
    vocab = sorted(n for n, k in counts.items() if k >= MIN_COUNT)
    column = {n: i for i, n in enumerate(vocab)}
    rows, cols = [], []
    for r, (names, _) in enumerate(train):
        for c in sorted({column[n] for n in names if n in column}):
            rows.append(r)
            cols.append(c)
    x = csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(train), len(vocab)))
    y = np.array([label for _, label in train])
    model = LogisticRegression(C=C, max_iter=1000)
    model.fit(x, y)
    # Columns in CLASSES order even if a class never occurs in this training set.
    weights = np.zeros((len(vocab), len(CLASSES)))
    bias = np.full(len(CLASSES), -30.0)
    for k, label in enumerate(model.classes_):
        weights[:, label] = model.coef_[k]
        bias[label] = model.intercept_[k]
    # Rounded, and features whose weights all round to zero dropped: a small, stable file.
    weights = np.round(weights, DECIMALS)
    features = {n: [float(w) for w in weights[i]] for i, n in enumerate(vocab) if np.any(weights[i])}
    return {
        "about": "TimeML event detector and class (logistic regression) from TimeBank+AQUAINT; "
        "rebuilt by training/event_model.py",
        "classes": list(CLASSES),
        "threshold": THRESHOLD,
        "bias": [round(float(b), DECIMALS) for b in bias],
        "features": features,
    }


def dump(data: dict) -> str:
    """The JSON text: keys sorted, compact."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def out_of_fold(docs: list, parsed: list[Doc], labelled: list[list[Example]]) -> list[dict]:
    """Kit JSON lines of kg's events on every document, each by the model of the folds without it."""
    rows = []
    for fold in range(FOLDS):
        train = [ex for i, exs in enumerate(labelled) if i % FOLDS != fold for ex in exs]
        model = from_json(fit(train))
        for i in range(fold, len(docs), FOLDS):
            mentions, spans, sent_of = context(parsed[i])
            events = extract_events(parsed[i], mentions, spans, sent_of, docs[i].text, model=model)
            rows.append(
                {
                    "id": docs[i].id,
                    "fold": fold,
                    "events": [{"start": e.start, "end": e.end, "timeml_class": e.timeml_class} for e in events],
                }
            )
        print(f"fold {fold}: trained on {len(train)} words", file=sys.stderr)
    return sorted(rows, key=lambda r: r["id"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kit", type=Path, default=ROOT.parent / "shared" / "eval", help="the evaluation kit")
    parser.add_argument("-o", "--output", type=Path, default=ROOT / "kg" / "extract" / "data" / "event_model.json")
    parser.add_argument("--oof", type=Path, help="write the out-of-fold events here (kit JSON lines)")
    parser.add_argument("--model", default=None, help="spaCy pipeline (default: kg's default)")
    parser.add_argument("--cache", type=Path, help="keep the parses here between runs (spaCy DocBin)")
    args = parser.parse_args(argv)
    if not (args.kit / "corpora.py").exists():
        print(f"no evaluation kit in {args.kit}: pass its folder with --kit", file=sys.stderr)
        return 2
    docs = read_timeml(args.kit)
    nlp = load_model(args.model)
    if args.cache and args.cache.exists():
        parsed = lemmatized(nlp, DocBin().from_disk(args.cache).get_docs(nlp.vocab))
    else:
        parsed = list(parse(nlp, (d.text for d in docs)))
        if args.cache:
            DocBin(docs=parsed).to_disk(args.cache)
    labelled = [examples(doc, d.events) for doc, d in zip(parsed, docs, strict=True)]
    gold = sum(len(d.events) for d in docs)
    found = sum(1 for exs in labelled for _, y in exs if y)
    print(f"{len(docs)} documents, {gold} gold events, {found} on candidate words", file=sys.stderr)
    if args.oof:
        rows = out_of_fold(docs, parsed, labelled)
        args.oof.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    text = dump(fit([ex for exs in labelled for ex in exs]))
    atomic_write_text(args.output, text)
    print(f"{args.output}: {len(text)} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
