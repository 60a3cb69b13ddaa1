"""checker: check_retrograde
truth: buggy — positions listed breadth-first (a deque, parents before children), then rounds (while True ... if not progress: break) that decide every position not yet in the table at once from table.get(child, 0.0): a child not yet decided counts as a draw, and a decided position is skipped in every later round.
source: own (fixer a92b), another shape of wave 36's rg_05
"""
from collections import deque


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key."
    me = game.players[0]
    start = game.initial_state()
    known = {game.key(start): start}
    queue = deque([start])
    states = []
    while queue:
        s = queue.popleft()
        states.append(s)
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            if game.key(c) not in known:
                known[game.key(c)] = c
                queue.append(c)
    table = {game.key(s): game.utility(s, me) for s in states if game.is_terminal(s)}
    while True:
        progress = False
        for s in states:
            if game.key(s) in table:
                continue
            scores = [table.get(game.key(game.result(s, m)), 0.0) for m in game.actions(s)]
            table[game.key(s)] = max(scores) if game.to_move(s) == me else min(scores)
            progress = True
        if not progress:
            break
    return table
