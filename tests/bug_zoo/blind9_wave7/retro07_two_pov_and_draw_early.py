"""checker: check_retrograde
truth: buggy (two) — finished positions scored for the side to move there, and a draw declared as soon as one child draws
source: class slips
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    states, parents, todo = {game.key(start): start}, {game.key(start): []}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            key = game.key(child)
            if key not in states:
                states[key], parents[key] = child, []
                todo.append(child)
            parents[key].append(game.key(state))
    value, queue, open_moves = {}, [], {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, game.to_move(state))
            queue.append(key)
        else:
            open_moves[key] = len(game.actions(state))
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win or value[key] == 0:
                value[parent] = value[key]
                queue.append(parent)
                continue
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = -win
                queue.append(parent)
    return value
