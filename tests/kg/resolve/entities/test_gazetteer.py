from kg.model import Article, Extraction, Mention, PublicationDate, TimexSpan
from kg.resolve.entities.gazetteer import add_known_names


def _ex(aid, text, *names, times=()):
    mentions = tuple(Mention(text.index(n), text.index(n) + len(n), n, n, kind, 0) for n, kind in names)
    spans = tuple(TimexSpan(text.index(t), text.index(t) + len(t), t, 0) for t in times)
    return Extraction(Article(aid, text), PublicationDate(None), ((0, len(text)),), spans, (), mentions)


def test_names_tagged_elsewhere_are_found_where_the_model_missed_them():
    exs = [
        _ex("a", "Cuts at Opel were announced.", ("Opel", "ORG")),
        _ex("b", "Workers at Opel protested.", ("Opel", "ORG")),
        _ex("c", "Jobs will go at Opel and at the Opel Astra plant in May.", times=("May",)),
    ]
    out = add_known_names(exs)
    added = out[2].mentions
    assert [(m.text, m.type, m.start) for m in added] == [("Opel", "ORG", exs[2].article.text.index("Opel"))]


def test_existing_mentions_keep_their_indices_and_rare_names_are_not_spread():
    exs = [
        _ex("a", "Kim Lee met Ana in Lima.", ("Kim Lee", "PERSON"), ("Lima", "GPE")),
        _ex("b", "Later, Lima and Kim Lee agreed.", ("Kim Lee", "PERSON")),
    ]
    out = add_known_names(exs)
    assert out[1].mentions[0] == exs[1].mentions[0]
    assert [m.text for m in out[1].mentions] == ["Kim Lee"]  # Lima was tagged once only


def test_a_first_name_found_again_elsewhere_keeps_no_full_name_from_another_article():
    """ "Walter" is Walter Brandt in the article that names him; found untagged in another, it is only "Walter"."""
    brandt = _ex("a", "Walter Brandt won. Walter smiled. Walter left.", ("Walter Brandt", "PERSON"))
    first, second = (brandt.article.text.index("Walter", n) for n in (1, 20))
    resolved = tuple(Mention(s, s + 6, "Walter", "Walter Brandt", "PERSON", 0) for s in (first, second))
    exs = [
        Extraction(brandt.article, brandt.dct, brandt.sentences, (), (), brandt.mentions + resolved),
        _ex("b", "Neighbours say Walter has lived on the farm since 1962."),
    ]
    added = add_known_names(exs)[1].mentions
    assert [(m.text, m.name) for m in added] == [("Walter", "Walter")]
