"""Train kg's event detector and TimeML classifier; write kg/extract/data/event_model.json.

Usage (from the repository root, with kg and scikit-learn installed)::

    python training/event_model.py [--kit ../shared/eval] [-o kg/extract/data/event_model.json]
        [--oof FILE]

Reads the evaluation kit's TimeML documents (TimeBank 1.2 + AQUAINT,
``data/dev/timebank-aquaint``), parses them with kg's own pipeline, and labels
every word kg could take as an event (:func:`kg.extract.events.trigger_features`
is not None) with the class of the gold EVENT on it, or NONE. A multinomial
logistic regression over those words' features gives the class. Whether a word
is an event at all is a second, binary logistic regression over the same
features, learnt from those words and from the validated sentences of the ECB+
train topics (``data/dev/ecbplus``, every topic but the dev ones 2, 5, 12, 18,
21, 23, 34, 35), whose annotators mark events TimeML leaves out ("murder",
"death" in a headline) and which event coreference is learnt on.

Honest figures: the documents are cut into 5 folds (by sorted document id,
round robin); each fold's documents are run through kg's event extraction with
a model trained on the other four folds, and ``--oof FILE`` writes those
out-of-fold events as kit JSON lines (``bench.py score`` reads them): every
document scored by a model that never saw it. The shipped model is trained on
all documents. MEANTIME and the ECB+ dev topics are not read: they stay held
out. Same kit, same kg, same bytes.
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

from kg.extract.doc_index import DocIndex  # noqa: E402
from kg.extract.entities import extract_mentions, sentence_index  # noqa: E402
from kg.extract.event_model import NONE, TIMEML_CLASSES, from_json  # noqa: E402
from kg.extract.event_words import event_words  # noqa: E402
from kg.extract.events import extract_events, trigger_features  # noqa: E402
from kg.extract.nlp import load_model, parse  # noqa: E402
from kg.files import atomic_write_text  # noqa: E402
from kg.time.expressions.detect import detect_timexes  # noqa: E402

CLASSES = (NONE, *TIMEML_CLASSES)
FOLDS = 5
# A feature seen fewer times than this in the training words is dropped: it keeps the file
# small and the weights off one-off words.
MIN_COUNT = 3
# Inverse regularisation strength of the logistic regression.
C = 1.0
# A word is an event when the detector's P(event) reaches THRESHOLD: set above the argmax
# rule's one half, for precision (a word drawn as an event that is none is what a reader
# sees first); read off the out-of-fold precision and recall the script prints.
THRESHOLD = 0.5
ECB_DEV_TOPICS = frozenset({2, 5, 12, 18, 21, 23, 34, 35})
DECIMALS = 3

Example = tuple[list[str], int]


def read_timeml(kit: Path) -> list:
    """The kit's TimeML documents (its own reader), sorted by id."""
    sys.path.insert(0, str(kit))
    from corpora import read_corpus  # the kit's reader: the gold as the scorer sees it

    docs = [d for d in read_corpus(kit / "data" / "dev" / "timebank-aquaint") if d.format == "timeml"]
    return sorted(docs, key=lambda d: d.id)


def parsed_texts(nlp: Language, texts: list[str], cache: Path | None) -> list[Doc]:
    """``texts`` parsed as kg parses them; with ``cache``, read from that DocBin when it exists
    (lemmas restored: :func:`lemmatized`), else written there for the next run."""
    if cache and cache.exists():
        return lemmatized(nlp, DocBin().from_disk(cache).get_docs(nlp.vocab))
    parsed = list(parse(nlp, texts))
    if cache:
        DocBin(docs=parsed).to_disk(cache)
    return parsed


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
    index = DocIndex(doc, mentions, spans)
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


def read_ecb(kit: Path) -> list[tuple[str, str, dict]]:
    """(id, text, gold) of the ECB+ articles of the train topics, sorted by id."""
    folder = kit / "data" / "dev" / "ecbplus"
    texts = {}
    for line in (folder / "dev.in.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        texts[record["id"]] = record["text"]
    out = []
    for line in (folder / "dev.gold.jsonl").open(encoding="utf-8"):
        gold = json.loads(line)
        if int(gold["id"].split("_")[0]) not in ECB_DEV_TOPICS:
            out.append((gold["id"], texts[gold["id"]], gold))
    return sorted(out, key=lambda a: a[0])


def ecb_examples(doc: Doc, gold: dict) -> list[Example]:
    """(features, 1 for an event else 0) of each candidate word in ``doc``'s validated sentences."""
    mentions, spans, _ = context(doc)
    index = DocIndex(doc, mentions, spans)
    events = set()
    for start, end, _instance, _tag in gold["events"]:
        events.update(tok.i for tok in doc.char_span(start, end, alignment_mode="expand") or ())
    words = event_words()
    out = []
    for tok in doc:
        if not any(start <= tok.idx < end for start, end in gold["scored"]):
            continue
        names = trigger_features(tok, index, words)
        if names is not None:
            out.append((names, int(tok.i in events)))
    return out


def _matrix(train: list[Example], column: dict[str, int]) -> csr_matrix:
    rows, cols = [], []
    for r, (names, _) in enumerate(train):
        for c in sorted({column[n] for n in names if n in column}):
            rows.append(r)
            cols.append(c)
    return csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(train), len(column)))


