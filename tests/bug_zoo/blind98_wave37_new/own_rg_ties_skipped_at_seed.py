"""checker: check_retrograde
truth: buggy — finished positions are seeded with `if score == TIE: continue` before `pending.append(key)`, so the finished ties never propagate; the draw rule itself (`TIE if drawn[parent] else loss`) is right, but no parent ever counts a move into a tie, and every unfinished draw stays out of the table.
source: own (fixer e97b), another shape of wave 37's rg_03
"""
from collections import deque

TIE = 0


def my_retrograde(game):
    first = game.players[0]
    seen = {game.key(game.initial_state()): game.initial_state()}
    parents = {}
    todo = deque([game.initial_state()])
    while todo:
        state = todo.popleft()
        if game.is_terminal(state):
            continue
        here = game.key(state)
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            parents.setdefault(key, []).append(here)
            if key not in seen:
                seen[key] = child
                todo.append(child)
    value, left, drawn = {}, {}, {}
    pending = deque()
    for key, state in seen.items():
        if not game.is_terminal(state):
            left[key] = len(game.actions(state))
            drawn[key] = False
            continue
        score = game.utility(state, first)
        value[key] = score
        if score == TIE:
            continue
        pending.append(key)
    while pending:
        key = pending.popleft()
        for parent in parents.get(key, []):
            if parent in value:
                continue
            win = 1 if game.to_move(seen[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                pending.append(parent)
                continue
            if value[key] == TIE:
                drawn[parent] = True
            left[parent] -= 1
            if left[parent] == 0:
                value[parent] = TIE if drawn[parent] else -win
                pending.append(parent)
    return value
