"""check_depth_limited_minimax — TRUTH: buggy: decrements depth inside the loop over moves (depth -= 1 per child), so later siblings get shallower searches."""
CHECK, KW = "check_depth_limited_minimax", {}
def student(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 0:
        return evaluate(state)
    vals = []
    for a in game.actions(state):
        depth -= 1
        vals.append(student(game, game.result(state, a), depth, evaluate))
    return max(vals) if game.to_move(state) == game.players[0] else min(vals)
