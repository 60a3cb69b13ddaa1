"""checker: retrograde
mistake: correct (repeated backward sweeps until nothing changes, decides only when known)
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
    states, _ = collect(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            mine = 1 if game.to_move(s) == first else -1
            kids = [value.get(game.key(game.result(s, m))) for m in game.actions(s)]
            if mine in kids:
                value[k] = mine
            elif None not in kids:
                value[k] = 0 if 0 in kids else -mine
            else:
                continue
            changed = True
    return value
