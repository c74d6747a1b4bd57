"""Event mentions from a parsed Doc: triggers, arguments from the parse, times.

Pure functions over spaCy objects that yield :class:`~kg.model.EventMention`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy
from spacy.attrs import POS
from spacy.symbols import ADJ, NOUN, PROPN, VERB
from spacy.tokens import Doc, Token

from kg.extract.arguments import verb_arguments
from kg.extract.aspect import event_tense, narrative_order
from kg.extract.backdrop import CREDIT, QUOTED, RESULT, backdrop
from kg.extract.doc_index import DocIndex
from kg.extract.event_model import EventModel, event_model, features
from kg.extract.event_words import EventWords, event_words
from kg.extract.factuality import factuality
from kg.extract.factuality_governors import mark_intensional
from kg.extract.factuality_rules import general_statement
from kg.extract.factuality_unspecific import unspecific_under
from kg.extract.frames import Frame, attach_times, governing_frame, noun_frame, support_verbs, verb_frame
from kg.extract.gathering_nouns import gathering_event
from kg.extract.heads import heads_of, spans_of
from kg.extract.idioms import in_idiom, light_use, no_law_passed, phrasal_event
from kg.extract.lexicon import LIGHT_VERBS, NOUN_CLASS, REPORTING_VERBS, SUPPORT_VERBS, VERB_CLASS
from kg.extract.non_events import describes
from kg.extract.portraits import portrayal
from kg.extract.provisions import provision
from kg.extract.quotes import speech
from kg.extract.state_senses import state_sense
from kg.extract.states import counted_by
from kg.extract.themes import noun_theme, quantities, theme
from kg.extract.undergoing import LIGHT, undergoer, undergoing_verb, undergone, undergone_phrase
from kg.model import EventMention, Mention, TimexSpan
from kg.tokens import column, word_lemma

_TRIGGER_POS = numpy.array([NOUN, PROPN, VERB, ADJ], dtype="uint64")


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
    index = DocIndex(doc, mentions, spans, text)
    # Only nouns, verbs and adjectives can trigger; picking them from the POS column
    # spares building a Token object for every other word.
    pos = column(doc, POS)
    candidates = [doc[int(i)] for i in numpy.flatnonzero(numpy.isin(pos, _TRIGGER_POS))]
    classes = _triggers(candidates, index, words, model)
    mark_intensional(doc, (i for i, c in classes.items() if c in ("I_ACTION", "I_STATE")))
    nouns = [t for t in candidates if t.pos_ in ("NOUN", "PROPN") and t.i in classes]
    noun_ids = {t.i for t in nouns}
    supports = {v.i: n for n in nouns for v in support_verbs(n)}
    # "suffered an outage", "had a heart attack": the noun is the happening, the verb background.
    carriers = {n.i: v for n in nouns if (v := undergoing_verb(n)) is not None}
    carrying = {v.i for v in carriers.values()}
    time_of = attach_times(doc, index, noun_ids)
    events: list[EventMention] = []
    triggers: list[Token] = []
    for tok in candidates:
        if tok.i in noun_ids:
            frame = noun_frame(tok, index, time_of)
            for verb in support_verbs(tok):
                frame.absorb(verb_frame(verb, index, time_of))
            if (carrier := carriers.get(tok.i)) is not None:
                frame.absorb(undergone(verb_frame(carrier, index, time_of)))
            frame.absorb(governing_frame(tok, index, time_of))
        elif tok.pos_ in ("VERB", "ADJ") and tok.i not in supports and tok.i in classes:
            frame = undergoer(tok, verb_frame(tok, index, time_of))
        else:
            continue
        event = _record(tok, frame, index, sent_of, nominal=tok.i in noun_ids, timeml_class=classes[tok.i])
        if tok.i in carriers:
            event = _undergone(event, tok, carriers[tok.i], index)
        elif tok.i in carrying and not event.backdrop:
            event = replace(event, backdrop=LIGHT)
        events.append(event)
        triggers.append(tok)
    return _headline_plans(narrative_order(triggers, _with_settings(triggers, events)))


def _undergone(event: EventMention, noun: Token, verb: Token, index: DocIndex) -> EventMention:
    """An event noun its verb of undergoing carries, told as the verb tells it: labelled by the
    verb's phrase and subject ("Twitter suffered outage"; the subject kept as the noun's object,
    who it befell), its factuality and tense the verb's
    ("will undergo surgery" is still to come)."""
    args = verb_arguments(verb)
    # The verb's subject is what the noun befell: its object as a noun's undergoer is written.
    subject, _ = heads_of(args)
    subject_span, _ = spans_of(args)
    return replace(
        event,
        phrase=undergone_phrase(verb, noun),
        object=subject,
        object_span=subject_span,
        factuality=_factuality(verb, index),
        tense=event_tense(verb, False),
    )


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
                # "his visit": a possessor names the setting's own doer, even one left unresolved.
                own = any(c.dep_ == "poss" for c in tok.children)
                shares = _shares_its_people(prep.lower_, event, events[host])
                event = _set_in(event, host, events[host], shares=shares, own_doer=own)
        out.append(event)
    return out


# Settings people take part in, whose "during" phrase shares the host's people: "said during a
# meeting", "during the vote". Other happenings are a span of time ("appointed during the
# company's bankruptcy": the appointee had no part in the bankruptcy).
_ATTENDED = frozenset({"meeting", "statement", "election"})


def _shares_its_people(prep: str, event: EventMention, host: EventMention) -> bool:
    """Whether the host's people take part in its setting ``event`` introduced by ``prep``."""
    return prep != "during" or event.event_class in _ATTENDED or event.event_class == host.event_class != "other"


