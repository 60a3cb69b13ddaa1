"""checker: check_retrograde
truth: buggy — the analysis is right and keyed by game.key, but the table returned keeps one position per symmetry class, each under the smallest game.key among its images (found with game.symmetries and game.transform, never game.canonical_key): the other images' keys are missing.
source: own (the h40b fix: another shape of w22_r_02, the merge done at the end with the student's own smallest-image key)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
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
    value, queue, open_moves, has_draw = {}, [], {}, {}
    for key, state in states.items():
        if game.is_terminal(state):
            value[key] = game.utility(state, first)
            queue.append(key)
        else:
            open_moves[key], has_draw[key] = len(game.actions(state)), False
    for key in queue:
        for parent in parents[key]:
            if parent in value:
                continue
            win = 1 if game.to_move(states[parent]) == first else -1
            if value[key] == win:
                value[parent] = win
                queue.append(parent)
                continue
            has_draw[parent] = has_draw[parent] or value[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                value[parent] = 0 if has_draw[parent] else -win
                queue.append(parent)

    def smallest_image(state):  # one key for all rotations and reflections: a smaller table
        return min(game.key(game.transform(state, perm)) for perm in game.symmetries())

    return {smallest_image(states[key]): v for key, v in value.items()}
