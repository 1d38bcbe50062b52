"""The CLI over PostgreSQL addresses: real subprocesses against a real throwaway server,
a mesh mixing a SQLite file and a PostgreSQL KB, and a password never printed."""

from __future__ import annotations

import json

from ..conftest import write
from ..pgcluster import fresh_database
from .test_cli import run


def test_ingest_info_facts_context_ask_over_an_address(pg_url, tmp_path):
    url = fresh_database(pg_url, "noesis_cli")
    folder = tmp_path / "kb"
    write(folder, "show.csv", "second,share\n0,10\n1,12.5\n2,11\n")
    write(folder, "show.srt", "1\n00:00:00,000 --> 00:00:03,000\nHOST: benvenuti\n")
    address = f"{url}#show"
    report = json.loads(run("ingest", folder, "--kb", address, "--json").stdout)
    assert report["counts"]["sources"] == 2 and report["kb"] == address
    (peak,) = [f for f in json.loads(run("facts", address, "--metric", "share", "--json").stdout)
               if f["statistic"] == "max"]
    assert (peak["subject"], peak["value"], peak["position"]) == ("Show", 12.5, 1.0)
    assert peak["aligned"][0]["text"] == "benvenuti"
    info = json.loads(run("info", address, "--json").stdout)
    assert info["path"] == address and info["counts"]["spans"] == 1
    assert "unchanged" in run("ingest", folder, "--kb", address).stdout

    other = tmp_path / "other"
    write(other, "noesis.toml", '[kb]\nname = "other"\n')
    write(other, "notes.md", "# Notes\n\nThe harbour opens at dawn.\n")
    run("ingest", other, "--kb", tmp_path / "other.sqlite")
    ctx = json.loads(run("context", "What was the peak share?", "--mesh", url, "--mesh",
                         tmp_path / "other.sqlite", "--json").stdout)
    assert "12.5" in json.dumps(ctx)
    answer = json.loads(run("ask", "What was the peak share?", "--mesh", address, "--deterministic", "--json").stdout)
    assert "12.5" in answer["answer"] and answer["deterministic"]
    assert {c["kb"] for c in answer["citations"]} == {"kb"}


def test_the_password_is_never_printed(pg_url, tmp_path):
    server = pg_url.rsplit("/", 1)[0].replace("postgres@", "postgres:not-the-password@")
    address = f"{server}/no_such_database#kb"
    proc = run("info", address, check=False)
    assert proc.returncode != 0
    assert "not-the-password" not in proc.stderr + proc.stdout
    assert "no_such_database" in proc.stderr + proc.stdout
