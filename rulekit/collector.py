"""Python's cycle collector paused for a stretch of work that makes no reference cycles.

A search and a simulated game make thousands of short-lived states (and fill the engines' memos), so
the collector would walk them, and every remembered position, again and again for nothing: the kit's
states, bots and memos hold no reference cycles (``tests/test_collector.py`` checks every game and
bot) and are freed by reference counting.  The simulator pauses the collector for each chunk of games,
the search bot for each search; it runs again as before once the stretch ends.  The widgets pause
it while a board's picture is built or drawn (thousands of artists, all kept, or short-lived).

>>> import gc
>>> with paused():
...     gc.isenabled()
False
>>> gc.isenabled()
True
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused(promote: bool = False) -> Iterator[None]:
    """The cycle collector off inside the ``with`` block (left as it was if already off).

    ``promote``: at the end, what the stretch kept alive (the engines' memos) goes straight to the
    collector's oldest generation, which it walks seldom, instead of being walked once more in each
    younger one; only for the kit's own code (:func:`kit_code`), which makes no cycles, since a cycle
    made in the stretch would then wait for that seldom walk.  Measured: without pausing, the
    collector took a fifth of Golden Ankh's search time; pausing for a chunk of games saved 8% of a
    random sweep, and promoting another 9% of a greedy one.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if promote and not gc.get_freeze_count():   # (never undo a freeze of the caller's own)
            gc.freeze()
            gc.unfreeze()   # the frozen objects go back to the oldest generation, unwalked
        gc.enable()


def kit_code(*things: object) -> bool:
    """True when every one of ``things`` (game modules, states, bot objects) is the kit's own.

    >>> from rulekit import fertility
    >>> kit_code(fertility, fertility.new_game(players=2, seed=1)), kit_code(object())
    (True, False)
    """
    for thing in things:
        name = thing.__name__ if isinstance(thing, type(gc)) else type(thing).__module__
        if not (name == "rulekit" or name.startswith("rulekit.")):
            return False
    return True
