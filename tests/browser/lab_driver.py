"""Drive JupyterLab 4 (and Voilà) in a real Chromium: a throwaway server and page helpers.

The fixtures in ``tests/browser/conftest.py`` build on this module; tests import the page
helpers from it::

    from lab_driver import open_notebook, run_all, stderr_outputs

    @pytest.mark.browser
    def test_board_answers(jupyter_lab, page):
        name = jupyter_lab.add_notebook(NOTEBOOKS / "board.ipynb")
        open_notebook(page, name)
        run_all(page)
        page.locator("button.ttt-cell-1-1").click()
        ...

What was learnt the hard way, and what these helpers therefore do:

- Kernel readiness is the status bar text ``<kernel> | Idle``; the toolbar indicator says
  "idle" before a kernel exists, and a Run All clicked then is silently lost.
- Run All is picked by its command id; its menu text also matches "Restart Kernel and Run
  All Cells…".
- Notebooks are copied without outputs and saved widget state, which would render as text
  and could satisfy a selector before the kernel ran anything.
- Never sleep: ``expect`` polls up to a bounded timeout, and a click's round trip through
  the kernel can queue behind running cells.
- ``playwright install`` cannot download browsers here: Debian's ``/usr/bin/chromium`` is
  launched with the flags in ``CHROMIUM_ARGS`` (its wrapper's "unexpected operator" message
  on stderr is harmless).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
"""Where browser tests save screenshots and server logs (gitignored)."""

STARTUP_TIMEOUT_S = 90.0
"""How long a server may take to answer its first request before the test fails."""

KERNEL_TIMEOUT_MS = 90_000
"""How long to wait for a kernel to start, or for Run All to finish."""

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
"""Chromium flags that work as root in a container without network (see BROWSER_TESTING.md)."""

_KERNEL_IDLE = re.compile(r"^(?!No Kernel).+ \| Idle$")
_STDERR = "[data-mime-type='application/vnd.jupyter.stderr']"


def find_chromium() -> str | None:
    """The Chromium executable to drive: ``$TTT_LAB_CHROMIUM``, Debian's, or one on PATH.

    Returns:
        A path, or None when no browser is installed.
    """
    override = os.environ.get("TTT_LAB_CHROMIUM")
    if override:
        return override
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


AXE_ENV = "TTT_LAB_AXE"
"""Names ``axe.min.js`` (axe-core 4) for the accessibility audits, if not in :data:`AXE_DEFAULT`."""

AXE_DEFAULT = Path(__file__).resolve().parents[2] / ".cache" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
"""Where ``.ci/run`` installs axe-core (``npm install --prefix .cache/axe axe-core@4``, gitignored)."""


def find_axe() -> Path | None:
    """The ``axe.min.js`` to inject into pages: ``$TTT_LAB_AXE``, else :data:`AXE_DEFAULT`; None if neither exists."""
    override = os.environ.get(AXE_ENV)
    for candidate in ([Path(override)] if override else [AXE_DEFAULT]):
        if candidate.is_file():
            return candidate
    return None


AXE_SERIOUS = """
async (selector) => {
  const context = selector ? document.querySelectorAll(selector) : document;
  if (selector && !context.length) throw new Error(`nothing matches ${selector}`);
  const result = await axe.run(context, {
    runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}, resultTypes: ["violations"],
  });
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
  }));
}
"""
"""Run axe-core (WCAG 2.1 A and AA rules) on the elements ``selector`` matches, or on the
whole page for ``None``; return its serious and critical violations."""


def axe_violations(page: Page, axe_script: Path, selector: str | None = None) -> list[dict[str, Any]]:
    """The serious and critical WCAG 2.1 A/AA violations axe-core finds on ``page`` (in ``selector``)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_script))
    found: list[dict[str, Any]] = page.evaluate(AXE_SERIOUS, selector)
    return found


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def strip_notebook(source: Path, target: Path) -> None:
    """Copy a notebook without outputs, execution counts and saved widget state.

    Saved widget views would render as text reprs and could satisfy a selector before the
    kernel ever ran, so the copy starts as blank as a student's fresh checkout.
    """
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    target.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


