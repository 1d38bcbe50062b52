"""English word lists — data only; :mod:`noesis.lang.language` says what each role does.

Every entry is folded (lower case, no accents, see :func:`noesis.text.fold`) except
``VERBATIM_PATTERNS``, which are regular-expression alternatives matched case-insensitively.
"""

from types import MappingProxyType

CODE = "en"

#: never start or end a name run: question words, articles, prepositions, pronouns
FUNCTION_WORDS = frozenset({
    "what", "when", "where", "which", "who", "whom", "whose", "why", "how",
    "is", "are", "was", "were", "did", "does", "do",
    "the", "a", "an", "in", "on", "at", "of", "for", "and", "or", "to", "from", "with", "by",
    "tell", "give", "show", "list", "compare", "according", "please",
    "i", "me", "my", "we", "you", "it", "its", "this", "that", "these", "those", "there", "they",
})

#: never a name by themselves (with the function words, months and weekdays): auxiliaries,
#: pronouns, reporting verbs, statistic and axis-unit words — language, not domain, words.
#: "season" stays: it is an address unit word here (ADDRESS_WORDS["year"]: "the 2023 season")
STOP_WORDS = frozenset({
    "be", "been", "done", "has", "have", "had",
    "into", "about", "after", "before", "during", "between", "than", "then",
    "our", "your", "their", "them", "he", "she", "his", "her",
    "say", "said", "says", "happen", "happened", "happening",
    "peak", "highest", "lowest", "maximum", "minimum", "average", "mean", "first", "last",
    "total", "count",
    "second", "seconds", "minute", "minutes", "hour", "hours", "scene", "section", "year", "season",
    "time",
})

MONTHS = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

#: words allowed inside a capitalised name run ("Bank of England")
NAME_CONNECTORS = frozenset({"of", "the", "and"})

#: referring expressions that make a question a follow-up ("these readings", "it")
FOLLOW_UP_CUES = (
    "it", "its", "they", "them", "their", "there", "then", "these", "those", "this one", "that one",
    "that programme", "that program", "that show", "that match", "that team", "that player",
    "that source", "that file", "the same", "same programme", "same program", "same show",
    "same source", "these readings", "those readings",
)
#: a question asking *which* thing is self-contained even with a referring expression
SELF_CONTAINED_CUES = ("which",)
#: nouns that make "which …" ask for a position on an axis ("at which second", "in which
#: year"), by the axes they fit: any axis, a clock axis, a calendar (date) axis
POSITION_NOUNS = {
    "any": ("time", "moment", "point", "position"),
    "clock": ("second", "seconds", "minute", "minutes", "hour", "hours"),
    "calendar": ("date", "day", "week", "month", "year", "quarter"),
}

#: a question asking for the words themselves ("what was said", "quote")
VERBATIM_PATTERNS = (
    r"what (?:was|is|did \w+(?: \w+)?) (?:said|say|says)",
    r"said",
    r"quote",
    r"quoted",
    r"verbatim",
    r"exact (?:words|wording)",
    r"word for word",
    r"what did .{1,40} say",
)

#: a comparison asking for a ratio rather than a difference
#: a question about one series between two positions asks for its change
CHANGE_WORDS = frozenset({
    "change", "changed", "changes", "increase", "increased", "decrease", "decreased", "grow", "grew",
    "growth", "rise", "rose", "fall", "fell", "drop", "dropped", "gain", "gained", "evolve", "evolved",
})
#: "the difference in X between 2018 and 2019": two readings' difference, its size asked
DIFFERENCE_WORDS = frozenset({"difference", "differences"})
#: change words that say a fall: "which fell the most" ranks the changes lowest first
FALLING_WORDS = frozenset({"decrease", "decreased", "fall", "fell", "drop", "dropped", "decline", "declined",
                           "shrink", "shrank", "lose", "lost", "sank", "dip", "dipped"})
#: change words that say a rise: "which countries grew between 2002 and 2007" lists those that rose
RISING_WORDS = frozenset({"increase", "increased", "grow", "grew", "rise", "rose", "gain", "gained", "climb",
                          "climbed", "jump", "jumped", "jumps"})
#: the change of each period from the one before ("the biggest jump over the year before"):
#: ``{unit}`` is the calendar unit said (year, quarter, month, week, day)
STEP_PHRASES = ("over the {unit} before", "from the {unit} before", "on the {unit} before", "than the {unit} before",
                "over the previous {unit}", "from the previous {unit}", "on the previous {unit}",
                "over the preceding {unit}", "from the preceding {unit}", "over the prior {unit}",
                "from the prior {unit}", "{unit} over {unit}", "{unit} on {unit}", "from one {unit} to the next")
#: the calendar units a step phrase may name
STEP_UNITS = ("year", "quarter", "month", "week", "day")
#: a question asking for a reason or an explanation, which no computed value answers
REASON_CUES = (
    "why", "reason", "reasons", "explain", "explains", "explanation", "how come", "what caused",
    "what drove", "what led to", "what contributed to", "due to what", "cause of", "causes of",
    # a cause asked in other words: "the primary factors that caused …", "what could result in …"
    "caused", "causing", "factors", "drivers", "driven by", "result in", "resulted in", "results in",
    "led to", "lead to", "leads to", "contributed to", "contributing to",
)
#: a condition on the values ("more than 5 million"), which the query plane does not apply;
#: the weak ones count only before a number ("over 5", not "over the period")
CONDITION_CUES = (
    "more than", "less than", "greater than", "fewer than", "at least", "at most", "no more than",
    "in excess of", "exceed", "exceeds", "exceeded", "exceeding",
)
WEAK_CONDITION_CUES = ("over", "under", "above", "below")
#: words after "how many" that make it ask for an amount, not a count ("how many million")
AMOUNT_WORDS = frozenset({
    "hundred", "hundreds", "thousand", "thousands", "million", "millions", "billion", "billions",
    "trillion", "dollars", "dollar", "euros", "euro", "pounds", "percent", "percentage", "points",
})
#: how many the question asks for ("the top 3"): rank words before a count
TOP_WORDS = frozenset({"top", "highest", "best", "largest", "biggest"})
BOTTOM_WORDS = frozenset({"bottom", "lowest", "worst", "smallest"})
RATIO_WORDS = frozenset({
    "ratio", "times", "fold", "twice", "double", "triple", "multiple", "proportion", "relative",
})

