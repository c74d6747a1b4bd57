"""kg.resolve.key_events: a story's key events by the evidence a reader trusts, its span, outlets and key names."""

from __future__ import annotations

from dataclasses import replace

from kg.model import (
    KEY_ITEMS,
    Article,
    Event,
    EventMention,
    Extraction,
    Mention,
    PublicationDate,
    Story,
    Timex,
    TimexSpan,
)
from kg.resolve.events.scorer import load_model
from kg.resolve.key_events import candidates, describe_stories, key_entities, key_events
from kg.resolve.key_evidence import EVIDENCE
from kg.resolve.word_families import SYNONYM_RATE, word_families

SENTENCES = ((0, 40), (41, 80), (81, 120), (121, 160))


def _article(
    aid: str,
    events: list[tuple[str, str, str, int, str]],
    names: tuple[str, ...] = (),
    title: str = "",
    source: str = "",
    day: str | None = None,
) -> Extraction:
    """An article with ``events`` as (trigger, lemma, class, sentence, factuality); the first
    name, when given, is every event's place. Offsets need not match any text here."""
    mentions = tuple(Mention(0, len(n), n, n, "GPE", 0) for n in names)
    found = tuple(
        EventMention(
            0,
            len(trigger),
            trigger,
            lemma,
            cls,
            sentence,
            places=(0,) if names else (),
            factuality=fact,
            timeml_class="REPORTING" if cls == "statement" else "OCCURRENCE",
            nominal=trigger == lemma,
        )
        for trigger, lemma, cls, sentence, fact in events
    )
    article = Article(aid, "x" * 160, title=title, source=source)
    return Extraction(article, PublicationDate(day), SENTENCES, mentions=mentions, events=found)


def _event_of(articles: list[Extraction], ids: dict[str, str]) -> dict[tuple[str, int], str]:
    """Each mention to the event id ``ids`` gives its trigger, or its article and trigger."""
    return {
        (ex.article.id, i): ids.get(f"{ex.article.id}/{m.trigger}", ids.get(m.trigger, m.lemma))
        for ex in articles
        for i, m in enumerate(ex.events)
    }


def test_the_event_the_leads_assert_comes_before_one_more_articles_only_say() -> None:
    # "said" is in every article, twice; the flood is in the first sentence of three of four.
    said = ("said", "say", "statement", 2, "fact")
    articles = [
        _article("a1", [("flood", "flood", "disaster", 0, "fact"), said, said], ("Port Elm",)),
        _article("a2", [("flood", "flood", "disaster", 0, "fact"), said, said], ("Port Elm",)),
        _article("a3", [("flooded", "flood", "disaster", 0, "fact"), said], ("Port Elm",)),
        _article("a4", [said, ("rescued", "rescue", "other", 3, "fact")], ("Port Elm",)),
    ]
    lemma = {"flood": "flood", "say": "say", "rescue": "rescue"}
    ranked = key_events(articles, _event_of(articles, {}), lemma)
    assert ranked[0] == "flood"
    assert set(ranked) == {"flood", "say", "rescue"}


def test_what_every_article_says_happened_comes_before_what_one_lead_asserts_and_the_rest_doubt() -> None:
    # Four articles say, below their lead, that the climber fell; one says in its first sentence
    # that he died, the other three only that he may have died. What all of them say was done
    # is the story's first key event, though the death is told as often and once in a lead.
    fell = ("fell", "fall", "disaster", 2, "fact")
    articles = [
        _article("a1", [("died", "die", "other", 0, "fact"), fell]),
        *(_article(a, [("died", "die", "other", 1, "uncertain"), fell]) for a in ("a2", "a3", "a4")),
    ]
    lemma = {"fall": "fall", "die": "die"}
    event_of = _event_of(articles, {})
    found = {eid: votes for eid, votes, _, _ in candidates(articles, event_of, lemma)}
    assert dict(zip(EVIDENCE, found["die"].shares(4, 0), strict=True))["asserted"] == 0.25
    assert dict(zip(EVIDENCE, found["fall"].shares(4, 0), strict=True))["asserted"] == 1.0
    assert key_events(articles, event_of, lemma) == ["fall", "die"]


