"""Real-browser tests: JupyterLab in headless Chromium at 1280x900, driven by Playwright.

A JupyterLab server is started on a free local port over a copy of the lessons, with the kit's own
workspace (side bars folded away, as ``make lab`` and Binder open it).  The browser

* opens the start page, which ends with an Explorer, in the Korean edition (the kit's front door) and
  in the English one, runs every cell, presses the Explorer's random-step button, and checks that the
  board picture and the move log changed, with the buttons and the log in the edition's language:
  the widget JavaScript, the kernel callback and the in-place redraw all work together;
* answers three practice questions by clicking (in Korean) and sees the summary count them;
* asks for a hint, plays it, gives a seat to the computer and sees it play;
* plays one whole turn of every game by clicks on the board picture alone (the places are those of
  ``tests/<game>/click_turn.py``), and checks the board is drawn at least 900 CSS px wide with no
  text under 11 px, and that the moves reached the log.

The system Chromium is used; nothing is downloaded.  The tests are skipped only where
``/usr/bin/chromium`` is not installed.  ``RULEKIT_SHOTS=folder`` keeps screenshots of the boards.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import types
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
PROJECT = Path(__file__).resolve().parents[1]
NOTEBOOKS = PROJECT / "notebooks"
WORKSPACE = PROJECT / "binder" / "workspace.json"
WINDOW = {"width": 1280, "height": 900}
BOARD_MIN_CSS_PX = 900
LAB_ROOTS: dict[str, Path] = {}  # the folder each test server serves
LESSON = "00_start_here.ipynb"  # in each edition's tree; ends with a Golden Ankh Explorer
# What the Explorer's random-step button, move log and empty log read in each edition
EDITION_WORDS = {
    "ko": {"random": "무작위 한 수", "log": "진행 기록", "empty": "아직 둔 수가 없습니다"},
    "en": {"random": "Random step", "log": "Moves", "empty": "No move yet"},
}
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
    # The kit's workspace (side bars folded away), once as "default" and once per test under its own
    # name, so that a notebook one test opened is not restored into the next test's window.
    workspaces = base / "workspaces"
    layout = json.loads(WORKSPACE.read_text(encoding="utf-8"))
    for name in ("default",):  # and one more per opening of a notebook (fresh_workspace)
        copy = base / f"workspace-{name}.json"
        copy.write_text(json.dumps({**layout, "metadata": {"id": name}}), encoding="utf-8")
        subprocess.run([sys.executable, "-m", "jupyterlab", "workspaces", "import",
                        f"--LabWorkspaceImportApp.workspaces_dir={workspaces}", str(copy)],
                       check=True, capture_output=True,
                       env={**os.environ, "JUPYTER_RUNTIME_DIR": str(base / "rt")})
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
        f"--LabApp.workspaces_dir={workspaces}",
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
        LAB_ROOTS[url] = root
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


@pytest.fixture
def page(lab):
    """A new browser for each test: a notebook opened by an earlier test must not be in the way."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS)
        try:
            context = browser.new_context(viewport=WINDOW)
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
        # the first cell's prompt: its middle may be a link (a lesson's "규칙 참고") opening a page, and
        # its left edge is the collapser, which would fold the cell
        page.locator(".jp-Notebook .jp-Cell").first.locator(".jp-InputPrompt").click()
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


