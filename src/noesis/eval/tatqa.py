"""TAT-QA (Zhu et al., ACL 2021) as an external benchmark: data, report files, the metric.

Pure functions only; ``bench/tatqa.py`` is the command that ingests and asks.

* **Data** — :func:`load_contexts` reads the dataset JSON into :class:`TatContext` /
  :class:`TatQuestion`; :func:`report_markdown` renders one context as the Markdown report
  the engine ingests: its paragraphs in ``order``, then its table as a GitHub pipe table
  (:func:`pipe_table`).
* **Prediction** — :func:`prediction` turns what the engine answered into the answer to
  score: the typed ``result`` when there is one (its value, the scale from its unit), else
  the short answer a model's text states (:mod:`noesis.answer.shortanswer`: its number and
  scale word, its span or list, without the question it restates), else nothing (a refusal,
  "needs a language model" or a worked reply with no conclusion is no answer).
* **Metric** — our own implementation of the paper's definition (exact match and the
  numeracy-focused F1 of DROP, Dua et al. 2019, made scale-aware), :func:`score`:

  - an answer is a bag of spans (a number, a string, or a list for multi-span); each span
    is normalised to tokens: lower case, punctuation and the articles a/an/the dropped,
    hyphens between words split; a token that reads as a number (thousands separators,
    ``$``, a ``%`` sign, ``(12.5)`` for -12.5) becomes that number;
  - a predicted number equals a gold number when it does after rounding to the gold's
    number of decimals (-22.2222 matches -22.22; -22.2 does not);
  - **EM** — the two bags have as many spans and pair up span for span, token for token;
  - **F1** — the spans are paired to maximise the summed span F1 (bag-of-tokens F1; a pair
    where both spans hold numbers and none of the gold's is matched scores 0), averaged
    over the larger bag's size; for ``arithmetic`` and ``count`` questions F1 is EM;
  - **scale** — the paper requires the answer *and* its scale to be right: a prediction
    whose scale (``""``, thousand, million, billion, percent) differs from the gold's
    scores 0 for both EM and F1. (The paper's text was not in the searchable corpora; this
    is the rule the brief states and the paper's README summary agrees with.) A gold with
    no scale field whose numbers are written with ``%`` (``"34%"``) is a percent
    (:func:`written_scale`), as the published evaluation reads it; an answer whose every
    span is a number and one same scale word, with no scale field (``"$2.8 billion"``), is
    those numbers at that scale (:func:`scale_in_words`), gold or predicted — a number is compared with its scale
    applied, however the scale is written.

* **Running** — :func:`run_context` is the one function here that does I/O: it writes the
  context's report under a cache folder, ingests it with defaults (no manifest) unless the
  KB is already there for the same report, and asks every question through the public API
  (``Engine.ask``; deterministic unless a model is given).
* **Sample** — :func:`sample` draws a fixed seeded sample of questions from the whole file
  (``random.Random(seed)`` over the question uids in file order), each context keeping only
  its sampled questions.
* **Report** — :func:`summarize` gives EM/F1 overall, per answer type, per source and per
  type × source, the answered/refused counts, and for arithmetic from the table the share
  answered, its EM and how many answered ones are wrong (answered with EM 0); with a model,
  :func:`trigger_split` says how often the hydrate arm fetched the paragraphs among the
  questions that reached the model, split by where the gold answer is (the paragraphs:
  ``text`` / ``table-text``; the table only).
"""

from __future__ import annotations

import itertools
import json
import random
import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from ..answer import Engine
from ..answer.result import Result
from ..answer.shortanswer import ShortAnswer, short_answer
from ..context.prompt import is_refusal
from ..errors import QueryError
from ..lang.language import ENGLISH
from ..llm.base import ChatModel
from ..mesh import Mesh

SCALES = ("", "thousand", "million", "billion", "percent")
ANSWER_TYPES = ("arithmetic", "span", "multi-span", "count")
SOURCES = ("table", "text", "table-text")
#: the gold sources that put the answer in the paragraphs
PARAGRAPH_SOURCES = ("text", "table-text")
NEEDS_MODEL_MARK = "needs a language model"


# --- data -----------------------------------------------------------------------------


@dataclass(frozen=True)
class TatQuestion:
    uid: str
    question: str
    answer: tuple[str, ...]  # the gold bag of spans (a number as its JSON text)
    answer_type: str
    answer_from: str
    scale: str
    derivation: str


