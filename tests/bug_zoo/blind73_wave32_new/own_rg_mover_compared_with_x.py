"""checker: check_retrograde
truth: buggy — scores finished games for game.players[0], but decides whose turn it is by comparing game.to_move(state) with "X", so on a game whose players are called otherwise every position is taken for the second player's.
source: own (another shape of wave 32's rg_05: the literal in the mover test only, the utility through the game)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found by sweeps."
    first = game.players[0]
    states, todo = {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        key = game.key(state)
        if key in states:
            continue
        states[key] = state
        if not game.is_terminal(state):
            todo.extend(game.result(state, move) for move in game.actions(state))
    value = {key: game.utility(s, first) for key, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, state in states.items():
            if key in value:
                continue
            children = [value.get(game.key(game.result(state, move))) for move in game.actions(state)]
            if any(v is None for v in children):
                continue
            value[key] = max(children) if game.to_move(state) == "X" else min(children)
            changed = True
    return value
