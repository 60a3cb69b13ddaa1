"""checker: check_minimax
truth: correct — minimax returning a Pair(best child move, value) with a maximizingPlayer flag, adapted to the game API.
source: ported from Quoruda/AlgorithmToolbox game_theory.py (minimax(node, depth, maximizingPlayer) -> Pair)
"""
from dataclasses import dataclass


@dataclass
class Pair:
    node: object
    evaluation: float


def minimax(game, node, maximizingPlayer):
    if game.is_terminal(node):
        return Pair(None, game.utility(node, game.players[0]))
    best = None
    if maximizingPlayer:
        value = float("-inf")
        for move in game.actions(node):
            p = minimax(game, game.result(node, move), False)
            if p.evaluation > value:
                value = p.evaluation
                best = move
    else:
        value = float("inf")
        for move in game.actions(node):
            p = minimax(game, game.result(node, move), True)
            if p.evaluation < value:
                value = p.evaluation
                best = move
    return Pair(best, value)


def my_minimax(game, state):
    p = minimax(game, state, game.to_move(state) == game.players[0])
    return p.evaluation, p.node
