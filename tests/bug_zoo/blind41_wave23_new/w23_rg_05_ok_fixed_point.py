"""checker: check_retrograde
truth: correct — repeated backward sweeps to a fixed point with the tablebase rules (any move to a position lost for the opponent -> win; all moves to won positions -> loss; all known, else -> draw), values kept for the side to move and converted to the first player's view at the end.
source: ported from the rules in a card-game tablebase generator's docstring found by code search ("If ANY successor is LOSS for opponent -> WIN / If ALL successors are WIN for opponent -> LOSS / Otherwise -> DRAW (if all successors known) or UNKNOWN")
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
            children[k] = []
            continue
        children[k] = []
        for a in game.actions(s):
            c = game.result(s, a)
            ck = game.key(c)
            children[k].append(ck)
            if ck not in states:
                states[ck] = c
                stack.append(c)

    mover_value = {}  # value for the side to move
    for k, s in states.items():
        if game.is_terminal(s):
            mover_value[k] = game.utility(s, game.to_move(s))
    changed = True
    while changed:
        changed = False
        for k in states:
            if k in mover_value:
                continue
            succ = [mover_value.get(c) for c in children[k]]
            if any(v == LOSS for v in succ):
                mover_value[k] = WIN
            elif all(v == WIN for v in succ):
                mover_value[k] = LOSS
            elif all(v is not None for v in succ):
                mover_value[k] = DRAW
            else:
                continue
            changed = True
    return {k: (v if game.to_move(states[k]) == first else -v) for k, v in mover_value.items()}
