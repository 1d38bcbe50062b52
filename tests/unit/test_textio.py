"""Bytes → text: declared encodings, BOMs, legacy guesses, newlines, binary garbage."""

from __future__ import annotations

import codecs

import pytest

from noesis.errors import SourceError
from noesis.ingest.textio import decode_bytes, normalise_newlines, read_text

ITALIAN = "Città di Milano: perché è così? Ascolti più alti — “prima serata” €5\n"


def test_plain_utf8_has_no_problems():
    text, problems = decode_bytes("Straße, Città, 東京\n".encode(), "a.txt", None)
    assert text == "Straße, Città, 東京\n"
    assert problems == []


def test_utf8_bom_is_stripped():
    text, problems = decode_bytes(codecs.BOM_UTF8 + b"second,share\n1,2\n", "a.csv", None)
    assert text.startswith("second,")
    assert "\ufeff" not in text
    assert problems == []


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_with_bom(encoding):
    data = ITALIAN.encode(encoding)
    if encoding == "utf-16-be":
        data = codecs.BOM_UTF16_BE + data
    text, problems = decode_bytes(data, "a.txt", None)
    assert text == ITALIAN
    assert problems == []


def test_crlf_and_lone_cr_become_lf():
    text, _ = decode_bytes(b"one\r\ntwo\rthree\n", "a.txt", None)
    assert text == "one\ntwo\nthree\n"
    assert normalise_newlines("a\r\n\r\nb") == "a\n\nb"


def test_cp1252_bytes_are_decoded_and_reported():
    text, problems = decode_bytes(ITALIAN.encode("cp1252"), "notes.txt", None)
    assert text == ITALIAN
    assert len(problems) == 1
    assert problems[0].file == "notes.txt"
    assert problems[0].line is None
    assert problems[0].reason == "decoded as cp1252; save as UTF-8 to silence this"


def test_latin1_bytes_are_decoded():
    source = "Perché la qualità è più alta a Zürich\r\n"
    text, problems = decode_bytes(source.encode("latin-1"), "x.txt", None)
    assert text == "Perché la qualità è più alta a Zürich\n"
    assert "decoded as" in problems[0].reason


def test_non_western_legacy_bytes_go_to_charset_normalizer():
    source = "Привет, как дела? Это обычный текст для проверки кодировки файла.\n" * 3
    text, problems = decode_bytes(source.encode("cp1251"), "ru.txt", None)
    assert "Привет" in text
    assert "cp1252" not in problems[0].reason


def test_declared_encoding_is_honoured_without_problems():
    text, problems = decode_bytes("Città\r\n".encode("latin-1"), "a.txt", "latin-1")
    assert text == "Città\n"
    assert problems == []


def test_declared_utf8_strips_bom():
    text, _ = decode_bytes(codecs.BOM_UTF8 + b"abc", "a.txt", "UTF-8")
    assert text == "abc"


def test_declared_encoding_that_does_not_match_names_the_line():
    data = b"first line\nsecond line\nCitt\xe0\n"
    with pytest.raises(SourceError) as info:
        decode_bytes(data, "a.txt", "utf-8")
    assert info.value.problem.line == 3
    assert "not valid utf-8" in info.value.problem.reason


def test_unknown_declared_encoding():
    with pytest.raises(SourceError, match="unknown encoding 'klingon'"):
        decode_bytes(b"abc", "a.txt", "klingon")


def test_nul_bytes_are_binary_garbage():
    with pytest.raises(SourceError) as info:
        decode_bytes(b"ok line\nsecond\n\x89PNG\x00\x00\x01", "image.txt", None)
    assert info.value.problem.line == 3
    assert "binary" in info.value.problem.reason


def test_empty_input():
    assert decode_bytes(b"", "a.txt", None) == ("", [])
    assert decode_bytes(codecs.BOM_UTF8, "a.txt", None) == ("", [])


def test_read_text_reports_missing_file(tmp_path):
    with pytest.raises(SourceError, match="cannot read the file"):
        read_text(tmp_path / "absent.txt", "absent.txt")
