"""Static pictures and tables: ``draw``, ``show_steps``, ``show_checks``, ``score_table``.

These work without a live kernel (the output is PNG and HTML), so they show on
GitHub and under nbval.  Importing :mod:`widgets` also registers an IPython
formatter so that a game state that ends a cell is shown as its board.
"""
from __future__ import annotations

import html
import re
from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

import rulekit
from rulekit.core import Action, Check, GameState, IllegalActionText, RuleViolation
from rulekit.registry import GAMES

from . import ui_text
from .board import BoardView, game_function, render_png, view_class

if TYPE_CHECKING:
    import pandas
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


def draw(state: Any, ax: Axes | None = None, highlight: Iterable[Hashable] = (), *,
         game: str | None = None) -> Figure:
    """A picture of a state by its game's ``widgets.<game>.draw`` (or its BoardView).

    ``game`` names the game when ``state`` is not a game state: a position in the
    game's notation, or another thing the game's ``draw`` accepts (a Golden Ankh
    :class:`~rulekit.golden_ankh.Layout` …).  ``highlight`` takes places as the
    actions' ``targets()`` give them.  A position text for each game:

    >>> import widgets
    >>> from rulekit import golden_ankh
    >>> fig = widgets.draw(golden_ankh.new_game(3, seed=1))          # a state names its game
    >>> fig = widgets.draw("RJ RJ . / GJ GS BH", game="golden_ankh",
    ...                    highlight=[("ground", 0, 1)])              # a layout (layout notation)
    >>> fig = widgets.draw("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9", game="el_dorado",
    ...                    highlight=["C3"])                          # rulekit.el_dorado.from_position
    >>> fig = widgets.draw("players 2\\nboard\\n.m.\\n.PC\\nstart -\\np1 hand PG",
    ...                    game="fertility")                          # rulekit.fertility.parse_position
    >>> fig = widgets.draw("R12:UG | P1@Lapphalya hand=UUU | P2@Elvenhold", game="elfengold",
    ...                    highlight=["R12"])                         # rulekit.elfengold.position
    >>> widgets.draw("players=2 blockades=BJ1*1,BJ2,BR1,BR2 pieces=C3+B8,B7+B9")
    Traceback (most recent call last):
    ...
    TypeError: widgets.draw got a str, not a game state: name its game, e.g. draw(text, game="golden_ankh")

    A game without its own ``draw`` is drawn by its BoardView; a text is first read
    with the game's ``from_position`` or ``parse_position`` when it has one.
    """
    if game is None:
        game = getattr(state, "GAME", None)
        if not game:
            raise TypeError(f"widgets.draw got a {type(state).__name__}, not a game state: name its game, "
                            f'e.g. draw(text, game="{next(iter(GAMES))}")')
    drawing = game_function(game, "draw")
    if drawing is not None:
        return drawing(state, ax=ax, highlight=tuple(highlight))
    if isinstance(state, str):
        state = _read_position(game, state)
    return view_class(game)(state, ax, tuple(highlight)).fig


def _read_position(game: str, text: str) -> GameState:
    """A state from a position text by the game's own parser (for games drawn without a ``draw``)."""
    try:
        rules = rulekit.load(game)
    except KeyError:
        raise ValueError(f"unknown game {game!r}; the kit has {', '.join(sorted(GAMES))}") from None
    for name in ("from_position", "parse_position"):
        parser = getattr(rules, name, None)
        if callable(parser):
            return parser(text)
    raise TypeError(f"the game {game!r} has no position notation to read {text!r} with")


def describe_action(game: str, action: Any) -> str:
    """An action in plain words (the game's ``describe``) followed by its notation.

    >>> describe_action("no such game", "take 2")
    'take 2'
    """
    fn = game_function(game, "describe") if game in rulekit.registry.names() else None
    if fn is None or isinstance(action, str):
        return str(action)
    try:
        words = fn(action)
    except Exception:  # plain words are a help; the notation always works
        return str(action)
    return f"{words} ({action})" if words != str(action) else words


def state_png(state: GameState) -> bytes | None:
    """PNG bytes of a state's board (None when it cannot be drawn: the text form is shown instead)."""
    try:
        return render_png(draw(state))
    except Exception:  # a display hook must never raise into the notebook
        return None


# --------------------------------------------------------------------------- rule checks


# Inline styles: notebook front ends and GitHub drop <style> blocks but keep these.
_TABLE = "border-collapse:collapse;font-size:0.92em"
_CELL = "text-align:left;vertical-align:top;padding:2px 8px;border-bottom:1px solid #ddd"


