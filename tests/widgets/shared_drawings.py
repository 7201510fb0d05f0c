"""Drawings built once for a whole test module, and let go of when the module is done.

``tests/conftest.py`` closes the widgets and figures a test opens once that test is over; a
module-scoped fixture's widgets are made before any test starts, so they would stay open (ipywidgets
keeps every open widget, with its board, figure and picture) for the rest of the worker's run.
A fixture builds them inside :func:`kept`, which closes them when the fixture's module is done:

>>> import ipywidgets as W
>>> with kept():
...     box = W.HTML("made once, read by many tests")
...     box.comm is not None
True
>>> box.comm is None
True
"""
from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


def _open_widgets() -> dict:
    module = sys.modules.get("ipywidgets.widgets.widget")
    return getattr(module, "_instances", {}) if module is not None else {}


@contextmanager
def kept() -> Iterator[None]:
    """Close, on leaving, every widget opened inside the block (a fixture yields inside it)."""
    before = set(_open_widgets())
    try:
        yield
    finally:
        opened = _open_widgets()
        for key in set(opened) - before:
            widget = opened.get(key)
            if widget is not None:
                widget.close()
