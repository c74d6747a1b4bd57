"""The BLAS thread limit a build's processes set (kg.runtime.threads)."""

from __future__ import annotations

import numpy
import pytest
from threadpoolctl import threadpool_info, threadpool_limits

from kg.runtime.threads import one_blas_thread


def _blas_threads() -> set[int]:
    return {pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"}


def test_a_builds_process_uses_one_blas_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "BLIS_NUM_THREADS"):
        monkeypatch.delenv(name, raising=False)
    assert numpy.ones(1)[0] == 1.0  # numpy, and so its BLAS, is loaded
    with threadpool_limits(limits=2, user_api="blas"):  # restored after the test
        if _blas_threads() != {2}:
            pytest.skip("no BLAS library that takes a thread limit is loaded")
        one_blas_thread()
        assert _blas_threads() == {1}


def test_a_limit_the_user_set_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "2")
    with threadpool_limits(limits=2, user_api="blas"):
        if _blas_threads() != {2}:
            pytest.skip("no BLAS library that takes a thread limit is loaded")
        one_blas_thread()
        assert _blas_threads() == {2}
