"""`gate-serve CONFIG.yaml [serve run's options]`: Ray's `serve run`, with a stop that leaves nothing behind.

Ray 2.60's `serve run CONFIG` shuts Serve down gracefully only on Ctrl-C (KeyboardInterrupt): on SIGTERM it
exits at once, so replicas never run their graceful shutdown and the trace rows, incidents and review cases
they hold stay in the local spool; and after a failed deploy it sleeps forever. This runs Ray's own click
command in-process and changes two things:

- SIGTERM and SIGHUP take Ctrl-C's path: KeyboardInterrupt in the main thread, then Ray's `serve.shutdown()`,
  which runs every replica's graceful shutdown (rows, incidents and cases uploaded). Exit code 0.
- A watcher thread polls Serve's application status; an app in DEPLOY_FAILED before it ever ran has its
  error (the builder's one line with the fix) printed to stderr, Serve is shut down the same way, and the
  exit code is 1.

Ray installs its own SIGTERM handlers in `ray.init` (and, for a local cluster, in the node it starts), which
exit without shutting Serve down, so Ray is initialised here first, exactly as `serve run` would, and ours are
installed after; `serve run` then finds Ray initialised and uses it.
"""

from __future__ import annotations

import re
import signal
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import click

POLL_INTERVAL_S = 1.0
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)
FAILED_STATUS = "DEPLOY_FAILED"
_QUALIFIED_EXCEPTION = re.compile(r"^(?:\w+\.)*[A-Z]\w*: (?P<message>.+)$")


def failure_line(message: str) -> str:
    """The last line of a Serve failure message (a traceback ends with `pkg.ExceptionName: what to do`),
    without the exception's qualified name: the line the builder wrote."""
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    if not lines:
        return "no message"
    match = _QUALIFIED_EXCEPTION.match(lines[-1])
    return match.group("message") if match else lines[-1]


class DeployWatcher(threading.Thread):
    """Polls `serve.status()`. An app in DEPLOY_FAILED that never ran is a failed start: its error goes to
    `failure` and the main thread is interrupted (SIGINT to it: `serve run` then shuts Serve down as on
    Ctrl-C). A redeploy that fails after the app ran (`serve deploy` of a bad config) leaves the running
    version serving: it is reported on stderr, not fatal."""

    def __init__(self, interval_s: float = POLL_INTERVAL_S) -> None:
        super().__init__(name="gate-serve-watcher", daemon=True)
        self.interval_s = interval_s
        self.failure: str | None = None
        self._ran: set[str] = set()
        self._reported: set[str] = set()
        self._stopped = threading.Event()

    def run(self) -> None:
        from ray import serve

        while not self._stopped.wait(self.interval_s):
            try:
                applications = serve.status().applications
            except Exception:  # Serve not started yet, or going away: look again later
                continue
            for name, app in applications.items():
                status = str(getattr(app.status, "value", app.status))
                if status == "RUNNING":
                    self._ran.add(name)
                if status != FAILED_STATUS:
                    continue
                messages = [app.message] + [d.message for d in app.deployments.values()]
                reason = f"app '{name}' failed to deploy: {failure_line(next((m for m in messages if m), ''))}"
                if name in self._ran:
                    if reason not in self._reported:
                        self._reported.add(reason)
                        print(f"gate-serve: {reason}; the running version goes on serving", file=sys.stderr)
                    continue
                self.failure = reason
                signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
                return

    def stop(self) -> None:
        self._stopped.set()


_stop_requested = threading.Event()


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM, SIGHUP and Ctrl-C alike: KeyboardInterrupt, which Ray's `serve run` answers by shutting Serve down
    gracefully. Later SIGTERM/SIGHUP are ignored so that they cannot cut that shutdown short (a second Ctrl-C
    still can)."""
    _stop_requested.set()
    if signum != signal.SIGINT:
        for stop_signal in STOP_SIGNALS:
            signal.signal(stop_signal, signal.SIG_IGN)
    raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")


def _init_ray_as_serve_run_would(params: dict) -> None:
    """`ray.init` with the address, namespace and runtime env `serve run` would pass (its own helpers)."""
    import ray
    from ray.dashboard.modules.dashboard_sdk import parse_runtime_env_args
    from ray.serve._private.constants import SERVE_NAMESPACE

    runtime_env = parse_runtime_env_args(runtime_env=params["runtime_env"],
                                         runtime_env_json=params["runtime_env_json"],
                                         working_dir=params["working_dir"])
    ray.init(address=params["address"], namespace=SERVE_NAMESPACE, runtime_env=runtime_env)


def main(argv: Sequence[str] | None = None) -> int:
    """Run `serve run` with `argv`. Exit code 0 after a stop asked for (SIGTERM, SIGHUP, Ctrl-C) or a
    non-blocking run, 1 after a failed deploy or an error `serve run` stopped on, 2 on bad usage."""
    from ray.serve.scripts import run as serve_run

    args = list(sys.argv[1:] if argv is None else argv)
    try:
        context = serve_run.make_context("gate-serve", args)
    except click.exceptions.Exit as done:  # --help
        return done.exit_code
    except click.ClickException as bad:
        bad.show()
        return bad.exit_code
    target = context.params["config_or_import_path"]
    if target.endswith((".yaml", ".yml")) and not Path(target).is_file():
        print(f"gate-serve: no such config file: {target}", file=sys.stderr)
        return 2
    _init_ray_as_serve_run_would(context.params)
    context.params["address"] = None  # Ray is initialised: `serve run` must not warn about a second address
    for stop_signal in (*STOP_SIGNALS, signal.SIGINT):
        signal.signal(stop_signal, _interrupt)
    watcher = DeployWatcher()
    watcher.start()
    started = time.monotonic()
    code = 0
    try:
        with context:
            serve_run.invoke(context)
    except SystemExit:  # `serve run` calls sys.exit() (code None) after any shutdown: asked for, or on an error
        code = 0 if _stop_requested.is_set() else 1
    except KeyboardInterrupt:  # a stop asked for before `serve run` was in its try block
        code = 0
    finally:
        watcher.stop()
    if watcher.failure is not None:
        print(f"gate-serve: {watcher.failure} (stopped after {time.monotonic() - started:.0f} s)", file=sys.stderr)
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
