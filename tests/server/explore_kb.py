"""A small CSV KB no page test has seen before (two harbours' daily swell and water
temperature in 2011), written and ingested in a temporary folder, and its truth read back
from the CSV files with plain ``csv`` code (never through the engine)."""

from __future__ import annotations

import csv
import math
from datetime import date, timedelta
from pathlib import Path

HARBOURS = {"kirkwall": ("Kirkwall", 151), "lerwick": ("Lerwick", 212)}  # file → (entity, peak day index)
START = date(2011, 1, 1)
DAYS = 300

TOML = """[kb]
name = "harbour-swell"
language = "en"
description = "Daily swell height and water temperature at two Orkney and Shetland harbours, 2011."

[axis]
name = "date"
kind = "date"

[[metric]]
name = "swell"
unit = "m"
aliases = ["swell height", "wave height"]
stats = ["max", "min", "mean"]

[[metric]]
name = "temperature"
unit = "°C"
aliases = ["water temperature", "sea temperature"]
stats = ["max", "min", "mean"]
"""


def write_kb(folder: Path) -> Path:
    """The KB's source folder (CSV files and noesis.toml) under ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    toml = TOML
    for stem, (entity, peak) in HARBOURS.items():
        with (folder / f"{stem}.csv").open("w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["date", "swell", "temperature"])
            for i in range(DAYS):
                swell = round(1.5 + 0.8 * math.sin(i / 11 + len(stem)) + (4.25 if i == peak else 0), 2)
                temp = round(8 + 4 * math.sin((i - 80) / 58) + 0.1 * (i % 5), 2)
                w.writerow([(START + timedelta(days=i)).isoformat(), swell, temp])
        toml += (f'\n[[source]]\nfile = "{stem}.csv"\nkind = "table"\nentity = "{entity}"\n'
                 'position = "date"\n')
    (folder / "noesis.toml").write_text(toml, encoding="utf-8")
    return folder


def rows(folder: Path, stem: str) -> list[dict]:
    """The file's rows, each with its ``line`` in the file (the header is line 1)."""
    with (folder / f"{stem}.csv").open(newline="", encoding="utf-8") as f:
        return [{**r, "line": n} for n, r in enumerate(csv.DictReader(f), start=2)]


def peak(folder: Path, stem: str, metric: str = "swell") -> dict:
    """The row of the highest reading (the first, when tied)."""
    best = None
    for r in rows(folder, stem):
        if best is None or float(r[metric]) > float(best[metric]):
            best = r
    return best


def day_number(iso: str) -> float:
    return float((date.fromisoformat(iso) - date(1970, 1, 1)).days)