class ServerProcess:
    """A Jupyter-style server in its own process group, logging to a file.

    Args:
        command: the argv to run.
        base_url: ``http://127.0.0.1:PORT/`` where the server will answer.
        token: the token it accepts.
        log_path: file receiving the server's stdout and stderr.
        env: the environment for the process.
        cwd: its working directory.
    """

    login_path: str | None = None
    """A path that, requested with ``?token=``, stores a login cookie (see :func:`login`)."""

    def __init__(
        self,
        command: list[str],
        *,
        base_url: str,
        token: str,
        log_path: Path,
        env: dict[str, str],
        cwd: Path,
    ) -> None:
        self.base_url = base_url
        self.token = token
        self.log_path = log_path
        self._log = log_path.open("wb")
        # A new session puts the server and its kernels in one process group that
        # stop() can end together, even if a kernel ignores its parent dying.
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=cwd,
            start_new_session=True,
        )

    def log_tail(self, lines: int = 40) -> str:
        """The last lines the server printed, for failure messages."""
        text = self.log_path.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def wait_until_ready(self, probe_path: str, timeout: float = STARTUP_TIMEOUT_S) -> None:
        """Poll ``probe_path`` until it answers 200; raise RuntimeError on exit or timeout."""
        url = f"{self.base_url}{probe_path}"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"server exited with code {self.process.returncode} before answering:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.25)
        raise RuntimeError(f"server did not answer {probe_path} within {timeout:.0f} s:\n{self.log_tail()}")

    def after_test(self) -> None:
        """Clean up what a test left on the server; subclasses say what that is."""

    def stop(self, grace: float = 10.0) -> None:
        """SIGTERM the whole process group; SIGKILL it if it is still there after ``grace``."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=grace)
        # Kernels are in the group too and may outlive the server: kill what is left.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        if self.process.poll() is None:
            self.process.wait(timeout=grace)
        self._log.close()


class JupyterLabServer(ServerProcess):
    """JupyterLab on 127.0.0.1 with a random token and every directory in ``workdir``.

    Config, runtime, IPython and user-settings directories are fresh, so nothing from the
    machine's own Jupyter set-up (or a news toast) leaks into a test.

    Args:
        workdir: an empty directory to hold the server's files; notebooks go in ``root``.
        startup_timeout: seconds to wait for the server to answer.
    """

    login_path = "api/status"

    def __init__(self, workdir: Path, startup_timeout: float = STARTUP_TIMEOUT_S) -> None:
        self.root = workdir / "root"
        self.settings = settings = workdir / "user-settings"
        notification = settings / "@jupyterlab" / "apputils-extension"
        for directory in (self.root, notification, workdir / "config", workdir / "runtime"):
            directory.mkdir(parents=True, exist_ok=True)
        (notification / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False}), encoding="utf-8"
        )
        port = free_port()
        token = secrets.token_hex(16)
        command = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--port-retries=0",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={self.root}",
            f"--LabApp.user_settings_dir={settings}",
            f"--LabApp.workspaces_dir={workdir / 'workspaces'}",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--allow-root")
        # Also in the environment, which kernels inherit: one settings directory for everything.
        env = {**isolated_jupyter_env(workdir), "JUPYTERLAB_SETTINGS_DIR": str(settings)}
        super().__init__(
            command,
            base_url=f"http://127.0.0.1:{port}/",
            token=token,
            log_path=workdir / "jupyterlab.log",
            env=env,
            cwd=self.root,
        )
        try:
            self.wait_until_ready(f"api/status?token={token}", startup_timeout)
        except BaseException:
            self.stop()
            raise

    def after_test(self) -> None:
        """Shut down every kernel session, so kernels of finished tests stop using the CPU."""
        headers = {"Authorization": f"token {self.token}"}
        request = urllib.request.Request(f"{self.base_url}api/sessions", headers=headers)
        with urllib.request.urlopen(request, timeout=10) as response:
            sessions = json.load(response)
        for session in sessions:
            url = f"{self.base_url}api/sessions/{session['id']}"
            urllib.request.urlopen(urllib.request.Request(url, headers=headers, method="DELETE"), timeout=30)

    def set_theme(self, name: str | None) -> None:
        """Save ``name`` ("JupyterLab Light", "JupyterLab Dark") as the theme, as the Theme menu
        does: pages opened after this show it. ``None``: back to
        no saved theme, JupyterLab's default (Light)."""
        path = self.settings / "@jupyterlab" / "apputils-extension" / "themes.jupyterlab-settings"
        if name is None:
            path.unlink(missing_ok=True)
        else:
            path.write_text(json.dumps({"theme": name}), encoding="utf-8")

    def add_notebook(self, source: Path, name: str | None = None) -> str:
        """Copy ``source`` into the server's root, stripped (see :func:`strip_notebook`).

        Returns:
            The name to pass to :func:`open_notebook`.
        """
        name = name or source.name
        strip_notebook(source, self.root / name)
        return name


