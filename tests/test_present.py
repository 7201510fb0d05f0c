"""The presentation view (``make present``, ``widgets.present``): a lesson shown to a class through Voilà,
with its narrative, boards and live widgets and no code.

The fast tests check the addresses, the refusals, that Voilà is installed as a Jupyter server extension
(so ``/voila/render/…`` answers in ``make lab``, Binder and ``make present`` alike) and that both start
pages tell the way in.  The deep-tier browser test starts ``python -m widgets.present`` over a copy of the
lessons, opens its start page in headless Chromium, follows a lesson's link (which stays in the view),
and checks the lesson shows no code, draws its boards, and that its quiz and Explorer answer clicks
(the kernel behind the view is live); in Korean and English.  ``RULEKIT_SHOTS=folder`` keeps screenshots.
"""
from __future__ import annotations

import json
import os
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

from rulekit.core import OptionError
from widgets import present

PROJECT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-dev-shm-usage"]
LESSON = "golden_ankh/05_adjacency.ipynb"
# what the start page's link, the quiz's answer button, its verdict and the Explorer's button read
WORDS = {
    "ko": {"link": "인접: 산 타일을 놓는 자리", "legal": "된다", "right": "정답", "random": "무작위 한 수"},
    "en": {"link": "Adjacency: where a bought tile goes", "legal": "Legal", "right": "Right",
           "random": "Random step"},
}


def test_addresses_of_the_view():
    assert present.voila_path() == "voila/render/notebooks/ko/00_start_here.ipynb"
    assert present.present_url(LESSON, "en", "/user/kim") == f"/user/kim/voila/render/notebooks/en/{LESSON}"
    assert present.binder_url(LESSON).endswith(f"?urlpath=voila/render/notebooks/ko/{LESSON}")
    assert present.voila_path("a/00 b.ipynb") == "voila/render/notebooks/ko/a/00%20b.ipynb"


@pytest.mark.parametrize("lesson, lang, field, korean", [
    ("00_start_here.ipynb", "fr", "lang", "'fr'은 없습니다"),
    ("../../rulekit/x.ipynb", "ko", "lesson", "'../../rulekit/x.ipynb'는 쓸 수 없습니다"),
    ("golden_ankh/", "en", "lesson", "'golden_ankh/'는 쓸 수 없습니다"),
])
def test_a_bad_lesson_or_edition_is_refused_in_both_languages(lesson, lang, field, korean):
    with pytest.raises(OptionError) as refused:
        present.voila_path(lesson, lang)
    assert refused.value.field == field and korean in refused.value.message("ko")
    assert str(refused.value).isascii()


def test_the_command_refuses_a_missing_lesson_without_starting_a_server(capsys):
    assert present.main(["--lesson", "golden_ankh/99_none.ipynb", "--root", str(PROJECT)]) == 2
    err = capsys.readouterr().err
    assert "ko/golden_ankh/99_none.ipynb 수업이 없습니다" in err and "no lesson ko/golden_ankh/99_none" in err


def test_the_server_command_opens_the_view_of_the_lesson():
    command = present.server_command(PROJECT, LESSON, "en", port=9123, open_browser=False)
    assert command[1:3] == ["-m", "jupyter_server"] and "--no-browser" in command
    assert f"--ServerApp.root_dir={PROJECT}" in command and "--ServerApp.port=9123" in command
    assert command[-1] == f"--ServerApp.default_url=/voila/render/notebooks/en/{LESSON}"


def test_voila_is_installed_as_a_jupyter_server_extension():
    """So that ``/voila/render/…`` answers on any Jupyter server of the kit's environment (make lab,
    Binder, make present) and JupyterLab shows the Render with Voilà button."""
    from jupyter_core.paths import jupyter_config_path, jupyter_path

    assert __import__("importlib").util.find_spec("voila") is not None
    enabled = {}
    for folder in jupyter_config_path():
        for conf in sorted(Path(folder, "jupyter_server_config.d").glob("*.json")):
            enabled.update(json.loads(conf.read_text()).get("ServerApp", {}).get("jpserver_extensions", {}))
    assert enabled.get("voila.server_extension") is True
    assert any(Path(p, "labextensions", "@voila-dashboards", "jupyterlab-preview").is_dir()
               for p in jupyter_path())
    requirements = (PROJECT / "binder" / "requirements.txt").read_text(encoding="utf-8").split()
    assert any(line.startswith("voila") for line in requirements), "Binder installs Voilà"


