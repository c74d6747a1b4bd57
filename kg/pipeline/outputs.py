"""Writing a build's outputs: what ``kg build`` and ``kg extract`` write, as Python calls.

``write_outputs`` writes every export (:func:`exporters.write_all`),
``extractions.jsonl`` and, last, ``report.json``, holding the folder's
output lock; ``write_extractions`` writes the one file ``kg extract`` writes.
The CLI only parses options around them and prints.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path

import networkx as nx

from exporters import FORMATS, OUTPUTS, write_all
from exporters.extractions import article_records
from exporters.jsontext import encode_json_line
from exporters.report import input_rows, write_report
from kg.errors import OutputError, UsageError
from kg.files import atomic_open, stale_temporaries
from kg.graph.table import GraphTable
from kg.pipeline.build import Build
from kg.pipeline.targets import check_output_file, check_output_folder
from kg.runtime.export_process import second_process
from kg.runtime.lock import BUILD_LOCK, folder_lock, output_lock
from kg.safe_text import printable

# The core's own outputs, beside the exporters' files.
EXTRACTIONS = "extractions.jsonl"
REPORT = "report.json"

# Format names (``--formats``) -> the files they are; report.json is always written.
FORMAT_FILES: dict[str, tuple[str, ...]] = {**FORMATS, "extractions": (EXTRACTIONS,)}


def output_files(formats: Iterable[str] | None) -> frozenset[str] | None:
    """Format names (``gexf``, ``timeline``...) -> the file names they are; ``None`` means all.

    >>> sorted(output_files(["csv", "Extractions"]))
    ['edges.csv', 'extractions.jsonl', 'nodes.csv']
    """
    if formats is None:
        return None
    names = [name.strip().lower() for name in formats if name.strip()]
    unknown = [name for name in names if name not in FORMAT_FILES]
    if unknown or not names:
        raise UsageError(
            f"unknown format {', '.join(map(repr, unknown)) or repr(','.join(formats))}; "
            f"choose from {', '.join(sorted(FORMAT_FILES))}"
        )
    return frozenset(file for name in names for file in FORMAT_FILES[name])


def write_outputs(
    build: Build,
    out_dir: str | os.PathLike[str],
    formats: Iterable[str] | None = None,
    max_nodes: int = 500,
    jobs: int = 1,
    consume: bool = False,
    on_graph: Callable[[GraphTable], object] | None = None,
) -> dict[str, Path]:
    """Write what ``kg build`` writes into ``out_dir``; return name -> path (``report`` for report.json).

    ``formats`` are format names as ``--formats`` takes them (default: all);
    report.json is always written, last, so a finished report describes
    outputs that were all written. The folder's lock is held throughout
    (:class:`OutputError` if another kg writes there), and temporary files a
    killed kg left are removed first. ``jobs`` > 1 writes files in two
    processes; the files are the same either way. ``consume=True`` (what ``kg build``
    does) empties ``build.table`` while the exports are prepared from it, so that the
    graph and its normalised copy are never held together; use it when the build is
    not needed afterwards. It also lets the corpus's articles go
    (:meth:`~kg.pipeline.build.Build.let_go_of_articles`) once ``extractions.jsonl`` is
    written, unless a second process can write that file beside the exports.

    A build made with ``graph=False`` gets its graph here (:meth:`~kg.pipeline.build.Build.add_graph`);
    with ``consume=True``, after ``extractions.jsonl`` is written, the graph lets each
    article's records go as it draws them. ``on_graph`` is called with the graph before the
    exports are made from it, as tables (``kg build`` counts its nodes there).
    """
    out = Path(out_dir)
    wanted = output_files(formats)
    check_output_folder(out, build.inputs)
    out.mkdir(parents=True, exist_ok=True)
    with output_lock(out / BUILD_LOCK, "kg build", out, reentrant=True):
        remove_stale_outputs(out)
        jsonl = wanted is None or EXTRACTIONS in wanted
        # The extractions file goes with the exports: with two jobs, a second process writes it meanwhile.
        also = {EXTRACTIONS: lambda path: _write_jsonl(path, build)} if jsonl else {}
        rows = None
        first: dict[str, Path] = {}
        # Where no second process would write the exports, the one file that needs the articles'
        # records is written first and they are let go: most of a large build's objects, whose
        # memory the exports' copy then reuses, lowering the peak. The process does not
        # shrink by as much: Python's allocator keeps most of their pages.
        # A graph still to be built is built from them, each record let go once drawn: the
        # records and the whole graph are then never held together.
        pending = build.table is None
        if consume and (pending or not jsonl or not second_process(jobs)):
            if jsonl:
                _write_or_fail(out / EXTRACTIONS, build)
                first, also = {EXTRACTIONS: out / EXTRACTIONS}, {}
            rows = input_rows(build.corpus)
            if pending:
                build.add_graph(let_go_of_articles=True)
            else:
                build.let_go_of_articles()
        graph = build.add_graph()
        if on_graph is not None:
            on_graph(graph)
        del graph  # consuming empties build.table, the one holder left
        paths = first | write_all(
            build.table,
            out,
            max_nodes=max_nodes,
            jobs=jobs,
            also=also,
            only=None if wanted is None else wanted - {EXTRACTIONS},
            consume=consume,
        )
        try:
            paths["report"] = write_report(
                build.corpus,
                out / REPORT,
                model=build.model,
                exit_code=1 if build.problems else 0,
                inputs=build.inputs,
                settings={"max_bytes": build.max_bytes, "outputs": sorted(paths)},
                rows=rows,
                files={path.name: file_digest(path) for path in paths.values()},
            )
        except OSError as exc:
            raise cannot_write(out / REPORT, exc) from exc
    return paths


def file_digest(path: Path) -> dict[str, object]:
    """``path``'s size and SHA-256, read a block at a time, as report.json lists each output."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(1 << 20):
            digest.update(block)
    return {"bytes": path.stat().st_size, "sha256": digest.hexdigest()}


