import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.names import NameKeys, clean_surface, initials, looks_like_name, name_key, split_title
from kg.ids import slug
from kg.safe_text import visible


def test_name_key_ignores_case_dots_accents_and_article():
    assert name_key("U.S.") == name_key("US") == "us"
    assert name_key("the United States") == name_key("United States")
    assert name_key("José Martí") == "jose marti"
    assert name_key("al-Ahmed") == name_key("Al Ahmed")


@given(st.text(alphabet=st.sampled_from("Aa .-'é\u0301\uff21\u00bd\u2019")))
def test_name_key_takes_accents_off_every_text_it_gets(text):
    # The rule in full, with no shortcut for ASCII: compatibility forms decomposed
    # ("Ａ" is "A", "½" is "1/2"), combining marks dropped, then case, dots, hyphens.
    plain = unicodedata.normalize("NFKD", clean_surface(text))
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    plain = plain.lower().replace(".", "").replace("-", " ").replace("'", "")
    assert name_key.__wrapped__(text) == " ".join(plain.split())


def test_name_keys_make_each_key_once(monkeypatch):
    made = []

    def counting(text):
        made.append(text)
        return name_key(text)

    monkeypatch.setattr("kg.extract.names.name_key", counting)
    keys = NameKeys()
    asked = ["the U.S.", "José Martí", "the U.S.", "al-Ahmed", "José Martí"]
    assert [keys[t] for t in asked] == [name_key(t) for t in asked]
    assert made == ["the U.S.", "José Martí", "al-Ahmed"]


def test_clean_surface_drops_possessive_and_quotes():
    assert clean_surface("Turkey’s") == "Turkey"
    assert clean_surface('"NATO"') == "NATO"


def test_split_title_keeps_office_words_as_roles():
    assert split_title(["Interior", "Minister", "Ana", "Ruiz"]) == ("Interior Minister", ["Ana", "Ruiz"])
    assert split_title(["Army", "Gen.", "Lee", "Park"]) == ("Army Gen.", ["Lee", "Park"])
    assert split_title(["Maria", "Lopez"]) == ("", ["Maria", "Lopez"])
    assert split_title(["President"]) == ("", ["President"])


def test_non_names_are_rejected():
    for bad in ("us", "n't", "it", "42", "’s", "x"):
        assert not looks_like_name(bad), bad
    assert looks_like_name("NATO") and looks_like_name("3M")


def test_initials():
    assert initials("Government Accountability Office".split()) == "GAO"
    assert initials("Bank of England".split()) == "BE"


# --- ids for names in any script, invisible characters -------------------------------------


def _ascii_slug(text: str) -> str:
    """The id fragment every Latin-script name got before other scripts were kept."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower().replace(".", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")  # it fell back to "x" when empty


def _latin(char: str) -> bool:
    # Judged on the decomposition, as slug reads it: MODIFIER LETTER SMALL BETA is a Greek beta.
    return all(
        c.isascii() or not c.isalpha() or unicodedata.name(c, "").startswith(("LATIN", "MODIFIER"))
        for c in unicodedata.normalize("NFKD", char)
    )


LATIN = st.text(st.characters(categories=["Lu", "Ll", "Lm", "Nd", "Zs", "Pd", "Po", "Mn"]).filter(_latin), min_size=1)


@pytest.mark.slow
@settings(derandomize=True, database=None)
@given(LATIN)
def test_slug_of_latin_names_is_unchanged(text: str) -> None:
    """Ids of names written in Latin letters (accents, ß and all) stay what they were."""
    if _ascii_slug(text):
        assert slug(text) == _ascii_slug(text)


def test_slug_keeps_other_scripts() -> None:
    assert slug("Иван Петров") == "иван-петров"
    assert slug("Иван Петров") != slug("Пётр Иванов")
    assert slug("Йошкар-Ола") != slug("Иошкар-Ола")  # the breve is a different letter, not an accent
    assert slug("北京") == "北京" and slug("上海") == "上海"
    assert slug("محمد مرسي") == "محمد-مرسي"
    assert slug("Αθήνα") == slug("ΑΘΉΝΑ")  # case folded, as for Latin


def test_slug_without_letters_is_hashed() -> None:
    """Names with nothing to keep differ by a short hash instead of all being "x"."""
    assert slug("😀") != slug("🙂")
    assert re.fullmatch(r"x-[0-9a-f]{8}", slug("😀"))
    assert slug("") == "x"


def test_visible_strips_bidi_and_invisible_controls() -> None:
    hidden = "\u202aA\u202bl\u202ci\u202d \u202eB\u2066a\u2067b\u2068a\u2069\u200b\u200e\u200f\ufeff\u00ad\x07"
    assert visible(hidden) == "Ali Baba"
    assert visible("می\u200cخواهم") == "می\u200cخواهم"  # ZWNJ spells Persian words: kept
    assert visible("tab\tand\nline") == "tab\tand\nline"


def test_names_lose_invisible_characters() -> None:
    """A right-to-left override hidden in a name reaches no label, and does not split one entity in two."""
    assert clean_surface("the \u202eNova\u202c Corp\u200b") == "Nova Corp"
    assert name_key("Nova\u202e Corp") == name_key("Nova Corp")
    assert looks_like_name("\u202eNova") and not looks_like_name("\u202e\u200b")
