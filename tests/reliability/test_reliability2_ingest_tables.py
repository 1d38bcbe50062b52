"""Issue 28, items 3 and 4 (ingest side): document tables that gave wrong numbers silently,
and a document that stalled or aborted the ingest.

Every expected value is computed here from the table the test builds (the grid it encodes
as HTML, the rows it writes as Markdown), never copied from the engine's output.
"""

from __future__ import annotations

import math
import random
import time
from pathlib import Path

import numpy as np
import pytest

from noesis.axis import (
    POSITION_LIMITS,
    PositionParseError,
    format_position,
    in_range,
    parse_position,
)
from noesis.ingest.doctables import ParsedTable, parse_cell, read_tables, table_rows
from noesis.ingest.documents import _html, _markdown, _span, html_grid, markdown_table_heads
from noesis.manifest import AxisSpec

YEAR_AXIS = AxisSpec(name="year", kind="number")


# --------------------------------------------------------------------------- rowspan / colspan
def _grid_html(regions: dict[str, dict[str, tuple[int, int]]], years: tuple[int, int]) -> str:
    """The grid as HTML with each region's label cell spanning its segments' rows."""
    rows = [f"<tr><th>Region</th><th>Segment</th><th>{years[0]}</th><th>{years[1]}</th></tr>"]
    for region, segments in regions.items():
        for k, (segment, (a, b)) in enumerate(segments.items()):
            label = f'<td rowspan="{len(segments)}">{region}</td>' if k == 0 else ""
            rows.append(f"<tr>{label}<td>{segment}</td><td>{a}</td><td>{b}</td></tr>")
    return "<html><body><h1>Sales</h1><table>" + "".join(rows) + "</table></body></html>"


@pytest.mark.parametrize("seed", range(4))
def test_a_rowspan_label_never_shifts_values_to_another_year(seed):
    rng = random.Random(seed)
    regions = {
        f"Region{r}": {f"Seg{r}{s}": (rng.randint(1, 500), rng.randint(501, 999)) for s in range(rng.randint(1, 3))}
        for r in range(3)
    }
    parsed = _html(_grid_html(regions, (2019, 2020)))
    got = read_tables(parsed.tables, YEAR_AXIS, "r.html")
    values = {s.entity: dict(zip(s.positions.tolist(), s.values.tolist(), strict=True)) for s in got.series}
    for region, segments in regions.items():
        for segment, (a, b) in segments.items():
            # a region of several segments: each row keeps the region and is told apart by its segment
            name = f"{region} ({segment})" if len(segments) > 1 else region
            assert values[name] == {2019.0: a, 2020.0: b}
    assert len(got.series) == sum(len(s) for s in regions.values())
    repeated = [r for r in regions.values() if len(r) > 1]
    assert len([p for p in got.problems if "repeats" in p.reason]) == len(repeated)


def test_html_grid_expands_spans_in_both_directions():
    rows = [
        [("A", None, "2"), ("B", "2", None), ("C", None, None)],
        [("D", None, None), ("E", None, None), ("F", None, None)],
    ]
    assert html_grid(rows) == [["A", "B", "", "C"], ["A", "D", "E", "F"]]


def test_a_rowspan_covering_trailing_columns_fills_them():
    rows = [[("x", None, None), ("tail", None, "3")], [("y", None, None)], [("z", None, None)]]
    assert html_grid(rows) == [["x", "tail"], ["y", "tail"], ["z", "tail"]]


@pytest.mark.parametrize("raw", ["²", "٢", "x", "", " "])
def test_a_span_that_is_not_an_ascii_number_reads_as_one_with_a_problem(raw):
    assert raw.strip() == "" or not raw.isascii() or not raw.isdigit()
    n, problem = _span(raw, "colspan", 1000)
    assert n == 1 and problem and "not a number" in problem


def test_span_values_are_bounded():
    assert _span("3", "colspan", 1000) == (3, None)
    assert _span("99999999999", "colspan", 1000) == (1000, None)
    assert _span("0", "rowspan", 65534) == (65534, None)


def test_a_superscript_colspan_is_a_problem_of_its_table_not_a_crash():
    parsed = _html('<table><tr><th>Item</th><th colspan="²">2019</th><th>2020</th></tr>'
                   "<tr><td>X</td><td>1</td><td>2</td></tr></table>")
    assert any("colspan='²'" in p for p in parsed.problems)
    (series,) = read_tables(parsed.tables, YEAR_AXIS, "a.html").series
    assert dict(zip(series.positions.tolist(), series.values.tolist(), strict=True)) == {2019.0: 1.0, 2020.0: 2.0}