def open_notebook(page, lab: str, path: str) -> None:
    """Open a notebook, alone in a workspace of its own, and wait for its kernel (accepting a kernel
    dialog if one comes)."""
    page.goto(f"{lab}/lab/workspaces/{fresh_workspace(lab)}/tree/{path}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    # the kernelspec in the notebook's metadata means no "Select Kernel" dialog; accept one if it comes
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
    page.get_by_text(re.compile(r"\| Idle$")).first.wait_for(timeout=90_000)  # the kernel is up
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_a_lesson_runs_and_its_explorer_steps_in_the_browser(lab, page, edition):
    words = EDITION_WORDS[edition]
    lesson = json.loads((NOTEBOOKS / edition / LESSON).read_text(encoding="utf-8"))
    code_cells = sum(cell["cell_type"] == "code" for cell in lesson["cells"])
    open_notebook(page, lab, f"notebooks/{edition}/{LESSON}")
    run_all_cells(page)
    wait_until_idle(page, code_cells)

    random_step = page.get_by_role("button", name=re.compile(re.escape(words["random"])))
    explorer = page.locator(".jp-OutputArea-output").filter(has=random_step).last
    explorer.wait_for()
    board = explorer.locator("img").first
    log = explorer.locator(".widget-html", has_text=re.compile(r"^\s*" + re.escape(words["log"])))
    board.wait_for()
    board_before = board.get_attribute("src")
    log_before = log.inner_text()
    assert words["empty"] in log_before

    explorer.get_by_role("button", name=re.compile(re.escape(words["random"]))).click()

    board_after = wait_for_change(lambda: board.get_attribute("src"), board_before, "board picture")
    log_after = wait_for_change(log.inner_text, log_before, "move log")
    assert board_after and board_after != board_before
    assert re.search(r"1\. P1: \S", log_after), log_after
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- a turn by clicks, per game

CLICK_GAMES = [g for g in ("golden_ankh", "el_dorado", "fertility", "elfengold")
               if (PROJECT / "tests" / g / "click_turn.py").exists()]


def click_turn(game: str) -> types.ModuleType:
    """The game's ``tests/<game>/click_turn.py``: PLAYERS, SEED, OPTIONS, CLICKS, TURN_ACTIONS."""
    path = PROJECT / "tests" / game / "click_turn.py"
    spec = importlib.util.spec_from_file_location(f"click_turn_{game}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def click_plan(game: str) -> tuple[list[tuple[float, float]], list[str], float]:
    """Where each click of the game's turn falls on the board picture (as shares of its width and
    height), the actions the clicks play, and the smallest text at the Explorer's width, found by
    playing the same clicks in this process."""
    import rulekit
    import widgets

    turn = click_turn(game)
    ex = widgets.Explorer(rulekit.load(game).new_game(players=turn.PLAYERS, seed=turn.SEED, **turn.OPTIONS))
    w, h = ex.view.image_size
    shares = []
    for place in turn.CLICKS:
        pixel = ex.view.place_pixel(place)
        assert pixel is not None, f"{game}: no picture position for the place {place!r}"
        shares.append((pixel[0] / w, pixel[1] / h))
        ex.click_place(place)
    return shares, [str(a) for a in ex.history.actions], ex.view.smallest_text_px(ex.css_width)


def write_click_notebook(root: Path) -> str:
    cells = ["import rulekit, widgets\nrulekit.set_language('en')"]
    for game in CLICK_GAMES:
        turn = click_turn(game)
        cells.append(f"from rulekit import {game}\n"
                     f"widgets.Explorer({game}.new_game(players={turn.PLAYERS}, seed={turn.SEED}, "
                     f"**{turn.OPTIONS!r}))")
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": c} for c in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (root / "click_turns.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    return "click_turns.ipynb"


@pytest.mark.skipif(not CLICK_GAMES, reason="no game has tests/<game>/click_turn.py")
def test_every_game_plays_a_whole_turn_by_clicks_on_the_board(lab, page, tmp_path):
    path = write_click_notebook(LAB_ROOTS[lab])
    open_notebook(page, lab, path)
    run_all_cells(page)
    wait_until_idle(page, 1 + len(CLICK_GAMES))
    shots = Path(os.environ.get("RULEKIT_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    explorers = page.locator(".rulekit-explorer")
    assert explorers.count() == len(CLICK_GAMES)
    for index, game in enumerate(CLICK_GAMES):
        shares, played, smallest = click_plan(game)
        assert played == click_turn(game).TURN_ACTIONS, f"{game}: the clicks play {played}"
        explorer = explorers.nth(index)
        board = explorer.locator("img").first
        status = explorer.locator(".widget-html").first
        board.scroll_into_view_if_needed()
        box = board.bounding_box()
        assert box["width"] >= BOARD_MIN_CSS_PX, f"{game}: board drawn {box['width']} px wide"
        # the Explorer draws at its own width: the smallest text measured in-process is what shows
        assert smallest * box["width"] / 960 >= 11, f"{game}: smallest text {smallest:.1f} px"
        for sx, sy in shares:
            before = (board.get_attribute("src"), status.inner_text())
            box = board.bounding_box()
            # a point of the picture, scrolled into view first (a tall board does not fit the window)
            board.click(position={"x": sx * box["width"], "y": sy * box["height"]})
            wait_for_change(lambda b=board, t=status: (b.get_attribute("src"), t.inner_text()), before,
                            f"{game} board after a click")
        log = explorer.locator(".widget-html", has_text=re.compile(r"^\s*Moves")).first
        deadline = time.monotonic() + CHANGE_S
        while f"{len(played)}. P" not in log.inner_text() and time.monotonic() < deadline:
            time.sleep(0.25)
        text = log.inner_text()
        assert f"{len(played)}. P" in text and f"{len(played) + 1}. P" not in text, (game, text)
        board.scroll_into_view_if_needed()
        explorer.screenshot(path=str(shots / f"{game}-explorer.png"))
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- practice by clicks


def test_three_practice_questions_are_answered_by_clicking_and_counted(lab, page, tmp_path):
    cells = ["import rulekit, widgets\nrulekit.set_language('ko')\nwidgets.Practice('golden_ankh', seed=1)"]
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": c} for c in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (LAB_ROOTS[lab] / "practice.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    open_notebook(page, lab, "practice.ipynb")
    run_all_cells(page)
    wait_until_idle(page, 1)
    widget = page.locator(".rulekit-practice").first
    widget.wait_for()
    summary = widget.locator(".widget-html", has_text="규칙별 진도").first
    board = widget.locator("img").first
    assert board.bounding_box()["width"] >= BOARD_MIN_CSS_PX

    def answered() -> int:  # the questions counted in the summary table
        cells = summary.locator("td").all_inner_texts()
        return sum(int(c) for c in cells[1::4] if c.strip().isdigit())

    assert answered() == 0
    for n in range(1, 4):
        prompt = widget.locator(".widget-html").nth(1).inner_text()
        if widget.get_by_role("button", name=re.compile("된다")).first.is_visible():
            widget.get_by_role("button", name=re.compile("^.?\\s*된다")).first.click()
        else:
            widget.locator(".rulekit-score-answer input").first.fill("7")
            widget.get_by_role("button", name="확인").click()
        deadline = time.monotonic() + CHANGE_S
        while answered() < n and time.monotonic() < deadline:
            time.sleep(0.25)
        assert answered() == n, f"the summary did not count answer {n}"
        feedback = widget.locator(".widget-html", has_text="흔한 오해").first
        assert "“" in feedback.inner_text()  # the rulebook's own sentence is quoted
        if n == 3:
            board.scroll_into_view_if_needed()
            widget.screenshot(path=str(Path(os.environ.get("RULEKIT_SHOTS") or tmp_path) / "practice-ko.png"))
        widget.get_by_role("button", name=re.compile("다음 문제")).click()
        wait_for_change(lambda: widget.locator(".widget-html").nth(1).inner_text(), prompt, "question")
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- hint and a computer seat


def test_the_hint_and_a_computer_seat_work_in_the_browser(lab, page):
    cells = ["import rulekit, widgets\nfrom rulekit import fertility\nrulekit.set_language('en')\n"
             "widgets.Explorer(fertility.new_game(players=2, seed=2), hint_iterations=150)"]
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": c} for c in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    (LAB_ROOTS[lab] / "hint.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    open_notebook(page, lab, "hint.ipynb")
    run_all_cells(page)
    wait_until_idle(page, 1)
    explorer = page.locator(".rulekit-explorer").first
    explorer.wait_for()
    log = explorer.locator(".widget-html", has_text=re.compile(r"^\s*Moves")).first
    # P2 is given to the computer (the greedy bot) with its seat chooser
    explorer.locator("select").nth(1).select_option(label="computer (greedy)")
    explorer.locator("button", has_text=re.compile(r"^\W*Hint$")).first.click()
    hint = explorer.locator(".widget-html", has_text="Searched").first
    hint.wait_for(timeout=CHANGE_S * 1000)
    assert "%" in hint.inner_text()
    before = log.inner_text()
    explorer.locator("button", has_text="Play the hint").first.click()
    wait_for_change(log.inner_text, before, "move log after playing the hint")
    # the person ends the turn with random steps; then the computer plays P2's turn by itself
    for _ in range(12):
        if "P2:" in log.inner_text():
            break
        before = log.inner_text()
        explorer.locator("button", has_text="Random step").first.click()
        wait_for_change(log.inner_text, before, "move log after a random step")
    text = log.inner_text()
    assert "1. P1:" in text and "P2:" in text, text  # the person's hinted move, later the computer's
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- the score calculator


def calculator_plan(places: list[tuple]) -> list[tuple[float, float]]:
    """Where each tile click falls on the calculator's board (as shares of its width and height),
    found by making the same clicks in this process (green scarabs, as in the browser)."""
    import widgets

    calc = widgets.ScoreCalculator("golden_ankh", players=2, lang="ko")
    calc.choose(colour="G", kind="S")
    w, h = calc.view.image_size
    shares = []
    for place in places:
        x, y = calc.view.place_pixel(place)
        shares.append((x / w, y / h))
        assert calc.click_board(x, y) is not None, calc.message
    assert calc.scores[0].total == 4  # two green scarabs side by side: colour 2, animals 2
    return shares


def test_the_score_calculator_takes_tiles_by_clicks_and_scores_them(lab, page, tmp_path):
    rel = "scoring/golden_ankh.ipynb"
    nb = json.loads((NOTEBOOKS / "ko" / rel).read_text(encoding="utf-8"))
    open_notebook(page, lab, f"notebooks/ko/{rel}")
    run_all_cells(page)
    wait_until_idle(page, sum(cell["cell_type"] == "code" for cell in nb["cells"]))
    calc = page.locator(".rulekit-score-calculator").first
    calc.wait_for()
    board = calc.locator("img").first
    text = calc.locator("textarea").first
    table = calc.locator(".rulekit-score-panel").first
    assert board.bounding_box()["width"] >= BOARD_MIN_CSS_PX
    assert "합계" in table.inner_text()
    # the palette: a green scarab, by its buttons
    calc.get_by_role("button", name="녹색").click()
    calc.get_by_role("button", name="풍뎅이").click()
    shares = calculator_plan([("ground", 0, 0), ("ground", 0, 1)])
    totals = []
    for sx, sy in shares:
        before = (board.get_attribute("src"), text.input_value(), table.inner_text())
        board.scroll_into_view_if_needed()
        box = board.bounding_box()
        board.click(position={"x": sx * box["width"], "y": sy * box["height"]})
        wait_for_change(lambda: (board.get_attribute("src"), text.input_value(), table.inner_text()), before,
                        "calculator after a click")
        deadline = time.monotonic() + CHANGE_S
        while text.input_value() == before[1] and time.monotonic() < deadline:
            time.sleep(0.25)
        totals.append(table.inner_text())
    notation = text.input_value()
    assert "p1 layout GS GS" in notation, notation           # the notation follows the board
    first, second = totals
    assert re.search(r"합계\s+0\s+0", first), first           # one tile scores nothing
    assert re.search(r"합계\s+4\s+0", second), second         # two adjacent green scarabs: 2 + 2
    assert "승자: P1" in second
    shots = Path(os.environ.get("RULEKIT_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    calc.screenshot(path=str(shots / "score-calculator-ko.png"))
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- boards fit a classroom screen

BOARD_MAX_CSS_PX = 720  # a whole turn and its message line (two lines for a refusal) on one screen
FIT_PLAYERS = {"golden_ankh": 4, "el_dorado": 4, "fertility": 4, "elfengold": 6}  # the tallest boards


def refused_click_share() -> tuple[float, float]:
    """Where Golden Ankh's market space 6 is on the board at the start (seed 1), as shares of its width
    and height: a click there is refused (GA.buy.price: no tokens yet), as played in this process."""
    import rulekit
    import widgets

    ex = widgets.Explorer(rulekit.load("golden_ankh").new_game(players=FIT_PLAYERS["golden_ankh"], seed=1))
    w, h = ex.view.image_size
    x, y = ex.view.place_pixel(("market", 6))
    assert ex.click_place(("market", 6)) is None and "GA.buy.price" in ex.status.value
    return x / w, y / h


def smallest_board_text(game: str, players: int, lang: str) -> float:
    """The smallest text of the game's board at the Explorer's width, measured in this process."""
    import rulekit
    import widgets

    rulekit.set_language(lang)
    try:
        ex = widgets.Explorer(rulekit.load(game).new_game(players=players, seed=1))
        return ex.view.smallest_text_px(ex.css_width)
    finally:
        rulekit.set_language("en")


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_every_board_and_its_message_line_fit_the_screen(lab, page, tmp_path, edition):
    games = list(FIT_PLAYERS)
    cells = [f"import rulekit, widgets\nrulekit.set_language('{edition}')"]
    cells += [f"widgets.Explorer(rulekit.load('{g}').new_game(players={n}, seed=1))"
              for g, n in FIT_PLAYERS.items()]
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                     "source": c} for c in cells],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    name = f"fit-{edition}.ipynb"
    (LAB_ROOTS[lab] / name).write_text(json.dumps(nb), encoding="utf-8")
    open_notebook(page, lab, name)
    run_all_cells(page)
    wait_until_idle(page, len(cells))
    shots = Path(os.environ.get("RULEKIT_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    explorers = page.locator(".rulekit-explorer")
    assert explorers.count() == len(games)
    rect = "e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }"
    view = page.locator(".jp-WindowedPanel-outer").first  # the notebook's scrolling window
    _, view_top, _, view_h = view.evaluate(rect)
    for index, game in enumerate(games):
        explorer = explorers.nth(index)
        board = explorer.locator("img").first
        message = explorer.locator(".widget-html").first  # the message line, where refusals appear
        message.evaluate("e => e.scrollIntoView({block: 'start'})")
        _, board_top, width, height = board.evaluate(rect)
        _, message_top, _, _ = message.evaluate(rect)
        page.screenshot(path=str(shots / f"fit-{game}-{edition}.png"))
        assert width >= BOARD_MIN_CSS_PX, f"{game}: board {width} px wide"
        assert height <= BOARD_MAX_CSS_PX, f"{game}: board {height} px tall"
        assert message_top >= view_top - 1, f"{game}: the message line is above the window"
        assert board_top + height <= view_top + view_h + 1, (
            f"{game}: the board ends at {board_top + height:.0f}, the window at {view_top + view_h:.0f}")
        smallest = smallest_board_text(game, FIT_PLAYERS[game], edition)
        assert smallest * width / 960 >= 11, f"{game}: smallest text {smallest:.1f} px"
        if game == "golden_ankh":  # a refused click: its message shows above the board, both in view
            sx, sy = refused_click_share()
            before = message.inner_text()
            board.click(position={"x": sx * width, "y": sy * height})
            said = wait_for_change(message.inner_text, before, "message line after a refused click")
            assert "GA.buy.price" in said, said
            if edition == "ko":
                assert "파랑 1개" in said and "(B R R)" not in said, said
            _, board_top, width, height = board.evaluate(rect)
            _, message_top, _, _ = message.evaluate(rect)
            assert message_top >= view_top - 1 and board_top + height <= view_top + view_h + 1
            page.screenshot(path=str(shots / f"fit-{game}-{edition}-refused.png"))
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# --------------------------------------------------------------------------- a player scores a real game

FERTILITY_END = {  # a 2-player end position from a real box: tiles typed as printed, shops filled by clicks
    0: {"monuments": [(0, 0), (0, 1), (1, 0)], "tiles": ["MCPG>12", "P>5+G>W1", "CC>S:Ra", "M>3"],
        "full": [(1, 1), (2, 1), (3, 1), (4, 1)], "wheat": 5},
    1: {"monuments": [(0, 2), (1, 1)], "tiles": ["GG>8", "MP>6+A>2"], "full": [(1, 1), (2, 1), (2, 2)],
        "wheat": 7},
}


def player_plan(game: str, lang: str) -> tuple[list[tuple], str]:
    """A player's interactions with a 2-player calculator, made first in this process: ``("button",
    label)``, ``("board", x share, y share, after)``, ``("printed", text, after)`` or ``("wheat", player,
    value, after)``, where ``after`` is ``(message, totals)``: the message line and the totals line
    (``"P1 24 · P2 0"``) once the interaction is done; and the totals line at the end."""
    import widgets
    from widgets.golden_ankh.editor import RULEBOOK_24

    calc = widgets.ScoreCalculator(game, players=2, lang=lang)
    w, h = calc.view.image_size
    plan: list[tuple] = []

    def tool(group: str, value: object) -> None:
        if calc.tool.get(group) != value:
            plan.append(("button", calc.palette_buttons[group][value].description))
            calc.palette_buttons[group][value].click()

    def totals() -> str:
        return " · ".join(f"P{p + 1} {calc.scores[p].total}" for p in (0, 1))

    def board(place: object) -> None:
        x, y = calc.view.place_pixel(place)
        assert calc.click_place(place) is not None, calc.message
        plan.append(("board", x / w, y / h, (calc.message, totals())))

    if game == "golden_ankh":
        for tools, place in RULEBOOK_24:
            for group, value in tools.items():
                tool(group, value)
            board(place)
    else:
        for p, part in FERTILITY_END.items():
            if calc.player != p:
                plan.append(("button", calc.player_buttons[p].description))
                calc.player_buttons[p].click()
            tool("mode", "monument")
            for cell in part["monuments"]:
                board(cell)
            for text in part["tiles"]:
                calc.printed_box.value = text
                assert calc.printed_box.value == "", calc.message
                plan.append(("printed", text, (calc.message, totals())))
            tool("mode", "fill")
            for lot, n in part["full"]:
                board(("shop", lot, n))
            calc.wheat_boxes[p].value = part["wheat"]
            plan.append(("wheat", p, part["wheat"], (calc.message, totals())))
    return plan, totals()


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_a_player_scores_the_24_point_example_and_a_fertility_end_position_by_clicks(lab, page, tmp_path,
                                                                                      edition):
    """The rulebook's 24 points in 27 clicks; a Fertility end position from printed tiles in 25
    interactions; El Dorado's winner on top with nothing pressed; no calculator scrolls sideways."""
    shots = Path(os.environ.get("RULEKIT_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    rect = "e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }"
    winner = "승자" if edition == "ko" else "Winner"
    for game, count in (("golden_ankh", 27), ("fertility", 25)):
        rel = f"notebooks/{edition}/scoring/{game}.ipynb"
        nb = json.loads((PROJECT / rel).read_text(encoding="utf-8"))
        open_notebook(page, lab, rel)
        run_all_cells(page)
        wait_until_idle(page, sum(cell["cell_type"] == "code" for cell in nb["cells"]))
        calc = page.locator(".rulekit-score-calculator").first
        board = calc.locator("img").first
        panel = calc.locator(".rulekit-score-panel").first
        message_line = calc.locator(".rulekit-message").first
        plan, totals = player_plan(game, edition)
        assert len(plan) == count
        for step in plan:
            before = (board.get_attribute("src"), panel.inner_text())
            if step[0] == "button":
                label = re.escape(step[1])  # an icon's glyph may come before the label
                calc.get_by_role("button", name=re.compile(rf"^[^\w✓]*{label}$")).click()
                calc.get_by_role("button", name=re.compile(rf"✓ {label}$")).wait_for()
                continue
            if step[0] == "board":
                board.scroll_into_view_if_needed()
                box = board.bounding_box()
                board.click(position={"x": step[1] * box["width"], "y": step[2] * box["height"]})
            elif step[0] == "printed":
                typed = calc.get_by_placeholder(re.compile("MCPG>12")).first
                typed.fill(step[1])
                typed.press("Enter")
            else:
                wheat = calc.locator("input[type='number']").nth(5 * step[1])
                wheat.fill(str(step[2]))
                wheat.press("Enter")
            wait_for_change(lambda b=board, q=panel: (b.get_attribute("src"), q.inner_text()), before,
                            f"{game} calculator after {step[0]}")
            # the message line is the last thing an interaction changes: the next click waits for it
            # (and for this step's totals), so that it never lands while the panels above the board
            # are still changing
            message, step_totals = step[-1]
            deadline = time.monotonic() + CHANGE_S
            while time.monotonic() < deadline:
                said, text = message_line.inner_text().strip(), panel.inner_text()
                if said == message.strip() and step_totals in text:
                    break
                time.sleep(0.1)
            assert said == message.strip() and step_totals in text, (step, said, text)
        text = panel.inner_text()
        assert totals in text and winner in text, text
        if game == "golden_ankh":
            assert "P1 24" in totals
        _, panel_top, _, _ = panel.evaluate(rect)
        _, board_top, width, _ = board.evaluate(rect)
        assert panel_top < board_top and width >= BOARD_MIN_CSS_PX  # the result above the board
        view = page.locator(".jp-WindowedPanel-outer").first
        assert view.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), f"{game}: scrolls sideways"
        calc.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(shots / f"calculator-{game}-{edition}.png"))
        calc.evaluate("e => e.scrollIntoView({block: 'end'})")  # the board, the panels, "More" folded
        page.screenshot(path=str(shots / f"calculator-{game}-{edition}-end.png"))
    # El Dorado: the winner of the position shown, on top, as an end position, nothing pressed
    rel = f"notebooks/{edition}/scoring/el_dorado.ipynb"
    nb = json.loads((PROJECT / rel).read_text(encoding="utf-8"))
    open_notebook(page, lab, rel)
    run_all_cells(page)
    wait_until_idle(page, sum(cell["cell_type"] == "code" for cell in nb["cells"]))
    final = page.locator(".rulekit-score-calculator").nth(1)  # the notebook's finished race
    panel = final.locator(".rulekit-score-panel").first
    text = panel.inner_text()
    assert f"{winner}: P2" in text and ("끝난 국면으로" if edition == "ko" else "as an end position") in text
    _, panel_top, _, _ = panel.evaluate(rect)
    _, board_top, _, _ = final.locator("img").first.evaluate(rect)
    assert panel_top < board_top
    view = page.locator(".jp-WindowedPanel-outer").first
    assert view.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "el_dorado: scrolls sideways"
    final.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(shots / f"calculator-el_dorado-{edition}.png"))
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


# ------------------------------------------------------------------- a teacher's and a learner's journey

JOURNEY_LESSON = "golden_ankh/05_adjacency.ipynb"
JOURNEY_WORDS = {
    "ko": {"lesson": "인접: 산 타일을 놓는 자리", "other": "English edition →",
           "other_heading": "rulekit: learn board-game rules", "legal": "된다", "right": "정답",
           "moves": "진행 기록", "answered": r"지금까지 (\d+)문제", "score": r"(\d+)/(\d+) 맞음",
           "learner": "하늘", "check": "확인", "next": "다음 문제", "continued": "이어서 셉니다"},
    "en": {"lesson": "Adjacency: where a bought tile goes", "other": "한국어판 →",
           "other_heading": "rulekit: 직접 두어 보며 배우는", "legal": "Legal", "right": "Right",
           "moves": "Moves", "answered": r"(\d+) answered", "score": r"(\d+)/(\d+) right",
           "learner": "Robin", "check": "Check", "next": "Next question",
           "continued": "Continuing the progress"},
}
KERNEL_WORK_MS = 120_000


def shots_folder(tmp_path: Path) -> Path:
    shots = Path(os.environ.get("RULEKIT_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    return shots


def fresh_workspace(lab: str) -> str:
    """A new workspace of the kit's layout (side bars folded), named for one opening of a notebook."""
    name = f"journey-{len(list((LAB_ROOTS[lab].parent / 'workspaces').iterdir()))}-{time.monotonic_ns()}"
    copy = LAB_ROOTS[lab].parent / f"workspace-{name}.json"
    layout = json.loads(WORKSPACE.read_text(encoding="utf-8"))
    copy.write_text(json.dumps({**layout, "metadata": {"id": name}}), encoding="utf-8")
    folder = LAB_ROOTS[lab].parent / "workspaces"
    subprocess.run([sys.executable, "-m", "jupyterlab", "workspaces", "import",
                    f"--LabWorkspaceImportApp.workspaces_dir={folder}", str(copy)],
                   check=True, capture_output=True,
                   env={**os.environ, "JUPYTER_RUNTIME_DIR": str(LAB_ROOTS[lab].parent / "rt")})
    return name


def active_notebook(page):
    """The notebook panel in front (the other tabs' panels stay in the page, hidden)."""
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").first


def wait_for_kernel(page) -> None:
    indicator = active_notebook(page).locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first
    indicator.wait_for(timeout=KERNEL_WORK_MS)
    page.get_by_text(re.compile(r"\| Idle$")).first.wait_for(timeout=KERNEL_WORK_MS)
    dialog = page.locator(".jp-Dialog button.jp-mod-accept")
    if dialog.count():
        dialog.first.click()


def open_in_fresh_workspace(page, lab: str, path: str) -> None:
    page.goto(f"{lab}/lab/workspaces/{fresh_workspace(lab)}/tree/{path}")
    active_notebook(page).locator(".jp-Cell").first.wait_for(timeout=KERNEL_WORK_MS)
    wait_for_kernel(page)


def run_front_notebook(page, cells: int) -> None:
    """Run ▸ Run All Cells on the notebook in front and wait until its ``cells`` code cells have run
    (a traceback fails at once)."""
    panel = active_notebook(page)

    def prompts() -> list[str]:
        return panel.locator(".jp-CodeCell .jp-InputPrompt").all_inner_texts()

    for _ in range(5):
        panel.locator(".jp-Cell").first.click()
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not any(re.search(r"\[(\*|\d+)\]", p) for p in prompts()):
            time.sleep(0.5)
        if any(re.search(r"\[(\*|\d+)\]", p) for p in prompts()):
            break
        page.keyboard.press("Escape")
    else:
        pytest.fail("Run All Cells did not start the notebook")
    errors = panel.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']",
                           has_text="Traceback")
    deadline = time.monotonic() + RUN_ALL_S
    while time.monotonic() < deadline:
        if errors.count():
            pytest.fail(f"a cell failed in the browser:\n{errors.first.inner_text()}")
        now = prompts()
        if len(now) == cells and all(re.search(r"\[\d+\]", p) for p in now):
            return
        time.sleep(0.5)
    pytest.fail(f"the notebook did not finish within {RUN_ALL_S} s: prompts {prompts()}")


def code_cells(rel: str) -> int:
    nb = json.loads((NOTEBOOKS / rel).read_text(encoding="utf-8"))
    return sum(cell["cell_type"] == "code" for cell in nb["cells"])


def lesson_turn_plan() -> tuple[list[tuple[float, float]], list[str]]:
    """A whole turn by clicks on the Explorer of the adjacency lesson (the lesson's own position): the
    tile of market space 1, the ground 2,1 below the red scarab, End turn; as shares of the picture,
    played in this process first."""
    import widgets
    from rulekit import golden_ankh as ga

    position = ga.with_price(ga.setup(players=2, seed=3, layouts={0: "RF RS / . RD"}), 0, 1)
    ex = widgets.Explorer(position)
    w, h = ex.view.image_size
    shares = []
    for place in (("market", 1), ("ground", 2, 1), ("button", "end")):
        x, y = ex.view.place_pixel(place)
        shares.append((x / w, y / h))
        ex.click_place(place)
    return shares, [str(a) for a in ex.history.actions]


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_a_teacher_goes_from_the_start_page_to_a_lesson_its_view_and_its_handout(lab, page, tmp_path,
                                                                                  edition):
    """Start page → a lesson by its link → run → a whole turn by clicks (GA.place.adjacent) → a quiz
    answered by a click, its verdict naming the rule → the other edition's start page → the lesson in
    the presentation view (no code, live boards) → its teacher's handout (title, board, no code)."""
    words = JOURNEY_WORDS[edition]
    shots = shots_folder(tmp_path)
    open_in_fresh_workspace(page, lab, f"notebooks/{edition}/{LESSON}")
    start = active_notebook(page)
    link = start.locator(".jp-RenderedMarkdown a", has_text=words["lesson"]).first
    link.scroll_into_view_if_needed()
    link.click()
    lesson = active_notebook(page)
    lesson.locator(".jp-RenderedMarkdown h1", has_text=words["lesson"]).first.wait_for(timeout=KERNEL_WORK_MS)
    assert page.locator(".lm-TabBar-tab.lm-mod-current", has_text="05_adjacency").count() >= 1
    wait_for_kernel(page)
    run_front_notebook(page, code_cells(f"{edition}/{JOURNEY_LESSON}"))
    page.screenshot(path=str(shots / f"teacher-{edition}-1-lesson.png"))

    # a whole turn by clicks on the lesson's Explorer: buy space 1's tile, place it at 2,1, end the turn
    shares, played = lesson_turn_plan()
    assert played == ["buy 1 @ 2,1", "end"]
    explorer = lesson.locator(".rulekit-explorer").first
    board = explorer.locator("img").first
    status = explorer.locator(".widget-html").first
    board.scroll_into_view_if_needed()
    for sx, sy in shares:
        before = (board.get_attribute("src"), status.inner_text())
        box = board.bounding_box()
        board.click(position={"x": sx * box["width"], "y": sy * box["height"]})
        wait_for_change(lambda: (board.get_attribute("src"), status.inner_text()), before, "lesson board")
    log = explorer.locator(".widget-html", has_text=re.compile(r"^\s*" + re.escape(words["moves"]))).first
    deadline = time.monotonic() + CHANGE_S
    while "2. P" not in log.inner_text() and time.monotonic() < deadline:
        time.sleep(0.25)
    assert "2. P" in log.inner_text() and "3. P" not in log.inner_text(), log.inner_text()
    explorer.screenshot(path=str(shots / f"teacher-{edition}-2-turn.png"))

    # the quiz "may P1 place the tile at -1,1?": legal (the kit's ruling), its verdict names the rule
    answer = re.compile(rf"^{re.escape(words['legal'])}")
    quiz = lesson.locator(".jp-OutputArea-output").filter(has=page.get_by_role("button", name=answer)).first
    legal = quiz.get_by_role("button", name=answer).first
    legal.scroll_into_view_if_needed()
    legal.click()
    verdict = quiz.get_by_text(re.compile(re.escape(words["right"]))).first
    verdict.wait_for(timeout=CHANGE_S * 1000)
    assert "GA.place.adjacent" in quiz.inner_text()
    quiz.screenshot(path=str(shots / f"teacher-{edition}-3-quiz.png"))

    # back to the start page's tab; its link to the other edition opens that start page (no 404)
    page.locator(".lm-TabBar-tab", has_text=LESSON).first.click()
    start = active_notebook(page)
    other = start.locator(".jp-RenderedMarkdown a", has_text=words["other"]).first
    other.scroll_into_view_if_needed()
    other.click()
    other_start = active_notebook(page)
    heading = other_start.locator(".jp-RenderedMarkdown h1", has_text=words["other_heading"]).first
    heading.wait_for(timeout=KERNEL_WORK_MS)
    assert page.locator(".jp-Dialog", has_text=re.compile("Error|Could not|not found", re.I)).count() == 0
    page.screenshot(path=str(shots / f"teacher-{edition}-4-other-edition.png"))

    # the presentation view of the same lesson: narrative, boards, no code
    page.goto(f"{lab}/voila/render/notebooks/{edition}/{JOURNEY_LESSON}")
    page.locator("button.jupyter-button", has_text=words["legal"]).first.wait_for(timeout=240_000)
    text = page.evaluate("document.body.innerText")
    assert words["lesson"] in text and "GA.place.adjacent" in text
    assert "import rulekit" not in text and "set_language" not in text
    assert page.locator(".jp-InputArea-editor, .jp-CodeMirrorEditor").count() == 0
    boards = page.evaluate("[...document.querySelectorAll('img')].filter(i => i.naturalWidth >= 600).length")
    assert boards >= 1, f"{boards} board pictures in the presentation view"
    page.screenshot(path=str(shots / f"teacher-{edition}-5-present.png"))

    # the lesson's handout for the teacher: its title, a board, no code
    from widgets import handout

    built = handout.build(LAB_ROOTS[lab] / "notebooks", tmp_path / "handouts", edition, JOURNEY_LESSON)
    assert built.teacher.is_file() and words["lesson"] in built.title
    page.goto(built.teacher.as_uri())
    assert page.title() == built.title
    text = page.evaluate("document.body.innerText")
    assert words["lesson"] in text and "GA.place.adjacent" in text
    assert "import rulekit" not in text and "set_language" not in text and "widgets.Quiz" not in text
    assert page.locator(".jp-CodeCell .jp-InputArea, .highlight").count() == 0  # no code cell's input
    boards = page.evaluate("[...document.querySelectorAll('img')].filter(i => i.naturalWidth >= 600).length")
    assert boards >= 1, f"{boards} board pictures in the teacher's handout"
    page.screenshot(path=str(shots / f"teacher-{edition}-6-handout.png"))


def practice_answered(widget, words: dict) -> int:
    """The answers counted in the practice widget's summary line."""
    found = re.search(words["answered"], widget.locator(".widget-html").last.inner_text())
    return int(found.group(1)) if found else -1


def answer_by_click(widget, words: dict) -> None:
    """Answer the question shown: "legal" for a legal-or-not question, 7 points for a score question."""
    legal = widget.get_by_role("button", name=re.compile(rf"^.?\s*{re.escape(words['legal'])}")).first
    score = widget.locator(".rulekit-score-answer input").first
    deadline = time.monotonic() + CHANGE_S
    while time.monotonic() < deadline:  # the new question's buttons are shown and enabled
        if legal.is_visible() and legal.is_enabled():
            legal.click()
            return
        if score.is_visible() and score.is_enabled():
            score.fill("7")
            widget.get_by_role("button", name=words["check"]).click()
            return
        time.sleep(0.25)
    pytest.fail(f"no answer button came within {CHANGE_S} s")


def name_the_learner(widget, name: str) -> None:
    box = widget.locator(".widget-text:not(.rulekit-score-answer) input").first
    box.fill(name)
    box.press("Enter")


@pytest.mark.parametrize("edition", ["ko", "en"])
def test_a_learner_practises_ten_answers_comes_back_and_is_seen_in_the_class_view(lab, page, tmp_path,
                                                                                  edition):
    """A named learner answers 10 questions by clicks, with per-rule progress from the first answer,
    saved by itself in the class folder (here the lab's copy of the practice folder); the notebook run
    again with the same name continues at 10 answers; the class view shows the learner's row."""
    words = JOURNEY_WORDS[edition]
    shots = shots_folder(tmp_path)
    name = words["learner"]
    rel = f"{edition}/practice/golden_ankh.ipynb"
    saved = LAB_ROOTS[lab] / "notebooks" / edition / "practice" / f"progress-{name}.json"
    assert not saved.exists()
    open_in_fresh_workspace(page, lab, f"notebooks/{rel}")
    run_front_notebook(page, code_cells(rel))
    widget = active_notebook(page).locator(".rulekit-practice").first
    widget.wait_for()
    name_the_learner(widget, name)
    summary = widget.locator(".widget-html").last
    assert practice_answered(widget, words) == 0
    for n in range(1, 11):
        prompt = widget.locator(".widget-html").first.inner_text()
        answer_by_click(widget, words)
        deadline = time.monotonic() + CHANGE_S
        while practice_answered(widget, words) < n and time.monotonic() < deadline:
            time.sleep(0.25)
        assert practice_answered(widget, words) == n, f"the summary did not count answer {n}"
        scores = [(int(a), int(b)) for a, b in re.findall(words["score"], summary.inner_text())]
        assert sum(tries for _, tries in scores) == n, summary.inner_text()  # per rule, from answer 1
        if n == 1:
            assert scores and scores[0][1] == 1, summary.inner_text()
            widget.screenshot(path=str(shots / f"learner-{edition}-1-first-answer.png"))
        widget.get_by_role("button", name=re.compile(re.escape(words["next"]))).click()
        wait_for_change(lambda: widget.locator(".widget-html").first.inner_text(), prompt, "question")
    assert saved.is_file(), "the named learner's progress was not saved by itself"
    summary.scroll_into_view_if_needed()
    widget.screenshot(path=str(shots / f"learner-{edition}-2-ten-answers.png"))
    table = summary.inner_text()

    # the page reloaded, the notebook run again and the same name typed: the progress is there
    page.reload()
    active_notebook(page).locator(".jp-Cell").first.wait_for(timeout=KERNEL_WORK_MS)
    wait_for_kernel(page)
    run_front_notebook(page, code_cells(rel))
    widget = active_notebook(page).locator(".rulekit-practice").first
    widget.wait_for()
    assert practice_answered(widget, words) == 0
    name_the_learner(widget, name)
    deadline = time.monotonic() + CHANGE_S
    while practice_answered(widget, words) != 10 and time.monotonic() < deadline:
        time.sleep(0.25)
    assert practice_answered(widget, words) == 10
    assert widget.locator(".widget-html").last.inner_text() == table
    assert words["continued"] in widget.inner_text()
    widget.screenshot(path=str(shots / f"learner-{edition}-3-reopened.png"))

    # the class view of the same folder shows the learner's row
    rel = f"{edition}/practice/00_class_progress.ipynb"
    open_in_fresh_workspace(page, lab, f"notebooks/{rel}")
    run_front_notebook(page, code_cells(rel))
    view = active_notebook(page).locator(".rulekit-class-view").first
    view.wait_for()
    rows = view.locator("tr", has_text=name)
    assert rows.count() == 1, view.inner_text()
    assert re.search(r"\d+/\d+", rows.first.inner_text()), rows.first.inner_text()
    view.screenshot(path=str(shots / f"learner-{edition}-4-class-view.png"))
