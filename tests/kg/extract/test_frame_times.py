"""Which trigger a time expression dates, read from hand-set parses (issue 51)."""

from __future__ import annotations

from types import SimpleNamespace

import spacy
from spacy.tokens import Doc

from kg.extract.frames import attach_times, governing_frame

_POS = {"NN": "NOUN", "NNS": "NOUN", "NNP": "PROPN", "VBD": "VERB", "VBG": "VERB", "IN": "ADP", "DT": "DET"}


def _times(words: str, heads: list[int], deps: str, tags: str, timex: list[int], events: set[int] = frozenset()):
    """The trigger each time's tokens go to, as words: {trigger: time's first word}."""
    tags_ = tags.split()
    doc = Doc(
        spacy.blank("en").vocab,
        words=words.split(),
        heads=heads,
        deps=deps.split(),
        tags=tags_,
        pos=[_POS.get(t, "X") for t in tags_],
        sent_starts=[True] + [False] * (len(heads) - 1),
    )
    index = SimpleNamespace(timex_at={i: 0 for i in timex})
    return {doc[i].text: doc[timex[0]].text for i in attach_times(doc, index, set(events))}


def test_a_time_in_the_of_phrase_of_an_object_dates_no_verb():
    # "rid Detroit of the cars of the 70s": the 70s describe the cars, not when Detroit was rid of them.
    got = _times(
        "They rid Detroit of the cars of the 70s",
        [1, 1, 1, 1, 5, 3, 5, 8, 6],
        "nsubj ROOT dobj prep det pobj prep det pobj",
        "PRP VBD NNP IN DT NNS IN DT NNS",
        [7, 8],
    )
    assert got == {}


def test_a_time_under_a_noun_inside_a_prepositional_object_dates_no_verb():
    # "losing money on the bailout in 2008": 2008 is the bailout's (hung on it), not the loss's.
    got = _times(
        "losing money on the bailout in 2008",
        [0, 0, 0, 4, 2, 4, 5],
        "ROOT dobj prep det pobj prep pobj",
        "VBG NN IN DT NN IN CD",
        [6],
    )
    assert got == {}
    # When the bailout is an event noun it takes the time itself.
    got = _times(
        "losing money on the bailout in 2008",
        [0, 0, 0, 4, 2, 4, 5],
        "ROOT dobj prep det pobj prep pobj",
        "VBG NN IN DT NN IN CD",
        [6],
        {4},
    )
    assert got == {"bailout": "2008"}


def test_a_verbs_own_time_phrase_still_dates_it():
    # "sold its shares in 2008", as parsed with the phrase on the verb and as misparsed on the object.
    on_verb = _times(
        "They sold its shares in 2008",
        [1, 1, 3, 1, 1, 4],
        "nsubj ROOT poss dobj prep pobj",
        "PRP VBD PRP$ NNS IN CD",
        [5],
    )
    on_object = _times(
        "They sold its shares in 2008",
        [1, 1, 3, 1, 3, 4],
        "nsubj ROOT poss dobj prep pobj",
        "PRP VBD PRP$ NNS IN CD",
        [5],
    )
    assert on_verb == on_object == {"sold": "2008"}
    # "at the end of 2008": the end is a part of the time, which is the verb's.
    end = _times(
        "They sold shares at the end of 2008",
        [1, 1, 1, 1, 5, 3, 5, 6],
        "nsubj ROOT dobj prep det pobj prep pobj",
        "PRP VBD NNS IN DT NN IN CD",
        [7],
    )
    assert end == {"sold": "2008"}


def test_an_event_nouns_time_is_its_own():
    # "the talks on Monday ended": Monday dates the talks.
    talks = _times(
        "the talks on Monday ended",
        [1, 4, 1, 2, 4],
        "det nsubj prep pobj ROOT",
        "DT NNS IN NNP VBD",
        [3],
        {1},
    )
    assert talks == {"talks": "Monday"}
    # "the January 1998 bombing that killed 200": the date is the bombing's.
    bombing = _times(
        "the January 1998 bombing that killed 200",
        [3, 2, 3, 3, 5, 3, 5],
        "det compound nummod ROOT nsubj relcl dobj",
        "DT NNP CD NN WDT VBD CD",
        [1, 2],
        {3},
    )
    assert bombing == {"bombing": "January"}


