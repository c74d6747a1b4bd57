"""Each article's drawing (:func:`~kg.graph.node_events.drawing`: which of its event mentions may
give their event a node), kept in the build's extraction cache: what one article's record alone
decides, and most of the work of finding the events the graph draws. A rebuild of a grown corpus
works out only the new and changed articles'.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence

from kg.graph.node_events import Drawing, drawing
from kg.model import Extraction
from kg.pipeline.memos import ArticleDigests
from kg.runtime.cache import ExtractionCache

# The corpus step whose articles' drawings the extraction cache keeps.
_DRAWINGS = "drawings"


class KeptDrawings:
    """The articles' drawings, kept in ``memo`` under a digest of each article's record
    (:meth:`~kg.pipeline.memos.ArticleDigests.record`): all a drawing is made of. The cache's rows
    are dropped when kg's code or model files change (:func:`~kg.runtime.cache.code_digest`)."""

    def __init__(self, memo: ExtractionCache, digests: ArticleDigests) -> None:
        self.memo = memo
        self.digests = digests

    def __call__(self, extractions: Sequence[Extraction]) -> dict[str, Drawing]:
        """Article id -> its drawing, for each of ``extractions``."""
        keys = {ex.article.id: self._key(ex.article.id) for ex in extractions}
        known = self.memo.derived_texts(keys.values())
        found: dict[str, Drawing] = {}
        fresh: list[tuple[str, str]] = []
        for ex in extractions:
            aid = ex.article.id
            text = known.get(keys[aid])
            if text is None:
                found[aid] = drawing(ex)
                fresh.append((keys[aid], json.dumps([sorted(part) for part in found[aid]], separators=(",", ":"))))
            else:
                happening, own, lone, worded = json.loads(text)
                found[aid] = frozenset(happening), frozenset(own), frozenset(lone), frozenset(worded)
        self.memo.put_derived_texts(_DRAWINGS, fresh)
        return found

    def _key(self, aid: str) -> str:
        return hashlib.sha256(_DRAWINGS.encode() + b"\0" + self.digests.record(aid)).hexdigest()
