"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (fail-soft, cut on equality): same value as depth-limited minimax, utility at finished games, evaluate at depth 0.
source: ported from M-KruthikaReddy/CSA-1748-AI- exp.23.py (alpha_beta_pruning(state, depth, alpha, beta, player)), with the terminal test before the depth test and the game's own evaluate
"""


def my_depth_limited(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        best_score = float("-inf")
        for move in game.actions(state):
            score = my_depth_limited(game, game.result(state, move), depth - 1, evaluate, alpha, beta)
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    best_score = float("inf")
    for move in game.actions(state):
        score = my_depth_limited(game, game.result(state, move), depth - 1, evaluate, alpha, beta)
        best_score = min(best_score, score)
        beta = min(beta, score)
        if beta <= alpha:
            break
    return best_score