def test_a_time_before_a_reported_clauses_subject_is_the_saying_s():
    # "Police said on Monday they are questioning a man", parsed with Monday on "questioning": a
    # time between the reporting verb and the reported clause's subject is the saying's
    words, tags = "Police said on Monday they are questioning a man", "NNS VBD IN NNP PRP VBP VBG DT NN"
    misparsed = _times(words, [1, 1, 6, 2, 6, 6, 1, 8, 6], "nsubj ROOT prep pobj nsubj aux ccomp det dobj", tags, [3])
    assert misparsed == {"said": "Monday"}
    # after the subject, it is the reported clause's own: "said they are meeting on Monday"
    own = _times(
        "Police said they are meeting on Monday",
        [1, 1, 4, 4, 1, 4, 5],
        "nsubj ROOT nsubj aux ccomp prep pobj",
        "NNS VBD PRP VBP VBG IN NNP",
        [6],
    )
    assert own == {"meeting": "Monday"}


def test_a_time_in_a_reported_clauses_subject_stays_in_that_clause():
    # "they said Friday's focus telegraphed selling": Friday is the focus's, not the saying's
    got = _times(
        "they said Friday 's focus telegraphed selling",
        [1, 1, 4, 2, 5, 1, 5],
        "nsubj ROOT poss case nsubj ccomp dobj",
        "PRP VBD NNP POS NN VBD NN",
        [2, 3],
    )
    assert got == {"telegraphed": "Friday"}


def _governed_time(words: str, heads: list[int], deps: str, tags: str, noun: int, verb: int) -> int | None:
    """The time :func:`governing_frame` gives noun ``noun`` when verb ``verb`` holds time 0."""
    tags_ = tags.split()
    doc = Doc(
        spacy.blank("en").vocab,
        words=words.split(),
        heads=heads,
        deps=deps.split(),
        tags=tags_,
        pos=[_POS.get(t, "X") for t in tags_],
        sent_starts=[True] + [False] * (len(heads) - 1),
    )
    timex_at = {i: 0 for i, w in enumerate(words.split()) if w in ("yesterday", "Monday", "Friday")}
    return governing_frame(doc[noun], SimpleNamespace(timex_at=timex_at), {verb: 0}).timex


def test_a_noun_event_takes_the_time_of_the_verb_it_is_the_setting_of():
    # "re-elected Monday in a referendum": the referendum was held then.
    got = _governed_time(
        "voters reelected him Monday in a referendum",
        [1, 1, 1, 1, 1, 6, 4],
        "nsubj ROOT dobj npadvmod prep det pobj",
        "NNS VBD PRP NNP IN DT NN",
        noun=6,
        verb=1,
    )
    assert got == 0


def test_a_noun_event_the_verb_answers_or_is_about_takes_no_time_of_it():
    # "left Friday for consultations": the consultations come later; "responded Monday to its offer".
    for prep in ("to", "for", "with", "against", "about", "after"):
        got = _governed_time(
            f"the carrier responded Friday {prep} its offer",
            [1, 2, 2, 2, 2, 5, 3],
            "det nsubj ROOT npadvmod prep poss pobj",
            "DT NN VBD NNP IN PRP NN",
            noun=6,
            verb=2,
        )
        assert got is None, prep


def test_a_time_written_right_after_the_noun_is_still_its_own():
    # "led to a verdict this week", "calling for the redemption on Dec. 7": the parse hangs the time on the verb.
    got = _governed_time(
        "the trial led to a verdict Monday",
        [1, 2, 2, 2, 5, 3, 2],
        "det nsubj ROOT prep det pobj npadvmod",
        "DT NN VBD IN DT NN NNP",
        noun=5,
        verb=2,
    )
    assert got == 0
