"""Event mentions from a parsed Doc: triggers, arguments from the parse, times.

Pure functions over spaCy objects that yield :class:`~kg.model.EventMention`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy
from spacy.attrs import POS
from spacy.symbols import ADJ, NOUN, PROPN, VERB
from spacy.tokens import Doc, Token

from kg.extract.arguments import Arguments, noun_arguments, verb_arguments
from kg.extract.aspect import event_tense, narrative_order
from kg.extract.backdrop import QUOTED, backdrop
from kg.extract.event_model import EventModel, event_model, features
from kg.extract.event_words import EventWords, event_words
from kg.extract.factuality import factuality, mark_intensional
from kg.extract.heads import heads_of, spans_of
from kg.extract.idioms import in_idiom, light_use, phrasal_event
from kg.extract.lexicon import LIGHT_VERBS, NOUN_CLASS, REPORTING_VERBS, SUPPORT_VERBS, VERB_CLASS
from kg.extract.mood import chanting_sentences
from kg.extract.nlp import lemma
from kg.extract.non_events import describes
from kg.extract.pronouns import resolve
from kg.extract.quotes import Quotation, paragraph_starts, quotations, speech
from kg.extract.themes import noun_theme, quantities, theme
from kg.model import EventMention, Mention, TimexSpan

_PLACE_PREPS = set(
    """
