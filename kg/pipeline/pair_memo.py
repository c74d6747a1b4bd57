"""What pairs of event mentions told (:func:`~kg.resolve.events.evidence.tell`), kept in the
build's extraction cache for a later build: a story that new articles join judges again only the
pairs they are in. A pair's verdict is a function of its two mentions' views, each made of its
own article alone (its record and its mentions' entity ids: :class:`~kg.pipeline.memos.ArticleDigests`),
so the verdicts are kept a row for each two articles, under a digest of both.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Mapping

from kg.pipeline.memos import ArticleDigests
from kg.resolve.events.by_story import Verdicts
from kg.runtime.cache import ExtractionCache

# The corpus step whose pairs' verdicts the extraction cache keeps.
_PAIRS = "event-pairs"
# A kept row: each pair of the two articles' mentions as [left index, right index, *told].
_Row = list[list[object]]


class PairVerdicts:
    """The :class:`~kg.resolve.events.by_story.PairsMemo` of the build's cache: a row for each two
    articles of a story (the first in id order holds each pair's first mention, as a story's
    mentions are in key order), under a digest of both articles' records and entity ids. The
    cache's rows are dropped when kg's code or model files change
    (:func:`~kg.runtime.cache.code_digest`)."""

    def __init__(self, memo: ExtractionCache, digests: ArticleDigests) -> None:
        self.memo = memo
        self.digests = digests
        self.rows: dict[tuple[str, str], _Row] = {}  # the rows recalled, by their two articles

    def _key(self, a: str, b: str) -> str:
        return hashlib.sha256(_PAIRS.encode() + self.digests(a) + self.digests(b)).hexdigest()

    def recall(self, stories: Mapping[str, list[str]]) -> dict[str, Verdicts]:
        keys = {
            (a, b): self._key(a, b)
            for articles in stories.values()
            for n, a in enumerate(articles)
            for b in articles[n:]
        }
        known = self.memo.derived_texts(keys.values())
        out: dict[str, Verdicts] = {}
        for story, articles in stories.items():
            told: Verdicts = out.setdefault(story, {})
            for n, a in enumerate(articles):
                for b in articles[n:]:
                    text = known.get(keys[a, b])
                    if text is None:
                        continue
                    row = self.rows[a, b] = json.loads(text)
                    for i, j, *said in row:
                        told[(a, i), (b, j)] = tuple(said)  # type: ignore[assignment]
        return out

    def pack(self, fresh: Verdicts) -> dict[tuple[str, str], str]:
        """``fresh`` as the rows :meth:`keep` stores, as text (two articles -> their pairs)."""
        rows: dict[tuple[str, str], _Row] = defaultdict(list)
        for ((a, i), (b, j)), said in fresh.items():
            rows[a, b].append([i, j, *said])
        return {both: json.dumps(sorted(made), separators=(",", ":")) for both, made in rows.items()}

    def keep(self, found: Mapping[str, dict[tuple[str, str], str]]) -> None:
        texts = {both: text for packed in found.values() for both, text in packed.items()}
        for both, text in texts.items():
            if both in self.rows:  # what was recalled of the two articles, and what was added
                texts[both] = json.dumps(sorted(self.rows[both] + json.loads(text)), separators=(",", ":"))
        self.memo.put_derived_texts(_PAIRS, ((self._key(a, b), text) for (a, b), text in sorted(texts.items())))
