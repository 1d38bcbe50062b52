"""The table battery (bench/tables/): public tables of several shapes, ingested with no manifest.

``test_dev_table``: each dev table must have every row kept (``rows_stored`` equals the rows
counted in the file by the csv module, never by the engine) and every field of its schema
(grain, time axis and granularity, dimensions and their kinds, entity, measures, additivity,
wide layout) read as its truth file states, or marked uncertain by the engine ("flagged").
``test_dev_table_with_a_user_manifest``: the same with the manifest a user wrote from
docs/manifest.md (bench/tables/manifests). Both run the CLI as a user would.

The other tests check the battery itself and check.py's comparison on fake engine profiles; they
pass whatever the engine does. Only the dev split is ingested here: the holdout split is for
measurement (``bench/tables/check.py --split holdout``), not for tuning.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from pathlib import Path

import pytest

CHECK_PY = Path(__file__).resolve().parents[2] / "bench" / "tables" / "check.py"
_spec = importlib.util.spec_from_file_location("table_battery_check", CHECK_PY)
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)

DEV = [f.parent.name for f in check.table_folders("dev")]
ALL = [f.parent for f in check.table_folders("all")]
PENDING = "run `.venv/bin/python bench/tables/check.py --split dev` for the full table"
FIELDS = ("rows", "grain", "time", "time_parts", "dimensions", "dimension_kinds", "entity", "measures",
          "additivity", "wide")


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("table-battery")


@pytest.mark.slow
@pytest.mark.parametrize("name", DEV)
def test_dev_table(name: str, workdir: Path) -> None:
    """Every row kept; time columns and grain right or flagged (dev split only)."""
    try:
        result = check.measure(check.HERE / "dev" / name, workdir)
    except check.NoTables as exc:
        pytest.fail(f"{exc}. {PENDING}")
    fields = result["fields"]
    rows = fields["rows"]
    assert rows["verdict"] == "right", (
        f"{name}: rows not all kept: counted {result['rows_counted']} in the file, engine stored "
        f"{rows['engine']} ({rows['why']}; {result.get('error') or 'no error'}). {PENDING}")
    for field in FIELDS:
        v = fields.get(field)
        if v is None:
            continue
        assert v["verdict"] in ("right", "flagged", "n/a"), (
            f"{name}: {field} {v['verdict']}: truth {v['truth']}, engine {v['engine']} {v['why']}. {PENDING}")


MANIFESTS = check.HERE / "manifests"


@pytest.mark.slow
@pytest.mark.parametrize("name", DEV)
def test_dev_table_with_a_user_manifest(name: str, tmp_path: Path) -> None:
    """The manifest a user wrote from docs/manifest.md gives a schema right or flagged."""
    spec = importlib.util.spec_from_file_location("check_manifests", check.HERE / "check_manifests.py")
    cm = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cm)
    folder = check.HERE / "dev" / name
    truth = check.load_truth(folder)
    data = folder / truth["file"]
    delim = truth.get("delimiter", ",")
    cells = check.nonempty_cells(data, truth["wide"]["columns"], delim) if truth.get("wide") else None
    got = cm.run_cli(check.noesis_binary(), data, MANIFESTS / name / "noesis.toml", tmp_path / "run")
    assert got.get("table") is not None, got.get("error")
    verdicts = cm.verdicts(truth, got["table"], check.count_rows(data, delim), cells)
    bad = {f: v for f, v in verdicts.items() if v not in ("right", "flagged", "n/a")}
    assert not bad, bad


# --------------------------------------------------------------------------- the battery itself

def test_battery_has_every_shape_in_both_splits() -> None:
    shapes = {s: {check.load_truth(f)["shape"] for f in ALL if f.parent.name == s} for s in check.SPLITS}
    six = {"long", "time-split", "fractional-year", "numeric-ids", "wide", "one-series"}
    assert six <= shapes["dev"] and six <= shapes["holdout"], shapes
    assert len(DEV) > len(ALL) - len(DEV), "about 2/3 of the tables are dev"


@pytest.mark.parametrize("folder", ALL, ids=lambda f: f"{f.parent.name}/{f.name}")
def test_committed_files_match_their_truth(folder: Path) -> None:
    truth = check.load_truth(folder)
    files = check.data_files(folder)
    assert [f.name for f in files] == [truth["file"]], "one table file a folder (a folder is one KB)"
    data = folder / truth["file"]
    assert hashlib.sha256(data.read_bytes()).hexdigest() == truth["sha256"], "regenerate: make_battery.py"
    delim = truth.get("delimiter", ",")
    assert check.count_rows(data, delim) == check.pandas_rows(data, delim) == truth["rows"]
    assert truth["split"] == folder.parent.name and truth["name"] == folder.name


def test_total_size_stays_small() -> None:
    size = sum(p.stat().st_size for f in ALL for p in f.iterdir())
    assert size < 5_000_000, size


# --------------------------------------------------------------- check.py on fake engine profiles

@pytest.mark.parametrize("folder", ALL, ids=lambda f: f"{f.parent.name}/{f.name}")
def test_an_engine_saying_the_truth_is_right_everywhere(folder: Path) -> None:
    truth = check.load_truth(folder)
    verdicts = check.compare(truth, check.oracle(truth), truth["rows"])
    assert {f: v["verdict"] for f, v in verdicts.items() if v["verdict"] not in ("right", "n/a")} == {}


def _truth(name: str) -> dict:
    return check.load_truth(check.HERE / "dev" / name)


def test_lost_rows_are_wrong_even_when_uncertain() -> None:
    truth = _truth("nile")
    fake = check.oracle(truth)
    fake["rows_stored"] = truth["rows"] - 1
    fake["choices"] = [{"key": "rows", "value": "", "why": "", "manifest": "", "certain": False}]
    assert check.compare(truth, fake, truth["rows"])["rows"]["verdict"] == "wrong"


def test_a_difference_the_engine_marks_uncertain_is_flagged() -> None:
    truth = _truth("airline")
    fake = check.oracle(truth)
    fake["time"]["granularity"] = "day"
    fake["measures"][0]["additivity"] = "level"
    assert check.compare(truth, fake, truth["rows"])["time"]["verdict"] == "wrong"
    assert check.compare(truth, fake, truth["rows"])["additivity"]["verdict"] == "wrong"
    fake["choices"] = [{"key": "time", "certain": False}, {"key": "measures.Passengers.additivity", "certain": False},
                       {"key": "grain", "certain": True}]
    out = check.compare(truth, fake, truth["rows"])
    assert (out["time"]["verdict"], out["additivity"]["verdict"], out["grain"]["verdict"]) == ("flagged", "flagged", "right")


def test_acceptable_readings_count_as_right() -> None:
    truth = _truth("elnino")  # monthly data with the month in the header: "year" is acceptable too
    fake = check.oracle(truth)
    fake["time"]["granularity"] = "year"
    assert check.compare(truth, fake, truth["rows"])["time"]["verdict"] == "right"
    fake["time"]["granularity"] = "week"
    assert check.compare(truth, fake, truth["rows"])["time"]["verdict"] == "wrong"


def test_wide_rows_may_be_stored_melted_and_the_basis_is_reported() -> None:
    truth = _truth("plotly-stocks")
    fake = check.oracle(truth)
    fake["rows_stored"] = truth["rows"] * len(truth["wide"]["columns"])
    fake["grain"] = ["date", "<header>"]  # the engine's pseudo-column for the melted header
    out = check.compare(truth, fake, truth["rows"])
    assert out["rows"]["verdict"] == "right" and "member columns" in out["rows"]["why"]
    assert out["grain"]["verdict"] == "right"
    fake["wide"] = None
    assert check.compare(truth, fake, truth["rows"])["wide"]["verdict"] == "wrong"


def test_engine_names_for_unnamed_columns_are_mapped_back_by_position() -> None:
    truth = _truth("co2-monthly")  # header: "", time, co2 (R's row numbers have no name)
    fake = check.oracle(truth)
    fake["columns"] = ["column1", "time", "co2"]
    fake["measures"].append({"name": "column1", "column": "column1", "unit": None, "additivity": "unknown"})
    out = check.compare(truth, fake, truth["rows"])
    assert out["measures"]["verdict"] == "wrong" and "['']" in out["measures"]["why"]


def test_missing_tables_key_says_the_profiler_has_not_landed() -> None:
    with pytest.raises(check.NoTables, match="has not landed"):
        check.engine_table({"name": "kb", "sources": []}, "nile.csv")
    assert check.engine_table({"tables": [{"source": "dir/nile.csv"}]}, "nile.csv") == {"source": "dir/nile.csv"}


def test_results_are_rendered_and_totalled() -> None:
    truth = _truth("nile")
    result = {"name": "nile", "split": "dev", "shape": truth["shape"], "file": truth["file"], "error": None,
              "fields": check.compare(truth, check.oracle(truth), truth["rows"])}
    text = check.render([result], details=False)
    assert "nile" in text and check.totals([result])["rows"]["right"] == 1
    json.dumps(result)


@pytest.mark.slow
@pytest.mark.parametrize("name", DEV)
def test_dev_table_init_proposals_give_the_same_schema(name: str, tmp_path: Path) -> None:
    """`noesis init` writes the schema it profiles as manifest keys (uncertain ones marked);
    ingesting with that manifest gives the schema of ingesting with none."""
    import shutil
    import subprocess

    spec = importlib.util.spec_from_file_location("check_manifests", check.HERE / "check_manifests.py")
    cm = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cm)
    truth = check.load_truth(check.HERE / "dev" / name)
    data = check.HERE / "dev" / name / truth["file"]
    stage = tmp_path / "init"
    stage.mkdir()
    shutil.copy2(data, stage / data.name)
    done = subprocess.run([str(check.noesis_binary()), "init", str(stage)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    none = cm.run_cli(check.noesis_binary(), data, None, tmp_path / "none")
    init = cm.run_cli(check.noesis_binary(), data, stage / "noesis.toml", tmp_path / "with-init")
    assert init.get("table") is not None, init.get("error")
    assert cm.schema(init["table"]) == cm.schema(none["table"])
