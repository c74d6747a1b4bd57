"""A trigger's frame: the named mentions of its arguments, its places and its time, read from the
parse (:mod:`kg.extract.arguments`) before they become an :class:`~kg.model.EventMention`."""

from __future__ import annotations

from dataclasses import dataclass, field

from spacy.tokens import Doc, Token

from kg.extract.arguments import Arguments, noun_arguments, verb_arguments
from kg.extract.aspect import joined_in_another_tense
from kg.extract.doc_index import DocIndex
from kg.extract.kinds import place_standing_for_works
from kg.extract.lexicon import NOUN_CLASS, SUPPORT_VERBS, VERB_CLASS
from kg.extract.subjects import gerund_of_a_whole
from kg.extract.venues import HOLDING, delivered_in, place_of_its_kind, street, venue
from kg.time.expressions.reporting_day import reporting_verb
from kg.tokens import word_lemma

_PLACE_PREPS = set(
    """
in at from into near outside inside across toward towards to throughout within around through via
""".split()
)
_PLACE_TYPES = {"GPE", "LOC", "FAC"}
_DESTINATION_TYPES = _PLACE_TYPES | {"ORG"}


@dataclass
class Frame:
    """Arguments gathered for one trigger before they become a record."""

    agents: list[int] = field(default_factory=list)
    patients: list[int] = field(default_factory=list)
    participants: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
    destinations: list[int] = field(default_factory=list)
    timex: int | None = None
    # A verb's own arguments as read (for its label's subject and object); None on a noun's frame.
    args: Arguments | None = None

    def absorb(self, other: Frame) -> None:
        for name in ("agents", "patients", "participants", "places", "destinations"):
            mine = getattr(self, name)
            mine.extend(i for i in getattr(other, name) if i not in mine)
        if self.timex is None:
            self.timex = other.timex


def support_verbs(noun: Token) -> list[Token]:
    """Verbs that carry the noun: its head when it is the object, or its acl verbs."""
    # A clause of where or when the noun happened tells another act: "the party, where she made an entrance".
    verbs = [
        c
        for c in noun.children
        if c.dep_ in ("acl", "relcl") and word_lemma(c) in SUPPORT_VERBS and not _of_place_or_time(c)
    ]
    head = noun.head
    # "Gerstner called the sale a good deal", "declared the election a fraud": with a second
    # object the verb judges or names the noun; its subject did not make the sale.
    judged = any(c.dep_ == "oprd" for c in head.children)
    if noun.dep_ in ("dobj", "nsubjpass") and head.pos_ == "VERB" and word_lemma(head) in SUPPORT_VERBS and not judged:
        verbs.append(head)
    return verbs


def _of_place_or_time(clause: Token) -> bool:
    """Whether a relative clause is introduced by "where" or "when" (it tells what happened there or then)."""
    return any(c.dep_ == "advmod" and c.lower_ in ("where", "when", "whereupon") for c in clause.children)


def verb_frame(verb: Token, index: DocIndex, time_of: dict[int, int]) -> Frame:
    args = verb_arguments(verb)
    frame = _frame(args, index, time_of.get(verb.i))
    frame.args = args
    if verb.dep_ == "conj" and frame.timex is None and not _said_later(verb) and not joined_in_another_tense(verb):
        # "In 2008 the company cut jobs and lost money": conjoined verbs share the time
        # the first one governs when they have none of their own and the same tense.
        frame.timex = time_of.get(verb.head.i)
    elif frame.timex is None and _same_act_participle(verb):
        # "Two bombs exploded Friday, killing 81 people": the participle tells the act itself.
        frame.timex = time_of.get(verb.head.i)
    elif frame.timex is None and word_lemma(verb) in _ONSETS:
        # "began raising its stake in July": the beginning is when what it begins began.
        frame.timex = next((time_of[c.i] for c in verb.children if c.dep_ == "xcomp" and c.i in time_of), None)
    _one_role_each(verb, frame, index)
    _not_beside_oneself(verb, frame, index)
    _places_gone_to(verb, frame, index)
    return frame


def _not_beside_oneself(verb: Token, frame: Frame, index: DocIndex) -> None:
    """No one acts with, to or for themselves named again: "met by Craig and Joan Campbell of the
    Council, who traveled with Craig" (the relative clause, parsed on the pair, lends Craig too)."""
    name = [m.name for m in index.mentions]
    beside = {
        name[n]
        for prep in verb.children
        if prep.dep_ == "prep"
        for obj in prep.children
        if obj.dep_ == "pobj" and obj.pos_ == "PROPN"
        for n in index.mentions_of(obj)
    }
    frame.agents = [n for n in frame.agents if name[n] not in beside]


