import gc

import pytest

from kg.util import paused_gc


def test_the_collector_is_paused_inside_and_restored_after_even_on_error():
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        with paused_gc():
            assert not gc.isenabled()
            raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_collector_paused_by_the_caller_stays_paused():
    gc.disable()
    try:
        with paused_gc():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
