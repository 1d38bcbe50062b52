"""Text hygiene for values a reader decodes from escapes (JSON, JSONL).

A source's bytes are cleaned once as text (:func:`~noesis.ingest.textio.decode_bytes`),
but JSON's ``\\uXXXX`` escapes can still produce a lone surrogate (``"\\ud800"``), which
no UTF-8 store can hold, or a control character (``"\\u001b[2J"``), which a terminal
obeys. :func:`json_loads_clean` parses and passes every string through
:func:`~noesis.text.clean_text`, so one such value never aborts the batch.
"""

from __future__ import annotations

import json

from ..text import clean_text


def clean_value(value: object) -> object:
    """``value`` (parsed JSON) with every string, key included, made safe."""
    if isinstance(value, str):
        return clean_text(value)[0]
    if isinstance(value, list):
        return [clean_value(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(k)[0]: clean_value(v) for k, v in value.items()}
    return value


def json_loads_clean(text: str) -> object:
    """``json.loads`` with :func:`clean_value` applied when the text has an escape that
    could decode to something unsafe (the common file pays one substring search)."""
    data = json.loads(text)
    return clean_value(data) if "\\u" in text else data
