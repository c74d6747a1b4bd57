"""No output path is an input, a link or a device; a missing input creates nothing (kg.pipeline.targets)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from kg.cli import main

STORY = "Officials in Port Elm said on Monday that the bridge would reopen in May.\n"


def _corpus(folder: Path) -> Path:
    folder.mkdir()
    (folder / "001.txt").write_text(STORY)
    (folder / "002.txt").write_text(STORY.replace("bridge", "harbour"))
    return folder


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_extract_onto_its_own_input_feed_is_refused(tmp_path, capsys):
    feed = tmp_path / "feed.jsonl"
    feed.write_text(json.dumps({"id": "a", "text": STORY}) + "\n")
    assert main(["extract", str(feed), "-o", str(feed), "-q", "--no-cache"]) == 2
    assert "is one of the inputs; kg would replace it" in capsys.readouterr().err
    assert json.loads(feed.read_text()) == {"id": "a", "text": STORY}


@pytest.mark.parametrize(
    "command",
    [["read", "{dir}", "-o", "{dir}/001.txt"], ["timeline", "Port Elm", "{dir}", "-o", "{dir}/002.txt", "-q"]],
    ids=["read", "timeline"],
)
def test_an_article_of_the_input_folder_is_never_an_output(tmp_path, capsys, command):
    corpus = _corpus(tmp_path / "in")
    before = _snapshot(corpus)
    args = [a.format(dir=corpus) for a in command]
    assert main(args if args[0] == "read" else [*args, "--no-cache"]) == 2
    assert "is an article in the input folder" in capsys.readouterr().err
    assert _snapshot(corpus) == before


def test_a_rerun_may_replace_its_own_output_inside_the_input_folder(tmp_path):
    corpus = _corpus(tmp_path / "in")
    assert main(["read", str(corpus), "-o", str(corpus / "articles.jsonl")]) == 0
    assert main(["read", str(corpus), "-o", str(corpus / "articles.jsonl")]) == 0  # its own: replaced


@pytest.mark.parametrize("command", ["read", "extract"])
def test_an_output_that_is_a_symbolic_link_is_refused(tmp_path, capsys, command):
    corpus = _corpus(tmp_path / "in")
    elsewhere = tmp_path / "elsewhere.jsonl"
    elsewhere.write_text("kept\n")
    link = tmp_path / "out.jsonl"
    link.symlink_to(elsewhere)
    args = [command, str(corpus), "-o", str(link)]
    assert main(args if command == "read" else [*args, "-q", "--no-cache"]) == 2
    assert "is a symbolic link" in capsys.readouterr().err
    assert link.is_symlink() and elsewhere.read_text() == "kept\n"


def test_an_output_that_is_a_pipe_or_device_is_refused(tmp_path, capsys):
    """Replacing the output atomically would put a file in place of a device (/dev/null, as root)."""
    corpus = _corpus(tmp_path / "in")
    fifo = tmp_path / "out.jsonl"
    os.mkfifo(fifo)
    assert main(["read", str(corpus), "-o", str(fifo)]) == 2
    assert "is not a regular file" in capsys.readouterr().err
    assert fifo.is_fifo()


def test_a_build_into_its_input_folder_is_refused_and_writes_nothing(tmp_path, capsys):
    corpus = _corpus(tmp_path / "in")
    before = _snapshot(corpus)
    assert main(["build", str(corpus), "-o", str(corpus), "-q"]) == 2
    assert "is an input folder" in capsys.readouterr().err
    assert _snapshot(corpus) == before  # no lock, no cache, no output among the articles


def test_a_build_into_the_folder_of_an_input_file_is_refused(tmp_path, capsys):
    corpus = _corpus(tmp_path / "in")
    (corpus / "graph.json").write_text(json.dumps({"text": STORY}))
    before = _snapshot(corpus)
    assert main(["build", str(corpus / "graph.json"), "-o", str(corpus), "-q", "--no-cache"]) == 2
    assert "holds the input" in capsys.readouterr().err
    assert _snapshot(corpus) == before


def test_an_output_folder_that_is_a_symbolic_link_is_refused(tmp_path, capsys):
    corpus = _corpus(tmp_path / "in")
    (tmp_path / "real").mkdir()
    (tmp_path / "out").symlink_to(tmp_path / "real")
    assert main(["build", str(corpus), "-o", str(tmp_path / "out"), "-q", "--no-cache"]) == 2
    assert "is a symbolic link" in capsys.readouterr().err
    assert list((tmp_path / "real").iterdir()) == []


@pytest.mark.parametrize(
    "command",
    [
        ["build", "{missing}", "-o", "{out}"],
        ["extract", "{missing}", "-o", "{out}/x.jsonl"],
        ["read", "{missing}", "-o", "{out}/x.jsonl"],
        ["timeline", "Anyone", "{missing}", "-o", "{out}/t.txt"],
    ],
    ids=["build", "extract", "read", "timeline"],
)
def test_a_missing_input_is_exit_2_and_creates_nothing(tmp_path, capsys, command):
    """A missing input path exited 2 but created the output folder, its lock and its cache."""
    args = [a.format(missing=tmp_path / "missing", out=tmp_path / "out") for a in command]
    assert main(args) == 2
    assert "input path not found" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_the_python_api_refuses_an_input_as_output_too(tmp_path):
    from kg.errors import OutputError
    from kg.model import Corpus
    from kg.pipeline.articles import write_articles
    from kg.pipeline.build import Build
    from kg.pipeline.outputs import write_extractions, write_outputs

    corpus = _corpus(tmp_path / "in")
    before = _snapshot(corpus)
    with pytest.raises(OutputError, match="is an article in the input folder"):
        write_articles([corpus], corpus / "001.txt")
    build = Build(table=None, corpus=Corpus((), (), ()), model="m", inputs=(str(corpus / "002.txt"),))
    with pytest.raises(OutputError, match="is one of the inputs"):
        write_extractions(build, corpus / "002.txt")
    with pytest.raises(OutputError, match="holds the input"):
        write_outputs(build, corpus)
    assert _snapshot(corpus) == before
