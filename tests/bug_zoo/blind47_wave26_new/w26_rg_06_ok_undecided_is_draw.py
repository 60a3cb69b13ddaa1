"""checker: check_retrograde
truth: correct — classic tablebase retrograde: only won/lost positions are propagated (a counter of moves not yet known to lose), and every position left undecided at the end is a draw.
source: own (the standard WDL retrograde scheme)
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    preds = {game.key(start): []}
    stack = [start]
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck] = c
                preds[ck] = []
                stack.append(c)
            preds[ck].append(game.key(s))
    val = {}
    count = {}
    q = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            u = game.utility(s, first)
            if u != 0:
                val[k] = u
                q.append(k)
        else:
            count[k] = len(game.actions(s))
    while q:
        k = q.popleft()
        for p in preds[k]:
            if p in val:
                continue
            good = 1 if game.to_move(states[p]) == first else -1
            if val[k] == good:
                val[p] = good
                q.append(p)
            else:
                count[p] -= 1
                if count[p] == 0:
                    val[p] = -good
                    q.append(p)
    return {k: val.get(k, 0) for k in states}