in at from into near outside inside across toward towards to throughout within around
""".split()
)
_PLACE_TYPES = {"GPE", "LOC", "FAC"}
_TRIGGER_POS = numpy.array([NOUN, PROPN, VERB, ADJ], dtype="uint64")


@dataclass
class _Frame:
    """Arguments gathered for one trigger before they become a record."""

    agents: list[int] = field(default_factory=list)
    patients: list[int] = field(default_factory=list)
    participants: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
    timex: int | None = None
    # A verb's own arguments as read (for its label's subject and object); None on a noun's frame.
    args: Arguments | None = None

    def absorb(self, other: _Frame) -> None:
        for name in ("agents", "patients", "participants", "places"):
            mine = getattr(self, name)
            mine.extend(i for i in getattr(other, name) if i not in mine)
        if self.timex is None:
            self.timex = other.timex


class _Index:
    """Token-level look-ups shared by every trigger of one Doc."""

    def __init__(
        self, doc: Doc, mentions: Sequence[Mention], spans: Sequence[TimexSpan], text: str | None = None
    ) -> None:
        self.doc = doc
        self.mentions = mentions
        self.mention_at: dict[int, int] = {}
        for number, m in enumerate(mentions):
            for tok in doc.char_span(m.start, m.end, alignment_mode="expand") or ():
                self.mention_at[tok.i] = number
        self.timex_at: dict[int, int] = {}
        for number, span in enumerate(spans):
            for tok in doc.char_span(span.start, span.end, alignment_mode="expand") or ():
                self.timex_at[tok.i] = number
        # Doc.text joins every token again: the caller usually has the text already.
        self.text = doc.text if text is None else text
        # "he said", "the company said": the names such words stand for (kg.extract.pronouns).
        self.resolved = resolve(doc, mentions, self.text)
        # Sentence look-ups by token index, made once: Token.sent and Span.text
        # walk the tokens again for every trigger that asks.
        self.sent_id: list[int] = [0] * len(doc)
        self.sent_chars: list[tuple[int, int]] = []
        self.sent_starts: list[int] = []
        for number, sent in enumerate(doc.sents):
            self.sent_id[sent.start : sent.end] = [number] * (sent.end - sent.start)
            self.sent_chars.append((sent.start_char, sent.end_char))
            self.sent_starts.append(sent.start)
        context: dict[int, set[int]] = {}
        for tok_i, number in self.mention_at.items():
            context.setdefault(self.sent_id[tok_i], set()).add(number)
        self.context = {sent: tuple(sorted(numbers)) for sent, numbers in context.items()}
        # Token index -> what a clause's own words say (kg.extract.factuality), read once a parse.
        self.own_labels: dict[int, str] = {}

    @functools.cached_property
    def quoted(self) -> list[Quotation]:
        """The Doc's quotations, found once and only for a Doc with a statement."""
        return quotations(self.text)

    @functools.cached_property
    def quoted_spans(self) -> list[tuple[int, int]]:
        """Every quotation's (start, end), and those written ``like this'' in the Treebank's style
        (TimeBank, MEANTIME), which :func:`~kg.extract.quotes.quotations` does not pair."""
        spans = [span for quote in self.quoted for span in quote]
        spans += [(m.start(1), m.end(1)) for m in _BACKTICK_QUOTE.finditer(self.text)]
        return spans

    @functools.cached_property
    def chanting(self) -> frozenset[int]:
        """The sentences that chant or shout something (:func:`~kg.extract.mood.chanting_sentences`)."""
        return chanting_sentences(self.doc, self.sent_id)

    @functools.cached_property
    def paragraphs(self) -> list[int]:
        return paragraph_starts(self.text)

    def sentence_text(self, token: Token) -> str:
        start, end = self.sent_chars[self.sent_id[token.i]]
        return self.text[start:end]

    def mentions_of(self, token: Token) -> list[int]:
        """The mention a token heads, plus those of its conjuncts and appositions;
        a pronoun or description ("he", "the company") gives the names it stands for."""
        out: list[int] = []
        appositions = [c for c in token.children if c.dep_ == "appos"]
        # "US automakers GM and Chrysler": the apposition's conjuncts are named too.
        # "Another analyst, John Maxwell of Wheat, First Securities": beside a person, a firm
        # set off by commas is where the person works, no second actor.
        person = any(
            (n := self.mention_at.get(t.i)) is not None and self.mentions[n].type == "PERSON"
            for t in (token, *appositions)
        )
        # The parser hangs such a firm on the person as apposition, or as a conjunct with no "and".
        beside = {a.i for a in appositions} | {
            c.i for a in appositions if not any(x.dep_ == "cc" for x in a.children) for c in a.conjuncts
        }
        side = ("NORP", "ORG") if person else ("NORP",)
        # A conjunct past a clause that hangs on the noun belongs to that clause ("the grandmothers
        # received from X, the relatives and other Cubans": the Cubans gave, they received nothing).
        clauses = [c.i for c in token.children if c.dep_ in ("acl", "relcl")]
        conjuncts = [c for c in token.conjuncts if not any(token.i < v < c.i for v in clauses)]
        for tok in [token, *conjuncts, *appositions, *(c for a in appositions for c in a.conjuncts)]:
            number = self.mention_at.get(tok.i)
            if number is not None and tok.i in beside and self.mentions[number].type in side:
                continue  # "Nasser Tahboub, a Jerusalem-born Jordanian": his nationality, no second actor
            for n in (number,) if number is not None else self.resolved.get(tok.i, ()):
                if n not in out:
                    out.append(n)
        return out


def extract_events(
    doc: Doc,
    mentions: Sequence[Mention],
    spans: Sequence[TimexSpan],
    sent_of: Sequence[int],
    text: str | None = None,
    words: EventWords | None = None,
    model: EventModel | None = None,
) -> list[EventMention]:
    """Event mentions of ``doc`` with agent, patient, place and time.

    A word is an event when the learnt classifier (``model``, by default the
    packaged one, see :mod:`kg.extract.event_model`) says so; it reads the
    lexicon and the ECB+ table (``words``, :mod:`kg.extract.event_words`) among
    its features, and gives each event its TimeML class.
    A support verb ("issued" in "amnesty issued Sunday by X") gives its
    arguments and time to the noun it carries, and makes no event itself.
    ``text`` is ``doc.text``, passed when the caller has it (it is slow to rebuild).
    """
    words = event_words() if words is None else words
    model = event_model() if model is None else model
    index = _Index(doc, mentions, spans, text)
    # Only nouns, verbs and adjectives can trigger; picking them from the POS column
    # spares building a Token object for every other word.
    pos = doc.to_array(POS)
    candidates = [doc[int(i)] for i in numpy.flatnonzero(numpy.isin(pos, _TRIGGER_POS))]
    classes = _triggers(candidates, index, words, model)
    mark_intensional(doc, (i for i, c in classes.items() if c in ("I_ACTION", "I_STATE")))
    nouns = [t for t in candidates if t.pos_ in ("NOUN", "PROPN") and t.i in classes]
    noun_ids = {t.i for t in nouns}
    supports = {v.i: n for n in nouns for v in _support_verbs(n)}
    time_of = _attach_times(doc, index, noun_ids)
    events: list[EventMention] = []
    triggers: list[Token] = []
    for tok in candidates:
        if tok.i in noun_ids:
            frame = _noun_frame(tok, index, time_of)
            for verb in _support_verbs(tok):
                frame.absorb(_verb_frame(verb, index, time_of))
            frame.absorb(_governing_frame(tok, index, time_of))
        elif tok.pos_ in ("VERB", "ADJ") and tok.i not in supports and tok.i in classes:
            frame = _verb_frame(tok, index, time_of)
        else:
            continue
        events.append(_record(tok, frame, index, sent_of, nominal=tok.i in noun_ids, timeml_class=classes[tok.i]))
        triggers.append(tok)
    return _headline_plans(narrative_order(triggers, _with_settings(triggers, events)))


