"""The evidence one article gives for a key event of its story (:mod:`kg.resolve.key_events`
ranks the story's events by it): whether it tells the event at all, asserts it, in its lead,
with a named participant or a date, only as a statement or a state; and whether it dates it
only before the story began (what the story recalls, not what it reports).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta

from kg.model import EventMention, Extraction
from kg.time.values import value_interval

# TimeML classes of states and of attitudes towards an event: what someone knew,
# wanted or began, rarely the happening itself.
_STATES = frozenset({"STATE", "I_STATE", "I_ACTION", "ASPECTUAL", "PERCEPTION"})
# Weight of a date among the votes (asserted with a date): half a vote.
DATED_WEIGHT = 0.5
EVIDENCE = ("told", "lead", "lead2", "named", "dated", "word", "statement", "state", "asserted", "outlets")
# Days before a story's first article beyond which what its articles date is what they recall:
# a story's reports follow its happening within weeks; a month before the first of them is past.
RECALL_DAYS = 30


@dataclass(slots=True)
class Votes:
    """The articles (ids) giving each kind of evidence for one event word of a story."""

    told: set[str] = field(default_factory=set)
    lead: set[str] = field(default_factory=set)
    lead2: set[str] = field(default_factory=set)
    named: set[str] = field(default_factory=set)
    dated: set[str] = field(default_factory=set)
    word: set[str] = field(default_factory=set)
    statement: set[str] = field(default_factory=set)
    state: set[str] = field(default_factory=set)
    asserted: set[str] = field(default_factory=set)
    outlets: set[str] = field(default_factory=set)
    # Articles telling the word at least once as neither a statement nor a state: a "found dead"
    # or a "said" of theirs beside it is the same report, no vote against it.
    plain: set[str] = field(default_factory=set)
    # Articles asserting it with a date before the story began (:func:`began`), and with a later one.
    recalled: set[str] = field(default_factory=set)
    recent: set[str] = field(default_factory=set)

    def background(self) -> bool:
        """Whether most of the articles telling the word date it only before the story began: a
        prize won the year before a nomination, a conviction years before a death. It may be
        among a story's key events, never the first (what the story reports comes first)."""
        recalled = self.recalled - self.recent
        return len(recalled) > len(self.told - recalled)

    def against(self) -> tuple[set[str], set[str]]:
        """The articles that tell the word only as a statement, and only as a state."""
        return self.statement - self.plain, self.state - self.plain

    def shares(self, articles: int, outlets: int) -> tuple[float, ...]:
        """Each kind of :data:`EVIDENCE` (in its order) as a share of the story's articles (of its outlets, when more than one)."""
        spread = len(self.outlets) / outlets if outlets > 1 else 0.0
        statement, state = self.against()
        kinds = {"statement": statement, "state": state}
        return (*(len(kinds.get(k, getattr(self, k))) / articles for k in EVIDENCE[:-1]), spread)

    def score(self, articles: int, outlets: int) -> float:
        """The word's evidence as one number (see the module's docstring)."""
        statement, state = self.against()
        votes = (
            len(self.told)
            + len(self.asserted - statement)
            + len(self.lead)
            + len(self.lead2)
            + len(self.named)
            + DATED_WEIGHT * len(self.dated)
            + len(self.word)
            - len(statement)
            - len(state)
        )
        score = votes / articles
        if outlets > 1:
            score += len(self.outlets) / outlets
        return score


def vote(
    votes: Votes,
    ex: Extraction,
    m: EventMention,
    headline: set[str],
    announced: bool = False,
    since: date | None = None,
) -> None:
    """One mention's evidence for its event word, as votes of its article (``announced``: a
    mention of what the story's leads announce, which counts as if asserted; ``since``: the day
    its story began, :func:`began`)."""
    aid = ex.article.id
    votes.told.add(aid)
    in_headline = bool(headline) and any(w in headline for w in m.trigger.casefold().split())
    if announced and in_lead(m, headline):
        votes.lead.add(aid)  # what the lead announces is its news, but only said, not done
    if happened(m):
        votes.asserted.add(aid)
        if in_lead(m, headline):
            votes.lead.add(aid)
        if m.sentence <= 1 or in_headline:
            votes.lead2.add(aid)
        if m.agents or m.patients or m.participants or m.places or m.destinations:
            votes.named.add(aid)
        if when := ex.event_date(m):
            votes.dated.add(aid)
            span = value_interval(when)
            if span is not None and since is not None:
                (votes.recalled if span[1] < since else votes.recent).add(aid)
        if ex.outlet:
            votes.outlets.add(ex.outlet)
    if not m.nominal or m.event_class != "other":
        votes.word.add(aid)
    said = m.event_class == "statement" or m.timeml_class == "REPORTING"
    if said:
        votes.statement.add(aid)
    if m.timeml_class in _STATES:
        votes.state.add(aid)
    if not said and m.timeml_class not in _STATES:
        votes.plain.add(aid)


def in_lead(m: EventMention, headline: set[str]) -> bool:
    """Whether the mention is in its article's first sentence, or its word in the headline."""
    return m.sentence == 0 or (bool(headline) and any(w in headline for w in m.trigger.casefold().split()))


def happened(m: EventMention) -> bool:
    """Whether the article says it happened (a fact; unlabelled mentions count as one)."""
    return m.factuality in ("", "fact")


def words(text: str) -> set[str]:
    return {w.strip(".,;:!?\"'()[]«»“”‘’").casefold() for w in text.split()} - {""}


def began(articles: Iterable[Extraction]) -> date | None:
    """The day before which a story's articles recall rather than report: :data:`RECALL_DAYS`
    before the first day any of them was published (None when none gives its day). The first
    article, not most of them: a story of a year's reports does not recall its own start."""
    days = [span[0] for ex in articles if (span := value_interval(ex.dct.value)) is not None]
    if not days or min(days) - date.min <= timedelta(days=RECALL_DAYS):
        return None  # no day, or one too near the calendar's start for anything to be before it
    return min(days) - timedelta(days=RECALL_DAYS)
