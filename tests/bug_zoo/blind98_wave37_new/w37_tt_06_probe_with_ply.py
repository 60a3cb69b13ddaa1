"""checker: check_table_alphabeta
truth: buggy — the table stores each entry's remaining depth correctly but is probed with the ply (distance from the root, 0 at the root) instead of the depth asked for, so an entry searched less deep answers a deeper search.
source: pychess/pychess issue #153 "transposition table depth vs iterative deep search depth" ("Using ply in alphaBeta() for testing with table.probe()"), moved to X's values with a max/min flag
"""
import math

EXACT, LOWER, UPPER = 0, 1, 2


def probe(table, key, depth, alpha, beta):
    hit = table.get(key)
    if hit is None:
        return None
    stored_depth, flag, score = hit
    if stored_depth < depth:
        return None
    if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
        return score
    return None


def record(table, key, depth, flag, score):
    table[key] = (depth, flag, score)


def alpha_beta(game, state, depth, ply, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    cached = probe(table, key, ply, alpha, beta)
    if cached is not None:
        return cached
    low, high = alpha, beta
    white = game.to_move(state) == "X"
    best = -math.inf if white else math.inf
    for move in game.actions(state):
        score = alpha_beta(game, game.result(state, move), depth - 1, ply + 1, evaluate, alpha, beta, table)
        if white:
            best = max(best, score)
            alpha = max(alpha, score)
        else:
            best = min(best, score)
            beta = min(beta, score)
        if alpha >= beta:
            break
    flag = UPPER if best <= low else LOWER if best >= high else EXACT
    record(table, key, depth, flag, best)
    return best


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    return alpha_beta(game, state, depth, 0, evaluate, alpha, beta, table)