def _headline_plans(events: list[EventMention]) -> list[EventMention]:
    """A headline's present ("Carmakers receive loans") told as still to come by the story
    ("the carmakers will receive loans") is still to come: a headline's present tense stands
    for any time, and the body says which. Only the first sentence's verbs in the present, and
    only by a later mention of the same verb about the same thing (its object's word, else its
    subject's words)."""
    if not events:
        return events
    first = min(e.sentence for e in events)
    out = list(events)
    for n, head in enumerate(events):
        if head.sentence != first or head.nominal or head.tense != "present" or head.factuality not in ("", "fact"):
            continue
        for later in events[n + 1 :]:
            if later.nominal or later.lemma != head.lemma or later.tense != "future" or later.start <= head.start:
                continue
            if (head.theme and head.theme == later.theme) or (
                not (head.theme and later.theme) and _words(head.subject) & _words(later.subject)
            ):
                out[n] = replace(head, factuality=later.factuality, tense="future")
                break
    return out


def _words(text: str) -> set[str]:
    return {w for w in text.lower().split() if w.isalpha() and len(w) > 2}


# Prepositions that make a noun the occasion of a verb: "re-elected in a referendum".
_SETTING_PREPS = frozenset({"in", "at", "during"})


def _with_settings(triggers: list[Token], events: list[EventMention]) -> list[EventMention]:
    """Each event noun that is the "in"/"at"/"during" phrase of another event, with that event's index.

    The setting shares its host's people: "re-electing X in a referendum" makes X
    a participant of the referendum (and the host's places its places).
    """
    at = {tok.i: n for n, tok in enumerate(triggers)}
    out = []
    for tok, event in zip(triggers, events):
        prep = tok.head
        if event.nominal and tok.dep_ == "pobj" and prep.dep_ == "prep" and prep.lower_ in _SETTING_PREPS:
            host = at.get(prep.head.i)
            if host is not None:
                event = _set_in(event, host, events[host])
        out.append(event)
    return out


def _set_in(event: EventMention, number: int, host: EventMention) -> EventMention:
    """``event`` as the setting of ``host`` (event ``number``), with the host's arguments as participants.

    A setting of the host's own kind is the same act told twice ("said in a
    statement", "re-elected in a vote"): its agent is the host's.
    """
    agents = list(event.agents)
    if event.event_class == host.event_class != "other":
        agents += host.agents
    own = {*agents, *event.patients}
    borrowed = [m for m in (*host.agents, *host.patients, *host.participants) if m not in own]
    return replace(
        event,
        setting_of=number,
        agents=_uniq(agents),
        participants=_uniq([*event.participants, *borrowed]),
        places=_uniq([*event.places, *host.places]),
    )


