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
    # an alias all three Italia Sera sources share names its prose (a FETCH of a table reads nothing)
    assert [(f.kb, f.source) for f in ok] == [("broadcast-it", "italia_sera.srt"), ("broadcast-it", "italia_sera.md")]
    assert [d.name for d in discarded] == ["../../etc/passwd", "/etc/passwd", "late_review.vtt", "nope.md"]


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


# Issue 16, failure 6: a 1.6 MB FETCH window took more than 120 s to parse as an address.
HUGE_WINDOW = "at 17:40 " * 180_000


def test_an_oversized_directive_is_refused_unparsed(demo_mesh):
    ds, answered = parse_directives(f"FETCH: italia_sera.srt @ {HUGE_WINDOW}\nFETCH: {'x' * 300}")
    assert [(d.name, d.window, d.too_long) for d in ds] == [("italia_sera.srt", None, True), ("x" * 256, None, True)]
    ok, discarded = validate(ds, demo_mesh, ["broadcast-it"])
    assert ok == [] and [d.name for d in discarded] == ["italia_sera.srt", "x" * 256]
    assert all("refused" in d.reason for d in discarded)
    assert parse_directives("FETCH: italia_sera.srt @ " + "1" * 64)[0][0].too_long is False  # at the bound


def test_a_hostile_fetch_reply_through_the_engine(demo_mesh):
    from noesis.answer import Engine, Settings
    from noesis.llm.scripted import ScriptedChat

    model = ScriptedChat(rules=[("FETCH", f"FETCH: italia_sera.srt @ {HUGE_WINDOW}")], default="37.5%")
    answer = Engine(demo_mesh, model, Settings(arm="hydrate", policy="model")).ask(
        "What did the hosts of Italia Sera talk about?")
    assert answer.hydration.discarded and "refused" in answer.hydration.discarded[0].reason
    assert len(answer.hydration.discarded[0].name) <= 256
