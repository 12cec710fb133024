"""The review desk end to end in a real browser: Debian's headless Chromium driven by Selenium opens the
desk of a real Serve app (scripted generator, real traces on the loopback S3 server), signs in with a
reviewer key, finds the escalated request, sees the failing span marked (a figure in no passage, and on a
second request an unsupported claim with the passage the tiny NLI pool matched and its scores), is refused
an edit that adds an SSN (the check named), releases an edited answer; the original client's
GET /v1/requests/{id} then returns the released text. Screenshots of the queue and of the request view go to the test's tmp dir
(and to $GATE_SCREENSHOTS_DIR when it is set).

Sessions and origins: a page on another origin of the same site (another localhost port, so the SameSite=Strict
cookie rides along) that auto-submits the login form or a decision form with the session's CSRF token is
refused (403 origin_refused), and so is an HTTP client sending a foreign Origin with the cookie and token;
after "Sign out" the cookie captured before is refused, by the browser and by an HTTP client, and signing in
again gives a new cookie that works."""

from __future__ import annotations

import contextlib
import http.server
import os
import re
import shutil
import threading
import time

import yaml

import httpx
import pytest
from ray import serve

from deployments.app import AppArgs, build_app
from tests.payer_texts import GOOD, SOURCE, WITH_SSN
from tests.payer_texts import WRONG_FIGURE as WRONG
from tests.s3_server import DUMMY_AWS_ENV, moto_s3_server
from tests.netutil import free_port
from tests.serve_graphs import GroupEnv, serve_group
from tests.test_serve_app import deterministic_policy_file

UNSUPPORTED = "The plan pays for unlimited dental implants for every member."
"""A claim no passage supports: the tiny NLI pool leaves it unsupported (as in test_review)."""

pytestmark = pytest.mark.slow

CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")
API_KEY = "api-e2e-4b2c-91aa"
REVIEWER_KEY = "rk-e2e-ann-70f3-c2d9"


def _no_browser() -> str | None:
    if CHROMIUM and CHROMEDRIVER:
        return None
    return ("Debian's chromium and chromium-driver are not installed "
            "(apt-get update && apt-get install -y chromium chromium-driver)")


@serve_group(wave="desk", skip_reason=_no_browser)
@contextlib.contextmanager
def desk_gate(env: GroupEnv):
    """The `desk-gate` application (tiny NLI pool, traces to its own moto S3 server): its base URL on localhost."""
    tiny_models = env.tiny_models
    policy_path = deterministic_policy_file(env.tmp)
    policy = yaml.safe_load(policy_path.read_text())
    policy["profiles"]["default"] = [*policy["profiles"]["deterministic"], "groundedness"]
    policy_path.write_text(yaml.safe_dump(policy))
    with moto_s3_server() as s3:
        bucket = s3.create_bucket("desk-traces")
        args = AppArgs(
            policy_path=str(policy_path),
            generator={"backend": "custom", "engine_class": "gate_testkit.scripted:ScriptedEngine", "model": "scripted", "answers": [WRONG] * 6},
            nli={"model": str(tiny_models.nli)},
            trace_uri=f"s3://{bucket}/desk",
            trace={"endpoint_url": s3.endpoint_url, "flush_interval_s": 0.5, "spool_dir": str(env.tmp / "spool")},
            api_keys=[API_KEY],
            reviewer_keys=[f"ann:{REVIEWER_KEY}"],
            deployments={"Gate": {"ray_actor_options": {"num_cpus": 0, "runtime_env": {"env_vars": DUMMY_AWS_ENV}}},
                         **{name: {"ray_actor_options": {"num_cpus": 0}}
                            for name in ("Generator", "ClaimExtractor", "NLIScorer", "Judge")}},
        )
        # localhost: a secure context for Chromium, so the Secure session cookie is kept over plain HTTP
        yield [serve.RunTarget(build_app(args), name="desk-gate", route_prefix="/desk")], f"http://localhost:{env.port}/desk"


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1440,1000",
                 "--no-proxy-server"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    driver.implicitly_wait(10)  # the page after a click or a form post may still be loading
    try:
        yield driver
    finally:
        driver.quit()


