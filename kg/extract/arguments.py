"""Who did what to whom: the argument words of a verb or an event noun, read from the parse.

Pure functions over spaCy tokens. They return the tokens that head each
argument; the caller turns them into the article's name mentions (a head's
conjuncts and appositions included: "X and Y met", "the minister, Ali, said").

What the parse alone gets wrong, and these rules put right:

- passive voice: the subject of "was freed" is what was freed, the "by"
  phrase who freed it (:mod:`kg.extract.voice`);
- control and raising: a verb with no subject of its own takes its governor's
  ("X wants to leave": X leaves; "X is expected to win": X wins), or its
  governor's object ("X persuaded Y to leave": Y leaves); a verb with a
  subject of its own takes nothing ("X called for Y to be toppled": Y is
  toppled, X topples no one) (:mod:`kg.extract.subjects`);
- coordination: "X arrived and said" (X said), "X was arrested and charged"
  (X was charged);
- relative clauses: "the man who fled", "prisoners who were freed",
  "prisoners freed by X": the noun the clause hangs on (:mod:`kg.extract.relatives`);
- quotations: a name inside a quotation that closes before the verb is not the
  verb's subject ('... Juan Ruiz in the country,\'\' said Ana Berg': Berg said), and
  a reporting verb set off by commas with no subject has its speaker after it
  ("Hidden in the crowd, cautioned residents here, will be agents": the residents
  cautioned, nobody cautioned them) (:mod:`kg.extract.speakers`);
- event nouns: "X's amnesty" and "attack by X" (agent), "the bankruptcy of X"
  and "the war against X" (patient), "the X bankruptcy" (participant).
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Token

from kg.extract.agreement import disagrees
from kg.extract.asked import answerer, asked_aside
from kg.extract.clause_slips import (
    faced_with,
    owns_its_object,
    perfect_read_as_passive,
    subject_before_own_auxiliary,
    subject_on_own_auxiliary,
)
from kg.extract.contact_clauses import contact_object
from kg.extract.ergatives import one_undergoes, thing_undergoes
from kg.extract.misattached import object_past_its_phrase, possessor_read_as_a_noun
from kg.extract.nlp import lemma
from kg.extract.phrase_slips import (
    continues_an_earlier_subject,
    parenthetical_participle,
    rest_of_a_place,
    subject_of_a_parenthesis,
)
from kg.extract.recipients import passive_recipients
from kg.extract.relatives import antecedent
from kg.extract.small_clauses import object_in_a_state, predicated_participle
from kg.extract.speakers import inverted_speaker, quoted_before, spoken_of
from kg.extract.subjects import borrowed_subject, stranded_subject
from kg.extract.syntax import OWN_SUBJECT_DEPS, RELATIVE_TAGS, SUBJECT_DEPS
from kg.extract.undergoers import given_name, possessor_role, undergone
from kg.extract.voice import bare_past_participle, conjoined_to_a_misread_participle, headline_passive, is_passive
from kg.time.words import TIME_WORDS

# What a verb is done to; the direct ones come first, as the one a label names.
_OBJECT_DEPS = frozenset({"dobj", "nsubjpass", "csubjpass"})
_SECOND_OBJECT_DEPS = frozenset({"dative", "oprd"})

# Prepositions of an event noun and the role of their object: "attack by X",
# "the bankruptcy of X", "the war against X". Others ("for", "to", "with") name a
# participant or a place, which the caller tells apart by the mention's type.
_NOUN_PREP_ROLES = {"by": "agent", "of": "patient", "against": "patient"}
_NOUN_MODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})
# What a bare "by" phrase names when it says how or which way, not who: "shipped by sea",
# "sent by courier", "told by phone", "travel by road".
_MEANS_NOUNS = frozenset(
    """sea air road rail land water mail post email e-mail phone telephone fax courier letter
    ship boat ferry plane air-freight airlift train truck lorry bus car helicopter foot hand
    satellite radio telegram cable wire video videolink video-link internet text sms
    messenger convoy""".split()
)
# Event nouns whose "of" names who makes them ("the tender offer of Arbor Corp.": Arbor offers;
# "the visit of Secretary Daley": Daley visits), where the name is a proper noun; a thing after
# "of" ("an offer of asylum", "a visit of the plant") stays what is offered or visited.
_OF_NAMES_A_DOER = frozenset(
    """offer bid proposal announcement statement decision request demand promise pledge warning
    threat claim refusal suggestion recommendation visit trip journey tour arrival departure
    return resignation retirement appearance testimony broadcast""".split()
)


@dataclass(frozen=True)
class Arguments:
    """The heads of one trigger's arguments, and the prepositions left for the caller.

    ``subject`` and ``object`` are the heads a label names when they are not
    names ("prisoners were freed": object "prisoners"), kept with the roles:
    the subject is the first agent, the object the first patient.
    """

    agents: tuple[Token, ...] = ()
    patients: tuple[Token, ...] = ()
    participants: tuple[Token, ...] = ()
    preps: tuple[Token, ...] = ()

    @property
    def subject(self) -> Token | None:
        return self.agents[0] if self.agents else None

    @property
    def object(self) -> Token | None:
        return self.patients[0] if self.patients else None


def verb_arguments(verb: Token) -> Arguments:
    """Agents, patients and prepositional phrases of a verb (or adjective) trigger."""
    agents: list[Token] = []
    patients: list[Token] = []
    second: list[Token] = []
    receivers: list[Token] = []
    preps: list[Token] = []
    inverted = inverted_speaker(verb)
    # A headline's passive has no auxiliary: "Nordwerk swamped by orders" (Nordwerk is swamped).
    # "finds itself constrained": a participle said of its subject by a verb of finding.
    # "the phones have been shipping since May": an ergative verb's thing undergoes it.
    # "Nashua Corp., rumored a target, said": a participle set off by commas is said of the name.
    undergoes = (
        headline_passive(verb)
        or asked_aside(verb)
        or predicated_participle(verb)
        or thing_undergoes(verb)
        or one_undergoes(verb)
        or parenthetical_participle(verb)
    )
    # "Nordwerk was faced with a recall": Nordwerk faces it; the recall is what is faced.
    faced = faced_with(verb)
    # "he's talked to the attorney", "she's won the title": a perfect the parse read as a passive.
    perfect = perfect_read_as_passive(verb)
    for child in verb.children:
        dep = child.dep_
        if inverted is not None and child.i == inverted.i:
            agents.append(child)
        elif dep in SUBJECT_DEPS:
            if continues_an_earlier_subject(child, verb):
                continue  # "Shares in the companies Toyota and Honda dropped": the shares dropped
            if not quoted_before(child, verb) and not _time_as_subject(child, verb) and not disagrees(child, verb):
                (patients if undergoes else agents).append(_firm_of_seat(antecedent(child, verb)))
        elif _first_of_two_objects(child, verb):
            # "gave Nordwerk a loan", "has extended Nordwerk up to $90 million" (parsed as two
            # objects): the first is who receives, a participant; what is given is the patient.
            receivers.append(antecedent(child, verb))
        elif dep in _OBJECT_DEPS:
            # "buried one foot below the ground": a measure is how far, not what was buried.
            # "bring the total to 19 and other hopefuls are waiting: Slovenia, Romania": an
            # object past a clause joined to the verb is that clause's, never the verb's.
            if (
                not spoken_of(child, verb)
                and child.ent_type_ != "QUANTITY"
                and not _past_a_joined_clause(child, verb)
                and not object_past_its_phrase(child, verb)
            ):
                (agents if (faced or perfect) and dep == "nsubjpass" else patients).append(antecedent(child, verb))
        elif dep in _SECOND_OBJECT_DEPS and child.pos_ == "ADP":
            # "were sent to Morocco", "gave the money to Ana": the parse calls the "to" a dative;
            # its object is a prepositional argument like any other (where to, or to whom).
            preps.append(child)
        elif dep == "dative":
            # "gave Nordwerk a loan", "told Ana the news": who receives, a participant.
            receivers.append(antecedent(child, verb))
        elif dep in _SECOND_OBJECT_DEPS and not given_name(child, verb):
            second.append(antecedent(child, verb))
        elif dep == "agent":
            agents += (c for c in child.children if c.dep_ == "pobj" and not _is_means(c))
        elif dep == "prep" and not _speakers_affiliation(child, verb):
            preps.append(child)
    own = [c for c in verb.children if c.dep_ in OWN_SUBJECT_DEPS and not _time_as_subject(c, verb)]
    if inverted is None and not own:
        # "rolled on Tuesday and cargo was unloaded": a subject the parse put in the first clause.
        borrowed = (
            subject_on_own_auxiliary(verb)
            or subject_before_own_auxiliary(verb)
            or borrowed_subject(verb)
            or stranded_subject(verb)
            or answerer(verb)
            or subject_of_a_parenthesis(verb)
        )
        if borrowed is not None:
            undergone = (
                is_passive(verb)
                or bare_past_participle(verb)
                or conjoined_to_a_misread_participle(verb)
                or thing_undergoes(verb, borrowed)
                or one_undergoes(verb)
            )
            (patients if undergone else agents).insert(0, borrowed)
        elif _bare_participle_of(verb):
            _noun_of_participle(verb, agents, patients)
    if not patients and (contact := contact_object(verb)) is not None:
        patients.append(contact)  # "the diplomacy he began": what was begun
    if faced:
        patients += (
            o for p in verb.children if p.dep_ == "prep" and p.lower_ == "with" for o in p.children if o.dep_ == "pobj"
        )
    recipients = passive_recipients(verb) + receivers
    # "left Cook in charge": Cook is put in charge, not left behind (a participant, no patient).
    recipients += [p for p in patients if object_in_a_state(verb, p)]
    patients = [p for p in patients if p.i not in {r.i for r in recipients}]
    return Arguments(
        agents=_uniq(agents), patients=_uniq(patients + second), participants=_uniq(recipients), preps=tuple(preps)
    )


# How many words may stand between a town and the "-based" that makes it a seat: "Kalamazoo,
# Mich.-based", "Fort Worth, Texas-based".
_SEAT_WORDS = 4


def _firm_of_seat(subject: Token) -> Token:
    """The firm a town's name is the seat of, when the parse makes the town the subject:
    "Kalamazoo, Mich.-based First of America said" (the town as subject, the firm its
    apposition); else the subject itself."""
    branch = _branch_of(subject)
    if branch is not None:
        return branch
    firm = next((c for c in subject.children if c.dep_ == "appos"), None)
    # "Kalamazoo, Mich.-based First of America said": the parse may make both the verb's subjects.
    firm = firm or next((c for c in subject.head.children if c.dep_ in SUBJECT_DEPS and c.i > subject.i), None)
    if subject.ent_type_ not in ("GPE", "LOC") or firm is None:
        return subject
    doc = subject.doc
    for tok in doc[subject.i + 1 : min(len(doc), subject.i + 1 + _SEAT_WORDS)]:
        if tok.lower_.endswith("-based") or (tok.lower_ == "based" and doc[tok.i - 1].text == "-"):
            return firm
        if not (tok.pos_ == "PROPN" or tok.is_punct):
            break
    return subject


def _first_of_two_objects(obj: Token, verb: Token) -> bool:
    """Whether a direct object is the first of two, right next to each other, the parse's reading
    of a verb's two objects: in "has extended Nordwerk up to $90 million in loans" the first is
    who receives. Objects apart ("receive loans amid ultimata ... Northcar Motors") are a slip."""
    return (
        obj.dep_ == "dobj"
        and obj.pos_ in ("PROPN", "NOUN", "PRON")
        and any(c.dep_ == "dobj" and c.left_edge.i == obj.right_edge.i + 1 for c in verb.children)
    )


def _branch_of(subject: Token) -> Token | None:
    """The organisation whose name runs into a place's as one name, when the parse makes the place
    the head: "NBC New York estimated the crowd", "Ford Australia said" (the station or the branch
    acts, never the city or the country). None for anything else."""
    if subject.ent_type_ not in ("GPE", "LOC") or subject.ent_iob_ == "":
        return None
    doc = subject.doc
    start = subject.i
    while start > 0 and doc[start].ent_iob_ == "I":
        start -= 1
    before = doc[start - 1] if start > 0 else None
    if before is None or before.ent_type_ != "ORG" or before.head.i != subject.i or before.dep_ != "compound":
        return None
    return before


def _speakers_affiliation(prep: Token, verb: Token) -> bool:
    """ "says Mr. Antolini, of Donaldson Lufkin": an "of" phrase after the subject that follows
    its verb says where the subject works (the parse hangs it on the verb); the firm takes no part
    in the saying. "spoke of Iraq", with no subject between, keeps its "of"."""
    return prep.lower_ == "of" and any(c.dep_ in SUBJECT_DEPS and verb.i < c.i < prep.i for c in verb.children)


def _past_a_joined_clause(obj: Token, verb: Token) -> bool:
    return obj.dep_ == "dobj" and any(
        c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and verb.i < c.i < obj.i for c in verb.children
    )


def _bare_participle_of(verb: Token) -> bool:
    """Whether a verb is a bare participle hanging on a noun: "prisoners freed by X", "men carrying guns"."""
    return (
        verb.dep_ == "acl"
        and verb.head.pos_ in ("NOUN", "PROPN")
        and verb.tag_ in ("VBN", "VBG")
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    )


def _noun_of_participle(verb: Token, agents: list[Token], patients: list[Token]) -> None:
    """The noun a bare participle hangs on is what was done (-ed) or who does it (-ing).

    A noun the parser makes the subject of a relative pronoun ("the treatment that the
    grandmothers received from X", parsed as "that" with the subject "grandmothers" and
    "received" hanging on them) is the relative clause's subject: its past tense is active.
    """
    if rest_of_a_place(verb.head):
        return  # "his home in Amherst, N.Y. chatting with his wife": the state chats with no one
    if (
        verb.tag_ == "VBN"
        and not _subject_of_relative(verb.head)
        and not possessor_read_as_a_noun(verb.head)
        and not owns_its_object(verb)  # "Corp., a unit of X, extended its offer": Corp. extended it
    ):
        patients.insert(0, verb.head)
    elif not agents:
        agents.append(verb.head)


def _subject_of_relative(noun: Token) -> bool:
    """Whether the parser gave a noun as the subject of a relative pronoun ("that" with a subject):
    a relative clause it split, whose verb hangs on its subject."""
    head = noun.head
    return noun.dep_ in SUBJECT_DEPS and head.i != noun.i and head.tag_ in RELATIVE_TAGS


def noun_arguments(noun: Token) -> Arguments:
    """Arguments of an event noun: possessor, "by"/"of"/"against" phrases, name modifiers.

    "X's amnesty" and "the attack by X" give the agent ("X's arrest", "X's takeover by Y":
    the patient);
    "the bankruptcy of X", "the election of X" and "the war against X" the patient; a name before the
    noun ("the X bankruptcy", "the X referendum") a participant, as its role
    varies. Other prepositions are returned for the caller to sort.
    """
    agents: list[Token] = []
    patients: list[Token] = []
    participants: list[Token] = []
    preps: list[Token] = []
    # "Nordwerk's takeover by Southcar": a "by" phrase names who acts, so the possessor undergoes.
    by_phrase = any(c.dep_ == "prep" and c.lower_ == "by" for c in noun.children)
    # "the Interior Department's press release": a statement the department put out, no one freed.
    undergoes = undergone(noun) and not _press_release(noun)
    for child in noun.children:
        dep = child.dep_
        if dep == "poss":
            # "his appointment": a noun of a verb done to a person names that person (kg.extract.undergoers).
            role = possessor_role(child, noun) if undergoes else "agent"
            role = "patient" if by_phrase else role
            {"agent": agents, "patient": patients, "participant": participants}[role].append(child)
        elif dep in _NOUN_MODIFIER_DEPS:
            participants.append(child)
        elif dep == "prep":
            prep_role = _NOUN_PREP_ROLES.get(child.lower_)
            objects = [c for c in child.children if c.dep_ == "pobj"]
            if prep_role == "patient" and child.lower_ == "of" and lemma(noun).lower() in _OF_NAMES_A_DOER:
                agents += (c for c in objects if c.pos_ == "PROPN")
                objects = [c for c in objects if c.pos_ != "PROPN"]
            if prep_role == "agent":
                agents += (o for o in objects if not _is_means(o))
            elif prep_role == "patient":
                patients += objects
            else:
                preps.append(child)
    return Arguments(
        agents=_uniq(agents), patients=_uniq(patients), participants=_uniq(participants), preps=tuple(preps)
    )


def _press_release(noun: Token) -> bool:
    """ "a press release", "the news release": a statement, not a release of anyone."""
    return any(c.dep_ == "compound" and c.lower_ in ("press", "news") for c in noun.children)


def _is_means(noun: Token) -> bool:
    """Whether a "by" phrase's noun says by what means or which way, not who: a bare common
    noun of transport or messaging ("by sea", "by phone"); "by the ship's crew" and "by a
    courier company" name doers, as does any name ("by Air France")."""
    if noun.pos_ != "NOUN" or (lemma(noun) or noun.lower_).lower() not in _MEANS_NOUNS:
        return False
    return not any(c.dep_ in ("det", "poss", "compound", "amod", "nummod") for c in noun.children)


