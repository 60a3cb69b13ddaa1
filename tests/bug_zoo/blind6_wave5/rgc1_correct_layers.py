"""Checker: check_retrograde
Mistake: correct (collects every position, then assigns values in reverse order of discovery depth: deepest layer first, each from its already-valued children).
"""
CHECK = {"checker": "check_retrograde", "kwargs": {}, "function": "my_retrograde"}


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    layer_of = {game.key(start): 0}
    states = {game.key(start): start}
    layers = [[start]]
    while layers[-1]:
        nxt = []
        for s in layers[-1]:
            if game.is_terminal(s):
                continue
            for a in game.actions(s):
                c = game.result(s, a)
                k = game.key(c)
                if k not in states:
                    states[k] = c
                    layer_of[k] = len(layers)
                    nxt.append(c)
        layers.append(nxt)
    value = {}
    for layer in reversed(layers):
        for s in layer:
            k = game.key(s)
            if game.is_terminal(s):
                value[k] = game.utility(s, first)
                continue
            kids = [value[game.key(game.result(s, a))] for a in game.actions(s)]
            value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value
