"""kg.runtime.memory: the steps of a build run in order, with freed memory handed back between them."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest

from kg.runtime import memory


def test_memory_is_given_back_between_steps_and_after_the_last(monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[str] = []
    monkeypatch.setattr(memory, "give_back_freed_memory", lambda: done.append("give back") or True)
    steps = memory.MemorySteps()
    assert steps.run(lambda x: done.append(f"first {x}") or 1, "a") == 1
    assert steps.run(lambda *, y: done.append(f"second {y}") or 2, y="b") == 2
    steps.finish()
    assert done == ["first a", "give back", "second b", "give back"]


def test_the_collector_is_paused_inside_and_restored_after_even_on_error():
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        with memory.paused_gc():
            assert not gc.isenabled()
            raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_collector_paused_by_the_caller_stays_paused():
    gc.disable()
    try:
        with memory.paused_gc():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_an_exempting_pause_leaves_what_lives_on_out_of_later_scans():
    """What is alive when an exempting pause ends is frozen before the collector runs again: the
    first collection after it does not walk all that the pause made (records read from the
    cache, the resolved corpus); a plain pause freezes nothing."""
    code = (
        "import gc\n"
        "from kg.runtime.memory import paused_gc\n"
        "with paused_gc():\n"
        "    kept = [{'n': i} for i in range(1000)]\n"
        "plain = gc.get_freeze_count()\n"
        "with paused_gc(exempt=True):\n"
        "    more = [{'n': i} for i in range(1000)]\n"
        "print(plain, gc.get_freeze_count() >= 2000, gc.isenabled())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "True", "True"]


_CHURN = """
import resource, sys
if sys.argv[1] == "keep":
    from kg.runtime.memory import keep_pages_between_batches
    assert keep_pages_between_batches()
def batch():
    blocks = [bytearray(1 << 20) for _ in range(150)]
    del blocks
batch()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
batch()
print(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_the_pages_one_batch_freed_are_still_mapped_for_the_next():
    def faults(mode: str) -> int:
        done = subprocess.run([sys.executable, "-c", _CHURN, mode], capture_output=True, text=True, check=True)
        return int(done.stdout)

    # glibc alone hands the freed heap top back and faults it in again: a page a page.
    assert faults("keep") * 4 < faults("default")


def test_a_loaded_pipeline_is_left_out_of_the_collectors_full_scans():
    """Once a parsing process has its pipeline, what is alive is frozen (gc.freeze): the
    pipeline's many long-lived objects are not walked again by each full collection."""
    code = (
        "import gc, spacy\n"
        "from kg.pipeline import batches\n"
        "batches.load_model = lambda name: spacy.blank('en')\n"
        "assert gc.get_freeze_count() == 0\n"
        "batches.loaded_model('any')\n"
        "print(gc.get_freeze_count() > 0)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "True"


def test_the_collector_waits_while_a_batch_is_parsed_and_extracted(monkeypatch: pytest.MonkeyPatch) -> None:
    """extract_batch runs its batch with the cycle collector paused (and restores it after)."""
    import spacy

    from kg.model import Article
    from kg.pipeline import extraction

    seen: list[bool] = []
    monkeypatch.setattr(extraction, "_extract_batch", lambda nlp, articles, size: seen.append(gc.isenabled()) or [])
    assert gc.isenabled()
    extraction.extract_batch(spacy.blank("en"), [Article(id="a", text="Troops left.")], 8)
    assert seen == [False] and gc.isenabled()
