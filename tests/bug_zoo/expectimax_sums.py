"""Expectimax whose chance node combines its outcomes wrongly in ways the sum itself does not show: the
weighted sum divided by half the number of outcomes (right with two outcomes only), and a running
pairwise mean that ignores p. The eighteenth wave's students verbatim (renamed), another shape of each,
and the wave's correct variants (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import statistics
from functools import reduce

from ttt_lab import exercises as ex

CHECK = ex.check_expectimax
NAME = {ex.WEIGHTED_SUM_SLIP}

# ---------------------------------------------------------------- eighteenth wave (blind31), verbatim

def e01_2048_halfcount(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):  # we are at a random node
        outcomes = game.outcomes(state)
        values = [e01_2048_halfcount(game, game.result(state, a)) for a, _ in outcomes]
        avg = 0
        for i in range(len(values)):
            avg += outcomes[i][1] * values[i]
        return avg / (len(values) / 2)
    values = [e01_2048_halfcount(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:  # we are at a max node
        return max(values)
    return min(values)




def e04_running_average(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        values = [e04_running_average(game, game.result(state, a)) for a, p in game.outcomes(state)]
        return reduce(lambda expected, v: (expected + v) / 2, values[1:], values[0])
    values = [e04_running_average(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def halfcount_in_a_loop(game, state):
    """The 2048 AI's division in another shape: a total over (action, p) pairs, divided by len(...) * 0.5."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        pairs = game.outcomes(state)
        total = 0.0
        for action, p in pairs:
            total += p * halfcount_in_a_loop(game, game.result(state, action))
        return total / (len(pairs) * 0.5)
    best = [halfcount_in_a_loop(game, game.result(state, a)) for a in game.actions(state)]
    return max(best) if game.to_move(state) == game.players[0] else min(best)


def average_as_you_go(game, state):
    """The running mean in a loop: the first outcome's value, then avg = (avg + value) / 2 for each next one."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        avg = None
        for action, _p in game.outcomes(state):
            value = average_as_you_go(game, game.result(state, action))
            avg = value if avg is None else (avg + value) / 2
        return avg
    values = [average_as_you_go(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY = [(e01_2048_halfcount, NAME), (e04_running_average, NAME), (halfcount_in_a_loop, NAME), (average_as_you_go, NAME)]

# ---------------------------------------------------------------- eighteenth wave's correct variants, verbatim

def e05_correct_fmean(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        values = [e05_correct_fmean(game, game.result(state, a))[0] for a, _ in outcomes]
        return statistics.fmean(values, weights=[p for _, p in outcomes]), None
    best_value, best_move = None, None
    maximizing = game.to_move(state) == game.players[0]
    for move in game.actions(state):
        value, _ = e05_correct_fmean(game, game.result(state, move))
        if best_value is None or (value > best_value if maximizing else value < best_value):
            best_value, best_move = value, move
    return best_value, best_move


def e06_correct_reduce_memo(game, state):
    memo = {}

    def value(s):
        key = game.key(s)
        if key in memo:
            return memo[key]
        if game.is_terminal(s):
            v = game.utility(s, game.players[0])
        elif game.is_chance(s):
            v = reduce(lambda acc, ap: acc + ap[1] * value(game.result(s, ap[0])), game.outcomes(s), 0.0)
        else:
            children = (value(game.result(s, a)) for a in game.actions(s))
            v = max(children) if game.to_move(s) == game.players[0] else min(children)
        memo[key] = v
        return v

    return value(state)


CORRECT = [e05_correct_fmean, e06_correct_reduce_memo]
