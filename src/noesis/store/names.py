"""A SQLite KB's stored name index (schema migration 6): every name of the KB as
:func:`noesis.naming.kb_name_entries` lists them, looked up by the folded words a question
holds instead of being built into an automaton each time a mesh opens (issue 29: 58 µs a
source per open, 0.5 s at 10,000 sources).

Written at the end of each ingest with the query structures (:mod:`.structures`), in its
transaction, under the same generation. ``info`` says how many entries there are, which
name lengths (in words) occur, and how many sources and entities there were when they were
written: a reader checks those against the tables (two counts) before trusting the index,
so a KB changed by anything but an ingest falls back to names built in memory.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..naming import NameEntry
from ..text import fold
from .protocol import KBStoreProtocol

#: the query_structures row describing the index
NAME_INDEX = "name_index"
#: bumped when the tables' meaning changes; an index of another version is not used
NAME_INDEX_VERSION = 1
#: bound parameters per lookup statement (SQLite's historical limit is 999)
_CHUNK = 900


@dataclass(frozen=True)
class NameIndexInfo:
    """What the stored index holds, as written (see the module doc)."""

    kb: str  # the KB's name when written (the name its entries carry)
    entries: int
    lengths: tuple[int, ...]  # the numbers of words of the surfaces, ascending
    sources: tuple[int, int]  # (count, max id) of the sources when written
    entities: tuple[int, int]  # (count, max id) of the entities when written
    digest: str = ""  # of every entry (the structures' generation hashes it)

    def payload(self) -> dict:
        return {"v": NAME_INDEX_VERSION, "kb": self.kb, "entries": self.entries, "lengths": list(self.lengths),
                "sources": list(self.sources), "entities": list(self.entities), "digest": self.digest}


def _sqlite(store: KBStoreProtocol) -> sqlite3.Connection | None:
    conn = getattr(store, "conn", None)
    return conn if isinstance(conn, sqlite3.Connection) else None


def _table_stamp(conn: sqlite3.Connection, table: str) -> tuple[int, int]:
    """``(rows, max id)`` of ``table``, as two statements: each is a count of index pages or
    one seek (~10 µs at 10,000 rows), where one statement asking both scans the table."""
    n = conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    top = conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0]
    return int(n), int(top)


def write_name_index(store: KBStoreProtocol, kb: str, entries: Sequence[NameEntry]) -> NameIndexInfo | None:
    """Replace the stored index by ``entries``, the names of the KB named ``kb`` (inside the
    caller's transaction); what it holds, or ``None`` for a store with no such tables
    (PostgreSQL)."""
    conn = _sqlite(store)
    if conn is None:
        return None
    rows, tokens, lengths = [], [], set()
    for i, e in enumerate(entries):
        surface = fold(e.folded)
        if surface:
            lengths.add(surface.count(" ") + 1)
        rows.append((i, surface, e.folded, e.display, e.level, e.target, e.entity, e.how, int(e.declared)))
        words = e.folded.split()
        if len(words) >= 2:
            tokens.extend((w, i) for w in dict.fromkeys(words))
    conn.execute("DELETE FROM name_entries")
    conn.execute("DELETE FROM name_tokens")
    conn.executemany("INSERT INTO name_entries VALUES (?,?,?,?,?,?,?,?,?)", rows)
    conn.executemany("INSERT INTO name_tokens VALUES (?,?)", sorted(tokens))  # in key order: appends
    digest = hashlib.sha256(json.dumps(rows, ensure_ascii=False).encode()).hexdigest()[:32]
    return NameIndexInfo(kb, len(rows), tuple(sorted(lengths)), _table_stamp(conn, "sources"),
                         _table_stamp(conn, "entities"), digest)


def index_payload(info: NameIndexInfo) -> str:
    return json.dumps(info.payload(), separators=(",", ":"))


def read_name_index(store: KBStoreProtocol, payload: str | None) -> NameIndexInfo | None:
    """The index ``payload`` describes (its query_structures row), when it is of this version
    and the KB's sources and entities are still those it was written from; else ``None``."""
    conn = _sqlite(store)
    if conn is None or payload is None:
        return None
    data = json.loads(payload)
    if data.get("v") != NAME_INDEX_VERSION:
        return None
    info = NameIndexInfo(str(data["kb"]), int(data["entries"]), tuple(data["lengths"]),
                         tuple(data["sources"]), tuple(data["entities"]), str(data.get("digest", "")))
    try:
        if _table_stamp(conn, "sources") != info.sources or _table_stamp(conn, "entities") != info.entities:
            return None
    except sqlite3.OperationalError:
        return None
    return info


def surface_ordinals(store: KBStoreProtocol, surfaces: Iterable[str]) -> list[tuple[str, int]]:
    """``(surface, ordinal)`` of every entry whose surface is one of ``surfaces``."""
    conn = _sqlite(store)
    wanted = list(dict.fromkeys(surfaces))
    out: list[tuple[str, int]] = []
    for i in range(0, len(wanted), _CHUNK):
        chunk = wanted[i: i + _CHUNK]
        out += conn.execute(  # type: ignore[union-attr]
            f"SELECT surface, ordinal FROM name_entries WHERE surface IN ({','.join('?' * len(chunk))})",
            chunk).fetchall()
    return [(r[0], int(r[1])) for r in out]


def token_ordinals(store: KBStoreProtocol, token: str) -> list[int]:
    """The ordinals of the entries of two or more words one of which is ``token``, ascending."""
    conn = _sqlite(store)
    return [int(r[0]) for r in conn.execute(  # type: ignore[union-attr]
        "SELECT ordinal FROM name_tokens WHERE token = ? ORDER BY ordinal", (token,))]


def entry_rows(store: KBStoreProtocol, kb: str, ordinals: Sequence[int]) -> dict[int, NameEntry]:
    """The entries at ``ordinals``, as :class:`NameEntry` of the KB named ``kb``."""
    conn = _sqlite(store)
    wanted = list(dict.fromkeys(ordinals))
    out: dict[int, NameEntry] = {}
    for i in range(0, len(wanted), _CHUNK):
        chunk = wanted[i: i + _CHUNK]
        for r in conn.execute(  # type: ignore[union-attr]
                "SELECT ordinal, folded, display, level, target, entity, how, declared FROM name_entries"
                f" WHERE ordinal IN ({','.join('?' * len(chunk))})", chunk):
            out[int(r[0])] = NameEntry(r[1], r[2], r[3], kb, r[4], r[5], r[6], bool(r[7]))
    return out
