"""checker: check_minimax
truth: correct — list-returning [move, score] minimax (COMP = +1 is MAX, player flips as -player), adapted to any game.
source: ported from Cledersonbc/tic-tac-toe-minimax py_version/minimax.py (best = [-1, -1, -infinity]; score[0], score[1] = x, y)
"""
from math import inf as infinity

COMP = +1
HUMAN = -1


def minimax(game, state, player):
    if player == COMP:
        best = [None, -infinity]
    else:
        best = [None, +infinity]
    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
        return [None, score]
    for cell in game.actions(state):
        score = minimax(game, game.result(state, cell), -player)
        score[0] = cell
        if player == COMP:
            if score[1] > best[1]:
                best = score
        else:
            if score[1] < best[1]:
                best = score
    return best


def my_minimax(game, state):
    player = COMP if game.to_move(state) == game.players[0] else HUMAN
    best = minimax(game, state, player)
    return best[1], best[0]
