"""KB addresses: a SQLite file path, or ``postgresql://[USER@]HOST[:PORT]/DB#KBNAME``.

``postgresql://HOST/DB`` without a fragment names every KB of that database (a mesh
opens them all). Credentials come from the URL, the ``PG*`` environment variables or a
service file (``postgresql:///?service=NAME``); libpq reads them, and the address shown
anywhere (``display``, a store's ``path``) never carries the password.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from ..errors import StoreError

SCHEMES = ("postgresql://", "postgres://")


@dataclass(frozen=True)
class PGAddress:
    """A PostgreSQL database and, optionally, one KB in it."""

    conninfo: str  # the URL without its fragment (what libpq connects with)
    kb: str | None  # the KB's name, or None for every KB of the database
    display: str  # the URL without the password, with the fragment

    def with_kb(self, name: str) -> PGAddress:
        base = self.display.split("#", 1)[0]
        return PGAddress(self.conninfo, name, f"{base}#{name}")


def is_pg(address: str | Path) -> bool:
    return isinstance(address, str) and address.startswith(SCHEMES)


def parse_pg(address: str) -> PGAddress:
    """Split ``postgresql://…/DB#KB``; refuses an address that is not one."""
    if not is_pg(address):
        raise StoreError(f"{address}: not a postgresql:// address")
    parts = urlsplit(address)
    kb = unquote(parts.fragment) or None
    netloc = parts.netloc
    if parts.password is not None:
        user = parts.username or ""
        host = netloc.rsplit("@", 1)[1]
        netloc = f"{user}@{host}" if user else host
    conninfo = urlunsplit((parts.scheme, parts.netloc, parts.path, parts.query, ""))
    display = urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))
    return PGAddress(conninfo, kb, display + (f"#{kb}" if kb else ""))


def open_store(address: str | Path, *, create: bool = False, readonly: bool = False,
               language: str | None = None):
    """The store at ``address``: a :class:`~noesis.store.postgres.PGStore` for a
    ``postgresql://…#KB`` address, else the SQLite :class:`~noesis.store.kb.KBStore`.
    ``language`` (the manifest's) picks a new PostgreSQL KB's text-search configuration."""
    if is_pg(address):
        from .postgres import PGStore

        pg = parse_pg(str(address))
        if pg.kb is None:
            raise StoreError(f"{pg.display}: name the KB after '#' (postgresql://HOST/DB#KBNAME)")
        return PGStore.open(pg.conninfo, pg.kb, address=pg.display, create=create, language=language)
    from .kb import KBStore

    return KBStore.open(address, create=create, readonly=readonly)


def expand_pg(address: str) -> list[str]:
    """The KB addresses a ``postgresql://`` mesh entry names: itself with a ``#KB``, else
    every KB of the database (an error when it holds none)."""
    from ..errors import KBNotFoundError
    from .postgres import kb_names

    pg = parse_pg(address)
    if pg.kb is not None:
        return [address]
    names = kb_names(pg.conninfo, pg.display)
    if not names:
        raise KBNotFoundError(f"{pg.display}: the database holds no Noēsis KBs")
    base = address.split("#", 1)[0]
    return [f"{base}#{n}" for n in names]


def split_mesh_list(value: str) -> list[str | Path]:
    """A list of KB addresses in one string (``$NOESIS_MESH``): joined by the OS path
    separator; with a database address in it (whose ``:`` the separator would split), by
    spaces or commas instead. Paths come back as :class:`Path`, addresses as text."""
    import os
    import re

    if "://" in value:
        return [p if is_pg(p) else Path(p).expanduser() for p in re.split(r"[\s,]+", value) if p]
    return [Path(p).expanduser() for p in value.split(os.pathsep) if p.strip()]
