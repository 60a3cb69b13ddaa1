"""checker: check_retrograde
truth: buggy — the sweep declares a LOSS when every successor *found so far* is a win for the opponent (all() over the known successors only, when at least one is known), so a position can be marked lost before its other moves are known; one of them may win or draw.
source: ported from the rules of a public retrograde tablebase generator's docstring found by the code search ("Propagate values backward until fixed point: If ANY successor is LOSS for opponent -> WIN; If ALL successors are WIN for opponent -> LOSS; Otherwise -> DRAW (if all successors known) or UNKNOWN"), values kept for the side to move
"""
WIN, LOSS, DRAW, UNKNOWN = 1, -1, 0, None


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    # 1. Enumerate all positions
    positions = {}
    stack = [game.initial_state()]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if k in positions:
            continue
        positions[k] = s
        if not game.is_terminal(s):
            for m in game.actions(s):
                stack.append(game.result(s, m))
    succ = {k: ([] if game.is_terminal(s) else [game.key(game.result(s, m)) for m in game.actions(s)])
            for k, s in positions.items()}
    # 2. Classify terminal positions (for the side to move)
    result = {}
    for k, s in positions.items():
        if game.is_terminal(s):
            result[k] = game.utility(s, game.to_move(s))
        else:
            result[k] = UNKNOWN
    # 3. Propagate values backward until fixed point
    changed = True
    while changed:
        changed = False
        for k in positions:
            if result[k] is not UNKNOWN:
                continue
            known = [result[c] for c in succ[k] if result[c] is not UNKNOWN]
            if any(v == LOSS for v in known):
                result[k] = WIN
            elif known and all(v == WIN for v in known):
                result[k] = LOSS
            elif len(known) == len(succ[k]):
                result[k] = DRAW
            else:
                continue
            changed = True
    # side-to-move values -> first player's values
    return {k: (v if game.to_move(positions[k]) == first else -v) for k, v in result.items()}
