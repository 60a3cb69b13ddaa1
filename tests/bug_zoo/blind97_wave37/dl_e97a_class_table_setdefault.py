"""checker: check_depth_limited_minimax
truth: buggy — a class attribute `Table.values` keeps each position's value keyed by (game, position, depth), filled with setdefault: the evaluation is left out of the key, so a later call with another `evaluate` gets the values the first one found.
source: e97a's own shape of wave 37's dl_04 (a memo keyed by the position and depth but not the evaluation, on a class)
"""


class Table:
    values = {}


def search(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    key = (game, game.key(state), depth)
    if key in Table.values:
        return Table.values[key]
    values = [search(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    best = max(values) if game.to_move(state) == game.players[0] else min(values)
    return Table.values.setdefault(key, best)


def my_depth_limited(game, state, depth, evaluate):
    return search(game, state, depth, evaluate)
