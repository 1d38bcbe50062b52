"""What a terminal shows while the model works: a spinner with the phase, and the answer's
text as the model writes it (both on stderr, cleared when the answer is printed).

Only on a terminal: piped or redirected, :class:`LiveAnswer` gives no listener, the engine
makes plain calls and the output is the finished answer alone, as before; Rich's live
display and spinner are imported only when the view is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..answer.progress import PHASE_LABELS, Listener

if TYPE_CHECKING:
    from rich.console import Console, Group
    from rich.live import Live

#: the streamed text shown under the spinner, at most (its tail)
SHOWN_CHARS = 1200


class LiveAnswer:
    """``with LiveAnswer(err) as live: engine = Engine(..., listener=live.listener)``."""

    def __init__(self, console: Console, enabled: bool = True):
        self.console = console
        self.enabled = enabled and console.is_terminal
        self.phase = "assembling the context"
        self.text = ""
        self._live: Live | None = None

    @property
    def listener(self) -> Listener | None:
        return Listener(self._on_phase, self._on_delta) if self.enabled else None

    def _view(self) -> Group:
        from rich.console import Group
        from rich.spinner import Spinner
        from rich.text import Text

        spinner = Spinner("dots", text=Text(self.phase, style="dim"))
        return Group(spinner, Text(self.text[-SHOWN_CHARS:])) if self.text else Group(spinner)

    def _on_phase(self, stage: str) -> None:
        self.phase = PHASE_LABELS.get(stage, stage)
        if self._live is not None:
            self._live.update(self._view())

    def _on_delta(self, piece: str) -> None:
        self.text += piece
        if self._live is not None:
            self._live.update(self._view())

    def reset(self) -> None:
        """Ready for the next answer (``noesis demo`` asks several)."""
        self.phase, self.text = "assembling the context", ""
        if self._live is not None:
            self._live.update(self._view())

    def __enter__(self) -> LiveAnswer:
        if self.enabled:
            from rich.live import Live

            self._live = Live(self._view(), console=self.console, transient=True, refresh_per_second=12)
            self._live.start()
        return self

    def __exit__(self, *exc) -> None:
        if self._live is not None:
            self._live.stop()
            self._live = None
