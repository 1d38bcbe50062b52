"""One source's spans as columns: what a parsing worker hands the single writer.

A tuple of :class:`~noesis.model.SpanRecord` crosses a process boundary as one pickled
object per span, and unpickling 100,000 frozen dataclasses cost the writer ~4 µs a cue —
more than writing them. :class:`SpanColumns` holds the same values column by column
(numbers in ``array`` buffers, strings in flat tuples), so it pickles as a handful of
large objects (~0.2 µs a cue both ways) and the store inserts straight from the columns.

It is a ``Sequence[SpanRecord]``: every reader of ``ReadResult.spans`` (``len``, indexing,
iteration) sees the same records it would have seen in a tuple.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from .model import SpanRecord

#: a column: a typed buffer when every value has the buffer's exact type, else a tuple
Column = array | tuple


def _column(values: Sequence) -> Column:
    """``array('d')`` for floats only, ``array('q')`` for ints only (no bools, no None),
    otherwise the values as they are — so decoding gives back equal values of the same type."""
    if values and all(type(v) is float for v in values):
        return array("d", values)
    if values and all(type(v) is int and -(2**63) <= v < 2**63 for v in values):
        return array("q", values)
    return tuple(values)


@dataclass(frozen=True, eq=False)
class SpanColumns(Sequence[SpanRecord]):
    """The fields of :class:`~noesis.model.SpanRecord`, one column each, in span order."""

    ordinals: Column
    texts: tuple[str, ...]
    kinds: tuple[str, ...]
    starts: Column
    ends: Column
    speakers: tuple[str | None, ...]
    sections: tuple[str | None, ...]
    lines: Column

    @classmethod
    def of(cls, spans: Sequence[SpanRecord]) -> SpanColumns:
        if isinstance(spans, SpanColumns):
            return spans
        return cls(
            ordinals=_column([s.ordinal for s in spans]),
            texts=tuple(s.text for s in spans),
            kinds=tuple(s.kind for s in spans),
            starts=_column([s.start for s in spans]),
            ends=_column([s.end for s in spans]),
            speakers=tuple(s.speaker for s in spans),
            sections=tuple(s.section for s in spans),
            lines=_column([s.line for s in spans]),
        )

    def __len__(self) -> int:
        return len(self.texts)

    def _record(self, i: int) -> SpanRecord:
        return SpanRecord(self.ordinals[i], self.texts[i], self.kinds[i], self.starts[i], self.ends[i],
                          self.speakers[i], self.sections[i], self.lines[i])

    @overload
    def __getitem__(self, i: int) -> SpanRecord: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[SpanRecord, ...]: ...
    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self._record(j) for j in range(*i.indices(len(self))))
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self._record(i)

    def __iter__(self) -> Iterator[SpanRecord]:
        for i in range(len(self)):
            yield self._record(i)

    def mention_texts(self) -> Iterator[str]:
        """Each span's text as linking reads it: the speaker, when known, leads
        (``"ANNA: …"``), the same string :meth:`~noesis.store.kb.KBStore.iter_span_texts`
        builds in SQL."""
        for speaker, text in zip(self.speakers, self.texts, strict=True):
            yield text if speaker is None else speaker + ": " + text
