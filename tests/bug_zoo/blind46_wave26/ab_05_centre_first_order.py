"""checker: check_alphabeta
truth: buggy — the moves are tried centre first, then corners, then edges (availableMoves' order 4, 0, 2, 6, 8, 1, 3, 5, 7), against the notebook's rule to loop in game.actions order: the value is right but on tic-tac-toe the leaves visited differ from the library's.
source: ported from D070508T/MiniMax_Alg MiniMax5.py ("MiniMax Alpha-Beta Pruning and Depth Limit and Move Order": availableMoves with the order (4, 0, 2, 6, 8, 1, 3, 5, 7)), depth limit dropped; moves that are not board cells keep the game's order
"""
import math

ORDER = (4, 0, 2, 6, 8, 1, 3, 5, 7)


def availableMoves(game, state):
    moves = list(game.actions(state))
    if all(isinstance(m, tuple) and len(m) == 2 for m in moves):
        by_index = {r * 3 + c: (r, c) for (r, c) in moves}
        return [by_index[i] for i in ORDER if i in by_index]
    return moves


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in availableMoves(game, state):
            best = max(best, my_alphabeta(game, game.result(state, move), alpha, beta))
            if best >= beta:
                return best
            alpha = max(alpha, best)
        return best
    best = math.inf
    for move in availableMoves(game, state):
        best = min(best, my_alphabeta(game, game.result(state, move), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best