#: words of a curated predicate that need not appear in the question ("average MPG for the …")
GLUE_WORDS = frozenset({
    "the", "for", "and", "with", "from", "into", "has", "had", "was", "were", "are", "its",
})

#: canonical statistic → the words that name it (multi-word allowed)
STATISTIC_WORDS = MappingProxyType({
    "max": ("peak", "highest", "maximum", "max", "top", "best", "record"),
    "min": ("lowest", "minimum", "min", "bottom", "worst", "trough"),
    "mean": ("average", "mean", "typical"),
    "first": ("first", "opening", "initial"),
    "last": ("last", "final", "closing"),
    "sum": ("total", "sum"),
    "count": ("how many", "number of", "count"),
})

#: statistics only a table's rows compute (the series facts of ingestion have none of them)
TABLE_STATISTIC_WORDS = MappingProxyType({
    "sum": ("cumulative", "combined", "altogether", "all told", "in all", "all together"),
    "mean": ("averaged over", "averaged across", "on average over"),
    "last": ("latest", "most recent", "at the end", "by the end"),
    "first": ("earliest", "at the start", "at the beginning"),
    "median": ("median",),
    "stdev": ("standard deviation", "std dev", "stdev", "std"),
    # Pearson's r of two measures over the rows holding both
    "correlation": ("correlation coefficient between", "correlation coefficient of", "correlation between",
                    "correlation of", "correlation coefficient", "correlation", "correlated", "correlate"),
    # the highest reading less the lowest, each cited
    "range": ("range", "difference between the highest and the lowest", "difference between the highest and lowest",
              "gap between the highest and the lowest", "gap between the highest and lowest",
              "difference between the maximum and the minimum", "difference between the maximum and minimum"),
})

#: positional-address words under the manifest vocabulary's canonical keys
#: (``the`` holds articles allowed between a preposition and the address)
ADDRESS_WORDS = MappingProxyType({
    "second": ("second", "seconds", "sec", "secs"),
    "minute": ("minute", "minutes", "min", "mins"),
    "hour": ("hour", "hours", "hr", "hrs"),
    "scene": ("scene", "scenes"),
    "section": ("section", "sections"),
    "year": ("year", "years", "season", "seasons"),
    "around": ("around", "about", "approximately", "approx", "roughly", "near", "circa"),
    "between": ("between",),
    "and": ("and",),
    "from": ("from",),
    "to": ("to", "until", "till"),
    "at": ("at", "on", "in", "during"),
    "the": ("the", "a"),
})

#: calendar phrases (:mod:`noesis.query.calendar`): abbreviations per month, January first
#: (a full name is in ``MONTHS``); "may" needs no abbreviation
MONTH_ABBREVIATIONS = (
    ("jan",), ("feb",), ("mar",), ("apr",), (), ("jun",),
    ("jul",), ("aug",), ("sep", "sept"), ("oct",), ("nov",), ("dec",),
)
#: what may follow a day number ("4th July 2013")
DAY_SUFFIXES = ("st", "nd", "rd", "th")
#: what may stand between a day or month and what follows ("the 4th of July 2013", "July of 2013")
DATE_CONNECTORS = ("of",)
#: interval qualifiers the query plane does not apply: reported as not applied ("after minute 30")
INTERVAL_CUES = (
    "after", "before", "since", "later than", "earlier than", "first half", "second half",
)

# --------------------------------------------------------------------------- table questions
# (noesis.query.tablequestion: every word of a question over a table is claimed by one stage)

