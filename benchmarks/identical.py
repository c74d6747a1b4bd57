"""Whether two kg checkouts write the same bytes: digest every output of a set of runs, then compare.

A refactor that moves code without changing what kg does must leave every output file
byte-identical. ``digest`` runs a given ``kg`` command (a checkout's ``.venv/bin/kg``) on the
inputs named on the command line and writes one SHA-256 per output file as JSON; ``compare``
reads two such files and names every file that differs, is missing or is new (exit status 1
when any does). Usage::

    python benchmarks/identical.py digest --kg /path/to/checkout/.venv/bin/kg -o before.json \\
        --build seeds --read-build /work/shared/examples/quake \\
        --extract /work/base/meantime.in.jsonl
    python benchmarks/identical.py digest --kg .venv/bin/kg -o after.json ...   # same inputs
    python benchmarks/identical.py compare before.json after.json

To check a commit while its worktree is being edited, digest a copy of its files
(``git archive COMMIT | tar -x -C SNAPSHOT``) with ``--kg 'env PYTHONPATH=SNAPSHOT .venv/bin/python -m kg'``.

``--build PATH`` runs ``kg build PATH``; ``--read-build PATH`` runs ``kg read PATH`` and builds
the JSON lines it wrote (both files digested); ``--extract PATH`` runs ``kg extract PATH``.
Every run is without the cache, so each digest is of work done, not of work remembered.
report.json's creation time and the scratch folder's path in it are blanked before hashing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

# report.json says when it was written and where its inputs were: the two facts of a build
# that differ between runs of the same code. They are blanked before hashing; every other
# byte of it (and of every other file) counts.
_CREATED = re.compile(rb'"created": "[^"]*"')


def normalised(path: Path, workdir: Path) -> bytes:
    """The bytes of ``path`` that must match between runs: all of them but for report.json's time and paths."""
    data = path.read_bytes()
    if path.name == "report.json":
        data = _CREATED.sub(b'"created": ""', data).replace(str(workdir).encode(), b"WORKDIR")
    return data


def file_digests(root: Path, workdir: Path | None = None) -> dict[str, str]:
    """SHA-256 of every file under ``root`` (see :func:`normalised`), keyed by its path relative to
    ``root`` (``/``-separated); ``workdir`` is the folder the runs were made in (default: ``root``)."""
    digests: dict[str, str] = {}
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = normalised(path, workdir or root)
        digests[path.relative_to(root).as_posix()] = hashlib.sha256(data).hexdigest()
    return digests


def _runs(
    builds: Sequence[str], read_builds: Sequence[str], extracts: Sequence[str]
) -> Iterator[tuple[str, str, Path]]:
    """(kind, run name, input path) for each requested run; names are unique and independent of the machine."""
    seen: set[str] = set()
    for kind, paths in (("build", builds), ("read-build", read_builds), ("extract", extracts)):
        for given in paths:
            path = Path(given).resolve()
            name, n = f"{kind}-{path.stem}", 1
            while name in seen:
                n += 1
                name = f"{kind}-{path.stem}-{n}"
            seen.add(name)
            yield kind, name, path


def _kg(kg: Sequence[str], *args: str, cwd: Path) -> None:
    """Run kg; a failing run stops the digest (a digest of half an output would compare wrongly)."""
    done = subprocess.run([*kg, *args], cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join([*kg, *args])} failed ({done.returncode}):\n{done.stderr[-2000:]}")


def digest(
    kg: Sequence[str],
    workdir: Path,
    builds: Sequence[str] = (),
    read_builds: Sequence[str] = (),
    extracts: Sequence[str] = (),
    jobs: int | None = None,
) -> dict[str, str]:
    """Run every requested kg command in ``workdir`` and return ``{run/file: sha256}`` over all their outputs."""
    options = ["-q", "--no-cache", *([] if jobs is None else ["--jobs", str(jobs)])]
    for kind, name, path in _runs(builds, read_builds, extracts):
        out = workdir / name
        out.mkdir(parents=True)
        if kind == "build":
            _kg(kg, "build", str(path), "-o", str(out / "output"), *options, cwd=workdir)
        elif kind == "read-build":
            _kg(kg, "read", str(path), "-o", str(out / "read.jsonl"), cwd=workdir)
            _kg(kg, "build", str(out / "read.jsonl"), "-o", str(out / "output"), *options, cwd=workdir)
        else:
            _kg(kg, "extract", str(path), "-o", str(out / "extract.jsonl"), *options, cwd=workdir)
    return file_digests(workdir)


def differences(before: Mapping[str, str], after: Mapping[str, str]) -> list[str]:
    """One line per file that differs, is gone or is new, sorted by file."""
    lines = []
    for name in sorted(before.keys() | after.keys()):
        if name not in after:
            lines.append(f"missing after: {name}")
        elif name not in before:
            lines.append(f"new after:     {name}")
        elif before[name] != after[name]:
            lines.append(f"differs:       {name}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("digest", help="run kg on the inputs and write a digest of every output file")
    run.add_argument(
        "--kg",
        required=True,
        help="the kg command to run, e.g. CHECKOUT/.venv/bin/kg, or a command line such as "
        "'env PYTHONPATH=SNAPSHOT VENV/bin/python -m kg' (a commit's files, the venv's libraries)",
    )
    run.add_argument("-o", "--output", required=True, type=Path, help="digest file (JSON) to write")
    run.add_argument("--build", action="append", default=[], metavar="PATH", help="kg build PATH")
    run.add_argument("--read-build", action="append", default=[], metavar="PATH", help="kg read PATH, then build it")
    run.add_argument("--extract", action="append", default=[], metavar="PATH", help="kg extract PATH")
    run.add_argument("--jobs", type=int, help="--jobs for kg build and kg extract (default: kg's)")
    run.add_argument("--keep", type=Path, help="keep the outputs in this (new) folder, for a diff")
    check = commands.add_parser("compare", help="name the files whose digests differ")
    check.add_argument("before", type=Path)
    check.add_argument("after", type=Path)
    args = parser.parse_args(argv)

    if args.command == "compare":
        before = json.loads(args.before.read_text(encoding="utf-8"))
        after = json.loads(args.after.read_text(encoding="utf-8"))
        lines = differences(before, after)
        print("\n".join(lines) if lines else f"identical: {len(before)} files")
        return 1 if lines else 0

    if not (args.build or args.read_build or args.extract):
        parser.error("digest needs at least one --build, --read-build or --extract")
    kg = [str(Path(args.kg).resolve())] if Path(args.kg).exists() else shlex.split(args.kg)
    with tempfile.TemporaryDirectory(prefix="kg-identical-") as scratch:
        workdir = args.keep if args.keep is not None else Path(scratch)
        workdir.mkdir(parents=True, exist_ok=args.keep is None)
        digests = digest(kg, workdir.resolve(), args.build, args.read_build, args.extract, args.jobs)
    args.output.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(digests)} files digested into {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
