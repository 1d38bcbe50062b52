"""The fault-injection harness shared by tests/reliability and ``bench/fuzz_campaign.py``.

One small, valid file per (kind, format) every reader knows, the ways a re-export comes
out empty, and a seeded byte mutator. Ground truth is the KB as the clean files left it:
a mutated re-ingest may change the mutated source (or keep it), never lose it silently,
never touch another source, and always leave a KB that passes ``PRAGMA integrity_check``
and holds only clean text.
"""

from __future__ import annotations

import codecs
import io
import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from noesis.errors import NoesisError
from noesis.ingest.pipeline import ingest
from noesis.store.kb import KBStore
from noesis.text import clean_text


@dataclass(frozen=True)
class Sample:
    file: str
    kind: str
    fmt: str
    good: bytes
    #: the file with its header and no data (formats with a header), else None
    header_only: bytes | None
    #: the file with every row or cue unreadable
    all_bad: bytes


def _csv(sep: str) -> bytes:
    rows = [f"second{sep}share"] + [f"{i}{sep}{10 + i % 7}.5" for i in range(40)]
    return ("\n".join(rows) + "\n").encode()


def _srt() -> bytes:
    cues = [f"{i + 1}\n00:00:{2 * i:02d},000 --> 00:00:{2 * i + 1:02d},500\nHOST: cue {i} about the news\n"
            for i in range(12)]
    return "\n".join(cues).encode()


def _vtt() -> bytes:
    cues = [f"00:00:{2 * i:02d}.000 --> 00:00:{2 * i + 1:02d}.500\nHOST: cue {i} of the review\n" for i in range(12)]
    return ("WEBVTT\n\n" + "\n".join(cues)).encode()


def _parquet() -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    buf = io.BytesIO()
    pq.write_table(pa.table({"second": list(range(30)), "share": [float(10 + i % 5) for i in range(30)]}), buf)
    return buf.getvalue()


_MD = (b"# Evening notes\n\nThe evening programme opened with the news at eight.\n\n"
       b"## Guests\n\nThe panel discussed the budget and the weather for the week.\n")
_HTML = (b"<html><body><h1>Evening notes</h1><p>The evening programme opened with the news.</p>"
         b"<h2>Guests</h2><p>The panel discussed the budget.</p></body></html>")
_RST = (b"Evening notes\n=============\n\nThe evening programme opened with the news.\n\n"
        b"Guests\n------\n\nThe panel discussed the budget.\n")
_JSONL = b"".join(f'{{"subject": "Team {i}", "predicate": "wins", "object": "{30 + i}"}}\n'.encode()
                  for i in range(10))
_JSON_FACTS = b'{"facts": [' + b", ".join(
    f'{{"subject": "City {i}", "predicate": "population", "object": "{1000 + i}"}}'.encode()
    for i in range(8)) + b"]}"
_FACTS_CSV = b"subject,predicate,object\n" + b"".join(f"Club {i},founded,{1900 + i}\n".encode() for i in range(10))
_NQ = b"".join(f'<http://ex.org/p{i}> <http://ex.org/height> "{170 + i}" .\n'.encode() for i in range(10))
_JSON_CUES = b'{"segments": [' + b", ".join(
    f'{{"start": {2 * i}, "end": {2 * i + 1}, "text": "segment {i} of the talk"}}'.encode()
    for i in range(10)) + b"]}"
_TXT_CUES = b"".join(f"[00:{i:02d}] HOST: line {i} of the show\n".encode() for i in range(10))

