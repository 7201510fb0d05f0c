"""Test helper: what every game's position editors, notations and loaders promise alike.

A position an edit, a notation text or an editor accepts saves and loads back equal, reads back from
its notation and scores; whatever they do not accept is refused with a bilingual error and leaves the
position as it was.  The games' property tests share these checks, the games played a little that
edits start from, and the strategy of mutated notation texts; what is particular to a game stays in
its own test file.
"""
import hashlib
import json
import logging
import random
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import strategies as st

from rulekit import BilingualError, RuleViolation, SaveError

#: What a refusal may be: a bilingual input error or a rule's refusal.
REFUSALS = (BilingualError, RuleViolation)


def hangul(text: str) -> bool:
    """Whether ``text`` has a Korean syllable in it."""
    return any("가" <= ch <= "힣" for ch in text)


def played(game: Any, players: int, seed: int, steps: int, *, pick: str = "random", **options: Any) -> Any:
    """A game of ``game`` (a game module) played ``steps`` actions from ``new_game``, stopping when over.

    ``pick`` chooses each action among the legal ones: ``"random"`` (a ``random.Random(seed)``),
    ``"first"`` or ``"last"``.  ``options`` go to ``new_game``.
    """
    s = game.new_game(players=players, seed=seed, **options)
    rnd = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        actions = s.legal_actions()
        s = s.apply(rnd.choice(actions) if pick == "random" else actions[0 if pick == "first" else -1])
    return s


# ---- refusals


def assert_bilingual_refusal(exc: BaseException | None, *, refusals: tuple = REFUSALS,
                             differ: bool = True) -> None:
    """``exc`` is a refusal in both languages: an English message and a Korean one with hangul in it.

    ``differ``: the two messages also differ (the English one may still quote Korean text typed).
    """
    assert isinstance(exc, refusals), f"{type(exc).__name__}: {exc}"
    en, ko = exc.message("en"), exc.message("ko")
    assert en, repr(exc)
    assert not differ or en != ko, en
    assert hangul(ko), ko


def snapshot(state: Any) -> str:
    """What :func:`assert_unchanged` compares: the save file of ``state`` (a string is taken as one)."""
    return state if isinstance(state, str) else state.to_json()


def assert_unchanged(before: Any, after: Any) -> None:
    """The position ``after`` is the one ``before`` was (states or their :func:`snapshot`)."""
    assert snapshot(after) == snapshot(before)


# ---- possible positions


def assert_round_trips_and_scores(game: Any, state: Any, write: Callable[[Any], str],
                                  read: Callable[[str], Any], *, same_state: bool = False) -> None:
    """``state`` saves and loads back equal, scores every player, and its text reads back to itself.

    ``write(state)`` gives the position's text and ``read(text)`` the position again; with
    ``same_state`` the position read back must equal ``state`` itself, not only write the same text.
    """
    assert game.from_json(state.to_json()) == state
    scores = game.score(state)
    assert sorted(scores) == list(range(state.num_players))
    assert all(isinstance(sc.total, int) for sc in scores.values())
    text = write(state)
    back = read(text)
    if same_state:
        assert back == state
    assert write(back) == text


def attempt(state: Any, make: Callable[[Any], Any], assert_possible: Callable[[Any], None]) -> Any:
    """``make(state)``: the new state (a possible one), or None when refused (bilingually, unchanged)."""
    before = snapshot(state)
    try:
        new = make(state)
    except REFUSALS as exc:
        assert_bilingual_refusal(exc)
        assert_unchanged(before, state)
        return None
    assert_unchanged(before, state)  # edits never change their input
    assert_possible(new)
    return new


def attempt_all(state: Any, steps: Sequence[Any], run: Callable[[Any, Any], Any],
                assert_possible: Callable[[Any], None]) -> Any:
    """Each of ``steps`` made in turn with ``run(state, step)`` through :func:`attempt`, a refused one
    skipped; the last position reached."""
    for step in steps:
        new = attempt(state, lambda s, step=step: run(s, step), assert_possible)
        if new is not None:
            state = new
    return state


def assert_loads_possible_or_refused(game: Any, save: str, assert_possible: Callable[[Any], None]) -> None:
    """The save file ``save`` loads as a possible position of ``game``, or is refused bilingually."""
    try:
        s = game.from_json(save)
    except SaveError as exc:
        assert_bilingual_refusal(exc, refusals=(BilingualError,), differ=False)
        return
    assert_possible(s)


# ---- the loader agrees with the editor


@contextmanager
def unchecked(state_class: type) -> Iterator[None]:
    """The edits without the position check: what the position would be if nothing refused it."""
    saved = state_class.validate
    state_class.validate = lambda self: None
    try:
        yield
    finally:
        state_class.validate = saved


