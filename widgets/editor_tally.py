"""The final-tally panel of the El Dorado and Elfengold score calculators.

It shows a :class:`rulekit.tally.Tally` (built by rulekit, never computed here): one row per value
the rulebook compares, in its order, with a column per player and the rule behind the row (linked to
the game's rule reference), then the ranking, the winner and the rule that decided it.

>>> from rulekit import el_dorado as ed
>>> from rulekit.el_dorado.end import tally
>>> html_text = tally_html(tally(ed.from_position("players=3 pieces=ED,B7,B8 final")), "en")
>>> "P1" in html_text and "ED.end.sole-winner" in html_text and "Winner" in html_text
True
"""
from __future__ import annotations

import html

import rulekit
from rulekit.tally import Tally

from .ui_text import label_words

T = dict[str, str]

TEXT: dict[str, T] = {
    "title": {"en": "Final tally", "ko": "최종 결과"},
    "what": {"en": "Compared in this order", "ko": "이 순서로 비교합니다"},
    "rule": label_words("rule"),
    "place": {"en": "Place", "ko": "순위"},
    "yes": {"en": "yes", "ko": "예"},
    "no": {"en": "no", "ko": "아니요"},
    "winner": label_words("score_winner"),
    "shared": label_words("score_shared"),
    "nobody": {"en": "No winner yet", "ko": "아직 승자가 없습니다"},
    "not_over": {"en": "The game is not over: this is who would win if it ended now.",
                 "ko": "게임이 아직 끝나지 않았습니다: 지금 끝난다면 이렇게 됩니다."},
    "over": {"en": "The game is over.", "ko": "게임이 끝났습니다."},
    "final": {"en": "Scored as an end position: the position shown, as the game ended.",
              "ko": "보이는 국면을 게임이 끝난 국면으로 보고 계산했습니다."},
    "out": {"en": "–", "ko": "–"},
}

_CELL = "padding:3px 8px;border-bottom:1px solid #ddd;white-space:nowrap;word-break:keep-all"
_NUM = "padding:3px 8px;border-bottom:1px solid #ddd;text-align:center;font-variant-numeric:tabular-nums"


def _tx(key: str, lang: str, **values: object) -> str:
    entry = TEXT[key]
    return rulekit.i18n.pick(entry["en"], entry["ko"], lang).format(**values)


def rule_link(game: str, rule: str, lang: str) -> str:
    """The rule ID linked to the game's rule reference (beside the scoring notebooks), its text as tooltip."""
    try:
        title = rulekit.i18n.rule_title(rule, lang) + " — " + rulekit.i18n.rule_text(rule, lang)
    except (KeyError, ValueError):  # a rule without a catalogue entry still shows its ID
        title = ""
    return (f"<a href='../{game}/reference.ipynb#{html.escape(rule, True)}' target='_blank' "
            f"title='{html.escape(title, True)}'><code>{html.escape(rule)}</code></a>")


def tally_html(t: Tally, lang: str, final: bool = False) -> str:
    """The tally as an HTML table with the winner and the rule that decided it (see the module docstring).

    ``final`` (the score calculators): the position is scored as an end position, the winner first.
    """
    players = sorted(t.values)
    winners = set(t.winners)
    head = "".join(
        f"<th style='{_CELL};text-align:center'>{'★ ' if p in winners else ''}"
        f"{html.escape(rulekit.seat_name(p))}</th>" for p in players)
    rows = []
    for col in t.columns:
        cells = []
        for p in players:
            v = t.values[p][col.key]
            shown = (_tx("yes" if v else "no", lang)) if col.kind == "bool" else str(v)
            bold = ";font-weight:bold" if p in winners else ""
            cells.append(f"<td style='{_NUM}{bold}'>{html.escape(shown)}</td>")
        rows.append(f"<tr><td style='{_CELL}'>{html.escape(col.name(lang))}</td>{''.join(cells)}"
                    f"<td style='{_CELL}'>{rule_link(t.game, col.rule, lang)}</td></tr>")
    ranking = t.ranking()
    can = t.eligible if t.eligible is not None else frozenset(players)
    place: dict[int, str] = {}
    k = 0
    prev = None
    for i, p in enumerate(ranking):
        if p not in can:
            place[p] = _tx("out", lang)
            continue
        key = t.key_of(p)
        if key != prev:
            k, prev = i + 1, key
        place[p] = str(k)
    places = "".join(f"<td style='{_NUM};font-weight:bold'>{place[p]}</td>" for p in players)
    rows.append(f"<tr style='border-top:2px solid #444'><td style='{_CELL};font-weight:bold'>"
                f"{html.escape(_tx('place', lang))}</td>{places}"
                f"<td style='{_CELL}'>{rule_link(t.game, t.decided_by, lang)}</td></tr>")
    names = ", ".join(rulekit.seat_name(p) for p in t.winners)
    if not t.winners:
        verdict = _tx("nobody", lang)
    else:
        verdict = _tx("shared" if len(t.winners) > 1 else "winner", lang, names=names)
    table = (f"<table style='border-collapse:collapse;font-size:1.0em'><tr>"
             f"<th style='{_CELL};text-align:left'>{html.escape(_tx('what', lang))}</th>{head}"
             f"<th style='{_CELL}'>{html.escape(_tx('rule', lang))}</th></tr>{''.join(rows)}</table>")
    state_line = _tx("final" if final else "over" if t.over else "not_over", lang)
    if final:
        return (f"<div class='rulekit-score-panel' style='line-height:1.45'>"
                f"<div style='font-size:1.15em;font-weight:bold;margin:2px 0 4px;color:#1f7a8c'>"
                f"{'★ ' if t.winners else ''}{html.escape(verdict)}</div>"
                f"<div>{html.escape(t.reason(lang))}</div>"
                f"<details open><summary>{html.escape(_tx('title', lang))}</summary>{table}</details>"
                f"<div style='color:#555'>{html.escape(state_line)}</div></div>")
    return (f"<div class='rulekit-score-panel' style='line-height:1.45'>"
            f"<h4 style='margin:4px 0'>{html.escape(_tx('title', lang))}</h4>{table}"
            f"<div style='font-size:1.15em;font-weight:bold;margin-top:6px;color:#1f7a8c'>"
            f"{'★ ' if t.winners else ''}{html.escape(verdict)}</div>"
            f"<div>{html.escape(t.reason(lang))}</div>"
            f"<div style='color:#555'>{html.escape(state_line)}</div></div>")
