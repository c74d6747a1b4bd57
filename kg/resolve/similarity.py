"""How alike two articles are: TF-IDF vectors of their words, names and event words.

One vector an article, made once per build and shared by the stories (which
cluster them) and the event coreference (which weighs how alike the
articles of two mentions are). Entities count by entity resolution's ids,
so "Obama" and "Barack Obama" are one term.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from sys import intern

import numpy as np
from scipy.sparse import coo_matrix, csr_matrix

from kg.model import Extraction, MentionKey


def _english_stop_words() -> frozenset[str]:
    """scikit-learn's English stop words, read from its module file without importing the
    package: ``import sklearn`` brings scipy.stats and pandas along, a large part of a small
    build's start, and nothing else of it is used while building."""
    spec = importlib.util.find_spec("sklearn")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("scikit-learn is not installed (pip install scikit-learn)")
    path = f"{list(spec.submodule_search_locations)[0]}/feature_extraction/_stop_words.py"
    module_spec = importlib.util.spec_from_file_location("_kg_sklearn_stop_words", path)
    if module_spec is None or module_spec.loader is None:
        raise ImportError(f"scikit-learn's stop words are not at {path}")
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return frozenset(module.ENGLISH_STOP_WORDS)


# The stop words TF-IDF leaves out (those of scikit-learn's TfidfVectorizer).
ENGLISH_STOP_WORDS = _english_stop_words()

# How much more a named entity or an event word weighs than a plain word.
ENTITY_WEIGHT = 3
EVENT_WEIGHT = 2
# Prefixes no word can have, marking a term as an entity id or an event lemma.
ENTITY_TOKEN = "\x00e:"
EVENT_TOKEN = "\x00v:"
# A word: letters, with inner apostrophes or hyphens ("o'clock", "re-elect"); no bare number.
WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]")
# Cells of the article product made at a time (rows x articles; nearly all are non-zero):
# its memory, not its result, is bounded, the same whatever the corpus size.
_CELLS_AT_ONCE = 10_000_000
# Bands of rows the article product is made in (see near_pairs): more do less of the square twice,
# each costs a transpose of the rows after it.
_BANDS = 16
# Candidate pairs whose exact cosine is computed at a time: each takes two rows of the matrix,
# so all of them at once would hold the matrix many times over.
_PAIRS_AT_ONCE = 5_000


@dataclass(frozen=True)
class ArticleVectors:
    """Unit-length TF-IDF rows, one an article, and the entity and event terms each was made from
    (:data:`ENTITY_TOKEN`, :data:`EVENT_TOKEN`; as often as they count). Its plain words are not
    kept: they were most of the memory the vectors held through the corpus steps."""

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
        still quadratic, in compiled code, so ``jobs`` threads make the blocks
        (see :func:`near_pairs`).
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
    matrix = tfidf(tokens)
    # Both markers start with NUL, which no word has.
    return ArticleVectors(ids, matrix, [[t for t in words if t[0] == "\x00"] for words in tokens])


def background_vectors(extractions: Sequence[Extraction], entity_of: Mapping[MentionKey, str]) -> ArticleVectors:
    """The vectors of ``extractions`` (rows in their order) weighted by the background table's idf
    (:func:`background_idf`), not the corpus's: each row is a function of its own article alone.

    Event coreference reads these: with the corpus's own document frequencies one article more
    moved every weight, so a story no new article joined was scored anew in every rebuild. Each
    row's entries are in the order of their terms (the columns are the sorted terms), so a dot
    product adds the two rows' shared terms in that order whatever else the corpus holds: two
    articles' cosine is the same double in any corpus that has them both.
    """
    tokens = [_tokens(ex, entity_of) for ex in extractions]
    ids = tuple(ex.article.id for ex in extractions)
    weight = background_idf()
    vocabulary = sorted({t for words in tokens for t in words})
    column = {t: n for n, t in enumerate(vocabulary)}
    idf = np.fromiter((weight(t) for t in vocabulary), dtype=np.float64, count=len(vocabulary))
    indptr = [0]
    indices: list[int] = []
    counts: list[int] = []
    for words in tokens:
        counter: dict[int, int] = {}
        for word in words:
            number = column[word]
            counter[number] = counter.get(number, 0) + 1
        for number in sorted(counter):
            indices.append(number)
            counts.append(counter[number])
        indptr.append(len(indices))
    where = np.asarray(indices, dtype=np.int32)
    data = (np.log(np.asarray(counts, dtype=np.float64)) + 1.0) * idf[where]
    starts = np.asarray(indptr, dtype=np.int32)
    _unit_rows(data, starts)
    matrix = csr_matrix((data, where, starts), shape=(len(tokens), len(vocabulary)))
    return ArticleVectors(ids, matrix, [[t for t in words if t[0] == "\x00"] for words in tokens])


