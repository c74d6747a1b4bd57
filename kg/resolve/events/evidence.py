"""The :data:`~kg.resolve.events.features.FEATURES` of a story's candidate pairs, as one array.

A story's mentions are described once as columns (lemma, class, noun or verb, article,
sentence, factuality, theme, the sizes of their sets), so that most features of a pair
are array operations over the pairs, and what the learnt tables say of two lemmas or two
classes is looked up once a distinct pair of them, not once a pair of mentions. What only
the two mentions' sets tell (shared arguments, conflicting agents, the Jaccard of two
sentences) and the rules (:func:`~kg.resolve.events.features.verdict`) are still found a
pair at a time. Every number is the same double a pair-at-a-time computation gives:
only comparisons, one product and one quotient of the same operands.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

from kg.resolve.events.features import FEATURES, Tables, View, verdict
from kg.resolve.events.stems import related
from kg.resolve.similarity import ENGLISH_STOP_WORDS, WORD

_COLUMN = {name: n for n, name in enumerate(FEATURES)}


def judge_pairs(
    members: Sequence[View],
    pairs: Sequence[tuple[int, int]],
    similarity: Sequence[float],
    tables: Tables,
    columns: StoryColumns | None = None,
    apart: Sequence[float] | None = None,
    told: Sequence[Told] | None = None,
) -> tuple[np.ndarray, dict[int, float]]:
    """The features of each pair ``(i, j)`` of ``members`` (a row a pair, :data:`FEATURES` in order),
    given the cosine of its two articles, and the pairs a rule decides (position -> probability).
    ``columns`` are ``StoryColumns(members)``, made once for a story whose pairs come in parts;
    ``apart`` 1 where the two articles name doers and none in common (:mod:`kg.resolve.events.names`; 0 if not given);
    ``told`` each pair's :func:`tell`, where the caller has them (found here if not given)."""
    n = len(pairs)
    out = np.zeros((n, len(FEATURES)), dtype=np.float64)
    if not n:
        return out, {}
    left = np.fromiter((i for i, _ in pairs), dtype=np.int64, count=n)
    right = np.fromiter((j for _, j in pairs), dtype=np.int64, count=n)
    if told is None:
        told = [tell(members[i], members[j], tables) for i, j in pairs]
    rules = {k: t[0] for k, t in enumerate(told) if t[0] is not None}
    sets = np.array([t[2:] for t in told], dtype=np.int64)
    out[:, _COLUMN["other_numbers"]] = [t[1] for t in told]
    cols = columns or StoryColumns(members)
    _lemma_features(out, cols, left, right, tables)
    conflicts, copies = sets[:, 0].astype(bool), sets[:, 1].astype(bool)
    shared = np.minimum(sets[:, 2], 2) / 2
    sim = np.asarray(similarity, dtype=np.float64)
    same_lemma = cols.lemma[left] == cols.lemma[right]
    same_article = cols.article[left] == cols.article[right]
    dated = cols.dated[left] & cols.dated[right]
    put = _Put(out)
    put("both_nominal", cols.nominal[left] & cols.nominal[right])
    put("mixed", cols.nominal[left] != cols.nominal[right])
    put("same_class", (cols.kind[left] == cols.kind[right]) & (cols.kind[right] != cols.other))
    put("statement", cols.statement[left] | cols.statement[right])
    put("shared_arguments", shared)
    put("agent_conflict", sets[:, 3])
    put("patient_conflict", sets[:, 4])
    put("place_conflict", sets[:, 5])
    put("context", _jaccard(sets[:, 6], cols.context[left], cols.context[right]))
    put("words", _jaccard(sets[:, 7], cols.words[left], cols.words[right]))
    put("articles", sim)
    put("same_article", same_article)
    put("same_sentence", same_article & (cols.sentence[left] == cols.sentence[right]))
    put("date_match", dated & ~conflicts)
    put("date_conflict", dated & conflicts)
    put("copied", copies)
    put("lemma_articles", same_lemma * sim)
    put("pair_articles", out[:, _COLUMN["pair_rate"]] * sim)
    put("class_arguments", out[:, _COLUMN["class_rate"]] * shared)
    put("other_meaning", cols.fact[left] != cols.fact[right])
    theme = cols.theme[left], cols.theme[right]
    put("other_theme", same_lemma & (theme[0] >= 0) & (theme[1] >= 0) & (theme[0] != theme[1]))
    put("same_theme", same_lemma & (theme[0] >= 0) & (theme[0] == theme[1]))
    put("shared_agents", sets[:, 8])
    put("shared_patients", sets[:, 9])
    put("other_subjects", sets[:, 10] == 0)
    put("same_subject", sets[:, 10] == 1)
    put("other_objects", sets[:, 11] == 0)
    put("lemma_arguments", out[:, _COLUMN["same_rate"]] * shared)
    doers = np.zeros(n) if apart is None else np.asarray(apart, dtype=np.float64)
    put("other_cast", doers)
    put("lemma_other_cast", same_lemma * doers)
    return out, rules


