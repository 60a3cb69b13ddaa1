"""checker: check_retrograde
truth: correct — sweeps over all positions until a fixed point (any child lost for the mover's opponent -> WIN; all children known: all won by the opponent -> LOSS, else DRAW), values kept from the side to move's view and converted at the end.
source: ported from the card-game tablebase module docstring found with the code search ("Propagate values backward until fixed point: If ANY successor is LOSS for opponent -> WIN; If ALL successors are WIN for opponent -> LOSS; Otherwise -> DRAW (if all successors known)")
"""

WIN, LOSS, DRAW = 1, -1, 0


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    children = {}
    stack = [start]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if game.is_terminal(s):
            continue
        kids = []
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            kids.append(ck)
            if ck not in states:
                states[ck] = c
                stack.append(c)
        children[k] = kids
    rel = {}  # value for the side to move
    for k, s in states.items():
        if game.is_terminal(s):
            rel[k] = game.utility(s, game.to_move(s)) if game.to_move(s) in game.players else 0
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in rel:
                continue
            known = [rel[c] for c in kids if c in rel]
            if LOSS in known:
                rel[k] = WIN
            elif len(known) == len(kids):
                rel[k] = LOSS if all(v == WIN for v in known) else DRAW
            else:
                continue
            changed = True
    out = {}
    for k, v in rel.items():
        out[k] = v if game.to_move(states[k]) == first else -v
    return out
