"""The terminal's live view: the phase and the model's text while it writes, TTY only."""

from __future__ import annotations

import io

from rich.console import Console

from noesis.answer import Engine, Settings
from noesis.cli.live_view import LiveAnswer
from noesis.llm.scripted import ScriptedChat

PEAK = "What was the peak share of Italia Sera and when did it occur?"
REPLY = "Italia Sera peaked at 37.5% at second 146 [italia_sera.csv @ second 146 (02:26)]."


def test_a_terminal_sees_the_phase_and_the_text_while_the_model_writes(demo_mesh):
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=200)
    seen_mid_stream: list[str] = []
    live = LiveAnswer(console)

    def pause(k: int) -> None:
        if k == 3:  # the model is mid-answer: what does the live view hold now?
            seen_mid_stream.append((live.phase, live.text))

    llm = ScriptedChat(default=REPLY, pause=pause)
    with live:
        answer = Engine(demo_mesh, llm, Settings(arm="full", policy="model"), live.listener).ask(PEAK)
    assert seen_mid_stream == [("the model is answering", "Italia Sera peaked ")]
    assert live.phase == "verifying the answer" and answer.text == REPLY
    out = screen.getvalue()
    assert "verifying the answer" in out and REPLY in out  # drawn on the terminal, then cleared


def test_no_terminal_no_listener():
    live = LiveAnswer(Console(file=io.StringIO(), force_terminal=False))
    assert live.listener is None
    with live:
        pass
