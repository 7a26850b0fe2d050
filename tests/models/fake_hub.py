"""A local HTTP server that answers the way the Hugging Face hub does, for the real client.

Tests point the hub client at it (``HubSettings(endpoint=hub.url)`` in the
process, or ``HF_ENDPOINT`` for a subprocess), so the studio's download
code and the hub client's own code run unchanged. What it serves:

- ``HEAD/GET /{org}/{repo}/resolve/{revision}/{file}`` with the hub's
  headers (``X-Repo-Commit``, ``ETag``; for large files ``X-Linked-Etag``
  = SHA-256 and ``X-Linked-Size``), HTTP ranges (206), and for large files
  a redirect to a second "CDN" server on another port, as the hub does;
- gated repositories: 401 without a token, 403 with a token that was not
  granted access, ``X-Error-Code: GatedRepo`` either way;
- ``GET /api/models/{org}/{repo}[/revision/{rev}]`` (id, sha, siblings);
- ``GET /api/whoami-v2`` for the login;
- ``/`` for the connection probe.

Knobs for tests: ``chunk_delay`` slows bodies down so a download can be
cancelled halfway; ``drop_after`` cuts the next body after that many bytes
(a lost connection); ``requests`` records what the client asked.
"""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

LARGE_FILE_BYTES = 10_000
BODY_CHUNK = 16 * 1024


@dataclass
class FakeRepo:
    repo_id: str
    files: dict[str, bytes]
    gated: bool = False
    commit: str = ""

    def __post_init__(self) -> None:
        if not self.commit:
            self.commit = hashlib.sha1(self.repo_id.encode()).hexdigest()
        self._etags: dict[str, str] = {}

    def etag(self, name: str) -> str:
        """SHA-256 for large (LFS) files, the git blob id for small ones, as the hub."""
        if name not in self._etags:
            data = self.files[name]
            if self.is_large(name):
                self._etags[name] = hashlib.sha256(data).hexdigest()
            else:
                self._etags[name] = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
        return self._etags[name]

    def is_large(self, name: str) -> bool:
        return len(self.files[name]) >= LARGE_FILE_BYTES


@dataclass(frozen=True)
class Seen:
    method: str
    path: str
    range: str | None
    authorized: bool


