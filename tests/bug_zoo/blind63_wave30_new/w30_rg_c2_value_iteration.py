"""checker: check_retrograde
truth: correct — value iteration: every non-terminal position starts at 0 and whole-table sweeps recompute max/min of the children from the finished positions upward until nothing changes (exact in a finite acyclic game).
source: own
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    pos = {}
    stack = [game.initial_state()]
    while stack:
        s = stack.pop()
        k = game.key(s)
        if k not in pos:
            pos[k] = s
            if not game.is_terminal(s):
                stack.extend(game.result(s, m) for m in game.actions(s))
    kids = {k: [game.key(game.result(s, m)) for m in game.actions(s)]
            for k, s in pos.items() if not game.is_terminal(s)}
    v = {k: (game.utility(s, first) if game.is_terminal(s) else 0) for k, s in pos.items()}
    while True:
        changed = False
        for k, cs in kids.items():
            vals = [v[c] for c in cs]
            new = max(vals) if game.to_move(pos[k]) == first else min(vals)
            if new != v[k]:
                v[k] = new
                changed = True
        if not changed:
            return v
