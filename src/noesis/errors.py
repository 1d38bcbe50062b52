"""One exception tree for the whole engine.

Every error says what was wrong, where, and what to do; the CLI prints ``str(error)``
as one line and exits non-zero, the HTTP layer maps the class to a status code.

::

    NoesisError
    ├── ManifestError          noesis.toml does not validate (every problem listed)
    │   └── SourceFolderError  the folder to ingest is missing or is a file
    ├── ConfigError            a [cli] config table (noesis.toml, config.toml) is malformed
    ├── SourceError            one source file cannot be parsed (file, line, reason)
    ├── IngestError            the ingest as a whole failed (e.g. --strict with problems)
    ├── StoreError             the KB file is missing, not a KB, or from a newer schema
    │   ├── KBNotFoundError    a KB path or name that does not exist
    │   └── KBFullError        the disk filled up during a write (the KB is left as it was)
    ├── QueryError             a question or request that cannot be served as given
    │   ├── UnknownNameError   a source, entity or KB name that is not in the inventory
    │   └── BatteryError       an evaluation battery file that does not validate
    │                          (defined in noesis.eval.battery)
    └── BackendError           a model / embedder backend failed
        ├── BackendUnreachable connection refused, host down, client not installed
        ├── BackendTimeout     the backend did not answer in time
        │   └── DeadlineExceeded   a request's whole deadline passed (the service's 504)
        ├── ModelNotFound      the backend answers but has no such model (or file)
        ├── MalformedResponse  the backend answered something that is not a reply
        │   └── ReplyTooLarge  the reply passed its byte bound (reading stopped there)
        └── RequestedModelFailed  the model the user named failed and no fallback was asked

:func:`backend_errors` is the one place a client library's failure (``httpx``, ``ollama``,
``openai``) becomes one of the four ``BackendError`` leaves, with one line of text.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass


class NoesisError(Exception):
    """Base of every error Noēsis raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: where it is and what is wrong with it."""

    file: str
    line: int | None
    reason: str
    key: str | None = None

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
        if self.key:
            where += f" [{self.key}]"
        return f"{where}: {self.reason}"


class ManifestError(NoesisError):
    """The manifest does not validate; ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[Problem]):
        self.problems = tuple(problems)
        lines = "; ".join(str(p) for p in self.problems)
        super().__init__(
            f"invalid manifest ({len(self.problems)} problem(s)): {lines}. "
            "Fix noesis.toml and ingest again; nothing was written."
        )




class ConfigError(NoesisError):
    """A ``[cli]`` table of defaults that cannot be used (noesis.cli.config)."""


class SourceFolderError(ManifestError):
    """The folder given to ingest does not exist or is a single file.

    A :class:`ManifestError` (no manifest can be read there) for the callers that catch
    one, with its own message: the problem is the path, not a ``noesis.toml``."""

    def __init__(self, path: str, message: str):
        self.problems = (Problem(path, None, message),)
        Exception.__init__(self, f"{path}: {message}")


class SourceError(NoesisError):
    """A source file cannot be parsed."""

    def __init__(self, file: str, line: int | None, reason: str):
        self.problem = Problem(file, line, reason)
        super().__init__(str(self.problem))


class IngestError(NoesisError):
    """The ingest as a whole could not be completed."""

    def __init__(self, message: str, problems: Sequence[Problem] = ()):
        self.problems = tuple(problems)
        super().__init__(message)


class StoreError(NoesisError):
    """The knowledge-base file cannot be used."""


class KBNotFoundError(StoreError):
    """A KB path that does not exist."""


class KBFullError(StoreError):
    """The disk (or the file's page limit) filled up during a write; rolled back."""


class QueryError(NoesisError):
    """A question or request that cannot be served as given."""


class UnknownNameError(QueryError):
    """A name (source, entity, KB) that is not in the inventory."""


class BackendError(NoesisError):
    """A model or embedder backend failed."""


class BackendUnreachable(BackendError):
    """Connection refused / host down."""


class BackendTimeout(BackendError):
    """The backend did not answer in time."""


class DeadlineExceeded(BackendTimeout):
    """The time a request was given for its model calls (all of them together) ran out."""


