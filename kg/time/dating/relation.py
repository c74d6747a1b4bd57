"""Which time expression near an event it happens within: a learnt event-time relation.

An event that governs no time expression of its own may still be dated by one its sentence
(or the sentence before) names: "At least 82 were killed, officials said as dawn broke
Saturday" is not such a case (the killing was on Friday), "Castro read the letter on state
television, which broadcast it Sunday" is. Which one, if any, is what TimeBank's links
between events and times say (as TempEval-3 task C), and a logistic regression learns it
from them (``training/event_time.py`` writes ``data/event_time.json``; kg only reads it)
over features of the pair: where the time is (same sentence, before or after the event, how
far, how many events between), whose it is (another event's, a statement's), what it is
(its granularity, before, on or after the publication day, a stretch's bound) and what the
event is (tense, factuality, a noun, a statement). A candidate is taken when its probability
reaches the model's threshold. A pure function of an :class:`~kg.model.Extraction`.
"""

from __future__ import annotations

import bisect
import functools
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

import numpy as np

from kg.model import EventMention, Extraction
from kg.time.dating.headings import heading_time
from kg.time.values import granularity, value_interval

MODEL_FILE = "event_time.json"
TENSES = ("past", "perfect", "present", "progressive", "future", "")
FACTUALITIES = ("fact", "future", "uncertain", "negated", "hypothetical")
GRAINS = ("time", "day", "week", "month", "year")
TIMEML_CLASSES = ("OCCURRENCE", "REPORTING", "STATE", "I_ACTION", "I_STATE", "ASPECTUAL", "PERCEPTION")
FEATURES: tuple[str, ...] = (
    "own",
    "own_by_object",
    "governs_a_stretch",
    "same_sentence",
    "time_before",
    "log_words",
    "events_between",
    "statements_between",
    "comma_between",
    "governed",
    "governed_by_statement",
    "governed_by_noun",
    "adjacent",
    "sentence_times",
    "nominal",
    "statement",
    *(f"tense_{t or 'none'}" for t in TENSES),
    *(f"factuality_{f}" for f in FACTUALITIES),
    *(f"grain_{g}" for g in GRAINS),
    *(f"class_{c.lower()}" for c in TIMEML_CLASSES),
    "nearest",
    "previous_sentence_only",
    "present_after_publication",
    "before_publication",
    "publication_day",
    "after_publication",
    "tense_clash",
    "past_on_publication_day",
    "bound_word",
    "preposition_on_in_at",
)
# A time after these words bounds a stretch ("since 1992", "until March"): rarely the event's time.
_BOUND_WORDS = re.compile(r"\b(since|until|till|by|before|after|through|from|to|than)\s+(the\s+)?$", re.I)
_ON_IN_AT = re.compile(r"\b(on|in|at|during)\s+(the\s+)?$", re.I)
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class RelationModel:
    """Weights over :data:`FEATURES`, and the probability a candidate must reach."""

    weights: np.ndarray
    intercept: float
    threshold: float

    def probability(self, features: np.ndarray) -> np.ndarray:
        """P(the event happens within the time) for each row of ``features``."""
        if not len(features):
            return np.zeros(0)
        return 1.0 / (1.0 + np.exp(-(features @ self.weights + self.intercept)))

    @classmethod
    def from_json(cls, data: dict) -> RelationModel:
        """The model a training run wrote (``training/event_time.py``)."""
        if tuple(data["features"]) != FEATURES:
            raise ValueError("the event-time model was trained on other features: rebuild it")
        return cls(np.asarray(data["weights"], dtype=np.float64), float(data["intercept"]), float(data["threshold"]))


@functools.lru_cache(maxsize=4)
def load_model(path: str | None = None) -> RelationModel:
    """The model shipped with kg, or the one at ``path``."""
    if path is not None:
        text = Path(path).read_text(encoding="utf-8")
    else:
        text = resources.files("kg.time").joinpath("data", MODEL_FILE).read_text(encoding="utf-8")
    return RelationModel.from_json(json.loads(text))


