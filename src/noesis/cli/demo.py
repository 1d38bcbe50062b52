"""``noesis demo``: the project's main job on its embedded demo corpora.

Ingests every demo KB into a cache folder (once; later runs skip unchanged files),
then answers a showcase — quantitative, comparative, temporal, trap, follow-up and the
Priority-1/Priority-2 conflict — with the best backend available: a named or
configured model, else a running Ollama, else the SmolLM2 GGUF if installed, else
deterministic answers.
"""

from __future__ import annotations

import json
import os
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..answer import Answer, Engine
from ..answer.progress import Listener
from ..ingest.pipeline import IngestReport, Progress, ingest
from ..llm.base import ChatModel
from ..llm.spec import configured_llm, smollm2_path
from ..mesh import Mesh

SHOWCASE: tuple[tuple[str, str], ...] = (
    ("quantitative", "What was the peak share of Italia Sera and when did it occur?"),
    ("follow-up", "And what was the lowest value in these readings?"),
    ("comparative", "How much higher was the peak share of Italia Sera than the peak share of Notte Italiana?"),
    ("temporal", "What was said at second 612 in Late Review?"),
    ("trap", "What was the peak share of Domenica Sportiva Estate?"),
    ("conflict", "What was LeBron James's average MPG in the 2023 season?"),
)


@dataclass(frozen=True)
class ShowcaseItem:
    kind: str
    question: str
    answer: Answer
    deterministic: str | None  # what the engine alone would say, when a model answered


def default_examples() -> Path:
    env = os.environ.get("NOESIS_EXAMPLES")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "examples"


def demo_corpora(examples: Path | None, cache: Path) -> Path:
    """The folder of demo KB folders: ``--examples``, ``$NOESIS_EXAMPLES``, a checkout's
    ``examples/``, else (an installed package) the corpora the packaged seeded generator
    writes under the cache, once: the same bytes as the checked-in copies."""
    if examples is not None:
        return examples
    root = default_examples()
    if demo_folders(root) or "NOESIS_EXAMPLES" in os.environ:
        return root
    written = cache / "corpora"
    if not demo_folders(written):
        from ..demo_corpora import generate

        generate(written)
    return written


def default_cache() -> Path:
    base = os.environ.get("NOESIS_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "noesis"
    )
    return Path(base) / "demo"


def demo_folders(examples: Path) -> list[Path]:
    if not examples.is_dir():
        return []
    return sorted(p for p in examples.iterdir() if p.is_dir() and (p / "noesis.toml").exists())


def prepare(examples: Path, cache: Path, progress: Progress | None = None) -> list[IngestReport]:
    return [ingest(f, cache / f"{f.name}.sqlite", progress=progress) for f in demo_folders(examples)]


def running_ollama(host: str | None = None, timeout: float = 0.3) -> str | None:
    """The first model a local Ollama lists, if one answers quickly."""
    host = host or os.environ.get("OLLAMA_HOST") or "http://127.0.0.1:11434"
    try:
        with urllib.request.urlopen(f"{host.rstrip('/')}/api/tags", timeout=timeout) as resp:  # noqa: S310
            models = json.load(resp).get("models") or []
    except (OSError, ValueError):
        return None
    names = sorted(m.get("name", "") for m in models if m.get("name"))
    return names[0] if names else None


def best_backend(spec: str | None, *, use_model: bool = True) -> ChatModel | None:
    if not use_model:
        return None
    chosen = configured_llm(spec)
    if chosen is not None:
        return chosen
    name = running_ollama()
    if name:
        from ..llm.ollama_backend import OllamaChat

        return OllamaChat(name, os.environ.get("OLLAMA_HOST"))
    path = smollm2_path()
    if path is not None:
        try:
            import llama_cpp  # noqa: F401
        except ImportError:
            return None
        from ..llm.gguf_backend import GGUFChat

        return GGUFChat(path)
    return None


def showcase(mesh: Mesh, llm: ChatModel | None, listener: Listener | None = None,
             before_each: Callable[[], None] | None = None) -> Iterator[ShowcaseItem]:
    """Each showcase answer as soon as it is ready; with ``listener`` the model's text
    streams to it while it writes (``before_each`` runs before each question)."""
    history: list[dict] = []
    engine = Engine(mesh, llm, listener=listener)
    for kind, question in SHOWCASE:
        if before_each is not None:
            before_each()
        answer = engine.ask(question, history=history)
        det = None
        if llm is not None:
            det = engine.ask(question, history=history, deterministic=True).text
        yield ShowcaseItem(kind, question, answer, det)
        history = [{"role": "user", "content": question}, {"role": "assistant", "content": answer.text}]
