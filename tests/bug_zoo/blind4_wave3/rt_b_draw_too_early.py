"""checker: retrograde
mistake: declares a draw as soon as one move draws, before the other moves are known
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
    value, queue, left = {}, [], {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, first); queue.append(k)
        else:
            left[k] = len(game.actions(s))
    for k in queue:
        for p in parents[k]:
            if p in value:
                continue
            win = 1 if game.to_move(states[p]) == first else -1
            if value[k] in (win, 0):
                value[p] = value[k]; queue.append(p); continue
            left[p] -= 1
            if left[p] == 0:
                value[p] = -win; queue.append(p)
    return value
