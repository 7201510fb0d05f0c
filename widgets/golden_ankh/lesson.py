"""Helpers a Golden Ankh lesson calls beside the pictures: a lone layout's score as a table."""

from __future__ import annotations

from typing import Any

import rulekit  # noqa: F401  (the doctests use rulekit.i18n)


def layout_score(layout: Any, tokens: int = 0) -> Any:
    """The score of a lone layout (a :class:`Layout` or its notation) as a one-row table, by the
    rulebook's categories in the kit's language, with the total (``ga.score_layout``).

    A lesson shows a layout's points with it instead of ``Score.parts``, whose keys stay English.

    >>> layout_score("RJ RJ / GJ GS").columns.tolist()
    ['colour', 'animals', 'numbers', 'bonus', 'tokens', 'total']
    >>> with rulekit.i18n.language("ko"):
    ...     layout_score("RJ RJ / GJ GS").columns.tolist()
    ['색깔', '동물', '타일 숫자', '보너스 마커', '남은 토큰', '합계']
    """
    import pandas

    from rulekit.golden_ankh.scoring import score_layout

    from .. import ui_text

    score = score_layout(layout, tokens=tokens)
    names = [ui_text.score_part(part) for part in score.parts] + [ui_text.text("total")]
    return pandas.DataFrame([[*score.parts.values(), score.total]], columns=names, index=[""])


__all__ = ["layout_score"]
