"""A change of a row whose readings are all negative is declined (answer/signs): its sign
depends on whether the parenthesised amounts or their magnitudes are meant. Fixtures are
literal results; the expected verdicts are read off their readings by hand."""

from __future__ import annotations

from noesis.answer.result import Operand, Result
from noesis.answer.signs import negative_change_unsigned as _unsigned
from noesis.lang import ENGLISH

Q = "What is the change in the allowance from 2018 to 2019?"


def negative_change_unsigned(result: Result, question: str = Q) -> str | None:
    return _unsigned(question, result, ENGLISH)


def _change(first: str, last: str, op: str = "change") -> Result:
    ends = tuple(Operand("kb", "report.md", "Allowance for credit losses", "value", None, v, "$ thousands")
                 for v in (first, last))
    return Result(op, ends, "0", "$ thousands")


def test_two_negative_readings_are_declined_naming_the_row():
    reason = negative_change_unsigned(_change("-23", "-135"))
    assert reason is not None and "Allowance for credit losses" in reason and "negative" in reason


def test_a_reading_at_or_above_zero_keeps_the_signed_change():
    assert negative_change_unsigned(_change("-23", "135")) is None
    assert negative_change_unsigned(_change("0", "-135")) is None
    assert negative_change_unsigned(_change("23", "135")) is None


def test_other_operations_are_not_changes():
    assert negative_change_unsigned(_change("-23", "-135", op="value_at")) is None
    assert negative_change_unsigned(Result("change")) is None


def test_a_percent_change_is_the_same_under_both_conventions():
    assert negative_change_unsigned(_change("-23", "-135"), "What is the percentage change in the allowance?") is None
    assert negative_change_unsigned(_change("-23", "-135"), "By what % did the allowance change?") is None


def test_the_difference_between_two_years_is_its_size_and_a_direction_keeps_the_sign():
    from noesis.answer.signs import difference_size
    from noesis.lang import asks_difference_only
    fell = Result("change", _change("4317", "3851").operands, "-466", "$ thousands", "-10.79")
    size = difference_size("What is the difference in net deferred tax assets between 2018 and 2019?", fell, ENGLISH)
    assert size is not None and (size.value, size.percent) == ("466", "10.79") and size.operands == fell.operands
    for directed in ("What is the difference in net deferred tax assets from 2018 to 2019?",
                     "What is the change in net deferred tax assets between 2018 and 2019?"):
        assert difference_size(directed, fell, ENGLISH) is None and not asks_difference_only(directed, ENGLISH)
    rose = Result("change", fell.operands, "57", "$ thousands", "2.81")
    assert difference_size("What was the difference in interest expense in 2019 and 2018?", rose, ENGLISH) is None
