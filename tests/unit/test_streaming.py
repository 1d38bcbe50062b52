"""The stream collector, its loop detector, and the adapter for non-streaming backends."""

from __future__ import annotations

from noesis.llm.base import Completion, Options
from noesis.llm.scripted import ScriptedChat
from noesis.llm.streaming import StreamingBackend, collect, loops_at_end, streaming


def test_loops_at_end_sees_a_repeated_tail_only():
    assert loops_at_end("The share was 1.10% 1.10% 1.10% 1.10%")
    assert loops_at_end("the maximum value of the maximum value of the maximum value of the maximum value of")
    assert not loops_at_end("1.10% 1.10% 1.10% and then 37.5% at second 146")
    assert not loops_at_end("The peak share was 37.5% at second 146 [italia_sera.csv @ second 146].")


def test_collect_stops_the_stream_at_a_loop_and_closes_it():
    produced, closed = [], []

    def pieces():
        try:
            for k in range(100):
                produced.append(k)
                yield "1.10% " if k else "The share was "
        finally:
            closed.append(True)

    seen: list[str] = []
    got = collect(pieces(), seen.append, name="m")
    assert got.looped and closed == [True]
    assert len(produced) == 5  # the opening piece and four repeats, then generation stops
    assert got.completion.text == "".join(seen) == "The share was " + "1.10% " * 4


def test_collect_passes_a_plain_answer_through():
    text = "Italia Sera peaked at 37.5% at second 146."
    seen: list[str] = []
    got = collect(ScriptedChat(default=text).stream([], Options()), seen.append)
    assert not got.looped and got.completion.text == text and len(seen) == len(text.split())


class _Plain:
    name = "plain"

    def complete(self, messages, options):
        return Completion("whole reply", 3, 2, self.name)


def test_a_backend_without_stream_is_adapted():
    assert isinstance(ScriptedChat(), StreamingBackend) and streaming(ScriptedChat()) is not None
    adapted = streaming(_Plain())
    assert adapted.name == "plain" and list(adapted.stream([], Options())) == ["whole reply"]
