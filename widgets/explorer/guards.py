"""Guards around the Explorer's callbacks: a click or a game panel never shows a traceback in a notebook.

The Explorer's own callbacks are methods decorated with :func:`guarded`.  A game's panels register their
callbacks through the Explorer (``explorer.panel_on_click(button, fn)``, ``explorer.panel_observe(widget,
fn, names)``), which hands ipywidgets' documented ``Button.on_click`` and ``observe`` the callback wrapped
in a :class:`PanelCallback`; the libraries' own lists of handlers are never read or rewritten.
"""
from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from .. import ui_text

if TYPE_CHECKING:
    from .app import Explorer

log = logging.getLogger("widgets.explorer")


def guarded(method: Callable) -> Callable:
    """Run a widget callback so that no exception escapes: show it in the status line instead."""

    @functools.wraps(method)
    def wrapper(self: Explorer, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # the notebook must never see a traceback from a click
            log.exception("Explorer callback %s failed", method.__name__)
            try:
                self._set_status(ui_text.text("error", error=error_text(exc)), "error")
            except Exception:
                log.exception("could not show the error")
            return None

    return wrapper


class PanelCallback:
    """A game panel's callback that reports an error in the Explorer's status line instead of raising.

    It compares equal to the callback it wraps, so ``on_click(cb, remove=True)`` and
    ``unobserve(cb)`` still find it.
    """

    def __init__(self, explorer: Explorer, callback: Callable) -> None:
        self.explorer = explorer
        self.callback = callback

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return self.callback(*args, **kwargs)
        except Exception as exc:  # a panel must never break the Explorer
            self.explorer._panel_failed(exc)
            return None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PanelCallback):
            return self.callback == other.callback
        return self.callback == other

    def __hash__(self) -> int:
        return hash(self.callback)


def panel_callback(explorer: Any, callback: Callable) -> PanelCallback:
    """``callback`` guarded for ``explorer``: its errors go to the Explorer's status line.

    >>> import ipywidgets as W
    >>> class Shown:
    ...     def _panel_failed(self, exc): print("reported:", exc)
    >>> button = W.Button()
    >>> def explode(_b): raise RuntimeError("boom")
    >>> button.on_click(panel_callback(Shown(), explode))
    >>> button.click()
    reported: boom
    >>> button.on_click(explode, remove=True)   # the wrapped callback is found by its function
    >>> button.click()                          # removed: nothing happens
    """
    return callback if isinstance(callback, PanelCallback) else PanelCallback(explorer, callback)


class LogPanel(W.HTML):
    """The action log panel.

    It stands in the place of the ``log`` trait that every widget has (a Logger),
    so it also forwards logging calls to the module's logger.
    """

    def debug(self, *args: Any, **kwargs: Any) -> None:
        log.debug(*args, **kwargs)

    def info(self, *args: Any, **kwargs: Any) -> None:
        log.info(*args, **kwargs)

    def warning(self, *args: Any, **kwargs: Any) -> None:
        log.warning(*args, **kwargs)

    def error(self, *args: Any, **kwargs: Any) -> None:
        log.error(*args, **kwargs)


def error_text(exc: BaseException) -> str:
    """An error as one line for the status line: its type and message, no traceback.

    >>> error_text(KeyError("pile"))
    "KeyError: 'pile'"
    """
    message = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {message[0]}" if message else type(exc).__name__
