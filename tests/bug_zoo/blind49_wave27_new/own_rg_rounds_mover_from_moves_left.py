"""checker: check_retrograde
truth: buggy — rounds over the positions until none changes, the side to move taken as the first player where the number of moves left is odd (right on the 9-cell board, swapped at every position of the 3x2 board).
source: written for l48b (wave 27's rg_05, another shape): a fixed-point loop, the parity read from the moves list
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    states, stack = {}, [game.initial_state()]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if k in states:
            continue
        states[k] = s
        if not game.is_terminal(s):
            stack.extend(game.result(s, m) for m in game.actions(s))
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            moves = game.actions(s)
            kids = [value.get(game.key(game.result(s, m))) for m in moves]
            if any(v is None for v in kids):
                continue
            value[k] = max(kids) if len(moves) % 2 == 1 else min(kids)
            changed = True
    return value
