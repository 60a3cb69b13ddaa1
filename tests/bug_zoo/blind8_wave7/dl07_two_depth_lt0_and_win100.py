"""
checker: check_depth_limited_minimax
truth: buggy (two mistakes) — horizon test `depth < 0` (one ply too deep) and wins/losses scored ±100 (utility × 100) "so that the evaluation never beats a win"
source: ±100 win scores from the JS question "Error in Implementation of Minimax Algorithm for Tic-Tac-Toe" (Nemotron-CC page, moveScore returns ±100); the off-by-one is a class slip.
"""
def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return 100 * game.utility(state, game.players[0])
    if depth < 0:
        return evaluate(state)
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