@dataclass(frozen=True)
class TatContext:
    uid: str  # the table's uid
    table: tuple[tuple[str, ...], ...]
    paragraphs: tuple[str, ...]  # in ``order``
    questions: tuple[TatQuestion, ...]


def _gold_bag(answer: object) -> tuple[str, ...]:
    if isinstance(answer, list):
        return tuple(str(a) for a in answer)
    if isinstance(answer, bool) or answer is None:
        raise QueryError(f"TAT-QA answer {answer!r} is neither a number, a string nor a list")
    return (str(answer),)


def parse_context(raw: dict) -> TatContext:
    paras = sorted(raw["paragraphs"], key=lambda p: int(p["order"]))
    qs = tuple(TatQuestion(q["uid"], q["question"], _gold_bag(q["answer"]), q["answer_type"],
                           q["answer_from"], q.get("scale") or "", q.get("derivation") or "")
               for q in sorted(raw["questions"], key=lambda q: int(q["order"])))
    table = tuple(tuple(str(c) for c in row) for row in raw["table"]["table"])
    return TatContext(raw["table"]["uid"], table, tuple(p["text"] for p in paras), qs)


def load_contexts(path: str | Path) -> tuple[TatContext, ...]:
    """Every context of a TAT-QA JSON file, in file order."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise QueryError(f"cannot read TAT-QA data {path}: {exc}") from exc
    return tuple(parse_context(c) for c in raw)


def select(contexts: Sequence[TatContext], *, ids: Iterable[str] = (), limit: int | None = None,
           ) -> tuple[TatContext, ...]:
    """The contexts named by uid (a context's or one of its questions'), else all; then the
    first ``limit``."""
    wanted = set(ids)
    if wanted:
        chosen = tuple(c for c in contexts if c.uid in wanted or any(q.uid in wanted for q in c.questions))
        found = {c.uid for c in chosen} | {q.uid for c in chosen for q in c.questions}
        if missing := sorted(wanted - found):
            raise QueryError(f"no TAT-QA context or question with uid {', '.join(missing)}")
    else:
        chosen = tuple(contexts)
    return chosen if limit is None else chosen[:limit]


def sample(contexts: Sequence[TatContext], n: int, seed: int) -> tuple[TatContext, ...]:
    """A fixed seeded sample of ``n`` questions drawn from every question of ``contexts``
    (``random.Random(seed).sample`` over their uids in file order; all of them when ``n``
    is at least their number): the contexts holding one, in file order, each keeping only
    its sampled questions (in their order)."""
    if n < 1:
        raise QueryError(f"--sample {n}: a sample needs at least one question")
    uids = [q.uid for c in contexts for q in c.questions]
    chosen = set(random.Random(seed).sample(uids, min(n, len(uids))))
    out = []
    for c in contexts:
        qs = tuple(q for q in c.questions if q.uid in chosen)
        if qs:
            out.append(replace(c, questions=qs))
    return tuple(out)


# --- the Markdown report --------------------------------------------------------------


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _header_rows(table: Sequence[Sequence[str]]) -> int:
    """Leading rows with an empty first cell are header rows (at least one, at most three,
    and at least one body row left)."""
    n = 0
    while n < min(3, len(table) - 1) and not table[n][0].strip():
        n += 1
    return max(n, 1) if len(table) > 1 else len(table)


def pipe_table(table: Sequence[Sequence[str]]) -> str:
    """A GitHub pipe table. A header row above the last one that holds a single label (a
    caption spanning the columns, "Years Ended September 30,") becomes a line above the table; the other header rows are
    merged column by column ("2019" over "Amount" → "2019 Amount")."""
    if not table:
        return ""
    width = max(len(r) for r in table)
    rows = [[_cell(c) for c in r] + [""] * (width - len(r)) for r in table]
    n = _header_rows(rows)
    spans = [i < n - 1 and sum(bool(c) for c in r) == 1 for i, r in enumerate(rows[:n])]
    captions = [" ".join(c for c in r if c) for r, cap in zip(rows, spans, strict=False) if cap]
    heads = [r for r, cap in zip(rows, spans, strict=False) if not cap]
    header = [" ".join(r[i] for r in heads if r[i]) for i in range(width)]
    body = rows[n:]
    lines = [*captions, ""] if captions else []
    lines += ["| " + " | ".join(header) + " |", "|" + "---|" * width]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


def report_markdown(ctx: TatContext) -> str:
    """The context as one Markdown report: its paragraphs in order, then its table."""
    return "\n\n".join([*(" ".join(p.split()) for p in ctx.paragraphs), pipe_table(ctx.table)]) + "\n"


# --- the prediction -------------------------------------------------------------------


@dataclass(frozen=True)
class Prediction:
    answer: tuple[str, ...]  # the bag of spans to score; empty = no answer
    scale: str
    origin: str  # "result" | "text" | "none"


NO_ANSWER = Prediction((), "", "none")
_PERCENT_Q = re.compile(r"percent|%|\bgrowth rate\b|\bproportion\b|\bratio\b", re.I)


def scale_of(words: str | None) -> str:
    """The TAT-QA scale that a unit or an answer's wording names, else ``""``."""
    w = (words or "").lower()
    if "%" in w or "percent" in w:
        return "percent"
    for scale, pattern in (("billion", r"\bbillions?\b|\bbn\b"), ("million", r"\bmillions?\b|\bmn\b|\$m\b"),
                           ("thousand", r"\bthousands?\b|'000|\b000s\b|\$k\b")):
        if re.search(pattern, w):
            return scale
    return ""


