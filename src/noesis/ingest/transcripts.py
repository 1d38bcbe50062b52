"""Transcript sources (SRT, WebVTT, timestamped text, JSON) → cue spans.

Each format is first cut into *raw cues* (start, end, text, speaker, line) by a small
format-specific function; one shared pass then applies the deliberate rules below, so
every format behaves the same:

* empty-text cues are skipped silently (subtitle files often carry blank cues);
* ``end <= start`` → ``end = start + 1 s`` (a Problem, counted);
* two cues with the same start are both kept (a Problem) — they are often two speakers;
* a cue that starts before an earlier cue ended is kept (a Problem listing the count):
  overlap is real in dialogue and must not be "fixed" away;
* a malformed block or bad timestamp skips that cue with a Problem; when nothing at all
  could be parsed from a non-empty file the reader raises :class:`SourceError`.

Speakers come from the format (``<v Anna>`` in WebVTT, ``speaker`` in JSON) or from a
leading ``NAME:`` prefix (1–4 words, letters only, upper or title case), which is
stripped from the text.
"""

from __future__ import annotations

import bisect
import io
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pysrt
import webvtt

from ..axis import PositionParseError, parse_clock
from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec
from ..model import SpanRecord
from .base import ReadResult
from .hygiene import json_loads_clean
from .textio import read_text

LAST_CUE_SECONDS = 5.0
MIN_CUE_SECONDS = 1.0

_WORD = r"[^\W\d_](?:[^\W\d_]|['’.\-])*"  # a letter, then letters (O'Brien, Jean-Luc, DR.)
_SPEAKER_RE = re.compile(rf"^\s*({_WORD}(?:[ \t]+{_WORD}){{0,3}})\s*:\s+(\S.*)$", re.S)
_TAG_RE = re.compile(r"<[^>]*>|\{\\[^}]*\}")
_SRT_TIME = r"\d{1,3}:\d{1,2}:\d{1,2}(?:[,.]\d{1,3})?"
_SRT_TIMING_RE = re.compile(rf"^\s*({_SRT_TIME})\s*-->\s*({_SRT_TIME})(?:\s+.*)?$")
_SRT_FAST_RE = re.compile(
    r"^(\d{2}):([0-5]\d):([0-5]\d),(\d{3}) --> (\d{2}):([0-5]\d):([0-5]\d),(\d{3})\s*$"
)
_VTT_TIME = r"(?:\d{1,3}:)?\d{1,2}:\d{1,2}\.\d{3}"
_VTT_TIMING_RE = re.compile(rf"^\s*({_VTT_TIME})\s+-->\s+({_VTT_TIME})(?:\s+.*)?$")
_VOICE_RE = re.compile(r"<v(?:\.[\w.-]+)*\s+([^>]+?)\s*>")
_TXT_LINE_RE = re.compile(r"^\s*\[([^\]]*)\]\s*(.*)$")
_TXT_TIME_RE = re.compile(r"^\d{1,3}:\d{1,2}(?::\d{1,2})?(?:[.,]\d+)?$")


@dataclass(frozen=True)
class RawCue:
    start: float
    end: float | None  # None: ends where the next cue begins
    text: str
    speaker: str | None = None
    line: int | None = None


# --------------------------------------------------------------------------- helpers
def collapse(text: str) -> str:
    return " ".join(text.split())


def split_speaker(text: str) -> tuple[str | None, str]:
    """``"ANNA: hello"`` → ``("ANNA", "hello")``; no prefix → ``(None, text)``."""
    m = _SPEAKER_RE.match(text)
    if not m:
        return None, text
    words = m.group(1).split()
    if all(w.isupper() or w.istitle() for w in words):
        return " ".join(words), m.group(2)
    return None, text


def _blocks(text: str) -> list[tuple[int, list[str]]]:
    """Blank-line separated blocks as (first line number, lines)."""
    out: list[tuple[int, list[str]]] = []
    current: list[str] = []
    start = 0
    for n, line in enumerate(text.split("\n"), 1):
        if line.strip():
            if not current:
                start = n
            current.append(line)
        elif current:
            out.append((start, current))
            current = []
    if current:
        out.append((start, current))
    return out


def _seconds(value: object, what: str) -> float:
    """A JSON time: a number of seconds or a clock string."""
    if isinstance(value, bool) or value is None:
        raise PositionParseError(f"{what} is missing")
    if isinstance(value, int | float):
        seconds = float(value)
    elif isinstance(value, str):
        seconds = parse_clock(value.strip())
    else:
        raise PositionParseError(f"{what} is not a number or a clock time: {value!r}")
    if not seconds >= 0 or seconds == float("inf"):
        raise PositionParseError(f"{what} is not a non-negative time: {value!r}")
    return seconds


def _txt_clock(text: str) -> float | None:
    """``01:02``, ``00:01:02`` or ``00:01:02.5`` → seconds; None when minutes/seconds ≥ 60."""
    if not _TXT_TIME_RE.match(text):
        return None
    parts = text.replace(",", ".").split(":")
    if any(float(p) >= 60 for p in parts[1:]):
        return None
    return parse_clock(text)


