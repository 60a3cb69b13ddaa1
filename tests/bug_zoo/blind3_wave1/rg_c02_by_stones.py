"""check_retrograde — TRUTH: correct (processes positions by number of stones, most first: every child is known when a position is valued)."""
CHECK, KW = "check_retrograde", {}
def _graph(game):
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

def student(game):
    first = game.players[0]
    states, _ = _graph(game)
    value = {}
    for k, s in sorted(states.items(), key=lambda kv: -kv[1].stones):
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
        else:
            kids = [value[game.key(game.result(s, m))] for m in game.actions(s)]
            value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value
