"""checker: check_retrograde
truth: buggy — a queue of decided positions and a count of open moves per position; a parent is decided at once when a child is worth WIN (= 1, the first player's win), whoever is to move there, else its moves are folded by max/min for the side to move when the last is known.
source: own (fixer e97b), another shape of wave 37's rg_04
"""
from collections import deque

WIN = 1


def my_retrograde(game):
    first = game.players[0]
    states, parents, open_moves = {}, {}, {}
    start = game.initial_state()
    states[game.key(start)] = start
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        key = game.key(state)
        if game.is_terminal(state):
            continue
        moves = game.actions(state)
        open_moves[key] = len(moves)
        for move in moves:
            child = game.result(state, move)
            ck = game.key(child)
            parents.setdefault(ck, []).append(key)
            if ck not in states:
                states[ck] = child
                frontier.append(child)
    value, best = {}, {}
    queue = deque()
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
    while queue:
        key = queue.popleft()
        for parent in parents.get(key, []):
            if parent in value:
                continue
            if value[key] == WIN:
                value[parent] = WIN
                queue.append(parent)
                continue
            pick = max if game.to_move(states[parent]) == first else min
            best[parent] = value[key] if parent not in best else pick(best[parent], value[key])
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = best[parent]
                queue.append(parent)
    return value
