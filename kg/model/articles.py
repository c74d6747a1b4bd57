"""What kg reads: an article, a problem with an input, and the publication date and dateline
found for an article."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Article:
    """One input article as read from disk, before any NLP.

    >>> Article(id="a1", text="Iraq began...", date="2002-10-21").id
    'a1'
    """

    id: str
    text: str
    title: str = ""
    date: str | None = None  # publication date from metadata, ISO 8601 if given
    source: str = ""  # outlet, where known
    url: str = ""
    path: str = ""  # input file, relative to the folder the user named
    line: int | None = None  # line in a JSON-lines file
    # Where ``date`` came from, as the reader saw it: "metadata" (with the field or markup in
    # ``date_evidence``) or "" when the input gave no date. kg read also writes dateline/text.
    date_source: str = ""
    date_evidence: str = ""
    author: str = ""  # the byline's name(s) from a page's metadata, kept out of the text
    # How a web page's text was read: "main text" (the extractor), "visible text" (the
    # fallback: all visible text, when the extractor found none); "" for other formats.
    reader: str = ""
    # A date the input gave that kg did not use, and why ("'yesterday': relative, ..."):
    # only an absolute calendar date is metadata (kg.time.publication.metadata); "" otherwise.
    date_note: str = ""


@dataclass(frozen=True, slots=True)
class InputProblem:
    """An input that was skipped (or partly read), with why, for the summary.

    ``status`` is ``skipped`` when kg does not read such input (binary, empty,
    too large, unsupported) and ``error`` when it tried and failed (no
    permission, malformed JSON, or a bug in kg while handling it). ``stage``
    says where it failed: ``reading``, ``parsing``, ``extracting``, ``dating``,
    or empty when the input was not read at all.
    """

    path: str
    reason: str
    line: int | None = None
    status: str = "skipped"
    stage: str = ""


@dataclass(frozen=True, slots=True)
class PublicationDate:
    """An article's document creation time and how it was found.

    ``value`` is ``YYYY-MM-DD`` or ``None`` when the article could not be dated;
    ``source`` says how it was found, best first: metadata, dateline, text,
    corpus or none.
    """

    value: str | None
    source: str = "none"
    confidence: float = 0.0
    evidence: str = ""
    # A dateline such as "21 October" gives month and day but no year; the
    # corpus step fills the year in. ``MM-DD`` or "".
    partial: str = ""


@dataclass(frozen=True, slots=True)
class Dateline:
    """The dateline that opens an article's first paragraph: "MARRAKECH, Morocco, Sept. 9 (Reuters) -".

    Offsets are characters of the article text; ``text`` is the dateline without its
    closing dash. ``place`` is where the article was filed (not where its events
    happened), ``date_text`` the date as written, ``agency`` the wire service named
    in parentheses; each is "" when the dateline has none.
    """

    start: int
    end: int
    text: str
    place: str = ""
    date_text: str = ""
    agency: str = ""
    agency_start: int = 0
    agency_end: int = 0
