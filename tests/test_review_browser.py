"""The review desk end to end in a real browser: Debian's headless Chromium driven by Selenium opens the
desk of a real Serve app (scripted generator, real traces on the loopback S3 server), signs in with a
reviewer key, finds the escalated request, sees the failing span marked (a figure in no passage, and on a
second request an unsupported claim with the passage the tiny NLI pool matched and its scores), is refused
an edit that adds an SSN (the check named), releases an edited answer; the original client's
GET /v1/requests/{id} then returns the released text. Screenshots of the queue and of the request view go to the test's tmp dir
(and to $GATE_SCREENSHOTS_DIR when it is set)."""

from __future__ import annotations

import contextlib
import os
import shutil
import time

import yaml

import httpx
import pytest
from ray import serve

from deployments.app import AppArgs, build_app
from tests.payer_texts import GOOD, SOURCE, WITH_SSN
from tests.payer_texts import WRONG_FIGURE as WRONG
from tests.s3_server import DUMMY_AWS_ENV, moto_s3_server
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


@serve_group(wave="ingress", skip_reason=_no_browser)
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
