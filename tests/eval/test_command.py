"""`noesis eval` through typer's CliRunner (noesis.cli.main registers eval_command)."""

from __future__ import annotations

import json
import shutil

import pytest
import typer
import yaml
from typer.testing import CliRunner

import noesis.llm.spec
from noesis.eval.command import command_line, default_out, eval_command

from ..conftest import EXAMPLES
from .conftest import scripted

app = typer.Typer()
app.command("eval")(eval_command)
app.command("noop")(lambda: None)  # two commands, so "eval" is addressed by name as in noesis
runner = CliRunner()


@pytest.fixture
def demo_battery(tmp_path, demo_kbs):
    """A copy of examples/battery.yaml whose mesh points at the tmp KBs."""
    data = yaml.safe_load((EXAMPLES / "battery.yaml").read_text(encoding="utf-8"))
    data["mesh"] = [str(demo_kbs)]
    path = tmp_path / "battery.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def test_context_level_on_the_demo_battery(demo_battery, tmp_path):
    out = tmp_path / "ctx"
    res = runner.invoke(app, ["eval", str(demo_battery), "--level", "context", "--out", str(out)])
    assert res.exit_code == 0, res.output
    for arm in ("full", "hydrate", "skeleton", "flat"):
        assert f"│ {arm}" in res.stdout
    assert "recall" in res.stdout and f"report: {out / 'report.md'}" in res.stdout
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["level"] == "context" and summary["arms"] == ["full", "hydrate", "skeleton", "flat"]
    # the asserted arms hold every needle of the demo battery (tests/e2e/test_battery_context.py)
    for arm in ("full", "hydrate", "skeleton"):
        assert summary["context"][arm]["needle_recall"] == 1.0
        assert summary["context"][arm]["forbidden_hits"] == 0
    n_items = len(yaml.safe_load(demo_battery.read_text(encoding="utf-8"))["items"])
    rows = (out / "contexts.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 4 * n_items - 2  # nba-injury runs in two arms only
    assert summary["command"].startswith(f"noesis eval {demo_battery} --level context --arms full,")
    assert "| hydrate |" in (out / "report.md").read_text(encoding="utf-8")


def test_context_level_prints_without_out(demo_battery, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    res = runner.invoke(app, ["eval", str(demo_battery), "--arms", "skeleton,flat"])
    assert res.exit_code == 0, res.output
    assert "│ skeleton" in res.stdout and "│ flat" in res.stdout and "│ full" not in res.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["battery.yaml"]  # nothing written


def test_mesh_option_overrides_the_battery(demo_battery, demo_kbs, tmp_path):
    data = yaml.safe_load(demo_battery.read_text(encoding="utf-8"))
    data["mesh"] = [str(tmp_path / "nowhere")]
    demo_battery.write_text(yaml.safe_dump(data), encoding="utf-8")
    res = runner.invoke(app, ["eval", str(demo_battery), "--arms", "flat"])
    assert res.exit_code == 2
    res = runner.invoke(app, ["eval", str(demo_battery), "--arms", "flat", "--mesh", str(demo_kbs)])
    assert res.exit_code == 0, res.output


def test_answer_level_with_a_scripted_model(battery_file, tmp_path, monkeypatch):
    chats = []

    def fake(spec):
        assert spec == "scripted-spec"
        chats.append(scripted())
        return chats[-1]

    monkeypatch.setattr(noesis.llm.spec, "configured_llm", fake)
    out = tmp_path / "ans"
    args = ["eval", str(battery_file), "--level", "answer", "--llm", "scripted-spec", "--runs", "1",
            "--arms", "full,flat", "--out", str(out)]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    for name in ("answers.jsonl", "report.md", "summary.json", "accuracy.png", "prompt_latency.png"):
        assert (out / name).is_file(), name
    assert len((out / "answers.jsonl").read_text(encoding="utf-8").splitlines()) == 4 * 2
    assert "answer level: scripted, N=1" in res.stdout
    md = (out / "report.md").read_text(encoding="utf-8")
    assert "--level answer --arms full,flat --runs 1 --llm scripted-spec" in md
    assert "- model: `scripted`" in md
    # the warm-up, then every item × arm but the trap's two (refused by construction)
    assert len(chats[0].calls) == 1 + 8 - 2
    # a second invocation resumes: nothing left to ask
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    assert chats[1].calls == []


@pytest.mark.parametrize(("args", "message"), [
    (["--level", "both"], "--level 'both': choose context or answer"),
    (["--arms", "full,fll"], "unknown arm(s) fll"),
    (["--level", "answer"], "--level answer needs a model"),
    (["--level", "answer", "--llm", "nonsense"], "is not a model spec"),
    (["--level", "answer", "--llm", "smollm2", "--runs", "0"], "--runs 0: must be at least 1"),
])
def test_errors_are_one_line(battery_file, monkeypatch, args, message):
    monkeypatch.delenv("NOESIS_LLM", raising=False)
    res = runner.invoke(app, ["eval", str(battery_file), *args])
    assert res.exit_code == 2
    assert message in res.stderr
    assert res.stderr.startswith("error: ") and len(res.stderr.strip().splitlines()) == 1


def test_missing_or_invalid_battery(tmp_path):
    res = runner.invoke(app, ["eval", str(tmp_path / "none.yaml")])
    assert res.exit_code == 2 and "cannot read the battery file" in res.stderr
    bad = tmp_path / "bad.yaml"
    shutil.copy(EXAMPLES / "battery.yaml", bad)
    bad.write_text(bad.read_text(encoding="utf-8").replace("class: trap", "class: trapp", 1), encoding="utf-8")
    res = runner.invoke(app, ["eval", str(bad)])
    assert res.exit_code == 2 and "item 'trap-absent-peak' [class]: got 'trapp'" in res.stderr
    nomesh = tmp_path / "nomesh.yaml"
    nomesh.write_text("items: [{id: a, class: open, question: q}]\n", encoding="utf-8")
    res = runner.invoke(app, ["eval", str(nomesh)])
    assert res.exit_code == 2 and "no mesh; pass --mesh" in res.stderr


def test_default_out_and_command_line(tmp_path):
    from pathlib import Path

    assert default_out(Path("examples/battery.yaml"), "gguf:/models/Qwen 0.5B.gguf") == \
        Path("eval-results/battery-Qwen-0.5B")
    assert default_out(Path("b.yaml"), "ollama:llama3.2:3b") == Path("eval-results/b-ollama-llama3.2-3b")
    assert default_out(Path("b.yaml"), "openai:http://h:1/v1#qwen") == Path("eval-results/b-qwen")
    line = command_line(Path("my battery.yaml"), mesh=[Path("kbs")], level="answer", arms=("hydrate",),
                        runs=3, llm="smollm2", out=Path("o"), max_tokens=128, temperature=0.1,
                        budget=1024)
    assert line == ("noesis eval 'my battery.yaml' --mesh kbs --level answer --arms hydrate --runs 3 "
                    "--llm smollm2 --max-tokens 128 --temperature 0.1 --budget 1024 --out o")


def test_items_narrows_the_battery(demo_battery, tmp_path):
    out = tmp_path / "ctx"
    res = runner.invoke(app, ["eval", str(demo_battery), "--items", "peak-*,trap", "--arms", "full",
                              "--out", str(out)])
    assert res.exit_code == 0, res.output
    ids = [json.loads(r)["id"] for r in (out / "contexts.jsonl").read_text(encoding="utf-8").splitlines()]
    assert ids == ["peak-italia-sera", "peak-notte-italiana", "peak-evening-panorama", "peak-late-review",
                   "peak-audience-notte-italiana", "trap-absent-peak", "trap-absent-audience"]
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert "--items 'peak-*,trap'" in summary["command"]
    res = runner.invoke(app, ["eval", str(demo_battery), "--items", "peak-*,nope"])
    assert res.exit_code == 2 and "--items 'nope' matches no item id or class" in res.stderr
