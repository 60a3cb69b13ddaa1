"""Alpha-beta as students write it: ``fn(game, state)`` or ``fn(game, state, alpha, beta)`` for MAX;
the leaves it scores are held to alpha-beta's (AIMA's convention: prune on equal values)."""

from __future__ import annotations

import math
from typing import Any

import buggy_alphabeta as older

from ttt_lab import exercises as ex

INF = math.inf


def correct_alpha_test(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Updates the bound first, then tests alpha >= beta: the same cutoffs."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        v = -INF
        for a in game.actions(state):
            v = max(v, correct_alpha_test(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, correct_alpha_test(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
        if alpha >= beta:
            break
    return v


def _with_slip(slip: str) -> Any:
    def search(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
        MAX = game.players[0]
        if game.is_terminal(state):
            return game.utility(state, game.to_move(state) if slip == "leaf for mover" else MAX)  # type: ignore[no-any-return]
        maximizing = (game.to_move(state) == MAX) != (slip == "swapped")
        if maximizing:
            v = -INF
            for a in game.actions(state):
                child = (beta, alpha) if slip == "window swapped" else (alpha, beta)
                v = max(v, search(game, game.result(state, a), *child))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = -INF if slip == "min starts at -inf" else INF
        for a in game.actions(state):
            child = (beta, alpha) if slip == "window swapped" else (alpha, beta)
            v = min(v, search(game, game.result(state, a), *child))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    search.__name__ = slip.replace(" ", "_").replace("-", "minus_")
    return search


CORRECT = [older.alphabeta_correct, older.alphabeta_two_args, older.alphabeta_fail_hard, older.alphabeta_negamax,
           older.alphabeta_openspiel_style, correct_alpha_test]
CHECK = ex.check_alphabeta

BUGGY = [
    (older.alphabeta_never_prunes, {ex.NEVER_PRUNES}),
    (older.alphabeta_no_min_cutoff, {ex.KEEPS_VISITING}),
    (older.alphabeta_no_max_cutoff, {ex.KEEPS_VISITING}),
    (older.alphabeta_wrong_bound, {ex.WRONG_BOUND}),
    (older.alphabeta_shared_window, {ex.PRUNES_TOO_MUCH}),
    (older.alphabeta_strict, {ex.STRICT}),
    (older.alphabeta_max_everywhere, {ex.NOT_ALTERNATING}),
    (older.alphabeta_right_to_left, {ex.WRONG_ORDER}),
    (older.alphabeta_alpha_in_min, {ex.NO_BETA_UPDATE}),
    (older.alphabeta_beta_in_max, {ex.NO_ALPHA_UPDATE}),
    (older.alphabeta_root_full_window, {ex.ROOT_FULL_WINDOW}),
    # Written for the zoo, before the engine knew them:
    (_with_slip("swapped"), {ex.SWAPPED}),
    (_with_slip("leaf for mover"), {ex.WRONG_PLAYER}),
    (_with_slip("window swapped"), {ex.WINDOW_SWAPPED}),
    (_with_slip("min starts at -inf"), {ex.WRONG_START}),
]