def _from_result(question: str, r: Result) -> Prediction:
    if r.operation == "change":
        if _PERCENT_Q.search(question) and r.percent is not None:
            return Prediction((r.percent,), "percent", "result")
        return Prediction((r.value,), scale_of(r.unit), "result") if r.value is not None else NO_ANSWER
    if r.value is not None:
        return Prediction((r.value,), scale_of(r.unit) if r.operation != "components" else "", "result")
    if not r.operands:
        return NO_ANSWER
    if r.operation == "components":  # "what are the components of X": the rows' labels
        return Prediction(tuple(o.value for o in r.operands), "", "result")
    if r.operation == "positions":  # "in which years …": the positions of the readings that answer
        return Prediction(tuple(o.positions_text[0] for o in r.operands if o.positions_text), "", "result")
    if r.operation in ("ranking", "window_extremes"):
        low = re.search(r"\b(lowest|smallest|least|minimum|fewest)\b", question, re.I)
        op = r.operands[0] if r.operation == "ranking" or low else r.operands[-1]
        if re.search(r"\bwhich (year|period)|\bin which\b", question, re.I) and op.positions_text:
            return Prediction(op.positions_text[:1], "", "result")
        return Prediction((op.entity,) if r.operation == "ranking" else (op.value,),
                          "" if r.operation == "ranking" else scale_of(op.unit), "result")
    units = {scale_of(o.unit) for o in r.operands}
    return Prediction(tuple(o.value for o in r.operands), units.pop() if len(units) == 1 else "", "result")


def prediction(question: str, text: str, result: Result | None, short: ShortAnswer | None = None) -> Prediction:
    """What the engine answered, as the answer to score (see the module doc): a model's text
    by the short answer it states (``short``, else cut from ``text`` here)."""
    if result is not None and result.operation != "refusal":
        return _from_result(question, result)
    if not text.strip() or is_refusal(text) or NEEDS_MODEL_MARK in text.lower() or result is not None:
        return NO_ANSWER
    found = short if short is not None else short_answer(question, text, ENGLISH)
    return Prediction(found.spans, found.scale, "text") if found is not None else NO_ANSWER


# --- the metric -----------------------------------------------------------------------


@dataclass(frozen=True)
class Number:
    value: float
    places: int  # decimals as written: the precision a prediction is rounded to

    def matches(self, gold: Number) -> bool:
        return abs(round(self.value, gold.places) - gold.value) < 1e-9

    def __eq__(self, other: object) -> bool:  # equality is value only (set membership)
        return isinstance(other, Number) and abs(self.value - other.value) < 1e-9

    def __hash__(self) -> int:
        return hash(round(self.value, 9))


Token = str | Number
_NUMBER = re.compile(r"^\$?\(?([-+]?)\$?(\d[\d,]*(?:\.\d+)?|\.\d+)%?\)?$")
_ARTICLES = {"a", "an", "the"}
_PUNCT = str.maketrans("", "", string.punctuation + "\u2019\u2018\u201c\u201d")


