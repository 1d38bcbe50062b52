"""Words recognised whatever languages a KB declares — data only.

Particles that occur inside proper names in many languages ("Ludwig van Beethoven",
"De Rossi", "Ortega y Gasset") and articles of languages with no module of their own,
allowed between a preposition and an address ("en el 1987" reads like "in the 1987").
"""

from types import MappingProxyType

NAME_CONNECTORS = frozenset({"de", "van", "von", "y"})

ADDRESS_WORDS = MappingProxyType({
    "the": ("el", "los", "las", "les", "der", "die", "das", "dem", "den", "o", "os", "as"),
})
