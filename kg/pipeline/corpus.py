"""The corpus steps on the articles' extractions: names the model missed, names joined across
articles, stories, short names settled in them, undated articles dated from their story, events
corefered, each story's key events ranked. A bug on one article costs only that article (see
:func:`kg.pipeline.extraction.failed`); :func:`kg.pipeline.build.build_graph` runs these steps
and then the graph.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from kg.graph.node_events import events_worth_a_node, graph_events
from kg.model import Corpus, Entity, Event, Extraction, InputProblem, MentionIndex, Story
from kg.pipeline.drawings import KeptDrawings
from kg.pipeline.extraction import failed, normalise_times
from kg.pipeline.memos import ArticleDigests, KeptEvents, StoryDescriptions, StoryLinks
from kg.pipeline.pair_memo import PairVerdicts
from kg.resolve.disagreements import find_disagreements
from kg.resolve.entities.aliases import Aliases, drop_ignored
from kg.resolve.entities.gazetteer import _with_names, gazetteer
from kg.resolve.entities.headlines import cut_mentions
from kg.resolve.entities.resolution import entities_in_stories, group_names
from kg.resolve.events.coref import resolve_events
from kg.resolve.events.scorer import PairModel
from kg.resolve.key_events import describe_stories
from kg.resolve.similarity import article_vectors, background_vectors
from kg.resolve.stories import find_stories, story_index
from kg.runtime.cache import ExtractionCache, derived_key, relocated
from kg.runtime.memory import MemorySteps
from kg.runtime.pool import forked_map
from kg.time.publication.corpus import corpus_dates

# The corpus step whose results the extraction cache keeps under derived_key (date_from_corpus).
_REDATED = "redated"


def resolve_corpus(
    extractions: Sequence[Extraction],
    problems: Sequence[InputProblem] = (),
    aliases: Aliases | None = None,
    event_model: PairModel | None = None,
    jobs: int = 1,
    memo: ExtractionCache | None = None,
) -> Corpus:
    """The corpus steps: find names the model missed, join names, find stories, settle short
    names in them, date undated articles from their stories and re-anchor their times, corefer
    events, rank each story's key events.

    An article kg fails on while dating it or finding its names is left out
    and joins ``problems`` (see :func:`failed`). ``event_model`` replaces the
    event coreference model kg ships (training uses it). ``jobs`` > 1 clusters the
    events on that many forked processes, and finds near articles on that many
    threads; the corpus is the same. With ``memo`` (the build's extraction cache), what a step
    makes of one article alone, from that article's record only, is kept there and taken
    from there when a later build asks again (an article redated from its story:
    :func:`date_from_corpus`); the corpus is the same.
    """
    # Each step lets go of its working data as it returns; the runner hands its pages back to the
    # kernel before the next (kg.runtime.memory.MemorySteps), or they stay resident to the end of
    # the build. What the steps compute does not depend on it.
    steps = MemorySteps()
    problems = list(problems)
    extractions = steps.run(_named, extractions, problems, aliases)
    extractions, stories, story_of, entities, entity_of = steps.run(
        _storied, extractions, problems, aliases, jobs, memo
    )
    vectors = steps.run(background_vectors, sorted(extractions, key=lambda ex: ex.article.id), entity_of)
    # The pages the vectors' making left free go back before the story workers fork: less to share.
    entity_names = {e.id: e.name for e in entities}
    digests = ArticleDigests(extractions, entity_of) if memo is not None else None
    # A story's links are kept only for the shipped model: they are what it found.
    links = StoryLinks(memo, digests) if memo is not None and digests is not None and event_model is None else None
    made = KeptEvents(memo, digests, entity_of, entity_names) if memo is not None and digests is not None else None
    told = PairVerdicts(memo, digests) if links is not None and memo is not None and digests is not None else None
    events, event_of = steps.run(
        resolve_events,
        extractions,
        entity_of,
        story_of,
        vectors,
        event_model,
        entity_names,
        jobs,
        forked_map,
        links,
        made,
        told,
    )
    del links, made, told
    del vectors, entity_names
    described = StoryDescriptions(memo, digests) if memo is not None and digests is not None else None
    drawings = KeptDrawings(memo, digests) if memo is not None and digests is not None else None
    corpus = steps.run(
        _assembled, extractions, entities, events, entity_of, event_of, problems, stories, story_of, described, drawings
    )
    del described, drawings, digests
    steps.finish()
    return corpus


def _named(
    extractions: Sequence[Extraction], problems: list[InputProblem], aliases: Aliases | None
) -> list[Extraction]:
    """The extractions with the names the model missed found, and the names ``aliases`` ignores dropped."""
    named = _known_names(list(extractions), problems)
    if aliases is not None:
        named = [drop_ignored(ex, aliases) for ex in named]
    return named


def _storied(
    extractions: list[Extraction],
    problems: list[InputProblem],
    aliases: Aliases | None,
    jobs: int,
    memo: ExtractionCache | None = None,
) -> tuple[list[Extraction], list[Story], dict[str, str], list[Entity], MentionIndex]:
    """Names joined, stories found, short names settled in them, undated articles dated from their story."""
    # Stories come from the names' corpus-wide joins; a short person name then joins a full
    # name only inside its story (kg.resolve.entities.short_names).
    names = group_names(extractions, aliases)
    ordered = sorted(extractions, key=lambda ex: ex.article.id)
    provisional = names.index()
    stories = find_stories(extractions, provisional, article_vectors(ordered, provisional), jobs)
    story_of = story_index(stories)
    del provisional
    entities, entity_of = entities_in_stories(extractions, names, story_of)
    # A name cut back ("Lindsay Lohan Checks Into Rehab" -> "Lindsay Lohan") is shown and spanned as cut.
    extractions = cut_mentions(extractions, names.forms)
    del names
    # Dated once the stories are known: an undated article takes its date only from its own story.
    extractions = date_from_corpus(extractions, problems, story_of, memo)
    stories, story_of = _kept_stories(stories, extractions)
    return extractions, stories, story_of, entities, entity_of


def _assembled(
    extractions: list[Extraction],
    entities: list[Entity],
    events: list[Event],
    entity_of: MentionIndex,
    event_of: MentionIndex,
    problems: list[InputProblem],
    stories: list[Story],
    story_of: dict[str, str],
    described: StoryDescriptions | None = None,
    drawings: KeptDrawings | None = None,
) -> Corpus:
    """The resolved corpus, its disagreements found and each story's key events ranked (by
    ``described``, which keeps them for a later build, when given; ``drawings`` likewise keeps
    the articles' drawings, of which the events the graph draws are found)."""
    corpus = Corpus(
        extractions=tuple(extractions),
        entities=tuple(entities),
        events=tuple(events),
        entity_of=entity_of,
        event_of=event_of,
        problems=tuple(problems),
        disagreements=find_disagreements(extractions, entities, events),
        stories=tuple(stories),
        story_of=story_of,
    )
    # What a reader sees first of each story, its key events among those the graph draws; the
    # graph takes the events found worth a node here rather than finding them again.
    worth = events_worth_a_node(corpus, extractions, drawings(extractions) if drawings is not None else None)
    corpus = replace(corpus, drawn=frozenset(worth))
    drawn = graph_events(corpus, extractions)  # and the key events the stories came with
    return replace(
        corpus, stories=tuple((described or describe_stories)(stories, extractions, entity_of, events, event_of, drawn))
    )


def date_from_corpus(
    extractions: Sequence[Extraction],
    problems: list[InputProblem] | None = None,
    story_of: Mapping[str, str] | None = None,
    memo: ExtractionCache | None = None,
) -> list[Extraction]:
    """Fill in publication dates the articles could not give themselves, from their stories
    (:func:`~kg.time.publication.corpus.corpus_dates`: a yearless dateline's year, an undated
    article's day). Without ``story_of`` (article id -> story id) every article is a story of its
    own, and only years are taken. Articles whose date changed have their times normalised again.
    With ``problems``, an article kg fails on while redating it is left out and added there;
    without, the exception propagates. With ``memo`` (an extraction cache), an article
    redated as a build before redated it (the same record, the same new date) is taken from
    there, and those redated here are kept there: the times' normalising is most of this step.
    """
    story_of = story_of or {}
    stories = [story_of.get(ex.article.id) for ex in extractions]
    times = [[(s.text, s.tense) for s in ex.timex_spans] for ex in extractions]
    dated = corpus_dates([ex.dct for ex in extractions], stories, times)
    # The record normalise_times is given: an article's whole input to its redating.
    moved = {
        n: replace(ex, dct=dct) for n, (ex, dct) in enumerate(zip(extractions, dated, strict=True)) if dct != ex.dct
    }
    keys = {n: derived_key(_REDATED, ex) for n, ex in moved.items()} if memo is not None else {}
    known = memo.derived(keys.values()) if memo is not None and keys else {}
    again = [
        ex
        if n not in moved
        else _remembered(known.get(keys.get(n, "")), moved[n])
        or _guarded(problems, ex, partial(normalise_times, moved[n]))
        for n, ex in enumerate(extractions)
    ]
    if memo is not None:
        memo.put_derived(
            _REDATED,
            ((keys[n], ex) for n, ex in enumerate(again) if n in moved and ex is not None and keys[n] not in known),
        )
    return [ex for ex in again if ex is not None]


def _remembered(found: Extraction | None, ex: Extraction) -> Extraction | None:
    """What the cache remembered of ``ex`` (see :func:`~kg.runtime.cache.derived_key`), with ``ex``'s article."""
    return None if found is None else relocated(found, ex)


def _kept_stories(stories: list[Story], extractions: Sequence[Extraction]) -> tuple[list[Story], dict[str, str]]:
    """The stories of the articles still in ``extractions`` (dating may leave one out), and their index."""
    ids = {ex.article.id for ex in extractions}
    if all(aid in ids for story in stories for aid in story.articles):
        return stories, story_index(stories)
    kept = [replace(s, articles=tuple(a for a in s.articles if a in ids)) for s in stories]
    kept = [s for s in kept if s.articles]
    return kept, story_index(kept)


def _guarded(
    problems: list[InputProblem] | None, ex: Extraction, step: Callable[[], Extraction], stage: str = "dating"
) -> Extraction | None:
    """``step()``; or, when it fails and ``problems`` is given, ``None`` with the failure recorded."""
    if problems is None:
        return step()
    try:
        return step()
    except Exception as exc:
        problems.append(failed(ex.article, stage, exc))
        return None


def _known_names(extractions: list[Extraction], problems: list[InputProblem]) -> list[Extraction]:
    """:func:`kg.resolve.entities.gazetteer.add_known_names`, one article at a time under the safety net."""
    entries = gazetteer(extractions)
    found = (_guarded(problems, ex, partial(_with_names, ex, entries), "extracting") for ex in extractions)
    return [ex for ex in found if ex is not None]