def candidate_key(tok: Token) -> tuple[str, str] | None:
    """(coarse POS, lemma) of a word that may be an event, or None for one that never is.

    Auxiliaries and light verbs ("is", "has", "will", "make") never are, nor a
    verb used as an adjective, an auxiliary or a preposition ("according to"),
    nor a symbol ("%"). Names and
    time expressions are left out by the caller.
    """
    pos = tok.pos_
    if pos == "VERB" and not _is_verbal_trigger(tok):
        return None
    # "%" and "$" are tagged nouns: no word, no happening.
    if pos not in ("NOUN", "PROPN", "VERB", "ADJ") or not any(c.isalpha() for c in tok.text):
        return None
    return pos, _lemma(tok)


def trigger_features(tok: Token, index: _Index | None, words: EventWords) -> list[str] | None:
    """The classifier's features of a word that may be an event, or None for one that never is
    (see :func:`candidate_key`; words of a name or a time expression neither)."""
    key = candidate_key(tok)
    if key is None or (index is not None and (tok.i in index.timex_at or tok.i in index.mention_at)):
        return None
    pos, base = key
    listed = base in (NOUN_CLASS if pos in ("NOUN", "PROPN") else VERB_CLASS)
    start = index.sent_starts[index.sent_id[tok.i]] if index is not None else None
    return features(tok, base, listed, words.probability(pos, base), start)


def _triggers(candidates: list[Token], index: _Index, words: EventWords, model: EventModel) -> dict[int, str]:
    """Token index -> TimeML class of each word the learnt detector calls an event (or a phrasal event's verb)."""
    found: list[tuple[Token, list[str]]] = []
    for tok in candidates:
        if tok.i in index.timex_at or tok.i in index.mention_at:
            continue  # a word of a name or a time expression is no trigger (trigger_features): asked first, it is cheapest
        if in_idiom(tok) or light_use(tok) or describes(tok):
            # "push comes to shove", "took place": the words name no event of their own; nor
            # does a gloss, an attribute or a name ("reflecting costs", "dated Jan. 5", "dubbed X").
            continue
        names = trigger_features(tok, index, words)
        if names is not None:
            found.append((tok, names))
    classes: dict[int, str] = {}
    for (tok, names), (is_event, timeml_class) in zip(found, model.predict_many([n for _, n in found])):
        # The lexicon and the ECB+ table are among the model's features, not a way round it:
        # "term", "policy", "service" are listed or common ECB+ events, and most often no
        # happening in the sentence at hand. "opened fire" is a shooting, whatever the model
        # makes of "open"; and a listed event noun a support verb carries ("issued an amnesty",
        # "held a referendum") is the event the verb only carries.
        if is_event or phrasal_event(tok) is not None or _carried(tok, names, index):
            classes[tok.i] = timeml_class
    return classes


# Verbs whose subject is a happening: "the vote took place", "the talks began".
_HAPPENING_VERBS = frozenset("happen occur take begin start end resume continue".split())


def _carried(tok: Token, names: list[str], index: _Index) -> bool:
    """A listed event noun the sentence shows to be a happening: carried by a support verb
    ("issued an amnesty"), the subject of "took place" or "began", or given a date of its
    own ("the vote on Sunday")."""
    if "x=1|NOUN" not in names:
        return False
    head = tok.head
    if (head.pos_ == "VERB" and tok.dep_ in ("dobj", "nsubjpass") and _lemma(head) in SUPPORT_VERBS) or any(
        c.dep_ == "acl" and _lemma(c) in SUPPORT_VERBS for c in tok.children
    ):
        return True  # "issued an amnesty", "an amnesty issued Sunday"
    if head.pos_ == "VERB" and tok.dep_ == "nsubj" and _lemma(head) in _HAPPENING_VERBS:
        return True
    return any(
        c.dep_ == "prep" and any(g.dep_ == "pobj" and g.i in index.timex_at for g in c.children) for c in tok.children
    )


def _is_verbal_trigger(tok: Token) -> bool:
    # A verb form used as a preposition ("according to", "including") names no happening.
    return tok.pos_ == "VERB" and tok.dep_ not in ("amod", "aux", "prep") and _lemma(tok) not in LIGHT_VERBS


def _lemma(tok: Token) -> str:
    return lemma(tok).lower() or tok.lower_


