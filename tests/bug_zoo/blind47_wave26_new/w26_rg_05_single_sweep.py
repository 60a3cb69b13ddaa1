"""checker: check_retrograde
truth: buggy — the "propagate until a fixed point" loop makes a single sweep over the positions (in discovery order, parents before children) instead of repeating until nothing changes; what is still unknown is then called a draw.
source: public tablebase module docstring (code search: "Propagate values backward until fixed point: ANY successor LOSS for opponent -> WIN; ALL WIN -> LOSS; otherwise DRAW"), ported with values for the side to move
"""
WIN, LOSS, DRAW, UNKNOWN = 1, -1, 0, None


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    order, states, children = [], {}, {}
    frontier = [start]
    states[game.key(start)] = start
    while frontier:  # breadth first: discovery order
        nxt = []
        for s in frontier:
            k = game.key(s)
            order.append(k)
            children[k] = []
            if game.is_terminal(s):
                continue
            for m in game.actions(s):
                c = game.result(s, m)
                ck = game.key(c)
                children[k].append(ck)
                if ck not in states:
                    states[ck] = c
                    nxt.append(c)
        frontier = nxt
    # values for the side to move
    result = {}
    for k in order:
        s = states[k]
        result[k] = game.utility(s, game.to_move(s)) if game.is_terminal(s) else UNKNOWN
    changed = True
    if changed:  # propagate
        changed = False
        for k in order:
            if result[k] is not UNKNOWN:
                continue
            succ = [result[c] for c in children[k]]
            if any(v == LOSS for v in succ):
                result[k] = WIN
                changed = True
            elif all(v == WIN for v in succ):
                result[k] = LOSS
                changed = True
            elif all(v is not UNKNOWN for v in succ):
                result[k] = DRAW
                changed = True
    value = {}
    for k in order:
        v = DRAW if result[k] is UNKNOWN else result[k]
        value[k] = v if game.to_move(states[k]) == first else -v
    return value
