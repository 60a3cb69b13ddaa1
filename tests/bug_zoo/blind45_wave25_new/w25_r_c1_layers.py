"""checker: check_retrograde
truth: correct — enumerates the positions by ply (breadth-first layers), then values the layers from the last one back to the first, each position from its children's values (max for the first player, min for the second)
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    layers = [[start]]
    seen = {game.key(start)}
    children = {}
    while layers[-1]:
        nxt = []
        for s in layers[-1]:
            k = game.key(s)
            children[k] = []
            if game.is_terminal(s):
                continue
            for m in game.actions(s):
                c = game.result(s, m)
                ck = game.key(c)
                children[k].append(ck)
                if ck not in seen:
                    seen.add(ck)
                    nxt.append(c)
        layers.append(nxt)

    value = {}
    for layer in reversed(layers):
        for s in layer:
            k = game.key(s)
            if game.is_terminal(s):
                value[k] = game.utility(s, first)
            else:
                vals = [value[c] for c in children[k]]
                value[k] = max(vals) if game.to_move(s) == first else min(vals)
    return value
