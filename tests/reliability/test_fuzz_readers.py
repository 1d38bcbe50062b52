"""Item 8 of issue 16: seeded mutation fuzzing of every reader, with a fixed budget.

Each mutated file is re-ingested into a real KB built from the clean samples; the run
fails on any crash (an exception that is not a NoesisError), hang, source lost without a
removal, or wrong KB (another source changed, unclean text stored, integrity failure).
The long campaign is ``make fuzz`` (bench/fuzz_campaign.py).
"""

from __future__ import annotations

from .harness import SAMPLES, campaign, parquet_sample

#: mutations per reader in CI (the campaign runs hundreds)
BUDGET = 12
SEED = 16


def test_fuzzed_readers_never_crash_hang_lose_or_corrupt(tmp_path):
    tallies = campaign(tmp_path, (*SAMPLES, parquet_sample()), BUDGET, SEED, hang_seconds=60)
    assert sum(t.inputs for t in tallies.values()) == BUDGET * (len(SAMPLES) + 1)
    bad = {reader: t.first for reader, t in tallies.items() if t.crashes or t.hangs or t.lost or t.wrong}
    assert bad == {}
