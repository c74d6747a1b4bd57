"""How a build reads, parses and resolves its articles: one frozen record of options.

:func:`~kg.pipeline.build.build_graph` takes a :class:`BuildSettings`; the command line
builds one from its options, and a Python user builds one once and reuses it
(``replace(settings, jobs=4)`` for a variant). What a build reports on as it goes
(``progress``, ``step``) is no setting: those are given to the call.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from spacy.language import Language

from kg.resolve.entities.aliases import Aliases
from kg.runtime.cache import ExtractionCache

if TYPE_CHECKING:
    from distributed import Client


@dataclass(frozen=True)
class BuildSettings:
    """The options of a build, each as ``kg build``'s option of the same name.

    ``model``: a spaCy pipeline's name or the pipeline (default: :func:`~kg.extract.nlp.default_model`);
    ``aliases``: names that are one entity and names to ignore (a TOML file or :class:`Aliases`);
    ``jobs``: parsing, event clustering and writing processes (None: one per core);
    ``batch_size``: articles a parsing process takes at a time;
    ``cache``: the extraction cache (a path or an open :class:`ExtractionCache`), None for none;
    ``max_bytes``: an article over this many bytes is skipped (None: the default limit);
    ``exclude``: folders never read (the build's own output folder);
    ``extractions_dir``: also write the extractions there as a Parquet store;
    ``resolve``: False stops after extraction (``kg extract --format parquet``);
    ``dask``: a ``distributed.Client`` or scheduler address to parse on instead of ``jobs`` processes;
    ``graph``: False leaves the graph to :meth:`~kg.pipeline.build.Build.add_graph` (``kg build`` does).
    """

    model: str | Language | None = None
    aliases: Aliases | str | Path | None = None
    jobs: int | None = 1
    batch_size: int = 32
    cache: ExtractionCache | str | Path | None = None
    max_bytes: int | None = None
    exclude: Sequence[str | Path] = ()
    extractions_dir: str | Path | None = None
    resolve: bool = True
    dask: Client | str | None = None
    graph: bool = True
