"""checker: check_expectimax
truth: buggy (own, issue 27 u74a) — chance nodes weigh each outcome by p squared (renormalised); the entry has no end-of-game test."""
import math


def child_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return my_expectimax(game, state)


def my_expectimax(game, state):
    if game.is_chance(state):
        pairs = [(p, child_value(game, game.result(state, o))) for o, p in game.outcomes(state)]
        weight = sum(p * p for p, _ in pairs)
        return sum(p * p * v for p, v in pairs) / weight
    values = [child_value(game, game.result(state, a)) for a in game.actions(state)]
    best = -math.inf if game.to_move(state) == game.players[0] else math.inf
    for v in values:
        best = max(best, v) if game.to_move(state) == game.players[0] else min(best, v)
    return best
