"""The ``kg`` command: parse options, call :func:`kg.build_graph`, report.

Exit codes: 0 every input read; 1 some inputs skipped; 2 usage error, nothing
readable, or an output that could not be written; 130/143 interrupted.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import signal
import sys
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from kg.cli.messages import echo, note_jobs, note_removed, report_skipped, short_name, writable_dir
from kg.cli.options import DEFAULT_OUTPUT, parser
from kg.errors import KgError, OutputError, UsageError
from kg.ingest.read import require_paths
from kg.pipeline.targets import check_output_file, check_output_folder
from kg.runtime.imports import import_spacy_without_cli
from kg.runtime.lock import folder_lock, output_lock
from kg.runtime.memory import paused_gc
from kg.runtime.signals import check_interrupted, hold_to_exit, interruptible, signals_held
from kg.safe_text import printable

# The extraction modules (spaCy, numpy: seconds) are imported when a command runs, not
# with this module: a Ctrl-C while they load is then a clean "interrupted", and each
# parse worker, which imports the main module again to start, does not load them twice.
if TYPE_CHECKING:
    import networkx as nx

    from kg.pipeline.build import Build
    from kg.pipeline.settings import BuildSettings

# The module each command's work starts from, when it is not the whole build.
_PRELOAD = {"read": "kg.pipeline.articles"}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    received: list[int] = []
    with ExitStack() as stack:
        try:
            # A KeyboardInterrupt raised inside a compiled module's start-up (spaCy, scipy) is
            # mangled: scipy's turns it into "ImportError: initialization failed" with a
            # traceback, Cython's makes CPython exit by SIGINT at the very end whatever main
            # returns. So Ctrl-C and SIGTERM wait while these load and arrive just after. Held
            # from the start: the threads numpy starts as it loads inherit the mask and never
            # take a signal meant for the main thread.
            with signals_held():
                # Modules live as long as the process: exempt from the collector's full scans
                # (unfrozen below). spaCy (which the options' defaults import) without its own
                # command line, which kg never runs.
                with paused_gc(exempt=True):
                    import_spacy_without_cli()
                    args = parser().parse_args(argv)
                    # What the command will use, loaded here: `kg read` never needs the NLP pipeline.
                    importlib.import_module(_PRELOAD.get(args.command, "kg.pipeline.build"))
                # SIGTERM acts like Ctrl-C, so a killed build unwinds and removes its temporary
                # files instead of dying mid-write; both are remembered (kg.runtime.signals.interruptible).
                received = stack.enter_context(interruptible())
            note_jobs(args)
            return _COMMANDS[args.command](args)
        except KgError as exc:
            print(f"kg: error: {printable(exc)}", file=sys.stderr)
            return exc.exit_code
        except KeyboardInterrupt:
            print("kg: interrupted; outputs already written are complete, others were not replaced", file=sys.stderr)
            return 128 + (received[0] if received else signal.SIGINT)
        finally:
            gc.unfreeze()  # a caller in the same process (tests, a notebook) gets its collector back
            if argv is None:  # the process's own command (console script, python -m kg)
                hold_to_exit()


def _run(args: argparse.Namespace) -> Build:
    from tqdm import tqdm

    from kg.pipeline.build import build_from_store, build_graph
    from kg.pipeline.settings import BuildSettings

    # kg extract writes no graph; kg build's is built as its outputs are written (write_outputs).
    graph = args.command in ("timeline", "stories")
    if getattr(args, "from_extractions", None):
        if args.paths or args.extractions_dir:
            raise UsageError(
                "--from-extractions DIR builds from the store alone: give no input paths nor --extractions-dir"
            )
        return build_from_store(
            args.from_extractions,
            BuildSettings(aliases=args.aliases, jobs=args.jobs, graph=graph),
            step=lambda doing: _say(args, doing),
        )
    bar: tqdm | None = None

    def progress(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = tqdm(total=total, unit="article", desc="extracting", file=sys.stderr, disable=args.quiet, leave=False)
        bar.update(1)

    def step(doing: str) -> None:
        if bar is not None:
            bar.close()  # extraction is over; the bar would be redrawn under the message
        _say(args, doing)

    try:
        build = build_graph(_inputs(args), _settings(args, graph), progress=progress, step=step)
        # The build lives until main returns: exempt its millions of objects from the
        # collector's full scans while the outputs are written, which would walk them all for nothing.
        gc.freeze()
        return build
    finally:
        if bar is not None:
            bar.close()


def _settings(args: argparse.Namespace, graph: bool) -> BuildSettings:
    """The build's settings, from ``kg build`` or ``kg extract``'s options."""
    from kg.pipeline.settings import BuildSettings

    parquet = args.command == "extract" and args.format == "parquet"
    return BuildSettings(
        model=args.model,
        aliases=args.aliases,
        jobs=args.jobs,
        cache=_cache_path(args),
        max_bytes=args.max_bytes,
        exclude=(args.output,) if args.command == "build" else (),
        extractions_dir=args.output if parquet else getattr(args, "extractions_dir", None),
        resolve=not parquet,
        dask=getattr(args, "dask", None),
        graph=graph,
    )


def _say(args: argparse.Namespace, doing: str) -> None:
    """A progress message on stderr, unless --quiet."""
    if not args.quiet:
        print(f"kg: {printable(doing)}...", file=sys.stderr, flush=True)


def _cache_path(args: argparse.Namespace) -> Path | None:
    from kg.runtime.cache import CACHE_NAME

    if args.no_cache:
        return None
    if args.cache:
        return Path(args.cache)
    if args.command in ("timeline", "stories"):
        # kg build's cache, when a build made one: what it parsed is not parsed again. Never a
        # new cache in another folder than the one asked for (a second copy of the corpus's parse).
        beside = Path(DEFAULT_OUTPUT) / CACHE_NAME
        return beside if beside.is_file() else None
    output = Path(args.output)
    return (output if args.command == "build" else output.parent) / CACHE_NAME


def _build(args: argparse.Namespace) -> int:
    from kg.pipeline.outputs import left_over, remove_stale_outputs, write_outputs
    from kg.pipeline.summary import graph_summary, read_summary

    inputs = _inputs(args)
    require_paths(inputs)  # before the output folder, its lock or its cache is made
    check_output_folder(Path(args.output), inputs)
    out = writable_dir(Path(args.output))
    # Held from before parsing, so a second kg writing into the folder fails at once, not after it.
    with output_lock(folder_lock(out), "kg build", out):
        note_removed(args, remove_stale_outputs(out))
        build = _run(args)
        if not build.corpus.extractions:
            _report_problems(build)
            raise UsageError("no readable article in the inputs given")
        check_interrupted()
        _say(args, f"building the graph and writing the outputs to {out}")
        # Before the articles are let go, and the graph once built, before the exports consume it.
        lines = read_summary(build)
        paths = write_outputs(
            build,
            out,
            formats=args.formats,
            max_nodes=args.max_nodes,
            jobs=args.jobs or os.cpu_count() or 1,
            consume=True,
            on_graph=lambda graph: lines.append(graph_summary(graph, out)),
        )
    _summary(build, paths, lines)
    stale = left_over(out, args.formats)
    if stale:
        print(f"kg: not written (--formats), left from an earlier build: {', '.join(stale)}", file=sys.stderr)
    return 1 if build.problems else 0


def _extract(args: argparse.Namespace) -> int:
    from kg.pipeline.outputs import EXTRACTIONS, remove_stale, write_extractions
    from kg.pipeline.summary import count

    require_paths(args.paths)
    if args.format == "parquet":  # the store is replaced whole, and written as the articles are parsed
        store = Path(args.output)
        if store.is_symlink():
            raise OutputError(f"-o {printable(store)} is a symbolic link; name the folder itself or a new one")
        parent = writable_dir(store.parent)
        with output_lock(folder_lock(parent), "kg extract", parent):
            build = _run(args)
        _report_problems(build)
        print(f"kg: {count(build.streamed, 'article')} -> {printable(args.output)}", file=sys.stderr)
        return 1 if build.problems else 0
    target = _jsonl_target(args.output, "extract", EXTRACTIONS)
    check_output_file(target, args.paths, "extract")
    folder = writable_dir(target.parent)
    with output_lock(folder_lock(folder), "kg extract", folder):
        note_removed(args, remove_stale(folder, [target.name]))
        build = _run(args)
        write_extractions(build, target)
    _report_problems(build)
    print(f"kg: {len(build.corpus.extractions)} articles -> {printable(target)}", file=sys.stderr)
    return 1 if build.problems else 0


def _jsonl_target(output: str, command: str, example: str) -> Path:
    """The one .jsonl file ``kg <command> -o`` names; a folder there is a usage mistake."""
    target = Path(output)
    if target.is_dir():
        raise OutputError(
            f"-o {printable(target)} is a folder; kg {command} writes one .jsonl file: "
            f"give a file name, such as {printable(target / example)}"
        )
    return target


def _read(args: argparse.Namespace) -> int:
    from kg.pipeline.articles import write_articles
    from kg.pipeline.summary import count, visible_text_note

    require_paths(args.paths)
    target = _jsonl_target(args.output, "read", "articles.jsonl")
    check_output_file(target, args.paths, "read")
    folder = writable_dir(target.parent)
    with output_lock(folder_lock(folder), "kg read", folder):
        done = write_articles(args.paths, target, max_bytes=args.max_bytes)
    report_skipped(done.problems)
    if not done.articles:
        raise UsageError("no readable article in the inputs given")
    if done.visible_text:
        print(visible_text_note(done.visible_text), file=sys.stderr)
    print(f"kg: {count(len(done.articles), 'article')} -> {printable(target)}", file=sys.stderr)
    return 1 if done.problems else 0


def _timeline(args: argparse.Namespace) -> int:
    from exporters.entity_timeline import TimelineOf, format_of, timeline_text, write_entity_timeline
    from kg.graph.timeline import entity_timeline, find_entity
    from kg.pipeline.summary import count

    with ExitStack() as held:
        target = _file_target(args, "timeline.txt", format_of, held)
        graph, problems = _graph_for(args)
        entity = find_entity(graph, args.name)
        data = graph.nodes[entity]
        whose = TimelineOf(entity, str(data.get("label") or entity), str(data.get("type") or ""))
        rows = entity_timeline(graph, entity, unasserted=args.unasserted)
        if target is None:
            echo(timeline_text(rows, whose), end="")
            return 1 if problems else 0
        from kg.pipeline.outputs import cannot_write

        try:
            write_entity_timeline(rows, whose, target)
        except OSError as exc:
            raise cannot_write(target, exc) from exc
    name = short_name(whose.name)
    print(f"kg: {count(len(rows), 'event')} of {name} -> {printable(target)}", file=sys.stderr)
    return 1 if problems else 0


def _stories(args: argparse.Namespace) -> int:
    from exporters.stories import format_of, stories_text, write_stories
    from kg.graph.story_list import story_rows

    with ExitStack() as held:
        target = _file_target(args, "stories.md", format_of, held)
        graph, problems = _graph_for(args, edges=False)  # a story's record and its events' nodes are all it reads
        rows = story_rows(graph, args.min_articles)
        if target is None:
            echo(stories_text(rows), end="")
            return 1 if problems else 0
        from kg.pipeline.outputs import cannot_write

        try:
            write_stories(rows, target)
        except OSError as exc:
            raise cannot_write(target, exc) from exc
    told = f"{len(rows)} " + ("story" if len(rows) == 1 else "stories")
    print(f"kg: {told} -> {printable(target)}", file=sys.stderr)
    return 1 if problems else 0


def _file_target(
    args: argparse.Namespace, example: str, check: Callable[[Path], object], held: ExitStack
) -> Path | None:
    """The file ``-o`` names, checked before any parsing (a known suffix, not a folder, not an
    input, writable), with its folder's lock taken in ``held``; None when the command prints."""
    if not args.output:
        if args.built is None:
            require_paths(args.paths)
        return None
    target = Path(args.output)
    check(target)  # a format_of: UsageError for an unknown suffix
    if target.is_dir():
        raise OutputError(
            f"-o {printable(target)} is a folder; give a file name, such as {printable(target / example)}"
        )
    if args.built is None:
        require_paths(args.paths)
    check_output_file(target, [] if args.built is not None else args.paths, args.command)
    folder = writable_dir(target.parent)
    held.enter_context(output_lock(folder_lock(folder), f"kg {args.command}", folder))
    return target


