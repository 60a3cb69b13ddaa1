"""checker: check_alphabeta
truth: buggy — the maximizing branch initialises `value = math.inf` (copied from the minimizing branch) instead of -inf, so every MAX node is worth +inf, beta-cuts after its first child, and the root value is wrong.
source: public Python transcription of Wikipedia's alpha-beta pseudocode (`def alphabeta(node: Node, depth: int, α: int, β: int, maximizingPlayer: bool)`, found by code search; repository not shown), ported to the Game API
"""
import math


def alphabeta(game, node, depth, α, β, maximizingPlayer):
    if depth == 0 or game.is_terminal(node):
        return game.utility(node, game.players[0])
    if maximizingPlayer:
        value = math.inf
        for move in game.actions(node):
            value = max(value, alphabeta(game, game.result(node, move), depth - 1, α, β, False))
            α = max(α, value)
            if α >= β:
                break  # β cut-off
        return value
    else:
        value = math.inf
        for move in game.actions(node):
            value = min(value, alphabeta(game, game.result(node, move), depth - 1, α, β, True))
            β = min(β, value)
            if β <= α:
                break  # α cut-off
        return value


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alphabeta(game, state, 99, alpha, beta, game.to_move(state) == game.players[0])