def _number(raw: str) -> Number | None:
    m = _NUMBER.match(raw.strip())
    if not m or raw.count("(") != raw.count(")"):
        return None
    digits = m.group(2).replace(",", "")
    value = float(digits) * (-1 if m.group(1) == "-" or raw.lstrip("$").startswith("(") else 1)
    return Number(value, len(digits.split(".")[1]) if "." in digits else 0)


def tokens(span: str) -> tuple[Token, ...]:
    """A span's normalised tokens (see the module doc)."""
    out: list[Token] = []
    for word in span.lower().split():
        n = _number(word.rstrip(".,;:?!"))
        if n is not None:
            out.append(n)
            continue
        for part in re.split(r"(?<=[a-z])[-\u2013](?=[a-z])", word):
            t = part.translate(_PUNCT)
            if t and t not in _ARTICLES:
                out.append(t)
    return tuple(out)


def _tok_match(p: Token, g: Token) -> bool:
    if isinstance(g, Number):
        return isinstance(p, Number) and p.matches(g)
    return p == g


def span_equal(pred: Sequence[Token], gold: Sequence[Token]) -> bool:
    return len(pred) == len(gold) and all(_tok_match(p, g) for p, g in zip(pred, gold, strict=True))


def span_f1(pred: Sequence[Token], gold: Sequence[Token]) -> float:
    """Bag-of-tokens F1 of two spans; 0 when both hold numbers and no gold number is matched."""
    p_set, g_set = list(dict.fromkeys(pred)), list(dict.fromkeys(gold))
    g_nums = [g for g in g_set if isinstance(g, Number)]
    if g_nums and any(isinstance(p, Number) for p in p_set) and not any(
            _tok_match(p, g) for p in p_set for g in g_nums):
        return 0.0
    common = sum(any(_tok_match(p, g) for p in p_set) for g in g_set)
    if not p_set or not g_set or not common:
        return 0.0
    precision, recall = common / len(p_set), common / len(g_set)
    return 2 * precision * recall / (precision + recall)


def _best_pairing(scores: Sequence[Sequence[float]]) -> float:
    """The largest sum over one-to-one pairings of rows with columns (small bags: exhaustive;
    a larger one greedily)."""
    rows, cols = len(scores), len(scores[0]) if scores else 0
    if not rows or not cols:
        return 0.0
    if min(rows, cols) > 6:
        cells = sorted(((s, i, j) for i, r in enumerate(scores) for j, s in enumerate(r)), reverse=True)
        used_r: set[int] = set()
        used_c: set[int] = set()
        total = 0.0
        for s, i, j in cells:
            if i not in used_r and j not in used_c:
                used_r.add(i)
                used_c.add(j)
                total += s
        return total
    if rows <= cols:
        return max(sum(scores[i][j] for i, j in enumerate(p)) for p in itertools.permutations(range(cols), rows))
    return max(sum(scores[i][j] for j, i in enumerate(p)) for p in itertools.permutations(range(rows), cols))


#: what a scale multiplies a number by in the published evaluation (a percent is a hundredth)
SCALE_FACTORS = {"": 1.0, "thousand": 1e3, "million": 1e6, "billion": 1e9, "percent": 0.01}


def _published_forms(spans: Sequence[str], scale: str, bare: bool = False) -> set[tuple]:
    """An answer as the published evaluation (``tatqa_metric.get_answer_str``) compares it: its
    spans sorted, a number rounded to 2 decimals then multiplied by its scale's factor (a number
    written with ``%`` is taken as it is), any other span with its scale's word after it. With
    ``bare`` (a prediction of one number with no scale), its unscaled value is a second form
    (``add_percent_pred``: 0.2342 matches 23.42 percent)."""
    form: list = []
    for span in sorted(spans, key=str.lower):
        words = tokens(span)  # "$ 100.1" is the number 100.1
        n = words[0] if len(words) == 1 and isinstance(words[0], Number) else None
        if n is None:
            form.append(tokens(f"{span} {scale}".strip()))
        elif "%" in span:  # to_number applies the sign: "34%" is 0.34
            form.append(round(n.value * 0.01, 4))
        else:
            form.append(round(round(n.value, 2) * SCALE_FACTORS.get(scale, 1.0), 4))
    forms = {tuple(form)}
    if bare and len(spans) == 1 and not scale and "%" not in spans[0]:
        words = tokens(spans[0])
        if len(words) == 1 and isinstance(words[0], Number):
            forms.add((round(words[0].value, 4),))
    return forms


