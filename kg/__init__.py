"""kg: news articles in, an event timeline and a knowledge graph out.

>>> from kg import build_graph
>>> build = build_graph(["seeds"])          # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

__all__ = ["Build", "build_graph", "__version__"]


def __getattr__(name: str) -> Any:
    # Lazy, so that `kg --help` and the record modules load without spaCy.
    if name in ("Build", "build_graph"):
        from kg.pipeline import build

        return getattr(build, name)
    raise AttributeError(f"module 'kg' has no attribute {name!r}")
