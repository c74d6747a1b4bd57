"""How alike two articles are: TF-IDF vectors of their words, names and event words.

One vector an article, made once per build and shared by the stories (which
cluster them) and the event coreference (which weighs how alike the
articles of two mentions are). Entities count by entity resolution's ids,
so "Obama" and "Barack Obama" are one term.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy.sparse import coo_matrix, csr_matrix, triu
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
# Terms in more articles than this do not make two articles candidates for being alike
# (they still count in the cosine of a pair that is). A constant, so each article has a
# bounded number of candidates and the cost stays linear in the corpus: news shares its
# common words ("government", "year") across nearly every pair, and the full product
# of 10,000 articles has 10^8 entries.
CANDIDATE_MAX_DF = 100
_PAIRS_AT_ONCE = 200_000  # candidate pairs whose exact cosine is computed at a time


@dataclass(frozen=True)
class ArticleVectors:
    """Unit-length TF-IDF rows, one an article, and the terms each was made from."""

    ids: tuple[str, ...]
    matrix: csr_matrix
    tokens: list[list[str]]

    def row(self) -> dict[str, int]:
        """Article id -> its row."""
        return {aid: i for i, aid in enumerate(self.ids)}

    @functools.cached_property
    def alike(self) -> csr_matrix:
        """Cosine of every pair of articles that may be alike, both ways, no diagonal.

        A pair is here when the two share a term of at most :data:`CANDIDATE_MAX_DF`
        articles; its value is the exact cosine over all their terms. Pairs
        left out share only common words, so their cosine is low: on the ECB+
        articles every pair within the story cut shares such a term.
        """
        return alike_pairs(self.matrix)

    def cosines(self, left: Sequence[int], right: Sequence[int]) -> np.ndarray:
        """The cosine of each pair of rows ``left[i]``, ``right[i]``."""
        return row_cosines(self.matrix, np.asarray(left, dtype=np.int64), np.asarray(right, dtype=np.int64))


def article_vectors(extractions: Sequence[Extraction], entity_of: dict[MentionKey, str]) -> ArticleVectors:
    """The vectors of ``extractions``, rows in their order."""
    tokens = [_tokens(ex, entity_of) for ex in extractions]
    ids = tuple(ex.article.id for ex in extractions)
    if not tokens:
        return ArticleVectors(ids, csr_matrix((0, 0)), tokens)
    vectoriser = TfidfVectorizer(analyzer=_same, sublinear_tf=True, dtype=np.float64)
    return ArticleVectors(ids, vectoriser.fit_transform(tokens).tocsr(), tokens)


def alike_pairs(matrix: csr_matrix, max_df: int = CANDIDATE_MAX_DF) -> csr_matrix:
    """Symmetric cosines of the pairs of rows of ``matrix`` (unit rows) sharing a term of at most ``max_df`` rows."""
    n = matrix.shape[0]
    df = np.bincount(matrix.indices, minlength=matrix.shape[1])
    rare = (matrix[:, np.flatnonzero(df <= max_df)] != 0).astype(np.int32)
    candidates = triu(rare @ rare.T, k=1).tocoo()
    rows, cols = candidates.row, candidates.col
    order = np.lexsort((cols, rows))
    rows, cols = rows[order], cols[order]
    values = row_cosines(matrix, rows, cols)
    keep = values > 0
    rows, cols, values = rows[keep], cols[keep], values[keep]
    both = coo_matrix(
        (np.concatenate([values, values]), (np.concatenate([rows, cols]), np.concatenate([cols, rows]))), shape=(n, n)
    )
    return both.tocsr()


def row_cosines(matrix: csr_matrix, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """Dot products of the row pairs (``left[i]``, ``right[i]``) of ``matrix``, a batch at a time."""
    values = np.empty(len(left), dtype=np.float64)
    for start in range(0, len(left), _PAIRS_AT_ONCE):
        a = matrix[left[start : start + _PAIRS_AT_ONCE]]
        b = matrix[right[start : start + _PAIRS_AT_ONCE]]
        values[start : start + a.shape[0]] = np.asarray(a.multiply(b).sum(axis=1)).ravel()
    return values


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
