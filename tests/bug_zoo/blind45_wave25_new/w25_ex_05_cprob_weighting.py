"""checker: check_expectimax
truth: buggy — carries the cumulative probability cprob down the tree (as 2048-ai does for its cutoff) and also multiplies the leaf utilities by it, so below a chance node each outcome is weighted by its probability twice (and deeper chance nodes compound).
source: ported from github nneonneo/2048-ai (score_tilechoose_node / score_move_node passing cprob down); the extra weighting of the returned value by cprob is the mistake
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return score_node(game, state, 1.0)


def score_node(game, state, cprob):
    if game.is_terminal(state):
        return cprob * game.utility(state, game.players[0])
    if game.is_chance(state):
        res = 0.0
        for tile, prob in game.outcomes(state):
            res += prob * score_node(game, game.result(state, tile), cprob * prob)
        return res
    scores = [score_node(game, game.result(state, m), cprob) for m in game.actions(state)]
    return max(scores) if game.to_move(state) == game.players[0] else min(scores)
