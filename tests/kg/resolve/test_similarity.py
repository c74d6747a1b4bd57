"""How alike articles are: the near pairs of the article product, made a block at a time."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.sparse import csr_matrix

import kg.resolve.similarity as similarity


def _unit_rows(n: int, terms: int, seed: int = 7) -> csr_matrix:
    rng = np.random.default_rng(seed)
    dense = rng.random((n, terms)) * (rng.random((n, terms)) < 0.3)
    dense[dense.sum(axis=1) == 0, 0] = 1.0
    return csr_matrix(dense / np.linalg.norm(dense, axis=1, keepdims=True))


@pytest.mark.parametrize("cells", [1, 7, 40, 10_000_000])
def test_near_pairs_are_the_same_whatever_the_block_size(monkeypatch, cells):
    matrix = _unit_rows(23, 9)
    full = (matrix @ matrix.T).toarray()
    np.fill_diagonal(full, 0.0)
    full[full < 0.5] = 0.0
    monkeypatch.setattr(similarity, "_CELLS_AT_ONCE", cells)  # one row a block, up to all rows at once
    near = similarity.near_pairs(matrix, 0.5)
    assert np.allclose(near.toarray(), full) and (near != near.T).nnz == 0
