"""``python -m noesis.cli``: the same command as ``noesis``."""

from noesis.cli import main

main()
