"""The server's listening socket, bound before anything slow starts, for the command
line's server and the window's alike."""

from __future__ import annotations

import socket

BACKLOG = 2048  # uvicorn's own


def bind_socket(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port`` now (a client that comes before uvicorn has
    started waits); OSError when it cannot (the port is taken, the address is not
    this machine's)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    # A port served on a moment ago is free again at once.
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


__all__ = ["BACKLOG", "bind_socket"]