def published_em(gold: Sequence[str], gold_scale: str, pred: Prediction) -> float:
    """Exact match by the published evaluation's rules: numbers compared with their scale
    applied, so 100,100 thousand or 100,100,000 with no scale matches 100.1 million."""
    if not pred.answer:
        return 0.0
    want = _published_forms(gold, gold_scale)
    return float(bool(want & _published_forms(pred.answer, pred.scale, bare=True)))


def written_scale(spans: Sequence[str], scale: str) -> str:
    """An answer's scale: its scale field, else ``percent`` when every number it holds is
    written with ``%`` (the gold ``"34%"`` with no scale field is 34 percent, as the published
    evaluation reads it: ``to_number("34%")`` is 0.34)."""
    if scale:
        return scale
    numbers = [s for s in spans if any(isinstance(t, Number) for t in tokens(s))]
    return "percent" if numbers and all("%" in s for s in numbers) else ""


@dataclass(frozen=True)
class Score:
    em: float
    f1: float
    em_any_scale: float  # EM ignoring the scale rule (a diagnostic, not the benchmark's figure)
    em_published: float = 0.0  # EM by the published evaluation's rules (:func:`published_em`)


#: a scale written as a word after an answer's one number ("$2.8 billion", "24.9 millions")
_SCALE_WORDS = {"thousand": "thousand", "thousands": "thousand", "million": "million", "millions": "million",
                "billion": "billion", "billions": "billion"}


def scale_in_words(spans: Sequence[str], scale: str) -> tuple[tuple[str, ...], str]:
    """An answer whose every span is a number and one same scale word, with no scale field
    ("$2.8 billion", ""; "$41.8 million", "$5.7 million"), as its numbers and that scale
    (("$2.8",), "billion"): a number is compared with its scale applied, however the scale is
    written; any other answer as it is."""
    if scale or not spans:
        return tuple(spans), scale
    split = [s.split() for s in spans]
    scales = {w[1].lower().rstrip(".") for w in split if len(w) == 2}
    if (all(len(w) == 2 and isinstance(_number(w[0]), Number) for w in split) and len(scales) == 1
            and (word := scales.pop()) in _SCALE_WORDS):
        return tuple(w[0] for w in split), _SCALE_WORDS[word]
    return tuple(spans), scale


def score(gold: Sequence[str], gold_scale: str, answer_type: str, pred: Prediction) -> Score:
    """EM and F1 of one prediction against one gold answer (see the module doc)."""
    if not pred.answer:
        return Score(0.0, 0.0, 0.0)
    published = published_em(gold, gold_scale, pred)
    gold, gold_scale = scale_in_words(gold, gold_scale)
    pred = replace(pred, answer=(spans := scale_in_words(pred.answer, pred.scale))[0], scale=spans[1])
    g = [tokens(s) for s in gold]
    p = [tokens(s) for s in pred.answer]
    equal = [[float(span_equal(ps, gs)) for gs in g] for ps in p]
    em = float(len(p) == len(g) and _best_pairing(equal) == len(g))
    f1 = _best_pairing([[span_f1(ps, gs) for gs in g] for ps in p]) / max(len(p), len(g))
    if answer_type in ("arithmetic", "count"):
        f1 = em
    if written_scale(pred.answer, pred.scale) != written_scale(gold, gold_scale):
        return Score(0.0, 0.0, em, published)
    return Score(em, f1, em, published)


# --- running one context -------------------------------------------------------------


def context_kb(ctx: TatContext, cache: Path) -> Path:
    """The KB of one context under ``cache`` (``<uid>/report.md`` → ``<uid>.sqlite``),
    ingested with defaults unless it is already there for the same report."""
    from ..ingest.pipeline import ingest  # the ingest stack only where a KB is built

    folder, kb = cache / ctx.uid, cache / f"{ctx.uid}.sqlite"
    text = report_markdown(ctx)
    report = folder / "report.md"
    if kb.exists() and report.exists() and report.read_text(encoding="utf-8") == text:
        return kb
    folder.mkdir(parents=True, exist_ok=True)
    report.write_text(text, encoding="utf-8")
    kb.unlink(missing_ok=True)
    ingest(folder, kb, workers=1)
    return kb