# --------------------------------------------------------------------------- formats
def _timing_index(lines: list[str]) -> int | None:
    """Where the ``start --> end`` line is: first line, or second after a cue id/number."""
    return next((i for i, ln in enumerate(lines[:2]) if "-->" in ln), None)


def _bad_block(file: str, start_line: int, lines: list[str], timing: int | None) -> Problem:
    reason = "bad timestamp" if timing is not None else "malformed block (no 'start --> end' line)"
    shown = lines[timing or 0].strip()[:60]
    return Problem(file, start_line + (timing or 0), f"{reason}; cue skipped: {shown!r}")


def parse_srt(text: str, file: str) -> tuple[list[RawCue], list[Problem], int | None]:
    """SubRip blocks → raw cues; returns (cues, problems, first bad line).

    Blocks are cut here so every cue keeps its line number and a bad block costs only
    itself; pysrt parses each block's timing and text.
    """
    cues: list[RawCue] = []
    problems: list[Problem] = []
    for start_line, lines in _blocks(text):
        timing = _timing_index(lines)
        if timing is None or not _SRT_TIMING_RE.match(lines[timing]):
            problems.append(_bad_block(file, start_line, lines, timing))
            continue
        if len(lines) == timing + 1:
            continue  # a cue with no text
        fast = _SRT_FAST_RE.match(lines[timing])
        if fast:
            # the common, strictly formatted timing line: read it directly (pysrt costs
            # ~40 µs a block, which dominates a 100k-cue ingest); anything else goes
            # through pysrt below
            g = [int(x) for x in fast.groups()]
            start = g[0] * 3600 + g[1] * 60 + g[2] + g[3] / 1000.0
            end = g[4] * 3600 + g[5] * 60 + g[6] + g[7] / 1000.0
            cues.append(RawCue(start, end, "\n".join(lines[timing + 1 :]), None, start_line))
            continue
        try:
            item = pysrt.SubRipItem.from_lines(lines[timing:])
        except (pysrt.Error, ValueError) as exc:
            problems.append(Problem(file, start_line + timing, f"malformed cue skipped ({exc!r})"))
            continue
        start, end = item.start.ordinal / 1000.0, item.end.ordinal / 1000.0
        cues.append(RawCue(start, end, item.text, None, start_line))
    return cues, problems, problems[0].line if problems else None


def parse_vtt(text: str, file: str) -> tuple[list[RawCue], list[Problem], int | None]:
    """WebVTT → raw cues. Blocks are validated here (for line numbers and per-cue
    problems), then the valid ones are handed to webvtt-py for text and voice parsing."""
    blocks = _blocks(text)
    if not blocks or not blocks[0][1][0].lstrip("\ufeff").startswith("WEBVTT"):
        raise SourceError(
            file,
            blocks[0][0] if blocks else 1,
            "not a WebVTT file: the first line must be 'WEBVTT'",
        )
    problems: list[Problem] = []
    valid: list[tuple[int, list[str]]] = []
    for start_line, lines in blocks[1:]:
        head = lines[0].strip()
        if head.startswith(("NOTE", "STYLE", "REGION")) and "-->" not in head:
            continue
        timing = _timing_index(lines)
        if timing is None or not _VTT_TIMING_RE.match(lines[timing]):
            problems.append(_bad_block(file, start_line, lines, timing))
            continue
        valid.append((start_line, lines[timing:]))
    cleaned = "WEBVTT\n\n" + "\n\n".join("\n".join(lines) for _, lines in valid) + "\n"
    try:
        captions = list(webvtt.from_buffer(io.StringIO(cleaned)))
    except Exception as exc:  # webvtt raises its own and plain ValueErrors
        raise SourceError(file, None, f"not a readable WebVTT file: {exc}") from None
    aligned = len(captions) == len(valid)
    cues = []
    for i, cap in enumerate(captions):
        voice = _VOICE_RE.search(cap.raw_text)
        line = valid[i][0] if aligned else None
        speaker = collapse(voice.group(1)) if voice else None
        cues.append(
            RawCue(
                cap.start_time.in_milliseconds() / 1000.0,
                cap.end_time.in_milliseconds() / 1000.0,
                cap.text,
                speaker,
                line,
            )
        )
    return cues, problems, problems[0].line if problems else None


def parse_timestamped_text(text: str, file: str) -> tuple[list[RawCue], list[Problem], int | None]:
    """``[00:01:02] ANNA: text`` lines; a line without a timestamp continues the previous cue."""
    cues: list[RawCue] = []
    problems: list[Problem] = []
    first_bad: int | None = None
    orphan: int | None = None
    skipping = False
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        m = _TXT_LINE_RE.match(line)
        if m and re.search(r"\d", m.group(1)) and ":" in m.group(1):
            start = _txt_clock(m.group(1).strip())
            if start is not None:
                cues.append(RawCue(start, None, m.group(2), None, n))
                skipping = False
                continue
            problems.append(Problem(file, n, f"bad timestamp [{m.group(1)}]; cue skipped"))
            first_bad = first_bad or n
            skipping = True
            continue
        if skipping:
            continue
        if cues:
            last = cues[-1]
            cues[-1] = RawCue(last.start, None, f"{last.text}\n{line}", None, last.line)
        elif orphan is None:
            orphan = n
    if orphan is not None:
        if cues:
            problems.append(
                Problem(file, orphan, "text before the first [hh:mm:ss] timestamp ignored")
            )
        else:
            first_bad = first_bad or orphan
    return cues, problems, first_bad


