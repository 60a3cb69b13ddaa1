"""Fixtures for real-browser tests: a throwaway JupyterLab, Debian's Chromium, a logged-in page.

A browser test looks like this (see ``test_smoke.py``)::

    import pytest
    from lab_driver import open_notebook, run_all, stderr_outputs
    from playwright.sync_api import expect

    pytestmark = pytest.mark.browser

    def test_button_answers(jupyter_lab, page):
        open_notebook(page, jupyter_lab.add_notebook(NOTEBOOKS / "smoke_widget.ipynb"))
        run_all(page)
        page.locator("button.ttt-smoke-button").click()
        expect(page.locator(".ttt-smoke-label")).to_have_text("clicked 1 time")
        expect(stderr_outputs(page)).to_have_count(0)

Fixtures:
    chromium_executable (session): path of the browser. No browser fails the test when
        ``CI`` is set and skips it otherwise.
    axe_script (session): path of axe-core's ``axe.min.js`` (``$TTT_LAB_AXE``, else where
        ``.ci/run`` installs it, ``.cache/axe``); missing, it fails the test in CI and skips it
        elsewhere. Audit a page with ``lab_driver.axe_violations(page, axe_script, selector)``.
    browser (session): a Playwright Chromium launched with the flags of BROWSER_TESTING.md.
    jupyter_lab (session): a :class:`lab_driver.JupyterLabServer` (127.0.0.1, free port,
        random token, temp config/runtime/root/settings dirs, own process group), stopped
        with SIGTERM then SIGKILL at the end. Put notebooks in it with ``add_notebook``.
    page (function): a fresh browser context on that server, already logged in; relative
        URLs resolve against the server. Its kernels are shut down afterwards. A screenshot of the page is saved to
        ``test-artifacts/<test>.png`` after every test, and the server log next to it when
        the test failed.
    voila_page (function): a factory, ``voila_page(notebook_path, arcade_theme=None) -> Page``,
        that serves the notebook with Voilà (which runs every cell on load; with
        ``arcade_theme``, through ``python -m ttt_lab arcade --theme ...``) and returns a page
        showing it; servers and pages are closed after the test. Skips when voila is not installed.

Run with ``--headed`` to watch the browser.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from lab_driver import (
    ARTIFACTS,
    AXE_ENV,
    JupyterLabServer,
    ServerProcess,
    VoilaServer,
    find_axe,
    find_chromium,
    launch_options,
    login,
)
from playwright.sync_api import Browser, Page, sync_playwright

# The fixture notebooks are driven in the browser; nbval need not run them a second time.
collect_ignore = ["notebooks"]

_failed_key = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if report.failed:
        item.stash[_failed_key] = True
    return report


def _missing(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set, so a browser test may not be skipped)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    path = find_chromium()
    if path is None or not Path(path).exists():
        _missing("no Chromium found (apt-get install chromium, or set TTT_LAB_CHROMIUM)")
    assert path is not None
    return path


@pytest.fixture(scope="session")
def axe_script() -> Path:
    """axe-core's ``axe.min.js`` (see :func:`lab_driver.find_axe`); missing: fails in CI, skips elsewhere."""
    path = find_axe()
    if path is None:
        _missing(f"axe-core not found: npm install --prefix .cache/axe axe-core@4, or set {AXE_ENV}")
    assert path is not None
    return path


@pytest.fixture(scope="session")
def browser(chromium_executable: str, pytestconfig: pytest.Config) -> Iterator[Browser]:
    headed = bool(pytestconfig.getoption("--headed", default=False))
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**launch_options(chromium_executable, headed=headed))
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def jupyter_lab(
    tmp_path_factory: pytest.TempPathFactory, chromium_executable: str
) -> Iterator[JupyterLabServer]:
    # Asks for the browser first: without one, skip (or fail) before starting a server.
    try:
        server = JupyterLabServer(tmp_path_factory.mktemp("jupyterlab"))
    except RuntimeError as error:
        pytest.fail(f"JupyterLab did not start: {error}")
    yield server
    server.stop()


def open_page(browser: Browser, server: ServerProcess, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A logged-in page on ``server``; saves a screenshot (and the log on failure) afterwards."""
    context = browser.new_context(base_url=server.base_url, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    login(page, server)
    yield page
    ARTIFACTS.mkdir(exist_ok=True)
    stem = re.sub(r"[^\w.-]+", "_", request.node.nodeid.split("/")[-1])
    try:
        page.screenshot(path=str(ARTIFACTS / f"{stem}.png"), full_page=True)
    finally:
        context.close()
        server.after_test()
        if request.node.stash.get(_failed_key, False):
            shutil.copy(server.log_path, ARTIFACTS / f"{stem}.server.log")


@pytest.fixture
def page(browser: Browser, jupyter_lab: JupyterLabServer, request: pytest.FixtureRequest) -> Iterator[Page]:
    yield from open_page(browser, jupyter_lab, request)


@pytest.fixture
def voila_page(
    browser: Browser, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Callable[..., Page]]:
    if importlib.util.find_spec("voila") is None:
        pytest.skip("voila is not installed")
    opened: list[tuple[VoilaServer, Iterator[Page]]] = []

    def serve(notebook: Path, arcade_theme: str | None = None) -> Page:
        try:
            server = VoilaServer(tmp_path_factory.mktemp("voila"), notebook, arcade_theme=arcade_theme)
        except RuntimeError as error:
            pytest.fail(f"Voilà did not start: {error}")
        pages = open_page(browser, server, request)
        opened.append((server, pages))
        page = next(pages)
        page.goto(server.page_path)
        return page

    yield serve
    for server, pages in opened:
        try:
            next(pages, None)  # runs open_page's teardown: screenshot, close
        finally:
            server.stop()
