"""The published TAT-QA evaluation's rule, beside ours: a number is compared with its scale
applied (tatqa_metric.get_answer_str / add_percent_pred), so the same amount in another scale,
or with no scale, is exact; ours requires the scale label to match."""

from __future__ import annotations

from noesis.eval.tatqa import Prediction, published_em, score


def test_the_same_amount_in_another_scale_is_exact_by_the_published_rule_only():
    pred = Prediction(("100100",), "thousand", "result")
    s = score(["100.1"], "million", "arithmetic", pred)
    assert (s.em, s.em_published) == (0.0, 1.0)
    assert published_em(["$100.1"], "million", Prediction(("100100000",), "", "text")) == 1.0


def test_a_different_amount_is_wrong_by_both():
    pred = Prediction(("148599",), "thousand", "result")  # 148,599 thousand is not 148.6 million
    s = score(["148.6"], "million", "arithmetic", pred)
    assert (s.em, s.em_published) == (0.0, 0.0)


def test_a_percent_as_a_fraction_and_two_decimals():
    assert published_em(["23.42"], "percent", Prediction(("0.2342",), "", "result")) == 1.0
    assert published_em(["23.42"], "percent", Prediction(("23.4249",), "percent", "result")) == 1.0
    assert published_em(["23.42"], "percent", Prediction(("23.5",), "percent", "result")) == 0.0
    assert published_em(["191%"], "", Prediction(("190.86",), "percent", "result")) == 0.0


def test_spans_keep_their_words_and_order_does_not_matter():
    assert published_em(["Europe", "Asia"], "", Prediction(("asia", "Europe"), "", "result")) == 1.0
    assert published_em(["Europe"], "", Prediction(("Americas",), "", "result")) == 0.0
    assert published_em(["12"], "million", Prediction((), "", "none")) == 0.0


def test_a_currency_sign_apart_from_its_number():
    assert published_em(["$ 100.1"], "million", Prediction(("100.1",), "million", "result")) == 1.0


def test_a_gold_written_with_a_percent_sign_is_a_percent():
    """The gold "34%" with no scale field is 0.34 to the published evaluation (to_number applies
    the sign), as is the prediction 34 with scale percent; ours reads its scale as percent."""
    pred = Prediction(("34", "11"), "percent", "result")
    assert published_em(["34%"], "", Prediction(("34",), "percent", "result")) == 1.0
    assert score(["34%", "11%"], "", "multi-span", pred).em == 1.0
    assert score(["191%"], "", "span", Prediction(("190.86",), "percent", "result")).em == 1.0
    assert score(["34%"], "", "span", Prediction(("34",), "", "result")).em == 0.0
    assert score(["34"], "", "span", Prediction(("34",), "percent", "result")).em == 0.0
