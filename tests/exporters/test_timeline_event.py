"""event_item(): one event's entry of timeline.html, every text escaped as Jinja's autoescape does."""

from __future__ import annotations

from markupsafe import Markup, escape

from exporters.anchors import graph_link, timeline_anchor
from exporters.timeline_event import TimelineEvent, event_item
from exporters.wording import relation_word, unnamed_words
from kg.time.values import parse_span

HOSTILE = '<b>"Q&A"</b> it\'s'


def _event(**changes: object) -> TimelineEvent:
    fields: dict = dict(
        id="event:vote-1",
        label=HOSTILE,
        event_class="occurrence",
        date="2011-03-04",
        span=parse_span("2011-03-04"),
        evidence="The council voted <again> & again.",
        quote='"We won," she said.',
        trigger="voted",
    )
    fields.update(changes)
    return TimelineEvent(**fields)  # type: ignore[arg-type]


def test_every_text_is_escaped_as_markupsafe_escapes_it() -> None:
    event = _event(
        participants=[("agent", "Smith & Sons", "entity:smith-sons")],
        sources=["art<1>", "art2"],
        stories=["s1", "s<2>"],
        story="Vote <story>",
        unnamed=["gunman (agent)"],
        reported="said it's over",
    )
    item = event_item(event, graph_link, {"art2": "doc-art2"}, timeline_anchor)
    assert isinstance(item, Markup)  # the page prints it as is
    for text in (HOSTILE, "The council voted <again> & again.", '"We won," she said.', "Smith & Sons", "art<1>"):
        assert str(escape(text)) in item
        assert text not in item
    assert '<div class="label">&lt;b&gt;&#34;Q&amp;A&#34;&lt;/b&gt; it&#39;s</div>\n' in item
    assert 'data-stories="s1 s&lt;2&gt;"' in item
    assert '<a href="#doc-art2"><code>art2</code></a>' in item and "<code>art&lt;1&gt;</code>" in item
    assert item.startswith('<li id="') and item.endswith("</li>\n")


def test_an_unasserted_event_is_marked_hidden_and_says_why() -> None:
    item = event_item(_event(factuality="future"), graph_link, {}, timeline_anchor)
    assert ' class="unasserted" data-unasserted="future" hidden>' in item
    assert "future: not reported as having happened" in item
    negated = event_item(_event(factuality="negated"), graph_link, {}, timeline_anchor)
    assert ' class="negated">' in negated and "negated: reported as not having happened" in negated


def test_an_undated_event_shows_when_and_no_granularity() -> None:
    item = event_item(_event(date="", span=None), graph_link, {}, timeline_anchor)
    assert '<span class="when">undated</span>' in item and 'class="gran"' not in item


def test_an_entry_gives_its_date_in_words_only_and_no_empty_class() -> None:
    # The ISO value beside the words ("2008-09-15" under "on or after 15 Sep 2008") and an
    # "other" class chip told a reader nothing the entry did not say.
    item = event_item(_event(), graph_link, {}, timeline_anchor)
    assert "2011-03-04" not in item and 'class="cls">occurrence<' in item
    assert 'class="cls"' not in event_item(_event(event_class="other"), graph_link, {}, timeline_anchor)


