"""Parsing on a Dask cluster (kg.runtime.cluster): the same outputs as a one-process build,
even when a worker dies mid-run; Dask is imported only when asked for."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from kg.errors import UsageError
from kg.extract.nlp import default_model
from kg.pipeline.build import build_graph
from kg.pipeline.outputs import write_outputs
from kg.runtime.cluster import INSTALL, client_for, connected
from tests.processes import kg_command

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "seeds"
# Small batches, so that a corpus of a few dozen articles is many tasks on both workers.
BATCH = 3


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """seeds/ and one article per paragraph of each seed, dated: ~30 articles."""
    folder = tmp_path_factory.mktemp("corpus")
    records = []
    for n, seed in enumerate(sorted(SEEDS.iterdir())):
        (folder / seed.name).write_bytes(seed.read_bytes())
        paragraphs = [p for p in seed.read_text(encoding="utf-8").split("\n\n") if len(p.split()) > 8]
        for i, text in enumerate(paragraphs):
            records.append({"id": f"p{n}-{i}", "text": text, "date": f"2002-10-{10 + i % 18:02d}"})
    with (folder / "paragraphs.jsonl").open("w", encoding="utf-8") as out:
        out.writelines(json.dumps(r) + "\n" for r in records)
    return folder


def _outputs(corpus: Path, out: Path, **options: object) -> dict[str, bytes]:
    build = build_graph([corpus], model=default_model(), batch_size=BATCH, **options)
    write_outputs(build, out)
    return _files(out)


def _files(out: Path) -> dict[str, bytes]:
    """Every output file's bytes (report.json without its timestamp)."""
    files = {p.name: p.read_bytes() for p in sorted(out.iterdir()) if not p.name.startswith(".")}
    report = json.loads(files["report.json"])
    report.pop("created")  # the one output with a timestamp
    files["report.json"] = json.dumps(report, sort_keys=True).encode()
    return files


