"""The rows a report's section holds (query/componentforms, answer/sectionforms): the question's
form and the section it names on literals, the rows up to a total on literal series, then small
reports ingested and asked end to end, the truth read from the Markdown by the test's own parser."""

from __future__ import annotations

import numpy as np
import pytest

from noesis.answer import Engine
from noesis.answer.sectionforms import (
    Section,
    deducted,
    row_name,
    section_paths,
    section_rows,
    sums_to,
)
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH
from noesis.mesh import Mesh
from noesis.model import Series
from noesis.query.componentforms import asked_components, named_label

LABELS = ["Current assets", "Fixed assets", "Deferred tax assets", "Deferred tax liabilities",
          "Amounts falling due within one year:"]


@pytest.mark.parametrize(("question", "count", "label"), [
    ("What were the components making up current assets?", False, "Current assets"),
    ("What are the items under deferred tax liabilities?", False, "Deferred tax liabilities"),
    ("How many components are there under deferred tax assets?", True, "Deferred tax assets"),
    ("What financial items does amounts falling due within one year consist of?", False,
     "Amounts falling due within one year:"),
    ("What types of fixed assets are listed in the table?", False, "Fixed assets"),
])
def test_a_question_asking_a_sections_rows(question, count, label):
    asked = asked_components(question, ENGLISH)
    assert asked is not None and asked.count == count
    assert named_label(asked, LABELS, ENGLISH) == label


@pytest.mark.parametrize("question", [
    "What is the largest component of current assets?",  # an extreme: another question
    "What are the components of current assets in 2019?",  # a position
    "What are the major components of current assets?",  # a judgement the table does not make
    "What are the components of total equity?",  # no section of that label
])
def test_no_section_rows_when_another_word_asks_more(question):
    asked = asked_components(question, ENGLISH)
    assert asked is None or named_label(asked, LABELS, ENGLISH) is None


def test_no_form_without_a_component_word():
    assert asked_components("What were current assets in 2019?", ENGLISH) is None
    assert asked_components("What were the current assets?", ENGLISH) is None


def test_the_longest_label_the_question_names_wins():
    asked = asked_components("What are the components of deferred tax assets?", ENGLISH)
    assert named_label(asked, ["Assets", "Deferred tax assets"], ENGLISH) == "Deferred tax assets"


def _s(entity: str, *values: float) -> Series:
    return Series("m", entity, None, np.array([2018.0, 2019.0][:len(values)]), np.array(values, dtype=float))


def test_section_paths_are_prefixes_that_are_no_row():
    assert section_paths(["A › x", "A › y", "B › C › z", "B"]) == ("A", "B › C")


def test_a_total_is_the_sum_of_the_rows_above_within_rounding():
    parts = [_s("a", 100, 200), _s("b", 50.4, float("nan"))]
    assert sums_to(_s("t", 150, 200), parts)
    assert sums_to(_s("t", 151, 200), parts)  # the last digit's rounding
    assert not sums_to(_s("t", 160, 200), parts)
    assert not sums_to(_s("t", 150, 200), parts[:1])  # one row is no sum


def test_section_rows_stop_at_the_unlabelled_total():
    series = {e: _s(e, v) for e, v in (("S › a", 1), ("S › b", 2), ("S › c", 9))}
    texts = ["S › a: 2018 1", "S › b: 2018 2", "S: 2018 3", "S › c: 2018 9"]
    assert section_rows("S", texts, series) == Section("S", ("S › a", "S › b"), True)


def test_section_rows_stop_at_a_total_row_by_label_or_by_sum():
    series = {e: _s(e, v) for e, v in (("S › a", 1), ("S › b", 2), ("S › Net b", 5), ("S › Sum", 8))}
    texts = ["S › a: x", "S › b: x", "S › Net b: x", "S › Sum: x"]
    assert section_rows("S", texts, series).rows == ("S › a", "S › b", "S › Net b")  # 1+2+5 = 8
    labelled = {"S › a": _s("S › a", 1), "S › Total": _s("S › Total", 99)}
    assert section_rows("S", ["S › a: x", "S › Total: x"], labelled).rows == ("S › a",)


