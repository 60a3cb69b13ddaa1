"""checker: check_retrograde
truth: correct — backwards by layers: positions grouped by number of moves played, solved from the fullest layer down, each from its (already solved) children.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    layers = [{game.key(start): start}]
    while layers[-1]:
        nxt = {}
        for s in layers[-1].values():
            if not game.is_terminal(s):
                for a in game.actions(s):
                    c = game.result(s, a)
                    nxt.setdefault(game.key(c), c)
        layers.append(nxt)
    value = {}
    for layer in reversed(layers):
        for k, s in layer.items():
            if game.is_terminal(s):
                value[k] = game.utility(s, first)
            else:
                vals = [value[game.key(game.result(s, a))] for a in game.actions(s)]
                value[k] = max(vals) if game.to_move(s) == first else min(vals)
    return value
