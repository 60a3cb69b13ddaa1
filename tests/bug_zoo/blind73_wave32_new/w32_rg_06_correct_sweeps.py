"""checker: check_retrograde
truth: correct — repeated sweeps to a fixed point, settling a position only when a winning child is known or every child is known.
source: ported from yifatamir/GamesmanMPI solve_local.py (Solver.record), with the draw settled only once every child is known
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    root = game.initial_state()
    positions = {game.key(root): root}
    children = {}
    queue = deque([root])
    while queue:
        node = queue.popleft()
        if game.is_terminal(node):
            continue
        key = game.key(node)
        children[key] = []
        for m in game.actions(node):
            nxt = game.result(node, m)
            nk = game.key(nxt)
            children[key].append(nk)
            if nk not in positions:
                positions[nk] = nxt
                queue.append(nxt)
    known = {k: game.utility(s, first) for k, s in positions.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, kids in children.items():
            if key in known:
                continue
            good = 1 if game.to_move(positions[key]) == first else -1
            vals = [known.get(c) for c in kids]
            if good in vals:
                known[key] = good
            elif None not in vals:
                known[key] = 0 if 0 in vals else -good
            else:
                continue
            changed = True
    return known
