"""checker: check_minimax
truth: buggy — `[move, score] = minimax(...)` unpacks the child's own best move into `move`, so `best = [move, score]` records the move chosen one ply deeper (None when the child is a finished game) instead of the move played here; the value is right.
source: ported from the "Algorithms in a Nutshell" minimax pseudocode as transcribed in a public tic-tac-toe minimax tutorial ("Understanding the Algorithm": [move, score] = minimax(state, depth - 1, -player); best = [move, score])
"""
import math


def minimax(game, state, player):
    if player == +1:
        best = [None, -math.inf]
    else:
        best = [None, +math.inf]

    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
        return [None, score]

    for move in game.actions(state):
        [move, score] = minimax(game, game.result(state, move), -player)

        if player == +1:
            if score > best[1]:
                best = [move, score]
        else:
            if score < best[1]:
                best = [move, score]
    return best


def my_minimax(game, state):
    player = +1 if game.to_move(state) == game.players[0] else -1
    move, score = minimax(game, state, player)
    return score, move
