"""What pairs of event mentions told, kept in the build's cache: a story a new article joins
judges again only the pairs that article is in, and finds what a build without the cache finds."""

from __future__ import annotations

import pytest

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.pipeline.corpus import resolve_corpus
from kg.resolve.events import by_story, evidence
from kg.runtime.cache import ExtractionCache

_FLOOD = "Governor Ilse Varga closed the Marovia dam as the floods rose over the Marovia valley."


def _article(aid: str, text: str, name: str = "Ilse Varga") -> Extraction:
    at = text.index("closed")
    return Extraction(
        article=Article(id=aid, text=text, date="2011-03-08"),
        dct=PublicationDate("2011-03-08", "metadata", 1.0, "date: 2011-03-08"),
        sentences=((0, len(text)),),
        mentions=(Mention(text.index(name), text.index(name) + len(name), name, name, "PERSON", 0),),
        events=(EventMention(at, at + 6, "closed", "close", "other", 0, agents=(0,), context=(0,)),),
    )


# Another story, so that two jobs judge the two stories in forked workers.
_HARBOUR = [
    _article(f"h{n}", "Mayor Tomas Brenn closed the Halden harbour to trawlers" + " again" * n + ".", "Tomas Brenn")
    for n in (1, 2)
]


def _flood(n: int) -> Extraction:
    return _article(f"d{n}", _FLOOD.replace("rose", "rose " + "again " * n))


def _told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each pair judged (not taken from a memo) appends its two articles to the returned list."""
    judged: list[tuple[str, str]] = []
    real = by_story.tell

    def counted(a, b, tables):
        judged.append((a.key[0], b.key[0]))
        return real(a, b, tables)

    for module in (by_story, evidence):
        monkeypatch.setattr(module, "tell", counted)
    return judged


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_story_a_new_article_joins_judges_only_that_articles_pairs(tmp_path, monkeypatch, jobs):
    # With two jobs the story is judged in a forked worker, which sends back what it judged.
    monkeypatch.setattr(by_story, "PARALLEL_MIN_MENTIONS", 0)
    first, grown = [_flood(1), _flood(2), _flood(3), *_HARBOUR], [_flood(1), _flood(2), _flood(3), _flood(4), *_HARBOUR]
    judged = _told(monkeypatch)
    plain = resolve_corpus(grown)
    assert {pair for pair in judged if "d4" not in pair}  # the old articles' pairs are judged
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        resolve_corpus(first, memo=cache, jobs=jobs)
        del judged[:]
        rebuilt = resolve_corpus(grown, memo=cache, jobs=1)  # counted here, not in a worker
    assert judged and all("d4" in pair for pair in judged)  # the new article's pairs alone
    assert rebuilt == plain


def test_a_changed_article_has_its_pairs_judged_again(tmp_path, monkeypatch):
    judged = _told(monkeypatch)
    edited = _article("d2", _FLOOD.replace("Marovia valley", "Marovia plain"))
    with ExtractionCache(tmp_path / "c.sqlite") as cache:
        resolve_corpus([_flood(1), _flood(2), _flood(3)], memo=cache)
        resolve_corpus([_flood(1), _flood(2), _flood(3), _flood(4)], memo=cache)  # another story's links
        del judged[:]
        rebuilt = resolve_corpus([_flood(1), edited, _flood(3), _flood(4)], memo=cache)
    assert judged and all("d2" in pair for pair in judged)
    assert rebuilt == resolve_corpus([_flood(1), edited, _flood(3), _flood(4)])


class _Texts:
    """A cache's derived texts, in a dict."""

    def __init__(self) -> None:
        self.rows: dict[str, str] = {}

    def derived_texts(self, keys):
        return {k: self.rows[k] for k in keys if k in self.rows}

    def put_derived_texts(self, step, items):
        self.rows.update(items)


def test_a_pair_found_beside_those_kept_of_two_articles_is_kept_with_them():
    from kg.pipeline.memos import ArticleDigests
    from kg.pipeline.pair_memo import PairVerdicts

    articles = [_flood(1), _flood(2)]
    digests = ArticleDigests(articles, {})
    first: tuple = (None, 0, 0, 0, 1, 0, 0, 0, 2, 5, 1, 0, -1, -1)
    second: tuple = (0.0, 1, 0, 0, 0, 0, 0, 0, -1, 3, 0, 0, 1, 0)
    texts = _Texts()
    memo = PairVerdicts(texts, digests)  # type: ignore[arg-type]
    memo.recall({"s": ["d1", "d2"]})
    memo.keep({"s": memo.pack({(("d1", 0), ("d2", 0)): first})})
    again = PairVerdicts(texts, digests)  # type: ignore[arg-type]
    assert again.recall({"s": ["d1", "d2"]}) == {"s": {(("d1", 0), ("d2", 0)): first}}
    again.keep({"s": again.pack({(("d1", 0), ("d2", 1)): second})})
    told = PairVerdicts(texts, digests).recall({"s": ["d1", "d2"]})  # type: ignore[arg-type]
    assert told == {"s": {(("d1", 0), ("d2", 0)): first, (("d1", 0), ("d2", 1)): second}}
