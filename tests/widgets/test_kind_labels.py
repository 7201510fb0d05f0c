"""Every action kind of every game has a menu name in English and Korean (the game's KIND_LABELS)."""
import importlib
import inspect

import pytest

import rulekit
from rulekit.core import Action
from widgets.board import kind_label

GAMES = ["golden_ankh", "el_dorado", "fertility", "elfengold"]


def action_kinds(game: str) -> set[str]:
    module = importlib.import_module(f"rulekit.{game}.actions")
    return {cls.kind for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Action) and cls is not Action and cls.__module__ == module.__name__}


@pytest.mark.parametrize("game", GAMES)
def test_every_action_kind_has_both_names(game):
    labels = importlib.import_module(f"widgets.{game}").KIND_LABELS
    kinds = action_kinds(game)
    assert kinds and kinds <= set(labels)
    for kind in kinds:
        assert labels[kind]["en"] and labels[kind]["ko"]
        assert any("\uac00" <= ch <= "\ud7a3" for ch in labels[kind]["ko"])  # Korean text


def test_golden_ankh_menu_uses_the_rulebook_terms():
    assert action_kinds("golden_ankh") == {"take", "buy", "refill", "move", "return", "store", "end"}
    old = rulekit.get_language()
    try:
        rulekit.set_language("ko")
        assert [kind_label("golden_ankh", k) for k in ("take", "buy", "refill", "move")] == [
            "토큰 가져오기", "타일 구매하기", "타일 보충하기", "타일 옮기기"]
        assert [kind_label("golden_ankh", k) for k in ("return", "store", "end")] == [
            "토큰 반납하기", "창고에 보관하기", "차례 마치기"]
        rulekit.set_language("en")
        assert kind_label("golden_ankh", "refill") == "refill the market"
    finally:
        rulekit.set_language(old)
