"""Transcript reader: SRT, WebVTT, timestamped text and JSON → cue spans."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest

from noesis.errors import SourceError
from noesis.ingest.transcripts import read_transcript, split_speaker
from noesis.manifest import AxisSpec, Manifest, SourceSpec

SRT = """1
00:00:01,000 --> 00:00:04,000
ANNA: Buonasera e benvenuti
a <i>Italia Sera</i>.

2
00:00:04,500 --> 00:00:07,250
Marco Rossi: Grazie, Anna.

3
00:00:08,000 --> 00:00:09,000
Stasera parliamo di ascolti.
"""


def read(tmp_path: Path, content, name: str, fmt: str | None = None):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    spec = SourceSpec(
        file=name, kind="transcript", format=fmt or name.rsplit(".", 1)[1], entity="Italia Sera"
    )
    manifest = Manifest(root=tmp_path, name="t", axis=AxisSpec("second", "clock"))
    return read_transcript(path, spec, manifest)


def reasons(result):
    return [p.reason for p in result.problems]


# --------------------------------------------------------------------------- SRT
def test_srt_cues_with_speakers_lines_and_ordinals(tmp_path):
    r = read(tmp_path, SRT, "show.srt")
    assert r.problems == ()
    assert [s.ordinal for s in r.spans] == [0, 1, 2]
    first, second, third = r.spans
    assert first.kind == "cue"
    assert (first.start, first.end) == (1.0, 4.0)
    assert first.text == "Buonasera e benvenuti a Italia Sera."
    assert first.speaker == "ANNA"
    assert first.line == 1
    assert (second.speaker, second.text) == ("Marco Rossi", "Grazie, Anna.")
    assert (second.start, second.end) == (4.5, 7.25)
    assert second.line == 6
    assert third.speaker is None
    assert third.line == 10


def test_srt_with_bom_and_crlf(tmp_path):
    data = codecs.BOM_UTF8 + SRT.replace("\n", "\r\n").encode()
    r = read(tmp_path, data, "show.srt")
    assert len(r.spans) == 3
    assert r.spans[0].text == "Buonasera e benvenuti a Italia Sera."
    assert r.problems == ()


def test_srt_in_cp1252(tmp_path):
    data = "1\n00:00:01,000 --> 00:00:02,000\nPerché è così?\n".encode("cp1252")
    r = read(tmp_path, data, "show.srt")
    assert r.spans[0].text == "Perché è così?"
    assert any("decoded as cp1252" in x for x in reasons(r))


def test_thousands_of_cues(tmp_path):
    blocks = [
        f"{i + 1}\n00:{i // 60 % 60:02d}:{i % 60:02d},000 --> 00:{i // 60 % 60:02d}:{i % 60:02d},900\nline {i}\n"
        for i in range(3000)
    ]
    r = read(tmp_path, "\n".join(blocks), "long.srt")
    assert len(r.spans) == 3000
    assert r.spans[-1].text == "line 2999"
    assert r.spans[-1].start == 2999.0
    assert r.problems == ()


def test_malformed_block_and_bad_timestamp_are_skipped(tmp_path):
    content = (
        SRT
        + "\n4\nthis block has no timing\n\n5\n00:00:1x,000 --> 00:00:12,000\nbad\n\n6\n00:00:13,000 --> 00:00:14,000\nlast\n"
    )
    r = read(tmp_path, content, "show.srt")
    assert [s.text for s in r.spans][-1] == "last"
    assert len(r.spans) == 4
    lines = {p.line: p.reason for p in r.problems}
    assert "malformed block" in lines[14]
    assert "bad timestamp" in lines[18]
    assert [s.ordinal for s in r.spans] == [0, 1, 2, 3]


def test_srt_with_no_valid_cue_is_a_source_error(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, "hello\nthis is not a subtitle\n\n2\n00:00:xx --> nope\n", "bad.srt")
    assert info.value.problem.line == 1
    assert "no cue could be parsed" in info.value.problem.reason


def test_duplicate_timestamps_keep_both(tmp_path):
    content = "1\n00:00:01,000 --> 00:00:03,000\nANNA: Sì.\n\n2\n00:00:01,000 --> 00:00:03,000\nMARCO: No.\n"
    r = read(tmp_path, content, "dup.srt")
    assert [(s.speaker, s.start) for s in r.spans] == [("ANNA", 1.0), ("MARCO", 1.0)]
    (p,) = r.problems
    assert p.line == 5
    assert p.reason.startswith("1 cue(s) share a start time")


def test_overlapping_cues_are_kept_and_counted(tmp_path):
    content = (
        "1\n00:00:01,000 --> 00:00:05,000\nANNA: Parlo io.\n\n"
        "2\n00:00:03,000 --> 00:00:06,000\nMARCO: Anche io.\n\n"
        "3\n00:00:05,500 --> 00:00:07,000\nANNA: Basta.\n\n"
        "4\n00:00:08,000 --> 00:00:09,000\nFine.\n"
    )
    r = read(tmp_path, content, "overlap.srt")
    assert len(r.spans) == 4
    assert r.spans[1].start < r.spans[0].end
    (p,) = r.problems
    assert p.reason.startswith("2 cue(s) start before an earlier cue ends")
    assert p.line == 5


def test_end_before_start_is_repaired(tmp_path):
    content = (
        "1\n00:00:10,000 --> 00:00:09,000\nBackwards.\n\n2\n00:00:20,000 --> 00:00:20,000\nZero.\n"
    )
    r = read(tmp_path, content, "back.srt")
    assert [(s.start, s.end) for s in r.spans] == [(10.0, 11.0), (20.0, 21.0)]
    (p,) = r.problems
    assert p.reason.startswith("2 cue(s) end at or before their start")
    assert p.line == 1


def test_empty_text_cues_are_skipped_silently(tmp_path):
    content = (
        "1\n00:00:01,000 --> 00:00:02,000\n<i> </i>\n\n2\n00:00:03,000 --> 00:00:04,000\nParole.\n"
    )
    r = read(tmp_path, content, "blank.srt")
    assert [s.text for s in r.spans] == ["Parole."]
    assert r.spans[0].ordinal == 0
    assert r.problems == ()


@pytest.mark.parametrize("name", ["empty.srt", "empty.vtt", "empty.txt", "empty.json"])
def test_empty_file(tmp_path, name):
    r = read(tmp_path, b"  \n\n", name)
    assert r.spans == ()
    assert reasons(r) == ["empty file"]


# --------------------------------------------------------------------------- WebVTT
VTT = """WEBVTT - Italia Sera

