"""``noesis info``'s head says nothing of what is not there (cli/kb_commands.info_lines), and
a count of readings is written in the number it has (axis.readings_phrase)."""

from __future__ import annotations

from noesis.axis import readings_phrase
from noesis.cli.kb_commands import info_lines

DATA = {"name": "report", "language": "en", "description": "", "position_formats": {},
        "axis": {"name": "year", "kind": "number", "unit": None},
        "metrics": [{"name": "value", "unit": None, "stats": ["max", "min"], "aliases": []},
                    {"name": "share", "unit": "%", "stats": ["max"], "aliases": ["tv share"]}],
        "sources": [{"name": "report.md", "kind": "document", "entity": "", "priority": 1, "rows": 0, "spans": 4,
                     "facts": 6}]}


def test_info_lines_leave_out_what_is_not_there():
    lines = info_lines(DATA)
    assert lines[0] == "[bold]report[/] (en)"  # no "— " before an empty description
    assert lines[1] == "axis: year (number)"  # no "unit None"
    assert lines[2] == "metric: value stats=max,min"  # no "[None]", no empty aliases
    assert lines[3] == "metric: share [%] stats=max aliases=tv share"
    assert "no entity" in lines[4] and "entity ''" not in lines[4]
    described = info_lines({**DATA, "description": "Annual report",
                            "axis": {"name": "second", "kind": "clock", "unit": "s"}})
    assert described[0].endswith("— Annual report") and described[1] == "axis: second (clock, unit s)"


def test_a_count_of_readings_in_its_number():
    assert [readings_phrase(n) for n in (1, 2, 12)] == ["1 reading", "2 readings", "12 readings"]


def test_a_fact_tied_on_many_positions_shows_five_and_counts_the_rest():
    from noesis.cli.render import shown_positions

    dates = [f"2013-01-{d:02d}" for d in range(1, 21)]
    assert shown_positions(dates[:3], ", ") == "2013-01-01, 2013-01-02, 2013-01-03"
    assert shown_positions(dates, " and ") == " and ".join(dates[:5]) + " … and 15 more"


def test_two_kbs_of_one_name_are_named_by_their_files(tmp_path):
    import pytest

    from noesis.errors import QueryError
    from noesis.ingest.pipeline import ingest
    from noesis.knowledge_base import KnowledgeBase
    from noesis.mesh import Mesh

    folder = tmp_path / "sales"
    folder.mkdir()
    (folder / "sales.csv").write_text("year,units\n2018,3\n2019,5\n", encoding="utf-8")
    for name in ("a", "b"):
        ingest(folder, tmp_path / f"{name}.sqlite", workers=1)
    kbs = [KnowledgeBase.open(tmp_path / f"{n}.sqlite") for n in ("a", "b")]
    try:
        with pytest.raises(QueryError) as got:
            Mesh(kbs)
        assert "a.sqlite" in str(got.value) and "b.sqlite" in str(got.value) and "[kb] name" in str(got.value)
    finally:
        for kb in kbs:
            kb.close()
