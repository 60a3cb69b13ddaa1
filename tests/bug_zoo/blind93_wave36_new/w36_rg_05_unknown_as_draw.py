"""checker: check_retrograde
truth: buggy — the repeated sweep (run over the positions in discovery order, parents before children) values a position from its children with value.get(child, 0), so children not yet resolved count as draws and a position is decided (as a draw, or a loss/win over the known ones) before every move is known.
source: own (sweep-until-stable retrograde)
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
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            if game.key(c) not in pos:
                pos[game.key(c)] = c
                order.append(c)
    value = {k: game.utility(s, first) for k, s in pos.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for s in order:
            k = game.key(s)
            if k in value:
                continue
            kids = [value.get(game.key(game.result(s, a)), 0) for a in game.actions(s)]
            v = max(kids) if game.to_move(s) == first else min(kids)
            value[k] = v
            changed = True
    return value