def _support_verbs(noun: Token) -> list[Token]:
    """Verbs that carry the noun: its head when it is the object, or its acl verbs."""
    verbs = [c for c in noun.children if c.dep_ in ("acl", "relcl") and _lemma(c) in SUPPORT_VERBS]
    head = noun.head
    if noun.dep_ in ("dobj", "nsubjpass") and head.pos_ == "VERB" and _lemma(head) in SUPPORT_VERBS:
        verbs.append(head)
    return verbs


def _verb_frame(verb: Token, index: _Index, time_of: dict[int, int]) -> _Frame:
    args = verb_arguments(verb)
    frame = _frame(args, index, time_of.get(verb.i))
    frame.args = args
    if verb.dep_ == "conj" and frame.timex is None and not _said_later(verb):
        # "In 2008 the company cut jobs and lost money": conjoined verbs share the time
        # the first one governs when they have none of their own.
        frame.timex = time_of.get(verb.head.i)
    elif frame.timex is None and _same_act_participle(verb):
        # "Two bombs exploded Friday, killing 81 people": the participle tells the act itself.
        frame.timex = time_of.get(verb.head.i)
    elif frame.timex is None and _lemma(verb) in _ONSETS:
        # "began raising its stake in July": the beginning is when what it begins began.
        frame.timex = next((time_of[c.i] for c in verb.children if c.dep_ == "xcomp" and c.i in time_of), None)
    _one_role_each(verb, frame, index)
    return frame


# Adverbs that put a conjoined verb after the first one's time: "In 2009 Fiat bought a stake
# and has since increased it" (the increase is not in 2009).
_LATER = frozenset({"since", "later", "afterwards", "afterward", "subsequently", "now"})


# Verbs whose complement starts or stops at their own time: "began raising its stake in July",
# "stopped shipping the product on Monday" (not "continue", which runs on past it).
_ONSETS = frozenset({"begin", "start", "resume", "stop", "cease", "quit"})


def _same_act_participle(verb: Token) -> bool:
    """Whether ``verb`` is a bare present participle adjunct of the verb it hangs on, with no
    subject, auxiliary or marker of its own: what that act did or was for ("exploded Friday,
    killing 81 people", "arrived today seeking talks", "said Monday, adding that"). Not a "when"
    or "after" clause ("after touring the capital"), nor a perfect ("having fled in 1990")."""
    if verb.dep_ != "advcl" or verb.tag_ != "VBG" or verb.head.pos_ not in ("VERB", "AUX") or _said_later(verb):
        return False
    return not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "mark", "expl") for c in verb.children)


def _said_later(verb: Token) -> bool:
    """Whether ``verb`` carries an adverb that puts it after the verb it is conjoined to."""
    return any(c.dep_ == "advmod" and c.lower_ in _LATER for c in verb.children)


_REFLEXIVES = frozenset("himself herself itself themselves myself ourselves yourself yourselves".split())


def _one_role_each(verb: Token, frame: _Frame, index: _Index) -> None:
    """No one is both who acts and who is acted on ("action to topple him" after "he faces"):
    a subject borrowed from another clause gives way to the verb's own object, an object
    pronoun to the verb's own subject (non-reflexive "him" is never its own subject)."""
    name = [m.name for m in index.mentions]
    both = {name[n] for n in frame.agents} & {name[n] for n in frame.patients}
    if not both:
        return
    reflexive = frame.args is not None and any(t.lower_ in _REFLEXIVES for t in frame.args.patients)
    if reflexive or any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children):
        # "checked herself into rehab": the one who checked in acts; a reflexive is no patient.
        frame.patients = [n for n in frame.patients if name[n] not in both]
    else:
        frame.agents = [n for n in frame.agents if name[n] not in both]


def _noun_frame(noun: Token, index: _Index, time_of: dict[int, int]) -> _Frame:
    return _frame(noun_arguments(noun), index, time_of.get(noun.i))


