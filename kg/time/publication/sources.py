"""Where an article's publication date comes from, and how far each source is to be trusted.

One place for the names and the confidences: :class:`~kg.model.PublicationDate` carries
``source`` and ``confidence``, ``report.json`` and the outputs show them, and the corpus step
spreads a date between articles only from the sources in :data:`FIRST_KIND`.

Each confidence is the share of articles dated right (within a day) among those the source
dates, measured on the kit's corpora with their dates removed (``benchmarks/publication_dates.py``,
figures in ``benchmarks/RESULTS.md``), rounded down to two places: date lines on MEANTIME; the
body rule and story spreading on ECB+ against the dates its articles state (``--silver``).
Metadata is the input's own word. The kit has no dated dateline to measure, nor a dateline
whose year comes from elsewhere: those two are set, not measured, and say so here.
"""

from __future__ import annotations

METADATA = "metadata"  # the input's own date field, front matter or page markup
DATELINE = "dateline"  # the dateline opening the first paragraph: "RABAT, Sept. 11, 2023 (Reuters) -"
STATED = "stated"  # a line of its own under the headline or at the foot: "Published 5 March 2013 14:08"
TEXT = "text"  # a date in the body that reads as the article's present (kg.time.publication.present)
CORPUS = "corpus"  # taken from the other articles of the same story
NONE = "none"

# Dates the article gives itself: the only ones spread to other articles.
FIRST_KIND: frozenset[str] = frozenset({METADATA, DATELINE, STATED})

CONFIDENCE: dict[str, float] = {
    METADATA: 1.0,
    DATELINE: 0.95,  # set: no dated dateline on the kit
    STATED: 1.0,
    TEXT: 0.66,
    CORPUS: 0.95,
    NONE: 0.0,
}
# A dateline's month and day with the year from elsewhere (year-only metadata, the story's dates): set.
PARTIAL_DATELINE = 0.6