# What a pair's two mentions alone tell (:func:`tell`): the probability a rule gives it (None:
# the scorer decides), other numbers (0 or 1), then whether their dates conflict, whether one
# copies the other, and the counts and flags their sets give, each an int.
Told = tuple[float | None, int, int, int, int, int, int, int, int, int, int, int, int, int]


def tell(a: View, b: View, tables: Tables) -> Told:
    """What the two mentions ``a`` and ``b`` of one story tell of their pair, a function of the two
    views and the learnt tables alone (so a rebuild may keep it: :mod:`kg.pipeline.pair_memo`)."""
    conflict, copy, rule = verdict(a, b, tables)
    qa, qb = a.mention.quantities, b.mention.quantities
    return (
        rule,
        int(bool(qa and qb and set(qa).isdisjoint(qb))),
        int(conflict),
        int(copy),
        len(a.arguments & b.arguments),
        int(bool(a.agents and b.agents) and a.agents.isdisjoint(b.agents)),
        int(bool(a.patients and b.patients) and a.patients.isdisjoint(b.patients)),
        int(bool(a.places and b.places) and a.places.isdisjoint(b.places)),
        len(a.context & b.context) if a.context and b.context else -1,
        len(a.words & b.words) if a.words and b.words else -1,
        int(bool(a.agents & b.agents)),
        int(bool(a.patients & b.patients)),
        _overlap(_head_words(a.mention.subject), _head_words(b.mention.subject)),
        _overlap(_head_words(a.mention.object), _head_words(b.mention.object)),
    )


def pair_features(a: View, b: View, similarity: float, tables: Tables, apart: float = 0.0) -> list[float]:
    """The :data:`FEATURES` of a pair of mentions, given their articles' ``similarity`` and doers ``apart``."""
    return judge(a, b, similarity, tables, apart)[0]


def judge(a: View, b: View, similarity: float, tables: Tables, apart: float = 0.0) -> tuple[list[float], float | None]:
    """One pair's :data:`FEATURES`, and the probability a rule gives it (None: the scorer decides)."""
    features, rules = judge_pairs([a, b], [(0, 1)], [similarity], tables, apart=[apart])
    return features[0].tolist(), rules.get(0)


class StoryColumns:
    """A story's mentions as columns: small codes for their words, flags and set sizes."""

    def __init__(self, members: Sequence[View]) -> None:

        def code(values: list[object]) -> np.ndarray:
            codes: dict[object, int] = {}
            return np.fromiter((codes.setdefault(v, len(codes)) for v in values), dtype=np.int64, count=len(values))

        mentions = [v.mention for v in members]
        self.lemmas = [m.lemma for m in mentions]
        self.lemma = code(list(self.lemmas))  # from 0, in order of first use
        self.classes = [m.event_class for m in mentions]
        self.kind = code(list(self.classes))
        self.other = self.classes.index("other") if "other" in self.classes else -1
        self.other = int(self.kind[self.other]) if self.other >= 0 else -1
        self.statement = np.array([c == "statement" for c in self.classes], dtype=bool)
        self.nominal = np.array([bool(m.nominal) for m in mentions], dtype=bool)
        self.article = code([v.key[0] for v in members])
        self.sentence = np.array([m.sentence for m in mentions], dtype=np.int64)
        self.fact = code([m.factuality or "fact" for m in mentions])
        themes: dict[str, int] = {}
        self.theme = np.array([themes.setdefault(m.theme, len(themes)) if m.theme else -1 for m in mentions])
        self.dated = np.array([v.date is not None for v in members], dtype=bool)
        self.context = np.array([len(v.context) for v in members], dtype=np.int64)
        self.words = np.array([len(v.words) for v in members], dtype=np.int64)


