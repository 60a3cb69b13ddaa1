"""check_retrograde — TRUTH: buggy: sweeps all positions a fixed 5 rounds (backward relaxation) instead of until nothing changes; positions still unknown are called draws."""
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
    states, parents = _graph(game)
    value = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    for _ in range(5):
        new = dict(value)
        for k, s in states.items():
            if k in value:
                continue
            kids = [game.key(game.result(s, m)) for m in game.actions(s)]
            known = [value[c] for c in kids if c in value]
            maximizing = game.to_move(s) == first
            best = 1 if maximizing else -1
            if best in known:
                new[k] = best
            elif len(known) == len(kids):
                new[k] = max(known) if maximizing else min(known)
        value = new
    for k in states:
        value.setdefault(k, 0)
    return value
