"""checker: check_alphabeta
truth: buggy — each node returns its best so far when a child's score reaches the bound, before that score is taken into the best (`if score >= beta: return best` then `best = max(best, score)`), so a node that cuts returns a value that is not its own (h40a's own shape of blind38's ab_05).
"""

import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = my_alphabeta(game, game.result(state, move), alpha, beta)
        if maximizing:
            if score >= beta:
                return best
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            if score <= alpha:
                return best
            best = min(best, score)
            beta = min(beta, best)
    return best