class VoilaServer(ServerProcess):
    """Voilà serving one notebook (stripped like :meth:`JupyterLabServer.add_notebook`).

    Voilà runs every cell when the page loads and shows only the outputs: no menus, no
    kernel dialog. Open ``server.page_path`` in a page from the ``page`` machinery.

    Args:
        workdir: an empty directory to hold the server's files.
        notebook: the notebook to serve.
        startup_timeout: seconds to wait for the server to answer.
        arcade_theme: start Voilà the way students do, through ``python -m ttt_lab arcade
            --theme <arcade_theme>`` (``"light"`` or ``"dark"``), instead of ``voila`` itself.
    """

    def __init__(self, workdir: Path, notebook: Path, startup_timeout: float = STARTUP_TIMEOUT_S,
                 arcade_theme: str | None = None) -> None:
        root = workdir / "root"
        for directory in (root, workdir / "config", workdir / "runtime"):
            directory.mkdir(parents=True, exist_ok=True)
        strip_notebook(notebook, root / notebook.name)
        port = free_port()
        token = secrets.token_hex(16)
        start = (["voila", notebook.name] if arcade_theme is None
                 else ["ttt_lab", "arcade", "--notebook", notebook.name, "--theme", arcade_theme])
        command = [
            sys.executable,
            "-m",
            *start,
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            f"--port={port}",
            "--Voila.port_retries=0",
            f"--token={token}",
            "--show_tracebacks=True",
        ]
        super().__init__(
            command,
            base_url=f"http://127.0.0.1:{port}/",
            token=token,
            log_path=workdir / "voila.log",
            env=isolated_jupyter_env(workdir),
            cwd=root,
        )
        self.page_path = f"?token={token}"
        try:
            # A static file: asking for the notebook itself would start a kernel.
            self.wait_until_ready("voila/static/voila.js", startup_timeout)
        except BaseException:
            self.stop()
            raise


def isolated_jupyter_env(workdir: Path) -> dict[str, str]:
    """The current environment with Jupyter's and IPython's per-user directories in ``workdir``."""
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(workdir / "config"),
        JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
        # A kernelspec in the user's own data dir must not replace this environment's kernel.
        JUPYTER_DATA_DIR=str(workdir / "data"),
        IPYTHONDIR=str(workdir / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONUNBUFFERED="1",
    )
    return env


def open_notebook(page: Page, name: str) -> None:
    """Open notebook ``name`` (relative to the server root) and wait until its kernel is idle.

    The page must come from the ``page`` fixture, whose context knows the server's address
    and holds its login cookie. Each call opens a new, empty workspace, so tabs that earlier
    tests left open are not restored: the page shows this one notebook, and the other
    helpers rely on that. A "Select Kernel" dialog (notebook without kernelspec) is
    accepted with the default kernel.
    """
    page.goto(f"lab/workspaces/test-{secrets.token_hex(4)}/tree/{name}")
    kernel_ready = page.locator(".jp-StatusBar-TextItem").filter(has_text=_KERNEL_IDLE)
    dialog = page.locator(".jp-Dialog")
    expect(kernel_ready.or_(dialog).first).to_be_visible(timeout=KERNEL_TIMEOUT_MS)
    if dialog.count():
        accept_kernel_dialog(page)
    wait_kernel_idle(page)