def not_of_report(out_dir: str | os.PathLike[str]) -> list[str]:
    """The outputs in ``out_dir`` that are not those its report.json lists (another build's, or
    one cut short while writing); empty when every file is the report's, or there is no report.

    A build writes report.json last, with each output's digest: a build killed or failed
    while writing leaves the outputs it replaced beside the previous build's report.
    """
    out = Path(out_dir)
    try:
        files = json.loads((out / REPORT).read_text(encoding="utf-8")).get("files") or {}
    except (OSError, ValueError, AttributeError):
        return []
    mixed = []
    for name, listed in sorted(files.items()):
        path = out / name
        try:
            if file_digest(path) != listed:
                mixed.append(name)
        except OSError:
            mixed.append(name)
    return mixed


GRAPH_JSON = "graph.json"


def read_graph(out_dir: str | os.PathLike[str], edges: bool = True) -> nx.MultiDiGraph:
    """The graph a ``kg build`` wrote into ``out_dir``, read back from its ``graph.json``:
    what ``kg timeline --from`` and ``kg stories --from`` read, so that a command after a
    build uses that build and never parses again. Without ``edges``, its nodes alone (what
    ``kg stories`` reads: the edges are most of the file, skipped unread). :class:`UsageError`
    saying what to do when there is no such build."""
    import msgspec

    class NodesOnly(msgspec.Struct):
        nodes: list[dict[str, object]]

    folder = Path(out_dir)
    path = folder / GRAPH_JSON
    if not folder.is_dir():
        raise UsageError(f"--from {printable(folder)}: no such folder; give the output folder of a kg build")
    if not path.is_file():
        why = "not a kg build's output folder" if not (folder / REPORT).is_file() else "built without graph.json"
        raise UsageError(
            f"--from {printable(folder)}: {why} (no {GRAPH_JSON}); run kg build -o {printable(folder)} "
            "with the json format (the default writes it)"
        )
    try:
        if not edges:
            graph = nx.MultiDiGraph()
            found = msgspec.json.decode(path.read_bytes(), type=NodesOnly).nodes
            graph.add_nodes_from((str(d.pop("id")), d) for d in found)
            return graph
        data = msgspec.json.decode(path.read_bytes())
        return nx.node_link_graph(data, edges="links")
    except (OSError, msgspec.DecodeError, KeyError, TypeError, nx.NetworkXError) as exc:
        raise UsageError(f"cannot read {printable(path)}: {exc}; run kg build again") from None


def left_over(out_dir: str | os.PathLike[str], formats: Iterable[str] | None) -> list[str]:
    """Outputs of an earlier build in ``out_dir`` that ``formats`` does not write (they no longer match)."""
    wanted = output_files(formats)
    if wanted is None:
        return []
    return sorted(name for name in (*OUTPUTS, EXTRACTIONS) if name not in wanted and (Path(out_dir) / name).exists())


def write_extractions(build: Build, path: str | os.PathLike[str]) -> Path:
    """Write what ``kg extract`` writes: one JSON line per article, the evaluation contract.

    Holds the lock of the file's folder (:mod:`kg.runtime.lock`), removes temporaries a
    killed kg left, and writes atomically.
    """
    target = Path(path)
    if target.is_dir():
        raise OutputError(
            f"{printable(target)} is a folder; kg extract writes one .jsonl file: "
            f"give a file name, such as {printable(target / EXTRACTIONS)}"
        )
    check_output_file(target, build.inputs, "extract")
    target.parent.mkdir(parents=True, exist_ok=True)
    with output_lock(folder_lock(target.parent), "kg extract", target.parent, reentrant=True):
        remove_stale(target.parent, [target.name])
        _write_or_fail(target, build)
    return target


def remove_stale_outputs(out_dir: str | os.PathLike[str]) -> list[str]:
    """Remove the temporary files a killed ``kg build`` left in ``out_dir``; return their names."""
    return remove_stale(Path(out_dir), [*OUTPUTS, EXTRACTIONS, REPORT])


def remove_stale(folder: Path, names: list[str]) -> list[str]:
    """Remove the temporary files a killed kg left in ``folder``; return their names.

    The caller holds the folder's lock, so no other kg can be writing them.
    """
    removed = []
    for path in stale_temporaries(folder, names):
        try:
            path.unlink()
            removed.append(path.name)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise cannot_write(path, exc) from exc
    return removed


def cannot_write(path: Path, exc: OSError) -> OutputError:
    """The error for a file that could not be written, saying what to do."""
    return OutputError(
        f"cannot write {printable(path)}: {exc.strerror or exc}; "
        "check the folder's space and permissions, or choose another with -o"
    )


def _write_or_fail(path: Path, build: Build) -> None:
    """:func:`_write_jsonl`, a file that cannot be written being an :class:`OutputError` that says what to do."""
    try:
        _write_jsonl(path, build)
    except OSError as exc:
        raise cannot_write(path, exc) from exc


def _write_jsonl(path: Path, build: Build) -> None:
    """One line per article, streamed: the whole file is never one string in memory."""
    with atomic_open(path, text=False) as out:
        out.writelines(encode_json_line(r) for r in article_records(build.corpus))