NOTE questo è un commento

STYLE
::cue { color: yellow }

intro
00:01.000 --> 00:04.000 align:start
<v Anna>Ciao a tutti</v>

00:00:05.000 --> 00:00:07.500
<v.loud Marco Rossi>Buonasera <b>Italia</b>

00:00:08.000 --> 00:00:09.000
GIULIA: Senza voce.
"""


def test_vtt_voices_become_speakers(tmp_path):
    r = read(tmp_path, VTT, "show.vtt")
    assert r.problems == ()
    assert [(s.speaker, s.text) for s in r.spans] == [
        ("Anna", "Ciao a tutti"),
        ("Marco Rossi", "Buonasera Italia"),
        ("GIULIA", "Senza voce."),
    ]
    assert [(s.start, s.end) for s in r.spans] == [(1.0, 4.0), (5.0, 7.5), (8.0, 9.0)]
    assert [s.line for s in r.spans] == [8, 12, 15]


def test_vtt_bad_timing_is_skipped(tmp_path):
    content = (
        VTT + "\n00:00:10.000 --> 00:00:1x.000\nrotto\n\n00:00:12.000 --> 00:00:13.000\nultimo\n"
    )
    r = read(tmp_path, content, "show.vtt")
    assert [s.text for s in r.spans][-1] == "ultimo"
    assert len(r.spans) == 4
    assert r.problems[0].line == 18
    assert "bad timestamp" in r.problems[0].reason


def test_file_without_webvtt_header(tmp_path):
    with pytest.raises(SourceError, match="first line must be 'WEBVTT'"):
        read(tmp_path, "00:01.000 --> 00:02.000\nciao\n", "show.vtt")


# --------------------------------------------------------------------------- timestamped text
TXT = """[00:00:01] ANNA: Buonasera.
[00:00:04.5] MARCO: Ciao Anna,
come stai?
[00:05] Bene.
[01:00:00] Un'ora dopo.
"""


def test_timestamped_text(tmp_path):
    r = read(tmp_path, TXT, "show.txt")
    assert r.problems == ()
    spans = r.spans
    assert [(s.start, s.end) for s in spans] == [
        (1.0, 4.5),
        (4.5, 5.0),
        (5.0, 3600.0),
        (3600.0, 3605.0),
    ]
    assert [s.speaker for s in spans] == ["ANNA", "MARCO", None, None]
    assert spans[1].text == "Ciao Anna, come stai?"
    assert [s.line for s in spans] == [1, 2, 4, 5]


def test_timestamped_text_duplicates_end_at_the_next_later_cue(tmp_path):
    r = read(tmp_path, "[00:01] A\n[00:01] B\n[00:03] C\n", "dup.txt")
    assert [(s.start, s.end) for s in r.spans] == [(1.0, 3.0), (1.0, 3.0), (3.0, 8.0)]
    assert any(x.startswith("1 cue(s) share a start time") for x in reasons(r))


def test_timestamped_text_bad_timestamp_and_preamble(tmp_path):
    r = read(tmp_path, "Trascrizione\n[00:01] uno\n[00:75] due\nseguito\n[00:09] tre\n", "t.txt")
    assert [s.text for s in r.spans] == ["uno", "tre"]
    lines = {p.line: p.reason for p in r.problems}
    assert "bad timestamp [00:75]" in lines[3]
    assert "before the first" in lines[1]


def test_text_without_timestamps_is_a_source_error(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, "\njust prose\nno times\n", "prose.txt")
    assert info.value.problem.line == 2


# --------------------------------------------------------------------------- JSON
def test_json_list_and_cues_object(tmp_path):
    cues = [
        {"start": 1, "end": 2.5, "speaker": "Anna", "text": "Uno."},
        {"start": "00:00:03", "end": "00:00:04,5", "text": "MARCO: Due."},
        {"start": 6, "text": "Tre."},
    ]
    for content in (cues, {"cues": cues}):
        r = read(tmp_path, json.dumps(content), "show.json")
        assert [(s.start, s.end, s.speaker, s.text) for s in r.spans] == [
            (1.0, 2.5, "Anna", "Uno."),
            (3.0, 4.5, "MARCO", "Due."),
            (6.0, 11.0, None, "Tre."),
        ]


def test_json_bad_cue_is_skipped(tmp_path):
    content = json.dumps([{"start": "soon", "text": "x"}, {"start": 2, "end": 3, "text": "ok"}])
    r = read(tmp_path, content, "show.json")
    assert [s.text for s in r.spans] == ["ok"]
    assert "cue #1 skipped" in r.problems[0].reason


def test_invalid_json_names_the_line(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, '[\n{"start": 1,\n"text": }\n]', "show.json")
    assert info.value.problem.line == 3


def test_json_of_the_wrong_shape(tmp_path):
    with pytest.raises(SourceError, match="list of cues"):
        read(tmp_path, '{"title": "x"}', "show.json")


# --------------------------------------------------------------------------- speaker prefix
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ANNA: ciao", ("ANNA", "ciao")),
        ("Marco Rossi: buonasera", ("Marco Rossi", "buonasera")),
        ("DR. HOUSE: hi", ("DR. HOUSE", "hi")),
        ("Émilie Dupont: bonjour", ("Émilie Dupont", "bonjour")),
        ("the answer: yes", (None, "the answer: yes")),
        ("Ore 20: notizie", (None, "Ore 20: notizie")),
        ("One Two Three Four Five: too long", (None, "One Two Three Four Five: too long")),
        ("Alle 20:30 inizia", (None, "Alle 20:30 inizia")),
    ],
)
def test_split_speaker(text, expected):
    assert split_speaker(text) == expected


def test_srt_cue_with_only_a_timing_line_is_skipped_silently(tmp_path):
    content = "00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\nTesto.\n"
    r = read(tmp_path, content, "a.srt")
    assert [s.text for s in r.spans] == ["Testo."]
    assert r.problems == ()
