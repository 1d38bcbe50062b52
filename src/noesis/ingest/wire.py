"""What a parse worker sends the writer: each linked source as a ``marshal`` blob.

Pickling a :class:`~noesis.ingest.prelinking.LinkedSource` walks five frozen dataclasses and
their class references a source; at 10,000 small files that was ~0.5 CPU-s of the workers
and the writer together, a cost the serial ingest does not pay (issue 29). The plain parts
of a source — its identity, its :class:`~noesis.span_columns.SpanColumns`, its
:class:`~noesis.ingest.prelinking.SpanMentions` — travel as tuples of strings, numbers and
bytes (``marshal``: no class lookups, no memo), and the writer rebuilds the same typed
values. What a table or a fact file adds (series, facts, problems, the relation) is rare
beside a corpus of texts and holds numpy arrays and many classes: it travels pickled, as
one blob a source, and only when there is some. A :class:`~noesis.errors.Problem` (a file
that could not be read) travels pickled too.

Both ends run the same interpreter (the workers are its own processes), so ``marshal``'s
format, which may change between Python versions, is the same on both.
"""

from __future__ import annotations

import marshal
import pickle
from array import array

from ..errors import Problem
from ..model import ParsedSource, ReadResult
from ..span_columns import Column, SpanColumns
from .prelinking import LinkedSource, SpanMentions
from .word_filter import WordFilter

#: the first item of an encoded source: a pickled problem, or a linked source
_PROBLEM, _LINKED = 0, 1

Plain = tuple  # a source as marshal carries it


def _restore(cls: type, fields: dict) -> object:
    """An instance of the frozen dataclass ``cls`` holding ``fields`` (every one of them), set
    the way unpickling sets them: ``__init__`` sets a frozen field through
    ``object.__setattr__``, ~0.3 µs a field, which was most of the decoding (none of these
    types has a ``__post_init__``; a test checks)."""
    obj = object.__new__(cls)
    obj.__dict__.update(fields)
    return obj


def _plain_column(column: Column) -> list | tuple:
    """An ``array`` column as ``[typecode, bytes]`` (a list: a tuple column stays a tuple)."""
    return [column.typecode, column.tobytes()] if isinstance(column, array) else column


def _column(plain: list | tuple) -> Column:
    if type(plain) is list:
        column = array(plain[0])
        column.frombytes(plain[1])
        return column
    return plain


def _plain_spans(spans: SpanColumns) -> Plain:
    return (_plain_column(spans.ordinals), spans.texts, spans.kinds, _plain_column(spans.starts),
            _plain_column(spans.ends), spans.speakers, spans.sections, _plain_column(spans.lines))


def _spans(plain: Plain) -> SpanColumns:
    ordinals, texts, kinds, starts, ends, speakers, sections, lines = plain
    return _restore(SpanColumns, {"ordinals": _column(ordinals), "texts": texts, "kinds": kinds,
                                  "starts": _column(starts), "ends": _column(ends), "speakers": speakers,
                                  "sections": sections, "lines": _column(lines)})


def _plain_mentions(mentions: SpanMentions | None) -> Plain | None:
    if mentions is None:
        return None
    return (mentions.surfaces, _plain_column(mentions.span), _plain_column(mentions.surface),
            _plain_column(mentions.count), mentions.own, mentions.words.bits, mentions.words.mask)


def _mentions(plain: Plain | None) -> SpanMentions | None:
    if plain is None:
        return None
    surfaces, span, surface, count, own, bits, mask = plain
    return _restore(SpanMentions, {"surfaces": surfaces, "span": _column(span), "surface": _column(surface),
                                   "count": _column(count), "own": own,
                                   "words": _restore(WordFilter, {"bits": bits, "mask": mask})})


def _typed_rest(parsed: ParsedSource) -> bytes:
    """The parts of a source that are not plain data, pickled; ``b""`` when it has none."""
    read = parsed.read
    if not (read.series or read.facts or read.problems or read.relation is not None or parsed.computed):
        return b""
    return pickle.dumps((read.series, read.facts, read.problems, read.relation, read.parts, parsed.computed),
                        protocol=pickle.HIGHEST_PROTOCOL)


def _plain_source(linked: LinkedSource | Problem) -> Plain:
    if isinstance(linked, Problem) or not isinstance(linked.parsed.read.spans, SpanColumns):
        return (_PROBLEM, pickle.dumps(linked, protocol=pickle.HIGHEST_PROTOCOL))
    parsed = linked.parsed
    read = parsed.read
    return (_LINKED, parsed.name, parsed.kind, parsed.entity, parsed.content_hash, read.rows, read.columns,
            _plain_spans(read.spans), _typed_rest(parsed), _plain_mentions(linked.mentions))


def _source(plain: Plain) -> LinkedSource | Problem:
    if plain[0] == _PROBLEM:
        return pickle.loads(plain[1])
    _tag, name, kind, entity, content_hash, rows, columns, spans, rest, mentions = plain
    series, facts, problems, relation, parts, computed = pickle.loads(rest) if rest else ((), (), (), None, (), ())
    read = _restore(ReadResult, {"spans": _spans(spans), "series": series, "facts": facts, "problems": problems,
                                 "rows": rows, "columns": columns, "relation": relation, "parts": parts})
    parsed = _restore(ParsedSource, {"name": name, "kind": kind, "entity": entity, "content_hash": content_hash,
                                     "read": read, "computed": computed})
    return _restore(LinkedSource, {"parsed": parsed, "mentions": _mentions(mentions)})


def encode(linked: LinkedSource | Problem) -> bytes:
    """One worker's result as a blob for the writer (:func:`decode`). A source is its own
    blob, decoded only when the writer takes it: decoded a batch at a time, the sources
    waiting their turn lived long enough to be promoted through the collector's
    generations (a full collection more, at 10,000 files)."""
    return marshal.dumps(_plain_source(linked))


def decode(blob: bytes) -> LinkedSource | Problem:
    """The result :func:`encode` was given: equal values of the same types."""
    return _source(marshal.loads(blob))
