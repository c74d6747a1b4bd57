"""Which words are events, and of which TimeML class: a learnt token classifier.

TimeML (TimeBank, AQUAINT) marks every event of a text: verbs, event nouns
("sale"), some adjectives and states ("invincible"), each with a class
(OCCURRENCE, REPORTING, STATE, I_ACTION, I_STATE, ASPECTUAL, PERCEPTION). A
multinomial logistic regression over a few features of the word and its place
in the parse (lemma, tags, dependency, suffix, head, whether the lexicon lists
it, the ECB+-learnt rate of :mod:`kg.extract.event_words`) gives, for each
candidate word, P(no event) and P(each class). Whether the word is an event is
decided by a second, binary logistic regression over the same features (the
detector), learnt from the TimeML documents and from the ECB+ train topics, and
cut at a threshold chosen for precision. ``training/event_model.py`` learns both
from the evaluation kit and rebuilds the packaged file byte for byte.

Prediction is a sum of a few weight rows picked by feature name: no scikit-learn
at run time, and cheap beside the parse.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import repeat

import numpy
from spacy.tokens import Token

from kg.extract.event_words import suffix_of
from kg.extract.nlp import lemma as lemma_of

# The classes TimeML gives events, after the "no event" column 0.
TIMEML_CLASSES = ("OCCURRENCE", "REPORTING", "STATE", "I_ACTION", "I_STATE", "ASPECTUAL", "PERCEPTION")
NONE = "NONE"
_FILE = "event_model.json"


def features(tok: Token, lemma: str, listed: bool, rate: float, sent_start: int | None = None) -> list[str]:
    """The feature names of a candidate word.

    ``lemma`` is its lower-cased lemma, ``listed`` whether the event lexicon
    lists it, ``rate`` the ECB+ table's P(event) for it (bucketed to tenths,
    so the model can weigh that evidence without seeing ECB+ itself);
    ``sent_start`` the index of its sentence's first token when the caller has
    it (``Token.sent`` walks the sentence again for each word).
    """
    # Each attribute read once: a Token's string attributes are looked up anew at every read.
    pos, tag, dep, lower, i = tok.pos_, tok.tag_, tok.dep_, tok.lower_, tok.i
    head = tok.head
    head_pos = head.pos_
    out = [
        f"l={lemma}|{pos}",
        f"lo={lemma}",
        f"w={lower}",
        f"p={pos}",
        f"t={tag}",
        f"d={dep}|{pos}",
        f"s3={lower[-3:]}|{pos}",
        f"sx={suffix_of(lemma)}|{pos}",
        f"hd={dep}|{head_pos}|{pos}",
        f"hl={'<name>' if head_pos == 'PROPN' else lemma_of(head).lower() or head.lower_}|{dep}",
        f"x={int(listed)}|{pos}",
        f"r={round(rate * 10)}|{pos}",
    ]
    start = tok.sent.start if sent_start is None else sent_start
    prev = tok.doc[i - 1] if i > start else None
    out.append(f"pw={_word(prev, prev.lower_) if prev is not None else '<s>'}")
    out.append(f"pt={prev.tag_ if prev is not None else '<s>'}|{tag}")
    deps = sorted({c.dep_ for c in tok.children})
    out += [f"c={d}|{pos}" for d in deps]
    if tok.is_title and prev is not None:
        out.append("cap")
    return out


def _word(tok: Token, text: str) -> str:
    """A neighbour's word as a feature; a name is only a name: the training news's people
    ("the Gulf War's leaders") say nothing of whether a word beside them in other news is an event."""
    return "<name>" if tok.pos_ == "PROPN" else text


@dataclass(frozen=True)
class EventModel:
    """Weights of a multinomial logistic regression: a row a feature, a column a class (column 0: no event).

    With a detector (``detector_bias`` not None), ``weights`` has one more column, the
    detector's: a word is an event when its P(event) reaches ``threshold``. Without one,
    when P(no event) of the class model is below 1 - ``threshold``.
    """

    classes: tuple[str, ...]
    index: dict[str, int]
    weights: numpy.ndarray
    bias: numpy.ndarray
    threshold: float
    detector_bias: float | None = None

    @functools.cached_property
    def _bias(self) -> numpy.ndarray:
        """The class biases, and the detector's after them when there is one."""
        return self.bias if self.detector_bias is None else numpy.append(self.bias, self.detector_bias)

    def _z(self, names: list[str]) -> numpy.ndarray:
        rows = [self.index[n] for n in names if n in self.index]
        return self._bias + self.weights[rows].sum(axis=0) if rows else self._bias.copy()

    def scores(self, names: list[str]) -> numpy.ndarray:
        """Class probabilities for a word with these feature names (unknown names add nothing)."""
        z = self._z(names)[: len(self.classes)]
        z = numpy.exp(z - z.max())
        return z / z.sum()

    def event_probability(self, names: list[str]) -> float:
        """P(event) for a word with these feature names: the detector's, else 1 - P(no event)."""
        if self.detector_bias is None:
            return float(1.0 - self.scores(names)[0])
        return float(1.0 / (1.0 + numpy.exp(-self._z(names)[len(self.classes)])))

    def predict_many(self, words: Sequence[list[str]]) -> list[tuple[bool, str]]:
        """:meth:`predict` for many words at once: one matrix sum for a whole article
        instead of a few small array operations a word (most of the classifier's cost)."""
        if not words:
            return []
        empty = len(self.index)  # a row of zeros: every word sums at least one row
        get = self.index.get
        rows: list[int] = []
        starts: list[int] = []
        for names in words:
            starts.append(len(rows))
            rows.append(empty)
            # An unknown name reads the row of zeros, which adds exactly nothing to the sum:
            # the look-ups then run in C (map with a default), not a Python test a name.
            rows.extend(map(get, names, repeat(empty, len(names))))
        z = self._bias + numpy.add.reduceat(self._padded[rows], starts, axis=0)
        k = len(self.classes)
        if self.detector_bias is None:
            c = numpy.exp(z - z.max(axis=1, keepdims=True))
            events = (1.0 - c[:, 0] / c.sum(axis=1)) >= self.threshold
        else:
            events = 1.0 / (1.0 + numpy.exp(-z[:, k])) >= self.threshold
        best = 1 + numpy.argmax(z[:, 1:k], axis=1)
        classes = self.classes
        return [(e, classes[b]) for e, b in zip(events.tolist(), best.tolist())]

    @functools.cached_property
    def _padded(self) -> numpy.ndarray:
        """The weights with a row of zeros after the last feature's."""
        return numpy.vstack([self.weights, numpy.zeros((1, self.weights.shape[1]))])

    def predict(self, names: list[str]) -> tuple[bool, str]:
        """Whether the word is an event (P(no event) below 1 - threshold), and its likeliest class.

        >>> model = EventModel(("NONE", "OCCURRENCE", "STATE"), {"a": 0}, numpy.array([[0.0, 3.0, 1.0]]),
        ...                    numpy.array([1.0, 0.0, 0.0]), 0.5)
        >>> model.predict(["a"]), model.predict(["b"])
        ((True, 'OCCURRENCE'), (False, 'OCCURRENCE'))
        """
        p = self.scores(names)
        best = 1 + int(numpy.argmax(p[1:]))
        return bool(self.event_probability(names) >= self.threshold), self.classes[best]


def from_json(data: dict) -> EventModel:
    """The model as written by the training script."""
    names = sorted(data["features"])
    detector = data.get("detector_bias")
    columns = len(data["classes"]) + (detector is not None)
    weights = numpy.array([data["features"][n] for n in names], dtype=float).reshape(len(names), columns)
    return EventModel(
        classes=tuple(data["classes"]),
        index={n: i for i, n in enumerate(names)},
        weights=weights,
        bias=numpy.array(data["bias"], dtype=float),
        threshold=float(data["threshold"]),
        detector_bias=None if detector is None else float(detector),
    )


@cache
def event_model() -> EventModel:
    """The packaged model, read once (a constant of the package, like the lexicons)."""
    text = resources.files("kg.extract").joinpath("data", _FILE).read_text(encoding="utf-8")
    return from_json(json.loads(text))
