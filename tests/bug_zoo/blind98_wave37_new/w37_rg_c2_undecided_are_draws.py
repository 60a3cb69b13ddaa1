"""checker: check_retrograde
truth: correct — the textbook scheme for games with cycles: only wins and losses are propagated (a win as soon as one move wins, a loss when every move loses), and every position still undecided at the end is a draw.
source: own, after the propagation rules in the code-search excerpt "Retrograde analysis for tablebase generation" (repository not named by the search tool)
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
    value, losing_moves_left, queue = {}, {}, []
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            if value[key] != 0:
                queue.append(key)
        else:
            losing_moves_left[key] = len(game.actions(state))
    while queue:
        key = queue.pop()
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
            else:  # the move loses for the parent's mover
                losing_moves_left[parent] -= 1
                if losing_moves_left[parent] == 0:
                    value[parent] = -win
                    queue.append(parent)
    for key in states:
        value.setdefault(key, 0)
    return value
