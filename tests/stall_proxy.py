"""A TCP proxy on 127.0.0.1 that can make a server hang: it stops answering instead of refusing.

    proxy = StallProxy(s3.port).start()     # http://127.0.0.1:<proxy.port> forwards to the server
    proxy.stall()                           # connections are accepted and read, nothing is answered
    proxy.swallow_replies()                 # requests reach the server, its replies never come back
    proxy.resume()                          # forward again (connections hung meanwhile stay hung)
    proxy.drop_connections()                # reset every open connection, as a recovering network does

A stopped server refuses connections, which clients notice at once; a hung one (a network partition, an
overloaded S3 endpoint) is only noticed by read timeouts, which is the fault the stall tests need.
"""

from __future__ import annotations

import socket
import threading
from typing import Literal

Mode = Literal["forward", "stall", "swallow"]
_LOOPBACK = "127.0.0.1"


class StallProxy:
    """Forwards each connection to `upstream_port`, or holds it unanswered while stalled."""

    def __init__(self, upstream_port: int, upstream_host: str = _LOOPBACK) -> None:
        self.upstream = (upstream_host, upstream_port)
        self.mode: Mode = "forward"
        self.held = 0  # connections accepted while stalled (never answered)
        self._listener: socket.socket | None = None
        self._sockets: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._closed = threading.Event()

    @property
    def port(self) -> int:
        assert self._listener is not None
        return self._listener.getsockname()[1]

    @property
    def endpoint_url(self) -> str:
        return f"http://{_LOOPBACK}:{self.port}"

    def start(self) -> "StallProxy":
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((_LOOPBACK, 0))
        listener.listen(128)
        self._listener = listener
        threading.Thread(target=self._accept, name="stall-proxy", daemon=True).start()
        return self

    def stall(self) -> None:
        """Accept and read, never answer: new connections, and replies on open ones, go nowhere."""
        self.mode = "stall"

    def swallow_replies(self) -> None:
        """Forward requests to the server but drop its replies (the server acts; the client never hears)."""
        self.mode = "swallow"

    def resume(self) -> None:
        self.mode = "forward"

    def drop_connections(self) -> None:
        """Close every open connection (the hung ones too): their clients see a reset and retry at once."""
        with self._lock:
            sockets = list(self._sockets)
            self._sockets.clear()
        for sock in sockets:
            _close(sock)

    def close(self) -> None:
        self._closed.set()
        with self._lock:
            sockets = list(self._sockets) + ([self._listener] if self._listener else [])
            self._sockets.clear()
        for sock in sockets:
            _close(sock)

    def __enter__(self) -> "StallProxy":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _track(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.add(sock)

    def _accept(self) -> None:
        assert self._listener is not None
        while not self._closed.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            self._track(client)
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        if self.mode == "stall":
            self.held += 1
            self._drain(client)
            return
        try:
            upstream = socket.create_connection(self.upstream, timeout=5)
            upstream.settimeout(None)
        except OSError:
            _close(client)
            return
        self._track(upstream)
        threading.Thread(target=self._pump, args=(client, upstream, False), daemon=True).start()
        self._pump(upstream, client, True)

    def _drain(self, client: socket.socket) -> None:
        """Read what the client sends and never answer, until it gives up or the proxy closes."""
        while not self._closed.is_set():
            try:
                if not client.recv(65536):
                    break
            except OSError:
                break
        _close(client)

    def _pump(self, source: socket.socket, target: socket.socket, is_reply: bool) -> None:
        """Copy `source` to `target`; while stalled nothing is copied, and swallowed replies are dropped.

        A dropped reply leaves the client's connection open and unanswered, as a hung server would."""
        hang = False
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                break
            if not data:
                break
            if self.mode == "stall" or (is_reply and self.mode == "swallow"):
                hang = True
                continue
            try:
                target.sendall(data)
            except OSError:
                break
        if hang and is_reply:  # the server is done; the client waits on a reply that never comes (the other
            return             # pump keeps reading the client until it gives up)
        _close(target)
        _close(source)


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    try:
        sock.close()
    except OSError:
        pass
