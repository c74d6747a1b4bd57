"""Bytes to clean text: binary sniffing, encoding detection, mojibake repair.

Everything here runs before an :class:`~kg.model.Article` exists, so every
character offset kg reports indexes the repaired text, never the raw bytes.
"""

from __future__ import annotations

import codecs
import re
from functools import cache
from typing import TYPE_CHECKING

from charset_normalizer import from_bytes
from charset_normalizer.md import mess_ratio

from kg.model import InputProblem

if TYPE_CHECKING:
    import ftfy

# Signatures of formats people drop into a news folder by mistake.
BINARY_MAGIC: dict[bytes, str] = {
    b"%PDF": "a PDF document",
    b"PK\x03\x04": "a ZIP archive or Office document",
    b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1": "an old Office document",
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"\x1f\x8b": "a gzip archive",
    b"\xfd7zXZ\x00": "an xz archive",
    b"7z\xbc\xaf\x27\x1c": "a 7-Zip archive",
    b"Rar!\x1a\x07": "a RAR archive",
    b"\x7fELF": "a program",
    b"OggS": "an audio file",
}
_BOMS: tuple[tuple[bytes, str], ...] = (
    # UTF-32 first: its little-endian BOM starts with UTF-16's.
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_SNIFF = 8192
# Control characters other than whitespace; text has almost none, binary many.
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
_MAX_CONTROL_SHARE = 0.05
# A Windows-1252 reading this orderly is kept over the detector's guess: on
# short texts the detector often prefers an unlikely code page (cp720 for
# "“café”"), while English news in a legacy encoding is nearly always 1252.
_WESTERN_MESS_OK = 0.4
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


@cache
def _ftfy_config() -> ftfy.TextFixerConfig:
    """ftfy's settings, imported when first needed: ASCII text never needs it (nor JSON records'
    texts, never repaired), and importing it was a cost at every build's start.

    Repair mojibake and drop terminal escapes and control characters; change nothing a writer
    may have meant (quotes, widths, ligatures, line breaks, entities, Unicode normalisation)."""
    import ftfy

    return ftfy.TextFixerConfig(
        unescape_html=False,
        fix_latin_ligatures=False,
        fix_character_width=False,
        uncurl_quotes=False,
        fix_line_breaks=False,
        normalization=None,
        explain=False,
    )


def has_bom(data: bytes) -> bool:
    """True when ``data`` starts with a Unicode byte order mark."""
    return data.startswith(tuple(bom for bom, _ in _BOMS))


def sniff_binary(data: bytes) -> str | None:
    """Why ``data`` is not text (a known signature or NUL bytes), or ``None``.

    >>> sniff_binary(b"%PDF-1.7")
    'binary file (a PDF document), not text'
    """
    for magic, what in BINARY_MAGIC.items():
        if data.startswith(magic):
            return f"binary file ({what}), not text"
    if not has_bom(data) and b"\x00" in data[:_SNIFF]:
        return "binary file (contains NUL bytes), not text"
    return None


def decode_text(data: bytes) -> tuple[str, str]:
    """Decode ``data``; return (text, encoding used).

    BOM-marked UTF-8/16/32 first, then strict UTF-8, then UTF-8 whose few bad
    bytes are read as Windows-1252 (one pasted quote in an otherwise UTF-8
    file), then charset-normalizer against Windows-1252, then Latin-1, which
    never fails.

    >>> decode_text("“café”".encode("cp1252"))
    ('“café”', 'cp1252')
    """
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return data.decode(codec, errors="replace"), codec.removesuffix("-sig")
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    if _mostly_utf8(data):
        return data.decode("utf-8", errors="kg-cp1252"), "utf-8 (with Windows-1252 bytes)"
    return _legacy(data)


def _mostly_utf8(data: bytes) -> bool:
    """At least as many valid multi-byte UTF-8 characters as invalid bytes."""
    valid = sum(1 for c in data.decode("utf-8", errors="ignore") if ord(c) > 0x7F)
    invalid = data.decode("utf-8", errors="replace").count("\ufffd") - data.decode("utf-8", errors="ignore").count(
        "\ufffd"
    )
    return valid > 0 and valid >= invalid


def _legacy(data: bytes) -> tuple[str, str]:
    guess = from_bytes(data).best()
    try:
        western: str | None = data.decode("cp1252")
    except UnicodeDecodeError:
        western = None
    if western is not None:
        if guess is None or mess_ratio(western[: _SNIFF * 4], 1.0) <= max(_WESTERN_MESS_OK, guess.chaos):
            return western, "cp1252"
    if guess is not None:
        return str(guess), guess.encoding
    return data.decode("latin-1"), "latin-1"


def _cp1252_bytes(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: read undecodable bytes as Windows-1252 (Latin-1 where 1252 has a gap)."""
    assert isinstance(error, UnicodeDecodeError)
    bad = error.object[error.start : error.end]
    return "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in bad), error.end


codecs.register_error("kg-cp1252", _cp1252_bytes)


def looks_binary(text: str) -> bool:
    """True when decoded text is mostly control characters (binary without a signature)."""
    sample = text[:_SNIFF]
    return bool(sample) and len(_CONTROL.findall(sample)) > _MAX_CONTROL_SHARE * len(sample)


def keep_offsets(text: str) -> str:
    """Text given as a JSON string, made safe to write without moving any character.

    Offsets into a JSON record's text must index that text as given (the
    evaluation contract), so nothing is repaired or removed: only lone
    surrogates, which UTF-8 cannot encode, become U+FFFD, one for one.

    >>> keep_offsets("a\\ud800b") == "a\\ufffdb"
    True
    """
    return _LONE_SURROGATE.sub("\ufffd", text)


def repair(text: str) -> str:
    """Fix mojibake ("itâ€™s" -> "it’s") and remove control characters and
    terminal escapes; lone surrogates (from JSON escapes) become U+FFFD.

    >>> repair("Itâ€™s\\x00 here")
    'It’s here'
    """
    if text.isascii() and not _CONTROL.search(text):
        return text  # nothing ftfy could change, and the common case
    import ftfy

    return _LONE_SURROGATE.sub("\ufffd", ftfy.fix_text(text, _ftfy_config()))


def decode(data: bytes) -> str | InputProblem:
    """Bytes to repaired text (see :mod:`kg.ingest.encoding`), or why they are not text.

    >>> decode("Itâ€™s".encode("utf-8"))
    'It’s'
    """
    why = sniff_binary(data)
    if why:
        return InputProblem("", why)
    text, _ = decode_text(data)
    if looks_binary(text):
        return InputProblem("", "binary file (mostly control characters), not text")
    return repair(text)