def test_a_nested_section_gives_no_rows():
    series = {"S › T › a": _s("S › T › a", 1)}
    assert section_rows("S", ["S › T › a: x"], series) is None


def test_a_deduction_in_a_total_is_undecided():
    series = {"S › a": _s("S › a", 5), "S › less": _s("S › less", -1)}
    assert deducted(Section("S", ("S › a", "S › less"), True), series)
    assert not deducted(Section("S", ("S › a", "S › less"), False), series)  # no total: a list of rows


def test_a_footnote_digit_against_the_last_word_is_not_the_name():
    assert row_name("S › Amounts owed by subsidiaries1") == "Amounts owed by subsidiaries"
    assert row_name("S › Level 1") == "Level 1"


# --------------------------------------------------------------------------- end to end

REPORT = ("Balance sheet (in millions):\n\n"
          "|  | 2019 | 2018 |\n|---|---|---|\n"
          "| Current assets |  |  |\n"
          "| Debtors | 415.9 | 440.7 |\n"
          "| Cash and cash equivalents | 1.5 | 0.2 |\n"
          "|  | 417.4 | 440.9 |\n"
          "| Creditors | (411.4) | (288.4) |\n"
          "| Deferred tax assets |  |  |\n"
          "| Pension costs | 1,169 | 1,111 |\n"
          "| Net operating loss carryforwards | 3,167 | 3,445 |\n"
          "| Other | 577 | 553 |\n"
          "| Gross deferred tax assets | 4,913 | 5,109 |\n"
          "| Accounts receivable |  |  |\n"
          "| Billed | 127 | 156 |\n"
          "| Allowance for doubtful accounts | (1) | (2) |\n"
          "| Total accounts receivable | 126 | 154 |\n")


def _truth(report: str, section: str) -> list[str]:
    """The labels under ``section`` up to the first unlabelled row or the row whose cells are
    the sum of those above (read from the Markdown with str methods, not the engine's reader)."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in report.splitlines()
            if line.startswith("|") and "---" not in line][1:]
    out, sums, inside = [], None, False
    for label, *cells in rows:
        nums = [float(c.replace(",", "").replace("(", "-").replace(")", "")) if c else None for c in cells]
        if label == section:
            inside, sums = True, [0.0] * len(cells)
            continue
        if inside:
            if not label or (len(out) > 1 and all(abs(n - s) < 1 for n, s in zip(nums, sums, strict=True))):
                return out
            out.append(label)
            sums = [s + (n or 0) for s, n in zip(sums, nums, strict=True)]
    return out


def _mesh(tmp_path_factory, report: str):
    folder = tmp_path_factory.mktemp("report")
    (folder / "report.md").write_text(report, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    return Mesh.open(kb)


def test_the_rows_a_section_holds_up_to_its_total(tmp_path_factory):
    with _mesh(tmp_path_factory, REPORT) as mesh:
        engine = Engine(mesh)
        for q, section in (("What were the components making up current assets?", "Current assets"),
                           ("What are the items under deferred tax assets?", "Deferred tax assets")):
            a = engine.ask(q, deterministic=True)
            assert a.result is not None and a.result.operation == "components", a.text
            assert [o.value for o in a.result.operands] == _truth(REPORT, section)
            assert a.verification.ok, a.verification.summary
        a = engine.ask("How many components are there under deferred tax assets?", deterministic=True)
        assert a.result.value == str(len(_truth(REPORT, "Deferred tax assets")))
        assert a.verification.ok, a.verification.summary


def test_a_deduction_in_the_total_is_a_reason_not_a_list(tmp_path_factory):
    with _mesh(tmp_path_factory, REPORT) as mesh:
        a = Engine(mesh).ask("What types of accounts receivable are there?", deterministic=True)
        assert a.result is not None and a.result.operation == "refusal"
        assert "Allowance for doubtful accounts" in a.text and "deduct" in a.text
