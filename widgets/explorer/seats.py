"""The computer seats: bots playing their seats of the Explorer's game.

A seat is given to a bot by name (``"mcts"``, ``"greedy"`` …) or as a bot object; after every move the
bots' seats play through the public ``rulekit.bots.choose`` until a person is to move.
"""
from __future__ import annotations

import ipywidgets as W

from rulekit import bots
from rulekit.bots import Bot, bot_names
from rulekit.core import OptionError

from .. import ui_text
from .guards import guarded
from .host import ExplorerParts

PERSON = "person"  # a seat chooser's value for a seat played by a person


class ComputerSeats(ExplorerParts):
    """The Explorer's seats played by the computer (a part of :class:`widgets.Explorer`)."""

    def set_bot(self, seat: int, spec: str | Bot | None) -> None:
        """Give ``seat`` to a bot (a name such as ``"mcts"``, or a bot object), or to a person (None)."""
        last = self.state.num_players - 1
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= last:
            raise OptionError(f"no seat {seat!r}: this game has seats 0 to {last}",
                              f"{seat!r}번 자리는 없습니다: 이 게임의 자리는 0~{last}번입니다", field="seat")
        if spec is None:
            self.seat_bots.pop(seat, None)
            self._bot_objects.pop(seat, None)
        else:
            self._bot_objects[seat] = make_seat_bot(spec, self.game, self.bot_seconds)
            self.seat_bots[seat] = spec
        if seat < len(self.seat_choosers):
            chooser = self.seat_choosers[seat]
            value = spec if isinstance(spec, str) else (PERSON if spec is None else chooser.value)
            if value in [v for _, v in chooser.options] and chooser.value != value:
                self._syncing = True
                try:
                    chooser.value = value
                finally:
                    self._syncing = False

    @guarded
    def _on_seat(self, change: dict) -> None:
        if self._syncing:
            return
        seat = self.seat_choosers.index(change["owner"])
        self.set_bot(seat, None if change["new"] == PERSON else change["new"])
        self._run_bots()

    def _run_bots(self, limit: int = 500) -> None:
        """Let the computer's seats play until a person is to move (or the game ends)."""
        played = 0
        at_end = self.history.index == len(self.history) - 1
        while (at_end and self._bot_objects and not self.state.is_over and played < limit
               and self.state.current_player in self._bot_objects):
            state = self.state
            bot = self._bot_objects[state.current_player]
            action = bots.choose(bot, state, self._seed + self.history.index)
            if self._play(action, by_bot=True) is None:
                break
            played += 1

    def _seat_widgets(self, players: int) -> list[W.Dropdown]:
        """One chooser per seat: a person, or one of the game's bots."""
        try:
            names = bot_names(self.game, search=True)
        except Exception:  # a game without bots plays with people only
            return []
        if "mcts" in names:  # the strongest first
            names = ["mcts"] + [n for n in names if n != "mcts"]
        return [W.Dropdown(options=[("", PERSON)] + [(n, n) for n in names], value=PERSON,
                           layout=W.Layout(width="auto")) for _ in range(players)]


def make_seat_bot(spec: str | Bot, game: str, seconds: float) -> Bot:
    """A bot for a seat of the Explorer; the search bot thinks ``seconds`` a move."""

    if spec == "mcts":
        try:
            return bots.make_bot("mcts", game, seconds=seconds)
        except TypeError:  # a search bot without a time budget
            return bots.make_bot("mcts", game)
    try:
        return bots.make_bot(spec, game)
    except KeyError as exc:
        raise OptionError(f"unknown bot {spec!r}: {exc}", f"알 수 없는 봇 {spec!r}입니다",
                          field="bots") from None


def bot_label(name: str) -> str:
    """A bot's name as a person reads it."""
    return ui_text.text(f"bot_{name}") if f"bot_{name}" in ui_text.LABELS else name
