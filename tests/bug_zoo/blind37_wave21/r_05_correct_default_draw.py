"""checker: check_retrograde
truth: correct — wins and losses only are propagated backwards (a move to a lost position wins; all moves to won positions lose, counted down per position), finished positions take their utility, and whatever is left undecided at the end is a draw — right in a game without cycles, where nothing else can stay undecided.
source: tamura2004/atcoder lib/crystal/graph/backtrack.cr (the same deg-counting queue), ported with the game's own utilities for finished positions
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    start = game.initial_state()
    states, rev, deg = {game.key(start): start}, {game.key(start): []}, {}
    stack = [start]
    while stack:
        s = stack.pop()
        k = game.key(s)
        moves = [] if game.is_terminal(s) else game.actions(s)
        deg[k] = len(moves)
        for m in moves:
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck], rev[ck] = c, []
                stack.append(c)
            rev[ck].append(k)
    # results for the side to move: 1 won, -1 lost, None not (yet) decided
    mover = {k: None for k in states}
    q = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            u = game.utility(s, game.to_move(s))
            if u != 0:
                mover[k] = 1 if u > 0 else -1
                q.append(k)
    while q:
        v = q.popleft()
        for p in rev[v]:
            if mover[p] is not None:
                continue
            deg[p] -= 1
            if mover[v] == -1:
                mover[p] = 1
                q.append(p)
            elif deg[p] == 0:
                mover[p] = -1
                q.append(p)
    first = game.players[0]
    return {k: 0 if mover[k] is None else (mover[k] if game.to_move(s) == first else -mover[k])
            for k, s in states.items()}
