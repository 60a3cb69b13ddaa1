"""checker: check_retrograde
truth: correct — sweeps every reachable position until nothing changes (a fixed point), and knows it has seen every position when `seen | frontier == seen`: `|` used rightly, on sets (z87b's correct variant for wave 35's id_02 precedence slip).
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    seen, frontier, states = {game.key(start)}, {game.key(start)}, {game.key(start): start}
    while True:
        found = set()
        for k in frontier:
            s = states[k]
            if game.is_terminal(s):
                continue
            for m in game.actions(s):
                c = game.result(s, m)
                states.setdefault(game.key(c), c)
                found.add(game.key(c))
        if seen | found == seen:
            break
        frontier = found - seen
        seen = seen | found
    value = {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            kids = [value.get(game.key(game.result(s, m))) for m in game.actions(s)]
            if None in kids:
                continue
            value[k] = max(kids) if game.to_move(s) == first else min(kids)
            changed = True
    return value
