"""checker: check_retrograde
truth: buggy — the positions are collected by a recursive depth-first search (each appended when first met) and valued in one pass over the reverse of that order, a move's position not yet valued read as a draw: a position met again was found earlier, through another move, so it is valued after the position that moves there (z87b's own shape of wave 35's rg_02).
"""


def my_retrograde(game):
    first = game.players[0]
    order, states = [], {}

    def visit(s):
        k = game.key(s)
        if k in states:
            return
        states[k] = s
        order.append(k)
        if not game.is_terminal(s):
            for m in game.actions(s):
                visit(game.result(s, m))

    visit(game.initial_state())
    value = {}
    for k in order[::-1]:
        s = states[k]
        if game.is_terminal(s):
            value[k] = game.utility(s, first)
        else:
            kids = [value.get(game.key(game.result(s, m)), 0) for m in game.actions(s)]
            value[k] = max(kids) if game.to_move(s) == first else min(kids)
    return value