SAMPLES: tuple[Sample, ...] = (
    Sample("table.csv", "table", "csv", _csv(","), b"second,share\n", b"second,share\nx,y\nnot,a\n?,!\n"),
    Sample("table.tsv", "table", "tsv", _csv("\t"), b"second\tshare\n", b"second\tshare\nx\ty\nz\tw\n"),
    Sample("cues.srt", "transcript", "srt", _srt(), None, b"1\nnot a time\nwords\n\n2\nstill not\nmore\n"),
    Sample("cues.vtt", "transcript", "vtt", _vtt(), b"WEBVTT\n\n", b"WEBVTT\n\nnot a time\nwords\n"),
    Sample("cues.json", "transcript", "json", _JSON_CUES, b'{"segments": []}', b'{"segments": [{"x": 1}, 7]}'),
    Sample("cues.txt", "transcript", "txt", _TXT_CUES, None, b"[xx:yy] nothing\n[??] none\n"),
    Sample("notes.md", "document", "md", _MD, b"# Evening notes\n", b"\x00\x01\x02"),
    Sample("notes.html", "document", "html", _HTML, b"<html><head><title></title></head></html>",
           b"<html><body><script>x()</script></body></html>"),
    Sample("notes.txt", "document", "txt", _MD.replace(b"#", b""), None, b"\x00\x00binary"),
    Sample("notes.rst", "document", "rst", _RST, b"Evening notes\n=============\n", b"\x00\x00"),
    Sample("facts.jsonl", "facts", "jsonl", _JSONL, None, b"{broken\nnot json\n[1, 2]\n"),
    Sample("facts.json", "facts", "json", _JSON_FACTS, b'{"facts": []}', b'{"facts": [1, "x", {"a": 1}]}'),
    Sample("facts.csv", "facts", "csv", _FACTS_CSV, b"subject,predicate,object\n",
           b"subject,predicate,object\n,,\n,,\n"),
    Sample("facts.nq", "facts", "nquads", _NQ, None, b"<broken\nnot a quad\n"),
)
TEXT_SAMPLES = SAMPLES
#: ways a re-export comes out empty (name → bytes), besides a sample's own header-only / all-bad
EMPTY_VARIANTS: dict[str, bytes] = {
    "zero-bytes": b"", "whitespace": b"  \n\t\n  \n", "bom-only": codecs.BOM_UTF8,
}


def parquet_sample() -> Sample:
    return Sample("table.parquet", "table", "parquet", _parquet(), None, b"PAR1 not really")


def manifest_text(samples: tuple[Sample, ...]) -> str:
    lines = ['[kb]\nname = "fuzz"\n\n[axis]\nname = "second"\n']
    for s in samples:
        lines.append(f'[[source]]\nfile = "{s.file}"\nkind = "{s.kind}"\nformat = "{s.fmt}"\n')
    return "\n".join(lines)


def write_folder(folder: Path, samples: tuple[Sample, ...], contents: dict[str, bytes] | None = None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "noesis.toml").write_text(manifest_text(samples), encoding="utf-8")
    for s in samples:
        (folder / s.file).write_bytes((contents or {}).get(s.file, s.good))


@dataclass(frozen=True)
class SourceState:
    """What the KB holds from one source: its counts, span texts and facts."""

    rows: int
    spans: tuple[str, ...]
    facts: tuple[tuple[str, str, str], ...]

    @property
    def empty(self) -> bool:
        return not (self.rows or self.spans or self.facts)


def kb_state(kb: Path) -> dict[str, SourceState]:
    """Every source's content, after checking the file's integrity."""
    with KBStore.open(kb, readonly=True) as s:
        assert s.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        out: dict[str, SourceState] = {}
        facts = s.facts()
        for src in s.sources():
            spans = tuple(sp.text for sp in s.spans_of(src.name))
            mine = tuple(sorted((f.subject, f.predicate, f.object) for f in facts if f.source == src.name))
            out[src.name] = SourceState(src.rows, spans, mine)
        return out


def unclean(state: dict[str, SourceState]) -> list[str]:
    """Texts in the KB that :func:`~noesis.text.clean_text` would change (must be none)."""
    texts = [t for st in state.values() for t in (*st.spans, *(x for f in st.facts for x in f))]
    return [t for t in texts if clean_text(t)[1]]


