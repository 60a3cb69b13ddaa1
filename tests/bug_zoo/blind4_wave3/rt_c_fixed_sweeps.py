"""checker: retrograde
mistake: sweeps all positions only 4 times then calls every still-undecided position a draw
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
    for _ in range(4):
        for k, s in states.items():
            if k in value:
                continue
            me_first = game.to_move(s) == first
            kids = [value.get(game.key(game.result(s, m))) for m in game.actions(s)]
            best = 1 if me_first else -1
            if best in kids:
                value[k] = best
            elif None not in kids:
                value[k] = max(kids) if me_first else min(kids)
    for k in states:
        value.setdefault(k, 0)
    return value
