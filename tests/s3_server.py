"""A real S3 endpoint on 127.0.0.1 for tests: moto's server, in a thread or in a child process.

    from tests.s3_server import moto_s3_server
    with moto_s3_server() as s3:            # dummy AWS credentials are set while it runs
        s3.create_bucket("traces")
        boto3.client("s3", endpoint_url=s3.endpoint_url) ...

`MotoS3Server.stop()` is a real outage (the port refuses connections, no keep-alive connection
survives); `start()` again serves the same port with the same buckets and objects, because moto
keeps its state in process-global backends. A `python -m moto.server` child process
(`moto_server_process`) loses its state when it stops. The pytest fixtures `s3_server` and
`s3_bucket` are registered for every test by tests/conftest.py.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import BaseWSGIServer, make_server

from tests.netutil import free_port

DUMMY_AWS_ENV = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SECURITY_TOKEN": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_REGION": "us-east-1",
}
"""Credentials moto accepts; set so that no test can reach a real account by accident."""

_LOOPBACK = "127.0.0.1"


@contextlib.contextmanager
def dummy_aws_env(endpoint_url: str | None = None) -> Iterator[None]:
    """Set dummy AWS credentials (and AWS_ENDPOINT_URL when given) in os.environ; restore them after."""
    updates: dict[str, str] = dict(DUMMY_AWS_ENV)
    if endpoint_url is not None:
        updates["AWS_ENDPOINT_URL"] = endpoint_url
    no_proxy = ",".join(filter(None, [os.environ.get("NO_PROXY"), _LOOPBACK, "localhost"]))
    updates["NO_PROXY"] = updates["no_proxy"] = no_proxy
    saved = {name: os.environ.get(name) for name in updates}
    os.environ.update(updates)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _request_handler() -> type:
    from moto.moto_server.werkzeug_app import MotoRequestHandler

    class OneRequestPerConnection(MotoRequestHandler):
        """HTTP/1.0: every connection closes after its response, so stopping the server ends service at once."""

        protocol_version = "HTTP/1.0"

        def log_request(self, *args: Any, **kwargs: Any) -> None:  # one line per request is noise in tests
            pass

    return OneRequestPerConnection


class MotoS3Server:
    """moto's S3 (all of moto's services, in fact) served by a thread on 127.0.0.1."""

    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
        self._server: BaseWSGIServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def endpoint_url(self) -> str:
        return f"http://{_LOOPBACK}:{self.port}"

    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self) -> "MotoS3Server":
        """Serve on `port` (again); buckets and objects from before a stop() are still there."""
        if self._server is not None:
            return self
        from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app

        app = DomainDispatcherApplication(create_backend_app)
        deadline = time.monotonic() + 5.0
        while True:
            try:
                server = make_server(_LOOPBACK, self.port, app, threaded=True, request_handler=_request_handler())
                break
            except OSError:  # the port may linger for a moment after a stop
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, name=f"moto-s3-{self.port}", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the listening socket: clients now get 'connection refused'."""
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        assert self._thread is not None
        self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def client(self) -> Any:
        """A boto3 S3 client for this endpoint (needs the dummy credentials in the environment)."""
        import boto3

        return boto3.client("s3", endpoint_url=self.endpoint_url, region_name="us-east-1")

    def create_bucket(self, name: str | None = None) -> str:
        """Create a bucket (a fresh random name by default: moto's state is shared by the whole process)."""
        name = name or f"test-{uuid.uuid4().hex[:12]}"
        self.client().create_bucket(Bucket=name)
        return name


@contextlib.contextmanager
def moto_s3_server(port: int | None = None, *, set_endpoint_env: bool = False) -> Iterator[MotoS3Server]:
    """Run a `MotoS3Server` with dummy AWS credentials set (and AWS_ENDPOINT_URL if asked) for the duration."""
    server = MotoS3Server(port)
    with dummy_aws_env(server.endpoint_url if set_endpoint_env else None):
        server.start()
        try:
            yield server
        finally:
            server.stop()


@contextlib.contextmanager
def moto_server_process(port: int | None = None, *, startup_timeout_s: float = 20.0) -> Iterator[str]:
    """`python -m moto.server` as a child process on 127.0.0.1; yields its endpoint URL. Its state dies with it."""
    port = port or free_port()
    endpoint_url = f"http://{_LOOPBACK}:{port}"
    env = {**os.environ, **DUMMY_AWS_ENV}
    process = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", _LOOPBACK, "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        deadline = time.monotonic() + startup_timeout_s
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"moto.server exited with {process.returncode}")
            with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
                if sock.connect_ex((_LOOPBACK, port)) == 0:
                    break
            if time.monotonic() > deadline:
                raise TimeoutError(f"moto.server did not listen on {port} within {startup_timeout_s}s")
            time.sleep(0.1)
        with dummy_aws_env():
            yield endpoint_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture
def s3_server() -> Iterator[MotoS3Server]:
    """A running `MotoS3Server` with dummy credentials; stopped after the test."""
    with moto_s3_server() as server:
        yield server


@pytest.fixture
def s3_bucket(s3_server: MotoS3Server) -> str:
    """A fresh, empty bucket on `s3_server`."""
    return s3_server.create_bucket()
