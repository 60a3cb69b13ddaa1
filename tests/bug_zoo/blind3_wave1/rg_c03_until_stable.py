"""check_retrograde — TRUTH: correct (repeated backward sweeps until nothing changes)."""
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
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for k, s in states.items():
            if k in value:
                continue
            kids = [value.get(game.key(game.result(s, m))) for m in game.actions(s)]
            if None not in kids:
                value[k] = max(kids) if game.to_move(s) == first else min(kids)
                changed = True
    return value
