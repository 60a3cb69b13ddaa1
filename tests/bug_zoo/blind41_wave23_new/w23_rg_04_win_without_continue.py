"""checker: check_retrograde
truth: buggy — after declaring a parent won it has no `continue`, so it still counts that move down; when the winning move was the parent's last open move the counter reaches zero and the win is overwritten with a draw or a loss.
source: own
"""
from collections import defaultdict, deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    seen = {game.key(start): start}
    preds = defaultdict(list)
    stack = [start]
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for a in game.actions(s):
            t = game.result(s, a)
            kt = game.key(t)
            preds[kt].append(game.key(s))
            if kt not in seen:
                seen[kt] = t
                stack.append(t)

    val = {}
    count = {}
    draw_seen = defaultdict(bool)
    q = deque()
    for k, s in seen.items():
        if game.is_terminal(s):
            val[k] = game.utility(s, first)
            q.append(k)
        else:
            count[k] = len(game.actions(s))

    while q:
        k = q.popleft()
        for p in preds[k]:
            if p in val:
                continue
            mover_win = 1 if game.to_move(seen[p]) == first else -1
            if val[k] == mover_win:
                val[p] = mover_win
                q.append(p)
            if val[k] == 0:
                draw_seen[p] = True
            count[p] -= 1
            if count[p] == 0:
                val[p] = 0 if draw_seen[p] else -mover_win
                q.append(p)
    return val
