"""Words recognised whatever languages a KB declares — data only.

Particles that occur inside proper names in many languages ("Ludwig van Beethoven",
"De Rossi", "Ortega y Gasset"), and a small fixed set of European articles allowed
between a preposition and an address ("in the 1987 season", "tra il minuto 3 e 5",
"en el 1987"): a question may quote a phrase in another language than its KB's.
"""

from types import MappingProxyType

NAME_CONNECTORS = frozenset({"de", "van", "von", "y"})

ADDRESS_WORDS = MappingProxyType({
    "the": (
        "il", "lo", "la", "l'", "i", "gli", "le", "el", "los", "las", "les",
        "der", "die", "das", "dem", "den", "o", "os", "as",
    ),
})
