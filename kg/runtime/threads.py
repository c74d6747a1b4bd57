"""One thread for the linear algebra libraries a build's process has loaded.

numpy's and scipy's BLAS (OpenBLAS in their wheels) start a thread a core and spread a
large enough product over them; spaCy's layers and the event pair scorer make such products.
A build already runs one process a core (``--jobs``), and a BLAS thread that finishes first
spins while it waits for the others: on a machine whose cores are busy with other work, that
spinning costs more CPU than the products themselves (benchmarks/RESULTS.md, round 15).
The products' values do not change: each output element is one thread's work either way.
"""

from __future__ import annotations


def one_blas_thread() -> None:
    """Limit the BLAS libraries loaded in this process to one thread, for the rest of its life.

    Only libraries already loaded are limited: call it after numpy (and scipy) are imported.
    A limit the user set (``OPENBLAS_NUM_THREADS`` and the like) is left as it is.

    >>> import numpy
    >>> one_blas_thread()
    >>> from threadpoolctl import threadpool_info
    >>> {pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"} <= {1}
    True
    """
    import os

    if any(os.environ.get(name) for name in _USER_LIMITS):
        return
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


# The variables by which a user sets BLAS threads themselves.
_USER_LIMITS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "BLIS_NUM_THREADS")
