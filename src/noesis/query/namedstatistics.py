"""A statistic word that is a word of the row the question names (issue 27).

"What is the average total cost of revenue for 2018 and 2019?" asks one statistic, the
mean, of the row *Total cost of revenue*: its "total" is the row's name, not a second
statistic (a sum) asked beside the mean. The vocabulary resolver is lexical and reports
both (:mod:`noesis.vocabulary`); this stage takes back the statistic whose every surface
lies inside a name the references matched and is a word of the entity that name binds —
only while another statistic is asked (a lone "the total X in 2018 and 2019" still asks a
sum: whether "total" is the row's or the question's is then not decided by the words).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..text import fold
from .references import Reference
from .tokens import words_of


def _inside(surface: str, names: Sequence[tuple[frozenset[str], frozenset[str]]]) -> bool:
    """``surface``'s words are words of a matched name and of the entity it binds."""
    words = set(words_of(surface))
    return bool(words) and any(words <= said and words <= label for said, label in names)


def statistics_not_in_names(statistics: Sequence[str], surfaces: Mapping[str, Sequence[str]],
                            matched: Sequence[Reference], respective: bool = False) -> tuple[str, ...]:
    """``statistics`` less those every surface of which (``surfaces[stat]``, as the question
    wrote them) is a word of a matched entity reference and of its entity's label; unchanged
    when fewer than two are asked, or when none would be left — unless the question asks each
    value on its own (``respective``: "the total cost of goods sold for 2018 and 2019
    respectively" asks the row *Total cost of goods sold* twice, no sum)."""
    stats = tuple(statistics)
    if len(stats) < 2 and not respective:
        return stats
    names = [(frozenset(words_of(r.text)), frozenset(words_of(r.entity))) for r in matched
             if r.level == "entity" and r.entity]
    kept = tuple(s for s in stats if not (surfaces.get(s) and all(_inside(w, names) for w in surfaces[s])))
    return kept if kept or respective else stats


#: a word before a statistic word that makes the two a measure's name: a report's
#: "weighted-average exchange rate" or "weighted average shares" is a reading, not a mean
#: the question asks to compute
NAME_LEADS = frozenset({"weighted"})


def named_statistic_surface(folded: str, surface: str) -> bool:
    """Whether every place the folded question writes ``surface`` follows a
    :data:`NAME_LEADS` word ("weighted average"): the statistic word names a measure."""
    words = folded.split()
    target = fold(surface).split()
    hits = [i for i in range(len(words) - len(target) + 1) if words[i:i + len(target)] == target]
    return bool(hits) and all(i > 0 and words[i - 1] in NAME_LEADS for i in hits)


def in_compound(question: str, surface: str) -> bool:
    """Whether every place ``question`` writes ``surface`` is a part of a hyphenated word
    ("closing" of "pre-closing taxes", "high" of "high-yield"): a word's part, no statistic."""
    hits = list(re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", question, re.I))
    return bool(hits) and all(question[max(m.start() - 1, 0):m.start()] == "-" or question[m.end():m.end() + 1] == "-"
                              for m in hits)


def statistics_not_named(statistics: Sequence[str], surfaces: Mapping[str, Sequence[str]],
                         question: str) -> tuple[str, ...]:
    """``statistics`` less those every surface of which is part of a measure's name
    (:func:`named_statistic_surface`: "the weighted-average exchange rate" asks no mean) or
    of a hyphenated word (:func:`in_compound`: "pre-closing taxes" asks no last value)."""
    folded = fold(question)
    return tuple(s for s in statistics
                 if not (surfaces.get(s) and all(named_statistic_surface(folded, w) or in_compound(question, w)
                                                 for w in surfaces[s])))


def metrics_not_in_names(metrics: Sequence[str], matched: Sequence[Reference], kb: str) -> tuple[str, ...]:
    """``metrics`` (of ``kb``) less those every word of which is a word of a row the question
    named and of that row's label: "net deferred tax assets" names the row *Net deferred tax
    assets*; the section "Deferred tax assets:" its words also spell is not a measure asked
    beside it (the row's own measure is then its only one, or none is answered)."""
    names = [(frozenset(words_of(r.text)), frozenset(words_of(r.entity))) for r in matched
             if r.level == "entity" and r.entity and r.kb == kb]
    return tuple(m for m in metrics if not _inside(m, names))