# The Jinja macro event_item replaced, as it was: the reference every entry must equal.
_MACRO = """{% macro event_item(event, graph_link, anchors, entity_anchor, names) %}
<li id="{{ event.anchor }}"{% if event.stories %} data-stories="{{ event.stories|join(' ') }}"{% endif %}{% if event.participants %} data-entities="{% for _, _, node in event.participants %}{{ entity_anchor(node) }}{% if not loop.last %} {% endif %}{% endfor %}"{% endif %}{% if event.unasserted %} class="unasserted" data-unasserted="{{ event.factuality }}" hidden{% elif event.factuality == "negated" %} class="negated"{% endif %}>
<div>{% if not event.span %}<span class="when">{{ event.when }}</span>{% else %}<span class="gran">{{ event.span.granularity }}</span>{% endif %}{% if event.event_class != "other" %}<span class="cls">{{ event.event_class }}</span>{% endif %}{% if event.story %}<span class="story">{{ event.story }}</span>{% endif %}{% if event.unasserted %}<span class="fact">{{ event.factuality }}: not reported as having happened</span>{% elif event.factuality == "negated" %}<span class="fact">negated: reported as not having happened</span>{% endif %}<a class="graph" href="{{ event.graph_link }}">graph</a></div>
<div class="label">{{ event.label }}</div>
{% if event.participants %}
<div class="meta">{% for relation, label, node in event.participants %}<a class="who" href="{{ graph_link(node) }}">{{ label }}</a> <span class="note">({{ relation_word(relation) }})</span>{% if not loop.last %}, {% endif %}{% endfor %}</div>
{% endif %}
{% if event.unnamed %}
<div class="meta">Not named: {% for u in event.unnamed %}{{ unnamed_words(u) }}{% if not loop.last %}, {% endif %}{% endfor %}</div>
{% endif %}
{% if event.evidence %}
<blockquote>{{ event.evidence }}</blockquote>
{% endif %}
{% if event.quote %}
<div class="meta">Quote: “{{ event.quote }}”</div>
{% endif %}
{% if event.reported %}
<div class="meta">Reported: {{ event.reported }}</div>
{% endif %}
{% if event.sources %}
<div class="meta">Sources: {% for source in event.sources[:5] %}{% if source in anchors %}<a href="#{{ anchors[source] }}">{% endif %}{% if source in names %}<span title="{{ source }}">{{ names[source] }}</span>{% else %}<code>{{ source }}</code>{% endif %}{% if source in anchors %}</a>{% endif %}{% if not loop.last %}; {% endif %}{% endfor %}{% if event.sources|length > 5 %} and {{ event.sources|length - 5 }} more article{{ "s" if event.sources|length > 6 else "" }}{% endif %}</div>
{% endif %}
</li>
{% endmacro %}
"""


def test_entries_equal_what_the_jinja_macro_wrote() -> None:
    import jinja2

    env = jinja2.Environment(autoescape=True, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.globals.update(relation_word=relation_word, unnamed_words=unnamed_words)
    macro = env.from_string(_MACRO).module.event_item
    anchors = {"art2": "doc-art2", "a3": "doc-a3"}
    names = {"art2": "“Vote & count” (4 Jun 2009)", "a3": "“A3”"}
    events = [
        _event(),
        _event(date="", span=None, factuality="hypothetical"),
        _event(date="2011-03", span=parse_span("2011-03"), factuality="negated", quote="", evidence=""),
        _event(
            participants=[("agent", "Smith & Sons", "entity:smith-sons"), ("place", "Köln", "entity:koln")],
            sources=["art<1>", "art2"],
            stories=["s1", "s<2>"],
            story="Vote <story>",
            unnamed=["gunman (agent)", "a <crowd> (patient)"],
            reported="said it's over",
            date_bound="before",
        ),
        _event(sources=["a3", "a4", "a5", "a6", "a7", "a8", "a9"]),
        _event(sources=["a3", "a4", "a5", "a6", "a7", "a8"]),
    ]
    for event in events:
        assert event_item(event, graph_link, anchors, timeline_anchor, names) == macro(
            event, graph_link, anchors, timeline_anchor, names
        )


def test_an_entry_names_its_roles_and_articles_in_plain_words() -> None:
    # A reader does not know "agent", "patient" nor an article id: the roles are words, the
    # articles their titles, and the id stays only in the link's tooltip.
    event = _event(
        participants=[("agent", "Saddam Hussein", "entity:saddam"), ("patient", "prisoners", "entity:prisoners")],
        unnamed=["gunman (agent)"],
        sources=["000_97fc", "001_4ae4"],
    )
    names = {"000_97fc": "“Iraq frees prisoners” (20 Oct 2002)"}
    item = str(event_item(event, graph_link, {"000_97fc": "doc-000"}, timeline_anchor, names))
    assert 'Saddam Hussein</a> <span class="note">(actor)</span>' in item and "(affected)" in item
    assert "(agent)" not in item and "(patient)" not in item and "Not named: gunman (actor)" in item
    assert '<a href="#doc-000"><span title="000_97fc">“Iraq frees prisoners” (20 Oct 2002)</span></a>' in item
    assert "<code>001_4ae4</code>" in item  # an article without a title keeps its id


def test_a_destination_reads_as_where_the_event_went() -> None:
    """Issue 52: "Marrakech (location)" told readers the leaving happened there; it went there."""
    item = event_item(
        _event(participants=[("agent", "Ana", "entity:ana"), ("destination", "Marrakech", "entity:marrakech")]),
        graph_link,
        {},
        timeline_anchor,
    )
    assert f'to <a class="who" href="{graph_link("entity:marrakech")}">Marrakech</a>' in item
    assert "(destination)" not in item and "(actor)" in item
