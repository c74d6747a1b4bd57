"""The one public entry point: articles in, a resolved corpus and its graph out.

``build_graph`` is what the CLI and the tests call. Extraction is per
article (pure, over a spaCy Doc); dating, resolution and the graph are
corpus steps that run on the extractions.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import networkx as nx
from spacy.language import Language
from spacy.tokens import Doc

from kg.aliases import Aliases, drop_ignored, load_aliases
from kg.anchoring import date_statements
from kg.coref import resolve_events
from kg.entities import extract_mentions, sentence_index
from kg.events import extract_events
from kg.gazetteer import add_known_names
from kg.graph import corpus_graph
from kg.ingest import read_inputs
from kg.corpus_dates import place_undated
from kg.model import Article, Corpus, Extraction, InputProblem, PublicationDate
from kg.names import name_key
from kg.nlp import load_model
from kg.resolve import resolve_entities
from kg.temporal import complete_partial, detect_timexes, find_publication_date, normalise_all

# Called after each article with (articles done, articles in all).
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Build:
    """What one build produced: the graph, the corpus behind it, and skipped inputs."""

    graph: nx.MultiDiGraph
    corpus: Corpus
    model: str

    @property
    def problems(self) -> tuple[InputProblem, ...]:
        return self.corpus.problems


def build_graph(paths: Iterable[str | Path], *, model: str | Language | None = None,
                aliases: Aliases | str | Path | None = None, progress: Progress | None = None,
                batch_size: int = 32) -> Build:
    """Read, extract, date, resolve and link every article under ``paths``.

    >>> build = build_graph(["seeds"])            # doctest: +SKIP
    >>> build.graph.number_of_nodes() > 0         # doctest: +SKIP
    True
    """
    if aliases is not None and not isinstance(aliases, Aliases):
        aliases = load_aliases(aliases)
    nlp = model if isinstance(model, Language) else load_model(model)
    articles: list[Article] = []
    problems: list[InputProblem] = []
    for item in read_inputs(paths):
        (articles if isinstance(item, Article) else problems).append(item)
    extractions = list(extract_articles(articles, nlp, progress=progress, batch_size=batch_size))
    corpus = resolve_corpus(extractions, problems, aliases)
    name = f"{nlp.meta.get('lang', 'xx')}_{nlp.meta.get('name', '?')}-{nlp.meta.get('version', '?')}"
    return Build(graph=corpus_graph(corpus), corpus=corpus, model=name)


def extract_articles(articles: Sequence[Article], nlp: Language, *, progress: Progress | None = None,
                     batch_size: int = 32) -> Iterator[Extraction]:
    """Parse articles with ``nlp.pipe`` and yield one extraction each, in input order."""
    docs = nlp.pipe((a.text for a in articles), batch_size=batch_size)
    for done, (article, doc) in enumerate(zip(articles, docs), 1):
        yield extract_doc(article, doc)
        if progress:
            progress(done, len(articles))


def extract_doc(article: Article, doc: Doc) -> Extraction:
    """Everything one article yields, with times normalised on its own evidence."""
    sent_of = sentence_index(doc)
    sentences = tuple((s.start_char, s.end_char) for s in doc.sents)
    spans = tuple(detect_timexes(doc))
    mentions = tuple(extract_mentions(doc, sent_of))
    events = tuple(extract_events(doc, mentions, spans, sent_of))
    dct = find_publication_date(article)
    ex = Extraction(article=article, dct=dct, sentences=sentences, timex_spans=spans,
                    mentions=mentions, events=events)
    return normalise_times(ex)


def normalise_times(ex: Extraction) -> Extraction:
    """Normalise every detected span against the article's publication date, then
    date the statements that name no day of their own from the narrative."""
    anchor = dt.date.fromisoformat(ex.dct.value) if ex.dct.value else None
    return date_statements(replace(ex, timexes=tuple(normalise_all(list(ex.timex_spans), anchor))))


def resolve_corpus(extractions: Sequence[Extraction], problems: Sequence[InputProblem] = (),
                   aliases: Aliases | None = None) -> Corpus:
    """The corpus steps: date undated articles, re-anchor their times, find names the
    model missed, resolve entities, corefer events."""
    extractions = add_known_names(date_from_corpus(extractions))
    if aliases is not None:
        extractions = [drop_ignored(ex, aliases) for ex in extractions]
    entities, entity_of = resolve_entities(extractions, aliases)
    events, event_of = resolve_events(extractions, entity_of)
    return Corpus(extractions=tuple(extractions), entities=tuple(entities), events=tuple(events),
                  entity_of=entity_of, event_of=event_of, problems=tuple(problems))


def date_from_corpus(extractions: Sequence[Extraction]) -> list[Extraction]:
    """Fill in publication dates the articles could not give themselves.

    A dateline without a year takes the year of the other articles' dates;
    an article with no date at all is placed by the articles it shares names
    with. Articles whose date changed have their times normalised again.
    """
    known = [dt.date.fromisoformat(ex.dct.value) for ex in extractions if ex.dct.value]
    out = []
    for ex in extractions:
        if ex.dct.value is None and ex.dct.partial:
            ex = _redated(ex, complete_partial(ex.dct, known))
        out.append(ex)
    placed = place_undated([ex.dct for ex in out], [_names(ex) for ex in out],
                           [[(s.text, s.tense) for s in ex.timex_spans] for ex in out])
    return [ex if dct == ex.dct else _redated(ex, dct) for ex, dct in zip(out, placed)]


def _redated(ex: Extraction, dct: PublicationDate) -> Extraction:
    if dct == ex.dct:
        return ex
    return normalise_times(replace(ex, dct=dct))


def _names(ex: Extraction) -> set[str]:
    return {name_key(m.name) for m in ex.mentions}