@dataclass
class FakeHub:
    repos: dict[str, FakeRepo]
    # token -> gated repos it was granted; any listed token is a valid login
    tokens: dict[str, set[str]] = field(default_factory=dict)
    chunk_delay: float = 0.0
    drop_after: int | None = None
    # True: the network is gone; open connections are cut, new ones get nothing.
    unreachable: bool = False
    # Files whose bytes the storage server sends damaged.
    corrupt: set[str] = field(default_factory=set)
    requests: list[Seen] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._hub = _Server(("127.0.0.1", 0), _Handler, self, cdn=False)
        self._cdn = _Server(("127.0.0.1", 0), _Handler, self, cdn=True)
        self._threads = [
            threading.Thread(target=s.serve_forever, name="fake-hub", daemon=True)
            for s in (self._hub, self._cdn)
        ]
        for thread in self._threads:
            thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._hub.server_address[1]}"

    @property
    def cdn_url(self) -> str:
        return f"http://127.0.0.1:{self._cdn.server_address[1]}"

    def close(self) -> None:
        for server in (self._hub, self._cdn):
            server.shutdown()
            server.server_close()
        for thread in self._threads:
            thread.join(5)

    def seen(self, method: str, fragment: str = "") -> list[Seen]:
        with self._lock:
            return [r for r in self.requests if r.method == method and fragment in r.path]

    def note(self, seen: Seen) -> None:
        with self._lock:
            self.requests.append(seen)

    def take_drop(self) -> int | None:
        with self._lock:
            drop, self.drop_after = self.drop_after, None
            return drop


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: type, hub: FakeHub, cdn: bool) -> None:
        super().__init__(address, handler)
        self.hub = hub
        self.cdn = cdn


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_HEAD(self) -> None:
        self._serve(body=False)

    def do_GET(self) -> None:
        self._serve(body=True)

    # -- routing ----------------------------------------------------------- #

    def _serve(self, body: bool) -> None:
        hub = self.server.hub
        if hub.unreachable:
            return self._cut()
        path = unquote(urlsplit(self.path).path)
        token = self.headers.get("Authorization", "").removeprefix("Bearer ").strip() or None
        hub.note(Seen(self.command, path, self.headers.get("Range"), token is not None))
        if self.server.cdn:
            return self._serve_cdn(path, body)
        if path == "/":
            return self._reply(200, b"fake hub", body)
        if path == "/api/whoami-v2":
            return self._whoami(token)
        if path.startswith("/api/models/"):
            return self._model_info(path.removeprefix("/api/models/"), body)
        parts = path.lstrip("/").split("/")
        if len(parts) >= 5 and parts[2] == "resolve":
            repo_id, revision, name = "/".join(parts[:2]), parts[3], "/".join(parts[4:])
            return self._resolve(repo_id, revision, name, token, body)
        self._reply(404, b"not found", body)

    def _whoami(self, token: str | None) -> None:
        if token is None or token not in self.server.hub.tokens:
            headers = {"X-Error-Message": "Invalid credentials in Authorization header"}
            return self._reply(401, b'{"error": "Invalid credentials"}', True, headers)
        info = {
            "type": "user",
            "name": "tester",
            "auth": {"accessToken": {"displayName": "studio-test", "role": "read"}},
        }
        self._reply(200, json.dumps(info).encode(), True, {"Content-Type": "application/json"})

    def _model_info(self, rest: str, body: bool) -> None:
        repo_id, _, _revision = rest.partition("/revision/")
        repo = self.server.hub.repos.get(repo_id)
        if repo is None:
            return self._reply(404, b"{}", body, {"X-Error-Code": "RepoNotFound"})
        info = {
            "id": repo.repo_id,
            "modelId": repo.repo_id,
            "sha": repo.commit,
            "gated": "manual" if repo.gated else False,
            "private": False,
            "siblings": [{"rfilename": name} for name in repo.files],
        }
        self._reply(200, json.dumps(info).encode(), body, {"Content-Type": "application/json"})

    def _resolve(
        self, repo_id: str, revision: str, name: str, token: str | None, body: bool
    ) -> None:
        hub = self.server.hub
        repo = hub.repos.get(repo_id)
        if repo is None:
            return self._reply(401, b"", body, {"X-Error-Code": "RepoNotFound"})
        if revision not in ("main", repo.commit):
            return self._reply(404, b"", body, {"X-Error-Code": "RevisionNotFound"})
        if repo.gated and repo_id not in hub.tokens.get(token or "", set()):
            headers = {
                "X-Error-Code": "GatedRepo",
                "X-Error-Message": f"Access to model {repo_id} is restricted.",
            }
            return self._reply(401 if token is None else 403, b"", body, headers)
        if name not in repo.files:
            headers = {"X-Error-Code": "EntryNotFound", "X-Repo-Commit": repo.commit}
            return self._reply(404, b"", body, headers)
        etag = repo.etag(name)
        headers = {"X-Repo-Commit": repo.commit, "ETag": f'"{etag}"'}
        if repo.is_large(name):
            # As the hub: large files are a redirect to storage on another host,
            # the metadata travels on the redirect itself.
            headers.update(
                {
                    "X-Linked-Etag": f'"{etag}"',
                    "X-Linked-Size": str(len(repo.files[name])),
                    "Location": f"{hub.cdn_url}/blob/{repo_id}/{name}",
                }
            )
            return self._reply(302, b"", body, headers)
        self._send_file(repo.files[name], body, headers)

    def _serve_cdn(self, path: str, body: bool) -> None:
        parts = path.lstrip("/").split("/")
        repo = self.server.hub.repos.get("/".join(parts[1:3]))
        name = "/".join(parts[3:])
        if parts[0] != "blob" or repo is None or name not in repo.files:
            return self._reply(404, b"", body)
        data = repo.files[name]
        if name in self.server.hub.corrupt:
            data = bytes(b ^ 0xFF for b in data[:64]) + data[64:]
        self._send_file(data, body, {"ETag": f'"{repo.etag(name)}"'})

    # -- responses --------------------------------------------------------- #

    def _send_file(self, data: bytes, body: bool, headers: dict[str, str]) -> None:
        start = 0
        status = 200
        requested = self.headers.get("Range")
        if requested and requested.startswith("bytes=") and requested.endswith("-"):
            start = int(requested[len("bytes=") : -1])
            if start >= len(data):
                headers["Content-Range"] = f"bytes */{len(data)}"
                return self._reply(416, b"", body, headers)
            status = 206
            headers["Content-Range"] = f"bytes {start}-{len(data) - 1}/{len(data)}"
        headers["Accept-Ranges"] = "bytes"
        self._reply(status, data[start:], body, headers, stream=True)

    def _reply(
        self,
        status: int,
        payload: bytes,
        body: bool,
        headers: dict[str, str] | None = None,
        stream: bool = False,
    ) -> None:
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if not body or not payload:
            return
        hub = self.server.hub
        drop = hub.take_drop() if stream else None
        sent = 0
        try:
            while sent < len(payload):
                piece = payload[sent : sent + BODY_CHUNK]
                if hub.unreachable:
                    return self._cut()
                if drop is not None and sent + len(piece) > drop:
                    self.wfile.write(piece[: max(0, drop - sent)])
                    self.wfile.flush()
                    return self._cut()
                self.wfile.write(piece)
                sent += len(piece)
                if stream and hub.chunk_delay:
                    self.wfile.flush()
                    time.sleep(hub.chunk_delay)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _cut(self) -> None:
        """Drop the connection without a word, as a vanished network does."""
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