# --------------------------------------------------------------------------- numbers past float
@pytest.mark.parametrize("digits", [309, 400, 1000])
def test_a_number_past_the_float_range_is_missing_never_inf(digits):
    text = "9" * digits
    assert math.isinf(float(text))  # what the cell would have become
    cell = parse_cell(text)
    assert cell.missing and cell.overflow and not cell.blank


def test_an_overflowing_cell_is_a_problem_naming_row_and_column():
    big = "9" * 400
    table = ParsedTable((("Show", "2019", "2020"),), (("Alpha", big, "5"), ("Beta", "3", "4")), lines=(5, 6))
    got = read_tables([table], YEAR_AXIS, "t.md")
    assert all(math.isfinite(v) or math.isnan(v) for s in got.series for v in s.values)
    (problem,) = [p for p in got.problems if "float range" in p.reason]
    assert problem.file == "t.md" and problem.line == 5
    assert "row 1" in problem.reason and "'2019'" in problem.reason and "Alpha" in problem.reason
    alpha = next(s for s in got.series if s.entity == "Alpha")
    assert math.isnan(alpha.values[0]) and alpha.values[1] == 5.0


# --------------------------------------------------------------------------- repeated labels
def test_repeated_row_labels_become_distinct_series_and_are_reported():
    rows = [("Alpha", "1", "2"), ("Alpha", "30", "40"), ("Beta", "3", "4"), ("Alpha", "7", "8")]
    table = ParsedTable((("Show", "2019", "2020"),), tuple(rows))
    got = read_tables([table], YEAR_AXIS, "t.md")
    by_entity = {s.entity: s.values.tolist() for s in got.series}
    assert len(by_entity) == len(rows)  # one series per row, none merged or dropped
    for n, (label, a, b) in enumerate(rows, start=1):
        name = label if [r[0] for r in rows].count(label) == 1 else f"{label} (row {n})"
        assert by_entity[name] == [float(a), float(b)]
    (problem,) = [p for p in got.problems if "repeats" in p.reason]
    assert "'Alpha'" in problem.reason and "rows 1, 2, 4" in problem.reason
    # the row spans carry the same names as the series
    assert {r.entity for r in table_rows(table)} == set(by_entity)


