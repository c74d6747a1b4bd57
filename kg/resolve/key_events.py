"""What a reader sees first of a story: its span, outlets, key events and key entities.

A story's key events are ranked by evidence a reader trusts, counted in its own
articles (each article one vote, so a long article weighs no more than a brief):

- how many of them report it at all, however they tell it;
- how many of them say it happened (asserted, not planned, doubted or denied): anywhere
  (a reader trusts what articles say was done over what they only call likely; an
  article that tells it only as a statement, "said", asserts no more than that someone
  spoke), in their headline or first sentence, and in their first two: what a story is
  about is what its leads report;
- how many assert it with a named participant, and with a date;
- how many of its outlets report it (when the story has more than one);
- less when they report it only as a statement ("said") or as a state ("knew").
  A noun no lexicon knows as a happening ("sequel", "record") counts as evidence
  only where an article uses it as a verb, and an -ing noun naming the kind of the noun after it
  ("the scoring record") none at all;
- what most of them date only before the story began (an award of the year before, a
  conviction years ago: :meth:`~kg.resolve.key_evidence.Votes.background`) is never first:
  what a story reports leads it, what it recalls may follow;
- a legal act told "in" a happening ("charged in the slayings") reports that happening;
- what :data:`KEY_MIN_ARTICLES` of its leads announce and none says was done ("Chris Weitz to
  direct the sequel", "she will host the awards") is the story's news all the same: a key
  event, shown as to come (never as done), standing for its word family, and its leads count.

Every count is a share of the story's articles (of its outlets), so the score
means the same in a story of three articles and in one of three thousand. The
rule, and the weights (one each, a date one half), were chosen on the ECB+ train
topics (``benchmarks/key_events.py`` scores them, and the dev topics apart); the evidence
itself is read in :mod:`kg.resolve.key_evidence`.

kg keeps one happening in two nodes when it cannot tell they are one (two "fire"
events of one story, one of them undated; "the quake" in some articles, "the
earthquake" or "quaked" in others): the reports of one word family (one lemma, a
nominalisation of it, a compound with it as head: :func:`~kg.resolve.events.stems.related`)
count together, and the story lists the node most of its articles report, one done to
the party most of the family's mentions name (or to none named). Its other
nodes of that family stay in its full timeline, not among its key events, except a node
done to another named party (a team's two players arrested, one node each): that is
another happening, and it is listed apart, ranked by its own reports. A family pools only the
mentions that may tell its listed node's happening: one naming who did it or to whom counts
where those names meet the listed node's, and a listed node naming no one pools only mentions
naming no one ("attack" is many attacks; "said" is many speakers). What a speaker tells in
quoted words is drawn only as the statement, yet it is a report of that happening: it counts
for the word family of its event. Two word families of one act of violence, on one day, to one
named party ("police shot him", "officers killed him") are one key event
(:mod:`kg.resolve.key_happenings`). The ranking only reads the nodes; it never joins them in the graph.

A story's main happening is often a bare noun ("the heist", "the outage", "the murder"):
no name, no date and no kind the lexicon knows tie it down, so the graph would not draw it,
and the key events would list what surrounds it (the car the thieves rammed, the arrest).
A node :data:`KEY_MIN_ARTICLES` of the story's articles assert in their lead (headline or
first sentence), it or another node of its word family, is a candidate all the same, ranked on the same evidence, and the graph
draws it when it is listed; a noun only told deeper ("respect", "a musical") stays out.
Nothing about an article's id, file name or order is used.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import date

from kg.extract.backdrop import QUOTED
from kg.extract.worth import figures
from kg.model import KEY_ITEMS, Event, EventMention, Extraction, MentionKey, Story
from kg.resolve.events.apart import other_parties
from kg.resolve.events.scorer import learnt_pairs
from kg.resolve.key_evidence import Votes, began, happened, in_lead, vote, words
from kg.resolve.key_happenings import one_happening
from kg.resolve.word_families import main_party, other_party_nodes, word_families

# Articles of a story that must assert a node the graph would not draw in their lead for it to be a key event.
KEY_MIN_ARTICLES = 3
_SPACE = re.compile(r"\s*")


def describe_stories(
    stories: Sequence[Story],
    extractions: Sequence[Extraction],
    entity_of: Mapping[MentionKey, str],
    events: Sequence[Event],
    event_of: Mapping[MentionKey, str],
    drawn: Collection[str] | None = None,
) -> list[Story]:
    """``stories`` with their outlets, date span, key events and key entities filled in.

    Key events are chosen among ``drawn`` (the event ids the graph draws; all events
    when ``None``) and the nodes :data:`KEY_MIN_ARTICLES` of a story's articles lead with;
    the graph draws every key event, so that each is a node a reader can open.
    """
    by_id = {ex.article.id: ex for ex in extractions}
    lemma = {ev.id: ev.lemma for ev in events}
    return [
        _described(story, [by_id[a] for a in story.articles if a in by_id], entity_of, event_of, lemma, drawn)
        for story in stories
    ]


def _described(
    story: Story,
    articles: list[Extraction],
    entity_of: Mapping[MentionKey, str],
    event_of: Mapping[MentionKey, str],
    lemma: Mapping[str, str],
    drawn: Collection[str] | None,
) -> Story:
    outlets = sorted({ex.outlet for ex in articles if ex.outlet})
    days = sorted(ex.dct.value for ex in articles if ex.dct.value)
    return replace(
        story,
        outlets=tuple(outlets),
        first=days[0] if days else "",
        last=days[-1] if days else "",
        key_events=tuple(key_events(articles, event_of, lemma, drawn, len(outlets), entity_of)),
        key_entities=tuple(key_entities(articles, entity_of)),
    )


def key_events(
    articles: Sequence[Extraction],
    event_of: Mapping[MentionKey, str],
    lemma: Mapping[str, str],
    drawn: Collection[str] | None = None,
    outlets: int = 0,
    entity_of: Mapping[MentionKey, str] | None = None,
) -> list[str]:
    """The ids of the key events of a story made of ``articles``, most important first, at
    most :data:`~kg.model.KEY_ITEMS`; only events some article asserts.

    Nodes outside ``drawn`` count when :data:`KEY_MIN_ARTICLES` of ``articles`` assert them in their lead.
    A node of a word family done to another named party than the family's listed node
    (``entity_of`` names them: "Jamal Williams arrested" beside "Vincent Jackson
    arrested") is another happening, listed apart at its own evidence."""
    found = candidates(articles, event_of, lemma, drawn, entity_of)
    ranked = sorted((-v.score(len(articles), outlets), -reports, -mentions, eid) for eid, v, reports, mentions in found)
    # What the story reports leads; what most of its articles date before it began may follow.
    news = {eid for eid, v, *_ in found if not v.background()}
    first = next((row for row in ranked if row[-1] in news), None)
    if first is not None:
        ranked = [first, *(row for row in ranked if row is not first)]
    return [eid for *_, eid in ranked[:KEY_ITEMS]]


def candidates(
    articles: Sequence[Extraction],
    event_of: Mapping[MentionKey, str],
    lemma: Mapping[str, str],
    drawn: Collection[str] | None = None,
    entity_of: Mapping[MentionKey, str] | None = None,
) -> list[tuple[str, Votes, int, int]]:
    """The events that may be key events of a story made of ``articles`` (see :func:`key_events`),
    each with its evidence, the number of articles reporting the node itself and its mentions."""
    if not articles:
        return []
    headlines = {ex.article.id: words(ex.article.title) for ex in articles}
    since = began(articles)
    # A node this many of the story's articles assert in their lead may be a key event though the
    # graph would not draw it (a bare "heist", "outage"); it is drawn then (kg.graph.corpus_graph).
    # The leads count by word family: one happening kg split into two nodes ("the deaths" undated,
    # "killed" dated) is what those leads report together.
    ids = {eid for ex in articles for i in range(len(ex.events)) if (eid := event_of.get((ex.article.id, i)))}
    kin = word_families({lemma.get(eid, eid) for eid in ids}, learnt_pairs())
    led_by: dict[str, set[str]] = defaultdict(set)
    for ex in articles:
        for i, m in enumerate(ex.events):
            eid = event_of.get((ex.article.id, i))
            # "Third-quarter results" in every lead are figures, no happening to draw.
            if eid is not None and happened(m) and not figures(m) and in_lead(m, headlines[ex.article.id]):
                led_by[kin[lemma.get(eid, eid)]].add(ex.article.id)

    def leading(eid: str) -> bool:
        return drawn is None or eid in drawn or len(led_by[kin[lemma.get(eid, eid)]]) >= KEY_MIN_ARTICLES

    told: list[tuple[Extraction, EventMention, str]] = [
        (ex, m, eid)
        for ex, modifiers in ((ex, _modifiers(ex)) for ex in articles)
        for i, m in enumerate(ex.events)
        if i not in modifiers and (eid := event_of.get((ex.article.id, i))) is not None and leading(eid)
    ]
    family = word_families({lemma.get(eid, eid) for _, _, eid in told}, learnt_pairs())
    # What a speaker's quoted words tell ("'I was thrilled to host it,' she said"): a report of
    # that happening in its article, though the graph draws it only as the statement's words.
    voiced = [
        (ex, m, eid)
        for ex in articles
        for i, m in enumerate(ex.events)
        if m.backdrop == QUOTED
        and (eid := event_of.get((ex.article.id, i))) is not None
        and lemma.get(eid, eid) in family
        and not leading(eid)
    ]
    own: dict[str, Votes] = defaultdict(Votes)  # event id -> its own evidence
    patients: dict[str, Counter[str]] = defaultdict(Counter)  # event id -> its named patients
    reports: dict[str, set[str]] = defaultdict(set)  # event id -> the articles reporting it
    asserted: dict[str, set[str]] = defaultdict(set)
    announced: dict[str, set[str]] = defaultdict(set)  # event id -> the articles whose lead tells it as to come
    mentions: Counter[str] = Counter()
    for ex, m, eid in told:
        aid = ex.article.id
        headline = headlines[aid]
        reports[eid].add(aid)
        mentions[eid] += 1
        vote(own[eid], ex, m, headline, since=since)
        if entity_of is not None:
            patients[eid].update(p for i in m.patients if (p := entity_of.get((aid, i))) is not None)
        if happened(m):
            asserted[eid].add(aid)
        elif m.factuality == "future" and in_lead(m, headline):
            announced[eid].add(aid)
    # What the leads announce ("Chris Weitz to direct the sequel", "she will host the awards") is
    # the story's news though it has not happened yet: a key event, shown as to come.
    news = {eid for eid, leads in announced.items() if len(leads) >= KEY_MIN_ARTICLES and not asserted[eid]}
    for eid in news:
        asserted[eid] |= announced[eid]
    # The party a family's mentions name most: its listed node is one of that party's (or of none).
    named: dict[str, Counter[str]] = defaultdict(Counter)
    for eid, counts in patients.items():
        named[family[lemma.get(eid, eid)]].update(counts)
    main = {word: main_party(counts) for word, counts in named.items()}

    def rank(eid: str, word: str) -> tuple[bool, bool, int, int]:
        party, top = main_party(patients.get(eid)), main.get(word)
        own_party = party is None or top is None or not other_parties((party,), (top,))
        return own_party, eid in news, len(reports[eid]), mentions[eid]

    best: dict[str, str] = {}
    for eid in sorted(reports):
        word = family[lemma.get(eid, eid)]
        if not asserted[eid]:
            continue  # planned, doubted or denied in every article: never a key moment
        held = best.get(word)
        if held is None or rank(eid, word) > rank(held, word):
            best[word] = eid
    votes = _pooled(best, _about(told) + voiced, family, lemma, headlines, entity_of, news, since)
    found = one_happening(
        [(eid, votes[word]) for word, eid in best.items()], told, reports, mentions, patients, entity_of
    )
    found += [(eid, own[eid]) for eid in other_party_nodes(best, reports, mentions, asserted, family, lemma, patients)]
    return [(eid, v, len(reports[eid]), mentions[eid]) for eid, v in found]


def _about(told: Sequence[tuple[Extraction, EventMention, str]]) -> list[tuple[Extraction, EventMention, str]]:
    """``told`` with each asserted legal act that is about an asserted happening told as a report
    of that happening, not of the act: "charged in the 1967 slayings" (kg links the noun as the
    charge's setting) tells the slayings, which the story is about; the charge is news of them.
    The act's mention votes for the happening's node with the happening's named parties."""
    about: dict[int, tuple[Extraction, EventMention, str]] = {}
    for ex, m, eid in told:
        act = None if m.setting_of is None else ex.events[m.setting_of]
        if act is not None and act.event_class == "legal" and happened(act) and happened(m):
            about[id(act)] = (ex, replace(act, agents=m.agents, patients=m.patients), eid)
    return [about.get(id(m), (ex, m, eid)) for ex, m, eid in told]


def _modifiers(ex: Extraction) -> set[int]:
    """The article's event nouns in -ing that only name the kind of the event noun written right
    after them: the "scoring" of "the career scoring record", the "driving" of "a driving
    conviction" (as "parking" in "parking lot") is no happening told."""
    nouns = {m.start: m for m in ex.events if m.nominal}
    found = set()
    for i, m in enumerate(ex.events):
        space = _SPACE.match(ex.article.text, m.end)
        head = nouns.get(space.end() if space else m.end)
        if (
            m.nominal
            and m.trigger.casefold().endswith("ing")
            and head is not None
            and head is not m
            and head.sentence == m.sentence
        ):
            found.add(i)
    return found


def _pooled(
    best: Mapping[str, str],
    told: Iterable[tuple[Extraction, EventMention, str]],
    family: Mapping[str, str],
    lemma: Mapping[str, str],
    headlines: Mapping[str, set[str]],
    entity_of: Mapping[MentionKey, str] | None,
    news: Collection[str] = (),
    since: date | None = None,
) -> dict[str, Votes]:
    """Each word family's votes, from the mentions of its nodes that may tell the happening of
    its listed node ``best[word]``: a mention naming who did it, or to whom, counts only where its
    names meet the listed node's ("attack" is many attacks: the pirates' on a tanker is not the
    one on a hotel); a listed node that names no one pools only the mentions that name no one.
    Another node's mention an article says did not happen ("the navy foiled an attack") is
    another happening than the listed node's, however its words meet."""
    parties: dict[str, set[str]] = defaultdict(set)  # event id -> the names its mentions give
    named: list[tuple[Extraction, EventMention, str, set[str]]] = []
    for ex, m, eid in told:
        aid = ex.article.id
        names = set() if entity_of is None else {p for i in m.agents + m.patients if (p := entity_of.get((aid, i)))}
        parties[eid] |= names
        named.append((ex, m, eid, names))
    votes: dict[str, Votes] = defaultdict(Votes)
    for ex, m, eid, names in named:
        word = family[lemma.get(eid, eid)]
        listed = parties.get(best.get(word, ""), set())
        if names and (not listed or other_parties(names, listed)):
            continue  # another party's happening of the same word
        if eid != best.get(word) and m.factuality == "negated":
            continue  # "foiled an attack" in another node: a happening that did not happen, not this one
        vote(votes[word], ex, m, headlines[ex.article.id], eid in news and m.factuality == "future", since)
    return votes


def key_entities(articles: Iterable[Extraction], entity_of: Mapping[MentionKey, str]) -> list[str]:
    """The ids of the entities the most of ``articles`` name (then the most often), at most
    :data:`~kg.model.KEY_ITEMS`."""
    named: Counter[str] = Counter()
    mentions: Counter[str] = Counter()
    for ex in articles:
        ids = [e for i in range(len(ex.mentions)) if (e := entity_of.get((ex.article.id, i)))]
        named.update(set(ids))
        mentions.update(ids)
    ranked = sorted(named, key=lambda e: (-named[e], -mentions[e], e))
    return ranked[:KEY_ITEMS]
