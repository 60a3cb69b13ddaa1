"""checker: retrograde
mistake: computes the 'win for the side to move' with the sign swapped (win = -1 when the first player moves)
"""

def collect(game):
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
    return states, parents

def my_retrograde(game):
    first = game.players[0]
    states, parents = collect(game)
    value, queue, left, draw = {}, [], {}, {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first); queue.append(k)
        else:
            left[k], draw[k] = len(game.actions(s)), False
    for k in queue:
        for p in parents[k]:
            if p in value:
                continue
            win = -1 if game.to_move(states[p]) == first else 1
            if value[k] == win:
                value[p] = win; queue.append(p); continue
            draw[p] |= value[k] == 0
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if draw[p] else -win; queue.append(p)
    return value
