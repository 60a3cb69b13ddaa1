"""checker: check_retrograde
truth: correct — retrograde analysis in the side-to-move (negamax) view with WIN/LOSS/DRAW labels and a counter of unresolved moves per position, converted to the first player's value at the end.
source: own, after the classic tablebase scheme (a position is lost when all its moves lead to won positions, won when one leads to a lost one)
"""
from collections import deque

WIN, LOSS, DRAW = "win", "loss", "draw"


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    pos = {game.key(start): start}
    back = {game.key(start): []}
    frontier = deque([start])
    while frontier:
        s = frontier.popleft()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in pos:
                pos[ck] = c
                back[ck] = []
                frontier.append(c)
            back[ck].append(game.key(s))
    label = {}
    unresolved = {}
    drawish = set()
    work = deque()
    for k, s in pos.items():
        if game.is_terminal(s):
            u = game.utility(s, game.to_move(s))
            label[k] = WIN if u > 0 else LOSS if u < 0 else DRAW
            work.append(k)
        else:
            unresolved[k] = len(game.actions(s))
    while work:
        k = work.popleft()
        for p in back[k]:
            if p in label:
                continue
            if label[k] == LOSS:  # the mover at p can move into a position lost for the opponent
                label[p] = WIN
                work.append(p)
                continue
            if label[k] == DRAW:
                drawish.add(p)
            unresolved[p] -= 1
            if unresolved[p] == 0:
                label[p] = DRAW if p in drawish else LOSS
                work.append(p)
    table = {}
    for k, s in pos.items():
        v = {WIN: 1, LOSS: -1, DRAW: 0}[label.get(k, DRAW)]
        table[k] = v if game.to_move(s) == first else -v
    return table
