"""Save files of a Golden Ankh game: ``to_dict``/``from_dict`` and the invariants checked on loading."""

from __future__ import annotations

from typing import Self

from rulekit.checks import SEED_MAX
from rulekit.core import Reader, SaveError
from rulekit.rng import Rng

from ..i18n import josa
from .adjacency import Cell
from .components import default_components
from .fields import StateFields
from .speed import Cells
from .validate import MAX_TOKENS_PER_KIND, check_state


class SaveFile(StateFields):
    """JSON save and load (with :class:`rulekit.core.Reader`) and ``validate``."""

    def to_dict(self) -> dict:
        comp = self.comp
        return {
            "players": self.num_players,
            "seed": self.seed,
            "rng": self.rng.state,
            "options": {
                "tokens_per_kind": self.per_kind,
                "upper_discount": bool(self.options.get("upper_discount", False)),
                "max_rounds": self.max_rounds,
            },
            "components": None if comp is default_components() else comp.to_data(),
            "supply": list(self.supply),
            "hands": [list(h) for h in self.hands],
            "ground": [[[r, c, t] for (r, c), t in sorted(g.items())] for g in self.ground],
            "upper": [[[r, c, t] for (r, c), t in sorted(u.items())] for u in self.upper],
            "stored": [sorted(s) for s in self.stored],
            "bonus": [
                [[k, v, t] for (k, v), t in zip(b, ts, strict=True)]
                for b, ts in zip(self.bonus, self.bonus_tiles, strict=True)
            ],
            "bonus_pool": list(self.bonus_pool),
            "market": list(self.market),
            "prices": [list(p) for p in self.prices],
            "stacks": [list(s) for s in self.stacks],
            "removed": list(self.removed),
            "start_player": self.start_player,
            "current_player": self.current_player,
            "turn": self.turn,
            "round": self.round,
            "basic_done": self.basic_done,
            "ankh_budget": self.ankh_budget,
            "extra_turns": self.extra_turns,
            "end_triggered": self.end_triggered,
            "is_over": self.is_over,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Self:
        from .components import ComponentError, make_components

        r = Reader(data)
        n = r.int("players", 2, 4)
        comp_data = r.raw("components")
        if comp_data is None:
            comp = default_components()
        else:
            cr = r.sub("components")
            try:
                spec = cr.sub("spec").data
                comp = make_components(tiles=cr.list("tiles"), **spec)
            except ComponentError as exc:
                raise SaveError(
                    f"state.components: {exc.en}",
                    f"state.components: 저장된 구성물 데이터를 쓸 수 없습니다 ({exc.en})",
                    field="components",
                ) from None
        opts = r.sub("options")
        options = {
            "tokens_per_kind": opts.int("tokens_per_kind", 0, MAX_TOKENS_PER_KIND),
            "upper_discount": opts.bool("upper_discount"),
            "max_rounds": None if opts.raw("max_rounds") is None else opts.int("max_rounds", 1),
        }
        s = cls(comp, n, r.int("seed", 0, SEED_MAX), Rng(state=r.int("rng", 0, SEED_MAX)), options)
        nk = len(comp.kind_keys)
        ntiles = len(comp.tiles)

        def counts(v: object, where: str) -> tuple[int, ...]:
            if (
                not isinstance(v, list)
                or len(v) != nk
                or any(not isinstance(x, int) or isinstance(x, bool) or x < 0 for x in v)
            ):
                raise SaveError(
                    f"{where} must be {nk} token counts ≥ 0",
                    f"{josa(where, '은')} 0 이상의 토큰 수 {nk}개여야 합니다",
                    field=where,
                )
            return tuple(v)

        def tile_id(v: object, where: str) -> int:
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < ntiles:
                shown = repr(v)[:40]
                raise SaveError(
                    f"{where} = {shown} is not a tile id 0..{ntiles - 1}",
                    f"{where} = {josa(shown, '은')} 타일 번호(0~{ntiles - 1})가 아닙니다",
                    field=where,
                )
            return v

        def cells(key: str) -> list[dict[Cell, int]]:
            out: list[dict[Cell, int]] = []
            for p, rows in enumerate(r.list(key, n)):
                if not isinstance(rows, list):
                    raise SaveError(
                        f"state.{key}[{p}] must be a list", f"{josa(f'state.{key}[{p}]', '은')}"
                                                            " 목록이어야 합니다",
                        field=key,
                    )
                d: dict[Cell, int] = {}
                for j, item in enumerate(rows):
                    where = f"state.{key}[{p}][{j}]"
                    if (
                        not isinstance(item, list)
                        or len(item) != 3
                        or not all(isinstance(x, int) and not isinstance(x, bool) for x in item)
                    ):
                        raise SaveError(
                            f"{where} must be [row, col, tile id]",
                            f"{josa(where, '은')} [행, 열, 타일 번호] 형식이어야 합니다",
                            field=where,
                        )
                    if (item[0], item[1]) in d:
                        raise SaveError(
                            f"{where}: cell {item[0]},{item[1]} is given twice",
                            f"{where}: {item[0]},{item[1]} 칸이 두 번 나옵니다",
                            field=where,
                        )
                    d[(item[0], item[1])] = tile_id(item[2], where)
                out.append(Cells.of(d))
            return out

        s.supply = counts(r.raw("supply"), "state.supply")
        s.hands = [counts(h, f"state.hands[{i}]") for i, h in enumerate(r.list("hands", n))]
        s.ground = cells("ground")
        s.upper = cells("upper")
        s.stored = tuple(
            frozenset(tile_id(t, f"state.stored[{i}]") for t in _as_list(x, f"state.stored[{i}]"))
            for i, x in enumerate(r.list("stored", n))
        )
        bonus, anchors = [], []
        for i, held in enumerate(r.list("bonus", n)):
            items, tiles = [], []
            for j, kv in enumerate(_as_list(held, f"state.bonus[{i}]")):
                # [group key, value, lowest tile id of the group]; files written before markers were
                # kept by group have no tile, and get one below (GA.gap.bonus-groups).
                if (
                    not isinstance(kv, list)
                    or len(kv) not in (2, 3)
                    or not isinstance(kv[0], str)
                    or not isinstance(kv[1], int)
                    or isinstance(kv[1], bool)
                ):
                    where = f"state.bonus[{i}][{j}]"
                    raise SaveError(
                        f"{where} must be [group key, value, tile id]",
                        f"{josa(where, '은')} [그룹 키, 값, 타일 번호] 형식이어야 합니다",
                        field=where,
                    )
                items.append((kv[0], kv[1]))
                tiles.append(tile_id(kv[2], f"state.bonus[{i}][{j}][2]") if len(kv) == 3 else None)
            bonus.append(tuple(items))
            anchors.append(tiles)
        s.bonus = tuple(bonus)
        s.bonus_pool = tuple(_ints(r.list("bonus_pool"), "state.bonus_pool"))
        market = r.list("market", len(comp.price_holes))
        s.market = tuple(
            None if t is None else tile_id(t, f"state.market[{i}]") for i, t in enumerate(market)
        )
        prices = r.list("prices", len(comp.price_holes))
        for i, markers in enumerate(prices):
            if not isinstance(markers, list) or any(
                not isinstance(m, int) or not 0 <= m < comp.ankh for m in markers
            ):
                raise SaveError(
                    f"state.prices[{i}] must list resource kind indices",
                    f"state.prices[{i}]에는 자원 종류 번호만 들어갑니다",
                    field="prices",
                )
        s.set_prices(prices)
        stacks = [
            tuple(tile_id(t, f"state.stacks[{i}]") for t in _as_list(st, f"state.stacks[{i}]"))
            for i, st in enumerate(r.list("stacks", 2))
        ]
        s.stacks = (stacks[0], stacks[1])
        s.removed = tuple(tile_id(t, "state.removed") for t in r.list("removed"))
        s.start_player = r.int("start_player", 0, n - 1)
        s.current_player = r.int("current_player", 0, n - 1)
        s.turn = r.int("turn", 0)
        s.round = r.int("round", 1)
        s.basic_done = r.bool("basic_done")
        s.ankh_budget = r.int("ankh_budget", 0)
        s.extra_turns = r.int("extra_turns", 0)
        s.end_triggered = r.bool("end_triggered")
        s.is_over = r.bool("is_over")
        s.bonus_tiles = tuple(s._anchor_markers(p, anchors[p]) for p in range(n))
        return s

    def validate(self) -> None:
        """The state is one play can reach (:mod:`.validate`); :class:`~rulekit.core.InvalidState` if not."""
        check_state(self)


def _as_list(v: object, where: str) -> list[object]:
    if not isinstance(v, list):
        raise SaveError(f"{where} must be a list", f"{josa(where, '은')} 목록이어야 합니다", field=where)
    return v


def _ints(v: list, where: str) -> list[int]:
    if any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise SaveError(f"{where} must hold integers", f"{where}에는 정수만 들어갑니다", field=where)
    return v
