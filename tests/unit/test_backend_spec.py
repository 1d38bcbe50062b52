"""The one parser of ``ollama:`` / ``openai:`` specs shared by ``--llm`` and ``--embedder``."""

from __future__ import annotations

import pytest

from noesis.backend_spec import RemoteSpec, is_remote_spec, parse_remote_spec
from noesis.errors import BackendError

GOOD = [
    ("ollama:llama3.2:3b", RemoteSpec("ollama", None, "llama3.2:3b")),
    ("  ollama:nomic-embed-text  ", RemoteSpec("ollama", None, "nomic-embed-text")),
    ("ollama:http://10.0.0.9:11434#qwen2.5:0.5b", RemoteSpec("ollama", "http://10.0.0.9:11434", "qwen2.5:0.5b")),
    ("ollama:https://gpu.lan#m", RemoteSpec("ollama", "https://gpu.lan", "m")),
    ("openai:http://127.0.0.1:8080/v1#smol", RemoteSpec("openai", "http://127.0.0.1:8080/v1", "smol")),
    ("openai:https://api.example/v1#a#b", RemoteSpec("openai", "https://api.example/v1", "a#b")),
]

BAD = [
    ("ollama:", "expected ollama:MODEL or ollama:http://HOST:PORT#MODEL"),
    ("ollama:http://host:11434", "expected ollama:MODEL or ollama:http://HOST:PORT#MODEL"),
    ("ollama:http://host:11434#", "expected ollama:MODEL or ollama:http://HOST:PORT#MODEL"),
    ("openai:", "expected openai:http://HOST:PORT/v1#MODEL"),
    ("openai:nohost#m", "expected openai:http://HOST:PORT/v1#MODEL"),
    ("openai:http://x/v1", "expected openai:http://HOST:PORT/v1#MODEL"),
    ("openai:http://x/v1#", "expected openai:http://HOST:PORT/v1#MODEL"),
    ("gguf:/m.gguf", "expected one of ollama:MODEL"),
]


@pytest.mark.parametrize("spec,expected", GOOD)
def test_good_specs(spec, expected):
    assert is_remote_spec(spec)
    assert parse_remote_spec(spec, "--llm") == expected


@pytest.mark.parametrize("spec,wording", BAD)
@pytest.mark.parametrize("flag", ["--llm", "--embedder"])
def test_bad_specs_have_one_wording(spec, wording, flag):
    with pytest.raises(BackendError) as info:
        parse_remote_spec(spec, flag)
    assert str(info.value).startswith(f"{flag} {spec!r}: {wording}")


@pytest.mark.parametrize("spec", ["ollama", "openai", "onnx", "gguf:/x.gguf", "smollm2", ""])
def test_not_remote(spec):
    assert not is_remote_spec(spec)


def test_both_flags_build_from_the_same_spec(monkeypatch):
    from noesis.dense.embedders import parse_embedder_spec
    from noesis.llm.spec import parse_llm_spec

    monkeypatch.setenv("OLLAMA_HOST", "http://env-host:1")
    chat, emb = parse_llm_spec("ollama:m"), parse_embedder_spec("ollama:m")
    assert (chat.host, chat.model) == (emb.host, emb.model) == ("http://env-host:1", "m")
    chat, emb = parse_llm_spec("openai:http://h/v1#m"), parse_embedder_spec("openai:http://h/v1#m")
    assert (chat.base_url, chat.model) == (emb.base_url, emb.model) == ("http://h/v1", "m")
    for parse, flag in ((parse_llm_spec, "--llm"), (parse_embedder_spec, "--embedder")):
        with pytest.raises(BackendError, match=f"^{flag} 'ollama:http://h': expected ollama:MODEL"):
            parse("ollama:http://h")
