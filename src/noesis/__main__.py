"""``python -m noesis``: the same command as ``noesis``."""

from noesis.cli import main

main()