@dataclass(frozen=True)
class Candidate:
    """A time expression an event may happen within: its span number, value and features.

    The features are worked out when read: the structure of the text refuses most
    candidates (:func:`kg.time.dating.usable.usable_candidates`) before the model weighs any.
    """

    span: int
    value: str
    # What works out its features (:func:`_features` with this candidate's arguments).
    made: Callable[[], tuple[float, ...]] = field(repr=False, compare=False)

    @property
    def features(self) -> tuple[float, ...]:
        return self.made()


@dataclass(frozen=True)
class Context:
    """What every event of one article shares when its candidates are made: made once an article
    (:func:`context`), so that an article's events cost no more than its events and times."""

    values: dict[int, str]  # span number -> calendar value (DATE or TIME with a known year)
    by_sentence: dict[int, list[int]]  # sentence -> its calendar spans, not the article's own date
    governors: dict[int, EventMention]  # span number -> the (last) event that governs it
    governing: dict[int, list[EventMention]]  # span number -> every event that governs it
    durations: frozenset[int]  # span numbers that are DURATIONs ("three days")
    starts: list[int]  # the events' starts, sorted
    ends: list[int]  # their ends, in the same order
    statements: list[int]  # the starts of the statement events, sorted


def context(ex: Extraction, values: dict[int, str]) -> Context:
    """The :class:`Context` of ``ex``; ``values`` maps span numbers to calendar values."""
    by_sentence: dict[int, list[int]] = {}
    for n in sorted(values):
        span = ex.timex_spans[n]
        if not heading_time(ex, span.start, span.end):
            by_sentence.setdefault(span.sentence, []).append(n)
    kinds = {(t.start, t.end): t.type for t in ex.timexes}
    durations = frozenset(n for n, s in enumerate(ex.timex_spans) if kinds.get((s.start, s.end)) == "DURATION")
    order = sorted(ex.events, key=lambda e: e.start)
    governing: dict[int, list[EventMention]] = {}
    for e in ex.events:
        if e.timex is not None:
            governing.setdefault(e.timex, []).append(e)
    return Context(
        governing=governing,
        values=values,
        by_sentence=by_sentence,
        governors={e.timex: e for e in ex.events if e.timex is not None},
        durations=durations,
        starts=[e.start for e in order],
        ends=[e.end for e in order],
        statements=sorted(e.start for e in ex.events if e.event_class == "statement"),
    )


def candidates(ex: Extraction, index: int, values: dict[int, str], made: Context | None = None) -> list[Candidate]:
    """The calendar times of event ``index``'s sentence and of the sentence before it, and the
    time it governs, with their features; not a time that dates the article itself (a
    dateline's, a date line's). ``values`` maps span numbers to calendar values (DATE or TIME
    with a known year); ``made`` is the article's :func:`context`, when the caller has it."""
    made = made or context(ex, values)
    ev = ex.events[index]
    spans = ex.timex_spans
    near = [*made.by_sentence.get(ev.sentence - 1, ()), *made.by_sentence.get(ev.sentence, ())]
    if ev.timex in values and ev.timex not in near and not heading_time(ex, spans[ev.timex].start, spans[ev.timex].end):
        near.append(ev.timex)
    if not near:
        return []
    by_object = object_time(ex, ev)
    in_sentence = len(made.by_sentence.get(ev.sentence, ()))
    nearest = min(near, key=lambda n: (abs(spans[n].start - ev.start), n))
    return [
        Candidate(
            n,
            values[n],
            functools.partial(
                _features,
                ex,
                ev,
                n,
                values[n],
                None if n == by_object else made.governors.get(n),
                in_sentence,
                n == nearest,
                by_object,
                made,
            ),
        )
        for n in sorted(near)
    ]


def object_time(ex: Extraction, ev: EventMention) -> int | None:
    """The time expression the parse gave the noun event ``ev`` governs as its object ("declared
    mourning on Saturday": "on Saturday" hangs from "mourning"), which is the verb's time too."""
    if ev.object_span is None:
        return None
    start, end = ev.object_span
    for other in ex.events:
        if other.nominal and other.timex is not None and start <= other.start and other.end <= end:
            return other.timex
    return None


