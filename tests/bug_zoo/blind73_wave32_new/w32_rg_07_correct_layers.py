"""checker: check_retrograde
truth: correct — positions grouped by ply from the start (every move is irreversible here), solved deepest layer first with max/min over children.
source: own
"""


def my_retrograde(game):
    first = game.players[0]
    layer = {game.key(game.initial_state()): game.initial_state()}
    layers = []
    while layer:
        layers.append(layer)
        following = {}
        for state in layer.values():
            if game.is_terminal(state):
                continue
            for move in game.actions(state):
                child = game.result(state, move)
                following.setdefault(game.key(child), child)
        layer = following
    value = {}
    for layer in reversed(layers):
        for key, state in layer.items():
            if game.is_terminal(state):
                value[key] = game.utility(state, first)
                continue
            kids = [value[game.key(game.result(state, m))] for m in game.actions(state)]
            value[key] = max(kids) if game.to_move(state) == first else min(kids)
    return value
