"""Client failures → the BackendError leaves, one line each (noesis.errors.backend_errors)."""

from __future__ import annotations

import httpx
import ollama
import openai
import pytest

from noesis.errors import (
    BackendError,
    BackendTimeout,
    BackendUnreachable,
    MalformedResponse,
    ModelNotFound,
    NoesisError,
    backend_errors,
    one_line,
)

REQ = httpx.Request("POST", "http://h/v1/x")


def _status(code: int, body: str) -> openai.APIStatusError:
    resp = httpx.Response(code, request=REQ, json={"error": body})
    cls = openai.NotFoundError if code == 404 else openai.APIStatusError
    return cls(body, response=resp, body=None)


CASES = [
    ("ollama", httpx.ReadTimeout("slow"), BackendTimeout, "Ollama at http://h did not answer within 2.5 s"),
    ("ollama", httpx.ConnectError("refused"), BackendUnreachable,
     "cannot reach Ollama at http://h (refused); start it with `ollama serve` or set OLLAMA_HOST"),
    ("ollama", ConnectionRefusedError("no"), BackendUnreachable, "cannot reach Ollama at http://h (no)"),
    ("ollama", ollama.ResponseError("model 'm' not found", 404), ModelNotFound,
     "Ollama at http://h has no model 'm'; run `ollama pull m`"),
    ("ollama", ollama.ResponseError("out of\nmemory", 500), MalformedResponse,
     "Ollama at http://h answered 500: out of memory"),
    ("ollama", ValueError("Expecting value"), MalformedResponse,
     "Ollama at http://h returned no embeddings (Expecting value)"),
    ("openai", openai.APITimeoutError(REQ), BackendTimeout, "http://h did not answer within 2.5 s"),
    ("openai", openai.APIConnectionError(request=REQ), BackendUnreachable,
     "cannot reach http://h (Connection error.); is the server running?"),
    ("openai", _status(404, "nope"), ModelNotFound,
     "http://h has no model 'm' (or it does not serve embeddings at that URL)"),
    ("openai", _status(503, "busy\nnow"), MalformedResponse, "http://h answered 503: busy now"),
    ("openai", TypeError("bad"), MalformedResponse, "http://h returned no embeddings (bad)"),
]


@pytest.mark.parametrize("service,exc,error,message", CASES)
def test_mapping(service, exc, error, message):
    with pytest.raises(error) as info, backend_errors(service, "http://h", "m", 2.5, "embeddings"):
        raise exc
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)
    assert isinstance(info.value, BackendError) and isinstance(info.value, NoesisError)
    assert info.value.__suppress_context__


def test_other_errors_pass_unchanged():
    with pytest.raises(KeyError), backend_errors("ollama", "http://h", "m", 1, "embeddings"):
        raise KeyError("x")
    already = ModelNotFound("mine")
    with pytest.raises(ModelNotFound) as info, backend_errors("openai", "http://h", "m", 1, "embeddings"):
        raise already
    assert info.value is already


def test_no_error_no_change():
    with backend_errors("ollama", "http://h", "m", 1, "embeddings"):
        value = 1 + 1
    assert value == 2


def test_one_line():
    assert one_line("a\n  b\tc") == "a b c"
    long = one_line("x" * 500)
    assert len(long) == 200 and long.endswith("...")


def test_errors_module_imports_no_client_library():
    import ast
    from pathlib import Path

    import noesis.errors as errors

    tree = ast.parse(Path(errors.__file__).read_text())
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not imported & {"httpx", "ollama", "openai"}


def test_dense_imports_nothing_from_llm():
    from pathlib import Path

    import noesis.dense as dense

    for path in Path(dense.__file__).parent.glob("*.py"):
        text = path.read_text()
        assert "from ..llm" not in text and "noesis.llm" not in text, path.name


def test_the_drawn_tree_names_every_error():
    import noesis.errors as errors
    import noesis.eval.battery  # noqa: F401  (defines BatteryError)

    def below(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)

    names = {cls.__name__ for cls in below(NoesisError) if cls.__module__.startswith("noesis.")}
    assert {"BackendTimeout", "BatteryError", "KBNotFoundError"} <= names
    assert [n for n in sorted(names) if f"── {n} " not in errors.__doc__] == []
