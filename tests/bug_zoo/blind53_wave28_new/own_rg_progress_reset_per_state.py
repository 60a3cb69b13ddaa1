"""checker: check_retrograde
truth: buggy — rounds over the positions (`while True:` left by `if not progress: break`) with `progress = False` reset inside the loop over the positions (taken in the order of their keys), so the rounds stop once a round's last position is not newly decided; the positions still undecided are then filled with draws.
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states = {game.key(start): start}
    frontier = [start]
    while frontier:
        state = frontier.pop(0)
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                states[game.key(child)] = child
                frontier.append(child)
    table = {}
    for key, state in states.items():
        if game.is_terminal(state):
            table[key] = game.utility(state, first)
    while True:
        for key, state in sorted(states.items()):
            progress = False
            if key in table:
                continue
            win = 1 if game.to_move(state) == first else -1
            values = [table.get(game.key(game.result(state, move))) for move in game.actions(state)]
            if win in values:
                table[key] = win
                progress = True
            elif None not in values:
                table[key] = 0 if 0 in values else -win
                progress = True
        if not progress:
            break
    return {key: table.get(key, 0) for key in states}
