"""Expectimax with alpha-beta's window handed down through chance nodes, with real cuts at MAX and MIN nodes:
the nineteenth wave's e9 (its file lost, rewritten from its description: it passed, no graded tree making a
cut below a chance node matter), a fail-hard shape and a MAX/MIN-helper shape; and e8's class, a MIN node's
loop copied for a chance node (`best = min(best, p * value)`)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import expectimax

CHECK = ex.check_expectimax
WINDOW = {expectimax.WINDOW_THROUGH_CHANCE}


def e9_window_through_chance(game, state, alpha=-math.inf, beta=math.inf):
    """Alpha-beta at MAX and MIN nodes; a chance node hands (alpha, beta) to its outcomes as they came."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total += p * e9_window_through_chance(game, game.result(state, a), alpha, beta)
        return total
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, e9_window_through_chance(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, e9_window_through_chance(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def fail_hard_helpers(game, state):
    """max_value / min_value / chance_value, fail-hard (the bound returned at a cut), the window passed on."""
    MAX = game.players[0]

    def value(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if game.is_chance(s):
            return chance_value(s, alpha, beta)
        return max_value(s, alpha, beta) if game.to_move(s) == MAX else min_value(s, alpha, beta)

    def chance_value(s, alpha, beta):
        return sum(p * value(game.result(s, a), alpha, beta) for a, p in game.outcomes(s))

    def max_value(s, alpha, beta):
        for a in game.actions(s):
            alpha = max(alpha, value(game.result(s, a), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha

    def min_value(s, alpha, beta):
        for a in game.actions(s):
            beta = min(beta, value(game.result(s, a), alpha, beta))
            if beta <= alpha:
                return alpha
        return beta

    return value(state, -math.inf, math.inf)


def e8_min_copied_for_chance(game, state):
    """The chance node's loop copied from the MIN node's: best = min(best, p * value)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        best = math.inf
        for a, p in game.outcomes(state):
            best = min(best, p * e8_min_copied_for_chance(game, game.result(state, a)))
        return best
    values = [e8_min_copied_for_chance(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def window_narrowed_at_chance(game, state, alpha=-math.inf, beta=math.inf):
    """The chance node raises alpha with its partial sum, as a MAX node would, and hands it on."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total += p * window_narrowed_at_chance(game, game.result(state, a), alpha, beta)
            alpha = max(alpha, total)
        return total
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, window_narrowed_at_chance(game, game.result(state, a), alpha, beta))
            if v >= beta: return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, window_narrowed_at_chance(game, game.result(state, a), alpha, beta))
        if v <= alpha: return v
        beta = min(beta, v)
    return v

def aima_alphabeta_with_chance(game, state):
    """An AIMA-style alphabeta_search with a chance branch added."""
    player = game.players[0]
    def max_value(s, alpha, beta):
        if game.is_terminal(s): return game.utility(s, player)
        if game.is_chance(s): return chance(s, alpha, beta)
        if game.to_move(s) != player: return min_value(s, alpha, beta)
        v = -math.inf
        for a in game.actions(s):
            v = max(v, max_value(game.result(s, a), alpha, beta))
            if v >= beta: return v
            alpha = max(alpha, v)
        return v
    def min_value(s, alpha, beta):
        if game.is_terminal(s): return game.utility(s, player)
        if game.is_chance(s): return chance(s, alpha, beta)
        if game.to_move(s) == player: return max_value(s, alpha, beta)
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha: return v
            beta = min(beta, v)
        return v
    def chance(s, alpha, beta):
        return sum(p * max_value(game.result(s, a), alpha, beta) for a, p in game.outcomes(s))
    return max_value(state, -math.inf, math.inf)


BUGGY = [
    (e9_window_through_chance, WINDOW),
    (fail_hard_helpers, WINDOW),
    (window_narrowed_at_chance, WINDOW),
    (aima_alphabeta_with_chance, WINDOW),
    (e8_min_copied_for_chance, {expectimax.MIN_AT_CHANCE}),
]


def e8_min_in_running_sum(game, state):
    """`total += p * min(u, total)`: no model says it; localised to the chance node, its arithmetic shown."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            u = e8_min_in_running_sum(game, game.result(state, a))
            total += p * min(u, total)
        return total
    values = [e8_min_in_running_sum(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_star1_full_window(game, state, alpha=-math.inf, beta=math.inf):
    """Alpha-beta at MAX and MIN nodes, every chance outcome searched with the full window: right."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * correct_star1_full_window(game, game.result(state, a)) for a, p in game.outcomes(state))
    maximising = game.to_move(state) == game.players[0]
    v = -math.inf if maximising else math.inf
    for a in game.actions(state):
        child = correct_star1_full_window(game, game.result(state, a), alpha, beta)
        v = max(v, child) if maximising else min(v, child)
        if (maximising and v >= beta) or (not maximising and v <= alpha):
            return v
        alpha, beta = (max(alpha, v), beta) if maximising else (alpha, min(beta, v))
    return v


CORRECT = [correct_star1_full_window]
