"""checker: check_retrograde
truth: correct — sweeps over the undecided positions until nothing changes (a fixed point): a position is won if some move reaches a position won for its mover, lost if every move reaches one lost for it, a draw once every move is known and none wins; finished positions seed the table.
source: adapted from the docstring of a public tablebase generator's retrograde.py ("Propagate values backward until fixed point: If ANY successor is LOSS for opponent -> WIN; If ALL successors are WIN for opponent -> LOSS; Otherwise -> DRAW (if all successors known) or UNKNOWN"), in the first player's values
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    start = game.initial_state()
    states = {}
    todo = [start]
    while todo:  # enumerate the reachable positions
        state = todo.pop()
        key = game.key(state)
        if key in states:
            continue
        states[key] = state
        if not game.is_terminal(state):
            todo.extend(game.result(state, move) for move in game.actions(state))

    table = {k: game.utility(s, first) for k, s in states.items() if game.is_terminal(s)}
    children = {k: [game.key(game.result(s, m)) for m in game.actions(s)]
                for k, s in states.items() if not game.is_terminal(s)}
    changed = True
    while changed:
        changed = False
        for key, kids in children.items():
            if key in table:
                continue
            good = 1 if game.to_move(states[key]) == first else -1  # a win for the side to move
            known = [table[k] for k in kids if k in table]
            if good in known:
                table[key] = good
            elif len(known) == len(kids):
                table[key] = 0 if 0 in known else -good
            else:
                continue
            changed = True
    return table
