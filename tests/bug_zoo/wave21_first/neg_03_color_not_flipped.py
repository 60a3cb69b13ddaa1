"""checker: check_negamax
truth: buggy — the recursive call passes the same color to the child (negamax(child, ..., color)) instead of -color, so every leaf is scored color * value for the side to move at the root, whatever side is to move at the leaf, and leaves an odd number of plies down get the wrong sign.
source: github Martin-blckrt/Love-Letter-AI src/IA/negamax.py (negamax(node, depth, alpha, beta, color)), ported to the Game API: isTerminal/evaluate/node.children became game.is_terminal, game.utility for MAX and game.actions/game.result; color is +1 when MAX is to move at the root
"""


def isTerminal(game, node):
    return game.is_terminal(node)


def evaluate(game, node):
    return game.utility(node, game.players[0])


def negamax(game, node, depth, alpha, beta, color):

    if isTerminal(game, node):
        return color * evaluate(game, node)

    # generate children
    # generate moves

    value = float('-inf')

    for child in [game.result(node, move) for move in game.actions(node)]:

        value = max(value, -negamax(game, child, depth - 1, -beta, -alpha, color))
        alpha = max(alpha, value)

        if alpha >= beta:
            break

    return value


def my_negamax(game, state):
    color = 1 if game.to_move(state) == game.players[0] else -1
    return negamax(game, state, 9, float('-inf'), float('inf'), color)
