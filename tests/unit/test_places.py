"""Codes of places (noesis.places): a column whose every value is a code of one system names
its places by their names; codes two systems share are no one system's. Literal fixtures; the
names are the ISO 3166 tables' own, as pycountry ships them."""

from __future__ import annotations

from noesis.places import code_system, place_names


def test_a_column_of_us_state_codes_is_read_as_states():
    assert code_system(["IL", "IN", "MI", "OH", "WI"]) == "US state"  # OH, WI: no country's codes
    assert place_names("US state", "IL") == ("Illinois",)


def test_codes_two_systems_share_are_no_one_systems():
    assert code_system(["CA", "DE", "IN"]) is None  # California, Delaware, Indiana — or Canada, Germany, India
    assert code_system(["GB", "FR", "DZ"]) == "ISO 3166 country (two letters)"  # DZ is no state
    assert code_system(["GBR", "FRA", "USA"]) == "ISO 3166 country (three letters)"
    assert "United Kingdom" in place_names("ISO 3166 country (three letters)", "GBR")


def test_words_text_numbers_and_too_few_values_are_no_codes():
    assert code_system(["Illinois", "Ohio", "Iowa"]) is None
    assert code_system(["IL", "OH"]) is None  # two values: too few to tell a code column
    assert code_system(["il", "oh", "wi"]) is None
    assert code_system(["A1", "B2", "C3"]) is None


def test_three_letter_codes_mostly_countries_are_country_codes_and_a_few_by_chance_are_not():
    import pycountry
    countries = sorted(c.alpha_3 for c in pycountry.countries)[:30]
    groups = ["WLD", "EAS", "ECS", "LMY", "HIC", "ARB", "CSS"]  # the World Bank's groups: no country
    assert code_system(countries + groups) == "ISO 3166 country (three letters)"
    assert place_names("ISO 3166 country (three letters)", "WLD") == ()  # a group stays unnamed
    # airports' IATA codes: a few are country codes by chance, most are not
    airports = ["LAX", "SFO", "ORD", "ATL", "BOS", "SEA", "DEN", "JFK", "EWR", "PHX", "IAH", "MSP", "DTW",
                "CLT", "LAS", "MCO", "SLC", "PDX", "SAN", "TPA", "IND", "USA", "AUS", "ALB"]
    assert sum(a in {c.alpha_3 for c in pycountry.countries} for a in airports) >= 3
    assert code_system(airports) is None
    assert code_system(countries[:15] + groups[:5]) is None  # 15 countries: too few to be sure
