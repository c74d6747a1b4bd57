"""The README's sample output is what this version prints on the seed articles (benchmarks/readme_samples.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.model, pytest.mark.slow, pytest.mark.acceptance]

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "readme_samples.py"
_spec = importlib.util.spec_from_file_location("readme_samples", _PATH)
assert _spec is not None and _spec.loader is not None
readme_samples = importlib.util.module_from_spec(_spec)
sys.modules["readme_samples"] = readme_samples
_spec.loader.exec_module(readme_samples)


def test_the_readme_blocks_are_marked_and_replaced_in_place() -> None:
    text = "a\n<!-- sample: build -->\n```\nold\n```\nb\n"
    assert readme_samples.readme_samples(text) == {"build": "old\n"}
    assert readme_samples.with_samples(text, {"build": "new\n"}) == "a\n<!-- sample: build -->\n```\nnew\n```\nb\n"


def test_the_readme_shows_what_a_real_run_prints(nlp: object) -> None:
    shown = readme_samples.readme_samples(readme_samples.README.read_text(encoding="utf-8"))
    assert set(shown) == set(readme_samples.SAMPLES)
    made = readme_samples.run_samples()
    for name in readme_samples.SAMPLES:
        assert shown[name] == made[name], (
            f"README sample {name!r} is stale: python benchmarks/readme_samples.py --write"
        )
