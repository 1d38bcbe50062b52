"""Entities from a table's entity column: registered, aliased, owners of series, routable."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.errors import ManifestError
from noesis.ingest.pipeline import ingest
from noesis.manifest import load_manifest
from noesis.mesh import Mesh
from noesis.store.kb import KBStore

from ..conftest import write

STATIONS = """day,station,temp
1,Alpha Ridge,10.5
2,Alpha Ridge,12.25
1,Bravo Flats,7.75
2,Bravo Flats,6.5
1,Congo Basin,30.5
"""
MANIFEST = """
[kb]
name = "stations"
[axis]
name = "day"
[[metric]]
name = "temp"
unit = "C"
aliases = ["temperature"]
[[source]]
file = "readings.csv"
entity_column = "station"
[source.entity_aliases]
"Alpha Ridge" = ["AR", "the ridge"]
"Bravo Flats" = ["Bravo"]
"""


@pytest.fixture
def kb_path(tmp_path):
    folder = tmp_path / "stations"
    write(folder, "readings.csv", STATIONS)
    write(folder, "noesis.toml", MANIFEST)
    path = tmp_path / "stations.sqlite"
    ingest(folder, path, workers=1)
    return path


def test_manifest_reads_entity_aliases_and_drops_the_stem_entity(tmp_path):
    write(tmp_path, "readings.csv", STATIONS)
    write(tmp_path, "noesis.toml", MANIFEST)
    (src,) = load_manifest(tmp_path).sources
    assert src.entity is None  # a table of many entities is not about "Readings"
    assert src.entity_aliases == (("Alpha Ridge", ("AR", "the ridge")), ("Bravo Flats", ("Bravo",)))


@pytest.mark.parametrize(("extra", "message"), [
    ('[[source]]\nfile = "readings.csv"\n[source.entity_aliases]\n"Alpha Ridge" = ["AR"]\n', "needs entity_column"),
    ('[[source]]\nfile = "readings.csv"\nentity_column = "station"\n[source.entity_aliases]\n"Alpha Ridge" = []\n',
     "one or more non-blank aliases"),
    ('[[source]]\nfile = "readings.csv"\nentity_column = "station"\n[source.entity_aliases]\n"Alpha Ridge" = [" "]\n',
     "one or more non-blank aliases"),
])
def test_bad_entity_aliases_are_reported(tmp_path, extra, message):
    write(tmp_path, "readings.csv", STATIONS)
    write(tmp_path, "noesis.toml", extra)
    with pytest.raises(ManifestError, match=message):
        load_manifest(tmp_path)


def test_every_column_value_is_an_entity_with_its_aliases(kb_path):
    with KBStore.open(kb_path, readonly=True) as store:
        entities = {name: (kind, aliases) for _id, name, kind, aliases in store.entities()}
    assert entities == {
        "Alpha Ridge": ("column", ("AR", "the ridge")),
        "Bravo Flats": ("column", ("Bravo",)),
        "Congo Basin": ("column", ()),
    }


def test_inventory_and_route_see_column_entities(kb_path):
    with Mesh.open([kb_path]) as mesh:
        (inv,) = mesh.inventories
        assert inv.series_of["temp"] == {"alpha ridge": "readings.csv", "bravo flats": "readings.csv",
                                         "congo basin": "readings.csv"}
        assert inv.sources_about("Bravo Flats") == ["readings.csv"]
        ctx = Engine(mesh).context("What was the highest temperature of the ridge?")
        assert [(k.kb, k.entities) for k in ctx.plan.kbs] == [("stations", ("Alpha Ridge",))]
        assert "12.25" in ctx.evidence and "7.75" not in ctx.evidence and "30.5" not in ctx.evidence
