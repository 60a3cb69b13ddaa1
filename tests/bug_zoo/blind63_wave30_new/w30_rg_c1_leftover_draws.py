"""checker: check_retrograde
truth: correct — only wins and losses are propagated (a loss when every move is known to lose); positions still undecided when the queue runs dry are draws, which is right in a finite acyclic game.
source: own (the classic "remaining positions are draws" rule of endgame-table builders, e.g. the UNKNOWN/WIN/LOSS/DRAW retro.h found by the code search)
"""
from collections import defaultdict, deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    nodes = {game.key(start): start}
    preds = defaultdict(list)
    stack = [start]
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            preds[ck].append(game.key(s))
            if ck not in nodes:
                nodes[ck] = c
                stack.append(c)
    status = {}  # side-to-move view: +1 win, -1 loss
    outdeg = {}
    q = deque()
    for k, s in nodes.items():
        if game.is_terminal(s):
            u = game.utility(s, game.to_move(s))
            if u != 0:
                status[k] = 1 if u > 0 else -1
                q.append(k)
        else:
            outdeg[k] = len(game.actions(s))
    while q:
        k = q.popleft()
        for p in preds[k]:
            if p in status:
                continue
            if status[k] == -1:  # the mover at p can move into a loss for the opponent
                status[p] = 1
                q.append(p)
            else:
                outdeg[p] -= 1
                if outdeg[p] == 0:
                    status[p] = -1
                    q.append(p)
    out = {}
    for k, s in nodes.items():
        v = status.get(k, 0)
        out[k] = v if game.to_move(s) == first else -v
    return out
