"""Without a browser, browser tests skip on a laptop but fail in CI (a skip there hides a gap).

These run pytest on the smoke test with a browser path that does not exist; no browser starts.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_smoke_test_without_browser(*, ci: bool) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env["TTT_LAB_CHROMIUM"] = str(ROOT / "no-such-browser")
    if ci:
        env["CI"] = "true"
    return subprocess.run(
        # Without the suite's addopts and nbval, an inner pytest starts in about a second.
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-p", "no:nbval", "-p", "no:cacheprovider"]
        + ["-q", "-rfs", "tests/browser/test_smoke.py", "-k", "round_trips"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("ci", "exit_code", "summary"),
    [(False, pytest.ExitCode.OK, "1 skipped"), (True, pytest.ExitCode.TESTS_FAILED, "1 error")],
)
def test_a_missing_browser_skips_outside_ci_and_fails_in_ci(ci: bool, exit_code: int, summary: str) -> None:
    result = run_smoke_test_without_browser(ci=ci)
    output = result.stdout + result.stderr
    assert result.returncode == exit_code, output
    assert summary in output, output
    assert "no Chromium found" in output, output
