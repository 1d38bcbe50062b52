"""A table reading is not the answer when a passage states what the question asks and the
table does not (answer/statedintext). Literal questions and passages; the leftover words
are read off by hand."""

from __future__ import annotations

from noesis.answer.statedintext import content_words, ignored_words, leftover_words, stating_passage
from noesis.lang import ENGLISH

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
