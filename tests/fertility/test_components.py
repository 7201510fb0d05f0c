"""Component data files: the illustrative set, custom folders, and clear errors on bad files."""
import json
import shutil
from importlib import resources
from pathlib import Path

import pytest

from rulekit import fertility as fe
from rulekit.fertility.board import CentralBoard
from rulekit.fertility.components import DataError, Shop


def data_copy(tmp_path: Path) -> Path:
    src = Path(str(resources.files("rulekit").joinpath("data", "fertility")))
    dst = tmp_path / "fertility_data"
    shutil.copytree(src, dst)
    return dst


def test_illustrative_set_counts():
    # FE.board.valley-tile, FE.board.start-tile, FE.board.cells
    c = fe.load_components()
    assert len(c.tiles) == 50 and all(len(t) == 2 and set(t) <= set("MCPG") for t in c.tiles)
    assert len(c.districts) == 40 and all(1 <= len(d.shops) <= 3 for d in c.districts.values())
    assert len("".join(c.start_tile)) == 4
    assert len(c.boards) == 4
    assert all(set("".join(b.rows)) <= set(".w~mcpgs") for b in c.boards)
    kinds = {s.kind for d in c.districts.values() for s in d.shops}
    assert kinds == {"deben", "any", "wheat", "statue", "choice", "per", "trade"}


def test_board_cells_and_symbols():
    # FE.board.cells, FE.board.symbols-not-sites
    b = CentralBoard([".wm", "~s."])
    assert [b.placeable[i] for i in range(6)] == [True, False, True, False, True, True]
    assert b.symbol[2] == "M" and b.wheat[1]
    with pytest.raises(ValueError):
        CentralBoard([".x."])


def test_shop_notation():
    assert Shop.parse("P>5").kind == "deben" and Shop.parse("G>W1").value == 1
    assert Shop.parse("C>3/C").value == 3 and Shop.parse("P>T:MCG").choices == "MCG"
    assert Shop.parse("A>2").accepts("M", "") and not Shop.parse("A>2").accepts("M", "C")
    with pytest.raises(DataError, match="not a shop"):
        Shop.parse("P=5")
    with pytest.raises(DataError, match="either named"):
        Shop.parse("PA>5")


def test_custom_folder_is_used(tmp_path):
    folder = data_copy(tmp_path)
    d = json.loads((folder / "districts.json").read_text())
    d["districts"] = d["districts"][:5]
    (folder / "districts.json").write_text(json.dumps(d))
    s = fe.new_game(players=2, seed=1, data=str(folder))
    assert len(s.row) == 4 and len(s.dstack) == 1
    assert fe.from_json(s.to_json()) == s


def test_empty_district_stack(tmp_path):
    # FE.gap.district-stack: with an empty district stack the bought tile's place stays empty
    folder = data_copy(tmp_path)
    d = json.loads((folder / "districts.json").read_text())
    d["districts"] = [x for x in d["districts"] if x["cost"] == 0][:4]
    (folder / "districts.json").write_text(json.dumps(d))
    s = fe.new_game(players=2, seed=1, data=str(folder))
    assert s.dstack == []
    while s.phase != "build":
        s = s.apply(s.legal_actions()[0])
    slot_tile = s.row[0]
    after = s.apply("buy 1 -")
    after = after.apply([a for a in after.legal_actions() if a.kind == "end"][0])
    assert after.row[0] is None and slot_tile in after.lots[0]


@pytest.mark.parametrize("file, change, message", [
    ("valley_tiles.csv", lambda t: t.replace("V01,M,M", "V01,M,X"), "line 2"),
    ("valley_tiles.csv", lambda t: t.replace("V02,", "V01,"), "duplicate id"),
    ("districts.json", lambda t: t.replace('"P>3"', '"P->3"'), "districts\\[0\\].shops\\[0\\]"),
    ("districts.json", lambda t: t.replace('"cost": 0', '"cost": "free"', 1), "cost has the wrong type"),
    ("districts.json", lambda t: t.replace('"M>S:Ra"', '"M>S:Zeus"', 1), "statue 'Zeus'"),
    ("valley_boards.json", lambda t: t.replace(".w..m", ".w..X"), "unknown cell letters"),
    ("valley_boards.json", lambda t: t.replace(".w..m", ".w..mm"), "same length"),
    ("valley_boards.json", lambda t: t.replace(".ss..", ".s...", 1), "2x2"),
    ("components.json", lambda t: t[:-20], "not valid JSON"),
    ("components.json", lambda t: t.replace('"M": 20', '"M": -1'), "resources"),
    ("components.json", lambda t: t.replace('"4": 46', '"4": 60'), "more than the 50 tiles"),
])
def test_bad_data_gives_a_clear_error(tmp_path, file, change, message):
    folder = data_copy(tmp_path)
    path = folder / file
    path.write_text(change(path.read_text()))
    with pytest.raises(DataError, match=message):
        fe.load_components(folder)


def test_missing_file(tmp_path):
    folder = data_copy(tmp_path)
    (folder / "districts.json").unlink()
    with pytest.raises(DataError, match="districts.json: file not found"):
        fe.new_game(players=2, seed=1, data=str(folder))
