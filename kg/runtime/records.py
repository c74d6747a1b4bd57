"""An :class:`~kg.model.Extraction` as bytes and back, as the cache and the store keep it:
JSON by msgspec, and on reading the words, numbers and spans that recur across records shared as
one object each (:func:`compact`), so that thousands of articles read back hold one copy of
"said" and of each offset.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import lru_cache
from operator import attrgetter
from sys import intern
from typing import Any, TypeVar

import msgspec

from kg.model import ARGUMENT_FIELDS, EventMention, EventTime, Extraction, Mention, Timex, TimexSpan

# A record type whose values compact() shares.
R = TypeVar("R", Mention, EventMention, Timex, TimexSpan)


def encode(ex: Extraction) -> bytes:
    """An extraction as compact JSON (UTF-8).

    >>> from kg.model import Article, PublicationDate
    >>> ex = Extraction(Article("a", "Hi."), PublicationDate(None), ((0, 3),))
    >>> decode(encode(ex)) == ex
    True
    """
    return _ENCODER.encode(ex)


def decode(data: str | bytes, share: bool = True) -> Extraction:
    """The frozen :class:`Extraction` back from :func:`encode`'s JSON, its repeated
    words shared with the other articles' (:func:`compact`) unless not ``share``
    (a caller that compacts it itself, as :func:`kg.pipeline.batches.finish` does).

    Raises ``ValueError`` when ``data`` is not an extraction of this schema.
    """
    try:
        ex = _DECODER.decode(data)
    except msgspec.DecodeError as exc:  # a ValidationError is a DecodeError too
        raise ValueError(str(exc)) from None
    return compact(ex) if share else ex


def compact(ex: Extraction) -> Extraction:
    """``ex`` with its repeated strings and placements shared across articles; equal to ``ex``.

    A decoder (or pickle) makes a new string for every field of every record: each
    event's lemma, class, tense and factuality, each mention's name and type. Those
    are a few hundred distinct words over a whole corpus, and an event's placement
    (:class:`~kg.model.EventTime`) is one of a few thousand. Likewise character
    offsets (a new int object each, past 256) and argument tuples ("(0,)"). Shared, a
    corpus takes a fraction of the memory, which is what a large build holds through
    all its corpus steps. The records are frozen: they are made anew around the shared
    values (:func:`_sharing`), and the decoded ones let go.
    """
    return replace(
        ex,
        sentences=tuple(_span(s) for s in ex.sentences),
        timex_spans=tuple(map(_SHARED_TIMEX_SPAN, ex.timex_spans)),
        timexes=tuple(map(_SHARED_TIMEX, ex.timexes)),
        mentions=tuple(map(_SHARED_MENTION, ex.mentions)),
        events=tuple(map(_SHARED_EVENT, ex.events)),
    )


def _sharing(cls: type[R], words: tuple[str, ...], special: Mapping[str, Callable[[Any], Any]]) -> Callable[[R], R]:
    """A function that makes a ``cls`` record anew with its string fields ``words``, its
    ``start`` and ``end`` offsets and its ``special`` fields (by their functions) shared.

    Positional, from the fields' values in one ``attrgetter`` call: decoding a cached corpus
    is much of a rebuild's time, and :func:`dataclasses.replace` takes a few times longer.
    """
    names = tuple(f.name for f in dataclasses.fields(cls))
    values_of = attrgetter(*names)
    shares = {"start": _offset, "end": _offset} | dict.fromkeys(words, _word) | dict(special)
    changed = tuple((i, shares[name]) for i, name in enumerate(names) if name in shares)

    def shared(record: R) -> R:
        values = list(values_of(record))
        for i, share in changed:
            values[i] = share(values[i])
        return cls(*values)

    return shared


def _word(value: str | None) -> str | None:
    return intern(value) if value else value  # "" is one object already


def _numbers(value: tuple[int, ...]) -> tuple[int, ...]:
    return _shared_numbers(value) if value else value  # () is one object already


def _time(value: EventTime | None) -> EventTime | None:
    return None if value is None else _shared_time(value)


def _maybe_span(pair: tuple[int, int] | None) -> tuple[int, int] | None:
    return None if pair is None else _span(pair)


def _offset(value: int) -> int:
    """``value`` as the one int object of :data:`_OFFSETS`, when it is one of them."""
    return _OFFSETS[value] if 0 <= value < len(_OFFSETS) else value


def _span(pair: tuple[int, int]) -> tuple[int, int]:
    return (_offset(pair[0]), _offset(pair[1]))


# The string fields shared: words from small vocabularies, or repeated across reports.
_EVENT_WORDS = ("trigger", "lemma", "event_class", "factuality", "tense", "timeml_class", "phrase", "subject", "object")


_MENTION_WORDS = ("text", "name", "type")


_TIMEX_WORDS = ("text", "type", "value", "granularity")


_TIMEX_SPAN_WORDS = ("text", "tense")


# An event's arguments: tuples of a few mention numbers, the same few over and over.
_EVENT_ARGUMENTS = (*ARGUMENT_FIELDS, "context")


# Character offsets below 1 << 16, one int object each, made once: Python shares only the
# ints up to 256, and every record holds two offsets.
_OFFSETS = tuple(range(1 << 16))


@lru_cache(maxsize=1 << 16)
def _shared_numbers(numbers: tuple[int, ...]) -> tuple[int, ...]:
    """The first tuple equal to ``numbers`` this process met (bounded by the cache)."""
    return numbers


@lru_cache(maxsize=1 << 16)
def _shared_time(time: EventTime) -> EventTime:
    """The first :class:`EventTime` equal to ``time`` this process met (bounded by the cache)."""
    return time


# msgspec reads and writes the frozen records directly, typed from model.py's
# annotations: decoding a cached corpus is where a rebuild spent its time when
# the records were rebuilt field by field from json.loads.
_ENCODER = msgspec.json.Encoder()


_DECODER = msgspec.json.Decoder(Extraction)


# How an event mention's and a name mention's values other than words are shared.
_EVENT_SPECIAL: dict[str, Callable[[Any], Any]] = dict.fromkeys(_EVENT_ARGUMENTS, _numbers) | {
    "time": _time,
    "subject_span": _maybe_span,
    "object_span": _maybe_span,
}
_MENTION_SPECIAL: dict[str, Callable[[Any], Any]] = {"phrase": _maybe_span}


# Each record type made anew with its repeated values shared (compact()).
_SHARED_TIMEX_SPAN = _sharing(TimexSpan, _TIMEX_SPAN_WORDS, {})


_SHARED_TIMEX = _sharing(Timex, _TIMEX_WORDS, {})


_SHARED_MENTION = _sharing(Mention, _MENTION_WORDS, _MENTION_SPECIAL)


_SHARED_EVENT = _sharing(EventMention, _EVENT_WORDS, _EVENT_SPECIAL)
