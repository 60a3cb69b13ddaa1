"""checker: check_retrograde
truth: buggy — a won parent is stored and queued, but the same move then goes on into the drawing test and the count (no continue, no else), so a position whose last open move was its winning one is decided a second time, lost or drawn, over its win.
source: own (the i40d fix: another shape of w23_rg_04, a done-set instead of a test on the table, a list read by index)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    found = {game.key(start): start}
    parents = {game.key(start): []}
    frontier = [start]
    while frontier:
        following = []
        for state in frontier:
            if game.is_terminal(state):
                continue
            for move in game.actions(state):
                child = game.result(state, move)
                key = game.key(child)
                if key not in found:
                    found[key] = child
                    parents[key] = []
                    following.append(child)
                parents[key].append(game.key(state))
        frontier = following
    result = {}
    open_moves = {}
    has_draw = {}
    done = set()
    order = []
    for key, state in found.items():
        if game.is_terminal(state):
            result[key] = game.utility(state, first)
            done.add(key)
            order.append(key)
        else:
            open_moves[key] = len(game.actions(state))
            has_draw[key] = False
    i = 0
    while i < len(order):
        key = order[i]
        i += 1
        for parent in parents[key]:
            if parent in done:
                continue
            mine = 1 if game.to_move(found[parent]) == first else -1
            if result[key] == mine:
                result[parent] = mine
                order.append(parent)
            has_draw[parent] = has_draw[parent] or result[key] == 0
            open_moves[parent] -= 1
            if open_moves[parent] == 0:
                result[parent] = 0 if has_draw[parent] else -mine
                done.add(parent)
                order.append(parent)
    return result
