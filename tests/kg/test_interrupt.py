"""A build killed while it works (SIGTERM, as a service manager or Ctrl-C would)
leaves the previous outputs complete and readable, and no temporary files."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kg.cli import main
from tests.kg.outputs import parse_outputs
from tests.processes import kg_command

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"

pytestmark = [pytest.mark.model, pytest.mark.slow]


def _temp_files(out: Path) -> list[str]:
    return sorted(p.name for p in out.iterdir() if p.name.endswith(".tmp"))


@pytest.fixture(scope="module")
def larger_corpus(tmp_path_factory) -> Path:
    corpus = tmp_path_factory.mktemp("larger")
    for i in range(8):
        for src in sorted(SEEDS.iterdir()):
            shutil.copyfile(src, corpus / f"{i:02d}_{src.name}")
    return corpus


def _start(inputs: Path, out: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "kg", "build", str(inputs), "-o", str(out), "-q"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture(scope="module")
def previous(tmp_path_factory, nlp) -> Path:
    out = tmp_path_factory.mktemp("previous")
    assert main(["build", str(SEEDS), "-o", str(out), "-q"]) == 0
    return out


@pytest.mark.parametrize("moment", [0.5, 1.5, 3.0, "writing"])
def test_sigterm_leaves_previous_outputs_readable(moment, previous, larger_corpus, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(previous, out)
    proc = _start(larger_corpus, out)
    try:
        if moment == "writing":
            deadline = time.monotonic() + 240
            while not _temp_files(out) and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.002)
            assert proc.poll() is None, "build finished before a temporary file was seen"
        else:
            time.sleep(moment)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    # -15: killed before kg installed its handler (still importing); else kg's own exit.
    assert proc.returncode in (-signal.SIGTERM, 128 + signal.SIGTERM, 0), err
    if proc.returncode == 128 + signal.SIGTERM:
        assert "interrupted" in err and "Traceback" not in err
    if moment == "writing":
        assert proc.returncode == 128 + signal.SIGTERM, err
    assert _temp_files(out) == []
    parse_outputs(out)


def test_ctrl_c_while_parse_workers_start_prints_no_traceback(tmp_path: Path) -> None:
    """Ctrl-C reaches the whole process group, workers included; a worker still
    importing spaCy used to print a traceback of its own."""
    corpus = tmp_path / "in"
    corpus.mkdir()
    for i in range(60):  # over the 48 articles a build parses without workers
        (corpus / f"{i:02d}.txt").write_text(f"The council of Town{i} met on Friday and voted on the budget.")
    for delay in (1.5, 2.0, 2.5):
        out = tmp_path / f"out-{delay}"
        build = subprocess.Popen(
            kg_command("build", str(corpus), "-o", str(out), "-q", "--jobs", "2", "--no-cache"),
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        time.sleep(delay)
        os.killpg(build.pid, signal.SIGINT)
        _, err = build.communicate(timeout=120)
        assert "Traceback" not in err, (delay, err)
        assert build.returncode in (0, 130), (delay, err)