def test_a_statement_every_article_asserts_gets_no_vote_for_being_asserted() -> None:
    # Every article says someone "said" something, below its lead; three tell of the fire, one
    # of them saying it burned, two that it may have. That a statement was made is asserted, but it
    # is no happening the story reports: the fire comes first.
    said = ("said", "say", "statement", 2, "fact")
    articles = [
        _article("a1", [said, ("burned", "burn", "disaster", 3, "fact")]),
        *(_article(a, [said, ("burned", "burn", "disaster", 3, "uncertain")]) for a in ("a2", "a3")),
        _article("a4", [said]),
    ]
    lemma = {"say": "say", "burn": "burn"}
    assert key_events(articles, _event_of(articles, {}), lemma) == ["burn", "say"]


def test_candidates_give_each_kind_of_evidence_as_a_share_of_the_articles_in_key_event_order() -> None:
    # What a learnt ranker would weigh (benchmarks/key_event_ranker.py): the flood is asserted by
    # three of four articles, two of them in their lead, none with a date of its own; the
    # statement by all four, never in the lead.
    said = ("said", "say", "statement", 2, "fact")
    articles = [
        _article("a1", [("flood", "flood", "disaster", 0, "fact"), said], ("Port Elm",)),
        _article("a2", [("flooded", "flood", "disaster", 0, "fact"), said], ("Port Elm",)),
        _article("a3", [("flood", "flood", "disaster", 3, "fact"), said], ("Port Elm",)),
        _article("a4", [("flood", "flood", "disaster", 3, "future"), said]),
    ]
    lemma = {"flood": "flood", "say": "say"}
    event_of = _event_of(articles, {})
    found = {eid: (votes, reports, mentions) for eid, votes, reports, mentions in candidates(articles, event_of, lemma)}
    assert set(found) == {"flood", "say"}
    flood = dict(zip(EVIDENCE, found["flood"][0].shares(4, 1), strict=True))
    assert flood == {
        "told": 1.0, "lead": 0.5, "lead2": 0.5, "named": 0.75, "dated": 0.0, "word": 1.0,
        "statement": 0.0, "state": 0.0, "asserted": 0.75, "outlets": 0.0,
    }  # fmt: skip
    assert found["flood"][1:] == (4, 4)
    said_shares = dict(zip(EVIDENCE, found["say"][0].shares(4, 1), strict=True))
    assert said_shares["statement"] == 1.0 and said_shares["lead"] == 0.0
    # The ranking is the hand rule's over the same evidence.
    by_rule = sorted(found, key=lambda eid: -found[eid][0].score(4, 1))
    assert key_events(articles, event_of, lemma) == by_rule == ["flood", "say"]


def test_an_event_no_article_asserts_is_never_a_key_event() -> None:
    articles = [
        _article("a1", [("summit", "summit", "meeting", 0, "future"), ("met", "meet", "meeting", 2, "fact")]),
        _article("a2", [("summit", "summit", "meeting", 0, "future")]),
    ]
    assert key_events(articles, _event_of(articles, {}), {"summit": "summit", "meet": "meet"}) == ["meet"]


def test_what_three_leads_announce_is_a_key_event_before_the_same_word_done_before() -> None:
    # Three leads say the director "will direct" the sequel (to come); four articles recall, deeper,
    # that he "directed" an earlier film, and that the first film premiered. The announcement is
    # the news: its node stands for the word family and comes first; the earlier film's directing
    # is not listed beside it.
    to_direct = ("direct", "direct", "other", 0, "future")
    directed = ("directed", "direct", "other", 2, "fact")
    premiered = ("premiered", "premiere", "other", 3, "fact")
    articles = [_article(a, [to_direct, directed, premiered], ("Port Elm",)) for a in ("a1", "a2", "a3")]
    articles.append(_article("a4", [directed, premiered], ("Port Elm",)))
    event_of = _event_of(articles, {"direct": "direct-next", "directed": "direct-past", "premiered": "premiere-1"})
    lemma = {"direct-next": "direct", "direct-past": "direct", "premiere-1": "premiere"}
    ranked = key_events(articles, event_of, lemma)
    assert ranked[0] == "direct-next"
    assert "direct-past" not in ranked
    # Two leads are not enough: a plan a story's articles mention is not its news.
    assert "direct-next" not in key_events(articles[1:], event_of, lemma)


def test_two_nodes_of_one_event_word_give_one_key_event_the_one_more_articles_report() -> None:
    fire = ("fire", "fire", "disaster", 0, "fact")
    articles = [_article(a, [fire, ("arrest", "arrest", "legal", 3, "fact")]) for a in ("a1", "a2", "a3")]
    # kg kept a3's fire apart (it could not tell it was the same one): still the story's first event.
    event_of = _event_of(articles, {"a3/fire": "fire-undated", "fire": "fire-2013", "arrest": "arrest-1"})
    lemma = {"fire-undated": "fire", "fire-2013": "fire", "arrest-1": "arrest"}
    assert key_events(articles, event_of, lemma) == ["fire-2013", "arrest-1"]