# Verbs whose place object is where they happened ("Annan visits Baghdad") or where they went
# ("troops entered Kuwait", "the convoy reached Marrakech"): a place, never one acted on.
_VISITING = frozenset({"visit", "tour"})
_REACHING = frozenset({"enter", "reach"})
# Verbs whose place object is where they left from ("fled Cuba", "left Iraq"): a place, as
# "fled from Cuba" is, never one acted on.
_LEAVING = frozenset({"flee", "leave", "escape", "exit", "evacuate", "quit", "desert"})


def _places_gone_to(verb: Token, frame: Frame, index: DocIndex) -> None:
    """Move a visited or left place from the patients to the places, a place reached to the
    destinations."""
    base = word_lemma(verb)
    if base not in _VISITING and base not in _REACHING and base not in _LEAVING:
        return
    moved = [n for n in frame.patients if index.mentions[n].type in _PLACE_TYPES]
    frame.patients = [n for n in frame.patients if n not in moved]
    target = frame.destinations if base in _REACHING else frame.places
    target.extend(n for n in moved if n not in target)


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
    if gerund_of_a_whole(verb):
        # "As part of the company's restructuring, its chief was replaced Sunday": the whole is
        # not of the day its part is.
        return False
    return not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "mark", "expl") for c in verb.children)


def _said_later(verb: Token) -> bool:
    """Whether ``verb`` carries an adverb that puts it after the verb it is conjoined to."""
    return any(c.dep_ == "advmod" and c.lower_ in _LATER for c in verb.children)


_REFLEXIVES = frozenset("himself herself itself themselves myself ourselves yourself yourselves".split())


def _one_role_each(verb: Token, frame: Frame, index: DocIndex) -> None:
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


def noun_frame(noun: Token, index: DocIndex, time_of: dict[int, int]) -> Frame:
    frame = _frame(noun_arguments(noun), index, time_of.get(noun.i))
    # "a ceremony held in the city of Independence": where it was held is where it took place.
    for held in (c for c in noun.children if c.dep_ == "acl" and c.tag_ == "VBN" and word_lemma(c) in HOLDING):
        for prep in (c for c in held.children if c.dep_ == "prep" and c.lower_ in ("in", "at")):
            _prep_args(prep, index, frame)
    return frame


def _frame(args: Arguments, index: DocIndex, timex: int | None) -> Frame:
    """The named mentions of a trigger's arguments (:mod:`kg.extract.arguments`)."""
    frame = Frame(timex=timex)
    for heads_, roles in ((args.agents, frame.agents), (args.patients, frame.patients)):
        for tok in heads_:
            if roles is frame.agents and place_standing_for_works(tok):
                continue
            roles += index.mentions_of(tok)
    for tok in args.participants:
        number = index.mention_at.get(tok.i)
        if number is not None:
            # "the Agadir earthquake": a place before an event noun is where it happened.
            is_place = index.mentions[number].type in _PLACE_TYPES and _where_not_who(tok)
            (frame.places if is_place else frame.participants).append(number)
    for prep in args.preps:
        _prep_args(prep, index, frame)
    return frame


# Event nouns a place before them says where of: "the Agadir earthquake", "the Geneva talks",
# "the Iraqi election". Before others a country is who acts: "the Kuwaiti request", "the U.S.
# decision", "U.S. sanctions" (Kuwait asked; no request took place in Kuwait).
_PLACED_CLASSES = frozenset({"disaster", "meeting", "movement", "election"})


def _where_not_who(modifier: Token) -> bool:
    """Whether a place's name before an event noun says where it happened, not who did it; a war
    or raid is where its place's name is a noun ("the Iraq war"), whose its adjective ("the Iraqi
    invasion")."""
    event_class = NOUN_CLASS.get(word_lemma(modifier.head), "")
    if event_class == "conflict":
        return modifier.dep_ == "compound" and modifier.tag_ != "JJ"
    return event_class in _PLACED_CLASSES


# Prepositions whose noun event is the setting of the verb they hang on, at its time: "re-elected
# in a referendum", "spoke at a rally", "during the talks". Not one that names what the verb is
# about or answers ("respond to its offer", "left Tuesday for consultations", "delving Thursday
# into the slayings"), nor one that puts it at another time ("after surgery").
_SETTING_PREPS = frozenset({"in", "at", "during", "amid", "amidst", "throughout", "on"})
# Between a noun and a time written right after it that the parse hangs on the verb: "a verdict
# this week", "the redemption on Dec. 7".
_TO_OWN_TIME = frozenset({"on", "in", ","})


