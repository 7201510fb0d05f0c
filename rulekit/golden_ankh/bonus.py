"""Bonus markers (rulebook: 보너스 마커, §3.7): taken and returned as groups of five form and break."""

from __future__ import annotations

from .scoring import bonus_entitlement


class BonusMarkers:
    """One bonus marker per qualifying group (GA.gap.bonus-groups)."""

    def _update_bonus(self, p: int) -> None:
        """GA.gap.bonus-groups: hold one marker per qualifying group, taking from or returning to the pool."""
        tiles = self.comp.tiles
        want = bonus_entitlement(
            {c: tiles[t] for c, t in self.ground[p].items()}, {c: tiles[t] for c, t in self.upper[p].items()}
        )
        held = list(self.bonus[p])
        if not want and not held:
            return
        pool = list(self.bonus_pool)
        keys = sorted(set(want) | {k for k, _ in held})
        for key in keys:
            have = sum(1 for k, _ in held if k == key)
            while have > want.get(key, 0):  # GA.bonus.return-on-move: give back the marker taken for it
                j = max(i for i, (k, _) in enumerate(held) if k == key)
                pool.append(held.pop(j)[1])
                have -= 1
            while have < want.get(key, 0) and pool:  # GA.gap.bonus-supply: none left, none taken
                if all(v == pool[0] for v in pool):
                    value = pool.pop()
                else:
                    value = pool.pop(self.rng.randbelow(len(pool)))
                held.append((key, value))
                have += 1
        self.bonus[p] = tuple(held)
        self.bonus_pool = tuple(pool)
