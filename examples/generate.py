"""Rewrite the demo corpora in examples/: ``python examples/generate.py [--out DIR]``.

The seeded generator itself is :mod:`noesis.demo_corpora` (standard library only), packaged
so that an installed ``noesis demo`` can write the same bytes into its cache.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from noesis.demo_corpora import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(default_out=HERE))