def test_a_happening_split_into_two_nodes_of_one_word_family_ranks_first() -> None:
    # Three articles call it "the earthquake", two "the quake", all in their first sentence;
    # kg kept two nodes. Apart, each is told by fewer articles than the rescue every article
    # reports in its second sentence; together they are what every lead reports.
    quake = ("quake", "quake", "disaster", 0, "fact")
    earthquake = ("earthquake", "earthquake", "disaster", 0, "fact")
    rescue = ("rescued", "rescue", "other", 1, "fact")
    articles = [_article(a, [earthquake, rescue], ("Port Elm",)) for a in ("a1", "a2", "a3")]
    articles += [_article(a, [quake, rescue], ("Port Elm",)) for a in ("a4", "a5")]
    event_of = _event_of(articles, {"earthquake": "earthquake-1", "quake": "quake-2", "rescued": "rescue-1"})
    lemma = {"earthquake-1": "earthquake", "quake-2": "quake", "rescue-1": "rescue"}
    # The node most of its articles report stands for the happening; its other node is not listed twice.
    assert key_events(articles, event_of, lemma) == ["earthquake-1", "rescue-1"]


def test_a_verb_and_its_nominalisation_count_together() -> None:
    # "shot" in two leads, "the shooting" in two others: one happening in two nodes, against an
    # arrest two articles report in their lead and all four name in their second sentence.
    shot = ("shot", "shoot", "violence", 0, "fact")
    shooting = ("shooting", "shooting", "violence", 0, "fact")
    arrest = ("arrested", "arrest", "legal", 1, "fact")
    lead_arrest = ("arrested", "arrest", "legal", 0, "fact")
    articles = [
        _article("a1", [shot, arrest], ("Port Elm",)),
        _article("a2", [shot, lead_arrest], ("Port Elm",)),
        _article("a3", [shooting, lead_arrest], ("Port Elm",)),
        _article("a4", [shooting, arrest], ("Port Elm",)),
    ]
    event_of = _event_of(articles, {"shot": "shoot-1", "shooting": "shooting-1", "arrested": "arrest-1"})
    lemma = {"shoot-1": "shoot", "shooting-1": "shooting", "arrest-1": "arrest"}
    ranked = key_events(articles, event_of, lemma)
    assert ranked[0] in {"shoot-1", "shooting-1"}
    assert len(ranked) == 2 and "arrest-1" in ranked


def test_word_families_join_nominalisations_and_compound_heads_only() -> None:
    family = word_families(["quake", "earthquake", "elect", "election", "move", "remove", "fire", "arrest"])
    assert family["quake"] == family["earthquake"]
    assert family["elect"] == family["election"]
    assert family["move"] != family["remove"]
    assert len({family[w] for w in ("quake", "elect", "move", "remove", "fire", "arrest")}) == 6


def test_word_families_join_words_the_learnt_table_rates_one_happening() -> None:
    table = {("death", "kill"): 0.8, ("kill", "murder"): SYNONYM_RATE - 0.1, ("charge", "accuse"): 0.9}
    family = word_families(["kill", "death", "murder", "arrest", "charge"], table)
    assert family["kill"] == family["death"]
    assert family["murder"] != family["kill"]  # rated below the cut: kept apart
    assert family["charge"] == "charge"  # a pair with a word not in the story joins nothing
    assert word_families(["kill", "death"])["kill"] == "kill"  # no table: words only


def test_a_killing_told_as_killed_in_some_leads_and_as_a_death_in_others_ranks_first() -> None:
    # Two leads say the man "killed" the woman, two tell "the death"; kg kept two nodes of two
    # words. Each alone is told by fewer articles than the arrest all four assert; the learnt
    # table rates "kill" and "death" one happening more often than not, so they count together.
    assert (load_model().tables.pair("death", "kill") or 0.0) >= SYNONYM_RATE
    killed = ("killed", "kill", "conflict", 0, "fact")
    death = ("death", "death", "other", 0, "fact")
    arrest = ("arrested", "arrest", "legal", 1, "fact")
    articles = [_article(a, [killed, arrest], ("Port Elm",)) for a in ("a1", "a2")]
    articles += [_article(a, [death, arrest], ("Port Elm",)) for a in ("a3", "a4")]
    event_of = _event_of(articles, {"killed": "kill-1", "death": "death-2", "arrested": "arrest-1"})
    lemma = {"kill-1": "kill", "death-2": "death", "arrest-1": "arrest"}
    ranked = key_events(articles, event_of, lemma)
    assert ranked[0] in {"kill-1", "death-2"} and "arrest-1" in ranked
    assert not {"kill-1", "death-2"} <= set(ranked)  # one happening listed once


