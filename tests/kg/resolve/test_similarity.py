"""How alike articles are: the near pairs of the article product, made a block at a time."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from scipy.sparse import csr_matrix

import kg.resolve.similarity as similarity
from kg.model import Article, Extraction, PublicationDate
from kg.resolve.similarity import article_vectors, background_vectors


def _unit_rows(n: int, terms: int, seed: int = 7) -> csr_matrix:
    rng = np.random.default_rng(seed)
    dense = rng.random((n, terms)) * (rng.random((n, terms)) < 0.3)
    dense[dense.sum(axis=1) == 0, 0] = 1.0
    return csr_matrix(dense / np.linalg.norm(dense, axis=1, keepdims=True))


@pytest.mark.parametrize("bands", [1, 4, 16, 100])
@pytest.mark.parametrize("jobs", [1, 3])
@pytest.mark.parametrize("cells", [1, 7, 40, 10_000_000])
def test_near_pairs_are_the_same_whatever_the_block_size_bands_and_threads(monkeypatch, cells, jobs, bands):
    matrix = _unit_rows(23, 9)
    full = (matrix @ matrix.T).toarray()
    np.fill_diagonal(full, 0.0)
    full[full < 0.5] = 0.0
    monkeypatch.setattr(similarity, "_CELLS_AT_ONCE", cells)  # one row a block, up to all rows at once
    monkeypatch.setattr(similarity, "_BANDS", bands)
    near = similarity.near_pairs(matrix, 0.5, jobs)
    assert np.allclose(near.toarray(), full) and (near != near.T).nnz == 0


class _Rows(csr_matrix):
    """A matrix that records the threads its blocks of rows are taken on, and can fail one block."""

    threads: set[str]
    taken: list[int]
    fail_at: int = -1
    # The first blocks wait here for each other: a pool whose first thread is idle again
    # takes the next block itself, so without it whether a second thread starts is a race.
    meet: threading.Barrier | None = None

    def __getitem__(self, key):
        if isinstance(key, slice) and key.stop is not None:  # a block; a band's rest is transposed whole
            self.taken.append(key.start)
            self.threads.add(threading.current_thread().name)
            if key.start == self.fail_at:
                raise KeyboardInterrupt
            if self.meet is not None and key.start < self.meet.parties:
                self.meet.wait(timeout=30)  # broken (and the test failed) unless they run at once
        return super().__getitem__(key)


def _rows(n: int, fail_at: int = -1, meet: int = 0) -> _Rows:
    matrix = _Rows(_unit_rows(n, 9))
    matrix.threads, matrix.taken, matrix.fail_at = set(), [], fail_at
    matrix.meet = threading.Barrier(meet) if meet else None
    return matrix


def test_near_pairs_with_jobs_make_the_blocks_on_that_many_threads(monkeypatch):
    monkeypatch.setattr(similarity, "_CELLS_AT_ONCE", 1)  # one row a block
    monkeypatch.setattr(similarity, "_BANDS", 4)  # bands of 10 rows: blocks 0 and 1 are sent together
    single, threaded = _rows(40), _rows(40, meet=2)
    similarity.near_pairs(single, 0.5)
    similarity.near_pairs(threaded, 0.5, jobs=2)
    assert single.threads == {threading.current_thread().name}
    assert len(threaded.threads) == 2 and threading.current_thread().name not in threaded.threads
    assert sorted(threaded.taken) == single.taken == list(range(40))


def test_a_ctrl_c_in_one_block_stops_the_blocks_not_started(monkeypatch):
    """The threads must not go on making the rest of a large product after a Ctrl-C."""
    monkeypatch.setattr(similarity, "_CELLS_AT_ONCE", 1)
    matrix = _rows(200, fail_at=1)
    with pytest.raises(KeyboardInterrupt):
        similarity.near_pairs(matrix, 0.5, jobs=2)
    assert len(matrix.taken) < 20


def test_tfidf_is_scikit_learns_matrix_array_for_array():
    """The build's own TF-IDF gives the cosines scikit-learn's did: the same data, columns
    and row order (terms first seen in another document come first in a row), bit for bit."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    rng = np.random.default_rng(7)
    words = [f"w{i:03d}" for i in range(300)] + ["\x00e:x1", "\x00v:vote"]
    docs = [list(rng.choice(words, size=int(rng.integers(1, 400)))) for _ in range(40)]
    docs.append(["zebra", "apple", "zebra"])  # first-seen order differs from sorted order
    expected = TfidfVectorizer(analyzer=lambda d: d, sublinear_tf=True, dtype=np.float64).fit_transform(docs).tocsr()
    got = similarity.tfidf(docs)
    assert type(got) is type(expected) and got.shape == expected.shape
    for name in ("data", "indices", "indptr"):
        a, b = getattr(got, name), getattr(expected, name)
        assert a.dtype == b.dtype and a.tobytes() == b.tobytes(), name


def test_stop_words_are_scikit_learns():
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    assert similarity.ENGLISH_STOP_WORDS == ENGLISH_STOP_WORDS


def test_a_build_does_not_import_scikit_learn():
    """Importing scikit-learn (with scipy.stats and pandas) was a large part of a small build's start."""
    import subprocess
    import sys

    code = (
        "import sys, kg.cli, kg.pipeline.build, kg.pipeline.outputs, exporters;"
        "print(sorted(m for m in ('sklearn', 'pandas', 'scipy.stats') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def _article(aid: str, text: str) -> Extraction:
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),))


def test_background_vectors_give_two_articles_the_same_cosine_in_any_corpus():
    a = _article("a", "Floods closed the Marovia dam; engineers inspected the dam wall on Monday.")
    b = _article("b", "The Marovia dam stays closed after floods, engineers said.")
    others = [
        _article(f"o{n}", f"Striker number {n} signed for Halden United; the dam fans cheered.") for n in range(5)
    ]

    def cosine(vectors_of, corpus):
        vectors = vectors_of(corpus, {})
        row = vectors.row()
        return float(vectors.cosines([row["a"]], [row["b"]])[0])

    # With the corpus's own idf, other articles move the pair's cosine; with the background's they do not.
    assert cosine(article_vectors, [a, b]) != cosine(article_vectors, [a, *others, b])
    alone = cosine(background_vectors, [a, b])
    assert 0.0 < alone < 1.0
    assert cosine(background_vectors, [others[0], a, *others[1:], b]) == alone
    assert cosine(background_vectors, [b, *others, a]) == alone