def parse_json_transcript(text: str, file: str) -> tuple[list[RawCue], list[Problem], int | None]:
    """A JSON list of cue objects, or ``{"cues": [...]}`` (``"segments"`` as Whisper writes)."""
    try:
        data = json_loads_clean(text)
    except json.JSONDecodeError as exc:
        raise SourceError(file, exc.lineno, f"not valid JSON: {exc.msg}") from None
    if isinstance(data, dict):
        data = data.get("cues", data.get("segments"))
    if not isinstance(data, list):
        raise SourceError(file, 1, 'a JSON transcript must be a list of cues or {"cues": [...]}')
    cues: list[RawCue] = []
    problems: list[Problem] = []
    for i, item in enumerate(data):
        try:
            if not isinstance(item, dict):
                raise PositionParseError("not an object")
            start = _seconds(item.get("start"), "start")
            end = _seconds(item["end"], "end") if item.get("end") is not None else None
            body = item.get("text", "")
            if not isinstance(body, str):
                raise PositionParseError("text is not a string")
        except PositionParseError as exc:
            problems.append(Problem(file, None, f"cue #{i + 1} skipped: {exc}"))
            continue
        speaker = item.get("speaker")
        speaker = (str(speaker).strip() or None) if speaker is not None else None
        cues.append(RawCue(start, end, body, speaker, None))
    return cues, problems, None  # json gives no line numbers


_PARSERS = {
    "srt": parse_srt,
    "vtt": parse_vtt,
    "txt": parse_timestamped_text,
    "json": parse_json_transcript,
}


# --------------------------------------------------------------------------- shared rules
def _where(line: int | None, index: int) -> str:
    return f"line {line}" if line is not None else f"cue #{index + 1}"


def finish_cues(raw: list[RawCue], file: str) -> tuple[list[SpanRecord], list[Problem]]:
    """Apply the shared rules (module docstring) and number the cues from 0 in file order."""
    later = sorted({c.start for c in raw})
    spans: list[SpanRecord] = []
    problems: list[Problem] = []
    fixed: list[int] = []
    dup: list[int] = []
    overlap: list[int] = []
    seen: set[float] = set()
    latest_end = float("-inf")
    for i, cue in enumerate(raw):
        speaker, body = (cue.speaker, cue.text) if cue.speaker else split_speaker(cue.text)
        body = collapse(_TAG_RE.sub("", body))
        if not body:
            continue
        end = cue.end
        if end is None:  # ends where the next later cue begins
            k = bisect.bisect_right(later, cue.start)
            nxt = later[k] if k < len(later) else None
            end = nxt if nxt is not None else cue.start + LAST_CUE_SECONDS
        if end <= cue.start:
            fixed.append(i)
            end = cue.start + MIN_CUE_SECONDS
        if cue.start in seen:
            dup.append(i)
        elif cue.start < latest_end:
            overlap.append(i)
        seen.add(cue.start)
        latest_end = max(latest_end, end)
        spans.append(SpanRecord(len(spans), body, "cue", cue.start, end, speaker, None, cue.line))
    for idxs, what in (
        (fixed, "cue(s) end at or before their start; end set to start + 1 s"),
        (dup, "cue(s) share a start time with an earlier cue; both kept"),
        (
            overlap,
            "cue(s) start before an earlier cue ends; kept (overlap can be real, e.g. two speakers)",
        ),
    ):
        if idxs:
            first = raw[idxs[0]]
            problems.append(
                Problem(
                    file, first.line, f"{len(idxs)} {what} (first at {_where(first.line, idxs[0])})"
                )
            )
    return spans, problems


# --------------------------------------------------------------------------- entry point
def read_transcript(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read an SRT / WebVTT / timestamped-text / JSON transcript into cue spans."""
    parser = _PARSERS.get(spec.format)
    if parser is None:
        raise SourceError(
            spec.file,
            None,
            f"format {spec.format!r} is not a transcript format (srt, vtt, txt, json)",
        )
    text, problems = read_text(path, spec.file, spec.encoding)
    if not text.strip():
        return ReadResult(problems=(*problems, Problem(spec.file, None, "empty file")))
    raw, parse_problems, first_bad = parser(text, spec.file)
    if not raw:
        first = next((p for p in parse_problems if p.line == first_bad), None)
        if first is None and parse_problems:
            first = parse_problems[0]
        reason = first.reason if first else "no timestamped cue found"
        raise SourceError(spec.file, first_bad, f"no cue could be parsed; first problem: {reason}")
    spans, rule_problems = finish_cues(raw, spec.file)
    return ReadResult(spans=tuple(spans), problems=tuple(problems + parse_problems + rule_problems))