def test_only_drawn_events_and_at_most_ten() -> None:
    events = [(f"w{i}", f"w{i}", "other", 1, "fact") for i in range(KEY_ITEMS + 5)]
    articles = [_article("a1", events)]
    lemma = {f"w{i}": f"w{i}" for i in range(KEY_ITEMS + 5)}
    assert len(key_events(articles, _event_of(articles, {}), lemma)) == KEY_ITEMS
    assert key_events(articles, _event_of(articles, {}), lemma, drawn={"w3"}) == ["w3"]


def test_a_headline_word_counts_as_the_lead() -> None:
    # Both events are told once in each article, deep in it; only the headline names the strike.
    articles = [
        _article(a, [("blockade", "blockade", "other", 3, "fact"), ("strike", "strike", "other", 3, "fact")], title=t)
        for a, t in (("a1", "Dockers strike in Port Elm"), ("a2", "Port Elm strike: day two"))
    ]
    assert key_events(articles, _event_of(articles, {}), {"blockade": "blockade", "strike": "strike"})[0] == "strike"


def test_key_entities_are_the_names_most_articles_give() -> None:
    articles = [
        _article("a1", [], ("Port Elm", "Ana Lind", "Ana Lind")),
        _article("a2", [], ("Port Elm",)),
    ]
    entity_of = {("a1", 0): "port-elm", ("a1", 1): "ana-lind", ("a1", 2): "ana-lind", ("a2", 0): "port-elm"}
    assert key_entities(articles, entity_of) == ["port-elm", "ana-lind"]


def test_stories_get_their_span_outlets_and_key_items() -> None:
    articles = [
        _article("a1", [("flood", "flood", "disaster", 0, "fact")], ("Port Elm",), source="Elm Post", day="2009-06-04"),
        _article("a2", [("flood", "flood", "disaster", 0, "fact")], ("Port Elm",), source="Courier", day="2009-06-01"),
        _article("a3", [("flood", "flood", "disaster", 0, "fact")], ("Port Elm",)),
    ]
    event_of = _event_of(articles, {"flood": "flood-2009"})
    entity_of = {(a, 0): "port-elm" for a in ("a1", "a2", "a3")}
    events = [Event("flood-2009", "Port Elm flood", "flood", "disaster", "2009-06-01")]
    story = Story("story-port-elm-flood", "Port Elm · flood", ("a1", "a2", "a3"))
    [described] = describe_stories([story], articles, entity_of, events, event_of)
    assert (described.first, described.last, described.span) == ("2009-06-01", "2009-06-04", "1 – 4 Jun 2009")
    assert described.outlets == ("Courier", "Elm Post")
    assert described.key_events == ("flood-2009",) and described.key_entities == ("port-elm",)
    assert (described.id, described.label, described.articles) == (story.id, story.label, story.articles)


def _arrests(aid: str, who: int, sentence: int) -> Extraction:
    """An article telling that ``NAMES[who]`` was arrested, in sentence ``sentence``."""
    names = ("Ann Lee", "Bo Kim")
    mentions = tuple(Mention(0, len(n), n, n, "PERSON", 0) for n in names)
    arrest = EventMention(0, 8, "arrested", "arrest", "legal", sentence, patients=(who,), factuality="fact")
    return Extraction(Article(aid, "x" * 160), PublicationDate(None), SENTENCES, mentions=mentions, events=(arrest,))


def test_a_word_family_done_to_two_named_people_lists_both_happenings() -> None:
    """A team's two arrests, each told by its own articles, were one key event: the node more
    articles report stood for the family, and the other arrest was never listed."""
    articles = [_arrests(a, 0, 0) for a in ("a1", "a2", "a3")] + [_arrests(a, 1, 0) for a in ("b1", "b2")]
    articles += [_arrests("c1", 0, 2)]  # one more report of the first arrest, kept in a node of its own
    event_of = {(ex.article.id, 0): "arrest-lee" if ex.article.id[0] == "a" else "arrest-kim" for ex in articles}
    event_of[("c1", 0)] = "arrest-lee-2"
    entity_of = {(ex.article.id, i): ("ann-lee", "bo-kim")[i] for ex in articles for i in range(2)}
    lemma = {"arrest-lee": "arrest", "arrest-kim": "arrest", "arrest-lee-2": "arrest"}
    assert key_events(articles, event_of, lemma, entity_of=entity_of) == ["arrest-lee", "arrest-kim"]
    # Without the names, or with one person's two nodes, the family is one key event as before.
    assert key_events(articles, event_of, lemma) == ["arrest-lee"]
    same = {key: "ann-lee" for key in entity_of}
    assert key_events(articles, event_of, lemma, entity_of=same) == ["arrest-lee"]


