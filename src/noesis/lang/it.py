"""Italian word lists — data only; :mod:`noesis.lang.language` says what each role does.

Every entry is folded (lower case, no accents: "perché" is ``perche``, "lì" is ``li``)
except ``VERBATIM_PATTERNS`` (regular-expression alternatives, matched case-insensitively)
and the elided article ``l'`` among the address words.
"""

from types import MappingProxyType

CODE = "it"

#: never start or end a name run: question words, articles, prepositions, pronouns
FUNCTION_WORDS = frozenset({
    "qual", "quale", "quali", "quando", "dove", "chi", "come", "cosa", "che",
    "il", "lo", "la", "gli", "le", "un", "una",
    "di", "da", "del", "della", "nel", "al", "alla", "e", "o", "per", "con", "su",
    "questo", "questa", "quello", "quella",
})

#: never a name by themselves (with the function words, months and weekdays)
STOP_WORDS = frozenset({
    "perche", "uno", "dello", "dei", "degli", "delle", "nella", "nei", "ai", "agli", "alle",
    "sul", "sulla", "tra", "fra",
    "questi", "queste", "quelli", "quelle",
    "era", "sono", "stato", "stata", "detto",
    "picco",
})

MONTHS = (
    "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
    "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre",
)
WEEKDAYS = ("lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica")

#: words allowed inside a capitalised name run ("Festival di Sanremo")
NAME_CONNECTORS = frozenset({"di", "del", "della", "dei", "degli", "da", "la", "le", "e"})

#: referring expressions that make a question a follow-up ("e il minimo di quelle?")
FOLLOW_UP_CUES = (
    "quelle", "quelli", "quello", "quella", "queste", "questi", "questo", "questa",
    "stesso", "stessa", "li",
)
#: a question asking *which* thing is self-contained even with a referring expression
SELF_CONTAINED_CUES = ("quale", "quali", "qual")
#: nouns that make "quale …" ask for a position ("in quale secondo", "in quale anno")
POSITION_NOUNS = {
    "any": ("momento", "punto", "posizione"),
    "clock": ("secondo", "secondi", "minuto", "minuti", "ora", "ore"),
    "calendar": ("data", "giorno", "settimana", "mese", "anno", "trimestre"),
}

#: a question asking for the words themselves ("cosa ha detto", "parole esatte")
VERBATIM_PATTERNS = (
    r"cosa (?:ha|hanno) detto",
    r"parole esatte",
    r"testuale",
    r"citazione",
)

#: a comparison asking for a ratio rather than a difference
REASON_CUES = ("perche", "perché", "motivo", "motivi", "ragione", "come mai", "a causa di cosa", "spiega")
CONDITION_CUES = ("piu di", "più di", "meno di", "superiore a", "inferiore a", "almeno", "al massimo", "supera",
                  "superato")
WEAK_CONDITION_CUES = ("oltre", "sopra", "sotto")
AMOUNT_WORDS = frozenset({"migliaia", "milioni", "miliardi", "euro", "dollari", "sterline", "punti"})
DIFFERENCE_WORDS = frozenset({"differenza", "differenze"})
CHANGE_WORDS = frozenset({"variazione", "cambiato", "aumento", "aumentato", "calo", "calato", "crescita", "cresciuto"})
TOP_WORDS = frozenset({"primi", "prime", "migliori"})
BOTTOM_WORDS = frozenset({"ultimi", "ultime", "peggiori"})
RATIO_WORDS = frozenset({"rapporto", "volte", "doppio", "triplo", "multiplo", "proporzione"})

#: words of a curated predicate that need not appear in the question
GLUE_WORDS = frozenset({
    "per", "con", "del", "della", "dello", "dei", "degli", "delle", "nel", "nella", "sul", "sulla",
    "che", "era", "sono", "alla", "alle", "agli",
})

#: canonical statistic → the words that name it (multi-word allowed)
STATISTIC_WORDS = MappingProxyType({
    "max": ("picco", "massimo", "piu alto", "piu alta"),
    "min": ("minimo", "piu basso", "piu bassa", "punto piu basso"),
    "mean": ("media", "medio", "in media"),
    "first": ("primo", "iniziale"),
    "last": ("ultimo", "ultima", "finale"),
    "sum": ("totale", "somma"),
    "count": ("quanti", "quante", "numero di"),
})

#: positional-address words under the manifest vocabulary's canonical keys
ADDRESS_WORDS = MappingProxyType({
    "second": ("secondo", "secondi"),
    "minute": ("minuto", "minuti"),
    "hour": ("ora", "ore"),
    "scene": ("scena", "scene"),
    "section": ("sezione", "sezioni"),
    "year": ("anno", "anni", "stagione", "stagioni"),
    "around": ("circa", "intorno", "verso"),
    "between": ("tra", "fra"),
    "and": ("e",),
    "from": ("da", "dal", "dalla", "dalle"),
    "to": ("a", "al", "alla", "alle"),
    "at": ("al", "alle", "alla", "nel", "nella", "durante"),
    "the": ("il", "lo", "la", "l'", "i", "gli", "le"),
})

#: calendar phrases (:mod:`noesis.query.calendar`): abbreviations per month, January first
#: (a full name is in ``MONTHS``)
MONTH_ABBREVIATIONS = (
    ("gen",), ("feb",), ("mar",), ("apr",), ("mag",), ("giu",),
    ("lug",), ("ago",), ("set",), ("ott",), ("nov",), ("dic",),
)
#: what may follow a day number ("1° luglio 2013")
DAY_SUFFIXES = ("°",)
#: what may stand between a month and its year ("luglio del 2013")
DATE_CONNECTORS = ("di", "del")
#: interval qualifiers the query plane does not apply: reported as not applied ("dopo il minuto 30")
INTERVAL_CUES = (
    "dopo", "prima di", "prima del", "prima della", "prima delle", "primo tempo", "secondo tempo",
    "prima meta", "seconda meta",
)

# --------------------------------------------------------------------------- table questions
#: meteorological seasons (northern hemisphere): season → months
SEASONS = {"inverno": (12, 1, 2), "primavera": (3, 4, 5), "estate": (6, 7, 8), "autunno": (9, 10, 11)}
WEEKEND_WORDS = frozenset({"weekend", "finesettimana"})

#: the nouns a question asks the rows under a report's section with ("Quali sono le voci dell'attivo
#: corrente?") and the words besides them that ask it (lang/en.py COMPONENT_NOUNS)
COMPONENT_NOUNS = frozenset({"componenti", "componente", "voci", "voce", "tipi", "elementi", "categorie"})
COMPONENT_WORDS = frozenset({"compongono", "compone", "composto", "composta", "comprende", "comprendono", "sotto",
                             "finanziarie", "ci"})
#: "con una dose di 1": the articles before a measure that make "di" and a number its value (lang/en.py)
VALUE_ARTICLES = frozenset({"un", "una", "uno"})