def _frame(args: Arguments, index: _Index, timex: int | None) -> _Frame:
    """The named mentions of a trigger's arguments (:mod:`kg.extract.arguments`)."""
    frame = _Frame(timex=timex)
    for heads_, roles in ((args.agents, frame.agents), (args.patients, frame.patients)):
        for tok in heads_:
            roles += index.mentions_of(tok)
    for tok in args.participants:
        number = index.mention_at.get(tok.i)
        if number is not None:
            # "the Agadir earthquake": a place before an event noun is where it happened.
            is_place = index.mentions[number].type in _PLACE_TYPES
            (frame.places if is_place else frame.participants).append(number)
    for prep in args.preps:
        _prep_args(prep, index, frame)
    return frame


def _governing_frame(noun: Token, index: _Index, time_of: dict[int, int]) -> _Frame:
    """A nominal event with no time of its own takes the one of the verb it hangs on
    ("re-elected last week in a referendum")."""
    if noun.dep_ == "pobj" and noun.head.dep_ == "prep" and noun.head.head.pos_ == "VERB":
        return _Frame(timex=time_of.get(noun.head.head.i))
    return _Frame()


def _prep_args(prep: Token, index: _Index, frame: _Frame) -> None:
    # "help from Spain" is Spain's help; "fled from Syria" left a place.
    from_place = prep.lower_ != "from" or VERB_CLASS.get(_lemma(prep.head)) == "movement"
    for pobj in (c for c in prep.children if c.dep_ == "pobj"):
        for number in index.mentions_of(pobj):
            is_place = index.mentions[number].type in _PLACE_TYPES and prep.lower_ in _PLACE_PREPS and from_place
            (frame.places if is_place else frame.participants).append(number)


def _attach_times(doc: Doc, index: _Index, noun_ids: set[int]) -> dict[int, int]:
    """Each time expression goes to the nearest verb or event noun that governs it."""
    out: dict[int, int] = {}
    roots: dict[int, Token] = {}
    for tok_i, number in sorted(index.timex_at.items()):
        tok = doc[tok_i]
        if tok.head.i not in index.timex_at or tok.head.i == tok.i:
            roots.setdefault(number, tok)
    for number, tok in sorted(roots.items()):
        head = tok.head
        for _ in range(4):
            if head.i in noun_ids or head.pos_ in ("VERB", "AUX"):
                out.setdefault(head.i, number)
                break
            if head.head.i == head.i:
                break
            head = head.head
    return out


# Verbs that, with "as", judge rather than happen: "seen as", "regarded as", "viewed as".
JUDGING = frozenset({"see", "view", "regard", "perceive", "consider", "describe", "deem"})
# Verbs of a state of mind (TimeML's I_STATE by its guidelines) whatever a sentence makes the
# detector read: "it intended to reach a 50% share", "We wish the company every success", "We love the band", "the amount required
# by the company", "the figures imply growth" tell no happening.
ATTITUDES = frozenset({"wish", "hope", "want", "love", "like", "hate", "need", "require", "imply", "intend", "desire"})


def _record(
    tok: Token, frame: _Frame, index: _Index, sent_of: Sequence[int], nominal: bool, timeml_class: str
) -> EventMention:
    sentence = sent_of[tok.i]
    context = index.context.get(index.sent_id[tok.i], ())
    base = _lemma(tok)
    event_class = (NOUN_CLASS if nominal else VERB_CLASS).get(base, "other")
    if not nominal and (named := phrasal_event(tok)) is not None:
        base, event_class = named
    quote, reported = ("", "")
    if event_class == "statement" and not nominal and _lemma(tok) in REPORTING_VERBS:
        quote, reported = speech(tok, tok.sent, index.quoted, index.paragraphs, index.text)
    phrase = "" if nominal else _phrase(tok)
    if not nominal and base in JUDGING and " as " in f" {phrase} ":
        # "was seen as part of his campaign" judges, it is no seeing: a state of mind of its own
        # lemma, so that it never joins a photograph's "is seen showing a sword".
        base, timeml_class = f"{base} as", "I_STATE"
    elif not nominal and base in ATTITUDES:
        timeml_class = "I_STATE"
    verb_args = frame.args if not nominal else None
    subject, obj = heads_of(verb_args) if verb_args is not None else ("", "")
    subject_span, object_span = spans_of(verb_args) if verb_args is not None else (None, None)
    return EventMention(
        start=tok.idx,
        end=tok.idx + len(tok.text),
        trigger=tok.text,
        lemma=base,
        event_class=event_class,
        sentence=sentence,
        agents=_uniq(frame.agents),
        patients=_uniq(frame.patients),
        participants=_uniq(frame.participants),
        places=_uniq(frame.places),
        timex=frame.timex,
        quote=quote,
        context=context,
        nominal=nominal,
        phrase=phrase,
        factuality=_factuality(tok, index),
        reported=reported,
        subject=subject,
        object=obj,
        subject_span=subject_span,
        object_span=object_span,
        timeml_class=timeml_class,
        tense=event_tense(tok, nominal),
        quantities=quantities(tok, index.timex_at.keys()),
        theme=theme(tok, verb_args) if verb_args is not None else noun_theme(tok),
        backdrop=("" if nominal else backdrop(tok)) or _quoted_words(tok, event_class, index),
    )