def run_context(ctx: TatContext, cache: str | Path, *, llm: ChatModel | None = None,
                arm: str | None = None) -> list[Scored]:
    """Ask every question of ``ctx`` (deterministically when ``llm`` is None) and score it."""
    kb = context_kb(ctx, Path(cache))
    out = []
    with Mesh.open(kb) as mesh:
        engine = Engine(mesh, llm=llm)
        for q in ctx.questions:
            a = engine.ask(q.question, deterministic=llm is None, arm=arm)
            h = a.hydration
            out.append(scored(ctx, q, a.text, a.result, a.deterministic, short=a.short,
                              reached_model=a.model is not None,
                              fetched=h.fired, fetch_why=_fetch_why(h.fired, h.forced, h.refusal),
                              model_ms=sum(v for k, v in a.timings.items() if k in MODEL_STAGES)))
    return out


#: the timings of an answer that are model calls
MODEL_STAGES = ("answer", "phase1", "phase2", "phrase")


def _fetch_why(fired: bool, forced: bool, refusal: bool) -> str:
    """Why the hydrate arm fetched prose: ``refusal`` (the engine, after a phase-1 refusal
    under a routed scope), ``forced`` (the engine, without the model asking), ``model``
    (the model's FETCH lines); ``""`` when nothing was fetched."""
    if not fired:
        return ""
    return "refusal" if refusal else "forced" if forced else "model"


# --- records and the report -----------------------------------------------------------


@dataclass(frozen=True)
class Scored:
    """One question's line in ``answers.jsonl``."""

    uid: str
    context: str
    question: str
    answer_type: str
    answer_from: str
    gold: tuple[str, ...]
    gold_scale: str
    pred: tuple[str, ...]
    pred_scale: str
    origin: str
    operation: str | None
    deterministic: bool
    answered: bool
    em: float
    f1: float
    em_any_scale: float
    text: str
    em_published: float = 0.0
    reached_model: bool = False  # the model was called (or its call failed) for this answer
    fetched: bool = False  # the hydrate arm fetched prose (``Hydration.fired``)
    fetch_why: str = ""  # "model" | "forced" | "refusal" | "" (see _fetch_why)
    model_ms: float = 0.0  # time in model calls

    def as_dict(self) -> dict:
        return asdict(self)


def scored(ctx: TatContext, q: TatQuestion, text: str, result: Result | None, deterministic: bool, *,
           short: ShortAnswer | None = None, reached_model: bool = False, fetched: bool = False,
           fetch_why: str = "", model_ms: float = 0.0) -> Scored:
    pred = prediction(q.question, text, result, short)
    s = score(q.answer, q.scale, q.answer_type, pred)
    return Scored(q.uid, ctx.uid, q.question, q.answer_type, q.answer_from, q.answer, q.scale,
                  pred.answer, pred.scale, pred.origin, result.operation if result else None,
                  deterministic, bool(pred.answer), s.em, s.f1, s.em_any_scale, text, s.em_published,
                  reached_model, fetched, fetch_why, round(model_ms, 1))


@dataclass(frozen=True)
class Group:
    name: str
    n: int
    answered: int
    em: float  # percent over all n (an unanswered question scores 0)
    f1: float
    wrong: int  # answered with EM 0
    em_answered: float  # percent over the answered ones
    em_published: float = 0.0  # percent over all n, by the published evaluation's rules
    wrong_published: int = 0  # answered with that EM 0

    def as_dict(self) -> dict:
        return asdict(self)


def _pct(xs: Iterable[float], d: int) -> float:
    return round(100 * sum(xs) / d, 2) if d else 0.0


def group(name: str, records: Sequence[Scored]) -> Group:
    n = len(records)
    answered = [r for r in records if r.answered]
    return Group(name, n, len(answered), _pct((r.em for r in records), n), _pct((r.f1 for r in records), n),
                 sum(r.em == 0 for r in answered), _pct((r.em for r in answered), len(answered)),
                 _pct((r.em_published for r in records), n), sum(r.em_published == 0 for r in answered))


@dataclass(frozen=True)
class TriggerSide:
    """Questions that reached the model with the answer on one side, and how many of them
    had prose fetched (with their EM, percent over the side's questions)."""

    name: str
    reached: int
    fetched: int
    em_fetched: float  # EM % among the fetched ones
    em_not_fetched: float  # EM % among the others

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class TriggerSplit:
    paragraphs: TriggerSide  # gold answer_from "text" or "table-text"
    table: TriggerSide  # gold answer_from "table"

    def as_dict(self) -> dict:
        return asdict(self)


