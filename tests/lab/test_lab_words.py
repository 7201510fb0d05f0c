"""The lab widget in the kit's language: game titles, bot names, option labels and help (Korean first)."""
from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import rulekit  # noqa: E402
from rulekit.glossary import term  # noqa: E402
from rulekit.i18n import known_rules  # noqa: E402
from widgets import lab, ui_text  # noqa: E402

GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")
RULE_ID = re.compile(r"\b(?:GA|ED|FE|EG)\.[a-z0-9-]+(?:\.[a-z0-9-]+)*")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
CAPTION = re.compile(r'<span title="([^"]*)">([^<]*)</span>')


def shown(app, name: str) -> tuple[str, str, str]:
    """An option as the lab shows it: the caption's text, the caption's hover text, the input's tooltip."""
    found = CAPTION.fullmatch(app.option_captions[name].value)
    assert found, app.option_captions[name].value
    return html.unescape(found[2]), html.unescape(found[1]), app.option_widgets[name].tooltip


@pytest.mark.parametrize("game", GAMES)
def test_every_option_has_words_in_both_languages_naming_the_same_rules(game):
    """The help of an option keeps the rule IDs its OPTIONS text names, in Korean as in English, and each
    is a rule of the catalogue."""
    module = rulekit.load(game)
    assert set(module.OPTION_WORDS) == set(module.OPTIONS)
    rules = set(known_rules(game))
    for name, (_, help_text) in module.OPTIONS.items():
        words = module.OPTION_WORDS[name]
        (en_label, en_help), (ko_label, ko_help) = words["en"], words["ko"]
        assert en_help == help_text and en_label and not HANGUL.search(en_label)
        assert HANGUL.search(ko_label) and HANGUL.search(ko_help), (name, ko_label, ko_help)
        named = set(RULE_ID.findall(help_text))
        assert set(RULE_ID.findall(ko_help)) == named, name
        assert named <= rules, named - rules


def test_option_labels_are_the_glossary_words():
    # GA.setup.start-player, ED.setup.course-first, FE.var.two-player, EG.variant.wizards
    from rulekit import el_dorado, elfengold, fertility, golden_ankh

    assert golden_ankh.OPTION_WORDS["start_player"]["ko"][0] == term("golden_ankh", "start-player").ko
    assert el_dorado.OPTION_WORDS["course"]["ko"][0] == term("el_dorado", "course").ko
    assert fertility.OPTION_WORDS["variant"]["ko"][0] == term("fertility", "two-player-variant").ko
    assert elfengold.OPTION_WORDS["wizards"]["ko"][0] == term("elfengold", "elf-wizard").ko


def test_the_lab_built_in_korean_shows_titles_bot_names_and_option_labels():
    rulekit.set_language("ko")
    app = lab.LabApp("el_dorado", n=2)
    assert dict(app.game.options) == {rulekit.load(g).TITLE["ko"]: g for g in GAMES}
    assert app.game.label == "황금밀림" and app.game.value == "el_dorado"
    labels = dict(app.bot_widgets[0].options)
    assert set(labels.values()) == {"random", "greedy", "racer", "planner"}
    assert {v: k for k, v in labels.items()}["racer"] == ui_text.text("bot_racer", "ko") == "달리기"
    assert app.bot_widgets[0].label == "무작위"
    from rulekit import el_dorado

    for name in app.option_widgets:
        label, help_text = el_dorado.OPTION_WORDS[name]["ko"]
        assert shown(app, name) == (label, help_text, help_text)
    assert shown(app, "course")[0] == "경로"
    assert app.option_widgets["blockades"].placeholder == "기본값"
    # the values are still the ids and the options' own values: a run plays the game (ED.gap.sim-round-limit)
    app.bot_widgets[0].value = "racer"
    app.option_widgets["max_rounds"].value = "30"
    assert app.options() == {"max_rounds": 30}
    app.run.click()
    assert app.status.value.startswith("2게임, 그중 ")
    assert set(app.df["bot"]) == {"racer", "random"} and (app.df["opt_max_rounds"] == 30).all()