#: meteorological seasons, northern hemisphere: season → its months (1 = January). "fall"
#: is a season only beside a year ("fall 2013"): alone it is a change word
SEASONS = MappingProxyType({
    "winter": (12, 1, 2), "spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "fall": (9, 10, 11),
})
#: season words that need a year beside them to be read as a season
SEASONS_NEEDING_YEAR = frozenset({"fall"})
#: weekday plurals and the two day classes (weekday index: Monday 0)
WEEKDAY_PLURALS = ("mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays")
WEEKEND_WORDS = frozenset({"weekend", "weekends"})
WORKDAY_WORDS = frozenset({"weekday", "weekdays", "workday", "workdays", "working"})
#: "Q3", "the third quarter", "H1", "the first half"
QUARTER_WORDS = frozenset({"quarter", "quarters"})
HALF_WORDS = frozenset({"half", "halves"})
ORDINALS = MappingProxyType({"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4})
#: a place in a ranking before a superlative: "the second highest", "the 3rd largest"
RANK_ORDINALS = MappingProxyType({
    **{w: k for k, w in enumerate(("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                                    "tenth"), start=2)},
    **{f"{k}{'nd' if k == 2 else 'rd' if k == 3 else 'th'}": k for k in range(2, 11)},
})
#: interval words: the scope starts / ends at the next position ("since 2005", "before 2005")
AFTER_WORDS = frozenset({"after", "since", "from"})
BEFORE_WORDS = frozenset({"before", "until", "till", "through", "prior"})
#: "between 2001 and 2005", "from 2001 to 2005"
RANGE_OPENERS = frozenset({"between", "from"})
#: words that take a time out of the scope: "in 2013 excluding July", "other than in summer"
EXCLUDING = ("excluding", "except", "except for", "except in", "other than", "apart from", "not counting", "outside",
             "leaving out", "aside from", "besides")
#: words that take a named value out of what the question spans: "excluding the World", "other than China",
#: "leaving the world total aside" (never "outside": a place around another, "outside New York City")
EXCLUDING_MEMBERS = ("excluding", "except", "except for", "other than", "apart from", "not counting", "leaving out",
                     "aside from", "besides", "leaving")
#: the word that closes "leaving … aside"
EXCLUDING_CLOSERS = frozenset({"aside", "out"})
RANGE_JOINERS = frozenset({"and", "to", "through", "until", "till"})
#: "the last 5 years", "the past 3 months": relative to the data's end
RECENT_WORDS = frozenset({"last", "past", "previous", "recent", "latest", "final"})
#: "at the last measurement", "the first reading": an end of the axis, named by an occasion
#: noun (or the axis's own word) instead of a calendar unit → which end
OCCASION_ENDS = MappingProxyType({"last": "last", "final": "last", "latest": "last", "first": "first",
                                  "earliest": "first", "initial": "first"})
OCCASION_WORDS = frozenset({"measurement", "measurements", "reading", "readings", "observation", "observations",
                            "occasion", "occasions", "visit", "visits", "wave", "waves"})
#: calendar unit words (singular, plural)
UNIT_WORDS = MappingProxyType({
    "year": ("year", "years"), "quarter": ("quarter", "quarters"), "month": ("month", "months"),
    "week": ("week", "weeks"), "day": ("day", "days", "date", "dates"), "hour": ("hour", "hours"),
    "decade": ("decade", "decades"),
})
#: superlative adjectives and verbs: word → (statistic, the concept words a measure's name or
#: alias must hold for the word to bind it; empty: any measure the question names)
SUPERLATIVES = MappingProxyType({
    "hottest": ("max", ("temperature", "temp", "heat")), "warmest": ("max", ("temperature", "temp")),
    "coldest": ("min", ("temperature", "temp")), "coolest": ("min", ("temperature", "temp")),
    "wettest": ("max", ("precipitation", "rain", "rainfall")), "driest": ("min", ("precipitation", "rain")),
    "windiest": ("max", ("wind",)), "heaviest": ("max", ("weight", "mass")), "lightest": ("min", ("weight", "mass")),
    "longest": ("max", ("length", "duration")), "shortest": ("min", ("length", "duration")),
    "tallest": ("max", ("height",)), "slowest": ("max", ("time", "duration", "latency")),
    "richest": ("max", ("income", "gdp", "wealth")), "poorest": ("min", ("income", "gdp", "wealth")),
    "strongest": ("max", ("wind", "strength", "force")), "weakest": ("min", ("wind", "strength", "force")),
    "oldest": ("max", ("age",)), "youngest": ("min", ("age",)),
    "dearest": ("max", ("price", "cost", "fare")), "priciest": ("max", ("price", "cost", "fare")),
    "cheapest": ("min", ("price", "cost", "fare")),
    "deadliest": ("max", ("death", "fatalit", "casualt", "killed")),
    "snowiest": ("max", ("snow", "snowfall")), "rainiest": ("max", ("precipitation", "rain", "rainfall")),
    "sunniest": ("max", ("sun", "sunshine")),
    "fastest": ("min", ("time", "duration", "latency")), "quickest": ("min", ("time", "duration", "latency")), "busiest": ("max", ("passengers", "traffic", "visitors", "volume")),
    "largest": ("max", ()), "biggest": ("max", ()), "greatest": ("max", ()), "most": ("max", ()),
    "smallest": ("min", ()), "least": ("min", ()), "fewest": ("min", ()),
    "peak": ("max", ()), "peaked": ("max", ()), "peaks": ("max", ()), "maximum": ("max", ()),
    "highest": ("max", ()), "lowest": ("min", ()), "minimum": ("min", ()), "bottomed": ("min", ()),
    "max": ("max", ()), "min": ("min", ()),
})
#: words that say an extreme whose direction another word gives ("a record low", "the record
#: coldest month"); alone they are the highest ("the record temperature")
EXTREME_INTENSIFIERS = frozenset({"record"})
#: phrases that mean the whole of the data, where "record" is not "a record high"
WHOLE_RECORD_PHRASES = ("in the record", "on record", "of the record", "in the whole record", "in the entire record")
#: superlatives that also name a kind of reading ("maximum temperature", "minimum legal drinking
#: age", "peak flow"): inside a phrase declared for a measure they are its name, never an extreme
NAMING_SUPERLATIVES = frozenset({"max", "min", "maximum", "minimum", "peak", "peaks", "peaked", "bottomed"})
#: superlatives of a quantity: before a plural dimension noun they count its members ("the most
#: countries"), where "the largest countries" ranks them
QUANTITY_SUPERLATIVES = frozenset({"most", "fewest", "least"})
#: the word before an adjective that asks its degree: "the coldest month, and how cold was it?"
DEGREE_WORDS = frozenset({"how"})
#: a clause that asks the amount of the extreme the question names: "when did divorces peak,
#: and how many were there?", "… the most accidents, and how many?" (its words after the ask
#: only these)
AMOUNT_ASKS = ("how many", "how much", "how high", "how low")
AMOUNT_ASK_TAIL = frozenset({"were", "was", "there", "it", "they", "is", "are", "did", "does", "do", "had",
                             "have", "them", "that", "this", "those", "these", "reach", "reached", "get", "got"})
#: superlatives whose direction holds only for their concept ("fastest" is the least of a time
#: but the most of a speed), or whose meaning does ("the pound at its strongest" is the highest or
#: the lowest rate by how the rate is quoted): said of a measure named otherwise, they are not read
CONCEPT_BOUND_SUPERLATIVES = frozenset({"slowest", "fastest", "quickest", "strongest", "weakest", "richest",
                                        "poorest", "oldest", "youngest"})
#: comparatives whose direction holds only for their concept ("faster" is the lower of two
#: times): word → (the end it names, the concept words a measure's name or the words written
#: with it must hold)
CONCEPT_COMPARATIVES = MappingProxyType({
    "faster": ("min", ("time", "duration", "latency")), "quicker": ("min", ("time", "duration", "latency")),
    "slower": ("max", ("time", "duration", "latency")),
    "hotter": ("max", ("temperature", "temp", "heat")), "warmer": ("max", ("temperature", "temp")),
    "colder": ("min", ("temperature", "temp")), "cooler": ("min", ("temperature", "temp")),
    "wetter": ("max", ("precipitation", "rain", "rainfall")), "drier": ("min", ("precipitation", "rain", "rainfall")),
    "windier": ("max", ("wind",)), "heavier": ("max", ("weight", "mass")), "lighter": ("min", ("weight", "mass")),
    "longer": ("max", ("length", "duration")), "shorter": ("min", ("length", "duration")),
    "taller": ("max", ("height",)), "busier": ("max", ("passengers", "traffic", "visitors", "volume")),
})
#: comparatives that, before "than" and a number, set a threshold on one kind of measure ("older
#: than 50": the rows whose age is above 50): word → (the comparison, the concept words a
#: measure's name must hold)
CONCEPT_THRESHOLDS = MappingProxyType({
    "older": (">", ("age",)), "younger": ("<", ("age",)),
    "heavier": (">", ("weight", "mass")), "lighter": ("<", ("weight", "mass")),
    "taller": (">", ("height",)), "shorter": ("<", ("height", "length")),
    "longer": (">", ("length", "duration")),
    "hotter": (">", ("temperature", "temp")), "warmer": (">", ("temperature", "temp")),
    "colder": ("<", ("temperature", "temp")), "cooler": ("<", ("temperature", "temp")),
})
#: a measure named by the noun of an adjective is asked with that adjective's degrees ("the
#: widest ring" of ``width``, "harder than 100" of ``hardness``): nouns made irregularly →
#: (the adjectives of its high end, those of its low end); the degrees are inflected from them
#: (noesis.lang.degrees) and bound to the one measure of that name, never to another
DEGREE_NOUNS = MappingProxyType({
    "width": (("wide",), ("narrow",)), "breadth": (("broad",), ("narrow",)),
    "depth": (("deep",), ("shallow",)), "strength": (("strong",), ("weak",)),
    "thickness": (("thick",), ("thin",)), "hardness": (("hard",), ("soft",)),
    "loudness": (("loud",), ("quiet",)), "brightness": (("bright",), ("dim",)),
})
#: noun endings made of an adjective, and what the adjective ends in instead ("hardness" of
#: hard, "heaviness" of heavy, "density" of dense, "humidity" of humid): the high end only
DEGREE_SUFFIXES = MappingProxyType({"iness": ("y",), "ness": ("",), "ity": ("", "e")})
#: comparison words: which of two or more members is higher, and by how much
COMPARATIVES = frozenset({
    "more", "less", "fewer", "higher", "lower", "greater", "larger", "bigger", "smaller",
    "compare", "compared", "comparison", "versus", "vs", "difference",
    "differ", "exceed", "ahead", "behind",
})
#: the comparatives with a direction: "in which year was X larger" asks where X is largest
COMPARATIVE_DIRECTIONS = MappingProxyType({
    "more": "max", "higher": "max", "greater": "max", "larger": "max", "bigger": "max",
    "less": "min", "fewer": "min", "lower": "min", "smaller": "min", "ahead": "max", "behind": "min",
})
#: words that set a threshold before a number: "exceed 20,000", "below 2%"
THRESHOLD_WORDS = MappingProxyType({
    "exceed": ">", "exceeds": ">", "exceeded": ">", "above": ">", "over": ">", "below": "<", "under": "<",
})
#: verbs of motion before a threshold: "drop below 48" is the readings below 48, not a change
THRESHOLD_VERBS = frozenset({"drop", "drops", "dropped", "fall", "falls", "fell", "rise", "rises", "rose", "risen",
                             "climb", "climbs", "climbed", "dip", "dips", "dipped", "sink", "sinks", "sank", "go",
                             "goes", "went", "gone", "get", "gets", "got", "stay", "stays", "stayed", "remain",
                             "remains", "remained"})
#: what counts events, not readings: "how many times did it rise above 80" may count crossings
EVENT_COUNTS = frozenset({"times", "occasions"})
#: the words before one of :data:`EVENT_COUNTS` that count them ("the most times", "how many times")
EVENT_COUNT_LEADS = frozenset({"most", "fewest", "least", "many", "more", "fewer"})
#: two-word thresholds before a number: "more than 15", "at least 3"
THRESHOLD_PHRASES = MappingProxyType({
    "more than": ">", "greater than": ">", "higher than": ">", "larger than": ">", "bigger than": ">",
    "less than": "<", "fewer than": "<", "lower than": "<", "smaller than": "<",
    "at least": ">=", "at most": "<=", "no more than": "<=", "no less than": ">=", "no fewer than": ">=",
    "equal to": "=", "equals": "=", "exactly": "=",
})
#: "rows with a dose of 1", "an age of 40": an indefinite article before a measure makes "of" and
#: the number after it the measure's value (never "the pop of 1880": a time)
VALUE_ARTICLES = frozenset({"a", "an"})
#: words that say a sign: "was the return negative"
SIGN_WORDS = MappingProxyType({"negative": "<", "positive": ">"})
#: units that count things: "how many" of a measure in them, over several rows, is their sum
COUNT_UNITS = frozenset({"persons", "people", "cases", "deaths", "births", "items", "units", "count", "counts",
                         "individuals", "patients", "animals", "events", "accidents", "votes"})
#: dimension values that are the whole of their dimension ("Total", "Both sexes"): cells beside
#: them do not add up (summing them counts each thing twice)
TOTAL_MEMBERS = frozenset({"total", "totals", "all", "both", "overall", "sum", "combined"})
#: the headers of a frequency table's count ("Freq" of R's ``as.data.frame(table)``): each row
#: counts the things of one cell, so "how many" over its rows is their sum, never the rows
#: the words of a dimension's header that say its values are quantities, not members of a whole
#: (``indicator`` of a World Bank table: ``SP.POP.TOTL`` beside ``SP.POP.GROW``; tidyr's and
#: pandas' ``variable``): rows that differ in it are never added, averaged or ranked together
QUANTITY_HEADERS = frozenset({"indicator", "variable", "measure", "metric", "statistic", "quantity"})
#: the names of a measure that is another's uncertainty (a survey's ``moe`` beside its ``estimate``)
UNCERTAINTY_NAMES = frozenset({"moe", "margin of error", "margins of error", "standard error", "standard errors",
                               "se", "sem", "stderr", "std err", "std error", "error margin",
                               # the bounds of an interval around the estimate ("ub", "lb" beside ``value``)
                               "ub", "lb", "upper bound", "lower bound", "lwr", "upr", "lcl", "ucl", "lower ci",
                               "upper ci", "ci lower", "ci upper", "lower limit", "upper limit"})
FREQUENCY_MEASURES = frozenset({"freq", "frequency", "frequencies", "count", "counts", "n", "nobs", "number"})
#: what "how many states does the table cover" says of the table besides the reporting verbs
HOLDING_VERBS = frozenset({"have", "has", "hold", "holds", "appear", "appears", "listed", "exist", "there",
                           "represented", "in", "the", "does", "do", "are", "is", "it", "dataset",
                           # "how many subjects took part in the study": members of a study's data
                           "took", "take", "part", "participated", "participate", "enrolled", "study", "survey",
                           # "how many people were surveyed in 1987": the members a survey's data holds
                           "surveyed", "interviewed", "sampled", "observed", "studied"})
#: the nouns after a rate's "per N": "per 1000 people"
POPULATION_NOUNS = frozenset({"people", "person", "persons", "population", "inhabitant", "resident", "capita",
                              "head", "individual"})
#: verbs said of one kind of measure that are no operation: "how much rain fell" (not a fall)
CONCEPT_PREDICATES = MappingProxyType({
    "fell": ("precipitation", "rain", "rainfall", "snow", "snowfall", "prcp"),
    "fallen": ("precipitation", "rain", "rainfall", "snow", "snowfall", "prcp"),
    # "how many silver medals did China win": medals, votes, seats, awards are won
    **{verb: ("medal", "vote", "seat", "award", "prize", "trophy", "trophies") for verb in (
        "win", "wins", "won", "winning", "earn", "earns", "earned", "receive", "receives", "received")},
    # "how many passengers flew", "how many scripts were dispensed": what the counted things do
    **{verb: ("passenger", "traveller", "traveler", "rider") for verb in (
        "fly", "flew", "flown", "flying", "travel", "travelled", "traveled", "carried", "rode", "ridden")},
    **{verb: ("visitor", "tourist", "arrival", "guest") for verb in ("visit", "visited", "came", "arrived")},
    **{verb: ("birth", "baby", "babies") for verb in ("born",)},
    **{verb: ("death", "fatalit", "casualt") for verb in ("die", "died", "killed")},
    **{verb: ("script", "prescription") for verb in ("dispensed", "filled", "issued", "prescribed")},
    **{verb: ("sale", "unit") for verb in ("sell", "sold")},
    # the verbs whose object is the thing a measure counts: seats are held, votes cast, patents
    # filed, goals scored, cases reported, workers employed
    **{verb: ("seat",) for verb in ("hold", "holds", "held", "holding")},
    **{verb: ("vote", "ballot") for verb in ("cast", "casts")},
    **{verb: ("patent", "application") for verb in ("file", "files", "filed", "filing")},
    **{verb: ("goal", "point", "run") for verb in ("score", "scores", "scored", "scoring")},
    **{verb: ("case",) for verb in ("report", "reports", "reported", "reporting")},
    **{verb: ("employ", "emp", "worker", "job") for verb in ("employ", "employs", "employed", "employing")},
    **{verb: ("christening", "baptism") for verb in ("christened", "baptised", "baptized")},
    # prisoners are held, patients admitted, records set or broken
    **{verb: ("prisoner", "inmate", "incarcer") for verb in ("held", "detained", "jailed", "imprisoned",
                                                              "incarcerated", "locked")},
    **{verb: ("admission", "admitted", "patient") for verb in ("admit", "admits", "admitted")},
    **{verb: ("record",) for verb in ("set", "broken", "broke", "break", "breaks")},
    **{verb: ("marriage", "wedding") for verb in ("married", "wed")},
    # "what did a quarter of wheat cost in 1700": what a thing costs is its price
    **{verb: ("price", "cost", "fare") for verb in ("cost", "costs", "costing")},
    # "how many strikes lasted longer than 50 days": what lasts has a duration
    **{verb: ("duration", "length") for verb in ("last", "lasted", "lasts", "lasting")},
    # "how many women lived in Japan": living somewhere is what a population counts
    **{verb: ("population", "inhabitants", "residents") for verb in ("live", "lived", "lives", "living", "reside",
                                                                      "resided", "resides", "residing")},
})
#: auxiliaries before a subject whose verb follows it ("did Ruth hit"), and the pronouns that may be
#: that subject ("did he hit")
AUXILIARIES = frozenset({"did", "does", "do", "will", "would", "can", "could"})
SUBJECT_PRONOUNS = frozenset({"he", "she", "it", "they", "we", "you", "i"})
#: the kinds of measure of which each thing counted is one person ("how many people died": a
#: death is one person's; never marriages, two people each, nor sales): word stems as
#: :data:`CONCEPT_PREDICATES` writes them
PERSON_KINDS = frozenset({"death", "fatalit", "casualt", "birth", "baby", "babies", "population", "inhabitant",
                          "resident", "passenger", "traveller", "traveler", "rider", "visitor", "tourist"})
#: the words for persons that name no group of them: what a count of persons counts ("how many
#: people died"), never a subset ("children", "men", "soldiers" may be one)
GENERIC_PERSONS = frozenset({"people", "persons", "individuals"})
#: the word before two names joined by "and" that says they are the two ends of one reading:
#: "the distance between BOS and SEA" (of a symmetric matrix's rows and columns)
PAIR_LEADS = frozenset({"between"})
#: words that join two phrases sharing their last word: "rural or urban men"
COORDINATORS = frozenset({"or", "and", "vs", "versus"})
#: the words between two parts of time a comparison sets against each other ("in 1955 or in
#: 1956", "on weekdays than at weekends")
TIME_COMPARERS = frozenset({"or", "than", "vs", "versus"})
#: verbs that say a row has the measure that follows ("did Argentina have a banking crisis"):
#: a reading above 0 (after a copula, "in": "were in a crisis")
#: verbs that say a reading was attained: "which subject reached the highest concentration" ranks
#: each group's highest reading (never the groups' averages)
READING_VERBS = frozenset({"reach", "reached", "reaches", "hit", "hits", "peak", "peaked", "peaks", "attain",
                           "attained", "record", "recorded", "registered", "touched", "topped"})
EXISTENCE_VERBS = frozenset({"have", "has", "had", "having", "experience", "experienced", "suffer", "suffered"})
#: the copulas between a measure and its condition ("the return was negative")
COPULAS = frozenset({"was", "were", "is", "are", "be", "been", "being", "got", "went", "stayed", "remained"})
#: words between a calendar unit and a condition that select its rows ("days with temp_max below 0")
ROW_SELECTORS = frozenset({"with", "when", "where", "whose"})
#: words after a threshold's number that say it is a percent ("above 70 percent")
PERCENT_UNITS = frozenset({"percent", "pct"})
#: scale words after a number: "15,000 thousands", "100 million"
SCALE_WORDS = MappingProxyType({
    "thousand": 1e3, "thousands": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9, "billions": 1e9,
})
#: what a question listing a row's positions says of it: "in which years was X calculated?"
REPORTING_VERBS = frozenset({
    "calculated", "provided", "reported", "presented", "shown", "recorded", "disclosed", "given", "listed",
    "included", "available", "stated", "computed", "displayed", "measured", "valued", "recognized",
    "provide", "provides", "include", "includes", "show", "shows", "present", "presents", "report", "reports",
    "cover", "covers", "covered", "contain", "contains", "table", "information", "data",
})
#: what asks for arithmetic across two named rows at one position (query/rowarithmetic)
ROW_OPERATIONS = MappingProxyType({
    "sum": ("sum", "combined", "altogether", "aggregate", "in total", "together"),
    "difference": ("difference", "differ"),
    "percent_of": ("as a percentage of", "as a percent of", "percentage of", "percent of"),
    "ratio": ("ratio of", "ratio between"),
})
#: the words a report's periods are named with besides their dates ("fiscal 2019", "year ended")
PERIOD_WORDS = frozenset({"fiscal", "ended", "ending", "end", "period", "periods"})
#: what a question listing several values says of them ("the respective amounts")
#: the nouns a question asks the rows under a report's section with ("What are the components of
#: current assets?", "How many types of … are there?") and the words besides them that ask it
COMPONENT_NOUNS = frozenset({"components", "component", "items", "item", "types", "kinds", "constituents",
                             "elements", "parts", "categories"})
#: the verbs that ask a section's rows without a component noun ("what does X consist of")
COMPONENT_VERBS = frozenset({"consist", "consists", "comprise", "comprises"})
COMPONENT_WORDS = frozenset({"consist", "consists", "comprise", "comprises", "comprised", "make", "makes", "making",
                             "made", "up", "under", "financial", "line", "there"})
LIST_WORDS = frozenset({"respective", "respectively", "both", "each"})
#: the list words that say each value is asked on its own ("the X in 2019 and 2018 respectively":
#: two readings, never their sum; "in both" may ask a sum)
RESPECTIVE_WORDS = frozenset({"respective", "respectively"})
#: "the percentage of A in B": the word before B that makes A the part
SHARE_JOINERS = frozenset({"in", "to", "among", "within"})
#: "the percentage of sales represented by gross profit": the phrase before B that makes B the part
SHARE_BY_PHRASES = ("represented by", "accounted for by", "made up by", "taken up by")
#: words before "<number> <units>" that make it a count of units, never a position: "the 30 periods",
#: "the first 10 milliseconds", "all 12 months", "over the 26 days"
COUNTED_BEFORE = frozenset({"the", "these", "those", "all", "first", "last", "past", "next", "its", "their", "whole",
                            "entire", "full"})
#: "by how much", "how much more": the difference is asked
BY_HOW_MUCH = ("by how much", "by how many", "how much more", "how much higher", "how much lower", "how much less",
               "how many more", "how many fewer")
#: "by how many points": the unit a difference of percentages (or of a unitless score) is
#: asked in, after "by how much / many"
DIFFERENCE_UNITS = ("percentage points", "percent points", "points")
#: the declared units a difference in points is of
POINT_MEASURE_UNITS = frozenset({"%", "percent", "percentage", "points", "pts"})
#: a member's share of the total over every member
SHARE_WORDS = frozenset({"share", "proportion", "fraction", "portion"})
#: "what percent of the degrees went to women": the verb that says the part of a share's whole
#: (before "to", or "on to"), read as "were" is
SHARE_VERBS = frozenset({"went", "go", "goes", "gone"})
PERCENT_WORDS = frozenset({"percent", "percentage", "%", "pct", "perc"})
#: a ranking over a dimension
RANK_WORDS = frozenset({"rank", "ranked", "ranking", "ranks", "order", "ordered", "top", "bottom"})
#: words of a question that add nothing to its query: question words, auxiliaries, articles,
#: prepositions, and the generic nouns of a reading ("value", "level", "figure")
QUESTION_WORDS = frozenset({
    "what", "which", "when", "who", "how", "much", "many", "did", "does", "do", "was", "were", "is", "are",
    "has", "have", "had", "be", "been", "being", "the", "a", "an", "of", "in", "on", "at", "for", "to", "by",
    "with", "and", "or", "than", "there", "its", "it", "this", "that", "these", "those", "their", "s",
    "he", "she", "him", "his", "her", "they", "them",
    "value", "values", "level", "levels", "amount", "figure", "figures", "reading", "readings", "recorded",
    "observed", "measured", "registered", "reach", "reached", "hit", "get", "got", "see", "saw",
    "ever", "overall", "all", "across", "each", "every", "per", "over", "during", "whole", "entire",
    "data", "dataset", "table", "study", "survey", "sample", "period", "time", "tell", "me", "give", "show", "please", "find",
    "according", "as", "so", "far", "any", "one", "ones", "happen", "happened", "occur", "occurred",
    "come", "came", "out", "same", "i", "we", "you", "can", "could", "would", "know", "point",
    # verbs that say a row has its measure: "which region made the most profit", "received the
    # most grants", "brought in more sales" (never "lost": it turns the measure's sign; "earned",
    # "generated", "produced", "posted" are left out: on an unseen split they turned an answer wrong)
    "make", "makes", "made", "receive", "receives", "received", "bring", "brings", "brought", "gives", "gave",
    # "the highest hwy among compact cars": the rows named after it, as "of" says them
    "among", "amongst",
})
#: after "how many": a count of rows, unless a measure follows ("how many passengers")
COUNT_WORDS = frozenset({"count", "times", "rows", "observations", "entries"})
#: what a table's rows are called: "how many rows / records are there for 2013" counts them
ROW_WORDS = frozenset({"rows", "row", "records", "record", "entries", "entry", "observations", "observation",
                       "lines", "line", "readings", "measurements"})
#: a dimension's value held by the most rows: "the most common weather"
MODE_WORDS = ("most common", "most frequent", "commonest", "most usual", "most often")
#: relative pronouns of a follow-up that refer to the previous answer's subject
FOLLOW_UP_REFERENTS = frozenset({"its", "it", "their", "they", "them", "that", "same", "then", "these", "those",
                                 "he", "she", "him", "his", "her"})
#: a header's or table title's noun → the nouns a question says for the same things, singular:
#: an employment table counts jobs, a physicians column counts doctors. Only words that name the
#: same things, never a kind of them or a part ("rainfall" is not all precipitation)
NOUN_EQUIVALENTS = MappingProxyType({
    "employment": ("job",),
    # "how many people were affected": the individuals a count of individuals counts
    "individual": ("person", "people"),
    "physician": ("doctor",), "doctor": ("physician",),
    "automobile": ("car",), "car": ("automobile",),
})
#: verbs of scoring: before a comparative or a superlative ("score higher", "scored best"), said of
#: the one measure a question names
SCORING_VERBS = frozenset({"score", "scores", "scored", "scoring"})
#: verbs that say a thing was recorded, each thing a row of its table ("how many scats were
#: collected", "which state reported the most breaches"): participles and past forms only ("record",
#: "count" and "report" are as often nouns or operations)
OBSERVATION_VERBS = frozenset({"collected", "caught", "captured", "trapped", "detected", "found", "recorded",
                               "logged", "reported", "observed", "registered", "counted", "seen", "sampled",
                               "spotted", "sighted"})
#: before a unit of time, the words that say again a time the question named ("that year")
AGAIN_WORDS = frozenset({"that", "same"})
#: nouns that head a measure's name in a question without naming another thing ("the
#: fertility rate", "the wind speed", "the CO2 concentration"): read with the measure they follow
MEASURE_NOUNS = frozenset({
    "rate", "rates", "speed", "index", "concentration", "level", "levels", "reading", "readings", "value", "values",
    "price", "prices", "figure", "score", "scores", "amount", "measurement", "rating", "ratings", "content",
    "mark", "marks", "grade", "grades",
})
#: the measure nouns that name a kind of quantity ("price", "speed"): one only beside a measure
#: the question names ("the close price"), never by the table's title alone or as its one
#: measure — "the electricity price" of a table of electricity demand is no price
KIND_NOUNS = frozenset({"price", "prices", "speed", "concentration", "content"})
#: the kind nouns that say a money amount: never said of a measure whose declared unit is no
#: currency ("the price of residual fuel oil" of oil sold in million gallons a day)
PRICE_NOUNS = frozenset({"price", "prices"})
#: the measure nouns that say the measure is a level, never summed over time ("the unemployment
#: rate", "the price", "the index"): a measure of unknown additivity so named averages
LEVEL_NOUNS = frozenset({"rate", "rates", "speed", "index", "concentration", "level", "levels", "price", "prices"})
#: how a header abbreviates a question's qualifier word ("maximum temperature": ``TMAX``,
#: "high temperature": ``temp_max``, "average wind": ``AvgWind``)
#: the words people use for values a table writes otherwise — a header or a dimension's value
VALUE_FORMS = MappingProxyType({
    # the sexes a table writes Female / Male ("urban women": the column ``Urban Female``;
    # "girls christened": ``Females``; "boys aged 0-4": Sex = Male)
    "women": ("female",), "woman": ("female",), "girl": ("female",), "lady": ("female",),
    "men": ("male",), "man": ("male",), "boy": ("male",),
    # irregular plurals a value is written in the singular ("third-class children": Age = Child)
    "children": ("child",), "adults": ("adult",),
})
#: the forms a header abbreviates a question's word to ("maximum" → ``max``), and the value
#: forms; an abbreviation reads headers only ("number" is never a value ``no`` of a yes/no column)
HEADER_FORMS = MappingProxyType({
    "maximum": ("max",), "minimum": ("min",), "high": ("max", "hi"), "highs": ("max", "hi"), "low": ("min", "lo"),
    "lows": ("min", "lo"), "average": ("avg", "mean"), "mean": ("avg", "average"), "number": ("num", "no", "nr"),
    "max": ("max",), "min": ("min",), "avg": ("avg",), "total": ("total", "tot"),
    "percentage": ("perc", "pct"), "percent": ("perc", "pct"), **VALUE_FORMS,
})
#: the points of the compass as a question says them and a table codes them ("wind from the
#: north": ``N``, "north-northeast": ``NNE``); read only over a dimension whose values are such codes
_WINDS = ("north", "east", "south", "west")
COMPASS_POINTS = MappingProxyType({
    **{w: w[0] for w in _WINDS},
    **{f"{a}{b}": a[0] + b[0] for a in ("north", "south") for b in ("east", "west")},
    **{f"{a} {b}": a[0] + b[0] for a in ("north", "south") for b in ("east", "west")},
    **{f"{c} {a}{b}": c[0] + a[0] + b[0] for a in ("north", "south") for b in ("east", "west") for c in (a, b)},
})
#: numbers written as words after a threshold: "more than one home run", "at least two"
#: fractions said as a threshold's number, as the percent they are ("more than half women": above
#: 50 %, on a measure stated in percent only)
FRACTION_PERCENTS = MappingProxyType({"half": 50})
NUMBER_WORDS = MappingProxyType({
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100, "thousand": 1000,
})
#: the word before a plural that says "every row" ("across the provinces", "all states",
#: "each of the trees"): with a table's one unnamed dimension, the plural names it
ROW_LEAD_WORDS = frozenset({"across", "all", "each", "every", "over", "among"})
#: words before a unit that say the unit a rate is quoted in: "the pound at its lowest against the dollar"
UNIT_LEADS = frozenset({"against", "versus", "vs"})
#: words that introduce a dimension's value written in digits: "women aged 60-64"
MEMBER_LEADS = frozenset({"aged", "given", "receiving", "taking", "treated"})
#: the words before a value that say which end of a movement it is ("from Quebec to Ontario"),
#: and the words of the dimensions that hold that end (``source``, ``destination``)
DIRECTION_WORDS = MappingProxyType({
    "from": ("origin", "source", "from", "orig", "departure", "sender", "exporter"),
    "to": ("destination", "dest", "to", "target", "arrival", "recipient", "importer"),
    "into": ("destination", "dest", "to", "target", "arrival", "recipient", "importer"),
})
#: nouns after a dimension's value that say its rows are a group of the study ("the placebo
#: group", "the Beat the Blues arm"): read with the value
MEMBER_NOUNS = frozenset({"group", "groups", "arm", "arms", "cohort"})
#: words that lead a phrase a not-applied message quotes whole ("on weekends", "during the
#: recession"): prepositions, never an interrogative or an article
LEADING_WORDS = frozenset({
    "in", "on", "at", "of", "for", "to", "from", "with", "by", "during", "after", "before", "when", "excluding",
    "without", "since", "until", "among", "between", "over", "under", "within", "except", "per",
})
#: frequency adjectives: the calendar unit they name ("the monthly passenger count")
FREQUENCY_WORDS = MappingProxyType({
    "hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter",
    "annual": "year", "yearly": "year", "annually": "year",
})
#: the values of a yes/no dimension ("smoker": Yes/No): its word alone means yes
YES_VALUES = frozenset({"yes", "y", "true", "t", "1"})
NO_VALUES = frozenset({"no", "n", "false", "f", "0"})
NEGATIONS = frozenset({"non", "not", "no", "without"})
#: weekday abbreviations as tables write them (Monday first)
WEEKDAY_ABBREVIATIONS = (("mon",), ("tue", "tues"), ("wed",), ("thu", "thur", "thurs"), ("fri",), ("sat",), ("sun",))

#: the words of a model's reply around its answer (:class:`~noesis.lang.language.ReplyWords`)
REPLY_WORDS = MappingProxyType({
    "lead_ins": ("according to", "based on", "as per", "as shown in", "as stated in", "as reported in", "per the"),
    "openers": ("the answer is", "the answer to the question is", "answer"),
    "links": ("is", "was", "are", "were", "represents", "represent", "represented", "consists of", "consist of",
              "is comprised of", "are comprised of", "was comprised of", "were comprised of", "comprises",
              "comprise", "includes", "include", "included", "amounted to", "amounts to", "totaled", "totalled",
              "stood at", "is defined as", "are defined as", "defines", "define", "is calculated as",
              "was calculated as", "is derived as", "are derived as", "was driven by", "were driven by",
              "is due to", "was due to", "were due to", "are due to"),
    "hedges": ("approximately", "about", "around", "roughly", "nearly", "almost", "an estimated", "a total of",
               "respectively", "in total", "in aggregate"),
    "working_openers": ("to determine", "to calculate", "to find", "to compute", "to answer", "let's",
                        "let us", "first"),
    "conclusions": ("therefore", "thus", "so", "hence", "the answer is", "in conclusion"),
    "list_joiners": ("and",),
    "asides": ("which", "compared to", "compared with", "as compared to", "an increase", "a decrease", "up from",
               "down from", "representing", "reflecting", "or"),
})