def _graph_for(args: argparse.Namespace, edges: bool = True) -> tuple[nx.MultiDiGraph, bool]:
    """The graph a command reads, and whether inputs were skipped: the build ``--from`` names, as
    it was written (nothing parsed; its nodes alone unless ``edges``), else the articles given,
    parsed now."""
    if args.built is not None:
        from kg.pipeline.outputs import read_graph

        if args.paths not in (["seeds"], []) or args.cache or args.no_cache:
            raise UsageError("--from DIR reads that build: give no input paths nor --cache/--no-cache")
        return read_graph(args.built, edges=edges), False
    if not args.quiet:
        print(
            "kg: reading the articles themselves (after kg build -o DIR, --from DIR reads that build)", file=sys.stderr
        )
    build = _run(args)
    _report_problems(build)
    if not build.corpus.extractions:
        raise UsageError("no readable article in the inputs given")
    return build.graph, bool(build.problems)


def _inputs(args: argparse.Namespace) -> list[str]:
    """The input paths given (``seeds/`` when none)."""
    return ["seeds"] if args.paths is None else list(args.paths)


def _report_problems(build: Build) -> None:
    report_skipped(build.problems)


def _summary(build: Build, paths: dict[str, Path], lines: list[str]) -> None:
    """The skipped inputs, then ``lines`` (taken before the outputs were written), then the files written."""
    _report_problems(build)
    for line in lines:
        echo(line)
    for _, path in sorted(paths.items()):
        echo(f"kg: wrote {printable(path)}")


_COMMANDS = {"build": _build, "extract": _extract, "read": _read, "timeline": _timeline, "stories": _stories}