# The background's document frequencies (training/background_idf.py), next to the event model.
BACKGROUND_FILE = "background_idf.json"


@functools.cache
def background_idf() -> Callable[[str], float]:
    """A term's smoothed idf, ln((1 + n) / (1 + df)) + 1, over the background's n documents
    (training/background_idf.py): a word by its document frequency there, an event term by its
    lemma's; a name (an entity id) and a word the background lacks as a word no document has."""
    path = Path(__file__).parent / "events" / "data" / BACKGROUND_FILE
    table = json.loads(path.read_text(encoding="utf-8"))
    total = float(table["documents"]) + 1.0
    known = {word: math.log(total / (df + 1.0)) + 1.0 for word, df in table["df"].items()}
    unseen = math.log(total) + 1.0

    def weight(term: str) -> float:
        if term.startswith(EVENT_TOKEN):
            term = term[len(EVENT_TOKEN) :]
        return known.get(term, unseen)

    return weight


def near_pairs(matrix: csr_matrix, at_least: float, jobs: int = 1) -> csr_matrix:
    """Symmetric dot products of the rows of ``matrix`` that are at least ``at_least``, no diagonal.

    Each pair is multiplied once. The rows are taken in :data:`_BANDS` bands, and a band's
    rows only by the rows from the band's start on (one transpose a band), so the product
    does a little over half the work of the whole square (still quadratic in the articles).
    A pair's value stands for
    its mirror's; only which pairs are near is read (:mod:`kg.resolve.stories`), and the two
    were the same number for every pair at 10,000 articles (each row of
    :func:`article_vectors` lists its terms in the vocabulary's one order, so both sums
    add the same products in the same order). With ``jobs`` > 1, that many threads make
    a band's blocks: scipy multiplies sparse matrices without holding the GIL. The
    blocks are smaller, so the cells held at once stay :data:`_CELLS_AT_ONCE`.
    """
    n = matrix.shape[0]
    jobs = max(1, jobs)
    band = -(-n // _BANDS) if n else 1
    blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    # A block that fails, or a Ctrl-C, cancels the blocks not started (map's results do);
    # those started end within a second or so.
    with ThreadPoolExecutor(jobs, thread_name_prefix="kg-near") if jobs > 1 else nullcontext() as pool:
        for first in range(0, n, band):
            # As CSR, once a band: a CSC operand is converted to CSR by every block's product.
            transposed = matrix[first:].T.tocsr()
            last = min(first + band, n)
            rows = max(1, _CELLS_AT_ONCE // max((n - first) * jobs, 1))
            block = partial(_upper_block, matrix, transposed, first, last, rows, at_least)
            starts = range(first, last, rows)
            blocks += list(pool.map(block, starts)) if pool is not None else [block(start) for start in starts]
            del transposed
    found, cols, values = (np.concatenate(parts) if parts else np.zeros(0) for parts in zip(*blocks))
    del blocks
    both = (np.concatenate((found, cols)), np.concatenate((cols, found)))
    return coo_matrix((np.concatenate((values, values)), both), shape=(n, n)).tocsr()


def _upper_block(
    matrix: csr_matrix, transposed: csr_matrix, first: int, last: int, rows: int, at_least: float, start: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pairs (row, later row, value) at least ``at_least`` of ``rows`` rows from ``start``, up to
    the band's ``last`` row; ``transposed`` is the transpose of the rows from the band's ``first`` on."""
    product = (matrix[start : min(start + rows, last)] @ transposed).tocoo()
    row, col = product.row + start, product.col + first
    keep = (product.data >= at_least) & (col > row)  # each pair once
    return row[keep], col[keep], product.data[keep]


def row_cosines(matrix: csr_matrix, left: np.ndarray, right: np.ndarray) -> np.ndarray:
    """Dot products of the row pairs (``left[i]``, ``right[i]``) of ``matrix``, a batch at a time."""
    values = np.empty(len(left), dtype=np.float64)
    for start in range(0, len(left), _PAIRS_AT_ONCE):
        a = matrix[left[start : start + _PAIRS_AT_ONCE]]
        b = matrix[right[start : start + _PAIRS_AT_ONCE]]
        values[start : start + a.shape[0]] = np.asarray(a.multiply(b).sum(axis=1)).ravel()
    return values


def plain_words(title: str, text: str) -> list[str]:
    """The words of an article's title and text the vectors count (lower-cased, no stop word, as often as written)."""
    return [w for w in WORD.findall(f"{title}\n{text}".lower()) if len(w) > 2 and w not in ENGLISH_STOP_WORDS]


def _tokens(ex: Extraction, entity_of: Mapping[MentionKey, str]) -> list[str]:
    """What an article says, as the terms the vectoriser counts."""
    out = plain_words(ex.article.title, ex.article.text)
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


def tfidf(documents: Sequence[Sequence[str]]) -> csr_matrix:
    """Unit-length rows of sublinear TF-IDF weights (1 + log tf, smoothed idf), one a document.

    The same matrix as scikit-learn's ``TfidfVectorizer(sublinear_tf=True)`` fitted on the
    documents, array for array (columns the terms in sorted order, each row's entries in the
    order the terms were first seen in the corpus, each row's norm summed in that order), so
    the cosines built on it are the same numbers; without importing scikit-learn in a build.
    """
    vocabulary: dict[str, int] = {}
    first_seen: list[int] = []
    indptr = [0]
    counts: list[int] = []
    for words in documents:
        counter: dict[int, int] = {}
        for word in words:
            number = vocabulary.setdefault(word, len(vocabulary))
            counter[number] = counter.get(number, 0) + 1
        for number in sorted(counter):
            first_seen.append(number)
            counts.append(counter[number])
        indptr.append(len(first_seen))
    column = np.empty(len(vocabulary), dtype=np.int32)
    column[[vocabulary[t] for t in sorted(vocabulary)]] = np.arange(len(vocabulary), dtype=np.int32)
    indices = column[np.asarray(first_seen, dtype=np.int64)] if first_seen else np.zeros(0, dtype=np.int32)
    data = np.log(np.asarray(counts, dtype=np.float64)) + 1.0
    df = np.bincount(indices, minlength=len(vocabulary)).astype(np.float64) + 1.0
    idf = np.log(np.full_like(df, len(documents) + 1) / df) + 1.0
    data *= idf[indices]
    starts = np.asarray(indptr, dtype=np.int32)
    _unit_rows(data, starts)
    return csr_matrix((data, indices, starts), shape=(len(documents), len(vocabulary)))


def _unit_rows(data: np.ndarray, indptr: np.ndarray) -> None:
    """Divide each row's values by their L2 norm, in place, the squares added one at a time in
    row order (as scikit-learn's normalize does, so every norm is the same double)."""
    lengths = np.diff(indptr)
    first = indptr[:-1]
    sums = np.zeros(len(lengths))
    for k in range(int(lengths.max(initial=0))):
        rows = np.flatnonzero(lengths > k)
        value = data[first[rows] + k]
        sums[rows] += value * value
    norms = np.sqrt(sums)
    nonzero = sums != 0.0
    row_of = np.repeat(np.arange(len(lengths)), lengths)
    keep = nonzero[row_of]
    data[keep] /= norms[row_of[keep]]