def _set_in(
    event: EventMention, number: int, host: EventMention, shares: bool = True, own_doer: bool = False
) -> EventMention:
    """``event`` as the setting of ``host`` (event ``number``), with the host's arguments as
    participants when ``shares`` (see :func:`_shares_its_people`); ``own_doer`` when the text
    names who does it (a possessor), resolved or not.

    A setting of the host's own kind is the same act told twice ("said in a
    statement", "re-elected in a vote"): its agent is the host's, unless it names its own
    ("During his visit to Rabat, Ana Berg met officials": his visit, not hers).
    """
    agents = list(event.agents)
    if event.event_class == host.event_class != "other" and not agents and not own_doer:
        agents += host.agents
    own = {*agents, *event.patients}
    # "At a news conference, Fournier accused Paribas": whom a statement speaks of was not there.
    spoken_of = event.event_class == "meeting" and host.event_class == "statement"
    people = (*host.agents, *(() if spoken_of else host.patients), *host.participants) if shares else ()
    borrowed = [m for m in people if m not in own]
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
    return pos, word_lemma(tok)


def trigger_features(tok: Token, index: DocIndex | None, words: EventWords) -> list[str] | None:
    """The classifier's features of a word that may be an event, or None for one that never is
    (see :func:`candidate_key`; words of a name or a time expression neither)."""
    key = candidate_key(tok)
    if key is None or (index is not None and (tok.i in index.timex_at or tok.i in index.mention_at)):
        return None
    pos, base = key
    listed = base in (NOUN_CLASS if pos in ("NOUN", "PROPN") else VERB_CLASS)
    start = index.sent_starts[index.sent_id[tok.i]] if index is not None else None
    return features(tok, base, listed, words.probability(pos, base), start)


def _triggers(candidates: list[Token], index: DocIndex, words: EventWords, model: EventModel) -> dict[int, str]:
    """Token index -> TimeML class of each word the learnt detector calls an event (or a phrasal event's verb)."""
    found: list[tuple[Token, list[str]]] = []
    for tok in candidates:
        if tok.i in index.timex_at or tok.i in index.mention_at:
            continue  # a word of a name or a time expression is no trigger (trigger_features): asked first, it is cheapest
        if in_idiom(tok) or light_use(tok) or describes(tok) or state_sense(tok):
            # "push comes to shove", "took place": the words name no event of their own; nor
            # does a gloss, an attribute or a name ("reflecting costs", "dated Jan. 5", "dubbed X"),
            # nor a verb in a sense that names a state ("used to being", "four teams left").
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
        elif gathering_event(tok, index):
            classes[tok.i] = "OCCURRENCE"  # "threw a party": a gathering the model reads as "the party"
    return classes


