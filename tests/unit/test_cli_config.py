"""Command defaults (noesis.cli.config): flag > environment > ./noesis.toml [cli] > user config;
``--mesh`` with several paths; --version, -h, ``python -m noesis``, shell completion."""

from __future__ import annotations

import os
import subprocess
import sys
from contextlib import chdir
from pathlib import Path

import pytest
from typer.testing import CliRunner

from noesis import __version__
from noesis.cli import app
from noesis.cli.config import expand_multi_paths, resolve_llm, resolve_mesh, user_config_path
from noesis.errors import ConfigError, QueryError
from noesis.ingest.pipeline import ingest
from noesis.manifest import load_manifest

from ..conftest import write

SRC = Path(__file__).resolve().parents[2] / "src"


@pytest.fixture
def places(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A working folder and an environment whose XDG config folder is empty."""
    cwd = tmp_path / "work"
    cwd.mkdir()
    return cwd, {"XDG_CONFIG_HOME": str(tmp_path / "xdg")}


def _user_config(env: dict[str, str], text: str) -> Path:
    return write(Path(env["XDG_CONFIG_HOME"]) / "noesis", "config.toml", text)


def test_user_config_respects_xdg(tmp_path: Path) -> None:
    assert user_config_path({"XDG_CONFIG_HOME": str(tmp_path)}) == tmp_path / "noesis" / "config.toml"
    assert user_config_path({}) == Path(os.path.expanduser("~")) / ".config" / "noesis" / "config.toml"


def test_precedence_flag_env_local_user(places) -> None:
    cwd, env = places
    _user_config(env, '[cli]\nmesh = ["u1.sqlite", "u2.sqlite"]\nllm = "ollama:user"\n')
    user_dir = Path(env["XDG_CONFIG_HOME"]) / "noesis"
    assert resolve_mesh(None, cwd, env) == [user_dir / "u1.sqlite", user_dir / "u2.sqlite"]
    assert resolve_llm(None, cwd, env) == "ollama:user"
    write(cwd, "noesis.toml", '[cli]\nmesh = "kbs"\n')  # sets the mesh only: llm still from the user's
    assert resolve_mesh(None, cwd, env) == [cwd / "kbs"]
    assert resolve_llm(None, cwd, env) == "ollama:user"
    env |= {"NOESIS_MESH": os.pathsep.join(["a.sqlite", "b.sqlite"]), "NOESIS_LLM": "smollm2"}
    assert resolve_mesh(None, cwd, env) == [Path("a.sqlite"), Path("b.sqlite")]
    assert resolve_llm(None, cwd, env) == "smollm2"
    assert resolve_mesh([Path("flag.sqlite")], cwd, env) == [Path("flag.sqlite")]
    assert resolve_llm("gguf:/m.gguf", cwd, env) == "gguf:/m.gguf"


def test_nothing_set_means_no_model_and_a_mesh_error(places) -> None:
    cwd, env = places
    assert resolve_llm(None, cwd, env) is None
    with pytest.raises(QueryError, match="no knowledge base given: pass --mesh"):
        resolve_mesh(None, cwd, env)


@pytest.mark.parametrize(("text", "wording"), [
    ("[cli]\nmesh = 3\n", "mesh must be a path or a list of paths"),
    ("[cli]\nmesch = 'kbs'\n", "unknown key(s) mesch"),
    ("[cli]\nllm = ''\n", "llm must be a model spec"),
    ("[cli\n", "cannot read it as TOML"),
])
def test_a_malformed_config_says_where(places, text: str, wording: str) -> None:
    cwd, env = places
    write(cwd, "noesis.toml", text)
    with pytest.raises(ConfigError) as info:
        resolve_mesh(None, cwd, env)
    assert str(info.value).startswith(f"{cwd / 'noesis.toml'}: ") and wording in str(info.value)


def test_a_manifest_may_hold_the_cli_table(tmp_path: Path) -> None:
    write(tmp_path, "noesis.toml", '[kb]\nname = "mine"\n\n[cli]\nmesh = "kbs"\n')
    write(tmp_path, "sales.csv", "year,sales\n2020,1\n")
    assert load_manifest(tmp_path).name == "mine"
    assert resolve_mesh(None, tmp_path, {}) == [tmp_path / "kbs"]


@pytest.mark.parametrize(("argv", "expected"), [
    (["ask", "q", "--mesh", "a.sqlite", "b.sqlite"], ["ask", "q", "--mesh", "a.sqlite", "--mesh", "b.sqlite"]),
    (["ask", "--mesh", "a.sqlite", "b.toml", "What was the peak?"],
     ["ask", "--mesh", "a.sqlite", "--mesh", "b.toml", "What was the peak?"]),
    (["ask", "q", "--mesh", "a.sqlite", "--mesh", "b.sqlite", "--json"],
     ["ask", "q", "--mesh", "a.sqlite", "--mesh", "b.sqlite", "--json"]),
    (["ask", "q", "--mesh", "a.sqlite", "--", "--mesh", "b.sqlite"],
     ["ask", "q", "--mesh", "a.sqlite", "--", "--mesh", "b.sqlite"]),
    (["ask", "q", "--mesh"], ["ask", "q", "--mesh"]),
])
def test_expand_multi_paths(argv: list[str], expected: list[str]) -> None:
    assert expand_multi_paths(argv) == expected


def test_existing_folders_after_one_mesh_flag(tmp_path: Path) -> None:
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    with chdir(tmp_path):
        assert expand_multi_paths(["context", "--mesh", "one", "two", "question"]) == \
            ["context", "--mesh", "one", "--mesh", "two", "question"]


def _two_kbs(tmp_path: Path) -> tuple[Path, Path]:
    paths = []
    for name, value in (("alpha", 10), ("beta", 20)):
        folder = tmp_path / name
        write(folder, "noesis.toml", f'[kb]\nname = "{name}"\n')
        write(folder, f"{name}.csv", f"year,sales\n2020,{value}\n2021,{value + 5}\n")
        paths.append(tmp_path / f"{name}.sqlite")
        ingest(folder, paths[-1])
    return paths[0], paths[1]


def test_several_paths_after_one_mesh_flag_end_to_end(tmp_path: Path) -> None:
    """``--mesh a.sqlite b.sqlite`` opens both KBs: the route of the assembled context names both."""
    alpha, beta = _two_kbs(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "noesis", "context", "What was the peak sales of Alpha?",
                           "--mesh", str(alpha), str(beta), "--json"], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(SRC)}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert '"Alpha: the maximum (peak) sales was 15' in proc.stdout


def test_mesh_from_the_environment(tmp_path: Path) -> None:
    alpha, beta = _two_kbs(tmp_path)
    result = CliRunner().invoke(app, ["ask", "What was the peak sales of Beta?"],
                                env={"NOESIS_MESH": os.pathsep.join([str(alpha), str(beta)]), "NOESIS_LLM": None})
    assert result.exit_code == 0, result.stderr
    assert "Beta: the maximum (peak) sales was 25" in result.stdout


def test_version_help_and_module_entry() -> None:
    runner = CliRunner()
    assert runner.invoke(app, ["--version"]).stdout.strip() == __version__
    short, long = runner.invoke(app, ["-h"]), runner.invoke(app, ["--help"])
    assert short.exit_code == long.exit_code == 0 and short.stdout == long.stdout
    assert "--install-completion" in long.stdout and "--show-completion" in long.stdout
    ask_help = runner.invoke(app, ["ask", "-h"])
    assert ask_help.exit_code == 0 and "--fallback" in ask_help.stdout
    proc = subprocess.run([sys.executable, "-m", "noesis", "--version"], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(SRC)}, timeout=60)
    assert (proc.returncode, proc.stdout.strip()) == (0, __version__)


def test_shell_completion_script(monkeypatch) -> None:
    # typer finds the shell from the process tree (shellingham), which a test run under a
    # non-shell parent (nohup, a CI runner) does not have: name it, as a bash user's would be
    import typer.completion

    monkeypatch.setattr(typer.completion, "_get_shell_name", lambda: "bash")
    result = CliRunner().invoke(app, ["--show-completion"], prog_name="noesis")
    assert result.exit_code == 0, result.output
    assert "_NOESIS_COMPLETE" in result.stdout
