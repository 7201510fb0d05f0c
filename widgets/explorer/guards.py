"""Guards around the Explorer's callbacks: a click or a game panel never shows a traceback in a notebook.

The Explorer's own callbacks are methods decorated with :func:`guarded`.  A game's panels register their
callbacks with ipywidgets' documented ``Button.on_click`` and ``observe`` while
:func:`wrapping_registrations` is active, so each plain function is wrapped in a :class:`PanelCallback` as
it is registered; the libraries' own lists of handlers are never read or rewritten.
"""
from __future__ import annotations

import contextlib
import functools
import logging
import types
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import ipywidgets as W
import traitlets

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


@contextlib.contextmanager
def wrapping_registrations(explorer: Explorer) -> Iterator[None]:
    """While active, a plain function registered with ``Button.on_click`` or ``observe`` is registered
    wrapped in a :class:`PanelCallback` for ``explorer`` (its errors go to the status line).

    Only plain functions are wrapped (the closures game panels are written with); bound methods, such as
    the widgets' own handlers, are registered as they are.  The wrapped callback compares equal to the
    function, so ``on_click(fn, remove=True)`` and ``unobserve(fn)`` still remove it.

    >>> import ipywidgets as W
    >>> class Shown:
    ...     def _panel_failed(self, exc): print("reported:", exc)
    >>> button = W.Button()
    >>> def explode(_b): raise RuntimeError("boom")
    >>> with wrapping_registrations(Shown()):
    ...     button.on_click(explode)
    >>> button.click()
    reported: boom
    >>> button.on_click(explode, remove=True)
    >>> button.click()                      # removed: nothing happens
    """
    on_click, observe = W.Button.on_click, traitlets.HasTraits.observe

    def on_click_wrapped(button: W.Button, callback: Callable, remove: bool = False) -> None:
        on_click(button, callback if remove else _guarded(explorer, callback), remove=remove)

    def observe_wrapped(obj: traitlets.HasTraits, handler: Callable, names: Any = traitlets.All,
                        type: str = "change") -> None:  # noqa: A002  (the name observe gives it)
        observe(obj, _guarded(explorer, handler), names=names, type=type)

    W.Button.on_click = on_click_wrapped  # type: ignore[method-assign]
    traitlets.HasTraits.observe = observe_wrapped  # type: ignore[method-assign]
    try:
        yield
    finally:
        W.Button.on_click = on_click  # type: ignore[method-assign]
        traitlets.HasTraits.observe = observe  # type: ignore[method-assign]


def _guarded(explorer: Explorer, callback: Any) -> Any:
    if isinstance(callback, types.FunctionType):
        return PanelCallback(explorer, callback)
    return callback


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
