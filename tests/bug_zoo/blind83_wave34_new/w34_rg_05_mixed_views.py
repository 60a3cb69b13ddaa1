"""checker: check_retrograde
truth: buggy — the fixed-point sweep stores values for the side to move ("any successor LOSS for the opponent -> WIN, all successors WIN for the opponent -> LOSS"), but seeds finished positions with the utility for the first player, so terminal values where the second player is to move are read with the wrong sign.
source: ported from the card-game tablebase "Retrograde analysis for tablebase generation" excerpt in the code corpus (propagate until fixed point: ANY successor LOSS -> WIN, ALL successors WIN -> LOSS, otherwise DRAW if all known)
"""
WIN, LOSS, DRAW = 1, -1, 0


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    # 1. Enumerate all positions
    start = game.initial_state()
    positions = {game.key(start): start}
    successors = {}
    todo = [start]
    while todo:
        s = todo.pop()
        k = game.key(s)
        successors[k] = []
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            ck = game.key(c)
            successors[k].append(ck)
            if ck not in positions:
                positions[ck] = c
                todo.append(c)
    # 2. Classify terminal positions (value for the side to move)
    result = {}
    for k, s in positions.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, first)
    # 3. Propagate values backward until fixed point
    changed = True
    while changed:
        changed = False
        for k in positions:
            if k in result:
                continue
            known = [result.get(c) for c in successors[k]]
            if any(v == LOSS for v in known):
                result[k] = WIN
                changed = True
            elif all(v is not None for v in known):
                result[k] = LOSS if all(v == WIN for v in known) else DRAW
                changed = True
    # first player's view
    return {k: (v if game.to_move(positions[k]) == first else -v) for k, v in result.items()}