def test_a_word_family_is_listed_by_a_node_of_the_party_most_of_its_mentions_name() -> None:
    """A host's earlier hosting (one node, three articles) stood for the family whose reports
    are mostly of this year's hosting, split over two nodes of two articles each: the family's
    evidence, pooled, was shown on the other happening."""
    articles = [_arrests(a, 0, 0) for a in ("a1", "a2", "a3")] + [_arrests(a, 1, 0) for a in ("b1", "b2", "c1", "c2")]
    event_of = {
        (ex.article.id, 0): {"a": "arrest-lee", "b": "arrest-kim", "c": "arrest-kim-2"}[ex.article.id[0]]
        for ex in articles
    }
    entity_of = {(ex.article.id, i): ("ann-lee", "bo-kim")[i] for ex in articles for i in range(2)}
    lemma = {"arrest-lee": "arrest", "arrest-kim": "arrest", "arrest-kim-2": "arrest"}
    ranked = key_events(articles, event_of, lemma, entity_of=entity_of)
    assert ranked[0] == "arrest-kim" and "arrest-lee" in ranked and "arrest-kim-2" not in ranked


def test_a_bare_noun_most_articles_lead_with_is_a_key_event_though_the_graph_would_not_draw_it() -> None:
    # "the heist": a noun no lexicon knows, with no name and no date, in the lead of all four
    # articles; the ramming three of them tell is named, so the graph would draw only that.
    heist = ("heist", "heist", "other", 0, "fact")
    rammed = ("rammed", "ram", "other", 2, "fact")
    articles = [_article(a, [heist, rammed], ("Port Elm",)) for a in ("a1", "a2", "a3")]
    articles.append(_article("a4", [heist], ("Port Elm",)))
    lemma = {"heist": "heist", "ram": "ram"}
    assert key_events(articles, _event_of(articles, {}), lemma, drawn={"ram"}) == ["heist", "ram"]
    # Reported by fewer than three of them, it stays out, as the graph leaves it out.
    assert key_events(articles[2:], _event_of(articles[2:], {}), lemma, drawn={"ram"}) == ["ram"]


def test_results_every_lead_gives_are_figures_not_a_key_event() -> None:
    # "third-quarter results" in the lead of all four earnings reports: a company's figures,
    # drawn as a bare "result" node (seed 913, TimeBank #14); what rose is the key event.
    results = ("results", "result", "other", 0, "fact")
    rose = ("rose", "rise", "other", 0, "fact")
    articles = [_article(a, [results, rose], ("Port Elm",)) for a in ("a1", "a2", "a3", "a4")]
    lemma = {"result": "result", "rise": "rise"}
    assert key_events(articles, _event_of(articles, {}), lemma, drawn={"rise"}) == ["rise"]


def test_a_bare_noun_split_into_two_nodes_counts_the_leads_of_both() -> None:
    # "the outage" leads two articles and "outages" a third, but kg kept the third's apart (it
    # could not tell they were one): together three leads report it, as one bare "heist" above.
    outage = ("outage", "outage", "other", 0, "fact")
    repaired = ("repaired", "repair", "other", 2, "fact")
    articles = [_article(a, [outage, repaired], ("Port Elm",)) for a in ("a1", "a2", "a3")]
    event_of = _event_of(articles, {"a3/outage": "outage-2", "outage": "outage-1", "repaired": "repair"})
    lemma = {"outage-1": "outage", "outage-2": "outage", "repair": "repair"}
    assert key_events(articles, event_of, lemma, drawn={"repair"}) == ["outage-1", "repair"]


def test_a_bare_noun_articles_tell_only_below_their_lead_is_not_a_key_event() -> None:
    # "respect" in every article, asked for in a spokesman's closing words: a noun no lexicon
    # knows and no lead tells, so not a key moment, however many articles end with it.
    respect = ("respect", "respect", "other", 3, "fact")
    checked = ("checked", "check", "other", 0, "fact")
    articles = [_article(a, [checked, respect, respect], ("Malibu",)) for a in ("a1", "a2", "a3", "a4")]
    lemma = {"respect": "respect", "check": "check"}
    assert key_events(articles, _event_of(articles, {}), lemma, drawn={"check"}) == ["check"]