def assert_loader_refuses_alike(game: Any, exc: BilingualError, redo: Callable[[], Any], rule_id: re.Pattern,
                                same_words: Callable[[BilingualError, BilingualError], None]) -> None:
    """``exc`` refused ``redo()``.  If only the position check refused it (``redo`` succeeds
    :func:`unchecked`), ``exc`` names a rule (``rule_id``) in both languages and the loader of ``game``
    refuses that position with the same words (``same_words(loaded, exc)``)."""
    with unchecked(game.STATE_CLASS):
        try:
            bad = redo()
        except BilingualError:
            return                                                    # the edit itself refused it
    assert rule_id.search(exc.en) and rule_id.search(exc.ko), exc.en
    with pytest.raises(SaveError) as loaded:
        game.from_json(bad.to_json())
    same_words(loaded.value, exc)


def resealed_envelope(envelope: dict) -> str:
    """The save file ``envelope`` (its parsed JSON) written back with its checksum made anew."""
    body = json.dumps(envelope["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    envelope["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    return json.dumps(envelope)


def resealed(state: Any, key: str, value: Any) -> str:
    """The save file of ``state`` with one field of the state changed, and its checksum made anew."""
    envelope = json.loads(state.to_json())
    envelope["state"][key] = value
    return resealed_envelope(envelope)


# ---- mutated notation texts


def mutation(words: Sequence[str]) -> st.SearchStrategy:
    """One change to a text: drop or swap lines, put one of ``words`` for a word, or any character."""
    return st.one_of(
        st.tuples(st.just("drop"), st.integers(0, 40)),
        st.tuples(st.just("swap"), st.integers(0, 40), st.integers(0, 40)),
        st.tuples(st.just("word"), st.integers(0, 400), st.sampled_from(list(words))),
        st.tuples(st.just("char"), st.integers(0, 400), st.characters(codec="utf-8")),
    )


def mutate(text: str, mutations: Sequence[tuple]) -> str:
    """``text`` with the changes drawn from :func:`mutation` made one after another."""
    for kind, a, *rest in mutations:
        lines = text.splitlines()
        if kind == "drop" and lines:
            del lines[a % len(lines)]
            text = "\n".join(lines)
        elif kind == "swap" and lines:
            i, j = a % len(lines), rest[0] % len(lines)
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == "word":
            parts = text.split(" ")
            parts[a % len(parts)] = rest[0]
            text = " ".join(parts)
        elif kind == "char":
            i = a % (len(text) + 1)
            text = text[:i] + rest[0] + text[i + 1 :]
    return text


def notation_texts(bases: Sequence[str], words: Sequence[str]) -> st.SearchStrategy:
    """Texts to type: one of ``bases`` changed a little, any text, or ``words`` strung together."""
    return st.one_of(
        st.tuples(st.sampled_from(list(bases)), st.lists(mutation(words), min_size=1, max_size=4)).map(
            lambda t: mutate(*t)),
        st.text(max_size=80),
        st.lists(st.sampled_from(list(words)), max_size=8).map(" ".join),
    )


# ---- the widget editors


class Errors(logging.Handler):
    """The tracebacks an editor's callbacks logged (none may be)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def logged_errors(logger: str = "widgets") -> Errors:
    """A handler, added to ``logger``, that keeps the errors logged there."""
    handler = Errors()
    logging.getLogger(logger).addHandler(handler)
    return handler


def assert_editor_refused(e: Any, before: str, index: int) -> None:
    """Refused by the editor ``e``: the reason is in its message line, in Korean, and nothing changed
    (``before``: the text it showed, ``index``: its place in the undo history)."""
    from widgets.editor import EditorBug

    assert e.text == before and e.index == index
    assert isinstance(e.last_error, BilingualError) and not isinstance(e.last_error, EditorBug)
    assert_bilingual_refusal(e.last_error, refusals=(BilingualError,))
    assert e.message.startswith("✗") and hangul(e.message)


def assert_editor_step(e: Any, step: Callable[[Any], None], assert_possible: Callable[[Any], None],
                       write: Callable[[Any], str], score: Callable[[Any], Any]) -> None:
    """``step(e)`` on the editor ``e`` is no bug: it made an edit to a possible position, shown as
    ``write`` writes it and scored as ``score`` scores it, or it changed nothing (refused, if it says so)."""
    before, index, state = e.text, e.index, e.state
    e.last_error = None
    step(e)
    assert e.bugs == [], e.bugs
    if e.state is not state:                                  # an edit was made: a possible position
        assert e.index == index + 1
        assert_possible(e.state)
        scores = score(e.state)                              # every possible position scores
        assert e.text == write(e.state) and getattr(e, "scores", scores) == scores
    else:
        assert e.text == before
        assert_unchanged(state, e.state)
        if e.last_error is not None:
            assert_editor_refused(e, before, index)
