"""Quiescence search written as negamax (one rule at every node, the window handed down as
(-beta, -alpha)) with neither the side's sign nor the minus: every node maximises X's value
while the turned window cuts as negamax's would. The seventh wave's qs01 verbatim (renamed), two
other return conventions, and the wave's correct negamax variant still passing."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiescence as q

CHECK = ex.check_quiescence

# ---------------------------------------------------------------- seventh wave (blind9), verbatim


def psqt_no_sign_no_negation(game, state, evaluate):
    return quiescence_search(game, state, evaluate, -float("inf"), float("inf"))


def forcing(game, state):
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    return game.completing_cells(state, me)[:1] or game.completing_cells(state, you)


def quiescence_search(game, state, evaluate, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, "X")
    moves = forcing(game, state)
    if not moves:
        stand_pat = evaluate(state)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
        me = game.to_move(state)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in moves:
        score = quiescence_search(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return score
        if score > alpha:
            alpha = score
    return alpha


# ---------------------------------------------------------------- other shapes


def fail_hard_unsigned(game: Any, state: Any, evaluate: Any) -> float:
    """The chess wiki's Quiesce (fail-hard: beta at both cuts) with the minus and the colour left out."""
    X, O = game.players

    def quiesce(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, X)
        me = game.to_move(s)
        foe = O if me == X else X
        wins = game.completing_cells(s, me)
        captures = wins[:1] if wins else game.completing_cells(s, foe)
        if not captures:
            stand_pat = evaluate(s)
            if stand_pat >= beta:
                return beta
            alpha = max(alpha, stand_pat)
            captures = [c for c in game.actions(s) if game.completing_cells(game.result(s, c), me)]
        for c in captures:
            score = quiesce(game.result(s, c), -beta, -alpha)
            if score >= beta:
                return beta
            alpha = max(alpha, score)
        return alpha

    return quiesce(state, -math.inf, math.inf)


def fail_soft_unsigned(game: Any, state: Any, evaluate: Any) -> float:
    """Fail-soft (the best value found is returned, a cut returns what cut), no sign, no minus."""
    X = game.players[0]

    def qs(s: Any, a: float, b: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, X)
        me = game.to_move(s)
        other = game.players[1] if me == X else X
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, other)
        best = -math.inf
        if not forced:
            best = evaluate(s)
            if best >= b:
                return best
            a = max(a, best)
            forced = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in forced:
            v = qs(game.result(s, m), -b, -a)
            if v > best:
                best = v
            if v >= b:
                return v
            a = max(a, v)
        return best

    return qs(state, -math.inf, math.inf)


def negamax_fail_hard_right(game: Any, state: Any, evaluate: Any) -> float:
    """The same shape done right: the side's sign on the stand-pat, the minus on each child."""
    X, O = game.players

    def quiesce(s: Any, alpha: float, beta: float) -> float:
        sign = 1 if game.to_move(s) == X else -1
        if game.is_terminal(s):
            return sign * game.utility(s, X)
        me = game.to_move(s)
        foe = O if me == X else X
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, foe)
        if not moves:
            stand_pat = sign * evaluate(s)
            if stand_pat >= beta:
                return beta
            alpha = max(alpha, stand_pat)
            moves = [c for c in game.actions(s) if game.completing_cells(game.result(s, c), me)]
        for c in moves:
            score = -quiesce(game.result(s, c), -beta, -alpha)
            if score >= beta:
                return beta
            alpha = max(alpha, score)
        return alpha

    value = quiesce(state, -math.inf, math.inf)
    return value if game.to_move(state) == X else -value


BUGGY = [
    (psqt_no_sign_no_negation, {q.NOT_ALTERNATING, q.FORGETS_NEGATION}),
    (fail_hard_unsigned, {q.NOT_ALTERNATING, q.FORGETS_NEGATION}),
    (fail_soft_unsigned, {q.NOT_ALTERNATING, q.FORGETS_NEGATION}),
]
CORRECT = [negamax_fail_hard_right]