def test_a_reviewer_releases_an_edited_answer_in_the_browser(desk_gate, browser, tmp_path):
    from selenium.webdriver.common.by import By

    base = desk_gate
    api = {"Authorization": f"Bearer {API_KEY}"}
    with httpx.Client(timeout=60) as client:
        escalated = client.post(f"{base}/v1/gate", headers=api, json={
            "query": "What does the plan cover after a hospital stay?", "sources": [SOURCE], "profile": "deterministic",
            "max_attempts": 1, "request_id": "desk-e2e-1"})
        assert escalated.status_code == 202, escalated.text
        location = escalated.headers["location"]
        assert location == "/desk/v1/requests/desk-e2e-1"
        status_url = base.removesuffix("/desk") + location
        assert client.get(status_url, headers=api).json()["status"] == "escalated"
        # An API key does not open the desk.
        assert client.get(f"{base}/review", headers=api).status_code == 401
        claim = client.post(f"{base}/v1/verify", headers=api, json={
            "query": "What does the plan cover?", "answer": UNSUPPORTED, "sources": [SOURCE],
            "checks": ["groundedness"], "request_id": "desk-e2e-claim"})
        assert claim.status_code == 202, claim.text

    browser.get(f"{base}/review")
    assert browser.current_url.endswith("/review/login")
    browser.find_element(By.ID, "key").send_keys(REVIEWER_KEY)
    browser.find_element(By.CSS_SELECTOR, "form.login button").click()
    link = browser.find_element(By.LINK_TEXT, "desk-e2e-1")
    assert "figures" in browser.find_element(By.CSS_SELECTOR, "table.queue").text
    browser.save_screenshot(str(tmp_path / "queue.png"))

    link.click()
    marked = browser.find_elements(By.CSS_SELECTOR, "#answer mark.span.figures")
    assert marked and "120" in marked[0].text
    assert "figure in no passage" in marked[0].get_attribute("title")
    assert "skilled nursing facility" in browser.find_element(By.ID, "source-1").text
    browser.save_screenshot(str(tmp_path / "request.png"))
    request_url = browser.current_url

    browser.get(f"{base}/review/requests/desk-e2e-claim")
    claims = browser.find_elements(By.CSS_SELECTOR, "#answer mark.span.groundedness")
    assert claims and "dental implants" in claims[0].text
    assert "unsupported claim" in claims[0].get_attribute("title")
    finding = browser.find_element(By.CSS_SELECTOR, "#findings li.finding.groundedness").text
    assert "NLI entailment" in finding and "closest passage [1]" in finding, finding
    assert "skilled nursing facility" in finding.split("closest passage [1]", 1)[1], finding
    browser.save_screenshot(str(tmp_path / "claim.png"))
    browser.get(request_url)

    text = browser.find_element(By.ID, "text")
    text.clear()
    text.send_keys(WITH_SSN)
    browser.find_element(By.ID, "release").click()
    refusal = browser.find_element(By.ID, "message").text
    assert "phi" in refusal and "cannot be released" in refusal
    browser.save_screenshot(str(tmp_path / "refused.png"))

    text = browser.find_element(By.ID, "text")
    text.clear()
    text.send_keys(GOOD)
    browser.find_element(By.ID, "note").send_keys("120 -> 100 days, as the handbook says")
    browser.find_element(By.ID, "release").click()
    assert "release (edited) by ann" in browser.find_element(By.ID, "decided").text
    browser.save_screenshot(str(tmp_path / "released.png"))
    if os.environ.get("GATE_SCREENSHOTS_DIR"):  # to keep them past pytest's tmp dir rotation
        shutil.copytree(tmp_path, os.environ["GATE_SCREENSHOTS_DIR"], dirs_exist_ok=True)

    with httpx.Client(timeout=60) as client:
        released = client.get(status_url, headers=api).json()
    assert released["status"] == "released" and released["output"] == GOOD


SESSION_COOKIE = "gate_review_session"


