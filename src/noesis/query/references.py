"""Named references: which sources, KBs and entities a question names — by rule.

Rules (docs/design.md §3.1), all deterministic and recorded in the trace:

* Names are matched case-, accent- and punctuation-folded, word-bounded, longest first
  (Aho–Corasick over every name in the mesh: file names, stems, owner aliases, KB names,
  entity names and aliases).
* A match of two or more tokens anchors a reference.
* A single token anchors only if it is distinctive: at least 5 letters, not a common
  word, and capitalised in the question (any token counts when the question has no
  capitals at all). A short token (≤ 3 letters) or an acronym never anchors alone; it is
  kept as corroboration when another anchored name points at the same target.
* Partial multi-token names: a distinctive token (same test) that belongs to the names
  of exactly one entity anchors that entity ("Panorama" → Evening Panorama); a token
  shared by several entities' names is rejected as ambiguous. An acronym anchors the
  same way the KB whose name of two or more words it begins ("VIX" → the KB ``vix-ohlc``).
* No similarity score is computed, so none can veto a deterministic match.
* Capitalised runs of words that match nothing ("Domenica Sportiva Estate") are reported
  as **unresolved**; the context then states that the KBs hold no data for them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..gazetteer import Match
from ..lang import DEFAULT_LANGUAGE, Language
from ..text import fold, singular
from .inventory import NameEntry
from .names import MemoryNames, NameLookup

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)?|%", re.UNICODE)
_SENTENCE_END = re.compile(r"[.?!:;]\s*$")
AMBIGUOUS = "ambiguous partial name"
_POSSESSIVE = re.compile(r"['’]s$")
_QUOTED = re.compile(r'"([^"\n]{1,80})"|“([^”\n]{1,80})”')

#: the default language's lists, for callers that import them (read ``Resolver.language``)
COMMON_WORDS = DEFAULT_LANGUAGE.common_words
#: words allowed inside a capitalised name run ("Festival di Sanremo", "Bank of England")
CONNECTORS = DEFAULT_LANGUAGE.name_connectors
#: words that never start or end a name run (question words, articles, pronouns …)
FUNCTION_WORDS = DEFAULT_LANGUAGE.function_words


@dataclass(frozen=True)
class Reference:
    text: str  # as written in the question
    level: str  # source | kb | entity
    kb: str
    target: str
    entity: str | None
    rule: str


@dataclass(frozen=True)
class Rejected:
    text: str
    rule: str
    candidates: tuple[str, ...]

    @property
    def ambiguous(self) -> bool:
        """A name the question gives that fits several entities ("Congo"): a target that
        cannot be answered for until the question says which."""
        return self.rule == AMBIGUOUS


@dataclass(frozen=True)
class References:
    matched: tuple[Reference, ...]
    rejected: tuple[Rejected, ...]
    unresolved: tuple[str, ...]

    def of_level(self, level: str) -> list[Reference]:
        return [r for r in self.matched if r.level == level]

    @property
    def entities(self) -> list[str]:
        """Anchored entity names (from entity and source references), in order."""
        out: list[str] = []
        for r in self.matched:
            if r.entity and r.entity not in out:
                out.append(r.entity)
        return out


@dataclass(frozen=True)
class _Tok:
    text: str
    folded: str
    start: int  # offset in the folded question
    end: int
    initial: bool  # first word of a sentence
    word: int = 0  # which word of the question it comes from ("Australia's" folds to two tokens)


def _tokenize(question: str) -> tuple[list[_Tok], str]:
    toks: list[_Tok] = []
    parts: list[str] = []
    pos = 0
    prev_end = 0
    for word, m in enumerate(_TOKEN.finditer(question)):
        folded = fold(m.group())
        if not folded:
            continue
        for piece in folded.split(" "):
            initial = not toks or bool(_SENTENCE_END.search(question[prev_end : m.start()]))
            toks.append(_Tok(m.group(), piece, pos, pos + len(piece), initial, word))
            parts.append(piece)
            pos += len(piece) + 1
        prev_end = m.end()
    return toks, " ".join(parts)


def _capitalised(tok: _Tok, any_caps: bool) -> bool:
    if not any_caps:
        return True
    return tok.text[:1].isupper() and not tok.initial


def _distinctive(tok: _Tok, any_caps: bool, common: frozenset[str]) -> bool:
    return len(tok.folded) >= 5 and tok.folded not in common and _capitalised(tok, any_caps)


def _short(tok: _Tok) -> bool:
    return len(tok.folded) <= 3 or (tok.text.isupper() and len(tok.text) <= 5)


class Resolver:
    """Name resolution over a fixed inventory (build once per mesh, call per question).

    ``language`` gives the common, function and connector words: pass
    ``language_for(<the mesh's declared codes>)``; the default is English and Italian.
    """

    def __init__(self, entries: Sequence[NameEntry] | NameLookup, extra_words: Iterable[str] = (), *,
                 language: Language = DEFAULT_LANGUAGE):
        #: the names matched: in memory, or each KB's stored index read per question
        #: (:mod:`noesis.query.names`; the same matches either way)
        self.names = entries if isinstance(entries, NameLookup) else MemoryNames(entries)
        self.language = language
        self.extra_words = frozenset(fold(w) for w in extra_words for w in fold(w).split())

    def resolve(self, question: str, *, skip_words: Iterable[str] = ()) -> References:
        toks, folded = _tokenize(question)
        any_caps = any(c.isupper() for c in question)
        by_start = {t.start: i for i, t in enumerate(toks)}
        by_end = {t.end: i for i, t in enumerate(toks)}
        covered: set[int] = set()
        matched: list[Reference] = []
        rejected: list[Rejected] = []
        pending_short: list[tuple[str, list[NameEntry]]] = []

        for i, j, m in _name_matches(self.names, toks, folded, by_start, by_end):
            span = toks[i : j + 1]
            covered.update(k for k, t in enumerate(toks)  # "Usain Bolt's": the last word's "s" too
                           if i <= k <= j or k > j and t.word == toks[j].word)
            text = question_text(span)
            entries = self.names.entries_at(m.keys)
            declared = [e for e in entries if e.declared]
            if len(span) >= 2:
                rule = f"full name ({len(span)} tokens)"
            elif declared and span[0].folded in self.language.function_words \
                    and not any(text == (e.entity or e.target) for e in declared):
                # a function word is a declared name ("IN", "OR": states) only written as the name is:
                # "the states in 1997" holds no Indiana
                rejected.append(Rejected(text, "a function word names an entity only as the name writes it",
                                         _targets(entries)))
                continue
            elif declared:
                # a declared entity name matched in full anchors whatever its length ("Mali",
                # "JFK"); the short-token guard is for file names, KB names and acronyms
                owners = {(e.kb, e.entity) for e in declared}
                entries = [e for e in entries if (e.kb, e.entity) in owners]
                rule = "declared entity name, in full"
            elif _short(span[0]):
                pending_short.append((text, entries))
                continue
            elif _distinctive(span[0], any_caps, self.language.common_words):
                rule = "distinctive single token"
            else:
                rejected.append(Rejected(text, "single common or uncapitalised word never anchors", _targets(entries)))
                continue
            matched.extend(_refs(text, entries, rule))

        anchored_targets = {(r.kb, r.target) for r in matched}
        for text, entries in pending_short:
            if any((e.kb, e.target) in anchored_targets for e in entries):
                matched.extend(_refs(text, entries, "short token corroborating a full match"))
            else:
                rejected.append(Rejected(text, "short token or acronym never anchors alone", _targets(entries)))

        skip = {w for s in skip_words for w in fold(s).split()} | self.extra_words
        for idx, tok in enumerate(toks):
            if idx in covered or tok.folded in skip:
                continue
            if _distinctive(tok, any_caps, self.language.common_words):
                entries = self.names.entries_at(self.names.tokens(tok.folded))
            elif _acronym(tok) and tok.folded not in self.language.function_words:
                entries = _kb_name_heads(tok, self.names.entries_at(self.names.tokens(tok.folded)))
            else:
                continue
            if not entries:
                continue
            if any(e.declared for e in entries):
                # a name the producer declared beats one inferred from text ("Ottawa":
                # the team, not the phrase "downtown Ottawa" a fact's object happens to be)
                entries = [e for e in entries if e.declared]
            owners = sorted({e.entity or e.target for e in entries})
            if len(owners) == 1:
                matched.extend(_refs(tok.text, entries, f"partial name: distinctive token {tok.folded!r}"))
            else:
                rejected.append(Rejected(tok.text, AMBIGUOUS, tuple(owners)))
            covered.update(i for i, t in enumerate(toks) if t.word == tok.word)  # "VIX's": the word, "s" too

        unresolved = _unresolved(toks, covered, skip, any_caps, self.language)
        found = {fold(r.text) for r in matched}
        for q in _quoted(question):
            fq = fold(q)
            if fq and fq not in found and not any(fq in f or f in fq for f in found) and q not in unresolved \
                    and not set(fq.split()) <= skip:
                unresolved.append(q.strip())
        return References(tuple(_dedupe(matched)), tuple(rejected), tuple(unresolved))


def _name_matches(names: NameLookup, toks: Sequence[_Tok], folded: str, by_start: dict[int, int],
                  by_end: dict[int, int]) -> list[tuple[int, int, Match]]:
    """The names matched in the question, as token spans: as written, then with every word
    singular ("dues from affiliates" is the row "Due from affiliates" by its all-singular name,
    :func:`noesis.naming.singular_form`) where no name matched as written."""
    out: list[tuple[int, int, Match]] = []
    for m in names.find(folded):
        i, j = by_start.get(m.start), by_end.get(m.end)
        if i is not None and j is not None:
            out.append((i, j, m))
    taken = {k for i, j, _m in out for k in range(i, j + 1)}
    starts, ends, parts, pos = {}, {}, [], 0
    for k, t in enumerate(toks):
        piece = singular(t.folded)
        starts[pos], ends[pos + len(piece)] = k, k
        parts.append(piece)
        pos += len(piece) + 1
    singular_text = " ".join(parts)
    if singular_text == folded:
        return out  # every word already singular: nothing more to match (found in order)
    for m in names.find(singular_text):
        i, j = starts.get(m.start), ends.get(m.end)
        if i is not None and j is not None and j > i and not taken & set(range(i, j + 1)):
            out.append((i, j, m))
            taken.update(range(i, j + 1))
    return sorted(out, key=lambda x: x[0])


def question_text(span: Sequence[_Tok]) -> str:
    """The question's words under ``span``, each once (a word folded into several tokens is one word)."""
    return " ".join(t.text for i, t in enumerate(span) if i == 0 or span[i - 1].word != t.word)


def _targets(entries: Sequence[NameEntry]) -> tuple[str, ...]:
    return tuple(sorted({f"{e.kb}:{e.target}" for e in entries}))


def _refs(text: str, entries: Sequence[NameEntry], rule: str) -> list[Reference]:
    return [Reference(text, e.level, e.kb, e.target, e.entity, f"{rule}; {e.how}") for e in entries]


def _dedupe(refs: Sequence[Reference]) -> list[Reference]:
    seen: set[tuple[str, str, str]] = set()
    out = []
    for r in refs:
        key = (r.level, r.kb, r.target)
        if key not in seen:
            seen.add(key)
            out.append(r)
    return out


def _kb_name_heads(tok: _Tok, entries: Sequence[NameEntry]) -> list[NameEntry]:
    """The KB names of two or more words that ``tok`` (an acronym) begins: "VIX" for the KB
    ``vix-ohlc``, as a user names a folder after its subject. A KB name's later words
    ("broadcast-uk") and a source's file stem ("tv_trivia_qa") are not read this way: they
    qualify more often than they name."""
    return [e for e in entries if e.level == "kb" and e.folded.split(" ", 1)[0] == tok.folded]


def _acronym(tok: _Tok) -> bool:
    """An all-capitals token of two or more letters ("TSLA", "UK"): a name, wherever it stands."""
    text = _POSSESSIVE.sub("", tok.text)  # "VIX's"
    return text.isupper() and len(text) >= 2 and text.isalpha()


def _quoted(question: str) -> list[str]:
    """Strings the question puts in quotes: names it insists on."""
    return [a or b for a, b in _QUOTED.findall(question) if (a or b).strip()]


def _unresolved(toks: Sequence[_Tok], covered: set[int], skip: set[str], any_caps: bool,
                language: Language) -> list[str]:
    """Capitalised runs that no name explains (see module doc)."""
    if not any_caps:
        return []
    connectors = language.name_connectors

    def candidate(idx: int, tok: _Tok) -> bool:
        return (
            idx not in covered
            and tok.text[:1].isupper()
            and tok.folded not in language.function_words
            and tok.folded not in skip
            and not (tok.text.isupper() and len(tok.text) < 2)
            and not tok.folded.isdigit()
        )

    runs: list[list[_Tok]] = []
    current: list[_Tok] = []
    for idx, tok in enumerate(toks):
        if candidate(idx, tok) and not (tok.initial and current) or current and tok.folded in connectors and idx not in covered and not tok.initial:
            current.append(tok)
        else:
            runs.append(current)
            current = [tok] if candidate(idx, tok) else []
    runs.append(current)
    out = []
    for run in runs:
        while run and run[-1].folded in connectors:
            run.pop()
        while run and run[0].initial and run[0].folded in language.common_words:
            run.pop(0)  # "Had Canada …": the sentence's capital on an auxiliary, not a name's
        if not run or all(t.folded in language.common_words for t in run):
            continue
        if len(run) == 1 and not _acronym(run[0]) and (run[0].initial or len(run[0].folded) < 3):
            continue
        out.append(question_text(run))
    return out
