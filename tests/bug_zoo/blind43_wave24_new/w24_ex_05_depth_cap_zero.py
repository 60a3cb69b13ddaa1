"""checker: check_expectimax
truth: buggy — keeps the assignment skeleton's cutoff `current_depth >= depth_limit` with depth_limit=4 and a placeholder evaluation of 0, so positions more than 4 plies from the end are valued as if every line deeper than 4 plies were a draw.
source: ported from youssefmou-git/Part_I_CMP333_Project2 expectimax_agent.py (expectimax(state, depth_limit, current_depth) returning (value, action), terminal check then cutoff check)
"""

DEPTH_LIMIT = 4


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    value, action = expectimax(game, state, DEPTH_LIMIT, 0)
    return value


def expectimax(game, state, depth_limit, current_depth):
    # Terminal check
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    # Cutoff check
    if depth_limit is not None and current_depth >= depth_limit:
        return 0, None
    if game.is_chance(state):
        expected = 0.0
        for action, prob in game.outcomes(state):
            v, _ = expectimax(game, game.result(state, action), depth_limit, current_depth + 1)
            expected += prob * v
        return expected, None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_action = (float("-inf") if maximizing else float("inf")), None
    for action in game.actions(state):
        v, _ = expectimax(game, game.result(state, action), depth_limit, current_depth + 1)
        if (maximizing and v > best_value) or (not maximizing and v < best_value):
            best_value, best_action = v, action
    return best_value, best_action
