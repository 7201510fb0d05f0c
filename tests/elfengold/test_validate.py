"""No impossible Elfengold position loads (saves, the position notation), every legal bid is listed,
and actions built by hand with bad fields are refused by a rule."""
from __future__ import annotations

import hashlib
import json

import pytest

import rulekit
from rulekit import InvalidState, RuleViolation, SaveError, i18n
from rulekit import elfengold as eg
from rulekit.core import _canonical

BOARD = eg.load_board()
RULES = i18n.catalogue("elfengold") if hasattr(i18n, "catalogue") else None


def road_of(kind: str) -> str:
    return next(r.id for r in BOARD.roads if r.kind == kind)


def resigned(state: eg.ElfengoldState, edit) -> str:
    """The save file of ``state`` after ``edit`` of its body, with a valid checksum again."""
    env = json.loads(state.to_json())
    edit(env["state"])
    env["sha256"] = hashlib.sha256(_canonical(env["state"]).encode()).hexdigest()
    return json.dumps(env)


def on_road(rid: str, tiles: str):
    def edit(d):
        i = int(rid[1:]) - 1
        d["roads"][i] = tiles
        pool = d["pool"]
        for t in tiles:                       # keep the tile count: take them out of the pool
            pool = pool.replace(t, "", 1)
        d["pool"] = pool
    return edit


def planning() -> eg.ElfengoldState:
    return eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="plan")


# ---------------------------------------------------------------- the board


@pytest.mark.parametrize("rid, tiles, rule", [
    (road_of("desert"), "P", "EG.plan.terrain-fit"),          # a giant pig on a desert road
    (road_of("plains"), "U", "EG.plan.terrain-fit"),          # a unicorn on plains
    (road_of("forest"), "US", "EG.obstacle.kinds"),           # a sea monster on a land road
    (road_of("forest"), "L", "EG.base.obstacle-placement"),   # a log with no transport
    (road_of("forest"), "UGL", "EG.tile.gold-no-obstacle"),   # gold and a log without the double spell
    (road_of("forest"), "G", "EG.tile.gold-placement"),
    (road_of("forest"), "UE", "EG.plan.one-transport"),
    (road_of("river"), "R", "EG.plan.land-only"),             # not a tile code of a road: refused on reading
    (road_of("lake"), "U", "EG.plan.land-only"),
    (road_of("lake"), "L", "EG.obstacle.kinds"),
    (road_of("forest"), "LU", "transports (PECUTD) first"),
])
def test_impossible_road_tiles_do_not_load(rid, tiles, rule):
    s = planning()
    text = resigned(s, on_road(rid, tiles))
    with pytest.raises(SaveError) as info:
        eg.from_json(text)
    assert rule in str(info.value) or "state.roads" in str(info.value)
    if rule.startswith("EG."):
        assert rule in info.value.message("ko") or "state.roads" in info.value.message("ko")
    # the position notation refuses the same roads (it writes a road's tiles in their order itself)
    if rule.startswith("EG."):
        with pytest.raises(ValueError):
            eg.position(f"{rid}:{tiles} | P1@Elvenhold | P2@Elvenhold", phase="plan")


def test_refusal_names_the_road_and_the_rule_in_both_languages():
    rid = road_of("desert")
    with pytest.raises(InvalidState) as info:
        eg.position(f"{rid}:P | P1@Elvenhold | P2@Elvenhold", phase="plan")
    e = info.value
    assert e.field.startswith("state.roads[") and rid in e.field
    assert "EG.plan.terrain-fit" in e.message("en") and "desert" in e.message("en")
    assert "EG.plan.terrain-fit" in e.message("ko") and "사막" in e.message("ko")


def test_legal_tiles_load_and_play():
    """The double spell admits 2 transports + a special, or gold and a log together."""
    forest = road_of("forest")
    s = eg.position(f"{forest}:UTBL | P1@Elvenhold | P2@Elvenhold", phase="plan")
    assert eg.from_json(s.to_json()) == s
    t = eg.position(f"{forest}:UGBL | P1@Elvenhold hand=UUU | P2@Elvenhold", phase="move")
    assert t.legal_actions()


# ---------------------------------------------------------------- counters and flags


