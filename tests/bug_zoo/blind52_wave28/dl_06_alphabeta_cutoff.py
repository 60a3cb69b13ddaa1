"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (AIMA cut on v >= beta / v <= alpha, fail-soft): a finished game scores its utility first, then `depth <= 0` scores the evaluation; pruning changes which positions are evaluated but not the value.
source: ported from fredboe/monte-carlo-tree-search Agents/AlphaBeta.py (AlphaBetaAgent.alpha_beta_search: min_value / max_value)
"""


def my_depth_limited(game, state, depth, evaluate):
    player_id = game.players[0]

    def min_value(state, alpha, beta, depth):
        if game.is_terminal(state):
            return game.utility(state, player_id)
        if depth <= 0:
            return evaluate(state)
        value = float("inf")
        for action in game.actions(state):
            value = min(value, max_value(game.result(state, action), alpha, beta, depth - 1))
            if value <= alpha:
                return value
            beta = min(beta, value)
        return value

    def max_value(state, alpha, beta, depth):
        if game.is_terminal(state):
            return game.utility(state, player_id)
        if depth <= 0:
            return evaluate(state)
        value = float("-inf")
        for action in game.actions(state):
            value = max(value, min_value(game.result(state, action), alpha, beta, depth - 1))
            if value >= beta:
                return value
            alpha = max(alpha, value)
        return value

    alpha = float("-inf")
    beta = float("inf")
    if game.to_move(state) == player_id:
        return max_value(state, alpha, beta, depth)
    return min_value(state, alpha, beta, depth)
