"""Every practice misreading rests on a sentence of the Korean rulebook; a question on a kit ruling says so.

The rulebook texts are copied in ``tests/seeds/<game>.txt`` (the kit ships none), so the test needs no
folder beside the checkout.  Spacing varies between a rulebook's pages: sentences are compared without
spaces.
"""
from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

import rulekit
from rulekit import practice

SEEDS = Path(__file__).resolve().parents[1] / "seeds"
DATA = Path(rulekit.__file__).resolve().parent / "data"
GAMES = ("golden_ankh", "el_dorado", "fertility", "elfengold")


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def entries(game: str) -> list[dict]:
    return json.loads((DATA / game / "misreadings.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_every_quote_is_a_sentence_of_the_rulebook(game: str) -> None:
    seed = squeeze((SEEDS / f"{game}.txt").read_text(encoding="utf-8"))
    for m in entries(game):
        quote = m["quote"]["ko"]
        assert len(squeeze(quote)) >= 10, m["id"]
        assert squeeze(quote) in seed, f"{m['id']}: the quote is not in the {game} rulebook: {quote}"


@pytest.mark.parametrize("game", GAMES)
def test_a_misreading_of_a_kit_ruling_says_so(game: str) -> None:
    """A misreading whose rule, or whose questions' deciding rule, is a kit ruling (`.gap.`) names it."""
    decided_by = {}
    for q in itertools.islice(practice.questions(game, seed=1), 60):
        check = q.deciding_check() if q.kind == "legal" else None
        if check is not None and ".gap." in check.rule:
            decided_by[q.misreading.id] = check.rule
    for m in entries(game):
        ruling = m.get("ruling")
        if ".gap." in m["rule"] or m["id"] in decided_by:
            assert ruling, f"{m['id']} rests on a kit ruling and must name it"
        if ruling:
            assert ruling in rulekit.i18n.catalogue(game), ruling
            assert m["truth"]["ko"].startswith("키트의 판정"), m["id"]
            assert m["truth"]["en"].startswith("The kit's ruling"), m["id"]
        else:
            assert "키트의 판정" not in m["truth"]["ko"], m["id"]


def test_the_elfengold_practice_keeps_to_the_elfengold_rulebook() -> None:
    """EG.base.caravan and lakes' raft costs are Elfenland's, not in the Elfengold text: no question."""
    seed = (SEEDS / "elfengold.txt").read_text(encoding="utf-8")
    assert "카라반" not in seed and "캐러밴" not in seed
    ids = {m.id for m in practice.misreadings("elfengold")}
    assert not {"mis.eg.caravan-on-water", "mis.eg.one-raft-any-way"} & ids
    assert all(m.rule not in ("EG.base.caravan", "EG.base.rafts") for m in practice.misreadings("elfengold"))