def _rule_cell(rule: str, again: bool = False) -> str:
    """The rule ID with its title and text (the ID alone when the table has already shown them)."""
    head = f"<code>{html.escape(rule)}</code>"
    if again:
        return head
    title = rulekit.rule_title(rule)
    text = rulekit.rule_text(rule)
    if title and title != rule:
        head += f" <b>{html.escape(title)}</b>"
    if text:
        head += f"<br><small>{_code_spans(html.escape(text))}</small>"
    return head


def _code_spans(escaped: str) -> str:
    """A rule text's `...` spans (the catalogues write rule IDs and formulas so) as ``<code>``.

    >>> _code_spans("see `GA.gap.take-three`")
    'see <code>GA.gap.take-three</code>'
    """
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)


def checks_html(checks: list[Check], heading: str = "") -> str:
    """An HTML table of rule checks: rule ID with title and text, the check's message, passed or refused."""
    rows = []
    shown: set[str] = set()
    for c in checks:
        mark = ui_text.text("passed") if c.passed else ui_text.text("failed")
        colour = "#1a7f37" if c.passed else "#b42318"
        rows.append(
            f"<tr><td style='{_CELL}'>{_rule_cell(c.rule, c.rule in shown)}</td>"
            f"<td style='{_CELL}'>{html.escape(c.message())}</td>"
            f"<td style='{_CELL};color:{colour};white-space:nowrap'><b>{mark}</b></td></tr>"
        )
        shown.add(c.rule)
    head = "".join(f"<th style='{_CELL}'>{ui_text.text(key)}</th>" for key in ("rule", "check", "result"))
    head = f"<tr>{head}</tr>"
    caption = f"<p style='margin:0.3em 0'><b>{html.escape(heading)}</b></p>" if heading else ""
    return (f"<div style='line-height:1.35'>{caption}<table class='rulekit-checks' style='{_TABLE}'>"
            f"{head}{''.join(rows)}</table></div>")


def deciding_check(checks: list[Check], rule: str | None = None) -> Check | None:
    """The check that decides an action: the refusal, else the check of ``rule``, else the last rule's check.

    A kit ruling (``.gap.``) decides a legal action only when it is the only rule checked.

    >>> from rulekit.core import Check
    >>> cs = [Check("GA.turn.one-basic", True, "a", "a"), Check("GA.place.adjacent", True, "b", "b"),
    ...       Check("GA.gap.first-tile", True, "c", "c")]
    >>> deciding_check(cs).rule, deciding_check(cs, "GA.turn.one-basic").rule
    ('GA.place.adjacent', 'GA.turn.one-basic')
    """
    if not checks:
        return None
    failed = [c for c in checks if not c.passed]
    if failed:
        return failed[-1]
    if rule is not None:
        for c in checks:
            if c.rule == rule:
                return c
    plain = [c for c in checks if ".gap." not in c.rule]
    return (plain or checks)[-1]


def decided_html(checks: list[Check], rule: str | None = None, heading: str = "") -> str:
    """The deciding rule first, in one sentence, and the other checks folded in a ``<details>`` block.

    >>> from rulekit.core import Check
    >>> page = decided_html([Check("GA.turn.one-basic", True, "one basic action", "기본 행동 1번"),
    ...                      Check("GA.place.adjacent", False, "must touch", "맞닿아야 합니다")])
    >>> page.index("GA.place.adjacent") < page.index("<details>")
    True
    """
    first = deciding_check(checks, rule)
    if first is None:
        return checks_html(checks, heading)
    title = rulekit.rule_title(first.rule)
    named = f"<code>{html.escape(first.rule)}</code>"
    if title != first.rule:
        named += f" {html.escape(title)}"
    mark = ui_text.text("passed") if first.passed else ui_text.text("failed")
    colour = "#1a7f37" if first.passed else "#b42318"
    caption = f"<p style='margin:0.3em 0'><b>{html.escape(heading)}</b></p>" if heading else ""
    sentence = (f"<p style='margin:0.3em 0'><b>{ui_text.text('deciding')}:</b> {named} — "
                f"{html.escape(first.message())} <b style='color:{colour}'>{mark}</b></p>")
    rest = [c for c in checks if c is not first]
    if not rest:
        return caption + sentence
    folded = (f"<details><summary>{ui_text.text('other_checks', n=len(rest))}</summary>"
              f"{checks_html(rest)}</details>")
    return caption + sentence + folded


def _checks_of(state: GameState, action: Any) -> list[Check]:
    return rulekit.explain(state, action)  # after the end: the game's end rule refuses it


