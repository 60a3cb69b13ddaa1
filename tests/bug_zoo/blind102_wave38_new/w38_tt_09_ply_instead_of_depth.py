"""checker: check_table_alphabeta
truth: buggy — the entry records the ply (distance from the root of the current call) and the probe accepts it when `entry.ply >= ply`, so an entry stored deep in the tree (little depth left) or by an earlier, shallower search answers a search that needs more depth.
source: chess.stackexchange.com q. 42612 "have to clear my transposition table after every move" (nikhilsarin1/Chess-Engine search(depth, ply, alpha, beta): `entry.ply() >= ply`), ported to the notebook: negamax, the caller's window flipped for O
"""
import math

EXACT, LOWER_BOUND, UPPER_BOUND = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.to_move(state) == "X":
        return search(game, state, depth, 0, alpha, beta, evaluate, table)
    return -search(game, state, depth, 0, -beta, -alpha, evaluate, table)


def search(game, state, depth, ply, alpha, beta, evaluate, table):
    alpha_original = alpha
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["ply"] >= ply:
        if entry["flag"] == EXACT:
            return entry["score"]
        elif entry["flag"] == LOWER_BOUND:
            alpha = max(alpha, entry["score"])
        elif entry["flag"] == UPPER_BOUND:
            beta = min(beta, entry["score"])
        if alpha >= beta:
            return entry["score"]

    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)

    evaluation = -math.inf
    for move in game.actions(state):
        score = -search(game, game.result(state, move), depth - 1, ply + 1, -beta, -alpha, evaluate, table)
        evaluation = max(evaluation, score)
        alpha = max(alpha, evaluation)
        if alpha >= beta:
            break

    if evaluation <= alpha_original:
        flag = UPPER_BOUND
    elif evaluation >= beta:
        flag = LOWER_BOUND
    else:
        flag = EXACT
    table[key] = {"score": evaluation, "flag": flag, "ply": ply}
    return evaluation
