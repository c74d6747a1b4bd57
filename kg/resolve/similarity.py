"""How alike two articles are: TF-IDF vectors of their words, names and event words.

One vector an article, made once per build and shared by the stories (which
cluster them) and the event coreference (which weighs how alike the
articles of two mentions are). Entities count by entity resolution's ids,
so "Obama" and "Barack Obama" are one term.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfVectorizer

from kg.model import Extraction

MentionKey = tuple[str, int]
# How much more a named entity or an event word weighs than a plain word.
ENTITY_WEIGHT = 3
EVENT_WEIGHT = 2
# Prefixes no word can have, marking a term as an entity id or an event lemma.
ENTITY_TOKEN = "\x00e:"
EVENT_TOKEN = "\x00v:"
_WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]")


@dataclass(frozen=True)
class ArticleVectors:
    """Unit-length TF-IDF rows, one an article, and the terms each was made from."""

    ids: tuple[str, ...]
    matrix: csr_matrix
    tokens: list[list[str]]

    def row(self) -> dict[str, int]:
        """Article id -> its row."""
        return {aid: i for i, aid in enumerate(self.ids)}


def article_vectors(extractions: Sequence[Extraction], entity_of: dict[MentionKey, str]) -> ArticleVectors:
    """The vectors of ``extractions``, rows in their order."""
    tokens = [_tokens(ex, entity_of) for ex in extractions]
    ids = tuple(ex.article.id for ex in extractions)
    if not tokens:
        return ArticleVectors(ids, csr_matrix((0, 0)), tokens)
    vectoriser = TfidfVectorizer(analyzer=_same, sublinear_tf=True, dtype=np.float64)
    return ArticleVectors(ids, vectoriser.fit_transform(tokens).tocsr(), tokens)


def _tokens(ex: Extraction, entity_of: dict[MentionKey, str]) -> list[str]:
    """What an article says, as the terms the vectoriser counts."""
    text = f"{ex.article.title}\n{ex.article.text}".lower()
    out = [w for w in _WORD.findall(text) if len(w) > 2 and w not in ENGLISH_STOP_WORDS]
    aid = ex.article.id
    for i in range(len(ex.mentions)):
        eid = entity_of.get((aid, i))
        if eid:
            out += [ENTITY_TOKEN + eid] * ENTITY_WEIGHT
    for ev in ex.events:
        if ev.event_class != "statement":  # "said" is in every story
            out += [EVENT_TOKEN + ev.lemma] * EVENT_WEIGHT
    return out


def _same(tokens: list[str]) -> list[str]:
    """The vectoriser's analyser: the terms are made already."""
    return tokens
