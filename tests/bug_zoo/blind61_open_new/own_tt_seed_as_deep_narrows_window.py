"""checker: check_table_alphabeta
truth: buggy — an entry searched at least as deep as the node is not returned: its value becomes the node's starting best and narrows the mover's side of the window at once (alpha for MAX, beta for MIN), then every move is searched again; entries hold only (value, depth), no bound type.
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    maximising = game.to_move(state) == "X"
    best = -math.inf if maximising else math.inf
    if key in table:
        stored_value, stored_depth = table[key]
        if stored_depth >= depth:
            best = stored_value
            if maximising:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
    for move in game.actions(state):
        if alpha >= beta:
            break
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximising:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
    table[key] = (best, depth)
    return best
