"""checker: check_expectimax
truth: buggy — the kind of each node comes from a level counter taken round a cycle of four, (level + 1) % 4 handed down the recursion (0 MAX, 1 chance, 2 MIN, 3 chance; the root's level 0 or 2 from game.to_move), never from game.is_chance / game.to_move below the root; chance levels average a player's moves as equally likely.
source: own (fixer a92b), another shape of wave 36's ex_02
"""


def value(game, state, level):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    below = (level + 1) % 4
    if level == 0:
        return max(value(game, game.result(state, a), below) for a in game.actions(state))
    if level == 2:
        return min(value(game, game.result(state, a), below) for a in game.actions(state))
    if game.is_chance(state):
        return sum(p * value(game, game.result(state, a), below) for a, p in game.outcomes(state))
    moves = list(game.actions(state))
    return sum(value(game, game.result(state, a), below) for a in moves) / len(moves)


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return value(game, state, 0 if game.to_move(state) == game.players[0] else 2)