def show_checks(state: GameState, action: Any) -> Any:
    """The rule checks of ``action`` in ``state`` as an HTML table (the last value of a cell shows it).

    >>> import widgets
    >>> from rulekit import golden_ankh as ga
    >>> table = widgets.show_checks(ga.new_game(players=2, seed=1), "take B B B W")
    >>> "GA.gap.take-three" in table.data       # four tokens: refused by the take-three ruling
    True
    """
    from IPython.display import HTML

    try:
        heading = str(state.coerce_action(action))
    except IllegalActionText:
        heading = str(action)
    return HTML(decided_html(_checks_of(state, action), heading=heading))


# --------------------------------------------------------------------------- scores


def score_table(state: GameState) -> pandas.DataFrame:
    """The score breakdown as a DataFrame: a row per player, a column per category, and the total.

    >>> import widgets
    >>> from rulekit import golden_ankh as ga
    >>> state = ga.new_game(players=2, seed=1).apply("take B W K").apply("end")
    >>> widgets.score_table(state)  # doctest: +NORMALIZE_WHITESPACE
            colour  animals  numbers  bonus  tokens  total
    player
    P1           0        0        0      0       1      1
    P2           0        0        0      0       0      0
    """
    import pandas

    scores = state.score()
    columns: list[str] = []
    for s in scores.values():
        for part in s.parts:
            if part not in columns:
                columns.append(part)
    rows = {rulekit.seat_name(p): [s.parts.get(c, 0) for c in columns] + [s.total] for p, s in scores.items()}
    names = [ui_text.score_part(c) for c in columns]
    frame = pandas.DataFrame.from_dict(rows, orient="index", columns=names + [ui_text.text("total")])
    frame.index.name = ui_text.text("player")
    return frame


def score_html(state: GameState) -> str:
    """:func:`score_table` as HTML (for the Explorer's score panel)."""
    try:
        table = score_table(state)
    except NotImplementedError:
        return ""
    table.index.name = None  # the rows are P1, P2 …: no header needed
    body = table.to_html(border=0).replace("<table", f"<table style='{_TABLE}'", 1)
    pad = "padding:1px 8px;text-align:right"  # long category names must not run into each other
    # category names stay whole: Korean words must not break in the middle (상/점)
    body = body.replace("<th>", f"<th style='{pad};white-space:nowrap;word-break:keep-all'>")
    body = body.replace("<td>", f"<td style='{pad}'>")
    return f"<div style='line-height:1.35;overflow-x:auto'>{body}</div>"


# --------------------------------------------------------------------------- step by step


def show_steps(state: GameState, actions: Iterable[Action | str], *,
               view: type[BoardView] | None = None) -> GameState:
    """Play ``actions`` one at a time, showing each action, the rules that allowed it and the board after it.

    A refused action is shown with its rule and ends the steps.  Returns the last
    state reached.  The output is static (HTML and PNG), so it also shows on GitHub.

    >>> import widgets
    >>> from rulekit import golden_ankh as ga
    >>> end = widgets.show_steps(ga.new_game(players=2, seed=1), ["take B W K", "end"])  # doctest: +ELLIPSIS
    <IPython.core.display.HTML object>
    ...
    >>> end.turn, end.current_player
    (1, 1)

    (Outside a notebook the pictures and tables print as placeholders, as above.)
    """
    from IPython.display import HTML, Image, display

    board = (view or view_class(state.GAME))(state)
    for n, action in enumerate(actions, start=1):
        checks = _checks_of(state, action)
        try:
            action = state.coerce_action(action)
            new = state.apply(action)
        except (RuleViolation, IllegalActionText) as exc:
            if isinstance(exc, RuleViolation) and (not checks or checks[-1].passed):
                checks.append(Check(exc.rule, False, exc.en, exc.ko))
            display(HTML(checks_html(checks, ui_text.text("step_refused", n=n, action=action))))
            return state
        heading = ui_text.text("step_n", n=n, player=rulekit.seat_name(state.current_player),
                               action=describe_action(state.GAME, action))
        display(HTML(checks_html(checks, heading)))
        state = new
        board.show(state, board.click_targets(action) if hasattr(action, "targets") else ())
        display(Image(data=board.render(), format="png"))
    return state


# --------------------------------------------------------------------------- IPython display hooks


def register_formatters(ip: Any = None) -> bool:
    """Show game states as board pictures when they end a cell; True when IPython is running.

    The formatter is set on :class:`rulekit.core.GameState`, which IPython looks up
    along the class hierarchy, so every game's state class is covered without
    importing any game now.
    """
    if ip is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        ip = get_ipython()
    if ip is None:
        return False
    png = ip.display_formatter.formatters["image/png"]
    png.for_type(GameState, state_png)
    from matplotlib.figure import Figure

    # A bare Figure (our views do not use pyplot) shows as a picture too, unless a backend already set one.
    try:
        png.lookup_by_type(Figure)
    except KeyError:
        png.for_type(Figure, render_png)
    return True