def test_the_happening_every_article_reports_comes_before_one_two_of_them_lead_with() -> None:
    # All five articles report the severed cables, each in its third sentence; two lead with the
    # traffic it disrupted. What every report tells is the story's event.
    cut = ("severed", "sever", "other", 2, "fact")
    disrupted = ("disrupted", "disrupt", "other", 0, "fact")
    articles = [_article(a, [disrupted, cut]) for a in ("a1", "a2")]
    articles += [_article(a, [cut]) for a in ("a3", "a4", "a5")]
    lemma = {"sever": "sever", "disrupt": "disrupt"}
    assert key_events(articles, _event_of(articles, {}), lemma) == ["sever", "disrupt"]


def _told(aid: str, events: list[EventMention], names: tuple[str, ...] = ()) -> Extraction:
    """An article telling ``events``, naming ``names`` (mention i is ``names[i]``)."""
    mentions = tuple(Mention(0, len(n), n, n, "PERSON", 0) for n in names)
    return Extraction(
        Article(aid, "x" * 160), PublicationDate(None), SENTENCES, mentions=mentions, events=tuple(events)
    )


def _happening(trigger: str, lemma: str, sentence: int, **parts: object) -> EventMention:
    return EventMention(0, len(trigger), trigger, lemma, "other", sentence, factuality="fact", **parts)  # type: ignore[arg-type]


def test_what_speakers_tell_in_quotes_counts_for_the_happening_though_not_drawn() -> None:
    """The host's own hosting is told by three articles only inside her quoted words (not drawn:
    the statement shows them); a memory two leads recall ("watching the old host") came first."""
    watched = _happening("watched", "watch", 0)
    hosted = _happening("hosted", "host", 0)
    quoted = _happening("host", "host", 1, backdrop="quoted")
    articles = [_told("a1", [watched, hosted]), _told("a2", [watched, quoted])]
    articles += [_told(a, [quoted]) for a in ("a3", "a4")]
    event_of = {
        (ex.article.id, i): f"{m.lemma}-{m.backdrop or 'drawn'}" for ex in articles for i, m in enumerate(ex.events)
    }
    lemma = {"watch-drawn": "watch", "host-drawn": "host", "host-quoted": "host"}
    ranked = key_events(articles, event_of, lemma, drawn={"watch-drawn", "host-drawn"})
    assert ranked == ["host-drawn", "watch-drawn"]


def test_a_generic_word_pools_only_the_reports_that_may_be_its_happening() -> None:
    """ "The attack" with no one named, in two leads, pooled the pirates' and the militants'
    attacks the two other articles lead with, and came before the navy's capture of the
    pirates that three of the four lead with."""
    names = ("pirates", "militants", "navy")
    captured = _happening("captured", "capture", 0, agents=(2,), patients=(0,))
    bare = _happening("attack", "attack", 0, nominal=True)
    by_pirates = _happening("attacked", "attack", 0, agents=(0,))
    by_militants = _happening("attacked", "attack", 0, agents=(1,))
    articles = [
        _told("a1", [bare], names),
        _told("a2", [bare, captured], names),
        _told("a3", [by_pirates, captured], names),
        _told("a4", [by_militants, captured], names),
    ]
    ids = {"a1": "attack", "a2": "attack", "a3": "attack-pirates", "a4": "attack-militants"}
    event_of = {
        (ex.article.id, i): ids[ex.article.id] if m.lemma == "attack" else "capture"
        for ex in articles
        for i, m in enumerate(ex.events)
    }
    entity_of = {(ex.article.id, i): names[i] for ex in articles for i in range(3)}
    lemma = {"attack": "attack", "attack-pirates": "attack", "attack-militants": "attack", "capture": "capture"}
    assert key_events(articles, event_of, lemma, entity_of=entity_of)[0] == "capture"


