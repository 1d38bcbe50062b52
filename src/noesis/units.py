"""Units of measure as a question says them and as a table declares them: whether "580 feet"
is in the unit a measure declared as ``ft``.

One registry, :data:`UNITS`: each unit's symbol and the spellings people write for it (names,
plurals, British and American spellings, symbols, ISO currency codes with their words). pint
holds the same knowledge and more, but its registry costs half a second and imports scipy, which
the question path's import budget forbids (``tests/e2e/test_import_budget.py``); the units a
table declares are the everyday ones listed here. Nothing guesses: a word is a unit only when the
registry lists it, and two units are the same only when they are one entry. A single letter after
a number is a temperature scale ("48 °F": the question's "°" is not a word, so "F" is what is
left of it), a unit letter elsewhere is a letter.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["CURRENCIES", "UNITS", "in_currency", "unit_match", "unit_of"]

#: symbol → the spellings of that one unit (lower case, single spaces); a symbol is one of them
UNITS: dict[str, tuple[str, ...]] = {
    # length
    "mm": ("mm", "millimetre", "millimetres", "millimeter", "millimeters"),
    "cm": ("cm", "centimetre", "centimetres", "centimeter", "centimeters"),
    "m": ("m", "metre", "metres", "meter", "meters"),
    "km": ("km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"),
    "in": ("inch", "inches", "in."),
    "ft": ("ft", "foot", "feet"),
    "yd": ("yd", "yds", "yard", "yards"),
    "mi": ("mi", "mile", "miles"),
    # mass
    "mg": ("mg", "milligram", "milligrams"),
    "g": ("g", "gram", "grams", "gramme", "grammes"),
    "kg": ("kg", "kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos"),
    "t": ("tonne", "tonnes", "metric ton", "metric tons"),
    "lb": ("lb", "lbs", "pound", "pounds"),
    "oz": ("oz", "ounce", "ounces"),
    # time
    "s": ("s", "sec", "secs", "second", "seconds"),
    "min": ("min", "mins", "minute", "minutes"),
    "h": ("h", "hr", "hrs", "hour", "hours"),
    "d": ("day", "days"),
    "wk": ("wk", "wks", "week", "weeks"),
    "yr": ("yr", "yrs", "year", "years"),
    # temperature ("degree" alone: see unit_match)
    "°C": ("°c", "degc", "deg c", "celsius", "centigrade", "degrees celsius", "degree celsius"),
    "°F": ("°f", "degf", "deg f", "fahrenheit", "degrees fahrenheit", "degree fahrenheit"),
    "K": ("kelvin", "kelvins"),
    # speed
    "km/h": ("km/h", "kph", "kmh", "km/hr", "kilometres per hour", "kilometers per hour"),
    "mph": ("mph", "mi/h", "miles per hour"),
    "m/s": ("m/s", "metres per second", "meters per second"),
    "kn": ("kn", "kt", "kts", "knot", "knots"),
    # fuel economy
    "mpg": ("mpg", "miles per gallon"),
    # volume, area
    "ml": ("ml", "millilitre", "millilitres", "milliliter", "milliliters"),
    "l": ("l", "litre", "litres", "liter", "liters"),
    "gal": ("gal", "gallon", "gallons"),
    "m2": ("m2", "m²", "sq m", "square metre", "square metres", "square meter", "square meters"),
    "km2": ("km2", "km²", "sq km", "square kilometre", "square kilometres", "square kilometer",
            "square kilometers"),
    "mi2": ("mi2", "mi²", "sq mi", "square mile", "square miles"),
    "ha": ("ha", "hectare", "hectares"),
    "acre": ("acre", "acres"),
    # energy, power, pressure, concentration
    "Wh": ("wh", "watt hour", "watt hours"),
    "kWh": ("kwh", "kilowatt hour", "kilowatt hours"),
    "MWh": ("mwh", "megawatt hour", "megawatt hours"),
    "GWh": ("gwh", "gigawatt hour", "gigawatt hours"),
    "W": ("watt", "watts"),
    "kW": ("kw", "kilowatt", "kilowatts"),
    "MW": ("mw", "megawatt", "megawatts"),
    "GW": ("gw", "gigawatt", "gigawatts"),
    "kcal": ("kcal", "kilocalorie", "kilocalories", "calorie", "calories"),
    "hPa": ("hpa", "hectopascal", "hectopascals", "mb", "mbar", "millibar", "millibars"),
    "ppm": ("ppm", "parts per million"),
    "ppb": ("ppb", "parts per billion"),
    # currencies, by ISO code
    "USD": ("usd", "dollar", "dollars", "us dollar", "us dollars", "us$"),
    "EUR": ("eur", "euro", "euros"),
    "GBP": ("gbp", "pound sterling", "pounds sterling", "sterling", "british pound", "british pounds"),
    "JPY": ("jpy", "yen"),
    "CHF": ("chf", "swiss franc", "swiss francs"),
    "CAD": ("cad", "canadian dollar", "canadian dollars"),
}

#: the currencies of :data:`UNITS` (a price is stated in one)
CURRENCIES = frozenset({"USD", "EUR", "GBP", "JPY", "CHF", "CAD"})


def in_currency(unit: str) -> bool:
    """Whether a declared unit is, or is stated in, a currency ("USD", "dollars per gallon")."""
    words = unit.strip().lower().split()
    return any(unit_of(" ".join(words[i:j])) in CURRENCIES for i in range(len(words)) for j in range(i + 1, len(words) + 1))


#: a spelling that is also an everyday word is a unit only right after a number ("5 s", "2 m",
#: "10 days"); a single letter of a temperature scale likewise ("48 F")
_AFTER_A_NUMBER_ONLY = frozenset({"s", "m", "h", "g", "l", "d", "t", "w", "kn", "kt", "min", "sec", "second", "seconds",
                                  "day", "days", "week", "weeks", "year", "years", "hour", "mb", "c", "f", "k"})
_TEMPERATURE_LETTERS = {"c": "°C", "f": "°F", "k": "K"}
_DEGREES = frozenset({"degree", "degrees", "deg", "°"})


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    out: dict[str, str] = {}
    for symbol, spellings in UNITS.items():
        for s in (*([] if symbol == "in" else [symbol.lower()]), *spellings):  # "in": a function word
            out.setdefault(s, symbol)
    return out


def unit_of(text: str, after_number: bool = False) -> str | None:
    """The symbol of the unit ``text`` writes ("feet" → ``ft``), or None."""
    key = " ".join(text.strip().lower().split())
    if not key:
        return None
    if after_number and key in _TEMPERATURE_LETTERS:
        return _TEMPERATURE_LETTERS[key]
    if key in _AFTER_A_NUMBER_ONLY and not after_number:
        return None
    return _index().get(key)


#: how a measure's declared unit says its readings are percents
PERCENT_SPELLINGS = frozenset({"%", "percent", "per cent", "pct", "percentage", "percentages"})


def is_percent(unit: str | None) -> bool:
    """The declared ``unit`` says percents ("%", "percent", "per cent", "pct")."""
    return unit is not None and " ".join(unit.strip().lower().split()) in PERCENT_SPELLINGS


def unit_match(said: str, declared: str | None, after_number: bool = False) -> bool | None:
    """Whether the question's ``said`` unit is the ``declared`` unit of a measure: True (the
    same unit, however written), False (a unit, another one — or the measure has none
    declared), None (``said`` is no unit of the registry: not a unit word)."""
    key = " ".join(said.strip().lower().split())
    degrees = key in _DEGREES
    symbol = None if degrees else unit_of(said, after_number)
    if symbol is None and not degrees:
        return None
    if not declared:
        return False
    own = unit_of(declared, after_number=True)
    if own is None:  # a unit the registry does not know ("deaths per 1000"): only as written
        return key == " ".join(declared.strip().lower().split())
    if degrees:
        return own in ("°C", "°F")  # "above 30 degrees" of a table in °C: its own degrees
    return symbol == own
