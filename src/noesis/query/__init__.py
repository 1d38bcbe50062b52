"""The query plane: from a question to a plan (addresses, routing, references, planning).

Exported here: the calendar-aware address reader and what it leaves unapplied."""

from .addresses import Window, parse_addresses
from .unapplied import NotApplied, unapplied

__all__ = ["NotApplied", "Window", "parse_addresses", "unapplied"]
