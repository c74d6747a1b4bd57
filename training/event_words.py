"""Rebuild kg/extract/data/event_words.json from the ECB+ training topics.

Usage (from the repository root, with kg installed)::

    python training/event_words.py [--eval ../shared/eval] [-o kg/extract/data/event_words.json]

Reads the evaluation kit's ECB+ texts and gold (``data/dev/ecbplus``), parses
the articles of the training topics with kg's own pipeline, and counts, for
every word kg could take as an event (a noun, proper noun, verb or adjective
outside a name and a time expression, in a validated sentence), whether the
annotators marked it as one. The dev topics are never read. Same kit, same
model: the same bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

from spacy.tokens import Doc

from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.event_words import POS_TAGS, suffix_of
from kg.extract.events import candidate_key
from kg.extract.nlp import load_model, parse
from kg.files import atomic_write_text
from kg.time.expressions.detect import detect_timexes

ROOT = Path(__file__).resolve().parent.parent
# The common split (Barhom et al. 2019): these topics are for judging, never for training.
DEV_TOPICS = frozenset({"2", "5", "12", "18", "21", "23", "34", "35"})
# A word is an event when its smoothed rate reaches this (EventWords.is_event). Set on the ECB+
# dev topics when this table alone decided; kg's extraction no longer reads it (the event
# detector of training/event_model.py takes the rate as a feature), so nothing kg does is chosen
# on dev here. Kept so the shipped table stays what this script makes.
THRESHOLD = 0.4
# Pseudo-counts pulling a rarely seen lemma (suffix) towards its suffix's (POS's) rate.
LEMMA_PRIOR = 5.0
SUFFIX_PRIOR = 5.0

Counts = dict[tuple[str, str], list[int]]


def read_articles(folder: Path) -> list[tuple[str, dict]]:
    """(text, gold) of every training-topic article, in the file's order."""
    texts = {}
    with (folder / "dev.in.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            texts[row["id"]] = row["text"]
    out = []
    with (folder / "dev.gold.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            gold = json.loads(line)
            if gold["topic"] not in DEV_TOPICS and gold["id"] in texts:
                out.append((texts[gold["id"]], gold))
    return out


def labelled_words(doc: Doc, gold: dict) -> Iterator[tuple[tuple[str, str], bool]]:
    """Each candidate word of the validated sentences with whether it triggers a gold event.

    A gold event of several words ("checked into rehab") counts for its syntactic head
    only; its other words are left out, neither events nor non-events.
    """
    sent_of = sentence_index(doc)
    taken = set()
    for span in (*extract_mentions(doc, sent_of), *detect_timexes(doc)):
        taken.update(t.i for t in doc.char_span(span.start, span.end, alignment_mode="expand") or ())
    heads, inside = set(), set()
    for start, end, _instance, _tag in gold["events"]:
        words = doc.char_span(start, end, alignment_mode="expand")
        if words is not None and len(words):
            heads.add(words.root.i)
            inside.update(t.i for t in words)
    scored = gold["scored"]
    for tok in doc:
        if tok.i in taken or not any(a <= tok.idx < b for a, b in scored):
            continue
        if tok.i in inside and tok.i not in heads:
            continue
        key = candidate_key(tok)
        if key is not None:
            yield key, tok.i in heads


def count(pairs: Iterable[tuple[tuple[str, str], bool]]) -> Counts:
    """(POS, lemma) -> [occurrences, events]."""
    counts: Counts = defaultdict(lambda: [0, 0])
    for key, is_event in pairs:
        counts[key][0] += 1
        counts[key][1] += int(is_event)
    return dict(counts)


def build(counts: Counts, threshold: float = THRESHOLD) -> dict:
    """The table: rates by POS, by POS and suffix, by POS and lemma, each smoothed towards the one before."""
    pos_n: dict[str, list[int]] = {p: [0, 0] for p in POS_TAGS}
    suffix_n: dict[str, dict[str, list[int]]] = {p: defaultdict(lambda: [0, 0]) for p in POS_TAGS}
    for (pos, lemma), (n, k) in counts.items():
        pos_n[pos][0] += n
        pos_n[pos][1] += k
        suffix = suffix_of(lemma)
        if suffix:
            suffix_n[pos][suffix][0] += n
            suffix_n[pos][suffix][1] += k
    pos_rate = {p: k / n if n else 0.0 for p, (n, k) in pos_n.items()}
    suffix_rate = {
        p: {s: (k + SUFFIX_PRIOR * pos_rate[p]) / (n + SUFFIX_PRIOR) for s, (n, k) in table.items()}
        for p, table in suffix_n.items()
    }
    lemma_rate: dict[str, dict[str, float]] = {p: {} for p in POS_TAGS}
    for (pos, lemma), (n, k) in counts.items():
        prior = suffix_rate[pos].get(suffix_of(lemma), pos_rate[pos])
        lemma_rate[pos][lemma] = (k + LEMMA_PRIOR * prior) / (n + LEMMA_PRIOR)
    return {
        "about": "P(event | lemma, coarse POS) from the ECB+ training topics; rebuilt by training/event_words.py",
        "threshold": threshold,
        "pos": {p: round(r, 3) for p, r in sorted(pos_rate.items())},
        "suffix": {p: {s: round(r, 3) for s, r in sorted(t.items())} for p, t in sorted(suffix_rate.items())},
        "lemma": {p: {w: round(r, 3) for w, r in sorted(t.items())} for p, t in sorted(lemma_rate.items())},
    }


def dump(table: dict) -> str:
    """The JSON text, keys sorted and one lemma table a line: small, stable and diffable."""
    return json.dumps(table, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", type=Path, default=ROOT.parent / "shared" / "eval", help="the evaluation kit")
    parser.add_argument("-o", "--output", type=Path, default=ROOT / "kg" / "extract" / "data" / "event_words.json")
    parser.add_argument("--model", default=None, help="spaCy pipeline (default: kg's default)")
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    args = parser.parse_args(argv)
    folder = args.eval / "data" / "dev" / "ecbplus"
    if not (folder / "dev.gold.jsonl").exists():
        print(f"no ECB+ gold in {folder}: pass the evaluation kit's folder with --eval", file=sys.stderr)
        return 2
    articles = read_articles(folder)
    nlp = load_model(args.model)
    docs = parse(nlp, (text for text, _ in articles))
    counts = count(pair for doc, (_, gold) in zip(docs, articles, strict=True) for pair in labelled_words(doc, gold))
    text = dump(build(counts, args.threshold))
    atomic_write_text(args.output, text)
    print(f"{args.output}: {sum(n for n, _ in counts.values())} words, {len(counts)} lemmas", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
