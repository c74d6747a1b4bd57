"""Short names ("Walter", "Smith", "Colts") joined to the full name they stand for, on evidence.

A person's given name, surname or nickname written alone says little: the
corpus may hold many Walters. So it joins a full name only where its own
words point to one (kg's evidence, strongest first):

1. its own article names exactly one such person in full (settled while
   extracting, :func:`kg.extract.full_names.resolve_short_names`, and again
   here for names the corpus steps changed); when it names two, the mention
   stays apart, whatever the story says: "the elder Gonzalez said" after a
   boy's and his father's full names is the father, however often the
   article names the boy;
2. when its article names none, its story (:mod:`kg.resolve.stories`) does,
   by the same rule: "Walter" joins "Walter Reed" of the same story; when the
   story names two ("John Smith", "Anna Smith") it stays apart;
3. nothing else: across stories only a full name (or an alias the user gave)
   joins. A one-word person name its story does not resolve is that story's
   own, so two stories' Walters stay two people, and never become a famous
   Walter named only in another story.

An organisation's one-word name ("Colts") is a name in its own right: it joins
the only full name of the corpus ending with it ("Indianapolis Colts"), and,
where several end with it, the one its article (else its story) writes
:data:`MARGIN` times as often as any other ("Navy" in a story of the Indian
Navy that once names the U.S. Navy).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence

from kg.grouping import UnionFind, majority
from kg.model import Extraction, MentionKey

# Types a short name is looked up under, and the full names it may shorten.
FULL_TYPES = ("PERSON", "ORG")
# A person's full name has at most this many words; a longer "name" is a mis-read phrase ("Colts QB Andrew Luck").
MAX_PERSON_WORDS = 3
# A short name shorter than this ("Li", "Wu") joins no full name: too many names hold it.
MIN_LENGTH = 3
# An organisation's short name takes the full name written this many times as often as any other.
MARGIN = 2.0
# Joins a story's own short person name to nothing outside the story ("walter" + this + the story's id).
STORY_SCOPE = "\x00story:"


def full_names(key_type: Mapping[str, str]) -> dict[tuple[str, str], set[str]]:
    """(word, type) -> the multi-word names of that type it may shorten.

    People by first or last word, organisations by last word ("Colts"): an
    organisation's first word is usually a place or an owner ("Indianapolis").
    People's names of any length are listed: one too long to take a short
    name (:func:`takes_short_names`) still competes for it.
    """
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for key, kind in key_type.items():
        words = key.split()
        if len(words) < 2:
            continue
        if kind == "PERSON":
            out[(words[0], kind)].add(key)
        if kind in FULL_TYPES and not (kind == "ORG" and words[-1] in CHAMBERS):
            out[(words[-1], kind)].add(key)
    return out


# Words that, written alone, name a legislature's chamber: "the House approved the measures" is
# the House of Representatives (or Commons), never a short name of "the White House".
CHAMBERS = frozenset({"house"})


def takes_short_names(key: str, kind: str) -> bool:
    """A person's name of more than :data:`MAX_PERSON_WORDS` words may be a mis-read phrase
    ("Colts QB Andrew Luck"): no short name joins it."""
    return kind != "PERSON" or len(key.split()) <= MAX_PERSON_WORDS


def join_short_names(groups: UnionFind[str], key_type: dict[str, str]) -> None:
    """A one-word organisation name joins the only full organisation name of the corpus ending with it.

    A word that starts an organisation's name ("Ford" of "Ford Motor") stays
    apart: it may be the company or the person. People are left to
    :func:`story_short_names`: their short names join only inside a story.
    """
    candidates = full_names(key_type)
    org_stems = {k.split()[0] for k, kind in key_type.items() if kind == "ORG" and " " in k}
    for key in sorted(key_type):
        if " " in key or len(key) < MIN_LENGTH or key in org_stems or key_type[key] != "ORG":
            continue
        roots = {groups.find(c) for c in candidates.get((key, "ORG"), ())}  # organisations' names all take them
        if len(roots) == 1:
            groups.union(key, next(iter(roots)))


def story_short_names(
    extractions: Sequence[Extraction],
    keys: Mapping[MentionKey, str],
    groups: UnionFind[str],
    key_type: Mapping[str, str],
    story_of: Mapping[str, str],
    global_keys: frozenset[str] = frozenset(),
) -> dict[MentionKey, str]:
    """(article id, mention index) -> the key a short name takes.

    A one-word person or organisation name (by its article's type for it)
    takes the key of the full name it stands for: the one its own article
    writes, or, when its article writes none, the one its story writes
    (:func:`_choose`). A person's name that takes none gets a key of its own
    scoped to the story (:data:`STORY_SCOPE`), shared by the story's other
    mentions of that name only, if the corpus mostly writes it as a person's
    (a place tagged a person here, "Alexandria", stays with its other
    mentions). ``global_keys`` (the user's aliases) are left alone, and so is
    a short name the corpus joined to a longer name on other evidence (an
    acronym's expansion, an organisation's only full name). Articles in no
    story are their own.
    """
    candidates = full_names(key_type)
    # (article, key) -> its mentions' types there; article and story -> the multi-word names written, how often.
    types: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    article_names: dict[str, Counter[str]] = defaultdict(Counter)
    story_names: dict[str, Counter[str]] = defaultdict(Counter)
    for ex in extractions:
        aid = ex.article.id
        story = story_of.get(aid, aid)
        for number, m in enumerate(ex.mentions):
            key = keys[(aid, number)]
            if " " in key:
                article_names[aid][key] += 1
                story_names[story][key] += 1
            else:
                types[(aid, key)][m.type] += 1
    # Roots already holding a longer name of a type: a short name of that type joined on other
    # evidence is settled ("Ford" of a carmaker, not "Ford" tagged a person in a film's story).
    settled = {(groups.find(k), kind) for k, kind in key_type.items() if " " in k}
    out: dict[MentionKey, str] = {}
    chosen: dict[tuple[str, str, str], str | None] = {}
    for ex in extractions:
        aid = ex.article.id
        story = story_of.get(aid, aid)
        for number in range(len(ex.mentions)):
            key = keys[(aid, number)]
            if " " in key or key in global_keys:
                continue
            kind = majority(types[(aid, key)])
            root = groups.find(key)
            if kind not in FULL_TYPES or (root, kind) in settled:
                continue
            if len(key) < MIN_LENGTH:
                chosen[(aid, key, kind)] = None
            elif (aid, key, kind) not in chosen:
                own = _choose(key, kind, article_names[aid], candidates, groups)
                # Names its own article writes about as often stay a tie, whatever the story says:
                # "Gonzalez" after the boy's and his father's names once each may be either.
                if own is _NONE_WRITTEN:
                    if (story, key, kind) not in chosen:
                        chosen[(story, key, kind)] = _choose(key, kind, story_names[story], candidates, groups)
                    own = chosen[(story, key, kind)]
                chosen[(aid, key, kind)] = own
            full = chosen[(aid, key, kind)]
            if full:
                out[(aid, number)] = full
            elif kind == "PERSON" and key_type[key] == "PERSON":
                out[(aid, number)] = f"{root}{STORY_SCOPE}{story}"
    return out


# What :func:`_choose` returns when no full name the short name may shorten is written at all.
_NONE_WRITTEN = ""


def _choose(
    key: str,
    kind: str,
    written: Counter[str],
    candidates: dict[tuple[str, str], set[str]],
    groups: UnionFind[str],
) -> str | None:
    """The key of the full name of ``kind`` that ``key`` stands for among the names ``written``
    (key -> how often, in an article or a story): a person's only one, an organisation's
    written :data:`MARGIN` times as often as any other. None when two people fit ("Smith"
    beside John Smith and Anna Smith, or a son named throughout and his father once: either
    may be meant), two organisations are written about as often, or the one that fits is too
    long to take a short name; :data:`_NONE_WRITTEN` when none is written.
    """
    fits: Counter[str] = Counter()
    takes: set[str] = set()
    fulls = candidates.get((key, kind), set())
    # The smaller side is walked: a common first name shortens thousands of the corpus's names.
    pool = fulls if len(fulls) <= len(written) else [full for full in written if full in fulls]
    for full in pool:
        if full in written:
            root = groups.find(full)
            fits[root] += written[full]
            if takes_short_names(full, kind):
                takes.add(root)
    if not fits:
        return _NONE_WRITTEN
    ranked = sorted(fits.items(), key=lambda kv: (-kv[1], kv[0]))
    if (len(ranked) > 1 and (kind == "PERSON" or ranked[0][1] < MARGIN * ranked[1][1])) or ranked[0][0] not in takes:
        return None
    return ranked[0][0]
