"""Whether a change kept kg's outputs byte-identical: build the same inputs with two checkouts'
code and compare every file.

Usage (from the repository root, with the shared folder, the evaluation kit and examples, beside it)::

    python benchmarks/identity.py build CHECKOUT OUT [--kit ../shared/eval] [--quake FOLDER]
    python benchmarks/identity.py compare BEFORE AFTER

``build`` runs CHECKOUT's kg (its folder first on ``PYTHONPATH``, so a plain copy of another
commit, e.g. ``git archive main | tar -x -C /tmp/main``, runs with this virtual environment) on
the seeds (``kg build``), the quake story (``kg read`` then ``kg build``) and the kit's
TimeBank/AQUAINT and MEANTIME documents (``bench.py export`` then ``kg extract``), all with
``--no-cache`` and one process, in one fixed scratch folder that is then moved to OUT: the paths
the outputs record are the same for every checkout. ``compare`` checks that the two folders
hold the same files with the same bytes; ``report.json`` is compared without its ``created``
time. It prints each difference and exits 1 when there is one.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.gettempdir()) / "kg-identity-build"
CORPORA = ("timebank-aquaint", "meantime")
_CREATED = re.compile(rb'"created": "[^"]*"')
# The shared folder (the kit, the examples) beside the repository, or beside a worktree's parent.
SHARED = next(
    (p / "shared" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared").is_dir()), ROOT.parent / "shared"
)


def build(checkout: Path, out: Path, kit: Path, quake: Path) -> None:
    """CHECKOUT's outputs on the fixed inputs, into ``out``."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    shutil.rmtree(SCRATCH, ignore_errors=True)
    SCRATCH.mkdir(parents=True)

    def kg(*args: str | Path, log: str) -> None:
        command = [sys.executable, "-m", "kg", *map(str, args)]
        with (SCRATCH / log).open("wb") as sink:
            subprocess.run(command, cwd=checkout, env=env, stdout=sink, stderr=subprocess.STDOUT, check=True)

    once = ("--no-cache", "-q", "-j", "1")
    kg("build", "seeds", "-o", SCRATCH / "seeds", *once, log="seeds.log")  # relative: the report names it
    kg("read", quake, "-o", SCRATCH / "quake.in.jsonl", log="quake-read.log")
    kg("build", SCRATCH / "quake.in.jsonl", "-o", SCRATCH / "quake", *once, log="quake.log")
    for corpus in CORPORA:
        given = SCRATCH / f"{corpus}.in.jsonl"
        with given.open("wb") as sink:
            subprocess.run(
                [sys.executable, str(kit / "bench.py"), "export", str(kit / "data" / "dev" / corpus)],
                stdout=sink,
                check=True,
            )
        kg("extract", given, "-o", SCRATCH / f"{corpus}.out.jsonl", *once, log=f"{corpus}.log")
    shutil.rmtree(out, ignore_errors=True)
    shutil.move(SCRATCH, out)


def compare(before: Path, after: Path) -> list[str]:
    """The differences between two ``build`` folders: files only in one, files whose bytes differ."""
    names = {p.relative_to(before) for p in before.rglob("*") if p.is_file()}
    others = {p.relative_to(after) for p in after.rglob("*") if p.is_file()}
    found = [f"only in {before}: {n}" for n in sorted(names - others)]
    found += [f"only in {after}: {n}" for n in sorted(others - names)]
    for name in sorted(names & others):
        a, b = (before / name).read_bytes(), (after / name).read_bytes()
        if name.name == "report.json":
            a, b = _CREATED.sub(b"", a), _CREATED.sub(b"", b)
        if a != b:
            found.append(f"differs: {name}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    steps = parser.add_subparsers(dest="step", required=True)
    made = steps.add_parser("build", help="build the fixed inputs with CHECKOUT's code into OUT")
    made.add_argument("checkout", type=Path)
    made.add_argument("out", type=Path)
    made.add_argument("--kit", type=Path, default=SHARED / "eval")
    made.add_argument("--quake", type=Path, default=SHARED / "examples" / "quake")
    checked = steps.add_parser("compare", help="compare two build folders file by file")
    checked.add_argument("before", type=Path)
    checked.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.step == "build":
        build(args.checkout.resolve(), args.out.resolve(), args.kit.resolve(), args.quake.resolve())
        return 0
    found = compare(args.before, args.after)
    print("\n".join(found) if found else f"identical: {sum(1 for p in args.before.rglob('*') if p.is_file())} files")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
