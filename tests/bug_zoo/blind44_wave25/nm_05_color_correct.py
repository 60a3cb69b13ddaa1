"""checker: check_negamax
truth: correct — negamax with a colour (+1 for MAX to move, -1 for MIN) that multiplies MAX's utility at the leaves and flips on every ply.
source: ported from Quoruda/AlgorithmToolbox game_theory.py (negamax(node, depth, color) -> Pair(best, value))
"""


def negamax(game, node, color):
    if game.is_terminal(node):
        return None, color * game.utility(node, game.players[0])
    value = float("-inf")
    best = None
    for move in game.actions(node):
        _, evaluation = negamax(game, game.result(node, move), -color)
        evaluation = -evaluation
        if evaluation > value:
            value = evaluation
            best = move
    return best, value


def my_negamax(game, state):
    color = 1 if game.to_move(state) == game.players[0] else -1
    return negamax(game, state, color)[1]
