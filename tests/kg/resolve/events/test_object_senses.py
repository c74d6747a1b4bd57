"""Issue 52's "one happening per node": one verb whose sense flips with the kind of what it is
done to ("released on bail", "released a statement") is two happenings."""

from __future__ import annotations

from kg.model import Article, EventMention, Extraction, Mention, PublicationDate
from kg.resolve.events.features import CANNOT, View, verdict, view
from kg.resolve.events.object_senses import object_sense, other_object_senses
from kg.resolve.events.senses import other_uses
from tests.kg.resolve.events.test_wording import NO_TABLES


def _view(aid: str, text: str, word: str, lemma: str, named: str = "", kind: str = "PERSON", **fields: str) -> View:
    """Article ``aid``'s mention of ``word`` in the one sentence ``text``; ``named`` (typed
    ``kind``) its patient when given."""
    start = text.index(word)
    mentions: tuple[Mention, ...] = ()
    patients: tuple[int, ...] = ()
    if named:
        at = text.index(named)
        mentions, patients = (Mention(at, at + len(named), named, named, kind, 0),), (0,)
    nominal = bool(fields.pop("nominal", ""))
    event = EventMention(
        start, start + len(word), word, lemma, "other", 0, patients=patients, nominal=nominal, **fields
    )
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), mentions, (event,))
    return view(0, ex, 0, event, {}, "story")


BAIL = "Chargers defensive tackle Jamal Williams was released on bail on Sunday after his arrest."
STATEMENT = "The team released a statement on Monday saying it was aware of the arrest of the player."
LET_GO = "The veteran linebacker coach was released by the team on Monday after a losing season."


def test_a_person_freed_a_document_published_and_a_player_let_go_are_three():
    """Issue 52: one "release" node merged "released on bail", "released a statement" and a
    coach "being released" by his team."""
    bail = _view("a", BAIL, "released", "release", named="Jamal Williams", subject="Jamal Williams")
    statement = _view("b", STATEMENT, "released", "release", subject="team", object="statement")
    let_go = _view("c", LET_GO, "released", "release", subject="veteran linebacker coach")
    assert (object_sense(bail), object_sense(statement), object_sense(let_go)) == ("freed", "thing", "let go")
    assert other_object_senses(bail, statement) and other_object_senses(bail, let_go)
    assert other_object_senses(statement, let_go) and other_uses(bail, statement)
    assert verdict(bail, statement, NO_TABLES)[2] == CANNOT


def test_one_kind_of_object_is_left_to_the_scorer():
    """Two words for one thing ("a patch", "an update") and a person told freed or not are one kind."""
    patch = _view(
        "a",
        "Microsoft released a temporary patch for the browser on Wednesday.",
        "released",
        "release",
        subject="Microsoft",
        object="temporary patch",
    )
    update = _view(
        "b",
        "Microsoft has released a security update for Internet Explorer today.",
        "released",
        "release",
        subject="Microsoft",
        object="security update",
    )
    assert not other_object_senses(patch, update)
    plain = _view(
        "c",
        "Police said the woman was released late on Friday night, her lawyer said.",
        "released",
        "release",
        subject="woman",
    )
    bail = _view("d", BAIL, "released", "release", named="Jamal Williams", subject="Jamal Williams")
    assert object_sense(plain) == "person" and not other_object_senses(plain, bail)
    # A verb not listed ("announced") is told apart only by a person and a thing of a known kind.
    one = _view(
        "a", "The team announced the coach on Monday at a news conference.", "announced", "announce", object="coach"
    )
    two = _view(
        "b",
        "The team announced a new stadium deal on Monday at a news conference.",
        "announced",
        "announce",
        object="new stadium deal",
    )
    assert object_sense(one) == "person" and object_sense(two) == ""
    assert not other_object_senses(one, two)


def test_a_dismissal_a_shooting_and_a_blaze():
    """ "Palin fired the board" joined the fire that destroyed the dairy."""
    board = _view(
        "a",
        "With that move threatening the dairy, Palin fired the board and appointed another.",
        "fired",
        "fire",
        object="board",
    )
    shot = _view(
        "b",
        "The officer who fired the shot says he killed the boy accidentally in self-defence.",
        "fired",
        "fire",
        object="shot",
    )
    blaze = _view(
        "c", "Arson is suspected in the fire that destroyed the historic dairy building.", "fire", "fire", nominal="1"
    )
    gunfire = _view(
        "d", "Witnesses said the gunmen opened fire on the crowd outside the bank.", "fire", "fire", nominal="1"
    )
    assert [object_sense(v) for v in (board, shot, blaze, gunfire)] == ["person", "shot", "blaze", "shot"]
    assert other_object_senses(board, blaze) and other_object_senses(board, shot)
    assert other_object_senses(shot, blaze) and not other_object_senses(shot, gunfire)


def test_an_accusation_and_a_price():
    charged = _view(
        "a", "A man has been charged with arson after a fire at the supermarket.", "charged", "charge", subject="man"
    )
    fee = _view(
        "b", "The bank charged a fee of $30 for each late payment by its customers.", "charged", "charge", object="fee"
    )
    assert (object_sense(charged), object_sense(fee)) == ("person", "billed")
    assert other_object_senses(charged, fee)


def test_any_verb_done_to_people_and_to_things_thrown_is_two_acts():
    """Issue 52: one "throw" node merged bottles thrown at police and people thrown to the ground."""
    bottles = _view("a", "Protesters threw bottles at the police on Monday night.", "threw", "throw", object="bottles")
    people = _view(
        "b", "Several people were thrown to the ground by officers.", "thrown", "throw", subject="Several people"
    )
    rocks = _view("c", "Youths threw rocks at passing cars.", "threw", "throw", object="rocks")
    assert (object_sense(bottles), object_sense(people)) == ("thing", "person")
    assert other_object_senses(bottles, people) and other_uses(bottles, people)
    assert not other_object_senses(bottles, rocks)  # two things thrown are left to the scorer
