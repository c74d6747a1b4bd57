"""Issue 52's "one happening per node": one word in two senses, or a habit and one time, apart."""

from __future__ import annotations

import numpy as np

from kg.model import Article, EventMention, Extraction, PublicationDate
from kg.resolve.events.by_story import average_linkage
from kg.resolve.events.features import View, view
from kg.resolve.events.guard import Guard
from kg.resolve.events.senses import habitual, other_uses, use


def _view(aid: str, text: str, word: str, lemma: str, number: int = 0, nominal: bool = False) -> View:
    """Article ``aid``'s mention of ``word`` (lemma ``lemma``) in the one sentence ``text``."""
    start = text.index(word)
    event = EventMention(start, start + len(word), word, lemma, "occurrence", 0, nominal=nominal)
    ex = Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), (), (), (), (event,))
    return view(number, ex, 0, event, {}, "story")


CRATER = "Investigators walked around the crater left by the embassy blast on Friday morning."
DEPART = "About 200 Americans and their families left Pakistan today on two chartered flights."
DEAD = "The bombings in Kenya and Tanzania, which left more than 250 people dead, shocked the world."
MEETING = "The ministers walked out of the meeting in Geneva after only two hours of talks."
MET = "The decision was met with outrage by the opposition parties in parliament on Monday."


def test_a_light_or_phrasal_use_is_another_happening_than_the_plain_word():
    """Issue 52: three uses of "left" in one article, and "the meeting" with "was met with
    outrage", were one node each."""
    crater, depart, dead = (_view("a", t, "left", "leave") for t in (CRATER, DEPART, DEAD))
    assert (use(crater), use(depart), use(dead)) == ("behind", "plain", "result")
    assert other_uses(crater, depart) and other_uses(depart, dead) and other_uses(crater, dead)
    meeting, met = _view("a", MEETING, "meeting", "meeting", nominal=True), _view("a", MET, "met", "meet")
    assert (use(meeting), use(met)) == ("plain", "reaction")
    assert other_uses(meeting, met)
    # Two departures, and an active "met with the president", are each the plain use.
    later = _view("b", "Most of the embassy staff left Pakistan on Sunday aboard a military plane.", "left", "leave")
    assert not other_uses(depart, later)
    talks = _view("b", "The foreign minister met with the president of Kenya in Nairobi on Monday.", "met", "meet")
    assert use(talks) == "plain" and not other_uses(meeting, talks)
    # A word with no listed light use says nothing.
    assert use(_view("a", DEPART.replace("left", "fled"), "fled", "flee")) == ""


SERVERS = "Since 2007 the web servers of both companies have experienced issues at every new device launch."
BUYERS = "Many buyers experienced issues on Tuesday when they tried to order the new phone online."


def test_a_habit_and_one_time_of_one_word_in_one_article_are_two_happenings():
    """Issue 52: servers' problems "at every new device launch" and buyers' problems on one day
    were one node."""
    servers, buyers = _view("a", SERVERS, "experienced", "experience"), _view("a", BUYERS, "experienced", "experience")
    assert habitual(servers) and not habitual(buyers)
    assert other_uses(servers, buyers)
    # "Every" before the verb counts doers, not times: one vote.
    voted = _view("a", "Every member of the committee voted against the bill on Thursday afternoon.", "voted", "vote")
    assert not habitual(voted)
    # Across articles the habit test is left to the scorer.
    assert not other_uses(servers, _view("b", BUYERS, "experienced", "experience"))


def test_the_guard_keeps_two_uses_apart_through_a_third_mention():
    """A short "left" (no words kept) scored like both must not carry "left Pakistan" and "left
    250 people dead" into one node."""
    views = [
        _view("a", DEPART, "left", "leave", 0),
        _view("a", "They left.", "left", "leave", 1),
        _view("a", DEAD, "left", "leave", 2),
    ]
    pairs = [(0, 1), (1, 2)]
    unguarded = dict(average_linkage(3, pairs, np.full(2, 0.9), 0.5, None))
    assert unguarded.get(0, 0) == unguarded.get(2, 2)
    guarded = dict(average_linkage(3, pairs, np.full(2, 0.9), 0.5, Guard(views)))
    assert guarded.get(0, 0) != guarded.get(2, 2)


