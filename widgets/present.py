"""Presentation view: a lesson shown to a class with its narrative, its boards and live widgets, no code.

The view is Voilà (the ``voila`` package, in the kit's ``lab`` extra and in Binder's requirements).
Installed, it is a Jupyter server extension: ``<server>/voila/render/<path of a notebook>`` runs the
notebook in a kernel of its own and shows its text and outputs only, with every widget live (the
Explorer's board takes clicks, quizzes answer), and never writes to the notebook.  A lesson's links to
other lessons stay inside the view, so the start page shown this way is a menu of presentations.

Ways in, in both editions:

* JupyterLab (``make lab``, Binder, a JupyterHub): the notebook toolbar's **Render with Voilà** button
  opens the view beside the notebook; or, in the browser's address, ``/lab/tree/`` changed to
  ``/voila/render/`` opens it in a tab of its own (for the projector);
* ``make present`` (``python -m widgets.present``): a server opening the start page (or ``--lesson``)
  in the view;
* Binder: :func:`binder_url` opens a lesson straight in the view.

>>> present_url("golden_ankh/05_adjacency.ipynb")
'/voila/render/notebooks/ko/golden_ankh/05_adjacency.ipynb'
"""
from __future__ import annotations

import argparse
import os
import sys
import urllib.parse
from collections.abc import Sequence
from pathlib import Path

from rulekit.core import OptionError
from rulekit.i18n import josa

LANGS = ("ko", "en")
START = "00_start_here.ipynb"
NOTEBOOKS = "notebooks"  # the lessons' folder, relative to the folder the server serves
BINDER_REPO = "rulekit/rulekit"  # as in the README's Binder badge


def voila_path(lesson: str = START, lang: str = "ko") -> str:
    """The server path of a lesson's presentation view, relative to the server's base URL.

    >>> voila_path("fertility/02_collecting.ipynb", "en")
    'voila/render/notebooks/en/fertility/02_collecting.ipynb'
    >>> voila_path("x.ipynb", "fr")
    Traceback (most recent call last):
    ...
    rulekit.errors.OptionError: the edition must be 'ko' or 'en', not 'fr'
    """
    if lang not in LANGS:
        raise OptionError(f"the edition must be 'ko' or 'en', not {lang!r}",
                          "언어는 'ko'(한국어) 또는 'en'(영어)이어야 합니다. "
                          f"{josa(repr(lang), '은')} 없습니다",
                          field="lang")
    lesson = lesson.strip().lstrip("/")
    if not lesson.endswith(".ipynb") or ".." in Path(lesson).parts:
        raise OptionError(f"a lesson is a notebook path inside the edition, like {START!r}, not {lesson!r}",
                          "수업은 notebooks/ko 또는 notebooks/en 안의 노트북 경로여야 합니다"
                          f"(예: {START!r}). "
                          f"{josa(repr(lesson), '은')} 쓸 수 없습니다", field="lesson")
    return f"voila/render/{NOTEBOOKS}/{lang}/{urllib.parse.quote(lesson)}"


def present_url(lesson: str = START, lang: str = "ko", base_url: str = "/") -> str:
    """The URL of a lesson's presentation view on a server whose base URL is ``base_url``.

    >>> present_url(lang="en", base_url="/user/kim/")
    '/user/kim/voila/render/notebooks/en/00_start_here.ipynb'
    """
    return base_url.rstrip("/") + "/" + voila_path(lesson, lang)


def binder_url(lesson: str = START, lang: str = "ko", repo: str = BINDER_REPO, ref: str = "HEAD") -> str:
    """A Binder link that opens a lesson straight in its presentation view.

    >>> binder_url()
    'https://mybinder.org/v2/gh/rulekit/rulekit/HEAD?urlpath=voila/render/notebooks/ko/00_start_here.ipynb'
    """
    return f"https://mybinder.org/v2/gh/{repo}/{ref}?urlpath={voila_path(lesson, lang)}"


def server_command(root: Path, lesson: str = START, lang: str = "ko", port: int = 8866,
                   open_browser: bool = True, python: str = sys.executable) -> list[str]:
    """The command that serves ``root`` (the project folder) and opens a lesson's presentation view.

    >>> cmd = server_command(Path("/k"), "golden_ankh/05_adjacency.ipynb", port=9000, python="py")
    >>> cmd[:3]
    ['py', '-m', 'jupyter_server']
    >>> cmd[-1]
    '--ServerApp.default_url=/voila/render/notebooks/ko/golden_ankh/05_adjacency.ipynb'
    """
    command = [python, "-m", "jupyter_server", f"--ServerApp.root_dir={root}", "--ServerApp.ip=127.0.0.1",
               f"--ServerApp.port={port}"]
    if not open_browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    command.append(f"--ServerApp.default_url={present_url(lesson, lang)}")
    return command


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m widgets.present [--lang en] [--lesson golden_ankh/05_adjacency.ipynb] [--port N]``;
    other ``--Name.option=value`` arguments go to the Jupyter server."""
    parser = argparse.ArgumentParser(prog="python -m widgets.present", description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="ko", help="the edition: ko (default) or en")
    parser.add_argument("--lesson", default=START,
                        help="a notebook inside the edition (default: the start page)")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the project folder (holds notebooks/)")
    parser.add_argument("--no-browser", action="store_true")
    args, server_args = parser.parse_known_args(argv)  # the rest goes to the server (e.g. a token)
    try:
        path = voila_path(args.lesson, args.lang)
        if not (args.root / NOTEBOOKS / args.lang / args.lesson).is_file():
            raise OptionError(f"no lesson {args.lang}/{args.lesson} under {args.root / NOTEBOOKS}",
                              f"{args.root / NOTEBOOKS} 안에 {args.lang}/{args.lesson} 수업이 없습니다",
                              field="lesson")
    except OptionError as error:
        print(f"{error.message('ko')}\n{error}", file=sys.stderr)
        return 2
    print(f"발표 화면 · presentation view: http://127.0.0.1:{args.port}/{path}", flush=True)
    command = server_command(args.root.resolve(), args.lesson, args.lang, args.port, not args.no_browser)
    command += server_args
    os.execv(command[0], command)  # the server takes this process's place (and its Ctrl-C)
    return 0  # not reached


if __name__ == "__main__":
    raise SystemExit(main())
