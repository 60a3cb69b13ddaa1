"""checker: check_retrograde
truth: buggy — hard-codes the first player as "X" (tic-tac-toe habit), so on a game whose players are named otherwise (cat and mice) every utility is taken for a non-player and the mover tests are all "second player".
source: own
"""
from collections import deque

FIRST = "X"


def my_retrograde(game):
    start = game.initial_state()
    k0 = game.key(start)
    nodes, preds = {k0: start}, {k0: []}
    frontier = deque([start])
    while frontier:
        s = frontier.popleft()
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            c = game.result(s, a)
            kc = game.key(c)
            if kc not in nodes:
                nodes[kc], preds[kc] = c, []
                frontier.append(c)
            preds[kc].append(game.key(s))
    val, pending, drawn, work = {}, {}, {}, deque()
    for k, s in nodes.items():
        if game.is_terminal(s):
            val[k] = game.utility(s, FIRST)
            work.append(k)
        else:
            pending[k], drawn[k] = len(game.actions(s)), False
    while work:
        k = work.popleft()
        for p in preds[k]:
            if p in val:
                continue
            good = 1 if game.to_move(nodes[p]) == FIRST else -1
            if val[k] == good:
                val[p] = good
                work.append(p)
                continue
            drawn[p] = drawn[p] or val[k] == 0
            pending[p] -= 1
            if pending[p] == 0:
                val[p] = 0 if drawn[p] else -good
                work.append(p)
    return val