def test_a_legal_act_tells_the_happening_it_is_about() -> None:
    """Three leads say a co-worker "was charged in the 1967 slayings", two more only that she was
    charged: the charge is what is new, the slayings are what the story is about (kg links the
    noun as the charge's setting), so the charges in the slayings report the slayings."""
    charged = EventMention(0, 7, "charged", "charge", "legal", 0, agents=(0,), factuality="fact")
    slayings = _happening("slayings", "slaying", 0, nominal=True, setting_of=0)
    articles = [_told(a, [charged, slayings], ("co-worker",)) for a in ("a1", "a2", "a3")]
    articles += [_told(a, [charged], ("co-worker",)) for a in ("a4", "a5")]
    event_of = {(ex.article.id, i): m.lemma for ex in articles for i, m in enumerate(ex.events)}
    entity_of = {(ex.article.id, 0): "co-worker" for ex in articles}
    lemma = {"charge": "charge", "slaying": "slaying"}
    assert key_events(articles, event_of, lemma, entity_of=entity_of) == ["slaying", "charge"]


def _written(aid: str, text: str, words: dict[str, str], agent: str = "") -> Extraction:
    """A one-sentence article ``text`` with each word of ``words`` (trigger -> lemma) an event
    mention where it is written: a noun unless it is the verb "broke"; ``agent`` names its doer."""
    mentions = (Mention(0, len(agent), agent, agent, "PERSON", 0),) if agent else ()
    found = tuple(
        EventMention(
            text.index(trigger),
            text.index(trigger) + len(trigger),
            trigger,
            lemma,
            "other",
            0,
            agents=(0,) if agent and trigger == "broke" else (),
            nominal=trigger != "broke",
            factuality="fact",
        )
        for trigger, lemma in words.items()
    )
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), mentions=mentions, events=found)


def test_a_gerund_naming_the_kind_of_a_noun_is_not_a_happening_told() -> None:
    """Three articles lead with the guard who broke the career scoring record, three more tell of
    the scoring record itself: the "scoring" of "scoring record" names a kind of record (no node
    of its own here), not a happening, so the breaking comes first."""
    words = {"broke": "break", "scoring": "scoring", "record": "record"}
    articles = [_written(a, "Ann Lee broke the career scoring record.", words, "Ann Lee") for a in ("a1", "a2", "a3")]
    articles += [
        _written(a, "The scoring record had stood for decades.", {"scoring": "scoring", "record": "record"})
        for a in ("a4", "a5", "a6")
    ]
    event_of = {(ex.article.id, i): m.lemma for ex in articles for i, m in enumerate(ex.events) if m.lemma != "record"}
    lemma = {"break": "break", "scoring": "scoring"}
    assert key_events(articles, event_of, lemma) == ["break"]


def test_a_state_told_beside_the_happening_in_the_same_article_is_no_vote_against_it() -> None:
    # Each article tells the crash and the killing in its lead, and the killing's node also holds
    # the victim "found dead" (a state) further down: that is the same report of the killing, not
    # an article telling it only as a state. Only an article telling a word as a state alone
    # ("knew") counts against it.
    dead = replace(_article("x", [("dead", "dead", "other", 2, "fact")]).events[0], timeml_class="STATE")
    articles = [
        replace(ex, events=(*ex.events, dead))
        for ex in (
            _article(a, [("crashed", "crash", "disaster", 0, "fact"), ("killed", "kill", "conflict", 0, "fact")])
            for a in ("a1", "a2", "a3")
        )
    ]
    event_of = _event_of(articles, {"crashed": "crash-1", "killed": "kill-1", "dead": "kill-1"})
    lemma = {"crash-1": "crash", "kill-1": "kill"}
    found = {eid: votes for eid, votes, _, _ in candidates(articles, event_of, lemma)}
    shares = dict(zip(EVIDENCE, found["kill-1"].shares(3, 0), strict=True))
    assert shares["state"] == 0.0
    assert found["kill-1"].score(3, 0) == found["crash-1"].score(3, 0)
    assert key_events(articles, event_of, lemma)[0] == "kill-1"  # told more often, at equal evidence
    knew = [replace(ex, events=(dead,)) for ex in articles]
    only = {eid: votes for eid, votes, _, _ in candidates(knew, _event_of(knew, {"dead": "kill-1"}), lemma)}
    assert dict(zip(EVIDENCE, only["kill-1"].shares(3, 0), strict=True))["state"] == 1.0


def _reporting(aid: str, day: str | None, prize_year: str) -> Extraction:
    """An article of ``day`` whose lead tells a prize won in ``prize_year`` (its own date) and whose
    third sentence tells the nomination the story reports."""
    year = TimexSpan(20, 24, prize_year, 0)
    prize = _happening("received", "receive", 0, timex=0, agents=(0,))
    nominated = _happening("nominated", "nominate", 2, patients=(0,))
    return Extraction(
        Article(aid, "x" * 160),
        PublicationDate(day),
        SENTENCES,
        timex_spans=(year,),
        timexes=(Timex(20, 24, prize_year, 0, "DATE", prize_year, "year"),),
        mentions=(Mention(0, 5, "Ruth Ames", "Ruth Ames", "PERSON", 0),),
        events=(prize, nominated),
    )


