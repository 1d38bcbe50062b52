"""Snapshot reads: every read of one question sees one committed state of each KB file.

A re-ingest rewrites a KB in one write transaction while the service keeps reading it
(WAL mode: readers never block the writer, nor it them). Outside a transaction each SELECT
is its own read transaction, so a context assembled from a dozen SELECTs could pair the
old version's peak fact with the new version's passage (issue 16, failure 5: 3 reads in
16,657). :func:`read_snapshot` opens one deferred read transaction per store for the
duration of a context or an answer; SQLite fixes its snapshot at the first read and keeps
it until the end, whatever commits meanwhile. A PostgreSQL KB gets one
``REPEATABLE READ READ ONLY`` transaction on its connection (which otherwise runs in
autocommit, a snapshot per statement): every statement of the block reads the snapshot
taken at its first one, and the row tables of that version are locked against the
re-ingest's clean-up (issue 28, failure 2: 2 mixed contexts in 3,696 reads during a
re-ingest without it). A store already inside a transaction (the caller's) is joined, not
nested.

:func:`data_version` is the store's generation as this connection sees it: it changes when
another connection commits to the file (``PRAGMA data_version``), so a reader can tell that
the KB was re-ingested since it built its inventory.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager

from .kb import KBStore
from .protocol import KBStoreProtocol


@contextmanager
def _one(store: KBStoreProtocol) -> Iterator[None]:
    if store.in_transaction:
        yield
        return
    store.begin_snapshot()  # SQLite: BEGIN DEFERRED; PostgreSQL: REPEATABLE READ READ ONLY, row tables locked
    try:
        yield
    finally:
        store.end_snapshot()  # a read transaction: nothing to keep or lose; its cached meta forgotten


@contextmanager
def read_snapshot(stores: Sequence[KBStoreProtocol]) -> Iterator[None]:
    """One read transaction per store for the ``with`` block (see the module doc)."""
    with ExitStack() as stack:
        for store in stores:
            stack.enter_context(_one(store))
        yield


def data_version(store: KBStoreProtocol) -> int:
    """Changes whenever another connection has committed to the store's file (a
    PostgreSQL KB: its committed write count)."""
    if not isinstance(store, KBStore):
        return store.change_stamp()[0]
    return int(store.conn.execute("PRAGMA data_version").fetchone()[0])