@pytest.mark.parametrize("lang", present.LANGS)
def test_the_start_page_shows_the_way_to_the_view(lang):
    nb = json.loads((PROJECT / "notebooks" / lang / present.START).read_text(encoding="utf-8"))
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    assert "Render with Voilà" in text and "`/voila/render/`" in text and "`make present`" in text
    for edition in present.LANGS:
        assert f"]({present.binder_url(lang=edition)})" in text
    assert {"ko": "발표 화면", "en": "presentation view"}[lang] in text


# --------------------------------------------------------------------------- in the browser


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[str]:
    """``python -m widgets.present`` over a copy of the lessons (a run never writes into the project)."""
    root = tmp_path_factory.mktemp("present")
    shutil.copytree(PROJECT / "notebooks", root / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    port = free_port()
    log = (root / "server.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "widgets.present", "--no-browser", f"--port={port}",
                             f"--root={root}", "--IdentityProvider.token=", "--ServerApp.password=",
                             "--ServerApp.port_retries=0"],
                            cwd=PROJECT, env={**os.environ, "JUPYTER_RUNTIME_DIR": str(root / "rt")},
                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                pytest.fail(f"the presentation server exited:\n{(root / 'server.log').read_text()}")
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"no answer within 120 s:\n{(root / 'server.log').read_text()}")
                time.sleep(0.5)
        yield url
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        log.close()


def shot(page, name: str) -> None:
    folder = os.environ.get("RULEKIT_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"present-{name}.png"))


@pytest.mark.deep
@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason=f"Chromium is not installed at {CHROMIUM}")
@pytest.mark.parametrize("lang", present.LANGS)
def test_a_lesson_is_presented_with_live_boards_and_no_code(server, lang):
    from playwright.sync_api import sync_playwright

    words = WORDS[lang]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(240_000)
            # the start page of the edition, in the view; its lesson links stay in the view
            page.goto(f"{server}/{present.voila_path(lang=lang)}")
            link = page.locator("a", has_text=words["link"]).first
            link.wait_for()
            assert page.locator(".jp-InputArea-editor").count() == 0
            shot(page, f"{lang}-start")
            link.click()
            legal = page.locator("button.jupyter-button", has_text=words["legal"]).first
            legal.wait_for()
            assert page.url.endswith(present.voila_path(LESSON, lang))
            # narrative and boards, no code
            text = page.evaluate("document.body.innerText")
            assert "GA.place.adjacent" in text and "set_language" not in text and "import rulekit" not in text
            assert page.locator(".jp-InputArea-editor, .jp-CodeMirrorEditor").count() == 0
            boards = page.evaluate("[...document.querySelectorAll('img')].filter(i => i.naturalWidth >= 600)"
                                   ".length")
            assert boards >= 4, f"{boards} board pictures"
            # the quiz answers a click: the kernel behind the view is live
            legal.scroll_into_view_if_needed()
            legal.click()
            page.get_by_text(words["right"]).first.wait_for(timeout=60_000)
            shot(page, f"{lang}-quiz")
            # the Explorer steps and redraws its board
            step = page.locator("button.jupyter-button", has_text=words["random"]).last
            step.scroll_into_view_if_needed()
            pictures = "[...document.querySelectorAll('img.widget-image')].map(i => i.src)"
            before = page.evaluate("document.body.innerText")
            boards_before = page.evaluate(pictures)
            step.click()
            page.wait_for_function("before => document.body.innerText !== before", arg=before, timeout=60_000)
            page.wait_for_function(f"before => {pictures}.some((src, n) => src !== before[n])",
                                   arg=boards_before, timeout=60_000)  # the board was drawn anew
            shot(page, f"{lang}-explorer")
        finally:
            browser.close()
