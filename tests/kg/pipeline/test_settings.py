"""build_graph's options as one record (kg.pipeline.settings.BuildSettings)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from kg import BuildSettings
from kg.pipeline import build as pipeline
from kg.pipeline.build import build_graph


def test_settings_are_a_frozen_record_with_the_command_lines_defaults() -> None:
    settings = BuildSettings()
    assert (settings.jobs, settings.resolve, settings.graph, settings.cache, settings.exclude) == (
        1,
        True,
        True,
        None,
        (),
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.jobs = 2  # type: ignore[misc]


def _seen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int | None, bool]]:
    """Stop build_graph at the corpus steps, recording the jobs and graph it reached them with."""
    seen: list[tuple[int | None, bool]] = []

    def resolved(extractions, problems, aliases, step, jobs, graph, source, memo=None):  # type: ignore[no-untyped-def]
        seen.append((jobs, graph))
        return None

    monkeypatch.setattr(pipeline, "_resolved", resolved)
    return seen


def test_keyword_options_replace_fields_of_the_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = _seen(monkeypatch)
    model = "blank"  # no article is parsed: the folder is empty
    monkeypatch.setattr(pipeline, "describe_model", lambda m: ("blank-1", ("ner", "parser")))
    settings = BuildSettings(model=model, jobs=3, graph=False)
    build_graph([tmp_path], settings)
    build_graph([tmp_path], settings, jobs=2)
    build_graph([tmp_path], model=model, graph=False)
    assert seen == [(3, False), (2, False), (1, False)]
    assert settings.jobs == 3  # the record given is not changed


def test_an_unknown_option_is_an_error_not_ignored(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="job"):
        build_graph([tmp_path], job=2)


def test_the_command_line_builds_the_settings_from_its_options(tmp_path: Path) -> None:
    from kg.cli import _settings
    from kg.cli.options import parser

    args = parser().parse_args(["build", str(tmp_path), "-o", str(tmp_path / "out"), "--jobs", "2", "--no-cache"])
    settings = _settings(args, graph=False)
    assert isinstance(settings, BuildSettings)
    assert (settings.jobs, settings.cache, settings.graph, settings.resolve) == (2, None, False, True)
    assert settings.exclude == (str(tmp_path / "out"),)
    extract = parser().parse_args(["extract", str(tmp_path), "-o", str(tmp_path / "store"), "--format", "parquet"])
    parquet = _settings(extract, graph=False)
    assert (parquet.resolve, parquet.extractions_dir, parquet.exclude) == (False, str(tmp_path / "store"), ())


def test_what_a_build_was_made_from_is_a_record_not_keyword_arguments() -> None:
    from kg.ingest.read import DEFAULT_MAX_BYTES
    from kg.model import Corpus

    source = pipeline._Source.of("m-1", 3, ("a/",), None)
    assert source.max_bytes == DEFAULT_MAX_BYTES  # no limit given: the default one, as report.json says
    with pytest.raises(dataclasses.FrozenInstanceError):
        source.model = "other"  # type: ignore[misc]
    built = source.build(Corpus(extractions=(), entities=(), events=()), streamed=2)
    assert (built.model, built.cache_hits, built.inputs, built.max_bytes, built.streamed) == (
        "m-1",
        3,
        ("a/",),
        DEFAULT_MAX_BYTES,
        2,
    )
    assert built.graph is None
