"""checker: check_expectimax
truth: buggy — the ply counter handed down (`ply + 1`) picks each node's kind from a table of four names, LEVELS[ply % 4] = max, chance, min, chance; the game is never asked below the root whose turn it is or whether a node is a chance node.
"""

LEVELS = ("max", "chance", "min", "chance")


def ev(game, state, ply):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    level = LEVELS[ply % 4]
    values = []
    weights = []
    if level == "chance" and game.is_chance(state):
        for outcome, p in game.outcomes(state):
            values.append(ev(game, game.result(state, outcome), ply + 1))
            weights.append(p)
    else:
        for a in game.actions(state):
            values.append(ev(game, game.result(state, a), ply + 1))
            weights.append(1 / len(game.actions(state)))
    if level == "max":
        return max(values)
    if level == "min":
        return min(values)
    return sum(w * v for w, v in zip(weights, values))


def my_expectimax(game, state):
    return ev(game, state, 0 if game.to_move(state) == game.players[0] else 2)