@pytest.mark.parametrize("edit, field", [
    (lambda d: d.__setitem__("turn", 10**12), "state.turn"),
    (lambda d: d.__setitem__("phase", "over"), "state.phase"),            # round 1 of 6: not the end
    (lambda d: d.__setitem__("plan_passes", 2), "state.plan_passes"),      # 2 players passed: phase 5 is over
    (lambda d: d.__setitem__("queue", [1, 1]), "state.queue"),
    (lambda d: d.__setitem__("picks", [0]), "state.picks"),
    (lambda d: d.__setitem__("trip_gold", 40), "state.stage"),
    (lambda d: d.__setitem__("stage", "reward"), "state.stage"),
    (lambda d: d["options"].__setitem__("rounds", 50), "state.options.rounds"),
    (lambda d: d.__setitem__("values", list(reversed(d["values"]))), "state.values"),
    (lambda d: (d.__setitem__("gold", [10**6, 0]), d.__setitem__("bank", 300 - 10**6)), "state.gold[0]"),
])
def test_counters_no_game_can_reach_do_not_load(edit, field):
    s = planning()
    text = resigned(s, edit)
    with pytest.raises(SaveError, match=field.replace("[", r"\[").replace("]", r"\]")):
        eg.from_json(text)
    body = json.loads(text)["state"]
    with pytest.raises(InvalidState) as info:
        eg.ElfengoldState.from_dict(body).validate()
    assert info.value.field == field, str(info.value)
    assert info.value.message("ko") != info.value.message("en")


def test_phase_one_is_not_in_round_one():
    with pytest.raises(InvalidState, match="EG.round.first-round"):
        eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="cards")


def test_a_whole_random_game_validates_at_every_step():
    import random

    rnd = random.Random(3)
    s = eg.new_game(players=3, seed=3, wizards=True, destination=True)
    while not s.is_over:
        s.validate()
        s = s.apply(rnd.choice(s.legal_actions()))
    s.validate()
    assert eg.from_json(s.to_json()) == s


# ---------------------------------------------------------------- bids


def test_every_bid_up_to_the_cap_is_listed():
    """EG.gap.bid-cap: bids up to the largest gold + 1 are legal, and legal_actions() lists every one."""
    s = eg.position("- | P1@Elvenhold gold=150 | P2@Elvenhold gold=120 | P3@Elvenhold gold=30",
                    phase="auction")
    cap = eg.bid_cap(s)
    assert cap == 151
    listed = {a.amount for a in s.legal_actions() if isinstance(a, eg.Bid)}
    assert listed == set(range(1, cap + 1))
    assert s.is_legal(f"bid {cap}") and not s.is_legal(f"bid {cap + 1}")
    rich = eg.position("- | P1@Elvenhold gold=800 | P2@Elvenhold gold=0", phase="auction")
    bids = [a for a in rich.legal_actions() if isinstance(a, eg.Bid)]
    assert len(bids) == 801 and bids[-1] == eg.Bid(801)
    assert rich.apply(bids[-1]).high == 801


def test_a_bid_of_another_type_is_refused_also_once_the_bids_are_listed():
    s = eg.position("- | P1@Elvenhold | P2@Elvenhold", phase="auction")
    assert eg.Bid(3) in s.legal_actions()
    for bad in (eg.Bid(3.0), eg.Bid(True)):
        assert bad != eg.Bid(int(bad.amount)) and bad not in s.legal_actions()
        with pytest.raises(RuleViolation, match="EG.gap.auction-opener"):
            s.apply(bad)
    assert type(s.apply(eg.Bid(3)).high) is int


# ---------------------------------------------------------------- actions built by hand


def _cited(rule: str) -> bool:
    import importlib.resources as res

    data = json.loads(res.files("rulekit").joinpath("data", "elfengold", "rules.json").read_text("utf-8"))
    return rule in data


