from noesis.answer.hydrate import Directive, fetch, parse_directives, validate
from noesis.query.planner import wants_verbatim


def test_parse_directives_lenient():
    text = """Sure! I need more text.
    - FETCH: italia_sera.srt @ 02:20-02:40
    * fetch:  "late_review.vtt"
    1. Fetch: `notes.md`
    FETCH: a
    FETCH: b
    """
    ds, answered = parse_directives(text)
    assert ds == [Directive("italia_sera.srt", "02:20-02:40"), Directive("late_review.vtt", None), Directive("notes.md", None)]
    assert not answered  # directives win over the surrounding prose


def test_parse_no_directive_is_an_answer():
    ds, answered = parse_directives("The peak was 37.5% [italia_sera.csv].")
    assert ds == [] and answered


def test_validate_discards_unknown_and_paths(demo_mesh):
    ds = [Directive("italia_sera.srt", None), Directive("Italy Tonight", None), Directive("../../etc/passwd", None),
          Directive("/etc/passwd", None), Directive("late_review.vtt", None), Directive("nope.md", None)]
    ok, discarded = validate(ds, demo_mesh, ["broadcast-it"])
    assert [(f.kb, f.source) for f in ok] == [("broadcast-it", "italia_sera.srt"), ("broadcast-it", "italia_sera.csv")]
    assert [d["name"] for d in discarded] == ["../../etc/passwd", "/etc/passwd", "late_review.vtt", "nope.md"]


def test_fetch_is_region_bounded(demo_mesh):
    ok, _ = validate([Directive("italia_sera.srt", "02:20-02:40")], demo_mesh, ["broadcast-it"])
    items = fetch(demo_mesh, ok, "what was said?")
    assert items and all(i.source == "italia_sera.srt" for i in items)
    assert any("torta della nonna Lucia" in i.text for i in items)
    assert ok[0].spans == [i.ref for i in items]


def test_wants_verbatim():
    assert wants_verbatim("What was said at second 612 in Late Review?")
    assert wants_verbatim("Give me the exact words of the host")
    assert wants_verbatim("Cosa ha detto Marco Ferri?")
    assert not wants_verbatim("What was the peak share of Italia Sera?")
