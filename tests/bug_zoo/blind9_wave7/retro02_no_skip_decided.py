"""checker: check_retrograde
truth: buggy — never skips a parent already decided: a position won through one move is overwritten (draw/loss) when its last move is counted
source: class slip (drops the `if parent in value: continue` guard of the reference shape)
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
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)
    return value
