"""checker: check_retrograde
truth: buggy — decides a position only as a win (a move to a position lost for the opponent) or a loss (every move to a position won by the opponent); a tie is known at finished games alone and never passed up, so every unfinished position worth a draw stays undecided and out of the table.
source: own (k46b: GamesmanMPI's two-outcome record, with a tie among the moves keeping the position undecided)
"""
from collections import deque


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    states, parents, order = {game.key(start): start}, {game.key(start): []}, deque([start])
    while order:
        state = order.popleft()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key] = child
                parents[key] = []
                order.append(child)
            parents[key].append(game.key(state))
    outcome = {}  # for the side to move: "win", "lose", "tie"
    todo = deque()
    for key, state in states.items():
        if game.is_terminal(state):
            u = game.utility(state, game.to_move(state))
            outcome[key] = "win" if u > 0 else "lose" if u < 0 else "tie"
            todo.append(key)
    while todo:
        key = todo.popleft()
        for parent in parents[key]:
            if parent in outcome:
                continue
            kids = [game.key(game.result(states[parent], m)) for m in game.actions(states[parent])]
            if any(outcome.get(k) == "lose" for k in kids):
                outcome[parent] = "win"
            elif all(outcome.get(k) == "win" for k in kids):
                outcome[parent] = "lose"
            else:
                continue
            todo.append(parent)
    table = {}
    for key, result in outcome.items():
        v = 1 if result == "win" else -1 if result == "lose" else 0
        table[key] = v if game.to_move(states[key]) == first else -v
    return table
