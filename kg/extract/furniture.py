"""Lines of a page that are not the article: ads, handle lists, menus, link lists, sign-up boxes.

A saved page's reader (:mod:`kg.ingest.web`) drops what the page's markup marks
as boilerplate, but a page laid out in a table, a page read as all its visible
text, or an article copied into a text file keeps the lines around the story:
"Advertisement", a product's name and its "Start your free trial today", "Twitter
Thread @SportsBizMiss", "Home | World | Sport", "More from The Daily Ledger" and
the headlines it lists. The model reads them as names and events ("Twitter
Thread" a person, "Production" an event). Such lines name no actor of the story:
their mentions and events are left out (:func:`furniture_spans`).

Rules on the text alone, one line at a time (a reader's paragraph is a line),
and conservative: a line that reads as a sentence of the story is kept, unless
it sits in an ad's block or is a call to action ("Sign up for our newsletter");
lists of names or results the story gives ("Joe Louis 26-1") are the story's,
so only a list a marker opens ("More from ...") is furniture.
"""

from __future__ import annotations

import re

# A line that opens an ad or a sponsored block: "Advertisement", "SPONSORED CONTENT:", "Paid Post".
_AD = re.compile(
    r"^(?:advertisement|advertising|ad|ads|sponsored(?: content| post| links?| stories| by)?"
    r"|paid (?:content|post|partnership|for by)|promoted(?: content| stories)?|partner content"
    r"|presented by|brought to you by)\b",
    re.I,
)
# A line that opens a list of other pages: "More from The Daily Ledger", "Most read", "Related stories".
_LIST = re.compile(
    r"^(?:more (?:from|stories|news|on this|in)|related(?: stories| articles| coverage| content| links| topics)?"
    r"|read (?:more|next|also)|see also|also read|most (?:read|popular|viewed|shared|watched)|trending(?: now)?"
    r"|recommended(?: for you| stories| reading)?|you (?:may|might) (?:also )?(?:like|enjoy)|top stories"
    r"|latest (?:news|stories|headlines)|editor'?s picks|popular (?:now|stories)|further reading|also on)\b",
    re.I,
)
# A call to action: "Learn more", "Start your free trial today.", "Sign up for our newsletter ...".
_ACTION = re.compile(
    r"^(?:learn more|read more|see more|view more|show more|find out more|shop now|buy now|order now|book now"
    r"|sign up|signup|subscribe|download (?:the|our|now)|get started|get (?:the|our) (?:app|newsletter)"
    r"|start (?:your|a) free|try (?:it )?(?:for )?free|click here|tap here|watch now|listen now|join (?:now|us|today)"
    r"|register (?:now|today|here)|follow us|share (?:this|on)|like us on)\b",
    re.I,
)
# Copyright lines: "(c) 2024 The Daily Ledger. All rights reserved."
_COPYRIGHT = re.compile(r"^(?:©|\(c\)\s|copyright\b)|all rights reserved", re.I)
# Social-media handles, hashtags and links: "@SportsBizMiss", "#flood", "https://...".
_HANDLE = re.compile(r"^(?:[@#][A-Za-z0-9_]{2,}|https?://\S+|www\.\S+)$")
# Networks and their verbs: a short line naming one beside a handle points to an account.
_NETWORKS = frozenset(
    """
twitter x instagram facebook tiktok youtube linkedin threads thread telegram whatsapp snapchat pinterest
reddit mastodon bluesky follow subscribe tweet tweets retweet
""".split()
)
# Menu separators: "Home | World | Sport".
_SEPARATORS = re.compile(r"\s[|·•»›]\s")
# Past this many words a line is prose, whatever else it looks like.
_SHORT = 12
# A line opening an ad's or a list's block has at most this many words, unless a colon follows its marker.
_MARKER_WORDS = 6
# An ad's or a list's block spans at most this many lines after its opening line.
_BLOCK = 6
_SENTENCE_END = (".", "!", "?", '"', "”", "'", "’")
_WORD = re.compile(r"\S+")
_SENTENCES = re.compile(r"(?<=[.!?])\s+")


def furniture_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Character spans of ``text``'s lines that are page furniture, in order.

    >>> text = "Rain fell on Rabat on Monday, the weather office said.\\nAdvertisement\\nBest Umbrellas 2024\\n"
    >>> [text[a:b] for a, b in furniture_spans(text)]
    ['Advertisement', 'Best Umbrellas 2024']
    """
    lines = [(m.start(), m.end(), m.group(0).strip()) for m in re.finditer(r"[^\n]+", text)]
    lines = [(a, b, line) for a, b, line in lines if line]
    marked = [_furniture_line(line) for _, _, line in lines]
    block = 0  # lines left in the ad's or list's block being read
    for i, (_, _, line) in enumerate(lines):
        if _opens_block(line):
            marked[i], block = True, _BLOCK
        elif block:
            if _acts(line) or not _prose(line):
                marked[i] = True
                block -= 1
            else:
                block = 0
    for i, (_, _, line) in enumerate(lines):
        # A promotion's heading ("Get the Morning Briefing") right before its call to action.
        if i + 1 < len(lines) and _ACTION.match(lines[i + 1][2]) and _title_line(line):
            marked[i] = True
    return tuple((a, b) for (a, b, _), is_furniture in zip(lines, marked) if is_furniture)


def _acts(line: str) -> bool:
    """A line one of whose sentences is a call to action: "Ship faster. Start your free trial today." """
    return any(_ACTION.match(sentence) for sentence in _SENTENCES.split(line))


def _furniture_line(line: str) -> bool:
    """A line that is furniture on its own: a call to action, a copyright, a handle list or a menu."""
    words = _WORD.findall(line)
    if len(words) > _SHORT:
        return False
    if _ACTION.match(line) or _COPYRIGHT.search(line):
        return True
    handles = sum(1 for w in words if _HANDLE.match(w.strip(".,;:()[]")))
    if handles and (2 * handles >= len(words) or any(w.lower().strip(".,;:") in _NETWORKS for w in words)):
        return True
    items = _SEPARATORS.split(line)
    return len(items) >= 3 and all(len(item.split()) <= 4 for item in items)


def _opens_block(line: str) -> bool:
    """ "Advertisement", "SPONSORED CONTENT: ...", "More from The Daily Ledger": a marker alone on a
    short line, or before a colon or a bar. "Advertising revenue fell" and "Also on Friday, ..."
    are the story's sentences."""
    found = _AD.match(line) or _LIST.match(line)
    if found is None:
        return False
    rest = line[found.end() :].lstrip()
    return len(_WORD.findall(line)) <= _MARKER_WORDS and not line.endswith(_SENTENCE_END) or rest[:1] in (":", "|", "")


def _title_line(line: str) -> bool:
    """A short line of mostly capitalised words with no sentence's end: a heading, a name, a link."""
    words = [w for w in _WORD.findall(line) if w[:1].isalpha()]
    if not words or len(words) > 8 or line.endswith(_SENTENCE_END):
        return False
    return sum(w[:1].isupper() for w in words) >= 0.6 * len(words)


def _prose(line: str) -> bool:
    """A line that reads as a sentence: several words, ending as a sentence does."""
    return len(_WORD.findall(line)) >= 6 and line.endswith(_SENTENCE_END)
