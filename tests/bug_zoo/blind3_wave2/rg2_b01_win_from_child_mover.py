"""check_retrograde — TRUTH: buggy: decides whose win counts from the CHILD's side to move (game.to_move(child)) instead of the parent's, so a win for the opponent is taken as the parent's own win."""
CHECK, KW = "check_retrograde", {}
def _graph(game, include_start=True):
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
    if not include_start:
        del states[game.key(start)]
    return states, parents

def _solve(game, states, parents, first, win_of, terminal_value):
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = terminal_value(state); queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in value or parent not in states:
                continue
            win = win_of(parent, key)
            if value[key] == win:
                value[parent] = win; queue.append(parent); continue
            has_draw[parent] |= value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win; queue.append(parent)
    return value

def student(game):
    first = game.players[0]
    states, parents = _graph(game)
    return _solve(game, states, parents, first,
                  lambda parent, child: 1 if game.to_move(states[child]) == first else -1,
                  lambda s: game.utility(s, first))
