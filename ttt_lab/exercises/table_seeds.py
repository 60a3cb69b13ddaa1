"""A table read whose entry only seeds the node's best value: the node is searched anyway.

Public work-in-progress code (blind55's tt_04, an ``alphabeta_dfs``) looks the position up and,
when an entry was searched deeper, starts the node's running best at the entry's value instead of
-inf / +inf, then searches every move again. The table then saves nothing (a repeated search is
as slow as the first), and after a deeper search a shallower one's max / min also takes in a
value that was only good for another depth and window. "Looks the position up, but no entry
answers" is true of it but says only the symptom; this module's model says what the code does,
and names it only where it reproduces every value the function returned, on new tables and after
a deeper search of the same board, and where those values tell it from a right search.

The model is the tables' own knobbed alpha-beta (:func:`~ttt_lab.exercises.table_models.table_value`),
its entries read as seeds; each variant is tried and the words follow the ones that fit:
    ``read``: ``"seed"``, an entry seeds only when searched strictly deeper (``>``), or
        ``"seed_as_deep"``, at least as deep (``>=``).
    ``seed_window``: ``"narrows"``, the seed also narrows the window at once (alpha for MAX, beta for
        MIN), or only the running best, which narrows it after the first move as the loop does.

Example:
    >>> import math
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import line_evaluation
    >>> game = TicTacToe()
    >>> state, evaluate = game.parse("X../.O./..X"), line_evaluation(game)
    >>> table = {}
    >>> deep = table_value(game, state, 4, evaluate, -math.inf, math.inf, table, {"read": "seed"})
    >>> round(deep, 5)
    0.07594
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.table_models import table_value
from ttt_lab.exercises.table_searches import _POSITIONS, _allowed, _run, _Search, _truth
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import line_evaluation

SEEDS_BEST = "uses a table entry only as the node's starting best value, and searches the node anyway"
SEEDS_BEST_HINT = (
    "An entry searched at least as deep as the node asks should answer the search, not start it: return its"
    " value when it is exact (or use it as a bound: a lower bound raises alpha, an upper bound lowers beta, and"
    " the search stops when the window closes). Taken as the starting best (instead of -inf / +inf) it saves no"
    " search, and a value found for another depth or window then enters this node's max / min and can be wrong."
    " Store with each value whether it is exact or a bound, and start the running best at -inf / +inf.")


def _sequences() -> list[list[_Search]]:
    """Searches on one table each: one on a new table; a deeper search, then a shallower one of the
    same board; a narrow window that fails high or low, then the full window at the same depth and
    shallower (where a seed from a bound, or from another depth, enters the max / min and shows)."""
    sequences: list[list[_Search]] = []
    for text in _POSITIONS:
        sequences += [[_Search(text, 4)], [_Search(text, 4), _Search(text, 2)]]
        for depth, then in ((4, 4), (5, 2)):
            truth = _truth(text, depth)
            for low, high in ((truth - 0.3, truth - 0.25), (truth + 0.25, truth + 0.3)):
                sequences.append([_Search(text, depth, low, high), _Search(text, then)])
    return sequences


def _model_values(sequence: list[_Search], value: Callable[..., float]) -> list[float]:
    game = TicTacToe()
    evaluate = line_evaluation(game)
    table: dict[Any, Any] = {}
    return [value(game, game.parse(s.text), s.depth, evaluate, s.alpha, s.beta, table) for s in sequence]


def _seed(deeper: bool, window: bool) -> Callable[..., float]:
    return _right({"read": "seed" if deeper else "seed_as_deep", "seed_window": "narrows" if window else "after"})


def _right(knobs: dict[str, str]) -> Callable[..., float]:
    """The knobbed table alpha-beta of :mod:`~ttt_lab.exercises.table_models` (a right one, or with a seed)."""
    def value(*search: Any) -> float:
        return table_value(*search, knobs)  # type: ignore[call-arg]
    return value


_RIGHT_TABLES = [_right({}), _right({"read": "answer_only"})]
"""Right table alpha-beta's (:mod:`~ttt_lab.exercises.table_models`): what a right table may answer after
another search, besides the value itself."""


def _right_could(sequence: list[_Search], at: int, value: float) -> bool:
    """Whether a right table could answer ``value`` to ``sequence[at]``: alpha-beta's promise for that
    search, or for it at an earlier search's depth (a deeper entry answers), or a right table model's."""
    search = sequence[at]
    depths = {search.depth} | {earlier.depth for earlier in sequence[:at] if earlier.depth >= search.depth}
    if any(_allowed(_Search(search.text, depth, search.alpha, search.beta), value) for depth in depths):
        return True
    return any(_close(_model_values(sequence, right)[at], value) for right in _RIGHT_TABLES)


def _searched_anyway(run: Callable[..., Any]) -> bool:
    """Whether the same search asked twice on one table looks at the game, the second time, more
    often than the root has moves, on every position: the root's moves are tried again, what the name
    claims (the node is searched anyway; a seed that also narrows the window may cut them short). Values
    alone can coincide with a table whose entries answer (blind23's t04 storing its fail-lows exact),
    whose repeated search stops at the root's entry."""
    game = TicTacToe()
    for text in _POSITIONS:
        done = _run(run, [_Search(text, 4), _Search(text, 4)], {})
        if done.failure is not None or done.outcomes[-1].watch is None:
            return False
        if done.outcomes[-1].watch.calls <= len(game.actions(game.parse(text))):
            return False
    return True


def seeded_best_problem(run: Callable[..., Any]) -> Problem | None:
    """The function's table read named as a seed of the running best, where some variant of the model
    reproduces every value it returned over :func:`_sequences` and at least one of those values is
    not alpha-beta's (so the values tell the seed from a search that merely never reads its table);
    ``None`` otherwise, or where the function crashed on any of them."""
    if not _searched_anyway(run):
        return None
    variants = [(deeper, window) for deeper in (True, False) for window in (False, True)]
    fitting = set(variants)
    shown: tuple[list[_Search], int, float] | None = None
    for sequence in _sequences():
        done = _run(run, sequence, {})
        if done.failure is not None or len(done.outcomes) != len(sequence):
            return None
        theirs = [outcome.number for outcome in done.outcomes]
        if any(value is None for value in theirs):
            return None
        for variant in list(fitting):
            model = _model_values(sequence, _seed(*variant))
            if not all(_close(mine, their) for mine, their in zip(model, theirs, strict=True)):  # type: ignore[arg-type]
                fitting.discard(variant)
        if not fitting:
            return None
        if shown is None:
            for at, value in enumerate(theirs):
                if value is not None and not _right_could(sequence, at, value):
                    shown = (sequence, at, value)
                    break
    if shown is None:  # every value right: the model cannot be told from a table never read
        return None
    sequence, at, value = shown
    search = sequence[at]
    earlier = sequence[at - 1] if at else None
    before = ("with a new table, " if earlier is None else f"after {earlier.label()}, with the same table, ")
    depth_test = {True} == {deeper for deeper, _ in fitting}
    which = "an entry searched deeper than the node" if depth_test else "the position's entry"
    return Problem(
        SEEDS_BEST,
        f"{before[0].upper()}{before[1:]}on {search.label()} it returned {_num(value)}; the value is"
        f" {_num(_truth(search.text, search.depth))}. Every value it returned, with new tables, after a deeper"
        f" search of the same board and after a narrow window, is that of an alpha-beta that takes the value of {which} as the node's"
        " starting best (instead of -inf / +inf) and then searches every move anyway.",
        SEEDS_BEST_HINT)
