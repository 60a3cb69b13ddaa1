"""checker: check_retrograde
truth: buggy — each pass collects the children already in the table (a dict comprehension over the moves, `if child in table`) and declares the position lost for the side to move when all of those are won by the opponent, before its other children are valued: one of them may win or draw.
source: own (another shape of wave 30's rg_01: a loss decided from the moves known so far)
"""


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    first = game.players[0]
    states, frontier = {}, [game.initial_state()]
    while frontier:
        state = frontier.pop()
        key = game.key(state)
        if key in states:
            continue
        states[key] = state
        if not game.is_terminal(state):
            frontier.extend(game.result(state, move) for move in game.actions(state))
    table = {key: game.utility(state, first) for key, state in states.items() if game.is_terminal(state)}
    progress = True
    while progress:
        progress = False
        for key, state in states.items():
            if key in table:
                continue
            win = 1 if game.to_move(state) == first else -1  # a win for the side to move, in the first player's values
            children = [game.key(game.result(state, move)) for move in game.actions(state)]
            valued = {child: table[child] for child in children if child in table}
            if win in valued.values():
                table[key] = win
            elif valued and all(value == -win for value in valued.values()):
                table[key] = -win
            elif len(valued) == len(children):
                table[key] = 0
            else:
                continue
            progress = True
    return table
