"""Names that swallowed a word of a Title Case headline ("Lindsay Lohan Checks").

Titles are often written in Title Case, where the model reads a capitalised
verb as part of the name before it ("Ellen DeGeneres Returns", "Obama
Reverses Bush"). Such a name is cut back to the longest name inside it that
the corpus writes in ordinary text, when the words it loses are common words
(the corpus writes them in lower case somewhere) and its headline is the
only place the longer name is written. Corpus knowledge only: no word lists
of verbs, no spaCy.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from kg.extract.names import NameKeys
from kg.model import Extraction, Mention, MentionKey

# Words that join the parts of one name ("Bank of America", "Ludwig van Beethoven"): never a cut.
CONNECTORS = frozenset("of and the for de del della di da du la le van von der den bin al el y at on in".split())
# A line is a headline when this share of its longer words is capitalised.
TITLE_CASE_SHARE = 0.75
# An article's first line is its title when it is no longer than this and ends no sentence.
TITLE_MAX_WORDS = 20
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def lowercase_words(extractions: Sequence[Extraction]) -> frozenset[str]:
    """Every word the corpus writes in lower case: its common words."""
    words: set[str] = set()
    for ex in extractions:
        words.update(w for w in _WORD.findall(ex.article.text) if w.islower())
    return frozenset(words)


def is_title_case(line: str) -> bool:
    """Most longer words capitalised, as in "Lindsay Lohan Checks Into Rehab".

    >>> is_title_case("Lindsay Lohan Checks Into Rehab"), is_title_case("Lindsay Lohan checked into rehab")
    (True, False)
    """
    words = [w for w in _WORD.findall(line) if len(w) >= 4]
    return len(words) >= 2 and sum(w[0].isupper() for w in words) >= TITLE_CASE_SHARE * len(words)


def headline_cuts(
    extractions: Sequence[Extraction], common: frozenset[str], keys: NameKeys | None = None
) -> dict[MentionKey, tuple[str, str]]:
    """(article id, mention index) -> (name key, written form) for names cut back to a known name.

    ``common`` are the corpus's lower-case words (:func:`lowercase_words`); ``keys`` the
    name keys already made (:class:`~kg.extract.names.NameKeys`).
    """
    keys = NameKeys() if keys is None else keys
    written: dict[str, Counter[str]] = defaultdict(Counter)  # name keys written in ordinary lines
    in_headlines: set[str] = set()
    for ex in extractions:
        headline = _headline_test(ex.article.text)
        for m in ex.mentions:
            text_key, key = keys[m.text], keys[m.name]
            if headline(m.start):
                in_headlines.add(text_key)
                continue
            written[text_key][_form(m.text, m.name, keys)] += 1
            if _inside(key.split(), text_key.split()):
                written[key][m.name] += 1
    cut: dict[str, tuple[str, str] | None] = {}
    out: dict[MentionKey, tuple[str, str]] = {}
    for ex in extractions:
        for number, m in enumerate(ex.mentions):
            key = keys[m.name]
            if key in written or key not in in_headlines:
                continue
            if key not in cut:
                run = _known_run(key.split(), written, common)
                cut[key] = None if run is None else (run, min(written[run].items(), key=lambda kv: (-kv[1], kv[0]))[0])
            found = cut[key]
            if found is None:
                continue
            text_key = keys[m.text]
            # "Chiefs" taken as a short form of "Colts Beat Chiefs": outside the part kept, it
            # is a name of its own, not the Colts.
            if not _inside(text_key.split(), found[0].split()) and not _inside(found[0].split(), text_key.split()):
                found = (text_key, " ".join(m.text.split()))
            out[(ex.article.id, number)] = found
    return out


def is_title_line(line: str) -> bool:
    """Whether an article's first line reads as its title: short, with no sentence end.

    Titles in sentence case ("Comedian Ellen DeGeneres picked to host Oscars") prefix
    names with words as often as Title Case ones do.

    >>> is_title_line("Comedian Ellen DeGeneres picked to host 2014 Oscars")
    True
    >>> is_title_line("A publicist says Tara Reid has checked herself into rehab.")
    False
    """
    words = line.split()
    return 0 < len(words) <= TITLE_MAX_WORDS and not line.rstrip().endswith((".", "?", "!", ":", '"', "”"))


def _headline_test(text: str) -> Callable[[int], bool]:
    """A test of whether a character offset of ``text`` lies in a Title Case line or the title line."""
    spans = []
    start = 0
    first = True
    for line in text.split("\n"):
        if is_title_case(line) or (first and line.strip() and is_title_line(line)):
            spans.append((start, start + len(line)))
        first = first and not line.strip()
        start += len(line) + 1
    return lambda at: any(s <= at < e for s, e in spans)


def _form(text: str, name: str, keys: NameKeys) -> str:
    """The written form a text gives its key: the name when the text is the name with a title."""
    return name if keys[name] == keys[text] else " ".join(text.split())


def _inside(part: list[str], whole: list[str]) -> bool:
    """Whether ``part`` is a run of consecutive words of ``whole``."""
    n = len(part)
    return any(whole[i : i + n] == part for i in range(len(whole) - n + 1))


def _known_run(words: list[str], written: dict[str, Counter[str]], common: frozenset[str]) -> str | None:
    """The longest (then first) run of ``words`` written as a name elsewhere whose cut-off neighbours are common words."""
    for size in range(len(words) - 1, 0, -1):
        for at in range(len(words) - size + 1):
            run = " ".join(words[at : at + size])
            if run not in written:
                continue
            neighbours = [words[i] for i in (at - 1, at + size) if 0 <= i < len(words)]
            if all(w not in CONNECTORS and is_common(w, common) for w in neighbours):
                return run
    return None


def is_common(word: str, common: frozenset[str]) -> bool:
    """Whether ``word`` (lower case), or a plain inflection of its stem, is written in lower case.

    >>> is_common("checks", frozenset({"checked"})), is_common("indianapolis", frozenset({"checked"}))
    (True, False)
    """
    stems = {word}
    for suffix in ("s", "es", "ed", "d", "ing"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stems.add(word[: -len(suffix)])
    return any(s + end in common for s in stems for end in ("", "s", "es", "ed", "d", "ing", "e"))


def cut_mentions(extractions: Sequence[Extraction], forms: Mapping[MentionKey, str]) -> list[Extraction]:
    """The extractions with each cut name (``forms``: mention -> the written form it was cut back
    to, :func:`headline_cuts` and :func:`~kg.resolve.entities.person_names.person_cuts`) named by
    that form, and spanning only it where its text writes it.

    "Colts Beat Chiefs" is a mention of the Colts at "Colts" only: the words cut off are not
    the team's name, and a reader (or a scorer) shown the whole line takes it for the name.
    """
    out = []
    for ex in extractions:
        aid = ex.article.id
        if not any((aid, number) in forms for number in range(len(ex.mentions))):
            out.append(ex)
            continue
        mentions = tuple(
            m if (aid, number) not in forms else _cut(m, forms[(aid, number)]) for number, m in enumerate(ex.mentions)
        )
        out.append(replace(ex, mentions=mentions))
    return out


def _cut(m: Mention, form: str) -> Mention:
    """``m`` named ``form``, spanning the words of its text that write it (case aside), if any do."""
    found = re.search(r"(?<!\w)" + r"\s+".join(map(re.escape, form.split())) + r"(?!\w)", m.text, re.IGNORECASE)
    if found is None:
        return replace(m, name=form)
    start = m.start + found.start()
    return replace(m, start=start, end=start + len(found.group()), text=found.group(), name=form)
