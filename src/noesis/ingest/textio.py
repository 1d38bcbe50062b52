"""Bytes → text for every text-based source.

Order of trust: an encoding the manifest declares; a byte-order mark; strict UTF-8; then
a legacy-encoding guess, which is recorded as a :class:`~noesis.errors.Problem` so the
owner can fix the file. Newlines are normalised to ``\\n`` so every reader counts lines
the same way.

Why cp1252 is tried before charset-normalizer: on short Western-European text
charset-normalizer's best guess is often wrong (measured: Italian cp1252 bytes come back
as ``cp1250`` — "Città" becomes "Cittŕ"). cp1252 is taken only when the decoded text
*looks* like Latin-script prose (non-ASCII characters are letters or common punctuation
and are a minority of the letters); mojibake of Cyrillic, Greek or Central-European
bytes fails that test and goes to charset-normalizer.
"""

from __future__ import annotations

import codecs
import unicodedata

from charset_normalizer import from_bytes

from ..errors import Problem, SourceError
from ..text import clean_text

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
#: non-letter, non-ASCII characters that legitimately occur in Western prose
_WESTERN_PUNCT = set("\u00a0“”‘’„‚–—…€«»°·×÷§©®™•′″¡¿½¼¾£¥¢")
_MAX_FOREIGN_LETTER_SHARE = 0.4


def normalise_newlines(text: str) -> str:
    """CRLF and lone CR → LF."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def _strip_bom(data: bytes) -> tuple[bytes, str | None]:
    for bom, enc in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :], enc
    return data, None


def _looks_western(text: str) -> bool:
    """True when ``text`` reads like Latin-script prose (see the module docstring)."""
    letters = foreign = 0
    for ch in text:
        if ch.isascii():
            letters += ch.isalpha()
            continue
        if unicodedata.category(ch).startswith("L"):
            letters += 1
            foreign += 1
        elif ch not in _WESTERN_PUNCT:
            return False
    return letters > 0 and foreign / letters <= _MAX_FOREIGN_LETTER_SHARE


def _check_binary(data: bytes, file: str) -> None:
    nul = data.find(b"\x00")
    if nul >= 0:
        raise SourceError(
            file, _line_of(data, nul), "binary content (NUL byte); this is not a text file"
        )


def _decode_declared(data: bytes, file: str, encoding: str) -> str:
    try:
        codec = codecs.lookup(encoding).name
    except LookupError:
        raise SourceError(
            file,
            None,
            f"unknown encoding {encoding!r} in the manifest; use e.g. 'utf-8' or 'cp1252'",
        ) from None
    if codec == "utf-8":
        codec = "utf-8-sig"
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        raise SourceError(
            file,
            _line_of(data, exc.start),
            f"not valid {encoding} (byte {data[exc.start]:#04x}); fix the file or the manifest's encoding",
        ) from None


def _guess(data: bytes) -> tuple[str, str]:
    """Decode bytes that are not UTF-8: plausible cp1252, else charset-normalizer, else cp1252."""
    try:
        text = data.decode("cp1252")
        if _looks_western(text):
            return text, "cp1252"
    except UnicodeDecodeError:
        pass
    best = from_bytes(data).best()
    if best is not None and best.encoding:
        return str(best), best.encoding
    return data.decode("cp1252", errors="replace"), "cp1252"


def decode_bytes(data: bytes, file: str, encoding: str | None = None) -> tuple[str, list[Problem]]:
    """Decode a source file's bytes; return the text (LF newlines, no control characters
    or terminal escapes: :func:`~noesis.text.clean_text`) and any problems.

    Raises :class:`SourceError` for binary content or bytes that do not match a declared
    encoding.
    """
    problems: list[Problem] = []
    text = _decode(data, file, encoding, problems)
    clean, changed = clean_text(text)
    if changed:
        problems.append(Problem(file, None, f"{changed} control character(s) or terminal escape(s) removed"))
    return clean, problems


def _decode(data: bytes, file: str, encoding: str | None, problems: list[Problem]) -> str:
    if encoding:
        if not encoding.lower().replace("-", "").startswith(("utf16", "utf32")):
            _check_binary(data, file)
        return normalise_newlines(_decode_declared(data, file, encoding))
    body, bom_encoding = _strip_bom(data)
    text: str | None = None
    if bom_encoding and bom_encoding != "utf-8":
        try:
            text = body.decode(bom_encoding)
        except UnicodeDecodeError as exc:
            raise SourceError(
                file,
                None,
                f"starts with a {bom_encoding} byte-order mark but is not valid {bom_encoding}: {exc.reason}",
            ) from None
        if "\x00" in text:
            raise SourceError(file, None, "binary content (NUL character); this is not a text file")
        return normalise_newlines(text)
    _check_binary(body, file)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        text, used = _guess(body)
        problems.append(Problem(file, None, f"decoded as {used}; save as UTF-8 to silence this"))
    return normalise_newlines(text)


def read_text(path, file: str, encoding: str | None = None) -> tuple[str, list[Problem]]:
    """Read and decode a file, turning I/O errors into :class:`SourceError`."""
    return decode_bytes(read_bytes(path, file), file, encoding)


def read_bytes(path, file: str) -> bytes:
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise SourceError(file, None, f"cannot read the file: {exc.strerror or exc}") from None