def fit(train: list[Example], detect: list[Example]) -> dict:
    """The model's JSON data: the class model trained on ``train``, the detector on ``train``
    (any class an event) and ``detect`` (ECB+: 1 an event, 0 none); features seen MIN_COUNT
    times or more in either."""
    both = train + detect
    counts = Counter(n for names, _ in both for n in set(names))
    vocab = sorted(n for n, k in counts.items() if k >= MIN_COUNT)
    column = {n: i for i, n in enumerate(vocab)}
    x = _matrix(train, column)
    y = np.array([label for _, label in train])
    model = LogisticRegression(C=C, max_iter=1000)
    model.fit(x, y)
    detector = LogisticRegression(C=C, max_iter=1000)
    detector.fit(_matrix(both, column), np.array([int(label > 0) for _, label in both]))
    # Columns in CLASSES order even if a class never occurs in this training set; the detector last.
    weights = np.zeros((len(vocab), len(CLASSES) + 1))
    bias = np.full(len(CLASSES), -30.0)
    for k, label in enumerate(model.classes_):
        weights[:, label] = model.coef_[k]
        bias[label] = model.intercept_[k]
    weights[:, len(CLASSES)] = detector.coef_[0]
    # Rounded, and features whose weights all round to zero dropped: a small, stable file.
    weights = np.round(weights, DECIMALS)
    features = {n: [float(w) for w in weights[i]] for i, n in enumerate(vocab) if np.any(weights[i])}
    return {
        "about": "TimeML event class (logistic regression) from TimeBank+AQUAINT, event detector "
        "(logistic regression) from TimeBank+AQUAINT and the ECB+ train topics; rebuilt by training/event_model.py",
        "classes": list(CLASSES),
        "threshold": THRESHOLD,
        "bias": [round(float(b), DECIMALS) for b in bias],
        "detector_bias": round(float(detector.intercept_[0]), DECIMALS),
        "features": features,
    }


def dump(data: dict) -> str:
    """The JSON text: keys sorted, compact."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def out_of_fold(docs: list, parsed: list[Doc], labelled: list[list[Example]], detect: list[Example]) -> list[dict]:
    """Kit JSON lines of kg's events on every document, each by the model of the folds without it
    (and of all of ``detect``, the ECB+ train topics' words)."""
    rows = []
    for fold in range(FOLDS):
        train = [ex for i, exs in enumerate(labelled) if i % FOLDS != fold for ex in exs]
        model = from_json(fit(train, detect))
        for i in range(fold, len(docs), FOLDS):
            mentions, spans, sent_of = context(parsed[i])
            events = extract_events(parsed[i], mentions, spans, sent_of, docs[i].text, model=model)
            rows.append(
                {
                    "id": docs[i].id,
                    "fold": fold,
                    "events": [
                        {"start": e.start, "end": e.end, "timeml_class": e.timeml_class, "factuality": e.factuality}
                        for e in events
                    ],
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
    parser.add_argument("--ecb-cache", type=Path, help="the same for the ECB+ train articles")
    args = parser.parse_args(argv)
    if not (args.kit / "corpora.py").exists():
        print(f"no evaluation kit in {args.kit}: pass its folder with --kit", file=sys.stderr)
        return 2
    docs = read_timeml(args.kit)
    nlp = load_model(args.model)
    parsed = parsed_texts(nlp, [d.text for d in docs], args.cache)
    labelled = [examples(doc, d.events) for doc, d in zip(parsed, docs, strict=True)]
    ecb = read_ecb(args.kit)
    ecb_parsed = parsed_texts(nlp, [text for _, text, _ in ecb], args.ecb_cache)
    detect = [ex for doc, (_, _, gold) in zip(ecb_parsed, ecb, strict=True) for ex in ecb_examples(doc, gold)]
    print(f"{len(ecb)} ECB+ train articles, {len(detect)} words, {sum(y for _, y in detect)} events", file=sys.stderr)
    gold = sum(len(d.events) for d in docs)
    found = sum(1 for exs in labelled for _, y in exs if y)
    print(f"{len(docs)} documents, {gold} gold events, {found} on candidate words", file=sys.stderr)
    if args.oof:
        rows = out_of_fold(docs, parsed, labelled, detect)
        args.oof.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    text = dump(fit([ex for exs in labelled for ex in exs], detect))
    atomic_write_text(args.output, text)
    print(f"{args.output}: {len(text)} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
