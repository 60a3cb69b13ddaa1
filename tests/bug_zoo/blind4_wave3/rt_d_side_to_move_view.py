"""checker: retrograde
mistake: stores values for the side to move (utility(s, to_move) at terminals, and decides by the side to move's view) instead of the first player's
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
    states, parents = collect(game)
    value, queue, left, draw = {}, [], {}, {}
    for k, s in states.items():
        if game.is_terminal(s):
            value[k] = game.utility(s, game.to_move(s)); queue.append(k)
        else:
            left[k], draw[k] = len(game.actions(s)), False
    for k in queue:
        for p in parents[k]:
            if p in value:
                continue
            if value[k] == -1:   # child lost for its mover: parent wins
                value[p] = 1; queue.append(p); continue
            draw[p] |= value[k] == 0
            left[p] -= 1
            if left[p] == 0:
                value[p] = 0 if draw[p] else -1; queue.append(p)
    return value
