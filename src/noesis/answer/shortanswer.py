"""The short answer a model's reply states: the span or the number(s) it gives, without the
question it restates, its lead-in, its hedges and its working — and whether the evidence the
model read holds it (docs/design.md §6, "The short answer").

A small model answers in sentences: "According to the report, the federal tax credit
carryforwards in 2019 were approximately $41.8 million, $86.3 million, and $5.7 million,
respectively." Its answer is what follows the restated question and the verb that links it:
three amounts, in millions. Reading the first number of the reply instead takes a date's day
("31," of "October 31, 2019") or a digit inside a name ("Series2000") for the answer.

Each step is a named pure function over the text being cut, applied in :data:`STEPS` order;
a step that does not apply returns its text unchanged:

1. :func:`concluded` — a worked reply ("To determine …, we follow these steps: 1. …") states
   its answer in its conclusion ("Therefore, …"); one that stops before concluding states none;
2. :func:`first_statement` — the first sentence (a decimal point, an initial such as "U.S."
   ends none);
3. :func:`without_lead_in` — "According to the report, …" leaves what follows its comma,
   "The answer is …" what follows the opener;
4. :func:`worked_result` — "$60.3 million + $80.5 million = $140.8 million" states the result
   after its last "=";
5. :func:`after_restatement` — the words restating the question (its own words, function
   words, its numbers) and the linking verb after them ("was", "consists of") are cut; with no
   linking verb, the restated words alone ("Interest expense decreased in 2018 *primarily due
   to* …");
6. :func:`without_hedges` — "approximately", "respectively" and the like at either end.

What is left is read by :func:`shaped`: one number with its scale word ("$36.5 million" →
``$36.5``, ``million``) — before a remark on it ("…, an increase of 3 %", "(2019 - 2018)") or
after a short verb phrase ("has been set at 7%") —, a list of them, a numbered list, a list of
three short names or more ("fixed-price, cost-plus, and time-and-material"), else one span as
written.

Pure: the question, the reply, the language and the evidence texts in, a :class:`ShortAnswer`
(or None: a refusal, a worked reply with no conclusion, nothing left) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..context.prompt import is_refusal
from ..lang.language import Language
from ..query.conversation import CITATION
from ..query.tokens import Token, tokenize
from ..text import fold, same_stem, singular

#: a FETCH directive line (a citation, "[report.md @ paragraph 3]", is the conversation's ``CITATION``)
_FETCH = re.compile(r"^\s*FETCH:.*$", re.I | re.M)
#: a sentence's end: a stop after two letters or digits (not an initial: "U.S.") or a percent
#: sign, before a capital, a digit or the end
_SENTENCE_END = re.compile(r"(?:(?<=[^\W_]{2})|(?<=%))[.!?](?=\s+[A-Z0-9(\"“]|\s*$)|\n")
#: what a list of a reply's items is split on: commas and the language's joiners
_ITEM_SEPARATOR = r"\s*,\s+(?:{j}\s+)?|\s+(?:{j})\s+"
#: a numbered list's marker ("1. Cost-plus type 2. Fixed-price type")
_LIST_MARKER = re.compile(r"(?:^|\s)\d{1,2}[.)]\s+")
#: a list of names is split when it holds this many items or more ("A and B" may be one name:
#: "Horizon Clinicals and Series2000 Revenue Cycle"), each of at most this many words
MIN_NAMED_ITEMS, MAX_ITEM_WORDS = 3, 5


@dataclass(frozen=True)
class ShortAnswer:
    """What a reply answers: its spans as written (a number keeps its currency sign, its
    scale word is in ``scale``), the scale word written after every number (``"million"``;
    ``"percent"`` for ``%``; ``""`` none), whether every span is a number, and whether every
    span stands in the evidence texts given (None when none were given)."""

    spans: tuple[str, ...]
    scale: str
    numeric: bool
    quoted: bool | None = None

    def as_dict(self) -> dict:
        return {"spans": list(self.spans), "scale": self.scale, "numeric": self.numeric, "quoted": self.quoted}


@dataclass(frozen=True)
class Cut:
    """The reply being cut, with what each step reads."""

    text: str
    question: str
    language: Language


Step = Callable[[Cut], str | None]


def _starts_with(text: str, phrases: Sequence[str]) -> str | None:
    """The first of ``phrases`` (longest first) that ``text`` starts with, as folded words."""
    words = fold(text).split()
    for p in phrases:
        pw = p.split()
        if words[:len(pw)] == pw:
            return p
    return None


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        out.append(text[start:m.start()].strip())
        start = m.end()
    out.append(text[start:].strip())
    return [s for s in out if s]


def concluded(c: Cut) -> str | None:
    """A worked reply's conclusion ("Therefore, the change is 34.61%."), after its
    conclusion word; a worked reply with none states no answer (None)."""
    if _starts_with(c.text, c.language.reply.working_openers) is None:
        return c.text
    for s in reversed(_sentences(c.text)):
        word = _starts_with(s, c.language.reply.conclusions)
        if word is not None:
            return _after_words(s, len(word.split()))
    return None


def first_statement(c: Cut) -> str | None:
    found = _sentences(c.text)
    return found[0] if found else None


def without_lead_in(c: Cut) -> str | None:
    """What follows the comma of a lead-in clause ("According to the report, …") or an
    opener ("The answer is …")."""
    opener = _starts_with(c.text, c.language.reply.openers)
    if opener is not None:
        return _after_words(c.text, len(opener.split()))
    if _starts_with(c.text, c.language.reply.lead_ins) is None or "," not in c.text:
        return c.text
    return c.text.split(",", 1)[1].strip()


def worked_result(c: Cut) -> str | None:
    """The result after the last "=" of a worked statement."""
    if "=" not in c.text:
        return c.text
    return c.text.rsplit("=", 1)[1].strip()


def _same_word(word: str, asked: frozenset[str]) -> bool:
    """``word`` (folded, singular) is one of the question's, or of the same stem leaving at
    most three letters of the shorter ("decreased" of "decrease", "comprised" of "comprise")."""
    return word in asked or any(same_stem(word, a, left=3) for a in asked)


def _link_at(tokens: Sequence[Token], i: int, links: Sequence[str]) -> int:
    """The number of tokens of the longest linking phrase starting at ``tokens[i]``, else 0."""
    for link in links:
        words = link.split()
        if [t.fold for t in tokens[i:i + len(words)]] == words:
            return len(words)
    return 0


def _restated(t: Token, asked: frozenset[str], numbers: frozenset[str], language: Language) -> bool:
    if t.kind == "word":
        return t.fold in language.common_words or _same_word(singular(t.fold), asked)
    return t.kind in ("number", "date", "month", "percent") and t.fold in numbers


def _restatement(c: Cut, tokens: Sequence[Token], asked: frozenset[str], numbers: frozenset[str],
                 ) -> tuple[int, int, int]:
    """``(cut, content, stop)``: where the answer starts after the last linking verb among the
    restating words (0: none), how many of the question's content words they hold, and the
    index of the first token that restates nothing."""
    cut, content, i = 0, 0, 0
    while i < len(tokens):
        n = _link_at(tokens, i, c.language.reply.links) if content else 0
        if n:
            cut, i = tokens[i + n - 1].end, i + n
            continue
        if not _restated(tokens[i], asked, numbers, c.language):
            break
        content += tokens[i].kind == "word" and tokens[i].fold not in c.language.common_words
        i += 1
    return cut, content, i


def after_restatement(c: Cut) -> str | None:
    """What follows the words that restate the question: after the last linking verb among
    them ("The company acquired in 2019 *was* …"), else after them all ("Interest expense
    decreased in 2018 versus 2017 *primarily due to* …") when they hold two of the
    question's content words or more, or when an amount follows the question's own positions
    ("2018 439,606"); a new subject before a linking verb whose predicate restates the
    question ("*Deloitte* was appointed as the external auditor"); else the text itself."""
    tokens = tokenize(c.text)
    q_tokens = tokenize(c.question)
    asked = frozenset(singular(t.fold) for t in q_tokens if t.kind == "word") - c.language.common_words
    numbers = frozenset(t.fold for t in q_tokens if t.kind != "word")
    cut, content, i = _restatement(c, tokens, asked, numbers)
    if not cut and i < len(tokens) and (
            content >= 2 or i and _amount(c.text[tokens[i].start:], c.language) is not None):
        cut = tokens[i].start
    if not cut:
        return _subject(c, tokens, asked)
    return c.text[cut:].strip() or None


def _subject(c: Cut, tokens: Sequence[Token], asked: frozenset[str]) -> str:
    """The subject of a reply whose predicate restates the question (two of its content words
    or more within the words after the linking verb), the subject itself restating none and
    holding no comma (not "Yes, there was …")."""
    links = c.language.reply.links
    for j in range(1, min(len(tokens), MAX_ITEM_WORDS + 1)):
        n = _link_at(tokens, j, links)
        if not n:
            continue
        before = [t for t in tokens[:j] if t.kind == "word" and t.fold not in c.language.common_words]
        after = {singular(t.fold) for t in tokens[j + n:j + n + 2 * MAX_ITEM_WORDS] if t.kind == "word"}
        subject = c.text[:tokens[j].start].strip()
        if ("," not in subject and before and not any(_same_word(singular(t.fold), asked) for t in before)
                and len(after & asked) >= 2):
            return subject
        break
    return c.text


def without_hedges(c: Cut) -> str | None:
    """The text without a hedge at its start or end ("approximately", ", respectively")."""
    text = c.text.strip(" .;:")
    hedges = c.language.reply.hedges
    start = _starts_with(text, hedges)
    if start is not None:
        text = _after_words(text, len(start.split()))
    for h in hedges:
        m = re.search(rf"[\s,]*\b{re.escape(h)}$", text, re.I)
        if m:
            text = text[:m.start()]
            break
    return text.strip(" ,.;:") or None


def _after_words(text: str, n: int) -> str:
    """``text`` after its first ``n`` words and the punctuation after them."""
    tokens = [t for t in tokenize(text) if t.kind == "word"]
    if len(tokens) < n:
        return ""
    end = tokens[n - 1].end
    return text[end:].lstrip(" ,:;")


#: tried in order on the reply (see the module doc)
STEPS: tuple[Step, ...] = (concluded, first_statement, without_lead_in, worked_result, after_restatement,
                           without_hedges)


def _amount(item: str, language: Language) -> tuple[str, str] | None:
    """``(number as written, scale word)`` of an item that is one number, with a currency sign
    before it and a scale word or ``%`` after it ("$36.5 million" → ("$36.5", "million")), else None."""
    tokens = tokenize(item)
    if not tokens or tokens[0].kind != "number" or len(tokens) > 2:
        return None
    before = item[:tokens[0].start].strip()
    if before not in ("", "$", "€", "£", "(", "-", "-$", "($", "$(", "US$", "AU$", "A$"):
        return None
    scale = ""
    if len(tokens) == 2:
        if tokens[1].kind == "percent":
            scale = "percent"
        elif tokens[1].kind == "word" and tokens[1].fold in dict(language.table.scale_words):
            scale = singular(tokens[1].fold)
        else:
            return None
    number = item[:tokens[0].end] + (")" if before.endswith("(") and item[tokens[-1].end:].startswith(")") else "")
    return (number + ("%" if scale == "percent" else "")).strip(), scale


def _items(text: str, language: Language) -> list[str]:
    """The items of an enumeration ("A, B, and C"; "A and B"), else the text alone."""
    joiners = "|".join(re.escape(j) for j in language.reply.list_joiners) or "and"
    return [s.strip(" .") for s in re.split(_ITEM_SEPARATOR.format(j=joiners), text) if s.strip(" .")]


def _enumerated(text: str, language: Language) -> bool:
    """Whether ``text`` is an enumeration: items separated by commas, its last after a joiner."""
    joiners = language.reply.list_joiners or ("and",)
    last = max((text.rfind(f" {j} ") for j in joiners), default=-1)
    return "," in text and last > text.rfind(",")


def _amount_end(text: str, language: Language) -> int:
    """Where the amount ``text`` starts with ends ("$5.1 million" of "$5.1 million, up from …"), else 0."""
    tokens = tokenize(text)
    if not tokens or tokens[0].kind != "number":
        return 0
    end = tokens[1].end if len(tokens) > 1 and _amount(text[:tokens[1].end], language) else tokens[0].end
    return end if _amount(text[:end], language) is not None else 0


def _before_aside(text: str, language: Language) -> str:
    """An amount followed by a remark on it ("$5.1 million, an increase of 3 %", "$621 million
    compared to 2018", "1.11% (2019 - 2018)"): the amount."""
    end = _amount_end(text, language)
    rest = text[end:].lstrip(" ,")
    if end and rest and (rest.startswith("(") or _starts_with(rest, language.reply.asides) is not None):
        return text[:end]
    return text


def _after_verb(text: str, language: Language) -> str:
    """A short verb phrase ending in a function word before an amount ("has been set at 7%",
    "rose to $5 million"): the amount; any other text as it is."""
    tokens = tokenize(text)
    for i, t in enumerate(tokens[:MAX_ITEM_WORDS + 1]):
        if t.kind != "word":
            break
        if t.fold in language.function_words and i + 1 < len(tokens) and tokens[i + 1].kind == "number":
            rest = text[tokens[i].end:].strip()
            if _amount(rest, language) is not None:
                return rest
    return text


def shaped(text: str, language: Language) -> ShortAnswer:
    """The cut text as an answer: numbers with their one scale word, a list of three short
    names or more, else one span."""
    text = _after_verb(_before_aside(" ".join(text.replace(" ,", ",").split()), language), language)
    numbered = [s.strip(" ,;.") for s in _LIST_MARKER.split(text) if s.strip(" ,;.")]
    if _LIST_MARKER.match(text) and len(numbered) >= 2:
        return ShortAnswer(tuple(numbered), "", False)
    items = _items(text, language)
    amounts = [_amount(s, language) for s in items]
    if all(a is not None for a in amounts) and len({a[1] for a in amounts if a}) == 1:
        return ShortAnswer(tuple(a[0] for a in amounts if a), amounts[0][1] if amounts[0] else "", True)
    if (len(items) >= MIN_NAMED_ITEMS and _enumerated(text, language)
            and all(len(s.split()) <= MAX_ITEM_WORDS for s in items)):
        return ShortAnswer(tuple(items), "", False)
    return ShortAnswer((text,), "", False)


def _quoted(answer: ShortAnswer, evidence: Sequence[str]) -> bool:
    """Every span stands in one of the evidence texts: a number as a number token of it, any
    other span as its folded words."""
    folded = [fold(e) for e in evidence]
    numbers = {t.fold.replace(",", "") for e in evidence for t in tokenize(e) if t.kind == "number"}
    for span in answer.spans:
        if answer.numeric:
            n = [t.fold.replace(",", "") for t in tokenize(span) if t.kind == "number"]
            if not n or n[0] not in numbers:
                return False
        elif not any(fold(span) in f for f in folded):
            return False
    return True


def short_answer(question: str, reply: str, language: Language,
                 evidence: Sequence[str] | None = None) -> ShortAnswer | None:
    """The answer ``reply`` states to ``question`` (see the module doc); ``quoted`` checked
    against ``evidence`` when it is given."""
    text = re.sub(r"\s+([.,;:])", r"\1", " ".join(_FETCH.sub(" ", CITATION.sub(" ", reply)).split()))
    if not text or is_refusal(text):
        return None
    for step in STEPS:
        cut = step(Cut(text, question, language))
        if not cut:
            return None
        text = cut
    found = shaped(text, language)
    return found if evidence is None else ShortAnswer(found.spans, found.scale, found.numeric,
                                                      _quoted(found, evidence))
