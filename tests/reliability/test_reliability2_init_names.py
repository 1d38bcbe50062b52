"""Issue 28, failure 7: ``noesis init`` wrote what file names said. A name holding a newline
and quotes put ``date_order = "mdy"`` into ``[axis]``; a name that is not UTF-8 gave a
traceback. The written file is judged by ``tomllib`` (the standard parser), not by Noēsis."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

import pytest

from noesis.errors import IngestError
from noesis.ingest.initfile import toml_string, write_init
from noesis.manifest import load_manifest

TABLE = "day,share\n2020-01-01,1\n2020-01-02,2\n2020-01-03,4\n"
INJECTING = 'evil"\ndate_order = "mdy"\n#.csv'
HOSTILE = ['a"b', "back\\slash", "new\nline", "cr\rlf", "tab\there", "del\x7f", "nul\x00", "c1\x85",
           "sep\u2028x", '"""', "\\u0041", "'single'", "é漢字🙂", "]\n[kb]\nname = \"x\""]


@pytest.mark.parametrize("value", HOSTILE)
def test_a_toml_string_reads_back_as_itself(value):
    assert tomllib.loads(f"k = {toml_string(value)}\n") == {"k": value}


def test_a_lone_surrogate_is_refused_not_written():
    with pytest.raises(IngestError, match="undecodable"):
        toml_string("caf\udce9")


def test_a_file_name_cannot_add_a_manifest_key(tmp_path):
    (tmp_path / "x.csv").write_text(TABLE, encoding="utf-8")
    (tmp_path / INJECTING).write_text(TABLE, encoding="utf-8")
    (tmp_path / "notes\n[kb]\nname = \"owned\"\n.xyz").write_text("?", encoding="utf-8")  # a skipped file
    target = write_init(tmp_path)
    data = tomllib.loads(target.read_text(encoding="utf-8"))
    assert set(data) == {"kb", "axis", "source"}
    assert data["kb"] == {"name": tmp_path.name}
    assert set(data["axis"]) == {"name", "kind"}, data["axis"]  # no date_order from a name
    assert sorted(s["file"] for s in data["source"]) == sorted(["x.csv", INJECTING])
    assert load_manifest(tmp_path).axis.date_order != "mdy"  # and the ingest reads it so


def test_a_name_that_is_not_utf8_is_left_out_with_a_problem(tmp_path):
    (tmp_path / "x.csv").write_text(TABLE, encoding="utf-8")
    raw = os.fsencode(tmp_path) + b"/caf\xe9.csv"
    with open(raw, "wb") as f:
        f.write(TABLE.encode())
    run = subprocess.run([sys.executable, "-m", "noesis", "init", str(tmp_path)], capture_output=True, text=True,
                         errors="replace", timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr + run.stdout
    assert "'caf\\udce9.csv'" in run.stderr and "not valid UTF-8" in run.stderr
    data = tomllib.loads((tmp_path / "noesis.toml").read_text(encoding="utf-8"))
    assert [s["file"] for s in data["source"]] == ["x.csv"]
