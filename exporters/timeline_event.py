"""One event node as the timeline shows it: what timeline.json, timeline.html and its stories list read."""

from __future__ import annotations

from dataclasses import dataclass, field

from exporters.anchors import graph_link, timeline_anchor
from kg.model import BOUND_WORDS, UNASSERTED
from kg.time.values import Span, display


@dataclass
class TimelineEvent:
    """One event node as the timeline shows it; text is raw, escaped on output."""

    id: str
    label: str
    event_class: str
    date: str
    span: Span | None
    evidence: str
    quote: str
    trigger: str
    reported: str = ""  # a paraphrase: shown without quotation marks
    participants: list[tuple[str, str, str]] = field(default_factory=list)  # (relation, label, node id)
    sources: list[str] = field(default_factory=list)
    stories: list[str] = field(default_factory=list)  # story ids, sorted
    story: str = ""  # the label of the story most of its sources belong to
    factuality: str = ""  # fact, negated, uncertain, future, hypothetical ("" when not known)
    date_bound: str = ""  # "" on the date; before / after / around: the date is only a bound
    unnamed: list[str] = field(default_factory=list)  # agents and patients without a name: "gunman (agent)"

    @property
    def unasserted(self) -> bool:
        """No article says it happened (only expected, doubted or supposed): hidden by default."""
        return self.factuality in UNASSERTED

    @property
    def anchor(self) -> str:
        """HTML id of the event's entry."""
        return timeline_anchor(self.id)

    @property
    def graph_link(self) -> str:
        """URL of the event's node in graph.html (the page selects it)."""
        return graph_link(self.id)

    @property
    def when(self) -> str:
        """Readable date ("by 4 Jun 2009" when it is only the latest possible one), or the
        raw value when it cannot be placed."""
        if not self.span:
            return self.date or "undated"
        return BOUND_WORDS.get(self.date_bound, "") + display(self.date, self.span)