# A quotation written ``like this'' (Treebank style), within one paragraph's length.
_BACKTICK_QUOTE = re.compile(r"``([^`]{1,1500}?)''")
# A quotation of at least this many words is a speaker's sentence, not a title or a term.
QUOTED_SENTENCE_WORDS = 4


def _quoted_words(tok: Token, event_class: str, index: _Index) -> str:
    """ "quoted" for what happens inside a speaker's words in quotation marks ("It puts them in
    limbo", "we are making tremendous progress"): the speaker's, shown by the statement's node
    with the quote, not a happening the text asserts. A statement is its own node. An event noun
    in quotation marks of its own is someone's word for it ("characterized his stay as a
    'kidnapping'"), not the writer's."""
    if event_class == "statement":
        return ""
    for a, b in index.quoted_spans:
        if a <= tok.idx < b:
            words = len(index.text[a:b].split())
            if words >= QUOTED_SENTENCE_WORDS or (tok.pos_ in ("NOUN", "PROPN") and words == 1):
                return QUOTED
    return ""


def _factuality(tok: Token, index: _Index) -> str:
    """:func:`~kg.extract.factuality.factuality`, and a slogan's words in quotation marks
    ("chanting 'with our blood we redeem'") as hypothetical: a chant reports nothing."""
    if index.sent_id[tok.i] in index.chanting and any(a <= tok.idx < b for quote in index.quoted for a, b in quote):
        return "hypothetical"
    return factuality(tok, index.own_labels)


# What a bare noun may carry and still read as part of the predicate ("to power"),
# not as an argument of its own ("to the palace", "to three prisons").
_NOT_BARE = frozenset({"det", "poss", "nummod", "amod", "compound", "nmod", "quantmod"})
# English verb particles (phrasal verbs: "step down", "set up", "pull out").
_PARTICLES = frozenset("down up out off back away over through along apart aside forward".split())


def _phrase(verb: Token) -> str:
    """The verb with its particle and a bare singular noun complement, or "".

    "stepped down", "took office", "came to power": a bare common noun after
    the verb is most often part of a fixed expression; a noun with a
    determiner, a number or a name is an argument and stays out.
    """
    words = [verb]
    for child in verb.rights:
        # The parser files some particles as adverbs: "stepped down" next to its verb.
        if child.dep_ == "prt" or (
            child.dep_ == "advmod" and child.lower_ in _PARTICLES and child.i == words[-1].i + 1
        ):
            words.append(child)
            continue
        if child.dep_ == "advmod":  # "came quickly to power"
            continue
        if child.dep_ == "dobj" and _bare(child):
            words.append(child)
        elif child.dep_ == "prep":
            pobj = next((c for c in child.children if c.dep_ == "pobj"), None)
            if pobj is not None and _bare(pobj):
                words += [child, pobj]
        break
    return " ".join(w.text for w in words) if len(words) > 1 else ""


def _bare(noun: Token) -> bool:
    return noun.tag_ == "NN" and not any(c.dep_ in _NOT_BARE for c in noun.children)


def _uniq(items: list[int]) -> tuple[int, ...]:
    return tuple(dict.fromkeys(items))
