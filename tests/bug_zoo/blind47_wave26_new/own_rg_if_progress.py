"""checker: check_retrograde
truth: buggy — rounds of decisions meant to repeat until nothing changes run under `if progress:` (where `while progress:` belongs), so a single sweep in the order the positions were found decides only the positions next to the finished ones; every position still undecided is then given a draw.
source: own (k46b: the fixed-point loop written with if, values for the first player)
"""


def my_retrograde(game):
    first = game.players[0]
    start = game.initial_state()
    found = {game.key(start): start}
    queue = [start]
    for state in queue:
        if not game.is_terminal(state):
            for move in game.actions(state):
                child = game.result(state, move)
                if game.key(child) not in found:
                    found[game.key(child)] = child
                    queue.append(child)
    value = {key: game.utility(s, first) for key, s in found.items() if game.is_terminal(s)}
    progress = True
    if progress:
        progress = False
        for key, state in found.items():
            if key in value:
                continue
            kids = [value.get(game.key(game.result(state, m))) for m in game.actions(state)]
            best = max if game.to_move(state) == first else min
            win = 1 if game.to_move(state) == first else -1
            if win in kids:
                value[key] = win
                progress = True
            elif None not in kids:
                value[key] = best(kids)
                progress = True
    return {key: value.get(key, 0) for key in found}
