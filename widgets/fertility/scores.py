"""The Fertility score calculator: the final scoring table, the places that scored, and a finished game
built by clicking (:func:`click_example`).

>>> import widgets
>>> calc = widgets.ScoreCalculator("fertility", players=4, lang="en")
>>> end = click_example(calc)
>>> [end.score()[p].total for p in range(4)] == [calc.scores[p].total for p in range(4)]
True
"""
from __future__ import annotations

import html
from collections.abc import Hashable, Iterable
from typing import Any

import rulekit
from rulekit.fertility.scoring import (
    city_resources,
    leaders,
    monuments_on_board,
    scored_places,
    statue_kinds,
    statues,
)
from rulekit.fertility.state import FertilityState

from ..editor import Editor, EditorSpec, words
from .clicks import WHEAT
from .words import CATEGORIES, SHOW, STATUE_KO, editor_text


class CalculatorScores(EditorSpec[FertilityState]):
    """The score side of :class:`~widgets.fertility.editor.FertilitySpec` (a mixin of the spec)."""

    def score_marks(self, editor: Editor[FertilityState]) -> tuple[Iterable[Hashable], Iterable[Hashable]]:
        show = editor.tool.get("show", "all")
        if show == "none":
            return [], []
        s, p = editor.state, editor.player
        places = scored_places(s, p)
        strong: list = []
        weak: list = []
        if show in ("all", "shops"):
            done = places["normal shops"] + places["special shops"]
            strong += [("shop", lot, n) for lot, n in done]
        if show in ("all", "statues"):
            strong += [("shop", lot, n) for lot, n in places["god statues"]]
        if show in ("all", "monuments"):
            deben = s.score()
            for q in range(s.num_players):
                cells = scored_places(s, q)["monuments"]
                reward = deben[q].parts["monuments"]
                if reward == s.comp.monument_ranks[0]:
                    strong += cells
                elif reward:
                    weak += cells
        return strong, weak

    def score_html(self, editor: Editor[FertilityState]) -> str:
        s = editor.state
        lang = editor.lang
        scores = s.score()
        players = range(s.num_players)
        first, rule = leaders(s)
        head = "".join(f"<th style='{_CELL}'>{html.escape(rulekit.seat_name(p))}</th>" for p in players)
        rows = []
        for key, name, rid in CATEGORIES:
            cells = "".join(f"<td style='{_NUM}'>{scores[p].parts[key]}</td>" for p in players)
            rows.append(f"<tr><td style='{_CELL}'>{html.escape(words(name, lang))}</td>{cells}"
                        f"<td style='{_CELL}'>{_rule_link(rid, lang)}</td></tr>")
        cells = "".join(f"<td style='{_NUM};font-weight:bold'>{scores[p].total}</td>" for p in players)
        rows.append(f"<tr style='border-top:2px solid #444'><td style='{_CELL};font-weight:bold'>"
                    f"{_esc('total', lang)}</td>{cells}<td style='{_CELL}'>"
                    f"{_rule_link('FE.score.order', lang)}</td></tr>")
        on_board = monuments_on_board(s)
        details = []
        for p in players:
            places = scored_places(s, p)
            done = sum(len(places[k]) for k in ("normal shops", "special shops", "god statues"))
            shown, chosen = statues(s, p)
            names = [STATUE_KO.get(g, g) if lang == "ko" else g for g in sorted(shown)] + ["?"] * chosen
            details.append((done, done + len(places["incomplete"]), statue_kinds(s, p), ", ".join(names),
                            on_board[p], s.wheat[p], sum(city_resources(s, p).values())))
        grey = f"{_NUM};color:#555"
        extra = [
            ("shops_done", [f"{d[0]} / {d[1]}" for d in details], "FE.score.incomplete"),
            ("kinds", [f"{d[2]}" + (f" ({html.escape(d[3])})" if d[3] else "") for d in details],
             "FE.score.statues"),
            ("on_board", [f"{d[4]}" for d in details], "FE.score.monuments-ties"),
            ("wheat_pos", [f"{d[5]}" for d in details], "FE.score.wheat"),
            ("pieces", [f"{d[6]}" for d in details], "FE.win.fewer-resources"),
        ]
        for key, values, rid in extra:
            row_cells = "".join(f"<td style='{grey}'>{v}</td>" for v in values)
            rows.append(f"<tr><td style='{_CELL};color:#555'>{_esc(key, lang)}</td>{row_cells}"
                        f"<td style='{_CELL}'>{_rule_link(rid, lang)}</td></tr>")
        leaders_named = ", ".join(rulekit.seat_name(p) for p in first)
        verdict = editor_text("shared" if len(first) > 1 else "winner", lang, names=leaders_named)
        table = (f"<table style='border-collapse:collapse;font-size:1.0em'><tr>"
                 f"<th style='{_CELL};text-align:left'>{_esc('category', lang)}</th>{head}"
                 f"<th style='{_CELL}'>{_esc('rule', lang)}</th></tr>{''.join(rows)}</table>")
        show = editor.tool.get("show", "all")
        marked = ""
        if show != "none":
            keys = ("shops", "statues", "monuments") if show == "all" else (show,)
            what = ", ".join(words(dict((v, t) for v, t, _ in SHOW)[k], lang) for k in keys)
            note = editor_text("marked", lang, what=what, who=rulekit.seat_name(editor.player))
            marked = f"<div style='color:#7a2060'>{html.escape(note)}</div>"
        totals = " · ".join(f"{rulekit.seat_name(p)} {scores[p].total}" for p in players)
        return (f"<div class='rulekit-score-panel' style='line-height:1.45'>"
                f"<div style='font-size:1.15em;font-weight:bold;margin:2px 0 4px;color:#1f7a8c'>"
                f"★ {html.escape(verdict)} <span style='color:#333'>({_esc('total', lang)}: "
                f"{html.escape(totals)})</span> <span style='font-weight:normal;font-size:0.8em'>"
                f"({_esc('by', lang)}{_rule_link(rule, lang)})</span></div>"
                f"<details open><summary>{_esc('score_title', lang)}</summary>{table}</details>"
                f"{marked}</div>")


