"""``$NOESIS_MESH`` with file paths and database addresses (store.address.split_mesh_list)."""

from __future__ import annotations

import os
from pathlib import Path

from noesis.store.address import split_mesh_list


def test_paths_are_joined_by_the_os_separator():
    assert split_mesh_list(os.pathsep.join(["a.sqlite", "kbs/b.sqlite", ""])) == [Path("a.sqlite"), Path("kbs/b.sqlite")]


def test_a_database_address_keeps_its_colons_and_slashes():
    url = "postgresql://user:secret@db.local:5432/noesis#sales"
    assert split_mesh_list(f"{url} kbs/b.sqlite,postgresql:///?service=noesis") == [
        url, Path("kbs/b.sqlite"), "postgresql:///?service=noesis"]