@pytest.mark.parametrize("phase, action", [
    ("plan", eg.Place("Z", "R12")),
    ("plan", eg.Place("U", "R99")),
    ("plan", eg.Place(5, "R12")),
    ("plan", eg.Place("UU", "R12")),
    ("plan", eg.Double("R07", "Q")),
    ("plan", eg.Double(7)),
    ("plan", eg.Exchange("R21", "D", "R25", None)),
    ("auction", eg.Bid("5")),
    ("auction", eg.Bid(5.5)),
    ("auction", eg.Bid(None)),
    ("auction", eg.Bid([])),
    ("plan", eg.Place(["U"], "R12")),
    ("move", eg.Travel("R12", "Z")),
    ("move", eg.Travel("R99", "U")),
    ("move", eg.Travel("R12", "U", wizard="yes")),
    ("move", eg.Caravan("R12", "QQQ")),
    ("move", eg.Caravan("R12", 3)),
    ("move", eg.Carpet("Atlantis")),
    ("move", eg.Carpet(None)),
    ("cards", eg.Take("Z")),
    ("cards", eg.Take("")),
    ("cards", eg.Take("UU")),
    ("cards", eg.Take(["U"])),
    ("tiles", eg.KeepSecret("")),
    ("tiles", eg.KeepSecret(0)),
])
def test_hand_built_actions_with_bad_fields_are_refused_by_a_rule(phase, action):
    kw = {"round": 2} if phase == "cards" else {}
    roads = "R12:U" if phase in ("plan", "move") else "-"      # the board is clear outside phases 5-6
    s = eg.position(f"{roads} | P1@Lapphalia hand=UUUPP tiles=UB | P2@Elvenhold", phase=phase, **kw)
    before = s.to_json()
    s.legal_actions()                       # also with the legal-action list made (a set lookup first)
    with pytest.raises(RuleViolation) as info:
        s.apply(action)
    assert _cited(info.value.rule), info.value.rule
    assert info.value.ko != info.value.en
    assert not s.is_legal(action)
    assert s.explain(action)[-1].passed is False
    assert s.to_json() == before


def test_keep_and_discard_built_by_hand():
    s = eg.position("- | P1@Elvenhold tiles=UTEPg | P2@Elvenhold", phase="move")
    s = s.apply("stop").apply("take " + s.display[0])
    while s.phase == "move":
        s = s.apply(s.legal_actions()[0])
    assert s.decision == "keep"
    for bad in (eg.Keep("ZZ"), eg.Keep(7), eg.Keep("UUUUUUUUUUUUUUUU"), eg.Discard("G"), eg.Discard(None)):
        with pytest.raises(RuleViolation) as info:
            s.apply(bad)
        assert _cited(info.value.rule)
    assert rulekit.RuleViolation is RuleViolation


# ---------------------------------------------------------------- new_game, texts, the end, town names


@pytest.mark.parametrize("options, field", [
    ({"players": 3.0}, "players"),
    ({"players": 7}, "players"),
    ({"colour": "red"}, "colour"),
    ({"seed": float("inf")}, "seed"),
    ({"seed": [1]}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"seed": -5}, "seed"),
    ({"wizards": "no"}, "wizards"),
    ({"wizards": 1}, "wizards"),
    ({"rounds": 0}, "rounds"),
    ({"rounds": 6.0}, "rounds"),
    ({"hand_limit": -1}, "hand_limit"),
])
def test_bad_arguments_are_refused_naming_the_field(options, field):
    from bilingual import raised_in_korean

    kwargs = {"players": 3, "seed": 1, **options}
    exc, said = raised_in_korean(rulekit.OptionError, lambda: eg.new_game(**kwargs))
    assert exc.field == field and field in exc.en and said == exc.ko
    assert any("\uac00" <= ch <= "\ud7a3" for ch in said)


@pytest.mark.parametrize("call", [
    lambda: eg.parse_action("bid " + "9" * 5000),
    lambda: eg.parse_action("carpet " + "x" * 5000),
    lambda: eg.position("- | P1@Elvenhold gold=" + "9" * 5000 + " | P2@Elvenhold"),
    lambda: eg.position("- | P1@Elvenhold gold=٣ | P2@Elvenhold"),
    lambda: eg.position("-" * 300_000),
    lambda: eg.position("- | P1@Elvenhold | P2@Elvenhold", round="2"),
    lambda: eg.position("- | P1@Elvenhold | P2@Elvenhold", display=5),
    lambda: eg.from_json("[" * 100_000),
    lambda: eg.from_json('{"a": ' + "9" * 5000 + "}"),
])
def test_oversized_or_odd_input_is_refused_clearly(call):
    with pytest.raises(rulekit.BilingualError) as info:
        call()
    assert info.value.ko != info.value.en


