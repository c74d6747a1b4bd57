"""Same inputs and settings give byte-identical outputs, whatever the folder the
articles sit in, the order their files were created in, or the hash seed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "seeds"

pytestmark = [pytest.mark.model, pytest.mark.slow]


def _build(inputs: Path, out: Path, hash_seed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    result = subprocess.run(
        [sys.executable, "-m", "kg", "build", str(inputs), "-o", str(out), "-q"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr


def test_outputs_are_byte_identical_across_builds_folders_and_file_order(tmp_path, nlp):
    copy = tmp_path / "elsewhere" / "copied articles"
    copy.mkdir(parents=True)
    for src in sorted(SEEDS.iterdir(), reverse=True):  # created in the opposite order
        shutil.copyfile(src, copy / src.name)
    outs = [tmp_path / "a", tmp_path / "b", tmp_path / "c"]
    _build(SEEDS, outs[0], "1")
    _build(SEEDS, outs[1], "2")
    _build(copy, outs[2], "3")
    names = sorted(p.name for p in outs[0].iterdir())
    assert "report.json" in names and "graph.graphml" in names
    for out in outs[1:]:
        assert sorted(p.name for p in out.iterdir()) == names
        for name in names:
            if name != "report.json":  # the one output with a timestamp
                assert (out / name).read_bytes() == (outs[0] / name).read_bytes(), (out.name, name)