@contextlib.contextmanager
def foreign_site(pages: dict[str, str]):
    """Serve `pages` (path -> HTML) from http://localhost:<another port>: another origin, the same site."""

    class Pages(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            body = pages.get(self.path, "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Pages)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


def auto_post(action: str, fields: dict[str, str]) -> str:
    inputs = "".join(f'<input type="hidden" name="{k}" value="{v}">' for k, v in fields.items())
    return (f'<!doctype html><form method="post" action="{action}">{inputs}</form>'
            "<script>document.forms[0].submit()</script>")


def _sign_in(browser, base: str) -> None:
    from selenium.webdriver.common.by import By

    browser.get(f"{base}/review/login")
    browser.find_element(By.ID, "key").send_keys(REVIEWER_KEY)
    browser.find_element(By.CSS_SELECTOR, "form.login button").click()
    browser.find_element(By.CSS_SELECTOR, "table.queue")


def test_signing_out_ends_the_session_and_other_origins_cannot_post(desk_gate, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.wait import WebDriverWait

    base = desk_gate
    desk_origin = base.removesuffix("/desk")
    api = {"Authorization": f"Bearer {API_KEY}"}
    with httpx.Client(timeout=60) as client:
        escalated = client.post(f"{base}/v1/gate", headers=api, json={
            "query": "What does the plan cover after a hospital stay?", "sources": [SOURCE], "profile": "deterministic",
            "max_attempts": 1, "request_id": "desk-e2e-origin"})
        assert escalated.status_code == 202, escalated.text
    status_url = desk_origin + escalated.headers["location"]

    browser.get(f"{base}/review/login")
    browser.delete_all_cookies()
    _sign_in(browser, base)
    old = browser.get_cookie(SESSION_COOKIE)
    assert old is not None and old["secure"] and old["httpOnly"] and old["sameSite"] == "Strict"
    token = browser.find_element(By.CSS_SELECTOR, 'header input[name="csrf_token"]').get_attribute("value")
    decide_url = f"{base}/review/requests/desk-e2e-origin/decide"
    form = {"action": "reject", "csrf_token": token, "note": "forged"}

    with foreign_site({"/login.html": auto_post(f"{base}/review/login", {"key": REVIEWER_KEY}),
                       "/decide.html": auto_post(decide_url, form)}) as attacker:
        assert attacker.split(":")[1] == base.split(":")[1] and attacker != desk_origin  # same site, another origin
        browser.get(f"{attacker}/decide.html")  # cookie (SameSite=Strict: same site) and CSRF token, foreign Origin
        WebDriverWait(browser, 30).until(lambda b: "origin_refused" in b.page_source)
        browser.get(f"{attacker}/login.html")
        WebDriverWait(browser, 30).until(lambda b: "origin_refused" in b.page_source)
        browser.save_screenshot(str(tmp_path / "foreign-origin.png"))
    browser.get(f"{base}/review")
    assert browser.get_cookie(SESSION_COOKIE)["value"] == old["value"], "the forged sign-in set no new session"

    cookie = {"Cookie": f"{SESSION_COOKIE}={old['value']}"}
    with httpx.Client(timeout=60) as client:
        for origin in ("http://evil.example", f"http://localhost:{free_port()}", "null"):
            forged = client.post(decide_url, data=form, headers={**cookie, "Origin": origin})
            assert forged.status_code == 403 and forged.json()["error"]["code"] == "origin_refused", forged.text
        forged = client.post(f"{base}/review/login", data={"key": REVIEWER_KEY},
                             headers={"Origin": "http://evil.example"})
        assert forged.status_code == 403 and SESSION_COOKIE not in forged.headers.get("set-cookie", "")
        assert client.get(status_url, headers=api).json()["status"] == "escalated", "a refused post decided nothing"

    browser.find_element(By.CSS_SELECTOR, "header form.inline button").click()  # Sign out
    WebDriverWait(browser, 30).until(lambda b: b.current_url.endswith("/review/login"))
    assert browser.get_cookie(SESSION_COOKIE) is None
    with httpx.Client(timeout=60) as client:
        page = client.get(f"{base}/review", headers=cookie)
        assert page.status_code == 303 and page.headers["location"].endswith("/review/login"), page.text
        post = client.post(decide_url, data=form, headers={**cookie, "Origin": desk_origin})
        assert post.status_code == 303 and post.headers["location"].endswith("/review/login"), post.text
        assert client.get(status_url, headers=api).json()["status"] == "escalated"
    browser.add_cookie({k: old[k] for k in ("name", "value", "path", "secure", "httpOnly", "sameSite")})
    browser.get(f"{base}/review")  # the browser sends the old cookie again: the login form, not the queue
    assert browser.current_url.endswith("/review/login")
    browser.save_screenshot(str(tmp_path / "signed-out.png"))

    _sign_in(browser, base)
    new = browser.get_cookie(SESSION_COOKIE)
    assert new is not None and new["value"] != old["value"]
    assert "signed in as ann" in browser.find_element(By.CSS_SELECTOR, "header .who").text
    with httpx.Client(timeout=60) as client:
        assert client.get(f"{base}/review", headers={"Cookie": f"{SESSION_COOKIE}={new['value']}"}).status_code == 200
