"""The search under the table: naming the student's alpha-beta's own mistake, the table aside.

Run with a table that remembers nothing, the student's answers are the search's alone: they are
held to what the error model's mistaken searches (depth, player and combination slips, the
terminal test missing) would answer to each window, and when none fits every answer, the lowest
position of the smallest wrong full-window search is shown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.error_model import Budget, mistaken_value
from ttt_lab.exercises.harness import _call, _close, _num, _Watch
from ttt_lab.exercises.minimax_mistakes import _no_base_case
from ttt_lab.exercises.mistake_catalogues import combination_mistakes, depth_mistakes, player_mistakes
from ttt_lab.exercises.report import IGNORES_TERMINAL, WRONG_VALUE, Problem
from ttt_lab.exercises.table_searches import (
    _GAME,
    _expected,
    _ForgetfulTable,
    _Run,
    _said,
    _Search,
    _to_the_end,
    _truth,
)
from ttt_lab.exercises.table_window_models import WINDOW_MISTAKES, turned_window
from ttt_lab.exercises.tree_spots import tree_spot
from ttt_lab.search import alphabeta, line_evaluation


@dataclass(frozen=True)
class _Graded:
    """A search as the error model sees a case: its game, position, depth and evaluation."""

    search: _Search

    @property
    def game(self) -> Any:
        return _GAME

    @property
    def state(self) -> Any:
        return _GAME.parse(self.search.text)

    @property
    def depth(self) -> int:
        return self.search.depth


_SEARCH_MISTAKES = [*depth_mistakes(), *player_mistakes(), *combination_mistakes(), Mistake(
    IGNORES_TERMINAL, "never tests game.is_terminal: a finished game is evaluated at the depth limit and, above it"
    " (no moves left), worth its loop's start, -inf to MAX and +inf to MIN", "Start with: if game.is_terminal(state):"
    " return game.utility(state, game.players[0]), before the depth test.", alter=_no_base_case,
    knobs=(("depth_first", True),)), *WINDOW_MISTAKES]
"""The mistakes of the search under the table: the error model's, on these depth-limited searches."""


def _mistaken_truth(case: _Graded, game: Any, knobs: dict[str, Any], total: Budget) -> tuple[float, _Search]:
    """The value a mistaken search finds (the library's alpha-beta on an altered game, or the error
    model's search), with the search whose window the answer is then held to. The error model's
    searches spend ``total``, the positions all of them may visit in one check."""
    if "root_window" in knobs:  # the value any other knobs give, held to the window the unturned call searches
        value, search = _mistaken_truth(case, game, {k: v for k, v in knobs.items() if k != "root_window"}, total)
        return value, turned_window(game, case.state, search)
    evaluate = line_evaluation(_GAME)
    if game is _GAME and knobs in ({"no_depth": True}, {"never_counts_down": True}):
        # Both search to the end of the game (the second stops only at a root of depth 0): the
        # library's search, remembered, not the error model's slow one on every case.
        if knobs.get("never_counts_down") and case.depth == 0 and not _GAME.is_terminal(case.state):
            return evaluate(case.state), case.search
        return _to_the_end(case.search.text), case.search
    if not knobs:
        if game is _GAME:
            return _truth(case.search.text, case.depth), case.search
        return alphabeta(game, case.state, depth=case.depth, evaluate=evaluate).value, case.search
    # A pair of slips searching to the end of the game is minimax on the whole game from an early
    # position: each pair's search is held to a budget of its own, and all of them to the check's
    # (past either, a model predicts nothing), so the models never make the check run long.
    pair = len(knobs) > 1 or game is not _GAME  # two knobs, or an altered game and one
    allowed = min(_PAIR_BUDGET, total.left) if pair else total.left
    budget = Budget(allowed)
    try:
        return mistaken_value(game, case.state, knobs, case.depth, evaluate, budget), case.search
    finally:
        total.left -= allowed - budget.left


_PAIR_BUDGET = 20_000
"""Positions a pair of slips' search may visit on one case (a full-width depth-4 search from
seven empty squares visits about 1,100; one to the end of the game from eight, about 60,000)."""

_CHECK_BUDGET = 400_000
"""Positions the error model's searches may visit in one check, all models and cases together
(a few seconds): past it, the remaining models predict nothing and the checker localises."""


def _within(answer: float, predicted: tuple[float, _Search]) -> bool:
    """Whether ``answer`` keeps alpha-beta's promise for the window, ``truth`` being the value."""
    truth, search = predicted
    if truth <= search.alpha:
        return truth - 1e-9 <= answer <= search.alpha + 1e-9
    if truth >= search.beta:
        return search.beta - 1e-9 <= answer <= truth + 1e-9
    return _close(answer, truth)


def _search_problems(run: Callable[..., Any], searches: list[_Search], done: _Run) -> list[Problem]:
    """Name the search's own mistake (the table remembers nothing) from every answer it gave."""
    cases = [_Graded(search) for search in searches]
    answers = [outcome.number for outcome in done.outcomes]
    total = Budget(_CHECK_BUDGET)
    fit = name_mistake(cases, answers, _SEARCH_MISTAKES, lambda case, game, knobs: _mistaken_truth(
        case, game, knobs, total), same=_within, game_of=lambda case: _GAME)
    if fit is None:
        problem = _said(done.wrong[0], WRONG_VALUE, "With a table that remembers nothing")
        spot = _spot(run, [search for search, _ in done.wrong])
        return [Problem(problem.name, problem.detail + ("" if spot is None else "\n" + spot), problem.hint)]
    search = searches[fit.wrong[0]]
    shown = (f"With a table that remembers nothing, on {search.label()} it returned {_num(answers[fit.wrong[0]])};"
             f" {_expected(search)}.")
    return fit_problems(fit, shown)


def _spot(run: Callable[..., Any], wrong: list[_Search]) -> str | None:
    """The lowest position of the smallest wrong full-window search that the student's search
    (with the full window and a table that remembers nothing) gets wrong while it gets every
    child right."""
    full = sorted((s for s in wrong if (s.alpha, s.beta) == (-math.inf, math.inf)), key=lambda s: s.depth)
    if not full:
        return None
    search = full[0]
    evaluate = line_evaluation(_GAME)

    def student_at(state: Any, depth: int | None) -> float | None:
        watch = _Watch(_GAME, cap=400_000)
        return _call(run, watch, watch, state, depth, evaluate, -math.inf, math.inf, _ForgetfulTable()).number

    def truth_at(state: Any, depth: int | None) -> float:
        return alphabeta(_GAME, state, depth=depth, evaluate=evaluate).value

    spot = tree_spot(_GAME, _GAME.parse(search.text), student_at, truth_at, depth=search.depth, evaluate=evaluate)
    return None if spot is None else spot.text()