RESCUED = "The boy was found clinging to an inner tube off the coast of Florida on Thursday."
GUILTY = "His great-uncle was found guilty of driving under the influence of alcohol last year."
GROUND = "Both governments said they hoped to find common ground on the future of the boy."


def test_a_verdict_and_an_idiom_of_finding_are_not_a_discovery():
    """Issue 52: a boy "found clinging to an inner tube", a man "found guilty of driving" and
    "find common ground" were one node."""
    rescued, guilty = _view("a", RESCUED, "found", "find"), _view("a", GUILTY, "found", "find")
    ground = _view("a", GROUND, "find", "find")
    assert (use(rescued), use(guilty), use(ground)) == ("plain", "verdict", "idiom")
    assert other_uses(rescued, guilty) and other_uses(rescued, ground) and other_uses(guilty, ground)
    # A jury's verdict with its object, and a way found, are the same uses again.
    jury = _view("b", "The jury in Miami found him not guilty of all the charges on Friday.", "found", "find")
    way = _view("b", "Negotiators must find a way to end the dispute before the end of the month.", "find", "find")
    assert use(jury) == "verdict" and not other_uses(guilty, jury)
    assert use(way) == "idiom" and not other_uses(ground, way)
    # Two discoveries stay one use.
    bodies = _view("b", "Divers found the bodies of two fishermen near the reef on Sunday morning.", "found", "find")
    assert use(bodies) == "plain" and not other_uses(rescued, bodies)


def test_four_uses_of_work_are_four_happenings():
    """Round 18's "lack worked": an effort, a job, a collaboration and a thing that works were
    merged as one "work" (round 19)."""
    patch = _view(
        "a", "The company said it is working on an official patch to plug the security hole.", "working", "work"
    )
    develop = _view(
        "b", "We are actively working to develop a security update to address this issue.", "working", "work"
    )
    job = _view(
        "a",
        "After the election in 1968, Mr. LaRue worked in the White House without title or salary.",
        "worked",
        "work",
    )
    with_ = _view("b", "Hiller worked with the three victims in the mixing department at the plant.", "worked", "work")
    down = _view(
        "c", "Throughout Egypt, the Internet is almost completely down or working sporadically.", "working", "work"
    )
    assert [use(v) for v in (patch, develop, job, with_, down)] == ["effort", "effort", "job", "with", "plain"]
    assert other_uses(patch, job) and other_uses(job, with_) and other_uses(patch, down) and other_uses(job, down)
    assert not other_uses(patch, develop)  # two efforts are left to the scorer
    # the noun's use is not read: "the work on the patch" is left to the scorer
    work = _view(
        "c", "The work on the official patch for the security hole began on Monday.", "work", "work", nominal=True
    )
    assert use(work) == "" and not other_uses(work, patch)


def test_used_to_a_return_from_injury_and_a_change_undergone_are_other_senses():
    """Issue 52: "He's used to being the guy" joined "the team used him 22 times", punt returns
    joined a return from injury, and "we saw an explosion of anger" joined a man who saw officers."""
    used = _view("a", "The team used him 22 times in the game on Sunday night.", "used", "use")
    accustomed = _view("a", "He's used to being the guy who carries the ball for them.", "used", "use")
    paid = _view("b", "The money was used to pay the lawyers of the team this year.", "used", "use")
    assert (use(used), use(accustomed), use(paid)) == ("plain", "accustomed", "plain")
    assert other_uses(used, accustomed) and not other_uses(used, paid)
    punts = _view("a", "Bush returned two punts for touchdowns in the first half.", "returned", "return")
    back = _view("b", "Bush returned from his broken fibula on Thanksgiving against Detroit.", "returned", "return")
    home = _view("c", "The troops returned to Baghdad on Sunday after the raid.", "returned", "return")
    assert (use(punts), use(back), use(home)) == ("plain", "comeback", "plain")
    assert other_uses(punts, back) and not other_uses(punts, home)
    saw = _view("a", "Gray saw the officers approach him on the corner that night.", "saw", "see")
    anger = _view("b", "Over two nights we saw an explosion of anger in the neighborhood.", "saw", "see")
    assert (use(saw), use(anger)) == ("plain", "undergone") and other_uses(saw, anger)
