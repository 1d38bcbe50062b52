"""Option values converted without pydantic (noesis.cli.params) are the values typer's own
pydantic converter gives — on every option of every command, for values each converter
takes and values it rejects — and what the fast path does not take, typer decides."""

from __future__ import annotations

import math

import pytest
import typer.core
import typer.main
from typer._click.core import Context
from typer._click.exceptions import BadParameter
from typer.testing import CliRunner

from noesis.cli import app, params

pytestmark = pytest.mark.skipif(not params.install(), reason="typer without runtime coercion")

STRINGS = ("5", "-3", "0", "-0", "007", " 900", "1_000", "+4", "5.0", "0.25", "-0.5", "1e3", ".5", "5.",
           "inf", "nan", "abc", "", "９", "12345678901234567890123", "0.1234567890123", "True", "no")


def _options() -> list[tuple[str, object]]:
    cmd = typer.main.get_command(app)
    return [(f"{name} {p.name}", p) for name, sub in cmd.commands.items() for p in sub.params]


def _outcome(runtime, value, param, ctx):
    try:
        got = runtime.coerce(value, param=param, ctx=ctx)
    except BadParameter as exc:
        return ("error", exc.format_message())
    return ("value", type(got), repr(got) if not (isinstance(got, float) and math.isnan(got)) else "nan")


def _values(param) -> list[object]:
    annotation = param.type_descriptor.annotation
    if getattr(annotation, "__origin__", None) is list:
        return [(), ("a.sqlite",), ("a.sqlite", "b"), ("5", "x"), *((s,) for s in STRINGS)]
    return [None, param.default, True, False, 3, 2.5, *STRINGS]


@pytest.mark.parametrize(("label", "param"), _options(), ids=[label for label, _ in _options()])
def test_every_option_converts_as_typer_does(label, param):
    ctx = Context(typer.main.get_command(app))
    ours = params._build(param.type_descriptor)
    typers = params._typer_build(param.type_descriptor)
    for value in _values(param):
        assert _outcome(ours, value, param, ctx) == _outcome(typers, value, param, ctx), (label, value)


def test_the_comparison_covers_both_paths():
    """Plain values are converted here (no adapter), the rest go to typer: both are compared above."""
    by_name = dict(_options())
    budget, temperature, mesh = (by_name[n].type_descriptor for n in ("ask budget", "ask temperature", "ask mesh"))
    assert params.plain_value(budget, "512") == 512
    assert params.plain_value(temperature, "0.25") == 0.25
    assert params.plain_value(mesh, ("a.sqlite", "b")) == ["a.sqlite", "b"]
    for descriptor, value in ((budget, "007"), (budget, " 900"), (budget, "abc"), (temperature, "1e-1"),
                              (mesh, "a.sqlite"), (by_name["ask history"].type_descriptor, "turns.json")):
        with pytest.raises(params.NotPlain):
            params.plain_value(descriptor, value)


def test_the_command_uses_it_and_keeps_typers_messages():
    assert typer.core.build_runtime_param is params._build
    result = CliRunner().invoke(app, ["context", "q", "--mesh", "kb.sqlite", "--budget", "abc"])
    assert result.exit_code == 2
    assert "Invalid value for '--budget'" in result.output and "valid integer" in result.output
