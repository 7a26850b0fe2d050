"""The speech server's HTTP app (FastAPI): OpenAI's speech API over the render service.

Routes: ``POST /v1/audio/speech``, ``GET /v1/models``, ``GET /v1/voices``,
``GET /health`` and ``GET /metrics``. With a key, every route but ``/health``
wants ``Authorization: Bearer KEY`` (compared in constant time). Every error
is JSON in OpenAI's shape, and a bad request never stops the others. CORS is
off unless origins are given. No interactive docs: nothing is served that
was not asked for.
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from studio import __version__
from studio.serve.api_errors import SERVER, ApiError, error_body, unauthorized
from studio.serve.host import SpeechHost
from studio.serve.keys import key_matches
from studio.serve.metrics import CONTENT_TYPE, ServerMetrics
from studio.serve.settings import ServeSettings
from studio.serve.speech_route import SpeechRoute
from studio.serve.voices import VoiceCatalog

log = logging.getLogger(__name__)

SPEECH_PATH = "/v1/audio/speech"
OPEN_PATHS = ("/health",)  # answered without a key: a load balancer's probe
ROUTES = (SPEECH_PATH, "/v1/models", "/v1/voices", "/health", "/metrics")
OWNER = "voice-studio"


def create_app(host: SpeechHost, catalog: VoiceCatalog) -> FastAPI:
    settings = host.settings
    metrics = ServerMetrics(host)
    app = FastAPI(
        title="Voice Studio speech server",
        version=__version__,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
    )
    app.state.metrics = metrics
    app.state.host = host
    speech = SpeechRoute(host, catalog, metrics)
    app.add_api_route(SPEECH_PATH, speech, methods=["POST"])

    @app.get("/v1/models")
    def models() -> dict[str, Any]:
        return {"object": "list", "data": [_model(name) for name in host.models()]}

    @app.get("/v1/models/{name}")
    def model(name: str) -> dict[str, Any]:
        if name not in host.models():
            raise ApiError(404, f"The model {name!r} does not exist here.", code="model_not_found")
        return _model(name)

    @app.get("/v1/voices")
    def voices() -> dict[str, Any]:
        # A plain function: FastAPI runs it on its thread pool (the library is on disk).
        return {"object": "list", "data": [v.to_json() for v in catalog.listing()]}

    @app.get("/health")
    def health() -> JSONResponse:
        info = host.info
        if info is None:
            return JSONResponse({"status": "loading"}, status_code=503)
        return JSONResponse(
            {
                "status": "ok",
                "engine": info.engine_id,
                "model": info.model_spec,
                "device": info.device,
                "sample_rate": info.sample_rate,
                "queue": host.depth(),
                "served": host.served,
            }
        )

    @app.get("/metrics")
    def metrics_page() -> Response:
        return Response(metrics.page(), media_type=CONTENT_TYPE)

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        metrics.errors.labels(exc.code or exc.type).inc()
        return JSONResponse(exc.body(), status_code=exc.status, headers=exc.headers)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        code = "not_found" if exc.status_code == 404 else "http_error"
        metrics.errors.labels(code).inc()
        message = (
            f"There is no {request.method} {request.url.path} here; see GET /v1/models."
            if exc.status_code in (404, 405)
            else str(exc.detail)
        )
        return JSONResponse(
            error_body(message, code=code), status_code=exc.status_code, headers=exc.headers
        )

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> JSONResponse:
        log.error("request failed", exc_info=exc)
        metrics.errors.labels("internal").inc()
        message = f"The server failed ({type(exc).__name__}); its log says more, please report it."
        return JSONResponse(error_body(message, SERVER), status_code=500)

    app.add_middleware(_Guard, check=key_check(settings), metrics=metrics)
    if settings.cors_origins:
        # Outermost, so a browser's preflight is answered before the key is asked for.
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Authorization", "Content-Type"],
        )
    return app


def _model(name: str) -> dict[str, Any]:
    return {"id": name, "object": "model", "created": 0, "owned_by": OWNER}


class _Guard:
    """Asks for the key (when there is one) and counts every answer by route and status."""

    def __init__(
        self, app: ASGIApp, check: Callable[[bytes], bool] | None, metrics: ServerMetrics
    ) -> None:
        self.app = app
        self.check = check  # whether a client's key is the server's (None: none asked for)
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope["path"]
        route = path if path in ROUTES else "other"
        status = 500

        async def counted(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            if self.check is not None and path not in OPEN_PATHS and not self._allowed(scope):
                denied = unauthorized()
                self.metrics.errors.labels(denied.code or "").inc()
                response = JSONResponse(denied.body(), denied.status, headers=denied.headers)
                await response(scope, receive, counted)
                return
            await self.app(scope, receive, counted)
        finally:
            self.metrics.requests.labels(route, str(status)).inc()

    def _allowed(self, scope: Scope) -> bool:
        assert self.check is not None
        given = b""
        for name, value in scope["headers"]:
            if name == b"authorization":
                scheme, _, token = value.partition(b" ")
                if scheme.lower() == b"bearer":
                    given = token.strip()
        return self.check(given)


def key_check(settings: ServeSettings) -> Callable[[bytes], bool] | None:
    """How a client's key is checked, in constant time: against the key itself (given on
    the command line) or its digest (the window's); None when no key is asked for."""
    if settings.api_key is not None:
        key = settings.api_key.encode()
        return lambda given: hmac.compare_digest(given, key)
    digest = settings.key_digest
    if digest is not None:
        return lambda given: key_matches(digest, given)
    return None


__all__ = ["OWNER", "SPEECH_PATH", "create_app"]
