"""checker: check_retrograde
truth: correct — BFS levels from the start, then one sweep from the deepest level up (children always known)
source: written
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    level = {game.key(start): 0}
    states = {game.key(start): start}
    frontier = [start]
    while frontier:
        nxt = []
        for s in frontier:
            if game.is_terminal(s):
                continue
            for a in game.actions(s):
                c = game.result(s, a)
                k = game.key(c)
                if k not in states:
                    states[k] = c
                    level[k] = level[game.key(s)] + 1
                    nxt.append(c)
        frontier = nxt
    value = {}
    for k in sorted(states, key=lambda k: -level[k]):
        s = states[k]
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
        else:
            kids = [value[game.key(game.result(s, a))] for a in game.actions(s)]
            value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value