# Verbs whose subject is a happening: "the vote took place", "the talks began".
_HAPPENING_VERBS = frozenset("happen occur take begin start end resume continue".split())


def _carried(tok: Token, names: list[str], index: DocIndex) -> bool:
    """A listed event noun the sentence shows to be a happening: carried by a support verb
    ("issued an amnesty"), the subject of "took place" or "began", or given a date of its
    own ("the vote on Sunday")."""
    if "x=1|NOUN" not in names:
        return False
    head = tok.head
    if (head.pos_ == "VERB" and tok.dep_ in ("dobj", "nsubjpass") and word_lemma(head) in SUPPORT_VERBS) or any(
        c.dep_ == "acl" and word_lemma(c) in SUPPORT_VERBS for c in tok.children
    ):
        return True  # "issued an amnesty", "an amnesty issued Sunday"
    if head.pos_ == "VERB" and tok.dep_ == "nsubj" and word_lemma(head) in _HAPPENING_VERBS:
        return True
    return any(
        c.dep_ == "prep" and any(g.dep_ == "pobj" and g.i in index.timex_at for g in c.children) for c in tok.children
    )


def _is_verbal_trigger(tok: Token) -> bool:
    # A verb form used as a preposition ("according to", "including") names no happening.
    return tok.pos_ == "VERB" and tok.dep_ not in ("amod", "aux", "prep") and word_lemma(tok) not in LIGHT_VERBS


# Verbs that, with "as", judge rather than happen: "seen as", "regarded as", "viewed as".
JUDGING = frozenset({"see", "view", "regard", "perceive", "consider", "describe", "deem"})
# Verbs of a state of mind (TimeML's I_STATE by its guidelines) whatever a sentence makes the
# detector read: "it intended to reach a 50% share", "We wish the company every success", "We love the band", "the amount required
# by the company", "the figures imply growth", "what he anticipated", "he envisioned the process
# would take 60 days" tell no happening.
ATTITUDES = frozenset(
    {"wish", "hope", "want", "love", "like", "hate", "need", "require", "imply", "intend", "desire", "anticipate"}
    | {"envision", "envisage", "foresee", "imagine"}
)


def _record(
    tok: Token, frame: Frame, index: DocIndex, sent_of: Sequence[int], nominal: bool, timeml_class: str
) -> EventMention:
    sentence = sent_of[tok.i]
    context = index.context.get(index.sent_id[tok.i], ())
    base = word_lemma(tok)
    event_class = (NOUN_CLASS if nominal else VERB_CLASS).get(base, "other")
    if not nominal and (named := phrasal_event(tok)) is not None:
        base, event_class = named
    elif event_class == "legal" and no_law_passed(tok):
        event_class = "other"
    quote, reported = ("", "")
    if event_class == "statement" and not nominal and word_lemma(tok) in REPORTING_VERBS:
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
        destinations=_uniq(frame.destinations),
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
        backdrop=(CREDIT if index.in_credit_line(tok) else "")
        or ("" if nominal else backdrop(tok))
        or (RESULT if counted_by(tok) else "")  # "career scoring record": noun or verb form
        or portrayal(tok)
        or provision(tok)
        or _quoted_words(tok, event_class, index),
    )


# A quotation of at least this many words is a speaker's sentence, not a title or a term.
QUOTED_SENTENCE_WORDS = 4


def _quoted_words(tok: Token, event_class: str, index: DocIndex) -> str:
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


def _factuality(tok: Token, index: DocIndex) -> str:
    """:func:`~kg.extract.factuality.factuality`, and a slogan's words in quotation marks
    ("chanting 'with our blood we redeem'") as hypothetical: a chant reports nothing."""
    if index.sent_id[tok.i] in index.chanting and any(a <= tok.idx < b for quote in index.quoted for a, b in quote):
        return "hypothetical"
    label = general_statement(tok) or factuality(tok, index.own_labels, index.governed)
    return unspecific_under(tok, label, lambda verb: factuality(verb, index.own_labels, index.governed))


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
