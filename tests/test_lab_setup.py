"""How the lessons open (``make lab`` and Binder): the Korean start page with both editions reachable,
no JupyterLab news prompt, and lessons run outside the checkout."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START = "ko/00_start_here.ipynb"


def makefile_lab_recipe() -> str:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return text.split("\nlab: ", 1)[1].split("\n\n", 1)[0]


def test_the_binder_badge_opens_the_korean_start_page_from_the_repository_root():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paths = set(re.findall(r"mybinder\.org/v2/gh/[^)\s]*urlpath=lab/tree/([^)\s&]+)", readme))
    assert paths == {f"notebooks/{START}"}
    start = ROOT / "notebooks" / START
    # the start page's link to the other edition resolves from where Binder serves it
    links = re.findall(r"\]\((\.\./en/[^)#]+)", json.dumps(json.loads(start.read_text(encoding="utf-8"))))
    assert links and all((start.parent / link).resolve().is_file() for link in links)


def test_make_lab_serves_the_working_copy_root_and_opens_the_korean_start_page():
    recipe = makefile_lab_recipe()
    assert "tools/workcopy.py --work $(WORK)" in recipe
    assert "--ServerApp.root_dir=$(WORK)" in recipe and f"$(WORK)/{START}" in recipe
    assert re.search(r"^WORK := work$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.M)


def test_the_working_copy_is_outside_gits_view():
    ignored = subprocess.run(["git", "check-ignore", "-q", f"work/{START}"], cwd=ROOT)
    assert ignored.returncode == 0, "work/ must be git-ignored"
    lesson = subprocess.run(["git", "check-ignore", "-q", f"notebooks/{START}"], cwd=ROOT)
    assert lesson.returncode == 1, "the lessons themselves are not ignored"


def test_no_news_prompt_in_make_lab_and_binder():
    overrides = json.loads((ROOT / "binder" / "overrides.json").read_text(encoding="utf-8"))
    notification = overrides["@jupyterlab/apputils-extension:notification"]
    assert notification["fetchNews"] == "false" and notification["checkForUpdates"] is False
    schema = (Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas" / "@jupyterlab"
              / "apputils-extension" / "notification.json")
    if schema.is_file():  # the value is one JupyterLab's settings schema allows
        options = json.loads(schema.read_text(encoding="utf-8"))["properties"]["fetchNews"]["oneOf"]
        assert "false" in [o.get("const") for o in options]
    assert "cp binder/overrides.json $(LAB_SETTINGS)/overrides.json" in makefile_lab_recipe()
    post_build = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8")
    assert 'cp binder/overrides.json "$settings/overrides.json"' in post_build
    assert "share/jupyter/lab/settings" in post_build
