"""Iterative deepening whose own depth-limited search slips: minimax's error model, per iteration.

A student's iterative deepening often carries its own depth-limited minimax (a nested
``value(s, d)``), and a slip there (the depth test inverted, a finished game evaluated, max and
min exchanged) makes every iteration wrong in the way the depth-limited checker would name.
The nested function cannot be called from outside, so instead of calling it on sub-positions
the checker asks minimax's error model (:data:`~ttt_lab.exercises.minimax_mistakes.MINIMAX_MISTAKES`,
the one :func:`~ttt_lab.exercises.minimax.check_depth_limited_minimax` names from) what each
iteration d would return, value and move, with each slip: a slip is named only when it
reproduces every iteration of every case, and reported in the first wrong iteration.
When none does, the first wrong iteration is localised to the root's moves: what each is
worth d - 1 plies below, the values the iteration's search picks from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.error_model import mistaken_value
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.minimax_mistakes import MINIMAX_MISTAKES
from ttt_lab.exercises.report import NOT_ALTERNATING, SWAPPED, Problem
from ttt_lab.search import alphabeta

_ROOT_PICK_SWAPPED = Mistake(
    SWAPPED, "takes the min over the root's moves where MAX is to move and the max where MIN is, in the loop"
    " that picks each iteration's move", "At the root the side to move picks: max over the moves' values where"
    " game.to_move(state) == game.players[0], min otherwise.", knobs=(("root_pick", "swapped"),))
_ROOT_PICK_ONE_WAY = [Mistake(
    NOT_ALTERNATING, f"takes the {kind} over the root's moves whoever is to move, in the loop that picks each"
    " iteration's move", "At the root the side to move picks: max over the moves' values where"
    " game.to_move(state) == game.players[0], min otherwise.", knobs=(("root_pick", kind),)) for kind in ("max", "min")]
_Answer = tuple[tuple[float, Any], ...]


def root_values(game: Any, state: Any, depth: int, evaluate: Callable[[Any], float]) -> str:
    """The root's moves with alpha-beta's value ``depth - 1`` plies below each: what iteration
    ``depth`` picks its value and move from."""
    below = max(depth - 1, 0)
    values = [f"{move!r} -> {_num(alphabeta(game, game.result(state, move), depth=below, evaluate=evaluate).value)}"
              for move in game.actions(state)]
    return (f" At the root node (the position given), each move's value {below} {'ply' if below == 1 else 'plies'}"
            f" below, what that iteration takes the {'max' if game.to_move(state) == game.players[0] else 'min'} of:"
            f" {', '.join(values)}.")


@dataclass(frozen=True)
class _Sub:
    """One iteration of one case, as the error model's ``applies`` tests read a case."""

    index: int
    depth: int
    game: Any
    state: Any
    evaluate: Any


def inner_search_problems(cases: Sequence[tuple[Any, Any, Any, str]], answers: Sequence[_Answer | None],
                          max_depth: int, right: Callable[[int, int], tuple[float, frozenset[Any]]]) -> list[Problem]:
    """The slip of minimax's error model that reproduces every iteration (value and move) of every
    case, shown in the first wrong iteration; ``[]`` when none does or a list has the wrong length
    (the iterations, not the search, are then wrong). ``right(i, d)`` is iteration d's value and
    best moves on case i."""
    if any(answer is not None and len(answer) != max_depth for answer in answers):
        return []
    subs = [_Sub(i, d, cases[i][0], cases[i][1], cases[i][2]) for i, answer in enumerate(answers)
            if answer is not None for d in range(1, max_depth + 1)]
    sub_answers = [answers[sub.index][sub.depth - 1] for sub in subs]  # type: ignore[index]

    def predict(sub: _Sub, game: Any, knobs: dict[str, Any], loop: bool) -> tuple[float, frozenset[Any]]:
        i, d = sub.index, sub.depth
        graded, state, evaluate, _ = cases[i]
        if not knobs and game is graded:
            return right(i, d)
        inner = {k: v for k, v in knobs.items() if k != "root_pick"}
        children = {move: mistaken_value(game, game.result(state, move), inner, d - 1, evaluate)
                    for move in game.actions(state)}
        if loop:  # the root's own loop picks from the children the search values
            maximises = (game.to_move(state) == game.players[0]) != (knobs.get("root_pick") == "swapped")
            if knobs.get("root_pick") in ("max", "min"):
                maximises = knobs["root_pick"] == "max"
            value = (max if maximises else min)(children.values())
        else:
            value = mistaken_value(game, state, knobs, d, evaluate)
        return value, frozenset(move for move, v in children.items() if _close(v, value))

    def same(answer: tuple[float, Any], predicted: tuple[float, frozenset[Any]]) -> bool:
        # A model whose root value is none of its children's (the answer turned) commits to no move.
        return _close(answer[0], predicted[0]) and (answer[1] in predicted[1] or not predicted[1])

    fit = None
    # Two shapes of code: the iteration's loop over the root's moves calls the search on each
    # child (a slip below the root, or in the loop's own max/min), or it calls the search on the root.
    for loop, catalogue in ((True, [*MINIMAX_MISTAKES, _ROOT_PICK_SWAPPED, *_ROOT_PICK_ONE_WAY]),
                            (False, MINIMAX_MISTAKES)):
        fit = name_mistake(subs, sub_answers, catalogue,
                           lambda sub, game, knobs, loop=loop: predict(sub, game, knobs, loop),  # type: ignore[misc]
                           same=same, game_of=lambda sub: sub.game, pairs=False)
        if fit is not None:
            break
    if fit is None:
        return []
    i, d = subs[fit.wrong[0]].index, subs[fit.wrong[0]].depth
    game, state, evaluate, label = cases[i]
    value, move = sub_answers[fit.wrong[0]]
    truth, _ = right(i, d)
    shown = (f"In iteration {d} (the first wrong one) on {label}: it returned {_num(value)} (move {move!r});"
             f" alpha-beta to depth {d} gives {_num(truth)}. "
             + ("The slip is in the loop over the root's moves, which every iteration runs."
                if {_ROOT_PICK_SWAPPED, *_ROOT_PICK_ONE_WAY} & set(fit.mistakes) else
                "The slip is inside your own depth-limited search, which every iteration calls.")
             + root_values(game, state, d, evaluate))
    return fit_problems(fit, shown, "iteration")