def _uniq(tokens: list[Token]) -> tuple[Token, ...]:
    seen: set[int] = set()
    out = []
    for tok in tokens:
        if tok.i not in seen:
            seen.add(tok.i)
            out.append(tok)
    return tuple(out)


# A count of occasions is how often, never who: "and several times described" (parsed as its subject).
_OCCASION_NOUNS = frozenset({"time", "occasion"})
_TIME_ENTITIES = frozenset({"DATE", "TIME"})


def _time_as_subject(subject: Token, verb: Token) -> bool:
    """Whether a verb's parsed subject is a time phrase standing for an adverb.

    "several times" or "twice" is never the doer; a date ("the next day") is taken for
    one only on a verb joined to another that has the real subject ("X left and the next
    day filed"), so "Monday saw a rally" keeps its subject.
    """
    if lemma(subject) in _OCCASION_NOUNS and subject.tag_ == "NNS":
        return any(c.dep_ in ("amod", "nummod", "det") for c in subject.children)
    if subject.ent_type_ not in _TIME_ENTITIES:
        return False
    if subject.tag_ == "NNP" and not any(t.lower_ in TIME_WORDS or t.like_num for t in subject.subtree):
        return False  # "and Wladimir was measuring him": a name the tagger took for a date
    # "The rifle was discovered April 8 buried one foot below": no date does a bare participle,
    # nor a clause hung on another verb with no word to open it (a parse of the same slip).
    opened = any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children)
    bare = not opened and (verb.tag_ in ("VBN", "VBG") or verb.dep_ == "advcl")
    return bare or (verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX"))
