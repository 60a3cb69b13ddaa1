"""checker: check_alphabeta
truth: correct — jakilgo's alphabeta returning (move, value, depth) triples, ties broken by depth, cut when best >= beta / best <= alpha before tightening the bound; wrapped to return (value, move).
source: ported from jakilgo/tic-tac-toe AlphaBeta/alphabeta.py
"""
import math
from math import inf


def alphabeta(depth, game, board, AI, alpha, beta):
    if game.is_terminal(board):
        return ((-1, -1), game.utility(board, game.players[0]), depth)
    if AI:
        best = ((-1, -1), -inf, depth)
    else:
        best = ((-1, -1), inf, depth)
    for pos in game.actions(board):
        child = game.result(board, pos)
        score = alphabeta(depth + 1, game, child, not AI, alpha, beta)
        score = (pos, score[1], score[2])
        if AI:
            if score[1] > best[1] or (score[1] == best[1] and score[2] < best[2]):
                best = score
            if best[1] >= beta:
                break
            alpha = max(alpha, best[1])
        else:
            if score[1] < best[1] or (score[1] == best[1] and score[2] < best[2]):
                best = score
            if best[1] <= alpha:
                break
            beta = min(best[1], beta)
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    pos, value, _ = alphabeta(0, game, state, game.to_move(state) == game.players[0], alpha, beta)
    return value, (None if game.is_terminal(state) else pos)
