"""kg: news articles in, an event timeline and a knowledge graph out.

``build_graph(paths, BuildSettings(...))`` reads, extracts and links the articles under
``paths`` (with the trained spaCy model); ``write_outputs(build, out_dir)``
writes what ``kg build`` writes. The README shows both.
"""

from __future__ import annotations

from typing import Any

from kg._version import __version__

__all__ = ["Build", "BuildSettings", "build_graph", "write_extractions", "write_outputs", "__version__"]


def __getattr__(name: str) -> Any:
    # Lazy, so that `kg --help` and the record modules load without spaCy.
    if name in ("Build", "build_graph"):
        from kg.pipeline import build

        return getattr(build, name)
    if name == "BuildSettings":
        from kg.pipeline import settings

        return settings.BuildSettings
    if name in ("write_outputs", "write_extractions"):
        from kg.pipeline import outputs

        return getattr(outputs, name)
    raise AttributeError(f"module 'kg' has no attribute {name!r}")
