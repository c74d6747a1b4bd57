"""One parsing process: how it is started (leaving Ctrl-C to the main process), what it runs
(the model loaded once, then each batch its pipe brings), how messages travel on its pipe, and
how it ended. The main process's side, which hands out batches and replaces dead workers, is
:class:`kg.runtime.workers.Workers`.
"""

from __future__ import annotations

import multiprocessing
import queue
import signal
import threading
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from kg.runtime.forks import die_with_parent


@dataclass(frozen=True)
class WorkerTask:
    """What the workers run, handed in by the caller (the pipeline's parse task): module-level
    functions, since a spawned worker receives them pickled.

    ``load`` runs once in each worker on the ``setting`` :class:`~kg.runtime.workers.Workers` was given (a model's
    name: the loaded pipeline); ``work`` runs on each batch with what ``load`` returned, the
    batch's items and the batch size, and returns one result an item, in order. An item of a
    batch that raised is given ``failed(item, exception)`` once it fails alone too; an item
    whose workers kept dying is given ``lost(item, reason)``.
    """

    load: Callable[[Any], Any]
    work: Callable[[Any, Sequence[Any], int], list[Any]]
    failed: Callable[[Any, Exception], Any]
    lost: Callable[[Any, str], Any]


def how_it_ended(exitcode: int | None) -> str:
    """A process's fate in words.

    >>> how_it_ended(-9), how_it_ended(1)
    ('killed by SIGKILL', 'exit code 1')
    """
    if exitcode is not None and exitcode < 0:
        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exit code {exitcode}"


def spawn(model: Any, batch_size: int, task: WorkerTask) -> tuple[BaseProcess, Connection]:
    """A worker process that leaves Ctrl-C to this one.

    A worker ignores SIGINT, but it spends a second or two importing spaCy before it
    could say so; a Ctrl-C in that window printed a traceback from each worker. Started
    while SIGINT is ignored here, it inherits "ignored" through exec and never sees it.
    SIGINT is blocked meanwhile, so one pressed while the worker starts is held (Linux keeps
    a blocked signal pending even while it is ignored) and stops the build as soon as the
    handler is back; a SIGTERM too, once the worker has all it needs to start. SIGTERM keeps
    its default in the worker: it ends it at once.
    """
    context = multiprocessing.get_context("spawn")  # a fork would inherit threads and locks mid-use
    receive, send = context.Pipe(duplex=True)
    process = context.Process(target=_serve, args=(send, model, batch_size, task), name="kg-parse", daemon=True)
    if threading.current_thread() is not threading.main_thread():  # signal handlers are the main thread's
        process.start()
    else:
        # SIGTERM too: a start cut short left the child reading its half-sent set-up, and its traceback.
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        handler = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            process.start()
        finally:
            signal.signal(signal.SIGINT, handler)
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
    send.close()
    return process, receive


def _serve(conn: Connection, model: Any, batch_size: int, task: WorkerTask) -> None:
    """A worker: load the model once, then parse each batch the pipe brings until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the main process's to handle
    die_with_parent()
    try:
        nlp = task.load(model)
    except Exception as exc:
        send(conn, ("failed", exc))
        return
    send(conn, ("ready", None))
    # A thread takes batches off the pipe while this one parses, so the main process never
    # waits on a full pipe, and the next batch is here when this one is done.
    inbox: queue.SimpleQueue[list[Any] | None] = queue.SimpleQueue()
    threading.Thread(target=_receive, args=(conn, inbox), name="kg-parse-inbox", daemon=True).start()
    while (articles := inbox.get()) is not None:
        try:
            outcome: object = task.work(nlp, articles, batch_size)
        except Exception as exc:  # a bug the work does not catch: the articles are tried one at a time
            outcome = exc
        if not send(conn, ("done", outcome)):
            return


def _receive(conn: Connection, inbox: queue.SimpleQueue[list[Any] | None]) -> None:
    """What the main process sends, into ``inbox``; ``None`` when told to stop or it is gone."""
    while True:
        try:
            articles = conn.recv()
        except (EOFError, OSError):  # the main process is gone
            articles = None
        inbox.put(articles)
        if articles is None:
            return


def send(conn: Connection, message: object) -> bool:
    """Send ``message``; one that cannot be pickled goes as the error saying so. False if the pipe is closed."""
    try:
        conn.send(message)
    except (BrokenPipeError, EOFError, ConnectionResetError):
        return False
    except Exception as exc:  # pickling: the result would not travel back
        kind = message[0] if isinstance(message, tuple) else "done"
        try:
            conn.send((kind, RuntimeError(f"the result could not be sent back: {type(exc).__name__}: {exc}")))
        except OSError:
            return False
    except OSError:
        return False
    return True


def terminate(process: BaseProcess) -> None:
    with suppress(OSError):  # already reaped
        if process.is_alive():
            process.terminate()