# --------------------------------------------------------------------------- mutation
_INTERESTING = (b"\x00", b"\xff\xfe", b"\x1b[2J", b"\\ud800", b'"', b"\\", b"\r", b"\n", b"<div>" * 50,
                b"[" * 200, b"{" * 200, codecs.BOM_UTF8, b"\xed\xa0\x80", b"\xc3", b",", b"\t", b"-->",
                b"00:00:01,000 --> 00:00:00,500", b"NaN", b"1e309", b"&#xD800;", b"\\u001b")


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to four seeded edits: flips, inserts of tricky bytes, deletions, duplications,
    truncation."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(6)
        at = rng.randrange(len(out) + 1)
        if op == 0 and out:
            out[min(at, len(out) - 1)] ^= 1 << rng.randrange(8)
        elif op == 1:
            out[at:at] = rng.choice(_INTERESTING)
        elif op == 2:
            del out[at:at + rng.randint(1, 64)]
        elif op == 3 and out:
            start = rng.randrange(len(out))
            out[at:at] = out[start:start + rng.randint(1, 256)]
        elif op == 4:
            del out[at:]
        else:
            out[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    return bytes(out)


class Hang(Exception):
    """An input took longer than the harness's guard (a hang, not a slow test)."""


@contextmanager
def guard(seconds: int) -> Iterator[None]:
    """Raise :class:`Hang` if the block runs longer than ``seconds`` (SIGALRM; main thread)."""
    def _raise(*_):
        raise Hang
    old = signal.signal(signal.SIGALRM, _raise)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@dataclass(frozen=True)
class Outcome:
    """What one mutated re-ingest did, judged against the clean KB."""

    crash: str | None = None  # an exception that is not a NoesisError
    hang: bool = False
    lost: str | None = None  # a source's content gone without a removal
    wrong: str | None = None  # another source changed, unclean text, failed integrity


def judge(folder: Path, kb: Path, sample: Sample, data: bytes, before: dict[str, SourceState],
          hang_seconds: int = 30) -> Outcome:
    """Re-ingest ``folder`` with ``sample`` replaced by ``data``, then restore it."""
    path = folder / sample.file
    path.write_bytes(data)
    try:
        with guard(hang_seconds):
            ingest(folder, kb, workers=1)
    except Hang:
        return Outcome(hang=True)
    except NoesisError:
        pass  # refused as a whole: the KB must be as it was
    except Exception as exc:  # noqa: BLE001 - what the harness counts
        return Outcome(crash=f"{type(exc).__name__}: {exc}"[:200])
    finally:
        path.write_bytes(sample.good)
    after = kb_state(kb)
    others = [n for n in before if n != sample.file and after.get(n) != before[n]]
    if others:
        return Outcome(wrong=f"other sources changed: {others}")
    if unclean(after):
        return Outcome(wrong=f"unclean text stored: {unclean(after)[:1]!r}")
    mine = after.get(sample.file)
    if mine is None or mine.empty:
        return Outcome(lost=f"{sample.file} emptied")
    return Outcome()


@dataclass
class Tally:
    """The campaign's table row for one reader: inputs tried and what went wrong."""

    inputs: int = 0
    crashes: int = 0
    hangs: int = 0
    lost: int = 0
    wrong: int = 0
    first: str = ""

    def add(self, outcome: Outcome) -> None:
        self.inputs += 1
        for name, bad in (("crashes", outcome.crash), ("hangs", outcome.hang), ("lost", outcome.lost),
                          ("wrong", outcome.wrong)):
            if bad:
                setattr(self, name, getattr(self, name) + 1)
                self.first = self.first or f"{name}: {bad}"


def campaign(workdir: Path, samples: tuple[Sample, ...], per_sample: int, seed: int,
             hang_seconds: int = 30) -> dict[str, Tally]:
    """Mutate each sample ``per_sample`` times (seeded) and re-ingest the KB each time."""
    folder, kb = workdir / "kb", workdir / "kb.sqlite"
    write_folder(folder, samples)
    ingest(folder, kb, workers=1)
    before = kb_state(kb)
    tallies: dict[str, Tally] = {}
    for sample in samples:
        rng = random.Random(f"{seed}:{sample.file}")
        tally = tallies.setdefault(f"{sample.kind}/{sample.fmt}", Tally())
        for _ in range(per_sample):
            tally.add(judge(folder, kb, sample, mutate(sample.good, rng), before, hang_seconds))
    return tallies
