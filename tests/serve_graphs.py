"""Serve applications shared by the session: each test module declares its applications as a *group*, and the
groups of one *wave* are deployed together in one `serve.run_many` (their replicas start in parallel) the first
time a test needs any of them. Each group's applications are deleted after the last test that needs that group.

    @serve_group(wave="model-checks")
    @contextlib.contextmanager
    def openai_app(env: GroupEnv):                  # becomes a module-scoped fixture named `openai_app`
        yield [serve.RunTarget(app, name="openai-clients", route_prefix="/oai")], f"{env.base_url}/oai/v1"

A group yields its `serve.RunTarget`s and the value its fixture gives the tests; what it opens (an S3 server)
stays open until the group's applications are deleted. Only the groups that the selected tests need are deployed:
`pytest tests/test_openai_clients.py` deploys the openai group alone. Each group keeps its own applications,
names, route prefixes and scripted answers, so sharing a deployment run changes no test's graph; a test that
kills a replica or deletes an application touches only its own group's applications.

A wave's modules stand next to each other in the files' order, so that a full run holds about as many replicas at
once as one module did (memory: each replica is a process of 0.4 to 0.6 GB) and no group waits idle through other
modules' tests: an idle replica still costs about 1% of a core (Serve's health checks and metrics), and a group
deployed with a module far ahead of its own cost the suite minutes that way.

Registered by tests/conftest.py (`pytest_plugins`).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

GroupBuilder = Callable[["GroupEnv"], contextlib.AbstractContextManager[tuple[list[Any], Any]]]


@dataclass(frozen=True)
class GroupEnv:
    """What a group builder gets: a temporary directory of its own, Serve's HTTP port and the session's tiny
    models (built on first use)."""

    tmp: Path
    port: int
    _tiny_models: Callable[[], Any]

    @property
    def tiny_models(self) -> Any:
        return self._tiny_models()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@dataclass
class Group:
    key: str  # "module::fixture name"
    wave: str
    build: GroupBuilder
    skip_reason: Callable[[], str | None]


@dataclass
class Wave:
    """The deployed groups of one wave, by key: their application names, their fixtures' values and what their
    builders keep open."""

    apps: dict[str, list[str]] = field(default_factory=dict)
    values: dict[str, Any] = field(default_factory=dict)
    resources: dict[str, contextlib.ExitStack] = field(default_factory=dict)


GROUPS: dict[str, Group] = {}


def serve_group(wave: str, skip_reason: Callable[[], str | None] = lambda: None) -> Callable[[GroupBuilder], Any]:
    """Declare a group of the `wave` and make its module-scoped fixture (named after the builder). A group whose
    `skip_reason()` is a reason is never deployed and its fixture skips the tests that need it."""

    def decorate(build: GroupBuilder) -> Any:
        key = f"{build.__module__}::{build.__name__}"
        GROUPS[key] = Group(key, wave, build, skip_reason)

        @pytest.fixture(scope="module", name=build.__name__)
        def group_fixture(serve_graphs: "ServeGraphs", request: pytest.FixtureRequest) -> Any:
            reason = skip_reason()
            if reason:
                pytest.skip(reason)
            return serve_graphs.get(key, lambda: request.getfixturevalue("tiny_models"))

        group_fixture.__doc__ = build.__doc__
        return group_fixture

    return decorate


class ServeGraphs:
    """Deploys waves on demand and deletes each group after its last test (see `pytest_runtest_teardown`)."""

    def __init__(self, port: int, tmp_path_factory: pytest.TempPathFactory) -> None:
        self.port = port
        self.tmp_path_factory = tmp_path_factory
        self.waves: dict[str, Wave] = {}
        self.failed: dict[str, BaseException] = {}
        self.deleted: set[str] = set()

    def get(self, key: str, tiny_models: Callable[[], Any]) -> Any:
        """The value of group `key`; deploys its wave's needed groups first if it is not deployed yet."""
        group = GROUPS[key]
        if group.wave in self.failed:
            raise RuntimeError(f"the Serve applications of wave {group.wave!r} did not deploy") from self.failed[group.wave]
        wave = self.waves.get(group.wave)
        if wave is None or key not in wave.values:
            try:
                self._deploy(group.wave, key, {k for k in NEEDED if GROUPS[k].wave == group.wave}, tiny_models)
            except Exception as exc:
                self.failed[group.wave] = exc  # the wave's other modules fail at once instead of deploying again
                raise
        return self.waves[group.wave].values[key]

    def _deploy(self, wave_name: str, asked: str, needed: set[str], tiny_models: Callable[[], Any]) -> None:
        """Deploy group `asked` and the wave's other `needed` groups that are not deployed yet and were not deleted
        after their last test."""
        from ray import serve

        first = wave_name not in self.waves
        wave = self.waves.setdefault(wave_name, Wave())
        keys = {k for k in {asked} | needed if k not in wave.values and (k not in self.deleted or k == asked)
                and not GROUPS[k].skip_reason()}
        targets: dict[str, list[Any]] = {}
        built: dict[str, Any] = {}
        with contextlib.ExitStack() as opened:
            stacks = {key: opened.enter_context(contextlib.ExitStack()) for key in sorted(keys)}
            for key, stack in stacks.items():
                env = GroupEnv(self.tmp_path_factory.mktemp(key.rpartition("::")[2]), self.port, tiny_models)
                targets[key], built[key] = stack.enter_context(GROUPS[key].build(env))
            every = [target for group_targets in targets.values() for target in group_targets]
            started = time.monotonic()
            try:
                serve.run_many(every)
            except BaseException:
                for target in every:
                    serve.delete(target.name, _blocking=False)
                raise
            print(f"\nserve_graphs: wave {wave_name!r}: {len(every)} applications of {sorted(keys)} "
                  f"deployed in {time.monotonic() - started:.1f} s")
            for key, stack in stacks.items():
                wave.resources[key] = stack.pop_all()
        for key, group_targets in targets.items():
            wave.apps[key] = [target.name for target in group_targets]
        wave.values.update(built)
        for fixture in _LAUNCH_WITH.get(wave_name, []) if first else []:
            LAUNCHERS[fixture](tiny_models, self.tmp_path_factory)

    def delete(self, keys: list[str]) -> None:
        """Delete the applications of the deployed groups among `keys` (together: one wait for the slowest drain),
        then close what those groups opened. The tests that deleted an application of their own already have no
        effect here. The wave stays known, so its services launched ahead (`_LAUNCH_WITH`) are not launched twice."""
        from ray import serve

        self.deleted.update(keys)
        deployed = [(wave, key) for key in keys for wave in self.waves.values() if key in wave.apps]
        names = {name for wave, key in deployed for name in wave.apps.pop(key)}
        try:
            for name in names:
                serve.delete(name, _blocking=False)
            deadline = time.monotonic() + 60
            while set(serve.status().applications) & names and time.monotonic() < deadline:
                time.sleep(0.2)
        finally:
            with contextlib.ExitStack() as closing:
                for wave, key in deployed:
                    wave.values.pop(key, None)
                    closing.push(wave.resources.pop(key))

    def close(self) -> None:
        self.delete([key for wave in self.waves.values() for key in wave.apps])


