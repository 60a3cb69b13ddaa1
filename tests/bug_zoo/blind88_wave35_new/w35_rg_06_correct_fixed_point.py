"""checker: check_retrograde
truth: correct — value iteration to a fixed point: terminals first, then sweep until no position changes; anything never decided is a draw.
source: own (the "propagate until fixed point" description of tablebase retrograde analysis)
"""


def my_retrograde(game):
    first = game.players[0]
    s0 = game.initial_state()
    states, stack = {game.key(s0): s0}, [s0]
    while stack:
        s = stack.pop()
        if not game.is_terminal(s):
            for a in game.actions(s):
                c = game.result(s, a)
                if game.key(c) not in states:
                    states[game.key(c)] = c
                    stack.append(c)
    children = {k: [game.key(game.result(s, a)) for a in game.actions(s)]
                for k, s in states.items() if not game.is_terminal(s)}
    known = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in known:
                continue
            maxing = game.to_move(states[k]) == first
            win = 1 if maxing else -1
            vals = [known.get(c) for c in kids]
            if win in vals:
                known[k] = win
                changed = True
            elif None not in vals:
                known[k] = max(vals) if maxing else min(vals)
                changed = True
    for k in states:
        known.setdefault(k, 0)
    return known