def accept_kernel_dialog(page: Page) -> None:
    """Press the accept button of the open dialog ("Select Kernel") and wait for it to close."""
    accept = page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept")
    accept.click()
    expect(page.locator(".jp-Dialog")).to_have_count(0)


def wait_kernel_idle(page: Page, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """Wait for the status bar to show a started kernel that is idle.

    The toolbar's execution indicator says "idle" before any kernel exists (a Run All
    then is silently lost), so this reads the status bar text ``<kernel> | Idle``.
    """
    status = page.locator(".jp-StatusBar-TextItem").filter(has_text=_KERNEL_IDLE)
    expect(status).to_be_visible(timeout=timeout_ms)


def run_all(page: Page, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
    """Run every cell through the Run menu and wait until none is queued or running.

    Cells still queued ("[*]") when the time is up while the kernel says it is idle were
    never received by it: two clean-clone CI runs failed so, a few cells left queued for
    90 s after a Run All sent soon after the kernel first turned idle, while the same
    notebook runs in well under a second. Then the cells are run once more; a kernel
    still busy is a real timeout and fails.
    """
    queued = page.locator(".jp-CodeCell .jp-InputPrompt").filter(has_text="[*]")
    _click_run_all(page, timeout_ms)
    try:
        expect(queued).to_have_count(0, timeout=timeout_ms)
    except AssertionError:
        if not page.locator(".jp-StatusBar-TextItem").filter(has_text=_KERNEL_IDLE).count():
            raise
        _click_run_all(page, timeout_ms)
        expect(queued).to_have_count(0, timeout=timeout_ms)
    wait_kernel_idle(page, timeout_ms)


def _click_run_all(page: Page, timeout_ms: int) -> None:
    page.locator("#jp-MainMenu .lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    # By command id: the text "Run All Cells" also matches "Restart Kernel and Run All Cells…".
    page.locator("#jp-mainmenu-run li[data-command='runmenu:run-all']").click()
    prompts = page.locator(".jp-CodeCell .jp-InputPrompt")
    # Run All marks queued cells "[*]" at once; the first prompt shows a number or "[*]".
    expect(prompts.first).to_have_text(re.compile(r"\[(\*|\d+)\]"), timeout=timeout_ms)


def stderr_outputs(page: Page) -> Locator:
    """Every stderr output and traceback rendered in the page (expect a count of 0)."""
    return page.locator(_STDERR)


def image_pixel(image: Locator, x: int = 2, y: int = 2) -> list[int]:
    """The RGB of pixel ``(x, y)`` of an ``<img>`` on the page (a data-URL picture: readable by a canvas)."""
    pixel: list[int] = image.evaluate(
        """(image, [x, y]) => {
          const canvas = document.createElement("canvas");
          canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
          const context = canvas.getContext("2d");
          context.drawImage(image, 0, 0);
          return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
        }""",
        [x, y],
    )
    return pixel


def login(page: Page, server: ServerProcess) -> None:
    """Authenticate the page's browser context: one token request stores a login cookie."""
    if server.login_path is None:
        return
    response = page.context.request.get(f"{server.login_path}?token={server.token}")
    if not response.ok:
        raise RuntimeError(f"login failed: HTTP {response.status} {response.status_text}")


def launch_options(executable: str, *, headed: bool = False) -> dict[str, Any]:
    """Keyword arguments for ``playwright.chromium.launch`` with our browser and flags."""
    args = list(CHROMIUM_ARGS) if headed else ["--headless", *CHROMIUM_ARGS]
    return {"executable_path": executable, "headless": not headed, "args": args}
