"""kg.runtime.signals: Ctrl-C and SIGTERM held while compiled modules load, and remembered when dropped."""

import signal
import sys
import threading
import time

import pytest

from kg.runtime.signals import check_interrupted, interruptible, signals_held


def test_a_signal_sent_while_held_arrives_just_after_the_block() -> None:
    # Python's own handler, whatever the suite was started with: a shell's background job
    # (`pytest &` without job control) starts with Ctrl-C ignored.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    reached_end_of_block = False
    try:
        with pytest.raises(KeyboardInterrupt):
            with signals_held():
                signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
                time.sleep(0.05)  # unheld, the handler would have raised by now
                reached_end_of_block = True
    finally:
        signal.signal(signal.SIGINT, previous)
    assert reached_end_of_block
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())


class _Dropped:
    """An object whose finaliser takes a Ctrl-C: Python drops its KeyboardInterrupt (or ``error``)."""

    def __init__(self, error: type[Exception] | None = None) -> None:
        self.error = error

    def __del__(self) -> None:
        if self.error:
            raise self.error("a finaliser's own bug")
        signal.raise_signal(signal.SIGINT)
        sum(range(1000))  # the handler runs here, inside __del__


def test_a_ctrl_c_dropped_in_a_finaliser_is_raised_at_the_next_check(monkeypatch) -> None:
    dropped: list[type] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda unraisable: dropped.append(unraisable.exc_type))
    handler = signal.getsignal(signal.SIGINT)
    with interruptible() as received:
        check_interrupted()  # nothing came yet
        _Dropped()  # deleted at once: its KeyboardInterrupt goes no further than __del__
        # Remembered, so not printed as "Exception ignored ... Traceback"; other errors still are.
        assert received == [signal.SIGINT] and dropped == []
        _Dropped(ValueError)
        assert dropped == [ValueError]
        with pytest.raises(KeyboardInterrupt):
            check_interrupted()
    assert signal.getsignal(signal.SIGINT) is handler and received == []
    check_interrupted()  # outside, nothing is remembered
    _Dropped(ValueError)
    assert dropped == [ValueError, ValueError]  # the hook is the caller's again


def test_sigterm_inside_interruptible_is_a_keyboard_interrupt_remembered_as_sigterm() -> None:
    with interruptible() as received:
        with pytest.raises(KeyboardInterrupt):
            signal.raise_signal(signal.SIGTERM)
            sum(range(1000))
        assert received == [signal.SIGTERM]


def test_a_signal_once_the_command_is_done_is_held_to_the_exit() -> None:
    """A Ctrl-C that lands while a finished build's process shuts down no longer kills it by
    the signal: the process exits with the command's code."""
    import subprocess

    code = (
        "import os, signal\n"
        "from kg.runtime.signals import hold_to_exit\n"
        "hold_to_exit()\n"
        "os.kill(os.getpid(), signal.SIGINT)\n"
        "print('done')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "done"