def _side(name: str, records: Sequence[Scored]) -> TriggerSide:
    yes = [r for r in records if r.fetched]
    no = [r for r in records if not r.fetched]
    return TriggerSide(name, len(records), len(yes), _pct((r.em for r in yes), len(yes)),
                       _pct((r.em for r in no), len(no)))


def trigger_split(records: Sequence[Scored]) -> TriggerSplit:
    """Among the questions that reached the model: how often prose was fetched when the gold
    answer is in the paragraphs (``text`` / ``table-text``) and when it is in the table only."""
    reached = [r for r in records if r.reached_model]
    return TriggerSplit(_side("answer in the paragraphs", [r for r in reached if r.answer_from in PARAGRAPH_SOURCES]),
                        _side("answer in the table only", [r for r in reached if r.answer_from == "table"]))


@dataclass(frozen=True)
class Summary:
    overall: Group
    by_type: tuple[Group, ...]
    by_source: tuple[Group, ...]
    by_type_source: tuple[Group, ...]
    arithmetic_table: Group
    deterministic: int  # answered by the engine without a model
    refused: int  # no answer (a refusal, "needs a language model", an empty text)
    reached_model: int = 0  # questions the model was called for
    trigger: TriggerSplit | None = None  # with a model (see trigger_split)

    def as_dict(self) -> dict:
        return asdict(self)


def summarize(records: Sequence[Scored]) -> Summary:
    def of(pred) -> list[Scored]:
        return [r for r in records if pred(r)]

    by_type = tuple(group(t, of(lambda r, t=t: r.answer_type == t)) for t in ANSWER_TYPES)
    by_source = tuple(group(s, of(lambda r, s=s: r.answer_from == s)) for s in SOURCES)
    pairs = tuple(group(f"{t} / {s}", of(lambda r, t=t, s=s: r.answer_type == t and r.answer_from == s))
                  for t in ANSWER_TYPES for s in SOURCES)
    arith = group("arithmetic / table", of(lambda r: r.answer_type == "arithmetic" and r.answer_from == "table"))
    reached = sum(r.reached_model for r in records)
    return Summary(group("all", records), by_type, by_source, tuple(g for g in pairs if g.n), arith,
                   sum(r.answered and r.deterministic for r in records), sum(not r.answered for r in records),
                   reached, trigger_split(records) if reached else None)


def _row(g: Group) -> str:
    return (f"| {g.name} | {g.n} | {g.answered} | {g.em:.1f} | {g.f1:.1f} | {g.em_answered:.1f} | {g.wrong} "
            f"| {g.em_published:.1f} | {g.wrong_published} |")


def summary_markdown(s: Summary, *, title: str = "TAT-QA dev") -> str:
    head = ["| group | questions | answered | EM % | F1 % | EM % of answered | wrong (answered, EM 0) "
            "| EM %, published rules | wrong, published rules |",
            "|---|---|---|---|---|---|---|---|---|"]
    a = s.arithmetic_table
    share = f"{a.answered}/{a.n} ({100 * a.answered / a.n:.1f} %)" if a.n else "–"
    lines = [f"# {title}", "",
             f"{s.overall.n} questions; answered {s.overall.answered} ({s.deterministic} without a model), "
             f"no answer {s.refused}.", "",
             f"Arithmetic from the table: answered {share}, EM of those answered {a.em_answered:.1f} %, "
             f"wrong {a.wrong}.", "", *head, _row(s.overall), *map(_row, s.by_type), *map(_row, s.by_source),
             "", *head, *map(_row, s.by_type_source)]
    if s.trigger is not None:
        lines += ["", f"Reached the model: {s.reached_model}. Trigger split (prose fetched among those):", "",
                  "| answer | reached the model | prose fetched | EM % fetched | EM % not fetched |",
                  "|---|---|---|---|---|",
                  *(f"| {t.name} | {t.reached} | {t.fetched} | {t.em_fetched:.1f} | {t.em_not_fetched:.1f} |"
                    for t in (s.trigger.paragraphs, s.trigger.table))]
    return "\n".join(lines) + "\n"
