"""Issue 52's "one happening per node": mentions of one word that their own words tell apart
(two owners, two "that" clauses, two quotes) are two nodes."""

from __future__ import annotations

from dataclasses import replace

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.features import CANNOT, Tables, View, verdict, view
from kg.resolve.events.victims import of_bare_plural, of_name
from kg.resolve.events.wording import (
    clause_words,
    describes,
    one_party,
    other_clauses,
    other_named_subjects,
    other_possessors,
    other_quotes,
    other_victims,
    owner_name,
    quoted_words,
    subject_name,
)

NO_TABLES = Tables({}, {}, {})


def _view(aid: str, text: str, word: str, lemma: str, sentence: int = 0, **fields: object) -> View:
    """Article ``aid``'s mention of the first ``word`` (lemma ``lemma``) in sentence ``sentence``, ``text``."""
    start = text.index(word)
    event_class = str(fields.pop("event_class", "other"))
    event = EventMention(start, start + len(word), word, lemma, event_class, sentence, **fields)  # type: ignore[arg-type]
    sentences = ((0, len(text)),) * (sentence + 1)
    ex = Extraction(Article(aid, text), PublicationDate(None), sentences, (), (), (), (event,))
    return view(0, ex, 0, event, {}, "story")


US = "The U.S. military buildup in Saudi Arabia continued at a fever pace as more troops arrived."
IRAQ = "The dispute stems from Iraq's invasion of oil-rich Kuwait and its subsequent military buildup on the border."


def test_two_sides_buildups_are_two():
    """Issue 52: "The U.S. military buildup" and Iraq's "subsequent military buildup" were one node."""
    us = _view("a", US, "buildup", "buildup", nominal=True)
    iraq = _view("b", IRAQ, "buildup", "buildup", nominal=True)
    assert owner_name(us) == "U.S." and owner_name(iraq) == "Iraq"
    assert other_possessors(us, iraq)
    assert verdict(us, iraq, NO_TABLES)[2] == CANNOT
    # One party written two ways is one owner; a noun with no owner joins either.
    assert one_party("U.S.", "United States") and one_party("Iraq", "Iraqi") and one_party("Bush", "George Bush")
    american = _view("c", US.replace("The U.S.", "The United States'"), "buildup", "buildup", nominal=True)
    assert owner_name(american) == "United States" and not other_possessors(us, american)
    bare = _view(
        "c", "The military buildup in Saudi Arabia continued at a fever pace on Tuesday.", "buildup", "buildup"
    )
    assert owner_name(bare) is None


def test_owner_in_the_other_nouns_of_phrase_and_dates_are_no_owners():
    """ "the Kuwait invasion" and "Iraq's invasion of Kuwait" may be one act; "the March election"
    names no party; a verb or a determiner between name and noun makes no owner."""
    kuwait = _view(
        "a",
        "Oil prices jumped after the Kuwait invasion shocked traders across the world.",
        "invasion",
        "invade",
        nominal=True,
    )
    iraq = _view(
        "b",
        "Oil prices jumped after Iraq's invasion of Kuwait shocked traders across the world.",
        "invasion",
        "invade",
        nominal=True,
    )
    assert owner_name(kuwait) == "Kuwait" and owner_name(iraq) == "Iraq"
    assert not other_possessors(kuwait, iraq)
    march = _view(
        "a",
        "Voters were angry long before the March election took place in the capital.",
        "election",
        "election",
        nominal=True,
    )
    assert owner_name(march) is None
    verb = _view(
        "a",
        "Officials said Iraq's troops began the buildup on the border last week.",
        "buildup",
        "buildup",
        nominal=True,
    )
    assert owner_name(verb) is None


DECIDED = "The president and his top aides tentatively decided on Feb. 11 that a ground war would be necessary."
ALREADY = "He listened to Gorbachev, although he already had decided that the Soviet alternative was unacceptable."


def test_one_verb_with_two_that_clauses_is_two_decisions():
    """Issue 52: "decided on Feb. 11 that a ground war would be necessary" and "had decided that
    the Soviet alternative ... was unacceptable" were one node."""
    first = _view("a", DECIDED, "decided", "decide")
    second = _view("a", ALREADY, "decided", "decide", sentence=4)
    assert clause_words(first.after) == frozenset({"ground", "war", "necessary"})
    assert other_clauses(first, second)
    assert verdict(first, second, NO_TABLES)[2] == CANNOT
    # One decision told twice about one thing, and a verb with no "that" clause, are left to the scorer.
    again = _view(
        "a",
        "Bush decided that the ground war would begin soon, aides said on Sunday night.",
        "decided",
        "decide",
        sentence=6,
    )
    assert not other_clauses(first, again)
    bare = _view(
        "a",
        "The president and his top aides decided on Feb. 11 to start a ground war soon.",
        "decided",
        "decide",
        sentence=7,
    )
    assert clause_words(bare.after) is None and not other_clauses(first, bare)
    # "that" opening a relative clause after the verb's object is no clause of the verb.
    relative = "The council decided to send troops, a move that critics called reckless and costly."
    assert clause_words(_view("a", relative, "decided", "decide").after) is None


