"""checker: check_iterative_deepening
truth: buggy — the cutoff test `len(children) == 0 | depth == 0` parses as a chained comparison with (0 | depth), so the search never stops at depth 0 and every iteration is a full search to the end of the game.
source: ported from mohamedAdhamc/Hive-Ai AI/algorithms.py (apply_alphabeta: `if len(root.children) ==0 | depth==0:` and iterative_depening)
"""
import math


def apply_alphabeta(game, state, depth, max_min, evaluate, alpha=-math.inf, beta=math.inf):
    children = [] if game.is_terminal(state) else list(game.actions(state))
    if len(children) == 0 | depth == 0:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    if len(children) == 0:
        return game.utility(state, game.players[0])

    if max_min:
        evaluation = -math.inf
        for move in children:
            eval_value = apply_alphabeta(game, game.result(state, move), depth - 1, False, evaluate, alpha, beta)
            evaluation = max(evaluation, eval_value)
            alpha = max(alpha, evaluation)
            if beta <= alpha:  # cut-off
                break
        return evaluation
    else:
        evaluation = math.inf
        for move in children:
            eval_value = apply_alphabeta(game, game.result(state, move), depth - 1, True, evaluate, alpha, beta)
            evaluation = min(evaluation, eval_value)
            beta = min(beta, evaluation)
            if beta <= alpha:
                break
        return evaluation


def root_search(game, state, depth, evaluate):
    max_min = game.to_move(state) == game.players[0]
    best_value, best_move = (-math.inf if max_min else math.inf), None
    for move in game.actions(state):
        value = apply_alphabeta(game, game.result(state, move), depth - 1, not max_min, evaluate)
        if (max_min and value > best_value) or (not max_min and value < best_value):
            best_value, best_move = value, move
    return best_value, best_move


def my_iterative_deepening(game, state, evaluate, max_depth):
    results = []
    depth = 1
    while depth <= max_depth:
        results.append(root_search(game, state, depth, evaluate))
        depth = depth + 1
    return results