def governing_frame(noun: Token, index: DocIndex, time_of: dict[int, int]) -> Frame:
    """A nominal event with no time of its own takes the one of the verb it hangs on when it is
    that verb's setting ("re-elected last week in a referendum"), or when the time is written
    right after the noun ("led to a verdict this week"); the offer of "didn't respond to its
    offer by the close of business yesterday" was made before that day."""
    if noun.dep_ != "pobj" or noun.head.dep_ != "prep" or noun.head.head.pos_ != "VERB":
        return Frame()
    timex = time_of.get(noun.head.head.i)
    if timex is None or noun.head.lower_ in _SETTING_PREPS or _written_after(noun, index, timex):
        return Frame(timex=timex)
    return Frame()


def _written_after(noun: Token, index: DocIndex, timex: int) -> bool:
    """Whether time ``timex`` starts right after ``noun`` (past an "on" or "in")."""
    first = min((i for i, n in index.timex_at.items() if n == timex), default=None)
    if first is None or first <= noun.i:
        return False
    return all(t.lower_ in _TO_OWN_TIME for t in noun.doc[noun.i + 1 : first])


# Verbs of going somewhere besides the lexicon's movement class, whose "for" phrase names where
# to: "headed for the border", "sailed for Lisbon".
# "bolted for the NBA", "embarked for France": where to, never for whom.
_GOING = frozenset("head sail drive race rush march evacuate relocate destine bolt decamp embark".split())
# Verbs of sending or bringing someone or something somewhere.
_SENDING = frozenset(
    "bring send transfer extradite deport ship airlift fly deliver dispatch repatriate take carry escort transport".split()
)
# Prepositions whose object a verb or noun of going goes to: "flew to Rabat", "left for
# Marrakech", "headed towards the border", "fled into Syria", "his trip to Rabat". Where it
# went, never where it happened: "rescuers left for Marrakech" did not happen in Marrakech.
_TOWARDS = frozenset({"for", "to", "towards", "toward", "into"})


# Nouns of talking or deciding whose "on", "over" or "about" phrase says what about, not who
# takes part: "the peace talks on northern Ireland", "negotiations over Kashmir".
_TOPIC_NOUNS = frozenset(
    """talk negotiation discussion debate dialogue consultation conference summit meeting
    agreement accord deal treaty dispute row vote referendum hearing inquiry report ruling
    decision statement speech""".split()
)
_TOPIC_PREPS = frozenset({"on", "over", "about", "concerning", "regarding"})


def _topic(prep: Token) -> bool:
    """Whether a preposition's object is what an event noun of talking is about."""
    return prep.lower_ in _TOPIC_PREPS and prep.head.pos_ == "NOUN" and word_lemma(prep.head) in _TOPIC_NOUNS


def _prep_args(prep: Token, index: DocIndex, frame: Frame) -> None:
    if _topic(prep):
        return
    # "help from Spain" is Spain's help; "fled from Syria" left a place.
    head = word_lemma(prep.head)
    classes = NOUN_CLASS if prep.head.pos_ == "NOUN" else VERB_CLASS
    going = classes.get(head) == "movement" or head in _GOING or _sets_off(prep.head) or _from_and_to(prep.head)
    # "was brought to the United States", "extradited from Kenya": a verb of sending someone or
    # something somewhere names a place it went to or from; to a body ("sent to the UN") a recipient.
    sending = prep.head.pos_ == "VERB" and head in _SENDING and prep.lower_ != "for"
    from_place = prep.lower_ != "from" or going or sending
    # "rescuers left for Marrakech": the "for" or "to" of a verb of going names where to (a
    # destination, neither where it happened nor a participant of the leaving); "voted for
    # Spain" names no place.
    destination = prep.lower_ in _TOWARDS and (going or sending)
    # "attacks targeted at the United States": what a verb of aiming is "at" is its target, no place.
    place_prep = (prep.lower_ in _PLACE_PREPS or destination) and not (prep.lower_ == "at" and head in _AIMING)
    # Where one leaves for is a place even when the tagger calls its name an organisation ("had
    # left for Marrakech" tags the city ORG): a destination is never a doer of the leaving.
    types = _DESTINATION_TYPES if destination and going else _PLACE_TYPES
    # "sank on the way to the United States": "to" on a verb of no going never says where it
    # happened; on a journey its "to" and "from" are the journey's ends, not the verb's; else
    # "to" says to whom ("apologized to China", a participant).
    still = not (going or sending) and prep.head.pos_ in ("VERB", "AUX")
    aimed = still and prep.lower_ in _AIMED
    if (aimed or still and prep.lower_ == "from") and _on_a_journey(prep.head):
        return
    for pobj in (c for c in prep.children if c.dep_ == "pobj"):
        # "in the city of Independence": the city is the named place.
        named = place_of_its_kind(pobj) if not index.mentions_of(pobj) else None
        for number in index.mentions_of(named if named is not None else pobj):
            mention = index.mentions[number]
            # "plucked from the Atlantic", "pulled from the Andes": a sea or a range gives nothing
            # the way a country or a firm does ("help from Spain"); it is where from.
            is_place = (mention.type in types or venue(mention, prep)) and place_prep and not aimed
            is_place = is_place and (from_place or mention.type == "LOC")
            # "a televised speech from the White House": where it was given, not who gave it.
            is_place = is_place or delivered_in(mention, prep) or street(mention, prep)
            if not is_place:
                frame.participants.append(number)
            else:
                (frame.destinations if destination else frame.places).append(number)


