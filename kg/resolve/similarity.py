"""How alike two articles are: TF-IDF vectors of their words, names and event words.

One vector an article, made once per build and shared by the stories (which
cluster them) and the event coreference (which weighs how alike the
articles of two mentions are). Entities count by entity resolution's ids,
so "Obama" and "Barack Obama" are one term.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from sys import intern

import numpy as np
from scipy.sparse import coo_matrix, csr_matrix
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
# Cells of the article product made at a time (rows x articles; nearly all are non-zero):
# its memory, not its result, is bounded, to about 240 MB whatever the corpus size.
_CELLS_AT_ONCE = 10_000_000
_PAIRS_AT_ONCE = 5_000  # candidate pairs whose exact cosine is computed at a time: each takes two rows of the matrix (200,000 held 2.6 GB at once at 10,000 articles)


@dataclass(frozen=True)
class ArticleVectors:
    """Unit-length TF-IDF rows, one an article, and the entity and event terms each was made from
    (:data:`ENTITY_TOKEN`, :data:`EVENT_TOKEN`; as often as they count). Its plain words are not
    kept: they were most of the memory the vectors held through the corpus steps (17 kB an article)."""

    ids: tuple[str, ...]
    matrix: csr_matrix
    terms: list[list[str]]

    def row(self) -> dict[str, int]:
        """Article id -> its row."""
        return {aid: i for i, aid in enumerate(self.ids)}

    def near(self, at_least: float, jobs: int = 1) -> csr_matrix:
        """The cosines of the pairs of articles at least ``at_least`` alike, both ways, no diagonal.

        The product of all the articles is nearly dense (news shares its
        common words), so it is made a block of rows at a time and only the
        near pairs are kept: memory follows the near pairs. Its time is
        still quadratic, in compiled code (5 s for 10,000 articles, 36 s for
        30,000), so ``jobs`` threads make the blocks (see :func:`near_pairs`).
        """
        return near_pairs(self.matrix, at_least, jobs)

    def cosines(self, left: Sequence[int], right: Sequence[int]) -> np.ndarray:
        """The cosine of each pair of rows ``left[i]``, ``right[i]``."""
        return row_cosines(self.matrix, np.asarray(left, dtype=np.int64), np.asarray(right, dtype=np.int64))


def article_vectors(extractions: Sequence[Extraction], entity_of: Mapping[MentionKey, str]) -> ArticleVectors:
    """The vectors of ``extractions``, rows in their order."""
    tokens = [_tokens(ex, entity_of) for ex in extractions]
    ids = tuple(ex.article.id for ex in extractions)
    if not tokens:
        return ArticleVectors(ids, csr_matrix((0, 0)), tokens)
    vectoriser = TfidfVectorizer(analyzer=_same, sublinear_tf=True, dtype=np.float64)
    matrix = vectoriser.fit_transform(tokens).tocsr()
    # Both markers start with NUL, which no word has.
    return ArticleVectors(ids, matrix, [[t for t in words if t[0] == "\x00"] for words in tokens])


def near_pairs(matrix: csr_matrix, at_least: float, jobs: int = 1) -> csr_matrix:
    """Symmetric dot products of the rows of ``matrix`` that are at least ``at_least``, no diagonal.

    With ``jobs`` > 1, that many threads make the blocks of the product: scipy
    multiplies sparse matrices without holding the GIL, so two threads take
    half the time (5.1 s against 2.2 s at 10,000 articles) and share the
    matrix without copying it. The blocks are smaller, so the cells held at
    once stay :data:`_CELLS_AT_ONCE`; the pairs are the same.
    """
    n = matrix.shape[0]
    # As CSR, once: a CSC operand is converted to CSR by every block's product (a fifth of the time).
    transposed = matrix.T.tocsr()
    jobs = max(1, jobs)
    rows = max(1, _CELLS_AT_ONCE // max(n * jobs, 1))

    def block(start: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        product = (matrix[start : start + rows] @ transposed).tocoo()
        keep = (product.data >= at_least) & (product.row + start != product.col)
        return product.row[keep] + start, product.col[keep], product.data[keep]

    starts = range(0, n, rows)
    if jobs == 1 or len(starts) == 1:
        blocks = [block(start) for start in starts]
    else:
        # A block that fails, or a Ctrl-C, cancels the blocks not started (map's results do);
        # those started end within a second or so.
        with ThreadPoolExecutor(jobs, thread_name_prefix="kg-near") as pool:
            blocks = list(pool.map(block, starts))
    found, cols, values = (np.concatenate(parts) if parts else np.zeros(0) for parts in zip(*blocks))
    return coo_matrix((values, (found, cols)), shape=(n, n)).tocsr()


def row_cosines(matrix: csr_matrix, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """Dot products of the row pairs (``left[i]``, ``right[i]``) of ``matrix``, a batch at a time."""
    values = np.empty(len(left), dtype=np.float64)
    for start in range(0, len(left), _PAIRS_AT_ONCE):
        a = matrix[left[start : start + _PAIRS_AT_ONCE]]
        b = matrix[right[start : start + _PAIRS_AT_ONCE]]
        values[start : start + a.shape[0]] = np.asarray(a.multiply(b).sum(axis=1)).ravel()
    return values


def _tokens(ex: Extraction, entity_of: Mapping[MentionKey, str]) -> list[str]:
    """What an article says, as the terms the vectoriser counts."""
    text = f"{ex.article.title}\n{ex.article.text}".lower()
    out = [w for w in _WORD.findall(text) if len(w) > 2 and w not in ENGLISH_STOP_WORDS]
    aid = ex.article.id
    for i in range(len(ex.mentions)):
        eid = entity_of.get((aid, i))
        if eid:
            # Shared across articles: they are kept (ArticleVectors.terms) while the events corefer.
            out += [intern(ENTITY_TOKEN + eid)] * ENTITY_WEIGHT
    for ev in ex.events:
        if ev.event_class != "statement":  # "said" is in every story
            out += [intern(EVENT_TOKEN + ev.lemma)] * EVENT_WEIGHT
    return out


def _same(tokens: list[str]) -> list[str]:
    """The vectoriser's analyser: the terms are made already."""
    return tokens
