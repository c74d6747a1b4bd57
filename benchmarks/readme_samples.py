"""The README's sample output, made by a real run on the seed articles, so it cannot go stale.

Each sample is a command run as a reader would run it, in a fresh folder holding a copy of
``seeds/``: ``kg build``, then ``kg stories`` and ``kg timeline`` reading that build. The
README marks each sample's block with ``<!-- sample: NAME -->``; a test
(``tests/benchmarks/test_readme_samples.py``) runs the commands again and compares::

    python benchmarks/readme_samples.py           # print the samples
    python benchmarks/readme_samples.py --write   # put them into README.md
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
# Name -> (the command as the README shows it, its arguments, the lines kept: first lines, then "...").
SAMPLES: dict[str, tuple[str, list[str], int]] = {
    "build": ("kg build seeds/ -o output/", ["build", "seeds/", "-o", "output/", "-j", "1"], 7),
    "stories": ("kg stories --from output/", ["stories", "--from", "output/"], 16),
    "timeline": ('kg timeline "saddam hussein" --from output/', ["timeline", "saddam hussein", "--from", "output/"], 6),
}
ELIDED = "  ..."
_BLOCK = re.compile(r"(<!-- sample: (\w+) -->\n```\n)(.*?)(```)", re.S)


def run_samples(root: Path = ROOT) -> dict[str, str]:
    """Each sample's block: ``$ .venv/bin/COMMAND``, then its output (stderr and stdout as a terminal
    shows them), the lines past its budget left out as ``  ...``."""
    found: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="kg-readme-") as work:
        shutil.copytree(root / "seeds", Path(work) / "seeds")
        for name, (shown, args, keep) in SAMPLES.items():
            done = subprocess.run(
                [sys.executable, "-m", "kg", *args],
                cwd=work,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                check=False,
                timeout=900,
            )
            if done.returncode != 0:
                raise RuntimeError(f"{shown} failed ({done.returncode}):\n{done.stdout}")
            # The progress bar (carriage returns, as on a terminal) is not part of what is read after.
            lines = [line for line in done.stdout.split("\n") if line.strip() and "\r" not in line]
            lines = [line for line in lines if not line.lstrip().startswith("extracting:")]
            if len(lines) > keep + 1:
                lines = [*lines[:keep], ELIDED]
            found[name] = "\n".join([f"$ .venv/bin/{shown}", *lines]) + "\n"
    return found


def readme_samples(text: str) -> dict[str, str]:
    """The sample blocks the README holds, by name."""
    return {m.group(2): m.group(3) for m in _BLOCK.finditer(text)}


def with_samples(text: str, samples: dict[str, str]) -> str:
    """The README ``text`` with each marked block replaced by its sample."""
    return _BLOCK.sub(lambda m: m.group(1) + samples.get(m.group(2), m.group(3)) + m.group(4), text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="write the samples into README.md")
    args = parser.parse_args()
    samples = run_samples()
    if args.write:
        README.write_text(with_samples(README.read_text(encoding="utf-8"), samples), encoding="utf-8")
        print(f"wrote {len(samples)} samples into {README}")
    else:
        for name, block in samples.items():
            print(f"<!-- sample: {name} -->\n```\n{block}```\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
