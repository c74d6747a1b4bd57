"""One event node as the timeline shows it: what timeline.json, timeline.html and its stories list read."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from markupsafe import Markup

from exporters.anchors import graph_link, timeline_anchor
from exporters.wording import relation_word, unnamed_words
from kg.graph.schema import DESTINATION
from kg.model import BOUND_WORDS, UNASSERTED
from kg.time.values import Span, display

# What markupsafe.escape (Jinja's autoescape) writes for each character it escapes.
_HTML_SPECIAL = re.compile("[&<>'\"]")


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


def event_item(
    event: TimelineEvent,
    graph_link: Callable[[str], str],
    anchors: Mapping[str, str],
    entity_anchor: Callable[[str], str],
    names: Mapping[str, str] | None = None,
) -> Markup:
    """One event's ``<li>`` of timeline.html, its text escaped; ``names`` are the articles'
    titles its sources are shown by (their ids stay in the links' tooltips).

    Made here rather than by a Jinja macro: the page calls it once an event, and a
    macro's call and its attribute look-ups cost several times the markup itself.
    """
    e = _escape
    head = f'<li id="{e(event.anchor)}"'
    if event.stories:
        head += f' data-stories="{e(" ".join(event.stories))}"'
    if event.participants:
        head += f' data-entities="{" ".join(e(entity_anchor(node)) for _, _, node in event.participants)}"'
    fact = ""
    if event.unasserted:
        head += f' class="unasserted" data-unasserted="{e(event.factuality)}" hidden'
        fact = f'<span class="fact">{e(event.factuality)}: not reported as having happened</span>'
    elif event.factuality == "negated":
        head += ' class="negated"'
        fact = '<span class="fact">negated: reported as not having happened</span>'
    when = event.when
    if not event.span:
        line = f'<div><span class="when">{e(when)}</span>'
    else:
        line = f'<div><span class="gran">{e(event.span.granularity)}</span>'
    # "other" tells a reader nothing; the date's ISO value repeats the heading above the entry
    # ("on or after 15 Sep 2008" over "2008-09-15"): timeline.json keeps both.
    if event.event_class != "other":
        line += f'<span class="cls">{e(event.event_class)}</span>'
    if event.story:
        line += f'<span class="story">{e(event.story)}</span>'
    parts = [head, ">\n", line, fact, f'<a class="graph" href="{e(event.graph_link)}">graph</a></div>\n']
    parts.append(f'<div class="label">{e(event.label)}</div>\n')
    if event.participants:
        # Where a movement went reads "to Marrakech": "Marrakech (destination)" reads as a place
        # the event happened in to a hurried eye.
        who = ", ".join(
            f'to <a class="who" href="{e(graph_link(node))}">{e(label)}</a>'
            if relation == DESTINATION
            else f'<a class="who" href="{e(graph_link(node))}">{e(label)}</a> <span class="note">({e(relation_word(relation))})</span>'
            for relation, label, node in event.participants
        )
        parts.append(f'<div class="meta">{who}</div>\n')
    if event.unnamed:
        parts.append(f'<div class="meta">Not named: {e(", ".join(map(unnamed_words, event.unnamed)))}</div>\n')
    if event.evidence:
        parts.append(f"<blockquote>{e(event.evidence)}</blockquote>\n")
    if event.quote:
        parts.append(f'<div class="meta">Quote: “{e(event.quote)}”</div>\n')
    if event.reported:
        parts.append(f'<div class="meta">Reported: {e(event.reported)}</div>\n')
    if event.sources:
        parts.append(f'<div class="meta">Sources: {_sources(event.sources, anchors, names or {})}</div>\n')
    parts.append("</li>\n")
    return Markup("".join(parts))


# Articles an event's entry names; the rest are counted (all of them are in timeline.json).
MAX_NAMED_SOURCES = 5


def _sources(sources: list[str], anchors: Mapping[str, str], names: Mapping[str, str]) -> str:
    """The articles reporting an event by their titles (an id means nothing to a reader), each
    linking to its row in the page's list of articles; an article without a title by its id."""
    e = _escape
    shown = []
    for source in sources[:MAX_NAMED_SOURCES]:
        name = names.get(source)
        text = f'<span title="{e(source)}">{e(name)}</span>' if name else f"<code>{e(source)}</code>"
        shown.append(f'<a href="#{e(anchors[source])}">{text}</a>' if source in anchors else text)
    more = len(sources) - MAX_NAMED_SOURCES
    return "; ".join(shown) + (f" and {more} more article{'s' if more > 1 else ''}" if more > 0 else "")


def _escape(value: object) -> str:
    """``value`` as Jinja's autoescape writes it (markupsafe's references), as a plain string:
    an event's many short values, most with nothing to escape, pass through untouched.

    >>> _escape('Q&A <"quoted">'), _escape("it's"), _escape("plain")
    ('Q&amp;A &lt;&#34;quoted&#34;&gt;', 'it&#39;s', 'plain')
    """
    text = str(value)
    if not _HTML_SPECIAL.search(text):
        return text
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;").replace('"', "&#34;")
    )