DESTINY = "``It has been our manifest destiny to rejoin those with whom we share the same values,'' he said."
FAMILY = "We are back in the family,'' said Hungarian Foreign Minister Janos Martonyi after the ceremony."


def test_two_outlets_quoting_different_words_are_two_remarks():
    """Issue 52: one outlet's "We are back in the family,'' said Martonyi" and another's "``It has been
    our manifest destiny ...,'' he said" were one statement node."""
    destiny = _view(
        "a",
        DESTINY,
        "said",
        "say",
        event_class="statement",
        reported="``It has been our manifest destiny to rejoin those with whom we share the same values",
    )
    family = _view("b", FAMILY, "said", "say", event_class="statement", reported="We are back in the family")
    assert quoted_words(family) == "we are back in the family"
    assert quoted_words(destiny).startswith("it has been our manifest destiny")
    assert other_quotes(destiny, family)
    assert verdict(destiny, family, NO_TABLES)[2] == CANNOT
    # The same words quoted by two outlets, or a part of them, are one remark.
    part = _view(
        "c",
        "``We are back in the family,'' Martonyi told reporters at the ceremony in the library.",
        "told",
        "tell",
        event_class="statement",
        reported="We are back in the family",
    )
    assert not other_quotes(family, part)
    # A paraphrase (no quotation marks) is no quote: left to the tests of paraphrases.
    paraphrase = _view(
        "c",
        "Martonyi said that Hungary was back in the family of Western nations at last.",
        "said",
        "say",
        event_class="statement",
        reported="Hungary was back in the family of Western nations at last",
    )
    assert quoted_words(paraphrase) == "" and not other_quotes(destiny, paraphrase)


def test_what_a_thing_does_is_no_happening_to_join():
    """Issue 52: "developer releases of each product were made available today" and "a task manager
    named Mission Control that shows open applications" were one node: a feature, not an act."""
    made = _view(
        "a",
        "Developer releases of each product were made available today to all the participants.",
        "made",
        "make",
        tense="past",
    )
    text = (
        "Schiller discussed new gestures along with a task manager named Mission Control that shows open applications."
    )
    shows = _view("a", text, "shows", "show", sentence=3, tense="present")
    assert describes(shows) and not describes(made)
    assert verdict(made, shows, NO_TABLES)[2] == CANNOT
    # A present verb that is no relative clause's, and a past one in a relative clause, are happenings.
    assert not describes(
        _view(
            "a",
            "Apple shows its new operating system to developers in San Francisco.",
            "shows",
            "show",
            tense="present",
        )
    )
    assert not describes(_view("a", text.replace("shows", "showed"), "showed", "show", tense="past"))


def test_one_verb_of_two_named_subjects_in_one_article_is_two_acts():
    """Issue 52: "Keiwan Ratliff scored on a 35-yard interception return" and, in the same report,
    "Dallas Clark scored on a one-yard pass" were one node (Ratliff was named by no entity)."""
    text = "Keiwan Ratliff scored on a 35-yard interception return to give the Colts a 31-24 win last night."
    later = "Earlier, Dallas Clark scored on a one-yard pass and Adam Vinatieri tied the game at 24-24."
    ratliff = _view("a", text, "scored", "score", subject="Keiwan Ratliff")
    clark = _view("a", later, "scored", "score", sentence=5, subject="Dallas Clark")
    assert subject_name(ratliff) == "Keiwan Ratliff" and other_named_subjects(ratliff, clark)
    assert verdict(ratliff, clark, NO_TABLES)[2] == 0.0  # a vote against, as doers.py's
    # One name written two ways, a capitalised common noun opening the sentence, or two reports: left to the others.
    assert not other_named_subjects(ratliff, _view("a", later, "scored", "score", sentence=5, subject="Ratliff"))
    police = _view(
        "a",
        "Police arrested the man outside his home in the city on Friday night.",
        "arrested",
        "arrest",
        subject="Police",
    )
    assert subject_name(police) is None
    assert not other_named_subjects(ratliff, _view("b", later, "scored", "score", subject="Dallas Clark"))


def test_one_persons_names_and_a_headlines_words_are_one_subject():
    """ECB+ train: a headline's "Vincent Gigante ... Dies" and "Mr. Gigante died" are one death."""
    head = _view(
        "a",
        "Vincent Gigante, Mafia Leader Who Feigned Insanity, Dies at 77 in a Missouri prison",
        "Dies",
        "die",
        subject="Vincent Gigante",
    )
    body = _view(
        "a",
        "Mr. Gigante died while serving a 12-year sentence imposed in 1997 after his conviction.",
        "died",
        "die",
        sentence=3,
        subject="Mr. Gigante",
    )
    assert one_party("Mr. Gigante", "Vincent Gigante") and not other_named_subjects(head, body)
    boss = _view(
        "a",
        "Mob boss 'Oddfather' Dies in Prison at 77 after years of feigned madness",
        "Dies",
        "die",
        subject="Mob boss 'Oddfather'",
    )
    mob = _view(
        "a",
        "Mob boss Vincent Gigante died at the federal prison in Springfield on Monday.",
        "died",
        "die",
        sentence=4,
        subject="Mob boss Vincent Gigante",
    )
    assert not other_named_subjects(boss, mob)


