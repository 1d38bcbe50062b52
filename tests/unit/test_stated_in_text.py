"""A table reading is not the answer when a passage states what the question asks and the
table does not (answer/statedintext). Literal questions and passages; the leftover words
are read off by hand."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.answer.statedintext import (
    captioned,
    content_words,
    ignored_words,
    leftover_words,
    negated_qualifiers,
    stated_figures,
    stating_passage,
)
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH
from noesis.mesh import Mesh

Q = ("What are the respective amounts capitalized to internal use software related to continuing operations "
     "for the years ended December 31, 2019 and 2018?")
PASSAGE = ("Amounts capitalized to internal use software related to continuing operations for the years ended "
           "December 31, 2019 and 2018 were $3,800 and $6,690, respectively.")


def test_the_words_no_operand_reads():
    left = leftover_words(Q, ["Internal use software", "value"], ignored_words(ENGLISH))
    assert left == {"capitalized", "related", "continuing", "operation"}  # "ended": a period word


def test_a_passage_stating_them_with_an_amount_answers_instead():
    left = leftover_words(Q, ["Internal use software"], ignored_words(ENGLISH))
    assert stating_passage(left, ["Property, plant and equipment consisted of the following:", PASSAGE]) == PASSAGE
    # a passage that only describes the quantity states no amount of it
    assert stating_passage(left, [PASSAGE.split(" were ")[0] + " grew by 3.6% (2019 and 2018)."]) is None


def test_one_leftover_word_is_too_weak_a_sign():
    left = leftover_words("What was the net revenue of Alpha in 2019?", ["Alpha", "revenue"], ignored_words(ENGLISH))
    assert left == {"net"} and stating_passage(left, ["Net revenue was $5 million."]) is None


def test_content_words_fold_and_drop_numbers():
    assert content_words("Operations in 2019") == {"operation", "in"}


# --------------------------------------------------------------------------- the reading's own figure

RSU = "In 2017, the Board agreed to grant a total of 866.6 RSUs to other management."


def test_the_figures_a_passage_writes():
    assert stated_figures(RSU) == {2017.0, 866.6}
    assert stated_figures("a total of 1,001,100 RSUs, a 30% share (2.5x)") == {1001100.0, 30.0}


def test_a_passage_stating_the_reading_itself_with_the_leftover_words_answers_instead():
    left = leftover_words("How many RSUs were granted during the period of 2017 to other management?",
                          ["Granted during the period", "value"], ignored_words(ENGLISH))
    assert left == {"rsu", "other", "management"}
    assert stating_passage(left, [RSU]) is None  # no money amount: the old test alone passes it by
    assert stating_passage(left, [RSU], readings=(866.6,)) == RSU
    assert stating_passage(left, [RSU], readings=(907.3,)) is None  # another figure: not this reading's statement


# --------------------------------------------------------------------------- negated qualifiers

def test_negated_qualifiers_are_prefixed_participles_and_non():
    assert negated_qualifiers({"unrevised", "unrecognized", "unvested", "non", "noncurrent", "value"}) == {
        "unrevised", "unrecognized", "unvested", "non", "noncurrent"}
    # words that only begin like a negation
    assert negated_qualifiers({"united", "under", "unit", "unused", "nonetheless", "union"}) == frozenset()


def test_a_caption_without_an_amount_reads_the_word_for_the_whole_table():
    caption = "The following table presents the unaudited pro forma results (in thousands):"
    other = "As of December 31, 2019, there was $60.3 million unrecognized stock-based compensation expense."
    assert captioned({"unaudited"}, [caption]) == {"unaudited"}
    assert captioned({"unrecognized"}, [other]) == frozenset()  # the other quantity's statement reads nothing


SEGMENTS = (
    "The assets allocated to segments as of December 31, 2018 have been revised to correct an error.\n\n"
    "As of December 31, 2019, there was $60.3 million unrecognized stock-based compensation expense.\n\n"
    "The following unaudited table shows assets and stock-based compensation expense (in millions):\n\n"
    "|  | 2019 | 2018 |\n|---|---|---|\n"
    "| Food Care | 1,997.8 | 1,914.4 |\n"
    "| Total stock-based compensation expense | 32.1 | 31.4 |\n")


@pytest.fixture(scope="module")
def segments(tmp_path_factory):
    folder = tmp_path_factory.mktemp("segments")
    (folder / "report.md").write_text(SEGMENTS, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    with Mesh.open(kb) as mesh:
        yield Engine(mesh)


def test_a_negated_qualifier_no_row_reads_is_refused_naming_it(segments):
    a = segments.ask("What is the unrevised value of Food Care for 2018?", deterministic=True)
    assert a.result is not None and a.result.operation == "refusal"
    assert a.result.reason_kind == "qualifier_unread" and "unrevised" in a.result.reason
    a = segments.ask("How much was the total stock-based compensation expense (recognized and unrecognized) "
                     "in 2019?", deterministic=True)
    assert a.result is not None and a.result.reason_kind == "qualifier_unread" and "unrecognized" in a.result.reason


def test_the_same_row_without_the_negation_or_under_a_caption_holding_it_is_answered(segments):
    a = segments.ask("What is the value of Food Care for 2018?", deterministic=True)
    assert a.result is not None and a.result.operation == "value_at" and float(a.result.operands[0].value) == 1914.4
    a = segments.ask("What is the unaudited value of Food Care for 2018?", deterministic=True)
    assert a.result is not None and a.result.operation == "value_at"