def test_what_most_articles_date_before_the_story_began_does_not_lead_it() -> None:
    """Issue 53: a prize won the year before, in every lead of a nomination's story, came before
    the nomination. What the story recalls may be a key event, never the first."""
    days = ("2009-07-13", "2009-07-14", "2009-07-20")
    articles = [_reporting(f"a{n}", day, "2008") for n, day in enumerate(days)]
    lemma = {"receive": "receive", "nominate": "nominate"}
    found = {eid: v for eid, v, *_ in candidates(articles, _event_of(articles, {}), lemma)}
    assert found["receive"].score(3, 1) > found["nominate"].score(3, 1)  # the evidence alone puts it first
    assert found["receive"].background() and not found["nominate"].background()
    assert key_events(articles, _event_of(articles, {}), lemma) == ["nominate", "receive"]
    # The same prize dated within the story's days, or in articles that give no day, leads as before.
    for recent in ([_reporting(f"a{n}", day, "2009-07-12") for n, day in enumerate(days)],
                   [_reporting(f"a{n}", None, "2008") for n in range(3)]):  # fmt: skip
        assert key_events(recent, _event_of(recent, {}), lemma) == ["receive", "nominate"]
    # A day at the calendar's start (hostile input) leaves nothing before the story.
    first = [_reporting(f"a{n}", "0001-01-01", "0001") for n in range(3)]
    assert key_events(first, _event_of(first, {}), lemma) == ["receive", "nominate"]


def test_one_mention_naming_another_party_does_not_set_a_node_apart_from_its_family() -> None:
    """Pirates captured, told by three articles (one of which recalls "the capture of a tanker",
    joined to that node), stood apart from their own word family because of that one name: the
    family was listed by a node two articles report, done to the pirates' boats."""
    names = ("Star", "Boats")
    mentions = tuple(Mention(0, len(n), n, n, "ORG", 0) for n in names)

    def told(aid: str, patients: tuple[tuple[int, ...], ...]) -> Extraction:
        events = tuple(
            EventMention(0, 8, "captured", "capture", "conflict", s, patients=p, factuality="fact")
            for s, p in enumerate(patients)
        )
        return Extraction(Article(aid, "x" * 160), PublicationDate(None), SENTENCES, mentions=mentions, events=events)

    articles = [told("a1", ((), (0,))), told("a2", ((),)), told("a3", ((),))]
    articles += [told("b1", ((1,),)), told("b2", ((1,),))]
    event_of = {(ex.article.id, i): f"capture-{ex.article.id[0]}" for ex in articles for i in range(len(ex.events))}
    entity_of = {(ex.article.id, i): ("star", "boats")[i] for ex in articles for i in range(2)}
    lemma = {"capture-a": "capture", "capture-b": "capture"}
    assert key_events(articles, event_of, lemma, entity_of=entity_of)[0] == "capture-a"
    # Named by two of its mentions, the other party is another happening, listed apart as before.
    articles[1] = told("a2", ((0,),))
    assert key_events(articles, event_of, lemma, entity_of=entity_of)[0] == "capture-b"


def test_an_attack_other_articles_say_was_foiled_is_no_report_of_the_attack_that_happened() -> None:
    """Two leads tell "the attack"; three others lead with the navy that "foiled an attack"
    (kg's other node, told as not having happened) and captured pirates. Pooled as reports of
    the attack, the foiled ones put it before the capture the three leads report as done."""
    attack = replace(_happening("attack", "attack", 0, nominal=True), event_class="conflict")
    foiled = replace(attack, factuality="negated")
    captured = _happening("captured", "capture", 0)
    articles = [_told("a1", [attack]), _told("a2", [attack])]
    articles += [_told(aid, [foiled, captured]) for aid in ("b1", "b2", "b3")]
    event_of = {
        (ex.article.id, i): ("capture" if m.lemma == "capture" else f"attack-{ex.article.id[0]}")
        for ex in articles
        for i, m in enumerate(ex.events)
    }
    lemma = {"attack-a": "attack", "attack-b": "attack", "capture": "capture"}
    assert key_events(articles, event_of, lemma) == ["capture", "attack-a"]