def _events_within(made: Context, lo: int, hi: int, enough: int = 4) -> int:
    """How many events start at ``lo`` or later and end by ``hi``, counted up to ``enough``
    (the feature reads no further: a long stretch of text need not be counted whole)."""
    ends, count = made.ends, 0
    for i in range(bisect.bisect_left(made.starts, lo), bisect.bisect_right(made.starts, hi)):
        if ends[i] <= hi:
            count += 1
            if count == enough:
                break
    return count


def _features(
    ex: Extraction,
    ev: EventMention,
    number: int,
    value: str,
    governor: EventMention | None,
    in_sentence: int,
    nearest: bool,
    by_object: int | None,
    made: Context,
) -> tuple[float, ...]:
    text = ex.article.text
    span = ex.timex_spans[number]
    time_before = span.end <= ev.start
    lo, hi = (span.end, ev.start) if time_before else (ev.end, span.start)
    # Events wholly between the two: starting at lo or later (sorted starts) and ending by hi.
    between = _events_within(made, lo, hi)
    said_between = bisect.bisect_right(made.statements, hi) > bisect.bisect_left(made.statements, lo)
    words = len(_WORD.findall(text[lo:hi])) if hi > lo else 0
    grain = granularity(value, "DATE")
    grain = "day" if grain in ("day", "weekend") else grain if grain in GRAINS else "year"
    interval, today = value_interval(value), value_interval(ex.dct.value)
    before = after = on_day = 0.0
    if interval is not None and today is not None:
        before = float(interval[1] < today[0])
        after = float(interval[0] > today[1])
        on_day = float(not before and not after and interval[0] == today[0] and interval[1] == today[1])
    past = ev.tense in ("past", "perfect")
    clash = float(past and after > 0 or (ev.tense == "future" or ev.factuality == "future") and before > 0)
    preceding = text[max(0, span.start - 12) : span.start]
    named = {
        "own": float(number == ev.timex or governor is None and number == by_object),
        "own_by_object": float(number != ev.timex and number == by_object),
        # "declared three days of mourning on Saturday": the parse gave the verb the stretch
        "governs_a_stretch": float(ev.timex is not None and ev.timex != number and ev.timex in made.durations),
        "same_sentence": float(span.sentence == ev.sentence),
        "time_before": float(time_before),
        "log_words": math.log1p(words),
        "events_between": min(between, 4) / 4,
        "statements_between": float(said_between),
        "comma_between": float("," in text[lo:hi]),
        "governed": float(governor is not None and number != ev.timex),
        "governed_by_statement": float(
            governor is not None and number != ev.timex and governor.event_class == "statement"
        ),
        # "declared mourning on Saturday": the time the parse gave the noun the verb governs
        "governed_by_noun": float(governor is not None and number != ev.timex and governor.nominal),
        # "said on Monday it had accepted": a time right next to the trigger is most often its own
        "adjacent": float(words <= 2),
        "sentence_times": min(in_sentence, 4) / 4,
        "nominal": float(ev.nominal),
        "statement": float(ev.event_class == "statement"),
        f"tense_{ev.tense or 'none'}": 1.0,
        f"factuality_{ev.factuality}": 1.0,
        f"grain_{grain}": 1.0,
        "before_publication": before,
        "publication_day": on_day,
        "after_publication": after,
        "tense_clash": clash,
        "past_on_publication_day": float(past and on_day > 0),
        f"class_{ev.timeml_class.lower()}": 1.0,
        "nearest": float(nearest),
        "previous_sentence_only": float(span.sentence != ev.sentence and in_sentence == 0),
        "present_after_publication": float(ev.tense in ("present", "progressive") and after > 0),
        "bound_word": float(bool(_BOUND_WORDS.search(preceding))),
        "preposition_on_in_at": float(bool(_ON_IN_AT.search(preceding))),
    }
    return tuple(named.get(name, 0.0) for name in FEATURES)


def best(model: RelationModel, found: list[Candidate]) -> tuple[Candidate, float] | None:
    """The likeliest candidate and its probability, when that reaches the model's threshold."""
    if not found:
        return None
    p = model.probability(np.asarray([c.features for c in found], dtype=np.float64))
    top = int(np.argmax(p))
    return (found[top], float(p[top])) if p[top] >= model.threshold else None
