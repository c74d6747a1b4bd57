"""The rows a timeline and a story list show: one event of an entity's timeline, one story."""

from __future__ import annotations

from dataclasses import dataclass

from kg.model.days import day_span
from kg.model.extraction import BOUND_WORDS


@dataclass(frozen=True, slots=True)
class TimelineRow:
    """One event of an entity's timeline (:func:`kg.graph.timeline.entity_timeline`).

    ``date`` is the event's TIMEX3 value as the graph has it (``2009-06``, ``2009-06-01``;
    ``""`` when undated) and ``granularity`` how precise it is; ``roles`` are the entity's
    relations to the event (agent, patient, participant, location); ``sources`` the ids of
    the articles reporting it, sorted, and ``titles`` their titles in the same order.

    >>> TimelineRow("event:x", "Port Elm flood", "2009-06", "month", "fact", ("location",), ("a1",), ("Flood",)).dated
    True
    """

    event: str
    label: str
    date: str
    granularity: str
    factuality: str
    roles: tuple[str, ...]
    sources: tuple[str, ...]
    titles: tuple[str, ...] = ()
    evidence: str = ""
    # "before", "after" or "around" when ``date`` is only a bound (see EventTime), else "".
    date_bound: str = ""

    @property
    def dated(self) -> bool:
        """Whether the event has a date on the calendar."""
        return bool(self.date)

    @property
    def when(self) -> str:
        """The date as a reader sees it: a bound reads as one ("by 2009-06-04"), never as the day.

        >>> TimelineRow("event:x", "x", "2009-06-04", "day", "fact", (), (), date_bound="before").when
        'by 2009-06-04'
        """
        return BOUND_WORDS.get(self.date_bound, "") + self.date if self.date else ""


@dataclass(frozen=True, slots=True)
class StoryRow:
    """One story as ``kg stories`` lists it (:func:`kg.graph.story_list.story_rows`).

    ``story`` is its node id; ``first`` and ``last`` the span of its articles' publication
    dates (``""`` when none is dated); ``key_events`` its key events in date order, undated
    ones last; ``key_names`` the names of its key entities, most named first.

    >>> StoryRow("story:s", "Port Elm · flood", "2009-06-01", "2009-06-04", 3).span
    '1 – 4 Jun 2009'
    """

    story: str
    label: str
    first: str
    last: str
    articles: int
    outlets: tuple[str, ...] = ()
    key_events: tuple[TimelineRow, ...] = ()
    key_names: tuple[str, ...] = ()

    @property
    def span(self) -> str:
        """Its dates as a reader reads them (see :attr:`Story.span`)."""
        return day_span(self.first, self.last)
