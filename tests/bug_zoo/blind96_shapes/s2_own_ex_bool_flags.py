"""checker: check_expectimax
truth: buggy — two flags handed down stand for the node's kind: `chance_turn` set True below every player's move and False below every chance node, `maximizing` flipped with `not` after each chance level (MAX, CHANCE, MIN, CHANCE...); the game is never asked whose turn it is or whether a node is a chance node below the root.
"""
import math


def emax(game, state, maximizing, chance_turn):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if chance_turn:
        total = 0.0
        if game.is_chance(state):
            for outcome, prob in game.outcomes(state):
                total += prob * emax(game, game.result(state, outcome), not maximizing, False)
            return total
        moves = game.actions(state)
        for m in moves:
            total += emax(game, game.result(state, m), not maximizing, False) / len(moves)
        return total
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = emax(game, game.result(state, m), maximizing, True)
        best = max(best, v) if maximizing else min(best, v)
    return best


def my_expectimax(game, state):
    return emax(game, state, game.to_move(state) == game.players[0], False)
