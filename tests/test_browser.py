"""One real-browser test: JupyterLab in headless Chromium, driven by Playwright.

A JupyterLab server is started on a free local port over a copy of the lessons; the browser opens
a lesson that ends with an Explorer, runs every cell, presses the Explorer's "Random step" button,
and checks that the board picture and the move log changed: the widget JavaScript, the kernel
callback and the in-place redraw all work together.  The system Chromium is used; nothing is
downloaded.  The test is skipped only where ``/usr/bin/chromium`` is not installed.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSON = "00_start_here.ipynb"  # ends with a Golden Ankh Explorer
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--no-first-run", "--disable-sync", "--disable-dev-shm-usage",
]
SETTINGS = {
    # no news or update checks (they would try to reach the internet), every cell rendered, no autosave
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
}
SERVER_START_S = 120
RUN_ALL_S = 240
CHANGE_S = 60

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"Chromium is not installed at {CHROMIUM} "
                       "(apt-get install -y chromium); .ci/run installs it"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory) -> Iterator[str]:
    """A JupyterLab server over a copy of the notebooks (runs never write into the project)."""
    base = tmp_path_factory.mktemp("lab")
    root = base / "root"
    shutil.copytree(NOTEBOOKS, root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    app_settings = base / "app-settings"
    app_settings.mkdir()
    (app_settings / "overrides.json").write_text(json.dumps(SETTINGS), encoding="utf-8")
    port = free_port()
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=",
        f"--ServerApp.root_dir={root}",
        f"--LabApp.app_settings_dir={app_settings}",
        f"--LabApp.user_settings_dir={base / 'user-settings'}",
        f"--LabApp.workspaces_dir={base / 'workspaces'}",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(base / "runtime"), "RULEKIT_LANG": "en"}
    log = (base / "server.log").open("w")
    server = subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                              start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            if server.poll() is not None:
                pytest.fail(f"jupyter lab exited ({server.returncode}):\n{(base / 'server.log').read_text()}")
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"jupyter lab did not answer within {SERVER_START_S} s:\n"
                            f"{(base / 'server.log').read_text()}")
            time.sleep(0.5)
        yield url
    finally:
        # the server and the kernels it started share the session begun above
        try:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(server.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        log.close()


@pytest.fixture(scope="module")
def page(lab):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS)
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            page = context.new_page()
            page.set_default_timeout(60_000)
            yield page
        finally:
            browser.close()


def started(page) -> bool:
    """Some code cell is running or has run (its prompt shows ``[*]`` or ``[n]``)."""
    prompts = page.locator(".jp-CodeCell .jp-InputPrompt").all_inner_texts()
    return any(re.search(r"\[(\*|\d+)\]", p) for p in prompts)


def run_all_cells(page) -> None:
    """Run ▸ Run All Cells; tried again while the notebook was not yet ready to take the command."""
    for _ in range(5):
        page.locator(".jp-Notebook .jp-Cell").first.click()
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if started(page):
                return
            time.sleep(0.5)
        page.keyboard.press("Escape")
    pytest.fail("Run All Cells did not start the lesson")


def wait_until_idle(page, cells: int) -> None:
    """Every code cell has run: each input prompt shows ``[n]``, none ``[*]`` or ``[ ]``.

    A cell that raises stops Run All; its traceback is reported at once.
    """
    deadline = time.monotonic() + RUN_ALL_S
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']",
                          has_text="Traceback")
    while time.monotonic() < deadline:
        if errors.count():
            pytest.fail(f"a cell of the lesson failed in the browser:\n{errors.first.inner_text()}")
        prompts = page.locator(".jp-CodeCell .jp-InputPrompt").all_inner_texts()
        done = [p for p in prompts if re.search(r"\[\d+\]", p)]
        if len(prompts) == cells and len(done) == cells:
            return
        time.sleep(0.5)
    pytest.fail(f"the lesson did not finish within {RUN_ALL_S} s: prompts {prompts}")


def wait_for_change(read, before: str, what: str) -> str:
    deadline = time.monotonic() + CHANGE_S
    while time.monotonic() < deadline:
        now = read()
        if now != before:
            return now
        time.sleep(0.25)
    pytest.fail(f"the {what} did not change within {CHANGE_S} s after the click")


def test_a_lesson_runs_and_its_explorer_steps_in_the_browser(lab, page):
    lesson = json.loads((NOTEBOOKS / LESSON).read_text(encoding="utf-8"))
    code_cells = sum(cell["cell_type"] == "code" for cell in lesson["cells"])
    page.goto(f"{lab}/lab/tree/notebooks/{LESSON}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    # the kernelspec in the notebook's metadata means no "Select Kernel" dialog; accept one if it comes
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    page.get_by_text(re.compile(r"\| Idle$")).first.wait_for(timeout=90_000)  # the kernel is up
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()

    run_all_cells(page)
    wait_until_idle(page, code_cells)

    random_step = page.get_by_role("button", name=re.compile(r"Random step"))
    explorer = page.locator(".jp-OutputArea-output").filter(has=random_step).last
    explorer.wait_for()
    board = explorer.locator("img").first
    log = explorer.locator(".widget-html", has_text=re.compile(r"^\s*Moves"))
    board.wait_for()
    board_before = board.get_attribute("src")
    log_before = log.inner_text()
    assert "No move yet" in log_before

    explorer.get_by_role("button", name=re.compile(r"Random step")).click()

    board_after = wait_for_change(lambda: board.get_attribute("src"), board_before, "board picture")
    log_after = wait_for_change(log.inner_text, log_before, "move log")
    assert board_after and board_after != board_before
    assert re.search(r"1\. P1: \S", log_after), log_after
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0