def test_after_the_end_refusals_cite_the_end_rule():
    every = ",".join(t.name for t in BOARD.towns if t.index != BOARD.capital)
    s = eg.position(f"- | P1@Elvenhold towns={every} | P2@Elvenhold", phase="move", round=2)
    while not s.is_over:
        s = s.apply(s.legal_actions()[-1])
    assert s.round == 2
    with pytest.raises(RuleViolation) as info:
        s.apply("stop")
    assert info.value.rule == "EG.end.all-towns" and _cited(info.value.rule)


@pytest.mark.parametrize("old, new", [("Jxara", "Ixara"), ("Lapphalya", "Lapphalia"),
                                      ("Usselen", "Ussenlen")])
def test_town_names_follow_the_rulebook_and_old_spellings_still_read(old, new):
    """EG.gap.town-names: Ixara, Lapphalia, Ussenlen as the rulebook writes them; the board data's
    spellings still read, so positions, lessons and saves written with them keep working."""
    assert new in {t.name for t in BOARD.towns} and old not in {t.name for t in BOARD.towns}
    written_before = eg.position(f"- | P1@{old} towns={old} | P2@Elvenhold")
    s = eg.position(f"- | P1@{new} towns={new} | P2@Elvenhold")
    assert written_before == s
    assert f"P1@{new}" in eg.format_position(s) and old not in eg.format_position(s)
    assert str(eg.parse_action(f"carpet {old}")) == f"carpet {new}"
    assert eg.from_json(written_before.to_json()) == s


@pytest.mark.parametrize("edit", [
    lambda d: d.__setitem__("hands", [5, "U"]),
    lambda d: d.__setitem__("deck", d["deck"] + "Q"),
    lambda d: d.__setitem__("boots", [0, 99]),
    lambda d: d.__setitem__("phase", "lunch"),
    lambda d: d["options"].__setitem__("wizards", "yes"),
    lambda d: d.__setitem__("seed", 1 << 64),
])
def test_malformed_save_fields_are_named_in_both_languages(edit):
    with pytest.raises(SaveError) as info:
        eg.from_json(resigned(planning(), edit))
    e = info.value
    assert e.field and e.field in e.message("ko")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in e.message("ko"))


def test_face_down_tiles_and_hand_limit_as_play_leaves_them():
    """EG.draw.one-secret + EG.endround.keep-two: at most 3 face-down tiles; EG.base.hand-limit at the start
    of a round."""
    with pytest.raises(InvalidState, match=r"state\.supply\[0\]"):
        eg.position("- | P1@Elvenhold tiles=uttp | P2@Elvenhold", phase="plan")
    assert sum(c.islower() for c in eg.position("- | P1@Elvenhold tiles=utp | P2@Elvenhold",
                                                 phase="plan").supply[0]) == 3
    with pytest.raises(InvalidState, match=r"state\.hands\[0\]"):
        eg.position("- | P1@Elvenhold hand=UUUUUU | P2@Elvenhold hand=PP", phase="cards", round=2,
                    hand_limit=4)
    s = eg.position("- | P1@Elvenhold hand=UUUU | P2@Elvenhold hand=PP", phase="cards", round=2,
                    hand_limit=4)
    s = s.apply(s.legal_actions()[0])
    s.validate()                              # a card taken in phase 1 is over the limit, as play allows


@pytest.mark.parametrize("phase", ["cards", "tiles", "auction", "over"])
def test_tiles_lie_on_roads_only_in_phases_5_and_6(phase):
    # EG.endround.clear-board: phase 7 begins by clearing the board, and tiles are laid again in phase 5
    from bilingual import raised_in_korean

    kw = {"cards": {"round": 2}, "over": {"round": 6}}.get(phase, {})
    exc, said = raised_in_korean(InvalidState, lambda: eg.position("R12:U | P1@Elvenhold | P2@Elvenhold",
                                                                    phase=phase, **kw))
    assert exc.field == "state.roads[11]" and "EG.endround.clear-board" in exc.en
    assert "EG.endround.clear-board" in said and any("\uac00" <= ch <= "\ud7a3" for ch in said)
    for ok in ("plan", "move"):
        assert eg.position("R12:U | P1@Elvenhold | P2@Elvenhold", phase=ok).roads[11] == "U"