# --------------------------------------------------------------------------- markdown cost
def _seconds(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


@pytest.fixture(scope="module")
def prose_seconds() -> float:
    """What 1 MB of ordinary prose takes to parse here (the machine's own yardstick)."""
    prose = ("The quick brown fox jumps over the lazy dog, and *then* some `code` here. " * 14 + "\n\n") * 1000
    return min(_seconds(lambda: _markdown(prose)) for _ in range(2))


@pytest.mark.parametrize("flood", ["[", "![", "*a", "<", "[a]("])
@pytest.mark.parametrize("paragraphs", [1, 5000])
def test_a_markup_flood_parses_in_linear_time_and_keeps_its_text(flood, paragraphs, prose_seconds):
    size = 1_000_000 // paragraphs
    text = "# T\n\n| a | b |\n\n" + "\n\n".join([flood * (size // len(flood))] * paragraphs)
    took = min(_seconds(lambda: _markdown(text)) for _ in range(2))
    # no slower than about twice ordinary prose (about 1 MB/s); with no budget markdown-it took
    # 30 × prose for '[' (20 s), 10 × for '*a'
    assert took < 3 * prose_seconds + 0.5, f"{took:.1f} s for 1 MB of {flood!r} (prose: {prose_seconds:.1f} s)"
    parsed = _markdown(text)
    written = "".join(s.text for s in parsed.spans)
    assert sum(c.isalnum() for c in written) == sum(c.isalnum() for c in text) - 1  # the heading is no span
    assert len(parsed.spans) == paragraphs + 1
    if paragraphs == 1:  # past the budget: the run as written
        assert len(written) >= len(text) - 20
    if flood in ("[", "!["):
        assert parsed.problems and "plain text" in parsed.problems[0]


def test_ordinary_markup_is_still_parsed():
    parsed = _markdown("# T\n\nSee [the report](http://x.org/r) and *this* `code`.\n")
    (span,) = parsed.spans
    assert span.text == "See the report and this code."
    assert not parsed.problems


def test_the_axis_prepass_reads_the_same_positions_as_the_full_parse():
    text = ("# R\n\n| Item | 2019 | 2018 |\n|---|---|---|\n| A | 1 | 2 |\n| B | 3 | 4 |\n\n"
            "| | **Q1 2020** | Q2 2020 |\n|---|---|---|\n| C | 1 | 2 |\n\n"
            "| Name | Notes |\n|---|---|\n| D | x |\n\n" + "[" * 100_000)
    from noesis.ingest.doctables import position_columns

    full = [position_columns(t) for t in _markdown(text).tables]
    pre = [position_columns(t) for t in markdown_table_heads(text)]
    assert pre == full and len(full) == 2
    assert _seconds(lambda: markdown_table_heads(text)) < 0.5


# --------------------------------------------------------------------------- dates past the range
@pytest.mark.parametrize("text", ["9999-12-31T23:00-05:00", "10000-01-01T00:00+00:00"])
def test_a_datetime_past_year_9999_in_utc_is_not_a_position(text):
    with pytest.raises(PositionParseError, match="outside|not an ISO"):
        parse_position(text, "datetime")


def test_the_last_supported_instant_is_a_position():
    value = parse_position("9999-12-31T23:59:59+00:00", "datetime")
    assert in_range(value, "datetime") and format_position(value, "datetime").startswith("9999-12-31")


@pytest.mark.parametrize("kind", ["date", "datetime"])
def test_rendering_a_stored_position_outside_the_range_never_raises(kind):
    lo, hi = POSITION_LIMITS[kind]
    for value in (lo - 1, hi + 86400 * 2, -1e18, 1e18):
        shown = format_position(value, kind)
        assert "not a date" in shown


def test_positions_inside_the_range_render_as_dates():
    assert format_position(0.0, "date") == "1970-01-01"
    lo, hi = POSITION_LIMITS["date"]
    assert format_position(lo, "date") == "0001-01-01" and format_position(hi, "date") == "9999-12-31"


def test_the_axis_prepass_of_a_bad_document_never_raises(tmp_path: Path):
    from noesis.ingest.docaxis import _tables
    from noesis.manifest import load_manifest

    (tmp_path / "a.html").write_text('<table><tr><th>I</th><th colspan="²">2019</th></tr></table>')
    manifest = load_manifest(tmp_path)
    assert isinstance(_tables(manifest, manifest.sources[0]), list)


def test_hostile_spans_make_the_table_text_not_a_huge_grid():
    rows = 2000
    html = ("<table><tr><th>I</th><th>2019</th></tr>" + "<tr>" + '<td colspan="1000" rowspan="65534">x</td>' * 50
            + "</tr>" + "<tr><td>y</td></tr>" * rows + "</table>")
    took = _seconds(lambda: _html(html))
    parsed = _html(html)
    assert took < 2.0
    assert any("kept as text only" in p for p in parsed.problems)
    assert not parsed.tables and len(parsed.spans) == rows + 2  # every row still a paragraph


def test_a_text_cell_past_the_float_range_is_a_bad_cell_not_inf():
    from noesis.ingest.tables import metric_values

    cells = ["1", "1e999", "9" * 400, "2.5", "-1e400"]
    values, bad = metric_values(np.array(cells, dtype=object))
    for cell, value, is_bad in zip(cells, values.tolist(), bad.tolist(), strict=True):
        if math.isinf(float(cell)):
            assert math.isnan(value) and is_bad
        else:
            assert value == float(cell) and not is_bad


def test_no_reader_can_hand_an_infinite_value_to_the_store():
    import numpy as np

    from noesis.ingest.pipeline import finite_values
    from noesis.model import ReadResult, Series

    raw = np.array([1.0, np.inf, -np.inf, 4.0])
    got = finite_values(ReadResult(series=(Series("m", "e", None, np.arange(4.0), raw),)), "f.csv")
    assert np.isfinite(got.series[0].values[np.isfinite(raw)]).all()
    assert np.isnan(got.series[0].values[~np.isfinite(raw)]).all()
    (problem,) = got.problems
    assert problem.file == "f.csv" and "(2)" in problem.reason
