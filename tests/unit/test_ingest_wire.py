"""What a parse worker sends the writer (issue 29): each linked source encoded as plain data
(``noesis.ingest.wire``) comes back as equal values of the same types; and the writer, which
parses a batch itself whenever the next result is not ready, keeps the jobs' order."""

from __future__ import annotations

from array import array
from concurrent.futures import Future
from dataclasses import fields, is_dataclass, replace

import numpy as np

from noesis.errors import Problem
from noesis.ingest import wire
from noesis.ingest.pipeline import _pooled_in_order, batch_ranges, job_batches
from noesis.ingest.prelinking import LinkedSource, SpanMentions
from noesis.ingest.tables import RowLoss
from noesis.ingest.word_filter import WordFilter
from noesis.model import FactRecord, ParsedSource, ReadResult, Series
from noesis.relation import Measure, Relation, TableSchema, TimeAxis
from noesis.span_columns import SpanColumns


def _plain(value):
    """A value as comparable plain data, its types included (several of these dataclasses
    compare by identity, and numpy arrays compare element-wise)."""
    if is_dataclass(value):
        return (type(value).__name__, tuple((f.name, _plain(getattr(value, f.name))) for f in fields(value)))
    if isinstance(value, array):
        return ("array", value.typecode, value.tolist())
    if isinstance(value, np.ndarray):
        return ("ndarray", str(value.dtype), value.shape, value.tobytes())  # NaN equal to NaN
    if isinstance(value, tuple | list):
        return (type(value).__name__, tuple(_plain(v) for v in value))
    if isinstance(value, float) and value != value:
        return ("nan",)
    return (type(value).__name__, value)


SPANS = SpanColumns(
    ordinals=array("q", [0, 1, 2]),
    texts=("Anna opens the show", "Bob Rossi answers — «ça va»", ""),
    kinds=("cue", "cue", "paragraph"),
    starts=array("d", [0.0, 4.5, 9.25]),
    ends=(4.5, None, 12.0),  # a column with a gap stays a tuple
    speakers=("ANNA", None, "Bob Rossi"),
    sections=(None, None, "Intro"),
    lines=array("q", [1, 5, 9]),
)
MENTIONS = SpanMentions(
    surfaces=("anna", "bob rossi"), span=array("q", [0, 1, 2]), surface=array("q", [0, 1, 1]),
    count=array("q", [1, 1, 2]), own=frozenset({"bob rossi"}), words=WordFilter(bytes(range(128)), 1023),
)
TEXT = LinkedSource(
    ParsedSource("show.srt", "transcript", "Evening Show", "ab" * 32, ReadResult(spans=SPANS, rows=0)),
    MENTIONS,
)
TABLE = LinkedSource(
    ParsedSource(
        "audience.csv", "table", "Channel", "cd" * 32,
        ReadResult(
            spans=SpanColumns.of(()),
            series=(Series("share", "Channel", "%", np.array([2020.0, 2021.0]), np.array([1.5, np.nan])),),
            facts=(FactRecord("Channel", "owner", "Ada", line=3),),
            problems=(RowLoss("audience.csv", 7, "unreadable year", lost=1, total=40),),
            rows=40, columns=("year", "share"),
        ),
        computed=(FactRecord("Channel", "max", "1.5", value=1.5, position=2020.0, origin="computed",
                             metric="share", statistic="max", source="audience.csv"),),
    ),
    None,  # the worker could not link: the writer links it
)
FAILED = Problem("broken.pdf", None, "cannot read: truncated")


def test_a_source_comes_back_as_equal_values_of_the_same_types():
    for linked in (TEXT, TABLE, FAILED):
        blob = wire.encode(linked)
        assert isinstance(blob, bytes)
        assert _plain(wire.decode(blob)) == _plain(linked)


