"""Defaults for the ``noesis`` command: flags, environment, config files, in that order.

Two settings have defaults outside the command line — the mesh (``--mesh``) and the model
(``--llm``). Each is taken from the first place that sets it:

1. the flag;
2. the environment: ``NOESIS_MESH`` (paths separated by ``os.pathsep``) and ``NOESIS_LLM``;
3. the ``[cli]`` table of ``noesis.toml`` in the working folder;
4. the ``[cli]`` table of ``$XDG_CONFIG_HOME/noesis/config.toml``
   (``~/.config/noesis/config.toml`` when ``XDG_CONFIG_HOME`` is unset).

A KB folder's ``noesis.toml`` is its manifest; ingestion ignores its ``[cli]`` table, so one
file may hold both. Relative mesh paths in a config file are read from the file's folder.
See docs/cli.md.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import ConfigError, QueryError
from ..store.address import is_pg, split_mesh_list

CONFIG_TABLE = "cli"
KB_SUFFIXES = (".sqlite", ".toml")
MULTI_PATH_OPTIONS = ("--mesh",)


@dataclass(frozen=True)
class CliDefaults:
    """What one config file sets; ``None`` where it sets nothing."""

    origin: Path
    mesh: tuple[Path, ...] | None = None
    llm: str | None = None


def user_config_path(env: Mapping[str, str]) -> Path:
    base = env.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "noesis" / "config.toml"


def read_config(path: Path) -> CliDefaults | None:
    """The ``[cli]`` table of ``path``; ``None`` when the file or the table is absent."""
    if not path.is_file():
        return None
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8-sig")).get(CONFIG_TABLE)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read it as TOML ({exc}); fix or remove the file") from None
    if table is None:
        return None
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [{CONFIG_TABLE}] must be a table, e.g. [{CONFIG_TABLE}] mesh = \"kbs/\"")
    unknown = sorted(set(table) - {"mesh", "llm"})
    if unknown:
        raise ConfigError(f"{path}: [{CONFIG_TABLE}] has unknown key(s) {', '.join(unknown)}; "
                          "the keys are mesh (a path or a list of paths) and llm (a model spec)")
    return CliDefaults(path, _mesh_value(path, table.get("mesh")), _llm_value(path, table.get("llm")))


def _mesh_value(path: Path, raw: object) -> tuple[str | Path, ...] | None:
    if raw is None:
        return None
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, list) or not items or not all(isinstance(i, str) and i for i in items):
        raise ConfigError(f"{path}: [{CONFIG_TABLE}] mesh must be a path or a list of paths, "
                          f"e.g. mesh = [\"kbs/a.sqlite\", \"kbs/b.sqlite\"]")
    return tuple(i if is_address(i) else path.parent / Path(i).expanduser() for i in items)


def _llm_value(path: Path, raw: object) -> str | None:
    if raw is None or (isinstance(raw, str) and raw):
        return raw
    raise ConfigError(f"{path}: [{CONFIG_TABLE}] llm must be a model spec such as \"ollama:llama3.2\"")


def config_files(cwd: Path, env: Mapping[str, str]) -> list[CliDefaults]:
    """The config files that exist, nearest first."""
    found = (read_config(cwd / "noesis.toml"), read_config(user_config_path(env)))
    return [c for c in found if c is not None]


def is_address(given: str | Path) -> bool:
    """A database address (``postgresql://…``), not a file path."""
    return isinstance(given, str) and is_pg(given)


def resolve_mesh(flag: Sequence[str | Path] | None, cwd: Path | None = None,
                 env: Mapping[str, str] | None = None) -> list[str | Path]:
    """``--mesh``, else ``$NOESIS_MESH``, else the nearest config file's ``mesh``."""
    env = os.environ if env is None else env
    if flag:
        return list(flag)
    if env.get("NOESIS_MESH"):
        return split_mesh_list(env["NOESIS_MESH"])
    for conf in config_files(cwd or Path.cwd(), env):
        if conf.mesh:
            return list(conf.mesh)
    raise QueryError("no knowledge base given: pass --mesh KB.sqlite (several paths, or a folder of "
                     "them), set NOESIS_MESH, or put mesh = \"kbs/\" in the [cli] table of ./noesis.toml "
                     f"or {user_config_path(env)}")


def resolve_llm(flag: str | None, cwd: Path | None = None,
                env: Mapping[str, str] | None = None) -> str | None:
    """``--llm``, else ``$NOESIS_LLM``, else the nearest config file's ``llm``; ``None``: no model."""
    env = os.environ if env is None else env
    if flag:
        return flag
    if env.get("NOESIS_LLM"):
        return env["NOESIS_LLM"]
    for conf in config_files(cwd or Path.cwd(), env):
        if conf.llm:
            return conf.llm
    return None


def _looks_like_kb_path(token: str) -> bool:
    return not token.startswith("-") and (token.endswith(KB_SUFFIXES) or is_address(token) or Path(token).exists())


def expand_multi_paths(argv: Sequence[str]) -> list[str]:
    """``--mesh a b c`` → ``--mesh a --mesh b --mesh c`` (the repeated form click parses).

    After the first value, the tokens that follow are taken while they look like KB paths
    (end in .sqlite or .toml, or exist); the first that does not — an option, a question —
    ends the list. ``--`` stops the rewriting.
    """
    out: list[str] = []
    i = 0
    while i < len(argv):
        token = argv[i]
        out.append(token)
        i += 1
        if token == "--":
            out += argv[i:]
            break
        if token in MULTI_PATH_OPTIONS and i < len(argv):
            out.append(argv[i])
            i += 1
            while i < len(argv) and _looks_like_kb_path(argv[i]):
                out += [token, argv[i]]
                i += 1
    return out