MERIEUX = (
    "Institut Merieux, which already holds a 12.5% stake in Connaught, said that 5,745,188 shares had been "
    "tendered to its offer."
)
RIVALS = "At the close of business Thursday, Ciba-Geigy and Chiron said 11,580 common shares had been tendered to their offer."


def test_its_and_their_owners_are_the_subject_and_the_names_joined():
    """Issue 52: one bidder's "tendered to its offer" and the rival bidders' "tendered to their
    offer" were one node: "its" is the sentence's one named subject, "their" the names joined."""
    its = _view("a", MERIEUX, "offer", "offer", nominal=True)
    their = _view("a", RIVALS, "offer", "offer", sentence=3, nominal=True)
    assert owner_name(its) == "Institut Merieux" and owner_name(their) == "Ciba-Geigy and Chiron"
    assert other_possessors(its, their)
    assert verdict(its, their, NO_TABLES)[2] == CANNOT
    # One of the joined parties' offer is theirs; "its" after names joined, or "their" with no names
    # joined, names no owner.
    chiron = _view("a", "Chiron said later that it had extended its offer to Nov. 16.", "offer", "offer", nominal=True)
    assert owner_name(chiron) is None  # one word opening the sentence, no name the entities found
    chiron = replace(chiron, context=frozenset({"chiron-corp-2"}))
    assert owner_name(chiron) == "Chiron" and not other_possessors(chiron, their)
    # A capitalised word opening the sentence is no subject name.
    panel = _view("a", "Shortly after the appellate panel released its decision, he filed.", "decision", "decision")
    panel = replace(panel, context=frozenset({"appellate-court"}))
    assert owner_name(replace(panel, mention=replace(panel.mention, nominal=True))) is None
    joined = _view("a", RIVALS.replace("their", "its"), "offer", "offer", nominal=True)
    officials = _view(
        "a",
        "Merieux officials said last week that shares had been tendered to their offer.",
        "offer",
        "offer",
        nominal=True,
    )
    assert owner_name(joined) is None and owner_name(officials) is None
    # An "X's" before "its" is still what it points back to.
    iraq = _view("a", IRAQ.replace("The dispute", "Bush said the dispute"), "buildup", "buildup", nominal=True)
    assert owner_name(iraq) == "Iraq"


SLEPIAN = "Kopp was indicted last year in the October 1998 shooting death of Dr. Barnet Slepian, an obstetrician."
DOCTORS = "He also is wanted in connection with the shooting of doctors in Winnipeg, Vancouver and Rochester."


def test_one_noun_done_to_a_named_victim_and_to_a_group_or_another_is_two():
    """Issue 52: "the shooting death of Dr. Barnet Slepian" and "the shooting of doctors in Winnipeg,
    Vancouver and Rochester" were one node: one named man and a bare plural are two happenings, and
    so are two named victims; one victim written two ways, or a noun with no "of", is left to the
    scorer."""
    slepian = _view("a", SLEPIAN, "shooting", "shooting", nominal=True)
    doctors = _view("a", DOCTORS, "shooting", "shooting", sentence=2, nominal=True)
    assert of_name(slepian) == "Dr. Barnet Slepian" and of_bare_plural(doctors) and of_name(doctors) is None
    assert other_victims(slepian, doctors) and verdict(slepian, doctors, NO_TABLES)[2] == CANNOT
    short = _view(
        "a", "He was charged in the 1995 shooting of Dr. Hugh Short at his home.", "shooting", "shooting", nominal=True
    )
    assert other_victims(slepian, short)
    again = _view(
        "a", "Police said the shooting of Slepian was planned for weeks.", "shooting", "shooting", nominal=True
    )
    bare = _view(
        "a", "Police said the shooting was planned for weeks by one man.", "shooting", "shooting", nominal=True
    )
    assert not other_victims(slepian, again) and not other_victims(slepian, bare) and not other_victims(doctors, bare)
    # A name modifying a noun, a counted group and a group with an article are no such victims.
    embassy = _view(
        "a", "The bombing of the U.S. embassy in Nairobi killed 12 Americans.", "bombing", "bombing", nominal=True
    )
    counted = _view(
        "a", "The shooting of three doctors in Winnipeg shocked the city.", "shooting", "shooting", nominal=True
    )
    assert of_name(embassy) is None and not of_bare_plural(counted) and not other_victims(slepian, counted)