class _Put:
    """Writes a named feature's column."""

    def __init__(self, out: np.ndarray) -> None:
        self.out = out

    def __call__(self, name: str, values: np.ndarray) -> None:
        self.out[:, _COLUMN[name]] = values


def _lemma_features(out: np.ndarray, cols: StoryColumns, left: np.ndarray, right: np.ndarray, tables: Tables) -> None:
    """What the learnt tables say of each pair's two lemmas (and, for two lemmas, two classes),
    looked up once a distinct pair of them."""
    put = _Put(out)
    same = cols.lemma[left] == cols.lemma[right]
    put("same_lemma", same)
    # One lemma: its own rate.
    rate = {code: tables.same_rate.get(lemma) for lemma, code in zip(cols.lemmas, cols.lemma.tolist())}
    known = np.zeros(int(cols.lemma.max()) + 1, dtype=bool)
    rates = np.zeros(len(known))
    for code, value in rate.items():
        known[code] = value is not None
        rates[code] = value or 0.0
    unknown = np.where(same, ~known[cols.lemma[left]], False)
    put("same_rate", np.where(same, rates[cols.lemma[left]], 0.0))
    # Two lemmas: their word family and pair rate, and their classes' rate.
    two = np.flatnonzero(~same)
    if len(two):
        width = len(known)
        lemma_of = dict(zip(cols.lemma.tolist(), cols.lemmas))
        pair_codes, where = np.unique(cols.lemma[left[two]] * width + cols.lemma[right[two]], return_inverse=True)
        derived, pair_rate, no_pair = (np.zeros(len(pair_codes)) for _ in range(3))
        for n, pair_code in enumerate(pair_codes.tolist()):
            la, lb = lemma_of[pair_code // width], lemma_of[pair_code % width]
            found = tables.pair(la, lb)
            derived[n], pair_rate[n], no_pair[n] = related(la, lb), found or 0.0, found is None
        class_of = dict(zip(cols.kind.tolist(), cols.classes))
        kind_width = int(cols.kind.max()) + 1
        class_codes, kind_where = np.unique(
            cols.kind[left[two]] * kind_width + cols.kind[right[two]], return_inverse=True
        )
        class_rate = np.array(
            [tables.classes(class_of[c // kind_width], class_of[c % kind_width]) for c in class_codes.tolist()]
        )
        out[two, _COLUMN["derived"]] = derived[where]
        out[two, _COLUMN["pair_rate"]] = pair_rate[where]
        out[two, _COLUMN["class_rate"]] = class_rate[kind_where]
        unknown[two] = no_pair[where].astype(bool)
    put("unknown_lemma", unknown)


@functools.lru_cache(maxsize=1 << 14)  # a story repeats a few subjects and objects
def _head_words(phrase: str) -> frozenset[str]:
    """The content words of a subject or object as written ("a masked gunman": masked, gunman)."""
    return frozenset(w for w in WORD.findall(phrase.lower()) if len(w) > 1 and w not in ENGLISH_STOP_WORDS)


def _overlap(a: frozenset[str], b: frozenset[str]) -> int:
    """1 if both phrases are written and share a word, 0 if they share none, -1 if either is missing."""
    return -1 if not (a and b) else int(not a.isdisjoint(b))


def _jaccard(shared: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``shared / (a + b - shared)``, 0 where either set is empty (``shared`` -1)."""
    found = shared >= 0
    out = np.zeros(len(shared))
    out[found] = shared[found] / (a[found] + b[found] - shared[found])
    return out