@pytest.fixture(scope="module")
def local(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The outputs of a --jobs 1 build of the corpus."""
    return _outputs(corpus, tmp_path_factory.mktemp("local"), jobs=1)


@pytest.fixture(scope="module")
def cluster():
    from distributed import LocalCluster

    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0") as started:
        yield started


def _same(got: dict[str, bytes], expected: dict[str, bytes]) -> None:
    assert sorted(got) == sorted(expected)
    assert {"graph.graphml", "extractions.jsonl", "report.json"} <= set(got)
    for name, data in expected.items():
        assert got[name] == data, name


@pytest.mark.model
@pytest.mark.slow
@pytest.mark.dask
def test_a_build_on_a_cluster_writes_what_a_one_process_build_writes(corpus, local, cluster, tmp_path):
    from distributed import Client

    with Client(cluster, set_as_default=False) as client:
        got = _outputs(corpus, tmp_path / "client", dask=client)
        # The client still works: the build did not close one it was given.
        assert client.submit(sum, [1, 2]).result() == 3
    _same(got, local)
    # By address, the build opens and closes its own client.
    _same(_outputs(corpus, tmp_path / "address", dask=cluster.scheduler_address), local)


@pytest.mark.model
@pytest.mark.slow
@pytest.mark.dask
def test_ctrl_c_during_a_cluster_build_exits_130_and_leaves_the_cluster_usable(corpus, cluster, tmp_path):
    command = kg_command("build", str(corpus), "-o", str(tmp_path / "out"), "--no-cache")
    command += ["--dask", cluster.scheduler_address]
    run = subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert run.stderr is not None
    seen = ""
    while "extracting" not in seen:  # the progress bar: parsing on the cluster has begun
        char = run.stderr.read(1)
        assert char, seen
        seen += char
    run.send_signal(signal.SIGINT)
    rest = run.stderr.read()
    assert run.wait(timeout=60) == 130, rest
    assert "kg: interrupted" in rest and "Traceback" not in rest, rest
    assert not (tmp_path / "out" / "graph.graphml").exists()
    from distributed import Client

    with Client(cluster.scheduler_address, set_as_default=False) as client:
        assert client.submit(sum, [1, 2]).result() == 3


@pytest.mark.dask
def test_a_ctrl_c_before_the_event_loop_starts_a_call_prints_no_traceback(caplog):
    """distributed's sync() schedules a cancel that fails when the Ctrl-C lands before the
    loop has started the awaited call; tornado would log that NameError to stderr."""
    import asyncio

    from distributed import Client, LocalCluster

    with (
        LocalCluster(n_workers=1, processes=False, threads_per_worker=1, dashboard_address=":0") as local,
        Client(local, set_as_default=False) as client,
        connected(client),
    ):
        busy = threading.Event()
        client.loop.add_callback(busy.wait, 10)  # the loop is busy: sync() is left waiting
        main = threading.main_thread().ident
        assert main is not None
        # Python's own handler, whatever the suite was started with: a shell's background job
        # (without job control) starts with Ctrl-C ignored, and the signal would then do nothing.
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            threading.Timer(0.3, signal.pthread_kill, (main, signal.SIGINT)).start()
            with caplog.at_level(logging.ERROR), pytest.raises(KeyboardInterrupt):
                client.sync(asyncio.sleep, 0)
        finally:
            signal.signal(signal.SIGINT, previous)
        busy.set()
        # Loop callbacks run in order: the failed cancel has run once this call returns.
        assert client.submit(sum, [1, 2]).result() == 3
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    # Any other error tornado logs is still shown.
    try:
        raise NameError("another")
    except NameError:
        logging.getLogger("tornado.application").exception("elsewhere")
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == ["elsewhere"]


@pytest.mark.dask
def test_a_gather_left_waiting_by_a_ctrl_c_is_not_logged_and_other_task_errors_are(caplog):
    """A Ctrl-C while a future's result is awaited leaves distributed's gather task behind; once
    kg releases the future, the task fails with AllExit, which asyncio would log with a traceback."""
    import asyncio

    from distributed.client import AllExit

    async def fails(error: Exception) -> None:
        raise error

    # connected() installs the filter, for any client (none is needed here).
    with connected(None), caplog.at_level(logging.ERROR):  # type: ignore[arg-type]
        for error in (AllExit(), ValueError("elsewhere")):
            loop = asyncio.new_event_loop()
            task = loop.create_task(fails(error))
            loop.run_until_complete(asyncio.wait([task]))
            loop.close()
            del task  # never retrieved: asyncio logs it when the task goes
    assert [type(r.exc_info[1]).__name__ for r in caplog.records if r.exc_info] == ["ValueError"]


@pytest.mark.model
@pytest.mark.slow
@pytest.mark.dask
def test_a_worker_killed_mid_run_costs_only_its_tasks(corpus, local, cluster, tmp_path):
    from distributed import Client

    killed: list[int] = []
    with Client(cluster, set_as_default=False) as client:
        pids = client.run(os.getpid)
        lock = threading.Lock()

        def progress(done: int, total: int) -> None:
            # After the first batch: kill a worker that is running a task right now.
            with lock:
                if killed:
                    return
                busy = [w for w, tasks in client.processing().items() if tasks]
                if busy:
                    killed.append(pids[busy[0]])
                    os.kill(pids[busy[0]], signal.SIGKILL)

        build = build_graph([corpus], model=default_model(), batch_size=BATCH, dask=client, progress=progress)
        write_outputs(build, tmp_path / "out")
    assert killed
    _same(_files(tmp_path / "out"), local)


def test_without_dask_installed_the_error_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now raises ImportError
    with pytest.raises(UsageError, match=r"kg\[dask\]") as caught:
        client_for("tcp://127.0.0.1:8786")
    assert INSTALL in str(caught.value)


@pytest.mark.dask
def test_an_unreachable_scheduler_is_a_usage_error_naming_it():
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        with pytest.raises(UsageError, match=r"127\.0\.0\.1:9.*dask scheduler"):
            client_for("tcp://127.0.0.1:9")


@pytest.mark.model
@pytest.mark.slow
def test_a_build_without_dask_never_imports_it(tmp_path):
    script = (
        "import sys\n"
        "from kg.cli import main\n"
        f"code = main(['build', {str(SEEDS)!r}, '-o', {str(tmp_path / 'out')!r}, '-q', '--no-cache', '-j', '1'])\n"
        "assert code == 0, code\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
