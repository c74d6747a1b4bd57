"""What every stage reads of a spaCy token beyond spaCy's own attributes: its lemma, worked out
when first asked.

Below the stages (``kg.time`` reads a clause's verbs as ``kg.extract`` does), so a lemma has one
reading everywhere. :func:`kg.extract.nlp.parse` defers the lemmatizer and leaves it in the
Doc's ``user_data`` under :data:`LEMMATIZE`.
"""

from __future__ import annotations

import numpy
from spacy.tokens import Doc, Token

# Doc.user_data key: the lemmatizer to run on a word when kg first asks for its lemma.
LEMMATIZE = "kg.lemmatize"
# Doc.user_data key: the columns :func:`column` has read, by attribute id.
_COLUMNS = "kg.columns"


def lemma(token: Token) -> str:
    """``token.lemma_``, worked out on first use when :func:`kg.extract.nlp.parse` deferred the lemmatizer.

    >>> import spacy
    >>> doc = spacy.blank("en")("ran")
    >>> doc[0].lemma_ = "run"; lemma(doc[0])
    'run'
    """
    found = token.lemma_  # "" when the lemma is unset (string id 0): one read for most calls
    if not found:
        lemmatize = token.doc.user_data.get(LEMMATIZE)
        if lemmatize is not None:
            found = token.lemma_ = lemmatize(token)[0]
    return found


def word_lemma(token: Token) -> str:
    """The lower-cased lemma, or the lower-cased word when the lemmatizer gave none: the key
    the lexicons and the learnt tables are read by."""
    return lemma(token).lower() or token.lower_


def column(doc: Doc, attr: int) -> numpy.ndarray:
    """``doc.to_array(attr)`` for a word attribute the parse does not change (its spelling, lower
    case, part of speech), read once a Doc: several steps look words up by them, and each
    ``to_array`` walks every token. Read-only, since every caller shares it.

    >>> import spacy
    >>> from spacy.attrs import LOWER
    >>> doc = spacy.blank("en")("The Vote")
    >>> column(doc, LOWER) is column(doc, LOWER), column(doc, LOWER).flags.writeable
    (True, False)
    """
    read = doc.user_data.setdefault(_COLUMNS, {})
    found = read.get(attr)
    if found is None:
        found = read[attr] = doc.to_array(attr)
        found.flags.writeable = False
    return found


def positions(column: numpy.ndarray, wanted: numpy.ndarray) -> list[int]:
    """The indices of ``column`` (a ``Doc.to_array`` column) whose value is in ``wanted``, a
    sorted array of the same type: ``numpy.flatnonzero(numpy.isin(column, wanted))``.

    >>> positions(numpy.array([5, 3, 9, 3], dtype="uint64"), numpy.array([3, 4], dtype="uint64"))
    [1, 3]
    """
    return numpy.flatnonzero(among(column, wanted)).tolist()


def among(column: numpy.ndarray, wanted: numpy.ndarray) -> numpy.ndarray:
    """Whether each value of ``column`` is in ``wanted``, a sorted array of the same type:
    ``numpy.isin(column, wanted)`` by binary search. ``numpy.isin`` sorts both arrays again
    at every call; the values looked for are sorted once.

    >>> among(numpy.array([5, 3, 9], dtype="uint64"), numpy.array([3, 9], dtype="uint64")).tolist()
    [False, True, True]
    """
    if not len(wanted):
        return numpy.zeros(len(column), dtype=bool)
    at = numpy.searchsorted(wanted, column)
    at[at == len(wanted)] = 0
    return wanted[at] == column
