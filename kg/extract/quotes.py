"""What a speaker said: quotations in the text, the quote and the reported speech of a reporting verb.

A *quotation* is text between quotation marks, found over the whole article
(:func:`quotations`), so a quote that runs over sentence breaks, or over
paragraphs in the news convention (an opening mark at each paragraph, no
closing mark until the last), stays one quote. Straight and curly marks are
both read; a single mark is a quote mark only where it opens or closes a
phrase, so apostrophes ("don't", "the '90s", "Jones' car") are left alone.

A reporting verb's *quote* (:func:`speech`) is the quotations it attributes,
whole, and those that follow it in its paragraph with no speaker of their own
("'We won,' she said. 'Now we rest.'"). A quotation inside the verb's
complement clause ("said the deal was 'a disgrace' for the town") is a
fragment of reported speech: the clause, as written, is the verb's
*reported* speech, a paraphrase and never shown as a quote.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from spacy.attrs import IDX
from spacy.tokens import Span, Token

from kg.extract.asked import asked_aside
from kg.extract.lexicon import REPORTING_VERBS
from kg.extract.nlp import lemma
from kg.extract.said_words import quoted_name, reported_words

# (start, end) character pieces of one quotation's words, marks left out: one
# piece a paragraph it runs over.
Quotation = tuple[tuple[int, int], ...]

_DOUBLE_OPEN = "“„«"
_DOUBLE_CLOSE = "”»"
_SINGLE_OPEN = "‘‹"
_SINGLE_CLOSE = "’›"
_MARKS = "\"'" + _DOUBLE_OPEN + _DOUBLE_CLOSE + _SINGLE_OPEN + _SINGLE_CLOSE
_MARK = re.compile("[" + re.escape(_MARKS) + "]")
# What may stand before an opening mark: nothing, a space, a bracket or a dash.
_BEFORE_OPEN = set(" \t\n([{—–-/:") | set(_DOUBLE_OPEN) | {'"'}
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
# The end of a quoted piece that belongs to the sentence around it, not to the speaker:
# the comma of '"We won," she said'.
_TRAIL = " \t\n,;:"
MAX_CHARS = 500
# A complement with this many words outside quotation marks is reported speech,
# and a quotation inside it a fragment ("said the deal was 'a disgrace'").
_REPORTED_WORDS = 2


def quotations(text: str) -> list[Quotation]:
    """Every quotation of ``text``, in order, as character pieces of its words.

    >>> t = 'He said: "We won. We rest."'
    >>> [[t[a:b] for a, b in q] for q in quotations(t)]
    [['We won. We rest.']]
    >>> t = "'90s fans don't say 'no', Jones' aide said"
    >>> [[t[a:b] for a, b in q] for q in quotations(t)]
    [['no']]
    """
    paragraphs = _paragraphs(text)
    out: list[Quotation] = []
    carried: list[tuple[int, int]] = []  # pieces of a quotation still open at a paragraph's end
    for start, end in paragraphs:
        if carried:
            opening = _leading_open(text, start, end)
            if opening is None:
                # No mark opens the next paragraph: the quote ended without its closing mark.
                out.append(tuple(carried))
                carried = []
            else:
                start = opening
        found, open_at = _scan(text, start, end, continuing=bool(carried))
        if carried and found:
            out.append((*carried, *found[0]))
            found = found[1:]
            carried = []
        out += found
        if open_at is not None:
            carried.append((open_at, _rstrip(text, open_at, end)))
    if carried:
        out.append(tuple(carried))
    return [q for q in out if any(b > a for a, b in q)]


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """Paragraphs split at blank lines; a text without blank lines, at each line."""
    splitter = _PARAGRAPH if _PARAGRAPH.search(text) else re.compile(r"\n")
    out, start = [], 0
    for m in splitter.finditer(text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return out


def _leading_open(text: str, start: int, end: int) -> int | None:
    """Where the words start when the paragraph opens with a double mark, else None."""
    i = start
    while i < end and text[i].isspace():
        i += 1
    if i < end and text[i] in _DOUBLE_OPEN + '"':
        return i + 1
    return None


def _scan(text: str, start: int, end: int, continuing: bool) -> tuple[list[Quotation], int | None]:
    """Quotations closed within ``text[start:end]``, and where one still open at its end starts.

    ``continuing``: a quotation from the previous paragraph is open at ``start``.
    """
    found: list[Quotation] = []
    open_at: int | None = start if continuing else None
    i = start
    while True:
        m = _MARK.search(text, i, end)
        if m is None:
            break
        at, mark = m.start(), m.group()
        i = at + 1
        if mark in _DOUBLE_OPEN or mark in _DOUBLE_CLOSE or mark == '"':
            if open_at is None:
                if mark not in _DOUBLE_CLOSE:  # a closing mark with nothing open is stray
                    open_at = at + 1
            elif mark in _DOUBLE_OPEN and mark != "«":
                open_at = at + 1  # the quote before it was never closed: start again here
            else:
                found.append(((open_at, _rstrip(text, open_at, at)),))
                open_at = None
        elif open_at is None and _opens_single(text, at, end):
            close = _single_close(text, at + 1, end)
            if close is not None:
                found.append(((at + 1, _rstrip(text, at + 1, close)),))
                i = close + 1
    return found, open_at


def _opens_single(text: str, at: int, end: int) -> bool:
    """A single mark that opens a phrase: after a space, before a word that is not a year ('90s)."""
    if text[at] not in _SINGLE_OPEN + "'":
        return False
    before = text[at - 1] if at > 0 else " "
    after = text[at + 1] if at + 1 < end else " "
    return before in _BEFORE_OPEN and not after.isspace() and not after.isdigit()


def _single_close(text: str, start: int, end: int) -> int | None:
    """The mark closing a single quote opened before ``start``, or None.

    A closing mark follows a word and stands before a space or punctuation;
    one inside a word is an apostrophe ("don't"). A mark after an "s" before a
    word ("Jones' aide") may be a possessive: it closes only when no other
    mark does.
    """
    weak = None
    for m in re.finditer("['’›]", text[start:end]):
        at = start + m.start()
        before = text[at - 1]
        after = text[at + 1] if at + 1 < end else " "
        if before.isspace() or after.isalnum():
            continue
        if before in "sS" and after.isspace() and at + 2 < end and text[at + 2].isalpha():
            weak = at if weak is None else weak
            continue
        return at
    return weak


def _rstrip(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end


def quote_text(text: str, quotation: Quotation) -> str:
    """The quotation's words, one space between paragraphs, the attribution's comma dropped.

    >>> quote_text('"We won," she said.', ((1, 8),))
    'We won'
    """
    words = " ".join(" ".join(text[a:b].split()) for a, b in quotation)
    return words.rstrip(_TRAIL)


def speech(
    verb: Token, sentence: Span, quoted: Sequence[Quotation], paragraphs: Sequence[int], text: str | None = None
) -> tuple[str, str]:
    """(quote, reported) of a reporting verb: the words it quotes, and the clause it reports.

    ``quoted`` is :func:`quotations` of the verb's Doc text; ``paragraphs`` the
    character offsets where its paragraphs start (:func:`paragraph_starts`);
    ``text`` the Doc's text when the caller has it (Doc.text joins every token
    again, each time it is asked). Either result may be "": a verb that is not
    a reporting verb has neither.
    """
    if (lemma(verb).lower() or verb.lower_) not in REPORTING_VERBS:
        return "", ""
    if asked_aside(verb):
        # "Lee, asked whether she was pleased, replied: '...'": the quote is the reply's.
        return "", ""
    text = verb.doc.text if text is None else text
    inside = _container(verb.idx, quoted)
    # A verb inside a quotation is the quoted speaker's words ("'X is claiming the son,' said Y.
    # 'He is manipulated by X'"): no quotation outside is what it says, it is another speaker's.
    candidates = [
        n
        for n, q in enumerate(quoted)
        if inside is None and q[0][0] < sentence.end_char and q[-1][1] > sentence.start_char
    ]
    linked = [n for n in candidates if _linked(verb, sentence, quoted[n])]
    complement = _complement(verb)
    if not linked and (complement is None or _outside_words(complement, quoted) == 0):
        # The parse lost the link (it often does around quotation marks): the
        # sentence's quotations are the verb's when it reports nothing else.
        linked = candidates
    chosen = [n for n in linked if not _fragment(verb, quoted[n], quoted) and not _title(text, quoted[n])]
    chosen = [n for n in chosen if not quoted_name(text, quoted[n])]  # 'Adam "Pacman" Jones says'
    if chosen:
        chosen += _continued(verb, chosen[-1], quoted, paragraphs)
    quote = " … ".join(quote_text(text, quoted[n]) for n in chosen)
    reported = ""
    if complement is not None and _outside_words(complement, quoted) >= _REPORTED_WORDS:
        words = reported_words(verb, complement, _verbs_time(verb, complement))
        if words:
            start, end = words[0].idx, words[-1].idx + len(words[-1])
            reported = text[start : _balanced(text, start, end, quoted)]
    return _cut(quote), _cut(" ".join(reported.split()).strip(_TRAIL))


def _verbs_time(verb: Token, complement: Token) -> set[int]:
    """Token indices of a time the parse hung on the reported clause that is the reporting
    verb's own: "said on Monday it had accepted help" tells when it was said, right after the
    verb and before the clause's subject, so it is no part of what was said."""
    subject = next((c for c in complement.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None:
        return set()
    for child in complement.children:
        span = list(child.subtree)
        if (
            child.dep_ in ("prep", "npadvmod", "advmod")
            and span[0].i == verb.i + 1
            and span[-1].i < subject.left_edge.i
            and any(t.ent_type_ in ("DATE", "TIME") for t in span)
        ):
            return {t.i for t in span}
    return set()


def _balanced(text: str, start: int, end: int, quoted: Sequence[Quotation]) -> int:
    """``end`` moved past the closing mark of a quotation opened in ``text[start:end]``.

    The parse often leaves a quotation's last period and mark out of the clause
    ("a sign of 'weakness.'"); cut there, the paraphrase would show a lone opening mark.
    """
    for q in quoted:
        q_end = q[-1][1]
        if start <= q[0][0] < end < q_end + 1:
            end = q_end
            while end < len(text) and text[end] in _MARKS + ".!?":
                end += 1
    return end


def paragraph_starts(text: str) -> list[int]:
    """Character offsets where the paragraphs of ``text`` start (see :func:`quotations`)."""
    return [start for start, _ in _paragraphs(text)]


def _cut(text: str) -> str:
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS].rsplit(" ", 1)[0] + " …"


def _container(char: int, quoted: Sequence[Quotation]) -> int | None:
    for n, q in enumerate(quoted):
        if any(a <= char < b for a, b in q):
            return n
    return None


def _words_in(sentence: Span, quotation: Quotation) -> list[Token]:
    return [t for t in sentence if not t.is_punct and any(a <= t.idx < b for a, b in quotation)]


def _linked(verb: Token, sentence: Span, quotation: Quotation) -> bool:
    """Whether the parse joins the verb to the quotation's words, either way up."""
    return any(verb.is_ancestor(t) or t.is_ancestor(verb) for t in _words_in(sentence, quotation))


def _complement(verb: Token) -> Token | None:
    """The clause a reporting verb reports, if any.

    A verb with a direct object reports none unless it addresses someone ("told
    reporters the talks failed"): in "declares three days of mourning as the toll
    passes 2,000" the parse makes "passes" a complement, but what was declared is
    the mourning.
    """
    if any(c.dep_ == "dobj" for c in verb.children) and (lemma(verb).lower() or verb.lower_) not in _ADDRESSING:
        return None
    # "Lee, asked about the vote, said ...": the aside is how the words came, not what was said.
    clause = next((c for c in verb.children if c.dep_ in ("ccomp", "xcomp") and not asked_aside(c)), None)
    if clause is None and any(c.dep_ == "auxpass" for c in verb.children):
        # "X is said to planning to invest" (a "be" dropped): the parse makes "to" a preposition
        # and the verb its object; it is the infinitive of what X is said to do.
        clause = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "to" and _has_verb_object(c)), None)
    return clause


def _has_verb_object(prep: Token) -> bool:
    return any(c.dep_ == "pcomp" and c.pos_ in ("VERB", "AUX") for c in prep.children)


# Reporting verbs whose object is the one told, not what is said: "told reporters (that)...".
_ADDRESSING = frozenset("tell inform assure warn remind advise notify promise convince persuade brief".split())


def _outside_words(clause: Token, quoted: Sequence[Quotation]) -> int:
    """Words of the clause outside every quotation (its "that" left out), counted up to
    :data:`_REPORTED_WORDS`: every caller asks whether there are none, or that many."""
    count = 0
    for t in clause.subtree:
        if t.is_alpha and t.dep_ != "mark" and _container(t.idx, quoted) is None and t.text not in _MARKS:
            count += 1
            if count >= _REPORTED_WORDS:
                break
    return count


# "said on ABC-TV's "This Week With David Brinkley" that ...": a name in title case after a
# possessive or "on"/"in" is a programme's or a paper's title, not words anyone said.
_TITLE_BEFORE = re.compile(r"(?:['’]s|\bon|\bin)\s*(?:``|[\"“'‘])?\s*$", re.IGNORECASE)
_TITLE_WORD = re.compile(r"^(?:[A-Z0-9][\w'’.&-]*|of|the|a|an|and|in|on|at|for|to|with|from)$")


def _title(text: str, quotation: Quotation) -> bool:
    words = quote_text(text, quotation).split()
    return (
        0 < len(words) <= 8
        and words[0][:1].isupper()
        and all(_TITLE_WORD.match(w) for w in words)
        and bool(_TITLE_BEFORE.search(text[max(0, quotation[0][0] - 12) : quotation[0][0]]))
    )


def _fragment(verb: Token, quotation: Quotation, quoted: Sequence[Quotation]) -> bool:
    """A quotation that is only part of the clause the verb reports ("said it was 'a disgrace'")."""
    for child in verb.children:
        if child.dep_ in ("nsubj", "nsubjpass", "dative", "dobj", "npadvmod", "advmod", "prep"):
            continue
        subtree = list(child.subtree)
        if any(any(a <= t.idx < b for a, b in quotation) for t in subtree):
            return _outside_words(child, quoted) >= _REPORTED_WORDS
    return False


def _continued(verb: Token, last: int, quoted: Sequence[Quotation], paragraphs: Sequence[int]) -> list[int]:
    """Quotations that carry on the verb's quote: next in its paragraph, no other speaker in between.

    '"We won," she said. "Now we rest."': the second one is hers. Words between
    them other than the verb's own sentence, or another reporting verb after
    one ('"Now we rest," he said'), end the run.
    """
    doc = verb.doc
    starts: list[int] = doc.to_array(IDX).tolist()  # read in C: a Token a word cost more than the rest
    sent = verb.sent
    paragraph = bisect.bisect_right(paragraphs, verb.idx)
    out: list[int] = []
    previous = quoted[last]
    for n in range(last + 1, len(quoted)):
        q = quoted[n]
        if bisect.bisect_right(paragraphs, q[0][0]) != paragraph:
            break
        gap = _words(doc, starts, previous[-1][1], q[0][0], quoted)
        if any(not (sent.start <= t.i < sent.end) or _reports(t) for t in gap if t.i != verb.i):
            break
        last_sent = doc[bisect.bisect_right(starts, q[-1][1] - 1) - 1].sent
        after = _words(doc, starts, q[-1][1], last_sent.end_char, quoted)
        if any(_reports(t) for t in after):
            break
        out.append(n)
        previous = q
    return out


def _words(doc, starts: list[int], begin: int, end: int, quoted: Sequence[Quotation]) -> list[Token]:
    """The words outside quotation marks whose characters start in ``[begin, end)``."""
    first, last = bisect.bisect_left(starts, begin), bisect.bisect_left(starts, end)
    return [t for t in doc[first:last] if t.is_alpha and _container(t.idx, quoted) is None]


def _reports(tok: Token) -> bool:
    return tok.pos_ == "VERB" and (lemma(tok).lower() or tok.lower_) in REPORTING_VERBS
