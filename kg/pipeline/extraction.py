"""One article's extraction, under the safety net: its Doc in, its Extraction (or its error) out.

A bug in kg while parsing, extracting or dating one article must cost only
that article: it becomes an :class:`InputProblem` with status ``error``, the
stage and the exception, and the build goes on (see :func:`failed`).
"""

from __future__ import annotations

import logging
import weakref
from collections import Counter
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace

from spacy.language import Language
from spacy.tokens import Doc

from kg.errors import bug_reason
from kg.extract.credits import inside_any
from kg.extract.entities import extract_mentions, sentence_index
from kg.extract.events import extract_events
from kg.extract.furniture import furniture_spans
from kg.extract.nlp import parse
from kg.model import Article, Extraction, InputProblem
from kg.runtime.memory import paused_gc
from kg.time.dating.placement import place_events
from kg.time.dating.scheduled import scheduled
from kg.time.expressions.detect import detect_timexes, prepare_vocab
from kg.time.normalise.narrative import normalise_all
from kg.time.publication.dateline import find_dateline
from kg.time.publication.dct import find_publication_date, publication_anchor

log = logging.getLogger(__name__)

# What became of one article: its extraction, or why there is none (a bug kg hit on it).
Outcome = Extraction | InputProblem


def extract_batch(nlp: Language, articles: Sequence[Article], batch_size: int) -> list[Outcome]:
    """Parse and extract a batch; an article kg fails on becomes an error, the rest go on.

    spaCy parses a batch together, so when it fails the articles not yet
    yielded are parsed again one at a time, to find the one at fault.

    The batch runs in a spaCy memory zone (see :func:`_zone`): the words it
    added to the vocabulary are dropped when it ends, so a worker's memory does
    not grow with the corpus. What it returns holds no Doc, Token, Span or
    string hash, only Python values.
    """
    # Built before the zone: the time matcher's pattern strings must outlive it.
    prepare_vocab(nlp.vocab)
    _frequent_words(nlp).remember(nlp, [a.text for a in articles])
    # The cycle collector waits for the batch's end: parsing and extracting make and drop
    # millions of small acyclic objects, which reference counting frees, and its scans of
    # them found nothing to collect. What a batch leaves in cycles is collected after it.
    with _zone(nlp), paused_gc():
        return _extract_batch(nlp, articles, batch_size)


def _zone(nlp: Language) -> AbstractContextManager[object]:
    """``nlp.memory_zone()`` (spaCy 3.8+): strings and lexemes added inside are freed at its end.

    spaCy's string store otherwise keeps every new word, name and number it
    meets for the life of the process.
    """
    zone = getattr(nlp, "memory_zone", None)
    return zone() if zone is not None else nullcontext()


class _FrequentWords:
    """The words met again and again, tokenized outside the memory zone so spaCy keeps them.

    Inside a memory zone spaCy's tokenizer caches nothing and every word it makes is
    dropped at the end: each "the" of a batch is split by the prefix, suffix and infix
    rules again, and every word of the next batch is made again, with the time matcher's
    lexeme flags. Before a batch, the whitespace-delimited words seen twice (in this batch
    and the ones before) are tokenized once outside the zone, where the tokenizer keeps
    them as it does without a zone: the same tokens, and memory still bounded, by the
    tokenizer's own cache size.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.seen: Counter[str] = Counter()
        self.kept: set[str] = set()

    def remember(self, nlp: Language, texts: Sequence[str]) -> None:
        """Count the words of ``texts``; tokenize outside any zone those now seen twice."""
        if len(self.kept) >= self.limit:
            return
        if len(self.seen) > _SEEN_WORDS:
            self.seen.clear()  # a long build meets ever more words; forget the rare ones now and then
        self.seen.update(word for text in texts for word in text.split())
        new = [w for w, n in self.seen.items() if n > 1 and w not in self.kept][: self.limit - len(self.kept)]
        if new:
            self.kept.update(new)
            nlp.tokenizer(" ".join(new))


# Distinct words :class:`_FrequentWords` counts before it starts afresh.
_SEEN_WORDS = 100_000
# One memory a pipeline, kept from batch to batch.
_FREQUENT: weakref.WeakKeyDictionary[Language, _FrequentWords] = weakref.WeakKeyDictionary()


def _frequent_words(nlp: Language) -> _FrequentWords:
    found = _FREQUENT.get(nlp)
    if found is None:
        # No more than the tokenizer itself keeps: past that it would cache none of them.
        found = _FREQUENT[nlp] = _FrequentWords(getattr(nlp.tokenizer, "max_cache_size", 0))
    return found


def _extract_batch(nlp: Language, articles: Sequence[Article], batch_size: int) -> list[Outcome]:
    out: list[Outcome] = []
    docs = parse(nlp, (a.text for a in articles), batch_size)
    for article in articles:
        try:
            doc = next(docs)
        except Exception:
            return out + [_parse_alone(nlp, a) for a in articles[len(out) :]]
        out.append(_extract_safely(article, doc))
    return out


def _parse_alone(nlp: Language, article: Article) -> Outcome:
    try:
        doc = next(parse(nlp, [article.text], 1))
    except Exception as exc:
        return failed(article, "parsing", exc)
    return _extract_safely(article, doc)


def _extract_safely(article: Article, doc: Doc) -> Outcome:
    try:
        ex = _extract(article, doc)
    except Exception as exc:
        return failed(article, "extracting", exc)
    try:
        return normalise_times(ex)
    except Exception as exc:
        return failed(article, "dating", exc)


def failed(article: Article, stage: str, exc: Exception) -> InputProblem:
    """The report's entry for an article kg failed on: a bug in kg, not bad input.

    Only ``Exception`` is caught by the callers: Ctrl-C (``KeyboardInterrupt``)
    and ``SystemExit`` still stop the build.

    >>> failed(Article(id="a", text="x", path="a.txt"), "dating", ValueError("no")).reason
    'kg bug while dating: ValueError: no (the article was left out; please report this as a bug, with the article)'
    """
    log.debug("kg failed while %s %s", stage, article.path or article.id, exc_info=exc)
    return InputProblem(article.path or article.id, bug_reason(stage, exc), article.line, "error", stage)


def extract_doc(article: Article, doc: Doc) -> Extraction:
    """Everything one article yields, with times normalised on its own evidence."""
    return normalise_times(_extract(article, doc))


def _extract(article: Article, doc: Doc) -> Extraction:
    """What one article's Doc yields, times detected but not yet normalised."""
    sent_of = sentence_index(doc)
    sentences = tuple((s.start_char, s.end_char) for s in doc.sents)
    spans = tuple(detect_timexes(doc))
    # Ads, handle lists, menus and link lists a page left in the text name no actor and tell no event.
    furniture = furniture_spans(article.text)
    mentions = tuple(extract_mentions(doc, sent_of, furniture, article.text))
    events = tuple(
        ev
        for ev in extract_events(doc, mentions, spans, sent_of, article.text)
        if not inside_any(ev.start, ev.end, furniture)
    )
    dct = find_publication_date(article)
    return Extraction(
        article=article,
        dct=dct,
        sentences=sentences,
        timex_spans=spans,
        mentions=mentions,
        events=events,
        dateline=find_dateline(article.text),
    )


def normalise_times(ex: Extraction) -> Extraction:
    """Normalise every detected span against the article's publication date, then place every
    event in time."""
    anchor = publication_anchor(ex.article, ex.dct)
    # "takes effect Nov. 13" in an article of 2 November is still to come (kg.time.dating.scheduled).
    return place_events(scheduled(replace(ex, timexes=tuple(normalise_all(list(ex.timex_spans), anchor)))))
