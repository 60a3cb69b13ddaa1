"""checker: check_retrograde
truth: correct — repeated passes until nothing changes (ANY winning move -> win, ALL moves known -> best of them)
source: shape of a Python tablebase generator ("Propagate values backward until fixed point")
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    children = {}
    todo = [start]
    while todo:
        s = todo.pop()
        k = game.key(s)
        if game.is_terminal(s):
            continue
        children[k] = []
        for a in game.actions(s):
            c = game.result(s, a)
            kc = game.key(c)
            children[k].append(kc)
            if kc not in states:
                states[kc] = c
                todo.append(c)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in value:
                continue
            me_first = game.to_move(states[k]) == first
            win = 1 if me_first else -1
            known = [value[c] for c in kids if c in value]
            if win in known:
                value[k] = win
                changed = True
            elif len(known) == len(kids):
                value[k] = max(known) if me_first else min(known)
                changed = True
    return value