class ModelNotFound(BackendError):
    """The backend answers but does not have the named model."""


class MalformedResponse(BackendError):
    """The backend answered something that is not a completion."""


class RequestedModelFailed(BackendError):
    """The model named with ``--llm`` failed and ``--fallback deterministic`` was not given."""


class ReplyTooLarge(MalformedResponse):
    """The backend's reply passed the byte bound; reading stopped at the bound."""


def one_line(obj: object) -> str:
    """``str(obj)`` on one line of at most 200 characters (server bodies can be pages long)."""
    text = " ".join(str(obj).split())
    return text if len(text) <= 200 else text[:197] + "..."


@dataclass(frozen=True)
class _Service:
    """How the messages for one kind of server read."""

    label: str  # the server, in a message: "{host}" is filled in
    missing_hint: str  # after "has no model 'm'": "{model}" and "{what}" are filled in
    down_hint: str  # after "cannot reach <server> (reason)"


_SERVICES = {
    "ollama": _Service("Ollama at {host}", "; run `ollama pull {model}`",
                       "; start it with `ollama serve` or set OLLAMA_HOST"),
    "openai": _Service("{host}", " (or it does not serve {what} at that URL)", "; is the server running?"),
}

# Matched by class name anywhere in the exception's MRO, so that this module imports no client
# library: httpx.TimeoutException, openai.APITimeoutError (a subclass of APIConnectionError, so
# looked at first); httpx.ConnectError, openai.APIConnectionError, the builtin ConnectionError;
# ollama.ResponseError and openai.APIStatusError, which carry the HTTP ``status_code``.
_TIMEOUT = frozenset({"TimeoutException", "APITimeoutError"})
_UNREACHABLE = frozenset({"ConnectError", "APIConnectionError", "ConnectionError"})
_STATUS = frozenset({"ResponseError", "APIStatusError"})


def _kind(exc: BaseException) -> str | None:
    names = {cls.__name__ for cls in type(exc).__mro__}
    for kind, family in (("timeout", _TIMEOUT), ("unreachable", _UNREACHABLE), ("status", _STATUS)):
        if names & family:
            return kind
    return "malformed" if isinstance(exc, (ValueError, TypeError)) else None


def backend_error(exc: BaseException, service: str, host: str, model: str, timeout: float,
                  what: str) -> BackendError | None:
    """The ``BackendError`` a client failure means, or ``None`` when it is not a client failure.

    ``service`` is ``"ollama"`` or ``"openai"`` (an OpenAI-compatible server), ``what`` names
    what was asked for (``"chat completions"``, ``"embeddings"``).
    """
    svc = _SERVICES[service]
    where = svc.label.format(host=host)
    kind = _kind(exc)
    if kind == "timeout":
        return BackendTimeout(f"{where} did not answer within {timeout:g} s")
    if kind == "unreachable":
        reason = one_line(exc.__cause__ or exc)
        return BackendUnreachable(f"cannot reach {where} ({reason}){svc.down_hint}")
    if kind == "status":
        status = getattr(exc, "status_code", None)
        if status == 404:
            return ModelNotFound(f"{where} has no model {model!r}" + svc.missing_hint.format(model=model, what=what))
        body = getattr(exc, "error", None) or getattr(exc, "message", None) or exc
        return MalformedResponse(f"{where} answered {status}: {one_line(body)}")
    if kind == "malformed":  # a body that is not the expected JSON
        return MalformedResponse(f"{where} returned no {what} ({one_line(exc)})")
    return None


@contextmanager
def backend_errors(service: str, host: str, model: str, timeout: float, what: str) -> Iterator[None]:
    """Run a client call; its failures leave as one-line ``BackendError`` leaves (see
    :func:`backend_error`), anything else unchanged."""
    try:
        yield
    except BackendError:
        raise
    except Exception as exc:
        cause = exc.__cause__  # a client that wraps what its transport raised (openai)
        if isinstance(cause, BackendError):
            raise cause from None
        mapped = backend_error(exc, service, host, model, timeout, what)
        if mapped is None:
            raise
        raise mapped from None