# Verbs of aiming, whose "at" phrase names the target: "targeted at", "aimed at", "directed at".
_AIMING = frozenset({"target", "aim", "direct", "point"})
# Prepositions that aim a verb at something: where to or to whom, never where.
_AIMED = frozenset({"to", "toward", "towards"})
# Nouns of a journey under way: "on the way", "en route", "during a crossing", "on its voyage".
_JOURNEY_NOUNS = frozenset("way route crossing voyage journey trip passage flight".split())


def _on_a_journey(verb: Token) -> bool:
    """Whether a verb happened during a journey its own phrase names ("sank on the way from Cuba"):
    a "to" or "from" the parse hangs on the verb is that journey's end."""
    for prep in (c for c in verb.children if c.dep_ == "prep"):
        if any(o.dep_ == "pobj" and word_lemma(o) in _JOURNEY_NOUNS for o in prep.children):
            return True
    return False


def _from_and_to(verb: Token) -> bool:
    """Whether a verb has both a "from" phrase and an "into", "to" or "towards" phrase of its own:
    "Truckloads rolled into Iraq from Jordan" is a movement, whatever the verb."""
    preps = {c.lower_ for c in verb.children if c.dep_ == "prep"} if verb.pos_ in ("VERB", "AUX") else set()
    return "from" in preps and bool(preps & (_TOWARDS - {"for"}))


# Particles that make a verb one of leaving: "taken off from", "set out from", "moved away from".
_LEAVING_PARTICLES = frozenset({"off", "out", "away"})


def _sets_off(verb: Token) -> bool:
    """Whether a verb with a particle tells of leaving ("aircraft have taken off from the United
    States"): where it left from is a place, no participant."""
    return verb.pos_ in ("VERB", "AUX") and any(
        c.dep_ == "prt" and c.lower_ in _LEAVING_PARTICLES for c in verb.children
    )


def attach_times(doc: Doc, index: DocIndex, noun_ids: set[int]) -> dict[int, int]:
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
                # "said on Monday they are questioning": the saying's day, not the questioning's
                head = reporting_verb(head, tok) or head
                out.setdefault(head.i, number)
                break
            if head.head.i == head.i or _noun_of_the_object(head, tok):
                break
            head = head.head
    return out


_OBJECT_DEPS = frozenset({"dobj", "pobj", "dative", "attr", "oprd"})
# Nouns that name a part of a time, not a thing: "at the end of 2008" is the verb's time.
_TIME_PARTS = frozenset(
    "end beginning start middle close turn course rest part half outset eve dawn height wake run-up".split()
)
_TEMPORAL_PREPS = frozenset({"in", "on", "at", "during", "since"})


def _noun_of_the_object(noun: Token, timex: Token) -> bool:
    """Whether ``timex`` hangs under ``noun``, a noun (no event) that is an object or a
    prepositional object: the time tells of that noun ("rid Detroit of the boxy cars of the
    70s"), not when the verb above it happened. Not a noun naming part of a time ("at the end
    of 2008"), nor a direct object with a time phrase of its own right under it ("sold its
    shares in 2008", a verb's time the parse often hangs on its object)."""
    if noun.pos_ not in ("NOUN", "PROPN", "PRON") or noun.dep_ not in _OBJECT_DEPS:
        return False
    if noun.lower_ in _TIME_PARTS:
        return False
    prep = timex.head
    if noun.dep_ == "dobj" and (prep.i == noun.i or prep.head.i == noun.i and prep.lower_ in _TEMPORAL_PREPS):
        return False
    return True