def test_changing_the_game_relabels_its_options_in_the_language():
    rulekit.set_language("ko")
    app = lab.LabApp("el_dorado", n=2)
    app.game.value = "elfengold"
    label, hover, tooltip = shown(app, "wizards")
    assert label == term("elfengold", "elf-wizard").ko
    assert hover == tooltip and "EG.variant.wizards" in hover
    app.game.value = "golden_ankh"
    assert app.option_widgets["tokens_per_kind"].placeholder == "기본값"
    assert shown(app, "start_player")[0] == "시작 플레이어"
    assert set(app.option_captions) == set(app.option_widgets)


def test_the_lab_in_english_is_unchanged():
    app = lab.LabApp("golden_ankh", n=2)
    assert [label for label, _ in app.game.options] == [rulekit.load(g).TITLE["en"] for g in GAMES]
    assert [label for label, _ in app.bot_widgets[0].options] == [v for _, v in app.bot_widgets[0].options]
    help_text = rulekit.load("golden_ankh").OPTIONS["tokens_per_kind"][1]
    assert shown(app, "tokens_per_kind") == ("tokens of each kind", help_text, help_text)
    assert app.option_widgets["tokens_per_kind"].placeholder == "default"
    assert shown(app, "start_player")[0] == "start player"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_game_without_option_words_shows_its_option_names(lang):
    """The fifth game names its options in OPTIONS only: the lab shows the names and the help as they are."""
    toy = rulekit.load("toy")
    assert not hasattr(toy, "OPTION_WORDS")
    rulekit.set_language(lang)
    app = lab.LabApp("toy", n=3)
    help_text = toy.OPTIONS["max_take"][1]
    assert shown(app, "max_take") == ("max_take", help_text, help_text)
    box = app.option_widgets["max_take"]
    assert app.game.label == toy.TITLE[lang]
    box.value = 2
    app.run.click()
    assert app.df is not None and (app.df["opt_max_take"] == 2).all()


def test_no_widget_of_the_lab_hovers_null():
    """A described widget whose tooltip is None shows the word "null" on hover in JupyterLab."""
    app = lab.LabApp("golden_ankh", n=2)
    described = [app.game, app.players, app.n, app.seed, *app.bot_widgets, *app.option_widgets.values()]
    assert all(box.tooltip is not None for box in described)


def test_the_plots_name_the_default_variant_and_the_bots_in_the_language():
    """The grid's empty cell is shown as the default in the kit's language, the bots by their names."""
    df = lab.sweep("toy", [{}, {"max_take": 2}], n=6, players=2, bots=["greedy", "random"], seed=1,
                   progress=False)
    assert list(df["variant"].cat.categories) == ["default", "max_take=2"]  # the data keep their keys
    # greedy wins all six default games: a rate of 1 whose interval's top is a rounding error below it
    assert lab.win_rates(df, "bot")["rate"].max() == 1.0

    def shown(fig) -> tuple[list[str], list[str]]:
        ax = fig.axes[0]
        legend = ax.get_legend()
        return ([t.get_text() for t in ax.get_xticklabels()],
                [t.get_text() for t in legend.get_texts()] if legend else [])

    assert shown(lab.plot_scores(df))[0] == ["default", "max_take=2"]
    assert shown(lab.plot_win_rates(df, "bot")) == (["greedy", "random"], ["default", "max_take=2"])
    rulekit.set_language("ko")
    ko = ui_text.text("bot_greedy", "ko"), ui_text.text("bot_random", "ko")
    assert shown(lab.plot_scores(df))[0] == ["기본값", "max_take=2"]
    assert shown(lab.plot_win_rates(df, "bot")) == (list(ko), ["기본값", "max_take=2"])
    assert shown(lab.plot_scores(df, by="bot"))[0] == list(ko)
    assert list(lab.summary_table(df).index) == ["기본값", "max_take=2"]
    rulekit.set_language("en")
    assert list(lab.summary_table(df).index) == ["default", "max_take=2"]


def test_a_refused_option_is_named_by_its_label_in_the_status_line():
    # GA.gap.token-count: the tokens per kind are None, 'published' or a number
    rulekit.set_language("ko")
    app = lab.LabApp("golden_ankh", n=2)
    app.option_widgets["tokens_per_kind"].value = "abc"
    app.run.click()
    status = html.unescape(re.sub(r"<[^>]+>", "", app.status.value))
    assert status.startswith("종류별 토큰 수: ") and "받은 값: 'abc'" in status
    assert "OptionError" not in status and app.df is None
