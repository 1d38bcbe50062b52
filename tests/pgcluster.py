"""A throwaway PostgreSQL cluster for the PostgreSQL store's tests.

``initdb`` into a temporary folder and ``pg_ctl start`` on a free loopback port, as the
``postgres`` user when the tests run as root (PostgreSQL refuses to run as root), with
trust authentication on 127.0.0.1 only; one database is created and its URL yielded; the
cluster is stopped (by its postmaster PID) at the end of the session.

Without the server binaries or psycopg the tests that need the cluster skip with the
reason in a plain local run, and fail loudly under ``CI=true``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


def _bindir() -> Path | None:
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    return versions[-1].parent if versions else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"PostgreSQL is required in CI: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL unavailable: {reason} (apt-get install postgresql; pip install 'psycopg[binary]')")


def _as_server_user(cmd: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return cmd
    return ["runuser", "-u", "postgres", "--", *cmd]


@contextlib.contextmanager
def running_cluster() -> Iterator[str]:
    """Start a cluster; yield ``postgresql://postgres@127.0.0.1:PORT/noesis_test``."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("the psycopg package is not installed")
    bindir = _bindir()
    if bindir is None:
        _unavailable("no pg_ctl found (Debian package 'postgresql')")
    root = Path(tempfile.mkdtemp(prefix="noesis-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    port = _free_port()
    log = root / "server.log"
    run = lambda cmd: subprocess.run(_as_server_user(cmd), check=True, capture_output=True, text=True)  # noqa: E731
    try:
        run([str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
             "--locale=C.UTF-8", "--no-sync"])
        opts = f"-c listen_addresses=127.0.0.1 -p {port} -k {root} -c fsync=off -c full_page_writes=off"
        run([str(bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", opts, "-w", "-t", "60", "start"])
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(root, ignore_errors=True)
        _unavailable(f"the cluster did not start: {exc.stderr or exc.stdout}")
    pid = int((data / "postmaster.pid").read_text().split()[0])
    try:
        base = f"postgresql://postgres@127.0.0.1:{port}"
        import psycopg

        with psycopg.connect(base + "/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE noesis_test")
        yield base + "/noesis_test"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGQUIT)  # immediate shutdown: the cluster is thrown away
        for _ in range(200):
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """The URL of a database on a throwaway cluster (see module doc)."""
    with running_cluster() as url:
        yield url


def fresh_database(pg_url: str, name: str) -> str:
    """A new, empty database ``name`` on the cluster of ``pg_url``; returns its URL."""
    import psycopg

    server = pg_url.rsplit("/", 1)[0]
    with psycopg.connect(server + "/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{server}/{name}"


#: the demo corpora of examples/ (as tests/e2e/conftest.py's DEMO_KBS)
DEMO_KBS = ("broadcast-it", "broadcast-uk", "sports", "qa-bench", "nba")


@pytest.fixture(scope="session")
def pg_demo_url(pg_url) -> str:
    """A database holding the five demo KBs, each ingested from examples/ (``…/DB#NAME``)."""
    from noesis.ingest.pipeline import ingest

    url = fresh_database(pg_url, "noesis_demo")
    examples = Path(__file__).resolve().parents[1] / "examples"
    for name in DEMO_KBS:
        ingest(examples / name, f"{url}#{name}", workers=1)
    return url
