"""checker: check_retrograde
truth: correct — value iteration backwards: start from the finished positions and sweep all positions again and again, deciding a position once a move reaches a win for its mover or once every move is decided, until a sweep changes nothing.
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states, frontier = {game.key(start): start}, [start]
    while frontier:
        nxt = []
        for s in frontier:
            for m in game.actions(s):
                c = game.result(s, m)
                k = game.key(c)
                if k not in states:
                    states[k] = c
                    nxt.append(c)
        frontier = nxt
    values = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in values:
                continue
            kids = [values.get(game.key(game.result(s, m))) for m in game.actions(s)]
            best = 1 if game.to_move(s) == first else -1
            if best in kids:
                values[k] = best
            elif None not in kids:
                values[k] = max(kids) if best == 1 else min(kids)
            else:
                continue
            changed = True
    return values
