from noesis.query.conversation import detect_follow_up, parse_citations

SOURCES = {"broadcast-it": ["italia_sera.csv", "italia_sera.srt"], "broadcast-uk": ["late_review.csv"]}
HISTORY = [
    {"role": "user", "content": "What was the peak share of Italia Sera?"},
    {"role": "assistant", "content": "The peak was 37.5% at second 146 [italia_sera.csv @ second 146 (02:26)]."},
]


def test_parse_citations_known_names_only():
    text = "A [italia_sera.csv @ second 146]; B [made_up.csv]; C [source: late_review.csv] [Italia_Sera.SRT @ 02:25–02:33]"
    cites = parse_citations(text, SOURCES)
    assert [(c.kb, c.source, c.window) for c in cites] == [
        ("broadcast-it", "italia_sera.csv", "second 146"),
        ("broadcast-uk", "late_review.csv", None),
        ("broadcast-it", "italia_sera.srt", "02:25–02:33"),
    ]


def test_follow_up_inherits_citations():
    f = detect_follow_up("And what was the lowest value in these readings?", HISTORY, SOURCES, anchored=False)
    assert f.is_follow_up and [c.source for c in f.citations] == ["italia_sera.csv"]


def test_italian_anaphora():
    assert detect_follow_up("e il minimo di quelle?", HISTORY, SOURCES, anchored=False).is_follow_up


def test_self_contained_questions_unaffected():
    assert not detect_follow_up("Which programme had the highest share?", HISTORY, SOURCES, anchored=False).is_follow_up
    assert not detect_follow_up("What was it like?", HISTORY, SOURCES, anchored=True).is_follow_up
    assert not detect_follow_up("Tell me the lowest share", HISTORY, SOURCES, anchored=False).is_follow_up
    assert not detect_follow_up("And these?", [], SOURCES, anchored=False).is_follow_up


def test_previous_answer_without_known_citation():
    hist = [{"role": "assistant", "content": "I do not have enough information [nowhere.csv]"}]
    f = detect_follow_up("what about these?", hist, SOURCES, anchored=False)
    assert not f.is_follow_up and "cites no known source" in f.rule