Launcher = Callable[[Callable[[], Any], pytest.TempPathFactory], None]
"""Starts a service without waiting for it: called with a getter of the tiny models and the temporary factory."""

LAUNCHERS: dict[str, Launcher] = {}
"""Session fixture name -> how to start its service ahead of time (see `launch_with_the_wave_before`)."""


def launch_with_the_wave_before(fixture: str, launch: Launcher) -> None:
    """Start the service of session fixture `fixture` (a `serve run` subprocess, say) once the wave that comes last
    before its first test is deployed: it starts on the core that the tests in between leave idle (started beside
    the wave's own start-ups, it made the wave's set-up 20 s longer on 2 cores), and it is up when its first test
    comes. `launch` must not wait; the fixture adopts what it started."""
    LAUNCHERS[fixture] = launch


NEEDED: set[str] = set()
"""Keys of the groups that the selected tests need (set when collection finishes)."""
_LAST_USER: dict[str, str] = {}
"""Group key -> node ID of the last selected test that needs it."""
_LAUNCH_WITH: dict[str, list[str]] = {}
"""Wave -> the fixtures in LAUNCHERS whose services start when it is deployed."""
_ACTIVE: list[ServeGraphs] = []


def _groups_of(item: pytest.Item) -> list[Group]:
    module = getattr(getattr(item, "module", None), "__name__", None)
    names = set(getattr(item, "fixturenames", ()))
    return [g for g in GROUPS.values() if g.key.partition("::")[0] == module and g.key.partition("::")[2] in names]


def pytest_collection_finish(session: pytest.Session) -> None:
    NEEDED.clear()
    _LAST_USER.clear()
    _LAUNCH_WITH.clear()
    first_of_wave: dict[str, int] = {}
    first_of_fixture: dict[str, int] = {}
    for index, item in enumerate(session.items):
        for group in _groups_of(item):
            NEEDED.add(group.key)
            _LAST_USER[group.key] = item.nodeid
            first_of_wave.setdefault(group.wave, index)
        for fixture in LAUNCHERS:
            if fixture in getattr(item, "fixturenames", ()):
                first_of_fixture.setdefault(fixture, index)
    for fixture, first in first_of_fixture.items():
        before = [(index, wave) for wave, index in first_of_wave.items() if index < first]
        if before:
            _LAUNCH_WITH.setdefault(max(before)[1], []).append(fixture)


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """After the last test that needs a group (and its module's fixtures) is torn down, delete the group."""
    try:
        return (yield)
    finally:
        done = [key for key, last in _LAST_USER.items() if last == item.nodeid]
        if done and _ACTIVE:
            _ACTIVE[0].delete(done)


@pytest.fixture(scope="session")
def serve_graphs(ray_serve: int, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServeGraphs]:
    """The session's shared Serve applications (see the module docstring)."""
    graphs = ServeGraphs(ray_serve, tmp_path_factory)
    _ACTIVE.append(graphs)
    try:
        yield graphs
    finally:
        _ACTIVE.remove(graphs)
        graphs.close()
