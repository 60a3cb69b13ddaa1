"""checker: check_retrograde
truth: correct — sweeps backwards over the positions again and again, deciding a position only when a move wins for its mover or all its children are known, until nothing changes.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    pos = {game.key(start): start}
    order = [start]
    i = 0
    while i < len(order):
        s = order[i]
        i += 1
        if not game.is_terminal(s):
            for a in game.actions(s):
                c = game.result(s, a)
                if game.key(c) not in pos:
                    pos[game.key(c)] = c
                    order.append(c)
    value = {k: game.utility(s, first) for k, s in pos.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for s in reversed(order):
            k = game.key(s)
            if k in value:
                continue
            best = 1 if game.to_move(s) == first else -1
            kids = [value.get(game.key(game.result(s, a))) for a in game.actions(s)]
            if best in kids:
                value[k] = best
            elif None not in kids:
                value[k] = max(kids) if best == 1 else min(kids)
            else:
                continue
            changed = True
    return value