_CELL = "padding:3px 8px;border-bottom:1px solid #ddd;white-space:nowrap;word-break:keep-all"
_NUM = "padding:3px 8px;border-bottom:1px solid #ddd;text-align:right;font-variant-numeric:tabular-nums"


def _esc(key: str, lang: str, **values: Any) -> str:
    """An editor label in ``lang``, escaped for HTML."""
    return html.escape(editor_text(key, lang, **values))


def _rule_link(rule: str, lang: str) -> str:
    """The rule ID linked to the game's rule reference, its text as the tooltip."""
    try:
        title = rulekit.i18n.rule_text(rule, lang)
    except Exception:  # a rule without a catalogue entry still shows its ID
        title = ""
    return (f"<a href='../fertility/reference.ipynb#{rule}' target='_blank' "
            f"title='{html.escape(title, True)}'><code>{html.escape(rule)}</code></a>")


# A finished 4-player game built on the Korean rulebook's examples: 리사's three shops (grapes -> 1 wheat
# at once, papyrus -> 5 deben, cattle + marble -> nothing without the marble), the monument ranking with
# ties for first and for second (15, 15, 7, 7), and two players tied on deben (fewer resources wins).
# For each player: the monuments' cells on the tally board, the district tiles by lot with what their
# shops hold, and the wheat token's space.
SCORING_EXAMPLE: dict[int, dict[str, Any]] = {
    0: {"monuments": [(0, 0), (0, 1), (1, 0)], "wheat": 5,
        "city": [("D05", "G"), ("D09", "P"), ("D16", "C"), ("D12", "C"), ("D08", "M"), ("D11", "M")]},
    1: {"monuments": [(0, 2), (0, 3), (1, 1)], "wheat": 7,
        "city": [("D17", "MM"), ("D01", "P"), ("D13", "G"), ("D25", "MC"), ("D26", "CG")]},
    2: {"monuments": [(1, 2)], "wheat": 3, "city": [("D40", "MCPG")]},
    3: {"monuments": [(1, 3)], "wheat": 9, "city": [("D14", "CG"), ("D22", "G"), ("D03", "C")]},
}


def click_example(editor: Editor[FertilityState],
                  example: dict[int, dict[str, Any]] | None = None) -> FertilityState:
    """Build a finished game in a :class:`~widgets.editor.ScoreCalculator` by clicking, as a person would.

    The calculator starts again from its empty tally board; then, player by player (the "Edit:"
    buttons): the monuments on the board, each district tile on its lot (chosen in the menu under the
    palette) with the resources on its shops, and the wheat token's space (one click on the wheat
    store per space).  Every click goes through the same path as the mouse's.  ``example`` defaults
    to :data:`SCORING_EXAMPLE`; the state built is returned.
    """
    example = SCORING_EXAMPLE if example is None else example
    with editor.held_drawing():  # one picture, of the finished game
        players = editor.state.num_players
        editor.apply_text(editor.spec.position_text(editor.spec.new_score_state(players)))
        for p, part in sorted(example.items()):
            editor.player_buttons[p].click()
            editor.choose(mode="monument")
            for cell in part.get("monuments", []):
                editor.click_place(cell)
            for lot, (did, goods) in enumerate(part.get("city", []), start=1):
                editor.choose(mode="district")
                editor.district_box.value = did
                editor.click_place(("lot", lot))
                shops = editor.state.comp.districts[did].shops
                left = list(goods)
                for n, shop in enumerate(shops, start=1):
                    held = ""
                    for r in list(left):
                        if len(held) < len(shop.needs) and shop.accepts(r, held):
                            left.remove(r)
                            held += r
                            editor.choose(mode="goods", goods=r)
                            editor.click_place(("shop", lot, n))
            editor.choose(mode="goods")
            for _ in range(part.get("wheat", 0)):
                editor.click_place(WHEAT)
        editor.player_buttons[0].click()
    return editor.state