def test_a_table_comes_back_with_its_relation_and_its_parts():
    """A file's further relations (the year columns beside its month headers) cross the wire
    with the relation itself."""
    main = Relation(TableSchema("soi.csv", ("Year", "Jan"), ("Year", "<header>"),
                                TimeAxis(("Year", "<header>"), ("year", "month"), "month", "date"), (),
                                (Measure("value", "value"),)),
                    np.array([0.0, 31.0]), (), (np.array([1.5, -2.0]),), np.array([2, 2]), rows_read=1)
    part = Relation(TableSchema("soi.csv", ("Year", "rain"), ("Year",), TimeAxis(("Year",), ("year",), "year", "date"),
                                (), (Measure("rain", "rain", "mm", "flow"),), part="year"),
                    np.array([0.0]), (), (np.array([650.25]),), np.array([2]), rows_read=1)
    table = replace(TABLE, parsed=replace(TABLE.parsed, read=replace(TABLE.parsed.read, relation=main, parts=(part,))))
    back = wire.decode(wire.encode(table))
    assert _plain(back) == _plain(table) and back.parsed.read.parts[0].schema.part == "year"


def test_the_wire_carries_every_field():
    """A field added to one of these types must be added to the wire (this test says so)."""
    assert [f.name for f in fields(ParsedSource)] == ["name", "kind", "entity", "content_hash", "read", "computed"]
    assert [f.name for f in fields(ReadResult)] == ["spans", "series", "facts", "problems", "rows", "columns",
                                                    "relation", "parts"]
    assert [f.name for f in fields(SpanColumns)] == ["ordinals", "texts", "kinds", "starts", "ends", "speakers",
                                                     "sections", "lines"]
    assert [f.name for f in fields(SpanMentions)] == ["surfaces", "span", "surface", "count", "own", "words"]
    assert [f.name for f in fields(LinkedSource)] == ["parsed", "mentions"]
    assert [f.name for f in fields(WordFilter)] == ["bits", "mask"]
    for cls in (ParsedSource, ReadResult, SpanColumns, SpanMentions, LinkedSource, WordFilter):
        assert not hasattr(cls, "__post_init__") and "__slots__" not in vars(cls)  # decoded without __init__


class _Slow(Future):
    """A pool's future that is not done the first ``polls`` times it is asked."""

    def __init__(self, value, polls: int):
        super().__init__()
        self._value, self._polls = value, polls

    def done(self) -> bool:
        self._polls -= 1
        return self._polls < 0

    def result(self, timeout=None):
        return self._value


class _Pool:
    """Parses ``(start, stop)`` as a worker would, its futures slow one time in two."""

    def __init__(self):
        self.sent = 0

    def submit(self, _fn, start: int, stop: int) -> Future:
        self.sent += 1
        blobs = tuple(wire.encode(Problem(f"f{i}", None, "pool")) for i in range(start, stop))
        return _Slow(blobs, polls=self.sent % 2 * 3)


def test_the_writer_parses_while_it_would_wait_and_keeps_the_order():
    jobs = list(range(300))  # job_batches only counts them and reads their size
    sizes = type("Job", (), {"size": 10})
    batches = job_batches([sizes() for _ in jobs], 2)
    pool = _Pool()
    here = lambda start, stop: [Problem(f"f{i}", None, "here") for i in range(start, stop)]  # noqa: E731
    got = list(_pooled_in_order(pool, batch_ranges(batches), 2, here))
    assert [p.file for p in got] == [f"f{i}" for i in jobs]
    assert {p.reason for p in got} == {"pool", "here"}  # both parsed some


def test_batch_ranges_are_the_batches_positions():
    sizes = type("Job", (), {"size": 10})
    jobs = [sizes() for _ in range(100)]
    batches = list(job_batches(jobs, 2))
    ranges = list(batch_ranges(iter(batches)))
    assert [jobs[a:b] for a, b in ranges] == [list(b) for b in batches]
    assert ranges[0][0] == 0 and ranges[-1][1] == 100
