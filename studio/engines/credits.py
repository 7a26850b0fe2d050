"""The credit an export's tags carry: what the licences of the models that spoke its takes ask.

Each take records its engine and model fingerprint; the engine's plugin says
which attribution that model's weights need (``EnginePlugin.credit``). Runs on
any thread (the window's export job runs it on its pool thread: it reads every
chosen line).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from studio.core.document import Document
from studio.core.exports.export_settings import ExportRequest
from studio.core.exports.narration import chosen_lines
from studio.engines.registry import credit_for


def export_credit(doc: Document, line_ids: Sequence[str] | None = None) -> str:
    """Each distinct credit of the chosen lines' takes, in script order, joined."""
    models: dict[tuple[str, str], None] = {}
    for _, line in chosen_lines(doc, line_ids):
        take = line.current_take
        if take is not None:
            models.setdefault((take.engine, take.model_fingerprint))
    credits = dict.fromkeys(c for engine, fp in models if (c := credit_for(engine, fp)))
    return " ".join(credits)


def with_credit(doc: Document, request: ExportRequest) -> ExportRequest:
    """``request`` with its ``credit`` filled from the takes it exports (kept if given)."""
    if request.credit:
        return request
    return replace(request, credit=export_credit(doc, request.line_ids))


__all__ = ["export_credit", "with_credit"]
