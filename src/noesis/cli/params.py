"""Option values converted without pydantic, where the conversion is unambiguous.

typer (0.2x) converts every option value through a pydantic ``TypeAdapter``
(``typer/_coercion.py``), so every command — a one-question ``noesis context`` included —
imports pydantic and builds an adapter per option: about 0.08 CPU-s of a 0.36 CPU-s
question (bench/cli_bench.py), for values that are strings, whole numbers and flags.

:func:`install` puts a converter in front of typer's. A value whose conversion is plain —
a string for a ``str`` option, a bool for a flag, a default already of its type, an ``int``
written ``-?[0-9]+`` without a leading zero, a ``float`` written as a short plain decimal,
a list of those — is converted here, to the value typer's adapter gives it. Anything else
(a value to reject, ``" 900"``, ``1e-1``, a path, a file, a bounded or parsed option) goes
to typer's own converter, built then: its result and its error message are typer's.
``tests/unit/test_cli_params.py`` compares the two on every option of every command. Where
typer's internals are not the ones expected, :func:`install` leaves typer as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, get_args, get_origin

try:
    from typer import core as _core
    from typer._coercion import RuntimeParam as _RuntimeParam
except ImportError:  # a typer without runtime coercion (< 0.2x): nothing to put in front of
    _core = _RuntimeParam = None

_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})\Z")
_FLOAT = re.compile(r"-?(?:0|[1-9][0-9]{0,7})(?:\.[0-9]{1,7})?\Z")


class NotPlain(Exception):
    """The value is not converted here: typer's own converter decides."""


def plain_item(value: object, annotation: object) -> object:
    """``value`` converted to ``annotation`` (str, bool, int, float) when that is plain."""
    kind = type(value)
    if annotation is str and kind is str or annotation is bool and kind is bool:
        return value
    if annotation is int and (kind is int or kind is str and _INT.match(value)):
        return int(value)
    if annotation is float and (kind is float or kind is str and _FLOAT.match(value)):
        return float(value)
    raise NotPlain


def plain_value(descriptor: Any, value: object) -> object:
    """What typer's adapter gives for ``value`` under ``descriptor`` (a ``TypeDescriptor``),
    or :class:`NotPlain`."""
    info, annotation = descriptor.parameter_info, descriptor.annotation
    if descriptor.file_annotation is not None or info.parser is not None or info.min is not None \
            or info.max is not None:
        raise NotPlain
    if get_origin(annotation) is list:
        items = get_args(annotation)
        if len(items) != 1 or not isinstance(value, (list, tuple)):
            raise NotPlain
        return [plain_item(v, items[0]) for v in value]
    return plain_item(value, annotation)


if _RuntimeParam is not None:
    @dataclass(frozen=True)
    class PlainFirst(_RuntimeParam):
        """typer's runtime parameter: :func:`plain_value`, else typer's own converter."""

        descriptor: Any = None

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            try:
                return plain_value(self.descriptor, value)
            except NotPlain:
                return _typer_build(self.descriptor)._coerce_value(value, param=param, ctx=ctx)

    _typer_build = _core.build_runtime_param


def _build(descriptor: Any) -> Any:
    return PlainFirst(parameter_info=descriptor.parameter_info, annotation=descriptor.annotation,
                      descriptor=descriptor)


def install() -> bool:
    """Convert option values with :func:`plain_value` first; ``False`` where typer has no
    runtime coercion of this shape (then nothing changes)."""
    if _RuntimeParam is None or not hasattr(_core, "build_runtime_param"):
        return False
    _core.build_runtime_param = _build
    return True
