"""Issue 16, failure 5 (service): a source added by a re-ingest is routable without a restart."""

from __future__ import annotations

from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.server.app import create_app
from noesis.server.deps import ServiceSettings

from ..unit.test_snapshot_reads import write_version
from .conftest import LiveServer

DELTA = "What was the peak share of Delta Show?"


def test_the_service_notices_a_reingest(tmp_path):
    folder, kb = tmp_path / "src", tmp_path / "gamma.sqlite"
    write_version(folder, 1)
    ingest(folder, kb, workers=1)
    mesh = Mesh.open(kb)
    server = LiveServer(create_app(ServiceSettings(mesh_workers=2), mesh=mesh, mesh_factory=lambda: Mesh.open(kb)))
    try:
        with server.client() as c:
            before = c.post("/v1/ask", json={"question": DELTA}).json()
            assert "9.5" not in before["answer"]
            sources = {s["name"] for s in c.get("/v1/kbs").json()["kbs"][0]["sources"]}
            assert "delta_show.csv" not in sources
            write_version(folder, 1, extra=True)  # the same KB, one source more
            ingest(folder, kb, workers=1)
            after = c.post("/v1/ask", json={"question": DELTA}).json()
            assert "9.5%" in after["answer"], after["answer"]
            sources = {s["name"] for s in c.get("/v1/kbs").json()["kbs"][0]["sources"]}
            assert "delta_show.csv" in sources
            ctx = c.post("/v1/context", json={"question": DELTA}).json()
            assert "9.5" in str(ctx)
    finally:
        server.stop()
        mesh.close()
