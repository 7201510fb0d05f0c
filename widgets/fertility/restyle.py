"""How each piece of the Fertility picture is restyled for a state: frames, tiles, buttons, cards, shops.

Only the artists' properties change (through the view's :class:`~widgets.fertility.artists.Painter`, which
skips a value already set); no artist is added, so a step redraws quickly.

>>> from rulekit import fertility as fe
>>> from widgets.fertility import WHEAT, BoardView
>>> view = BoardView(fe.new_game(players=2, seed=1))
>>> view.wheat_mark.get_visible()
False
>>> view.update(view.state, highlight=[WHEAT]); view.wheat_mark.get_visible()
True
"""

from __future__ import annotations

from collections.abc import Hashable

from matplotlib.patches import Rectangle

import rulekit
from rulekit.fertility.components import Shop

from ..board import CONFIRM
from .artists import ATTENTION, CARD, HIGHLIGHT, INK, MUTED, PITCH, Button, Card, Painter, ShopLine, Tile
from .clicks import DISCARD, END, TURN
from .icons import SITE_BG
from .words import LETTERS, ON_SHOP, RESOURCES, statue_name, t


class Restyle:
    """The restyling side of :class:`widgets.fertility.BoardView` (a mixin: it paints the view's artists)."""

    _paint: Painter
    details: bool

    def _show_mark(self, mark: Rectangle, strong: bool, light: bool, attention: bool = False) -> None:
        """A frame around a place: bold if ``strong``, thin and dashed if only ``light``."""
        if strong or light:
            self._paint(
                mark,
                edgecolor=HIGHLIGHT if strong else HIGHLIGHT + "b0",
                linewidth=3.0 if strong else 1.8,
                linestyle="solid" if strong else (0, (3, 2)),
                visible=True,
            )
        elif attention:
            self._paint(mark, edgecolor=ATTENTION, linewidth=3.0, linestyle="solid", visible=True)
        else:
            self._paint(mark, visible=False)

    def _show_tiles(
        self, tiles: list[Tile], kinds_list: list[str], where: str, marks: set, light: set, turned: bool
    ) -> None:
        paint = self._paint
        lang = rulekit.get_language()
        for k, tile in enumerate(tiles):
            kinds = kinds_list[k] if k < len(kinds_list) else ""
            place_ = (where, kinds)
            strong = bool(kinds) and place_ in marks
            if strong and turned:
                kinds = kinds[::-1]
            for j in range(2):
                paint(tile.rects[j], visible=bool(kinds))
                if kinds:
                    paint(tile.rects[j], facecolor=SITE_BG[kinds[j]])
                    tile.icons[j].show(kinds[j])
                    paint(tile.texts[j], text=LETTERS[lang][kinds[j]], visible=True)
                else:
                    tile.icons[j].show(None)
                    paint(tile.texts[j], visible=False)
            self._show_mark(tile.mark, strong, bool(kinds) and place_ in light)

    def _show_button(self, button: Button, place_: Hashable | None, marks: set, light: set) -> None:
        paint = self._paint
        if place_ is None:
            paint(button.rect, visible=False)
            paint(button.text, visible=False)
            button.icon.show(None)
            self._show_mark(button.mark, False, False)
            return
        labels: dict[Hashable, str] = {TURN: "turn_btn", DISCARD: "discard_btn", END: "end_btn",
                                       CONFIRM: "ok_btn"}
        label = labels[place_]
        live = place_ in marks or place_ in light or place_ != CONFIRM
        paint(
            button.rect,
            visible=True,
            alpha=1.0 if live else 0.45,
            facecolor="#ffe9a8" if place_ in marks else "#f7f0dc",
        )
        paint(button.text, visible=True, text=t(label), alpha=1.0 if live else 0.45)
        button.icon.show("turn" if place_ == TURN else None)
        self._show_mark(button.mark, place_ in marks, place_ in light)

    def _show_card(
        self,
        card: Card,
        title: str,
        detail: str,
        shops: list[Shop],
        goods: dict,
        place_: Hashable,
        marks: set,
        light: set,
        lot: int | None,
        empty: bool = False,
    ) -> None:
        paint = self._paint
        lang = rulekit.get_language()
        paint(card.title, text=title)
        paint(
            card.rect,
            facecolor="#f3ead2" if empty else CARD,
            linestyle=(0, (5, 3)) if empty else "solid",
            edgecolor="#b3a27e" if empty else "#8a7650",
        )
        paint(card.note, text=(t("empty") if lot else "—") if empty else "")
        numbered = self.details and lot is not None
        # the printed shop needs all four resources, so its reward runs to the card's edge: its number
        # goes in the free title row instead of over the reward
        in_title = numbered and lot == 0 and not detail
        numbers = [f"{lot}.{n}" for n in range(1, len(shops) + 1)]
        paint(card.detail, text=(" · ".join(numbers) if in_title else detail) if self.details else "")
        self._show_mark(card.mark, place_ in marks, place_ in light)
        for n, line in enumerate(card.lines, start=1):
            shop = shops[n - 1] if n <= len(shops) else None
            supplied = goods.get((lot, n), "") if lot is not None else ""
            self._show_line(line, shop, supplied, lang)
            spot = ("shop", lot, n)
            self._show_mark(line.mark, spot in marks, spot in light)
            paint(line.number, text=f"{lot}.{n}" if (numbered and not in_title and shop is not None) else "")

    def _show_line(self, line: ShopLine, shop: Shop | None, supplied: str, lang: str) -> None:
        paint = self._paint
        needs = shop.needs if shop else ""
        left = list(supplied)
        for k, (rect, icon, text) in enumerate(line.slots):
            if k >= len(needs):
                paint(rect, visible=False)
                icon.show(None)
                paint(text, text="")
                continue
            need = needs[k]
            got = None
            if need == "A" and left:
                got = left.pop(0)
            elif need in left:
                left.remove(need)
                got = need
            shown = got or need
            paint(
                rect,
                visible=True,
                facecolor=SITE_BG.get(got, "#f4ead0") if got else "white",
                linewidth=2.2 if got else 1.0,
                linestyle="solid" if got else (0, (2, 2)),
                edgecolor=INK if got else "#9b8a6a",
            )
            icon.show(shown, alpha=1.0 if got else 0.55)
            paint(text, text=LETTERS[lang][shown], color=INK if got else MUTED)
        icons = line.r_icons
        if shop is None:
            line.arrow.show(None)
            for icon, mark in zip(icons, line.r_letters, strict=True):
                icon.show(None)
                paint(mark, text="")
            paint(line.r_text, text="")
            paint(line.r_text2, text="")
            return
        x = line.x + 0.06 + len(needs) * PITCH
        line.arrow.place(x + 0.14, line.cy, line.arrow.size)
        line.arrow.show("arrow")
        x += 0.32
        text1 = text2 = ""
        kinds: list[tuple[str, float]] = []  # reward pictograms and where they go
        t1x, t2x = x + 0.5, x
        if shop.kind in ("deben", "any"):
            kinds = [("deben", x + 0.23)]
            text1 = str(shop.value)
        elif shop.kind == "wheat":
            kinds = [("W", x + 0.23)]
            text1 = f"+{shop.value} " + LETTERS[lang]["W"]
        elif shop.kind == "statue":
            kinds = [("statue", x + 0.23)]
            text1 = statue_name(shop.statue)
        elif shop.kind == "choice":
            kinds = [("statue", x + 0.23)]
            text1 = rulekit.i18n.pick(*ON_SHOP["choice"], lang)
        elif shop.kind == "per":
            kinds = [("deben", x + 0.23), (shop.resource, x + 1.12)]
            text1 = f"{shop.value}/"
        else:  # trade: one of the shown resources at once
            kinds = [(r, x + 0.23 + 0.56 * k) for k, r in enumerate(shop.choices[:3])]
            text2 = rulekit.i18n.pick(*ON_SHOP["one_of"], lang)
            t2x = x + 0.02 + 0.56 * len(kinds)
        for k, (icon, mark) in enumerate(zip(icons, line.r_letters, strict=True)):
            if k < len(kinds):
                kind, ix = kinds[k]
                icon.place(ix, line.cy - (0.05 if kind in LETTERS[lang] else 0.0), icon.size)
                icon.show(kind)
                corner = LETTERS[lang][kind] if kind in RESOURCES else ""
                paint(mark, text=corner, position=(ix + 0.34, line.cy + 0.3))
            else:
                icon.show(None)
                paint(mark, text="")
        paint(line.r_text, text=text1, position=(t1x, line.cy))
        paint(line.r_text2, text=text2, position=(t2x, line.cy))
