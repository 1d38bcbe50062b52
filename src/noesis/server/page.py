"""The page at ``/`` (``static/index.html``) and its assets under ``/static``."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

STATIC = Path(__file__).resolve().parent / "static"


def add_page(app: FastAPI) -> None:
    """Serve the page (read once, never cached by the browser) and mount its assets."""
    index = (STATIC / "index.html").read_text(encoding="utf-8")
    router = APIRouter(include_in_schema=False)

    @router.get("/", response_class=HTMLResponse)
    def page() -> HTMLResponse:
        return HTMLResponse(index, headers={"Cache-Control": "no-store"})

    app.include_router(router)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
