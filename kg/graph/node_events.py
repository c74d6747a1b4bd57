"""Which of a corpus's events get a node of the graph: the rule a reader's picture is drawn by.

Extraction keeps every event the text mentions; the graph draws those a reader can place (a
named party or a date), a known kind several articles report, and each story's key events.
Kept apart from the assembly (:mod:`kg.graph.corpus_graph`) because the stories' key events
are ranked among these same events before the graph is assembled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kg.extract.asides import asides
from kg.extract.careers import careers
from kg.extract.group_views import group_views
from kg.extract.idle import idle_mentions
from kg.extract.lone_words import lone_word, says_who_or_what
from kg.extract.no_content import no_content
from kg.extract.phrasal_idioms import phrasal_idioms
from kg.extract.set_phrases import set_phrases
from kg.extract.tallies import tallies
from kg.extract.turns_of_phrase import turns_of_phrase
from kg.extract.unreal import unreal
from kg.extract.worth import circumstances, not_happenings, shown_by_its_verb, worth_drawing
from kg.model import Corpus, EventMention, Extraction

# An event no name and no date tie down is drawn when this many articles report it.
DRAWN_MIN_ARTICLES = 2


def drawn_events(corpus: Corpus) -> set[str]:
    """The ids of the events the graph of ``corpus`` draws (see :func:`graph_events`)."""
    return graph_events(corpus, corpus.extractions)


def graph_events(corpus: Corpus, extractions: Sequence[Extraction]) -> set[str]:
    """The events :func:`events_worth_a_node` finds (``corpus.drawn`` when the corpus steps
    found them already: the graph need not find them again) and each story's key events (a bare
    "heist" several of its articles report: :mod:`kg.resolve.key_events`), so that a reader can
    open them."""
    kept = set(corpus.drawn) if corpus.drawn is not None else events_worth_a_node(corpus, extractions)
    kept.update(e for story in corpus.stories for e in story.key_events)
    return kept


# Of one article's event mentions (their places in its events): those that name a happening the
# text does not hide; of them those drawn on their own, and those drawn only when another mention
# of their event says who or what (a lone "built"); and the mentions that say who or what
# (:func:`drawing`).
Drawing = tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]


def events_worth_a_node(
    corpus: Corpus, extractions: Sequence[Extraction], drawings: Mapping[str, Drawing] | None = None
) -> set[str]:
    """Events worth a node: a named participant (agent, patient, other, place) or a date;
    or, for a kind of event the lexicon knows (not ``other``), reports in at least
    :data:`DRAWN_MIN_ARTICLES` articles (the stories' key events are not among them:
    :func:`graph_events` adds them).

    Extraction keeps every event the text mentions; a bare one ("expected", "danced":
    no name, no date, no known kind told twice) stays in the extractions only, so
    recall does not flood the picture. ``drawings`` (article id -> :func:`drawing`) are the
    articles' drawings when known (a rebuild keeps them: :mod:`kg.pipeline.drawings`).
    """
    found = drawings if drawings is not None else {ex.article.id: drawing(ex) for ex in extractions}
    kept = {
        ev.id
        for ev in corpus.events
        if ev.event_class != "other"
        and len({aid for aid, _ in ev.mentions}) >= DRAWN_MIN_ARTICLES
        and any(aid in found and i in found[aid][0] for aid, i in ev.mentions)
    }
    # Events some mention of which says who or what: a lone "built" of theirs may draw them.
    worded = {corpus.event_of[(ex.article.id, i)] for ex in extractions for i in found[ex.article.id][3]}
    for ex in extractions:
        aid = ex.article.id
        kept.update(corpus.event_of[(aid, i)] for i in found[aid][1])
        kept.update(e for e in (corpus.event_of[(aid, i)] for i in found[aid][2]) if e in worded)
    return kept


def drawing(ex: Extraction) -> Drawing:
    """Which of the article's event mentions may give their event a node: those that name a
    happening (:func:`names_a_happening`) the text does not hide; of them those that give it one
    alone (a named party or a date, and no other mention showing it), and those that would but
    for being a lone word (:func:`~kg.extract.lone_words.lone_word`); and the mentions that say
    who or what. What one article's record alone decides, so that a rebuild keeps it."""
    events, text = ex.events, ex.article.text
    # "leaves behind a company", the "fire" of "cease-fire": no mention of them makes a node.
    # "the six months ended Oct. 1", "was disappointed", "according to a report" (set phrases);
    # "..., concluding that", "evidence linking", "five billion have been purchased" (asides).
    # "suffered 39 deaths last year", "spent two weeks" (tallies); "lived up to", "left X
    # vulnerable", "is located on" (turns of phrase); "forced LIN's hand", "made his way",
    # "telegraphed selling", "limited to users of IE8" (phrasal idioms); '"Absolutely," he
    # said', "came with a new method", "since the tragedy" (no content); "would have made the
    # score", "customers need only click" (not told as having happened); "has written several
    # books" (a career).
    hidden = not_happenings(events, text) | set_phrases(events, text) | asides(events, text)
    hidden |= tallies(events, text) | turns_of_phrase(events, text) | phrasal_idioms(events, text)
    hidden |= no_content(events, text) | unreal(events, text) | careers(events, text)
    # "many Cuban Americans said Castro is orchestrating the visit": drawn on the statement only.
    hidden |= group_views(events, text)
    # "the possibility of a meeting reemerged", "he's told me so", "closed at $23" (kg.extract.idle).
    hidden |= idle_mentions(events, text)
    happening = frozenset(i for i, ev in enumerate(events) if i not in hidden and names_a_happening(ev))
    # "chaired an emergency meeting": the verb's node shows the meeting;
    # "was shot as he stood in his kitchen": the shooting is the node.
    shown = shown_by_its_verb(events) | circumstances(events, text)
    placed = [i for i in happening if i not in shown and _placed(ex, events[i])]
    # "which has been built in Australia since 1960": a reader would see "built".
    lone = frozenset(i for i in placed if lone_word(events[i]))
    worded = frozenset(i for i, ev in enumerate(events) if says_who_or_what(ev))
    return happening, frozenset(placed) - lone, lone, worded


def _placed(ex: Extraction, ev: EventMention) -> bool:
    """Whether a reader can place the mention: a named party or place, or a date."""
    return bool(ev.agents or ev.patients or ev.participants or ev.places or ev.destinations or ex.placed_date(ev))


def names_a_happening(ev: EventMention) -> bool:
    """Whether a mention names something that happened, as a reader would draw it: not a noun
    the lexicon does not know as a happening ("rivals", "beginning", "work", "move"; TimeML
    and ECB+ take many such nouns as events), nor a state of mind ("thought to be", "fears":
    TimeML's I_STATE, and a judgement: "seen as part of"). They stay in the extractions; a node needs one mention that names a
    happening."""
    if ev.nominal and ev.event_class == "other" and not ev.phrase:
        # "rivals", "work"; but a noun a verb of undergoing carries is what befell its subject
        # ("suffered an outage": kg.extract.undergoing gives it the verb's phrase).
        return False
    # A bare "said", "said he did not know", "possess", "re" of "re-entered" (kg.extract.worth).
    return ev.timeml_class != "I_STATE" and worth_drawing(ev)
